"""Families whose tool results come back as text: user text, system messages, XML tags, or a growing completions prompt."""
import json
from wire import call_id, rid, fence
from native import absp, numbered, shell_cmd_for, shell_out_for

TEXT = {}


def steps_of(sc):
    return sc["steps"]


# ---------------------------------------------------------------- Cline (XML tools in the system prompt)
CLINE_TOOLS_DOC = [
    ("execute_command", "Run a CLI command on the user's machine.", ["command", "requires_approval"]),
    ("read_file", "Read the contents of a file.", ["path"]),
    ("write_to_file", "Write full content to a file, creating it if needed.", ["path", "content"]),
    ("replace_in_file", "Make targeted edits using SEARCH/REPLACE blocks.", ["path", "diff"]),
    ("search_files", "Regex search across files in a directory.", ["path", "regex", "file_pattern"]),
    ("list_files", "List files and directories.", ["path", "recursive"]),
    ("list_code_definition_names", "List top-level definitions in a directory.", ["path"]),
    ("browser_action", "Drive a headless browser.", ["action", "url"]),
    ("use_mcp_tool", "Call a tool of a connected MCP server.", ["server_name", "tool_name", "arguments"]),
    ("ask_followup_question", "Ask the user a question.", ["question", "options"]),
    ("attempt_completion", "Present the result of the task.", ["result", "command"]),
    ("plan_mode_respond", "Respond while in plan mode.", ["response"]),
]


def cline_system(rng, sc):
    parts = ["You are a highly capable software engineer assistant. You complete the user's task step by step, using one tool per message "
             "and waiting for the user's confirmation of each tool's result before continuing.\n\n====\n\nTOOL USE\n\nTools are invoked with "
             "XML-style tags: the tool name is the outer tag and each parameter is a nested tag.\n\n# Tools\n"]
    for n, d, ps in CLINE_TOOLS_DOC:
        parts.append(f"## {n}\nDescription: {d}\nParameters:\n" + "\n".join(f"- {p}: (required) value for {p}." for p in ps) +
                     f"\nUsage:\n<{n}>\n" + "\n".join(f"<{p}>...</{p}>" for p in ps) + f"\n</{n}>\n")
    parts.append("# Tool Use Guidelines\n\n1. Think in <thinking> tags about what you already know.\n2. Use exactly one tool per message.\n"
                 "3. After each tool use the user replies with its result.\n\n====\n\nEDITING FILES\n\nreplace_in_file uses blocks:\n"
                 "------- SEARCH\n[exact content]\n=======\n[new content]\n+++++++ REPLACE\n\n====\n\nACT MODE V.S. PLAN MODE\n\n"
                 "In ACT MODE you use tools to accomplish the task.\n\n====\n\nRULES\n\n" +
                 "\n".join(f"- Rule {i}: stay within {sc['repo']['root']} and do not use ~ or $HOME." for i in range(rng.randint(15, 60))) +
                 f"\n\n====\n\nSYSTEM INFORMATION\n\nOperating System: {rng.choice(['macOS Sonoma', 'Linux 6.8', 'Windows 11'])}\nDefault Shell: /bin/zsh\n"
                 f"Current Working Directory: {sc['repo']['root']}\n")
    return "\n".join(parts)


def cline_env(rng, sc):
    return ("<environment_details>\n# VSCode Visible Files\n" + sc["repo"]["files"][rng.randrange(len(sc["repo"]["files"]))] +
            "\n\n# VSCode Open Tabs\n" + "\n".join(rng.sample(sc["repo"]["files"], 3)) +
            f"\n\n# Current Time\n{rng.randint(1, 12)}/{rng.randint(1, 28)}/2025, {rng.randint(1, 12)}:{rng.randint(10, 59)}:00 PM\n\n"
            f"# Context Window Usage\n{rng.randint(9000, 150000):,} / 200K tokens used\n\n# Current Mode\nACT MODE\n</environment_details>")


def cline_action(rng, st, sc):
    k = st["kind"]
    th = f"<thinking>\n{st['thought']}\n</thinking>\n\n" if rng.random() < 0.7 else ""
    if k == "read":
        return th + f"<read_file>\n<path>{st['path']}</path>\n</read_file>", f"[read_file for '{st['path']}'] Result:"
    if k == "ls" or k == "glob":
        return th + f"<list_files>\n<path>{st.get('path', '.')}</path>\n<recursive>true</recursive>\n</list_files>", f"[list_files for '{st.get('path', '.')}'] Result:"
    if k == "grep":
        return th + f"<search_files>\n<path>.</path>\n<regex>{st['pat']}</regex>\n</search_files>", f"[search_files for '{st['pat']}'] Result:"
    if k == "edit":
        return (th + f"<replace_in_file>\n<path>{st['path']}</path>\n<diff>\n------- SEARCH\n{st['old']}\n=======\n{st['new']}\n+++++++ REPLACE\n</diff>\n</replace_in_file>",
                f"[replace_in_file for '{st['path']}'] Result:")
    if k == "write":
        return th + f"<write_to_file>\n<path>{st['path']}</path>\n<content>\n{st['content']}\n</content>\n</write_to_file>", f"[write_to_file for '{st['path']}'] Result:"
    return (th + f"<execute_command>\n<command>{st['cmd']}</command>\n<requires_approval>false</requires_approval>\n</execute_command>",
            f"[execute_command for '{st['cmd']}'] Result:")


