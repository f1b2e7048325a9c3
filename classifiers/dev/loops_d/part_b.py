# -*- coding: utf-8 -*-
"""Part B: people typing or pasting after a short assistant reply. Labelled by the person's task."""
import json

from common import (pick, chance, uuid, hexs, alnum, trim_text, size_ok, any_chat_model, h_openai_py, h_openai_js, h_plain,
                    h_requests, h_httpx, h_aiohttp, h_node_fetch, h_anthropic, h_gemini, h_browser_ext, h_webui, h_curl,
                    fake_openai_key, EP_CHAT, EP_MSG, EP_RESP, EP_COMPL, ep_gemini, OPENAI_CHAT_MODELS, OPEN_WEIGHT_MODELS,
                    LOCAL_MODELS, CLAUDE_MODELS, GEMINI_MODELS, COMPLETION_MODELS)
from outputs import (new_project, paste_for, gen_install, gen_test, gen_build, gen_ops, gen_git, gen_run, gen_lint,
                     gen_http, code_file, Out)
from langs import (P, SINGLE_INTENTS, LONG_INTENTS, TERSE, CODE_SWITCHED, FOLLOWUPS, pick_lang, line_for)
from replies import reply, clarify_pair
import clients_b as CB
import part_a
from sysprompts import TERMINAL_AUTO_SYS as SP_TERM

LONG, SINGLE = "long_horizon", "single_step"
ERR_KINDS = ["trace", "trace", "test", "build", "install", "ops", "lint", "http"]
EXPLICIT_SINGLE = ["what_mean", "why_fail", "how_fix_q", "is_normal", "explain_paste", "write_small", "what_next", "why_fail", "what_mean"]
FIRST_SINGLE = ["what_mean", "why_fail", "how_fix_q"]
FIRST_LONG = ["fix_repo", "fix_and_run", "find_and_fix"]


def label_of(intent):
    return LONG if (intent in LONG_INTENTS or intent == "fu_big") else SINGLE


def kinds_for(rng, intent):
    if intent == "explain_paste":
        return pick(rng, ["config", "config", "diff", "log"])
    if intent == "update_all":
        return "diff"
    if intent == "is_normal":
        return pick(rng, ["lint", "install", "log", "ops", "build"])
    return pick(rng, ERR_KINDS)


def paste_of(rng, proj, kind):
    k, t = paste_for(rng, proj, kind)
    return trim_text(t, 7000)


def cmd_out(rng, proj):
    g = pick(rng, [gen_install, gen_install, gen_test, gen_build, gen_ops, gen_run, gen_lint, gen_http, gen_git])
    if g in (gen_install, gen_test, gen_build):
        o = g(rng, proj, True)
    elif g is gen_lint:
        o = g(rng, proj, False)
    else:
        o = g(rng, proj)
    o.text = trim_text(o.text, 7000)
    return o


def fmt_paste(rng, text, raw_bias=0.45):
    r = rng.random()
    if r < raw_bias:
        return text
    if r < 0.88:
        return f"```\n{text}\n```"
    if r < 0.95:
        return f"```{pick(rng, ['text', 'bash', 'console', 'log', 'python', 'shell'])}\n{text}\n```"
    return "\n".join("> " + l for l in text.split("\n"))


def compose(rng, line, paste, pos):
    p = fmt_paste(rng, paste)
    sep = pick(rng, ["\n\n", "\n", "\n\n"])
    if pos == "above":
        return f"{line}{sep}{p}"
    if pos == "below":
        return f"{p}{sep}{line}"
    return p


def code_switched_line(rng, lang, want_long):
    opts = [c for c in CODE_SWITCHED if c[0] == lang and (label_of(c[1]) == LONG) == want_long and c[1] not in TERSE]
    return pick(rng, opts) if opts else None


class Ex:
    """A person exchange: prior messages (neutral), the short assistant reply, the person's last message."""

    def __init__(self):
        self.mode = "canned"
        self.prior = []
        self.assistant = None
        self.user = None
        self.label = SINGLE
        self.shape = ""
        self.note = ""


def explicit_last(rng, lang, proj, p_long, ex, paste=None, pkind=None):
    """The person's own line (explicit ask) plus a paste."""
    want_long = chance(rng, p_long)
    intent = pick(rng, LONG_INTENTS if want_long else EXPLICIT_SINGLE)
    if paste is not None and intent in ("explain_paste", "update_all", "write_small", "is_normal"):
        intent = pick(rng, ["fix_repo", "fix_and_run", "find_and_fix"]) if want_long else pick(rng, ["what_mean", "why_fail", "how_fix_q"])
    cs = code_switched_line(rng, lang, want_long) if chance(rng, 0.18) else None
    if cs:
        intent, line = cs[1], cs[2]
        tag = "code_switched"
    else:
        line = line_for(rng, lang, intent)
        tag = "line"
    if paste is None:
        if intent == "write_small":
            pkind = "diff" if "commit" in line or "コミット" in line or "커밋" in line else "log"
        else:
            pkind = kinds_for(rng, intent)
        paste = paste_of(rng, proj, pkind)
    pos = "above" if line.endswith((":", "：")) else pick(rng, ["above", "above", "below"])
    ex.user = compose(rng, line, paste, pos)
    ex.label = label_of(intent)
    ex.intent = intent
    return f"{tag}_{pos}+{pkind}", intent, line


def short_assistant(rng, lang, proj, kinds):
    k = pick(rng, kinds)
    if k == "cmd":
        o = cmd_out(rng, proj)
        return k, reply(rng, lang, "cmd", o.cmd), o
    return k, reply(rng, lang, k), None


def first_user(rng, lang, proj, intent, with_paste=True):
    line = line_for(rng, lang, intent)
    if not with_paste:
        return line
    pk = pick(rng, ERR_KINDS)
    return compose(rng, line, paste_of(rng, proj, pk), pick(rng, ["above", "above", "below"]))


