# Large materials (roughly 8-20 KB), generated deterministically from hand-written pieces.
import random

M = []
def add(id, cat, lang, gist, text, q=(), parts=None):
    M.append(dict(id=id, cat=cat, lang=lang, gist=gist, text=text.strip("\n"), q=list(q), parts=parts))

def _big_booking_log():
    r = random.Random(7)
    tenants = ["t_alpine", "t_baltic", "t_coral", "t_dune", "t_ember"]
    routes = ["GET /api/slots", "POST /api/bookings", "GET /api/bookings/{id}", "DELETE /api/bookings/{id}", "GET /api/rooms"]
    lines = []
    h, m, s = 13, 0, 0
    for i in range(172):
        s += r.randint(0, 4)
        if s >= 60:
            s -= 60; m += 1
        ts = f"2024-06-12T{h:02d}:{m:02d}:{s:02d}.{r.randint(0,999):03d}Z"
        t = r.choice(tenants)
        rt = r.choice(routes).replace("{id}", str(r.randint(1000, 9999)))
        if i % 23 == 11:
            lines.append(f'{ts} ERROR booking-svc tenant=t_coral req={r.randint(10**7,10**8)} "POST /api/bookings" '
                         f'pq: deadlock detected (SQLSTATE 40P01) while locking slots row={r.randint(100,140)} and rooms row={r.randint(1,9)}')
        elif i % 31 == 5:
            lines.append(f'{ts} WARN  booking-svc tenant=t_coral req={r.randint(10**7,10**8)} slow query 2.{r.randint(100,999)}s: '
                         f'UPDATE rooms SET version = version + 1 WHERE id = $1')
        else:
            lat = r.randint(3, 180)
            code = r.choice([200, 200, 200, 201, 204, 200, 404])
            lines.append(f'{ts} INFO  booking-svc tenant={t} req={r.randint(10**7,10**8)} "{rt}" status={code} dur={lat}ms')
    return "\n".join(lines)

add("big_booking_log", "log", "en",
    "Long booking-service log: deadlocks (40P01) between slots and rooms rows, all on tenant t_coral POST /api/bookings.",
    _big_booking_log(),
    q=[("answer_from_text", "en", "which tenant and endpoint do the deadlocks come from? count them"),
       ("investigate_root_cause", "en", "these deadlocks: I think create-booking locks rooms then slots while cancel locks slots then rooms. confirm in our booking service and fix the lock ordering"),
       ("write_snippet", "en", "awk one-liner to print only the ERROR lines' timestamp and row ids"),
       ("summarize", "zh", "这份日志的主要问题是什么？")])

def _big_ci_log():
    r = random.Random(11)
    pkgs = ["@shop/ui", "@shop/cart", "@shop/search", "@shop/auth", "@shop/analytics", "@shop/checkout", "@shop/i18n"]
    out = ["2024-06-13T08:01:12.0000000Z ##[group]Run pnpm -r test -- --reporter=dot",
           "2024-06-13T08:01:12.0000000Z pnpm -r test -- --reporter=dot",
           "2024-06-13T08:01:12.0000000Z shell: /usr/bin/bash -e {0}", "##[endgroup]",
           "Scope: 7 of 8 workspace projects"]
    for p in pkgs:
        out.append(f"packages/{p.split('/')[1]} test$ vitest run --reporter=dot")
        n = r.randint(40, 160)
        for k in range(r.randint(6, 12)):
            out.append(f"packages/{p.split('/')[1]} test: " + "·" * r.randint(20, 70))
        if p == "@shop/checkout":
            out += [
                "packages/checkout test: ⎯⎯⎯⎯⎯⎯⎯ Failed Tests 2 ⎯⎯⎯⎯⎯⎯⎯",
                "packages/checkout test:  FAIL  src/tax/vat.test.ts > computeVat > rounds half-even for 0.005",
                "packages/checkout test: AssertionError: expected 0.01 to be +0 // Object.is equality",
                "packages/checkout test:  ❯ src/tax/vat.test.ts:44:31",
                "packages/checkout test:  FAIL  src/tax/vat.test.ts > computeVat > DE reduced rate for books",
                "packages/checkout test: AssertionError: expected 1.4 to be 0.7",
                "packages/checkout test:  ❯ src/tax/vat.test.ts:61:29",
                "packages/checkout test:  Test Files  1 failed | 17 passed (18)",
                f"packages/checkout test:       Tests  2 failed | {n} passed ({n+2})",
                "packages/checkout test: Failed",
                "/home/runner/work/shop/shop/packages/checkout:",
                " ERR_PNPM_RECURSIVE_RUN_FIRST_FAIL  @shop/checkout@2.7.0 test: `vitest run --reporter=dot`",
                "Exit status 1",
                "##[error]Process completed with exit code 1."]
            break
        out.append(f"packages/{p.split('/')[1]} test:  Test Files  {r.randint(5,20)} passed")
        out.append(f"packages/{p.split('/')[1]} test:       Tests  {n} passed ({n})")
        out.append(f"packages/{p.split('/')[1]} test:    Duration  {r.randint(2,19)}.{r.randint(10,99)}s")
    # pad with install output before the test step
    pre = ["##[group]Run pnpm install --frozen-lockfile", "Lockfile is up to date, resolution step is skipped"]
    for i in range(120):
        pre.append(f"Progress: resolved {i*13}, reused {i*12}, downloaded {i}, added {i*11}")
    pre += ["dependencies:", "+ vite 5.2.11", "+ vitest 1.6.0", "Done in 41.3s", "##[endgroup]"]
    return "\n".join(pre + out)

