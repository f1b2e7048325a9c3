#!/usr/bin/env python3
"""Build asks.jsonl.gz from the hand-written lists. Python 3.11 standard library only, deterministic."""
import gzip
import json
import os
import random
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "lists"))
sys.path.insert(0, os.path.join(HERE, "lists", "banks"))

import issues_en, issues_intl, lang as L, functions, tickets, questions  # noqa: E402
from traces import TRACES  # noqa: E402
from envs import ENVS  # noqa: E402
from ci import CI  # noqa: E402

SEED = 1423
TARGET = 1500
OUT = os.path.join(HERE, "asks.jsonl.gz")

rng = random.Random(SEED)
records = []
seen = set()


def add(ask, label, lang, kind, context=None, history=None, pair=None):
    key = (ask, context, json.dumps(history, ensure_ascii=False) if history else None)
    if key in seen:
        return False
    seen.add(key)
    records.append(dict(ask=ask, label=label, lang=lang, kind=kind, context=context, history=history, pair=pair))
    return True


def fence(text, cl=""):
    return f"```{cl}\n{text}\n```"


def num():
    return rng.randint(14, 6999)


# ------------------------------------------------------------------ issue renderers
def r_gh(it, h):
    parts = [f"## {it['title']}", "", f"**{h['bug']}**", it["desc"], "", f"**{h['steps']}**"]
    parts += [f"{i}. {s}" for i, s in enumerate(it["steps"], 1)]
    if it["code"]:
        parts += ["", fence(it["code"], it["cl"])]
    parts += ["", f"**{h['expected']}**", it["expected"], "", f"**{h['actual']}**", it["actual"]]
    if it["trace"]:
        parts += ["", fence(TRACES[it["trace"]]["text"])]
    parts += ["", f"**{h['shots']}**", h["none"], "", f"**{h['env']}**", ENVS[it["env"]]]
    return "\n".join(parts)


def r_form(it, h):
    parts = [f"### {h['bug']}", "", it["desc"], "", f"### {h['repro']}", ""]
    parts += [f"{i}. {s}" for i, s in enumerate(it["steps"], 1)]
    if it["code"]:
        parts += ["", fence(it["code"], it["cl"])]
    parts += ["", f"### {h['exp_res']}", "", it["expected"], "", f"### {h['act_res']}", "", it["actual"]]
    if it["trace"]:
        parts += ["", fence(TRACES[it["trace"]]["text"], "pytb" if TRACES[it["trace"]]["plat"] == "python" else "")]
    parts += ["", f"### {h['versions']}", "", fence(ENVS[it["env"]])]
    return "\n".join(parts)


def r_tried(it, h):
    if it["code"]:
        parts = [f"# {it['title']}", "", h["tried"], "", fence(it["code"], it["cl"])]
    else:
        parts = [f"# {it['title']}", "", it["desc"], "", f"**{h['steps']}**"] + [f"{i}. {s}" for i, s in enumerate(it["steps"], 1)]
    parts += ["", h["see"], it["expected"], "", h["instead"], it["actual"]]
    if it["trace"]:
        parts += ["", fence(TRACES[it["trace"]]["text"])]
    parts += ["", "### Meta", "", fence(ENVS[it["env"]])]
    return "\n".join(parts)


def r_jira(it, h):
    key = f"{it['area'][:4].upper()}-{num()}"
    prio = rng.choice(["Major", "Critical", "Minor", "High", "Medium"])
    parts = [f"{key}: {it['title']}", f"Type: Bug | Priority: {prio} | Component: {it['area']} | Sprint: {rng.choice(['24.11', '24.12', 'Q3-W2', 'Backlog'])}", "",
             f"h3. {h['desc']}", it["desc"], "", f"h3. {h['steps']}"]
    parts += [f"# {s}" for s in it["steps"]]
    if it["code"]:
        parts += ["{code}", it["code"], "{code}"]
    parts += ["", f"*{h['expected']}:* {it['expected']}", f"*{h['actual']}:* {it['actual']}"]
    if it["trace"]:
        parts += ["{noformat}", TRACES[it["trace"]]["text"], "{noformat}"]
    parts += ["", f"h3. {h['ac']}", f"* {it['expected']}", "* " + ("Regression test added" if it["lang"] == "en" else "Test ✔")]
    return "\n".join(parts)