def person_exchange(rng, lang, proj, p_long=0.18, canned=None, modes=None):
    ex = Ex()
    if canned is not None:
        ex.assistant = canned
        if chance(rng, 0.78):
            shp, intent, line = explicit_last(rng, lang, proj, p_long, ex)
            ex.shape = f"canned_ack->{shp}"
            ex.note = (f"after the client's canned acknowledgement \"{canned}\" the person writes \"{line[:70]}\" with a pasted "
                       f"{shp.split('+')[-1]}; task = {intent.replace('_', ' ')} -> {ex.label}")
        else:
            fl = FOLLOWUPS.get(lang) or FOLLOWUPS["en"]
            intent, text = pick(rng, fl)
            if intent == "fu_small" and chance(rng, 0.5):
                text = pick(rng, [f"make {proj.func} return an empty result instead of raising when the input is empty",
                                  f"add type hints to {proj.func}", f"rename the variable `tmp` in {proj.func} to `buffer`",
                                  f"explain what {proj.func} does"])
            if intent == "fu_big" and chance(rng, 0.5):
                text = pick(rng, ["add request logging to every endpoint and a test for each",
                                  "migrate the whole project from requests to httpx and make sure the tests still pass",
                                  "the CI is red, make it green", "build an admin page to manage users, with auth and tests"])
            ex.user = text
            ex.label = label_of(intent)
            ex.shape = "canned_ack->request_no_paste"
            ex.note = f"after the canned acknowledgement \"{canned}\" the person asks \"{text[:80]}\" (no paste) -> {ex.label}"
        return ex
    mode = pick(rng, modes or ["explicit"] * 10 + ["inherit_terse"] * 4 + ["inherit_paste_only"] * 3 + ["answer_clarify"] * 1 +
                ["bare_paste_new_topic"] * 1 + ["followup"] * 2)
    ex.mode = mode
    if mode == "explicit":
        intent0 = pick(rng, FIRST_SINGLE)
        k, a, o = short_assistant(rng, lang, proj, ["cmd", "cmd", "sentence", "colon", "plain", "clarify"])
        ex.prior = [{"role": "user", "content": first_user(rng, lang, proj, intent0)}]
        ex.assistant = a
        if o is not None:
            shp, intent, line = explicit_last(rng, lang, proj, p_long, ex, paste=o.text, pkind="output_of_suggested_cmd")
            ex.note = (f"the assistant only SUGGESTED `{o.cmd}`; the person ran it and pasted the output with \"{line[:60]}\"; "
                       f"nothing ran through the assistant; task = {intent.replace('_', ' ')} -> {ex.label}")
        else:
            shp, intent, line = explicit_last(rng, lang, proj, p_long, ex)
            ex.note = f"after a short {k} reply the person pastes {shp.split('+')[-1]} with \"{line[:60]}\"; task = {intent.replace('_', ' ')} -> {ex.label}"
        ex.shape = f"{k}->{shp}"
        return ex
    if mode in ("inherit_terse", "inherit_paste_only", "answer_clarify"):
        long0 = chance(rng, p_long + 0.05)
        intent0 = pick(rng, FIRST_LONG if long0 else FIRST_SINGLE)
        ex.label = label_of(intent0)
        if mode == "inherit_terse":
            k, a, o = short_assistant(rng, lang, proj, ["cmd", "cmd", "cmd", "plain", "sentence"])
            ex.prior = [{"role": "user", "content": first_user(rng, lang, proj, intent0)}]
            ex.assistant = a
            t_int = pick(rng, ["same_error", "didnt_work", "still_broken", "ok_now_this"])
            line = line_for(rng, lang, t_int)
            cs = [c for c in CODE_SWITCHED if c[0] == lang and c[1] == t_int]
            if cs and chance(rng, 0.4):
                line = cs[0][2]
            if t_int in ("same_error", "didnt_work") and chance(rng, 0.3):
                ex.user = line
                ex.shape = f"{k}->terse_no_paste"
            else:
                paste = o.text if o is not None else paste_of(rng, proj, pick(rng, ERR_KINDS))
                ex.user = compose(rng, line, paste, "above" if chance(rng, 0.75) else "below")
                ex.shape = f"{k}->terse+{'output_of_suggested_cmd' if o is not None else 'paste'}"
            ex.note = (f"terse follow-up \"{line}\" after a short {k} reply; no new ask, so it inherits the person's earlier ask "
                       f"({intent0.replace('_', ' ')}) -> {ex.label}")
            return ex
        if mode == "inherit_paste_only":
            k = pick(rng, ["clarify", "cmd", "ack"])
            if k == "ack":
                ex.prior = [{"role": "user", "content": first_user(rng, lang, proj, intent0, with_paste=False)}]
                ex.assistant = reply(rng, lang, "ack")
                paste = paste_of(rng, proj, pick(rng, ERR_KINDS))
            elif k == "clarify":
                ex.prior = [{"role": "user", "content": first_user(rng, lang, proj, intent0, with_paste=chance(rng, 0.5))}]
                ex.assistant = pick(rng, [reply(rng, lang, "clarify"), reply(rng, "en", "clarify")]) if lang == "en" else reply(rng, lang, "clarify")
                paste = paste_of(rng, proj, pick(rng, ERR_KINDS))
            else:
                o = cmd_out(rng, proj)
                ex.prior = [{"role": "user", "content": first_user(rng, lang, proj, intent0)}]
                ex.assistant = reply(rng, lang, "cmd", o.cmd)
                paste = o.text
            ex.user = fmt_paste(rng, paste, raw_bias=0.6)
            ex.shape = f"{k}->paste_only"
            ex.note = (f"the person pastes output with NO line of their own, answering the short {k} reply; the paste continues "
                       f"their earlier ask ({intent0.replace('_', ' ')}) -> {ex.label}")
            return ex
        # answer_clarify
        ex.prior = [{"role": "user", "content": first_user(rng, lang, proj, intent0)}]
        ex.assistant, ex.user = clarify_pair(rng, lang, proj.lang)
        ex.shape = "clarify->answer_no_paste"
        ex.note = f"short answer \"{ex.user}\" to a clarifying question; inherits the earlier ask ({intent0.replace('_', ' ')}) -> {ex.label}"
        return ex
    if mode == "bare_paste_new_topic":
        ex.prior = [{"role": "user", "content": compose(rng, line_for(rng, lang, "explain_paste"), paste_of(rng, proj, "config"), "above")}]
        k = pick(rng, ["sentence", "colon"])
        ex.assistant = reply(rng, lang, k)
        ex.user = fmt_paste(rng, paste_of(rng, proj, pick(rng, ERR_KINDS)), raw_bias=0.6)
        ex.label = SINGLE
        ex.shape = f"{k}->paste_only_new_topic"
        ex.note = ("a bare paste of an error with no words, on a new topic after a short answer; the implicit ask is "
                   "'what is this / why' (diagnose the given output) -> single_step")
        return ex
    # followup without paste
    intent0 = pick(rng, FIRST_SINGLE)
    ex.prior = [{"role": "user", "content": first_user(rng, lang, proj, intent0)}]
    k, a, o = short_assistant(rng, lang, proj, ["sentence", "colon", "cmd", "plain"])
    ex.assistant = a
    fl = FOLLOWUPS.get(lang) or FOLLOWUPS["en"]
    fi, text = pick(rng, fl)
    if chance(rng, 0.3):
        fi, text = pick(rng, FOLLOWUPS["en"])
    ex.user = text
    ex.label = label_of(fi)
    ex.shape = f"{k}->followup_no_paste"
    ex.note = f"plain follow-up request \"{text[:70]}\" after a short {k} reply -> {ex.label}"
    return ex


