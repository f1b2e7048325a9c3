"""Wire formats (OpenAI chat, Anthropic messages, OpenAI responses, XML-in-text) and
the generator of abstract agent-loop steps with their tool outputs."""

import json
import string

from . import content as C

ALNUM = string.ascii_letters + string.digits


def rid(rng, n=24, prefix=""):
    return prefix + "".join(rng.choice(ALNUM) for _ in range(n))


def spec(name, desc, props, required=None):
    """props: name -> (json type, description) or name -> full schema dict."""
    p = {}
    for k, v in props.items():
        if isinstance(v, dict):
            p[k] = v
        else:
            t, d = v
            if t == "array":
                p[k] = {"type": "array", "items": {"type": "string"}, "description": d}
            else:
                p[k] = {"type": t, "description": d}
    return {"name": name, "description": desc,
            "parameters": {"type": "object", "properties": p, "required": list(required or [])}}


def oa_tools(specs):
    return [{"type": "function", "function": {"name": s["name"], "description": s["description"],
                                              "parameters": s["parameters"]}} for s in specs]


def an_tools(specs):
    return [{"name": s["name"], "description": s["description"], "input_schema": s["parameters"]} for s in specs]


def rs_tools(specs):
    return [{"type": "function", "name": s["name"], "description": s["description"], "parameters": s["parameters"],
             "strict": False} for s in specs]


# ---------------------------------------------------------------- loop steps
def _search_pattern(rng, ws):
    return rng.choice(["TODO", "ttl", "expires_at", "retry", "legacy_client", "def load_", "func Load", "cache.set",
                       "process.env", "os.environ", "@Deprecated", "console.log", "unwrap()", "SELECT "])


def make_loop(rng, ws, allowed, n_steps, task_label="long_horizon"):
    """Return a list of abstract steps: {action, args, output, code(optional)}."""
    if task_label == "single_step":
        plan = ["read"] if rng.random() < 0.5 else ["search", "read", "read"]
    else:
        plan = rng.choice([
            ["search", "read", "run", "edit", "run", "read", "edit", "run"],
            ["list", "read", "read", "edit", "diag", "run", "edit", "run"],
            ["run", "read", "search", "read", "edit", "run", "edit", "run"],
            ["list", "search", "read", "write", "edit", "run", "read", "edit"],
            ["read", "edit", "diag", "edit", "run", "run"],
        ])
    plan = [a for a in plan if a in allowed] or [a for a in ("read", "list", "search") if a in allowed][:1]
    steps = []
    edited = False
    for a in plan[:max(1, n_steps)]:
        st = {"action": a}
        if a == "read":
            rel = rng.choice(ws["src_files"])
            f = C.make_file(rng, C.LANG_OF_EXT[rel.rsplit(".", 1)[1]], rng.choice([900, 1800, 3500, 6000]), ws, path=rel)
            st["args"] = {"path": rel}
            st["output"] = f["text"]
            st["file"] = f
        elif a == "list":
            d = rng.choice(ws["dirs"] + ["."])
            st["args"] = {"path": d}
            items = [x for x in ws["files"] if d == "." or x.startswith(d + "/")]
            st["output"] = "\n".join(sorted({(x[len(d) + 1:] if d != "." else x).split("/")[0] + ("/" if "/" in (x[len(d) + 1:] if d != "." else x) else "") for x in items}))
        elif a == "search":
            pat = _search_pattern(rng, ws)
            st["args"] = {"pattern": pat, "path": "."}
            hits = []
            for _ in range(rng.randint(0, 7)):
                hits.append(f"{rng.choice(ws['src_files'])}:{rng.randint(3, 300)}:    {pat} {rng.choice(['= None', '(key)', 'here', '// old path', 'x, y', ''])}".rstrip())
            st["output"] = "\n".join(sorted(hits)) if hits else "No matches found."
        elif a == "run":
            cmd = C.test_command(ws) if rng.random() < 0.75 else C.build_command(ws)
            failing = (not edited) or rng.random() < 0.5
            st["args"] = {"command": cmd}
            if cmd == C.test_command(ws):
                st["output"] = C.test_output(rng, ws, failing=failing)
            else:
                st["output"] = C.error_output(rng, ws) if failing else ""
            st["code"] = 1 if failing else 0
        elif a == "edit":
            rel = rng.choice(ws["src_files"])
            old = rng.choice(["return None", "if not raw:", "ttl=300", "retries = 3", "limit = 50", "return out"])
            new = rng.choice(["return []", "if raw is None or not raw.strip():", "ttl=self.ttl", "retries = cfg.retries",
                              "limit = DEFAULT_LIMIT", "return out[:limit]"])
            st["args"] = {"path": rel, "old": old, "new": new}
            st["output"] = ""
            edited = True
        elif a == "write":
            rel = rng.choice(ws["dirs"] or ["src"]) + "/" + rng.choice(["helpers", "feature_flags", "settings", "pagination"]) + "." + C.EXT[ws["lang"]]
            f = C.make_file(rng, ws["lang"], 700, ws, path=rel)
            st["args"] = {"path": rel, "content": f["text"]}
            st["output"] = ""
            edited = True
        elif a == "diag":
            rel = rng.choice(ws["src_files"])
            items = C.make_diagnostics(rng, ws, {"path": rel}, n=rng.randint(0, 3))
            st["args"] = {"path": rel}
            st["output"] = C.diagnostics_text(items, "compact") if items else "No errors found."
        steps.append(st)
    return steps


