"""Families whose clients use a text protocol (no tools array) or the legacy completions endpoint."""
from __future__ import annotations

import json

from . import material as M
from . import wire as W
from .base import Ctx
from .fam_native import CHAT, COMP, _env_details, as_anthropic

# ================================================================== mini-swe-agent
MINI_FMT_ERR = [
    "Format problem: your reply held {n} fenced actions, and each reply needs exactly one. Follow the layout in <response_example>.\n\n"
    "<response_example>\nA few sentences on what you expect this step to show.\n\n```bash\n<action>\n```\n</response_example>\n\n"
    "Finished already? The opening message explains the submit step; once you run it the session ends for good.",
    "Your last message had {n} bash blocks; exactly one is required. Reply with your reasoning and then a single ```bash block.",
]


def _mini_obs(c, s):
    out = s["out"]
    if len(out) > 9000 and c.p(0.7):
        return (f"<returncode>{s['rc']}</returncode>\n<warning>\nThat command printed more than fits here. Narrow it down (head, grep, sed -n) and run again.\n</warning>"
                f"<output_head>\n{out[:5000]}\n</output_head>\n<elided_chars>\n{len(out) - 10000} characters elided\n</elided_chars>\n<output_tail>\n{out[-5000:]}\n</output_tail>")
    return f"<returncode>{s['rc']}</returncode>\n<output>\n{out}\n</output>"


def _mini_act(s):
    return f"THOUGHT: {s['thought']}\n\n```bash\n{s['cmd']}\n```"


def mini_swe_agent(c: Ctx):
    system = c.choice(["You operate a computer on the user's behalf through a shell.",
                       "You work on programming tasks by running shell commands, one turn at a time.\n"
                       "Every reply carries a single bash code block holding one command (chaining with && or || is fine).\n\n"
                       "Start with a THOUGHT section that says why you chose the command.\nLay the reply out like <format_example>.\n\n"
                       "<format_example>\nTHOUGHT: why this command, and what you expect\n\n```bash\nthe_command\n```\n</format_example>\n\nReplies in any other layout are thrown away."])
    inst = (f"<pr_description>\nThe change requested in the PR:\n{c.ask_text}\n</pr_description>\n\n<instructions>\n# Task Instructions\n\n## Overview\n"
            "You drive a shell, one command per turn, to carry out the PR above.\nOnly source files count: leave the tests alone.\n"
            "Change the non-test files in the working directory so the PR is satisfied, with a fix that fits the code around it rather than a special case.\n\n"
            "IMPORTANT: Work in rounds. Each round is one command; read what it printed before choosing the next.\n\n"
            "## Recommended Workflow\n1. Look around the code\n2. Write a small reproduction\n3. Change the source\n4. Rerun the reproduction\n5. Try the corner cases\n\n"
            "## Command Execution Rules\nA THOUGHT section plus a single bash block per reply. Each command starts in a fresh shell, so `cd` and exports are lost; write `cd /path && ...`.\n\n"
            "## Submission\nTo hand in the work, run: `echo COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT && git add -A && git diff --cached`\n</instructions>")
    if c.p(0.3):
        inst = f"Please solve this issue: {c.ask_text}\n\nShell commands and file edits are available to you for the work.\n\n## Recommended Workflow\n1. explore 2. reproduce 3. fix 4. verify\n\nSubmit with `echo MINI_SWE_AGENT_FINAL_OUTPUT`."
    ev = [("user", inst)]
    sh = c.shape
    if sh.startswith("followup"):
        ev = c.prior_qa() + [("user", c.ask_text)]
    elif sh.startswith("loop"):
        ev += c.transcript_steps(c.steps(), _mini_act, lambda s: _mini_obs(c, s))
    elif sh.startswith("retry"):
        ev += c.transcript_steps(c.steps(c.rng.randint(1, 5)), _mini_act, lambda s: _mini_obs(c, s))
        n = c.choice([0, 2, 3])
        ev.append(("assistant", "THOUGHT: I'll look at the file and then run the tests.\n\n```bash\ncat x.py\n```\n\n```bash\npytest\n```" if n else "I believe the fix is complete."))
        ev.append(("user", c.choice(MINI_FMT_ERR).format(n=n)))
    body = {"model": c.model(), "messages": W.chat_messages(system, ev), "temperature": 0.0}
    if c.p(0.2):
        body["max_tokens"] = 4096
    return CHAT, W.h_litellm(c.rng), body


# ================================================================== SWE-agent (text actions / DISCUSSION + command)
def swe_agent_text(c: Ctx):
    root = "/" + c.r["name"].replace("-", "__")
    system = ("SETTING: You write code on your own from a terminal that has a few extra helper commands.\n\n"
              "The helpers include a viewer that displays {WINDOW} lines of one file at once. Next to plain bash you have:\n\nCOMMANDS:\n"
              "open:\n  docstring: loads a file into the viewer, jumping to a line if one is given\n  signature: open \"<path>\" [<line_number>]\n\n"
              "goto:\n  docstring: jumps the viewer to <line_number>\n  signature: goto <line_number>\n\nscroll_down / scroll_up:\n  docstring: shifts the viewer by {WINDOW} lines\n\n"
              "search_dir:\n  signature: search_dir <search_term> [<dir>]\n\nsearch_file:\n  signature: search_file <search_term> [<file>]\n\nfind_file:\n  signature: find_file <file_name> [<dir>]\n\n"
              "edit:\n  docstring: swaps lines <start_line>..<end_line>, both ends included, for the lines that follow, up to a line reading end_of_edit. Keep the indentation right.\n"
              "  signature: edit <start_line>:<end_line>\n<replacement_text>\nend_of_edit\n\nsubmit:\n  docstring: hands in the current state of the code and closes the session\n\n"
              "RESPONSE FORMAT:\nThe shell prompt you will see looks like this:\n(Open file: <path>) <cwd> $\n\nEach reply has two parts, a discussion and a command.\n"
              "Give one of each, laid out like this sample:\nDISCUSSION\nFirst I'll list the files.\n```\nls -a\n```\n"
              "Put just one command in the fenced part, then wait for the shell's answer before going on. There is no support for interactive programs such as a python REPL or vim.").replace("{WINDOW}", "100")
    inst = (f"The repository has an open issue for you to fix. Its text:\nISSUE:\n{c.ask_text}\n\nINSTRUCTIONS:\nYou are working alone on this. "
            "A shell is open at the top of the repository. Change whatever files you need and run whatever checks help. Run `submit` once the fix is in.\n"
            "Interactive programs (a bare python prompt, vim) will hang here; put code in a script file and execute that instead.\n\n"
            "NOTE ABOUT THE EDIT COMMAND: Whitespace is significant. A line like '        y = 2' must keep its leading spaces.\n\nIMPORTANT TIPS:\n1. Make the bug happen before touching code.\n2. When a command errors, pick a different one.\n"
            "3. Jump with `goto` instead of scrolling many times.\n4. Look at which file is open and where you are before each edit.\n\n(Open file: n/a)\n(Current directory: " + root + ")\nbash-$")

    def act(s):
        k = s["kind"]
        cmd = {"view": f"open {s['path']}", "grep": f"search_dir \"{s['sym']}\"", "ls": f"find_file \"{s['path'].split('/')[-1]}\"",
               }.get(k, s["cmd"])
        if k == "edit":
            cmd = f"edit {c.rng.randint(20, 90)}:{c.rng.randint(91, 99)}\n{s['new']}\nend_of_edit"
        return f"DISCUSSION\n{s['thought']}\n```\n{cmd}\n```"

    def obs(s):
        k = s["kind"]
        head = f"[File: {root}/{s['path']} ({c.rng.randint(90, 600)} lines total)]\n" if k in ("view", "edit") else ""
        body = s["out"].replace("\t", ":") if k in ("view", "edit") else (s["out"] or "The command finished without printing anything.")
        of = f"{root}/{s['path']}" if k in ("view", "edit") else "n/a"
        return f"{head}{body}\n(Open file: {of})\n(Current directory: {root})\nbash-$"
    ev = [("user", inst)]
    sh = c.shape
    if sh.startswith("followup"):
        ev = c.prior_qa() + [("user", c.ask_text)]
    elif sh.startswith("loop"):
        ev += c.transcript_steps(c.steps(), act, obs)
    elif sh.startswith("retry"):
        ev += c.transcript_steps(c.steps(c.rng.randint(1, 5)), act, obs)
        ev.append(("assistant", f"DISCUSSION\nLet me fix the indentation.\n```\nedit 41:43\nif entry is None:\nreturn None\nend_of_edit\n```"))
        ev.append(("user", "The edit was rejected: it would leave the file with syntax errors. Check the messages below and send a corrected edit.\n\nERRORS:\n- E999 IndentationError: expected an indented block\n\n"
                           "The lines as they would have read after your edit\n-------------------------------------------------\n41:if entry is None:\n42:return None\n-------------------------------------------------\n"
                           "Nothing in the file was changed. Correct the edit command and send it again.\n(Open file: " + f"{root}/{c.r['src'][0]})\n(Current directory: {root})\nbash-$"))
    if c.p(0.3):  # demonstration in history
        ev.insert(0, ("user", "Below is a worked example of a task done with this interface.\nIts purpose is to show how the commands are used.\n"
                              "Your own task may call for different steps.\n--- DEMONSTRATION ---\nDISCUSSION\nLet's reproduce first.\n```\ncreate reproduce.py\n```\n"
                              "[File: /marshmallow/reproduce.py (1 lines total)]\n1:\n(Open file: /marshmallow/reproduce.py)\n(Current directory: /marshmallow)\nbash-$\n--- END OF DEMONSTRATION ---\n"))
    return CHAT, W.h_litellm(c.rng), {"model": c.choice(["gpt-4-0125-preview", "gpt-4o", "claude-3-5-sonnet-20241022"]), "messages": W.chat_messages(system, ev), "temperature": 0.0, "top_p": 0.95}


