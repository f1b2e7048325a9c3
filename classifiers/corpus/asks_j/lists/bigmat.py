"""Large materials (10-20 KB) generated deterministically from a seeded RNG."""
import random
from .common import M, S, L


def _server_log(r):
    lines = []
    paths = ["/api/orders", "/api/orders/{id}", "/api/customers/{id}", "/api/cart", "/api/search?q=shoes",
             "/api/health", "/api/export?format=csv", "/api/products/{id}"]
    t = 9 * 3600 + 12 * 60
    errs = []
    for i in range(140):
        t += r.randint(0, 4)
        hh, mm, ss = t // 3600, (t // 60) % 60, t % 60
        ts = f"2024-04-18T{hh:02d}:{mm:02d}:{ss:02d}.{r.randint(0, 999):03d}Z"
        p = r.choice(paths).replace("{id}", str(r.randint(1000, 99999)))
        rid = "%08x" % r.getrandbits(32)
        if p.startswith("/api/export") and r.random() < 0.6:
            errs.append(rid)
            lines.append(f"{ts} ERROR http method=GET path={p} status=500 dur_ms=30012 req_id={rid}")
            lines.append(f"{ts} ERROR app req_id={rid} psycopg.errors.QueryCanceled: canceling statement due to statement timeout")
            lines.append(f"{ts} ERROR app req_id={rid}   at exports/service.py:88 in build_rows -> SELECT ... FROM orders o JOIN order_items i ON ... ORDER BY o.created_at")
            continue
        if r.random() < 0.06:
            lines.append(f"{ts} WARN  db slow query dur_ms={r.randint(800, 2500)} table=orders req_id={rid}")
        st = 200 if r.random() > 0.04 else r.choice([404, 401, 422])
        lines.append(f"{ts} INFO  http method={r.choice(['GET', 'GET', 'POST'])} path={p} status={st} dur_ms={r.randint(3, 240)} req_id={rid}")
    return "\n".join(lines)


def _ci_log(r):
    out = ["Run npm ci", "added 1432 packages, and audited 1433 packages in 41s",
           "198 packages are looking for funding", "  run `npm fund` for details", "found 0 vulnerabilities",
           "Run npm test -- --ci", "", "> web@2.8.0 test", "> jest --ci", ""]
    areas = ["components", "hooks", "utils", "pages", "store", "api", "forms", "layout"]
    names = ["Button", "Modal", "Table", "useCart", "formatPrice", "Checkout", "Header", "Pagination", "useAuth",
             "DatePicker", "slugify", "OrderList", "cartSlice", "client", "AddressForm", "Footer", "Toast",
             "Tabs", "useDebounce", "currency", "Search", "ProductCard", "Badge", "Avatar", "Tooltip"]
    fail_at = 171
    for i in range(240):
        a, n = r.choice(areas), r.choice(names)
        path = f"src/{a}/{n}{'' if i % 3 else str(i)}.test.tsx"
        if i == fail_at:
            out += ["FAIL src/pages/Checkout.test.tsx",
                    "  ● Checkout › renders order summary with discount",
                    "",
                    "    expect(received).toMatchSnapshot()",
                    "",
                    "    Snapshot name: `Checkout renders order summary with discount 1`",
                    "",
                    "    - Snapshot  - 1",
                    "    + Received  + 1",
                    "",
                    "      <span class=\"summary-total\">",
                    "    -   € 18.00",
                    "    +   € 18,00",
                    "      </span>",
                    "",
                    "      at Object.<anonymous> (src/pages/Checkout.test.tsx:57:29)",
                    ""]
        else:
            out.append(f"PASS {path} ({r.randint(1, 40) / 10:.1f} s)" if r.random() < 0.3 else f"PASS {path}")
    out += ["", "Snapshot Summary", " › 1 snapshot failed from 1 test suite. Inspect your code changes or run `npm test -- -u` to update them.",
            "", "Test Suites: 1 failed, 239 passed, 240 total", "Tests:       1 failed, 1533 passed, 1534 total",
            "Snapshots:   1 failed, 64 passed, 65 total", "Time:        48.113 s", "Ran all test suites.",
            "Error: Process completed with exit code 1."]
    return "\n".join(out)


