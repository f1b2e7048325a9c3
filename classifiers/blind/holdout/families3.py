"""Text-protocol agents, planners, review and CI bots, low-code tools."""
import json

import content as C
import protocols as PR
from core import (Ask, call_args, dumps, h_js_sdk, h_plain, h_py_sdk, hexid, make_steps, shell_output, step_as_shell,
                  sub_rng, uuid)
from families import Fam, reg, big_system, assistant_answer


# ====================================================================== mini-swe-agent (THOUGHT + one bash block)
@reg
class MiniSWEAgent(Fam):
    name = "mini_swe_agent"
    counts = dict(first_turn=14, loop_turn=14)
    models = ["claude-sonnet-4-20250514", "gpt-5-mini", "openrouter/qwen/qwen3-coder"]
    source = "mini-swe-agent default config: no tools, one bash block per reply, observations as <returncode>/<output> user messages"

    def sysmsg(self):
        return ("You solve programming tasks by running shell commands, one per turn.\n\n"
                "Each reply: a THOUGHT paragraph with your reasoning, then a single ```bash block holding one command (chain with && if needed). "
                "A reply with no block or with two blocks is discarded.\n\nLayout:\nTHOUGHT: <why>\n\n```bash\n<command>\n```")

    def instance(self, ask, P):
        return (f"<pr_description>\nTask:\n{ask.user_text()}\n</pr_description>\n\n<instructions>\n# What to do\nThe repository is at {P.root}. Change non-test files so the task is done, "
                "keeping with the style of the code around it.\n\n## Suggested order\n1. Look around the relevant code\n2. Reproduce the problem\n"
                "3. Edit\n4. Re-run to confirm, think about edge cases\n5. When done, run `echo COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT && git add -A && git diff --cached`\n\n"
                "## Constraints\n- Every command starts in a fresh subshell, so `cd` is lost; write `cd dir && ...`.\n- No interactive editors; edit with sed or heredocs.\n"
                f"- The environment is {P.os}; use portable flags.\n</instructions>")

    def msgs(self, rng, P, ask, steps):
        m = [{"role": "system", "content": self.sysmsg()}, {"role": "user", "content": self.instance(ask, P)}]
        for st in steps:
            cmd = step_as_shell(st, P)
            m.append({"role": "assistant", "content": f"THOUGHT: {st['thought']}\n\n```bash\n{cmd}\n```"})
            out = shell_output(st)
            if len(out) > 10000:
                out = out[:5000] + "\n<elided_chars>\n" + str(len(out) - 10000) + " characters elided\n</elided_chars>\n" + out[-5000:]
            m.append({"role": "user", "content": f"<returncode>{st.get('code', 0)}</returncode>\n<output>\n{out}\n</output>"})
        return m

    def first(self, rng, P, ask, prior):
        return self.endpoint, h_py_sdk(rng), {"model": self.model(rng), "messages": self.msgs(rng, P, ask, []), "drop_params": True} if False else {"model": self.model(rng), "messages": self.msgs(rng, P, ask, [])}

    def loop(self, rng, P, ask, steps, tail):
        return self.endpoint, h_py_sdk(rng), {"model": self.model(rng), "messages": self.msgs(rng, P, ask, steps)}