# ================================================================== Agentless-like pipeline
def agentless(c: Ctx):
    tree = "\n".join(f"{'    ' * (p.count('/'))}{p.split('/')[-1]}" for p in sorted(c.r["src"] + c.r["tests"] + c.r["extra"]))
    sh = c.shape
    if sh.startswith("first"):
        prompt = (f"Read the GitHub problem description and the repository layout below, then name the files that would have to change to fix it.\n\n"
                  f"### GitHub Problem Description ###\n{c.ask_text}\n\n###\n\n### Repository Structure ###\n{c.r['name']}/\n{tree}\n\n###\n\n"
                  "List no more than 5 files, each as a full path.\nPut one path per line, most important first, inside a ``` fence\nLike this:\n```\nfile1.py\nfile2.py\n```")
        if c.p(0.3) and c.ask_label == "single_step":
            prompt = f"### Question ###\n{c.ask_text}\n\n### Repository Structure ###\n{tree}\n\nAnswer the question; use the structure only if it helps."
        msgs = [{"role": "user", "content": prompt}]
    elif sh.startswith("followup"):
        msgs = W.chat_messages("You are a helpful assistant.", c.prior_qa() + [("user", c.ask_text)])
    elif sh.startswith("loop_localize"):
        skel = "\n\n".join(f"### File: {p} ###\n" + "\n".join(l for l in M.code(c.rng, c.r["lang"]).split("\n") if l.strip().startswith(("def ", "class ", "async def", "func ", "pub fn", "export"))) + "\n    ..."
                           for p in c.rng.sample(c.r["src"], 3))
        msgs = [{"role": "user", "content": f"Below are a GitHub Problem Description and outlines of the files that seem related.\nList every place that should be looked at or changed to fix it, "
                                            f"covering the obvious spots and also any globals, functions or classes that could be involved.\nName each place as a class, a method inside a class, a function, or a global variable.\n\n"
                                            f"### GitHub Problem Description ###\n{c.ask_text}\n\n### Skeleton of Relevant Files ###\n{skel}\n\n###\n\nGive every location, each one as a class, function or variable name.\nA listed class already covers its methods; no need to name them too.\n\n"
                                            "### Examples:\n```\nfull_path1/file1.py\nfunction: my_function_1\nclass: MyClass1\n```\n\nReply with the locations only, inside a ``` fence."}]
    else:  # loop_repair / retry (regression test output fed back)
        segs = "\n\n".join(f"### {p}\n...\n{M.code(c.rng, c.r['lang'])}...\n" for p in c.rng.sample(c.r["src"], c.rng.randint(1, 3)))
        content = (f"An issue in this repository needs fixing. The report:\n--- BEGIN ISSUE ---\n{c.ask_text}\n--- END ISSUE ---\n\n"
                   f"Code excerpts from files that look relevant follow. The bug is likely somewhere in them.\n\n--- BEGIN FILE ---\n```\n{segs}```\n--- END FILE ---\n\n"
                   "Work out from the report where the bug sits, then write *SEARCH/REPLACE* edits that fix it.\n\nLay out each *SEARCH/REPLACE* edit like this:\n"
                   "1. Path of the file\n2. Opening marker: <<<<<<< SEARCH\n3. Lines copied unchanged from the current file, in one unbroken run\n4. Separator: =======\n"
                   "5. The lines that take their place\n6. Closing marker: >>>>>>> REPLACE\n\nIndentation inside the edit has to be exact.\nPut each edit in a ```python...``` fence.")
        if sh.startswith("retry"):
            content += f"\n\nA previous candidate patch was applied and the reproduction test was run. Output:\n```\n{M.out_traceback(c.r, c.rng)}\n```\nThe issue is not resolved; produce a different fix."
        msgs = [{"role": "user", "content": content}]
    body = {"model": c.choice(["gpt-4o-2024-05-13", "claude-3-5-sonnet-20241022", "deepseek-chat"]), "messages": msgs, "temperature": c.choice([0, 0.8]), "max_tokens": c.choice([1024, 4096])}
    if c.p(0.3):
        body["n"] = c.choice([1, 4])
    return CHAT, W.h_openai_py(c.rng), body


# ================================================================== AutoCodeRover-like
ACR_SYS = ("You look after a big codebase as its developer.\nSomeone has filed an issue against it.\nThe issue text sits between <issue> and </issue>.\n"
           "First call the search APIs to learn where the fault lies, then write a patch that fixes it.")


def autocoderover(c: Ctx):
    sh = c.shape
    issue = f"<issue>{c.ask_text}\n</issue>"
    api = ("To see more of the project, use the search APIs below with the file, class, method and code names that the issue mentions.\n"
           "- search_class(class_name: str): look up a class anywhere\n- search_method_in_file(method_name: str, file_path: str): look up a method inside one file\n"
           "- search_method_in_class(method_name: str, class_name: str): look up a method inside one class\n- search_method(method_name: str): look up a method anywhere\n"
           "- search_code(code_str: str): look up a code fragment anywhere\n- search_code_in_file(code_str: str, file_path: str): look up a code fragment inside one file\n\n"
           "Several calls per round are allowed.\n\nRead the issue and pick the calls that will tell you most. Give every call real argument values.")
    if sh.startswith("side"):
        text = (f"To understand the issue I should look at the `{c.choice(M.CLASSES)}` class and the `{c.choice(M.FUNCS)}` method, since the traceback points there.\n"
                f"search_class(\"{c.choice(M.CLASSES)}\")\nsearch_method(\"{c.choice(M.FUNCS)}\")")
        msgs = [{"role": "system", "content": "Turn the text you are given into JSON listing API calls and bug locations.\nThe text answers two questions:\n"
                 "1. do we need more context?\n2. where are bug locations?\nTake the API calls from the answer to 1 and the bug locations from the answer to 2; use an empty list when an answer has none.\n\n"
                 "Valid API calls: search_method_in_class(...), search_method_in_file(...), search_method(...), search_class_in_file(...), search_class(...), search_code_in_file(...), search_code(...)\n\n"
                 "Shape the JSON like this: {\"API_calls\": [\"api_call_1(args)\"], \"bug_locations\": [{\"file\": \"path\", \"class\": \"...\", \"method\": \"...\"}]}"},
                {"role": "user", "content": text}]
        return CHAT, W.h_openai_py(c.rng), {"model": "gpt-4o-2024-05-13", "messages": msgs, "temperature": 0, "response_format": {"type": "json_object"}}
    ev = [("user", issue), ("user", api)]
    if sh.startswith("followup"):
        ev = c.prior_qa() + [("user", c.ask_text)]
    elif not sh.startswith("first"):
        for _ in range(c.rng.randint(1, 4)):
            cls, fn = c.choice(M.CLASSES), c.choice(M.FUNCS)
            ev.append(("assistant", f"search_class(\"{cls}\")\nsearch_method(\"{fn}\")"))
            p = c.choice(c.r["src"])
            ev.append(("user", f"Result of search_class(\"{cls}\"):\n\n1 class named {cls} found in the codebase:\n\n- Search result 1:\n```\n<file>{p}</file>\n<class>{cls}</class>\n<code>\n{M.code(c.rng, c.r['lang'])}\n</code>\n```\n\n"
                               f"Result of search_method(\"{fn}\"):\n\n{c.rng.randint(1, 3)} method(s) named {fn} found in the codebase:\n\n- Search result 1:\n```\n<file>{p}</file>\n <func>{fn}</func>\n<code>\n{M.code(c.rng, c.r['lang'], fn)}\n</code>\n```\n\n"))
            ev.append(("user", "Before searching again, go over what came back.\nFor a call that found nothing, decide which other calls could fill the gap.\n"
                               "For a call that found code, work through:\n1. What is this code for?\n2. How could it be tied to the bug?\n3. Going by the issue, how should it behave?"))
        if sh.startswith("retry"):
            ev.append(("assistant", "# modification 1\n```\n<file>x.py</file>\n<original>return out</original>\n<patched>return out or []</patched>\n```"))
            ev.append(("user", "Written a patch that resolves the issue? No: the patch could not be applied, the <original> text was not found in the file. Write a new patch, making sure <original> matches the code exactly."))
    return CHAT, W.h_openai_py(c.rng), {"model": c.choice(["gpt-4o-2024-05-13", "gpt-4-0125-preview", "claude-3-5-sonnet-20241022"]),
                                        "messages": W.chat_messages(ACR_SYS, ev), "temperature": 0.0, "max_tokens": 1024}


