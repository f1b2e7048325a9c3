"""Build asks.jsonl.gz from the hand-written lists in lists/.

Deterministic: one fixed-seed random.Random drives layout choices and the final order;
nothing depends on dict/set iteration order of hashed values or on PYTHONHASHSEED.

Usage: python3 build.py [output path]   (default: asks.jsonl.gz next to this file)
"""
import gzip
import io
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from lists import asia, attached, east, en, mideast, west  # noqa: E402
from lists.materials import MATERIALS  # noqa: E402

SEED = 20261207
SINGLE, LONG = "single_step", "long_horizon"

# pair code -> (single_step kind, long_horizon kind)
CODE_KINDS = {
    "loc": ("general_locate_q", "own_repo_locate"),
    "env": ("general_config_q", "own_config_q"),
    "test": ("test_tooling_q", "own_tests_q"),
    "dep": ("general_deploy_q", "own_deploy_q"),
    "cmp": ("compare_q", "own_usage_q"),
    "des": ("general_design_q", "own_refactor"),
    "fix": ("general_debug_q", "own_fix"),
    "impl": ("general_howto_q", "own_implement"),
    "upg": ("migration_advice_q", "own_upgrade"),
    "sym": ("public_symbol_q", "own_symbol_q"),
    "run": ("tool_api_q", "own_run_tests"),
    "snip": ("edit_supplied_code", "own_codebase_edit"),
    "snip2": ("edit_supplied_code", "own_codebase_edit"),
    "exp2": ("explain_supplied", "own_usage_q"),
}
HIST_SINGLE_KIND = {"a": "ack_after_plan", "e": "explain_again"}
HIST_LONG_KIND = "go_ahead_after_plan"
QA_SINGLE_KIND = "followup_general_q"
QA_LONG_KIND = "apply_answer_to_repo"

# every kind and its one label (unpaired kinds included)
KIND_LABEL = {}
for s_kind, l_kind in CODE_KINDS.values():
    KIND_LABEL[s_kind] = SINGLE
    KIND_LABEL[l_kind] = LONG
for k in HIST_SINGLE_KIND.values():
    KIND_LABEL[k] = SINGLE
KIND_LABEL[HIST_LONG_KIND] = LONG
KIND_LABEL[QA_SINGLE_KIND] = SINGLE
KIND_LABEL[QA_LONG_KIND] = LONG
for k in ("ack", "greeting", "cancel", "meta_q", "regex_q", "sql_given_schema", "commit_message",
          "commit_title", "explain_supplied", "translate_supplied", "summarize_supplied",
          "general_howto_q", "general_design_q", "tool_api_q", "edit_supplied_code"):
    KIND_LABEL[k] = SINGLE
for k in ("own_fix", "own_ci", "own_implement", "own_refactor", "own_upgrade", "own_run_tests",
          "own_repo_locate", "own_usage_q", "own_config_q", "own_deploy_q", "own_tests_q",
          "own_symbol_q", "own_explain_system"):
    KIND_LABEL[k] = LONG

LANG_ORDER = []
ALL = {}
for mod in (en, west, east, mideast, asia):
    for code, data in mod.LANGS.items():
        LANG_ORDER.append(code)
        ALL[code] = data


def with_material(rng, instr, key):
    """Return (ask, context) for an instruction that refers to supplied material."""
    fence_lang, text = MATERIALS[key]
    mode = rng.randrange(5)
    fenced = "```" + fence_lang + "\n" + text + "\n```"
    if mode == 0:
        return instr + "\n\n" + fenced, None
    if mode == 1:
        return fenced + "\n\n" + instr, None
    if mode == 2:
        return instr + "\n" + (text if not fence_lang else fenced), None
    if mode == 3:
        return instr + "\n\n" + text, None
    return instr, text


def rec(ask, kind, lang, context=None, history=None, pair=None):
    label = KIND_LABEL[kind]
    return {"ask": ask, "label": label, "lang": lang, "kind": kind,
            "context": context, "history": history, "pair": pair}


