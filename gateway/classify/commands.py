"""Batch classification over JSON lines, behind the `gateway classify FILE|-` command.

Why line-by-line with per-line errors: the command is used to replay captured traffic, where one truncated or
hand-edited line must not hide the verdicts for the thousands around it; the exit code still says it happened.
"""

from __future__ import annotations

import json
from typing import Any, TextIO

from gateway.classify.scorer import Scorer


def _classify_line(line: str, scorer: Scorer) -> tuple[dict[str, Any], bool]:
    """(output record, ok) for one input line."""
    rid: Any = None
    try:
        record = json.loads(line)
    except json.JSONDecodeError as exc:
        return {"id": None, "error": f"invalid JSON: {exc.msg} at column {exc.colno}"}, False
    except ValueError as exc:  # e.g. lone surrogates
        return {"id": None, "error": f"invalid JSON: {exc}"}, False
    if not isinstance(record, dict):
        return {"id": None, "error": "each line must be a JSON object"}, False
    rid = record.get("id")
    endpoint, headers, body = record.get("endpoint"), record.get("headers", {}), record.get("body")
    if not isinstance(endpoint, str) or not endpoint:
        return {"id": rid, "error": "missing or non-string 'endpoint'"}, False
    if not isinstance(body, dict):
        return {"id": rid, "error": "missing or non-object 'body'"}, False
    if headers is None:
        headers = {}
    if not isinstance(headers, dict):
        return {"id": rid, "error": "'headers' must be an object"}, False
    lowered = {str(k).lower(): v for k, v in headers.items() if isinstance(v, str)}
    result = scorer.classify(endpoint, lowered, body)
    return {"id": rid, "request_class": result.request_class, "score": round(result.score, 6)}, True


def classify_stream(inp: TextIO, out: TextIO, scorer: Scorer) -> int:
    """Classify each JSON line of `inp` into one line of `out`; 0 if all lines succeeded, else 1."""
    failed = False
    for line in inp:
        if not line.strip():
            continue
        record, ok = _classify_line(line, scorer)
        failed |= not ok
        out.write(json.dumps(record, ensure_ascii=False) + "\n")
    out.flush()
    return 1 if failed else 0
