#!/usr/bin/env python3
"""Build asks.jsonl.gz from the hand-written lists in lists/ and the content banks in lists/banks/.

Deterministic: the same inputs give the same bytes (seeded string RNGs, sorted inputs, gzip mtime=0).
Python 3.11 standard library only.

List line grammar (one entry per line, '#' starts a comment line, '\\n' in text is a newline):
  S <kind> <ctx> :: <ask>                      single_step ask
  L <kind> <ctx> :: <ask>                      long_horizon ask
  P <kind> <ctxS> <ctxL> :: <single ask> ||| <long ask>     minimal pair (same topic, same slot fill)
  F <kind> <label> <ctx> :: <user> ||| <assistant> [||| <user> ||| <assistant>] ||| <new ask>
  A :: <assistant reply>                       generic assistant reply used to compose follow-ups
<ctx> is '-' (no context) or a bank name (code, code:python, bigcode, err, trace, diff, schema, log,
config, ticket, help, cmdout); a leading '^' pastes the bank item inline into the ask instead of `context`.
Slots such as {fn} {file} {dir} {lib} {cmd} {tbl} are filled from SLOTS below (or from the bank item).
"""
import gzip
import json
import os
import random
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
LISTS = os.path.join(HERE, "lists")
BANKS = os.path.join(LISTS, "banks")
OUT = os.path.join(HERE, "asks.jsonl.gz")

LOW = ["fa", "th", "he", "hu", "ro", "cs", "el", "sv", "fi", "da", "no", "bg", "sr", "hr", "sk",
       "bn", "ur", "ta", "ms", "tl", "sw"]
BIG = ["zh", "ja", "ko", "de", "fr", "es", "pt", "ru", "uk", "it", "pl", "tr", "vi", "id", "ar",
       "hi", "nl"]
TARGET = {"en": 820}
TARGET.update({l: 124 for l in LOW})
TARGET.update({l: 40 for l in BIG})
INLINE_SHARE = {"code": 0.35, "err": 0.4, "trace": 0.25, "schema": 0.2, "diff": 0.15}
PAIR_SHARE = 0.10      # share of records that belong to a minimal pair
FOLLOW_SHARE = 0.10    # share of records that carry history

SLOTS = {
    "fn": ["parse_config", "load_user", "retry_request", "normalize_email", "compute_total",
           "merge_intervals", "slugify", "validate_token", "apply_discount", "build_query",
           "render_invoice", "flush_queue", "resolve_path", "fetch_rates", "chunk_list",
           "handleSubmit", "useDebounce", "getUserById", "formatPrice", "ParseHeader",
           "NewClient", "calc_checksum", "to_snake_case", "send_reminder", "schedule_job"],
    "file": ["src/config/loader.py", "app/services/billing.ts", "internal/cache/lru.go",
             "lib/auth/session.rb", "src/main/java/com/acme/OrderService.java", "utils/dates.js",
             "api/views.py", "src/components/Cart.tsx", "cmd/server/main.go", "src/db/pool.rs",
             "app/Http/Controllers/UserController.php", "scripts/deploy.sh", "core/models.py",
             "src/hooks/useAuth.ts", "pkg/queue/worker.go", "hello.py", "main.py", "index.js",
             "setup.py", "Makefile", "docker-compose.yml", "src/lib.rs", "app.py"],
    "dir": ["src/", "app/services/", "internal/", "lib/", "packages/web/", "backend/",
            "src/components/", "tests/", "api/", "core/", "scripts/", "pkg/"],
    "lib": ["requests", "axios", "pandas", "SQLAlchemy", "Django", "React Router", "Spring Boot",
            "Pydantic", "Express", "Next.js", "lodash", "tokio", "Celery", "Prisma", "NumPy",
            "Jest", "Hibernate", "Laravel", "FastAPI", "Redux"],
    "cmd": ["make test", "npm test", "pytest -x", "cargo test", "go test ./...", "mvn verify",
            "yarn lint", "tox", "./gradlew build", "pnpm build", "bundle exec rspec", "npm run e2e",
            "dotnet test", "make check"],
    "tbl": ["orders", "users", "invoices", "sessions", "products", "payments", "events"],
    "svc": ["billing-service", "auth-api", "notification worker", "search-indexer", "gateway",
            "checkout", "report-generator", "scheduler"],
    "branch": ["main", "develop", "release/2.4", "feature/export", "hotfix/login"],
    "env": ["staging", "prod", "dev", "QA"],
    "ver": ["2.0", "3.1", "4.2.1", "1.18", "5.0", "0.9.3"],
    "endpoint": ["/api/orders", "/v1/users/{id}", "/login", "/api/reports/export", "/health",
                 "/webhooks/stripe", "/search"],
    "n": ["2", "3", "5", "10", "30", "100"],
    "plang": ["Python", "TypeScript", "Go", "Rust", "Java", "Kotlin", "C#", "Ruby", "PHP"],
}
MIGRATIONS = [("Vue 2", "Vue 3"), ("Express", "Fastify"), ("moment.js", "date-fns"),
              ("unittest", "pytest"), ("Java 8", "Java 17"), ("jQuery", "vanilla JS"),
              ("Flask", "FastAPI"), ("Webpack", "Vite"), ("JavaScript", "TypeScript"),
              ("Python 3.8", "Python 3.12"), ("class components", "React hooks"),
              ("REST", "gRPC"), ("MySQL", "PostgreSQL"), ("Enzyme", "React Testing Library"),
              ("Mocha", "Vitest"), ("setup.py", "pyproject.toml"), ("Travis CI", "GitHub Actions"),
              ("AngularJS", "Angular"), ("Gradle Groovy DSL", "Kotlin DSL"), ("SQLAlchemy 1.4", "SQLAlchemy 2.0")]
