"""First-turn request builders, one per client. Each takes the ask text and a Ctx and
returns (endpoint, headers, body). The ask text is inserted verbatim; everything else
is the client's own framing."""

import datetime
import json

import prompts as PR
import tools as T

KEY_OAI = "sk-test-0000000000000000000000000000"
KEY_ANT = "sk-ant-api03-test-000000000000000000000000"


def _dt(ctx):
    d = datetime.date.fromisoformat(ctx.date)
    return d


def _date_long(ctx):
    d = _dt(ctx)
    return d.strftime("%A, %B ") + str(d.day) + d.strftime(", %Y")


def _stainless(ctx, lang="js", pkg="4.104.0", runtime_version="v20.18.1"):
    h = {
        "x-stainless-lang": lang,
        "x-stainless-package-version": pkg,
        "x-stainless-os": ctx.os["stainless_os"],
        "x-stainless-arch": ctx.os["arch"] if lang == "js" else ("arm64" if ctx.os["arch"] == "arm64" else "x86_64"),
        "x-stainless-runtime": "node" if lang == "js" else "CPython",
        "x-stainless-runtime-version": runtime_version,
        "x-stainless-retry-count": "0",
    }
    return h


def _oai_headers(ctx, ua, extra=None, lang="js", pkg="4.104.0", rv="v20.18.1", key=True):
    h = {"accept": "application/json", "content-type": "application/json", "user-agent": ua}
    if key:
        h["authorization"] = "Bearer " + KEY_OAI
    h.update(_stainless(ctx, lang, pkg, rv))
    if extra:
        h.update(extra)
    return h


# ---------------------------------------------------------------- Claude Code
def claude_code(ask, ctx):
    rng = ctx.rng
    model = rng.choice(["claude-sonnet-4-5-20250929", "claude-sonnet-4-20250514", "claude-opus-4-1-20250805"])
    session = ctx.uuid()
    version = rng.choice(["1.0.120", "2.0.14", "2.0.28", "2.0.37"])
    if rng.random() < 0.5:
        user_id = f"user_{ctx.hex(64)}_account_{ctx.uuid()}_session_{session}"
    else:
        user_id = json.dumps({"device_id": ctx.hex(64), "account_uuid": ctx.uuid(), "session_id": session}, separators=(",", ":"))
    env = PR.CLAUDE_CODE_ENV.format(cwd=ctx.cwd, platform=ctx.os["platform"], osver=ctx.os["version"], date=ctx.date,
                                    model=model, git_status=ctx.git_status())
    system = [
        {"type": "text", "text": PR.CLAUDE_CODE_IDENT, "cache_control": {"type": "ephemeral"}},
        {"type": "text", "text": PR.CLAUDE_CODE_MAIN + "\n" + env, "cache_control": {"type": "ephemeral"}},
    ]
    content = [
        {"type": "text", "text": PR.CLAUDE_CODE_REMINDER_CTX.format(cwd=ctx.cwd, sep=ctx.sep, repo=ctx.repo["name"], stack=ctx.repo["stack"])},
        {"type": "text", "text": ask},
        {"type": "text", "text": PR.CLAUDE_CODE_REMINDER_TODO, "cache_control": {"type": "ephemeral"}},
    ]
    tools = T.to_anthropic(T.CLAUDE_CODE)
    body = {"model": model, "messages": [{"role": "user", "content": content}], "temperature": 1,
            "system": system, "tools": tools, "metadata": {"user_id": user_id}, "max_tokens": 32000, "stream": True}
    if rng.random() < 0.5:
        body["thinking"] = {"type": "enabled", "budget_tokens": rng.choice([4000, 10000, 31999])}
    headers = {
        "accept": "application/json",
        "anthropic-beta": rng.choice([
            "claude-code-20250219,interleaved-thinking-2025-05-14,fine-grained-tool-streaming-2025-05-14",
            "claude-code-20250219,oauth-2025-04-20,interleaved-thinking-2025-05-14,context-management-2025-06-27",
        ]),
        "anthropic-dangerous-direct-browser-access": "true",
        "anthropic-version": "2023-06-01",
        "content-type": "application/json",
        "user-agent": f"claude-cli/{version} (external, cli)",
        "x-app": "cli",
        "x-claude-code-session-id": session,
    }
    if rng.random() < 0.5:
        headers["x-api-key"] = KEY_ANT
    else:
        headers["authorization"] = "Bearer " + KEY_ANT
    headers.update(_stainless(ctx, "js", "0.60.0", "v22.17.0"))
    headers["x-stainless-timeout"] = "600"
    return "/v1/messages", headers, body