def fillers(rng, lang, proj, n):
    """Earlier, finished exchanges that make the conversation longer."""
    out = []
    for _ in range(n):
        it = pick(rng, ["what_mean", "how_fix_q", "explain_paste", "why_fail"])
        pk = "config" if it == "explain_paste" else pick(rng, ["trace", "build", "install", "lint"])
        out.append({"role": "user", "content": compose(rng, line_for(rng, lang, it), trim_text(paste_for(rng, proj, pk)[1], 1500), "above")})
        ans = reply(rng, lang, "sentence") + "\n\n```bash\n" + pick(rng, [proj.install_cmd, proj.test_cmd, proj.build_cmd, "git status"]) + \
            "\n```\n\n" + reply(rng, lang, "plain")
        if chance(rng, 0.5):
            ans += "\n\n```" + proj.ext + "\n" + trim_text(code_file(rng, proj), 600) + "```"
        out.append({"role": "assistant", "content": ans})
    return out


def assemble(ex, prefix, fill):
    msgs = list(prefix) + list(fill) + list(ex.prior)
    if ex.assistant is not None:
        msgs.append({"role": "assistant", "content": ex.assistant})
    msgs.append({"role": "user", "content": ex.user})
    return msgs


def shrink(msgs, build, keep_head):
    body = build(msgs)
    while (not size_ok(body) or len(msgs) > 30) and len(msgs) > keep_head + 3:
        msgs = msgs[:keep_head] + msgs[keep_head + 2:]
        body = build(msgs)
    return body


class Acc:
    def __init__(self):
        self.records = []

    def add(self, family, shape, endpoint, headers, body, label, task):
        self.records.append(dict(family=family, shape=shape, endpoint=endpoint, headers=headers, body=body, label=label, task=task))


def chat_build(model, extra):
    def b(ms):
        d = {"model": model, "messages": ms}
        d.update({k: v for k, v in extra.items() if v is not None})
        return d
    return b


# ================================================================ clients
def c_webui(rng, acc):
    lang = pick_lang(rng)
    proj = new_project(rng)
    ex = person_exchange(rng, lang, proj, p_long=0.14)
    sysm = pick(rng, CB.WEBUI_SYSTEMS)
    prefix = [{"role": "system", "content": sysm}] if sysm else []
    fill = fillers(rng, lang, proj, pick(rng, [0, 0, 0, 1, 2, 3, 5, 8, 12]))
    msgs = assemble(ex, prefix, fill)
    model = any_chat_model(rng)
    extra = {"stream": True, "temperature": pick(rng, [None, 0.7, 0.8]), "stream_options": {"include_usage": True} if chance(rng, 0.4) else None,
             "max_tokens": pick(rng, [None, None, 2048])}
    body = shrink(msgs, chat_build(model, extra), len(prefix))
    acc.add("chat_webui", ex.shape, EP_CHAT, h_webui(rng), body, ex.label, f"[{lang}] chat web UI: {ex.note}")


