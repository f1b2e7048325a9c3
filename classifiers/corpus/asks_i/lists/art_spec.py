"""API specs, config files, SQL schemas and plans, data samples."""

from .common import A

ARTIFACTS = [

A("openapi_orders", "openapi", r"""
    openapi: 3.0.3
    info:
      title: Orders API
      version: 1.4.0
    paths:
      /orders:
        get:
          summary: List orders
          parameters:
            - in: query
              name: status
              schema: { type: string, enum: [pending, paid, shipped, cancelled] }
            - in: query
              name: cursor
              schema: { type: string }
            - in: query
              name: limit
              schema: { type: integer, minimum: 1, maximum: 100, default: 25 }
          responses:
            "200":
              description: A page of orders
              content:
                application/json:
                  schema:
                    type: object
                    properties:
                      data: { type: array, items: { $ref: "#/components/schemas/Order" } }
                      next_cursor: { type: string, nullable: true }
        post:
          summary: Create order
          requestBody:
            required: true
            content:
              application/json:
                schema: { $ref: "#/components/schemas/NewOrder" }
          responses:
            "201": { description: Created }
            "422": { description: Validation error }
      /orders/{id}/cancel:
        post:
          summary: Cancel an order
          parameters:
            - { in: path, name: id, required: true, schema: { type: string } }
          responses:
            "200": { description: Cancelled }
            "409": { description: Order already shipped }
    components:
      schemas:
        Order:
          type: object
          required: [id, status, total_cents, currency, created_at]
          properties:
            id: { type: string }
            status: { type: string }
            total_cents: { type: integer }
            currency: { type: string, minLength: 3, maxLength: 3 }
            created_at: { type: string, format: date-time }
        NewOrder:
          type: object
          required: [items]
          properties:
            items:
              type: array
              minItems: 1
              items:
                type: object
                required: [sku, qty]
                properties:
                  sku: { type: string }
                  qty: { type: integer, minimum: 1 }
    """,
    name="the Orders API 1.4 OpenAPI spec",
    gist="The spec defines cursor-paginated GET /orders with a status filter, POST /orders taking at least one sku/qty item, and POST /orders/{id}/cancel with a 409 when already shipped.",
    next="Server stubs, request validation and contract tests can be generated or written from it.",
    single=[
        ("explain", "explain the pagination model in this spec"),
        ("write_code_snippet", "write the TypeScript types for Order and NewOrder from this spec"),
        ("review_doc", "what's missing or inconsistent in this spec? e.g. Order.status isn't an enum here"),
        ("write_code_snippet", "give me a curl example for each endpoint"),
    ],
    long=[
        ("implement_spec", "implement this spec in our fastapi orders service: all three endpoints, cursor pagination, validation, and contract tests that check responses against the spec"),
        ("implement_spec", "Our Go service only has GET /orders. Please implement the rest of this spec there and update the generated client in the web app."),
    ],
),

A("openapi_webhook", "openapi", r"""
    webhooks:
      invoice.paid:
        post:
          requestBody:
            content:
              application/json:
                schema:
                  type: object
                  required: [id, type, created, data]
                  properties:
                    id: { type: string, example: "evt_8Kq2m1" }
                    type: { type: string, enum: ["invoice.paid"] }
                    created: { type: integer, description: "unix seconds" }
                    data:
                      type: object
                      properties:
                        invoice_id: { type: string }
                        amount_paid: { type: integer }
                        currency: { type: string }
          parameters:
            - in: header
              name: X-Signature
              required: true
              schema: { type: string }
              description: "hex HMAC-SHA256 of `{timestamp}.{raw_body}` with the endpoint secret"
            - in: header
              name: X-Timestamp
              required: true
              schema: { type: string }
          responses:
            "2XX": { description: Acknowledged. Anything else is retried with backoff for 72h. }
    """,
    name="the invoice.paid webhook spec",
    gist="The webhook spec describes the invoice.paid payload, an HMAC-SHA256 signature over timestamp and raw body in X-Signature, and retries for 72h on any non-2xx answer.",
    next="A receiver must verify the signature on the raw body, check timestamp freshness and dedupe on event id.",
    single=[
        ("write_code_snippet", "write a python function that verifies X-Signature as described"),
        ("explain", "why sign timestamp + raw body instead of just the parsed json?"),
    ],
    long=[
        ("implement_spec", "add a receiver for this webhook to our django app: signature + timestamp check, dedupe on event id, async processing, tests"),
    ],
),

A("compose_yaml", "config", r"""
    version: "3.8"
    services:
      web:
        build: .
        ports:
          - "8000:8000"
        environment:
          - DATABASE_URL=postgres://app:app@db:5432/app
          - REDIS_URL=redis://redis:6379/0
          - DEBUG=1
        depends_on:
          - db
          - redis
        volumes:
          - .:/app
      worker:
        build: .
        command: celery -A app worker -l info
        environment:
          - DATABASE_URL=postgres://app:app@db:5432/app
          - REDIS_URL=redis://redis:6379/0
        depends_on:
          - redis
      db:
        image: postgres:15
        environment:
          - POSTGRES_USER=app
          - POSTGRES_PASSWORD=app
        volumes:
          - pgdata:/var/lib/postgresql/data
      redis:
        image: redis:7
    volumes:
      pgdata:
    """,
    name="our docker-compose.yml for local dev",
    gist="The compose file runs web, a celery worker, Postgres 15 and Redis 7 with hardcoded credentials, a bind mount and depends_on without health checks.",
    next="Health checks, an env file and dropping the obsolete version key would be the first cleanups.",
    flags=("yamlish",),
    single=[
        ("convert_config", "convert this compose file to kubernetes manifests (deployments + services), just for web, worker and redis"),
        ("explain", "explain what depends_on does and doesn't guarantee here"),
        ("rewrite", "rewrite this with healthchecks and an .env file, and drop the version key"),
    ],
    long=[
        ("migrate_configs", "move our local dev setup from this compose file to a helm chart in deploy/ and update the README and Makefile targets that use docker compose"),
        ("fix_in_repo", "the worker starts before postgres is ready and crashes on first boot. fix it in the repo (compose + app startup retry)"),
    ],
),

A("dockerfile_bad", "config", r"""
    FROM python:3.12
    RUN apt-get update
    RUN apt-get install -y curl build-essential
    COPY . /app
    WORKDIR /app
    RUN pip install -r requirements.txt
    ENV API_KEY=sk_live_51Hx...redacted
    EXPOSE 8080
    CMD python app.py
    """,
    name="the Dockerfile of the reporting service",
    gist="The Dockerfile uses a full base image, splits apt-get update and install, copies the whole context before installing deps, bakes a live API key into an ENV and runs as root with a shell-form CMD.",
    next="Move the secret to runtime config immediately and rewrite the file as a slim multi-stage build.",
    single=[
        ("review_config", "review this dockerfile, what's bad"),
        ("rewrite", "rewrite it properly: slim, layer caching, non-root, exec form CMD, no secret"),
        ("explain", "why is splitting apt-get update and install into two RUNs a problem?"),
    ],
    long=[
        ("fix_in_repo", "there's a live key baked into this dockerfile. remove it from the image and the git history, load it from the secret manager at runtime, and rotate instructions in the PR"),
        ("migrate_configs", "Rewrite all Dockerfiles in the repo to follow the slim, non-root, cached-layers pattern and make sure each image still builds and passes its smoke test."),
    ],
),

A("k8s_deployment", "config", r"""
    apiVersion: apps/v1
    kind: Deployment
    metadata:
      name: checkout
      namespace: shop
    spec:
      replicas: 3
      selector:
        matchLabels:
          app: checkout
      template:
        metadata:
          labels:
            app: checkout
        spec:
          containers:
            - name: checkout
              image: registry.acme.io/shop/checkout:latest
              ports:
                - containerPort: 8080
              env:
                - name: DB_PASSWORD
                  value: "hunter2"
              livenessProbe:
                httpGet:
                  path: /health
                  port: 8080
                initialDelaySeconds: 5
              readinessProbe:
                httpGet:
                  path: /health
                  port: 8080
    """,
    name="the checkout deployment manifest",
    gist="The manifest uses the latest tag, a plaintext DB password, no resource requests or limits, identical liveness and readiness probes with a short initial delay, and no PodDisruptionBudget.",
    next="Pin the image, move the password into a Secret, add resources and separate probes.",
    flags=("yamlish",),
    single=[
        ("review_config", "review this manifest for prod readiness"),
        ("rewrite", "fix this manifest: pinned image, secret ref, resources, separate liveness/readiness, add a PDB"),
        ("convert_config", "convert this to a helm template with values for image tag, replicas and resources"),
    ],
    long=[
        ("migrate_configs", "apply these fixes to every deployment under k8s/ in the repo (pinned tags, secrets via secretKeyRef, resources, probes), and add a kubeconform + kube-linter step to CI"),
        ("migrate_configs", "we're moving all these raw manifests to kustomize with base/overlays for staging and prod. do the whole k8s/ folder"),
    ],
),

A("terraform_s3", "config", r"""
    resource "aws_s3_bucket" "uploads" {
      bucket = "acme-user-uploads"
      acl    = "public-read"

      versioning {
        enabled = true
      }

      lifecycle_rule {
        enabled = true
        expiration {
          days = 90
        }
      }
    }

    resource "aws_iam_policy" "uploads_rw" {
      name   = "uploads-rw"
      policy = jsonencode({
        Version = "2012-10-17"
        Statement = [{
          Effect   = "Allow"
          Action   = "s3:*"
          Resource = "*"
        }]
      })
    }
    """,
    name="the uploads bucket terraform",
    gist="The config uses AWS provider v3-style inline acl, versioning and lifecycle blocks (deprecated in v4+), makes the bucket public-read, and grants s3:* on every resource.",
    next="Split into aws_s3_bucket_versioning / lifecycle_configuration / public_access_block resources and scope the policy to the bucket.",
    single=[
        ("explain", "what's wrong with this from a security point of view?"),
        ("convert_config", "rewrite this for aws provider v5 (separate versioning / lifecycle / acl resources)"),
        ("rewrite", "scope the IAM policy to just get/put/delete on this bucket"),
    ],
    long=[
        ("migrate_configs", "upgrade our whole terraform repo to aws provider v5: split all the inline s3 bucket blocks like this one, fix the public buckets, and make terraform plan show no unintended changes"),
    ],
),

A("package_json", "config", r"""
    {
      "name": "dashboard",
      "version": "2.3.0",
      "private": true,
      "scripts": {
        "dev": "webpack serve --mode development",
        "build": "webpack --mode production",
        "test": "jest",
        "lint": "eslint src --ext .js,.jsx"
      },
      "dependencies": {
        "axios": "^0.21.1",
        "moment": "^2.29.1",
        "react": "^17.0.2",
        "react-dom": "^17.0.2",
        "react-router-dom": "^5.3.0"
      },
      "devDependencies": {
        "@babel/core": "^7.14.0",
        "babel-loader": "^8.2.2",
        "eslint": "^7.28.0",
        "jest": "^26.6.3",
        "webpack": "^5.38.1",
        "webpack-cli": "^4.7.2",
        "webpack-dev-server": "^3.11.2"
      }
    }
    """,
    name="the dashboard package.json",
    gist="The dashboard is on React 17, react-router 5, axios 0.21, moment, Jest 26, ESLint 7 and webpack-dev-server 3: several majors behind, with moment in maintenance mode.",
    next="A move to Vite plus React 18, router 6 and dayjs or date-fns would be the modernisation path.",
    single=[
        ("explain", "which of these deps are badly outdated or deprecated?"),
        ("convert_config", "what would the scripts section look like if we switched to vite? just the package.json"),
    ],
    long=[
        ("upgrade_deps", "upgrade this project: react 18, router 6, axios 1.x, replace moment with date-fns, jest 29, eslint 8. fix all the code that breaks and get tests + build passing"),
        ("migrate_configs", "migrate the dashboard from webpack to vite, update scripts and imports as needed, make sure dev, build and tests work"),
    ],
),

A("gha_workflow", "config", r"""
    name: ci
    on: [push, pull_request]
    jobs:
      test:
        runs-on: ubuntu-latest
        steps:
          - uses: actions/checkout@v2
          - uses: actions/setup-python@v2
            with:
              python-version: 3.10
          - run: pip install -r requirements.txt
          - run: pytest
      deploy:
        runs-on: ubuntu-latest
        if: github.ref == 'refs/heads/main'
        steps:
          - uses: actions/checkout@v2
          - run: ./scripts/deploy.sh
            env:
              AWS_ACCESS_KEY_ID: ${{ secrets.AWS_ACCESS_KEY_ID }}
              AWS_SECRET_ACCESS_KEY: ${{ secrets.AWS_SECRET_ACCESS_KEY }}
    """,
    name="our ci.yml GitHub Actions workflow",
    gist="The workflow uses outdated v2 actions, python-version 3.10 unquoted (parsed as 3.1), no dependency caching, a deploy job that doesn't wait for tests, and static AWS keys.",
    next="Quote the version, bump actions, add needs: test and caching, and move deploy to OIDC.",
    flags=("yamlish",),
    single=[
        ("review_config", "review this workflow, anything broken?"),
        ("explain", "why would python-version: 3.10 not do what I think?"),
        ("rewrite", "rewrite it: v4 actions, pip cache, deploy needs test, matrix for 3.11 and 3.12"),
    ],
    long=[
        ("migrate_configs", "update every workflow in .github/workflows across our repos like this: v4 actions, quoted versions, caching, deploy depends on tests, OIDC instead of keys"),
        ("make_ci_green", "after fixing the python-version quoting, tests fail on 3.10 for real. get the suite passing on 3.10 in the repo"),
    ],
),

A("nginx_conf", "config", r"""
    server {
        listen 80;
        server_name app.acme.io;

        location / {
            proxy_pass http://127.0.0.1:3000;
        }

        location /api/ {
            proxy_pass http://127.0.0.1:8000/;
            proxy_read_timeout 300;
        }

        location /ws {
            proxy_pass http://127.0.0.1:8000;
        }

        client_max_body_size 1m;
    }
    """,
    name="the app.acme.io nginx server block",
    gist="The server block has no TLS, no forwarded headers, a /ws location missing the Upgrade/Connection headers WebSockets need, and a 1m body limit that will reject uploads.",
    next="Add the websocket headers, X-Forwarded-* headers, TLS and a sensible body size.",
    single=[
        ("explain_error", "websocket connections to /ws fail with 400, based on this config why?"),
        ("explain", "what does the trailing slash in proxy_pass http://127.0.0.1:8000/ change?"),
        ("rewrite", "add TLS, websocket headers, forwarded headers, and raise the body limit to 25m"),
    ],
    long=[
        ("migrate_configs", "we're replacing nginx with caddy. port this and the other server blocks in deploy/nginx/ to Caddyfiles, and update the ansible role that installs nginx"),
    ],
),

A("sql_schema_shop", "sql_schema", r"""
    CREATE TABLE customers (
      id          bigserial PRIMARY KEY,
      email       text NOT NULL UNIQUE,
      country     char(2) NOT NULL,
      created_at  timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE products (
      id          bigserial PRIMARY KEY,
      sku         text NOT NULL UNIQUE,
      name        text NOT NULL,
      price_cents integer NOT NULL CHECK (price_cents >= 0),
      active      boolean NOT NULL DEFAULT true
    );

    CREATE TABLE orders (
      id          bigserial PRIMARY KEY,
      customer_id bigint NOT NULL REFERENCES customers(id),
      status      text NOT NULL CHECK (status IN ('pending','paid','shipped','cancelled')),
      created_at  timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE order_items (
      order_id    bigint NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
      product_id  bigint NOT NULL REFERENCES products(id),
      qty         integer NOT NULL CHECK (qty > 0),
      unit_cents  integer NOT NULL,
      PRIMARY KEY (order_id, product_id)
    );
    """,
    name="the shop schema (customers, products, orders, order_items)",
    gist="The schema has customers, products, orders with a status check, and order_items keyed by (order_id, product_id) with quantity and unit price.",
    next="Revenue queries join orders to order_items and sum qty * unit_cents.",
    single=[
        ("write_sql", "write a query: top 10 products by revenue in the last 30 days, paid or shipped orders only"),
        ("write_sql", "monthly revenue per country for 2024, postgres"),
        ("write_sql", "customers who ordered in january but not since, with their last order date"),
        ("review_doc", "any problems with this schema? indexes missing?"),
        ("explain", "why is the PK on order_items (order_id, product_id) and what does that prevent?"),
    ],
    long=[
        ("implement_spec", "this is the schema we agreed on. create the migrations in our repo, the sqlalchemy models, and a repository layer with tests for the revenue queries"),
        ("implement_spec", "add a reporting endpoint to the API that returns revenue per country per month based on these tables, with tests and an index migration"),
    ],
),

A("query_plan_pg", "query_plan", r"""
    EXPLAIN (ANALYZE, BUFFERS)
    SELECT o.id, o.created_at, sum(oi.qty * oi.unit_cents) AS total
    FROM orders o JOIN order_items oi ON oi.order_id = o.id
    WHERE o.customer_id = 48213
    GROUP BY o.id
    ORDER BY o.created_at DESC
    LIMIT 20;

    Limit  (cost=412880.12..412880.17 rows=20 width=24) (actual time=2841.551..2841.558 rows=20 loops=1)
      Buffers: shared hit=2114 read=196044
      ->  Sort  (cost=412880.12..412881.40 rows=512 width=24) (actual time=2841.549..2841.553 rows=20 loops=1)
            Sort Key: o.created_at DESC
            Sort Method: top-N heapsort  Memory: 27kB
            ->  HashAggregate  (cost=412860.02..412866.42 rows=512 width=24) (actual time=2841.402..2841.489 rows=131 loops=1)
                  Group Key: o.id
                  ->  Hash Join  (cost=21944.40..412856.18 rows=512 width=20) (actual time=301.114..2841.201 rows=388 loops=1)
                        Hash Cond: (oi.order_id = o.id)
                        ->  Seq Scan on order_items oi  (cost=0.00..352212.10 rows=18400010 width=16) (actual time=0.011..1611.320 rows=18400010 loops=1)
                              Buffers: shared hit=1980 read=173832
                        ->  Hash  (cost=21942.80..21942.80 rows=128 width=12) (actual time=288.880..288.881 rows=131 loops=1)
                              ->  Seq Scan on orders o  (cost=0.00..21942.80 rows=128 width=12) (actual time=12.118..288.850 rows=131 loops=1)
                                    Filter: (customer_id = 48213)
                                    Rows Removed by Filter: 1201448
    Planning Time: 0.412 ms
    Execution Time: 2841.703 ms
    """,
    name="the slow customer order history query",
    gist="Both tables are sequentially scanned: orders has no index on customer_id, and the join reads all 18.4M order_items rows because the only index starting with order_id isn't used for a hash join of 131 orders.",
    next="Add an index on orders (customer_id, created_at DESC) so the planner can find the 131 orders and then nested-loop into order_items via its primary key.",
    single=[
        ("explain_query_plan", "explain this plan, where does the time go?"),
        ("explain_query_plan", "What index would fix this, and why would the join strategy change?"),
        ("rewrite", "rewrite the query so it first picks the 20 latest orders and then sums items only for those"),
    ],
    long=[
        ("perf_fix", "this is the customer order history endpoint. add the right index as a migration in our repo, rewrite the ORM query if needed, and add a benchmark/test showing it's fast"),
        ("perf_fix", "Find the other queries in the codebase that filter orders by customer_id and make sure they all benefit, then measure."),
    ],
),

A("mysql_slowlog", "query_plan", r"""
    # Time: 2024-05-30T03:12:44.118273Z
    # User@Host: app[app] @ 10.0.4.21 []  Id: 881273
    # Query_time: 14.218331  Lock_time: 0.000112 Rows_sent: 50  Rows_examined: 9812440
    SET timestamp=1717038764;
    SELECT * FROM events WHERE DATE(created_at) = '2024-05-29' AND tenant_id = 77 ORDER BY created_at DESC LIMIT 50;
    """,
    name="the slow-log entry for the events query",
    gist="Wrapping created_at in DATE() makes the predicate non-sargable, so MySQL examines 9.8M rows to return 50.",
    next="Use a half-open range on created_at with an index on (tenant_id, created_at).",
    single=[
        ("explain_query_plan", "why does this examine 9.8M rows to send 50?"),
        ("rewrite", "rewrite the query to be index friendly and tell me which index to add"),
    ],
    long=[
        ("perf_fix", "find everywhere in the codebase we filter with DATE(created_at) like this, rewrite them to ranges, add the composite index migration"),
    ],
),

A("csv_events", "data_sample", r"""
    event_id,user_id,event,ts,props
    e_001,u_19,signup,2024-05-01T08:12:03Z,"{""plan"":""free""}"
    e_002,u_19,login,2024-05-01T08:12:40Z,{}
    e_003,u_22,signup,2024-05-01T09:01:11Z,"{""plan"":""pro"",""coupon"":""SPRING""}"
    e_004,u_19,upgrade,2024-05-03T17:44:00Z,"{""from"":""free"",""to"":""pro""}"
    e_005,u_31,login,2024-05-03T18:02:19Z,{}
    e_006,u_22,cancel,2024-05-20T11:30:00Z,"{""reason"":""too expensive""}"
    e_007,u_31,signup,2024-05-02T07:59:58Z,"{""plan"":""free""}"
    """,
    name="the sample of our product events export",
    flags=("no_long",),
    gist="The CSV has event_id, user_id, event type, ISO timestamp and a JSON props column with doubled quotes, and rows are not sorted by time (u_31 logs in before its signup row).",
    next="Parsing needs a proper CSV reader plus JSON decoding of props.",
    single=[
        ("write_code_snippet", "write a python snippet (stdlib only) that parses this into dicts with props decoded"),
        ("write_sql", "write a CREATE TABLE for this in postgres, props as jsonb"),
        ("explain", "anything weird about this data I should know before I load it?"),
        ("to_table", "turn this into a markdown table"),
    ],
    long=[
        ("implement_spec", "we get daily files like this. add an importer to our analytics service that loads them into postgres idempotently, with a CLI command, tests and a sample fixture"),
    ],
),

A("json_api_response", "data_sample", r"""
    {
      "data": [
        {"id": "usr_1", "attributes": {"name": "Ana Costa", "email": "ana@example.com", "role": "admin",
          "last_seen": "2024-05-30T10:12:00Z"}, "relationships": {"team": {"data": {"id": "t_9", "type": "team"}}}},
        {"id": "usr_2", "attributes": {"name": "Li Wei", "email": null, "role": "member",
          "last_seen": null}, "relationships": {"team": {"data": null}}}
      ],
      "included": [{"id": "t_9", "type": "team", "attributes": {"name": "Platform"}}],
      "meta": {"page": 1, "pages": 14},
      "links": {"next": "/v2/users?page=2"}
    }
    """,
    name="a sample response from the partner's /v2/users endpoint",
    flags=("no_long",),
    gist="The response is JSON:API style: users with attributes and a team relationship resolved through 'included', nullable email, last_seen and team, and page-number pagination with a next link.",
    next="A client needs to join included teams and handle the nulls.",
    single=[
        ("write_code_snippet", "write TypeScript types for this response"),
        ("write_code_snippet", "write a function that flattens this into [{id, name, email, team_name}]"),
        ("explain", "what format is this? why is team in 'included'?"),
    ],
    long=[
        ("implement_spec", "build a sync job in our backend that pages through this partner endpoint, upserts users and teams into our db, handles the nulls, and has tests with recorded fixtures"),
    ],
),

]
