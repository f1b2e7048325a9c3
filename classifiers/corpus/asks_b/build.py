#!/usr/bin/env python3
"""Build asks.jsonl.gz from the hand-written lists under lists/.

Deterministic, standard library only. Run:  python build.py
Outputs: asks.jsonl.gz (gzip JSON lines, mtime 0) and stats.json.

List formats (all UTF-8 text, ';;' starts a comment line, '\\n' inside an
entry is turned into a newline):

lists/asks/*.txt      '@ <kind> <s|l> <ctx>' section headers, then entries
                      '<lang>: <ask text>' or '<lang>[<ctx>]: <ask text>' (per-entry ctx)
lists/pairs/*.txt     blocks separated by blank lines, each block two lines
                      '<S|L> <kind> <ctx> <lang>: <ask text>' (one S, one L);
                      both asks of a block share slot values
lists/threads/*.txt   '### <thread-id> <lang>' then 'U:' / 'A:' blocks (the
                      earlier plain chat turns) then follow-up lines
                      'F <s|l> <kind> <ctx> <lang>: <ask text>'
lists/snippets/<pl>.txt  '=== <name> [bug] [file=<name>]' then the code
lists/ctx/<type>.txt  '=== <title>' then the content (errors, schemas, ...)
lists/vocab.txt       '<slot>: a | b | c' slot vocabularies

ctx values: '-' (none), 'code', 'code:<pl>', 'code:<pl>/<name>' (one named
snippet), 'bug', 'bug:<pl>', 'file',
'file:<pl>', 'bigfile', 'bigfile:<pl>', or a ctx type from lists/ctx
(error, schema, query, diff, log, regex, data, transcript, issue, commits,
text, config), optionally naming one item: 'error:java-npe' (title with
spaces written as '-').
Slots are written {{name}}; see vocab.txt. {{fn}}, {{plang}} and {{file}}
come from the chosen code context when there is one.
"""
import glob
import gzip
import json
import os
import random
import re

HERE = os.path.dirname(os.path.abspath(__file__))
LISTS = os.path.join(HERE, "lists")
SEED = 20261202

PL_NAMES = {
    "py": "Python", "js": "JavaScript", "ts": "TypeScript", "go": "Go",
    "rs": "Rust", "java": "Java", "c": "C", "cpp": "C++", "cs": "C#",
    "rb": "Ruby", "php": "PHP", "kt": "Kotlin", "swift": "Swift",
    "sh": "Bash", "sql": "SQL", "lua": "Lua", "scala": "Scala",
    "hs": "Haskell", "dart": "Dart", "ex": "Elixir",
}
PL_EXT = {
    "py": "py", "js": "js", "ts": "ts", "go": "go", "rs": "rs",
    "java": "java", "c": "c", "cpp": "cpp", "cs": "cs", "rb": "rb",
    "php": "php", "kt": "kt", "swift": "swift", "sh": "sh", "sql": "sql",
    "lua": "lua", "scala": "scala", "hs": "hs", "dart": "dart", "ex": "ex",
}
LANGS = {"en", "zh", "ja", "ko", "ru", "de", "fr", "es", "pt", "it", "tr",
         "pl", "vi", "hi", "id", "ar", "nl", "uk", "sv", "cs", "fa", "th"}
LABELS = {"s": "single_step", "l": "long_horizon"}
SLOT_RE = re.compile(r"\{\{(\w+)\}\}")


def read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


def unescape(text):
    return text.replace("\\n", "\n").replace("\\t", "\t")


# ---------------------------------------------------------------- snippets
def load_snippets():
    """Return list of dicts: pl, name, code, bug, file."""
    out = []
    for path in sorted(glob.glob(os.path.join(LISTS, "snippets", "*.txt"))):
        pl = os.path.splitext(os.path.basename(path))[0]
        assert pl in PL_NAMES, path
        cur = None
        for line in read(path).split("\n"):
            if line.startswith("=== "):
                if cur:
                    out.append(cur)
                parts = line[4:].split()
                cur = {"pl": pl, "name": parts[0], "bug": "bug" in parts[1:],
                       "file": None, "lines": []}
                for p in parts[1:]:
                    if p.startswith("file="):
                        cur["file"] = p[5:]
            elif cur is not None:
                cur["lines"].append(line)
        if cur:
            out.append(cur)
    for s in out:
        s["code"] = "\n".join(s.pop("lines")).strip("\n") + "\n"
        if not s["file"]:
            s["file"] = s["name"].lower() + "." + PL_EXT[s["pl"]]
    return out


