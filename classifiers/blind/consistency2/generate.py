"""Blind set "consistency2": every ask wrapped in the first-turn envelope of many coding clients.

Run:  /work/main/.venv/bin/python generate.py   (writes consistency2.jsonl next to this file)
then: gzip -9nf consistency2.jsonl              (-> consistency2.jsonl.gz, byte-identical on every run)

Standard library only; deterministic (no clock, no randomness: variation comes from sha256 of ids).
"""
import datetime as _dt
import hashlib
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from asks import ASKS  # noqa: E402
from snippets import CODE, BIG  # noqa: E402
from workspaces import WORKSPACES, LANG_WS  # noqa: E402
import p_claude as PC  # noqa: E402
import p_codex_gemini as PX  # noqa: E402
import p_cline_roo as PR  # noqa: E402
import p_agents as PA  # noqa: E402
import p_ide as PI  # noqa: E402
import p_mcp as PM  # noqa: E402

OUT = os.path.join(HERE, "consistency2.jsonl")
KEY = "Bearer gw-eval-placeholder-key"


# ------------------------------------------------------------------ deterministic helpers
def hx(*parts):
    return hashlib.sha256("|".join(str(p) for p in parts).encode()).hexdigest()


def num(*parts):
    return int(hx(*parts)[:12], 16)


def pick(seq, *parts):
    return seq[num(*parts) % len(seq)]


def uid(*parts):
    h = hx(*parts)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{'89ab'[int(h[16], 16) % 4]}{h[17:20]}-{h[20:32]}"


BASE_DAY = _dt.datetime(2026, 11, 3, 8, 0, 0)


def when(i):
    return BASE_DAY + _dt.timedelta(days=i % 26, minutes=(i * 37) % 600)


# ------------------------------------------------------------------ code placement helpers
PREAMBLE = {
    "python": "from __future__ import annotations\n\nimport csv\nimport time\nfrom datetime import date, datetime, timezone\nfrom decimal import Decimal\nfrom typing import Any\n\nimport httpx\n{pyextra}\n\n",
    "go": "package {pkg}\n\nimport (\n\t\"context\"\n\t\"errors\"\n\t\"fmt\"\n\t\"time\"\n)\n\n",
    "java": "package com.parcelrouter;\n\nimport java.util.*;\n\npublic class {cls} {{\n\n",
    "kotlin": "package com.parcelrouter.util\n\nimport kotlinx.coroutines.delay\nimport java.io.IOException\n\n",
    "rust": "use std::collections::hash_map::DefaultHasher;\nuse std::fmt::Display;\nuse std::hash::{Hash, Hasher};\n\n",
    "typescript": "import type { Invoice } from \"../api/generated/models\";\n\n",
    "javascript": "// shared helpers\n\n",
    "ruby": "class Member < ApplicationRecord\n  has_many :loans\n\n",
    "c": "#include <stddef.h>\n#include \"internal.h\"\n\n",
    "php": "<?php\n\nnamespace App\\Http\\Controllers;\n\nuse Illuminate\\Http\\Request;\nuse Illuminate\\Support\\Facades\\DB;\n\nclass ProductController extends Controller\n{\n",
    "csharp": "using System.Collections.Generic;\nusing System.Linq;\n\nnamespace Orbit.Reports;\n\npublic class ReportService\n{\n",
    "bash": "",
    "sql": "-- schema\n",
    "json": "",
}
SUFFIX = {"java": "}\n", "ruby": "end\n", "php": "}\n", "csharp": "}\n"}


def is_file(code):
    return code is not None and not CODE[code][0].startswith("(")


def code_info(code):
    path, lang, src = CODE[code]
    return path, lang, src


def fence(lang, src):
    tag = "" if lang == "text" else lang
    return f"```{tag}\n{src.rstrip()}\n```"


def preamble(code):
    path, lang, src = CODE[code]
    if code in BIG:  # a whole file: it carries its own header
        return ""
    base = os.path.basename(path).split(".")[0]
    pre = PREAMBLE.get(lang, "")
    if lang == "java" and src.lstrip().startswith(("public class", "public final class")):
        pre = "package com.parcelrouter;\n\nimport java.util.*;\n\n"
    pre = pre.replace("{pyextra}", "\nfrom ledgerline.settings import settings\n" if path.startswith("src/ledgerline") else "")
    return pre.replace("{pkg}", os.path.basename(os.path.dirname(path)) or "main").replace("{cls}", base).replace("{{", "{")


def file_lines(code):
    """start/end line numbers of the snippet inside its (invented) file."""
    pre = preamble(code)
    start = pre.count("\n") + 1
    end = start + CODE[code][2].rstrip().count("\n")
    return start, end


def suffix(code):
    path, lang, src = CODE[code]
    if code in BIG or (lang == "java" and src.lstrip().startswith(("public class", "public final class"))):
        return ""
    return SUFFIX.get(lang, "")


def full_file(code):
    path, lang, src = CODE[code]
    return preamble(code) + src + suffix(code)


def pasted(ask, i, fam):
    """the ask with its supplied code pasted into the message (order varies per record)."""
    text, code = ask["text"], ask["code"]
    if code is None:
        return text
    path, lang, src = CODE[code]
    if num(i, fam, "order") % 3 == 0:
        return fence(lang, src) + "\n\n" + text
    return text + "\n\n" + fence(lang, src)


