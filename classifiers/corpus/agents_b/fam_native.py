"""Families whose clients use native tool calling (chat tools, Anthropic tool_use, Responses function calls)."""
from __future__ import annotations

import json

from . import material as M
from . import wire as W
from .base import Ctx

CHAT, MSG, RESP, COMP = "/v1/chat/completions", "/v1/messages", "/v1/responses", "/v1/completions"


# ------------------------------------------------------------------ generic native loop
def loop_events(c: Ctx, mapper, fmt, style="call", n=None, retry=None, thought_p=0.5, parallel_p=0.0):
    ev = []
    for s in c.steps(n):
        calls = [(W.cid(c.rng, style),) + mapper(s)]
        if parallel_p and c.p(parallel_p):
            s2 = W.step(c.rng, c.r, "view")
            calls.append((W.cid(c.rng, style),) + mapper(s2))
            outs = [fmt(s), fmt(s2)]
        else:
            outs = [fmt(s)]
        ev.append(("calls", s["thought"] if c.p(thought_p) else None, calls))
        ev.append(("results", [(cl[0], cl[1], o, False) for cl, o in zip(calls, outs)]))
    if retry == "edit":
        s = W.step(c.rng, c.r, "edit")
        i = W.cid(c.rng, style)
        name, args = mapper(s)
        ev.append(("calls", s["thought"] if c.p(thought_p) else None, [(i, name, args)]))
        ev.append(("results", [(i, name, c.choice([
            f"Error: no replacement was made; old_str was not found verbatim in {s['path']}.",
            f"The string to replace does not occur in {s['path']}. Re-read the file and copy the exact text, whitespace included.",
            f"Found 3 matches of old_str in {s['path']}; add more surrounding lines so the match is unique.",
        ]), True)]))
    elif retry == "test":
        for kind in ("edit", "test"):
            s = W.step(c.rng, c.r, kind)
            if kind == "test":
                s["out"], s["rc"] = M.out_test_fail(c.r, c.rng), 1
            i = W.cid(c.rng, style)
            name, args = mapper(s)
            ev.append(("calls", None, [(i, name, args)]))
            ev.append(("results", [(i, name, fmt(s), False)]))
    return ev


def as_anthropic(c: Ctx, system: str, ev: list, tools: list | None, ua: str, extra: dict | None = None):
    """Re-render a native-tools conversation for a client configured with an Anthropic provider."""
    # Anthropic ids look different; rewrite call ids consistently
    idmap: dict = {}
    ev2 = []
    for e in ev:
        if e[0] == "calls":
            ev2.append(("calls", e[1], [(idmap.setdefault(i, W.cid(c.rng, "toolu")), n, a) for i, n, a in e[2]]))
        elif e[0] == "results":
            ev2.append(("results", [(idmap.get(i, i), n, t, er) for i, n, t, er in e[1]]))
        elif e[0] == "system":
            ev2.append(("user", e[1]))
        else:
            ev2.append(e)
    h = {"content-type": "application/json", "accept": "application/json", "anthropic-version": "2023-06-01", "user-agent": ua, "x-api-key": "sk-ant-placeholder"}
    body = {"model": c.model("anthropic"), "max_tokens": c.choice([4096, 8192, 16384, 32000]), "system": system if c.p(0.5) else [{"type": "text", "text": system, "cache_control": {"type": "ephemeral"}}],
            "messages": W.anthropic_messages(ev2, cache=c.p(0.6)), "stream": True}
    if tools:
        body["tools"] = W.to_anthropic(tools)
    if extra:
        body.update(extra)
    return MSG, h, body


def compact_summary(c: Ctx) -> str:
    """A summary of earlier tool work, as a resumed session carries it."""
    st = c.steps(c.rng.randint(3, 8))
    done = "\n".join(f"- ran `{x['cmd']}` (exit {x['rc']})" for x in st)
    return (f"## Progress\n{done}\n\n## Key decisions\n- The bug is in `{st[0]['path']}`; fix the expiry branch rather than the callers.\n\n"
            f"## Files touched\n- {st[0]['path']}\n- {c.choice(c.r['tests'])}\n\n## Next steps\n1. Re-run `{c.r['test_cmd']}`.\n2. Cover the empty-input case with a test.\n3. Summarize the change for the user.")


def maybe_cont(c: Ctx, ev: list, p=0.2):
    if c.p(p):
        ev.append(("user", c.cont()))
    return ev


# ================================================================== SWE-agent (function calling)
SWE_TOOLS = [
    W.fn("bash", "Run a bash command in the terminal. Long-running commands should be backgrounded; interactive ones are not supported.",
         {"command": ("string", "the command to execute")}),
    W.fn("str_replace_editor", "Edit, create and view files. `view` shows a file with line numbers or lists a directory two levels deep; "
         "`create` refuses existing paths; `str_replace` needs old_str to match exactly one place; `insert` puts text after a line; `undo_edit` reverts the last change.",
         {"command": {"type": "string", "enum": ["view", "create", "str_replace", "insert", "undo_edit"], "description": "sub-command"},
          "path": ("string", "absolute path"), "file_text": ("string", "content for create"), "old_str": ("string", "text to replace"),
          "new_str": ("string", "replacement text"), "insert_line": ("integer", "line after which to insert"),
          "view_range": {"type": "array", "items": {"type": "integer"}, "description": "[start, end] lines"}}, ["command", "path"]),
    W.fn("submit", "Submit the current changes as the final answer.", {}),
]


def _swe_map(c, root):
    def m(s):
        if s["kind"] == "view":
            return "str_replace_editor", {"command": "view", "path": f"{root}/{s['path']}"}
        if s["kind"] == "edit":
            return "str_replace_editor", {"command": "str_replace", "path": f"{root}/{s['path']}", "old_str": s["old"], "new_str": s["new"]}
        return "bash", {"command": s["cmd"]}
    return m


def _swe_fmt(s):
    if s["kind"] == "view":
        return f"OBSERVATION:\n{s['path']}, shown with line numbers:\n{s['out']}\n"
    if s["kind"] == "edit":
        return f"OBSERVATION:\nEdit applied to {s['path']}. Numbered lines around the change:\n{s['out']}\nCheck that the change is what you intended; edit again if not."
    return "OBSERVATION:\n" + (s["out"] or "The command finished without printing anything.")


def swe_instance(c: Ctx, root: str) -> str:
    return (f"<uploaded_files>\n{root}\n</uploaded_files>\nThe repository lives in {root}. The change to make is described here:\n\n"
            f"<pr_description>\n{c.ask_text}\n</pr_description>\n\nChange source files under {root} as little as possible so the description holds. "
            "Leave the tests alone; they are handled separately.\nOne way to go about it:\n1. Locate the code the description talks about.\n"
            "2. Reproduce the problem with a small script, run via the bash tool as `python <file>`.\n3. Fix the source.\n"
            "4. Run the script again to see it pass.\n5. Check unusual inputs too.\nTake the time to reason carefully.")


def swe_agent_fc(c: Ctx):
    root = "/testbed"
    system = c.choice(["You complete tasks by operating a computer through the tools given.",
                       "You are a capable assistant that operates a computer to complete tasks."])
    ev = [("user", swe_instance(c, root))]
    if c.shape.startswith("followup"):
        ev = c.prior_qa() + [("user", c.ask_text)]
    elif c.shape.startswith("loop"):
        ev += loop_events(c, _swe_map(c, root), _swe_fmt)
    elif c.shape.startswith("retry"):
        ev += loop_events(c, _swe_map(c, root), _swe_fmt, n=c.rng.randint(2, 6), retry=c.choice(["edit", "test"]))
    body = {"model": c.choice(["claude-sonnet-4-20250514", "gpt-4o", "gpt-4.1", "deepseek-chat", "qwen2.5-coder-32b-instruct"]),
            "messages": W.chat_messages(system, ev), "tools": SWE_TOOLS, "temperature": 0.0, "top_p": 1.0}
    if c.p(0.5):
        body["tool_choice"] = "auto"
    return CHAT, W.h_litellm(c.rng), body


# ================================================================== OpenHands (incl. condenser)
OH_TOOLS = [
    W.fn("execute_bash", "Runs bash in a shell that keeps its state between calls. Put long jobs in the background; "
         "an empty command fetches further output and C-c stops the running process.",
         {"command": ("string", "The bash command to run"), "is_input": ("string", "'true' if the command is input to a running process"),
          "timeout": ("number", "optional soft timeout in seconds")}, ["command"]),
    W.fn("think", "Record a thought for brainstorming or planning; it changes nothing in the workspace.", {"thought": ("string", "the thought")}),
    W.fn("finish", "Ends the task, either done or stuck, with a closing message for the user.",
         {"message": ("string", "final message"), "task_completed": ("string", "true / false / partial")}, ["message"]),
    W.fn("browser", "Interact with a web page using Python-like browser actions (goto, click, fill, scroll).", {"code": ("string", "actions")}),
    W.fn("str_replace_editor", "View, create and edit files with exact string replacement. Paths must be absolute. view lists directories or shows cat -n output.",
         {"command": {"type": "string", "enum": ["view", "create", "str_replace", "insert", "undo_edit"]}, "path": ("string", "absolute path"),
          "old_str": ("string", "exact text"), "new_str": ("string", "new text"), "file_text": ("string", "file content"),
          "insert_line": ("integer", "line"), "view_range": {"type": "array", "items": {"type": "integer"}}}, ["command", "path"]),
    W.fn("fetch", "Fetch a URL and return its content as markdown.", {"url": ("string", "url")}),
]
OH_SYSTEM = ("You are the OpenHands agent. You work in a sandboxed machine and carry out software tasks for the user.\n\n"
             "<ROLE>\nYou run commands, edit code and sort out technical problems. Work carefully and in order; a correct result matters more than a fast one. "
             "If the user only asks a question, answer it; do not start changing files.\n</ROLE>\n\n<EFFICIENCY>\nCombine several shell actions into one where you can. Explore with find/grep before reading whole files.\n</EFFICIENCY>\n\n"
             "<FILE_SYSTEM_GUIDELINES>\nEdit files in place; never create versioned copies. Remove temporary files when done. Check the current directory before relative paths.\n</FILE_SYSTEM_GUIDELINES>\n\n"
             "<CODE_QUALITY>\nWrite clean, minimal code with few comments. Keep imports at the top. Understand the codebase before implementing.\n</CODE_QUALITY>\n\n"
             "<VERSION_CONTROL>\nUse the existing git user or 'openhands' as author. Do not push or force-push unless asked. Never commit large binaries.\n</VERSION_CONTROL>\n\n"
             "<PROBLEM_SOLVING_WORKFLOW>\n1. EXPLORATION\n2. ANALYSIS\n3. TESTING (write a reproduction first for bugs)\n4. IMPLEMENTATION\n5. VERIFICATION\n</PROBLEM_SOLVING_WORKFLOW>\n\n"
             "<SECURITY>\nOnly use credentials as the user explicitly asked.\n</SECURITY>\n\n<TROUBLESHOOTING>\nIf stuck after repeated failures, step back, list possible causes, and pick the most likely.\n</TROUBLESHOOTING>")