def load_ctx():
    """Return {type: [(title, content), ...]} from lists/ctx/*.txt."""
    out = {}
    for path in sorted(glob.glob(os.path.join(LISTS, "ctx", "*.txt"))):
        typ = os.path.splitext(os.path.basename(path))[0]
        items, title, buf = [], None, []
        for line in read(path).split("\n"):
            if line.startswith("=== "):
                if title is not None:
                    items.append((title, "\n".join(buf).strip("\n") + "\n"))
                title, buf = line[4:].strip(), []
            elif title is not None:
                buf.append(line)
        if title is not None:
            items.append((title, "\n".join(buf).strip("\n") + "\n"))
        out[typ] = items
    return out


def load_vocab():
    vocab = {}
    for line in read(os.path.join(LISTS, "vocab.txt")).split("\n"):
        line = line.strip()
        if not line or line.startswith(";;"):
            continue
        key, vals = line.split(":", 1)
        vocab[key.strip()] = [v.strip() for v in vals.split("|") if v.strip()]
    return vocab


# ------------------------------------------------------------ filler code
FILL_VERBS = ["load", "save", "parse", "render", "validate", "normalize",
              "merge", "split", "count", "find", "build", "apply", "resolve",
              "encode", "decode", "filter", "collect", "update", "format"]
FILL_NOUNS = ["order", "invoice", "user", "session", "token", "record",
              "header", "row", "entry", "config", "payload", "batch", "item",
              "account", "report", "event", "price", "address", "tag"]


def filler_function(pl, rng, used):
    while True:
        v, n = rng.choice(FILL_VERBS), rng.choice(FILL_NOUNS)
        n2 = rng.choice(FILL_NOUNS)
        key = (v, n, n2)
        if key not in used:
            used.add(key)
            break
    k = rng.randint(2, 9)
    if pl == "py":
        name = f"{v}_{n}_{n2}" if rng.random() < 0.4 else f"{v}_{n}"
        return (f"def {name}({n}, {n2}s=None, limit={k}):\n"
                f"    if {n} is None:\n        return []\n"
                f"    result = []\n"
                f"    for i, x in enumerate({n2}s or []):\n"
                f"        if i >= limit:\n            break\n"
                f"        if getattr(x, \"{n}_id\", None) == {n}.id:\n"
                f"            result.append(x)\n"
                f"    return result\n")
    if pl == "js":
        name = v + n.capitalize() + (n2.capitalize() if rng.random() < 0.4 else "")
        return (f"export function {name}({n}, {n2}s = [], limit = {k}) {{\n"
                f"  if (!{n}) return [];\n"
                f"  const out = [];\n"
                f"  for (const x of {n2}s) {{\n"
                f"    if (out.length >= limit) break;\n"
                f"    if (x.{n}Id === {n}.id) out.push(x);\n"
                f"  }}\n  return out;\n}}\n")
    if pl == "go":
        name = v.capitalize() + n.capitalize() + (n2.capitalize() if rng.random() < 0.4 else "")
        t1, t2 = n.capitalize(), n2.capitalize()
        return (f"func {name}({n} *{t1}, {n2}s []{t2}) []{t2} {{\n"
                f"\tif {n} == nil {{\n\t\treturn nil\n\t}}\n"
                f"\tout := make([]{t2}, 0, {k})\n"
                f"\tfor _, x := range {n2}s {{\n"
                f"\t\tif x.{t1}ID == {n}.ID {{\n\t\t\tout = append(out, x)\n\t\t}}\n\t}}\n"
                f"\treturn out\n}}\n")
    if pl == "java":
        name = v + n.capitalize() + (n2.capitalize() if rng.random() < 0.4 else "")
        t1, t2 = n.capitalize(), n2.capitalize()
        return (f"    public List<{t2}> {name}({t1} {n}, List<{t2}> {n2}s) {{\n"
                f"        if ({n} == null) return Collections.emptyList();\n"
                f"        List<{t2}> out = new ArrayList<>();\n"
                f"        for ({t2} x : {n2}s) {{\n"
                f"            if (out.size() >= {k}) break;\n"
                f"            if (Objects.equals(x.get{t1}Id(), {n}.getId())) out.add(x);\n"
                f"        }}\n        return out;\n    }}\n")
    raise ValueError(pl)