# ====================================================================== smolagents CodeAgent
@reg
class Smolagents(Fam):
    name = "smolagents"
    counts = dict(first_turn=14, loop_turn=13)
    models = ["Qwen/Qwen2.5-Coder-32B-Instruct", "gpt-4o", "deepseek-ai/DeepSeek-V3"]
    source = "smolagents CodeAgent: tools presented as Python function signatures in the system prompt, Thought + code blob, observations fed back as user text"

    def sysmsg(self, P):
        r = sub_rng(self.name, "sys")
        tools = [("run_shell", "command: string", "Runs a shell command in the project directory and returns stdout and stderr."),
                 ("read_file", "path: string", "Returns the text of a file."), ("write_file", "path: string, content: string", "Writes text to a file."),
                 ("web_search", "query: string", "Searches the web."), ("final_answer", "answer: any", "Returns the final answer to the task.")]
        tdoc = "\n".join(f"def {n}({a}) -> string:\n    \"\"\"{d}\"\"\"" for n, a, d in tools)
        ex = []
        for i in range(16):
            ex.append(f"---\nTask: \"{rng_task(r)}\"\n\nThought: I will {r.choice(['look at the files first', 'compute it directly', 'search for the definition'])}.\n<code>\nresult = run_shell(command=\"ls\")\nprint(result)\n</code>\nObservation: \"src tests README.md\"\n\nThought: I have what I need.\n<code>\nfinal_answer(\"done\")\n</code>")
        return ("You work by writing Python. Each step has a Thought (your reasoning and the tools you plan to call) and a code block between <code> and </code>. "
                "Whatever you print() comes back to you as the Observation of that step. When you have the result, call final_answer.\n\nWorked examples:\n" + "\n\n".join(ex) +
                "\n\nBesides plain Python these functions exist:\n```python\n" + tdoc + "\n```\n\nConstraints:\n1. Every step needs a Thought and a <code> block.\n2. Only use names you have defined.\n"
                "3. Keep tool calls whose output you cannot predict in separate steps.\n4. Allowed imports: ['collections', 'datetime', 'itertools', 'json', 'math', 'os', 're', 'subprocess']\n\nStart now.")

    def msgs(self, rng, P, ask, steps):
        m = [{"role": "system", "content": [{"type": "text", "text": self.sysmsg(P)}]},
             {"role": "user", "content": [{"type": "text", "text": f"New task:\n{ask.user_text()}"}]}]
        for i, st in enumerate(steps):
            if st["kind"] == "read":
                code = f"content = read_file(path=\"{st['rel']}\")\nprint(content)"
            elif st["kind"] == "write":
                code = f"write_file(path=\"{st['rel']}\", content={json.dumps(st['content'])})"
            else:
                code = f"out = run_shell(command={json.dumps(step_as_shell(st, P))})\nprint(out)"
            m.append({"role": "assistant", "content": [{"type": "text", "text": f"Thought: {st['thought']}\n<code>\n{code}\n</code>"}]})
            m.append({"role": "assistant", "content": [{"type": "text", "text": "Calling tools:\n" + str([{"id": f"call_{i + 1}", "type": "function", "function": {"name": "python_interpreter", "arguments": code}}])}]})
            m.append({"role": "user", "content": [{"type": "text", "text": f"Call id: call_{i + 1}\nObservation:\nExecution logs:\n{shell_output(st) or 'None'}\nLast output from code snippet:\nNone"}]})
        return m

    def first(self, rng, P, ask, prior):
        return self.endpoint, h_py_sdk(rng), {"model": self.model(rng), "messages": self.msgs(rng, P, ask, []), "stop": ["Observation:", "Calling tools:", "</code>"], "max_tokens": 4096}

    def loop(self, rng, P, ask, steps, tail):
        return self.endpoint, h_py_sdk(rng), {"model": self.model(rng), "messages": self.msgs(rng, P, ask, steps), "stop": ["Observation:", "Calling tools:", "</code>"], "max_tokens": 4096}


def rng_task(r):
    return r.choice(["How many Python files are in the repository?", "What is the current version in pyproject.toml?", "Which function raises the ConfigError?",
                     "Compute the 20th Fibonacci number.", "Find the largest file under data/."])


