"""Shape builders: first turns, loop turns, nudges, retry turns, side calls, follow-ups, completions."""
from __future__ import annotations

import json

from . import families as F
from . import prose as P
from . import traj as T
from . import vocab as V
from . import wire as W

SINGLE, LONG = "single_step", "long_horizon"
# A new ask after FINISHED tool turns still carries those tool results; the clients' notes rule 1 makes it long.
# The brief suggests single for a self-contained question there; flip this to SINGLE to follow the brief instead
# (records are tagged kind="followup_after_tools").
FOLLOWUP_AFTER_TOOLS_LABEL = LONG


def guess_lang(text):
    """Tiny script/keyword based guess for externally supplied asks."""
    for ch in text:
        o = ord(ch)
        if 0xAC00 <= o <= 0xD7AF:
            return "ko"
        if 0x3040 <= o <= 0x30FF:
            return "ja"
    for ch in text:
        o = ord(ch)
        if 0x4E00 <= o <= 0x9FFF:
            return "zh"
        if 0x0400 <= o <= 0x04FF:
            return "ru"
    low = " " + text.lower() + " "
    for lang, words in (("es", [" el ", " los ", " qué ", " por favor", " arregla", " añade"]), ("fr", [" le ", " les ", " est ", " une ", " pour "]),
                        ("de", [" der ", " die ", " und ", " nicht ", " bitte "]), ("pt", [" você ", " não ", " pra ", " esse "]),
                        ("it", [" il ", " della ", " questo ", " perché "]), ("nl", [" het ", " een ", " niet ", " voor "]),
                        ("pl", [" nie ", " się ", " jest "]), ("tr", [" bir ", " için ", " ve "])):
        if sum(w in low for w in words) >= 2:
            return lang
    return "en"


FEWSHOT = [
    ("What is 17 * 23?", "calculator", "17 * 23", "391", "391"),
    ("How many files are in the docs folder?", "list_dir", "docs", "index.md\nusage.md\napi.md", "3"),
    ("Who maintains the billing module?", "read_file", "CODEOWNERS", "/billing/ @pay-team", "@pay-team"),
    ("¿Cuál es la capital de Perú?", "buscar", "capital de Perú", "Lima", "Lima"),
]


def fewshot_block(g, labels=("Observation:", "Action:", "Action Input:", "Thought:")):
    r = g.random()
    if r < 0.35:
        return P.react_format_description(g, ["read_file", "run", "search"], V.pick(g, ["bash", "xml", "json", "react"])) + "\n\nTask:\n"
    obs, act, inp, th = labels
    q, tool, arg, res, ans = V.pick(g, FEWSHOT)
    return (f"Here is an example of the format (a made-up task):\n\nQuestion: {q}\n{th} I should use {tool}.\n{act} {tool}\n{inp} {arg}\n{obs} {res}\n"
            f"{th} I now know the final answer.\nFinal Answer: {ans}\n\nNow the real task.\n\n")


class Ctx:
    def __init__(self, g, fam, ask_source):
        self.g = g
        self.fam = fam
        self.proj = V.project(g)
        self.env = F.env_info(g, self.proj)
        self.env["proj"] = self.proj
        self.env["session"] = W.uuid4(g)
        self.ask_source = ask_source


def draw_ask(c, label=None, for_task=False):
    """Pick an ask; label None = any. Returns dict(ask, label, lang, kind, context)."""
    g = c.g
    src = c.ask_source
    if label is None:
        label = SINGLE if g.random() < 0.5 else LONG
    if not src[label]:
        label = SINGLE if label == LONG else LONG
    # keep "has pasted content" from predicting the label: draw context-carrying asks at similar rates
    want_ctx = g.random() < (0.55 if label == SINGLE else 0.38)
    lst = src.get((label, want_ctx)) or src[label]
    a = lst[g.randrange(len(lst))]
    adopt_project(c, a)
    return a


def adopt_project(c, a):
    """Keep the workspace coherent with the ask (same language / same test command)."""
    if c.env.get("adopted"):
        return
    c.env["adopted"] = True
    g = c.g
    cands = [p for p in V.PROJECTS if p[3] in a["ask"]]
    if not cands and a.get("plang"):
        cands = [p for p in V.PROJECTS if p[1] == a["plang"]]
    if not cands:
        return
    new = cands[g.randrange(len(cands))]
    old = c.proj
    c.proj = new
    c.env["proj"] = new
    c.env["cwd"] = c.env["cwd"].replace(old[0], new[0])


def sys_conv(c):
    return [("system", c.fam.system(c.g, c.env))]


