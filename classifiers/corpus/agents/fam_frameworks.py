"""Agent frameworks: smolagents, LangChain/LangGraph, LlamaIndex, AutoGen, CrewAI, pydantic-ai, OpenAI Agents SDK,
Agno, Letta-like, Open Interpreter, gptme, Plandex-like, AIDE-like.  Own text; structure follows each framework."""
from __future__ import annotations

import json

from . import core as C
from . import vocab as V
from .base import Conv
from .core import P, Step, jdump
from .fam_agents import Variants, _py_headers, _shell_cmd
from .proto import ChatText, ChatTools, Responses

_TOOLSET = [("terminal", "Runs a shell command in the project directory and returns its output.", {"command": "string"}),
            ("read_file", "Returns the contents of a file.", {"path": "string"}),
            ("write_file", "Writes text to a file, replacing it.", {"path": "string", "content": "string"}),
            ("search_code", "Searches the codebase for a regular expression.", {"pattern": "string"}),
            ("web_search", "Searches the web and returns the top results.", {"query": "string"})]


def _tool_of(ctx, s: Step) -> tuple[str, dict]:
    a = s.args
    if s.kind == "read":
        return "read_file", {"path": a["path"]}
    if s.kind == "grep":
        return "search_code", {"pattern": a["pattern"]}
    if s.kind in ("write", "edit"):
        return "write_file", {"path": a["path"], "content": a.get("content") or a.get("new", "")}
    return "terminal", {"command": _shell_cmd(ctx, s)}


def _chat_tools_from_set():
    return [C.chat_tool(n, d, {k: P(t, k) for k, t in ps.items()}) for n, d, ps in _TOOLSET]


# ====================================================================== smolagents
class SmolCode(ChatText):
    name = "smolagents"

    def model(self, ctx):
        return ctx.rng.choice(["Qwen/Qwen2.5-Coder-32B-Instruct", "gpt-4o", "meta-llama/Llama-3.3-70B-Instruct",
                               "deepseek-ai/DeepSeek-V3", "claude-sonnet-4-5"])

    def headers(self, ctx):
        return _py_headers(ctx, ctx.rng.choice([None, "huggingface_hub/0.34.4; python/3.11.9; torch/2.4.0",
                                                f"litellm/1.{ctx.rng.randint(60, 79)}.0"]))

    def system_msgs(self, ctx):
        tools = "\n".join(f"def {n}({', '.join(f'{k}: {t}' for k, t in ps.items())}) -> string:\n    \"\"\"{d}\"\"\"\n" for n, d, ps in _TOOLSET)
        return [{"role": "system", "content": [{"type": "text", "text":
            "You are an expert assistant who solves any task using code blobs. You are given a task and must solve it as "
            "best you can with the tools below, which behave like regular python functions.\nYou proceed in a cycle of "
            "Thought, Code and Observation steps. In the Thought step, explain your reasoning and which tools you will use. "
            "In the Code step, write simple Python ending with '<end_code>'. Use print() to keep information you need; it "
            "will appear in the Observation field of the next step. Finish by calling `final_answer`.\n\nHere are a few "
            "examples using notional tools:\n---\nTask: \"How many lines does setup.py have?\"\n\nThought: I will read the "
            "file and count lines.\nCode:\n```py\ntext = read_file(path=\"setup.py\")\nprint(len(text.splitlines()))\n"
            "```<end_code>\nObservation: 42\n\nThought: I have the number.\nCode:\n```py\nfinal_answer(42)\n```<end_code>\n"
            "---\n\nYou can use these tools:\n```python\n" + tools + "def final_answer(answer: any) -> any:\n    \"\"\"Provides "
            "the final answer.\"\"\"\n```\n\nRules:\n" + C.prose("smol-rules", 10) + "\n\nNow Begin!"}]}]

    def first_user(self, ctx, ask):
        return [{"role": "user", "content": [{"type": "text", "text": "New task:\n" + ask}]}]

    def later_user(self, ctx, text):
        return {"role": "user", "content": [{"type": "text", "text": "New task:\n" + text}]}

    def add_step(self, ctx, conv, s):
        n, a = _tool_of(ctx, s)
        code = f"result = {n}({', '.join(f'{k}={json.dumps(v)}' for k, v in a.items())})\nprint(result)"
        conv.msgs.append({"role": "assistant", "content": [{"type": "text", "text": f"Thought: {s.thought}\nCode:\n```py\n{code}\n```<end_code>"}]})
        if ctx.rng.random() < 0.7:
            cid = f"call_{len(conv.msgs)}"
            conv.msgs.append({"role": "assistant", "content": [{"type": "text", "text": "Calling tools:\n" + str(
                [{"id": cid, "type": "function", "function": {"name": "python_interpreter", "arguments": code}}])}]})
        if s.err and s.kind not in ("test",):
            o = f"Error:\nCode execution failed at line 'result = {n}(...)' due to: {s.out[:400]}\nTry again and avoid repeating the same mistake; after several failed attempts, change approach."
        else:
            o = f"Observation:\nExecution logs:\n{s.out}\nLast output from code snippet:\nNone"
        conv.msgs.append({"role": "user", "content": [{"type": "text", "text": o}]})
        conv.turns.append(("Assistant", code))
        conv.turns.append(("Observation", o[:600]))

    def format_error(self, ctx, conv):
        conv.msgs.append({"role": "assistant", "content": [{"type": "text", "text": self.bad_action(ctx)}]})
        conv.msgs.append({"role": "user", "content": [{"type": "text", "text":
            "Error:\nYour code snippet is invalid: the pattern ```(?:py|python)?\\s*\\n(.*?)\\n``` was not found in it.\n"
            "Make sure to include code in the format:\nThought: ...\nCode:\n```py\n# your code\n```<end_code>\n"
            "Try again, differently."}]})

    def add_assistant_text(self, ctx, conv, text):
        conv.msgs.append({"role": "assistant", "content": [{"type": "text", "text": f"Thought: done.\nCode:\n```py\nfinal_answer({json.dumps(text)})\n```<end_code>"}]})
        conv.turns.append(("Assistant", text))

    def body_extra(self, ctx):
        return {"stop": ["<end_code>", "Observation:", "Calling tools:"], "max_tokens": 4096}


