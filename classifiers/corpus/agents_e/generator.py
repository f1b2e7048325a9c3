"""Drives everything from one random.Random(seed): picks a client, a shape and an ask, builds the
client-neutral conversation, renders it through the client, and labels it with labels.label()."""
import random

from . import asks as A, labels as LB, projects as P, snippets as S, trajectory as T, util
from .families import FAMILIES, shape_ok

OWN_SHAPES = [("first", 42), ("first_huge_paste", 4), ("later_plain", 9), ("later_inherit", 4), ("later_pasted_output", 3),
              ("loop_1", 7), ("loop_n", 5), ("loop_edit_test_fail", 6), ("loop_user_retry", 4), ("later_after_tools", 3),
              ("side", 20)]
SIDE_KIND = {"side_title": "title", "side_topic": "topic_detection", "side_commit": "commit_message",
             "side_summary": "history_summary", "side_compaction": "compaction", "side_memory": "memory_extraction",
             "side_next_speaker": "next_speaker"}
LOOP_SHAPES = {"loop_1", "loop_n", "loop_mid", "loop_edit_test_fail", "loop_user_retry", "later_after_tools"}


class _Families:
    """Shuffled round-robin so every family appears early and evenly."""

    def __init__(self, rng):
        self.rng, self.queue = rng, []

    def next(self):
        if not self.queue:
            self.queue = list(FAMILIES)
            self.rng.shuffle(self.queue)
        return self.queue.pop()


def new_ctx(rng, fam):
    projs = [p for p in P.PROJECTS if not (getattr(fam, "posix_only", False) and "\\" in p["root"])]
    return {"rng": rng, "proj": rng.choice(projs), "session": util.uid(rng)}


def _record(seed, idx, fam, shape, rendered, label, kind, lang):
    endpoint, headers, body = rendered
    return {"id": "agents_e-%d-%06d" % (seed, idx), "family": fam.name, "shape": shape, "endpoint": endpoint,
            "headers": headers, "body": body, "label": label, "kind": kind, "lang": lang}


def _render_ir(fam, ctx, ir):
    mapped = fam.mapped(ctx, ir)
    ctx["has_results"] = T.has_results(mapped)
    ctx["initiator"] = "agent" if mapped[-1]["t"] == "result" else "user"
    return fam.build(ctx, ir), ctx["has_results"]


def _pick_loop_ask(rng, shape, fam):
    """Loops follow repository tasks. A few one-round loops start from a self-contained question that the agent
    answered with one look-up anyway (still long_horizon by rule 1)."""
    if shape == "loop_1" and not hasattr(fam, "render_shape") and rng.random() < 0.12:
        return rng.choice([a for a in A.SINGLE_POOL if a[3] in ("tool_question", "concept_question")])
    return rng.choice(A.LONG_POOL)


def huge_paste(rng):
    instr, lang = rng.choice(A.HUGE_PASTE_ASKS)
    body = S.huge_python_file(rng, rng.choice([8000, 20000, 45000, 90000]))
    name = rng.choice(["proxy/protocol.py", "edge/helpers.py", "lib/http_utils.py"])
    if rng.random() < 0.5:
        return "%s\n\n```python %s\n%s\n```" % (instr, name, body), lang
    return "```python\n# %s\n%s\n```\n\n%s" % (name, body, instr), lang


