"""Hand-written content for the fresh blind set: asks, pasted code and logs, agent trajectories.

All prompt text, code and tool output here was written for this set; nothing is copied from a client.
"""

S, L = "single_step", "long_horizon"

# ---------------------------------------------------------------- code that users paste or that FIM completes
SNIPPETS = {
    "py_header": ("src/netio/headers.py", "python", '''import re
from typing import Dict, Tuple

_TOKEN = re.compile(r"[!#$%&'*+.^_`|~0-9A-Za-z-]+")


def split_params(raw: str) -> list:
    out, buf, quoted = [], [], False
    for ch in raw:
        if ch == '"':
            quoted = not quoted
        if ch == ";" and not quoted:
            out.append("".join(buf).strip())
            buf = []
            continue
        buf.append(ch)
    if buf:
        out.append("".join(buf).strip())
    return out


def parse_header(value: str) -> Tuple[str, Dict[str, str]]:
    parts = split_params(value)
    main = parts[0].lower()
    params = {}
    for p in parts[1:]:
        if "=" not in p:
            continue
        k, v = p.split("=", 1)
        k = k.strip().lower()
        if not _TOKEN.fullmatch(k):
            raise ValueError(f"bad param name {k!r}")
        params[k] = v.strip().strip('"')
    return main, params
'''),
    "js_debounce": ("web/src/utils/debounce.js", "javascript", '''export function debounce(fn, wait = 200) {
  let t = null;
  let lastArgs;
  const run = () => {
    t = null;
    fn.apply(this, lastArgs);
  };
  return function (...args) {
    lastArgs = args;
    if (t) clearTimeout(t);
    t = setTimeout(run, wait);
  };
}

export function throttle(fn, every = 100) {
  let last = 0;
  return (...args) => {
    const now = Date.now();
    if (now - last < every) return;
    last = now;
    return fn(...args);
  };
}
'''),
    "go_handler": ("internal/api/orders.go", "go", '''package api

import (
	"encoding/json"
	"net/http"
	"strconv"
)

type OrderStore interface {
	List(customerID int64, limit, offset int) ([]Order, error)
}

type Handler struct{ Store OrderStore }

func (h *Handler) ListOrders(w http.ResponseWriter, r *http.Request) {
	cid, err := strconv.ParseInt(r.URL.Query().Get("customer"), 10, 64)
	if err != nil {
		http.Error(w, "bad customer", http.StatusBadRequest)
		return
	}
	limit, _ := strconv.Atoi(r.URL.Query().Get("limit"))
	offset, _ := strconv.Atoi(r.URL.Query().Get("offset"))
	orders, err := h.Store.List(cid, limit, offset)
	if err != nil {
		http.Error(w, err.Error(), 500)
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(orders)
}
'''),
    "rs_parse": ("src/config.rs", "rust", '''use std::collections::HashMap;

pub fn parse_kv(input: &str) -> HashMap<String, String> {
    let mut map = HashMap::new();
    for line in input.lines() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if let Some((k, v)) = line.split_once('=') {
            map.insert(k.trim().to_string(), v.trim().to_string());
        }
    }
    map
}

pub fn get_port(map: &HashMap<String, String>) -> u16 {
    map.get("port").unwrap().parse().unwrap()
}
'''),
    "ts_hook": ("app/hooks/useFetch.ts", "typescript", '''import { useEffect, useState } from "react";

export function useFetch<T>(url: string) {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    setLoading(true);
    fetch(url)
      .then((r) => r.json())
      .then((j) => setData(j))
      .catch((e) => setError(e))
      .finally(() => setLoading(false));
  }, []);

  return { data, error, loading };
}
'''),
    "java_service": ("src/main/java/com/acme/billing/InvoiceService.java", "java", '''package com.acme.billing;

import java.math.BigDecimal;
import java.util.List;

public class InvoiceService {
    private final InvoiceRepository repo;

    public InvoiceService(InvoiceRepository repo) {
        this.repo = repo;
    }

    public BigDecimal totalFor(String customerId) {
        List<Invoice> invoices = repo.findByCustomer(customerId);
        BigDecimal total = BigDecimal.ZERO;
        for (Invoice inv : invoices) {
            if (inv.getStatus().equals("PAID")) {
                total = total.add(inv.getAmount());
            }
        }
        return total;
    }
}
'''),
    "py_cache": ("app/cache.py", "python", '''import time


class TTLCache:
    def __init__(self, ttl=60):
        self.ttl = ttl
        self._data = {}

    def get(self, key, default=None):
        item = self._data.get(key)
        if item is None:
            return default
        value, stamp = item
        if time.time() - stamp > self.ttl:
            return value
        return value

    def set(self, key, value):
        self._data[key] = (value, time.time())
'''),
    "bash_deploy": ("scripts/deploy.sh", "bash", '''#!/usr/bin/env bash
set -e
ENV=$1
TAG=$(git rev-parse --short HEAD)
docker build -t registry.local/shop:$TAG .
docker push registry.local/shop:$TAG
for host in $(cat hosts/$ENV.txt); do
  ssh deploy@$host "docker pull registry.local/shop:$TAG && docker compose up -d"
done
echo done
'''),
    "cs_retry": ("Services/RetryPolicy.cs", "csharp", '''public static class RetryPolicy
{
    public static async Task<T> RunAsync<T>(Func<Task<T>> action, int attempts = 3)
    {
        for (var i = 0; i < attempts; i++)
        {
            try
            {
                return await action();
            }
            catch (HttpRequestException)
            {
                await Task.Delay(200 * i);
            }
        }
        return await action();
    }
}
'''),
    "rb_slug": ("app/models/concerns/sluggable.rb", "ruby", '''module Sluggable
  extend ActiveSupport::Concern

  included do
    before_validation :assign_slug
  end

  def assign_slug
    base = title.to_s.downcase.gsub(/[^a-z0-9]+/, "-")
    self.slug = base
  end
end
'''),
    "kt_repo": ("data/src/main/kotlin/NoteRepository.kt", "kotlin", '''class NoteRepository(private val dao: NoteDao) {
    suspend fun search(q: String): List<Note> {
        val all = dao.all()
        return all.filter { it.title.contains(q) || it.body.contains(q) }
    }

    suspend fun save(note: Note) {
        if (note.id == 0L) dao.insert(note) else dao.update(note)
    }
}
'''),
    "php_ctrl": ("app/Http/Controllers/UserController.php", "php", '''<?php

namespace App\\Http\\Controllers;

use App\\Models\\User;
use Illuminate\\Http\\Request;

class UserController extends Controller
{
    public function index(Request $request)
    {
        $q = $request->input('q');
        $users = User::whereRaw("name LIKE '%$q%'")->get();
        return response()->json($users);
    }
}
'''),
    "sql_schema": ("db/schema.sql", "sql", '''CREATE TABLE customers (
  id BIGSERIAL PRIMARY KEY,
  name TEXT NOT NULL,
  country CHAR(2) NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE orders (
  id BIGSERIAL PRIMARY KEY,
  customer_id BIGINT NOT NULL REFERENCES customers(id),
  total_cents INTEGER NOT NULL,
  status TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
'''),
}

