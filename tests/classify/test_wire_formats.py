"""Loop evidence and completion marks in the wire formats of text-protocol agents and autocomplete plugins.

Every request is built by hand in the layout a client family uses (the tool output comes back as text, the
completion arrives at `/infill` or with another model family's sentinels); the assertions are on the
structural facts the classifier reads, so they hold whatever model is trained on top of them. The
negatives are first turns that quote a command, a traceback or a worked example of a protocol: a person's
ask, not a loop."""

from __future__ import annotations

import json
from typing import Any

import pytest

from gateway.classify.features import FEATURE_NAMES, clear_caches, extract_features
from gateway.classify.scorer import Scorer
from gateway.classify.textfacts import ASK_FEATURES

CHAT = "/v1/chat/completions"
COMPLETIONS = "/v1/completions"
ASK_COLUMNS = (*ASK_FEATURES, "user_question", "u_list_items", "u_non_ascii")


def facts(body: dict[str, Any], endpoint: str = CHAT) -> dict[str, float]:
    clear_caches()
    return dict(zip(FEATURE_NAMES, extract_features(endpoint, {"content-type": "application/json"}, body), strict=True))


def loop(f: dict[str, float]) -> bool:
    return f["loop_evidence"] == 1.0 or f["loop_side"] == 1.0


def no_ask(f: dict[str, float]) -> bool:
    """The ask was not read: every ask column is zero (a completion has a cursor, not an instruction)."""
    return all(f[c] == 0.0 for c in ASK_COLUMNS) and all(f[n] == 0.0 for n in FEATURE_NAMES if n.startswith("u_"))


def chat(*msgs: tuple[str, Any]) -> dict[str, Any]:
    return {"model": "m", "messages": [{"role": r, "content": c} for r, c in msgs]}


SHELL_SYSTEM = (
    "You operate a Linux sandbox. Each reply holds your reasoning and then one shell command in a fenced "
    "block; the command runs and you will be shown what it printed."
)
# the first message of a bash-only agent: the task, then the format and a few example blocks (never run)
BASH_TASK = (
    "Resolve this issue: the CSV exporter drops the header row when the table is empty.\n\n"
    "Work step by step: read the code, reproduce, edit, verify.\n\n"
    "<example_response>\nTHOUGHT: I want to see the layout first.\n\n```bash\nls -la\n```\n</example_response>\n\n"
    "Handy commands:\n\n```bash\nsed -i 's/old/new/' file.py\n```\n\n```bash\nnl -ba file.py | sed -n '5,30p'\n```\n"
)


class TestShellBlockAgents:
    """THOUGHT + one fenced command; the command's output is the next user message."""

    def test_returncode_output_after_action_is_a_loop(self) -> None:
        body = chat(
            ("system", SHELL_SYSTEM),
            ("user", BASH_TASK),
            ("assistant", "THOUGHT: find the exporter.\n\n```mswea_bash_command\ngrep -rn 'def export' src\n```"),
            ("user", "<returncode>0</returncode>\n<output>\nsrc/export.py:14:def export_csv(rows):\n</output>"),
        )
        f = facts(body)
        assert loop(f) and f["last_is_tool_result"] == 1.0 and f["log_text_results"] > 0

    def test_exception_block_and_format_error_are_harness_turns(self) -> None:
        first = (
            "<exception>TimeoutExpired</exception>\n<returncode>-1</returncode>\n<output>\n</output>",
            "Expected EXACTLY ONE action in backticks, got 2.",
            "Command <command>yes</command> timed out and was stopped.\n<output>\ny\ny\n</output>",
        )
        for text in first:
            body = chat(
                ("system", SHELL_SYSTEM),
                ("user", BASH_TASK),
                ("assistant", "THOUGHT: look around.\n\n```bash\nls\n```\n```bash\npwd\n```"),
                ("user", text),
            )
            assert loop(facts(body)), text

    def test_first_turn_with_example_blocks_is_not_a_loop(self) -> None:
        task = BASH_TASK.replace(
            "the CSV exporter drops the header row when the table is empty", "what does `set -euo pipefail` do?"
        )
        f = facts(chat(("system", SHELL_SYSTEM), ("user", task)))
        assert not loop(f) and f["transcript"] == 0.0

    def test_one_prompt_holding_two_rounds_is_a_transcript(self) -> None:
        prompt = (
            SHELL_SYSTEM
            + "\n\nTask: make the unit tests pass.\n\nTHOUGHT: run them.\n```bash\npytest -q\n```\n"
            + "exit code 1\n2 failed, 10 passed in 0.31s\n\nTHOUGHT: read the failure.\n```bash\npytest -q -x\n```\n"
            + "exit code 1\nE   AssertionError: 3 != 4\n\nTHOUGHT:"
        )
        f = facts({"model": "m", "prompt": prompt, "max_tokens": 1024, "stop": ["\nexit code"]}, COMPLETIONS)
        assert f["transcript"] == 1.0 and loop(f)


    def test_rounds_after_a_page_of_markup_are_a_transcript(self) -> None:
        page = "Task: make the list page pass its tests.\n<ul>\n" + "<li><a href='#'>item</a></li>\n" * 120 + "</ul>\n"
        rounds = (
            "<tool_call>{\"name\": \"shell\", \"arguments\": {\"cmd\": \"npm test\"}}</tool_call>\n"
            "<tool_response>2 failed, 8 passed</tool_response>\n"
            "<tool_call>{\"name\": \"shell\", \"arguments\": {\"cmd\": \"npm test -- list\"}}</tool_call>\n"
            "<tool_response>1 failed, 9 passed</tool_response>\n"
        )
        looped = facts({"model": "m", "prompt": page + rounds, "max_tokens": 512}, COMPLETIONS)
        assert looped["transcript"] == 1.0 and loop(looped)
        assert facts({"model": "m", "prompt": page, "max_tokens": 512}, COMPLETIONS)["transcript"] == 0.0