def _oh_map(c, root):
    def m(s):
        if s["kind"] == "view":
            return "str_replace_editor", {"command": "view", "path": f"{root}/{s['path']}"}
        if s["kind"] == "edit":
            return "str_replace_editor", {"command": "str_replace", "path": f"{root}/{s['path']}", "old_str": s["old"], "new_str": s["new"]}
        return "execute_bash", {"command": s["cmd"]}
    return m


def _oh_fmt(root):
    def f(s):
        if s["kind"] in ("view", "edit"):
            return _swe_fmt(s)[len("OBSERVATION:\n"):]
        return f"{s['out']}\n[The command completed with exit code {s['rc']}.]\n[Current working directory: {root}]\n[Python interpreter: /openhands/poetry/openhands-ai-5O4_aCHf-py3.12/bin/python]"
    return f


def _oh_first(c: Ctx, root: str) -> list:
    ri = (f"<RUNTIME_INFORMATION>\nAvailable hosts:\n* http://localhost:{c.rng.randint(50000, 59999)} (port {c.rng.randint(50000, 59999)})\n"
          f"Today's date is 2025-{c.rng.randint(1, 12):02d}-{c.rng.randint(1, 28):02d}.\n</RUNTIME_INFORMATION>")
    repo_info = f"<REPOSITORY_INFO>\nThe user asked for {c.r['owner']}/{c.r['name']}; a clone of it sits at {root}, under the working directory.\n</REPOSITORY_INFO>"
    if c.p(0.5) or c.ask_label == "single_step":
        task = c.ask_text
    else:
        task = (f"<uploaded_files>\n{root}\n</uploaded_files>\n\nThe code is checked out in {root}. The issue to resolve:\n\n<issue_description>\n{c.ask_text}\n</issue_description>\n\n"
                "Make the minimal changes to non-test files so the issue is resolved. Follow the phases: reading, running, exploration, test creation, fix analysis, implementation, verification, final review.")
    parts = [{"type": "text", "text": task}, {"type": "text", "text": repo_info + "\n\n" + ri}]
    return [("user", parts)]


def _oh_history(c, root, n=None, retry=None):
    ev = _oh_first(c, root)
    ev += loop_events(c, _oh_map(c, root), _oh_fmt(root), n=n, retry=retry, thought_p=0.7)
    return ev


CONDENSER = ("An agent's history has grown long and has to be shortened. Below are the last digest (if any) and the newer events; "
             "write a new digest that lets the agent pick up where it stopped.\n\nUse these headings:\nUSER_CONTEXT: (what the user wants, and any constraints)\n"
             "TASK_TRACKING: (open items with their ids and states; carry it over when present)\nCOMPLETED: (what is finished and how it turned out)\n"
             "PENDING: (what is left)\nCURRENT_STATE: (values and structures that still matter)\nCODE_STATE: (which files and which signatures)\n"
             "TESTS: (what fails and with which message)\nCHANGES: (edits made so far)\nDEPS: (packages and imports involved)\nVERSION_CONTROL_STATUS: (branch, PR, commits)\n\n"
             "Leave out whatever will not help the next step. Keep it short.")


def openhands(c: Ctx):
    root = c.choice(["/workspace/" + c.r["name"], "/workspace"])
    h = W.h_litellm(c.rng)
    model = c.choice(["claude-sonnet-4-5-20250929", "gpt-5", "devstral-small-2507", "qwen3-coder-480b", "gpt-4.1"])
    if c.shape.startswith("side"):
        steps = c.steps(c.rng.randint(4, 12))
        evs = [f"<EVENT id={k}>\n{t}\n</EVENT>" for k, t in enumerate(
            [f"MessageAction (source=EventSource.USER)\nCONTENT: {c.ask_text}"] +
            sum(([f"CmdRunAction (source=EventSource.AGENT)\nCOMMAND:\n{s['cmd']}", f"CmdOutputObservation (source=None, exit code={s['rc']})\n{s['out'][:800]}"] for s in steps), []), start=c.rng.randint(2, 40))]
        prev = "<PREVIOUS SUMMARY>\n" + (f"USER_CONTEXT: {c.ask_text[:200]}\nCOMPLETED: explored repository layout\nPENDING: implement and verify" if c.p(0.6) else "No events summarized") + "\n</PREVIOUS SUMMARY>"
        content = CONDENSER + "\n\n" + prev + "\n\n" + "\n\n".join(evs) + "\n\nNow summarize the events above using the rules given."
        body = {"model": model, "messages": [{"role": "user", "content": content}], "temperature": 0.0}
        return CHAT, h, body
    if c.shape.startswith("followup"):
        ev = c.prior_qa() + [("user", c.ask_text)]
    elif c.shape.startswith("first"):
        ev = _oh_first(c, root)
    elif c.shape.startswith("retry"):
        ev = _oh_history(c, root, n=c.rng.randint(2, 7), retry=c.choice(["edit", "test"]))
    else:
        ev = maybe_cont(c, _oh_history(c, root))
    msgs = W.chat_messages(OH_SYSTEM, ev)
    body = {"model": model, "messages": msgs, "tools": OH_TOOLS, "temperature": 0.0, "stop": ["</function"] if c.p(0.1) else None}
    if body["stop"] is None:
        del body["stop"]
    return CHAT, h, body


# ================================================================== moatless-like
MT_TOOLS = [
    W.fn("SemanticSearch", "Search code by meaning, e.g. 'where retries are configured'.", {"query": ("string", "natural language"), "file_pattern": ("string", "glob")}, ["query"]),
    W.fn("FindClass", "Find a class by name.", {"class_name": ("string", "name"), "file_pattern": ("string", "glob")}, ["class_name"]),
    W.fn("FindFunction", "Find a function or method by name.", {"function_name": ("string", "name"), "class_name": ("string", "optional class")}, ["function_name"]),
    W.fn("ViewCode", "Show code spans from files.", {"files": {"type": "array", "items": {"type": "object", "properties": {
        "file_path": {"type": "string"}, "start_line": {"type": "integer"}, "end_line": {"type": "integer"}, "span_ids": {"type": "array", "items": {"type": "string"}}}}}}),
    W.fn("StringReplace", "Replace an exact string in a file.", {"path": ("string", "file"), "old_str": ("string", "old"), "new_str": ("string", "new")}),
    W.fn("CreateFile", "Create a new file.", {"path": ("string", "file"), "file_text": ("string", "content")}),
    W.fn("RunTests", "Run the given test files and report failures.", {"test_files": ("array", "paths")}),
    W.fn("Finish", "Finish the task with a reason.", {"finish_reason": ("string", "why it is done")}),
    W.fn("Reject", "Reject the task with a reason.", {"rejection_reason": ("string", "why")}),
]


def _mt_map(c):
    def m(s):
        k = s["kind"]
        if k == "grep":
            return c.choice([("FindFunction", {"function_name": s["sym"]}), ("SemanticSearch", {"query": f"where {s['sym']} handles expiry", "file_pattern": "**/*.py"})])
        if k in ("view", "ls", "diff"):
            return "ViewCode", {"files": [{"file_path": s["path"], "start_line": 1, "end_line": 80}]}
        if k == "edit":
            return "StringReplace", {"path": s["path"], "old_str": s["old"], "new_str": s["new"]}
        return "RunTests", {"test_files": c.r["tests"][:2]}
    return m


def _mt_fmt(s):
    k = s["kind"]
    if k == "grep":
        return f"Found the following relevant code spans:\n\n### {s['path']}\n- Tokens: {len(s.get('out', '')) // 4}\n- Spans: imports, {s['sym']}\n"
    if k in ("view", "ls", "diff", "repro", "lint", "install"):
        return f"File contents; spans you did not ask for are folded into comments:\n{s['path']}\n```\n{M.code(W.random.Random(len(s['path'])), 'python')}```"
    if k == "edit":
        return f"Edit applied to {s['path']}. Numbered lines around the change:\n{s['out']}\n\nRunning tests for the changes...\n"
    return f"Running tests...\n{s['out'][:1200]}"


def moatless(c: Ctx):
    system = ("You are a programming agent working without a human in the loop. Each step you call one of the provided functions.\n\n"
              "# Workflow\n1. Understand the task.\n2. Locate relevant code with the search functions.\n3. Inspect it with ViewCode.\n4. Modify code with StringReplace/CreateFile.\n"
              "5. Verify with RunTests.\n6. Finish when the task is solved and tested.\n\n# Rules\n- Never guess code you haven't viewed.\n- Keep edits minimal.\n- Write your reasoning in the Thought field before each action.")
    task = f"<task>\nSolve the following reported issue in the {c.r['owner']}/{c.r['name']} repository:\n\n{c.ask_text}\n</task>"
    ev = [("user", task)]
    if c.shape.startswith("followup"):
        ev = c.prior_qa() + [("user", c.ask_text)]
    elif c.shape.startswith("loop"):
        ev += loop_events(c, _mt_map(c), _mt_fmt, thought_p=0.9)
    elif c.shape.startswith("retry"):
        ev += loop_events(c, _mt_map(c), _mt_fmt, n=c.rng.randint(2, 5), retry="edit", thought_p=0.9)
    body = {"model": c.model(), "messages": W.chat_messages(system, ev), "tools": MT_TOOLS, "tool_choice": "required",
            "temperature": 0.0, "max_tokens": c.choice([2000, 4000])}
    return CHAT, W.h_litellm(c.rng), body


