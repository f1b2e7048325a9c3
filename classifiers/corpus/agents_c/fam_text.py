"""Families whose tools are described in prose and whose tool output comes back as text."""
import json
from .base import Family, filler, shell_text, transcript, rid
from .wire import CHAT, COMP, headers_openai_sdk
from . import sides, world


class TextFamily(Family):
    tools = None

    def act(self, c, st, i):
        return [("assistant", self.fmt_action(c, st, i))]

    def fmt_action(self, c, st, i):
        return shell_text(st)


def _pycode(st):
    k = st["kind"]
    if k == "read":
        return f"with open(\"{st['path']}\") as f:\n    print(f.read())"
    if k == "ls":
        return f"import os\nprint(os.listdir(\"{st['path']}\"))"
    if k == "grep":
        return f"results = search_code(pattern=\"{st['pattern']}\")\nprint(results)"
    if k == "web":
        return f"results = web_search(query=\"{st['query']}\")\nprint(results)"
    if k == "edit":
        return (f"src = open(\"{st['path']}\").read()\nsrc = src.replace({st['old']!r}, {st['new']!r})\n"
                f"open(\"{st['path']}\", \"w\").write(src)\nprint(\"ok\")")
    if k == "write":
        return f"open(\"{st['path']}\", \"w\").write({st['content']!r})"
    return f"import subprocess\nproc = subprocess.run({st['cmd']!r}, shell=True, capture_output=True, text=True)\nprint(proc.returncode)\nprint(proc.stdout[-4000:], proc.stderr[-2000:])"


THOUGHTS = ["I need to understand the layout before changing anything.", "Let me look at the relevant file.",
            "I'll search for where this is defined.", "Now I can apply the fix.", "Let me run the tests to see if that worked.",
            "The output shows the problem; I'll adjust the code.", "Let me check the current state."]


