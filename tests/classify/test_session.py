"""session_key / in_tool_loop, and a replay of agent sessions where every tool-result turn is in a loop."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from classifiers import agentic as ag
from classifiers.data import generate
from classifiers.shapes_common import conversation
from classifiers.text import Ctx
from gateway.classify.session import in_tool_loop, session_key

CHAT, RESP, MSG = "/v1/chat/completions", "/v1/responses", "/v1/messages"


def test_in_tool_loop_each_dialect() -> None:
    assert in_tool_loop(
        CHAT, {"messages": [{"role": "user", "content": "x"}, {"role": "tool", "content": "ok"}]}
    )
    assert in_tool_loop(RESP, {"input": [{"type": "function_call_output", "call_id": "1", "output": "ok"}]})
    assert in_tool_loop(
        MSG + "?beta=true",
        {
            "messages": [
                {"role": "user", "content": [{"type": "tool_result", "tool_use_id": "t", "content": "ok"}]}
            ]
        },
    )
    assert in_tool_loop(
        CHAT, {"messages": [{"role": "user", "content": "[read_file for 'a.py'] Result:\nx = 1"}]}
    )
    assert in_tool_loop(
        CHAT,
        {
            "messages": [
                {
                    "role": "user",
                    "content": [{"type": "text", "text": "[execute_command for 'ls'] Result:\na.py"}],
                }
            ]
        },
    )


@pytest.mark.parametrize(
    "body",
    [
        {"messages": [{"role": "user", "content": "hello"}]},
        {"messages": [{"role": "tool", "content": "ok"}, {"role": "user", "content": "now explain"}]},
        {"messages": []},
        {"messages": "nope"},
        {},
        {"input": "just text"},
        {"input": [1, 2]},
        {"messages": [{"role": "user", "content": "see [1] Result: below"}]},
    ],
)
def test_not_in_tool_loop(body: dict[str, Any]) -> None:
    assert not in_tool_loop(CHAT, body) and not in_tool_loop(RESP, body) and not in_tool_loop(MSG, body)


def test_session_key_sources_in_order() -> None:
    body = {
        "metadata": {"user_id": json.dumps({"device_id": "d", "session_id": "meta-1"})},
        "prompt_cache_key": "pck-1",
        "messages": [{"role": "user", "content": "x"}],
    }
    assert session_key(CHAT, {"x-session-id": "a", "x-claude-code-session-id": "b"}, body) == "x-session-id:a"
    assert (
        session_key(MSG, {"x-claude-code-session-id": "b", "session-id": "c"}, body)
        == "x-claude-code-session-id:b"
    )
    assert session_key(RESP, {"session_id": "c", "thread-id": "d"}, body) == "session_id:c"
    assert session_key(RESP, {"thread-id": "d"}, body) == "thread-id:d"
    assert session_key(MSG, {}, body) == "metadata.user_id:meta-1"
    plain = {"metadata": {"user_id": "user_abc_account__session_3f2a9c1e-0000-4000-8000-1234567890ab"}}
    assert session_key(MSG, {}, plain) == "metadata.user_id:3f2a9c1e-0000-4000-8000-1234567890ab"
    assert (
        session_key(RESP, {}, {"prompt_cache_key": "pck-1", "metadata": {"user_id": "nobody"}})
        == "prompt_cache_key:pck-1"
    )


def test_fingerprint_is_stable_across_turns_and_absent_for_one_shots() -> None:
    first = [{"role": "system", "content": "You are an agent."}, {"role": "user", "content": "fix the build"}]
    turn2 = [
        *first,
        {"role": "assistant", "content": None, "tool_calls": [{"id": "1"}]},
        {"role": "tool", "tool_call_id": "1", "content": "error"},
    ]
    turn3 = [*turn2, {"role": "assistant", "content": "done?"}, {"role": "user", "content": "continue"}]
    k2, k3 = session_key(CHAT, {}, {"messages": turn2}), session_key(CHAT, {}, {"messages": turn3})
    assert k2 is not None and k2.startswith("fingerprint:") and k2 == k3
    other = session_key(
        CHAT, {}, {"messages": [first[0], {"role": "user", "content": "other task"}, turn2[2]]}
    )
    assert other != k2
    assert session_key(CHAT, {}, {"messages": first}) is None  # one-shot: no session
    assert session_key(CHAT, {}, {"messages": first, "tools": [{"type": "function"}]}) is not None
    assert session_key("/v1/completions", {}, {"prompt": "def f(", "suffix": ")"}) is None
    assert session_key(CHAT, {"x-session-id": "  "}, {"messages": "bad"}) is None


def _replay_turns(dialect: str, seed: int) -> list[tuple[str, dict[str, Any], bool]]:
    """Every request an agent sends while working through one task: (endpoint, body, is tool-result turn)."""
    ctx = Ctx(random.Random(seed), "all")
    names = ag.tool_names(
        ctx, "claude" if dialect == "anthropic" else "codex" if dialect == "responses" else "cline"
    )
    full = conversation(ctx, dialect, names, "loop", "fix the failing tests")
    while len(full) < 20:
        full += conversation(ctx, dialect, names, "loop", "continue")[1:]
    endpoint = {"anthropic": MSG, "responses": RESP}.get(dialect, CHAT)
    key = "input" if dialect == "responses" else "messages"
    turns = []
    for i in range(1, len(full) + 1):
        history = full[:i]
        last = history[-1]
        is_result = (
            last.get("role") == "tool"
            or last.get("type") == "function_call_output"
            or (
                isinstance(last.get("content"), list)
                and any(b.get("type") == "tool_result" for b in last["content"])
            )
            or (isinstance(last.get("content"), str) and "] Result:" in last["content"][:200])
        )
        if last.get("role") == "assistant" or (
            last.get("type") in ("function_call", "reasoning", "message") and last.get("role") != "user"
        ):
            continue  # the client never ends a request on its own model's turn
        turns.append((endpoint, {"model": "auto", key: history}, is_result))
    return turns


@pytest.mark.parametrize("dialect", ["chat", "anthropic", "responses", "xml"])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_replayed_agent_session_every_tool_result_turn_is_in_loop(dialect: str, seed: int) -> None:
    turns = _replay_turns(dialect, seed)
    assert sum(1 for *_, r in turns if r) >= 5
    sessions = set()
    for endpoint, body, is_result in turns:
        assert in_tool_loop(endpoint, body) == is_result
        if len(body.get("messages", body.get("input", []))) >= 2:
            sessions.add(session_key(endpoint, {}, body))
    assert len(sessions) == 1 and None not in sessions  # one conversation, one session, every turn


def test_generated_side_calls_are_not_in_tool_loop() -> None:
    for ex in generate(300, 11, split="all"):
        if ex.client_shape.endswith("_side") and ex.label == "single_step":
            assert not in_tool_loop(ex.endpoint, ex.body)


def test_aider_fingerprint_skips_the_fixed_opening_and_follows_its_reordering() -> None:
    from tests.support import aider_shapes as aider

    asks = ["rename tmp to buffer in store.py", "add a docstring to Store.get", "make the cache expire"]
    keys = [session_key(CHAT, {}, aider.main_request(f"repo{i}", [ask])) for i, ask in enumerate(asks)]
    assert None not in keys and len(set(keys)) == 3  # one fixed opening, three conversations
    # aider moves earlier asks before the repo map: the second turn keeps the first turn's session
    second = aider.main_request("repo0", [asks[0], "and in cli.py too"], ["Renamed it."])
    assert session_key(CHAT, {}, second) == keys[0]
    # the repo map and added files (acknowledged context) do not name a conversation either
    assert session_key(CHAT, {}, aider.main_request("elsewhere", [asks[0]])) == keys[0]


def test_fixed_context_blocks_do_not_name_a_conversation() -> None:
    env = "<environment_context>\n  <cwd>/work/repo</cwd>\n  <shell>bash</shell>\n</environment_context>"

    def body(ask: str) -> dict[str, Any]:
        first = {"role": "user", "content": [{"type": "text", "text": env}, {"type": "text", "text": ask}]}
        return {"messages": [first, {"role": "assistant", "content": "Looking."}, {"role": "user", "content": "go"}]}

    assert session_key(MSG, {}, body("fix the login bug")) != session_key(MSG, {}, body("write the docs"))
    only_context = {"messages": [{"role": "user", "content": env}, {"role": "assistant", "content": "Ok."}]}
    assert session_key(CHAT, {}, only_context) is None


@pytest.mark.parametrize(
    ("endpoint", "body", "kind"),
    [
        (CHAT, {"messages": [{"role": "system", "content": "You are an expert software engineer that generates "
                              "concise, one-line Git commit messages based on the provided diffs."},
                             {"role": "user", "content": "# Context:\nUSER: refactor every module\n# Diffs:\n+x"}]},
         "commit-message"),
        (MSG, {"system": "Analyze if this message indicates a new conversation topic. If it does, extract a 2-3 "
               "word title.", "messages": [{"role": "user", "content": "rewrite the scheduler"}]}, "title"),
        (RESP, {"input": [{"type": "message", "role": "user", "content": [{"type": "input_text", "text": "fix it"}]},
                          {"type": "function_call", "call_id": "1", "name": "shell", "arguments": "{}"},
                          {"type": "function_call_output", "call_id": "1", "output": "ok"},
                          {"type": "message", "role": "user", "content": [{"type": "input_text", "text":
                           "You are performing a CONTEXT CHECKPOINT COMPACTION. Create a handoff summary."}]}]},
         "compaction"),
        (MSG, {"messages": [{"role": "user", "content": "fix the tests"},
                            {"role": "assistant", "content": "Done."},
                            {"role": "user", "content": "Your task is to create a detailed summary of the "
                             "conversation so far, paying close attention to the user's explicit requests."}]},
         "compaction"),
        (CHAT, {"messages": [{"role": "user", "content": "Add a title field to the Article model and migrate "
                              "every view that renders articles."}]}, None),
        (CHAT, {"messages": [{"role": "user", "content": "write a feature that shows a summary of the "
                              "conversation in the sidebar"}]}, None),
        (CHAT, {"messages": [{"role": "system", "content": "You generate commit messages."},
                             {"role": "tool", "content": "ok"}]}, None),  # a tool loop is never a side call
    ],
)
def test_side_calls_are_recognised_by_their_own_instruction(
    endpoint: str, body: dict[str, Any], kind: str | None
) -> None:
    from gateway.classify.session import side_call

    assert side_call(endpoint, body) == kind


def test_tool_rounds_count_the_current_loop_only() -> None:
    from gateway.classify.session import tool_rounds

    call = {"role": "assistant", "content": None, "tool_calls": [{"id": "1"}, {"id": "2"}]}
    results = [{"role": "tool", "tool_call_id": i, "content": "ok"} for i in ("1", "2")]
    old_loop = [{"role": "user", "content": "first task"}, call, *results, {"role": "assistant", "content": "done"}]
    loop = [*old_loop, {"role": "user", "content": "second task"}, call, *results, call, *results]
    assert tool_rounds(CHAT, {"messages": loop}) == 2  # parallel calls are one round; the old loop is not counted
    anthropic = [
        {"role": "user", "content": "go"},
        {"role": "assistant", "content": [{"type": "tool_use", "id": "t1", "name": "Bash", "input": {}}]},
        {"role": "user", "content": [{"type": "tool_result", "tool_use_id": "t1", "content": "ok"}]},
        {"role": "assistant", "content": [{"type": "text", "text": "again"},
                                          {"type": "tool_use", "id": "t2", "name": "Bash", "input": {}}]},
        {"role": "user", "content": [{"type": "tool_result", "tool_use_id": "t2", "content": "ok"}]},
    ]
    assert tool_rounds(MSG, {"messages": anthropic}) == 2
    responses = [
        {"type": "message", "role": "user", "content": "go"},
        {"type": "reasoning", "summary": []},
        {"type": "function_call", "call_id": "1", "name": "a", "arguments": "{}"},
        {"type": "function_call", "call_id": "2", "name": "b", "arguments": "{}"},
        {"type": "function_call_output", "call_id": "1", "output": "x"},
        {"type": "function_call_output", "call_id": "2", "output": "y"},
        {"type": "reasoning", "summary": []},
        {"type": "function_call", "call_id": "3", "name": "a", "arguments": "{}"},
        {"type": "function_call_output", "call_id": "3", "output": "z"},
    ]
    assert tool_rounds(RESP, {"input": responses}) == 2
    cline = [{"role": "user", "content": "task"}, {"role": "assistant", "content": "<read_file>a</read_file>"},
             {"role": "user", "content": "[read_file for 'a'] Result:\nx"},
             {"role": "assistant", "content": "<execute_command>ls</execute_command>"},
             {"role": "user", "content": "[execute_command for 'ls'] Result:\na"}]
    assert tool_rounds(CHAT, {"messages": cline}) == 2
    assert tool_rounds(CHAT, {"messages": "bad"}) == 0 and tool_rounds("/v1/completions", {"prompt": "x"}) == 0


def test_a_task_wrapper_is_the_ask_and_changing_environment_details_are_not() -> None:
    def turn(task: str, env: str, extra: list[dict[str, Any]]) -> dict[str, Any]:
        details = f"<environment_details>\n{env}\n</environment_details>"
        blocks = [{"type": "text", "text": f"<task>\n{task}\n</task>"}, {"type": "text", "text": details}]
        first = {"role": "user", "content": blocks}
        return {"messages": [{"role": "system", "content": "You are Cline."}, first, *extra]}

    later = [{"role": "assistant", "content": "<read_file><path>a.py</path></read_file>"},
             {"role": "user", "content": "[read_file for 'a.py'] Result:\nx = 1"}]
    a1 = session_key(CHAT, {}, turn("fix the parser", "time: 10:00", later))
    a2 = session_key(CHAT, {}, turn("fix the parser", "time: 10:05", [*later, *later]))
    b = session_key(CHAT, {}, turn("write the docs", "time: 10:00", later))
    assert a1 is not None and a1 == a2 and a1 != b
