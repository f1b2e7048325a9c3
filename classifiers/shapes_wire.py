"""Wire formats of clients whose tool calls and results live in message text, and of autocomplete plugins
with their own completion conventions.

Why: the other shape modules render one abstract loop in a handful of text layouts; independent clients use
others. Bash-block agents answer each fenced command with a return-code block, an exception, a timeout note
or a format complaint; code-blob agents get execution logs or a call-id error back; function-tag agents see
"EXECUTION RESULT of [...]"; some terminal assistants send a tool's output as a system message; edit
harnesses and people paste test, build or lint output after an edit. Autocomplete plugins post llama.cpp's
`/infill` fields, Tabby-style segments, a FIM endpoint's prompt and suffix, a bare code prefix with a stop
list, sentinels of other model families or an edit-prediction template. The label follows the rule only:
output fed back after an action -> long; a summary of that history -> single; a first turn quoting one
command and its error -> its ask decides; any completion -> single.
"""

from __future__ import annotations

import json
from typing import Any

from classifiers import codegen as cg
from classifiers import vocab as v
from classifiers.shapes_common import LONG, SINGLE, Example, agent_mode, steps_for, task_for
from classifiers.text import Ctx

_UAS = [
    "mini-swe-agent/1.14",
    "swe-runner/0.3",
    "smolagents/1.21",
    "litellm/1.77.0",
    "gptme/0.28",
    "open-interpreter/0.4.3",
    "llama.vim",
    "llama.vscode/0.0.30",
    "tabby-agent/1.12",
    "zed/0.205",
    "twinny/3.21",
    "python-httpx/0.28.1",
    "curl/8.5.0",
    "",
]
_COMMANDS = [
    "ls -la",
    "grep -rn 'def load' src",
    "pytest -q tests/test_io.py",
    "cat setup.cfg",
    "git diff --stat",
    "python -m mypkg --help",
    "sed -n '1,40p' src/app/main.py",
    "go test ./...",
    "cargo check",
    "npm run build",
    "find . -name '*.toml'",
    "make lint",
]
_FENCES = ["bash", "sh", "shell", "console", "bash_command", "mswea_bash_command", "cmd", "terminal"]


def _output(ctx: Ctx) -> str:
    return cg.tool_output(ctx.rng, int(ctx.rng.lognormvariate(6.2, 1.1)))


def _ask(ctx: Ctx, mode: str) -> tuple[str, str]:
    task = task_for(ctx, mode)
    return task, SINGLE if mode == "trivial" else LONG


def _side_or_none(ctx: Ctx, msgs: list[dict[str, Any]], n: int) -> bool:
    """Sometimes end a history that ran tools with a condenser/title ask: single, whatever the history."""
    if n and ctx.chance(0.1):
        pool = v.SIDE_SUMMARY if ctx.chance(0.7) else v.SIDE_TITLE
        msgs.append({"role": "user", "content": ctx.pick(pool)})
        return True
    return False


def _shell_observation(ctx: Ctx, cmd: str) -> str:
    """What a bash-block harness sends back for one command, in one of its layouts."""
    r = ctx.rng
    out = _output(ctx)
    code = r.choice([0, 0, 0, 1, 2, 127, -1])
    x = r.random()
    if x < 0.35:
        return f"<returncode>{code}</returncode>\n<output>\n{out}\n</output>"
    if x < 0.45:
        exc = r.choice(["TimeoutExpired", "UnicodeDecodeError", "PermissionError: /root"])
        return f"<exception>{exc}</exception>\n<returncode>{code}</returncode>\n<output>\n{out[:200]}\n</output>"
    if x < 0.55:
        big = out * r.randint(2, 6)
        return (
            f"<returncode>{code}</returncode>\n<warning>\nThat printed too much; narrow it down (head, grep).\n"
            f"</warning>\n<output_head>\n{big[:800]}\n</output_head>\n<elided_chars>\n{len(big)} characters "
            f"elided\n</elided_chars>\n<output_tail>\n{big[-600:]}\n</output_tail>"
        )
    if x < 0.63:
        return (
            f"Command <command>{cmd}</command> timed out after {r.choice([30, 60, 120])} s and was stopped.\n"
            f"Partial output:\n<output>\n{out[:300]}\n</output>\nAvoid interactive commands."
        )
    if x < 0.71:
        return r.choice(
            [
                f"Expected exactly one action in backticks, got {r.choice([0, 2, 3])}.",
                "No command block was found in your reply. Answer with exactly one action in a fenced block.",
                "Could not parse your reply: use one fenced shell block per message.",
            ]
        )
    if x < 0.79:
        return r.choice(
            [
                "The command finished without errors and printed nothing.",
                "(no output)",
                f"exit code {code}\n(no output)",
            ]
        )
    if x < 0.9:
        return f"OBSERVATION:\n{out}\n(Open file: {cg.path(r)})\n(Current directory: /repo)\nbash-$"
    return f"Exit status: {code}\n```\n{out}\n```"


