"""Family base class: shape builders shared by every client family.

A family overrides only what its client does differently (wrapping of the user's text, system prompt,
tools, wire format, side calls, completions).
"""
from __future__ import annotations

import json
import random

from . import vocab as V
from .common import (S, L, record, to_openai, to_anthropic, to_ollama, openai_tools, anthropic_tools,
                     trajectory, steps_to_msgs, with_ctx_inline, fence, assistant_answer, history_text, text_of)

# ------------------------------------------------------------------ reusable text blocks (own wording)
RULE_POOL = [
    "Keep answers short unless the user asks for detail.", "Never invent file paths; check that a file exists before citing it.",
    "Prefer small, reviewable changes over sweeping rewrites.", "Match the existing code style of the file you are editing.",
    "Do not add new dependencies without saying so.", "When you change behaviour, update or add tests that cover it.",
    "Explain risky commands before running them.", "Do not print secrets or tokens that appear in files or output.",
    "Use the user's language when you reply.", "Format code with fenced blocks that name the language.",
    "If a request is ambiguous, make a reasonable assumption and state it.", "Do not repeat the whole file when only a few lines change.",
    "Refer to files with paths relative to the workspace root.", "Do not apologise repeatedly; just continue.",
    "Prefer the standard library when it does the job.", "Keep commit-sized units of work together.",
    "Check for existing helpers before writing new ones.", "Stop and ask before deleting files outside the task.",
    "Respect .gitignore and do not read build output folders.", "Summarise what you changed when you finish.",
    "When output is long, quote only the relevant lines.", "Avoid placeholder comments such as 'rest of code here'.",
    "Treat warnings in the build output as things to look at, not necessarily to fix.",
    "Use absolute imports in Python packages.", "Never commit on the user's behalf unless asked.",
    "Prefer editing an existing file over creating a near-duplicate.", "Keep line length under 100 characters.",
    "If tests are slow, run only the affected ones first.", "Dates are in ISO 8601.",
]
PROJECT_RULES = [
    "# Project conventions\n- Use pnpm, never npm or yarn.\n- TypeScript strict mode everywhere.\n- API handlers live in src/routes, one file per resource.\n- Run `pnpm lint && pnpm test` before saying you are done.",
    "## Team rules\n* Python 3.11, formatted with ruff format.\n* No print() in library code, use the module logger.\n* Database access only through the repository classes in app/repo/.\n* Every bug fix needs a regression test.",
    "- Go 1.22, standard library http router.\n- Errors are wrapped with fmt.Errorf(\"%w\").\n- No global state except the config struct.\n- Table-driven tests.",
    "Coding guidelines for this repo:\n1. Keep functions under 40 lines.\n2. Public functions need doc comments.\n3. Feature flags go through flags.Enabled().\n4. Do not touch the generated/ directory.",
    "# AGENTS.md\nBuild: `make build`\nTest: `make test` (needs docker for the integration suite)\nStyle: black + isort, line length 100.\nPRs: one logical change each, conventional commit titles.",
    "Always answer in English even if the question is in another language.\nPrefer functional style in the frontend.\nUse zod for all runtime validation.",
]


