from ._fmt import parse_asks

ES = parse_asks("es", r"""
## translate
tradúcelo al español
{en} pásalo a inglés para el cliente
[email] ¿qué dice este cliente? tradúcelo
## summarize
resúmelo en tres puntos
[ci_log,server_log] ¿qué falló? en corto
[chat] ¿qué decidieron en este hilo?
## draft_reply
[email] redacta una respuesta amable al cliente
[issue] escribe un comentario pidiendo logs y versión
## explain
¿qué significa esto?
[stack_trace] explícame el stack trace
[function] ¿qué hace esta función?
## explain @inline
¿qué significa {E}?
## triage
[issue,ticket] ¿qué prioridad le damos?
## commit_message
[diff] escribe el mensaje de commit
## test_snippet
[function] escribe tests unitarios para esta función
## fix_snippet
[function] arregla el bug de esta función
## fix_in_repo
arréglalo en nuestro código
[issue,ticket] busca la causa en el repo y corrígela
[stack_trace] arregla este crash en el repo
## implement
[ticket] implementa este ticket
[spec,ticket] haz esta funcionalidad en nuestro proyecto
## fix_ci
[ci_log] el pipeline está en rojo, arréglalo
## apply_review
[review] aplica los comentarios de la revisión
## locate_source
[stack_trace,server_log] encuentra dónde se lanza esto en nuestro código
## handoff
¿te encargas tú?
todo tuyo
""")

PT = parse_asks("pt", r"""
## translate
traduz pra português
{en} traduz pro inglês, vou mandar pro cliente
[email] o que esse cliente quer? traduz aí
## summarize
resume em 3 tópicos
[ci_log,server_log] o que quebrou? resumido
[chat] o que ficou decidido nessa conversa?
## draft_reply
[email] escreve uma resposta educada pro cliente
[issue] comenta na issue pedindo logs e versão
## explain
o que isso quer dizer?
[stack_trace] explica esse stack trace
[config] o que essa config faz?
## explain @inline
o que significa {E}?
## title
[issue,email] sugere um título pro ticket
## commit_message
[diff] escreve a mensagem de commit
## refactor_snippet
[function] deixa essa função mais legível
## fix_snippet
[function] corrige o bug dessa função
## fix_in_repo
corrige isso no nosso código
pega esse pra você?
[issue,ticket] acha a causa no repo e corrige, com teste
[server_log] descobre por que nosso serviço tá dando esses erros e resolve
## implement
[ticket] implementa esse ticket
## fix_ci
[ci_log] deixa o CI verde de novo
## upgrade_dep
[advisory] atualiza esse pacote em todos os serviços
## reproduce
[issue,ticket] tenta reproduzir localmente
## handoff
fica com esse?
esse é seu
""")

DE = parse_asks("de", r"""
## translate
übersetz das ins Deutsche
{en} bitte ins Englische übersetzen, geht an den Kunden
[issue,ticket] übersetz das Ticket fürs Team
## summarize
fass das kurz zusammen
[ci_log,server_log] was ist kaputt gegangen, kurz
[email] was will der Kunde? kurz
## draft_reply
[email] schreib eine höfliche Antwort an den Kunden
[review] hilf mir, dem Reviewer zu antworten
## explain
was bedeutet das?
[ci_log] warum ist der Job fehlgeschlagen?
[diff] erklär mir diesen Diff
## explain @inline
was heißt {E}?
## extract
[chat,email] liste die To-dos mit Verantwortlichen auf
## review_code
[diff] mach ein Review von dem Diff
## document_snippet
[function] schreib einen Docstring dazu
## fix_in_repo
fix das in unserem Code
[issue,ticket] such die Ursache im Repo und behebe sie, mit Test
[stack_trace] behebe diesen Absturz im Repo
## implement
[ticket] setz das Ticket um
## fix_ci
[ci_log] die Pipeline ist rot, mach sie grün
## apply_review
[review] arbeite die Review-Kommentare ein
## update_callers
[diff] pass alle Aufrufer an die neue Signatur an
## handoff
übernimmst du das?
kannst du das übernehmen?
""")

FR = parse_asks("fr", r"""
## translate
traduis en français
{en} traduis en anglais, c'est pour le client
[chat] traduis cette conversation
## summarize
résume en trois points
[email] qu'est-ce que le client demande ? en bref
[ci_log,server_log] qu'est-ce qui a planté, en bref
## draft_reply
[email] rédige une réponse polie au client
## explain
ça veut dire quoi ?
[stack_trace] explique-moi cette stack trace
[config] que fait cette config ?
## explain @inline
que veut dire {E} ?
## triage
[issue,ticket] quelle priorité tu donnerais ?
## test_snippet
[function] écris des tests unitaires pour cette fonction
## reword
[pr_desc] reformule cette description de PR
## fix_in_repo
corrige ça dans notre code
[issue,ticket] trouve la cause dans le repo et corrige, avec un test
## implement
[spec,ticket] implémente cette fonctionnalité dans notre projet
## fix_ci
[ci_log] la CI est rouge, répare-la
## locate_source
[stack_trace,server_log] trouve où cette erreur est levée dans notre code
## reproduce
[issue,ticket] essaie de reproduire en local
## handoff
tu peux t'en occuper ?
je te laisse celui-là
""")

