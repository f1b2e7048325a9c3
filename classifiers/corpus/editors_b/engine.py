"""Scenario engine: picks family, shape, ask and attachments with one seeded RNG, asks the
family to render the request, and assigns the label by the clients' notes' label rule:
  1. prior tool results / retry inside an edit loop -> long_horizon (except side calls that
     summarize/compact/title that history -> single_step)
  2. job needs exploring/editing beyond the supplied content -> long_horizon
  3. everything else -> single_step
Labels of asks are decided in asks.py; here shapes only add rule 1 and the side-call exception."""

import random

from . import asks as A
from . import content as C
from . import wire as W
from .families import FAMILIES, FAMILY_NAMES

SINGLE, LONG = "single_step", "long_horizon"
CLAUDE_DEFAULT = ("claude-sonnet-4-20250514", "claude-3-7-sonnet-20250219", "claude-opus-4-1-20250805")
RESP_MODELS = ("gpt-5", "gpt-5-mini", "gpt-5-codex")
SLASH_ARGS = ["", "", "", "keep it short", "focus on the edge cases", "use the existing helpers", "in German",
              "mit Beispielen", "用中文"]


class Ctx:
    def __init__(self, **kw):
        self.__dict__.update(kw)


# ---------------------------------------------------------------- language guess for supplied asks
def guess_lang(text):
    if any("\u3040" <= ch <= "\u30ff" for ch in text):
        return "ja"
    if any("\uac00" <= ch <= "\ud7af" for ch in text):
        return "ko"
    if any("\u4e00" <= ch <= "\u9fff" for ch in text):
        return "zh"
    if any("\u0400" <= ch <= "\u04ff" for ch in text):
        return "uk" if any(ch in text for ch in "іїєґ") else "ru"
    low = " " + text.lower() + " "
    tests = [("vi", "ươđ"), ("pl", "ąęłśżźń"), ("tr", "ğşı"), ("de", "äöüß"), ("es", "ñ¿¡"), ("pt", "ãõ"),
             ("fr", "éèêçàù")]
    for lang, chars in tests:
        if any(ch in low for ch in chars):
            return lang
    words = {"de": [" und ", " nicht ", " bitte ", " die ", " das "], "fr": [" le ", " les ", " pourquoi ", " une "],
             "es": [" el ", " los ", " por qué ", " una "], "it": [" il ", " che ", " perché "],
             "nl": [" het ", " niet ", " een "], "pt": [" não ", " uma ", " você "]}
    for lang, ws in words.items():
        if sum(w in low for w in ws) >= 2:
            return lang
    return "en"


# ---------------------------------------------------------------- ask selection
def pick_ask(rng, items, en_ratio=0.7):
    en = [a for a in items if a["lang"] == "en"]
    other = [a for a in items if a["lang"] != "en"]
    if en and (not other or rng.random() < en_ratio):
        return rng.choice(en)
    return rng.choice(other)


def size_choice(rng):
    r = rng.random()
    if r < 0.45:
        return rng.randint(500, 3000)
    if r < 0.8:
        return rng.randint(3000, 12000)
    return rng.randint(15000, 58000)