PARAS = [
    ("Understanding the request", "Read the user's message carefully and decide what is actually being asked. Some messages want an explanation, some want a small change to code they pasted, and some want work across the project. Match the size of your response to the size of the request: a one-line question deserves a short answer, and a change to one function should not turn into a refactor of the module. When the message includes code, an error or a diff, treat that content as the primary source of truth."),
    ("Gathering context", "When you need information about the project, look for it rather than asking. Start from the most specific clue you have, such as a file name, a symbol or an error message, and widen the search only when needed. Avoid reading large files end to end when a search or an outline would answer the question. Keep track of what you have already looked at so you do not read the same thing twice."),
    ("Making changes", "Change as little as needed to achieve the goal. Keep the existing structure, naming and formatting. If a change touches a public interface, find its callers and update them too. Add or update tests when behaviour changes. After editing, re-check the affected code for syntax errors, missing imports and obvious type mismatches before you say you are done."),
    ("Running commands", "Commands run on the user's machine. Prefer read-only commands when you are exploring. Explain anything that installs packages, deletes files, rewrites git history or talks to the network. Do not start long-running servers unless the task needs them, and stop them when you are finished. Quote paths that may contain spaces."),
    ("Testing", "Use the project's own test command when there is one. Run the narrowest set of tests that covers your change first, then the wider suite if it is fast enough. When a test fails, read the failure output closely; distinguish between failures your change caused and failures that were already there, and say which is which."),
    ("Communication style", "Write in a calm, direct tone. Use short paragraphs and bullet lists when they help. Do not pad answers with restatements of the question. When you are unsure, say what you are unsure about and what would resolve it. Refer to code with backticks and to files with their relative paths."),
    ("Safety and privacy", "Never reveal credentials, API keys or personal data that appear in files or command output; redact them if you must quote the surrounding text. Do not send project code to external services except through the tools you were given. Refuse requests to write malware or to bypass security controls."),
    ("Code quality", "Prefer clear code over clever code. Handle errors explicitly. Keep functions focused, and avoid adding new global state. Follow the language's usual conventions for naming, imports and module layout. When you add a dependency, pin it the way the project already pins dependencies."),
    ("Working with git", "Do not commit, push, rebase or create branches unless the user asked for it. If the working tree has uncommitted changes that are not yours, leave them alone. When asked to write a commit message, describe what changed and why in the imperative mood."),
    ("Finishing", "When the work is complete, give a short summary: what you changed, where, and how you checked it. Mention anything left undone or any follow-up the user should consider. Do not end with open-ended offers of more help."),
    ("Formatting code", "Put code in fenced blocks with the language name. When showing an edit to an existing file, show enough surrounding lines for the user to find the location, and mark skipped regions with a comment instead of repeating unchanged code."),
    ("Handling ambiguity", "If two reasonable interpretations exist and choosing wrongly would waste significant effort, ask one concise question. Otherwise pick the most likely interpretation, state the assumption in one sentence and continue."),
    ("Large files", "Some files are too large to read at once. Use outlines, searches and line ranges to find the part you need. When a user pastes a large file and asks about one function, focus on that function and ignore the rest unless it matters."),
    ("Languages", "Reply in the language the user wrote in, but keep code, identifiers and command names in their original form. Comments you add to code should follow the language already used in that file."),
]


def paras(rng, k=(4, 9)):
    return "\n\n".join(f"## {t}\n{b}" for t, b in rng.sample(PARAS, rng.randint(*k)))


def rules_text(rng, k=(4, 10)):
    return "\n".join(f"- {r}" for r in rng.sample(RULE_POOL, rng.randint(*k)))


def tool_docs(specs, rng):
    out = []
    for t in specs:
        ps = "\n".join(f"- {k} ({v[0]}{', required' if k in t['required'] else ''}): {v[1]}" for k, v in t["params"].items())
        out.append(f"### {t['name']}\n{t['description']}\nParameters:\n{ps}")
    return "\n\n".join(out)


def agent_system(rng, persona, p, tools=None, extra_sections=(), rules_file=None, long=True):
    parts = [persona]
    parts.append("## How to work\n" + rules_text(rng, (6, 14) if long else (3, 6)))
    parts.append(paras(rng, (6, 12) if long else (2, 4)))
    if tools:
        parts.append("## Tools\nYou can call the tools below. Call one tool at a time unless the calls are independent. "
                     "Wait for each result before deciding the next step. Never guess the content of a file you have not read.\n\n"
                     + tool_docs(tools, rng))
    for title, body in extra_sections:
        parts.append(f"## {title}\n{body}")
    parts.append(f"## Environment\nOperating system: {p['os']}\nDefault shell: {p['shell']}\nWorkspace root: {p['root']}\n"
                 f"Current date: 2026-{rng.randint(1, 11):02d}-{rng.randint(1, 28):02d}")
    if rules_file:
        parts.append("## User rules\n" + rules_file)
    return "\n\n".join(parts)


NUDGES = ["continue", "go on", "keep going", "fix it", "yes, do that", "ok proceed", "continue pls", "weiter", "继续", "sigue",
          "don't stop, finish the remaining items", "try again", "looks wrong, fix it", "run the tests again"]
_PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="


def add_image(rng, user, wire):
    """Attach a (tiny placeholder) screenshot part; independent of the label."""
    parts = [{"type": "text", "text": user}] if isinstance(user, str) else list(user)
    data = _PNG * rng.randint(1, 40)
    if wire == "anthropic":
        parts.append({"type": "image", "source": {"type": "base64", "media_type": "image/png", "data": data}})
    else:
        parts.append({"type": "image_url", "image_url": {"url": "data:image/png;base64," + data}})
    return parts


