"""Reading a request: body size limit, one JSON parse, and the per-request context passed along the path."""

from __future__ import annotations

import itertools
import os
import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import orjson
from starlette.requests import Request

from gateway.ledger.clean import bounded_id, clean_text
from gateway.ledger.entry import CLIENT_MAX, PERSON_MAX, SESSION_ID_MAX
from gateway.policy.decide import Decision
from gateway.policy.model import Team
from gateway.protocols.openai_errors import BadRequest, GatewayError, PayloadTooLarge
from gateway.whatif.record import RouteFacts

REQUEST_ID_RE = re.compile(r"^[A-Za-z0-9._:-]{1,128}$")
# Deepest JSON nesting a body may have: far beyond any real schema or tool definition, and well inside what
# orjson writes back (254 levels) when a body, or part of it (``metadata``), is forwarded or echoed.
MAX_JSON_DEPTH = 128


def plain_headers(request: Request) -> dict[str, str]:
    """All headers as one dict, built once: Starlette's Headers scans its list on every lookup, and the
    path looks up about ten (key, ids, user agent, routing and session hints)."""
    return {key.decode("latin-1"): value.decode("latin-1") for key, value in request.scope["headers"]}


def request_id_of(headers: Mapping[str, str]) -> str:
    """A unique id for the request, prefixed by a sane client-sent x-request-id when there is one."""
    own = f"req_{_ID_PREFIX}{next(_ID_COUNTER):012x}"
    given = headers.get("x-request-id")
    if given and REQUEST_ID_RE.match(given):
        # The client's id leads (for tracing across hops) but never stands alone: ids key reservations and
        # ledger entries, so a reused or guessed id must not collide with another request's.
        return f"{given}.{own}"
    return own


def client_of(headers: Mapping[str, str]) -> str:
    """The caller's User-Agent as logs and the ledger keep it: no control characters, CLIENT_MAX long."""
    return clean_text(headers.get("user-agent", ""), CLIENT_MAX)


def person_of(team: Team, key_id: str, headers: Mapping[str, str], body: Mapping[str, Any]) -> str | None:
    """Who the request is for, from the team's attribution sources in its order of trust: the body's
    ``user`` (Anthropic ``metadata.user_id``), the end-user header, the key's owner. Clean and at most
    PERSON_MAX long (a long one kept distinct by a hash); a blank or non-string value names nobody."""
    attribution = team.attribution
    for source in attribution.sources:
        if source == "user":
            value = body.get("user")
            if value is None:
                metadata = body.get("metadata")
                value = metadata.get("user_id") if isinstance(metadata, dict) else None
        elif source == "header":
            value = headers.get(attribution.header)
        else:
            value = team.owner_of(key_id)
        if isinstance(value, str) and value.strip():
            return bounded_id(value.strip(), PERSON_MAX)
    return None


def bounded_session(session: str | None) -> str | None:
    """A session id as everything downstream keys it (quota pins, logs, the ledger): clean and at most
    SESSION_ID_MAX long, a long one kept distinct by a hash (clients choose session ids, any size)."""
    return None if session is None else bounded_id(session, SESSION_ID_MAX)


class ClientGone(GatewayError):
    """The client left before its body arrived: answered (to nobody) and logged as a request, not a fault."""

    status = 499
    type = "invalid_request_error"
    code = "client_closed_request"


# Unique without a syscall per request: 64 random bits per process, then a counter.
_ID_PREFIX = os.urandom(8).hex()
_ID_COUNTER = itertools.count(1)


async def read_body(request: Request, limit: int, declared: str | None) -> bytes:
    """The whole body, refusing (413) as soon as it is known to exceed ``limit`` bytes."""
    if declared is not None:
        if not declared.isdigit():
            raise BadRequest("invalid Content-Length header", code="invalid_header")
        if int(declared) > limit:
            raise PayloadTooLarge(f"request body is larger than the {limit}-byte limit")
    # The ASGI messages are read directly: Starlette's ``Request.stream`` is an async generator, a few us
    # more per request for what is one message (a body the server had whole) nearly every time.
    receive = request.receive
    chunks: list[bytes] = []
    size = 0
    while True:
        message = await receive()
        if message["type"] != "http.request":
            raise ClientGone("the client closed the connection before sending its whole body")
        chunk: bytes = message.get("body", b"")
        size += len(chunk)
        if size > limit:
            raise PayloadTooLarge(f"request body is larger than the {limit}-byte limit")
        if not message.get("more_body", False):
            if not chunks:
                return chunk
            chunks.append(chunk)
            return b"".join(chunks)
        chunks.append(chunk)


