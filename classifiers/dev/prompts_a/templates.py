"""Renderers: one per template family, from a Conv to the exact prompt string a client would send.

Markers and turn layout follow each family's public chat template / prompt format (see README for the
sources). All instruction prose inside them (tool preambles etc.) is our own wording.
"""
from __future__ import annotations

import json
from typing import Callable

from common import Conv, Msg, merge_consecutive
import sysprompts as SP


def _calls_json(m: Msg, key="arguments", with_id=False) -> list[dict]:
    out = []
    for c in m.calls or []:
        d = {"name": c.name, key: c.args}
        if with_id:
            d["id"] = c.call_id
        out.append(d)
    return out


def _dump(x) -> str:
    return json.dumps(x, ensure_ascii=False)


def _text_turns(conv: Conv) -> list[Msg]:
    for m in conv.msgs:
        if m.role == "tool" or m.calls:
            raise ValueError("native tool turns reached a text-only renderer")
    return conv.msgs


# ------------------------------------------------------------------------------------------------
def r_llama2(conv: Conv, q: dict) -> str:
    bos = "<s>" if q.get("bos", True) else ""
    msgs = merge_consecutive(_text_turns(conv))
    out = []
    first = True
    for m in msgs:
        if m.role == "user":
            text = m.full().strip()
            if first and conv.system:
                text = f"<<SYS>>\n{conv.system.strip()}\n<</SYS>>\n\n{text}"
            first = False
            out.append(f"{bos}[INST] {text} [/INST]")
        else:
            out.append(f" {m.content.strip()} </s>")
    s = "".join(out)
    return s + (" " + conv.prefill if conv.prefill else "")


def r_codellama(conv: Conv, q: dict) -> str:
    s = "<s>" if q.get("bos", True) else ""
    if conv.system:
        s += f"Source: system\n\n {conv.system.strip()} <step> "
    for m in merge_consecutive(_text_turns(conv)):
        s += f"Source: {m.role}\n\n {m.full().strip()} <step> "
    s += "Source: assistant\nDestination: user\n\n "
    return s + conv.prefill


def _llama3_tool_preamble() -> str:
    return ("You can call the functions below. To call one, answer with a single JSON object of the form "
            '{"name": <function name>, "parameters": <object of arguments>} and nothing else. Only call a '
            "function when you need its result.\n\n" + "\n\n".join(SP.tools_openai_json(indent=4)))


def r_llama3(conv: Conv, q: dict) -> str:
    H = lambda r: f"<|start_header_id|>{r}<|end_header_id|>\n\n"
    s = "<|begin_of_text|>" if q.get("bos", True) else ""
    sys = conv.system or ""
    native = bool(conv.tools)
    if native:
        sys = f"Environment: ipython\nCutting Knowledge Date: December 2023\nToday Date: {q.get('date', '12 Jun 2024')}\n\n" + sys
    if sys:
        s += H("system") + sys.strip() + "<|eot_id|>"
    first_user = True
    for m in conv.msgs:
        if m.role == "user":
            text = m.full()
            if native and first_user and q.get("tools_in_user", True):
                text = _llama3_tool_preamble() + "\n\n" + text
            first_user = False
            s += H("user") + text.strip() + "<|eot_id|>"
        elif m.role == "assistant" and m.calls:
            c = m.calls[0]
            if q.get("python_tag"):
                s += H("assistant") + "<|python_tag|>" + _dump({"name": c.name, "parameters": c.args}) + "<|eom_id|>"
            else:
                s += H("assistant") + _dump({"name": c.name, "parameters": c.args}) + "<|eot_id|>"
        elif m.role == "assistant":
            s += H("assistant") + m.content.strip() + "<|eot_id|>"
        elif m.role == "tool":
            s += H("ipython") + m.content.strip() + "<|eot_id|>"
    opener = H("assistant")
    if q.get("no_final_newline"):
        opener = opener.rstrip("\n")
    return s + opener + conv.prefill


def _hermes_tool_block() -> str:
    return ("# Tools\n\nYou may call one or more of the functions below. Their signatures are inside <tools></tools>:\n<tools>\n"
            + "\n".join(SP.tools_openai_json()) + "\n</tools>\n\nFor each call, output a JSON object with the function "
            "name and arguments inside <tool_call></tool_call> tags:\n<tool_call>\n{\"name\": <function-name>, "
            "\"arguments\": <args-json-object>}\n</tool_call>")