class TestReactText:
    """Thought / Action / Action Input / Observation, in separate messages or in one prompt."""

    TEMPLATE = (
        "Answer as well as you can. Tools: shell, read_file.\n\nFormat:\nQuestion: the question\n"
        "Thought: what to do next\nAction: one of [shell, read_file]\nAction Input: its argument\n"
        "Observation: what the tool returned\n... (repeat as needed)\nFinal Answer: the answer\n\nBegin!\n\n"
    )

    def test_template_alone_is_not_a_loop(self) -> None:
        prompt = self.TEMPLATE + "Question: which port does the dev server listen on?\nThought:"
        f = facts({"model": "m", "prompt": prompt, "max_tokens": 512, "stop": ["\nObservation:"]}, COMPLETIONS)
        assert not loop(f) and f["ask_words"] > 0

    def test_one_round_after_the_question_is_a_loop(self) -> None:
        prompt = (
            "Question: which port does the dev server listen on?\nThought: the config will say.\n"
            "Action: read_file\nAction Input: config/dev.toml\nObservation: port = 8080\nThought:"
        )
        f = facts({"model": "m", "prompt": prompt, "max_tokens": 512, "stop": ["\nObservation:"]}, COMPLETIONS)
        assert f["transcript"] == 1.0 and loop(f)

    def test_observation_message_after_text_action(self) -> None:
        body = chat(
            ("system", self.TEMPLATE),
            ("user", "Question: how many TODOs are left in src/?"),
            ("assistant", 'Thought: count them.\nAction: shell\nAction Input: {"cmd": "grep -rc TODO src"}'),
            ("user", "Observation: src/a.py:3\nsrc/b.py:0"),
        )
        assert loop(facts(body))

    # a framework that appends each step, its action and the observation that came back, to the conversation
    # as an assistant message of its own, and sends the conversation for the next step
    STEPS = (
        'Thought: see what is there.\nAction: shell\nAction Input: {"cmd": "ls src"}\nObservation: a.py\nb.py',
        'Thought: count them.\nAction: shell\nAction Input: {"cmd": "grep -c TODO src/a.py"}\nObservation: 3',
    )

    def _steps(self, *steps: str) -> dict[str, Any]:
        first = "Current Task: convert 0x1F4 to decimal\n\nBegin! Use the tools when they help.\n\nThought:"
        return chat(("system", self.TEMPLATE), ("user", first), *(("assistant", s) for s in steps))

    def test_steps_appended_as_assistant_messages_are_a_loop(self) -> None:
        assert loop(facts(self._steps(*self.STEPS)))
        scorer = Scorer.load()
        assert scorer.classify(CHAT, {}, self._steps(*self.STEPS)).request_class == "long_horizon"
        # the same task as a first turn is a one-line conversion
        assert scorer.classify(CHAT, {}, self._steps()).request_class == "single_step"

    def test_a_format_error_naming_the_final_answer_label_does_not_hide_the_steps(self) -> None:
        error = (
            "Thought: now grep.\nI will run {'cmd': 'grep -rn TODO .'}\nObservation: Invalid format: after "
            "'Thought:' reply with either 'Action:' plus 'Action Input:', or with 'Final Answer:'."
        )
        assert loop(facts(self._steps(*self.STEPS, error)))


class TestCodeBlobAgents:
    """Code actions whose execution logs or errors come back as user text (parts lists included)."""

    def _history(self, result: str) -> dict[str, Any]:
        return chat(
            ("system", [{"type": "text", "text": "You solve tasks by writing Python in <code> blocks."}]),
            ("user", [{"type": "text", "text": "New task:\nHow many rows does data/sales.csv have?"}]),
            (
                "assistant",
                [
                    {"type": "text", "text": "Thought: load it.\n<code>\nimport csv\nprint(len(rows))\n</code>"},
                    {"type": "text", "text": "Calling tools:\n[{'id': 'call_1', 'function': {'name': 'py'}}]"},
                ],
            ),
            ("user", [{"type": "text", "text": result}]),
        )

    def test_execution_logs(self) -> None:
        assert loop(facts(self._history("Observation:\nExecution logs:\n1204\nLast output: None")))

    def test_error_with_call_id(self) -> None:
        f = facts(self._history("Call id: call_1\nError:\nNameError: name 'rows' is not defined\nRetry."))
        assert loop(f) and f["last_is_tool_result"] == 1.0

    def test_code_output_template(self) -> None:
        body = chat(
            ("user", "plot the sizes of the files in this folder"),
            ("assistant", "```python\nimport os\nprint(os.listdir('.'))\n```"),
            ("user", "Code output: ['a.txt', 'b.txt']\n\nWhat do you make of it?"),
        )
        assert loop(facts(body))
        empty = chat(
            ("user", "make a folder called out"),
            ("assistant", "```shell\nmkdir out\n```"),
            ("user", "That ran on my machine and produced no text output. Next step?"),
        )
        assert loop(facts(empty))