def r_linear(it, h):
    team = rng.choice(["ENG", "CORE", "WEB", "PLAT", "APP"])
    parts = [f"{team}-{num()} {it['title']}", "", it["desc"], "", f"**{h['steps']}**"]
    parts += [f"- {s}" for s in it["steps"]]
    if it["code"]:
        parts += ["", fence(it["code"], it["cl"])]
    parts += ["", f"**{h['expected']}:** {it['expected']}", f"**{h['actual']}:** {it['actual']}"]
    if it["trace"]:
        parts += ["", fence(TRACES[it["trace"]]["text"])]
    parts += ["", f"Priority: {rng.choice(['Urgent', 'High', 'Medium'])} · Labels: Bug, {it['area']} · Cycle {rng.randint(20, 60)}"]
    return "\n".join(parts)


def r_prose(it, h):
    steps = " → ".join(it["steps"])
    s = f"{it['title']}\n\n{it['desc']}\n\n{steps}\n\n{h['expected']}: {it['expected']}\n{h['actual']}: {it['actual']}"
    if it["code"]:
        s += "\n\n" + fence(it["code"], it["cl"])
    if it["trace"]:
        s += "\n\n" + TRACES[it["trace"]]["text"]
    if rng.random() < 0.5:
        s += "\n\n" + ", ".join(x.lstrip("- ").strip() for x in ENVS[it["env"]].splitlines() if x.strip())
    return s


RENDER = dict(gh=r_gh, form=r_form, tried=r_tried, jira=r_jira, linear=r_linear, prose=r_prose)
SHAPES = list(RENDER)


def culprit(trace):
    m = re.findall(r'File "([^"]+)", line (\d+), in (\w+)', trace)
    if m:
        f, ln, fn = m[-1] if "site-packages" not in m[-1][0] else m[0]
        return f"{fn} ({f}:{ln})"
    m = re.search(r"at ([\w.$<>]+)\(([\w.]+:\d+)\)", trace)
    if m:
        return f"{m.group(1)} ({m.group(2)})"
    m = re.search(r"(/[\w/.-]+\.(?:go|rs|cs|php|rb|swift|kt|ts|jsx?)):?(\d+)?", trace)
    return m.group(1) if m else "unknown"


def r_sentry(tid, area="api"):
    t = TRACES[tid]
    ev, us = rng.randint(12, 9000), rng.randint(3, 1500)
    rel = rng.choice(["web@2024.05.14-3", "api@1.42.0", "backend@8c41f2e", "mobile@3.8.0+412", "worker@2.19.1"])
    proj = rng.choice(["backend", "web-app", "api-prod", "worker", "mobile-android", "storefront"])
    style = rng.randrange(3)
    if style == 0:
        return (f"🔴 New issue in {proj} (production)\n\n{t['exc']}\n{culprit(t['text'])}\n\n"
                f"Events: {ev} · Users affected: {us} · First seen: {rng.choice(['14 minutes ago', '2 hours ago', 'yesterday'])} · Release: {rel}\n\n"
                f"{fence(t['text'])}\n\nplatform: {t['plat']} · area: {area}")
    if style == 1:
        sid = f"{proj.upper().replace('-', '')[:6]}-{rng.randint(100, 9999):X}"
        return (f"Sentry alert: issue {sid} is escalating\n{t['exc']}\nin {culprit(t['text'])}\n"
                f"{ev} events in the last hour, {us} users\nenvironment: production | release: {rel}\n\n"
                f"Stack trace\n-----------\n{t['text']}")
    return (f"[{proj}] {t['exc']}\n\nIssue: https://sentry.example.com/organizations/acme/issues/{rng.randint(100000, 999999)}/\n"
            f"Regression: this issue was marked resolved in {rel.split('@')[0]}@{rng.randint(1, 9)}.{rng.randint(0, 40)}.0 and reappeared.\n"
            f"Seen {ev} times by {us} users.\n\n{t['text']}")


def fill(tpl, **kw):
    out = tpl
    for k, v in kw.items():
        out = out.replace("{" + k + "}", str(v))
    return out


def split_ctx(tpl):
    """Return the instruction alone if {issue} sits at the start or end of the wrapper, else None."""
    if tpl.strip() == "{issue}":
        return None
    if tpl.startswith("{issue}") or tpl.endswith("{issue}"):
        if "<issue>" in tpl or "---" in tpl:
            return None
        return tpl.replace("{issue}", "").strip()
    return None