# ====================================================================== DSPy ReAct (ChatAdapter field markers)
@reg
class DSPyReAct(Fam):
    name = "dspy_react"
    counts = dict(first_turn=14, loop_turn=12)
    models = ["openai/gpt-4o-mini", "openai/gpt-4.1", "anthropic/claude-3-5-sonnet-20241022"]
    step_kinds = {"grep", "read", "test"}
    source = "DSPy ReAct module + ChatAdapter: [[ ## field ## ]] markers, trajectory with thought_i/tool_name_i/tool_args_i/observation_i"

    def sysmsg(self):
        return ("Inputs:\n1. `question` (str)\n2. `trajectory` (str)\nOutputs:\n1. `next_thought` (str)\n2. `next_tool_name` (Literal['search_code', 'read_file', 'run_tests', 'finish'])\n3. `next_tool_args` (dict[str, Any])\n"
                "Messages use the layout below; each field starts with its marker.\n\n[[ ## question ## ]]\n{question}\n\n[[ ## trajectory ## ]]\n{trajectory}\n\n"
                "[[ ## next_thought ## ]]\n{next_thought}\n\n[[ ## next_tool_name ## ]]\n{next_tool_name}\n\n[[ ## next_tool_args ## ]]\n{next_tool_args}\n\n[[ ## completed ## ]]\n"
                "Goal: from `question`, eventually produce `answer`.\n"
                "You act in steps. The trajectory lists what you have already thought, which tool you called with which arguments, and what it returned.\n"
                "Each turn, give the next thought, the next tool and its arguments; pick `finish` once you can answer.\n"
                "Tools:\n"
                "(1) search_code: regex search over the repository. Args {'pattern': {'type': 'string'}}.\n"
                "(2) read_file: returns a file's text. Args {'path': {'type': 'string'}}.\n"
                "(3) run_tests: runs a test command and returns the log. Args {'target': {'type': 'string'}}.\n"
                "(4) finish: ends the episode. Args {}.\n"
                "`next_tool_args` must be JSON.")

    def user(self, ask, P, steps):
        traj = []
        for i, st in enumerate(steps):
            if st["kind"] == "read":
                tn, ta = "read_file", {"path": st["rel"]}
            elif st["kind"] == "grep":
                tn, ta = "search_code", {"pattern": st["pattern"]}
            else:
                tn, ta = "run_tests", {"target": step_as_shell(st, P)}
            obs = shell_output(st) or st["output"]
            traj.append(f"[[ ## thought_{i} ## ]]\n{st['thought']}\n\n[[ ## tool_name_{i} ## ]]\n{tn}\n\n[[ ## tool_args_{i} ## ]]\n{json.dumps(ta)}\n\n[[ ## observation_{i} ## ]]\n{obs}")
        return (f"[[ ## question ## ]]\n{ask.user_text()}\n\n[[ ## trajectory ## ]]\n" + "\n\n".join(traj) +
                "\n\nReply with the output fields in order: `[[ ## next_thought ## ]]`, `[[ ## next_tool_name ## ]]` (one of 'search_code', 'read_file', 'run_tests', 'finish'), "
                "`[[ ## next_tool_args ## ]]` (a JSON object), then `[[ ## completed ## ]]`.")

    def first(self, rng, P, ask, prior):
        return self.endpoint, h_py_sdk(rng), {"model": self.model(rng).split("/", 1)[1], "messages": [{"role": "system", "content": self.sysmsg()}, {"role": "user", "content": self.user(ask, P, [])}], "temperature": 0.0, "max_tokens": 4000}

    def loop(self, rng, P, ask, steps, tail):
        return self.endpoint, h_py_sdk(rng), {"model": self.model(rng).split("/", 1)[1], "messages": [{"role": "system", "content": self.sysmsg()}, {"role": "user", "content": self.user(ask, P, steps)}], "temperature": 0.0, "max_tokens": 4000}


