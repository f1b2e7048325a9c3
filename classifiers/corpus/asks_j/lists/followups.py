# Openers: first user turn in a plain-chat history (always a read-only ask), and the
# assistant reply shape. The follow-up (the record's ask) decides the label.
OPENERS = [
 ("summary", "what's this about?"),
 ("summary", "can you summarize this for me?"),
 ("summary", "tl;dr of the following please"),
 ("summary", "give me the short version of this"),
 ("summary", "quick summary?"),
 ("explain", "can you explain what's going on here?"),
 ("explain", "I don't get this one, what's happening?"),
 ("explain", "explain this to me like I just joined the team"),
 ("explain", "what do you make of this?"),
 ("triage", "how serious is this?"),
 ("triage", "is this worth worrying about?"),
 ("reply", "help me write a reply to this"),
 ("reply", "draft a short answer to this please"),
]

ASSISTANT = {
 "summary": [
  "Short version: {gist}",
  "In one line: {gist}\n\nNothing else in it looks urgent beyond that.",
  "Summary:\n- {gist}\n- That is the main point; the rest is supporting detail.",
 ],
 "explain": [
  "Here's what's going on: {gist} The rest of the text is context around that.",
  "Sure. {gist} That's the core of it; the other details just narrow down when it happens.",
 ],
 "triage": [
  "Moderately serious. {gist} I'd treat it as a normal-priority bug unless more users are affected.",
  "It matters: {gist} I'd put it near the top of the queue.",
 ],
 "reply": [
  "Here's a draft:\n\nHi,\n\nthanks for the detailed write-up. To confirm what we understood: {gist_lc} We're looking into it and will get back to you shortly.\n\nBest regards",
  "Draft:\n\nThanks for flagging this. Our understanding is that {gist_lc} We'll follow up once we know more.",
 ],
}