LOGS = {
    "py_tb": '''Traceback (most recent call last):
  File "/srv/app/worker.py", line 88, in handle
    user = payload["user"]["id"]
TypeError: 'NoneType' object is not subscriptable''',
    "k8s": '''NAME                        READY   STATUS             RESTARTS      AGE
api-7d9c6b8f6d-4kq2x        0/1     CrashLoopBackOff   14 (2m ago)   48m
api-7d9c6b8f6d-p8wzn        0/1     CrashLoopBackOff   14 (3m ago)   48m
worker-5f6c9d7b59-xx2lm     1/1     Running            0             2d
$ kubectl logs api-7d9c6b8f6d-4kq2x --previous
{"level":"info","msg":"loading config","path":"/etc/api/config.yaml"}
{"level":"fatal","msg":"connect postgres: dial tcp 10.0.3.17:5432: i/o timeout"}''',
    "node_err": '''node:internal/process/promises:289
            triggerUncaughtException(err, true /* fromPromise */);
            ^
Error: Cannot find module '@/lib/auth'
Require stack:
- /home/dev/shop/.next/server/app/api/session/route.js
    at Module._resolveFilename (node:internal/modules/cjs/loader:1145:15)
  code: 'MODULE_NOT_FOUND'
}''',
    "buildlog": "\n".join(
        [f"[{i:04d}] Compiling module shop.module{i % 37} (step {i} of 420)" for i in range(1, 260)]
        + ["[0260] warning: unused import 'fmt' in billing/report.go:4",
           "[0261] error: billing/export.go:88:14: undefined: csvWriter",
           "[0262] note: a similarly named variable 'csvwriter' is declared at billing/export.go:61:2"]
        + [f"[{i:04d}] Skipping dependent target shop.module{i % 37}: upstream failed" for i in range(263, 330)]
        + ["BUILD FAILED: 1 error, 1 warning (exit status 2)"]),
    "nightly": '''2026-11-28T02:00:03Z cron[1123]: (app) CMD (/srv/app/bin/run-job reindex)
2026-11-28T02:00:04Z cron[1124]: (app) CMD (/srv/app/bin/run-job export-invoices)
2026-11-28T02:03:41Z kernel: [8812.44] Out of memory: Killed process 1187 (python) total-vm:9123340kB, anon-rss:7712004kB
2026-11-28T02:03:41Z systemd[1]: app-worker.service: Main process exited, code=killed, status=9/KILL
2026-11-28T02:03:42Z systemd[1]: app-worker.service: Failed with result 'signal'.''',
}

DIFFS = [
    '''diff --git a/app/cache.py b/app/cache.py
index 3f1c2aa..9b0e441 100644
--- a/app/cache.py
+++ b/app/cache.py
@@ -12,7 +12,8 @@ class TTLCache:
         value, stamp = item
         if time.time() - stamp > self.ttl:
-            return value
+            del self._data[key]
+            return default
         return value
''',
    '''diff --git a/web/src/components/Cart.tsx b/web/src/components/Cart.tsx
index 12ab9f0..77c3d10 100644
--- a/web/src/components/Cart.tsx
+++ b/web/src/components/Cart.tsx
@@ -41,6 +41,12 @@ export function Cart({ items }: Props) {
-  const total = items.reduce((s, i) => s + i.price, 0);
+  const total = items.reduce((s, i) => s + i.price * i.qty, 0);
+  if (items.length === 0) {
+    return <EmptyCart />;
+  }
   return (
     <div className="cart">
''',
    '''diff --git a/internal/api/orders.go b/internal/api/orders.go
index a1b2c3d..d4e5f6a 100644
--- a/internal/api/orders.go
+++ b/internal/api/orders.go
@@ -18,6 +18,9 @@ func (h *Handler) ListOrders(w http.ResponseWriter, r *http.Request) {
 	limit, _ := strconv.Atoi(r.URL.Query().Get("limit"))
+	if limit <= 0 || limit > 100 {
+		limit = 50
+	}
 	offset, _ := strconv.Atoi(r.URL.Query().Get("offset"))
@@ -25,6 +28,7 @@ func (h *Handler) ListOrders(w http.ResponseWriter, r *http.Request) {
 		http.Error(w, err.Error(), 500)
+		return
 	}
''',
    '''diff --git a/pyproject.toml b/pyproject.toml
--- a/pyproject.toml
+++ b/pyproject.toml
@@ -9,7 +9,7 @@ dependencies = [
-  "pydantic>=1.10,<2",
+  "pydantic>=2.6",
   "httpx>=0.27",
 ]
diff --git a/app/settings.py b/app/settings.py
--- a/app/settings.py
+++ b/app/settings.py
@@ -1,10 +1,11 @@
-from pydantic import BaseSettings
+from pydantic_settings import BaseSettings, SettingsConfigDict
 
 class Settings(BaseSettings):
     db_url: str
-    class Config:
-        env_prefix = "APP_"
+    model_config = SettingsConfigDict(env_prefix="APP_")
''',
]


def huge_module():
    """A large, plain Python module (well over 60 KB) that hides one small function among many."""
    parts = ['"""Billing helpers: formatting, parsing and validation used by the invoice exporter."""\n',
             "import re\nimport datetime as dt\nfrom decimal import Decimal\n\n"]
    nouns = ["invoice", "ledger", "refund", "credit", "payout", "tax", "coupon", "account", "receipt", "vendor",
             "shipment", "order", "plan", "seat", "usage", "meter"]
    verbs = ["format", "validate", "normalize", "load", "render", "merge", "split", "round", "check", "encode"]
    i = 0
    for n in nouns:
        for v in verbs:
            i += 1
            parts.append(
                f"def {v}_{n}(record, strict=False):\n"
                f"    value = record.get('{n}_{i}')\n"
                f"    if value is None:\n"
                f"        if strict:\n"
                f"            raise KeyError('{n}_{i} missing')\n"
                f"        return None\n"
                f"    if isinstance(value, str):\n"
                f"        value = value.strip()\n"
                f"        if re.fullmatch(r'[0-9]+(\\.[0-9]+)?', value):\n"
                f"            value = Decimal(value)\n"
                f"    if isinstance(value, Decimal):\n"
                f"        return value.quantize(Decimal('0.01'))\n"
                f"    return value\n\n\n")
            if i == 83:
                parts.append(
                    "def parse_header(line):\n"
                    "    name, _, rest = line.partition(':')\n"
                    "    fields = [f.strip() for f in rest.split(';') if f.strip()]\n"
                    "    out = {'name': name.strip().lower(), 'value': fields[0] if fields else ''}\n"
                    "    for f in fields[1:]:\n"
                    "        k, _, v = f.partition('=')\n"
                    "        out[k.strip().lower()] = v.strip().strip('\"')\n"
                    "    return out\n\n\n")
    parts.append("def today():\n    return dt.date.today().isoformat()\n")
    return "".join(parts)


