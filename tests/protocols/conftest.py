"""Fixtures for the protocol translator tests."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from protocol_fakes import Loopback, serve


@pytest.fixture(scope="module")
def loopback() -> Iterator[Loopback]:
    yield from serve()
