"""Our own ask pool: templates in 13 natural languages, filled from small vocabularies.

Each template line is  LABEL|kind|ctx|text  where LABEL is S (single_step) or L (long_horizon) and ctx names
the supplied content the ask comes with (fn, snippet, schema, tb, log, diff, bigfile, ticket, cmdout, file,
cilog or -). Slots: {fn} {file} {file2} {cmd} {w} {w2} {topic} {rx} {plang} {dir} {n}.
The label follows the clients' notes "Labels": content supplied + a local ask -> single; anything that needs the
workspace (read, run, search, edit beyond what is pasted) -> long.
"""
from __future__ import annotations

import random

from . import vocab as V

EN = r"""
S|docstring|fn|add a docstring to {fn}
S|docstring|fn|Write a Google-style docstring for `{fn}` below. Don't change the code.
S|docstring|fn|docstring pls
S|docstring|fn|can you document this function? params + return + raises
S|docstring|bigfile|Add a docstring to `{fn}` — only that one, leave the rest of the file alone.
S|docstring|bigfile|here's the whole module, I only need {fn} commented properly (numpy style)
S|explain|snippet|what does this do?
S|explain|snippet|Can you explain this code line by line? I inherited it and nobody knows.
S|explain|fn|explain {fn} to me like I'm new to {plang}
S|explain|fn|is there a bug in {fn}? just look at the code, don't run anything
S|explain|snippet|why would this return None sometimes?
S|explain|bigfile|In this file, what does `{fn}` actually return when the input is empty?
S|complexity|fn|what's the time complexity of {fn}?
S|review|fn|quick review of {fn} please — naming, edge cases, anything obviously wrong
S|review|diff|Review this diff. Anything risky?
S|explain|diff|what does this patch change, in one paragraph
S|rewrite|fn|rewrite {fn} to be more idiomatic {plang}
S|rewrite|fn|make {fn} shorter without changing behaviour
S|rewrite|fn|Refactor this function to use early returns.
S|rewrite|fn|convert {fn} to async
S|type_hints|fn|add type hints to {fn}
S|rename|fn|rename {fn} to something clearer and update the references inside it
S|rename|snippet|rename the variables in this snippet so they make sense
S|unit_test|fn|write pytest tests for {fn} covering the edge cases
S|unit_test|fn|Generate unit tests for this function (table driven if {plang} allows it).
S|unit_test|bigfile|Write tests for `{fn}` only. The rest of the module is context.
S|translate_code|fn|translate {fn} to {plang2}
S|translate_code|snippet|port this to {plang2}, keep the same function names
S|sql|schema|SQL: total amount per status for the last 30 days, using the schema below
S|sql|schema|write a query that returns the 10 most recent rows per parent id for this schema
S|sql|schema|Given these tables, how do I find parents with no children? Postgres.
S|sql|schema|add an index that makes lookups by created_at fast, and explain why
S|regex|-|regex for {rx}
S|regex|-|Write a regular expression matching {rx}. Python flavour.
S|regex|-|need a regex that matches {rx}, JS
S|regex|-|what regex would match {rx}? explain each part
S|tool_question|-|what does `{topic}` do?
S|tool_question|-|Quick one: when would I use `{topic}`?
S|tool_question|-|eli5 {topic}
S|tool_question|-|difference between `{topic}` and the usual way?
S|tool_question|-|is `{topic}` safe to use in production?
S|shell_oneliner|-|one-liner to find all files bigger than {n}MB under the current dir
S|shell_oneliner|-|bash: how do I loop over lines of a file that may contain spaces
S|shell_oneliner|-|How do I count lines of code by extension with standard unix tools?
S|concept|-|What's the difference between a process and a thread, briefly?
S|concept|-|when should I use a {w} queue instead of a plain list?
S|concept|-|explain optimistic vs pessimistic locking with an example
S|error_explain|tb|what does this error mean?
S|error_explain|tb|Got this traceback. Can you tell me what it's complaining about? Not asking you to fix anything yet.
S|error_explain|tb|what's causing this??
S|error_explain|cmdout|I ran this and got the output below. What does exit code {n} mean here?
S|error_explain|cmdout|can someone explain what this output is telling me
S|log_explain|log|explain this log. is something wrong?
S|log_explain|log|Summarize what happened in this log excerpt.
S|log_explain|log|which line here is the actual error?
S|explain|file|here's {file}. what is it for?
S|explain|file|Walk me through this file at a high level.
S|rewrite|file|turn the comments in this file into proper docstrings
S|naming|-|good name for a function that {w}s a {w2} and retries on failure?
S|concept|-|In {plang}, how do I read an env var with a default?
S|concept|-|how do I pretty-print JSON in {plang}?
S|concept|-|What's a good way to debounce a function in TypeScript? Just the snippet.
S|regex|-|regex: {rx} — no lookbehind please, our engine doesn't support it
S|tool_question|-|{topic} — what does it do exactly? docs are confusing
S|explain|snippet|yo what is this even doing lol
S|rewrite|snippet|pls make this readable
S|docstring|fn|pls add jsdoc/docstring to this fn, thx
S|sql|schema|hey can u write me the SQL for monthly totals per kind? schema:
S|unit_test|fn|- write tests for {fn}\n- use parametrize\n- no mocks
S|explain|fn|Hi! Could you kindly explain what {fn} is doing? Thank you very much in advance.
S|error_explain|tb|im getting this error when i run my script, wat does it mean
S|tool_question|-|does `{topic}` rewrite history? yes/no + one sentence
L|bugfix_repo|-|find why the {w} never expires and fix it
L|bugfix_repo|-|There's a bug where {w}s get duplicated after a retry. Track it down and fix it.
L|bugfix_repo|-|fix the failing tests
L|bugfix_repo|-|fix the failing test in tests/
L|bugfix_repo|-|the CI is red, make it green
L|bugfix_repo|-|`{cmd}` fails on main since yesterday. figure out why and fix
L|bugfix_repo|tb|This is crashing in prod. Find the cause in our codebase and fix it.
L|bugfix_repo|tb|fix this, it happens every time I hit /api/{w}s
L|fix_from_error|cmdout|{cmd} gives me this. fix it pls
L|fix_from_error|cilog|CI failed with the log below. Please fix whatever is broken in the repo.
L|bugfix_repo|log|these errors started after the last deploy; find the bug in the {w} service and patch it
L|run_tests|-|run `{cmd}` and tell me what fails
L|run_tests|-|run the tests and fix anything that breaks
L|run_tests|-|can you run the test suite and summarise the failures?
L|explore_repo|-|what does {file} do?
L|explore_repo|-|where is the {w} logic implemented?
L|explore_repo|-|how does auth work in this project?
L|explore_repo|-|Give me an overview of this repo's architecture.
L|explore_repo|-|which functions call {fn}?
L|explore_repo|-|is {fn} still used anywhere?
L|feature|-|add a --dry-run flag to the CLI
L|feature|-|Implement pagination for the /{w}s endpoint, with tests.
L|feature|-|add rate limiting to the API
L|feature|-|build a REST API with auth, tests and a Dockerfile
L|feature|-|Add CSV export to the {w} report page (backend + frontend).
L|feature|-|add a {w} settings page and wire it up end to end
L|feature|-|support {w2} in the importer, there are 3 places that need it I think
L|feature|-|Create a new endpoint that returns {w} stats, follow the existing patterns in the codebase.
L|migrate|-|migrate the project from {lib} to {lib2}
L|migrate|-|upgrade us to Python 3.12 and fix whatever breaks
L|migrate|-|convert the whole codebase from callbacks to async/await
L|migrate|-|Move all config from env vars to a settings module.
L|refactor_repo|-|rename {fn} to {fn2} everywhere
L|refactor_repo|-|split {file} into smaller modules, it's 3k lines
L|refactor_repo|-|remove all the dead code in {dir}
L|refactor_repo|-|Replace every print() with proper logging across the repo.
L|ci_fix|-|the lint job fails, fix all the warnings
L|ci_fix|-|make mypy pass on the whole package
L|ci_fix|-|Our GitHub Actions workflow times out. Investigate and fix.
L|setup_project|-|set up pre-commit with ruff and black for this repo
L|setup_project|-|add a Dockerfile and docker-compose for local dev
L|setup_project|-|scaffold a new {plang} service called {w}-svc with tests and CI
L|perf_repo|-|the {w} endpoint is slow (~3s). profile it and speed it up
L|perf_repo|-|find the N+1 queries in the app and fix them
L|dependency_upgrade|-|bump {lib} to the latest major and fix the breaking changes
L|research|-|research which {w} library we should use and prototype it in our codebase
L|ticket|ticket|pls handle this ticket
L|ticket|ticket|Can you take this one?
L|ticket|ticket|fix
L|ticket|ticket|Here's the bug report from QA. Reproduce and fix.
L|explore_repo|-|what does hello.py do?
L|bugfix_repo|-|the {w} page shows stale data after save. no idea why. look into it?
L|bugfix_repo|-|users report {w}s missing after import. investigate the import code and fix it
L|bugfix_repo|-|memory leak in the worker, find it
L|feature|-|- add {w} model\n- migration\n- CRUD endpoints\n- tests
L|bugfix_repo|-|URGENT: checkout broken!!! fix asap
L|bugfix_repo|-|fix teh bug where {w} count is off by one on the dashbord
L|run_tests|-|run {cmd}, then fix what fails, then run it again until green
L|explore_repo|-|Could you look through the codebase and list every place we touch the {w} table?
L|feature|-|implement the TODOs in {dir}
L|bugfix_repo|-|hey, when you have a sec — the nightly export job has been failing, can you dig in?
L|migrate|-|we're dropping {lib}. replace all usages with {lib2}.
L|refactor_repo|-|extract the duplicated {w} validation into a shared helper and use it everywhere
S|regex|-|@here anyone got a regex for {rx}? :pray:
S|tool_question|-|hey quick q — `{topic}`, what's it for? :thinking_face:
S|explain|snippet|Please to explain me what this code is doing, I am not understanding the part with loop.
S|unit_test|fn|Kindly write the unit test for this function, it is for my project submission.
S|explain|fn|wtf does {fn} do. who wrote this garbage
S|rewrite|fn|this is ugly, clean it up. don't touch the signature
S|docstring|fn|docstrng for {fn} plz, google style, short
S|sql|schema|need sql: parents w/ more than 3 children created this week. pg 15
S|regex|-|regx to validate {rx}?? mine keeps matching everything
S|explain|snippet|TL;DR of this snippet? one sentence
S|tool_question|-|what happens if I run `{topic}` on a shared branch?
S|concept|-|Is it better to use a dataclass or a TypedDict for a config object in Python? Short answer.
S|concept|-|what's the idiomatic way to handle errors in {plang}? small example pls
S|rewrite|fn|Could you rewrite {fn} without the nested ifs? Same behaviour, same name.
S|review|fn|Code review request:\n- is {fn} thread safe?\n- any off-by-one?\nNo need to run anything.
S|error_explain|tb|Stack trace below. I'm not asking for a fix, I just want to understand where it blows up and why.
S|error_explain|cmdout|got this from CI, is it a flaky network thing or a real failure?
S|log_explain|log|can you tell from these lines whether the retry logic kicked in?
S|explain|bigfile|big file, sorry. Just tell me what `{fn}` returns for None input.
S|rename|bigfile|in this module, rename the local variables inside `{fn}` only — nothing else changes.
S|type_hints|bigfile|add type annotations to `{fn}` (only that function) in the file below
S|translate_code|fn|same thing but in {plang2} pls
S|explain|diff|can u explain what this diff does before I approve it
S|tool_question|-|how do I undo `{topic}`?
S|shell_oneliner|-|bash one-liner to rename all *.jpeg to *.jpg in a folder
S|shell_oneliner|-|jq: how do I get every id where status == "failed" from a JSON array?
S|concept|-|why is my {plang} program slower with more threads? general reasons, not my code
L|bugfix_repo|-|@channel prod is throwing 500s on /{w}s since the 2pm deploy — can someone (you) find it and push a fix
L|bugfix_repo|-|Please to fix the bug in our project where the {w} is not saving, I am checking and not finding it.
L|feature|-|yo add dark mode to the dashboard, whole app
L|run_tests|-|run the whole test suite and give me a table of failures by module
L|explore_repo|-|walk me through how a request flows from the router to the DB in this codebase
L|explore_repo|-|where do we set the {w} timeout? can't find it
L|bugfix_repo|-|this stupid flaky test in tests/ keeps failing on CI, figure out why and fix it for real
L|migrate|-|Port the build from Makefile to just; keep all targets working.
L|refactor_repo|-|the {w} module is a mess. restructure it into smaller files and keep the tests passing
L|feature|-|Ticket: "As an admin I can export {w}s as CSV". Implement it (API + UI + tests).
L|ci_fix|-|make the build pass on Windows too, it only works on mac right now
L|perf_repo|-|startup takes 8s. find what's slow at import time and fix it
L|setup_project|-|create a Makefile with lint/test/run targets that match what this repo actually uses
L|bugfix_repo|-|regression since v{n}: {w}s export empty. git bisect it and fix
L|fix_from_error|tb|getting this on my machine when running the app. pls fix in the code, not just explain
L|fix_from_error|cmdout|`{cmd}` → this. make it pass
L|dependency_upgrade|-|dependabot PR for {lib} broke everything. fix our code for the new version
L|research|-|check how the other services in this monorepo do auth and make {w}-svc consistent
L|bugfix_repo|-|fix all the TODO(bug) comments in the repo
L|feature|-|add i18n to the settings screens (en, de, ja), extract all strings
L|refactor_repo|snippet|we have this pattern copy-pasted all over the codebase. replace every occurrence with a helper
L|perf_repo|fn|{fn} is slow and it's called from a bunch of places. find the callers and fix the hot path
L|bugfix_repo|fn|this function returns wrong totals in prod. find where it's called with bad input and fix the root cause
L|feature|snippet|implement this interface for all three storage backends in our repo
L|run_tests|fn|I changed {fn} (below). run the test suite and fix whatever breaks
L|bugfix_repo|diff|this diff from yesterday broke the nightly job. figure out what else needs to change and fix it
L|refactor_repo|fn|{fn} is duplicated in 4 modules with small differences. unify them and update all callers
L|feature|file|{file} is below. add the same caching it has to every other service module in the repo
L|migrate|snippet|we still use this old API everywhere; migrate all call sites to the new one
L|explore_repo|fn|where else in the project do we do what {fn} does? list the files
L|bugfix_repo|snippet|the test below fails on main. make it pass without changing the test
L|ci_fix|diff|after this change the pipeline is red; fix the pipeline (lint + tests) in the repo
S|rewrite|file|here's {file}; just reorder the imports and group them, nothing else
S|explain|file|what would happen if I call the first function in this file twice? reason from the code only
S|unit_test|snippet|write one test for the snippet below, no fixtures needed
S|prompt_writing|-|write a ReAct prompt template (Thought / Action / Action Input / Observation) for an agent with a {w} search tool
S|prompt_writing|-|give me a short example of the Thought/Action/Observation format, with made-up tool outputs
S|prompt_writing|-|what's the difference between ReAct-style text tool calls and native function calling? short
S|prompt_writing|-|Draft a system prompt that tells a model to answer with one bash block and wait for <returncode> and <output>.
S|prompt_writing|-|how should I format tool results when I send them back to the model, as a tool message or a user message? pros/cons
S|explain|-|in an agent loop, what does "Observation:" mean and who writes it?
"""

