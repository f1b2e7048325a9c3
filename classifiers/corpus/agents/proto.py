"""Wire-protocol renderers: Anthropic Messages, OpenAI Responses, OpenAI chat with native tools, chat text protocols."""
from __future__ import annotations

import copy

from . import core as C
from .base import Conv, Family
from .core import Step, jdump


# ====================================================================== OpenAI chat completions + native tools
class ChatTools(Family):
    endpoint = "/v1/chat/completions"
    call_style = "call"
    p_thought = 0.3          # assistant text next to tool calls
    p_parallel = 0.15
    content_none = True      # assistant content null (vs "") when only tool calls
    tool_msg_name = False    # include "name" in tool messages

    # -- family hooks
    def model(self, ctx) -> str:
        return "gpt-4.1"

    def system_msgs(self, ctx) -> list[dict]:
        return [{"role": "system", "content": "You are a helpful coding agent."}]

    def first_user(self, ctx, ask: str) -> list[dict]:
        return [{"role": "user", "content": ask}]

    def later_user(self, ctx, text: str) -> dict:
        return {"role": "user", "content": text}

    def tools(self, ctx) -> list[dict]:
        return []

    def call(self, ctx, step: Step) -> tuple[str, dict]:
        raise NotImplementedError

    def obs(self, ctx, step: Step) -> str:
        return step.out

    def body_extra(self, ctx) -> dict:
        return {"stream": True}

    # -- protocol
    def start(self, ctx, ask):
        conv = Conv()
        conv.first_text = ask
        conv.msgs = self.system_msgs(ctx) + self.first_user(ctx, ask)
        conv.turns.append(("User", ask))
        return conv

    def _calls_msg(self, ctx, steps):
        r = ctx.rng
        calls, ids = [], []
        for s in steps:
            name, args = self.call(ctx, s)
            cid = ctx.call_id(self.call_style)
            ids.append((cid, name))
            calls.append({"id": cid, "type": "function", "function": {"name": name, "arguments": jdump(args)}})
        content = steps[0].thought if r.random() < self.p_thought else (None if self.content_none else "")
        return {"role": "assistant", "content": content, "tool_calls": calls}, ids

    def add_steps(self, ctx, conv, steps):
        i = 0
        while i < len(steps):
            grp = steps[i:i + 2] if (ctx.rng.random() < self.p_parallel and i + 1 < len(steps)
                                      and steps[i].kind in ("read", "grep", "glob", "ls")
                                      and steps[i + 1].kind in ("read", "grep", "glob", "ls")) else steps[i:i + 1]
            self._add_group(ctx, conv, grp)
            i += len(grp)

    def add_step(self, ctx, conv, step):
        self._add_group(ctx, conv, [step])

    def _add_group(self, ctx, conv, steps):
        msg, ids = self._calls_msg(ctx, steps)
        conv.msgs.append(msg)
        for s, (cid, name) in zip(steps, ids):
            m = {"role": "tool", "tool_call_id": cid, "content": self.obs(ctx, s)}
            if self.tool_msg_name:
                m["name"] = name
            conv.msgs.append(m)
            conv.turns.append(("Tool", f"{name}: {m['content'][:600]}"))

    def add_assistant_text(self, ctx, conv, text):
        conv.msgs.append({"role": "assistant", "content": text})
        conv.turns.append(("Assistant", text))

    def add_user_text(self, ctx, conv, text):
        conv.msgs.append(self.later_user(ctx, text))
        conv.turns.append(("User", text))

    def finish(self, ctx, conv):
        body = {"model": self.model(ctx), "messages": conv.msgs}
        t = self.tools(ctx)
        if t:
            body["tools"] = t
        body.update(self.body_extra(ctx))
        return body

    # convenient side-call builders
    def side_chat(self, ctx, model, messages, **extra) -> dict:
        body = {"model": model, "messages": messages}
        body.update(extra)
        return body