def emit(tpl, text, label, lang, kind, pair=None, ctx_p=0.2, **kw):
    instr = split_ctx(tpl)
    if instr and rng.random() < ctx_p:
        return add(fill(instr, **kw), label, lang, kind, context=text, pair=pair)
    return add(fill(tpl, issue=text, **kw), label, lang, kind, pair=pair)


SINGLE_KIND = dict(summarize="summarize_issue", title="title_for_issue", triage="triage_label", translate="translate_issue",
                   rewrite="rewrite_issue", missing="missing_info", reply="reply_to_reporter", severity="severity_estimate",
                   jira="convert_to_jira", explain="explain_issue")
pair_counter = [0]


def new_pair(prefix):
    pair_counter[0] += 1
    return f"{prefix}-{pair_counter[0]:04d}"


def single_task(lang, it_lang, avoid=()):
    """Pick (wrapper_lang, task, template) for a single-step side task on an issue."""
    wl = lang
    if it_lang != "en" and rng.random() < 0.3:
        wl = "en"
    tasks = [t for t in L.SINGLE[wl] if t not in avoid] or list(L.SINGLE[wl])
    task = rng.choice(tasks)
    tpl = rng.choice(L.SINGLE[wl][task])
    return wl, task, tpl


def single_kw(task, it_lang, wl):
    kw = dict(labels=rng.choice(L.LABEL_SETS))
    if task == "translate":
        kw["lang_name"] = "English" if it_lang != "en" else rng.choice(L.TRANSLATE_TARGETS)
    return kw


def long_tpl(lang, allow_bare=True):
    wl = lang
    if lang != "en" and rng.random() < 0.2:
        wl = "en"
    opts = L.LONG[wl] if allow_bare else [t for t in L.LONG[wl] if t.strip() != "{issue}"]
    return rng.choice(opts)


# ------------------------------------------------------------------ 1. bug reports
ALL_ISSUES = issues_en.ISSUES + issues_intl.ISSUES
for it in ALL_ISSUES:
    lg = it["lang"]
    h = L.HEAD[lg]
    shapes = rng.sample(SHAPES, 4)
    texts = [RENDER[s](it, h) for s in shapes]
    used = []
    # (a) minimal pair on the same rendered text (about half of the issues)
    if rng.random() < 0.45:
        p = new_pair("bug")
        tl = long_tpl(lg, allow_bare=rng.random() < 0.5)
        emit(tl, texts[0], "long_horizon", lg, f"bug_report_{shapes[0]}", pair=p, n=num())
        wl, task, ts = single_task(lg, lg, avoid=("jira",) if shapes[0] == "jira" else ())
        emit(ts, texts[0], "single_step", lg, SINGLE_KIND[task], pair=p, **single_kw(task, lg, wl))
        used.append(task)
    else:
        emit(long_tpl(lg), texts[0], "long_horizon", lg, f"bug_report_{shapes[0]}", n=num())
    # (b) more long envelopes (bare paste, wrapper, other shape)
    emit(long_tpl(lg), texts[1], "long_horizon", lg, f"bug_report_{shapes[1]}", n=num())
    emit(long_tpl(lg), texts[2], "long_horizon", lg, f"bug_report_{shapes[2]}", n=num())
    if lg == "en":
        emit(long_tpl(lg), texts[3], "long_horizon", lg, f"bug_report_{shapes[3]}", n=num())
    # (c) single side tasks on other renderings
    n_single = 4 if lg == "en" else 3
    for k in range(n_single):
        if lg != "en" and k == 2 and rng.random() < 0.5:
            break
        wl2, task2, ts2 = single_task(lg, lg, avoid=tuple(used) + (("jira",) if shapes[1 + k % 3] == "jira" else ()))
        used.append(task2)
        emit(ts2, texts[1 + k % 3], "single_step", lg, SINGLE_KIND[task2], **single_kw(task2, lg, wl2))
    # (d) sentry alert built from the same trace
    if it["trace"] and rng.random() < 0.7:
        alert = r_sentry(it["trace"], it["area"])
        p2 = new_pair("sentry") if rng.random() < 0.4 else None
        emit(rng.choice(questions.SENTRY_LONG), alert, "long_horizon", "en", "sentry_alert_fix", pair=p2, ctx_p=0, alert=alert)
        if p2 or rng.random() < 0.7:
            emit(rng.choice(questions.SENTRY_SINGLE), alert, "single_step", "en", "explain_sentry_alert", pair=p2, ctx_p=0, alert=alert)