def _shell_first_message(ctx: Ctx, task: str) -> str:
    r = ctx.rng
    fence = r.choice(_FENCES)
    lines = [r.choice(["Resolve this issue: ", "Your task: ", "Task: ", ""]) + task, ""]
    if ctx.chance(0.7):
        lines.append(
            r.choice(
                [
                    "Work in small steps: inspect the code, reproduce, change it, check the change.",
                    "You can run shell commands and edit files; each command runs in a fresh shell.",
                    "Reply with one command per turn. Finish by printing DONE on its own line.",
                ]
            )
        )
    if ctx.chance(0.7):
        lines.append(
            f"\n<example_response>\nTHOUGHT: first I look around.\n\n```{fence}\nls -la\n```\n</example_response>"
        )
    if ctx.chance(0.6):
        for cmd in r.sample(["sed -i 's/a/b/' f.py", "nl -ba f.py | sed -n '10,20p'", "cat <<'EOF' > n.py", "x"], 2):
            lines.append(f"\n```{fence}\n{cmd}\n```")
    return "\n".join(lines)


def bash_block_agent(ctx: Ctx) -> Example:
    """THOUGHT + one fenced command per reply; the harness answers each with the command's result."""
    r = ctx.rng
    mode = agent_mode(ctx)
    task, label = _ask(ctx, mode)
    n = steps_for(ctx, mode)
    fence = r.choice(_FENCES)
    system = r.choice(
        [
            "You are a helpful assistant that can interact with a computer shell.",
            "Reply with your reasoning, then exactly one shell command in a fenced block.",
            "You fix software by running commands in a sandbox. One command per reply.",
        ]
    )
    msgs: list[dict[str, Any]] = [{"role": "system", "content": system}]
    msgs.append({"role": "user", "content": _shell_first_message(ctx, task)})
    for _ in range(n):
        cmd = r.choice(_COMMANDS)
        thought = r.choice(["THOUGHT: ", "", "Reasoning: "]) + r.choice(
            ["Check the layout.", "Run the failing test.", "Look at the parser.", "Apply the fix and re-run."]
        )
        msgs.append({"role": "assistant", "content": f"{thought}\n\n```{fence}\n{cmd}\n```"})
        msgs.append({"role": "user", "content": _shell_observation(ctx, cmd)})
    side = _side_or_none(ctx, msgs, n)
    body: dict[str, Any] = {"model": ctx.model(), "messages": msgs}
    if ctx.chance(0.5):
        body["temperature"] = 0.0
    return "/v1/chat/completions", ctx.headers(_UAS), body, SINGLE if side else (LONG if n else label)


def _code_action(ctx: Ctx) -> str:
    r = ctx.rng
    code = r.choice(
        [
            "rows = read_csv('data.csv')\nprint(len(rows))",
            "hits = search(query='parser timeout')\nprint(hits[:3])",
            "import os\nprint(sorted(os.listdir('.')))",
            "result = run_tests(path='tests')\nprint(result)",
        ]
    )
    thought = "Thought: " + r.choice(["load the data first.", "search before editing.", "check what is there."])
    if ctx.chance(0.5):
        return f"{thought}\n<code>\n{code}\n</code>"
    return f"{thought}\nCode:\n```py\n{code}\n```<end_code>"


def _code_result(ctx: Ctx) -> str:
    r = ctx.rng
    out = _output(ctx)
    x = r.random()
    if x < 0.45:
        return f"Observation:\nExecution logs:\n{out[:600]}\nLast output: None"
    if x < 0.65:
        return (
            f"Call id: call_{r.randint(1, 9)}\nError:\nCode execution failed at line 2 due to: "
            f"NameError: name '{r.choice(['rows', 'hits', 'df'])}' is not defined\nTry another way."
        )
    if x < 0.85:
        return f"Code output: {out[:400]}\n\nWhat do you make of it, and what is next?"
    return "That ran here and printed nothing. Next step, or are we finished?"