def first_conv(c, a, with_fewshot=False):
    g, fam, env = c.g, c.fam, c.env
    conv = sys_conv(c)
    ask = a["ask"]
    ctx = a.get("context")
    user = fam.wrap_first(g, env, ask, ctx)
    if with_fewshot and isinstance(user, str):
        user = fewshot_block(g) + user
    conv.append(("user", user))
    return conv


def rounds_for(c, n=None, ops=None, budget=None):
    g, fam = c.g, c.fam
    par = getattr(fam, "parallel_p", 0.0) if not c.env.get("legacy") else 0.0
    if isinstance(fam, F.HermesText):
        par = 0.3
    return T.build(g, c.proj, n or T.n_rounds(g), parallel_p=par, ops=ops, budget=budget)


def render(c, conv, purpose):
    ep, body = c.fam.render(c.g, conv, c.env, purpose)
    return ep, c.fam.headers(c.g, c.env), body


def rec(endpoint, headers, body, label, ask, lang, kind, shape):
    return {"endpoint": endpoint, "headers": headers, "body": body, "label": label, "ask": ask, "lang": lang, "kind": kind, "shape": shape}


def setup_env(c):
    g, fam, env = c.g, c.fam, c.env
    if isinstance(fam, F.ChatAgent) and fam.legacy_p and g.random() < fam.legacy_p:
        env["legacy"] = True
    if isinstance(fam, F.CodexCLI):
        env["codex_new"] = g.random() < 0.4
        env["local_shell"] = (not env["codex_new"]) and g.random() < 0.3
    if isinstance(fam, (F.ContinueFam, F.CopilotFam)):
        env["mode"] = "chat" if g.random() < 0.45 else "agent"
    if isinstance(fam, F.Aider):
        env["fmt"] = V.pick(g, F.AIDER_FORMATS)
    env["model"] = fam.model(g)


# ------------------------------------------------------------------------------------------------
def shape_first(c):
    g, fam, env = c.g, c.fam, c.env
    a = draw_ask(c)
    if isinstance(fam, F.Aider):
        conv = fam.base_conv(g, env, env["fmt"])
        conv.append(("user", F.with_context(g, a["ask"], a.get("context"))))
        ep, h, b = render(c, conv, "first")
    elif isinstance(fam, F.LangChainReAct):
        ep, b = fam.wrap(g, env, fam.prompt(g, env, a["ask"], a.get("context"), []), "first")
        h = fam.headers(g, env)
    else:
        fewshot = isinstance(fam, (F.HomebrewLoop, F.LlamaIndexReAct, F.HermesText)) and g.random() < 0.35
        conv = first_conv(c, a, fewshot)
        ep, h, b = render(c, conv, "first")
    return rec(ep, h, b, a["label"], a["ask"], a["lang"], a["kind"], "first")


def loop_conv(c, task, rounds):
    return first_conv(c, task) + c.fam.rounds_conv(c.g, rounds, c.env)


def shape_loop(c):
    g, fam, env = c.g, c.fam, c.env
    task = draw_ask(c, LONG if g.random() < 0.8 else SINGLE)
    rounds = rounds_for(c)
    if isinstance(fam, F.LangChainReAct):
        ep, b = fam.wrap(g, env, fam.prompt(g, env, task["ask"], task.get("context"), rounds), "loop")
        return rec(ep, fam.headers(g, env), b, LONG, None, task["lang"], "react_transcript", "loop")
    conv = loop_conv(c, task, rounds)
    kind = "loop_text" if fam.text_protocol else "loop_native"
    if isinstance(fam, F.HomebrewLoop) and g.random() < 0.3:
        # a home-made loop that resends its whole log inside ONE user message
        log = F.transcript_text(g, conv[2:]) if not fam.text_protocol else "\n\n".join(W.text_of(x[1]) for x in conv[2:])
        hb = env["hb"]
        conv = [conv[0], ("user", f"Task: {task['ask']}\n\nWhat you have done so far:\n\n{log}\n\n{hb['labels'][4]}")]
        kind = "transcript_in_user"
    ep, h, b = render(c, conv, "loop")
    return rec(ep, h, b, LONG, None, task["lang"], kind, "loop")


def shape_nudge(c):
    g, fam, env = c.g, c.fam, c.env
    task = draw_ask(c, LONG)
    rounds = rounds_for(c, n=g.randrange(1, 10))
    conv = loop_conv(c, task, rounds)
    if g.random() < 0.7:
        conv.append(("assistant", V.pick(g, F.PROGRESS)))
    text, lang = F.nudge_text(g)
    conv.append(("user", fam.wrap_later(g, env, text)))
    ep, h, b = render(c, conv, "nudge")
    return rec(ep, h, b, LONG, text, lang, "nudge", "nudge")


