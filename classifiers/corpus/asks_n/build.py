#!/usr/bin/env python3
"""Build asks.jsonl.gz: short asks over pasted material, labelled single_step / long_horizon.

Deterministic (fixed seed, no set iteration, no hash-order dependence), stdlib only.

    python3 build.py            # writes asks.jsonl.gz next to this file
    python3 build.py OUT.gz     # writes somewhere else (used by check.py)
"""
import gzip
import io
import json
import os
import random
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
if HERE not in sys.path:
    sys.path.insert(0, HERE)

from lists import asks_as, asks_en, asks_eu, materials_a, materials_b, materials_c  # noqa: E402

SEED = 5113
OUT = os.path.join(HERE, "asks.jsonl.gz")

TARGET_RECORDS = 1680
NONEN_LONG_KEEP = 30       # long_horizon sentences used per non-English language (of ~41 written)
PAIR_TARGET = 340          # pairs, i.e. 680 paired records
N_H1 = 72                  # material sent in an earlier turn, assistant explained it
N_H1B = 50                 # material sent in an earlier turn with a hand-over, assistant asked back
N_H2 = 40                  # unrelated small talk before the message
N_CONTEXT = 160            # material attached as IDE context, ask alone
KEYS = ["ask", "label", "lang", "kind", "context", "history", "pair"]

SINGLE, LONG = "single_step", "long_horizon"
LANGS = ["en", "es", "fr", "de", "pt", "it", "nl", "pl", "tr", "ru", "uk",
         "ja", "zh", "ko", "vi", "id", "hi", "ar", "fa", "th"]
FAMILIES = ["ticket", "trace", "ci", "review", "advisory", "thread", "email", "diff",
            "config", "pr", "log", "func", "schema"]

# group -> (kind, label, default material families)
GROUPS = {
    "deleg": ("delegate_handover", LONG, "ticket,trace,ci,review,advisory,thread,log,pr"),
    "deleg_ci": ("delegate_build", LONG, "ci"),
    "deleg_adv": ("delegate_advisory", LONG, "advisory"),
    "deleg_review": ("delegate_review", LONG, "review"),
    "deleg_crash": ("delegate_crash", LONG, "trace,log"),
    "deleg_ticket": ("delegate_ticket", LONG, "ticket"),
    "deleg_pr": ("delegate_pr", LONG, "pr"),
    "direct_fix": ("direct_fix", LONG, "ticket,trace,ci,log"),
    "constrained": ("constrained_task", LONG, "ticket,trace,ci,review,advisory,log"),
    "terse_task": ("terse_task", LONG, "none"),
    "repo_wide": ("repo_wide_edit", LONG, "func"),
    "repo_search": ("repo_search_question", LONG, "trace,advisory,log"),
    "explain_err": ("explain_material", SINGLE, "trace,ci,log,advisory"),
    "explain_code": ("explain_material", SINGLE, "config,diff,func,schema"),
    "pinpoint": ("pinpoint_failure", SINGLE, "trace,ci,log"),
    "diagnose": ("diagnose_no_fix", SINGLE, "trace,ci,log,ticket"),
    "summarise": ("summarise_material", SINGLE, "thread,ticket,email,pr,review,advisory"),
    "translate": ("translate_material", SINGLE, "ticket,email,thread,review,pr,advisory"),
    "reply": ("draft_reply", SINGLE, "email"),
    "triage": ("triage_rating", SINGLE, "ticket,advisory,trace,log"),
    "checklist": ("make_checklist", SINGLE, "review,ticket,pr"),
    "title": ("write_title", SINGLE, "ticket,trace,log"),
    "commit": ("write_commit_message", SINGLE, "diff"),
    "neg_explain": ("negated_explain", SINGLE, "trace,ci,log,advisory,config,diff,func,schema"),
    "neg_howto": ("negated_howto", SINGLE, "none"),
    "terse_howto": ("terse_howto", SINGLE, "none"),
    "scoped": ("scoped_edit", SINGLE, "func"),
}
PRIOR_EXPLAIN_GROUPS = ["explain_err", "pinpoint", "diagnose"]
H1_FAMS = ["trace", "ci", "log", "ticket"]

