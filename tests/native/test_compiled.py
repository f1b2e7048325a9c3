"""The compiled classifier (mypyc, setup.py) is what runs, is never stale, and computes exactly what the
interpreted source computes: the same features, session keys and tool-loop flags for every request shape."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import warnings
from pathlib import Path
from typing import Any

import pytest

from classifiers.data import generate
from gateway.classify.features import extract_features
from gateway.classify.scorer import Scorer
from gateway.classify.session import in_tool_loop, session_key
from gateway.server import compiled as native

ROOT = Path(__file__).resolve().parents[2]
N, SEED = 600, 77

# Odd shapes a client can send: the compiled code must neither raise nor differ on them.
ODD: list[tuple[str, Any, Any]] = [
    ("/v1/chat/completions", {}, {"messages": "hello"}),
    ("/v1/chat/completions", {"user-agent": 7}, {"messages": [None, 3, {"role": 5, "content": {"a": 1}}]}),
    ("/v1/chat/completions", {}, {"messages": [{"role": "user", "content": [{"type": "text", "text": None}]}]}),
    ("/v1/responses", {}, {"input": [{"type": "function_call_output", "output": 12}], "tools": "x"}),
    ("/v1/messages", {}, {"system": [{"type": "text", "text": "<env>x</env>"}], "messages": [{}]}),
    ("/v1/completions", {}, {"prompt": ["a", 1, None], "max_tokens": float("inf"), "stop": [None, "\n"]}),
    ("/v1/chat/completions?x=1", [], []),
    ("", {}, {"max_tokens": True, "temperature": "hot", "n": None, "metadata": []}),
]

_DUMP = """
import json, sys
from classifiers.data import generate
from gateway.classify.features import extract_features
from gateway.classify.session import in_tool_loop, session_key
from tests.native.test_compiled import N, ODD, SEED, observe
import gateway.classify.features as f
assert f.__file__.endswith(".py"), f.__file__
json.dump(observe(), sys.stdout)
"""


def observe() -> list[Any]:
    """What the gateway derives from each request on the classify step, as JSON-able values, with the shipped
    artifact loaded (its word model is part of the features), as the gateway loads it at start."""
    Scorer.load()
    out: list[Any] = []
    requests = [(ex.endpoint, ex.headers, ex.body) for ex in generate(N, SEED, split="heldout")] + ODD
    for endpoint, headers, body in requests:
        out.append(
            [
                extract_features(endpoint, headers, body),
                session_key(endpoint, headers, body),
                in_tool_loop(endpoint, body),
            ]
        )
    return out


def _expect_compiled() -> bool:
    return os.environ.get("GATEWAY_COMPILE", "1") != "0"


def test_classifier_modules_run_compiled_and_fresh() -> None:
    states = native.status()
    if not _expect_compiled():  # a GATEWAY_COMPILE=0 build records nothing and runs every module from source
        assert set(states.values()) <= {"interpreted"}, states
        return
    assert states, "native.json lists no compiled modules: was the package built (pip install -e .)?"
    stale = [m for m, s in states.items() if s == "stale"]
    assert not stale, f"rebuild with `{native.REBUILD}`: {stale}"
    assert set(states.values()) == {"compiled"}, states


def test_a_stale_compiled_module_is_named(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    if not _expect_compiled():
        pytest.skip("GATEWAY_COMPILE=0: this build compiled nothing that could go stale")
    real = json.loads(native.MANIFEST.read_text())
    real["compiled"]["gateway.classify.walk"] = "0" * 64  # as if walk.py changed after the build
    manifest = tmp_path / "native.json"
    manifest.write_text(json.dumps(real))
    monkeypatch.setattr(native, "MANIFEST", manifest)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        assert native.warn_if_stale() == ["gateway.classify.walk"]
    assert any("gateway.classify.walk" in str(w.message) and "rebuild" in str(w.message) for w in caught)


def test_compiled_and_interpreted_agree(tmp_path: Path) -> None:
    """Runs the same requests through a copy of the pure-Python sources in a child process."""
    pure = tmp_path / "pure"
    shutil.copytree(ROOT / "gateway", pure / "gateway", ignore=shutil.ignore_patterns("*.so", "__pycache__"))
    shutil.copytree(ROOT / "tests", pure / "tests", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copytree(ROOT / "classifiers", pure / "classifiers", ignore=shutil.ignore_patterns("__pycache__", "blind"))
    env = {**os.environ, "PYTHONPATH": str(pure)}
    proc = subprocess.run(
        [sys.executable, "-c", _DUMP], cwd=pure, env=env, capture_output=True, text=True, timeout=120
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    interpreted = json.loads(proc.stdout)
    here = json.loads(json.dumps(observe()))
    assert len(here) == len(interpreted) == N + len(ODD)
    for i, (a, b) in enumerate(zip(here, interpreted, strict=True)):
        assert a == b, f"request {i}: compiled {a} != interpreted {b}"