def default_result(st, ws):
    a = st["action"]
    if a == "run":
        out = st["output"] or "(no output)"
        return f"{out}\n\nCommand exited with code {st['code']}"
    if a == "edit":
        return f"The file {st['args']['path']} has been updated."
    if a == "write":
        return f"Created {st['args']['path']}."
    return st["output"]


# ---------------------------------------------------------------- renderers
def loop_openai(rng, steps, tmap, ws, result=default_result, text_before=None, parallel=False):
    """tmap: action -> (tool_name, argfn(args, ws) -> dict). Returns list of messages."""
    msgs = []
    for st in steps:
        name, argfn = tmap[st["action"]]
        cid = rid(rng, 24, "call_")
        m = {"role": "assistant", "content": (text_before(rng, st) if text_before else None),
             "tool_calls": [{"id": cid, "type": "function",
                             "function": {"name": name, "arguments": json.dumps(argfn(st["args"], ws), ensure_ascii=False)}}]}
        msgs.append(m)
        msgs.append({"role": "tool", "tool_call_id": cid, "content": result(st, ws)})
    return msgs


def loop_anthropic(rng, steps, tmap, ws, result=default_result, text_before=None):
    msgs = []
    for st in steps:
        name, argfn = tmap[st["action"]]
        tid = rid(rng, 22, "toolu_01")
        blocks = []
        if text_before:
            t = text_before(rng, st)
            if t:
                blocks.append({"type": "text", "text": t})
        blocks.append({"type": "tool_use", "id": tid, "name": name, "input": argfn(st["args"], ws)})
        msgs.append({"role": "assistant", "content": blocks})
        msgs.append({"role": "user", "content": [{"type": "tool_result", "tool_use_id": tid,
                                                  "content": result(st, ws), "is_error": False}]})
    return msgs


def loop_responses(rng, steps, tmap, ws, result=default_result):
    items = []
    for st in steps:
        name, argfn = tmap[st["action"]]
        cid = rid(rng, 24, "call_")
        if rng.random() < 0.5:
            items.append({"type": "reasoning", "id": rid(rng, 32, "rs_"), "summary": [],
                          "encrypted_content": rid(rng, 120)})
        items.append({"type": "function_call", "id": rid(rng, 32, "fc_"), "call_id": cid, "name": name,
                      "arguments": json.dumps(argfn(st["args"], ws), ensure_ascii=False)})
        items.append({"type": "function_call_output", "call_id": cid, "output": result(st, ws)})
    return items


THOUGHTS = {
    "read": ["Let me look at the relevant code first.", "I'll read this file to see the implementation.", ""],
    "list": ["I need to see the directory layout first.", "Let me check how the project is organised.", ""],
    "search": ["I'll check where this is used elsewhere.", "Searching for the relevant symbol.", ""],
    "run": ["Running the tests to see the current state.", "Let me verify with the test suite.", ""],
    "edit": ["Found the cause. Applying the fix now.", "I'll update this part.", ""],
    "write": ["I'll add a new module for this.", ""],
    "diag": ["Checking for errors after the change.", ""],
}


def thought(rng, st):
    t = rng.choice(THOUGHTS.get(st["action"], [""]))
    return t or None
