"""Harness-side texts: step instructions (loop_step), side asks, retry notes, nudges.

Step instructions and side asks are written to the same length range and get the same wrappers,
so that only what is asked separates them.
"""

# kind -> list of templates; placeholders: {k} {m} {nxt} {test} {names} {path} {n}
STEP = {
    "reflect": [
        "Reflect on the output above: what does it tell you, and what is the most useful next action?",
        "Before acting again, think about what the last result means for the task and choose the next step.",
        "Look closely at the result above. Was the last action useful? Decide what to do next.",
    ],
    "plan_update": [
        "Here are the facts established so far and the remaining unknowns. Update your plan for the rest of the task, then continue.",
        "Time for a planning update: list what you have learned from the observations above, revise the plan, and carry on.",
        "Revise the step-by-step plan in light of the results so far, then execute the next step.",
    ],
    "decide_next": [
        "Analyse the collected context and decide whether you need more information or can start writing the fix.",
        "Based on what the searches returned, decide your next action: search further, or edit the code.",
        "Given the results so far, pick the next tool call that moves the task forward.",
    ],
    "fix_failing": [
        "The test {test} still fails. Change the code so that it passes, without weakening the test.",
        "The run above shows failures. Fix the cause and run the tests again.",
        "Make the failing tests pass. Do not modify the test files.",
    ],
    "continue_task": [
        "Please continue.",
        "Continue working on the task. Call a tool if you need more information.",
        "Keep going with the original task; you are not done yet.",
    ],
    "proceed_step": [
        "Step {k} of {m} is complete. Proceed to step {nxt}: {desc}.",
        "Done with step {k}/{m}. Now carry out step {nxt}: {desc}.",
        "Step {k} of {m} finished successfully. Next, step {nxt}: {desc}.",
    ],
    "verify": [
        "Before you finish, verify the change by running the relevant tests and show the result.",
        "Double-check your edit against the original issue and run the test suite once more.",
    ],
    "context_questions": [
        "Using the context above, answer: 1) do we need more context, and if so which search calls? 2) where are the buggy locations (file, class, method)?",
        "From the collected code: is more context needed? If not, name the file and function that must change.",
    ],
    "forced_final": [
        "You have used the maximum number of steps. Based on everything above, give your final answer to the task now.",
        "No more tool calls are allowed. Write the final answer to the original task from what you found.",
    ],
}

STEP_OTHER = [
    ("de", "plan_update", "Aktualisiere deinen Plan anhand der bisherigen Ergebnisse und fahre mit dem nächsten Schritt fort."),
    ("fr", "reflect", "Analyse le résultat ci-dessus et décide de la prochaine action à effectuer."),
    ("es", "fix_failing", "Las pruebas siguen fallando. Corrige el código y vuelve a ejecutarlas."),
    ("zh", "decide_next", "根据上面的结果，决定下一步要执行的操作。"),
    ("ja", "continue_task", "結果を踏まえて、タスクの続きを進めてください。"),
]

SIDE = {
    "summarize": [
        "Summarize the conversation above in a few bullet points: the goal, the files involved, and the current state.",
        "Write a short summary of what has happened so far in this session, including what was tried and what failed.",
        "Give a concise recap of the work above for someone who has not seen it.",
    ],
    "compact": [
        "The context window is nearly full. Condense everything above into a summary a fresh agent could continue from.",
        "Compress this history: keep the task, key findings, file paths and open problems; drop raw tool output.",
        "Produce a compact state snapshot of the session above (goal, knowledge, file changes, next steps) for context compression.",
    ],
    "title": [
        "Give this session a short title, at most {n} words. Reply with the title only.",
        "Write a title for the conversation above (under {n} words, no quotes, no punctuation at the end).",
        "Name this thread in {n} words or fewer.",
    ],
    "commit_msg": [
        "Write a commit message for the changes made above: one subject line under 72 characters, then a short body.",
        "Generate a conventional-commit message describing the diff produced in this session.",
        "Write the git commit message for the edit to {path}. Output only the message.",
    ],
    "next_speaker": [
        "Read the conversation above and pick who should speak next from {names}. Answer with the name only.",
        "Which participant should act next: {names}? Reply with exactly one name.",
        "Select the next role to play from {names} based on the conversation so far. Only return the role.",
    ],
    "next_speaker_check": [
        "Look only at your previous reply. Should the user or the model speak next? Answer as JSON with keys reasoning and next_speaker.",
        "Judge your last turn: did it end with a question to the user, or is more model work pending? Reply JSON {{\"next_speaker\": \"user\"|\"model\"}}.",
    ],
    "memory": [
        "Extract the facts about the user's project and preferences from the conversation above that are worth remembering. Return a JSON list of short strings.",
        "From this session, list durable facts (tools, conventions, paths) to store in long-term memory. JSON array only.",
    ],
}