def r_chatml(conv: Conv, q: dict) -> str:
    variant = q.get("variant", "plain")
    sep = "<|im_sep|>" if variant == "phi4" else "\n"
    sys = conv.system or ""
    if conv.tools:
        sys = (sys.strip() + "\n\n" if sys else "") + _hermes_tool_block()
    s = ""
    if sys:
        s += f"<|im_start|>system{sep}{sys.strip()}<|im_end|>\n"
    msgs = conv.msgs
    i = 0
    while i < len(msgs):
        m = msgs[i]
        if m.role == "user":
            s += f"<|im_start|>user{sep}{m.full().strip()}<|im_end|>\n"
        elif m.role == "assistant":
            body = m.content.strip()
            for c in m.calls or []:
                body += ("\n" if body else "") + "<tool_call>\n" + _dump({"name": c.name, "arguments": c.args}) + "\n</tool_call>"
            s += f"<|im_start|>assistant{sep}{body}<|im_end|>\n"
        elif m.role == "tool":
            if variant == "qwen" or variant == "qwen3":
                block = []
                while i < len(msgs) and msgs[i].role == "tool":
                    block.append(f"<tool_response>\n{msgs[i].content.strip()}\n</tool_response>")
                    i += 1
                s += "<|im_start|>user\n" + "\n".join(block) + "<|im_end|>\n"
                continue
            payload = _dump({"name": m.name, "content": m.content})
            s += f"<|im_start|>tool\n<tool_response>\n{payload}\n</tool_response><|im_end|>\n"
        i += 1
    opener = f"<|im_start|>assistant{sep}"
    if q.get("no_final_newline") and sep == "\n":
        opener = "<|im_start|>assistant"
    s += opener
    if variant == "qwen3":
        s += "<think>\n\n</think>\n\n"
    return s + conv.prefill


def r_mistral(conv: Conv, q: dict) -> str:
    variant = q.get("variant", "v1")
    s = "<s>" if q.get("bos", True) else ""
    msgs = conv.msgs if conv.tools else merge_consecutive(_text_turns(conv))
    users = [i for i, m in enumerate(msgs) if m.role == "user"]
    last_user = users[-1] if users else -1
    first_user = users[0] if users else -1
    sys = (conv.system or "").strip()
    if variant == "v7" and sys:
        s += f"[SYSTEM_PROMPT]{sys}[/SYSTEM_PROMPT]"
    sp = "" if variant == "v7" else " "
    for i, m in enumerate(msgs):
        if m.role == "user":
            text = m.full().strip()
            if variant == "v1" and i == first_user and sys:
                text = f"{sys}\n\n{text}"
            if variant == "v3" and i == last_user and sys:
                text = f"{sys}\n\n{text}"
            if conv.tools and i == last_user and variant in ("v3", "v7"):
                s += f"[AVAILABLE_TOOLS]{sp}{_dump([json.loads(t) for t in SP.tools_openai_json()])}[/AVAILABLE_TOOLS]"
            if variant == "v1":
                s += f"[INST] {text} [/INST]"
            elif variant == "v3":
                s += f"[INST] {text}[/INST]"
            else:
                s += f"[INST]{text}[/INST]"
        elif m.role == "assistant" and m.calls:
            s += f"[TOOL_CALLS]{sp}{_dump(_calls_json(m, with_id=True))}</s>"
        elif m.role == "assistant":
            s += f"{sp}{m.content.strip()}</s>"
        elif m.role == "tool":
            s += f"[TOOL_RESULTS]{sp}{_dump({'content': m.content, 'call_id': m.call_id})}[/TOOL_RESULTS]"
    if conv.prefill:
        s += sp + conv.prefill
    return s


def r_zephyr(conv: Conv, q: dict) -> str:
    s = f"<|system|>\n{conv.system.strip()}</s>\n" if conv.system else ("<|system|>\n</s>\n" if q.get("empty_system") else "")
    for m in _text_turns(conv):
        tag = "<|user|>" if m.role == "user" else "<|assistant|>"
        s += f"{tag}\n{m.full().strip()}</s>\n"
    return s + "<|assistant|>\n" + conv.prefill


def r_phi3(conv: Conv, q: dict) -> str:
    s = "<s>" if q.get("bos") else ""
    fold = q.get("variant") == "nosys"
    if conv.system and not fold:
        s += f"<|system|>\n{conv.system.strip()}<|end|>\n"
    first = True
    for m in _text_turns(conv):
        text = m.full().strip()
        if m.role == "user" and first and fold and conv.system:
            text = conv.system.strip() + "\n\n" + text
        if m.role == "user":
            first = False
        tag = "<|user|>" if m.role == "user" else "<|assistant|>"
        s += f"{tag}\n{text}<|end|>\n"
    opener = "<|assistant|>\n"
    if q.get("no_final_newline"):
        opener = "<|assistant|>"
    return s + opener + conv.prefill


