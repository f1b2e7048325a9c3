from ._fmt import M

M("pr01", "pr_desc", "en", r'''
## What
Switches session storage from in-memory to Redis.

## Why
We run 4 replicas now and users get logged out when the LB sends them to another pod.

## How
- new `RedisSessionStore` implementing `SessionStore`
- `SESSION_BACKEND=redis|memory` env (default memory for local dev)
- sessions serialized as JSON, TTL = `SESSION_TTL_SECONDS`

## Notes
Didn't touch the websocket auth yet, it still reads the in-memory map. Follow-up.
''', asks=[
    ("en", "answer", "what's the default backend for local dev in this PR?"),
    ("en", "implement", "do the follow-up: make websocket auth use the SessionStore too"),
], summary="The PR moves session storage from memory to Redis because users on 4 replicas get logged out when load-balanced to another pod. It adds RedisSessionStore, a SESSION_BACKEND env var defaulting to memory, JSON-serialized sessions with a TTL, and leaves websocket auth on the in-memory map as a follow-up.")

M("pr02", "pr_desc", "pt", r'''
### O que muda
- Adiciona cache de 5 min na listagem de produtos (`/api/produtos`)
- Invalida o cache quando um produto é criado/editado
- Remove a chamada duplicada ao serviço de estoque

### Como testar
1. `make up`
2. Acesse /produtos duas vezes e veja no log que a segunda vem do cache

### Riscos
Se o evento de invalidação falhar, o preço pode ficar desatualizado por até 5 min.
''', asks=[
    ("en", "translate", "translate this PR description to english, keep the markdown"),
    ("pt", "reword", "reescreve essa descrição de PR de um jeito mais claro e curto"),
])

M("pr03", "pr_desc", "en", r'''
fix stuff

- fixed the thing with dates
- also some refactor
- tests
''', asks=[
    ("en", "reword", "this PR description is useless, rewrite it as a proper template with what/why/how placeholders"),
])

M("pr04", "pr_desc", "ja", r'''
## 概要
注文一覧APIにカーソルベースのページネーションを追加しました。

## 背景
OFFSETを使った現在の実装は、ページが深くなるほど遅くなります（100ページ目で約3秒）。

## 変更内容
- `?cursor=` パラメータを追加（`?page=` は非推奨として残す）
- レスポンスに `next_cursor` を追加
- インデックス `(customer_id, created_at, id)` を追加

## 確認事項
モバイルアプリはまだ `page` を使っているので、リリース調整が必要です。
''', asks=[
    ("ko", "translate", "이 PR 설명을 한국어로 번역해 줘"),
    ("ja", "update_callers", "モバイルアプリ側も page から cursor に全部移行して"),
])

M("pr05", "pr_desc", "de", r'''
## Änderung
Die Passwort-Richtlinie wird von „mind. 8 Zeichen, 1 Sonderzeichen“ auf „mind. 12 Zeichen, keine Zusammensetzungsregeln“ umgestellt (NIST 800-63B). Zusätzlich prüfen wir Passwörter gegen die HIBP-Range-API.

## Migration
Bestehende Passwörter bleiben gültig; beim nächsten Login wird nur geprüft, ob sie kompromittiert sind.

## Offene Punkte
Texte in der App (de/en/fr) noch nicht angepasst.
''', asks=[
    ("de", "summarize", "fass das für den Changelog in einem Satz zusammen"),
    ("de", "implement", "pass die App-Texte in de/en/fr an die neue Richtlinie an, überall wo sie vorkommen"),
])

M("rv01", "review", "en", r'''
Review comments on PR #1432 "Add bulk user import":

> src/import/users.ts L22
Don't read the whole CSV into memory, some customers upload 200MB files. Stream it.

> src/import/users.ts L58
`email.toLowerCase()` — also trim whitespace, we had duplicates because of trailing spaces last time.

> src/import/users.ts L90
Wrap the inserts in batches of 500 inside a transaction per batch, not one giant transaction.

> src/api/routes.ts L140
This endpoint needs the `admin` role check like the other import routes.

> general
Please add tests for: duplicate emails in the same file, invalid rows, empty file.
''', asks=[
    ("en", "summarize", "summarize the reviewer's concerns in order of importance"),
    ("en", "apply_review", "address all of these review comments on the branch"),
    ("hi", "apply_review", "saare review comments is PR mein apply kar do"),
], summary="The reviewer on PR #1432 asks to stream the CSV instead of loading it, trim and lowercase emails, insert in batches of 500 with a transaction per batch, add the admin role check on the route, and add tests for duplicates, invalid rows and an empty file.")