# ----------------------------------------------------------------------------- AutoGPT
class AutoGPT(TextFamily):
    name = "autogpt_classic"
    side_kinds = ("summary", "title")
    models = ("gpt-4", "gpt-4-0613", "gpt-3.5-turbo", "gpt-4o")
    small_models = ("gpt-3.5-turbo", "gpt-4o-mini")
    stream = False
    CMDS = [("read_file", "Read a file", {"filename": "<filename>"}), ("write_to_file", "Write to file", {"filename": "<filename>", "text": "<text>"}),
            ("list_files", "List files in a directory", {"directory": "<directory>"}), ("execute_shell", "Run a shell command in the workspace", {"command_line": "<command_line>"}),
            ("execute_python_file", "Run a Python file", {"filename": "<filename>"}), ("google", "Search the web", {"query": "<query>"}),
            ("browse_website", "Open a website and answer a question about it", {"url": "<url>", "question": "<what_you_want_to_find_on_website>"}),
            ("replace_in_file", "Replace text in a file", {"filename": "<filename>", "old_text": "<old_text>", "new_text": "<new_text>"}),
            ("task_complete", "Finish: the goals are met", {"reason": "<reason>"})]
    NEXT = ["Decide on the single next command that moves you toward your goals, and reply only in the JSON format given above:",
            "Pick exactly one command to run next, based on your goals and the progress so far. Respond with the JSON schema specified earlier."]

    def system(self, c):
        r = c.r
        name = r.choice(["DevGPT", "RepoFixer-GPT", "Entrepreneur-GPT", "CodeHelperGPT", "BuildBot"])
        goals = [c.ask] + r.sample(["Make sure the result is verified before finishing.", "Write a short report of what was done to report.txt.",
                                    "Keep changes minimal.", "Terminate when the goals are met."], r.randint(0, 3))
        cmds = "\n".join(f'{i + 1}. {n}: {d}, args: ' + ", ".join(f'"{k}": "{v}"' for k, v in a.items()) for i, (n, d, a) in enumerate(self.CMDS))
        fmt = {"thoughts": {"text": "thought", "reasoning": "reasoning", "plan": "- short bulleted\n- list of the plan", "criticism": "self-criticism", "speak": "summary to say to the user"},
               "command": {"name": "command name", "args": {"arg name": "value"}}}
        return (f"You are {name}, an AI that works through software tasks on its own.\nMake every decision yourself without asking the user; keep strategies simple and legal.\n\n"
                "GOALS:\n\n" + "\n".join(f"{i + 1}. {g}" for i, g in enumerate(goals)) + "\n\n"
                "Constraints:\n1. Your short-term memory holds about 4000 words, so save important findings to files.\n2. No user assistance.\n3. Use only the commands listed below, by their quoted names.\n\n"
                f"Commands:\n{cmds}\n\nResources:\n1. Internet access for searches.\n2. File output.\n3. Shell access in the workspace.\n\n"
                "Performance Evaluation:\n1. Review your actions regularly.\n2. Criticise your approach constructively.\n3. Every command costs something; finish in as few steps as possible.\n\n"
                f"Reply only in JSON in this format:\n{json.dumps(fmt, indent=4)}\nThe reply must be parseable by Python json.loads")

    def fmt_action(self, c, st, i):
        k = st["kind"]
        cmd = {"read": ("read_file", {"filename": st.get("path", "")}), "ls": ("list_files", {"directory": st.get("path", ".")}),
               "write": ("write_to_file", {"filename": st.get("path", ""), "text": st.get("content", "")}),
               "edit": ("replace_in_file", {"filename": st.get("path", ""), "old_text": st.get("old", ""), "new_text": st.get("new", "")}),
               "web": ("google", {"query": st.get("query", "")}), "grep": ("execute_shell", {"command_line": shell_text(st)}),
               "run": ("execute_shell", {"command_line": st.get("cmd", "")})}[k]
        st["_name"] = cmd[0]
        r = c.r
        return json.dumps({"thoughts": {"text": r.choice(THOUGHTS), "reasoning": "This is the most direct next step.",
                                        "plan": "- inspect\n- change\n- verify", "criticism": "I should avoid unnecessary steps.",
                                        "speak": "Working on it."}, "command": {"name": cmd[0], "args": cmd[1]}}, indent=4, ensure_ascii=False)

    def obs(self, c, st, i):
        role = "system" if c.r.random() < 0.6 else "user"
        if st.get("invalid"):
            return [(role, f"Error: {st['out']}")]
        return [(role, f"Command {st['_name']} returned: {st['out']}")]

    def _events(self, c, steps, tail=()):
        ev = [("system", f"The current time and date is {c.date} {c.r.randint(0, 23):02d}:{c.r.randint(0, 59):02d}")]
        if steps and c.r.random() < 0.3:
            ev.append(("system", "This reminds you of these events from your past:\nEarlier I listed the workspace and read the main module."))
        ev += self.history(c, steps)
        ev += list(tail)
        ev.append(("user", c.r.choice(self.NEXT)))
        return ev

    def first(self, c):
        return self.encode(c, self.system(c), self._events(c, []))

    def loop_events(self, c, steps):
        return self._events(c, steps)

    def followup(self, c):
        ev = [("system", f"The current time and date is {c.date}"),
              ("assistant", self.fmt_action(c, world._step(c.r, c.pj, "ls"), 0)),
              ("user", f"Human feedback: {c.ask}"), ("user", c.r.choice(self.NEXT))]
        return self.encode(c, self.system(c), ev)

    def retry(self, c, kind):
        steps = world.trajectory(c.r, c.pj, c.r.randint(1, 10)) + [world.failure_step(c.r, c.pj, kind)]
        tail = []
        if kind == "invalid":
            tail = [("system", "Error: your last reply could not be parsed as JSON (Expecting property name enclosed in double quotes: line 1 column 2). Reply again using the required format.")]
        return self.encode(c, self.system(c), self._events(c, steps, tail))

    def side(self, c, kind):
        r = c.r
        if kind == "title":
            c.side_lang = "en"
            return self.encode(c, "Your job is to design an autonomous agent for the task the user gives. Reply with the agent's name, a one-sentence role description and up to five goals, as JSON with keys name, description, goals.",
                               [("user", f"Task: '{c.ask}'\nRespond only with the JSON, nothing else.")], side=True, temperature=0)
        c.side_lang = "en"
        hist = self.history(c, world.trajectory(r, c.pj, r.randint(2, 10)))
        events = "\n".join(json.dumps({"role": e[0], "content": e[1]}, ensure_ascii=False) for e in hist)
        return self.encode(c, None, [("user", "Write a concise running summary of the actions taken and the results obtained, keeping only information worth remembering. "
                                      "You get the existing summary and the latest events; merge them.\n\nTask: " + c.ask + "\n\nSummary So Far:\n\"\"\"\nI was created.\n\"\"\"\n\nLatest Development:\n\"\"\"\n" + events + "\n\"\"\"")],
                           side=True, temperature=0)


# ----------------------------------------------------------------------------- smolagents CodeAgent
class SmolCodeAgent(TextFamily):
    name = "smolagents_code"
    side_kinds = ("summary", "memory")
    models = ("Qwen/Qwen2.5-Coder-32B-Instruct", "gpt-4o", "meta-llama/Llama-3.3-70B-Instruct", "deepseek-ai/DeepSeek-V3", "claude-3-7-sonnet-latest")
    stream = False

    def system(self, c):
        r = c.r
        tools = [("web_search", "query: str", "Searches the web and returns the top results as a string."),
                 ("visit_webpage", "url: str", "Fetches a page and returns its content as markdown."),
                 ("search_code", "pattern: str", "Greps the repository and returns matching lines."),
                 ("final_answer", "answer: any", "Returns the final answer to the task.")]
        stubs = "\n".join(f"def {n}({a}) -> str:\n    \"\"\"{d}\"\"\"\n" for n, a, d in tools)
        return ("You are an expert assistant that solves tasks by writing Python code. You will be given a task and must work toward it in steps.\n"
                "Each step is a cycle of 'Thought:', 'Code:' and 'Observation:'. In 'Thought:' explain your reasoning and the tools you will use. "
                "In 'Code:' write simple Python inside a ```py block ending with '<end_code>'. Use print() to surface anything you need later; printed output "
                "will appear in the next 'Observation:'. Finish by calling `final_answer`.\n\n"
                f"You can call these tools, which behave like regular Python functions:\n```python\n{stubs}```\n\n"
                "Rules:\n1. Always give a 'Thought:' and a 'Code:' block.\n2. Only use variables you defined.\n3. Do not chain many tool calls with unpredictable output in one block.\n"
                f"4. You may import from: {r.sample(['collections', 'datetime', 'itertools', 'json', 'math', 'os', 'pathlib', 're', 'subprocess', 'statistics', 'time'], 6)}\n"
                "5. Do not give up: you are in charge of solving the task.\n\nNow begin!")

    def task_msg(self, c, ask):
        return "New task:\n" + ask

    def fmt_action(self, c, st, i):
        return f"Thought: {c.r.choice(THOUGHTS)}\nCode:\n```py\n{_pycode(st)}\n```<end_code>"

    def act(self, c, st, i):
        ev = [("assistant", self.fmt_action(c, st, i))]
        st["_id"] = f"call_{i + 1}"
        if c.r.random() < 0.5:
            call = [{"id": st["_id"], "type": "function", "function": {"name": "python_interpreter", "arguments": _pycode(st)}}]
            ev.append(("assistant", "Calling tools:\n" + repr(call)))
            st["_v2"] = True
        return ev

    def obs(self, c, st, i):
        pre = f"Call id: {st['_id']}\n" if st.get("_v2") else ""
        if st.get("err") and (st.get("invalid") or c.r.random() < 0.3):
            return [("user", pre + f"Error:\nCode execution failed at line '{_pycode(st).splitlines()[0]}' due to: {st['out'].splitlines()[0]}\n"
                     "Try again and do not repeat the same mistake. If you have retried several times already, take a different approach.")]
        return [("user", pre + f"Observation:\nExecution logs:\n{st['out']}\nLast output from code snippet:\nNone")]