# ---------------------------------------------------------------- first-turn asks
# (task, label, lang, text, attachment key or None).  Attachment keys: SNIPPETS, LOGS, "diff<i>", "huge".
ASKS = [
    # single-step, English, various registers
    ("regex", S, "en", "write a regex for ISO 8601 dates like 2024-03-09, date only, no time", None),
    ("regex", S, "en", "regex to match semver incl prerelease e.g. 1.4.0-rc.2, js flavour pls", None),
    ("git-question", S, "en", "what does `git rebase --onto` actually do? I never get the argument order", None),
    ("git-question", S, "en", "how do i undo the last commit but keep my changes staged", None),
    ("explain-regex", S, "en", "what does this regex match: ^(?=.*\\d)(?=.*[a-z])(?=.*[A-Z]).{10,}$", None),
    ("explain", S, "en", "explain what this does, step by step", "js_debounce"),
    ("explain", S, "en", "can you walk me through this function? especially the quoted part", "py_header"),
    ("docstring", S, "en", "add a docstring to parse_header", "py_header"),
    ("docstring", S, "en", "add javadoc to totalFor", "java_service"),
    ("rename", S, "en", "rename `t` and `run` to something readable, keep behaviour the same", "js_debounce"),
    ("unit-test-one-fn", S, "en", "write pytest tests for split_params, include the quoted-semicolon case", "py_header"),
    ("unit-test-one-fn", S, "en", "write table-driven go tests for ListOrders using a fake store", "go_handler"),
    ("rewrite", S, "en", "convert this to async/await, no .then chains", "ts_hook"),
    ("translate-snippet", S, "en", "translate this to python", "rs_parse"),
    ("translate-snippet", S, "en", "port this to typescript", "rb_slug"),
    ("sql", S, "en", "given this schema: top 5 countries by paid revenue in 2025, postgres", "sql_schema"),
    ("sql", S, "en", "sql for customers who never placed an order", "sql_schema"),
    ("api-question", S, "en", "difference between Array.prototype.map and forEach? when would forEach be better", None),
    ("api-question", S, "en", "in python what's the difference between `is` and `==` for strings", None),
    ("shell-oneliner", S, "en", "bash one liner: find files over 100MB under /var, sorted by size", None),
    ("cli-question", S, "en", "kubectl: how do I see logs from the previous crashed container of a pod", None),
    ("debug-snippet", S, "en", "why does get() return stale values even after the ttl passed? fix just this class", "py_cache"),
    ("debug-snippet", S, "en", "this handler keeps writing a body after the 500, what's wrong here", "go_handler"),
    ("fix-snippet", S, "en", "get_port panics when the key is missing, make it return a Result instead", "rs_parse"),
    ("optimize-snippet", S, "en", "search() loads everything into memory. rewrite it to be less dumb (dao has a LIKE query method `findLike(q)`)", "kt_repo"),
    ("type-hints", S, "en", "add type hints to this, python 3.11 style", "py_cache"),
    ("security-snippet", S, "en", "is this controller vulnerable to anything? rewrite the query safely", "php_ctrl"),
    ("explain-log", S, "en", "what does this mean? just explain, i'll fix it myself", "k8s"),
    ("explain-log", S, "en", "what's the likely cause of this error", "py_tb"),
    ("commit-message", S, "en", "write a commit message for this diff", "diff0"),
    ("review-diff", S, "en", "quick review of this diff, anything off?", "diff2"),
    ("complexity", S, "en", "what's the time complexity of split_params?", "py_header"),
    ("cron", S, "en", "cron expression for every weekday at 07:30 and 19:30", None),
    ("jq", S, "en", "jq filter: names of items whose status.phase is not Running, from kubectl get pods -o json", None),
    ("shell-fix", S, "en", "make this script fail properly if a host is unreachable, and quote the vars", "bash_deploy"),
    ("retry-fix", S, "en", "the delay is 0 on the first retry, fix the backoff to be exponential with jitter", "cs_retry"),
    ("huge-paste-one-fn", S, "en", "add a docstring to parse_header in this file. don't touch anything else", "huge"),
    ("huge-paste-one-fn", S, "en", "in this module, only rename `record` to `row` inside validate_refund", "huge"),
    ("greeting", S, "en", "hi", None),
    ("greeting", S, "en", "hey! are you working?", None),
    ("greeting", S, "en", "thanks, that worked", None),
    ("word-question", S, "en", "is it 'login' or 'log in' for a button label", None),
    ("typo-sloppy", S, "en", "wats teh diff btwn useMemo n useCallback", None),
    ("dockerfile-one", S, "en", "write me a Dockerfile for a fastapi app, python 3.12 slim, uvicorn, non-root user", None),
    # single-step, other languages
    ("api-question", S, "es", "¿cómo hago un left join en pandas sin perder el orden de las filas de la izquierda?", None),
    ("explain", S, "es", "explícame qué hace esta función, línea por línea", "rs_parse"),
    ("regex", S, "de", "Schreib mir eine Regex für deutsche Postleitzahlen (5 Ziffern, keine führende 00)", None),
    ("docstring", S, "de", "Füg bitte Docstrings zu der Klasse hinzu, auf Englisch", "py_cache"),
    ("explain", S, "fr", "Peux-tu m'expliquer ce que fait ce hook et pourquoi le tableau de dépendances est vide ?", "ts_hook"),
    ("sql", S, "fr", "écris la requête SQL : chiffre d'affaires mensuel par pays pour 2025", "sql_schema"),
    ("api-question", S, "pt", "qual a diferença entre let, const e var em JS? resumo rápido", None),
    ("unit-test-one-fn", S, "pt", "escreve testes em JUnit 5 pro totalFor", "java_service"),
    ("explain-regex", S, "zh", "这个正则是什么意思：^\\+?86-?1[3-9]\\d{9}$", None),
    ("rewrite", S, "zh", "把这个函数改成用 async/await，别的不要动", "ts_hook"),
    ("docstring", S, "ja", "この関数にdocstringを追加してください（英語で）", "py_header"),
    ("api-question", S, "ja", "Goでcontext.WithTimeoutとWithDeadlineの違いは？", None),
    ("api-question", S, "ru", "Как в Python отсортировать словарь по значению по убыванию?", None),
    ("fix-snippet", S, "ru", "тут sql-инъекция? перепиши метод index безопасно", "php_ctrl"),
    ("sql", S, "ko", "이 스키마 기준으로 2025년에 주문이 한 번도 없는 고객 목록 쿼리 짜줘", "sql_schema"),
    ("unit-test-one-fn", S, "it", "scrivi un test con jest per debounce, usa i fake timers", "js_debounce"),
    ("translate-snippet", S, "tr", "bu fonksiyonu typescript'e çevirir misin", "rb_slug"),
    ("cli-question", S, "pl", "co robi `set -euo pipefail` w bashu?", None),
    ("greeting", S, "es", "hola, ¿qué tal?", None),
    ("greeting", S, "de", "Hallo! Kurze Frage vorab: kannst du Kotlin?", None),
    ("write-one-function", S, "en", """need a python function `parse_duration(s: str) -> int` returning seconds.

inputs look like:
  "90"      -> 90
  "1m30s"   -> 90
  "2h"      -> 7200
  "1h 5m"   -> 3900
  "1d2h"    -> 93600
whitespace between parts is allowed, units are d/h/m/s, a bare number means seconds, anything else raises ValueError
with a message that includes the bad input. no regex libraries beyond `re`, no dependencies. just the function, i'll
put it where it belongs myself.""", None),
    ("explain-log", S, "en", "whats the first real error in this build log? the rest is noise i think", "buildlog"),
    # long-horizon, English
    ("fix-tests", L, "en", "fix the failing tests", None),
    ("find-fix-bug", L, "en", "find why the cache never expires and fix it", None),
    ("ci-fix", L, "en", "the CI is red, make it green", None),
    ("build-project", L, "en", "build a REST API with auth, tests and a Dockerfile", None),
    ("build-project", L, "en", "make a CLI in rust that syncs two S3 buckets with progress bars and a dry-run flag", None),
    ("build-project", L, "en", "hacker news clone, next.js + postgres, with comments and upvotes", None),
    ("migrate", L, "en", "migrate the whole codebase from moment.js to date-fns", None),
    ("migrate", L, "en", "upgrade us to pydantic v2 across the repo and fix whatever breaks", None),
    ("migrate", L, "en", "port the frontend build from webpack to vite, keep the env var handling working", None),
    ("feature", L, "en", "add dark mode to the settings page and persist the choice per user", None),
    ("feature", L, "en", "implement cursor pagination on every list endpoint, update the TS client and the tests", None),
    ("investigate", L, "en", "there's a memory leak in the worker service somewhere. find it", None),
    ("investigate", L, "en", "this happens every night at 2am. figure out which job does it and fix it", "nightly"),
    ("build-ci", L, "en", "set up github actions: lint, test matrix 3.10-3.12, publish to pypi on tag", None),
    ("refactor-repo", L, "en", "split the auth module into separate files and update every import", None),
    ("refactor-repo", L, "en", "go through the repo and replace all print() calls with the structured logger", None),
    ("tests-iterate", L, "en", "write e2e tests for the checkout flow and get them passing locally", None),
    ("flaky-test", L, "en", "test_concurrent_writes is flaky on CI ~1 in 10 runs. find the root cause and fix it, not a retry", None),
    ("fix-from-trace", L, "en", "prod is crashing with this, fix it", "py_tb"),
    ("fix-from-trace", L, "en", "getting this after the next upgrade, sort it out", "node_err"),
    ("sloppy-bug", L, "en", "pls fix teh login bug, ppl get logged out randomly after like 5 min", None),
    ("sloppy-bug", L, "en", "cant get the build working on m1 mac anymore. fix", None),
    ("ticket", L, "en", '''SHOP-1423: Duplicate order confirmation emails

Reported by support: since the 3.8 release some customers get 2-4 identical confirmation emails.

Steps to reproduce:
1. Place an order with PayPal
2. Wait for the webhook
3. Check mailpit

Expected: one email. Actual: one per webhook retry.

Acceptance criteria:
- the webhook handler is idempotent (keyed on the provider event id)
- a regression test covers retries
- no change to the email templates

Notes: payments code lives under services/payments, mailer under services/notify.''', None),
    ("ticket", L, "en", '''## Feature: export reports as CSV

As an admin I want every report page to have an "Export CSV" button.
- all 7 report types (see reports/ folder)
- respect the current filters
- stream large exports, don't build them in memory
- add tests for at least revenue and churn reports
- update the docs page''', None),
    ("feature-oneline", L, "en", "add rate limiting to the public API", None),
    ("perf", L, "en", "the dashboard takes 9s to load. profile it and make it fast", None),
    ("deps", L, "en", "bump all deps to latest, run the tests, fix what breaks", None),
    # long-horizon, other languages
    ("fix-tests", L, "es", "arregla los tests que fallan en el módulo de pagos", None),
    ("ticket", L, "es", """TICKET PAG-88: los reembolsos parciales no actualizan el saldo

Desde la versión 2.4, cuando soporte hace un reembolso parcial desde el panel, el pedido queda como "reembolsado"
pero el saldo del cliente no cambia.

Criterios de aceptación:
- el saldo se actualiza en la misma transacción que el reembolso
- los reembolsos totales siguen funcionando igual
- test de integración para parcial y total
- nada de cambios en la API pública

El código de reembolsos está en billing/refunds y el de saldos en accounts/.""", None),
    ("ticket", L, "de", """JIRA INV-311 – Rechnungs-PDFs haben falsche Umlaute

Seit dem Wechsel auf die neue PDF-Bibliothek erscheinen ä/ö/ü in Kundennamen als Kästchen. Betrifft alle
Rechnungen seit dem 12.11. Bitte Ursache finden, beheben und alte Rechnungen per Skript neu erzeugen
(nur die betroffenen). Tests für die Schriftart-Einbettung ergänzen.""", None),
    ("feature", L, "es", "agrega autenticación con Google al proyecto, backend y frontend", None),
    ("build-project", L, "de", "Bau mir eine kleine Todo-App mit React und einem Express-Backend, inklusive Tests", None),
    ("find-fix-bug", L, "de", "Irgendwo im Repo werden Zeitzonen falsch behandelt, die Berichte sind um eine Stunde verschoben. Finde und behebe das.", None),
    ("migrate", L, "fr", "migre le projet de Python 2 vers Python 3, il y a plein de fichiers", None),
    ("ci-fix", L, "fr", "la CI échoue depuis ce matin, trouve pourquoi et corrige", None),
    ("find-fix-bug", L, "pt", "o build do docker quebrou depois do upgrade do node, descobre o que é e conserta", None),
    ("feature", L, "pt", "implementa upload de avatar com redimensionamento, salvando no S3, com testes", None),
    ("migrate", L, "zh", "把整个项目从 Vue 2 升级到 Vue 3，修复所有报错，保证测试通过", None),
    ("investigate", L, "zh", "线上接口偶尔超时，帮我在代码里找出原因并修掉", None),
    ("refactor-repo", L, "ja", "リポジトリ全体で非推奨のAPIを新しいものに置き換えて、テストが通るまで直してください", None),
    ("ci-fix", L, "ru", "найди, почему падает интеграционный тест на CI, и почини", None),
    ("feature", L, "ko", "로그인에 2FA 추가해줘. 백엔드랑 프론트 둘 다", None),
    ("feature", L, "it", "aggiungi il supporto per i webhook al servizio ordini, con test", None),
    ("refactor-repo", L, "tr", "projedeki tüm dış API çağrılarına retry mekanizması ekle", None),
    ("fix-tests", L, "pl", "napraw testy, które się wysypują po ostatnim merge'u", None),
]