class SmolToolCalling(ChatTools):
    name = "smolagents"
    call_style = "fc"

    model = SmolCode.model
    headers = SmolCode.headers

    def system_msgs(self, ctx):
        return [{"role": "system", "content": [{"type": "text", "text": "You are an expert assistant who solves tasks with tool "
            "calls. Each step you call one or more tools; their results come back as observations. Use `final_answer` to "
            "finish.\n\n" + C.prose("smol-tc", 12)}]}]

    first_user = SmolCode.first_user
    later_user = SmolCode.later_user

    def tools(self, ctx):
        return _chat_tools_from_set() + [C.chat_tool("final_answer", "Provides a final answer to the given problem.", {"answer": P("string", "The final answer")})]

    def call(self, ctx, s):
        return _tool_of(ctx, s)

    def add_steps(self, ctx, conv, steps):
        for s in steps:
            self.add_step(ctx, conv, s)

    def add_step(self, ctx, conv, s):
        # memory is replayed as text: model output, a "Calling tools:" message, then the observation as a user message
        n, a = self.call(ctx, s)
        cid = ctx.call_id("fc")
        if ctx.rng.random() < 0.5:
            conv.msgs.append({"role": "assistant", "content": [{"type": "text", "text": f"Thought: {s.thought}"}]})
        conv.msgs.append({"role": "assistant", "content": [{"type": "text", "text": "Calling tools:\n" + str(
            [{"id": cid, "type": "function", "function": {"name": n, "arguments": a}}])}]})
        conv.msgs.append({"role": "user", "content": [{"type": "text", "text": f"Call id: {cid}\nObservation:\n{s.out}"}]})
        conv.turns.append(("Tool", f"{n}: {s.out[:600]}"))

    def body_extra(self, ctx):
        return {"tool_choice": "required", "stop": ["Observation:"], "max_tokens": 4096}


# ====================================================================== LangChain / LangGraph
_LC_TOOLS = "\n".join(f"{n}: {d}" for n, d, _ in _TOOLSET)
_LC_NAMES = ", ".join(n for n, _, _ in _TOOLSET)


def _lc_template(ask: str) -> str:
    # note: this first-turn template names Observation only as a placeholder of the layout
    return ("Answer the following request as well as you can. You have access to these tools:\n\n" + _LC_TOOLS +
            "\n\nUse this format:\n\nQuestion: the input you must answer\nThought: always think about what to do\n"
            f"Action: the action to take, one of [{_LC_NAMES}]\nAction Input: the input to the action\n"
            "Observation: the result of the action\n... (Thought/Action/Action Input/Observation may repeat N times)\n"
            "Thought: I now know the final answer\nFinal Answer: the final answer to the original question\n\nBegin!\n\n"
            f"Question: {ask}\nThought:")


def _lc_scratch(ctx, steps) -> str:
    out = ""
    for s in steps:
        n, a = _tool_of(ctx, s)
        inp = a.get("command") or a.get("path") or a.get("pattern") or jdump(a)
        out += f" {s.thought}\nAction: {n}\nAction Input: {inp}\nObservation: {s.out[:8000]}\nThought:"
    return out


class LangChainCompletions(ChatText):
    name = "langchain"
    has_completion = True
    only_completion = True
    endpoint = "/v1/completions"

    def headers(self, ctx):
        return _py_headers(ctx)

    def completion(self, ctx, ask, steps):
        return {"model": ctx.rng.choice(["gpt-3.5-turbo-instruct", "davinci-002", "text-davinci-003", "Qwen2.5-7B-Instruct"]),
                "prompt": [_lc_template(ask) + _lc_scratch(ctx, steps)] if ctx.rng.random() < 0.5 else _lc_template(ask) + _lc_scratch(ctx, steps),
                "temperature": ctx.rng.choice([0.0, 0.7]), "max_tokens": 256, "top_p": 1, "n": 1, "logit_bias": {},
                "stop": ["\nObservation:", "\n\tObservation:"]}


class LangChainChatReAct(ChatText):
    """create_react_agent with a chat model: the whole template + scratchpad is ONE human message."""
    name = "langchain"
    side_kinds = ["summary"]

    def model(self, ctx):
        return ctx.rng.choice(["gpt-4o-mini", "gpt-4o", "llama3.1:8b", "mistral-small-latest"])

    def headers(self, ctx):
        return _py_headers(ctx)

    def start(self, ctx, ask):
        conv = Conv()
        conv.first_text = ask
        conv.extra["ask"] = ask
        conv.extra["steps"] = []
        conv.extra["tail"] = []
        conv.turns.append(("Human", ask))
        return conv

    def add_step(self, ctx, conv, s):
        conv.extra["steps"].append(s)
        conv.turns.append(("Observation", s.out[:600]))

    def add_assistant_text(self, ctx, conv, text):
        conv.extra["tail"].append({"role": "assistant", "content": text})
        conv.turns.append(("AI", text))

    def add_user_text(self, ctx, conv, text):
        conv.extra["tail"].append({"role": "user", "content": text})
        conv.turns.append(("Human", text))

    def format_error(self, ctx, conv):
        conv.extra["fmt"] = True

    def finish(self, ctx, conv):
        text = _lc_template(conv.extra["ask"]) + _lc_scratch(ctx, conv.extra["steps"])
        if conv.extra.get("fmt"):
            text += (" I should fix the config loader.\nInvalid Format: Missing 'Action:' after 'Thought:'\nThought:")
        msgs = [{"role": "user", "content": text}]
        if conv.extra["tail"]:  # an executor with memory: earlier exchange then a new question
            prev = [{"role": "user", "content": _lc_template(conv.extra["ask"]) + _lc_scratch(ctx, conv.extra["steps"])}]
            msgs = prev + conv.extra["tail"]
            if msgs[-1]["role"] == "user":
                msgs[-1] = {"role": "user", "content": _lc_template(msgs[-1]["content"])}
        return {"model": self.model(ctx), "messages": msgs, "temperature": 0.0, "stream": False, "n": 1,
                "stop": ["\nObservation"]}

    def side(self, ctx, conv, kind):
        return {"model": "gpt-4o-mini", "temperature": 0, "stream": False, "n": 1, "messages": [{"role": "user", "content":
            "Progressively summarize the conversation lines below, extending the current summary, and return the new summary.\n\n"
            "Current summary:\n" + ctx.rng.choice(["", "The human asked the AI to look into a failing build."]) +
            "\n\nNew lines of conversation:\n" + C.transcript(conv.turns, 1500) + "\n\nNew summary:"}]}


