"""Schemas of the Prometheus Operator's custom resources the chart renders (monitoring.coreos.com/v1).

kubernetes-validate knows only built-in kinds. These are written from the operator's API reference for
ServiceMonitor and PrometheusRule, limited to the fields the operator documents, and strict
(additionalProperties false) like `kubectl apply` against the CRD's structural schema: a misspelt field fails.
"""

from __future__ import annotations

from typing import Any

import jsonschema

DURATION = {"type": "string", "pattern": "^(0|(([0-9]+)y)?(([0-9]+)w)?(([0-9]+)d)?(([0-9]+)h)?(([0-9]+)m)?"
            "(([0-9]+)s)?(([0-9]+)ms)?)$", "minLength": 1}
STRING_MAP = {"type": "object", "additionalProperties": {"type": "string"}}
NAME = {"type": "string", "pattern": "^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$", "maxLength": 253}
LABEL_NAME = {"type": "string", "pattern": "^[a-zA-Z_][a-zA-Z0-9_]*$"}
SECRET_KEY = {"type": "object", "additionalProperties": False, "required": ["key"],
              "properties": {"name": NAME, "key": {"type": "string"}, "optional": {"type": "boolean"}}}
LABEL_SELECTOR = {"type": "object", "additionalProperties": False, "properties": {
    "matchLabels": STRING_MAP,
    "matchExpressions": {"type": "array", "items": {
        "type": "object", "additionalProperties": False, "required": ["key", "operator"],
        "properties": {"key": {"type": "string"}, "operator": {"enum": ["In", "NotIn", "Exists", "DoesNotExist"]},
                       "values": {"type": "array", "items": {"type": "string"}}}}}}}
RELABEL = {"type": "array", "items": {"type": "object", "additionalProperties": False, "properties": {
    "action": {"type": "string"}, "modulus": {"type": "integer"}, "regex": {"type": "string"},
    "replacement": {"type": "string"}, "separator": {"type": "string"}, "targetLabel": {"type": "string"},
    "sourceLabels": {"type": "array", "items": {"type": "string"}}}}}


def _object(kind: str, spec: dict[str, Any]) -> dict[str, Any]:
    return {
        "type": "object", "additionalProperties": False, "required": ["apiVersion", "kind", "metadata", "spec"],
        "properties": {
            "apiVersion": {"const": "monitoring.coreos.com/v1"},
            "kind": {"const": kind},
            "metadata": {"type": "object", "required": ["name"], "properties": {
                "name": NAME, "namespace": NAME, "labels": STRING_MAP, "annotations": STRING_MAP}},
            "spec": spec,
        },
    }


ENDPOINT = {"type": "object", "additionalProperties": False, "properties": {
    "port": {"type": "string"}, "targetPort": {"type": ["string", "integer"]}, "path": {"type": "string"},
    "scheme": {"enum": ["http", "https"]}, "params": {"type": "object"},
    "interval": DURATION, "scrapeTimeout": DURATION,
    "authorization": {"type": "object", "additionalProperties": False, "properties": {
        "type": {"type": "string"}, "credentials": SECRET_KEY}},
    "basicAuth": {"type": "object"}, "oauth2": {"type": "object"}, "tlsConfig": {"type": "object"},
    "bearerTokenSecret": SECRET_KEY, "honorLabels": {"type": "boolean"}, "honorTimestamps": {"type": "boolean"},
    "trackTimestampsStaleness": {"type": "boolean"}, "metricRelabelings": RELABEL, "relabelings": RELABEL,
    "proxyUrl": {"type": "string"}, "followRedirects": {"type": "boolean"}, "enableHttp2": {"type": "boolean"},
    "filterRunning": {"type": "boolean"}}}

SERVICE_MONITOR = _object("ServiceMonitor", {
    "type": "object", "additionalProperties": False, "required": ["selector", "endpoints"], "properties": {
        "selector": LABEL_SELECTOR,
        "namespaceSelector": {"type": "object", "additionalProperties": False, "properties": {
            "any": {"type": "boolean"}, "matchNames": {"type": "array", "items": NAME}}},
        "endpoints": {"type": "array", "minItems": 1, "items": ENDPOINT},
        "jobLabel": {"type": "string"}, "targetLabels": {"type": "array", "items": {"type": "string"}},
        "podTargetLabels": {"type": "array", "items": {"type": "string"}},
        "sampleLimit": {"type": "integer", "minimum": 0}, "targetLimit": {"type": "integer", "minimum": 0},
        "attachMetadata": {"type": "object"}}})

RULE = {
    "type": "object", "additionalProperties": False, "required": ["expr"],
    "oneOf": [{"required": ["alert"], "not": {"required": ["record"]}},
              {"required": ["record"], "not": {"anyOf": [{"required": ["alert"]}, {"required": ["for"]},
                                                         {"required": ["annotations"]}]}}],
    "properties": {
        "alert": {"type": "string", "pattern": "^[A-Za-z_][A-Za-z0-9_]*$"},
        "record": {"type": "string", "pattern": "^[a-zA-Z_:][a-zA-Z0-9_:]*$"},
        "expr": {"type": ["string", "integer"], "minLength": 1},
        "for": DURATION, "keep_firing_for": DURATION,
        "labels": {"type": "object", "propertyNames": LABEL_NAME, "additionalProperties": {"type": "string"}},
        "annotations": {"type": "object", "additionalProperties": {"type": "string"}},
    },
}

PROMETHEUS_RULE = _object("PrometheusRule", {
    "type": "object", "additionalProperties": False, "properties": {
        "groups": {"type": "array", "items": {
            "type": "object", "additionalProperties": False, "required": ["name", "rules"], "properties": {
                "name": {"type": "string", "minLength": 1}, "interval": DURATION, "query_offset": DURATION,
                "limit": {"type": "integer"}, "partial_response_strategy": {"enum": ["", "warn", "abort"]},
                "labels": STRING_MAP, "rules": {"type": "array", "items": RULE}}}}}})

SCHEMAS = {"ServiceMonitor": SERVICE_MONITOR, "PrometheusRule": PROMETHEUS_RULE}


def validate_custom_resource(doc: dict[str, Any]) -> None:
    """Raises jsonschema.ValidationError naming the first field that the CRD would refuse."""
    jsonschema.Draft7Validator(SCHEMAS[doc["kind"]]).validate(doc)