def file_tree(ws, limit=200):
    files = sorted(ws["files"])
    lines, seen = [ws["root"] + "/"], set()
    for f in files:
        parts = f.split("/")
        for d in range(1, len(parts)):
            key = "/".join(parts[:d])
            if key not in seen:
                seen.add(key)
                lines.append("    " * d + "├───" + parts[d - 1] + "/")
        lines.append("    " * len(parts) + "├───" + parts[-1])
        if len(lines) >= limit:
            lines.append("    ...")
            break
    return "\n".join(lines)


def flat_listing(ws):
    out, seen = [], set()
    for f in sorted(ws["files"]):
        parts = f.split("/")
        for d in range(1, len(parts)):
            key = "/".join(parts[:d]) + "/"
            if key not in seen:
                seen.add(key)
                out.append(key)
        out.append(f)
    return "\n".join(out)


def ws_of(ask):
    if ask["ws"]:
        return WORKSPACES[ask["ws"]]
    return WORKSPACES[LANG_WS[CODE[ask["code"]][1]]]


def current_file(ask, ws, i):
    if is_file(ask["code"]):
        return CODE[ask["code"]][0]
    cands = [f for f in ws["files"] if "/" in f and not f.endswith((".md", ".json", ".yml", ".lock"))]
    return pick(cands, i, "curfile")


def platform_of(ws):
    return {"linux": "linux", "darwin": "darwin"}[ws["os"]]


def shell_path(ws):
    return "/bin/zsh" if ws["shell"] == "zsh" else "/bin/bash"


# ------------------------------------------------------------------ MCP tools per client
def mcp_set(i, fam):
    if fam == "claude_code":  # Claude Code users in this set tend to have more servers configured
        return pick(PM.SETS[1:] + [PM.SETS[4], PM.SETS[8]], i, fam, "mcp")
    return pick(PM.SETS, i, fam, "mcp")


def mcp_named(i, fam, style):
    """(exposed name, server, tool) for the MCP servers this record's user has configured."""
    out, seen = [], set()
    for srv, t in PM.tools_of(mcp_set(i, fam)):
        n = t["name"]
        if style == "claude":
            name = f"mcp__{srv}__{n}"
        elif style == "codex":
            name = f"{srv}__{n}"
        elif style == "copilot":
            name = f"mcp_{srv}_{n}".replace("-", "_")
        else:  # bare, prefixed on conflict
            name = n if n not in seen else f"{srv}__{n}"
        seen.add(n)
        out.append((name, srv, t))
    return out


def mcp_text_section(i, fam):
    names = mcp_set(i, fam)
    if not names:
        return "\n\n====\n\nMCP SERVERS\n\nThe Model Context Protocol lets you reach extra tools and resources through locally running or remote servers.\n\n(No MCP servers currently connected)"
    parts = ["\n\n====\n\nMCP SERVERS\n\nThe Model Context Protocol lets you reach extra tools and resources through locally running or remote servers. Use a server's tools with use_mcp_tool and its resources with access_mcp_resource.\n\n# Connected MCP Servers\n"]
    for srv in names:
        cmd, tools = PM.SERVERS[srv]
        parts.append(f"\n## {srv} (`{cmd}`)\n\n### Available Tools")
        for t in tools:
            schema = json.dumps(t["inputSchema"], indent=2).replace("\n", "\n    ")
            parts.append(f"- {t['name']}: {t['description']}\n    Input Schema:\n    {schema}\n")
    return "\n".join(parts)


USER_CLAUDE_MD = [
    "",
    "- Prefer small, reviewable diffs.\n- Use British spelling in docs and comments.\n- Never run `git push` without asking me first.\n",
    "# My preferences\n- I use fish; when giving shell snippets make them POSIX sh compatible.\n- Explain trade-offs briefly before large refactors.\n- Tests first when fixing bugs.\n",
    "Always answer in the language I write in. Keep explanations short. When unsure about an API, check the docs with context7 before guessing.\n",
]


# ------------------------------------------------------------------ header sets
def h_openai_js(i, fam, ws, version="4.104.0"):
    return {
        "accept": "application/json",
        "content-type": "application/json",
        "authorization": KEY,
        "user-agent": f"OpenAI/JS {version}",
        "x-stainless-arch": "arm64" if ws["os"] == "darwin" else "x64",
        "x-stainless-lang": "js",
        "x-stainless-os": "MacOS" if ws["os"] == "darwin" else "Linux",
        "x-stainless-package-version": version,
        "x-stainless-retry-count": "0",
        "x-stainless-runtime": "node",
        "x-stainless-runtime-version": pick(["v20.18.1", "v22.12.0", "v22.19.0"], i, fam, "node"),
    }


def h_openai_py(i, fam, version="1.109.1", extra=None):
    h = {
        "accept": "application/json",
        "content-type": "application/json",
        "authorization": KEY,
        "user-agent": f"OpenAI/Python {version}",
        "x-stainless-arch": "x64",
        "x-stainless-async": "false",
        "x-stainless-lang": "python",
        "x-stainless-os": "Linux",
        "x-stainless-package-version": version,
        "x-stainless-retry-count": "0",
        "x-stainless-runtime": "CPython",
        "x-stainless-runtime-version": pick(["3.11.9", "3.12.7", "3.12.11"], i, fam, "py"),
        "x-stainless-read-timeout": "600",
    }
    if extra:
        h.update(extra)
    return h


