"""Wire-format renderers shared by several families."""
import json

import content as C
from core import call_args, dumps, hexid, result_text, step_as_shell, shell_output, uuid

SUMMARY_ASKS = {
    "detailed": ("Write a detailed summary of this conversation so far so that the work can continue in a fresh context. "
                 "Cover: the user's requests in order, the files read and changed (with paths), commands run and their outcome, "
                 "errors met and how they were handled, decisions taken, and what is still left to do. Output only the summary, "
                 "wrapped in <summary></summary>."),
    "handoff": ("You are handing this session over to another engineer. Produce a compact checkpoint of the session: goal, "
                "current state, key file paths, commands that matter, open problems and the exact next step. Use short bullet points."),
    "snapshot": ("Compress the history above into a state snapshot. Use the sections <overall_goal>, <key_knowledge>, "
                 "<file_system_state>, <recent_actions> and <current_plan>. Be terse but do not drop file paths or error messages."),
    "brief": "Briefly summarize the conversation above in a few paragraphs, keeping function names, file names and unresolved questions.",
}


# ------------------------------------------------------------------ OpenAI chat with native tools
def oa_history(F, rng, P, steps, id_fmt="call_"):
    msgs = []
    k = 0
    while k < len(steps):
        # sometimes the model issues two independent read-only calls in one turn
        batch = [steps[k]]
        if F.parallel and steps[k]["kind"] in ("read", "grep", "ls") and k + 1 < len(steps) and steps[k + 1]["kind"] in ("read", "grep") and rng.random() < 0.35:
            batch.append(steps[k + 1])
        calls, results = [], []
        for st in batch:
            name, args = F.args(st, P)
            cid = F.call_id(rng)
            calls.append({"id": cid, "type": "function", "function": {"name": name, "arguments": dumps(args)}})
            results.append({"role": "tool", "tool_call_id": cid, "content": F.result(st)})
        a = {"role": "assistant", "content": batch[0]["thought"] if F.thought_text else (None if F.null_content else ""), "tool_calls": calls}
        msgs.append(a)
        for r in results:
            if F.tool_name_in_result:
                r["name"] = calls[results.index(r)]["function"]["name"]
            msgs.append(r)
        k += len(batch)
    return msgs


def oa_body(F, rng, P, first_content, steps=(), tail=None, prior=(), system=None, tools=True):
    msgs = []
    model = F.model(rng)
    sys_text = system if system is not None else F.system(rng, P)
    if sys_text:
        role = "developer" if model.split("/")[-1].startswith(("o1", "o3", "o4", "gpt-5")) and F.sys_role == "system" else F.sys_role
        msgs.append({"role": role, "content": sys_text})
    msgs += list(prior)
    msgs.append({"role": "user", "content": first_content})
    msgs += oa_history(F, rng, P, steps)
    if tail is not None:
        msgs.append({"role": "user", "content": tail})
    body = {"model": model, "messages": msgs}
    if tools and F.tools_spec:
        body["tools"] = F.tools(rng)
    body.update(F.extra(rng))
    return body


# ------------------------------------------------------------------ Anthropic messages
def an_history(F, rng, P, steps):
    msgs = []
    for st in steps:
        name, args = F.args(st, P)
        tid = "toolu_01" + "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz0123456789") for _ in range(22))
        blocks = []
        if rng.random() < 0.7:
            blocks.append({"type": "text", "text": st["thought"]})
        blocks.append({"type": "tool_use", "id": tid, "name": name, "input": args})
        msgs.append({"role": "assistant", "content": blocks})
        res = F.result(st)
        rb = {"type": "tool_result", "tool_use_id": tid, "content": res}
        if st["kind"] == "shell" and st.get("code") and rng.random() < 0.5:
            rb["is_error"] = True
        msgs.append({"role": "user", "content": [rb]})
    return msgs


# ------------------------------------------------------------------ Responses API (Codex style)
def codex_patch(st, P):
    if st["kind"] == "edit":
        old = "\n".join("-" + l for l in st["old"].split("\n"))
        new = "\n".join("+" + l for l in st["new"].split("\n"))
        return f"*** Begin Patch\n*** Update File: {st['rel']}\n@@\n{old}\n{new}\n*** End Patch"
    body = "\n".join("+" + l for l in st["content"].rstrip("\n").split("\n"))
    return f"*** Begin Patch\n*** Add File: {st['rel']}\n{body}\n*** End Patch"