ES = r"""
S|docstring|fn|añade un docstring a {fn}
S|explain|snippet|¿qué hace este código?
S|explain|fn|explícame {fn} paso a paso, por favor
S|regex|-|expresión regular para {rx}
S|sql|schema|escribe la consulta SQL para sacar el total por estado con este esquema
S|unit_test|fn|genera tests unitarios para {fn}
S|tool_question|-|¿qué hace `{topic}`?
S|error_explain|tb|¿qué significa este error?
S|rewrite|fn|reescribe {fn} para que sea más legible
S|log_explain|log|explícame este log, ¿hay algo raro?
S|translate_code|fn|pasa {fn} a {plang2}
S|docstring|bigfile|solo necesito un docstring para `{fn}`, el resto del archivo déjalo igual
L|bugfix_repo|-|arregla los tests que fallan
L|bugfix_repo|-|encuentra por qué la caché de {w} nunca expira y arréglalo
L|run_tests|-|ejecuta `{cmd}` y dime qué falla
L|explore_repo|-|¿qué hace {file}?
L|feature|-|añade paginación al endpoint de {w}s, con tests
L|migrate|-|migra el proyecto de {lib} a {lib2}
L|fix_from_error|cmdout|me sale esto al correr {cmd}, arréglalo en el repo
L|ticket|ticket|resuelve este ticket porfa
L|refactor_repo|-|renombra {fn} a {fn2} en todo el proyecto
L|ci_fix|-|el CI está en rojo, ponlo en verde
"""