# several issues at once: duplicate check / prioritisation (single) vs fix them all (long)
def brief(it):
    return f"**{it['title']}**\n{it['desc']}"
DUPES = {i: j for i, j in [("es_paginacion", "pag_dup"), ("de_export_trenner", "csv_semicolon"), ("zh_分页", "pag_dup"),
         ("ja_リマインダー", "tz_reminder"), ("fr_reset_mdp", "nn_password_reset"), ("pt_email_mais", "email_plus"),
         ("ru_рекурсия", "category_recursion"), ("ko_로그인", "login_loop"), ("de_cache", "cache_never_expires"),
         ("it_ordinamento", "sort_nulls"), ("tr_rapor_sifir", "nn_report_zero"), ("nl_zoeken", "search_accents"),
         ("vi_tai_len", "nn_upload_big"), ("uk_кеш", "cache_never_expires"), ("pl_odmiana", "i18n_plural"), ("zh_pdf字体", "nn_pdf_font")]}
EN_BY_ID = {i["id"]: i for i in issues_en.ISSUES}
for it in issues_intl.ISSUES:
    if it["id"] in DUPES:
        other = EN_BY_ID[DUPES[it["id"]]]
        a, b = brief(it), brief(other)
        add(f"Are these two issues duplicates? Answer yes/no and explain briefly.\n\nIssue A:\n{a}\n\nIssue B:\n{b}",
            "single_step", "en", "duplicate_check")
for _ in range(30):
    trio = rng.sample(issues_en.ISSUES, 3)
    text = "\n\n".join(f"{i + 1}. {brief(x)}" for i, x in enumerate(trio))
    p = new_pair("batch") if rng.random() < 0.4 else None
    add(rng.choice(["Here are three bugs from this sprint. Rank them by user impact, one line each:\n\n",
                    "Which of these should we fix first and why? Keep it short.\n\n",
                    "Group these issues by likely component:\n\n"]) + text, "single_step", "en", "prioritise_issues", pair=p)
    if p or rng.random() < 0.5:
        add(rng.choice(["Fix all three of these, one commit each:\n\n", "These are assigned to me this sprint, work through them in the repo:\n\n",
                        "Please resolve these issues:\n\n"]) + text, "long_horizon", "en", "multi_issue_fix", pair=p)

# fix language of sentry records whose wrapper is not English
_SENTRY_LANG = {"Este alerta": "es", "Sentry 报了": "zh", "Sentryでこの": "ja", "Sentry meldet": "de"}
for r in records:
    if r["kind"] == "sentry_alert_fix":
        for pre, lg in _SENTRY_LANG.items():
            if r["ask"].startswith(pre):
                r["lang"] = lg

# ------------------------------------------------------------------ 2. follow-ups with history (no tool results)
for it in rng.sample(issues_en.ISSUES, 22) + rng.sample(issues_intl.ISSUES, 14):
    lg = it["lang"]
    h = L.HEAD[lg]
    text = RENDER[rng.choice(SHAPES)](it, h)
    summary = f"{it['title']}. {it['desc']}\n\n{h['expected']}: {it['expected']}\n{h['actual']}: {it['actual']}"
    hist = [dict(role="user", content=questions.FOLLOW_OPEN[lg].replace("{issue}", text)),
            dict(role="assistant", content=summary)]
    p = new_pair("follow") if rng.random() < 0.6 else None
    add(rng.choice(questions.FOLLOW_LONG[lg]), "long_horizon", lg, "followup_fix", history=hist, pair=p)
    add(rng.choice(questions.FOLLOW_SINGLE[lg]), "single_step", lg, "followup_side_task", history=hist, pair=p)

# history where the assistant already fixed something; a side ask (PR description) vs a new repo task
DONE_REPLIES = ["Done. The root cause was in the query ordering; I added a stable secondary sort on id and a regression test covering equal timestamps.",
                "Fixed: the handler now checks for a missing value before indexing, and there is a new test for the empty case. All tests pass.",
                "I changed the retry policy so 4xx responses are not retried, added a test, and updated the changelog."]
