"""A started gateway freezes its start-up heap and collects young objects less often (gateway/server/gctune.py)."""

from __future__ import annotations

import json
import os
import subprocess
import sys

from gateway.server.gctune import GEN0, GEN1, GEN2

_PROBE = """
import gc, json
from gateway.server.app import create_app
from gateway.server.gctune import tune_after_startup
from gateway.settings import Settings
create_app()
tune_after_startup(Settings().gc_tune)
print(json.dumps([gc.get_threshold(), gc.get_freeze_count()]))
"""


def _probe(env: dict[str, str]) -> tuple[list[int], int]:
    out = subprocess.run(
        [sys.executable, "-c", _PROBE], env={**os.environ, **env}, capture_output=True, text=True, timeout=60
    )
    assert out.returncode == 0, out.stderr[-2000:]
    threshold, frozen = json.loads(out.stdout.strip().splitlines()[-1])
    return threshold, frozen


def test_startup_heap_is_frozen_and_thresholds_raised() -> None:
    threshold, frozen = _probe({"GATEWAY_GC_TUNE": "1"})
    assert threshold == [GEN0, GEN1, GEN2]
    assert frozen > 10_000  # the app, routes, settings and imported modules' objects


def test_tuning_can_be_turned_off() -> None:
    threshold, frozen = _probe({"GATEWAY_GC_TUNE": "0"})
    assert threshold != [GEN0, GEN1, GEN2] and frozen == 0
