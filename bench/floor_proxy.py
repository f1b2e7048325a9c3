"""The floor: the cheapest sensible Python proxy on the gateway's stack, measured next to it by bench/run.py.

Starlette on uvicorn (uvloop, httptools, one worker, no access log) forwarding ``POST /v1/chat/completions``
unchanged through the gateway's own pooled HTTP/1.1 client. No auth, classification, quotas, ledger or
logging: what it costs per request is what any Python proxy here pays, so "gateway CPU / floor CPU" is a
figure that holds on any machine.

Run: ``python bench/floor_proxy.py --port 9100 --upstream http://127.0.0.1:9001/v1``.
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: import the gateway package from the repo root
    sys.path[0] = str(Path(__file__).resolve().parent.parent)

import argparse
import contextlib
from collections.abc import AsyncIterator

import orjson
import uvicorn
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response, StreamingResponse
from starlette.routing import Route

from gateway.upstreams import http1
from gateway.upstreams.openai_compat import BASE_HEAD

# The header lines the gateway sends to an OpenAI-compatible upstream (no credential: the fake needs none).
HEAD = BASE_HEAD.encode("latin-1")
CONNECT_S, IDLE_S, TOTAL_S = 5.0, 60.0, 600.0


def build_app(upstream_base_url: str) -> Starlette:
    """The proxy app forwarding to ``upstream_base_url`` (e.g. ``http://127.0.0.1:9001/v1``)."""
    pool = http1.Pool(keepalive_seconds=30.0)
    url = upstream_base_url.rstrip("/") + "/chat/completions"

    async def chat(request: Request) -> Response:
        body = await request.body()
        try:
            stream = orjson.loads(body).get("stream") is True
        except (orjson.JSONDecodeError, AttributeError):
            stream = False  # not a JSON object: forwarded anyway, the upstream answers the 400
        try:
            answer = await pool.post(url, HEAD, body, connect=CONNECT_S, idle=IDLE_S, total=TOTAL_S)
            if not stream or answer.status != 200:
                data = await answer.read()
                answer.release()
                return Response(data, answer.status, media_type="application/json")
        except (http1.HTTPFailure, TimeoutError) as exc:
            return _bad_gateway(exc)
        return StreamingResponse(_relay(answer), media_type="text/event-stream")

    async def health(request: Request) -> Response:
        return Response(b"ok", media_type="text/plain")

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        yield
        await pool.close()

    return Starlette(
        routes=[Route("/v1/chat/completions", chat, methods=["POST"]), Route("/health", health)],
        lifespan=lifespan,
    )


async def _relay(answer: http1.Response) -> AsyncIterator[bytes]:
    """The upstream's SSE bytes as they arrive; the connection goes back to the pool only if read to the end."""
    try:
        while not answer.ended:
            data = await answer.read_any()
            if data:
                yield data
    finally:
        answer.close()


def _bad_gateway(exc: Exception) -> Response:
    message = str(exc) or type(exc).__name__
    return JSONResponse({"error": {"message": f"upstream failed: {message}", "type": "upstream_error"}}, 502)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="Lean pass-through proxy: the benchmark's floor.")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--upstream", required=True, help="upstream base URL, e.g. http://127.0.0.1:9001/v1")
    args = parser.parse_args(argv)
    uvicorn.run(
        build_app(args.upstream),
        host=args.host,
        port=args.port,
        loop="uvloop",
        http="httptools",
        workers=1,
        access_log=False,
        log_level="warning",
    )


if __name__ == "__main__":
    main()