# ================================================================== Claude Code
CC_TOOL_SPECS = [
    ("Task", "Launch a sub-agent for multi-step searches or research. Pick a subagent_type; give it a full, self-contained brief; its final message comes back to you.",
     {"description": ("string", "3-5 word summary"), "prompt": ("string", "the brief"), "subagent_type": ("string", "agent type")}),
    ("Bash", "Run a shell command in a persistent session with an optional timeout. Quote paths with spaces. Prefer Grep/Glob/Read over find/grep/cat. "
     "For git commits: look at status, diff and log first; never change git config; never push unless asked; write the message with a heredoc.",
     {"command": ("string", "command"), "description": ("string", "5-10 word description"), "timeout": ("number", "ms"), "run_in_background": ("boolean", "background")}),
    ("Glob", "Find files by glob pattern, newest first.", {"pattern": ("string", "glob"), "path": ("string", "dir")}),
    ("Grep", "Search file contents with ripgrep syntax. Output modes: content, files_with_matches, count.",
     {"pattern": ("string", "regex"), "path": ("string", "dir"), "glob": ("string", "filter"), "output_mode": ("string", "mode"), "-n": ("boolean", "line numbers")}),
    ("LS", "List a directory (absolute path).", {"path": ("string", "absolute dir")}),
    ("ExitPlanMode", "Call when you are in plan mode and have a plan ready for the user to approve.", {"plan": ("string", "markdown plan")}),
    ("Read", "Read a file by absolute path; returns cat -n formatted lines, up to 2000 by default; supports images, PDFs and notebooks.",
     {"file_path": ("string", "absolute path"), "offset": ("number", "start line"), "limit": ("number", "lines")}),
    ("Edit", "Exact string replacement in a file you have Read. old_string must be unique unless replace_all is set. Keep indentation exactly.",
     {"file_path": ("string", "absolute path"), "old_string": ("string", "old"), "new_string": ("string", "new"), "replace_all": ("boolean", "all")}),
    ("MultiEdit", "Several sequential edits to one file, applied atomically.", {"file_path": ("string", "path"), "edits": {"type": "array", "items": {"type": "object"}}}),
    ("Write", "Write a whole file, overwriting. Read existing files first. Do not create docs unless asked.", {"file_path": ("string", "path"), "content": ("string", "content")}),
    ("NotebookEdit", "Replace, insert or delete a Jupyter cell.", {"notebook_path": ("string", "path"), "new_source": ("string", "source"), "cell_id": ("string", "id")}),
    ("WebFetch", "Fetch a URL, convert it to markdown, and answer a prompt about it with a small model.", {"url": ("string", "url"), "prompt": ("string", "what to extract")}),
    ("TodoWrite", "Create and update a structured todo list for the session. Use it for tasks with 3+ steps; mark items in_progress and completed as you go; do not use it for single trivial tasks.",
     {"todos": {"type": "array", "items": {"type": "object", "properties": {"content": {"type": "string"}, "status": {"type": "string"}, "activeForm": {"type": "string"}}}}}),
    ("WebSearch", "Search the web; returns result blocks with links.", {"query": ("string", "query"), "allowed_domains": ("array", "domains")}),
    ("BashOutput", "Read new output from a background shell.", {"bash_id": ("string", "id")}),
    ("KillShell", "Stop a background shell.", {"shell_id": ("string", "id")}),
    ("SlashCommand", "Run a custom slash command defined by the user.", {"command": ("string", "command with args")}),
]
CC_GUIDE = [
    "Be concise; your output is shown in a terminal and rendered as GitHub-flavoured markdown.",
    "No emojis unless the user wants them.", "Never create files unless they are needed for the goal; prefer editing existing ones.",
    "Before changing code, look at neighbouring files to copy conventions, libraries and style.", "Never assume a library is available; check the manifest first.",
    "Do not add comments unless asked.", "When you finish a change, run the project's lint and type-check commands if you know them.",
    "Never commit unless the user explicitly asks.", "Decline to help with code meant to cause harm.",
    "Reference code as `file_path:line_number` so the user can jump to it.", "Use the TodoWrite tool to plan and track multi-step work.",
    "When several independent tool calls are needed, send them in one response.", "Prefer the Task tool for open-ended codebase searches to save context.",
    "If a hook blocks an action, adjust what you do rather than retrying the same thing.", "Answer questions directly: a question that needs no tools gets a plain answer.",
    "Short replies by default; go long only when asked.", "Do not explain what you did after a change unless asked.",
]


CC_NOTES = [
    "Always use absolute paths; relative paths are rejected.", "Output past 30000 characters is cut off before you see it.",
    "Send unrelated calls together in a single message; it is faster.", "Avoid `cd` where possible; keep the working directory stable by using absolute paths.",
    "Interactive git modes (rebase -i, add -i) cannot be used here.", "Leave git config as it is.", "Skip the commit when there is nothing to commit.",
    "Prefer specialized tools over shell equivalents: Read instead of cat, Grep instead of grep, Glob instead of find.",
    "Results are sorted by modification time.", "A line-number prefix is added to every line; do not include it in old_string.",
    "When the user provides a path to a screenshot, read it with this tool.", "Very long lines (over 2000 characters) are shortened.",
    "For large files, pass offset and limit.", "The edit fails if old_string is not unique; give more context or use replace_all.",
    "Use replace_all for renaming a variable across a file.", "Never write new files proactively; edit existing ones.",
    "The command runs in a sandbox unless dangerouslyDisableSandbox is set.", "Quote file paths that contain spaces with double quotes.",
    "Use `gh` for GitHub operations such as viewing issues, pull requests and checks.", "When creating a pull request, summarize all commits on the branch, not just the last one.",
    "Todo items must have both content and activeForm fields.", "Keep a single todo in_progress at a time.",
    "Tick each todo off right when it is finished, not in a batch later.", "Sub-agents are stateless; include everything they need in the prompt.",
    "Web results may be out of date; prefer official documentation.", "Fetched content is summarized if it is very large.",
]
CC_EXAMPLES = [
    "<example>\nuser: run the build and fix any type errors\nassistant: I'll add these items to the todo list and work through them one by one.\n</example>",
    "<example>\nuser: which port does the dev server use?\nassistant: 5173\n</example>",
    "<example>\nuser: which file holds the HTTP client?\nassistant: [searches with Grep, then answers with file_path:line]\n</example>",
    "<example>\nuser: add a button to the settings page\nassistant: [reads neighbouring components, edits, runs lint]\n</example>",
]


def cc_tools(c: Ctx) -> list:
    def desc(d):
        notes = "\n".join(" - " + x for x in c.rng.sample(CC_NOTES, c.rng.randint(6, 14)))
        ex = "\n\n".join(c.rng.sample(CC_EXAMPLES, c.rng.randint(0, 3)))
        return d + "\n\nUsage notes:\n" + notes + ("\n\n" + ex if ex else "") + "\n\n" + " ".join(c.rng.sample(CC_GUIDE, 4))
    tools = [{"name": n, "description": desc(d), "input_schema": W.fn(n, d, p)["function"]["parameters"]} for n, d, p in CC_TOOL_SPECS]
    for m in c.rng.sample(["mcp__github__get_issue", "mcp__github__create_pull_request", "mcp__linear__search_issues", "mcp__playwright__browser_navigate",
                           "mcp__context7__get-library-docs", "mcp__sentry__get_issue"], c.rng.randint(0, 4)):
        tools.append({"name": m, "description": "MCP tool " + m.split("__")[-1].replace("_", " "), "input_schema": {"type": "object", "properties": {"id": {"type": "string"}}}})
    return tools


def cc_system(c: Ctx) -> list:
    env = (f"<env>\nWorking directory: {c.r['root']}\nIs directory a git repo: Yes\nPlatform: {c.choice(['darwin', 'linux'])}\nOS Version: {c.choice(['Darwin 24.6.0', 'Linux 6.8.0-45-generic'])}\n"
           f"Today's date: 2025-{c.rng.randint(1, 12):02d}-{c.rng.randint(1, 28):02d}\n</env>\nYou are powered by the model {c.choice(['Sonnet 4.5', 'Opus 4.1'])}.\n\n"
           f"gitStatus: snapshot at conversation start.\nCurrent branch: {c.r['branch']}\nMain branch: main\n\nStatus:\n M {c.r['src'][0]}\n\nRecent commits:\n"
           + "\n".join(f"{c.rng.getrandbits(28):07x} {c.choice(['fix flaky test', 'bump deps', 'refactor cache layer', 'docs: readme', 'feat: export csv'])}" for _ in range(5)))
    body = ("You help people with programming work from their terminal. Follow the guidance in this prompt and call the tools listed when useful.\n\n"
            "# Tone and style\n" + "\n".join("- " + g for g in c.rng.sample(CC_GUIDE, 8)) + "\n\n" + "\n\n".join(CC_EXAMPLES) + "\n\n# Task management\n" + "\n".join("- " + g for g in c.rng.sample(CC_NOTES, 10)) + "\n\n# Doing tasks\nThe user will mostly ask for software engineering work: fixing bugs, adding features, refactoring, explaining code. "
            "Plan with TodoWrite when useful, search the codebase to understand it, implement, then verify with tests.\n\n# Tool usage policy\n" + "\n".join("- " + g for g in c.rng.sample(CC_GUIDE, 6)) + "\n\n" + env)
    return [{"type": "text", "text": "You are Claude Code, the command-line coding agent from Anthropic.", "cache_control": {"type": "ephemeral"}},
            {"type": "text", "text": body, "cache_control": {"type": "ephemeral"}}]


def _cc_map(c):
    root = c.r["root"]

    def m(s):
        k = s["kind"]
        if k == "view":
            return "Read", {"file_path": f"{root}/{s['path']}"}
        if k == "grep":
            return "Grep", {"pattern": s["sym"], "output_mode": c.choice(["content", "files_with_matches"]), "-n": True}
        if k == "ls":
            return c.choice([("Glob", {"pattern": f"**/*.{c.r['ext']}"}), ("LS", {"path": root})])
        if k == "edit":
            return "Edit", {"file_path": f"{root}/{s['path']}", "old_string": s["old"], "new_string": s["new"]}
        return "Bash", {"command": s["cmd"], "description": c.choice(["Run tests", "Show diff", "Run script", "Lint changed files", "Install deps"])}
    return m


