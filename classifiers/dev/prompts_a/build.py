"""Shape builders: each returns a list of records (without ids) for one situation.

Labels are assigned here from the shape and, for multi-turn chats, from the final ask, following the
order of the clients' notes "Labels": prior tool results / edit-loop retry -> long_horizon unless the call's own
ask is to summarize/compact/title; otherwise exploring or editing beyond the supplied content ->
long_horizon; everything else single_step.
"""
from __future__ import annotations

import json
import random

import asks as A
import convs as C
import payloads as P
import protocols as PR
import scenarios as SC
import sysprompts as SP
import templates as T
from common import Conv, Msg, fence, pick, sub_rng, wpick

ALL_FAMILIES = list(T.FAMILIES)
BIG_OK = ["llama3", "chatml", "mistral_inst", "command_r", "deepseek_v3", "granite", "glm4",
          "plain_user_assistant", "markdown_transcript", "anthropic_human_assistant"]
# rough prompt-size ceilings (characters) from the context windows of the models each family is used with
FAMILY_MAX = {"llama2_inst": 14_000, "vicuna": 14_000, "alpaca": 10_000, "zephyr": 30_000, "gemma": 30_000,
              "openchat": 30_000, "codellama": 60_000, "deepseek_coder": 60_000}
DEFAULT_MAX = 400_000


def fits(family: str, n_chars: int) -> bool:
    return n_chars <= FAMILY_MAX.get(family, DEFAULT_MAX)


SCRATCH_FAMILIES = {"react_scratchpad": "react_scratch", "smolagents_code": "code_scratch", "alpaca": "react_scratch"}
NO_HISTORY_FAMILIES = {"react_scratchpad", "smolagents_code"}   # cannot hold a chat history naturally

# ------------------------------------------------------------------------------------------------
# request envelope
# ------------------------------------------------------------------------------------------------
_OAI_PY = ["1.35.13", "1.40.6", "1.47.1", "1.51.2", "1.54.4", "1.58.1", "1.61.0"]
_OAI_JS = ["4.56.0", "4.67.3", "4.77.0"]

CLIENT_WEIGHTS = [("openai-python", 30), ("openai-python-async", 8), ("openai-node", 6), ("httpx", 10),
                  ("requests", 10), ("curl", 5), ("langchain", 8), ("llama-index", 5), ("custom", 14),
                  ("go", 2), ("axios", 2)]
CUSTOM_UAS = ["agentloop/0.4 (+https://git.internal/tools/agentloop)", "swe-runner/1.2.0", "nightly-triage-bot/0.9",
              "repo-doctor/0.3.1 python-httpx/0.27.0", "textgen-bridge/0.2", "evalkit/2.1.0",
              "autogen-runner/0.2 python-requests/2.31.0", "fixbot.py/0.1", "ci-assist/3.4.1 (linux; x86_64)",
              "prompt-replay/0.7"]


