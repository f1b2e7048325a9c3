"""First-turn request envelopes of 20 client families.

Every function has the signature ``(ask_text, rng) -> (endpoint, headers, body)``:
``endpoint`` is the request path (with query string where the client adds one),
``headers`` a dict with lower-case names (all keys are FAKE), ``body`` the JSON
body as a dict. The ask text is placed where the client puts the user's words,
verbatim or inside a JSON string the client builds (Letta). Only first turns
are built: no tool results, no tool calls; three chat clients may carry one
earlier plain question that was already answered.

System prompts are paraphrases written for this set, keeping the structure and
length class of the real ones; they are not copies.
"""

from __future__ import annotations

import json
from datetime import datetime, timedelta, timezone

# ---------------------------------------------------------------------------
# helpers
# ---------------------------------------------------------------------------

_HEX = "0123456789abcdef"
_ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"


def _hex(rng, n):
    return "".join(rng.choice(_HEX) for _ in range(n))


def _alnum(rng, n):
    return "".join(rng.choice(_ALNUM) for _ in range(n))


def _uuid(rng):
    h = _hex(rng, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{rng.choice('89ab')}{h[17:20]}-{h[20:32]}"


def _when(rng):
    base = datetime(2025, 1, 6, 8, 0, 0, tzinfo=timezone.utc)
    return base + timedelta(seconds=rng.randrange(0, 300 * 86400))


def _openai_key(rng):
    return "sk-proj-FAKE" + _alnum(rng, 40)


def _anthropic_key(rng):
    return "sk-ant-api03-FAKE" + _alnum(rng, 60)


def _bearer(rng):
    return "Bearer " + _openai_key(rng)


def _stainless_py(rng, pkg_version=None, asyncio=True):
    return {
        "x-stainless-lang": "python",
        "x-stainless-package-version": pkg_version or rng.choice(["1.99.9", "1.102.0", "1.109.1", "2.8.1"]),
        "x-stainless-os": rng.choice(["Linux", "MacOS"]),
        "x-stainless-arch": rng.choice(["x64", "arm64"]),
        "x-stainless-runtime": "CPython",
        "x-stainless-runtime-version": rng.choice(["3.11.9", "3.12.7", "3.13.1"]),
        "x-stainless-async": "async:asyncio" if asyncio else "false",
        "x-stainless-retry-count": "0",
        "x-stainless-read-timeout": "600",
    }


def _py_openai_headers(rng, user_agent=None, asyncio=True):
    ver = rng.choice(["1.99.9", "1.102.0", "1.109.1", "2.8.1"])
    h = {
        "accept": "application/json",
        "accept-encoding": "gzip, deflate",
        "authorization": _bearer(rng),
        "connection": "keep-alive",
        "content-type": "application/json",
        "user-agent": user_agent or (("AsyncOpenAI" if asyncio else "OpenAI") + "/Python " + ver),
    }
    h.update(_stainless_py(rng, ver, asyncio))
    return h


def _fn(name, description, properties, required=None, extra=None):
    """OpenAI chat-completions function tool."""
    params = {"type": "object", "properties": properties, "required": list(required or [])}
    if extra:
        params.update(extra)
    return {"type": "function", "function": {"name": name, "description": description, "parameters": params}}


_S = {"type": "string"}
_I = {"type": "integer"}
_B = {"type": "boolean"}


def _d(t, desc):
    x = dict(t)
    x["description"] = desc
    return x


# earlier plain turns (already answered, no pending work) for chat clients
_EARLIER_TURNS = [
    ("what's the default port for postgres?", "5432."),
    ("is `pnpm` able to read a package-lock.json?", "Not directly. `pnpm import` converts an npm or yarn lockfile into pnpm-lock.yaml; after that pnpm uses its own lockfile."),
    ("quick one: tabs or spaces in a Makefile recipe?", "Recipe lines must start with a tab (unless you change .RECIPEPREFIX)."),
    ("what does HTTP 418 mean", "\"I'm a teapot\" - an April Fools' status from RFC 2324. Some servers use it as a joke or to reject bots; it has no real semantics."),
    ("how do I see which process listens on port 8080 on linux?", "`ss -ltnp 'sport = :8080'` or `lsof -iTCP:8080 -sTCP:LISTEN`."),
    ("utc offset of CET in summer?", "In summer central Europe uses CEST, which is UTC+2. CET itself is UTC+1."),
]


def _maybe_earlier(rng, p):
    if rng.random() < p:
        q, a = rng.choice(_EARLIER_TURNS)
        return [{"role": "user", "content": q}, {"role": "assistant", "content": a}]
    return []


# ---------------------------------------------------------------------------
# 1. OpenAI Agents SDK (Python) - Responses API, handoff tools
# ---------------------------------------------------------------------------

_AGENTS_SDK_PREFIX = (
    "# System context\n"
    "You are part of a multi-agent system that coordinates agents and the hand-offs between them. "
    "An agent has instructions and tools, and can pass a conversation to another agent when that fits better. "
    "Hand-offs happen by calling a function whose name usually starts with `transfer_to_<agent_name>`. "
    "Hand-offs are handled in the background; do not mention them or draw attention to them in your reply.\n"
)

_AGENTS_SDK_TRIAGE = (
    "You are the Dev Desk triage agent for the platform engineering team.\n"
    "Read the developer's message and decide who should handle it.\n"
    "- Questions about code, bugs, reviews, tests or repository changes go to the Code Agent.\n"
    "- Questions about the internal docs, runbooks or onboarding go to the Docs Agent.\n"
    "- Anything about releases, deploy windows or changelogs goes to the Release Agent.\n"
    "If the request is small and self-contained you may answer it yourself. "
    "Use lookup_ticket when the developer mentions a ticket key. Keep answers short and technical."
)

_HANDOFF_PARAMS = {"additionalProperties": False, "type": "object", "properties": {}, "required": []}


def openai_agents_sdk(ask, rng):
    model = rng.choice(["gpt-4.1", "gpt-4.1-mini", "gpt-4o", "o4-mini", "gpt-5-mini"])
    tools = [
        {
            "type": "function",
            "name": "lookup_ticket",
            "description": "Fetch a ticket from the tracker by key, e.g. ENG-123.",
            "parameters": {
                "properties": {"key": {"title": "Key", "type": "string"}},
                "required": ["key"],
                "title": "lookup_ticket_args",
                "type": "object",
                "additionalProperties": False,
            },
            "strict": True,
        },
        {
            "type": "function",
            "name": "search_runbooks",
            "description": "Full-text search over the internal runbooks.",
            "parameters": {
                "properties": {
                    "query": {"title": "Query", "type": "string"},
                    "limit": {"title": "Limit", "type": "integer"},
                },
                "required": ["query", "limit"],
                "title": "search_runbooks_args",
                "type": "object",
                "additionalProperties": False,
            },
            "strict": True,
        },
    ]
    for agent, desc in [
        ("code_agent", "Works on source code: bugs, reviews, tests, refactors, repository changes."),
        ("docs_agent", "Answers from the internal documentation and runbooks."),
        ("release_agent", "Knows release trains, deploy windows and changelogs."),
    ]:
        pretty = agent.replace("_", " ").title()
        tools.append({
            "type": "function",
            "name": f"transfer_to_{agent}",
            "description": f"Handoff to the {pretty} agent to handle the request. {desc}",
            "parameters": dict(_HANDOFF_PARAMS),
            "strict": True,
        })
    body = {
        "model": model,
        "instructions": _AGENTS_SDK_PREFIX + "\n" + _AGENTS_SDK_TRIAGE,
        "input": [{"content": ask, "role": "user"}],
        "include": [],
        "tools": tools,
        "stream": rng.random() < 0.5,
    }
    if rng.random() < 0.3:
        body["temperature"] = 0.2
    if model.startswith(("o4", "gpt-5")) and rng.random() < 0.5:
        body["reasoning"] = {"effort": rng.choice(["low", "medium"])}
    headers = _py_openai_headers(rng, user_agent="Agents/Python " + rng.choice(["0.2.11", "0.3.3", "0.4.2", "0.6.1"]))
    return "/v1/responses", headers, body


# ---------------------------------------------------------------------------
# 2. Pydantic AI agent - chat completions, function tools + final_result
# ---------------------------------------------------------------------------

_PYDANTIC_AI_SYSTEM = (
    "You are the coding assistant inside the acme-cli developer tool.\n"
    "You can look things up in the repository index with the tools provided. "
    "When you are done, return your answer through the final_result tool: put the prose answer in `answer`, "
    "any code in `code` (one block, no fences), and set `needs_followup` when you could not finish."
)


def pydantic_ai(ask, rng):
    model = rng.choice(["gpt-4o", "gpt-4.1", "gpt-4.1-mini", "gpt-4o-mini"])
    tools = [
        _fn("search_repo", "Search the repository index for a symbol or text.\n\nArgs:\n    query: what to look for\n    max_hits: how many hits to return",
            {"query": _d(_S, "what to look for"), "max_hits": {"default": 20, "description": "how many hits to return", "type": "integer"}},
            ["query"], {"additionalProperties": False}),
        _fn("read_file", "Return the text of one file from the repository.",
            {"path": _S, "start_line": {"default": 1, "type": "integer"}, "end_line": {"anyOf": [_I, {"type": "null"}], "default": None}},
            ["path"], {"additionalProperties": False}),
        _fn("final_result", "The final response which ends this conversation",
            {
                "answer": {"type": "string"},
                "code": {"anyOf": [_S, {"type": "null"}], "default": None},
                "needs_followup": {"default": False, "type": "boolean"},
            },
            ["answer"], {"additionalProperties": False}),
    ]
    body = {
        "model": model,
        "messages": [
            {"role": "system", "content": _PYDANTIC_AI_SYSTEM},
            {"role": "user", "content": ask},
        ],
        "n": 1,
        "tools": tools,
        "tool_choice": "required",
        "stream": False,
    }
    if rng.random() < 0.4:
        body["temperature"] = rng.choice([0.0, 0.2, 0.7])
    ver = rng.choice(["0.4.11", "0.7.2", "1.0.10", "1.9.0"])
    headers = _py_openai_headers(rng, user_agent=f"pydantic-ai/{ver}")
    return "/v1/chat/completions", headers, body


# ---------------------------------------------------------------------------
# 3. LangGraph prebuilt ReAct agent (create_react_agent + ChatOpenAI)
# ---------------------------------------------------------------------------

_LANGGRAPH_PROMPT = (
    "You are a helpful software engineering assistant working in the user's checkout of their project. "
    "You have tools to list directories, read and write files, search with ripgrep and run shell commands. "
    "Prefer small, verifiable steps. If the user only asks a question you can answer directly, just answer it."
)


def langgraph_react(ask, rng):
    model = rng.choice(["gpt-4o", "gpt-4o-mini", "gpt-4.1", "qwen2.5-coder-32b-instruct"])
    tools = [
        _fn("list_dir", "List the entries of a directory relative to the project root.", {"path": _S}, ["path"]),
        _fn("read_file", "Read a text file and return its content with line numbers.", {"path": _S}, ["path"]),
        _fn("write_file", "Create or overwrite a text file.", {"path": _S, "content": _S}, ["path", "content"]),
        _fn("ripgrep", "Search the project with ripgrep. Returns matching lines.", {"pattern": _S, "glob": {"default": None, "type": "string"}}, ["pattern"]),
        _fn("run_shell", "Run a shell command in the project root and return stdout, stderr and the exit code.", {"command": _S, "timeout": {"default": 120, "type": "integer"}}, ["command"]),
    ]
    body = {
        "messages": [
            {"content": _LANGGRAPH_PROMPT, "role": "system"},
            {"content": ask, "role": "user"},
        ],
        "model": model,
        "stream": False,
        "tools": tools,
    }
    if rng.random() < 0.5:
        body["n"] = 1
        body["temperature"] = 0.7
    headers = _py_openai_headers(rng, asyncio=rng.random() < 0.5)
    return "/v1/chat/completions", headers, body


# ---------------------------------------------------------------------------
# 4. Mastra agent via @ai-sdk/openai-compatible - chat completions, streaming
# ---------------------------------------------------------------------------

_MASTRA_INSTRUCTIONS = (
    "You are repo-helper, an assistant that lives in the team's internal developer portal.\n"
    "- Answer engineering questions clearly and concisely.\n"
    "- Use readFile and searchCode to look at the monorepo when the question depends on it.\n"
    "- Use openPullRequest only when the user explicitly asks for a change to be proposed.\n"
    "- Format code with fenced blocks and name the language."
)


def _zod_params(properties, required):
    return {
        "type": "object",
        "properties": properties,
        "required": required,
        "additionalProperties": False,
        "$schema": "http://json-schema.org/draft-07/schema#",
    }


def mastra(ask, rng):
    model = rng.choice(["gpt-4o-mini", "gpt-4.1", "deepseek-chat", "llama-3.3-70b-instruct"])
    tools = [
        {"type": "function", "function": {"name": "readFile", "description": "Read a file from the monorepo by path",
                                          "parameters": _zod_params({"path": {"type": "string", "description": "repo-relative path"}}, ["path"])}},
        {"type": "function", "function": {"name": "searchCode", "description": "Search code in the monorepo",
                                          "parameters": _zod_params({"query": {"type": "string"}, "lang": {"type": "string"}}, ["query"])}},
        {"type": "function", "function": {"name": "openPullRequest", "description": "Open a pull request with the given patch",
                                          "parameters": _zod_params({"title": {"type": "string"}, "patch": {"type": "string"}, "base": {"type": "string", "default": "main"}}, ["title", "patch"])}},
    ]
    messages = [{"role": "system", "content": _MASTRA_INSTRUCTIONS}]
    if rng.random() < 0.4:
        messages.append({"role": "system", "content": f"Current user: dev-{_hex(rng, 6)}. Today is {_when(rng).strftime('%A, %B %d, %Y')}."})
    messages.append({"role": "user", "content": ask})
    body = {
        "model": model,
        "messages": messages,
        "tools": tools,
        "tool_choice": "auto",
        "stream": True,
        "stream_options": {"include_usage": True},
    }
    if rng.random() < 0.5:
        body["temperature"] = 0.3
    headers = {
        "authorization": _bearer(rng),
        "content-type": "application/json",
        "user-agent": "ai-sdk/openai-compatible/" + rng.choice(["0.2.16", "1.0.19"]) + " ai-sdk/provider-utils/" + rng.choice(["2.2.8", "3.0.10"]) + " runtime/node.js/" + rng.choice(["20", "22"]),
    }
    return "/v1/chat/completions", headers, body


# ---------------------------------------------------------------------------
# 5. Vercel AI SDK app (Next.js route, @ai-sdk/openai -> Responses API)
# ---------------------------------------------------------------------------

_VERCEL_SYSTEM = (
    "You are the assistant of DevHub, our internal engineering portal. "
    "Engineers ask about code, services and tooling. "
    "You can call getServiceInfo to look up a service's owner, repo and runtime, and getDeployStatus for the latest deploys. "
    "Be brief. Use markdown."
)


def vercel_ai_sdk(ask, rng):
    model = rng.choice(["gpt-4o", "gpt-4.1", "gpt-4.1-mini", "gpt-5", "o4-mini"])
    reasoning = model.startswith(("gpt-5", "o"))
    body = {
        "model": model,
        "input": [
            {"role": "developer" if reasoning else "system", "content": _VERCEL_SYSTEM},
            {"role": "user", "content": [{"type": "input_text", "text": ask}]},
        ],
        "tools": [
            {"type": "function", "name": "getServiceInfo", "description": "Look up a service in the catalog",
             "parameters": _zod_params({"name": {"type": "string"}}, ["name"]), "strict": False},
            {"type": "function", "name": "getDeployStatus", "description": "Latest deploys of a service",
             "parameters": _zod_params({"service": {"type": "string"}, "env": {"type": "string", "enum": ["staging", "production"]}}, ["service", "env"]), "strict": False},
        ],
        "tool_choice": "auto",
        "stream": True,
    }
    if reasoning and rng.random() < 0.5:
        body["reasoning"] = {"effort": "low"}
    if rng.random() < 0.3:
        body["max_output_tokens"] = 4096
    headers = {
        "authorization": _bearer(rng),
        "content-type": "application/json",
        "user-agent": "ai-sdk/openai/" + rng.choice(["2.0.30", "2.0.52"]) + " ai-sdk/provider-utils/3.0.10 runtime/vercel-edge",
    }
    return "/v1/responses", headers, body


# ---------------------------------------------------------------------------
# 6. Letta (MemGPT) agent - memory-block system prompt, send_message tools
# ---------------------------------------------------------------------------

_LETTA_BASE = """<base_instructions>
You are a stateful assistant running inside an agent server, in the latest generation of memory-augmented agents.
Your memory is made of editable blocks that stay in your context, plus long-term stores you reach through tools.

Persona and voice:
Stay in the persona described in your persona block. Speak like that person, think like that person.
Do not fall back to stock assistant phrases; they make you sound like an outdated chatbot.

How your mind runs:
You do not think continuously. You are woken up by events: a user message, a login, a timer (heartbeat).
After an event you may think privately, call tools, and then go back to sleep until the next event.
If you want to keep working after a tool call, set request_heartbeat to true on that call and you will be woken again right away.
Your private reasoning goes into the inner_thoughts argument of each tool. Keep it under 50 words.

Talking to the user:
The user only sees what you pass to send_message. Nothing else you write reaches them.
Always answer a user message with send_message, even if the answer is short.

Memory editing:
Older models forgot everything between sessions. You do not: you can read and change your own memory.
Core memory (below) is always visible to you. Use core_memory_append and core_memory_replace to keep it current when you learn something durable about the user or yourself.
Recall memory holds the whole conversation history; search it with conversation_search.
Archival memory is an unlimited store for facts and documents; write with archival_memory_insert and read with archival_memory_search.
Do not store secrets or credentials in any memory.

Base instructions end here. From now on you are the persona below.
</base_instructions>"""


def _letta_block(label, desc, value, limit):
    return (
        f"<{label}>\n<description>\n{desc}\n</description>\n"
        f"<metadata>\n- chars_current={len(value)}\n- chars_limit={limit}\n</metadata>\n"
        f"<value>\n{value}\n</value>\n</{label}>"
    )


_LETTA_PERSONA = (
    "I am Juno, the pair-programming buddy of this engineering team.\n"
    "I like short, direct answers with runnable snippets, and I say so when I am not sure.\n"
    "I know the team works mostly in Python, TypeScript and Go, deploys on Kubernetes, and uses GitHub for code review."
)
_LETTA_HUMAN_POOL = [
    "Name: Mira. Backend developer, works on the payments service. Prefers explanations with examples. Time zone CET.",
    "Name: Kenji. Full-stack, mostly Next.js and Postgres. Writes in Japanese and English. Likes terse answers.",
    "Name: Ana. SRE. Cares about observability and on-call load. Uses Terraform daily.",
    "Name: Deniz. Mobile developer (Flutter, Kotlin). New to the team since March.",
]


def _letta_tool(name, desc, props, required):
    props = dict(props)
    props["inner_thoughts"] = {"type": "string", "description": "Deep inner monologue private to you only."}
    props["request_heartbeat"] = {"type": "boolean", "description": "Request an immediate heartbeat after function execution. Set to `True` if you want to send a follow-up message or run a follow-up function."}
    return _fn(name, desc, props, ["inner_thoughts"] + list(required) + ["request_heartbeat"])


def letta(ask, rng):
    model = rng.choice(["gpt-4o-mini", "gpt-4.1", "gpt-4o"])
    now = _when(rng)
    human = rng.choice(_LETTA_HUMAN_POOL)
    system = (
        _LETTA_BASE
        + "\n\n<memory_blocks>\nThe following memory blocks are currently engaged in your core memory unit:\n\n"
        + _letta_block("persona", "The persona block: stores details about your current persona, guiding how you behave and respond.", _LETTA_PERSONA, 5000)
        + "\n\n"
        + _letta_block("human", "The human block: stores key details about the person you are conversing with.", human, 5000)
        + "\n</memory_blocks>\n\n<memory_metadata>\n"
        + f"- The current time is: {now.strftime('%Y-%m-%d %I:%M:%S %p')} UTC+0000\n"
        + f"- Memory blocks were last modified: {(now - timedelta(days=rng.randrange(1, 30))).strftime('%Y-%m-%d %I:%M:%S %p')} UTC+0000\n"
        + f"- {rng.randrange(0, 40)} previous messages between you and the user are stored in recall memory (use tools to access them)\n"
        + f"- {rng.randrange(0, 120)} total memories you created are stored in archival memory (use tools to access them)\n"
        + "</memory_metadata>"
    )
    tools = [
        _letta_tool("send_message", "Sends a message to the human user.", {"message": _d(_S, "Message contents. All unicode (including emojis) are supported.")}, ["message"]),
        _letta_tool("conversation_search", "Search prior conversation history using case-insensitive string matching.",
                    {"query": _d(_S, "String to search for."), "page": _d(_I, "Allows you to page through results. Defaults to 0.")}, ["query"]),
        _letta_tool("archival_memory_insert", "Add to archival memory. Make sure to phrase the memory contents such that it can be easily queried later.",
                    {"content": _d(_S, "Content to write to the memory.")}, ["content"]),
        _letta_tool("archival_memory_search", "Search archival memory using semantic (embedding-based) search.",
                    {"query": _d(_S, "String to search for."), "page": _d(_I, "Page of results.")}, ["query"]),
        _letta_tool("core_memory_append", "Append to the contents of core memory.",
                    {"label": _d(_S, "Section of the memory to be edited (persona or human)."), "content": _d(_S, "Content to write to the memory.")}, ["label", "content"]),
        _letta_tool("core_memory_replace", "Replace the contents of core memory. To delete memories, use an empty string for new_content.",
                    {"label": _d(_S, "Section of the memory to be edited."), "old_content": _d(_S, "String to replace. Must be an exact match."), "new_content": _d(_S, "Content to write to the memory.")}, ["label", "old_content", "new_content"]),
    ]
    packed = json.dumps({"type": "user_message", "message": ask, "time": now.strftime("%Y-%m-%d %I:%M:%S %p") + " UTC+0000"}, ensure_ascii=False)
    body = {
        "model": model,
        "messages": [
            {"role": "system", "content": system},
            {"role": "user", "content": packed},
        ],
        "tools": tools,
        "tool_choice": "required",
        "parallel_tool_calls": False,
        "user": "agent-" + _uuid(rng),
        "temperature": 0.7,
        "max_tokens": rng.choice([4096, 8192]),
        "stream": False,
    }
    headers = _py_openai_headers(rng, asyncio=True)
    return "/v1/chat/completions", headers, body


# ---------------------------------------------------------------------------
# 7. Semantic Kernel (Python) - chat completions with plugin functions
# ---------------------------------------------------------------------------

_SK_SYSTEM = (
    "You are DevPilot, an assistant for the developers of the Contoso platform. "
    "You can call plugin functions to read repository files, query the build server and look up work items. "
    "Answer in the language the developer used."
)


def semantic_kernel(ask, rng):
    model = rng.choice(["gpt-4o", "gpt-4o-mini", "gpt-4.1"])
    tools = [
        _fn("Repo-read_file", "Reads a file from the default branch of the repository.", {"path": _d(_S, "Path relative to the repository root")}, ["path"]),
        _fn("Repo-search", "Searches the repository for text.", {"query": _d(_S, "Text to search for"), "top": _d(_I, "Maximum number of results")}, ["query"]),
        _fn("Build-get_last_runs", "Gets the most recent pipeline runs for a branch.", {"branch": _d(_S, "Branch name"), "count": _d(_I, "How many runs")}, ["branch"]),
        _fn("WorkItems-get", "Gets a work item by id.", {"id": _d(_I, "Work item id")}, ["id"]),
        _fn("Time-now", "Gets the current date and time in UTC.", {}, []),
    ]
    body = {
        "messages": [
            {"role": "system", "content": _SK_SYSTEM},
            {"role": "user", "content": ask},
        ],
        "model": model,
        "stream": rng.random() < 0.5,
        "tools": tools,
        "tool_choice": "auto",
    }
    if body["stream"]:
        body["stream_options"] = {"include_usage": True}
    sk_ver = rng.choice(["1.20.0", "1.28.1", "1.35.0"])
    headers = _py_openai_headers(rng, user_agent="semantic-kernel-python AsyncOpenAI/Python 1.102.0")
    headers["semantic-kernel-version"] = f"python/{sk_ver}"
    return "/v1/chat/completions", headers, body


# ---------------------------------------------------------------------------
# 8. Haystack pipeline - ChatPromptBuilder + OpenAIChatGenerator
# ---------------------------------------------------------------------------

_HAYSTACK_DOCS = [
    ("Local development", "Run `make dev` to start the API, the worker and their dependencies in containers. Environment variables live in .env.local; never commit it."),
    ("Code review", "Every pull request needs one approval from a code owner. Keep PRs under 400 changed lines where possible and link the ticket in the description."),
    ("Testing", "Unit tests run with `make test`. Integration tests need the compose stack and run with `make test-int`. CI runs both on every push."),
    ("Releases", "We release from main every Tuesday. Hotfixes branch from the last tag and are merged back into main afterwards."),
    ("Logging", "Use the shared logger; log JSON in production. Do not log request bodies or tokens."),
    ("Database migrations", "Migrations must be backwards compatible with the previous release. Large backfills run as background jobs, not inside migrations."),
]


def haystack(ask, rng):
    docs = rng.sample(_HAYSTACK_DOCS, 3)
    docs_txt = "\n".join(f"[{i}] {t}\n{c}\n" for i, (t, c) in enumerate(docs, 1))
    user = (
        "Use the engineering handbook excerpts below when they are relevant. "
        "If they are not relevant, answer from your own knowledge.\n\n"
        f"Handbook excerpts:\n{docs_txt}\n"
        f"Developer request:\n{ask}\n\nAnswer:"
    )
    body = {
        "model": rng.choice(["gpt-4o-mini", "gpt-4o", "gpt-4.1-mini"]),
        "messages": [
            {"role": "system", "content": "You are a helpful assistant for the engineers of our company."},
            {"role": "user", "content": user},
        ],
        "stream": False,
        "n": 1,
    }
    if rng.random() < 0.6:
        body["max_completion_tokens"] = rng.choice([512, 1024, 2048])
        body["temperature"] = 0.2
    headers = _py_openai_headers(rng, asyncio=False)
    return "/v1/chat/completions", headers, body


# ---------------------------------------------------------------------------
# 9. Instructor - structured output through one forced tool
# ---------------------------------------------------------------------------

def instructor(ask, rng):
    name = rng.choice(["DevAnswer", "AssistantReply"])
    schema = {
        "properties": {
            "summary": {"description": "One or two sentences that answer the request", "title": "Summary", "type": "string"},
            "code": {"anyOf": [{"type": "string"}, {"type": "null"}], "default": None, "description": "Code, if the answer needs code", "title": "Code"},
            "language": {"anyOf": [{"type": "string"}, {"type": "null"}], "default": None, "title": "Language"},
            "steps": {"description": "Follow-up steps for the developer, if any", "items": {"type": "string"}, "title": "Steps", "type": "array"},
        },
        "required": ["summary", "steps"],
        "type": "object",
    }
    body = {
        "messages": [
            {"role": "system", "content": "You are a senior software engineer. Answer the developer's request precisely and return it in the requested structure."},
            {"role": "user", "content": ask},
        ],
        "model": rng.choice(["gpt-4o", "gpt-4o-mini", "gpt-4.1-mini"]),
        "tools": [{
            "type": "function",
            "function": {
                "name": name,
                "description": f"Correctly extracted `{name}` with all the required parameters with correct types",
                "parameters": schema,
            },
        }],
        "tool_choice": {"type": "function", "function": {"name": name}},
    }
    if rng.random() < 0.5:
        body["temperature"] = 0
    headers = _py_openai_headers(rng, asyncio=False)
    return "/v1/chat/completions", headers, body


# ---------------------------------------------------------------------------
# 10. Claude Agent SDK program - Anthropic Messages with tools
# ---------------------------------------------------------------------------

_CAS_SDK_LINE = "You are an agent built with the Claude Agent SDK."
_CAS_PROGRAM = (
    "You are maintainer-bot, running in CI and on developer laptops for the acme/platform monorepo.\n\n"
    "# How you work\n"
    "- Answer questions directly when no repository work is needed.\n"
    "- For changes: read the relevant code first, keep edits minimal, run the narrowest test command that covers them.\n"
    "- Never push to main. Open a pull request through the GitHub tools when asked to propose changes.\n"
    "- Track multi-step work with TodoWrite.\n\n"
    "# Repository facts\n"
    "- Python services under services/, TypeScript web app under web/, Terraform under infra/.\n"
    "- Tests: `make test` (unit), `make test-int` (needs docker).\n"
    "- Style: ruff + black for Python, eslint + prettier for TypeScript.\n\n"
    "# Tone\n"
    "Short, plain sentences. No filler. Use code blocks for commands and code."
)


def _schema(props, required):
    return {
        "type": "object",
        "properties": props,
        "required": required,
        "additionalProperties": False,
        "$schema": "http://json-schema.org/draft-07/schema#",
    }


_CAS_TOOLS = [
    {"name": "Bash", "description": "Runs a shell command in a persistent session with an optional timeout. Use it for git, build and test commands; use the file tools for reading and editing files. Quote paths that contain spaces. Output over 30000 characters is cut.",
     "input_schema": _schema({"command": {"type": "string", "description": "The command to run"}, "timeout": {"type": "number", "description": "Optional timeout in milliseconds (max 600000)"}, "description": {"type": "string", "description": "Five to ten words saying what the command does"}}, ["command"])},
    {"name": "Glob", "description": "Finds files by glob pattern such as \"**/*.ts\". Returns paths sorted by modification time.",
     "input_schema": _schema({"pattern": {"type": "string"}, "path": {"type": "string", "description": "Directory to search in; defaults to the working directory"}}, ["pattern"])},
    {"name": "Grep", "description": "Searches file contents with ripgrep regular expressions. Supports glob and type filters and several output modes.",
     "input_schema": _schema({"pattern": {"type": "string"}, "path": {"type": "string"}, "glob": {"type": "string"}, "output_mode": {"type": "string", "enum": ["content", "files_with_matches", "count"]}, "-n": {"type": "boolean"}, "-i": {"type": "boolean"}}, ["pattern"])},
    {"name": "Read", "description": "Reads a file from the local filesystem by absolute path. Returns up to 2000 lines, numbered, starting at an optional offset.",
     "input_schema": _schema({"file_path": {"type": "string"}, "offset": {"type": "number"}, "limit": {"type": "number"}}, ["file_path"])},
    {"name": "Edit", "description": "Replaces an exact string in a file with another string. The old string must be unique in the file unless replace_all is set. Read the file before editing it.",
     "input_schema": _schema({"file_path": {"type": "string"}, "old_string": {"type": "string"}, "new_string": {"type": "string"}, "replace_all": {"type": "boolean", "default": False}}, ["file_path", "old_string", "new_string"])},
    {"name": "Write", "description": "Writes a whole file, replacing it if it exists. Prefer Edit for changes to existing files.",
     "input_schema": _schema({"file_path": {"type": "string"}, "content": {"type": "string"}}, ["file_path", "content"])},
    {"name": "TodoWrite", "description": "Creates and updates a structured task list for the current session. Use it for work with three or more steps; keep exactly one item in progress.",
     "input_schema": _schema({"todos": {"type": "array", "items": {"type": "object", "properties": {"content": {"type": "string"}, "status": {"type": "string", "enum": ["pending", "in_progress", "completed"]}, "activeForm": {"type": "string"}}, "required": ["content", "status", "activeForm"], "additionalProperties": False}}}, ["todos"])},
    {"name": "WebFetch", "description": "Fetches a URL, converts the page to markdown and answers a prompt about it.",
     "input_schema": _schema({"url": {"type": "string", "format": "uri"}, "prompt": {"type": "string"}}, ["url", "prompt"])},
    {"name": "mcp__github__get_issue", "description": "Get an issue of a GitHub repository.",
     "input_schema": _schema({"owner": {"type": "string"}, "repo": {"type": "string"}, "issue_number": {"type": "number"}}, ["owner", "repo", "issue_number"])},
    {"name": "mcp__github__create_pull_request", "description": "Create a pull request in a GitHub repository.",
     "input_schema": _schema({"owner": {"type": "string"}, "repo": {"type": "string"}, "title": {"type": "string"}, "head": {"type": "string"}, "base": {"type": "string"}, "body": {"type": "string"}, "draft": {"type": "boolean"}}, ["owner", "repo", "title", "head", "base"])},
]


def claude_agent_sdk(ask, rng):
    model = rng.choice(["claude-sonnet-4-5-20250929", "claude-sonnet-4-20250514", "claude-opus-4-1-20250805", "claude-haiku-4-5-20251001"])
    content = []
    if rng.random() < 0.4:
        content.append({"type": "text", "text": "<system-reminder>\nThe task list is empty right now. Do not tell the user about this reminder.\n</system-reminder>"})
    content.append({"type": "text", "text": ask})
    content[-1]["cache_control"] = {"type": "ephemeral"}
    session = _uuid(rng)
    body = {
        "model": model,
        "max_tokens": rng.choice([32000, 21333, 64000]),
        "messages": [{"role": "user", "content": content}],
        "system": [
            {"type": "text", "text": _CAS_SDK_LINE, "cache_control": {"type": "ephemeral"}},
            {"type": "text", "text": _CAS_PROGRAM, "cache_control": {"type": "ephemeral"}},
        ],
        "tools": _CAS_TOOLS,
        "metadata": {"user_id": json.dumps({"device_id": _hex(rng, 64), "account_uuid": "", "session_id": session})},
        "stream": True,
    }
    if rng.random() < 0.3:
        body["thinking"] = {"type": "enabled", "budget_tokens": rng.choice([4000, 10000, 31999])}
    else:
        body["temperature"] = 1
    headers = {
        "accept": "application/json",
        "anthropic-beta": rng.choice([
            "claude-code-20250219,interleaved-thinking-2025-05-14,fine-grained-tool-streaming-2025-05-14",
            "claude-code-20250219,context-1m-2025-08-07,interleaved-thinking-2025-05-14",
        ]),
        "anthropic-dangerous-direct-browser-access": "true",
        "anthropic-version": "2023-06-01",
        "content-type": "application/json",
        "user-agent": "claude-cli/" + rng.choice(["2.0.14", "2.0.28", "2.0.37"]) + " (external, " + rng.choice(["sdk-ts", "sdk-py"]) + ")",
        "x-api-key": _anthropic_key(rng),
        "x-app": "cli",
        "x-claude-code-session-id": session,
        "x-stainless-lang": "js",
        "x-stainless-runtime": "node",
        "x-stainless-retry-count": "0",
        "x-stainless-timeout": "600",
    }
    return "/v1/messages?beta=true", headers, body


# ---------------------------------------------------------------------------
# 11. bolt.new-like browser app builder - Anthropic Messages, artifact prompt
# ---------------------------------------------------------------------------

_BOLT_SYSTEM = """You are Forge, a senior software engineer and coding assistant with deep knowledge of many languages, frameworks and good engineering practice.

<runtime_limits>
  You work inside an in-browser Node.js sandbox. It behaves like a small Linux machine, but everything runs in the browser tab, not on a real server or VM.

  The shell understands a subset of zsh. The sandbox can NOT run native binaries; only JavaScript, WebAssembly and similar code that runs in the browser.

  A `python` and `python3` command exist, but ONLY with the standard library:
    - pip is not available; if someone tries, tell them plainly that it cannot work
    - no third-party Python packages can be installed or imported
    - even some standard-library modules that need extra system packages (for example curses) are missing

  There is no C or C++ compiler. Rust and other compiled languages are not available either.

  Git is not available.

  Prefer writing Node.js scripts over shell scripts: the shell support is partial.

  When choosing a database or npm package, pick ones without native bindings. Use libsql, sqlite compiled to wasm, or similar.

  To serve a web app, prefer Vite over building your own web server.

  Commands you can use: cat, chmod, cp, echo, hostname, kill, ln, ls, mkdir, mv, ps, pwd, rm, rmdir, xxd, alias, cd, clear, curl, env, false, getconf, head, sort, tail, touch, true, uptime, which, code, jq, loadenv, node, python3, wasm, xdg-open, command, exit, export, source
</runtime_limits>

<code_style>
  Indent with 2 spaces.
</code_style>

<output_markup>
  You may use these HTML tags to format replies: <a>, <b>, <blockquote>, <br>, <code>, <dd>, <del>, <details>, <div>, <dl>, <dt>, <em>, <h1>-<h6>, <hr>, <i>, <ins>, <kbd>, <li>, <ol>, <p>, <pre>, <q>, <s>, <small>, <span>, <strong>, <sub>, <summary>, <sup>, <table>, <tbody>, <td>, <tfoot>, <th>, <thead>, <tr>, <ul>, <var>
</output_markup>

<user_edits>
  When the user edits files in the editor, you receive the edits in a `<file_changes>` section at the start of their message.
  Each changed file appears either as a `<patch path="...">` element holding a unified diff (GNU format, without the --- and +++ header lines, starting at the first @@ hunk), or as a `<full path="...">` element holding the complete new content when a diff would be larger than the file.
  Always use the latest version of a file when you change it again.
</user_edits>

<project_artifact_rules>
  For each project you create ONE complete artifact. It contains every step needed: shell commands to run, files to create, folders to make.

  <rules>
    1. THINK FIRST and plan the whole project before writing the artifact:
       - look at every file that will be involved
       - take earlier edits of the user into account (see user_edits)
       - work out how the pieces depend on each other
       - foresee how the change affects the rest of the system
       This whole-project view is required to produce something that works.

    2. Every change must be made against the most recent content of each file.

    3. The current working directory is the project root.

    4. Wrap the content in opening and closing `<projectArtifact>` tags. Inside are `<projectAction>` elements.

    5. Give the artifact a title in its `title` attribute.

    6. Give the artifact a unique kebab-case `id`, for example "todo-app-vite". Keep the same id when you update the artifact later.

    7. Each `<projectAction>` says what to do.

    8. Set the `type` attribute of every action. Allowed values:
       - shell: run a command. With npx always pass `--yes`. Join several commands with `&&`. Do NOT start a dev server with a shell action; use a start action.
       - file: create or update a file. Give the path in `filePath`, relative to the project root. The content of the element is the file content.
       - start: start the dev server. Use it once, or again only when new dependencies were added. Do not restart the server just because files changed; it reloads by itself.

    9. Order matters. A file must exist before a command uses it.

    10. Install dependencies FIRST. Put every dependency in package.json up front and run one install instead of many `npm i <pkg>` calls.

    11. ALWAYS write the complete, final content of a file. Never use placeholders like "// rest of the code unchanged" and never truncate. Every line must be there.

    12. Do not tell the user to run a dev server or open a URL; the preview opens by itself.

    13. If a dev server is already running, do not start it again after installing dependencies or changing files.

    14. Follow good practice: small modules, clear names, consistent formatting, no giant single files. Split code into components and import them.
  </rules>
</project_artifact_rules>

NEVER say "artifact" in your reply to the user. Say "We set up a simple snake game with HTML, CSS and JavaScript." and not "This artifact sets up a simple snake game with HTML, CSS and JavaScript."

IMPORTANT: Use plain markdown for everything outside artifacts; HTML only inside artifacts.

ULTRA IMPORTANT: Be brief. Do not explain unless the user asks for it. Do not be wordy.

ULTRA IMPORTANT: Think first, then answer with the artifact that has every step needed to set up the project, the files and the commands.

Some examples of correct answers:

<examples>
  <example>
    <user_query>Write a JS function that returns the nth Fibonacci number</user_query>

    <assistant_response>
      Sure, here is a small project with the function.

      <projectArtifact id="fibonacci-fn" title="Fibonacci function in JavaScript">
        <projectAction type="file" filePath="index.js">
          function fib(n) {
            ...
          }

          ...
        </projectAction>

        <projectAction type="shell">
          node index.js
        </projectAction>
      </projectArtifact>
    </assistant_response>
  </example>

  <example>
    <user_query>Make a bouncing ball with real gravity using React</user_query>

    <assistant_response>
      Here is a bouncing ball with gravity built in React, using react-spring for the physics.

      <projectArtifact id="bouncing-ball-react" title="Bouncing ball with gravity in React">
        <projectAction type="file" filePath="package.json">
          {
            "name": "bouncing-ball",
            "private": true,
            "version": "0.0.0",
            "type": "module",
            "scripts": {
              "dev": "vite",
              "build": "vite build",
              "preview": "vite preview"
            },
            "dependencies": {
              "react": "^18.2.0",
              "react-dom": "^18.2.0",
              "react-spring": "^9.7.1"
            },
            "devDependencies": {
              "@vitejs/plugin-react": "^3.1.0",
              "vite": "^4.2.0"
            }
          }
        </projectAction>

        <projectAction type="file" filePath="index.html">
          ...
        </projectAction>

        <projectAction type="file" filePath="src/main.jsx">
          ...
        </projectAction>

        <projectAction type="file" filePath="src/App.jsx">
          ...
        </projectAction>

        <projectAction type="start">
          npm run dev
        </projectAction>
      </projectArtifact>

      The preview shows the ball falling from the top and bouncing on the floor.
    </assistant_response>
  </example>
</examples>
"""


def bolt_like(ask, rng):
    body = {
        "model": rng.choice(["claude-3-5-sonnet-20240620", "claude-3-5-sonnet-20241022", "claude-3-7-sonnet-20250219", "claude-sonnet-4-20250514"]),
        "max_tokens": 8192,
        "system": _BOLT_SYSTEM,
        "messages": [{"role": "user", "content": [{"type": "text", "text": ask}]}],
        "stream": True,
    }
    if rng.random() < 0.5:
        body["temperature"] = 0
    headers = {
        "anthropic-version": "2023-06-01",
        "content-type": "application/json",
        "x-api-key": _anthropic_key(rng),
    }
    if body["model"] == "claude-3-5-sonnet-20240620":
        headers["anthropic-beta"] = "max-tokens-3-5-sonnet-2024-07-15"
    return "/v1/messages", headers, body


# ---------------------------------------------------------------------------
# 12. Google ADK agent through LiteLlm (OpenAI-compatible base URL)
# ---------------------------------------------------------------------------

_ADK_INSTRUCTION = (
    "You help the developers of the team with their code and their tooling.\n"
    "Use `search_codebase` and `read_source` when an answer depends on the team's own code. "
    "Use `create_issue` only when the user asks you to file something. "
    "If the request is about deployments or cloud resources, transfer to the ops_agent."
)


def google_adk(ask, rng):
    name = rng.choice(["dev_assistant", "code_helper"])
    system = (
        _ADK_INSTRUCTION
        + f"\n\nYou are an agent. Your internal name is \"{name}\". The description about you is \"Answers coding questions and works on the team's repositories.\"\n"
        + "\nYou have a list of other agents to transfer to:\n\n"
        + "Agent name: ops_agent\nAgent description: Handles deployments, infrastructure and cloud resources.\n\n"
        + "If you are the best to answer the question according to your description, you can answer it.\n\n"
        + "If another agent is better for answering the question according to its description, call `transfer_to_agent` function to transfer the question to that agent. When transferring, do not generate any text other than the function call.\n"
    )
    tools = [
        _fn("search_codebase", "Searches the team's repositories for code.\n\nArgs:\n  query: text or symbol to search\n  repo: optional repository name", {"query": _S, "repo": _S}, ["query"]),
        _fn("read_source", "Returns the content of a source file.\n\nArgs:\n  repo: repository name\n  path: file path", {"repo": _S, "path": _S}, ["repo", "path"]),
        _fn("create_issue", "Creates an issue in the tracker.", {"title": _S, "body": _S, "labels": {"type": "array", "items": _S}}, ["title", "body"]),
        _fn("transfer_to_agent", "Transfer the question to another agent.\n\nThis tool hands off control to another agent when it's more suitable to answer the user's question according to the agent's description.\n\nArgs:\n  agent_name: the agent name to transfer to.", {"agent_name": _S}, ["agent_name"]),
    ]
    model = rng.choice(["gpt-4o", "gpt-4.1", "gpt-4o-mini", "o4-mini"])
    body = {
        "model": model,
        "messages": [
            {"role": "developer" if model.startswith("o") else "system", "content": system},
            {"role": "user", "content": ask},
        ],
        "tools": tools,
    }
    if rng.random() < 0.4:
        body["stream"] = True
        body["stream_options"] = {"include_usage": True}
    headers = _py_openai_headers(rng, asyncio=True)
    return "/v1/chat/completions", headers, body


# ---------------------------------------------------------------------------
# 13. Agno (phidata) agent - XML-sectioned system message, toolkit tools
# ---------------------------------------------------------------------------

def agno(ask, rng):
    now = _when(rng)
    system = (
        "You are CodeMate, a software engineering agent that can read and change files in the workspace and run shell commands.\n\n"
        "<instructions>\n"
        "- Look at the relevant files before suggesting changes.\n"
        "- Explain what you changed and why in a few bullet points.\n"
        "- Never run destructive commands (rm -rf, git push --force) without asking.\n"
        "</instructions>\n\n"
        "<additional_information>\n"
        "- Use markdown to format your answers.\n"
        f"- The current time is {now.strftime('%Y-%m-%d %H:%M:%S.%f')}.\n"
        "</additional_information>"
    )
    tools = [
        _fn("save_file", "Saves the contents to a file called `file_name` and returns the file name if successful.\n\n:param contents: The contents to save.\n:param file_name: The name of the file to save to.\n:param overwrite: Overwrite the file if it already exists.\n:return: The file name if successful, otherwise returns an error message.",
            {"contents": _S, "file_name": _S, "overwrite": _B}, ["contents", "file_name"]),
        _fn("read_file", "Reads the contents of the file `file_name` and returns the contents if successful.\n\n:param file_name: The name of the file to read.\n:return: The contents of the file if successful, otherwise returns an error message.",
            {"file_name": _S}, ["file_name"]),
        _fn("list_files", "Returns a list of files in the base directory\n\n:return: The contents of the file if successful, otherwise returns an error message.", {}, []),
        _fn("run_shell_command", "Runs a shell command and returns the output or error.\n\nArgs:\n    args (List[str]): The command to run as a list of strings.\n    tail (int): The number of lines to return from the output.\nReturns:\n    str: The output of the command.",
            {"args": {"type": "array", "items": _S}, "tail": _I}, ["args"]),
    ]
    model = rng.choice(["gpt-4o", "gpt-4.1", "gpt-4o-mini"])
    body = {
        "model": model,
        "messages": [
            {"role": "system", "content": system},
            {"role": "user", "content": ask},
        ],
        "tools": tools,
    }
    if rng.random() < 0.5:
        body["stream"] = True
        body["stream_options"] = {"include_usage": True}
    headers = _py_openai_headers(rng, asyncio=rng.random() < 0.5)
    return "/v1/chat/completions", headers, body


# ---------------------------------------------------------------------------
# 14. gptme - terminal agent, tools described as markdown code-block formats
# ---------------------------------------------------------------------------

_GPTME_CORE = """You are gptme, a general-purpose assistant that runs in the user's terminal and is powered by a large language model.
You help with programming: writing code, debugging, explaining, and learning new things.
You can run code and shell commands and read and write files on the user's machine.
Break big tasks into smaller steps and do them one at a time. Ask for clarification when a request is unclear.
When you show a code block with one of the tool languages below, it will be executed and you will see the output in the next message.
Do not show tool-language blocks that you do not want executed; use a plain language tag for examples instead.
Prefer editing existing files with patch over rewriting them with save.
Keep replies short; the user reads them in a terminal.

# Tools Overview

## shell

**Description:** Executes shell commands.

**Instructions:** Run commands by writing a code block tagged `shell`. The command runs in a stateful bash session; the working directory and environment persist between calls. Do not run long-lived or interactive programs (editors, pagers, servers in the foreground).

### Examples

> User: list the python files here
> Assistant:
```shell
ls *.py
```

## python

**Description:** Executes Python code in an IPython session.

**Instructions:** Write a code block tagged `ipython`. Variables persist between blocks. Only installed packages can be imported.

## save

**Description:** Creates or overwrites a file with the given content.

**Instructions:** Write a code block whose tag is `save` followed by the path, for example `save src/app.py`, and put the complete file content inside.

## append

**Description:** Appends text to a file.

**Instructions:** Same as save, with the tag `append <path>`.

## patch

**Description:** Applies a search-and-replace patch to an existing file.

**Instructions:** Write a code block tagged `patch <path>` containing a conflict-marker style patch:
```text
<<<<<<< ORIGINAL
the exact lines to replace
=======
the new lines
>>>>>>> UPDATED
```
The ORIGINAL part must match the file exactly. Use several small patches instead of one large one.

## browser

**Description:** Searches the web and reads pages.

**Instructions:** Use the `ipython` tool with the functions `search(query)` and `read_url(url)`.

## tmux

**Description:** Runs long-lived or interactive commands in tmux panes you can inspect later.
"""


def gptme(ask, rng):
    now = _when(rng)
    user_info = (
        "# About the user\n"
        "Name: " + rng.choice(["Erik", "Sam", "Lea", "Tomás"]) + "\n"
        "OS: " + rng.choice(["Arch Linux", "macOS 14", "Ubuntu 24.04"]) + "\n"
        "Preferences: concise answers, show commands before running anything destructive.\n\n"
        "# Current context\n"
        f"Working directory: /home/dev/src/{rng.choice(['shop-api', 'infra', 'dashboard', 'tools'])}\n"
        f"Date: {now.strftime('%Y-%m-%d')}"
    )
    body = {
        "model": rng.choice(["gpt-4o", "gpt-4.1", "deepseek-chat", "claude-sonnet-4-5"]),
        "messages": [
            {"role": "system", "content": _GPTME_CORE},
            {"role": "system", "content": user_info},
            {"role": "user", "content": ask},
        ],
        "temperature": 0,
        "top_p": 0.1,
        "stream": True,
    }
    headers = _py_openai_headers(rng, asyncio=False)
    return "/v1/chat/completions", headers, body


# ---------------------------------------------------------------------------
# 15. AutoGPT (classic) - commands in the system prompt, task in triple quotes
# ---------------------------------------------------------------------------

_AUTOGPT_SYSTEM = """You are AutoGPT, a capable and pragmatic digital assistant with broad research and development skills. You are happy to write code to solve a problem and you make good use of the tools you have.

You decide on your own, without asking the user for help. Use your strengths as a language model and prefer simple strategies without legal risk.

## Constraints
You work under these constraints:
1. Only use the commands listed below.
2. You can only act when it is your turn; you cannot start background jobs or set up webhooks for yourself. Plan with that in mind.
3. You cannot touch physical objects. If something physical is truly needed, ask the user to do it; if they refuse and there is no other way, stop so no time is wasted.

## Resources
You can use these resources:
1. Reading and writing files.
2. Your own knowledge from training on a very large amount of text. Use it instead of gathering information you already know.
3. Internet search and information gathering.
4. Reading web pages.

## Commands
These are the ONLY commands you may use. Every action must go through one of them:
1. open_file: Open a file for editing or further viewing; create it if missing. Params: (file_path: string)
2. open_folder: Open a folder to keep track of its content. Params: (path: string)
3. read_file: Read a file and return its content. Params: (filename: string)
4. write_file: Write a file, creating it if needed and overwriting it otherwise. Params: (filename: string, contents: string)
5. list_folder: List the files in a folder recursively. Params: (folder: string)
6. execute_shell: Run a shell command in the workspace and return its output. Params: (command_line: string)
7. execute_python_code: Run Python code in a sandbox and return its output. Params: (code: string)
8. web_search: Search the web. Params: (query: string, num_results?: number)
9. read_webpage: Read a web page and extract information from it. Give topics_of_interest, a question, or get_raw_content. Params: (url: string, topics_of_interest?: Array<string>, question?: string, get_raw_content?: boolean)
10. ask_user: Ask the user for more details about the goals. Params: (question: string)
11. finish: Shut down when the task is done or cannot be done. Params: (reason: string)

## Best practices
1. Keep reviewing your actions to make sure you work as well as you can.
2. Criticize your overall approach constructively and often.
3. Learn from past decisions and adjust.
4. Every command costs something; reach the goal in as few steps as you can.
5. Only gather information you do not already have.

## Your Task
In the next message the user gives you a task, in triple quotes. Do the task while following the directives above, and stop when it is done.

## RESPONSE FORMAT
ALWAYS ANSWER WITH A JSON OBJECT OF THIS TYPE:
interface AssistantResponse {
thoughts: {
// What you noticed about the result of your last action, if any
observations: string;
// Your thoughts
text: string;
// Why you think so
reasoning: string;
// Constructive self-criticism
self_criticism: string;
// Short list with the long-term plan
plan: Array<string>;
// Summary of your thoughts, to tell the user
speak: string;
};
use_tool: {
name: string;
arguments: Record<string, any>;
};
}"""


def autogpt(ask, rng):
    now = _when(rng)
    body = {
        "model": rng.choice(["gpt-4o", "gpt-4-turbo", "gpt-4o-mini", "gpt-3.5-turbo-0125"]),
        "messages": [
            {"role": "system", "content": _AUTOGPT_SYSTEM},
            {"role": "user", "content": '"""' + ask + '"""'},
            {"role": "system", "content": "## Clock\nThe current time and date is " + now.strftime("%a %b %d %H:%M:%S %Y")},
            {"role": "user", "content": "Pick exactly one command to run next, based on the goals and on your progress so far, and answer in the JSON format given above:"},
        ],
    }
    headers = _py_openai_headers(rng, asyncio=True)
    return "/v1/chat/completions", headers, body


# ---------------------------------------------------------------------------
# 16. Refact.ai agent (refact-lsp, BYOK OpenAI-compatible endpoint)
# ---------------------------------------------------------------------------

_REFACT_SYSTEM = """You are Refact Agent, an autonomous assistant for coding work inside the user's IDE.

Core rules:
1. Work on the user's project through your tools: look before you change, change only what the task needs.
2. For questions that do not need the project, answer directly without tools.
3. Before editing, find the relevant code with search tools, then read it with `cat()`.
4. Make edits with `create_textdoc()` and `update_textdoc()`; never print whole files in chat as a substitute.
5. After edits, run the narrowest check that proves them (tests, build, linter) through `shell()` when available.
6. When the task is large, call `strategic_planning()` with the relevant files first.

Workspace:
- Project roots: %PROJECT_ROOTS%
- OS: %OS%
- Use forward slashes in paths.

Style:
- Be concise. Show short code fragments, not whole files.
- Answer in the user's language."""


def refact(ask, rng):
    root = rng.choice(["/home/dev/projects/shop", "/Users/anna/work/api-gateway", "C:/src/inventory"])
    system = _REFACT_SYSTEM.replace("%PROJECT_ROOTS%", root).replace("%OS%", "windows" if root.startswith("C:") else rng.choice(["linux", "macos"]))
    tools = [
        _fn("tree", "Get a files tree with symbols for the project. Use it to get familiar with the project, file names and symbols.", {"path": _d(_S, "An absolute path to get files tree for. Do not pass it if you need a full project tree."), "use_ast": _d(_B, "If true, for each file an array of AST symbols will appear as well as its filename")}, []),
        _fn("cat", "Like cat in console, but better: it can read multiple files and images. Prefer to open full files.", {"paths": _d(_S, "Comma separated file names or directories: dir1/file1.ext,dir3/dir4."), "skeleton": _d(_B, "if true, files will have all the function bodies stripped.")}, ["paths"]),
        _fn("search_symbol_definition", "Find the definition of a symbol in the project using AST", {"symbols": _d(_S, "Comma separated list of symbols to search for.")}, ["symbols"]),
        _fn("search_symbol_usages", "Find usages of a symbol within a project using AST", {"symbols": _S}, ["symbols"]),
        _fn("search_pattern", "Search for files and folders whose names or paths match the given regular expression pattern, and also search for text matches inside files.", {"pattern": _S, "scope": _d(_S, "'workspace' to search all files, 'dir/subdir/' or 'dir/file.ext'")}, ["pattern", "scope"]),
        _fn("search_semantic", "Find semantically similar pieces of code or text using vector database", {"queries": _S, "scope": _S}, ["queries", "scope"]),
        _fn("create_textdoc", "Creates a new text document or code or completely replaces the content of an existing document.", {"path": _S, "content": _S}, ["path", "content"]),
        _fn("update_textdoc", "Updates an existing document by replacing specific text, use this if file already exists.", {"path": _S, "old_str": _S, "replacement": _S, "multiple": _B}, ["path", "old_str", "replacement", "multiple"]),
        _fn("shell", "Execute a single command, using the \"sh\" on unix-like systems and \"powershell.exe\" on windows.", {"command": _S, "workdir": _S}, ["command", "workdir"]),
        _fn("web", "Fetch a web page and convert to readable plain text.", {"url": _S}, ["url"]),
        _fn("strategic_planning", "Strategically plan a solution for a complex problem or create a comprehensive approach.", {"important_paths": _d(_S, "Comma-separated list of all filenames which are required to be considered for resolving the problem.")}, ["important_paths"]),
    ]
    body = {
        "model": rng.choice(["gpt-4.1", "claude-sonnet-4", "gpt-4o", "qwen2.5-coder-32b"]),
        "messages": [
            {"role": "system", "content": system},
            {"role": "user", "content": ask},
        ],
        "tools": tools,
        "tool_choice": "auto",
        "stream": True,
        "stream_options": {"include_usage": True},
        "temperature": 0.2,
        "max_tokens": rng.choice([4096, 8192, 16384]),
    }
    headers = {
        "authorization": _bearer(rng),
        "content-type": "application/json",
        "user-agent": "refact-lsp " + rng.choice(["0.10.19", "0.10.22", "2.0.7"]),
    }
    return "/v1/chat/completions", headers, body


# ---------------------------------------------------------------------------
# 17. Sublime Text "OpenAI completion" plugin (chat panel / phantom mode)
# ---------------------------------------------------------------------------

def sublime_openai(ask, rng):
    role = rng.choice([
        "You are a senior code assistant. Be concise and precise. Answer with code when it helps.",
        "You are a helpful assistant inside Sublime Text. The user is a software developer.",
        "You are a pragmatic programmer. Prefer short answers and working code.",
    ])
    messages = [{"role": "system", "content": role}]
    messages += _maybe_earlier(rng, 0.3)
    messages.append({"role": "user", "content": ask})
    model = rng.choice(["gpt-4o-mini", "gpt-4o", "o3-mini", "qwen2.5-coder:14b"])
    body = {
        "messages": messages,
        "model": model,
        "temperature": rng.choice([0.2, 0.5, 1]),
        "top_p": 1,
        "stream": True,
    }
    if model.startswith("o"):
        body["max_completion_tokens"] = 4000
        body.pop("temperature")
    else:
        body["max_tokens"] = rng.choice([2048, 4000])
    headers = {
        "authorization": _bearer(rng),
        "content-type": "application/json",
        "cache-control": "no-cache",
    }
    return "/v1/chat/completions", headers, body


# ---------------------------------------------------------------------------
# 18. helix-gpt language server (Helix editor) - code action chat
# ---------------------------------------------------------------------------

_HELIX_SELECTIONS = [
    ("typescript", "src/server/routes/health.ts", "import { Router } from \"express\";\n\nexport const health = Router();\n\nhealth.get(\"/health\", (_req, res) => {\n  res.json({ ok: true, uptime: process.uptime() });\n});\n"),
    ("python", "app/settings.py", "import os\n\nDEBUG = os.getenv(\"DEBUG\", \"0\") == \"1\"\nDATABASE_URL = os.environ[\"DATABASE_URL\"]\nALLOWED_HOSTS = os.getenv(\"ALLOWED_HOSTS\", \"localhost\").split(\",\")\n"),
    ("go", "cmd/api/main.go", "package main\n\nimport (\n\t\"log\"\n\t\"net/http\"\n)\n\nfunc main() {\n\tmux := http.NewServeMux()\n\tmux.HandleFunc(\"/healthz\", func(w http.ResponseWriter, r *http.Request) { w.WriteHeader(204) })\n\tlog.Fatal(http.ListenAndServe(\":8080\", mux))\n}\n"),
    ("rust", "src/config.rs", "use serde::Deserialize;\n\n#[derive(Debug, Deserialize)]\npub struct Config {\n    pub listen: String,\n    pub workers: usize,\n}\n"),
]


def helix_gpt(ask, rng):
    lang, path, contents = rng.choice(_HELIX_SELECTIONS)
    system = (
        "You are an AI programming assistant.\n"
        "If someone asks for your name, say you are the editor's coding assistant.\n"
        "Do exactly what the user asks, nothing more.\n"
        "- Start every code block with ``` and a // FILEPATH comment.\n"
        f"- Answer with {lang} code unless asked otherwise.\n"
        f"- When asked to document something, answer with a {lang} code block.\n"
        "Only help with software development topics; for anything else, remind the user that you are a programming assistant.\n"
        "Keep answers short and impersonal."
    )
    body = {
        "max_tokens": 7909,
        "model": rng.choice(["gpt-4", "gpt-4o", "gpt-4o-mini"]),
        "n": 1,
        "stream": False,
        "temperature": 0.1,
        "top_p": 1,
        "messages": [
            {"content": system, "role": "system"},
            {"content": f"I have the following code in the selection:\n```{lang}\n// FILEPATH: /home/dev/code/{path}\n{contents}", "role": "user"},
            {"content": ask, "role": "user"},
        ],
    }
    headers = {
        "authorization": _bearer(rng),
        "content-type": "application/json",
        "user-agent": "Bun/" + rng.choice(["1.0.25", "1.1.8", "1.1.34"]),
    }
    return "/v1/chat/completions", headers, body


# ---------------------------------------------------------------------------
# 19. aichat (Rust CLI) - chat REPL / one-shot, optional role
# ---------------------------------------------------------------------------

_AICHAT_ROLES = [
    None,
    "You are a senior engineer helping a colleague. Answer precisely; show code when useful.",
    "Provide clear, correct answers to programming questions. Prefer examples over theory. Keep it short.",
]


def aichat(ask, rng):
    role = rng.choice(_AICHAT_ROLES)
    messages = []
    if role:
        messages.append({"role": "system", "content": role})
    messages += _maybe_earlier(rng, 0.25)
    messages.append({"role": "user", "content": ask})
    body = {
        "model": rng.choice(["gpt-4o-mini", "gpt-4.1", "deepseek-chat", "qwen-max"]),
        "messages": messages,
        "stream": rng.random() < 0.8,
    }
    if rng.random() < 0.4:
        body["temperature"] = rng.choice([0.2, 0.7])
    if rng.random() < 0.3:
        body["max_tokens"] = 4096
    headers = {
        "authorization": _bearer(rng),
        "content-type": "application/json",
        "accept": "*/*",
    }
    return "/v1/chat/completions", headers, body


# ---------------------------------------------------------------------------
# 20. chatgpt-cli (Go) - thread history, max_completion_tokens
# ---------------------------------------------------------------------------

def chatgpt_cli(ask, rng):
    now = _when(rng)
    messages = [{"role": "system", "content": "You are a helpful assistant.\nCurrent date and time: " + now.strftime("%Y-%m-%d %H:%M")}]
    messages += _maybe_earlier(rng, 0.3)
    messages.append({"role": "user", "content": ask})
    body = {
        "model": rng.choice(["gpt-4o", "gpt-4o-mini", "gpt-4.1-mini"]),
        "temperature": 1,
        "top_p": 1,
        "max_completion_tokens": rng.choice([4096, 8192]),
        "messages": messages,
        "stream": rng.random() < 0.7,
    }
    headers = {
        "authorization": _bearer(rng),
        "content-type": "application/json",
        "user-agent": "chatgpt-cli",
        "accept-encoding": "gzip",
    }
    return "/v1/chat/completions", headers, body


# ---------------------------------------------------------------------------

FAMILIES = {
    "agno": agno,
    "aichat": aichat,
    "autogpt": autogpt,
    "bolt_like": bolt_like,
    "chatgpt_cli": chatgpt_cli,
    "claude_agent_sdk": claude_agent_sdk,
    "google_adk": google_adk,
    "gptme": gptme,
    "haystack": haystack,
    "helix_gpt": helix_gpt,
    "instructor": instructor,
    "langgraph_react": langgraph_react,
    "letta": letta,
    "mastra": mastra,
    "openai_agents_sdk": openai_agents_sdk,
    "pydantic_ai": pydantic_ai,
    "refact": refact,
    "semantic_kernel": semantic_kernel,
    "sublime_openai": sublime_openai,
    "vercel_ai_sdk": vercel_ai_sdk,
}
