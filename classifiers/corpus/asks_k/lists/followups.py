# Follow-up asks for records with a plain-chat history. The label follows the NEW ask.
# (kind, cats, text)
F = {}
F["en"] = [
("refine_answer", "*", "shorter, please"),
("refine_answer", "*", "can you make that more formal?"),
("refine_answer", "*", "too long. 3 bullets max"),
("refine_answer", "*", "ok but simpler, my manager will read it"),
("refine_answer", "*", "drop the technical details and redo it"),
("translate", "*", "now the same in german"),
("translate", "*", "can you give me that in spanish too?"),
("convert_format", "@prose @logs", "turn that into a jira ticket"),
("convert_format", "*", "same thing as a markdown table please"),
("reply_draft", "bug uerr fb mail", "great. now write the reply to the reporter based on that"),
("reply_draft", "bug uerr", "ok, draft a comment for the issue saying we're on it"),
("title", "bug feat uerr inc pr", "and a title for it?"),
("triage", "bug uerr feat fb adv", "what priority would you give it then?"),
("answer_from_text", "bug uerr trace ci log", "wait, which version was that on again?"),
("explain_plain", "*", "explain that last part again, I didn't get it"),
("action_items", "notes chat mail inc review", "ok and what are the action items from it?"),
("fix_in_repo", "bug uerr fb trace log dup", "ok now fix it in the repo"),
("fix_in_repo", "bug uerr trace log", "makes sense. go ahead and patch it in our code"),
("fix_in_repo", "bug uerr fb", "cool, can you take it from here and fix it? tests too"),
("locate_and_patch", "trace log uerr", "alright, find where that happens in our codebase and fix it"),
("investigate_root_cause", "bug trace log inc", "can you dig into our code and confirm that's really the cause? fix it if so"),
("implement_feature", "feat notes", "sounds good, go ahead and implement it"),
("implement_feature", "feat", "perfect, now build it in our app, start with the backend"),
("fix_ci", "ci", "ok so make the pipeline pass"),
("fix_ci", "ci", "got it. fix it on the branch and rerun until it's green"),
("apply_review", "review pr", "agreed with all of it. apply the comments on the branch"),
("upgrade_dependency", "chg adv", "ok do the upgrade in our repo then"),
("security_remediation", "adv cfg code", "right, patch it everywhere in our services"),
("migration", "schema data", "now write the migration for it and update the models"),
("update_callers", "diff code chg", "good, now update all the call sites in the repo"),
("add_tests_in_repo", "bug trace code", "add a regression test for it in our suite and make sure it passes"),
]
F["es"] = [
("refine_answer", "*", "más corto, por favor"),
("translate", "*", "ahora en inglés"),
("reply_draft", "bug uerr fb mail", "vale, ahora escribe la respuesta para el cliente"),
("convert_format", "*", "pásalo a tabla"),
("fix_in_repo", "bug uerr fb trace log dup", "vale, ahora arréglalo en el repo"),
("implement_feature", "feat notes", "perfecto, impleméntalo"),
("fix_ci", "ci", "ok, pon la CI en verde"),
("locate_and_patch", "trace log uerr", "búscalo en nuestro código y corrígelo"),
]
F["de"] = [
("refine_answer", "*", "kürzer bitte"),
("refine_answer", "*", "etwas förmlicher, bitte"),
("translate", "*", "und jetzt auf Englisch"),
("action_items", "notes chat mail inc review", "welche To-dos folgen daraus?"),
("fix_in_repo", "bug uerr fb trace log dup", "ok, dann fix es jetzt im Repo"),
("implement_feature", "feat notes", "gut, setz es um"),
("fix_ci", "ci", "alles klar, mach die Pipeline grün"),
("apply_review", "review pr", "passt, arbeite die Kommentare im Branch ein"),
]
F["fr"] = [
("refine_answer", "*", "plus court stp"),
("translate", "*", "maintenant en anglais"),
("reply_draft", "bug uerr fb mail", "ok, rédige la réponse au client maintenant"),
("fix_in_repo", "bug uerr fb trace log dup", "ok, corrige-le dans le repo maintenant"),
("implement_feature", "feat notes", "parfait, implémente-le"),
("fix_ci", "ci", "d'accord, fais passer la CI"),
]
F["pt"] = [
("refine_answer", "*", "mais curto, por favor"),
("title", "bug feat uerr inc pr", "e um título pra isso?"),
("fix_in_repo", "bug uerr fb trace log dup", "beleza, agora corrige no repo"),
("implement_feature", "feat notes", "show, agora implementa"),
("upgrade_dependency", "chg adv", "fechou, faz o upgrade no nosso projeto"),
]
F["it"] = [
("refine_answer", "*", "più breve, grazie"),
("translate", "*", "ora in inglese"),
("fix_in_repo", "bug uerr fb trace log dup", "ok, ora correggilo nel repo"),
("implement_feature", "feat notes", "perfetto, implementalo"),
]
F["ru"] = [
("refine_answer", "*", "покороче, пожалуйста"),
("translate", "*", "а теперь на английском"),
("triage", "bug uerr feat fb adv", "и какой приоритет тогда?"),
("fix_in_repo", "bug uerr fb trace log dup", "ок, теперь почини это в репо"),
("implement_feature", "feat notes", "отлично, реализуй"),
("fix_ci", "ci", "понял, сделай CI зелёным"),
]
F["uk"] = [
("refine_answer", "*", "коротше, будь ласка"),
("fix_in_repo", "bug uerr fb trace log dup", "добре, тепер виправ це в репо"),
("implement_feature", "feat notes", "супер, реалізуй це"),
]
F["pl"] = [
("refine_answer", "*", "krócej proszę"),
("fix_in_repo", "bug uerr fb trace log dup", "ok, to teraz napraw to w repo"),
("apply_review", "review pr", "zgadzam się, wprowadź te uwagi w branchu"),
]
F["tr"] = [
("refine_answer", "*", "daha kısa lütfen"),
("fix_in_repo", "bug uerr fb trace log dup", "tamam, şimdi repoda düzelt"),
("implement_feature", "feat notes", "güzel, şimdi geliştir"),
]
F["zh"] = [
("refine_answer", "*", "再短一点"),
("translate", "*", "再给个英文版"),
("fix_in_repo", "bug uerr fb trace log dup", "好，那现在在仓库里修掉"),
("implement_feature", "feat notes", "可以，开始实现吧"),
("fix_ci", "ci", "行，把流水线修绿"),
]
F["ja"] = [
("refine_answer", "*", "もっと短くして"),
("convert_format", "*", "表にしてもらえる？"),
("fix_in_repo", "bug uerr fb trace log dup", "では、リポジトリで修正してください"),
("implement_feature", "feat notes", "いいですね、実装お願いします"),
]
F["ko"] = [
("refine_answer", "*", "더 짧게"),
("fix_in_repo", "bug uerr fb trace log dup", "좋아, 이제 레포에서 고쳐줘"),
("implement_feature", "feat notes", "좋네, 구현해줘"),
]
F["vi"] = [
("refine_answer", "*", "ngắn hơn nữa nhé"),
("fix_in_repo", "bug uerr fb trace log dup", "ok, giờ sửa trong repo đi"),
]
F["id"] = [
("refine_answer", "*", "lebih singkat dong"),
("fix_in_repo", "bug uerr fb trace log dup", "oke, sekarang perbaiki di repo"),
("implement_feature", "feat notes", "sip, implementasikan"),
]

