#!/usr/bin/env python3
"""Build asks.jsonl.gz: requests about pasted/attached material, labelled single_step / long_horizon.

Deterministic: fixed seed, no clock, no environment. Standard library only.
    python3 build.py            -> writes asks.jsonl.gz next to this file
"""
import gzip
import io
import json
import os
import random
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from lists import mat_reports, mat_logs, mat_msgs, mat_review, mat_docs, mat_data, mat_code  # noqa: E402
from lists.bigmat import big_materials  # noqa: E402
from lists.gen_en import BANK as EN_BANK  # noqa: E402
from lists.gen_i18n import BANKS as I18N_BANKS  # noqa: E402
from lists.followups import OPENERS, ASSISTANT, FOLLOW  # noqa: E402
from lists.extras import INLINE_MINIS, INLINE_SINGLE, INLINE_LONG, TWO_PIECE  # noqa: E402
from lists.retries import RETRIES  # noqa: E402

SEED = 20240611
OUT = os.path.join(HERE, "asks.jsonl.gz")

SINGLE, LONG = "single_step", "long_horizon"

KIND_LABEL = {}
for k in ("summarize reply_to_sender rewrite_text fix_grammar make_title triage_label extract_fields "
          "extract_action_items convert_format explain_for_non_dev translate list_missing_info explain_error "
          "draft_announcement draft_status_update commit_message review_given_diff explain_code "
          "docstring_given_code test_given_function fix_given_function write_small_function write_sql "
          "write_regex answer_from_text duplicate_check bare_paste").split():
    KIND_LABEL[k] = SINGLE
for k in ("fix_bug_in_repo handle_ticket locate_and_patch investigate_root_cause reproduce_and_fix "
          "fix_ci_pipeline implement_feature apply_review_comments apply_patch_to_repo upgrade_dependency "
          "update_docs_in_repo patch_vulnerability update_callers add_tests_in_repo write_migration_and_models "
          "edit_loop_retry").split():
    KIND_LABEL[k] = LONG

FAMILY = {}
for fam, kinds in {
    "rep": "github_issue gitlab_issue jira_ticket linear_ticket bug_report feature_request user_feedback end_user_error",
    "log": "ci_log stack_trace crash_dump server_log",
    "msg": "customer_email colleague_email slack_thread teams_thread meeting_notes incident_notes",
    "rev": "pr_description review_comments diff",
    "doc": "readme_section api_reference spec_excerpt changelog release_notes security_advisory upgrade_notes",
    "dat": "sql_schema csv_sample json_sample config_file",
    "code": "function class",
}.items():
    for k in kinds.split():
        FAMILY[k] = fam

# follow-up kinds only make sense for some material families
FOLLOW_FAMS = {
    "reply_to_sender": {"rep", "msg"}, "fix_ci_pipeline": {"log"}, "apply_review_comments": {"rev"},
    "update_callers": {"code", "rev"}, "upgrade_dependency": {"doc"}, "answer_from_text": {"rep", "msg"},
    "implement_feature": {"rep", "msg", "doc", "dat"}, "handle_ticket": {"rep", "msg"},
    "fix_bug_in_repo": {"rep", "log", "msg", "code"}, "locate_and_patch": {"rep", "log", "code"},
    "investigate_root_cause": {"rep", "log", "msg"}, "reproduce_and_fix": {"rep", "log"},
    "make_title": {"rep", "log", "msg"}, "triage_label": {"rep", "log"},
    "apply_patch_to_repo": {"rev"}, "update_docs_in_repo": {"doc", "rev"}, "add_tests_in_repo": {"code", "rev"},
    "write_migration_and_models": {"dat"}, "patch_vulnerability": {"doc"},
    "extract_action_items": {"rep", "msg", "rev"},
}
OPENER_FAMS = {"reply": {"rep", "msg"}, "triage": {"rep", "log"}}

