"""First-turn request envelopes for 20 client families.

Every function takes (ask_text, rng) and returns (endpoint, headers, body).
`endpoint` is the request path (all requests are POST), `headers` use
lower-case names, and every key-like header carries a FAKE key.  Bodies are
first-turn only: no tool results, no tool calls, no tool-role messages.  A
few chat clients may carry one earlier plain exchange that was already
answered and leaves nothing pending.

System prompts are paraphrased in our own words, keeping the structure and
rough length of what each client sends; they are not copies.
"""
import json
import string
import uuid
from datetime import datetime, timedelta, timezone

ALNUM = string.ascii_letters + string.digits


# ---------------------------------------------------------------- helpers
def fake_key(rng, prefix="sk-"):
    return prefix + "FAKE-" + "".join(rng.choice(ALNUM) for _ in range(32))


def rng_uuid(rng):
    return str(uuid.UUID(int=rng.getrandbits(128), version=4))


def rng_time(rng):
    base = datetime(2025, 1, 6, tzinfo=timezone.utc)
    return base + timedelta(days=rng.randrange(330), seconds=rng.randrange(86400))


def pick(rng, seq):
    return seq[rng.randrange(len(seq))]


def fn_tool(name, desc, props, required=None):
    """OpenAI chat-completions function tool."""
    return {
        "type": "function",
        "function": {
            "name": name,
            "description": desc,
            "parameters": {"type": "object", "properties": props, "required": required or list(props)},
        },
    }


def s(desc, **kw):
    d = {"type": "string", "description": desc}
    d.update(kw)
    return d


def i(desc, **kw):
    d = {"type": "integer", "description": desc}
    d.update(kw)
    return d


def py_sdk_headers(rng, key, asyncio=False, version=None):
    v = version or pick(rng, ["1.51.2", "1.54.3", "1.59.7", "1.66.3", "1.82.0"])
    h = {
        "accept": "application/json",
        "authorization": "Bearer " + key,
        "content-type": "application/json",
        "user-agent": "AsyncOpenAI/Python " + v if asyncio else "OpenAI/Python " + v,
        "x-stainless-arch": pick(rng, ["x64", "arm64"]),
        "x-stainless-lang": "python",
        "x-stainless-os": pick(rng, ["Linux", "MacOS"]),
        "x-stainless-package-version": v,
        "x-stainless-retry-count": "0",
        "x-stainless-runtime": "CPython",
        "x-stainless-runtime-version": pick(rng, ["3.11.9", "3.12.4", "3.12.8", "3.13.1"]),
    }
    if asyncio:
        h["x-stainless-async"] = "async:asyncio"
    return h


def js_sdk_headers(rng, key, version=None):
    v = version or pick(rng, ["4.67.3", "4.77.0", "4.85.1"])
    return {
        "accept": "application/json",
        "authorization": "Bearer " + key,
        "content-type": "application/json",
        "user-agent": "OpenAI/JS " + v,
        "x-stainless-arch": "x64",
        "x-stainless-lang": "js",
        "x-stainless-os": "Linux",
        "x-stainless-package-version": v,
        "x-stainless-retry-count": "0",
        "x-stainless-runtime": "node",
        "x-stainless-runtime-version": pick(rng, ["v18.20.4", "v20.17.0", "v22.11.0"]),
    }


def anthropic_headers(rng, key, extra=None):
    h = {
        "anthropic-version": "2023-06-01",
        "content-type": "application/json",
        "x-api-key": key,
    }
    if extra:
        h.update(extra)
    return h


# Earlier exchanges a chat app may still hold in the thread.  Each is fully
# answered, unrelated to the ask, and leaves no work pending.
EARLIER = [
    ("hi", "Hi! How can I help you today?"),
    ("how do I exit vim", "Press Esc, then type :q and hit Enter. Use :wq to save and quit, or :q! to quit without saving."),
    ("what's 17% of 2400", "17% of 2400 is 408."),
    ("mutex in one sentence?", "A mutex is a lock that lets only one thread at a time run a critical section, so shared data is never modified concurrently."),
    ("你好", "你好！有什么可以帮你的吗？"),
    ("is it 'affect' or 'effect' here: the change will ___ latency", "Use \"affect\" (the verb): the change will affect latency."),
    ("what port does postgres use by default", "5432."),
]


def earlier_turns(rng, p):
    if rng.random() >= p:
        return []
    q, ans = pick(rng, EARLIER)
    return [{"role": "user", "content": q}, {"role": "assistant", "content": ans}]


# ================================================================ families
# ---------------------------------------------------------------- NextChat
def nextchat(ask, rng):
    model = pick(rng, ["gpt-4o-mini", "gpt-4o", "gpt-4.1", "deepseek-chat"])
    provider = "DeepSeek" if model.startswith("deepseek") else "OpenAI"
    cutoff = {"gpt-4o-mini": "2023-10", "gpt-4o": "2023-10", "gpt-4.1": "2024-06", "deepseek-chat": "2024-07"}[model]
    t = rng_time(rng)
    msgs = []
    if rng.random() < 0.85:  # "inject system prompts" toggle, on by default
        msgs.append({
            "role": "system",
            "content": (
                f"\nYou are ChatGPT, a large language model trained by {provider}.\n"
                f"Knowledge cutoff: {cutoff}\nCurrent model: {model}\n"
                f"Current time: {t.strftime('%a %b %d %Y %H:%M:%S')} GMT+0000\n"
                "Latex inline: \\(x^2\\) \nLatex block: $$e=mc^2$$\n"
            ),
        })
    msgs += earlier_turns(rng, 0.25)
    msgs.append({"role": "user", "content": ask})
    body = {
        "messages": msgs,
        "stream": True,
        "model": model,
        "temperature": 0.5,
        "presence_penalty": 0,
        "frequency_penalty": 0,
        "top_p": 1,
    }
    headers = {
        "accept": "application/json",
        "authorization": "Bearer " + fake_key(rng),
        "content-type": "application/json",
        "x-requested-with": "XMLHttpRequest",
    }
    return "/v1/chat/completions", headers, body