def headers_for(rng: random.Random, endpoint: str) -> dict:
    kind = wpick(rng, CLIENT_WEIGHTS)
    h: dict[str, str] = {}
    if kind in ("openai-python", "openai-python-async", "langchain", "llama-index"):
        v = pick(rng, _OAI_PY)
        ua = ("AsyncOpenAI/Python " if kind == "openai-python-async" else "OpenAI/Python ") + v
        if kind == "langchain":
            ua = pick(rng, ["langchain-openai/0.1.25 ", "LangChain/0.2.16 ", "langchain-community/0.3.5 "]) + ua
        if kind == "llama-index":
            ua = pick(rng, ["llama-index/0.10.68 ", "llama-index-llms-openai-like/0.2.0 ", "llama-index/0.11.20 "]) + ua
        h = {"user-agent": ua, "content-type": "application/json", "accept": "application/json",
             "x-stainless-lang": "python", "x-stainless-package-version": v,
             "x-stainless-os": pick(rng, ["Linux", "MacOS", "Linux", "Windows"]),
             "x-stainless-arch": pick(rng, ["x64", "arm64", "x64"]), "x-stainless-runtime": "CPython",
             "x-stainless-runtime-version": pick(rng, ["3.10.14", "3.11.9", "3.12.4", "3.11.7"]),
             "x-stainless-retry-count": "0"}
        if kind == "openai-python-async":
            h["x-stainless-async"] = "async:asyncio"
    elif kind == "openai-node":
        v = pick(rng, _OAI_JS)
        h = {"user-agent": f"OpenAI/JS {v}", "content-type": "application/json", "accept": "application/json",
             "x-stainless-lang": "js", "x-stainless-package-version": v, "x-stainless-os": "Linux",
             "x-stainless-arch": "x64", "x-stainless-runtime": "node",
             "x-stainless-runtime-version": pick(rng, ["v18.19.1", "v20.11.1", "v22.3.0"]), "x-stainless-retry-count": "0"}
    elif kind == "httpx":
        h = {"user-agent": pick(rng, ["python-httpx/0.27.2", "python-httpx/0.27.0", "python-httpx/0.28.1"]),
             "content-type": "application/json", "accept": "*/*", "accept-encoding": "gzip, deflate"}
    elif kind == "requests":
        h = {"user-agent": pick(rng, ["python-requests/2.32.3", "python-requests/2.31.0"]),
             "content-type": "application/json", "accept": "*/*", "accept-encoding": "gzip, deflate",
             "connection": "keep-alive"}
    elif kind == "curl":
        h = {"user-agent": pick(rng, ["curl/8.5.0", "curl/7.81.0", "curl/8.7.1"]), "content-type": "application/json",
             "accept": "*/*"}
    elif kind == "custom":
        h = {"user-agent": pick(rng, CUSTOM_UAS), "content-type": "application/json"}
        if rng.random() < 0.5:
            h["accept"] = "application/json"
    elif kind == "go":
        h = {"user-agent": "Go-http-client/1.1", "content-type": "application/json", "accept-encoding": "gzip"}
    else:
        h = {"user-agent": "axios/1.7.7", "content-type": "application/json",
             "accept": "application/json, text/plain, */*"}
    r = rng.random()
    if r < 0.55:
        h["authorization"] = "Bearer gw_" + "".join(rng.choice("0123456789abcdef") for _ in range(32))
    elif r < 0.7:
        h["authorization"] = "Bearer " + pick(rng, ["EMPTY", "no-key", "sk-no-key-required"])
    return h


CHAT_MODELS = ["gpt-4o-mini", "gpt-4o", "gpt-4.1-mini", "qwen2.5-coder-32b-instruct", "llama-3.3-70b-versatile",
               "deepseek-chat", "mistral-large-latest", "claude-3-5-haiku-latest", "local-model"]


def envelope(rng: random.Random, family: str, prompt: str, *, chat: bool, max_tokens: int, temperature: float,
             extra_stops: list[str] | None = None, big: bool = False) -> tuple[str, dict, dict]:
    fam = T.FAMILIES[family]
    stops = list(fam["stop"]) + [s for s in (extra_stops or []) if s not in fam["stop"]]
    if chat:
        model = pick(rng, CHAT_MODELS) if rng.random() < 0.6 else pick(rng, fam["models"])
        msgs = []
        if rng.random() < 0.55:
            msgs.append({"role": "system", "content": pick(rng, SP.CHAT_WRAPPER_SYSTEMS)})
        msgs.append({"role": "user", "content": prompt})
        body: dict = {"model": model, "messages": msgs}
        if rng.random() < 0.85:
            body["max_tokens"] = max_tokens
        body["temperature"] = temperature
        if rng.random() < 0.4:
            body["stop"] = stops[:4]
        if rng.random() < 0.3:
            body["stream"] = True
        return "/v1/chat/completions", body, headers_for(rng, "chat")
    model = pick(rng, fam["models"])
    if model.startswith("gpt-3.5") or model.startswith("claude") or model.startswith("anthropic"):
        stops = stops[:4]
    body = {"model": model, "prompt": [prompt] if rng.random() < 0.08 else prompt, "max_tokens": max_tokens,
            "temperature": temperature, "stop": stops}
    if rng.random() < 0.3:
        body["stream"] = True
        if rng.random() < 0.4:
            body["stream_options"] = {"include_usage": True}
    if rng.random() < 0.2:
        body["top_p"] = pick(rng, [0.9, 0.95, 1.0])
    if rng.random() < 0.08:
        body["seed"] = rng.randrange(1, 10_000)
    if rng.random() < 0.08:
        body["repetition_penalty"] = pick(rng, [1.05, 1.1])
    if rng.random() < 0.06:
        body["top_k"] = pick(rng, [20, 40])
    if rng.random() < 0.04:
        body["n"] = 1
    return "/v1/completions", body, headers_for(rng, "completions")