def rs_history(F, rng, P, steps):
    items = []
    for st in steps:
        if rng.random() < 0.6:
            items.append({"type": "reasoning", "summary": [{"type": "summary_text", "text": "**" + st["thought"].rstrip(".") + "**"}],
                          "content": None, "encrypted_content": "gAAAAA" + hexid(rng, rng.randint(300, 900))})
        cid = "call_" + "".join(rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789") for _ in range(24))
        if st["kind"] in ("edit", "write"):
            items.append({"type": "function_call", "name": "apply_patch", "arguments": dumps({"input": codex_patch(st, P)}), "call_id": cid})
            out = {"output": f"Success. Updated the following files:\nM {st['rel']}\n", "metadata": {"exit_code": 0, "duration_seconds": round(rng.uniform(0, 0.3), 1)}}
        else:
            cmd = step_as_shell(st, P)
            items.append({"type": "function_call", "name": "shell",
                          "arguments": dumps({"command": ["bash", "-lc", cmd], "workdir": P.root, "timeout_ms": 120000}), "call_id": cid})
            o = shell_output(st)
            out = {"output": o, "metadata": {"exit_code": st.get("code", 0), "duration_seconds": round(rng.uniform(0, 9), 1)}}
        items.append({"type": "function_call_output", "call_id": cid, "output": dumps(out)})
    return items


def rs_msg(role, text):
    return {"type": "message", "role": role, "content": [{"type": "input_text" if role != "assistant" else "output_text", "text": text}]}


# ------------------------------------------------------------------ Cline-style XML protocol
def xml_call(st, P, dialect="cline"):
    k = st["kind"]
    if k == "read":
        return "read_file", f"<read_file>\n<path>{st['rel']}</path>\n</read_file>"
    if k == "ls":
        return "list_files", f"<list_files>\n<path>.</path>\n<recursive>false</recursive>\n</list_files>"
    if k == "grep":
        return "search_files", f"<search_files>\n<path>src</path>\n<regex>{st['pattern']}</regex>\n<file_pattern>*{C.EXT[P.lang]}</file_pattern>\n</search_files>"
    if k == "edit":
        return "replace_in_file", (f"<replace_in_file>\n<path>{st['rel']}</path>\n<diff>\n------- SEARCH\n{st['old']}\n=======\n{st['new']}\n"
                                   f"+++++++ REPLACE\n</diff>\n</replace_in_file>")
    if k == "write":
        return "write_to_file", f"<write_to_file>\n<path>{st['rel']}</path>\n<content>\n{st['content']}</content>\n</write_to_file>"
    return "execute_command", f"<execute_command>\n<command>{st['cmd']}</command>\n<requires_approval>false</requires_approval>\n</execute_command>"


def xml_result(st, P):
    name, _ = xml_call(st, P)
    label = {"read_file": f"[read_file for '{st.get('rel', '')}'] Result:", "list_files": "[list_files for '.'] Result:",
             "search_files": f"[search_files for '{st.get('pattern', '')}' in '*{C.EXT[P.lang]}'] Result:",
             "replace_in_file": f"[replace_in_file for '{st.get('rel', '')}'] Result:",
             "write_to_file": f"[write_to_file for '{st.get('rel', '')}'] Result:",
             "execute_command": f"[execute_command for '{st.get('cmd', '')}'] Result:"}[name]
    if name == "execute_command":
        body = f"Command executed.\nOutput:\n{st['output']}"
    elif name in ("replace_in_file", "write_to_file"):
        body = (f"Saved {st['rel']}. Content of the file after the change:\n\n"
                f"<final_file_content path=\"{st['rel']}\">\n{st.get('new', st.get('content', ''))}\n</final_file_content>\n\n"
                "Base any further edit of this file on the content above.")
    elif name == "read_file":
        body = st["raw"]
    else:
        body = st["output"]
    return label, body


# ------------------------------------------------------------------ plain-text transcripts (for condensers / summarizers)
def transcript_events(P, ask_text, steps):
    ev = [f"USER: {ask_text}"]
    for i, st in enumerate(steps):
        ev.append(f"AGENT (action {i + 1}): {st['thought']}\n$ {step_as_shell(st, P)}")
        o = st["output"] if st["kind"] != "read" else st["raw"]
        ev.append(f"OBSERVATION (exit {st.get('code', 0)}):\n{o[:3000]}")
    return ev


def transcript_text(P, ask_text, steps, style="events"):
    out = []
    if style == "events":
        out.append(f"USER: {ask_text}")
        for i, st in enumerate(steps):
            cmd = step_as_shell(st, P)
            out.append(f"AGENT (action {i + 1}): {st['thought']}\n$ {cmd}")
            o = st["output"] if st["kind"] != "read" else st["raw"]
            out.append(f"OBSERVATION (exit {st.get('code', 0)}):\n{o[:3000]}")
    else:
        out.append(f"# USER\n{ask_text}")
        for st in steps:
            out.append(f"# ASSISTANT\n{st['thought']}\n```\n{step_as_shell(st, P)}\n```")
            out.append(f"# TOOL RESULT\n{(st['output'] if st['kind'] != 'read' else st['raw'])[:3000]}")
    return "\n\n".join(out)
