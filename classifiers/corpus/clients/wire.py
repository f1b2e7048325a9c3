"""Wire-format helpers shared by the client families: tool schemas, ids, native tool-call rendering, prose.

A family describes its tools as `ToolSet` (abstract step kind -> its own tool name, argument builder and result
formatter); the renderers here turn an abstract trajectory into OpenAI chat messages, Anthropic content blocks or
Responses API items.
"""

from __future__ import annotations

import json
import random
import string
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from . import material as m
from .asks import Ask

Json = dict[str, Any]


@dataclass
class Ctx:
    """Everything one sample is built from."""

    rng: random.Random
    ask: Ask
    repo: m.Repo
    model: str = "gpt-4o"


def rid(rng: random.Random, n: int = 24, alphabet: str = string.ascii_letters + string.digits) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def uid(rng: random.Random) -> str:
    return str(uuid.UUID(int=rng.getrandbits(128), version=4))


def call_id(rng: random.Random, style: str = "openai") -> str:
    if style == "anthropic":
        return "toolu_01" + rid(rng, 22)
    if style == "responses":
        return "call_" + rid(rng, 24)
    if style == "short":
        return rid(rng, 9)
    return "call_" + rid(rng, 24)


def schema(props: dict[str, str], required: list[str] | None = None, types: dict[str, str] | None = None) -> Json:
    """A JSON schema object whose properties are described by `props`."""
    types = types or {}
    properties: Json = {}
    for k, desc in props.items():
        t = types.get(k, "string")
        p: Json = {"type": t, "description": desc}
        if t == "array":
            p["items"] = {"type": "string"}
        properties[k] = p
    return {
        "type": "object",
        "properties": properties,
        "required": required if required is not None else list(props)[:1],
    }


@dataclass
class Tool:
    name: str
    desc: str
    props: dict[str, str]
    required: list[str] | None = None
    types: dict[str, str] = field(default_factory=dict)

    def openai(self) -> Json:
        return {
            "type": "function",
            "function": {
                "name": self.name,
                "description": self.desc,
                "parameters": schema(self.props, self.required, self.types),
            },
        }

    def anthropic(self) -> Json:
        return {
            "name": self.name,
            "description": self.desc,
            "input_schema": schema(self.props, self.required, self.types),
        }

    def responses(self) -> Json:
        return {
            "type": "function",
            "name": self.name,
            "description": self.desc,
            "strict": False,
            "parameters": schema(self.props, self.required, self.types),
        }


ArgFn = Callable[[m.Step], Json]
OutFn = Callable[[m.Step], str]


@dataclass
class ToolSet:
    """A client's tools and how abstract steps map onto them."""

    tools: list[Tool]
    calls: dict[str, tuple[str, ArgFn]]
    result: OutFn

    def call(self, step: m.Step) -> tuple[str, Json]:
        name, fn = self.calls.get(step.kind) or self.calls["shell"]
        return name, fn(step)


def plain_result(step: m.Step) -> str:
    return step.output


def exit_result(step: m.Step) -> str:
    if step.kind in ("shell", "test"):
        return f"Exit code: {step.exit_code}\n{step.output}"
    return step.output


def shell_cmd(step: m.Step) -> str:
    """The shell command that performs a step, for bash-only agents."""
    a = step.args
    if step.kind == "list":
        return f"ls -R {a['path']} | head -100"
    if step.kind == "grep":
        return f"grep -rn '{a['pattern']}' {a['path']}"
    if step.kind == "read":
        return f"cat {a['path']}"
    if step.kind == "edit":
        return f"sed -i 's/{a['old'].strip()[:30]}/{a['new'].strip()[:30]}/' {a['path']}"
    if step.kind == "write":
        return f"cat > {a['path']} <<'EOF'\n{a['content']}EOF"
    return a.get("command", "true")


def openai_turns(
    ctx: Ctx, steps: list[m.Step], ts: ToolSet, with_thought: float = 0.5, content_null: bool = True
) -> list[Json]:
    """Assistant tool calls and `tool` results in the Chat Completions format (sometimes parallel calls)."""
    rng = ctx.rng
    parts = rng.random() < 0.2  # some clients send tool results as a list of text parts
    out: list[Json] = []
    i = 0
    while i < len(steps):
        group = steps[i : i + (2 if rng.random() < 0.2 else 1)]
        i += len(group)
        calls = []
        for s in group:
            name, args = ts.call(s)
            calls.append(
                {"id": call_id(rng), "type": "function", "function": {"name": name, "arguments": json.dumps(args)}}
            )
        thought = group[0].thought if rng.random() < with_thought else ""
        out.append({"role": "assistant", "content": thought or (None if content_null else ""), "tool_calls": calls})
        for s, c in zip(group, calls, strict=True):
            text = ts.result(s)
            content: object = [{"type": "text", "text": text}] if parts else text
            out.append({"role": "tool", "tool_call_id": c["id"], "content": content})
    return out