# ------------------------------------------------------------------ envelopes
def env_claude_code(ask, i, ws):
    fam = "claude_code"
    t = when(i)
    model = pick(["claude-sonnet-4-5-20250929", "claude-opus-4-1-20250805", "claude-sonnet-4-20250514"], i, fam, "m")
    model_name = {"claude-sonnet-4-5-20250929": "Sonnet 4.5", "claude-opus-4-1-20250805": "Opus 4.1", "claude-sonnet-4-20250514": "Sonnet 4"}[model]
    sid = uid(i, fam, "session")
    env = PC.ENV_TMPL.format(root=ws["root"], platform=platform_of(ws), os_version=ws["os_version"], date=t.strftime("%Y-%m-%d"),
                             model_name=model_name, model=model, branch=ws["branch"], main=ws["main"],
                             status="\n".join(ws["status"]) or "(clean)", commits="\n".join(ws["commits"]))
    system = [
        {"type": "text", "text": PC.IDENTITY, "cache_control": {"type": "ephemeral"}},
        {"type": "text", "text": PC.MAIN + env, "cache_control": {"type": "ephemeral"}},
    ]
    notes = ws["notes"]
    user_md = pick(USER_CLAUDE_MD, i, fam, "umd")
    if user_md:
        home = "/Users/jonas" if ws["os"] == "darwin" else "/home/" + ws["root"].split("/")[2] if ws["root"].startswith("/home") else "/root"
        notes = notes + f"\n\nContents of {home}/.claude/CLAUDE.md (user's private global instructions for all projects):\n\n" + user_md
    content = [{"type": "text", "text": PC.REMINDER_CONTEXT.format(root=ws["root"], notes=notes, date=t.strftime("%Y-%m-%d"))}]
    if is_file(ask["code"]) and num(i, fam, "ide") % 2 == 0:
        content.append({"type": "text", "text": PC.REMINDER_IDE.format(path=ws["root"] + "/" + CODE[ask["code"]][0])})
    if num(i, fam, "plan") % 6 == 0:
        content.append({"type": "text", "text": PC.REMINDER_PLAN})
    content.append({"type": "text", "text": pasted(ask, i, fam)})
    content.append({"type": "text", "text": PC.REMINDER_TODO, "cache_control": {"type": "ephemeral"}})
    body = {
        "model": model,
        "messages": [{"role": "user", "content": content}],
        "temperature": 1,
        "system": system,
        "tools": PC.TOOLS + [{"name": n, "description": t["description"], "input_schema": t["inputSchema"]} for n, _, t in mcp_named(i, fam, "claude")],
        "metadata": {"user_id": json.dumps({"device_id": hx(i, fam, "dev"), "account_uuid": "", "session_id": sid}, separators=(",", ":"))},
        "max_tokens": 32000,
        "stream": True,
    }
    if num(i, fam, "think") % 3 == 0:
        del body["temperature"]
        body["thinking"] = {"type": "enabled", "budget_tokens": 31999}
    headers = {
        "accept": "application/json",
        "anthropic-beta": "claude-code-20250219,interleaved-thinking-2025-05-14,fine-grained-tool-streaming-2025-05-14",
        "anthropic-dangerous-direct-browser-access": "true",
        "anthropic-version": "2023-06-01",
        "content-type": "application/json",
        "user-agent": pick(["claude-cli/2.0.14 (external, cli)", "claude-cli/2.0.28 (external, cli)", "claude-cli/1.0.128 (external, cli)"], i, fam, "ua"),
        "x-api-key": "gw-eval-placeholder-key",
        "x-app": "cli",
        "x-claude-code-session-id": sid,
        "x-stainless-arch": "arm64" if ws["os"] == "darwin" else "x64",
        "x-stainless-helper-method": "stream",
        "x-stainless-lang": "js",
        "x-stainless-os": "MacOS" if ws["os"] == "darwin" else "Linux",
        "x-stainless-package-version": "0.60.0",
        "x-stainless-retry-count": "0",
        "x-stainless-runtime": "node",
        "x-stainless-runtime-version": "v22.19.0",
        "x-stainless-timeout": "600",
    }
    return "/v1/messages", headers, body, "anthropic_messages_tools_system_blocks"


def env_codex(ask, i, ws):
    fam = "codex_cli"
    sid = uid(i, fam, "session")
    model = pick(["gpt-5-codex", "gpt-5", "gpt-5.1-codex"], i, fam, "m")
    sandbox, approval, network = pick(PX.CODEX_MODES, i, fam, "mode")
    perm = PX.CODEX_PERMISSIONS.format(sandbox=sandbox, sandbox_text=PX.CODEX_SANDBOX[sandbox], network=network,
                                       approval=approval, approval_text=PX.CODEX_APPROVAL[approval],
                                       roots=(ws["root"] + ", /tmp") if sandbox == "workspace-write" else "(none)")
    inp = [
        {"type": "message", "role": "developer", "content": [{"type": "input_text", "text": PX.CODEX_BASE}]},
        {"type": "message", "role": "developer", "content": [{"type": "input_text", "text": perm}]},
        {"type": "message", "role": "user", "content": [
            {"type": "input_text", "text": PX.CODEX_AGENTS_TMPL.format(root=ws["root"], notes=ws["notes"].rstrip())},
            {"type": "input_text", "text": PX.CODEX_ENV_TMPL.format(root=ws["root"], shell=ws["shell"], approval=approval, sandbox=sandbox, network=network)}]},
        {"type": "message", "role": "user", "content": [{"type": "input_text", "text": pasted(ask, i, fam)}]},
    ]
    body = {
        "model": model,
        "input": inp,
        "tools": PX.CODEX_TOOLS[:-1] + [{"type": "function", "name": n, "description": t["description"], "strict": False, "parameters": t["inputSchema"]} for n, _, t in mcp_named(i, fam, "codex")] + PX.CODEX_TOOLS[-1:],
        "tool_choice": "auto",
        "parallel_tool_calls": num(i, fam, "ptc") % 2 == 0,
        "reasoning": {"effort": pick(["medium", "high", "low"], i, fam, "eff"), "summary": "auto"},
        "store": False,
        "stream": True,
        "include": ["reasoning.encrypted_content"],
        "prompt_cache_key": sid,
    }
    ver = pick(["0.46.0", "0.50.0", "0.58.0"], i, fam, "v")
    osdesc = "Mac OS 15.6.1; arm64" if ws["os"] == "darwin" else "Ubuntu 24.04; x86_64"
    headers = {
        "accept": "text/event-stream",
        "content-type": "application/json",
        "authorization": KEY,
        "originator": "codex_cli_rs",
        "user-agent": f"codex_cli_rs/{ver} ({osdesc}) {pick(['xterm-256color', 'iTerm.app/3.5.14', 'vscode/1.105.1'], i, fam, 'term')}",
        "version": ver,
        "session-id": sid,
        "thread-id": sid,
    }
    return "/v1/responses", headers, body, "responses_developer_items_tools"


