from ._fmt import M

M("iss01", "issue", "en", r'''
### Export to CSV silently drops rows with unicode names #412

**Describe the bug**
When I export the contacts table to CSV, any contact whose last name contains a non-ASCII character (e.g. "Müller", "Đặng") is missing from the file. No error in the UI.

**To reproduce**
1. Create a contact with last name `Müller`
2. Go to Contacts > Export > CSV
3. Open the file: the row is not there

**Expected** all rows exported, UTF-8 encoded.
**Version** 3.8.2 (self-hosted, Docker), Postgres 15
''', asks=[
    ("en", "answer", "which version is the reporter on?"),
    ("en", "fix_in_repo", "this is ours, the csv exporter lives somewhere in services/. fix it"),
    ("vi", "fix_in_repo", "sửa lỗi export CSV này trong code của mình nhé, chắc do encoding"),
], summary="The reporter says the CSV export of contacts drops every row whose last name has a non-ASCII character, with no error shown. It happens on 3.8.2 self-hosted with Postgres 15; they expect all rows exported as UTF-8.")

M("iss02", "issue", "en", r'''
Title: Dark mode toggle resets after page reload

Steps:
- enable dark mode in Settings > Appearance
- hard refresh (Ctrl+Shift+R)
- theme goes back to light

Happens in Firefox 121 and Safari 17. Chrome keeps it. I checked localStorage and the key `ui.theme` is there with value "dark" after reload, so it seems like the app reads it too late or overwrites it on boot.
''', asks=[
    ("en", "answer", "which browsers does it happen in according to this?"),
    ("id", "fix_in_repo", "tolong benerin bug dark mode ini di repo frontend kita"),
], summary="Dark mode resets to light after a hard refresh in Firefox 121 and Safari 17 but not Chrome. The ui.theme key is still 'dark' in localStorage, so the reporter suspects the app reads it too late or overwrites it on boot.")

M("iss03", "issue", "pt", r'''
**Erro ao gerar boleto para clientes PJ**

Desde a atualização de ontem (v2.14.0), quando tento gerar boleto para um cliente pessoa jurídica aparece "CNPJ inválido", mesmo com CNPJ correto (ex: 11.222.333/0001-81). Para pessoa física funciona normal.

Acho que a validação está removendo os zeros à esquerda. Na versão 2.13.4 funcionava.

Ambiente: produção, navegador Chrome, usuário financeiro@cliente.com.br
''', asks=[
    ("pt", "answer", "em qual versão isso começou a falhar segundo o relato?"),
    ("pt", "fix_in_repo", "corrige essa validação de CNPJ no nosso backend, deve ser no módulo de cobrança"),
    ("en", "translate", "translate this issue to english for the team"),
])

M("iss04", "issue", "es", r'''
## La app se cierra al subir fotos desde la galería (Android 14)

Al elegir más de 5 fotos de la galería en el formulario de reclamos, la app se cierra sin mensaje. Con 1-4 fotos funciona. Probado en Pixel 7 y Samsung A54, ambos Android 14. En iOS no pasa.

Logcat muestra algo de `OutOfMemoryError` pero no lo copié entero, perdón.

Versión de la app: 5.2.1 (build 5210)
''', asks=[
    ("es", "triage", "¿qué prioridad le pondrías a esto? solo Android 14"),
    ("es", "reproduce", "reproducilo en el emulador con nuestro proyecto y decime qué pasa"),
])

M("iss05", "issue", "ja", r'''
【不具合】検索結果のページネーションで2ページ目以降が重複する

再現手順：
1. 商品一覧で「ケーブル」と検索
2. 2ページ目に移動
3. 1ページ目と同じ商品が3件ほど表示される

並び順を「新着順」にした時だけ発生します。「価格順」では発生しません。
おそらく created_at が同じ商品が複数あり、ソートが安定していないのではないかと思います。

環境：本番、v4.1.0
''', asks=[
    ("en", "translate", "can someone translate this japanese bug report? i only get that its about pagination"),
    ("ja", "fix_in_repo", "これうちのAPIのソート直してください。created_atだけだと不安定なのでidも足す感じで"),
])