# ----------------------------------------------------------------------------- LangChain ReAct (text, completions)
class LangChainReAct(TextFamily):
    name = "langchain_react_text"
    side_kinds = ("summary", "title")
    models = ("gpt-3.5-turbo-instruct", "text-davinci-003", "davinci-002", "mistral-7b-instruct", "llama-3.1-8b")
    TOOLS = [("terminal", "Run shell commands on this machine. Input is a single command."),
             ("read_file", "Read a file from disk. Input is a path."),
             ("write_file", "Write text to a file. Input is JSON with file_path and text."),
             ("search", "Search the internet. Input is a query."),
             ("python_repl", "A Python shell. Input is valid Python; use print() to see values.")]

    def pick_endpoint(self, c):
        return COMP if c.r.random() < 0.6 else CHAT

    def model(self, c, small=False):
        if c.ep == CHAT:
            return c.r.choice(["gpt-4o-mini", "gpt-3.5-turbo", "llama-3.3-70b-instruct"])
        return c.r.choice(self.models)

    def header(self, c, ask, history=None):
        tl = "\n".join(f"{n}: {d}" for n, d in self.TOOLS)
        names = ", ".join(n for n, _ in self.TOOLS)
        h = ("Respond to the request below as well as you can. These tools are available:\n\n" + tl + "\n\nAlways use this layout:\n\n"
             "Question: the request you must address\nThought: reflect on what to do next\nAction: the tool to use, one of [" + names + "]\n"
             "Action Input: the input for the tool\nObservation: what the tool returned\n... (Thought/Action/Action Input/Observation may repeat)\n"
             "Thought: I now know the final answer\nFinal Answer: the answer to the original question\n\nBegin!\n\n")
        if history:
            h += "Previous conversation history:\n" + history + "\n\n"
        return h + f"Question: {ask}\nThought:"

    def step_text(self, c, st):
        k = st["kind"]
        tool, inp = {"read": ("read_file", st.get("path")), "ls": ("terminal", shell_text(st)), "grep": ("terminal", shell_text(st)),
                     "run": ("terminal", st.get("cmd")), "web": ("search", st.get("query")),
                     "write": ("write_file", json.dumps({"file_path": st.get("path"), "text": st.get("content", "")[:200]})),
                     "edit": ("python_repl", _pycode(st))}[k]
        out = st["out"]
        if st.get("invalid"):
            return f" {c.r.choice(THOUGHTS)}\nAction {tool}: {inp}\nObservation: Invalid Format: no 'Action:' line found after 'Thought:'\nThought:"
        return f" {c.r.choice(THOUGHTS)}\nAction: {tool}\nAction Input: {inp}\nObservation: {out}\nThought:"

    def render(self, c, ask, steps, history=None):
        prompt = self.header(c, ask, history) + "".join(self.step_text(c, s) for s in steps)
        if c.ep == COMP:
            return self.encode(c, None, [], prompt=prompt)
        return self.encode(c, None, [("user", prompt)])

    def encode(self, c, system, events, side=False, tools=None, prompt=None, **extra):
        if c.ep == COMP:
            from .wire import to_completions
            body = to_completions(self.model(c, side), prompt if prompt is not None else (system or "") + "\n\n" + transcript(events, 1) + "\n",
                                  max_tokens=c.r.choice([256, 512, 1024]), temperature=0, stop=["\nObservation:", "\n\tObservation:"] if not side else None)
            body = {k: v for k, v in body.items() if v is not None}
            return COMP, headers_openai_sdk(c.r, ua=f"OpenAI/Python 1.{c.r.randint(10, 60)}.0"), body
        return super().encode(c, system, events, side, tools, stop=None if side else ["\nObservation:"], temperature=0, stream=None)

    def first(self, c):
        return self.render(c, c.ask, [])

    def followup(self, c):
        prev = self.prior_chat(c)
        hist = f"Human: {prev[0][1]}\nAI: {prev[1][1]}"
        return self.render(c, c.ask, [], history=hist)

    def loop(self, c):
        return self.render(c, c.ask, world.trajectory(c.r, c.pj, c.r.choice([2, 3, 4, 6, 8, 12, 16])))

    def retry(self, c, kind):
        return self.render(c, c.ask, world.trajectory(c.r, c.pj, c.r.randint(1, 8)) + [world.failure_step(c.r, c.pj, kind)])

    def side(self, c, kind):
        r = c.r
        steps = world.trajectory(r, c.pj, r.randint(2, 8))
        lines = f"Human: {c.ask}\n" + "".join(f"AI: used {s['kind']}\nObservation: {s['out'][:300]}\n" for s in steps)
        if kind == "summary":
            c.side_lang = "en"
            p = ("Progressively summarize the lines of conversation provided, adding onto the previous summary and returning a new summary.\n\n"
                 "Current summary:\n\nNew lines of conversation:\n" + lines + "\nNew summary:")
        else:
            lang, instr = sides.wording(r, "title", 0.3)
            c.side_lang = lang
            p = f"{instr}\n\nConversation:\nHuman: {c.ask}\n\nTitle:"
        if c.ep == COMP:
            return self.encode(c, None, [], side=True, prompt=p)
        return self.encode(c, None, [("user", p)], side=True)


