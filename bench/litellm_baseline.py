"""LiteLLM's proxy as the baseline column, run the way it runs in production (its own proxy server and config).

It lives in its own venv (``bench/.litellm-venv``, ~650 MB), never the project's: the project must not
depend on the proxy extras. Same fake upstream, same request, authenticated with a master key (our gateway
authenticates too, so both columns pay for auth).
"""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

import yaml

from bench.procs import REPO, Proc, free_port, spawn, wait_ready

VENV = REPO / "bench" / ".litellm-venv"
MASTER_KEY = "sk-bench-litellm-master"


def ensure_venv(venv: Path = VENV) -> Path:
    """Create the venv and ``pip install 'litellm[proxy]'`` once; returns the ``litellm`` executable."""
    exe = venv / "bin" / "litellm"
    if exe.exists():
        return exe
    print(f"installing litellm[proxy] into {venv} (takes minutes, once)...", flush=True)
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    subprocess.run([str(venv / "bin" / "pip"), "install", "-q", "litellm[proxy]"], check=True)
    return exe


def write_config(path: Path, upstream_base_url: str) -> Path:
    config = {
        "model_list": [
            {
                "model_name": "coder",
                "litellm_params": {
                    "model": "openai/fake-fast",
                    "api_base": upstream_base_url,
                    "api_key": "fake",
                },
            }
        ],
        "litellm_settings": {"set_verbose": False, "json_logs": True},
        "general_settings": {"master_key": MASTER_KEY},
    }
    path.write_text(yaml.safe_dump(config, sort_keys=False))
    return path


async def start_litellm(logdir: Path, upstream_base_url: str, workers: int = 1) -> Proc:
    """Start the proxy (production env vars, local price map) and wait for its readiness endpoint."""
    exe = ensure_venv()
    config = write_config(logdir / "litellm.yaml", upstream_base_url)
    port = free_port()
    env = {"LITELLM_LOCAL_MODEL_COST_MAP": "True", "LITELLM_LOG": "ERROR", "LITELLM_MODE": "PRODUCTION"}
    cmd = [
        str(exe),
        "--config",
        str(config),
        "--host",
        "127.0.0.1",
        "--port",
        str(port),
        "--num_workers",
        str(workers),
    ]
    started = time.perf_counter()
    return await wait_ready(spawn("litellm", cmd, port, logdir, env), "/health/readiness", 120, started)
