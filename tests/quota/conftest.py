"""Every quota test that takes ``h`` runs once per backend: in-process and real Redis."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from quota_harness import Harness


@pytest.fixture(params=["memory", "redis"])
def h(request: pytest.FixtureRequest) -> Iterator[Harness]:
    yield Harness(request.param)