def env_gemini(ask, i, ws):
    fam = "gemini_cli"
    t = when(i)
    model = pick(["gemini-2.5-pro", "gemini-2.5-flash"], i, fam, "m")
    system = PX.GEMINI_SYSTEM
    for k, v in PX.GEMINI_TOOLNAMES.items():
        system = system.replace(k, v)
    system += PX.GEMINI_MEMORY.format(notes=ws["notes"].rstrip())
    setup = PX.GEMINI_SETUP.format(longdate=t.strftime("%A, %B %d, %Y").replace(" 0", " "), platform=platform_of(ws), root=ws["root"], tree=file_tree(ws))
    body = {
        "contents": [
            {"role": "user", "parts": [{"text": setup}]},
            {"role": "model", "parts": [{"text": "Thanks, I have the session context."}]},
            {"role": "user", "parts": [{"text": pasted(ask, i, fam)}]},
        ],
        "systemInstruction": {"role": "user", "parts": [{"text": system}]},
        "tools": [{"functionDeclarations": PX.GEMINI_TOOLS[0]["functionDeclarations"] + [{"name": n, "description": t["description"], "parametersJsonSchema": {k: v for k, v in t["inputSchema"].items() if k != "$schema"}} for n, _, t in mcp_named(i, fam, "bare")]}],
        "generationConfig": {"temperature": 0, "topP": 1, "thinkingConfig": {"includeThoughts": True, "thinkingBudget": -1}},
    }
    ver = pick(["0.9.0", "0.11.3", "0.16.0"], i, fam, "v")
    headers = {
        "content-type": "application/json",
        "x-goog-api-key": "gw-eval-placeholder-key",
        "user-agent": f"GeminiCLI/{ver} ({platform_of(ws)}; {'arm64' if ws['os'] == 'darwin' else 'x64'})",
        "x-goog-api-client": "google-genai-sdk/1.16.0 gl-node/v22.12.0",
        "accept": "*/*",
    }
    return f"/v1beta/models/{model}:streamGenerateContent", headers, body, "gemini_generate_content_function_declarations"


def env_continue(ask, i, ws):
    fam = "continue_chat"
    model = pick(["gpt-4.1", "qwen2.5-coder-32b-instruct", "deepseek-chat", "claude-sonnet-4-5"], i, fam, "m")
    text = ask["text"]
    if is_file(ask["code"]):
        path, lang, src = CODE[ask["code"]]
        s, e = file_lines(ask["code"])
        user = f"```{lang} {path} ({s}-{e})\n{src.rstrip()}\n```\n{text}"
    else:
        user = pasted(ask, i, fam)
    content = [{"type": "text", "text": user}] if num(i, fam, "parts") % 2 == 0 else user
    body = {
        "model": model,
        "messages": [
            {"role": "system", "content": PI.CONTINUE_SYSTEM.format(notes=ws["notes"].rstrip())},
            {"role": "user", "content": content},
        ],
        "max_tokens": 4096,
        "stream": True,
    }
    return "/v1/chat/completions", h_openai_js(i, fam, ws, "5.12.2"), body, "chat_system_rules_context_items_no_tools"


def _open_tabs(ask, ws, i, n=4):
    cur = current_file(ask, ws, i)
    others = [f for f in ws["files"] if "/" in f and f != cur]
    k = num(i, "tabs") % max(1, len(others) - n)
    return cur, [cur] + others[k:k + n - 1]


def _cline_task(ask, i, fam):
    text = ask["text"]
    if is_file(ask["code"]) and num(i, fam, "mention") % 2 == 0:
        path, lang, src = CODE[ask["code"]]
        return f"<task>\n{text} '{path}' (see below for file content)\n</task>\n\n<file_content path=\"{path}\">\n{full_file(ask['code']).rstrip()}\n</file_content>"
    return f"<task>\n{pasted(ask, i, fam)}\n</task>"