# ================================================================== Devon-like (XML-ish command protocol)
def devon(c: Ctx):
    system = ("<SETTING>\nYou are a programmer agent working alone at a terminal. You plan before you act and you check your work.\n\n**Environment:**\n"
              "Editor: you can open and edit files with the commands below. Terminal: bash.\n</SETTING>\n<COMMANDS>\n"
              "open_file FILE_PATH\nscroll_up / scroll_down\ncreate_file FILE_PATH CONTENT\nedit_file <<<\ndiff --git ...\n>>>\nsearch_dir SEARCH_TERM DIR\nfind_function FUNCTION_NAME\n"
              "find_class CLASS_NAME\nsubmit\nask_user QUESTION\nno_op\n</COMMANDS>\n<RESPONSE FORMAT>\n<THOUGHT>\nreasoning\n</THOUGHT>\n<SCRATCHPAD>\nnotes\n</SCRATCHPAD>\n<COMMAND>\none command\n</COMMAND>\n</RESPONSE FORMAT>")
    task = f"<TASK>\n{c.ask_text}\n</TASK>\n<EDITOR>\nNo files open.\n</EDITOR>\n<CWD>\n{c.r['root']}\n</CWD>\n<HISTORY>\n</HISTORY>"

    def act(s):
        cmd = {"view": f"open_file {s['path']}", "grep": f"search_dir {s['sym']} .", }.get(s["kind"], s["cmd"])
        if s["kind"] == "edit":
            cmd = f"edit_file <<<\n--- a/{s['path']}\n+++ b/{s['path']}\n-{s['old']}\n+{s['new']}\n>>>"
        return f"<THOUGHT>\n{s['thought']}\n</THOUGHT>\n<SCRATCHPAD>\n- step {c.rng.randint(1, 9)}\n</SCRATCHPAD>\n<COMMAND>\n{cmd}\n</COMMAND>"
    obs = lambda s: f"<OBSERVATION>\n{s['out'] or 'Command completed with no output.'}\n</OBSERVATION>\n<EDITOR>\n{s['path'] if s['kind'] in ('view', 'edit') else 'No files open.'}\n</EDITOR>\n<CWD>\n{c.r['root']}\n</CWD>"
    ev = [("user", task)]
    sh = c.shape
    if sh.startswith("followup"):
        ev = c.prior_qa() + [("user", c.ask_text)]
    elif sh.startswith("loop"):
        ev += c.transcript_steps(c.steps(), act, obs)
    elif sh.startswith("retry"):
        ev += c.transcript_steps(c.steps(c.rng.randint(1, 4)), act, obs)
        ev.append(("assistant", "I think I should edit the file now."))
        ev.append(("user", "<OBSERVATION>\nYour response did not contain a <COMMAND> block. Respond again with exactly one <THOUGHT> and one <COMMAND>.\n</OBSERVATION>"))
    return CHAT, W.h_openai_py(c.rng), {"model": c.model(), "messages": W.chat_messages(system, ev), "temperature": 0.0, "max_tokens": 4096, "stop": ["</COMMAND>"]}


# ================================================================== pr-agent
def _pr_diff(c: Ctx) -> str:
    out = []
    for p in c.rng.sample(c.r["src"], c.rng.randint(1, 3)):
        a = c.rng.randint(5, 300)
        new = M.code(c.rng, c.r["lang"]).split("\n")[:8]
        out.append(f"## File: '{p}'\n\n@@ ... @@ def {c.choice(M.FUNCS)}(...)\n__new hunk__\n" + "\n".join(f"{a + i} {'+' if i % 3 == 0 else ' '}{l}" for i, l in enumerate(new))
                   + "\n__old hunk__\n" + "\n".join(f"{'-' if i % 3 == 0 else ' '}{l}" for i, l in enumerate(new[:4])))
    return "\n\n".join(out)


def pr_agent(c: Ctx):
    h = W.h_litellm(c.rng)
    sh = c.shape
    info = (f"PR Info:\n\nTitle: '{c.choice(['Fix cache expiry', 'Add CSV export', 'Bump deps', 'Refactor auth middleware', 'WIP: pagination'])}'\n\nBranch: '{c.r['branch']}'\n\n"
            f"Description:\n======\n{c.choice(['Fixes #' + str(c.rng.randint(10, 999)), 'See linked ticket.', ''])}\n======\n\nThe PR code diff:\n======\n{_pr_diff(c)}\n======\n")
    if sh.startswith("side_describe"):
        sys = ("You are PR-Reviewer, a model that writes up Git pull requests.\nDescribe this PR in full: its type, a summary, a per-file walkthrough and a title.\n"
               "- Base it mainly on the added lines (prefixed '+').\n- The current title and description may be thin or stale; do not rely on them.\n\nReply with YAML that matches the type $PRDescription:\n"
               "class PRDescription(BaseModel):\n    type: List[PRType]\n    description: str\n    title: str\n    pr_files: List[FileDescription]")
        user = info + "\n\nResponse (YAML only, no other text):\n```yaml\n"
    elif sh.startswith("side_review"):
        sys = ("You are PR-Reviewer, a model that reviews Git pull requests.\nGive short, useful review comments on this PR.\nLook mainly at the lines the PR adds ('+' lines).\n\n"
               "Worth flagging: real bugs, security concerns, performance issues, readability. Output a YAML object of type $PRReview with keys estimated_effort_to_review_[1-5], relevant_tests, key_issues_to_review, security_concerns.")
        user = info + "\n\nResponse (YAML only, no other text):\n```yaml\n"
    elif sh.startswith("side_improve"):
        sys = ("You are PR-Reviewer, a model that proposes code improvements for pull requests.\nGo through the diff, mostly the added '+' lines, and suggest specific, brief changes that would remove likely bugs or make the code cleaner or faster.\n"
               "Output YAML with code_suggestions: [relevant_file, language, suggestion_content, existing_code, improved_code, one_sentence_summary, label].")
        user = info + "\n\nResponse (YAML only, no other text):\n```yaml\n"
    else:  # /ask: the person's question about the PR: label follows the question
        sys = ("You are PR-Reviewer, a model that answers questions about a Git pull request.\n\nAnswer what the user asks about the code this PR adds ('+' lines), "
               "and comment on it where useful.\nBe concrete and use examples from the diff.\nAlways give an answer, the best one you can, and stay on the question.")
        user = info + f"\nThe PR Questions:\n======\n{c.ask_text}\n======\n\nResponse to the PR Questions:\n"
        if sh.startswith("followup"):
            return CHAT, h, {"model": c.model(), "messages": W.chat_messages(sys, [("user", user.replace(c.ask_text, c._pick_ask("single_step")[0])),
                                                                                   ("assistant", M.assistant_answer(c.rng, c.r["lang"])),
                                                                                   ("user", f"The PR Questions:\n======\n{c.ask_text}\n======")]), "temperature": 0.2}
    return CHAT, h, {"model": c.choice(["gpt-4o", "o4-mini", "claude-sonnet-4-5", "gpt-4.1"]), "messages": [{"role": "system", "content": sys}, {"role": "user", "content": user}], "temperature": 0.2}


# ================================================================== Sweep-like (issue -> plan, snippets; commit/PR title side)
def sweep(c: Ctx):
    h = W.h_openai_py(c.rng)
    sh = c.shape
    sys = ("You are a careful engineer who turns the GitHub issue below into working code. Whatever you write has to run as is, "
           "with no placeholders or TODO stubs. Write plans in <plan> with <modify file=\"...\"> or <create file=\"...\"> blocks, each with <instructions>.")
    snippets = "\n".join(f"<snippet source=\"{p}:{c.rng.randint(1, 50)}-{c.rng.randint(51, 120)}\">\n{M.code(c.rng, c.r['lang'])}</snippet>" for p in c.rng.sample(c.r["src"], 2))
    if sh.startswith("side"):
        if "commit" in sh:
            msgs = [{"role": "system", "content": "You write short git commit messages (under 60 characters) for a diff. Output only the message inside <commit_message> tags."},
                    {"role": "user", "content": f"<diff>\n{M.out_diff(c.r, c.rng)}</diff>"}]
        else:
            msgs = [{"role": "system", "content": "You write the title and summary of a pull request from an issue and the changes made. Use <pr_title> and <pr_summary> tags."},
                    {"role": "user", "content": f"<issue>\n{c.ask_text}\n</issue>\n<changes_made>\n{M.out_diff(c.r, c.rng)}</changes_made>"}]
        return CHAT, h, {"model": c.model("small"), "messages": msgs, "temperature": 0.1}
    user = (f"<repo_tree>\n" + "\n".join(c.r["src"] + c.r["extra"]) + f"\n</repo_tree>\n\n<relevant_snippets_in_repo>\n{snippets}\n</relevant_snippets_in_repo>\n\n"
            f"# GitHub Issue\n<issue>\nTitle: {c.ask_text.splitlines()[0][:80]}\n{c.ask_text}\n</issue>\n\nWrite a plan that resolves the issue.")
    ev = [("user", user)]
    if sh.startswith("followup"):
        ev = c.prior_qa() + [("user", c.ask_text)]
    elif sh.startswith("loop"):
        ev.append(("assistant", f"<plan>\n<modify file=\"{c.r['src'][0]}\">\n<instructions>Guard the None entry and evict expired keys.</instructions>\n</modify>\n</plan>"))
        ev.append(("user", f"The plan was applied. Here is the updated file and the output of the checks:\n<file path=\"{c.r['src'][0]}\">\n{M.code(c.rng, c.r['lang'])}</file>\n<check_results>\n{M.out_test_fail(c.r, c.rng)}\n</check_results>\nContinue with the next change."))
    elif sh.startswith("retry"):
        ev.append(("assistant", f"<modify file=\"{c.r['src'][0]}\">\n<original_code>\n    return out\n</original_code>\n<new_code>\n    return out or []\n</new_code>\n</modify>"))
        ev.append(("user", f"The <original_code> block was not found in {c.r['src'][0]}. These are the closest matching lines:\n```\n{M.numbered(M.code(c.rng, c.r['lang']))}\n```\nRewrite the <original_code> so it matches exactly."))
    return CHAT, h, {"model": c.choice(["gpt-4-1106-preview", "claude-3-5-sonnet-20241022", "gpt-4o"]), "messages": W.chat_messages(sys, ev), "temperature": 0.1, "max_tokens": 4096}