add("big_ci_monorepo", "ci", "en",
    "Long GitHub Actions log of a pnpm monorepo: only @shop/checkout fails, 2 VAT tests (half-even rounding and German reduced rate for books).",
    _big_ci_log(),
    q=[("answer_from_text", "en", "which package and which tests failed? ignore the rest of the noise"),
       ("fix_ci", "en", "make this pass. I suspect the vat rounding change from yesterday"),
       ("fix_ci", "de", "mach den Build grün, das ist die MwSt-Logik im checkout-Paket"),
       ("summarize", "ko", "이 CI 로그 핵심만 알려줘")])

def _big_py_module():
    r = random.Random(3)
    head = ['"""Profile and settings loader for the fleet agent."""', "from __future__ import annotations", "",
            "import json", "import os", "import re", "from dataclasses import dataclass, field", "from pathlib import Path",
            "from typing import Any", "", "ENV_PREFIX = \"FLEET_\"", "_KEY_RE = re.compile(r\"^[a-z][a-z0-9_]*$\")", ""]
    body = []
    body.append('''@dataclass
class Profile:
    name: str
    region: str = "eu-west-1"
    poll_interval: int = 30
    tags: dict[str, str] = field(default_factory=dict)
    endpoints: list[str] = field(default_factory=list)
''')
    fields = ["region", "poll_interval", "max_batch", "upload_timeout", "retry_limit", "log_level", "spool_dir",
              "heartbeat", "compression", "proxy_url", "ca_bundle", "metrics_port", "drain_timeout", "jitter",
              "queue_depth", "token_path", "site_id", "cluster", "shard", "zone"]
    for f in fields:
        kind = r.choice(["int", "str", "bool"])
        if kind == "int":
            body.append(f'''def _coerce_{f}(value: Any) -> int:
    if isinstance(value, bool):
        raise TypeError("{f} must be an integer, not bool")
    try:
        n = int(value)
    except (TypeError, ValueError) as exc:
        raise ValueError(f"invalid {f}: {{value!r}}") from exc
    if n < {r.randint(0,5)} or n > {r.choice([60, 300, 3600, 65535, 10000])}:
        raise ValueError(f"{f} out of range: {{n}}")
    return n
''')
        elif kind == "str":
            body.append(f'''def _coerce_{f}(value: Any) -> str:
    s = str(value).strip()
    if not s:
        raise ValueError("{f} must not be empty")
    return s{'.lower()' if r.random() < 0.5 else ''}
''')
        else:
            body.append(f'''def _coerce_{f}(value: Any) -> bool:
    if isinstance(value, bool):
        return value
    s = str(value).strip().lower()
    if s in ("1", "true", "yes", "on"):
        return True
    if s in ("0", "false", "no", "off"):
        return False
    raise ValueError(f"invalid boolean for {f}: {{value!r}}")
''')
    body.append("COERCERS = {\n" + "".join(f'    "{f}": _coerce_{f},\n' for f in fields) + "}\n")
    body.append('''def _from_env(environ: dict[str, str]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in environ.items():
        if not key.startswith(ENV_PREFIX):
            continue
        name = key[len(ENV_PREFIX):].lower()
        if name in COERCERS:
            out[name] = value
    return out


def load_profile(path: str | os.PathLike, name: str, environ: dict[str, str] | None = None) -> Profile:
    data = json.loads(Path(path).read_text(encoding="utf-8"))
    profiles = data.get("profiles", {})
    if name not in profiles:
        raise KeyError(f"unknown profile {name!r}; known: {sorted(profiles)}")
    raw = dict(data.get("defaults", {}))
    raw.update(profiles[name])
    raw.update(_from_env(environ if environ is not None else dict(os.environ)))
    kwargs: dict[str, Any] = {"name": name}
    for key, value in raw.items():
        if key in ("tags", "endpoints"):
            kwargs[key] = value
        elif key in COERCERS:
            if key in Profile.__dataclass_fields__:
                kwargs[key] = COERCERS[key](value)
        elif not _KEY_RE.match(key):
            raise ValueError(f"bad key {key!r}")
    return Profile(**kwargs)


def dump_profile(p: Profile) -> str:
    return json.dumps(p.__dict__, indent=2, sort_keys=True)
''')
    return "\n".join(head) + "\n\n" + "\n\n".join(body)