def use_chat(rng: random.Random, family: str) -> bool:
    p = 0.5 if T.FAMILIES[family]["text"] else 0.15
    return rng.random() < p


def record(family: str, shape: str, label: str, lang: str, endpoint: str, headers: dict, body: dict, **extra) -> dict:
    r = {"family": family, "shape": shape, "endpoint": endpoint, "headers": headers, "body": body, "label": label,
         "lang": lang}
    r.update(extra)
    return r


# ------------------------------------------------------------------------------------------------
# helpers shared by shapes
# ------------------------------------------------------------------------------------------------
def text_protocols(family: str) -> list[str]:
    return [p for p in T.FAMILIES[family]["protocols"] if p in PR.TEXT_PROTOCOLS]


def choose_protocol(rng: random.Random, family: str, *, need_shell: bool = False) -> str:
    options = list(T.FAMILIES[family]["protocols"])
    if need_shell:
        options = [p for p in options if p not in PR.SHELL_ONLY]
    return pick(rng, options)


def native_system(rng: random.Random) -> str | None:
    r = rng.random()
    if r < 0.45:
        return SP.short_agent_system(rng)
    if r < 0.85:
        return SP.agent_system(rng, "native")
    return None


def task_wrap(rng: random.Random, text: str, kind: str, agentic: bool) -> str:
    """Wrappers that agent clients put around the user's task. They carry context, not the task."""
    if not agentic:
        return text
    r = rng.random()
    proj = pick(rng, ["billing-api", "webshop", "orbit", "ledgerd", "shipit", "fixtures-cli", "atlas"])
    if r < 0.45:
        return text
    if r < 0.7:
        env = (f"\n\n<environment_details>\nCurrent working directory: /home/dev/{proj}\nShell: bash\n"
               f"Git branch: {pick(rng, ['main', 'develop', 'feature/checkout-v2', 'release/2.8'])}\n</environment_details>")
        return f"<task>\n{text}\n</task>" + env
    if r < 0.85 and kind == "long":
        return (f"<issue_description>\n{text}\n</issue_description>\n\nThe repository is checked out at /repo/{proj}. "
                "Make the changes needed to resolve the issue; the existing test suite is in tests/.")
    return f"[{proj}] {text}"


def max_tok(rng, lo, hi):
    return pick(rng, [v for v in (64, 128, 256, 300, 400, 512, 768, 1024, 1500, 2048, 3000, 4096, 8192) if lo <= v <= hi])


# ------------------------------------------------------------------------------------------------
# shapes 1 and 2: first turn
# ------------------------------------------------------------------------------------------------
_BIG_CACHE: dict[str, str] = {}


def big_payload(ask: A.Ask, seed: int) -> str:
    if ask.base_id in _BIG_CACHE:
        return _BIG_CACHE[ask.base_id]
    kind, size, req = ask.big
    rng = sub_rng(seed, "big", ask.base_id)
    reqs = [getattr(P, r) for r in req]
    if kind == "py":
        code = P.big_python_module(rng, size, reqs)
        text = f"ledgerd/{pick(rng, ['posting.py', 'reconcile.py', 'numbering.py'])}\n" + fence(code, "python")
    else:
        code = P.big_ts_module(rng, size, reqs)
        text = f"src/reports/{pick(rng, ['build.ts', 'reportUtils.ts'])}\n" + fence(code, "ts")
    _BIG_CACHE[ask.base_id] = text
    return text


