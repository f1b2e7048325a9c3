"""Write fresh.jsonl: a blind set of coding-client requests, labelled by the task rule, deterministic.

Run: python classifiers/blind/fresh/generate.py && gzip -9nf classifiers/blind/fresh/fresh.jsonl
"""

import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from content import (  # noqa: E402
    ASKS, DIFFS, ENV_TREES, INSTRUCTION_FILES, LOGS, RETRY_USER, SNIPPETS, TRAJ, L, S, huge_module,
)

HERE = os.path.dirname(os.path.abspath(__file__))
HUGE = huge_module()
KEY = "Bearer gw-eval-0000"

# ---------------------------------------------------------------- helpers


def attachment(key):
    """(path, lang, text) for an ask's attachment key."""
    if key is None:
        return None
    if key in SNIPPETS:
        return SNIPPETS[key]
    if key in LOGS:
        return ("terminal", "text", LOGS[key])
    if key.startswith("diff"):
        return ("staged.diff", "diff", DIFFS[int(key[4:])])
    if key == "huge":
        return ("billing/helpers.py", "python", HUGE)
    raise KeyError(key)


def fence(att, with_path=True):
    path, lang, text = att
    head = f"```{lang} {path}" if with_path and path != "terminal" else f"```{lang}"
    return f"{head}\n{text.rstrip()}\n```"


def plain_ask(ask):
    """The ask as a developer would paste it into a plain chat box."""
    att = attachment(ask[4])
    if att is None:
        return ask[3]
    if ask[2] in ("zh", "ja", "ko") or ask[0] in ("explain-log", "fix-from-trace"):
        return f"{fence(att, False)}\n{ask[3]}"
    return f"{ask[3]}\n\n{fence(att)}"


OPDESC = {
    "read": "Return the contents of a file in the workspace, with line numbers.",
    "list": "List the entries of a directory in the workspace.",
    "search": "Search file contents with a regular expression and return matching lines.",
    "run": "Run a shell command in the project directory and return its output and exit code.",
    "edit": "Replace an exact snippet of text in a file with new text.",
    "write": "Create a file, or overwrite it, with the given content.",
}
OPARGS = {
    "read": ["path"], "list": ["path"], "search": ["pattern", "path"], "run": ["cmd"],
    "edit": ["path", "old", "new"], "write": ["path", "content"],
}


def tool_schemas(spec, extra=()):
    """OpenAI-style function schemas from a family's op spec {op: (name, fixed, rename)}."""
    out = []
    for op, (name, fixed, ren) in spec.items():
        props = {k: {"type": "string", "enum": [v]} for k, v in fixed.items()}
        req = list(fixed)
        for a in OPARGS[op]:
            props[ren.get(a, a)] = {"type": "string", "description": a}
            req.append(ren.get(a, a))
        out.append({"name": name, "description": OPDESC[op],
                    "parameters": {"type": "object", "properties": props, "required": req}})
    seen = {t["name"] for t in out}
    for name, desc in extra:
        if name in seen:
            continue
        out.append({"name": name, "description": desc,
                    "parameters": {"type": "object", "properties": {"text": {"type": "string"}}, "required": []}})
    return out


def call_args(spec, op, args):
    name, fixed, ren = spec[op]
    d = dict(fixed)
    for k, v in args.items():
        d[ren.get(k, k)] = v
    return name, d


def shell_cmd(op, args):
    """An abstract step as one shell command (text-protocol agents)."""
    if op == "read":
        return f"cat -n {args['path']}"
    if op == "list":
        return f"ls -la {args['path']}"
    if op == "search":
        return f"grep -rnE '{args['pattern']}' {args['path']}"
    if op == "run":
        return args["cmd"]
    if op == "edit":
        return (f"python3 - <<'PY'\nimport pathlib\np = pathlib.Path({args['path']!r})\n"
                f"s = p.read_text()\ns = s.replace({args['old']!r}, {args['new']!r}, 1)\np.write_text(s)\nPY")
    return f"cat > {args['path']} <<'EOF'\n{args['content']}EOF"


# ---------------------------------------------------------------- protocols: a conversation in each wire format
# A "conv" is: system text, first user text, steps[:k] (thought, op, args, output), tail (None or user text).


def oa_messages(fam, rng, first_user, steps, tail, sysmsg=None):
    spec = fam["spec"]
    msgs = []
    sysmsg = fam["system"] if sysmsg is None else sysmsg
    if sysmsg:
        msgs.append({"role": fam.get("sysrole", "system"), "content": sysmsg})
    msgs.append({"role": "user", "content": first_user})
    for thought, op, args, out in steps:
        if op == "newtask":
            msgs += [{"role": "assistant", "content": out}, {"role": "user", "content": thought}]
            continue
        name, a = call_args(spec, op, args)
        cid = f"call_{rng.getrandbits(48):012x}"
        m = {"role": "assistant", "content": thought if fam.get("thought", True) else None,
             "tool_calls": [{"id": cid, "type": "function",
                             "function": {"name": name, "arguments": json.dumps(a, ensure_ascii=False)}}]}
        if fam.get("names"):
            m["name"] = fam["names"][0]
        msgs.append(m)
        t = {"role": "tool", "tool_call_id": cid, "content": fam.get("wrap_out", lambda o, op: o)(out, op)}
        if fam.get("tool_name_field"):
            t["name"] = name
        msgs.append(t)
    if tail:
        msgs.append({"role": "assistant", "content": "I made the change above; the checks should pass now."})
        msgs.append({"role": "user", "content": tail})
    return msgs


def anth_messages(fam, rng, first_user, steps, tail):
    spec = fam["spec"]
    msgs = [{"role": "user", "content": [{"type": "text", "text": first_user}]}]
    for thought, op, args, out in steps:
        if op == "newtask":
            msgs += [{"role": "assistant", "content": [{"type": "text", "text": out}]},
                     {"role": "user", "content": [{"type": "text", "text": thought}]}]
            continue
        name, a = call_args(spec, op, args)
        tid = f"toolu_{rng.getrandbits(64):016x}"
        msgs.append({"role": "assistant", "content": [{"type": "text", "text": thought},
                                                      {"type": "tool_use", "id": tid, "name": name, "input": a}]})
        msgs.append({"role": "user", "content": [{"type": "tool_result", "tool_use_id": tid, "content": out}]})
    if tail:
        msgs.append({"role": "assistant", "content": [{"type": "text", "text": "Done, that should fix it."}]})
        msgs.append({"role": "user", "content": [{"type": "text", "text": tail}]})
    return msgs


def resp_input(fam, rng, first_user, steps, tail):
    spec = fam["spec"]
    items = [{"type": "message", "role": "user", "content": [{"type": "input_text", "text": first_user}]}]
    for thought, op, args, out in steps:
        if op == "newtask":
            items += [{"type": "message", "role": "assistant", "content": [{"type": "output_text", "text": out}]},
                      {"type": "message", "role": "user", "content": [{"type": "input_text", "text": thought}]}]
            continue
        name, a = call_args(spec, op, args)
        cid = f"call_{rng.getrandbits(48):012x}"
        items.append({"type": "reasoning", "summary": [{"type": "summary_text", "text": thought}]})
        items.append({"type": "function_call", "call_id": cid, "name": name,
                      "arguments": json.dumps(a, ensure_ascii=False)})
        items.append({"type": "function_call_output", "call_id": cid, "output": out})
    if tail:
        items.append({"type": "message", "role": "assistant",
                      "content": [{"type": "output_text", "text": "Applied the fix."}]})
        items.append({"type": "message", "role": "user", "content": [{"type": "input_text", "text": tail}]})
    return items


def xml_call(spec, op, args):
    name, a = call_args(spec, op, args)
    inner = "\n".join(f"<{k}>{v}</{k}>" for k, v in a.items())
    return name, f"<{name}>\n{inner}\n</{name}>"


def xml_messages(fam, rng, first_user, steps, tail, env):
    spec = fam["spec"]
    msgs = [{"role": "system", "content": fam["system"]},
            {"role": "user", "content": [{"type": "text", "text": first_user}, {"type": "text", "text": env}]}]
    for thought, op, args, out in steps:
        if op == "newtask":
            msgs += [{"role": "assistant", "content": f"<attempt_completion>\n<result>\n{out}\n</result>\n</attempt_completion>"},
                     {"role": "user", "content": [{"type": "text", "text": f"[attempt_completion] Result:\n\nNew request from the user:\n<feedback>\n{thought}\n</feedback>"},
                                                  {"type": "text", "text": env}]}]
            continue
        name, x = xml_call(spec, op, args)
        msgs.append({"role": "assistant", "content": f"<thinking>\n{thought}\n</thinking>\n\n{x}"})
        label = args.get("path") or args.get("cmd") or args.get("pattern")
        msgs.append({"role": "user", "content": [{"type": "text", "text": f"[{name} for '{label}'] Result:"},
                                                 {"type": "text", "text": out}, {"type": "text", "text": env}]})
    if tail:
        msgs.append({"role": "assistant", "content": "<attempt_completion>\n<result>\nFixed.\n</result>\n</attempt_completion>"})
        msgs.append({"role": "user", "content": [{"type": "text", "text": f"[attempt_completion] Result:\n\nThe user has provided feedback on the results.\n<feedback>\n{tail}\n</feedback>"},
                                                 {"type": "text", "text": env}]})
    return msgs


def react_messages(fam, rng, first_user, steps, tail, obs_prefix="Observation: "):
    spec = fam["spec"]
    msgs = [{"role": "system", "content": fam["system"]}, {"role": "user", "content": first_user}]
    for thought, op, args, out in steps:
        if op == "newtask":
            msgs += [{"role": "assistant", "content": f"Thought: I now know the final answer\nFinal Answer: {out}"},
                     {"role": "user", "content": thought}]
            continue
        name, a = call_args(spec, op, args)
        msgs.append({"role": "assistant", "content": f"Thought: {thought}\nAction: {name}\nAction Input: {json.dumps(a, ensure_ascii=False)}"})
        msgs.append({"role": "user", "content": f"{obs_prefix}{out}"})
    if tail:
        msgs.append({"role": "assistant", "content": "Thought: I now know the final answer\nFinal Answer: the fix is applied."})
        msgs.append({"role": "user", "content": tail})
    return msgs


def react_transcript(fam, first_user, steps):
    spec = fam["spec"]
    out = [fam["system"], "", f"Question: {first_user}"]
    for thought, op, args, obs in steps:
        name, a = call_args(spec, op, args)
        out += [f"Thought: {thought}", f"Action: {name}", f"Action Input: {json.dumps(a, ensure_ascii=False)}",
                f"Observation: {obs}"]
    out.append("Thought:")
    return "\n".join(out)