FR = r"""
S|docstring|fn|ajoute une docstring à {fn}
S|explain|snippet|qu'est-ce que fait ce code ?
S|explain|fn|peux-tu m'expliquer {fn} ? merci
S|regex|-|une regex pour {rx} stp
S|sql|schema|écris la requête SQL : montant total par statut, avec ce schéma
S|unit_test|fn|écris des tests pytest pour {fn}
S|tool_question|-|à quoi sert `{topic}` ?
S|error_explain|tb|que veut dire cette erreur ?
S|rewrite|fn|réécris {fn} de façon plus idiomatique
S|log_explain|log|tu peux m'expliquer ce log ?
S|type_hints|fn|ajoute les annotations de type à {fn}
S|unit_test|bigfile|écris des tests uniquement pour `{fn}` (le reste du fichier est juste du contexte)
L|bugfix_repo|-|corrige les tests qui échouent
L|bugfix_repo|-|trouve pourquoi le cache {w} n'expire jamais et corrige-le
L|run_tests|-|lance `{cmd}` et dis-moi ce qui casse
L|explore_repo|-|que fait {file} ?
L|feature|-|ajoute un flag --dry-run à la CLI
L|migrate|-|migre tout le projet de {lib} vers {lib2}
L|fix_from_error|cilog|la CI a planté avec ce log, répare ce qui est cassé dans le dépôt
L|ticket|ticket|peux-tu traiter ce ticket ?
L|perf_repo|-|l'endpoint {w} est lent, trouve pourquoi et optimise
L|explore_repo|-|où est implémentée la logique de {w} ?
"""