def attach_for(rng, ws, ask, fam, allow_placeholders=True):
    """Return (atts, fill dict, main file, selection)."""
    needs = ask["needs"] if ask else "none"
    atts, fill = [], {}
    f = sel = None
    if needs in ("fn", "sel", "file", "diff", "diag", "term") or rng.random() < 0.3:
        f = C.make_file(rng, ws["lang"], size_choice(rng), ws, path=rng.choice(ws["src_files"]))
    if needs == "fn":
        sel = C.selection_from(rng, f, with_fn=True)
        fill["fn"] = sel["fn"]
        if rng.random() < 0.55:
            atts.append({"type": "file", "current": True, **_fobj(f)})
        else:
            atts.append({"type": "selection", **sel})
            if rng.random() < 0.3:
                atts.append({"type": "file", "current": True, **_fobj(f)})
    elif needs == "sel":
        sel = C.selection_from(rng, f, with_fn=False)
        atts.append({"type": "selection", **sel})
        if rng.random() < 0.3:
            atts.append({"type": "file", "current": True, **_fobj(f)})
    elif needs == "file":
        atts.append({"type": "file", "current": True, **_fobj(f)})
        fill["file"] = f["path"]
    elif needs == "diff":
        atts.append({"type": "diff", "text": C.make_diff(rng, f) + ("\n" + C.make_diff(rng, f) if rng.random() < 0.3 else "")})
    elif needs == "term":
        long_task = ask and ask["label"] == LONG and ask["kind"] == "fix_tests"
        cmd = C.test_command(ws) if long_task else rng.choice([C.test_command(ws), C.build_command(ws), "npm start", "python main.py"])
        text = C.test_output(rng, ws, failing=True) if (long_task or cmd == C.test_command(ws)) else C.error_output(rng, ws)
        atts.append({"type": "term", "cmd": cmd, "text": text})
    elif needs == "diag":
        spread = ask["label"] == LONG
        atts.append({"type": "diag", "items": C.make_diagnostics(rng, ws, f, spread=spread, n=rng.randint(1, 8 if spread else 3))})
        if not spread and rng.random() < 0.6:
            atts.append({"type": "file", "current": True, **_fobj(f)})
    elif needs == "dir":
        fill["dir"] = rng.choice(ws["dirs"] or ["src"])
    elif f is not None and rng.random() < 0.7:
        atts.append({"type": "file", "current": True, **_fobj(f)})
    # extras, independent of the ask (they must not decide the label)
    if rng.random() < 0.08:
        for _ in range(rng.randint(2, 3)):
            g = C.make_file(rng, ws["lang"], rng.randint(15000, 58000), ws)
            atts.append({"type": "file", **_fobj(g)})
    if rng.random() < 0.12:
        g = C.make_file(rng, ws["lang"], rng.randint(400, 2500), ws)
        atts.append({"type": "file", **_fobj(g)})
    if rng.random() < 0.12:
        atts.append({"type": "tree"})
    if rng.random() < 0.15:
        atts.append({"type": "tabs", "paths": rng.sample(ws["src_files"], min(len(ws["src_files"]), rng.randint(2, 5)))})
    if rng.random() < 0.08:
        atts.append({"type": "recent", "paths": rng.sample(ws["files"], min(len(ws["files"]), rng.randint(2, 6)))})
    if rng.random() < 0.15:
        key = {"copilot": "copilot", "cursor": "cursor", "windsurf": "windsurf", "cline": "cline", "roo": "roo",
               "kilo": "kilo", "continue": "continue", "zed": "zed", "augment": "augment", "gemini": "gemini",
               "jetbrains": "jetbrains", "amazon": "q"}
        rk = next((v for k, v in key.items() if fam.name.startswith(k)), "generic")
        atts.append({"type": "rules", "path": C.RULE_FILES[rk], "text": rng.choice(C.RULES)})
    if needs not in ("diag",) and rng.random() < 0.05:
        atts.append({"type": "diag", "items": C.make_diagnostics(rng, ws, f)})
    if needs not in ("term",) and rng.random() < 0.04:
        atts.append({"type": "term", "cmd": C.build_command(ws), "text": C.error_output(rng, ws)})
    # cap total attached text near 130 KB
    total = 0
    kept = []
    for a in atts:
        n = len(a.get("text", ""))
        if total + n > 130000 and a["type"] == "file" and not a.get("current"):
            continue
        total += n
        kept.append(a)
    return kept, fill, f, sel


def _fobj(f):
    return {"path": f["path"], "lang": f["lang"], "text": f["text"]}


def fill_text(text, fill):
    for k, v in fill.items():
        text = text.replace("{" + k + "}", v)
    return text


