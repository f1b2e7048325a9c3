#!/usr/bin/env python3
"""Build asks_e/asks.jsonl.gz from the hand-written list files in lists/.

Standard library only, deterministic: the same lists give the same bytes.

lists/pools.txt   slot values (one per line) and context materials (entries separated by a line '%%%').
lists/<lang>.txt  hand-written asks for one language:
    # comment
    @ kind=<name> label=<single|long> [ctx=<type>[|<type>...]] [fu]
    <one ask template per line; '\\n' in a line is a newline; {slot} is filled from pools>
    @hist
    <user turn> ||| <assistant turn> [||| <user> ||| <assistant> ...]
  'fu' marks follow-up kinds: they get a history drawn from the language's @hist lines.
"""
import collections
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

LABELS = {"single": "single_step", "long": "long_horizon"}
# asks per language; English about 30% of the total
TARGETS = {"en": 1560}
DEFAULT_TARGET = 150
FOLLOWUP_SHARE = 0.10
ASK_CAP = 4


def load_pools(path):
    slots, ctx = {}, {}
    cur_kind, cur_name, buf = None, None, []

    def flush():
        if cur_kind == "ctx" and buf:
            meta = {}
            lines = list(buf)
            while lines and not lines[0].strip():
                lines.pop(0)
            if lines and lines[0].startswith("@meta "):
                meta = dict(tok.split("=", 1) for tok in lines.pop(0)[6:].split())
            text = "\n".join(lines).strip("\n")
            if text:
                ctx.setdefault(cur_name, []).append({"text": text, "meta": meta})

    with open(path, encoding="utf-8") as f:
        for raw in f:
            line = raw.rstrip("\n")
            if line.startswith("=== "):
                flush()
                buf = []
                cur_kind, cur_name = line[4:].split()
                if cur_kind == "slot":
                    slots.setdefault(cur_name, [])
                continue
            if cur_kind == "slot":
                if line.strip() and not line.startswith("#"):
                    slots[cur_name].append(line.strip())
            elif cur_kind == "ctx":
                if line == "%%%":
                    flush()
                    buf = []
                else:
                    buf.append(line)
        flush()
    return slots, ctx


def load_lang(path):
    kinds, hist = [], []
    cur = None
    mode = None
    with open(path, encoding="utf-8") as f:
        for raw in f:
            line = raw.rstrip("\n")
            if not line.strip() or line.lstrip().startswith("#"):
                continue
            if line.startswith("@hist"):
                mode = "hist"
                continue
            if line.startswith("@ "):
                mode = "kind"
                attrs = {"fu": False, "ctx": None}
                for tok in line[2:].split():
                    if tok == "fu":
                        attrs["fu"] = True
                    else:
                        k, v = tok.split("=", 1)
                        attrs[k] = v
                if attrs["label"] not in LABELS:
                    raise SystemExit(f"{path}: bad label in {line!r}")
                cur = {"kind": attrs["kind"], "label": LABELS[attrs["label"]],
                       "ctx": attrs["ctx"].split("|") if attrs["ctx"] else None,
                       "fu": attrs["fu"], "templates": []}
                for k in kinds:
                    if k["kind"] == cur["kind"] and k["label"] != cur["label"]:
                        raise SystemExit(f"{path}: kind {cur['kind']} used with two labels")
                    if (k["kind"], k["ctx"], k["fu"]) == (cur["kind"], cur["ctx"], cur["fu"]):
                        cur = k  # same kind and material: continue the earlier section
                        break
                else:
                    kinds.append(cur)
                continue
            text = line.strip().replace("\\n", "\n")
            if mode == "hist":
                parts = [p.strip().replace("\\n", "\n") for p in line.split("|||")]
                if len(parts) % 2:
                    raise SystemExit(f"{path}: history needs user/assistant pairs: {line!r}")
                hist.append(parts)
            elif mode == "kind":
                cur["templates"].append(text)
    return kinds, hist


SLOT_RE = re.compile(r"\{([a-z_0-9]+)\}")


def fill(text, values):
    return SLOT_RE.sub(lambda m: values.get(m.group(1), m.group(0)), text)


def draw_values(rng, slots):
    return {name: rng.choice(vals) for name, vals in sorted(slots.items()) if vals}


# file names that fit a pasted multi-function file of one language
FILES_BY_LANG = {
    "py": ["src/utils/helpers.py", "app/services/billing.py", "core/models.py", "api/views.py", "hello.py"],
    "js": ["src/lib/api.js", "src/utils/index.js", "web/helpers.js"],
    "ts": ["lib/http/client.ts", "src/utils/index.ts"],
    "go": ["internal/cache/cache.go", "handlers/auth.go", "pkg/queue/worker.go"],
}