# ----------------------------------------------------------------------------- AutoGen
class AutoGen(TextFamily):
    name = "autogen_groupchat"
    side_kinds = ("next_speaker", "summary")
    models = ("gpt-4o", "gpt-4-turbo", "gpt-4o-mini", "gpt-4.1")
    stream = False
    ROLES = ["Planner", "Engineer", "Executor", "Critic", "Scientist"]

    def system(self, c):
        if c.group:
            me = c.me
            return (f"You are the {me} in a team chat with {', '.join(x for x in c.roles if x != me)} and the Admin. "
                    + {"Engineer": "You write complete python or sh code blocks that the Executor will run. Put `# filename: <name>` on the first line if the code should be saved. Never ask others to edit your code; send the full fixed block.",
                       "Planner": "You propose a plan, revise it from the Admin's and Critic's feedback, and say which role performs each step.",
                       "Critic": "You double-check plans, claims and code from other members and give concrete feedback.",
                       "Scientist": "You read papers and summaries and categorise findings. You do not write code.",
                       "Executor": "You run the code the Engineer writes and report the result."}[me])
        return ("You are a helpful AI assistant. Solve tasks with your coding and language skills. When information must be collected or an action performed, "
                "write python or shell code in a fenced block and the user will run it and send back the result. Use one code block per reply, and always "
                "send complete code rather than partial edits. Check the execution result; if there is an error, fix it and send the corrected code. "
                "Reply \"TERMINATE\" when everything is done.")

    def _setup(self, c):
        c.group = c.r.random() < 0.5
        c.roles = c.r.sample(self.ROLES[:3], 3) + ([self.ROLES[3]] if c.r.random() < 0.5 else [])
        c.me = "Engineer" if c.group else None

    def fmt_action(self, c, st, i):
        lang = "sh" if st["kind"] in ("run", "ls", "grep") else "python"
        code = shell_text(st) if lang == "sh" else _pycode(st)
        return f"{c.r.choice(THOUGHTS)}\n\n```{lang}\n{code}\n```"

    def act(self, c, st, i):
        ev = [("assistant", self.fmt_action(c, st, i), "Engineer" if c.group else None)]
        if c.group and c.r.random() < 0.2:
            ev.append(("user", "The approach looks right; make sure to verify with the tests.", "Critic"))
        return ev

    def obs(self, c, st, i):
        code = st.get("exit", 1 if st.get("err") else 0)
        txt = f"exitcode: {code} ({'execution failed' if code else 'execution succeeded'})\nCode output: \n{st['out']}"
        return [("user", txt, "Executor" if c.group else "user_proxy")]

    def loop_events(self, c, steps):
        ev = [("user", c.ask, "Admin" if c.group else "user_proxy")]
        if c.group:
            ev.append(("user", "Plan:\n1. Engineer inspects the repository.\n2. Engineer makes the change.\n3. Executor runs the tests.\n4. Critic reviews.", "Planner"))
        return ev + self.history(c, steps)

    def first(self, c):
        self._setup(c)
        return self.encode(c, self.system(c), [("user", c.ask, "Admin" if c.group else "user_proxy")])

    def followup(self, c):
        self._setup(c)
        p = self.prior_chat(c)
        nm = "Admin" if c.group else "user_proxy"
        return self.encode(c, self.system(c), [("user", p[0][1], nm), ("assistant", p[1][1], c.me), ("user", c.ask, nm)])

    def loop(self, c):
        self._setup(c)
        return super().loop(c)

    def retry(self, c, kind):
        self._setup(c)
        return super().retry(c, kind)

    def side(self, c, kind):
        self._setup(c)
        c.group = True
        c.me = "Engineer"
        r = c.r
        hist = self.loop_events(c, world.trajectory(r, c.pj, r.randint(2, 10)))
        if kind == "next_speaker":
            lang, instr = sides.wording(r, "next_speaker", 0.25)
            if "JSON" in instr:
                lang, instr = sides.NEXT_SPEAKER[0]
            c.side_lang = lang
            roles = c.roles + ["Admin"]
            sysm = ("You are in a role play game. The following roles are available:\n" + "\n".join(f"{x}: {self._desc(x)}" for x in roles)
                    + f".\n\nRead the following conversation. Then select the next role from {roles} to play. Only return the role.")
            return self.encode(c, sysm, hist + [("system", instr.format(roles=roles))], side=True)
        lang, instr = sides.wording(r, "summary", 0.2)
        c.side_lang = lang
        if r.random() < 0.5:
            c.side_lang = "en"
            instr = "Summarize the takeaway from the conversation. Do not add any introductory phrases."
        return self.encode(c, self.system(c), hist + [("user", instr)], side=True)

    def _desc(self, x):
        return {"Planner": "Suggests and revises the plan.", "Engineer": "Writes code.", "Executor": "Executes code and reports results.",
                "Critic": "Reviews plans and code.", "Scientist": "Categorises research findings.", "Admin": "The human who gives the task."}[x]


