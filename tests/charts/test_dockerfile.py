"""The Dockerfile, checked without a Docker engine (none on this machine).

Parsed and checked for the facts the chart and operators rely on; the build stage's input is replayed
into a scratch directory and turned into a wheel, and the HEALTHCHECK command is run against live servers.
"""

from __future__ import annotations

import fnmatch
import http.server
import json
import shutil
import socket
import subprocess
import sys
import threading
import tomllib
import zipfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from chart_helpers import REPO

DOCKERFILE = REPO / "Dockerfile"
BUILD_TOOLS = ("gcc", "g++", "build-essential", "make", "clang", "cargo", "rustc", "-dev ")


@dataclass(frozen=True)
class Instruction:
    stage: int
    keyword: str
    args: str


def parse(text: str) -> list[Instruction]:
    """Join continuation lines, drop comments, and number stages by FROM (first stage is 0)."""
    instructions: list[Instruction] = []
    stage, pending = -1, ""
    for raw in text.splitlines():
        line = raw.strip()
        if not pending and (not line or line.startswith("#")):
            continue
        if pending and line.startswith("#"):
            continue
        if line.endswith("\\"):
            pending += line[:-1] + " "
            continue
        full, pending = (pending + line).strip(), ""
        keyword, _, args = full.partition(" ")
        keyword = keyword.upper()
        if keyword == "FROM":
            stage += 1
        instructions.append(Instruction(stage, keyword, args.strip()))
    assert not pending, "Dockerfile ends inside a continuation line"
    return instructions


INSTRUCTIONS = parse(DOCKERFILE.read_text())
FINAL = max(i.stage for i in INSTRUCTIONS)


def final(keyword: str) -> list[Instruction]:
    return [i for i in INSTRUCTIONS if i.stage == FINAL and i.keyword == keyword]


def exec_form(args: str) -> list[str]:
    value = json.loads(args)
    assert isinstance(value, list) and all(isinstance(v, str) for v in value), f"not exec form: {args}"
    return value


def copies(stage: int | None = None) -> list[tuple[list[str], str, str]]:
    """(sources, destination, flags) of every COPY that reads the build context (not --from=...)."""
    out = []
    for i in INSTRUCTIONS:
        if i.keyword != "COPY" or (stage is not None and i.stage != stage):
            continue
        words = i.args.split()
        flags = " ".join(w for w in words if w.startswith("--"))
        paths = [w for w in words if not w.startswith("--")]
        if "--from=" not in flags:
            out.append((paths[:-1], paths[-1], flags))
    return out


def test_multi_stage_on_python_311_slim() -> None:
    froms = [i.args for i in INSTRUCTIONS if i.keyword == "FROM"]
    assert len(froms) >= 2
    arg = next(i.args for i in INSTRUCTIONS if i.keyword == "ARG" and i.args.startswith("PYTHON_IMAGE="))
    assert arg == "PYTHON_IMAGE=python:3.11-slim"
    assert froms[-1].split()[0] == "${PYTHON_IMAGE}"


def test_final_stage_runs_as_uid_10001() -> None:
    users = final("USER")
    assert users, "the final stage must drop root"
    assert users[-1].args.split(":")[0] == "10001"
    last_user = max(INSTRUCTIONS.index(u) for u in users)
    entry = INSTRUCTIONS.index(final("ENTRYPOINT")[-1])
    assert last_user < entry
    created = " ".join(i.args for i in final("RUN"))
    assert "--uid 10001" in created and "/var/lib/gateway" in created


def test_serves_port_4000_with_the_gateway_entrypoint() -> None:
    assert [i.args for i in final("EXPOSE")] == ["4000"]
    entrypoint = exec_form(final("ENTRYPOINT")[-1].args)
    assert entrypoint == ["gateway", "serve", "--host", "0.0.0.0", "--port", "4000"]


def test_runtime_environment() -> None:
    env = " ".join(i.args for i in final("ENV"))
    assert "PYTHONDONTWRITEBYTECODE=1" in env
    assert "GATEWAY_STATE_DIR=/var/lib/gateway" in env
    assert "GATEWAY_POLICIES_DIR=/etc/gateway/policies" in env
    policy_copy = [c for c in copies(FINAL) if c[1].rstrip("/") == "/etc/gateway/policies"]
    assert policy_copy and policy_copy[0][0] == ["policies/"]


def test_no_build_tools_or_wheels_left_in_the_final_stage() -> None:
    for run in final("RUN"):
        assert "apt-get install" not in run.args, "install nothing from apt in the final stage"
        assert not any(tool in run.args for tool in BUILD_TOOLS), run.args
    installs = [r.args for r in final("RUN") if "pip install" in r.args]
    assert installs and all("--no-index" in a and "--mount=type=bind,from=build" in a for a in installs)
    assert any("pip uninstall --yes pip setuptools" in r.args for r in final("RUN"))