SLOT_RE = re.compile(r"\{(fn|file|file2|dir|lib|cmd|tbl|svc|branch|env|ver|endpoint|n|plang|from|to)\}")
PLANG_NAMES = {"python": "Python", "js": "JavaScript", "ts": "TypeScript", "go": "Go", "rust": "Rust",
               "java": "Java", "csharp": "C#", "c": "C", "cpp": "C++", "ruby": "Ruby", "php": "PHP",
               "kotlin": "Kotlin", "swift": "Swift", "sql": "SQL", "bash": "Bash"}


def load_banks():
    banks = {}
    for name in sorted(os.listdir(BANKS)):
        if not name.endswith(".txt"):
            continue
        kind = name[:-4]
        items, cur, meta = [], None, None
        with open(os.path.join(BANKS, name), encoding="utf-8") as f:
            for raw in f:
                line = raw.rstrip("\n")
                if line.startswith("=== "):
                    if cur is not None:
                        items.append((meta, "\n".join(cur).strip("\n")))
                    meta = dict(kv.split("=", 1) for kv in line[4:].split() if "=" in kv)
                    cur = []
                elif cur is not None:
                    cur.append(line)
        if cur is not None:
            items.append((meta, "\n".join(cur).strip("\n")))
        banks[kind] = items
    return banks


def parse_list(path):
    entries = []
    base = os.path.basename(path)
    with open(path, encoding="utf-8") as f:
        for no, raw in enumerate(f, 1):
            line = raw.rstrip("\n")
            if not line.strip() or line.lstrip().startswith("#"):
                continue
            head, sep, body = line.partition(" :: ")
            if not sep:
                raise SystemExit(f"{base}:{no}: missing ' :: '")
            parts = head.split()
            body = body.replace("\\n", "\n").strip()
            t = parts[0]
            e = {"t": t, "id": f"{base}:{no}"}
            if t in ("S", "L"):
                e.update(kind=parts[1], ctx=parts[2], texts=[body])
            elif t == "P":
                s, _, l = body.partition(" ||| ")
                if not l:
                    raise SystemExit(f"{base}:{no}: pair needs two asks")
                e.update(kind=parts[1], ctx=parts[2], ctx2=parts[3], texts=[s.strip(), l.strip()])
            elif t == "F":
                segs = [x.strip() for x in body.split(" ||| ")]
                if len(segs) % 2 != 1 or len(segs) < 3:
                    raise SystemExit(f"{base}:{no}: follow-up needs user/assistant turns then the ask")
                lab = {"S": "single_step", "L": "long_horizon"}.get(parts[2], parts[2])
                e.update(kind=parts[1], label=lab, ctx=parts[3], texts=segs)
            elif t == "A":
                e.update(texts=[body])
            else:
                raise SystemExit(f"{base}:{no}: unknown entry type {t}")
            entries.append(e)
    return entries


FENCE = {"python": "python", "js": "javascript", "ts": "typescript", "go": "go", "rust": "rust",
         "java": "java", "csharp": "csharp", "c": "c", "cpp": "cpp", "ruby": "ruby", "php": "php",
         "kotlin": "kotlin", "swift": "swift", "sql": "sql", "bash": "bash"}