# ------------------------------------------------------------------ pools for placeholders
SVC = ["billing-api", "orders-svc", "checkout-web", "auth-gateway", "notif-worker", "search-indexer",
       "inventory", "reports-api", "ledger", "user-profile", "media-upload", "pricing-engine"]
NAMES = ["Priya", "Marco", "Yuki", "Lena", "Tomás", "Aisha", "Jonas", "Mei", "Olu", "Sven", "Fatima",
         "Kenji", "Chloé", "Diego", "Anya", "Raj", "Ingrid", "Kwame", "Sofia", "Hyun-woo", "Beatriz",
         "Mateusz", "Elif", "Dmytro", "Linh", "Putri", "Omar", "Nasrin", "Somchai", "Pieter"]
TKT_PREFIX = ["PAY", "OPS", "WEB", "CORE", "APP", "PLAT", "DATA", "MOB", "SUP", "INFRA"]
ALNUM = "23456789abcdefghjkmnpqrstuvwxyz"


def _fill(key, rng, vals):
    if key == "SVC":
        return rng.choice(SVC)
    if key == "NAME":
        return rng.choice(NAMES)
    if key == "NAME2":
        return rng.choice([n for n in NAMES if n != vals.get("NAME")])
    if key == "TKT":
        return "%s-%d" % (rng.choice(TKT_PREFIX), rng.randint(120, 4999))
    if key == "PR":
        return "#%d" % rng.randint(210, 9800)
    if key == "SHA":
        return "".join(rng.choice("0123456789abcdef") for _ in range(7))
    if key == "DATE":
        return "2024-%02d-%02d" % (rng.randint(1, 12), rng.randint(1, 28))
    if key == "ADV":
        return "-".join("".join(rng.choice(ALNUM) for _ in range(4)) for _ in range(3))
    if key == "N1":
        return str(rng.randint(12, 480))
    if key == "N2":
        return str(rng.randint(10000, 999999))
    if key == "N3":
        return str(rng.randint(1000, 4999))
    raise KeyError(key)


def render(mat, rng):
    vals = {}

    def rep(m):
        key = m.group(1)
        if key not in vals:
            vals[key] = _fill(key, rng, vals)
        return vals[key]

    return re.sub(r"@@([A-Z0-9]+)@@", rep, mat["text"])


# ------------------------------------------------------------------ loading
def load_materials():
    mats = list(materials_a.MATERIALS) + list(materials_b.MATERIALS) + list(materials_c.MATERIALS)
    ids = [m["id"] for m in mats]
    assert len(ids) == len(set(ids)), "duplicate material id"
    for m in mats:
        assert m["fam"] in FAMILIES, m["id"]
    return mats


def load_asks(mats):
    asks_by_lang = {}
    hist = {}
    for mod in (asks_en, asks_eu, asks_as):
        for lang, groups in mod.ASKS.items():
            assert lang not in asks_by_lang, lang
            asks_by_lang[lang] = groups
        hist.update(mod.HIST)
    assert sorted(asks_by_lang) == sorted(LANGS), sorted(asks_by_lang)
    mat_ids = [m["id"] for m in mats]
    asks = []
    seen = {}
    for lang in LANGS:
        groups = asks_by_lang[lang]
        for g in groups:
            assert g in GROUPS, (lang, g)
        for g in GROUPS:
            for entry in groups.get(g, []):
                target = None
                if isinstance(entry, str):
                    text, fams = entry, None
                elif len(entry) == 2:
                    text, fams = entry
                else:
                    text, fams, target = entry
                if g == "translate" and target is None:
                    target = "en"
                fam_list = (fams or GROUPS[g][2]).split(",")
                for f in fam_list:
                    assert f == "none" or f in FAMILIES or (f.startswith("#") and f[1:] in mat_ids), (text, f)
                assert text == text.strip() and text, repr(text)
                assert text not in seen, "ask sentence listed twice: %r" % text
                seen[text] = True
                kind, label, _ = GROUPS[g]
                a = {"text": text, "lang": lang, "group": g, "kind": kind, "label": label,
                     "fams": fam_list, "target": target}
                a["elig"] = [i for i, m in enumerate(mats) if eligible(a, m)]
                a["none_ok"] = "none" in fam_list
                assert a["elig"] or a["none_ok"], "no material fits %r" % text
                asks.append(a)
    return asks, hist