# ---------------------------------------------------------------- Codex CLI
def codex_cli(ask, ctx):
    rng = ctx.rng
    version = rng.choice(["0.39.0", "0.46.0", "0.53.0", "0.58.0"])
    model = rng.choice(["gpt-5-codex", "gpt-5", "gpt-5.1-codex"])
    conv = ctx.uuid()
    sandbox = rng.choice(["workspace-write", "read-only"])
    approval = rng.choice(["on-request", "never", "untrusted"])
    network = rng.choice(["restricted", "enabled"])
    env_ctx = ("<environment_context>\n"
               f"  <cwd>{ctx.cwd}</cwd>\n"
               f"  <approval_policy>{approval}</approval_policy>\n"
               f"  <sandbox_mode>{sandbox}</sandbox_mode>\n"
               f"  <network_access>{network}</network_access>\n"
               f"  <shell>{ctx.os['shell']}</shell>\n"
               "</environment_context>")

    def msg(role, text):
        return {"type": "message", "role": role, "content": [{"type": "input_text", "text": text}]}

    use_instructions = rng.random() < 0.4
    items = []
    if not use_instructions:
        items.append(msg("developer", PR.CODEX_BASE))
    items.append(msg("developer", PR.CODEX_PERMS.format(sandbox=sandbox, network=network, approval=approval)))
    if rng.random() < 0.6:
        items.append(msg("user", PR.CODEX_AGENTS.format(cwd=ctx.cwd, stack=ctx.repo["stack"])))
    items.append(msg("user", env_ctx))
    items.append(msg("user", ask))
    body = {"model": model}
    if use_instructions:
        body["instructions"] = PR.CODEX_BASE
    body.update({
        "input": items,
        "tools": T.codex_tools(rng),
        "tool_choice": "auto",
        "parallel_tool_calls": rng.choice([False, True]),
        "reasoning": {"effort": rng.choice(["low", "medium", "high"]), "summary": "auto"},
        "store": False,
        "stream": True,
        "include": ["reasoning.encrypted_content"],
        "prompt_cache_key": conv,
    })
    osname = {"darwin": "Mac OS " + ctx.os["pretty"].split()[-1], "linux": ctx.os["pretty"], "win32": "Windows 11 Pro"}[ctx.os["platform"]]
    arch = "arm64" if ctx.os["arch"] == "arm64" else "x86_64"
    headers = {
        "authorization": "Bearer " + KEY_OAI,
        "content-type": "application/json",
        "accept": "text/event-stream",
        "openai-beta": "responses=experimental",
        "originator": "codex_cli_rs",
        "user-agent": f"codex_cli_rs/{version} ({osname}; {arch}) {rng.choice(['xterm-256color', 'iTerm.app/3.5.4', 'vscode/1.95.3', 'WezTerm/20240203'])}",
        "version": version,
        "session-id": conv,
    }
    if rng.random() < 0.5:
        headers["thread-id"] = conv
    return "/v1/responses", headers, body


# ---------------------------------------------------------------- Continue
def _continue_common(ctx):
    rng = ctx.rng
    model = rng.choice(["gpt-4o", "gpt-4.1", "claude-3-7-sonnet-latest", "qwen2.5-coder:32b", "deepseek-chat", "codestral-latest"])
    ver = rng.choice(["1.0.14", "1.1.49", "1.2.6"])
    headers = _oai_headers(ctx, "OpenAI/JS 4.104.0")
    headers["x-continue-version"] = ver
    return model, headers