_PY_HEAD = '''"""Field validators shared by the signup, billing and admin forms."""
from __future__ import annotations

import re
from datetime import date

from .errors import ValidationError

EMAIL_RE = re.compile(r"^[^@\\s]+@[^@\\s]+\\.[a-z]{2,}$", re.I)
POSTCODES = {
    "DE": re.compile(r"^\\d{5}$"),
    "NL": re.compile(r"^\\d{4}\\s?[A-Z]{2}$"),
    "GB": re.compile(r"^[A-Z]{1,2}\\d[A-Z\\d]?\\s?\\d[A-Z]{2}$", re.I),
    "US": re.compile(r"^\\d{5}(-\\d{4})?$"),
}


def validate_email(value: str) -> str:
    value = value.strip()
    if not EMAIL_RE.match(value):
        raise ValidationError("email", "invalid email address")
    return value.lower()


def validate_iban(value: str) -> str:
    iban = value.replace(" ", "").upper()
    if not re.fullmatch(r"[A-Z]{2}\\d{2}[A-Z0-9]{10,30}", iban):
        raise ValidationError("iban", "invalid format")
    rearranged = iban[4:] + iban[:4]
    digits = "".join(str(int(c, 36)) for c in rearranged)
    if int(digits) % 97 != 1:
        raise ValidationError("iban", "checksum mismatch")
    return iban


def validate_postcode(value: str, country: str) -> str:
    pattern = POSTCODES.get(country.upper())
    if pattern is None:
        return value.strip()
    if not pattern.match(value.strip()):
        raise ValidationError("postcode", f"invalid postcode for {country}")
    return value.strip().upper()


def validate_birthdate(value: date, today: date | None = None) -> date:
    today = today or date.today()
    age = today.year - value.year - ((today.month, today.day) < (value.month, value.day))
    if age < 16:
        raise ValidationError("birthdate", "must be at least 16")
    if age > 120:
        raise ValidationError("birthdate", "implausible age")
    return value


def validate_vat_id(value: str) -> str:
    v = value.replace(" ", "").upper()
    if not re.fullmatch(r"[A-Z]{2}[A-Z0-9]{2,12}", v):
        raise ValidationError("vat_id", "invalid VAT id")
    return v

'''


def _py_module(r):
    fields = ["company_name", "first_name", "last_name", "street", "city", "state", "phone_label", "nickname",
              "job_title", "department", "coupon_code", "gift_message", "invoice_note", "delivery_note",
              "reference", "project_name", "team_name", "tag", "slug", "display_name", "bio_short", "website_label",
              "shipping_company", "po_number", "cost_center", "billing_contact", "support_pin", "locale_hint",
              "referral_code", "campaign", "utm_source", "utm_medium", "utm_campaign", "legal_name", "trade_name",
              "warehouse_code", "bin_location", "sku_prefix", "barcode_label", "return_reason"]
    parts = [_PY_HEAD]
    for f in fields:
        lo, hi = r.choice([(1, 40), (2, 80), (0, 120), (3, 32), (1, 255), (4, 16)])
        charset = r.choice([r"[\w .,'-]", r"[A-Z0-9-]", r"[a-z0-9-]", r"[\w\s]", r"[^<>]"])
        parts.append(f'''def validate_{f}(value: str | None) -> str | None:
    if value is None:
        return None if {lo} == 0 else _required("{f}")
    value = value.strip()
    if not ({lo} <= len(value) <= {hi}):
        raise ValidationError("{f}", "must be between {lo} and {hi} characters")
    if not re.fullmatch(r"{charset}*", value):
        raise ValidationError("{f}", "contains invalid characters")
    return value

''')
    parts.append('''def _required(field: str):
    raise ValidationError(field, "is required")
''')
    return "".join(parts)


