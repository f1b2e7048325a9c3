"""Text-protocol agents: no tools array; the model writes its action as text and the machine output comes
back as the next user (or system) message, or as the next part of a /v1/completions prompt."""
import json

from . import base, util, envinfo as E
from . import projects as P


def _py_headers(rng):
    h = {"content-type": "application/json", "user-agent": "OpenAI/Python %s" % rng.choice(["1.99.9", "1.107.0", "2.3.0"])}
    h.update(base.bearer())
    h.update(base.ua_stainless(rng, "python"))
    return h


def flat_calls(ir):
    """One action per assistant turn: split parallel calls into consecutive (assistant, result) pairs."""
    results = {e["id"]: e for e in ir if e["t"] == "result"}
    out = []
    for e in ir:
        if e["t"] == "result":
            continue
        if e["t"] == "assistant" and e["calls"]:
            for k, c in enumerate(e["calls"]):
                out.append(dict(e, text=e["text"] if k == 0 else "", calls=[c]))
                if c["id"] in results:
                    out.append(results[c["id"]])
        else:
            out.append(e)
    return out


# ---------------------------------------------------------------- mini-swe-agent
MINI_SYS = """You solve programming tasks by running shell commands, one at a time.

Every reply must contain a THOUGHT section that explains your reasoning and exactly ONE bash code block with the
command to run. The block may chain commands with && or ||, but there must be only one block. Replies without exactly
one block are rejected.

Example:
THOUGHT: I want to see which files mention the config loader.

```bash
grep -rn "load_config" src | head -20
```"""
MINI_INSTANCE = """<pr_description>
Consider the following task description:
{task}
</pr_description>

<instructions>
# Task Instructions

## Overview
You are working in a checked-out repository at {root}. Make changes to non-test files so that the task above is
done, in a way that is general and consistent with the codebase.

Each command runs in a new subshell, so `cd` does not persist; prefix commands with `cd {root} &&` if needed.
Interactive programs (editors, pagers) are not available.

## Recommended Workflow
1. Explore the relevant files.
2. Reproduce the problem with a small script.
3. Edit the source (sed, or a python heredoc).
4. Re-run your script and the related tests.

## Submission
When you are finished, run exactly:
`echo COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT && git add -A && git diff --cached`
After that command you cannot continue working.
</instructions>"""


class MiniSWEAgent(base.Family):
    name = "mini_swe_agent"
    models = ["anthropic/claude-sonnet-4-5-20250929", "openai/gpt-5-mini", "gemini/gemini-2.5-pro"]
    posix_only = True

    def headers(self, ctx):
        return _py_headers(ctx["rng"])

    def map_call(self, ctx, c):
        cmd = base.shell_of(c)
        if c["action"] == "read":
            cmd = "nl -ba %s | sed -n '1,200p'" % c["args"]["path"]
        return None if cmd is None else ("bash", {"command": cmd})

    def build(self, ctx, ir):
        msgs = [{"role": "system", "content": MINI_SYS}]
        first = True
        for e in flat_calls(self.mapped(ctx, ir)):
            if e["t"] == "user":
                msgs.append({"role": "user", "content": MINI_INSTANCE.format(task=e["text"], root=ctx["proj"]["root"]) if first else e["text"]})
                first = False
            elif e["t"] == "assistant":
                if e["calls"]:
                    msgs.append({"role": "assistant", "content": "THOUGHT: %s\n\n```bash\n%s\n```" % (
                        e["text"] or "Next I will check the result of the previous step.", e["calls"][0]["input"]["command"])})
                else:
                    msgs.append({"role": "assistant", "content": e["text"]})
            else:
                out = base.shell_output(e) if e["action"] != "read" else util.numbered(e["output"], style="tab")
                msgs.append({"role": "user", "content": "<returncode>%d</returncode>\n<output>\n%s\n</output>" % (e["exit"] or 0, out)})
        b = {"model": self.model(ctx), "messages": msgs, "temperature": 0.0}
        return self.endpoint, self.headers(ctx), b