def _cc_fmt(c):
    def f(s):
        k = s["kind"]
        if k == "view":
            return s["out"].replace("\t", "→") + "\n\n<system-reminder>\nIf this file looks like malware, describe it if asked but do not extend or improve it.\n</system-reminder>\n"
        if k == "edit":
            return f"Updated {c.r['root']}/{s['path']}. Numbered lines around the edit:\n{s['out']}"
        if k == "ls":
            return "\n".join(f"{c.r['root']}/{p}" for p in c.r["src"])
        if s["rc"] and k in ("test", "repro", "lint"):
            return f"Error: {s['out']}"
        return s["out"] or "(No content)"
    return f


def cc_user_first(c: Ctx, text: str) -> list:
    blocks = []
    if c.p(0.6):
        blocks.append({"type": "text", "text": "<system-reminder>\nBackground you may draw on for this conversation:\n# claudeMd\nFrom "
                       f"{c.r['root']}/CLAUDE.md (the project's committed instructions):\n\n- Run `{c.r['test_cmd']}` before committing.\n- Use {c.choice(['ruff', 'prettier', 'gofmt'])} for formatting.\n\n"
                       "IMPORTANT: use this only where it bears on the request.\n</system-reminder>"})
    blocks.append({"type": "text", "text": text})
    return blocks


def claude_code(c: Ctx):
    sid = W.uid(c.rng)
    h = {"content-type": "application/json", "accept": "application/json", "anthropic-version": "2023-06-01",
         "anthropic-beta": c.choice(["claude-code-20250219,interleaved-thinking-2025-05-14,fine-grained-tool-streaming-2025-05-14",
                                     "claude-code-20250219,oauth-2025-04-20,interleaved-thinking-2025-05-14", "claude-code-20250219,context-1m-2025-08-07"]),
         "anthropic-dangerous-direct-browser-access": "true", "user-agent": f"claude-cli/{c.choice(['1.0.98', '2.0.14', '2.0.31'])} (external, cli)",
         "x-app": "cli", "x-stainless-lang": "js", "x-stainless-runtime": "node", "x-claude-code-session-id": sid}
    if c.p(0.5):
        h["x-api-key"] = "sk-ant-placeholder"
    else:
        h["authorization"] = "Bearer sk-ant-placeholder"
    meta = {"user_id": c.choice([f"user_{'%064x' % c.rng.getrandbits(256)}_account__session_{sid}",
                                  json.dumps({"device_id": "%064x" % c.rng.getrandbits(256), "account_uuid": "", "session_id": sid})])}
    sh = c.shape
    if sh.startswith("side"):
        model = c.model("haiku")
        if "topic" in sh:
            body = {"model": model, "max_tokens": 512, "messages": [{"role": "user", "content": c.ask_text}],
                    "system": [{"type": "text", "text": "Does the newest user message change the subject? When it does, name the new subject in two or three words. "
                                "Answer with JSON only, keys 'isNewTopic' (true/false) and 'title' (a string, or null when there is no new subject)."}],
                    "temperature": 0, "metadata": meta, "stream": True}
        elif "title" in sh:
            body = {"model": model, "max_tokens": 512, "system": [{"type": "text", "text": "Label this coding session in 50 characters or fewer.\nMention the task and, if room allows, the main file or the state it is in.",}],
                    "messages": [{"role": "user", "content": f"Give this conversation a title of five to ten words:\n\nUser: {c.ask_text}\n\nClaude: I'll look into it. Let me start by reading the relevant files.\n\nOutput the title alone."}],
                    "temperature": 0, "metadata": meta, "stream": True}
        else:  # compaction: history with tool results, ask = summary
            ev = [("user", cc_user_first(c, c.ask_text))] + loop_events(c, _cc_map(c), _cc_fmt(c), style="toolu", n=c.rng.randint(3, 10))
            ev.append(("user", "Write a thorough recap of this conversation up to now, keeping exactly what the user asked for and what you have done about it. "
                               "Sections: 1. Primary request and intent 2. Key technical concepts 3. Files and code sections 4. Errors and fixes 5. Problem solving 6. All user messages "
                               "7. Pending tasks 8. Current work 9. Optional next step. Think it through inside <analysis> tags, then give the recap inside <summary> tags."))
            body = {"model": c.model("anthropic"), "max_tokens": 20000, "system": cc_system(c)[:1] + [{"type": "text", "text": "Your job here is to condense a conversation into a summary."}],
                    "messages": W.anthropic_messages(ev), "metadata": meta, "stream": True}
        return MSG, h, body
    if sh == "loop_after_compact":
        ev = [("user", cc_user_first(c, "The earlier part of this session no longer fit in the context window, so it was condensed. The condensed version:\n\n"
                                        f"1. Primary request: {c.ask_text}\n\n" + compact_summary(c) +
                                        "\n\nPick the work up at the point where it stopped and keep going on the most recent task; do not stop to ask the user anything."))]
        if c.p(0.5):
            ev += loop_events(c, _cc_map(c), _cc_fmt(c), style="toolu", n=c.rng.randint(1, 3))
    elif sh.startswith("followup"):
        prior = c.prior_qa()
        ev = [("user", cc_user_first(c, prior[0][1]))] + prior[1:] + [("user", c.ask_text)]
    else:
        ev = [("user", cc_user_first(c, c.ask_text))]
        if sh.startswith("loop"):
            ev += loop_events(c, _cc_map(c), _cc_fmt(c), style="toolu", thought_p=0.6, parallel_p=0.3)
            if c.p(0.3):
                ev.append(("user", [{"type": "text", "text": "<system-reminder>\nIt has been a while since the last TodoWrite call. If this work has several steps, a todo list may help keep track.\n</system-reminder>"}]))
            maybe_cont(c, ev, 0.25)
        elif sh.startswith("retry"):
            ev += loop_events(c, _cc_map(c), _cc_fmt(c), style="toolu", n=c.rng.randint(2, 6), retry=c.choice(["edit", "test"]))
    body = {"model": c.model("anthropic"), "max_tokens": c.choice([32000, 21333, 64000]), "messages": W.anthropic_messages(ev),
            "system": cc_system(c), "tools": cc_tools(c), "metadata": meta, "stream": True}
    if c.p(0.4):
        body["thinking"] = {"type": "enabled", "budget_tokens": c.choice([4000, 10000, 31999])}
    else:
        body["temperature"] = 1
    if c.p(0.2):
        body["context_management"] = {"edits": [{"type": "clear_tool_uses_20250919"}]}
    return MSG, h, body


# ================================================================== Codex CLI (Responses)
CODEX_TOOLS = [
    {"type": "function", "name": "shell", "description": "Executes a command in a shell; the result is what it printed.", "strict": False,
     "parameters": {"type": "object", "properties": {"command": {"type": "array", "items": {"type": "string"}, "description": "The command to execute"},
                                                     "workdir": {"type": "string"}, "timeout_ms": {"type": "number"},
                                                     "with_escalated_permissions": {"type": "boolean"}, "justification": {"type": "string"}}, "required": ["command"], "additionalProperties": False}},
    {"type": "function", "name": "update_plan", "description": "Replaces the current plan with a short list of steps, each marked pending, in_progress or completed.", "strict": False,
     "parameters": {"type": "object", "properties": {"explanation": {"type": "string"}, "plan": {"type": "array", "items": {"type": "object", "properties": {"step": {"type": "string"}, "status": {"type": "string"}}}}}, "required": ["plan"]}},
    {"type": "function", "name": "apply_patch", "description": "Edit files with a patch in the apply_patch format (*** Begin Patch / *** Update File: / @@ / *** End Patch).", "strict": False,
     "parameters": {"type": "object", "properties": {"input": {"type": "string", "description": "the patch"}}, "required": ["input"]}},
    {"type": "function", "name": "view_image", "description": "Adds an image file from disk to the context.", "strict": False,
     "parameters": {"type": "object", "properties": {"path": {"type": "string"}}, "required": ["path"]}},
]
CODEX_DEV = ("You are the agent behind Codex CLI, working with the user in their terminal. Get things right, avoid harm, and be useful.\n\n"
             "## How you work\n- Send a brief preamble before grouped tool calls.\n- Keep a plan with update_plan for non-trivial work; skip it for simple questions.\n"
             "- Keep going until the user's request is fully handled before yielding; but if the user only asks a question, answer it.\n\n"
             "## Sandbox and approvals\nFilesystem and network access depend on the sandbox mode; request escalation with a justification when needed.\n\n"
             "## Editing\nUse apply_patch for edits. Leave problems outside the task untouched. Do not add license headers. Do not commit unless asked.\n\n"
             "## Final answer\nConcise, friendly, with file references like `src/app.ts:42`. Headers only when useful; bullets with **bold** keywords.")


def _codex_map(c):
    def m(s):
        if s["kind"] == "edit":
            patch = f"*** Begin Patch\n*** Update File: {s['path']}\n@@\n" + "\n".join("-" + l for l in s["old"].split("\n")) + "\n" + "\n".join("+" + l for l in s["new"].split("\n")) + "\n*** End Patch"
            return c.choice([("apply_patch", {"input": patch}), ("shell", {"command": ["apply_patch", patch], "workdir": c.r["root"]})])
        cmd = s["cmd"] if s["kind"] != "view" else c.choice([f"sed -n '1,200p' {s['path']}", f"nl -ba {s['path']} | sed -n '1,160p'"])
        return "shell", {"command": ["bash", "-lc", cmd], "workdir": c.r["root"], "timeout_ms": c.choice([10000, 120000])}
    return m


def _codex_fmt(c):
    def f(s):
        out = s["out"] if s["kind"] != "edit" else f"Patch applied. Changed files:\nM {s['path']}\n"
        if c.p(0.5):
            return json.dumps({"output": out, "metadata": {"exit_code": s["rc"], "duration_seconds": round(c.rng.uniform(0, 12), 1)}})
        return f"Exit code: {s['rc']}\nWall time: {c.rng.uniform(0, 12):.1f} seconds\nOutput:\n{out}"
    return f


