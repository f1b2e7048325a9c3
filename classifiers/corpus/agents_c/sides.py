"""Wordings for side calls (titles, summaries, memory, commit messages, speaker choice)."""

TITLE = [
    ("en", "Write a short title for this conversation. Reply with the title only."),
    ("en", "Name this session in 3-5 words."),
    ("en", "Give this chat a concise heading of at most six words, without quotes or trailing punctuation."),
    ("en", "Turn the user's first request into a label of no more than 50 characters for a sidebar list."),
    ("en", "What is this thread about? Answer with a few words that could appear in a history list."),
    ("en", "Describe this session in four words or fewer."),
    ("en", "Produce a brief, descriptive name for this task. Lowercase, no punctuation."),
    ("en", "You label conversations. Output one line: a headline for the exchange below (max 8 words)."),
    ("en", "Suggest a filename-friendly slug (kebab-case, max 5 words) that captures what the user is working on."),
    ("en", "Decide whether the latest message starts a new topic. Respond as JSON with keys isNewTopic (bool) and title (string or null)."),
    ("de", "Gib dieser Sitzung einen kurzen Namen aus 3 bis 5 Wörtern."),
    ("de", "Formuliere eine knappe Überschrift für diesen Chat, nur die Überschrift ausgeben."),
    ("fr", "Donne un titre court à cette conversation, sans guillemets."),
    ("es", "Ponle un nombre breve a esta sesión, máximo cinco palabras."),
    ("pt", "Crie um título curto para esta conversa. Responda apenas com o título."),
    ("it", "Dai un nome breve a questa sessione (massimo 5 parole)."),
    ("zh", "用不超过十个字概括这次对话的主题，只输出标题。"),
    ("ja", "この会話に短いタイトルを付けてください。タイトルのみを出力してください。"),
    ("ko", "이 대화에 어울리는 짧은 제목을 붙여줘. 제목만 출력해."),
    ("ru", "Придумай короткое название для этого диалога (3–5 слов), выведи только название."),
    ("tr", "Bu oturuma 3-5 kelimelik kısa bir ad ver."),
    ("nl", "Geef dit gesprek een korte titel van hooguit vijf woorden."),
    ("pl", "Nadaj tej rozmowie krótki tytuł (maks. 5 słów)."),
]

SUMMARY = [
    ("en", "Summarize the conversation so far so that work can continue in a fresh context. Keep file paths, decisions, open problems and the next step."),
    ("en", "Compact the history above into a concise brief: goal, what has been done, what failed, what remains. Do not call any tools."),
    ("en", "Your context window is nearly full. Write a dense summary of the session that another engineer could pick up from."),
    ("en", "Progressively summarize the lines of conversation below, adding to the previous summary and returning a new summary."),
    ("en", "Condense the events below into a state snapshot with sections for the overall goal, key knowledge, file changes, recent actions and the current plan."),
    ("en", "Write a short recap (max 10 bullet points) of what the agent did in this run."),
    ("en", "In one sentence, describe what is currently being worked on, for a status line."),
    ("en", "Create a handoff note from the thread above: the user's intent, relevant files, and unfinished items."),
    ("de", "Fasse den bisherigen Verlauf knapp zusammen, damit die Arbeit in einem neuen Kontext weitergehen kann."),
    ("fr", "Résume la conversation jusqu'ici : objectif, actions réalisées, problèmes restants et prochaine étape."),
    ("es", "Resume el historial anterior de forma concisa para poder continuar en un contexto nuevo."),
    ("pt", "Resuma a sessão até agora em tópicos curtos: objetivo, o que foi feito e o que falta."),
    ("zh", "请把以上对话压缩成一份简洁的摘要，保留关键文件、决定和下一步。"),
    ("ja", "これまでのやり取りを要約してください。目的、実施内容、未解決の問題、次の手順を含めること。"),
    ("ru", "Сожми историю выше в краткое резюме: цель, что сделано, что не получилось, что осталось."),
    ("ko", "지금까지의 대화를 요약해 줘. 목표, 한 일, 남은 일을 포함해."),
]

MEMORY = [
    ("en", "Extract long-lived facts about the user and the project from the conversation (preferences, conventions, environment). Return a JSON array of short strings; return [] if nothing is worth remembering."),
    ("en", "Identify information worth saving to memory for future sessions. Output JSON: {\"memories\": [{\"content\": ..., \"category\": ...}]}."),
    ("en", "List any new user preferences or project rules revealed below, one per line, or NONE."),
    ("en", "Evaluate the completed task: give a quality score from 0 to 10, suggestions for next time, and entities worth storing, as JSON."),
    ("en", "Which facts from this exchange should update the agent's knowledge file? Reply with additions as markdown bullets."),
    ("de", "Extrahiere dauerhafte Fakten über Nutzer und Projekt aus dem Gespräch als JSON-Liste."),
    ("fr", "Extrais les préférences durables de l'utilisateur présentes dans cet échange, au format liste JSON."),
    ("zh", "从以下对话中提取值得长期记住的用户偏好和项目约定，以 JSON 数组输出。"),
    ("es", "Extrae de la conversación los datos que convenga recordar en futuras sesiones, como lista JSON."),
]

COMMIT = [
    ("en", "Write a git commit message for the changes below. Imperative mood, subject under 72 characters, optional body."),
    ("en", "Generate a conventional commit message (type(scope): subject) describing this diff."),
    ("en", "One-line commit subject for this change, please."),
    ("en", "You write commit messages. Given the diff and the request that produced it, reply with the message only."),
    ("en", "Summarize these staged changes as a commit message; no code fences."),
    ("de", "Schreibe eine Commit-Nachricht für den folgenden Diff (Betreff im Imperativ, max. 72 Zeichen)."),
    ("fr", "Rédige un message de commit pour le diff ci-dessous."),
    ("es", "Escribe un mensaje de commit para estos cambios."),
    ("zh", "根据下面的 diff 写一条 git 提交信息。"),
    ("ja", "以下の差分に対するコミットメッセージを書いてください。"),
    ("pt", "Escreva uma mensagem de commit para o diff abaixo."),
]

NEXT_SPEAKER = [
    ("en", "Read the conversation above, then choose who should act next from {roles}. Reply with the name only."),
    ("en", "Given the roles {roles} and the discussion so far, which participant should take the next turn? Output just one name."),
    ("en", "You coordinate a team. Based on the latest message, select the next speaker among {roles}. Answer with the role name and nothing else."),
    ("en", "Look only at your previous turn and decide whether the user or the model should speak next. Respond in JSON with 'reasoning' and 'next_speaker'."),
    ("de", "Lies das Gespräch oben und wähle aus {roles}, wer als Nächstes spricht. Antworte nur mit dem Namen."),
    ("fr", "Lis la conversation ci-dessus et choisis qui doit parler ensuite parmi {roles}. Réponds uniquement par le nom."),
    ("zh", "阅读以上对话，从 {roles} 中选出下一个发言者，只回复名字。"),
]

_ALL = {"title": TITLE, "summary": SUMMARY, "compact": SUMMARY, "memory": MEMORY, "commit": COMMIT,
        "next_speaker": NEXT_SPEAKER}


def wording(r, kind, non_en=0.3):
    pool = _ALL[kind]
    if r.random() < non_en:
        c = [w for w in pool if w[0] != "en"]
    else:
        c = [w for w in pool if w[0] == "en"]
    return r.choice(c or pool)
