"""Requests written by others: blind sets under classifiers/blind/*/, examined envelope sets under
classifiers/dev/*/ and real captures under .captures/.

Why its own module: these files arrive later, from other authors, and must never feed training or tuning;
evaluate.py only scores them. Each is JSON lines with id, family, endpoint, headers, body, label (the
consistency sets add ask_id). Missing folders are reported as "not present", never as an error.
"""

from __future__ import annotations

import gzip
import json
import os
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
BLIND = ROOT / "classifiers" / "blind"
DEV = ROOT / "classifiers" / "dev"
CAPTURES = ROOT / ".captures"
CONSISTENCY = "consistency"
LABELS = ("single_step", "long_horizon")


@dataclass(frozen=True)
class Record:
    id: str
    family: str
    endpoint: str
    headers: dict[str, Any]
    body: dict[str, Any]
    label: str
    ask_id: str | None
    source: str  # the file it came from, relative to the repo


def read_jsonl(path: Path) -> Iterator[Record]:
    """Records of one JSON-lines file; lines that are not a well-formed record are skipped with a note."""
    opener = gzip.open if path.name.endswith(".gz") else open
    with opener(path, "rt", encoding="utf-8") as fh:
        for n, line in enumerate(fh, 1):
            line = line.strip()
            if not line:
                continue
            try:
                d = json.loads(line)
                label = d["label"]
                if label not in LABELS or not isinstance(d.get("body"), dict):
                    raise ValueError(f"bad label or body: {label!r}")
                headers = d.get("headers") or {}
                yield Record(
                    str(d.get("id", f"{path.name}:{n}")),
                    str(d.get("family", "unknown")),
                    str(d.get("endpoint", "/v1/chat/completions")),
                    {str(k).lower(): v for k, v in headers.items()} if isinstance(headers, dict) else {},
                    d["body"],
                    label,
                    str(d["ask_id"]) if d.get("ask_id") is not None else None,
                    str(path.relative_to(ROOT)) if path.is_relative_to(ROOT) else str(path),
                )
            except (ValueError, KeyError, TypeError) as exc:
                print(f"  skipped {path.name}:{n}: {exc}")


def _sets(folder: Path) -> list[Path]:
    """A folder's request files: JSON lines, plain or gzipped (the committed blind sets are gzipped)."""
    return sorted([*folder.glob("*.jsonl"), *folder.glob("*.jsonl.gz")])


def blind_sets(root: Path = BLIND) -> dict[str, list[Record]]:
    """Blind generators by folder name (consistency sets apart); empty when none have arrived."""
    out: dict[str, list[Record]] = {}
    if not root.is_dir():
        return out
    for d in sorted(p for p in root.iterdir() if p.is_dir() and not p.name.startswith(CONSISTENCY)):
        recs = [r for f in _sets(d) for r in read_jsonl(f)]
        if recs:
            out[d.name] = recs
    return out


def consistency_sets(root: Path = BLIND) -> dict[str, list[Record]]:
    """Consistency sets (one ask in many clients' envelopes, tied by ask_id) by folder name."""
    if not root.is_dir():
        return {}
    folders = sorted(p for p in root.iterdir() if p.is_dir() and p.name.startswith(CONSISTENCY))
    return {d.name: recs for d in folders if (recs := [r for f in _sets(d) for r in read_jsonl(f)])}


@cache
def dev_sets(root: Path = DEV) -> dict[str, list[Record]]:
    """Sets written independently but examined while the reading was fixed (not blind): each folder's
    deterministic generator is run into a temporary file (its output is tens of MB, so it is not committed).
    The generators are separate processes, run one per core at a time."""
    if not root.is_dir():
        return {}
    folders = sorted(p for p in root.iterdir() if (p / "generate.py").is_file())
    with ThreadPoolExecutor(max_workers=max(1, min(len(folders), os.cpu_count() or 1))) as pool:
        generated = list(pool.map(_generated, folders))
    return {d.name: recs for d, recs in zip(folders, generated, strict=True) if recs}


def _generated(folder: Path) -> list[Record]:
    """The records one examined set's generator writes."""
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / f"{folder.name}.jsonl"
        subprocess.run([sys.executable, "generate.py", str(path)], cwd=folder, check=True, capture_output=True)
        return list(read_jsonl(path))


def captures(root: Path = CAPTURES) -> list[Record]:
    if not root.is_dir():
        return []
    path = root / "captures.jsonl"  # the driver's labelled requests (raw.jsonl and runs.jsonl are not)
    return list(read_jsonl(path)) if path.is_file() else []
