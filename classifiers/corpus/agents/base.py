"""Protocol base classes.  A family subclasses one of these and fills in its own envelope.

Shapes are produced by `Family.make()`:
  first      system + tools + first user turn wrapping an ask            label = the ask's label
  loop       first turn + 1-12 tool rounds in the family's own format      long_horizon
             (sometimes ending with a short human "continue"/"fix it")
  retry      loop + an edit that failed / lint or test output after an edit / "that didn't work" /
             a framework format-error reminder                             long_horizon
  side       the family's background call (title, topic, compaction, ...)  single_step; a next-speaker
             choice over tool results is a step of the loop                  long_horizon
  followup   earlier turns (chat-only or finished tool rounds with a final answer) + a new ask: the new ask's label
  completion legacy /v1/completions prompt (families that have it): first or loop
"""
from __future__ import annotations

import random
import re

from . import core as C
from . import vocab as V
from .core import L, S, Step


class Conv:
    def __init__(self):
        self.msgs: list = []
        self.turns: list[tuple[str, str]] = []   # plain (who, text) view for side calls
        self.first_text = ""
        self.extra: dict = {}


class Family:
    name = "base"
    endpoint = "/v1/chat/completions"
    side_kinds: list[str] = []          # names of side-call kinds this family has
    has_completion = False
    text_protocol = False
    retry_kinds = ["edit_failed", "test_after_edit", "human_retry"]
    no_shapes: tuple = ()
    allow_continue = True

    # ---- to implement per family
    def headers(self, ctx: C.Ctx) -> dict:
        return {"content-type": "application/json"}

    def start(self, ctx: C.Ctx, ask: str) -> Conv:
        raise NotImplementedError

    def add_steps(self, ctx: C.Ctx, conv: Conv, steps: list[Step]) -> None:
        for s in steps:
            self.add_step(ctx, conv, s)

    def add_step(self, ctx: C.Ctx, conv: Conv, step: Step) -> None:
        raise NotImplementedError

    def add_assistant_text(self, ctx: C.Ctx, conv: Conv, text: str) -> None:
        raise NotImplementedError

    def add_user_text(self, ctx: C.Ctx, conv: Conv, text: str) -> None:
        raise NotImplementedError

    def finish(self, ctx: C.Ctx, conv: Conv) -> dict:
        raise NotImplementedError

    def side(self, ctx: C.Ctx, conv: Conv, kind: str) -> dict:
        raise NotImplementedError

    def format_error(self, ctx: C.Ctx, conv: Conv) -> None:
        raise NotImplementedError

    def completion(self, ctx: C.Ctx, ask: str, steps: list[Step]) -> dict:
        raise NotImplementedError

    # ---- retry events shared by native-tool families (text families override format_error)
    def edit_failure_text(self, ctx: C.Ctx, step: Step) -> str:
        return f"Error: could not apply edit to {step.args['path']}: the text to replace was not found."

    def retry(self, ctx: C.Ctx, conv: Conv, kind: str) -> None:
        r = ctx.rng
        if kind == "edit_failed":
            st = C.make_step(ctx, "edit")
            st.err = True
            st.out = self.edit_failure_text(ctx, st)
            self.add_step(ctx, conv, st)
        elif kind == "test_after_edit":
            self.add_step(ctx, conv, C.make_step(ctx, "edit"))
            st = C.make_step(ctx, "test", failing=True)
            if r.random() < 0.4:
                st = Step("bash", {"command": r.choice(V.LINT_CMD[ctx.repo.lang])}, V.lint_output(r, ctx.repo), True,
                          "Run the linter on the changed file.")
            self.add_step(ctx, conv, st)
        elif kind == "human_retry":
            self.add_assistant_text(ctx, conv, _done_msg(r, ctx))
            err = r.choice([V.traceback_text(r, ctx.repo), V.test_output(r, ctx.repo, True), V.lint_output(r, ctx.repo)])
            self.add_user_text(ctx, conv, r.choice([
                "that didn't work:\n\n", "still failing\n```\n", "nope. same thing:\n", "Still broken after your change. Output:\n\n",
                "sigue fallando:\n", "immer noch kaputt:\n", "还是不行：\n", "ça ne marche toujours pas :\n"]) + err)
        elif kind == "format_error":
            self.format_error(ctx, conv)

    # ---- driver
    @staticmethod
    def _tie(ctx: C.Ctx, ask: str) -> None:
        """If the ask names a file, make the fake repository contain it so tool rounds touch it."""
        m = _PATH.search(ask or "")
        if m:
            if m.group(0) not in ctx.repo.files:
                ctx.repo.files[0] = m.group(0)
            ctx.focus = m.group(0)

    def make(self, rng: random.Random, shape: str, pick) -> dict:
        ctx = C.Ctx(rng)
        rec_kind = None
        if shape == "first":
            a = pick(rng.choice([S, L]))
            ctx.label = a["label"]
            conv = self.start(ctx, a["ask"])
            body = self.finish(ctx, conv)
            label, ask, lang, rec_kind = a["label"], a["ask"], a["lang"], a["kind"]
        elif shape == "loop":
            a = pick(L if rng.random() < 0.88 else S)
            ctx.label = a["label"]
            self._tie(ctx, a["ask"])
            conv = self.start(ctx, a["ask"])
            n = rng.choice([1, 1, 2, 2, 3, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
            self.add_steps(ctx, conv, C.make_steps(ctx, n))
            rec_kind = "tool_loop"
            if self.allow_continue and rng.random() < 0.18:
                self.add_assistant_text(ctx, conv, rng.choice([
                    "I found the likely cause; want me to apply the fix?", "Partial progress: two of three tests pass now.",
                    "I stopped here because the next step changes the public API.", "Here is what I have so far."]))
                self.add_user_text(ctx, conv, rng.choice(_CONT))
                rec_kind = "continue"
            body = self.finish(ctx, conv)
            label, ask, lang = L, None, a["lang"]
        elif shape == "retry":
            a = pick(L)
            ctx.label = a["label"]
            self._tie(ctx, a["ask"])
            conv = self.start(ctx, a["ask"])
            self.add_steps(ctx, conv, C.make_steps(ctx, rng.randint(1, 7)))
            kinds = list(self.retry_kinds)
            rk = rng.choice(kinds)
            self.retry(ctx, conv, rk)
            body = self.finish(ctx, conv)
            label, ask, lang, rec_kind = L, None, a["lang"], rk
        elif shape == "side":
            a = pick(rng.choice([S, L, L]))
            ctx.label = a["label"]
            conv = self.start(ctx, a["ask"])
            ran = a["label"] == L or rng.random() < 0.3
            if ran:
                self.add_steps(ctx, conv, C.make_steps(ctx, rng.randint(1, 10)))
                self.add_assistant_text(ctx, conv, _done_msg(rng, ctx))
            else:
                self.add_assistant_text(ctx, conv, _answer_msg(rng, ctx))
            rec_kind = rng.choice(self.side_kinds)
            body = self.side(ctx, conv, rec_kind)
            label, ask, lang = S, None, a["lang"]
            if ran and rec_kind in _LOOP_CONTROL:
                # the label rule's exception to prior tool results covers a summary, a compaction or a title of
                # the history; choosing who speaks next is a step of the loop it steers (lead's change)
                label, shape = L, "loop_next_speaker"
        elif shape == "followup":
            a1 = pick(rng.choice([S, L]))
            ctx.label = a1["label"]
            conv = self.start(ctx, a1["ask"])
            after_tools = rng.random() < 0.5
            if after_tools:
                self.add_steps(ctx, conv, C.make_steps(ctx, rng.randint(1, 6)))
            self.add_assistant_text(ctx, conv, _answer_msg(rng, ctx))
            a = pick(rng.choice([S, L]))
            self.add_user_text(ctx, conv, a["ask"])
            body = self.finish(ctx, conv)
            label, ask, lang, rec_kind = a["label"], a["ask"], a["lang"], a["kind"]
            if after_tools:  # the request carries prior tool results: rule 1 of the label rule (lead's change)
                label, rec_kind = L, "followup_after_tools"
        elif shape == "completion":
            if rng.random() < 0.5:
                a = pick(rng.choice([S, L]))
                body = self.completion(ctx, a["ask"], [])
                label, ask, lang, rec_kind = a["label"], a["ask"], a["lang"], a["kind"]
            else:
                a = pick(L)
                body = self.completion(ctx, a["ask"], C.make_steps(ctx, rng.randint(1, 6)))
                label, ask, lang, rec_kind = L, None, a["lang"], "react_loop"
        else:
            raise ValueError(shape)
        endpoint = body.pop("__endpoint__", self.endpoint)
        hdr = self.headers(ctx)
        extra_h = body.pop("__headers__", None)
        if extra_h:
            hdr.update(extra_h)
        return {"family": self.name, "shape": shape, "endpoint": endpoint, "headers": hdr, "body": body,
                "label": label, "ask": ask, "lang": lang, "kind": rec_kind or shape}


# side calls that steer the loop rather than summarize, compact or title its history
_LOOP_CONTROL = frozenset(("next_speaker", "speaker_select"))

_PATH = re.compile(r"\b[\w\-]+(?:/[\w\-.]+)*\.(?:py|ts|go|rs|js|rb|sh|yml|java)\b")

_CONT = ["continue", "go on", "keep going", "fix it", "that didn't work", "still failing", "try again",
         "ok now run the tests again", "yes do it", "proceed", "sigue", "weiter", "continue stp", "继续", "続けて",
         "계속해", "давай дальше", "k", "looks wrong, fix", "nope, same error", "go ahead with option 2", "do it",
         "yes", "y", "carry on", "don't stop, finish the rest", "fix the remaining failures too"]


def _done_msg(r: random.Random, ctx: C.Ctx) -> str:
    f = ctx.repo.any_file()
    return r.choice([
        f"Done. I updated `{f}` so the timeout comes from config and added a guard for non-positive values. Tests pass.",
        f"The root cause was in `{f}`: entries were stored without their expiry. Fixed and covered by a new test.",
        f"I changed `{f}` and `{ctx.repo.any_file()}`. `{V.TEST_CMD[ctx.repo.lang][0]}` is green now.",
        "Implemented. Summary:\n- new module for the feature\n- wiring in the router\n- 6 new tests",
        f"I couldn't reproduce the failure locally; the change in `{f}` makes the error path explicit though."])


def _answer_msg(r: random.Random, ctx: C.Ctx) -> str:
    return r.choice([
        "Here's the function with a docstring added:\n\n```python\ndef f(x):\n    \"\"\"Return x unchanged.\"\"\"\n    return x\n```",
        "It matches strings that start with a letter followed by digits. Anchors make it match the whole line.",
        f"`{ctx.repo.any_file()}` wires the HTTP handlers to the service layer; the interesting part is the retry wrapper.",
        _done_msg(r, ctx), "Sure. In short: `--onto` lets you transplant a range of commits onto a new base.",
        "The query groups by user and sums order totals; add an index on orders(user_id, placed_at) if it's slow."])
