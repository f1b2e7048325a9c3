"""What the chart renders, through Helm's own engine, checked against Kubernetes schemas and the contract.

The contract (from the gateway's side): probes on /livez and /readyz, SIGTERM drains for
GATEWAY_DRAIN_SECONDS, state in GATEWAY_STATE_DIR, policies in /etc/gateway/policies hot-reloaded or rolled.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import helm_python as helm
import kubernetes_validate
import pytest
from chart_helpers import CHART_DIR, EXAMPLE_VALUES, Manifests, Render, container, env_of, load_values, only
from crd_schemas import validate_custom_resource

# The oldest Kubernetes the chart claims (Chart.yaml kubeVersion) and the newest schemas available.
KUBE_VERSIONS = ["1.25.0", kubernetes_validate.latest_version()]
EVERYTHING_ON: dict[str, Any] = {
    "redis": {"url": "redis://redis:6379/0"},
    "autoscaling": {"enabled": True},
    "ingress": {"enabled": True, "tls": [{"secretName": "tls", "hosts": ["gateway.example.internal"]}]},
    "metrics": {"serviceMonitor": {"enabled": True, "labels": {"release": "prometheus"}},
                "prometheusRule": {"enabled": True}, "dashboard": {"enabled": True}},
    "policies": {"files": {"default.yaml": "models: {}\n"}},
    "networkPolicy": {"enabled": True, "egress": {"restrict": True}},
    "extraVolumes": [{"name": "ca", "configMap": {"name": "corporate-ca"}}],
    "extraVolumeMounts": [{"name": "ca", "mountPath": "/etc/ssl/corporate", "readOnly": True}],
}
EXPECTED_KIND = {
    "deployment.yaml": ("apps/v1", "Deployment"),
    "service.yaml": ("v1", "Service"),
    "configmap.yaml": ("v1", "ConfigMap"),
    "hpa.yaml": ("autoscaling/v2", "HorizontalPodAutoscaler"),
    "pdb.yaml": ("policy/v1", "PodDisruptionBudget"),
    "servicemonitor.yaml": ("monitoring.coreos.com/v1", "ServiceMonitor"),
    "ingress.yaml": ("networking.k8s.io/v1", "Ingress"),
    "serviceaccount.yaml": ("v1", "ServiceAccount"),
    "prometheusrule.yaml": ("monitoring.coreos.com/v1", "PrometheusRule"),
    "dashboard.yaml": ("v1", "ConfigMap"),
    "networkpolicy.yaml": ("networking.k8s.io/v1", "NetworkPolicy"),
    "readyz-test.yaml": ("v1", "Pod"),
}
# Custom resources: kubernetes-validate has no schema for them; crd_schemas.py holds one written from the
# Prometheus Operator's documented fields.
CRDS = {"ServiceMonitor", "PrometheusRule"}

CASES: list[tuple[str, dict[str, Any]]] = [
    ("defaults", {}),
    ("everything-on", EVERYTHING_ON),
    *[(p.name, load_values(p)) for p in EXAMPLE_VALUES],
]


def test_helm_lint_finds_no_errors() -> None:
    report = helm.lint(str(CHART_DIR), strict=True)
    assert report["errors"] == []
    assert [m for m in report["messages"] if m["severity"] > 1] == [], report["messages"]


def test_one_template_per_kind() -> None:
    templates = {p.name for p in (CHART_DIR / "templates").rglob("*.yaml")}
    assert templates == set(EXPECTED_KIND)


@pytest.mark.parametrize(("case", "values"), CASES, ids=[c for c, _ in CASES])
def test_rendered_objects_are_valid_kubernetes(render: Render, case: str, values: dict[str, Any]) -> None:
    manifests = render(values)
    assert {"deployment.yaml", "service.yaml", "serviceaccount.yaml"} <= set(manifests)
    for file, docs in manifests.items():
        assert len(docs) == 1, f"{file} rendered {len(docs)} objects"
        doc = docs[0]
        assert (doc["apiVersion"], doc["kind"]) == EXPECTED_KIND[file]
        if doc["kind"] in CRDS:
            validate_custom_resource(doc)
            continue
        for version in KUBE_VERSIONS:
            kubernetes_validate.validate(doc, version, strict=True)


def test_strict_validation_does_catch_unknown_fields(render: Render) -> None:
    """Guards the test above: a misspelt field in a rendered object must be reported."""
    deployment = only(render(), "deployment.yaml")
    deployment["spec"]["template"]["spec"]["containers"][0]["livenesProbe"] = {}
    with pytest.raises(kubernetes_validate.ValidationError):
        kubernetes_validate.validate(deployment, KUBE_VERSIONS[-1], strict=True)


def test_all_optional_objects_render_when_enabled(render: Render) -> None:
    assert set(render(EVERYTHING_ON)) == set(EXPECTED_KIND)
    assert set(render()) == {"deployment.yaml", "service.yaml", "serviceaccount.yaml", "pdb.yaml",
                             "readyz-test.yaml"}


def test_probes_use_livez_and_readyz_on_the_served_port(render: Render) -> None:
    c = container(render())
    assert c["ports"][0] == {"name": "http", "containerPort": 4000, "protocol": "TCP"}
    assert c["livenessProbe"]["httpGet"] == {"path": "/livez", "port": "http"}
    assert c["startupProbe"]["httpGet"] == {"path": "/livez", "port": "http"}
    assert c["readinessProbe"]["httpGet"] == {"path": "/readyz", "port": "http"}


@pytest.mark.parametrize(("pre_stop", "drain", "margin"), [(5, 25, 10), (10, 120, 15), (0, 0, 0)])
def test_grace_period_covers_prestop_and_drain(
    render: Render, pre_stop: int, drain: int, margin: int,
) -> None:
    manifests = render({"gateway": {"preStopSleepSeconds": pre_stop, "drainSeconds": drain,
                                    "terminationGraceMarginSeconds": margin}})
    pod = only(manifests, "deployment.yaml")["spec"]["template"]["spec"]
    assert pod["terminationGracePeriodSeconds"] == pre_stop + drain + margin
    assert container(manifests)["lifecycle"]["preStop"]["exec"]["command"] == ["sleep", str(pre_stop)]
    assert env_of(manifests)["GATEWAY_DRAIN_SECONDS"] == str(drain)


def test_rolling_update_never_drops_capacity(render: Render) -> None:
    strategy = only(render(), "deployment.yaml")["spec"]["strategy"]
    assert strategy["rollingUpdate"]["maxUnavailable"] == 0


def test_pod_is_non_root_with_read_only_root_and_writable_state(render: Render) -> None:
    manifests = render()
    pod = only(manifests, "deployment.yaml")["spec"]["template"]["spec"]
    c = container(manifests)
    assert pod["securityContext"]["runAsNonRoot"] is True
    assert pod["securityContext"]["runAsUser"] == 10001
    assert pod["automountServiceAccountToken"] is False
    assert c["securityContext"]["readOnlyRootFilesystem"] is True
    assert c["securityContext"]["allowPrivilegeEscalation"] is False
    assert c["securityContext"]["capabilities"]["drop"] == ["ALL"]
    mounts = {m["mountPath"]: m["name"] for m in c["volumeMounts"]}
    volumes = {v["name"]: v for v in pod["volumes"]}
    assert "emptyDir" in volumes[mounts["/var/lib/gateway"]]
    assert "emptyDir" in volumes[mounts["/tmp"]]
    assert env_of(manifests)["GATEWAY_STATE_DIR"] == "/var/lib/gateway"


def test_default_install_uses_the_image_policy_and_in_process_state(render: Render) -> None:
    manifests = render()
    env = env_of(manifests)
    assert "configmap.yaml" not in manifests
    assert "/etc/gateway/policies" not in {m["mountPath"] for m in container(manifests)["volumeMounts"]}
    assert env["GATEWAY_POLICIES_DIR"] == "/etc/gateway/policies"
    assert "GATEWAY_REDIS_URL" not in env
    assert "GATEWAY_DATABASE_URL" not in env
    assert "GATEWAY_ADMIN_KEY" not in env
    assert env["GATEWAY_BOOTSTRAP_KEY"] == "false", "a key printed to pod logs must be opt-in"


def test_settings_reach_the_process_as_env(render: Render) -> None:
    env = env_of(render({"gateway": {"logLevel": "warning", "maxBodyBytes": 2048,
                                     "extraEnv": [{"name": "GATEWAY_X", "value": "7"}]}}))
    assert "GATEWAY_WORKERS" not in env  # one process per pod: replicas scale it
    assert env["GATEWAY_LOG_LEVEL"] == "warning"
    assert env["GATEWAY_MAX_BODY_BYTES"] == "2048"
    assert env["GATEWAY_X"] == "7"
    assert env_of(render({"policies": {"pollSeconds": 0.5}}))["GATEWAY_POLICY_POLL_SECONDS"] == "0.5"


def test_secrets_are_referenced_never_inlined(render: Render) -> None:
    manifests = render({
        "adminKey": {"existingSecret": "gw-admin", "key": "token"},
        "redis": {"existingSecret": "gw-state", "key": "redis"},
        "database": {"existingSecret": "gw-state", "key": "pg"},
        "upstreamCredentials": {"fromSecrets": ["llm-keys"], "env": [
            {"name": "OPENAI_API_KEY", "secretName": "openai", "key": "api-key"},
            {"name": "ANTHROPIC_API_KEY", "secretName": "anthropic", "key": "api-key"}]},
    })
    env = env_of(manifests)

    def ref(name: str, key: str) -> dict[str, Any]:
        return {"secretKeyRef": {"name": name, "key": key}}

    assert env["GATEWAY_ADMIN_KEY"] == ref("gw-admin", "token")
    assert env["GATEWAY_REDIS_URL"] == ref("gw-state", "redis")
    assert env["GATEWAY_DATABASE_URL"] == ref("gw-state", "pg")
    assert env["OPENAI_API_KEY"] == ref("openai", "api-key")
    assert env["ANTHROPIC_API_KEY"] == ref("anthropic", "api-key")
    assert container(manifests)["envFrom"] == [{"secretRef": {"name": "llm-keys"}}]


def test_plain_urls_are_passed_as_values(render: Render) -> None:
    env = env_of(render({"redis": {"url": "rediss://r.example:6380/1"},
                         "database": {"url": "postgresql://gw@pg/ledger"}}))
    assert env["GATEWAY_REDIS_URL"] == "rediss://r.example:6380/1"
    assert env["GATEWAY_DATABASE_URL"] == "postgresql://gw@pg/ledger"


def policy_values(text: str, roll: bool = True) -> dict[str, Any]:
    files = {"default.yaml": text, "teams.yaml": "teams: {}\n"}
    return {"policies": {"rollOnPolicyChange": roll, "files": files}}


def pod_template(manifests: Manifests) -> dict[str, Any]:
    result: dict[str, Any] = only(manifests, "deployment.yaml")["spec"]["template"]
    return result


def test_policy_files_become_the_mounted_configmap(render: Render) -> None:
    text = "# edited by the platform team\nmodels:\n  coder: {}\n"
    manifests = render(policy_values(text))
    configmap = only(manifests, "configmap.yaml")
    assert configmap["data"] == {"default.yaml": text, "teams.yaml": "teams: {}\n"}
    c = container(manifests)
    mount = next(m for m in c["volumeMounts"] if m["mountPath"] == "/etc/gateway/policies")
    assert mount["readOnly"] is True
    assert "subPath" not in mount, "subPath mounts never see ConfigMap updates: hot reload would break"
    volume = next(v for v in pod_template(manifests)["spec"]["volumes"] if v["name"] == mount["name"])
    assert volume["configMap"]["name"] == configmap["metadata"]["name"]


def test_roll_on_policy_change_changes_the_pod_template(render: Render) -> None:
    before = pod_template(render(policy_values("models: {}\n")))
    after = pod_template(render(policy_values("models: {coder: {}}\n")))
    assert before["metadata"]["annotations"]["checksum/policies"]
    assert before != after, "a policy edit must change the pod template so the Deployment rolls"


def test_hot_reload_mode_keeps_pods_when_policies_change(render: Render) -> None:
    first = render(policy_values("models: {}\n", roll=False))
    second = render(policy_values("x: 1\n", roll=False))
    assert pod_template(first) == pod_template(second), "without rollOnPolicyChange pods must not roll"
    assert only(first, "configmap.yaml")["data"] != only(second, "configmap.yaml")["data"]
    assert "checksum/policies" not in pod_template(first)["metadata"].get("annotations", {})


def test_existing_configmap_is_mounted_and_not_created(render: Render) -> None:
    manifests = render({"policies": {"existingConfigMap": "gitops-policies", "files": {"a.yaml": "x: 1\n"}}})
    assert "configmap.yaml" not in manifests
    volumes = pod_template(manifests)["spec"]["volumes"]
    assert {"name": "policies", "configMap": {"name": "gitops-policies"}} in volumes


def test_pod_annotations_are_kept_beside_the_checksum(render: Render) -> None:
    values = {**policy_values("models: {}\n"), "podAnnotations": {"team": "platform"}}
    annotations = pod_template(render(values))["metadata"]["annotations"]
    assert annotations["team"] == "platform"
    assert "checksum/policies" in annotations


def test_several_replicas_without_redis_are_refused(chart: helm.Chart) -> None:
    for values in ({"replicaCount": 2}, {"autoscaling": {"enabled": True}}):
        with pytest.raises(helm.HelmRenderError, match="redis"):
            chart.render(values, name="gw", namespace="ai")


def test_bootstrap_key_is_refused_with_several_replicas(chart: helm.Chart, render: Render) -> None:
    assert env_of(render({"gateway": {"bootstrapKey": True}}))["GATEWAY_BOOTSTRAP_KEY"] == "true"
    values = {"replicaCount": 2, "redis": {"url": "redis://r:6379"}, "gateway": {"bootstrapKey": True}}
    with pytest.raises(helm.HelmRenderError, match="bootstrapKey"):
        chart.render(values, name="gw", namespace="ai")


def test_autoscaling_floor_above_ceiling_is_refused(chart: helm.Chart) -> None:
    values = {"redis": {"url": "redis://r:6379"}, "autoscaling": {"enabled": True, "minReplicas": 5,
                                                                  "maxReplicas": 3}}
    with pytest.raises(helm.HelmRenderError, match="minReplicas"):
        chart.render(values, name="gw", namespace="ai")


def test_hpa_owns_replicas_and_targets_cpu(render: Render) -> None:
    manifests = render({"redis": {"url": "redis://r:6379"}, "autoscaling": {
        "enabled": True, "minReplicas": 3, "maxReplicas": 12, "targetCPUUtilizationPercentage": 60}})
    deployment, hpa = only(manifests, "deployment.yaml"), only(manifests, "hpa.yaml")
    assert "replicas" not in deployment["spec"], "the HPA and the Deployment would fight over replicas"
    assert hpa["spec"]["scaleTargetRef"] == {"apiVersion": "apps/v1", "kind": "Deployment",
                                             "name": deployment["metadata"]["name"]}
    assert (hpa["spec"]["minReplicas"], hpa["spec"]["maxReplicas"]) == (3, 12)
    (metric,) = hpa["spec"]["metrics"]
    assert metric["resource"] == {"name": "cpu", "target": {"type": "Utilization", "averageUtilization": 60}}


@pytest.mark.parametrize(("pdb", "expected"), [
    ({}, {"maxUnavailable": 1}),
    ({"minAvailable": 2}, {"minAvailable": 2}),
    ({"maxUnavailable": "25%"}, {"maxUnavailable": "25%"}),
])
def test_pdb_bounds(render: Render, pdb: dict[str, Any], expected: dict[str, Any]) -> None:
    spec = only(render({"podDisruptionBudget": pdb}), "pdb.yaml")["spec"]
    assert {k: v for k, v in spec.items() if k != "selector"} == expected


def test_service_ingress_and_monitor_point_at_the_pods(render: Render) -> None:
    manifests = render(EVERYTHING_ON)
    pod_labels = pod_template(manifests)["metadata"]["labels"]
    service = only(manifests, "service.yaml")
    assert service["spec"]["selector"].items() <= pod_labels.items()
    ports = {p["name"]: p for p in service["spec"]["ports"]}
    assert set(ports) == {"http", "metrics"}
    assert ports["http"]["targetPort"] == "http" and ports["metrics"]["targetPort"] == "metrics"
    backend = only(manifests, "ingress.yaml")["spec"]["rules"][0]["http"]["paths"][0]["backend"]["service"]
    assert backend == {"name": service["metadata"]["name"], "port": {"name": "http"}}
    monitor = only(manifests, "servicemonitor.yaml")
    assert monitor["spec"]["selector"]["matchLabels"].items() <= service["metadata"]["labels"].items()
    assert monitor["spec"]["endpoints"][0]["port"] == "metrics"  # its own port: the ingress never routes it
    assert monitor["spec"]["endpoints"][0]["path"] == "/metrics"
    assert monitor["metadata"]["labels"]["release"] == "prometheus"
    assert monitor["spec"]["namespaceSelector"] == {"matchNames": ["ai"]}


def test_image_defaults_to_app_version_and_digest_wins(render: Render) -> None:
    app_version = load_values(CHART_DIR / "Chart.yaml")["appVersion"]
    assert container(render())["image"] == f"model-routing-gateway:{app_version}"
    digest = "sha256:" + "a" * 64
    pinned = render({"image": {"repository": "reg/gw", "tag": "1.2.3", "digest": digest}})
    assert container(pinned)["image"] == f"reg/gw@{digest}"


def test_names_follow_the_release(render: Render) -> None:
    assert only(render(name="prod"), "deployment.yaml")["metadata"]["name"] == "prod-gateway"
    assert only(render(name="gateway"), "deployment.yaml")["metadata"]["name"] == "gateway"


def test_notes_warn_about_ephemeral_ledger(notes: Any) -> None:
    assert "LOST" in notes({})
    assert "LOST" not in notes({"database": {"existingSecret": "pg", "key": "url"}})


def test_chart_files_are_all_yaml_or_templates() -> None:
    """Catches stray files (editor backups, rendered output) that `helm package` would ship."""
    allowed = {".yaml", ".tpl", ".txt", ".json", ".helmignore"}
    stray = [p for p in Path(CHART_DIR).rglob("*") if p.is_file() and (p.suffix or p.name) not in allowed]
    assert stray == []


def test_metrics_are_served_on_their_own_port_by_default(render: Render) -> None:
    """/metrics shows every team's cost: the chart serves it on the "metrics" port, which the Service and
    the ServiceMonitor name and the ingress does not route."""
    manifests = render(EVERYTHING_ON)
    c = container(manifests)
    assert {"name": "metrics", "containerPort": 9090, "protocol": "TCP"} in c["ports"]
    assert env_of(manifests)["GATEWAY_METRICS_PORT"] == "9090"
    assert "GATEWAY_METRICS_TOKEN" not in env_of(manifests)
    endpoint = only(manifests, "servicemonitor.yaml")["spec"]["endpoints"][0]
    assert endpoint["port"] == "metrics" and "authorization" not in endpoint
    backend = only(manifests, "ingress.yaml")["spec"]["rules"][0]["http"]["paths"][0]["backend"]["service"]
    assert backend["port"] == {"name": "http"}


def test_a_metrics_token_reaches_the_pod_and_the_scraper_from_a_secret(render: Render) -> None:
    values = {**EVERYTHING_ON, "metrics": {"token": {"existingSecret": "gw-metrics", "key": "token"},
                                           "serviceMonitor": {"enabled": True}}}
    manifests = render(values)
    ref = {"name": "gw-metrics", "key": "token"}
    assert env_of(manifests)["GATEWAY_METRICS_TOKEN"] == {"secretKeyRef": ref}
    endpoint = only(manifests, "servicemonitor.yaml")["spec"]["endpoints"][0]
    assert endpoint["authorization"] == {"type": "Bearer", "credentials": ref}
    for version in KUBE_VERSIONS:
        kubernetes_validate.validate(only(manifests, "deployment.yaml"), version, strict=True)


def test_metrics_port_zero_serves_metrics_on_the_http_port(render: Render) -> None:
    manifests = render({**EVERYTHING_ON, "metrics": {"port": 0, "serviceMonitor": {"enabled": True}}})
    assert [p["name"] for p in container(manifests)["ports"]] == ["http"]
    assert [p["name"] for p in only(manifests, "service.yaml")["spec"]["ports"]] == ["http"]
    assert "GATEWAY_METRICS_PORT" not in env_of(manifests)
    assert only(manifests, "servicemonitor.yaml")["spec"]["endpoints"][0]["port"] == "http"


def test_notes_warn_when_metrics_are_open_to_clients(notes: Any) -> None:
    assert "/metrics" not in notes({})
    assert "/metrics" not in notes({"metrics": {"port": 0, "token": {"existingSecret": "m"}}})
    assert "open to every client" in notes({"metrics": {"port": 0}})
