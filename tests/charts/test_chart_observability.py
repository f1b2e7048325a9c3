"""The chart's alert rules, dashboard, NetworkPolicy, extra volumes and env, and `helm test` pod.

Alert rules are checked by Prometheus's own `promtool` (syntax, then unit tests that feed series and expect
the alert to fire or stay quiet); the dashboard's queries are checked by `promtool` for syntax and against
the metric names a running gateway exports on /metrics.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import jsonschema
import kubernetes_validate
import pytest
import yaml
from chart_helpers import CHART_DIR, REPO, Render, container, env_of, only
from crd_schemas import validate_custom_resource

RULES_ON: dict[str, Any] = {"metrics": {"prometheusRule": {"enabled": True}}}
SERVICE = 'namespace="ai", service="gw-gateway"'


def promtool() -> str:
    found = shutil.which("promtool")
    assert found, "promtool is missing: apt-get install prometheus (scripts/ensure-services.sh does)"
    return found


def rule_groups(render: Render, values: dict[str, Any] | None = None) -> list[dict[str, Any]]:
    groups: list[dict[str, Any]] = only(render(values or RULES_ON), "prometheusrule.yaml")["spec"]["groups"]
    return groups


def alerts(render: Render) -> dict[str, dict[str, Any]]:
    return {r["alert"]: r for g in rule_groups(render) for r in g["rules"]}


# --- PrometheusRule ----------------------------------------------------------------------------------------

def test_prometheus_rule_is_off_by_default_and_a_valid_custom_resource(render: Render) -> None:
    assert "prometheusrule.yaml" not in render()
    rule = only(render({"metrics": {"prometheusRule": {"enabled": True, "labels": {"release": "prom"}}}}),
                "prometheusrule.yaml")
    validate_custom_resource(rule)
    assert rule["metadata"]["labels"]["release"] == "prom"
    broken = json.loads(json.dumps(rule))
    broken["spec"]["groups"][0]["rules"][0]["fro"] = "5m"
    with pytest.raises(jsonschema.ValidationError):
        validate_custom_resource(broken)


def test_alerts_cover_errors_budgets_redis_ledger_and_policy(render: Render) -> None:
    assert set(alerts(render)) == {"GatewayHighErrorRate", "GatewayBudgetAlertThreshold", "GatewayBudgetExhausted",
                                   "GatewayRedisDegraded", "GatewayLedgerBacklog", "GatewayPolicyReloadRejected"}
    for rule in alerts(render).values():
        assert SERVICE in rule["expr"], "every alert is scoped to this release's Service"


def write_rules(tmp_path: Path, groups: list[dict[str, Any]]) -> Path:
    path = tmp_path / "rules.yaml"
    path.write_text(yaml.safe_dump({"groups": groups}))
    return path


def test_promtool_accepts_the_rules(render: Render, tmp_path: Path) -> None:
    path = write_rules(tmp_path, rule_groups(render))
    done = subprocess.run([promtool(), "check", "rules", str(path)], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr


def expand(template: str, labels: dict[str, str]) -> str:
    return re.sub(r"\{\{ \$labels\.(\w+) \}\}", lambda m: labels[m.group(1)], template)


def expected(rule: dict[str, Any], labels: dict[str, str]) -> dict[str, Any]:
    return {"exp_labels": {**labels, **rule["labels"]},
            "exp_annotations": {k: expand(v, labels) for k, v in rule["annotations"].items()}}


def test_alerts_fire_on_their_condition_and_stay_quiet_otherwise(render: Render, tmp_path: Path) -> None:
    """promtool feeds synthetic series (one sample a minute) and evaluates the rules as Prometheus would."""
    rules = alerts(render)
    ok, failing = "0+60x60", "0+10x60"
    pod = {"pod": "gw-gateway-0"}

    def series(name: str, values: str, **labels: str) -> dict[str, str]:
        extra = "".join(f', {k}="{v}"' for k, v in labels.items())
        return {"series": f"{name}{{{SERVICE}{extra}}}", "values": values}

    budget = {"team": "research", "budget": "daily", "threshold": "0.8"}
    tests = [
        {"interval": "1m", "input_series": [
            series("gateway_requests_total", ok, status="200"),
            series("gateway_requests_total", failing, status="502"),
            series("gateway_budget_alerts_total", "0 0 0 1 1 1 1 1 1 1", **budget),
            series("gateway_quota_rejections_total", "0+5x30", team="research", limit="daily_budget"),
            series("gateway_quota_owed", "0 3 7 12 15 20 20 20 20 20 20 20"),
            series("gateway_ledger_pending", "0+500x30", **pod),
            series("gateway_policy_last_reload_ok", "1 1 0 0 0 0 0 0 0", **pod),
        ], "alert_rule_test": [
            {"eval_time": "20m", "alertname": "GatewayHighErrorRate",
             "exp_alerts": [expected(rules["GatewayHighErrorRate"], {})]},
            {"eval_time": "8m", "alertname": "GatewayBudgetAlertThreshold",
             "exp_alerts": [expected(rules["GatewayBudgetAlertThreshold"], budget)]},
            {"eval_time": "15m", "alertname": "GatewayBudgetExhausted",
             "exp_alerts": [expected(rules["GatewayBudgetExhausted"], {"team": "research", "limit": "daily_budget"})]},
            {"eval_time": "11m", "alertname": "GatewayRedisDegraded",
             "exp_alerts": [expected(rules["GatewayRedisDegraded"], {})]},
            {"eval_time": "20m", "alertname": "GatewayLedgerBacklog",
             "exp_alerts": [expected(rules["GatewayLedgerBacklog"], pod)]},
            {"eval_time": "8m", "alertname": "GatewayPolicyReloadRejected",
             "exp_alerts": [expected(rules["GatewayPolicyReloadRejected"], pod)]},
        ]},
        # A healthy gateway: all 200s, nothing owed, the ledger keeping up, the policy accepted.
        {"interval": "1m", "input_series": [
            series("gateway_requests_total", ok, status="200"),
            series("gateway_requests_total", "0+1x60", status="429"),
            series("gateway_quota_rejections_total", "0+1x60", team="research", limit="rpm"),
            series("gateway_quota_owed", "0x60"),
            series("gateway_ledger_pending", "0 40 3 12 0 7 0 30 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0", **pod),
            series("gateway_policy_last_reload_ok", "1x60", **pod),
        ], "alert_rule_test": [{"eval_time": "20m", "alertname": name, "exp_alerts": []} for name in rules]},
    ]
    rules_path = write_rules(tmp_path, rule_groups(render))
    test_path = tmp_path / "tests.yaml"
    test_path.write_text(yaml.safe_dump({"rule_files": [rules_path.name], "evaluation_interval": "1m",
                                         "tests": tests}))
    done = subprocess.run([promtool(), "test", "rules", test_path.name], cwd=tmp_path, capture_output=True,
                          text=True)
    assert done.returncode == 0, done.stdout + done.stderr


def test_alert_thresholds_come_from_values(render: Render) -> None:
    values = {"metrics": {"prometheusRule": {"enabled": True, "errorRate": {"threshold": 0.2, "for": "1m"},
                                             "ledgerBacklog": {"threshold": 50}, "additionalLabels": {"team": "sre"}}}}
    rules = {r["alert"]: r for g in rule_groups(render, values) for r in g["rules"]}
    assert rules["GatewayHighErrorRate"]["expr"].endswith("> 0.2")
    assert rules["GatewayHighErrorRate"]["for"] == "1m"
    assert "> 50" in rules["GatewayLedgerBacklog"]["expr"]
    assert all(r["labels"]["team"] == "sre" for r in rules.values())


# --- Grafana dashboard -------------------------------------------------------------------------------------

DASHBOARD_ON: dict[str, Any] = {"metrics": {"dashboard": {"enabled": True}}}


def dashboard(render: Render, values: dict[str, Any] | None = None) -> tuple[dict[str, Any], dict[str, Any]]:
    configmap = only(render(values or DASHBOARD_ON), "dashboard.yaml")
    (text,) = configmap["data"].values()
    return configmap, json.loads(text)


def queries(board: dict[str, Any]) -> list[str]:
    exprs = [t["expr"] for p in board["panels"] for t in p.get("targets", [])]
    exprs += [v["query"]["query"] for v in board["templating"]["list"] if v["type"] == "query"]
    return exprs


def test_dashboard_is_a_labelled_configmap_for_the_grafana_sidecar(render: Render) -> None:
    assert "dashboard.yaml" not in render()
    configmap, board = dashboard(render)
    assert configmap["metadata"]["labels"]["grafana_dashboard"] == "1"
    assert configmap["metadata"]["namespace"] == "ai"
    for version in ("1.25.0", kubernetes_validate.latest_version()):
        kubernetes_validate.validate(configmap, version, strict=True)
    elsewhere, _ = dashboard(render, {"metrics": {"dashboard": {
        "enabled": True, "namespace": "monitoring", "annotations": {"grafana_folder": "AI"}}}})
    assert elsewhere["metadata"]["namespace"] == "monitoring"
    assert elsewhere["metadata"]["annotations"] == {"grafana_folder": "AI"}
    assert board["uid"] == "model-routing-gateway"


def test_dashboard_panels_cover_what_operators_watch(render: Render) -> None:
    _, board = dashboard(render)
    text = " ".join(queries(board))
    for metric in ("gateway_requests_total", "gateway_upstream_latency_seconds_bucket", "gateway_tokens_total",
                   "gateway_cost_usd_total", "gateway_route_decisions_total", "gateway_quota_rejections_total",
                   "gateway_shadow_pairs_total"):
        assert metric in text, metric
    assert any("by (team" in q and "gateway_cost_usd_total" in q for q in queries(board))
    assert any("by (version" in q and "gateway_tokens_total" in q for q in queries(board))
    assert any("histogram_quantile(0.99" in q for q in queries(board))
    ids = [p["id"] for p in board["panels"]]
    assert len(ids) == len(set(ids))
    cells: set[tuple[int, int]] = set()
    for panel in board["panels"]:  # Grafana's 24-column grid: panels side by side, none on top of another
        g = panel["gridPos"]
        assert g["x"] + g["w"] <= 24, panel["title"]
        mine = {(x, y) for x in range(g["x"], g["x"] + g["w"]) for y in range(g["y"], g["y"] + g["h"])}
        assert not mine & cells, f"{panel['title']} overlaps another panel"
        cells |= mine


def grafana_to_promql(expr: str) -> str:
    """Grafana's variables replaced by values Prometheus accepts, so promtool can parse the query."""
    for var, value in (("$__rate_interval", "5m"), ("$namespace", "ai"), ("$service", "gw-gateway"),
                       ("$team", ".*"), ("$version", ".*")):
        expr = expr.replace(var, value)
    assert "$" not in expr, expr
    return expr