# ---------------------------------------------------------------- Chatbox
def chatbox(ask, rng):
    model = pick(rng, ["gpt-4o", "gpt-4o-mini", "deepseek-chat", "qwen-plus"])
    t = rng_time(rng)
    system = (
        f"Current model: {model}\nCurrent date: {t.strftime('%Y-%m-%d')}\n"
        " Additional info for this conversation: \n\n"
        + pick(rng, ["You are a helpful assistant.", "You are a helpful assistant.", "You are a senior software engineer. Answer concisely."])
    )
    msgs = [{"role": "system", "content": system}]
    msgs += earlier_turns(rng, 0.2)
    msgs.append({"role": "user", "content": ask})
    body = {"model": model, "messages": msgs, "stream": True, "stream_options": {"include_usage": True}}
    if rng.random() < 0.6:
        body["temperature"] = 0.7
    if rng.random() < 0.3:
        body["top_p"] = 1
    headers = {
        "authorization": "Bearer " + fake_key(rng),
        "content-type": "application/json",
        "user-agent": "ai-sdk/openai-compatible/" + pick(rng, ["0.2.14", "1.0.11"]),
    }
    return "/v1/chat/completions", headers, body


# ---------------------------------------------------------------- Jan
def jan(ask, rng):
    model = pick(rng, ["gpt-4o-mini", "llama3.1-8b-instruct", "qwen2.5-coder-14b-instruct", "mistral-small"])
    instructions = pick(rng, [
        "You are a helpful assistant.",
        "You are Jan, a friendly assistant that runs on the user's own machine. Be concise and accurate; say so when you are unsure.",
    ])
    msgs = [{"role": "system", "content": instructions}]
    msgs += earlier_turns(rng, 0.2)
    msgs.append({"role": "user", "content": ask})
    body = {
        "model": model,
        "messages": msgs,
        "stream": True,
        "temperature": 0.7,
        "top_p": 0.95,
        "max_tokens": pick(rng, [2048, 4096]),
        "stop": [],
        "frequency_penalty": 0,
        "presence_penalty": 0,
    }
    headers = {
        "authorization": "Bearer " + fake_key(rng),
        "content-type": "application/json",
        "user-agent": "Jan/" + pick(rng, ["0.5.17", "0.6.4", "0.6.8"]),
    }
    return "/v1/chat/completions", headers, body


# ---------------------------------------------------------------- AnythingLLM
ANYTHING_DOCS = [
    ("engineering-handbook.md", "All services expose /healthz and /metrics. Deploys go through the release train on Tuesdays and Thursdays; hotfixes need an approver from the owning team. Feature flags live in the flags service and must be cleaned up within two sprints after a full rollout."),
    ("coding-standards.md", "Python code is formatted with ruff format and type-checked with mypy in strict mode for new modules. Public functions need docstrings. Prefer dependency injection over module-level singletons. SQL goes through the repository layer, never from views."),
    ("service-catalog.csv", "service,owner,language,db\ncheckout,team-payments,kotlin,postgres\nsearch,team-discovery,go,elasticsearch\nnotify,team-platform,python,redis\nreports,team-data,python,bigquery"),
    ("oncall-runbook.md", "If the error budget burn rate exceeds 10x for 5 minutes, page the primary. First check the deploy log for the last hour, then the dependency dashboard. Roll back before debugging when a deploy is involved."),
    ("api-guidelines.md", "Resource names are plural nouns. Use cursor pagination with `next_cursor`. Errors follow RFC 7807 problem+json. Never break a published field; add a new one and deprecate the old one with a Sunset header."),
]


def anythingllm(ask, rng):
    base_prompt = pick(rng, [
        "Using the conversation so far, any relevant context below and the user's latest question, write an answer to that question. Reply only with your answer, following the user's instructions where they give any.",
        "You are the internal engineering assistant for our team. Use the provided context when it is relevant and say so when it is not enough.",
    ])
    n = rng.choice([0, 1, 2, 3])
    docs = rng.sample(ANYTHING_DOCS, n)
    ctx = ""
    if docs:
        ctx = "\nContext:\n" + "".join(
            f"[CONTEXT {k}]:\n<document_metadata>\nsourceDocument: {name}\n</document_metadata>\n\n{text}\n[END CONTEXT {k}]\n\n"
            for k, (name, text) in enumerate(docs)
        )
    msgs = [{"role": "system", "content": base_prompt + ctx}]
    msgs += earlier_turns(rng, 0.2)
    msgs.append({"role": "user", "content": ask})
    body = {
        "model": pick(rng, ["gpt-4o", "llama-3.3-70b-instruct", "qwen2.5-72b-instruct"]),
        "stream": True,
        "messages": msgs,
        "temperature": 0.7,
        "max_tokens": 1024,
    }
    return "/v1/chat/completions", js_sdk_headers(rng, fake_key(rng)), body


# ---------------------------------------------------------------- BetterChatGPT
def betterchatgpt(ask, rng):
    t = rng_time(rng)
    msgs = [{
        "role": "system",
        "content": f"You are ChatGPT, a large language model trained by OpenAI.\nKnowledge cutoff: 2021-09\nCurrent date: {t.strftime('%Y-%m-%d')}",
    }]
    msgs += earlier_turns(rng, 0.25)
    msgs.append({"role": "user", "content": ask})
    body = {
        "messages": msgs,
        "model": pick(rng, ["gpt-3.5-turbo", "gpt-4o", "gpt-4o-mini", "gpt-4-turbo"]),
        "max_tokens": 4000,
        "temperature": 1,
        "presence_penalty": 0,
        "top_p": 1,
        "frequency_penalty": 0,
        "stream": True,
    }
    headers = {"authorization": "Bearer " + fake_key(rng), "content-type": "application/json"}
    return "/v1/chat/completions", headers, body