def c_sdk(rng, acc):
    lang = pick_lang(rng)
    proj = new_project(rng)
    ex = person_exchange(rng, lang, proj, p_long=0.14)
    sysm = pick(rng, CB.SDK_SYSTEMS)
    fill = fillers(rng, lang, proj, pick(rng, [0, 0, 1, 2, 4]))
    ep_kind = pick(rng, ["chat", "chat", "chat", "responses", "messages"])
    if ep_kind == "chat":
        prefix = [{"role": "system", "content": sysm}] if sysm else []
        msgs = assemble(ex, prefix, fill)
        model = pick(rng, OPENAI_CHAT_MODELS + LOCAL_MODELS)
        body = shrink(msgs, chat_build(model, {"temperature": pick(rng, [None, 0, 0.2, 1]), "max_tokens": pick(rng, [None, 512, 1024])}), len(prefix))
        acc.add("sdk_script", ex.shape, EP_CHAT, pick(rng, [h_openai_py, h_openai_js])(rng), body, ex.label, f"[{lang}] person's own SDK chat script: {ex.note}")
    elif ep_kind == "responses":
        msgs = assemble(ex, [], fill)

        def b(ms):
            d = {"model": pick(rng, ["gpt-4.1", "gpt-4o-mini", "gpt-5-mini", "o4-mini"]),
                 "input": [{"role": m["role"], "content": m["content"]} for m in ms]}
            if sysm:
                d["instructions"] = sysm
            return d
        body = shrink(msgs, b, 0)
        acc.add("sdk_script", ex.shape, EP_RESP, h_openai_py(rng), body, ex.label, f"[{lang}] person's own Responses-API script: {ex.note}")
    else:
        msgs = assemble(ex, [], fill)

        def b(ms):
            d = {"model": pick(rng, CLAUDE_MODELS), "max_tokens": pick(rng, [1024, 2048, 4096]), "messages": ms}
            if sysm:
                d["system"] = sysm
            return d
        body = shrink(msgs, b, 0)
        acc.add("sdk_script", ex.shape, EP_MSG, h_anthropic(rng), body, ex.label, f"[{lang}] person's own Anthropic SDK script: {ex.note}")


def c_continue(rng, acc):
    lang = pick_lang(rng)
    proj = new_project(rng)
    ex = person_exchange(rng, lang, proj, p_long=0.18)
    if chance(rng, 0.35) and ex.mode in ("explicit", "canned"):
        code = code_file(rng, proj)
        ex.user = f"```{proj.ext} {proj.file}\n{code}```\n\n" + ex.user
        ex.shape += "+selection"
    sysm = CB.CONTINUE_SYS if chance(rng, 0.8) else None
    prefix = [{"role": "system", "content": sysm}] if sysm else []
    msgs = assemble(ex, prefix, fillers(rng, lang, proj, pick(rng, [0, 0, 1, 2, 3])))
    model = pick(rng, OPENAI_CHAT_MODELS + OPEN_WEIGHT_MODELS + LOCAL_MODELS)
    body = shrink(msgs, chat_build(model, {"stream": True, "max_tokens": pick(rng, [4096, 8192, None]), "temperature": pick(rng, [None, 0.2])}), len(prefix))
    acc.add("continue_chat", ex.shape, EP_CHAT, h_node_fetch(rng), body, ex.label, f"[{lang}] Continue-style IDE chat (no tools): {ex.note}")


def copilot_headers(rng, intent="conversation-panel"):
    v = pick(rng, ["0.22.4", "0.23.2", "0.26.7", "0.29.1"])
    return {"content-type": "application/json", "authorization": "Bearer " + fake_openai_key(rng),
            "editor-version": pick(rng, ["vscode/1.95.3", "vscode/1.96.2", "vscode/1.99.0", "vscode/1.102.1"]),
            "editor-plugin-version": f"copilot-chat/{v}", "copilot-integration-id": "vscode-chat", "openai-intent": intent,
            "x-request-id": uuid(rng), "user-agent": f"GitHubCopilotChat/{v}", "x-github-api-version": "2025-05-01"}


def c_copilot(rng, acc):
    lang = pick_lang(rng)
    proj = new_project(rng)
    agent = chance(rng, 0.45)
    ex = person_exchange(rng, lang, proj, p_long=0.27 if agent else 0.2)
    osn = pick(rng, ["macOS", "Linux", "Windows"])
    sysm = CB.COPILOT_AGENT_SYS.format(root=proj.root, os=osn) if agent else CB.COPILOT_SYS
    if chance(rng, 0.4) and ex.mode in ("explicit", "canned"):
        ex.user = f"<attachments>\n<attachment id=\"file:{proj.file.split('/')[-1]}\" filePath=\"{proj.root}/{proj.file}\">\n{trim_text(code_file(rng, proj), 2000)}</attachment>\n</attachments>\n<userRequest>\n{ex.user}\n</userRequest>"
        ex.shape += "+attachment"
    msgs = assemble(ex, [{"role": "system", "content": sysm}], fillers(rng, lang, proj, pick(rng, [0, 0, 1, 2])))
    model = pick(rng, ["gpt-4o", "gpt-4.1", "claude-sonnet-4", "gemini-2.5-pro", "o4-mini", "gpt-5-mini"])
    extra = {"stream": True, "temperature": 0.1, "top_p": 1, "max_tokens": pick(rng, [4096, 16384]), "n": 1}
    if agent:
        extra["tools"] = [CB.fn_openai(n, d, p) for n, d, p in CB.IDE_TOOLS]
        extra["tool_choice"] = "auto"
    body = shrink(msgs, chat_build(model, extra), 1)
    fam = "copilot_agent_tools_unused" if agent else "copilot_chat"
    acc.add(fam, ex.shape, EP_CHAT, copilot_headers(rng, "conversation-agent" if agent else "conversation-panel"), body, ex.label,
            f"[{lang}] Copilot-style {'agent mode, tools attached but no tool turns' if agent else 'chat panel'}: {ex.note}")