# generic asks whose wording only fits some material kinds
FEATUREISH = {"feature_request", "jira_ticket", "linear_ticket", "user_feedback"}
ONLY_MKINDS = {
    "fix_ci_pipeline": {"ci_log"},
    "write_migration_and_models": {"sql_schema", "csv_sample", "json_sample"},
    "write_sql": {"sql_schema", "csv_sample"},
    "commit_message": {"diff"},
    "apply_patch_to_repo": {"diff"},
    "review_given_diff": {"diff", "config_file", "sql_schema", "pr_description"},
}
DOC_ONLY = {
    "implement_feature": {"spec_excerpt", "api_reference"},
    "upgrade_dependency": {"changelog", "upgrade_notes"},
    "patch_vulnerability": {"security_advisory"},
    "answer_from_text": {"changelog", "upgrade_notes", "security_advisory", "release_notes"},
    "draft_announcement": {"changelog", "release_notes", "security_advisory", "upgrade_notes"},
    "triage_label": {"security_advisory", "changelog", "upgrade_notes"},
}
REV_ONLY = {
    "apply_review_comments": {"review_comments"}, "extract_action_items": {"review_comments"},
    "reply_to_sender": {"review_comments"}, "update_callers": {"diff", "pr_description"},
    "draft_status_update": {"pr_description"},
}
PROD_WORDS = re.compile(r"\bprod|producción|Produktion|生产|本番|прод", re.I)
CODE_LANG_WORDS = {"go": "Go", "python": "Python", "rust": "Rust", "ts": "TypeScript"}
CAP = 4


def fits(c, mat):
    """Does generic ask c make sense for material mat?"""
    mk, fam = mat["mkind"], FAMILY[mat["mkind"]]
    if fam not in c["fams"]:
        return False
    if c["kind"] in ONLY_MKINDS and mk not in ONLY_MKINDS[c["kind"]]:
        return False
    is_feature = mk == "feature_request" or mat["id"].startswith("feat")
    if fam == "rep" and c["kind"] == "implement_feature" and not is_feature:
        return False
    if fam == "doc" and c["kind"] in DOC_ONLY and mk not in DOC_ONLY[c["kind"]]:
        return False
    if fam == "rev" and c["kind"] in REV_ONLY and mk not in REV_ONLY[c["kind"]]:
        return False
    if fam == "msg" and c["kind"] in ("fix_bug_in_repo", "investigate_root_cause") and mk in ("meeting_notes", "teams_thread"):
        return False
    if mk == "ci_log" and PROD_WORDS.search(c["text"]):
        return False
    if is_feature and c["kind"] in ("fix_bug_in_repo", "reproduce_and_fix", "locate_and_patch",
                                                  "investigate_root_cause", "explain_error", "list_missing_info"):
        return False
    if fam == "dat" and c["kind"] in ("write_small_function", "implement_feature") and mk not in ("csv_sample", "json_sample"):
        return False
    if c["kind"] == "write_small_function" and mat["fence"] in CODE_LANG_WORDS and CODE_LANG_WORDS[mat["fence"]] in c["text"]:
        return False
    if c["kind"] == "translate" and translate_target(c["text"], c["lang"]) == mat["lang"]:
        return False
    return True

LANGS_NON_EN = ["es", "de", "fr", "pt", "zh", "ja", "ru", "it", "ko"]
GEN_LANG_WEIGHTS = {"en": 300, "es": 62, "de": 62, "fr": 60, "pt": 60, "zh": 60, "ja": 60, "ru": 60, "it": 12, "ko": 9}

TRANSLATE_TARGETS = [
    (re.compile(r"english|inglés|englische|anglais|inglês|英文|英語|английск|inglese|영어", re.I), "en"),
    (re.compile(r"german|deutsch", re.I), "de"), (re.compile(r"spanish|español", re.I), "es"),
    (re.compile(r"french|français", re.I), "fr"), (re.compile(r"portuguese|português", re.I), "pt"),
    (re.compile(r"japanese|日本語", re.I), "ja"), (re.compile(r"chinese|中文", re.I), "zh"),
    (re.compile(r"русский", re.I), "ru"),
]


def translate_target(text, lang):
    for rx, code in TRANSLATE_TARGETS:
        if rx.search(text):
            return code
    return lang