# ====================================================================== Dify (CoT ReAct json-blob agent; low-code)
@reg
class Dify(Fam):
    name = "dify"
    plausible = True
    counts = dict(first_turn=16, loop_turn=10, side_call=6)
    side_kinds = ["title"]
    models = ["gpt-4o-mini", "deepseek-chat", "qwen-plus", "glm-4-plus"]
    step_kinds = {"grep", "read", "test"}
    source = "Dify repo: ReAct prompt for models without tool calling (json blob with action/action_input, Thought/Action/Observation), conversation-name generation"

    def sysmsg(self, P):
        tools = [{"name": "code_search", "description": "Search the team's GitHub repository.", "parameters": {"type": "object", "properties": {"q": {"type": "string"}}}},
                 {"name": "read_repo_file", "description": "Read a file from the repository.", "parameters": {"type": "object", "properties": {"path": {"type": "string"}}}},
                 {"name": "run_ci_job", "description": "Trigger the CI job and return its log.", "parameters": {"type": "object", "properties": {"job": {"type": "string"}}}}]
        return ("Help the person as well and as accurately as you can.\n\nYou are the engineering helpdesk bot for our product team.\n\nTools you may use:\n\n" + json.dumps(tools, ensure_ascii=False) +
                "\n\nTo use a tool, write a JSON object with an \"action\" key (the tool name) and an \"action_input\" key (its input). "
                "\"action\" must be \"Final Answer\" or one of: code_search, read_repo_file, run_ci_job\n\n"
                "Write exactly one such object per step, fenced:\n\n```\n{\n  \"action\": <tool name>,\n  \"action_input\": <input>\n}\n```\n\nLayout:\n\nQuestion: the question\nThought: your reasoning\n"
                "Action:\n```\n<json object>\n```\nObservation: the tool's result\n... (Thought/Action/Observation repeat as needed)\nThought: I can answer now\nAction:\n```\n{\n  \"action\": \"Final Answer\",\n  \"action_input\": \"the answer\"\n}\n```\n\n"
                "Go. Always answer with exactly one fenced JSON action; call tools only when they help, otherwise give the Final Answer directly.")

    def scratch(self, P, steps):
        out = []
        for st in steps:
            if st["kind"] == "read":
                a = {"action": "read_repo_file", "action_input": {"path": st["rel"]}}
            elif st["kind"] in ("grep", "ls"):
                a = {"action": "code_search", "action_input": {"q": st["pattern"]}}
            else:
                a = {"action": "run_ci_job", "action_input": {"job": "test"}}
            out.append(f"Thought: {st['thought']}\nAction:\n```\n{json.dumps(a, ensure_ascii=False, indent=2)}\n```\nObservation: {shell_output(st) or st['output']}")
        return "\n".join(out)

    def first(self, rng, P, ask, prior):
        msgs = [{"role": "system", "content": self.sysmsg(P)}, {"role": "user", "content": ask.user_text()}]
        return self.endpoint, h_py_sdk(rng), {"model": self.model(rng), "messages": msgs, "stream": True, "temperature": 0.1, "stop": ["Observation"], "user": uuid(rng)}

    def loop(self, rng, P, ask, steps, tail):
        msgs = [{"role": "system", "content": self.sysmsg(P)}, {"role": "user", "content": ask.user_text()}, {"role": "assistant", "content": self.scratch(P, steps)}]
        return self.endpoint, h_py_sdk(rng), {"model": self.model(rng), "messages": msgs, "stream": True, "temperature": 0.1, "stop": ["Observation"], "user": uuid(rng)}

    def side(self, rng, P, kind):
        ask = Ask(rng)
        prompt = ("You give short names to conversations. Read the user's input and produce a title that is concise, in the user's language, and no longer than 20 words.\n"
                  "Reply only with a JSON object with the keys \"Language Type\", \"Your Reasoning\" and \"Your Output\".\n\nUser Input: " + ask.text[:1500])
        return self.endpoint, h_py_sdk(rng), {"model": self.model(rng), "messages": [{"role": "user", "content": prompt}], "max_tokens": 100, "temperature": 1, "stream": False}, "conversation name generation"