# ---------------------------------------------------------------- shapes
def new_ctx(rng, fam, shape):
    lang = rng.choice(getattr(fam, "langs", None) or C.LANGS)
    ws = C.make_workspace(rng, lang)
    wire = rng.choice(fam.wires)
    model = rng.choice(fam.models)
    if wire == "anthropic" and ("claude" not in model or "/" in model):
        cl = [m for m in fam.models if "claude" in m and "/" not in m]
        model = rng.choice(cl or CLAUDE_DEFAULT)
    if wire == "responses":
        model = rng.choice(RESP_MODELS)
    return Ctx(rng=rng, ws=ws, shape=shape, wire=wire, model=model, atts=[], history=[], steps=[], nudge=None,
               slash=None, file=None, sel=None, extra_file=None, task=None, prev_answer=None, retry_text=None,
               diff=None, recent_commits=[], ask="", label=SINGLE, kind="", lang="en")


def _ensure_file_sel(rng, c, need_fn=True):
    f = C.make_file(rng, c.ws["lang"], size_choice(rng), c.ws, path=rng.choice(c.ws["src_files"]))
    sel = C.selection_from(rng, f, with_fn=need_fn)
    c.file, c.sel = f, sel
    return f, sel


def setup_own(rng, fam, shape):
    c = new_ctx(rng, fam, shape)
    if shape in ("first",):
        ask = pick_ask(rng, A.POOL)
        c.atts, fill, c.file, c.sel = attach_for(rng, c.ws, ask, fam)
        c.ask, c.label, c.kind, c.lang = fill_text(ask["text"], fill), ask["label"], ask["kind"], ask["lang"]
    elif shape == "first_embedded":
        ask = pick_ask(rng, A.EMBEDDED, 0.75)
        f, sel = _ensure_file_sel(rng, c)
        cm = C.COMMENT[f["lang"]]
        first_line = sel["text"].split("\n", 1)[0]
        indent = first_line[:len(first_line) - len(first_line.lstrip())]
        commented = f"{indent}{cm} {ask['text']}\n{sel['text']}"
        f["text"] = f["text"].replace(sel["text"], commented, 1)
        sel = dict(sel, text=commented, end=sel["end"] + 1)
        c.sel = sel
        c.atts = [{"type": "selection", **{k: sel[k] for k in ("path", "lang", "start", "end", "text")}}]
        if rng.random() < 0.3:
            c.atts.append({"type": "file", "current": True, **_fobj(f)})
        c.ask = rng.choice(A.TYPED_FOR_QUESTION if ask["kind"] == "embedded_q" else A.TYPED_FOR_DO)
        c.label, c.kind, c.lang = ask["label"], ask["kind"], ask["lang"]
    elif shape == "first_slash":
        cmd = rng.choice(sorted(fam.slash))
        c.kind = "slash_" + cmd.strip("/")
        if cmd == "/dev":
            ask = pick_ask(rng, A.pool(label=LONG, needs=("none",)))
            c.slash, c.label, c.lang = (cmd, ask["text"]), LONG, ask["lang"]
            c.atts, _, _, _ = attach_for(rng, c.ws, None, fam)
        elif cmd == "/generate":
            ask = pick_ask(rng, A.pool(needs=("none",)))
            c.slash, c.label, c.lang = (cmd, ask["text"]), ask["label"], ask["lang"]
        elif cmd == "/commit":
            f = C.make_file(rng, c.ws["lang"], size_choice(rng), c.ws)
            c.atts = [{"type": "diff", "text": C.make_diff(rng, f)}]
            c.slash, c.label = (cmd, ""), SINGLE
        else:
            f, sel = _ensure_file_sel(rng, c, need_fn=rng.random() < 0.7)
            c.atts = [{"type": "selection", **{k: sel[k] for k in ("path", "lang", "start", "end", "text")}}]
            if cmd in ("/review",):
                c.atts = [{"type": "file", "current": True, **_fobj(f)}]
            if rng.random() < 0.2:
                c.atts.append({"type": "diag", "items": C.make_diagnostics(rng, c.ws, f, n=2)})
            c.slash, c.label = (cmd, rng.choice(SLASH_ARGS)), SINGLE
            c.lang = guess_lang(c.slash[1]) if c.slash[1] else "en"
        c.ask = (c.slash[0] + " " + c.slash[1]).strip()
    elif shape == "inline_edit":
        ask = pick_ask(rng, A.pool(label=SINGLE, needs=("sel", "fn"),
                                   kind=("rewrite", "inline", "optimize", "typehints", "error_handling", "logging",
                                         "fix_given", "docstring", "comment", "rename", "translate")))
        f, sel = _ensure_file_sel(rng, c, need_fn=True)
        c.atts = [{"type": "selection", **{k: sel[k] for k in ("path", "lang", "start", "end", "text")}}]
        c.ask = fill_text(ask["text"], {"fn": sel["fn"]})
        c.label, c.kind, c.lang = SINGLE, "inline_" + ask["kind"], ask["lang"]
    elif shape == "followup":
        first = pick_ask(rng, A.POOL)
        c.atts, fill, c.file, c.sel = attach_for(rng, c.ws, first, fam)
        code = c.sel["text"] if c.sel else "def helper(items):\n    return sorted(set(items))"
        c.history = [(fill_text(first["text"], fill), rng.choice(A.ASSISTANT_REPLIES).replace("{code}", code))]
        if rng.random() < 0.3:
            mid = pick_ask(rng, A.pool(label=SINGLE, needs=("none",)))
            c.history.append((mid["text"], rng.choice(A.ASSISTANT_REPLIES).replace("{code}", "x = 1")))
        if rng.random() < 0.5:
            ask = pick_ask(rng, A.FOLLOWUP, 0.6)
        else:
            cand = [a for a in A.POOL if a["needs"] in ("none",) or (a["needs"] in ("fn",) and c.sel)
                    or (a["needs"] == "file" and c.file)]
            ask = pick_ask(rng, cand)
        fill2 = dict(fill)
        if c.sel:
            fill2.setdefault("fn", c.sel.get("fn", "helper"))
        if c.file:
            fill2.setdefault("file", c.file["path"])
        fill2.setdefault("dir", rng.choice(c.ws["dirs"] or ["src"]))
        c.ask, c.label, c.kind, c.lang = fill_text(ask["text"], fill2), ask["label"], "followup_" + ask["kind"], ask["lang"]
    elif shape == "retry_loop":
        ask = pick_ask(rng, A.pool(kind=("rewrite", "fix_given", "inline", "error_handling", "optimize"), label=SINGLE,
                                   needs=("sel", "fn", "diag")))
        f, sel = _ensure_file_sel(rng, c)
        c.atts = [{"type": "selection", **{k: sel[k] for k in ("path", "lang", "start", "end", "text")}}]
        if rng.random() < 0.4:
            c.atts.append({"type": "file", "current": True, **_fobj(f)})
        c.task = fill_text(ask["text"], {"fn": sel["fn"]})
        c.prev_answer = "Here is the updated code:\n\n" + "```" + C.FENCE[f["lang"]] + "\n" + sel["text"].replace("100", "150") + "\n```"
        out = C.test_output(rng, c.ws, failing=True) if rng.random() < 0.6 else C.error_output(rng, c.ws)
        c.retry_text = f"{rng.choice(A.RETRY_LEADS)}\n\n```\n{out}\n```\n\n{rng.choice(A.RETRY_TAILS)}".rstrip()
        c.ask = c.retry_text
        c.label, c.kind, c.lang = LONG, "retry_after_edit", ask["lang"]
    elif shape == "midloop":
        ask = pick_ask(rng, A.pool(label=LONG) if rng.random() < 0.7 else
                       A.pool(label=SINGLE, kind=("explain", "summarize", "docstring", "tests", "review", "rewrite",
                                                  "fix_given", "complexity", "typehints"), needs=("fn", "sel", "file", "none")))
        c.atts, fill, c.file, c.sel = attach_for(rng, c.ws, ask, fam)
        c.task = fill_text(ask["text"], fill)
        allowed = set(fam.tmap) if fam.tmap else {"read", "list", "search", "run", "edit", "write", "diag"}
        c.steps = W.make_loop(rng, c.ws, allowed, rng.randint(1, 7), ask["label"])
        if rng.random() < 0.25:
            c.nudge = rng.choice(A.NUDGES)
        c.ask = c.nudge or c.task
        c.label, c.kind, c.lang = LONG, "midloop", ask["lang"]
    elif shape in ("side_compact", "side_summary"):
        ask = pick_ask(rng, A.POOL)
        c.atts, fill, c.file, c.sel = attach_for(rng, c.ws, ask, fam)
        c.task = fill_text(ask["text"], fill)
        allowed = set(fam.tmap) if fam.tmap else {"read", "list", "search", "run", "edit", "write", "diag"}
        c.steps = W.make_loop(rng, c.ws, allowed, rng.randint(2, 8), LONG)
        c.ask = c.task
        c.label, c.kind, c.lang = SINGLE, "compaction" if shape == "side_compact" else "history_summary", ask["lang"]
    elif shape == "side_title":
        ask = pick_ask(rng, A.POOL)
        c.atts, fill, c.file, c.sel = attach_for(rng, c.ws, ask, fam)
        c.task = fill_text(ask["text"], fill)
        c.ask = c.task
        c.label, c.kind, c.lang = SINGLE, "title", ask["lang"]
    elif shape == "side_enhance":
        ask = pick_ask(rng, A.POOL)
        c.task = fill_text(ask["text"], {"fn": "process_batch", "file": "src/app/main.py", "dir": "src/app"})
        c.ask = c.task
        c.label, c.kind, c.lang = SINGLE, "prompt_enhance", ask["lang"]
    elif shape == "side_commit":
        f = C.make_file(rng, c.ws["lang"], size_choice(rng), c.ws)
        c.diff = C.make_diff(rng, f)
        if rng.random() < 0.4:
            g = C.make_file(rng, c.ws["lang"], 2000, c.ws)
            c.diff += "\n" + C.make_diff(rng, g)
        c.recent_commits = rng.sample(["fix: handle empty payloads in importer", "feat(api): add cursor pagination",
                                       "chore: bump deps", "refactor: split billing service", "test: cover retry backoff",
                                       "docs: update README setup steps", "Fix flaky scheduler test",
                                       "Add CSV export endpoint"], 4)
        c.ask = c.diff
        c.label, c.kind, c.lang = SINGLE, "commit_message", "en"
    elif shape == "fim":
        f, sel = _ensure_file_sel(rng, c)
        if rng.random() < 0.5:
            c.extra_file = C.make_file(rng, c.ws["lang"], 800, c.ws)
        c.ask = ""
        c.label, c.kind, c.lang = SINGLE, "fim", "en"
    else:
        raise ValueError(shape)
    return c


