"""A SIGTERM that arrives while the gateway is writing a log line still starts the drain.

Why: the drain's signal handler runs on the main thread between two bytecodes; if that thread was inside the
logger's write, which holds a lock that is not reentrant, a line logged from the handler waited on itself and the
process hung until the platform killed it (seen as a gateway still running 30 s after SIGTERM).
"""

from __future__ import annotations

import subprocess
import sys
import textwrap

_SCRIPT = textwrap.dedent(
    """
    import signal, sys, threading, types
    import structlog
    from gateway.observability.logs import configure_logging, log
    from gateway.server.run import drain_on_signal

    configure_logging("info")
    log.info("warm")  # the bytes logger is made (and cached) on first use
    app = types.SimpleNamespace(state=types.SimpleNamespace(services=types.SimpleNamespace(draining=False)))
    on_signal = drain_on_signal(app, 5.0)
    lock = structlog.get_logger("gateway").bind()._logger._lock
    with lock:  # the main thread is in the middle of a write when the signal comes
        delay = on_signal(signal.SIGTERM)
    assert app.state.services.draining and delay == 5.0
    print("returned", file=sys.stderr, flush=True)  # (stdout is the logger's: the drain's line may race it)
    for t in threading.enumerate():  # the drain's line, written once the interrupted write let go
        if t is not threading.main_thread():
            t.join(5)
    """
)


def test_a_sigterm_during_a_log_write_drains_instead_of_hanging() -> None:
    proc = subprocess.run([sys.executable, "-c", _SCRIPT], capture_output=True, text=True, timeout=30)
    assert proc.returncode == 0, proc.stderr
    assert "returned" in proc.stderr.splitlines()
    lines = proc.stdout.splitlines()
    # the drain's own line is written once the interrupted write has finished
    assert any('"event":"draining"' in line and '"signal":"SIGTERM"' in line for line in lines), lines