def task_record(rng, fam, shape, seed, idx):
    ctx = new_ctx(rng, fam)
    proj = ctx["proj"]
    custom = hasattr(fam, "render_shape")
    extra = {}
    retry = inherits = False
    if shape == "first":
        ask, lbl, lang, kind = rng.choice(A.POOL)
        ir = [{"t": "user", "text": ask}]
    elif shape == "first_huge_paste":
        ask, lang = huge_paste(rng)
        lbl, kind = LB.SINGLE, "huge_paste"
        ir = [{"t": "user", "text": ask}]
    elif shape == "later_plain":
        q, a = rng.choice(A.PRIOR_QA)
        extra["prior"] = (q, a)
        ask, lbl, lang, kind = rng.choice(A.POOL)
        ir = [{"t": "user", "text": q}, {"t": "assistant", "text": a, "calls": []}, {"t": "user", "text": ask}]
    elif shape == "later_inherit":
        ask0, _, lang0, _ = rng.choice(A.CHANGE_POOL)
        clar = rng.choice(A.CLARIFY)
        ask, lang = A.followup(rng, A.INHERIT_FOLLOWUPS, lang0)
        extra.update(clarify=clar, followup=ask)
        lbl, kind, inherits = LB.LONG, "inherit_followup", True
        ir = [{"t": "user", "text": ask0}, {"t": "assistant", "text": clar, "calls": []}, {"t": "user", "text": ask}]
        ask = ask0  # the session's task, passed to custom renderers
    elif shape == "later_pasted_output":
        ask, lbl, lang0, _ = rng.choice(A.CHANGE_POOL)
        rtext, lang = A.followup(rng, A.RETRY_FOLLOWUPS, lang0)
        path, _, new = proj["edit"]
        proposal = ("Try changing `%s` like this:\n\n```\n%s\n```\n\nThen re-run `%s`." % (path, new, proj["test_cmd"]))
        pasted = rng.choice(["{r}\n\n```\n{out}\n```", "$ {cmd}\n{out}\n\n{r}", "{r}:\n{out}"]).format(
            r=rtext, out=proj["test_fail"], cmd=proj["test_cmd"])
        kind, retry = "pasted_test_output", True
        ir = [{"t": "user", "text": ask}, {"t": "assistant", "text": proposal, "calls": []}, {"t": "user", "text": pasted}]
    elif shape in ("loop_1", "loop_n", "loop_edit_test_fail"):
        ask, lbl, lang, _ = _pick_loop_ask(rng, shape, fam)
        kind = "mid_loop"
        ir = [{"t": "user", "text": ask}] + T.build(rng, proj, ask, shape)
    elif shape == "loop_user_retry":
        ask, lbl, lang0, _ = rng.choice(A.CHANGE_POOL)
        rtext, lang = A.followup(rng, A.RETRY_FOLLOWUPS, lang0)
        extra["retry"] = rtext
        kind, retry = "retry_followup", True
        ir = [{"t": "user", "text": ask}] + T.build(rng, proj, ask, shape) + [{"t": "user", "text": rtext}]
    elif shape == "later_after_tools":
        prev, _, _, _ = rng.choice(A.LONG_POOL)
        ask, lbl, lang, _ = rng.choice(A.POOL)
        extra["prev_ask"] = prev
        kind = "new_ask_after_tools"
        ir = [{"t": "user", "text": prev}] + T.build(rng, proj, prev, shape) + [{"t": "user", "text": ask}]
    else:
        raise ValueError(shape)

    if custom:
        rendered = fam.render_shape(ctx, "first" if shape == "first_huge_paste" else shape, ask, extra)
        has = shape in LOOP_SHAPES
    else:
        rendered, has = _render_ir(fam, ctx, ir)
        if shape in LOOP_SHAPES and not has:
            raise AssertionError("loop without tool results for %s" % fam.name)
    label = LB.label(shape, lbl, has, retry_turn=retry, inherits_long=inherits)
    return _record(seed, idx, fam, shape, rendered, label, kind, lang)


def side_record(rng, fam, side, seed, idx):
    ctx = new_ctx(rng, fam)
    proj = ctx["proj"]
    has = False
    if side in ("side_title", "side_topic"):
        ask, _, lang, _ = rng.choice(A.POOL)
        ir = [{"t": "user", "text": ask}]
    elif side == "side_commit":
        ask, _, lang, _ = rng.choice(A.LONG_POOL)
        ir = [{"t": "user", "text": ask}]
    elif side in ("side_summary", "side_compaction"):
        ask, _, lang, _ = rng.choice(A.LONG_POOL)
        ir = [{"t": "user", "text": ask}] + T.build(rng, proj, ask, rng.choice(["loop_n", "loop_edit_test_fail"]))
        has = True
    elif side == "side_memory":
        (q1, a1), (q2, a2) = rng.sample(A.PRIOR_QA, 2)
        lang = "en"
        ir = [{"t": "user", "text": q1}, {"t": "assistant", "text": a1, "calls": []},
              {"t": "user", "text": q2}, {"t": "assistant", "text": a2, "calls": []}]
    elif side == "side_next_speaker":
        if rng.random() < 0.5:
            ask, _, lang, _ = rng.choice(A.LONG_POOL)
            ir = [{"t": "user", "text": ask}] + T.build(rng, proj, ask, "loop_user_retry")
            has = True
        else:
            q, a = rng.choice(A.PRIOR_QA)
            lang = "en"
            ir = [{"t": "user", "text": q}, {"t": "assistant", "text": a, "calls": []}]
    else:
        raise ValueError(side)
    if has and not hasattr(fam, "render_shape"):
        ctx["has_results"] = T.has_results(fam.mapped(ctx, ir))
        has = ctx["has_results"]
    rendered = fam.side(ctx, side, ir)
    label = LB.label(side, None, has)
    return _record(seed, idx, fam, side, rendered, label, SIDE_KIND[side], lang)