def shell_messages(fam, rng, first_user, steps, tail, obs_fmt):
    msgs = [{"role": "system", "content": fam["system"]}, {"role": "user", "content": first_user}]
    for thought, op, args, out in steps:
        if op == "newtask":
            msgs += [{"role": "assistant", "content": out}, {"role": "user", "content": thought}]
            continue
        cmd = shell_cmd(op, args)
        msgs.append({"role": "assistant", "content": fam["act_fmt"](thought, cmd)})
        code = 1 if ("FAIL" in out or "ERR" in out or "error" in out or "exit 1" in out) else 0
        msgs.append({"role": "user", "content": obs_fmt(code, out)})
    if tail:
        msgs.append({"role": "assistant", "content": fam["act_fmt"]("Verifying once more.", "git diff --stat")})
        msgs.append({"role": "user", "content": tail})
    return msgs


def pasted_loop(fam, rng, first_user, steps, tail):
    """A chat client without tools: the assistant proposes edits, the user pastes back what running them printed."""
    msgs = []
    if fam.get("system"):
        msgs.append({"role": "system", "content": fam["system"]})
    msgs.append({"role": "user", "content": first_user})
    before = ["ran it:", "output:", "here:", "hmm"]
    after = ["ok applied that, now i get", "same thing after your change:", "did that. test output:", "now this:"]
    pending, edited = "", False
    for thought, op, args, out in steps:
        if op in ("edit", "write"):
            what = f"in `{args['path']}` replace\n```\n{args['old']}\n```\nwith\n```\n{args['new']}\n```" if op == "edit" else (
                f"create `{args['path']}`:\n```\n{args['content']}```")
            pending += f"{thought} Please {what}\n\n"
            edited = True
            continue
        cmd = shell_cmd(op, args)
        msgs.append({"role": "assistant", "content": f"{pending}{thought} Then run:\n\n```bash\n{cmd}\n```\nand paste the output."})
        pending = ""
        msgs.append({"role": "user", "content": f"{rng.choice(after if edited else before)}\n```\n{out}\n```"})
    if tail:
        msgs.append({"role": "assistant", "content": "Replace the function with the version below and re-run the tests."})
        msgs.append({"role": "user", "content": tail})
    return msgs


# ---------------------------------------------------------------- tool specs (op -> (name, fixed args, renames))
def _spec(**kw):
    return {op: (v[0], v[1] if len(v) > 1 else {}, v[2] if len(v) > 2 else {}) for op, v in kw.items()}


SPEC = {
    "cline": _spec(read=("read_file",), list=("list_files",), search=("search_files", {}, {"pattern": "regex"}),
                   run=("execute_command", {}, {"cmd": "command"}),
                   edit=("replace_in_file", {}, {"old": "search", "new": "replace"}), write=("write_to_file",)),
    "roo": _spec(read=("read_file",), list=("list_files",), search=("search_files", {}, {"pattern": "regex"}),
                 run=("execute_command", {}, {"cmd": "command"}),
                 edit=("apply_diff", {}, {"old": "search", "new": "replace"}), write=("write_to_file",)),
    "copilot": _spec(read=("read_file", {}, {"path": "filePath"}), list=("list_dir",),
                     search=("grep_search", {}, {"pattern": "query", "path": "includePattern"}),
                     run=("run_in_terminal", {}, {"cmd": "command"}),
                     edit=("replace_string_in_file", {}, {"path": "filePath", "old": "oldString", "new": "newString"}),
                     write=("create_file", {}, {"path": "filePath"})),
    "continue": _spec(read=("read_file", {}, {"path": "filepath"}), list=("ls", {}, {"path": "dirPath"}),
                      search=("grep_search", {}, {"pattern": "query"}),
                      run=("run_terminal_command", {}, {"cmd": "command"}),
                      edit=("edit_existing_file", {}, {"path": "filepath", "old": "original", "new": "changes"}),
                      write=("create_new_file", {}, {"path": "filepath", "content": "contents"})),
    "cursor": _spec(read=("read_file", {}, {"path": "target_file"}), list=("list_dir", {}, {"path": "relative_workspace_path"}),
                    search=("grep_search", {}, {"pattern": "query", "path": "include_pattern"}),
                    run=("run_terminal_cmd", {}, {"cmd": "command"}),
                    edit=("edit_file", {}, {"path": "target_file", "old": "old_text", "new": "code_edit"}),
                    write=("edit_file", {}, {"path": "target_file", "content": "code_edit"})),
    "windsurf": _spec(read=("view_file", {}, {"path": "AbsolutePath"}), list=("list_dir", {}, {"path": "DirectoryPath"}),
                      search=("grep_search", {}, {"pattern": "Query", "path": "SearchPath"}),
                      run=("run_command", {}, {"cmd": "CommandLine"}),
                      edit=("replace_file_content", {}, {"path": "TargetFile", "old": "TargetContent", "new": "ReplacementContent"}),
                      write=("write_to_file", {}, {"path": "TargetFile", "content": "CodeContent"})),
    "augment": _spec(read=("view", {"type": "file"}), list=("view", {"type": "directory"}),
                     search=("codebase-retrieval", {}, {"pattern": "information_request", "path": "scope"}),
                     run=("launch-process", {"wait": "true"}, {"cmd": "command"}),
                     edit=("str-replace-editor", {"command": "str_replace"}, {"old": "old_str", "new": "new_str"}),
                     write=("save-file", {}, {"content": "file_content"})),
    "amazonq": _spec(read=("fs_read", {"mode": "Line"}), list=("fs_read", {"mode": "Directory"}),
                     search=("fs_read", {"mode": "Search"}), run=("execute_bash", {}, {"cmd": "command"}),
                     edit=("fs_write", {"command": "str_replace"}, {"old": "old_str", "new": "new_str"}),
                     write=("fs_write", {"command": "create"}, {"content": "file_text"})),
    "aide": _spec(read=("open_file", {}, {"path": "fs_file_path"}), list=("list_files", {}, {"path": "directory_path"}),
                  search=("search_file_content", {}, {"pattern": "regex_pattern", "path": "directory_path"}),
                  run=("execute_command", {}, {"cmd": "command"}),
                  edit=("code_edit_input", {}, {"path": "fs_file_path", "old": "instruction_anchor", "new": "instruction"}),
                  write=("create_file", {}, {"path": "fs_file_path"})),
    "void": _spec(read=("read_file", {}, {"path": "uri"}), list=("ls_dir", {}, {"path": "uri"}),
                  search=("search_for_files", {}, {"pattern": "query", "path": "search_in_folder"}),
                  run=("run_command", {}, {"cmd": "command"}),
                  edit=("edit_file", {}, {"path": "uri", "old": "original_snippet", "new": "new_snippet"}),
                  write=("rewrite_file", {}, {"path": "uri", "content": "new_content"})),
    "zed": _spec(read=("read_file",), list=("list_directory",), search=("grep", {}, {"pattern": "regex", "path": "include_pattern"}),
                 run=("terminal", {}, {"cmd": "command"}),
                 edit=("edit_file", {"mode": "edit"}, {"old": "old_text", "new": "new_text"}),
                 write=("edit_file", {"mode": "create"})),
    "refact": _spec(read=("cat", {}, {"path": "paths"}), list=("tree",), search=("search_pattern", {}, {"pattern": "pattern", "path": "scope"}),
                    run=("shell", {}, {"cmd": "command"}),
                    edit=("update_textdoc", {}, {"old": "old_str", "new": "replacement"}), write=("create_textdoc",)),
    "openhands": _spec(read=("str_replace_editor", {"command": "view"}), list=("str_replace_editor", {"command": "view"}),
                       search=("execute_bash", {}, {"pattern": "command"}), run=("execute_bash", {}, {"cmd": "command"}),
                       edit=("str_replace_editor", {"command": "str_replace"}, {"old": "old_str", "new": "new_str"}),
                       write=("str_replace_editor", {"command": "create"}, {"content": "file_text"})),
    "sweagent": _spec(read=("str_replace_editor", {"command": "view"}), list=("bash", {}, {"path": "command"}),
                      search=("bash", {}, {"pattern": "command"}), run=("bash", {}, {"cmd": "command"}),
                      edit=("str_replace_editor", {"command": "str_replace"}, {"old": "old_str", "new": "new_str"}),
                      write=("str_replace_editor", {"command": "create"}, {"content": "file_text"})),
    "generic": _spec(read=("read_file",), list=("list_directory",), search=("search_code",), run=("run_shell", {}, {"cmd": "command"}),
                     edit=("replace_in_file",), write=("write_file",)),
    "sk": _spec(read=("FileSystem-ReadFile",), list=("FileSystem-ListDirectory",), search=("Code-Search",),
                run=("Shell-Run", {}, {"cmd": "command"}), edit=("FileSystem-ReplaceText",), write=("FileSystem-WriteFile",)),
    "n8n": _spec(read=("Read_File_From_Repo",), list=("List_Repo_Files",), search=("Search_Repo",),
                 run=("Execute_Command", {}, {"cmd": "command"}), edit=("Update_File",), write=("Create_File",)),
    "crew": _spec(read=("Read a file's content", {}, {"path": "file_path"}), list=("List files in directory", {}, {"path": "directory"}),
                  search=("Search a directory's content", {}, {"pattern": "search_query", "path": "directory"}),
                  run=("Run shell command", {}, {"cmd": "command"}), edit=("Edit file", {}, {"path": "file_path"}),
                  write=("File Writer Tool", {}, {"path": "filename"})),
    "haystack": _spec(read=("file_reader",), list=("dir_lister",), search=("code_search", {}, {"pattern": "query"}),
                      run=("shell", {}, {"cmd": "command"}), edit=("file_patcher",), write=("file_writer",)),
    "warp": _spec(read=("read_files", {}, {"path": "paths"}), list=("run_command", {}, {"path": "command"}),
                  search=("grep", {}, {"pattern": "queries"}), run=("run_command", {}, {"cmd": "command"}),
                  edit=("edit_files", {}, {"old": "search", "new": "replace"}), write=("create_file",)),
}