# First user turns of a history (plain chat). (type, lang, text)
FIRST = [
("summary", "en", "can you summarize this?"), ("summary", "en", "what's going on here?"),
("explain", "en", "what does this mean?"), ("explain", "en", "explain this pls"),
("summary", "en", "quick summary?"), ("explain", "en", "help me understand this"),
("summary", "es", "¿me lo resumes?"), ("explain", "de", "was heißt das?"),
("summary", "fr", "tu peux résumer ?"), ("explain", "pt", "o que isso quer dizer?"),
("summary", "ru", "о чём это?"), ("explain", "zh", "这是什么意思？"),
("summary", "ja", "要約して"), ("explain", "ko", "이거 무슨 뜻이야?"),
("summary", "it", "riassumi per favore"), ("summary", "pl", "streść to"),
("explain", "tr", "bu ne demek?"), ("summary", "vi", "tóm tắt giúp"),
("summary", "id", "ringkas dong"), ("explain", "uk", "що це означає?"),
]
REPLY = {
"summary": ["My read of it: {gist}", "What you pasted, in short: {gist}\n\nNothing else in there looks important.",
            "Summary of the pasted text: {gist}"],
"explain": ["Here's what this is: {gist}\n\nThe rest is context around that.",
            "Basically, it's this: {gist} The other lines follow from that.",
            "Explanation: {gist}"],
}
# optional extra exchange (user, assistant, cats) before the new ask
SECOND = [
("is it urgent?", "Judging only from the text, yes: it affects users directly, so I'd treat it as high priority.", "bug uerr fb inc"),
("does it say how often it happens?", "Not precisely. The text describes the symptom but gives no frequency beyond what's quoted.", "bug uerr trace log"),
("ok thanks", "You're welcome. Want me to do anything else with it?", "*"),
("¿es grave?", "Por lo que dice el texto, sí: afecta a usuarios reales.", "bug uerr fb inc"),
("verstanden, danke", "Gern. Sag Bescheid, wenn ich noch etwas damit machen soll.", "*"),
("谢谢", "不客气，还需要我做什么吗？", "*"),
("any obvious red flags?", "Nothing beyond what I mentioned; the main point is the one above.", "code cfg diff schema data chg adv"),
]