def _round_prefix(ir, k):
    """The first user message plus the first k tool rounds (assistant calls and their results)."""
    out, seen = [ir[0]], 0
    for e in ir[1:]:
        if e["t"] == "assistant" and e["calls"]:
            seen += 1
            if seen > k:
                break
        out.append(e)
    return out


def series_records(rng, fam, seed, idx0, room):
    """One task followed across turns of one session: first turn, after 1 round, mid-way, after ~10 rounds,
    after the user says it did not work."""
    ctx = new_ctx(rng, fam)
    proj = ctx["proj"]
    ask, lbl, lang, kind = rng.choice(A.CHANGE_POOL)
    rtext, rlang = A.followup(rng, A.RETRY_FOLLOWUPS, lang)
    out = []
    if hasattr(fam, "render_shape"):
        plan = [("first", {}), ("loop_1", {}), ("loop_edit_test_fail", {}), ("loop_n", {}), ("loop_user_retry", {"retry": rtext})]
        for shape, extra in plan[:room]:
            r = fam.render_shape(ctx, shape, ask, extra)
            lab = LB.label(shape, lbl, shape != "first", retry_turn=shape == "loop_user_retry")
            out.append(_record(seed, idx0 + len(out), fam, shape, r, lab, kind if shape == "first" else
                               ("retry_followup" if shape == "loop_user_retry" else "mid_loop"), rlang if shape == "loop_user_retry" else lang))
        return out
    full = fam.mapped(ctx, [{"t": "user", "text": ask}] + T.build(rng, proj, ask, "loop_n"))
    done = {"t": "assistant", "calls": [], "text": rng.choice(T.DONE_TEXTS).format(path=proj["edit"][0], test=proj["test_cmd"])}
    plan = [("first", full[:1]), ("loop_1", _round_prefix(full, 1)), ("loop_mid", _round_prefix(full, rng.randint(3, 6))),
            ("loop_n", full)]
    if fam.name not in ("swe_agent", "mini_swe_agent"):
        plan.append(("loop_user_retry", full + [done, {"t": "user", "text": rtext}]))
    for shape, ir in plan[:room]:
        r, has = _render_ir(fam, ctx, ir)
        if shape != "first" and not has:
            raise AssertionError("series turn without tool results for %s" % fam.name)
        lab = LB.label(shape, lbl, has, retry_turn=shape == "loop_user_retry")
        k = kind if shape == "first" else ("retry_followup" if shape == "loop_user_retry" else "mid_loop")
        out.append(_record(seed, idx0 + len(out), fam, shape, r, lab, k, rlang if shape == "loop_user_retry" else lang))
    return out


def supplied_record(rng, fam, asks, seed, idx):
    ask, lbl = rng.choice(asks)
    ctx = new_ctx(rng, fam)
    ir = [{"t": "user", "text": ask}]
    if hasattr(fam, "render_shape"):
        rendered = fam.render_shape(ctx, "first", ask, {})
    else:
        rendered, has = _render_ir(fam, ctx, ir)
    return _record(seed, idx, fam, "first", rendered, lbl, "supplied", "unknown")


def generate(n, seed, asks=None):
    rng = random.Random(seed)
    fams = _Families(rng)
    idx = 0
    asks = list(asks) if asks else None
    while idx < n:
        fam = fams.next()
        if asks:
            yield supplied_record(rng, fam, asks, seed, idx)
            idx += 1
            continue
        if rng.random() < 0.03:
            for rec in series_records(rng, fam, seed, idx, n - idx):
                yield rec
                idx += 1
            continue
        shape = util.weighted(rng, OWN_SHAPES)
        if shape == "side":
            if fam.sides:
                yield side_record(rng, fam, rng.choice(fam.sides), seed, idx)
                idx += 1
                continue
            shape = "first"
        if not shape_ok(fam, shape):
            shape = "first"
        yield task_record(rng, fam, shape, seed, idx)
        idx += 1
