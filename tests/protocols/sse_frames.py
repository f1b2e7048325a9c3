"""Parse our SSE bytes back into (event, data) pairs, checking the framing itself on the way."""

from __future__ import annotations

from typing import Any

import orjson


def parse_frames(frames: list[bytes]) -> list[tuple[str, dict[str, Any]]]:
    out: list[tuple[str, dict[str, Any]]] = []
    for frame in frames:
        assert frame.endswith(b"\n\n"), frame
        lines = frame[:-2].split(b"\n")
        assert len(lines) == 2 and lines[0].startswith(b"event: ") and lines[1].startswith(b"data: "), frame
        event = lines[0][len(b"event: ") :].decode()
        data = orjson.loads(lines[1][len(b"data: ") :])
        assert data["type"] == event, (event, data)
        out.append((event, data))
    return out