# ---------------------------------------------------------------- tgpt
def tgpt(ask, rng):
    msgs = [{"content": pick(rng, ["", "", "Keep answers short."]), "role": "system"}]
    if rng.random() < 0.2:  # interactive mode keeps previous exchanges
        for m in earlier_turns(rng, 1.0):
            msgs.append({"content": m["content"], "role": m["role"]})
    msgs.append({"content": ask, "role": "user"})
    body = {"model": pick(rng, ["gpt-4.1", "gpt-4o-mini", "gpt-4.1-mini"]), "stream": True, "messages": msgs}
    headers = {"authorization": "Bearer " + fake_key(rng), "content-type": "application/json", "user-agent": "Go-http-client/2.0"}
    return "/v1/chat/completions", headers, body


# ---------------------------------------------------------------- elia
def elia(ask, rng):
    msgs = [{"role": "system", "content": pick(rng, ["You are a helpful assistant named Elia.", "You are a helpful assistant named Elia.", "You are a terse assistant for a backend developer."])}]
    msgs += earlier_turns(rng, 0.2)
    msgs.append({"role": "user", "content": ask})
    body = {"model": pick(rng, ["gpt-4o", "gpt-4o-mini", "gpt-3.5-turbo"]), "messages": msgs, "stream": True, "temperature": 1.0}
    return "/v1/chat/completions", py_sdk_headers(rng, fake_key(rng), asyncio=True), body


# ---------------------------------------------------------------- vim-ai
def vim_ai(ask, rng):
    system = pick(rng, [
        "You are a general-purpose assistant.\nWhen you include a code block, put the language name right after the opening ``` so the editor can highlight it.",
        "You are a general-purpose assistant.\nWhen you include a code block, put the language name right after the opening ``` so the editor can highlight it.\nKeep lines under 100 characters.",
    ])
    msgs = [{"role": "system", "content": system}]
    if rng.random() < 0.15:  # an earlier exchange already in the .aichat buffer
        q, ans = pick(rng, EARLIER)
        msgs += [{"role": "user", "content": [{"type": "text", "text": q}]}, {"role": "assistant", "content": ans}]
    msgs.append({"role": "user", "content": [{"type": "text", "text": ask}]})
    body = {"messages": msgs, "model": pick(rng, ["gpt-4o", "gpt-4o-mini", "gpt-4.1"]), "stream": True}
    if rng.random() < 0.5:
        body["temperature"] = 1.0
    if rng.random() < 0.3:
        body["max_tokens"] = 2000
    headers = {"authorization": "Bearer " + fake_key(rng), "content-type": "application/json", "user-agent": "VimAI"}
    return "/v1/chat/completions", headers, body


# ---------------------------------------------------------------- Spring AI
def spring_ai(ask, rng):
    system = pick(rng, [
        "You are DevHelp, the internal assistant of the platform team. Answer developer questions clearly. When you show code, prefer Java 21 and Spring Boot idioms unless asked otherwise.",
        "You help engineers at our company with coding and infrastructure questions. Be precise, cite the internal docs from the context when you use them, and keep answers short.",
    ])
    docs = rng.sample([
        "Our services run on Spring Boot 3.3 with Java 21, deployed to Kubernetes via Argo CD. Config comes from Spring Cloud Config backed by the config-repo.",
        "Database access uses Spring Data JPA; Flyway manages migrations under src/main/resources/db/migration. Long-running queries must go to the read replica.",
        "Observability: Micrometer metrics are scraped by Prometheus; traces go to Tempo through the OTLP exporter; logs are JSON via logstash-logback-encoder.",
        "Internal HTTP clients must use the shared RestClient bean with retries and a 5s default timeout.",
    ], rng.choice([1, 2, 3]))
    user = (
        ask
        + "\n\nReference material follows, between the dashed lines.\n\n---------------------\n"
        + "\n".join(docs)
        + "\n---------------------\n\nUsing that material and the conversation so far rather than prior knowledge,"
        + " reply to the user's message. If the answer is not in the material, tell the user you cannot answer it.\n"
    )
    stream = rng.random() < 0.5
    body = {
        "messages": [{"content": system, "role": "system"}, {"content": user, "role": "user"}],
        "model": pick(rng, ["gpt-4o-mini", "gpt-4o"]),
        "stream": stream,
        "temperature": 0.7,
    }
    if stream:
        body["stream_options"] = {"include_usage": True}
    headers = {"authorization": "Bearer " + fake_key(rng), "content-type": "application/json", "accept": "application/json"}
    return "/v1/chat/completions", headers, body