class LangGraphReAct(ChatTools):
    name = "langchain"
    call_style = "fc"

    def model(self, ctx):
        return ctx.rng.choice(["gpt-4o", "gpt-4.1", "claude-3-5-sonnet-latest", "qwen2.5:32b"])

    def headers(self, ctx):
        return _py_headers(ctx)

    def system_msgs(self, ctx):
        if ctx.rng.random() < 0.3:
            return []
        return [{"role": "system", "content": ctx.rng.choice([
            "You are a helpful software assistant with access to the repository at " + ctx.repo.root + ".",
            "You are a senior engineer agent. Use tools to inspect the repo before answering. Be concise.",
            "You help the team with code questions and changes. Only use tools when needed."])}]

    def tools(self, ctx):
        return _chat_tools_from_set()

    def call(self, ctx, s):
        return _tool_of(ctx, s)

    def obs(self, ctx, s):
        return s.out if not s.err else f"Error: {s.out[:3000]}\n Please fix your mistakes."

    def body_extra(self, ctx):
        return {"temperature": 0.0, "stream": ctx.rng.random() < 0.5, "n": 1, "parallel_tool_calls": ctx.rng.random() < 0.5}


# ====================================================================== LlamaIndex ReAct
class LlamaIndexReAct(ChatText):
    name = "llamaindex"
    side_kinds = ["summary"]

    def model(self, ctx):
        return ctx.rng.choice(["gpt-4o-mini", "gpt-4o", "llama3.1:70b", "mistral-large-latest"])

    def headers(self, ctx):
        return _py_headers(ctx)

    def system_msgs(self, ctx):
        tools = "\n".join(f"> Tool Name: {n}\nTool Description: {d}\nTool Args: {jdump({'properties': {k: {'type': t} for k, t in ps.items()}, 'required': list(ps), 'type': 'object'})}\n"
                          for n, d, ps in _TOOLSET)
        return [{"role": "system", "content": "You are designed to help with many kinds of tasks, from answering questions to "
                 "summaries to analysis.\n\n## Tools\n\nYou have access to these tools. Break the task into subtasks and use "
                 "them as needed.\n\n" + tools + "\n\n## Output Format\n\nAnswer in the same language as the question, using "
                 "this format:\n\n```\nThought: The current language of the user is: (user's language). I need to use a tool to help me answer the question.\n"
                 f"Action: tool name (one of {_LC_NAMES}) if using a tool.\nAction Input: the input to the tool, in JSON format\n```\n\n"
                 "Always start with a Thought. You will get a reply in this format:\n\n```\nObservation: tool response\n```\n\n"
                 "Repeat until you can answer, then reply with:\n\n```\nThought: I can answer without using any more tools.\n"
                 "Answer: [your answer here]\n```\n\n## Current Conversation\n\nBelow is the conversation so far."}]

    def action_text(self, ctx, s):
        n, a = _tool_of(ctx, s)
        return f"Thought: {s.thought}\nAction: {n}\nAction Input: {jdump(a)}"

    def obs_text(self, ctx, s):
        return f"Observation: {s.out}"

    def format_error_text(self, ctx):
        return "Observation: Could not parse output. Please follow the Thought-Action-Input format. Try again."

    def body_extra(self, ctx):
        return {"temperature": 0.1, "stream": True}

    def side(self, ctx, conv, kind):
        return {"model": "gpt-4o-mini", "temperature": 0.1, "messages": [
            {"role": "system", "content": "Summarize the conversation below so it can replace the older messages in memory. "
                                          "Keep names, numbers and decisions."},
            {"role": "user", "content": C.transcript(conv.turns, 2500)}]}


# ====================================================================== AutoGen
class AutoGenGroup(ChatText):
    name = "autogen"
    side_kinds = ["speaker_select"]

    def model(self, ctx):
        return ctx.rng.choice(["gpt-4o", "gpt-4-turbo", "gpt-4o-mini", "llama3.1:70b"])

    def headers(self, ctx):
        return _py_headers(ctx)

    def system_msgs(self, ctx):
        return [{"role": "system", "content": "You are a helpful AI assistant. Solve tasks using your coding and language "
                 "skills. When you need information, write python or shell code in a fenced block for the user to execute; "
                 "put `# filename: <name>` on the first line to save it as a file. Check the execution result it returns and "
                 "fix errors. Reply TERMINATE when everything is done.\n\n" + C.prose("autogen", 6)}]

    def first_user(self, ctx, ask):
        return [{"role": "user", "content": ask, "name": ctx.rng.choice(["user_proxy", "Admin", "User"])}]

    def action_text(self, ctx, s):
        return f"{s.thought}\n\n```sh\n{_shell_cmd(ctx, s)}\n```"

    def add_step(self, ctx, conv, s):
        nm = ctx.rng.choice(["coder", "Engineer", "assistant"])
        a = self.action_text(ctx, s)
        conv.msgs.append({"role": "assistant", "content": a, "name": nm})
        o = (f"exitcode: {1 if s.err else 0} ({'execution failed' if s.err else 'execution succeeded'})\nCode output: \n{s.out}")
        conv.msgs.append({"role": "user", "content": o, "name": ctx.rng.choice(["user_proxy", "Executor"])})
        conv.turns.append((nm, a))
        conv.turns.append(("Executor", o[:600]))

    def format_error_text(self, ctx):
        return "exitcode: 1 (execution failed)\nCode output: \nunknown language unknown"

    def body_extra(self, ctx):
        return {"temperature": ctx.rng.choice([0, 0.7]), "stream": False}

    def side(self, ctx, conv, kind):
        roles = ["Planner", "Engineer", "Executor", "Critic", "Admin"]
        desc = "\n".join(f"{r}: {d}" for r, d in zip(roles, ["Writes the plan.", "Writes code.", "Runs code.", "Reviews work.", "The human."]))
        msgs = [{"role": "system", "content": f"You are in a role play game. The following roles are available:\n{desc}.\n\n"
                 f"Read the conversation, then select the next role from {roles} to play. Only return the role."}] + \
               [m for m in conv.msgs if m.get("role") != "system"] + \
               [{"role": "system", "content": f"Read the above conversation. Then select the next role from {roles} to play. Only return the role."}]
        return {"model": self.model(ctx), "messages": msgs, "temperature": 0, "stream": False}