# ================================================================== CrewAI (text ReAct)
def crewai(c: Ctx):
    h = W.h_litellm(c.rng)
    role = c.choice(["Senior Python Engineer", "Code Reviewer", "DevOps Specialist", "Full-stack Developer", "Technical Writer"])
    tools_desc = ("Tool Name: Read a file's content\nTool Arguments: {'file_path': {'description': 'Mandatory file full path to read the file', 'type': 'str'}}\n"
                  "Tool Description: A tool that reads the content of a file.\nTool Name: Run shell command\nTool Arguments: {'command': {'description': 'command to run', 'type': 'str'}}\n"
                  "Tool Description: Runs a command in the project directory.\nTool Name: Search the internet\nTool Arguments: {'search_query': {'description': 'query', 'type': 'str'}}\nTool Description: Web search.")
    sys = (f"You are {role}. You have shipped production code for a decade and you care about correctness.\nYour personal goal is: Deliver high-quality changes for the {c.r['name']} project\n"
           f"These are the only tools you may call; do not invent others:\n\n{tools_desc}\n\nIMPORTANT: Lay out every reply like this:\n\n```\n"
           "Thought: your reasoning about the next step\nAction: one tool name from [Read a file's content, Run shell command, Search the internet], spelled exactly as listed\n"
           "Action Input: the tool's arguments as one flat JSON object in curly braces, keys and values in double quotes\nObservation: what the tool returned\n```\n\n"
           "When you have everything you need, reply like this instead:\n\n```\nThought: I have what I need to answer\nFinal Answer: your complete answer to the task\n```")
    sh = c.shape
    if sh.startswith("side"):
        msgs = [{"role": "system", "content": "You condense text into short summaries."},
                {"role": "user", "content": "Condense the text below, keeping every detail that matters: " + c.ask_text + "\n\n" +
                 "\n".join(f"Action: Run shell command\nAction Input: {{\"command\": \"{s['cmd']}\"}}\nObservation: {s['out'][:600]}" for s in c.steps(c.rng.randint(2, 5)))}]
        return CHAT, h, {"model": c.model("small"), "messages": msgs, "temperature": 0.7}
    task = (f"\nCurrent Task: {c.ask_text}\n\nYour final answer will be judged against this: {c.choice(['A concise, correct answer.', 'A summary of the changes made and the test results.', 'The requested code, complete.'])}\n"
            "The Final Answer has to contain the full deliverable itself, not a description of it.\n\nStart now. Use the tools where they help and make the Final Answer as good as you can.\n\nThought:")
    ev = [("user", task)]
    if sh.startswith("followup"):
        prior = c._pick_ask("single_step")[0]
        ev = [("user", task.replace(c.ask_text, prior)), ("assistant", "Thought: I have what I need to answer\nFinal Answer: " + M.assistant_answer(c.rng)),
              ("user", f"\nCurrent Task: {c.ask_text}\n\nContext from the earlier task:\n{prior}\n\nStart now.\n\nThought:")]
    elif not sh.startswith("first"):
        text = ""
        for s in c.steps(None if sh.startswith("loop") else c.rng.randint(1, 4)):
            text += f"Thought: {s['thought']}\nAction: Run shell command\nAction Input: {{\"command\": {json.dumps(s['cmd'])}}}\nObservation: {s['out']}\n"
        if sh.startswith("retry"):
            text += ("Thought: I'll edit now\nAction: Edit file\nAction Input: {\"path\": \"x\"}\nObservation: Error: there is no tool called 'Edit file'. The tools you can call are:\n"
                     + tools_desc + "\nNext step: either call exactly one of these tools or give the Final Answer, never both in one reply.")
        if c.p(0.5):
            ev.append(("assistant", text))
        else:
            ev[0] = ("user", task + " " + text)
    return CHAT, h, {"model": c.model(), "messages": W.chat_messages(sys, ev), "stop": ["\nObservation:"], "temperature": c.choice([0.7, 0.2])}


# ================================================================== smolagents CodeAgent
def smol_code(c: Ctx):
    h = W.h_openai_py(c.rng)
    sys = ("You solve tasks by writing and running short Python programs. A task follows below.\nThe tools you have are Python functions, and you call them from your code.\n"
           "Work in repeated rounds of 'Thought:', 'Code:' and 'Observation:'.\n\n"
           "In 'Thought:' say what you intend and why. In 'Code:' give plain Python, and close the block with '<end_code>'.\n"
           "Anything you print() is kept and comes back to you in the 'Observation:' field of the next round.\nFinish by passing your result to the `final_answer` tool.\n\n"
           "A short example with made-up tools:\n---\nTask: \"How many days are there in 3 weeks and 4 days?\"\n\nThought: Simple arithmetic in Python.\nCode:\n```py\ndays = 3 * 7 + 4\nfinal_answer(days)\n```<end_code>\n---\n\n"
           "Apart from plain Python, these are the only tools available:\n- run_shell: Runs a shell command.\n    Takes inputs: {'cmd': {'type': 'string'}}\n    Returns an output of type: string\n"
           "- final_answer: Returns your answer and ends the task.\n\nYou can import from: ['os', 're', 'json', 'subprocess', 'pathlib']\n\nStart now.")
    sh = c.shape
    ev = [("user", f"New task:\n{c.ask_text}")]
    if sh.startswith("followup"):
        ev = [("user", f"New task:\n{c._pick_ask('single_step')[0]}"), ("assistant", "Thought: I can answer directly.\nCode:\n```py\nfinal_answer(\"done\")\n```<end_code>"),
              ("user", "Observation:\nExecution logs:\nLast output from code snippet:\ndone"), ("user", f"New task:\n{c.ask_text}")]
        # the last observation belongs to the earlier task's final_answer only; drop it to keep follow-ups free of tool results
        ev.pop(2)
    elif not sh.startswith("first"):
        for s in c.steps(None if not sh.startswith("retry") else c.rng.randint(1, 4)):
            ev.append(("assistant", f"Thought: {s['thought']}\nCode:\n```py\nout = run_shell(cmd={s['cmd']!r})\nprint(out)\n```<end_code>"))
            ev.append(("user", f"Observation:\nExecution logs:\n{s['out']}\nLast output from code snippet:\nNone"))
        if sh.startswith("retry"):
            ev.append(("assistant", "Thought: parse the file\nCode:\n```py\nimport yaml\nprint(yaml.safe_load(open('cfg.yml')))\n```<end_code>"))
            ev.append(("user", "Error:\nCode execution failed at line 'import yaml' due to: InterpreterError: module yaml is outside the allowed list ['os', 're', 'json', 'subprocess', 'pathlib']\n"
                               "Try again without repeating that mistake. After several failed tries, switch to another approach altogether."))
        if sh.startswith("loop_plan"):
            ev.append(("user", f"The task is not finished yet:\n```\n{c.ask_text}\n```\n\nThe steps taken so far are in the messages above. Revise what you know, then lay out a fresh high-level plan, step by step, for what is left. End the plan with '\\n<end_plan>' and write nothing after it."))
    msgs = W.chat_messages(sys, ev)
    for m in msgs:
        m["content"] = [{"type": "text", "text": m["content"]}]
    return CHAT, h, {"model": c.model(), "messages": msgs, "stop": ["<end_code>", "Observation:", "Calling tools:"], "max_tokens": 4096}


# ================================================================== LangChain ReAct (chat and legacy completions)
LC_TOOLS = [("terminal", "Executes a command in the local shell."), ("read_file", "Returns the text of a file"), ("write_file", "Saves text to a file"),
            ("python_repl", "Evaluates Python code. Pass a single valid Python statement or script as input."), ("duckduckgo_search", "Searches the web through DuckDuckGo.")]


