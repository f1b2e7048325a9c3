"""The serving policy and its hot reload: a new policy is built, then swapped in by one reference.

A bad edit keeps the last good policy serving and says why (log, metric, /readyz detail). Reload triggers:
file changes seen by polling (Kubernetes ConfigMap updates are symlink swaps, which inotify often misses)
and SIGHUP. Every reload writes an audit line.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
from collections.abc import Callable
from pathlib import Path
from typing import Protocol

from gateway.observability.logs import audit, log
from gateway.observability.metrics import POLICY_OK, POLICY_RELOADS
from gateway.policy.load import LoadedPolicy, PolicyError, load_policy

Signature = tuple[tuple[str, int, int], ...]
PolicyListener = Callable[[LoadedPolicy], None]


class PolicySource(Protocol):
    """The serving policy as the request path sees it (``PolicyHolder`` implements it): read ``current`` once
    per request, since a reload swaps it for a new object."""

    @property
    def current(self) -> LoadedPolicy: ...

    @property
    def error(self) -> str | None:
        """Why the last reload was rejected (the last good policy still serves), else None."""
        ...

    @property
    def listeners(self) -> list[PolicyListener]:
        """Called with each accepted policy, in order."""
        ...

    def start(self, interval: float) -> None:
        """Watch for changes every ``interval`` seconds (and on SIGHUP)."""
        ...

    async def stop(self) -> None: ...


class PolicyHolder:
    def __init__(self, directory: Path, keys_file: Path | None) -> None:
        self.directory = directory
        self.keys_file = keys_file
        self.current: LoadedPolicy = load_policy(directory, keys_file)
        self.error: str | None = None
        self._signature = self._stat()
        self._task: asyncio.Task[None] | None = None
        self.listeners: list[PolicyListener] = []
        POLICY_OK.set(1)

    def _stat(self) -> Signature:
        entries: list[tuple[str, int, int]] = []
        paths = list(self.directory.iterdir()) if self.directory.is_dir() else []
        if self.keys_file is not None:
            paths.append(self.keys_file)
        for path in sorted(paths):
            try:
                st = os.stat(path)  # follows symlinks: a ConfigMap swap changes the target's stat
            except OSError:
                continue
            entries.append((str(path), st.st_mtime_ns, st.st_size))
        return tuple(entries)

    def reload(self, trigger: str) -> bool:
        """Try to load the policy again; keep the old one on error. Returns True when accepted."""
        self._signature = self._stat()
        previous = self.current.digest
        try:
            loaded = load_policy(self.directory, self.keys_file)
        except PolicyError as exc:
            self.error = str(exc)
            POLICY_RELOADS.labels("rejected").inc()
            POLICY_OK.set(0)
            audit.warning("policy_reload", result="rejected", trigger=trigger, serving=previous, error=self.error)
            return False
        self.current = loaded
        self.error = None
        for listener in self.listeners:
            listener(loaded)
        POLICY_RELOADS.labels("accepted").inc()
        POLICY_OK.set(1)
        audit.info(
            "policy_reload",
            result="accepted",
            trigger=trigger,
            previous=previous,
            serving=loaded.digest,
            files=list(loaded.files),
            changed=previous != loaded.digest,
        )
        return True

    async def _watch(self, interval: float) -> None:
        while True:
            await asyncio.sleep(interval)
            try:
                if self._stat() != self._signature:
                    self.reload("file-change")
            except Exception as exc:  # the watcher must never die silently
                log.error("policy_watch_failed", error=type(exc).__name__)

    def start(self, interval: float) -> None:
        loop = asyncio.get_running_loop()
        self._task = loop.create_task(self._watch(interval))
        with contextlib.suppress(NotImplementedError, RuntimeError, ValueError):
            loop.add_signal_handler(signal.SIGHUP, self.reload, "sighup")

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
