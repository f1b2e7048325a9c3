"""Turn an abstract trajectory (scenarios.Step list) into turns of one action protocol.

Text protocols put actions in assistant text and machine output in the next user turn (or in the same
scratchpad string). Native protocols produce structured Msg.calls and role="tool" turns that the
template renderer formats with its own tool syntax.
"""
from __future__ import annotations

import json
import random

from common import Call, Msg, fence, pick
from scenarios import Step

TEXT_PROTOCOLS = ["react", "bash_block", "json_inline", "xml_tags", "code_blob", "autogen"]
SCRATCH_PROTOCOLS = ["react_scratch", "code_scratch"]
NATIVE_PROTOCOLS = ["native_llama3", "native_hermes", "native_qwen", "native_mistral", "native_granite",
                    "native_dsv3", "native_glm4", "native_cohere"]
SHELL_ONLY = {"bash_block", "autogen"}


def _q(s: str) -> str:
    return "'" + s.replace("'", "'\"'\"'") + "'"


def shell_cmd(step: Step) -> str:
    a = step.args
    if step.tool == "run_shell":
        return a["command"]
    if step.tool == "read_file":
        if a.get("start_line"):
            return f"nl -ba {a['path']} | sed -n '{a['start_line']},{a.get('end_line', a['start_line'] + 40)}p'"
        return f"cat -n {a['path']}"
    if step.tool == "search":
        return f"grep -rnE {_q(a['pattern'])} {a.get('path', '.')}"
    if step.tool == "list_dir":
        return f"ls -la {a['path']}"
    if step.tool == "edit_file":
        return (f"python3 - <<'PY'\nfrom pathlib import Path\np = Path({a['path']!r})\ns = p.read_text()\n"
                f"old = {a['old']!r}\nnew = {a['new']!r}\nassert s.count(old) == 1, s.count(old)\n"
                f"p.write_text(s.replace(old, new))\nPY")
    if step.tool == "write_file":
        return f"cat > {a['path']} <<'EOF'\n{a['content'].rstrip()}\nEOF"
    raise ValueError(f"no shell form for {step.tool}")


def shell_out(step: Step) -> tuple[str, int]:
    if step.tool == "run_shell":
        return step.out, int(step.exit or 0)
    if step.tool in ("edit_file", "write_file"):
        return "", 0
    return step.out, 0


def react_input(step: Step) -> str:
    a = step.args
    if step.tool == "run_shell":
        return a["command"]
    if step.tool == "read_file" and len(a) == 1:
        return a["path"]
    if step.tool == "list_dir":
        return a["path"]
    if step.tool == "web_search":
        return a["query"]
    return json.dumps(a, ensure_ascii=False)


def tool_result_text(step: Step, style: dict) -> str:
    """Result of a structured tool call, as a tool would return it."""
    if step.tool == "run_shell":
        code = int(step.exit or 0)
        if style.get("json_results"):
            return json.dumps({"exit_code": code, "output": step.out}, ensure_ascii=False)
        return f"exit code: {code}\n{step.out}" if step.out else f"exit code: {code}"
    return step.out


# --------------------------------------------------------------------------------------------
# text protocols
# --------------------------------------------------------------------------------------------
_XML_MAP = {"run_shell": "run_command", "read_file": "read_file", "edit_file": "replace_in_file",
            "write_file": "write_file", "search": "search_files", "list_dir": "run_command",
            "web_search": "web_search"}


