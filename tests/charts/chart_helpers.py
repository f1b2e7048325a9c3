"""Shared helpers for the chart and image tests: paths, parsing of rendered manifests, lookups."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import yaml

REPO = Path(__file__).resolve().parents[2]
CHART_DIR = REPO / "charts" / "gateway"
EXAMPLE_VALUES = sorted((CHART_DIR / "ci").glob("*.yaml"))

Manifests = dict[str, list[dict[str, Any]]]
Render = Callable[..., Manifests]


def parse_manifests(rendered: dict[str, str]) -> Manifests:
    """Template file name (e.g. 'deployment.yaml') -> the non-empty objects it rendered."""
    out: Manifests = {}
    for path, text in rendered.items():
        if path.endswith("NOTES.txt"):
            continue
        docs = [d for d in yaml.safe_load_all(text) if d]
        if docs:
            out[path.rsplit("/", 1)[-1]] = docs
    return out


def load_values(path: Path) -> dict[str, Any]:
    data = yaml.safe_load(path.read_text()) or {}
    assert isinstance(data, dict), f"{path} must hold a mapping"
    return data


def only(manifests: Manifests, file: str) -> dict[str, Any]:
    """The single object a template rendered; fails loudly when it rendered none or several."""
    docs = manifests.get(file, [])
    assert len(docs) == 1, f"{file} rendered {len(docs)} objects"
    return docs[0]


def container(manifests: Manifests) -> dict[str, Any]:
    containers = only(manifests, "deployment.yaml")["spec"]["template"]["spec"]["containers"]
    assert len(containers) == 1
    result: dict[str, Any] = containers[0]
    return result


def env_of(manifests: Manifests) -> dict[str, Any]:
    """Container env as name -> value (str) or valueFrom (dict); duplicates are an error."""
    entries = container(manifests).get("env", [])
    names = [e["name"] for e in entries]
    assert len(names) == len(set(names)), f"duplicate env vars: {names}"
    return {e["name"]: e.get("value", e.get("valueFrom")) for e in entries}