HUMAN_RETRY = ["that didn't work, the test still fails", "still failing:", "nope. same error", "didn't fix it, now I get this:",
               "the build still breaks", "tests are still red", "hm, it compiles now but this test fails", "sigue fallando:",
               "immer noch kaputt:", "还是报错：", "no, still the same", "your change broke something else:"]


def retry_feedback(c, kind):
    g = c.g
    proj = c.proj
    if kind == "test":
        return V.test_output(g, proj[1], proj, True)
    if kind == "build":
        return V.build_output(g)
    if kind == "lint":
        return V.lint_output(g)
    return V.py_traceback(g) if proj[1] == "python" else V.js_stack(g)


def shape_retry(c):
    g, fam, env = c.g, c.fam, c.env
    task = draw_ask(c, LONG)
    fb_kind = V.pick(g, ["test", "test", "build", "lint", "runtime"])
    human = V.pick(g, HUMAN_RETRY)
    lang = "es" if human.startswith("sigue") else "de" if human.startswith("immer") else "zh" if human.startswith("还是") else "en"
    if isinstance(fam, F.Aider):
        fmt = env["fmt"]
        conv = fam.base_conv(g, env, fmt, n_files=g.randrange(1, 3))
        conv.append(("user", F.with_context(g, task["ask"], task.get("context"))))
        path = (env.get("aider_files") or [V.file_path(g, c.proj)])[0]
        w = V.pick(g, V.WORDS)
        old, new = f"    if {w} is None:\n        return []", f"    if not {w}:\n        return []"
        conv.append(("assistant", "Here are the changes.\n\n" + fam.edit_block(g, fmt, path, old, new, c.proj[1])))
        r = g.random()
        if fmt == "whole" and r < 0.3:
            r = 0.3 + r
        if r < 0.3:
            fb = (f"# 1 edit block did not apply\n\n## No exact match for the SEARCH text in {path}\n<<<<<<< SEARCH\n{old}\n=======\n{new}\n>>>>>>> REPLACE\n\n"
                  f"Maybe you meant these lines that are actually in {path}?\n```\n{old.replace('is None', '== None')}\n```\n\n"
                  "The SEARCH part must match the file exactly, whitespace and comments included.\n"
                  "Blocks that did apply are already saved; resend only the failed ones.")
            kind = "edit_failed"
        elif r < 0.55:
            fb = (f"# Please fix these lint errors.\n\n## Ran: flake8 --select=E9,F821,F823,F831,F406,F407,F701,F702,F704,F706 --show-source --isolated {path}\n\n"
                  + V.lint_output(g, "flake8") + f"\n\n## Relevant lines are marked with █.\n\n{path}:\n⋮\n█ {new.splitlines()[0]}\n⋮")
            kind = "lint_feedback"
        elif r < 0.8:
            fb = retry_feedback(c, "test")
            kind = "test_feedback"
        else:
            fb = f"{human}\n\n```\n{retry_feedback(c, fb_kind)}\n```" if (not human.startswith("no") or human.endswith(":")) else human
            kind = "human_retry"
        conv.append(("user", fb))
        ep, h, b = render(c, conv, "retry")
        return rec(ep, h, b, LONG, fb if kind == "human_retry" else None, lang if kind == "human_retry" else "en", kind, "retry")
    if isinstance(fam, F.LangChainReAct):
        return shape_loop(c)
    chat_mode = env.get("mode") == "chat" or not (isinstance(fam, F.ChatAgent) or fam.text_protocol or isinstance(fam, (F.ClaudeCode, F.CodexCLI, F.OpenAIAgentsSDK)))
    if chat_mode:
        # chat client without tools: assistant proposed an edit, the user reports it failed
        path = V.file_path(g, c.proj)
        conv = sys_conv(c) + [("user", fam.wrap_first(g, env, task["ask"], task.get("context") or f"{path}\n```\n{V.source_file(g, c.proj[1], 3)}```"))]
        conv.append(("assistant", f"The problem is in `{path}`. Replace the function with:\n\n```{F.fence(c.proj[1])}\n{V.function(g, c.proj[1])}\n```\n\nThen re-run the tests."))
    else:
        rounds = rounds_for(c, n=g.randrange(2, 9), ops=["*"] * 1 + ["edit", "shell"] if g.random() < 0.5 else None)
        conv = loop_conv(c, task, rounds)
        conv.append(("assistant", V.pick(g, ["I've fixed the issue; the change is in place.", "Done — the cache now expires correctly.",
                                              "The fix is applied. Let me know if anything else fails.", "Updated the function and the tests should pass now."])))
    fb = f"{human}\n\n```\n{retry_feedback(c, fb_kind)}\n```" if (g.random() < 0.75 or human.endswith(":")) else human
    conv.append(("user", fam.wrap_later(g, env, fb)))
    ep, h, b = render(c, conv, "retry")
    return rec(ep, h, b, LONG, fb, lang, "retry_feedback", "retry")


