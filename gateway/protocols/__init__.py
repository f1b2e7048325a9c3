"""Pure translators between the agents' own protocols and the gateway's lingua franca, chat completions.

Claude Code speaks Anthropic Messages (`anthropic`), Codex CLI speaks the Responses API (`responses`). No
HTTP and no I/O here: the endpoints translate the request, forward chat completions, and translate back.
``frontends`` maps each endpoint's protocol onto that path; ``openai_errors`` holds the gateway's own errors
(``GatewayError`` and its subclasses, in OpenAI's shape). Imports only pipeline's ``parse`` (the request
context); every package may import it.
"""

from gateway.protocols.errors import ProtocolError

__all__ = ["ProtocolError"]