def _xml_action(step: Step) -> str:
    a = step.args
    t = _XML_MAP[step.tool]
    if step.tool == "run_shell":
        inner = f"<cmd>{a['command']}</cmd>"
    elif step.tool == "list_dir":
        inner = f"<cmd>ls -la {a['path']}</cmd>"
    elif step.tool == "read_file":
        inner = f"<path>{a['path']}</path>"
    elif step.tool == "edit_file":
        inner = f"<path>{a['path']}</path>\n<old>{a['old']}</old>\n<new>{a['new']}</new>"
    elif step.tool == "write_file":
        inner = f"<path>{a['path']}</path>\n<content>\n{a['content'].rstrip()}\n</content>"
    elif step.tool == "search":
        inner = f"<pattern>{a['pattern']}</pattern>\n<dir>{a.get('path', '.')}</dir>"
    else:
        inner = f"<query>{a['query']}</query>"
    return f"<{t}>\n{inner}\n</{t}>"


def _xml_result(step: Step, style: dict) -> str:
    a = step.args
    t = _XML_MAP[step.tool]
    if step.tool in ("run_shell", "list_dir"):
        cmd = a.get("command") or f"ls -la {a['path']}"
        code = int(step.exit or 0)
        body = f"[{t} for '{cmd}'] Result:\nCommand exited with code {code}.\nOutput:\n{step.out}"
    elif step.tool == "edit_file":
        body = f"[{t} for '{a['path']}'] Result:\nThe edit was applied to {a['path']}."
    elif step.tool == "write_file":
        body = f"[{t} for '{a['path']}'] Result:\nThe file {a['path']} was written."
    elif step.tool == "read_file":
        body = f"[{t} for '{a['path']}'] Result:\n{step.out}"
    elif step.tool == "search":
        body = f"[{t} for '{a['pattern']}'] Result:\n{step.out or 'No matches.'}"
    else:
        body = f"[{t} for '{a['query']}'] Result:\n{step.out}"
    if style.get("env_details"):
        body += ("\n\n<environment_details>\n# Current working directory\n" + style.get("cwd", "/home/dev/project")
                 + "\n# Time\n" + style.get("clock", "2024-06-12 10:41 (UTC+2)") + "\n</environment_details>")
    return body


def _code_for(step: Step) -> str:
    a = step.args
    if step.tool == "run_shell":
        return f"print(run_shell(command={a['command']!r}))"
    args = ", ".join(f"{k}={v!r}" for k, v in a.items())
    if step.tool in ("edit_file", "write_file"):
        return f"result = {step.tool}({args})\nprint(result)"
    return f"print({step.tool}({args}))"


def _code_obs_text(step: Step) -> str:
    if step.tool == "run_shell":
        out = f"exit_code: {int(step.exit or 0)}\n{step.out}"
    elif step.tool == "edit_file":
        out = step.out
    elif step.tool == "write_file":
        out = step.out
    else:
        out = step.out
    return f"Execution logs:\n{out}\nLast output from code snippet:\nNone"


def action_text(step: Step, protocol: str, style: dict) -> str:
    if protocol == "react":
        return f"Thought: {step.thought}\nAction: {step.tool}\nAction Input: {react_input(step)}"
    if protocol == "bash_block":
        prefix = "THOUGHT: " if style.get("thought_prefix", True) else ""
        return f"{prefix}{step.thought}\n\n{fence(shell_cmd(step), 'bash')}"
    if protocol == "autogen":
        return f"{step.thought}\n\n{fence(shell_cmd(step), 'sh')}"
    if protocol == "json_inline":
        return f"{step.thought}\n\n" + fence(json.dumps({"tool": step.tool, "args": step.args}, ensure_ascii=False), "json")
    if protocol == "xml_tags":
        return f"<thinking>\n{step.thought}\n</thinking>\n\n{_xml_action(step)}"
    if protocol == "code_blob":
        return f"Thought: {step.thought}\nCode:\n```py\n{_code_for(step)}\n```<end_code>"
    raise ValueError(protocol)