def _fc(sc, st):
    from content import file_content
    return file_content(sc["repo"], st["path"]).replace(st["old"], st["new"], 1)[:6000]


def cline_obs_text(rng, st, sc):
    k = st["kind"]
    if k == "edit":
        if st["ok"]:
            return (f"The content was successfully saved to {st['path']}.\n\nHere is the full, updated content of the file that was saved:\n\n"
                    f"<final_file_content path=\"{st['path']}\">\n{_fc(sc, st)}\n</final_file_content>\n\nUse this as the new baseline for further edits.")
        return (f"The tool execution failed with the following error:\n<error>\nThe SEARCH block:\n{st['old']}\n...does not match anything in the file.\n\n"
                f"The file was reverted to its original state.\n</error>")
    if k == "write":
        return f"The content was successfully saved to {st['path']}."
    if k == "shell":
        return f"Command executed.\nOutput:\n{st['output']}" if st["output"] else "Command executed."
    if k == "grep":
        return (f"Found {st['output'].count(chr(10)) + 1} results.\n\n" + st["output"]) if st["output"] else "Found 0 results."
    return st["output"] or "No files found."


def cline_build(rng, sc, first_text):
    msgs = [{"role": "system", "content": cline_system(rng, sc)},
            {"role": "user", "content": [{"type": "text", "text": f"<task>\n{first_text}\n</task>"}, {"type": "text", "text": cline_env(rng, sc)}]}]
    return msgs


def cline_steps(rng, sc, msgs, steps):
    for st in steps:
        a, head = cline_action(rng, st, sc)
        msgs.append({"role": "assistant", "content": a})
        content = [{"type": "text", "text": head}, {"type": "text", "text": cline_obs_text(rng, st, sc)}]
        if rng.random() < 0.8:
            content.append({"type": "text", "text": cline_env(rng, sc)})
        msgs.append({"role": "user", "content": content})
    return msgs


TEXT["cline_xml"] = dict(
    models=["anthropic/claude-3.7-sonnet", "deepseek/deepseek-chat", "google/gemini-2.5-pro", "qwen/qwen-2.5-coder-32b-instruct", "gpt-4o"],
    ua=["Cline/3.17.9", "OpenAI/JS 4.96.0"], headers=lambda rng: {"http-referer": "https://cline.bot", "x-title": "Cline"},
    build=cline_build, steps=cline_steps,
    nudge=lambda rng, sc: {"role": "user", "content": [{"type": "text", "text": "[ERROR] Your last message used no tool. Retry with exactly one tool use.\n\n"
                                                                              "# Next Steps\n\nIf the task is complete, use attempt_completion. Otherwise continue with the next tool."},
                                                        {"type": "text", "text": cline_env(rng, sc)}]},
    followup=lambda rng, sc, text: [{"role": "assistant", "content": f"<attempt_completion>\n<result>\n{text[0]}\n</result>\n</attempt_completion>"},
                                    {"role": "user", "content": [{"type": "text", "text": "[attempt_completion] Result:"},
                                                                 {"type": "text", "text": f"The user gave feedback on the result. Take it into account, continue the task, then attempt completion again.\n<feedback>\n{text[1]}\n</feedback>"},
                                                                 {"type": "text", "text": cline_env(rng, sc)}]}],
    side={"summary": "append"},
)


# ---------------------------------------------------------------- aider
AIDER_SYS = ("Act as a seasoned software developer. Follow the user's instructions and always use best practices.\n"
             "Once you understand the request you MUST:\n1. Decide whether other files need to be added to the chat.\n"
             "2. Think step-by-step and explain the needed changes briefly.\n3. Describe each change with a *SEARCH/REPLACE block* per the examples below.\n\n"
             "# *SEARCH/REPLACE block* Rules:\nEvery block must use this format:\n1. The file path alone on a line\n2. The opening fence\n"
             "3. <<<<<<< SEARCH\n4. A contiguous chunk of existing lines\n5. =======\n6. The replacement lines\n7. >>>>>>> REPLACE\n8. The closing fence\n")


def aider_block(st):
    if st["kind"] == "write":
        return f"{st['path']}\n```\n<<<<<<< SEARCH\n=======\n{st['content']}\n>>>>>>> REPLACE\n```"
    return f"{st['path']}\n```\n<<<<<<< SEARCH\n{st['old']}\n=======\n{st['new']}\n>>>>>>> REPLACE\n```"


