#!/usr/bin/env python3
"""Build asks.jsonl.gz from the hand-written lists in lists/.

Standard library only, deterministic (fixed seeds, gzip mtime 0).
Usage: python3 build.py [--out asks.jsonl.gz]
"""
import argparse
import gzip
import io
import json
import random
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent
LISTS = ROOT / "lists"
BANKS = LISTS / "banks"
SEED = "asks_g-v1"

# records per label per language (a language never gets fewer than its hand-written lines)
TARGET = {"en": 300}
BIG = {"zh", "ja", "ko", "es", "pt", "fr", "de", "ru", "ar", "hi", "tr", "vi", "id", "it", "pl"}
TARGET_BIG = 36
TARGET_DEFAULT = 19
FU_SHARE = 0.16  # share of each side that carries a history
MAX_USES = 8  # how many slot/context variants one hand-written line may produce

SLOT_RE = re.compile(r"\{([a-z_]+)\}")


def rng_for(*parts):
    return random.Random("|".join([SEED, *map(str, parts)]))


# ---------------------------------------------------------------- banks
def read_entries(name):
    """Bank file of entries separated by '=== key=val ...' header lines."""
    entries, cur = [], None
    for line in (BANKS / name).read_text(encoding="utf-8").splitlines():
        if line.startswith("=== "):
            meta = dict(kv.split("=", 1) for kv in line[4:].split())
            cur = {"meta": meta, "lines": []}
            entries.append(cur)
        elif cur is not None:
            cur["lines"].append(line)
    for e in entries:
        e["text"] = "\n".join(e["lines"]).strip("\n")
    return entries


def read_slots():
    slots, cur = {}, None
    for line in (BANKS / "slots.txt").read_text(encoding="utf-8").splitlines():
        if line.startswith("[") and line.endswith("]"):
            cur = line[1:-1]
            slots[cur] = []
        elif line.strip() and cur:
            slots[cur].append(line.strip())
    return slots


SNIPPETS = read_entries("snippets.txt")
ERRORS = read_entries("errors.txt")
DIFFS = read_entries("diffs.txt")
SCHEMAS = read_entries("schemas.txt")
LOGS = read_entries("logs.txt")
OUTPUTS = read_entries("outputs.txt")
CONFIGS = read_entries("configs.txt")
SLOTS = read_slots()
BIG_SRC = {
    "Python": (BANKS / "big_python.txt").read_text(encoding="utf-8"),
    "TypeScript": (BANKS / "big_typescript.txt").read_text(encoding="utf-8"),
}
FENCE_LANG = {"Python": "python", "JavaScript": "js", "TypeScript": "ts", "Go": "go", "Java": "java",
              "Rust": "rust", "C#": "csharp", "PHP": "php", "Ruby": "ruby", "Kotlin": "kotlin",
              "Bash": "bash", "C++": "cpp", "C": "c", "SQL": "sql"}


def big_functions(lang):
    src = BIG_SRC[lang]
    if lang == "Python":
        return re.findall(r"^def ([a-z_]+)\(", src, re.M)
    return re.findall(r"^export (?:async )?function ([A-Za-z]+)", src, re.M)


