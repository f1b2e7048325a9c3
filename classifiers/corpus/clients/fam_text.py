"""Clients without native tools (text-protocol agents, edit harnesses, chat panels), FIM/inline completion, scripts."""

from __future__ import annotations

import json
from collections.abc import Callable

from . import material as m
from .asks import CONTINUATIONS, own_ask
from .fam_native import CLINE_NAMES, Req, _day, _env_details, _generic_tools, _model, _oa_body, _steps, _vscode_headers
from .wire import (
    Ctx,
    Json,
    answer,
    ask_with_code,
    base_headers,
    commit_prompt,
    history_chat,
    prose,
    rid,
    shell_cmd,
    stainless,
    system_prompt,
    title_prompt,
    tool_doc_xml,
    uid,
)

# ---------------------------------------------------------------- Cline (XML tools in the system prompt)


def _xml_call(step: m.Step) -> str:
    a = step.args
    if step.kind == "read":
        return f"<read_file>\n<path>{a['path']}</path>\n</read_file>"
    if step.kind == "list":
        return f"<list_files>\n<path>{a['path']}</path>\n<recursive>true</recursive>\n</list_files>"
    if step.kind == "grep":
        return f"<search_files>\n<path>.</path>\n<regex>{a['pattern']}</regex>\n</search_files>"
    if step.kind == "edit":
        return (
            f"<replace_in_file>\n<path>{a['path']}</path>\n<diff>\n------- SEARCH\n{a['old']}\n=======\n{a['new']}\n"
            "+++++++ REPLACE\n</diff>\n</replace_in_file>"
        )
    if step.kind == "write":
        return f"<write_to_file>\n<path>{a['path']}</path>\n<content>\n{a['content']}</content>\n</write_to_file>"
    return (
        f"<execute_command>\n<command>{a['command']}</command>\n<requires_approval>false</requires_approval>\n"
        "</execute_command>"
    )


def _xml_result(ctx: Ctx, step: m.Step) -> str:
    a = step.args
    label = {
        "read": f"read_file for '{a.get('path')}'",
        "list": f"list_files for '{a.get('path')}'",
        "grep": f"search_files for '{a.get('pattern')}'",
        "edit": f"replace_in_file for '{a.get('path')}'",
        "write": f"write_to_file for '{a.get('path')}'",
    }.get(step.kind, f"execute_command for '{a.get('command')}'")
    if step.kind in ("shell", "test"):
        body = f"Command executed.\nOutput:\n{step.output}"
    elif step.kind in ("edit", "write"):
        body = f"The content was successfully saved to {a['path']}."
    else:
        body = step.output
    return f"[{label}] Result:\n{body}"


def _cline_xml(ctx: Ctx, shape: str) -> Req:
    rng = ctx.rng
    ts = _generic_tools(CLINE_NAMES)
    docs = "\n\n".join(tool_doc_xml(t) for t in ts.tools)
    sys_text = system_prompt(
        ctx,
        "You are a skilled engineer who works through the tools below, one per message.",
        (12, 20),
        [
            "====\n\nTOOL USE\n\nTools are called with XML-style tags:\n<tool_name>\n<param>"
            "value</param>\n</tool_name>\n\n# Tools\n\n" + docs,
            "====\n\nCAPABILITIES\nYou can list, read, search and edit files and run commands.",
            f"====\n\nSYSTEM INFORMATION\n\nOperating System: {ctx.repo.os}\nDefault Shell: "
            f"{ctx.repo.shell}\nHome Directory: ~\nCurrent Working Directory: {ctx.repo.root}",
            "====\n\nUSER'S CUSTOM INSTRUCTIONS\n\n" + (ctx.repo.instructions or "None."),
        ],
    )
    sys_text += "\n\n" + prose(rng, rng.randint(5000, 25000))
    msgs: list[Json] = [
        {"role": "system", "content": sys_text},
        {
            "role": "user",
            "content": [
                {"type": "text", "text": f"<task>\n{ask_with_code(ctx)}\n</task>"},
                {"type": "text", "text": _env_details(ctx)},
            ],
        },
    ]
    if shape == "loop":
        for s in _steps(ctx):
            think = f"<thinking>\n{s.thought or 'Next step.'}\n</thinking>\n\n" if rng.random() < 0.7 else ""
            msgs.append({"role": "assistant", "content": think + _xml_call(s)})
            parts: list[Json] = [{"type": "text", "text": _xml_result(ctx, s)}]
            if rng.random() < 0.5:
                parts.append({"type": "text", "text": _env_details(ctx)})
            msgs.append({"role": "user", "content": parts})
        if rng.random() < 0.15:
            msgs.append(
                {
                    "role": "assistant",
                    "content": "<attempt_completion>\n<result>\nDone.\n</result>\n</attempt_completion>",
                }
            )
            msgs.append(
                {
                    "role": "user",
                    "content": [
                        {
                            "type": "text",
                            "text": "[attempt_completion] Result:\nThe user "
                            f"has provided feedback on the "
                            f"results.\n<feedback>\n{rng.choice(CONTINUATIONS)}\n</feedback>",
                        }
                    ],
                }
            )
    return "/v1/chat/completions", _vscode_headers(ctx, "cline"), _oa_body(ctx, _model(ctx), msgs, None)


# ---------------------------------------------------------------- aider

EDIT_FORMATS = ["diff", "whole", "udiff", "diff-fenced", "architect"]


def _aider_system(ctx: Ctx, fmt: str) -> str:
    rules = {
        "diff": "Describe each change with a SEARCH/REPLACE block: the file path alone on a line, then a fenced block "
        "holding <<<<<<< SEARCH, the exact existing lines, =======, the new lines, >>>>>>> REPLACE.",
        "whole": "Return every changed file in full: its path on a line, then the whole content in a fenced block.",
        "udiff": "Return changes as unified diffs like `diff -U0`, with --- and +++ lines and @@ hunks.",
        "diff-fenced": "Put the file path inside the fence, then the SEARCH/REPLACE markers.",
        "architect": "Describe how to change the code; an editor model will apply your instructions.",
    }[fmt]
    return (
        "Act as an expert software developer. Always use best practices when coding. Respect existing conventions.\n"
        "Take requests for changes to the supplied code. If a request is ambiguous, ask questions.\n\n"
        + rules
        + "\n\nReply in the user's language."
        + ("\n\n" + ctx.repo.instructions if ctx.repo.instructions and ctx.rng.random() < 0.3 else "")
    )


def _repo_map(ctx: Ctx) -> str:
    rng = ctx.rng
    lines = []
    for f in ctx.repo.files[: rng.randint(3, len(ctx.repo.files))]:
        lines.append(f"{f}:")
        for _ in range(rng.randint(1, 6)):
            lines.append(f"│def {m.snake(rng)}(" + ", ".join(rng.sample(m.NOUNS, rng.randint(0, 3))) + "):")
        lines.append("⋮")
    return "\n".join(lines)


def _sr_block(path: str, old: str, new: str) -> str:
    return f"{path}\n```\n<<<<<<< SEARCH\n{old}\n=======\n{new}\n>>>>>>> REPLACE\n```"