def r_gemma(conv: Conv, q: dict) -> str:
    s = "<bos>" if q.get("bos", True) else ""
    first = True
    for m in merge_consecutive(_text_turns(conv)):
        text = m.full().strip()
        if m.role == "user":
            if first and conv.system:
                text = conv.system.strip() + "\n\n" + text
            first = False
            s += f"<start_of_turn>user\n{text}<end_of_turn>\n"
        else:
            s += f"<start_of_turn>model\n{text}<end_of_turn>\n"
    opener = "<start_of_turn>model\n"
    if q.get("no_final_newline"):
        opener = "<start_of_turn>model"
    return s + opener + conv.prefill


ALPACA_PREAMBLES = [
    "The following is a task for you. Read the instruction, and the input when there is one, then write a reply "
    "that carries it out.",
    "You are given an instruction, sometimes together with extra context. Write a response that does what the "
    "instruction asks.",
]


def r_alpaca(conv: Conv, q: dict) -> str:
    pre = conv.system.strip() if conv.system else ALPACA_PREAMBLES[q.get("preamble", 0) % len(ALPACA_PREAMBLES)]
    s = pre + "\n\n"
    for m in merge_consecutive(_text_turns(conv)):
        if m.role == "user":
            s += f"### Instruction:\n{m.content.strip()}\n\n"
            if m.payload:
                s += f"### Input:\n{m.payload.strip()}\n\n"
            s += "### Response:\n"
        else:
            s += m.content.strip() + "\n\n"
    if conv.scratchpad is not None:
        s += "Thought:" + conv.scratchpad
    return s + conv.prefill


def r_vicuna(conv: Conv, q: dict) -> str:
    nl = q.get("variant") == "newline"
    s = (conv.system.strip() + ("\n\n" if nl else " ")) if conv.system else ""
    for m in merge_consecutive(_text_turns(conv)):
        if m.role == "user":
            s += f"USER: {m.full().strip()}" + ("\n" if nl else " ")
        else:
            s += f"ASSISTANT: {m.content.strip()}</s>" + ("\n" if nl else "")
    return s + "ASSISTANT:" + (" " + conv.prefill if conv.prefill else "")


def r_anthropic(conv: Conv, q: dict) -> str:
    s = conv.system.strip() if conv.system else ""
    for m in merge_consecutive(_text_turns(conv)):
        tag = "Human" if m.role == "user" else "Assistant"
        s += f"\n\n{tag}: {m.full().strip()}"
    return s + "\n\nAssistant:" + (" " + conv.prefill if conv.prefill else "")


DEEPSEEK_CODER_SYS = ("You are a programming assistant. You answer questions about code, software engineering and "
                      "computer science, and you write clear, correct code.")


def r_deepseek_coder(conv: Conv, q: dict) -> str:
    s = "<｜begin▁of▁sentence｜>" if q.get("bos", True) else ""
    s += (conv.system.strip() if conv.system else DEEPSEEK_CODER_SYS) + "\n"
    for m in merge_consecutive(_text_turns(conv)):
        if m.role == "user":
            s += f"### Instruction:\n{m.full().strip()}\n"
        else:
            s += f"### Response:\n{m.content.strip()}\n<|EOT|>\n"
    return s + "### Response:\n" + conv.prefill


def r_openchat(conv: Conv, q: dict) -> str:
    s = "<s>" if q.get("bos") else ""
    if conv.system:
        if q.get("variant") == "raw_system":
            s += conv.system.strip() + "<|end_of_turn|>"
        else:
            s += f"GPT4 Correct System: {conv.system.strip()}<|end_of_turn|>"
    for m in merge_consecutive(_text_turns(conv)):
        tag = "GPT4 Correct User" if m.role == "user" else "GPT4 Correct Assistant"
        s += f"{tag}: {m.full().strip()}<|end_of_turn|>"
    return s + "GPT4 Correct Assistant:" + (" " + conv.prefill if conv.prefill else "")


