from ._fmt import M

M("rd01", "readme", "en", r'''
# quickcache

A tiny TTL cache for Python.

## Install
    pip install quickcache

## Usage
    from quickcache import TTLCache
    cache = TTLCache(ttl=60, maxsize=1000)
    cache["k"] = "v"

Eviction is LRU when `maxsize` is reached. Expired keys are removed lazily on access and by a background sweep every `sweep_interval` seconds (default 30). Thread-safe. Not process-safe.
''', asks=[
    ("en", "answer", "is it safe to share across gunicorn workers according to this?"),
    ("en", "implement", "swap our hand-rolled cache in services/ for quickcache"),
])

M("rd02", "readme", "en", r'''
## Local development

1. Copy `.env.example` to `.env`
2. `docker compose up -d db redis`
3. `make migrate`
4. `make seed` (creates admin@example.com / admin)
5. `make dev` and open http://localhost:5173

Tests: `make test`. E2E: `make e2e` (needs Chrome).
Troubleshooting: if migrations fail with "role app does not exist", run `make db-reset`.
''', asks=[
    ("tr", "translate", "bunu Türkçeye çevir, komutlar aynen kalsın"),
    ("tr", "handoff", "bu adımlarla projeyi lokalde ayağa kaldır, olmayan bir şey varsa düzelt"),
])

M("rd03", "readme", "en", r'''
# payments-sdk

Official client for the Payments API.

## Configuration
| option | default | description |
|---|---|---|
| `apiKey` | – | required |
| `timeoutMs` | 10000 | per request |
| `maxRetries` | 2 | on 429/5xx only, exponential backoff |
| `idempotency` | `auto` | `auto` adds an Idempotency-Key to POSTs |

## Errors
All errors extend `PaymentsError` and have `code`, `status` and `requestId`.
''', asks=[
    ("id", "answer", "berapa default timeout dan retry-nya?"),
    ("pt", "translate", "traduz essa parte do README pra português"),
    ("id", "upgrade_dep", "ganti semua pemanggilan API payment manual di repo kita pakai SDK ini"),
])

M("rd04", "readme", "en", r'''
# Contributing

- Branch from `develop`, name it `feat/<ticket>` or `fix/<ticket>`
- Commits follow Conventional Commits
- Every PR needs one approval from CODEOWNERS and green CI
- Don't bump versions manually, release-please does it
- UI changes need a screenshot in the PR
''', asks=[
    ("ar", "translate", "ترجم دليل المساهمة هذا إلى العربية"),
    ("fa", "summarize", "قوانین این راهنما رو خلاصه کن"),
])

M("api01", "api_doc", "en", r'''
POST /v2/messages
Send a message to a channel.

Headers: Authorization: Bearer <token>
Body (JSON):
  channel_id  string   required
  text        string   required, max 4000 chars
  thread_ts   string   optional, reply in thread
  attachments array    optional, max 10

Responses:
  200 {"ok": true, "ts": "1712345678.000100"}
  400 {"ok": false, "error": "text_too_long"}
  429 rate limited; Retry-After header in seconds
Rate limit: 1 message per second per channel.
''', asks=[
    ("en", "convert", "give me a curl for this and the same in python requests"),
    ("en", "implement", "add a notifier to our alerting service using this endpoint, respect Retry-After"),
    ("vi", "answer", "giới hạn rate của endpoint này là bao nhiêu?"),
], summary="POST /v2/messages sends a message to a channel with a Bearer token; body needs channel_id and text (max 4000 chars), optionally thread_ts and up to 10 attachments. It returns ok and ts, 400 text_too_long, or 429 with Retry-After, and allows 1 message per second per channel.")

