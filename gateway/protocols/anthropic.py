"""Anthropic Messages <-> OpenAI chat completions: the public face of the translation for Claude Code."""

from gateway.protocols.anthropic_request import messages_to_chat
from gateway.protocols.anthropic_response import chat_to_message
from gateway.protocols.anthropic_stream import ChatToAnthropicStream
from gateway.protocols.anthropic_tokens import count_tokens
from gateway.protocols.errors import ProtocolError, anthropic_error

__all__ = [
    "ChatToAnthropicStream",
    "ProtocolError",
    "anthropic_error",
    "chat_to_message",
    "count_tokens",
    "messages_to_chat",
]