class TestOtherHarnessFeedback:
    def test_function_tags_and_execution_result(self) -> None:
        example = (
            "Here is how a task goes with these tools.\n--- START OF EXAMPLE ---\nUSER: list the files\n"
            "ASSISTANT:\n<function=run>\n<parameter=command>ls</parameter>\n</function>\n\n"
            "USER: EXECUTION RESULT of [run]:\napp.py\n\nASSISTANT:\n<function=run>\n"
            "<parameter=command>python app.py</parameter>\n</function>\n\nUSER: EXECUTION RESULT of [run]:\n"
            "Traceback (most recent call last):\nImportError: flask\n--- END OF EXAMPLE ---\n\n--- NEW TASK ---\n"
        )
        first = chat(("system", "You are a helpful agent."), ("user", example + "What is a Python wheel file?"))
        assert not loop(facts(first))
        turn = chat(
            ("system", "You are a helpful agent."),
            ("user", example + "Fix the import error in app.py."),
            ("assistant", "Let me look.\n<function=run>\n<parameter=command>cat app.py</parameter>\n</function>"),
            ("user", "EXECUTION RESULT of [run]:\nimport flask\n"),
        )
        assert loop(facts(turn))

    def test_tool_output_as_a_system_message(self) -> None:
        body = chat(
            ("system", "You are a terminal assistant; run tools in fenced blocks."),
            ("user", "why is the build slow?"),
            ("assistant", "Let me time it.\n```shell\ntime make\n```"),
            ("system", "Ran command: `time make`\n\n```stdout\nreal 2m3s\n```"),
        )
        f = facts(body)
        assert loop(f) and f["last_is_tool_result"] == 1.0
        wrapped = chat(
            ("user", "why is the build slow?"),
            ("assistant", "```shell\ntime make\n```"),
            ("user", "<system>Ran command: `time make`\n```stdout\nreal 2m3s\n```</system>"),
        )
        assert loop(facts(wrapped))

    @pytest.mark.parametrize(
        "text",
        [
            "I ran `pytest -q` and this is what it printed:\n\n1 failed",
            "The command finished without errors and printed nothing.",
            "[ERROR] Your last reply used no tool; answer with one tool call.",
            "--- FAIL: TestParseHeader (0.00s)\n    parse_test.go:19: got 3 want 4",
            "   Compiling demo v0.1.0 (/src/demo)\nerror[E0425]: cannot find value `x`",
            "PASS  src/date.test.ts\n  formats ISO dates (3 ms)",
            "src/app.ts(12,5): error TS2345: Argument of type 'string' is not assignable",
        ],
    )
    def test_feedback_after_an_edit(self, text: str) -> None:
        body = chat(
            ("user", "rename the helper and keep the tests green"),
            ("assistant", "Here is the change:\n```diff\n-def helper():\n+def load():\n```"),
            ("user", text),
        )
        assert loop(facts(body)), text


class TestFirstTurnsThatQuoteOutput:
    """A person pasting one command and its error into a first turn asks a question; no loop has run."""

    @pytest.mark.parametrize(
        "text",
        [
            "I run\n```bash\npython app.py\n```\nand get\n```\nTraceback (most recent call last):\n"
            "  File \"app.py\", line 3\nKeyError: 'user'\n```\nWhat does this error mean?",
            "Our CI prints `exit code 137` and then `Error: process killed`. What usually causes exit code 137?",
            "```sh\nnpm test\n```\n3 failed, 12 passed in 4.2s - which flag shows only the failures?",
        ],
    )
    def test_quoted_error_is_not_a_loop(self, text: str) -> None:
        f = facts(chat(("user", text)))
        assert not loop(f) and f["transcript"] == 0.0

    @pytest.mark.parametrize(
        "text",
        [
            "<ErrorBoundary> re-renders twice in dev mode. Is that expected?",
            "Why does my fetch keep getting timed out on slow networks?",
            "Warnings aside, which of the two designs would you pick?",
        ],
    )
    def test_follow_up_question_after_an_answer(self, text: str) -> None:
        body = chat(
            ("user", "How do React error boundaries work?"),
            ("assistant", "They catch render errors below them and show a fallback instead."),
            ("user", text),
        )
        assert not loop(facts(body)), text

    def test_mid_conversation_system_note_is_not_a_result(self) -> None:
        body = chat(
            ("system", "You are a terminal assistant."),
            ("user", "what does `chmod 640` mean?"),
            ("assistant", "Owner read/write, group read, others nothing."),
            ("system", "Keep answers under five lines."),
            ("user", "and 755?"),
        )
        assert not loop(facts(body))

    def test_summary_of_a_text_loop_is_a_side_call(self) -> None:
        Scorer.load()  # a last turn after earlier ones is judged by the shipped side-call model
        body = chat(
            ("user", "Fix the flaky login test"),
            ("assistant", "```bash\npytest tests/test_login.py\n```"),
            ("user", "<returncode>1</returncode>\n<output>\n1 failed\n</output>"),
            ("user", "Summarize the conversation so far in a few sentences."),
        )
        f = facts(body)
        assert f["loop_side"] == 1.0 and f["loop_evidence"] == 0.0


LLAMA_INFILL = {
    "input_prefix": "def mean(xs):\n    if not xs:\n        return 0.0\n",
    "input_suffix": "\n\ndef median(xs):\n    ...\n",
    "input_extra": [{"filename": "stats/util.py", "text": "def clamp(x, lo, hi):\n    return max(lo, x)\n"}],
    "prompt": "    return ",
    "n_predict": 128,
    "stop": [],
    "n_indent": 4,
    "top_k": 40,
    "top_p": 0.9,
    "stream": False,
    "samplers": ["top_k", "top_p", "infill"],
    "cache_prompt": True,
    "t_max_prompt_ms": 500,
    "t_max_predict_ms": 1000,
}