M("api02", "api_doc", "en", r'''
## Deprecation notice: /v1/charges → /v2/payment_intents

/v1/charges will stop accepting requests on 2025-03-31.
Mapping:
- `amount` (decimal string) → `amount` (integer, minor units)
- `card_token` → `payment_method`
- `capture=false` → `capture_method: "manual"`
- response `id` now starts with `pi_` instead of `ch_`
Webhooks: `charge.succeeded` → `payment_intent.succeeded`.
''', asks=[
    ("de", "extract", "mach mir daraus eine Mapping-Tabelle alt → neu"),
    ("de", "update_callers", "stell unseren Code komplett von /v1/charges auf payment_intents um, inkl. Webhooks"),
    ("ko", "update_callers", "우리 코드에서 /v1/charges 쓰는 곳 전부 payment_intents로 바꿔 줘"),
])

M("api03", "api_doc", "en", r'''
GET /api/weather/forecast?lat={lat}&lon={lon}&days={1..14}
Returns daily forecast. Units metric. Fields per day: date, t_min, t_max, precip_mm, wind_kmh, code (WMO).
Errors: 400 invalid coordinates, 401 missing key (X-API-Key), 402 plan limit exceeded.
Free plan: 1000 calls/day, max 7 days.
''', asks=[
    ("th", "answer", "แพลนฟรีขอพยากรณ์ได้สูงสุดกี่วัน"),
    ("th", "implement", "เพิ่ม client สำหรับ API นี้ในแอปเรา พร้อม cache 1 ชั่วโมง"),
])

M("api04", "api_doc", "en", r'''
### Webhook signatures
Each webhook request includes `X-Signature: t=<unix>,v1=<hex>`.
To verify: compute HMAC-SHA256 of `"<t>.<raw body>"` with your endpoint secret; compare to v1 in constant time; reject if |now - t| > 300 seconds.
''', asks=[
    ("ro", "fix_snippet", "scrie o funcție Python verify_signature(headers, body, secret) după documentația asta"),
    ("ro", "implement", "adaugă verificarea semnăturii în toate endpoint-urile de webhook din aplicație"),
])

M("sp01", "spec", "en", r'''
RFC 6585 §4. 429 Too Many Requests

The 429 status code indicates that the user has sent too many requests in a given amount of time ("rate limiting").
The response representations SHOULD include details explaining the condition, and MAY include a Retry-After header indicating how long to wait before making a new request.
Responses with the 429 status code MUST NOT be stored by a cache.
''', asks=[
    ("pl", "answer", "czy Retry-After jest obowiązkowy według tego fragmentu?"),
    ("pl", "implement", "dopilnuj w naszym API, żeby każda odpowiedź 429 miała Retry-After i nagłówki no-store"),
])

M("sp02", "spec", "en", r'''
Feature spec: "Saved searches"
- Users can save up to 20 searches (name + query + filters)
- Saved searches appear in the sidebar, sortable by drag and drop
- Optional daily email digest when a saved search has new results (sent 07:00 user local time)
- Sharing: a saved search can be shared read-only via link
Out of scope: team-wide saved searches.
''', asks=[
    ("en", "extract", "break this spec into user stories with acceptance criteria"),
    ("en", "implement", "build saved searches per this spec, backend + sidebar UI"),
    ("uk", "implement", "реалізуй збережені пошуки за цією специфікацією в нашому застосунку"),
])

M("sp03", "spec", "en", r'''
ISO 8601 (excerpt): Week dates. The week with the year's first Thursday in it is week 01. Weeks start on Monday. A year has 52 or 53 weeks. Example: 2021-01-03 is in week 53 of 2020 (2020-W53-7).
''', asks=[
    ("nl", "answer", "in welke week valt 1 januari 2021 volgens dit?"),
    ("nl", "fix_snippet", "schrijf een Python-functie iso_week(date) volgens deze regels zonder isocalendar"),
])