EXTRA = {
    "cline": [("ask_followup_question", "Ask the user a clarifying question."), ("attempt_completion", "Present the final result to the user.")],
    "roo": [("ask_followup_question", "Ask the user a question."), ("attempt_completion", "Finish the task."),
            ("switch_mode", "Switch to another mode."), ("new_task", "Start a subtask in a new mode."),
            ("codebase_search", "Semantic search over the indexed workspace.")],
    "openhands": [("think", "Write down a thought; no side effects."), ("finish", "Signal that the task is complete."),
                  ("browser", "Interact with a web page using a small action language.")],
    "sweagent": [("submit", "Submit the current diff as the solution.")],
    "copilot": [("semantic_search", "Search the workspace by meaning."), ("get_errors", "Get compile or lint errors for files."),
                ("fetch_webpage", "Fetch the main text of a URL."), ("manage_todo_list", "Track a todo list for the task.")],
    "cursor": [("codebase_search", "Find code by meaning."), ("file_search", "Fuzzy-find files by path."),
               ("delete_file", "Delete a file."), ("web_search", "Search the web.")],
    "windsurf": [("find_by_name", "Find files by glob."), ("codebase_search", "Semantic code search."),
                 ("browser_preview", "Open a preview of a running web server."), ("create_memory", "Save a memory for later sessions.")],
    "zed": [("diagnostics", "Get errors and warnings for a file or the project."), ("find_path", "Find files by glob."),
            ("now", "Current date and time."), ("thinking", "Think before acting.")],
    "refact": [("definition", "Find the definition of a symbol."), ("references", "Find references to a symbol."),
               ("web", "Fetch a web page as text.")],
    "augment": [("remember", "Store a long-term memory."), ("web-search", "Search the web."), ("diagnostics", "IDE diagnostics.")],
    "amazonq": [("use_aws", "Call an AWS API via the CLI."), ("report_issue", "Open a prefilled issue report.")],
    "continue": [("file_glob_search", "Find files by glob."), ("view_diff", "Show the working tree diff."),
                 ("search_web", "Search the web.")],
    "void": [("get_dir_tree", "Tree of a folder."), ("search_pathnames_only", "Find files by name."),
             ("create_file_or_folder", "Create a path."), ("delete_file_or_folder", "Delete a path.")],
    "aide": [("code_edit_input", "Edit code with an instruction."), ("attempt_completion", "Finish.")],
    "n8n": [("HTTP_Request", "Make an HTTP request."), ("Send_Slack_Message", "Post a message to Slack."),
            ("Call_n8n_Workflow", "Run another workflow.")],
    "sk": [("Time-Now", "Current time."), ("Http-Get", "GET a URL.")],
    "haystack": [("web_search", "Search the web.")],
    "warp": [("suggest_plan", "Propose a plan for the user to approve.")],
}


# ---------------------------------------------------------------- system prompts (written for this set)
def xml_system(product, spec, extra, modes=False):
    """A long text-protocol system prompt: the tools as XML, the rules, the environment."""
    parts = [f"You are {product}, an autonomous coding assistant that works inside the user's editor.",
             "", "====", "", "TOOL USE", "",
             "You can use one tool per message and you receive its result in the user's reply. Work step by step: "
             "each tool use is informed by the previous result.", "",
             "# Tool use formatting", "",
             "Write the tool name as an XML tag and each parameter as a nested tag, for example:", "",
             "<read_file>\n<path>src/index.ts</path>\n</read_file>", "", "# Tools", ""]
    for op, (name, fixed, ren) in spec.items():
        parts.append(f"## {name}")
        parts.append(f"Description: {OPDESC[op]} Paths are relative to the working directory.")
        parts.append("Parameters:")
        for a in list(fixed) + [ren.get(x, x) for x in OPARGS[op]]:
            parts.append(f"- {a}: (required) the {a.replace('_', ' ')} for this call")
        parts.append("Usage:")
        parts.append(f"<{name}>\n" + "\n".join(f"<{a}>value</{a}>" for a in [ren.get(x, x) for x in OPARGS[op]]) + f"\n</{name}>")
        parts.append("")
    for name, desc in extra:
        parts += [f"## {name}", f"Description: {desc}", f"Usage:\n<{name}>\n<text>...</text>\n</{name}>", ""]
    parts += ["# Tool use guidelines", "",
              "1. Think in <thinking> tags about what you know and what you still need.",
              "2. Pick the tool that gets the information fastest; prefer search over reading whole directories.",
              "3. Never assume a tool succeeded: wait for the user's message with its result.",
              "4. Results can contain linter errors, test failures or terminal output; react to them.", "",
              "====", "", "EDITING FILES", "",
              "Prefer targeted replacements to rewriting whole files. Keep indentation exact in search blocks. "
              "After an edit the user's reply shows the final file state, including any auto-formatting.", "",
              "====", "", "RULES", ""]
    rules = ["All commands run from the project root; to work elsewhere, prefix the command with its own cd.",
             "Do not ask for more information than necessary; use tools instead.",
             "When the task is done, use attempt_completion and do not end with a question.",
             "Environment details arrive automatically at the end of each user message; they are context, not a request.",
             "Write complete file contents when creating files: no placeholders.",
             "Consider the project type (package.json, pyproject.toml, go.mod) before choosing commands.",
             "Keep messages short and technical."]
    parts += [f"- {r}" for r in rules]
    if modes:
        parts += ["", "====", "", "MODES", "", "- code: write and change code", "- architect: plan and design before implementing",
                  "- ask: answer questions without changing files", "- debug: diagnose problems systematically",
                  "- orchestrator: split work into subtasks for other modes"]
    parts += ["", "====", "", "SYSTEM INFORMATION", "", "Operating System: Linux 6.8", "Default Shell: /bin/bash",
              "Home Directory: /home/dev", "Current Working Directory: /home/dev/project", "",
              "====", "", "OBJECTIVE", "",
              "Break the task into clear steps, do them one at a time with tools, and present the result when done."]
    return "\n".join(parts)


SYS = {
    "copilot_agent": "You are an expert coding assistant working inside VS Code. You can read and change files in the user's workspace "
                     "and run commands in its terminal. Gather context before you act; do not guess file contents. "
                     "When you edit, change only what the request needs. Keep answers short; use Markdown and backticks for file "
                     "and symbol names. If a request is a plain question, answer it without calling tools.\n"
                     "<toolUseInstructions>Call tools with valid JSON arguments. Never print a code change instead of applying it "
                     "when a tool can apply it. Run independent read-only calls in parallel.</toolUseInstructions>\n"
                     "<outputFormatting>Wrap file paths in backticks. Prefer lists over long paragraphs.</outputFormatting>",
    "copilot_chat": "You are the chat assistant of a code editor. Do what is asked, precisely, and stay on software "
                    "topics. Answer in Markdown and keep it brief. The user works in Visual Studio Code on Linux.",
    "continue_chat": "<important_rules>\n  Always include the language and file name in the info string of code blocks, e.g. ```python src/main.py\n"
                     "  When proposing an edit to an existing file, show only the changed parts with '... existing code ...' comments.\n"
                     "</important_rules>",
    "continue_agent": "<important_rules>\n  You are in agent mode. Use the available tools to read, search and edit the codebase when a request needs it.\n"
                      "  Include the file name in code block info strings.\n  Prefer small, reviewable changes.\n</important_rules>",
    "cursor": "You help a developer inside their editor, working directly in their project. Messages may come with editor "
              "state such as the files they have open or where the cursor is; use it only when it matters for the request.\n<communication>Be concise. Format in markdown.</communication>\n"
              "<tool_calling>Only call tools when needed; if the USER's task is general or you already know the answer, respond without "
              "calling tools. Never refer to tool names when speaking to the USER.</tool_calling>\n"
              "<making_code_changes>Use the edit tools instead of outputting code unless asked. Add needed imports. "
              "Fix linter errors you introduce, but do not loop more than three times on the same file.</making_code_changes>",
    "windsurf": "You are an agentic coding assistant embedded in an IDE. You work with the USER on their codebase using the tools "
                "provided. The USER's OS is linux. Workspace: /home/dev/shop -> example/shop.\n<tool_calling>Only call a tool when it is "
                "necessary. Explain briefly why before each call.</tool_calling>\n<making_code_changes>Never print code to the USER when "
                "you can apply it with an edit tool. Generated code must run immediately.</making_code_changes>\n"
                "<memory_system>You may save important context to memory; memories are retrieved automatically.</memory_system>",
    "augment": "# Role\nYou are an AI coding assistant with access to the developer's codebase through a context engine.\n\n"
               "# Preliminary tasks\nBefore editing, collect information about the code you will change with the retrieval tool.\n\n"
               "# Making edits\nUse the string replacement editor; never rewrite whole files. Ask before installing dependencies.\n\n"
               "# Memories\n- The user prefers pnpm.\n- Backend tests run with `make test-api`.\n- The team uses conventional commits.\n\n"
               "# Final\nIf you were asked a question, answer it directly. Summarise the changes you made at the end.",
    "amazonq": "You are a command line assistant for developers on AWS. You can read and write local files, run bash commands and "
               "call AWS APIs. Be concise. Confirm before destructive operations. Current directory: /home/dev/infra. "
               "Platform: linux. Date: 2026-12-01.",
    "aide": "You are a coding agent in the user's editor. You see the editor's open files and can navigate symbols, search, open files, "
            "edit code and run terminal commands. Keep the user informed with one sentence before each action.",
    "void": "You are the coding agent of a code editor. The user gives you a request and may select files to go with it.\n"
            "Use tools only when the request needs the workspace; greetings and general questions get a direct answer.\nThe user's system: linux. Workspace folders: /home/dev/notes-app",
    "zed": "You are the assistant panel of a code editor and you write code the way a careful senior engineer would.\n\n"
           "## Communication\nKeep a friendly, direct tone and address the user as 'you'. "
           "Format responses in markdown.\n\n## Tool use\nFollow the tool schemas exactly. Do not call tools to answer general "
           "questions. When you read a file, read only the range you need.\n\n## System Information\nOperating System: linux\n"
           "Default Shell: /bin/zsh\nWorktree: /home/dev/editor-plugins",
    "jetbrains": "You are an AI assistant integrated into a JetBrains IDE. Answer questions about code, explain code, and suggest "
                 "changes. The user uses IntelliJ IDEA 2025.3 on macOS. Project language: Kotlin, Java. Build tool: Gradle. "
                 "When you show code, use fenced blocks with the language.",
    "refact": "You are an AI programming assistant working in the user's IDE with access to the project through tools. "
              "Explore before you change. Use the patch tools to apply changes; the user reviews every diff.",
    "codegpt": "You are a helpful coding assistant. Answer clearly, with code examples when useful. The user's editor language is set to English.",
    "bito": "You are a senior software developer helping a teammate. Give correct, secure, production-quality answers. "
            "When code is provided as context, base the answer on that code.",
    "cody": "You are Cody, an AI coding assistant from Sourcegraph.",
    "tabby": "You are a coding assistant. The user's question may come with snippets from their repositories; cite files by path "
             "when you rely on them.",
    "twinny": "You are an expert software developer. Answer briefly and accurately. Use markdown code blocks.",
    "llamavsc": "You are a helpful coding assistant running locally.",
    "openhands": "You are a software engineering agent that solves tasks by running commands and editing files in a sandbox.\n\n"
                 "<ROLE>Carry out the user's engineering work in the sandbox. A question about the code deserves an answer, "
                 "not a code change.</ROLE>\n<EFFICIENCY>Combine several commands into one when possible.</EFFICIENCY>\n"
                 "<FILE_SYSTEM_GUIDELINES>Never create backup copies of files; edit in place.</FILE_SYSTEM_GUIDELINES>\n"
                 "<VERSION_CONTROL>Do not push to remote unless asked.</VERSION_CONTROL>\n"
                 "<PROBLEM_SOLVING_WORKFLOW>1. Explore 2. Analyze 3. Test (reproduce first) 4. Implement 5. Verify</PROBLEM_SOLVING_WORKFLOW>",
    "sweagent": "You resolve software issues by operating a terminal and an editor.",
    "mini": "You operate a Linux shell to finish programming tasks.\n\nEvery reply: a short THOUGHT paragraph, then exactly one "
            "```bash block holding one command (chain with && if you must).\n\nFormat:\nTHOUGHT: your reasoning\n\n```bash\nyour_command\n```\n\nWhen you are done, run "
            "`echo TASK_FINISHED && git add -A && git diff --cached` and nothing else.",
    "autogen_coder": "You are a helpful AI assistant. Solve tasks using your coding and language skills. When you need to run code, "
                     "put it in a ```python or ```sh block; the user will execute it and report the result. Do not ask the user to "
                     "modify the code. If the result shows an error, fix it and output the full corrected code. Reply TERMINATE when done.",
    "autogen_tools": "You are a helpful AI assistant with tools for working on a code repository. Use them to complete the task. "
                     "Reply with TERMINATE when the task is complete.",
    "crew": "Role: Backend Maintainer. Background: ten years of keeping Python services alive; allergic to untested changes.\n"
            "Objective: land correct, tested changes in the repository.\n"
            "Tools you may call (no others exist):\n\n{tools}\n\n"
            "Answer in this layout:\n\nThought: what you will do next and why\nAction: exactly one of [{names}]\n"
            "Action Input: a JSON object of arguments\nObservation: (filled in for you)\n\n"
            "When you are finished:\n\nThought: I now know the final answer\nFinal Answer: your result",
    "langgraph": "You are a coding agent. Use the tools to inspect and modify the repository at /workspace. Think step by step and "
                 "stop when the task is complete.",
    "langgraph_sup": "You are a supervisor managing two agents: a researcher and a coder. Assign work to one agent at a time by calling "
                     "its transfer tool. Do not do any work yourself.",
    "sk": "You are a build assistant for the platform team. Use the available functions to inspect repositories and run builds. "
          "Answer questions directly when no function is needed.",
    "haystack_v1": "An engineering agent works through a question by alternating reasoning and tool calls.\n\nAvailable tools:\n\n"
                   "{tools}\n\nLayout of the transcript:\n\nQuestion: what was asked\nThought: reasoning about what is still "
                   "missing\nAction: a tool name from [{names}]\nAction Input: the tool's argument\nObservation: the tool's reply\n"
                   "(repeat Thought/Action/Action Input/Observation as needed)\nFinal Answer: the answer\n",
    "haystack_v2": "You are a repository maintenance agent. Use tools when the task requires reading or changing the code.",
    "n8n": "You are a helpful assistant for the engineering team. Today is {{ $now }}. You can read the team's repository through "
           "the provided tools and post to Slack.",
    "jupyter": "You are the notebook assistant of a JupyterLab installation. Answer data-science and Python questions for the "
               "person at the notebook. Use Markdown; put code in fenced blocks; assume pandas, numpy and matplotlib are installed.",
    "shellgpt": "Reply with one bash command for Ubuntu 24.04 that does what is asked, nothing else: no prose, no code fences. "
                "Choose sensible defaults for anything unspecified.",
    "aichat": "You are a helpful terminal assistant. Be short.",
    "warp": "You are an agent in a terminal application. You can run commands for the user, read files and edit them. "
            "The user's shell is zsh on macOS 15. Ask before running commands that change state outside the project.",
    "aider": "You change code in a git repository on request, following the conventions the code already uses.\n"
             "If a request is unclear, ask first. If files you need are not in the chat, name them and stop.\n\n"
             "Express every change as an edit block:\n\npath/to/file.ext\n```lang\n<<<<<<< SEARCH\nexact existing lines\n"
             "=======\nnew lines\n>>>>>>> REPLACE\n```\n\nThe SEARCH part must match the file character for character. "
             "Use an empty SEARCH part to create a new file.",
}


