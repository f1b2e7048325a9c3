"""Which of the gateway's modules run compiled (mypyc, see setup.py), and whether any compiled copy is stale.

Why: a compiled module is imported in preference to its `.py`, so after an edit to the source without a
rebuild the old code would keep running, silently. The build records each compiled source's hash in
`native.json`; a mismatch here names the module and the command that rebuilds it.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import warnings
from pathlib import Path

MANIFEST = Path(__file__).with_name("native.json")
REBUILD = "pip install --no-deps -e .  (or: make test)"


def status() -> dict[str, str]:
    """Module -> "compiled", "interpreted" (built without mypyc, or not built yet) or "stale"."""
    try:
        recorded: dict[str, str] = json.loads(MANIFEST.read_text(encoding="utf-8")).get("compiled", {})
    except (OSError, ValueError):
        recorded = {}
    out: dict[str, str] = {}
    for name, digest in recorded.items():
        spec = importlib.util.find_spec(name)
        origin = spec.origin if spec is not None else None
        if origin is None or origin.endswith(".py"):
            out[name] = "interpreted"
            continue
        source = Path(origin).with_name(name.rsplit(".", 1)[1] + ".py")
        try:
            fresh = hashlib.sha256(source.read_bytes()).hexdigest() == digest
        except OSError:  # an installed wheel may ship the extension without its source
            fresh = True
        out[name] = "compiled" if fresh else "stale"
    return out


def warn_if_stale() -> list[str]:
    """Warn (once per process) about compiled modules older than their source; returns their names."""
    stale = sorted(name for name, state in status().items() if state == "stale")
    if stale:
        warnings.warn(
            f"compiled modules are older than their source and run the old code: {', '.join(stale)}; "
            f"rebuild with: {REBUILD}",
            RuntimeWarning,
            stacklevel=2,
        )
    return stale
