#!/usr/bin/env python3
"""Build asks.jsonl.gz: requests about pasted/attached material, labelled single_step / long_horizon.

Deterministic (fixed seeds), standard library only. Banks live in lists/.
Run: python3 build.py
"""
import collections
import gzip
import io
import json
import os
import random
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "lists"))

import asks_en, asks_eu, asks_other, followups  # noqa: E402
import mat_tickets, mat_logs, mat_comms, mat_tech, mat_extra, mat_big  # noqa: E402

OUT = os.path.join(HERE, "asks.jsonl.gz")
SEED = 20240617
TARGET = 1500
MAX_REUSE = 4

SINGLE_KINDS = {
    "summarize", "translate", "title", "triage", "reply_draft", "rewrite", "proofread", "extract_fields",
    "action_items", "convert_format", "explain_plain", "missing_info", "explain_error", "answer_from_text",
    "duplicate_check", "draft_announcement", "write_snippet", "fix_given_code", "test_given_code",
    "explain_code", "commit_message", "review_given_diff", "refine_answer", "bare_paste",
}
LONG_KINDS = {
    "fix_in_repo", "locate_and_patch", "investigate_root_cause", "reproduce_and_fix", "implement_feature",
    "apply_review", "fix_ci", "upgrade_dependency", "security_remediation", "migration", "update_callers",
    "docs_in_repo", "add_tests_in_repo",
}

def label_of(kind):
    if kind in SINGLE_KINDS:
        return "single_step"
    if kind in LONG_KINDS:
        return "long_horizon"
    raise KeyError(kind)

GROUPS = {
    "@prose": "bug feat mail chat pr review doc notes inc fb chg adv uerr dup",
    "@logs": "ci trace log uerr",
}
ALL_CATS = set("bug feat ci trace log mail chat pr review diff doc cfg notes inc fb chg adv schema data code uerr dup".split())

def parse_cats(spec):
    if spec.strip() == "*":
        return set(ALL_CATS)
    out = set()
    for tok in spec.split():
        if tok.startswith("@"):
            out |= set(GROUPS[tok].split())
        else:
            out.add(tok)
    unknown = out - ALL_CATS
    assert not unknown, (spec, unknown)
    return out

def load_generic():
    banks = {"en": asks_en.A}
    banks.update(asks_eu.A)
    banks.update(asks_other.A)
    gen = collections.defaultdict(list)
    for lang, rows in banks.items():
        for row in rows:
            kind, cats, text = row[0], row[1], row[2]
            to = row[3] if len(row) > 3 else None
            gen[lang].append(dict(kind=kind, cats=parse_cats(cats), text=text, to=to, lang=lang,
                                  label=label_of(kind)))
    return gen

def load_followups():
    fu = collections.defaultdict(list)
    for lang, rows in followups.F.items():
        for kind, cats, text in rows:
            fu[lang].append(dict(kind=kind, cats=parse_cats(cats), text=text, lang=lang, label=label_of(kind)))
    return fu

def load_materials():
    ms = mat_tickets.M + mat_logs.M + mat_comms.M + mat_tech.M + mat_extra.M + mat_big.M
    ids = set()
    for m in ms:
        assert m["id"] not in ids, m["id"]
        ids.add(m["id"])
        if m["parts"]:
            m["text"] = m["parts"][0].strip() + "\n\n" + m["parts"][1].strip()
        assert m["cat"] in ALL_CATS, m["cat"]
    return ms