def codex_cli(c: Ctx):
    sid = W.uid(c.rng)
    h = {"content-type": "application/json", "accept": "text/event-stream", "originator": "codex_cli_rs",
         "user-agent": f"codex_cli_rs/{c.choice(['0.46.0', '0.50.0', '0.58.0'])} ({c.choice(['Mac OS 15.6.1', 'Ubuntu 24.4.0', 'Debian 12.0.0'])}; {c.choice(['arm64', 'x86_64'])}) {c.choice(['iTerm.app/3.5.14', 'xterm-256color', 'vscode/1.104.2'])}",
         "version": c.choice(["0.46.0", "0.58.0"]), "session-id": sid, "thread-id": sid, "authorization": "Bearer sk-placeholder"}
    env = (f"<environment_context>\n  <cwd>{c.r['root']}</cwd>\n  <approval_policy>{c.choice(['on-request', 'never', 'untrusted'])}</approval_policy>\n"
           f"  <sandbox_mode>{c.choice(['workspace-write', 'read-only', 'danger-full-access'])}</sandbox_mode>\n  <network_access>{c.choice(['restricted', 'enabled'])}</network_access>\n  <shell>{c.choice(['zsh', 'bash'])}</shell>\n</environment_context>")
    ev = [("developer", CODEX_DEV)] if c.p(0.7) else []
    if c.p(0.5):
        ev.append(("user", f"<user_instructions>\n# AGENTS.md\n- Test with `{c.r['test_cmd']}`.\n- Keep functions small.\n</user_instructions>"))
    ev.append(("user", env))
    sh = c.shape
    if sh == "loop_after_compact":
        ev.append(("user", c.ask_text))
        ev.append(("user", "Work on this task started in an earlier session. Its notes follow; the tools are still in the state it left them. Continue from there and skip anything already done.\n\n" + compact_summary(c)))
        if c.p(0.5):
            ev += loop_events(c, _codex_map(c), _codex_fmt(c), style="fc", n=c.rng.randint(1, 3))
    elif sh.startswith("followup"):
        ev += c.prior_qa() + [("user", c.ask_text)]
    else:
        ev.append(("user", c.ask_text))
        if sh.startswith("loop") or sh.startswith("side"):
            ev += loop_events(c, _codex_map(c), _codex_fmt(c), style="fc", thought_p=0.6)
            if sh.startswith("loop"):
                maybe_cont(c, ev, 0.2)
        elif sh.startswith("retry"):
            ev += loop_events(c, _codex_map(c), _codex_fmt(c), style="fc", n=c.rng.randint(2, 6), retry=c.choice(["edit", "test"]))
    if sh.startswith("side"):
        ev.append(("user", "Context is about to be reset. Write notes from which a fresh session can take the task over: where things stand and why, "
                           "the rules and wishes the user gave, an ordered list of what is still open, and any values, paths or links it will need. Short, with headings."))
    body = {"model": c.model("codex"), "input": W.responses_input(ev, c.rng), "tools": CODEX_TOOLS + ([{"type": "web_search"}] if c.p(0.3) else []),
            "tool_choice": "auto", "parallel_tool_calls": c.p(0.5), "reasoning": {"effort": c.choice(["low", "medium", "high"]), "summary": "auto"},
            "store": False, "stream": True, "include": ["reasoning.encrypted_content"], "prompt_cache_key": sid}
    if c.p(0.3):
        body["instructions"] = CODEX_DEV
        body["input"] = [i for i in body["input"] if i.get("role") != "developer"]
    return RESP, h, body


# ================================================================== Gemini CLI (via an OpenAI-compatible proxy)
GM_TOOLS = [
    W.fn("list_directory", "Lists files and subdirectories of a directory given by absolute path.", {"path": ("string", "absolute path")}),
    W.fn("read_file", "Reads a file by absolute path; supports offset/limit for large files.", {"absolute_path": ("string", "path"), "offset": ("number", "line"), "limit": ("number", "lines")}, ["absolute_path"]),
    W.fn("search_file_content", "Searches file contents with a regular expression.", {"pattern": ("string", "regex"), "path": ("string", "dir"), "include": ("string", "glob")}, ["pattern"]),
    W.fn("glob", "Finds files matching a glob pattern.", {"pattern": ("string", "glob")}),
    W.fn("replace", "Replaces text within a file; old_string must match exactly with context.", {"file_path": ("string", "path"), "old_string": ("string", "old"), "new_string": ("string", "new")}),
    W.fn("write_file", "Writes content to a file.", {"file_path": ("string", "path"), "content": ("string", "content")}),
    W.fn("run_shell_command", "Executes a shell command with bash -c and returns stdout, stderr, exit code.", {"command": ("string", "command"), "description": ("string", "why")}, ["command"]),
    W.fn("web_fetch", "Fetches URLs embedded in a prompt.", {"prompt": ("string", "prompt with urls")}),
    W.fn("save_memory", "Saves a fact to long-term memory.", {"fact": ("string", "fact")}),
    W.fn("google_web_search", "Web search.", {"query": ("string", "query")}),
]


def _gm_map(c):
    root = c.r["root"]

    def m(s):
        k = s["kind"]
        if k == "view":
            return "read_file", {"absolute_path": f"{root}/{s['path']}"}
        if k == "grep":
            return "search_file_content", {"pattern": s["sym"]}
        if k == "ls":
            return "list_directory", {"path": root}
        if k == "edit":
            return "replace", {"file_path": f"{root}/{s['path']}", "old_string": s["old"], "new_string": s["new"]}
        return "run_shell_command", {"command": s["cmd"], "description": s["thought"]}
    return m


def _gm_fmt(c):
    def f(s):
        k = s["kind"]
        if k in ("view",):
            return json.dumps({"output": s.get("src") or s["out"]})
        if k == "edit":
            return json.dumps({"output": f"Successfully modified file: {c.r['root']}/{s['path']} (1 replacements)."})
        if k == "ls":
            return json.dumps({"output": f"Directory listing for {c.r['root']}:\n" + "\n".join(sorted({p.split('/')[0] for p in c.r['src'] + c.r['extra']}))})
        return json.dumps({"output": f"Command: {s['cmd']}\nDirectory: (root)\nStdout: {s['out']}\nStderr: (empty)\nError: (none)\nExit Code: {s['rc']}\nSignal: (none)\nBackground PIDs: (none)\nProcess Group PGID: {c.rng.randint(1000, 90000)}"})
    return f


def gemini_cli(c: Ctx):
    h = W.h_plain(c.rng, f"GeminiCLI/{c.choice(['0.8.2', '0.9.0', '0.11.3'])} ({c.choice(['darwin', 'linux', 'win32'])}; {c.choice(['arm64', 'x64'])})")
    system = ("You are a terminal agent for programming work. Use your tools to get the user's work done carefully and without waste.\n\n# Core Mandates\n"
              "- Conventions: follow the project's existing conventions.\n- Libraries: verify a library is used before using it.\n- Comments: add sparingly.\n"
              "- Proactiveness: fulfil the request, including directly implied follow-ups.\n- Do not revert changes unless asked.\n\n# Primary Workflows\n"
              "## Software Engineering Tasks\n1. Understand 2. Plan 3. Implement 4. Verify (tests) 5. Verify (standards)\n## New Applications\nPropose a plan, get approval, implement, verify.\n\n"
              "# Operational Guidelines\nKeep replies brief, a couple of lines where you can. Say what a risky command does before you run it.")
    setup = (f"Session context from the Gemini CLI, before the first request.\nDate: {c.choice(['Monday', 'Thursday'])}, October {c.rng.randint(1, 30)}, 2025.\n"
             f"OS: {c.choice(['linux', 'darwin'])}\nWorking directory: {c.r['root']}\nDirectory tree of the workspace:\n\n"
             f"(at most 200 entries listed)\n\n{c.r['root']}/\n" + "\n".join("├───" + p for p in sorted(c.r["src"] + c.r["extra"])))
    ev = [("user", setup), ("assistant", "Understood, I have the context.")]
    sh = c.shape
    if sh.startswith("followup"):
        ev += c.prior_qa() + [("user", c.ask_text)]
    else:
        ev.append(("user", c.ask_text))
        if not sh.startswith("first"):
            ev += loop_events(c, _gm_map(c), _gm_fmt(c), n=None if not sh.startswith("retry") else c.rng.randint(2, 6),
                              retry=c.choice(["edit", "test"]) if sh.startswith("retry") else None, thought_p=0.4)
    model = c.model("gemini")
    if sh.startswith("side_nextspeaker"):
        ev.append(("assistant", c.choice(["I've updated the function. Next, I'll run the tests to confirm.", "The tests pass now. Anything else?", "Here is the fix."])))
        ev.append(("user", "Look just at your previous reply. Whose turn is it now, 'user' or 'model'? "
                           "If that reply announced a step you are about to take, it is the model's turn; if it ended with a question for the user "
                           "or with the work done, it is the user's. Answer in JSON only: {\"reasoning\": string, \"next_speaker\": \"user\"|\"model\"}."))
        body = {"model": "gemini-2.5-flash", "messages": W.chat_messages(None, ev), "response_format": {"type": "json_object"}, "temperature": 0}
        return CHAT, h, body
    if sh.startswith("side_compress"):
        sysc = ("The chat history is too long and will be swapped for the snapshot you write now. Anything you leave out is lost, so carry over every "
                "goal, plan, error and instruction that still matters. Think it over in a <scratchpad> first, then emit just the <state_snapshot> XML containing <overall_goal>, "
                "<key_knowledge>, <file_system_state>, <recent_actions>, <current_plan>.")
        ev.append(("user", "Use the scratchpad to think, then write the <state_snapshot>."))
        return CHAT, h, {"model": model, "messages": W.chat_messages(sysc, ev), "temperature": 0}
    body = {"model": model, "messages": W.chat_messages(system, ev), "tools": GM_TOOLS, "stream": True, "temperature": 0, "top_p": 1}
    return CHAT, h, body


# ================================================================== goose
GOOSE_TOOLS = [
    W.fn("developer__shell", "Execute a command in the shell; output is returned. Use rg for searching, avoid interactive commands.", {"command": ("string", "command")}),
    W.fn("developer__text_editor", "Perform view, write, str_replace, insert or undo_edit on a file.",
         {"command": ("string", "view|write|str_replace|insert|undo_edit"), "path": ("string", "absolute path"), "old_str": ("string", "old"),
          "new_str": ("string", "new"), "file_text": ("string", "content")}, ["command", "path"]),
    W.fn("developer__list_windows", "List open windows.", {}),
    W.fn("developer__screen_capture", "Capture the screen.", {"display": ("integer", "display")}, []),
    W.fn("platform__read_resource", "Read an extension resource.", {"uri": ("string", "uri")}),
    W.fn("todo__write", "Write the session todo list.", {"content": ("string", "markdown")}),
]


