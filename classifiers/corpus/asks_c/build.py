#!/usr/bin/env python3
"""Build asks.jsonl.gz from the hand-written lists in lists/.

Standard library only, deterministic: the same lists always give the same bytes.
Run: python build.py   (writes asks.jsonl.gz next to this file)

List formats (see README.md):
  lists/snippets.txt   code blocks        "@@ id | fence | tags | fn" then code, optional "~~ error" part
  lists/errors.txt     errors and traces  "@@ id | tags"
  lists/material.txt   schema/diff/log/text blocks "@@ id | type | tags"
  lists/asks/<lang>.txt  one ask per line:
     S kind ctx | text                      single_step ask
     L kind ctx | text                      long_horizon ask
     P kind ctx | single text || kind ctx | long text     minimal pair
     H cat [name]  then  U: text / A: text lines   a seed conversation (history for follow-ups)
     F S|L kind cat[:name,name] [ctx] | text   a follow-up ask for seeds of category cat (only the named ones)
  In texts, "\\n" is a newline.  A kind may end in "*N" to use the line N times (each with other
  content or names).  ctx: "-" none, or type@tag1,tag2 with type one of
  code bug err schema diff log text big ; on the long side of a pair also "same" and "samerr".
"""
import gzip
import hashlib
import json
import os
import random
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
LISTS = os.path.join(HERE, "lists")
OUT = os.path.join(HERE, "asks.jsonl.gz")

LABEL = {"S": "single_step", "L": "long_horizon"}


def rng_for(*parts):
    h = hashlib.sha256("\x1f".join(str(p) for p in parts).encode()).hexdigest()
    return random.Random(int(h[:16], 16))


def unesc(s):
    return s.replace("\\n", "\n").replace("\\t", "\t")


# ---------------------------------------------------------------- material

def read_blocks(path):
    blocks = []
    cur = None
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\n")
            if line.startswith("# ") and cur is None:
                continue
            if line.startswith("@@ ") and " | " in line:
                cur = {"head": [p.strip() for p in line[3:].split("|")], "body": []}
                blocks.append(cur)
            elif cur is not None:
                cur["body"].append(line)
    return blocks


def load_material():
    snippets, errors, mats = [], [], []
    for b in read_blocks(os.path.join(LISTS, "snippets.txt")):
        sid, fence, tags, fn = b["head"]
        body = "\n".join(b["body"]).strip("\n")
        err = None
        if "~~ error" in b["body"]:
            i = b["body"].index("~~ error")
            body = "\n".join(b["body"][:i]).strip("\n")
            err = "\n".join(b["body"][i + 1:]).strip("\n")
        snippets.append({"id": sid, "fence": fence, "tags": set(tags.split()) | {fence, sid},
                         "fn": fn, "code": body, "error": err})
    for b in read_blocks(os.path.join(LISTS, "errors.txt")):
        eid, tags = b["head"]
        errors.append({"id": eid, "tags": set(tags.split()) | {eid}, "text": "\n".join(b["body"]).strip("\n")})
    for s in snippets:
        if s["error"]:
            errors.append({"id": "err_" + s["id"], "tags": set(s["tags"]), "text": s["error"]})
    for b in read_blocks(os.path.join(LISTS, "material.txt")):
        mid, typ, tags = b["head"]
        mats.append({"id": mid, "type": typ, "tags": set(tags.split()) | {mid},
                     "text": "\n".join(b["body"]).strip("\n")})
    return snippets, errors, mats


# ---------------------------------------------------------------- big generated files

VERBS = ["load", "parse", "render", "merge", "validate", "encode", "decode", "normalize", "collect", "resolve",
         "sync", "flush", "build", "score", "split", "index", "compact", "export", "import", "map"]
NOUNS = ["header", "record", "batch", "token", "config", "invoice", "frame", "segment", "user", "payload",
         "order", "route", "metric", "sample", "tile", "event", "asset", "profile", "ledger", "packet"]


def _py_fn(r, name):
    a, b = r.sample(["items", "data", "opts", "limit", "key", "path", "raw", "rows"], 2)
    n = r.randint(2, 9)
    lines = [f"def {name}({a}, {b}=None):",
             f"    result = []",
             f"    for i, entry in enumerate({a} or []):",
             f"        if {b} is not None and i >= {n}:",
             f"            break",
             f"        value = entry.get(\"{r.choice(NOUNS)}\") if isinstance(entry, dict) else entry",
             f"        if value in (None, \"\"):",
             f"            continue",
             f"        result.append(str(value).strip().lower())",
             f"    return result", ""]
    return "\n".join(lines) + "\n"


