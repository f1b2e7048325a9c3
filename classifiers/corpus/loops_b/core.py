"""Shared driver: shapes -> IR conversation -> wire body for a family."""
import hashlib
import json
import string

from . import episode as E
from . import phrases as PH
from . import render as R
from .asks import QA_PAIRS

SHAPES = [("first", 30), ("loop", 12), ("loop_step", 18), ("side", 25), ("retry", 7), ("nudge", 3), ("followup", 5)]
SINGLE = "single_step"
LONG = "long_horizon"

RULES = [
    "Prefer small, reviewable changes over sweeping rewrites.",
    "Never invent file paths; look them up first.",
    "When a command fails, read the error before trying something else.",
    "Keep answers short unless the user asks for detail.",
    "Do not commit or push unless explicitly asked.",
    "Respect the existing code style, naming and formatting of the project.",
    "Use absolute paths when calling file tools.",
    "Run the project's own test command rather than guessing one.",
    "Ask the user only when a decision cannot be made from the repository.",
    "Quote file names and symbols in backticks.",
    "Do not print secrets or tokens that appear in files or environment variables.",
    "After editing, re-read the changed region to confirm the edit landed where intended.",
    "Avoid interactive commands; pass flags that make tools non-interactive.",
    "If several independent lookups are needed, issue them together.",
    "Stop and report when the task is complete; do not keep exploring.",
    "Large outputs will be truncated; narrow searches with paths or patterns.",
]


def rules_block(rng, k=None):
    k = k or rng.randint(3, len(RULES))
    return "\n".join(f"- {r}" for r in rng.sample(RULES, k))


def rand_id(rng, prefix, n=24, alphabet=string.ascii_letters + string.digits):
    return prefix + "".join(rng.choice(alphabet) for _ in range(n))


def hexid(rng, n=32):
    return "".join(rng.choice("0123456789abcdef") for _ in range(n))


