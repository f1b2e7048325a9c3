"""Idempotent installers for the real clients, into a cache folder outside git.

npm clients go into one prefix (tools/npm); aider and the openai SDK each get a venv of their own, since
aider pins many dependencies. A client already installed is not installed again.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

NPM_PACKAGES = {
    "claude": "@anthropic-ai/claude-code",
    "codex": "@openai/codex",
    "cn": "@continuedev/cli",
}
PIP_PACKAGES = {"aider": "aider-chat", "sdk": "openai"}


def npm_bin(tools: Path, family: str) -> Path:
    return tools / "npm" / "node_modules" / ".bin" / family


def venv_python(tools: Path, family: str) -> Path:
    return tools / f"{family}-venv" / "bin" / "python"


def executable(tools: Path, family: str) -> Path:
    if family in NPM_PACKAGES:
        return npm_bin(tools, family)
    if family == "aider":
        return tools / "aider-venv" / "bin" / "aider"
    return venv_python(tools, family)


def install(tools: Path, family: str) -> Path:
    """Install one client if missing and return the file to run; raises on a failed install."""
    target = executable(tools, family)
    if target.exists():
        return target
    if family in NPM_PACKAGES:
        prefix = tools / "npm"
        prefix.mkdir(parents=True, exist_ok=True)
        subprocess.run(
            ["npm", "install", "--no-audit", "--no-fund", "--prefix", str(prefix), NPM_PACKAGES[family]],
            check=True,
        )
    else:
        venv = tools / f"{family}-venv"
        subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
        subprocess.run([str(venv / "bin" / "pip"), "install", "-q", PIP_PACKAGES[family]], check=True)
    if not target.exists():
        raise RuntimeError(f"{family}: installed but {target} is missing")
    return target


def version(tools: Path, family: str) -> str:
    """The installed client's own version string."""
    if family == "sdk":
        argv = [str(venv_python(tools, family)), "-c", "import openai; print('openai', openai.__version__)"]
    else:
        argv = [str(executable(tools, family)), "--version"]
    done = subprocess.run(argv, capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL)
    lines = (done.stdout or done.stderr).strip().splitlines()
    return lines[-1] if lines else "unknown"


def main(argv: list[str] | None = None) -> int:
    """Install the named clients (default: all) into TOOLS (default `.captures/tools`) and print versions."""
    import argparse
    import time

    parser = argparse.ArgumentParser(description="Install the real clients the captures and tests run.")
    parser.add_argument("families", nargs="?", default="claude,codex,cn,aider,sdk", help="comma-separated")
    parser.add_argument("--tools", default=".captures/tools", help="install folder (git-ignored)")
    args = parser.parse_args(argv)
    tools = Path(args.tools).resolve()
    failed = []
    for family in [f for f in args.families.split(",") if f]:
        started = time.monotonic()
        try:
            install(tools, family)
        except (subprocess.CalledProcessError, RuntimeError, OSError) as exc:
            print(f"{family}: not installed: {exc}", file=sys.stderr, flush=True)
            failed.append(family)
            continue
        print(f"{family}: {version(tools, family)} ({time.monotonic() - started:.1f} s)", flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