def c_cody(rng, acc):
    lang = pick_lang(rng)
    proj = new_project(rng)
    prefix = [{"role": "system", "content": "You are a coding assistant inside the editor. Answer questions about the user's code using the context they share."}] if chance(rng, 0.5) else []
    for f in rng.sample(proj.src_files(), min(len(proj.src_files()), rng.randint(1, 3))):
        prefix.append({"role": "user", "content": CB.CODY_CONTEXT.format(path=f, ext=proj.ext, code=trim_text(code_file(rng, proj, f), 1800))})
        prefix.append({"role": "assistant", "content": "Ok."})
    ex = person_exchange(rng, lang, proj, p_long=0.1, canned="Ok.")
    msgs = assemble(ex, prefix, [])
    model = pick(rng, ["claude-3-5-sonnet-20241022", "gpt-4o", "claude-3-5-haiku-20241022", "gemini-2.0-flash"])
    body = shrink(msgs, chat_build(model, {"stream": True, "max_tokens": 4000, "temperature": 0.2}), 0)
    acc.add("cody_chat", ex.shape, EP_CHAT, h_node_fetch(rng, {"x-requested-with": "Sourcegraph Cody VS Code extension"}), body, ex.label,
            f"[{lang}] Cody-style chat with context pairs acknowledged by 'Ok.': {ex.note}")


def c_aider(rng, acc):
    lang = pick_lang(rng)
    proj = new_project(rng, pick(rng, ["python", "python", "node", "go", "rust", "ruby", "java"]))
    prefix = part_a.aider_prefix(rng, proj)
    ask_mode = chance(rng, 0.2)
    if ask_mode:
        prefix[0] = {"role": "system", "content": "Act as an expert code analyst. Answer questions about the supplied code. Always reply in the user's language. Describe code changes only if asked; do not edit files."}
        prefix[-1] = {"role": "assistant", "content": "Ok, I'll use those files as reference."}
    ex = person_exchange(rng, lang, proj, p_long=0.27 if not ask_mode else 0.1, canned=prefix[-1]["content"])
    prefix = prefix[:-1]
    msgs = assemble(ex, prefix, [])
    if chance(rng, 0.4) and not ask_mode:
        msgs.append({"role": "system", "content": "Reminder: describe every code change with a SEARCH/REPLACE block, with the full file path on the line before the fence."})
    model = pick(rng, OPENAI_CHAT_MODELS + OPEN_WEIGHT_MODELS[:5] + ["claude-3-7-sonnet-20250219"])
    body = shrink(msgs, chat_build(model, {"stream": True, "temperature": 0}), len(prefix))
    acc.add("aider_chat", ex.shape, EP_CHAT, h_openai_py(rng), body, ex.label,
            f"[{lang}] aider {'/ask' if ask_mode else 'code'} mode, repo map + chat files, canned file ack: {ex.note}")


def c_gemini_cli(rng, acc):
    lang = pick_lang(rng)
    proj = new_project(rng)
    tree = "\n".join(("├───" + f) for f in proj.files)
    setup = CB.GEMINI_SETUP.format(date=pick(rng, ["Monday, June 9, 2025", "Thursday, October 2, 2025", "Friday, March 7, 2025"]),
                                   os=pick(rng, ["linux", "darwin", "win32"]), root=proj.root, tree=proj.root + "/\n" + tree)
    ack = "Got it. Thanks for the context!"
    earlier = chance(rng, 0.35)
    if earlier:
        ex = person_exchange(rng, lang, proj, p_long=0.22)
        prefix = [{"role": "user", "content": setup}, {"role": "assistant", "content": ack}]
    else:
        ex = person_exchange(rng, lang, proj, p_long=0.22, canned=ack)
        prefix = [{"role": "user", "content": setup}]
    if chance(rng, 0.2) and ex.mode in ("explicit", "canned"):
        ex.user = f"{ex.user}\n\n--- Content from referenced files ---\nContent from @{proj.file}:\n{trim_text(code_file(rng, proj), 1500)}\n--- End of content ---"
        ex.shape += "+at_file"
    msgs = assemble(ex, prefix, [])
    model = pick(rng, GEMINI_MODELS[:2])
    body = {"contents": part_a.to_gemini(msgs)[1], "systemInstruction": {"role": "user", "parts": [{"text": CB.GEMINI_CLI_SYS}]},
            "tools": [{"functionDeclarations": [CB.fn_gemini(n, d, p) for n, d, p in CB.GEMINI_TOOLS]}],
            "generationConfig": {"temperature": 0, "topP": 1, "thinkingConfig": {"includeThoughts": True, "thinkingBudget": -1}}}
    hdr = h_gemini(rng, ua=f"GeminiCLI/0.{rng.randint(1, 9)}.{rng.randint(0, 20)} ({pick(rng, ['linux', 'darwin', 'win32'])}; {pick(rng, ['x64', 'arm64'])})")
    acc.add("gemini_cli", ex.shape, ep_gemini(model), hdr, body, ex.label,
            f"[{lang}] Gemini CLI: setup turn + 'Got it. Thanks for the context!', tools declared but no calls yet: {ex.note}")