class Maker:
    def __init__(self, banks):
        self.banks = banks

    def pick_ctx(self, spec, rng):
        """Return (meta, raw_text, inline) or (None, None, False)."""
        if spec == "-":
            return None, None, False
        inline = spec.startswith("^")
        spec = spec.lstrip("^")
        name, _, filt = spec.partition(":")
        if name == "bigcode":
            pool = self.banks["code"]
            plangs = sorted({m.get("plang") for m, _ in pool if m.get("plang") not in ("sql", "bash")})
            pl = filt or rng.choice(plangs)
            same = [x for x in pool if x[0].get("plang") == pl]
            k = min(len(same), rng.randint(4, 7))
            chosen = rng.sample(same, k)
            target = rng.choice(chosen)
            text = "\n\n\n".join(t for _, t in chosen)
            return dict(target[0]), text, inline
        pool = self.banks[name]
        if filt:
            pool = [x for x in pool if x[0].get("plang") == filt] or pool
        meta, text = rng.choice(pool)
        return dict(meta), text, inline

    @staticmethod
    def inline_text(meta, text):
        fence = FENCE.get((meta or {}).get("plang", ""), "")
        return f"```{fence}\n{text}\n```"

    def fill(self, text, rng, meta, cache):
        def one(m):
            key = m.group(1)
            if key in cache:
                return cache[key]
            if key in ("from", "to"):
                a, b = rng.choice(MIGRATIONS)
                cache["from"], cache["to"] = a, b
                return cache[key]
            if key == "file2":
                val = rng.choice([x for x in SLOTS["file"] if x != cache.get("file")])
            elif key == "fn" and meta and meta.get("fn"):
                val = meta["fn"]
            elif key == "tbl" and meta and meta.get("tbl"):
                val = meta["tbl"]
            elif key == "plang" and meta and meta.get("plang"):
                val = PLANG_NAMES.get(meta["plang"], meta["plang"])
            else:
                val = rng.choice(SLOTS[key])
            cache[key] = val
            return val
        return SLOT_RE.sub(one, text)

    def make(self, lang, e, v, which=0, shared=None):
        """Build (ask, context) for entry e, variant v; `shared` keeps a pair coherent."""
        rng = random.Random(f"{lang}|{e['id']}|{v}|{which}")
        spec = e["ctx"] if which == 0 else e["ctx2"]
        name = spec.lstrip("^").split(":")[0]
        if shared is not None and name != "-" and shared.get("name") == name:
            meta, raw, inline = shared["meta"], shared["raw"], spec.startswith("^")
        else:
            meta, raw, inline = self.pick_ctx(spec, rng)
            # people often paste short content straight into the message instead of attaching it
            if raw is not None and not inline and rng.random() < INLINE_SHARE.get(name, 0.0):
                inline = True
        if shared is not None:
            if raw is not None and "name" not in shared:
                shared.update(name=name, meta=meta, raw=raw)
            if meta is None and shared.get("meta"):
                meta = shared["meta"]
            cache = shared["cache"]
        else:
            cache = {}
        ask = self.fill(e["texts"][which], rng, meta, cache)
        ctx = raw
        if inline and raw is not None:
            ask = ask.rstrip() + "\n\n" + self.inline_text(meta, raw)
            ctx = None
        return ask, ctx, rng, meta, cache


def rec(ask, label, lang, kind, context=None, history=None, pair=None):
    return {"ask": ask, "label": label, "lang": lang, "kind": kind, "context": context,
            "history": history, "pair": pair}