def first_turn(seed: int, ask: A.Ask, lang: str, family: str, idx: int) -> dict:
    rng = sub_rng(seed, "first", ask.base_id, lang, family, idx)
    kind = ask.kind
    text = ask.texts[lang]
    payload = big_payload(ask, seed) if ask.big else ask.payload
    mode = wpick(rng, [("none", 25), ("plain", 30), ("agent_text", 30), ("native", 15)])
    if family in SCRATCH_FAMILIES and family != "alpaca":
        mode = "scratch"
    if family == "autogen_transcript":
        mode = "agent_text"
    if family == "command_r" and mode == "agent_text":
        mode = "native"
    if mode == "native" and family not in T.NATIVE_TOOL_FAMILIES:
        mode = "agent_text"
    system = None
    tools = None
    prefill = ""
    stops_extra: list[str] = []
    protocol = None
    if mode == "plain":
        system = pick(rng, SP.PLAIN_SYSTEMS)
    elif mode == "agent_text":
        tps = text_protocols(family) or ["react"]
        if family == "autogen_transcript":
            tps = ["autogen"]
        if family == "alpaca":
            tps = ["react"]
        protocol = pick(rng, tps)
        system = SP.agent_system(rng, protocol)
        if protocol == "react":
            stops_extra = ["\nObservation:"]
            if rng.random() < 0.35:
                prefill = "Thought:"
    elif mode == "native":
        tools = SP.TOOLS
        system = native_system(rng)
    elif mode == "scratch":
        protocol = SCRATCH_FAMILIES[family]
        system = SP.agent_system(rng, protocol)
    agentic = mode in ("agent_text", "native", "scratch")
    user_text = task_wrap(rng, text, kind, agentic)
    conv = Conv(system=system, msgs=[Msg("user", user_text, payload=payload)], tools=tools, prefill=prefill)
    q = T.quirks_for(family, rng, protocol)
    prompt = T.render(family, conv, q)
    big = len(prompt) > 60_000
    chat = use_chat(rng, family) and not (family in ("command_r", "granite", "glm4") and rng.random() < 0.7)
    mt = max_tok(rng, 256, 2048) if kind == "single" else max_tok(rng, 1024, 8192)
    temp = pick(rng, [0.0, 0.0, 0.1, 0.2, 0.3, 0.7])
    endpoint, body, headers = envelope(rng, family, prompt, chat=chat, max_tokens=mt, temperature=temp,
                                       extra_stops=stops_extra, big=big)
    label = "single_step" if kind == "single" else "long_horizon"
    shape = "first_turn_single" if kind == "single" else "first_turn_long"
    return record(family, shape, label, lang, endpoint, headers, body, ask_id=f"{ask.base_id}.{lang}")


def families_for_ask(seed: int, ask: A.Ask, lang: str, n: int) -> list[str]:
    rng = sub_rng(seed, "fams", ask.base_id, lang)
    pool = BIG_OK if ask.big and ask.big[1] > 40_000 else ALL_FAMILIES
    need = (ask.big[1] if ask.big else len(ask.payload or "")) + 4_000
    fams = [f for f in pool if fits(f, need)]
    rng.shuffle(fams)
    return fams[:n]


def build_first_turns(seed: int, kind: str) -> list[dict]:
    out = []
    src = A.SINGLE_ASKS if kind == "single" else A.LONG_ASKS
    for ask in src:
        for lang in ask.texts:
            if ask.big:
                n = 4 if ask.big[1] > 100_000 else 5
                if lang != "en":
                    n = 3
            else:
                n = 6 if lang == "en" else 3
            for i, fam in enumerate(families_for_ask(seed, ask, lang, n)):
                out.append(first_turn(seed, ask, lang, fam, i))
    return out


# ------------------------------------------------------------------------------------------------
# shape 3: mid-loop
# ------------------------------------------------------------------------------------------------
def scenario_lang(rng: random.Random, scn: SC.Scenario) -> str:
    langs = list(scn.tasks)
    if rng.random() < 0.72 or len(langs) == 1:
        return "en"
    return pick(rng, langs[1:])


def loop_conv(rng: random.Random, family: str, scn: SC.Scenario, k: int, lang: str, protocol: str,
              style: dict) -> tuple[Conv, list[str]]:
    """Task + first k steps of the trajectory, rendered for one protocol; returns (conv, extra stops)."""
    steps = scn.steps[:k]
    task = task_wrap(rng, scn.tasks[lang], "single" if scn.sid.startswith("small-") else "long", True)
    stops_extra: list[str] = []
    if protocol in PR.SCRATCH_PROTOCOLS:
        system = SP.agent_system(rng, protocol)
        conv = Conv(system=system, msgs=[Msg("user", task)], scratchpad=PR.scratchpad(steps, protocol, style))
        if protocol == "react_scratch":
            stops_extra = ["\nObservation:"]
        return conv, stops_extra
    if protocol in PR.NATIVE_PROTOCOLS:
        system = native_system(rng) if protocol != "native_cohere" else SP.agent_system(rng, "native")
        msgs = [Msg("user", task)] + PR.history(steps, protocol, style, rng)
        return Conv(system=system, msgs=msgs, tools=SP.TOOLS), stops_extra
    system = SP.agent_system(rng, protocol)
    msgs = [Msg("user", task)] + PR.history(steps, protocol, style, rng)
    prefill = ""
    if protocol == "react":
        stops_extra = ["\nObservation:"]
        if rng.random() < 0.4:
            prefill = "Thought:"
    if protocol == "code_blob":
        stops_extra = ["<end_code>", "Observation:"]
    return Conv(system=system, msgs=msgs, prefill=prefill), stops_extra


