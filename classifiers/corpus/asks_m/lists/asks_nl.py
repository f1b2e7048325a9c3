from ._fmt import parse_asks

ASKS = parse_asks("nl", r"""
## translate
vertaal dit naar het nederlands
kun je dit in het Nederlands zetten? code laten staan
{en} vertaal naar het engels, moet naar de klant
[email] wat zegt deze klant nou? vertaal even
[issue,ticket] vertaal dit ticket voor het team
{en} [chat] vertaal dit gesprek naar het engels

## summarize
vat samen
in drie bullets graag
tl;dr?
[ci_log,server_log] wat ging er mis, kort
[email] wat wil de klant? kort samenvatten
[chat] wat is er in deze thread besloten?
[pr_desc,diff] twee zinnen voor de release notes

## draft_reply
[email] schrijf een nette reactie aan de klant
[email] antwoord: excuses en dat we ermee bezig zijn
[issue] schrijf een comment op de issue met verzoek om logs en versie
[review] help me de reviewer te antwoorden

## explain
wat betekent dit?
leg deze fout eens uit
[stack_trace] leg de stacktrace uit, waar zit het echte probleem
[ci_log] waarom faalt deze job?
[config] wat doet deze config, regel voor regel
[function] wat doet deze functie?
[server_log] wat gebeurt er in deze logs?

## explain @inline
wat betekent {E}?
ik krijg {E}, wat wil dat zeggen?

## extract
[issue,ticket] haal de reproductiestappen eruit als genummerde lijst
[chat,email] zet de actiepunten met eigenaar op een rij
[spec,ticket] haal de acceptatiecriteria eruit

## triage
[issue,ticket] welke prioriteit? P1 of P2?
[advisory] hoe urgent is dit voor ons?

## title
[issue,email] bedenk een goede tickettitel
[diff] PR-titel voor deze diff

## convert
[data_sample] zet om naar JSON
[schema] maak TypeScript-types van dit schema

## review_code
[diff] review deze diff
[diff] kan dit zo gemerged worden?

## fix_snippet
[function] fix de bug in deze functie
[function] crasht bij lege input, repareer dat

## refactor_snippet
[function] maak dit leesbaarder zonder het gedrag te veranderen

## document_snippet
[function] docstring toevoegen

## test_snippet
[function] schrijf unit tests voor deze functie
[function] tests voor de randgevallen graag

## commit_message
[diff] schrijf een commit message
[diff] engelse commit message in conventional commits-stijl

## write_query
[schema] SQL voor klanten zonder enige bestelling

## reword
[pr_desc] herschrijf deze PR-beschrijving duidelijker
[email] herschrijf deze mail wat vriendelijker

## fix_in_repo
fix dit in onze code
los dit even op
[issue,ticket] zoek de oorzaak in de code en fix het, met test
[stack_trace] fix deze crash in de repo
[server_log] zoek uit waarom onze service deze fouten geeft en los het op
[email] de klant heeft gelijk, fixen
[chat] los op waar ze het hier over hebben
[issue] fix de issue en open een PR

## fix_in_repo @inline
na het pullen van main krijg ik {E}, fix het in de repo

## implement
[ticket] bouw dit ticket
[spec,ticket] bouw deze feature volgens de spec in ons project
[api_doc] integreer deze API in onze backend
[chat] bouw wat ze hebben afgesproken

## locate_source
[stack_trace,server_log] zoek waar in onze code deze fout gegooid wordt
[advisory] check in de repo of we dit pakket ergens gebruiken

## locate_source @inline
waar komt {E} vandaan in onze code? zoek het uit

## fix_ci
maak de CI weer groen
[ci_log] pipeline is rood, fix het
[ci_log] repareer de falende tests
[ci_log] fix de build en push

## upgrade_dep
[advisory] upgrade dit pakket in alle services
[advisory] versie overal ophogen en tests draaien

## apply_review
[review] verwerk deze reviewcomments in de PR
[review] doe wat de reviewer vraagt

## update_callers
[diff] pas alle aanroepen met de oude signature aan
[api_doc] migreer onze code naar de nieuwe API

## add_regression_tests
[issue,stack_trace] voeg hiervoor een regressietest toe aan onze testsuite
[function] voeg tests toe in de tests-map en draai ze

## reproduce
[issue,ticket] probeer het lokaal te reproduceren
[stack_trace,email] reproduceer dit op een lokale build

## handoff
kun jij deze oppakken?
deze is voor jou
pak jij dit op?
neem jij deze over
wil jij dit regelen?
""")