# ---------------------------------------------------------------- Strands Agents
STRANDS_TOOLS = [
    fn_tool("shell", "Run one or more shell commands in the working directory and return their output.",
            {"command": {"type": "array", "items": {"type": "string"}, "description": "Commands to run in order"},
             "work_dir": s("Directory to run in"), "timeout": i("Seconds before the command is killed")}, ["command"]),
    fn_tool("editor", "View, create and edit text files: view, create, str_replace, insert, undo_edit.",
            {"command": s("Operation", enum=["view", "create", "str_replace", "insert", "undo_edit"]),
             "path": s("Absolute file path"), "file_text": s("Content for create"), "old_str": s("Text to replace"),
             "new_str": s("Replacement text"), "insert_line": i("Line after which to insert"),
             "view_range": {"type": "array", "items": {"type": "integer"}, "description": "[start, end] lines"}},
            ["command", "path"]),
    fn_tool("file_read", "Read one or more files, list directories or search file contents.",
            {"path": s("File or glob pattern"), "mode": s("view, find, lines, search", enum=["view", "find", "lines", "search"]),
             "search_pattern": s("Pattern for search mode")}, ["path", "mode"]),
    fn_tool("http_request", "Make an HTTP request and return status, headers and body.",
            {"method": s("HTTP method"), "url": s("URL"), "headers": {"type": "object", "description": "Request headers"},
             "body": s("Request body")}, ["method", "url"]),
    fn_tool("current_time", "Get the current time in ISO 8601 for a timezone.", {"timezone": s("IANA timezone, default UTC")}, []),
]


def strands(ask, rng):
    system = pick(rng, [
        "You are a coding agent working in the user's repository. You can run shell commands, read and edit files and make HTTP requests with your tools. Work step by step, verify changes by running the relevant tests, and finish with a short summary of what you did.",
        "You are a helpful DevOps and software assistant. Use the available tools when a task requires inspecting or changing files or running commands; answer directly when it does not. Be concise.",
    ])
    tools = STRANDS_TOOLS[:] if rng.random() < 0.7 else STRANDS_TOOLS[:3]
    body = {
        "messages": [
            {"role": "system", "content": system},
            {"role": "user", "content": [{"text": ask, "type": "text"}]},
        ],
        "model": pick(rng, ["gpt-4o", "gpt-4.1", "qwen2.5-coder-32b-instruct"]),
        "stream": True,
        "stream_options": {"include_usage": True},
        "tools": tools,
    }
    if rng.random() < 0.6:
        body["max_tokens"] = pick(rng, [2000, 4096, 8192])
    if rng.random() < 0.5:
        body["temperature"] = pick(rng, [0.2, 0.3, 0.7])
    return "/v1/chat/completions", py_sdk_headers(rng, fake_key(rng), asyncio=True), body


# ---------------------------------------------------------------- Moatless Tools
MOATLESS_SYSTEM = """You are an autonomous AI assistant with strong programming skills. Because you work on your own,
you cannot ask the user anything; you can only rely on what the available functions return.

# Action and ReAct Guidelines

1. **Look at what you already know**
   - Go over earlier actions and what they returned
   - Be clear about which information you have and which you still lack

2. **Write down your reasoning**
   - Put your reasoning inside `<thoughts>` tags before every action
   - Say what the last observation taught you
   - Explain why the next action is the right one and what you expect from it

3. **Exactly one action at a time**
   - Run ONE action per step, chosen from the available functions
   - Do not batch several actions
   - Do not plan beyond the next observation

4. **Wait for the observation**
   - After an action, stop and wait for its result
   - Only after reading the result may you think and act again

# Workflow Overview

1. **Understand the task**
  * Read the task in <task> carefully.
  * Work out which parts of the code have to change.
  * Work out which surrounding code you need to understand first (callers, dependencies, related components).

2. **Locate code**
  * **Search functions first:**
      * FindClass - find a class definition by name
      * FindFunction - find a function or method definition by name
      * FindCodeSnippet - find an exact piece of code or text
      * SemanticSearch - find code by describing what it does
  * **ViewCode only when needed:** for extra context, specific line ranges from search hits, or code named in errors.

3. **Modify code**
  * Make the changes the task needs, using:
    * StringReplace - replace an exact string in a file
    * CreateFile - create a new file
    * AppendString - add content at the end of a file

4. **Locate and update tests**
  * Find existing tests for the code you changed and update them; add tests for new behaviour and edge cases.
  * Tests run automatically after each change; read their output before the next step.

5. **Complete the task**
  * Call Finish once the change is complete and verified, explaining why it is done. Call Reject if the task cannot be done.

# Important Guidelines

 * **Stay on the task**: implement exactly what is asked, nothing unrelated.
 * **Code context**: only change code you have looked at; use ViewCode to see more.
 * **Keep track**: remember what you viewed and did, do not repeat the same searches.

# Additional Notes

 * Never guess line numbers or code content; look first.
"""

MOATLESS_TOOLS = [
    fn_tool("FindClass", "Find a class definition by its name, optionally limited to a file pattern.",
            {"thoughts": s("Your reasoning for this action"), "class_name": s("Class name to find"),
             "file_pattern": s("Optional glob to narrow the search")}, ["thoughts", "class_name"]),
    fn_tool("FindFunction", "Find a function or method definition by name, optionally inside a class.",
            {"thoughts": s("Your reasoning for this action"), "function_name": s("Function name"),
             "class_name": s("Optional class name"), "file_pattern": s("Optional glob")}, ["thoughts", "function_name"]),
    fn_tool("FindCodeSnippet", "Find an exact code snippet or text in the repository.",
            {"thoughts": s("Your reasoning for this action"), "code_snippet": s("Exact text to find"),
             "file_pattern": s("Optional glob")}, ["thoughts", "code_snippet"]),
    fn_tool("SemanticSearch", "Search the code base by a natural-language description of the functionality.",
            {"thoughts": s("Your reasoning for this action"), "query": s("What the code does"),
             "category": s("implementation or test", enum=["implementation", "test"]), "file_pattern": s("Optional glob")},
            ["thoughts", "query"]),
    fn_tool("ViewCode", "View specific files, line ranges or spans (classes/functions).",
            {"thoughts": s("Your reasoning for this action"),
             "files": {"type": "array", "description": "Files to view", "items": {"type": "object", "properties": {
                 "file_path": {"type": "string"}, "start_line": {"type": "integer"}, "end_line": {"type": "integer"},
                 "span_ids": {"type": "array", "items": {"type": "string"}}}, "required": ["file_path"]}}},
            ["thoughts", "files"]),
    fn_tool("StringReplace", "Replace an exact, unique string in a file with new content.",
            {"thoughts": s("Your reasoning for this action"), "path": s("File path"), "old_str": s("Exact text to replace"),
             "new_str": s("Replacement text")}, ["thoughts", "path", "old_str", "new_str"]),
    fn_tool("CreateFile", "Create a new file with the given content.",
            {"thoughts": s("Your reasoning for this action"), "path": s("File path"), "file_text": s("Content")},
            ["thoughts", "path", "file_text"]),
    fn_tool("AppendString", "Append text at the end of a file.",
            {"thoughts": s("Your reasoning for this action"), "path": s("File path"), "new_str": s("Text to append")},
            ["thoughts", "path", "new_str"]),
    fn_tool("RunTests", "Run the given test files and return the results.",
            {"thoughts": s("Your reasoning for this action"), "test_files": {"type": "array", "items": {"type": "string"}, "description": "Test files"}},
            ["thoughts", "test_files"]),
    fn_tool("Finish", "Mark the task as finished.", {"thoughts": s("Why the task is complete"), "finish_reason": s("Summary")}, ["thoughts", "finish_reason"]),
    fn_tool("Reject", "Reject the task when it cannot be completed.", {"thoughts": s("Reasoning"), "rejection_reason": s("Why")}, ["thoughts", "rejection_reason"]),
]


