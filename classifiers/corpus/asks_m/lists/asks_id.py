from ._fmt import parse_asks

ASKS = parse_asks("id", r"""
## translate
terjemahin ke bahasa indonesia dong
tolong terjemahkan ke bahasa Indonesia, kodenya biarin aja
{en} terjemahin ke inggris, mau dikirim ke klien
[email] customer ini ngomong apa sih? terjemahin
[issue,ticket] terjemahkan tiket ini biar tim paham
{en} [chat] terjemahin obrolan ini ke bahasa inggris

## summarize
ringkasin dong
rangkum jadi 3 poin
tl;dr-nya apa?
[ci_log,server_log] intinya error apa, singkat aja
[email] customer minta apa? ringkas
[chat] di thread ini akhirnya diputusin apa?
[pr_desc,diff] ringkasan 2 kalimat buat release notes

## draft_reply
[email] buatin balasan yang sopan buat customer ini
[email] tulis balasan: minta maaf dan bilang lagi dikerjain
[issue] tulis komentar di issue minta log dan versi
[review] bantu balas komentar reviewer

## explain
ini maksudnya apa?
jelasin error ini dong
[stack_trace] jelasin stack trace-nya, masalahnya di mana
[ci_log] kenapa job-nya gagal?
[config] config ini ngapain aja? jelasin per baris
[function] fungsi ini ngapain?
[server_log] log ini nunjukin apa?

## explain @inline
{E} itu artinya apa ya?
aku dapet {E}, maksudnya gimana?

## extract
[issue,ticket] ambil langkah reproduksinya jadi list bernomor
[chat,email] daftar action item plus siapa yang pegang
[spec,ticket] tulis kriteria penerimaannya

## triage
[issue,ticket] prioritasnya apa? P1 atau P2?
[advisory] seberapa gawat ini buat kita?

## title
[issue,email] kasih judul tiket yang bagus
[diff] judul PR buat diff ini apa?

## convert
[data_sample] ubah ke JSON
[schema] bikin tipe TypeScript dari schema ini

## review_code
[diff] review diff ini dong
[diff] aman nggak kalau di-merge?

## fix_snippet
[function] benerin bug di fungsi ini
[function] crash kalau input kosong, tolong perbaiki

## refactor_snippet
[function] rapihin biar gampang dibaca, jangan ubah perilakunya

## document_snippet
[function] tambahin docstring

## test_snippet
[function] tulis unit test buat fungsi ini
[function] bikin test buat edge case-nya

## commit_message
[diff] bikin commit message
[diff] commit message format conventional commits, bahasa inggris

## write_query
[schema] SQL buat cari customer yang belum pernah order

## reword
[pr_desc] tulis ulang deskripsi PR ini biar lebih jelas
[email] bikin email ini lebih halus bahasanya

## fix_in_repo
benerin ini di kode kita
tolong fix ya
[issue,ticket] cari akar masalahnya di kode terus perbaiki, sekalian test
[stack_trace] fix crash ini di repo
[server_log] cari kenapa error ini muncul di service kita, terus benerin
[email] customer bener, tolong perbaiki
[chat] benerin yang lagi dibahas di sini
[issue] fix issue ini terus bikin PR

## fix_in_repo @inline
habis pull main muncul {E}, benerin di repo ya

## implement
[ticket] kerjain tiket ini
[spec,ticket] bikin fitur ini sesuai spek di project kita
[api_doc] integrasikan API ini ke backend kita
[chat] implementasi yang udah disepakati

## locate_source
[stack_trace,server_log] cari error ini dilempar dari mana di kode kita
[advisory] cek di repo, kita pakai paket ini nggak?

## locate_source @inline
{E} ini asalnya dari mana di codebase kita? cariin

## fix_ci
bikin CI hijau lagi
[ci_log] pipeline merah, benerin
[ci_log] benerin test yang gagal
[ci_log] fix build-nya terus push

## upgrade_dep
[advisory] upgrade paket ini di semua service
[advisory] naikin versinya di mana-mana, jalanin test

## apply_review
[review] terapin komentar review ini di PR
[review] kerjain semua yang diminta reviewer

## update_callers
[diff] update semua pemanggil yang masih pakai signature lama
[api_doc] migrasiin kode kita ke API baru ini

## add_regression_tests
[issue,stack_trace] tambahin regression test di test suite kita
[function] tambahin test di folder tests terus jalanin

## reproduce
[issue,ticket] coba reproduce di lokal
[stack_trace,email] reproduksi ini di build lokal

## handoff
bisa kamu ambil yang ini?
ini buat kamu ya
tolong handle ya
yang ini kamu pegang
urusin ini dong
""")