def aider_build(rng, sc, first_text):
    repo = sc["repo"]
    msgs = [{"role": "system", "content": AIDER_SYS + ("\nReply in " + {"de": "German", "fr": "French", "es": "Spanish", "zh": "Chinese", "ja": "Japanese",
                                                                        "ru": "Russian", "pt": "Portuguese", "ko": "Korean"}.get(sc["lang"], "the user's language") + ".")},
            {"role": "user", "content": "Change get_factorial() to use math.factorial"},
            {"role": "assistant", "content": "I'll import math and replace the hand-written loop.\n\nmathweb/flask/app.py\n```python\n<<<<<<< SEARCH\nfrom flask import Flask\n=======\nimport math\nfrom flask import Flask\n>>>>>>> REPLACE\n```"}]
    rmap = "\n".join(f"{f}:\n⋮\n│def {f.split('/')[-1].split('.')[0]}_main(...):\n⋮" for f in repo["files"] if "." in f.split("/")[-1])
    msgs += [{"role": "user", "content": "Here are summaries of some files in my git repository. Do not propose changes to these files; ask me to add them to the chat first.\n\n" + rmap},
             {"role": "assistant", "content": "Understood. I won't edit those files without asking."}]
    files = sorted(set(st["path"] for st in sc["steps"] if st["kind"] in ("edit", "read")))[:3] or [repo["files"][0]]
    from content import file_content
    body = "\n\n".join(f"{p}\n```\n{file_content(repo, p)}\n```" for p in files)
    msgs += [{"role": "user", "content": "I have *added these files to the chat* so you can go ahead and edit them.\n\n*Trust this message as the true contents of these files!*\n\n" + body},
             {"role": "assistant", "content": "Ok, any changes I propose will be to those files."},
             {"role": "user", "content": first_text}]
    return msgs


def aider_steps(rng, sc, msgs, steps):
    pending = []
    for st in steps:
        if st["kind"] in ("edit", "write"):
            pending.append(aider_block(st))
        elif st["kind"] == "shell":
            if pending:
                msgs.append({"role": "assistant", "content": st["thought"] + "\n\n" + "\n\n".join(pending)})
                pending = []
                msgs.append({"role": "user", "content": rng.choice(["I committed the changes with git hash %s & commit msg: fix: %s" % (rid(rng, 7, "0123456789abcdef"), st["thought"][:40]), "go ahead"])})
                msgs.append({"role": "assistant", "content": "Ok."})
            msgs.append({"role": "user", "content": rng.choice([f"I ran this command:\n\n{st['cmd']}\n\nAnd got this output:\n\n{st['output']}",
                                                                f"Output from `{st['cmd']}`:\n\n```\n{st['output']}\n```",
                                                                f"/run {st['cmd']}\n{st['output']}"])})
            if st is not steps[-1]:
                msgs.append({"role": "assistant", "content": rng.choice(["Ok.", "Got it. " + st["thought"]])})
    if pending:
        msgs.append({"role": "assistant", "content": "\n\n".join(pending)})
        last = steps[-1]
        msgs.append({"role": "user", "content": f"I ran this command:\n\n{sc['repo']['test']}\n\nAnd got this output:\n\n" + (last["output"] if last["kind"] == "shell" else "")})
    if msgs[-1]["role"] == "assistant":
        msgs.pop()
    if not any(st["kind"] in ("shell", "edit", "write") for st in steps):
        from content import test_output
        msgs.append({"role": "assistant", "content": steps[-1]["thought"] + " Please run the tests so I can see the failure:\n\n```bash\n" + sc["repo"]["test"] + "\n```"})
        msgs.append({"role": "user", "content": f"I ran this command:\n\n{sc['repo']['test']}\n\nAnd got this output:\n\n" + test_output(rng, sc["repo"], rng.random() < 0.7)})
    return msgs


def aider_reminder(rng):
    return {"role": "system", "content": "# SEARCH/REPLACE block Rules:\nUse the exact original lines in SEARCH. Keep blocks small. Only edit files that were added to the chat."}


TEXT["aider"] = dict(
    models=["gpt-4o", "claude-3-5-sonnet-20241022", "deepseek/deepseek-chat", "openrouter/anthropic/claude-sonnet-4", "o3-mini"],
    ua=["litellm/1.59.8", "OpenAI/Python 1.59.3"], headers=lambda rng: {},
    build=aider_build, steps=aider_steps,
    nudge=None,
    side={"commit": "transcript", "summary": "transcript"},
)


# ---------------------------------------------------------------- mini-swe-agent
def mini_action(rng, st, sc):
    if st["kind"] == "read":
        cmd = rng.choice([f"cat -n {st['path']}", f"nl -ba {st['path']} | sed -n '1,120p'"])
    elif st["kind"] == "edit":
        cmd = f"python - <<'PY'\nfrom pathlib import Path\np = Path('{st['path']}')\ns = p.read_text()\ns = s.replace({st['old']!r}, {st['new']!r}, 1)\np.write_text(s)\nPY"
    else:
        cmd = shell_cmd_for(st, sc)
    return f"THOUGHT: {st['thought']}\n\n```bash\n{cmd}\n```"