def moatless(ask, rng):
    body = {
        "model": pick(rng, ["gpt-4o-2024-08-06", "deepseek-chat", "claude-3-5-sonnet-20241022"]),
        "messages": [
            {"role": "system", "content": MOATLESS_SYSTEM},
            {"role": "user", "content": "<task>\n" + ask + "\n</task>"},
        ],
        "tools": MOATLESS_TOOLS,
        "tool_choice": "auto",
        "temperature": 0.0,
        "max_tokens": pick(rng, [2000, 4000]),
    }
    return "/v1/chat/completions", py_sdk_headers(rng, fake_key(rng)), body


# ---------------------------------------------------------------- Atomic Agents
def atomic_agents(ask, rng):
    t = rng_time(rng)
    system = (
        "# IDENTITY and PURPOSE\n"
        "- This is a coding assistant for the developers of an e-commerce platform.\n"
        "- It answers programming questions, reviews snippets and helps plan engineering work.\n\n"
        "# INTERNAL ASSISTANT STEPS\n"
        "- Read the developer's message and identify what they actually need.\n"
        "- If code is included, read it carefully before answering.\n"
        "- Think about edge cases and pitfalls before you write the answer.\n\n"
        "# OUTPUT INSTRUCTIONS\n"
        "- Answer in the language the developer used.\n"
        "- Put code in fenced blocks with a language tag.\n"
        "- Offer up to three follow-up questions the developer might ask next.\n"
        + (f"\n# EXTRA INFORMATION AND CONTEXT\n## Current date\nToday is {t.strftime('%A, %d %B %Y')}.\n" if rng.random() < 0.6 else "")
    )
    out_schema = {
        "type": "object",
        "title": "DevAssistantOutput",
        "description": "Reply from the assistant to the developer.",
        "properties": {
            "chat_message": {"type": "string", "description": "The answer, in markdown."},
            "suggested_user_questions": {"type": "array", "items": {"type": "string"}, "description": "Up to three follow-up questions."},
        },
        "required": ["chat_message", "suggested_user_questions"],
    }
    msgs = [{"role": "system", "content": system}]
    if rng.random() < 0.5:  # optional canned greeting seeded into history
        msgs.append({"role": "assistant", "content": json.dumps({"chat_message": "Hello! How can I help with your code today?", "suggested_user_questions": []})})
    msgs.append({"role": "user", "content": json.dumps({"chat_message": ask}, ensure_ascii=rng.random() < 0.5)})
    body = {
        "model": pick(rng, ["gpt-4o-mini", "gpt-4o"]),
        "messages": msgs,
        "tools": [{"type": "function", "function": {"name": "DevAssistantOutput", "description": out_schema["description"], "parameters": out_schema}}],
        "tool_choice": {"type": "function", "function": {"name": "DevAssistantOutput"}},
    }
    if rng.random() < 0.5:
        body["max_tokens"] = 2048
    return "/v1/chat/completions", py_sdk_headers(rng, fake_key(rng)), body


# ---------------------------------------------------------------- Agency Swarm (v1, Responses API)
def agency_swarm(ask, rng):
    manifesto = (
        "# DevOps Agency Manifesto\n\n"
        "You are one agent in a small agency built with Agency Swarm. The agency looks after a SaaS product: "
        "it answers engineering questions and carries out development and operations work for the team.\n\n"
        "Talking to the other agents with the `send_message` tool is synchronous: when you get its result the "
        "other agent has stopped working. Tell it explicitly to keep going if more work is needed, and do not "
        "report back to the user before the delegated work is finished.\n"
    )
    ceo = (
        "# Role\nYou are the CEO agent and the only agent the user talks to.\n\n"
        "# Instructions\n"
        "1. Work out what the user needs. Answer simple questions yourself.\n"
        "2. Send implementation work to the Developer agent and verification to the QA agent with `send_message`, "
        "with clear goals and acceptance criteria.\n"
        "3. Check the results and report back to the user in their language.\n"
    )
    tools = [
        {"type": "function", "name": "send_message", "strict": True,
         "description": "Send a message to another agent in the agency and wait for its reply.",
         "parameters": {"type": "object", "additionalProperties": False,
                        "properties": {
                            "recipient_agent": {"type": "string", "enum": ["Developer", "QA"], "description": "Agent to send the message to."},
                            "my_primary_instructions": {"type": "string", "description": "Your own primary instructions, restated for context."},
                            "message": {"type": "string", "description": "The task or question for the recipient."},
                            "additional_instructions": {"type": ["string", "null"], "description": "Extra context or constraints."}},
                        "required": ["recipient_agent", "my_primary_instructions", "message", "additional_instructions"]}},
    ]
    if rng.random() < 0.5:
        tools.append({"type": "web_search_preview"})
    body = {
        "model": pick(rng, ["gpt-4.1", "gpt-4o", "o4-mini"]),
        "instructions": manifesto + "\n" + ceo,
        "input": [{"role": "user", "content": ask}],
        "tools": tools,
        "include": [],
        "stream": True,
        "parallel_tool_calls": False,
        "truncation": "auto",
    }
    if body["model"] == "o4-mini":
        body["reasoning"] = {"effort": "medium"}
    else:
        body["temperature"] = 0.3
    headers = py_sdk_headers(rng, fake_key(rng), asyncio=True)
    headers["user-agent"] = "Agents/Python " + pick(rng, ["0.0.19", "0.1.0", "0.2.9"])
    return "/v1/responses", headers, body