def dockerignored(path: str, patterns: list[str]) -> bool:
    """Docker's rule: the last matching pattern wins; a pattern also excludes everything below a match."""
    ignored = False
    parts = path.strip("/").split("/")
    prefixes = ["/".join(parts[: n + 1]) for n in range(len(parts))]
    for pattern in patterns:
        negate = pattern.startswith("!")
        pat = pattern.lstrip("!").strip("/")
        candidates = [pat, pat.replace("**/", "")] if pat.startswith("**/") else [pat]
        if any(fnmatch.fnmatchcase(p, c) for p in prefixes for c in candidates):
            ignored = not negate
    return ignored


def test_every_copy_source_exists_and_reaches_the_build_context() -> None:
    patterns = [ln.strip() for ln in (REPO / ".dockerignore").read_text().splitlines()
                if ln.strip() and not ln.startswith("#")]
    for must_ignore in (".venv", ".git", "tests", "a/__pycache__", ".pytest_cache", "ledger.db"):
        assert dockerignored(must_ignore, patterns), must_ignore
    for sources, _, _ in copies():
        for source in sources:
            assert (REPO / source).exists(), f"COPY source {source} is missing from the repository"
            assert not dockerignored(source, patterns), f"COPY source {source} is excluded by .dockerignore"


def test_build_stage_copies_everything_the_wheel_needs() -> None:
    project = tomllib.loads((REPO / "pyproject.toml").read_text())
    copied = {s.rstrip("/") for sources, _, _ in copies(0) for s in sources}
    needed = {"pyproject.toml", project["project"]["readme"]}
    needed |= {p.rstrip("*") for p in project["tool"]["setuptools"]["packages"]["find"]["include"]}
    assert needed <= copied, f"missing from the build stage: {needed - copied}"


@pytest.mark.timeout(600)
def test_build_stage_context_builds_a_wheel_with_the_classifier(tmp_path: Path) -> None:
    """Replays the build stage's COPYs into a scratch dir and builds the wheel from only those files."""
    context = tmp_path / "src"
    context.mkdir()
    for sources, dest, _ in copies(0):  # destinations are relative to the stage's WORKDIR
        for source in sources:
            src = REPO / source
            assert src.exists(), f"the build stage copies {source}, which the repository lacks"
            if src.is_dir():
                shutil.copytree(src, context / dest, dirs_exist_ok=True,
                                ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
            else:
                target = context / dest / src.name if dest.endswith("/") else context / dest
                target.parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(src, target)
    out = tmp_path / "wheels"
    result = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "--wheel-dir", str(out), str(context)],
        capture_output=True, text=True, timeout=580,
    )
    assert result.returncode == 0, result.stderr[-3000:]
    (wheel,) = out.glob("model_routing_gateway-*.whl")
    with zipfile.ZipFile(wheel) as zf:
        names = set(zf.namelist())
        entry_points = next(zf.read(n).decode() for n in names if n.endswith("entry_points.txt"))
    assert "gateway/classify/model.json" in names, "the classifier artifact must ship inside the wheel"
    assert not any(n.startswith("classifiers/") for n in names), "training code stays out of the runtime wheel"
    assert "gateway/__init__.py" in names
    assert "gateway = gateway.cli.main:main" in entry_points


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


@pytest.fixture
def livez_server(request: pytest.FixtureRequest) -> Iterator[int]:
    status: int = request.param

    class Handler(http.server.BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            self.send_response(status if self.path == "/livez" else 404)
            self.end_headers()

        def log_message(self, format: str, *args: object) -> None:
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield server.server_address[1]
    server.shutdown()
    server.server_close()


def healthcheck_exit_code(port: int) -> int:
    args = final("HEALTHCHECK")[-1].args.split()
    cmd_at = args.index("CMD")
    command = exec_form(" ".join(args[cmd_at + 1:]))
    assert command[0] == "python", "slim has no curl: the probe must be the image's python"
    assert "127.0.0.1:4000/livez" in command[-1]
    code = command[-1].replace("127.0.0.1:4000", f"127.0.0.1:{port}")
    return subprocess.run([sys.executable, *command[1:-1], code], capture_output=True, timeout=30).returncode


@pytest.mark.parametrize("livez_server", [200], indirect=True)
def test_healthcheck_passes_when_livez_answers_200(livez_server: int) -> None:
    assert healthcheck_exit_code(livez_server) == 0


@pytest.mark.parametrize("livez_server", [503], indirect=True)
def test_healthcheck_fails_when_livez_is_unhealthy(livez_server: int) -> None:
    assert healthcheck_exit_code(livez_server) != 0


def test_healthcheck_fails_when_nothing_listens() -> None:
    assert healthcheck_exit_code(free_port()) != 0