class TestCompletion:
    @pytest.mark.parametrize("endpoint", ["/infill", COMPLETIONS, "/some/proxy/path"])
    def test_llama_cpp_infill_fields(self, endpoint: str) -> None:
        f = facts(dict(LLAMA_INFILL), endpoint)
        assert f["has_suffix"] == 1.0 and f["max_tokens_small"] == 1.0 and no_ask(f) and not loop(f)

    def test_llama_cpp_context_warmup(self) -> None:
        body = {"input_prefix": "", "input_suffix": "", "input_extra": LLAMA_INFILL["input_extra"], "n_predict": 0}
        f = facts(body, "/infill")
        assert f["has_suffix"] == 1.0 and no_ask(f)

    def test_segments_prefix_and_suffix(self) -> None:
        body = {"language": "rust", "segments": {"prefix": "fn main() {\n    let v = ", "suffix": "\n}\n"}}
        f = facts(body, COMPLETIONS)
        assert f["has_suffix"] == 1.0 and no_ask(f)

    def test_fim_endpoint_prompt_and_suffix(self) -> None:
        body = {"model": "c", "prompt": "# TODO: fix the parser and run all tests\ndef parse(", "suffix": ")\n"}
        f = facts(body, "/v1/fim/completions")
        assert f["has_suffix"] == 1.0 and no_ask(f)

    def test_prefix_only_code_with_stop_list(self) -> None:
        prefix = (
            "# TODO: refactor the whole module and fix every failing test\nimport os\n\n"
            "def list_sources(root):\n    out = []\n    for name in os.listdir(root):\n        "
        )
        f = facts({"model": "m", "prompt": prefix, "max_tokens": 64, "stop": ["\n\n", "\ndef "]}, COMPLETIONS)
        assert no_ask(f) and f["has_suffix"] == 0.0 and not loop(f)

    def test_prose_prompt_keeps_its_ask(self) -> None:
        body = {"model": "m", "prompt": "Write a short poem about tides.\n", "max_tokens": 60, "stop": ["\n\n"]}
        f = facts(body, COMPLETIONS)
        assert f["ask_words"] > 0

    @pytest.mark.parametrize(
        "prompt",
        [
            "<fim-prefix>def area(r):\n    return <fim-suffix>\n<fim-middle>",
            "<s>\u2581<AIX-SPAN-PRE>x = load()\n\u2581<AIX-SPAN-POST>\nprint(x)\u2581<AIX-SPAN-MIDDLE>",
            "<\uff5cfim\u2581begin\uff5c>def f():\n    <\uff5cfim\u2581hole\uff5c>\n<\uff5cfim\u2581end\uff5c>",
            "<|mask:0|>\nreturn total\n<|mask:1|><|mask:0|>",
        ],
    )
    def test_other_sentinel_sets_after_a_long_header(self, prompt: str) -> None:
        header = "".join(f"// context line {i}: unrelated notes about the project layout\n" for i in range(9))
        f = facts({"model": "m", "prompt": header + prompt, "max_tokens": 96}, COMPLETIONS)
        assert f["fim_sentinel"] == 1.0 and no_ask(f)

    def test_edit_prediction_markers(self) -> None:
        events = 'User edited "src/cart.ts":\n```diff\n@@ -3,1 +3,1 @@\n-const total = 0\n+let total = 0\n```'
        excerpt = (
            "<|editable_region_start|>\nfunction sum(items) {\n  let total = 0\n  for (const i of items) "
            "{<|user_cursor_is_here|>\n}\n<|editable_region_end|>"
        )
        prompt = f"### Instruction:\nRewrite the excerpt.\n\n### User Edits:\n\n{events}\n\n"
        prompt += f"### User Excerpt:\n\n{excerpt}\n\n### Response:\n"
        f = facts({"model": "m", "prompt": prompt, "max_tokens": 256}, COMPLETIONS)
        assert f["hole_marker"] == 1.0 and not loop(f)
        body = chat(("user", "<|code_to_edit|>\nx = compute(a, b)\n<|/code_to_edit|>\nRecent edits: renamed a."))
        assert facts(body)["hole_marker"] == 1.0


def test_json_bodies_round_trip() -> None:
    """The bodies above are plain JSON (what a client sends): the facts do not depend on Python objects."""
    body = json.loads(json.dumps(LLAMA_INFILL))
    assert facts(body, "/infill")["has_suffix"] == 1.0


class TestOtherProtocols:
    """Chat turns in other clients' own protocols read as the same conversation."""

    def test_gemini_contents_with_function_calls_are_a_loop(self) -> None:
        ask = {"role": "user", "parts": [{"text": "why is the build slow? fix it"}]}
        first = {"contents": [ask], "systemInstruction": {"parts": [{"text": "You are a CLI agent."}]}}
        f = facts(first, "/v1beta/models/gemini-2.5-pro:streamGenerateContent")
        assert not loop(f) and f["ask_words"] > 0.0
        call = {"role": "model", "parts": [{"functionCall": {"name": "sh", "args": {}}}]}
        result = {"role": "user", "parts": [{"functionResponse": {"name": "sh", "response": {}}}]}
        turn = {**first, "contents": [ask, call, result]}
        f = facts(turn, "/v1beta/models/gemini-2.5-pro:streamGenerateContent")
        assert loop(f) and f["last_is_tool_result"] == 1.0

    def test_code_assist_wraps_the_gemini_body_in_a_request_field(self) -> None:
        # Gemini CLI signed in with a Google account talks to Code Assist: the generateContent body sits in `request`
        ask = {"role": "user", "parts": [{"text": "what does `git rebase --onto` do?"}]}
        inner = {"contents": [ask], "systemInstruction": {"parts": [{"text": "You are a CLI agent."}]}}
        native = facts(inner, "/v1beta/models/gemini-2.5-pro:streamGenerateContent")
        wrapped = facts({"model": "gemini-2.5-pro", "project": "p-1", "user_prompt_id": "u1", "request": inner},
                        "/v1internal:streamGenerateContent")  # fmt: skip
        assert wrapped == native and wrapped["ask_question"] == 1.0

    def test_gemini_turns_sent_as_chat_messages_read_as_the_same_conversation(self) -> None:
        # an adapter that forwards Gemini's turns unchanged to a chat endpoint: `parts`, role `model`
        setup = "My operating system is: linux\nI'm currently working in the directory: /home/ana/shop"
        parts = chat(("system", "You are a CLI agent."))
        parts["messages"] += [{"role": "user", "parts": [{"text": setup}]},
                              {"role": "model", "parts": [{"text": "Got it. Thanks for the context!"}]},
                              {"role": "user", "parts": [{"text": "what does `git rebase --onto` do?"}]}]  # fmt: skip
        plain = chat(("system", "You are a CLI agent."), ("user", setup), ("assistant", "Got it. Thanks for the "
                     "context!"), ("user", "what does `git rebase --onto` do?"))  # fmt: skip
        assert facts(parts) == facts(plain) and facts(parts)["ask_question"] == 1.0
        call = {"role": "model", "parts": [{"functionCall": {"name": "sh", "args": {}}}]}
        result = {"role": "user", "parts": [{"functionResponse": {"name": "sh", "response": {}}}]}
        parts["messages"] += [call, result]
        assert loop(facts(parts))

    def test_sourcegraph_speakers_are_chat_turns(self) -> None:
        body = {"messages": [{"speaker": "system", "text": "You are Cody."},
                             {"speaker": "human", "text": "what does `git rebase --onto` do?"}]}  # fmt: skip
        f = facts(body, "/.api/completions/stream")
        assert f["ask_question"] == 1.0 and not loop(f)
        fim = {"messages": [{"speaker": "human", "text": "<fim_prefix>def f(x):\n    <fim_suffix>\n<fim_middle>"}]}
        assert facts(fim, "/.api/completions/code")["fim_sentinel"] == 1.0