# ---------------------------------------------------------------- big-AGI (Anthropic)
def big_agi(ask, rng):
    t = rng_time(rng)
    persona = pick(rng, ["default", "default", "dev"])
    if persona == "dev":
        sys_text = "You are a sophisticated, careful and up-to-date AI programming assistant."
    else:
        sys_text = (
            "You are an AI assistant.\nKnowledge cutoff: 2024-04\n"
            f"Current date: {t.strftime('%A, %B %d, %Y, %I:%M %p')}\n\n"
            "When a diagram helps (flows, sequences, class relations), you may draw it in a ```mermaid block.\n"
            "PlantUML in a ```plantuml block is also rendered.\n"
            "Simple vector graphics can be returned as a ```svg block.\n"
            "When comparing options or listing structured data, prefer Markdown tables."
        )
    msgs = []
    if rng.random() < 0.2:
        q, ans = pick(rng, EARLIER)
        msgs += [{"role": "user", "content": [{"type": "text", "text": q}]},
                 {"role": "assistant", "content": [{"type": "text", "text": ans}]}]
    msgs.append({"role": "user", "content": [{"type": "text", "text": ask}]})
    body = {
        "max_tokens": pick(rng, [8192, 16384, 32000]),
        "model": pick(rng, ["claude-sonnet-4-20250514", "claude-3-7-sonnet-20250219", "claude-3-5-haiku-20241022"]),
        "system": [{"type": "text", "text": sys_text}],
        "messages": msgs,
        "stream": True,
        "temperature": 0.5,
    }
    return "/v1/messages", anthropic_headers(rng, fake_key(rng, "sk-ant-"), {"accept": "application/json"}), body


# ---------------------------------------------------------------- org-ai (Anthropic)
def org_ai(ask, rng):
    msgs = []
    if rng.random() < 0.2:  # earlier [ME]/[AI] pair in the same #+begin_ai block
        q, ans = pick(rng, EARLIER)
        msgs += [{"role": "user", "content": q}, {"role": "assistant", "content": ans}]
    msgs.append({"role": "user", "content": ask})
    body = {
        "messages": msgs,
        "model": pick(rng, ["claude-3-5-sonnet-latest", "claude-sonnet-4-20250514"]),
        "stream": True,
        "max_tokens": 4096,
    }
    if rng.random() < 0.3:
        body["temperature"] = pick(rng, [0.2, 0.7])
    body["system"] = pick(rng, ["You are a helpful assistant inside Emacs.", "You are a helpful assistant inside Emacs.", "Be helpful and brief. Use org-mode markup instead of Markdown."])
    headers = anthropic_headers(rng, fake_key(rng, "sk-ant-"))
    headers["user-agent"] = "URL/Emacs Emacs/" + pick(rng, ["29.1", "29.4", "30.1"]) + " (X11; x86_64-pc-linux-gnu)"
    return "/v1/messages", headers, body


# ---------------------------------------------------------------- Rig (Anthropic)
RIG_DOCS = [
    ("conventions", "Rust services use tokio, axum and sqlx. Errors: thiserror in libraries, anyhow only in binaries. All public items documented. Clippy pedantic must pass in CI."),
    ("glossary", "SKU: stock keeping unit. PO: purchase order. ASN: advance shipping notice. WMS: the warehouse management system we integrate with over EDI."),
    ("architecture", "ingest -> normalizer -> ledger -> reporting. Services talk over NATS JetStream; the ledger is the only writer to the accounting schema."),
]


def rig(ask, rng):
    preamble = pick(rng, [
        "You are a senior Rust engineer helping the logistics platform team. Answer precisely and prefer small, idiomatic examples. Use the tools only when you need information you do not have.",
        "You are the team's coding assistant. Be direct. When the user shares code, read it closely before answering.",
    ])
    docs = rng.sample(RIG_DOCS, rng.choice([1, 2, 3]))
    doc_blocks = [{"type": "document", "source": {"type": "text", "media_type": "text/plain",
                                                  "data": f"<file id: {d_id}>\n{text}\n</file>\n"}} for d_id, text in docs]
    tools = [
        {"name": "search_docs", "description": "Search the team's internal documentation and return matching passages.",
         "input_schema": {"type": "object", "properties": {"query": {"type": "string", "description": "Search query"}}, "required": ["query"]}},
        {"name": "crate_info", "description": "Look up a crate on the internal registry mirror: latest version, features, MSRV.",
         "input_schema": {"type": "object", "properties": {"name": {"type": "string", "description": "Crate name"}}, "required": ["name"]}},
    ]
    body = {
        "model": pick(rng, ["claude-3-5-sonnet-latest", "claude-sonnet-4-20250514"]),
        "messages": [{"role": "user", "content": doc_blocks}, {"role": "user", "content": [{"type": "text", "text": ask}]}],
        "max_tokens": pick(rng, [2048, 4096]),
        "system": preamble,
        "tools": tools,
    }
    if rng.random() < 0.5:
        body["temperature"] = 0.3
    if rng.random() < 0.4:
        body["stream"] = True
    return "/v1/messages", anthropic_headers(rng, fake_key(rng, "sk-ant-")), body


