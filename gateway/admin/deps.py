"""The admin API's one authentication layer, as FastAPI dependencies.

`viewer` accepts the admin key or a team key (reports a team may read about itself); `admin_only` accepts the
admin key alone. A refused call raises a GatewayError, which the app answers in the OpenAI error shape.
Browsers opening `/docs` may send the admin key as the password of HTTP Basic auth.
"""

from __future__ import annotations

import base64
import binascii

from fastapi import Depends
from fastapi.security import HTTPBearer
from starlette.requests import Request

from gateway.admin.access import Viewer, viewer_of
from gateway.auth.lookup import is_admin, presented_key
from gateway.protocols.openai_errors import Forbidden, Unauthorized
from gateway.server.services import Services

# Only for the schema (the docs page's "Authorize" button): it never refuses, the dependencies below do.
bearer = HTTPBearer(auto_error=False, description="the admin key, or a team key where a team may read")


def services(request: Request) -> Services:
    found: Services = request.app.state.services
    return found


def viewer(request: Request, svc: Services = Depends(services)) -> Viewer:  # noqa: B008 - FastAPI's idiom
    """The admin, the finance key (reads every team) or a team (Unauthorized for a missing or unknown key)."""
    settings = svc.settings
    return viewer_of(request.headers, settings.admin_key, svc.policy.current.keys, settings.finance_key)


def admin_only(request: Request, svc: Services = Depends(services)) -> Viewer:  # noqa: B008
    """The admin key, or 401 (no key) / 403 (a key that is not the admin's)."""
    if is_admin(request.headers, svc.settings.admin_key):
        return Viewer(None, "admin", "admin")
    if presented_key(request.headers) is not None:
        raise Forbidden("this endpoint needs the admin key")
    raise Unauthorized("the admin key is required", code="missing_api_key")


def _basic_password(request: Request) -> str | None:
    scheme, _, value = (request.headers.get("authorization") or "").partition(" ")
    if scheme.lower() != "basic":
        return None
    try:
        return base64.b64decode(value.strip(), validate=True).decode().partition(":")[2]
    except (binascii.Error, UnicodeDecodeError):
        return None


def docs_admin(request: Request, svc: Services = Depends(services)) -> None:  # noqa: B008
    """The schema and docs page: the admin key as a Bearer token, or as a Basic password (a browser's prompt)."""
    password = _basic_password(request)
    admin_key = svc.settings.admin_key
    if password is not None and admin_key is not None and is_admin({"x-api-key": password}, admin_key):
        return
    if password is None and is_admin(request.headers, admin_key):
        return
    raise Unauthorized("the admin key is required (Bearer, or as the password of Basic auth)",
                       code="missing_api_key", headers={"www-authenticate": 'Basic realm="gateway admin"'})
