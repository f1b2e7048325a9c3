"""Plandex: plan-based agent over chat completions. Loaded context goes into the system prompt; changes come
as file blocks; apply commands run locally and their failures are sent back for a fix. Helper roles name the
plan, write commit messages and summarize the conversation."""
from . import base, util, envinfo as E
from . import projects as P

PLANNER = """You are a planning and coding assistant working on a plan with the user. You are in {mode} mode.

[HOW TO RESPOND]
- If the request needs code changes, first break it into a numbered list of subtasks under a '### Tasks' heading.
  Each subtask names the files it touches ('Uses: `path`'). Then stop; the subtasks are implemented one at a time.
- When implementing a subtask, write each changed file as a file block:
  - path/to/file.ext:
  <PlandexBlock lang="python" path="path/to/file.ext">
  ...complete new code for the changed section, with '// ... existing code ...' markers for unchanged parts...
  </PlandexBlock>
- If the project needs commands run after the changes (installing dependencies, running tests, starting a server),
  write them in a '### Commands' section; they are saved to _apply.sh and run after the user applies the plan.
- If the request is only a question, answer it directly without tasks or file blocks.

[CONTEXT]
The user has loaded the following files into context. Use them; do not invent the contents of files that are not
loaded, and ask the user to load them if needed.

{context}"""
APPLY_FAIL = ("The commands in _apply.sh failed (exit code {code}).\n\nOutput:\n```\n{out}\n```\n\nFind the cause, "
              "fix the code, and update the commands if needed.")
NAME_SYS = "Give this plan a short file-name-friendly name (lowercase words joined by dashes, at most 5 words). Reply with the name only."
COMMIT_SYS = "Write a short commit message (one line, imperative) describing the changes below. Reply with the message only."
SUMMARY_SYS = ("Summarize the conversation so far for the planner: the user's goals, the tasks in the plan and their "
               "status, the files changed, and what remains. The summary replaces the older messages.")


class Plandex(base.Family):
    name = "plandex"
    sides = ("side_title", "side_commit", "side_summary")
    models = ["anthropic/claude-sonnet-4", "openai/o4-mini", "google/gemini-2.5-pro", "deepseek/deepseek-r1"]

    def headers(self, ctx):
        rng = ctx["rng"]
        return {"content-type": "application/json", "authorization": "Bearer sk-PLACEHOLDER",
                "user-agent": "Go-http-client/1.1", "x-title": "Plandex", "http-referer": "https://plandex.ai"}

    def system(self, ctx, mode="tell"):
        proj = ctx["proj"]
        ctxt = []
        for path in sorted(proj["files"]):
            ctxt.append("- %s:\n```\n%s\n```" % (path, proj["files"][path]))
        ctxt.append("- (project map)\n```\n%s\n```" % P.tree_text(proj))
        return PLANNER.format(mode=mode, context="\n\n".join(ctxt))

    def tasks_reply(self, ctx, ask):
        proj = ctx["proj"]
        path = proj["edit"][0]
        return ("### Tasks\n\n1. Find where the behaviour comes from\nUses: `%s`\n\n2. Fix it and cover it with a test\n"
                "Uses: `%s`\n\n3. Run the test suite\n\n<PlandexFinish/>" % (path, path))

    def impl_reply(self, ctx):
        proj = ctx["proj"]
        path, old, new = proj["edit"]
        return ("Implementing subtask 2.\n\n- %s:\n<PlandexBlock lang=\"%s\" path=\"%s\">\n// ... existing code ...\n%s\n// ... existing code ...\n"
                "</PlandexBlock>\n\n### Commands\n```bash\n%s\n```" % (path, proj["lang"], path, new, proj["test_cmd"]))

    def render_shape(self, ctx, shape, ask, extra):
        rng, proj = ctx["rng"], ctx["proj"]
        mode = "chat" if (shape == "first" and rng.random() < 0.25) else "tell"
        msgs = [{"role": "system", "content": self.system(ctx, mode)}]
        if shape == "first":
            msgs.append({"role": "user", "content": ask})
        elif shape == "later_plain":
            q, a = extra["prior"]
            msgs += [{"role": "user", "content": q}, {"role": "assistant", "content": a}, {"role": "user", "content": ask}]
        elif shape == "later_inherit":
            msgs += [{"role": "user", "content": ask}, {"role": "assistant", "content": extra["clarify"]},
                     {"role": "user", "content": extra["followup"]}]
        elif shape in ("loop_1", "loop_edit_test_fail", "loop_n", "loop_user_retry", "later_after_tools"):
            msgs += [{"role": "user", "content": extra.get("prev_ask", ask) if shape == "later_after_tools" else ask},
                     {"role": "assistant", "content": self.tasks_reply(ctx, ask)},
                     {"role": "assistant", "content": self.impl_reply(ctx)}]
            rounds = rng.randint(2, 4) if shape == "loop_n" else 1
            for k in range(rounds):
                msgs.append({"role": "user", "content": APPLY_FAIL.format(code=1, out=proj["test_fail"])})
                if k < rounds - 1 or shape in ("loop_user_retry", "later_after_tools"):
                    msgs.append({"role": "assistant", "content": self.impl_reply(ctx)})
            if shape == "loop_user_retry":
                msgs.append({"role": "user", "content": extra["retry"]})
            if shape == "later_after_tools":
                msgs.append({"role": "user", "content": ask})
        else:
            raise ValueError(shape)
        b = {"model": self.model(ctx), "messages": msgs, "stream": True, "temperature": 0.3 if mode == "tell" else 0.5}
        return self.endpoint, self.headers(ctx), b

    def side(self, ctx, kind, ir):
        rng, proj = ctx["rng"], ctx["proj"]
        if kind == "side_title":
            msgs = [{"role": "system", "content": NAME_SYS}, {"role": "user", "content": ir[0]["text"]}]
        elif kind == "side_commit":
            msgs = [{"role": "system", "content": COMMIT_SYS}, {"role": "user", "content": P.git_diff(proj)}]
        else:
            convo = "\n\n".join("%s: %s" % (e["t"], e["text"]) for e in ir if e["t"] in ("user", "assistant") and e["text"])
            convo += "\n\nassistant: " + self.tasks_reply(ctx, ir[0]["text"]) + "\n\nuser: " + APPLY_FAIL.format(code=1, out=proj["test_fail"])
            msgs = [{"role": "system", "content": SUMMARY_SYS}, {"role": "user", "content": convo}]
        return self.endpoint, self.headers(ctx), {"model": "openai/gpt-4.1-mini", "messages": msgs, "temperature": 0.2}