def _aider_main(ctx: Ctx, shape: str) -> Req:
    rng = ctx.rng
    fmt = rng.choice(EDIT_FORMATS)
    r = ctx.repo
    msgs: list[Json] = [{"role": "system", "content": _aider_system(ctx, fmt)}]
    if rng.random() < 0.6:  # few-shot example pair
        msgs += [
            {"role": "user", "content": "Change get_factorial() to use math.factorial"},
            {
                "role": "assistant",
                "content": "To make this change:\n\n"
                + _sr_block("mathweb/flask/app.py", "from flask import Flask", "import math\nfrom flask import Flask"),
            },
        ]
    if rng.random() < 0.8:
        msgs += [
            {
                "role": "user",
                "content": "Here are summaries of some files present in my git repository.\nDo not "
                "propose changes to these files, treat them as *read-only*.\nIf you need to edit any of these files, "
                "ask me to *add them to the chat* first.\n\n" + _repo_map(ctx),
            },
            {"role": "assistant", "content": "Ok, I won't try and edit those files without asking first."},
        ]
    chat_files = rng.sample(r.files, min(len(r.files), rng.randint(0, 3)))
    if ctx.ask.code and chat_files:
        chat_files[0:1] = []
    if chat_files or ctx.ask.code:
        blob = ""
        if ctx.ask.code:
            blob += f"{r.files[0]}\n```\n{ctx.ask.code}\n```\n\n"
        for f in chat_files:
            blob += f"{f}\n```\n{m.sized_file(rng, r.lang, m.size_choice(rng))}```\n\n"
        msgs += [
            {
                "role": "user",
                "content": "I have *added these files to the chat* so you can go ahead and edit them.\n\n"
                "*Trust this message as the true contents of these files!*\nAny other messages in the chat may contain "
                "outdated versions of the files' contents.\n\n" + blob,
            },
            {"role": "assistant", "content": "Ok, any changes I propose will be to those files."},
        ]
    if rng.random() < 0.3:
        msgs += history_chat(ctx, 1)
    msgs.append({"role": "user", "content": ctx.ask.text})
    if shape == "loop":
        # The harness applied the edit, then fed back lint/test failures or a malformed-edit error.
        f = rng.choice(r.files)
        msgs.append(
            {
                "role": "assistant",
                "content": "Here is the change:\n\n"
                + _sr_block(f, m.function(rng, r.lang).splitlines()[0], m.function(rng, r.lang).splitlines()[0]),
            }
        )
        kind = rng.choice(["lint", "test", "nomatch", "shell"])
        if kind == "lint":
            lint = m.lint_output(rng, r)
            text = f"# Fix any errors below, if possible.\n\n## Running: {m.LINT_CMD[r.lang]} {f}\n\n{lint}"
        elif kind == "test":
            out, _ = m.test_output(rng, r, True)
            text = f"{m.TEST_CMD[r.lang]}\n{out}\n\nFix the test failures shown above."
        elif kind == "nomatch":
            text = (
                f"# 1 SEARCH/REPLACE block failed to match!\n\n## SearchReplaceNoExactMatch: This SEARCH block failed "
                f"to exactly match lines in {f}\n<<<<<<< SEARCH\n{m.function(rng, r.lang).splitlines()[1]}\n=======\n"
                "...\n>>>>>>> REPLACE\n\nThe SEARCH section must exactly match an existing block of lines."
            )
        else:
            cmd = m.TEST_CMD[r.lang]
            out, code = m.test_output(rng, r, True)
            text = f"I ran this command:\n\n{cmd}\n\nAnd got this output:\n\n{out}\n(exit status {code})"
        msgs.append({"role": "user", "content": text})
    if rng.random() < 0.5:
        msgs.append(
            {"role": "system", "content": "Remember: every edit must use the " + fmt + " format described above."}
        )
    h = base_headers(rng, f"litellm/1.{rng.randint(40, 79)}.0")
    h.update(stainless(rng, "python"))
    body: Json = {
        "model": rng.choice(["gpt-4o", "claude-3-7-sonnet", "deepseek/deepseek-coder", "o3-mini", "gpt-4.1"]),
        "messages": msgs,
        "stream": rng.random() < 0.8,
        "temperature": 0,
    }
    return "/v1/chat/completions", h, body


def aider_first(ctx: Ctx) -> Req:
    return _aider_main(ctx, "first_turn")


def aider_loop(ctx: Ctx) -> Req:
    return _aider_main(ctx, "loop")


def aider_side(ctx: Ctx) -> Req:
    rng = ctx.rng
    r = ctx.repo
    if rng.random() < 0.6:
        diff = "\n".join(m.shell_output(rng, r, "git diff")[0] for _ in range(rng.randint(1, 8)))
        content = (
            f"# Diffs:\n{diff}" if rng.random() < 0.5 else f"The user's request was: {ctx.ask.text}\n\n# Diffs:\n{diff}"
        )
        msgs = [
            {
                "role": "system",
                "content": commit_prompt(rng),
            },
            {"role": "user", "content": content},
        ]
    else:
        turns = [f"# USER\n{ctx.ask.text}"]
        for _ in range(rng.randint(2, 8)):
            turns.append(f"# ASSISTANT\n{answer(rng, r.lang)}")
            turns.append(f"# USER\n{own_ask(rng, None, r.lang).text}")
        hist = "\n".join(turns)
        msgs = [
            {
                "role": "system",
                "content": "Summarize the chat below in the first person as the user, keeping function "
                "names, libraries and file names. Write it as one message.",
            },
            {"role": "user", "content": hist},
        ]
    h = base_headers(rng, f"litellm/1.{rng.randint(40, 79)}.0")
    body: Json = {
        "model": rng.choice(["gpt-4o-mini", "claude-3-5-haiku", "deepseek/deepseek-chat"]),
        "messages": msgs,
        "stream": False,
        "temperature": 0,
    }
    return "/v1/chat/completions", h, body


# ---------------------------------------------------------------- text-protocol agent loops


def _mini_swe(ctx: Ctx, shape: str) -> Req:
    rng = ctx.rng
    sys_text = (
        "You can run shell commands on a computer to finish a task. Each reply has a THOUGHT section and exactly "
        "one bash block. When the work is done, run `echo COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT`."
    )
    task = (
        f"<pr_description>\n{ask_with_code(ctx)}\n</pr_description>\n\n<instructions>\nWork in {ctx.repo.root}. Change "
        "only non-test files. Reproduce, fix, verify.\n</instructions>\n\n<system_information>\n"
        f"{ctx.repo.os} {rng.choice(['x86_64', 'aarch64'])}\n</system_information>"
    )
    msgs: list[Json] = [{"role": "system", "content": sys_text}, {"role": "user", "content": task}]
    if shape == "loop":
        for s in _steps(ctx, 1, 20):
            msgs.append(
                {
                    "role": "assistant",
                    "content": f"THOUGHT: {s.thought or 'Next I will check this.'}\n\n```bash\n{shell_cmd(s)}\n```",
                }
            )
            out = s.output if s.kind not in ("edit", "write") else ""
            if len(out) > 10000 and rng.random() < 0.5:
                out = (
                    f"<warning>\nThe output was too long; showing the head and tail.\n</warning><output_head>\n"
                    f"{out[:5000]}\n</output_head>\n<elided_chars>\n{len(out) - 10000} characters elided\n"
                    f"</elided_chars>\n<output_tail>\n{out[-5000:]}\n</output_tail>"
                )
            msgs.append(
                {"role": "user", "content": f"<returncode>{s.exit_code}</returncode>\n<output>\n{out}</output>"}
            )
    h = base_headers(rng, f"litellm/1.{rng.randint(60, 79)}.0")
    return "/v1/chat/completions", h, {"model": _model(ctx), "messages": msgs}