DE = r"""
S|docstring|fn|füge {fn} einen Docstring hinzu
S|explain|snippet|was macht dieser Code?
S|explain|fn|erklär mir bitte {fn}
S|regex|-|Regex für {rx}
S|sql|schema|schreib mir die SQL-Abfrage: Summe pro Status, Schema unten
S|unit_test|fn|schreib Unit-Tests für {fn}
S|tool_question|-|was macht `{topic}` genau?
S|error_explain|tb|was bedeutet dieser Fehler?
S|rewrite|fn|mach {fn} lesbarer, Verhalten soll gleich bleiben
S|log_explain|log|kannst du mir dieses Log erklären?
S|complexity|fn|welche Laufzeitkomplexität hat {fn}?
S|rename|fn|benenne die Variablen in {fn} sinnvoll um
L|bugfix_repo|-|repariere die fehlschlagenden Tests
L|bugfix_repo|-|finde heraus, warum der {w}-Cache nie abläuft, und behebe es
L|run_tests|-|führ `{cmd}` aus und sag mir, was fehlschlägt
L|explore_repo|-|was macht {file}?
L|feature|-|bau Paginierung in den /{w}s-Endpunkt ein, inklusive Tests
L|migrate|-|stell das Projekt von {lib} auf {lib2} um
L|fix_from_error|tb|das passiert in Produktion, finde die Ursache im Code und fix es
L|ticket|ticket|bitte dieses Ticket umsetzen
L|ci_fix|-|die Pipeline ist rot, bitte grün machen
L|refactor_repo|-|ersetze überall print() durch Logging
"""

PT = r"""
S|docstring|fn|adiciona uma docstring em {fn}
S|explain|snippet|o que esse código faz?
S|explain|fn|me explica a função {fn}?
S|regex|-|regex pra {rx}
S|sql|schema|escreve a query SQL com o total por status usando esse schema
S|unit_test|fn|gera testes unitários pra {fn}
S|tool_question|-|o que `{topic}` faz?
S|error_explain|tb|o que significa esse erro?
S|rewrite|fn|reescreve {fn} de um jeito mais limpo
S|log_explain|log|explica esse log pra mim
S|translate_code|snippet|converte esse trecho pra {plang2}
L|bugfix_repo|-|corrige os testes que estão falhando
L|bugfix_repo|-|descobre por que o cache de {w} nunca expira e corrige
L|run_tests|-|roda `{cmd}` e me diz o que falha
L|explore_repo|-|o que o {file} faz?
L|feature|-|adiciona exportação CSV no relatório de {w}
L|migrate|-|migra o projeto de {lib} para {lib2}
L|ticket|ticket|resolve esse chamado aqui
L|fix_from_error|cmdout|tá dando isso quando rodo {cmd}, arruma no projeto
L|explore_repo|-|onde fica a lógica de {w} nesse repo?
"""

IT = r"""
S|docstring|fn|aggiungi una docstring a {fn}
S|explain|snippet|cosa fa questo codice?
S|regex|-|regex per {rx}
S|sql|schema|scrivi la query SQL per il totale per stato con questo schema
S|unit_test|fn|scrivi dei test per {fn}
S|tool_question|-|cosa fa `{topic}`?
S|error_explain|tb|cosa significa questo errore?
S|rewrite|fn|riscrivi {fn} in modo più leggibile
S|log_explain|log|mi spieghi questo log?
L|bugfix_repo|-|sistema i test che falliscono
L|bugfix_repo|-|trova perché la cache di {w} non scade mai e correggila
L|run_tests|-|esegui `{cmd}` e dimmi cosa fallisce
L|explore_repo|-|cosa fa {file}?
L|feature|-|aggiungi la paginazione all'endpoint /{w}s con i test
L|migrate|-|migra il progetto da {lib} a {lib2}
L|ticket|ticket|puoi occuparti di questo ticket?
L|ci_fix|-|la pipeline è rossa, falla tornare verde
"""

