#!/usr/bin/env python3
"""Build asks.jsonl.gz from the hand-written banks in lists/.

Deterministic: fixed seed, sorted inputs, gzip header mtime 0.  Standard library only.
Run:  python3 build.py          (writes asks.jsonl.gz next to this file)

build_records() is also imported by check.py, which rebuilds the set, compares it
with the file and uses the provenance (which bank sentence each ask came from) for
the distinctness checks.
"""
import collections
import gzip
import io
import json
import os
import random
import re

HERE = os.path.dirname(os.path.abspath(__file__))
LISTS = os.path.join(HERE, "lists")
OUT = os.path.join(HERE, "asks.jsonl.gz")
SEED = 20240514

TARGET_TOTAL = 1500
MAX_USES = 4            # a bank sentence may appear in at most this many records
CONTEXT_SHARE = 0.14    # material records whose material goes to the `context` field
N_BARE = 42             # bare pastes (no request at all)
N_HIST_GEN = 132        # generated history records (hand-written ones come on top)
SKIP_EN_SINGLE = 0.3    # share of surplus English single-step specific asks left out
N_HIST_PAIRS = 34       # of which this many are minimal pairs sharing one history

LANG_TARGET = {
    "en": 0.655, "es": 0.055, "de": 0.05, "fr": 0.045, "pt": 0.04, "zh": 0.042,
    "ja": 0.036, "ru": 0.036, "it": 0.015, "ko": 0.015, "tr": 0.004, "pl": 0.004, "nl": 0.003,
}

GROUPS = {
    "REPORT": ["issue", "ticket", "feature_request", "user_error", "user_feedback"],
    "LOG": ["ci_log", "stack_trace", "server_log", "crash_dump"],
    "COMMS": ["email", "chat_thread", "meeting_notes", "incident"],
    "REVIEW": ["pr_description", "review_comments", "diff"],
    "DOC": ["docs", "api_ref", "spec"],
    "RELEASE": ["changelog", "advisory", "upgrade_notes"],
    "DATA": ["sql_schema", "data_sample", "config"],
    "CODE": ["code"],
}
ALL_TYPES = sorted({t for v in GROUPS.values() for t in v})
LABELS = {"S": "single_step", "L": "long_horizon"}
CODEISH = {"ci_log", "stack_trace", "server_log", "crash_dump", "code", "config",
           "sql_schema", "data_sample", "diff"}
FENCE_LANG = {".py": "python", ".js": "js", ".ts": "ts", ".tsx": "tsx", ".go": "go",
              ".rs": "rust", ".java": "java", ".kt": "kotlin", ".cs": "csharp",
              ".php": "php", ".rb": "ruby", ".c": "c", ".h": "cpp", ".cpp": "cpp",
              ".sh": "bash", ".sql": "sql", ".yaml": "yaml", ".yml": "yaml",
              ".json": "json", ".tf": "hcl", ".toml": "toml", ".conf": "nginx",
              ".properties": "properties"}


# --------------------------------------------------------------------------- parsing

def _read(name):
    with open(os.path.join(LISTS, name), encoding="utf-8") as f:
        return f.read()


def _unescape(text):
    return text.replace("\\n", "\n")


ASK_RE = re.compile(r"^([SL]) ([a-z_]+) ([a-z]{2})((?: [\^vcn])*) :: (.+)$")


def parse_ask_line(line, where):
    m = ASK_RE.match(line)
    if not m:
        raise ValueError("bad ask line in %s: %r" % (where, line))
    tag, kind, lang, flags, text = m.groups()
    return {"label": LABELS[tag], "kind": kind, "lang": lang,
            "flags": set(flags.split()), "text": _unescape(text.strip())}


def parse_materials():
    mats = []
    for name in sorted(os.listdir(LISTS)):
        if not name.startswith("m_"):
            continue
        blocks = re.split(r"^### (?=id=)", _read(name), flags=re.M)[1:]
        for b in blocks:
            head, _, body = b.partition("\n")
            meta = {}
            for part in head.split("|"):
                k, _, v = part.strip().partition("=")
                meta[k.strip()] = v.strip()
            sections = re.split(r"^\+\+\+ (\w+)\s*$", body, flags=re.M)
            text = sections[0].strip("\n")
            m = {"id": meta["id"], "type": meta["type"], "mlang": meta.get("lang") or "en",
                 "path": meta.get("path") or "", "text": text, "asks": [], "gist": "", "fix": ""}
            assert m["type"] in ALL_TYPES, (m["id"], m["type"])
            for i in range(1, len(sections), 2):
                sec, content = sections[i], sections[i + 1].strip()
                if sec == "asks":
                    for line in content.splitlines():
                        if line.strip():
                            a = parse_ask_line(line.strip(), m["id"])
                            a["src"] = "specific"
                            m["asks"].append(a)
                elif sec in ("gist", "fix"):
                    m[sec] = content
                else:
                    raise ValueError("unknown section %s in %s" % (sec, m["id"]))
            mats.append(m)
    return mats