NUDGES = {"en": ["continue", "keep going", "ok, continue", "fix it", "go on", "Continue with the task."],
          "es": ["sigue", "continúa"], "de": ["weiter", "mach weiter"], "zh": ["继续"], "ja": ["続けて"],
          "fr": ["continue", "vas-y, continue"], "pt": ["continua", "segue"], "ru": ["продолжай"], "it": ["continua"],
          "ko": ["계속해"], "hi-en": ["continue karo"], "pl": ["kontynuuj"], "tr": ["devam et"]}


def allowed_protocols(family: str, scn: SC.Scenario) -> list[str]:
    ps = list(T.FAMILIES[family]["protocols"])
    if family == "alpaca":
        ps = ["react_scratch"]
    if scn.no_shell_form:
        ps = [p for p in ps if p not in PR.SHELL_ONLY]
    return ps


def mid_loop(seed: int, scn: SC.Scenario, family: str, idx: int, k: int | None = None) -> dict | None:
    rng = sub_rng(seed, "mid", scn.sid, family, idx)
    ps = allowed_protocols(family, scn)
    if not ps:
        return None
    protocol = pick(rng, ps)
    style = PR.random_style(rng)
    n = len(scn.steps)
    if k is None:
        k = rng.randint(1, n)
    lang = scenario_lang(rng, scn)
    q = T.quirks_for(family, rng, protocol)
    nudge = None
    if protocol not in PR.SCRATCH_PROTOCOLS and rng.random() < 0.15:
        nudge = pick(rng, NUDGES.get(lang, NUDGES["en"]))
    while True:
        conv, stops_extra = loop_conv(sub_rng(seed, "midconv", scn.sid, family, idx), family, scn, k, lang,
                                      protocol, style)
        if nudge:   # a short user nudge after the last observation ("continue", "fix it")
            conv.msgs.append(Msg("user", nudge))
        prompt = T.render(family, conv, q)
        if fits(family, len(prompt)):
            break
        if k == 1:
            return None
        k -= 1
    chat = use_chat(rng, family)
    endpoint, body, headers = envelope(rng, family, prompt, chat=chat, max_tokens=max_tok(rng, 256, 2048),
                                       temperature=pick(rng, [0.0, 0.0, 0.2, 0.5, 0.7]), extra_stops=stops_extra)
    return record(family, "mid_loop", "long_horizon", lang, endpoint, headers, body)


def build_mid_loops(seed: int) -> list[dict]:
    out = []
    rng = sub_rng(seed, "midplan")
    scns = list(SC.SCENARIOS)
    for si, scn in enumerate(scns):
        per = 17 if len(scn.steps) > 2 else 12
        fams = list(ALL_FAMILIES)
        rng.shuffle(fams)
        for i in range(per):
            fam = fams[i % len(fams)]
            k = None
            if i == 0:
                k = 1
            elif i == 1:
                k = len(scn.steps)
            r = mid_loop(seed, scn, fam, i, k)
            if r:
                out.append(r)
    # long transcripts: ~12 KB .. ~200 KB, driven by a big file read or a long CI log
    plan = [(SC.make_big_scenario, 14_000, 6), (SC.make_big_scenario, 26_000, 6), (SC.make_big_scenario, 40_000, 6),
            (SC.make_big_scenario, 60_000, 5), (SC.make_big_scenario, 95_000, 3), (SC.make_big_scenario, 125_000, 2),
            (SC.make_big_scenario, 150_000, 2),
            (SC.make_ci_log_scenario, 8_000, 6), (SC.make_ci_log_scenario, 16_000, 6),
            (SC.make_ci_log_scenario, 28_000, 6), (SC.make_ci_log_scenario, 42_000, 5),
            (SC.make_ci_log_scenario, 58_000, 4)]
    for maker, size, per in plan:
        scn = maker(sub_rng(seed, "bigscn", maker.__name__, size), size)
        fams = [f for f in ALL_FAMILIES if fits(f, size * 1.15 + 6_000)]
        if size > 60_000:
            fams = [f for f in BIG_OK if f != "anthropic_human_assistant"]
        rng.shuffle(fams)
        for i in range(per):
            fam = fams[i % len(fams)]
            k = rng.randint(2, len(scn.steps))
            r = mid_loop(seed, scn, fam, 100 + i, k)
            if r:
                out.append(r)
    return out