SIDE_OTHER = [
    ("de", "summarize", "Fasse das bisherige Gespräch in wenigen Stichpunkten zusammen: Ziel, betroffene Dateien, aktueller Stand."),
    ("fr", "title", "Donne un titre court à cette session, {n} mots au plus. Réponds uniquement avec le titre."),
    ("es", "compact", "Resume todo el historial anterior en un estado compacto para que otro agente pueda continuar."),
    ("zh", "summarize", "用几句话总结上面的对话：目标、涉及的文件和当前进展。"),
    ("ja", "title", "この会話に{n}語以内の短いタイトルを付けてください。タイトルのみを返してください。"),
]

WRAPS = [
    "{}", "{}", "{}", "{}",
    "<system-reminder>\n{}\n</system-reminder>",
    "[harness] {}",
    "Note from the orchestrator: {}",
    "## Instruction\n{}",
    "<instruction>{}</instruction>",
    "---\n{}",
]

RETRY = {
    "test_fail": [
        "Your patch was applied but the tests still fail:\n\n{out}\n\nRevise the patch so these tests pass.",
        "Here is the test output after your change. Regenerate the patch.\n\n{out}",
        "Test run failed:\n{out}\nFix the code and try again.",
    ],
    "edit_fail": [
        "The edit could not be applied: the search text was not found. Re-read the file and retry with the exact text.",
        "Your previous edit failed to apply. Use the current file content and try again.",
    ],
    "lint_fail": [
        "Your edit introduced errors:\n\n{out}\n\nFix them before continuing.",
        "Lint failed after the last change:\n{out}\nPlease correct these issues.",
    ],
    "format_error": [
        "[ERROR] Your last reply contained no tool call. Respond with exactly one tool use, or finish.",
        "Your response did not follow the required format (Thought / Action / Action Input). Try again.",
        "Could not parse an action from your reply. Reply with a single fenced code block.",
    ],
}

NUDGES = [
    ("en", "continue"), ("en", "go on"), ("en", "try again"), ("en", "keep going"), ("en", "Continue."),
    ("en", "please continue where you left off"), ("en", "that didn't work, try again"), ("en", "ok do it"),
    ("en", "yes, proceed"), ("en", "still broken, try again"), ("de", "weiter"), ("de", "mach weiter"),
    ("de", "Nochmal versuchen bitte"), ("fr", "continue"), ("fr", "vas-y, continue"), ("fr", "réessaie"),
    ("es", "continúa"), ("es", "sigue"), ("es", "inténtalo de nuevo"), ("zh", "继续"), ("zh", "再试一次"),
    ("ja", "続けて"), ("ja", "もう一度やってみて"), ("ru", "продолжай"), ("ru", "попробуй ещё раз"),
    ("pt", "continue"), ("pt", "tenta de novo"), ("it", "continua"), ("it", "riprova"), ("ko", "계속해"),
    ("ko", "다시 해봐"), ("nl", "ga door"), ("pl", "dalej"), ("tr", "devam et"),
]

STEP_DESCS = ["add the failing test case", "update the call sites", "run the full test suite",
              "write the migration", "update the documentation", "refactor the helper into its own module",
              "wire the new option into the CLI", "verify the fix against the reproduction script"]


def fill(rng, tmpl, repo, names=None):
    k = rng.randint(1, 5)
    m = k + rng.randint(1, 4)
    return tmpl.format(k=k, m=m, nxt=k + 1, desc=rng.choice(STEP_DESCS),
                       test=f"test_{rng.choice(repo.symbols)}", names=names or "[planner, coder, reviewer]",
                       path=rng.choice(repo.src), n=rng.choice([4, 5, 6, 8, 10]))


def step_instruction(rng, repo, kinds=None):
    if rng.random() < 0.08:
        lg, kind, t = rng.choice(STEP_OTHER)
        return kind, lg, t
    kind = rng.choice(kinds or list(STEP))
    return kind, "en", fill(rng, rng.choice(STEP[kind]), repo)


def side_instruction(rng, repo, kinds=None, names=None):
    if rng.random() < 0.08 and not kinds:
        lg, kind, t = rng.choice(SIDE_OTHER)
        return kind, lg, fill(rng, t, repo, names)
    kind = rng.choice(kinds or ["summarize", "compact", "title", "commit_msg", "memory"])
    return kind, "en", fill(rng, rng.choice(SIDE[kind]), repo, names)


def wrap(rng, text):
    return rng.choice(WRAPS).format(text)