def make_big_file(lang, r):
    """Pad a hand-written module to 20-60 KB with renamed copies of its own sections."""
    src = BIG_SRC[lang]
    target = r.randint(20_000, 60_000)
    # split into top-level blocks
    blocks = re.split(r"\n(?=def |export |function |@dataclass|class )", src)
    head, body = blocks[0], blocks[1:]
    snippets = [s for s in SNIPPETS if s["meta"]["lang"] in ((lang,) if lang == "Python" else ("TypeScript", "JavaScript"))]
    parts = [head]
    parts.extend(body)
    k = 2
    while sum(len(p) + 2 for p in parts) < target:
        sect = "# ---- legacy v%d ----" % k if lang == "Python" else "// ---- legacy v%d ----" % k
        parts.append(sect)
        extra = list(body) + [s["text"] for s in snippets]
        r.shuffle(extra)
        for b in extra[: max(4, len(extra) // 2)]:
            b2 = re.sub(r"^(def |export function |export async function |function |class )([A-Za-z_]+)",
                        lambda m: f"{m.group(1)}{m.group(2)}_v{k}", b, count=1, flags=re.M)
            parts.append(b2)
        k += 1
    return "\n\n".join(parts) + "\n"


def pick(entries, r, topic=None):
    pool = entries
    if topic:
        pool = [e for e in entries if topic in e["meta"].values()]
        if not pool:
            raise ValueError(f"no bank entry with topic {topic}")
    return r.choice(pool)


# ---------------------------------------------------------------- lists
def parse_line(line):
    """'S kind @ctx ask' | 'P kind @ctx ask || [@ctx] ask' | 'FS kind ask' | 'A1 text'."""
    tag, rest = line.split(" ", 1)
    if tag.startswith("A"):
        return {"tag": tag, "text": rest.strip()}
    kind, rest = rest.split(" ", 1)
    item = {"tag": tag, "kind": kind}
    if tag in ("S", "L", "P"):
        ctx, text = rest.split(" ", 1)
        assert ctx.startswith("@"), line
        item["ctx"] = ctx[1:]
        if tag == "P":
            a, b = [x.strip() for x in text.split("||")]
            item["text"] = a
            lctx = "-"
            if b.startswith("@"):
                lctx, b = b.split(" ", 1)
                lctx = lctx[1:]
            item["ltext"], item["lctx"] = b.strip(), lctx
        else:
            item["text"] = text.strip()
    else:
        item["text"] = rest.strip()
    return item


def load_lang(d):
    items = []
    for f in sorted(d.glob("*.txt")):
        for n, line in enumerate(f.read_text(encoding="utf-8").splitlines(), 1):
            line = line.rstrip()
            if not line or line.startswith("#"):
                continue
            try:
                it = parse_line(line)
            except Exception as e:  # noqa
                raise SystemExit(f"{f}:{n}: cannot parse: {line!r} ({e})")
            it["src"] = f"{f.name}:{n}"
            want = {"single_step.txt": ("S", "FS", "FX"), "long_horizon.txt": ("L", "FL", "FT", "FC"),
                    "pairs.txt": ("P",), "assistant.txt": ("A1", "A2", "A3")}[f.name]
            if it["tag"] not in want:
                raise SystemExit(f"{f}:{n}: tag {it['tag']} does not belong in {f.name}")
            items.append(it)
    return items


# ---------------------------------------------------------------- rendering
def fence(text, lang=""):
    return f"```{lang}\n{text}\n```"


def build_context(ctx, r, slots):
    """Return (context_text, fence_lang) for a ctx tag and fill slots it determines."""
    if ctx in ("-", ""):
        return None, ""
    kind, _, topic = ctx.partition(":")
    if kind == "fn":
        sn = pick([s for s in SNIPPETS if not topic or s["meta"]["lang"] == topic], r)
        slots.setdefault("fn", sn["meta"]["name"])
        vars_ = sn["meta"].get("vars", "x").split(",")
        slots.setdefault("var", r.choice(vars_))
        slots.setdefault("plang", sn["meta"]["lang"])
        others = [p for p in SLOTS["plang"] if p != sn["meta"]["lang"]]
        slots.setdefault("other_plang", r.choice(others))
        return sn["text"], FENCE_LANG.get(sn["meta"]["lang"], "")
    if kind == "big":
        lang = topic or r.choice(["Python", "TypeScript"])
        slots.setdefault("fn", r.choice(big_functions(lang)))
        slots.setdefault("plang", lang)
        return make_big_file(lang, r), FENCE_LANG[lang]
    bank = {"err": ERRORS, "diff": DIFFS, "schema": SCHEMAS, "log": LOGS, "out": OUTPUTS, "cfg": CONFIGS}[kind]
    e = pick(bank, r, topic or None)
    return e["text"], {"schema": "sql", "diff": "diff", "cfg": ""}.get(kind, "")


def fill(text, r, slots):
    def rep(m):
        name = m.group(1)
        if name not in slots:
            if name == "other_plang":
                slots[name] = r.choice(SLOTS["plang"])
            elif name == "n":
                slots[name] = str(r.choice([3, 5, 10, 20]))
            elif name in SLOTS:
                slots[name] = r.choice(SLOTS[name])
            else:
                raise KeyError(f"unknown slot {{{name}}} in {text!r}")
        return slots[name]
    return SLOT_RE.sub(rep, text)


def render(text, ctx, r, slots, inline_p=0.3, force_context=False):
    """Return (ask, context)."""
    content, flang = build_context(ctx, r, slots)
    ask = fill(text, r, slots)
    if content is None:
        return ask, None
    if not force_context and not ctx.startswith("big") and r.random() < inline_p:
        sep = "\n\n" if r.random() < 0.7 else "\n"
        if r.random() < 0.25:
            return fence(content, flang) + sep + ask, None
        return ask + sep + fence(content, flang), None
    return ask, content


def variability(it):
    t = it.get("text", "") + it.get("ltext", "")
    return bool(SLOT_RE.search(t)) or it.get("ctx", "-") not in ("-", "") or it["tag"].startswith("F")


# ---------------------------------------------------------------- histories
def ack(asst, tag, r, slots):
    pool = [a["text"] for a in asst if a["tag"] == tag] or [a["text"] for a in asst]
    return fill(r.choice(pool), r, slots)


def code_history(lang_items, asst, r, slots):
    """user asked something about a snippet, assistant answered with code."""
    openers = [i for i in lang_items if i["tag"] == "S" and i["ctx"] == "fn"]
    op = r.choice(openers) if openers else None
    sn = r.choice(SNIPPETS)
    slots.update({"fn": sn["meta"]["name"], "plang": sn["meta"]["lang"],
                  "var": r.choice(sn["meta"]["vars"].split(","))})
    fl = FENCE_LANG.get(sn["meta"]["lang"], "")
    first = fill(op["text"], r, slots) if op else slots["fn"]
    hist = [{"role": "user", "content": first + "\n\n" + fence(sn["text"], fl)},
            {"role": "assistant", "content": ack(asst, "A1", r, slots) + "\n\n" + fence(sn["text"], fl)}]
    return hist


def agent_history(lang_items, asst, r, slots, with_output):
    tasks = [i for i in lang_items if i["tag"] == "L" and i["ctx"] == "-"]
    t = r.choice(tasks)
    hist = [{"role": "user", "content": fill(t["text"], r, slots)},
            {"role": "assistant", "content": ack(asst, "A2", r, slots)}]
    if with_output:
        out = r.choice(OUTPUTS)["text"]
        hist += [{"role": "user", "content": out},
                 {"role": "assistant", "content": ack(asst, "A3", r, slots)}]
    return hist


# ---------------------------------------------------------------- generation
def gen_one(lang, it, variant, lang_items, asst, side=None):
    r = rng_for(lang, it["src"], variant, side or "")
    slots = {}
    rec = {"lang": lang, "kind": it["kind"], "history": None, "pair": None, "context": None}
    tag = it["tag"]
    if tag in ("S", "L"):
        rec["ask"], rec["context"] = render(it["text"], it["ctx"], r, slots)
        rec["label"] = "single_step" if tag == "S" else "long_horizon"
    elif tag == "FS" or tag == "FL":
        rec["history"] = code_history(lang_items, asst, r, slots)
        if r.random() < 0.3:  # a second exchange before the new ask
            prev = [i for i in lang_items if i["tag"] == "FS" and i is not it]
            if prev:
                p = r.choice(prev)
                rec["history"] += [{"role": "user", "content": fill(p["text"], r, slots)},
                                   {"role": "assistant", "content": ack(asst, "A1", r, slots) + "\n\n"
                                    + rec["history"][1]["content"].split("\n\n", 1)[-1]}]
        rec["ask"] = fill(it["text"], r, slots)
        rec["label"] = "single_step" if tag == "FS" else "long_horizon"
    elif tag == "FT":
        rec["history"] = agent_history(lang_items, asst, r, slots, with_output=r.random() < 0.3)
        out = r.choice(OUTPUTS)["text"]
        text = fill(it["text"], r, slots)
        roll = r.random()
        if roll < 0.15:
            rec["ask"] = out  # bare output pasted back, no words
        elif roll < 0.55:
            rec["ask"] = text + "\n\n" + out
        elif roll < 0.7:
            rec["ask"] = out + "\n\n" + text
        else:
            rec["ask"], rec["context"] = text, out
        rec["label"] = "long_horizon"
    elif tag == "FC":
        rec["history"] = agent_history(lang_items, asst, r, slots, with_output=r.random() < 0.6)
        rec["ask"] = fill(it["text"], r, slots)
        rec["label"] = "long_horizon"
    elif tag == "FX":
        rec["history"] = agent_history(lang_items, asst, r, slots, with_output=True)
        rec["ask"] = fill(it["text"], r, slots)
        rec["label"] = "single_step"
    elif tag == "P":
        sa, sc = render(it["text"], it["ctx"], r, slots)
        la, lc = render(it["ltext"], it["lctx"], r, slots, inline_p=0.2)
        pid = f"{lang}-{it['src'].split(':')[1]}-{variant}"
        ks, kl = pair_kinds(it["kind"])
        a = dict(rec, ask=sa, context=sc, label="single_step", pair=pid, kind=ks)
        b = dict(rec, ask=la, context=lc, label="long_horizon", pair=pid, kind=kl)
        return [a, b]
    return [rec]


LOCAL_IDS = set("""zip voen vat tin tckn siret rrn rd pn pinfl phone pesel pan oib nipt nik nif nid nic kt jmbg inn ik iin
idcard ic iban hijri hetu fnr emso egn cvr cpf cnic cf cccd cal bvn bs ak aadhaar gst""".split())
# pair lines name a topic; each side gets a category kind
PAIR_KINDS = {
    "explain": ("explain_snippet", "investigate"), "explain_why": ("explain_snippet", "repo_bugfix"),
    "rename": ("rename_one", "refactor_repo"), "error": ("explain_error", "repo_bugfix"),
    "error_explain": ("explain_error", "repo_bugfix"), "cors": ("explain_error", "repo_bugfix"),
    "test": ("unit_test_one", "tests_write"), "tests": ("unit_test_one", "tests_write"),
    "test_one": ("unit_test_one", "tests_write"), "unit_test_one": ("unit_test_one", "tests_write"),
    "docstring": ("docstring", "docs_repo"), "docs": ("docstring", "docs_repo"),
    "perf": ("rewrite_one", "perf"), "commit": ("commit_message", "git_repo"), "regex": ("regex", "feature_multi_file"),
    "type_hints": ("rewrite_one", "refactor_repo"), "null_check": ("rewrite_one", "refactor_repo"),
    "logging": ("rewrite_one", "refactor_repo"), "async": ("rewrite_one", "refactor_repo"),
    "lint": ("rewrite_one", "ci_fix"), "migrate_snippet": ("rewrite_one", "migrate"),
    "translate": ("translate_snippet", "migrate"), "security": ("review_snippet", "security"),
    "sql": ("sql", "feature_multi_file"), "tool": ("tool_question", "investigate"),
    "i18n": ("translate_text", "feature_multi_file"), "config": ("explain_config", "devops"),
    "cron": ("snippet_write", "devops"), "dockerfile": ("snippet_write", "devops"),
    "cache": ("explain_snippet", "repo_bugfix"), "vat": ("concept", "local_feature"),
}


def pair_kinds(topic):
    if topic in PAIR_KINDS:
        return PAIR_KINDS[topic]
    if topic in LOCAL_IDS:
        return ("local_validation", "local_feature")
    return (topic, topic + "_repo")


def key(rec):
    return (rec["ask"], rec["context"], json.dumps(rec["history"], ensure_ascii=False))


def build_lang(lang, items):
    asst = [i for i in items if i["tag"].startswith("A")]
    templ = [i for i in items if not i["tag"].startswith("A")]
    pairs = [i for i in templ if i["tag"] == "P"]
    S = [i for i in templ if i["tag"] in ("S", "FS", "FX")]
    L = [i for i in templ if i["tag"] in ("L", "FL", "FT", "FC")]
    target = TARGET.get(lang, TARGET_BIG if lang in BIG else TARGET_DEFAULT)

    out, seen = [], set()
    for it in pairs:
        for rec in gen_one(lang, it, 0, items, asst):
            seen.add(key(rec))
            out.append(rec)
    n_pair = len(pairs)

    def fill_side(tmpls, want):
        """Hand-written lines once each, then slot/context variants up to `want`.
        Follow-up lines (with history) are filled first to about FU_SHARE of the side."""
        recs = []
        fu = [it for it in tmpls if it["tag"].startswith("F")]
        other = [it for it in tmpls if not it["tag"].startswith("F")]

        def run(group, upto, name):
            for it in group:  # every hand-written line once
                rec = gen_one(lang, it, 0, items, asst)[0]
                if key(rec) not in seen:
                    seen.add(key(rec)); recs.append(rec)
            var = [it for it in group if variability(it)]
            v = 1
            while len(recs) < upto and var and v < MAX_USES:
                order = list(var)
                rng_for(lang, "order", v, name).shuffle(order)
                for it in order:
                    if len(recs) >= upto:
                        break
                    rec = gen_one(lang, it, v, items, asst)[0]
                    if key(rec) not in seen:
                        seen.add(key(rec)); recs.append(rec)
                v += 1

        run(fu, round(FU_SHARE * (want + n_pair)), "fu" + tmpls[0]["tag"])
        run(other, want, "o" + tmpls[0]["tag"])
        return recs

    want = max(target - n_pair, len(S), len(L))
    s_recs = fill_side(S, want)
    l_recs = fill_side(L, want)
    n = min(len(s_recs), len(l_recs))
    # trim the longer side, dropping generated variants before hand-written lines
    s_recs, l_recs = s_recs[:n], l_recs[:n]
    return out + s_recs + l_recs


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=str(ROOT / "asks.jsonl.gz"))
    args = ap.parse_args()
    all_recs = []
    for d in sorted(p for p in LISTS.iterdir() if p.is_dir() and p.name != "banks"):
        all_recs.extend(build_lang(d.name, load_lang(d)))
    rng_for("shuffle").shuffle(all_recs)
    buf = io.BytesIO()
    with gzip.GzipFile(filename="asks.jsonl", mode="wb", fileobj=buf, mtime=0, compresslevel=9) as gz:
        for rec in all_recs:
            obj = {k: rec[k] for k in ("ask", "label", "lang", "kind", "context", "history", "pair")}
            gz.write((json.dumps(obj, ensure_ascii=False) + "\n").encode("utf-8"))
    Path(args.out).write_bytes(buf.getvalue())
    by = {}
    for rec in all_recs:
        by.setdefault(rec["lang"], [0, 0])[rec["label"] == "long_horizon"] += 1
    print(f"wrote {len(all_recs)} records to {args.out}")
    for lang in sorted(by):
        print(f"  {lang}: single_step={by[lang][0]} long_horizon={by[lang][1]}")


if __name__ == "__main__":
    main()