def _smol(ctx: Ctx, shape: str) -> Req:
    rng = ctx.rng
    tools_doc = "\n".join(
        f'def {n}({a}) -> str:\n    """{d}"""'
        for n, a, d in [
            ("web_search", "query: string", "Searches the web."),
            ("visit_webpage", "url: string", "Reads a page as markdown."),
            ("final_answer", "answer: any", "Returns the final answer."),
            (m.snake(rng), "path: string", "Project-specific helper."),
        ]
    )
    sys_text = (
        "You solve tasks by writing Python. Each step: 'Thought:' with your reasoning, then 'Code:' with a "
        "```py block ending in <end_code>. Use print() to see values; they come back as observations.\n\n"
        "Tools available as functions:\n```python\n"
        + tools_doc
        + "\n```\n\nAuthorized imports: "
        + str(rng.sample(["re", "json", "math", "collections", "datetime", "os", "pathlib", "statistics"], 4))
    )
    msgs: list[Json] = [
        {"role": "system", "content": [{"type": "text", "text": sys_text}]},
        {"role": "user", "content": [{"type": "text", "text": "New task:\n" + ask_with_code(ctx)}]},
    ]
    if shape == "loop":
        for i, s in enumerate(_steps(ctx, 1, 10)):
            code = (
                f"result = {m.snake(rng)}({json.dumps(s.args.get('path', s.args.get('command', '')))})\nprint(result)"
            )
            msgs.append(
                {
                    "role": "assistant",
                    "content": [
                        {
                            "type": "text",
                            "text": f"Thought: {s.thought or 'Let me check.'}\nCode:\n```py\n{code}\n```<end_code>",
                        }
                    ],
                }
            )
            msgs.append(
                {
                    "role": "assistant",
                    "content": [
                        {
                            "type": "text",
                            "text": "Calling tools:\n"
                            + json.dumps(
                                [
                                    {
                                        "id": f"call_{i + 1}",
                                        "type": "function",
                                        "function": {"name": "python_interpreter", "arguments": code},
                                    }
                                ]
                            ),
                        }
                    ],
                }
            )
            obs = (
                f"Call id: call_{i + 1}\nObservation:\nExecution logs:\n{s.output}\nLast output from code "
                f"snippet:\nNone"
                if not s.exit_code
                else f"Call id: call_{i + 1}\nError:\nCode execution failed at line 1 due to: "
                f"InterpreterError: {s.output[:300]}\nNow let's retry: take care not to repeat previous errors!"
            )
            msgs.append({"role": "user", "content": [{"type": "text", "text": obs}]})
    h = base_headers(rng, f"OpenAI/Python 1.{rng.randint(50, 99)}.0")
    h.update(stainless(rng, "python"))
    body: Json = {"model": _model(ctx), "messages": msgs, "stop": ["<end_code>", "Observation:", "Calling tools:"]}
    return "/v1/chat/completions", h, body


def _gptme(ctx: Ctx, shape: str) -> Req:
    rng = ctx.rng
    sys_text = system_prompt(
        ctx,
        "You are an assistant in the user's terminal that runs code to get things done.",
        (4, 10),
        [
            "# Tools\n## shell\nRun commands by writing a ```shell block.\n## save\nWrite a "
            "file with ```save <path>.\n## patch\nEdit with ```patch <path> and "
            "<<<<<<< ORIGINAL / ======= / >>>>>>> UPDATED.\n## ipython\nRun Python with "
            "```ipython.",
            f"# Context\nWorking directory: {ctx.repo.root}\nDate: {_day(ctx)}",
        ],
    )
    msgs: list[Json] = [{"role": "system", "content": sys_text}, {"role": "user", "content": ask_with_code(ctx)}]
    if shape in ("loop", "side"):
        for s in _steps(ctx, 1, 10):
            msgs.append({"role": "assistant", "content": f"{s.thought}\n\n```shell\n{shell_cmd(s)}\n```".strip()})
            out = f"Ran command: `{shell_cmd(s)[:200]}`\n\n```stdout\n{s.output}\n```"
            if s.exit_code:
                out += f"\n\nReturn code: {s.exit_code}"
            msgs.append({"role": "system", "content": out})
    if shape == "side":
        msgs = [
            {
                "role": "system",
                "content": "Name this conversation in three to six words, lowercase, dashes between "
                "words. Reply with the name only.",
            },
            {"role": "user", "content": json.dumps(msgs[1:6])[:6000]},
        ]
    h = base_headers(rng, f"OpenAI/Python 1.{rng.randint(50, 99)}.0")
    return (
        "/v1/chat/completions",
        h,
        {"model": _model(ctx), "messages": msgs, "stream": shape != "side", "temperature": 0},
    )


def _interpreter(ctx: Ctx, shape: str) -> Req:
    rng = ctx.rng
    tool = {
        "type": "function",
        "function": {
            "name": "execute",
            "description": "Runs code on the user's machine and returns the output.",
            "parameters": {
                "type": "object",
                "properties": {
                    "language": {
                        "type": "string",
                        "enum": ["python", "shell", "javascript", "applescript", "r", "html"],
                    },
                    "code": {"type": "string"},
                },
                "required": ["language", "code"],
            },
        },
    }
    sys_text = system_prompt(
        ctx,
        "You are a programmer that can run any code on the user's computer to reach their goal.",
        (3, 8),
        [f"[User Info]\nName: {ctx.repo.user}\nCWD: {ctx.repo.root}\nOS: {ctx.repo.os}"],
    )
    msgs: list[Json] = [{"role": "system", "content": sys_text}, {"role": "user", "content": ask_with_code(ctx)}]
    if shape == "loop":
        for s in _steps(ctx, 1, 8):
            cid = "call_" + rid(rng, 24)
            msgs.append(
                {
                    "role": "assistant",
                    "content": s.thought or None,
                    "tool_calls": [
                        {
                            "id": cid,
                            "type": "function",
                            "function": {
                                "name": "execute",
                                "arguments": json.dumps({"language": "shell", "code": shell_cmd(s)}),
                            },
                        }
                    ],
                }
            )
            msgs.append({"role": "tool", "tool_call_id": cid, "content": s.output or "No output"})
    h = base_headers(rng, f"litellm/1.{rng.randint(30, 79)}.0")
    return "/v1/chat/completions", h, {"model": _model(ctx), "messages": msgs, "tools": [tool], "stream": True}


