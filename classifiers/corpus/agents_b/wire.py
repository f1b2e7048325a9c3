"""Wire helpers: abstract agent steps, tool schemas, and the four endpoint body builders."""
from __future__ import annotations

import json
import random

from . import material as M

# ------------------------------------------------------------------ abstract steps
THOUGHTS = {
    "ls": ["Let me look at the layout of the repository first.", "I'll start by listing the files to get oriented.",
           "First, explore the project structure.", "Checking what's in the working directory."],
    "grep": ["Let me search for where {sym} is defined and used.", "I'll grep for {sym} to find the relevant code.",
             "Searching the codebase for {sym}."],
    "view": ["Let me open {path} to read the implementation.", "Now I'll look at {path}.", "Reading {path} around the relevant function."],
    "repro": ["I'll run a small script to reproduce the problem.", "Let me confirm the bug with a reproduction script."],
    "edit": ["The issue is in {path}: the expired branch returns the stale value. I'll fix it.", "I'll make the change in {path}.",
             "Now apply the fix in {path}."],
    "test": ["Let me run the test suite to check the change.", "Running the tests now.", "Verify with the tests."],
    "diff": ["Let me review the full diff before finishing.", "Checking the final diff."],
    "lint": ["Run the linter on the touched files.", "Let me make sure lint is clean."],
    "install": ["A dependency is missing; installing it.", "Install the test dependencies first."],
}


def step(rng: random.Random, r: dict, kind: str) -> dict:
    sym = rng.choice(M.FUNCS)
    path = rng.choice(r["src"])
    d = {"kind": kind, "path": path, "sym": sym, "rc": 0}
    if kind == "ls":
        d["cmd"] = rng.choice(["ls -la", "find . -type f -not -path './.git/*' | head -80", "ls", "tree -L 2"])
        d["out"] = M.out_find(r, rng) if d["cmd"].startswith("find") else M.out_ls(r, rng)
    elif kind == "grep":
        d["cmd"] = rng.choice([f"grep -rn \"{sym}\" .", f"rg -n {sym}", f"grep -rn 'def {sym}' --include=*.{r['ext']} ."])
        d["out"] = M.out_grep(r, rng, sym)
        d["rc"] = 0 if d["out"] else 1
    elif kind == "view":
        src, shown = M.out_view(r, rng, path)
        d["cmd"] = rng.choice([f"cat -n {path}", f"sed -n '1,120p' {path}", f"nl -ba {path} | head -150"])
        d["out"] = shown
        d["src"] = src
    elif kind == "repro":
        d["cmd"] = rng.choice(["python reproduce.py", "python /tmp/repro_issue.py", "python -c 'from %s import %s; print(%s([]))'" % (r["pkg"], sym, sym)])
        d["out"] = M.out_traceback(r, rng)
        d["rc"] = 1
    elif kind == "edit":
        lang = r["lang"]
        if lang == "python":
            old, new = rng.choice([("        if now - entry.stamp > self.ttl:\n            return entry.value",
                                    "        if now - entry.stamp > self.ttl:\n            self._data.pop(key, None)\n            return None"),
                                   ("    return out", "    return out or []"),
                                   ("        key, _, value = line.partition(\"=\")", "        key, sep, value = line.partition(\"=\")\n        if not sep:\n            continue")])
        elif lang in ("typescript", "javascript"):
            old, new = rng.choice([("    if (seen.has(k)) return false;", "    if (k === undefined || seen.has(k)) return false;"),
                                   ("  if (!res.ok) throw new Error(`HTTP ${res.status}`);", "  if (!res.ok) {\n    throw new HttpError(res.status, await res.text());\n  }")])
        elif lang == "go":
            old, new = ("\t\tif it == \"\" {", "\t\tif it == \"\" || strings.HasPrefix(it, \"#\") {")
        elif lang == "rust":
            old, new = ("        .map(|s| s.trim().parse::<u32>())", "        .filter(|s| !s.trim().is_empty())\n        .map(|s| s.trim().parse::<u32>())")
        else:
            old, new = ("        if (s == null || s.isBlank()) continue;", "        if (s == null || s.isBlank()) {\n            continue;\n        }")
        d["old"], d["new"] = old, new
        first_old = old.strip().split("\n")[0].replace("/", "\\/")
        d["cmd"] = f"sed -i 's/{first_old[:40]}/{new.strip().split(chr(10))[0].replace('/', chr(92) + '/')[:40]}/' {path}"
        d["out"] = M.numbered(new + "\n" + M.code(rng, r["lang"])[:300], rng.randint(30, 200))
    elif kind == "test":
        fail = rng.random() < 0.55
        d["cmd"] = r["test_cmd"] if rng.random() < 0.7 else r["test_cmd"] + " " + rng.choice(r["tests"])
        d["out"] = M.out_test_fail(r, rng) if fail else M.out_test_pass(r, rng)
        d["rc"] = 1 if fail else 0
    elif kind == "diff":
        d["cmd"] = rng.choice(["git diff", "git status && git diff", "git --no-pager diff --stat && git diff"])
        d["out"] = M.out_diff(r, rng, path)
    elif kind == "lint":
        d["cmd"] = {"python": rng.choice(["ruff check .", "flake8"]), "typescript": "npm run lint", "javascript": "npx eslint .",
                    "rust": "cargo clippy -q", "go": "golangci-lint run", "java": "./gradlew checkstyleMain"}[r["lang"]]
        d["out"] = M.out_lint(r, rng)
        d["rc"] = 1
    else:
        d["cmd"] = M.INSTALL_CMD[r["lang"]]
        d["out"] = M.out_install(rng, r["lang"])
    d["thought"] = rng.choice(THOUGHTS[kind]).format(sym=sym, path=path)
    return d


