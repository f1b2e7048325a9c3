"""OpenAI Responses <-> chat completions: the public face of the translation for Codex CLI."""

from typing import Any

from gateway.protocols.errors import ProtocolError, openai_error
from gateway.protocols.responses_request import responses_to_chat
from gateway.protocols.responses_response import chat_to_response, conversation_items
from gateway.protocols.responses_stream import ChatToResponsesStream


def responses_error(
    status: int, message: str, param: str | None = None, code: str | None = None
) -> dict[str, Any]:
    """OpenAI's error body for the Responses endpoint ({"error": {message, type, param, code}})."""
    return openai_error(status, message, param, code)


__all__ = [
    "ChatToResponsesStream",
    "ProtocolError",
    "chat_to_response",
    "conversation_items",
    "responses_error",
    "responses_to_chat",
]