# ---------------------------------------------------------------- agent trajectories (abstract steps)
# Each step: (thought, op, args, output).  ops: read, list, search, run, edit, write.
TRAJ = [
    {
        "ask": "find why the cache never expires and fix it",
        "steps": [
            ("Let me look for the cache implementation.", "search", {"pattern": "ttl", "path": "app"},
             "app/cache.py:5:    def __init__(self, ttl=60):\napp/cache.py:6:        self.ttl = ttl\n"
             "app/cache.py:13:        if time.time() - stamp > self.ttl:\napp/settings.py:22:CACHE_TTL = int(os.getenv(\"CACHE_TTL\", \"60\"))\n"
             "app/views/products.py:9:cache = TTLCache(ttl=settings.CACHE_TTL)"),
            ("Reading the cache class.", "read", {"path": "app/cache.py"},
             "\n".join(f"{i + 1:>4}\t{ln}" for i, ln in enumerate(SNIPPETS["py_cache"][2].splitlines()))),
            ("The expired branch returns the value. Fixing it to evict and return the default.", "edit",
             {"path": "app/cache.py", "old": "        if time.time() - stamp > self.ttl:\n            return value",
              "new": "        if time.time() - stamp > self.ttl:\n            del self._data[key]\n            return default"},
             "The file app/cache.py has been edited. Here's a snippet of the result:\n    13\t        if time.time() - stamp > self.ttl:\n    14\t            del self._data[key]\n    15\t            return default\n    16\t        return value"),
            ("Running the tests.", "run", {"cmd": "python -m pytest -q tests/test_cache.py"},
             "..F.\n=================================== FAILURES ===================================\n"
             "_____________________________ test_expiry_with_frozen_clock _____________________________\n"
             "    def test_expiry_with_frozen_clock(monkeypatch):\n        c = TTLCache(ttl=1)\n"
             "        monkeypatch.setattr(cache_mod.time, \"monotonic\", lambda: 100.0)\n        c.set(\"a\", 1)\n"
             "        monkeypatch.setattr(cache_mod.time, \"monotonic\", lambda: 102.0)\n>       assert c.get(\"a\") is None\n"
             "E       AssertionError: assert 1 is None\n\ntests/test_cache.py:31: AssertionError\n"
             "=========================== short test summary info ============================\n"
             "FAILED tests/test_cache.py::test_expiry_with_frozen_clock - AssertionError: assert 1 is None\n"
             "1 failed, 3 passed in 0.08s\n[exit code: 1]"),
            ("The test patches time.monotonic; the class uses time.time. Switching to monotonic.", "edit",
             {"path": "app/cache.py", "old": "time.time()", "new": "time.monotonic()"},
             "Replaced 2 occurrences in app/cache.py."),
            ("Re-running.", "run", {"cmd": "python -m pytest -q tests/test_cache.py"},
             "....\n4 passed in 0.05s\n[exit code: 0]"),
        ],
    },
    {
        "ask": "fix the failing tests",
        "steps": [
            ("First, run the suite to see what fails.", "run", {"cmd": "npm test -- --reporter=dot"},
             "> shop-web@2.3.0 test\n> vitest run --reporter=dot\n\n"
             "·······×··×·········\n\n FAIL  src/components/Cart.test.tsx > Cart > shows the total for several items\n"
             "AssertionError: expected '$12.00' to be '$36.00'\n ❯ src/components/Cart.test.tsx:28:42\n\n"
             " FAIL  src/components/Cart.test.tsx > Cart > renders empty state\n"
             "TestingLibraryElementError: Unable to find an element with the text: Your cart is empty\n"
             " ❯ src/components/Cart.test.tsx:41:19\n\n Test Files  1 failed | 11 passed (12)\n      Tests  2 failed | 64 passed (66)\n"
             "   Duration  4.81s\nnpm ERR! Test failed.  See above for more details.\nexit status 1"),
            ("Let me read the Cart component.", "read", {"path": "web/src/components/Cart.tsx"},
             "import { EmptyCart } from './EmptyCart';\nimport { formatMoney } from '../lib/money';\n\n"
             "type Item = { id: string; price: number; qty: number };\ntype Props = { items: Item[] };\n\n"
             "export function Cart({ items }: Props) {\n  const total = items.reduce((s, i) => s + i.price, 0);\n"
             "  return (\n    <div className=\"cart\">\n      {items.map((i) => (\n        <CartRow key={i.id} item={i} />\n"
             "      ))}\n      <div className=\"total\">{formatMoney(total)}</div>\n    </div>\n  );\n}\n"),
            ("Total ignores qty and there is no empty state.", "edit",
             {"path": "web/src/components/Cart.tsx",
              "old": "  const total = items.reduce((s, i) => s + i.price, 0);\n  return (",
              "new": "  const total = items.reduce((s, i) => s + i.price * i.qty, 0);\n  if (items.length === 0) {\n    return <EmptyCart />;\n  }\n  return ("},
             "Edit applied to web/src/components/Cart.tsx (1 hunk)."),
            ("Run the tests again.", "run", {"cmd": "npm test -- --reporter=dot"},
             "> shop-web@2.3.0 test\n> vitest run --reporter=dot\n\n·····················\n\n"
             " FAIL  src/components/Cart.test.tsx > Cart > renders empty state\n"
             "TestingLibraryElementError: Unable to find an element with the text: Your cart is empty\n\n"
             " Test Files  1 failed | 11 passed (12)\n      Tests  1 failed | 65 passed (66)\nexit status 1"),
            ("Check EmptyCart's text.", "read", {"path": "web/src/components/EmptyCart.tsx"},
             "export function EmptyCart() {\n  return <p className=\"empty\">{t('cart.empty')}</p>;\n}\n"),
            ("It uses i18n; the test renders without the provider. Look at test setup.", "search",
             {"pattern": "I18nProvider", "path": "web/src"},
             "web/src/main.tsx:7:import { I18nProvider } from './i18n';\nweb/src/main.tsx:15:    <I18nProvider locale=\"en\">\n"
             "web/src/test/render.tsx:4:export function renderWithProviders(ui: ReactElement) {"),
        ],
    },
    {
        "ask": "the CI is red, make it green",
        "steps": [
            ("Let me reproduce the lint and type checks CI runs.", "run", {"cmd": "ruff check . && mypy src"},
             "src/billing/export.py:14:1: F401 [*] `os` imported but unused\nsrc/billing/export.py:88:5: E722 Do not use bare `except`\n"
             "src/api/routes.py:203:89: E501 Line too long (104 > 88)\nFound 3 errors.\n[*] 1 fixable with the `--fix` option.\n[exit 1]"),
            ("Fix the autofixable one first and see what remains.", "run", {"cmd": "ruff check . --fix && ruff check ."},
             "Found 3 errors (1 fixed, 2 remaining).\nsrc/billing/export.py:87:5: E722 Do not use bare `except`\n"
             "src/api/routes.py:203:89: E501 Line too long (104 > 88)\n[exit 1]"),
            ("Reading the bare except.", "read", {"path": "src/billing/export.py"},
             "  80\tdef export_month(month):\n  81\t    rows = load_rows(month)\n  82\t    out = io.StringIO()\n"
             "  83\t    w = csv.writer(out)\n  84\t    for r in rows:\n  85\t        try:\n  86\t            w.writerow(to_csv_row(r))\n"
             "  87\t    except:\n  88\t            log.warning(\"skip row %s\", r.id)\n  89\t    return out.getvalue()"),
            ("Narrow the except to the errors to_csv_row raises.", "edit",
             {"path": "src/billing/export.py", "old": "        except:", "new": "        except (KeyError, ValueError):"},
             "OK"),
            ("Now mypy.", "run", {"cmd": "mypy src"},
             "src/billing/export.py:80: error: Function is missing a type annotation  [no-untyped-def]\n"
             "src/api/routes.py:151: error: Argument 1 to \"paginate\" has incompatible type \"list[Order] | None\"; expected \"list[Order]\"  [arg-type]\n"
             "Found 2 errors in 2 files (checked 61 source files)\n[exit 1]"),
        ],
    },
    {
        "ask": "add a /healthz endpoint that checks the db and redis, with tests",
        "steps": [
            ("See how the server is laid out.", "list", {"path": "."},
             "cmd/\ncmd/server/main.go\ngo.mod\ngo.sum\ninternal/\ninternal/api/\ninternal/api/orders.go\ninternal/api/router.go\n"
             "internal/api/router_test.go\ninternal/store/\ninternal/store/pg.go\ninternal/cache/redis.go\nMakefile\nREADME.md"),
            ("Read the router.", "read", {"path": "internal/api/router.go"},
             "package api\n\nimport \"net/http\"\n\nfunc NewRouter(h *Handler) http.Handler {\n\tmux := http.NewServeMux()\n"
             "\tmux.HandleFunc(\"GET /orders\", h.ListOrders)\n\treturn mux\n}\n"),
            ("Write the health handler.", "write", {"path": "internal/api/health.go", "content":
             "package api\n\nimport (\n\t\"context\"\n\t\"net/http\"\n\t\"time\"\n)\n\ntype Pinger interface{ Ping(ctx context.Context) error }\n\n"
             "func Health(db, rdb Pinger) http.HandlerFunc {\n\treturn func(w http.ResponseWriter, r *http.Request) {\n"
             "\t\tctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)\n\t\tdefer cancel()\n"
             "\t\tif err := db.Ping(ctx); err != nil {\n\t\t\thttp.Error(w, \"db: \"+err.Error(), http.StatusServiceUnavailable)\n\t\t\treturn\n\t\t}\n"
             "\t\tif err := rdb.Ping(ctx); err != nil {\n\t\t\thttp.Error(w, \"redis: \"+err.Error(), http.StatusServiceUnavailable)\n\t\t\treturn\n\t\t}\n"
             "\t\tw.Write([]byte(\"ok\"))\n\t}\n}\n"},
             "File created: internal/api/health.go (27 lines)"),
            ("Build.", "run", {"cmd": "go build ./... && go vet ./..."},
             "# example.com/shop/internal/cache\ninternal/cache/redis.go:31:17: c.client.Ping(ctx).Err undefined (type *redis.StatusCmd has no field or method Err)\n"
             "note: module requires Go 1.22\nexit status 1"),
            ("The redis client wrapper returns its own type. Reading it.", "read", {"path": "internal/cache/redis.go"},
             "package cache\n\nimport (\n\t\"context\"\n\n\t\"github.com/redis/go-redis/v9\"\n)\n\ntype Client struct{ client *redis.Client }\n\n"
             "func (c *Client) Get(ctx context.Context, k string) (string, error) {\n\treturn c.client.Get(ctx, k).Result()\n}\n"),
            ("Run the tests.", "run", {"cmd": "go test ./internal/..."},
             "ok  \texample.com/shop/internal/store\t0.412s\n--- FAIL: TestHealth (0.00s)\n    health_test.go:22: status = 503, want 200; body=\"redis: connection refused\"\n"
             "FAIL\nFAIL\texample.com/shop/internal/api\t0.031s\nFAIL"),
        ],
    },
    {
        "ask": "migrate the http calls from requests to httpx everywhere",
        "steps": [
            ("Find every use of requests.", "search", {"pattern": "import requests|requests\\.", "path": "."},
             "services/geo.py:3:import requests\nservices/geo.py:21:    r = requests.get(url, params=q, timeout=5)\n"
             "services/mailer.py:2:import requests\nservices/mailer.py:40:    resp = requests.post(API, json=payload, timeout=10)\n"
             "services/payments/stripe_client.py:5:import requests\nservices/payments/stripe_client.py:77:        r = self.session.post(path, data=body)\n"
             "services/payments/stripe_client.py:12:        self.session = requests.Session()\ntests/test_geo.py:4:import requests_mock\n"
             "tests/test_mailer.py:6:import requests_mock\nrequirements.txt:7:requests==2.31.0\nrequirements-dev.txt:3:requests-mock==1.11.0"),
            ("Start with geo.py.", "read", {"path": "services/geo.py"},
             "import logging\n\nimport requests\n\nlog = logging.getLogger(__name__)\nBASE = \"https://geo.internal/api/v2\"\n\n\n"
             "def lookup(ip: str) -> dict:\n    url = f\"{BASE}/ip/{ip}\"\n    q = {\"fields\": \"country,city\"}\n"
             "    try:\n        r = requests.get(url, params=q, timeout=5)\n        r.raise_for_status()\n    except requests.RequestException:\n"
             "        log.exception(\"geo lookup failed\")\n        return {}\n    return r.json()\n"),
            ("Replace in geo.py.", "edit",
             {"path": "services/geo.py", "old": "import requests", "new": "import httpx"},
             "Applied edit to services/geo.py"),
            ("Also the exception class.", "edit",
             {"path": "services/geo.py", "old": "except requests.RequestException:", "new": "except httpx.HTTPError:"},
             "Applied edit to services/geo.py"),
            ("Run geo tests; they use requests_mock, which will not intercept httpx.", "run",
             {"cmd": "pytest -q tests/test_geo.py"},
             "F.\n____________________________ test_lookup_ok ____________________________\n"
             "httpx.ConnectError: [Errno -2] Name or service not known\n\nDuring handling of the above exception...\n"
             "FAILED tests/test_geo.py::test_lookup_ok - AssertionError: assert {} == {'country': 'DE', 'city': 'Berlin'}\n"
             "1 failed, 1 passed in 0.64s"),
        ],
    },
    {
        "ask": "the docker build broke after the node upgrade, find out why and fix it",
        "steps": [
            ("Reproduce the build.", "run", {"cmd": "docker build -t shop-web:dev ."},
             "#9 [build 4/7] RUN npm ci\n#9 12.31 npm ERR! code 1\n#9 12.31 npm ERR! path /app/node_modules/node-sass\n"
             "#9 12.31 npm ERR! command failed\n#9 12.31 npm ERR! gyp ERR! find Python\n"
             "#9 12.31 npm ERR! gyp ERR! node -v v22.11.0\n#9 12.31 npm ERR! Build failed with error code: 1\n"
             "ERROR: failed to solve: process \"/bin/sh -c npm ci\" did not complete successfully: exit code: 1"),
            ("node-sass does not support Node 22. Check where it is used.", "search", {"pattern": "node-sass|sass-loader", "path": "."},
             "package.json:41:    \"node-sass\": \"^7.0.3\",\npackage.json:42:    \"sass-loader\": \"^13.3.2\",\nwebpack.config.js:58:            loader: 'sass-loader',"),
            ("Swap node-sass for sass (dart-sass).", "edit",
             {"path": "package.json", "old": "    \"node-sass\": \"^7.0.3\",", "new": "    \"sass\": \"^1.80.6\","},
             "package.json updated"),
            ("Update the lockfile and rebuild.", "run", {"cmd": "npm install --package-lock-only && docker build -t shop-web:dev ."},
             "added 1 package, removed 87 packages in 3s\n#9 [build 4/7] RUN npm ci\n#9 9.80 added 1204 packages in 9s\n"
             "#10 [build 5/7] RUN npm run build\n#10 21.4 ERROR in ./src/styles/main.scss\n"
             "#10 21.4 Module build failed: Error: Undefined function: darken($brand, 10%) is deprecated\n"
             "#10 21.4 ╷\n#10 21.4 12 │   background: darken($brand, 10%);\nexit code: 1"),
        ],
    },
    {
        "ask": "NullPointerException in InvoiceService in prod, find and fix",
        "steps": [
            ("Look at the service.", "read", {"path": "src/main/java/com/acme/billing/InvoiceService.java"},
             SNIPPETS["java_service"][2]),
            ("Find where status can be null.", "search", {"pattern": "setStatus\\(", "path": "src/main/java"},
             "src/main/java/com/acme/billing/Invoice.java:44:    public void setStatus(String status) { this.status = status; }\n"
             "src/main/java/com/acme/billing/importer/LegacyImporter.java:112:            inv.setStatus(row.get(\"state\"));"),
            ("Legacy rows can lack a state. Make the comparison null-safe.", "edit",
             {"path": "src/main/java/com/acme/billing/InvoiceService.java",
              "old": "if (inv.getStatus().equals(\"PAID\"))", "new": "if (\"PAID\".equals(inv.getStatus()))"},
             "Successfully replaced text at exactly one location."),
            ("Run the module tests.", "run", {"cmd": "./gradlew :billing:test --console=plain"},
             "> Task :billing:compileJava\n> Task :billing:test\n\nInvoiceServiceTest > totalIgnoresUnpaid() PASSED\n"
             "InvoiceServiceTest > totalWithLegacyNullStatus() FAILED\n    java.lang.NullPointerException: Cannot invoke \"java.math.BigDecimal.add(java.math.BigDecimal)\" because \"total\" is null\n"
             "        at com.acme.billing.InvoiceService.totalFor(InvoiceService.java:19)\n\n3 tests completed, 1 failed\n\n"
             "FAILURE: Build failed with an exception.\nBUILD FAILED in 7s"),
        ],
    },
    {
        "ask": "set up a github actions workflow that lints and tests on 3.10-3.12",
        "steps": [
            ("Check what's there.", "list", {"path": ".github"},
             "ls: cannot access '.github': No such file or directory\n[exit code 2]"),
            ("Check how tests run.", "read", {"path": "pyproject.toml"},
             "[project]\nname = \"ledger\"\nversion = \"0.9.2\"\nrequires-python = \">=3.10\"\ndependencies = [\"sqlalchemy>=2\", \"click>=8\"]\n\n"
             "[project.optional-dependencies]\ndev = [\"pytest>=8\", \"ruff>=0.6\", \"pytest-cov\"]\n\n[tool.pytest.ini_options]\naddopts = \"-q --cov=ledger\"\n"),
            ("Write the workflow.", "write", {"path": ".github/workflows/ci.yml", "content":
             "name: ci\non: [push, pull_request]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    strategy:\n      matrix:\n        python: ['3.10', '3.11', '3.12']\n"
             "    steps:\n      - uses: actions/checkout@v4\n      - uses: actions/setup-python@v5\n        with:\n          python-version: ${{ matrix.python }}\n"
             "      - run: pip install -e '.[dev]'\n      - run: ruff check .\n      - run: pytest\n"},
             "Created .github/workflows/ci.yml"),
            ("Run the same steps locally.", "run", {"cmd": "pip install -e '.[dev]' -q && ruff check . && pytest"},
             "All checks passed!\n....................F...\nFAILED tests/test_cli.py::test_export_tz - AssertionError: '2026-03-29 01:00' != '2026-03-29 02:00'\n"
             "1 failed, 23 passed in 2.11s\nexit=1"),
        ],
    },
]

