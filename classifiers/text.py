"""Per-example generation context: request phrasing, noise, headers and content wrappers.

Why a context object: every shape builder needs the same seeded randomness, the same vocabulary split and the
same noise (casing, politeness, parts lists, languages), and threading those separately invites drift.
"""

from __future__ import annotations

import random
import uuid
from typing import Any

from classifiers import codegen as cg
from classifiers import vocab as v

_PREFIXES = [
    "",
    "",
    "",
    "please ",
    "Please ",
    "hey, ",
    "Can you ",
    "could you ",
    "I need you to ",
    "quick one: ",
    "ok so ",
    "Task: ",
    "@workspace ",
    "/fix ",
    "/explain ",
    "pls ",
]
_SUFFIXES = [
    "",
    "",
    "",
    " Thanks!",
    " thx",
    " Be concise.",
    " Keep it short.",
    " Use best practices.",
    " Don't change anything else.",
    " :)",
    "\n\nLet me know if anything is unclear.",
]


class Ctx:
    """Seeded randomness plus the vocabulary split for one example."""

    def __init__(self, rng: random.Random, split: str) -> None:
        self.rng = rng
        self.split = split

    def chance(self, p: float) -> bool:
        return self.rng.random() < p

    def pick(self, pool: list[str]) -> str:
        return v.pick(self.rng, pool, self.split)

    def uid(self) -> str:
        return str(uuid.UUID(int=self.rng.getrandbits(128), version=4))

    def fill(self, template: str) -> str:
        r = self.rng
        mig = r.choice(v.MIGRATIONS)
        feats = r.sample(v.FEATURES, 3)
        return template.format(
            fn=r.choice(v.FUNCS),
            thing=r.choice(v.THINGS),
            regex=r.choice(v.REGEXES),
            lang=r.choice(v.LANGS),
            schema=cg.schema(r),
            err=r.choice(v.ERRORS),
            app=self.pick(v.APPS),
            feat1=feats[0],
            feat2=feats[1],
            feat3=feats[2],
            dir=r.choice(v.DIRS),
            symptom=self.pick(v.SYMPTOMS),
            mig0=mig[0],
            mig1=mig[1],
            num=r.randint(10, 9999),
            flag=r.choice(v.FLAGS),
            path=cg.path(r),
            path2=cg.path(r),
            cmd=r.choice(v.CMDS),
            pkg=r.choice(v.PKGS),
            file=r.choice(v.FILES),
            file2=r.choice(v.FILES),
        )

    def _lang_pair(self) -> tuple[list[str], list[str]] | None:
        if self.chance(0.16):
            return v.FOREIGN[self.rng.choice(sorted(v.FOREIGN))]
        return None

    def noise(self, text: str) -> str:
        r = self.rng
        text = r.choice(_PREFIXES) + (text[0].lower() + text[1:] if r.random() < 0.2 else text) + r.choice(_SUFFIXES)
        if r.random() < 0.05:
            text = text.upper()
        return text

    def single_text(self) -> str:
        pair = self._lang_pair()
        if pair is None and self.split == "heldout" and self.chance(0.5):
            return self.noise(self.fill(self.rng.choice(v.SINGLE_EN_EVAL)))
        return self.noise(self.fill(self.pick(pair[0] if pair else v.SINGLE_EN)))

    def long_text(self) -> str:
        pair = self._lang_pair()
        if pair is None and self.split == "heldout" and self.chance(0.5):
            return self.noise(self.fill(self.rng.choice(v.LONG_EN_EVAL)))
        return self.noise(self.fill(self.pick(pair[1] if pair else v.LONG_EN)))

    def _more(self, kind: int, pool: list[str]) -> str:
        if self.chance(0.2):
            lang = self.rng.choice(sorted(v.FOREIGN_MORE))
            return self.noise(self.fill(self.pick(v.FOREIGN_MORE[lang][kind])))
        return self.noise(self.fill(self.pick(pool)))

    def repo_text(self) -> str:
        """A short ask that needs the workspace: long-horizon."""
        return self._more(0, v.SHORT_REPO_EN)

    def toolish_text(self) -> str:
        """A self-contained question worded like agent work: single-step."""
        return self._more(1, v.TOOLISH_SINGLE_EN)

    def small_edit_text(self) -> str:
        """One small edit of a named function: single-step."""
        return self._more(2, v.SMALL_EDIT_EN)

    def any_long(self) -> str:
        """Any long-horizon ask: a project-sized brief or a short workspace ask."""
        return self.repo_text() if self.chance(0.35) else self.long_text()

    def any_single(self) -> str:
        """Any single-step ask: the usual one-shot asks or a tool-sounding self-contained question."""
        return self.toolish_text() if self.chance(0.25) else self.single_text()

    def continue_text(self) -> str:
        return self.pick(v.CONTINUE)

    def with_code(self, text: str, size: int, fence: bool = True) -> str:
        """Attach a code paste of about `size` chars before or after the instruction."""
        snippet = cg.code(self.rng, size, self.rng.choice(v.FUNCS))
        block = f"```\n{snippet}\n```" if fence else snippet
        return f"{block}\n\n{text}" if self.chance(0.4) else f"{text}\n\n{block}"

    def wrap_context(self, task: str) -> str:
        """Surround a task with the context blocks agents attach (rules, git status, open files, env).

        Every agent family gets them, with tag names from a split pool, so that no wrapper is one client's tell
        and the model must look past it to the instruction.
        """
        r = self.rng
        blocks = []
        for _ in range(r.randint(1, 3)):
            tag = self.pick(v.CONTEXT_TAGS)
            kind = r.random()
            if kind < 0.3:
                inner = cg.file_listing(r, r.randint(3, 40))
            elif kind < 0.55:
                inner = self.filler(r.randint(60, 600))
            elif kind < 0.8:
                inner = cg.code(r, r.randint(80, 1200))
            else:
                inner = f"On branch main\nmodified: {cg.path(r)}\ncwd: /home/dev/{r.choice(['api', 'web', 'svc'])}"
            blocks.append(f"<{tag}>\n{inner}\n</{tag}>")
        ctx = "\n".join(blocks)
        return f"{ctx}\n{task}" if self.chance(0.6) else f"{task}\n\n{ctx}"

    def content(self, text: str, parts_p: float = 0.15) -> Any:
        """A user content value: usually a string, sometimes a parts list, sometimes with an image."""
        if not self.chance(parts_p):
            return text
        parts: list[dict[str, Any]] = [{"type": "text", "text": text}]
        if self.chance(0.4):
            parts.append({"type": "image_url", "image_url": {"url": "data:image/png;base64,iVBORw0KGgo="}})
        if self.chance(0.3):
            parts.insert(
                0,
                {
                    "type": "text",
                    "text": f'<context file="{cg.path(self.rng)}">\n'
                    f"{cg.code(self.rng, self.rng.randint(100, 1500))}\n</context>",
                },
            )
        return parts

    def headers(self, uas: list[str], **extra: str) -> dict[str, str]:
        h: dict[str, str] = {"content-type": "application/json"}
        if uas and not self.chance(0.12):
            h["user-agent"] = self.rng.choice(uas)
        h.update(extra)
        if self.chance(0.1):
            h["x-request-id"] = self.uid()
        return h

    def model(self, small: bool = False) -> str:
        if small and self.chance(0.6):
            return self.rng.choice(["claude-haiku-4-5", "gpt-4.1-mini", "fast", "coder-small", "gpt-5-nano"])
        return self.rng.choice(
            [
                "auto",
                "coder",
                "auto",
                "gpt-4.1",
                "claude-sonnet-4-5",
                "qwen3-coder",
                "gpt-5",
                "deepseek-coder",
                "codestral-latest",
            ]
        )

    def filler(self, size: int, topic: str = "rules") -> str:
        """Neutral guideline prose used to pad system prompts to realistic sizes."""
        lines = []
        total = 0
        while total < size:
            ln = self.rng.choice(_FILLER).format(lang=self.rng.choice(v.LANGS), path=cg.path(self.rng))
            lines.append(f"- {ln}")
            total += len(ln) + 3
        return "\n".join(lines)


_FILLER = [
    "Prefer clear names over comments.",
    "Follow the existing code style of {path}.",
    "Use {lang} idioms.",
    "Keep answers focused on the question.",
    "Do not invent APIs that do not exist.",
    "When unsure, state your assumptions.",
    "Format code blocks with the language name.",
    "Never include secrets in output.",
    "Respect the project's lint configuration.",
    "Mention file paths relative to the workspace root.",
    "Match the indentation of the surrounding code.",
    "Avoid adding dependencies without reason.",
    "Write tests that are deterministic.",
    "Use the user's language when replying.",
    "Prefer small, reviewable changes.",
]
