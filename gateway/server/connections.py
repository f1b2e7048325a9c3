"""Client connections under uvicorn: read timeouts, a bound on open connections, their answers.

uvicorn's httptools protocol closes a kept-alive connection only after it has answered on it: a connection
that sends nothing, half a request head, or a head and part of a body is held forever (enough of them
exhaust a process's descriptors). Here:

- a request head must arrive whole within ``header_timeout`` of the connection's accept (its first request)
  or of the head's first byte (later requests); a partial head is answered 408, a silent connection closed;
- a request body may pause at most ``body_timeout`` between pieces (408);
- between requests uvicorn's keep-alive timeout applies (``GATEWAY_KEEPALIVE_TIMEOUT_SECONDS``, longer than
  a load balancer's idle timeout so that the balancer, never the gateway, closes an idle connection);
- past ``max_connections`` open connections a new one is answered 503 at once and closed;
- a request answered before its body arrived (413) closes after a short linger: the rest of its body would
  have to be read before the connection could carry another request.

Every answer of this layer is in OpenAI's error shape (Anthropic's for a ``/v1/messages`` body). The limits
are process-wide: uvicorn builds one protocol per connection from a class. The protocol that enforces them
reads uvicorn's internals and lives with the rest of that in ``gateway.server.uvicorn_compat``.
"""

from __future__ import annotations

from http import HTTPStatus

import orjson

from gateway.protocols.errors import anthropic_error


def error_answer(status: int, message: str, code: str, extra: bytes = b"", anthropic: bool = False) -> bytes:
    """A complete HTTP/1.1 answer that closes the connection, with an error body in OpenAI's shape (or in
    Anthropic's, for ``/v1/messages``)."""
    kind = "server_error" if status >= 500 else "invalid_request_error"
    error = anthropic_error(status, message) if anthropic else {
        "error": {"message": message, "type": kind, "param": None, "code": code}}
    body = orjson.dumps(error)
    return b"".join([
        b"HTTP/1.1 %d %s\r\n" % (status, HTTPStatus(status).phrase.encode()),
        b"content-type: application/json\r\ncontent-length: ", str(len(body)).encode(),
        b"\r\nconnection: close\r\n", extra, b"\r\n", body,
    ])


HEAD_TIMEOUT = error_answer(408, "the request head did not arrive in time", "request_timeout")
BODY_TIMEOUT = error_answer(408, "the request body did not arrive in time", "request_timeout")
BODY_TIMEOUT_ANTHROPIC = error_answer(408, "the request body did not arrive in time", "request_timeout",
                                      anthropic=True)
TOO_MANY = error_answer(503, "the gateway has too many open connections; retry shortly", "too_many_connections",
                        b"retry-after: 1\r\n")
LINGER_SECONDS = 2.0  # a closing connection reads (and drops) what its client still sends, then closes