RU = r"""
S|docstring|fn|добавь docstring к {fn}
S|explain|snippet|что делает этот код?
S|explain|fn|объясни, как работает {fn}
S|regex|-|регулярка для {rx}
S|sql|schema|напиши SQL-запрос: сумма по статусам, схема ниже
S|unit_test|fn|напиши юнит-тесты для {fn}
S|tool_question|-|что делает `{topic}`?
S|error_explain|tb|что означает эта ошибка?
S|rewrite|fn|перепиши {fn} покороче, поведение не менять
S|log_explain|log|объясни этот лог, что тут не так?
S|translate_code|fn|перепиши {fn} на {plang2}
L|bugfix_repo|-|почини падающие тесты
L|bugfix_repo|-|найди, почему кэш {w} никогда не истекает, и исправь
L|run_tests|-|запусти `{cmd}` и скажи, что падает
L|explore_repo|-|что делает {file}?
L|feature|-|добавь флаг --dry-run в CLI
L|migrate|-|переведи проект с {lib} на {lib2}
L|fix_from_error|cilog|CI упал, лог ниже. почини в репозитории
L|ticket|ticket|возьми этот тикет, пожалуйста
L|refactor_repo|-|переименуй {fn} в {fn2} по всему проекту
L|explore_repo|-|где в проекте реализована логика {w}?
"""

ZH = r"""
S|docstring|fn|给 {fn} 加个 docstring
S|explain|snippet|这段代码是做什么的？
S|explain|fn|帮我解释一下 {fn} 的逻辑
S|regex|-|写一个匹配{rx}的正则
S|sql|schema|根据下面的表结构写 SQL：按状态统计总金额
S|unit_test|fn|给 {fn} 写单元测试
S|tool_question|-|`{topic}` 是干什么的？
S|error_explain|tb|这个报错是什么意思？
S|rewrite|fn|把 {fn} 改写得更简洁一些，行为不变
S|log_explain|log|帮我看看这段日志说明了什么
S|translate_code|fn|把 {fn} 翻译成 {plang2}
S|docstring|bigfile|整个文件贴在下面了，只需要给 `{fn}` 加注释
L|bugfix_repo|-|修复失败的测试
L|bugfix_repo|-|查一下为什么 {w} 缓存永远不过期，然后修好
L|run_tests|-|运行 `{cmd}`，告诉我哪些失败了
L|explore_repo|-|{file} 是做什么的？
L|feature|-|给 /{w}s 接口加分页，并补上测试
L|migrate|-|把项目从 {lib} 迁移到 {lib2}
L|fix_from_error|tb|线上一直报这个错，在代码里找到原因并修复
L|ticket|ticket|处理一下这个工单
L|ci_fix|-|CI 挂了，修到全绿
L|explore_repo|-|项目里 {w} 的逻辑在哪里实现的？
"""

JA = r"""
S|docstring|fn|{fn} に docstring を追加して
S|explain|snippet|このコードは何をしていますか？
S|explain|fn|{fn} の処理を説明してください
S|regex|-|{rx}にマッチする正規表現を教えて
S|sql|schema|このスキーマでステータスごとの合計を出す SQL を書いてください
S|unit_test|fn|{fn} のユニットテストを書いて
S|tool_question|-|`{topic}` って何をするコマンド？
S|error_explain|tb|このエラーはどういう意味ですか？
S|rewrite|fn|{fn} をもっと読みやすく書き直して
S|log_explain|log|このログを解説してもらえますか
L|bugfix_repo|-|失敗しているテストを直して
L|bugfix_repo|-|{w} のキャッシュが期限切れにならない原因を調べて修正して
L|run_tests|-|`{cmd}` を実行して、何が失敗するか教えて
L|explore_repo|-|{file} は何をしているファイル？
L|feature|-|CLI に --dry-run オプションを追加して
L|migrate|-|プロジェクトを {lib} から {lib2} に移行して
L|ticket|ticket|このチケットの対応をお願いします
L|fix_from_error|cmdout|{cmd} を実行するとこうなります。リポジトリ側で直してください
L|explore_repo|-|{w} の処理はどこに実装されていますか？
"""

KO = r"""
S|docstring|fn|{fn}에 docstring 추가해줘
S|explain|snippet|이 코드 뭐 하는 거야?
S|explain|fn|{fn} 함수 설명해줄래?
S|regex|-|{rx} 매칭하는 정규식 알려줘
S|sql|schema|아래 스키마로 상태별 합계 구하는 SQL 써줘
S|unit_test|fn|{fn} 유닛 테스트 작성해줘
S|tool_question|-|`{topic}`는 뭐 하는 거야?
S|error_explain|tb|이 에러 무슨 뜻이야?
S|rewrite|fn|{fn} 좀 더 깔끔하게 바꿔줘
L|bugfix_repo|-|실패하는 테스트 고쳐줘
L|bugfix_repo|-|{w} 캐시가 왜 만료가 안 되는지 찾아서 고쳐줘
L|run_tests|-|`{cmd}` 돌려보고 뭐가 실패하는지 알려줘
L|explore_repo|-|{file}은 뭐 하는 파일이야?
L|feature|-|/{w}s 엔드포인트에 페이지네이션 추가하고 테스트도 써줘
L|migrate|-|프로젝트를 {lib}에서 {lib2}로 마이그레이션해줘
L|ticket|ticket|이 티켓 처리해줘
L|ci_fix|-|CI 빨간불이야, 초록불로 만들어줘
"""

TR = r"""
S|docstring|fn|{fn} fonksiyonuna docstring ekle
S|explain|snippet|bu kod ne yapıyor?
S|regex|-|{rx} için regex yazar mısın
S|sql|schema|bu şemaya göre duruma göre toplam tutarı veren SQL'i yaz
S|unit_test|fn|{fn} için birim testleri yaz
S|tool_question|-|`{topic}` ne işe yarıyor?
S|error_explain|tb|bu hata ne anlama geliyor?
S|rewrite|fn|{fn} fonksiyonunu daha okunur hale getir
L|bugfix_repo|-|başarısız olan testleri düzelt
L|bugfix_repo|-|{w} önbelleğinin neden hiç süresinin dolmadığını bul ve düzelt
L|run_tests|-|`{cmd}` çalıştır ve neyin patladığını söyle
L|explore_repo|-|{file} ne yapıyor?
L|feature|-|CLI'a --dry-run bayrağı ekle
L|migrate|-|projeyi {lib}'den {lib2}'ye taşı
L|ticket|ticket|şu bileti hallet lütfen
L|fix_from_error|cilog|CI şu logla düştü, repoda neyi bozduysak düzelt
"""