def code_blob_agent(ctx: Ctx) -> Example:
    """An agent that acts in code: results come back as user text, often as parts lists."""
    r = ctx.rng
    mode = agent_mode(ctx)
    task, label = _ask(ctx, mode)
    n = steps_for(ctx, mode)
    parts = ctx.chance(0.6)

    def msg(role: str, text: str) -> dict[str, Any]:
        return {"role": role, "content": [{"type": "text", "text": text}] if parts else text}

    msgs = [msg("system", "You solve tasks by writing code; tools are Python functions you can call.")]
    msgs.append(msg("user", r.choice(["New task:\n", "Task: ", ""]) + task))
    if n and ctx.chance(0.3):
        msgs.append(msg("assistant", "Plan:\n1. inspect\n2. change\n3. verify"))
        msgs.append(msg("user", "Go ahead with that plan."))
    for _ in range(n):
        action = _code_action(ctx)
        if parts and ctx.chance(0.5):
            call = json.dumps([{"id": "call_1", "type": "function", "function": {"name": "python_interpreter"}}])
            msgs.append(
                {
                    "role": "assistant",
                    "content": [{"type": "text", "text": action}, {"type": "text", "text": "Calling tools:\n" + call}],
                }
            )
        else:
            msgs.append(msg("assistant", action))
        msgs.append(msg("user", _code_result(ctx)))
    side = _side_or_none(ctx, msgs, n)
    body = {"model": ctx.model(), "messages": msgs, "stop": ["<end_code>", "Observation:"]}
    return "/v1/chat/completions", ctx.headers(_UAS), body, SINGLE if side else (LONG if n else label)


def _worked_example(ctx: Ctx) -> str:
    """An in-context demonstration of a function-tag protocol: it shows rounds that never ran here."""
    steps = []
    for cmd in ctx.rng.sample(_COMMANDS, 3):
        steps.append(
            f"ASSISTANT: Running it.\n<function=run_cmd>\n<parameter=command>{cmd}</parameter>\n</function>\n\n"
            f"USER: EXECUTION RESULT of [run_cmd]:\n{_output(ctx)[:300]}\n"
        )
    return "--- START OF EXAMPLE ---\n" + "\n".join(steps) + "--- END OF EXAMPLE ---\n\n--- NEW TASK ---\n"


def function_tag_agent(ctx: Ctx) -> Example:
    """Native tools converted to text for a model without function calling: tag calls, labelled results."""
    r = ctx.rng
    mode = agent_mode(ctx)
    task, label = _ask(ctx, mode)
    n = steps_for(ctx, mode)
    system = (
        "You are an autonomous engineer.\n\nTo call a function reply with\n<function=NAME>\n"
        "<parameter=ARG>value</parameter>\n</function>\nOne call per message."
    )
    first = (_worked_example(ctx) if ctx.chance(0.7) else "") + task
    msgs: list[dict[str, Any]] = [{"role": "system", "content": system}, {"role": "user", "content": first}]
    for _ in range(n):
        name = r.choice(["run_cmd", "file_editor", "execute_bash", "str_replace_editor", "browse"])
        arg = r.choice(_COMMANDS) if name != "file_editor" else cg.path(r)
        msgs.append(
            {
                "role": "assistant",
                "content": r.choice(["", "Let me check.\n", "Next step.\n"])
                + f"<function={name}>\n<parameter=command>{arg}</parameter>\n</function>",
            }
        )
        msgs.append({"role": "user", "content": f"EXECUTION RESULT of [{name}]:\n{_output(ctx)}"})
    side = _side_or_none(ctx, msgs, n)
    body = {"model": ctx.model(), "messages": msgs, "stop": ["</function"]}
    return "/v1/chat/completions", ctx.headers(_UAS), body, SINGLE if side else (LONG if n else label)


