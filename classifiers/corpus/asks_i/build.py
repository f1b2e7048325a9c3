#!/usr/bin/env python3
"""Build asks.jsonl.gz for the asks_i corpus (pasted artifacts and the asks people make about them).

Deterministic for a given --seed.  Standard library only.

    python3 build.py            # writes asks.jsonl.gz next to this file
    python3 build.py --seed 7 --out /some/where.jsonl.gz --stats
"""

import argparse
import gzip
import json
import os
import random
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from lists import art_ci, art_runtime, art_change, art_work, art_spec, art_misc, art_long  # noqa: E402
from lists import phrases_en as EN  # noqa: E402
from lists.phrases_ml import ML, LANG_NAME_EN, TO_ENGLISH  # noqa: E402
from lists.ml_specific import ML_SPECIFIC  # noqa: E402

ARTIFACTS = (art_ci.ARTIFACTS + art_runtime.ARTIFACTS + art_change.ARTIFACTS + art_work.ARTIFACTS
             + art_spec.ARTIFACTS + art_misc.ARTIFACTS + art_long.ARTIFACTS)

# ---------------------------------------------------------------------------------------------
# Label of every task kind.  The label follows the task (the clients' notes, "Labels"):
#  - single_step: the job is done on the supplied content (explain, summarize, review this diff,
#    write a commit message, fix this one given function, SQL for a given schema, ...), and
#    summarize/title calls over a pasted agent transcript (the condenser exception of rule 1).
#  - long_horizon: the job needs exploring/editing a repository beyond what was pasted (rule 2),
#    or the turn feeds back test/compiler output after an edit in an edit loop (rule 1).
# ---------------------------------------------------------------------------------------------
SINGLE_KINDS = {
    "summarize", "explain", "explain_error", "explain_log_line", "explain_query_plan", "explain_profile",
    "explain_config", "translate", "title", "triage", "rewrite", "extract_actions", "reply_draft",
    "review_diff", "review_config", "review_doc", "review_code", "commit_message", "write_test", "fix_function",
    "write_sql", "write_code_snippet", "write_docstring", "add_types", "convert_config", "to_table",
    "summarize_history",
}
LONG_KINDS = {
    "fix_in_repo", "make_ci_green", "implement_spec", "address_review", "upgrade_deps", "incident_guard",
    "migrate_configs", "perf_fix", "do_action_items", "propagate_change", "continue_session",
    "edit_loop_retry",
}


def label_of(kind):
    if kind in SINGLE_KINDS:
        return "single_step"
    if kind in LONG_KINDS:
        return "long_horizon"
    raise KeyError("unlabelled kind: " + kind)