# ---------------------------------------------------------------- Copilot-coding-agent-like issue runner (Anthropic)
ISSUE_RUNNER_SYSTEM = """You are an autonomous software engineering agent assigned to a GitHub issue. You work in a fresh sandbox that has the repository cloned at /workspace, and when you are done your changes are pushed to a branch and opened as a pull request for human review.

<environment>
- You have a Linux shell with the repository's toolchain installed. You have no access to production systems or secrets.
- Network access is limited to package registries.
- The user who filed the issue is not watching this session. You cannot ask questions; make reasonable assumptions and state them in your final report.
</environment>

<how_to_work>
1. Read the issue and decide what "done" means for it. Not every issue needs code: if it is a question or a request for text, answer it in your report and change nothing.
2. Explore only as much of the repository as the task needs. Prefer reading existing code and tests over guessing.
3. Make small, focused changes that match the style of the code around them. Do not reformat unrelated code.
4. Run the relevant tests and linters. Add or update tests for behaviour you change.
5. Use report_progress after each meaningful step with a short checklist of what is done and what remains. It commits and pushes your work.
6. Finish with a summary for the reviewer: what changed, why, how it was verified, and any open questions.
</how_to_work>

<rules>
- Never commit credentials, generated build output or large binaries.
- Do not modify CI configuration or workflow files unless the issue asks for it.
- If the issue is ambiguous, choose the least surprising interpretation and say so.
- Keep the pull request reviewable; split nothing into follow-ups unless you must.
</rules>

<tools>
- bash: run a command in the sandbox shell.
- str_replace_based_edit_tool: view, create and edit files.
- report_progress: commit, push and update the pull request description.
- think: write down reasoning without taking any action.
</tools>"""


def issue_runner(ask, rng):
    repo = pick(rng, ["acme/storefront", "acme/platform", "northwind/ops-tools", "lumen-labs/api"])
    first = ask.strip().splitlines()[0].strip().strip("`#*> ")
    title = (first[:70] + "...") if len(first) > 70 else first
    number = rng.randrange(120, 4800)
    user_text = (
        f"<repository>{repo}</repository>\n<issue_number>{number}</issue_number>\n"
        f"<issue_title>{title}</issue_title>\n<issue_description>\n{ask}\n</issue_description>\n"
        "<comments>\n</comments>\n\n"
        "Work on the issue above. Decide whether it needs code changes; if it does, implement them on the "
        "current branch and keep the pull request focused. If it does not, reply with the answer in your final report."
    )
    tools = [
        {"name": "bash", "description": "Run a bash command in the sandbox. State persists between calls.",
         "input_schema": {"type": "object", "properties": {"command": {"type": "string"}, "timeout": {"type": "integer"}}, "required": ["command"]}},
        {"type": "text_editor_20250124", "name": "str_replace_based_edit_tool"},
        {"name": "report_progress", "description": "Commit and push current changes and update the PR description with a checklist.",
         "input_schema": {"type": "object", "properties": {"commit_message": {"type": "string"}, "pr_description": {"type": "string"}}, "required": ["commit_message", "pr_description"]}},
        {"name": "think", "description": "Think about the problem without acting.",
         "input_schema": {"type": "object", "properties": {"thought": {"type": "string"}}, "required": ["thought"]}},
    ]
    body = {
        "model": pick(rng, ["claude-sonnet-4-20250514", "claude-3-7-sonnet-20250219"]),
        "max_tokens": 16384,
        "system": [{"type": "text", "text": ISSUE_RUNNER_SYSTEM, "cache_control": {"type": "ephemeral"}}],
        "messages": [{"role": "user", "content": [{"type": "text", "text": user_text}]}],
        "tools": tools,
        "stream": True,
        "temperature": 0,
    }
    headers = anthropic_headers(rng, fake_key(rng, "sk-ant-"), {
        "anthropic-beta": "prompt-caching-2024-07-31",
        "user-agent": "issue-runner/" + pick(rng, ["0.9.2", "0.10.0"]),
        "x-run-id": rng_uuid(rng),
    })
    return "/v1/messages", headers, body


# ---------------------------------------------------------------- oterm (Ollama)
OTERM_TOOLS = [
    {"type": "function", "function": {"name": "date_time", "description": "Get the current date and time.",
                                      "parameters": {"type": "object", "properties": {}, "required": []}}},
    {"type": "function", "function": {"name": "shell", "description": "Run a shell command on the user's machine and return its output.",
                                      "parameters": {"type": "object", "properties": {"command": {"type": "string", "description": "The command to run"}}, "required": ["command"]}}},
    {"type": "function", "function": {"name": "fetch_url", "description": "Fetch a URL and return its text content.",
                                      "parameters": {"type": "object", "properties": {"url": {"type": "string", "description": "URL to fetch"}}, "required": ["url"]}}},
]


