"""Circuit breaking per upstream: stop sending to an upstream that keeps failing, probe it again later.

Without it every request pays the full failure (a connect timeout, a first-token timeout) before falling
back; with it, after ``failures`` consecutive failures the upstream is skipped for ``open_seconds`` (the
attempt goes straight to the fallback), then one request is let through as a probe (half-open): success
closes the circuit, failure opens it again. The state is per process, like the connection pool it guards:
each replica judges the upstreams it talks to.

Only failures that say the upstream is unwell count: connection errors, timeouts, broken streams and 5xx.
A 4xx (429 included) is an answer from a live upstream, so it counts as success for the circuit.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from urllib.parse import urlsplit

from gateway.observability.metrics import CIRCUIT_OPEN, CIRCUIT_OPENED, CIRCUIT_SKIPPED
from gateway.policy.model import Version
from gateway.upstreams.base import UpstreamError

CLOSED, OPEN, HALF_OPEN = "closed", "open", "half_open"


def upstream_id(version: Version) -> str:
    """The upstream a version points at: its server (base URL, or provider) and the model served there.

    The model is part of it because one server (vLLM, a hosted API) can fail for one model and not another.
    """
    return f"{version.base_url or version.provider} {version.upstream_model}"


def _label(upstream: str) -> str:
    """A metric label without any credentials a URL might carry (user:password@host)."""
    server, _, model = upstream.partition(" ")
    if "@" not in server:
        return upstream
    parts = urlsplit(server)
    host = parts.hostname or ""
    return f"{parts.scheme}://{host}{':' + str(parts.port) if parts.port else ''}{parts.path} {model}"


def counts_against(error: UpstreamError) -> bool:
    """Does this failure say the upstream is unwell (rather than that it refused this one request)?"""
    return error.status is None or error.status >= 500


class Circuit:
    """The state of one upstream: consecutive failures, and until when it is open."""

    __slots__ = ("failures", "label", "opened_until", "probe_deadline", "state")

    def __init__(self, label: str) -> None:
        self.label = label
        self.failures = 0
        self.state = CLOSED
        self.opened_until = 0.0
        self.probe_deadline = 0.0


class CircuitBoard:
    """All circuits of a process. ``admit`` before an attempt; ``success``/``failure``/``release`` after."""

    def __init__(
        self, failures: int = 5, open_seconds: float = 30.0, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self.threshold = max(1, failures)
        self.open_seconds = open_seconds
        self.clock = clock
        self._circuits: dict[str, Circuit] = {}

    def configure(self, failures: int, open_seconds: float) -> None:
        """Apply the process settings (``GATEWAY_CIRCUIT_*``), once at start-up."""
        self.threshold = max(1, failures)
        self.open_seconds = open_seconds

    def _get(self, upstream: str) -> Circuit:
        circuit = self._circuits.get(upstream)
        if circuit is None:
            circuit = self._circuits[upstream] = Circuit(_label(upstream))
        return circuit

    def state(self, upstream: str) -> str:
        circuit = self._circuits.get(upstream)
        return CLOSED if circuit is None else circuit.state

    def retry_after(self, upstream: str) -> float:
        """Seconds until the upstream may be probed again (0 when it may be tried now)."""
        circuit = self._circuits.get(upstream)
        return 0.0 if circuit is None else max(0.0, circuit.opened_until - self.clock())

    def admit(self, upstream: str) -> bool:
        """May an attempt go to this upstream now? False means skip it (and it is counted as skipped)."""
        circuit = self._circuits.get(upstream)
        if circuit is None or circuit.state == CLOSED:
            return True
        now = self.clock()
        if circuit.state == OPEN and now >= circuit.opened_until:
            circuit.state = HALF_OPEN
            circuit.probe_deadline = now + self.open_seconds
            return True  # this attempt is the probe
        if circuit.state == HALF_OPEN and now >= circuit.probe_deadline:
            circuit.probe_deadline = now + self.open_seconds  # the last probe never reported: probe again
            return True
        CIRCUIT_SKIPPED.labels(circuit.label).inc()
        return False

    def success(self, upstream: str) -> None:
        circuit = self._circuits.get(upstream)
        if circuit is None:
            return
        circuit.failures = 0
        if circuit.state != CLOSED:
            circuit.state = CLOSED
            CIRCUIT_OPEN.labels(circuit.label).set(0)

    def failure(self, upstream: str) -> None:
        circuit = self._get(upstream)
        circuit.failures += 1
        if circuit.state == HALF_OPEN or (circuit.state == CLOSED and circuit.failures >= self.threshold):
            circuit.state = OPEN
            circuit.opened_until = self.clock() + self.open_seconds
            CIRCUIT_OPEN.labels(circuit.label).set(1)
            CIRCUIT_OPENED.labels(circuit.label).inc()

    def report(self, upstream: str, error: UpstreamError | None) -> None:
        """Record an attempt's result: ``None`` for success, else the error it failed with."""
        if error is None or not counts_against(error):
            self.success(upstream)
        else:
            self.failure(upstream)

    def release(self, upstream: str) -> None:
        """An attempt ended without a verdict (the client left): let the next request probe at once."""
        circuit = self._circuits.get(upstream)
        if circuit is not None and circuit.state == HALF_OPEN:
            circuit.probe_deadline = 0.0


# One board per process, as the connection pool is: the upstreams' health as this replica sees it.
BOARD = CircuitBoard()