def _react_prompt(c: Ctx, scratch: str, question: str) -> str:
    tools = c.rng.sample(LC_TOOLS, c.rng.randint(2, 5))
    return ("Do your best on the question below. These tools are available:\n\n" + "\n".join(f"{n}: {d}" for n, d in tools) +
            "\n\nStick to this layout:\n\nQuestion: the question to answer\nThought: your reasoning about what to do next\n"
            f"Action: a tool name, one of [{', '.join(n for n, _ in tools)}]\nAction Input: what to pass to the tool\nObservation: what the tool returned\n"
            "... (Thought/Action/Action Input/Observation may repeat as often as needed)\nThought: I can answer now\nFinal Answer: your answer to the question\n\n"
            f"Begin!\n\nQuestion: {question}\nThought:{scratch}")


def _react_scratch(c: Ctx, n: int, retry: bool) -> str:
    text = ""
    for s in c.steps(n):
        text += f" {s['thought']}\nAction: terminal\nAction Input: {s['cmd']}\nObservation: {s['out']}\nThought:"
    if retry:
        text += " I should edit\nAction: edit file\nAction Input: x.py\nObservation: there is no tool named edit file; choose from [terminal, read_file, write_file].\nThought:"
    return text


def langchain_react_chat(c: Ctx):
    sh = c.shape
    if sh.startswith("side"):
        lines = f"Human: {c.ask_text}\nAI: " + M.assistant_answer(c.rng)
        p = ("Fold the new lines of conversation into the current summary and return the updated summary.\n\nEXAMPLE\nCurrent summary:\nThe human asks about X. The AI explains.\n\nNew lines of conversation:\nHuman: Why?\nAI: Because.\n\nNew summary:\nThe human asks about X and why. The AI explains.\nEND OF EXAMPLE\n\n"
             f"Current summary:\n\n\nNew lines of conversation:\n{lines}\n\nNew summary:")
        return CHAT, W.h_openai_py(c.rng), {"model": c.model("small"), "messages": [{"role": "user", "content": p}], "temperature": 0.0, "n": 1, "stream": False}
    if sh.startswith("followup"):
        q = f"{c.ask_text}\n\nPrevious conversation history:\n" + "\n".join(f"{'Human' if e[0] == 'user' else 'AI'}: {e[1]}" for e in c.prior_qa())
        content = _react_prompt(c, "", q)
    elif sh.startswith("first"):
        content = _react_prompt(c, "", c.ask_text)
    else:
        content = _react_prompt(c, _react_scratch(c, None if sh.startswith("loop") else c.rng.randint(1, 3), sh.startswith("retry")), c.ask_text)
    return CHAT, W.h_openai_py(c.rng), {"model": c.model(), "messages": [{"role": "user", "content": content}], "stop": ["\nObservation"], "temperature": c.choice([0.0, 0.7]), "n": 1, "stream": c.p(0.3)}


def langchain_react_completions(c: Ctx):
    sh = c.shape
    if sh.startswith("followup"):
        q = "\n".join(f"{'Human' if e[0] == 'user' else 'AI'}: {e[1]}" for e in c.prior_qa()) + f"\nHuman: {c.ask_text}"
        prompt = _react_prompt(c, "", q)
    elif sh.startswith("first"):
        prompt = _react_prompt(c, "", c.ask_text)
    else:
        prompt = _react_prompt(c, _react_scratch(c, None if sh.startswith("loop") else c.rng.randint(1, 3), sh.startswith("retry")), c.ask_text)
    return COMP, W.h_openai_py(c.rng), {"model": c.model("completion"), "prompt": prompt, "max_tokens": 256, "temperature": 0.0, "stop": ["\nObservation:", "\n\tObservation:"],
                                        "top_p": 1, "frequency_penalty": 0, "presence_penalty": 0, "n": 1, "logit_bias": {}}


# ================================================================== AutoGen group chat
def autogen(c: Ctx):
    h = W.h_openai_py(c.rng)
    coder_sys = ("You are an assistant that works through tasks by writing code and prose.\nWhen code is the way forward, give the user a python block or a sh block to run.\n"
                 "    1. To find something out, write code that prints it.\n    2. To get something done, write code that does it and prints the outcome.\n"
                 "Go step by step where that helps, and state a plan first if none was given.\nLabel every code block with its language. All the user can do is run your code and paste back what it printed.\n"
                 "When the output shows an error, correct the code and send the whole block again.\nOnce the task is fully done, reply \"TERMINATE\".")
    sh = c.shape
    ev = [("user", c.ask_text)]
    if not sh.startswith(("first", "followup")):
        for s in c.steps(c.rng.randint(1, 6)):
            ev.append(("assistant", f"{s['thought']}\n\n```sh\n{s['cmd']}\n```"))
            ev.append(("user", f"exitcode: {s['rc']} ({'execution succeeded' if s['rc'] == 0 else 'execution failed'})\nCode output: {s['out']}"))
    if sh.startswith("side"):
        roles = ["Planner", "Engineer", "Executor", "Critic"]
        sys2 = (f"Several agents share this chat. Their roles:\n" + "\n".join(f"{r}: {d}" for r, d in zip(roles, ["Suggests a plan.", "Writes code.", "Runs code and reports results.", "Double-checks work."])) +
                f".\nThe conversation so far comes next.\nPick which of {roles} should speak next and answer with that role name alone.")
        msgs = W.chat_messages(sys2, ev)
        msgs.append({"role": "system", "content": f"Given the conversation above, who among {roles} speaks next? Answer with the role name alone."})
        return CHAT, h, {"model": c.model(), "messages": msgs, "temperature": 0}
    if sh.startswith("followup"):
        ev = c.prior_qa() + [("user", c.ask_text)]
    if sh.startswith("retry"):
        ev.append(("assistant", "```python\nimport pandas as pd\nprint(pd.read_csv('data.csv').head())\n```"))
        ev.append(("user", "exitcode: 1 (execution failed)\nCode output: Traceback (most recent call last):\n  File \"tmp_code_1.py\", line 1, in <module>\n    import pandas as pd\nModuleNotFoundError: No module named 'pandas'\n"))
    msgs = W.chat_messages(coder_sys, ev)
    for m in msgs:
        if m["role"] == "user" and c.p(0.7):
            m["name"] = c.choice(["user_proxy", "Executor", "Admin"])
    return CHAT, h, {"model": c.model(), "messages": msgs, "temperature": c.choice([0, 0.7])}


# ================================================================== gptme (results as system messages)
def gptme(c: Ctx):
    h = W.h_openai_py(c.rng)
    sys = ("You are gptme v0.2x, an LLM-based assistant for everyday programming: writing and fixing code and explaining things along the way.\n"
           "On this machine you may run programs and shell commands and read or write files.\nThe code may be a new project or one that already exists.\n"
           "Split big jobs into small steps.\nWhen told that something you did was wrong, say so plainly and change course.\n\n"
           "# Tools\n## shell\nExecute commands by writing a ```shell block.\n## save\nCreate or overwrite a file with ```save <path>.\n## patch\nApply a change with ```patch <path> using <<<<<<< ORIGINAL / ======= / >>>>>>> UPDATED.\n## ipython\nRun python in a ```ipython block.\n\n"
           f"# Context\n## Working directory\n{c.r['root']}\n## Date\n2025-{c.rng.randint(1, 12):02d}-{c.rng.randint(1, 28):02d}")
    sh = c.shape
    if sh.startswith("side"):
        msgs = [{"role": "system", "content": "The following is a conversation between a user and an assistant. Generate a short descriptive name for it, 2-5 words, lowercase with dashes. Reply with the name only."},
                {"role": "user", "content": f"User: {c.ask_text}\nAssistant: Let me check the project first."}]
        return CHAT, h, {"model": c.model("small"), "messages": msgs, "temperature": 0}
    ev = [("user", c.ask_text)]
    if sh.startswith("followup"):
        ev = c.prior_qa() + [("user", c.ask_text)]
    elif not sh.startswith("first"):
        for s in c.steps(None if sh.startswith("loop") else c.rng.randint(1, 4)):
            ev.append(("assistant", f"{s['thought']}\n\n```shell\n{s['cmd']}\n```"))
            ev.append(("system", f"Ran command: `{s['cmd']}`\n\n```stdout\n{s['out']}\n```" + ("" if not s["rc"] else f"\n\nReturn code: {s['rc']}")))
        if sh.startswith("retry"):
            ev.append(("assistant", f"```patch {c.r['src'][0]}\n<<<<<<< ORIGINAL\n    return out\n=======\n    return out or []\n>>>>>>> UPDATED\n```"))
            ev.append(("system", f"Error during execution: Patch failed: original chunk not found in file {c.r['src'][0]}"))
    return CHAT, h, {"model": c.model(), "messages": W.chat_messages(sys, ev), "stream": True, "temperature": 0}