M("sp04", "spec", "cs", r'''
Specifikace: Rezervace termínů
- Zákazník si může rezervovat termín max. 30 dní dopředu.
- Termín lze zrušit nejpozději 24 h předem, poté propadá záloha.
- Každý termín trvá 30 minut, pracovní doba 8:00–16:00, polední pauza 12:00–12:30.
- Připomínka SMS den předem v 18:00.
''', asks=[
    ("en", "translate", "translate this czech spec to english"),
    ("cs", "answer", "kolik termínů je k dispozici za jeden den podle specifikace?"),
    ("cs", "implement", "naprogramuj rezervace podle specifikace v našem backendu"),
])

M("adv01", "advisory", "en", r'''
GHSA-xxxx-7c2r-93fq  (High, CVSS 8.1)
Package: jsonwebtoken (npm)
Affected versions: <= 8.5.1
Patched versions: 9.0.0
Description: In versions <= 8.5.1, if the `secretOrPublicKey` argument is a function that returns a key based on the token header, an attacker can force use of the `none` algorithm when `algorithms` is not specified in `jwt.verify()`.
Workaround: always pass an explicit `algorithms` list to `verify`.
''', asks=[
    ("en", "answer", "what's the workaround if we can't upgrade right now?"),
    ("en", "upgrade_dep", "bump jsonwebtoken to 9 across all our packages and fix whatever breaks"),
    ("ar", "upgrade_dep", "حدّث jsonwebtoken إلى 9 في كل مشاريعنا وأصلح أي شيء ينكسر"),
], summary="The advisory (High, CVSS 8.1) says jsonwebtoken up to 8.5.1 lets an attacker force the 'none' algorithm when verify() gets a key-returning function and no algorithms list; 9.0.0 fixes it and the workaround is to always pass algorithms explicitly.")

M("adv02", "advisory", "en", r'''
CVE-2024-XXXX1 — Apache Commons Text "Text4Shell"-style interpolation
Severity: Critical
Affected: commons-text 1.5 – 1.9
Fixed in: 1.10.0
StringSubstitutor with default interpolators can execute `script:`, `dns:` and `url:` lookups on untrusted input.
''', asks=[
    ("tr", "triage", "bu bizim için ne kadar kritik, kısaca değerlendir"),
    ("tr", "locate_source", "kodda StringSubstitutor'ı kullanıcı girdisiyle kullandığımız yer var mı bul"),
])

M("adv03", "advisory", "en", r'''
Security advisory PYSEC-2024-XX
Package: Pillow
Affected: < 10.3.0
Fixed: 10.3.0
Buffer overflow in `ImageCms.buildProfile` / `_imagingcms` when handling crafted ICC profiles. Applications that accept images from users and convert colour profiles are affected.
''', asks=[
    ("id", "summarize", "jelasin singkat advisory ini, kita perlu panik nggak?"),
    ("id", "upgrade_dep", "upgrade Pillow di semua service kita dan pastikan test lolos"),
])

M("adv04", "advisory", "en", r'''
Notice: lodash < 4.17.21 — Command Injection via `template` (CVE-2021-23337) and ReDoS in `toNumber`, `trim`, `trimEnd`.
Upgrade to 4.17.21. If you only use lodash through another dependency, check `npm ls lodash`.
''', asks=[
    ("vi", "explain", "ReDoS là gì, giải thích cho mình"),
    ("vi", "upgrade_dep", "kiểm tra repo mình có kéo lodash cũ không, có thì nâng lên và thêm overrides"),
])

M("adv05", "advisory", "de", r'''
Sicherheitshinweis (BSI-CB-K24-XXXX)
Produkt: OpenSSH-Server 8.5p1 – 9.7p1
Schwachstelle: Race Condition im Signal-Handler (regreSSHion), entfernte Codeausführung als root möglich.
Maßnahme: auf 9.8p1 aktualisieren; Übergangsweise LoginGraceTime 0 setzen (Achtung: DoS-Risiko).
''', asks=[
    ("en", "translate", "translate this BSI notice to english"),
    ("de", "answer", "welche Übergangslösung wird empfohlen und was ist der Haken?"),
    ("de", "upgrade_dep", "aktualisiere OpenSSH in allen unseren Ansible-Rollen und Images"),
])