# ------------------------------------------------------------------------------------------------
# shape 4: side calls
# ------------------------------------------------------------------------------------------------
def _ask_in(rng: random.Random, table: dict[str, list[str]]) -> tuple[str, str]:
    langs = list(table)
    lang = "en" if rng.random() < 0.75 else pick(rng, langs[1:])
    return lang, pick(rng, table[lang])


def plain_transcript(rng: random.Random, task: str, steps: list[SC.Step]) -> str:
    style = pick(rng, ["tags", "labels"])
    lines = []
    if style == "labels":
        lines.append(f"USER: {task}")
        for st in steps:
            lines.append(f"ASSISTANT: {st.thought}")
            lines.append(f"TOOL CALL {st.tool}: {json.dumps(st.args, ensure_ascii=False)}")
            res = PR.tool_result_text(st, {"json_results": False})
            lines.append(f"TOOL RESULT:\n{res}")
        return "\n".join(lines)
    lines.append(f"<user>\n{task}\n</user>")
    for st in steps:
        lines.append(f"<assistant>\n{st.thought}\n<call tool=\"{st.tool}\">{json.dumps(st.args, ensure_ascii=False)}</call>\n</assistant>")
        lines.append(f"<tool_result tool=\"{st.tool}\">\n{PR.tool_result_text(st, {'json_results': False})}\n</tool_result>")
    return "\n".join(lines)


SIDE_SYSTEMS = {
    "summary": ["You write summaries of coding-agent sessions for handoff between engineers.",
                "You are a helpful assistant that summarizes conversations.",
                "You condense long agent transcripts into short, factual notes. Never invent details."],
    "compact": ["You condense long agent transcripts into short, factual notes. Never invent details.",
                "You maintain the working memory of a coding agent. Keep every fact needed to continue; drop the rest."],
    "title": ["You generate short titles for chat sessions.",
              "You name conversations. Output a title only, in the language of the conversation."],
}


def side_history(seed: int, scn: SC.Scenario, family: str, idx: int, ask_table: dict, kind: str) -> dict | None:
    rng = sub_rng(seed, "side", kind, scn.sid, family, idx)
    k = rng.randint(1, len(scn.steps))
    steps = scn.steps[:k]
    lang_task = scenario_lang(rng, scn)
    task = scn.tasks[lang_task]
    lang_ask, ask = _ask_in(rng, ask_table)
    quoted = family in NO_HISTORY_FAMILIES or rng.random() < 0.45
    stops_extra: list[str] = []
    if quoted:
        system = pick(rng, SIDE_SYSTEMS[kind]) if rng.random() < 0.7 else None
        intro = pick(rng, ["Here is a transcript of a session between a user and a coding agent:",
                           "Conversation so far:", "Below is the history of an agent run."])
        text = f"{intro}\n\n{plain_transcript(rng, task, steps)}\n\n{ask}"
        if family in NO_HISTORY_FAMILIES:
            # these completion formats carry a task slot only; the side call is a plain prompt in it
            family = pick(rng, ["plain_user_assistant", "markdown_transcript", "chatml", "llama3"])
        conv = Conv(system=system, msgs=[Msg("user", text)])
        protocol = None
    else:
        ps = [p for p in allowed_protocols(family, scn) if p not in PR.SCRATCH_PROTOCOLS]
        if not ps:
            return None
        protocol = pick(rng, ps)
        style = PR.random_style(rng)
        conv, _ = loop_conv(rng, family, scn, k, lang_task, protocol, style)
        conv.prefill = ""
        conv.msgs.append(Msg("user", ask))
    q = T.quirks_for(family, rng, protocol)
    prompt = T.render(family, conv, q)
    chat = use_chat(rng, family)
    mt = max_tok(rng, 64, 128) if kind == "title" else max_tok(rng, 256, 1500)
    endpoint, body, headers = envelope(rng, family, prompt, chat=chat, max_tokens=mt,
                                       temperature=pick(rng, [0.0, 0.0, 0.2, 0.3]), extra_stops=stops_extra)
    lang = lang_ask if lang_ask != "en" else lang_task
    return record(family, "side_call", "single_step", lang, endpoint, headers, body)


