"""A local OTLP/HTTP trace receiver for measuring the gateway with tracing on: accepts ``POST /v1/traces``
(protobuf), decodes each export with opentelemetry-proto and counts the spans (printed on SIGINT/SIGTERM).

    .venv/bin/python bench/otlp_sink.py --port 4318
"""

from __future__ import annotations

import argparse
import signal
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from opentelemetry.proto.collector.trace.v1.trace_service_pb2 import (
    ExportTraceServiceRequest,
    ExportTraceServiceResponse,
)

ANSWER = ExportTraceServiceResponse().SerializeToString()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=4318)
    args = parser.parse_args()
    counts = {"exports": 0, "spans": 0}
    lock = threading.Lock()

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            body = self.rfile.read(int(self.headers.get("content-length", "0")))
            request = ExportTraceServiceRequest.FromString(body)
            spans = sum(len(s.spans) for r in request.resource_spans for s in r.scope_spans)
            with lock:
                counts["exports"] += 1
                counts["spans"] += spans
            self.send_response(200)
            self.send_header("content-type", "application/x-protobuf")
            self.send_header("content-length", str(len(ANSWER)))
            self.end_headers()
            self.wfile.write(ANSWER)

        def log_message(self, *a: Any) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", args.port), Handler)

    def stop(*_: Any) -> None:
        print(f"exports={counts['exports']} spans={counts['spans']}", flush=True)
        sys.exit(0)

    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
    server.serve_forever()


if __name__ == "__main__":
    main()