def mini_obs(rng, st):
    out = shell_out_for(st) if st["kind"] != "read" else numbered(st["output"], "tab")
    code = st.get("exit", 0) if st["kind"] == "shell" else (0 if st.get("ok", True) else 1)
    if st["kind"] == "edit" and not st["ok"]:
        out = "Traceback (most recent call last):\n  File \"<stdin>\", line 4, in <module>\nAssertionError: pattern not found"
    if len(out) > 10000:
        return (f"<returncode>{code}</returncode>\n<warning>\nThe output was too long. Narrow your command (head, grep, sed -n).\n</warning>"
                f"<output_head>\n{out[:5000]}\n</output_head>\n<elided_chars>\n{len(out) - 10000} characters elided\n</elided_chars>\n<output_tail>\n{out[-5000:]}\n</output_tail>")
    return f"<returncode>{code}</returncode>\n<output>\n{out}\n</output>"


TEXT["mini_swe_agent"] = dict(
    models=["anthropic/claude-sonnet-4-20250514", "openai/gpt-5-mini", "gemini/gemini-2.5-pro", "openrouter/qwen/qwen3-coder"],
    ua=["litellm/1.75.0", "OpenAI/Python 1.99.9"], headers=lambda rng: {},
    build=lambda rng, sc, t: [{"role": "system", "content": "You are an assistant that works through a shell. Every reply must have a THOUGHT section and exactly one bash code block. "
                                                            "Commands run in a fresh subshell; directory changes do not persist."},
                              {"role": "user", "content": f"<pr_description>\nPlease solve this task:\n{t}\n</pr_description>\n\n<instructions>\n# Task Instructions\n\n"
                                                          "Work in the repository in the current directory. Make changes to non-test files only.\n\n## Recommended Workflow\n1. Explore\n2. Reproduce\n3. Fix\n4. Verify\n5. When done, run `echo COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT && git add -A && git diff --cached`\n\n"
                                                          f"## System information\n{rng.choice(['Linux 6.8.0 x86_64', 'Darwin 24.1.0 arm64'])}\n</instructions>"}],
    steps=lambda rng, sc, msgs, steps: msgs + sum(([{"role": "assistant", "content": mini_action(rng, st, sc)}, {"role": "user", "content": mini_obs(rng, st)}] for st in steps), []),
    nudge=lambda rng, sc: {"role": "user", "content": rng.choice(["Format error:\n\n<error>\nYour reply must contain exactly ONE bash code block; found 2.\n</error>\n\nPlease answer again with one THOUGHT and one ```bash block.",
                                                                  "The last command <command>sleep 900</command> timed out and has been killed.\nPlease try another command and make sure to avoid those requiring interactive input."])},
    side={},
)


# ---------------------------------------------------------------- smolagents CodeAgent
def smol_code(st, sc):
    k = st["kind"]
    if k == "read":
        return f"content = read_file(\"{st['path']}\")\nprint(content)"
    if k == "grep":
        return f"print(search_code(\"{st['pat']}\"))"
    if k == "edit":
        return f"print(replace_in_file(\"{st['path']}\", {st['old']!r}, {st['new']!r}))"
    if k == "write":
        return f"write_file(\"{st['path']}\", '''{st['content'][:400]}''')"
    return f"result = run_shell({shell_cmd_for(st, sc)!r})\nprint(result)"


def smol_steps(rng, sc, msgs, steps):
    newer = rng.random() < 0.6
    for i, st in enumerate(steps, 1):
        code = smol_code(st, sc)
        msgs.append({"role": "assistant", "content": [{"type": "text", "text": f"Thought: {st['thought']}\n" + ("<code>\n" + code + "\n</code>" if newer and rng.random() < 0.5 else f"Code:\n```py\n{code}\n```<end_code>")}]})
        cid = f"call_{i}"
        if not newer:
            msgs.append({"role": "assistant", "content": [{"type": "text", "text": "Calling tools:\n" + str([{"id": cid, "type": "function", "function": {"name": "python_interpreter", "arguments": code}}])}]})
        if st["kind"] == "edit" and not st["ok"]:
            txt = (f"Call id: {cid}\nError:\nCode execution failed at line '{code.splitlines()[0]}' due to: ValueError: text not found in {st['path']}\n"
                   "Now let's retry: avoid repeating the same mistake. If you have retried several times, try a different approach.")
        else:
            logs = st["output"] if st["kind"] in ("read", "grep", "shell") else ("ok" if st["kind"] == "edit" else "")
            txt = f"Call id: {cid}\nObservation:\nExecution logs:\n{logs}\nLast output from code snippet:\nNone" if newer else f"Observation:\nExecution logs:\n{logs}\nLast output from code snippet:\nNone"
        msgs.append({"role": "user", "content": [{"type": "text", "text": txt}]})
    return msgs