def c_claude_code(rng, acc):
    lang = pick_lang(rng)
    proj = new_project(rng)
    ex = person_exchange(rng, lang, proj, p_long=0.27, modes=["explicit"] * 8 + ["inherit_terse"] * 3 + ["inherit_paste_only"] * 2 + ["answer_clarify", "followup", "followup"])
    sid = uuid(rng)
    reminder = ("<system-reminder>\nContext you can use while answering:\n# project notes (CLAUDE.md)\n"
                f"- run tests with `{proj.test_cmd}`\n- lint with `{proj.lint_cmd}`\n\nOnly use this context if it is relevant to the request.\n</system-reminder>")
    msgs = []
    for m in ex.prior:
        msgs.append({"role": "user", "content": [{"type": "text", "text": reminder}, {"type": "text", "text": m["content"]}]})
    if not ex.prior:
        msgs.append({"role": "user", "content": [{"type": "text", "text": reminder}, {"type": "text", "text": line_for(rng, lang, "what_mean")}]})
    msgs.append({"role": "assistant", "content": [{"type": "text", "text": ex.assistant}]})
    last = [{"type": "text", "text": ex.user}]
    if chance(rng, 0.3):
        last[0]["cache_control"] = {"type": "ephemeral"}
    msgs.append({"role": "user", "content": last})
    osn = pick(rng, ["darwin", "linux"])
    system = [{"type": "text", "text": CB.CLAUDE_SYS_1, "cache_control": {"type": "ephemeral"}},
              {"type": "text", "text": CB.CLAUDE_SYS_2.format(root=proj.root, os=osn, date="2025-08-" + str(rng.randint(10, 28))), "cache_control": {"type": "ephemeral"}}]
    body = {"model": pick(rng, ["claude-sonnet-4-20250514", "claude-sonnet-4-5-20250929", "claude-opus-4-1-20250805"]), "max_tokens": 32000,
            "system": system, "messages": msgs, "tools": [CB.fn_anthropic(n, d, p, r) for n, d, p, r in CB.CLAUDE_TOOLS],
            "metadata": {"user_id": json.dumps({"device_id": hexs(rng, 64), "account_uuid": "", "session_id": sid})},
            "stream": True, "temperature": 1}
    if chance(rng, 0.4):
        body["thinking"] = {"type": "enabled", "budget_tokens": pick(rng, [4000, 10000, 31999])}
    ver = f"1.0.{rng.randint(50, 120)}" if chance(rng, 0.5) else f"2.0.{rng.randint(1, 30)}"
    hdr = h_anthropic(rng, ua=f"claude-cli/{ver} (external, cli)", beta="claude-code-20250219,interleaved-thinking-2025-05-14,fine-grained-tool-streaming-2025-05-14",
                      bearer=chance(rng, 0.4), extra={"x-app": "cli", "x-claude-code-session-id": sid, "anthropic-dangerous-direct-browser-access": "true"})
    acc.add("claude_code", ex.shape, EP_MSG, hdr, body, ex.label,
            f"[{lang}] Claude Code-style CLI, ~15 tools attached, no tool turns in the history: {ex.note}")


def c_codex(rng, acc):
    lang = pick_lang(rng)
    proj = new_project(rng)
    ex = person_exchange(rng, lang, proj, p_long=0.27, modes=["explicit"] * 8 + ["inherit_terse"] * 3 + ["inherit_paste_only"] * 2 + ["answer_clarify", "followup"])
    sid = uuid(rng)
    env = CB.CODEX_ENV.format(root=proj.root, approval=pick(rng, ["on-request", "never", "untrusted"]), sandbox=pick(rng, ["workspace-write", "read-only"]),
                              net=pick(rng, ["restricted", "enabled"]), shell=pick(rng, ["zsh", "bash"]))
    items = []
    no_instr = chance(rng, 0.5)
    if no_instr:
        items.append({"type": "message", "role": "developer", "content": [{"type": "input_text", "text": CB.CODEX_INSTR}]})
    items.append({"type": "message", "role": "user", "content": [{"type": "input_text", "text": env}]})
    for m in ex.prior:
        items.append({"type": "message", "role": "user", "content": [{"type": "input_text", "text": m["content"]}]})
    items.append({"type": "message", "role": "assistant", "content": [{"type": "output_text", "text": ex.assistant}]})
    items.append({"type": "message", "role": "user", "content": [{"type": "input_text", "text": ex.user}]})
    body = {"model": pick(rng, ["gpt-5-codex", "gpt-5", "o4-mini", "codex-mini-latest"])}
    if not no_instr:
        body["instructions"] = CB.CODEX_INSTR
    body.update({"input": items, "tools": [CB.fn_responses(n, d, p, r) for n, d, p, r in CB.CODEX_TOOLS] + ([{"type": "web_search"}] if chance(rng, 0.3) else []),
                 "tool_choice": "auto", "parallel_tool_calls": False, "reasoning": {"effort": pick(rng, ["low", "medium", "high"]), "summary": "auto"},
                 "store": False, "stream": True, "include": ["reasoning.encrypted_content"], "prompt_cache_key": sid})
    v = f"0.{rng.randint(30, 60)}.0"
    hdr = h_plain(rng, f"codex_cli_rs/{v} (Ubuntu 22.4.0; x86_64) xterm-256color",
                  {"originator": "codex_cli_rs", "version": v, "session-id": sid, "conversation_id": sid, "accept": "text/event-stream"})
    acc.add("codex_cli", ex.shape, EP_RESP, hdr, body, ex.label, f"[{lang}] Codex-CLI-style Responses request, tools attached, no function calls yet: {ex.note}")


PEOPLE = ["alice", "bob", "priya", "jonas", "mei", "carlos", "fatima", "kenji", "olga", "sam", "lucas", "aylin", "tomasz"]