class AutoGenTools(ChatTools):
    name = "autogen"
    call_style = "fc"

    def model(self, ctx):
        return ctx.rng.choice(["gpt-4o", "gpt-4o-mini", "gemini-2.0-flash"])

    def headers(self, ctx):
        return _py_headers(ctx)

    def system_msgs(self, ctx):
        return [{"role": "system", "content": "You are a helpful AI assistant. Solve tasks using your tools. Reply with "
                 "TERMINATE when the task has been completed."}]

    def first_user(self, ctx, ask):
        return [{"role": "user", "content": ask, "name": "user"}]

    def tools(self, ctx):
        return _chat_tools_from_set()

    def call(self, ctx, s):
        return _tool_of(ctx, s)

    def body_extra(self, ctx):
        return {"stream": False, "parallel_tool_calls": True}


# ====================================================================== CrewAI
class CrewAI(ChatText):
    name = "crewai"
    side_kinds = ["summary"]
    _ROLES = [("Senior Python Engineer", "Ship correct, tested changes to the codebase",
               "You have maintained large Python services for a decade and care about clean, tested code."),
              ("Code Reviewer", "Find bugs and risky changes before they reach production",
               "A meticulous reviewer known for catching subtle concurrency issues."),
              ("DevOps Specialist", "Keep CI green and deployments boring", "You built the company's CI pipelines.")]

    def model(self, ctx):
        return ctx.rng.choice(["gpt-4o", "gpt-4o-mini", "anthropic/claude-3-5-sonnet-20241022", "ollama/llama3.1"])

    def headers(self, ctx):
        return _py_headers(ctx, f"litellm/1.{ctx.rng.randint(60, 79)}.{ctx.rng.randint(0, 9)}")

    def system_msgs(self, ctx):
        role, goal, back = ctx.rng.choice(self._ROLES)
        tools = "\n".join(f"Tool Name: {n}\nTool Arguments: {jdump({k: {'description': None, 'type': t} for k, t in ps.items()})}\nTool Description: {d}"
                          for n, d, ps in _TOOLSET[:4])
        return [{"role": "system", "content": f"You are {role}. {back}\nYour personal goal is: {goal}\nYou ONLY have access to "
                 f"the following tools, and should NEVER make up tools that are not listed here:\n\n{tools}\n\nIMPORTANT: Use "
                 "the following format in your response:\n\n```\nThought: you should always think about what to do\nAction: "
                 f"the action to take, only one name of [{', '.join(n for n, _, _ in _TOOLSET[:4])}], just the name, exactly as "
                 "it's written.\nAction Input: the input to the action, just a simple JSON object, enclosed in curly braces, "
                 "using \" to wrap keys and values.\nObservation: the result of the action\n```\n\nOnce all necessary "
                 "information is gathered, return the following format:\n\n```\nThought: I now know the final answer\nFinal "
                 "Answer: the final answer to the original input question\n```"}]

    def first_user(self, ctx, ask):
        exp = ctx.rng.choice(["A short, direct answer.", "A summary of the changes made and the test results.",
                              "Working code committed to the repository, with a summary.", "A markdown report."])
        return [{"role": "user", "content": f"\nCurrent Task: {ask}\n\nThis is the expected criteria for your final answer: "
                 f"{exp}\nyou MUST return the actual complete content as the final answer, not a summary.\n\nBegin! This is "
                 "VERY important to you, use the tools available and give your best Final Answer, your job depends on it!\n\nThought:"}]

    def action_text(self, ctx, s):
        n, a = _tool_of(ctx, s)
        return f"Thought: {s.thought}\nAction: {n}\nAction Input: {jdump(a)}"

    def add_step(self, ctx, conv, s):
        a = self.action_text(ctx, s)
        if ctx.rng.random() < 0.5:  # observation appended to the assistant message, as the executor does
            conv.msgs.append({"role": "assistant", "content": a + f"\nObservation: {s.out}"})
        else:
            conv.msgs.append({"role": "assistant", "content": a})
            conv.msgs.append({"role": "user", "content": f"Observation: {s.out}"})
        conv.turns.append(("Agent", a))
        conv.turns.append(("Observation", s.out[:600]))

    def format_error_text(self, ctx):
        return ("I did it wrong. Invalid Format: I missed the 'Action:' after 'Thought:'. I will do right next, and don't use "
                "a tool I have already used.\n\nIf you don't need to use any more tools, you must give your best complete "
                "final answer, make sure it satisfies the expected criteria, use the EXACT format below:\n\n```\nThought: I now "
                "can give a great answer\nFinal Answer: my best complete final answer to the task.\n\n```")

    def body_extra(self, ctx):
        return {"stop": ["\nObservation:"], "stream": False, "temperature": 0.7}

    def side(self, ctx, conv, kind):
        return {"model": self.model(ctx), "stream": False, "messages": [
            {"role": "system", "content": "You are Summarizer. You're an expert at condensing long text.\nYour personal goal is: "
                                          "Summarize the text while keeping the key facts."},
            {"role": "user", "content": "Summarize the following text, make sure to include all the important information: "
                                        + C.transcript(conv.turns, 3000)}]}


# ====================================================================== pydantic-ai
class PydanticAI(ChatTools):
    name = "pydantic_ai"
    retry_kinds = ["edit_failed", "test_after_edit", "human_retry", "validation_retry"]
    call_style = "fc"

    def model(self, ctx):
        return ctx.rng.choice(["gpt-4o", "gpt-5-mini", "claude-sonnet-4-5", "gemini-2.5-flash", "qwen3-coder"])

    def headers(self, ctx):
        return _py_headers(ctx, f"pydantic-ai/1.{ctx.rng.randint(0, 12)}.{ctx.rng.randint(0, 9)}")

    def system_msgs(self, ctx):
        return [{"role": "system", "content": ctx.rng.choice([
            "You are a code maintenance agent for the repository at " + ctx.repo.root + ". Use the tools; return a structured result.",
            "Help the user with software questions. Use the repo tools only when the question is about this repository.",
            "You are a careful refactoring assistant. Report changed files in the final result."])}]

    def tools(self, ctx):
        T = C.chat_tool
        return _chat_tools_from_set()[:4] + [T("final_result", "The final response which ends this conversation",
                                               {"summary": P("string", "What was done or the answer"),
                                                "files_changed": P("array", "Changed files", items={"type": "string"})}, ["summary"])]

    def call(self, ctx, s):
        return _tool_of(ctx, s)

    def retry(self, ctx, conv, kind):
        if kind != "validation_retry":
            return super().retry(ctx, conv, kind)
        cid = ctx.call_id("fc")
        conv.msgs.append({"role": "assistant", "content": None, "tool_calls": [{"id": cid, "type": "function", "function": {
            "name": "read_file", "arguments": jdump({"file": ctx.repo.any_file()})}}]})
        conv.msgs.append({"role": "tool", "tool_call_id": cid, "content": jdump([{"type": "missing", "loc": ["path"],
                          "msg": "Field required", "input": {"file": "x"}}]) + "\n\nFix the errors and try again."})

    def body_extra(self, ctx):
        return {"stream": ctx.rng.random() < 0.5, "tool_choice": ctx.rng.choice(["auto", "required"])}


