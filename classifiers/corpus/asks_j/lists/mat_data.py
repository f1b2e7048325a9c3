from .common import M, S, L

MATERIALS = [
M("schema_shop", "sql_schema", """
CREATE TABLE customers (
  id bigserial PRIMARY KEY,
  email text UNIQUE NOT NULL,
  country char(2) NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE orders (
  id bigserial PRIMARY KEY,
  customer_id bigint NOT NULL REFERENCES customers(id),
  status text NOT NULL CHECK (status IN ('pending','paid','shipped','cancelled')),
  total_cents integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE order_items (
  order_id bigint REFERENCES orders(id),
  sku text NOT NULL,
  qty integer NOT NULL,
  unit_cents integer NOT NULL
);
""", "A shop schema with customers, orders (status, total in cents) and order items.", fence="sql",
asks=[S("write_sql", "monthly revenue per country for paid+shipped orders in 2024, given this schema"),
 S("write_sql", "top 10 SKUs by quantity sold in the last 30 days"),
 L("write_migration_and_models", "add a refunds table linked to orders and wire it into our ORM models, the admin and the revenue report"),
 S("explain_code", "is there anything missing in this schema, indexes etc?")]),

M("schema_mysql_events", "sql_schema", """
CREATE TABLE `events` (
  `id` BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
  `tenant_id` INT NOT NULL,
  `user_id` INT NULL,
  `type` VARCHAR(64) NOT NULL,
  `payload` JSON NOT NULL,
  `created_at` DATETIME(3) NOT NULL,
  PRIMARY KEY (`id`),
  KEY `idx_tenant_created` (`tenant_id`, `created_at`)
) ENGINE=InnoDB;
""", "A MySQL events table keyed by tenant and time with a JSON payload.", fence="sql",
asks=[S("write_sql", "daily active users per tenant for the last week, mysql 8"),
 S("write_sql", "query the events where payload.plan = 'pro' and type = 'upgrade', use the JSON functions"),
 L("write_migration_and_models", "partition this table by month and update our event writer and the retention job to match")]),

M("csv_sample_sales", "csv_sample", """
date,store,sku,qty,price
2024-03-01,BER-01,A100,3,9.99
2024-03-01,BER-01,A101,1,24.50
2024-03-01,HAM-02,A100,,9.99
2024-03-02,BER-01,A100,2,9.99
2024-03-02,MUC-03,B200,5,"1,299.00"
2024-03-02,HAM-02,A101,-1,24.50
""", "A sales CSV sample with a missing qty, a negative qty and a price with a thousands separator.", fence="csv",
asks=[S("answer_from_text", "which rows look broken?"),
 S("write_small_function", "write a pandas snippet that loads this and cleans the issues you see"),
 S("convert_format", "convert this to a JSON array, numbers as numbers"),
 L("fix_bug_in_repo", "our importer chokes on rows like these. make the sales importer handle empty and negative qty and quoted prices, with tests using this sample")]),

M("json_sample_webhook", "json_sample", """
{
  "id": "evt_01HT4",
  "type": "subscription.updated",
  "created": 1712052000,
  "data": {
    "object": {
      "id": "sub_9f2",
      "customer": "cus_71a",
      "status": "past_due",
      "items": [{"price": "price_pro_monthly", "quantity": 3}],
      "current_period_end": 1714644000,
      "cancel_at_period_end": false
    },
    "previous_attributes": {"status": "active"}
  }
}
""", "A subscription.updated webhook where the status changed from active to past_due.", fence="json",
asks=[S("write_small_function", "write TypeScript types for this payload"),
 S("answer_from_text", "what changed in this event?"),
 L("implement_feature", "handle subscription.updated in our webhook consumer: past_due should restrict the workspace and send the dunning email")]),

M("config_nginx", "config_file", """
server {
    listen 80;
    server_name app.example.com;

    location / {
        proxy_pass http://127.0.0.1:3000;
    }

    location /api/ {
        proxy_pass http://127.0.0.1:8000/;
        proxy_read_timeout 10s;
    }

    client_max_body_size 1m;
}
""", "An nginx server block proxying / and /api/ with a 10s read timeout, 1 MB body limit and no TLS.", fence="nginx",
asks=[S("explain_code", "explain what the trailing slash in the /api/ proxy_pass does"),
 S("review_given_diff", "what's missing from this config for production?"),
 L("fix_bug_in_repo", "uploads over 1MB fail and exports time out. fix this in our nginx templates for all environments and redeploy config via the ansible role")]),

M("config_docker_compose", "config_file", """
version: "3.8"
services:
  api:
    build: .
    ports: ["8000:8000"]
    environment:
      DATABASE_URL: postgres://app:app@db:5432/app
    depends_on: [db]
  db:
    image: postgres:13
    environment:
      POSTGRES_PASSWORD: app
      POSTGRES_USER: app
  worker:
    build: .
    command: python -m worker
""", "A compose file with api, postgres 13 and a worker that lacks DATABASE_URL and healthchecks.", fence="yaml",
asks=[S("answer_from_text", "the worker has no DATABASE_URL, right? anything else off?"),
 S("rewrite_text", "rewrite this compose file with healthchecks and depends_on conditions"),
 L("upgrade_dependency", "move our dev setup to postgres 16: compose, CI services and the test fixtures that depend on pg13 behaviour")]),

M("config_tf_vars", "config_file", """
variable "instance_type" {
  default = "t3.medium"
}
variable "min_size" { default = 2 }
variable "max_size" { default = 2 }
variable "env" {}

resource "aws_autoscaling_group" "web" {
  name             = "web-${var.env}"
  min_size         = var.min_size
  max_size         = var.max_size
  desired_capacity = 2
  vpc_zone_identifier = ["subnet-0a1b", "subnet-0c2d"]
  launch_template { id = aws_launch_template.web.id }
}
""", "A Terraform ASG with min=max=desired=2, hardcoded subnets and untyped variables.", fence="hcl",
asks=[S("review_given_diff", "review this terraform snippet"),
 S("rewrite_text", "add types and descriptions to the variables, that's all"),
 L("implement_feature", "add target-tracking autoscaling to the web ASG in our terraform and parametrize the subnets per env, then run plan for staging")]),

M("json_openapi_frag", "json_sample", """
{
  "paths": {
    "/users/{id}": {
      "get": {
        "operationId": "getUser",
        "parameters": [{"name": "id", "in": "path", "required": true, "schema": {"type": "string"}}],
        "responses": {
          "200": {"description": "OK", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/User"}}}},
          "404": {"description": "Not found"}
        }
      }
    }
  }
}
""", "An OpenAPI fragment for GET /users/{id} returning a User or 404.", fence="json",
asks=[S("convert_format", "convert this to yaml"),
 S("write_small_function", "write an express handler stub that matches this operation"),
 L("implement_feature", "generate the client from our full openapi file and replace the hand-written user API calls in the frontend with it")]),

M("csv_users_export", "csv_sample", """
id;name;email;signup;plan
1;"Müller, Anna";anna@example.de;03.01.2024;pro
2;Bob Lee;bob@example.com;2024-01-05;free
3;"Zoë O'Neil";zoe@example.ie;5/1/2024;team
""", "A semicolon-separated user export with quoted names and three different date formats.", fence="csv",
asks=[S("answer_from_text", "how many date formats are in here?"),
 S("write_regex", "regex that matches all three date formats in the signup column"),
 L("fix_bug_in_repo", "this is what our export produces. make the exporter use one ISO date format and comma separators, and update the consumers that parse it")]),

M("config_k8s_deploy", "config_file", """
apiVersion: apps/v1
kind: Deployment
metadata:
  name: billing
spec:
  replicas: 3
  template:
    spec:
      containers:
        - name: billing
          image: registry.local/billing:latest
          resources:
            limits:
              memory: "256Mi"
          env:
            - name: DB_PASSWORD
              value: "s3cr3t"
""", "A billing Deployment with a :latest image, no selector, no CPU request, and a plaintext DB password.", fence="yaml",
asks=[S("review_given_diff", "list the problems with this manifest"),
 S("rewrite_text", "fix this manifest: selector, pinned tag, requests, secretKeyRef"),
 L("patch_vulnerability", "we have plaintext secrets like this across our manifests. move them all to sealed secrets and update the deploy pipeline")]),

M("json_error_payload", "json_sample", """
{"error":{"code":"VALIDATION_FAILED","message":"Request validation failed","details":[
 {"field":"items[2].qty","issue":"must be >= 1"},
 {"field":"shipping.postcode","issue":"invalid format for country NL"},
 {"field":"coupon","issue":"expired"}]}}
""", "A validation error response listing three field issues: qty, Dutch postcode format and expired coupon.", fence="json",
asks=[S("explain_for_non_dev", "what is wrong with the request, in plain language for a support agent?"),
 S("write_regex", "dutch postcode regex please, the format the API probably expects"),
 L("implement_feature", "map these API validation errors to inline form errors in our checkout frontend, field paths included")]),
]