def continue_chat(ask, ctx):
    rng = ctx.rng
    model, headers = _continue_common(ctx)
    system = PR.CONTINUE_CHAT
    rules = rng.sample(PR.CONTINUE_RULES, k=rng.randint(0, 2))
    if rules:
        system += "\n\n" + "\n\n".join(rules)
    if rng.random() < 0.5:
        content = ask
    else:
        content = [{"type": "text", "text": ask}]
    body = {"model": model, "max_tokens": rng.choice([4096, 8192]), "stream": True,
            "messages": [{"role": "system", "content": system}, {"role": "user", "content": content}]}
    if rng.random() < 0.5:
        body["temperature"] = rng.choice([0.0, 0.2, 0.5])
    return "/v1/chat/completions", headers, body


def continue_agent(ask, ctx):
    rng = ctx.rng
    model, headers = _continue_common(ctx)
    system = PR.CONTINUE_AGENT
    rules = rng.sample(PR.CONTINUE_RULES, k=rng.randint(0, 2))
    if rules:
        system += "\n\n" + "\n\n".join(rules)
    body = {"model": model, "max_tokens": 8192, "stream": True,
            "messages": [{"role": "system", "content": system}, {"role": "user", "content": [{"type": "text", "text": ask}]}],
            "tools": T.to_openai(T.CONTINUE_AGENT), "parallel_tool_calls": False}
    return "/v1/chat/completions", headers, body


# ---------------------------------------------------------------- Cline / Roo
def _env_details(ctx, mode_block, tabs=True):
    rng = ctx.rng
    open_file = ctx.repo["open"][0]
    others = rng.sample(ctx.repo["files"], k=min(2, len(ctx.repo["files"])))
    t = _dt(ctx)
    lines = ["<environment_details>", "# VSCode Visible Files", open_file if tabs else "(No visible files)", "",
             "# VSCode Open Tabs", ", ".join([open_file] + others) if tabs else "(No open tabs)", "",
             "# Current Time", f"{t.month}/{t.day}/{t.year}, {ctx.hour % 12 or 12}:{ctx.minute:02d}:{rng.randint(0, 59):02d} {'PM' if ctx.hour >= 12 else 'AM'} (Europe/Berlin, UTC+2:00)", "",
             f"# Current Working Directory ({ctx.cwd}) Files"]
    lines += ctx.repo["files"]
    lines += ["", "# Context Window Usage", f"0 / {rng.choice(['200K', '128K', '1,000K'])} tokens used (0%)", "", mode_block, "</environment_details>"]
    return "\n".join(lines)


def _xml_tool_docs(tools, cwd):
    out = []
    for name, desc, params in tools:
        out.append(f"## {name}\nDescription: {desc.format(cwd=cwd)}\nParameters:")
        for pn, pd in params:
            out.append(f"- {pn}: {pd.format(cwd=cwd)}")
        out.append("Usage:\n<" + name + ">\n" + "\n".join(f"<{pn}>{pn} here</{pn}>" for pn, _ in params) + "\n</" + name + ">\n")
    return "\n".join(out)


def _cline_system_xml(ctx):
    home = ctx.os["home"].format(u=ctx.user)
    return (PR.CLINE_INTRO + "\n" + _xml_tool_docs(PR.CLINE_XML_TOOLS, ctx.cwd) + "\n" +
            PR.CLINE_RULES.format(cwd=ctx.cwd, os=ctx.os["pretty"], shell=ctx.os["shell"], home=home))


def cline_xml(ask, ctx):
    rng = ctx.rng
    model = rng.choice(["claude-3-5-sonnet-20241022", "claude-3-7-sonnet-20250219", "claude-sonnet-4-20250514"])
    mode = rng.choice(["ACT MODE", "ACT MODE", "PLAN MODE"])
    content = [
        {"type": "text", "text": "<task>\n" + ask + "\n</task>"},
        {"type": "text", "text": _env_details(ctx, "# Current Mode\n" + mode)},
    ]
    body = {"model": model, "max_tokens": 8192, "temperature": 0,
            "system": [{"type": "text", "text": _cline_system_xml(ctx), "cache_control": {"type": "ephemeral"}}],
            "messages": [{"role": "user", "content": content}], "stream": True}
    headers = {"accept": "application/json", "anthropic-version": "2023-06-01", "content-type": "application/json",
               "x-api-key": KEY_ANT, "anthropic-beta": "prompt-caching-2024-07-31",
               "user-agent": "Anthropic/JS 0.37.0", "http-referer": "https://cline.bot", "x-title": "Cline"}
    headers.update(_stainless(ctx, "js", "0.37.0", "v20.18.1"))
    return "/v1/messages", headers, body