# ---------------------------------------------------------------- client text that rides inside user messages
def rid(rng):
    h = f"{rng.getrandbits(128):032x}"
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-a{h[17:20]}-{h[20:]}"


def stamp(rng):
    return f"2026-11-{rng.randint(3, 29):02d}T{rng.randint(7, 22):02d}:{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d}Z"


def env_details(rng, mode=None, cost=False):
    tree = rng.choice(ENV_TREES)
    first = tree.split("\n")[1] if "\n" in tree else tree
    out = ["<environment_details>", "# VSCode Visible Files", first, "", "# VSCode Open Tabs", ", ".join(tree.split("\n")[1:4]), "",
           "# Current Time", stamp(rng)]
    if cost:
        out += ["", "# Current Cost", f"${rng.randint(0, 300) / 100:.2f}"]
    if mode:
        out += ["", "# Current Mode", f"<slug>{mode}</slug>"]
    out += ["", "# Current Working Directory (/home/dev/project) Files", tree, "</environment_details>"]
    return "\n".join(out)


def instr_block(rng):
    name, text = rng.choice(INSTRUCTION_FILES)
    return f"Instructions from {name}:\n\n{text}"


def w_plain(fam, rng, ask):
    return plain_ask(ask)


def w_instr(fam, rng, ask):
    if rng.random() < 0.5:
        return f"<user_instructions>\n{instr_block(rng)}\n</user_instructions>\n\n{plain_ask(ask)}"
    return plain_ask(ask)


def w_task(fam, rng, ask):
    return f"<task>\n{plain_ask(ask)}\n</task>"


def w_copilot(fam, rng, ask):
    tree = rng.choice(ENV_TREES)
    att = attachment(ask[4])
    ctx = ""
    if att is not None:
        ctx = f"<attachments>\n<attachment id=\"{att[0]}\">\nUser's active file:\n{fence(att)}\n</attachment>\n</attachments>\n"
    return (f"<environment_info>\nThe user's current OS is: Linux\nThe user's default shell is: \"bash\".\n</environment_info>\n"
            f"<workspace_info>\nThe workspace has this structure:\n```\n{tree}\n```\n</workspace_info>\n{ctx}"
            f"<context>\nThe current date is December 1, 2026.\n</context>\n"
            f"<reminderInstructions>\nPrefer the edit tools to printing code. Keep going until the request is handled.\n"
            f"</reminderInstructions>\n<userRequest>\n{ask[3]}\n</userRequest>")


def w_cursor(fam, rng, ask):
    att = attachment(ask[4])
    parts = ["<user_info>\nThe user's OS version is linux 6.8.0. The absolute path of the user's workspace is /home/dev/shop. "
             "The user's shell is /usr/bin/zsh.\n</user_info>"]
    if rng.random() < 0.4:
        parts.append(f"<rules>\n{instr_block(rng)}\n</rules>")
    if att is not None:
        parts.append(f"<attached_files>\n<file_contents path=\"{att[0]}\">\n{att[2]}\n</file_contents>\n</attached_files>")
    parts.append(f"<user_query>\n{ask[3]}\n</user_query>")
    return "\n\n".join(parts)


def w_windsurf(fam, rng, ask):
    att = attachment(ask[4])
    meta = f"The current local time is: {stamp(rng)}."
    if att is not None:
        meta += f"\nThe USER's active document is: /home/dev/shop/{att[0]}\nActive document content:\n{att[2]}"
    return f"<USER_REQUEST>\n{ask[3]}\n</USER_REQUEST>\n<ADDITIONAL_METADATA>\n{meta}\n</ADDITIONAL_METADATA>"


def w_zed(fam, rng, ask):
    att = attachment(ask[4])
    if att is None:
        return ask[3]
    return f"<context>\nFiles the user attached:\n<files>\n{fence(att)}\n</files>\n</context>\n\n{ask[3]}"


def w_openhands(fam, rng, ask):
    return [{"type": "text", "text": plain_ask(ask)},
            {"type": "text", "text": "<RUNTIME_INFORMATION>\nThe sandbox exposes ports 51234 and 58011 for web servers.\n"
                                     f"Today's date is 2026-12-01.\n</RUNTIME_INFORMATION>\n<REPOSITORY_INFO>\nRepository: example/{rng.choice(['shop', 'ledger', 'notes'])} "
                                     "checked out at /workspace, branch main.\n</REPOSITORY_INFO>"}]


def w_swe(fam, rng, ask):
    return ("The repository is checked out at /repo. Someone reported the following:\n\n<issue>\n" + plain_ask(ask) +
            "\n</issue>\n\nChange non-test files under /repo so the report is resolved. A workable plan:\n"
            "1. locate the code involved\n2. write a small script that shows the problem and run it\n"
            "3. change the source\n4. run the script again to confirm\n5. consider edge cases\n"
            "Your shell starts in /repo.")


def w_mini(fam, rng, ask):
    return (f"Task:\n{plain_ask(ask)}\n\nWork in the current directory, a git checkout. Commands run in a fresh subshell each time, "
            "so `cd` does not persist. Edit files with sed, a heredoc or a python one-off.\n\n"
            "<system_information>\nLinux 6.8.0 x86_64\n</system_information>")


def w_crew(fam, rng, ask):
    return (f"\nAssignment: {plain_ask(ask)}\n\nWhat a good final answer looks like: the answer to the question, or a short "
            "account of the changes made and how they were checked.\n\nStart now, in the layout above.\n\nThought:")


def w_parts_image(fam, rng, ask):
    parts = [{"type": "text", "text": plain_ask(ask)}]
    if rng.random() < 0.35:
        parts.append({"type": "image_url", "image_url": {"url": "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg=="}})
    return parts


def w_jupyter(fam, rng, ask):
    att = attachment(ask[4])
    if att is not None and att[1] == "python":
        return f"{ask[3]}\n\nActive cell:\n```python\n{att[2]}\n```"
    return plain_ask(ask)


def w_cody(fam, rng, ask):
    return plain_ask(ask)


# ---------------------------------------------------------------- request builders per protocol
def oa_tools_list(fam):
    return [{"type": "function", "function": t} for t in tool_schemas(fam["spec"], fam.get("extra", ()))]


def anth_tools_list(fam):
    return [{"name": t["name"], "description": t["description"], "input_schema": t["parameters"]}
            for t in tool_schemas(fam["spec"], fam.get("extra", ()))]


def resp_tools_list(fam):
    return [dict(type="function", strict=False, **t) for t in tool_schemas(fam["spec"], fam.get("extra", ()))]


def tool_text(fam):
    return "\n".join(f"{t['name']}: {t['description']} Args: {json.dumps(list(t['parameters']['properties']))}"
                     for t in tool_schemas(fam["spec"], fam.get("extra", ())))


