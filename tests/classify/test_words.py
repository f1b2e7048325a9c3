"""The ask's word model (`gateway/classify/words.py`): what serving adds is what training fitted, its input is
bounded, the envelope cannot move it, and the shipped model reads phrasings the lexicon has no word for."""

from __future__ import annotations

import json
import time
from typing import Any

import pytest

from gateway.classify import words
from gateway.classify.features import FEATURE_NAMES, extract_features
from gateway.classify.scorer import DEFAULT_PATH, Scorer

PHRASING = FEATURE_NAMES.index("ask_phrasing")


def _chat(text: str, system: str | None = None, tools: bool = False) -> dict[str, Any]:
    msgs: list[dict[str, Any]] = [{"role": "system", "content": system}] if system else []
    body: dict[str, Any] = {"model": "m", "messages": [*msgs, {"role": "user", "content": text}]}
    if tools:
        body["tools"] = [
            {"type": "function", "function": {"name": n, "description": "d", "parameters": {"type": "object"}}}
            for n in ("read_file", "edit_file", "run_terminal_command", "grep_search")
        ]
    return body


def test_logit_is_the_sum_of_the_grams_weights() -> None:
    section = {"bias": -0.5, "weights": {"fix": 1.0, "^ fix": 0.25, "fix the": 0.5, "tests $": 2.0, "修": 0.75}}
    wm = words.from_artifact(section)
    text = "fix the failing tests"
    expected = -0.5 + sum(section["weights"].get(g, 0.0) for g in words.grams(text))  # type: ignore[attr-defined]
    assert wm.logit(text) == pytest.approx(expected)
    assert wm.logit(text) == pytest.approx(-0.5 + 1.0 + 0.25 + 0.5 + 2.0)
    # CJK is read by characters: "修" counts in "修复这个错误" although no word boundary isolates it
    assert wm.logit("修复这个错误") == pytest.approx(-0.5 + 0.75)
    assert words.from_artifact({"bias": 0.0, "weights": {"fix": 50.0}}).logit("fix") == words.LIMIT


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # vowel signs and viramas are part of the word: "ठीक करो" is two words, not six fragments
        ("इस फ़ंक्शन को ठीक करो। टेस्ट चलाओ", ["इस", "फ़ंक्शन", "को", "ठीक", "करो", "टेस्ट", "चलाओ"]),
        ("এই ফাংশনটা ঠিক করো", ["এই", "ফাংশনটা", "ঠিক", "করো"]),
        ("இந்த செயல்பாட்டை சரிசெய்", ["இந்த", "செயல்பாட்டை", "சரிசெய்"]),
        # Thai has no spaces between words: read by characters, each with its vowel and tone marks, as CJK is
        ("ช่วยแก้ bug", ["ช่", "ว", "ย", "แ", "ก้", "bug"]),
        ("修复 bug", ["修", "复", "bug"]),
        ("cafe\u0301 na\u0131\u0308ve", ["cafe\u0301", "na\u0131\u0308ve"]),  # diacritics typed as combining marks
    ],
)
def test_words_of_every_script_stay_whole(text: str, expected: list[str]) -> None:
    assert words.units(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a prohibition governs its clause: the words it forbids do not vote as the same words asked for
        ("don't change anything, just explain it", "don t not_change not_anything just explain it"),
        ("no need to fix it; what does it mean?", "no not_need not_to not_fix not_it what does it mean"),
        ("i'm not asking you to do it", "i m not not_asking not_you not_to not_do not_it"),
        ("fix it but do not touch the api", "fix it but do not not_touch not_the not_api"),
        # a negated statement describes the bug to work on: it stays as written
        ("the regex doesn't match emails, fix it", "the regex doesn t match emails fix it"),
        ("no module named yaml", "no module named yaml"),
        ("it does not work on safari", "it does not work on safari"),
        ("we never set 3 retries, fix whatever overrides it", "we never set 0 retries fix whatever overrides it"),
        ("where do we open connections without closing them?", "where do we open connections without closing them"),
    ],
)
def test_prohibitions_mark_the_words_they_govern(text: str, expected: str) -> None:
    assert words.ask_units(text) == expected.split()
    assert words.grams(text) == words.grams_of(expected.split())