def _csv(r):
    cats = ["groceries", "rent", "salary", "utilities", "travel", "software", "insurance", "fees", "refund", "misc"]
    cps = ["REWE Markt", "ACME GmbH", "Stadtwerke", "Deutsche Bahn", "GitHub Inc", "Allianz", "Bank fee",
           "Amazon EU", "Lidl", "Hetzner Online", "Landlord K. Weber", "Lufthansa"]
    rows = ["id,booking_date,value_date,account,counterparty,amount,currency,category,memo"]
    for i in range(210):
        d = f"2024-{r.randint(1, 4):02d}-{r.randint(1, 28):02d}"
        c = r.choice(cats)
        amt = round(r.uniform(-900, -3), 2) if c not in ("salary", "refund") else round(r.uniform(20, 5200), 2)
        memo = r.choice(["", "card 4421", "SEPA", "monthly", "inv " + str(r.randint(1000, 9999)), "\"ref, split\""])
        rows.append(f"TX{100000 + i},{d},{d},DE89370400440532013000,{r.choice(cps)},{amt:.2f},EUR,{c},{memo}")
    return "\n".join(rows)


def _json(r):
    import json
    items = []
    for i in range(42):
        items.append({"id": f"prd_{r.getrandbits(24):06x}", "sku": f"SKU-{r.randint(10000, 99999)}",
                      "name": r.choice(["Trail Runner", "City Backpack", "Rain Jacket", "Wool Socks", "Cap",
                                        "Water Bottle", "Fleece", "Gloves"]) + f" {r.choice(['S', 'M', 'L', 'XL', 'One'])}",
                      "price": {"amount": r.randint(500, 25000), "currency": "EUR"},
                      "stock": {"available": r.choice([0, 0, r.randint(1, 400)]), "warehouse": r.choice(["HAM", "BER"])},
                      "tags": r.sample(["outdoor", "sale", "new", "eco", "bestseller"], k=r.randint(0, 2))})
    return json.dumps({"data": items, "page": {"cursor": "eyJvZmZzZXQiOjQyfQ==", "has_more": True}}, indent=1)


def big_materials(seed):
    r = random.Random(seed)
    return [
        M("big_server_log", "server_log", _server_log(r),
          "Export requests hit the statement timeout on a large orders/order_items query while other endpoints are fine.",
          [S("answer_from_text", "which request ids got a 500?"),
           S("summarize", "summarize the error patterns in this log"),
           S("write_regex", "regex to extract path, status and dur_ms from these lines"),
           L("investigate_root_cause", "the export endpoint times out in prod, logs below. find the slow query in our exports code and fix it (index or rewrite)")],
          fence="text"),
        M("big_ci_log", "ci_log", _ci_log(r),
          "One Jest snapshot fails because the checkout total is now formatted with a decimal comma.",
          [S("answer_from_text", "which test suite failed, out of all this?"),
           S("explain_error", "what is the snapshot diff saying?"),
           L("fix_ci_pipeline", "make this pass. don't just update the snapshot unless the formatting change was intended, check the locale code")],
          fence="text"),
        M("big_py_module", "class", _py_module(r),
          "A long validators module with hand-written IBAN, postcode, birthdate and VAT checks plus many generated field validators.",
          [S("docstring_given_code", "add a docstring to validate_iban, nothing else"),
           S("test_given_function", "write pytest tests for validate_postcode only"),
           S("explain_code", "what does validate_iban do with the check digits?"),
           L("update_callers", "this module is imported all over the repo. split it into a validators package by domain and update every import")],
          fence="python"),
        M("big_csv", "csv_sample", _csv(r),
          "A bank transactions export with booking dates, counterparties, signed amounts and categories.",
          [S("write_sql", "write a CREATE TABLE for this plus a COPY command to load it"),
           S("answer_from_text", "which categories appear in this file?"),
           S("write_small_function", "python script that totals amount per category from this file, stdlib only"),
           L("implement_feature", "this is the bank export format. add an importer for it to our finance app, dedup on id, and hook it into the nightly sync")],
          fence="csv"),
        M("big_json", "json_sample", _json(r),
          "A paginated product list response with prices in minor units and stock per warehouse.",
          [S("write_small_function", "generate TypeScript interfaces for this response"),
           S("answer_from_text", "how many products in this payload have zero stock?"),
           L("implement_feature", "our product list page should use this new response shape. update the API client, the store and the components")],
          fence="json"),
    ]
