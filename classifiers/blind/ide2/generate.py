# -*- coding: utf-8 -*-
"""Blind evaluation set ide2: IDE plugins, editor assistants, chat UIs, scripts.
Deterministic; Python 3.11 stdlib only. Writes ide2.jsonl.gz next to this file."""
import gzip, io, json, os, random, sys, hashlib
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from pools import SNIPPETS, CODE_SINGLE, STANDALONE_SINGLE, LONG_ASKS, CODE_LONG

R = random.Random(770211)
S, L = "single_step", "long_horizon"
OUT = []


def rid(prefix):
    return hashlib.sha1(f"{prefix}-{R.random()}".encode()).hexdigest()[:16]


def uuid():
    h = "%032x" % R.getrandbits(128)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-a{h[17:20]}-{h[20:32]}"


def add(family, shape, endpoint, headers, body, label):
    OUT.append(dict(family=family, shape=shape, endpoint=endpoint,
                    headers={k.lower(): str(v) for k, v in headers.items()}, body=body, label=label))


def pick(seq):
    return seq[R.randrange(len(seq))]


def snip():
    return pick(SNIPPETS)


def fmt(t, s):
    return t.format(fn=s["fn"], tf=s["tf"], lang=s["lang"])


# rotating cursors so every pool entry gets used and repeats are spread out
class Cycle:
    def __init__(self, items):
        self.items = list(items); R.shuffle(self.items); self.i = 0
    def next(self):
        if self.i >= len(self.items):
            R.shuffle(self.items); self.i = 0
        v = self.items[self.i]; self.i += 1
        return v

C_SINGLE = Cycle(CODE_SINGLE)
C_STAND = Cycle(STANDALONE_SINGLE)
C_LONG = Cycle(LONG_ASKS)
C_CLONG = Cycle(CODE_LONG)


def single_ask(s):
    return fmt(C_SINGLE.next()[1], s)


def stand_ask():
    return C_STAND.next()[1]


def long_ask():
    return C_LONG.next()[1]


def code_long_ask(s):
    return fmt(C_CLONG.next()[1], s)