def shape_side(c):
    g, fam, env = c.g, c.fam, c.env
    task = draw_ask(c, LONG if g.random() < 0.8 else SINGLE)
    if isinstance(fam, F.Aider):
        if g.random() < 0.5:
            diffs = "\n".join(V.unified_diff(g, V.file_path(g, c.proj), c.proj[1]) for _ in range(g.randrange(1, 6)))
            sysmsg = ("You write Git commit messages. Given the diffs, reply with ONE line in imperative mood, at most 72 characters, "
                      "using a conventional prefix (fix:, feat:, refactor:, chore:). No quotes, no explanation.")
            msgs = [{"role": "system", "content": sysmsg}, {"role": "user", "content": f"# Diffs:\n{diffs}"}]
            if g.random() < 0.5:
                msgs[1]["content"] = f"Context of the change (user request):\n{task['ask']}\n\n" + msgs[1]["content"]
            body = {"model": V.pick(g, ["gpt-4o-mini", "claude-3-5-haiku-20241022", "deepseek/deepseek-chat"]), "messages": msgs, "temperature": 0, "stream": False}
            return rec("/v1/chat/completions", fam.headers(g, env), body, SINGLE, None, task["lang"], "commit", "side")
        conv = fam.base_conv(g, env, env["fmt"], n_files=0)[3:]
        turns = [f"# USER\n{task['ask']}", "# ASSISTANT\n" + fam.edit_block(g, env["fmt"], V.file_path(g, c.proj), "x = 1", "x = 2", c.proj[1]),
                 "# USER\n" + retry_feedback(c, "test"), "# ASSISTANT\nThe test expected a sorted list; fixing the order."]
        body = {"model": V.pick(g, ["gpt-4o-mini", "claude-3-5-haiku-20241022"]), "temperature": 0, "stream": False,
                "messages": [{"role": "system", "content": "Condense this programming chat into a short first-person recap from the user's side "
                                                          "(\"I asked you to ...\"), keeping file, function and library names."},
                             {"role": "user", "content": "\n\n".join(turns)}]}
        return rec("/v1/chat/completions", fam.headers(g, env), body, SINGLE, None, task["lang"], "summary", "side")
    rounds = rounds_for(c)
    if isinstance(fam, F.LangChainReAct):
        scratch = fam.scratchpad(g, env, rounds)
        prompt = ("Update the running summary below with the new exchange and return the full updated summary.\n\n"
                  f"Summary so far:\n{V.pick(g, ['', 'The human asked the AI to look into a failing job.'])}\n\nNew exchange:\nHuman: {task['ask']}\nAI: {scratch}\n\nUpdated summary:")
        body = {"model": V.pick(g, ["gpt-3.5-turbo-instruct", "gpt-4o-mini"]), "prompt": prompt, "temperature": 0, "max_tokens": 256}
        return rec("/v1/completions", fam.headers(g, env), body, SINGLE, None, task["lang"], "summary", "side")
    base = loop_conv(c, task, rounds)
    if g.random() < 0.4:
        base.append(("assistant", V.pick(g, F.PROGRESS)))
    if fam.text_protocol and g.random() < 0.35:
        # one-message summary call carrying the raw trajectory text
        log = "\n\n".join(f"[{x[0]}] {W.text_of(x[1])}" for x in base[1:])
        body = {"model": V.pick(g, ["gpt-4o-mini", "gpt-4.1-nano", "llama-3.1-8b-instruct"]), "temperature": 0,
                "messages": [{"role": "system", "content": "You compress agent trajectories for long-term memory."},
                             {"role": "user", "content": f"Summarize this agent run in at most 8 bullet points (goal, actions, findings, state).\n\n<trajectory>\n{log}\n</trajectory>"}]}
        return rec("/v1/chat/completions", fam.headers(g, env), body, SINGLE, None, task["lang"], "summary", "side")
    out, kind = fam.side(g, env, base, task)
    if isinstance(out, tuple) and len(out) == 2 and isinstance(out[0], str):
        ep, body = out
        return rec(ep, fam.headers(g, env), body, SINGLE, None, task["lang"], kind, "side")
    ep, h, b = render(c, out, "side")
    return rec(ep, h, b, SINGLE, None, task["lang"], kind, "side")