# ---------------------------------------------------------------- style wrappers
GREET = {
    "en": ["hi!", "hey,", "Hi team,", "good morning!", "yo,", "Hello,", "hey there -"],
    "es": ["hola,", "buenas,", "Hola equipo,"], "de": ["Hallo,", "Moin,", "Hi,"], "fr": ["salut,", "Bonjour,"],
    "pt": ["oi,", "Olá,", "e aí,"], "it": ["ciao,", "Buongiorno,"], "ru": ["привет,", "Добрый день,"],
    "uk": ["привіт,", "Добрий день,"], "pl": ["cześć,", "Hej,"], "tr": ["selam,", "Merhaba,"],
    "zh": ["你好，", "在吗？"], "ja": ["お疲れさまです。", "すみません、"], "ko": ["안녕하세요,", "저기,"],
    "vi": ["chào bạn,", "hi bạn,"], "id": ["halo,", "permisi,"], "hi": ["नमस्ते,"], "ar": ["مرحبا،"],
}
THANKS = {
    "en": ["thanks!", "thx", "ty", "thank you 🙏", "cheers", "appreciate it"],
    "es": ["gracias!", "mil gracias"], "de": ["danke!", "Danke dir"], "fr": ["merci !", "merci d'avance"],
    "pt": ["valeu!", "obrigado!"], "it": ["grazie!", "grazie mille"], "ru": ["спасибо!", "спс"],
    "uk": ["дякую!"], "pl": ["dzięki!", "z góry dzięki"], "tr": ["teşekkürler!", "sağ ol"],
    "zh": ["谢谢！", "辛苦了"], "ja": ["よろしくお願いします。", "助かります"], "ko": ["고마워!", "부탁해요"],
    "vi": ["cảm ơn nhé!"], "id": ["makasih!", "thanks ya"], "hi": ["धन्यवाद!"], "ar": ["شكرا!"],
}
BOTS = ["@bot", "@assistant", "@codebot", "@devhelper", "@ai", "@helper", "@eng-assistant"]
LATIN = {"en", "es", "de", "fr", "pt", "it", "pl", "tr", "vi", "id"}

def typo(rng, s):
    words = s.split(" ")
    idx = [i for i, w in enumerate(words) if len(w) >= 5 and w.isalpha()]
    if not idx:
        return s
    i = rng.choice(idx)
    w = words[i]
    j = rng.randrange(1, len(w) - 2)
    if rng.random() < 0.6:
        w = w[:j] + w[j + 1] + w[j] + w[j + 2:]
    else:
        w = w[:j] + w[j + 1:]
    words[i] = w
    return " ".join(words)

def style(rng, text, lang, chatty=False):
    s = text
    if lang == "en" and rng.random() < 0.09:
        s = typo(rng, s)
    if lang in LATIN and rng.random() < 0.12:
        s = s.lower()
    if rng.random() < 0.14:
        g = rng.choice(GREET.get(lang, GREET["en"]))
        s = g + " " + s
    if rng.random() < (0.35 if chatty else 0.07):
        s = rng.choice(BOTS) + " " + s
    if rng.random() < 0.11:
        s = s + " " + rng.choice(THANKS.get(lang, THANKS["en"]))
    return s

# ---------------------------------------------------------------- material rendering
FENCE_CATS = {"ci", "trace", "log", "code", "cfg", "diff", "schema", "data"}

def fence_lang(m):
    t = m["text"]
    if m["cat"] == "diff":
        return "diff"
    if m["cat"] == "schema":
        return "sql" if "CREATE TABLE" in t else ""
    if m["cat"] in ("cfg",):
        if "resource " in t or "module " in t:
            return "hcl"
        if "apiVersion" in t or "services:" in t:
            return "yaml"
        return ""
    if m["cat"] == "code":
        for needle, lg in (("def ", "python"), ("func ", "go"), ("fn ", "rust"), ("<?php", "php"),
                           ("public class", "java"), ("public final class", "java"), ("data class", "kotlin"),
                           ("export ", "ts"), ("#!/bin/bash", "bash"), ("SELECT", "sql"), ("int ", "c")):
            if needle in t:
                return lg
    return ""

def render(rng, m, text=None):
    t = m["text"] if text is None else text
    if m["cat"] in FENCE_CATS and rng.random() < 0.55:
        return "```" + (fence_lang(m) if rng.random() < 0.6 else "") + "\n" + t + "\n```"
    if m["cat"] == "mail" and rng.random() < 0.25:
        return "\n".join("> " + ln if ln else ">" for ln in t.split("\n"))
    return t