# ----------------------------------------------------------------------------- crewAI
class CrewAI(TextFamily):
    name = "crewai_agent"
    side_kinds = ("memory", "compact")
    models = ("gpt-4o", "gpt-4o-mini", "claude-3-5-sonnet-20240620", "groq/llama-3.1-70b-versatile")
    stream = False
    ROLES = [("Senior Software Engineer", "You have shipped production systems for a decade and care about small, well-tested changes.", "Deliver working, tested code changes"),
             ("Research Analyst", "You dig through documentation and sources and report concise, referenced findings.", "Find accurate, current information"),
             ("QA Engineer", "You are meticulous about edge cases and reproducible bugs.", "Make sure the software behaves as specified"),
             ("Technical Writer", "You turn code and notes into clear documentation.", "Produce clear, correct documentation")]
    TOOLS = [("Read a file's content", {"file_path": "str"}, "Reads the content of a file given its path."),
             ("List files in directory", {"directory": "str"}, "Lists the files under a directory."),
             ("Search the internet", {"search_query": "str"}, "Searches the web and returns snippets."),
             ("Run shell command", {"command": "str"}, "Runs a command in the project and returns its output."),
             ("File Writer Tool", {"filename": "str", "content": "str"}, "Writes content to a file.")]

    def system(self, c):
        role, back, goal = c.crole
        tl = "\n".join(f"Tool Name: {n}\nTool Arguments: {json.dumps({k: {'description': None, 'type': t} for k, t in a.items()})}\nTool Description: {d}" for n, a, d in self.TOOLS)
        names = ", ".join(n for n, _, _ in self.TOOLS)
        return (f"You are {role}. {back}\nYour personal goal is: {goal}\n\nYou may use only the tools below; never invent others:\n\n{tl}\n\n"
                "Format every reply like this:\n\n```\nThought: what you are thinking about\nAction: the tool to use, exactly one of [" + names + "]\n"
                "Action Input: the input as a JSON object\nObservation: the tool's result\n```\n\nRepeat as needed. When you have all you need, reply:\n\n"
                "```\nThought: I now know the final answer\nFinal Answer: the complete final answer\n```")

    def task_msg(self, c, ask):
        return (f"\nCurrent Task: {ask}\n\nWhat a good final answer looks like: {c.r.choice(['A summary of the changes made and proof they work.', 'A clear, complete answer.', 'A markdown report.', 'The final code and an explanation.'])}\n"
                "Return the full content as your final answer, not a description of it.\n\nBegin! Use the tools when they help and give your best Final Answer.\n\nThought:")

    def _action(self, c, st):
        k = st["kind"]
        return {"read": ("Read a file's content", {"file_path": st.get("path")}), "ls": ("List files in directory", {"directory": st.get("path")}),
                "web": ("Search the internet", {"search_query": st.get("query")}), "write": ("File Writer Tool", {"filename": st.get("path"), "content": st.get("content")}),
                }.get(k, ("Run shell command", {"command": shell_text(st)}))

    def act(self, c, st, i):
        n, a = self._action(c, st)
        txt = f"Thought: {c.r.choice(THOUGHTS)}\nAction: {n}\nAction Input: {json.dumps(a, ensure_ascii=False)}"
        if st.get("invalid"):
            txt = f"Thought: {c.r.choice(THOUGHTS)}\nI will now run the command {a}"
        if c.inline_obs:
            return [("assistant", txt + "\nObservation: " + self._obs_text(c, st))]
        return [("assistant", txt)]

    def _obs_text(self, c, st):
        if st.get("invalid"):
            return "Invalid format: after 'Thought:' reply with either 'Action:' plus 'Action Input:', or with 'Final Answer:'."
        if st.get("err") and c.r.random() < 0.3:
            return f"I encountered an error while trying to use the tool. This was the error: {st['out'][:400]}.\n Tool {self._action(c, st)[0]} accepts these inputs: see the tool list. Moving on then."
        return st["out"]

    def obs(self, c, st, i):
        if c.inline_obs:
            return []
        return [("user", "Observation: " + self._obs_text(c, st))]

    def _setup(self, c):
        c.crole = c.r.choice(self.ROLES)
        c.inline_obs = c.r.random() < 0.6

    def first(self, c):
        self._setup(c)
        return super().first(c)

    def followup(self, c):
        self._setup(c)
        return super().followup(c)

    def loop(self, c):
        self._setup(c)
        return super().loop(c)

    def retry(self, c, kind):
        self._setup(c)
        return super().retry(c, kind)

    def side(self, c, kind):
        self._setup(c)
        r = c.r
        hist = self.loop_events(c, world.trajectory(r, c.pj, r.randint(2, 9)))
        if kind == "memory":
            lang, instr = sides.wording(r, "memory", 0.2)
            c.side_lang = lang
            return self.encode(c, "You are an expert evaluator of agent work and extract knowledge worth keeping.",
                               [("user", f"{instr}\n\nTask: {c.ask}\n\nAgent transcript:\n{transcript(hist, 1)}")], side=True)
        lang, instr = sides.wording(r, "compact", 0.2)
        c.side_lang = lang
        chunk = transcript(hist, 0)[:6000]
        return self.encode(c, "You are a helpful assistant that summarizes text.",
                           [("user", f"{instr}\n\n{chunk}")], side=True)