# ================================================================== AutoGPT-like (JSON command protocol)
def autogpt(c: Ctx):
    h = W.h_openai_py(c.rng)
    name = c.choice(["CodeGPT", "RepoFixer-GPT", "DevAssistantGPT", "Entrepreneur-GPT"])
    sys = (f"You are {name}, an agent that builds and maintains software on its own.\nNobody will answer your questions, so decide everything yourself. "
           "Keep your approach simple and stay clear of anything legally risky.\n\nGOALS:\n\n1. " + c.ask_text.replace("\n", " ")[:400] + "\n\n"
           "Constraints:\n1. Short-term memory holds roughly 4000 words; write anything worth keeping to files.\n2. No help from the user\n3. Only the commands below may be used.\n\n"
           "Commands:\n1. execute_shell: Execute Shell Command, args: \"command_line\": \"<command_line>\"\n2. read_file: Read file, args: \"filename\": \"<filename>\"\n3. write_to_file: Write to file, args: \"filename\": \"<filename>\", \"text\": \"<text>\"\n"
           "4. google: Google Search, args: \"input\": \"<search>\"\n5. finish: Task Complete (Shutdown), args: \"reason\": \"<reason>\"\n\nResources:\n1. Web search.\n2. Files as long-term memory.\n3. Writing files.\n\n"
           "Performance Evaluation:\n1. Check each action against the goals.\n2. Look critically at your overall approach.\n\nEvery reply must be a JSON object shaped like this\nResponse Format:\n"
           "{\n    \"thoughts\": {\n        \"text\": \"thought\",\n        \"reasoning\": \"reasoning\",\n        \"plan\": \"- brief\\n- bullets\",\n        \"criticism\": \"what to do better\",\n        \"speak\": \"one line for the user\"\n    },\n"
           "    \"command\": {\n        \"name\": \"command name\",\n        \"args\": {\n            \"arg name\": \"value\"\n        }\n    }\n}\nThe reply must be valid JSON with nothing around it.")
    sh = c.shape
    trig = "Choose the single next command and reply in the JSON format given above:"
    if sh.startswith("side"):
        ev_lines = "\n".join(f"Command execute_shell returned: {s['out'][:500]}" for s in c.steps(c.rng.randint(2, 5)))
        msgs = [{"role": "user", "content": f"Keep a short running log of what the agent did and what it learned, holding on to anything that may matter later.\n\n"
                                            f"Below are the log so far and the newest actions. Merge them into one log, written in the first person and past tense, and keep it brief.\n\n"
                                            f"Summary So Far:\n\"\"\"\nI have just started.\n\"\"\"\n\nLatest Development:\n\"\"\"\n{ev_lines}\n\"\"\""}]
        return CHAT, h, {"model": c.model("small"), "messages": msgs, "temperature": 0}
    ev = [("system", f"Current date and time: {c.choice(['Mon Mar 11', 'Fri Jun 07'])} 14:0{c.rng.randint(0, 9)}:00 2024"), ("user", trig)]
    if sh.startswith("followup"):
        ev = c.prior_qa() + [("user", c.ask_text)]
    elif not sh.startswith("first"):
        ev = ev[:1] + [("system", "Relevant memories:\nI have just started; nothing else has happened yet.")]
        for s in c.steps(None if sh.startswith("loop") else c.rng.randint(1, 4)):
            ev.append(("user", trig))
            ev.append(("assistant", json.dumps({"thoughts": {"text": s["thought"], "reasoning": "Need more context.", "plan": "- inspect\n- fix\n- test", "criticism": "Be efficient.", "speak": s["thought"]},
                                                "command": {"name": "execute_shell", "args": {"command_line": s["cmd"]}}}, indent=4)))
            ev.append(("system", f"Command execute_shell returned: STDOUT:\n{s['out']}\nSTDERR:\n"))
        if sh.startswith("retry"):
            ev.append(("assistant", "I will now write the file. {\"command\": {\"name\": \"write_to_file\""))
            ev.append(("system", "Error: Could not parse your response as JSON. Invalid JSON: Expecting ',' delimiter: line 1 column 52"))
        ev.append(("user", trig))
    return CHAT, h, {"model": c.choice(["gpt-4", "gpt-3.5-turbo", "gpt-4-0613"]), "messages": W.chat_messages(sys, ev), "temperature": 0, "max_tokens": c.rng.randint(800, 3000)}


# ================================================================== Cline (older, XML tool protocol in the system prompt)
CLINE_TOOLS = ("## execute_command\nDescription: Run a CLI command on the system. Tailor it to the user's OS and shell.\nParameters:\n- command: (required)\n- requires_approval: (required) true for destructive operations\nUsage:\n<execute_command>\n<command>Your command here</command>\n<requires_approval>true or false</requires_approval>\n</execute_command>\n\n"
               "## read_file\nDescription: Returns what a file contains, given its path.\nParameters:\n- path: (required)\nUsage:\n<read_file>\n<path>File path here</path>\n</read_file>\n\n"
               "## write_to_file\nDescription: Write full content to a file, creating it if needed.\nUsage:\n<write_to_file>\n<path>path</path>\n<content>\ncontent\n</content>\n</write_to_file>\n\n"
               "## replace_in_file\nDescription: Replace sections of a file using SEARCH/REPLACE blocks.\nUsage:\n<replace_in_file>\n<path>path</path>\n<diff>\n------- SEARCH\n[exact content]\n=======\n[new content]\n+++++++ REPLACE\n</diff>\n</replace_in_file>\n\n"
               "## search_files\nDescription: Regex search over a directory.\nUsage:\n<search_files>\n<path>dir</path>\n<regex>pattern</regex>\n<file_pattern>*.ts</file_pattern>\n</search_files>\n\n"
               "## list_files\nUsage:\n<list_files>\n<path>dir</path>\n<recursive>true or false</recursive>\n</list_files>\n\n"
               "## list_code_definition_names\nUsage:\n<list_code_definition_names>\n<path>dir</path>\n</list_code_definition_names>\n\n"
               "## browser_action\nUsage:\n<browser_action>\n<action>launch</action>\n<url>http://localhost:3000</url>\n</browser_action>\n\n"
               "## ask_followup_question\nUsage:\n<ask_followup_question>\n<question>question</question>\n</ask_followup_question>\n\n"
               "## attempt_completion\nUsage:\n<attempt_completion>\n<result>final result</result>\n<command>optional demo command</command>\n</attempt_completion>\n\n"
               "## plan_mode_respond\nUsage:\n<plan_mode_respond>\n<response>text</response>\n</plan_mode_respond>\n")
CLINE_RULES = ["Your current working directory is fixed; you cannot cd elsewhere with a tool, but a command can start with `cd dir &&`.",
               "Write out the home directory in full; no ~ or $HOME.", "Wait for the user's confirmation of each tool's result before the next step.",
               "Never end attempt_completion with a question or an offer of further help.", "Prefer replace_in_file for small edits; write_to_file for new files.",
               "Consider the project type before creating files.", "Skip filler openers like 'Great', 'Certainly' or 'Sure'.",
               "environment_details is automatically attached; it is not the user's request.", "Use one tool per message.",
               "When MCP servers are connected, their tools may be used via use_mcp_tool."]