CTX_HEAD = {
    "code": ["Selected code:", "// attached selection", "File: (current editor selection)", None],
    "cfg": ["Attached file:", "Current file:", None],
    "diff": ["Staged changes:", "Attached diff:", None],
    "ci": ["Attached: build log", "[terminal selection]", None],
    "log": ["Attached log excerpt:", None],
    "trace": ["Attached: crash report", "Selected text:", None],
    "_": ["Attached:", "Selected text:", "[pasted content]", None, None],
}

def render_context(rng, m):
    heads = CTX_HEAD.get(m["cat"], CTX_HEAD["_"])
    h = rng.choice(heads)
    body = m["text"]
    return (h + "\n" + body) if h else body

# ---------------------------------------------------------------- language weights for generic asks
LANG_W = {"en": 26, "es": 7, "de": 7, "fr": 6, "pt": 6, "it": 5, "ru": 6, "uk": 4, "pl": 4, "tr": 4,
          "zh": 6, "ja": 6, "ko": 4, "vi": 4, "id": 4, "hi": 2, "ar": 2}

def pick_lang(rng, allowed=None):
    items = [(l, w) for l, w in LANG_W.items() if allowed is None or l in allowed]
    tot = sum(w for _, w in items)
    x = rng.random() * tot
    for l, w in items:
        x -= w
        if x < 0:
            return l
    return items[-1][0]