def _react(ctx: Ctx, shape: str, flavor: str) -> Req:
    rng = ctx.rng
    tools = [
        ("run_shell", "run a shell command in the repository and return stdout, stderr and the exit code"),
        ("read_file", "return the text of a file given its path"),
        ("search_code", "find lines that match a pattern"),
        ("write_file", "write text to a path; input is JSON with path and content"),
    ]
    rng.shuffle(tools)
    tool_lines = "\n".join(f"{n}: {d}" for n, d in tools)
    names = ", ".join(n for n, _ in tools)
    if flavor == "crewai":
        role = rng.choice(["Senior Python Engineer", "QA Specialist", "Backend Developer", "Code Reviewer"])
        header = (
            f"You are {role}. You have shipped many services and care about correctness.\nYour personal goal is: "
            f"deliver what the task asks with working code\nYou ONLY have access to these tools:\n\n{tool_lines}\n\n"
            f"Answer in this format:\n\nThought: your reasoning\nAction: one of [{names}]\nAction Input: a JSON "
            "object\nObservation: the result of the action\n\nWhen you are done:\nThought: I now know the final "
            "answer\nFinal Answer: the complete answer"
        )
    elif flavor == "llamaindex":
        header = (
            f"You help with software tasks and have tools.\n\n## Tools\n{tool_lines}\n\n## Output Format\nThought: "
            "...\nAction: tool name (one of " + names + ")\nAction Input: JSON arguments\n\nYou then get\n"
            "Observation: tool output\n\nFinish with\nThought: I can answer now.\nAnswer: ..."
        )
    else:
        header = (
            f"Work on the task step by step. Tools:\n\n{tool_lines}\n\nUse this layout:\n\nQuestion: the task\n"
            f"Thought: what to do next\nAction: one of [{names}]\nAction Input: the input\nObservation: the result\n"
            "... (repeat Thought/Action/Action Input/Observation)\nThought: I know the answer\nFinal Answer: the answer"
        )
    transcript = ""
    steps = _steps(ctx, 1, 9) if shape == "loop" else []
    for s in steps:
        name = {"read": "read_file", "grep": "search_code", "write": "write_file"}.get(s.kind, "run_shell")
        arg = s.args.get("path") or s.args.get("pattern") or shell_cmd(s)
        out = s.output if s.kind not in ("shell", "test") else f"exit code: {s.exit_code}\n{s.output}"
        transcript += (
            f"Thought: {s.thought or 'I should look.'}\nAction: {name}\nAction Input: {arg}\nObservation: {out}\n"
        )
    h = base_headers(rng, rng.choice([f"OpenAI/Python 1.{rng.randint(40, 99)}.0", "python-httpx/0.27.2"]))
    h.update(stainless(rng, "python"))
    # Completions variant: the whole transcript in one prompt that ends asking for the next thought.
    if flavor == "langchain" and rng.random() < 0.4:
        prompt = f"{header}\n\nBegin!\n\nQuestion: {ask_with_code(ctx)}\n{transcript}Thought:"
        return (
            "/v1/completions",
            h,
            {
                "model": rng.choice(["gpt-3.5-turbo-instruct", "qwen2.5-coder-32b", "llama-3.1-70b"]),
                "prompt": prompt,
                "max_tokens": 512,
                "temperature": 0,
                "stop": ["\nObservation:", "\n\tObservation:"],
            },
        )
    msgs: list[Json] = [{"role": "system", "content": header}]
    if flavor == "crewai":
        # CrewAI-style: the observation is appended to the agent's own last message before the next call.
        msgs.append(
            {
                "role": "user",
                "content": f"\nCurrent Task: {ask_with_code(ctx)}\n\nThis is what a good final "
                "answer looks like: the finished work, not a summary of it.\n\nBegin! Take the task seriously.",
            }
        )
        if transcript:
            msgs.append({"role": "assistant", "content": transcript})
        body0: Json = {
            "model": _model(ctx),
            "messages": msgs,
            "temperature": 0.7,
            "stop": ["\nObservation:"],
            "stream": False,
        }
        return "/v1/chat/completions", h, body0
    if flavor == "langchain" and rng.random() < 0.5:
        # the scratchpad rides inside the one user message
        msgs.append({"role": "user", "content": f"Question: {ask_with_code(ctx)}\n{transcript}Thought:"})
    else:
        msgs.append({"role": "user", "content": ask_with_code(ctx)})
        for s in steps:
            name = {"read": "read_file", "grep": "search_code", "write": "write_file"}.get(s.kind, "run_shell")
            arg = (
                json.dumps({"input": s.args.get("path") or shell_cmd(s)})
                if flavor == "llamaindex"
                else (s.args.get("path") or shell_cmd(s))
            )
            msgs.append(
                {
                    "role": "assistant",
                    "content": f"Thought: {s.thought or 'Checking.'}\nAction: {name}\nAction Input: {arg}",
                }
            )
            out = s.output if s.kind not in ("shell", "test") else f"exit code: {s.exit_code}\n{s.output}"
            msgs.append({"role": "user", "content": f"Observation: {out}"})
    body: Json = {
        "model": _model(ctx),
        "messages": msgs,
        "temperature": 0 if flavor == "langchain" else 0.1,
        "stream": flavor == "langchain" and rng.random() < 0.5,
    }
    if flavor == "langchain":
        body["stop"] = ["\nObservation:"]
    return "/v1/chat/completions", h, body


# ---------------------------------------------------------------- chat panels and editors (no tools)


def _continue_chat(ctx: Ctx, shape: str) -> Req:
    rng = ctx.rng
    r = ctx.repo
    rules = (
        "<important_rules>\n  Always include the language and file name in the info string of code blocks.\n"
        + (r.instructions or "")
        + "\n</important_rules>"
    )
    msgs: list[Json] = [{"role": "system", "content": rules}]
    if shape == "side":
        msgs = [
            {
                "role": "user",
                "content": f"Given this exchange, reply with a title of at most five words, no quotes.\n\n"
                f"User: {ctx.ask.text[:2000]}\nAssistant: {m.function(rng, r.lang)[:800]}",
            }
        ]
        return (
            "/v1/chat/completions",
            _continue_headers(ctx),
            {"model": _model(ctx), "messages": msgs, "max_tokens": 12, "stream": True},
        )
    msgs += history_chat(ctx, rng.choice([0, 0, 1, 2]))
    if rng.random() < 0.3 and ctx.ask.code:
        # edit mode: the selection and an instruction to rewrite it
        f = rng.choice(r.files)
        text = (
            f"```{r.lang} {f}\n{ctx.ask.code}\n```\n\nRewrite the code above to satisfy this request: "
            f'"{ctx.ask.text}". Reply with only the rewritten code in one code block.'
        )
    else:
        parts = []
        if rng.random() < 0.4:
            f = rng.choice(r.files)
            parts.append(
                f"```{r.lang} {f} ({rng.randint(1, 50)}-{rng.randint(51, 200)})\n{m.function(rng, r.lang)}\n```"
            )
        parts.append(ask_with_code(ctx, "path"))
        text = "\n\n".join(parts)
    content: object = text
    if rng.random() < 0.3:
        content = [{"type": "text", "text": text}] + (
            [{"type": "image_url", "image_url": {"url": "data:image/png;base64," + rid(rng, 120)}}]
            if rng.random() < 0.3
            else []
        )
    msgs.append({"role": "user", "content": content})
    return "/v1/chat/completions", _continue_headers(ctx), _oa_body(ctx, _model(ctx), msgs, None)


def _continue_headers(ctx: Ctx) -> dict[str, str]:
    h = base_headers(ctx.rng, f"Continue/1.{ctx.rng.randint(0, 3)}.{ctx.rng.randint(0, 30)}")
    return h


def _copilot_chat(ctx: Ctx, shape: str) -> Req:
    rng = ctx.rng
    r = ctx.repo
    sys_text = system_prompt(ctx, "You are an AI programming assistant in VS Code.", (4, 10))
    h = base_headers(rng, f"GitHubCopilotChat/0.{rng.randint(20, 32)}.0")
    h.update(
        {
            "copilot-integration-id": "vscode-chat",
            "editor-version": f"vscode/1.{rng.randint(95, 105)}.0",
            "editor-plugin-version": f"copilot-chat/0.{rng.randint(20, 32)}.0",
            "x-request-id": uid(rng),
            "openai-intent": "conversation-panel",
            "vscode-machineid": rid(rng, 64, "0123456789abcdef"),
        }
    )
    if shape == "side":
        kind = rng.choice(["title", "commit", "rename"])
        h["openai-intent"] = "conversation-other"
        if kind == "commit":
            diff = "\n".join(m.shell_output(rng, r, "git diff")[0] for _ in range(rng.randint(1, 5)))
            msgs = [
                {
                    "role": "system",
                    "content": commit_prompt(rng),
                },
                {
                    "role": "user",
                    "content": f"<recent-commits>\n{m.shell_output(rng, r, 'git log')[0]}"
                    f"\n</recent-commits>\n<changes>\n{diff}\n</changes>\nWrite the commit message.",
                },
            ]
        elif kind == "title":
            msgs = [
                {"role": "system", "content": title_prompt(rng)},
                {"role": "user", "content": ctx.ask.text},
            ]
        else:
            msgs = [
                {"role": "system", "content": "Suggest better names for the symbol. Reply with a JSON list."},
                {
                    "role": "user",
                    "content": f"Symbol `{m.ident(rng, r.lang)}` in:\n```{r.lang}\n{m.function(rng, r.lang)}\n```",
                },
            ]
        return (
            "/v1/chat/completions",
            h,
            {"model": "gpt-4o-mini", "messages": msgs, "temperature": 0.1, "n": 1, "stream": True},
        )
    user = ask_with_code(ctx)
    if rng.random() < 0.6:
        f = rng.choice(r.files)
        user = (
            f'<attachments>\n<attachment id="file:{f}">\nUser\'s active file:\n```{r.lang}\n// filepath: {r.root}/{f}\n'
            f"{m.function(rng, r.lang)}\n```\n</attachment>\n</attachments>\n\n<context>\nThe current date is "
            f"{_day(ctx)}.\n"
            f"</context>\n\n<userRequest>\n{user}\n</userRequest>"
        )
    msgs = [
        {"role": "system", "content": sys_text},
        *history_chat(ctx, rng.choice([0, 0, 1])),
        {"role": "user", "content": user},
    ]
    return (
        "/v1/chat/completions",
        h,
        {
            "model": rng.choice(["gpt-4.1", "gpt-4o", "claude-sonnet-4", "gpt-5-mini"]),
            "messages": msgs,
            "temperature": 0.1,
            "top_p": 1,
            "n": 1,
            "stream": True,
        },
    )


