"""A canary server on loopback: any connection to it is recorded (the bytes it was sent) and refused an answer.

A request that could make the gateway connect somewhere of the client's choosing is pointed at it; the
test then asserts that it heard nothing at all.
"""

from __future__ import annotations

import socketserver
import threading

from tests.support.procs import free_port


class Canary:
    def __init__(self) -> None:
        self.port = free_port()
        self.heard: list[bytes] = []
        outer = self

        class Handler(socketserver.BaseRequestHandler):
            def handle(self) -> None:
                self.request.settimeout(2)
                try:
                    data = self.request.recv(65536)
                except OSError:
                    data = b""
                outer.heard.append(data or b"<connected>")

        self._server = socketserver.ThreadingTCPServer(("127.0.0.1", self.port), Handler)
        self._server.daemon_threads = True
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"

    def __enter__(self) -> Canary:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._server.shutdown()
        self._server.server_close()