def system_result_agent(ctx: Ctx) -> Example:
    """A terminal assistant that sends each tool's output as a system message (or wrapped in user text)."""
    r = ctx.rng
    mode = agent_mode(ctx)
    task, label = _ask(ctx, mode)
    n = steps_for(ctx, mode)
    msgs: list[dict[str, Any]] = [
        {"role": "system", "content": "You are a terminal assistant. Run tools by writing fenced blocks."},
        {"role": "user", "content": task},
    ]
    wrap = ctx.chance(0.3)
    for _ in range(n):
        kind = r.random()
        if kind < 0.5:
            cmd = r.choice(_COMMANDS)
            msgs.append({"role": "assistant", "content": f"Running it.\n```shell\n{cmd}\n```"})
            result = f"Ran command: `{cmd}`\n\n```stdout\n{_output(ctx)}\n```"
            if ctx.chance(0.3):
                result += f"\n\nReturn code: {r.choice([1, 2])}"
        elif kind < 0.8:
            msgs.append({"role": "assistant", "content": "```ipython\nprint(sum(range(10)))\n```"})
            result = f"Executed code block.\n\n```stdout\n{r.randint(1, 99)}\n```"
        else:
            path = cg.path(r)
            msgs.append({"role": "assistant", "content": f"```save {path}\n{cg.code(r, 300)}\n```"})
            result = f"Saved to {path}"
        if wrap:
            msgs.append({"role": "user", "content": f"<system>\n{result}\n</system>"})
        else:
            msgs.append({"role": "system", "content": result})
    side = _side_or_none(ctx, msgs, n)
    body = {"model": ctx.model(), "messages": msgs}
    return "/v1/chat/completions", ctx.headers(_UAS), body, SINGLE if side else (LONG if n else label)


def _feedback(ctx: Ctx) -> str:
    """Build, test or lint output pasted back after the model's edit (by a harness or a person)."""
    r = ctx.rng
    p = cg.path(r)
    return r.choice(
        [
            f"I ran `{r.choice(_COMMANDS)}` and this is what it printed:\n\n{_output(ctx)}",
            f"--- FAIL: Test{r.choice(['Parse', 'Load', 'Merge'])} (0.00s)\n    x_test.go:{r.randint(5, 99)}: got 3"
            ", want 4\nFAIL",
            f"   Compiling app v0.1.0 (/src/app)\nerror[E0599]: no method named `len` found\n --> {p}:12:9",
            "PASS  src/date.test.ts\nFAIL  src/cart.test.ts\n  ● totals › adds tax\n    Expected: 12\n    Received: 1",
            f"src/api.ts({r.randint(1, 90)},{r.randint(1, 30)}): error TS2322: Type 'number' is not assignable",
            f"{p}\n  {r.randint(1, 90)}:{r.randint(1, 30)}  error  'x' is assigned but never used  no-unused-vars",
            f"$ {r.choice(['make', 'pytest', 'npm test'])}\n{_output(ctx)}\n[exited with code {r.randint(1, 2)}]",
            f"[ERROR] Your last reply used no tool; answer with one tool call (attempt {r.randint(1, 3)}).",
            f"Still failing after your change:\n```\n{_output(ctx)}\n```",
        ]
    )


def edit_feedback(ctx: Ctx) -> Example:
    """A chat edit turn answered by the result of running it: a retry turn of an edit loop (long)."""
    r = ctx.rng
    task = ctx.small_edit_text() if ctx.chance(0.5) else ctx.any_long()
    msgs: list[dict[str, Any]] = [{"role": "user", "content": task}]
    for _ in range(r.randint(1, 3)):
        msgs.append({"role": "assistant", "content": "Here is the change:\n```diff\n" + cg.diff(r, 300) + "\n```"})
        msgs.append({"role": "user", "content": _feedback(ctx)})
    body = {"model": ctx.model(), "messages": msgs}
    return "/v1/chat/completions", ctx.headers(_UAS), body, LONG


_QUOTE_ASKS = [
    "What does this error mean?",
    "Why does this happen?",
    "What is this message telling me?",
    "Is this a bug in my code or in the library?",
    "How do I read this output?",
    "What usually causes this?",
    "Can you explain this failure?",
    "Que signifie cette erreur ?",
    "Was bedeutet diese Fehlermeldung?",
    "这个错误是什么意思？",
]


