"""Driver: install the clients, run every task in every client against the stand-in, label the captures.

    python -m classifiers.captures.run [--clients sdk,aider,...] [--tasks ID,...] [--out .captures]

Writes OUT/raw.jsonl (every request as received), OUT/captures.jsonl (one labelled line per model
request) and OUT/runs.jsonl (each run's exit code and output tail); then `classifiers.captures.score`
turns the captures into scores.
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from classifiers.captures import clients, labels
from classifiers.captures import tools as installers
from classifiers.captures.repo import make_repo
from classifiers.captures.upstream import Recorder, Server, StandIn

TASKS = Path(__file__).with_name("tasks.json")
RUN_TIMEOUT = 240


def load_tasks() -> list[dict[str, Any]]:
    return list(json.loads(TASKS.read_text(encoding="utf-8")))


def _execute(inv: clients.Invocation, repo: Path) -> tuple[int, str]:
    return clients.execute(inv, repo, RUN_TIMEOUT)


def run_one(
    family: str, tools: Path, base: str, task: dict[str, Any], index: int, standin: StandIn, scratch: Path
) -> dict[str, Any]:
    repo = make_repo(scratch / family / task["id"] / "repo")
    home = scratch / family / task["id"] / "home"
    standin.repos[(family, task["id"])] = str(repo)
    started = time.monotonic()
    code, out = _execute(clients.invocation(family, tools, base, task, index, repo, home), repo)
    if code == 0 and task.get("followup") and family != "sdk":
        code, more = _execute(clients.invocation(family, tools, base, task, index, repo, home, followup=True), repo)
        out += "\n--- follow-up ---\n" + more
    changed = subprocess.run(["git", "status", "--porcelain"], cwd=repo, capture_output=True, text=True).stdout
    fixed = "return a + b" in (repo / "calc.py").read_text(encoding="utf-8")
    return {
        "family": family,
        "task_id": task["id"],
        "rc": code,
        "seconds": round(time.monotonic() - started, 1),
        "changed": changed.strip().splitlines(),
        "fixed": fixed,
        "tail": out[-1500:],
    }


def build_captures(raw: Path, out: Path, tasks: dict[str, dict[str, Any]]) -> dict[str, dict[str, int]]:
    """Label every model request in raw.jsonl; returns counts per family and label."""
    counts: dict[str, dict[str, int]] = {}
    with raw.open(encoding="utf-8") as src, out.open("w", encoding="utf-8") as dst:
        for line in src:
            rec = json.loads(line)
            body = rec.get("body")
            if rec["method"] != "POST" or not isinstance(body, dict) or rec["task_id"] not in tasks:
                continue
            label, shape = labels.label(rec["endpoint"], body, tasks[rec["task_id"]])
            row = {
                "id": f"{rec['family']}-{rec['task_id']}-{rec['seq']}",
                "family": rec["family"],
                "task_id": rec["task_id"],
                "endpoint": rec["endpoint"],
                "headers": rec["headers"],
                "body": body,
                "label": label,
                "shape": shape,
            }
            dst.write(json.dumps(row, ensure_ascii=False) + "\n")
            per = counts.setdefault(rec["family"], {})
            per[label] = per.get(label, 0) + 1
    return counts


def _drop_previous(raw: Path, pairs: set[tuple[str, str]]) -> None:
    """Forget earlier captures of the runs about to be repeated, so each run is captured once."""
    if not raw.exists():
        return
    kept = [
        line
        for line in raw.read_text(encoding="utf-8").splitlines()
        if (json.loads(line)["family"], json.loads(line)["task_id"]) not in pairs
    ]
    raw.write_text("".join(line + "\n" for line in kept), encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--clients", default=",".join(clients.FAMILIES))
    parser.add_argument("--tasks", default="", help="comma-separated task ids (default: all)")
    parser.add_argument("--out", default=".captures")
    parser.add_argument("--jobs", type=int, default=2, help="runs at once")
    parser.add_argument("--relabel", action="store_true", help="only rebuild captures.jsonl from raw.jsonl")
    args = parser.parse_args(argv)
    out = Path(args.out).resolve()
    tools = out / "tools"
    out.mkdir(parents=True, exist_ok=True)
    all_tasks = load_tasks()
    by_id = {t["id"]: t for t in all_tasks}
    raw = out / "raw.jsonl"
    if args.relabel:
        print(json.dumps(build_captures(raw, out / "captures.jsonl", by_id), indent=1))
        return 0
    chosen = [t for t in all_tasks if not args.tasks or t["id"] in args.tasks.split(",")]
    families = [f for f in args.clients.split(",") if f]
    ready = []
    versions_file = out / "versions.json"
    versions: dict[str, str] = json.loads(versions_file.read_text()) if versions_file.exists() else {}
    for family in families:
        try:
            installers.install(tools, family)
            ready.append(family)
            versions[family] = installers.version(tools, family)
        except (subprocess.CalledProcessError, RuntimeError, OSError) as exc:
            print(f"{family}: not installed: {exc}", file=sys.stderr)
    versions_file.write_text(json.dumps(versions, indent=1), encoding="utf-8")
    pairs = {(f, t["id"]) for f in ready for t in chosen}
    _drop_previous(raw, pairs)
    _drop_previous(out / "runs.jsonl", pairs)
    standin = StandIn(by_id, Recorder(raw))
    server = Server(standin)
    base = server.start()
    scratch = Path(tempfile.mkdtemp(prefix="captures-"))
    runs = out / "runs.jsonl"
    try:
        jobs = [(f, t, i) for i, t in enumerate(chosen) for f in ready]
        with ThreadPoolExecutor(max_workers=args.jobs) as pool, runs.open("a", encoding="utf-8") as log:
            futures = [pool.submit(run_one, f, tools, base, t, i, standin, scratch) for f, t, i in jobs]
            for future in futures:
                result = future.result()
                log.write(json.dumps(result, ensure_ascii=False) + "\n")
                log.flush()
                print(
                    f"{result['family']:7} {result['task_id']:24} rc={result['rc']} {result['seconds']}s "
                    f"fixed={result['fixed']}",
                    flush=True,
                )
    finally:
        server.stop()
        shutil.rmtree(scratch, ignore_errors=True)
    print(json.dumps(build_captures(raw, out / "captures.jsonl", by_id), indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