def _cohere_system(conv: Conv) -> str:
    task = conv.system.strip() if conv.system else "You help software engineers with their repositories."
    return ("# System Preamble\n## Basic Rules\nYou are an assistant that completes engineering tasks by calling "
            "tools. Use tool results as the only source of truth about the repository.\n\n# User Preamble\n"
            f"## Task and Context\n{task}\n\n## Style Guide\nBe brief. Use Markdown only for code.\n\n"
            "## Available Tools\nHere is the list of tools you can use:\n\n```python\n" + SP.tools_python_stubs()
            + "\n```")


_COHERE_INSTR = ("Work out which tool to call next. On your first step start with 'Plan:' followed by your plan; on "
                 "later steps start with 'Reflection:' followed by what you learned and what to do next. Then write "
                 "'Action:' followed by a JSON list of tool calls in a ```json block, each with \"tool_name\" and "
                 "\"parameters\". When the task is finished, call the tool finish.")


def r_command_r(conv: Conv, q: dict) -> str:
    T = lambda role, text: f"<|START_OF_TURN_TOKEN|><|{role}_TOKEN|>{text}<|END_OF_TURN_TOKEN|>"
    s = "<BOS_TOKEN>" if q.get("bos", True) else ""
    native = bool(conv.tools)
    if native:
        s += T("SYSTEM", _cohere_system(conv))
    elif conv.system:
        s += T("SYSTEM", conv.system.strip())
    msgs = conv.msgs
    i = 0
    n_calls = 0
    n_user = 0
    while i < len(msgs):
        m = msgs[i]
        if m.role == "user":
            s += T("USER", m.full().strip())
            n_user += 1
            if native and n_user == 1:
                s += T("SYSTEM", _COHERE_INSTR)
        elif m.role == "assistant" and m.calls:
            label = "Plan" if n_calls == 0 else "Reflection"
            n_calls += 1
            calls = [{"tool_name": c.name, "parameters": c.args} for c in m.calls]
            s += T("CHATBOT", f"{label}: {m.content.strip()}\nAction: ```json\n{json.dumps(calls, indent=4, ensure_ascii=False)}\n```")
        elif m.role == "assistant":
            s += T("CHATBOT", m.content.strip())
        elif m.role == "tool":
            docs = []
            while i < len(msgs) and msgs[i].role == "tool":
                docs.append(f"Document: {len(docs)}\ntool_name: {msgs[i].name}\n{msgs[i].content.strip()}")
                i += 1
            s += T("SYSTEM", "<results>\n" + "\n\n".join(docs) + "\n</results>")
            continue
        i += 1
    return s + "<|START_OF_TURN_TOKEN|><|CHATBOT_TOKEN|>" + conv.prefill


def r_granite(conv: Conv, q: dict) -> str:
    R = lambda role, text: f"<|start_of_role|>{role}<|end_of_role|>{text}<|end_of_text|>\n"
    s = ""
    if conv.tools:
        s += R("available_tools", "\n\n".join(SP.tools_openai_json(indent=4)))
    if conv.system:
        s += R("system", conv.system.strip())
    for m in conv.msgs:
        if m.role == "user":
            s += R("user", m.full().strip())
        elif m.role == "assistant" and m.calls:
            s += R("assistant", "<|tool_call|>" + _dump(_calls_json(m)))
        elif m.role == "assistant":
            s += R("assistant", m.content.strip())
        elif m.role == "tool":
            s += R("tool_response", m.content.strip())
    return s + "<|start_of_role|>assistant<|end_of_role|>" + conv.prefill


PLAIN_LABELS = [("User", "Assistant"), ("Human", "AI"), ("User", "Assistant")]


def r_plain(conv: Conv, q: dict) -> str:
    U, A = PLAIN_LABELS[q.get("labels", 0) % len(PLAIN_LABELS)]
    obs_label = q.get("obs_label", U)
    s = (conv.system.strip() + "\n\n") if conv.system else ""
    for m in _text_turns(conv):
        if m.role == "user":
            label = obs_label if m.name == "observation" else U
            s += f"{label}: {m.full().strip()}\n"
        else:
            s += f"{A}: {m.content.strip()}\n"
    return s + f"{A}:" + (" " + conv.prefill if conv.prefill else "")


def r_markdown(conv: Conv, q: dict) -> str:
    h = q.get("heading", "###")
    obs_title = q.get("obs_title", "Tool output")
    s = f"{h} System\n{conv.system.strip()}\n\n" if conv.system else ""
    for m in _text_turns(conv):
        if m.role == "user":
            title = obs_title if m.name == "observation" else "User"
            s += f"{h} {title}\n{m.full().strip()}\n\n"
        else:
            s += f"{h} Assistant\n{m.content.strip()}\n\n"
    return s + f"{h} Assistant\n" + conv.prefill