def anthropic_turns(
    ctx: Ctx, steps: list[m.Step], ts: ToolSet, reminder: Callable[[], str] | None = None
) -> list[Json]:
    """Assistant `tool_use` blocks and user `tool_result` blocks in the Anthropic Messages format."""
    rng = ctx.rng
    parts = rng.random() < 0.3
    out: list[Json] = []
    i = 0
    while i < len(steps):
        group = steps[i : i + (rng.choice([2, 3]) if rng.random() < 0.2 else 1)]
        i += len(group)
        blocks: list[Json] = []
        if group[0].thought and rng.random() < 0.6:
            blocks.append({"type": "text", "text": group[0].thought})
        results: list[Json] = []
        for s in group:
            name, args = ts.call(s)
            cid = call_id(rng, "anthropic")
            blocks.append({"type": "tool_use", "id": cid, "name": name, "input": args})
            text = ts.result(s)
            r: Json = {
                "type": "tool_result",
                "tool_use_id": cid,
                "content": [{"type": "text", "text": text}] if parts else text,
            }
            if s.exit_code and rng.random() < 0.5:
                r["is_error"] = True
            results.append(r)
        out.append({"role": "assistant", "content": blocks})
        if reminder is not None and rng.random() < 0.25:
            results.append({"type": "text", "text": reminder()})
        out.append({"role": "user", "content": results})
    return out


def responses_items(ctx: Ctx, steps: list[m.Step], ts: ToolSet) -> list[Json]:
    """Reasoning, `function_call` and `function_call_output` items in the Responses API format."""
    rng = ctx.rng
    out: list[Json] = []
    for s in steps:
        if rng.random() < 0.5:
            out.append(
                {
                    "type": "reasoning",
                    "id": "rs_" + rid(rng, 32),
                    "summary": (
                        [{"type": "summary_text", "text": "**" + (s.thought or "Inspecting the code") + "**"}]
                        if rng.random() < 0.6
                        else []
                    ),
                    "encrypted_content": "gAAAAA" + rid(rng, rng.randint(200, 1200)),
                }
            )
        name, args = ts.call(s)
        cid = call_id(rng, "responses")
        out.append({"type": "function_call", "name": name, "arguments": json.dumps(args), "call_id": cid})
        out.append({"type": "function_call_output", "call_id": cid, "output": ts.result(s)})
    return out


def fenced(code: str, lang: str, path: str | None = None, style: str = "plain") -> str:
    if style == "path" and path:
        return f"```{lang} {path}\n{code}\n```"
    if style == "header" and path:
        return f"{path}\n```{lang}\n{code}\n```"
    return f"```{lang}\n{code}\n```"


def ask_with_code(ctx: Ctx, path_style: str = "plain") -> str:
    """The ask with its snippet, as a chat client pastes it."""
    a = ctx.ask
    if not a.code:
        return a.text
    path = ctx.rng.choice(ctx.repo.files)
    block = fenced(a.code, a.lang, path, path_style)
    return f"{block}\n\n{a.text}" if ctx.rng.random() < 0.5 else f"{a.text}\n\n{block}"


GUIDE = [
    "Keep answers short unless the user asks for detail.",
    "Prefer editing existing files to creating new ones.",
    "Never invent file paths; look them up first.",
    "Use the tools instead of guessing the contents of files.",
    "When you change code, keep the surrounding style.",
    "Do not add comments that only restate the code.",
    "Ask before running commands that delete data or touch the network.",
    "Explain what you did in a few sentences at the end.",
    "Quote file paths in backticks.",
    "If a command fails, read its output before trying something else.",
    "Run the project's tests after a change when they exist.",
    "Do not commit unless the user asks.",
    "Reply in the language the user writes in.",
    "Markdown is rendered; use fenced code blocks with a language tag.",
    "Batch independent tool calls together.",
    "Never print secrets or tokens found in files.",
    "Keep a short plan for multi-step work and update it as you go.",
    "Stop and ask when the request is ambiguous.",
    "Prefer small, reviewable diffs.",
    "Respect the project's lint and formatting configuration.",
]


def system_prompt(
    ctx: Ctx, identity: str, n_rules: tuple[int, int] = (4, 12), sections: list[str] | None = None, pad: int = 0
) -> str:
    """A client system prompt: identity, rules from a pool, the client's own sections, `pad` more characters."""
    rng = ctx.rng
    rules = rng.sample(GUIDE, rng.randint(*n_rules))
    parts = [identity, "", "# Guidelines", *[f"- {r}" for r in rules]]
    for s in sections or []:
        parts += ["", s]
    if pad:
        parts += ["", "# Working notes", prose(rng, pad, "tools")]
    return "\n".join(parts)