# ---------------------------------------------------------------- gptme
GPTME_SYS = """You are gptme, a general-purpose assistant that runs in the user's terminal. You can run shell commands,
read and write files and apply patches by writing fenced code blocks; the blocks are executed and their results are
shown to you as system messages. Think step by step, keep answers short, and do not ask for confirmation before
running safe commands.

# Tools

## shell
Run a command in a persistent bash session. Write a block with the language tag `shell`:
```shell
ls -la
```

## save
Write a whole file. The info string is `save` followed by the path:
```save hello.py
print("hello")
```

## patch
Change part of a file with a conflict-marker style patch. The info string is `patch` followed by the path:
```patch hello.py
<<<<<<< ORIGINAL
print("hello")
=======
print("hello world")
>>>>>>> UPDATED
```

# Environment
Working directory: {cwd}
OS: {os}
Date: {date}"""
GPTME_NAME = ("Give the conversation below a short descriptive name of two to five words. Reply with the name only.")


class Gptme(base.Family):
    name = "gptme"
    sides = ("side_title",)
    models = ["anthropic/claude-sonnet-4-5", "openai/gpt-4o", "openrouter/qwen/qwen3-coder"]

    def headers(self, ctx):
        return _py_headers(ctx["rng"])

    def map_call(self, ctx, c):
        g, a = c["args"], c["action"]
        if a == "edit":
            return "patch", {"block": "```patch %s\n<<<<<<< ORIGINAL\n%s\n=======\n%s\n>>>>>>> UPDATED\n```" % (g["path"], g["old"], g["new"])}
        cmd = base.shell_of(c)
        return None if cmd is None else ("shell", {"block": "```shell\n%s\n```" % cmd, "cmd": cmd})

    def build(self, ctx, ir):
        rng, proj = ctx["rng"], ctx["proj"]
        msgs = [{"role": "system", "content": GPTME_SYS.format(cwd=proj["root"], os=E.os_name(proj), date=E.today(ctx))}]
        for e in self.mapped(ctx, ir):
            if e["t"] == "user":
                msgs.append({"role": "user", "content": e["text"]})
            elif e["t"] == "assistant":
                text = e["text"]
                for c in e["calls"]:
                    text = (text + "\n\n" if text else "") + c["input"]["block"]
                msgs.append({"role": "assistant", "content": text})
            else:
                if e["name"] == "patch":
                    content = "Patch applied to `%s`" % e["args"]["path"]
                else:
                    out = base.shell_output(e)
                    content = "Ran command: `%s`\n\n```stdout\n%s\n```" % (e["input"]["cmd"].split("\n")[0], out)
                    if e["exit"]:
                        content += "\n\nReturn code: %d" % e["exit"]
                msgs.append({"role": "system", "content": content})
        b = {"model": self.model(ctx).split("/", 1)[1], "messages": msgs, "stream": True, "temperature": 0}
        return self.endpoint, self.headers(ctx), b

    def side(self, ctx, kind, ir):
        b = {"model": "gpt-4o-mini", "messages": [{"role": "system", "content": GPTME_NAME},
                                                   {"role": "user", "content": "User: %s" % ir[0]["text"]}], "temperature": 0}
        return self.endpoint, self.headers(ctx), b


# ---------------------------------------------------------------- smolagents CodeAgent
SMOL_SYS = """You are a skilled assistant that completes tasks by writing and running small Python snippets. Each task
must be carried through to a result. You have access to a list of tools: these are Python functions you can call from your code.
To solve the task, work in a cycle of 'Thought:', 'Code:' and 'Observation:' steps.

At each step, in 'Thought:', explain your reasoning and which tools you want to use. Then in 'Code:', write simple
Python code in a block that starts with ```py and ends with ```<end_code>. Use print() to keep any value you will need
later: printed output appears in the 'Observation:' of the next step. Finish by calling `final_answer(...)`.

Here is an example:
---
Task: "How many Python files are in the src folder?"

Thought: I will list the files with run_shell and count the ones ending in .py.
Code:
```py
out = run_shell("find src -name '*.py' | wc -l")
print(out)
```<end_code>
Observation: 42

Thought: I have the count.
Code:
```py
final_answer(42)
```<end_code>
---

You can use these tools:
```python
def run_shell(command: str) -> str:
    \"\"\"Runs a shell command in the repository and returns stdout and stderr with the exit code.

    Args:
        command: The command line to execute.
    \"\"\"

def read_file(path: str) -> str:
    \"\"\"Returns the text of a file relative to the repository root.

    Args:
        path: Path of the file.
    \"\"\"

def write_file(path: str, content: str) -> str:
    \"\"\"Writes content to a file, replacing it.

    Args:
        path: Path of the file.
        content: New content.
    \"\"\"

def final_answer(answer: any) -> any:
    \"\"\"Returns the final result of the task and ends the run.

    Args:
        answer: The result to hand back
    \"\"\"
```

Rules:
1. Always give a 'Thought:' and a 'Code:' block ending with ```<end_code>.
2. Use only variables you have defined, and call tools with keyword or positional arguments, never a dict.
3. Do not chain too many tool calls in one block when a later call depends on an unpredictable output; print and
   continue in the next step instead.
4. You may import from these modules: {imports}.
5. Keep going until the task is solved; your job is to produce the result, not a description of how to get it."""