def goose(c: Ctx):
    h = W.h_plain(c.rng, c.choice(["goose/1.9.3", "goose-cli/1.12.0", "reqwest/0.12"]))
    system = ("You are goose, an open-source general-purpose agent that Block started.\n\n"
              f"The current date is 2025-{c.rng.randint(1, 12):02d}-{c.rng.randint(1, 28):02d}.\n\n# Extensions\nExtensions provide tools and instructions.\n\n## developer\n"
              "The developer extension lets you edit code files, run shell commands, and capture screenshots. Prefer `rg` to grep; paths must be absolute.\n\n"
              "# Response Guidelines\n- Format replies as Markdown.\n- Fence code and tag its language.")
    sh = c.shape
    if sh.startswith("side"):
        prompt = c.choice([
            "Name this session in four words or fewer, going by the conversation above. The name is shown in a session list. Output the name only.",
            "Summarize the conversation so far so it can replace the earlier messages; keep the user's goal, decisions and the current state of work."])
        hist = [("user", c.ask_text), ("assistant", "On it. Let me look at the project first.")]
        return CHAT, h, {"model": c.model("small"), "messages": W.chat_messages("You are a helpful assistant.", hist + [("user", prompt)]), "stream": False}
    mapper = lambda s: ("developer__text_editor", {"command": "view", "path": f"{c.r['root']}/{s['path']}"}) if s["kind"] == "view" else (
        ("developer__text_editor", {"command": "str_replace", "path": f"{c.r['root']}/{s['path']}", "old_str": s["old"], "new_str": s["new"]}) if s["kind"] == "edit"
        else ("developer__shell", {"command": s["cmd"]}))
    fmt = lambda s: f"```{c.r['lang']}\n{s['out']}\n```" if s["kind"] == "view" else s["out"] or "(no output)"
    if sh.startswith("followup"):
        ev = c.prior_qa() + [("user", c.ask_text)]
    else:
        ev = [("user", c.ask_text)]
        if sh.startswith("loop"):
            ev = maybe_cont(c, ev + loop_events(c, mapper, fmt, thought_p=0.7))
        elif sh.startswith("retry"):
            ev += loop_events(c, mapper, fmt, n=c.rng.randint(2, 5), retry=c.choice(["edit", "test"]))
    if c.p(0.3):
        return as_anthropic(c, system, ev, GOOSE_TOOLS, h["user-agent"])
    return CHAT, h, {"model": c.model(), "messages": W.chat_messages(system, ev), "tools": GOOSE_TOOLS, "stream": True, "stream_options": {"include_usage": True}}


# ================================================================== opencode
OC_TOOLS = [
    W.fn("bash", "Executes a bash command in a persistent shell with optional timeout.", {"command": ("string", "command"), "description": ("string", "5-10 words"), "timeout": ("number", "ms")}, ["command", "description"]),
    W.fn("read", "Reads a file from the local filesystem.", {"filePath": ("string", "absolute path"), "offset": ("number", "line"), "limit": ("number", "count")}, ["filePath"]),
    W.fn("edit", "Exact string replacements in files.", {"filePath": ("string", "path"), "oldString": ("string", "old"), "newString": ("string", "new"), "replaceAll": ("boolean", "all")}, ["filePath", "oldString", "newString"]),
    W.fn("write", "Writes a file.", {"filePath": ("string", "path"), "content": ("string", "content")}),
    W.fn("grep", "Fast content search with regex.", {"pattern": ("string", "regex"), "path": ("string", "dir"), "include": ("string", "glob")}, ["pattern"]),
    W.fn("glob", "Fast file pattern matching.", {"pattern": ("string", "glob"), "path": ("string", "dir")}, ["pattern"]),
    W.fn("list", "Lists files and directories.", {"path": ("string", "dir"), "ignore": ("array", "globs")}, []),
    W.fn("webfetch", "Fetches a URL.", {"url": ("string", "url"), "format": ("string", "text|markdown|html")}, ["url", "format"]),
    W.fn("todowrite", "Manage the session todo list.", {"todos": {"type": "array", "items": {"type": "object"}}}),
    W.fn("task", "Launch a subagent.", {"description": ("string", "short"), "prompt": ("string", "task"), "subagent_type": ("string", "type")}),
]


def opencode(c: Ctx):
    h = W.h_plain(c.rng, c.choice(["opencode/0.15.8 ai-sdk/provider-utils/3.0.9 runtime/bun/1.2.21", "opencode/1.0.25", "ai-sdk/openai-compatible/1.0.19"]))
    system = ("You are opencode, a terminal assistant for programming work. Follow the guidance below and call the tools listed when useful.\n\n"
              "# Tone and style\nBe concise and direct; no preamble. Answer questions directly without tools when you can.\n\n# Following conventions\nMimic existing code style; check libraries exist.\n\n"
              f"# Doing tasks\nSearch, implement, verify with tests, then run lint/typecheck.\n\n<env>\n  Working directory: {c.r['root']}\n  Is directory a git repo: yes\n  Platform: {c.choice(['linux', 'darwin'])}\n</env>")
    sh = c.shape
    if sh.startswith("side"):
        if "title" in sh:
            msgs = [{"role": "system", "content": "Name conversations. Reply with one line of at most 50 characters: the name, unquoted, with nothing added."},
                    {"role": "user", "content": "Name the conversation that starts with the next message:\n"}, {"role": "user", "content": c.ask_text}]
        else:
            ev = [("user", c.ask_text)] + loop_events(c, lambda s: ("bash", {"command": s["cmd"], "description": "run"}), lambda s: s["out"], n=c.rng.randint(3, 9))
            ev.append(("user", "Recap the conversation above in detail: the work finished, the work under way, the files involved and the planned next steps; "
                               "a new session will continue from it."))
            msgs = W.chat_messages("Your job here is to condense a conversation into a summary.", ev)
        return CHAT, h, {"model": c.model("small"), "messages": msgs, "max_tokens": c.choice([1500, 32000]), "stream": True}
    root = c.r["root"]

    def mapper(s):
        k = s["kind"]
        if k == "view":
            return "read", {"filePath": f"{root}/{s['path']}"}
        if k == "edit":
            return "edit", {"filePath": f"{root}/{s['path']}", "oldString": s["old"], "newString": s["new"]}
        if k == "grep":
            return "grep", {"pattern": s["sym"]}
        if k == "ls":
            return "list", {"path": root}
        return "bash", {"command": s["cmd"], "description": s["thought"][:40]}
    fmt = lambda s: "<file>\n" + "\n".join(f"{i:05d}| {l}" for i, l in enumerate((s.get("src") or s["out"]).split("\n"), 1)) + "\n</file>" if s["kind"] == "view" else (s["out"] or "")
    if sh.startswith("followup"):
        ev = c.prior_qa() + [("user", c.ask_text)]
    else:
        ev = [("user", c.ask_text)]
        if sh.startswith("loop"):
            ev = maybe_cont(c, ev + loop_events(c, mapper, fmt, thought_p=0.5))
        elif sh.startswith("retry"):
            ev += loop_events(c, mapper, fmt, n=c.rng.randint(2, 6), retry=c.choice(["edit", "test"]))
    if c.p(0.35):
        return as_anthropic(c, system, ev, OC_TOOLS, h["user-agent"], {"tool_choice": {"type": "auto"}})
    return CHAT, h, {"model": c.model(), "messages": W.chat_messages(system, ev), "tools": OC_TOOLS, "tool_choice": "auto", "stream": True, "max_tokens": 32000}


# ================================================================== Roo Code / Cline (native tools mode)
ROO_TOOLS = [
    W.fn("read_file", "Read one or more files; returns line-numbered content.", {"path": ("string", "relative path")}),
    W.fn("search_files", "Regex search across files in a directory.", {"path": ("string", "dir"), "regex": ("string", "regex"), "file_pattern": ("string", "glob")}, ["path", "regex"]),
    W.fn("list_files", "List files in a directory.", {"path": ("string", "dir"), "recursive": ("boolean", "recursive")}, ["path"]),
    W.fn("list_code_definition_names", "List top-level definitions in a file or directory.", {"path": ("string", "path")}),
    W.fn("apply_diff", "Apply a SEARCH/REPLACE diff to a file.", {"path": ("string", "path"), "diff": ("string", "diff blocks")}),
    W.fn("write_to_file", "Write a complete file.", {"path": ("string", "path"), "content": ("string", "content"), "line_count": ("integer", "lines")}),
    W.fn("execute_command", "Run a CLI command on the user's system.", {"command": ("string", "command"), "cwd": ("string", "dir")}, ["command"]),
    W.fn("ask_followup_question", "Ask the user a clarifying question.", {"question": ("string", "q"), "follow_up": ("array", "suggestions")}),
    W.fn("attempt_completion", "Present the result of the task.", {"result": ("string", "result")}),
    W.fn("switch_mode", "Switch to another mode.", {"mode_slug": ("string", "mode"), "reason": ("string", "why")}),
    W.fn("update_todo_list", "Replace the todo checklist.", {"todos": ("string", "markdown checklist")}),
]


def _env_details(c: Ctx, mode: bool = True) -> str:
    s = (f"<environment_details>\n# VSCode Visible Files\n{c.r['src'][0]}\n\n# VSCode Open Tabs\n{', '.join(c.r['src'][:3])}\n\n# Current Time\n2025-{c.rng.randint(1, 12):02d}-{c.rng.randint(1, 28):02d} {c.rng.randint(0, 23):02d}:{c.rng.randint(0, 59):02d}\n\n"
         f"# Current Context Size (Tokens)\n{c.rng.randint(9000, 90000):,} ({c.rng.randint(5, 60)}%)\n")
    if mode:
        s += f"\n# Current Mode\n<slug>{c.choice(['code', 'architect', 'debug', 'ask', 'orchestrator'])}</slug>\n<name>{c.choice(['Code', 'Architect', 'Debug'])}</name>\n"
    return s + "</environment_details>"