TEXT["smolagents"] = dict(
    models=["Qwen/Qwen2.5-Coder-32B-Instruct", "gpt-4o", "anthropic/claude-3-5-sonnet-latest", "meta-llama/Llama-3.3-70B-Instruct"],
    ua=["OpenAI/Python 1.61.0", "litellm/1.60.2", "huggingface_hub/0.28.1"], headers=lambda rng: {},
    build=lambda rng, sc, t: [{"role": "system", "content": [{"type": "text", "text": "You are an expert assistant who solves tasks by writing Python code. Work in cycles of "
                                                                                     "'Thought:', code, and 'Observation:'. In the code you can call these functions:\n"
                                                                                     "def read_file(path: str) -> str\ndef run_shell(command: str) -> str\ndef search_code(pattern: str) -> str\n"
                                                                                     "def replace_in_file(path: str, old: str, new: str) -> str\ndef write_file(path: str, content: str) -> None\n"
                                                                                     "def final_answer(answer: Any) -> Any\n\nRules:\n1. Always give a Thought and a code block.\n2. Use print() to see results in the next step.\n3. Call final_answer when done."}]},
                              {"role": "user", "content": [{"type": "text", "text": f"New task:\n{t}"}]}],
    steps=smol_steps,
    nudge=lambda rng, sc: {"role": "user", "content": [{"type": "text", "text": "Now proceed and carry out the updated plan."}]},
    side={},
)


# ---------------------------------------------------------------- autogen (code executor loop)
def autogen_steps(rng, sc, msgs, steps):
    for st in steps:
        if st["kind"] == "read":
            code, lang = f"cat {st['path']}", "sh"
        elif st["kind"] == "edit":
            code, lang = f"from pathlib import Path\np = Path('{st['path']}')\np.write_text(p.read_text().replace({st['old']!r}, {st['new']!r}))\nprint('patched')", "python"
        else:
            code, lang = shell_cmd_for(st, sc), "sh"
        msgs.append({"role": "assistant", "content": f"{st['thought']}\n\n```{lang}\n{code}\n```", "name": "assistant"})
        code_ok = st.get("exit", 0) == 0 and st.get("ok", True)
        out = st["output"] if st["kind"] in ("read", "shell", "grep", "ls", "glob") else ("patched" if st.get("ok", True) else "Traceback (most recent call last):\n  ...\nFileNotFoundError")
        msgs.append({"role": "user", "name": rng.choice(["user_proxy", "executor", "code_executor_agent"]),
                     "content": f"exitcode: {0 if code_ok else 1} ({'execution succeeded' if code_ok else 'execution failed'})\nCode output: {out}"})
    return msgs


TEXT["autogen"] = dict(
    models=["gpt-4o", "gpt-4-turbo", "gpt-4o-mini", "mistral-large-latest"],
    ua=["OpenAI/Python 1.51.2", "AsyncOpenAI/Python 1.51.2"], headers=lambda rng: {},
    build=lambda rng, sc, t: [{"role": "system", "content": "You are a helpful AI assistant. Solve tasks with your coding and language skills. When code must be "
                                                            "executed, put it in a ```python or ```sh block; the user will run it and report the result. Use one code "
                                                            "block per reply. If the result shows an error, fix it and output the full code again. Reply TERMINATE when everything is done."},
                              {"role": "user", "content": t, "name": "user_proxy"}],
    steps=autogen_steps,
    nudge=None,
    side={"next_speaker": "append", "summary": "append"},
)


# ---------------------------------------------------------------- crewAI
CREW_ROLES = [("Senior Python Engineer", "You have shipped production services for a decade.", "Fix defects with minimal, well-tested changes"),
              ("QA Automation Specialist", "You love reproducible test cases.", "Make the test suite reliable and green"),
              ("Backend Developer", "You maintain the company's API.", "Deliver working backend features")]


def crew_system(rng, sc):
    role, back, goal = rng.choice(CREW_ROLES)
    tools = [("read_file", "Read a file's content.", '{"file_path": {"description": "path of the file", "type": "str"}}'),
             ("run_command", "Run a shell command in the repository.", '{"command": {"description": "command line", "type": "str"}}'),
             ("search_repo", "Search the repository for a regex.", '{"pattern": {"description": "regex", "type": "str"}}'),
             ("file_writer", "Write content to a file.", '{"filename": {"description": "file", "type": "str"}, "content": {"description": "text", "type": "str"}}')]
    return (f"You are {role}. {back}\nYour personal goal is: {goal}\nYou have access ONLY to these tools and must not invent others:\n\n" +
            "\n".join(f"Tool Name: {n}\nTool Arguments: {a}\nTool Description: {d}" for n, d, a in tools) +
            "\n\nUse this format:\n\nThought: think about what to do\nAction: the action, one of [read_file, run_command, search_repo, file_writer]\n"
            "Action Input: the input as a JSON object\nObservation: the result of the action\n\nWhen you have the final answer use:\n\nThought: I now know the final answer\nFinal Answer: the complete answer")


def crew_action(st, sc):
    k = st["kind"]
    if k == "read":
        return "read_file", {"file_path": st["path"]}
    if k == "grep":
        return "search_repo", {"pattern": st["pat"]}
    if k in ("edit", "write"):
        return "file_writer", {"filename": st["path"], "content": st.get("new", st.get("content", ""))}
    return "run_command", {"command": shell_cmd_for(st, sc)}


