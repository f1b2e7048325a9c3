"""The `gateway` command as an operator meets it: its version, its settings, its flags' help, and pipes."""

from __future__ import annotations

import subprocess
from pathlib import Path

from gateway.settings import Settings, settings_table
from tests.support.procs import GATEWAY, REPO


def _run(*args: str, **kwargs: object) -> subprocess.CompletedProcess[str]:
    return subprocess.run([*GATEWAY, *args], capture_output=True, text=True, timeout=60, **kwargs)  # type: ignore[call-overload, no-any-return]


def test_version() -> None:
    done = _run("--version")
    assert done.returncode == 0 and done.stdout.startswith("gateway ") and "unknown" not in done.stdout


def test_every_setting_is_in_the_readme_table_as_generated() -> None:
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    assert settings_table() in readme, "README's settings table drifted: paste the output of `gateway settings`"
    for name in Settings.model_fields:
        assert f"`GATEWAY_{name.upper()}`" in readme
    assert _run("settings").stdout == settings_table()


def test_settings_the_gateway_reads_are_all_in_settings() -> None:
    """No GATEWAY_* variable is read behind Settings' back (it would be undocumented)."""
    for path in (REPO / "gateway").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert 'environ.get("GATEWAY_' not in text and "environ['GATEWAY_" not in text, path


def test_serve_flags_name_their_environment_variables() -> None:
    help_text = _run("serve", "--help").stdout
    for env in ("GATEWAY_HOST", "GATEWAY_PORT", "GATEWAY_POLICIES_DIR"):
        assert env in help_text


def test_a_closed_pipe_is_a_quiet_exit(tmp_path: Path) -> None:
    """`gateway classify big.jsonl | head -1`: the reader leaves early; no traceback, the pipe's exit status."""
    line = '{"id": 1, "endpoint": "/v1/chat/completions", "body": {"messages": [{"role": "user", "content": "hi"}]}}'
    (tmp_path / "big.jsonl").write_text((line + "\n") * 20_000, encoding="utf-8")
    done = subprocess.run(
        f"{' '.join(GATEWAY)} classify big.jsonl | head -1; exit ${{PIPESTATUS[0]}}", shell=True,
        executable="/bin/bash", capture_output=True, text=True, timeout=120, cwd=tmp_path,
    )
    assert "Traceback" not in done.stderr and "BrokenPipe" not in done.stderr, done.stderr
    assert done.returncode == 141