def cline_native(ask, ctx):
    rng = ctx.rng
    model = rng.choice(["gpt-4.1", "gpt-5", "qwen3-coder", "claude-sonnet-4-5", "glm-4.6"])
    mode = rng.choice(["ACT MODE", "PLAN MODE"])
    home = ctx.os["home"].format(u=ctx.user)
    system = (PR.CLINE_INTRO.split("# Tool Use Formatting")[0] +
              "Tools are provided through the native function-calling interface.\n\n" +
              PR.CLINE_RULES.format(cwd=ctx.cwd, os=ctx.os["pretty"], shell=ctx.os["shell"], home=home))
    content = [
        {"type": "text", "text": "<task>\n" + ask + "\n</task>"},
        {"type": "text", "text": _env_details(ctx, "# Current Mode\n" + mode)},
    ]
    body = {"model": model, "messages": [{"role": "system", "content": system}, {"role": "user", "content": content}],
            "temperature": 0, "stream": True, "stream_options": {"include_usage": True},
            "tools": T.to_openai(T.CLINE_NATIVE), "tool_choice": "auto", "parallel_tool_calls": False}
    headers = _oai_headers(ctx, "OpenAI/JS 4.96.0", {"http-referer": "https://cline.bot", "x-title": "Cline"}, pkg="4.96.0")
    return "/v1/chat/completions", headers, body


def roo_code(ask, ctx):
    rng = ctx.rng
    model = rng.choice(["deepseek-chat", "gpt-4.1", "claude-sonnet-4", "qwen3-coder-480b", "gemini-2.5-pro"])
    home = ctx.os["home"].format(u=ctx.user)
    locale = rng.choice(["en", "en", "de", "es", "zh-CN", "ja", "fr"])
    system = (PR.ROO_INTRO + _xml_tool_docs([(n, d, p) for n, d, p in T.ROO_XML_TOOLS], ctx.cwd) + "\n" +
              PR.ROO_TAIL.format(cwd=ctx.cwd, os=ctx.os["pretty"], shell=ctx.os["shell"], home=home, locale=locale))
    slug, name = rng.choice([("code", "💻 Code"), ("code", "💻 Code"), ("ask", "❓ Ask"), ("architect", "🏗️ Architect"), ("orchestrator", "🪃 Orchestrator")])
    mode_block = f"# Current Mode\n<slug>{slug}</slug>\n<name>{name}</name>\n<model>{model}</model>"
    content = [
        {"type": "text", "text": "<task>\n" + ask + "\n</task>"},
        {"type": "text", "text": _env_details(ctx, mode_block, tabs=rng.random() < 0.7)},
    ]
    body = {"model": model, "temperature": 0, "messages": [{"role": "system", "content": system}, {"role": "user", "content": content}],
            "stream": True, "stream_options": {"include_usage": True}}
    headers = _oai_headers(ctx, "RooCode/3.28.15", {"http-referer": "https://github.com/RooVetGit/Roo-Cline", "x-title": "Roo Code"}, pkg="5.12.2")
    return "/v1/chat/completions", headers, body


# ---------------------------------------------------------------- aider
def _repo_map(ctx):
    r = ctx.repo
    lines = []
    sym = {"python": ["def main", "class Settings", "def load", "def handle"],
           "typescript": ["export function", "export const", "export type Props"],
           "go": ["func New", "type Store struct", "func (s *Store) Get"],
           "kotlin": ["class", "fun", "interface"], "rust": ["pub fn run", "pub struct Args", "impl Config"],
           "java": ["public class", "public void", "@Autowired"]}[r["lang"]]
    for i, f in enumerate(r["files"]):
        if f.endswith((".toml", ".json", ".lock", ".sum", ".yml", ".yaml", ".xml", ".md", ".mod", ".kts")) or "Makefile" in f or "Dockerfile" in f:
            lines.append(f)
            continue
        lines.append(f + ":")
        lines.append("⋮")
        lines.append("│" + sym[i % len(sym)] + " …")
        lines.append("⋮")
    return "\n".join(lines)