add("big_py_module", "code", "en",
    "Long Python module (fleet agent settings loader) with ~20 coercer functions, load_profile merging defaults, profile and FLEET_ env vars.",
    _big_py_module(),
    q=[("explain_code", "en", "add a docstring to load_profile, nothing else"),
       ("answer_from_text", "en", "in load_profile, which wins: env vars or the profile file?"),
       ("update_callers", "en", "split this module into a settings/ package (coercers.py, profile.py, env.py) and fix every import in the repo"),
       ("test_given_code", "es", "escribe tests de pytest solo para load_profile")])

def _big_slack():
    r = random.Random(5)
    people = ["maya", "oskar", "priya", "tom", "wen", "lucas"]
    chatter = ["looking", "👀", "same here", "can't repro on staging", "grafana link?", "p99 is at 4s",
               "restarting one pod to see", "no change", "cpu is fine", "connection pool at 100%",
               "anyone touched pgbouncer?", "not me", "rolling back web to 5.12.3?", "wait, let's check the deploy diff first",
               "5.13.0 added the eager loading for comments", "that's +3 queries per request", "ugh"]
    lines = ["#inc-2291-slow-feed  (exported)"]
    mm = 2
    for i in range(230):
        mm += r.randint(0, 1)
        who = r.choice(people)
        msg = r.choice(chatter)
        if i == 70:
            who, msg = "priya", "decision: roll back web to 5.12.3 now, investigate after. tom please run it"
        elif i == 72:
            who, msg = "tom", "rollback started 10:%02d" % (mm % 60)
        elif i == 90:
            who, msg = "tom", "rollback done, p99 back to 300ms"
        elif i == 140:
            who, msg = "maya", ("follow-up: the fix is to batch the comment counts in FeedService with one GROUP BY query instead of "
                                "per-post eager loads, and add a query-count assertion test. I can't do it this week")
        lines.append(f"[10:{mm % 60:02d}] {who}: {msg}")
    return "\n".join(lines)

add("big_slack_incident", "chat", "en",
    "Long Slack incident channel export: feed slow after 5.13.0 eager-loading change; priya decided rollback, tom ran it; maya described the follow-up fix.",
    _big_slack(),
    q=[("answer_from_text", "en", "who made the call to roll back, and who ran it?"),
       ("implement_feature", "en", "implement the follow-up maya describes at the end of the thread in our FeedService, with the query-count test"),
       ("draft_announcement", "en", "write the incident summary for the eng newsletter from this export"),
       ("summarize", "pt", "resume esse canal de incidente em 5 bullets")])

