"""Counters and histograms for the request path that cost a dict lookup and an addition.

prometheus_client's metrics take a lock on every ``inc``/``observe`` (about 2 us each; the path makes a
dozen a request). These keep plain numbers, updated only from the event loop, and turn them into Prometheus
families when ``/metrics`` is scraped.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Iterator, Sequence
from typing import Any

from prometheus_client import REGISTRY
from prometheus_client.core import CounterMetricFamily, GaugeMetricFamily, HistogramMetricFamily, Metric
from prometheus_client.registry import Collector


class CounterChild:
    __slots__ = ("value",)

    def __init__(self) -> None:
        self.value = 0.0

    def inc(self, amount: float = 1.0) -> None:
        self.value += amount

    def dec(self, amount: float = 1.0) -> None:
        self.value -= amount

    def set(self, value: float) -> None:
        self.value = value


class HistogramChild:
    __slots__ = ("bounds", "counts", "total")

    def __init__(self, bounds: tuple[float, ...]) -> None:
        self.bounds = bounds
        self.counts = [0] * (len(bounds) + 1)
        self.total = 0.0

    def observe(self, value: float) -> None:
        self.counts[bisect_left(self.bounds, value)] += 1
        self.total += value


class Family:
    """One metric family: ``labels(*values)`` gives the child for those label values."""

    def __init__(self, kind: str, name: str, doc: str, labelnames: Sequence[str] = (),
                 buckets: Sequence[float] = ()) -> None:
        self.kind, self.name, self.doc = kind, name, doc
        self.labelnames = list(labelnames)
        self.buckets = tuple(float(b) for b in buckets)
        self.children: dict[tuple[str, ...], CounterChild | HistogramChild] = {}
        FAMILIES.append(self)

    def labels(self, *values: str) -> Any:
        found = self.children.get(values)
        if found is None:
            found = self.children[values] = HistogramChild(self.buckets) if self.kind == "histogram" else CounterChild()
        return found

    # Unlabelled families are used directly.
    def inc(self, amount: float = 1.0) -> None:
        self.labels().inc(amount)

    def dec(self, amount: float = 1.0) -> None:
        self.labels().dec(amount)

    def set(self, value: float) -> None:
        self.labels().set(value)

    def observe(self, value: float) -> None:
        self.labels().observe(value)

    def metric(self) -> Metric:
        labels = self.labelnames
        children: list[tuple[tuple[str, ...], Any]] = list(self.children.items())
        if self.kind in ("counter", "gauge"):
            simple = (CounterMetricFamily if self.kind == "counter" else GaugeMetricFamily)(
                self.name, self.doc, labels=labels
            )
            for values, child in children:
                simple.add_metric(list(values), child.value)
            return simple
        histogram = HistogramMetricFamily(self.name, self.doc, labels=labels)
        for values, child in children:
            running, buckets = 0, []
            for bound, count in zip((*child.bounds, float("inf")), child.counts, strict=True):
                running += count
                buckets.append(("+Inf" if bound == float("inf") else repr(bound), running))
            histogram.add_metric(list(values), buckets, child.total)
        return histogram


FAMILIES: list[Family] = []


class _Collector(Collector):
    def collect(self) -> Iterator[Metric]:
        for family in FAMILIES:
            yield family.metric()


REGISTRY.register(_Collector())