def parse_bank(text, lang):
    out = []
    for line in text.strip().splitlines():
        line = line.strip()
        if not line:
            continue
        kind, fams, t = line.split("|", 2)
        assert kind in KIND_LABEL, kind
        fams = set(FAMILY.values()) if fams == "*" else set(fams.split(","))
        out.append(dict(kind=kind, fams=fams, text=t, lang=lang, label=KIND_LABEL[kind]))
    return out


def parse_follow(text, lang):
    out = []
    for line in text.strip().splitlines():
        kind, t = line.strip().split("|", 1)
        assert kind in KIND_LABEL, kind
        out.append(dict(kind=kind, text=t, lang=lang, label=KIND_LABEL[kind],
                        fams=FOLLOW_FAMS.get(kind, set(FAMILY.values()))))
    return out


# ---------------------------------------------------------------- style

GREET = {
    "en": ["hi, ", "hey ", "Hello! ", "hi there, ", "morning! ", "@bot ", "@assistant ", "hey, quick one: ", "Hi team, "],
    "es": ["hola, ", "buenas, ", "@bot "], "de": ["Hallo, ", "Moin, ", "@bot "], "fr": ["salut, ", "bonjour, ", "@bot "],
    "pt": ["oi, ", "olá, ", "@bot "], "zh": ["你好，", "@bot "], "ja": ["お疲れ様です。", "@bot "],
    "ru": ["привет, ", "@bot "], "it": ["ciao, "], "ko": ["안녕, "],
}
THANKS = {
    "en": [" thanks", " thx!", ", please", " pls", " ty", " 🙏", ". cheers", " - thank you!"],
    "es": [", gracias", " porfa"], "de": [", danke", " bitte"], "fr": [", merci", " stp"],
    "pt": [", valeu", " por favor"], "zh": ["，谢谢", "，麻烦了"], "ja": ["。よろしくお願いします"],
    "ru": [", спасибо", " пж"], "it": [", grazie"], "ko": [" 고마워"],
}
CASED = {"en", "es", "de", "fr", "pt", "ru", "it"}


def typo(s, r):
    words = [m for m in re.finditer(r"(?<![\w`./-])[a-z]{5,}(?![\w`.(/-])", s)]
    if not words:
        return s
    m = r.choice(words)
    w = m.group(0)
    i = r.randrange(1, len(w) - 2)
    w2 = w[:i] + w[i + 1] + w[i] + w[i + 2:]
    return s[:m.start()] + w2 + s[m.end():]


def style(instr, lang, r, full=True):
    s = instr
    if full and lang in CASED:
        x = r.random()
        if x < 0.22:
            s = s.lower()
        elif x < 0.40:
            s = s[:1].upper() + s[1:]
    if full and lang == "en" and r.random() < 0.08:
        s = typo(s, r)
    if r.random() < 0.17:
        g = r.choice(GREET[lang])
        if g.startswith("@") or g.endswith(": "):
            s = g + s
        else:
            s = g + (s[:1].lower() + s[1:] if lang in CASED and not s[:2].isupper() else s)
    if r.random() < 0.13 and not s.rstrip().endswith(("?", "？")):
        s = s.rstrip(".") + r.choice(THANKS[lang])
    return s


# ---------------------------------------------------------------- placement

CTX_HEAD = {
    "code": ["# selection: {path} (lines {a}-{b})", "File: {path}", "```{fence}\n# {path}", "<selected_code path=\"{path}\">"],
    "log": ["[attached: build-{n}.log]", "Attached file: job-{n}-output.txt", "--- pasted from terminal ---", ""],
    "rep": ["Issue #{n}", "[attachment: ticket export]", "Linked issue:", ""],
    "msg": ["[attachment: message.eml]", "Forwarded content:", ""],
    "rev": ["Pull request #{n}", "[attachment: review.txt]", ""],
    "doc": ["[attachment: {doc}]", "Reference:", ""],
    "dat": ["File: {datpath}", "[attachment: sample]", ""],
}
PATHS = {"python": "app/{x}.py", "ts": "src/lib/{x}.ts", "go": "internal/{x}/{x}.go", "rust": "src/{x}.rs",
         "java": "src/main/java/com/acme/{X}.java", "csharp": "src/Data/{X}.cs", "kotlin": "app/src/main/java/{X}.kt",
         "php": "includes/{x}.php", "ruby": "app/services/{x}.rb", "c": "src/{x}.c", "cpp": "src/{x}.hpp",
         "sql": "db/functions/{x}.sql", "bash": "scripts/{x}.sh", "js": "src/{x}.js"}