def test_promtool_parses_every_dashboard_query(render: Render, tmp_path: Path) -> None:
    _, board = dashboard(render)
    exprs = [grafana_to_promql(q) for q in queries(board)
             if not q.startswith("label_values")]  # a Grafana function, not PromQL
    groups = [{"name": "dashboard", "rules": [{"record": f"dashboard:query{i}", "expr": e}
                                              for i, e in enumerate(exprs)]}]
    path = write_rules(tmp_path, groups)
    done = subprocess.run([promtool(), "check", "rules", str(path)], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


@pytest.fixture(scope="module")
def exported_metrics(tmp_path_factory: pytest.TempPathFactory) -> Iterator[set[str]]:
    """Sample names a real `gateway serve` (simulated upstreams, embedded defaults) exposes on /metrics."""
    state = tmp_path_factory.mktemp("state")
    port = free_port()
    env = {k: v for k, v in os.environ.items() if not k.startswith("GATEWAY_")}
    env.update(GATEWAY_STATE_DIR=str(state), GATEWAY_POLICIES_DIR=str(REPO / "policies"))
    gateway = shutil.which("gateway", path=str(Path(sys.executable).parent))
    assert gateway
    proc = subprocess.Popen([gateway, "serve", "--host", "127.0.0.1", "--port", str(port)], env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        base = f"http://127.0.0.1:{port}"
        for _ in range(300):
            try:
                with urllib.request.urlopen(base + "/readyz", timeout=2) as answer:
                    if answer.status == 200:
                        break
            except OSError:
                time.sleep(0.1)
        with urllib.request.urlopen(base + "/metrics", timeout=5) as answer:
            text = answer.read().decode()
        names: set[str] = set()
        for line in text.splitlines():
            if line.startswith("# TYPE "):
                _, _, name, kind = line.split()
                if kind == "counter":
                    names.add(name if name.endswith("_total") else name + "_total")
                elif kind == "histogram":
                    names.update(name + s for s in ("_bucket", "_sum", "_count"))
                else:
                    names.add(name)
        yield names
    finally:
        proc.terminate()
        proc.wait(timeout=30)


def test_dashboard_and_alerts_query_only_metrics_the_gateway_exports(
    render: Render, exported_metrics: set[str],
) -> None:
    _, board = dashboard(render)
    used = set(re.findall(r"\bgateway_[a-z_]+\b", " ".join(queries(board) + [
        r["expr"] for r in alerts(render).values()])))
    assert used, "no gateway metric found in the queries"
    assert used - exported_metrics == set()


# --- NetworkPolicy -----------------------------------------------------------------------------------------

def network_policy(render: Render, policy: dict[str, Any], **values: Any) -> dict[str, Any]:
    doc = only(render({"networkPolicy": {"enabled": True, **policy}, **values}), "networkpolicy.yaml")
    for version in ("1.25.0", kubernetes_validate.latest_version()):
        kubernetes_validate.validate(doc, version, strict=True)
    return doc


def test_network_policy_is_off_by_default_and_selects_the_gateway_pods(render: Render) -> None:
    assert "networkpolicy.yaml" not in render()
    manifests = render({"networkPolicy": {"enabled": True}})
    pod_labels = only(manifests, "deployment.yaml")["spec"]["template"]["metadata"]["labels"]
    selector = only(manifests, "networkpolicy.yaml")["spec"]["podSelector"]["matchLabels"]
    assert selector.items() <= pod_labels.items()


def test_serving_port_is_open_by_default_and_metrics_only_to_monitoring(render: Render) -> None:
    spec = network_policy(render, {})["spec"]
    assert spec["policyTypes"] == ["Ingress"]
    by_port = {r["ports"][0]["port"]: r for r in spec["ingress"]}
    assert "from" not in by_port["http"]
    assert by_port["metrics"]["from"] == [
        {"namespaceSelector": {"matchLabels": {"kubernetes.io/metadata.name": "monitoring"}}}]


def test_serving_port_from_chosen_peers_keeps_the_helm_test_pod_in(render: Render) -> None:
    peer = {"namespaceSelector": {"matchLabels": {"kubernetes.io/metadata.name": "ingress-nginx"}}}
    manifests = render({"networkPolicy": {"enabled": True, "ingressFrom": [peer]}})
    rule = only(manifests, "networkpolicy.yaml")["spec"]["ingress"][0]
    assert rule["from"][0] == peer
    test_pod_labels = only(manifests, "readyz-test.yaml")["metadata"]["labels"]
    assert any(p.get("podSelector", {}).get("matchLabels", {}).items() <= test_pod_labels.items()
               for p in rule["from"][1:])


def test_no_metrics_rule_when_metrics_share_the_serving_port(render: Render) -> None:
    spec = network_policy(render, {}, metrics={"port": 0})["spec"]
    assert [r["ports"][0]["port"] for r in spec["ingress"]] == ["http"]


def test_restricted_egress_allows_dns_and_the_given_rules(render: Render) -> None:
    upstream = {"to": [{"ipBlock": {"cidr": "0.0.0.0/0", "except": ["10.0.0.0/8"]}}],
                "ports": [{"port": 443, "protocol": "TCP"}]}
    spec = network_policy(render, {"egress": {"restrict": True, "rules": [upstream]}})["spec"]
    assert spec["policyTypes"] == ["Ingress", "Egress"]
    assert {p["port"] for p in spec["egress"][0]["ports"]} == {53}
    assert spec["egress"][1] == upstream
    no_dns = network_policy(render, {"egress": {"restrict": True, "allowDNS": False}})["spec"]
    assert no_dns["egress"] == [], "restricted with nothing allowed: no egress at all"


def test_empty_metrics_peers_are_refused(chart: Any) -> None:
    with pytest.raises(Exception, match="metricsFrom"):
        chart.render({"networkPolicy": {"enabled": True, "metricsFrom": []}}, name="gw", namespace="ai")


# --- extraVolumes, extraVolumeMounts, extraEnv valueFrom --------------------------------------------------

def test_a_ca_bundle_is_mounted_from_extra_volumes(render: Render) -> None:
    manifests = render({
        "extraVolumes": [{"name": "corporate-ca", "configMap": {"name": "corporate-ca-bundle"}}],
        "extraVolumeMounts": [{"name": "corporate-ca", "mountPath": "/etc/ssl/corporate", "readOnly": True}],
        "gateway": {"extraEnv": [{"name": "SSL_CERT_FILE", "value": "/etc/ssl/corporate/ca.crt"}]},
    })
    pod = only(manifests, "deployment.yaml")["spec"]["template"]["spec"]
    assert {"name": "corporate-ca", "configMap": {"name": "corporate-ca-bundle"}} in pod["volumes"]
    mounts = container(manifests)["volumeMounts"]
    assert {"name": "corporate-ca", "mountPath": "/etc/ssl/corporate", "readOnly": True} in mounts
    assert {m["name"] for m in mounts} >= {"state", "tmp"}, "the chart's own mounts stay"
    assert env_of(manifests)["SSL_CERT_FILE"] == "/etc/ssl/corporate/ca.crt"
    for version in ("1.25.0", kubernetes_validate.latest_version()):
        kubernetes_validate.validate(only(manifests, "deployment.yaml"), version, strict=True)


def test_a_mount_of_an_unknown_volume_is_refused(chart: Any) -> None:
    with pytest.raises(Exception, match="corporate-ca"):
        chart.render({"extraVolumeMounts": [{"name": "corporate-ca", "mountPath": "/etc/ssl/corporate"}]},
                     name="gw", namespace="ai")


def test_extra_env_takes_value_from_secrets_configmaps_and_fields(render: Render) -> None:
    sources = {
        "ANTHROPIC_API_KEY": {"secretKeyRef": {"name": "llm", "key": "anthropic"}},
        "GATEWAY_REGION": {"configMapKeyRef": {"name": "site", "key": "region", "optional": True}},
        "POD_NAME": {"fieldRef": {"fieldPath": "metadata.name"}},
        "MEMORY_LIMIT": {"resourceFieldRef": {"resource": "limits.memory", "divisor": "1Mi"}},
    }
    extra = [{"name": n, "valueFrom": v} for n, v in sources.items()] + [{"name": "PLAIN", "value": "1"}]
    manifests = render({"gateway": {"extraEnv": extra}})
    env = env_of(manifests)
    for name, source in sources.items():
        assert env[name] == source
    assert env["PLAIN"] == "1"
    for version in ("1.25.0", kubernetes_validate.latest_version()):
        kubernetes_validate.validate(only(manifests, "deployment.yaml"), version, strict=True)


# --- helm test ---------------------------------------------------------------------------------------------

def test_helm_test_pod_asks_readyz_through_the_service(render: Render) -> None:
    manifests = render()
    pod = only(manifests, "readyz-test.yaml")
    assert pod["metadata"]["annotations"]["helm.sh/hook"] == "test"
    service = only(manifests, "service.yaml")
    assert not service["spec"]["selector"].items() <= pod["metadata"]["labels"].items(), \
        "the Service must never route clients to the test pod"
    (c,) = pod["spec"]["containers"]
    assert c["image"] == container(manifests)["image"]
    assert c["command"][-1] == "http://gw-gateway.ai.svc:4000/readyz"
    assert c["securityContext"]["readOnlyRootFilesystem"] is True
    assert pod["spec"]["securityContext"]["runAsNonRoot"] is True
    assert "readyz-test.yaml" not in render({"tests": {"enabled": False}})


@pytest.fixture
def readyz_server() -> Iterator[tuple[str, list[int]]]:
    """A loopback HTTP server answering /readyz with the status the test sets."""
    import http.server
    import threading

    status = [200]

    class Handler(http.server.BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            body = b'{"status": "ready"}' if self.path == "/readyz" and status[0] == 200 else b"{}"
            self.send_response(status[0] if self.path == "/readyz" else 404)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args: object) -> None:
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/readyz", status
    finally:
        server.shutdown()


def test_helm_test_command_passes_on_ready_and_fails_on_not_ready(
    render: Render, readyz_server: tuple[str, list[int]],
) -> None:
    """The pod's own command, run here against a live server with the service URL swapped for it."""
    (c,) = only(render(), "readyz-test.yaml")["spec"]["containers"]
    url, status = readyz_server
    assert c["command"][0] == "python"
    command = [sys.executable, *c["command"][1:-1], url]
    assert subprocess.run(command, capture_output=True, timeout=30).returncode == 0
    status[0] = 503
    assert subprocess.run(command, capture_output=True, timeout=30).returncode != 0


def test_chart_dashboard_file_is_shipped() -> None:
    assert (CHART_DIR / "dashboards" / "gateway.json").is_file()