def _simple_chat(ctx: Ctx, family: str) -> Req:
    """Chat-only editor clients: gptel, JetBrains AI, CodeCompanion, avante, Zed inline assist, Tabby chat."""
    rng = ctx.rng
    r = ctx.repo
    ua = {
        "gptel": "curl/8.5.0",
        "jetbrains_ai": "ktor-client",
        "codecompanion": "curl/8.7.1",
        "avante": "curl/8.4.0",
        "zed_inline": f"Zed/0.20{rng.randint(0, 9)}.0",
        "tabby": f"Tabby/0.2{rng.randint(0, 9)}.0",
        "shell_gpt": f"OpenAI/Python 1.{rng.randint(10, 60)}.0",
        "llm_cli": f"OpenAI/Python 1.{rng.randint(30, 99)}.0",
        "zed_text_thread": f"Zed/0.19{rng.randint(0, 9)}.0",
    }[family]
    h = base_headers(rng, ua)
    f = rng.choice(r.files)
    if family == "shell_gpt":
        role = rng.choice(["code", "shell", "default"])
        sys_text = {
            "code": "Provide only code as output, without description or markdown fences.",
            "shell": f"Provide only {r.shell.rsplit('/', 1)[-1]} commands for {r.os} without any description. If "
            "the request is unclear, give the most logical command.",
            "default": f"You are a command-line programming assistant on {r.os} with {r.shell}. Be concise.",
        }[role]
        msgs: list[Json] = [{"role": "system", "content": sys_text}, {"role": "user", "content": ask_with_code(ctx)}]
        return (
            "/v1/chat/completions",
            h,
            {"model": _model(ctx), "messages": msgs, "temperature": 0.0, "top_p": 1.0, "stream": True},
        )
    if family == "zed_text_thread":
        # a text thread: slash-command output (/file, /diagnostics, /tab) inserted as user text, then the ask
        parts = []
        for _ in range(rng.randint(0, 3)):
            # diagnostics only with repository work, so pasted checker output never sits beside a one-snippet ask
            cmd = rng.choice(
                ["file", "file", "diagnostics", "tab"] if ctx.ask.label == "long_horizon" else ["file", "tab"]
            )
            if cmd == "diagnostics":
                parts.append(f"Diagnostics:\n{m.lint_output(rng, r)}")
            else:
                g = rng.choice(r.files)
                parts.append(f"```{g}\n{m.sized_file(rng, r.lang, m.size_choice(rng) // 2)}```")
        parts.append(ask_with_code(ctx, "header"))
        msgs = [{"role": "user", "content": "\n\n".join(parts)}]
        if rng.random() < 0.3:
            msgs = [*history_chat(ctx, 1), *msgs]
        return "/v1/chat/completions", h, {"model": _model(ctx), "messages": msgs, "stream": True, "temperature": 1.0}
    if family == "llm_cli":
        msgs = [{"role": "user", "content": ask_with_code(ctx)}]
        if rng.random() < 0.4:
            msgs.insert(
                0,
                {
                    "role": "system",
                    "content": rng.choice(["Reply in Markdown.", "Be terse.", "You are an expert in " + r.lang + "."]),
                },
            )
        if rng.random() < 0.3:
            # `llm -c` continues the last conversation, resending it
            msgs[-1:-1] = history_chat(ctx, 1)
        return "/v1/chat/completions", h, {"model": _model(ctx), "messages": msgs, "stream": rng.random() < 0.7}
    if family == "gptel":
        msgs = [
            {
                "role": "system",
                "content": rng.choice(
                    [
                        "You are a helpful assistant inside Emacs. Be brief.",
                        "You are a careful programmer. Reply with code only.",
                        "Tu es un assistant concis.",
                    ]
                ),
            },
            *history_chat(ctx, rng.choice([0, 0, 1, 2])),
        ]
        msgs.append({"role": "user", "content": ask_with_code(ctx)})
        body: Json = {"model": _model(ctx), "messages": msgs, "stream": True, "temperature": 1.0}
    elif family == "jetbrains_ai":
        user = ask_with_code(ctx)
        if rng.random() < 0.5:
            user = f"Attached file `{f}`:\n```{r.lang}\n{m.function(rng, r.lang)}\n```\n\n{user}"
        msgs = [
            {
                "role": "system",
                "content": system_prompt(
                    ctx, f"You are an AI assistant in a JetBrains IDE. The user works on a {r.lang} project.", (3, 7)
                ),
            },
            {"role": "user", "content": user},
        ]
        body = {"model": _model(ctx), "messages": msgs, "stream": True}
    elif family == "codecompanion":
        msgs = [{"role": "system", "content": system_prompt(ctx, "You are a coding assistant in Neovim.", (4, 9))}]
        if rng.random() < 0.5:
            msgs.append(
                {
                    "role": "user",
                    "content": f"Here is the content of buffer `{f}` (with line numbers):\n\n```{r.lang}\n"
                    f"{m.numbered(m.function(rng, r.lang), 1, 'colon')}\n```",
                }
            )
        msgs.append({"role": "user", "content": ask_with_code(ctx)})
        body = {"model": _model(ctx), "messages": msgs, "stream": True, "temperature": 0}
    elif family == "avante":
        code = ctx.ask.code or m.function(rng, r.lang)
        msgs = [
            {
                "role": "system",
                "content": system_prompt(
                    ctx, "You are a coding assistant in Neovim that proposes edits as SEARCH/REPLACE blocks.", (4, 10)
                ),
            },
            {"role": "user", "content": f"<filepath>{f}</filepath>\n<code>\n```{r.lang}\n{code}\n```\n</code>"},
            {"role": "user", "content": ctx.ask.text},
        ]
        body = {"model": _model(ctx), "messages": msgs, "stream": True, "temperature": 0, "max_tokens": 8192}
    elif family == "zed_inline":
        code = ctx.ask.code or m.function(rng, r.lang)
        lines = code.splitlines()
        k = rng.randint(0, max(0, len(lines) - 1))
        doc = (
            "\n".join(lines[:k])
            + "\n<rewrite_this>\n"
            + "\n".join(lines[k : k + 8])
            + "\n</rewrite_this>\n"
            + "\n".join(lines[k + 8 :])
        )
        msgs = [
            {
                "role": "user",
                "content": f"Here's a file of {r.lang} that I'm going to ask you to make an edit to.\n\n"
                f"The section you'll need to rewrite is marked with <rewrite_this></rewrite_this> tags.\n\n<document>\n"
                f"{doc}\n</document>\n\nEdit the section of {r.lang} in <rewrite_this></rewrite_this> tags based on "
                f"this "
                f"prompt:\n\n<prompt>\n{ctx.ask.text}\n</prompt>\n\nOnly make changes that are necessary to fulfill "
                f"the "
                "prompt, leave everything else as-is. Start at the indentation level of the section.",
            }
        ]
        body = {"model": _model(ctx), "messages": msgs, "stream": True, "temperature": 1.0}
    else:  # tabby chat
        msgs = [{"role": "system", "content": "You are Tabby, a coding assistant."}]
        user = ask_with_code(ctx)
        if rng.random() < 0.5:
            user += f"\n\n[[source:{rng.randint(1, 9)}]] from `{f}`:\n```{r.lang}\n{m.function(rng, r.lang)}\n```"
        msgs.append({"role": "user", "content": user})
        body = {"model": "Tabby", "messages": msgs, "stream": True, "seed": rng.randint(0, 2**31), "temperature": 0.1}
    return "/v1/chat/completions", h, body