def cline_xml(c: Ctx):
    h = W.h_openai_node(c.rng, {"http-referer": "https://cline.bot", "x-title": "Cline"})
    rules = "\n".join("- " + r for r in c.rng.sample(CLINE_RULES, len(CLINE_RULES)))
    sys = ("You are Cline, an experienced software engineer at home in many languages and frameworks and in sound engineering practice.\n\n====\n\nTOOL USE\n\n"
           "The tools below run only after the user approves them. Call at most one per message; its result arrives in the user's next message.\n\n"
           "# Tool Use Formatting\n\nA call is written in XML: the tool name is the outer tag and every parameter sits in a tag of its own inside it.\n\n# Tools\n\n" + CLINE_TOOLS +
           "\n# Tool Use Guidelines\n1. Work out what you already know and what is missing.\n2. Pick the tool that fits the step best.\n3. One call at a time, each guided by the last result.\n\n====\n\n"
           f"ACT MODE V.S. PLAN MODE\n\nIn ACT MODE you use tools to accomplish the task. In PLAN MODE you gather information and present a plan with plan_mode_respond.\n\n====\n\nCAPABILITIES\n\nYou can list, search, read and edit files and run commands in {c.r['root']}.\n\n====\n\nRULES\n\n{rules}\n\n====\n\n"
           f"SYSTEM INFORMATION\n\nOperating System: {c.choice(['macOS', 'Linux', 'Windows 11'])}\nDefault Shell: {c.choice(['/bin/zsh', '/bin/bash', 'powershell'])}\nHome Directory: /home/{c.choice(M.USERS)}\nCurrent Working Directory: {c.r['root']}\n\n====\n\n"
           "OBJECTIVE\n\nAccomplish the task iteratively: set goals, work through them with tools, then attempt_completion.")

    def act(s):
        k = s["kind"]
        if k == "view":
            return f"<thinking>\n{s['thought']}\n</thinking>\n\n<read_file>\n<path>{s['path']}</path>\n</read_file>"
        if k == "grep":
            return f"<search_files>\n<path>.</path>\n<regex>{s['sym']}</regex>\n</search_files>"
        if k == "edit":
            return f"<replace_in_file>\n<path>{s['path']}</path>\n<diff>\n------- SEARCH\n{s['old']}\n=======\n{s['new']}\n+++++++ REPLACE\n</diff>\n</replace_in_file>"
        return f"<thinking>\n{s['thought']}\n</thinking>\n\n<execute_command>\n<command>{s['cmd']}</command>\n<requires_approval>false</requires_approval>\n</execute_command>"

    def obs(s):
        k = s["kind"]
        tag = {"view": f"read_file for '{s['path']}'", "grep": f"search_files for '{s['sym']}'", "edit": f"replace_in_file for '{s['path']}'"}.get(k, f"execute_command for '{s['cmd']}'")
        body = (f"{s['path']} was written.\n\nThe file now reads:\n\n<final_file_content path=\"{s['path']}\">\n{M.code(c.rng, c.r['lang'])}</final_file_content>"
                if k == "edit" else (f"Command finished.\nOutput:\n{s['out']}" if k not in ("view", "grep") else s.get("src") or s["out"]))
        return [{"type": "text", "text": f"[{tag}] Result:"}, {"type": "text", "text": body}, {"type": "text", "text": _env_details(c, mode=False)}]
    sh = c.shape
    first = [{"type": "text", "text": f"<task>\n{c.ask_text}\n</task>"}, {"type": "text", "text": _env_details(c, mode=False).replace("</environment_details>", "\n# Current Working Directory Files\n" + "\n".join(c.r["src"] + c.r["extra"]) + "\n</environment_details>")}]
    ev = [("user", first)]
    if sh.startswith("followup"):
        prior = c.prior_qa(1)
        ev = [("user", [{"type": "text", "text": f"<task>\n{prior[0][1]}\n</task>"}, {"type": "text", "text": _env_details(c, False)}]),
              ("assistant", "<attempt_completion>\n<result>\n" + prior[1][1] + "\n</result>\n</attempt_completion>"),
              ("user", [{"type": "text", "text": f"[attempt_completion] Result:"}, {"type": "text", "text": f"The user replied to your result with the feedback below. Take it into account, carry on, and try attempt_completion again afterwards.\n<feedback>\n{c.ask_text}\n</feedback>"},
                        {"type": "text", "text": _env_details(c, False)}])]
    elif sh.startswith("loop"):
        ev += c.transcript_steps(c.steps(), act, obs)
    elif sh.startswith("retry"):
        ev += c.transcript_steps(c.steps(c.rng.randint(1, 4)), act, obs)
        ev.append(("assistant", "I'll now make the change to the file so that the expired entries are evicted."))
        ev.append(("user", [{"type": "text", "text": "[ERROR] Your last message contained no tool call. Answer again, this time with one.\n\n# Reminder: Instructions for Tool Use\n\nA tool call is written as XML tags, as the system prompt shows. Keep to that format.\n\n# Next Steps\n\nTask done? Call attempt_completion. Missing information? Call ask_followup_question. Otherwise continue with the next step."},
                            {"type": "text", "text": _env_details(c, False)}]))
    if c.p(0.35):
        return as_anthropic(c, sys, ev, None, f"Cline/{c.choice(['3.4.0', '3.8.2'])}", {"temperature": 0})
    return CHAT, h, {"model": c.model(), "messages": W.chat_messages(sys, ev), "stream": True, "temperature": 0, "stream_options": {"include_usage": True}}


# ================================================================== aider
AIDER_SYS = ("You are a senior developer editing the code the user shares with you.\nWrite careful, idiomatic code.\nFollow the conventions and reuse the libraries the project already has.\n"
             "The user asks for changes to the files in this chat.\nWhen a request is unclear, ask before editing.\n\nWhen the request is clear:\n\n"
             "1. Check whether files not yet in the chat need changes, and say so; new files may be created freely.\n"
             "2. Explain the plan for the change in a few brief sentences.\n3. Give every change as a *SEARCH/REPLACE block* like the examples.\n\n"
             "Files are changed only through *SEARCH/REPLACE block*s.\nCode goes nowhere else: only inside a *SEARCH/REPLACE BLOCK*.\n\n# *SEARCH/REPLACE block* Rules:\n\n"
             "Build each *SEARCH/REPLACE block* from these parts:\n1. The complete file path on its own line\n2. An opening fence with the language, e.g. ```python\n3. The search marker: <<<<<<< SEARCH\n"
             "4. The existing lines to find, copied in one unbroken run\n5. The separator: =======\n6. The new lines that take their place\n7. The replace marker: >>>>>>> REPLACE\n8. A closing fence: ```\n")


def aider(c: Ctx):
    h = W.h_litellm(c.rng)
    sh = c.shape
    model = c.choice(["gpt-4o", "claude-3-5-sonnet-20241022", "deepseek/deepseek-chat", "o3-mini", "gemini/gemini-2.5-pro", "openrouter/qwen/qwen-2.5-coder-32b-instruct"])
    if sh.startswith("side_commit"):
        diff = M.out_diff(c.r, c.rng)
        sysm = ("You turn diffs into a single-line Git commit message.\nRead the whole diff before writing.\n"
                "Shape it as <type>: <description>, with type one of fix, feat, build, chore, ci, docs, style, refactor, perf, test.\nWrite it as a command (\"add\", not \"added\"), 72 characters at most.\nOutput that one line and nothing else.")
        user = (f"# Diffs:\n{diff}" if c.p(0.5) else f"# Context:\nUSER: {c.ask_text}\nASSISTANT: I'll make that change.\n# Diffs:\n{diff}")
        return CHAT, h, {"model": c.choice(["gpt-4o-mini", "claude-3-5-haiku-20241022", "deepseek/deepseek-chat"]), "messages": [{"role": "system", "content": sysm}, {"role": "user", "content": user}],
                         "stream": False, "temperature": 0}
    if sh.startswith("side_summary"):
        conv = f"# USER\n{c.ask_text}\n# ASSISTANT\n{M.assistant_answer(c.rng)}\n# USER\nok now also handle the None case\n# ASSISTANT\nDone; see the edit above."
        msgs = [{"role": "system", "content": "Write a *short* summary of this excerpt from a programming chat.\nOlder messages get a line or two; recent ones get more detail.\n"
                 "Use a new paragraph for each new topic.\nThe chat goes on after this excerpt, so leave the summary open-ended, with no wrap-up sentence.\n"
                 "Name every function, library and package that comes up.\nName every file that is mentioned.\nWrite it in the user's voice, addressed to the assistant as *you*.\nOpen with \"Earlier I asked you...\"."},
                {"role": "user", "content": conv}]
        return CHAT, h, {"model": c.choice(["gpt-4o-mini", "claude-3-5-haiku-20241022"]), "messages": msgs, "stream": False, "temperature": 0}
    ex = [("user", "Make load_config() parse the file with tomllib"),
          ("assistant", "This touches `settings/loader.py`:\n\n1. Import tomllib.\n2. Drop the hand-written parse_toml() helper.\n3. Have load_config() call tomllib.load.\n\n"
                        "The *SEARCH/REPLACE* blocks:\n\nsettings/loader.py\n```python\n<<<<<<< SEARCH\nimport os\n=======\nimport os\nimport tomllib\n>>>>>>> REPLACE\n```")]
    repo_map = ("Below is an outline of other files in my git repo.\nTreat them as *read-only* and suggest no edits to them.\nShould one need changing, ask me to *add it to the chat* before editing.\n\n"
                + "\n".join(f"{p}:\n⋮\n│def {c.choice(M.FUNCS)}(...):\n⋮\n│class {c.choice(M.CLASSES)}:\n│    def {c.choice(M.FUNCS)}(self, ...):\n⋮" for p in c.r["src"][:5]))
    chat_file = c.r["src"][0]
    fdump = f"These files are now *in the chat* and you may edit them.\n\n*What follows is their current content.*\nEarlier copies elsewhere in the chat may be stale.\n\n{chat_file}\n```\n{M.code(c.rng, c.r['lang'])}\n```\n"
    ev = [("user", ex[0][1]), ex[1], ("user", "That was a different project. Forget the files above; they are no longer to be edited."), ("assistant", "Ok.")]
    if c.p(0.8):
        ev += [("user", repo_map), ("assistant", "Understood, I'll ask before touching any of those.")]
    if c.p(0.7):
        ev += [("user", fdump), ("assistant", "Understood, my edits will go to these files.")]
    if sh.startswith("followup"):
        ev += c.prior_qa() + [("user", c.ask_text)]
    else:
        ev.append(("user", c.ask_text))
        if sh.startswith("loop"):  # /run or /test output added to the chat
            s = W.step(c.rng, c.r, c.choice(["test", "repro", "lint"]))
            ev.append(("assistant", f"{chat_file}\n```python\n<<<<<<< SEARCH\n    return out\n=======\n    return out or []\n>>>>>>> REPLACE\n```"))
            ev.append(("user", f"Output of running\n\n{s['cmd']}\n\nwas:\n\n{s['out']}\n"))
        elif sh.startswith("retry"):
            kind = c.choice(["edit", "lint", "test"])
            ev.append(("assistant", f"{chat_file}\n```python\n<<<<<<< SEARCH\n    if now - entry.stamp > self.ttl:\n        return entry.value\n=======\n    if now - entry.stamp > self.ttl:\n        return None\n>>>>>>> REPLACE\n```"))
            if kind == "edit":
                ev.append(("user", f"# 1 SEARCH/REPLACE block did not apply\n\n## SearchReplaceNoExactMatch: no lines in {chat_file} are identical to this SEARCH section\n<<<<<<< SEARCH\n    if now - entry.stamp > self.ttl:\n        return entry.value\n=======\n    if now - entry.stamp > self.ttl:\n        return None\n>>>>>>> REPLACE\n\n"
                                   "Copy the SEARCH lines from the file character for character: spacing, comments, indentation and docstrings included.\n"))
            elif kind == "lint":
                ev.append(("user", f"# The linter reported the problems below; please fix them.\n\n## Running: flake8 --select=E9,F821,F823,F831,F406,F407,F701,F702,F704,F706 --show-source --isolated {chat_file}\n\n{M.out_lint(c.r, c.rng)}\n"))
            else:
                ev.append(("user", M.out_test_fail(c.r, c.rng)))
    ev.append(("system" if c.p(0.5) else "user", "# *SEARCH/REPLACE block* Rules:\n\nEach *SEARCH/REPLACE block* is: path, fence, <<<<<<< SEARCH, existing lines, =======, new lines, >>>>>>> REPLACE, fence.\n"
                                                 "Write *SEARCH/REPLACE* blocks only for files the user put in the chat.\nMoving code inside a file takes two *SEARCH/REPLACE* blocks: one to cut, one to paste.\n"
                                                 "Code belongs only inside *SEARCH/REPLACE* blocks."))
    if ev[-1][0] == "user" and ev[-2][0] == "user":
        last = ev.pop()
        ev[-1] = ("user", ev[-1][1] + "\n\n" + last[1])
    return CHAT, h, {"model": model, "messages": W.chat_messages(AIDER_SYS, ev), "temperature": 0, "stream": True}