# ====================================================================== Plandex (planner with file blocks)
@reg
class Plandex(Fam):
    name = "plandex"
    counts = dict(first_turn=18, loop_turn=8, retry_turn=12, side_call=8)
    side_kinds = ["name", "commit", "summary"]
    models = ["anthropic/claude-sonnet-4", "openai/o4-mini", "google/gemini-2.5-pro"]
    source = "Plandex prompt docs: planning phase with '### Tasks' and Uses:, implementation with PlandexBlock tags, _apply.sh execution, build validation, naming and commit-message prompts"

    def headers(self, rng, P):
        return h_plain("Go-http-client/2.0", {"x-title": "Plandex", "http-referer": "https://plandex.ai"})

    def sysmsg(self, rng, P, phase="plan"):
        r = sub_rng(self.name, "sys", phase)
        base = ("You are Plandex, an assistant for programming and system administration. You work through a plan of subtasks on the user's project.\n\n"
                "[PLANNING]\nIf the user gives you a task, break it into subtasks under a '### Tasks' heading. Number each subtask, describe it in a few bullet points, "
                "and list the files it touches on a 'Uses:' line with each path in backticks. End the list with <PlandexFinish/>. If the user is only chatting or asking a question, answer directly without a task list.\n\n"
                "[IMPLEMENTATION]\nFor each file you change, write the path on its own line as '- path:' followed by a <PlandexBlock lang=\"...\" path=\"...\"> tag containing the code, "
                "using '// ... existing code ...' comments for unchanged regions.\n\n")
        base += C.guide_prompt(r, ["editing", "planning", "safety"], headings="plain")
        ctx = "\n\n".join(f"- {f}:\n```\n{C.snippet(rng, P.lang)[2]}```" for f in rng.sample(P.src_files(), min(len(P.src_files()), rng.randint(2, 5))))
        return C.pad_prompt(r, base, 9000, headings="plain") + "\n\n### Context\nThe following files are loaded into context:\n\n" + ctx + "\n\n### Project map\n" + "\n".join(P.files)

    def first(self, rng, P, ask, prior):
        msgs = [{"role": "system", "content": self.sysmsg(rng, P)}, {"role": "user", "content": ask.user_text()}]
        return self.endpoint, self.headers(rng, P), {"model": self.model(rng), "messages": msgs, "temperature": 0.3, "top_p": 0.9, "stream": True}

    def plan_reply(self, rng, P):
        tasks = []
        for i in range(rng.randint(2, 4)):
            f = rng.choice(P.src_files())
            tasks.append(f"{i + 1}. {rng.choice(['Update', 'Refactor', 'Add tests for', 'Fix'])} {C.ident(rng)} in {f}\n   - adjust the logic\n   Uses: `{f}`")
        return "### Tasks\n\n" + "\n\n".join(tasks) + "\n\n<PlandexFinish/>"

    def loop(self, rng, P, ask, steps, tail):
        out = C.test_failure(rng, P.lang, P.name)
        msgs = [{"role": "system", "content": self.sysmsg(rng, P, "impl")}, {"role": "user", "content": ask.user_text()}, {"role": "assistant", "content": self.plan_reply(rng, P)},
                {"role": "user", "content": f"The _apply.sh script failed when it ran after the plan was applied. Exit code: 1.\n\n_apply.sh:\n```bash\n{C.test_cmd(P.lang)}\n```\n\nOutput:\n```\n{out}\n```\n\nFix the problem and update the script if needed."}]
        return self.endpoint, self.headers(rng, P), {"model": self.model(rng), "messages": msgs, "temperature": 0.3, "top_p": 0.9, "stream": True}

    def retry(self, rng, P, ask, steps):
        f = rng.choice(P.src_files())
        code = C.snippet(rng, P.lang)[2]
        msgs = [{"role": "system", "content": "You apply a proposed change to a file. You receive the original file and the proposed update and must output the complete, syntactically valid result."},
                {"role": "user", "content": f"Path: {f}\n\nOriginal file:\n```\n{code}```\n\nProposed update:\n```\n// ... existing code ...\n{code.split(chr(10))[2]}  // changed\n// ... existing code ...\n```"},
                {"role": "assistant", "content": f"<PlandexBlock lang=\"{C.FENCE.get(P.lang, P.lang)}\" path=\"{f}\">\n{code[:len(code) // 2]}\n</PlandexBlock>"},
                {"role": "user", "content": f"The file you produced does not pass validation:\n\n{f}:{rng.randint(5, 40)}:{rng.randint(1, 20)}: syntax error: unexpected end of file\n{f}:{rng.randint(5, 40)}: unclosed block\n\nOutput the corrected complete file again."}]
        return self.endpoint, self.headers(rng, P), {"model": self.model(rng), "messages": msgs, "temperature": 0.1, "stream": True}

    def side(self, rng, P, kind):
        ask = Ask(rng)
        if kind == "name":
            msgs = [{"role": "system", "content": "Name this plan in at most five lowercase words joined by hyphens. Call the function with the name."},
                    {"role": "user", "content": ask.user_text()[:4000]}]
            body = {"model": "openai/gpt-4.1-mini", "messages": msgs, "tools": [{"type": "function", "function": {"name": "namePlan", "description": "Set the plan name.", "parameters": {"type": "object", "properties": {"planName": {"type": "string"}}, "required": ["planName"]}}}],
                    "tool_choice": {"type": "function", "function": {"name": "namePlan"}}, "temperature": 0.3}
            return self.endpoint, self.headers(rng, P), body, "plan naming call"
        if kind == "commit":
            msgs = [{"role": "system", "content": "Write a git commit message for the pending changes of this plan: a short summary line, a blank line, then a few bullet points."},
                    {"role": "user", "content": C.realistic_diff(rng, P.lang)}]
            return self.endpoint, self.headers(rng, P), {"model": "openai/gpt-4.1-mini", "messages": msgs, "temperature": 0.3}, "commit message call"
        hist = f"User: {ask.user_text()[:3000]}\n\nAssistant: {self.plan_reply(rng, P)}\n\nUser: looks good, continue\n\nAssistant: Implemented tasks 1 and 2."
        msgs = [{"role": "system", "content": "Summarize the conversation so far so it can replace the older messages. Keep the tasks, their status, and the files involved."}, {"role": "user", "content": hist}]
        return self.endpoint, self.headers(rng, P), {"model": "openai/gpt-4.1-mini", "messages": msgs, "temperature": 0.2}, "conversation summary call"