# ====================================================================== OpenAI Agents SDK (Responses)
class OpenAIAgentsSDK(Responses):
    name = "openai_agents_sdk"
    side_kinds = ["guardrail"]

    def model(self, ctx):
        return ctx.rng.choice(["gpt-4.1", "gpt-5", "gpt-5-mini", "o4-mini", "gpt-4o"])

    def headers(self, ctx):
        return _py_headers(ctx, f"Agents/Python 0.{ctx.rng.randint(1, 6)}.{ctx.rng.randint(0, 4)}")

    def tools(self, ctx):
        R = C.resp_tool
        t = [R(n, d, {k: P(tp, k) for k, tp in ps.items()}, strict=True) for n, d, ps in _TOOLSET[:4]]
        if ctx.rng.random() < 0.5:
            t.append(R("transfer_to_test_runner", "Handoff to the Test Runner agent to handle the request. Runs and triages tests.", {}, [], True))
        return t

    def call(self, ctx, s):
        return _tool_of(ctx, s)

    def body_extra(self, ctx):
        r = ctx.rng
        e = {"instructions": r.choice([
            "You are a repository assistant. Use the tools to inspect and modify code in " + ctx.repo.root + ".",
            "You are the triage agent. Answer simple questions directly; hand off test work to the test runner.",
            "You are a coding agent. Prefer minimal diffs. Always run tests after changes."]),
            "stream": r.random() < 0.5, "tool_choice": "auto", "parallel_tool_calls": r.random() < 0.5, "store": r.random() < 0.5}
        if r.random() < 0.3:
            e["reasoning"] = {"effort": "medium"}
        if r.random() < 0.3:
            e["text"] = {"format": {"type": "text"}}
        return e

    def side(self, ctx, conv, kind):
        return {"model": "gpt-4o-mini", "instructions": "Check whether the user's message is a request related to software "
                "development. Output JSON with is_on_topic (bool) and reasoning.", "input": [self.user_item(ctx, conv.first_text)],
                "text": {"format": {"type": "json_schema", "name": "final_output", "strict": True, "schema": {
                    "type": "object", "properties": {"is_on_topic": {"type": "boolean"}, "reasoning": {"type": "string"}},
                    "required": ["is_on_topic", "reasoning"], "additionalProperties": False}}}, "stream": False}


# ====================================================================== Agno
class Agno(ChatTools):
    name = "agno"
    side_kinds = ["session_summary", "memory"]
    call_style = "fc"

    def model(self, ctx):
        return ctx.rng.choice(["gpt-4o", "gpt-4.1-mini", "claude-sonnet-4-5", "llama-3.3-70b-versatile"])

    def headers(self, ctx):
        return _py_headers(ctx)

    def system_msgs(self, ctx):
        r = ctx.rng
        s = (f"<description>\nYou are a coding assistant for the {ctx.repo.name} team.\n</description>\n\n<instructions>\n"
             + C.prose("agno" + ctx.repo.name, 5) + "\n</instructions>\n\n<additional_information>\n- Use markdown to format your "
             f"answers.\n- The current time is {ctx.date} {r.randint(0, 23):02d}:{r.randint(0, 59):02d}.\n</additional_information>")
        if r.random() < 0.4:
            s += ("\n\nYou have access to memories from previous interactions with the user that you can use:\n\n"
                  "<memories_from_previous_interactions>\n- The user prefers pytest over unittest\n- The user works on the "
                  f"{ctx.repo.name} repo\n</memories_from_previous_interactions>")
        return [{"role": "system", "content": s}]

    def tools(self, ctx):
        T = C.chat_tool
        return [T("run_shell_command", "Runs a shell command and returns the output or error.", {"args": P("array", "Command and args", items={"type": "string"}),
                  "tail": P("integer", "Lines of output to return")}, ["args"]),
                T("read_file", "Reads the contents of the file `file_name` and returns the contents if successful.", {"file_name": P("string", "Path")}),
                T("save_file", "Saves the contents to a file called `file_name` and returns the file name if successful.",
                  {"contents": P("string", "Content"), "file_name": P("string", "Path"), "overwrite": P("boolean", "Overwrite")}, ["contents", "file_name"]),
                T("list_files", "Returns a list of files in the base directory.", {}, [])]

    def call(self, ctx, s):
        a = s.args
        if s.kind == "read":
            return "read_file", {"file_name": a["path"]}
        if s.kind in ("write", "edit"):
            return "save_file", {"contents": a.get("content") or a.get("new", ""), "file_name": a["path"], "overwrite": True}
        if s.kind == "ls":
            return "list_files", {}
        return "run_shell_command", {"args": ["bash", "-c", _shell_cmd(ctx, s)]}

    def body_extra(self, ctx):
        return {"stream": ctx.rng.random() < 0.5, **({"stream_options": {"include_usage": True}} if ctx.rng.random() < 0.5 else {})}

    def side(self, ctx, conv, kind):
        if kind == "memory":
            return {"model": "gpt-4o-mini", "messages": [
                {"role": "system", "content": "You are a Memory Manager. Decide whether the user's message contains facts worth "
                                              "remembering about the user (preferences, projects, habits) and add or update memories."},
                {"role": "user", "content": conv.first_text}], "tools": [C.chat_tool("add_memory", "Add a memory", {"memory": P("string", "Memory")})]}
        return {"model": "gpt-4o-mini", "messages": [
            {"role": "system", "content": "Analyze the following conversation between a user and an assistant, and extract a "
                                          "concise summary of the session and the topics discussed. Return JSON with `summary` and `topics`."},
            {"role": "user", "content": "<conversation>\n" + C.transcript(conv.turns, 2000) + "\n</conversation>"}],
            "response_format": {"type": "json_object"}}