# follow-ups: kind | text   (label comes from the kind)
FOLLOW = {
"en": r"""
rewrite_text|shorter, please
rewrite_text|make it more formal
rewrite_text|can you make that friendlier?
rewrite_text|cut it to two lines
rewrite_text|less jargon please
rewrite_text|ok but drop the last sentence and make it punchier
rewrite_text|reword it so it doesn't sound like we're blaming them
translate|now in German
translate|same thing in Spanish please
translate|can you give me that in French too?
translate|translate your answer to Japanese for the Tokyo team
convert_format|turn that into bullet points
convert_format|put it in a table
convert_format|make it a Jira comment with proper formatting
convert_format|format that as a slack message
triage_label|what priority would you give it?
triage_label|which label fits best, bug or regression?
make_title|give it a title I can use for the ticket
make_title|and a subject line for the email?
reply_to_sender|now draft a reply to them
reply_to_sender|write the response to the reporter based on that
reply_to_sender|add a line asking for their OS version and send me the full reply again
extract_action_items|list the next steps as action items
extract_action_items|what are the open questions from this, as a list?
explain_for_non_dev|explain it again for someone non-technical
explain_for_non_dev|how would I say this to a customer?
answer_from_text|wait, which version did they say?
answer_from_text|does it say anywhere when it started?
answer_from_text|did they mention a workaround?
summarize|summarize your answer in one sentence
draft_status_update|turn this into a status update for the team channel
fix_bug_in_repo|ok now fix it in the repo
fix_bug_in_repo|great, can you go fix it in our codebase?
fix_bug_in_repo|makes sense. please patch it and add a regression test
fix_bug_in_repo|alright, go ahead and fix it, the code's all in this repo
fix_bug_in_repo|sounds right. fix it and run the tests
fix_bug_in_repo|cool, then fix it please
fix_bug_in_repo|ok, so apply the fix across the project
locate_and_patch|can you find where this happens in our code and patch it?
locate_and_patch|ok, find the spot in the repo and fix it
locate_and_patch|now track it down in our code and fix it
investigate_root_cause|go dig through the code and find the actual cause, then fix it
investigate_root_cause|right. can you confirm that theory by looking at our code, and fix it if so?
investigate_root_cause|check the repo and see if that's really what's happening, then patch it
reproduce_and_fix|try to reproduce it on our side and fix it
reproduce_and_fix|write a failing test for it in our suite and then make it pass
implement_feature|great, go ahead and implement it
implement_feature|ok let's build it. implement it in our app
implement_feature|sounds good, do it in the codebase
handle_ticket|ok, can you take this one then?
handle_ticket|perfect, it's yours. do the whole thing in our repo
handle_ticket|please handle it end to end and open a PR
fix_ci_pipeline|ok, make CI green then
fix_ci_pipeline|go fix it so the pipeline passes
apply_review_comments|ok now apply all of that in the branch
update_callers|now update all the places in the repo that use it
upgrade_dependency|ok do the upgrade in our project and fix whatever breaks
apply_review_comments|fine, now make those changes in the branch and push
apply_review_comments|ok, go through the PR and address every point
apply_patch_to_repo|ok apply it to our repo and get the tests passing
update_callers|right, now fix every call site in the codebase
update_docs_in_repo|now update the docs in our repo so they match
upgrade_dependency|ok, bump it in our project and fix what breaks
implement_feature|nice. now build support for it in our service
fix_bug_in_repo|ok, then change our config in the repo accordingly and check nothing else depends on it
add_tests_in_repo|now add proper tests for it to our suite and run them
write_migration_and_models|good, write the migration and update our models to match
patch_vulnerability|ok, patch it across our services
update_callers|got it. replace the old version everywhere in the repo
""",
"es": r"""
rewrite_text|más corto, por favor
translate|ahora en inglés
reply_to_sender|ahora escríbeles una respuesta
triage_label|¿qué prioridad le pondrías?
fix_bug_in_repo|vale, ahora arréglalo en el repo
locate_and_patch|perfecto, busca dónde pasa en nuestro código y corrígelo
implement_feature|genial, impleméntalo
""",
"de": r"""
rewrite_text|kürzer bitte
translate|jetzt auf Englisch
reply_to_sender|schreib ihnen jetzt eine Antwort
convert_format|als Stichpunkte bitte
fix_bug_in_repo|ok, dann behebe es jetzt im Repo
investigate_root_cause|prüf das im Code nach und fix es, falls es stimmt
implement_feature|passt, setz es um
""",
"fr": r"""
rewrite_text|plus court, s'il te plaît
translate|maintenant en anglais
reply_to_sender|rédige-leur une réponse maintenant
fix_bug_in_repo|ok, corrige-le dans le dépôt maintenant
locate_and_patch|trouve l'endroit dans notre code et corrige
handle_ticket|parfait, tu peux t'en charger de bout en bout ?
""",
"pt": r"""
rewrite_text|mais curto, por favor
convert_format|coloca em tópicos
triage_label|que prioridade você daria?
fix_bug_in_repo|beleza, agora corrige no repo
investigate_root_cause|confere no código se é isso mesmo e corrige
implement_feature|ótimo, implementa
""",
"zh": r"""
rewrite_text|再短一点
translate|翻译成英文
reply_to_sender|帮我写一封回复
fix_bug_in_repo|好的，现在在仓库里修复它
locate_and_patch|去代码里找到出问题的地方并修好
implement_feature|可以，开始实现吧
""",
"ja": r"""
rewrite_text|もっと短くして
translate|英語にして
reply_to_sender|相手への返信を書いて
fix_bug_in_repo|では、リポジトリで修正してください
investigate_root_cause|コードを調べて本当にそれが原因か確認して、直して
implement_feature|いいですね、実装してください
""",
"ru": r"""
rewrite_text|покороче, пожалуйста
translate|теперь по-английски
extract_action_items|выпиши следующие шаги
fix_bug_in_repo|ок, теперь почини это в репозитории
locate_and_patch|найди, где это в нашем коде, и исправь
handle_ticket|отлично, возьми задачу целиком
""",
}