def _expand_types(spec):
    out = set()
    for t in spec.split(","):
        t = t.strip()
        out.update(GROUPS.get(t, [t]))
    bad = out - set(ALL_TYPES)
    assert not bad, bad
    return out


def parse_generic():
    gens = []
    for name in ("generic_en.txt", "generic_intl.txt"):
        types, mlang = set(), None
        for line in _read(name).splitlines():
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            if line.startswith("@"):
                types, mlang = set(), None
                for part in line[1:].split("|"):
                    k, _, v = part.strip().partition("=")
                    if k == "types":
                        types = _expand_types(v)
                    elif k == "mlang":
                        mlang = v.strip()
                continue
            a = parse_ask_line(line, name)
            a.update(types=types, mlang=mlang, src="generic")
            gens.append(a)
    return gens


def parse_inline():
    blocks, cur = [], None
    for line in _read("inline.txt").splitlines():
        line = line.strip()
        if not line or line.startswith("# "):
            continue
        if line.startswith("## "):
            cur = {"paired": line[3:].strip() == "p", "items": []}
            blocks.append(cur)
            continue
        cur["items"].append(parse_ask_line(line, "inline.txt"))
    for b in blocks:
        if b["paired"]:
            assert sorted(i["label"] for i in b["items"]) == ["long_horizon", "single_step"], b
    return blocks


def parse_followups():
    fu, after = {"S": [], "L": []}, None
    for line in _read("followups.txt").splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("@"):
            after = line.split("=")[1].strip()
            continue
        fu[after].append(parse_ask_line(line, "followups.txt"))
    return fu


def parse_history_hand():
    recs = []
    for b in re.split(r"^### ", _read("history_hand.txt"), flags=re.M)[1:]:
        head, _, body = b.partition("\n")
        meta = dict(p.strip().split("=", 1) for p in head.split("|"))
        parts = re.split(r"^>>> (user|assistant|ask)\s*$", body, flags=re.M)
        hist, ask = [], None
        for i in range(1, len(parts), 2):
            role, content = parts[i], parts[i + 1].strip("\n")
            if role == "ask":
                ask = content
            else:
                hist.append({"role": role, "content": content})
        recs.append({"label": meta["label"], "kind": meta["kind"], "lang": meta["lang"],
                     "history": hist, "ask": ask})
    return recs


def parse_big_asks():
    out = {}
    for b in re.split(r"^### ", _read("big_asks.txt"), flags=re.M)[1:]:
        head, _, body = b.partition("\n")
        gen = head.split("=")[1].strip()
        out[gen] = [parse_ask_line(l.strip(), gen) for l in body.splitlines() if l.strip()]
        for a in out[gen]:
            a["src"] = "big"
    return out


# --------------------------------------------------------------------------- big materials

def gen_biglog(rng):
    """~15 KB of nginx access/error lines with a checkout incident starting at 14:21."""
    paths = ["/api/v1/products?page=%d", "/api/v1/cart", "/api/v1/checkout", "/static/app.%s.js",
             "/api/v1/me", "/healthz", "/api/v1/search?q=%s"]
    words = ["shoes", "lamp", "desk", "kettle", "jacket", "cable", "mug"]
    lines, t = [], 14 * 3600 + 5 * 60
    ips = ["10.0.3.%d" % i for i in (9, 14, 21, 33, 44, 51, 77)]
    uas = ["Mozilla/5.0", "okhttp/4.12.0", "kube-probe/1.29", "Mozilla/5.0 (iPhone)"]
    while len("\n".join(lines)) < 15000:
        t += rng.randint(1, 9)
        hh, mm, ss = t // 3600, (t // 60) % 60, t % 60
        ts = "14/May/2024:%02d:%02d:%02d +0000" % (hh, mm, ss)
        p = rng.choice(paths)
        if "%d" in p:
            p = p % rng.randint(1, 9)
        elif "%s" in p:
            p = p % (rng.choice(words) if "search" in p else "9f3c2a")
        method = "POST" if p in ("/api/v1/cart", "/api/v1/checkout") else "GET"
        status, rt = 200, rng.uniform(0.002, 0.2)
        incident = t >= 14 * 3600 + 21 * 60
        if p == "/api/v1/checkout" and incident and rng.random() < 0.7:
            status, rt = 500, rng.uniform(5.0, 5.2)
            lines.append("2024/05/14 %02d:%02d:%02d [error] 22#22: *%d upstream prematurely closed "
                         "connection while reading response header from upstream, request: \"POST "
                         "/api/v1/checkout HTTP/1.1\", upstream: \"http://10.0.7.4:8080/api/v1/checkout\""
                         % (hh, mm, ss, 90000 + len(lines)))
            if rng.random() < 0.5:
                lines.append("%02d:%02d:%02d.%03d ERROR checkout-svc [pool] HikariPool-1 - Connection is not "
                             "available, request timed out after 5000ms (total=20, active=20, idle=0, waiting=%d)"
                             % (hh, mm, ss, rng.randint(0, 999), rng.randint(3, 40)))
        elif p == "/api/v1/cart" and incident and rng.random() < 0.15:
            status, rt = 502, 60.0
        lines.append('%s - - [%s] "%s %s HTTP/1.1" %d %d "-" "%s" rt=%.3f'
                     % (rng.choice(ips), ts, method, p, status, rng.randint(2, 20000),
                        rng.choice(uas), rt))
    return "\n".join(lines)