# ====================================================================== Letta-like memory agent
class LettaLike(ChatTools):
    name = "letta_like"
    side_kinds = ["summarize"]
    call_style = "short"

    def model(self, ctx):
        return ctx.rng.choice(["gpt-4o-mini", "gpt-4.1", "claude-sonnet-4-5", "letta-free"])

    def headers(self, ctx):
        return _py_headers(ctx)

    def _t(self, ctx):
        return f"{ctx.date} {ctx.rng.randint(1, 12)}:{ctx.rng.randint(0, 59):02d}:{ctx.rng.randint(0, 59):02d} PM UTC+0000"

    def system_msgs(self, ctx):
        s = ("<base_instructions>\nYou are a memory-augmented agent with an in-context memory made of editable blocks and "
             "out-of-context archival and recall memory. Your brain runs in short bursts triggered by user events and by "
             "heartbeats; set request_heartbeat to true on a tool call to keep thinking after it returns.\n"
             + C.prose("letta", 12) + "\n</base_instructions>\n\n<memory_blocks>\nThe following memory blocks are currently engaged in your core memory unit:\n\n"
             "<persona>\n<description>\nThe persona block: details about your personality and role.\n</description>\n<value>\n"
             "I am DevPal, a patient senior engineer who helps with the user's codebase.\n</value>\n</persona>\n\n<human>\n<description>\n"
             "The human block: what you know about the user.\n</description>\n<value>\n"
             f"Name: {ctx.rng.choice(V.USERS).title()}. Works on {ctx.repo.name} ({ctx.repo.lang}).\n</value>\n</human>\n</memory_blocks>\n\n"
             f"<memory_metadata>\n- The current time is: {self._t(ctx)}\n- Memory blocks were last modified: {self._t(ctx)}\n"
             f"- {ctx.rng.randint(0, 400)} previous messages between you and the user are stored in recall memory\n</memory_metadata>")
        return [{"role": "system", "content": s}]

    def first_user(self, ctx, ask):
        return [{"role": "user", "content": jdump({"type": "user_message", "message": ask, "time": self._t(ctx)})}]

    def later_user(self, ctx, text):
        return self.first_user(ctx, text)[0]

    def tools(self, ctx):
        T = C.chat_tool
        hb = P("boolean", "Request an immediate heartbeat after the function runs.")
        return [T("send_message", "Sends a message to the human user.", {"message": P("string", "Message"), "request_heartbeat": hb}, ["message"]),
                T("conversation_search", "Search prior conversation history.", {"query": P("string", "Query"), "page": P("integer", "Page"), "request_heartbeat": hb}, ["query", "request_heartbeat"]),
                T("archival_memory_insert", "Add to archival memory.", {"content": P("string", "Content"), "request_heartbeat": hb}, ["content", "request_heartbeat"]),
                T("archival_memory_search", "Search archival memory.", {"query": P("string", "Query"), "request_heartbeat": hb}, ["query", "request_heartbeat"]),
                T("core_memory_append", "Append to a memory block.", {"label": P("string", "Block"), "content": P("string", "Text"), "request_heartbeat": hb}, ["label", "content", "request_heartbeat"]),
                T("core_memory_replace", "Replace text in a memory block.", {"label": P("string", "Block"), "old_content": P("string", "Old"),
                  "new_content": P("string", "New"), "request_heartbeat": hb}, ["label", "old_content", "new_content", "request_heartbeat"]),
                T("run_shell", "Run a shell command in the user's sandbox.", {"command": P("string", "Command"), "request_heartbeat": hb}, ["command", "request_heartbeat"]),
                T("read_file", "Read a file from the attached repo.", {"path": P("string", "Path"), "request_heartbeat": hb}, ["path", "request_heartbeat"])]

    def call(self, ctx, s):
        if s.kind == "read":
            return "read_file", {"path": s.args["path"], "request_heartbeat": True}
        return "run_shell", {"command": _shell_cmd(ctx, s), "request_heartbeat": True}

    def obs(self, ctx, s):
        return jdump({"status": "Failed" if s.err else "OK", "message": s.out[:12000], "time": self._t(ctx)})

    def _add_group(self, ctx, conv, steps):
        super()._add_group(ctx, conv, steps)
        if ctx.rng.random() < 0.5:
            conv.msgs.append({"role": "user", "content": jdump({"type": "heartbeat", "reason": "[This is an automated system "
                              "message hidden from the user] Function called using request_heartbeat=true, returning control",
                              "time": self._t(ctx)})})

    def body_extra(self, ctx):
        return {"tool_choice": "required", "parallel_tool_calls": False, "temperature": 0.7, "user": "user-" + V.uuid4(ctx.rng)}

    def side(self, ctx, conv, kind):
        return {"model": self.model(ctx), "messages": [
            {"role": "system", "content": "Your job is to summarize a history of previous messages in a conversation between an "
                                          "AI persona and a human. The conversation is truncated from the start to fit the "
                                          "context window. Summarize what happened, in under 100 words, from the AI's point of view."},
            {"role": "user", "content": C.transcript(conv.turns, 1500)}]}


# ====================================================================== Open Interpreter
_OI_SYS = ("You are Open Interpreter, a world-class programmer that can complete any goal by executing code.\nFirst write a "
           "plan. Recap the plan between each code block.\nWhen you execute code it runs on the user's machine, and the user "
           "has given you permission to run what is needed.\n" + C.prose("oi", 8))


class OpenInterpreterTools(ChatTools):
    name = "open_interpreter"
    call_style = "fc"

    def model(self, ctx):
        return ctx.rng.choice(["gpt-4o", "gpt-4-turbo", "claude-3-5-sonnet-20240620", "ollama/llama3"])

    def headers(self, ctx):
        return _py_headers(ctx, f"litellm/1.{ctx.rng.randint(30, 60)}.0")

    def system_msgs(self, ctx):
        return [{"role": "system", "content": _OI_SYS + f"\n\n[User Info]\nName: {ctx.repo.user}\nCWD: {ctx.repo.root}\nSHELL: /bin/{ctx.shell}\nOS: {ctx.platform}"}]

    def tools(self, ctx):
        return [C.chat_tool("execute", "Executes code on the user's machine **in the users local environment** and returns the output",
                            {"language": P("string", "The programming language (required parameter to the `execute` function)",
                                           enum=["python", "shell", "javascript", "html", "applescript", "r", "powershell", "react", "java"]),
                             "code": P("string", "The code to execute (required)")})]

    def call(self, ctx, s):
        return "execute", {"language": "shell", "code": _shell_cmd(ctx, s)}

    def body_extra(self, ctx):
        return {"stream": True, "temperature": 0, "max_tokens": 4096}