def env_cline(ask, i, ws):
    fam = "cline"
    t = when(i)
    model = pick(["anthropic/claude-sonnet-4.5", "deepseek/deepseek-chat-v3.1", "qwen/qwen3-coder", "x-ai/grok-code-fast-1"], i, fam, "m")
    cur, tabs = _open_tabs(ask, ws, i)
    system = PR.CLINE_SYSTEM.format(root=ws["root"], os_name="macOS Sequoia" if ws["os"] == "darwin" else "Linux 6.8",
                                    shell_path=shell_path(ws), home=os.path.dirname(ws["root"].rstrip("/")).rsplit("/", 1)[0] if ws["root"].startswith("/home") or ws["root"].startswith("/Users") else "/root",
                                    notes=ws["notes"].rstrip())
    a, b = system.split("\n\n====\n\nUSER'S CUSTOM INSTRUCTIONS")
    system = a + mcp_text_section(i, fam) + "\n\n====\n\nUSER'S CUSTOM INSTRUCTIONS" + b
    envd = PR.CLINE_ENV.format(visible=cur, tabs="\n".join(tabs), time=t.strftime("%m/%d/%Y, %I:%M:%S %p (UTC, UTC+0:00)"),
                               root=ws["root"], files=flat_listing(ws))
    body = {
        "model": model,
        "messages": [
            {"role": "system", "content": system},
            {"role": "user", "content": [{"type": "text", "text": _cline_task(ask, i, fam)}, {"type": "text", "text": envd}]},
        ],
        "temperature": 0,
        "stream": True,
        "stream_options": {"include_usage": True},
    }
    h = h_openai_js(i, fam, ws, "4.104.0")
    h.update({"http-referer": "https://cline.bot", "x-title": "Cline"})
    return "/v1/chat/completions", h, body, "chat_xml_tools_in_system_task_env_details"


def env_roo(ask, i, ws):
    fam = "roo_code"
    t = when(i)
    model = pick(["anthropic/claude-sonnet-4.5", "openai/gpt-5", "z-ai/glm-4.6", "qwen/qwen3-coder"], i, fam, "m")
    cur, tabs = _open_tabs(ask, ws, i)
    system = PR.ROO_SYSTEM.format(root=ws["root"], os_name="macOS 15.6" if ws["os"] == "darwin" else "Linux 6.8",
                                  shell_path=shell_path(ws), home="/home/" + ws["root"].split("/")[2] if ws["root"].startswith("/home") else "/Users/jonas" if ws["root"].startswith("/Users") else "/root",
                                  ui_lang=pick(["en", "en", "de", "fr"], i, fam, "ui") if ask["lang"] == "en" else ask["lang"], notes=ws["notes"].rstrip())
    if mcp_set(i, fam):
        a, b = system.split("\n\n====\n\nUSER'S CUSTOM INSTRUCTIONS")
        system = a + mcp_text_section(i, fam) + "\n\n====\n\nUSER'S CUSTOM INSTRUCTIONS" + b
    envd = PR.ROO_ENV.format(visible=cur, tabs="\n".join(tabs), time_iso=t.strftime("%Y-%m-%dT%H:%M:%S.000Z"), tz="UTC, UTC+00:00",
                             model=model, root=ws["root"], files=flat_listing(ws))
    body = {
        "model": model,
        "messages": [
            {"role": "system", "content": system},
            {"role": "user", "content": [{"type": "text", "text": _cline_task(ask, i, fam)}, {"type": "text", "text": envd}]},
        ],
        "tools": PR.ROO_TOOLS + (PR.ROO_MCP_TOOLS if mcp_set(i, fam) else []),
        "tool_choice": "auto",
        "parallel_tool_calls": False,
        "temperature": 0,
        "stream": True,
        "stream_options": {"include_usage": True},
    }
    h = h_openai_js(i, fam, ws, "5.12.2")
    h.update({"http-referer": "https://github.com/RooCodeInc/Roo-Code", "x-title": "Roo Code",
              "user-agent": f"RooCode/{pick(['3.28.15', '3.30.1', '3.33.0'], i, fam, 'v')}"})
    return "/v1/chat/completions", h, body, "chat_native_tools_task_env_details"


def _repo_map(ws, i):
    lines = []
    sym_files = sorted(ws["symbols"])
    for f in sym_files:
        lines.append(f + ":")
        lines.append("⋮")
        for s in ws["symbols"][f]:
            lines.append("│" + s)
            lines.append("⋮")
    rest = [f for f in sorted(ws["files"]) if f not in ws["symbols"]]
    k = num(i, "repomap") % 5
    lines.extend(rest[k:k + 40])
    return "\n".join(lines) + "\n"