def gen_bigci(rng):
    out = ["2024-05-14T09:00:01.1000000Z ##[group]Run actions/checkout@v4",
           "2024-05-14T09:00:01.2000000Z Syncing repository: acme/storefront",
           "2024-05-14T09:00:03.9000000Z ##[endgroup]",
           "2024-05-14T09:00:04.0000000Z ##[group]Run actions/setup-node@v4",
           "2024-05-14T09:00:06.5000000Z Found in cache @ /opt/hostedtoolcache/node/20.12.2/x64",
           "2024-05-14T09:00:06.6000000Z ##[endgroup]",
           "2024-05-14T09:00:06.7000000Z ##[group]Run npm ci"]
    pkgs = ["react", "react-dom", "zod", "date-fns", "msw", "vitest", "@testing-library/react", "clsx",
            "lodash-es", "i18next", "swr", "immer", "dayjs", "axios"]
    for p in pkgs:
        out.append("2024-05-14T09:00:%02d.%07dZ npm http fetch GET 200 https://registry.npmjs.org/%s 41ms (cache hit)"
                   % (rng.randint(7, 40), rng.randint(0, 9999999), p))
    out.append("2024-05-14T09:00:41.0000000Z added 1187 packages, and audited 1188 packages in 34s")
    out.append("2024-05-14T09:00:41.1000000Z ##[endgroup]")
    out.append("2024-05-14T09:00:41.2000000Z ##[group]Run npm test -- --reporter=verbose")
    suites = ["cart", "checkout", "search", "account", "orders", "wishlist", "i18n", "pricing", "shipping"]
    verbs = ["renders", "updates", "handles", "formats", "validates", "persists", "rejects", "sorts"]
    objs = ["empty state", "totals", "discount codes", "currency", "address", "errors", "long names",
            "pagination", "locale switch", "out-of-stock items"]
    sec = 42
    while len("\n".join(out)) < 11500:
        s = rng.choice(suites)
        name = "%s %s" % (rng.choice(verbs), rng.choice(objs))
        sec += rng.randint(0, 2)
        out.append("2024-05-14T09:%02d:%02d.%07dZ  ✓ src/%s/%s.test.tsx > %s > %s %dms"
                   % (sec // 60, sec % 60, rng.randint(0, 9999999), s, s, s, name, rng.randint(1, 90)))
        if len(out) == 120:
            out += ["2024-05-14T09:02:10.0000000Z  ✗ src/pricing/pricing.test.tsx > pricing > formats totals for de-CH",
                    "2024-05-14T09:02:10.0000000Z    AssertionError: expected 'CHF 1’234.50' to be 'CHF 1'234.50'",
                    "2024-05-14T09:02:10.0000000Z    - Expected: CHF 1'234.50",
                    "2024-05-14T09:02:10.0000000Z    + Received: CHF 1’234.50",
                    "2024-05-14T09:02:10.0000000Z     ❯ src/pricing/pricing.test.tsx:88:35"]
    out += ["2024-05-14T09:03:59.0000000Z  Test Files  1 failed | 61 passed (62)",
            "2024-05-14T09:03:59.0000000Z       Tests  1 failed | %d passed (%d)" % (len(out) - 25, len(out) - 24),
            "2024-05-14T09:03:59.1000000Z ##[error]Process completed with exit code 1."]
    return "\n".join(out)


def gen_bigmodule(rng):
    head = ['"""Request helpers shared by the public API handlers."""',
            "import re", "from decimal import Decimal", "from typing import Optional", ""]
    funcs = []
    funcs.append('''def parse_header(raw: str) -> dict:
    out = {}
    for line in raw.split("\\r\\n"):
        if not line or ":" not in line:
            continue
        k, v = line.split(":", 1)
        out.setdefault(k.strip().lower(), []).append(v.strip())
    return out''')
    funcs.append('''def normalize_phone(s: str, default_cc: str = "49") -> Optional[str]:
    digits = re.sub(r"[^0-9+]", "", s)
    if digits.startswith("00"):
        digits = "+" + digits[2:]
    elif digits.startswith("0"):
        digits = "+" + default_cc + digits[1:]
    return digits if 8 <= len(digits) <= 16 else None''')
    funcs.append('''def format_money(amount: Decimal, currency: str = "EUR") -> str:
    q = abs(amount).quantize(Decimal("0.01"))
    whole, frac = str(q).split(".")
    groups = []
    while whole:
        groups.insert(0, whole[-3:])
        whole = whole[:-3]
    s = ",".join(groups) + "." + frac
    return (s + "-" if amount < 0 else s) + " " + currency''')
    names = ["cookie", "accept_language", "range", "if_none_match", "forwarded", "user_agent",
             "content_type", "authorization", "query_flags", "sort_param", "page_param", "locale",
             "currency", "date_range", "tags", "ids", "bool_flag", "limit", "cursor", "fields"]
    kinds = ["parse", "validate", "format"]
    for n in names:
        for k in kinds:
            if rng.random() < 0.55:
                continue
            if k == "parse":
                funcs.append('''def parse_%s(value: Optional[str]) -> list:
    if not value:
        return []
    parts = [p.strip() for p in value.split(%r)]
    return [p for p in parts if p][:%d]''' % (n, rng.choice([",", ";", " "]), rng.randint(5, 100)))
            elif k == "validate":
                funcs.append('''def validate_%s(value) -> bool:
    if value is None:
        return %s
    if isinstance(value, str):
        return 0 < len(value) <= %d and not value.isspace()
    return isinstance(value, (list, tuple)) and len(value) <= %d''' % (
                    n, rng.choice(["True", "False"]), rng.randint(16, 512), rng.randint(5, 200)))
            else:
                funcs.append('''def format_%s(value) -> str:
    if value is None:
        return %r
    if isinstance(value, (list, tuple)):
        return %r.join(str(v) for v in value)
    return str(value).strip()''' % (n, rng.choice(["", "-", "n/a"]), rng.choice([", ", ";", " | "])))
    body = "\n\n\n".join(funcs)
    text = "\n".join(head) + "\n\n" + body + "\n"
    while len(text) < 13000:   # pad with more helpers if the random skip was generous
        n = "extra_%d" % len(text)
        text += "\n\ndef parse_%s(value):\n    return (value or \"\").split(\",\")\n" % n
    return text


def gen_bigjson(rng):
    statuses = ["paid", "paid", "unpaid", "refunded", "paid", "unpaid"]
    skus = ["SKU-1001", "SKU-2040", "SKU-3300", "SKU-0042", "SKU-1187", "SKU-7710"]
    orders = []
    i = 0
    while len(json.dumps({"orders": orders}, indent=2)) < 10500:
        i += 1
        items = [{"sku": rng.choice(skus), "qty": rng.randint(1, 4),
                  "unit_price": {"amount": rng.randint(299, 24900), "currency": "EUR"}}
                 for _ in range(rng.randint(1, 3))]
        o = {"id": "ord_%05d" % (40000 + i * 7), "status": rng.choice(statuses),
             "customer": {"id": "cus_%04d" % rng.randint(1, 9999), "email": None if rng.random() < 0.1
                          else "user%d@example.com" % rng.randint(1, 999)},
             "items": items,
             "total": {"amount": sum(x["qty"] * x["unit_price"]["amount"] for x in items), "currency": "EUR"},
             "created_at": "2024-05-%02dT%02d:%02d:00Z" % (rng.randint(1, 14), rng.randint(0, 23), rng.randint(0, 59))}
        if rng.random() < 0.3:
            o["coupon"] = {"code": rng.choice(["SPRING10", "WELCOME5", "VIP"]), "percent": rng.choice([5, 10, 15])}
        orders.append(o)
    return json.dumps({"orders": orders, "next_cursor": "eyJpZCI6NDAzMTB9", "has_more": True}, indent=2)


def gen_bigcsv(rng):
    rows = ["booking_date;value_date;amount;currency;counterparty_name;counterparty_iban;reference"]
    names = ["Müller GmbH", "Stadtwerke Nord", "ACME Ltd", "Café Sonne", "R. Schneider", "Telekom",
             "Amazon EU", "Hausverwaltung Beck", "Finanzamt", "Lieferando"]
    prev = None
    n = 0
    while len("\n".join(rows)) < 10000:
        n += 1
        d = "%02d.05.2024" % rng.randint(1, 14)
        name = rng.choice(names)
        row = "%s;%s;%s;EUR;%s;DE%02d%018d;%s" % (
            d, d, ("-" if rng.random() < 0.7 else "") + "%d,%02d" % (rng.randint(1, 2400), rng.randint(0, 99)),
            name, rng.randint(10, 99), rng.randint(10 ** 17, 10 ** 18 - 1), "RE-%d" % rng.randint(1000, 9999))
        if prev and rng.random() < 0.06:
            row = prev
        rows.append(row)
        prev = row
    rows.append("#END;%d" % (len(rows) - 1))
    return "\n".join(rows)


BIG_GENS = {"biglog": (gen_biglog, "server_log"), "bigci": (gen_bigci, "ci_log"),
            "bigmodule": (gen_bigmodule, "code"), "bigjson": (gen_bigjson, "data_sample"),
            "bigcsv": (gen_bigcsv, "data_sample")}


# --------------------------------------------------------------------------- styling

GREET = {
    "en": ["hi, ", "hey! ", "hello, ", "morning, ", "hi there. ", "yo, ", "Hi! ", "hey bot, "],
    "es": ["hola, ", "buenas, "], "de": ["Hi, ", "Moin, ", "Hallo, "], "fr": ["salut, ", "bonjour, "],
    "pt": ["oi, ", "olá, "], "zh": ["你好，", "麻烦一下，"], "ja": ["お疲れさまです。", "すみません、"],
    "ru": ["привет, ", "добрый день, "], "it": ["ciao, "], "ko": ["안녕하세요, "], "tr": ["merhaba, "],
    "pl": ["cześć, "], "nl": ["hoi, "],
}
THANKS = {
    "en": [" pls", " please", " thanks!", " thx", " 🙏", " ty", " cheers"],
    "es": [" gracias", " porfa"], "de": [" danke", " bitte"], "fr": [" merci", " stp"],
    "pt": [" valeu", " por favor"], "zh": ["，谢谢"], "ja": [" よろしくお願いします"], "ru": [" спасибо"],
    "it": [" grazie"], "ko": [" 고마워"], "tr": [" teşekkürler"], "pl": [" dzięki"], "nl": [" bedankt"],
}
LATIN = {"en", "es", "de", "fr", "pt", "it", "tr", "pl", "nl"}


def add_typo(rng, text):
    spans = [(m.start(), m.end()) for m in re.finditer(r"`[^`]*`|\"[^\"]*\"", text)]
    words = [m for m in re.finditer(r"\b[a-z]{5,}\b", text)
             if not any(a <= m.start() < b for a, b in spans)]
    if not words:
        return text
    m = rng.choice(words)
    w = m.group(0)
    i = rng.randint(1, len(w) - 2)
    op = rng.choice(["swap", "drop", "double"])
    if op == "swap":
        w2 = w[:i] + w[i + 1] + w[i] + w[i + 2:]
    elif op == "drop":
        w2 = w[:i] + w[i + 1:]
    else:
        w2 = w[:i] + w[i] + w[i:]
    return text[:m.start()] + w2 + text[m.end():]


def style(rng, text, lang, allow_case=True):
    """Vary surface form of an ask without changing its task."""
    if text.startswith("/") or text.startswith("@") or "\n" in text:
        return text
    latin = lang in LATIN
    plain = (allow_case and "`" not in text and '"' not in text
             and not re.search(r"\b[a-z]+[A-Z]\w*|\b[A-Z]\w*[a-z][A-Z]\w*", text))
    r = rng.random()
    if latin and plain and r < 0.22:
        text = text.lower()
    elif latin and plain and r < 0.30 and text[:1].islower():
        text = text[:1].upper() + text[1:]
    if latin and plain and rng.random() < 0.09:
        text = add_typo(rng, text)
    if rng.random() < 0.09:
        g = rng.choice(GREET[lang])
        text = g + (text[:1].lower() + text[1:] if latin and g.endswith(", ") and text[:2] != "I " else text)
    elif lang == "en" and rng.random() < 0.03:
        text = "@bot " + text
    if rng.random() < 0.08:
        text = text.rstrip() + rng.choice(THANKS[lang])
    return text


# --------------------------------------------------------------------------- placement

INTROS = {
    "issue": ["Issue:", "here's the issue:", "GitHub issue:", "from our tracker:", "New issue came in:"],
    "ticket": ["Ticket:", "jira ticket below", "Linear ticket:", "the ticket:"],
    "feature_request": ["Feature request:", "request from a user:", "FR:"],
    "ci_log": ["CI output:", "failing job log:", "from the pipeline:", "build log:"],
    "stack_trace": ["trace:", "stack trace:", "got this:", "error from prod:"],
    "crash_dump": ["crash report:", "from the crash reporter:"],
    "server_log": ["logs:", "from the server:", "log excerpt:"],
    "email": ["Email:", "mail below", "got this email:", "forwarded mail:"],
    "chat_thread": ["thread:", "slack thread:", "copied from the channel:"],
    "meeting_notes": ["notes:", "meeting notes:"],
    "incident": ["incident doc:", "postmortem draft:"],
    "user_feedback": ["feedback:", "user feedback:"],
    "user_error": ["the user sees:", "error the customer gets:"],
    "pr_description": ["PR description:", "PR:"],
    "review_comments": ["review:", "review comments:"],
    "diff": ["diff:", "patch:"],
    "docs": ["docs:", "from the README:"],
    "api_ref": ["API reference:", "from the docs:"],
    "spec": ["spec:", "from the spec:"],
    "changelog": ["changelog:", "release notes:"],
    "advisory": ["advisory:", "security notice:"],
    "upgrade_notes": ["upgrade notes:", "migration notes:"],
    "sql_schema": ["schema:", "tables:"],
    "data_sample": ["sample:", "data:"],
    "config": ["config:", "file:"],
    "code": ["code:", "function:", "this is the function:"],
}


def fence_lang(m):
    ext = os.path.splitext(m.get("path") or "")[1]
    if ext in FENCE_LANG:
        return FENCE_LANG[ext]
    return {"sql_schema": "sql", "diff": "diff"}.get(m["type"], "")


def joined(m, sep="\n\n"):
    return m["text"].replace("\n%%%\n", sep)


def place(rng, m, ask, ask_lang, flags, mode=None):
    """Return (ask_field, context_field, mode)."""
    text = m["text"]
    split = "\n%%%\n" in text
    one_line = "\n" not in text and len(text) < 230
    if mode is None:
        if "c" in flags:
            mode = "context"
        elif "n" not in flags and not flags & {"^", "v"} and rng.random() < CONTEXT_SHARE:
            mode = "context"
        elif split and not flags & {"^", "v"} and rng.random() < 0.45:
            mode = "between"
        elif one_line and not flags & {"^", "v"} and rng.random() < 0.45:
            mode = "inline"
        elif "^" in flags:
            mode = "above"
        elif "v" in flags:
            mode = "below"
        else:
            mode = rng.choice(["above", "above", "below", "below", "below"])
    if mode == "context":
        body = joined(m)
        if m.get("path") and rng.random() < 0.6:
            body = "File: %s\n```%s\n%s\n```" % (m["path"], fence_lang(m), body)
        elif m["type"] == "code" and rng.random() < 0.5:
            body = "Selected code:\n```%s\n%s\n```" % (fence_lang(m), body)
        return ask, body, mode
    if mode == "between":
        p1, p2 = text.split("\n%%%\n", 1)
        glue = rng.choice(["\n\n%s\n\n", "\n\n^ %s\n\n", "\n\n---\n%s\n---\n\n", "\n\n%s\n\n"])
        return p1 + (glue % ask) + p2, None, mode
    if mode == "inline":
        q = rng.choice(['"%s"', "`%s`", "%s"])
        form = rng.choice(["%s: %s", "%s\n%s", "%s — %s"])
        a = ask.rstrip()
        if form == "%s: %s" and a[-1:] in "?.!:":
            form = "%s %s"
        if rng.random() < 0.5:
            return form % (a, q % text), None, mode
        return (q % text) + rng.choice([" — ", "\n", "\n\n"]) + a, None, mode
    body = joined(m, rng.choice(["\n\n", "\n\n", "\n\n---\n\n"]))
    fenced = m["type"] in CODEISH and rng.random() < 0.55
    if fenced:
        body = "```%s\n%s\n```" % (fence_lang(m), body)
    elif m["type"] in ("email", "chat_thread") and rng.random() < 0.25:
        body = "\n".join("> " + l if l else ">" for l in body.splitlines())
    intro = ""
    if ask_lang == "en" and rng.random() < 0.22:
        intro = rng.choice(INTROS[m["type"]]) + "\n"
    if mode == "above":
        sep = "\n\n" if ask.rstrip()[-1:] in "?.!:)" or rng.random() < 0.6 else ":\n\n"
        return ask.rstrip() + sep + intro + body, None, mode
    sep = rng.choice(["\n\n", "\n\n", "\n", "\n\n---\n"])
    return intro + body + sep + ask, None, mode


# --------------------------------------------------------------------------- assembly

GIST_TEMPLATES = [
    "Short version: {gist}",
    "Here's my read:\n\n- {gist}\n\nWant me to draft anything from this?",
    "{gist}",
    "From the text alone: {gist} Nothing in what you pasted points anywhere else.",
    "Summary:\n{gist}",
    "In short: {gist}\n\nIf you paste more context I can go deeper.",
]
FIX_TEMPLATES = [
    "Done. {fix}",
    "I've made the change: {fix}\n\nLet me know if you want anything adjusted.",
    "Fixed: {fix} The existing tests pass locally.",
    "Here's what I changed: {fix}",
]
MID_ASKS = ["shorter please", "can you make that one sentence?", "ok, simpler wording?",
            "and in one line?"]
SUMMARY_KINDS = {"summarize", "explain_log", "answer_from_text", "explain_code", "explain_nontech",
                 "missing_info", "triage_label", "duplicate_check", "review_given_text"}


def short_gist(gist):
    first = re.split(r"(?<=[.;])\s", gist)[0]
    if first == gist and len(gist) > 90:
        cut = gist.find(", ", 40)
        if cut > 0:
            first = gist[:cut] + "."
    return first


def norm_key(text):
    return re.sub(r"\s+", " ", text.strip().lower())


class Builder:
    def __init__(self):
        self.rng = random.Random(SEED)
        self.records = []          # (record, meta)
        self.uses = collections.Counter()
        self.pair_n = 0
        self.seen_asks = set()
        self.kind_label = {}

    # bookkeeping -------------------------------------------------------
    def new_pair(self):
        self.pair_n += 1
        return "p%04d" % self.pair_n

    def can_use(self, a):
        return self.uses[norm_key(a["text"])] < MAX_USES

    def add(self, ask, label, lang, kind, context=None, history=None, pair=None, key=None,
            material=None, mode=None):
        assert self.kind_label.setdefault(kind, label) == label, (kind, label)
        dedup = (ask, context, json.dumps(history, ensure_ascii=False))
        if dedup in self.seen_asks:
            return False
        self.seen_asks.add(dedup)
        if key is not None:
            self.uses[key] += 1
        rec = collections.OrderedDict([
            ("ask", ask), ("label", label), ("lang", lang), ("kind", kind),
            ("context", context), ("history", history), ("pair", pair)])
        self.records.append((rec, {"ask_key": key, "material": material, "mode": mode}))
        return True

    def lang_counts(self):
        return collections.Counter(r["lang"] for r, _ in self.records)

    def label_counts(self):
        return collections.Counter(r["label"] for r, _ in self.records)

    def add_material_ask(self, m, a, pair=None, mode=None):
        styled = style(self.rng, a["text"], a["lang"])
        ask, ctx, mode = place(self.rng, m, styled, a["lang"], a["flags"], mode)
        return self.add(ask, a["label"], a["lang"], a["kind"], context=ctx, pair=pair,
                        key=norm_key(a["text"]), material=m["id"], mode=mode)

    # candidate generics for a material --------------------------------
    def generic_candidates(self, m, gens):
        out = []
        for g in gens:
            if m["type"] not in g["types"]:
                continue
            if g["mlang"] == "en" and m["mlang"] != "en":
                continue
            if g["mlang"] == "other" and m["mlang"] == "en":
                continue
            if g["mlang"] not in (None, "en", "other") and g["mlang"] != m["mlang"]:
                continue
            if g["kind"] == "translate" and g["lang"] == m["mlang"]:
                continue
            out.append(g)
        return out

    def pick_generic(self, m, cands, want_label=None, want_lang=None, exclude=()):
        total = max(1, len(self.records))
        lc = self.lang_counts()
        pool = [g for g in cands if self.can_use(g) and norm_key(g["text"]) not in exclude]
        if not pool:
            return None
        if want_lang is None:
            langs = sorted({g["lang"] for g in pool})
            want_lang = max(langs, key=lambda l: (LANG_TARGET.get(l, 0) - lc[l] / total, l))
        p2 = [g for g in pool if g["lang"] == want_lang] or pool
        if want_label is None:
            # balance labels inside each language so language never predicts the label
            ll = collections.Counter(r["label"] for r, _ in self.records if r["lang"] == want_lang)
            want_label = "single_step" if ll["single_step"] <= ll["long_horizon"] else "long_horizon"
        p3 = [g for g in p2 if g["label"] == want_label] or p2
        low = min(self.uses[norm_key(g["text"])] for g in p3)
        p4 = [g for g in p3 if self.uses[norm_key(g["text"])] == low]
        return self.rng.choice(p4)

    # stages ------------------------------------------------------------
    def build(self):
        rng = self.rng
        mats = parse_materials()
        gens = parse_generic()
        inline = parse_inline()
        fups = parse_followups()
        hand = parse_history_hand()
        big = parse_big_asks()
        ids = [m["id"] for m in mats]
        assert len(ids) == len(set(ids)), "duplicate material ids"

        order = mats[:]
        rng.shuffle(order)
        cands = {m["id"]: self.generic_candidates(m, gens) for m in mats}

        # 1) bare pastes: reserve some materials' texts as request-less pastes
        bare_pool = [m for m in order if m["type"] in ("stack_trace", "user_error", "ci_log", "server_log",
                                                       "crash_dump", "code", "issue")]
        for m in bare_pool[:N_BARE]:
            body = joined(m)
            if m["type"] in CODEISH and rng.random() < 0.5:
                body = "```%s\n%s\n```" % (fence_lang(m), body)
            self.add(body, "single_step", m["mlang"], "bare_paste", material=m["id"], mode="bare")

        # 2) one minimal pair per material
        for m in order:
            S = [a for a in m["asks"] if a["label"] == "single_step" and "c" not in a["flags"]
                 and self.can_use(a)]
            L = [a for a in m["asks"] if a["label"] == "long_horizon" and "c" not in a["flags"]
                 and self.can_use(a)]
            if rng.random() < 0.18 or not S or not L:
                # pair built from generic asks (often another language)
                s = rng.choice(S) if S and rng.random() < 0.5 else self.pick_generic(m, cands[m["id"]], "single_step")
                lang = s["lang"] if s else None
                l = (rng.choice(L) if L and rng.random() < 0.5 else
                     self.pick_generic(m, cands[m["id"]], "long_horizon", want_lang=lang))
            else:
                s, l = rng.choice(S), rng.choice(L)
            if not s or not l:
                continue
            pid = self.new_pair()
            same_mode = rng.random() < 0.6
            ok1 = self.add_material_ask(m, s, pair=pid)
            mode = self.records[-1][1]["mode"] if same_mode and ok1 else None
            if mode in ("inline", "between", "context") and (s["flags"] | l["flags"]) & {"^", "v", "c"}:
                mode = None
            ok2 = self.add_material_ask(m, l, pair=pid, mode=mode)
            if not (ok1 and ok2):   # never leave half a pair
                for r, _ in self.records:
                    if r["pair"] == pid:
                        r["pair"] = None
            m["_used"] = {norm_key(s["text"]), norm_key(l["text"])}

        # 3) every remaining material-specific ask once
        for m in order:
            for a in m["asks"]:
                if norm_key(a["text"]) in m["_used"] or not self.can_use(a):
                    continue
                # the English specific banks hold more single-step than long asks; leave some
                # out so that English generic long asks can fill the language quota instead
                if a["lang"] == "en" and a["label"] == "single_step" and rng.random() < SKIP_EN_SINGLE:
                    continue
                self.add_material_ask(m, a)
                m["_used"].add(norm_key(a["text"]))

        # 4) inline excerpts
        for b in inline:
            pid = self.new_pair() if b["paired"] else None
            for a in b["items"]:
                self.add(style(rng, a["text"], a["lang"], allow_case=False), a["label"], a["lang"],
                         a["kind"], pair=pid, key=norm_key(a["text"]), material="inline", mode="inline")

        # 5) large generated materials
        for name in sorted(big):
            fn, mtype = BIG_GENS[name]
            bm = {"id": name, "type": mtype, "mlang": "en", "path": "", "text": fn(random.Random(name))}
            if name == "bigmodule":
                bm["path"] = "app/api/helpers.py"
            asks = big[name]
            s = next(a for a in asks if a["label"] == "single_step")
            l = next(a for a in asks if a["label"] == "long_horizon")
            pid = self.new_pair()
            self.add_material_ask(bm, s, pair=pid, mode="above" if "^" in s["flags"] else None)
            self.add_material_ask(bm, l, pair=pid, mode="below")
            for a in asks:
                if a is not s and a is not l:
                    self.add_material_ask(bm, a)

        # 6) hand-written histories
        for h in hand:
            self.add(h["ask"], h["label"], h["lang"], h["kind"], history=h["history"],
                     key=norm_key(h["ask"]), material="hand", mode="history")

        # 7) generated histories
        hist_mats = [m for m in order if m["gist"]]
        rng.shuffle(hist_mats)
        made, pairs_made, i = 0, 0, 0
        while made < N_HIST_GEN and i < len(hist_mats) * 2:
            m = hist_mats[i % len(hist_mats)]
            i += 1
            use_fix = bool(m["fix"]) and rng.random() < 0.45
            if use_fix:
                firsts = [a for a in m["asks"] if a["label"] == "long_horizon"]
                after = "L"
            else:
                firsts = [a for a in m["asks"] if a["label"] == "single_step" and a["kind"] in SUMMARY_KINDS]
                after = "S"
            firsts = [a for a in firsts if "c" not in a["flags"]]
            if not firsts:
                continue
            first = rng.choice(firsts)
            fa, _, _ = place(rng, m, style(rng, first["text"], first["lang"]), first["lang"],
                             first["flags"] | {"n"}, mode=rng.choice(["above", "below"]))
            if after == "L":
                reply = rng.choice(FIX_TEMPLATES).format(fix=m["fix"][:1].upper() + m["fix"][1:])
            else:
                reply = rng.choice(GIST_TEMPLATES).format(gist=m["gist"])
            history = [{"role": "user", "content": fa}, {"role": "assistant", "content": reply}]
            if after == "S" and rng.random() < 0.2:
                history += [{"role": "user", "content": rng.choice(MID_ASKS)},
                            {"role": "assistant", "content": short_gist(m["gist"])}]
            do_pair = pairs_made < N_HIST_PAIRS and rng.random() < 0.5
            pool = [f for f in fups[after] if self.can_use(f)]
            hl = collections.Counter(r["label"] for r, mm in self.records if mm["mode"] == "history")
            want = "single_step" if hl["single_step"] <= hl["long_horizon"] else "long_horizon"
            chosen = []
            if do_pair:
                for lbl in ("single_step", "long_horizon"):
                    c = [f for f in pool if f["label"] == lbl]
                    if c:
                        chosen.append(rng.choice(c))
                if len(chosen) < 2:
                    chosen = chosen[:1]
            if not chosen:
                c = [f for f in pool if f["label"] == want] or pool
                if not c:
                    break
                chosen = [rng.choice(c)]
            pid = self.new_pair() if len(chosen) == 2 else None
            for f in chosen:
                if self.add(style(rng, f["text"], f["lang"]), f["label"], f["lang"], f["kind"],
                            history=[dict(t) for t in history], pair=pid, key=norm_key(f["text"]),
                            material=m["id"], mode="history"):
                    made += 1
            if pid:
                pairs_made += 1

        # 8) generic asks until the target size, spread over materials
        spins = 0
        while len(self.records) < TARGET_TOTAL and spins < 20:
            spins += 1
            progressed = False
            for m in order:
                if len(self.records) >= TARGET_TOTAL:
                    break
                g = self.pick_generic(m, cands[m["id"]], exclude=m["_used"])
                if not g:
                    continue
                if self.add_material_ask(m, g):
                    m["_used"].add(norm_key(g["text"]))
                    progressed = True
            if not progressed:
                break

        rng.shuffle(self.records)
        return self.records


def build_records():
    return Builder().build()


def serialize(records):
    buf = io.BytesIO()
    with gzip.GzipFile(filename="", mode="wb", fileobj=buf, mtime=0) as gz:
        for rec, _ in records:
            gz.write((json.dumps(rec, ensure_ascii=False) + "\n").encode("utf-8"))
    return buf.getvalue()


def main():
    recs = build_records()
    data = serialize(recs)
    with open(OUT, "wb") as f:
        f.write(data)
    lab = collections.Counter(r["label"] for r, _ in recs)
    print("wrote %s: %d records, %s" % (os.path.basename(OUT), len(recs), dict(lab)))


if __name__ == "__main__":
    main()