class OpenInterpreterText(ChatText):
    name = "open_interpreter"

    model = OpenInterpreterTools.model
    headers = OpenInterpreterTools.headers
    system_msgs = OpenInterpreterTools.system_msgs

    def action_text(self, ctx, s):
        return f"{s.thought}\n\n```shell\n{_shell_cmd(ctx, s)}\n```"

    def obs_text(self, ctx, s):
        if not s.out.strip():
            return "The code above was executed on my machine. It produced no text output. What's next (if anything, or are we done?)"
        return f"I executed that code. This was the output: \"\"\"{s.out}\"\"\"\n\nWhat does this output mean / what code needs to be run next (if anything, or are we done)?"

    def body_extra(self, ctx):
        return {"stream": True, "temperature": 0}


# ====================================================================== gptme
class Gptme(ChatText):
    name = "gptme"
    side_kinds = ["name"]
    obs_role = "system"

    def model(self, ctx):
        return ctx.rng.choice(["claude-sonnet-4-5", "gpt-4o", "openrouter/qwen/qwen3-coder", "gpt-5"])

    def headers(self, ctx):
        return _py_headers(ctx)

    def system_msgs(self, ctx):
        tools = ("## shell\nExecute shell commands by writing a ```shell block; the output comes back in a system message.\n\n"
                 "## save\nWrite a file: ```save <path> with the full content.\n\n## patch\nApply a change: ```patch <path> with "
                 "<<<<<<< ORIGINAL / ======= / >>>>>>> UPDATED markers.\n\n## ipython\nRun python in a ```ipython block.\n\n"
                 "## read\nRead files with `cat` in the shell.")
        return [{"role": "system", "content": "You are gptme, a general-purpose AI assistant powered by LLMs. You run in the "
                 "user's terminal and can use tools by writing code blocks.\n\n# Tools\n\n" + tools + "\n\n" + C.prose("gptme", 8)},
                {"role": "system", "content": f"# About user\n\nThe user works on {ctx.repo.name}.\n\n# Current date\n\n{ctx.date}\n\n"
                 f"# Workspace\n\nWorking directory: {ctx.repo.root}\n\n```\n{ctx.repo.ls()}\n```"}]

    def action_text(self, ctx, s):
        if s.kind == "edit":
            return f"{s.thought}\n\n```patch {s.args['path']}\n<<<<<<< ORIGINAL\n{s.args['old']}\n=======\n{s.args['new']}\n>>>>>>> UPDATED\n```"
        return f"{s.thought}\n\n```shell\n{_shell_cmd(ctx, s)}\n```"

    def obs_text(self, ctx, s):
        if s.kind == "edit":
            return f"Error during execution: Patch failed: original chunk not found in {s.args['path']}" if s.err else f"Patch applied to {s.args['path']}"
        t = f"Ran command: `{_shell_cmd(ctx, s)}`\n\n```stdout\n{s.out}\n```"
        if s.err:
            t += f"\n\nReturn code: 1"
        return t

    def format_error_text(self, ctx):
        return "Error: could not find a tool to execute in your message. Use a supported codeblock (shell, save, patch, ipython)."

    def body_extra(self, ctx):
        return {"stream": True, "temperature": 0, "top_p": 0.1}

    def side(self, ctx, conv, kind):
        return {"model": self.model(ctx), "stream": False, "temperature": 0, "messages": [
            {"role": "system", "content": "The following is a conversation between a user and an assistant. Suggest a short "
                                          "descriptive name for it (2-5 words, lowercase, hyphen-separated). Reply with the name only."},
            {"role": "user", "content": C.transcript(conv.turns[:4], 1200)}]}


# ====================================================================== Plandex-like
class PlandexLike(ChatText):
    name = "plandex_like"
    side_kinds = ["plan_name", "commit", "convo_summary"]
    retry_kinds = ["build_failed", "auto_continue", "human_retry"]

    def model(self, ctx):
        return ctx.rng.choice(["anthropic/claude-sonnet-4.5", "openai/gpt-4.1", "google/gemini-2.5-pro", "deepseek/deepseek-chat-v3"])

    def headers(self, ctx):
        return {"content-type": "application/json", "authorization": "Bearer gw-redacted-token",
                "user-agent": "Go-http-client/2.0", "http-referer": "https://plandex.ai", "x-title": "Plandex"}

    def system_msgs(self, ctx):
        rp = ctx.repo
        files = "\n\n".join(f"- {f}:\n```{rp.ext}\n{V.file_content(ctx.rng, rp, ctx.rng.randint(15, 60))}\n```" for f in ctx.rng.sample(rp.files, 2))
        return [{"role": "system", "content": "You are Plandex, an AI programming and system administration assistant. A plan "
                 "is a set of files with an attached context.\n\n[YOUR INSTRUCTIONS:]\nFirst decide whether the user has a task "
                 "for you or is just asking a question. If it is a question, answer it without making a plan. If it is a task, "
                 "break it into subtasks under a '### Tasks' heading and implement them one at a time, writing each changed "
                 "file in a labelled code block.\n\n" + C.prose("plandex", 10) + f"\n\n[CONTEXT]\n\n### Directory layout\n{rp.tree(40)}\n\n"
                 f"### Loaded files\n{files}"}]

    def first_user(self, ctx, ask):
        return [{"role": "user", "content": f"The user's latest prompt:\n```\n{ask}\n```\n\nRespond to the prompt following "
                 "the instructions above. Decide first whether it is a task or a question."}]

    def action_text(self, ctx, s):
        f = s.args.get("path", ctx.repo.any_file())
        return (f"### Subtask: {s.thought}\n\n- {_rel(ctx, f)}:\n```{ctx.repo.ext}\n{V.code_for(ctx.rng, ctx.repo.lang)}\n```\n\n"
                "**Subtask done.**")

    def obs_text(self, ctx, s):
        return "Continue with the next subtask."

    def retry(self, ctx, conv, kind):
        if kind == "build_failed":
            conv.msgs.append({"role": "assistant", "content": self.action_text(ctx, C.make_step(ctx, "edit"))})
            conv.msgs.append({"role": "user", "content": "The plan was applied and the commands in _apply.sh were run. They failed:\n\n"
                              f"```\n$ {V.TEST_CMD[ctx.repo.lang][0]}\n{V.test_output(ctx.rng, ctx.repo, True)}\n```\n\n"
                              "Fix the problem and update the plan."})
        elif kind == "auto_continue":
            conv.msgs.append({"role": "assistant", "content": self.action_text(ctx, C.make_step(ctx, "write"))})
            conv.msgs.append({"role": "user", "content": "continue"})
        else:
            super().retry(ctx, conv, kind)

    def body_extra(self, ctx):
        return {"stream": True, "temperature": 0.3, "top_p": 0.9, "stream_options": {"include_usage": True}}

    def side(self, ctx, conv, kind):
        if kind == "plan_name":
            return {"model": "openai/gpt-4.1-mini", "messages": [
                {"role": "system", "content": "You name plans. Call namePlan with a short kebab-case name (2-4 words) for the plan below."},
                {"role": "user", "content": conv.first_text[:8000]}],
                "tools": [C.chat_tool("namePlan", "Name the plan", {"planName": P("string", "The name")})],
                "tool_choice": {"type": "function", "function": {"name": "namePlan"}}}
        if kind == "commit":
            return {"model": "openai/gpt-4.1-mini", "messages": [
                {"role": "system", "content": "Write a concise git commit message (summary line, blank line, bullet points) for the changes below."},
                {"role": "user", "content": "Changes:\n" + V.unified_diff(ctx.rng, ctx.repo) + V.unified_diff(ctx.rng, ctx.repo)}],
                "tools": [C.chat_tool("describePlan", "Describe the changes", {"commitMsg": P("string", "Commit message")})],
                "tool_choice": {"type": "function", "function": {"name": "describePlan"}}}
        return {"model": "openai/gpt-4.1-mini", "messages": [
            {"role": "system", "content": "Summarize the conversation so far between the user and Plandex so it can replace the "
                                          "earlier messages. Keep decisions, files touched and what is left."},
            {"role": "user", "content": C.transcript(conv.turns, 2500)}]}


