"""Build hook: compile the classifier's modules with mypyc (the same typed source, run as C).

Why: the classifier runs on every request and its cost is Python's interpreter overhead (locals, branches,
attribute loads, boxed floats), which mypyc removes; the source stays the one implementation, so there is
nothing to keep in sync. `GATEWAY_COMPILE=0` builds a pure-Python package instead (a platform with no C
compiler): the gateway behaves the same, only slower. Everything else about the package is in pyproject.toml.
"""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path

from setuptools import Extension, setup

ROOT = Path(__file__).resolve().parent
# The modules every request runs through the classifier; each imports only the standard library and its
# siblings, so mypyc can type-check them inside pip's isolated build environment.
COMPILED = [
    "gateway/classify/ask.py",
    "gateway/classify/features.py",
    "gateway/classify/lexicon.py",
    "gateway/classify/names.py",
    "gateway/classify/scorer.py",
    "gateway/classify/session.py",
    "gateway/classify/summary.py",
    "gateway/classify/textfacts.py",
    "gateway/classify/turns.py",
    "gateway/classify/walk.py",
    "gateway/classify/words.py",
]
# What was compiled, from which source: `gateway.server.compiled` compares it with the sources at run time, so an
# edited module whose old compiled copy would shadow it is reported instead of silently running old code.
MANIFEST = ROOT / "gateway" / "server" / "native.json"


def ext_modules() -> list[Extension]:
    if os.environ.get("GATEWAY_COMPILE", "1") == "0":
        MANIFEST.write_text(json.dumps({"compiled": {}}, indent=1) + "\n")
        return []
    from mypyc.build import mypycify

    sources = {
        path[: -len(".py")].replace("/", "."): hashlib.sha256((ROOT / path).read_bytes()).hexdigest()
        for path in COMPILED
    }
    MANIFEST.write_text(json.dumps({"compiled": sources}, indent=1, sort_keys=True) + "\n")
    return mypycify(COMPILED, opt_level="3", debug_level="0", group_name="gateway_native")


setup(ext_modules=ext_modules())