PL = r"""
S|docstring|fn|dodaj docstring do {fn}
S|explain|snippet|co robi ten kod?
S|regex|-|regex na {rx}
S|sql|schema|napisz zapytanie SQL: suma kwot per status, schemat poniżej
S|unit_test|fn|napisz testy jednostkowe dla {fn}
S|tool_question|-|co robi `{topic}`?
S|error_explain|tb|co oznacza ten błąd?
S|rewrite|fn|przepisz {fn} tak, żeby było czytelniej
L|bugfix_repo|-|napraw testy, które nie przechodzą
L|bugfix_repo|-|znajdź, czemu cache {w} nigdy nie wygasa, i to napraw
L|run_tests|-|odpal `{cmd}` i powiedz, co się sypie
L|explore_repo|-|co robi {file}?
L|feature|-|dodaj paginację do endpointu /{w}s razem z testami
L|migrate|-|przenieś projekt z {lib} na {lib2}
L|ticket|ticket|ogarnij ten ticket proszę
L|ci_fix|-|CI jest czerwone, napraw
"""

NL = r"""
S|docstring|fn|voeg een docstring toe aan {fn}
S|explain|snippet|wat doet deze code?
S|regex|-|regex voor {rx}
S|sql|schema|schrijf de SQL-query: totaal per status, schema hieronder
S|unit_test|fn|schrijf unittests voor {fn}
S|tool_question|-|wat doet `{topic}` precies?
S|error_explain|tb|wat betekent deze foutmelding?
S|rewrite|fn|herschrijf {fn} zodat het leesbaarder is
L|bugfix_repo|-|repareer de falende tests
L|bugfix_repo|-|zoek uit waarom de {w}-cache nooit verloopt en los het op
L|run_tests|-|draai `{cmd}` en vertel me wat er faalt
L|explore_repo|-|wat doet {file}?
L|feature|-|voeg een --dry-run optie toe aan de CLI
L|migrate|-|migreer het project van {lib} naar {lib2}
L|ticket|ticket|kun je dit ticket oppakken?
"""

# mixed-language / code-switching asks (lang = the dominant natural language)
MIX = r"""
es|S|regex|-|necesito un regex for {rx}, en Python
es|L|bugfix_repo|-|oye, el build de CI falla otra vez, can you fix it en el repo?
de|S|explain|snippet|kannst du kurz explainen was das hier macht?
de|L|feature|-|bitte implementier das Feature "export as CSV" im ganzen Backend, thx
fr|S|tool_question|-|c'est quoi la diff entre `{topic}` et un merge normal ?
fr|L|run_tests|-|run les tests stp et fix ce qui fail
zh|S|regex|-|帮我写个 regex，match {rx}
zh|L|bugfix_repo|-|这个 repo 里 login 有 bug，debug 一下然后 fix
ja|S|unit_test|fn|{fn} の unit test を pytest で書いて
ja|L|refactor_repo|-|repo 全体の print を logging に置き換えて
ru|S|explain|snippet|объясни plz что делает этот snippet
ru|L|ci_fix|-|пайплайн красный, сделай чтобы lint и tests проходили
pt|S|sql|schema|faz um SELECT com group by status pra esse schema aqui
pt|L|migrate|-|migra tudo pra TypeScript strict mode, o repo inteiro
hi|S|tool_question|-|`{topic}` kya karta hai? short mein batao
hi|L|bugfix_repo|-|login page pe bug hai, code mein dhoondh ke fix kar do
vi|S|explain|snippet|đoạn code này làm gì vậy?
vi|L|bugfix_repo|-|sửa mấy cái test đang fail giúp mình
vi|S|regex|-|regex cho {rx} với
vi|L|feature|-|thêm phân trang cho API /{w}s, có test luôn
hi|S|explain|snippet|ye code kya kar raha hai? simple mein samjhao
hi|L|run_tests|-|saare tests chala ke batao kaun fail ho rahe hain, phir fix karo
uk|S|tool_question|-|що робить `{topic}`?
uk|L|bugfix_repo|-|знайди, чому кеш {w} не очищується, і виправ
id|S|explain|snippet|kode ini fungsinya apa ya?
id|L|bugfix_repo|-|tolong perbaiki test yang gagal di repo ini
es|S|explain|fn|oye, ¿{fn} es thread-safe? solo mira el código
fr|L|explore_repo|-|explique-moi l'architecture de ce repo, module par module
de|S|sql|schema|SQL bitte: alle Eltern ohne Kinder, Postgres
ja|L|ci_fix|-|CI が落ちてるので直してください（lint とテスト両方）
zh|S|tool_question|-|`{topic}` 和普通用法有什么区别？
ko|S|regex|-|{rx} 검증용 regex 좀
es|S|prompt_writing|-|escríbeme una plantilla ReAct (Thought/Action/Observation) para un agente con dos herramientas
de|S|prompt_writing|-|zeig mir ein Beispiel für das Format Thought/Action/Observation, mit erfundenen Ergebnissen
zh|S|prompt_writing|-|给我写一个 ReAct 格式的提示词模板，工具是搜索和计算器
es|L|refactor_repo|snippet|este patrón está repetido por todo el código; reemplázalo por un helper en todo el repo
de|L|perf_repo|fn|{fn} ist langsam und wird überall aufgerufen – finde die Aufrufer und optimiere das
fr|L|bugfix_repo|snippet|le test ci-dessous échoue sur main, fais-le passer sans modifier le test
zh|L|migrate|snippet|项目里到处都在用这个旧接口，把所有调用点迁移到新接口
ja|L|bugfix_repo|fn|この関数が本番で誤った合計を返します。呼び出し元を調べて根本原因を直してください
pt|L|refactor_repo|fn|{fn} tá duplicada em vários módulos; unifica e atualiza todos os chamadores
ru|L|run_tests|fn|я поменял {fn} (ниже). прогони тесты и почини всё, что сломалось
ko|L|bugfix_repo|snippet|아래 테스트가 main에서 실패해. 테스트는 건드리지 말고 통과하게 고쳐줘
"""

