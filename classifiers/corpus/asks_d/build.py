#!/usr/bin/env python3
"""Build asks.jsonl.gz from the hand-written lists in lists/.

Standard library only, deterministic: every random choice is seeded from the
file name and line number, and the gzip header carries no timestamp.

List syntax (one entry per line, '#' starts a comment line, blank lines ignored):

  S kind ctx | text                      single_step ask
  L kind ctx | text                      long_horizon ask
  P skind/lkind sctx/lctx | s || l       minimal pair (same topic, single then long)
  F S|L kind ctx | u1 || a1 [|| u2 || a2] || ask
                                         follow-up: earlier plain-chat turns, then the ask
  T S|L kind | text                      generic follow-up tail, attached to a history
                                         drawn from this language's snippet asks
  R | text                               assistant reply used in front of a tail
  X | text                               short prefix/suffix a speaker adds ("quick one:")

ctx is '-' (none) or a bank name: code, code:py+js (restricted languages), err,
err:py, diff, schema, log, issue, big, cfg, json.  Slots in the text:
{fn} {code} {file} {file2} {dir} {lib} {ver} {test} {table} {branch} {issue}
{svc} {env} {cmd} {plang}.  Slots only vary names and code; the wording of
every entry is written by hand in the language file.
"""
import gzip
import hashlib
import io
import json
import os
import random
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
LISTS = os.path.join(HERE, "lists")
OUT = os.path.join(HERE, "asks.jsonl.gz")

PLANG_NAMES = {
    "py": "Python", "js": "JavaScript", "ts": "TypeScript", "go": "Go", "rs": "Rust",
    "java": "Java", "c": "C", "cpp": "C++", "cs": "C#", "rb": "Ruby", "php": "PHP",
    "kt": "Kotlin", "swift": "Swift", "sh": "Bash", "sql": "SQL", "lua": "Lua",
    "dart": "Dart", "scala": "Scala", "r": "R", "ex": "Elixir",
}
FENCE = {"py": "python", "js": "javascript", "ts": "typescript", "go": "go", "rs": "rust",
         "java": "java", "c": "c", "cpp": "cpp", "cs": "csharp", "rb": "ruby", "php": "php",
         "kt": "kotlin", "swift": "swift", "sh": "bash", "sql": "sql", "lua": "lua",
         "dart": "dart", "scala": "scala", "r": "r", "ex": "elixir"}


def rng_for(*parts):
    h = hashlib.sha256("\x1f".join(str(p) for p in parts).encode()).hexdigest()
    return random.Random(int(h[:16], 16))


def read_bank(name):
    """A bank file holds blocks that start with '=== tag [name]'."""
    items = []
    path = os.path.join(LISTS, "banks", name + ".txt")
    with open(path, encoding="utf-8") as f:
        cur = None
        for line in f:
            if line.startswith("=== "):
                if cur:
                    items.append(cur)
                head = line[4:].split()
                cur = {"tag": head[0], "name": head[1] if len(head) > 1 else "", "lines": []}
            elif cur is not None:
                cur["lines"].append(line.rstrip("\n"))
        if cur:
            items.append(cur)
    for it in items:
        while it["lines"] and not it["lines"][-1].strip():
            it["lines"].pop()
        it["text"] = "\n".join(it["lines"])
        del it["lines"]
    return items


def read_vocab():
    vocab = {}
    with open(os.path.join(LISTS, "banks", "vocab.txt"), encoding="utf-8") as f:
        for line in f:
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            key, vals = line.split(":", 1)
            vocab[key.strip()] = [v.strip() for v in vals.split(";") if v.strip()]
    return vocab


BANKS = {n: read_bank(n) for n in ("code", "err", "diff", "schema", "log", "issue", "cfg", "json", "out")}
VOCAB = read_vocab()


def big_file(rng):
    """A long Python module assembled from the code bank plus generated helpers (20-60 KB)."""
    py = [c for c in BANKS["code"] if c["tag"] == "py"]
    nouns = VOCAB["noun"]
    verbs = VOCAB["verb"]
    parts = ['"""Module assembled for a long-context ask."""', "import json", "import os", "import re", ""]
    target = rng.randint(20000, 58000)
    size = sum(len(p) + 1 for p in parts)
    i = 0
    while size < target:
        if i % 4 == 0:
            block = rng.choice(py)["text"]
        else:
            n, v = rng.choice(nouns), rng.choice(verbs)
            k = rng.randint(2, 9)
            block = (
                f"def {v}_{n}_{i}(items, limit={k}):\n"
                f"    \"\"\"{v.capitalize()} up to {k} {n} records.\"\"\"\n"
                f"    out = []\n"
                f"    for item in items:\n"
                f"        if len(out) >= limit:\n"
                f"            break\n"
                f"        if item.get(\"{n}\") is not None:\n"
                f"            out.append(item[\"{n}\"])\n"
                f"    return out\n"
            )
        parts.append(block)
        parts.append("")
        size += len(block) + 2
        i += 1
    return "\n".join(parts)


