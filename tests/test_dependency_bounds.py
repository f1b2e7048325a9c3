"""The libraries whose internals the gateway reads are bounded in pyproject.toml below their next minor, and
the versions constraints.txt installs (the tested ones) are within every bound pyproject.toml states."""

from __future__ import annotations

import tomllib
from pathlib import Path

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name
from packaging.version import Version

ROOT = Path(__file__).resolve().parents[1]
READ_INTERNALS = ("uvicorn", "litellm")  # gateway.server.uvicorn_compat, gateway.upstreams.prices


def _requirements() -> dict[str, Requirement]:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    found = [Requirement(r) for r in project["dependencies"]]
    found += [Requirement(r) for extra in project["optional-dependencies"].values() for r in extra]
    return {canonicalize_name(r.name): r for r in found}


def _pins() -> dict[str, Version]:
    pins = {}
    for line in (ROOT / "constraints.txt").read_text().splitlines():
        line = line.split("#")[0].strip()
        if "==" in line:
            name, _, version = line.partition("==")
            pins[canonicalize_name(name.split("[")[0])] = Version(version.strip())
    return pins


def test_libraries_read_from_the_inside_have_an_upper_bound_that_admits_the_tested_version() -> None:
    requirements, pins = _requirements(), _pins()
    for name in READ_INTERNALS:
        upper = [s for s in requirements[name].specifier if s.operator == "<"]
        assert upper, f"{name} has no upper bound in pyproject.toml"
        tested = pins[name]
        assert requirements[name].specifier.contains(tested), f"{name}=={tested} is outside {requirements[name]}"
        bound = Version(upper[0].version)
        assert bound <= Version(f"{tested.major}.{tested.minor + 1}"), f"{name}: the bound is past the next minor"


def test_every_pinned_version_is_within_pyproject_bounds() -> None:
    requirements = _requirements()
    outside = {name: str(version) for name, version in _pins().items()
               if name in requirements and not requirements[name].specifier.contains(version)}
    assert not outside, f"constraints.txt pins versions pyproject.toml excludes: {outside}"