def crew_steps(rng, sc, msgs, steps):
    obs_in_assistant = rng.random() < 0.5
    for st in steps:
        n, a = crew_action(st, sc)
        out = st["output"] if st["kind"] not in ("edit", "write") else ("File written successfully." if st.get("ok", True) else "Error: could not write file.")
        act = f"Thought: {st['thought']}\nAction: {n}\nAction Input: {json.dumps(a, ensure_ascii=False)}"
        if obs_in_assistant:
            msgs.append({"role": "assistant", "content": act + f"\nObservation: {out}"})
        else:
            msgs.append({"role": "assistant", "content": act})
            msgs.append({"role": "user", "content": f"Observation: {out}"})
    return msgs


TEXT["crewai"] = dict(
    models=["gpt-4o-mini", "gpt-4o", "anthropic/claude-3-5-sonnet-20241022", "groq/llama-3.3-70b-versatile"],
    ua=["litellm/1.60.2", "OpenAI/Python 1.61.1"], headers=lambda rng: {},
    build=lambda rng, sc, t: [{"role": "system", "content": crew_system(rng, sc)},
                              {"role": "user", "content": f"\nCurrent Task: {t}\n\nThis is the expected criteria for your final answer: a short report of the change and the test results.\n"
                                                          "You MUST return the actual complete content as the final answer, not a summary.\n\nBegin! Use the tools and the exact format.\n\nThought:"}],
    steps=crew_steps,
    nudge=lambda rng, sc: {"role": "user", "content": "I did it wrong. Invalid Format: I missed the 'Action:' after 'Thought:'. I will do right next, and don't use a tool I have already used.\n\n"
                                                      "Remember the format: Thought / Action / Action Input, or Thought / Final Answer."},
    side={"memory": "transcript", "summary": "transcript"},
)


# ---------------------------------------------------------------- AutoGPT (JSON commands)
def autogpt_steps(rng, sc, msgs, steps):
    for st in steps:
        k = st["kind"]
        name, args = {"read": ("read_file", {"filename": st.get("path")}), "grep": ("execute_shell", {"command_line": f"grep -rn '{st.get('pat')}' ."}),
                      "edit": ("write_to_file", {"filename": st.get("path"), "text": st.get("new")}), "write": ("write_to_file", {"filename": st.get("path"), "text": st.get("content")}),
                      "ls": ("list_folder", {"folder": st.get("path")}), "glob": ("list_folder", {"folder": "."})}.get(k, ("execute_shell", {"command_line": st.get("cmd")}))
        msgs.append({"role": "assistant", "content": json.dumps({"thoughts": {"text": st["thought"], "reasoning": "Need more information before changing code.",
                                                                             "plan": "- inspect\n- fix\n- test", "criticism": "Be efficient.", "speak": st["thought"]},
                                                                "command": {"name": name, "args": args}}, indent=2, ensure_ascii=False)})
        out = st["output"] if k not in ("edit", "write") else "File written to successfully."
        msgs.append({"role": rng.choice(["system", "system", "user"]), "content": f"Command {name} returned: {out}"})
        if rng.random() < 0.4 and st is not steps[-1]:
            msgs.append({"role": "user", "content": "Determine exactly one command to use next based on the goals and your progress, and respond using the JSON schema given earlier:"})
    return msgs


TEXT["autogpt"] = dict(
    models=["gpt-4", "gpt-4-0613", "gpt-3.5-turbo-16k", "gpt-4o"],
    ua=["OpenAI/Python 0.28.1", "OpenAI/Python 1.12.0"], headers=lambda rng: {},
    build=lambda rng, sc, t: [{"role": "system", "content": "You are CodeFixer-GPT, an autonomous agent that fixes software.\nYour decisions must be made independently.\n\n"
                                                            "GOALS:\n1. " + t + "\n2. Verify with tests\n\nConstraints:\n1. No user assistance\n2. Use only the commands listed\n\n"
                                                            "Commands:\n1. read_file: Read file, args: \"filename\": \"<filename>\"\n2. write_to_file: Write file, args: \"filename\", \"text\"\n"
                                                            "3. list_folder: List folder, args: \"folder\"\n4. execute_shell: Run shell, args: \"command_line\"\n5. finish: Finish, args: \"reason\"\n\n"
                                                            "Respond only in JSON with keys thoughts {text, reasoning, plan, criticism, speak} and command {name, args}."},
                              {"role": "system", "content": f"The current time and date is {['Mon', 'Tue', 'Wed'][rng.randrange(3)]} Jun {rng.randint(1, 28)} 2024"},
                              {"role": "user", "content": "Determine exactly one command to use, and respond using the JSON schema specified previously:"}],
    steps=autogpt_steps,
    nudge=lambda rng, sc: {"role": "user", "content": "Determine exactly one command to use next based on the goals and your progress, and respond using the JSON schema given earlier:"},
    side={"memory": "transcript"},
)