ABOVE_JOIN = ["{i}\n\n{m}", "{i}:\n\n{m}", "{i}\n\n---\n{m}\n---", "{i}\n{m}"]
BELOW_JOIN = ["{m}\n\n{i}", "{m}\n\n---\n{i}", "{m}\n\n^ {i}", "{m}\n{i}"]


def wrap(mat, r, p_fence=0.65):
    if mat["fence"] and r.random() < p_fence:
        return "```" + ("" if r.random() < 0.3 else mat["fence"]) + "\n" + mat["text"] + "\n```"
    return mat["text"]


def ctx_block(mat, r):
    fam = FAMILY[mat["mkind"]]
    head = r.choice(CTX_HEAD[fam])
    x = mat["id"].split("_", 1)[-1]
    path = PATHS.get(mat["fence"] or "python", "src/{x}").format(x=x, X=x.title().replace("_", ""))
    head = head.format(path=path, a=r.randint(1, 200), b=r.randint(201, 400), n=r.randint(100, 9999),
                       fence=mat["fence"] or "", doc=x + ".md", datpath="data/" + x + "." + (mat["fence"] or "txt"))
    body = mat["text"]
    if head.startswith("```"):
        return head + "\n" + body + "\n```"
    if head.startswith("<selected_code"):
        return head + "\n" + body + "\n</selected_code>"
    return (head + "\n" + body) if head else body


def place(instr, mat, mode, r):
    """Return (ask, context)."""
    if mode == "context":
        return instr, ctx_block(mat, r)
    m = wrap(mat, r)
    if mode == "above":
        return r.choice(ABOVE_JOIN).format(i=instr, m=m), None
    return r.choice(BELOW_JOIN).format(i=instr, m=m), None


# ---------------------------------------------------------------- generation

class Picker:
    """Least-used choice with random tie-break, so every bank line gets used before any repeats."""

    def __init__(self, r):
        self.r = r
        self.used = {}

    def pick(self, cands, key=lambda c: c["text"], cap=None):
        if cap is not None:
            cands = [c for c in cands if self.used.get(key(c), 0) < cap]
        if not cands:
            return None
        lo = min(self.used.get(key(c), 0) for c in cands)
        best = [c for c in cands if self.used.get(key(c), 0) == lo]
        c = self.r.choice(best)
        self.used[key(c)] = self.used.get(key(c), 0) + 1
        return c


def rec(ask, label, lang, kind, context=None, history=None, pair=None, instr=None, base=None, mat=None):
    assert KIND_LABEL[kind] == label, (kind, label)
    return dict(ask=ask, label=label, lang=lang, kind=kind, context=context, history=history, pair=pair,
                _instr=instr, _base=base, _mat=mat)