COMMIT_SYSTEMS = [
    "You are an expert software engineer that writes concise, informative git commit messages.",
    "Write commit messages following the Conventional Commits specification.",
    None,
]


def side_commit(seed: int, family: str, idx: int) -> dict:
    rng = sub_rng(seed, "commit", family, idx)
    desc, diff = pick(rng, C.COMMIT_CONTEXTS)
    lang, ask = _ask_in(rng, C.COMMIT_ASKS)
    ctx = ""
    if rng.random() < 0.5:
        ctx = f"The user's request for this change was: \"{desc}\".\n\n"
    text = f"{ctx}{ask}" if rng.random() < 0.5 else ask
    system = pick(rng, COMMIT_SYSTEMS)
    if family in NO_HISTORY_FAMILIES:
        family = pick(rng, ["plain_user_assistant", "chatml", "mistral_inst"])
    conv = Conv(system=system, msgs=[Msg("user", text, payload=diff)])
    q = T.quirks_for(family, rng)
    prompt = T.render(family, conv, q)
    endpoint, body, headers = envelope(rng, family, prompt, chat=use_chat(rng, family), max_tokens=max_tok(rng, 64, 300),
                                       temperature=pick(rng, [0.0, 0.2]))
    return record(family, "side_call", "single_step", lang, endpoint, headers, body)


def side_chat_title(seed: int, chat: C.Chat, family: str, idx: int) -> dict:
    rng = sub_rng(seed, "ctitle", chat.cid, family, idx)
    lang, ask = _ask_in(rng, C.TITLE_ASKS)
    if family in NO_HISTORY_FAMILIES:
        family = pick(rng, ["plain_user_assistant", "markdown_transcript", "gemma"])
    msgs = []
    for u, a in chat.turns:
        msgs += [Msg("user", u), Msg("assistant", a)]
    if rng.random() < 0.5:
        hist = "\n\n".join(f"{'User' if m.role == 'user' else 'Assistant'}: {m.content}" for m in msgs)
        conv = Conv(system=pick(rng, SIDE_SYSTEMS["title"]), msgs=[Msg("user", f"{hist}\n\n---\n{ask}")])
    else:
        conv = Conv(system=None, msgs=msgs + [Msg("user", ask)])
    q = T.quirks_for(family, rng)
    prompt = T.render(family, conv, q)
    endpoint, body, headers = envelope(rng, family, prompt, chat=use_chat(rng, family), max_tokens=max_tok(rng, 64, 128),
                                       temperature=pick(rng, [0.0, 0.3]))
    return record(family, "side_call", "single_step", chat.lang if lang == "en" else lang, endpoint, headers, body)


def build_side_calls(seed: int) -> list[dict]:
    out = []
    rng = sub_rng(seed, "sideplan")
    scns = [s for s in SC.SCENARIOS]
    fams = list(ALL_FAMILIES)
    i = 0
    for scn in scns:
        for kind, table, per in (("summary", C.SUMMARY_ASKS, 4), ("compact", C.COMPACT_ASKS, 3), ("title", C.TITLE_ASKS, 3)):
            for _ in range(per):
                fam = fams[(i * 7 + 3) % len(fams)]
                i += 1
                r = side_history(seed, scn, fam, i, table, kind)
                if r:
                    out.append(r)
    for j, (maker, size) in enumerate([(SC.make_big_scenario, 30_000), (SC.make_big_scenario, 60_000),
                                       (SC.make_ci_log_scenario, 20_000), (SC.make_ci_log_scenario, 45_000),
                                       (SC.make_big_scenario, 110_000), (SC.make_ci_log_scenario, 12_000)]):
        big = maker(sub_rng(seed, "bigside", j), size)
        for t in range(2):
            table = C.COMPACT_ASKS if (j + t) % 2 else C.SUMMARY_ASKS
            r = side_history(seed, big, pick(rng, BIG_OK[:7]), 900 + j * 2 + t, table, "summary")
            if r:
                out.append(r)
    for j in range(36):
        out.append(side_commit(seed, fams[(j * 5) % len(fams)], j))
    for j, chat in enumerate(C.CHATS):
        for t in range(3):
            out.append(side_chat_title(seed, chat, fams[(j * 3 + t * 11) % len(fams)], t))
    return out