class Smolagents(base.Family):
    name = "smolagents"
    models = ["Qwen/Qwen2.5-Coder-32B-Instruct", "gpt-4o", "anthropic/claude-3-7-sonnet-latest", "meta-llama/Llama-3.3-70B-Instruct"]

    def headers(self, ctx):
        return _py_headers(ctx["rng"])

    def map_call(self, ctx, c):
        g, a = c["args"], c["action"]
        if a == "read":
            code = "content = read_file(%r)\nprint(content)" % g["path"]
        elif a == "edit":
            code = "src = read_file(%r)\nsrc = src.replace(%r, %r)\nprint(write_file(%r, src))" % (g["path"], g["old"], g["new"], g["path"])
        else:
            cmd = base.shell_of(c)
            if cmd is None:
                return None
            code = "print(run_shell(%r))" % cmd
        return "python_interpreter", {"code": code}

    def build(self, ctx, ir):
        rng = ctx["rng"]
        newstyle = ctx.setdefault("smol_new", rng.random() < 0.5)
        sysm = SMOL_SYS.format(imports=str(["collections", "datetime", "itertools", "json", "math", "re", "os", "subprocess"]))
        msgs = [{"role": "system", "content": [{"type": "text", "text": sysm}]}]
        step = 0
        for e in flat_calls(self.mapped(ctx, ir)):
            if e["t"] == "user":
                msgs.append({"role": "user", "content": [{"type": "text", "text": "New task:\n" + e["text"] if step == 0 else e["text"]}]})
            elif e["t"] == "assistant":
                if not e["calls"]:
                    msgs.append({"role": "assistant", "content": [{"type": "text", "text": e["text"]}]})
                    continue
                step += 1
                code = e["calls"][0]["input"]["code"]
                text = "Thought: %s\nCode:\n```py\n%s\n```<end_code>" % (e["text"] or "Let me continue with the next check.", code)
                msgs.append({"role": "assistant", "content": [{"type": "text", "text": text}]})
                if newstyle:
                    msgs.append({"role": "assistant", "content": [{"type": "text", "text": "Calling tools:\n" + str(
                        [{"id": "call_%d" % step, "type": "function", "function": {"name": "python_interpreter", "arguments": code}}])}]})
            else:
                out = base.shell_output(e, numbered=False) or "Wrote file."
                obs = "Observation:\nExecution logs:\n%s\nLast output from code snippet:\nNone" % out
                if newstyle:
                    obs = "Call id: call_%d\n" % step + obs
                msgs.append({"role": "user", "content": [{"type": "text", "text": obs}]})
        b = {"model": self.model(ctx), "messages": msgs, "stop": ["<end_code>", "Observation:", "Calling tools:"], "max_tokens": 4096}
        return self.endpoint, self.headers(ctx), b


