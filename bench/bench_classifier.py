"""Latency of classifying one request (feature extraction + scoring), by body size band.

`python bench/bench_classifier.py [--reps N]`. Bodies come from the synthetic client shapes (held-out seed);
the ~1 MB band is built from long agent histories and huge pastes. Prints percentiles; asserts nothing.
"""

from __future__ import annotations

import argparse
import copy
import gc
import json
import random
import time
import timeit
from collections.abc import Callable
from typing import Any

import orjson

from classifiers.data import Example, generate
from classifiers.text import Ctx
from gateway.classify import features
from gateway.classify import textfacts as tx
from gateway.classify.scorer import Scorer
from gateway.classify.session import in_tool_loop, session_key


def _grow(ex: Example, target: int, rng: random.Random) -> Example:
    """Repeat an agent body's history (or paste) until its JSON is about `target` bytes."""
    body = copy.deepcopy(ex.body)
    key = "input" if isinstance(body.get("input"), list) else "messages"
    items = body.get(key)
    if isinstance(items, list) and len(items) > 2:
        middle = items[1:-1]
        while len(json.dumps(body)) < target:
            items[1:1] = copy.deepcopy(middle)
    else:
        text = Ctx(rng, "heldout").with_code("add a docstring to parse_header", target)
        body = {"model": "auto", "messages": [{"role": "user", "content": text}]}
    return Example(ex.endpoint, ex.headers, body, ex.label, ex.client_shape + "+grown", ex.family)


def bands(n: int) -> dict[str, list[Example]]:
    out: dict[str, list[Example]] = {"<=10KB": [], "<=100KB": [], "~1MB": []}
    agents: list[Example] = []
    for ex in generate(n, 99, split="heldout"):
        size = len(json.dumps(ex.body))
        out["<=10KB" if size <= 10_000 else "<=100KB" if size <= 100_000 else "~1MB"].append(ex)
        if ex.label == "long_horizon" and len(agents) < 20:
            agents.append(ex)
    rng = random.Random(5)
    out["~1MB"] = [_grow(ex, 1_000_000, rng) for ex in agents[:16]] + [
        _grow(Example("/v1/chat/completions", {}, {}, "single_step", "paste", "curl"), 1_000_000, rng)
        for _ in range(4)
    ]
    return out


def measure(
    scorer: Scorer, examples: list[Example], reps: int, clear: Callable[[], None] | None = None
) -> tuple[list[float], list[float], list[float]]:
    """Wall and thread-CPU microseconds of `score`, and CPU microseconds of the whole classify step.

    Every call gets a freshly parsed copy of the body, as the gateway does (new string objects: no hash or
    identity carried over from the previous call). Warm (`clear` None): the same request is scored `reps`
    times, as a session resends its system prompt and, through a tool loop, its last ask, so the window
    caches hit. `clear` runs before every call: `features.clear_caches` is a never-seen client (every cache
    empty), `textfacts.forget_asks` a new ask from a known client (system prompt, user agent and tool set
    seen before, as in a running fleet). The step adds what the gateway calls next to `score` on every
    request: `session_key` and `in_tool_loop`.
    """
    wall: list[float] = []
    cpu: list[float] = []
    step: list[float] = []
    for ex in examples:
        raw = orjson.dumps(ex.body)
        for _ in range(reps):
            body = orjson.loads(raw)
            if clear is not None:
                clear()
            c0 = time.thread_time_ns()
            t0 = time.perf_counter_ns()
            scorer.score(ex.endpoint, ex.headers, body)
            t1 = time.perf_counter_ns()
            c1 = time.thread_time_ns()
            session_key(ex.endpoint, ex.headers, body)
            in_tool_loop(ex.endpoint, body)
            c2 = time.thread_time_ns()
            cpu.append((c1 - c0) / 1000.0)
            step.append((c2 - c0) / 1000.0)
            wall.append((t1 - t0) / 1000.0)
    return sorted(wall), sorted(cpu), sorted(step)


def compiled() -> bool:
    return not features.__file__.endswith(".py")


def machine_reference() -> str:
    """A fixed interpreter workload, so figures from machines of different speed can be compared."""
    best = min(timeit.repeat("sum(range(1000))", number=2000, repeat=7)) / 2000 * 1e6
    return f"machine reference: sum(range(1000)) = {best:.1f} us"


def pct(s: list[float], q: float) -> float:
    return s[min(len(s) - 1, int(q * len(s)))]


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--n", type=int, default=1500, help="generated requests to sort into bands")
    ap.add_argument("--reps", type=int, default=50, help="timed calls per request")
    a = ap.parse_args(argv)
    scorer = Scorer.load()
    print(f"model {scorer.version}; microseconds per classification (features + score)")
    print(f"classifier modules: {'compiled (mypyc)' if compiled() else 'interpreted'}; {machine_reference()}")
    print("wall/cpu: warm caches; new ask: the ask's cache emptied; cold: every cache emptied")
    print("step: + session_key + in_tool_loop (CPU)")
    for name, exs in bands(a.n).items():
        exs = exs[:600]
        gc.collect()
        reps = a.reps if name != "~1MB" else max(a.reps * 4, 200)
        wall, cpu, step = measure(scorer, exs, reps)
        gc.collect()
        _, ask, ask_step = measure(scorer, exs, max(1, reps // 5), clear=tx.forget_asks)
        gc.collect()
        _, cold, cold_step = measure(scorer, exs, max(1, reps // 5), clear=features.clear_caches)
        sizes: list[Any] = sorted(len(json.dumps(e.body)) for e in exs)
        print(
            f"{name:8s} bodies={len(exs):4d} median_size={sizes[len(sizes) // 2]:>8d}B samples={len(wall):6d}"
        )
        rows = (
            ("wall", wall),
            ("cpu", cpu),
            ("new ask", ask),
            ("cold", cold),
            ("step", step),
            ("new ask step", ask_step),
            ("cold step", cold_step),
        )
        for label, s in rows:
            print(
                f"    {label:12s} p50={pct(s, 0.5):7.1f}  p99={pct(s, 0.99):7.1f}  "
                f"p99.9={pct(s, 0.999):7.1f}  "
                f"max={s[-1]:8.1f}"
            )


if __name__ == "__main__":
    main()