def _dsv3_tools() -> str:
    out = ["## Tools", "You can use the following tools:", ""]
    for t in SP.TOOLS:
        out += [f"### {t['name']}", f"Description: {t['description']}", "",
                f"Parameters: {json.dumps(t['parameters'], ensure_ascii=False)}", ""]
    out.append("To call a tool, emit a tool call with the tool name and its JSON arguments.")
    return "\n".join(out)


def r_deepseek_v3(conv: Conv, q: dict) -> str:
    s = "<｜begin▁of▁sentence｜>" if q.get("bos", True) else ""
    sys = conv.system or ""
    if conv.tools:
        sys = (sys.strip() + "\n\n" if sys else "") + _dsv3_tools()
    s += sys
    in_tools = False
    first_output = True
    for m in conv.msgs:
        if m.role == "user":
            s += "<｜User｜>" + m.full().strip()
        elif m.role == "assistant":
            head = "<｜tool▁outputs▁end｜>" if in_tools else "<｜Assistant｜>"
            in_tools = False
            body = m.content.strip()
            if m.calls:
                calls = "".join(f"<｜tool▁call▁begin｜>function<｜tool▁sep｜>{c.name}\n```json\n{_dump(c.args)}\n```<｜tool▁call▁end｜>"
                                for c in m.calls)
                body += "<｜tool▁calls▁begin｜>" + calls + "<｜tool▁calls▁end｜>"
            s += head + body + "<｜end▁of▁sentence｜>"
        elif m.role == "tool":
            if not in_tools:
                s += "<｜tool▁outputs▁begin｜>"
                in_tools = True
            s += ("" if first_output else "\n") + "<｜tool▁output▁begin｜>" + m.content.strip() + "<｜tool▁output▁end｜>"
            first_output = False
    if in_tools:
        s += "<｜tool▁outputs▁end｜>"
    else:
        s += "<｜Assistant｜>"
        if q.get("variant") == "r1":
            s += "<think>\n"
    return s + conv.prefill


def _glm4_tools() -> str:
    out = ["# 可用工具"]
    for t in SP.TOOLS:
        out += ["", f"## {t['name']}", "", json.dumps(t, ensure_ascii=False, indent=4),
                "调用该工具时，请用 JSON 格式给出参数。"]
    return "\n".join(out)


def r_glm4(conv: Conv, q: dict) -> str:
    s = "[gMASK]<sop>"
    sys = conv.system or ""
    if conv.tools:
        sys = (sys.strip() + "\n\n" if sys else "") + _glm4_tools()
    if sys:
        s += f"<|system|>\n{sys.strip()}"
    for m in conv.msgs:
        if m.role == "user":
            s += f"<|user|>\n{m.full().strip()}"
        elif m.role == "assistant" and m.calls:
            c = m.calls[0]
            s += f"<|assistant|>{c.name}\n{_dump(c.args)}"
        elif m.role == "assistant":
            s += f"<|assistant|>\n{m.content.strip()}"
        elif m.role == "tool":
            s += f"<|observation|>\n{m.content.strip()}"
    return s + "<|assistant|>" + ("\n" + conv.prefill if conv.prefill else "")


SEP = "\n" + "-" * 80 + "\n"


def r_autogen(conv: Conv, q: dict) -> str:
    agent = q.get("agent", "assistant")
    proxy = q.get("proxy", "user_proxy")
    parts = []
    for m in _text_turns(conv):
        if m.role == "user":
            extra = ""
            if m.name == "observation":
                extra = "\n>>>>>>>> EXECUTING CODE BLOCK 0 (inferred language is sh)...\n"
            parts.append(f"{extra}{proxy} (to {agent}):\n\n{m.full().strip()}\n")
        else:
            parts.append(f"{agent} (to {proxy}):\n\n{m.content.strip()}\n")
    head = (conv.system.strip() + "\n\n") if conv.system and q.get("system_on_top") else ""
    return head + SEP.join(parts) + SEP + f"{agent} (to {proxy}):\n\n" + conv.prefill


def r_react_scratchpad(conv: Conv, q: dict) -> str:
    """LangChain-style single completion prompt; the scratchpad follows 'Thought:'."""
    sys = conv.system.strip() if conv.system else ""
    task = conv.msgs[0].full().strip()
    extra = ""
    if len(conv.msgs) > 1:   # earlier chat turns, rendered like a chat-history variable
        hist = []
        for m in conv.msgs[:-1]:
            hist.append(("Human: " if m.role == "user" else "AI: ") + m.full().strip())
        extra = "Previous conversation:\n" + "\n".join(hist) + "\n\n"
        task = conv.msgs[-1].full().strip()
    s = f"{sys}\n\n{extra}Begin!\n\nQuestion: {task}\nThought:"
    if conv.scratchpad:
        s += conv.scratchpad
    return s + (" " + conv.prefill if conv.prefill else "")