def eligible(a, m):
    ok = m["fam"] in a["fams"] or ("#" + m["id"]) in a["fams"]
    if ok and a["target"]:
        ok = m["lang"] != a["target"]
    return ok


def select_asks(all_asks, rng):
    """The lists hold more sentences than 1,700 records can use once each: keep every English
    and every single_step sentence, and NONEN_LONG_KEEP long_horizon sentences per other
    language, drawn per group in proportion so every group stays represented."""
    keep = []
    for lang in LANGS:
        la = [a for a in all_asks if a["lang"] == lang]
        if lang == "en":
            keep.extend(la)
            continue
        keep.extend(a for a in la if a["label"] == SINGLE)
        longs = [a for a in la if a["label"] == LONG]
        by_group = [[a for a in longs if a["group"] == g] for g in GROUPS]
        by_group = [grp for grp in by_group if grp]
        quota = [max(1, round(len(grp) * NONEN_LONG_KEEP / len(longs))) for grp in by_group]
        while sum(quota) > NONEN_LONG_KEEP:
            k = max(range(len(quota)), key=lambda j: (quota[j], -j))
            quota[k] -= 1
        while sum(quota) < NONEN_LONG_KEEP:
            k = max(range(len(quota)), key=lambda j: (len(by_group[j]) - quota[j], -j))
            quota[k] += 1
        for grp, q in zip(by_group, quota):
            chosen = rng.sample(range(len(grp)), q)
            keep.extend(grp[j] for j in sorted(chosen))
    return keep


# ------------------------------------------------------------------ composing a message
def _fenced(mat, mt):
    return "```%s\n%s\n```" % (mat["fence"], mt)


def compose(text, mat, mt, rng):
    """Person's message: the ask plus the pasted material, in one of several layouts."""
    layouts = ["before", "after", "after", "sep"]
    if text[-1].isalnum():
        layouts.append("colon")
    if mat["fence"] is not None:
        layouts += ["fence_before", "fence_after", "fence_before"]
    if mat["fam"] in ("email", "thread"):
        layouts.append("quote")
    lay = rng.choice(layouts)
    if lay == "before":
        return "%s\n\n%s" % (text, mt)
    if lay == "after":
        return "%s\n\n%s" % (mt, text)
    if lay == "sep":
        return "%s\n\n---\n%s" % (mt, text)
    if lay == "colon":
        return "%s:\n\n%s" % (text, mt)
    if lay == "fence_before":
        return "%s\n%s" % (text, _fenced(mat, mt))
    if lay == "fence_after":
        return "%s\n%s" % (_fenced(mat, mt), text)
    if lay == "quote":
        quoted = "\n".join(("> " + ln) if ln else ">" for ln in mt.split("\n"))
        return "%s\n\n%s" % (quoted, text)
    raise ValueError(lay)