def aider(ask, ctx):
    rng = ctx.rng
    model = rng.choice(["gpt-4o", "deepseek/deepseek-chat", "claude-3-5-sonnet-20241022", "gpt-4.1", "openrouter/qwen/qwen-2.5-coder-32b-instruct"])
    language = "the same language they are using"
    pn = f"The user's system: {ctx.os['pretty']}, shell {ctx.os['shell']}. The current date is {ctx.date}. The user is working in a git repository."
    system = PR.AIDER_SYSTEM.format(language=language, platform_note=pn)
    msgs = [{"role": "system", "content": system},
            {"role": "user", "content": PR.AIDER_EXAMPLE_USER},
            {"role": "assistant", "content": PR.AIDER_EXAMPLE_ASSISTANT},
            {"role": "user", "content": PR.AIDER_REPO_INTRO + "\n" + _repo_map(ctx)},
            {"role": "assistant", "content": PR.AIDER_REPO_ACK},
            {"role": "user", "content": ask},
            {"role": "system", "content": PR.AIDER_REMINDER}]
    body = {"model": model.split("/", 1)[-1] if model.startswith("openrouter/") else model, "messages": msgs, "temperature": 0, "stream": True}
    headers = _oai_headers(ctx, "OpenAI/Python 1.82.0", lang="python", pkg="1.82.0", rv="3.12.7")
    return "/v1/chat/completions", headers, body


# ---------------------------------------------------------------- Copilot-like
def copilot_chat(ask, ctx):
    rng = ctx.rng
    model = rng.choice(["gpt-4.1", "gpt-4o", "claude-sonnet-4", "gpt-5-mini"])
    fname, fbody = ctx.repo["open"]
    ext = fname.rsplit(".", 1)[-1]
    cmt = "#" if ext in ("py", "yml", "yaml", "toml") else "//"
    ctx_block = (f"<context>\nThe current date is {_date_long(ctx)}.\nMy current OS is: {ctx.os['pretty']}\n"
                 f"I am working in a workspace with the following folders:\n- {ctx.cwd}\n</context>")
    editor = (f"<editorContext>\nThe user's current file is {ctx.path(fname)}. \n</editorContext>")
    attach = (f"<attachments>\n<attachment id=\"file:{fname.split('/')[-1]}\" filePath=\"{ctx.path(fname)}\">\n"
              f"````{ext}\n{cmt} filepath: {ctx.path(fname)}\n{fbody}````\n</attachment>\n</attachments>")
    parts = [ctx_block]
    if rng.random() < 0.6:
        parts.append(editor)
    if rng.random() < 0.5:
        parts.append(attach)
    parts.append("<userRequest>\n" + ask + "\n</userRequest>")
    body = {"messages": [{"role": "system", "content": PR.COPILOT_SYSTEM}, {"role": "user", "content": "\n".join(parts)}],
            "model": model, "temperature": 0, "top_p": 1, "max_tokens": 16384, "n": 1, "stream": True}
    req = ctx.uuid()
    headers = {"content-type": "application/json", "accept": "*/*", "authorization": "Bearer " + KEY_OAI,
               "editor-version": "vscode/" + rng.choice(["1.99.3", "1.101.2", "1.104.1"]),
               "editor-plugin-version": "copilot-chat/" + rng.choice(["0.26.7", "0.28.5", "0.31.2"]),
               "copilot-integration-id": "vscode-chat", "openai-intent": "conversation-panel",
               "x-github-api-version": "2025-05-01", "x-request-id": req, "x-interaction-type": "conversation-panel",
               "x-initiator": "user", "vscode-sessionid": ctx.uuid() + str(rng.randint(10 ** 12, 10 ** 13)),
               "user-agent": "GitHubCopilotChat/0.31.2"}
    return "/v1/chat/completions", headers, body


