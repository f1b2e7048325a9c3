# Non-English generic asks. kind | families | text, grouped by language code.
BANKS = {
"es": r"""
fix_bug_in_repo|code,dat|esto está en nuestro repo y falla; arréglalo y ajusta lo que dependa de ello
add_tests_in_repo|code|añade tests para esto en nuestra suite y asegúrate de que la CI pase
implement_feature|doc,dat|implementa esto en nuestro servicio, de punta a punta
update_docs_in_repo|doc,rev|actualiza la documentación del repo para que refleje esto
apply_patch_to_repo|rev|aplica este parche en el repo y arregla lo que se rompa
summarize|*|resume esto en dos frases
summarize|rep|¿de qué va este issue? explícamelo en corto
summarize|log|resúmeme este log, solo lo importante
summarize|msg|hazme un resumen del hilo para el equipo
summarize|*|tl;dr por favor
reply_to_sender|rep|responde al usuario diciendo que no podemos reproducirlo y pídele los logs
reply_to_sender|rep|redacta una respuesta agradeciendo el reporte, ya lo estamos mirando
reply_to_sender|msg|contesta a este correo de forma educada, que lo revisamos mañana
reply_to_sender|rev|escribe una respuesta al revisor aceptando los cambios
rewrite_text|rep|reescribe este bug para que se entienda mejor
rewrite_text|msg|hazlo más formal, va para un cliente
rewrite_text|code|refactoriza esta función para que sea más legible, mismo comportamiento
fix_grammar|rep,msg,doc|corrige la ortografía y la gramática sin cambiar el sentido
fix_grammar|rep|arregla las faltas de este ticket antes de publicarlo
make_title|rep|ponle un buen título a este issue
make_title|rev|sugiere un título para este PR
triage_label|rep|¿qué prioridad le darías? alta, media o baja
triage_label|rep|¿esto es un bug o una petición de funcionalidad?
extract_fields|rep|saca la versión, el sistema operativo y los pasos en formato JSON
extract_action_items|msg|lista las tareas pendientes con su responsable
extract_action_items|rev|convierte estos comentarios de revisión en una checklist
convert_format|rep|pásalo al formato de ticket de Jira
convert_format|dat|conviértelo a una tabla en markdown
explain_for_non_dev|*|explícaselo a alguien que no es programador
explain_for_non_dev|log|¿qué significa esto en cristiano?
translate|*|tradúcelo al inglés
translate|*|traduce esto al español
list_missing_info|rep|¿qué información falta en este reporte?
explain_error|log|explícame este error
explain_error|log|¿cuál es el primer error real aquí?
explain_error|log|¿esto es un fallo nuestro o de la infraestructura?
draft_status_update|log,rep|escribe una actualización de estado para el canal de incidencias
draft_announcement|doc,rev|redacta las notas de versión a partir de esto
commit_message|rev|escribe el mensaje de commit para este diff
explain_code|code|explícame qué hace esta función paso a paso
test_given_function|code|escribe tests unitarios para esta función
fix_given_function|code|encuentra el bug en esta función y corrígelo
docstring_given_code|code|añade un docstring
write_sql|dat|escribe una consulta SQL que saque los duplicados
fix_bug_in_repo|rep|arréglalo en nuestro repo, porfa
fix_bug_in_repo|rep|corrige este bug en el código y añade un test
fix_bug_in_repo|log|esto viene de producción, encuentra el fallo en nuestro código y arréglalo
handle_ticket|rep|¿te puedes encargar de este ticket?
locate_and_patch|log|¿de dónde sale esto en nuestro código? si lo encuentras, arréglalo
investigate_root_cause|rep|investiga en el repositorio por qué pasa esto y corrígelo
reproduce_and_fix|rep|reprodúcelo en local y arréglalo
fix_ci_pipeline|log|haz que esto pase
fix_ci_pipeline|log|el pipeline está en rojo por esto, déjalo en verde
implement_feature|rep,msg|impleméntalo en nuestra app con sus tests
apply_review_comments|rev|aplica estos comentarios de revisión en la rama
upgrade_dependency|doc|haz la actualización en el proyecto y arregla lo que se rompa
update_callers|code|actualiza todas las llamadas a esta función en el repo
write_migration_and_models|dat|escribe la migración y actualiza los modelos
""",
"de": r"""
fix_bug_in_repo|code,dat|das liegt so in unserem Repo und ist kaputt; behebe es und alles, was davon abhängt
add_tests_in_repo|code|schreib dafür Tests in unserer Testsuite und sorg dafür, dass die CI grün ist
implement_feature|doc,dat|implementier das in unserem Service, komplett
update_docs_in_repo|doc,rev|aktualisier die Doku im Repo entsprechend
apply_patch_to_repo|rev|spiel den Patch ins Repo ein und reparier, was dabei kaputtgeht
summarize|*|fass das bitte in zwei Sätzen zusammen
summarize|rep|worum geht es in diesem Issue?
summarize|log|kurze Zusammenfassung dieses Logs bitte
summarize|msg|fass den Thread für das Team zusammen
reply_to_sender|rep|antworte dem Melder, dass wir es nicht reproduzieren können, und bitte um Logs
reply_to_sender|rep|schreib eine freundliche Antwort: danke für den Bericht, wir schauen es uns an
reply_to_sender|msg|entwirf eine Antwort auf diese Mail, höflich, ohne Termin zu versprechen
reply_to_sender|rev|antworte dem Reviewer, dass ich die Punkte übernehme
rewrite_text|rep|formulier den Bug-Report verständlicher um
rewrite_text|msg|mach das etwas höflicher
rewrite_text|code|refaktorier die Funktion, damit sie lesbarer wird, gleiches Verhalten
fix_grammar|rep,msg,doc|korrigier Rechtschreibung und Grammatik, Inhalt bitte nicht ändern
fix_grammar|rep|mach die Tippfehler in dem Ticket weg
make_title|rep|gib dem Issue einen aussagekräftigen Titel
triage_label|rep|welche Priorität würdest du vergeben?
triage_label|rep|Bug oder Feature-Wunsch?
extract_fields|rep|zieh Version, Betriebssystem und Schritte als JSON raus
extract_action_items|msg|welche Aufgaben ergeben sich daraus, und wer macht was?
extract_action_items|rev|mach aus den Review-Kommentaren eine Checkliste
convert_format|rep|bring das ins Jira-Format
convert_format|dat|als Markdown-Tabelle bitte
explain_for_non_dev|*|erklär das bitte jemandem ohne Programmierkenntnisse
translate|*|übersetz das bitte ins Englische
translate|*|auf Deutsch bitte
list_missing_info|rep|welche Infos fehlen in dem Bericht?
explain_error|log|was bedeutet dieser Fehler?
explain_error|log|welche Zeile ist der eigentliche Fehler?
explain_error|log|liegt das an unserem Code oder an der Infrastruktur?
draft_status_update|log,rep|schreib ein kurzes Status-Update für den Incident-Kanal
draft_announcement|doc,rev|schreib daraus Release Notes für unsere Kunden
commit_message|rev|Commit-Message für diesen Diff bitte
explain_code|code|erklär mir die Funktion Schritt für Schritt
test_given_function|code|schreib Unit-Tests für diese Funktion
fix_given_function|code|finde den Fehler in der Funktion und behebe ihn
docstring_given_code|code|füg einen Docstring hinzu
write_sql|dat|schreib eine SQL-Abfrage, die doppelte Einträge findet
fix_bug_in_repo|rep|behebe das bitte in unserem Repo
fix_bug_in_repo|rep|fix den Bug im Code und schreib einen Test dazu
fix_bug_in_repo|log|das kommt aus Produktion, such den Fehler in unserem Code und behebe ihn
handle_ticket|rep|kannst du das Ticket übernehmen?
locate_and_patch|log|wo kommt das in unserem Code her? Wenn du es findest, fix es
investigate_root_cause|rep|finde im Repo die Ursache und beheb sie
reproduce_and_fix|rep|reproduzier das lokal und fix es
fix_ci_pipeline|log|mach, dass das durchläuft
fix_ci_pipeline|log|die Pipeline ist deswegen rot, bring sie wieder auf grün
implement_feature|rep,msg|setz das in unserer App um, mit Tests
apply_review_comments|rev|arbeite die Review-Kommentare im Branch ein
upgrade_dependency|doc|mach das Upgrade im Projekt und behebe, was kaputtgeht
update_callers|code|pass alle Aufrufer dieser Funktion im Repo an
write_migration_and_models|dat|schreib die Migration und pass die Models an
""",
"fr": r"""
fix_bug_in_repo|code,dat|c'est dans notre dépôt et c'est cassé ; corrige-le ainsi que ce qui en dépend
add_tests_in_repo|code|ajoute des tests pour ça dans notre suite et vérifie que la CI passe
implement_feature|doc,dat|implémente ça dans notre service, de bout en bout
update_docs_in_repo|doc,rev|mets à jour la doc du dépôt pour refléter ça
apply_patch_to_repo|rev|applique ce patch au dépôt et répare ce qui casse
summarize|*|résume ça en deux phrases
summarize|rep|c'est quoi le problème dans cette issue, en bref ?
summarize|log|résume ce log, juste l'essentiel
summarize|msg|fais un résumé du fil pour l'équipe
reply_to_sender|rep|réponds au rapporteur qu'on n'arrive pas à reproduire et demande-lui les logs
reply_to_sender|rep|rédige une réponse pour remercier et dire qu'on s'en occupe
reply_to_sender|msg|réponds à ce mail poliment, sans promettre de date
reply_to_sender|rev|écris une réponse au relecteur pour dire que je prends en compte ses remarques
rewrite_text|rep|reformule ce rapport de bug pour qu'il soit plus clair
rewrite_text|msg|rends ce message plus professionnel
rewrite_text|code|refactorise cette fonction pour la rendre plus lisible, même comportement
fix_grammar|rep,msg,doc|corrige les fautes d'orthographe et de grammaire sans changer le sens
make_title|rep|donne un bon titre à ce ticket
triage_label|rep|quelle priorité tu mettrais ?
triage_label|rep|c'est un bug ou une demande de fonctionnalité ?
extract_fields|rep|extrais la version, l'OS et les étapes au format JSON
extract_action_items|msg|liste les actions à faire et qui s'en charge
extract_action_items|rev|transforme ces commentaires de revue en checklist
convert_format|rep|mets ça au format ticket Jira
convert_format|dat|convertis en tableau markdown
explain_for_non_dev|*|explique ça à quelqu'un qui n'est pas développeur
translate|*|traduis ça en anglais
translate|*|traduis en français s'il te plaît
list_missing_info|rep|quelles infos manquent dans ce rapport ?
explain_error|log|explique-moi cette erreur
explain_error|log|quelle est la vraie erreur là-dedans ?
explain_error|log|c'est notre code ou l'infra, d'après la sortie ?
draft_status_update|log,rep|rédige un point d'étape pour le canal incidents
draft_announcement|doc,rev|rédige des notes de version à partir de ça
commit_message|rev|message de commit pour ce diff stp
explain_code|code|explique-moi cette fonction étape par étape
test_given_function|code|écris des tests unitaires pour cette fonction
fix_given_function|code|trouve le bug dans cette fonction et corrige-le
docstring_given_code|code|ajoute une docstring
write_sql|dat|écris une requête SQL qui trouve les doublons
fix_bug_in_repo|rep|corrige ça dans notre dépôt
fix_bug_in_repo|rep|corrige le bug dans le code et ajoute un test
fix_bug_in_repo|log|ça vient de la prod, trouve le bug dans notre code et corrige-le
handle_ticket|rep|tu peux prendre ce ticket ?
locate_and_patch|log|ça vient d'où dans notre code ? si tu trouves, corrige
investigate_root_cause|rep|cherche la cause dans le repo et corrige-la
reproduce_and_fix|rep|reproduis ça en local puis corrige
fix_ci_pipeline|log|fais passer ça
fix_ci_pipeline|log|la CI est rouge à cause de ça, remets-la au vert
implement_feature|rep,msg|implémente ça dans notre appli, avec des tests
apply_review_comments|rev|applique ces commentaires de revue sur la branche
upgrade_dependency|doc|fais la mise à jour dans le projet et répare ce qui casse
update_callers|code|mets à jour tous les appels à cette fonction dans le dépôt
write_migration_and_models|dat|écris la migration et mets à jour les modèles
""",
"pt": r"""
fix_bug_in_repo|code,dat|isso está no nosso repo e está quebrado; corrige e ajusta o que depender disso
add_tests_in_repo|code|adiciona testes pra isso na nossa suíte e garante que a CI passe
implement_feature|doc,dat|implementa isso no nosso serviço, de ponta a ponta
update_docs_in_repo|doc,rev|atualiza a documentação do repo pra refletir isso
apply_patch_to_repo|rev|aplica esse patch no repo e conserta o que quebrar
summarize|*|resume isso em duas frases
summarize|rep|do que se trata essa issue? resumo rápido
summarize|log|resume esse log, só o que importa
summarize|msg|faz um resumo da conversa pro time
reply_to_sender|rep|responde ao usuário dizendo que não conseguimos reproduzir e pede os logs
reply_to_sender|rep|escreve uma resposta agradecendo e dizendo que já estamos olhando
reply_to_sender|msg|responde esse e-mail com educação, sem prometer prazo
reply_to_sender|rev|responde ao revisor dizendo que vou aplicar as sugestões
rewrite_text|rep|reescreve esse bug report pra ficar mais claro
rewrite_text|msg|deixa isso mais formal, vai pro cliente
rewrite_text|code|refatora essa função pra ficar mais legível, mesmo comportamento
fix_grammar|rep,msg,doc|corrige ortografia e gramática sem mudar o sentido
make_title|rep|sugere um título bom pra essa issue
triage_label|rep|que prioridade você daria?
triage_label|rep|isso é bug ou pedido de feature?
extract_fields|rep|extrai versão, sistema e passos em JSON
extract_action_items|msg|lista as tarefas e quem ficou responsável
extract_action_items|rev|transforma esses comentários de review numa checklist
convert_format|rep|coloca no formato de ticket do Jira
convert_format|dat|converte pra uma tabela markdown
explain_for_non_dev|*|explica isso pra alguém que não é dev
translate|*|traduz pro inglês
translate|*|traduz isso pro português
list_missing_info|rep|que informação está faltando nesse relato?
explain_error|log|me explica esse erro
explain_error|log|qual é o erro de verdade aqui?
explain_error|log|isso é problema do nosso código ou da infra?
draft_status_update|log,rep|escreve uma atualização de status pro canal de incidentes
draft_announcement|doc,rev|escreve as release notes a partir disso
commit_message|rev|mensagem de commit pra esse diff
explain_code|code|me explica essa função passo a passo
test_given_function|code|escreve testes unitários pra essa função
fix_given_function|code|acha o bug nessa função e corrige
docstring_given_code|code|adiciona uma docstring
write_sql|dat|escreve uma query que encontra duplicados
fix_bug_in_repo|rep|corrige isso no nosso repo
fix_bug_in_repo|rep|corrige o bug no código e adiciona um teste
fix_bug_in_repo|log|isso é de produção, acha o erro no nosso código e corrige
handle_ticket|rep|consegue pegar esse ticket?
locate_and_patch|log|de onde vem isso no nosso código? se achar, corrige
investigate_root_cause|rep|investiga no repositório por que isso acontece e corrige
reproduce_and_fix|rep|reproduz localmente e corrige
fix_ci_pipeline|log|faz isso passar
fix_ci_pipeline|log|o pipeline tá vermelho por causa disso, deixa verde
implement_feature|rep,msg|implementa isso no nosso app, com testes
apply_review_comments|rev|aplica esses comentários de review na branch
upgrade_dependency|doc|faz o upgrade no projeto e arruma o que quebrar
update_callers|code|atualiza todas as chamadas dessa função no repo
write_migration_and_models|dat|escreve a migration e atualiza os models
""",
"zh": r"""
fix_bug_in_repo|code,dat|这段就在我们仓库里，有问题；修好它以及依赖它的地方
add_tests_in_repo|code|在我们的测试套件里为它补上测试，并确保 CI 通过
implement_feature|doc,dat|在我们的服务里完整实现这个
update_docs_in_repo|doc,rev|更新仓库里的文档，使其与此一致
apply_patch_to_repo|rev|把这个补丁打到仓库里，并修好出问题的地方
summarize|*|用两句话总结一下
summarize|rep|这个 issue 讲的是什么？简单说一下
summarize|log|帮我总结一下这段日志，只要重点
summarize|msg|把这段讨论总结给团队
reply_to_sender|rep|回复提交者：我们无法复现，请提供日志
reply_to_sender|rep|写一个回复，感谢反馈并说明我们正在处理
reply_to_sender|msg|帮我礼貌地回复这封邮件，不要承诺具体时间
rewrite_text|rep|把这个 bug 报告改写得更清楚一些
rewrite_text|msg|改得正式一点，是发给客户的
rewrite_text|code|重构一下这个函数，提高可读性，行为不变
fix_grammar|rep,msg,doc|修正拼写和语法错误，不要改变意思
make_title|rep|给这个 issue 起个好标题
triage_label|rep|你会给它定什么优先级？
triage_label|rep|这是 bug 还是功能需求？
extract_fields|rep|把版本、系统和复现步骤提取成 JSON
extract_action_items|msg|列出待办事项和负责人
extract_action_items|rev|把这些 review 意见整理成清单
convert_format|rep|转换成 Jira 工单格式
convert_format|dat|转成 markdown 表格
explain_for_non_dev|*|用非技术人员能听懂的话解释一下
translate|*|翻译成英文
translate|*|翻译成中文
list_missing_info|rep|这个报告缺少哪些信息？
explain_error|log|解释一下这个错误
explain_error|log|这里真正的错误是哪一行？
explain_error|log|从输出看，这是我们代码的问题还是基础设施的问题？
draft_status_update|log,rep|写一段事故频道的进展通报
draft_announcement|doc,rev|根据这个写发布说明
commit_message|rev|给这个 diff 写个提交信息
explain_code|code|一步一步解释这个函数
test_given_function|code|给这个函数写单元测试
fix_given_function|code|找出这个函数的 bug 并修复
docstring_given_code|code|加上文档注释
write_sql|dat|写一个查出重复数据的 SQL
fix_bug_in_repo|rep|在我们的仓库里把它修好
fix_bug_in_repo|rep|修复代码里的这个 bug，并加一个测试
fix_bug_in_repo|log|这是生产环境的报错，在我们代码里找到问题并修复
handle_ticket|rep|这个工单你能接一下吗？
locate_and_patch|log|这个报错来自我们代码的哪里？找到就顺手修了
investigate_root_cause|rep|在仓库里查一下根因，然后修复
reproduce_and_fix|rep|在本地复现一下，然后修复
fix_ci_pipeline|log|让它跑通
fix_ci_pipeline|log|流水线因为这个挂了，帮忙修到变绿
implement_feature|rep,msg|在我们的应用里实现它，带上测试
apply_review_comments|rev|把这些 review 意见在分支上改掉
upgrade_dependency|doc|在项目里完成升级，把出问题的地方都修好
update_callers|code|把仓库里所有调用这个函数的地方都改掉
write_migration_and_models|dat|写迁移脚本并更新模型
""",
"ja": r"""
fix_bug_in_repo|code,dat|これはうちのリポジトリにあって壊れています。直して、依存している箇所も対応して
add_tests_in_repo|code|うちのテストスイートにこれのテストを追加して、CIが通るようにして
implement_feature|doc,dat|これをうちのサービスに一通り実装して
update_docs_in_repo|doc,rev|リポジトリのドキュメントをこれに合わせて更新して
apply_patch_to_repo|rev|このパッチをリポジトリに当てて、壊れたところを直して
summarize|*|二文で要約してください
summarize|rep|このissueは何の話ですか？簡単にお願いします
summarize|log|このログを要約して、要点だけで
summarize|msg|このスレッドをチーム向けにまとめてください
reply_to_sender|rep|報告者に、再現できないのでログを送ってほしいと返信してください
reply_to_sender|rep|報告へのお礼と、対応中である旨の返信を書いてください
reply_to_sender|msg|このメールに丁寧に返信してください。期日は約束しないで
rewrite_text|rep|このバグ報告をわかりやすく書き直して
rewrite_text|msg|もう少しフォーマルにしてください。お客様向けです
rewrite_text|code|この関数を読みやすくリファクタリングして。動作は変えずに
fix_grammar|rep,msg,doc|意味を変えずに誤字と文法を直してください
make_title|rep|このissueに良いタイトルをつけて
triage_label|rep|優先度はどれくらいだと思いますか？
triage_label|rep|これはバグですか、それとも機能要望ですか？
extract_fields|rep|バージョン、OS、再現手順をJSONで抜き出して
extract_action_items|msg|TODOと担当者を一覧にしてください
extract_action_items|rev|このレビューコメントをチェックリストにして
convert_format|rep|Jiraチケットの形式に変換して
convert_format|dat|markdownの表に変換して
explain_for_non_dev|*|エンジニアでない人にもわかるように説明して
translate|*|英語に翻訳してください
translate|*|日本語に訳して
list_missing_info|rep|この報告に足りない情報は何？
explain_error|log|このエラーの意味を説明して
explain_error|log|本当のエラーはどの行？
explain_error|log|これはうちのコードの問題？それともインフラ？
draft_status_update|log,rep|障害チャンネル向けの状況報告を書いて
draft_announcement|doc,rev|これをもとにリリースノートを書いて
commit_message|rev|このdiffのコミットメッセージを書いて
explain_code|code|この関数を一行ずつ説明して
test_given_function|code|この関数のユニットテストを書いて
fix_given_function|code|この関数のバグを見つけて直して
docstring_given_code|code|docstringを追加して
write_sql|dat|重複を探すSQLを書いて
fix_bug_in_repo|rep|うちのリポジトリで直してください
fix_bug_in_repo|rep|コードのこのバグを修正して、テストも追加して
fix_bug_in_repo|log|本番のエラーです。コードの原因を探して修正してください
handle_ticket|rep|このチケット、対応お願いできますか？
locate_and_patch|log|これはコードのどこから出ていますか？見つけたら直して
investigate_root_cause|rep|リポジトリで根本原因を調べて修正して
reproduce_and_fix|rep|ローカルで再現してから修正して
fix_ci_pipeline|log|これを通るようにして
fix_ci_pipeline|log|これでCIが落ちてるので、グリーンに戻して
implement_feature|rep,msg|これをうちのアプリに実装して。テストも
apply_review_comments|rev|このレビューコメントをブランチに反映して
upgrade_dependency|doc|プロジェクトのアップグレードをして、壊れたところを直して
update_callers|code|リポジトリ内のこの関数の呼び出し箇所を全部更新して
write_migration_and_models|dat|マイグレーションを書いてモデルも更新して
""",
"ru": r"""
fix_bug_in_repo|code,dat|это лежит у нас в репозитории и сломано; почини и поправь всё, что от этого зависит
add_tests_in_repo|code|добавь на это тесты в нашу тестовую базу и добейся зелёной CI
implement_feature|doc,dat|реализуй это в нашем сервисе целиком
update_docs_in_repo|doc,rev|обнови документацию в репозитории под это
apply_patch_to_repo|rev|накати этот патч в репозиторий и почини то, что сломается
summarize|*|кратко перескажи в двух предложениях
summarize|rep|о чём этот issue? в двух словах
summarize|log|сделай выжимку из этого лога
summarize|msg|подведи итог обсуждения для команды
reply_to_sender|rep|ответь автору, что мы не можем воспроизвести, и попроси логи
reply_to_sender|rep|напиши ответ: спасибо за репорт, уже смотрим
reply_to_sender|msg|вежливо ответь на письмо, без обещаний по срокам
reply_to_sender|rev|ответь ревьюеру, что я учту замечания
rewrite_text|rep|перепиши баг-репорт, чтобы было понятнее
rewrite_text|msg|сделай текст более официальным, это для клиента
rewrite_text|code|отрефактори функцию для читаемости, поведение не меняй
fix_grammar|rep,msg,doc|исправь опечатки и грамматику, смысл не трогай
make_title|rep|придумай нормальный заголовок для этого issue
triage_label|rep|какой приоритет ты бы поставил?
triage_label|rep|это баг или запрос на фичу?
extract_fields|rep|вытащи версию, ОС и шаги воспроизведения в JSON
extract_action_items|msg|выпиши задачи и ответственных
extract_action_items|rev|сделай из комментариев ревью чеклист
convert_format|rep|оформи как тикет в Jira
convert_format|dat|переведи в markdown-таблицу
explain_for_non_dev|*|объясни это человеку не из разработки
translate|*|переведи на английский
translate|*|переведи на русский
list_missing_info|rep|какой информации не хватает в этом отчёте?
explain_error|log|объясни эту ошибку
explain_error|log|какая строка тут настоящая ошибка?
explain_error|log|это проблема нашего кода или инфраструктуры, судя по выводу?
draft_status_update|log,rep|напиши апдейт для канала инцидентов
draft_announcement|doc,rev|напиши по этому release notes
commit_message|rev|сообщение коммита для этого диффа
explain_code|code|объясни функцию по шагам
test_given_function|code|напиши юнит-тесты для этой функции
fix_given_function|code|найди баг в функции и исправь
docstring_given_code|code|добавь docstring
write_sql|dat|напиши SQL, который находит дубликаты
fix_bug_in_repo|rep|почини это в нашем репозитории
fix_bug_in_repo|rep|исправь баг в коде и добавь тест
fix_bug_in_repo|log|это с прода, найди ошибку в нашем коде и исправь
handle_ticket|rep|возьмёшь этот тикет?
locate_and_patch|log|откуда это в нашем коде? найдёшь — почини
investigate_root_cause|rep|разберись в репозитории, в чём причина, и исправь
reproduce_and_fix|rep|воспроизведи локально и почини
fix_ci_pipeline|log|сделай, чтобы проходило
fix_ci_pipeline|log|пайплайн из-за этого красный, сделай зелёным
implement_feature|rep,msg|реализуй это в нашем приложении, с тестами
apply_review_comments|rev|внеси правки по ревью в ветку
upgrade_dependency|doc|обнови проект по этим заметкам и почини всё, что сломается
update_callers|code|обнови все вызовы этой функции в репозитории
write_migration_and_models|dat|напиши миграцию и обнови модели
""",
"it": r"""
summarize|*|riassumi in due frasi
reply_to_sender|rep|rispondi all'utente che non riusciamo a riprodurlo e chiedi i log
rewrite_text|rep|riscrivi questa segnalazione in modo più chiaro
fix_grammar|rep,msg,doc|correggi gli errori di ortografia senza cambiare il senso
translate|*|traduci in inglese
explain_error|log|spiegami questo errore
extract_action_items|msg|elenca le cose da fare e chi le fa
fix_bug_in_repo|rep|sistemalo nel nostro repo
fix_ci_pipeline|log|fai passare la pipeline
handle_ticket|rep|puoi occupartene tu?
investigate_root_cause|log|trova la causa nel nostro codice e correggila
implement_feature|rep|implementalo nella nostra app con i test
""",
"ko": r"""
summarize|*|두 문장으로 요약해 줘
reply_to_sender|rep|재현이 안 된다고 답장하고 로그를 요청해 줘
translate|*|영어로 번역해 줘
explain_error|log|이 에러가 무슨 뜻인지 설명해 줘
triage_label|rep|우선순위를 어떻게 매길래?
fix_bug_in_repo|rep|우리 저장소에서 이 버그 고쳐 줘
fix_ci_pipeline|log|이거 통과하게 만들어 줘
locate_and_patch|log|우리 코드 어디서 나는 건지 찾아서 고쳐 줘
implement_feature|rep|우리 앱에 구현해 줘, 테스트도 같이
""",
}