# ---------------------------------------------------------------- home-grown script agent
SCRIPT_SYS = """You are an autonomous developer agent running inside a CI-like sandbox at {root}.
Reply with exactly one JSON object and nothing else:
{{"thought": "<short reasoning>", "action": "run" | "read" | "write" | "finish", "args": {{...}}}}
- run: {{"cmd": "<shell command>"}}
- read: {{"path": "<file>"}}
- write: {{"path": "<file>", "content": "<full new content>"}}
- finish: {{"summary": "<what you did>"}}
You will get the result of each action in the next message. Stop with finish when the task is done."""
SCRIPT_COMPLETION = """# Dev agent transcript
# The agent works in {root}. Each step has an Action (run, read, write or finish), an Input, and the Output that came back.
# Keep steps small. Finish with `Action: finish`.

Task: {task}
"""
COMMIT_SYS = "Write a git commit message in the Conventional Commits style for the diff below. One summary line under 72 characters, then an optional short body. Output only the message."
MEM_SYS = ("Extract facts worth remembering about this user from the chat below (preferences, stack, naming "
           "conventions). Output one fact per line starting with '- ', or NONE.")


class ScriptAgent(base.Family):
    name = "script_agent"
    sides = ("side_commit", "side_memory")
    models = ["gpt-4o-mini", "gpt-4.1-mini", "deepseek-chat", "llama3.1:70b"]

    def headers(self, ctx):
        rng = ctx["rng"]
        h = {"content-type": "application/json", "authorization": "Bearer sk-PLACEHOLDER",
             "user-agent": rng.choice(["python-requests/2.32.3", "curl/8.5.0", "python-httpx/0.27.2", "node-fetch/1.0 (+https://github.com/bitinn/node-fetch)"])}
        return h

    def map_call(self, ctx, c):
        g, a = c["args"], c["action"]
        if a == "read":
            return "read", {"path": g["path"]}
        if a == "edit":
            return "write", {"path": g["path"], "content": g["new"]}
        cmd = base.shell_of(c)
        return None if cmd is None else ("run", {"cmd": cmd})

    def observation(self, ctx, e):
        style = ctx.setdefault("obs_style", ctx["rng"].choice(["exit", "tag", "json", "bracket"]))
        out = e["output"] if e["action"] != "edit" else "wrote %d bytes" % len(e["args"]["new"])
        code = e["exit"] or 0
        if style == "exit":
            return "Exit code: %d\n```output\n%s\n```" % (code, out)
        if style == "tag":
            return "<tool_output name=\"%s\" exit_code=\"%d\">\n%s\n</tool_output>" % (e["name"], code, out)
        if style == "json":
            return json.dumps({"tool": e["name"], "exit_code": code, "stdout": out, "stderr": ""}, ensure_ascii=False)
        return "[%s] Result:\n%s" % (e["name"], out)

    def build(self, ctx, ir):
        rng, proj = ctx["rng"], ctx["proj"]
        if ctx.setdefault("script_mode", rng.choice(["chat", "chat", "completion"])) == "completion":
            return self.build_completion(ctx, ir)
        msgs = [{"role": "system", "content": SCRIPT_SYS.format(root=proj["root"])}]
        for e in flat_calls(self.mapped(ctx, ir)):
            if e["t"] == "user":
                msgs.append({"role": "user", "content": e["text"]})
            elif e["t"] == "assistant":
                if e["calls"]:
                    c = e["calls"][0]
                    msgs.append({"role": "assistant", "content": json.dumps({"thought": e["text"] or "next step", "action": c["name"], "args": c["input"]}, ensure_ascii=False)})
                else:
                    msgs.append({"role": "assistant", "content": json.dumps({"thought": "done", "action": "finish", "args": {"summary": e["text"]}}, ensure_ascii=False)})
            else:
                msgs.append({"role": "user", "content": self.observation(ctx, e)})
        b = {"model": self.model(ctx), "messages": msgs, "temperature": 0.2}
        if rng.random() < 0.5:
            b["response_format"] = {"type": "json_object"}
        return self.endpoint, self.headers(ctx), b

    def build_completion(self, ctx, ir):
        proj = ctx["proj"]
        parts = []
        step = 0
        for e in flat_calls(self.mapped(ctx, ir)):
            if e["t"] == "user":
                if not parts:
                    parts.append(SCRIPT_COMPLETION.format(root=proj["root"], task=e["text"]))
                else:
                    parts.append("\nUser: %s\n" % e["text"])
            elif e["t"] == "assistant":
                if e["calls"]:
                    step += 1
                    c = e["calls"][0]
                    arg = c["input"].get("cmd") or c["input"].get("path")
                    parts.append("\nStep %d\nThought: %s\nAction: %s\nInput: %s\n" % (step, e["text"] or "continue", c["name"], arg))
                else:
                    parts.append("\nAction: finish\nInput: %s\n" % e["text"])
            else:
                out = e["output"] if e["action"] != "edit" else "ok"
                parts.append("Output (exit %d):\n%s\n" % (e["exit"] or 0, out))
        parts.append("\nStep %d\nThought:" % (step + 1))
        b = {"model": "gpt-3.5-turbo-instruct" if ctx["rng"].random() < 0.5 else self.model(ctx), "prompt": "".join(parts),
             "max_tokens": 512, "temperature": 0, "stop": ["\nOutput", "\nStep %d" % (step + 2)]}
        return "/v1/completions", self.headers(ctx), b

    def side(self, ctx, kind, ir):
        rng = ctx["rng"]
        if kind == "side_commit":
            diff = P.git_diff(ctx["proj"])
            b = {"model": self.model(ctx), "messages": [{"role": "system", "content": COMMIT_SYS},
                                                         {"role": "user", "content": diff}], "temperature": 0.3}
        else:
            chat = "\n".join("%s: %s" % ("user" if e["t"] == "user" else "assistant", e["text"]) for e in ir if e["t"] != "result")
            b = {"model": self.model(ctx), "messages": [{"role": "system", "content": MEM_SYS}, {"role": "user", "content": chat}], "temperature": 0}
        return self.endpoint, self.headers(ctx), b