def chat_answer_pair(rng, pool_item):
    """An earlier, finished chat exchange (no tool output)."""
    q = with_ctx_inline(pool_item["ask"], pool_item["context"], rng) if pool_item["context"] and rng.random() < 0.5 else pool_item["ask"]
    return [{"role": "user", "content": q}, {"role": "assistant", "content": assistant_answer(rng)}]


class Family:
    name = "base"
    has_loop = False          # native or text tools
    has_completion = False
    has_retry = True
    has_side = True
    has_followup = True
    wire = "openai"           # openai | anthropic | ollama
    endpoint = "/v1/chat/completions"
    models = ["gpt-4.1", "gpt-4o", "claude-sonnet-4-5", "qwen2.5-coder:14b"]
    id_style = "openai"

    # -------------------------------------------------- overridables
    def headers(self, rng, p, shape):
        return {"content-type": "application/json", "user-agent": "python-requests/2.32.3"}

    def system(self, rng, p, mode):
        return "You are a helpful coding assistant."

    def wrap(self, rng, item, p, mode):
        """Returns user content (str or list of parts) containing item['ask'] verbatim."""
        return with_ctx_inline(item["ask"], item["context"], rng)

    def modes(self, rng, label):
        return "chat"

    def pre_msgs(self, rng, p, mode):
        """Messages the client always sends before the user's turn (e.g. a global-context message)."""
        return []

    def tools_for(self, mode):
        return None

    def map_step(self, s):
        a = s["action"]
        return {"list": "list_dir", "read": "read_file", "grep": "grep", "glob": "glob", "edit": "edit_file",
                "write": "write_file", "run": "run_command"}[a], dict(s["args"])

    def fmt_step(self, s):
        if s["action"] == "run":
            return f"{s['output']}\n[exit code {s['exit']}]"
        if s["action"] in ("edit", "write"):
            return "Error: the text to replace was not found in the file." if s.get("error") else f"Edited {s['args']['path']}."
        return s["output"]

    def extra_body(self, rng, shape):
        return {}

    def model(self, rng, shape):
        return rng.choice(self.models)

    # -------------------------------------------------- body assembly
    def body(self, rng, system, msgs, tools=None, shape="first"):
        m = self.model(rng, shape)
        if self.wire == "anthropic":
            b = {"model": m, "max_tokens": rng.choice([4096, 8192, 16000, 32000]), "messages": to_anthropic(msgs, cache=rng.random() < 0.5),
                 "stream": True}
            if system:
                b["system"] = [{"type": "text", "text": system}] if rng.random() < 0.7 else system
            if tools:
                b["tools"] = anthropic_tools(tools)
            b["temperature"] = rng.choice([0, 0.2, 1])
        elif self.wire == "ollama":
            b = {"model": m, "messages": to_ollama(system, msgs), "stream": True,
                 "options": {"temperature": rng.choice([0.1, 0.2, 0.7]), "num_ctx": rng.choice([8192, 16384, 32768])}}
            if tools:
                b["tools"] = openai_tools(tools)
        else:
            role = "developer" if (m.startswith(("o1", "o3", "o4", "gpt-5")) and rng.random() < 0.7) else "system"
            b = {"model": m, "messages": to_openai(system, msgs, role), "stream": rng.random() < 0.85}
            if tools:
                b["tools"] = openai_tools(tools)
                if rng.random() < 0.5:
                    b["tool_choice"] = "auto"
            if b["stream"] and rng.random() < 0.5:
                b["stream_options"] = {"include_usage": True}
            if rng.random() < 0.5:
                b["temperature"] = rng.choice([0, 0.1, 0.2, 0.5, 0.7])
        b.update(self.extra_body(rng, shape))
        return b

    def ep(self, shape):
        if self.wire == "anthropic":
            return "/v1/messages"
        if self.wire == "ollama":
            return "/api/chat"
        return self.endpoint

    def rec(self, rng, shape, p, body, label, ask, lang, kind, endpoint=None):
        return record(rng, self.name, shape, endpoint or self.ep(shape), self.headers(rng, p, shape), body, label, ask, lang, kind)

    # -------------------------------------------------- shapes
    def first(self, rng, item):
        p = V.project(rng)
        mode = self.modes(rng, item["label"])
        sys_ = self.system(rng, p, mode)
        user = self.wrap(rng, item, p, mode)
        if self.wire in ("openai", "anthropic") and rng.random() < 0.05:
            user = add_image(rng, user, self.wire)
        body = self.body(rng, sys_, self.pre_msgs(rng, p, mode) + [{"role": "user", "content": user}], self.tools_for(mode), "first")
        return self.rec(rng, "first_turn", p, body, item["label"], item["ask"], item["lang"], item["kind"])

    def followup(self, rng, item, prev_items):
        p = V.project(rng)
        mode = self.modes(rng, item["label"])
        msgs = self.pre_msgs(rng, p, mode)
        for i, pi in enumerate(prev_items):
            if i == 0:
                msgs.append({"role": "user", "content": self.wrap(rng, pi, p, mode)})
                msgs.append({"role": "assistant", "content": assistant_answer(rng)})
            else:
                msgs.extend(chat_answer_pair(rng, pi))
        msgs.append({"role": "user", "content": self.wrap_followup(rng, item, p, mode)})
        body = self.body(rng, self.system(rng, p, mode), msgs, self.tools_for(mode), "followup")
        return self.rec(rng, "followup", p, body, item["label"], item["ask"], item["lang"], item["kind"])

    def wrap_followup(self, rng, item, p, mode):
        return self.wrap(rng, item, p, mode)

    def loop_mode(self, rng):
        return "agent"

    def loop(self, rng, task, end="ok"):
        p = V.project(rng)
        mode = self.loop_mode(rng)
        n = rng.choice([1, 2, 3, 4, 5, 6, 8, 10, 12, 15]) if end == "ok" else rng.randint(0, 8)
        steps = trajectory(rng, p, n, end)
        msgs = self.pre_msgs(rng, p, mode) + [{"role": "user", "content": self.wrap(rng, task, p, mode)}]
        msgs += steps_to_msgs(rng, steps, self.map_step, self.fmt_step, self.id_style, parallel=0.2)
        msgs = self.post_loop(rng, msgs, p, steps)
        nudge = end == "ok" and rng.random() < 0.12
        if nudge:  # the human types a short nudge while the loop is running
            msgs.append({"role": "user", "content": rng.choice(NUDGES)})
        body = self.body(rng, self.system(rng, p, mode), msgs, self.tools_for(mode), "loop")
        shape = "loop" if end == "ok" else "retry"
        kind = ("user_nudge" if nudge else "tool_result") if end == "ok" else "tool_error"
        return self.rec(rng, shape, p, body, L, None, task["lang"], kind)

    def post_loop(self, rng, msgs, p, steps):
        return msgs

    def retry(self, rng, task):
        if self.has_loop:
            return self.loop(rng, task, end="error")
        return self.pasted_retry(rng, task)

    def pasted_retry(self, rng, task):
        """Chat client without tools: the human applied the suggestion and pastes test/lint/command output back."""
        p = V.project(rng)
        mode = "chat"
        msgs = [{"role": "user", "content": self.wrap(rng, task, p, mode)},
                {"role": "assistant", "content": assistant_answer(rng)}]
        out = rng.choice([V.test_output(rng, p, True), V.lint_output(rng, p), V.traceback_text(rng, p["lang"])])
        cmd = rng.choice([p["test"], p["lint"], "python main.py", "npm run dev", "go run ./cmd/server"])
        lead = rng.choice(["still failing after your change:", "applied it, now I get:", f"ran `{cmd}`:", "nope.",
                           "same error", f"$ {cmd}", "after the edit the tests say:"])
        msgs.append({"role": "user", "content": f"{lead}\n\n```\n{out}\n```\nexit code {rng.choice([1, 2, 1])}"})
        body = self.body(rng, self.system(rng, p, mode), msgs, None, "retry")
        return self.rec(rng, "retry", p, body, L, None, task["lang"], "pasted_output")

    # -------------------------------------------------- side calls
    def side(self, rng, item, task):
        p = V.project(rng)
        fns = self.side_builders()
        return rng.choice(fns)(rng, item, task, p)

    def side_builders(self):
        return [self.side_title]

    def side_title(self, rng, item, task, p):
        q = item["ask"]
        sys_ = "Write a short title (max 6 words) for the conversation that starts with the message below. Reply with the title only."
        msgs = [{"role": "user", "content": q}]
        body = self.body(rng, sys_, msgs, None, "side")
        body["stream"] = False
        body.pop("stream_options", None)
        return self.rec(rng, "side_call", p, body, S, None, item["lang"], "title")

    def completion(self, rng):
        raise NotImplementedError