def shape_followup(c):
    g, fam, env = c.g, c.fam, c.env
    after_tools = g.random() < 0.2 and not isinstance(fam, F.Aider)
    a = draw_ask(c)
    ask, ctx = a["ask"], a.get("context")
    if isinstance(fam, F.Aider):
        conv = fam.base_conv(g, env, env["fmt"]) + F.qa_turns(g, g.randrange(1, 3)) + [("user", F.with_context(g, ask, ctx))]
        ep, h, b = render(c, conv, "followup")
        return rec(ep, h, b, a["label"], ask, a["lang"], a["kind"], "followup")
    if after_tools:
        task = draw_ask(c, LONG)
        conv = loop_conv(c, task, rounds_for(c, n=g.randrange(1, 6)))
        conv.append(("assistant", V.pick(g, ["Done. All tests pass now.", "I've finished the change; summary above.", "Fixed and verified."])))
        conv.append(("user", fam.wrap_later(g, env, F.with_context(g, ask, ctx))))
        ep, h, b = render(c, conv, "followup")
        # prior tool results are in the request: rule 1 of the label rule -> long
        lab = FOLLOWUP_AFTER_TOOLS_LABEL if a["label"] == SINGLE else LONG
        return rec(ep, h, b, lab, ask, a["lang"], "followup_after_tools", "followup")
    qa = F.qa_turns(g, g.randrange(1, 4))
    first_q = qa[0][1]
    conv = sys_conv(c) + [("user", fam.wrap_first(g, env, first_q, None))] + qa[1:]
    conv.append(("user", fam.wrap_later(g, env, F.with_context(g, ask, ctx))))
    ep, h, b = render(c, conv, "followup")
    return rec(ep, h, b, a["label"], ask, a["lang"], a["kind"], "followup")


def shape_completion(c):
    g, fam, env = c.g, c.fam, c.env
    if isinstance(fam, F.LangChainReAct):
        if g.random() < 0.5:
            task = draw_ask(c)
            ep, b = fam.wrap(g, env, fam.prompt(g, env, task["ask"], task.get("context"), []), "completion")
            return rec(ep, fam.headers(g, env), b, task["label"], task["ask"], task["lang"], task["kind"], "completion")
        task = draw_ask(c, LONG)
        ep, b = fam.wrap(g, env, fam.prompt(g, env, task["ask"], task.get("context"), rounds_for(c)), "completion")
        return rec(ep, fam.headers(g, env), b, LONG, None, task["lang"], "react_transcript", "completion")
    if isinstance(fam, F.HomebrewLoop):
        fam.setup(g, env)
        task = draw_ask(c, LONG if g.random() < 0.7 else SINGLE)
        conv = first_conv(c, task) + fam.rounds_conv(g, rounds_for(c), env)
        lang, obs, act, inp, th = env["hb"]["labels"]
        prompt = "\n\n".join(W.text_of(x[1]) for x in conv) + f"\n{th}"
        body = {"model": V.pick(g, ["gpt-3.5-turbo-instruct", "Qwen/Qwen2.5-32B", "local"]), "prompt": prompt, "max_tokens": 512, "temperature": 0,
                "stop": [obs, "\n" + obs]}
        return rec("/v1/completions", fam.headers(g, env), body, LONG, None, task["lang"], "agent_log_completion", "completion")
    if g.random() < 0.15:
        ep, h, b, kind = F.continuation_request(g, env)
    else:
        ep, h, b, kind = fam.completion(g, env, None)
    return rec(ep, h, b, SINGLE, None, "en", kind, "completion")


SHAPES = {"first": shape_first, "loop": shape_loop, "nudge": shape_nudge, "retry": shape_retry, "side": shape_side,
          "followup": shape_followup, "completion": shape_completion}


def family_shapes(fam):
    s = dict(fam.shapes)
    if isinstance(fam, F.HomebrewLoop):
        s["completion"] = 8
    return {k: v for k, v in s.items() if v > 0}


def make(g, fam, shape, ask_source):
    c = Ctx(g, fam, ask_source)
    setup_env(c)
    if isinstance(fam, F.HomebrewLoop):
        fam.setup(g, c.env)
    r = SHAPES[shape](c)
    r["family"] = fam.name
    return r