def env_aider(ask, i, ws):
    fam = "aider"
    t = when(i)
    model = pick(["gpt-4.1", "deepseek-chat", "qwen2.5-coder-32b-instruct", "claude-sonnet-4-5"], i, fam, "m")
    fo, fc = "```", "```"
    lazy = PA.AIDER_LAZY if model in ("gpt-4.1",) else ""
    reply_lang = {"en": "the same language they are using", "de": "German", "fr": "French", "es": "Spanish", "pt": "Portuguese",
                  "ru": "Russian", "zh": "Chinese", "ja": "Japanese", "ko": "Korean", "it": "Italian", "pl": "Polish", "tr": "Turkish"}[ask["lang"]] if num(i, fam, "rl") % 2 else "the same language they are using"
    lint = {"python": "ruff check --fix", "go": "golangci-lint run", "typescript": "pnpm lint", "rust": "cargo clippy",
            "java": "./gradlew spotlessApply", "ruby": "bundle exec rubocop -a", "c": "clang-format -i", "php": "composer lint"}[ws["lang"]]
    system = PA.AIDER_SYSTEM.format(lazy=lazy, reply_lang=reply_lang, platform=("macOS-15.6-arm64-arm-64bit" if ws["os"] == "darwin" else "Linux-6.8.0-x86_64-with-glibc2.39"),
                                    shell_path=shell_path(ws), locale="en_US", date=t.strftime("%Y-%m-%d"), lint_cmd=lint)
    msgs = [{"role": "system", "content": system}]
    for role, txt in PA.AIDER_EXAMPLES:
        msgs.append({"role": role, "content": txt.format(fence_open=fo, fence_close=fc)})
    msgs.append({"role": "user", "content": "From here on we work in a different code base. Ignore the files from the examples above and do not edit them."})
    msgs.append({"role": "assistant", "content": "Understood."})
    msgs.append({"role": "user", "content": PA.AIDER_REPO_INTRO + _repo_map(ws, i)})
    msgs.append({"role": "assistant", "content": PA.AIDER_REPO_ACK})
    if is_file(ask["code"]):
        path = CODE[ask["code"]][0]
        msgs.append({"role": "user", "content": PA.AIDER_FILES_INTRO + f"{path}\n{fo}\n{full_file(ask['code']).rstrip()}\n{fc}\n"})
        msgs.append({"role": "assistant", "content": PA.AIDER_FILES_ACK})
        user = ask["text"]
    else:
        msgs.append({"role": "user", "content": PA.AIDER_NO_FILES})
        msgs.append({"role": "assistant", "content": PA.AIDER_NO_FILES_ACK})
        user = pasted(ask, i, fam)
    msgs.append({"role": "user", "content": user})
    msgs.append({"role": "system", "content": PA.AIDER_REMINDER.format(fence_open=fo, fence_close=fc, lazy=lazy)})
    body = {"model": model, "messages": msgs, "temperature": 0, "stream": True}
    return "/v1/chat/completions", h_openai_py(i, fam, "1.99.9"), body, "chat_editformat_fewshot_repomap_chatfiles"


def env_react(ask, i, ws):
    fam = "react_agent"
    model = pick(["gpt-4o-mini", "llama-3.3-70b-instruct", "gpt-4.1-mini"], i, fam, "m")
    tools = PA.REACT_TOOLS
    tool_block = "\n".join(f"{n}: {d}" for n, d in tools)
    system = PA.REACT_SYSTEM.format(root=ws["root"], tool_block=tool_block, tool_names=", ".join(n for n, _ in tools))
    body = {
        "model": model,
        "messages": [{"role": "system", "content": system}, {"role": "user", "content": PA.REACT_USER.format(text=pasted(ask, i, fam))}],
        "temperature": 0,
        "stop": ["\nObservation:"],
        "stream": False,
    }
    return "/v1/chat/completions", h_openai_py(i, fam, "1.109.1"), body, "chat_react_text_format_no_tools"


def env_mini(ask, i, ws):
    fam = "mini_swe_agent"
    model = pick(["gpt-5-mini", "claude-sonnet-4-5-20250929", "gemini-2.5-pro", "kimi-k2-instruct"], i, fam, "m")
    uname = ("Darwin jonas-mbp 24.6.0 Darwin Kernel Version 24.6.0 arm64" if ws["os"] == "darwin"
             else f"Linux devbox {ws['os_version'].split()[-1]} #1 SMP PREEMPT_DYNAMIC x86_64")
    body = {
        "model": model,
        "messages": [{"role": "system", "content": PA.MINI_SYSTEM},
                     {"role": "user", "content": PA.MINI_INSTANCE.format(text=pasted(ask, i, fam), root=ws["root"], uname=uname)}],
    }
    if not model.startswith("gpt-5"):
        body["temperature"] = 0.0
    return "/v1/chat/completions", h_openai_py(i, fam, "1.109.1"), body, "chat_text_protocol_bash_block_no_tools"


def env_openhands(ask, i, ws):
    fam = "openhands"
    t = when(i)
    model = pick(["gpt-5-2025-08-07", "qwen3-coder-480b-a35b-instruct", "devstral-medium-2507", "claude-sonnet-4-5-20250929"], i, fam, "m")
    root = "/workspace/" + ws["name"]
    runtime = PA.OPENHANDS_RUNTIME.format(port1=50000 + num(i, fam, "p") % 9000, port2=59000 + num(i, fam, "q") % 900,
                                          date=t.strftime("%Y-%m-%d"), name=ws["name"], root=root, notes=ws["notes"].rstrip())
    body = {
        "model": model,
        "messages": [
            {"role": "system", "content": PA.OPENHANDS_SYSTEM},
            {"role": "user", "content": [{"type": "text", "text": pasted(ask, i, fam)}, {"type": "text", "text": runtime}]},
        ],
        "tools": PA.OPENHANDS_TOOLS + [{"type": "function", "function": {"name": n, "description": t["description"], "parameters": t["inputSchema"]}} for n, _, t in mcp_named(i, fam, "bare")],
        "tool_choice": "auto",
        "temperature": 0.0,
        "top_p": 1.0,
        "max_completion_tokens": 64000,
        "stream": False,
    }
    return "/v1/chat/completions", h_openai_py(i, fam, "1.99.9"), body, "chat_tools_runtime_info_block"


def env_swe_agent(ask, i, ws):
    fam = "swe_agent"
    model = pick(["gpt-4.1", "claude-sonnet-4-20250514", "gpt-5-mini"], i, fam, "m")
    root = "/" + ws["name"]
    body = {
        "model": model,
        "messages": [{"role": "system", "content": PA.SWEAGENT_SYSTEM},
                     {"role": "user", "content": PA.SWEAGENT_INSTANCE.format(root=root, text=pasted(ask, i, fam))}],
        "tools": PA.SWEAGENT_TOOLS,
        "tool_choice": "auto",
        "temperature": 0.0,
        "top_p": 1.0,
    }
    return "/v1/chat/completions", h_openai_py(i, fam, "1.99.9"), body, "chat_oneline_system_instance_template_tools"


