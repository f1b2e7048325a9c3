"""System prompts and tool descriptions, written for this set.

Agent system prompts describe what a client CAN do (tools, loop rules, "keep going until done"); by
the clients' notes they never decide the label, so they are attached to single-step asks as often as to
long-horizon ones.
"""
from __future__ import annotations

import json
import random

from common import pick

TOOLS: list[dict] = [
    {"name": "run_shell",
     "description": "Run a shell command in the repository root. Returns stdout, stderr and the exit code. "
                    "Commands time out after 300 seconds.",
     "parameters": {"type": "object", "properties": {
         "command": {"type": "string", "description": "The command line to execute."},
         "timeout": {"type": "integer", "description": "Optional timeout in seconds."}},
         "required": ["command"]}},
    {"name": "read_file",
     "description": "Read a text file. Returns the content with line numbers. Use start_line/end_line for "
                    "large files.",
     "parameters": {"type": "object", "properties": {
         "path": {"type": "string", "description": "Path relative to the repository root."},
         "start_line": {"type": "integer"}, "end_line": {"type": "integer"}},
         "required": ["path"]}},
    {"name": "edit_file",
     "description": "Replace one exact occurrence of `old` with `new` in a file. Fails if `old` is not found "
                    "or is ambiguous.",
     "parameters": {"type": "object", "properties": {
         "path": {"type": "string"}, "old": {"type": "string"}, "new": {"type": "string"}},
         "required": ["path", "old", "new"]}},
    {"name": "write_file",
     "description": "Create or overwrite a file with the given content.",
     "parameters": {"type": "object", "properties": {
         "path": {"type": "string"}, "content": {"type": "string"}},
         "required": ["path", "content"]}},
    {"name": "search",
     "description": "Search file contents with a regular expression (ripgrep semantics). Returns matching "
                    "lines as path:line:text.",
     "parameters": {"type": "object", "properties": {
         "pattern": {"type": "string"}, "path": {"type": "string", "description": "Directory or file to search."}},
         "required": ["pattern"]}},
    {"name": "list_dir",
     "description": "List the entries of a directory.",
     "parameters": {"type": "object", "properties": {"path": {"type": "string"}}, "required": ["path"]}},
    {"name": "web_search",
     "description": "Search the web and return the top results with titles, URLs and snippets.",
     "parameters": {"type": "object", "properties": {"query": {"type": "string"}}, "required": ["query"]}},
    {"name": "finish",
     "description": "Call when the task is complete, with a short summary of what was done.",
     "parameters": {"type": "object", "properties": {"summary": {"type": "string"}}, "required": ["summary"]}},
]

TOOL_NAMES = [t["name"] for t in TOOLS]


def tools_openai_json(tools=TOOLS, indent: int | None = None) -> list[str]:
    return [json.dumps({"type": "function", "function": t}, ensure_ascii=False, indent=indent) for t in tools]


def tools_react_text(tools=TOOLS) -> str:
    lines = []
    for t in tools:
        args = ", ".join(t["parameters"]["properties"].keys())
        lines.append(f"{t['name']}({args}): {t['description']}")
    return "\n".join(lines)


def tools_python_stubs(tools=TOOLS) -> str:
    out = []
    for t in tools:
        props = t["parameters"]["properties"]
        req = t["parameters"].get("required", [])
        sig = ", ".join(f"{k}: {'int' if v.get('type') == 'integer' else 'str'}" + ("" if k in req else " = None")
                        for k, v in props.items())
        doc = t["description"]
        arg_doc = "\n".join(f"        {k} ({'int' if v.get('type') == 'integer' else 'str'}): "
                            f"{v.get('description', k.replace('_', ' '))}" for k, v in props.items())
        out.append(f"def {t['name']}({sig}) -> dict:\n    \"\"\"{doc}\n\n    Args:\n{arg_doc}\n    \"\"\"\n    pass")
    return "\n\n".join(out)


def tools_xml_usage() -> str:
    return """## run_command
Runs a shell command in the project directory and returns its output and exit status.
<run_command>
<cmd>the command</cmd>
</run_command>

## read_file
Returns the content of a file with line numbers.
<read_file>
<path>relative/path</path>
</read_file>

## replace_in_file
Replaces an exact block of text in a file. The <old> text must match the file exactly.
<replace_in_file>
<path>relative/path</path>
<old>exact existing text</old>
<new>replacement text</new>
</replace_in_file>

## write_file
Creates or overwrites a file.
<write_file>
<path>relative/path</path>
<content>full file content</content>
</write_file>

## search_files
Regex search over the project; returns path:line:text matches.
<search_files>
<pattern>regex</pattern>
<dir>directory</dir>
</search_files>

## web_search
Searches the web and returns titles, URLs and snippets of the top results.
<web_search>
<query>search terms</query>
</web_search>

## attempt_completion
Use only when the task is done. Describe the result.
<attempt_completion>
<result>what was done</result>
</attempt_completion>"""


PLAIN_SYSTEMS = [
    "You are a helpful assistant for software developers. Keep answers focused and include code when it helps.",
    "You are a senior software engineer. Answer precisely and prefer short answers with working code.",
    "You are CodeHelper, the assistant in Acme's internal developer portal. Do not invent APIs; say so when "
    "you are not sure.",
    "You are an AI programming assistant. Follow the user's requirements carefully. Use Markdown code blocks.",
    "Answer as a concise, pragmatic staff engineer. No filler.",
    "Eres un asistente de programación. Responde en el idioma del usuario, con ejemplos de código cuando ayuden.",
    "You help engineers on the payments team. Code should target Python 3.11 and PostgreSQL 15 unless told "
    "otherwise.",
]