TRAJ += [
    {
        "ask": "el endpoint /api/reportes devuelve 500 desde el deploy de ayer, encuentra la causa y arréglalo",
        "steps": [
            ("Busco la vista del endpoint.", "search", {"pattern": "reportes", "path": "apps"},
             "apps/reports/urls.py:6:    path(\"api/reportes/\", views.ReportList.as_view(), name=\"report-list\"),\n"
             "apps/reports/views.py:18:class ReportList(LoginRequiredMixin, ListView):"),
            ("Leo la vista.", "read", {"path": "apps/reports/views.py"},
             "  18\tclass ReportList(LoginRequiredMixin, ListView):\n  19\t    model = Report\n"
             "  20\t    def get_queryset(self):\n  21\t        qs = super().get_queryset().select_related(\"owner\")\n"
             "  22\t        return qs.filter(team=self.request.user.profile.team).order_by(\"-created\")\n"
             "  23\t    def render_to_response(self, context, **kw):\n  24\t        data = [r.as_dict() for r in context[\"object_list\"]]\n"
             "  25\t        return JsonResponse(data, safe=False)"),
            ("Reproduzco con el test client.", "run", {"cmd": "python manage.py test apps.reports -v 2"},
             "test_list_reports (apps.reports.tests.ReportApiTests.test_list_reports) ... ERROR\n\n"
             "======================================================================\nERROR: test_list_reports\n"
             "----------------------------------------------------------------------\nTraceback (most recent call last):\n"
             "  File \"/app/apps/reports/models.py\", line 41, in as_dict\n    \"owner\": self.owner.get_full_name(),\n"
             "AttributeError: 'NoneType' object has no attribute 'get_full_name'\n\nRan 4 tests in 0.912s\n\nFAILED (errors=1)"),
            ("La migración de ayer hizo owner nullable. Miro la migración.", "run", {"cmd": "ls apps/reports/migrations && git log -1 --stat"},
             "0001_initial.py\n0002_report_team.py\n0003_alter_report_owner.py\n__init__.py\n"
             "commit 8f1e2c4 (HEAD -> main)\n    reports: owner may be empty for imported reports\n"
             " apps/reports/migrations/0003_alter_report_owner.py | 18 ++++++\n apps/reports/models.py | 2 +-"),
            ("Hago as_dict tolerante a owner vacío.", "edit", {"path": "apps/reports/models.py",
             "old": "\"owner\": self.owner.get_full_name(),",
             "new": "\"owner\": self.owner.get_full_name() if self.owner else None,"},
             "The file apps/reports/models.py has been edited."),
            ("Vuelvo a correr los tests.", "run", {"cmd": "python manage.py test apps.reports"},
             "....\n----------------------------------------------------------------------\nRan 4 tests in 0.701s\n\nOK"),
        ],
    },
    {
        "ask": "cargo build が通らなくなった。原因を調べて直して、テストも通して",
        "steps": [
            ("Build first to see the error.", "run", {"cmd": "cargo build 2>&1 | tail -n 30"},
             "   Compiling cfgtool v0.4.1 (/home/dev/cfgtool)\nerror[E0502]: cannot borrow `self.entries` as mutable because it is also borrowed as immutable\n"
             "  --> src/store.rs:57:13\n   |\n55 |         let first = self.entries.first();\n   |                     ------------ immutable borrow occurs here\n"
             "56 |         if let Some(e) = first {\n57 |             self.entries.push(e.clone());\n   |             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^ mutable borrow occurs here\n\n"
             "For more information about this error, try `rustc --explain E0502`.\nerror: could not compile `cfgtool` (lib) due to 1 previous error"),
            ("Read the function.", "read", {"path": "src/store.rs"},
             "  50\timpl Store {\n  51\t    pub fn duplicate_first(&mut self) {\n  52\t        if self.entries.is_empty() {\n  53\t            return;\n  54\t        }\n"
             "  55\t        let first = self.entries.first();\n  56\t        if let Some(e) = first {\n  57\t            self.entries.push(e.clone());\n  58\t        }\n  59\t    }\n  60\t}"),
            ("Clone before pushing to end the immutable borrow.", "edit", {"path": "src/store.rs",
             "old": "        let first = self.entries.first();", "new": "        let first = self.entries.first().cloned();"},
             "Edited src/store.rs"),
            ("Adjust the push and run the tests.", "run", {"cmd": "cargo test 2>&1 | tail -n 15"},
             "error[E0308]: mismatched types\n  --> src/store.rs:57:31\n   |\n57 |             self.entries.push(e.clone());\n"
             "   |                               ^^^^^^^^^ expected `Entry`, found `&Entry`\nerror: could not compile `cfgtool` (lib test) due to 1 previous error"),
        ],
    },
]

