"""A small agent written on the `openai` SDK, run as a client: tools, a tool loop, then a title side call.

Run as a script inside the SDK's own venv: `python sdk_agent.py BASE_URL API MODE PROMPT...` in the task's
repository. API is `chat` or `responses`; MODE `stream` or `plain`; further PROMPTs are follow-up turns in
the same conversation. The key is OPENAI_API_KEY (default: a placeholder the stand-in ignores).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from typing import Any

from openai import OpenAI

SYSTEM = (
    "You are a coding assistant working in a git repository. Use run_shell to inspect or change files and "
    "read_file to read one; answer directly when no tool is needed."
)
TOOLS_CHAT: list[dict[str, Any]] = [
    {
        "type": "function",
        "function": {
            "name": "run_shell",
            "description": "Run a shell command in the repository.",
            "parameters": {"type": "object", "properties": {"command": {"type": "string"}}, "required": ["command"]},
        },
    },
    {
        "type": "function",
        "function": {
            "name": "read_file",
            "description": "Read a file of the repository.",
            "parameters": {"type": "object", "properties": {"path": {"type": "string"}}, "required": ["path"]},
        },
    },
]
TOOLS_RESPONSES = [{"type": "function", **tool["function"]} for tool in TOOLS_CHAT]
MAX_ROUNDS = 4


def run_tool(name: str, arguments: str) -> str:
    args = json.loads(arguments or "{}")
    if name == "read_file":
        try:
            with open(args.get("path", ""), encoding="utf-8") as handle:
                return handle.read()
        except OSError as exc:
            return f"error: {exc}"
    done = subprocess.run(args.get("command", "true"), shell=True, capture_output=True, text=True, timeout=30)
    return f"exit code: {done.returncode}\n{done.stdout}{done.stderr}"


def chat_loop(client: Any, prompts: list[str], stream: bool) -> None:
    messages: list[dict[str, Any]] = [{"role": "system", "content": SYSTEM}]
    for prompt in prompts:
        messages.append({"role": "user", "content": prompt})
        chat_rounds(client, messages, stream)
    title = client.chat.completions.create(
        model="gpt-4o-mini",
        messages=[
            {"role": "system", "content": "Write a title of at most six words for this conversation."},
            {"role": "user", "content": prompts[0]},
        ],
    )
    print(title.choices[0].message.content)


def chat_rounds(client: Any, messages: list[dict[str, Any]], stream: bool) -> None:
    for _ in range(MAX_ROUNDS):
        if stream:
            text = ""
            calls: dict[int, dict[str, str]] = {}
            for chunk in client.chat.completions.create(
                model="gpt-4o", messages=messages, tools=TOOLS_CHAT, stream=True
            ):
                if not chunk.choices:
                    continue
                delta = chunk.choices[0].delta
                text += delta.content or ""
                for call in delta.tool_calls or []:
                    slot = calls.setdefault(call.index, {"id": "", "name": "", "arguments": ""})
                    slot["id"] = call.id or slot["id"]
                    if call.function:
                        slot["name"] += call.function.name or ""
                        slot["arguments"] += call.function.arguments or ""
            tool_calls: list[dict[str, Any]] = [
                {"id": c["id"], "type": "function", "function": {"name": c["name"], "arguments": c["arguments"]}}
                for c in calls.values()
            ]
        else:
            message = (
                client.chat.completions.create(model="gpt-4o", messages=messages, tools=TOOLS_CHAT).choices[0].message
            )
            text = message.content or ""
            tool_calls = [c.model_dump() for c in message.tool_calls or []]
        if not tool_calls:
            messages.append({"role": "assistant", "content": text})
            break
        messages.append({"role": "assistant", "content": text or None, "tool_calls": tool_calls})
        for call in tool_calls:
            output = run_tool(call["function"]["name"], call["function"]["arguments"])
            messages.append({"role": "tool", "tool_call_id": call["id"], "content": output})


def responses_loop(client: Any, prompts: list[str], stream: bool) -> None:
    items: list[Any] = []
    for prompt in prompts:
        items.append({"role": "user", "content": prompt})
        responses_rounds(client, items, stream)
    title = client.responses.create(
        model="gpt-4o-mini", instructions="Write a short title for this conversation.", input=prompts[0]
    )
    print(title.output_text)


def responses_rounds(client: Any, items: list[Any], stream: bool) -> None:
    for _ in range(MAX_ROUNDS):
        if stream:
            with client.responses.stream(
                model="gpt-4o", instructions=SYSTEM, input=items, tools=TOOLS_RESPONSES
            ) as events:
                for _event in events:
                    pass
                response = events.get_final_response()
        else:
            response = client.responses.create(model="gpt-4o", instructions=SYSTEM, input=items, tools=TOOLS_RESPONSES)
        calls = [item for item in response.output if item.type == "function_call"]
        if not calls:
            items.append({"role": "assistant", "content": response.output_text})
            break
        for call in calls:
            items.append(
                {"type": "function_call", "call_id": call.call_id, "name": call.name, "arguments": call.arguments}
            )
            items.append(
                {"type": "function_call_output", "call_id": call.call_id, "output": run_tool(call.name, call.arguments)}
            )


def main() -> None:
    base_url, api, mode, *prompts = sys.argv[1:]
    client = OpenAI(base_url=base_url, api_key=os.environ.get("OPENAI_API_KEY", "sk-capture"), max_retries=0)
    if api == "responses":
        responses_loop(client, prompts, mode == "stream")
    else:
        chat_loop(client, prompts, mode == "stream")


if __name__ == "__main__":
    main()