# ---------------------------------------------------------------- Cursor-like
def cursor(ask, ctx):
    rng = ctx.rng
    model = rng.choice(["claude-4-sonnet", "gpt-5", "gpt-4.1", "claude-3.7-sonnet"])
    fname, fbody = ctx.repo["open"]
    user_info = (f"<user_info>\nThe user's OS version is {ctx.os['version'].lower()}. The absolute path of the user's workspace is {ctx.cwd}. "
                 f"The user's shell is {ctx.os['shell']}.\n</user_info>")
    parts = [user_info]
    if rng.random() < 0.7:
        lines = fbody.splitlines()
        cur = rng.randint(1, max(1, len(lines)))
        parts.append("<additional_data>\nEditor state at the time of the message (may be irrelevant):\n\n"
                     f"<current_file>\nPath: {fname}\nLine: {cur}\nLine Content: `{lines[cur - 1] if lines else ''}`\n</current_file>\n</additional_data>")
    parts.append("<user_query>\n" + ask + "\n</user_query>")
    body = {"model": model, "messages": [{"role": "system", "content": PR.CURSOR_SYSTEM}, {"role": "user", "content": "\n\n".join(parts)}],
            "tools": T.to_openai(T.CURSOR), "tool_choice": "auto", "stream": True, "temperature": rng.choice([0, 0.2])}
    headers = _oai_headers(ctx, "connect-es/1.6.1", {"x-cursor-client-version": rng.choice(["1.4.5", "1.6.27", "1.7.44"]), "x-request-id": ctx.uuid()})
    for k in list(headers):
        if k.startswith("x-stainless"):
            del headers[k]
    return "/v1/chat/completions", headers, body


# ---------------------------------------------------------------- Zed
def zed(ask, ctx):
    rng = ctx.rng
    model = rng.choice(["gpt-4.1", "qwen3-coder-30b", "devstral-small", "gpt-5-mini"])
    system = PR.ZED_SYSTEM.format(os=ctx.os["platform"], shell=ctx.os["shell"], repo=ctx.repo["name"])
    body = {"model": model, "stream": True,
            "messages": [{"role": "system", "content": system}, {"role": "user", "content": [{"type": "text", "text": ask}]}],
            "tools": T.to_openai(T.ZED), "tool_choice": "auto", "parallel_tool_calls": False, "temperature": 1.0}
    headers = {"content-type": "application/json", "authorization": "Bearer " + KEY_OAI, "accept": "*/*",
               "user-agent": f"Zed/{rng.choice(['0.201.6', '0.206.4', '0.210.3'])} ({'macos' if ctx.os['platform'] == 'darwin' else 'linux'}; {'aarch64' if ctx.os['arch'] == 'arm64' else 'x86_64'})"}
    return "/v1/chat/completions", headers, body


# ---------------------------------------------------------------- JetBrains AI-like
def jetbrains_ai(ask, ctx):
    rng = ctx.rng
    ide = {"python": "PyCharm 2025.2", "typescript": "WebStorm 2025.2", "go": "GoLand 2025.1", "kotlin": "Android Studio Narwhal",
           "rust": "RustRover 2025.2", "java": "IntelliJ IDEA 2025.2"}[ctx.repo["lang"]]
    system = PR.JETBRAINS_SYSTEM.format(ide=ide, os=ctx.os["pretty"], repo=ctx.repo["name"], stack=ctx.repo["stack"])
    model = rng.choice(["gpt-4.1", "gpt-4o", "claude-sonnet-4", "mistral-medium-latest"])
    body = {"model": model, "messages": [{"role": "system", "content": system}, {"role": "user", "content": ask}],
            "stream": True, "temperature": rng.choice([0.0, 0.3, 0.7])}
    headers = {"content-type": "application/json", "accept": "text/event-stream", "authorization": "Bearer " + KEY_OAI,
               "user-agent": "Ktor client", "x-ide-product": ide.split(" ")[0].lower()}
    return "/v1/chat/completions", headers, body


# ---------------------------------------------------------------- Gemini CLI (OpenAI-compatible endpoint)
def gemini_cli(ask, ctx):
    rng = ctx.rng
    setup = PR.GEMINI_SETUP.format(date_long=_date_long(ctx), platform=ctx.os["platform"], cwd=ctx.cwd, sep=ctx.sep,
                                   tree="\n".join("├───" + f for f in ctx.repo["files"]))
    model = rng.choice(["gemini-2.5-pro", "gemini-2.5-flash", "qwen3-coder-plus"])
    body = {"model": model, "messages": [{"role": "system", "content": PR.GEMINI_SYSTEM},
                                          {"role": "user", "content": [{"type": "text", "text": setup}, {"type": "text", "text": ask}]}],
            "tools": T.to_openai(T.GEMINI), "stream": True, "temperature": 0, "top_p": 1}
    headers = _oai_headers(ctx, f"GeminiCLI/{rng.choice(['0.6.1', '0.9.0', '0.12.0'])} ({ctx.os['platform']}; {ctx.os['arch']})", pkg="5.20.0")
    return "/v1/chat/completions", headers, body