def roo_native(c: Ctx):
    h = W.h_openai_node(c.rng, {"http-referer": "https://github.com/RooVetGit/Roo-Cline", "x-title": "Roo Code"})
    system = ("You are Roo, a seasoned software engineer fluent in many languages and frameworks and in good design.\n\n"
              "====\n\nMARKDOWN RULES\nShow every language construct or filename reference as a clickable link.\n\n====\n\nTOOL USE\nUse one tool per message and wait for the result before continuing.\n\n"
              f"====\n\nCAPABILITIES\nYou can list, read and search files, run commands, and write diffs in {c.r['root']}.\n\n====\n\nMODES\n- Code, Architect, Ask, Debug, Orchestrator\n\n"
              "====\n\nRULES\n- Paths are relative to the workspace root.\n- Don't ask more questions than necessary.\n- When done, call attempt_completion; its result must not end with a question.\n\n"
              "====\n\nOBJECTIVE\nBreak the task into clear steps and work through them one tool call at a time.")

    def mapper(s):
        k = s["kind"]
        if k == "view":
            return "read_file", {"path": s["path"]}
        if k == "grep":
            return "search_files", {"path": ".", "regex": s["sym"]}
        if k == "ls":
            return "list_files", {"path": ".", "recursive": True}
        if k == "edit":
            return "apply_diff", {"path": s["path"], "diff": f"<<<<<<< SEARCH\n:start_line:{c.rng.randint(5, 90)}\n-------\n{s['old']}\n=======\n{s['new']}\n>>>>>>> REPLACE"}
        return "execute_command", {"command": s["cmd"]}

    def fmt(s):
        if s["kind"] == "view":
            return f"<files><file><path>{s['path']}</path>\n<content lines=\"1-{s['out'].count(chr(10)) + 1}\">\n" + s["out"].replace("\t", " | ") + "\n</content>\n</file></files>"
        if s["kind"] == "edit":
            return f"<file_write_result>\n<path>{s['path']}</path>\n<operation>modified</operation>\n<notice>Changes applied; proceed.</notice>\n</file_write_result>"
        return f"Command executed in terminal within working directory '{c.r['root']}'. Exit code: {s['rc']}\nOutput:\n{s['out']}"
    sh = c.shape
    task = f"<task>\n{c.ask_text}\n</task>"
    if sh.startswith("followup"):
        prior = c.prior_qa()
        ev = [("user", f"<task>\n{prior[0][1]}\n</task>\n{_env_details(c)}")] + prior[1:] + [("user", f"<user_message>\n{c.ask_text}\n</user_message>\n{_env_details(c)}")]
    else:
        first = [{"type": "text", "text": task}, {"type": "text", "text": _env_details(c)}]
        if c.p(0.1):
            first.insert(1, {"type": "image_url", "image_url": {"url": "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="}})
        ev = [("user", first)]
        if sh.startswith("loop"):
            ev += loop_events(c, mapper, fmt, thought_p=0.8)
        elif sh.startswith("retry"):
            ev += loop_events(c, mapper, fmt, n=c.rng.randint(2, 6), retry="edit")
    return CHAT, h, {"model": c.model(), "messages": W.chat_messages(system, ev), "tools": ROO_TOOLS, "tool_choice": "auto", "parallel_tool_calls": False,
                     "stream": True, "stream_options": {"include_usage": True}, "temperature": 0}


# ================================================================== Cursor-like background agent
CUR_TOOLS = [
    W.fn("codebase_search", "Semantic search over the codebase.", {"query": ("string", "query"), "target_directories": ("array", "globs"), "explanation": ("string", "why")}, ["query"]),
    W.fn("read_file", "Read lines of a file.", {"target_file": ("string", "path"), "start_line_one_indexed": ("integer", "start"), "end_line_one_indexed_inclusive": ("integer", "end"),
                                                "should_read_entire_file": ("boolean", "all"), "explanation": ("string", "why")}, ["target_file"]),
    W.fn("run_terminal_cmd", "Run a terminal command on the remote VM.", {"command": ("string", "command"), "is_background": ("boolean", "bg"), "explanation": ("string", "why")}, ["command", "is_background"]),
    W.fn("list_dir", "List a directory.", {"relative_workspace_path": ("string", "path")}),
    W.fn("grep_search", "Exact regex search with ripgrep.", {"query": ("string", "regex"), "include_pattern": ("string", "glob")}, ["query"]),
    W.fn("edit_file", "Propose an edit: write only the changed lines with `// ... existing code ...` markers.", {"target_file": ("string", "path"), "instructions": ("string", "one sentence"), "code_edit": ("string", "edit")}),
    W.fn("delete_file", "Delete a file.", {"target_file": ("string", "path")}),
    W.fn("web_search", "Search the web.", {"search_term": ("string", "query")}),
]


def cursor_bg(c: Ctx):
    h = W.h_plain(c.rng, "connect-es/1.6.1")
    h["x-cursor-client-version"] = c.choice(["1.7.44", "2.0.34"])
    system = ("You are an AI coding assistant running as a background agent in a remote Linux VM with a clone of the user's repository. You work autonomously: "
              "the user is not watching in real time. Complete the task end to end, push to the branch when done, and summarize.\n\n<tool_calling>\nFollow schemas exactly; "
              "never mention tool names to the user; prefer tools over asking.\n</tool_calling>\n\n<making_code_changes>\nMake sure code you produce runs immediately: add imports, "
              "dependencies and endpoints it needs. Fix linter errors you introduce, at most three tries per file.\n</making_code_changes>\n\n"
              f"<environment>\nBranch: cursor/{c.choice(['fix', 'feat'])}-{c.rng.getrandbits(16):04x}\nRepository: {c.r['owner']}/{c.r['name']}\n</environment>")
    root = c.r["root"]

    def mapper(s):
        k = s["kind"]
        if k == "view":
            return "read_file", {"target_file": s["path"], "should_read_entire_file": True, "explanation": s["thought"]}
        if k == "grep":
            return c.choice([("grep_search", {"query": s["sym"]}), ("codebase_search", {"query": f"where is {s['sym']} implemented"})])
        if k == "ls":
            return "list_dir", {"relative_workspace_path": "."}
        if k == "edit":
            return "edit_file", {"target_file": s["path"], "instructions": "Fix the expiry branch.", "code_edit": "// ... existing code ...\n" + s["new"] + "\n// ... existing code ..."}
        return "run_terminal_cmd", {"command": s["cmd"], "is_background": False}

    def fmt(s):
        if s["kind"] == "edit":
            return f"Changes written to the file:\n\n```\n-{s['old']}\n+{s['new']}\n```"
        if s["kind"] in ("test", "repro", "lint", "install", "diff"):
            return f"Exit code: {s['rc']}\n\nCommand output:\n\n```\n{s['out']}\n```\n\nDone.\n\nThe same shell stays open for your next command.\n\nIts working directory is still {root}."
        return s["out"]
    sh = c.shape
    task = f"<user_query>\n{c.ask_text}\n</user_query>"
    if sh.startswith("followup"):
        ev = c.prior_qa() + [("user", task)]
    else:
        ev = [("user", task)]
        if sh.startswith("loop"):
            ev += loop_events(c, mapper, fmt, thought_p=0.6, parallel_p=0.3)
        elif sh.startswith("retry"):
            ev += loop_events(c, mapper, fmt, n=c.rng.randint(2, 6), retry="test")
    return CHAT, h, {"model": c.model(), "messages": W.chat_messages(system, ev), "tools": CUR_TOOLS, "stream": True, "parallel_tool_calls": True}


# ================================================================== LangGraph prebuilt ReAct agent with custom tools
LG_TOOLS = [
    W.fn("read_file", "Read a file from the repository.", {"path": ("string", "")}),
    W.fn("write_file", "Overwrite a file in the repository.", {"path": ("string", ""), "content": ("string", "")}),
    W.fn("run_shell", "Run a shell command in the sandbox and return stdout/stderr.", {"cmd": ("string", "")}),
    W.fn("search_code", "Search code for a pattern.", {"pattern": ("string", ""), "glob": ("string", "")}, ["pattern"]),
    W.fn("tavily_search_results_json", "Web search that returns result snippets as JSON. Pass the query text.", {"query": ("string", "")}),
]


def langgraph(c: Ctx):
    h = W.h_openai_py(c.rng)
    system = c.choice(["You are a senior engineer agent. Use the tools to inspect and modify the repository when the request needs it. Answer directly when it doesn't.",
                       f"You are DevBot for the {c.r['name']} team. Tools give you read/write access to the repo checkout at {c.r['root']}. Think step by step.",
                       "You are a helpful assistant."])
    sh = c.shape
    if sh.startswith("side"):
        ev = [("user", c.ask_text)] + loop_events(c, lambda s: ("run_shell", {"cmd": s["cmd"]}), lambda s: s["out"], n=c.rng.randint(2, 6))
        ev.append(("user", c.choice(["Summarize the conversation so far:", "Existing summary: The user asked for help and the agent started exploring. Update it with the messages above."])))
        return CHAT, h, {"model": c.model("small"), "messages": W.chat_messages(system, ev), "temperature": 0}
    mapper = lambda s: ("read_file", {"path": s["path"]}) if s["kind"] == "view" else (("search_code", {"pattern": s["sym"]}) if s["kind"] == "grep" else
                                                                                    (("write_file", {"path": s["path"], "content": s["new"]}) if s["kind"] == "edit" else ("run_shell", {"cmd": s["cmd"]})))
    fmt = lambda s: s.get("src") or s["out"] if s["kind"] != "edit" else f"Wrote {len(s['new'])} bytes to {s['path']}"
    if sh.startswith("followup"):
        ev = c.prior_qa() + [("user", c.ask_text)]
    else:
        ev = [("user", c.ask_text)]
        if sh.startswith("loop"):
            ev += loop_events(c, mapper, fmt, thought_p=0.2)
        elif sh.startswith("retry"):
            ev += loop_events(c, mapper, fmt, n=c.rng.randint(2, 5), retry="test")
    if c.p(0.2):
        return RESP, h, {"model": c.choice(["gpt-4.1", "o4-mini", "gpt-5"]), "input": W.responses_input([("developer", system)] + ev, c.rng, reasoning=False),
                         "tools": W.to_responses(LG_TOOLS), "stream": c.p(0.5)}
    if c.p(0.15):
        return as_anthropic(c, system, ev, LG_TOOLS, "langchain-anthropic Anthropic/Python 0.49.0")
    return CHAT, h, {"model": c.model(), "messages": W.chat_messages(system, ev, tool_name_field=c.p(0.3)), "tools": LG_TOOLS, "stream": c.p(0.5),
                     "temperature": c.choice([0, 0.2, 0.7]), "parallel_tool_calls": c.p(0.5)}