# ====================================================================== chat completions, text protocol (no tools)
class ChatText(ChatTools):
    text_protocol = True
    retry_kinds = ["edit_failed", "test_after_edit", "human_retry", "format_error"]
    obs_role = "user"

    def action_text(self, ctx, step: Step) -> str:
        raise NotImplementedError

    def obs_text(self, ctx, step: Step) -> str:
        return step.out

    def add_steps(self, ctx, conv, steps):
        for s in steps:
            self.add_step(ctx, conv, s)

    def add_step(self, ctx, conv, step):
        a = self.action_text(ctx, step)
        conv.msgs.append({"role": "assistant", "content": a})
        o = self.obs_text(ctx, step)
        conv.msgs.append({"role": self.obs_role, "content": o})
        conv.turns.append(("Assistant", a))
        conv.turns.append(("Observation", o[:600]))

    def finish(self, ctx, conv):
        body = {"model": self.model(ctx), "messages": conv.msgs}
        body.update(self.body_extra(ctx))
        return body

    def edit_failure_text(self, ctx, step) -> str:
        return ctx.rng.choice([f"sed: can't read {step.args['path']}: No such file or directory",
                               f"sed: -e expression #1, char {ctx.rng.randint(20, 90)}: unterminated `s' command",
                               f"patch: **** malformed patch at line {ctx.rng.randint(3, 40)}"])

    def bad_action(self, ctx) -> str:
        return ctx.rng.choice(["I think the fix is to update the timeout handling. Let me do that now.",
                               "The tests should pass after this change.",
                               "```bash\nls\n```\n```bash\ncat README.md\n```"])

    def format_error_text(self, ctx) -> str:
        return "Your last reply did not follow the required format. Reply again using the format described above."

    def format_error(self, ctx, conv):
        conv.msgs.append({"role": "assistant", "content": self.bad_action(ctx)})
        conv.msgs.append({"role": self.obs_role, "content": self.format_error_text(ctx)})


# ====================================================================== Anthropic Messages
class Anthropic(Family):
    endpoint = "/v1/messages"
    p_thought = 0.35
    p_parallel = 0.25

    def model(self, ctx) -> str:
        return "claude-sonnet-4-5-20250929"

    def system_blocks(self, ctx) -> list[dict]:
        return [{"type": "text", "text": "You are a coding agent."}]

    def first_user_blocks(self, ctx, ask: str) -> list[dict]:
        return [{"type": "text", "text": ask}]

    def later_user_blocks(self, ctx, text: str) -> list[dict]:
        return [{"type": "text", "text": text}]

    def tools(self, ctx) -> list[dict]:
        return []

    def call(self, ctx, step: Step) -> tuple[str, dict]:
        raise NotImplementedError

    def obs(self, ctx, step: Step) -> str:
        return step.out

    def result_extra_blocks(self, ctx, steps) -> list[dict]:
        return []

    def body_extra(self, ctx) -> dict:
        return {"max_tokens": 32000, "stream": True}

    def start(self, ctx, ask):
        conv = Conv()
        conv.first_text = ask
        conv.msgs = [{"role": "user", "content": self.first_user_blocks(ctx, ask)}]
        conv.turns.append(("User", ask))
        return conv

    def add_steps(self, ctx, conv, steps):
        i = 0
        while i < len(steps):
            grp = steps[i:i + 2] if (ctx.rng.random() < self.p_parallel and i + 1 < len(steps)
                                      and steps[i].kind in ("read", "grep", "glob", "ls")) else steps[i:i + 1]
            self._add_group(ctx, conv, grp)
            i += len(grp)

    def add_step(self, ctx, conv, step):
        self._add_group(ctx, conv, [step])

    def _add_group(self, ctx, conv, steps):
        blocks, results = [], []
        if ctx.rng.random() < self.p_thought:
            blocks.append({"type": "text", "text": steps[0].thought})
        for s in steps:
            name, args = self.call(ctx, s)
            tid = ctx.call_id("toolu")
            blocks.append({"type": "tool_use", "id": tid, "name": name, "input": args})
            res = {"type": "tool_result", "tool_use_id": tid, "content": self.obs(ctx, s)}
            if s.err and s.kind != "test":
                res["is_error"] = True
            elif s.err and ctx.rng.random() < 0.5:
                res["is_error"] = True
            results.append(res)
            conv.turns.append(("Tool", f"{name}: {res['content'][:600]}"))
        conv.msgs.append({"role": "assistant", "content": blocks})
        conv.msgs.append({"role": "user", "content": results + self.result_extra_blocks(ctx, steps)})

    def add_assistant_text(self, ctx, conv, text):
        conv.msgs.append({"role": "assistant", "content": [{"type": "text", "text": text}]})
        conv.turns.append(("Assistant", text))

    def add_user_text(self, ctx, conv, text):
        conv.msgs.append({"role": "user", "content": self.later_user_blocks(ctx, text)})
        conv.turns.append(("User", text))

    def finish(self, ctx, conv):
        body = {"model": self.model(ctx), "messages": conv.msgs, "system": self.system_blocks(ctx)}
        t = self.tools(ctx)
        if t:
            body["tools"] = t
        body.update(self.body_extra(ctx))
        return body


