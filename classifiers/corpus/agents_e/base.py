"""Wire-format renderers shared by the client families: OpenAI chat (native tools), Anthropic Messages,
OpenAI Responses, and helpers for text protocols. A family maps IR actions to its own tool names and
formats tool results its own way; these classes turn that into request bodies."""
import json

from . import util


def ua_stainless(rng, lang="js"):
    if lang == "js":
        return {"x-stainless-lang": "js", "x-stainless-package-version": rng.choice(["4.104.0", "5.12.2", "5.20.1"]),
                "x-stainless-os": rng.choice(["Linux", "MacOS", "Windows"]), "x-stainless-arch": rng.choice(["x64", "arm64"]),
                "x-stainless-runtime": "node", "x-stainless-runtime-version": rng.choice(["v20.18.0", "v22.11.0", "v24.3.0"]),
                "x-stainless-retry-count": "0"}
    return {"x-stainless-lang": "python", "x-stainless-package-version": rng.choice(["1.99.9", "1.107.0", "2.3.0"]),
            "x-stainless-os": rng.choice(["Linux", "MacOS"]), "x-stainless-arch": rng.choice(["x64", "arm64"]),
            "x-stainless-runtime": "CPython", "x-stainless-runtime-version": rng.choice(["3.11.9", "3.12.7", "3.13.1"])}


def bearer():
    return {"authorization": "Bearer sk-PLACEHOLDER"}


class Family:
    name = ""
    endpoint = "/v1/chat/completions"
    sides = ()
    loops = True          # can produce tool-loop shapes
    models = ["gpt-4.1"]

    # --- hooks
    def headers(self, ctx):
        h = {"content-type": "application/json"}
        h.update(bearer())
        return h

    def model(self, ctx):
        return ctx.setdefault("model", ctx["rng"].choice(self.models))

    def map_call(self, ctx, call):
        """Return (tool_name, args) for an IR call, or None to drop the round."""
        raise NotImplementedError

    def fmt_result(self, ctx, res):
        return res["output"]

    def build(self, ctx, ir):
        raise NotImplementedError

    def side(self, ctx, kind, ir):
        raise NotImplementedError(kind)

    # --- shared
    def mapped(self, ctx, ir):
        """Drop calls this client cannot express; attach name/input to calls and results."""
        keep, out = {}, []
        for e in ir:
            if e["t"] == "assistant":
                calls = []
                for c in e["calls"]:
                    m = self.map_call(ctx, c)
                    if m is None:
                        continue
                    c2 = dict(c, name=m[0], input=m[1])
                    keep[c["id"]] = c2
                    calls.append(c2)
                if calls or e["text"]:
                    out.append(dict(e, calls=calls))
            elif e["t"] == "result":
                if e["id"] in keep:
                    out.append(dict(e, name=keep[e["id"]]["name"], input=keep[e["id"]]["input"]))
            else:
                out.append(e)
        return out


class OpenAIChat(Family):
    """chat/completions with a native tools array and tool-role results."""
    content_parts = 0.0     # probability that user content is sent as a list of text parts
    stream = True
    tool_choice = None

    def system(self, ctx):
        return ""

    def tool_specs(self, ctx):
        return []

    def first_user(self, ctx, text):
        return text

    def later_user(self, ctx, text):
        return text

    def extra(self, ctx):
        return {}

    def user_content(self, ctx, text):
        if ctx.setdefault("parts", ctx["rng"].random() < self.content_parts):
            return [{"type": "text", "text": text}]
        return text

    def messages(self, ctx, ir):
        from .tools import to_openai  # noqa
        msgs = []
        sysm = self.system(ctx)
        if sysm:
            msgs.append({"role": "system", "content": sysm})
        first = True
        for e in self.mapped(ctx, ir):
            if e["t"] == "user":
                txt = self.first_user(ctx, e["text"]) if first else self.later_user(ctx, e["text"])
                first = False
                msgs.append({"role": "user", "content": self.user_content(ctx, txt) if isinstance(txt, str) else txt})
            elif e["t"] == "assistant":
                m = {"role": "assistant", "content": e["text"] or None}
                if e["calls"]:
                    m["tool_calls"] = [{"id": c["id"], "type": "function", "function": {
                        "name": c["name"], "arguments": json.dumps(c["input"], ensure_ascii=False)}} for c in e["calls"]]
                msgs.append(m)
            else:
                msgs.append({"role": "tool", "tool_call_id": e["id"], "content": self.fmt_result(ctx, e)})
        return msgs

    def body(self, ctx, msgs, tools=True):
        from .tools import to_openai
        b = {"model": self.model(ctx), "messages": msgs}
        specs = self.tool_specs(ctx) if tools else []
        if specs:
            b["tools"] = to_openai(specs)
            if self.tool_choice:
                b["tool_choice"] = self.tool_choice
        if self.stream:
            b["stream"] = True
        b.update(self.extra(ctx))
        return b

    def build(self, ctx, ir):
        return self.endpoint, self.headers(ctx), self.body(ctx, self.messages(ctx, ir))

    # generic side calls
    def compact_call(self, ctx, ir, instruction, system=None, keep_tools=False):
        msgs = self.messages(ctx, ir)
        if system is not None:
            msgs = [m for m in msgs if m["role"] != "system"]
            msgs.insert(0, {"role": "system", "content": system})
        msgs.append({"role": "user", "content": instruction})
        b = self.body(ctx, msgs, tools=keep_tools)
        return self.endpoint, self.headers(ctx), b

    def title_call(self, ctx, text, system, model=None, wrap="{text}", extra=None):
        b = {"model": model or self.model(ctx), "messages": [{"role": "system", "content": system},
                                                              {"role": "user", "content": wrap.format(text=text)}]}
        if extra:
            b.update(extra)
        return self.endpoint, self.headers(ctx), b


