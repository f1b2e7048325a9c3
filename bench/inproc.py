"""The gateway's own Python cost per request, without sockets: the ASGI app driven directly.

A fake upstream object answers at once and real Redis holds the quotas, so the figure is the request path
itself (parse, classify, decide, reserve, settle, ledger, log line, metrics) with no HTTP server or client
in it; ``bench/run.py`` measures the whole process. CPU time is printed, never asserted.

    .venv/bin/python bench/inproc.py [-n 3000] [-c 16] [--prof]
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import os
import pstats
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import orjson
import uvloop

sys.path.insert(0, str(Path(__file__).resolve().parent))
import policy as bench_policy  # the bench's own policy module, found beside this file

KEY = "sk-bench-inproc"
ANSWER: dict[str, Any] = {
    "id": "x", "object": "chat.completion", "created": 1, "model": "fake-fast", "system_fingerprint": "fp",
    "choices": [{"index": 0, "message": {"role": "assistant", "content": "hi " * 200}, "finish_reason": "stop"}],
    "usage": {"prompt_tokens": 579, "completion_tokens": 200, "total_tokens": 779},
}
BODY = orjson.dumps({
    "model": "coder", "max_tokens": 200,
    "messages": [{"role": "user", "content": "Write a function that parses dates. " + "x" * 2000}],
})


class FakeUpstream:
    """Answers every non-streamed call at once with the same reply."""

    def __init__(self) -> None:
        from gateway.upstreams.base import Reply

        self.reply = Reply(200, orjson.dumps(ANSWER), ANSWER)

    async def request(self, call: Any) -> Any:
        return self.reply

    async def open_stream(self, call: Any) -> Any:
        raise NotImplementedError

    async def close(self) -> None:
        pass


def _scope() -> dict[str, Any]:
    headers = [
        (b"host", b"127.0.0.1"), (b"authorization", f"Bearer {KEY}".encode()),
        (b"content-type", b"application/json"), (b"content-length", str(len(BODY)).encode()),
        (b"user-agent", b"bench-inproc"),
    ]
    return {
        "type": "http", "asgi": {"version": "3.0"}, "http_version": "1.1", "method": "POST", "scheme": "http",
        "path": "/v1/chat/completions", "raw_path": b"/v1/chat/completions", "query_string": b"",
        "root_path": "", "headers": headers, "client": ("127.0.0.1", 1), "server": ("127.0.0.1", 4000),
    }


async def main(n: int, concurrency: int, profile: bool) -> None:
    from gateway.server.app import asgi_app, create_app
    from gateway.settings import Settings

    settings = Settings()
    app = create_app(settings)
    asgi = asgi_app(app, settings)
    async with app.router.lifespan_context(app):
        app.state.services.upstreams["openai"] = FakeUpstream()

        async def one() -> None:
            sent = False

            async def receive() -> dict[str, Any]:
                nonlocal sent
                if not sent:
                    sent = True
                    return {"type": "http.request", "body": BODY, "more_body": False}
                await asyncio.sleep(3600)
                return {"type": "http.disconnect"}

            status: list[int] = []

            async def send(message: dict[str, Any]) -> None:
                if message["type"] == "http.response.start":
                    status.append(message["status"])

            await asgi(_scope(), receive, send)  # type: ignore[arg-type]
            if status != [200]:
                raise SystemExit(f"the gateway answered {status}")

        async def worker(count: int) -> None:
            for _ in range(count):
                await one()

        for _ in range(300):  # warm-up: caches, connections, the ledger table
            await one()
        prof = cProfile.Profile() if profile else None
        cpu, wall = time.process_time(), time.perf_counter()
        if prof is not None:
            prof.enable()
        await asyncio.gather(*(worker(n // concurrency) for _ in range(concurrency)))
        if prof is not None:
            prof.disable()
        done = n // concurrency * concurrency
        cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
        per = f"cpu {cpu / done * 1e6:.0f} us/request, wall {wall / done * 1e6:.0f} us"
        print(f"{done} requests, c={concurrency}: {per}")
        await app.state.services.drain_tasks()
        if prof is not None:
            pstats.Stats(prof).sort_stats("tottime").print_stats(35)


def cli() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("-n", type=int, default=3000, help="requests to time")
    parser.add_argument("-c", type=int, default=16, help="concurrent requests")
    parser.add_argument("--prof", action="store_true", help="print a cProfile table (slows the run)")
    parser.add_argument("--redis", default="redis://127.0.0.1:6379/0")
    args = parser.parse_args()
    root = Path(tempfile.mkdtemp(prefix="gw-inproc-"))
    bench_policy.write_policy(root / "policies", "http://127.0.0.1:9/v1", KEY)
    os.environ.update(
        GATEWAY_STATE_DIR=str(root / "state"), GATEWAY_POLICIES_DIR=str(root / "policies"),
        GATEWAY_POLICY_RELOAD="false", GATEWAY_REDIS_URL=args.redis, GATEWAY_LOG_LEVEL="warning",
        GATEWAY_BOOTSTRAP_KEY="false",
    )
    uvloop.run(main(args.n, args.c, args.prof))


if __name__ == "__main__":
    cli()