def pick_ctx(spec, rng):
    """Return (context_text, info) for a ctx spec."""
    if spec in ("-", ""):
        return None, {}
    name, _, restrict = spec.partition(":")
    if name == "big":
        text = big_file(rng)
        fns = re.findall(r"^def (\w+)", text, re.M)
        return text, {"fn": rng.choice(fns), "plang": "py"}
    bank = BANKS[name]
    if restrict:
        allowed = set(restrict.split("+"))
        bank = [b for b in bank if b["tag"] in allowed or b["name"] in allowed]
        if not bank:
            raise ValueError(f"no bank item for {spec}")
    item = rng.choice(bank)
    info = {"plang": item["tag"]}
    if name == "code":
        info["fn"] = item["name"]
    if name == "schema":
        info["table"] = item["name"] or item["tag"]
    return item["text"], info


SLOTS = ("fn", "code", "file", "file2", "dir", "lib", "ver", "test", "table", "branch", "issue",
         "svc", "env", "cmd", "plang", "noun", "verb")
SLOT_RE = re.compile(r"\{(" + "|".join(SLOTS) + r")\}")


def fill(text, rng, info, ctx_text):
    def sub(m):
        key = m.group(1)
        if key == "fn" and "fn" in info:
            return info["fn"]
        if key == "plang":
            return PLANG_NAMES.get(info.get("plang", "py"), "Python")
        if key == "table" and "table" in info:
            return info["table"]
        if key == "code":
            lang = FENCE.get(info.get("plang", ""), "")
            return f"```{lang}\n{ctx_text}\n```" if ctx_text else ""
        if key in ("file2",):
            key = "file"
        vals = VOCAB.get(key)
        if not vals:
            raise KeyError(f"unknown slot {{{key}}}")
        if key in info:
            return info[key]
        if key == "ver" and "lib" in info and ("ver." + info["lib"]) in VOCAB:
            vals = VOCAB["ver." + info["lib"]]
        v = rng.choice(vals)
        info[key] = v
        return v

    return SLOT_RE.sub(sub, text)


def parse_file(path):
    lang = os.path.basename(path).split(".")[0].split("_")[0]
    entries = []
    with open(path, encoding="utf-8") as f:
        for no, raw in enumerate(f, 1):
            line = raw.rstrip("\n")
            if not line.strip() or line.lstrip().startswith("#"):
                continue
            if "|" not in line:
                raise ValueError(f"{path}:{no}: no '|' in {line!r}")
            head, text = line.split("|", 1)
            text = text.strip().replace("\\n", "\n")
            parts = head.split()
            entries.append({"lang": lang, "file": os.path.basename(path), "no": no,
                            "type": parts[0], "args": parts[1:], "text": text})
    return entries


OPENER_KINDS = {"refactor_snippet", "rewrite", "rename_in_function", "type_hints", "optimize_snippet",
                "docstring", "comment", "complete_function"}

FILE_SUFFIXES = {"more", "own", "loop", "single", "long2"}


def variant(fname):
    """zh_hant_more.txt -> zh_hant, de_own.txt -> de, en.txt -> en."""
    parts = fname.split(".")[0].split("_")
    while len(parts) > 1 and parts[-1] in FILE_SUFFIXES:
        parts.pop()
    return "_".join(parts)


LABEL = {"S": "single_step", "L": "long_horizon"}


def rec(ask, label, lang, kind, context=None, history=None, pair=None):
    return {"ask": ask, "label": label, "lang": lang, "kind": kind, "context": context,
            "history": history, "pair": pair}