JA = parse_asks("ja", r"""
## translate
日本語に訳して
{en} 英語に翻訳して、お客さんに送るので
[email] このお客さんは何て言ってる？訳して
## summarize
3行でまとめて
[ci_log,server_log] 何が壊れたか手短に
[chat] このスレッドで何が決まった？
## draft_reply
[email] お客様への丁寧な返信を書いて
## explain
これどういう意味？
[stack_trace] このスタックトレースを説明して
[function] この関数は何をしてる？
## explain @inline
{E} ってどういう意味？
## title
[issue,email] チケットのタイトルを考えて
## commit_message
[diff] コミットメッセージを書いて
## test_snippet
[function] この関数のユニットテストを書いて
## fix_in_repo
うちのコードで直して
[issue,ticket] リポジトリで原因を探して修正して、テストも
[stack_trace] このクラッシュをリポジトリで直して
## implement
[ticket] このチケットを実装して
## fix_ci
[ci_log] CIが赤いので直して
## upgrade_dep
[advisory] 全サービスでこのパッケージを更新して
## handoff
これお願いできる？
これ任せた
""")

ZH = parse_asks("zh", r"""
## translate
翻译成中文
{en} 翻成英文，要发给客户
[issue,ticket] 把这个工单翻译一下给团队看
## summarize
总结一下，三点就行
[ci_log,server_log] 简单说下哪里挂了
[email] 客户到底要什么？总结一下
## draft_reply
[email] 帮我给客户写个礼貌的回复
## explain
这是什么意思？
[stack_trace] 解释一下这个堆栈
[config] 这个配置是干什么的？
## explain @inline
{E} 是什么意思？
## extract
[issue,ticket] 把复现步骤整理成编号列表
## review_code
[diff] 帮我 review 一下这个 diff
## fix_snippet
[function] 修一下这个函数的 bug
## fix_in_repo
在我们代码里修掉
[issue,ticket] 在仓库里找到根因并修复，顺便加测试
[server_log] 查一下我们服务为什么报这些错，修掉
## implement
[ticket] 把这个需求做了
## fix_ci
[ci_log] 流水线红了，修一下
## locate_source
[stack_trace,server_log] 找一下这个错误是我们代码哪里抛出来的
## handoff
这个你接一下？
交给你了
""")

KO = parse_asks("ko", r"""
## translate
한국어로 번역해 줘
{en} 영어로 번역해 줘, 고객한테 보낼 거야
## summarize
세 줄로 요약해 줘
[ci_log,server_log] 뭐가 깨졌는지 짧게
[chat] 이 스레드에서 뭘 결정했어?
## draft_reply
[email] 고객에게 정중한 답장 써 줘
## explain
이게 무슨 뜻이야?
[stack_trace] 스택 트레이스 설명해 줘
## explain @inline
{E} 이게 무슨 뜻이야?
## commit_message
[diff] 커밋 메시지 써 줘
## test_snippet
[function] 이 함수 유닛 테스트 작성해 줘
## fix_in_repo
우리 코드에서 고쳐 줘
[issue,ticket] 레포에서 원인 찾아서 고치고 테스트도 추가해 줘
## implement
[ticket] 이 티켓 구현해 줘
## fix_ci
[ci_log] CI 빨간불이야, 초록으로 만들어 줘
## apply_review
[review] 리뷰 코멘트 PR에 반영해 줘
## handoff
이거 맡아 줄래?
이건 네가 처리해 줘
""")

PL = parse_asks("pl", r"""
## translate
przetłumacz na polski
{en} przetłumacz na angielski, idzie do klienta
## summarize
streść w trzech punktach
[ci_log,server_log] co się wysypało, krótko
[email] czego chce klient? w skrócie
## draft_reply
[email] napisz uprzejmą odpowiedź do klienta
## explain
co to znaczy?
[stack_trace] wytłumacz ten stack trace
## explain @inline
co znaczy {E}?
## triage
[issue,ticket] jaki priorytet? P1 czy P2?
## fix_snippet
[function] popraw błąd w tej funkcji
## fix_in_repo
napraw to w naszym kodzie
[issue,ticket] znajdź przyczynę w repo i napraw, z testem
## implement
[ticket] zaimplementuj ten ticket
## fix_ci
[ci_log] pipeline jest czerwony, napraw
## add_regression_tests
[issue,stack_trace] dodaj test regresyjny do naszego zestawu testów
## handoff
weźmiesz to?
to twoje
""")

RU = parse_asks("ru", r"""
## translate
переведи на русский
{en} переведи на английский, отправлю клиенту
## summarize
кратко, в трёх пунктах
[ci_log,server_log] что сломалось, коротко
[chat] о чём договорились в треде?
## draft_reply
[email] напиши вежливый ответ клиенту
## explain
что это значит?
[stack_trace] объясни стектрейс
[config] что делает этот конфиг?
## explain @inline
что значит {E}?
## review_code
[diff] сделай ревью этого диффа
## commit_message
[diff] напиши коммит-месседж
## fix_in_repo
почини это в нашем коде
[issue,ticket] найди причину в репозитории и исправь, с тестом
## implement
[ticket] реализуй этот тикет
## fix_ci
[ci_log] пайплайн красный, почини
## locate_source
[stack_trace,server_log] найди, где у нас в коде это кидается
## handoff
возьмёшь?
это тебе
""")

ASKS = ES + PT + DE + FR + JA + ZH + KO + PL + RU