# ----------------------------------------------------------------------------- OpenDevin CodeAct
class CodeAct(TextFamily):
    name = "opendevin_codeact"
    side_kinds = ("compact",)
    models = ("gpt-4o-2024-05-13", "claude-3-5-sonnet-20240620", "deepseek-coder", "gpt-4-turbo")
    small_models = ("gpt-4o-mini",)
    stream = False

    def system(self, c):
        return ("A conversation between a user and an AI assistant that can act on a computer. The assistant answers directly when it can; "
                "otherwise it runs code in a Jupyter kernel by wrapping Python in <execute_ipython></execute_ipython>, or runs shell commands with "
                "<execute_bash></execute_bash>. Long-running commands should be backgrounded. It can browse with <execute_browse>Instruction</execute_browse>. "
                "Only one action per reply. When the task is finished, the assistant replies with <finish></finish>.\n\n"
                "Helper functions available in the kernel:\nopen_file(path: str, line_number: int | None = 1) -> None\ngoto_line(line_number: int) -> None\n"
                "search_dir(search_term: str, dir_path: str = './') -> None\nfind_file(file_name: str, dir_path: str = './') -> None\n"
                "edit_file_by_replace(file_name: str, to_replace: str, new_content: str) -> None\nappend_file(file_name: str, content: str) -> None\n")

    def task_msg(self, c, ask):
        return ask + "\n\nWork on your own with the environment you have; do not ask the user for help. When done, send <finish></finish>."

    def fmt_action(self, c, st, i):
        k = st["kind"]
        t = c.r.choice(THOUGHTS)
        if st.get("invalid"):
            return f"{t}\n<execute_ipython>\nedit_file_by_replace('{st.get('path', '')}')\n"
        if k == "read":
            return f"{t}\n<execute_ipython>\nopen_file('{c.pj.root}/{st['path']}')\n</execute_ipython>"
        if k == "grep":
            return f"{t}\n<execute_ipython>\nsearch_dir('{st['pattern']}', '{c.pj.root}')\n</execute_ipython>"
        if k == "edit":
            return f"{t}\n<execute_ipython>\nedit_file_by_replace('{c.pj.root}/{st['path']}', to_replace={st['old']!r}, new_content={st['new']!r})\n</execute_ipython>"
        if k == "web":
            return f"{t}\n<execute_browse>Search the web for \"{st['query']}\" and summarize the first result</execute_browse>"
        return f"{t}\n<execute_bash>\n{shell_text(st)}\n</execute_bash>"

    def obs(self, c, st, i):
        k = st["kind"]
        if st.get("invalid"):
            body = "ERROR: could not parse the action; wrap exactly one action in matching <execute_ipython> or <execute_bash> tags."
        elif k in ("run", "ls", "write"):
            body = f"{st['out']}\n[Command finished with exit code {st.get('exit', 0)}]" if c.r.random() < 0.7 else \
                f"{st['out']}\n[Python Interpreter: /opendevin/poetry/bin/python]\nopendevin@runtime:{c.pj.root}$ "
        elif k == "read":
            body = f"[File: {c.pj.root}/{st['path']} ({st['out'].count(chr(10)) + 1} lines total)]\n{st['out']}"
        elif k == "edit" and st.get("err"):
            body = f"[No exact match found in {c.pj.root}/{st['path']} for\n```\n{st['old']}\n```\n]"
        else:
            body = st["out"]
        rem = f"\n\nENVIRONMENT REMINDER: You have {c.r.randint(3, 95)} turns left to complete the task." if c.r.random() < 0.6 else ""
        return [("user", "OBSERVATION:\n" + body + rem)]

    def side(self, c, kind):
        r = c.r
        lang, instr = sides.wording(r, "compact", 0.15)
        c.side_lang = lang
        hist = self.loop_events(c, world.trajectory(r, c.pj, r.randint(4, 20)))
        sysm = ("You maintain a state record for a coding agent whose older events are being dropped. Keep: USER_CONTEXT, COMPLETED, PENDING, "
                "CURRENT_STATE, CODE_STATE (paths, signatures), TESTS (failing cases, errors), CHANGES, DEPS, VERSION_CONTROL_STATUS. Be terse.")
        body = "<PREVIOUS SUMMARY>\nNo events summarized\n</PREVIOUS SUMMARY>\n\n" + "\n".join(f"<EVENT id={i}>\n{e[1] if isinstance(e[1], str) else ''}\n</EVENT>" for i, e in enumerate(hist))
        return self.encode(c, None, [("user", sysm + "\n\n" + body + "\n\n" + instr)], side=True)