RETRY_USER = [
    "continue", "fix it", "still failing", "go on", "keep going", "it's still broken, same error",
    "doesn't work", "try again", "sigue fallando", "immer noch kaputt", "继续", "続けて", "ещё падает", "ok next",
]

ENV_TREES = [
    "app/\napp/cache.py\napp/settings.py\napp/views/\napp/views/products.py\ntests/\ntests/test_cache.py\npyproject.toml\nREADME.md",
    "web/\nweb/src/\nweb/src/components/Cart.tsx\nweb/src/components/EmptyCart.tsx\nweb/src/lib/money.ts\nweb/package.json\nweb/vite.config.ts",
    "cmd/server/main.go\ninternal/api/orders.go\ninternal/api/router.go\ninternal/store/pg.go\ngo.mod\nMakefile",
    "services/geo.py\nservices/mailer.py\nservices/payments/stripe_client.py\ntests/test_geo.py\nrequirements.txt",
]

INSTRUCTION_FILES = [
    ("AGENTS.md", "# Working here\n- Python 3.12, run `make test` before finishing\n- never edit files under vendor/\n- use structlog, not print\n- commit messages: imperative, <= 72 chars"),
    (".clinerules", "- Prefer small diffs.\n- Ask before adding dependencies.\n- Frontend uses pnpm, not npm.\n- Tests live next to the code as *.test.ts"),
    (".cursorrules", "You are working in a Django 5 monolith. Use class-based views. Keep migrations reversible. Type hints everywhere."),
    ("CONVENTIONS.md", "Go 1.22. Errors wrapped with fmt.Errorf(\"...: %w\"). No panics in handlers. Table-driven tests."),
    (".roo/rules/style.md", "Use 2-space indent in TS. No default exports. Components in PascalCase files."),
    (".github/copilot-instructions.md", "This repo is a Kotlin Android app (Compose). Prefer coroutines + Flow. Use Hilt for DI."),
]
