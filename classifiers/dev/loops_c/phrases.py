"""Side-call asks (summary/compaction, title, commit message, next speaker, memory extraction), written for this set.
Composed from parts so the surface form varies widely."""

SUMMARY_EN_OPEN = [
    "Summarize the conversation so far", "Write a summary of everything that happened in this session",
    "The context window is nearly full. Condense the history above", "Compact the transcript above",
    "Produce a handoff note from the work above", "Create a concise recap of this session",
    "Before we continue, write a detailed summary of our conversation", "Compress the preceding exchange",
    "Please distill the history above", "Your context is about to be truncated; summarize what has been done",
    "Generate a checkpoint summary of the session", "Replace the history above with a dense summary",
    "Write a brief for another engineer taking over this task",
]
SUMMARY_EN_FOCUS = [
    "", " so that the work can be resumed without the original messages",
    ", covering the user's requests, files touched, commands run and their results, errors and how they were fixed",
    ", keeping file paths, function names and the current state of the tests",
    ", focusing on decisions made and what is still pending", ", including the exact next step",
    ", preserving any user instructions verbatim",
]
SUMMARY_EN_FMT = [
    ".", ". Use bullet points.", ". Keep it under 300 words.", ". Respond only with the summary, no tool calls.",
    ". Use these sections: Goal, Progress, Key files, Open issues, Next step.",
    ". Wrap the result in <summary></summary> tags.", ". Output plain text only.",
    ". Do not call any tools; answer with text.", ". Use markdown headings.",
]
SUMMARY_L10N = {
    "de": ["Fasse den bisherigen Verlauf knapp zusammen, damit wir ohne die alten Nachrichten weitermachen können.",
           "Das Kontextfenster ist fast voll. Schreibe eine Zusammenfassung: Ziel, erledigte Schritte, geänderte Dateien, nächste Schritte.",
           "Erstelle eine kompakte Zusammenfassung dieser Sitzung (nur Text, keine Tools)."],
    "fr": ["Résume la conversation jusqu'ici pour pouvoir reprendre le travail sans l'historique.",
           "Condense l'historique ci-dessus : objectif, fichiers modifiés, commandes lancées, prochaine étape.",
           "Rédige un résumé détaillé de cette session, sans appeler d'outil."],
    "es": ["Resume la conversación hasta ahora para poder continuar sin el historial.",
           "Compacta el historial anterior: objetivo, archivos tocados, errores y próximo paso.",
           "Escribe un resumen breve de la sesión, solo texto."],
    "zh": ["请总结到目前为止的对话，以便在没有原始消息的情况下继续工作。", "上下文快满了，请压缩以上历史：目标、已修改文件、执行过的命令及结果、下一步。",
           "用要点列出本次会话的进展摘要，不要调用工具。"],
    "ja": ["ここまでの会話を要約してください。元のメッセージなしで作業を再開できるように。", "コンテキストが上限に近いので、上の履歴を圧縮してください（目的・変更したファイル・残作業）。",
           "このセッションの経緯を簡潔にまとめて。ツールは使わないで。"],
    "ru": ["Кратко подытожь разговор, чтобы можно было продолжить без старых сообщений.",
           "Контекст почти заполнен. Сожми историю выше: цель, изменённые файлы, результаты команд, следующий шаг.",
           "Составь сводку этой сессии, только текст."],
    "pt": ["Resuma a conversa até aqui para que o trabalho possa continuar sem o histórico.",
           "Compacte o histórico acima: objetivo, arquivos alterados, comandos executados e próximo passo.",
           "Escreva um resumo detalhado desta sessão, sem usar ferramentas."],
    "ko": ["지금까지의 대화를 요약해 주세요. 원래 메시지 없이도 작업을 이어갈 수 있게요.", "컨텍스트가 거의 찼습니다. 위 기록을 압축해 주세요: 목표, 수정한 파일, 실행한 명령과 결과, 다음 단계.",
           "이 세션의 진행 상황을 간단히 정리해 줘. 도구는 쓰지 마."],
}