def fim_split(s):
    lines = s["code"].split("\n")
    i = R.randrange(max(2, len(lines) // 3), max(3, len(lines) - 2))
    line = lines[i]
    c = R.randrange(0, max(1, len(line))) if line.strip() else 0
    pre = "\n".join(lines[:i]) + ("\n" if i else "") + line[:c]
    suf = line[c:] + "\n" + "\n".join(lines[i + 1:])
    return pre, suf


def comment_prefix(lang):
    return {"python": "#", "ruby": "#", "bash": "#", "lua": "--"}.get(lang, "//")


def fence(s, with_path=True, rng=None):
    hdr = f"```{s['lang']} {s['path']}" if with_path else f"```{s['lang']}"
    return f"{hdr}\n{s['code']}```"


def numbered(code):
    return "\n".join(f"{i+1}: {l}" for i, l in enumerate(code.rstrip("\n").split("\n")))


def fake_answer(s):
    return (f"`{s['fn']}` in `{s['path']}` takes its inputs, validates them and returns the result; "
            f"the main branch handles the common case and the early return covers the invalid one. "
            f"Nothing in it touches global state except what is shown.")


CHAT_HIST = [
 ("what's the difference between a mutex and a semaphore?", "A mutex guards exclusive access by one owner; a semaphore counts permits so N holders can proceed at once."),
 ("how do I pretty print json in the terminal", "Pipe it through `jq .` or `python -m json.tool`."),
 ("¿qué hace el operador ?? en JavaScript?", "Devuelve el operando derecho sólo cuando el izquierdo es null o undefined."),
 ("什么是幂等性？", "同一个操作执行一次和执行多次，对系统状态的影响是一样的。"),
 ("Was ist der Unterschied zwischen PUT und PATCH?", "PUT ersetzt die ganze Ressource, PATCH ändert nur die angegebenen Felder."),
 ("explain CORS in two sentences", "Browsers block cross-origin reads unless the server opts in with Access-Control-Allow-* headers. Preflight OPTIONS requests check that permission for non-simple requests."),
]


def huge_file(target):
    """~100KB python module with a target function inside."""
    parts = ['"""Generated-looking legacy module with many handlers."""\nimport re\nimport json\nimport logging\n\nlog = logging.getLogger(__name__)\n\n']
    names = ["order", "invoice", "user", "session", "ticket", "report", "payment", "shipment", "coupon", "refund"]
    i = 0
    while sum(len(p) for p in parts) < 100_000:
        n = names[i % len(names)]
        parts.append(f'''
def handle_{n}_{i}(payload, ctx=None):
    data = json.loads(payload) if isinstance(payload, str) else dict(payload)
    if "{n}_id" not in data:
        log.warning("missing {n}_id in %s", data)
        return {{"ok": False, "error": "missing id"}}
    key = f"{n}:{{data['{n}_id']}}:{i}"
    if ctx is not None and key in ctx.get("seen", ()):
        return {{"ok": True, "dup": True}}
    out = {{k: v for k, v in data.items() if not k.startswith("_")}}
    out["checksum"] = sum(ord(c) for c in key) % {97 + i}
    return {{"ok": True, "result": out}}
''')
        if i == 140:
            parts.append(target)
        i += 1
    return "".join(parts)

HUGE_TARGET = '''
def parse_header(raw):
    m = re.match(r"^([A-Za-z0-9-]+):\\s*(.*)$", raw)
    if not m:
        return None
    return m.group(1).lower(), m.group(2).strip()
'''
HUGE = huge_file(HUGE_TARGET)
HUGE_ASKS = [(S, "add a docstring to parse_header"), (S, "explain what parse_header returns for folded header lines"),
             (S, "parse_header でヘッダ名に空白があるとどうなる？"), (S, "write pytest tests for parse_header only"),
             (S, "renomme les variables de parse_header pour qu'elles soient claires"),
             (L, "every handle_* function here duplicates the same id check - pull it into a decorator and apply it across the whole package, including the other modules that copy this")]
C_HUGE = Cycle(HUGE_ASKS)

TOOL_TRACE_OUT = [
 "============================= test session starts ==============================\ncollected 48 items\n\ntests/test_cache.py ....F...\n\n=================================== FAILURES ===================================\n___________________________ test_entry_expires ____________________________\n    assert cache.get('k') is None\nE   AssertionError: assert b'v' is None\n========================= 1 failed, 47 passed in 2.31s =========================\n[exit code: 1]",
 "src/api/routes.ts:41:7 - error TS2345: Argument of type 'string | undefined' is not assignable to parameter of type 'string'.\n\nFound 3 errors in 2 files.\nexit status 2",
 "--- FAIL: TestLRUGetExpired (0.00s)\n    lru_test.go:58: expected miss for expired key, got hit\nFAIL\nFAIL\tgithub.com/acme/svc/internal/cache\t0.012s\nexit status 1",
 "grep -rn \"moment(\" src | head\nsrc/components/DatePicker.jsx:12:  const d = moment(value);\nsrc/utils/format.js:3:export const fmt = (v) => moment(v).format('LL');\nsrc/pages/Report.jsx:88:      {moment(r.createdAt).fromNow()}",
 "  File \"app/services/worker.py\", line 77, in run\n    conn = pool.acquire()\nTimeoutError: pool exhausted (size=10, in_use=10)\nProcess exited with code 1",
]
C_TRACE = Cycle(TOOL_TRACE_OUT)
C_RUN = Cycle([t for t in TOOL_TRACE_OUT if not t.startswith("grep")])
GREP_OUT = [
 "internal/cache/lru.go:31:\tif !e.expires.IsZero() && time.Now().After(e.expires) {\ninternal/cache/ttl.go:12:func (c *LRU) SetTTL(key string, d time.Duration) {",
 "app/routes/users.py:8:@bp.get(\"/users\")\napp/routes/orders.py:14:@bp.get(\"/orders\")\napp/routes/admin.py:6:@bp.post(\"/admin/reindex\")",
 "src/components/DatePicker.jsx:12:  const d = moment(value);\nsrc/utils/format.js:3:export const fmt = (v) => moment(v).format('LL');",
 "app/services/worker.py:77:    conn = pool.acquire()\napp/services/worker.py:95:    # TODO release conn on error\napp/db.py:20:pool = Pool(size=10)",
 "No matches found.",
]

OA_TOOLS_BASIC = [
 {"type": "function", "function": {"name": "read_file", "description": "Read a file from the workspace", "parameters": {"type": "object", "properties": {"path": {"type": "string"}}, "required": ["path"]}}},
 {"type": "function", "function": {"name": "edit_file", "description": "Replace a range of text in a workspace file", "parameters": {"type": "object", "properties": {"path": {"type": "string"}, "old": {"type": "string"}, "new": {"type": "string"}}, "required": ["path", "old", "new"]}}},
 {"type": "function", "function": {"name": "run_command", "description": "Run a shell command in the project root", "parameters": {"type": "object", "properties": {"command": {"type": "string"}}, "required": ["command"]}}},
 {"type": "function", "function": {"name": "search_workspace", "description": "Search the codebase for text or symbols", "parameters": {"type": "object", "properties": {"query": {"type": "string"}}, "required": ["query"]}}},
]


def oa_tools(names_map=None):
    tools = json.loads(json.dumps(OA_TOOLS_BASIC))
    if names_map:
        for t in tools:
            t["function"]["name"] = names_map.get(t["function"]["name"], t["function"]["name"])
    return tools


def oa_tool_turns(task, names_map=None, steps=None):
    """user task -> assistant tool calls -> tool results, ending with a tool message (or 'continue')."""
    nm = names_map or {}
    msgs = [{"role": "user", "content": task}]
    steps = steps or R.randint(1, 3)
    for k in range(steps):
        cid = "call_" + rid("c")[:20]
        if k == 0:
            name, args = nm.get("search_workspace", "search_workspace"), {"query": pick(["expire", "TODO auth", "moment(", "pool.acquire", "def test_"])}
        elif k == 1:
            name, args = nm.get("run_command", "run_command"), {"command": pick(["pytest -x -q", "npm test", "go test ./...", "npx tsc --noEmit"])}
        else:
            name, args = nm.get("read_file", "read_file"), {"path": pick(["internal/cache/lru.go", "src/api/routes.ts", "app/services/worker.py"])}
        msgs.append({"role": "assistant", "content": None if R.random() < 0.6 else "Let me look at the code first.",
                     "tool_calls": [{"id": cid, "type": "function", "function": {"name": name, "arguments": json.dumps(args)}}]})
        if k == 0:
            out = pick(GREP_OUT)
        elif k == 1:
            out = C_RUN.next()
        else:
            sn = snip(); out = numbered(sn["code"])
        msgs.append({"role": "tool", "tool_call_id": cid, "content": out})
    if R.random() < 0.3:
        msgs.append({"role": "user", "content": pick(["continue", "ok keep going", "fix it", "继续", "weiter"])})
    return msgs


def edit_loop_msgs(task, s):
    """plain chat edit loop: assistant proposed an edit, user pastes test output after applying -> long."""
    return [
        {"role": "user", "content": task},
        {"role": "assistant", "content": f"The expiry check in `{s['path']}` returns the stale value instead of a miss. Change it like this:\n\n```{s['lang']}\n// before: return e.value, true\n// after: remove the element and return nil, false\n```\nThen run the tests again."},
        {"role": "user", "content": pick(["applied it, still failing:\n\n", "did that. now:\n", "se aplicó el cambio, pero sigue fallando:\n", "改了之后还是报错：\n"]) + C_TRACE.next()},
    ]

# ---------------------------------------------------------------- families

def copilot():
    fam = "copilot_like"
    def h(intent):
        return {"content-type": "application/json", "authorization": "Bearer tok-placeholder", "user-agent": pick(["GitHubCopilotChat/0.22.4", "GitHubCopilotChat/0.23.2", "GithubCopilot/1.250.0"]),
                "editor-version": pick(["vscode/1.95.3", "vscode/1.96.0", "JetBrains-IU/243.21565"]), "editor-plugin-version": pick(["copilot-chat/0.22.4", "copilot/1.250.0"]),
                "openai-intent": intent, "x-request-id": uuid(), "copilot-integration-id": "vscode-chat", "vscode-sessionid": uuid(), "vscode-machineid": rid("m")}
    for _ in range(12):
        s = snip(); pre, suf = fim_split(s)
        add(fam, "ghost_text", "/v1/completions", h("copilot-ghost"), {
            "prompt": f"{comment_prefix(s['lang'])} Path: {s['path']}\n" + pre, "suffix": suf,
            "max_tokens": pick([150, 300, 500]), "temperature": 0, "top_p": 1, "n": 1, "stop": pick([["\n"], ["\n\n\n"], ["\n\n"]]),
            "stream": True, "extra": {"language": s["lang"], "next_indent": R.choice([0, 4, 8]), "trim_by_indentation": True, "prompt_tokens": R.randint(300, 1500), "suffix_tokens": R.randint(20, 400)},
            "nwo": pick(["acme/webshop", "octo/notes", "me/dotfiles"])}, S)
    sysmsg = ("You are an AI programming assistant working inside the user's editor. Follow the user's requirements carefully. "
              "Keep answers short and impersonal, use Markdown code blocks with the language name, and do not invent APIs. "
              "The user is working in an editor that has a concept of open files, integrated terminal and test output.")
    def ctx(s):
        return (f"<attachments>\n<attachment id=\"{s['path'].split('/')[-1]}\" filePath=\"/home/dev/proj/{s['path']}\">\n"
                f"User's active selection:\n{fence(s, False)}\n</attachment>\n</attachments>\n")
    for i in range(8):
        s = snip(); ask = single_ask(s)
        add(fam, "chat_first_turn", "/v1/chat/completions", h("conversation-panel"), {
            "model": pick(["gpt-4o", "claude-3.5-sonnet", "gpt-4o-mini"]), "messages": [{"role": "system", "content": sysmsg},
            {"role": "user", "content": ctx(s) + f"<prompt>\n{ask}\n</prompt>"}], "temperature": 0.1, "top_p": 1, "max_tokens": 4096, "n": 1, "stream": True}, S)
    for i in range(7):
        s = snip(); ask = long_ask() if i % 2 else code_long_ask(s)
        add(fam, "chat_first_turn", "/v1/chat/completions", h("conversation-panel"), {
            "model": pick(["gpt-4o", "claude-3.5-sonnet"]), "messages": [{"role": "system", "content": sysmsg},
            {"role": "user", "content": (ctx(s) if i % 2 == 0 else "") + f"<prompt>\n{ask}\n</prompt>"}], "temperature": 0.1, "top_p": 1, "max_tokens": 4096, "n": 1, "stream": True}, L)
    agent_sys = sysmsg + " You can call tools to read files, edit them and run terminal commands. Keep going until the user's request is fully resolved."
    nm = {"read_file": "read_file", "edit_file": "insert_edit_into_file", "run_command": "run_in_terminal", "search_workspace": "semantic_search"}
    for i in range(7):
        add(fam, "agent_tool_result", "/v1/chat/completions", h("conversation-agent"), {
            "model": "claude-3.5-sonnet", "messages": [{"role": "system", "content": agent_sys}] + oa_tool_turns(long_ask(), nm),
            "tools": oa_tools(nm), "tool_choice": "auto", "temperature": 0, "max_tokens": 16000, "stream": True}, L)
    for i in range(4):
        add(fam, "agent_self_contained", "/v1/chat/completions", h("conversation-agent"), {
            "model": "gpt-4o", "messages": [{"role": "system", "content": agent_sys}, {"role": "user", "content": f"<userRequest>\n{stand_ask()}\n</userRequest>"}],
            "tools": oa_tools(nm), "tool_choice": "auto", "temperature": 0, "max_tokens": 16000, "stream": True}, S)
    for i in range(4):
        diff = "diff --git a/internal/cache/lru.go b/internal/cache/lru.go\n@@ -31,7 +31,9 @@ func (c *LRU) Get(key string) ([]byte, bool) {\n \tif !e.expires.IsZero() && time.Now().After(e.expires) {\n-\t\treturn e.value, true\n+\t\tc.ll.Remove(el)\n+\t\tdelete(c.items, key)\n+\t\treturn nil, false\n \t}\n"
        add(fam, "side_commit_message", "/v1/chat/completions", h("copilot-commit-message"), {
            "model": "gpt-4o-mini", "messages": [{"role": "system", "content": "You write concise git commit messages in the conventional style from a staged diff. Output only the message."},
            {"role": "user", "content": f"Staged changes:\n```diff\n{diff}```\nRecent commits on this branch:\n- fix(api): handle empty body\n- chore: bump deps"}], "temperature": 0.2, "max_tokens": 256, "stream": False}, S)
    for i in range(2):
        hist = [{"role": "system", "content": agent_sys}] + oa_tool_turns(long_ask(), nm, steps=3)
        hist.append({"role": "user", "content": "Summarize the conversation so far into a compact record: the user's goal, files touched, commands run and their outcomes, and what remains. This summary replaces the history."})
        add(fam, "side_compaction", "/v1/chat/completions", h("conversation-agent"), {"model": "gpt-4o-mini", "messages": hist, "temperature": 0, "max_tokens": 2000, "stream": False}, S)


def cont():
    fam = "continue_like"
    hd = lambda: {"content-type": "application/json", "authorization": "Bearer sk-local", "user-agent": pick(["node-fetch", "OpenAI/JS 4.67.3", "node"]), "accept": "application/json"}
    sentinels = [("<|fim_prefix|>", "<|fim_suffix|>", "<|fim_middle|>", ["<|endoftext|>", "<|fim_prefix|>", "<|fim_middle|>", "<|fim_suffix|>", "<|fim_pad|>", "<|repo_name|>", "<|file_sep|>", "<|im_start|>", "<|im_end|>", "/src/", "#- coding: utf-8", "```"]),
                 ("<PRE> ", " <SUF>", " <MID>", ["<PRE>", "<SUF>", "<MID>", "<EOT>", "\n\n\n", "```"]),
                 ("<｜fim▁begin｜>", "<｜fim▁hole｜>", "<｜fim▁end｜>", ["<｜fim▁begin｜>", "<｜fim▁hole｜>", "<｜fim▁end｜>", "//", "<｜end▁of▁sentence｜>", "\n\n", "\r\n\r\n", "/src/", "```"])]
    for i in range(12):
        s = snip(); pre, suf = fim_split(s); a, b, c, stop = sentinels[i % 3]
        other = snip(); cm = comment_prefix(s["lang"])
        ctxs = f"{cm} Path: {other['path']}\n" + "\n".join(f"{cm} {l}" for l in other["code"].split("\n")[:8]) + f"\n{cm} Path: {s['path']}\n"
        add(fam, "fim", "/v1/completions", hd(), {"model": pick(["qwen2.5-coder:1.5b", "codellama:7b-code", "deepseek-coder:6.7b-base"]),
            "prompt": f"{a}{ctxs}{pre}{b}{suf}{c}", "max_tokens": pick([256, 1024]), "temperature": 0.01, "stop": stop, "stream": True}, S)
    for i in range(3):
        s = snip(); pre, suf = fim_split(s)
        add(fam, "fim_chat_holefill", "/v1/chat/completions", hd(), {"model": "gpt-4o-mini", "messages": [
            {"role": "system", "content": "You fill holes in source files. Reply with only the text that replaces {{FILL_HERE}}, inside <COMPLETION></COMPLETION>, matching indentation."},
            {"role": "user", "content": f"<QUERY>\n{pre}{{{{FILL_HERE}}}}{suf}\n</QUERY>\nTASK: fill the hole. Return only the completion.\n<COMPLETION>"}],
            "max_tokens": 256, "temperature": 0, "stop": ["</COMPLETION>"], "stream": True}, S)
    rules = "<important_rules>\nAlways include the language and file name in the info string of code blocks. When proposing edits to a file, show only the changed parts with comments for unchanged code.\n</important_rules>"
    for i in range(7):
        s = snip(); ask = single_ask(s)
        add(fam, "chat_first_turn", "/v1/chat/completions", hd(), {"model": pick(["claude-3-5-sonnet-latest", "gpt-4o", "llama3.1:8b"]), "messages": [
            {"role": "system", "content": rules}, {"role": "user", "content": f"```{s['lang']} {s['path']} (1-{s['code'].count(chr(10))})\n{s['code']}```\n{ask}"}],
            "max_tokens": 4096, "stream": True}, S)
    for i in range(6):
        s = snip(); ask = long_ask() if i % 2 else code_long_ask(s)
        content = ask if i % 2 else f"```{s['lang']} {s['path']}\n{s['code']}```\n{ask}"
        add(fam, "chat_first_turn", "/v1/chat/completions", hd(), {"model": pick(["claude-3-5-sonnet-latest", "gpt-4o"]), "messages": [
            {"role": "system", "content": rules}, {"role": "user", "content": content}], "max_tokens": 4096, "stream": True}, L)
    for i in range(4):
        s = snip(); instr = pick(["make it handle None", "add type annotations", "use early returns", "逻辑不变，代码更短一点", "añade manejo de errores", "convert to async/await", "Variablen sinnvoll benennen"])
        add(fam, "edit_selection", "/v1/chat/completions", hd(), {"model": "gpt-4o", "messages": [{"role": "user", "content":
            f"Rewrite the code below following the instruction. Output only the rewritten code in one block.\n\n```{s['lang']}\n{s['code']}```\n\nInstruction: {instr}"}],
            "max_tokens": 4096, "temperature": 0, "stream": True}, S)
    for i in range(5):
        s = snip(); hist = [{"role": "system", "content": rules}, {"role": "user", "content": f"```{s['lang']} {s['path']}\n{s['code']}```\nwhat does this do?"}, {"role": "assistant", "content": fake_answer(s)}]
        lab = L if i % 2 == 0 else S
        ask = (pick(["ok now apply that same idea to the whole repo and fix all the call sites", "great. now find every place in the project where we do this and update it", "cool, can you go ahead and wire this into the rest of the app, tests included"]) if lab == L
               else pick(["and what would a test for it look like?", "can you add a docstring to it then", "y si la entrada está vacía, qué pasa?"]))
        add(fam, "followup", "/v1/chat/completions", hd(), {"model": "claude-3-5-sonnet-latest", "messages": hist + [{"role": "user", "content": ask}], "max_tokens": 4096, "stream": True}, lab)
    for i in range(5):
        add(fam, "agent_tool_result", "/v1/chat/completions", hd(), {"model": "claude-3-5-sonnet-latest", "messages": [{"role": "system", "content": rules + "\nYou are in agent mode and can use the tools provided."}] + oa_tool_turns(long_ask(), {"read_file": "read_file", "edit_file": "edit_existing_file", "run_command": "run_terminal_command", "search_workspace": "grep_search"}),
            "tools": oa_tools({"read_file": "read_file", "edit_file": "edit_existing_file", "run_command": "run_terminal_command", "search_workspace": "grep_search"}), "max_tokens": 8192, "stream": True}, L)
    for i in range(3):
        q = pick(CHAT_HIST)
        add(fam, "side_title", "/v1/chat/completions", hd(), {"model": "gpt-4o-mini", "messages": [{"role": "user", "content": f"{q[0]}\n\n{q[1]}\n\nGive a short title (max 6 words) for the conversation above. Reply with the title only."}], "max_tokens": 12, "stream": False}, S)


def cursor_like():
    fam = "cursor_custom_base_url"
    hd = lambda: {"content-type": "application/json", "authorization": "Bearer sk-byok", "user-agent": pick(["OpenAI/JS 4.52.7", "connect-es/1.4.0"]), "x-stainless-lang": "js"}
    sysm = "You are an intelligent programmer powered by a large model, pair programming with a user in a code editor. Format code with fences and the file path. Be brief."
    for i in range(8):
        s = snip(); ask = single_ask(s)
        add(fam, "chat_first_turn", "/v1/chat/completions", hd(), {"model": pick(["gpt-4o", "deepseek-chat"]), "messages": [{"role": "system", "content": sysm},
            {"role": "user", "content": f"<current_file path=\"{s['path']}\">\n{numbered(s['code'])}\n</current_file>\n<selection>\n{s['code'].strip().splitlines()[R.randrange(3)]}\n</selection>\n\n{ask}"}], "stream": True, "temperature": 0}, S)
    for i in range(8):
        s = snip()
        content = (f"<open_files>\n<file path=\"{s['path']}\">\n{s['code']}</file>\n</open_files>\n\n" if i % 2 else "") + (long_ask() if i % 3 else code_long_ask(s))
        add(fam, "chat_first_turn", "/v1/chat/completions", hd(), {"model": pick(["gpt-4o", "deepseek-chat"]), "messages": [{"role": "system", "content": sysm}, {"role": "user", "content": content}], "stream": True, "temperature": 0}, L)
    for i in range(4):
        s = snip(); pre, suf = fim_split(s)
        add(fam, "cmdk_inline_edit", "/v1/chat/completions", hd(), {"model": "gpt-4o", "messages": [{"role": "system", "content": "Rewrite the marked region according to the instruction. Output only code."},
            {"role": "user", "content": f"File: {s['path']}\n<before>\n{pre[-400:]}\n</before>\n<rewrite>\n{suf[:300]}\n</rewrite>\nInstruction: {pick(['make this null-safe', 'inline the temp variable', 'use a guard clause', 'コメントを英語に', 'extraer a una función auxiliar'])}"}], "stream": True, "temperature": 0}, S)
    for i in range(4):
        hist = [{"role": "system", "content": sysm}] + edit_loop_msgs(long_ask(), snip())
        add(fam, "edit_loop_retry", "/v1/chat/completions", hd(), {"model": "gpt-4o", "messages": hist, "stream": True}, L)
    for i in range(3):
        q = pick(CHAT_HIST)
        add(fam, "followup", "/v1/chat/completions", hd(), {"model": "gpt-4o", "messages": [{"role": "system", "content": sysm}, {"role": "user", "content": q[0]}, {"role": "assistant", "content": q[1]}, {"role": "user", "content": stand_ask()}], "stream": True}, S)


def zed():
    fam = "zed_assistant"
    hd = lambda: {"content-type": "application/json", "authorization": "Bearer sk-zed", "user-agent": pick(["Zed/0.161.2 (macos; aarch64)", "Zed/0.158.0 (linux; x86_64)"])}
    for i in range(7):
        s = snip(); ask = single_ask(s)
        add(fam, "context_chat", "/v1/chat/completions", hd(), {"model": pick(["gpt-4o", "o3-mini", "qwen2.5-coder-32b"]), "messages": [
            {"role": "user", "content": f"```{s['lang']} {s['path']}\n{s['code']}```\n\n{ask}"}], "stream": True, "temperature": 1.0}, S)
    for i in range(6):
        s = snip()
        add(fam, "context_chat", "/v1/chat/completions", hd(), {"model": "gpt-4o", "messages": [
            {"role": "user", "content": (f"/file {s['path']}\n```{s['lang']} {s['path']}\n{s['code']}```\n\n" if i % 2 else "") + long_ask()}], "stream": True}, L)
    for i in range(5):
        s = snip(); lines = s["code"].split("\n"); a = R.randrange(1, len(lines) // 2); b = a + R.randint(2, 5)
        doc = "\n".join(lines[:a] + ["<rewrite_this>"] + lines[a:b] + ["</rewrite_this>"] + lines[b:])
        add(fam, "inline_assist", "/v1/chat/completions", hd(), {"model": "gpt-4o", "messages": [{"role": "user", "content":
            f"Here's a file of {s['lang']} that I'm going to ask you to make an edit to.\n\n<document>\n{doc}\n</document>\n\nRewrite the section in <rewrite_this></rewrite_this> per this prompt:\n\n<prompt>\n{pick(['handle the error instead of ignoring it', 'simplify', 'add a comment explaining why', '用更清晰的名字', 'make it return early'])}\n</prompt>\n\nOnly output the rewritten section, no tags."}], "stream": True, "temperature": 1.0}, S)
    zt = {"read_file": "read_file", "edit_file": "edit_file", "run_command": "terminal", "search_workspace": "grep"}
    for i in range(5):
        add(fam, "agent_tool_result", "/v1/chat/completions", hd(), {"model": "claude-3-7-sonnet", "messages": [{"role": "system", "content": "You are a highly skilled software engineer working in the Zed editor. Use the provided tools to explore and edit the project in the worktree."}] + oa_tool_turns(long_ask(), zt),
            "tools": oa_tools(zt), "stream": True}, L)
    for i in range(3):
        add(fam, "agent_self_contained", "/v1/chat/completions", hd(), {"model": "claude-3-7-sonnet", "messages": [{"role": "system", "content": "You are a highly skilled software engineer working in the Zed editor. Use the provided tools to explore and edit the project in the worktree."}, {"role": "user", "content": stand_ask()}],
            "tools": oa_tools(zt), "stream": True}, S)
    for i in range(4):
        q = pick(CHAT_HIST); s = snip()
        msgs = [{"role": "user", "content": q[0]}, {"role": "assistant", "content": q[1]}]
        if i % 2:
            msgs = [{"role": "system", "content": "You are a highly skilled software engineer working in the Zed editor."}] + oa_tool_turns(long_ask(), zt, steps=2)
        msgs.append({"role": "user", "content": pick(["Generate a concise 3-7 word title for this conversation, omitting punctuation. Go straight to the title.", "Summarize the thread above in one short line for the sidebar."])})
        add(fam, "side_title", "/v1/chat/completions", hd(), {"model": "gpt-4o-mini", "messages": msgs, "stream": True}, S)


def jetbrains():
    fam = "jetbrains_ai_like"
    hd = lambda: {"content-type": "application/json", "user-agent": pick(["Ktor client", "Java-http-client/21.0.4"]), "x-jb-ide": pick(["IU-243.22562", "PY-243.21565", "GO-243.21565"])}
    sysm = "You are an AI assistant integrated into a JetBrains IDE. The user project uses: {tech}. Answer questions about code; use markdown fences with the language."
    for i in range(8):
        s = snip(); ask = single_ask(s)
        add(fam, "chat_first_turn", "/v1/chat/completions", hd(), {"model": pick(["llama3.1:8b", "qwen2.5-coder:14b", "gpt-4o"]), "messages": [
            {"role": "system", "content": sysm.format(tech=pick(["Gradle, Kotlin, JUnit", "Python 3.12, Django", "Go modules"]))},
            {"role": "user", "content": f"{ask}\n\nSelected code in {s['path'].split('/')[-1]}:\n{fence(s, False)}"}], "stream": True}, S)
    for i in range(7):
        s = snip()
        add(fam, "chat_first_turn", "/v1/chat/completions", hd(), {"model": pick(["qwen2.5-coder:14b", "gpt-4o"]), "messages": [
            {"role": "system", "content": sysm.format(tech=pick(["Spring Boot, Maven", "TypeScript, React, Vite", "Rust, cargo"]))}, {"role": "user", "content": long_ask() if i % 2 else code_long_ask(s) + "\n\n" + fence(s)}], "stream": True}, L)
    for i in range(4):
        s = snip(); ask = pick(["Write documentation for the function", "Generate unit tests", "Explain code", "Suggest refactoring"])
        add(fam, "action_menu", "/v1/chat/completions", hd(), {"model": "gpt-4o", "messages": [{"role": "system", "content": sysm.format(tech="mixed")},
            {"role": "user", "content": f"{ask} `{s['fn']}`:\n{fence(s, False)}"}], "stream": True}, S)
    for i in range(4):
        add(fam, "side_commit_message", "/v1/chat/completions", hd(), {"model": "gpt-4o-mini", "messages": [{"role": "system", "content": "Write a commit message summarizing the following changes. First line under 72 chars, then a short body."},
            {"role": "user", "content": pick(["Index: src/main/kotlin/App.kt\n--- a\n+++ b\n@@ -10,3 +10,5 @@\n-    val port = 8080\n+    val port = System.getenv(\"PORT\")?.toInt() ?: 8080\n+    log.info(\"starting on $port\")", "Index: app/models.py\n@@ -1,4 +1,6 @@\n+from django.utils import timezone\n class Post(models.Model):\n-    created = models.DateTimeField()\n+    created = models.DateTimeField(default=timezone.now)"])}], "stream": False}, S)
    for i in range(3):
        q = pick(CHAT_HIST)
        add(fam, "followup", "/v1/chat/completions", hd(), {"model": "gpt-4o", "messages": [{"role": "system", "content": sysm.format(tech="Python, FastAPI")}, {"role": "user", "content": q[0]}, {"role": "assistant", "content": q[1]},
            {"role": "user", "content": pick(["Thanks. Now please go through our service layer and make every endpoint idempotent.", "Gut, dann bau das bitte überall im Projekt so ein und pass die Tests an.", "了解。那请把项目里所有接口都按这个思路改一遍"])}], "stream": True}, L)


def fim_family(fam, ua, tmpl, stop, n, model):
    for i in range(n):
        s = snip(); pre, suf = fim_split(s)
        if tmpl == "suffix":
            body = {"model": model, "prompt": pre, "suffix": suf, "max_tokens": pick([64, 128, 256]), "temperature": pick([0, 0.1, 0.2]), "stream": pick([True, False]), "stop": stop}
        else:
            body = {"model": model, "prompt": tmpl.format(pre=pre, suf=suf), "max_tokens": pick([64, 128, 256]), "temperature": 0.2, "stream": True, "stop": stop}
        add(fam, "fim", "/v1/completions", {"content-type": "application/json", "user-agent": ua, "authorization": "Bearer local"}, body, S)


def tabby():
    fam = "tabby_like"
    fim_family(fam, "tabby/0.21.0", "<fim_prefix>{pre}<fim_suffix>{suf}<fim_middle>", ["<|endoftext|>", "<file_sep>", "\n\n"], 10, "StarCoder2-3B")
    hd = lambda: {"content-type": "application/json", "user-agent": "tabby/0.21.0", "authorization": "Bearer local"}
    sysm = "You are Tabby, an AI coding assistant. Answer with concise markdown. Cite the provided context snippets when relevant."
    for i in range(6):
        s = snip()
        add(fam, "chat_with_context", "/v1/chat/completions", hd(), {"model": "Qwen2.5-Coder-7B-Instruct", "messages": [{"role": "system", "content": sysm},
            {"role": "user", "content": f"Here are some relevant code snippets:\n\n```{s['lang']} title=\"{s['path']}\"\n{s['code']}```\n\n{single_ask(s)}"}], "stream": True, "max_tokens": 2048}, S)
    for i in range(6):
        s = snip()
        add(fam, "chat_with_context", "/v1/chat/completions", hd(), {"model": "Qwen2.5-Coder-7B-Instruct", "messages": [{"role": "system", "content": sysm},
            {"role": "user", "content": (f"Here are some relevant code snippets:\n\n```{s['lang']} title=\"{s['path']}\"\n{s['code']}```\n\n" if i % 2 == 0 else "") + (code_long_ask(s) if i % 2 == 0 else long_ask())}], "stream": True, "max_tokens": 2048}, L)
    for i in range(3):
        add(fam, "answer_engine_question", "/v1/chat/completions", hd(), {"model": "Qwen2.5-Coder-7B-Instruct", "messages": [{"role": "system", "content": sysm}, {"role": "user", "content": stand_ask()}], "stream": True}, S)


def twinny():
    fam = "twinny_like"
    fim_family(fam, "node", "<PRE> {pre} <SUF>{suf} <MID>", ["<EOT>", "<PRE>", "<SUF>", "<MID>"], 10, "codellama:7b-code")
    hd = lambda: {"content-type": "application/json", "user-agent": "node", "authorization": "Bearer "}
    for i in range(6):
        s = snip()
        add(fam, "chat_selection", "/v1/chat/completions", hd(), {"model": "llama3.1:8b", "messages": [{"role": "system", "content": "You are a helpful, respectful and honest coding assistant. Always reply using markdown."},
            {"role": "user", "content": f"{pick(['Explain the following code', 'Add comments to the following code', 'Refactor the following code', 'Write tests for the following code', 'Add type hints to the following code'])}:\n\n```{s['lang']}\n{s['code']}```"}], "stream": True, "temperature": 0.3, "max_tokens": 1024}, S)
    for i in range(6):
        s = snip()
        msgs = [{"role": "system", "content": "You are a helpful, respectful and honest coding assistant. Always reply using markdown."}]
        if i % 2:
            q = pick(CHAT_HIST); msgs += [{"role": "user", "content": q[0]}, {"role": "assistant", "content": q[1]}]
        msgs.append({"role": "user", "content": long_ask()})
        add(fam, "chat_first_turn" if i % 2 == 0 else "followup", "/v1/chat/completions", hd(), {"model": "llama3.1:8b", "messages": msgs, "stream": True, "temperature": 0.3}, L)
    for i in range(2):
        add(fam, "chat_first_turn", "/v1/chat/completions", hd(), {"model": "llama3.1:8b", "messages": [{"role": "user", "content": stand_ask()}], "stream": True}, S)


def llama_vscode():
    fam = "llama_vscode_like"
    for i in range(9):
        s = snip(); pre, suf = fim_split(s); other = snip()
        body = {"model": "qwen2.5-coder-1.5b", "prompt": pre.split("\n")[-1], "suffix": suf, "max_tokens": 128, "temperature": 0, "stream": False,
                "input_prefix": "\n".join(pre.split("\n")[:-1]), "input_extra": [{"filename": other["path"], "text": other["code"][:600]}], "n_predict": 128, "top_k": 40, "top_p": 0.99, "samplers": ["top_k", "top_p", "infill"], "cache_prompt": True, "t_max_prompt_ms": 500, "t_max_predict_ms": 1000}
        add(fam, "fim", "/v1/completions", {"content-type": "application/json", "user-agent": "node"}, body, S)
    hd = lambda: {"content-type": "application/json", "user-agent": "node"}
    for i in range(5):
        s = snip()
        add(fam, "chat_first_turn", "/v1/chat/completions", hd(), {"model": "qwen2.5-coder-7b-instruct", "messages": [{"role": "system", "content": "You are a coding assistant running locally."},
            {"role": "user", "content": f"{single_ask(s)}\n\n{fence(s)}"}], "stream": True}, S)
    for i in range(5):
        add(fam, "chat_first_turn", "/v1/chat/completions", hd(), {"model": "qwen2.5-coder-7b-instruct", "messages": [{"role": "system", "content": "You are a coding assistant running locally."}, {"role": "user", "content": long_ask()}], "stream": True}, L)
    for i in range(3):
        add(fam, "agent_tool_result", "/v1/chat/completions", hd(), {"model": "qwen2.5-coder-32b-instruct", "messages": [{"role": "system", "content": "You are an agent in VS Code with tools to read, search and modify files and run commands."}] + oa_tool_turns(long_ask()),
            "tools": oa_tools(), "stream": True}, L)


def cody():
    fam = "cody_like"
    hd = lambda: {"content-type": "application/json", "user-agent": pick(["Sourcegraph Cody/1.42.0 (vscode)", "Cody-JetBrains/7.5.0"]), "x-requested-with": "Sourcegraph", "authorization": "token sgp_placeholder"}
    for i in range(8):
        s = snip(); pre, suf = fim_split(s)
        add(fam, "autocomplete", "/v1/completions", hd(), {"model": "starcoder2-7b", "prompt": f"<filename>{s['path']}<fim_prefix>{pre}<fim_suffix>{suf}<fim_middle>", "max_tokens": pick([64, 256]), "temperature": 0.2, "stop": ["<|endoftext|>", "<file_sep>", "\n\n"], "stream": True}, S)
    pre_msgs = [{"role": "user", "content": "You are Cody, an AI coding assistant from Sourcegraph. Answer using the codebase context you are given."}, {"role": "assistant", "content": "I am Cody, an AI coding assistant from Sourcegraph."}]
    def ctxm(s):
        return [{"role": "user", "content": f"Codebase context from file {s['path']}:\n```{s['lang']}:{s['path']}\n{s['code']}```"}, {"role": "assistant", "content": "Ok."}]
    for i in range(7):
        s = snip()
        add(fam, "chat_first_turn", "/v1/chat/completions", hd(), {"model": pick(["anthropic/claude-3-5-sonnet", "gpt-4o"]), "messages": pre_msgs + ctxm(s) + [{"role": "user", "content": single_ask(s)}], "max_tokens": 4000, "temperature": 0, "stream": True}, S)
    for i in range(7):
        s = snip(); t = snip()
        add(fam, "chat_first_turn", "/v1/chat/completions", hd(), {"model": pick(["anthropic/claude-3-5-sonnet", "gpt-4o"]), "messages": pre_msgs + ctxm(s) + ctxm(t) + [{"role": "user", "content": long_ask() if i % 2 else code_long_ask(s)}], "max_tokens": 4000, "temperature": 0, "stream": True}, L)
    for i in range(3):
        s = snip()
        add(fam, "edit_command", "/v1/chat/completions", hd(), {"model": "anthropic/claude-3-5-sonnet", "messages": pre_msgs + [{"role": "user", "content": f"- You are editing code in {s['path']}.\n- Return only the new code inside <CODE5711></CODE5711>.\nInstruction: {pick(['add error handling', 'document this', 'rename variables for clarity', 'make it thread-safe'])}\n<SELECTEDCODE7662>\n{s['code']}</SELECTEDCODE7662>"}, {"role": "assistant", "content": "<CODE5711>"}], "stop": ["</CODE5711>"], "stream": True}, S)
    for i in range(3):
        add(fam, "side_commit_message", "/v1/chat/completions", hd(), {"model": "anthropic/claude-3-haiku", "messages": pre_msgs + [{"role": "user", "content": "Here is my git diff:\n<diff>\n--- a/lua/notes/init.lua\n+++ b/lua/notes/init.lua\n@@ -5,1 +5,2 @@\n-  M.config = vim.tbl_deep_extend(\"force\", M.config, opts or {})\n+  opts = opts or {}\n+  M.config = vim.tbl_deep_extend(\"force\", M.config, opts)\n</diff>\nSuggest a commit message. Return just the message."}], "max_tokens": 300, "stream": False}, S)


def avante():
    fam = "avante_nvim_like"
    hd = lambda: {"content-type": "application/json", "x-api-key": "sk-ant-placeholder", "anthropic-version": "2023-06-01", "user-agent": pick(["curl/8.5.0", "curl/7.81.0"]), "anthropic-beta": "prompt-caching-2024-07-31"}
    sysm = "Act as an expert software developer. Follow the user's instructions exactly. When you change code, describe each change as a SEARCH/REPLACE block against the file shown. Respond in the language the user writes in."
    def user_blocks(s, q, sel=True):
        txt = f"<filepath>{s['path']}</filepath>\n<context>\n```{s['lang']}\n{numbered(s['code'])}\n```\n</context>"
        if sel:
            lines = s["code"].split("\n"); txt += f"\n<selected_code>\n```{s['lang']}\n" + "\n".join(lines[2:7]) + "\n```\n</selected_code>"
        return [{"type": "text", "text": txt, "cache_control": {"type": "ephemeral"}}, {"type": "text", "text": f"<question>{q}</question>"}]
    for i in range(8):
        s = snip()
        add(fam, "ask_first_turn", "/v1/messages", hd(), {"model": "claude-3-5-sonnet-20241022", "system": sysm, "messages": [{"role": "user", "content": user_blocks(s, single_ask(s), i % 2 == 0)}], "max_tokens": 8192, "temperature": 0, "stream": True}, S)
    for i in range(6):
        s = snip()
        add(fam, "ask_first_turn", "/v1/messages", hd(), {"model": "claude-3-5-sonnet-20241022", "system": sysm, "messages": [{"role": "user", "content": user_blocks(s, code_long_ask(s) if i % 2 else long_ask(), False)}], "max_tokens": 8192, "temperature": 0, "stream": True}, L)
    at = [{"name": n, "description": d, "input_schema": {"type": "object", "properties": {"path": {"type": "string"}, "command": {"type": "string"}}}} for n, d in
          [("view", "View a file"), ("replace_in_file", "Apply SEARCH/REPLACE edits"), ("bash", "Run a shell command"), ("grep", "Search file contents"), ("attempt_completion", "Report that the task is done")]]
    for i in range(6):
        task = long_ask(); msgs = [{"role": "user", "content": [{"type": "text", "text": f"<question>{task}</question>"}]}]
        for k in range(R.randint(1, 3)):
            tid = "toolu_" + rid("t")[:22]
            msgs.append({"role": "assistant", "content": [{"type": "text", "text": "Checking."}, {"type": "tool_use", "id": tid, "name": pick(["grep", "bash", "view"]), "input": {"command": pick(["rg -n expire", "make test", "ls src"]), "path": "."}}]})
            msgs.append({"role": "user", "content": [{"type": "tool_result", "tool_use_id": tid, "content": C_TRACE.next(), "is_error": False}]})
        add(fam, "agent_tool_result", "/v1/messages", hd(), {"model": "claude-3-5-sonnet-20241022", "system": sysm, "messages": msgs, "tools": at, "max_tokens": 8192, "stream": True}, L)
    for i in range(3):
        add(fam, "agent_self_contained", "/v1/messages", hd(), {"model": "claude-3-5-sonnet-20241022", "system": sysm, "messages": [{"role": "user", "content": [{"type": "text", "text": f"<question>{stand_ask()}</question>"}]}], "tools": at, "max_tokens": 8192, "stream": True}, S)
    for i in range(3):
        s = snip(); pre, suf = fim_split(s)
        add(fam, "suggestion", "/v1/messages", hd(), {"model": "claude-3-5-haiku-20241022", "system": "You are a code completion engine. Given the file with the cursor marked <|cursor|>, return a JSON array of suggested insertions with row/col positions. No prose.",
            "messages": [{"role": "user", "content": f"<filepath>{s['path']}</filepath>\n<code>\n{pre}<|cursor|>{suf}</code>"}], "max_tokens": 1024, "stream": False}, S)


def codecompanion():
    fam = "codecompanion_like"
    hd = lambda: {"content-type": "application/json", "authorization": "Bearer sk-cc", "user-agent": "curl/8.7.1"}
    sysm = "You are an AI programming assistant named CodeCompanion, running inside Neovim. Keep answers short; use Markdown code blocks with the language; avoid wrapping the whole reply in triple backticks. The user works on {os}."
    def buf(s):
        return f"Here is the content from a buffer (`{s['path']}`, filetype {s['lang']}):\n\n```{s['lang']}\n{numbered(s['code'])}\n```"
    for i in range(7):
        s = snip()
        add(fam, "chat_buffer", "/v1/chat/completions", hd(), {"model": pick(["gpt-4o", "deepseek-chat", "qwen2.5-coder:14b"]), "messages": [{"role": "system", "content": sysm.format(os=pick(["Linux", "macOS"]))},
            {"role": "user", "content": buf(s)}, {"role": "user", "content": single_ask(s)}], "stream": True, "temperature": 0}, S)
    for i in range(6):
        s = snip(); msgs = [{"role": "system", "content": sysm.format(os="Linux")}]
        if i % 2: msgs.append({"role": "user", "content": buf(s)})
        msgs.append({"role": "user", "content": code_long_ask(s) if i % 2 else long_ask()})
        add(fam, "chat_buffer", "/v1/chat/completions", hd(), {"model": "gpt-4o", "messages": msgs, "stream": True, "temperature": 0}, L)
    nm = {"read_file": "read_file", "edit_file": "insert_edit_into_file", "run_command": "cmd_runner", "search_workspace": "grep_search"}
    for i in range(5):
        add(fam, "tools_tool_result", "/v1/chat/completions", hd(), {"model": "gpt-4o", "messages": [{"role": "system", "content": sysm.format(os="Linux")}] + oa_tool_turns(long_ask(), nm), "tools": oa_tools(nm), "stream": True}, L)
    for i in range(4):
        s = snip()
        add(fam, "inline", "/v1/chat/completions", hd(), {"model": "gpt-4o", "messages": [{"role": "system", "content": f"You are a code generator inside Neovim for {s['lang']} files. Reply with JSON: {{\"code\": string, \"placement\": one of replace|add|before|new|chat, \"language\": string}}."},
            {"role": "user", "content": f"The user selected:\n```{s['lang']}\n{s['code']}```\nRequest: {single_ask(s)}"}], "stream": False, "temperature": 0}, S)
    for i in range(3):
        add(fam, "slash_commit", "/v1/chat/completions", hd(), {"model": "gpt-4o-mini", "messages": [{"role": "system", "content": sysm.format(os="Linux")}, {"role": "user", "content": "You are an expert at following the Conventional Commit specification. Given the git diff listed below, please generate a commit message for me:\n\n```diff\n--- a/scripts/deploy.sh\n+++ b/scripts/deploy.sh\n@@ -5 +5 @@\n-  local url=\"$1\" tries=\"${2:-30}\"\n+  local url=\"$1\" tries=\"${2:-60}\"\n```"}], "stream": True}, S)
    for i in range(3):
        hist = [{"role": "system", "content": sysm.format(os="macOS")}] + edit_loop_msgs(long_ask(), snip())
        add(fam, "edit_loop_retry", "/v1/chat/completions", hd(), {"model": "gpt-4o", "messages": hist, "stream": True}, L)


def gp_nvim():
    fam = "gp_nvim_like"
    hd = lambda: {"content-type": "application/json", "authorization": "Bearer sk-gp", "user-agent": "curl/8.4.0"}
    chat_sys = "You are a general AI assistant. The user gives you a task; think step by step, ask a question if something is unclear, and answer concisely. Never lecture."
    code_sys = "You are an AI working as a code editor. Please AVOID COMMENTARY OUTSIDE OF THE SNIPPET RESPONSE. START AND END YOUR ANSWER WITH ```"
    for i in range(7):
        s = snip()
        add(fam, "rewrite_command", "/v1/chat/completions", hd(), {"model": "gpt-4o", "messages": [{"role": "system", "content": code_sys},
            {"role": "user", "content": f"I have the following from {s['path'].split('/')[-1]}:\n\n```{s['lang']}\n{s['code']}```\n\n{single_ask(s)}\n\nRespond exclusively with the snippet that should replace the selection above."}], "stream": True, "temperature": 0.8, "top_p": 1}, S)
    for i in range(6):
        msgs = [{"role": "system", "content": chat_sys}]
        if i % 2:
            q = pick(CHAT_HIST); msgs += [{"role": "user", "content": q[0]}, {"role": "assistant", "content": q[1]}]
        msgs.append({"role": "user", "content": long_ask()})
        add(fam, "chat_file", "/v1/chat/completions", hd(), {"model": "gpt-4o", "messages": msgs, "stream": True, "temperature": 1.1, "top_p": 1}, L)
    for i in range(5):
        add(fam, "chat_file", "/v1/chat/completions", hd(), {"model": "gpt-4o", "messages": [{"role": "system", "content": chat_sys}, {"role": "user", "content": stand_ask()}], "stream": True, "temperature": 1.1, "top_p": 1}, S)
    for i in range(3):
        q = pick(CHAT_HIST)
        add(fam, "side_topic", "/v1/chat/completions", hd(), {"model": "gpt-4o-mini", "messages": [{"role": "system", "content": chat_sys}, {"role": "user", "content": q[0]}, {"role": "assistant", "content": q[1]},
            {"role": "user", "content": "Summarize the topic of our conversation above in two or three words. Respond only with those words."}], "stream": True}, S)


def gptel():
    fam = "gptel_like"
    hd = lambda: {"content-type": "application/json", "authorization": "Bearer sk-el", "user-agent": pick(["curl/7.88.1", "URL/Emacs Emacs/29.4 (X11; x86_64-pc-linux-gnu)"])}
    sysm = pick(["You are a large language model living in Emacs and a helpful assistant. Respond concisely.", "You are a careful programmer. Provide code and only code as output without any additional text, prompt or note."])
    for i in range(6):
        s = snip()
        add(fam, "buffer_chat", "/v1/chat/completions", hd(), {"model": pick(["gpt-4o-mini", "mistral-large-latest"]), "messages": [{"role": "system", "content": "You are a large language model living in Emacs and a helpful assistant. Respond concisely."},
            {"role": "user", "content": f"*** {single_ask(s)}\n#+begin_src {s['lang']}\n{s['code']}#+end_src"}], "stream": True, "temperature": 1.0}, S)
    for i in range(4):
        s = snip()
        add(fam, "rewrite_region", "/v1/chat/completions", hd(), {"model": "gpt-4o-mini", "messages": [{"role": "system", "content": f"You are a {s['lang']} programmer. Rewrite the region the user gives per the instruction. Output only the replacement text."},
            {"role": "user", "content": s["code"]}, {"role": "user", "content": pick(["Rewrite: shorter and clearer", "Rewrite: add doc comments", "Rewrite: handle edge cases", "Rewrite: 変数名をわかりやすく"])}], "stream": True}, S)
    for i in range(6):
        msgs = [{"role": "system", "content": "You are a large language model living in Emacs and a helpful assistant. Respond concisely."}]
        if i % 3 == 1:
            q = pick(CHAT_HIST); msgs += [{"role": "user", "content": q[0]}, {"role": "assistant", "content": q[1]}]
        msgs.append({"role": "user", "content": long_ask()})
        add(fam, "buffer_chat", "/v1/chat/completions", hd(), {"model": "gpt-4o-mini", "messages": msgs, "stream": True}, L)
    nm = {"read_file": "read_file", "edit_file": "edit_buffer", "run_command": "run_shell", "search_workspace": "search_project"}
    for i in range(4):
        add(fam, "tools_tool_result", "/v1/chat/completions", hd(), {"model": "gpt-4o", "messages": [{"role": "system", "content": "You are a helpful assistant in Emacs with tool access."}] + oa_tool_turns(long_ask(), nm), "tools": oa_tools(nm), "stream": True}, L)
    for i in range(3):
        add(fam, "org_question", "/v1/chat/completions", hd(), {"model": "gpt-4o-mini", "messages": [{"role": "system", "content": "You are a large language model living in Emacs and a helpful assistant. Respond concisely."}, {"role": "user", "content": "*** " + stand_ask()}], "stream": True}, S)


def llm_cli():
    fam = "llm_cli_like"
    hd = lambda: {"content-type": "application/json", "authorization": "Bearer sk-llm", "user-agent": "OpenAI/Python 1.54.4", "x-stainless-lang": "python", "x-stainless-package-version": "1.54.4", "x-stainless-runtime": "CPython", "x-stainless-runtime-version": "3.12.7"}
    for i in range(6):
        add(fam, "prompt", "/v1/chat/completions", hd(), {"model": "gpt-4o-mini", "messages": [{"role": "user", "content": stand_ask()}], "stream": True}, S)
    for i in range(5):
        s = snip()
        add(fam, "fragment_prompt", "/v1/chat/completions", hd(), {"model": "gpt-4o-mini", "messages": [{"role": "system", "content": pick(["explain this code", "write tests", "you are a terse reviewer"])}, {"role": "user", "content": f"{s['code']}\n{single_ask(s)}"}], "stream": True}, S)
    for i in range(5):
        add(fam, "prompt", "/v1/chat/completions", hd(), {"model": "gpt-4o", "messages": [{"role": "user", "content": long_ask()}], "stream": True}, L)
    for i in range(3):
        s = snip()
        add(fam, "cmd_mode", "/v1/chat/completions", hd(), {"model": "gpt-4o-mini", "messages": [{"role": "system", "content": "Return only the one shell command that does what the user asks, nothing else."}, {"role": "user", "content": pick(["list the 10 biggest files under this directory", "kill whatever is listening on port 3000", "show git log for the last week, one line each", "cuenta cuántas líneas tiene cada archivo .py"])}], "stream": False}, S)
    for i in range(4):
        task = long_ask(); msgs = [{"role": "user", "content": task}]
        cid = "call_" + rid("x")[:20]
        msgs += [{"role": "assistant", "content": None, "tool_calls": [{"id": cid, "type": "function", "function": {"name": "run_shell", "arguments": json.dumps({"cmd": pick(["pytest -q", "npm run build", "cargo test"])})}}]},
                 {"role": "tool", "tool_call_id": cid, "content": C_TRACE.next()}]
        add(fam, "functions_tool_result", "/v1/chat/completions", hd(), {"model": "gpt-4o", "messages": msgs, "tools": [{"type": "function", "function": {"name": "run_shell", "description": "Run a shell command", "parameters": {"type": "object", "properties": {"cmd": {"type": "string"}}, "required": ["cmd"]}}}], "stream": True}, L)
    for i in range(2):
        q = pick(CHAT_HIST)
        add(fam, "continue_conversation", "/v1/chat/completions", hd(), {"model": "gpt-4o-mini", "messages": [{"role": "user", "content": q[0]}, {"role": "assistant", "content": q[1]}, {"role": "user", "content": pick(["give me an example in Go", "and in one sentence?", "¿me das un ejemplo?"])}], "stream": True}, S)


def shellgpt():
    fam = "shellgpt_like"
    hd = lambda: {"content-type": "application/json", "authorization": "Bearer sk-sgpt", "user-agent": "OpenAI/Python 1.51.2", "x-stainless-lang": "python"}
    shell_sys = "You generate shell commands for {os} using {sh}. Output only the command, no markdown, no explanation. If several steps are needed, chain them with &&."
    for i in range(6):
        add(fam, "shell_role", "/v1/chat/completions", hd(), {"model": "gpt-4o-mini", "messages": [{"role": "system", "content": shell_sys.format(os=pick(["Linux/Ubuntu 22.04", "Darwin/macOS 14"]), sh=pick(["zsh", "bash"]))},
            {"role": "user", "content": pick(["find all jpg files over 5MB", "compress the logs folder to logs.tgz", "show which process uses most memory", "update all brew packages", "列出当前目录下最近修改的5个文件", "zeige alle offenen Ports", "renombra todos los .jpeg a .jpg"])}], "temperature": 0, "top_p": 1, "stream": True}, S)
    for i in range(4):
        add(fam, "code_role", "/v1/chat/completions", hd(), {"model": "gpt-4o-mini", "messages": [{"role": "system", "content": "Provide only code as output without any description. Do not use markdown fences."}, {"role": "user", "content": pick(["python function that checks if a string is a palindrome ignoring punctuation", "regex for a UK postcode", "SQL: given table t(a int, b text), rows where b is a duplicate", "bash function to retry a command 5 times"])}], "temperature": 0, "stream": True}, S)
    for i in range(5):
        add(fam, "default_role", "/v1/chat/completions", hd(), {"model": "gpt-4o", "messages": [{"role": "system", "content": "You are a programming and system administration assistant. Keep answers short and use markdown."}, {"role": "user", "content": long_ask()}], "temperature": 0, "stream": True}, L)
    for i in range(4):
        osys = shell_sys.format(os="Linux/Arch", sh="bash")
        msgs = [{"role": "system", "content": osys}, {"role": "user", "content": long_ask()}, {"role": "assistant", "content": pick(["pytest -x -q", "npm run build", "go test ./..."])},
                {"role": "user", "content": f"ran it, output:\n{C_TRACE.next()}\nwhat next?"}]
        add(fam, "repl_command_output", "/v1/chat/completions", hd(), {"model": "gpt-4o-mini", "messages": msgs, "temperature": 0, "stream": True}, L)
    for i in range(2):
        add(fam, "describe_shell", "/v1/chat/completions", hd(), {"model": "gpt-4o-mini", "messages": [{"role": "system", "content": "Explain the given shell command briefly: what it does and each argument."}, {"role": "user", "content": pick(["rsync -avz --delete src/ host:/srv/app/", "tar -xzf a.tgz -C /tmp --strip-components=1", "awk -F, '{s+=$3} END {print s}' data.csv"])}], "stream": True}, S)


def curl_script():
    fam = "curl_script"
    hd = lambda: {"content-type": "application/json", "authorization": "Bearer $KEY", "user-agent": pick(["curl/8.4.0", "curl/7.68.0", "curl/8.11.0"]), "accept": "*/*"}
    for i in range(7):
        add(fam, "one_shot", "/v1/chat/completions", hd(), {"model": pick(["gpt-4o-mini", "llama3.1"]), "messages": [{"role": "user", "content": stand_ask()}]}, S)
    for i in range(4):
        s = snip()
        add(fam, "one_shot_file", "/v1/chat/completions", hd(), {"model": "gpt-4o-mini", "messages": [{"role": "user", "content": f"{single_ask(s)}\n\n{s['code']}"}], "max_tokens": 800}, S)
    for i in range(5):
        add(fam, "one_shot", "/v1/chat/completions", hd(), {"model": "gpt-4o", "messages": [{"role": "system", "content": "You are a senior engineer."}, {"role": "user", "content": long_ask()}], "temperature": 0.2}, L)
    for i in range(3):
        s = snip(); pre, suf = fim_split(s)
        add(fam, "legacy_completion", "/v1/completions", hd(), {"model": "gpt-3.5-turbo-instruct", "prompt": pre, "suffix": suf, "max_tokens": 64, "temperature": 0}, S)
    for i in range(3):
        add(fam, "huge_paste", "/v1/chat/completions", hd(), {"model": "gpt-4o", "messages": [{"role": "user", "content": "```python\n" + HUGE + "```\n\n" + "add a docstring to parse_header"}]}, S)


def openai_sdk():
    fam = "openai_sdk_script"
    hd = lambda: {"content-type": "application/json", "authorization": "Bearer sk-proj-placeholder", "user-agent": pick(["OpenAI/Python 1.58.1", "AsyncOpenAI/Python 1.58.1", "OpenAI/JS 4.77.0"]), "x-stainless-lang": "python", "x-stainless-os": "Linux", "x-stainless-arch": "x64", "x-stainless-retry-count": "0"}
    for i in range(5):
        add(fam, "responses_first_turn", "/v1/responses", hd(), {"model": "gpt-4.1-mini", "instructions": "You are a concise coding assistant.", "input": stand_ask()}, S)
    for i in range(4):
        s = snip()
        add(fam, "responses_first_turn", "/v1/responses", hd(), {"model": "gpt-4.1", "input": [{"role": "developer", "content": "Answer as a code reviewer."}, {"role": "user", "content": [{"type": "input_text", "text": f"{single_ask(s)}\n```{s['lang']}\n{s['code']}```"}]}]}, S)
    for i in range(5):
        add(fam, "responses_first_turn", "/v1/responses", hd(), {"model": "gpt-4.1", "instructions": "You help with software projects.", "input": long_ask(), "stream": i % 2 == 0}, L)
    for i in range(4):
        task = long_ask(); cid = "call_" + rid("r")[:20]
        inp = [{"role": "user", "content": task}, {"type": "function_call", "call_id": cid, "name": "shell", "arguments": json.dumps({"cmd": pick(["pytest -q", "npm test"])})},
               {"type": "function_call_output", "call_id": cid, "output": C_TRACE.next()}]
        add(fam, "responses_tool_output", "/v1/responses", hd(), {"model": "gpt-4.1", "input": inp, "tools": [{"type": "function", "name": "shell", "description": "run a command", "parameters": {"type": "object", "properties": {"cmd": {"type": "string"}}, "required": ["cmd"]}}], "store": False}, L)
    for i in range(4):
        s = snip()
        add(fam, "batch_docstring", "/v1/chat/completions", hd(), {"model": "gpt-4o-mini", "messages": [{"role": "system", "content": "Return the function with a docstring/doc comment added. Output code only."}, {"role": "user", "content": s["code"]}], "temperature": 0, "response_format": {"type": "text"}}, S)
    for i in range(2):
        ask = C_HUGE.next()
        add(fam, "huge_paste", "/v1/chat/completions", hd(), {"model": "gpt-4o", "messages": [{"role": "user", "content": f"legacy/handlers.py:\n{HUGE}\n\n{ask[1]}"}]}, ask[0])
    add(fam, "multimodal_parts", "/v1/chat/completions", hd(), {"model": "gpt-4o", "messages": [{"role": "user", "content": [{"type": "text", "text": "what does this stack trace screenshot say is wrong? one sentence"}, {"type": "image_url", "image_url": {"url": "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="}}]}]}, S)


def anthropic_sdk():
    fam = "anthropic_sdk_script"
    hd = lambda: {"content-type": "application/json", "x-api-key": "sk-ant-placeholder", "anthropic-version": "2023-06-01", "user-agent": pick(["Anthropic/Python 0.42.0", "Anthropic/JS 0.33.1"]), "x-stainless-lang": "python"}
    for i in range(6):
        s = snip()
        add(fam, "messages_first_turn", "/v1/messages", hd(), {"model": "claude-3-5-haiku-latest", "max_tokens": 1024, "system": "You are a precise coding assistant.", "messages": [{"role": "user", "content": f"<code path=\"{s['path']}\">\n{s['code']}</code>\n{single_ask(s)}"}]}, S)
    for i in range(4):
        add(fam, "messages_first_turn", "/v1/messages", hd(), {"model": "claude-3-5-haiku-latest", "max_tokens": 1024, "messages": [{"role": "user", "content": stand_ask()}]}, S)
    for i in range(5):
        add(fam, "messages_first_turn", "/v1/messages", hd(), {"model": "claude-sonnet-4-20250514", "max_tokens": 4096, "system": [{"type": "text", "text": "You are an expert engineer."}], "messages": [{"role": "user", "content": long_ask()}]}, L)
    for i in range(4):
        tid = "toolu_" + rid("a")[:22]
        add(fam, "messages_tool_result", "/v1/messages", hd(), {"model": "claude-sonnet-4-20250514", "max_tokens": 4096, "tools": [{"name": "bash", "description": "Run bash", "input_schema": {"type": "object", "properties": {"command": {"type": "string"}}, "required": ["command"]}}],
            "messages": [{"role": "user", "content": long_ask()}, {"role": "assistant", "content": [{"type": "tool_use", "id": tid, "name": "bash", "input": {"command": "pytest -q"}}]}, {"role": "user", "content": [{"type": "tool_result", "tool_use_id": tid, "content": C_TRACE.next()}]}]}, L)
    for i in range(2):
        ask = C_HUGE.next()
        add(fam, "huge_paste", "/v1/messages", hd(), {"model": "claude-sonnet-4-20250514", "max_tokens": 2048, "messages": [{"role": "user", "content": [{"type": "text", "text": HUGE}, {"type": "text", "text": ask[1]}]}]}, ask[0])


def open_webui():
    fam = "open_webui_like"
    hd = lambda: {"content-type": "application/json", "authorization": "Bearer sk-owui", "user-agent": pick(["Python/3.11 aiohttp/3.11.11", "Python/3.11 aiohttp/3.10.10"])}
    for i in range(6):
        s = snip()
        add(fam, "chat", "/v1/chat/completions", hd(), {"model": pick(["llama3.1:8b", "gpt-4o"]), "messages": [{"role": "user", "content": f"{single_ask(s)}\n\n```{s['lang']}\n{s['code']}```"}], "stream": True, "stream_options": {"include_usage": True}}, S)
    for i in range(5):
        msgs = []
        if i % 2:
            q = pick(CHAT_HIST); msgs += [{"role": "user", "content": q[0]}, {"role": "assistant", "content": q[1]}]
        msgs.append({"role": "user", "content": long_ask()})
        add(fam, "chat", "/v1/chat/completions", hd(), {"model": "gpt-4o", "messages": msgs, "stream": True}, L)
    for i in range(3):
        add(fam, "chat", "/v1/chat/completions", hd(), {"model": "llama3.1:8b", "messages": [{"role": "system", "content": "User's preferred language: auto. Be friendly."}, {"role": "user", "content": stand_ask()}], "stream": True}, S)
    def hist_text():
        q = pick(CHAT_HIST); la = long_ask() if R.random() < 0.5 else stand_ask()
        return f"USER: {q[0]}\nASSISTANT: {q[1]}\nUSER: {la}"
    tasks = [("side_title", "### Task:\nGenerate a concise 3-5 word title with an emoji summarizing the chat history.\n### Output:\nJSON format: { \"title\": \"your concise title here\" }\n### Chat History:\n<chat_history>\n{h}\n</chat_history>"),
             ("side_tags", "### Task:\nGenerate 1-3 broad tags for the main themes of the chat history, plus 1-3 specific subtopic tags.\n### Output:\nJSON format: { \"tags\": [\"tag1\", \"tag2\"] }\n### Chat History:\n<chat_history>\n{h}\n</chat_history>"),
             ("side_followups", "### Task:\nSuggest 3-5 relevant follow-up questions the user might ask next, based on the chat history.\n### Output:\nJSON format: { \"follow_ups\": [\"Question 1?\"] }\n### Chat History:\n<chat_history>\n{h}\n</chat_history>"),
             ("side_query_gen", "### Task:\nDecide whether a web search is needed and produce up to 3 search queries.\n### Output:\nJSON format: { \"queries\": [\"query1\"] }\n### Chat History:\n<chat_history>\n{h}\n</chat_history>")]
    for i in range(8):
        shape, t = tasks[i % 4]
        add(fam, shape, "/v1/chat/completions", hd(), {"model": "llama3.2:3b", "messages": [{"role": "user", "content": t.replace("{h}", hist_text())}], "stream": False, "max_tokens": 1000 if shape != "side_title" else 50}, S)
    for i in range(2):
        task = long_ask(); cid = "call_" + rid("w")[:20]
        add(fam, "native_tool_result", "/v1/chat/completions", hd(), {"model": "gpt-4o", "messages": [{"role": "user", "content": task}, {"role": "assistant", "content": "", "tool_calls": [{"id": cid, "type": "function", "function": {"name": "run_code", "arguments": json.dumps({"code": "import subprocess; print(subprocess.run(['pytest','-q'],capture_output=True,text=True).stdout)"})}}]}, {"role": "tool", "tool_call_id": cid, "content": C_TRACE.next()}],
            "tools": [{"type": "function", "function": {"name": "run_code", "description": "Execute Python in the sandbox", "parameters": {"type": "object", "properties": {"code": {"type": "string"}}}}}], "stream": True}, L)


def librechat():
    fam = "librechat_like"
    hd = lambda: {"content-type": "application/json", "authorization": "Bearer sk-lc", "user-agent": "OpenAI/JS 4.72.0", "x-stainless-lang": "js", "x-stainless-runtime": "node"}
    for i in range(5):
        s = snip()
        add(fam, "chat", "/v1/chat/completions", hd(), {"model": "gpt-4o", "messages": [{"role": "system", "content": "Instructions:\nYou are a helpful assistant for developers."}, {"role": "user", "content": f"{single_ask(s)}\n{fence(s, False)}"}], "stream": True, "user": uuid()}, S)
    for i in range(5):
        msgs = [{"role": "system", "content": "Instructions:\nYou are a helpful assistant for developers."}]
        if i % 2 == 0:
            q = pick(CHAT_HIST); msgs += [{"role": "user", "content": q[0]}, {"role": "assistant", "content": q[1]}]
        msgs.append({"role": "user", "content": long_ask()})
        add(fam, "chat", "/v1/chat/completions", hd(), {"model": "gpt-4o", "messages": msgs, "stream": True, "user": uuid()}, L)
    for i in range(3):
        add(fam, "chat", "/v1/chat/completions", hd(), {"model": "gpt-4o-mini", "messages": [{"role": "user", "content": stand_ask()}], "stream": True, "user": uuid()}, S)
    for i in range(4):
        q = pick(CHAT_HIST); la = long_ask() if i % 2 else q[0]
        add(fam, "side_title", "/v1/chat/completions", hd(), {"model": "gpt-4o-mini", "messages": [{"role": "system", "content": "Write a concise title for this conversation in the user's language, 5 words or fewer, no punctuation or quotes."},
            {"role": "user", "content": f"User: {la}\nAI: {q[1]}"}], "temperature": 0.2, "max_tokens": 16, "stream": False}, S)
    for i in range(2):
        s = snip()
        add(fam, "summary_buffer", "/v1/chat/completions", hd(), {"model": "gpt-4o-mini", "messages": [{"role": "system", "content": "Progressively summarize the conversation, adding to the previous summary. Return a new summary."},
            {"role": "user", "content": f"Current summary: The user asked about {s['fn']} in {s['path']}.\nNew lines:\nUser: {long_ask()}\nAI: {fake_answer(s)}\nNew summary:"}], "stream": False}, S)



TRICKY_SINGLE = [
 "rename all the variables in this function to snake_case",
 "add a comment above every line of the selection",
 "make every branch of {fn} return the same type",
 "iterate over the cases in {fn} and tell me which ones are untested by this test:\n\ndef test_basic():\n    assert {fn} is not None",
 "把这段代码里所有的魔法数字都提成常量（只改这个函数）",
 "この関数のすべてのエラーパスにログを追加して",
 "Passe alle Kommentare in diesem Ausschnitt ins Englische an",
 "traduce todos los comentarios de este fragmento al inglés",
 "переведи этот фрагмент на Go",
 "esse código tem algum problema de concorrência?",
]
TRICKY_LONG = [
 "tests red. fix",
 "make it work on windows too",
 "bump python to 3.12 in the project and sort out whatever fails",
 "wire up sentry",
 "dark mode for the whole app pls",
 "ajoute des tests pour tout le module de facturation et fais-les passer",
 "全部のAPIにレート制限を入れて",
 "把 README 里说的安装步骤都跑通，有问题就修",
 "mach das Projekt bereit für Docker und Kubernetes",
 "aggiorna tutte le dipendenze e sistema i test che si rompono",
]
C_TSING = Cycle(TRICKY_SINGLE)
C_TLONG = Cycle(TRICKY_LONG)


def extras():
    fams = [
        ("copilot_like", "/v1/chat/completions", {"user-agent": "GitHubCopilotChat/0.23.2", "editor-version": "vscode/1.96.2", "openai-intent": "conversation-panel", "copilot-integration-id": "vscode-chat"}),
        ("continue_like", "/v1/chat/completions", {"user-agent": "OpenAI/JS 4.67.3"}),
        ("cody_like", "/v1/chat/completions", {"user-agent": "Sourcegraph Cody/1.42.0 (vscode)", "x-requested-with": "Sourcegraph"}),
        ("tabby_like", "/v1/chat/completions", {"user-agent": "tabby/0.21.0"}),
        ("twinny_like", "/v1/chat/completions", {"user-agent": "node"}),
        ("gp_nvim_like", "/v1/chat/completions", {"user-agent": "curl/8.4.0"}),
        ("curl_script", "/v1/chat/completions", {"user-agent": "curl/8.4.0"}),
        ("librechat_like", "/v1/chat/completions", {"user-agent": "OpenAI/JS 4.72.0", "x-stainless-lang": "js"}),
        ("open_webui_like", "/v1/chat/completions", {"user-agent": "Python/3.11 aiohttp/3.11.11"}),
        ("jetbrains_ai_like", "/v1/chat/completions", {"user-agent": "Ktor client"}),
        ("llama_vscode_like", "/v1/chat/completions", {"user-agent": "node"}),
        ("anthropic_sdk_script", "/v1/messages", {"user-agent": "Anthropic/Python 0.42.0", "anthropic-version": "2023-06-01", "x-api-key": "sk-ant-placeholder"}),
        ("openai_sdk_script", "/v1/responses", {"user-agent": "OpenAI/Python 1.58.1", "x-stainless-lang": "python"}),
        ("zed_assistant", "/v1/chat/completions", {"user-agent": "Zed/0.161.2 (macos; aarch64)"}),
        ("gptel_like", "/v1/chat/completions", {"user-agent": "curl/7.88.1"}),
        ("shellgpt_like", "/v1/chat/completions", {"user-agent": "OpenAI/Python 1.51.2"}),
    ]
    for k in range(96):
        fam, ep, h = fams[k % len(fams)]
        h = dict(h); h["content-type"] = "application/json"
        s = snip()
        mode = k % 6
        if mode in (0, 1):
            text, label, shape = fmt(C_TSING.next(), s) + f"\n\n```{s['lang']}\n{s['code']}```", S, "tricky_single"
        elif mode in (2, 3):
            text, label, shape = C_TLONG.next(), L, "terse_long"
        elif mode == 4:
            text, label, shape = f"```{s['lang']} {s['path']}\n{s['code']}```\n" + code_long_ask(s), L, "code_attached_long"
        else:
            q = pick(CHAT_HIST)
            text, label, shape = None, L if R.random() < 0.5 else S, "followup"
        if ep == "/v1/messages":
            if text is None:
                msgs = [{"role": "user", "content": q[0]}, {"role": "assistant", "content": q[1]}, {"role": "user", "content": long_ask() if label == L else stand_ask()}]
            else:
                msgs = [{"role": "user", "content": [{"type": "text", "text": text}]}]
            body = {"model": "claude-3-5-haiku-latest", "max_tokens": 2048, "messages": msgs}
        elif ep == "/v1/responses":
            if text is None:
                inp = [{"role": "user", "content": q[0]}, {"role": "assistant", "content": [{"type": "output_text", "text": q[1]}]}, {"role": "user", "content": long_ask() if label == L else stand_ask()}]
            else:
                inp = [{"role": "developer", "content": "Be brief."}, {"role": "user", "content": [{"type": "input_text", "text": text}]}]
            body = {"model": "gpt-4.1-mini", "input": inp, "stream": True}
        else:
            if text is None:
                msgs = [{"role": "user", "content": q[0]}, {"role": "assistant", "content": q[1]}, {"role": "user", "content": long_ask() if label == L else stand_ask()}]
            else:
                content = text if k % 4 else [{"type": "text", "text": text}]
                msgs = [{"role": pick(["system", "developer"]), "content": "You are a helpful coding assistant inside the editor."}, {"role": "user", "content": content}]
            body = {"model": pick(["gpt-4o", "qwen2.5-coder:14b", "deepseek-chat"]), "messages": msgs, "stream": True}
        add(fam, shape, ep, h, body, label)


def main():
    for f in [copilot, cont, cursor_like, zed, jetbrains, tabby, twinny, llama_vscode, cody, avante, codecompanion, gp_nvim, gptel, llm_cli, shellgpt, curl_script, openai_sdk, anthropic_sdk, open_webui, librechat, extras]:
        f()
    counts = {}
    for n, r in enumerate(OUT):
        counts[r["family"]] = counts.get(r["family"], 0) + 1
        r["id"] = f"ide2-{r['family']}-{counts[r['family']]:03d}"
    order = ["id", "family", "shape", "endpoint", "headers", "body", "label"]
    buf = io.BytesIO()
    with gzip.GzipFile(filename="", mode="wb", fileobj=buf, mtime=0) as gz:
        for r in OUT:
            gz.write((json.dumps({k: r[k] for k in order}, ensure_ascii=False) + "\n").encode("utf-8"))
    with open(os.path.join(HERE, "ide2.jsonl.gz"), "wb") as fh:
        fh.write(buf.getvalue())
    print(len(OUT))


if __name__ == "__main__":
    main()