def env_copilot(ask, i, ws):
    fam = "copilot_agent"
    t = when(i)
    model = pick(["gpt-4.1", "claude-sonnet-4", "gpt-5-mini", "gemini-2.5-pro"], i, fam, "m")
    cur = current_file(ask, ws, i)
    attachments = ""
    text = ask["text"]
    if is_file(ask["code"]):
        path, lang, src = CODE[ask["code"]]
        s, e = file_lines(ask["code"])
        base = os.path.basename(path)
        attachments = (f"<attachments>\n<attachment id=\"file:{base}\" filePath=\"{ws['root']}/{path}\">\n"
                       f"User's active selection, this should be the main focus:\nExcerpt from {base}, lines {s} to {e}:\n"
                       f"```{lang}\n{src.rstrip()}\n```\n</attachment>\n</attachments>\n")
        sel = f"The current selection is from line {s} to line {e}."
    else:
        text = pasted(ask, i, fam)
        sel = ""
    env = PI.COPILOT_ENV.format(os_pretty="macOS" if ws["os"] == "darwin" else "Linux", shell_path=shell_path(ws), root=ws["root"],
                                test_cmd=ws["test_cmd"], tree=file_tree(ws, 120))
    user = PI.COPILOT_USER.format(longdate=t.strftime("%B %d, %Y").replace(" 0", " "), current_file=ws["root"] + "/" + cur,
                                  selection_note=sel, attachments=attachments, text=text)
    body = {
        "model": model,
        "messages": [
            {"role": "system", "content": PI.COPILOT_SYSTEM.format(root=ws["root"], notes=ws["notes"].rstrip())},
            {"role": "user", "content": env},
            {"role": "user", "content": user},
        ],
        "tools": PI.COPILOT_TOOLS + [{"type": "function", "function": {"name": n, "description": t["description"], "parameters": t["inputSchema"]}} for n, _, t in mcp_named(i, fam, "copilot")],
        "temperature": 0,
        "top_p": 1,
        "max_tokens": 16384,
        "n": 1,
        "stream": True,
    }
    ver = pick(["0.32.4", "0.33.1"], i, fam, "v")
    headers = {
        "accept": "application/json",
        "content-type": "application/json",
        "authorization": KEY,
        "user-agent": f"GitHubCopilotChat/{ver}",
        "editor-version": pick(["vscode/1.105.1", "vscode/1.106.0"], i, fam, "ev"),
        "editor-plugin-version": f"copilot-chat/{ver}",
        "copilot-integration-id": "vscode-chat",
        "openai-intent": "conversation-agent",
        "x-initiator": "user",
        "x-interaction-type": "conversation-agent",
        "x-request-id": uid(i, fam, "req"),
        "vscode-sessionid": uid(i, fam, "vs") + str(1760000000000 + i),
        "vscode-machineid": hx(i, fam, "machine"),
    }
    return "/v1/chat/completions", headers, body, "chat_agent_mode_tools_env_and_userrequest_tags"


def env_zed(ask, i, ws):
    fam = "zed_agent"
    model = pick(["gpt-5", "gpt-4.1", "devstral-small-2507", "qwen3-coder-30b-a3b-instruct"], i, fam, "m")
    rootname = os.path.basename(ws["root"])
    text = ask["text"]
    if is_file(ask["code"]):
        path, lang, src = CODE[ask["code"]]
        s, e = file_lines(ask["code"])
        user = PI.ZED_CONTEXT.format(path=f"{rootname}/{path}", start=s, end=e, code=src) + "\n" + text
    else:
        user = pasted(ask, i, fam)
    system = PI.ZED_SYSTEM.format(root=rootname, os_name="macos" if ws["os"] == "darwin" else "linux", shell_name=ws["shell"],
                                  notes=ws["notes"].rstrip())
    body = {
        "model": model,
        "messages": [{"role": "system", "content": system}, {"role": "user", "content": user}],
        "stream": True,
        "tools": PI.ZED_TOOLS + [{"type": "function", "function": {"name": n, "description": t["description"], "parameters": t["inputSchema"]}} for n, _, t in mcp_named(i, fam, "bare")],
        "tool_choice": "auto",
        "parallel_tool_calls": False,
    }
    if not model.startswith("gpt-5"):
        body["temperature"] = 1.0
    headers = {
        "content-type": "application/json",
        "authorization": KEY,
        "user-agent": f"Zed/{pick(['0.208.5', '0.210.4', '0.212.2'], i, fam, 'v')} ({'macos' if ws['os'] == 'darwin' else 'linux'}; {'aarch64' if ws['os'] == 'darwin' else 'x86_64'})",
    }
    return "/v1/chat/completions", headers, body, "chat_agent_panel_tools_context_block"