def _js_fn(r, name):
    n = r.randint(2, 12)
    return (f"export function {name}(input, options = {{}}) {{\n"
            f"  const out = [];\n"
            f"  for (const [i, item] of (input || []).entries()) {{\n"
            f"    if (options.limit && i >= {n}) break;\n"
            f"    const v = item && item.{r.choice(NOUNS)};\n"
            f"    if (v == null) continue;\n"
            f"    out.push(String(v).trim());\n"
            f"  }}\n"
            f"  return out;\n}}\n\n")


def _go_fn(r, name):
    n = r.randint(2, 12)
    return (f"func {name}(in []string, limit int) ([]string, error) {{\n"
            f"\tout := make([]string, 0, len(in))\n"
            f"\tfor i, s := range in {{\n"
            f"\t\tif limit > 0 && i >= limit*{n} {{\n\t\t\tbreak\n\t\t}}\n"
            f"\t\ts = strings.TrimSpace(s)\n"
            f"\t\tif s == \"\" {{\n\t\t\tcontinue\n\t\t}}\n"
            f"\t\tout = append(out, strings.ToLower(s))\n"
            f"\t}}\n\treturn out, nil\n}}\n\n")


def _java_fn(r, name):
    n = r.randint(2, 12)
    return (f"    public static List<String> {name}(List<String> input, int limit) {{\n"
            f"        List<String> out = new ArrayList<>();\n"
            f"        for (int i = 0; i < input.size(); i++) {{\n"
            f"            if (limit > 0 && i >= limit * {n}) break;\n"
            f"            String s = input.get(i);\n"
            f"            if (s == null || s.isBlank()) continue;\n"
            f"            out.add(s.trim().toLowerCase());\n"
            f"        }}\n        return out;\n    }}\n\n")


BIG = {
    "python": ("python", "import json\nimport os\nfrom typing import Any\n\n\n", "", _py_fn, lambda v, n: f"{v}_{n}"),
    "javascript": ("javascript", "import fs from \"node:fs\";\n\n", "", _js_fn, lambda v, n: v + n.capitalize()),
    "go": ("go", "package util\n\nimport \"strings\"\n\n", "", _go_fn, lambda v, n: v + n.capitalize()),
    "java": ("java", "package com.acme.util;\n\nimport java.util.*;\n\npublic final class Helpers {\n\n", "}\n",
             _java_fn, lambda v, n: v + n.capitalize()),
}


