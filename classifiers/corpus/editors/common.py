"""Shared machinery: records, tool specs, wire-format converters, generic agent trajectories."""
from __future__ import annotations

import json
import random

from . import vocab as V

S, L = "single_step", "long_horizon"


def record(rng, family, shape, endpoint, headers, body, label, ask, lang, kind):
    return {"id": f"ed-{family}-{V.hex_id(rng, 12)}", "family": family, "shape": shape, "endpoint": endpoint,
            "headers": {k.lower(): str(v) for k, v in headers.items()}, "body": body, "label": label,
            "ask": ask, "lang": lang, "kind": kind}


# ------------------------------------------------------------------ tools
TOOL_NOTES = [
    "Use `{n}` only when it is the most direct way to get the information or make the change you need.",
    "Results from `{n}` can be long; read them fully before deciding on the next step.",
    "Paths passed to `{n}` are resolved against the workspace root unless they are absolute.",
    "Do not call `{n}` repeatedly with the same arguments; if a call fails, change the arguments or try another approach.",
    "When several independent calls are needed, they may be issued together instead of one after another.",
    "If `{n}` returns an error, report the cause in one sentence and adjust; do not silently retry more than twice.",
    "Prefer narrow inputs: a specific path, a precise pattern, a small line range.",
    "Never use `{n}` to touch files outside the project unless the user explicitly asked for it.",
    "Output of `{n}` may be truncated for very large results; a note at the end says so.",
    "Before using `{n}` to change something, make sure you have read the current state first.",
    "`{n}` runs with the permissions of the user; treat anything destructive with care and explain it first.",
    "Large binary files are skipped by `{n}`.",
    "Examples: a good call names exactly the file or symbol involved; a bad call asks for the whole repository at once.",
    "The user can see each `{n}` call and may reject it; if rejected, ask what they would prefer.",
    "Line numbers shown by tools are 1-based.",
    "Respect .gitignore: generated folders such as node_modules, dist, target and .venv are excluded by default.",
    "Timeouts: calls that run longer than two minutes are stopped and return what was produced so far.",
    "Keep argument values free of surrounding quotes unless they are part of the value.",
]


def _expand(name, desc):
    r = random.Random(name)
    notes = r.sample(TOOL_NOTES, r.randint(3, 8))
    return desc + "\n\n" + "\n".join("- " + x.format(n=name) for x in notes)


def tool(name, desc, params, required=None):
    return {"name": name, "description": _expand(name, desc), "params": params,
            "required": list(params) if required is None else required}


def _schema(t):
    props = {}
    for k, v in t["params"].items():
        ty, d = v[0], v[1]
        if ty == "array":
            props[k] = {"type": "array", "items": {"type": "string"}, "description": d}
        elif ty == "enum":
            props[k] = {"type": "string", "enum": v[2], "description": d}
        else:
            props[k] = {"type": ty, "description": d}
    return {"type": "object", "properties": props, "required": t["required"]}


def openai_tools(specs, strict=False):
    out = []
    for t in specs:
        f = {"name": t["name"], "description": t["description"], "parameters": _schema(t)}
        if strict:
            f["strict"] = False
        out.append({"type": "function", "function": f})
    return out


def anthropic_tools(specs):
    return [{"name": t["name"], "description": t["description"], "input_schema": _schema(t)} for t in specs]


