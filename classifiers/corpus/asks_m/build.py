"""Build asks.jsonl.gz deterministically from the hand-written lists/."""
import gzip
import io
import json
import os
import random
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from lists import _fmt  # noqa: E402
from lists import (mat_issues, mat_tickets, mat_logs, mat_traces,  # noqa: E402,F401
                   mat_serverlogs, mat_comms, mat_pr, mat_diffs,
                   mat_functions, mat_data, mat_docs, mat_long, mat_errlines)
from lists import (asks_en, asks_hi, asks_uk, asks_tr, asks_id, asks_vi,  # noqa: E402
                   asks_ar, asks_th, asks_fa, asks_nl, asks_cs, asks_ro,
                   asks_misc, extras)

SEED = 20240611
OUT = os.path.join(HERE, "asks.jsonl.gz")

SINGLE = ["translate", "summarize", "draft_reply", "explain", "extract", "triage",
          "title", "convert", "review_code", "fix_snippet", "refactor_snippet",
          "document_snippet", "test_snippet", "commit_message", "write_query",
          "answer", "reword"]
LONG = ["fix_in_repo", "implement", "locate_source", "fix_ci", "upgrade_dep",
        "apply_review", "update_callers", "add_regression_tests", "reproduce",
        "handoff"]
LABEL = {k: "single_step" for k in SINGLE}
LABEL.update({k: "long_horizon" for k in LONG})

# Default material categories per kind (an ask line may narrow them).
PROSE = ("issue", "ticket", "email", "chat", "pr_desc", "review", "readme",
         "api_doc", "spec", "advisory")
K2C = {
    "translate": PROSE,
    "summarize": PROSE + ("ci_log", "server_log", "diff"),
    "draft_reply": ("issue", "email", "chat", "review", "ticket"),
    "explain": ("ci_log", "stack_trace", "server_log", "config", "diff",
                "function", "schema", "advisory", "data_sample"),
    "extract": ("issue", "ticket", "email", "chat", "server_log", "spec", "review"),
    "triage": ("issue", "ticket", "email", "advisory", "server_log", "stack_trace"),
    "title": ("issue", "email", "chat", "stack_trace", "diff", "pr_desc"),
    "convert": ("data_sample", "schema", "config", "api_doc"),
    "review_code": ("diff", "function", "config"),
    "fix_snippet": ("function", "config"),
    "refactor_snippet": ("function",),
    "document_snippet": ("function", "schema"),
    "test_snippet": ("function",),
    "commit_message": ("diff",),
    "write_query": ("schema", "data_sample"),
    "answer": ("advisory", "api_doc"),
    "reword": ("pr_desc", "email", "review", "ticket", "readme"),
    "fix_in_repo": ("issue", "ticket", "email", "chat", "stack_trace",
                    "server_log", "data_sample"),
    "implement": ("ticket", "issue", "spec", "api_doc", "schema", "chat"),
    "locate_source": ("stack_trace", "server_log", "ci_log", "advisory"),
    "fix_ci": ("ci_log",),
    "upgrade_dep": ("advisory", "ci_log"),
    "apply_review": ("review",),
    "update_callers": ("diff", "function", "api_doc"),
    "add_regression_tests": ("issue", "stack_trace", "function"),
    "reproduce": ("issue", "ticket", "stack_trace", "server_log", "email"),
    "handoff": ("issue", "ticket", "ci_log", "stack_trace", "email", "chat",
                "advisory", "review", "server_log"),
}
# second paste for the "ask between two pastes" placement
PARTNER = {"stack_trace": "function", "review": "diff", "issue": "diff",
           "ci_log": "config", "email": "server_log", "schema": "data_sample"}
FENCE_OK = ("ci_log", "stack_trace", "server_log", "function", "config",
            "diff", "schema", "data_sample")
HEAVY = ["hi", "uk", "tr", "id", "vi", "ar", "th", "fa", "nl", "cs", "ro"]
PAIR_SHARE = 0.37
MIN_INLINE_E = 35
# at most this many records per language from the main pass
CAP = {"en": 330, **{l: 80 for l in HEAVY}}


def ask_key(a):
    return (a["lang"], a["text"])


def load():
    mats = list(_fmt.MATERIALS)
    generic = (asks_en.ASKS + asks_hi.ASKS + asks_uk.ASKS + asks_tr.ASKS +
               asks_id.ASKS + asks_vi.ASKS + asks_ar.ASKS + asks_th.ASKS +
               asks_fa.ASKS + asks_nl.ASKS + asks_cs.ASKS + asks_ro.ASKS +
               asks_misc.ASKS)
    specific = []
    for m in mats:
        for lang, kind, text in m["asks"]:
            specific.append({"lang": lang, "kind": kind, "text": text, "cats": None,
                             "target": None, "inline": False, "mat": m["id"]})
    return mats, generic, specific


def compatible(a, mats):
    if a.get("mat"):
        return [m for m in mats if m["id"] == a["mat"]]
    if a["inline"]:
        return [m for m in mats if m["cat"] == "error_line" and len(m["text"]) >= MIN_INLINE_E]
    cats = a["cats"] or K2C[a["kind"]]
    out = [m for m in mats if m["cat"] in cats and m["cat"] != "error_line"]
    if a["kind"] == "translate":
        target = a["target"] or a["lang"]
        out = [m for m in out if m["lang"] != target]
    return out