def parse_json_object(raw: bytes) -> dict[str, Any]:
    """Parse the body once. Content-Type is not enforced: clients (and curl -d) vary; JSON is what counts."""
    if not raw:
        raise BadRequest("the request body is empty; send a JSON object", code="invalid_json")
    try:
        body = orjson.loads(raw)
    except orjson.JSONDecodeError as exc:
        raise BadRequest(
            f"the request body is not valid JSON ({str(exc).split(':')[0]})", code="invalid_json"
        ) from None
    if not isinstance(body, dict):
        raise BadRequest("the request body must be a JSON object", code="invalid_json")
    if too_deep(raw, body, MAX_JSON_DEPTH):
        raise BadRequest(
            f"the request body nests JSON more than {MAX_JSON_DEPTH} levels deep", code="json_too_deep"
        )
    return body


def too_deep(raw: bytes, body: dict[str, Any], limit: int) -> bool:
    """Does ``body`` nest objects and arrays more than ``limit`` levels? Checked before anything is sent.

    A body with no more than ``limit`` brackets cannot be deeper (two C-speed counts, the common case);
    only a body with more is walked, iteratively, containers only."""
    if raw.count(b"{") + raw.count(b"[") <= limit:
        return False
    stack: list[tuple[Any, int]] = [(body, 1)]
    while stack:
        value, depth = stack.pop()
        for child in value.values() if isinstance(value, dict) else value:
            if isinstance(child, (dict, list)):
                if depth >= limit:
                    return True
                stack.append((child, depth + 1))
    return False


def require_model(body: dict[str, Any]) -> str:
    model = body.get("model")
    if not isinstance(model, str) or not model:
        raise BadRequest(
            "'model' is required and must be a non-empty string",
            param="model",
            code="missing_required_parameter" if model is None else "invalid_type",
        )
    return model


@dataclass(slots=True)
class RequestContext:
    """One request's state along the path. Treated as immutable: a step that learns something builds a new
    context (``routed``) rather than changing the one it was given. Not ``frozen``, which makes each build
    several times slower (every field set through ``object.__setattr__``)."""

    request_id: str
    endpoint: str
    received: float
    team: str
    key_id: str
    client: str
    model_name: str
    body: dict[str, Any]  # what goes upstream (chat form for translated protocols)
    client_body: dict[str, Any]  # what the client sent (classification reads this)
    upstream_path: str
    body_bytes: int
    stream: bool
    prompt_estimate: int
    score: float | None = None
    request_class: str | None = None
    session_id: str | None = None
    decision: Decision | None = None
    facts: RouteFacts | None = None  # what the decision saw, recorded for policy replays
    person: str | None = None  # who the request is for (``person_of``), kept on every ledger entry
    beta: str | None = None  # the client's ``anthropic-beta`` header, for a native Anthropic upstream

    def routed(
        self, decision: Decision, score: float | None = None, request_class: str | None = None,
        session_id: str | None = None, facts: RouteFacts | None = None,
    ) -> RequestContext:
        """This context with its route, built by the constructor: ``dataclasses.replace`` is much slower."""
        return RequestContext(
            self.request_id, self.endpoint, self.received, self.team, self.key_id, self.client, self.model_name,
            self.body, self.client_body, self.upstream_path, self.body_bytes, self.stream, self.prompt_estimate,
            score, request_class, session_id, decision, facts, self.person, self.beta,
        )

    def with_decision(self, decision: Decision) -> RequestContext:
        """This context with another decision (a fallback, an alternate, a budget downgrade)."""
        return self.routed(decision, self.score, self.request_class, self.session_id, self.facts)