# ====================================================================== PR-Agent style review bot
PR_QUESTIONS = {
    "single_step": ["Is there a bug in the error handling of this PR?", "Explain what the change in the first file does.",
                    "Could the new loop in this diff be written more simply?", "Does this diff introduce any SQL injection risk?",
                    "Suggest a better name for the new helper added in this PR.", "Write a unit test for the function changed in this diff.",
                    "¿Este cambio rompe algo en el manejo de errores del diff?", "このPRの最初のファイルの変更を説明してください。"],
    "long_horizon": ["Are there other callers in the repository that need updating for the new signature? Please update them all in this branch.",
                     "Find every place in the codebase that still uses the old config key and migrate them in this PR.",
                     "Run the full test suite against this branch and fix whatever breaks.",
                     "Apply the same fix to the other services in the monorepo that copy this code.",
                     "Prüfe im ganzen Repository, ob noch andere Stellen diese Funktion falsch aufrufen, und korrigiere sie."],
}


@reg
class PRAgent(Fam):
    name = "pr_agent"
    counts = dict(first_turn=20, side_call=14)
    side_kinds = ["review", "describe", "improve"]
    models = ["gpt-4.1", "o4-mini", "claude-sonnet-4-20250514"]
    source = "pr-agent prompt TOML layout (system + user with PR info, branch, description, diff with __new hunk__/__old hunk__ sections, YAML answer)"

    def headers(self, rng, P):
        return h_py_sdk(rng, extra={"user-agent": f"OpenAI/Python 1.{rng.randint(40, 99)}.0"})

    def pr_info(self, rng, P):
        title = rng.choice(["Fix rounding in invoice totals", "Add retry to webhook sender", "Refactor session store", "Support CSV export", "Bump deps and fix types"])
        diff = []
        for _ in range(rng.randint(1, 4)):
            l, fn, code = C.snippet(rng, P.lang)
            lines = code.rstrip().split("\n")
            f = rng.choice(P.src_files())
            diff.append(f"## File: '{f}'\n\n@@ -{rng.randint(5, 200)},{len(lines)} +{rng.randint(5, 200)},{len(lines) + 1} @@ def {fn}\n__new hunk__\n" +
                        "\n".join(f"{i + 10} {'+' if i == 2 else ' '}{l2}" for i, l2 in enumerate(lines)) + "\n__old hunk__\n" + "\n".join(f" {l2}" for l2 in lines[:3]) + "\n")
        return (f"Title: '{title}'\n\nBranch: '{rng.choice(['fix', 'feat'])}/{C.ent(rng)}-{rng.randint(10, 999)}'\n\nDescription:\n======\n{rng.choice(['Fixes the rounding problem reported by support.', 'See ticket.', 'Small refactor, no behaviour change.'])}\n======\n\n"
                f"The PR code diff:\n======\n" + "\n".join(diff) + "======")

    def first(self, rng, P, ask, prior):
        # ask is replaced by a PR question of the same label
        q = rng.choice([x for x in PR_QUESTIONS[ask.label]])
        self._q = q
        sysm = ("You answer questions about a Git pull request for the review bot.\nFocus on the added code (lines starting with '+') and use the rest of the diff as context. "
                "Hunks come as __new hunk__ / __old hunk__ pairs; new lines carry line numbers.\nReply in Markdown.")
        user = self.pr_info(rng, P) + f"\n\nQuestion about this PR:\n======\n{q}\n======\n\nAnswer:"
        lang = "es" if q.startswith("¿") else "ja" if "PR" in q and q.endswith("。") else "de" if q.startswith("Prüfe") else "en"
        kind = "pr_question_repo" if ask.label == "long_horizon" else "pr_question_diff"
        return self.endpoint, self.headers(rng, P), {"model": self.model(rng), "messages": [{"role": "system", "content": sysm}, {"role": "user", "content": user}], "temperature": 0.2}, {"ask": q, "lang": lang, "kind": kind, "ask_id": "prq." + str(PR_QUESTIONS[ask.label].index(q)) + "." + ask.label[:4]}

    def side(self, rng, P, kind):
        sysm = {"review": "Review this pull request for the team's review bot. Look at the added code only. List at most three key issues, estimate review effort from 1 to 5, and say whether tests were added. Output YAML matching the schema.",
                "describe": "Describe this pull request: a title, a type (Bug fix, Enhancement, Tests, Documentation, Other), a short summary, and one line per changed file. Output YAML.",
                "improve": "Propose up to four concrete improvements to the added lines of this pull request; for each give the file, the current code and the improved code. Output YAML."}[kind]
        user = self.pr_info(rng, P) + "\n\nAnswer with YAML only:\n```yaml\n"
        return self.endpoint, self.headers(rng, P), {"model": self.model(rng), "messages": [{"role": "system", "content": sysm}, {"role": "user", "content": user}], "temperature": 0.2}, f"/{kind} on the supplied diff"


