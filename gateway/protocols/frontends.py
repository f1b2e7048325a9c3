"""Frontends: the protocol a client speaks, mapped onto the one internal path (OpenAI chat completions).

OpenAI endpoints pass bodies through untouched. Anthropic Messages (Claude Code) and the Responses API (Codex
CLI) are translated to chat for the upstream and back for the client, so the same classification, session
pinning, quotas, ledger and shadows apply to every protocol.
"""

from __future__ import annotations

import time
from collections import OrderedDict
from typing import Any, Protocol

import orjson
from starlette.responses import Response

from gateway.pipeline.parse import RequestContext
from gateway.protocols import ProtocolError
from gateway.protocols import anthropic as anth
from gateway.protocols import responses as resp
from gateway.protocols.openai_errors import BadRequest, GatewayError


class Translator(Protocol):
    def feed(self, chunk: dict[str, Any]) -> list[bytes]: ...

    def finish(self) -> list[bytes]: ...


class Frontend:
    """The OpenAI-compatible frontend: bodies and answers pass through as they are."""

    name = "openai"
    upstream_path: str

    def __init__(self, endpoint: str) -> None:
        self.endpoint = endpoint
        self.upstream_path = endpoint.removeprefix("/v1")

    def to_chat(self, body: dict[str, Any], team: str, upstream_history: bool = False) -> dict[str, Any]:
        """The body in chat form; ``upstream_history``: every upstream of the model keeps its own response
        history (native Responses), so a ``previous_response_id`` is theirs to resolve, not this gateway's."""
        return body

    def render(self, ctx: RequestContext, data: dict[str, Any]) -> bytes | None:
        """None: return the upstream's bytes unchanged (no re-serialization)."""
        return None

    def translator(self, ctx: RequestContext) -> Translator | None:
        return None

    def fail_frames(self, translator: Translator, status: int, message: str) -> list[bytes]:
        return []

    def finished(self, ctx: RequestContext, translator: Translator | None, rendered: dict[str, Any] | None) -> None:
        return None

    def error_response(self, error: GatewayError, headers: dict[str, str]) -> Response:
        return error.to_response(headers)


class AnthropicFrontend(Frontend):
    """``POST /v1/messages`` for Claude Code and the anthropic SDK."""

    name = "anthropic"

    def __init__(self) -> None:
        super().__init__("/v1/messages")
        self.upstream_path = "/chat/completions"

    def to_chat(self, body: dict[str, Any], team: str, upstream_history: bool = False) -> dict[str, Any]:
        try:
            return anth.messages_to_chat(body)
        except ProtocolError as exc:
            raise BadRequest(exc.message, param=exc.param) from None

    def render(self, ctx: RequestContext, data: dict[str, Any]) -> bytes | None:
        return orjson.dumps(anth.chat_to_message(data, ctx.model_name))

    def translator(self, ctx: RequestContext) -> Translator | None:
        return anth.ChatToAnthropicStream(ctx.model_name, input_tokens=ctx.prompt_estimate)

    def fail_frames(self, translator: Translator, status: int, message: str) -> list[bytes]:
        assert isinstance(translator, anth.ChatToAnthropicStream)  # the one ``translator`` made
        return translator.fail(status, message)

    def error_response(self, error: GatewayError, headers: dict[str, str]) -> Response:
        body = anth.anthropic_error(error.status, error.message)
        return Response(
            orjson.dumps(body),
            status_code=error.status,
            media_type="application/json",
            headers={**error.headers, **headers},
        )


class ResponseHistory:
    """Conversation items kept per response id for ``previous_response_id`` (per process, bounded, TTL)."""

    def __init__(self, capacity: int = 2048, ttl_seconds: float = 3600.0) -> None:
        self.capacity = capacity
        self.ttl = ttl_seconds
        self._items: OrderedDict[tuple[str, str], tuple[float, list[dict[str, Any]]]] = OrderedDict()

    def get(self, team: str, response_id: str) -> list[dict[str, Any]] | None:
        found = self._items.get((team, response_id))
        if found is None or found[0] < time.monotonic():
            return None
        return found[1]

    def put(self, team: str, response_id: str, items: list[dict[str, Any]]) -> None:
        self._items[(team, response_id)] = (time.monotonic() + self.ttl, items)
        self._items.move_to_end((team, response_id))
        while len(self._items) > self.capacity:
            self._items.popitem(last=False)


class ResponsesFrontend(Frontend):
    """``POST /v1/responses`` for Codex CLI and the openai SDK's responses API."""

    name = "responses"

    def __init__(self, history: ResponseHistory) -> None:
        super().__init__("/v1/responses")
        self.upstream_path = "/chat/completions"
        self.history = history

    def _previous(self, body: dict[str, Any], team: str) -> list[dict[str, Any]] | None:
        previous = body.get("previous_response_id")
        if previous is None:
            return None
        if not isinstance(previous, str):
            raise BadRequest("'previous_response_id' must be a string", param="previous_response_id")
        items = self.history.get(team, previous)
        if items is None:
            raise BadRequest(
                f"previous response '{previous}' is not known to this gateway (responses are kept for an hour "
                "when 'store' is true); send the whole conversation in 'input' instead",
                param="previous_response_id",
                code="previous_response_not_found",
            )
        return items

    def to_chat(self, body: dict[str, Any], team: str, upstream_history: bool = False) -> dict[str, Any]:
        # With upstream history, the chat form (what classification and budgets read) is this turn's input.
        history = None if upstream_history else self._previous(body, team)
        try:
            return resp.responses_to_chat(body, history)
        except ProtocolError as exc:
            raise BadRequest(exc.message, param=exc.param) from None

    def render(self, ctx: RequestContext, data: dict[str, Any]) -> bytes | None:
        response = resp.chat_to_response(data, ctx.model_name, ctx.client_body)
        self._store(ctx, response)
        return orjson.dumps(response)

    def translator(self, ctx: RequestContext) -> Translator | None:
        return resp.ChatToResponsesStream(ctx.model_name, ctx.client_body)

    def fail_frames(self, translator: Translator, status: int, message: str) -> list[bytes]:
        assert isinstance(translator, resp.ChatToResponsesStream)  # the one ``translator`` made
        return translator.fail(message)

    def finished(self, ctx: RequestContext, translator: Translator | None, rendered: dict[str, Any] | None) -> None:
        response = getattr(translator, "response", None)
        if isinstance(response, dict):
            self._store(ctx, response)

    def _store(self, ctx: RequestContext, response: dict[str, Any]) -> None:
        if ctx.client_body.get("store") is False or not isinstance(response.get("id"), str):
            return
        history = None
        previous = ctx.client_body.get("previous_response_id")
        if isinstance(previous, str):
            history = self.history.get(ctx.team, previous)
        self.history.put(ctx.team, response["id"], resp.conversation_items(ctx.client_body, response, history))


def build_frontends() -> dict[str, Frontend]:
    history = ResponseHistory()
    frontends: dict[str, Frontend] = {
        path: Frontend(path) for path in ("/v1/chat/completions", "/v1/completions", "/v1/embeddings")
    }
    frontends["/v1/messages"] = AnthropicFrontend()
    frontends["/v1/responses"] = ResponsesFrontend(history)
    return frontends