# ------------------------------------------------------------------------------------------------
# shape 5: multi-turn chat without tools
# ------------------------------------------------------------------------------------------------
def multi_turn(seed: int, chat: C.Chat, family: str, idx: int, final_kind: str) -> dict:
    rng = sub_rng(seed, "multi", chat.cid, family, idx, final_kind)
    finals = chat.finals_single if final_kind == "single" else chat.finals_long
    final = pick(rng, finals)
    msgs = []
    n_prior = rng.randint(1, len(chat.turns))
    for u, a in chat.turns[:n_prior]:
        msgs += [Msg("user", u), Msg("assistant", a)]
    msgs.append(Msg("user", final))
    system = pick(rng, SP.PLAIN_SYSTEMS) if rng.random() < 0.55 else None
    if family == "react_scratchpad":
        system = SP.agent_system(rng, "react_scratch")
    conv = Conv(system=system, msgs=msgs)
    if family == "smolagents_code":
        family = pick(rng, ["markdown_transcript", "plain_user_assistant"])
    q = T.quirks_for(family, rng)
    prompt = T.render(family, conv, q)
    mt = max_tok(rng, 256, 2048) if final_kind == "single" else max_tok(rng, 1024, 4096)
    endpoint, body, headers = envelope(rng, family, prompt, chat=use_chat(rng, family), max_tokens=mt,
                                       temperature=pick(rng, [0.0, 0.2, 0.5, 0.7]))
    label = "single_step" if final_kind == "single" else "long_horizon"
    return record(family, f"multi_turn_{final_kind}", label, chat.lang, endpoint, headers, body)


def build_multi_turns(seed: int) -> list[dict]:
    out = []
    fams = [f for f in ALL_FAMILIES if f != "smolagents_code"]
    for j, chat in enumerate(C.CHATS):
        n_single = 10 if chat.lang == "en" else 5
        n_long = (9 if len(chat.finals_long) > 1 else 7) if chat.lang == "en" else 5
        for i in range(n_single):
            out.append(multi_turn(seed, chat, fams[(j * 5 + i * 3) % len(fams)], i, "single"))
        for i in range(n_long):
            out.append(multi_turn(seed, chat, fams[(j * 7 + i * 5 + 1) % len(fams)], i, "long"))
    return out


# ------------------------------------------------------------------------------------------------
# shape 6: edit-loop retry
# ------------------------------------------------------------------------------------------------
EDIT_SYSTEMS = {
    "search_replace": "Act as an expert software developer. Make the requested change to the files shown. Explain the "
                      "change in a sentence, then give each change as an edit block: the file path alone on one line, "
                      "then a fenced block with <<<<<<< SEARCH, the exact lines to find, =======, the replacement lines, "
                      "and >>>>>>> REPLACE. SEARCH must match the current file exactly, including whitespace.",
    "udiff": "You are a careful programmer. Answer with unified diffs only (--- a/path, +++ b/path, @@ hunks) inside a "
             "```diff block, with enough context lines for `git apply` to succeed.",
    "whole": "You are a coding assistant. When you change a file, output its path on one line and then the complete new "
             "content of the file in a fenced code block.",
}


def edit_retry(seed: int, rs: C.RetrySetup, family: str, idx: int) -> dict:
    rng = sub_rng(seed, "retry", rs.rid, family, idx)
    lang = "en" if rng.random() < 0.6 or len(rs.task) == 1 else pick(rng, list(rs.task)[1:])
    n_rounds = rng.randint(1, len(rs.rounds))
    msgs = [Msg("user", rs.task[lang], payload=rs.context)]
    for edit, feedback in rs.rounds[:n_rounds]:
        msgs.append(Msg("assistant", edit))
        msgs.append(Msg("user", feedback, name="observation"))
    system = EDIT_SYSTEMS[rs.fmt]
    if family == "alpaca":
        system = None
    conv = Conv(system=system, msgs=msgs)
    q = T.quirks_for(family, rng)
    prompt = T.render(family, conv, q)
    endpoint, body, headers = envelope(rng, family, prompt, chat=use_chat(rng, family), max_tokens=max_tok(rng, 512, 4096),
                                       temperature=pick(rng, [0.0, 0.0, 0.2]))
    return record(family, "edit_retry", "long_horizon", lang, endpoint, headers, body)


def build_edit_retries(seed: int) -> list[dict]:
    out = []
    fams = [f for f in ALL_FAMILIES if f not in NO_HISTORY_FAMILIES]
    for j, rs in enumerate(C.RETRIES):
        for i in range(13):
            out.append(edit_retry(seed, rs, fams[(j * 3 + i * 7) % len(fams)], i))
    return out
