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
from setuptools.command.build_ext import build_ext

ROOT = Path(__file__).resolve().parent
# The modules every request runs through the classifier; each imports only the standard library and its
# siblings, so mypyc can type-check them inside pip's isolated build environment.
COMPILED = [
    "gateway/classify/ask.py",
    "gateway/classify/features.py",
    "gateway/classify/lexicon.py",
    "gateway/classify/names.py",
    "gateway/classify/scan.py",
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


def write_manifest(compiled: bool) -> None:
    sources = {
        path[: -len(".py")].replace("/", "."): hashlib.sha256((ROOT / path).read_bytes()).hexdigest()
        for path in COMPILED
    } if compiled else {}
    MANIFEST.write_text(json.dumps({"compiled": sources}, indent=1, sort_keys=True) + "\n")


class BuildNative(build_ext):
    """Runs mypyc when a build needs the extensions, not each time setup.py is read.

    pip runs setup.py once per build step (build requirements, metadata, the wheel), and the metadata steps
    finalize this command too (egg_info asks it for its source files): a top-level mypycify translated the
    classifier to C in each of them. Until a build, the distribution carries a stand-in extension of the shared
    library's name, so that setuptools knows the package has extensions (a platform wheel) and an editable
    install maps that top-level module.
    """

    def finalize_options(self) -> None:
        stand_in = any(ext is STAND_IN for ext in self.distribution.ext_modules or ())
        if stand_in and not set(self.distribution.commands) <= METADATA_ONLY:
            from mypyc.build import mypycify

            self.distribution.ext_modules = mypycify(
                COMPILED, opt_level="3", debug_level="0", group_name="gateway_native")
        super().finalize_options()


COMPILE = os.environ.get("GATEWAY_COMPILE", "1") != "0"
STAND_IN = Extension("gateway_native__mypyc", sources=[])
METADATA_ONLY = {"egg_info", "dist_info", "sdist"}  # commands that never compile
# The manifest is written here, before any build step: build_py copies it into the wheel before build_ext runs.
write_manifest(COMPILE)
setup(ext_modules=[STAND_IN] if COMPILE else [], cmdclass={"build_ext": BuildNative})