def tool_doc_xml(tool: Tool) -> str:
    """A tool described in prose with an XML usage example, for clients that do not send a `tools` array."""
    params = "\n".join(
        f"- {k}: ({'required' if k in (tool.required or list(tool.props)[:1]) else 'optional'}) {v}"
        for k, v in tool.props.items()
    )
    example = "\n".join(f"<{k}>{k} here</{k}>" for k in tool.props)
    return (
        f"## {tool.name}\nDescription: "
        f"{tool.desc}\nParameters:\n{params}\nUsage:\n<{tool.name}>\n{example}\n</{tool.name}>"
    )


def stainless(rng: random.Random, lang: str = "js") -> dict[str, str]:
    if lang == "python":
        return {
            "x-stainless-lang": "python",
            "x-stainless-package-version": f"1.{rng.randint(30, 99)}.{rng.randint(0, 9)}",
            "x-stainless-runtime": "CPython",
            "x-stainless-runtime-version": f"3.{rng.randint(9, 13)}.{rng.randint(0, 9)}",
            "x-stainless-os": rng.choice(["Linux", "MacOS", "Windows"]),
            "x-stainless-arch": rng.choice(["x64", "arm64"]),
            "x-stainless-retry-count": str(rng.choice([0, 0, 0, 1])),
        }
    return {
        "x-stainless-lang": "js",
        "x-stainless-package-version": f"{rng.choice([4, 5])}.{rng.randint(0, 99)}.{rng.randint(0, 9)}",
        "x-stainless-runtime": "node",
        "x-stainless-runtime-version": f"v{rng.choice([18, 20, 22])}.{rng.randint(0, 19)}.0",
        "x-stainless-os": rng.choice(["Linux", "MacOS", "Windows"]),
        "x-stainless-arch": rng.choice(["x64", "arm64"]),
        "x-stainless-retry-count": str(rng.choice([0, 0, 0, 1])),
    }


def auth(rng: random.Random, anthropic: bool = False) -> dict[str, str]:
    key = "sk-" + rid(rng, 40)
    if anthropic and rng.random() < 0.5:
        return {"x-api-key": key}
    return {"authorization": f"Bearer {key}"}


def base_headers(rng: random.Random, ua: str, anthropic: bool = False) -> dict[str, str]:
    h = {
        "content-type": "application/json",
        "accept": rng.choice(["application/json", "application/json", "*/*", "text/event-stream"]),
        "user-agent": ua,
    }
    h.update(auth(rng, anthropic))
    return h


def history_chat(ctx: Ctx, n: int) -> list[Json]:
    """Earlier plain chat turns (no tools) that precede a new ask."""
    from .asks import SINGLE, own_ask

    out: list[Json] = []
    for _ in range(n):
        prev = own_ask(ctx.rng, SINGLE, ctx.repo.lang)
        out.append({"role": "user", "content": ask_with_code(Ctx(ctx.rng, prev, ctx.repo))})
        out.append({"role": "assistant", "content": answer(ctx.rng, ctx.repo.lang)})
    return out


def answer(rng: random.Random, lang: str) -> str:
    """A plausible assistant reply with some code."""
    intro = rng.choice(
        [
            "Here's a version that handles that:",
            "Sure. The simplest way:",
            "You can do it like this:",
            "The issue is the early return; try:",
            "Voilà :",
            "Hier ist eine Variante:",
        ]
    )
    outro = rng.choice(["This keeps the order stable.", "Let me know if you need tests.", ""])
    return f"{intro}\n\n{fenced(m.function(rng, lang), lang)}\n\n{outro}"