for it in rng.sample(issues_en.ISSUES, 16):
    text = RENDER[rng.choice(SHAPES)](it, L.HEAD["en"])
    hist = [dict(role="user", content="fix this\n\n" + text), dict(role="assistant", content=rng.choice(DONE_REPLIES))]
    p = new_pair("follow")
    add(rng.choice(["write the PR description for that", "give me a commit message for this fix", "write a short changelog line for it"]),
        "single_step", "en", "followup_side_task", history=hist, pair=p)
    add(rng.choice(["the same thing happens in the admin export, fix that too", "now do the same for the mobile API endpoints",
                    "CI still fails on the integration job, look into it"]), "long_horizon", "en", "followup_fix", history=hist, pair=p)

# ------------------------------------------------------------------ 3. self-contained functions
for fn in functions.FUNCS:
    cb = fence(fn["code"], fn["cl"])
    kw = dict(desc=fn["desc"], code_block=cb, fail=fn["fail"], path=fn["path"])
    p = new_pair("func") if rng.random() < 0.6 else None
    add(fill(functions.FN_SINGLE["en"][2], **kw), "single_step", "en", "fix_given_function", pair=p)
    add(fill(rng.choice(functions.FN_LONG["en"][:2]), **kw), "long_horizon", "en", "fix_function_across_repo", pair=p)
    for t in rng.sample([0, 1, 3, 4], 2):
        add(fill(functions.FN_SINGLE["en"][t], **kw), "single_step", "en",
            {0: "fix_given_function", 1: "fix_given_function", 3: "repro_test_given_function", 4: "my_bug_or_library"}[t])
    lg = rng.choice([k for k in functions.FN_SINGLE if k != "en"])
    tpl = rng.choice(functions.FN_SINGLE[lg])
    add(fill(tpl, **kw), "single_step", lg, "repro_test_given_function" if ("test" in tpl.lower() or "テスト" in tpl or "测试" in tpl) else "fix_given_function")
    if rng.random() < 0.7:
        lg2 = rng.choice([k for k in functions.FN_LONG])
        tl = functions.FN_LONG[lg2][2] if lg2 == "en" else functions.FN_LONG[lg2][0]
        add(fill(tl, **kw), "long_horizon", lg2, "fix_function_across_repo")

# ------------------------------------------------------------------ 4. tickets with a self-contained sub-question
for tk in tickets.SPEC:
    lg = tk["lang"]
    h = L.HEAD[lg]
    variants = []
    variants.append(f"{tk['key']}: {tk['title']}\n\n{h['desc']}:\n{tk['body']}\n\n{h['ac']}:\n" + "\n".join(f"- {a}" for a in tk["ac"]))
    variants.append(f"**{tk['key']} — {tk['title']}**\n\n{tk['body']}\n\n**{h['ac']}**\n" + "\n".join(f"- [ ] {a}" for a in tk["ac"]))
    sk = ("regex_from_ticket" if tk["id"].split("_")[0] in ("rx",) or "regex" in tk["id"] else
          "sql_from_ticket" if "sql" in tk["id"] else "cron_from_ticket" if "cron" in tk["id"] else "function_from_ticket")
    for i, v in enumerate(variants):
        p = new_pair("ticket")
        if rng.random() < 0.3:
            add(tk["single"], "single_step", lg, sk, context=v, pair=p)
        else:
            add(f"{v}\n\n{tk['single']}", "single_step", lg, sk, pair=p)
        add(f"{v}\n\n{tk['long']}", "long_horizon", lg, "ticket_implement", pair=p)
    add(variants[rng.randrange(2)], "long_horizon", lg, "ticket_bare")