class TestHostedTools:
    """A tool the provider runs itself (OpenAI's hosted tools, Anthropic's server tools) returns its result inside
    the call's own item or block: a request that ends on one continues after a tool's output."""

    ASK = "find why the nightly export double-charges customers; check the vendor's changelog online"

    @pytest.mark.parametrize("kind", ["web_search_call", "file_search_call", "code_interpreter_call", "mcp_call"])
    def test_a_responses_request_ending_on_a_hosted_call(self, kind: str) -> None:
        item = {"type": kind, "id": "ws_1", "status": "completed", "output": "3 results"}
        body = {"model": "m", "input": [{"role": "user", "content": [{"type": "input_text", "text": self.ASK}]},
                                        item]}  # fmt: skip
        f = facts(body, "/v1/responses")
        assert loop(f) and f["last_is_tool_result"] == 1.0

    def test_an_anthropic_turn_paused_after_a_server_tool(self) -> None:
        # `pause_turn`: the client hands the assistant's turn back as it is, the search and its results inside
        search = {"query": "vendor changelog"}
        turn = [{"type": "server_tool_use", "id": "srv_1", "name": "web_search", "input": search},
                {"type": "web_search_tool_result", "tool_use_id": "srv_1",
                 "content": [{"type": "web_search_result", "url": "https://example.com/changelog", "title": "v4"}]}]
        body = {"model": "m", "max_tokens": 1024,
                "messages": [{"role": "user", "content": self.ASK}, {"role": "assistant", "content": turn}]}
        f = facts(body, "/v1/messages")
        assert loop(f) and f["last_is_tool_result"] == 1.0  # fmt: skip


def _render(template: str, turns: list[tuple[str, str]]) -> str:
    """Chat turns rendered as a client renders them for a completions endpoint, ending with the open turn."""
    if template == "chatml":
        return "".join(f"<|im_start|>{r}\n{c}<|im_end|>\n" for r, c in turns) + "<|im_start|>assistant\n"
    if template == "llama3":
        body = "".join(f"<|start_header_id|>{r}<|end_header_id|>\n\n{c}<|eot_id|>" for r, c in turns)
        return "<|begin_of_text|>" + body + "<|start_header_id|>assistant<|end_header_id|>\n\n"
    if template == "zephyr":  # Zephyr, TinyLlama; Phi-3 closes a turn with <|end|>
        return "".join(f"<|{r}|>\n{c}</s>\n" for r, c in turns) + "<|assistant|>\n"
    if template == "phi3":
        return "".join(f"<|{r}|>\n{c}<|end|>\n" for r, c in turns) + "<|assistant|>\n"
    if template == "granite":
        body = "".join(f"<|start_of_role|>{r}<|end_of_role|>{c}<|end_of_text|>\n" for r, c in turns)
        return body + "<|start_of_role|>assistant<|end_of_role|>"
    if template == "command_r":
        names = {"system": "SYSTEM", "user": "USER", "assistant": "CHATBOT"}
        body = "".join(f"<|START_OF_TURN_TOKEN|><|{names[r]}_TOKEN|>{c}<|END_OF_TURN_TOKEN|>" for r, c in turns)
        return "<BOS_TOKEN>" + body + "<|START_OF_TURN_TOKEN|><|CHATBOT_TOKEN|>"
    if template == "deepseek":  # the system prompt is bare text before the first turn
        text = "".join(f"<\uff5c{r.title()}\uff5c>{c}" for r, c in turns if r != "system")
        return "<\uff5cbegin\u2581of\u2581sentence\uff5c>" + _system(turns) + text + "<\uff5cAssistant\uff5c>"
    if template == "llama2":  # the system prompt folded into the first user turn
        out, first = "", True
        for r, c in turns:
            if r == "user":
                c = f"<<SYS>>\n{_system(turns)}\n<</SYS>>\n\n{c}" if first else c
                out += f"<s>[INST] {c} [/INST]"
                first = False
            elif r == "assistant":
                out += f" {c} </s>"
        return out
    if template == "human":  # Anthropic's legacy text completions
        return _system(turns) + "".join(
            f"\n\n{'Human' if r == 'user' else 'Assistant'}: {c}" for r, c in turns if r != "system"
        ) + "\n\nAssistant:"
    if template == "vicuna":
        return _system(turns) + "".join(
            f" {'USER' if r == 'user' else 'ASSISTANT'}: {c}" for r, c in turns if r != "system"
        ) + " ASSISTANT:"
    roles = {"assistant": "model", "tool": "user"}
    return "<bos>" + "".join(f"<start_of_turn>{roles.get(r, r)}\n{c}<end_of_turn>\n" for r, c in turns) + (
        "<start_of_turn>model\n"
    )