def _commit_side(ctx: Ctx, family: str) -> Req:
    """An IDE's "generate commit message" button: the staged diff (and sometimes recent commits), no tools."""
    rng = ctx.rng
    r = ctx.repo
    diff = "\n".join(m.shell_output(rng, r, "git diff")[0] for _ in range(rng.randint(1, 12)))
    user = f"{diff}"
    if rng.random() < 0.5:
        user = f"Recent commits:\n{m.shell_output(rng, r, 'git log')[0]}\n\nChanges:\n{diff}"
    msgs: list[Json] = [{"role": "system", "content": commit_prompt(rng)}, {"role": "user", "content": user}]
    ua = {"jetbrains_ai": "ktor-client", "cursor_like": "connect-es/1.6.1"}.get(family, "curl/8.5.0")
    return "/v1/chat/completions", base_headers(rng, ua), {"model": _model(ctx), "messages": msgs, "stream": False}


def _open_webui(ctx: Ctx, shape: str) -> Req:
    """A self-hosted chat UI: history, optional knowledge snippets, and background task calls for titles and tags."""
    rng = ctx.rng
    h = base_headers(rng, f"Python/3.11 aiohttp/3.{rng.randint(9, 12)}.0")
    hist = history_chat(ctx, rng.choice([0, 0, 1, 2]))
    user = ask_with_code(ctx)
    if rng.random() < 0.3:
        user = (
            f'Use the context below if it helps.\n<context>\n<source id="1">{m.function(rng, ctx.repo.lang)}'
            f"</source>\n</context>\n\n{user}"
        )
    if shape == "side":
        chat = "\n".join(
            f"{x['role'].upper()}: {x['content'][:600]}" for x in [*hist, {"role": "user", "content": user}]
        )
        task = rng.choice(
            [
                'Write a 3-5 word title with an emoji for the chat below. Reply with JSON: {"title": "..."}.',
                'Give 1-3 broad tags and 1-3 specific tags for the chat below as JSON: {"tags": [...]}.',
                'Suggest three follow-up questions the user might ask next, as JSON: {"follow_ups": [...]}.',
            ]
        )
        msgs: list[Json] = [
            {
                "role": "user",
                "content": f"### Task:\n{task}\n\n### Chat History:\n<chat_history>\n{chat}\n</chat_history>",
            }
        ]
        return "/v1/chat/completions", h, {"model": _model(ctx), "messages": msgs, "stream": False, "max_tokens": 1000}
    msgs = [*hist, {"role": "user", "content": user}]
    if rng.random() < 0.5:
        msgs.insert(
            0,
            {
                "role": "system",
                "content": rng.choice(
                    ["You are a helpful assistant.", "You are a senior developer. Answer precisely."]
                ),
            },
        )
    body: Json = {"model": _model(ctx), "messages": msgs, "stream": True}
    if rng.random() < 0.5:
        body["stream_options"] = {"include_usage": True}
    return "/v1/chat/completions", h, body


def _agent_tools_nvim(ctx: Ctx, family: str) -> Req:
    """avante.nvim / CodeCompanion agentic turns with native tools and their results."""
    from .fam_native import _named_toolset

    names = {
        "read": "view" if family == "avante" else "read_file",
        "list": "ls" if family == "avante" else "file_search",
        "grep": "grep" if family == "avante" else "grep_search",
        "shell": "bash" if family == "avante" else "cmd_runner",
        "edit": "replace_in_file" if family == "avante" else "insert_edit_into_file",
        "write": "create_file",
    }
    ts = _named_toolset(
        ctx,
        names,
        ["attempt_completion", "glob", "web_search"]
        if family == "avante"
        else ["get_changed_files", "list_code_usages"],
        "plain",
    )
    from .wire import openai_turns

    msgs: list[Json] = [
        {"role": "system", "content": system_prompt(ctx, "You are an agentic coding assistant in Neovim.", (5, 12))},
        {"role": "user", "content": ask_with_code(ctx)},
    ]
    msgs += openai_turns(ctx, _steps(ctx, 1, 10), ts)
    h = base_headers(ctx.rng, "curl/8.5.0")
    return "/v1/chat/completions", h, _oa_body(ctx, _model(ctx), msgs, ts.tools)


def _cody(ctx: Ctx, shape: str) -> Req:
    rng = ctx.rng
    r = ctx.repo
    h = {
        "content-type": "application/json",
        "authorization": "token sgp_" + rid(rng, 40, "0123456789abcdef"),
        "user-agent": f"{rng.choice(['vscode', 'jetbrains'])}/1.{rng.randint(40, 90)}.0",
        "x-requested-with": "Sourcegraph",
    }
    if shape == "fim":
        prefix, suffix, path = _prefix_suffix(ctx)
        prompt = f"<filename>{path}<fim_prefix>{prefix}<fim_suffix>{suffix}<fim_middle>"
        return (
            "/.api/completions/code",
            h,
            {
                "model": rng.choice(["fireworks/deepseek-coder-v2-lite-base", "anthropic/claude-instant-1.2"]),
                "messages": [{"speaker": "human", "text": prompt}],
                "maxTokensToSample": 256,
                "temperature": 0.2,
                "topK": 0,
                "stopSequences": ["\n\n", "<fim_prefix>"],
                "timeoutMs": 7000,
                "stream": True,
            },
        )
    msgs: list[Json] = [
        {"speaker": "human", "text": "You are an AI coding assistant made by Sourcegraph."},
        {"speaker": "assistant", "text": "I am ready to help."},
    ]
    if rng.random() < 0.6:
        f = rng.choice(r.files)
        msgs += [
            {
                "speaker": "human",
                "text": f"Codebase context from file {f}:\n```{r.lang}\n{m.function(rng, r.lang)}\n```",
            },
            {"speaker": "assistant", "text": "Ok."},
        ]
    msgs.append({"speaker": "human", "text": ask_with_code(ctx)})
    return (
        "/.api/completions/stream",
        h,
        {
            "model": "anthropic::2024-10-22::claude-3-5-sonnet-latest",
            "messages": msgs,
            "maxTokensToSample": 4000,
            "temperature": 0,
            "topK": -1,
            "topP": -1,
        },
    )


# ---------------------------------------------------------------- FIM and inline completion

FIM_SENTINELS = [
    ("<|fim_prefix|>", "<|fim_suffix|>", "<|fim_middle|>"),
    ("<PRE> ", " <SUF>", " <MID>"),
    ("<fim_prefix>", "<fim_suffix>", "<fim_middle>"),
    ("<｜fim▁begin｜>", "<｜fim▁hole｜>", "<｜fim▁end｜>"),
    ("[SUFFIX]", "[PREFIX]", ""),
]


