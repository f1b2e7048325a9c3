"""Keys: generation, hashing, and finding the team of a presented key.

Only hashes are stored (in the policy or the state dir); the lookup is by hash, so no stored secret is ever
compared byte by byte, and the admin key is compared in constant time.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from collections.abc import Mapping
from dataclasses import dataclass

from gateway.protocols.openai_errors import Unauthorized

KEY_PREFIX = "gw-"


@dataclass(frozen=True, slots=True)
class Caller:
    team: str
    key_id: str


def new_key() -> str:
    return KEY_PREFIX + secrets.token_urlsafe(32)


def hash_key(key: str) -> str:
    return "sha256:" + hashlib.sha256(key.encode("utf-8", "surrogatepass")).hexdigest()


def presented_key(headers: Mapping[str, str]) -> str | None:
    """The key from ``Authorization: Bearer`` (OpenAI clients) or ``x-api-key`` (Anthropic clients).

    A bare ``Authorization: <key>`` (one token, no scheme) is accepted too: several IDE plugins send the key
    that way when the user pastes it into a "header value" field. Another scheme (``Basic ...``) is not a
    key and is refused by ``authenticate`` with a message that says so."""
    authorization = headers.get("authorization")
    if authorization:
        scheme, _, value = authorization.strip().partition(" ")
        if scheme.lower() == "bearer" and value.strip():
            return value.strip()
        if not value and scheme and scheme.lower() != "bearer":
            return scheme
    return headers.get("x-api-key") or headers.get("api-key") or None


def _missing_key_message(headers: Mapping[str, str]) -> str:
    authorization = (headers.get("authorization") or "").strip()
    scheme = authorization.partition(" ")[0]
    if scheme and scheme.lower() != "bearer":
        return (
            f"unsupported Authorization scheme '{scheme[:20]}': send the key as 'Authorization: Bearer <key>' "
            "(or 'x-api-key: <key>')"
        )
    if scheme:
        return "empty Bearer token: send the key as 'Authorization: Bearer <key>' (or 'x-api-key: <key>')"
    return "no API key: send it as 'Authorization: Bearer <key>' (or 'x-api-key')"


def authenticate(headers: Mapping[str, str], keys: dict[str, tuple[str, str]]) -> Caller:
    """The caller of a key. Accepted keys are remembered per policy version (the dict of hashes), so a
    key is hashed once, not on every request; a reload (a new dict) forgets them."""
    key = presented_key(headers)
    if key is None:
        raise Unauthorized(_missing_key_message(headers), code="missing_api_key")
    cache = _accepted.get(id(keys))
    if cache is None or cache[0] is not keys:
        if len(_accepted) > 8:
            _accepted.clear()
        cache = _accepted[id(keys)] = (keys, {})
    caller = cache[1].get(key)
    if caller is not None:
        return caller
    found = keys.get(hash_key(key))
    if found is None:
        raise Unauthorized("invalid API key")
    caller = Caller(team=found[0], key_id=found[1])
    if len(cache[1]) < 10_000:
        cache[1][key] = caller
    return caller


_accepted: dict[int, tuple[dict[str, tuple[str, str]], dict[str, Caller]]] = {}


def is_admin(headers: Mapping[str, str], admin_key: str | None) -> bool:
    key = presented_key(headers)
    return admin_key is not None and key is not None and hmac.compare_digest(key.encode(), admin_key.encode())
