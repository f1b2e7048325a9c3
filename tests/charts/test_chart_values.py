"""values.schema.json: good values pass, bad values fail at install time with a message naming the key.

Each case is checked twice: by Helm itself (the check `helm install` runs) and by `jsonschema`'s draft-07
validator, so the schema is neither Helm-specific nor accidentally lenient in one implementation.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import helm_python as helm
import jsonschema
import pytest
from chart_helpers import CHART_DIR, EXAMPLE_VALUES, load_values

SCHEMA: dict[str, Any] = json.loads((CHART_DIR / "values.schema.json").read_text())


def draft7_errors(values: dict[str, Any]) -> list[str]:
    validator = jsonschema.Draft7Validator(SCHEMA)
    return ["/".join(map(str, e.absolute_path)) + ": " + e.message for e in validator.iter_errors(values)]


def test_schema_is_valid_draft07() -> None:
    assert SCHEMA["$schema"] == "http://json-schema.org/draft-07/schema#"
    jsonschema.Draft7Validator.check_schema(SCHEMA)
    assert SCHEMA["additionalProperties"] is False


def test_every_values_key_is_described_by_the_schema() -> None:
    """A key in values.yaml that the schema does not know would make the default install fail."""
    defaults = load_values(CHART_DIR / "values.yaml")
    assert draft7_errors(defaults) == []
    assert set(defaults) <= set(SCHEMA["properties"])


def test_default_values_pass_helm_validation(chart: helm.Chart) -> None:
    chart.validate_schema({})


def test_there_are_example_values_files() -> None:
    assert len(EXAMPLE_VALUES) >= 2, "charts/gateway/ci/ should hold example values files"


@pytest.mark.parametrize("path", EXAMPLE_VALUES, ids=lambda p: p.name)
def test_example_values_pass(chart: helm.Chart, path: Path) -> None:
    overrides = load_values(path)
    chart.validate_schema(overrides)
    assert draft7_errors(chart.merge_values(overrides)) == []


BAD_VALUES: list[tuple[str, dict[str, Any], str]] = [
    ("negative replicas", {"replicaCount": -1}, "replicaCount"),
    ("replicas as string", {"replicaCount": "3"}, "replicaCount"),
    ("unknown top-level key", {"replicas": 3}, "replicas"),
    ("misspelt nested key", {"gateway": {"wokers": 2}}, "wokers"),
    ("zero workers", {"gateway": {"workers": 0}}, "workers"),
    ("negative drain", {"gateway": {"drainSeconds": -5}}, "drainSeconds"),
    ("bootstrapKey as string", {"gateway": {"bootstrapKey": "no"}}, "bootstrapKey"),
    ("bad log level", {"gateway": {"logLevel": "verbose"}}, "logLevel"),
    ("bad pull policy", {"image": {"pullPolicy": "Sometimes"}}, "pullPolicy"),
    ("bad digest", {"image": {"digest": "latest"}}, "digest"),
    ("redis url and secret at once", {"redis": {"url": "redis://r:6379", "existingSecret": "s"}}, "redis"),
    ("redis url with http scheme", {"redis": {"url": "http://redis:6379"}}, "url"),
    ("database url not postgres", {"database": {"url": "mysql://db/ledger"}}, "url"),
    ("env var name with a dash", {"upstreamCredentials": {"env": [
        {"name": "OPENAI-KEY", "secretName": "llm", "key": "openai"}]}}, "name"),
    ("credential without key", {"upstreamCredentials": {"env": [
        {"name": "OPENAI_API_KEY", "secretName": "llm"}]}}, "key"),
    ("policy file not yaml", {"policies": {"files": {"teams.txt": "a: 1"}}}, "teams.txt"),
    ("empty policy file", {"policies": {"files": {"teams.yaml": ""}}}, "teams.yaml"),
    ("zero poll interval", {"policies": {"pollSeconds": 0}}, "pollSeconds"),
    ("rollOnPolicyChange as string", {"policies": {"rollOnPolicyChange": "yes"}}, "rollOnPolicyChange"),
    ("cpu target over 100", {"autoscaling": {"targetCPUUtilizationPercentage": 150}}, "targetCPU"),
    ("pdb with both bounds", {"podDisruptionBudget": {"minAvailable": 1, "maxUnavailable": 1}},
     "podDisruptionBudget"),
    ("service port out of range", {"service": {"port": 70000}}, "port"),
    ("bad service type", {"service": {"type": "Internal"}}, "type"),
    ("bad memory quantity", {"resources": {"requests": {"memory": "lots"}}}, "memory"),
    ("unknown resource", {"resources": {"requests": {"gpu": 1}}}, "gpu"),
    ("scrape interval in words", {"metrics": {"serviceMonitor": {"interval": "30 seconds"}}}, "interval"),
    ("metrics port on the serving port", {"metrics": {"port": 4000}}, "port"),
    ("metrics port as string", {"metrics": {"port": "9090"}}, "port"),
    ("metrics token with an empty key", {"metrics": {"token": {"existingSecret": "m", "key": ""}}}, "key"),
    ("misspelt alert setting", {"metrics": {"prometheusRule": {"enabled": True, "errorRate": {"treshold": 0.1}}}},
     "treshold"),
    ("error rate threshold over 1", {"metrics": {"prometheusRule": {"errorRate": {"threshold": 5}}}}, "threshold"),
    ("alert for in words", {"metrics": {"prometheusRule": {"redisDegraded": {"for": "five minutes"}}}}, "for"),
    ("misspelt dashboard key", {"metrics": {"dashboard": {"enabled": True, "label": {"a": "b"}}}}, "label"),
    ("dashboard label not a string", {"metrics": {"dashboard": {"labels": {"grafana_dashboard": 1}}}},
     "grafana_dashboard"),
    ("misspelt network policy key", {"networkPolicy": {"enabled": True, "ingresFrom": []}}, "ingresFrom"),
    ("network peer with a typo", {"networkPolicy": {"ingressFrom": [{"namespaceSelecter": {}}]}},
     "namespaceSelecter"),
    ("egress port out of range", {"networkPolicy": {"egress": {"rules": [{"ports": [{"port": 70000}]}]}}},
     "port"),
    ("bad ipBlock", {"networkPolicy": {"egress": {"rules": [{"to": [{"ipBlock": {"cidr": "everywhere"}}]}]}}},
     "cidr"),
    ("extra env with value and valueFrom", {"gateway": {"extraEnv": [
        {"name": "A", "value": "1", "valueFrom": {"fieldRef": {"fieldPath": "metadata.name"}}}]}}, "extraEnv"),
    ("extra env without value", {"gateway": {"extraEnv": [{"name": "A"}]}}, "extraEnv"),
    ("misspelt valueFrom source", {"gateway": {"extraEnv": [
        {"name": "A", "valueFrom": {"secretRef": {"name": "s", "key": "k"}}}]}}, "secretRef"),
    ("secretKeyRef without key", {"gateway": {"extraEnv": [
        {"name": "A", "valueFrom": {"secretKeyRef": {"name": "s"}}}]}}, "key"),
    ("misspelt volume source", {"extraVolumes": [{"name": "ca", "configmap": {"name": "ca"}}]}, "configmap"),
    ("volume without a source", {"extraVolumes": [{"name": "ca"}]}, "extraVolumes"),
    ("extra volume named like the chart's", {"extraVolumes": [{"name": "state", "emptyDir": {}}]}, "name"),
    ("mount with a relative path", {"extraVolumeMounts": [{"name": "ca", "mountPath": "etc/ssl"}]}, "mountPath"),
    ("mount over the state dir", {"extraVolumeMounts": [{"name": "ca", "mountPath": "/var/lib/gateway"}]},
     "extraVolumeMounts"),
    ("misspelt mount key", {"extraVolumeMounts": [{"name": "ca", "mountPath": "/x", "readonly": True}]},
     "readonly"),
    ("tests.enabled as string", {"tests": {"enabled": "yes"}}, "enabled"),
    ("ingress path without slash", {"ingress": {"enabled": True, "hosts": [
        {"host": "a.example", "paths": [{"path": "v1", "pathType": "Prefix"}]}]}}, "path"),
]


@pytest.mark.parametrize(("overrides", "key"), [(v, k) for _, v, k in BAD_VALUES],
                         ids=[name for name, _, _ in BAD_VALUES])
def test_bad_values_fail_install_naming_the_key(
    chart: helm.Chart, overrides: dict[str, Any], key: str,
) -> None:
    with pytest.raises(helm.HelmValuesError) as caught:
        chart.validate_schema(overrides)
    assert key in str(caught.value)
    assert draft7_errors(chart.merge_values(overrides)), "jsonschema accepted what Helm rejected"


def test_bad_values_also_stop_rendering(chart: helm.Chart) -> None:
    """Install and template validate before rendering: no manifest is produced from bad values."""
    with pytest.raises(helm.HelmValuesError):
        chart.render({"replicaCount": -1}, name="gw", namespace="ai")
