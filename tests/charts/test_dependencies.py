"""What a runtime install pulls in: only what the runtime imports, pinned by constraints.txt."""

from __future__ import annotations

import re
import tomllib

from chart_helpers import REPO

TRAINING_ONLY = ("scikit-learn", "scipy", "numpy", "joblib", "threadpoolctl")


def _name(requirement: str) -> str:
    return re.split(r"[\[<>=!~; ]", requirement, maxsplit=1)[0].lower().replace("_", "-")


def _constraints() -> dict[str, str]:
    pins: dict[str, str] = {}
    for line in (REPO / "constraints.txt").read_text().splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            name, _, version = line.partition("==")
            assert version, f"constraints.txt pins exact versions: {line}"
            pins[name.lower().replace("_", "-")] = version
    return pins


def test_runtime_dependencies_leave_training_out() -> None:
    project = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]
    runtime = {_name(r) for r in project["dependencies"]}
    assert not runtime & set(TRAINING_ONLY), "training libraries belong in the 'train' extra"
    assert {"numpy", "scikit-learn"} <= {_name(r) for r in project["optional-dependencies"]["train"]}


def test_constraints_pin_the_whole_runtime_closure_and_nothing_for_training() -> None:
    pins = _constraints()
    project = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]
    for requirement in project["dependencies"]:
        assert _name(requirement) in pins, f"{requirement} is not pinned: run scripts/lock-constraints.sh"
    assert not set(pins) & set(TRAINING_ONLY), "a runtime install must not pull a training library"