TITLE_EN = [
    "Give this conversation a short title (max 6 words).", "Generate a concise title for the session above. Reply with the title only.",
    "What would be a good 3-5 word name for this thread?", "Write a title for this chat, no quotes, no punctuation at the end.",
    "Return a JSON object {\"title\": string} naming this session.", "Name this task in under 50 characters.",
    "Suggest a filename-friendly slug that describes this conversation.", "Summarize the topic of this session as a title, sentence case.",
    "Provide a brief descriptive label for this conversation (four words or fewer).",
]
TITLE_L10N = {
    "de": ["Gib dieser Unterhaltung einen kurzen Titel (höchstens 6 Wörter).", "Wie könnte man diese Sitzung in 3–5 Wörtern nennen?"],
    "fr": ["Donne un titre court à cette conversation.", "Propose un titre de moins de 50 caractères pour cette session."],
    "es": ["Ponle un título corto a esta conversación.", "Genera un título breve para la sesión, solo el título."],
    "zh": ["给这段对话起一个简短的标题。", "用不超过十个字概括这个会话的标题。"],
    "ja": ["この会話に短いタイトルを付けてください。", "このセッションのタイトルを20文字以内で。"],
    "ru": ["Придумай короткий заголовок для этого диалога.", "Назови эту сессию в 3–5 словах."],
    "pt": ["Dê um título curto para esta conversa.", "Gere um título breve para a sessão."],
    "ko": ["이 대화에 짧은 제목을 붙여 줘.", "이 세션의 제목을 다섯 단어 이내로 만들어 주세요."],
}

COMMIT_EN = [
    "Write a commit message for the changes made in this session.", "Generate a Conventional Commits message for the work above.",
    "Draft a git commit message (subject line under 72 chars, then a short body) describing what was changed.",
    "Based on the diff and conversation, write a one-line commit message in the imperative mood.",
    "Compose the commit message for these edits. Reply with the message only.",
    "Write a commit subject and a bulleted body summarizing the fix.",
]
COMMIT_L10N = {
    "de": ["Schreibe eine Commit-Nachricht für die Änderungen dieser Sitzung."], "fr": ["Rédige un message de commit pour ces modifications."],
    "es": ["Escribe un mensaje de commit para los cambios realizados."], "zh": ["为本次会话中的改动写一条提交信息。"],
    "ja": ["このセッションの変更に対するコミットメッセージを書いて。"], "ru": ["Напиши сообщение коммита для сделанных изменений."],
    "pt": ["Escreva uma mensagem de commit para as alterações feitas."], "ko": ["이번 세션의 변경 사항에 대한 커밋 메시지를 작성해 줘."],
}

SPEAKER_EN = [
    "Read the conversation above and pick who should speak next from {roles}. Answer with the name only.",
    "Given the dialogue so far, which participant ({roles}) should take the next turn? Return only the role.",
    "You coordinate a team: {roles}. Based on the last messages, select the next agent. Output one name.",
    "Decide the next speaker. Options: {roles}. If the task is finished, answer FINISH.",
    "Who acts next? Choose exactly one of {roles} and reply in JSON: {{\"next\": \"<name>\"}}.",
    "Select the most suitable agent to continue from this list: {roles}. No explanation.",
]
SPEAKER_L10N = {
    "de": ["Wer soll als Nächstes sprechen? Wähle genau einen aus {roles}."], "fr": ["Qui doit parler ensuite ? Choisis un seul nom parmi {roles}."],
    "es": ["¿Quién debe intervenir ahora? Elige uno de {roles}."], "zh": ["根据上面的对话，从 {roles} 中选出下一个发言的角色，只回答名字。"],
    "ja": ["次に発言すべきエージェントを {roles} から一つ選んでください。"], "ru": ["Кто должен говорить следующим? Выбери одного из {roles}."],
    "pt": ["Quem deve falar em seguida? Escolha um entre {roles}."], "ko": ["다음에 말할 에이전트를 {roles} 중에서 하나만 골라 줘."],
}
SPEAKER_NEXT_EN = [
    "Analyze only your immediately preceding reply and decide whether the user or the model should speak next. Respond in JSON with keys reasoning and next_speaker.",
    "Based on your last response, is it the model's turn to continue or is it waiting for the user? Answer as JSON {{\"next_speaker\": \"user\"|\"model\", \"reasoning\": ...}}.",
]