LANG_BLOCKS = {"en": EN, "es": ES, "fr": FR, "de": DE, "pt": PT, "it": IT, "ru": RU, "zh": ZH, "ja": JA,
               "ko": KO, "tr": TR, "pl": PL, "nl": NL}

RX = {
    "en": ["ISO 8601 dates", "email addresses", "IPv4 addresses", "semver strings like 1.2.3-beta.1", "hex colours like #fff or #a1b2c3",
           "UK postcodes", "US phone numbers with optional country code", "https URLs", "UUID v4", "snake_case identifiers",
           "markdown links", "24h times like 23:59", "JWTs (three base64url parts)", "Python import lines", "trailing whitespace",
           "duplicate consecutive words", "quoted strings with escaped quotes", "Windows file paths", "MAC addresses", "IBANs"],
    "es": ["fechas ISO 8601", "correos electrónicos", "direcciones IPv4", "números de teléfono españoles", "códigos postales"],
    "fr": ["dates au format JJ/MM/AAAA", "adresses e-mail", "numéros de téléphone français", "codes postaux", "adresses IPv4"],
    "de": ["deutsche Postleitzahlen", "E-Mail-Adressen", "Datumsangaben im Format TT.MM.JJJJ", "IBANs", "IPv4-Adressen"],
    "pt": ["CPF", "CEP", "datas no formato dd/mm/aaaa", "e-mails", "placas de carro"],
    "it": ["codici fiscali", "indirizzi email", "date gg/mm/aaaa", "CAP italiani"],
    "ru": ["российских номеров телефона", "email-адресов", "дат в формате ДД.ММ.ГГГГ", "IPv4-адресов"],
    "zh": ["中国大陆手机号", "邮箱地址", "ISO 日期", "身份证号", "IPv4 地址"],
    "ja": ["日本の郵便番号", "メールアドレス", "ISO 形式の日付", "電話番号"],
    "ko": ["한국 휴대폰 번호", "이메일 주소", "ISO 날짜", "IPv4 주소"],
    "tr": ["TC kimlik numaraları", "e-posta adresleri", "ISO tarihleri"],
    "pl": ["kodów pocztowych", "adresów e-mail", "numerów PESEL"],
    "nl": ["Nederlandse postcodes", "e-mailadressen", "ISO-datums"],
}
RX["hi"] = RX["en"]
RX["vi"] = RX["en"]

TOPICS = ["git rebase --onto", "git reflog", "git cherry-pick -x", "git bisect", "git stash -p", "git worktree add",
          "git commit --fixup", "git push --force-with-lease", "docker compose down -v", "kubectl rollout undo",
          "set -euo pipefail", "xargs -0", "rsync --delete", "ssh -L 8080:localhost:80", "curl -sSfL", "jq -r '.items[].id'",
          "npm ci", "pip install -e .", "python -m venv --upgrade-deps", "__slots__", "functools.lru_cache",
          "asyncio.gather", "context.WithTimeout", "Result::map_err", "Promise.allSettled", "as const",
          "useLayoutEffect", "SELECT ... FOR UPDATE SKIP LOCKED", "VACUUM FULL", "Cache-Control: no-store", "make -j8",
          "nohup", "grep -P", "sed -i ''", "chmod g+s", "ulimit -n", "lsof -i :5432", "strace -f", "tail -F", "git clean -fdx"]
LIBS = [("requests", "httpx"), ("moment", "date-fns"), ("unittest", "pytest"), ("Flask", "FastAPI"), ("Express", "Fastify"),
        ("webpack", "Vite"), ("Jest", "Vitest"), ("SQLAlchemy 1.4", "SQLAlchemy 2.0"), ("Mocha", "Jest"), ("logrus", "slog"),
        ("lodash", "native ES2022"), ("Pydantic v1", "Pydantic v2"), ("Enzyme", "React Testing Library"), ("Celery", "RQ")]
PLANGS = ["Python", "TypeScript", "Go", "Rust", "Java", "Ruby"]
PL2LANG = {"Python": "python", "TypeScript": "typescript", "Go": "go", "Rust": "rust", "Java": "java", "Ruby": "ruby"}


def _ticket(rng, lang_nat="en"):
    w, w2 = V.pick(rng, V.WORDS), V.pick(rng, V.WORDS)
    num = rng.randrange(100, 9999)
    key = V.pick(rng, ["PAY", "CORE", "WEB", "OPS", "API", "MOB"])
    return (f"[{key}-{num}] {w.title()} {w2} not saved when {V.pick(rng, ['session expires', 'user switches tenant', 'import runs twice', 'timezone is UTC+13'])}\n\n"
            f"Priority: {V.pick(rng, ['P1', 'P2', 'P3'])}\nReporter: {V.pick(rng, V.FIRST_NAMES)}\n\n"
            f"Steps to reproduce:\n1. Log in as a {V.pick(rng, ['admin', 'viewer', 'new user'])}\n2. Open {w}s → Edit\n3. Change the {w2} and press Save\n\n"
            f"Expected: the {w2} is stored and shown after reload\nActual: the old value comes back; no error in the UI.\n"
            f"Console shows a {V.pick(rng, ['409', '500', '422'])} from PUT /api/{w}s/{rng.randrange(1, 999)}.\n\n"
            f"Acceptance criteria:\n- fix the root cause\n- add a regression test")