# ----------------------------------------------------------------------------- gptme
class Gptme(TextFamily):
    name = "gptme"
    side_kinds = ("title", "summary")
    models = ("anthropic/claude-sonnet-4-20250514", "openai/gpt-4o", "openrouter/qwen/qwen-2.5-coder-32b-instruct", "gpt-4.1")
    small_models = ("gpt-4o-mini", "claude-3-5-haiku-20241022")

    def system(self, c):
        r = c.r
        return (f"You are gptme v0.{r.randint(20, 28)}.{r.randint(0, 5)}, a general-purpose assistant that runs in the user's terminal and can use tools.\n"
                "You can run shell commands, execute Python, read, save and patch files, and browse. To use a tool, write a fenced code block whose "
                "language tag is the tool name; it is executed and the result is sent back to you as a system message.\n\n# Tools\n\n"
                "## shell\nRun commands in a stateful bash shell:\n```shell\nls -la\n```\n\n## ipython\nRun Python in a persistent IPython session:\n```ipython\nprint(1 + 1)\n```\n\n"
                "## save\nCreate or overwrite a file; the path goes after the tag:\n```save hello.py\nprint(\"hi\")\n```\n\n"
                "## patch\nApply an edit with conflict markers:\n```patch hello.py\n<<<<<<< ORIGINAL\nprint(\"hi\")\n=======\nprint(\"hello\")\n>>>>>>> UPDATED\n```\n\n"
                f"# Environment\n- OS: {c.pj.os}\n- Working directory: {c.pj.root}\n\n# Guidelines\n" + filler(r, 4))

    def fmt_action(self, c, st, i):
        k = st["kind"]
        t = c.r.choice(THOUGHTS)
        if k == "write":
            return f"{t}\n\n```save {st['path']}\n{st['content']}```"
        if k == "edit":
            return f"{t}\n\n```patch {st['path']}\n<<<<<<< ORIGINAL\n{st['old']}\n=======\n{st['new']}\n>>>>>>> UPDATED\n```"
        if k == "web":
            return f"{t}\n\n```ipython\nsearch(\"{st['query']}\")\n```"
        return f"{t}\n\n```shell\n{shell_text(st)}\n```"

    def obs(self, c, st, i):
        k = st["kind"]
        if k == "write":
            return [("system", f"Saved to {c.pj.root}/{st['path']}")]
        if k == "edit":
            return [("system", f"Error during execution: patch failed: original chunk not found in {st['path']}" if st.get("err") else f"Patch successfully applied to {st['path']}")]
        if st.get("invalid"):
            return [("system", f"Error: {st['out']}")]
        code = st.get("exit", 1 if st.get("err") else 0)
        txt = f"Ran command: `{shell_text(st)}`\n\n```stdout\n{st['out']}\n```"
        if code:
            txt += f"\n\nReturn code: {code}"
        return [("system", txt)]

    def task_msg(self, c, ask):
        if c.r.random() < 0.25:
            f = c.pj.src_file()
            return f"{ask}\n\n```{f}\n{world.obs_read(c.r, c.pj, f, numbered=False)}```"
        return ask

    def headers(self, c, side=False):
        return headers_openai_sdk(c.r, ua=f"OpenAI/Python 1.{c.r.randint(40, 99)}.0")

    def side(self, c, kind):
        if kind == "title":
            r = c.r
            lang, instr = sides.wording(r, "title", 0.25)
            c.side_lang = lang
            hist = [("user", c.ask), ("assistant", world.assistant_answer(r))]
            return self.encode(c, instr + " The name should be a few words and must not contain the word 'conversation'.",
                               [("user", transcript(hist, 0))], side=True, stream=None)
        return super().side(c, kind)


