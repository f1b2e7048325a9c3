"""Build asks.jsonl.gz from the hand-written lists in lists/.

Run from this folder:  python build.py
Standard library only; the output is byte-for-byte deterministic.
"""
import gzip
import importlib.util
import io
import json
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "asks.jsonl.gz")
SEED = 20261207

# Language-group modules in lists/, in build order.
LIST_MODULES = [
    "en",
    "romance",
    "germanic",
    "slavic",
    "east_asian",
    "other_european",
    "west_south_asian",
    "southeast_asian_african",
]

LONG = "long_horizon"
SINGLE = "single_step"

# Every task kind maps to exactly one label.
KINDS = {
    # long_horizon: the job needs the person's repository, machine, services or CI
    "fix_repo_bug": LONG,          # fix something broken in their code
    "change_repo_code": LONG,      # add or change a behaviour, flag, option in their code
    "diagnose_repo": LONG,         # find out why something happens in their system (no fix asked)
    "diagnose_and_fix": LONG,      # find the cause in their system and fix it
    "run_and_report": LONG,        # run tests / linter / build / audit and report
    "repo_question": LONG,         # a question only their repository can answer
    "continue_plan": LONG,         # go on with a plan for their project agreed in earlier chat
    "apply_to_repo": LONG,         # apply a change to other places in their code
    "write_repo_tests": LONG,      # write tests for code that lives in their repository
    "update_dependency": LONG,     # bump or replace a dependency and keep things working
    "fix_ci": LONG,                # CI / pipeline / build configuration problems
    "repo_writeup": LONG,          # commit message, PR text, changelog, README from their repo state
    "scaffold_project": LONG,      # create a multi-file project with tests, builds, configs
    "repo_git_task": LONG,         # git work on their repository (rebase, resolve conflicts)
    # single_step: everything needed is in the message or is general knowledge
    "general_question": SINGLE,    # concept or general knowledge question
    "tool_question": SINGLE,       # how a command, flag, API or tool works
    "small_code": SINGLE,          # a one-liner or a small self-contained snippet
    "regex": SINGLE,               # write a regular expression
    "sql_for_schema": SINGLE,      # SQL for a schema given in the message
    "explain_error_text": SINGLE,  # explain an error message given in the message
    "explain_code": SINGLE,        # explain supplied code or a supplied command
    "rewrite_code": SINGLE,        # rewrite / convert / refactor supplied code
    "fix_snippet": SINGLE,         # find or fix the bug in a supplied snippet
    "commit_message_diff": SINGLE, # commit message for a supplied diff
    "docstring": SINGLE,           # comment or docstring for supplied code
    "test_given_function": SINGLE, # tests for one supplied function
    "translate_code": SINGLE,      # port supplied code to another language
    "review_snippet": SINGLE,      # review a supplied snippet
    "naming": SINGLE,              # suggest a name
    "rewrite_text": SINGLE,        # rewrite or write text from supplied notes
    "chat_followup": SINGLE,       # follow-up answerable from the earlier chat or general knowledge
    "conversational": SINGLE,      # greeting, thanks, never mind
}

KEYS = ["ask", "label", "lang", "kind", "context", "history", "pair"]


def _load(name):
    path = os.path.join(HERE, "lists", name + ".py")
    spec = importlib.util.spec_from_file_location("asks_p_lists_" + name, path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    more = getattr(mod, "MORE_PAIRS", {})
    for lang in more:
        if lang not in mod.DATA:
            raise ValueError("MORE_PAIRS for unknown language %s in %s" % (lang, name))
    return mod.DATA, more


def _history(h):
    if h is None:
        return None
    if len(h) % 2 != 0 or not h:
        raise ValueError("history must alternate user/assistant and end with assistant: %r" % (h[:1],))
    return [{"role": "user" if i % 2 == 0 else "assistant", "content": t} for i, t in enumerate(h)]


def _record(kind, ask, lang, context=None, history=None, pair=None):
    if kind not in KINDS:
        raise ValueError("unknown kind %r (%s)" % (kind, ask))
    if not isinstance(ask, str) or not ask.strip():
        raise ValueError("empty ask in %s" % lang)
    if context is not None and not context.strip():
        raise ValueError("empty context in %s" % lang)
    rec = {
        "ask": ask,
        "label": KINDS[kind],
        "lang": lang,
        "kind": kind,
        "context": context,
        "history": _history(history),
        "pair": pair,
    }
    assert list(rec) == KEYS
    return rec


def _entry(e, lang, history=None, pair=None):
    """(kind, ask[, context]) tuple or dict(k=, a=, c=, h=)."""
    if isinstance(e, dict):
        return _record(e["k"], e["a"], lang, e.get("c"), e.get("h", history), pair)
    if len(e) == 2:
        return _record(e[0], e[1], lang, None, history, pair)
    if len(e) == 3:
        return _record(e[0], e[1], lang, e[2], history, pair)
    raise ValueError("bad entry %r" % (e,))


def records():
    out = []
    seen_langs = set()
    for name in LIST_MODULES:
        data, more = _load(name)
        for lang, spec in data.items():
            if lang in seen_langs:
                raise ValueError("language %s defined twice" % lang)
            seen_langs.add(lang)
            for i, p in enumerate(list(spec["pairs"]) + list(more.get(lang, [])), 1):
                pid = "%s-%03d" % (lang, i)
                if isinstance(p, dict):
                    h = p.get("h")
                    a = _entry(p["l"], lang, h, pid)
                    b = _entry(p["s"], lang, h, pid)
                else:
                    lk, la, sk, sa = p
                    a = _record(lk, la, lang, pair=pid)
                    b = _record(sk, sa, lang, pair=pid)
                if a["label"] != LONG or b["label"] != SINGLE:
                    raise ValueError("pair %s: expected (long, single), got (%s, %s)" % (pid, a["label"], b["label"]))
                out += [a, b]
            for e in spec.get("long", []):
                r = _entry(e, lang)
                if r["label"] != LONG:
                    raise ValueError("%s: %r listed as long" % (lang, r["ask"]))
                out.append(r)
            for e in spec.get("single", []):
                r = _entry(e, lang)
                if r["label"] != SINGLE:
                    raise ValueError("%s: %r listed as single" % (lang, r["ask"]))
                out.append(r)
    seen = {}
    for r in out:
        if r["ask"] in seen:
            raise ValueError("duplicate ask: %r" % r["ask"])
        seen[r["ask"]] = True
    random.Random(SEED).shuffle(out)
    return out


def build_bytes():
    body = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records()).encode("utf-8")
    buf = io.BytesIO()
    with gzip.GzipFile(filename="", mode="wb", fileobj=buf, mtime=0) as gz:
        gz.write(body)
    return buf.getvalue()


def write(path=OUT):
    data = build_bytes()
    with open(path, "wb") as f:
        f.write(data)
    return len(data)


def main():
    n = write(OUT)
    print("wrote %s (%d bytes)" % (os.path.basename(OUT), n))


if __name__ == "__main__":
    main()