def setup_supplied(rng, fam, ask_text, label):
    shape = rng.choice(fam.ask_shapes)
    c = new_ctx(rng, fam, shape)
    if shape == "inline_edit":
        f, sel = _ensure_file_sel(rng, c)
        c.atts = [{"type": "selection", **{k: sel[k] for k in ("path", "lang", "start", "end", "text")}}]
    else:
        c.atts, _, c.file, c.sel = attach_for(rng, c.ws, None, fam)
    c.ask, c.label, c.kind, c.lang = ask_text, label, "supplied", guess_lang(ask_text)
    return c


def pick_shape(rng, fam):
    shapes = sorted(fam.shapes)
    return rng.choices(shapes, [fam.shapes[s] for s in shapes])[0]


def generate(n, seed, asks=None):
    rng = random.Random(seed)
    order = list(FAMILIES)
    rng.shuffle(order)
    asks = list(asks) if asks is not None else None
    for i in range(n):
        fam = order[i % len(order)] if i < len(order) else rng.choice(FAMILIES)
        if asks is None:
            shape = pick_shape(rng, fam)
            c = setup_own(rng, fam, shape)
        else:
            text, label = asks[rng.randrange(len(asks))]
            c = setup_supplied(rng, fam, text, label)
        endpoint, headers, body = fam.build(c)
        yield {"id": f"editors_b-{seed}-{i:06d}", "family": fam.name, "shape": c.shape, "endpoint": endpoint,
               "headers": headers, "body": body, "label": c.label, "kind": c.kind, "lang": c.lang}


__all__ = ["generate", "FAMILY_NAMES"]