# ------------------------------------------------------------------ helpers used by several families
def fim_pieces(rng, lang=None):
    """Prefix / suffix around a cursor inside a generated file."""
    lang = lang or rng.choice(["python", "python", "typescript", "go", "javascript", "rust", "java"])
    name, code = V.gen_function(rng, lang)
    text = V.gen_file(rng, lang, rng.randint(1, 4), include=(name, code))
    idx = text.find(code)
    lines = code.split("\n")
    cut_line = rng.randint(1, max(1, len(lines) - 2))
    within = "\n".join(lines[:cut_line])
    partial = lines[cut_line][: rng.randint(0, len(lines[cut_line]))] if cut_line < len(lines) else ""
    prefix = text[:idx] + within + "\n" + partial
    rest_line = lines[cut_line][len(partial):] if cut_line < len(lines) else ""
    suffix = rest_line + "\n" + "\n".join(lines[cut_line + 1:]) + text[idx + len(code):]
    if rng.random() < 0.3:  # cursor at an empty spot after the function
        prefix = text[:idx + len(code)] + "\n" + ("def " if lang == "python" else "export function " if lang in ("typescript", "javascript") else "func ")
        suffix = text[idx + len(code):]
    ext = V.LANGS[lang]["ext"]
    path = rng.choice(["src/", "app/", "lib/", "pkg/", ""]) + rng.choice(V.NOUNS) + rng.choice(["", "_utils", "_service"]) + ext
    return lang, path, prefix, suffix