def sys_fill(fam):
    s = fam["system"]
    if "{tools}" in s:
        names = ", ".join(t["name"] for t in tool_schemas(fam["spec"], fam.get("extra", ())))
        s = s.replace("{tools}", tool_text(fam)).replace("{names}", names)
    return s


def history_pair(rng):
    """An earlier, finished chat exchange (no tools) that precedes the new ask."""
    q, a = rng.choice([
        ("what's a good name for a function that merges two sorted lists", "`merge_sorted` reads well and says what it does."),
        ("how do I pin a python dependency to a minor version", "Use a compatible-release specifier, e.g. `~=2.6`."),
        ("is `null ?? 0` the same as `null || 0`", "No: `??` only falls back on null/undefined, `||` on any falsy value."),
        ("¿cómo listo las ramas remotas en git?", "`git branch -r`, o `git branch -a` para ver también las locales.")])
    return [{"role": "user", "content": q}, {"role": "assistant", "content": "Short answer: " + a}]


def body_chat(fam, rng, messages, tools=None, stream=True):
    b = {"model": fam["model"], "messages": messages}
    if tools:
        b["tools"] = tools
        if fam.get("tool_choice"):
            b["tool_choice"] = fam["tool_choice"]
    b.update(fam.get("extra_body", {}))
    b["stream"] = stream
    return b


def build_conv(fam, rng, first_user, steps, tail):
    """(endpoint, body) for a conversation in this family's protocol."""
    proto = fam["proto"]
    if proto == "oa_tools":
        return "/v1/chat/completions", body_chat(fam, rng, oa_messages(dict(fam, system=sys_fill(fam)), rng, first_user, steps, tail),
                                                  oa_tools_list(fam))
    if proto == "anth":
        b = {"model": fam["model"], "max_tokens": fam.get("max_tokens", 32000),
             "system": [{"type": "text", "text": sys_fill(fam), "cache_control": {"type": "ephemeral"}}],
             "messages": anth_messages(fam, rng, first_user if isinstance(first_user, str) else json.dumps(first_user), steps, tail),
             "tools": anth_tools_list(fam), "stream": True}
        b.update(fam.get("extra_body", {}))
        return fam.get("endpoint", "/v1/messages"), b
    if proto == "resp":
        b = {"model": fam["model"], "instructions": sys_fill(fam),
             "input": resp_input(fam, rng, first_user if isinstance(first_user, str) else json.dumps(first_user), steps, tail),
             "tools": resp_tools_list(fam), "tool_choice": "auto", "parallel_tool_calls": False,
             "reasoning": {"effort": "medium", "summary": "auto"}, "store": False, "stream": True,
             "prompt_cache_key": rid(rng)}
        if rng.random() < 0.5:
            b["input"].insert(0, {"type": "message", "role": "developer",
                                  "content": [{"type": "input_text", "text": b.pop("instructions")}]})
        b.update(fam.get("extra_body", {}))
        return "/v1/responses", b
    if proto == "xml":
        env = env_details(rng, mode=fam.get("mode"), cost=fam.get("cost", False))
        return "/v1/chat/completions", body_chat(fam, rng, xml_messages(fam, rng, first_user, steps, tail, env))
    if proto == "react":
        f2 = dict(fam, system=sys_fill(fam))
        return "/v1/chat/completions", body_chat(f2, rng, react_messages(f2, rng, first_user, steps, tail))
    if proto == "react_cmpl":
        f2 = dict(fam, system=sys_fill(fam))
        prompt = react_transcript(f2, first_user, steps)
        b = {"model": fam["model"], "prompt": prompt, "max_tokens": 512, "temperature": 0, "stop": ["\nObservation:"], "stream": False}
        return "/v1/completions", b
    if proto == "shell":
        return "/v1/chat/completions", body_chat(fam, rng, shell_messages(fam, rng, first_user, steps, tail, fam["obs_fmt"]), stream=False)
    if proto == "chat":
        msgs = pasted_loop(fam, rng, first_user, steps, tail) if (steps or tail) else (
            ([{"role": fam.get("sysrole", "system"), "content": fam["system"]}] if fam.get("system") else [])
            + (history_pair(rng) if rng.random() < fam.get("history", 0.25) else [])
            + [{"role": "user", "content": first_user}])
        return fam.get("endpoint", "/v1/chat/completions"), body_chat(fam, rng, msgs, stream=fam.get("stream", True))
    raise ValueError(proto)


def side_call(fam, rng, kind, traj):
    """A side call: title, commit message, compaction or topic detection (always single_step)."""
    first = traj["ask"]
    small = fam.get("small_model", fam["model"])
    if kind == "compact" and fam["proto"] in ("oa_tools", "anth", "resp", "xml", "react", "shell"):
        k = len(traj["steps"])
        ask = rng.choice(["Your context window is nearly full. Write a detailed summary of the conversation so far: the task, "
                          "decisions made, files touched, commands run and their results, and what remains. It will replace "
                          "the history, so leave nothing out that is needed to continue.",
                          "Summarize everything above for a handoff: goal, current state, key file paths, open problems. "
                          "Reply with the summary only, no tool calls.",
                          "Condense this session into a brief progress note (max 300 words)."])
        ep, body = build_conv(fam, rng, first, traj["steps"][:k], None)
        if fam["proto"] == "anth":
            body["messages"].append({"role": "user", "content": [{"type": "text", "text": ask}]})
        elif fam["proto"] == "resp":
            body["input"].append({"type": "message", "role": "user", "content": [{"type": "input_text", "text": ask}]})
        elif fam["proto"] == "react_cmpl":
            body["prompt"] += " " + ask
        else:
            body["messages"].append({"role": "user", "content": ask})
        body["stream"] = False
        return ep, body, "compact-history"
    if kind in ("compact", "summary_text"):
        lines = [f"USER: {first}"]
        for thought, op, args, out in traj["steps"]:
            lines.append(f"ASSISTANT: {thought} [{op} {json.dumps(args, ensure_ascii=False)[:200]}]")
            lines.append(f"RESULT: {out[:600]}")
        prompt = ("Below is the event log of a coding session. Write a summary that keeps the user's goal, what has been tried, "
                  "what worked, what failed and the next step.\n\n<events>\n" + "\n".join(lines) + "\n</events>")
        body = {"model": small, "messages": [{"role": "user", "content": prompt}], "temperature": 0, "stream": False}
        return "/v1/chat/completions", body, "summarize-history"
    if kind == "title":
        prompt = rng.choice([
            "Write a title of at most six words for a chat that begins with the message below. Reply with the title only.\n\n",
            "Summarize the following request as a short sidebar title (no quotes, no punctuation at the end):\n\n",
            "Give this conversation a 3-5 word name.\n\nFirst message:\n"])
        text = first if rng.random() < 0.5 else rng.choice(ASKS)[3]
        if fam["proto"] == "anth":
            body = {"model": small, "max_tokens": 64, "system": [{"type": "text", "text": "You name conversations."}],
                    "messages": [{"role": "user", "content": [{"type": "text", "text": prompt + text}]}], "stream": False}
            return fam.get("endpoint", "/v1/messages"), body, "title"
        body = {"model": small, "messages": [{"role": "system", "content": "You write short titles."},
                                             {"role": "user", "content": prompt + text}], "max_tokens": 40, "temperature": 0.2,
                "stream": False}
        return "/v1/chat/completions", body, "title"
    if kind == "commit":
        diff = rng.choice(DIFFS)
        prompt = rng.choice(["Write a git commit message for the staged changes below. Conventional commit style, subject under 72 "
                             "characters, then a blank line and a short body.\n\n",
                             "Generate a concise commit message for this diff:\n\n",
                             "commit message pls\n\n"])
        body = {"model": small, "messages": [{"role": "system", "content": "You write commit messages."},
                                             {"role": "user", "content": prompt + diff}], "temperature": 0.3, "stream": False}
        return "/v1/chat/completions", body, "commit-message"
    if kind == "topic":
        body = {"model": small, "max_tokens": 128,
                "system": [{"type": "text", "text": "Decide whether the message starts a new conversation topic. Answer with JSON "
                                                    "{\"isNewTopic\": bool, \"title\": string|null}."}],
                "messages": [{"role": "user", "content": [{"type": "text", "text": rng.choice(ASKS)[3]}]}], "stream": False}
        return fam.get("endpoint", "/v1/messages"), body, "topic-detection"
    raise ValueError(kind)


# ---------------------------------------------------------------- inline completion / FIM
FIM_EXTRA = [
    ("src/lib/strings.py", "python", "def slugify(text: str) -> str:\n    text = text.lower().strip()\n    text = re.sub(r\"[^a-z0-9]+\", \"-\", text)\n    return text.strip(\"-\")\n\n\ndef truncate(text: str, n: int) -> str:\n    if len(text) <= n:\n        return text\n    return text[: n - 1] + \"…\"\n"),
    ("src/routes/users.ts", "typescript", "router.get('/users/:id', async (req, res) => {\n  const user = await db.user.findUnique({ where: { id: req.params.id } });\n  if (!user) {\n    return res.status(404).json({ error: 'not found' });\n  }\n  res.json(user);\n});\n"),
    ("pkg/retry/retry.go", "go", "func Do(ctx context.Context, n int, f func() error) error {\n\tvar err error\n\tfor i := 0; i < n; i++ {\n\t\tif err = f(); err == nil {\n\t\t\treturn nil\n\t\t}\n\t\tselect {\n\t\tcase <-ctx.Done():\n\t\t\treturn ctx.Err()\n\t\tcase <-time.After(time.Duration(1<<i) * 100 * time.Millisecond):\n\t\t}\n\t}\n\treturn err\n}\n"),
]


def fim_pair(rng):
    path, lang, code = rng.choice(list(SNIPPETS.values()) + FIM_EXTRA)
    lines = code.split("\n")
    i = rng.randint(2, max(3, len(lines) - 3))
    line = lines[i]
    cut = rng.randint(0, len(line)) if line else 0
    prefix = "\n".join(lines[:i]) + "\n" + line[:cut]
    suffix = line[cut:] + "\n" + "\n".join(lines[i + 1:])
    return path, lang, prefix, suffix


SENT = {
    "qwen": ("<|fim_prefix|>", "<|fim_suffix|>", "<|fim_middle|>", ["<|endoftext|>", "<|fim_prefix|>", "<|fim_middle|>", "<|fim_suffix|>", "<|fim_pad|>", "<|repo_name|>", "<|file_sep|>", "<|im_start|>", "<|im_end|>", "\n\n\n"]),
    "codellama": ("<PRE> ", " <SUF>", " <MID>", ["<PRE>", "<SUF>", "<MID>", "<EOT>", "\n\n\n"]),
    "starcoder": ("<fim_prefix>", "<fim_suffix>", "<fim_middle>", ["<fim_prefix>", "<fim_suffix>", "<fim_middle>", "<|endoftext|>", "<file_sep>"]),
    "deepseek": ("<｜fim▁begin｜>", "<｜fim▁hole｜>", "<｜fim▁end｜>", ["<｜fim▁begin｜>", "<｜fim▁hole｜>", "<｜fim▁end｜>", "<|EOT|>", "\n\n"]),
}