# ------------------------------------------------------------------ 5. feature requests and user stories
for ft in tickets.FEATURES:
    lg = ft["lang"]
    fh = tickets.FEATURE_HEAD[lg]
    if ft["shape"] == "feature":
        text = f"## {fh['feat']}: {ft['title']}\n\n**{fh['problem']}**\n{ft['problem']}\n\n**{fh['proposal']}**\n{ft['proposal']}"
        if ft["alt"]:
            text += f"\n\n**{fh['alt']}**\n{ft['alt']}"
        kind = "feature_request"
    else:
        text = f"{fh['story']}: {ft['title']}\n\n{ft['problem']}\n\n{ft['proposal']}"
        kind = "user_story"
    alt_text = f"{ft['title']}\n\n{ft['problem']} {ft['proposal']}"
    p = new_pair("feat")
    emit(rng.choice([t for t in tickets.FEATURE_LONG[lg] if t != "{issue}"]), text, "long_horizon", lg, kind, pair=p)
    ssel = rng.choice(tickets.FEATURE_SINGLE[lg])
    skind = ("acceptance_criteria" if ("acceptance" in ssel.lower() or "aceptación" in ssel or "Akzeptanz" in ssel or "验收" in ssel
             or "受け入れ" in ssel or "acceptation" in ssel or "aceitação" in ssel or "인수" in ssel or "Kabul" in ssel)
             else "split_subtasks" if ("subtask" in ssel.lower() or "subtarea" in ssel or "Teilaufgaben" in ssel or "子任务" in ssel or "サブタスク" in ssel)
             else "feature_side_task")
    emit(ssel, text, "single_step", lg, skind, pair=p)
    emit("{issue}", alt_text, "long_horizon", lg, kind)
    if lg == "en":
        s2 = rng.choice([t for t in tickets.FEATURE_SINGLE["en"] if t != ssel])
        emit(s2, alt_text, "single_step", lg, "feature_side_task")
        emit(rng.choice(tickets.FEATURE_LONG["en"][1:]), alt_text, "long_horizon", lg, kind)

# ------------------------------------------------------------------ 6. tracebacks on their own
TL_LANGS = list(questions.TRACE_LONG)
for tid, t in TRACES.items():
    lg = "en" if rng.random() < 0.55 else rng.choice([k for k in TL_LANGS if k != "en"])
    p = new_pair("trace") if rng.random() < 0.5 else None
    add(fill(rng.choice(questions.TRACE_SINGLE["en"]), trace=t["text"]), "single_step", "en", "explain_traceback")
    add(fill(rng.choice(questions.TRACE_SINGLE[lg]), trace=t["text"]), "single_step", lg, "explain_traceback", pair=p)
    add(fill(rng.choice(questions.TRACE_LONG[lg]), trace=t["text"]), "long_horizon", lg, "traceback_fix_in_repo", pair=p)
    lg2 = rng.choice(list(questions.TRACE_SINGLE))
    add(fill(rng.choice(questions.TRACE_SINGLE[lg2]), trace=t["text"]), "single_step", lg2, "explain_traceback")
    lg3 = rng.choice(TL_LANGS)
    add(fill(rng.choice(questions.TRACE_LONG[lg3]), trace=t["text"]), "long_horizon", lg3, "traceback_fix_in_repo")
    if rng.random() < 0.5:
        alert = r_sentry(tid)
        add(fill(rng.choice(questions.SENTRY_LONG[:4]), alert=alert), "long_horizon", "en", "sentry_alert_fix")

# ------------------------------------------------------------------ 7. "my code or the library?"
for q in questions.LIBQ:
    lg = "en" if rng.random() < 0.5 else rng.choice([k for k in questions.LIBQ_LONG if k != "en"])
    kw = dict(cl=q["cl"], code=q["code"], err=q["err"])
    p = new_pair("libq")
    add(fill(rng.choice(questions.LIBQ_SINGLE[lg]), **kw), "single_step", lg, "my_bug_or_library", pair=p)
    add(fill(rng.choice(questions.LIBQ_LONG[lg]), **kw), "long_horizon", lg, "pattern_fix_across_repo", pair=p)
    lg2 = rng.choice(list(questions.LIBQ_SINGLE))
    add(fill(rng.choice(questions.LIBQ_SINGLE[lg2]), **kw), "single_step", lg2, "my_bug_or_library")