def oterm(ask, rng):
    msgs = []
    system = pick(rng, [None, None, "You are a helpful assistant.", "You are a concise assistant for a Linux developer."])
    if system:
        msgs.append({"role": "system", "content": system})
    if rng.random() < 0.2:
        msgs += earlier_turns(rng, 1.0)
    msgs.append({"role": "user", "content": ask})
    tools = OTERM_TOOLS[: rng.choice([0, 0, 1, 2, 3])]
    body = {
        "model": pick(rng, ["llama3.2", "qwen2.5-coder:7b", "mistral-nemo", "gemma3:12b"]),
        "messages": msgs,
        "tools": tools,
        "stream": not tools,  # oterm only streams when no tools are selected
        "format": "",
        "options": {k: v for k, v in {"temperature": pick(rng, [None, 0.7, 0.2]), "num_ctx": pick(rng, [None, 8192, 16384])}.items() if v is not None},
        "keep_alive": "5m",
    }
    headers = {
        "accept": "application/json",
        "content-type": "application/json",
        "user-agent": f"ollama-python/{pick(rng, ['0.4.7', '0.5.1'])} (x86_64 linux) Python/{pick(rng, ['3.12.3', '3.13.1'])}",
    }
    return "/api/chat", headers, body


# ---------------------------------------------------------------- LangChain4j AiServices (Ollama)
def langchain4j(ask, rng):
    system = pick(rng, [
        "You are the in-house developer assistant of the billing team. You answer questions about Java, Spring and our billing services. Use the tools to look up tickets or source files when the question needs them; otherwise answer directly. Reply in the user's language.",
        "You are a helpful assistant for software engineers. Be precise and brief. Today is {date}.",
    ]).replace("{date}", rng_time(rng).strftime("%Y-%m-%d"))
    tools = [
        {"type": "function", "function": {"name": "findTicket", "description": "Returns the Jira ticket with the given key",
                                          "parameters": {"type": "object", "properties": {"key": {"type": "string", "description": "ticket key, e.g. BIL-123"}}, "required": ["key"]}}},
        {"type": "function", "function": {"name": "readSourceFile", "description": "Returns the content of a source file in the billing repository",
                                          "parameters": {"type": "object", "properties": {"path": {"type": "string"}}, "required": ["path"]}}},
        {"type": "function", "function": {"name": "searchCode", "description": "Full-text search over the billing repository, returns matching file paths and lines",
                                          "parameters": {"type": "object", "properties": {"query": {"type": "string"}, "maxResults": {"type": "integer"}}, "required": ["query"]}}},
    ]
    msgs = [{"role": "system", "content": system}]
    if rng.random() < 0.15:  # chat memory already holds a finished exchange
        msgs += earlier_turns(rng, 1.0)
    msgs.append({"role": "user", "content": ask})
    body = {
        "model": pick(rng, ["qwen2.5-coder:14b", "llama3.1:8b", "mistral-small3.1"]),
        "messages": msgs,
        "options": {"temperature": pick(rng, [0.0, 0.2, 0.7]), "num_ctx": pick(rng, [8192, 32768])},
        "stream": False,
        "tools": tools[: rng.choice([2, 3])],
    }
    headers = {"content-type": "application/json", "user-agent": "Java-http-client/" + pick(rng, ["17.0.12", "21.0.5"])}
    return "/api/chat", headers, body


# ---------------------------------------------------------------- Genkit (Gemini)
def genkit(ask, rng):
    model = pick(rng, ["gemini-2.0-flash", "gemini-2.5-flash", "gemini-2.5-pro"])
    stream = rng.random() < 0.6
    endpoint = f"/v1beta/models/{model}:" + ("streamGenerateContent?alt=sse" if stream else "generateContent")
    sys_text = pick(rng, [
        "You are DevBuddy, an assistant embedded in our developer portal. Help engineers with code, CI and infrastructure questions. Use the tools to look up internal docs or service metadata when needed. Keep answers short and use Markdown.",
        "You help developers on the mobile team. Prefer Kotlin and Swift examples. If a request needs information about our services, call the tools.",
    ])
    body = {
        "contents": [{"role": "user", "parts": [{"text": ask}]}],
        "systemInstruction": {"role": "user", "parts": [{"text": sys_text}]},
        "tools": [{"functionDeclarations": [
            {"name": "searchInternalDocs", "description": "Search the developer portal documentation.",
             "parameters": {"type": "OBJECT", "properties": {"query": {"type": "STRING"}}, "required": ["query"]}},
            {"name": "getServiceInfo", "description": "Get owner, repo URL, runtime and on-call for a service.",
             "parameters": {"type": "OBJECT", "properties": {"service": {"type": "STRING"}}, "required": ["service"]}},
        ]}],
        "generationConfig": {"candidateCount": 1, "temperature": pick(rng, [0.2, 0.7, 1.0])},
    }
    if rng.random() < 0.5:
        body["generationConfig"]["maxOutputTokens"] = 8192
    headers = {
        "content-type": "application/json",
        "x-goog-api-client": f"genkit-js/{pick(rng, ['1.6.2', '1.12.0'])} gl-node/{pick(rng, ['20.17.0', '22.11.0'])}",
        "x-goog-api-key": "AIza-FAKE-" + "".join(rng.choice(ALNUM) for _ in range(28)),
    }
    return endpoint, headers, body


FAMILIES = {
    "agency_swarm": agency_swarm,
    "anythingllm": anythingllm,
    "atomic_agents": atomic_agents,
    "betterchatgpt": betterchatgpt,
    "big_agi": big_agi,
    "chatbox": chatbox,
    "elia": elia,
    "genkit": genkit,
    "issue_runner": issue_runner,
    "jan": jan,
    "langchain4j": langchain4j,
    "moatless": moatless,
    "nextchat": nextchat,
    "org_ai": org_ai,
    "oterm": oterm,
    "rig": rig,
    "spring_ai": spring_ai,
    "strands": strands,
    "tgpt": tgpt,
    "vim_ai": vim_ai,
}