def c_team_bot(rng, acc):
    lang = pick_lang(rng)
    proj = new_project(rng)
    platform = pick(rng, ["Slack", "Slack", "Microsoft Teams", "Discord"])
    bot = pick(rng, ["devbot", "HelperBot", "Ask-Eng", "opsy", "Buildy"])
    ex = person_exchange(rng, lang, proj, p_long=0.14)
    sysm = pick(rng, CB.TEAM_BOT_SYS).format(bot=bot, channel=pick(rng, ["backend", "help-dev", "ci-alerts", "platform", "frontend"]),
                                            platform=platform, team=pick(rng, ["payments", "platform", "web", "data"]))
    naming = pick(rng, ["prefix", "name_field", "mention"])
    people = rng.sample(PEOPLE, 3)
    mention = "<@U0" + alnum(rng, 8).upper() + ">"

    def u(text, who):
        if naming == "prefix":
            return {"role": "user", "content": f"{who}: {text}" if platform != "Discord" else f"**{who}**: {text}"}
        if naming == "name_field":
            return {"role": "user", "name": who, "content": text}
        return {"role": "user", "content": f"{mention} {text}"}

    msgs = [{"role": "system", "content": sysm}]
    for m in fillers(rng, lang, proj, pick(rng, [0, 1, 2, 3, 6])):
        msgs.append(u(m["content"], pick(rng, people)) if m["role"] == "user" else m)
    for m in ex.prior:
        msgs.append(u(m["content"], people[0]))
    msgs.append({"role": "assistant", "content": ex.assistant})
    last_who = people[0] if chance(rng, 0.75) else people[1]
    msgs.append(u(ex.user, last_who))
    model = pick(rng, OPENAI_CHAT_MODELS + ["claude-3-5-haiku-20241022", "llama-3.1-8b-instruct"])
    body = shrink(msgs, chat_build(model, {"temperature": pick(rng, [0.3, 0.5, None]), "max_tokens": pick(rng, [500, 800, None])}), 1)
    who_note = "" if last_who == people[0] else " (a different person in the thread writes the last message)"
    acc.add("team_chat_bot", ex.shape, EP_CHAT, pick(rng, [h_requests, h_openai_py, h_openai_js, h_aiohttp])(rng), body, ex.label,
            f"[{lang}] {platform} bot thread{who_note}: {ex.note}")


TINY_PNG = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="


def c_browser(rng, acc):
    lang = pick_lang(rng)
    proj = new_project(rng)
    ex = person_exchange(rng, lang, proj, p_long=0.1)
    title, url, excerpt = pick(rng, CB.BROWSER_PAGES)
    sysm = CB.BROWSER_SYS.format(title=title, url=url, excerpt=excerpt)
    msgs = assemble(ex, [{"role": "system", "content": sysm}], [])
    if chance(rng, 0.2):
        msgs[-1] = {"role": "user", "content": [{"type": "text", "text": ex.user}, {"type": "image_url", "image_url": {"url": TINY_PNG, "detail": "auto"}}]}
        ex.shape += "+screenshot"
    model = pick(rng, ["gpt-4o-mini", "gpt-4o", "gpt-4.1-mini", "gemini-2.0-flash"])
    body = shrink(msgs, chat_build(model, {"stream": True, "temperature": 0.5}), 1)
    acc.add("browser_assistant", ex.shape, EP_CHAT, h_browser_ext(rng), body, ex.label, f"[{lang}] browser-extension assistant on '{title[:40]}': {ex.note}")


def c_terminal_assist(rng, acc):
    lang = pick_lang(rng)
    proj = new_project(rng)
    osn = pick(rng, ["Ubuntu 22.04", "macOS 14", "Windows 11", "Arch Linux", "Debian 12"])
    sysm = pick(rng, CB.TERMINAL_ASSIST_SYS).format(os=osn, shell=pick(rng, ["bash", "zsh", "fish", "PowerShell"]))
    ex = person_exchange(rng, lang, proj, p_long=0.14, modes=["explicit"] * 6 + ["inherit_terse"] * 4 + ["inherit_paste_only"] * 4 + ["answer_clarify", "followup"])
    msgs = assemble(ex, [{"role": "system", "content": sysm}], fillers(rng, lang, proj, pick(rng, [0, 0, 1, 2])))
    model = any_chat_model(rng)
    body = shrink(msgs, chat_build(model, {"temperature": pick(rng, [0, 0.2]), "stream": chance(rng, 0.6) or None, "max_tokens": pick(rng, [None, 512])}), 1)
    acc.add("terminal_assistant", ex.shape, EP_CHAT, pick(rng, [h_openai_py, h_httpx, h_requests])(rng), body, ex.label,
            f"[{lang}] human-in-the-loop terminal assistant (the person runs commands): {ex.note}")


def c_ide_agent(rng, acc):
    lang = pick_lang(rng)
    proj = new_project(rng)
    which = pick(rng, ["continue_agent", "roo_ask", "roo_code"])
    osn = pick(rng, ["macOS", "Linux", "Windows 11"])
    ex = person_exchange(rng, lang, proj, p_long=0.3 if which != "roo_ask" else 0.15)
    if which == "continue_agent":
        sysm = CB.CONTINUE_AGENT_SYS.format(root=proj.root)
        tools = [CB.fn_openai("builtin_" + n, d, p) for n, d, p in CB.IDE_TOOLS[:7]]
        hdr = h_node_fetch(rng)
    else:
        sysm = CB.ROO_ASK_SYS.format(os=osn, root=proj.root)
        if which == "roo_code":
            sysm = sysm.replace("Current mode: Ask. In this mode you can read files and search but you do not edit code.",
                                "Current mode: Code. In this mode you can read, write and run commands.")
        tools = [CB.fn_openai(n, d, p) for n, d, p in CB.IDE_TOOLS]
        hdr = h_openai_js(rng, {"http-referer": "https://github.com/RooVetGit/Roo-Cline", "x-title": "Roo Code"})
        env = f"\n\n<environment_details>\n# VSCode Visible Files\n{proj.file}\n\n# Current Mode\n<slug>{'ask' if which == 'roo_ask' else 'code'}</slug>\n</environment_details>"
        ex.user = ex.user + env
        ex.prior = [{"role": m["role"], "content": m["content"] + env} for m in ex.prior]
    msgs = assemble(ex, [{"role": "system", "content": sysm}], fillers(rng, lang, proj, pick(rng, [0, 0, 1])))
    model = pick(rng, OPEN_WEIGHT_MODELS + OPENAI_CHAT_MODELS + ["anthropic/claude-sonnet-4"])
    body = shrink(msgs, chat_build(model, {"stream": True, "tools": tools, "tool_choice": "auto", "parallel_tool_calls": False if chance(rng, 0.5) else None,
                                          "temperature": 0}), 1)
    acc.add("ide_agent_tools_unused", ex.shape, EP_CHAT, hdr, body, ex.label,
            f"[{lang}] IDE agent ({which.replace('_', ' ')}) with a tools array but only text turns so far: {ex.note}")