# ---------------------------------------------------------------- AutoCodeRover (search API)
def acr_steps(rng, sc, msgs, steps):
    from content import file_content
    if not any(st["kind"] in ("read", "ls", "glob", "grep") or st.get("sub") == "test" for st in steps):
        steps = [{"kind": "read", "path": next(f for f in sc["repo"]["files"] if "." in f.split("/")[-1] and not f.endswith(".md")),
                  "thought": "Looking at the main module.", "output": ""}] + list(steps)
    for st in steps:
        k = st["kind"]
        if k in ("read", "ls", "glob"):
            p = st.get("path") if k == "read" else sc["repo"]["files"][0]
            cls = p.split("/")[-1].split(".")[0].capitalize() or "Main"
            call = rng.choice([f'search_class("{cls}")', f'search_method_in_file("{st["thought"].split()[-1].strip(".`")}", "{p}")', f'search_code_in_file("expires", "{p}")'])
            res = f"Found 1 result for {call.split('(')[0]}:\n\n- Search result 1:\n```\n<file>{p}</file>\n<code>\n{file_content(sc['repo'], p, 30)}\n</code>\n```\n"
        elif k == "grep":
            call = f'search_code("{st["pat"]}")'
            res = (f"Found {st['output'].count(chr(10)) + 1} snippets containing `{st['pat']}` in the codebase:\n\n" +
                   "\n".join(f"- Search result {i}:\n```\n<file>{h.split(':')[0]}</file>\n<code>\n{':'.join(h.split(':')[2:])}\n</code>\n```" for i, h in enumerate(st["output"].split("\n"), 1))) if st["output"] else f"Could not find code `{st['pat']}` in the codebase."
        elif k == "shell" and st.get("sub") == "test":
            msgs.append({"role": "assistant", "content": "Let me write a reproducer test and run it."})
            msgs.append({"role": "user", "content": f"This is the output of running the reproducer:\n\nstdout:\n\n{st['output']}\n\nstderr:\n\n\nreturn code: {st['exit']}"})
            continue
        else:
            continue
        msgs.append({"role": "assistant", "content": call})
        msgs.append({"role": "user", "content": f"Result of {call}:\n\n{res}"})
        if rng.random() < 0.5:
            msgs.append({"role": "user", "content": "Let's analyze collected context first"})
            msgs.append({"role": "assistant", "content": st["thought"] + " The relevant logic is in the code above; the expiry computation looks suspicious."})
            msgs.append({"role": "user", "content": "Based on your analysis, answer below questions:\n- do we need more context: construct search API calls to get more context of the project. (leave it empty if you don't need more context)\n- where are bug locations: buggy files and methods. (leave it empty if you don't have enough information)"})
    return msgs


TEXT["autocoderover"] = dict(
    models=["gpt-4o-2024-05-13", "claude-3-5-sonnet-20240620", "gpt-4-0125-preview"],
    ua=["OpenAI/Python 1.35.3", "litellm/1.40.0"], headers=lambda rng: {},
    build=lambda rng, sc, t: [{"role": "system", "content": "You are a software developer maintaining a large project.\nYou are working on an issue submitted to your project.\n"
                                                            "The issue contains a description marked between <issue> and </issue>.\nYour task is to invoke a few search API calls to gather context, and finally write a patch that resolves the issue."},
                              {"role": "user", "content": f"<issue>{t}\n</issue>"},
                              {"role": "user", "content": "Based on the files, classes, methods and code statements in the issue, use these search APIs to gather context:\n"
                                                          "- search_class(class: str)\n- search_method_in_file(method_name: str, file_path: str)\n- search_method(method_name: str)\n"
                                                          "- search_code(code_str: str)\n- search_code_in_file(code_str: str, file_path: str)\nYou can call several APIs at once, one per line."}],
    steps=acr_steps,
    nudge=lambda rng, sc: {"role": "user", "content": rng.choice(["Let's analyze collected context first",
                                                                  "Write a patch for the issue, based on the retrieved context.\n\nReturn the patch in the format below.\n# modification 1\n<file>...</file>\n<original>...</original>\n<patched>...</patched>"])},
    side={},
    no_followup=True,
)


# ---------------------------------------------------------------- gptme (tool output as system message)
def gptme_steps(rng, sc, msgs, steps):
    for st in steps:
        k = st["kind"]
        if k == "edit":
            msgs.append({"role": "assistant", "content": f"{st['thought']}\n\n```patch {st['path']}\n<<<<<<< ORIGINAL\n{st['old']}\n=======\n{st['new']}\n>>>>>>> UPDATED\n```"})
            msgs.append({"role": "system", "content": f"Patch successfully applied to `{st['path']}`" if st["ok"] else f"Error during execution: Patch failed: original chunk not found in {st['path']}"})
        elif k == "write":
            msgs.append({"role": "assistant", "content": f"{st['thought']}\n\n```save {st['path']}\n{st['content']}\n```"})
            msgs.append({"role": "system", "content": f"Saved to `{st['path']}`"})
        else:
            cmd = shell_cmd_for(st, sc) if k != "read" else f"cat {st['path']}"
            msgs.append({"role": "assistant", "content": f"{st['thought']}\n\n```shell\n{cmd}\n```"})
            out = st["output"]
            txt = f"Ran command: `{cmd}`\n\n" + (f"```stdout\n{out}\n```\n\n" if out else "No output\n\n") + ("" if not st.get("exit") else f"Return code: {st['exit']}")
            msgs.append({"role": "system", "content": txt.strip()})
    return msgs