def build_lang(entries, lang):
    out = []
    # a language can have variants with their own files (zh_hant*.txt next to zh*.txt): generic
    # follow-up tails take their opening ask and reply from the same variant, never a mix of scripts
    replies, extras, openers = {}, {}, {}
    for e in entries:
        v = variant(e["file"])
        if e["type"] == "R":
            replies.setdefault(v, []).append(e["text"])
        elif e["type"] == "X":
            extras.setdefault(v, []).append(e["text"])
        elif e["type"] == "S" and e["args"][1].startswith("code") and e["args"][0] in OPENER_KINDS \
                and "{code}" not in e["text"]:
            openers.setdefault(v, []).append(e)
    for e in entries:
        t, a, text = e["type"], e["args"], e["text"]
        key = (e["file"], e["no"])
        if t in ("S", "L"):
            kind, ctx = a[0], a[1]
            copies = 2 if (SLOT_RE.search(text) or ctx != "-") and len(a) < 3 else 1
            if len(a) >= 3:
                copies = int(a[2])
            for c in range(copies):
                rng = rng_for(*key, c)
                ctx_text, info = pick_ctx(ctx, rng)
                ask = fill(text, rng, info, ctx_text)
                xs = extras.get(variant(e["file"]), [])
                if c == 1 and xs and rng.random() < 0.5:
                    x = rng.choice(xs)
                    ask = x.replace("{ask}", ask) if "{ask}" in x else ask
                r = rec(ask, LABEL[t], lang, kind, ctx_text)
                if c > 0:
                    r["_copy"] = True
                out.append(r)
        elif t == "P":
            skind, lkind = a[0].split("/")
            sctx, lctx = a[1].split("/")
            s, l = [x.strip() for x in text.split("||")]
            rng = rng_for(*key)
            pid = f"{lang}-{e['file'].split('.')[0]}-{e['no']}"
            sc, sinfo = pick_ctx(sctx, rng)
            lc, linfo = pick_ctx(lctx, rng)
            shared = {k: v for k, v in sinfo.items()}
            linfo = {**shared, **linfo} if lctx == "-" else linfo
            sask = fill(s, rng, sinfo, sc)
            for k in ("file", "dir", "lib", "ver", "svc", "test", "table"):
                if k in sinfo and k not in linfo:
                    linfo[k] = sinfo[k]
            lask = fill(l, rng, linfo, lc)
            out.append(rec(sask, "single_step", lang, skind, sc, None, pid))
            out.append(rec(lask, "long_horizon", lang, lkind, lc, None, pid))
        elif t == "F":
            lab, kind, ctx = a[0], a[1], a[2]
            turns = [x.strip() for x in text.split("||")]
            if len(turns) % 2 != 1 or len(turns) < 3:
                raise ValueError(f"{key}: follow-up needs u||a||...||ask")
            rng = rng_for(*key)
            ctx_text, info = pick_ctx(ctx, rng)
            filled = [fill(x, rng, info, ctx_text) for x in turns]
            hist = [{"role": "user" if i % 2 == 0 else "assistant", "content": x}
                    for i, x in enumerate(filled[:-1])]
            # content pasted inside the history is not the new ask's context
            used_in_hist = any("{code}" in x for x in turns[:-1])
            out.append(rec(filled[-1], LABEL[lab], lang, kind,
                           None if used_in_hist else ctx_text, hist))
        elif t == "T":
            lab, kind = a[0], a[1]
            copies = int(a[2]) if len(a) > 2 else 2
            for c in range(copies):
                rng = rng_for(*key, c)
                op = rng.choice(openers[variant(e["file"])])
                ctx_text, info = pick_ctx(op["args"][1], rng)
                first = fill(op["text"], rng, info, ctx_text)
                lang_tag = FENCE.get(info.get("plang", ""), "")
                u1 = f"{first}\n\n```{lang_tag}\n{ctx_text}\n```"
                a1 = fill(rng.choice(replies[variant(e["file"])]), rng, info, ctx_text)
                ask = fill(text, rng, info, ctx_text)
                hist = [{"role": "user", "content": u1}, {"role": "assistant", "content": a1}]
                r = rec(ask, LABEL[lab], lang, kind, None, hist)
                if c > 0:
                    r["_copy"] = True
                out.append(r)
        elif t in ("R", "X"):
            pass
        else:
            raise ValueError(f"{key}: unknown entry type {t}")
    return balance(dedupe(out))


def dedupe(out):
    """Drop exact repeats (same ask, context and history) that slot variants can produce."""
    def key(r):
        return (r["ask"], r["context"], json.dumps(r["history"], ensure_ascii=False))

    seen = {key(r) for r in out if r["pair"]}  # pair members always stay
    kept = []
    for r in out:
        if not r["pair"]:
            if key(r) in seen:
                continue
            seen.add(key(r))
        kept.append(r)
    return kept


def balance(out):
    """Drop surplus slot-variant copies of the majority label so both labels are equal."""
    n_s = sum(1 for r in out if r["label"] == "single_step")
    n_l = len(out) - n_s
    major = "single_step" if n_s > n_l else "long_horizon"
    surplus = abs(n_s - n_l)
    copies = [i for i, r in enumerate(out) if r["label"] == major and r.get("_copy")]
    copies.sort(key=lambda i: hashlib.sha256(out[i]["ask"].encode() + str(i).encode()).hexdigest())
    drop = set(copies[:surplus])
    kept = [r for i, r in enumerate(out) if i not in drop]
    for r in kept:
        r.pop("_copy", None)
    return kept


def main():
    files = sorted(f for f in os.listdir(LISTS) if f.endswith(".txt"))
    by_lang = {}
    for f in files:
        for e in parse_file(os.path.join(LISTS, f)):
            by_lang.setdefault(e["lang"], []).append(e)
    records = []
    for lang in sorted(by_lang):
        records.extend(build_lang(by_lang[lang], lang))
    buf = io.BytesIO()
    with gzip.GzipFile(filename="", mode="wb", fileobj=buf, mtime=0, compresslevel=9) as gz:
        for r in records:
            gz.write((json.dumps(r, ensure_ascii=False, sort_keys=True) + "\n").encode("utf-8"))
    with open(OUT, "wb") as f:
        f.write(buf.getvalue())
    print(f"wrote {len(records)} asks to {os.path.relpath(OUT, HERE)}", file=sys.stderr)


if __name__ == "__main__":
    main()