MEMORY_EN = [
    "Extract durable facts worth remembering from this session (user preferences, project conventions, commands that work). Return a JSON list.",
    "From the conversation above, list the memories to store for future sessions, one per line.",
    "Identify entities (files, services, people, tools) mentioned above and describe each in one sentence, as JSON.",
    "What did we learn in this session that should be saved to long-term memory? Output bullet points only.",
    "Update the agent's running memory with the key takeaways from the latest events. Reply with the new memory text.",
    "Pull out reusable lessons from this run (what failed, what fixed it) as short notes.",
]
MEMORY_L10N = {
    "de": ["Welche dauerhaften Fakten aus dieser Sitzung sollten gespeichert werden? Als Liste."],
    "fr": ["Extrais les faits à mémoriser de cette session (préférences, conventions du projet)."],
    "es": ["Extrae los datos que conviene recordar de esta sesión, en formato JSON."], "zh": ["从上面的会话中提取值得长期记住的信息，用 JSON 列表返回。"],
    "ja": ["このセッションから長期記憶に保存すべき事実を抽出して。"], "ru": ["Извлеки из этой сессии факты, которые стоит запомнить."],
    "pt": ["Extraia fatos desta sessão que valem a pena guardar na memória."], "ko": ["이 세션에서 장기 기억으로 저장할 사실을 추출해 줘."],
}


def side_ask(rng, kind, lang, roles=None):
    roles_s = ", ".join(roles or ["planner", "coder", "reviewer", "tester"])
    if kind == "summary":
        if lang == "en":
            return rng.choice(SUMMARY_EN_OPEN) + rng.choice(SUMMARY_EN_FOCUS) + rng.choice(SUMMARY_EN_FMT)
        return rng.choice(SUMMARY_L10N[lang])
    if kind == "title":
        return rng.choice(TITLE_EN) if lang == "en" else rng.choice(TITLE_L10N[lang])
    if kind == "commit":
        return rng.choice(COMMIT_EN) if lang == "en" else rng.choice(COMMIT_L10N[lang])
    if kind == "next_speaker":
        return (rng.choice(SPEAKER_EN) if lang == "en" else rng.choice(SPEAKER_L10N[lang])).format(roles=roles_s)
    if kind == "next_speaker_model":
        return rng.choice(SPEAKER_NEXT_EN).format()
    if kind == "memory":
        return rng.choice(MEMORY_EN) if lang == "en" else rng.choice(MEMORY_L10N[lang])
    raise ValueError(kind)


SIDE_SYSTEMS = {
    "summary": ["You condense long agent transcripts into faithful summaries.",
                "You are a summarization helper for a coding assistant. Be precise about files and commands.",
                "Your job is to compress conversation history without losing facts needed to continue."],
    "title": ["You write short titles for chat sessions.", "Generate a title. Output nothing else.",
              "You label conversations. Reply with a few words only."],
    "commit": ["You are an expert at writing git commit messages.", "Write clear commit messages in the imperative mood.",
               "Reply with a commit message only: a subject line and optionally a body."],
    "next_speaker": ["You are the moderator of a multi-agent discussion.", "You route turns between agents in a team.",
                     "Select the next role to play in this group chat."],
    "next_speaker_model": ["You decide who speaks next in a conversation."],
    "memory": ["You extract long-term memories from agent runs.", "You maintain the memory store of an assistant.",
               "Identify facts worth saving for later sessions."],
}