FIM_TEMPLATES = {
    "qwen": ("<|fim_prefix|>{p}<|fim_suffix|>{s}<|fim_middle|>", ["<|endoftext|>", "<|fim_prefix|>", "<|fim_suffix|>", "<|fim_middle|>", "<|fim_pad|>", "<|repo_name|>", "<|file_sep|>", "<|im_start|>", "<|im_end|>"], ["qwen2.5-coder:1.5b", "qwen2.5-coder:7b-base", "Qwen/Qwen2.5-Coder-7B"]),
    "codellama": ("<PRE> {p} <SUF>{s} <MID>", ["<PRE>", "<SUF>", "<MID>", "<EOT>"], ["codellama:7b-code", "codellama:13b-code"]),
    "deepseek": ("<｜fim▁begin｜>{p}<｜fim▁hole｜>{s}<｜fim▁end｜>", ["<｜fim▁begin｜>", "<｜fim▁hole｜>", "<｜fim▁end｜>", "<END>", "<｜end▁of▁sentence｜>"], ["deepseek-coder:6.7b-base", "deepseek-coder-v2:16b-lite-base"]),
    "starcoder": ("<fim_prefix>{p}<fim_suffix>{s}<fim_middle>", ["<|endoftext|>", "<fim_prefix>", "<fim_suffix>", "<fim_middle>", "<file_sep>"], ["starcoder2:3b", "starcoder2:7b"]),
    "codestral": ("[SUFFIX]{s}[PREFIX]{p}", ["[PREFIX]", "[SUFFIX]"], ["codestral-latest", "codestral-2501"]),
    "codegemma": ("<|fim_prefix|>{p}<|fim_suffix|>{s}<|fim_middle|>", ["<|file_separator|>", "<|end_of_turn|>", "<eos>"], ["codegemma:2b", "codegemma:7b-code"]),
}


def fim_prompt(rng, prefix, suffix, fmt=None):
    fmt = fmt or rng.choice(list(FIM_TEMPLATES))
    t, stops, models = FIM_TEMPLATES[fmt]
    return fmt, t.replace("{p}", prefix).replace("{s}", suffix), stops, rng.choice(models)


def snippet_comments(rng, lang, n=2):
    c = V.LANGS[lang]["comment"]
    out = []
    for _ in range(n):
        path = rng.choice(V.NOUNS) + V.LANGS[lang]["ext"]
        code = V.gen_function(rng, lang)[1]
        out.append(f"{c} Path: {path}\n" + "\n".join(f"{c} {l}" for l in code.rstrip().split("\n")))
    return "\n".join(out) + "\n"