TOOL_NOTES = [
    "Paths must be absolute; relative paths are resolved against the workspace root and may be rejected.",
    "Output longer than the limit is truncated in the middle; narrow the query instead of paging blindly.",
    "Prefer this tool over running the equivalent shell command: it is faster and its output is structured.",
    "Call it several times in one message when the calls do not depend on each other.",
    "Never use it to change files outside the workspace.",
    "If the call fails, the error text explains why; fix the arguments rather than retrying unchanged.",
    "Quote arguments that contain spaces.",
    "The result includes line numbers; do not copy them into edits.",
    "Commands time out after two minutes unless a longer timeout is given.",
    "Interactive programs are not supported; pass flags that disable prompts.",
    "Read a file before editing it so the old text matches exactly.",
    "The edit fails if the old text is not unique; include more surrounding lines.",
    "Binary files are reported by size and type only.",
    "Use glob patterns such as **/*.py to filter files.",
    "Regular expressions follow the ripgrep syntax; escape braces.",
    "Results are sorted by modification time, newest first.",
    "Do not use it for questions you can answer from context already given.",
    "Prefer small, targeted edits to rewriting whole files.",
    "Keep the user informed with one short sentence before long-running commands.",
    "When a command changes state (installs, migrations), say so in the description.",
    "Environment variables set in one call persist to the next.",
    "Background processes keep running until stopped; check on them with the output tool.",
    "Directories are created as needed when writing a file.",
    "Large outputs are saved to a temporary file whose path is returned.",
    "Avoid `cd`; pass the working directory instead.",
    "Use the project's package manager rather than global installs.",
    "Git commands that rewrite history need the user's explicit approval.",
    "When in doubt about a path, list the folder first.",
]


def prose(rng: random.Random, target: int, topic: str = "tool") -> str:
    """Guideline notes and worked examples of about `target` characters, the bulk of real clients' descriptions."""
    from .asks import own_ask

    out: list[str] = []
    total = 0
    while total < target:
        if rng.random() < 0.7:
            s = "- " + rng.choice(TOOL_NOTES)
        else:
            a = own_ask(rng)
            s = (
                f"<example>\nuser: {a.text}\nassistant: [uses the {topic} as described, then answers briefly]\n"
                "</example>"
            )
        out.append(s)
        total += len(s) + 1
    return "\n".join(out)


def inflate(rng: random.Random, tools: list[Tool], lo: int, hi: int) -> list[Tool]:
    """The same tools with descriptions padded to `lo`..`hi` characters, as verbose clients send them."""
    return [
        Tool(t.name, t.desc + "\n\n" + prose(rng, rng.randint(lo, hi), t.name), t.props, t.required, t.types)
        for t in tools
    ]


MCP_SERVERS = ["github", "linear", "sentry", "postgres", "playwright", "context7", "jira", "notion", "k8s", "figma"]


def mcp_tools(rng: random.Random, p: float = 0.3) -> list[Tool]:
    """Extra tools from user-configured MCP servers, present in some sessions only."""
    if rng.random() >= p:
        return []
    out = []
    for _ in range(rng.randint(1, 15)):
        server = rng.choice(MCP_SERVERS)
        out.append(
            Tool(
                f"{server}_{m.snake(rng)}",
                f"[{server}] {rng.choice(TOOL_NOTES)}",
                {"query": "Input for the server", "limit": "Max results"},
                ["query"],
                {"limit": "integer"},
            )
        )
    return out


TITLE_PROMPTS = [
    "Generate a short title (at most 50 characters) for the conversation that begins with the user's message. No "
    "quotes, no punctuation at the end.",
    "Summarize the user's request as a chat title of at most six words.",
    "You name chat threads. Reply with a 3-7 word title in the user's language and nothing else.",
    "Give this conversation a concise, descriptive title. Output the title only.",
    "Create a title for the following request. Maximum 8 words, sentence case, no trailing period.",
    "Reply with a short topic label for the user's message, like a tab name.",
]
SUMMARY_PROMPTS = [
    "Write a compact summary of everything above that a new session needs to continue: the goal, what was done, "
    "files changed, and the next steps.",
    "Summarize this conversation so far in a detailed but compact way so it can replace the history. Keep file names "
    "and decisions.",
    "Condense the conversation above into a summary that lets the work go on: the task, decisions, files and code "
    "changed, pending steps. Output only the summary.",
    "The context window is almost full. Produce a structured recap of this session (request, progress, current "
    "state, open items) to carry forward. Do not call tools.",
    "Please write a handover note of the work so far for another engineer who will pick it up.",
    "Compress the history above: keep the user's goal, key findings, exact paths and commands, and what remains.",
]


def title_prompt(rng: random.Random) -> str:
    return rng.choice(TITLE_PROMPTS)


def summary_prompt(rng: random.Random) -> str:
    return rng.choice(SUMMARY_PROMPTS)


COMMIT_PROMPTS = [
    "Write a one-line git commit message in the imperative mood, conventional commit style, at most 72 characters, "
    "for the diff below. Reply with the message only.",
    "You write commit messages from staged changes. Follow the style of the recent commits.",
    "Generate a concise commit message (subject line, blank line, short body) describing the changes.",
    "Describe these changes as a git commit message. No markdown, no quotes.",
    "Propose a commit message for the following diff; keep the subject under 50 characters.",
    "Act as a release engineer: summarize the diff as a single conventional-commit line.",
]


def commit_prompt(rng: random.Random) -> str:
    return rng.choice(COMMIT_PROMPTS)