def _system(turns: list[tuple[str, str]]) -> str:
    return next((c for r, c in turns if r == "system"), "")


class TestChatTemplatesOnCompletions:
    """A client that renders a model's chat template itself (a local model behind `/v1/completions`) sends the
    same conversation as a chat client: the system prompt is not the ask, the last user turn is."""

    SYSTEM = (
        "You are a coding agent. Explore the repository, edit files across the codebase and run the whole test "
        "suite; iterate until every test passes. Use bash via <bash>...</bash>."
    )

    @pytest.mark.parametrize("template", ["chatml", "llama3", "gemma", "zephyr", "phi3", "granite", "command_r",
                                          "deepseek", "llama2", "human", "vicuna"])  # fmt: skip
    def test_first_turn_reads_as_the_chat_it_renders(self, template: str) -> None:
        turns = [("system", self.SYSTEM), ("user", "write a regex for ISO dates")]
        if template == "gemma":  # Gemma has no system role: clients put it in the first user turn
            turns = [("user", self.SYSTEM + "\n\nwrite a regex for ISO dates")]
        prompt = {"model": "m", "prompt": _render(template, turns), "max_tokens": 512}
        as_chat = {"model": "m", "messages": [{"role": r, "content": c} for r, c in turns], "max_tokens": 512}
        assert facts(prompt, COMPLETIONS) == facts(as_chat)

    @pytest.mark.parametrize("template", ["chatml", "llama3"])
    def test_a_tool_turn_in_the_template_is_a_loop(self, template: str) -> None:
        role = "ipython" if template == "llama3" else "tool"
        turns = [("system", self.SYSTEM), ("user", "make `cargo test` pass"), ("assistant", "<bash>cargo test</bash>"),
                 (role, "test result: FAILED. 3 passed; 1 failed")]  # fmt: skip
        f = facts({"model": "m", "prompt": _render(template, turns)}, COMPLETIONS)
        assert loop(f) and f["last_is_tool_result"] == 1.0

    @pytest.mark.parametrize("template", ["zephyr", "llama2", "human", "vicuna"])
    def test_output_fed_back_in_a_user_turn_is_a_loop(self, template: str) -> None:
        # a home-made loop on a local model: the harness pastes the command's output as the next user turn
        turns = [("system", self.SYSTEM), ("user", "write a regex for ISO dates and check it on dates.txt"),
                 ("assistant", "<bash>grep -cE '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' dates.txt</bash>"),
                 ("user", "Output:\n3\n[exit code 0]"),
                 ("assistant", "<bash>grep -vE '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' dates.txt</bash>"),
                 ("user", "Output:\n2023-13-40\nhello\n[exit code 0]")]  # fmt: skip
        as_chat = {"model": "m", "messages": [{"role": r, "content": c} for r, c in turns]}
        prompt = {"model": "m", "prompt": _render(template, turns)}
        assert loop(facts(as_chat))
        assert facts(prompt, COMPLETIONS) == facts(as_chat)

    def test_mistral_tool_results_are_a_loop(self) -> None:
        prompt = ('<s>[AVAILABLE_TOOLS] [{"type": "function", "function": {"name": "run"}}][/AVAILABLE_TOOLS]'
                  "[INST] make `cargo test` pass [/INST]"
                  '[TOOL_CALLS] [{"name": "run", "arguments": {"cmd": "cargo test"}}]</s>'
                  "[TOOL_RESULTS] test result: FAILED. 3 passed; 1 failed[/TOOL_RESULTS]")  # fmt: skip
        f = facts({"model": "m", "prompt": prompt}, COMPLETIONS)
        assert loop(f) and f["last_is_tool_result"] == 1.0

    def test_a_prompt_ending_on_assistant_with_no_speaker_turn_is_one_text(self) -> None:
        body = {"model": "m", "prompt": "Write a haiku about borrow checking.\n\nAssistant:", "max_tokens": 64}
        as_user = {"model": "m", "messages": [{"role": "user", "content": body["prompt"]}], "max_tokens": 64}
        assert facts(body, COMPLETIONS)["ask_words"] == facts(as_user)["ask_words"] > 0

    def test_a_conversation_memory_prompt_is_not_a_side_call(self) -> None:
        # LangChain's conversation chain: "Current conversation:" heads the dialogue, it does not ask about it
        scorer = Scorer.load()
        head = ("The following is a friendly conversation between a human and an AI. If the AI does not know the "
                "answer to a question, it truthfully says it does not know.\n\nCurrent conversation:\n"
                "Human: what does `git rebase --onto` do?\nAI: It replays commits onto another base.\n")  # fmt: skip
        labels = {"write a regex for ISO dates": "single_step",
                  "the login test fails on main since yesterday, find out why and fix it": "long_horizon"}  # fmt: skip
        for ask, label in labels.items():
            body = {"model": "m", "prompt": head + f"Human: {ask}\nAI:", "max_tokens": 256}
            assert scorer.classify(COMPLETIONS, {}, body).request_class == label, ask

    def test_a_prompt_sent_as_a_list_of_one(self) -> None:
        turns = [("system", self.SYSTEM), ("user", "write a regex for ISO dates")]
        as_list = {"model": "m", "prompt": [_render("zephyr", turns)], "max_tokens": 512}
        as_chat = {"model": "m", "messages": [{"role": r, "content": c} for r, c in turns], "max_tokens": 512}
        assert facts(as_list, COMPLETIONS) == facts(as_chat)

    @pytest.mark.parametrize("template", ["chatml", "zephyr", "granite", "llama2"])
    def test_a_short_prefill_on_the_open_turn(self, template: str) -> None:
        # a ReAct harness on a local model opens the reply with its first label
        turns = [("system", self.SYSTEM), ("user", "write a regex for ISO dates")]
        with_prefill = {"model": "m", "prompt": _render(template, turns) + "Thought:", "max_tokens": 512}
        prefilled_chat = {"model": "m", "messages": [*({"role": r, "content": c} for r, c in turns),
                                                      {"role": "assistant", "content": "Thought:"}],
                          "max_tokens": 512}  # fmt: skip
        assert facts(with_prefill, COMPLETIONS) == facts(prefilled_chat)

    def test_alpaca_and_openchat_prompts_are_their_turns(self) -> None:
        alpaca = (f"{self.SYSTEM}\n\n### Instruction:\nwrite a regex for ISO dates\n\n### Response:\n")
        openchat = (f"GPT4 Correct System: {self.SYSTEM}<|end_of_turn|>GPT4 Correct User: write a regex for ISO "
                    "dates<|end_of_turn|>GPT4 Correct Assistant:")  # fmt: skip
        as_chat = chat(("system", self.SYSTEM), ("user", "write a regex for ISO dates"))
        for prompt in (alpaca, openchat):
            assert facts({"model": "m", "prompt": prompt}, COMPLETIONS) == facts(as_chat), prompt[-40:]

    def test_a_quoted_transcript_is_not_a_template(self) -> None:
        # "### Assistant" over a line of its reply is a transcript pasted for a summary, not an open turn
        text = ("Summarize this support chat in two lines.\n\n### User\nthe export button does nothing\n\n"
                "### Assistant\nFixed in 2.4.1, please update.")  # fmt: skip
        f = facts({"model": "m", "prompt": text, "max_tokens": 128}, COMPLETIONS)
        assert f["side_ask"] == 1.0

    def test_a_whole_template_in_one_chat_message(self) -> None:
        # a home-made loop renders its local model's template itself and posts it as one user message
        turns = [("system", self.SYSTEM), ("user", "make `cargo test` pass"), ("assistant", "<bash>cargo test</bash>"),
                 ("tool", "test result: FAILED. 3 passed; 1 failed")]  # fmt: skip
        one = chat(("user", _render("chatml", turns)))
        assert facts(one) == facts(chat(*turns))
        assert loop(facts(one))

    @staticmethod
    def _console_log(turns: list[tuple[str, str, str]], speaker: str, to: str) -> str:
        """A multi-agent console log as AutoGen prints it, sent whole to `/v1/completions`: each message under
        "<speaker> (to <recipient>):", a dashed line after it, the agent the model plays left open at the end."""
        rule = "\n" + "-" * 80 + "\n"
        return "".join(f"{a} (to {b}):\n\n{c}\n{rule}" for a, b, c in turns) + f"{speaker} (to {to}):\n\n"

    @pytest.mark.parametrize(
        ("ask", "label"),
        [
            ("MySQL 8: delete duplicate rows from `contacts`, keeping the lowest id per email", "single_step"),
            ("what does `git rebase --onto` do?", "single_step"),
            ("the login test fails on main since yesterday, find out why and fix it", "long_horizon"),
        ],
    )
    def test_a_console_logs_turns_are_read_as_a_chat(self, ask: str, label: str) -> None:
        """The log's last lines are a header and a dashed rule, which once read as the tail of a code prefix: the
        prompt was taken for autocomplete and every ask scored alike."""
        stop = ["\n" + "-" * 80]
        body = {"model": "m", "prompt": self._console_log([("user_proxy", "assistant", ask)], "assistant",
                                                          "user_proxy"), "max_tokens": 768, "stop": stop}  # fmt: skip
        scorer = Scorer.load()
        as_chat = {"model": "m", "messages": [{"role": "user", "content": ask}], "max_tokens": 768}
        assert scorer.classify(COMPLETIONS, {}, body).request_class == label
        assert facts(body, COMPLETIONS)["ask_words"] == facts(as_chat)["ask_words"] > 0

    def test_code_output_an_executor_feeds_back_in_a_console_log_is_a_loop(self) -> None:
        run = "```sh\ncat -n tests/e2e/orders.spec.ts\n```\n\n>>>>>>>> EXECUTING CODE BLOCK 0 (inferred language is sh)"
        turns = [
            ("user_proxy", "engineer", "the nightly e2e job fails every few nights, find out why and fix it"),
            ("engineer", "user_proxy", "Read the spec first.\n\n" + run),
            ("user_proxy", "engineer", "exitcode: 0 (execution succeeded)\nCode output:\n1  import { test } from "
             '"@playwright/test";\n2  test("cancels an open order", async () => {});'),
        ]  # fmt: skip
        prompt = self._console_log(turns, "engineer", "user_proxy")
        f = facts({"model": "m", "prompt": prompt, "max_tokens": 400}, COMPLETIONS)
        assert loop(f)
        assert Scorer.load().classify(COMPLETIONS, {}, {"model": "m", "prompt": prompt}).request_class == (
            "long_horizon"
        )

    def test_the_task_of_a_long_prompt_is_read_past_its_paste(self) -> None:
        # the person's turn opens near the start and holds a 100 KB file; the window at the end sees none of it
        code = "".join(f"def f{i}(x):\n    return x + {i}\n\n" for i in range(3500))
        ask = "add a docstring to f7\n\n```python\n" + code + "```"
        prompt = _render("granite", [("system", self.SYSTEM), ("user", ask)])
        assert len(prompt) > 100_000
        f = facts({"model": "m", "prompt": prompt, "max_tokens": 512}, COMPLETIONS)
        assert f == facts({**chat(("system", self.SYSTEM), ("user", ask)), "max_tokens": 512})

    def test_the_ask_is_the_last_user_turn_not_the_system_prompt(self) -> None:
        scorer = Scorer.load()
        for ask, long in {"what does `git rebase --onto` do?": False, "make `cargo test` pass": True}.items():
            body = {"model": "m", "prompt": _render("chatml", [("system", self.SYSTEM), ("user", ask)]),
                    "max_tokens": 512}  # fmt: skip
            assert scorer.classify(COMPLETIONS, {}, body).request_class == ("long_horizon" if long else "single_step")


    def test_a_long_templated_conversation_reads_its_last_turn(self) -> None:
        # about 1 MB of earlier turns: the opening system turn and the last turns are read, the middle is not
        earlier = [("user", f"question {i}: " + "x" * 80) if i % 2 == 0 else ("assistant", "y" * 90)
                   for i in range(10_000)]  # fmt: skip
        scorer = Scorer.load()
        labels = {"write a regex for ISO dates": "single_step", "make `cargo test` pass": "long_horizon"}
        for ask, label in labels.items():
            prompt = _render("chatml", [("system", self.SYSTEM), *earlier, ("user", ask)])
            assert len(prompt) > 1_000_000
            body = {"model": "m", "prompt": prompt, "max_tokens": 512}
            assert scorer.classify(COMPLETIONS, {}, body).request_class == label, ask


