"""The shipped classifier, loaded once for the tests that score requests with it."""

from __future__ import annotations

import pytest

from gateway.classify.scorer import Scorer


@pytest.fixture(scope="session")
def scorer() -> Scorer:
    return Scorer.load()