# ====================================================================== Sweep-style issue-to-PR bot (CI bot)
@reg
class SweepBot(Fam):
    name = "sweep_bot"
    plausible = True
    counts = dict(first_turn=16, loop_turn=10, side_call=4)
    side_kinds = ["pr_title"]
    models = ["gpt-4o", "claude-3-5-sonnet-20241022"]
    step_kinds = {"grep", "read"}
    source = "Sweep (GitHub issue -> PR bot) README; prompt layout imagined: issue + retrieved snippets, search results returned as user text"

    def sysmsg(self):
        return ("You are a senior engineer assigned to a GitHub issue in the repository below. Plan the change, then emit one <modify file=\"...\"> block per file to change. "
                "If you need more context, reply with <search>query</search> and wait for results.")

    def first(self, rng, P, ask, prior):
        if ask.label == "single_step":
            l, fn, code = C.snippet(rng, P.lang)
            f = rng.choice(P.src_files())
            single_asks = [f"Sweep: add a docstring to `{fn}` in {f}", f"Sweep: add type hints to `{fn}` in {f}", f"Sweep: rename the local variable `out` to `result` in `{fn}` ({f})"]
            si = rng.randrange(len(single_asks))
            text = single_asks[si]
            ov = {"ask": text, "lang": "en", "kind": ["docstring", "type_hints", "rename"][si], "ask_id": f"sweep.single.{si}"}
            user = f"<issue>\n{text}\n</issue>\n\n<relevant_snippets>\n<snippet source=\"{f}\">\n{code}</snippet>\n</relevant_snippets>\n\nThe snippet above contains the whole function referenced by the issue."
        else:
            text = ask.text
            ov = None
            snips = "\n".join(f"<snippet source=\"{f}\">\n{C.snippet(rng, P.lang)[2]}</snippet>" for f in rng.sample(P.src_files(), min(3, len(P.src_files()))))
            user = f"<issue>\n{text}\n</issue>\n\n<relevant_snippets>\n{snips}\n</relevant_snippets>\n\n<repo_tree>\n" + "\n".join(P.files) + "\n</repo_tree>"
        r = (self.endpoint, h_py_sdk(rng), {"model": self.model(rng), "messages": [{"role": "system", "content": self.sysmsg()}, {"role": "user", "content": user}], "temperature": 0.1})
        return r + (ov,) if ov else r

    def loop(self, rng, P, ask, steps, tail):
        msgs = [{"role": "system", "content": self.sysmsg()}, {"role": "user", "content": f"<issue>\n{ask.text}\n</issue>\n\n<repo_tree>\n" + "\n".join(P.files) + "\n</repo_tree>"}]
        for st in steps:
            q = st.get("pattern") or st.get("rel") or st.get("cmd", "tests")
            msgs.append({"role": "assistant", "content": f"{st['thought']}\n<search>{q}</search>"})
            msgs.append({"role": "user", "content": f"<search_results query=\"{q}\">\n{shell_output(st) or st['output']}\n</search_results>"})
        return self.endpoint, h_py_sdk(rng), {"model": self.model(rng), "messages": msgs, "temperature": 0.1}

    def side(self, rng, P, kind):
        diff = C.realistic_diff(rng, P.lang)
        msgs = [{"role": "system", "content": "Write a pull request title (under 70 characters) and a short description with a bullet list of changes, for the diff below. Use <pr_title> and <pr_description> tags."},
                {"role": "user", "content": diff}]
        return self.endpoint, h_py_sdk(rng), {"model": self.model(rng), "messages": msgs, "temperature": 0.1}, "PR title/description from diff"