class TestCondensersOverATranscript:
    """A condenser that holds the run in one message is a side call, however it words its opening."""

    RUN = (
        "Human: the nightly export double-charges customers, find why and fix it\n"
        "AI: used grep\nObservation: src/billing/export.py:88:    charge(customer)\n"
        "AI: used read\nObservation:      1\tdef export(rows):\n     2\t    for r in rows:\n     3\t        charge(r)\n"
        "AI: used run\nObservation: 2 failed, 14 passed in 3.1s\n"
    )

    def test_a_summary_memory_prompt_adding_onto_the_previous_summary(self) -> None:
        # LangChain's summary memory: "summarize ..., adding onto the previous summary" asks for a summary
        prompt = (
            "Progressively summarize the lines of conversation provided, adding onto the previous summary and "
            "returning a new summary.\n\nCurrent summary:\n\nNew lines of conversation:\n" + self.RUN + "\nNew summary:"
        )
        f = facts({"model": "m", "prompt": prompt, "max_tokens": 1024}, COMPLETIONS)
        assert f["loop_side"] == 1.0 and f["loop_evidence"] == 0.0

    def test_a_summary_asked_below_a_transcript_that_quotes_the_task(self) -> None:
        # the person's task inside <user> tags, one action and its tagged result, the instruction after all
        text = ("Here is a session between a user and a coding agent:\n\n<user>\nwhich version of requests do we "
                "pin?\n</user>\n<assistant>\nLook at the requirements.\n<call tool=\"read_file\">{\"path\": "
                "\"requirements.txt\"}</call>\n</assistant>\n<tool_result tool=\"read_file\">\nrequests==2.31.0\n"
                "</tool_result>\n\nResume la conversación hasta ahora en pocas viñetas.")  # fmt: skip
        f = facts(chat(("system", "You summarize conversations."), ("user", text)))
        assert f["loop_side"] == 1.0 and f["loop_evidence"] == 0.0

    def test_an_instruction_sent_below_a_text_result(self) -> None:
        # the harness writes the output back as text and asks for the summary in the same message
        steps = [("system", "Run one shell command per reply in a ```bash block."),
                 ("user", "the nightly export double-charges customers, find why and fix it"),
                 ("assistant", "```bash\npytest -q tests/billing\n```")]  # fmt: skip
        output = "Tool result (run_shell):\n```\nexit code: 1\n2 failed, 14 passed in 3.1s\n```"
        summary = facts(chat(*steps, ("user", output + "\n\nSummarize what the agent did above.")))
        assert summary["loop_side"] == 1.0 and summary["loop_evidence"] == 0.0
        go_on = facts(chat(*steps, ("user", output + "\n\nArréglalo, por favor.")))
        assert go_on["loop_evidence"] == 1.0

    def test_a_condense_instruction_below_the_events(self) -> None:
        text = (
            "You keep a state record for a coding agent whose older events are being dropped. Be terse.\n\n"
            "<EVENT id=0>\nfind why the nightly export double-charges customers and fix it\n</EVENT>\n"
            "<EVENT id=1>\n<execute_bash>\ngrep -rn charge src/\n</execute_bash>\n</EVENT>\n"
            "<EVENT id=2>\nOBSERVATION:\nsrc/billing/export.py:88:    charge(customer)\n"
            "[Command finished with exit code 0]\n</EVENT>\n<EVENT id=3>\n<execute_bash>\npytest -q\n"
            "</execute_bash>\n</EVENT>\n<EVENT id=4>\nOBSERVATION:\n2 failed, 14 passed in 3.1s\n"
            "[Command finished with exit code 1]\n</EVENT>\n\n"
            "Condense the events above into a state snapshot: the goal, what was learned, the files changed."
        )
        f = facts(chat(("user", text)))
        assert f["loop_side"] == 1.0 and f["loop_evidence"] == 0.0
        # the same run asking for the next step is the loop
        nxt = text.rsplit("\n\n", 1)[0] + "\n\nContinue with the next step."
        assert facts(chat(("user", nxt)))["loop_evidence"] == 1.0
