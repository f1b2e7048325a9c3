"""The admin API's schema (`/openapi.json`) and docs page (`/docs`), both behind the admin key, and the
mapping of FastAPI's validation errors onto the gateway's OpenAI-shaped 400."""

from __future__ import annotations

from typing import Any

from fastapi import Depends, FastAPI
from fastapi.exceptions import RequestValidationError
from fastapi.openapi.docs import get_swagger_ui_html
from starlette.responses import HTMLResponse, JSONResponse

from gateway.admin.deps import docs_admin
from gateway.protocols.openai_errors import BadRequest


def validation_error(exc: RequestValidationError) -> BadRequest:
    """The first problem, named by its field (`param`), in the shape every other 400 has."""
    errors: list[Any] = list(exc.errors())
    first = errors[0] if errors else {}
    where = [str(p) for p in first.get("loc", ()) if p not in ("body", "query", "path")]
    param = ".".join(where) or None
    message = f"{param}: {first.get('msg', 'invalid')}" if param else str(first.get("msg", "invalid request"))
    return BadRequest(message, param=param, code="invalid_parameter")


def register(app: FastAPI) -> None:
    @app.get("/openapi.json", include_in_schema=False, dependencies=[Depends(docs_admin)])
    async def openapi() -> JSONResponse:
        return JSONResponse(app.openapi())

    @app.get("/docs", include_in_schema=False, dependencies=[Depends(docs_admin)])
    async def docs() -> HTMLResponse:
        return get_swagger_ui_html(openapi_url="/openapi.json", title=f"{app.title} admin API")
