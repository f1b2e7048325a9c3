"""Plain API users: openai/anthropic SDK scripts, curl, and home-made agent loops.

Why: these clients carry no telling headers or system prompts, so they test whether the model learned the
request itself (a one-line "build me X" is long-horizon; a 60 KB paste with "add a docstring" is not).
"""

from __future__ import annotations

from typing import Any

from classifiers import agentic as ag
from classifiers import codegen as cg
from classifiers.shapes_common import LONG, SINGLE, Example, agent_mode, conversation, label_for, task_for
from classifiers.shapes_side import side_call
from classifiers.text import Ctx

UA = {
    "sdk": [
        "OpenAI/Python 1.109.1",
        "OpenAI/JS 5.20.0",
        "AsyncOpenAI/Python 1.99.9",
        "Anthropic/Python 0.69.0",
        "langchain-openai/0.3",
        "python-httpx/0.28.1",
        "Go-http-client/1.1",
        "llm/0.27",
    ],
    "curl": ["curl/8.5.0", "curl/7.81.0", "HTTPie/3.2.2", "PostmanRuntime/7.44.1", "Wget/1.21"],
}


def _one_shot(ctx: Ctx, family: str, endpoint: str) -> Example:
    r = ctx.rng
    kind = r.random()
    if kind < 0.22:
        text, label = ctx.any_long(), LONG
    elif kind < 0.36:
        text, label = (
            ctx.with_code(ctx.any_single(), int(r.lognormvariate(10.8, 0.8)), ctx.chance(0.7)),
            SINGLE,
        )
    else:
        text, label = ctx.any_single(), SINGLE
        if ctx.chance(0.5):
            text = ctx.with_code(text, int(r.lognormvariate(6.8, 1.0)), ctx.chance(0.7))
    msgs: list[dict[str, Any]] = []
    if ctx.chance(0.5):
        msgs.append(
            {
                "role": r.choice(["system", "developer", "system"]),
                "content": r.choice(
                    [
                        "You are a helpful assistant.",
                        "You are an expert programmer. Answer precisely.",
                        "Eres un asistente útil.",
                        "Answer in JSON.",
                        "You are a senior engineer. " + ctx.filler(400),
                    ]
                ),
            }
        )
    for _ in range(r.choice([0, 0, 0, 1, 2])):
        msgs += [
            {"role": "user", "content": ctx.any_single()},
            {"role": "assistant", "content": ctx.filler(300)},
        ]
    if endpoint == "/v1/messages":
        system = msgs[0]["content"] if msgs and msgs[0]["role"] != "user" else None
        msgs = [m for m in msgs if m["role"] in ("user", "assistant")]
        msgs.append({"role": "user", "content": ctx.content(text, 0.2)})
        body: dict[str, Any] = {
            "model": ctx.model(),
            "max_tokens": r.choice([1024, 4096, 8192]),
            "messages": msgs,
        }
        if system:
            body["system"] = system
        h = ctx.headers(UA[family], **{"anthropic-version": "2023-06-01"})
        return endpoint, h, body, label
    if endpoint == "/v1/responses":
        body = {
            "model": ctx.model(),
            "input": text if ctx.chance(0.5) else [{"role": "user", "content": text}],
        }
        if msgs and msgs[0]["role"] != "user":
            body["instructions"] = msgs[0]["content"]
        return endpoint, ctx.headers(UA[family]), body, label
    if endpoint == "/v1/completions":
        body = {"model": ctx.model(), "prompt": text, "max_tokens": r.choice([256, 1024, 2048])}
        return endpoint, ctx.headers(UA[family]), body, label
    msgs.append({"role": "user", "content": ctx.content(text, 0.25)})
    body = {"model": ctx.model(), "messages": msgs}
    for key, p, vals in (
        ("temperature", 0.5, [0, 0.2, 0.7, 1.0]),
        ("max_tokens", 0.4, [256, 1000, 4096]),
        ("stream", 0.4, [True, False]),
        ("n", 0.05, [2, 3]),
        ("seed", 0.1, [42]),
    ):
        if ctx.chance(p):
            body[key] = r.choice(vals)
    if ctx.chance(0.08):
        body["response_format"] = {"type": "json_object"}
    if ctx.chance(0.1):
        body["reasoning_effort"] = r.choice(["low", "medium", "high"])
    return endpoint, ctx.headers(UA[family]), body, label