# ====================================================================== LangChain legacy ReAct agent over /v1/completions
@reg
class LangChainReAct(Fam):
    name = "langchain_react"
    endpoint = "/v1/completions"
    counts = dict(first_turn=14, loop_turn=12)
    models = ["gpt-3.5-turbo-instruct", "davinci-002", "Qwen/Qwen2.5-Coder-32B-Instruct"]
    source = "LangChain ZeroShot/ReAct agent with a completions LLM: one prompt string with tool list, Thought/Action/Action Input/Observation scratchpad, stop on Observation"

    TOOLS = [("terminal", "Run shell commands on this machine. Input is a single command."),
             ("read_file", "Read a file from disk. Input is a path relative to the project root."),
             ("python_repl", "A Python shell. Input is valid Python; use print() to see output."),
             ("search", "Search engine for current events and documentation. Input is a query.")]

    def prompt(self, ask, P, steps):
        tools = "\n".join(f"{n}: {d}" for n, d in self.TOOLS)
        names = ", ".join(n for n, _ in self.TOOLS)
        pad = ""
        scratch = ""
        for st in steps:
            if st["kind"] == "read":
                act, inp = "read_file", st["rel"]
            else:
                act, inp = "terminal", step_as_shell(st, P)
            scratch += f" {st['thought']}\nAction: {act}\nAction Input: {inp}\nObservation: {shell_output(st) or st['output']}\nThought:"
        return (f"Answer the question below as well as you can, working in the repository at {P.root}. These tools are available:\n\n{tools}\n\n"
                f"Respond in this layout:\n\nQuestion: the question you must answer\nThought: what you should do next\nAction: one of [{names}]\nAction Input: the input for the action\n"
                "Observation: what the action returned\n... (Thought/Action/Action Input/Observation may repeat)\nThought: I now know the final answer\nFinal Answer: the answer to the original question\n\n"
                f"Start.\n\nQuestion: {ask.user_text()}\nThought:{scratch}")

    def body(self, rng, p):
        return {"model": self.model(rng), "prompt": [p], "temperature": 0.0, "max_tokens": 256, "top_p": 1, "frequency_penalty": 0, "presence_penalty": 0, "n": 1,
                "logit_bias": {}, "stop": ["\nObservation:", "\n\tObservation:"]}

    def first(self, rng, P, ask, prior):
        return self.endpoint, h_py_sdk(rng), self.body(rng, self.prompt(ask, P, []))

    def loop(self, rng, P, ask, steps, tail):
        return self.endpoint, h_py_sdk(rng), self.body(rng, self.prompt(ask, P, steps))
