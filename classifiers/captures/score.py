"""Score the captured set with `gateway classify -` (a black box) and write SCORES.md.

    python -m classifiers.captures.score [--captures .captures/captures.jsonl] [--write classifiers/captures/SCORES.md]

Macro-F1 over the two classes, long-horizon recall and single-step recall, per client and overall, plus
the errors by shape (main turn, tool-result turn, side call) so a reader sees where the misses are.
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
from collections import Counter
from pathlib import Path
from typing import Any

CLASSES = ("long_horizon", "single_step")
NAMES = {
    "sdk": "openai SDK agent",
    "aider": "aider",
    "claude": "Claude Code",
    "codex": "Codex CLI",
    "cn": "Continue cn",
}


def classify(rows: list[dict[str, Any]]) -> dict[str, str]:
    """id -> predicted class, from the project's own command."""
    exe = shutil.which("gateway") or str(Path(sys.executable).with_name("gateway"))
    payload = "".join(
        json.dumps(
            {"id": r["id"], "endpoint": r["endpoint"], "headers": r["headers"], "body": r["body"]}, ensure_ascii=False
        )
        + "\n"
        for r in rows
    )
    done = subprocess.run([exe, "classify", "-"], input=payload, capture_output=True, text=True, check=True)
    return {o["id"]: o["request_class"] for o in map(json.loads, done.stdout.splitlines()) if o}


def metrics(pairs: list[tuple[str, str]]) -> dict[str, float]:
    """Macro-F1 and per-class recall for (truth, predicted) pairs."""
    out: dict[str, float] = {"n": float(len(pairs))}
    f1s = []
    for cls in CLASSES:
        tp = sum(1 for t, p in pairs if t == cls and p == cls)
        fp = sum(1 for t, p in pairs if t != cls and p == cls)
        fn = sum(1 for t, p in pairs if t == cls and p != cls)
        precision = tp / (tp + fp) if tp + fp else 0.0
        recall = tp / (tp + fn) if tp + fn else float("nan")
        f1s.append(2 * precision * recall / (precision + recall) if precision + recall and tp else 0.0)
        out[f"recall_{cls}"] = recall
        out[f"support_{cls}"] = float(tp + fn)
    present = [f for f, cls in zip(f1s, CLASSES, strict=True) if out[f"support_{cls}"]]
    out["macro_f1"] = sum(present) / len(present) if present else float("nan")
    return out


def _fmt(value: float) -> str:
    return "n/a" if value != value else f"{value:.3f}"


def report(rows: list[dict[str, Any]], predicted: dict[str, str], versions: dict[str, str]) -> str:
    families = [f for f in NAMES if any(r["family"] == f for r in rows)]
    lines = [
        "# Real-capture scores",
        "",
        "Requests captured from real clients running the typed tasks of `tasks.json` against the scripted",
        "stand-in, labelled by the label rule (see README.md), scored with `gateway classify -`.",
        "Regenerate: `python -m classifiers.captures.run` then `python -m classifiers.captures.score`.",
        "",
        "Client versions: " + ", ".join(f"{NAMES[f]} `{v}`" for f, v in versions.items() if f in NAMES) + ".",
        "",
        "| client | requests | long | single | macro-F1 | long-horizon recall | single-step recall |",
        "|---|---|---|---|---|---|---|",
    ]
    for family in [*families, None]:
        chosen = [r for r in rows if family is None or r["family"] == family]
        m = metrics([(r["label"], predicted[r["id"]]) for r in chosen])
        name = "**all**" if family is None else NAMES[family]
        lines.append(
            f"| {name} | {int(m['n'])} | {int(m['support_long_horizon'])} | {int(m['support_single_step'])} | "
            f"{_fmt(m['macro_f1'])} | {_fmt(m['recall_long_horizon'])} | {_fmt(m['recall_single_step'])} |"
        )
    lines += [
        "",
        "Misses by client and shape (main turn, tool-result turn, side call): missed / total.",
        "",
        "| client | main, long | main, single | tool_result | side |",
        "|---|---|---|---|---|",
    ]
    for family in families:
        cells = []
        for shape, label in (("main", "long_horizon"), ("main", "single_step"), ("tool_result", None), ("side", None)):
            chosen = [
                r
                for r in rows
                if r["family"] == family and r["shape"] == shape and (label is None or r["label"] == label)
            ]
            missed = sum(1 for r in chosen if predicted[r["id"]] != r["label"])
            cells.append(f"{missed} / {len(chosen)}")
        lines.append(f"| {NAMES[family]} | " + " | ".join(cells) + " |")
    first: dict[str, dict[str, str]] = {}
    for r in rows:
        if r["shape"] == "main":
            first.setdefault(r["task_id"], {}).setdefault(r["family"], predicted[r["id"]])
    full = {t: v for t, v in first.items() if len(v) == len(families)}
    same = sum(1 for v in full.values() if len(set(v.values())) == 1)
    lines += [
        "",
        f"Cross-client consistency of first main turns: {same} of {len(full)} tasks get the same class "
        f"in all {len(families)} clients.",
    ]
    wrong = Counter(
        (r["task_id"], r["label"]) for r in rows if r["shape"] == "main" and predicted[r["id"]] != r["label"]
    )
    if wrong:
        lines += ["", "Tasks whose main turns were missed most (task, label: missed requests over all clients):", ""]
        lines += [f"- `{task}` ({label}): {count}" for (task, label), count in wrong.most_common(15)]
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--captures", default=".captures/captures.jsonl")
    parser.add_argument("--write", default="", help="also write the report here (e.g. classifiers/captures/SCORES.md)")
    args = parser.parse_args(argv)
    rows = [json.loads(line) for line in Path(args.captures).read_text(encoding="utf-8").splitlines() if line]
    versions_file = Path(args.captures).with_name("versions.json")
    versions = json.loads(versions_file.read_text(encoding="utf-8")) if versions_file.exists() else {}
    text = report(rows, classify(rows), versions)
    print(text)
    if args.write:
        Path(args.write).write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