class Builder:
    def __init__(self):
        self.rng = random.Random(SEED)
        self.gen = load_generic()
        self.fu = load_followups()
        self.mats = load_materials()
        self.usage = collections.Counter()
        self.labels = collections.Counter()
        self.records = []
        self.meta = []
        self.pair_n = 0

    # ---- ask selection
    def ok_generic(self, a, m):
        if m["cat"] not in a["cats"]:
            return False
        if self.usage[a["text"]] >= MAX_REUSE:
            return False
        if a["kind"] == "translate" and a["to"] == m["lang"]:
            return False
        if a["kind"] == "duplicate_check" and m["cat"] != "dup":
            return False
        return True

    def pick_generic(self, m, label, lang, used_here):
        cands = [a for a in self.gen[lang] if a["label"] == label and self.ok_generic(a, m)
                 and a["text"] not in used_here]
        if not cands:
            return None
        lo = min(self.usage[a["text"]] for a in cands)
        cands = [a for a in cands if self.usage[a["text"]] == lo]
        return self.rng.choice(cands)

    def pick_generic_any(self, m, label, used_here, lang=None):
        for _ in range(6):
            lg = lang or pick_lang(self.rng)
            a = self.pick_generic(m, label, lg, used_here)
            if a:
                return a
            lang = None
        return self.pick_generic(m, label, "en", used_here)

    # ---- record emission
    def emit(self, ask, kind, lang, context=None, history=None, pair=None, core=None, mid=None, placement=None):
        rec = collections.OrderedDict()
        rec["ask"] = ask
        rec["label"] = label_of(kind)
        rec["lang"] = lang
        rec["kind"] = kind
        rec["context"] = context
        rec["history"] = history
        rec["pair"] = pair
        self.records.append(rec)
        self.meta.append(dict(core=core, material=mid, placement=placement))
        self.labels[rec["label"]] += 1
        if core is not None:
            self.usage[core] += 1

    def choose_placement(self, m, text):
        if "{m}" in text:
            return "inline"
        r = self.rng.random()
        if m["parts"] and r < 0.7:
            return "between"
        if "\n" not in m["text"] and len(m["text"]) < 220 and r < 0.4:
            return "inline"
        r = self.rng.random()
        if r < 0.12:
            return "context"
        return "above" if r < 0.56 else "below"

    def compose(self, m, a_text, lang, placement, rendered=None):
        chatty = m["cat"] in ("chat", "inc", "ci", "log")
        if placement == "inline":
            if "{m}" in a_text:
                t = a_text.replace("{m}", "`" + m["text"] + "`")
                return style(self.rng, t, lang, chatty), None
            req = style(self.rng, a_text, lang, chatty)
            x = m["text"]
            form = self.rng.randrange(3)
            if form == 0:
                return req.rstrip() + " `" + x + "`", None
            if form == 1:
                return "`" + x + "` " + req, None
            return req.rstrip(" :") + ": " + x, None
        req = style(self.rng, a_text, lang, chatty)
        if placement == "context":
            return req, render_context(self.rng, m)
        if placement == "between":
            p1, p2 = m["parts"]
            return f"{render(self.rng, m, p1)}\n\n{req}\n\n{render(self.rng, m, p2)}", None
        mat = rendered if rendered is not None else render(self.rng, m)
        if placement == "above":
            sep = self.rng.choice(["\n\n", "\n\n", "\n", ":\n\n"])
            if sep.startswith(":") and req[-1:] in "?.!:":
                sep = "\n\n"
            return req + sep + mat, None
        return mat + self.rng.choice(["\n\n", "\n\n", "\n\n---\n"]) + req, None

    def add_ask(self, m, a, pair=None, placement=None, rendered=None):
        placement = placement if placement and "{m}" not in a["text"] else self.choose_placement(m, a["text"])
        ask, ctx = self.compose(m, a["text"], a["lang"], placement, rendered)
        self.emit(ask, a["kind"], a["lang"], context=ctx, pair=pair, core=a["text"], mid=m["id"],
                  placement=placement)

    def want_label(self):
        s, l = self.labels["single_step"], self.labels["long_horizon"]
        if abs(s - l) > 4:
            return "single_step" if s < l else "long_horizon"
        return self.rng.choice(["single_step", "long_horizon"])

    # ---- per material
    def do_material(self, m, n_regular):
        rng = self.rng
        spec = [dict(kind=k, lang=lg, text=t, label=label_of(k)) for k, lg, t in m["q"]]
        rng.shuffle(spec)
        used_here = set()
        count = 0
        # pair 1: prefer material-specific asks
        s1 = next((a for a in spec if a["label"] == "single_step" and "{m}" not in a["text"]), None)
        l1 = next((a for a in spec if a["label"] == "long_horizon" and "{m}" not in a["text"]), None)
        lang = pick_lang(rng)
        if s1 is None:
            s1 = self.pick_generic_any(m, "single_step", used_here, lang)
        if l1 is None:
            l1 = self.pick_generic_any(m, "long_horizon", used_here, lang)
        pairs = [(s1, l1)] if (s1 and l1) else []
        if not pairs:
            print("warning: no pair for", m["id"], file=sys.stderr)
        if pairs and rng.random() < 0.8 and n_regular >= 6:
            lang = pick_lang(rng)
            s2 = self.pick_generic_any(m, "single_step", used_here | {s1["text"]}, lang)
            l2 = self.pick_generic_any(m, "long_horizon", used_here | {l1["text"]}, lang)
            if s2 and l2:
                pairs.append((s2, l2))
        for s, l in pairs:
            self.pair_n += 1
            pid = f"p{self.pair_n:04d}"
            plc = self.choose_placement(m, "")
            rendered = render(rng, m)
            for a in ([s, l] if rng.random() < 0.5 else [l, s]):
                self.add_ask(m, a, pair=pid, placement=plc, rendered=rendered)
                used_here.add(a["text"])
                count += 1
        # remaining specific asks
        for a in spec:
            if a["text"] in used_here:
                continue
            self.add_ask(m, a)
            used_here.add(a["text"])
            count += 1
        # fill with generic asks
        while count < n_regular:
            a = self.pick_generic_any(m, self.want_label(), used_here)
            if a is None:
                a = self.pick_generic_any(m, "single_step", used_here) or self.pick_generic_any(m, "long_horizon", used_here)
                if a is None:
                    break
            self.add_ask(m, a)
            used_here.add(a["text"])
            count += 1

    def do_history(self, m):
        rng = self.rng
        label = self.want_label()
        lang = pick_lang(rng, allowed=set(self.fu))
        cands = []
        for lg in (lang, "en"):
            cands = [a for a in self.fu[lg] if a["label"] == label and m["cat"] in a["cats"]
                     and self.usage[a["text"]] < MAX_REUSE]
            if cands:
                break
        if not cands:
            label = "single_step" if label == "long_horizon" else "long_horizon"
            cands = [a for a in self.fu["en"] if a["label"] == label and m["cat"] in a["cats"]
                     and self.usage[a["text"]] < MAX_REUSE]
        if not cands:
            return
        lo = min(self.usage[a["text"]] for a in cands)
        a = rng.choice([c for c in cands if self.usage[c["text"]] == lo])
        firsts = [f for f in followups.FIRST if f[1] == a["lang"]] or [f for f in followups.FIRST if f[1] == "en"]
        ftype, flang, ftext = rng.choice(firsts)
        body = m["text"] if not m["parts"] else m["parts"][0] + "\n\n" + m["parts"][1]
        mat = render(rng, m, body)
        user1 = (ftext + "\n\n" + mat) if rng.random() < 0.6 else (mat + "\n\n" + ftext)
        reply = rng.choice(followups.REPLY[ftype]).format(gist=m["gist"])
        hist = [{"role": "user", "content": user1}, {"role": "assistant", "content": reply}]
        seconds = [x for x in followups.SECOND if x[2] == "*" or m["cat"] in x[2].split()]
        if rng.random() < 0.25:
            u2, a2, _ = rng.choice(seconds)
            hist += [{"role": "user", "content": u2}, {"role": "assistant", "content": a2}]
        ask = style(rng, a["text"], a["lang"])
        self.emit(ask, a["kind"], a["lang"], history=hist, core=a["text"], mid=m["id"], placement="history")

    def do_bare(self, m):
        body = m["text"] if not m["parts"] else m["parts"][0] + "\n\n" + m["parts"][1]
        self.emit(render(self.rng, m, body), "bare_paste", m["lang"], core=None, mid=m["id"], placement="bare")

    def build(self):
        rng = self.rng
        mats = list(self.mats)
        n_hist_extra = 20
        bare_cats = {"bug", "uerr", "mail", "fb", "chat", "trace", "feat"}
        bare_pool = [m for m in mats if m["cat"] in bare_cats and len(m["text"]) < 4000]
        bare = set(m["id"] for m in rng.sample(bare_pool, 26))
        n_hist = len(mats) + n_hist_extra
        per = (TARGET - n_hist - len(bare)) / len(mats)
        carry = 0.0
        order = list(range(len(mats)))
        hist_twice = set(rng.sample(order, n_hist_extra))
        for i in order:
            m = mats[i]
            carry += per
            n = int(carry)
            carry -= n
            if m["id"].startswith("big_"):
                n = min(n, 8)
            self.do_material(m, n)
            self.do_history(m)
            if i in hist_twice:
                self.do_history(m)
            if m["id"] in bare:
                self.do_bare(m)
        # deterministic shuffle of final order, keeping records with their meta
        idx = list(range(len(self.records)))
        rng.shuffle(idx)
        self.records = [self.records[i] for i in idx]
        self.meta = [self.meta[i] for i in idx]
        return self.records, self.meta


def generate():
    b = Builder()
    return b.build()


def write(records, path=OUT):
    buf = io.BytesIO()
    for r in records:
        buf.write((json.dumps(r, ensure_ascii=False) + "\n").encode("utf-8"))
    with open(path, "wb") as f:
        with gzip.GzipFile(filename="", mode="wb", fileobj=f, mtime=0, compresslevel=9) as gz:
            gz.write(buf.getvalue())


def main():
    records, meta = generate()
    write(records)
    lab = collections.Counter(r["label"] for r in records)
    lang = collections.Counter(r["lang"] for r in records)
    kind = collections.Counter((r["label"], r["kind"]) for r in records)
    plc = collections.Counter(x["placement"] for x in meta)
    print(f"wrote {len(records)} records to {OUT}")
    print("labels:", dict(lab))
    print("langs:", dict(lang.most_common()))
    print("non-en share: %.3f" % (1 - lang["en"] / len(records)))
    print("placements:", dict(plc.most_common()))
    print("pairs:", sum(1 for r in records if r["pair"]) / len(records))
    for (l, k), c in sorted(kind.items()):
        print(f"  {l:13s} {k:24s} {c}")


if __name__ == "__main__":
    main()
