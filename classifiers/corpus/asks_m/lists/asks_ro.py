from ._fmt import parse_asks

ASKS = parse_asks("ro", r"""
## translate
tradu asta în română
te rog tradu în română, codul lasă-l cum e
{en} tradu în engleză, trebuie trimis clientului
[email] ce vrea clientul ăsta? tradu-mi
[issue,ticket] tradu tichetul pentru echipă
{en} [chat] tradu conversația asta în engleză

## summarize
fă un rezumat
rezumă în trei puncte
pe scurt, ce e aici?
[ci_log,server_log] ce a crăpat, pe scurt
[email] ce cere clientul? pe scurt
[chat] ce s-a decis în discuția asta?
[pr_desc,diff] două propoziții pentru release notes

## draft_reply
[email] scrie un răspuns politicos clientului
[email] răspuns: ne cerem scuze și lucrăm la asta
[issue] scrie un comentariu pe issue în care cerem loguri și versiunea
[review] ajută-mă să-i răspund reviewerului

## explain
ce înseamnă asta?
explică-mi eroarea asta
[stack_trace] explică stack trace-ul, unde e problema reală
[ci_log] de ce a picat job-ul?
[config] ce face configurația asta, linie cu linie
[function] ce face funcția asta?
[server_log] ce se întâmplă în logurile astea?

## explain @inline
ce înseamnă {E}?
primesc {E}, ce vrea să zică?

## extract
[issue,ticket] scoate pașii de reproducere ca listă numerotată
[chat,email] fă lista de acțiuni cu responsabili
[spec,ticket] scoate criteriile de acceptare

## triage
[issue,ticket] ce prioritate îi dăm? P1 sau P2?
[advisory] cât de urgent e pentru noi?

## title
[issue,email] propune un titlu bun de tichet
[diff] titlu de PR pentru diff-ul ăsta

## convert
[data_sample] convertește în JSON
[schema] generează tipuri TypeScript din schema asta

## review_code
[diff] fă review la diff
[diff] e sigur de dat merge?

## fix_snippet
[function] repară bug-ul din funcția asta
[function] crapă la input gol, repar-o

## refactor_snippet
[function] rescrie-o mai lizibil fără să schimbi comportamentul

## document_snippet
[function] adaugă un docstring

## test_snippet
[function] scrie teste unitare pentru funcția asta
[function] teste pentru cazurile limită

## commit_message
[diff] scrie un mesaj de commit
[diff] mesaj de commit în engleză, stil conventional commits

## write_query
[schema] SQL pentru clienții fără nicio comandă

## reword
[pr_desc] rescrie descrierea PR-ului mai clar
[email] reformulează mailul ăsta mai blând

## fix_in_repo
repară asta în codul nostru
rezolvă, te rog
[issue,ticket] găsește cauza în cod și repar-o, cu test
[stack_trace] repară crash-ul ăsta în repo
[server_log] află de ce serviciul nostru dă erorile astea și repară
[email] clientul are dreptate, repară
[chat] repară ce discută ei aici
[issue] rezolvă issue-ul și deschide un PR

## fix_in_repo @inline
după pull din main primesc {E}, repară în repo

## implement
[ticket] implementează tichetul ăsta
[spec,ticket] fă funcționalitatea după specificație în proiectul nostru
[api_doc] integrează API-ul ăsta în backend-ul nostru
[chat] implementează ce au stabilit

## locate_source
[stack_trace,server_log] găsește unde în codul nostru se aruncă eroarea asta
[advisory] caută în repo dacă folosim pachetul ăsta undeva

## locate_source @inline
de unde vine {E} în codul nostru? caută

## fix_ci
fă CI-ul verde
[ci_log] pipeline-ul e roșu, repară-l
[ci_log] repară testele care pică
[ci_log] repară build-ul și dă push

## upgrade_dep
[advisory] actualizează pachetul în toate serviciile
[advisory] urcă versiunea peste tot și rulează testele

## apply_review
[review] aplică comentariile de review în PR
[review] fă tot ce a cerut reviewerul

## update_callers
[diff] actualizează toate apelurile cu semnătura veche
[api_doc] mută codul nostru pe API-ul nou

## add_regression_tests
[issue,stack_trace] adaugă un test de regresie în suita noastră
[function] adaugă teste în folderul tests și rulează-le

## reproduce
[issue,ticket] încearcă să reproduci local
[stack_trace,email] reprodu asta pe un build local

## handoff
îl preiei tu?
ăsta e al tău
ocupă-te tu de asta
ia tu tichetul ăsta
te rog să te ocupi
""")
