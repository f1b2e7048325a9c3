"""Pure translators between the agents' own protocols and the gateway's lingua franca, chat completions.

Claude Code speaks Anthropic Messages (`anthropic`), Codex CLI speaks the Responses API (`responses`). No
HTTP and no I/O here: the endpoints translate the request, forward chat completions, and translate back.
"""

from gateway.protocols.errors import ProtocolError

__all__ = ["ProtocolError"]