def uuid(rng):
    h = hexid(rng, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-a{h[17:20]}-{h[20:32]}"


class Ctx:
    def __init__(self, rng, shape, ask, ask_label, lang, repo):
        self.rng, self.shape, self.ask, self.ask_label, self.lang, self.repo = rng, shape, ask, ask_label, lang, repo
        self.kind = None
        self.label = None
        self.tail_lang = None
        self.supplied = False
        self.ask_in_body = True


class Family:
    """Base for chat-style agents. Subclasses override the hooks."""
    name = "base"
    endpoints = [("/v1/chat/completions", 1)]
    native = True
    shapes = None  # optional override list of (shape, weight)
    step_kinds = None
    side_kinds = None
    speaker_names = None
    obs_role = "user"       # for text families: user | system | assistant (observation inside the action message)
    thought_p = 0.5
    placements = {
        "/v1/chat/completions": [("user", 4), ("system", 2), ("developer", 1), ("obs", 2)],
        "/v1/messages": [("blocks", 5), ("user", 1), ("system", 1), ("obs", 2)],
        "/v1/responses": [("user", 4), ("developer", 2), ("system", 1), ("obs", 2)],
    }
    chat_style = {}
    user_agents = ["OpenAI/Python 1.54.3", "AsyncOpenAI/Python 1.40.0", "python-httpx/0.27.0"]
    models = {"/v1/chat/completions": ["gpt-4o", "gpt-4.1", "qwen2.5-coder-32b-instruct", "deepseek-chat", "llama-3.3-70b-instruct"],
              "/v1/messages": ["claude-sonnet-4-5", "claude-sonnet-4-20250514", "claude-opus-4-1"],
              "/v1/responses": ["gpt-5", "gpt-4.1", "o4-mini"]}
    small_models = {"/v1/chat/completions": ["gpt-4o-mini", "gpt-4.1-nano", "qwen2.5-7b-instruct"],
                    "/v1/messages": ["claude-3-5-haiku-latest", "claude-haiku-4-5"],
                    "/v1/responses": ["gpt-5-mini", "gpt-4.1-mini"]}

    # ---- hooks -------------------------------------------------------------
    def system(self, ctx, ep):
        return "You are a coding agent.\n" + rules_block(ctx.rng)

    def tool_defs(self, ctx, ep):
        return None

    def first_user(self, ctx, ep):
        return [{"role": "user", "text": ctx.ask}]

    def map_call(self, ctx, step):
        return step.kind, dict(step.args)

    def fmt_result(self, ctx, step):
        return step.result

    def fmt_action(self, ctx, step):
        return f"{step.thought}\n```bash\n{step.cmd}\n```"

    def fmt_obs(self, ctx, step):
        return step.result

    def final_text(self, ctx):
        return ctx.rng.choice(["I made the change and the tests I ran pass. Anything else?",
                               "I found the likely cause but I'm not fully sure yet; should I keep digging?",
                               "Done with the first part. The remaining work is updating the callers.",
                               "The build still fails on an unrelated module. Want me to look at it?"])

    def side_system(self, ctx, kind):
        return None

    def names(self, ctx):
        return None

    def extra(self, ctx, ep, body):
        pass

    def headers(self, ctx, ep):
        rng = ctx.rng
        h = {"content-type": "application/json", "user-agent": rng.choice(self.user_agents)}
        if ep == "/v1/messages":
            if rng.random() < 0.5:
                h["x-api-key"] = "sk-ant-" + hexid(rng, 16)
            else:
                h["authorization"] = "Bearer sk-ant-" + hexid(rng, 16)
            h["anthropic-version"] = "2023-06-01"
            if rng.random() < 0.4:
                h["anthropic-beta"] = rng.choice(["prompt-caching-2024-07-31", "interleaved-thinking-2025-05-14,fine-grained-tool-streaming-2025-05-14", "context-1m-2025-08-07"])
        else:
            h["authorization"] = "Bearer sk-" + hexid(rng, 20)
        if "OpenAI/" in h["user-agent"] and rng.random() < 0.7:
            h["x-stainless-lang"] = "python"
            h["x-stainless-package-version"] = h["user-agent"].split()[-1] if " " in h["user-agent"] else "1.54.3"
            h["x-stainless-retry-count"] = str(rng.choice([0, 0, 0, 1]))
        return h

    # ---- generic machinery -------------------------------------------------
    def pick_endpoint(self, ctx):
        return wchoice(ctx.rng, self.endpoints)

    def call_id(self, ctx, ep):
        if ep == "/v1/messages":
            return rand_id(ctx.rng, "toolu_01", 22)
        if ep == "/v1/responses":
            return rand_id(ctx.rng, "call_", 24)
        return rand_id(ctx.rng, "call_", 24)

    def render_steps(self, ctx, ep, steps):
        rng = ctx.rng
        out = []
        i = 0
        while i < len(steps):
            st = steps[i]
            if self.native:
                group = [st]
                if i + 1 < len(steps) and st.kind in ("read", "grep", "ls", "find") and steps[i + 1].kind in ("read", "grep", "ls", "find") and rng.random() < 0.2:
                    group.append(steps[i + 1])
                calls, tools = [], []
                for g in group:
                    name, args = self.map_call(ctx, g)
                    cid = self.call_id(ctx, ep)
                    calls.append({"id": cid, "name": name, "args": args})
                    tools.append({"role": "tool", "id": cid, "name": name, "text": self.fmt_result(ctx, g),
                                  "is_error": g.status == "error" and rng.random() < 0.5, "obs": True})
                out.append({"role": "assistant", "text": st.thought if rng.random() < self.thought_p else None, "calls": calls})
                out.extend(tools)
                i += len(group)
            else:
                act = self.fmt_action(ctx, st)
                obs = self.fmt_obs(ctx, st)
                if self.obs_role == "assistant":
                    out.append({"role": "assistant", "text": act + obs, "obs": True})
                else:
                    out.append({"role": "assistant", "text": act})
                    out.append({"role": self.obs_role, "text": obs, "obs": True})
                i += 1
        return out

    def apply_tail(self, ctx, ep, ir, text, placement):
        if placement == "obs":
            for m in reversed(ir):
                if m.get("obs"):
                    sep = ctx.rng.choice(["\n\n", "\n", "\n\n---\n"])
                    m["text"] = (m["text"] or "") + sep + text
                    return
            placement = "user"
        if placement == "blocks":
            ir.append({"role": "user", "text": text, "merge": True})
        else:
            ir.append({"role": placement, "text": text})

    def build_ir(self, ctx, ep):
        rng = ctx.rng
        shape = ctx.shape
        ir = [{"role": "system", "text": self.system(ctx, ep)}]
        if shape == "followup":
            for q, a in rng.sample(QA_PAIRS, rng.randint(1, 3)):
                ir.append({"role": "user", "text": q})
                ir.append({"role": "assistant", "text": a})
            ir.extend(self.first_user(ctx, ep))
            ctx.kind, ctx.label = "followup", ctx.ask_label
            return ir
        ir.extend(self.first_user(ctx, ep))
        if shape == "first":
            ctx.kind = "task" if ctx.ask_label == LONG else "question"
            ctx.label = ctx.ask_label
            return ir
        n = rng.choice([1, 1, 2, 2, 3, 3, 4, 5, 6, 8, 11])
        ending = None
        if shape == "retry":
            ending = rng.choice(["test_fail", "test_fail", "edit_fail", "lint_fail"])
            n = max(n, 2)
        steps = E.build(rng, ctx.repo, n, ending, ctx.ask)
        ir.extend(self.render_steps(ctx, ep, steps))
        pl = wchoice(rng, self.placements[ep])
        ctx.label = LONG
        if shape == "loop":
            ctx.kind = "tool_result:" + steps[-1].kind
        elif shape == "loop_step":
            kind, lg, t = PH.step_instruction(rng, ctx.repo, self.step_kinds)
            ctx.kind, ctx.tail_lang = "step:" + kind, lg
            self.apply_tail(ctx, ep, ir, PH.wrap(rng, t), pl)
        elif shape == "side":
            kind, lg, t = PH.side_instruction(rng, ctx.repo, self.side_kinds, self.names(ctx))
            ctx.kind, ctx.tail_lang, ctx.label = "side:" + kind, lg, SINGLE
            ss = self.side_system(ctx, kind)
            if ss and rng.random() < 0.35:
                ir[0] = {"role": "system", "text": ss}
            # lead's change: a side call is a new request about the conversation, never text appended to a
            # tool's output (that placement stays for the harness's step instructions)
            self.apply_tail(ctx, ep, ir, PH.wrap(rng, t), "user" if pl == "obs" else pl)
        elif shape == "retry":
            ctx.kind = "retry:" + ending
            if rng.random() < 0.6:
                t = rng.choice(PH.RETRY[ending]).format(out=steps[-1].result[:4000])
                self.apply_tail(ctx, ep, ir, PH.wrap(rng, t), pl)
        elif shape == "nudge":
            lg, t = rng.choice(PH.NUDGES)
            ctx.kind, ctx.tail_lang = "nudge", lg
            if rng.random() < 0.6:
                ir.append({"role": "assistant", "text": self.final_text(ctx)})
                ir.append({"role": "user", "text": t})
            else:
                self.apply_tail(ctx, ep, ir, t, "blocks" if ep == "/v1/messages" else "user")
        return ir

    def to_body(self, ctx, ep, ir, tools):
        rng = ctx.rng
        if ep == "/v1/messages":
            body = R.to_anthropic(rng, ir, tools)
        elif ep == "/v1/responses":
            body = R.to_responses(rng, ir, tools, {"reasoning": True})
        else:
            body = R.to_chat(rng, ir, tools, self.chat_style)
        return body

    def build(self, ctx):
        rng = ctx.rng
        ep = self.pick_endpoint(ctx)
        ir = self.build_ir(ctx, ep)
        tools = self.tool_defs(ctx, ep)
        if ctx.shape == "side" and tools and rng.random() < 0.3:
            tools = None
        body = self.to_body(ctx, ep, ir, tools)
        small = rng.random() < (0.4 if ctx.shape == "side" else 0.15)
        model = rng.choice((self.small_models if small else self.models)[ep])
        body = {"model": model, **body}
        if ep == "/v1/messages":
            body["max_tokens"] = rng.choice([1024, 4096, 8192, 16000, 32000])
        elif rng.random() < 0.5:
            body["max_tokens" if ep != "/v1/responses" else "max_output_tokens"] = rng.choice([512, 1024, 2048, 4096, 8192])
        if rng.random() < 0.5:
            body["temperature"] = rng.choice([0, 0, 0.1, 0.2, 0.5, 0.7, 1.0])
        body["stream"] = rng.random() < 0.6
        if body["stream"] and ep == "/v1/chat/completions" and rng.random() < 0.5:
            body["stream_options"] = {"include_usage": True}
        if ep == "/v1/messages":
            if rng.random() < 0.5:
                body["metadata"] = {"user_id": dumps({"device_id": hexid(rng, 64), "session_id": uuid(rng)}) if rng.random() < 0.5 else "user_" + hexid(rng, 64)}
            if rng.random() < 0.25 and not small:
                body["thinking"] = {"type": "enabled", "budget_tokens": rng.choice([1024, 4000, 10000])}
                body.pop("temperature", None)
                body["max_tokens"] = max(body["max_tokens"], 16000)
        elif tools and rng.random() < 0.4:
            body["tool_choice"] = rng.choice(["auto", "auto", "required"]) if ctx.shape != "side" else "auto"
            if ep == "/v1/chat/completions" and rng.random() < 0.5:
                body["parallel_tool_calls"] = rng.random() < 0.7
        self.extra(ctx, ep, body)
        return ep, self.headers(ctx, ep), body


def wchoice(rng, pairs):
    tot = sum(w for _, w in pairs)
    x = rng.random() * tot
    for v, w in pairs:
        x -= w
        if x <= 0:
            return v
    return pairs[-1][0]


def record_id(seed, i, fam, shape):
    return "lb-" + hashlib.sha1(f"{seed}:{i}:{fam}:{shape}".encode()).hexdigest()[:16]


def tools_from(spec):
    """spec: list of (name, desc, props dict, required list|None)"""
    return [{"name": n, "desc": d, "params": R.schema(p, req)} for n, d, p, req in spec]


def dumps(obj):
    return json.dumps(obj, ensure_ascii=False)