# Generic kinds that make sense for each artifact family: (single kinds, long kinds)
FAMILY = {
    "ci_log":          (["summarize", "explain_error", "triage"], ["fix_in_repo", "make_ci_green"]),
    "build_output":    (["explain_error", "summarize"], ["fix_in_repo", "make_ci_green"]),
    "test_failure":    (["explain_error", "triage", "summarize"], ["fix_in_repo", "make_ci_green"]),
    "compiler_error":  (["explain_error"], ["fix_in_repo", "make_ci_green"]),
    "stack_trace":     (["explain_error", "triage"], ["fix_in_repo"]),
    "server_log":      (["summarize", "explain_error", "triage"], ["fix_in_repo", "incident_guard"]),
    "screenshot_text": (["explain_error"], ["fix_in_repo"]),
    "diff":            (["review_diff", "commit_message", "title", "summarize"], ["propagate_change"]),
    "pr_description":  (["summarize", "rewrite", "title", "translate"], ["implement_spec"]),
    "review_comments": (["summarize", "extract_actions", "reply_draft"], ["address_review"]),
    "issue":           (["summarize", "title", "triage", "translate", "reply_draft"], None),  # by flag
    "ticket":          (["summarize", "title", "translate", "extract_actions"], ["implement_spec"]),
    "chat_thread":     (["summarize", "extract_actions", "reply_draft", "translate"], ["do_action_items"]),
    "customer_email":  (["summarize", "reply_draft", "translate", "triage"], ["fix_in_repo"]),
    "incident":        (["summarize", "title", "extract_actions", "translate"], ["incident_guard"]),
    "rfc":             (["summarize", "rewrite", "translate"], ["implement_spec"]),
    "openapi":         (["explain", "summarize"], ["implement_spec"]),
    "config":          (["explain"], ["migrate_configs"]),
    "sql_schema":      (["explain"], ["implement_spec"]),
    "query_plan":      (["explain"], ["perf_fix"]),
    "data_sample":     (["explain"], ["implement_spec"]),
    "profile":         (["explain", "summarize"], ["perf_fix"]),
    "audit":           (["summarize", "triage"], ["upgrade_deps"]),
    "changelog":       (["summarize", "translate"], ["upgrade_deps"]),
    "meeting_notes":   (["summarize", "extract_actions", "translate"], ["do_action_items"]),
    "todo":            (["rewrite", "summarize"], ["do_action_items"]),
    "docs_excerpt":    (["explain", "summarize", "translate"], ["migrate_configs"]),
    "function":        (["explain", "write_test", "fix_function"], ["fix_in_repo", "propagate_change"]),
    "agent_transcript": (["summarize", "title"], []),
    "source_file":     (["explain", "summarize"], []),
}

# A generic wording keeps its phrasing but gets a more specific kind name for some families.
KIND_RENAME = {
    ("query_plan", "explain"): "explain_query_plan",
    ("profile", "explain"): "explain_profile",
    ("config", "explain"): "explain_config",
    ("agent_transcript", "summarize"): "summarize_history",
}

ERROR_FAMILIES = {"ci_log", "build_output", "test_failure", "compiler_error", "stack_trace", "server_log",
                  "screenshot_text", "function"}
DOC_FAMILIES = {"issue", "ticket", "pr_description", "rfc", "chat_thread", "customer_email", "meeting_notes",
                "todo", "incident", "review_comments", "changelog", "audit"}

# families where "take a look at <name> and fix it" (nothing pasted) reads naturally
NULL_OK = ERROR_FAMILIES | {"issue", "ticket", "customer_email", "review_comments", "query_plan", "profile",
                            "audit", "incident"}

OTHER_LANGS = ["de", "fr", "es", "pt", "it", "ru", "pl", "zh", "ja", "ko", "tr", "vi", "hi", "ar", "id", "uk", "nl"]


def generic_kinds(art):
    singles, longs = FAMILY[art["family"]]
    if longs is None:  # issues: bug reports are fixed, feature requests are implemented
        longs = ["fix_in_repo"] if "bug" in art["flags"] else ["implement_spec"]
    if "no_long" in art["flags"]:
        longs = []
    return list(singles), list(longs)


def kind_name(art, kind):
    return KIND_RENAME.get((art["family"], kind), kind)


# ------------------------------------------------------------------------------------------
# light, deterministic surface variation for English asks (case, typos, lead-ins)
# ------------------------------------------------------------------------------------------
WORD_RE = re.compile(r"^[A-Za-z]{5,}$")


def _typo(s, rng):
    parts = s.split(" ")
    idx = [i for i, w in enumerate(parts) if WORD_RE.match(w)]
    if not idx:
        return s
    i = rng.choice(idx)
    w = parts[i]
    j = rng.randrange(1, len(w) - 2)
    op = rng.random()
    if op < 0.6:
        w = w[:j] + w[j + 1] + w[j] + w[j + 2:]       # swap two letters
    elif op < 0.85:
        w = w[:j] + w[j + 1:]                          # drop a letter
    else:
        w = w[:j] + w[j] + w[j:]                       # double a letter
    parts[i] = w
    return " ".join(parts)


