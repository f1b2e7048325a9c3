"""How each client is pointed at the stand-in and run non-interactively on one task.

Each run gets its own HOME (so no user configuration or login leaks in) and its own repository; the base
URL carries `/t/<family>/<task_id>` so the stand-in can tag and script every request.
"""

from __future__ import annotations

import json
import os
import subprocess
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from classifiers.captures import tools as installers

FAMILIES = ("sdk", "aider", "claude", "codex", "cn")
SDK_AGENT = Path(__file__).with_name("sdk_agent.py")


@dataclass
class Invocation:
    argv: list[str]
    env: dict[str, str]


def execute(inv: Invocation, repo: Path, timeout: float) -> tuple[int, str]:
    """Run one invocation in `repo` with no standard input; returns the exit code (-1 on a timeout) and the
    output, stdout then stderr."""
    try:
        done = subprocess.run(
            inv.argv,
            cwd=repo,
            env=inv.env,
            capture_output=True,
            text=True,
            timeout=timeout,
            stdin=subprocess.DEVNULL,
        )
        return done.returncode, done.stdout + done.stderr
    except subprocess.TimeoutExpired as exc:
        return -1, f"timeout after {timeout}s\n" + str(exc.stdout or "")[-2000:]


def _base_env(home: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("ANTHROPIC", "OPENAI", "CLAUDE", "CODEX"))}
    env.update(
        {
            "HOME": str(home),
            "NO_COLOR": "1",
            "TERM": "dumb",
            "CI": "1",
            "GIT_AUTHOR_NAME": "capture",
            "GIT_AUTHOR_EMAIL": "capture@example.invalid",
            "GIT_COMMITTER_NAME": "capture",
            "GIT_COMMITTER_EMAIL": "capture@example.invalid",
        }
    )
    return env


def invocation(
    family: str,
    tools: Path,
    base: str,
    task: dict[str, Any],
    index: int,
    repo: Path,
    home: Path,
    followup: bool = False,
) -> Invocation:
    """The command line and environment that run `task` in `family` against the stand-in at `base`.

    With `followup`, the command resumes the run's conversation with the task's follow-up prompt (the
    SDK agent has no sessions to resume: it sends the follow-up within its first run).
    """
    prefix = f"{base}/t/{family}/{task['id']}"
    prompt = str(task["followup"] if followup else task["prompt"])
    more = [str(task["followup"])] if family == "sdk" and task.get("followup") else []
    return launch(
        family,
        tools,
        prefix,
        prompt,
        repo,
        home,
        files=[str(f) for f in task.get("files", [])],
        followup=followup,
        variant=index,
        more_prompts=more,
    )


def launch(
    family: str,
    tools: Path,
    prefix: str,
    prompt: str,
    repo: Path,
    home: Path,
    *,
    api_key: str | None = None,
    files: list[str] | None = None,
    followup: bool = False,
    variant: int = 0,
    more_prompts: list[str] | None = None,
) -> Invocation:
    """The command line and environment that run one ask in `family` against the server at `prefix`.

    `prefix` is the server's root as a client sees it (`/v1` is appended for the clients that expect it),
    so the same launch code points a client at the stand-in or at a gateway; `api_key` is the key the
    client sends (default: a placeholder the stand-in ignores). `variant` picks the SDK agent's API and
    streaming mode; `more_prompts` are the SDK agent's later turns.
    """
    key = api_key or ("sk-ant-capture" if family == "claude" else "sk-capture")
    env = _base_env(home)
    exe = str(installers.executable(tools, family))
    home.mkdir(parents=True, exist_ok=True)
    if family == "sdk":
        api = "responses" if variant % 2 else "chat"
        mode = "stream" if (variant // 2) % 2 == 0 else "plain"
        env["OPENAI_API_KEY"] = key
        return Invocation([exe, str(SDK_AGENT), f"{prefix}/v1", api, mode, prompt, *(more_prompts or [])], env)
    if family == "aider":
        env.update({"LITELLM_LOCAL_MODEL_COST_MAP": "True", "AIDER_CHECK_UPDATE": "false"})
        argv = [
            exe,
            "--model",
            "openai/gpt-4o",
            "--weak-model",
            "openai/gpt-4o-mini",
            "--openai-api-base",
            f"{prefix}/v1",
            "--openai-api-key",
            key,
            "--yes-always",
            "--no-check-update",
            "--no-analytics",
            "--no-show-release-notes",
            "--no-gitignore",
            "--no-pretty",
            "--no-fancy-input",
            "--no-auto-lint",
            "--no-show-model-warnings",
            "--auto-test",
            "--test-cmd",
            "python3 -m unittest -q",
            *(["--restore-chat-history"] if followup else []),
            "--message",
            prompt,
            *(files or []),
        ]
        return Invocation(argv, env)
    if family == "claude":
        env.update(
            {
                "ANTHROPIC_BASE_URL": prefix,
                "ANTHROPIC_API_KEY": key,
                # Background calls (titles, topics) on the small model, as in a default setup.
                "ANTHROPIC_SMALL_FAST_MODEL": "claude-haiku-4-5",
                "ANTHROPIC_DEFAULT_HAIKU_MODEL": "claude-haiku-4-5",
                "CLAUDE_CONFIG_DIR": str(home / ".claude"),
                "DISABLE_AUTOUPDATER": "1",
                "DISABLE_TELEMETRY": "1",
                "DISABLE_ERROR_REPORTING": "1",
                "IS_SANDBOX": "1",
            }
        )
        argv = [
            exe,
            *(["-c"] if followup else []),
            "-p",
            prompt,
            "--output-format",
            "json",
            "--model",
            "claude-sonnet-4-5",
            "--allowedTools",
            "Bash,Read,Edit,Write,Glob,Grep",
            "--max-turns",
            "8",
        ]
        return Invocation(argv, env)
    if family == "codex":
        codex_home = home / ".codex"
        codex_home.mkdir(parents=True, exist_ok=True)
        (codex_home / "config.toml").write_text(
            'model = "gpt-5"\nmodel_provider = "standin"\n\n[model_providers.standin]\nname = "standin"\n'
            f'base_url = "{prefix}/v1"\nenv_key = "STANDIN_API_KEY"\nwire_api = "responses"\n',
            encoding="utf-8",
        )
        env.update({"CODEX_HOME": str(codex_home), "STANDIN_API_KEY": key})
        argv = [
            exe,
            "exec",
            "--dangerously-bypass-approvals-and-sandbox",
            "--skip-git-repo-check",
            "-C",
            str(repo),
            *(["resume", "--last"] if followup else []),
            prompt,
        ]
        return Invocation(argv, env)
    if family == "cn":
        config = home / "config.yaml"
        config.write_text(
            json.dumps(
                {
                    "name": "capture",
                    "version": "1.0.0",
                    "schema": "v1",
                    "models": [
                        {
                            "name": "stand-in",
                            "provider": "openai",
                            "model": "gpt-4o",
                            "apiBase": f"{prefix}/v1",
                            "apiKey": key,
                            "roles": ["chat", "edit", "apply"],
                        }
                    ],
                }
            ),
            encoding="utf-8",
        )
        argv = [exe, "-p", prompt, "--config", str(config), "--auto", *(["--resume"] if followup else [])]
        return Invocation(argv, env)
    raise ValueError(f"unknown client family {family!r}")