def sdk_script(ctx: Ctx) -> Example:
    ep = ctx.rng.choice(["/v1/chat/completions"] * 5 + ["/v1/responses", "/v1/messages", "/v1/completions"])
    ep, h, body, label = _one_shot(ctx, "sdk", ep)
    if ep == "/v1/completions" and label == LONG:  # nobody sends a project brief to legacy completions
        return sdk_script(ctx)
    return ep, h, body, label


def curl_user(ctx: Ctx) -> Example:
    ep = ctx.rng.choice(["/v1/chat/completions"] * 4 + ["/v1/responses", "/v1/messages"])
    return _one_shot(ctx, "curl", ep)


def sdk_agent(ctx: Ctx) -> Example:
    """A home-made agent loop (framework or script) with generic tools, in any dialect."""
    r = ctx.rng
    mode = agent_mode(ctx)
    names = ag.tool_names(ctx, r.choice(["generic", "generic", "swe", "codex"]))
    dialect = r.choice(["chat", "chat", "responses", "anthropic", "react", "xml", "edit"])
    task = task_for(ctx, mode)
    sys_text = ag.agent_system(ctx, int(r.lognormvariate(7.0, 1.2))) if ctx.chance(0.7) else "You are helpful."
    if dialect in ("react", "xml"):
        sys_text = ag.agent_system(ctx, int(r.lognormvariate(8.0, 0.8)), xml_tools=names if dialect == "xml" else None)
        sys_text += "\nAvailable actions: " + ", ".join(names)
        msgs = [{"role": "system", "content": sys_text}, *conversation(ctx, dialect, names, mode, task)]
        body: dict[str, Any] = {"model": ctx.model(), "messages": msgs}
        ep = "/v1/chat/completions"
    elif dialect == "edit":
        return _edit_loop(ctx, mode)
    elif dialect == "chat":
        msgs = [{"role": "system", "content": sys_text}, *conversation(ctx, "chat", names, mode, task)]
        body = {"model": ctx.model(), "messages": msgs, "tools": ag.tools(ctx, names, "chat")}
        ep = "/v1/chat/completions"
    elif dialect == "responses":
        body = {
            "model": ctx.model(),
            "instructions": sys_text,
            "tools": ag.tools(ctx, names, "responses"),
            "input": conversation(ctx, "responses", names, mode, task),
        }
        ep = "/v1/responses"
    else:
        body = {
            "model": ctx.model(),
            "system": sys_text,
            "max_tokens": 4096,
            "tools": ag.tools(ctx, names, "anthropic"),
            "messages": conversation(ctx, "anthropic", names, mode, task),
        }
        ep = "/v1/messages"
    return ep, ctx.headers(UA["sdk"]), body, label_for(mode)


def _edit_loop(ctx: Ctx, mode: str) -> Example:
    """A home-made editing loop without native tools: edit blocks out, apply/lint/test feedback back in."""
    r = ctx.rng
    fmt = r.choice(["unified diff", "SEARCH/REPLACE blocks", "whole-file rewrites in fenced blocks", "JSON patches"])
    msgs: list[dict[str, Any]] = [
        {
            "role": "system",
            "content": f"You edit the user's files. Reply with {fmt} "
            "for every change; the harness applies them and reports errors.\n" + ctx.filler(r.randint(200, 2500)),
        }
    ]
    msgs.append(
        {
            "role": "user",
            "content": "Files:\n" + cg.code(r, r.randint(500, 15000)) + "\n\n" + task_for(ctx, mode),
        }
    )
    for _ in range(0 if mode in ("first_long", "trivial") else r.randint(1, 5)):
        # each round: an edit out, the harness's report (apply failure, lint, tests) back in
        msgs.append({"role": "assistant", "content": "--- a/x\n+++ b/x\n" + cg.code(r, r.randint(100, 800))})
        msgs.append(
            {
                "role": "user",
                "content": r.choice(
                    ["The edit failed to apply: ", "Lint errors:\n", "Tests failed:\n", "Applied. Output:\n"]
                )
                + cg.tool_output(r, r.randint(100, 2000)),
            }
        )
    body = {"model": ctx.model(), "messages": msgs, "temperature": 0}
    return "/v1/chat/completions", ctx.headers(UA["sdk"]), body, label_for(mode)


def sdk_side(ctx: Ctx) -> Example:
    return side_call(ctx, UA["sdk"])