TEXT["gptme"] = dict(
    models=["anthropic/claude-3-5-sonnet-20241022", "openai/gpt-4o", "openrouter/meta-llama/llama-3.1-405b-instruct", "local/qwen2.5-coder"],
    ua=["OpenAI/Python 1.55.0", "anthropic"], headers=lambda rng: {},
    build=lambda rng, sc, t: [{"role": "system", "content": "You are gptme, a general-purpose assistant in the user's terminal. You can run shell commands, read and write files, "
                                                            "and apply patches by writing code blocks tagged shell, save <path> or patch <path>; the results are returned to you.\n\n"
                                                            f"# Workspace\n{sc['repo']['root']}\n\n# Files\n" + "\n".join(sc["repo"]["files"])},
                              {"role": "user", "content": t}],
    steps=gptme_steps,
    nudge=None,
    side={"title": "transcript", "summary": "transcript"},
)


# ---------------------------------------------------------------- home-made loop with Hermes-style XML tags
def hermes_steps(rng, sc, msgs, steps):
    for st in steps:
        k = st["kind"]
        name, args = {"read": ("read_file", {"path": st.get("path")}), "edit": ("edit_file", {"path": st.get("path"), "find": st.get("old"), "replace": st.get("new")}),
                      "write": ("write_file", {"path": st.get("path"), "content": st.get("content")}), "grep": ("grep", {"pattern": st.get("pat")})}.get(k, ("shell", {"cmd": shell_cmd_for(st, sc)}))
        msgs.append({"role": "assistant", "content": (st["thought"] + "\n" if rng.random() < 0.5 else "") + f"<tool_call>\n{json.dumps({'name': name, 'arguments': args}, ensure_ascii=False)}\n</tool_call>"})
        res = {"name": name, "content": st["output"] if k not in ("edit", "write") else ("ok" if st.get("ok", True) else "error: find string not present")}
        if k == "shell":
            res["exit_code"] = st.get("exit", 0)
        msgs.append({"role": "user", "content": f"<tool_response>\n{json.dumps(res, ensure_ascii=False)}\n</tool_response>"})
    return msgs


TEXT["hermes_xml_loop"] = dict(
    models=["NousResearch/Hermes-3-Llama-3.1-70B", "Qwen/Qwen2.5-72B-Instruct", "local-model", "mistral-small-3.1"],
    ua=["python-requests/2.32.3", "OpenAI/Python 1.40.6", "curl/8.5.0"], headers=lambda rng: {},
    build=lambda rng, sc, t: [{"role": "system", "content": "You are a function-calling coding assistant. Function signatures are given inside <tools></tools>. To call one, "
                                                            "emit a JSON object with name and arguments inside <tool_call></tool_call> tags; results come back inside <tool_response></tool_response>.\n<tools>\n" +
                                                            json.dumps([{"name": "shell", "parameters": {"cmd": "string"}}, {"name": "read_file", "parameters": {"path": "string"}},
                                                                        {"name": "edit_file", "parameters": {"path": "string", "find": "string", "replace": "string"}},
                                                                        {"name": "write_file", "parameters": {"path": "string", "content": "string"}}, {"name": "grep", "parameters": {"pattern": "string"}}]) + "\n</tools>"},
                              {"role": "user", "content": t}],
    steps=hermes_steps,
    nudge=lambda rng, sc: {"role": "user", "content": "Continue with the next tool call, or reply DONE with a summary if finished."},
    side={"memory": "append", "commit": "transcript"},
)


# ---------------------------------------------------------------- LangChain ReAct on legacy completions
def react_action(st, sc):
    k = st["kind"]
    if k == "read":
        return "read_file", st["path"]
    if k == "grep":
        return "search_code", st["pat"]
    if k in ("edit", "write"):
        return "write_file", json.dumps({"path": st["path"], "text": st.get("new", st.get("content", ""))[:200]})
    return "terminal", shell_cmd_for(st, sc)


def react_prompt(rng, sc, question, steps):
    head = ("Answer the following request as well as you can. You can use these tools:\n\n"
            "terminal: run shell commands in the repository. Input is a command line.\nread_file: return a file's text. Input is a path.\n"
            "search_code: grep the repository. Input is a regex.\nwrite_file: write a file. Input is JSON with path and text.\n\n"
            "Use this layout:\n\nQuestion: the request to handle\nThought: what to do next\nAction: one of [terminal, read_file, search_code, write_file]\n"
            "Action Input: the input for the action\nObservation: the action's result\n... (Thought/Action/Action Input/Observation may repeat)\n"
            "Thought: I now know the final answer\nFinal Answer: the answer to the original request\n\nStart!\n\n")
    s = head + f"Question: {question}\nThought:"
    for st in steps:
        a, ai = react_action(st, sc)
        out = st["output"] if st["kind"] not in ("edit", "write") else ("written" if st.get("ok", True) else "error: could not write")
        s += f" {st['thought']}\nAction: {a}\nAction Input: {ai}\nObservation: {out}\nThought:"
    return s