def quoted_output_first_turn(ctx: Ctx) -> Example:
    """A first turn pasting one command and what it printed: no action ran in this conversation."""
    r = ctx.rng
    cmd = r.choice(_COMMANDS)
    fence = r.choice(["bash", "sh", "", "console"])
    out = _output(ctx)[:1200]
    if ctx.chance(0.4):
        out = f'Traceback (most recent call last):\n  File "{cg.path(r)}", line {r.randint(1, 200)}\nKeyError: "id"'
    ask = r.choice(_QUOTE_ASKS)
    text = r.choice(
        [
            f"I run\n```{fence}\n{cmd}\n```\nand get\n```\n{out}\n```\n{ask}",
            f"{ask}\n\n```\n$ {cmd}\n{out}\n```",
            f"Running `{cmd}` prints:\n\n{out}\n\n{ask}",
        ]
    )
    body = {"model": ctx.model(), "messages": [{"role": "user", "content": text}]}
    return "/v1/chat/completions", ctx.headers(_UAS), body, SINGLE


def react_completion(ctx: Ctx) -> Example:
    """A ReAct loop held in one legacy completions prompt, with or without its template."""
    r = ctx.rng
    mode = agent_mode(ctx)
    task, label = _ask(ctx, mode)
    n = steps_for(ctx, mode)
    numbered = ctx.chance(0.3)
    lines = []
    if ctx.chance(0.6):
        lines.append(
            "Work through the question with these steps:\nThought: reasoning\nAction: a tool name\n"
            "Action Input: its input\nObservation: the tool's reply\n(repeat)\nFinal Answer: the result\n\nBegin!\n"
        )
    lines.append(f"{r.choice(['Question', 'Task'])}: {task}")
    for k in range(1, n + 1):
        tag = f" {k}" if numbered else ""
        lines.append(f"Thought{tag}: {r.choice(['I need the file.', 'Search first.', 'Run the tests.'])}")
        lines.append(f"Action{tag}: {r.choice(['shell', 'read', 'search'])}")
        lines.append(f"Action Input{tag}: {r.choice(_COMMANDS)}")
        lines.append(f"Observation{tag}: {_output(ctx)[:500]}")
    lines.append("Thought:" if not numbered else f"Thought {n + 1}:")
    body = {
        "model": ctx.model(),
        "prompt": "\n".join(lines),
        "max_tokens": r.choice([256, 512, 1024]),
        "stop": ["\nObservation"],
        "temperature": 0,
    }
    return "/v1/completions", ctx.headers(_UAS), body, LONG if n else label


# ---- completion ----------------------------------------------------------------------------------------


