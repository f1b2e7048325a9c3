"""The one benchmark command: ``python bench/run.py [--quick] [--floor] [--litellm] [--workers 2] [--json out.json]``.

Starts the fake upstream and the gateway (its own policy and key; Redis quotas when Redis answers), then
measures direct-vs-gateway (and the lean floor proxy with ``--floor``, LiteLLM with ``--litellm``)
interleaved in rounds, and prints latency, throughput, CPU per request and per chunk, memory, startup time
and the performance targets. See bench/README.md.
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: import the package from the repo root, not bench/ itself
    sys.path[0] = str(Path(__file__).resolve().parent.parent)

import argparse
import asyncio
import shutil
import tempfile
from typing import Any
from urllib.parse import urlparse

import orjson
import uvloop

from bench import measure, procs, procstat, report
from bench.policy import make_key, write_policy

REDIS_URL = "redis://127.0.0.1:6379/0"
MODES = {"full": (3, 0.5), "quick": (2, 0.3), "smoke": (1, 0.1)}  # rounds, warmup seconds


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description="Gateway benchmark: direct vs gateway (vs the floor proxy, LiteLLM), interleaved."
    )
    parser.add_argument("--quick", action="store_true", help="1 s per measurement, 2 rounds (~1 minute)")
    parser.add_argument("--smoke", action="store_true", help="a ~2 s run of 4 scenarios (used by the tests)")
    parser.add_argument("--floor", action="store_true", help="add a lean pass-through proxy (the floor) as a column")
    parser.add_argument("--litellm", action="store_true", help="add LiteLLM's proxy (own venv) as a column")
    parser.add_argument("--workers", type=int, default=1, help="also run a gateway with N workers (scaling)")
    parser.add_argument("--rounds", type=int, help="override the number of interleaved rounds")
    parser.add_argument("--duration", type=float, help="override seconds per measurement")
    parser.add_argument("--no-redis", action="store_true", help="do not give the gateway Redis")
    parser.add_argument("--json", type=Path, help="also write every figure to this JSON file")
    parser.add_argument("--keep", action="store_true", help="keep the temp dir (logs, policy, state)")
    return parser.parse_args(argv)


async def run(args: argparse.Namespace) -> dict[str, Any]:
    mode = "smoke" if args.smoke else "quick" if args.quick else "full"
    rounds, warmup = MODES[mode]
    idle_s = 0.3 if mode == "smoke" else 1.0
    rounds = args.rounds or rounds
    scenarios = measure.plan(mode)
    if args.duration:
        scenarios = [measure.Scenario(s.kind, s.concurrency, args.duration) for s in scenarios]
    tmp = Path(tempfile.mkdtemp(prefix="gwbench-"))
    started: list[procs.Proc] = []
    processes: dict[str, dict[str, Any]] = {}
    try:
        upstream = await procs.start_fake_upstream(tmp)
        started.append(upstream)
        key = make_key()
        write_policy(tmp / "policies", upstream.base_url + "/v1", key)
        redis = None if args.no_redis or not procs.redis_reachable(REDIS_URL) else REDIS_URL
        auth = {"authorization": f"Bearer {key}"}
        store_pid = procstat.listener_pid(urlparse(REDIS_URL).port or 6379) if redis else None
        chat = "/v1/chat/completions"
        targets = [measure.Target("direct", upstream.base_url + chat, upstream.pid, "fake-fast")]
        gateways = [("gateway", 1)] + ([("gateway_w2", args.workers)] if args.workers > 1 else [])
        for name, workers in gateways:
            gw = await procs.start_gateway(
                tmp, tmp / "policies", tmp / f"state-{name}", workers=workers, redis_url=redis, name=name
            )
            started.append(gw)
            processes[name] = {**await _idle_figures(gw, idle_s), "workers": workers, "redis": bool(redis)}
            kinds = frozenset({"nonstream"}) if workers > 1 else None
            targets.append(measure.Target(name, gw.base_url + chat, gw.pid, "coder", auth, kinds, store_pid))
        if args.floor:
            floor = await procs.start_floor(tmp, upstream.base_url + "/v1")
            started.append(floor)
            processes["floor"] = {**await _idle_figures(floor, idle_s), "workers": 1}
            # it forwards the body unchanged, so it sends the upstream's own model name, as direct does
            targets.append(measure.Target("floor", floor.base_url + chat, floor.pid, "fake-fast"))
        if args.litellm:
            from bench import litellm_baseline

            ll = await litellm_baseline.start_litellm(tmp, upstream.base_url + "/v1")
            started.append(ll)
            processes["litellm"] = {**await _idle_figures(ll, idle_s), "workers": 1}
            targets.append(
                measure.Target(
                    "litellm",
                    ll.base_url + chat,
                    ll.pid,
                    "coder",
                    {"authorization": f"Bearer {litellm_baseline.MASTER_KEY}"},
                )
            )
        print(
            f"benchmark ({mode}): {len(scenarios)} scenarios x {rounds} rounds; targets: "
            f"{', '.join(t.name for t in targets)}; gateway redis: {bool(redis)}; logs in {tmp}",
            flush=True,
        )
        results = await measure.run_plan(scenarios, targets, rounds, warmup, upstream.port)
        figs = {s: {t: m.summary() for t, m in per.items()} for s, per in results.items()}
        for name, p in processes.items():
            p["rss_load_max_mb"] = max(
                (per[name].rss_max_mb for per in results.values() if name in per), default=0
            )
            p["rss_after_mb"] = procstat.rss_mb(p["pid"])
        derived = {p: report.derive(figs, p) for p in processes}
        scaling = _scaling(figs, args.workers) if args.workers > 1 else None
        checks = report.checks(figs, derived, processes, scaling)
        print("\n" + report.render(figs, derived, processes, checks), flush=True)
        over_floor = report.over_floor(figs)
        return {
            "mode": mode,
            "rounds": rounds,
            "redis": bool(redis),
            "scenarios": figs,
            "derived": derived,
            "processes": processes,
            "scaling_workers": scaling and {"scenario": scaling[0], "ratio": scaling[1], "workers": scaling[2]},
            **({"gateway_over_floor": over_floor} if over_floor else {}),
            "targets": [{"label": c.label, "value": c.value, "bound": c.bound, "met": c.met} for c in checks],
        }
    finally:
        for proc in reversed(started):
            procs.stop(proc)
        if args.keep:
            print(f"kept {tmp}")
        else:
            shutil.rmtree(tmp, ignore_errors=True)


async def _idle_figures(proc: procs.Proc, idle_s: float) -> dict[str, Any]:
    """Startup time, then RSS and CPU burnt while idle (background timers, pollers) over ``idle_s``."""
    await asyncio.sleep(idle_s / 2)  # let work deferred past readiness (other workers booting) finish
    cpu0 = procstat.cpu_seconds(proc.pid)
    await asyncio.sleep(idle_s)
    cpu = procstat.cpu_seconds(proc.pid) - cpu0
    return {
        "startup_s": round(proc.startup_s, 3),
        "rss_idle_mb": procstat.rss_mb(proc.pid),
        "idle_cpu_ms_per_s": round(cpu * 1000 / idle_s, 2),
        "pid": proc.pid,
    }


def _scaling(figs: report.Figures, workers: int) -> tuple[str, float, int] | None:
    """Requests/s of the N-worker gateway over the 1-worker one, at the highest non-streaming concurrency."""
    names = [s for s in figs if s.startswith("nonstream") and "gateway_w2" in figs[s]]
    if not names:
        return None
    top = max(names, key=lambda s: int(s.split("=")[1]))
    one, many = figs[top]["gateway"].get("rps"), figs[top]["gateway_w2"].get("rps")
    return (top, round(many / one, 2), workers) if one and many else None


def failures(doc: dict[str, Any]) -> list[str]:
    """Why the run is not trustworthy: failed requests, or a target that served nothing."""
    out = []
    for scenario, per in doc["scenarios"].items():
        for target, s in per.items():
            if s["errors"] or not s["requests"]:
                out.append(f"{scenario} / {target}: {s['requests']} ok, errors {s['errors']}")
    return out


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    doc = uvloop.run(run(args))
    if args.json:
        args.json.write_bytes(orjson.dumps(doc, option=orjson.OPT_INDENT_2 | orjson.OPT_NON_STR_KEYS))
    bad = failures(doc)
    if bad:
        print("\nFAILED REQUESTS:\n  " + "\n  ".join(bad), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