def generate():
    r = random.Random(SEED)
    materials = (mat_reports.MATERIALS + mat_logs.MATERIALS + mat_msgs.MATERIALS + mat_review.MATERIALS
                 + mat_docs.MATERIALS + mat_data.MATERIALS + mat_code.MATERIALS + big_materials(SEED + 1))
    gen_bank = parse_bank(EN_BANK, "en")
    for lg, txt in I18N_BANKS.items():
        gen_bank += parse_bank(txt, lg)
    follow = []
    for lg, txt in FOLLOW.items():
        follow += parse_follow(txt, lg)

    picker = Picker(r)
    out = []
    pair_no = [0]
    label_count = {SINGLE: 0, LONG: 0}
    lang_count = {}

    def new_pair():
        pair_no[0] += 1
        return "p%04d" % pair_no[0]

    def choose_lang():
        tot = sum(lang_count.values()) or 1
        # pick the language furthest below its weight share
        best, gap = None, None
        for lg, w in GEN_LANG_WEIGHTS.items():
            share = w / sum(GEN_LANG_WEIGHTS.values())
            g = lang_count.get(lg, 0) / tot - share + r.random() * 0.02
            if gap is None or g < gap:
                best, gap = lg, g
        lang_count[best] = lang_count.get(best, 0) + 1
        return best

    # ---- 1. main materials: specific asks + generic asks, some pairs
    for mi, mat in enumerate(materials):
        fam = FAMILY[mat["mkind"]]
        entries = [dict(label=a[0], kind=a[1], text=a[2], lang=a[3], specific=True) for a in mat["asks"]]
        n_total = 10 if len(mat["text"]) < 9000 else 7
        n_gen = max(3, n_total - len(entries))
        used_kinds = {e["kind"] for e in entries}
        used_texts = {e["text"] for e in entries}
        for _ in range(n_gen):
            # label: balance this material's labels, nudged toward the global balance
            ns = sum(e["label"] == SINGLE for e in entries)
            nl = len(entries) - ns
            glob = label_count[SINGLE] - label_count[LONG]
            want = LONG if (nl + 0.3 * (glob > 0) - 0.3 * (glob < 0)) < ns else SINGLE
            if r.random() < 0.2:
                want = SINGLE if want == LONG else LONG
            lg = choose_lang()

            def ok(c, lang, strict=True):
                if c["label"] != want or c["lang"] != lang or c["text"] in used_texts or not fits(c, mat):
                    return False
                if picker.used.get(c["text"], 0) >= CAP:
                    return False
                if strict and c["kind"] in used_kinds:
                    return False
                return True
            c = None
            for attempt in range(4):
                cands = [c for c in gen_bank if ok(c, lg)] or [c for c in gen_bank if ok(c, lg, False)]
                c = picker.pick(cands, cap=CAP)
                if c is not None:
                    break
                if attempt == 0:
                    lg = "en"
                elif attempt == 1:
                    lg = choose_lang()
                else:
                    want = SINGLE if want == LONG else LONG
            if c is None:
                continue
            entries.append(dict(label=c["label"], kind=c["kind"], text=c["text"], lang=c["lang"], specific=False))
            used_kinds.add(c["kind"])
            used_texts.add(c["text"])
            label_count[c["label"]] += 1
        for e in entries:
            if e["specific"]:
                label_count[e["label"]] += 1

        r.shuffle(entries)
        singles = [e for e in entries if e["label"] == SINGLE]
        longs = [e for e in entries if e["label"] == LONG]
        n_pairs = 1 + (r.random() < 0.55)
        pairs = []
        for _ in range(n_pairs):
            if singles and longs:
                # prefer same-language pairs
                s = singles.pop(0)
                same = [x for x in longs if x["lang"] == s["lang"]]
                lo = same[0] if same else longs[0]
                longs.remove(lo)
                pairs.append((s, lo))
        rest = singles + longs
        # bare paste: a few materials are also pasted without any request
        groups = [(p, new_pair()) for p in pairs] + [((e,), None) for e in rest]
        for group, pid in groups:
            x = r.random()
            mode = "context" if x < 0.14 else ("above" if x < 0.57 else "below")
            seed_here = r.random()
            for e in group:
                rr = random.Random(seed_here)  # same placement choices inside a pair
                instr = style(e["text"], e["lang"], r)
                ask, ctx = place(instr, mat, mode, rr)
                out.append(rec(ask, e["label"], e["lang"], e["kind"], ctx, None, pid, instr, e["text"], mat["id"]))

    # ---- 2. bare pastes (no request at all): single_step, see README
    bare_src = [m for m in materials if FAMILY[m["mkind"]] in ("log", "rep", "code") and len(m["text"]) < 4000]
    r.shuffle(bare_src)
    for mat in bare_src[:30]:
        ask = wrap(mat, r, 0.8)
        out.append(rec(ask, SINGLE, mat["lang"], "bare_paste", None, None, None, None, None, mat["id"]))

    # ---- 3. plain-chat follow-ups
    hist_src = [m for m in materials if len(m["text"]) < 6000]
    r.shuffle(hist_src)
    hi = 0
    n_hist_pairs, n_hist_single = 62, 34
    fl_langs = ["en"] * 7 + ["es", "de", "fr", "pt", "zh", "ja", "ru"]
    for k in range(n_hist_pairs + n_hist_single):
        mat = hist_src[hi % len(hist_src)]
        hi += 1
        fam = FAMILY[mat["mkind"]]
        openers = [o for o in OPENERS if fam in OPENER_FAMS.get(o[0], {fam})]
        okind, otext = picker.pick([dict(k=o[0], text=o[1]) for o in openers]).values()
        reply = r.choice(ASSISTANT[okind]).format(gist=mat["gist"], gist_lc=mat["gist"][:1].lower() + mat["gist"][1:])
        first = (otext + "\n\n" + wrap(mat, r)) if r.random() < 0.6 else (wrap(mat, r) + "\n\n" + otext)
        history = [{"role": "user", "content": first}, {"role": "assistant", "content": reply}]
        lg = fl_langs[k % len(fl_langs)] if k % 3 else "en"
        if k < n_hist_pairs:
            want = [SINGLE, LONG]
            pid = new_pair()
        else:
            want = [SINGLE if k % 2 else LONG]
            pid = None
        for lab in want:
            cands = [f for f in follow if f["lang"] == lg and f["label"] == lab and fam in f["fams"]]
            if not cands:
                cands = [f for f in follow if f["lang"] == "en" and f["label"] == lab and fam in f["fams"]]
            f = picker.pick(cands, cap=CAP) or picker.pick(
                [f for f in follow if f["lang"] == "en" and f["label"] == lab and fam in f["fams"]], cap=CAP)
            assert f is not None, (fam, lab, lg)
            instr = style(f["text"], f["lang"], r)
            out.append(rec(instr, lab, f["lang"], f["kind"], None, [dict(h) for h in history], pid, instr,
                           f["text"], mat["id"]))

    # ---- 4. inline one-liners (paired)
    for x in INLINE_MINIS:
        s = picker.pick([dict(kind=k, text=t) for k, t in INLINE_SINGLE])
        lo = picker.pick([dict(kind=k, text=t) for k, t in INLINE_LONG])
        pid = new_pair()
        for e, lab in ((s, SINGLE), (lo, LONG)):
            instr = style(e["text"].format(x=x), "en", r, full=False)
            out.append(rec(instr, lab, "en", e["kind"], None, None, pid, instr, e["text"], "inline:" + x[:30]))

    # ---- 5. two pieces with the ask between them (paired)
    for tp in TWO_PIECE:
        pid = new_pair()
        for lab, kind, text, lg in tp["asks"]:
            ask = text.format(A=tp["A"].strip(), B=tp["B"].strip())
            ask = style(ask, lg, r, full=False)
            out.append(rec(ask, lab, lg, kind, None, None, pid, ask, text, tp["id"]))

    # ---- 6. edit-loop retries (test output fed back): long_horizon by rule 1
    for rt in RETRIES:
        hist = [{"role": a, "content": c} for a, c in rt["hist"]]
        out.append(rec(rt["ask"], LONG, rt["lang"], "edit_loop_retry", None, hist, None, rt["ask"], rt["ask"], "retry"))

    # ---- final order: deterministic shuffle
    r.shuffle(out)
    return out


KEYS = ["ask", "label", "lang", "kind", "context", "history", "pair"]


def public(rec_):
    return {k: rec_[k] for k in KEYS}


def serialize(records):
    buf = io.BytesIO()
    with gzip.GzipFile(filename="asks.jsonl", mode="wb", fileobj=buf, mtime=0) as gz:
        for x in records:
            gz.write((json.dumps(public(x), ensure_ascii=False) + "\n").encode("utf-8"))
    return buf.getvalue()


def main():
    records = generate()
    data = serialize(records)
    with open(OUT, "wb") as f:
        f.write(data)
    lab = {}
    for x in records:
        lab[x["label"]] = lab.get(x["label"], 0) + 1
    print(f"wrote {len(records)} records to {OUT}: {lab}")


if __name__ == "__main__":
    main()