def turns(h):
    return [{"role": "user", "content": h[0]}, {"role": "assistant", "content": h[1]}]


def frame_pairs(frames):
    """Yield (code, single ask, long ask) from the English pair frames: two pairs per filler,
    frames rotating by position so wording varies."""
    for code, s_frames, l_frames, fillers in frames:
        for i, f in enumerate(fillers):
            for j in ((0, 1) if len(s_frames) > 1 else (0,)):
                s = s_frames[(i + j) % len(s_frames)].format(**f)
                l_ = l_frames[(i + 2 * j) % len(l_frames)].format(**f)
                yield code, s, l_


def build():
    """Return a list of (record, instruction sentence) in final order."""
    rng = random.Random(SEED)
    out = []
    for lang in LANG_ORDER:
        data = ALL[lang]
        n = 0

        def pid():
            nonlocal n
            n += 1
            return f"{lang}-{n:03d}"

        pairs = list(data["pairs"])
        if lang == "en":
            pairs += list(frame_pairs(en.FRAMES))
        for item in pairs:
            code, s_ask, l_ask = item[0], item[1], item[2]
            s_kind, l_kind = CODE_KINDS[code]
            p = pid()
            if len(item) > 3:
                ask, ctx = with_material(rng, s_ask, item[3])
                out.append((rec(ask, s_kind, lang, context=ctx, pair=p), s_ask))
            else:
                out.append((rec(s_ask, s_kind, lang, pair=p), s_ask))
            out.append((rec(l_ask, l_kind, lang, pair=p), l_ask))
        for hkey, sk, s_ask, l_ask in data["hpairs"]:
            p = pid()
            h = turns(data["hist"][hkey])
            out.append((rec(s_ask, HIST_SINGLE_KIND[sk], lang, history=h, pair=p), s_ask))
            out.append((rec(l_ask, HIST_LONG_KIND, lang, history=turns(data["hist"][hkey]), pair=p), l_ask))
        if lang == "en":
            for qkey, s_ask, l_ask in en.QA_PAIRS:
                p = pid()
                out.append((rec(s_ask, QA_SINGLE_KIND, lang, history=turns(en.QA_HIST[qkey]), pair=p), s_ask))
                out.append((rec(l_ask, QA_LONG_KIND, lang, history=turns(en.QA_HIST[qkey]), pair=p), l_ask))
        for m_lang, code, s_ask, l_ask, mkey in attached.MPAIRS:
            if m_lang != lang:
                continue
            s_kind, l_kind = CODE_KINDS[code]
            p = pid()
            ask, ctx = with_material(rng, s_ask, mkey)
            out.append((rec(ask, s_kind, lang, context=ctx, pair=p), s_ask))
            ask, ctx = with_material(rng, l_ask, mkey)
            out.append((rec(ask, l_kind, lang, context=ctx, pair=p), l_ask))
        for item in data["single"]:
            kind, instr = item[0], item[1]
            if len(item) > 2:
                ask, ctx = with_material(rng, instr, item[2])
                out.append((rec(ask, kind, lang, context=ctx), instr))
            else:
                out.append((rec(instr, kind, lang), instr))
        for kind, instr in data["long"]:
            out.append((rec(instr, kind, lang), instr))
    rng.shuffle(out)
    return out


def serialize(records):
    buf = io.BytesIO()
    with gzip.GzipFile(filename="", mode="wb", fileobj=buf, mtime=0, compresslevel=9) as gz:
        for r in records:
            gz.write((json.dumps(r, ensure_ascii=False) + "\n").encode("utf-8"))
    return buf.getvalue()


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "asks.jsonl.gz")
    data = serialize([r for r, _ in build()])
    with open(path, "wb") as f:
        f.write(data)
    print(f"wrote {path}")


if __name__ == "__main__":
    main()