ORDERS = [
    ["ls", "grep", "view", "repro", "view", "edit", "repro", "test", "edit", "test", "diff"],
    ["ls", "view", "test", "grep", "view", "edit", "test", "lint", "edit", "test", "diff"],
    ["install", "test", "grep", "view", "edit", "test", "view", "edit", "test"],
    ["grep", "view", "view", "edit", "test", "diff"],
]


def steps(rng: random.Random, r: dict, n: int) -> list[dict]:
    order = rng.choice(ORDERS)
    tail = ["view", "edit", "test", "grep", "view", "edit", "test", "lint", "test", "diff"]
    kinds = [order[k] if k < len(order) else tail[(k - len(order)) % len(tail)] for k in range(n)]
    return [step(rng, r, k) for k in kinds]


def n_steps(rng: random.Random) -> int:
    return rng.choice([1, 1, 2, 2, 3, 3, 4, 5, 6, 8, 10, 14])


def cid(rng: random.Random, style: str = "call") -> str:
    if style == "toolu":
        return "toolu_01" + "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz0123456789") for _ in range(22))
    if style == "fc":
        return "call_" + "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz0123456789") for _ in range(24))
    return "call_" + "".join(rng.choice("0123456789abcdef") for _ in range(16))


# ------------------------------------------------------------------ tool schemas
def fn(name: str, desc: str, props: dict, required: list | None = None) -> dict:
    properties = {}
    for k, v in props.items():
        if isinstance(v, dict):
            properties[k] = v
        else:
            t, dsc = v
            properties[k] = {"type": t, "description": dsc}
            if t == "array":
                properties[k]["items"] = {"type": "string"}
    return {"type": "function", "function": {"name": name, "description": desc,
                                             "parameters": {"type": "object", "properties": properties,
                                                            "required": list(props) if required is None else required}}}


def to_anthropic(tools: list) -> list:
    return [{"name": t["function"]["name"], "description": t["function"]["description"],
             "input_schema": t["function"]["parameters"]} for t in tools]


def to_responses(tools: list) -> list:
    return [{"type": "function", "name": t["function"]["name"], "description": t["function"]["description"],
             "strict": False, "parameters": t["function"]["parameters"]} for t in tools]


# ------------------------------------------------------------------ events -> bodies
# events: ("user", text|parts) ("assistant", text) ("system", text)
#         ("calls", thought|None, [(id, name, args)])  ("results", [(id, name, text, is_error)])


def chat_messages(system: str | None, events: list, sys_role: str = "system", tool_name_field: bool = False) -> list:
    msgs = []
    if system is not None:
        msgs.append({"role": sys_role, "content": system})
    for ev in events:
        k = ev[0]
        if k in ("user", "assistant", "system"):
            msgs.append({"role": k, "content": ev[1]})
        elif k == "calls":
            msgs.append({"role": "assistant", "content": ev[1],
                         "tool_calls": [{"id": i, "type": "function", "function": {"name": n, "arguments": json.dumps(a)}}
                                        for i, n, a in ev[2]]})
        elif k == "results":
            for i, n, t, _err in ev[1]:
                m = {"role": "tool", "tool_call_id": i, "content": t}
                if tool_name_field:
                    m["name"] = n
                msgs.append(m)
    return msgs