M("iss06", "issue", "zh", r'''
**问题描述**
升级到 v0.9.3 之后，`client.upload()` 在上传大于 2GB 的文件时报错：

```
OverflowError: Python int too large to convert to C long
```

v0.9.2 没有这个问题。系统是 Windows 11，Python 3.11。Linux 上好像正常。

**期望行为**
可以正常上传大文件（分片上传）。
''', asks=[
    ("zh", "explain", "这个报错是什么意思？为什么只在 Windows 上出现？"),
    ("zh", "fix_in_repo", "帮我在我们的 SDK 里把这个 bug 修掉，顺便加个测试"),
])

M("iss07", "issue", "de", r'''
Titel: Rechnungs-PDF zeigt falsches Datum bei Zeitzone Europe/Berlin

Beschreibung:
Rechnungen, die zwischen 00:00 und 01:00 Uhr (MEZ) erstellt werden, haben im PDF das Datum des Vortags. Im Dashboard ist das Datum korrekt. Vermutlich wird im PDF-Generator UTC verwendet statt der Kontozeitzone.

Betroffen: alle Kunden mit Zeitzone Europe/Berlin, seit mind. Version 7.3.
Priorität aus Kundensicht: hoch (Buchhaltung, Fristen).
''', asks=[
    ("de", "summarize", "kannst du das in zwei sätzen auf englisch fürs standup zusammenfassen?"),
    ("de", "fix_in_repo", "bitte im PDF-Generator fixen, der sitzt irgendwo unter billing/"),
])

M("iss08", "issue", "ru", r'''
Падает сборка Docker-образа на arm64 (Apple M2)

```
#12 23.41 error: failed to run custom build command for `ring v0.16.20`
#12 23.41 note: cc: error: unrecognized command-line option '-m64'
```

На x86_64 собирается нормально. Пробовал --platform linux/arm64, не помогло. Подозреваю старую версию ring, которую тянет rustls 0.20.
''', asks=[
    ("ru", "explain", "объясни, почему cc ругается на -m64 и при чём тут ring"),
    ("ru", "upgrade_dep", "обнови rustls и всё что тянет старый ring во всём воркспейсе, чтобы собиралось на arm64"),
])

M("iss09", "issue", "tr", r'''
Başlık: Şifre sıfırlama e-postası bazı kullanıcılara gelmiyor

Hotmail ve Outlook adreslerine şifre sıfırlama maili ulaşmıyor, Gmail'de sorun yok. SPF kaydımızda yeni mail sağlayıcısı (Postmark) eklenmemiş olabilir. Son 3 günde destek ekibine 27 şikayet geldi.

Ortam: canlı
Etkilenen: @hotmail.com, @outlook.com, @live.com
''', asks=[
    ("tr", "answer", "kaç şikayet gelmiş ve hangi domainler etkileniyor?"),
    ("tr", "triage", "bunun önceliği ne olmalı sence, P1 mi?"),
])

M("iss10", "issue", "en", r'''
[Bug] Rate limiter counts OPTIONS preflight requests

Our SPA makes a CORS preflight before every POST, and each preflight is counted by the rate limiter. Users hit 429 after ~50 actions instead of 100. Preflights should be excluded (or at least counted separately).

Seen on api.example.internal since the limiter was switched from nginx to the app middleware in #1893.
''', asks=[
    ("en", "answer", "which PR introduced this according to the issue?"),
    ("en", "fix_in_repo", "exclude OPTIONS from our limiter middleware and add a test for it"),
    ("uk", "fix_in_repo", "виправ наш rate limiter, щоб не рахував OPTIONS-запити"),
], summary="The app's rate limiter counts CORS preflight OPTIONS requests, so users get 429 after about 50 actions instead of 100. It started when limiting moved from nginx to the app middleware in #1893; preflights should be excluded or counted separately.")