def build_lang(lang, entries, mk, seen):
    T = TARGET[lang]
    half = T // 2
    out_s, out_l = [], []

    def key(r):
        return (r["ask"], r["context"], json.dumps(r["history"], ensure_ascii=False))

    def add(r, force=False):
        k = key(r)
        if k in seen:
            return False
        seen.add(k)
        (out_s if r["label"] == "single_step" else out_l).append(r)
        return True

    # 1. minimal pairs
    P = [e for e in entries if e["t"] == "P"]
    pair_quota = max(1, round(T * PAIR_SHARE / 2))
    npairs = 0
    for v in range(4):
        for e in P:
            if npairs >= pair_quota:
                break
            shared = {"cache": {}}
            a1, c1, _, _, _ = mk.make(lang, e, v, 0, shared)
            a2, c2, _, _, _ = mk.make(lang, e, v, 1, shared)
            pid = f"{lang}-{e['id'].split(':')[1]}-{v}"
            r1 = rec(a1, "single_step", lang, e["kind"], c1, None, pid)
            r2 = rec(a2, "long_horizon", lang, e["kind"], c2, None, pid)
            if key(r1) in seen or key(r2) in seen:
                continue
            add(r1)
            add(r2)
            npairs += 1

    # 2. hand-written follow-ups
    F = [e for e in entries if e["t"] == "F"]
    fu_quota = round(T * FOLLOW_SHARE)
    nfu = {"single_step": 0, "long_horizon": 0}
    for v in range(3):
        for e in F:
            if sum(nfu.values()) >= fu_quota or nfu[e["label"]] >= (fu_quota + 1) // 2 + 1:
                continue
            rng = random.Random(f"{lang}|{e['id']}|{v}|F")
            meta, ctx, inline = mk.pick_ctx(e["ctx"], rng)
            cache = {}
            turns = [mk.fill(t, rng, meta, cache) for t in e["texts"]]
            hist = [{"role": "user" if i % 2 == 0 else "assistant", "content": t}
                    for i, t in enumerate(turns[:-1])]
            ask = turns[-1]
            if inline and ctx:
                ask, ctx = ask + "\n\n" + mk.inline_text(meta, ctx), None
            if add(rec(ask, e["label"], lang, e["kind"], ctx, hist, None)):
                nfu[e["label"]] += 1

    # 3. plain pools, variant-major so every line is used once before any line is used twice
    S = [e for e in entries if e["t"] == "S"]
    L = [e for e in entries if e["t"] == "L"]
    A = [e["texts"][0] for e in entries if e["t"] == "A"]

    def pool(lst, label):
        for v in range(12):
            for e in lst:
                ask, ctx, _, _, _ = mk.make(lang, e, v)
                yield rec(ask, label, lang, e["kind"], ctx)

    gs, gl = pool(S, "single_step"), pool(L, "long_horizon")
    hist_src = pool(list(reversed(S)), "single_step")

    def next_new(g):
        for r in g:
            if key(r) not in seen:
                return r
        return None

    # 4. composed follow-ups: an earlier single-step exchange, then a new ask (label from the new ask)
    fu_have = sum(nfu.values())
    i = 0
    while fu_have < fu_quota and A:
        lab = "single_step" if nfu["single_step"] <= nfu["long_horizon"] else "long_horizon"
        g = gs if lab == "single_step" else gl
        r = next_new(g)
        h = next_new(hist_src)
        if r is None or h is None:
            break
        seen.add(key(h))
        user = h["ask"] if not h["context"] else h["ask"] + "\n\n" + h["context"]
        hrng = random.Random(f"{lang}|hist|{i}")
        r["history"] = [{"role": "user", "content": user},
                        {"role": "assistant", "content": hrng.choice(A)}]
        add(r)
        nfu[lab] += 1
        fu_have += 1
        i += 1

    # 5. fill to the target
    for lst, g in ((out_s, gs), (out_l, gl)):
        while len(lst) < half:
            r = next_new(g)
            if r is None:
                break
            add(r)
    n = min(len(out_s), len(out_l))
    # keep pairs whole when trimming: drop unpaired records from the end first
    def trim(lst, n):
        while len(lst) > n:
            for j in range(len(lst) - 1, -1, -1):
                if lst[j]["pair"] is None:
                    del lst[j]
                    break
            else:
                del lst[-1]
        return lst
    return trim(out_s, n) + trim(out_l, n)


def main():
    banks = load_banks()
    mk = Maker(banks)
    files = sorted(f for f in os.listdir(LISTS) if f.endswith(".txt"))
    by_lang = {}
    for f in files:
        lang = re.match(r"[a-z]{2}", f).group(0)
        by_lang.setdefault(lang, []).extend(parse_list(os.path.join(LISTS, f)))
    records = []
    seen = set()  # (ask, context, history) already used, across all languages
    for lang in sorted(by_lang):
        if lang not in TARGET:
            raise SystemExit(f"no target for language {lang}")
        records.extend(build_lang(lang, by_lang[lang], mk, seen))
    # drop pairs that lost a member in trimming
    cnt = {}
    for r in records:
        if r["pair"]:
            cnt[r["pair"]] = cnt.get(r["pair"], 0) + 1
    for r in records:
        if r["pair"] and cnt[r["pair"]] != 2:
            r["pair"] = None
    random.Random("asks_f-order").shuffle(records)
    data = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records).encode("utf-8")
    with open(OUT, "wb") as fh:
        with gzip.GzipFile(filename="", mode="wb", fileobj=fh, mtime=0, compresslevel=9) as g:
            g.write(data)
    by = {}
    for r in records:
        by.setdefault(r["lang"], [0, 0])[0 if r["label"] == "single_step" else 1] += 1
    for l in sorted(by):
        print(f"{l}\t{by[l][0]}\t{by[l][1]}")
    print(f"total\t{len(records)}", file=sys.stderr)


if __name__ == "__main__":
    main()
