"""Per-record context shared by all family renderers."""
from __future__ import annotations

import random

from . import material as M
from . import wire as W

CONTINUES = ["continue", "go on", "fix it", "keep going", "ok, proceed", "try again", "that didn't work, try another way",
             "sigue", "weiter", "continue please, and run the tests again", "looks good, carry on", "next"]


class Ctx:
    def __init__(self, rng: random.Random, shape: str, ask: tuple, pick_ask):
        self.rng = rng
        self.shape = shape
        self.ask_text, self.ask_label, self.ask_kind, self.lang = ask
        self._pick_ask = pick_ask  # callable(label|None) -> ask tuple (for earlier turns in follow-ups)
        self.repo = M.repo(rng)
        self._steps = None

    # ---- helpers
    def choice(self, xs):
        return self.rng.choice(xs)

    def p(self, x: float) -> bool:
        return self.rng.random() < x

    def steps(self, n: int | None = None) -> list[dict]:
        if n is None:
            n = W.n_steps(self.rng)
        return W.steps(self.rng, self.repo, n)

    def prior_qa(self, k: int | None = None) -> list:
        """Earlier plain question/answer turns (no tool results) for follow-ups."""
        k = k or self.rng.choice([1, 1, 1, 2, 3])
        ev = []
        for _ in range(k):
            a = self._pick_ask(self.rng.choice(["single_step", "single_step", "long_horizon"]))
            ev.append(("user", a[0]))
            ev.append(("assistant", M.assistant_answer(self.rng, self.repo["lang"])))
        return ev

    def cont(self) -> str:
        return self.rng.choice(CONTINUES)

    @property
    def r(self) -> dict:
        return self.repo

    def model(self, kind: str = "openai") -> str:
        return self.rng.choice({
            "openai": ["gpt-4o", "gpt-4.1", "gpt-4o-mini", "o4-mini", "gpt-5", "gpt-5-mini", "qwen2.5-coder-32b-instruct",
                       "deepseek-chat", "claude-sonnet-4-5", "llama-3.3-70b-instruct", "glm-4.6", "kimi-k2"],
            "anthropic": ["claude-sonnet-4-5-20250929", "claude-opus-4-1-20250805", "claude-sonnet-4-20250514", "claude-3-7-sonnet-20250219"],
            "haiku": ["claude-3-5-haiku-20241022", "claude-haiku-4-5-20251001"],
            "small": ["gpt-4o-mini", "gpt-4.1-nano", "gpt-5-nano", "claude-3-5-haiku-20241022", "gemini-2.5-flash-lite", "qwen2.5-7b-instruct"],
            "codex": ["gpt-5-codex", "gpt-5", "gpt-5.1-codex", "codex-mini-latest", "o4-mini"],
            "gemini": ["gemini-2.5-pro", "gemini-2.5-flash"],
            "completion": ["gpt-3.5-turbo-instruct", "davinci-002", "qwen2.5-coder-7b", "deepseek-coder-6.7b-base", "text-davinci-003"],
        }[kind])

    def transcript_steps(self, steps: list[dict], fmt_action, fmt_obs) -> list:
        ev = []
        for s in steps:
            ev.append(("assistant", fmt_action(s)))
            ev.append(("user", fmt_obs(s)))
        return ev