def obs_text(step: Step, protocol: str, style: dict) -> str:
    if protocol == "react":
        if step.tool == "run_shell" and style.get("react_exit", True):
            return f"Observation: {step.out}\n[exit code: {int(step.exit or 0)}]"
        return f"Observation: {step.out}"
    if protocol == "bash_block":
        out, code = shell_out(step)
        v = style.get("bash_obs", "a")
        if v == "a":
            return f"Exit code: {code}\nOutput:\n{fence(out)}" if out else f"Exit code: {code}\n(no output)"
        if v == "b":
            return f'<output exit_code="{code}">\n{out}\n</output>'
        cmd = shell_cmd(step).split("\n")[0]
        return f"$ {cmd}\n{out}\n[process exited with code {code}]" if out else f"$ {cmd}\n[process exited with code {code}]"
    if protocol == "autogen":
        out, code = shell_out(step)
        status = "execution succeeded" if code == 0 else "execution failed"
        return f"exitcode: {code} ({status})\nCode output: \n{out}"
    if protocol == "json_inline":
        body = tool_result_text(step, style)
        return f"Tool result ({step.tool}):\n{fence(body)}"
    if protocol == "xml_tags":
        return _xml_result(step, style)
    if protocol == "code_blob":
        return "Observation:\n" + _code_obs_text(step)
    raise ValueError(protocol)


def scratchpad(steps: list[Step], protocol: str, style: dict) -> str:
    """Agent scratchpad for pure-completion prompts; ends where the model writes its next step."""
    parts = []
    if protocol == "react_scratch":
        for st in steps:
            obs = st.out
            if st.tool == "run_shell" and style.get("react_exit", True):
                obs = f"{st.out}\n[exit code: {int(st.exit or 0)}]"
            parts.append(f" {st.thought}\nAction: {st.tool}\nAction Input: {react_input(st)}\nObservation: {obs}\nThought:")
        return "".join(parts)
    if protocol == "code_scratch":
        for st in steps:
            parts.append(f"Thought: {st.thought}\nCode:\n```py\n{_code_for(st)}\n```<end_code>\n"
                         f"Observation:\n{_code_obs_text(st)}\n\n")
        return "".join(parts) + "Thought:"
    raise ValueError(protocol)


# --------------------------------------------------------------------------------------------
# native protocols
# --------------------------------------------------------------------------------------------
_ALNUM = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"


def call_id(rng: random.Random, protocol: str) -> str:
    if protocol == "native_mistral":
        return "".join(rng.choice(_ALNUM) for _ in range(9))
    return "call_" + "".join(rng.choice(_ALNUM) for _ in range(24))


def history(steps: list[Step], protocol: str, style: dict, rng: random.Random) -> list[Msg]:
    """Messages that follow the task message, for text and native protocols."""
    msgs: list[Msg] = []
    for st in steps:
        if protocol in NATIVE_PROTOCOLS:
            cid = call_id(rng, protocol)
            content = ""
            if protocol in ("native_hermes", "native_qwen", "native_dsv3") and style.get("thought_with_call", True):
                content = st.thought
            if protocol == "native_cohere":
                content = st.thought
            msgs.append(Msg("assistant", content, calls=[Call(st.tool, st.args, cid)]))
            msgs.append(Msg("tool", tool_result_text(st, style), name=st.tool, call_id=cid))
        else:
            msgs.append(Msg("assistant", action_text(st, protocol, style)))
            msgs.append(Msg("user", obs_text(st, protocol, style), name="observation"))
    return msgs


def random_style(rng: random.Random) -> dict:
    return {
        "bash_obs": pick(rng, ["a", "a", "b", "c"]),
        "thought_prefix": rng.random() < 0.6,
        "react_exit": rng.random() < 0.75,
        "json_results": rng.random() < 0.5,
        "env_details": rng.random() < 0.5,
        "thought_with_call": rng.random() < 0.6,
        "cwd": pick(rng, ["/home/dev/project", "/Users/sam/code/app", "/workspace", "/home/runner/work/repo/repo"]),
        "clock": pick(rng, ["2024-06-12 10:41 (UTC+2)", "2024-11-03 17:05 (UTC-5)", "2025-01-21 09:12 (UTC+1)"]),
    }