class AnthropicMessages(Family):
    endpoint = "/v1/messages"
    models = ["claude-sonnet-4-5-20250929"]

    def system_blocks(self, ctx):
        return []

    def tool_specs(self, ctx):
        return []

    def first_user_blocks(self, ctx, text):
        return [{"type": "text", "text": text}]

    def later_user_blocks(self, ctx, text):
        return [{"type": "text", "text": text}]

    def extra(self, ctx):
        return {}

    def messages(self, ctx, ir):
        msgs = []
        first = True
        pending = None
        for e in self.mapped(ctx, ir):
            if e["t"] == "result":
                block = {"type": "tool_result", "tool_use_id": self.tid(e["id"]), "content": self.fmt_result(ctx, e)}
                if e.get("exit") not in (None, 0):
                    block["is_error"] = True
                if pending is None:
                    pending = {"role": "user", "content": []}
                    msgs.append(pending)
                pending["content"].append(block)
                continue
            pending = None
            if e["t"] == "user":
                blocks = self.first_user_blocks(ctx, e["text"]) if first else self.later_user_blocks(ctx, e["text"])
                first = False
                msgs.append({"role": "user", "content": blocks})
            else:
                content = []
                if e["text"]:
                    content.append({"type": "text", "text": e["text"]})
                for c in e["calls"]:
                    content.append({"type": "tool_use", "id": self.tid(c["id"]), "name": c["name"], "input": c["input"]})
                msgs.append({"role": "assistant", "content": content})
        # prompt caching marker on the last block, as the CLI does
        if msgs and isinstance(msgs[-1]["content"], list) and msgs[-1]["content"]:
            msgs[-1]["content"][-1] = dict(msgs[-1]["content"][-1], cache_control={"type": "ephemeral"})
        return msgs

    @staticmethod
    def tid(cid):
        return "toolu_01" + cid[5:27]

    def body(self, ctx, msgs, tools=True):
        from .tools import to_anthropic
        b = {"model": self.model(ctx), "max_tokens": 32000, "system": self.system_blocks(ctx), "messages": msgs}
        if tools:
            b["tools"] = to_anthropic(self.tool_specs(ctx))
        b["stream"] = True
        b.update(self.extra(ctx))
        return b

    def build(self, ctx, ir):
        return self.endpoint, self.headers(ctx), self.body(ctx, self.messages(ctx, ir))


def flat_text(ir):
    """A plain-text transcript of an IR, used by side calls that quote history as text."""
    out = []
    for e in ir:
        if e["t"] == "user":
            out.append("USER: " + e["text"])
        elif e["t"] == "assistant":
            s = e["text"]
            for c in e["calls"]:
                s += "\n[calls %s %s]" % (c.get("name", c["action"]), json.dumps(c.get("input", c["args"]), ensure_ascii=False)[:200])
            out.append("ASSISTANT: " + s.strip())
        else:
            out.append("TOOL RESULT (%s): %s" % (e.get("name", e["action"]), e["output"][:600]))
    return "\n\n".join(out)


def shell_of(call, lang="posix"):
    """Express any IR action as a shell command (for clients whose only tool is a shell)."""
    a, g = call["action"], call["args"]
    if a == "shell":
        return g["command"]
    if a == "list":
        return "ls -la %s" % g["path"] if lang == "posix" else "Get-ChildItem -Recurse %s" % g["path"]
    if a == "glob":
        return "find . -path './node_modules' -prune -o -name '%s' -print | head -50" % g["pattern"].split("/")[-1]
    if a == "grep":
        return "grep -rn '%s' . | head -40" % g["pattern"]
    if a == "read":
        return "cat -n %s" % g["path"]
    if a == "edit":
        return "python3 - <<'EOF'\nimport pathlib\np = pathlib.Path(%r)\ns = p.read_text()\ns = s.replace(%r, %r, 1)\np.write_text(s)\nEOF" % (
            g["path"], g["old"], g["new"])
    if a == "write":
        return "cat > %s <<'EOF'\n%s\nEOF" % (g["path"], g["content"])
    return None


def shell_output(res, numbered=True):
    """What a terminal shows for an IR result expressed as a shell command."""
    a = res["action"]
    if a == "read" and numbered:
        return util.numbered(res["output"], style="tab")
    if a == "edit":
        return ""
    return res["output"]