class Builder:
    def __init__(self):
        self.rng = random.Random(SEED)
        self.mats, self.generic, self.specific = load()
        self.by_id = {m["id"]: m for m in self.mats}
        self.mat_uses = Counter()
        self.ask_uses = Counter()
        self.records = []
        self.meta = []
        self.pair_no = 0

    # ---------------------------------------------------------------- helpers
    def pick_mat(self, cands):
        low = min(self.mat_uses[m["id"]] for m in cands)
        best = [m for m in cands if self.mat_uses[m["id"]] <= low + 1]
        return self.rng.choice(best)

    def decorate(self, lang, text):
        r = self.rng
        if lang == "en" and r.random() < 0.2:
            text = text.lower()
        pre = ""
        if r.random() < 0.06:
            pre = "@bot "
        if r.random() < 0.2:
            pre += r.choice(extras.GREET[lang]) + " "
        tail = ""
        if r.random() < 0.15:
            tail = " " + r.choice(extras.THANKS[lang])
        return pre + text + tail

    def placement(self, m, allow_between=True):
        r = self.rng.random()
        if m["cat"] == "error_line":
            return "inline"
        if allow_between and m["cat"] in PARTNER and r < 0.08:
            return "between"
        r = self.rng.random()
        if r < 0.30:
            return "above"
        if r < 0.58:
            return "below"
        if r < 0.72:
            return "glued_above"
        if r < 0.84:
            return "glued_below"
        if m["cat"] in FENCE_OK:
            return "fenced"
        return "above"

    def compose(self, place, m, m2, ask):
        t = m["text"]
        if place == "inline":
            return ask
        if place == "above":
            return ask + "\n\n" + t
        if place == "below":
            return t + "\n\n" + ask
        if place == "glued_above":
            return ask + "\n" + t
        if place == "glued_below":
            return t + "\n" + ask
        if place == "fenced":
            return ask + "\n\n```\n" + t + "\n```"
        if place == "between":
            return t + "\n\n" + ask + "\n\n" + m2["text"]
        raise ValueError(place)

    def emit(self, a, m, place, ask_text, m2=None, mode="plain", pair=None,
             history=None, core=None):
        label = LABEL[a["kind"]]
        if mode == "context":
            rec_ask, ctx = ask_text, m["text"] if m2 is None else m["text"] + "\n\n" + m2["text"]
        elif mode == "followup":
            rec_ask, ctx = ask_text, None
        else:
            rec_ask, ctx = self.compose(place, m, m2, ask_text), None
        rec = {"ask": rec_ask, "label": label, "lang": a["lang"], "kind": a["kind"],
               "context": ctx, "history": history, "pair": pair}
        self.records.append(rec)
        self.meta.append({"core": core or a["text"], "key": ask_key(a),
                          "mat": m["id"] if m else None,
                          "mat2": m2["id"] if m2 else None,
                          "place": place if mode != "context" else "context",
                          "mode": mode})
        self.ask_uses[ask_key(a)] += 1
        if m:
            self.mat_uses[m["id"]] += 1

    def render(self, a, m, lang_deco=True):
        text = a["text"]
        if a["inline"]:
            text = text.replace("{E}", m["text"])
        return text

    # --------------------------------------------------------------- records
    def single_record(self, a, m=None):
        cands = compatible(a, self.mats)
        m = m or self.pick_mat(cands)
        core = self.render(a, m)
        ask_text = self.decorate(a["lang"], core)
        r = self.rng.random()
        place = self.placement(m)
        m2 = None
        if place == "between":
            m2 = self.pick_mat([x for x in self.mats if x["cat"] == PARTNER[m["cat"]]])
        if place != "inline" and r < 0.12:
            self.emit(a, m, place, ask_text, m2=m2, mode="context", core=core)
        elif place != "inline" and r < 0.20:
            u, asst = self.rng.choice(extras.OPENERS)
            hist = [{"role": "user", "content": u}, {"role": "assistant", "content": asst}]
            self.emit(a, m, place, ask_text, m2=m2, mode="history", history=hist, core=core)
        else:
            self.emit(a, m, place, ask_text, m2=m2, core=core)

    def pair_records(self, a, b, m):
        self.pair_no += 1
        pid = f"p{self.pair_no:04d}"
        place = self.placement(m, allow_between=True)
        m2 = None
        if place == "between":
            m2 = self.pick_mat([x for x in self.mats if x["cat"] == PARTNER[m["cat"]]])
        ctx_mode = place != "inline" and self.rng.random() < 0.1
        greet = self.rng.random() < 0.2
        g = self.rng.choice(extras.GREET[a["lang"]]) + " " if greet else ""
        for x in (a, b) if self.rng.random() < 0.5 else (b, a):
            core = self.render(x, m)
            ask_text = g + core
            self.emit(x, m, place, ask_text, m2=m2, mode="context" if ctx_mode else "plain",
                      pair=pid, core=core)

    def followups(self, n):
        mats = [m for m in self.mats if m["summary"]]
        fus = list(extras.FOLLOWUPS)
        firsts = [a for a in asks_en.ASKS if a["kind"] == "summarize" and a["cats"] is None]
        self.rng.shuffle(fus)
        k = 0
        while k < n:
            for a in fus:
                if k >= n:
                    break
                if self.ask_uses[ask_key(a)] >= 4:
                    continue
                m = self.pick_mat(mats)
                first = self.rng.choice(firsts)
                user = m["text"] + "\n\n" + first["text"] if self.rng.random() < 0.5 \
                    else first["text"] + "\n\n" + m["text"]
                hist = [{"role": "user", "content": user},
                        {"role": "assistant", "content": m["summary"]}]
                self.emit(a, m, "followup", self.decorate(a["lang"], a["text"]),
                          mode="followup", history=hist)
                k += 1

    # ------------------------------------------------------------------ main
    def run(self):
        rng = self.rng
        by_lang = defaultdict(lambda: {"single_step": [], "long_horizon": []})
        for a in self.generic + self.specific:
            by_lang[a["lang"]][LABEL[a["kind"]]].append(a)
        langs = sorted(by_lang)
        for lang in langs:
            s = by_lang[lang]["single_step"]
            lo = by_lang[lang]["long_horizon"]
            rng.shuffle(s)
            rng.shuffle(lo)
            # specific asks always kept; balance by trimming generic singles
            # and reusing long asks (never more than 3 uses from here).
            total = min(len(s) + len(lo), CAP.get(lang, 10 ** 6))
            t = total // 2
            if len(lo) > t:
                keep_spec = [a for a in lo if a.get("mat")]
                gen = [a for a in lo if not a.get("mat")]
                lo = keep_spec + gen[:max(0, t - len(keep_spec))]
            if len(s) > t:
                keep_spec = [a for a in s if a.get("mat")]
                gen = [a for a in s if not a.get("mat")]
                s = keep_spec + gen[:max(0, t - len(keep_spec))]
            extra = []
            i = 0
            while len(lo) + len(extra) < len(s) and lo:
                extra.append(lo[i % len(lo)])
                i += 1
            lo = lo + extra
            rng.shuffle(s)
            rng.shuffle(lo)
            n_pairs = round(PAIR_SHARE * (len(s) + len(lo)) / 2)
            # pairs: specific asks first (same material)
            pairs_done = 0
            used_s, used_l = set(), set()
            spec_s = [i for i, a in enumerate(s) if a.get("mat")]
            for i in spec_s:
                if pairs_done >= n_pairs:
                    break
                a = s[i]
                for j, b in enumerate(lo):
                    if j in used_l or b.get("mat") != a["mat"]:
                        continue
                    self.pair_records(a, b, self.by_id[a["mat"]])
                    used_s.add(i)
                    used_l.add(j)
                    pairs_done += 1
                    break
            for i, a in enumerate(s):
                if pairs_done >= n_pairs:
                    break
                if i in used_s or a.get("mat"):
                    continue
                ca = {m["id"] for m in compatible(a, self.mats)}
                for j, b in enumerate(lo):
                    if j in used_l or b.get("mat") or b["inline"] != a["inline"]:
                        continue
                    common = [m for m in compatible(b, self.mats) if m["id"] in ca]
                    if not common:
                        continue
                    self.pair_records(a, b, self.pick_mat(common))
                    used_s.add(i)
                    used_l.add(j)
                    pairs_done += 1
                    break
            rest = [a for i, a in enumerate(s) if i not in used_s] + \
                   [b for j, b in enumerate(lo) if j not in used_l]
            rng.shuffle(rest)
            for a in rest:
                self.single_record(a)
        self.followups(80)
        order = list(range(len(self.records)))
        # keep the two halves of a pair adjacent, shuffle the rest
        groups, seen = [], {}
        for i in order:
            p = self.records[i]["pair"]
            if p is None:
                groups.append([i])
            elif p in seen:
                groups[seen[p]].append(i)
            else:
                seen[p] = len(groups)
                groups.append([i])
        rng.shuffle(groups)
        idx = [i for g in groups for i in g]
        return [self.records[i] for i in idx], [self.meta[i] for i in idx]


KEYS = ("ask", "label", "lang", "kind", "context", "history", "pair")


def generate():
    return Builder().run()


def serialize(records):
    lines = []
    for r in records:
        ordered = {k: r[k] for k in KEYS}
        lines.append(json.dumps(ordered, ensure_ascii=False))
    raw = ("\n".join(lines) + "\n").encode("utf-8")
    buf = io.BytesIO()
    with gzip.GzipFile(filename="", mode="wb", fileobj=buf, mtime=0, compresslevel=9) as gz:
        gz.write(raw)
    return buf.getvalue()


def main():
    records, _ = generate()
    data = serialize(records)
    with open(OUT, "wb") as f:
        f.write(data)
    c = Counter(r["label"] for r in records)
    print(f"wrote {len(records)} records to {OUT}: {dict(c)}")


if __name__ == "__main__":
    main()