# ----------------------------------------------------------------------------- Aide
class Aide(TextFamily):
    name = "aide_xml"
    side_kinds = ("summary", "commit")
    models = ("claude-3-5-sonnet-20241022", "gpt-4o", "deepseek-chat")
    node = True
    TOOLS = [("list_files", ["directory_path", "recursive"]), ("search_file_content_with_regex", ["directory_path", "regex_pattern", "file_pattern"]),
             ("open_file", ["fs_file_path", "start_line", "end_line"]), ("code_edit_input", ["fs_file_path", "instruction"]),
             ("execute_command", ["command"]), ("test_runner", ["fs_file_paths"]), ("attempt_completion", ["result"]),
             ("ask_followup_question", ["question"])]

    def system(self, c):
        r = c.r
        tl = "\n\n".join(f"## {n}\nParameters: {', '.join(p)}\nUsage:\n<{n}>\n" + "\n".join(f"<{x}>value</{x}>" for x in p) + f"\n</{n}>" for n, p in self.TOOLS)
        return ("You are an editor agent that helps engineers with changes to their codebase. You can use one tool per message, and you will get the "
                "result of that tool in the user's next message. Write tool calls as XML, with the tool name as the outer tag and each parameter as an inner tag.\n\n"
                f"# Tools\n\n{tl}\n\n# Rules\n" + filler(r, 6) + f"\n\n# System information\nOperating system: {c.pj.os}\nDefault shell: /bin/zsh\nCurrent working directory: {c.pj.root}")

    def task_msg(self, c, ask):
        return f"<user_query>\n{ask}\n</user_query>\n\n<editor_state>\nopen files: {', '.join(c.r.sample(c.pj.files, 2))}\n</editor_state>"

    def fmt_action(self, c, st, i):
        k = st["kind"]
        t = f"<thinking>\n{c.r.choice(THOUGHTS)}\n</thinking>\n"
        if k == "read":
            return t + f"<open_file>\n<fs_file_path>{c.pj.root}/{st['path']}</fs_file_path>\n</open_file>"
        if k == "ls":
            return t + f"<list_files>\n<directory_path>{c.pj.root}/{st['path']}</directory_path>\n<recursive>false</recursive>\n</list_files>"
        if k == "grep":
            return t + f"<search_file_content_with_regex>\n<directory_path>{c.pj.root}</directory_path>\n<regex_pattern>{st['pattern']}</regex_pattern>\n</search_file_content_with_regex>"
        if k in ("edit", "write"):
            inst = f"Replace `{st.get('old', '')}` with `{st.get('new', '')}`" if k == "edit" else "Create the file with the required content"
            return t + f"<code_edit_input>\n<fs_file_path>{c.pj.root}/{st['path']}</fs_file_path>\n<instruction>{inst}</instruction>\n</code_edit_input>"
        if k == "run" and st["cmd"] == c.pj.test_cmd:
            return t + f"<test_runner>\n<fs_file_paths>{c.pj.root}/{c.pj.test_file()}</fs_file_paths>\n</test_runner>"
        return t + f"<execute_command>\n<command>{shell_text(st)}</command>\n</execute_command>"

    def obs(self, c, st, i):
        if st.get("invalid"):
            return [("user", "Your last message did not contain a valid tool call. Respond with exactly one tool call in the XML format described in the system prompt.")]
        return [("user", f"<tool_output>\n{st['out']}\n</tool_output>" if c.r.random() < 0.5 else f"Output from the tool:\n{st['out']}")]


# ----------------------------------------------------------------------------- home-made bash loop
class CurlLoop(TextFamily):
    name = "homemade_bash_loop"
    side_kinds = ("summary", "commit")
    models = ("gpt-4o-mini", "gpt-4.1-mini", "deepseek-chat", "qwen2.5-72b-instruct", "llama3.1:70b", "mistral-small-latest")
    stream = False

    def pick_endpoint(self, c):
        c.obs_style = c.r.randint(0, 2)
        return COMP if c.r.random() < 0.25 else CHAT

    def system(self, c):
        return c.r.choice([
            "You control a Linux box through bash. Each reply must contain a short THOUGHT paragraph and exactly one ```bash code block. "
            "I will run it and send back the output. When the task is finished, run `echo TASK_DONE` on its own.",
            f"you are a shell agent. cwd={c.pj.root}. respond with ONE command in a ```sh block per message. no explanations needed. say DONE when finished.",
            "You are an autonomous coding agent. You can only act by emitting a single bash command inside <cmd></cmd> tags. Output is returned to you. Keep going until the task is complete.",
        ])

    def fmt_action(self, c, st, i):
        s = c.r.choice(THOUGHTS)
        if st.get("invalid"):
            return f"THOUGHT: {s}\n\n```bash\n{shell_text(st)}\n```\n\n```bash\nls\n```"
        if c.obs_style == 2:
            return f"{s}\n<cmd>{shell_text(st)}</cmd>"
        return f"THOUGHT: {s}\n\n```bash\n{shell_text(st)}\n```"

    def obs(self, c, st, i):
        code = st.get("exit", 1 if st.get("err") else 0)
        if st.get("invalid"):
            return [("user", "Format error: please include exactly ONE bash code block in your reply.")]
        if c.obs_style == 0:
            return [("user", f"<returncode>{code}</returncode>\n<output>\n{st['out']}\n</output>")]
        if c.obs_style == 1:
            return [("user", f"$ {shell_text(st)}\n{st['out']}\n[exit {code}]")]
        return [("user", f"exit_code: {code}\nstdout:\n{st['out']}\nstderr:\n")]

    def flatten_prompt(self, c, system, events):
        parts = [system or "", ""]
        for e in events:
            if e[0] == "user":
                parts.append("### Input\n" + e[1])
            elif e[0] == "assistant":
                parts.append("### Agent\n" + e[1])
        parts.append("### Agent\n")
        return "\n\n".join(parts)

    def params(self, c, side=False):
        if c.ep == COMP:
            return {"max_tokens": 512, "temperature": 0, "stop": ["### Input"]}
        return {"temperature": c.r.choice([0, 0.2, None])}

    def headers(self, c, side=False):
        return headers_openai_sdk(c.r, lang="curl", ua=c.r.choice(["curl/8.5.0", "curl/7.81.0", "python-requests/2.31.0", "python-httpx/0.27.0"]))


TEXT = [AutoGPT, SmolCodeAgent, LangChainReAct, AutoGen, CrewAI, CodeAct, Gptme, Aide, CurlLoop]