def r_smolagents(conv: Conv, q: dict) -> str:
    sys = conv.system.strip() if conv.system else ""
    task = conv.msgs[-1].full().strip() if len(conv.msgs) == 1 else conv.msgs[0].full().strip()
    s = f"{sys}\n\nNew task:\n{task}\n\n"
    if conv.scratchpad:
        s += conv.scratchpad
    else:
        s += "Thought:"
    return s + (" " + conv.prefill if conv.prefill else "")


Renderer = Callable[[Conv, dict], str]

FAMILIES: dict[str, dict] = {
    "llama2_inst": dict(render=r_llama2, stop=["</s>", "[INST]"],
                        models=["llama-2-13b-chat", "TheBloke/Llama-2-70B-Chat-AWQ", "meta-llama/Llama-2-7b-chat-hf",
                                "codellama/CodeLlama-34b-Instruct-hf"],
                        protocols=["react", "bash_block", "json_inline", "xml_tags"], openers=["[/INST]", "</s>"], text=False),
    "codellama": dict(render=r_codellama, stop=["<step>", "Source:", "Destination:"],
                      models=["codellama/CodeLlama-70b-Instruct-hf", "codellama-70b-instruct.Q4_K_M.gguf"],
                      protocols=["react", "bash_block", "json_inline"], openers=["Destination: user\n\n "], text=False),
    "llama3": dict(render=r_llama3, stop=["<|eot_id|>", "<|eom_id|>", "<|start_header_id|>"],
                   models=["meta-llama/Meta-Llama-3.1-8B-Instruct", "llama-3.3-70b-instruct", "Meta-Llama-3-8B-Instruct-Q5_K_M.gguf",
                           "meta-llama/Llama-3.1-70B-Instruct"],
                   protocols=["native_llama3", "native_llama3", "react", "bash_block", "xml_tags", "json_inline"],
                   openers=["<|start_header_id|>assistant<|end_header_id|>"], text=False),
    "chatml": dict(render=r_chatml, stop=["<|im_end|>", "<|im_start|>", "<|endoftext|>"],
                   models=["Qwen/Qwen2.5-Coder-32B-Instruct", "NousResearch/Hermes-2-Pro-Mistral-7B", "qwen2.5-7b-instruct-q4_k_m.gguf",
                           "01-ai/Yi-1.5-34B-Chat", "Qwen/Qwen3-30B-A3B", "microsoft/phi-4", "teknium/OpenHermes-2.5-Mistral-7B"],
                   protocols=["native_hermes", "native_qwen", "react", "bash_block", "xml_tags", "json_inline", "code_blob"],
                   openers=["<|im_start|>assistant"], text=False),
    "mistral_inst": dict(render=r_mistral, stop=["</s>", "[INST]"],
                         models=["mistralai/Mistral-7B-Instruct-v0.3", "mistralai/Mixtral-8x7B-Instruct-v0.1",
                                 "mistral-small-24b-instruct-2501", "mistralai/Mistral-Nemo-Instruct-2407"],
                         protocols=["native_mistral", "native_mistral", "react", "bash_block", "json_inline"],
                         openers=["[/INST]", "[/TOOL_RESULTS]"], text=False),
    "zephyr": dict(render=r_zephyr, stop=["</s>", "<|user|>"],
                   models=["HuggingFaceH4/zephyr-7b-beta", "stabilityai/stablelm-zephyr-3b", "zephyr-orpo-141b-A35b-v0.1"],
                   protocols=["react", "bash_block", "json_inline"], openers=["<|assistant|>\n"], text=False),
    "phi3": dict(render=r_phi3, stop=["<|end|>", "<|user|>", "<|endoftext|>"],
                 models=["microsoft/Phi-3-mini-4k-instruct", "microsoft/Phi-3.5-mini-instruct", "Phi-3-medium-128k-instruct-q4.gguf"],
                 protocols=["react", "bash_block", "json_inline"], openers=["<|assistant|>"], text=False),
    "gemma": dict(render=r_gemma, stop=["<end_of_turn>", "<start_of_turn>"],
                  models=["google/gemma-2-9b-it", "google/gemma-2-27b-it", "gemma-3-27b-it", "gemma-3-12b-it-qat-q4_0.gguf"],
                  protocols=["react", "bash_block", "json_inline", "code_blob"], openers=["<start_of_turn>model"], text=False),
    "alpaca": dict(render=r_alpaca, stop=["### Instruction:", "### Input:", "</s>"],
                   models=["WizardLM/WizardCoder-15B-V1.0", "alpaca-7b-native", "WizardLM/WizardCoder-Python-34B-V1.0",
                           "TheBloke/Nous-Hermes-13B-GPTQ"],
                   protocols=["react_scratch"], openers=["### Response:\n"], text=True),
    "vicuna": dict(render=r_vicuna, stop=["</s>", "USER:"],
                   models=["lmsys/vicuna-13b-v1.5", "WizardLM/WizardLM-13B-V1.2", "vicuna-7b-v1.5.Q4_K_M.gguf"],
                   protocols=["react", "bash_block"], openers=["ASSISTANT:"], text=True),
    "anthropic_human_assistant": dict(render=r_anthropic, stop=["\n\nHuman:"],
                                      models=["claude-2.1", "claude-instant-1.2", "anthropic.claude-v2:1"],
                                      protocols=["xml_tags", "react", "bash_block"], openers=["\n\nAssistant:"], text=True),
    "deepseek_coder": dict(render=r_deepseek_coder, stop=["<|EOT|>", "### Instruction:"],
                           models=["deepseek-ai/deepseek-coder-6.7b-instruct", "deepseek-ai/deepseek-coder-33b-instruct",
                                   "deepseek-coder-6.7b-instruct.Q5_K_M.gguf"],
                           protocols=["bash_block", "react", "json_inline"], openers=["### Response:\n"], text=False),
    "react_scratchpad": dict(render=r_react_scratchpad, stop=["\nObservation:", "\n\tObservation:"],
                             models=["gpt-3.5-turbo-instruct", "Meta-Llama-3.1-8B", "mistral-7b-v0.1.Q4_K_M.gguf",
                                     "Qwen/Qwen2.5-14B"],
                             protocols=["react_scratch"], openers=["Thought:"], text=True),
    "openchat": dict(render=r_openchat, stop=["<|end_of_turn|>", "GPT4 Correct User:"],
                     models=["openchat/openchat-3.5-0106", "Nexusflow/Starling-LM-7B-beta", "openchat_3.5.Q5_K_M.gguf"],
                     protocols=["react", "bash_block"], openers=["GPT4 Correct Assistant:"], text=False),
    "command_r": dict(render=r_command_r, stop=["<|END_OF_TURN_TOKEN|>", "<|START_OF_TURN_TOKEN|>"],
                      models=["CohereForAI/c4ai-command-r-v01", "command-r-plus-08-2024", "CohereForAI/c4ai-command-r-08-2024"],
                      protocols=["native_cohere"], openers=["<|START_OF_TURN_TOKEN|><|CHATBOT_TOKEN|>"], text=False),
    "granite": dict(render=r_granite, stop=["<|end_of_text|>", "<|start_of_role|>"],
                    models=["ibm-granite/granite-3.1-8b-instruct", "granite-3.3-8b-instruct", "ibm-granite/granite-20b-code-instruct-8k"],
                    protocols=["native_granite", "native_granite", "react"], openers=["<|start_of_role|>assistant<|end_of_role|>"],
                    text=False),
    "plain_user_assistant": dict(render=r_plain, stop=["\nUser:", "\nHuman:"],
                                 models=["gpt-3.5-turbo-instruct", "local-model", "Meta-Llama-3.1-8B", "mixtral-8x7b-32768"],
                                 protocols=["react", "bash_block", "json_inline"], openers=["Assistant:", "AI:"], text=True),
    "markdown_transcript": dict(render=r_markdown, stop=["\n### User", "\n## User"],
                                models=["Phind/Phind-CodeLlama-34B-v2", "local-model", "gpt-4o-mini", "qwen2.5-coder:14b"],
                                protocols=["bash_block", "json_inline", "xml_tags"], openers=["### Assistant\n", "## Assistant\n"],
                                text=True),
    "deepseek_v3": dict(render=r_deepseek_v3, stop=["<｜end▁of▁sentence｜>", "<｜User｜>"],
                        models=["deepseek-ai/DeepSeek-V3", "deepseek-ai/DeepSeek-V3-0324", "deepseek-ai/DeepSeek-R1-Distill-Qwen-32B"],
                        protocols=["native_dsv3", "native_dsv3", "bash_block"], openers=["<｜Assistant｜>", "<｜tool▁outputs▁end｜>"],
                        text=False),
    "glm4": dict(render=r_glm4, stop=["<|user|>", "<|observation|>", "<|endoftext|>"],
                 models=["THUDM/glm-4-9b-chat", "glm-4-9b-chat-1m", "THUDM/GLM-4-32B-0414"],
                 protocols=["native_glm4", "native_glm4", "react"], openers=["<|assistant|>"], text=False),
    "autogen_transcript": dict(render=r_autogen, stop=["\n" + "-" * 80],
                               models=["gpt-4o-mini", "gpt-4o", "llama-3.1-70b-versatile", "qwen2.5-coder-32b-instruct"],
                               protocols=["autogen"], openers=["(to user_proxy):\n\n", "(to user):\n\n"], text=True),
    "smolagents_code": dict(render=r_smolagents, stop=["<end_code>", "Observation:", "Calling tools:"],
                            models=["Qwen/Qwen2.5-Coder-32B-Instruct", "meta-llama/Llama-3.3-70B-Instruct", "deepseek-ai/DeepSeek-V3"],
                            protocols=["code_scratch"], openers=["Thought:"], text=True),
}