def anthropic_messages(events: list, cache: bool = True) -> list:
    msgs: list = []
    for ev in events:
        k = ev[0]
        if k == "user":
            content = ev[1] if isinstance(ev[1], list) else [{"type": "text", "text": ev[1]}]
            if msgs and msgs[-1]["role"] == "user":
                msgs[-1]["content"].extend(content)
            else:
                msgs.append({"role": "user", "content": list(content)})
        elif k == "assistant":
            msgs.append({"role": "assistant", "content": [{"type": "text", "text": ev[1]}]})
        elif k == "calls":
            blocks = [{"type": "text", "text": ev[1]}] if ev[1] else []
            blocks += [{"type": "tool_use", "id": i, "name": n, "input": a} for i, n, a in ev[2]]
            msgs.append({"role": "assistant", "content": blocks})
        elif k == "results":
            blocks = []
            for i, _n, t, err in ev[1]:
                b = {"type": "tool_result", "tool_use_id": i, "content": t}
                if err:
                    b["is_error"] = True
                blocks.append(b)
            msgs.append({"role": "user", "content": blocks})
    if cache and msgs:
        last = msgs[-1]["content"]
        if last and isinstance(last, list):
            last[-1] = dict(last[-1], cache_control={"type": "ephemeral"})
    return msgs


def responses_input(events: list, rng: random.Random, reasoning: bool = True) -> list:
    items = []
    for ev in events:
        k = ev[0]
        if k in ("user", "developer"):
            items.append({"type": "message", "role": k, "content": [{"type": "input_text", "text": ev[1]}]})
        elif k == "assistant":
            items.append({"type": "message", "role": "assistant", "content": [{"type": "output_text", "text": ev[1]}]})
        elif k == "calls":
            if reasoning and rng.random() < 0.6:
                items.append({"type": "reasoning", "summary": ([{"type": "summary_text", "text": "**" + ev[1][:60] + "**"}] if ev[1] else []),
                              "content": None, "encrypted_content": "gAAAAB" + "".join(rng.choice("abcdefghijklmnopqrstuvwxyz0123456789_-") for _ in range(rng.randint(80, 400)))})
            elif ev[1]:
                items.append({"type": "message", "role": "assistant", "content": [{"type": "output_text", "text": ev[1]}]})
            for i, n, a in ev[2]:
                items.append({"type": "function_call", "name": n, "arguments": json.dumps(a), "call_id": i})
        elif k == "results":
            for i, _n, t, _e in ev[1]:
                items.append({"type": "function_call_output", "call_id": i, "output": t})
    return items


def text_only(events: list, user_prefix: str = "", asst_prefix: str = "") -> str:
    return "\n\n".join(ev[1] if isinstance(ev[1], str) else "" for ev in events if ev[0] in ("user", "assistant"))


# ------------------------------------------------------------------ headers
def h_openai_py(rng: random.Random, extra: dict | None = None) -> dict:
    v = rng.choice(["1.54.4", "1.68.2", "1.82.0", "1.97.1", "1.99.9", "2.2.0"])
    h = {"content-type": "application/json", "accept": "application/json", "user-agent": f"OpenAI/Python {v}",
         "x-stainless-lang": "python", "x-stainless-package-version": v, "x-stainless-os": rng.choice(["Linux", "MacOS"]),
         "x-stainless-arch": rng.choice(["x64", "arm64"]), "x-stainless-runtime": "CPython",
         "x-stainless-runtime-version": rng.choice(["3.11.9", "3.12.4", "3.10.14"]), "x-stainless-retry-count": "0",
         "authorization": "Bearer sk-placeholder"}
    if extra:
        h.update(extra)
    return h


def h_openai_node(rng: random.Random, extra: dict | None = None) -> dict:
    v = rng.choice(["4.73.0", "4.96.2", "5.10.1", "5.12.2"])
    h = {"content-type": "application/json", "accept": "application/json", "user-agent": f"OpenAI/JS {v}",
         "x-stainless-lang": "js", "x-stainless-package-version": v, "x-stainless-os": rng.choice(["Linux", "MacOS", "Windows"]),
         "x-stainless-arch": rng.choice(["x64", "arm64"]), "x-stainless-runtime": "node",
         "x-stainless-runtime-version": rng.choice(["v20.17.0", "v22.11.0", "v18.20.4"]), "authorization": "Bearer sk-placeholder"}
    if extra:
        h.update(extra)
    return h


def h_litellm(rng: random.Random) -> dict:
    h = h_openai_py(rng)
    h["user-agent"] = h["user-agent"]  # litellm goes through the openai SDK
    return h


def h_anthropic_py(rng: random.Random) -> dict:
    v = rng.choice(["0.40.0", "0.49.0", "0.57.1"])
    return {"content-type": "application/json", "accept": "application/json", "anthropic-version": "2023-06-01",
            "user-agent": f"Anthropic/Python {v}", "x-stainless-lang": "python", "x-stainless-package-version": v,
            "x-api-key": "sk-ant-placeholder"}


def h_plain(rng: random.Random, ua: str) -> dict:
    return {"content-type": "application/json", "accept": rng.choice(["application/json", "*/*"]), "user-agent": ua,
            "authorization": "Bearer sk-placeholder"}


def uid(rng: random.Random) -> str:
    h = "%032x" % rng.getrandbits(128)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{'89ab'[rng.getrandbits(2)]}{h[17:20]}-{h[20:32]}"