def _rel(ctx, p):
    return p.replace(ctx.repo.root + "/", "")


# ====================================================================== AIDE-like ML agent
class AIDELike(ChatTools):
    name = "aide_like"
    retry_kinds = ["debug", "improve"]
    no_shapes = ("followup",)
    allow_continue = False

    def model(self, ctx):
        return ctx.rng.choice(["o4-mini", "gpt-4.1", "claude-sonnet-4-5", "deepseek-reasoner"])

    def headers(self, ctx):
        return _py_headers(ctx)

    def _md(self, d: dict, lvl: int = 1) -> str:
        out = []
        for k, v in d.items():
            out.append("#" * lvl + " " + k + "\n")
            if isinstance(v, dict):
                out.append(self._md(v, lvl + 1))
            elif isinstance(v, list):
                out.append("\n".join("- " + x for x in v) + "\n")
            else:
                out.append(str(v) + "\n")
        return "\n".join(out)

    def _prompt(self, ctx, task, mode, prev_code=None, term_out=None, memory=""):
        intro = {"draft": "You are a Kaggle grandmaster attending a competition. Come up with a creative plan for a solution "
                          "and implement it in Python. Here is the task description.",
                 "improve": "You are a Kaggle grandmaster. Improve the previous solution below to raise its validation score. "
                            "Outline one atomic improvement, then implement it.",
                 "debug": "You are a Kaggle grandmaster. Your previous solution had a bug; using the information below, fix it."}[mode]
        d = {"Introduction": intro, "Task description": task}
        if memory:
            d["Memory"] = memory
        if prev_code:
            d["Previous solution" if mode == "improve" else "Previous (buggy) implementation"] = f"```python\n{prev_code}\n```"
        if term_out:
            d["Execution output"] = f"```\n{term_out}\n```"
        d["Instructions"] = {"Response format": "A short natural-language outline (3-5 sentences) followed by one markdown code block.",
                             "Implementation guideline": ["Print the validation metric.", "Single self-contained file.",
                                                          "Input data is in ./input; write submission.csv to ./working."]}
        d["Data Overview"] = "-> input/train.csv has 1460 rows and 81 columns\n-> input/test.csv has 1459 rows and 80 columns"
        return self._md(d)

    def start(self, ctx, ask):
        conv = Conv()
        conv.first_text = ask
        conv.extra["task"] = ask
        conv.msgs = [{"role": "system", "content": self._prompt(ctx, ask, "draft")}]
        conv.turns.append(("Task", ask))
        return conv

    def add_steps(self, ctx, conv, steps):
        mem = "\n-------------------------------\n".join(
            f"Design: {s.thought}\nResults: validation RMSE {ctx.rng.uniform(0.1, 0.3):.4f}\nValidation Metric: {ctx.rng.uniform(0.1, 0.3):.4f}"
            for s in steps)
        code = V.py_function(ctx.rng) + "\nprint('Validation RMSE:', score)"
        conv.msgs = [{"role": "system", "content": self._prompt(ctx, conv.extra["task"], "improve", code, None, mem)}]

    def retry(self, ctx, conv, kind):
        code = V.py_function(ctx.rng)
        if kind == "debug":
            conv.msgs = [{"role": "system", "content": self._prompt(ctx, conv.extra["task"], "debug", code,
                                                                     V.traceback_text(ctx.rng, ctx.repo) + f"\nExecution time: {ctx.rng.randint(1, 90)} seconds")}]
        else:
            conv.msgs = [{"role": "system", "content": self._prompt(ctx, conv.extra["task"], "improve", code,
                                                                     f"Validation RMSE: {ctx.rng.uniform(0.1, 0.3):.4f}")}]

    def add_assistant_text(self, ctx, conv, text):
        conv.msgs.append({"role": "assistant", "content": text})

    def add_user_text(self, ctx, conv, text):
        conv.msgs.append({"role": "user", "content": text})

    def tools(self, ctx):
        return [C.chat_tool("submit_plan_and_code", "Submit a short plan together with the full Python implementation.",
                            {"plan": P("string", "A brief plan or solution sketch."), "code": P("string", "A complete single-file Python implementation.")})]

    def body_extra(self, ctx):
        return {"tool_choice": {"type": "function", "function": {"name": "submit_plan_and_code"}}, "temperature": 0.5}


EXTRA = [Variants("smolagents", [SmolCode(), SmolToolCalling()]),
         Variants("langchain", [LangChainChatReAct(), LangGraphReAct(), LangChainCompletions()]),
         LlamaIndexReAct(), Variants("autogen", [AutoGenGroup(), AutoGenTools()]), CrewAI(), PydanticAI(), OpenAIAgentsSDK(),
         Agno(), LettaLike(), Variants("open_interpreter", [OpenInterpreterTools(), OpenInterpreterText()]), Gptme(),
         PlandexLike(), AIDELike()]