@pytest.mark.parametrize(
    ("ask", "label"),
    [
        # reading only: the prohibited edit is not the task
        ("please don't modify any files, only explain how the cache invalidation in this module works", "single_step"),
        ("do not edit the code, just tell me why this query is slow", "single_step"),
        # a prohibition that constrains real work leaves the work
        ("migrate the test suite to pytest but don't touch the fixtures", "long_horizon"),
    ],
)
def test_a_prohibited_edit_is_not_the_task(scorer: Scorer, ask: str, label: str) -> None:
    assert scorer.classify("/v1/chat/completions", {}, _chat(ask)).request_class == label


def test_input_is_bounded() -> None:
    long_text = "fix the bug " * 200_000
    assert len(words.grams(long_text)) <= 2 * words.MAX_TOKENS + 1
    assert len(words.grams("修" * 100_000)) <= 2 * words.MAX_CJK + 1
    wm = words.from_artifact({"bias": 0.0, "weights": {"fix": 1.0}})
    t0 = time.perf_counter()
    wm.logit(long_text)
    assert time.perf_counter() - t0 < 0.05


def test_shipped_artifact_holds_only_nonzero_weights() -> None:
    art = json.loads(DEFAULT_PATH.read_text(encoding="utf-8"))
    w = art["words"]["weights"]
    assert 1000 < len(w) < 150_000  # nine generators' asks: tens of thousands of n-grams survive pruning
    assert all(isinstance(k, str) and isinstance(v, float) and v != 0.0 for k, v in w.items())


def test_the_envelope_does_not_move_the_phrasing(scorer: Scorer) -> None:
    ask = "the ci is red, make it green"
    plain = extract_features("/v1/chat/completions", {}, _chat(ask))[PHRASING]
    agent = extract_features(
        "/v1/chat/completions",
        {"user-agent": "some-agent/2.0"},
        _chat(ask, system="You are an autonomous agent. Explore every file, iterate until all is done.", tools=True),
    )[PHRASING]
    anthropic = extract_features(
        "/v1/messages", {}, {"model": "m", "max_tokens": 4096, "messages": [{"role": "user", "content": ask}]}
    )[PHRASING]
    assert plain != 0.0
    assert plain == agent == anthropic


@pytest.mark.parametrize("greeting", ["hi", "hello there", "hey!", "good morning", "thanks, that worked"])
def test_greetings_are_single_step_in_an_agent(scorer: Scorer, greeting: str) -> None:
    body = _chat(greeting, system="You are a coding agent with tools. Keep going until the task is done.", tools=True)
    assert scorer.classify("/v1/chat/completions", {}, body).request_class == "single_step"


@pytest.mark.parametrize(
    ("ask", "label"),
    [
        ("the ci is red, make it green", "long_horizon"),
        ("port the whole project to go", "long_horizon"),
        ("bump every dependency and get the build passing again", "long_horizon"),
        ("what's the difference between a list and a tuple?", "single_step"),
        ("write a regex that matches iso dates", "single_step"),
    ],
)
def test_unlisted_phrasings(scorer: Scorer, ask: str, label: str) -> None:
    assert scorer.classify("/v1/chat/completions", {}, _chat(ask)).request_class == label


def test_scorer_installs_its_word_model() -> None:
    art = json.loads(DEFAULT_PATH.read_text(encoding="utf-8"))
    body = _chat("the ci is red, make it green")
    try:
        with_words = Scorer(art)
        on = extract_features("/v1/chat/completions", {}, body)[PHRASING]
        off_art = {**art, "words": None, "model_version": art["model_version"] + "-no-words"}
        Scorer(off_art)
        off = extract_features("/v1/chat/completions", {}, body)[PHRASING]
        assert on != 0.0
        assert off == 0.0
        assert with_words.version != off_art["model_version"]
    finally:
        Scorer(art)  # the shipped model again for the other tests