# ------------------------------------------------------------------ 8. bare titles and issue references
for lg, titles in questions.TITLES.items():
    for t in titles:
        n = num()
        tl = rng.choice(questions.TITLE_LONG[lg])
        kind = "issue_ref" if "#{n}" in tl and "{t}" not in tl else "issue_title"
        if "{t}" in tl and rng.random() < 0.6:
            p = new_pair("title")
            add(fill(tl, t=t, n=n), "long_horizon", lg, kind, pair=p)
            ts = rng.choice(questions.TITLE_SINGLE[lg])
            sk = ("translate_title" if any(w in ts for w in ("Tradu", "Übersetze", "翻译", "英訳", "번역", "Переведи", "Przetłumacz", "çevir",
                                                              "Vertaal", "Dịch", "Terjemahkan", "Переклади"))
                  else "branch_name" if ("branch" in ts.lower() or "Branch" in ts or "分支" in ts) else "title_side_task")
            add(fill(ts, t=t, n=n), "single_step", lg, sk, pair=p)
        else:
            add(fill(tl, t=t, n=n), "long_horizon", lg, kind)
            if lg == "en" or rng.random() < 0.3:
                add(fill(rng.choice(questions.TITLE_SINGLE[lg]), t=t, n=num()), "single_step", lg, "title_side_task")
        if lg == "en":
            tl2 = rng.choice(questions.TITLE_LONG["en"])
            add(fill(tl2, t=t, n=num()), "long_horizon", "en", "issue_ref" if "{t}" not in tl2 else "issue_title")
# a few "resolve #N" with nothing else, several languages
for tpl, lg in [("resolve #{n}", "en"), ("fix #{n}", "en"), ("#{n}", "en"), ("close out #{n} please", "en"), ("work on issue {n}", "en"),
                ("resuelve el #{n}", "es"), ("kümmer dich um #{n}", "de"), ("处理一下 #{n}", "zh"), ("#{n} お願いします", "ja"),
                ("займись #{n}", "ru"), ("regarde le ticket #{n}", "fr"), ("resolve a #{n} pra mim", "pt")]:
    for _ in range(2):
        add(fill(tpl, n=num()), "long_horizon", lg, "issue_ref")

# ------------------------------------------------------------------ 9. CI failures (long only)
CI_WRAP = {"en": ["{issue}", "{issue}\n\nmake it green", "CI is red, fix it:\n\n{issue}", "{issue}\n\nCan you figure out what broke and fix it?"],
           "es": ["{issue}"], "de": ["{issue}"], "zh": ["{issue}"], "ja": ["{issue}"], "pt": ["{issue}"], "ru": ["{issue}"], "fr": ["{issue}"]}
for c in CI:
    for tpl in rng.sample(CI_WRAP[c["lang"]], min(2, len(CI_WRAP[c["lang"]]))):
        add(fill(tpl, issue=c["text"]), "long_horizon", c["lang"], "ci_failure")


# ------------------------------------------------------------------ balance and write
NONEN_SHARE = 0.36


def balance(recs):
    """Keep every paired record, then fill each label to TARGET/2 with unpaired records, steering the non-English share."""
    paired = [r for r in recs if r["pair"]]
    out = list(paired)
    half = TARGET // 2
    nonen_total = round(NONEN_SHARE * TARGET)
    nonen_paired = sum(r["lang"] != "en" for r in paired)
    for label in ("single_step", "long_horizon"):
        pool = [r for r in recs if not r["pair"] and r["label"] == label]
        rng.shuffle(pool)
        need = half - sum(r["label"] == label for r in paired)
        ne_quota = max(0, (nonen_total - nonen_paired) // 2)
        ne = [r for r in pool if r["lang"] != "en"][:ne_quota]
        en = [r for r in pool if r["lang"] == "en"][:need - len(ne)]
        take = ne + en
        if len(take) < need:  # top up from whatever is left
            rest = [r for r in pool if r not in take]
            take += rest[:need - len(take)]
        out += take
    rng.shuffle(out)
    return out


# a pair whose other half was dropped as a duplicate is no longer a pair
_pc = {}
for r in records:
    if r["pair"]:
        _pc.setdefault(r["pair"], set()).add(r["label"])
for r in records:
    if r["pair"] and _pc[r["pair"]] != {"single_step", "long_horizon"}:
        r["pair"] = None

final = balance(records)
os.makedirs(HERE, exist_ok=True)
with open(OUT, "wb") as fh:
    with gzip.GzipFile(filename="asks.jsonl", mode="wb", fileobj=fh, mtime=0) as gz:
        for r in final:
            gz.write((json.dumps(r, ensure_ascii=False) + "\n").encode("utf-8"))
print(f"generated {len(records)} candidates, wrote {len(final)} records to {OUT}")