def _cut(ctx: Ctx) -> tuple[str, str]:
    r = ctx.rng
    text = cg.code(r, int(r.lognormvariate(7.4, 0.8)))
    if ctx.chance(0.4):  # a comment that sounds like big work: a completion is still one hole
        text = r.choice(["# TODO: ", "// TODO: ", "-- FIXME: "]) + ctx.any_long().split("\n")[0] + "\n" + text
    cut = r.randint(len(text) // 3, max(len(text) // 3 + 1, len(text) - 3))
    return text[:cut], text[cut:]


_SENTINELS = [
    ("<fim-prefix>", "<fim-suffix>", "<fim-middle>"),
    ("<fim_prefix>", "<fim_suffix>", "<fim_middle>"),
    ("<s>\u2581<AIX-SPAN-PRE>", "\u2581<AIX-SPAN-POST>", "\u2581<AIX-SPAN-MIDDLE>"),
    ("<\uff5cfim\u2581begin\uff5c>", "<\uff5cfim\u2581hole\uff5c>", "<\uff5cfim\u2581end\uff5c>"),
    ("<|fim_prefix|>", "<|fim_suffix|>", "<|fim_middle|>"),
    ("<PRE> ", " <SUF>", " <MID>"),
    ("", "<|mask:0|>", "<|mask:1|><|mask:0|>"),
]


def infill_plugin(ctx: Ctx) -> Example:
    """Autocomplete requests in conventions beyond the usual sentinels: always single."""
    r = ctx.rng
    pre, suf = _cut(ctx)
    x = r.random()
    stops = r.choice([[], ["\n\n"], ["\n"], ["<|endoftext|>", "<file_sep>", "\n\n\n"]])
    if x < 0.25:  # llama.cpp infill fields (editor plugins), at its own path or elsewhere
        split = pre.rfind("\n")
        extra = [{"filename": cg.path(r), "text": cg.code(r, r.randint(100, 1500))} for _ in range(r.randint(0, 4))]
        body: dict[str, Any] = {
            "input_prefix": pre[: split + 1],
            "input_suffix": suf,
            "input_extra": extra,
            "prompt": pre[split + 1 :],
            "n_predict": r.choice([32, 64, 128, 256]),
            "stop": stops,
            "top_k": 40,
            "top_p": 0.9,
            "samplers": ["top_k", "top_p", "infill"],
            "cache_prompt": True,
            "t_max_predict_ms": r.choice([250, 500, 1000]),
            "stream": False,
        }
        if ctx.chance(0.15):  # a context warm-up: no cursor text at all
            body.update(input_prefix="", input_suffix="", prompt="", n_predict=0)
        ep = r.choice(["/infill", "/infill", "/v1/completions", "/v1/infill"])
        return ep, ctx.headers(_UAS), body, SINGLE
    if x < 0.35:  # editor-side segments
        body = {
            "language": r.choice(["python", "rust", "go", "typescript"]),
            "segments": {"prefix": pre, "suffix": suf},
        }
        if ctx.chance(0.5):
            body["segments"]["filepath"] = cg.path(r)
        return "/v1/completions", ctx.headers(_UAS), body, SINGLE
    if x < 0.5:  # a FIM endpoint or a local runner's generate with prompt + suffix
        ep = r.choice(["/v1/fim/completions", "/api/generate", "/v1/completions"])
        body = {"model": ctx.model(small=True), "prompt": pre, "suffix": suf, "max_tokens": r.choice([64, 128, 256])}
        if ep == "/api/generate":
            body = {"model": "codegemma:2b", "prompt": pre, "suffix": suf, "options": {"num_predict": 128}}
        return ep, ctx.headers(_UAS), body, SINGLE
    if x < 0.65:  # a bare prefix, no suffix, a stop list or a small budget
        body = {"model": ctx.model(small=True), "prompt": pre, "max_tokens": r.choice([16, 48, 96, 200])}
        body["stop"] = stops or ["\n\n"]
        return "/v1/completions", ctx.headers(_UAS), body, SINGLE
    if x < 0.85:  # other model families' sentinels, sometimes after a long context header
        a, b, m = r.choice(_SENTINELS)
        head = "".join(f"// {cg.path(r)}\n" for _ in range(r.randint(0, 20)))
        prompt = f"{head}{a}{pre}{b}{suf}{m}" if a else f"{head}{pre}{b}{suf}{m}"
        body = {"model": ctx.model(small=True), "prompt": prompt, "max_tokens": r.choice([32, 64, 128]), "stop": stops}
        return "/v1/completions", ctx.headers(_UAS), body, SINGLE
    # edit prediction: recent edits, an editable region with the cursor inside it
    lines = pre.split("\n")
    region = "\n".join(lines[-6:])
    events = f'User edited "{cg.path(r)}":\n```diff\n{cg.diff(r, 200)}\n```'
    start, end, cursor = r.choice(
        [
            ("<|editable_region_start|>", "<|editable_region_end|>", "<|user_cursor_is_here|>"),
            ("<|code_to_edit|>", "<|/code_to_edit|>", "<|cursor|>"),
        ]
    )
    excerpt = f"{start}\n{region}{cursor}{suf[:300]}\n{end}"
    prompt = f"### Instruction:\n{r.choice(['Predict the next edit.', 'Rewrite the region.'])}\n\n"
    prompt += f"### User Edits:\n\n{events}\n\n### User Excerpt:\n\n{excerpt}\n\n### Response:\n"
    if ctx.chance(0.5):
        body = {"model": ctx.model(small=True), "prompt": prompt, "max_tokens": r.choice([256, 512])}
        return "/v1/completions", ctx.headers(_UAS), body, SINGLE
    body = {"model": ctx.model(small=True), "messages": [{"role": "user", "content": prompt}], "max_tokens": 512}
    return "/v1/chat/completions", ctx.headers(_UAS), body, SINGLE


__all__ = [
    "bash_block_agent",
    "code_blob_agent",
    "edit_feedback",
    "function_tag_agent",
    "infill_plugin",
    "quoted_output_first_turn",
    "react_completion",
    "system_result_agent",
]