# ---------------------------------------------------------------- OpenHands
def openhands(ask, ctx):
    rng = ctx.rng
    model = rng.choice(["claude-sonnet-4-5-20250929", "gpt-5", "devstral-medium-2507", "qwen3-coder-480b"])
    content = [{"type": "text", "text": ask}]
    extra = []
    if rng.random() < 0.6:
        extra.append(PR.OPENHANDS_REPO.format(org=rng.choice(["acme", "octo-labs", "northwind"]), repo=ctx.repo["name"]))
    extra.append(PR.OPENHANDS_RUNTIME.format(port1=rng.randint(50000, 59999), port2=rng.randint(50000, 59999), date=ctx.date))
    content.append({"type": "text", "text": "\n\n".join(extra)})
    body = {"model": model, "messages": [{"role": "system", "content": PR.OPENHANDS_SYSTEM}, {"role": "user", "content": content}],
            "tools": T.to_openai(T.OPENHANDS), "temperature": 0.0, "top_p": 1.0, "max_completion_tokens": 64000, "stream": False}
    headers = _oai_headers(ctx, "litellm/1.74.8", lang="python", pkg="1.99.1", rv="3.12.10")
    return "/v1/chat/completions", headers, body


# ---------------------------------------------------------------- opencode
def opencode(ask, ctx):
    rng = ctx.rng
    model = rng.choice(["qwen3-coder", "kimi-k2", "gpt-4.1", "glm-4.6", "grok-code-fast-1"])
    env = PR.OPENCODE_ENV.format(cwd=ctx.cwd, platform=ctx.os["platform"], date_short=_dt(ctx).strftime("%a %b %d %Y"), tree=ctx.tree())
    body = {"model": model, "max_tokens": 32000, "temperature": 0.55 if "qwen" in model else 0,
            "messages": [{"role": "system", "content": PR.OPENCODE_SYSTEM}, {"role": "system", "content": env},
                         {"role": "user", "content": [{"type": "text", "text": ask}]}],
            "tools": T.to_openai(T.OPENCODE), "tool_choice": "auto", "stream": True, "stream_options": {"include_usage": True}}
    headers = {"content-type": "application/json", "authorization": "Bearer " + KEY_OAI,
               "user-agent": f"opencode/{rng.choice(['0.9.11', '0.15.3', '1.0.20'])} ai-sdk/provider-utils/3.0.9 runtime/bun/1.3.0"}
    return "/v1/chat/completions", headers, body


# ---------------------------------------------------------------- goose
def goose(ask, ctx):
    rng = ctx.rng
    model = rng.choice(["gpt-4o", "gpt-4.1", "claude-sonnet-4", "qwen3-coder"])
    system = PR.GOOSE_SYSTEM.format(date=ctx.date + f" {ctx.hour:02d}:{ctx.minute:02d}:00", cwd=ctx.cwd)
    body = {"model": model, "messages": [{"role": "system", "content": system}, {"role": "user", "content": ask}],
            "tools": T.to_openai(T.GOOSE), "stream": True, "stream_options": {"include_usage": True}}
    headers = {"content-type": "application/json", "authorization": "Bearer " + KEY_OAI, "accept": "*/*",
               "user-agent": "goose/" + rng.choice(["1.7.0", "1.9.3", "1.12.1"])}
    return "/v1/chat/completions", headers, body


# ---------------------------------------------------------------- plain SDKs and curl
def openai_sdk(ask, ctx):
    rng = ctx.rng
    sysm = rng.choice(PR.SDK_SYSTEMS)
    msgs = ([{"role": "system", "content": sysm}] if sysm else []) + [{"role": "user", "content": ask}]
    body = {"model": rng.choice(["gpt-4o-mini", "gpt-4.1", "gpt-4o"]), "messages": msgs}
    if rng.random() < 0.5:
        body["temperature"] = rng.choice([0, 0.2, 0.7])
    if rng.random() < 0.4:
        body["stream"] = True
    if rng.random() < 0.5:
        headers = _oai_headers(ctx, "OpenAI/Python 1.99.1", lang="python", pkg="1.99.1", rv="3.11.9")
    else:
        headers = _oai_headers(ctx, "OpenAI/JS 5.20.0", pkg="5.20.0")
    return "/v1/chat/completions", headers, body