def _cmdout(rng, proj):
    cmd = proj[3]
    code = rng.choice([1, 2, 127, 137])
    body = V.cmd_output(rng, proj, V.pick(rng, ["test_fail", "build", "install", "traceback"]))
    return f"$ {cmd}\n{body}\n[exit code {code}]", code


def make_context(rng, ctx, lang_code, slots):
    """Returns context text for a ctx kind (and may update slots, e.g. the function name)."""
    plang = slots["plang"]
    pl = PL2LANG[plang]
    if ctx in ("fn", "snippet"):
        return f"```{V.FENCE[pl]}\n{V.function(rng, pl, slots['fn'])}\n```"
    if ctx == "bigfile":
        target = rng.choice([20000, 35000, 60000, 100000])
        text = V.source_file(rng, pl, target=target)
        # plant the named function somewhere in the middle
        pos = text.find("\n\n", len(text) // 2)
        text = text[:pos] + "\n\n" + V.function(rng, pl, slots["fn"]) + text[pos:]
        return f"{slots['file']}\n```{V.FENCE[pl]}\n{text}\n```"
    if ctx == "file":
        return f"{slots['file']}\n```{V.FENCE[pl]}\n{V.source_file(rng, pl, n_funcs=rng.randrange(2, 6))}\n```"
    if ctx == "schema":
        return f"```sql\n{V.sql_schema(rng)}\n```"
    if ctx == "tb":
        return f"```\n{V.py_traceback(rng) if rng.random() < 0.7 else V.js_stack(rng)}\n```"
    if ctx == "log":
        return f"```\n{V.app_log(rng)}\n```"
    if ctx == "diff":
        return f"```diff\n{V.unified_diff(rng, slots['file'])}\n```"
    if ctx == "ticket":
        return _ticket(rng)
    if ctx == "cmdout":
        text, code = _cmdout(rng, slots["proj"])
        slots["n"] = str(code)
        return f"```\n{text}\n```"
    if ctx == "cilog":
        proj = slots["proj"]
        return (f"```\nRun {proj[3]}\n{V.test_output(rng, proj[1], proj, True)}\n"
                f"Error: Process completed with exit code 1.\n```")
    return None


def _fill(rng, lang, label, kind, ctx, tmpl):
    proj = V.project(rng)
    plang = V.pick(rng, PLANGS) if ctx in ("fn", "snippet", "bigfile", "file") else \
        {"python": "Python", "typescript": "TypeScript", "go": "Go", "rust": "Rust", "java": "Java", "ruby": "Ruby"}[proj[1]]
    pl = PL2LANG[plang]
    lib, lib2 = V.pick(rng, LIBS)
    slots = {
        "fn": V.fn_name(rng, pl), "fn2": V.fn_name(rng, pl), "file": V.file_path(rng, proj), "file2": V.file_path(rng, proj),
        "cmd": proj[3], "w": V.pick(rng, V.WORDS), "w2": V.pick(rng, V.WORDS), "topic": V.pick(rng, TOPICS),
        "rx": V.pick(rng, RX.get(lang, RX["en"])), "plang": plang, "plang2": V.pick(rng, [p for p in PLANGS if p != plang]),
        "dir": proj[2] + "/" + V.pick(rng, V.MODULE_NAMES), "n": str(rng.choice([10, 50, 100, 500])), "lib": lib, "lib2": lib2,
        "proj": proj,
    }
    if "hello.py" in tmpl:
        slots["file"] = "hello.py"
    context = make_context(rng, ctx, lang, slots) if ctx != "-" else None
    text = tmpl.replace("\\n", "\n")
    for k, v in slots.items():
        if isinstance(v, str):
            text = text.replace("{" + k + "}", v)
    return {"ask": text, "label": "single_step" if label == "S" else "long_horizon", "lang": lang, "kind": kind,
            "context": context, "plang": pl}


_POOL = None


def _parse(block):
    out = []
    for line in block.strip().split("\n"):
        if not line.strip():
            continue
        out.append(line.split("|", 3))
    return out


def build_pool():
    rng = random.Random(20251202)
    pool, seen = [], set()

    def add(rec):
        key = rec["ask"]
        if key in seen:
            return False
        seen.add(key)
        pool.append(rec)
        return True

    for lang, block in LANG_BLOCKS.items():
        fills = 14 if lang == "en" else 4
        for label, kind, ctx, tmpl in _parse(block):
            has_slot = "{" in tmpl
            want = fills if has_slot else 1
            tries = 0
            got = 0
            while got < want and tries < want * 4:
                tries += 1
                if add(_fill(rng, lang, label, kind, ctx, tmpl)):
                    got += 1
            if not has_slot and ctx != "-":
                # same words, different supplied content: keep a few copies with other contexts
                for _ in range(2 if lang == "en" else 1):
                    rec = _fill(rng, lang, label, kind, ctx, tmpl)
                    pool.append(rec)
    for line in MIX.strip().split("\n"):
        lang, label, kind, ctx, tmpl = line.split("|", 4)
        for _ in range(3 if "{" in tmpl else 1):
            add(_fill(rng, lang, label, kind, ctx, tmpl))
    return pool


def pool():
    global _POOL
    if _POOL is None:
        _POOL = build_pool()
    return _POOL


def own_asks():
    return [{"ask": a["ask"], "label": a["label"], "lang": a["lang"], "kind": a["kind"], "context": a["context"]}
            for a in pool()]