# ---------------------------------------------------------------- LangChain legacy ReAct on /v1/completions
REACT_TOOLS = [("shell", "run a shell command in the repository and get its output"),
               ("read_file", "read a file; input is a path relative to the repository root"),
               ("search", "search the code for a string; input is the string"),
               ("write_file", "write a file; input is JSON with path and content")]
REACT_PROMPT = """Respond to the request below as well as you can. These tools are available:

{tools}

Stick to this layout:

Question: the request you have to handle
Thought: what you should do next
Action: the tool to use, exactly one of [{names}]
Action Input: the input for that tool
Observation: what the tool returned
... (Thought / Action / Action Input / Observation can repeat several times)
Thought: I now know the final answer
Final Answer: the final answer to the original request

Start now.

Question: {task}
Thought:{scratch}"""


class LangChainReAct(base.Family):
    name = "langchain_react"
    endpoint = "/v1/completions"
    models = ["gpt-3.5-turbo-instruct", "davinci-002", "Qwen/Qwen2.5-Coder-7B"]

    def headers(self, ctx):
        return _py_headers(ctx["rng"])

    def map_call(self, ctx, c):
        g, a = c["args"], c["action"]
        if a == "read":
            return "read_file", {"input": g["path"]}
        if a == "grep":
            return "search", {"input": g["pattern"]}
        if a == "edit":
            return "write_file", {"input": json.dumps({"path": g["path"], "content": g["new"]})}
        cmd = base.shell_of(c)
        return None if cmd is None else ("shell", {"input": cmd})

    def build(self, ctx, ir):
        task, scratch = None, []
        extra_user = []
        for e in flat_calls(self.mapped(ctx, ir)):
            if e["t"] == "user":
                if task is None:
                    task = e["text"]
                else:
                    extra_user.append(e["text"])
                    scratch.append("\nQuestion: %s\nThought:" % e["text"])
            elif e["t"] == "assistant":
                if e["calls"]:
                    c = e["calls"][0]
                    scratch.append(" %s\nAction: %s\nAction Input: %s" % (e["text"] or "I should look further.", c["name"], c["input"]["input"]))
                else:
                    scratch.append(" I now know the final answer\nFinal Answer: %s\n" % e["text"])
            else:
                out = e["output"] if e["action"] != "edit" else "written"
                scratch.append("\nObservation: %s\nThought:" % out)
        prompt = REACT_PROMPT.format(tools="\n".join("%s: %s" % t for t in REACT_TOOLS), names=", ".join(t[0] for t in REACT_TOOLS),
                                     task=task, scratch="".join(scratch))
        b = {"model": self.model(ctx), "prompt": prompt, "max_tokens": 256, "temperature": 0.0, "stop": ["\nObservation:", "\n\tObservation:"],
             "top_p": 1, "n": 1, "logit_bias": {}}
        return self.endpoint, self.headers(ctx), b