BIG_HEAD = {
    "py": "import os\nimport re\nimport json\nimport logging\nfrom dataclasses import dataclass\n\nlog = logging.getLogger(__name__)\n\n",
    "js": "import fs from 'node:fs';\nimport path from 'node:path';\n\n",
    "go": "package core\n\nimport (\n\t\"errors\"\n\t\"fmt\"\n\t\"strings\"\n)\n\n",
    "java": "package com.acme.core;\n\nimport java.util.*;\n\npublic class CoreService {\n\n",
}
BIG_TAIL = {"py": "", "js": "", "go": "", "java": "}\n"}


def big_file(target, snippets, rng):
    """A whole file (8-60 KB) in target's language that contains target."""
    pl = target["pl"]
    size = rng.choice([9000, 14000, 22000, 30000, 41000, 55000])
    same = [s for s in snippets if s["pl"] == pl and s is not target]
    parts, used, total = [], set(), 0
    while total < size:
        if same and rng.random() < 0.25:
            code = rng.choice(same)["code"]
        else:
            code = filler_function(pl, rng, used)
        if pl == "java" and not code.startswith("    "):
            code = "\n".join(("    " + l) if l else l for l in code.split("\n"))
        parts.append(code)
        total += len(code) + 1
    tcode = target["code"]
    if pl == "java":
        tcode = "\n".join(("    " + l) if l else l for l in tcode.split("\n"))
    parts.insert(rng.randint(len(parts) // 3, len(parts) - 1), tcode)
    text = BIG_HEAD[pl] + "\n".join(parts) + BIG_TAIL[pl]
    return text[:60000] if len(text) > 60000 else text


# ------------------------------------------------------------ contexts
class Pools:
    def __init__(self, rng):
        self.rng = rng
        self.snippets = load_snippets()
        self.ctx = load_ctx()
        self.vocab = load_vocab()
        self.cursors = {}
        self.usage_pl = {}
        self.usage_ctx = {}

    def _rotate(self, key, items):
        """Even, deterministic rotation through a shuffled pool."""
        if key not in self.cursors:
            order = list(range(len(items)))
            self.rng.shuffle(order)
            self.cursors[key] = [order, 0]
        order, i = self.cursors[key]
        item = items[order[i % len(order)]]
        self.cursors[key][1] = i + 1
        return item

    def snippet(self, pl=None, bug=False, big=False):
        items = [s for s in self.snippets
                 if (pl is None or s["pl"] == pl) and (not bug or s["bug"])
                 and (not big or s["pl"] in BIG_HEAD)]
        assert items, (pl, bug, big)
        return self._rotate(("snip", pl, bug, big), items)

    def resolve(self, spec, slots, avoid_in=None):
        """Return context text (or None); fill code-related slots.

        avoid_in: for translation asks, the ask text; a snippet whose language
        is named in it (the target language) is skipped.
        """
        typ0 = spec.partition(":")[0]
        self.usage_ctx[typ0] = self.usage_ctx.get(typ0, 0) + 1
        if spec == "-":
            return None
        typ, _, arg = spec.partition(":")
        pl, _, name = arg.partition("/")
        pl = pl or None
        if typ in ("code", "bug", "file", "bigfile"):
            if name:  # one named snippet, e.g. code:py/LRUCache
                s = [x for x in self.snippets if x["pl"] == pl and x["name"] == name][0]
                avoid_in = None
            else:
                s = self.snippet(pl, bug=(typ == "bug"), big=(typ == "bigfile"))
            for _ in range(0 if name else 8):
                if not avoid_in or not re.search(
                        r"(?<![\w+#])" + re.escape(PL_NAMES[s["pl"]]) + r"(?![\w+#])", avoid_in):
                    break
                s = self.snippet(pl, bug=(typ == "bug"), big=(typ == "bigfile"))
            slots.setdefault("fn", s["name"])
            slots.setdefault("plang", PL_NAMES[s["pl"]])
            self.usage_pl[s["pl"]] = self.usage_pl.get(s["pl"], 0) + 1
            if typ == "bigfile":
                text = big_file(s, self.snippets, self.rng)
                slots.setdefault("file", "core." + PL_EXT[s["pl"]])
                return text
            if typ == "file":
                slots.setdefault("file", s["file"])
            return s["code"]
        assert typ in self.ctx, "unknown ctx " + spec
        if arg:  # a named item, e.g. error:java-npe
            named = [t for title, t in self.ctx[typ] if title.replace(" ", "-") == arg]
            assert named, "unknown ctx item " + spec
            return named[0]
        title, text = self._rotate(("ctx", typ), self.ctx[typ])
        return text

    def fill(self, text, slots):
        def rep(m):
            key = m.group(1)
            if key not in slots:
                if key == "plang":
                    slots[key] = PL_NAMES[self.rng.choice(sorted(PL_NAMES))]
                elif key in self.vocab:
                    slots[key] = self.rng.choice(self.vocab[key])
                else:
                    raise KeyError("unknown slot " + key)
            return slots[key]
        return SLOT_RE.sub(rep, text)


# ------------------------------------------------------------ parsers
ENTRY_RE = re.compile(r"^([a-z]{2})(?:\[([^\]]+)\])?:\s?(.*)$")
TRIPLE_RE = re.compile(r"^(\S+) (\S+) (\S+) ([a-z]{2}):\s?(.*)$")


def iter_lines(path):
    for n, line in enumerate(read(path).split("\n"), 1):
        if line.startswith(";;"):
            continue
        yield n, line.rstrip()


def parse_asks(path):
    section = None
    for n, line in iter_lines(path):
        if not line.strip():
            continue
        if line.startswith("@ "):
            kind, lab, ctx = line[2:].split()
            section = (kind, LABELS[lab], ctx)
            continue
        m = ENTRY_RE.match(line)
        assert m and section, f"{path}:{n}: {line[:60]}"
        yield {"kind": section[0], "label": section[1],
               "ctx": m.group(2) or section[2],
               "lang": m.group(1), "text": unescape(m.group(3)),
               "src": f"{os.path.basename(path)}:{n}"}


def parse_pairs(path):
    block = []
    lines = list(iter_lines(path)) + [(0, "")]
    for n, line in lines:
        if not line.strip():
            if block:
                assert len(block) == 2, f"{path}:{n} pair block of {len(block)}"
                labs = sorted(b["label"] for b in block)
                assert labs == ["long_horizon", "single_step"], f"{path}:{n}"
                yield block
                block = []
            continue
        m = TRIPLE_RE.match(line)
        assert m and m.group(1) in ("S", "L"), f"{path}:{n}: {line[:60]}"
        block.append({"kind": m.group(2), "label": LABELS[m.group(1).lower()],
                      "ctx": m.group(3), "lang": m.group(4),
                      "text": unescape(m.group(5)),
                      "src": f"{os.path.basename(path)}:{n}"})


def parse_threads(path):
    thread, role, buf = None, None, []

    def flush():
        if role is not None:
            thread["history"].append(
                {"role": role, "content": "\n".join(buf).strip("\n")})

    for n, line in iter_lines(path):
        if line.startswith("### "):
            if thread:
                flush()
                yield thread
            tid, tlang = line[4:].split()
            thread = {"id": tid, "lang": tlang, "history": [], "follow": []}
            role, buf = None, []
        elif line.startswith("U:") or line.startswith("A:"):
            flush()
            role = "user" if line[0] == "U" else "assistant"
            buf = [line[2:].strip()] if line[2:].strip() else []
        elif line.startswith("F "):
            flush()
            role, buf = None, []
            m = TRIPLE_RE.match(line[2:])
            assert m and m.group(1) in LABELS, f"{path}:{n}: {line[:60]}"
            thread["follow"].append(
                {"kind": m.group(2), "label": LABELS[m.group(1)],
                 "ctx": m.group(3), "lang": m.group(4),
                 "text": unescape(m.group(5)),
                 "src": f"{os.path.basename(path)}:{n}"})
        elif role is not None:
            buf.append(line)
        elif line.strip():
            raise AssertionError(f"{path}:{n}: stray line {line[:60]}")
    if thread:
        flush()
        yield thread


# ------------------------------------------------------------ build
TRANSLATE_KINDS = {"translate_code", "migration"}


def record(pools, e, slots, history=None, pair=None):
    avoid = e["text"] if e["kind"] in TRANSLATE_KINDS else None
    ctx = pools.resolve(e["ctx"], slots, avoid)
    ask = pools.fill(e["text"], slots).strip()
    assert e["lang"] in LANGS, e
    return {"ask": ask, "label": e["label"], "lang": e["lang"],
            "kind": e["kind"], "context": ctx, "history": history,
            "pair": pair}


def build():
    rng = random.Random(SEED)
    pools = Pools(rng)
    recs = []
    for path in sorted(glob.glob(os.path.join(LISTS, "asks", "*.txt"))):
        for e in parse_asks(path):
            recs.append(record(pools, e, {}))
    npair = 0
    for path in sorted(glob.glob(os.path.join(LISTS, "pairs", "*.txt"))):
        for block in parse_pairs(path):
            npair += 1
            pid = "b-p%04d" % npair
            slots = {}
            # resolve contexts first so both asks see the same fn/file names
            # and, when both asks name the same context type, the same content
            ctxs, same = [], {}
            for b in block:
                if b["ctx"] not in same:
                    same[b["ctx"]] = pools.resolve(
                        b["ctx"], slots, b["text"] if b["kind"] in TRANSLATE_KINDS else None)
                ctxs.append(same[b["ctx"]])
            for b, ctx in zip(block, ctxs):
                ask = pools.fill(b["text"], slots).strip()
                assert b["lang"] in LANGS, b
                recs.append({"ask": ask, "label": b["label"], "lang": b["lang"],
                             "kind": b["kind"], "context": ctx, "history": None,
                             "pair": pid})
    for path in sorted(glob.glob(os.path.join(LISTS, "threads", "*.txt"))):
        for th in parse_threads(path):
            assert th["history"] and th["history"][-1]["role"] == "assistant", th["id"]
            for f in th["follow"]:
                hist = [dict(t) for t in th["history"]]
                recs.append(record(pools, f, {}, history=hist))
    rng.shuffle(recs)
    return recs, pools


def main():
    recs, pools = build()
    out = os.path.join(HERE, "asks.jsonl.gz")
    with open(out, "wb") as raw:
        with gzip.GzipFile(filename="asks.jsonl", mode="wb", fileobj=raw,
                           mtime=0, compresslevel=9) as gz:
            for r in recs:
                gz.write((json.dumps(r, ensure_ascii=False) + "\n").encode("utf-8"))
    stats = {"records": len(recs), "by_label": {}, "by_lang": {}, "by_kind": {},
             "code_contexts_by_plang": dict(sorted(pools.usage_pl.items())),
             "ctx_specs": dict(sorted(pools.usage_ctx.items())),
             "pairs": len({r["pair"] for r in recs if r["pair"]}),
             "followups": sum(1 for r in recs if r["history"])}
    for r in recs:
        for key, field in (("by_label", "label"), ("by_lang", "lang"), ("by_kind", "kind")):
            stats[key][r[field]] = stats[key].get(r[field], 0) + 1
    for key in ("by_label", "by_lang", "by_kind"):
        stats[key] = dict(sorted(stats[key].items(), key=lambda kv: (-kv[1], kv[0])))
    with open(os.path.join(HERE, "stats.json"), "w", encoding="utf-8") as f:
        json.dump(stats, f, indent=1, ensure_ascii=False)
        f.write("\n")
    print(json.dumps({k: stats[k] for k in ("records", "by_label", "pairs", "followups")}))


if __name__ == "__main__":
    main()
