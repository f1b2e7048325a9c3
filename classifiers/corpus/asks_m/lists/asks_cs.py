from ._fmt import parse_asks

ASKS = parse_asks("cs", r"""
## translate
přelož to do češtiny
prosím přelož do češtiny, kód nech být
{en} přelož do angličtiny, posílám to zákazníkovi
[email] co ten zákazník chce? přelož
[issue,ticket] přelož ten tiket pro tým
{en} [chat] přelož tuhle konverzaci do angličtiny

## summarize
shrň to
shrň to do tří bodů
tl;dr?
[ci_log,server_log] co se rozbilo, stručně
[email] co zákazník chce? stručně
[chat] na čem se v tom vlákně dohodli?
[pr_desc,diff] dvě věty do release notes

## draft_reply
[email] napiš zákazníkovi slušnou odpověď
[email] odpověď: omluva a že na tom pracujeme
[issue] napiš komentář k issue, ať pošlou logy a verzi
[review] pomoz mi odpovědět reviewerovi

## explain
co to znamená?
vysvětli mi tuhle chybu
[stack_trace] vysvětli stacktrace, kde je skutečný problém
[ci_log] proč ten job spadl?
[config] co ta konfigurace dělá, řádek po řádku
[function] co dělá tahle funkce?
[server_log] co se děje v těch lozích?

## explain @inline
co znamená {E}?
dostávám {E}, co to znamená?

## extract
[issue,ticket] vytáhni kroky k reprodukci jako číslovaný seznam
[chat,email] sepiš úkoly a kdo je má na starosti
[spec,ticket] vypiš akceptační kritéria

## triage
[issue,ticket] jakou prioritu? P1 nebo P2?
[advisory] jak moc je to pro nás urgentní?

## title
[issue,email] vymysli pořádný název tiketu
[diff] název PR pro tenhle diff

## convert
[data_sample] převeď do JSON
[schema] vygeneruj z toho schématu TypeScript typy

## review_code
[diff] udělej review tohohle diffu
[diff] dá se to mergnout?

## fix_snippet
[function] oprav chybu v téhle funkci
[function] padá na prázdném vstupu, oprav to

## refactor_snippet
[function] přepiš to čitelněji, chování nech stejné

## document_snippet
[function] přidej docstring

## test_snippet
[function] napiš unit testy k téhle funkci
[function] testy na okrajové případy

## commit_message
[diff] napiš commit message
[diff] anglický commit message ve stylu conventional commits

## write_query
[schema] SQL na zákazníky bez jediné objednávky

## reword
[pr_desc] přepiš popis PR srozumitelněji
[email] přepiš ten mail mírněji

## fix_in_repo
oprav to v našem kódu
sprav to prosím
[issue,ticket] najdi příčinu v kódu a oprav ji, i s testem
[stack_trace] oprav tenhle pád v repu
[server_log] zjisti, proč naše služba hází tyhle chyby, a oprav to
[email] zákazník má pravdu, oprav to
[chat] oprav to, o čem se tu baví
[issue] oprav issue a otevři PR

## fix_in_repo @inline
po pullnutí mainu mi to hází {E}, oprav to v repu

## implement
[ticket] naimplementuj tenhle tiket
[spec,ticket] udělej tu funkci podle specifikace v našem projektu
[api_doc] napoj tohle API do našeho backendu
[chat] udělej, na čem se dohodli

## locate_source
[stack_trace,server_log] najdi, kde v našem kódu se ta chyba vyhazuje
[advisory] projdi repo, jestli ten balíček někde používáme

## locate_source @inline
odkud v našem kódu leze {E}? najdi to

## fix_ci
ať je CI zelené
[ci_log] pipeline je červená, oprav to
[ci_log] oprav padající testy
[ci_log] oprav build a pushni to

## upgrade_dep
[advisory] aktualizuj ten balíček ve všech službách
[advisory] zvedni verzi všude a pusť testy

## apply_review
[review] zapracuj ty komentáře z review do PR
[review] udělej, co chce reviewer

## update_callers
[diff] uprav všechna volání se starou signaturou
[api_doc] převeď náš kód na nové API

## add_regression_tests
[issue,stack_trace] přidej na to regresní test do naší testovací sady
[function] přidej testy do složky tests a spusť je

## reproduce
[issue,ticket] zkus to reprodukovat lokálně
[stack_trace,email] zreprodukuj to na lokálním buildu

## handoff
vezmeš si to?
tohle je tvoje
převezmi to prosím
postaráš se o to?
tohle nechám na tobě
""")
