"""What the request path needs of a classifier, so ``Services.scorer`` is checked against it, not ``Any``.

Kept out of the mypyc-compiled modules (setup.py): a Protocol is a typing construct, not run per request.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Protocol


class RequestScorer(Protocol):
    """Scores a request's ask: at or above ``threshold`` it is long-horizon work (``Scorer`` implements it)."""

    @property
    def threshold(self) -> float: ...

    def score(self, endpoint: str, headers: Mapping[str, Any], body: Mapping[str, Any]) -> float:
        """The probability that the request is long-horizon work."""
        ...

    def explain(self, endpoint: str, headers: Mapping[str, Any], body: Mapping[str, Any]) -> dict[str, Any]:
        """The score with the features and weights behind it (``/admin/explain``)."""
        ...