def style_en(s, rng):
    r = rng.random()
    if r < 0.55:
        return s
    if r < 0.72:
        s = s[0].lower() + s[1:]
        return s[:-1] if s.endswith(".") else s
    if r < 0.86:
        return _typo(s, rng)
    lead = rng.choice(EN.LEAD_INS)
    if lead and s[:1].isupper() and not s[:2].isupper():
        s = s[0].lower() + s[1:]
    return lead + s


def style_ml(s, rng):
    r = rng.random()
    if r < 0.12 and s[:1].isalpha():
        s = s[0].lower() + s[1:]
        return s.rstrip(".。")
    return s


def fill(s, rng, exclude=None):
    if "{tl}" in s:
        choices = [t for t in EN.TRANSLATE_TARGETS if t != exclude]
        s = s.replace("{tl}", rng.choice(choices))
    return s


def context_variant(art, rng):
    """Usually the whole artifact; sometimes (long logs) only the tail someone would copy."""
    text = art["text"]
    lines = text.split("\n")
    if art["family"] in ERROR_FAMILIES and len(lines) > 24 and rng.random() < 0.3:
        keep = max(12, int(len(lines) * rng.uniform(0.45, 0.7)))
        return "\n".join(lines[-keep:])
    return text


class Builder:
    def __init__(self, seed):
        self.seed = seed
        self.records = []
        self.family_of = []
        self.pair_n = 0
        self.seen = set()

    def _pid(self):
        self.pair_n += 1
        return "i%04d" % self.pair_n

    def add(self, art, ask, kind, lang, context, history=None, pair=None):
        rec = {"ask": ask, "label": label_of(kind), "lang": lang, "kind": kind, "context": context}
        if history:
            rec["history"] = history
        if pair:
            rec["pair"] = pair
        key = (ask, context, json.dumps(history or [], ensure_ascii=False))
        if key in self.seen:
            return False
        self.seen.add(key)
        self.records.append(rec)
        self.family_of.append(art["family"])
        return True

    def add_pair(self, art, a, b, lang, context, history=None):
        """a and b are (kind, ask); one single-step, one long-horizon, same artifact."""
        (ka, sa), (kb, sb) = a, b
        assert label_of(ka) != label_of(kb)
        ka_key = (sa, context, json.dumps(history or [], ensure_ascii=False))
        kb_key = (sb, context, json.dumps(history or [], ensure_ascii=False))
        if ka_key in self.seen or kb_key in self.seen or sa == sb:
            return False
        pid = self._pid()
        self.add(art, sa, ka, lang, context, history, pid)
        self.add(art, sb, kb, lang, context, history, pid)
        return True

    # ------------------------------------------------------------------------------------
    def build_artifact(self, art):
        rng = random.Random("%s:%s" % (self.seed, art["id"]))
        gs, gl = generic_kinds(art)
        exclude_tl = LANG_NAME_EN.get(art["lang"])

        # 1) hand-written English asks for this artifact, zipped into minimal pairs
        singles = [(k, style_en(fill(a, rng, exclude_tl), rng)) for k, a in art["single"]]
        longs = [(k, style_en(fill(a, rng, exclude_tl), rng)) for k, a in art["long"]]
        rng.shuffle(singles)
        rng.shuffle(longs)
        n = min(len(singles), len(longs))
        for i in range(n):
            self.add_pair(art, singles[i], longs[i], "en", context_variant(art, rng))
        for k, a in singles[n:] + longs[n:]:
            self.add(art, a, k, "en", context_variant(art, rng))

        # 1b) hand-written non-English asks about this artifact (pairs)
        for lang, s_item, l_item in ML_SPECIFIC.get(art["id"], []):
            self.add_pair(art, s_item, l_item, lang, context_variant(art, rng))

        # 2) generic English wordings
        if gs:
            k = rng.choice(gs)
            if k == "translate" and art["lang"] != "en":
                a = "translate this to English"
            else:
                a = fill(rng.choice(EN.SINGLE[k]), rng, exclude_tl)
            s_item = (kind_name(art, k), style_en(a, rng))
            if gl and rng.random() < 0.5:
                kl = rng.choice(gl)
                l_item = (kl, style_en(rng.choice(EN.LONG[kl]), rng))
                self.add_pair(art, s_item, l_item, "en", context_variant(art, rng))
            else:
                self.add(art, s_item[1], s_item[0], "en", context_variant(art, rng))
                if gl and rng.random() < 0.5:
                    kl = rng.choice(gl)
                    self.add(art, style_en(rng.choice(EN.LONG[kl]), rng), kl, "en", context_variant(art, rng))

        # 2b) a second generic English ask with a different wording/kind, unpaired
        if gs and rng.random() < 0.8:
            k = rng.choice(gs)
            if not (k == "translate" and art["lang"] != "en"):
                a = fill(rng.choice(EN.SINGLE[k]), rng, exclude_tl)
                self.add(art, style_en(a, rng), kind_name(art, k), "en", context_variant(art, rng))
        if gl and rng.random() < 0.6:
            kl = rng.choice(gl)
            self.add(art, style_en(rng.choice(EN.LONG[kl]), rng), kl, "en", context_variant(art, rng))

        # 3) other languages, generic wordings; mostly as pairs on the same pasted artifact
        langs = list(OTHER_LANGS)
        rng.shuffle(langs)
        n_langs = rng.choice([4, 4, 5]) if art["family"] != "agent_transcript" else 3
        chosen = langs[:n_langs]
        if art["lang"] in TO_ENGLISH and art["lang"] not in chosen:
            chosen[0] = art["lang"]
        for lang in chosen:
            table = ML[lang]
            s_opts = [k for k in gs if not (k == "translate" and lang == art["lang"])]
            s_item = l_item = None
            if s_opts:
                k = rng.choice(s_opts)
                s_item = (kind_name(art, k), style_ml(rng.choice(table[k]), rng))
            if lang == art["lang"] and lang in TO_ENGLISH and rng.random() < 0.7:
                s_item = ("translate", TO_ENGLISH[lang])
            if gl:
                kl = rng.choice(gl)
                l_item = (kl, style_ml(rng.choice(table[kl]), rng))
            ctx = context_variant(art, rng)
            if s_item and l_item and rng.random() < 0.62:
                self.add_pair(art, s_item, l_item, lang, ctx)
            else:
                opts = [x for x in (s_item, l_item) if x]
                if opts:
                    k, a = rng.choice(opts)
                    self.add(art, a, k, lang, ctx)

        # 4) the artifact is only named, not pasted (context null)
        for k, a in art["null_single"] + art["null_long"]:
            self.add(art, style_en(a, rng), k, "en", None)
        if gl and art["family"] in NULL_OK and rng.random() < 0.45:
            kl = "fix_in_repo" if "fix_in_repo" in gl else gl[0]
            a = rng.choice(EN.NULL_LONG).replace("{name}", art["name"])
            a = a[0].upper() + a[1:] if rng.random() < 0.5 else a
            self.add(art, a, kl, "en", None)

        # 5) a short earlier exchange about the pasted artifact, then a follow-up
        if rng.random() < 0.75:
            fam = art["family"]
            key = "error" if fam in ERROR_FAMILIES else ("doc" if fam in DOC_FAMILIES else "default")
            opener = rng.choice(EN.HIST_OPENER[key])
            first = (opener + "\n\n" + art["text"]) if rng.random() < 0.6 else (art["text"] + "\n\n" + opener)
            reply = rng.choice(EN.ASSISTANT).format(gist=art["gist"], next=art["next"])
            history = [{"role": "user", "content": first}, {"role": "assistant", "content": reply}]
            ks, fs = rng.choice(EN.FOLLOW_SINGLE)
            fs = fill(fs, rng, exclude_tl)
            s_item = (ks, fs)
            long_kinds = gl or [k for k, _ in art["long"]]
            if art["family"] == "agent_transcript":
                long_kinds = ["continue_session"]
            l_item = None
            if long_kinds:
                kl = rng.choice(long_kinds)
                l_item = (kl, style_en(rng.choice(EN.FOLLOW_LONG[kl]), rng))
            if l_item and rng.random() < 0.75:
                self.add_pair(art, s_item, l_item, "en", None, history)
            else:
                k, a = rng.choice([x for x in (s_item, l_item) if x])
                self.add(art, a, k, "en", None, history)

        # 6) edit-loop retry: the user applied the suggested fix and pastes the new failure
        if art["retry"]:
            asks = rng.sample(EN.RETRY_ASKS, 3)
            for i, a in enumerate(asks):
                fix_ask = rng.choice(EN.SINGLE["fix_function"])
                first = fix_ask + "\n\n" + art["text"]
                reply = "{gist}\n\n{next}".format(gist=art["gist"], next=art["next"])
                history = [{"role": "user", "content": first}, {"role": "assistant", "content": reply}]
                self.add(art, style_en(a, rng), "edit_loop_retry", "en", art["retry"], history)

    def build(self):
        for art in ARTIFACTS:
            self.build_artifact(art)
        return self.records


