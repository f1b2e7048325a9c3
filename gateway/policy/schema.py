"""The policy's JSON Schema, generated from the pydantic models, for editors (YAML language servers)."""

from __future__ import annotations

import json
from pathlib import Path

from gateway.policy.model import Policy

SCHEMA_FILE = Path(__file__).resolve().parents[2] / "policies" / "policy.schema.json"


def policy_schema() -> str:
    schema = Policy.model_json_schema(by_alias=True)
    schema["title"] = "Model-routing gateway policy"
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    return json.dumps(schema, indent=2, sort_keys=True) + "\n"


def write_schema(path: Path = SCHEMA_FILE) -> Path:
    path.write_text(policy_schema(), encoding="utf-8")
    return path