# ================================================================== Open Interpreter
OI_TOOL = [W.fn("execute", "Runs the code locally on the user's computer and returns what it printed",
                {"language": {"type": "string", "enum": ["python", "shell", "javascript", "r", "applescript", "html"], "description": "The programming language"},
                 "code": ("string", "The code to execute")})]


def open_interpreter(c: Ctx):
    h = W.h_litellm(c.rng)
    system = ("You are Open Interpreter. You reach the user's goals by writing code and running it.\nStart with a plan, and **restate where you are in it before every code block**, "
              "since you forget quickly.\nCode runs **directly on the user's computer**, and the user has allowed that.\nInstalling packages is fine. "
              "Talk to the user in Markdown. Take small steps and look at each result before the next.\n\n[User Info]\n"
              f"Name: {c.choice(M.USERS)}\nCWD: {c.r['root']}\nSHELL: /bin/zsh\nOS: {c.choice(['Darwin', 'Linux', 'Windows'])}")
    mapper = lambda s: ("execute", {"language": "python" if s["kind"] == "view" and c.p(0.3) else "shell", "code": s["cmd"]})
    fmt = lambda s: s["out"] if s["out"] else "(the code printed nothing)"
    sh = c.shape
    if sh.startswith("followup"):
        ev = c.prior_qa() + [("user", c.ask_text)]
    else:
        ev = [("user", c.ask_text)]
        if sh.startswith("loop"):
            ev = maybe_cont(c, ev + loop_events(c, mapper, fmt, thought_p=0.8), 0.3)
        elif sh.startswith("retry"):
            ev += loop_events(c, mapper, fmt, n=c.rng.randint(2, 5), retry="test")
    return CHAT, h, {"model": c.model(), "messages": W.chat_messages(system, ev, tool_name_field=True), "tools": OI_TOOL, "stream": True,
                     "temperature": 0, "max_tokens": c.choice([None, 4096]) or 4096}


# ================================================================== smolagents ToolCallingAgent
def smol_toolcalling(c: Ctx):
    h = W.h_openai_py(c.rng)
    tools = [W.fn("web_search", "Performs a web search and returns the top results.", {"query": ("string", "The search query")}),
             W.fn("visit_webpage", "Loads a URL and gives back the page as markdown text.", {"url": ("string", "url")}),
             W.fn("run_command", "Runs a shell command in the project sandbox.", {"command": ("string", "command")}),
             W.fn("final_answer", "Returns your answer and ends the task.", {"answer": ("string", "Your answer")})]
    system = ("You work through tasks by calling tools. A task follows below.\nThe tools are listed at the end of this message.\n\n"
              "Each tool call is an action; once it has run, its result comes back to you as an \"observation\".\nAction and observation alternate for as many rounds as the task needs.\n"
              "End every task by calling final_answer.\n\nAn example with a made-up tool:\n---\nTask: \"Which year does the attached report cover?\"\n"
              "Action:\n{\n  \"name\": \"read_pdf\",\n  \"arguments\": {\"file\": \"report.pdf\", \"question\": \"Which year is covered?\"}\n}\n---\n\n"
              "That tool was invented for the example. The tools you really have:\n- web_search\n- visit_webpage\n- run_command\n- final_answer\n\nStart now.")
    ev = [("user", f"New task:\n{c.ask_text}")]
    if c.shape.startswith("followup"):
        ev = [("user", f"New task:\n{c._pick_ask('single_step')[0]}"), ("assistant", "Calling tools:\n[{'id': 'call_1', 'type': 'function', 'function': {'name': 'final_answer', 'arguments': {'answer': 'done'}}}]"),
              ("user", f"New task:\n{c.ask_text}")]
    elif not c.shape.startswith("first"):
        for k, s in enumerate(c.steps(None if c.shape.startswith("loop") else c.rng.randint(2, 5)), 1):
            ev.append(("assistant", f"Calling tools:\n[{{'id': 'call_{k}', 'type': 'function', 'function': {{'name': 'run_command', 'arguments': {{'command': {s['cmd']!r}}}}}}}]"))
            ev.append(("user", f"Call id: call_{k}\nObservation:\n{s['out']}"))
        if c.shape.startswith("retry"):
            ev.append(("user", "Error:\nError when executing tool run_command with arguments {'cmd': 'pytest'}: TypeError: run_command() got an unexpected keyword argument 'cmd'\n"
                               "Call the tool again with arguments that match its signature.\nTry again without repeating that mistake. After several failed tries, switch to another approach altogether.\n"))
    msgs = W.chat_messages(system, ev)
    for m in msgs:
        if isinstance(m["content"], str):
            m["content"] = [{"type": "text", "text": m["content"]}]
    return CHAT, h, {"model": c.model(), "messages": msgs, "tools": tools, "tool_choice": "required", "stop": ["Observation:", "Calling tools:"] if c.p(0.5) else None}


# ================================================================== home-made agent, native tools (sometimes `developer` role, parts)
def homemade_native(c: Ctx):
    ua = c.choice(["python-requests/2.32.3", "python-httpx/0.27.2", "node-fetch/1.0 (+https://github.com/bitinn/node-fetch)", "curl/8.5.0", "OpenAI/Python 1.99.9", "Go-http-client/1.1"])
    h = W.h_plain(c.rng, ua)
    tools = [W.fn(c.choice(["sh", "shell", "run"]), "run a shell command", {"cmd": ("string", "")}),
             W.fn(c.choice(["read", "cat", "open_file"]), "read a file", {"path": ("string", "")}),
             W.fn(c.choice(["patch", "edit", "replace"]), "replace text in a file", {"path": ("string", ""), "find": ("string", ""), "replace": ("string", "")}),
             W.fn("done", "call when finished", {"summary": ("string", "")})]
    n_sh, n_rd, n_ed = tools[0]["function"]["name"], tools[1]["function"]["name"], tools[2]["function"]["name"]
    sys_role = "developer" if c.p(0.3) else "system"
    system = c.choice([f"you are a coding agent working in {c.r['root']}. use tools. be brief.", "You are an autonomous software engineer. Use the tools to get the job done, then call done().",
                       "# Agent\nYou can run shell commands and edit files. Don't ask for confirmation.\n# Repo\n" + c.r["name"]])
    mapper = lambda s: (n_rd, {"path": s["path"]}) if s["kind"] == "view" else ((n_ed, {"path": s["path"], "find": s["old"], "replace": s["new"]}) if s["kind"] == "edit" else (n_sh, {"cmd": s["cmd"]}))
    fmt = lambda s: c.choice([f"exit={s['rc']}\n{s['out']}", json.dumps({"stdout": s["out"], "exit_code": s["rc"]}), s["out"]])
    sh = c.shape
    if sh.startswith("followup"):
        ev = c.prior_qa() + [("user", c.ask_text)]
    else:
        ev = [("user", c.ask_text if c.p(0.7) else [{"type": "text", "text": c.ask_text}])]
        if sh.startswith("loop"):
            ev = maybe_cont(c, ev + loop_events(c, mapper, fmt, thought_p=0.3))
        elif sh.startswith("retry"):
            ev += loop_events(c, mapper, fmt, n=c.rng.randint(2, 6), retry=c.choice(["edit", "test"]))
    if sh.startswith("side"):
        ev.append(("user", "Give this conversation a short title (max 6 words). Reply with the title only."))
        return CHAT, h, {"model": c.model("small"), "messages": W.chat_messages(None, [("user", c.ask_text)] + ev[-1:]), "max_tokens": 30, "temperature": 0.3}
    if c.p(0.25):
        body = {"model": c.choice(["gpt-4.1", "o4-mini", "gpt-5-mini", "gpt-5"]), "instructions": system, "input": W.responses_input(ev, c.rng, reasoning=c.p(0.5)),
                "tools": W.to_responses(tools), "store": c.p(0.5)}
        if c.p(0.5):
            body["previous_response_id"] = "resp_" + "%048x" % c.rng.getrandbits(192)
            # with server-side state only the newest items are sent
            body["input"] = body["input"][-2:] if len(body["input"]) > 2 else body["input"]
        return RESP, h, body
    if c.p(0.15):
        return as_anthropic(c, system, ev, tools, ua)
    body = {"model": c.model(), "messages": W.chat_messages(system, ev, sys_role=sys_role), "tools": tools}
    if c.p(0.5):
        body["max_completion_tokens" if sys_role == "developer" else "max_tokens"] = c.choice([1024, 4096, 8192])
    return CHAT, h, body


# ================================================================== registry
NATIVE = {
    "swe_agent_fc": (swe_agent_fc, ["first_template", "followup", "loop_native", "retry_edit"]),
    "openhands": (openhands, ["first_template", "followup", "loop_native", "retry_edit", "side_condense"]),
    "moatless": (moatless, ["first_template", "followup", "loop_native", "retry_edit"]),
    "claude_code": (claude_code, ["first", "followup", "loop_tool_result", "loop_after_compact", "retry_edit", "side_title", "side_topic", "side_compact"]),
    "codex_cli": (codex_cli, ["first", "followup", "loop_function_call_output", "loop_after_compact", "retry_patch", "side_compact"]),
    "gemini_cli": (gemini_cli, ["first", "followup", "loop_native", "retry_edit", "side_nextspeaker", "side_compress"]),
    "goose": (goose, ["first", "followup", "loop_native", "retry_edit", "side_title"]),
    "opencode": (opencode, ["first", "followup", "loop_native", "retry_edit", "side_title", "side_summary"]),
    "roo_native": (roo_native, ["first_task", "followup", "loop_native", "retry_diff"]),
    "cursor_bg": (cursor_bg, ["first", "followup", "loop_native", "retry_test"]),
    "langgraph": (langgraph, ["first", "followup", "loop_native", "retry_test", "side_summary"]),
    "open_interpreter": (open_interpreter, ["first", "followup", "loop_native", "retry_test"]),
    "smolagents_toolcalling": (smol_toolcalling, ["first", "followup", "loop_text_calls", "retry_tool_error"]),
    "homemade_native": (homemade_native, ["first", "followup", "loop_native", "retry_edit", "side_title"]),
}