def env_jetbrains(ask, i, ws):
    fam = "jetbrains_ai"
    model = pick(["gpt-4o", "qwen2.5-coder-14b-instruct", "gpt-4.1", "mistral-large-latest"], i, fam, "m")
    ide = {"python": "PyCharm 2025.2.4", "go": "GoLand 2025.2.3", "typescript": "WebStorm 2025.2.4", "rust": "RustRover 2025.2.3",
           "java": "IntelliJ IDEA 2025.2.4", "ruby": "RubyMine 2025.2.3", "c": "CLion 2025.2.3", "php": "PhpStorm 2025.2.3"}[ws["lang"]]
    build = {"python": "uv / pyproject", "go": "Go modules", "typescript": "pnpm", "rust": "Cargo", "java": "Gradle",
             "ruby": "Bundler", "c": "Makefile", "php": "Composer"}[ws["lang"]]
    cur = current_file(ask, ws, i)
    system = PI.JETBRAINS_SYSTEM.format(ide=ide, name=ws["name"], langs=ws["lang"].capitalize(), build=build, current_file=cur)
    if is_file(ask["code"]):
        path, lang, src = CODE[ask["code"]]
        s, e = file_lines(ask["code"])
        user = ask["text"] + "\n\n" + PI.JETBRAINS_ATTACH.format(path=path, start=s, end=e, lang=lang, code=src)
    else:
        user = pasted(ask, i, fam)
    body = {
        "model": model,
        "messages": [{"role": "system", "content": system}, {"role": "user", "content": user}],
        "stream": True,
        "temperature": 0.2,
    }
    headers = {"content-type": "application/json", "authorization": KEY, "accept": "text/event-stream",
               "user-agent": pick(["Java-http-client/21.0.8", "Ktor client"], i, fam, "ua")}
    return "/v1/chat/completions", headers, body, "chat_ide_system_attached_selection_no_tools"


def env_curl(ask, i, ws):
    fam = "curl"
    body = {"model": pick(["gpt-4o-mini", "gpt-4.1-mini", "gpt-4o"], i, fam, "m"),
            "messages": [{"role": "user", "content": pasted(ask, i, fam)}]}
    if num(i, fam, "t") % 2:
        body["temperature"] = 0.2
    headers = {"user-agent": pick(["curl/8.5.0", "curl/8.7.1", "curl/7.81.0"], i, fam, "ua"), "accept": "*/*",
               "content-type": "application/json", "authorization": KEY}
    return "/v1/chat/completions", headers, body, "chat_single_user_message"


def env_sdk(ask, i, ws):
    fam = "openai_sdk"
    role = "developer" if num(i, fam, "role") % 3 == 0 else "system"
    text = pasted(ask, i, fam)
    content = [{"type": "text", "text": text}] if num(i, fam, "parts") % 4 == 0 else text
    model = pick(["gpt-4o", "gpt-4.1", "o4-mini"], i, fam, "m")
    body = {"model": model,
            "messages": [{"role": role, "content": pick(PI.SDK_SYSTEMS, i, fam, "sys")}, {"role": "user", "content": content}]}
    if model == "o4-mini":
        body["max_completion_tokens"] = 4000
    else:
        body["temperature"] = 0.2
        body["max_tokens"] = 1500
    return "/v1/chat/completions", h_openai_py(i, fam, pick(["1.109.1", "2.6.1"], i, fam, "v")), body, "chat_script_system_or_developer"


def env_inline(ask, i, ws):
    fam = "inline_edit"
    path, lang, src = CODE[ask["code"]]
    pre = preamble(ask["code"])
    suf = suffix(ask["code"])
    content = PI.INLINE_EDIT.format(lang=lang, prefix=pre, code=src, suffix=suf.rstrip(), path=path, text=ask["text"])
    body = {"model": pick(["gpt-4.1-mini", "codestral-latest", "qwen2.5-coder-7b-instruct"], i, fam, "m"),
            "messages": [{"role": "user", "content": content}],
            "temperature": 0, "max_tokens": 2048, "stream": True}
    return "/v1/chat/completions", h_openai_js(i, fam, ws, "5.12.2"), body, "chat_inline_edit_selection_prompt"


FAMILIES = [
    ("claude_code", env_claude_code),
    ("codex_cli", env_codex),
    ("gemini_cli", env_gemini),
    ("continue_chat", env_continue),
    ("cline", env_cline),
    ("roo_code", env_roo),
    ("aider", env_aider),
    ("react_agent", env_react),
    ("mini_swe_agent", env_mini),
    ("openhands", env_openhands),
    ("swe_agent", env_swe_agent),
    ("copilot_agent", env_copilot),
    ("zed_agent", env_zed),
    ("jetbrains_ai", env_jetbrains),
    ("curl", env_curl),
    ("openai_sdk", env_sdk),
    ("inline_edit", env_inline),
]


def task_note(ask):
    t = ask["text"].strip()
    if len(t) <= 160 and "\n" not in t:
        note = t
    else:
        note = t.splitlines()[0][:150] + " [pasted ticket, " + str(len(t)) + " chars]"
    if ask["code"]:
        note += f" (+ supplied {CODE[ask['code']][1]})"
    return note


def records():
    for n, ask in enumerate(ASKS):
        i = n + 1
        ask_id = f"a{i:03d}"
        ws = ws_of(ask)
        for fam, fn in FAMILIES:
            if fam == "inline_edit" and (not is_file(ask["code"]) or ask["code"] in BIG):
                continue
            endpoint, headers, body, shape = fn(ask, i, ws)
            yield {
                "id": f"consistency2-{ask_id}-{fam}",
                "ask_id": ask_id,
                "family": fam,
                "shape": shape,
                "endpoint": endpoint,
                "headers": headers,
                "body": body,
                "label": ask["label"],
                "ask": ask["text"],
                "lang": ask["lang"],
                "kind": ask["kind"],
                "task": task_note(ask),
            }


def main():
    n = 0
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        for rec in records():
            fh.write(json.dumps(rec, ensure_ascii=False, sort_keys=False) + "\n")
            n += 1
    print(f"wrote {n} records to {OUT}")


if __name__ == "__main__":
    main()