# families whose first-turn renderings can carry native tool definitions (conv.tools)
NATIVE_TOOL_FAMILIES = {"llama3", "chatml", "mistral_inst", "command_r", "granite", "deepseek_v3", "glm4"}


def quirks_for(family: str, rng, protocol: str | None = None) -> dict:
    q: dict = {}
    r = rng.random
    if family == "llama2_inst":
        q["bos"] = r() < 0.7
    elif family == "codellama":
        q["bos"] = r() < 0.8
    elif family == "llama3":
        q["bos"] = r() < 0.8
        q["no_final_newline"] = r() < 0.08
        q["python_tag"] = r() < 0.3
        q["tools_in_user"] = r() < 0.7
        q["date"] = rng.choice(["12 Jun 2024", "03 Nov 2024", "21 Jan 2025", "26 Jul 2024"])
    elif family == "chatml":
        if protocol == "native_qwen":
            q["variant"] = rng.choice(["qwen", "qwen", "qwen3"])
        elif protocol == "native_hermes":
            q["variant"] = "hermes"
        else:
            q["variant"] = rng.choice(["plain", "plain", "plain", "qwen3", "phi4"])
        q["no_final_newline"] = r() < 0.07
    elif family == "mistral_inst":
        q["bos"] = r() < 0.85
        if protocol == "native_mistral":
            q["variant"] = rng.choice(["v3", "v3", "v7"])
        else:
            q["variant"] = rng.choice(["v1", "v1", "v3", "v7"])
    elif family == "zephyr":
        q["empty_system"] = r() < 0.3
    elif family == "phi3":
        q["bos"] = r() < 0.3
        q["variant"] = rng.choice(["sys", "sys", "nosys"])
        q["no_final_newline"] = r() < 0.1
    elif family == "gemma":
        q["bos"] = r() < 0.85
        q["no_final_newline"] = r() < 0.08
    elif family == "alpaca":
        q["preamble"] = rng.randrange(2)
    elif family == "vicuna":
        q["variant"] = rng.choice(["spaces", "newline"])
    elif family == "deepseek_coder":
        q["bos"] = r() < 0.7
    elif family == "openchat":
        q["bos"] = r() < 0.5
        q["variant"] = rng.choice(["marker", "raw_system"])
    elif family == "command_r":
        q["bos"] = r() < 0.9
    elif family == "plain_user_assistant":
        q["labels"] = rng.randrange(3)
        q["obs_label"] = rng.choice(["Observation", "Tool", "User", "System"])
    elif family == "markdown_transcript":
        q["heading"] = rng.choice(["###", "###", "##"])
        q["obs_title"] = rng.choice(["Tool output", "Observation", "User", "Command output"])
    elif family == "deepseek_v3":
        q["bos"] = r() < 0.8
        q["variant"] = rng.choice(["v3", "v3", "r1"])
    elif family == "autogen_transcript":
        q["agent"] = rng.choice(["assistant", "coder", "engineer"])
        q["proxy"] = rng.choice(["user_proxy", "user_proxy", "executor"])
        q["system_on_top"] = r() < 0.5
    return q


def render(family: str, conv: Conv, q: dict) -> str:
    return FAMILIES[family]["render"](conv, q)