M("iss11", "issue", "ko", r'''
제목: 결제 완료 후 주문 상태가 '결제 대기'로 남아 있음

카카오페이로 결제하면 결제는 완료되는데 주문 상태가 계속 '결제 대기'로 표시됩니다. 토스페이먼츠는 정상입니다. 웹훅 로그를 보면 카카오페이 콜백이 401로 거절되고 있습니다. 지난주 웹훅 서명 검증 로직을 바꾼 뒤부터인 것 같습니다.
''', asks=[
    ("ko", "summarize", "한 줄로 요약해 줘"),
    ("ko", "fix_in_repo", "우리 웹훅 서명 검증 코드에서 카카오페이 쪽 고쳐 줘"),
])

M("iss12", "issue", "fr", r'''
Titre : Le champ « code postal » refuse les codes corses (2A/2B)

Le formulaire d'adresse rejette les codes postaux commençant par 2A ou 2B avec le message « Code postal invalide ». La regex actuelle n'accepte que 5 chiffres. En Corse, les codes postaux sont bien numériques (20000-20999) mais nos utilisateurs saisissent parfois le code département 2A. À discuter : faut-il accepter ou afficher une aide ?
''', asks=[
    ("fr", "answer", "au final, les codes postaux corses sont-ils numériques d'après le ticket ?"),
    ("fr", "draft_reply", "rédige une réponse au rapporteur pour expliquer que les codes postaux corses sont numériques"),
])

M("iss13", "issue", "en", r'''
Memory leak in websocket gateway after upgrading to node 20

Heap grows ~30MB/hour per pod, pods get OOMKilled every ~14h. Did not happen on node 18. Heap snapshot shows lots of retained `Timeout` objects referenced from `heartbeatTimers` Map. Connections that close with code 1006 never get their timer cleared, I think.

gateway version 2.7.0, 6 pods, ~40k concurrent connections
''', asks=[
    ("en", "answer", "per the report, which close code leaves the timer behind?"),
    ("en", "fix_in_repo", "find the heartbeatTimers cleanup in the gateway and fix the leak"),
], summary="After moving the websocket gateway to Node 20, heap grows about 30 MB per hour per pod until pods are OOMKilled every ~14 hours. Heap snapshots show Timeout objects held by the heartbeatTimers map; the reporter thinks connections closing with code 1006 never clear their timer.")

M("iss14", "issue", "pl", r'''
Błąd: filtr dat w raporcie sprzedaży pomija ostatni dzień

Gdy wybieram zakres 01.03–31.03, raport nie zawiera zamówień z 31 marca. Wygląda na to, że warunek to `created_at < end_date` zamiast uwzględnić cały dzień. Zgłoszenie od działu księgowości, potrzebują poprawnych danych do zamknięcia miesiąca.
''', asks=[
    ("pl", "write_query", "napisz poprawny warunek SQL dla tego zakresu dat, tak żeby obejmował cały ostatni dzień"),
    ("pl", "fix_in_repo", "popraw ten filtr w naszym module raportów"),
])

M("iss15", "issue", "id", r'''
Judul: Notifikasi push dobel di iOS

Setiap ada pesanan baru, notifikasi muncul dua kali di iPhone (iOS 17.2). Di Android cuma sekali. Sepertinya token APNs terdaftar dua kali setelah user logout lalu login lagi, karena token lama tidak dihapus dari tabel device_tokens.
''', asks=[
    ("id", "answer", "menurut laporan ini, kenapa notifnya dobel?"),
    ("id", "fix_in_repo", "benerin di backend kita biar token lama dihapus pas logout"),
])

M("iss16", "issue", "en", r'''
feat request: allow `--dry-run` for `migrate` command

Right now `app migrate` applies everything immediately. We'd like `--dry-run` to print the SQL that would run, in order, without touching the DB. Bonus: exit code 2 if there are pending migrations (useful in CI).
''', asks=[
    ("en", "implement", "implement this in our cli, there's a migrate command under cmd/"),
    ("en", "extract", "list the acceptance criteria from this as bullets"),
])
