"""Fixtures for the chart and image tests.

Rendering goes through Helm's own Go SDK (the `helm-python-sdk` wheel embeds libhelm_c, Helm v4), so what is
checked here is what `helm template` / `helm install` would produce, not an imitation of Helm.
Rendered objects are validated against the Kubernetes OpenAPI schemas shipped by `kubernetes-validate`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import helm_python as helm
import pytest
from chart_helpers import CHART_DIR, Manifests, Render, parse_manifests


@pytest.fixture(scope="session")
def chart() -> Iterator[helm.Chart]:
    with helm.Chart.load(str(CHART_DIR)) as loaded:
        yield loaded


@pytest.fixture(scope="session")
def render(chart: helm.Chart) -> Render:
    """Render with values overrides exactly as `helm template gw charts/gateway -n ai -f ...` would."""

    def _render(values: dict[str, Any] | None = None, *, name: str = "gw", namespace: str = "ai",
                ) -> Manifests:
        return parse_manifests(chart.render(values or {}, name=name, namespace=namespace))

    return _render


@pytest.fixture(scope="session")
def notes(chart: helm.Chart) -> Callable[[dict[str, Any]], str]:
    def _notes(values: dict[str, Any]) -> str:
        rendered = chart.render(values, name="gw", namespace="ai")
        return next(text for path, text in rendered.items() if path.endswith("NOTES.txt"))

    return _notes