M("rv02", "review", "en", r'''
@dana commented on `payments/refund.py` line 41:
> Using float for money here. Please use Decimal all the way, and quantize to 2 places with ROUND_HALF_UP.

@dana commented on `payments/refund.py` line 63:
> This swallows every exception. Catch `GatewayError` only and re-raise the rest.

@dana commented on `payments/tests/test_refund.py`:
> Missing a test for partial refund bigger than remaining amount.

@dana requested changes
''', asks=[
    ("en", "draft_reply", "write a short reply to dana acknowledging each point"),
    ("en", "apply_review", "apply dana's review on the refund PR and push"),
    ("ro", "apply_review", "aplică comentariile Danei în PR-ul de refund"),
])

M("rv03", "review", "es", r'''
Comentarios de revisión (MR !318):

1. `OrderService.cancel()` no verifica si el pedido ya fue enviado. Si está en estado SHIPPED debería lanzar excepción.
2. El nombre `doStuff2` no dice nada, renombrar a `recalculateTotals`.
3. Falta log cuando se cancela un pedido (auditoría).
4. Los tests usan la fecha real; usen un reloj inyectable.
''', asks=[
    ("en", "translate", "translate these review comments to english"),
    ("es", "apply_review", "aplica estos 4 comentarios en el MR y actualiza los tests"),
])

M("rv04", "review", "tr", r'''
İnceleme notları (PR #77):
- `getUser` fonksiyonu her çağrıda veritabanına gidiyor, istek başına önbellek kullan.
- Hata mesajları kullanıcıya stack trace gösteriyor, bunu kaldır.
- `config.js` içinde API anahtarı açık yazılmış!! Ortam değişkenine taşı ve anahtarı döndür.
- README'de kurulum adımları güncel değil.
''', asks=[
    ("tr", "triage", "bu notlardan hangisi merge'ü kesin engellemeli?"),
    ("tr", "apply_review", "bu inceleme notlarının hepsini PR'da uygula"),
])

M("rv05", "review", "en", r'''
nit: prefer `const` here
nit: typo "recieve"
blocking: the migration drops the `legacy_id` column but `reports/export.sql` still selects it
question: why is the retry count 10? feels high for a sync HTTP call
''', asks=[
    ("en", "draft_reply", "draft answers to the question and the blocking comment"),
    ("uk", "apply_review", "виправ усі зауваження з рев'ю, включно з export.sql"),
])

M("rv06", "review", "vi", r'''
Review PR #205:
- Hàm `tinhPhiShip` đang hardcode 30000đ, nên lấy từ bảng cấu hình theo tỉnh.
- Thiếu xử lý khi địa chỉ không có mã tỉnh → hiện đang trả NaN.
- Đặt tên biến tiếng Việt không dấu lẫn tiếng Anh, thống nhất dùng tiếng Anh.
- Thêm test cho Hà Nội, TP.HCM và tỉnh không tồn tại.
''', asks=[
    ("en", "translate", "translate this vietnamese review to english please"),
    ("vi", "apply_review", "sửa theo hết các góp ý review này trong PR giúp mình"),
])

M("rv07", "review", "cs", r'''
Připomínky k MR !54:
1. Endpoint /reports vrací všechna data bez stránkování – přidat limit/offset.
2. Heslo k DB je v docker-compose.yml natvrdo, přesunout do .env.
3. Chybí index na reports(created_at), dotaz trvá 4 s.
''', asks=[
    ("cs", "draft_reply", "napiš reviewerovi, že body 1 a 3 udělám, a bod 2 vysvětli, že jde jen o lokální vývoj"),
    ("cs", "apply_review", "zapracuj ty tři připomínky do MR"),
])
