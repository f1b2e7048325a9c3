"""``POST /admin/policy/what-if``: the what-if report over HTTP, for the dashboard and for review bots.

The proposed policy travels in the body as its YAML files (``{"files": {"policy.yaml": "..."}}``), never as
a path: a caller cannot make the server read a directory of its choosing. The files are written to a fresh
temporary directory, loaded with the same validator the CLI uses, replayed against the ledger and the
served policy, and deleted. Admin key: every team; a team key: its own team's requests only (as the other
``/admin`` reports). Replays run one at a time, off the event loop.
"""

from __future__ import annotations

import asyncio
import re
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import yaml
from fastapi import FastAPI
from starlette.requests import Request
from starlette.responses import Response

from gateway.admin.access import scope, viewer_of
from gateway.admin.dashboard_data import default_period
from gateway.observability.logs import audit
from gateway.pipeline.parse import parse_json_object, read_body
from gateway.pipeline.validate import check_params
from gateway.protocols.openai_errors import BadRequest, GatewayError
from gateway.server.services import Services
from gateway.whatif.report import FORMATS, render, to_doc

MAX_FILES = 64
MAX_ALIASES = 100
_FILE_NAME = re.compile(r"^[A-Za-z0-9_.-]{1,100}\.ya?ml$")
MEDIA = {"json": "application/json", "csv": "text/csv; charset=utf-8", "table": "text/plain; charset=utf-8"}
_one_at_a_time = asyncio.Lock()


def _files(payload: dict[str, Any]) -> dict[str, str]:
    files = payload.get("files")
    if not isinstance(files, dict) or not files:
        raise BadRequest('send the proposed policy as {"files": {"policy.yaml": "<YAML>", ...}}', param="files")
    if len(files) > MAX_FILES:
        raise BadRequest(f"at most {MAX_FILES} policy files", param="files")
    for name, text in files.items():
        if not _FILE_NAME.match(name) or name.startswith("."):
            raise BadRequest("policy file names are plain names ending in .yaml or .yml", param="files")
        if not isinstance(text, str):
            raise BadRequest(f"files.{name} must be the file's YAML text", param="files")
        if _aliases(text) > MAX_ALIASES:
            raise BadRequest(f"files.{name} uses more than {MAX_ALIASES} YAML aliases", param="files")
    return files


def _aliases(text: str) -> int:
    """YAML aliases in a file: a few kilobytes of nested aliases expand to gigabytes when loaded."""
    try:
        return sum(isinstance(token, yaml.AliasToken) for token in yaml.scan(text, Loader=yaml.SafeLoader))
    except yaml.YAMLError:
        return 0  # the loader names the file and line


async def what_if_endpoint(services: Services, request: Request) -> Response:
    from gateway.auth.local_keys import keys_file
    from gateway.policy.load import PolicyError, load_policy
    from gateway.whatif.run import ReplaySource, what_if

    fields: dict[str, Any] = {"action": "policy_what_if"}
    try:
        served = services.policy.current
        viewer = viewer_of(request.headers, services.settings.admin_key, served.keys)
        fields |= viewer.audit_fields()
        check_params(request.query_params.multi_items())
        q = request.query_params
        team = scope(viewer, q.get("team"))
        fmt = q.get("format") or "json"
        if fmt not in FORMATS:
            raise BadRequest(f"format must be one of {', '.join(FORMATS)}", param="format")
        raw = await read_body(request, services.settings.max_body_bytes, request.headers.get("content-length"))
        files = _files(parse_json_object(raw))
        with tempfile.TemporaryDirectory(prefix="gateway-whatif-") as tmp:
            for name, text in files.items():
                (Path(tmp) / name).write_text(text, encoding="utf-8")
            try:
                proposed = load_policy(Path(tmp), keys_file(services.settings.state_dir))
            except PolicyError as exc:
                message = str(exc).replace(tmp + "/", "")
                raise BadRequest(f"the policy does not validate: {message}", param="files",
                                 code="policy_invalid") from None
        source: ReplaySource = services.ledger.store
        async with _one_at_a_time:
            report = await what_if(
                source, served, proposed, services.prices, period=q.get("period") or default_period(), team=team,
                current_name="served", proposed_name="proposed", in_thread=True,
            )
        if viewer.team is not None:
            fields["team"] = viewer.team
        body = render(report, fmt) if fmt != "json" else None
        response = (Response(body, media_type=MEDIA[fmt]) if body is not None
                    else Response(_json(to_doc(report)), media_type=MEDIA["json"]))
    except GatewayError as error:
        response = error.to_response()
    except ValueError as error:  # a bad period
        response = BadRequest(str(error), param="period").to_response()
    audit.info("admin_action", status=response.status_code, **fields)
    return response


def _json(doc: dict[str, Any]) -> bytes:
    import orjson

    return orjson.dumps(doc)


def register(app: FastAPI, services_of: Callable[[Request], Services]) -> None:
    async def endpoint(request: Request) -> Response:
        return await what_if_endpoint(services_of(request), request)

    app.add_route("/admin/policy/what-if", endpoint, methods=["POST"], include_in_schema=False)