def _prefix_suffix(ctx: Ctx) -> tuple[str, str, str]:
    rng = ctx.rng
    r = ctx.repo
    text = m.sized_file(rng, r.lang, rng.choice([400, 1500, 4000, 9000]))
    cut = rng.randint(len(text) // 4, len(text) - 10)
    # cut in the middle of a line, as a cursor would be
    return text[:cut], text[cut:], rng.choice(r.files)


def _fim_prompt(ctx: Ctx, style: int, with_snippets: bool) -> str:
    rng = ctx.rng
    prefix, suffix, path = _prefix_suffix(ctx)
    c = m.comment(ctx.repo.lang)
    head = ""
    if with_snippets:
        for _ in range(rng.randint(1, 3)):
            other = rng.choice(ctx.repo.files)
            head += (
                f"{c} Path: {other}\n"
                + "\n".join(f"{c} {ln}" for ln in m.function(rng, ctx.repo.lang).splitlines())
                + "\n"
            )
    head += f"{c} Path: {path}\n" if rng.random() < 0.7 else ""
    p, s, mid = FIM_SENTINELS[style]
    if p == "[SUFFIX]":
        # Codestral's order: the suffix first, neighbouring files as "+++++ path" blocks before the prefix.
        files = "".join(
            f"+++++ {rng.choice(ctx.repo.files)}\n{m.function(rng, ctx.repo.lang)}\n"
            for _ in range(rng.randint(0, 3) if with_snippets else 0)
        )
        return f"[SUFFIX]{suffix}[PREFIX]{files}+++++ {path}\n{prefix}"
    if style == 0 and rng.random() < 0.3:
        return f"<|repo_name|>{ctx.repo.name}\n<|file_sep|>{path}\n{p}{head}{prefix}{s}{suffix}{mid}"
    return f"{p}{head}{prefix}{s}{suffix}{mid}"


def continue_autocomplete(ctx: Ctx) -> Req:
    rng = ctx.rng
    style = rng.randrange(len(FIM_SENTINELS))
    stops = [x.strip() for x in FIM_SENTINELS[style] if x.strip()] + [
        "<|endoftext|>",
        "<|file_separator|>",
        "\n\n\n",
        "```",
        "/src/",
        "#- coding: utf-8",
        "<|im_end|>",
    ]
    h = _continue_headers(ctx)
    if rng.random() < 0.25:
        # chat-only model: one user message with a hole-filling prompt
        prefix, suffix, _path = _prefix_suffix(ctx)
        content = (
            f"You are a HOLE FILLER. Replace {{{{FILL_HERE}}}} in the file with the missing code. Reply with the "
            f"code inside <COMPLETION></COMPLETION> only.\n\n<QUERY>\n{prefix}{{{{FILL_HERE}}}}{suffix}\n</QUERY>\n"
            f"TASK: Fill the {{{{FILL_HERE}}}} hole.\n<COMPLETION>"
        )
        return (
            "/v1/chat/completions",
            h,
            {
                "model": _model(ctx),
                "messages": [{"role": "user", "content": content}],
                "max_tokens": 256,
                "temperature": 0.01,
                "stream": True,
                "stop": stops[:4],
            },
        )
    if rng.random() < 0.3:
        prefix, suffix, _ = _prefix_suffix(ctx)
        return (
            "/v1/completions",
            h,
            {
                "model": rng.choice(["codestral-latest", "qwen2.5-coder:1.5b"]),
                "prompt": prefix,
                "suffix": suffix,
                "max_tokens": 256,
                "temperature": 0.01,
                "stream": True,
                "stop": stops,
            },
        )
    return (
        "/v1/completions",
        h,
        {
            "model": rng.choice(["qwen2.5-coder-1.5b", "starcoder2-3b", "deepseek-coder-1.3b-base", "codellama-7b"]),
            "prompt": _fim_prompt(ctx, style, rng.random() < 0.6),
            "max_tokens": rng.choice([128, 256, 1024]),
            "temperature": 0.01,
            "stream": True,
            "stop": stops,
        },
    )


def copilot_ghost(ctx: Ctx) -> Req:
    rng = ctx.rng
    prefix, suffix, path = _prefix_suffix(ctx)
    c = m.comment(ctx.repo.lang)
    prompt = f"{c} Path: {path}\n"
    if rng.random() < 0.5:
        other = rng.choice(ctx.repo.files)
        prompt += (
            f"{c} Compare this snippet from {other}:\n"
            + "\n".join(f"{c} {ln}" for ln in m.function(rng, ctx.repo.lang).splitlines())
            + "\n"
        )
    prompt += prefix
    h = base_headers(rng, f"GithubCopilot/1.{rng.randint(200, 380)}.0")
    h.update(
        {
            "openai-intent": "copilot-ghost",
            "editor-version": f"vscode/1.{rng.randint(90, 105)}.0",
            "editor-plugin-version": f"copilot/1.{rng.randint(200, 380)}.0",
            "x-request-id": uid(rng),
            "openai-organization": "github-copilot",
        }
    )
    multi = rng.random() < 0.4
    return (
        "/v1/completions",
        h,
        {
            "prompt": prompt,
            "suffix": suffix,
            "max_tokens": 500 if multi else rng.choice([64, 150]),
            "temperature": 0,
            "top_p": 1,
            "n": 1,
            "stop": ["\n\n\n"] if multi else ["\n"],
            "stream": True,
            "nwo": f"{ctx.repo.user}/{ctx.repo.name}",
            "extra": {
                "language": ctx.repo.lang,
                "next_indent": rng.choice([0, 4, 8]),
                "trim_by_indentation": True,
                "prompt_tokens": len(prompt) // 4,
                "suffix_tokens": len(suffix) // 4,
            },
        },
    )


def llama_infill(ctx: Ctx) -> Req:
    rng = ctx.rng
    prefix, suffix, _path = _prefix_suffix(ctx)
    lines_before = prefix.rsplit("\n", 1)
    cur = lines_before[-1]
    pre = lines_before[0] + "\n" if len(lines_before) > 1 else ""
    extra = [
        {"filename": rng.choice(ctx.repo.files), "text": m.function(rng, ctx.repo.lang)}
        for _ in range(rng.randint(0, 4))
    ]
    body: Json = {
        "input_prefix": pre,
        "input_suffix": suffix,
        "input_extra": extra,
        "prompt": cur,
        "n_predict": rng.choice([64, 128, 256]),
        "top_k": 40,
        "top_p": 0.99,
        "stream": False,
        "samplers": ["top_k", "top_p", "infill"],
        "cache_prompt": True,
        "t_max_prompt_ms": 500,
        "t_max_predict_ms": rng.choice([250, 1000]),
    }
    if rng.random() < 0.3:
        body["id_slot"] = 0
        body["response_fields"] = ["content", "timings/prompt_n", "truncated"]
    return (
        "/infill",
        {"content-type": "application/json", "user-agent": rng.choice(["llama.vim", "vscode-llama/0.0.2"])},
        body,
    )


def tabby_complete(ctx: Ctx) -> Req:
    rng = ctx.rng
    prefix, suffix, path = _prefix_suffix(ctx)
    seg: Json = {
        "prefix": prefix,
        "suffix": suffix,
        "filepath": path,
        "git_url": f"https://git.example.com/{ctx.repo.name}.git",
    }
    if rng.random() < 0.5:
        seg["declarations"] = [{"filepath": rng.choice(ctx.repo.files), "body": m.function(rng, ctx.repo.lang)}]
    if rng.random() < 0.3:
        seg["relevant_snippets_from_changed_files"] = [
            {"filepath": rng.choice(ctx.repo.files), "body": m.function(rng, ctx.repo.lang), "score": rng.random()}
        ]
    h = {
        "content-type": "application/json",
        "authorization": "Bearer auth_" + rid(rng, 32),
        "user-agent": f"tabby-agent/1.{rng.randint(4, 9)}.0",
    }
    return "/v1/completions", h, {"language": ctx.repo.lang, "segments": seg, "temperature": 0}


def twinny_fim(ctx: Ctx) -> Req:
    rng = ctx.rng
    style = rng.choice([0, 1, 2])
    prompt = _fim_prompt(ctx, style, rng.random() < 0.4)
    body: Json = {
        "model": rng.choice(["codellama:7b-code", "qwen2.5-coder:1.5b", "starcoder2:3b"]),
        "prompt": prompt,
        "stream": True,
        "keep_alive": "5m",
        "options": {"temperature": 0.2, "num_predict": 512},
    }
    return "/api/generate", {"content-type": "application/json", "user-agent": "node-fetch"}, body


def zed_edit_prediction(ctx: Ctx) -> Req:
    rng = ctx.rng
    prefix, suffix, path = _prefix_suffix(ctx)
    a = prefix[-rng.randint(100, min(1500, len(prefix))) :]
    b = suffix[: rng.randint(50, 800)]
    excerpt = f"```{path}\n<|editable_region_start|>\n{a}<|user_cursor_is_here|>{b}\n<|editable_region_end|>\n```"
    events = "\n".join(
        f'User edited "{path}":\n```diff\n@@ -{rng.randint(1, 90)},3 +{rng.randint(1, 90)},4 @@\n'
        f"-    {m.snake(rng)}()\n+    {m.snake(rng)}(ctx)\n```"
        for _ in range(rng.randint(0, 4))
    )
    if rng.random() < 0.5:
        body: Json = {
            "outline": f"```{path}\nfn {m.snake(rng)}\nfn {m.snake(rng)}\n```",
            "input_events": events,
            "input_excerpt": excerpt,
            "can_collect_data": False,
            "diagnostic_groups": [],
        }
        return (
            "/predict_edits/v2",
            {
                "content-type": "application/json",
                "user-agent": f"Zed/0.20{rng.randint(0, 9)}.0",
                "authorization": "Bearer " + rid(rng, 40),
            },
            body,
        )
    prompt = (
        f"### Instruction:\nPredict the next edit.\n\n### User Edits:\n\n{events}\n\n### User "
        f"Excerpt:\n\n{excerpt}\n\n### Response:\n"
    )
    return (
        "/v1/completions",
        {"content-type": "application/json", "user-agent": f"Zed/0.20{rng.randint(0, 9)}.0"},
        {"model": "zeta", "prompt": prompt, "max_tokens": 2048, "temperature": 0},
    )


# ---------------------------------------------------------------- SDK scripts and curl


def sdk_script(ctx: Ctx) -> Req:
    rng = ctx.rng
    content = ask_with_code(ctx)
    if rng.random() < 0.3:
        h = base_headers(rng, f"Anthropic/Python 0.6{rng.randint(0, 9)}.0", anthropic=True)
        h.update(stainless(rng, "python"))
        h["anthropic-version"] = "2023-06-01"
        body: Json = {
            "model": rng.choice(["claude-sonnet-4-5", "claude-3-5-haiku-latest"]),
            "max_tokens": 1024,
            "messages": [{"role": "user", "content": content}],
        }
        if rng.random() < 0.4:
            body["system"] = "You are a concise senior engineer."
        return "/v1/messages", h, body
    h = base_headers(rng, f"OpenAI/{rng.choice(['Python', 'JS'])} 1.{rng.randint(30, 99)}.0")
    h.update(stainless(rng, "python"))
    msgs: list[Json] = []
    if rng.random() < 0.5:
        msgs.append(
            {
                "role": rng.choice(["system", "developer"]),
                "content": rng.choice(
                    ["You are a helpful assistant.", "You are a code reviewer.", "Answer in one paragraph."]
                ),
            }
        )
    msgs.append({"role": "user", "content": content})
    if rng.random() < 0.25:
        return (
            "/v1/responses",
            h,
            {
                "model": rng.choice(["gpt-4.1-mini", "gpt-5"]),
                "input": content,
                **({"instructions": "Be brief."} if rng.random() < 0.5 else {}),
            },
        )
    return "/v1/chat/completions", h, {"model": rng.choice(["gpt-4o-mini", "gpt-4.1", "gpt-5-mini"]), "messages": msgs}


def curl_req(ctx: Ctx) -> Req:
    rng = ctx.rng
    h = {
        "content-type": "application/json",
        "accept": "*/*",
        "user-agent": f"curl/8.{rng.randint(0, 12)}.{rng.randint(0, 3)}",
        "authorization": "Bearer sk-" + rid(rng, 32),
    }
    return (
        "/v1/chat/completions",
        h,
        {
            "model": _model(ctx),
            "messages": [{"role": "user", "content": ask_with_code(ctx)}],
            **({"stream": True} if rng.random() < 0.3 else {}),
        },
    )


def _s(fn: Callable[..., Req], *a: str) -> Callable[[Ctx], Req]:
    """A builder that calls `fn(ctx, *a)`."""

    def build(ctx: Ctx) -> Req:
        return fn(ctx, *a)

    return build


FAMILIES: dict[str, dict[str, Callable[[Ctx], Req]]] = {
    "cline_xml": {"first_turn": _s(_cline_xml, "first_turn"), "loop": _s(_cline_xml, "loop")},
    "aider": {"first_turn": aider_first, "loop": aider_loop, "side": aider_side},
    "mini_swe_agent": {"first_turn": _s(_mini_swe, "first_turn"), "loop": _s(_mini_swe, "loop")},
    "smolagents": {"first_turn": _s(_smol, "first_turn"), "loop": _s(_smol, "loop")},
    "gptme": {"first_turn": _s(_gptme, "first_turn"), "loop": _s(_gptme, "loop"), "side": _s(_gptme, "side")},
    "open_interpreter": {"first_turn": _s(_interpreter, "first_turn"), "loop": _s(_interpreter, "loop")},
    "langchain_react": {"first_turn": _s(_react, "first_turn", "langchain"), "loop": _s(_react, "loop", "langchain")},
    "crewai": {"first_turn": _s(_react, "first_turn", "crewai"), "loop": _s(_react, "loop", "crewai")},
    "llamaindex_react": {
        "first_turn": _s(_react, "first_turn", "llamaindex"),
        "loop": _s(_react, "loop", "llamaindex"),
    },
    "continue_chat": {"first_turn": _s(_continue_chat, "first_turn"), "side": _s(_continue_chat, "side")},
    "continue_autocomplete": {"fim": continue_autocomplete},
    "copilot_ghost": {"fim": copilot_ghost},
    "copilot_chat": {"first_turn": _s(_copilot_chat, "first_turn"), "side": _s(_copilot_chat, "side")},
    "gptel": {"first_turn": _s(_simple_chat, "gptel")},
    "shell_gpt": {"first_turn": _s(_simple_chat, "shell_gpt")},
    "llm_cli": {"first_turn": _s(_simple_chat, "llm_cli")},
    "open_webui": {"first_turn": _s(_open_webui, "first_turn"), "side": _s(_open_webui, "side")},
    "jetbrains_ai": {"first_turn": _s(_simple_chat, "jetbrains_ai"), "side": _s(_commit_side, "jetbrains_ai")},
    "codecompanion": {"first_turn": _s(_simple_chat, "codecompanion"), "loop": _s(_agent_tools_nvim, "codecompanion")},
    "avante": {"first_turn": _s(_simple_chat, "avante"), "loop": _s(_agent_tools_nvim, "avante")},
    "zed_inline": {"first_turn": _s(_simple_chat, "zed_inline")},
    "zed_text_thread": {"first_turn": _s(_simple_chat, "zed_text_thread")},
    "zed_edit_prediction": {"fim": zed_edit_prediction},
    "tabby": {"first_turn": _s(_simple_chat, "tabby"), "fim": tabby_complete},
    "twinny": {"fim": twinny_fim},
    "llama_vim": {"fim": llama_infill},
    "cody": {"first_turn": _s(_cody, "first_turn"), "fim": _s(_cody, "fim")},
    "sdk_script": {"first_turn": sdk_script},
    "curl": {"first_turn": curl_req},
}