# ================================================================== home-made text protocols (chat JSON actions, legacy completions transcript)
def homemade_text(c: Ctx):
    h = W.h_plain(c.rng, c.choice(["python-requests/2.31.0", "aiohttp/3.9.5", "axios/1.7.7", "curl/7.88.1"]))
    style = c.choice(["json", "xml", "dollar"])
    if style == "json":
        sys = "You are an agent. Reply with JSON only: {\"thought\": str, \"tool\": \"bash\"|\"read\"|\"write\"|\"finish\", \"args\": {...}}. You will get the tool output in the next message."
        act = lambda s: json.dumps({"thought": s["thought"], "tool": "bash", "args": {"cmd": s["cmd"]}})
        obs = lambda s: f"TOOL OUTPUT (exit {s['rc']}):\n{s['out']}"
    elif style == "xml":
        sys = "You control a Linux box. Put exactly one command in <cmd></cmd>. Output comes back in <stdout> and <exit_code>. Say <done/> when finished."
        act = lambda s: f"{s['thought']}\n<cmd>{s['cmd']}</cmd>"
        obs = lambda s: f"<stdout>\n{s['out']}\n</stdout>\n<exit_code>{s['rc']}</exit_code>"
    else:
        sys = f"You are a terminal assistant for the {c.r['name']} repo. Answer questions; when you need to run something, write `$ <command>` on its own line and stop."
        act = lambda s: f"{s['thought']}\n$ {s['cmd']}"
        obs = lambda s: f"{s['out']}\n[exit {s['rc']}]"
    sh = c.shape
    ev = [("user", c.ask_text)]
    if sh.startswith("followup"):
        ev = c.prior_qa() + [("user", c.ask_text)]
    elif sh.startswith("loop"):
        ev += c.transcript_steps(c.steps(), act, obs)
        if c.p(0.3):
            ev[-1] = ("user", ev[-1][1] + "\n\n" + c.cont())
    elif sh.startswith("retry"):
        ev += c.transcript_steps(c.steps(c.rng.randint(1, 4)), act, obs)
        ev.append(("assistant", "I have fixed it."))
        ev.append(("user", c.choice(["Your reply did not contain an action. Respond in the required format.", f"Tests still failing after your edit:\n{M.out_test_fail(c.r, c.rng)}\nFix and try again."])))
    elif sh.startswith("side"):
        return CHAT, h, {"model": c.model("small"), "messages": [{"role": "system", "content": "Summarize the task and progress below in 3 bullet points for the agent's long-term memory."},
                                                                  {"role": "user", "content": f"Task: {c.ask_text}\n\n" + "\n".join(f"$ {s['cmd']}\n{s['out'][:400]}" for s in c.steps(c.rng.randint(2, 5)))}], "max_tokens": 300}
    return CHAT, h, {"model": c.model(), "messages": W.chat_messages(sys, ev), "temperature": c.choice([0, 0.1, 0.2]), "max_tokens": c.choice([512, 1024, 2048])}


def homemade_completions(c: Ctx):
    h = W.h_plain(c.rng, c.choice(["python-requests/2.32.3", "python-httpx/0.27.0", "OpenAI/Python 1.40.0"]))
    sh = c.shape
    head = c.choice([f"### System\nYou are a shell agent in {c.r['root']}. Emit one command after 'CMD:'. Emit 'DONE: <summary>' when finished.\n\n",
                     "<|im_start|>system\nYou are a helpful coding agent. Use bash via <bash>...</bash>.<|im_end|>\n"])
    chatml = head.startswith("<|im_start|>")
    if sh.startswith("followup"):
        prior = c.prior_qa(1)
        body = (f"<|im_start|>user\n{prior[0][1]}<|im_end|>\n<|im_start|>assistant\n{prior[1][1]}<|im_end|>\n<|im_start|>user\n{c.ask_text}<|im_end|>\n<|im_start|>assistant\n" if chatml
                else f"### Task\n{prior[0][1]}\n\n### Answer\n{prior[1][1]}\n\n### Task\n{c.ask_text}\n\n### Answer\n")
        return COMP, h, {"model": c.model("completion"), "prompt": head + body, "max_tokens": 512, "temperature": 0.2, "stop": ["<|im_end|>", "### Task"]}
    body = (f"<|im_start|>user\n{c.ask_text}<|im_end|>\n" if chatml else f"### Task\n{c.ask_text}\n\n### Transcript\n")
    if not sh.startswith("first"):
        for s in c.steps(None if sh.startswith("loop") else c.rng.randint(1, 4)):
            body += (f"<|im_start|>assistant\n{s['thought']}\n<bash>{s['cmd']}</bash><|im_end|>\n<|im_start|>user\n<output exit_code=\"{s['rc']}\">\n{s['out']}\n</output><|im_end|>\n" if chatml
                     else f"CMD: {s['cmd']}\nOUTPUT (exit {s['rc']}):\n{s['out']}\n\n")
        if sh.startswith("retry"):
            body += ("<|im_start|>user\nNo <bash> block found in your last message. Try again.<|im_end|>\n" if chatml else "CMD: (none)\nERROR: response had no CMD line; reply with exactly one CMD.\n\n")
    body += ("<|im_start|>assistant\n" if chatml else ("### Next\nCMD:" if not sh.startswith("first") else "### Next\nCMD:"))
    return COMP, h, {"model": c.model("completion"), "prompt": head + body, "max_tokens": c.choice([256, 512]), "temperature": 0.0, "stop": ["<|im_end|>", "\nOUTPUT", "</bash>"], "stream": c.p(0.3)}


TEXT = {
    "mini_swe_agent": (mini_swe_agent, ["first_template", "followup", "loop_text", "retry_format"]),
    "swe_agent_text": (swe_agent_text, ["first_template", "followup", "loop_text", "retry_edit_lint"]),
    "agentless": (agentless, ["first_localize", "followup", "loop_localize_skeleton", "loop_repair", "retry_repair"]),
    "autocoderover": (autocoderover, ["first_template", "followup", "loop_search_results", "retry_patch", "side_proxy_json"]),
    "devon": (devon, ["first_template", "followup", "loop_text", "retry_format"]),
    "pr_agent": (pr_agent, ["first_ask", "followup_ask", "side_describe", "side_review", "side_improve"]),
    "sweep": (sweep, ["first_template", "followup", "loop_text", "retry_edit", "side_commit", "side_pr_title"]),
    "crewai": (crewai, ["first_template", "followup", "loop_text", "retry_format", "side_summary"]),
    "smolagents_code": (smol_code, ["first", "followup", "loop_text", "loop_plan", "retry_error"]),
    "langchain_react_chat": (langchain_react_chat, ["first_template", "followup", "loop_scratchpad", "retry_invalid_tool", "side_memory_summary"]),
    "langchain_react_completions": (langchain_react_completions, ["first_template", "followup", "loop_scratchpad", "retry_invalid_tool"]),
    "autogen": (autogen, ["first", "followup", "loop_text", "retry_exec", "side_nextspeaker"]),
    "gptme": (gptme, ["first", "followup", "loop_system_results", "retry_patch", "side_title"]),
    "autogpt": (autogpt, ["first_template", "followup", "loop_text", "retry_format", "side_memory_summary"]),
    "cline_xml": (cline_xml, ["first_task", "loop_text", "loop_tool_result_text", "retry_no_tool"]),
    "aider": (aider, ["first_edit", "followup", "loop_run_output", "retry_edit", "side_commit", "side_summary"]),
    "homemade_text": (homemade_text, ["first", "followup", "loop_text", "retry_format", "side_memory_summary"]),
    "homemade_completions": (homemade_completions, ["first_prompt", "followup", "loop_transcript", "retry_format"]),
}