def make_context(rng, ctxpool, types, template):
    """Pick pasted material for a template; return (text, slot overrides)."""
    t = rng.choice(types)
    names_fn = "{fn}" in template
    if t == "code":
        pool = [c for c in ctxpool["code"] if "fn" in c["meta"]] if names_fn else ctxpool["code"]
        c = rng.choice(pool)
        return c["text"], ({"fn": c["meta"]["fn"]} if "fn" in c["meta"] else {})
    if t == "longcode":
        # a pasted file: several functions of one language, concatenated
        lang = rng.choice(["py", "py", "py", "js", "go"])
        same = [c for c in ctxpool["code"] if c["meta"].get("lang") in ((lang, "ts") if lang == "js" else (lang,))]
        parts = rng.sample(same, min(len(same), rng.randint(3, 7)))
        over = {"file": rng.choice(FILES_BY_LANG[lang])}
        named = [c for c in parts if "fn" in c["meta"]]
        if named:
            over["fn"] = rng.choice(named)["meta"]["fn"]
        return "\n\n".join(c["text"] for c in parts), over
    return rng.choice(ctxpool[t])["text"], {}


def build_lang(lang, kinds, hist, slots, ctxpool, target, seen):
    seed = int(hashlib.sha256(("asks_e:" + lang).encode()).hexdigest()[:12], 16)
    rng = random.Random(seed)
    out = []
    ask_count = collections.Counter()
    fu_total = round(target * FOLLOWUP_SHARE) if hist else 0
    for label in ("single_step", "long_horizon"):
        half = target // 2 if label == "single_step" else target - target // 2
        n_fu = fu_total // 2
        groups = [
            ([k for k in kinds if k["label"] == label and k["fu"]], n_fu),
            ([k for k in kinds if k["label"] == label and not k["fu"]], half - n_fu),
        ]
        for group, want in groups:
            if want <= 0:
                continue
            if not group:
                raise SystemExit(f"{lang}: no kinds for {label}")
            # round-robin over kinds, then over each kind's templates, so no kind floods the set;
            # the same ask text may come back with other pasted material at most ASK_CAP times
            # sections of one kind with the same ctx are merged at load time; key by section index
            order = list(range(len(group)))
            rng.shuffle(order)
            queues = {i: rng.sample(group[i]["templates"], len(group[i]["templates"])) for i in order}
            pos = {i: 0 for i in order}
            fails = {i: 0 for i in order}
            got = 0
            while got < want:
                live = [i for i in order if fails[i] < 30]
                if not live:
                    break
                for i in live:
                    if got >= want:
                        break
                    k = group[i]
                    q = queues[i]
                    t = q[pos[i] % len(q)]
                    pos[i] += 1
                    vals = draw_values(rng, slots)
                    context = None
                    if k["ctx"]:
                        context, over = make_context(rng, ctxpool, k["ctx"], t)
                        vals.update(over)
                        context = fill(context, vals)
                    ask = fill(t, vals)
                    history = None
                    if k["fu"]:
                        h = rng.choice(hist)
                        history = [{"role": "user" if j % 2 == 0 else "assistant", "content": fill(c, vals)}
                                   for j, c in enumerate(h)]
                    key = (ask, context, json.dumps(history, ensure_ascii=False))
                    if key in seen or ask_count[ask] >= ASK_CAP:
                        fails[i] += 1
                        continue
                    fails[i] = 0
                    seen.add(key)
                    ask_count[ask] += 1
                    out.append({"ask": ask, "label": label, "lang": lang, "kind": k["kind"],
                                "context": context, "history": history})
                    got += 1
            if got < want:
                print(f"warning: {lang} {label}: only {got}/{want}", file=sys.stderr)
    return out


def main():
    slots, ctxpool = load_pools(os.path.join(LISTS, "pools.txt"))
    rows = []
    seen = set()  # no row twice, even across languages
    for name in sorted(os.listdir(LISTS)):
        if not name.endswith(".txt") or name == "pools.txt":
            continue
        lang = name[:-4]
        kinds, hist = load_lang(os.path.join(LISTS, name))
        target = TARGETS.get(lang, DEFAULT_TARGET)
        rows.extend(build_lang(lang, kinds, hist, slots, ctxpool, target, seen))
    rng = random.Random(20261204)
    rng.shuffle(rows)
    buf = io.BytesIO()
    with gzip.GzipFile(filename="", mode="wb", fileobj=buf, mtime=0, compresslevel=9) as gz:
        for r in rows:
            gz.write((json.dumps(r, ensure_ascii=False, sort_keys=False) + "\n").encode("utf-8"))
    with open(OUT, "wb") as f:
        f.write(buf.getvalue())
    print(f"wrote {len(rows)} asks to {OUT}")


if __name__ == "__main__":
    main()