_AGENT_INTROS = [
    "You are Forge, an autonomous software engineering agent working inside the user's repository at "
    "/workspace. You can run commands, read and modify files, and you are expected to verify your changes.",
    "You are a coding agent operating in a sandboxed Linux container with the project checked out in the "
    "current directory. You solve tasks end to end: investigate, change code, run the tests, repeat.",
    "You are DevPilot, an engineering assistant with access to the developer's machine through a set of "
    "tools. Python 3.11, Node 20, Go 1.22 and git are installed.",
    "You are an expert software engineer agent. The user will give you a task about the repository in "
    "/repo. You interact with the environment only through the tools described below.",
]

_AGENT_RULES = [
    "Rules:\n- Work iteratively: inspect, change, verify.\n- Run the relevant tests after every change.\n"
    "- Never ask the user for confirmation; keep going until the task is complete.\n"
    "- Do not modify files outside the repository.",
    "Guidelines:\n1. Prefer small, reviewable changes.\n2. Read code before editing it.\n"
    "3. After editing, run the narrowest test command that covers your change, then the full suite.\n"
    "4. If a command fails, read the error carefully before trying something else.\n"
    "5. When everything is done, report what you changed.",
    "Important: you must always make progress toward completing the whole task. Iterate until all tests pass. "
    "Keep answers to the user short; put details in the tools.",
]

FORMAT_REACT = """Use exactly this layout:

Question: the task you have to solve
Thought: reason about what to do next
Action: the tool to use, one of [{names}]
Action Input: the input for the tool
Observation: the result the tool returns
... (Thought/Action/Action Input/Observation repeats as needed)
Thought: I have finished
Final Answer: a short report for the user"""

FORMAT_BASH = """Every reply must contain a THOUGHT section explaining your reasoning, followed by exactly ONE
```bash
<one command>
```
block. The command runs in a fresh subshell from the repository root; its exit code and output are sent
back to you. Use `cat -n`, `grep -rn`, `sed -n` to read code and heredocs or `git apply` to edit it.
When you are completely done, run `submit` as your only command."""

FORMAT_JSON = """To use a tool, reply with one JSON object in a ```json block:
{"tool": "<tool name>", "args": {...}}
The tool result comes back in the next message. Only one tool call per reply. When you are done, reply
without a tool call and summarize the result."""

FORMAT_XML = """Tool use is formatted as XML tags: the tool name is the outer tag and each parameter is an
inner tag. Use one tool per message and wait for the result, which arrives in the user's next message.
Think inside <thinking></thinking> before acting."""

FORMAT_CODE = """At each step write a 'Thought:' line, then a 'Code:' line followed by a ```py block that ends
with '<end_code>'. The tools are available as Python functions; use print() to see values, the printed
output is returned to you as the observation. Call final_answer(...) when you are done."""


def agent_system(rng: random.Random, protocol: str) -> str:
    """A long agent system prompt whose tool section matches the action protocol."""
    intro = pick(rng, _AGENT_INTROS)
    rules = pick(rng, _AGENT_RULES)
    if protocol in ("react", "react_scratch"):
        tools = "Available tools:\n\n" + tools_react_text()
        fmt = FORMAT_REACT.format(names=", ".join(TOOL_NAMES))
    elif protocol == "bash_block":
        tools = ("You have no tools other than the shell. The environment is non-interactive: do not use "
                 "editors such as vim or nano, and avoid commands that wait for input.")
        fmt = FORMAT_BASH
    elif protocol == "json_inline":
        tools = "Tools:\n" + "\n".join(tools_openai_json())
        fmt = FORMAT_JSON
    elif protocol == "xml_tags":
        tools = "# Tools\n\n" + tools_xml_usage()
        fmt = FORMAT_XML
    elif protocol in ("code_blob", "code_scratch"):
        tools = "Functions you can call from code:\n\n" + tools_python_stubs()
        fmt = FORMAT_CODE
    elif protocol == "autogen":
        tools = ("When you need to run something, write a complete ```sh or ```python code block; the user "
                 "proxy executes it and replies with the exit code and output. Do not ask the user to edit "
                 "code themselves. Reply TERMINATE when everything is done.")
        fmt = ""
    else:  # native protocols: the template renders the tools; the system prompt only sets the scene
        tools = ""
        fmt = "Call tools whenever you need information from the repository; do not guess file contents."
    parts = [intro, tools, rules, fmt]
    if rng.random() < 0.3:
        parts[1], parts[2] = parts[2], parts[1]
    return "\n\n".join(p for p in parts if p)


def short_agent_system(rng: random.Random) -> str:
    return pick(rng, [
        "You are a coding agent. Use the tools to inspect and change the repository.",
        "You are a helpful assistant with access to tools.",
        "You are an agent that solves GitHub issues in the given repository.",
        "Solve the task. You can call functions.",
    ])


CHAT_WRAPPER_SYSTEMS = [
    "You are the language model behind an agent loop. Continue the transcript with the next assistant turn only.",
    "Continue the conversation below as the assistant. Reply with the next message only.",
    "You are a helpful assistant.",
    "Complete the next turn.",
    "You write the assistant's next message in the transcript the user provides. Follow the format exactly.",
]