def validate_sources():
    ids = [a["id"] for a in ARTIFACTS]
    assert len(ids) == len(set(ids)), "duplicate artifact ids"
    for a in ARTIFACTS:
        assert a["family"] in FAMILY, a["id"]
        for k, _ in a["single"] + a["null_single"]:
            assert label_of(k) == "single_step", (a["id"], k)
        for k, _ in a["long"] + a["null_long"]:
            assert label_of(k) == "long_horizon", (a["id"], k)
    for k in EN.SINGLE:
        assert label_of(k) == "single_step", k
    for k in EN.LONG:
        assert label_of(k) == "long_horizon", k
    for aid, items in ML_SPECIFIC.items():
        assert aid in ids, aid
        for lang, (ks, _), (kl, _) in items:
            assert lang in ML and label_of(ks) == "single_step" and label_of(kl) == "long_horizon", aid
    for lang, table in ML.items():
        missing = (set(EN.SINGLE) | set(EN.LONG)) - set(table)
        assert not missing, (lang, missing)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", default="asks_i-1")
    ap.add_argument("--out", default=os.path.join(HERE, "asks.jsonl.gz"))
    ap.add_argument("--stats", action="store_true")
    args = ap.parse_args()

    validate_sources()
    b = Builder(args.seed)
    recs = b.build()
    # a fixed, seed-dependent global order so neighbouring lines are not all one artifact
    order = list(range(len(recs)))
    random.Random("order:%s" % args.seed).shuffle(order)
    with open(args.out, "wb") as raw, gzip.GzipFile(filename="", fileobj=raw, mode="wb", mtime=0) as fh:
        for i in order:
            fh.write((json.dumps(recs[i], ensure_ascii=False, sort_keys=True) + "\n").encode("utf-8"))

    print("wrote %d records to %s" % (len(recs), os.path.basename(args.out)))
    if args.stats:
        lab = Counter(r["label"] for r in recs)
        print("labels:", dict(lab))
        print("langs:", dict(Counter(r["lang"] for r in recs).most_common()))
        print("kinds:", dict(Counter(r["kind"] for r in recs).most_common()))
        print("families:", dict(Counter(b.family_of).most_common()))
        paired = sum(1 for r in recs if "pair" in r)
        print("paired records: %d (%.1f%%)" % (paired, 100.0 * paired / len(recs)))
        print("context null: %d, with history: %d" % (sum(r["context"] is None for r in recs),
                                                     sum("history" in r for r in recs)))
        print("artifacts:", len(ARTIFACTS))


if __name__ == "__main__":
    main()