def curl(ask, ctx):
    rng = ctx.rng
    body = {"model": rng.choice(["gpt-4o-mini", "llama-3.1-70b-instruct", "qwen2.5-72b-instruct"]), "messages": [{"role": "user", "content": ask}]}
    if rng.random() < 0.3:
        body["max_tokens"] = 2048
    headers = {"host": rng.choice(["localhost:8080", "gateway.internal:443", "127.0.0.1:4000"]), "user-agent": rng.choice(["curl/8.5.0", "curl/8.7.1", "curl/7.81.0"]),
               "accept": "*/*", "content-type": "application/json", "authorization": "Bearer " + KEY_OAI}
    return "/v1/chat/completions", headers, body


def anthropic_sdk(ask, ctx):
    rng = ctx.rng
    body = {"model": rng.choice(["claude-3-5-haiku-20241022", "claude-sonnet-4-20250514"]), "max_tokens": rng.choice([1024, 4096]),
            "messages": [{"role": "user", "content": ask}]}
    if rng.random() < 0.4:
        body["system"] = "You are a concise senior engineer."
    headers = {"accept": "application/json", "anthropic-version": "2023-06-01", "content-type": "application/json",
               "x-api-key": KEY_ANT, "user-agent": "Anthropic/Python 0.64.0"}
    headers.update(_stainless(ctx, "python", "0.64.0", "3.12.4"))
    return "/v1/messages", headers, body


def legacy_completions(ask, ctx):
    rng = ctx.rng
    style = rng.choice(["chatml", "llama3", "mistral"])
    sysm = "You are a helpful programming assistant."
    if style == "chatml":
        prompt = f"<|im_start|>system\n{sysm}<|im_end|>\n<|im_start|>user\n{ask}<|im_end|>\n<|im_start|>assistant\n"
        stop, model = ["<|im_end|>", "<|endoftext|>"], "Qwen2.5-Coder-32B-Instruct"
    elif style == "llama3":
        prompt = ("<|begin_of_text|><|start_header_id|>system<|end_header_id|>\n\n" + sysm + "<|eot_id|>"
                  "<|start_header_id|>user<|end_header_id|>\n\n" + ask + "<|eot_id|><|start_header_id|>assistant<|end_header_id|>\n\n")
        stop, model = ["<|eot_id|>"], "Meta-Llama-3.1-70B-Instruct"
    else:
        prompt = f"<s>[INST] {sysm}\n\n{ask} [/INST]"
        stop, model = ["</s>"], "Mistral-Small-24B-Instruct-2501"
    body = {"model": model, "prompt": prompt, "max_tokens": rng.choice([1024, 2048, 4096]), "temperature": rng.choice([0.0, 0.2, 0.7]),
            "stop": stop, "stream": rng.random() < 0.5}
    headers = _oai_headers(ctx, "python-requests/2.32.3", lang="python", key=True)
    for k in list(headers):
        if k.startswith("x-stainless"):
            del headers[k]
    return "/v1/completions", headers, body


CLIENTS = [
    ("claude_code", claude_code),
    ("codex_cli", codex_cli),
    ("continue_chat", continue_chat),
    ("continue_agent", continue_agent),
    ("cline_xml", cline_xml),
    ("cline_native", cline_native),
    ("roo_code", roo_code),
    ("aider", aider),
    ("copilot_chat", copilot_chat),
    ("cursor", cursor),
    ("zed", zed),
    ("jetbrains_ai", jetbrains_ai),
    ("gemini_cli", gemini_cli),
    ("openhands", openhands),
    ("opencode", opencode),
    ("goose", goose),
    ("openai_sdk", openai_sdk),
    ("anthropic_sdk", anthropic_sdk),
    ("curl", curl),
    ("legacy_completions", legacy_completions),
]