# ====================================================================== OpenAI Responses API
class Responses(Family):
    endpoint = "/v1/responses"
    p_reasoning = 0.6

    def model(self, ctx) -> str:
        return "gpt-5"

    def prefix_items(self, ctx) -> list[dict]:
        return []

    def user_item(self, ctx, text: str) -> dict:
        return {"type": "message", "role": "user", "content": [{"type": "input_text", "text": text}]}

    def first_items(self, ctx, ask: str) -> list[dict]:
        return [self.user_item(ctx, ask)]

    def tools(self, ctx) -> list[dict]:
        return []

    def call(self, ctx, step: Step) -> tuple[str, dict]:
        raise NotImplementedError

    def obs(self, ctx, step: Step) -> str:
        return step.out

    def body_extra(self, ctx) -> dict:
        return {"stream": True}

    def start(self, ctx, ask):
        conv = Conv()
        conv.first_text = ask
        conv.msgs = self.prefix_items(ctx) + self.first_items(ctx, ask)
        conv.turns.append(("User", ask))
        return conv

    def _reasoning(self, ctx, text):
        r = ctx.rng
        return {"type": "reasoning", "id": "rs_" + C.V.hexid(r, 48),
                "summary": [{"type": "summary_text", "text": f"**{text.rstrip('.')}**"}] if r.random() < 0.6 else [],
                "content": None, "encrypted_content": "gAAAAAB" + C.V.uid(r, r.randint(300, 1400),
                                                                          "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")}

    def add_step(self, ctx, conv, step):
        if ctx.rng.random() < self.p_reasoning:
            conv.msgs.append(self._reasoning(ctx, step.thought))
        name, args = self.call(ctx, step)
        cid = ctx.call_id("fc")
        conv.msgs.append({"type": "function_call", "name": name, "arguments": jdump(args), "call_id": cid})
        out = self.obs(ctx, step)
        conv.msgs.append({"type": "function_call_output", "call_id": cid, "output": out})
        conv.turns.append(("Tool", f"{name}: {out[:600]}"))

    def add_assistant_text(self, ctx, conv, text):
        conv.msgs.append({"type": "message", "role": "assistant", "content": [{"type": "output_text", "text": text}]})
        conv.turns.append(("Assistant", text))

    def add_user_text(self, ctx, conv, text):
        conv.msgs.append(self.user_item(ctx, text))
        conv.turns.append(("User", text))

    def finish(self, ctx, conv):
        body = {"model": self.model(ctx), "input": conv.msgs}
        t = self.tools(ctx)
        if t:
            body["tools"] = t
        body.update(self.body_extra(ctx))
        return body


def history_copy(conv: Conv) -> list:
    return copy.deepcopy(conv.msgs)