def big_file(lang, r):
    fence, head, tail, gen, namer = BIG[lang]
    target_size = r.randint(6000, 58000)
    names, parts, size = [], [head], len(head)
    used = set()
    while size < target_size:
        nm = namer(r.choice(VERBS), r.choice(NOUNS))
        if nm in used:
            nm = nm + str(len(used))
        used.add(nm)
        src = gen(r, nm)
        parts.append(src)
        names.append(nm)
        size += len(src)
    parts.append(tail)
    fn = names[r.randrange(len(names) // 4, len(names))]
    return fence, "".join(parts), fn


# ---------------------------------------------------------------- slots

SLOT_VALUES = {
    "name": ["Ana", "Kenji", "Priya", "Lukas", "Mina", "Omar", "Sofia", "Tomasz", "Linh", "Dara", "Jonas", "Aylin"],
    "proj": ["shopfront", "ledger", "tripplanner", "fieldnotes", "pulse", "atlas", "greenhouse", "relay", "orbit",
             "quill", "harbor", "tinyhabits"],
    "n": ["2", "3", "5", "10", "20", "50"],
}


def fill_slots(text, r, fixed):
    def rep(m):
        key = m.group(1)
        if key in fixed:
            return fixed[key]
        if key in SLOT_VALUES:
            v = r.choice(SLOT_VALUES[key])
            fixed[key] = v
            return v
        return m.group(0)
    return re.sub(r"\{(\w+)\}", rep, text)


# ---------------------------------------------------------------- contexts

class Contexts:
    def __init__(self, snippets, errors, mats):
        self.snippets, self.errors, self.mats = snippets, errors, mats
        self.counter = {}

    def _pick(self, pool, key, r):
        if not pool:
            raise ValueError("no material for " + key)
        # rotate through the pool so material is spread evenly, starting at a seeded offset
        i = self.counter.get(key)
        if i is None:
            i = r.randrange(len(pool))
        self.counter[key] = i + 1
        return pool[i % len(pool)]

    def make(self, spec, r, fixed):
        """Return (context string or None, info dict)."""
        if spec in ("-", ""):
            return None, {}
        typ, _, tagstr = spec.partition("@")
        tags = set(t for t in tagstr.split(",") if t)

        def match(item):
            return not tags or bool(item["tags"] & tags)
        if typ == "code":
            pool = [s for s in self.snippets if match(s)]
            s = self._pick(pool, spec, r)
            fixed.setdefault("fn", s["fn"])
            return f"```{s['fence']}\n{s['code']}\n```", {"snippet": s, "fence": s["fence"]}
        if typ == "bug":
            # snippets whose "error" is wrong output (no exception) only when asked for by tag
            pool = [s for s in self.snippets if s["error"] and match(s)
                    and ("wrongoutput" not in s["tags"] or tags & {"wrongoutput", s["id"]})]
            s = self._pick(pool, spec, r)
            fixed.setdefault("fn", s["fn"])
            return f"```{s['fence']}\n{s['code']}\n```\n\n{s['error']}", {"snippet": s, "fence": s["fence"],
                                                                            "error": s["error"]}
        if typ == "err":
            pool = [e for e in self.errors if match(e)
                    and ("wrongoutput" not in e["tags"] or tags & {"wrongoutput", e["id"]})]
            e = self._pick(pool, spec, r)
            return e["text"], {"error": e["text"]}
        if typ in ("schema", "diff", "log", "text"):
            pool = [m for m in self.mats if m["type"] == typ and match(m)]
            m = self._pick(pool, spec, r)
            return m["text"], {}
        if typ == "big":
            lang = tagstr or "python"
            fence, src, fn = big_file(lang, r)
            fixed["fn"] = fn
            return f"```{fence}\n{src}```", {"fence": fence}
        raise ValueError("unknown context type " + spec)


# ---------------------------------------------------------------- ask lists

LINE_RE = re.compile(r"^([SLPF])\s+(.*)$")


def parse_kind(k):
    if "*" in k:
        k, n = k.split("*", 1)
        return k, int(n)
    return k, None


def parse_ask_file(path, lang):
    items, seeds = [], []
    seed = None
    with open(path, encoding="utf-8") as f:
        for no, raw in enumerate(f, 1):
            line = raw.rstrip("\n")
            if not line.strip() or line.lstrip().startswith("#"):
                continue
            where = f"{os.path.basename(path)}:{no}"
            if line.startswith("H "):
                parts = line[2:].split()
                seed = {"cat": parts[0], "name": parts[1] if len(parts) > 1 else "", "turns": [], "where": where}
                seeds.append(seed)
                continue
            if line.startswith("U: ") or line.startswith("A: "):
                if seed is None:
                    raise ValueError(where + ": turn outside a seed")
                seed["turns"].append({"role": "user" if line[0] == "U" else "assistant", "content": unesc(line[3:])})
                continue
            m = LINE_RE.match(line)
            if not m:
                raise ValueError(where + ": cannot parse: " + line[:80])
            typ, rest = m.groups()
            if typ in "SL":
                head, _, text = rest.partition(" | ")
                kind, ctx = (head.split() + ["-"])[:2]
                kind, uses = parse_kind(kind)
                items.append({"t": typ, "kind": kind, "ctx": ctx, "text": unesc(text.strip()), "uses": uses,
                              "where": where})
            elif typ == "P":
                left, _, right = rest.partition(" || ")
                h1, _, t1 = left.partition(" | ")
                h2, _, t2 = right.partition(" | ")
                k1, c1 = (h1.split() + ["-"])[:2]
                k2, c2 = (h2.split() + ["-"])[:2]
                k1, u1 = parse_kind(k1)
                if not t1.strip() or not t2.strip():
                    raise ValueError(where + ": bad pair")
                items.append({"t": "P", "kind": k1, "ctx": c1, "text": unesc(t1.strip()), "kind2": k2,
                              "ctx2": c2, "text2": unesc(t2.strip()), "uses": u1, "where": where})
            else:  # F
                head, _, text = rest.partition(" | ")
                parts = head.split()
                lab, kind, cat = parts[0], parts[1], parts[2]
                ctx = parts[3] if len(parts) > 3 else "-"
                kind, uses = parse_kind(kind)
                items.append({"t": "F", "lab": lab, "kind": kind, "cat": cat, "ctx": ctx,
                              "text": unesc(text.strip()), "uses": uses, "where": where})
    return items, seeds


def default_uses(item):
    if item.get("uses"):
        return item["uses"]
    has_ctx = item["ctx"] not in ("-", "")
    has_slot = bool(re.search(r"\{(name|proj|n)\}", item["text"]))
    if item["t"] == "F":
        return 3
    if has_ctx and item["ctx"].startswith("big"):
        return 2
    if has_ctx:
        return 3
    if has_slot:
        return 2
    return 1


def build():
    snippets, errors, mats = load_material()
    ctxs = Contexts(snippets, errors, mats)
    ask_dir = os.path.join(LISTS, "asks")
    records = []
    pair_no = 0
    for fname in sorted(os.listdir(ask_dir)):
        if not fname.endswith(".txt"):
            continue
        lang = fname[:-4].split("_")[0]
        items, seeds = parse_ask_file(os.path.join(ask_dir, fname), lang)
        seeds_by_cat = {}
        for s in seeds:
            if len(s["turns"]) < 2:
                raise ValueError(s["where"] + ": seed needs turns")
            seeds_by_cat.setdefault(s["cat"], []).append(s)
        seed_ptr = {}
        for idx, it in enumerate(items):
            for u in range(default_uses(it)):
                r = rng_for(fname, idx, u)
                fixed = {}
                if it["t"] in "SL":
                    ctx, _ = ctxs.make(it["ctx"], r, fixed)
                    records.append({"ask": fill_slots(it["text"], r, fixed), "label": LABEL[it["t"]], "lang": lang,
                                    "kind": it["kind"], "context": ctx, "history": None, "pair": None})
                elif it["t"] == "P":
                    pair_no += 1
                    pid = f"c-{lang}-{pair_no:04d}"
                    ctx, info = ctxs.make(it["ctx"], r, fixed)
                    if it["ctx2"] == "same":
                        ctx2 = ctx
                    elif it["ctx2"] == "samerr":
                        if not info.get("error"):
                            raise ValueError(it["where"] + ": samerr needs bug/err on the single side")
                        ctx2 = info["error"]
                    else:
                        ctx2, _ = ctxs.make(it["ctx2"], r, fixed)
                    records.append({"ask": fill_slots(it["text"], r, fixed), "label": "single_step", "lang": lang,
                                    "kind": it["kind"], "context": ctx, "history": None, "pair": pid})
                    records.append({"ask": fill_slots(it["text2"], r, fixed), "label": "long_horizon", "lang": lang,
                                    "kind": it["kind2"], "context": ctx2, "history": None, "pair": pid})
                else:
                    cat, _, names = it["cat"].partition(":")
                    pool = seeds_by_cat.get(cat, [])
                    if names:
                        pool = [sd for sd in pool if sd["name"] in names.split(",")]
                    if not pool:
                        raise ValueError(it["where"] + ": no seed of category " + it["cat"])
                    i = seed_ptr.get(it["cat"], 0)
                    seed_ptr[it["cat"]] = i + 1  # rotate through the matching seeds
                    seed = pool[i % len(pool)]
                    ctx, _ = ctxs.make(it["ctx"], r, fixed)
                    records.append({"ask": fill_slots(it["text"], r, fixed), "label": LABEL[it["lab"]],
                                    "lang": lang, "kind": it["kind"], "context": ctx,
                                    "history": [dict(t) for t in seed["turns"]], "pair": None})
    # drop exact duplicates (same ask, context and history), keep first. A line used several times can
    # repeat one side of a pair (e.g. a long ask with no context); then the other side stays as a plain
    # record without a pair id, so every pair id keeps exactly one single_step and one long_horizon ask.
    def key_of(rec):
        return json.dumps([rec["ask"], rec["context"], rec["history"]], ensure_ascii=False)
    seen, out, i = set(), [], 0
    while i < len(records):
        rec = records[i]
        if rec["pair"] and i + 1 < len(records) and records[i + 1]["pair"] == rec["pair"]:
            group = [rec, records[i + 1]]
            i += 2
        else:
            group = [rec]
            i += 1
        fresh = [g for g in group if key_of(g) not in seen]
        if len(fresh) < len(group):
            for g in fresh:
                g["pair"] = None
        for g in fresh:
            seen.add(key_of(g))
            out.append(g)
    rng_for("shuffle").shuffle(out)
    return out


def main():
    records = build()
    data = "".join(json.dumps(r, ensure_ascii=False, sort_keys=False) + "\n" for r in records).encode("utf-8")
    with open(OUT, "wb") as f:
        with gzip.GzipFile(fileobj=f, mode="wb", mtime=0, filename="") as gz:
            gz.write(data)
    labels = {}
    for r in records:
        labels[r["label"]] = labels.get(r["label"], 0) + 1
    print(f"wrote {len(records)} asks to {OUT}: {labels}", file=sys.stderr)


if __name__ == "__main__":
    main()