def fim_request(fam, rng):
    kind = fam["fim"]
    path, lang, pre, suf = fim_pair(rng)
    mdl = fam.get("fim_model", fam["model"])
    if kind == "copilot":
        body = {"prompt": f"# Path: {path}\n# Language: {lang}\n{pre}", "suffix": suf, "max_tokens": rng.choice([200, 300, 500]),
                "temperature": 0, "top_p": 1, "n": 1, "stop": ["\n"], "stream": True,
                "extra": {"language": lang, "next_indent": 0, "trim_by_indentation": True, "prompt_tokens": len(pre) // 4}}
        return "/v1/completions", body, {"openai-intent": "copilot-ghost", "x-copilot-repository": "example/shop"}
    if kind in ("infill",):
        head, _, cur = pre.rpartition("\n")
        body = {"input_prefix": head + "\n", "input_suffix": suf, "input_extra": [{"filename": p, "text": c[:400]} for p, _, c in rng.sample(list(SNIPPETS.values()), 2)],
                "prompt": cur, "n_predict": 128, "stop": [], "n_indent": 4, "top_k": 40, "top_p": 0.99,
                "stream": False, "samplers": ["top_k", "top_p", "infill"], "cache_prompt": True,
                "t_max_prompt_ms": 500, "t_max_predict_ms": 1000}
        return "/infill", body, {}
    if kind == "suffix":
        body = {"model": mdl, "prompt": pre, "suffix": suf, "max_tokens": rng.choice([64, 128, 256]), "temperature": 0.1,
                "stop": ["\n\n"], "stream": True}
        return "/v1/completions", body, {}
    if kind == "zeta":
        cur = pre + "<|user_cursor_is_here|>" + suf
        prompt = (f"### Instruction:\nPredict the developer's next edit inside the editable region.\n\n### Recent edits:\n"
                  f"User edited \"{path}\":\n```diff\n@@ -3,1 +3,1 @@\n-    pass\n+    return None\n```\n\n### Excerpt:\n```{path}\n"
                  f"<|start_of_file|>\n<|editable_region_start|>\n{cur}\n<|editable_region_end|>\n```\n\n### Response:\n")
        body = {"model": mdl, "prompt": prompt, "max_tokens": 2048, "temperature": 0, "stream": False}
        return "/v1/completions", body, {}
    if kind == "hole_chat":
        marker = fam.get("hole", "{{FILL_HERE}}")
        body = {"model": mdl, "messages": [
            {"role": "system", "content": "You complete code at the marked hole. Reply with only the text that belongs at the hole, "
                                          "no explanation and no code fences."},
            {"role": "user", "content": f"File: {path}\n```{lang}\n{pre}{marker}{suf}\n```\nFill {marker}."}],
            "max_tokens": 256, "temperature": 0, "stream": True}
        return "/v1/chat/completions", body, {}
    beg, hole, end, stops = SENT[kind]
    if kind == "codellama":
        prompt = f"{beg}{pre}{hole}{suf}{end}"
    elif kind == "qwen" and rng.random() < 0.5:
        prompt = f"<|repo_name|>shop\n<|file_sep|>{path}\n{beg}{pre}{hole}{suf}{end}"
    else:
        prompt = f"{beg}{pre}{hole}{suf}{end}"
    body = {"model": mdl, "prompt": prompt, "max_tokens": rng.choice([64, 128, 256]), "temperature": rng.choice([0, 0.01, 0.2]),
            "stop": stops, "stream": True}
    body.update(fam.get("fim_extra", {}))
    return "/v1/completions", body, {}


# ---------------------------------------------------------------- clients with their own chunk layout
AIDER_FILE = {"cache": "py_cache", "failing": "ts_hook", "healthz": "go_handler", "NullPointer": "java_service",
              "cargo": "rs_parse"}


def aider_messages(rng, ask, tail_steps=None, tail=None):
    key = next((v for k, v in AIDER_FILE.items() if k in ask[3]), None) or rng.choice(["py_cache", "py_header", "go_handler", "ts_hook"])
    att = attachment(ask[4]) if ask[4] else SNIPPETS[key]
    rmap = "\n".join(f"{p}:\n⋮\n│def {n}(…):\n⋮" for p, n in [("app/views/products.py", "list_products"), ("app/settings.py", "load"),
                                                               ("services/geo.py", "lookup"), ("tests/test_cache.py", "test_expiry")])
    msgs = [{"role": "system", "content": SYS["aider"]},
            {"role": "user", "content": "Rename the function `greet` to `welcome` in hello.py."},
            {"role": "assistant", "content": "hello.py\n```python\n<<<<<<< SEARCH\ndef greet(name):\n=======\ndef welcome(name):\n>>>>>>> REPLACE\n```"},
            {"role": "user", "content": "These are outlines of other files in the repository. They are read-only; ask me to add one to the chat if you need to edit it.\n\n" + rmap},
            {"role": "assistant", "content": "Understood, I will ask before touching any of those."},
            {"role": "user", "content": f"Files added to the chat, full contents:\n\n{att[0]}\n```\n{att[2]}\n```"},
            {"role": "assistant", "content": "Got them."},
            {"role": "user", "content": ask[3] if ask[4] else plain_ask(ask)}]
    if tail_steps is not None:
        for thought, op, args, out in tail_steps:
            msgs.append({"role": "assistant", "content": f"{thought}\n\n{att[0]}\n```\n<<<<<<< SEARCH\n{att[2].splitlines()[3]}\n=======\n{att[2].splitlines()[3]}  # changed\n>>>>>>> REPLACE\n```"})
            msgs.append({"role": "user", "content": rng.choice([
                f"# Errors found after applying the edit; fix them if you can.\n\n## Running: {shell_cmd(op, args) if op == 'run' else 'python -m flake8 --select=E9,F821,F823,F831,F406,F407,F701,F702,F704,F706 ' + att[0]}\n\n{out}",
                f"The test command failed after your change:\n\n{out}\n\nPlease fix.",
                f"1 edit block did not apply: the SEARCH text was not found verbatim in {att[0]}.\nThe file contains:\n```\n{att[2][:600]}\n```\nSend a corrected block; the other blocks were applied."])})
    if tail:
        msgs.append({"role": "assistant", "content": "I updated the file as shown."})
        msgs.append({"role": "user", "content": tail})
    msgs.append({"role": "system", "content": "Remember: every change goes in an edit block whose SEARCH part matches the file exactly."})
    return msgs


def cody_messages(fam, rng, ask):
    msgs = []
    att = attachment(ask[4])
    if att is not None:
        msgs += [{"role": "user", "content": f"Codebase context from file {att[0]}:\n```{att[1]}\n{att[2]}\n```"},
                 {"role": "assistant", "content": "Ok."}]
    for p, _, c in rng.sample(list(SNIPPETS.values()), rng.randint(0, 2)):
        msgs += [{"role": "user", "content": f"Codebase context from file {p}:\n```\n{c[:500]}\n```"}, {"role": "assistant", "content": "Ok."}]
    msgs.append({"role": "user", "content": ask[3]})
    return [{"role": "system", "content": SYS["cody"]}] + msgs


def act_mini(thought, cmd):
    return f"THOUGHT: {thought}\n\n```bash\n{cmd}\n```"


def obs_mini(code, out):
    return f"<returncode>{code}</returncode>\n<output>\n{out}\n</output>"


def act_autogen(thought, cmd):
    return f"{thought}\n\n```sh\n{cmd}\n```"


def obs_autogen(code, out):
    return f"exitcode: {code} ({'execution failed' if code else 'execution succeeded'})\nCode output: \n{out}"


def act_warp(thought, cmd):
    return f"{thought}\n<run_command>{cmd}</run_command>"


def obs_warp(code, out):
    return f"Command output (exit code {code}):\n{out}"


def sdk_headers(lang, ver):
    return {"user-agent": f"OpenAI/{lang} {ver}", "x-stainless-lang": lang.lower(), "x-stainless-package-version": ver,
            "x-stainless-os": "Linux", "x-stainless-arch": "x64", "x-stainless-retry-count": "0"}


PY_SDK = sdk_headers("Python", "1.99.9") | {"x-stainless-runtime": "CPython", "x-stainless-runtime-version": "3.12.7"}
JS_SDK = sdk_headers("JS", "5.12.2") | {"x-stainless-runtime": "node", "x-stainless-runtime-version": "v22.11.0"}
ANTH_SDK = {"user-agent": "Anthropic/JS 0.68.0", "anthropic-version": "2023-06-01", "x-stainless-lang": "js"}

# name, description (for README), proto, fields...
FAMILIES = [
    dict(name="copilot_vscode", src="public", proto="oa_tools", model="gpt-4.1", spec=SPEC["copilot"], extra=EXTRA["copilot"],
         system=SYS["copilot_agent"], wrap=w_copilot, fim="copilot", fim_model="gpt-4o-copilot", side=["title", "commit"],
         headers={"user-agent": "GitHubCopilotChat/0.33.1", "editor-version": "vscode/1.106.2", "editor-plugin-version": "copilot-chat/0.33.1",
                  "copilot-integration-id": "vscode-chat", "openai-intent": "conversation-agent", "x-interaction-type": "conversation-agent"},
         extra_body={"temperature": 0, "top_p": 1, "n": 1},
         alt=dict(proto="chat", system=SYS["copilot_chat"], wrap=w_plain,
                  headers={"user-agent": "GitHubCopilotChat/0.33.1", "editor-version": "vscode/1.106.2",
                           "editor-plugin-version": "copilot-chat/0.33.1", "copilot-integration-id": "vscode-chat",
                           "openai-intent": "conversation-panel"})),
    dict(name="continue", src="public", proto="oa_tools", model="qwen2.5-coder-32b", spec=SPEC["continue"], extra=EXTRA["continue"],
         system=SYS["continue_agent"], wrap=w_instr, fim="qwen", fim_model="qwen2.5-coder-1.5b", side=["title", "compact"],
         chat_system=SYS["continue_chat"], chat_share=0.5,
         headers={"user-agent": "Continue/1.2.10 (vscode)"}, extra_body={"max_tokens": 4096}),
    dict(name="pearai", src="plausible", proto="chat", model="pearai-model", system=SYS["continue_chat"], wrap=w_plain,
         fim="codellama", fim_model="codestral-latest", side=["title", "summary_text"],
         headers={"user-agent": "PearAI/1.8.4 (vscode)", "x-pearai-session": "s"}, extra_body={"max_tokens": 4096}),
    dict(name="cline_native", src="public", proto="oa_tools", model="anthropic/claude-sonnet-4.5", spec=SPEC["cline"], extra=EXTRA["cline"],
         system=None, wrap=w_task, fim=None, side=["compact", "title"], xml_env=True,
         headers={"http-referer": "https://cline.bot", "x-title": "Cline", "user-agent": "Cline/3.38.0"}),
    dict(name="cline_xml", src="public", proto="xml", model="deepseek/deepseek-chat", spec=SPEC["cline"], extra=EXTRA["cline"],
         system=None, wrap=w_task, fim=None, side=["compact", "summary_text"], product="Cline",
         headers={"http-referer": "https://cline.bot", "x-title": "Cline", "user-agent": "Cline/3.17.2"}, extra_body={"temperature": 0}),
    dict(name="roo_code", src="public", proto="xml", model="qwen/qwen3-coder", spec=SPEC["roo"], extra=EXTRA["roo"], system=None,
         wrap=w_task, fim=None, side=["compact", "title"], product="Roo", modes=True, mode="code", cost=True,
         headers={"http-referer": "https://github.com/RooVetGit/Roo-Cline", "x-title": "Roo Code", "user-agent": "RooCode/3.30.1"}),
    dict(name="kilo_code", src="public", proto="xml", model="z-ai/glm-4.6", spec=SPEC["roo"], extra=EXTRA["roo"], system=None,
         wrap=w_task, fim="hole_chat", hole="{{FILL_HERE}}", side=["commit", "compact"], product="Kilo Code", modes=True,
         mode="architect", headers={"http-referer": "https://kilocode.ai", "x-title": "Kilo Code", "user-agent": "Kilo-Code/4.110.0"}),
    dict(name="cursor_custom", src="plausible", proto="oa_tools", model="gpt-5", spec=SPEC["cursor"], extra=EXTRA["cursor"],
         system=SYS["cursor"], wrap=w_cursor, fim=None, side=["title", "compact"],
         headers={"user-agent": "connect-es/1.6.1", "x-cursor-client-version": "2.1.32"}, extra_body={"parallel_tool_calls": True}),
    dict(name="windsurf_like", src="plausible", proto="resp", model="gpt-5-codex", spec=SPEC["windsurf"], extra=EXTRA["windsurf"],
         system=SYS["windsurf"], wrap=w_windsurf, fim=None, side=["title", "compact"],
         headers={"user-agent": "windsurf/1.12.4", "x-session-id": "s"}),
    dict(name="codeium_like_fim", src="plausible", proto="chat", model="codeium-chat", system="You are a coding assistant in the editor.",
         wrap=w_plain, fim="deepseek", fim_model="deepseek-coder-v2-lite-base", side=["commit"], shapes={"fim": 14, "first_turn": 10, "loop": 3, "side": 3},
         headers={"user-agent": "codeium-language-server/1.46.2"}),
    dict(name="augment_like", src="plausible", proto="anth", model="claude-sonnet-4-5", small_model="claude-haiku-4-5",
         spec=SPEC["augment"], extra=EXTRA["augment"], system=SYS["augment"], wrap=w_instr, fim=None, side=["title", "compact"],
         headers=ANTH_SDK | {"user-agent": "augment.vscode-augment/0.640.0", "anthropic-beta": "prompt-caching-2024-07-31"}),
    dict(name="amazon_q_like_cli", src="plausible", proto="anth", model="claude-sonnet-4", small_model="claude-3-5-haiku",
         spec=SPEC["amazonq"], extra=EXTRA["amazonq"], system=SYS["amazonq"], wrap=w_plain, fim=None, side=["compact", "title"],
         headers={"user-agent": "q-cli/1.19.3", "anthropic-version": "2023-06-01"}),
    dict(name="aide", src="plausible", proto="oa_tools", model="claude-3-7-sonnet", spec=SPEC["aide"], extra=EXTRA["aide"],
         system=SYS["aide"], wrap=w_plain, fim="suffix", fim_model="codestral-2501", side=["title", "compact"],
         headers={"user-agent": "aide-sidecar/0.1.40"}),
    dict(name="void", src="public", proto="oa_tools", model="devstral-small", spec=SPEC["void"], extra=EXTRA["void"], system=SYS["void"],
         wrap=w_plain, fim="suffix", fim_model="qwen2.5-coder-7b", side=["title", "commit"], headers=JS_SDK),
    dict(name="zed", src="public", proto="anth", model="claude-sonnet-4-5", small_model="claude-haiku-4-5", spec=SPEC["zed"],
         extra=EXTRA["zed"], system=SYS["zed"], wrap=w_zed, fim="zeta", fim_model="zeta", side=["title", "compact"],
         headers={"user-agent": "Zed/0.214.5", "anthropic-version": "2023-06-01", "anthropic-beta": "fine-grained-tool-streaming-2025-05-14"}),
    dict(name="jetbrains_ai", src="plausible", proto="chat", model="qwen3-coder-30b", system=SYS["jetbrains"], wrap=w_plain,
         fim="suffix", fim_model="qwen2.5-coder-7b", side=["commit", "title"], history=0.3,
         headers={"user-agent": "Ktor client", "x-ide": "IU-253.28294.334"}),
    dict(name="tabby", src="public", proto="chat", model="Qwen2-1.5B-Instruct", system=SYS["tabby"], wrap=w_plain, fim="codellama",
         fim_model="codellama:7b-code", side=["commit"], shapes={"fim": 10, "first_turn": 13, "loop": 4, "side": 3},
         headers={"user-agent": "tabby/0.31.2"}, extra_body={"temperature": 0.1}),
    dict(name="twinny", src="public", proto="chat", model="codellama:7b-instruct", system=SYS["twinny"], wrap=w_plain, fim="codellama",
         fim_model="codellama:7b-code", side=["commit"], shapes={"fim": 9, "first_turn": 13, "loop": 5, "side": 3},
         headers={"user-agent": "node"}, extra_body={"temperature": 0.2, "max_tokens": 1024}),
    dict(name="llama_vim_vscode", src="public", proto="chat", model="gpt-oss-20b", system=SYS["llamavsc"], wrap=w_plain, fim="infill",
         side=["summary_text"], shapes={"fim": 14, "first_turn": 10, "loop": 3, "side": 3}, headers={"user-agent": "curl/8.5.0"}),
    dict(name="refact", src="plausible", proto="oa_tools", model="refact/claude-sonnet-4", spec=SPEC["refact"], extra=EXTRA["refact"],
         system=SYS["refact"], wrap=w_plain, fim="starcoder", fim_model="starcoder2-3b", side=["title", "compact"],
         headers={"user-agent": "refact-lsp 0.10.21"}),
    dict(name="codegpt", src="plausible", proto="chat", model="gpt-4o-mini", system=SYS["codegpt"], wrap=w_plain, fim="suffix",
         fim_model="codestral-latest", side=["commit", "title"], headers={"user-agent": "CodeGPT/3.14.2 (vscode)"}),
    dict(name="bito", src="plausible", proto="chat", model="bito-advanced", system=SYS["bito"], wrap=w_plain, fim=None,
         side=["summary_text", "commit"], history=0.4, headers={"user-agent": "Bito/1.5.3 (jetbrains)"}),
    dict(name="sourcegraph_cody", src="public", proto="cody", model="anthropic::2024-10-22::claude-3-5-sonnet-latest",
         system=SYS["cody"], wrap=w_cody, fim="starcoder", fim_model="starcoder2-7b", side=["commit"],
         headers={"user-agent": "Cody-VSCode/1.96.0", "x-requested-with": "Sourcegraph"}),
    dict(name="aider", src="public", proto="aider", model="deepseek/deepseek-coder", small_model="gpt-4o-mini", fim=None,
         side=["commit", "summary_text"], headers=PY_SDK, wrap=w_plain, system=SYS["aider"]),
    dict(name="openhands", src="public", proto="oa_tools", model="litellm_proxy/claude-sonnet-4-5", spec=SPEC["openhands"],
         extra=EXTRA["openhands"], system=SYS["openhands"], wrap=w_openhands, fim=None, side=["summary_text", "compact"],
         headers=PY_SDK | {"user-agent": "litellm/1.77.7"}, tool_choice="auto"),
    dict(name="swe_agent", src="public", proto="oa_tools", model="gpt-4o", spec=SPEC["sweagent"], extra=EXTRA["sweagent"],
         system=SYS["sweagent"], wrap=w_swe, fim=None, side=["summary_text"], headers=PY_SDK, thought=True,
         extra_body={"temperature": 0.0}),
    dict(name="mini_swe_agent", src="public", proto="shell", model="claude-sonnet-4", system=SYS["mini"], wrap=w_mini, fim=None,
         act_fmt=act_mini, obs_fmt=obs_mini, side=["summary_text"], headers=PY_SDK),
    dict(name="autogen", src="public", proto="oa_tools", model="gpt-4o", spec=SPEC["generic"], system=SYS["autogen_tools"],
         wrap=w_plain, fim=None, names=["coder"], side=["summary_text"], headers=PY_SDK,
         alt=dict(proto="shell", system=SYS["autogen_coder"], act_fmt=act_autogen, obs_fmt=obs_autogen)),
    dict(name="crewai", src="public", proto="react", model="gpt-4o-mini", spec=SPEC["crew"], system=SYS["crew"], wrap=w_crew,
         fim=None, side=["summary_text"], headers=PY_SDK | {"user-agent": "litellm/1.74.9"}, extra_body={"stop": ["\nObservation:"]}),
    dict(name="langgraph", src="public", proto="oa_tools", model="gpt-4.1-mini", spec=SPEC["generic"], system=SYS["langgraph"],
         wrap=w_plain, fim=None, side=["summary_text", "compact"], headers=PY_SDK, tool_name_field=False),
    dict(name="semantic_kernel", src="public", proto="oa_tools", model="gpt-4o", spec=SPEC["sk"], extra=EXTRA["sk"], system=SYS["sk"],
         wrap=w_plain, fim=None, side=["summary_text"], headers={"user-agent": "Semantic-Kernel", "semantic-kernel-version": "dotnet-1.66.0"},
         extra_body={"tool_choice": "auto"}),
    dict(name="haystack", src="public", proto="react_cmpl", model="gpt-3.5-turbo-instruct", spec=SPEC["haystack"], extra=EXTRA["haystack"],
         system=SYS["haystack_v1"], wrap=w_plain, fim=None, side=["summary_text"], headers=PY_SDK,
         alt=dict(proto="oa_tools", model="gpt-4o-mini", system=SYS["haystack_v2"])),
    dict(name="sdk_scripts", src="public", proto="chat", model="gpt-4.1", system="You are a helpful assistant.", wrap=w_parts_image,
         fim=None, side=["title", "summary_text"], sysrole="developer", headers=PY_SDK, history=0.2,
         alt=dict(proto="oa_tools", spec=SPEC["generic"], system="You can use tools to work on the local repository.", headers=JS_SDK)),
    dict(name="curl_raw", src="public", proto="chat", model="gpt-4o-mini", system=None, wrap=w_plain, fim="suffix",
         fim_model="gpt-3.5-turbo-instruct", side=["title", "summary_text"], stream=False,
         headers={"user-agent": "curl/8.5.0", "accept": "*/*"}, history=0.0),
    dict(name="workflow_n8n_flowise", src="plausible", proto="oa_tools", model="gpt-4o-mini", spec=SPEC["n8n"], extra=EXTRA["n8n"],
         system=SYS["n8n"], wrap=w_plain, fim=None, side=["summary_text", "title"], headers=JS_SDK | {"user-agent": "n8n"},
         thought=False),
    dict(name="jupyter_ai", src="public", proto="chat", model="gpt-4o", system=SYS["jupyter"], wrap=w_jupyter, fim="hole_chat",
         hole="<|cursor|>", side=["title", "summary_text"], headers=PY_SDK | {"user-agent": "jupyter-ai/2.31.6 langchain"}),
    dict(name="shell_assistants", src="public", proto="chat", model="gpt-4o-mini", system=SYS["shellgpt"], wrap=w_plain, fim=None,
         side=["summary_text"], headers=PY_SDK | {"user-agent": "OpenAI/Python 1.99.9 sgpt"}, stream=False,
         alt=dict(proto="shell", system=SYS["warp"], act_fmt=act_warp, obs_fmt=obs_warp, headers={"user-agent": "warp-agent/2026.11"})),
]


# ---------------------------------------------------------------- assembling the set
TRAJ_TASK = ["find-fix-bug", "fix-tests", "ci-fix", "feature", "migrate", "find-fix-bug", "find-fix-bug", "build-ci",
             "find-fix-bug", "fix-build"]


def prepare(fam):
    f = dict(fam)
    if f["proto"] == "xml" or f["name"] == "cline_native":
        f["system"] = xml_system(f.get("product", "Cline"), f["spec"], f.get("extra", ()), modes=f.get("modes", False))
    return f


def headers_for(fam, rng, endpoint):
    h = {"content-type": "application/json"}
    if endpoint.startswith("/v1/messages"):
        h["x-api-key"] = "gw-eval-0000"
    else:
        h["authorization"] = KEY
    for k, v in fam.get("headers", {}).items():
        h[k] = rid(rng) if v == "s" else v
    if rng.random() < 0.5:
        h["x-request-id"] = rid(rng)
    return h


def first_turn(fam, rng, ask):
    proto = fam["proto"]
    if proto == "aider":
        return "/v1/chat/completions", {"model": fam["model"], "messages": aider_messages(rng, ask), "temperature": 0, "stream": True}
    if proto == "cody":
        return "/v1/chat/completions", {"model": fam["model"], "messages": cody_messages(fam, rng, ask), "max_tokens": 4000,
                                        "temperature": 0.2, "stream": True}
    if fam.get("chat_system") and rng.random() < fam.get("chat_share", 0):
        f2 = dict(fam, proto="chat", system=fam["chat_system"])
        att = attachment(ask[4])
        if att is not None and att[0] != "terminal" and len(att[2]) < 5000 and rng.random() < 0.5:
            n = att[2].count("\n")
            text = (f"```{att[1]} {att[0]} (lines 1-{n})\n{att[2]}```\n\nRewrite the selected code according to this request: "
                    f"{ask[3]}\nReturn only the rewritten code in one block.")
            return build_conv(dict(f2, history=0), rng, text, [], None)
        return build_conv(f2, rng, plain_ask(ask), [], None)
    user = fam["wrap"](fam, rng, ask)
    if fam["name"] == "cline_native":
        user = user + "\n\n" + env_details(rng)
    return build_conv(fam, rng, user, [], None)


CHAT_RETRY = [
    ("py_cache", "fix get() so expired keys are gone", "still returns the old value after 2s:\n```\n>>> c = TTLCache(ttl=1); c.set('a', 1); time.sleep(2); c.get('a')\n1\n```"),
    ("rs_parse", "make get_port return a Result", "doesn't compile now\n```\nerror[E0277]: the `?` operator can only be used on `Result`s in a function that returns `Result`\n --> src/config.rs:19:42\nerror: could not compile `cfgtool` (lib) due to 1 previous error\n```"),
    ("js_debounce", "debounce loses `this`, fix it", "nope, test still red:\n```\n FAIL  src/utils/debounce.test.js\n  ✕ keeps this binding (23 ms)\n    Expected: \"panel\"\n    Received: undefined\n```"),
    ("go_handler", "ListOrders must stop after http.Error", "go vet after your change:\n```\n# example.com/shop/internal/api\ninternal/api/orders.go:22:3: unreachable code\nexit status 1\n```"),
    ("cs_retry", "make the backoff exponential", "still not right, same problem, the first delay is 0"),
]


AFTER_TOOLS_QUESTION = ["btw what does `git rebase --onto` do?", "quick q: is it safe to run this on the prod db?",
                        "what's the difference between these two errors?", "wait, why did you pick httpx and not aiohttp?"]


def chat_retry(fam, rng, j):
    key, req, back = CHAT_RETRY[j % len(CHAT_RETRY)]
    path, lang, code = SNIPPETS[key]
    msgs = ([{"role": fam.get("sysrole", "system"), "content": fam["system"]}] if fam.get("system") else [])
    msgs += [{"role": "user", "content": f"{req}\n\n```{lang} {path}\n{code}```"},
             {"role": "assistant", "content": f"Here is the corrected version:\n\n```{lang}\n{code}```\nThe change is in the marked branch."},
             {"role": "user", "content": back}]
    return fam.get("endpoint", "/v1/chat/completions"), body_chat(fam, rng, msgs, stream=fam.get("stream", True))


def loop_turn(fam, rng, traj, k, tail, prior=None):
    ask = ("loop", L, "en", traj["ask"], None)
    steps = traj["steps"][:k]
    if prior is not None:
        # an earlier task finished in the same session, then the current one
        done = rng.choice(["That task is finished; the last run above shows where it stands.",
                           "Finished with that one. Summary: the edits above are applied.",
                           "Done. Let me know what's next."])
        steps = list(prior["steps"]) + [(traj["ask"], "newtask", {}, done)] + steps
        ask = ("loop", L, "en", prior["ask"], None)
    proto = fam["proto"]
    if proto == "aider":
        msgs = aider_messages(rng, ask, tail_steps=[s for s in steps if s[1] == "run"] or steps[-1:], tail=tail)
        return "/v1/chat/completions", {"model": fam["model"], "messages": msgs, "temperature": 0, "stream": True}
    if proto == "cody":
        fam = dict(fam, proto="chat")
    if proto == "chat" or proto == "cody":
        if not any(s[1] not in ("edit", "write") for s in steps) and not tail:
            steps = traj["steps"][: k + 1]
    user = fam["wrap"](fam, rng, ask) if proto not in ("chat", "cody") else traj["ask"]
    return build_conv(fam, rng, user, steps, tail)


def main():
    rows = []
    singles = [a for a in ASKS if a[1] == S]
    longs = [a for a in ASKS if a[1] == L]
    for fi, fam0 in enumerate(FAMILIES):
        rng = random.Random(f"fresh/{fam0['name']}")
        shapes = fam0.get("shapes") or ({"first_turn": 15, "loop": 8, "side": 4, "fim": 3} if fam0.get("fim")
                                        else {"first_turn": 16, "loop": 9, "side": 5})
        n = 0
        picks_s = rng.sample(singles, len(singles))
        picks_l = rng.sample(longs, len(longs))
        for shape, count in shapes.items():
            for j in range(count):
                fam = prepare(fam0)
                if fam0.get("alt") and rng.random() < 0.4:
                    fam = prepare(dict(fam0, **fam0["alt"]))
                if shape == "first_turn":
                    ask = (picks_s if j % 2 == 0 else picks_l)[(j // 2 + fi) % len(picks_s if j % 2 == 0 else picks_l)]
                    ep, body = first_turn(fam, rng, ask)
                    label, task = ask[1], ask[0]
                elif shape == "loop":
                    ti = (j + fi) % len(TRAJ)
                    traj = TRAJ[ti]
                    k = rng.randint(max(1, len(traj["steps"]) // 2), len(traj["steps"]))
                    roll = rng.random()
                    tail = rng.choice(RETRY_USER) if roll < 0.3 else (
                        rng.choice(AFTER_TOOLS_QUESTION) if roll < 0.38 and fam["proto"] not in ("chat", "cody") else None)
                    if fam["proto"] in ("chat", "cody") and j < 2:
                        ep, body = chat_retry(fam, rng, j + fi)
                        label, task = L, "retry-edit-given-code"
                    else:
                        prior = None
                        if fam["proto"] not in ("chat", "cody", "aider", "react_cmpl") and rng.random() < 0.5:
                            prior = TRAJ[(ti + 3) % len(TRAJ)]
                        ep, body = loop_turn(fam, rng, traj, k, tail, prior)
                        kind = "loop-" if not tail else ("question-" if tail in AFTER_TOOLS_QUESTION else "retry-")
                        label, task = L, kind + TRAJ_TASK[ti]
                elif shape == "side":
                    kind = fam["side"][j % len(fam["side"])]
                    traj = TRAJ[(j * 3 + fi) % len(TRAJ)]
                    if fam["proto"] in ("chat", "cody", "aider", "react_cmpl") and kind == "compact":
                        kind = "summary_text"
                    ep, body, task = side_call(fam, rng, kind, traj)
                    label = S
                else:
                    ep, body, extra_h = fim_request(fam, rng)
                    label, task = S, "inline-completion"
                h = headers_for(fam, rng, ep)
                if shape == "fim":
                    h.update(extra_h)
                    if "openai-intent" in h and fam["name"] == "copilot_vscode":
                        h.pop("x-interaction-type", None)
                elif fam["name"] == "copilot_vscode" and shape == "side":
                    h["openai-intent"] = "conversation-other"
                if ep == "/v1/messages" and fam["name"] == "zed" and rng.random() < 0.5:
                    ep = "/v1/messages?beta=true"
                n += 1
                rows.append({"id": f"fresh-{fam0['name']}-{n:03d}", "family": fam0["name"], "shape": shape, "endpoint": ep,
                             "headers": h, "body": body, "label": label, "task": task})
    out = os.path.join(HERE, "fresh.jsonl")
    with open(out, "w", encoding="utf-8", newline="\n") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"{len(rows)} requests, {len(FAMILIES)} families -> {out}")


if __name__ == "__main__":
    main()
