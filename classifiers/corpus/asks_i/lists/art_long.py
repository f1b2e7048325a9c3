"""A few long pastes (100-150 lines): a full CI run, a whole module, a Helm values file."""

from .common import A


def _gha_log():
    head = r"""
    2024-06-11T07:02:10.0912Z Current runner version: '2.317.0'
    2024-06-11T07:02:10.0935Z Operating System
    2024-06-11T07:02:10.0936Z   Ubuntu
    2024-06-11T07:02:10.0936Z   22.04.4
    2024-06-11T07:02:10.0937Z   LTS
    2024-06-11T07:02:10.0937Z Runner Image
    2024-06-11T07:02:10.0938Z   Image: ubuntu-22.04
    2024-06-11T07:02:10.0938Z   Version: 20240603.1.0
    2024-06-11T07:02:10.0940Z GITHUB_TOKEN Permissions
    2024-06-11T07:02:10.0941Z   Contents: read
    2024-06-11T07:02:10.0941Z   Metadata: read
    2024-06-11T07:02:10.0944Z Secret source: Actions
    2024-06-11T07:02:10.0945Z Prepare workflow directory
    2024-06-11T07:02:10.1290Z Prepare all required actions
    2024-06-11T07:02:10.1419Z Getting action download info
    2024-06-11T07:02:10.3137Z Download action repository 'actions/checkout@v4' (SHA:a5ac7e51b41094c92402da3b24376905380afc29)
    2024-06-11T07:02:10.4410Z Download action repository 'actions/setup-python@v5' (SHA:82c7e631bb3cdc910f68e0081d67478d79c6982d)
    2024-06-11T07:02:10.6112Z Complete job name: test (3.12)
    2024-06-11T07:02:10.6701Z ##[group]Run actions/checkout@v4
    2024-06-11T07:02:11.3310Z Syncing repository: acme/routing
    2024-06-11T07:02:11.9015Z ##[endgroup]
    2024-06-11T07:02:11.9120Z ##[group]Run actions/setup-python@v5
    2024-06-11T07:02:12.0201Z Successfully set up CPython (3.12.3)
    2024-06-11T07:02:12.6113Z Cache restored from key: setup-python-Linux-python-3.12.3-pip-4f1c0d
    2024-06-11T07:02:12.6120Z ##[endgroup]
    2024-06-11T07:02:12.6230Z ##[group]Run pip install -e ".[dev]"
    2024-06-11T07:02:13.0110Z Obtaining file:///home/runner/work/routing/routing
    2024-06-11T07:02:13.9302Z   Installing build dependencies: started
    2024-06-11T07:02:15.4410Z   Installing build dependencies: finished with status 'done'
    2024-06-11T07:02:16.1022Z Collecting networkx>=3.2 (from routing==0.9.0)
    2024-06-11T07:02:16.1805Z Collecting shapely>=2.0 (from routing==0.9.0)
    2024-06-11T07:02:16.5514Z Collecting numpy>=1.26 (from routing==0.9.0)
    2024-06-11T07:02:17.0218Z Collecting mypy==1.10.0 (from routing==0.9.0)
    2024-06-11T07:02:17.4460Z Collecting pytest==8.2.1 (from routing==0.9.0)
    2024-06-11T07:02:17.9013Z Collecting ruff==0.4.7 (from routing==0.9.0)
    2024-06-11T07:02:22.7719Z Successfully installed mypy-1.10.0 networkx-3.3 numpy-2.0.0 pytest-8.2.1 routing-0.9.0 ruff-0.4.7 shapely-2.0.4
    2024-06-11T07:02:22.9930Z ##[endgroup]
    2024-06-11T07:02:23.0011Z ##[group]Run ruff check .
    2024-06-11T07:02:23.3310Z All checks passed!
    2024-06-11T07:02:23.3320Z ##[endgroup]
    2024-06-11T07:02:23.3401Z ##[group]Run mypy src
    2024-06-11T07:02:31.8815Z Success: no issues found in 41 source files
    2024-06-11T07:02:31.8830Z ##[endgroup]
    2024-06-11T07:02:31.8901Z ##[group]Run pytest -q --maxfail=5
    """
    dots = "\n".join("    2024-06-11T07:02:%02d.%04dZ %s [%3d%%]" % (33 + i // 4, 1000 + i * 37, "." * 60, (i + 1) * 3)
                     for i in range(20))
    tail = r"""
    2024-06-11T07:02:40.2201Z =================================== FAILURES ===================================
    2024-06-11T07:02:40.2202Z ________________________ test_distance_matrix_dtype ___________________________
    2024-06-11T07:02:40.2203Z
    2024-06-11T07:02:40.2204Z     def test_distance_matrix_dtype():
    2024-06-11T07:02:40.2205Z         m = distance_matrix(SAMPLE_POINTS)
    2024-06-11T07:02:40.2206Z >       assert m.dtype == np.float_
    2024-06-11T07:02:40.2207Z E       AttributeError: `np.float_` was removed in the NumPy 2.0 release. Use `np.float64` instead.
    2024-06-11T07:02:40.2208Z
    2024-06-11T07:02:40.2209Z tests/test_matrix.py:22: AttributeError
    2024-06-11T07:02:40.2210Z _____________________________ test_route_cost_sum _____________________________
    2024-06-11T07:02:40.2211Z
    2024-06-11T07:02:40.2212Z     def test_route_cost_sum():
    2024-06-11T07:02:40.2213Z >       cost = route_cost(GRAPH, ["A", "B", "C"])
    2024-06-11T07:02:40.2214Z
    2024-06-11T07:02:40.2215Z tests/test_cost.py:14:
    2024-06-11T07:02:40.2216Z _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _
    2024-06-11T07:02:40.2217Z src/routing/cost.py:31: in route_cost
    2024-06-11T07:02:40.2218Z     weights = np.array(edges, dtype=np.float_)
    2024-06-11T07:02:40.2219Z E   AttributeError: `np.float_` was removed in the NumPy 2.0 release. Use `np.float64` instead.
    2024-06-11T07:02:40.2220Z ________________________ test_snap_to_grid_roundtrip __________________________
    2024-06-11T07:02:40.2221Z
    2024-06-11T07:02:40.2222Z     def test_snap_to_grid_roundtrip():
    2024-06-11T07:02:40.2223Z         pts = snap_to_grid(SAMPLE_POINTS, cell=0.5)
    2024-06-11T07:02:40.2224Z >       assert np.alltrue(pts == snap_to_grid(pts, cell=0.5))
    2024-06-11T07:02:40.2225Z E       AttributeError: module 'numpy' has no attribute 'alltrue'
    2024-06-11T07:02:40.2226Z
    2024-06-11T07:02:40.2227Z tests/test_grid.py:40: AttributeError
    2024-06-11T07:02:40.2228Z =============================== warnings summary ===============================
    2024-06-11T07:02:40.2229Z src/routing/geo.py:12
    2024-06-11T07:02:40.2230Z   /home/runner/work/routing/routing/src/routing/geo.py:12: DeprecationWarning: `row_stack` alias is deprecated. Use `np.vstack` directly.
    2024-06-11T07:02:40.2231Z
    2024-06-11T07:02:40.2232Z -- Docs: https://docs.pytest.org/en/stable/how-to/capture-warnings.html
    2024-06-11T07:02:40.2233Z =========================== short test summary info ============================
    2024-06-11T07:02:40.2234Z FAILED tests/test_matrix.py::test_distance_matrix_dtype - AttributeError: `np.float_` was removed...
    2024-06-11T07:02:40.2235Z FAILED tests/test_cost.py::test_route_cost_sum - AttributeError: `np.float_` was removed...
    2024-06-11T07:02:40.2236Z FAILED tests/test_grid.py::test_snap_to_grid_roundtrip - AttributeError: module 'numpy' has no attribute 'alltrue'
    2024-06-11T07:02:40.2237Z 3 failed, 577 passed, 1 warning in 8.31s
    2024-06-11T07:02:40.3310Z ##[error]Process completed with exit code 1.
    2024-06-11T07:02:40.3402Z Post job cleanup.
    2024-06-11T07:02:40.6610Z Cleaning up orphan processes
    """
    return head.rstrip("\n") + "\n" + dots + "\n" + tail.lstrip("\n")


PY_MODULE = r'''
    """HTTP helpers shared by the sync workers."""

    from __future__ import annotations

    import email.utils
    import logging
    import random
    import time
    from dataclasses import dataclass, field
    from typing import Any, Callable, Iterable, Mapping

    import requests

    log = logging.getLogger(__name__)

    DEFAULT_TIMEOUT = (3.05, 30)
    RETRY_STATUSES = frozenset({408, 425, 429, 500, 502, 503, 504})


    @dataclass
    class RetryPolicy:
        max_attempts: int = 5
        base: float = 0.5
        cap: float = 30.0
        jitter: float = 0.25
        statuses: frozenset[int] = RETRY_STATUSES


    @dataclass
    class Page:
        items: list[dict[str, Any]]
        next_url: str | None
        total: int | None = None
        raw: Mapping[str, Any] = field(default_factory=dict)


    def backoff_delay(attempt: int, policy: RetryPolicy) -> float:
        delay = min(policy.cap, policy.base * (2 ** (attempt - 1)))
        return delay + random.uniform(0, policy.jitter * delay)


    def parse_retry_after(value: str | None, now: float | None = None) -> float | None:
        if not value:
            return None
        value = value.strip()
        if value.isdigit():
            return float(value)
        try:
            when = email.utils.parsedate_to_datetime(value)
        except (TypeError, ValueError):
            return None
        now = time.time() if now is None else now
        return max(0.0, when.timestamp() - now)


    class ApiError(RuntimeError):
        def __init__(self, status: int, body: str, url: str):
            super().__init__(f"{status} from {url}: {body[:200]}")
            self.status = status
            self.body = body
            self.url = url


    class Client:
        def __init__(self, base_url: str, token: str, policy: RetryPolicy | None = None,
                     session: requests.Session | None = None, sleep: Callable[[float], None] = time.sleep):
            self.base_url = base_url.rstrip("/")
            self.policy = policy or RetryPolicy()
            self.session = session or requests.Session()
            self.session.headers.update({"Authorization": f"Bearer {token}", "Accept": "application/json"})
            self._sleep = sleep

        def _url(self, path: str) -> str:
            if path.startswith("http://") or path.startswith("https://"):
                return path
            return f"{self.base_url}/{path.lstrip('/')}"

        def request(self, method: str, path: str, **kw: Any) -> requests.Response:
            url = self._url(path)
            kw.setdefault("timeout", DEFAULT_TIMEOUT)
            attempt = 0
            while True:
                attempt += 1
                try:
                    resp = self.session.request(method, url, **kw)
                except (requests.ConnectionError, requests.Timeout) as exc:
                    if attempt >= self.policy.max_attempts:
                        raise
                    delay = backoff_delay(attempt, self.policy)
                    log.warning("%s %s failed (%s), retry %d in %.1fs", method, url, exc, attempt, delay)
                    self._sleep(delay)
                    continue
                if resp.status_code in self.policy.statuses and attempt < self.policy.max_attempts:
                    delay = parse_retry_after(resp.headers.get("Retry-After"))
                    if delay is None:
                        delay = backoff_delay(attempt, self.policy)
                    log.warning("%s %s -> %d, retry %d in %.1fs", method, url, resp.status_code, attempt, delay)
                    self._sleep(delay)
                    continue
                if resp.status_code >= 400:
                    raise ApiError(resp.status_code, resp.text, url)
                return resp

        def get_json(self, path: str, **params: Any) -> Any:
            return self.request("GET", path, params=params or None).json()

        def paginate(self, path: str, page_size: int = 100, **params: Any) -> Iterable[dict[str, Any]]:
            url: str | None = path
            first = True
            while url:
                data = self.get_json(url, **({"limit": page_size, **params} if first else {}))
                first = False
                page = Page(items=data.get("data", []), next_url=data.get("next"), total=data.get("total"), raw=data)
                yield from page.items
                url = page.next_url


    def chunked(items: Iterable[Any], size: int) -> Iterable[list[Any]]:
        batch: list[Any] = []
        for item in items:
            batch.append(item)
            if len(batch) == size:
                yield batch
                batch = []
        if batch:
            yield batch
'''


VALUES_YAML = r"""
    # values.yaml for the orders service
    replicaCount: 3

    image:
      repository: registry.acme.io/shop/orders
      tag: ""            # defaults to chart appVersion
      pullPolicy: IfNotPresent

    imagePullSecrets:
      - name: acme-registry

    serviceAccount:
      create: true
      annotations:
        eks.amazonaws.com/role-arn: arn:aws:iam::123456789012:role/orders-prod
      name: orders

    podAnnotations:
      prometheus.io/scrape: "true"
      prometheus.io/port: "9102"

    podSecurityContext:
      runAsNonRoot: true
      runAsUser: 10001
      fsGroup: 10001

    securityContext:
      allowPrivilegeEscalation: false
      readOnlyRootFilesystem: true
      capabilities:
        drop: ["ALL"]

    service:
      type: ClusterIP
      port: 80
      targetPort: 8080

    ingress:
      enabled: true
      className: nginx
      annotations:
        cert-manager.io/cluster-issuer: letsencrypt
        nginx.ingress.kubernetes.io/proxy-body-size: 10m
      hosts:
        - host: orders.acme.io
          paths:
            - path: /
              pathType: Prefix
      tls:
        - secretName: orders-tls
          hosts: [orders.acme.io]

    resources:
      requests:
        cpu: 250m
        memory: 512Mi
      limits:
        memory: 512Mi

    autoscaling:
      enabled: true
      minReplicas: 3
      maxReplicas: 12
      targetCPUUtilizationPercentage: 70
      behavior:
        scaleDown:
          stabilizationWindowSeconds: 300
          policies:
            - type: Percent
              value: 25
              periodSeconds: 60

    probes:
      liveness:
        path: /livez
        initialDelaySeconds: 10
        periodSeconds: 10
        failureThreshold: 3
      readiness:
        path: /readyz
        periodSeconds: 5
        failureThreshold: 2
      startup:
        path: /livez
        periodSeconds: 5
        failureThreshold: 30

    pdb:
      enabled: true
      minAvailable: 2

    env:
      LOG_LEVEL: info
      DB_POOL_SIZE: "20"
      PRICING_URL: http://pricing.shop.svc.cluster.local
      FEATURE_CHECKOUT_V2: "false"

    envFromSecrets:
      - orders-db
      - orders-stripe

    nodeSelector:
      workload: general

    tolerations: []

    affinity:
      podAntiAffinity:
        preferredDuringSchedulingIgnoredDuringExecution:
          - weight: 100
            podAffinityTerm:
              topologyKey: topology.kubernetes.io/zone
              labelSelector:
                matchLabels:
                  app.kubernetes.io/name: orders

    topologySpreadConstraints:
      - maxSkew: 1
        topologyKey: kubernetes.io/hostname
        whenUnsatisfiable: ScheduleAnyway
"""


ARTIFACTS = [

A("gha_numpy2_full", "ci_log", _gha_log(),
    name="the routing library's test job that went red overnight",
    gist="Nothing in the repo changed: pip pulled NumPy 2.0 (numpy>=1.26 is unpinned above), which removed np.float_ and np.alltrue, so three tests and route_cost fail.",
    next="Replace np.float_ with np.float64 and np.alltrue with np.all (and row_stack with vstack), or cap numpy<2 until the code is ported.",
    single=[
        ("explain_error", "nothing changed in our code and CI went red overnight. what happened, going by this log?"),
        ("summarize", "give me the two-line version of this log for the team channel"),
        ("explain_log_line", "what's the row_stack warning about and will it break next?"),
    ],
    long=[
        ("make_ci_green", "make CI green again by porting the routing package to numpy 2 (not by pinning <2), fix every removed alias in src and tests, and run the suite on 1.26 and 2.0"),
        ("fix_in_repo", "fix the numpy 2 breakage in the repo and add numpy 1.26 + 2.x to the CI matrix"),
    ],
    null_long=[("make_ci_green", "routing tests went red overnight with numpy 2.0 errors, port the code and get CI green")],
),

A("py_http_module", "source_file", PY_MODULE,
    name="the shared http helpers module (synclib/http.py)",
    gist="The module wraps requests with retry on connection errors and retryable statuses (honouring Retry-After), exponential backoff with jitter, cursor-following pagination and a chunked helper.",
    next="Retries apply to every method including POST, and pagination sends the limit only on the first page.",
    single=[
        ("write_docstring", "add a docstring to parse_retry_after, nothing else"),
        ("write_test", "write pytest tests for backoff_delay and parse_retry_after only (freeze the random jitter)"),
        ("review_code", "review Client.request: any bug in how it retries?"),
        ("explain", "explain what paginate does with the params on the second page"),
        ("add_types", "tighten the type hints on paginate and chunked, use generics"),
    ],
    long=[
        ("propagate_change", "this module is copy-pasted into three of our services with small differences. extract it into a shared package, reconcile the differences, and switch all three services to it with their tests passing"),
        ("fix_in_repo", "we saw double-created records in the sync workers. find where this client retries POSTs in our code and make non-idempotent requests safe, with tests"),
    ],
),

A("helm_values_orders", "config", VALUES_YAML,
    name="the orders chart's values.yaml",
    gist="The values file runs 3-12 replicas with HPA on CPU, 512Mi memory request and limit, separate liveness/readiness/startup probes, a PDB of 2, zone anti-affinity and env from two secrets.",
    next="A memory-heavy service might need more headroom, and the scale-down policy is fairly conservative.",
    flags=("yamlish",),
    single=[
        ("explain_config", "explain the autoscaling.behavior block, what does it do in practice?"),
        ("review_config", "anything risky in these values? minAvailable 2 with minReplicas 3, etc"),
        ("convert_config", "convert this values file to JSON"),
        ("explain_config", "why is there a startup probe on /livez as well? explain"),
    ],
    long=[
        ("migrate_configs", "copy the security context, probes, pdb and anti-affinity setup from this values file to the other service charts under charts/, bump their chart versions, and run helm lint + template for each"),
        ("migrate_configs", "make staging and prod values for all our services follow this layout, then check the rendered manifests still validate"),
    ],
),

]