def _big_csv():
    r = random.Random(9)
    merchants = ["m_0012", "m_0455", "m_0871", "m_1203", "m_1999"]
    rows = ["txn_id;merchant;amount;currency;type;created_at;note"]
    for i in range(260):
        t = r.choice(["charge"] * 6 + ["refund", "chargeback"])
        amt = f"{r.randint(1, 900)},{r.randint(0, 99):02d}"
        if t != "charge":
            amt = "-" + amt
        note = r.choice(["", "", "", "gift", "promo \"SUMMER\"", "split; part 1"])
        if ";" in note or '"' in note:
            note = '"' + note.replace('"', '""') + '"'
        rows.append(f"tx{100000+i};{r.choice(merchants)};{amt};EUR;{t};2024-05-{r.randint(1,31):02d} {r.randint(0,23):02d}:{r.randint(0,59):02d};{note}")
    return "\n".join(rows)

add("big_csv_txn", "data", "en",
    "Long semicolon-separated CSV of EUR transactions with comma decimals, quoted notes containing semicolons, refunds as negative amounts.",
    _big_csv(),
    q=[("write_snippet", "en", "pandas snippet: total refunds per merchant from this file (note the ; separator and comma decimals)"),
       ("fix_in_repo", "en", "our importer breaks on this export (comma decimals, quoted ; in notes). fix the parser in the importer service and add this file as a fixture"),
       ("answer_from_text", "en", "what's the delimiter and decimal separator here?")])

def _big_java():
    r = random.Random(13)
    parts = ['''package com.acme.store.pricing;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.LocalDate;
import java.util.*;

/** Pricing rules used by the cart and the admin preview. */
public class PricingService {
    private final TaxTable taxTable;
    private final CouponRepository coupons;
    private final CustomerRepository customers;

    public PricingService(TaxTable taxTable, CouponRepository coupons, CustomerRepository customers) {
        this.taxTable = taxTable;
        this.coupons = coupons;
        this.customers = customers;
    }
''']
    names = ["Bundle", "Seasonal", "Loyalty", "Student", "Employee", "Clearance", "Wholesale", "FirstOrder",
             "Birthday", "Referral", "Flash", "Weekend"]
    for n in names:
        pct = r.choice([5, 10, 12, 15, 20, 25, 30])
        parts.append(f'''    BigDecimal apply{n}Discount(Cart cart, Customer c, LocalDate today) {{
        if (cart.isEmpty()) return BigDecimal.ZERO;
        BigDecimal base = cart.subtotal();
        if (!is{n}Eligible(cart, c, today)) return BigDecimal.ZERO;
        BigDecimal d = base.multiply(BigDecimal.valueOf({pct})).divide(BigDecimal.valueOf(100), 2, RoundingMode.HALF_UP);
        return d.min(base);
    }}

    private boolean is{n}Eligible(Cart cart, Customer c, LocalDate today) {{
        return c != null && cart.items().size() >= {r.randint(1, 4)} && !c.isBlocked();
    }}
''')
    parts.append('''    public BigDecimal calculateDiscount(Cart cart, Customer c, LocalDate today) {
        BigDecimal best = BigDecimal.ZERO;
''' + "".join(f"        best = best.max(apply{n}Discount(cart, c, today));\n" for n in names) + '''        Optional<Coupon> coupon = coupons.findActive(cart.couponCode(), today);
        if (coupon.isPresent()) {
            best = best.add(coupon.get().valueFor(cart));
        }
        return best.min(cart.subtotal());
    }

    public BigDecimal total(Cart cart, Customer c, LocalDate today) {
        BigDecimal net = cart.subtotal().subtract(calculateDiscount(cart, c, today));
        BigDecimal tax = taxTable.rateFor(cart.country()).multiply(net).setScale(2, RoundingMode.HALF_UP);
        return net.add(tax);
    }
}
''')
    return "\n".join(parts)

add("big_java_pricing", "code", "en",
    "Long Java PricingService with twelve near-identical discount methods, calculateDiscount picking the best one and stacking a coupon on top.",
    _big_java(),
    q=[("explain_code", "en", "add javadoc to calculateDiscount explaining the stacking behaviour"),
       ("answer_from_text", "en", "can a coupon stack with the best automatic discount here? yes/no and where"),
       ("update_callers", "en", "replace the twelve apply*Discount methods with a DiscountRule strategy list, move it to its own service, and update the controllers and tests that use PricingService"),
       ("fix_given_code", "ru", "перепиши calculateDiscount так, чтобы купон не складывался с автоматической скидкой")])