def call_id(rng, style="openai"):
    if style == "anthropic":
        return "toolu_01" + "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz0123456789") for _ in range(22))
    if style == "short":
        return "call_" + V.hex_id(rng, 8)
    return "call_" + "".join(rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789") for _ in range(24))


# ------------------------------------------------------------------ converters (internal -> wire)
def to_openai(system, msgs, system_role="system"):
    out = []
    if system is not None:
        out.append({"role": system_role, "content": system})
    for m in msgs:
        if m["role"] == "assistant" and m.get("tool_calls"):
            out.append({"role": "assistant", "content": m.get("content") or None,
                        "tool_calls": [{"id": c["id"], "type": "function",
                                        "function": {"name": c["name"], "arguments": json.dumps(c["args"], ensure_ascii=False)}}
                                       for c in m["tool_calls"]]})
        elif m["role"] == "tool":
            out.append({"role": "tool", "tool_call_id": m["tool_call_id"], "content": m["content"]})
        else:
            out.append({"role": m["role"], "content": m["content"]})
    return out


def to_ollama(system, msgs):
    out = []
    if system is not None:
        out.append({"role": "system", "content": system})
    for m in msgs:
        if m["role"] == "assistant" and m.get("tool_calls"):
            out.append({"role": "assistant", "content": m.get("content") or "",
                        "tool_calls": [{"function": {"name": c["name"], "arguments": c["args"]}} for c in m["tool_calls"]]})
        elif m["role"] == "tool":
            out.append({"role": "tool", "content": m["content"], "tool_name": m.get("name", "")})
        else:
            c = m["content"]
            if isinstance(c, list):
                c = "\n\n".join(p["text"] for p in c if p.get("type") == "text")
            out.append({"role": m["role"], "content": c})
    return out


def to_anthropic(msgs, cache=False):
    out = []
    for m in msgs:
        if m["role"] == "assistant":
            blocks = []
            if m.get("content"):
                blocks.append({"type": "text", "text": m["content"]})
            for c in m.get("tool_calls") or []:
                blocks.append({"type": "tool_use", "id": c["id"], "name": c["name"], "input": c["args"]})
            out.append({"role": "assistant", "content": blocks if m.get("tool_calls") else (m.get("content") or "")})
        elif m["role"] == "tool":
            blk = {"type": "tool_result", "tool_use_id": m["tool_call_id"], "content": m["content"]}
            if m.get("is_error"):
                blk["is_error"] = True
            if out and out[-1]["role"] == "user" and isinstance(out[-1]["content"], list) and \
                    any(b.get("type") == "tool_result" for b in out[-1]["content"]):
                out[-1]["content"].append(blk)
            else:
                out.append({"role": "user", "content": [blk]})
        else:
            c = m["content"]
            if isinstance(c, str):
                c = [{"type": "text", "text": c}]
            if out and out[-1]["role"] == "user" and isinstance(out[-1]["content"], list):
                out[-1]["content"].extend(c)  # consecutive user turns are sent as one message
            else:
                out.append({"role": "user", "content": list(c)})
    if cache and out:
        last = out[-1]
        if isinstance(last["content"], list) and last["content"]:
            last["content"][-1] = dict(last["content"][-1], cache_control={"type": "ephemeral"})
    return out


def text_of(content):
    if isinstance(content, str):
        return content
    return "\n".join(p.get("text", "") for p in content if isinstance(p, dict))


# ------------------------------------------------------------------ context rendering
def fence(ctx, with_path=True, style="md"):
    if ctx is None:
        return ""
    lang = ctx.get("lang") or ""
    path = ctx.get("path")
    if style == "md_path" and path:
        head = f"```{lang} {path}"
    elif style == "colon" and path:
        head = f"```{lang}:{path}"
    else:
        head = f"```{lang}"
    s = f"{head}\n{ctx['text'].rstrip()}\n```"
    if with_path and path and style == "md":
        s = f"{path}\n" + s
    if ctx.get("error"):
        s += f"\n\n```\n{ctx['error']}\n```"
    return s


def with_ctx_inline(ask, ctx, rng):
    """Paste the supplied content next to the ask the way a human would in a plain chat box."""
    if ctx is None:
        return ask
    block = fence(ctx, with_path=rng.random() < 0.5)
    return f"{ask}\n\n{block}" if rng.random() < 0.7 else f"{block}\n\n{ask}"


def numbered(text, start=1):
    return "\n".join(f"{i} | {l}" for i, l in enumerate(text.split("\n"), start))


# ------------------------------------------------------------------ generic agent trajectories
ACT_THOUGHT = {"run": "Let me run that and look at the output.", "read": "Let me read the file.", "edit": "Applying the change now.",
               "write": "Creating the file.", "list": "Let me look at the project layout.", "grep": "Searching for usages.", "glob": "Finding the matching files."}
THOUGHTS = ["Let me look at the project structure first.", "I'll start by reading the relevant file.",
            "Let me search for where this is defined.", "Now I'll check the tests.", "I'll make the change now.",
            "Let me run the tests to see the current state.", "I need to see how this is called.",
            "Found it. Updating the implementation.", "Let me verify the fix.", "Checking the config next.",
            "", "", "I'll look for other usages before changing the signature.", "Let me re-run the failing test."]


def trajectory(rng: random.Random, p: dict, n: int, end: str = "ok") -> list[dict]:
    """Generic steps: {action, args, output, exit, error}. end: ok | error"""
    src = V.src_files(p) or p["files"]
    steps = []
    plan = ["list", "read", "grep", "read", "edit", "run", "read", "edit", "run", "glob", "read", "write", "run"]
    start = 0 if rng.random() < 0.6 else rng.randint(1, 3)
    for i in range(n):
        act = plan[(start + i) % len(plan)]
        if act == "list":
            steps.append({"action": "list", "args": {"path": rng.choice([".", "src", p["mods"][0]])},
                          "output": V.listing(p, rng), "exit": 0})
        elif act == "read":
            f = rng.choice(src)
            steps.append({"action": "read", "args": {"path": f}, "output": V.file_content(rng, p, f, rng.randint(3, 16)), "exit": 0})
        elif act == "grep":
            pat = V.fn_name(rng, p["lang"])
            steps.append({"action": "grep", "args": {"pattern": pat, "path": "."}, "output": V.grep_output(rng, p, pat), "exit": 0})
        elif act == "glob":
            pat = "**/*" + V.LANGS[p["lang"]]["ext"]
            steps.append({"action": "glob", "args": {"pattern": pat}, "output": "\n".join(src), "exit": 0})
        elif act == "edit":
            f = rng.choice(src)
            fn = V.fn_name(rng, p["lang"])
            old = f"    value = {fn}(data)"
            new = f"    if not data:\n        return None\n    value = {fn}(data)"
            steps.append({"action": "edit", "args": {"path": f, "old": old, "new": new}, "output": "ok", "exit": 0})
        elif act == "write":
            f = rng.choice(V.test_files(p) or src)
            steps.append({"action": "write", "args": {"path": f, "content": V.gen_file(rng, p["lang"], 2)}, "output": "ok", "exit": 0})
        elif act == "run":
            cmd = rng.choice([p["test"], p["lint"], p["test"] + " -x" if p["lang"] == "python" else p["test"], "git status", "git log --oneline -n 6"])
            out, code = V.shell_output(rng, p, cmd)
            steps.append({"action": "run", "args": {"cmd": cmd}, "output": out, "exit": code})
    if end == "error":
        kind = rng.choice(["test", "edit", "cmd"])
        if kind == "test":
            steps.append({"action": "run", "args": {"cmd": p["test"]}, "output": V.test_output(rng, p, True), "exit": 1, "error": "test"})
        elif kind == "edit":
            f = rng.choice(src)
            steps.append({"action": "edit", "args": {"path": f, "old": f"    return {V.fn_name(rng, p['lang'])}(x)", "new": "    return None"},
                          "output": "no match", "exit": 1, "error": "edit"})
        else:
            bad = rng.choice(["pnpm lint", "make check", "poetry run mypy .", "npx tsc --noEmit"])
            steps.append({"action": "run", "args": {"cmd": bad}, "output": rng.choice([
                f"bash: {bad.split()[0]}: command not found", V.lint_output(rng, p)]), "exit": 127 if rng.random() < 0.4 else 2, "error": "cmd"})
    return steps


def steps_to_msgs(rng, steps, mapper, fmt, id_style="openai", thoughts=True, parallel=0.0):
    """mapper(step) -> (tool_name, args); fmt(step) -> result text. Returns internal messages."""
    msgs = []
    i = 0
    while i < len(steps):
        group = [steps[i]]
        if parallel and rng.random() < parallel and i + 1 < len(steps) and steps[i]["action"] in ("read", "grep", "list") \
                and steps[i + 1]["action"] in ("read", "grep", "list"):
            group.append(steps[i + 1])
        calls, results = [], []
        for s in group:
            name, args = mapper(s)
            cid = call_id(rng, id_style)
            calls.append({"id": cid, "name": name, "args": args})
            results.append({"role": "tool", "tool_call_id": cid, "name": name, "content": fmt(s), "is_error": bool(s.get("error"))})
        th = rng.choice(THOUGHTS + [ACT_THOUGHT[group[0]["action"]]] * 4) if thoughts else ""
        msgs.append({"role": "assistant", "content": th, "tool_calls": calls})
        msgs.extend(results)
        i += len(group)
    return msgs


# ------------------------------------------------------------------ generic side-call helpers
def history_text(rng, p, task, steps, who=("USER", "ASSISTANT")):
    lines = [f"{who[0]}: {task}"]
    for s in steps:
        lines.append(f"{who[1]}: [{s['action']}] {json.dumps(s['args'], ensure_ascii=False)[:160]}")
        lines.append(f"TOOL: {s['output'][:400]}")
    return "\n".join(lines)


ANSWERS = ["Here's a version that keeps the behaviour but is easier to read:\n\n```python\n{code}```\n\nThe main change is pulling the guard clause up front.",
           "Short answer: it walks the list once, skips entries without the key and returns them sorted. The `limit` check stops early.",
           "You can do it like this:\n\n```\n{code}```\nLet me know if you need it adapted to your framework.",
           "That command rewrites history for the branch, so only use it on branches nobody else has pulled.",
           "I made the change across the three handlers and updated the tests; everything passes locally."]


def assistant_answer(rng, p=None):
    code = V.gen_function(rng, rng.choice(["python", "typescript"]))[1]
    return rng.choice(ANSWERS).format(code=code)