# ------------------------------------------------------------------ generation
def generate():
    rng = random.Random(SEED)
    mats = load_materials()
    all_asks, hist = load_asks(mats)
    asks = select_asks(all_asks, rng)

    # ---- how often each ask sentence is used: once each, extra uses to reach the target,
    #      preferring English and the label that is behind
    uses = [1] * len(asks)
    count = {SINGLE: 0, LONG: 0}
    for a in asks:
        count[a["label"]] += 1
    pool = {SINGLE: [], LONG: []}
    for i, a in enumerate(asks):
        if not a["elig"]:
            continue    # an ask sent without material would repeat word for word
        reps = 2 if a["lang"] == "en" else 1
        pool[a["label"]].extend([i] * reps)
    for lab in (SINGLE, LONG):
        rng.shuffle(pool[lab])
    while sum(uses) < TARGET_RECORDS:
        lab = SINGLE if count[SINGLE] <= count[LONG] else LONG
        if not pool[lab]:
            lab = LONG if lab == SINGLE else SINGLE
        # prefer English candidates at the head of the list (two thirds of the time)
        idx = None
        if rng.random() < 0.67:
            for k, i in enumerate(pool[lab]):
                if asks[i]["lang"] == "en":
                    idx = pool[lab].pop(k)
                    break
        if idx is None:
            idx = pool[lab].pop()
        uses[idx] += 1
        count[lab] += 1
    assert max(uses) <= 4

    use_list = []
    for i, n in enumerate(uses):
        use_list.extend([i] * n)
    rng.shuffle(use_list)

    mat_use = [0] * len(mats)

    def choose_material(lang, cands):
        def score(mi):
            m = mats[mi]
            pen = 0.0 if m["lang"] in ("en", lang) else 2.5
            return mat_use[mi] + pen + rng.random() * 1.5
        best = min(cands, key=score)
        mat_use[best] += 1
        return best

    # ---- pairs: same material, one single_step ask and one long_horizon ask, same language
    singles = {l: [] for l in LANGS}
    longs = {l: [] for l in LANGS}
    for pos, i in enumerate(use_list):
        a = asks[i]
        if a["elig"]:
            (singles if a["label"] == SINGLE else longs)[a["lang"]].append(pos)
    taken = [False] * len(use_list)
    pairs = []
    progress = True
    while len(pairs) < PAIR_TARGET and progress:
        progress = False
        for lang in LANGS:
            if len(pairs) >= PAIR_TARGET:
                break
            while singles[lang]:
                sp = singles[lang].pop()
                if taken[sp]:
                    continue
                sa = asks[use_list[sp]]
                cand_long = [lp for lp in longs[lang] if not taken[lp]]
                rng.shuffle(cand_long)
                found = None
                for lp in cand_long:
                    la = asks[use_list[lp]]
                    if la["text"] == sa["text"]:
                        continue
                    common = [mi for mi in sa["elig"] if mi in la["elig"]]
                    if common:
                        found = (lp, common)
                        break
                if found is None:
                    continue
                lp, common = found
                taken[sp] = taken[lp] = True
                mi = choose_material(lang, common)
                pairs.append((sp, lp, mi))
                progress = True
                break

    # ---- everything else is unpaired
    items = []   # dict(pos, ask, mat or None, pair or None)
    for n, (sp, lp, mi) in enumerate(pairs):
        pid = "p%04d" % (n + 1)
        mt = render(mats[mi], rng)
        for pos in (sp, lp):
            items.append({"pos": pos, "ask": asks[use_list[pos]], "mat": mi, "mt": mt, "pair": pid})
    bare_used = set()
    for pos, i in enumerate(use_list):
        if taken[pos]:
            continue
        a = asks[i]
        with_mat = bool(a["elig"]) and (not a["none_ok"] or i in bare_used or rng.random() < 0.5)
        if not with_mat:
            bare_used.add(i)
        mi = choose_material(a["lang"], a["elig"]) if with_mat else None
        mt = render(mats[mi], rng) if mi is not None else None
        items.append({"pos": pos, "ask": a, "mat": mi, "mt": mt, "pair": None})
    items.sort(key=lambda it: it["pos"])

    # ---- follow-ups with an earlier conversation
    for it in items:
        it["hist"] = None
        it["ctx"] = False

    def lang_asks(lang, groups, mi, exclude_group):
        return [a for a in asks if a["lang"] == lang and a["group"] in groups
                and a["group"] != exclude_group and mi in a["elig"]]

    def pick(cands, n_long, n_single):
        out = []
        lo = [c for c in cands if c["ask"]["label"] == LONG]
        si = [c for c in cands if c["ask"]["label"] == SINGLE]
        rng.shuffle(lo)
        rng.shuffle(si)
        out.extend(lo[:n_long])
        out.extend(si[:n_single])
        return out

    unpaired_mat = [it for it in items if it["pair"] is None and it["mat"] is not None]
    # H1: earlier turn = material + a reading question; assistant explained; new ask alone
    c_h1 = [it for it in unpaired_mat if mats[it["mat"]]["fam"] in H1_FAMS
            and lang_asks(it["ask"]["lang"], PRIOR_EXPLAIN_GROUPS, it["mat"], it["ask"]["group"])]
    for it in pick(c_h1, N_H1 * 5 // 8, N_H1 - N_H1 * 5 // 8):
        lang = it["ask"]["lang"]
        prior = rng.choice(lang_asks(lang, PRIOR_EXPLAIN_GROUPS, it["mat"], it["ask"]["group"]))
        reply = rng.choice(hist[lang]["explain"]).replace("{gist}", mats[it["mat"]]["gist"])
        it["hist"] = [
            {"role": "user", "content": compose(prior["text"], mats[it["mat"]], it["mt"], rng)},
            {"role": "assistant", "content": reply},
        ]
        it["hist_kind"] = "material_explained"
    # H1B: earlier turn = material + a hand-over; assistant asked a question back; new ask alone
    c_h1b = [it for it in unpaired_mat if it["hist"] is None
             and (it["ask"]["label"] == SINGLE or it["ask"]["group"] in ("constrained", "direct_fix"))
             and lang_asks(it["ask"]["lang"], ["deleg"], it["mat"], it["ask"]["group"])]
    for it in pick(c_h1b, N_H1B * 3 // 10, N_H1B - N_H1B * 3 // 10):
        lang = it["ask"]["lang"]
        prior = rng.choice(lang_asks(lang, ["deleg"], it["mat"], it["ask"]["group"]))
        it["hist"] = [
            {"role": "user", "content": compose(prior["text"], mats[it["mat"]], it["mt"], rng)},
            {"role": "assistant", "content": rng.choice(hist[lang]["clarify"])},
        ]
        it["hist_kind"] = "material_handed_over"
    # H2: unrelated small talk first; the new message carries ask (+ material)
    c_h2 = [it for it in items if it["pair"] is None and it["hist"] is None]
    for it in pick(c_h2, N_H2 // 2, N_H2 - N_H2 // 2):
        q, a = rng.choice(hist[it["ask"]["lang"]]["chat"])
        it["hist"] = [{"role": "user", "content": q}, {"role": "assistant", "content": a}]
        it["hist_kind"] = "small_talk"

    # ---- IDE attachments: material in `context`, only the ask in `ask`
    c_ctx = [it for it in items if it["hist"] is None and it["mat"] is not None]
    rng.shuffle(c_ctx)
    for it in c_ctx[:N_CONTEXT]:
        it["ctx"] = True

    # ---- records
    out = []
    seen_asks = set()
    for it in items:
        a = it["ask"]
        mat = mats[it["mat"]] if it["mat"] is not None else None
        context = None
        history = None
        if it["hist"] is not None and it["hist_kind"] != "small_talk":
            ask_field = a["text"]
            history = it["hist"]
            where = "history"
        elif mat is None:
            ask_field = a["text"]
            where = None
            history = it["hist"]
        elif it["ctx"]:
            ask_field = a["text"]
            context = it["mt"]
            where = "context"
        else:
            ask_field = compose(a["text"], mat, it["mt"], rng)
            tries = 0
            while ask_field in seen_asks and tries < 20:   # same sentence on a fixed material
                ask_field = compose(a["text"], mat, it["mt"], rng)
                tries += 1
            history = it["hist"]
            where = "ask"
        seen_asks.add(ask_field)
        rec = {"ask": ask_field, "label": a["label"], "lang": a["lang"], "kind": a["kind"],
               "context": context, "history": history, "pair": it["pair"]}
        meta = {"sentence": a["text"], "group": a["group"], "material_id": mat["id"] if mat else None,
                "material": it["mt"], "where": where}
        out.append((rec, meta))
    rng.shuffle(out)
    return out


def serialize(records):
    lines = []
    for rec, _ in records:
        assert list(rec) == KEYS
        lines.append(json.dumps(rec, ensure_ascii=False))
    data = ("\n".join(lines) + "\n").encode("utf-8")
    buf = io.BytesIO()
    with gzip.GzipFile(filename="", mode="wb", fileobj=buf, mtime=0, compresslevel=9) as gz:
        gz.write(data)
    return buf.getvalue()


def main(argv):
    out = argv[1] if len(argv) > 1 else OUT
    blob = serialize(generate())
    with open(out, "wb") as f:
        f.write(blob)
    print("wrote %s (%d bytes)" % (out, len(blob)))


if __name__ == "__main__":
    main(sys.argv)