def c_legacy_completions(rng, acc):
    lang = pick_lang(rng)
    proj = new_project(rng)
    ex = person_exchange(rng, lang, proj, p_long=0.1)
    lines = [pick(rng, ["The following is a conversation between a developer and a helpful AI assistant.",
                        "Transcript of a chat with a programming assistant that answers concisely."]), ""]
    for m in ex.prior:
        lines.append(f"Human: {m['content']}")
    lines.append(f"AI: {ex.assistant}")
    lines.append(f"Human: {ex.user}")
    lines.append("AI:")
    body = {"model": pick(rng, COMPLETION_MODELS), "prompt": "\n".join(lines), "max_tokens": pick(rng, [256, 400, 800]),
            "temperature": pick(rng, [0.2, 0.7]), "stop": ["\nHuman:", "\nAI:"]}
    acc.add("legacy_completions_chat", "completions_" + ex.shape, EP_COMPL, pick(rng, [h_openai_py, h_requests, h_curl])(rng), body, ex.label,
            f"[{lang}] chatbot on legacy /v1/completions with a Human/AI transcript: {ex.note}")


# ================================================================ confusable pairs
def pairs(rng, acc_b, acc_a, n):
    """Same command and same output: a person pasting what the assistant suggested (B) versus a harness feeding back
    what the assistant ran (A)."""
    for i in range(n):
        pid = f"P{i + 1:03d}"
        lang = pick_lang(rng)
        proj = new_project(rng)
        o = cmd_out(rng, proj)
        # --- B side: chat/terminal assistant suggested the command, the person ran it and pasted
        first = first_user(rng, lang, proj, pick(rng, ["how_fix_q", "why_fail", "what_mean"]))
        sug = reply(rng, lang, "cmd", o.cmd)
        r = rng.random()
        if r < 0.4:
            user = fmt_paste(rng, o.text, raw_bias=0.7)
            ushape = "paste_only"
            why = "pasted with no line of their own, continuing their question"
        elif r < 0.7:
            line = line_for(rng, lang, pick(rng, ["what_mean", "why_fail", "what_next", "how_fix_q"]))
            user = compose(rng, line, o.text, "above")
            ushape = "line_above"
            why = f"pasted with \"{line}\""
        else:
            line = line_for(rng, lang, pick(rng, ["same_error", "still_broken", "ok_now_this"]))
            user = compose(rng, line, o.text, "above")
            ushape = "terse"
            why = f"pasted with the terse \"{line}\""
        sysm = pick(rng, [pick(rng, CB.TERMINAL_ASSIST_SYS).format(os="Ubuntu 22.04", shell="bash"), "You are a helpful assistant.", None])
        msgs = ([{"role": "system", "content": sysm}] if sysm else []) + [{"role": "user", "content": first}, {"role": "assistant", "content": sug},
                                                                            {"role": "user", "content": user}]
        body = chat_build(any_chat_model(rng), {"stream": chance(rng, 0.5) or None})(msgs)
        acc_b.add("pair_suggested", f"cmd_suggestion->{ushape}+output_of_suggested_cmd", EP_CHAT, pick(rng, [h_openai_py, h_webui])(rng), body, SINGLE,
                  f"[{lang}] confusable pair {pid}, person side: the assistant suggested `{o.cmd}`, the person ran it and {why}; "
                  f"nothing ran through the assistant; task = diagnose the given output -> single_step")
        # --- A side: an auto-run agent ran the same command and the harness returns the same output
        task = pick(rng, ["Get the project building again.", "Fix whatever is breaking the install.", "Make the test suite pass.",
                          "The service won't start; get it running."])
        style = pick(rng, ["bare", "colon", "block"])
        act = {"bare": o.cmd, "colon": f"Running: {o.cmd}", "block": f"```bash\n{o.cmd}\n```"}[style]
        fb = pick(rng, [o.text, f"$ {o.cmd}\n{o.text}\n[exit {o.code}]", f"exit={o.code}\n{o.text}", f"Output:\n{o.text}"])
        sysa = pick(rng, [SP_TERM.format(os="Ubuntu 22.04", shell="bash", root=proj.root),
                          "You are an agent with shell access. Reply with one command per turn; it runs automatically and the output comes back to you."])
        msgs_a = [{"role": "system", "content": sysa}, {"role": "user", "content": task}, {"role": "assistant", "content": act}, {"role": "user", "content": fb}]
        body_a = chat_build(any_chat_model(rng), {"temperature": 0})(msgs_a)
        acc_a.add("pair_ran", f"{'bare_cmd' if style == 'bare' else ('colon_action' if style == 'colon' else 'cmd_block')}->raw_output(same_as_{pid})", EP_CHAT,
                  pick(rng, [h_openai_py, h_requests])(rng), body_a, LONG,
                  f"confusable pair {pid}, harness side: an auto-run agent executed `{o.cmd}` and the harness returns the same output the person pasted in the paired request; running loop -> long_horizon")


CLIENTS = [(c_webui, 140), (c_sdk, 85), (c_continue, 75), (c_copilot, 80), (c_cody, 45), (c_aider, 85), (c_gemini_cli, 70),
           (c_claude_code, 70), (c_codex, 60), (c_team_bot, 110), (c_browser, 60), (c_terminal_assist, 75), (c_ide_agent, 70),
           (c_legacy_completions, 25)]


def generate(rng, n_pairs=40):
    acc_b = Acc()
    acc_a = Acc()
    for fn, n in CLIENTS:
        for _ in range(n):
            fn(rng, acc_b)
    pairs(rng, acc_b, acc_a, n_pairs)
    return acc_b.records, acc_a.records
