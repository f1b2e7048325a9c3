from .common import M, S, L

MATERIALS = [
M("gh_csv_export", "github_issue", """
### Describe the bug
When exporting orders to CSV from the admin panel, the last row is missing if the
report has exactly 500 rows (our page size). With 499 or 501 rows everything is fine.

### To Reproduce
1. Create 500 orders in a fresh shop
2. Go to Admin > Orders > Export
3. Choose "CSV (all pages)"
4. Open the file, there are 499 data rows

### Expected behavior
All 500 orders are in the file.

### Environment
- shopkit version: 4.12.1
- Python 3.11.6, Django 4.2
- Postgres 15

### Additional context
Started after upgrading from 4.11.x. Might be related to the new streaming export.
""", "CSV export loses the last row when the order count is an exact multiple of the page size (500), since 4.12.",
[S("answer_from_text", "which shopkit version is the reporter on, and what did they upgrade from?"),
 S("list_missing_info", "is there anything missing from this report that we'd need before we can look at it?"),
 L("fix_bug_in_repo", "this is an off-by-one in our streaming export I think. can you find it in the exporter and fix it, with a test for exactly 500 rows?"),
 L("reproduce_and_fix", "reproduce this against main with a 500-row fixture and fix whatever drops the row"),
 S("make_title", "the title the user gave was 'export broken!!!'. suggest a better one based on the body")]),

M("gh_ts_datepicker", "github_issue", """
**Bug report**

`<DateRangePicker>` shows the wrong end date when the user's timezone is behind UTC.

Steps:
- set OS timezone to America/Los_Angeles
- pick Mar 1 -> Mar 7
- `onChange` receives `{ start: 2024-03-01T08:00:00.000Z, end: 2024-03-06T08:00:00.000Z }`

End should be the 7th. Happens in 3.2.0 and 3.2.1, 3.1.4 is fine.
Browser: Firefox 123 and Chrome 122 both.

Our code:
```tsx
<DateRangePicker value={range} onChange={setRange} timezone="local" />
```
""", "The date range picker's end date is one day early for timezones behind UTC, a regression in 3.2.0.",
[S("answer_from_text", "which versions are affected according to this?"),
 S("explain_for_non_dev", "explain to our PM in two sentences what's going wrong here, no jargon"),
 L("locate_and_patch", "we maintain this component. find the timezone conversion that changed between 3.1.4 and 3.2.0 and fix it"),
 L("add_tests_in_repo", "add a regression test for this to the picker's test suite in a negative-offset timezone and then fix the bug so it passes")]),

M("gl_go_retry", "gitlab_issue", """
## Summary
`payments-worker` retries forever when the PSP returns HTTP 422.

## Steps to reproduce
Send a refund for an already-refunded charge. The PSP answers 422 `charge_already_refunded`.

## What is the current *bug* behavior?
The job is re-queued with backoff, indefinitely. We had one job retried 41k times over the weekend.

## What is the expected *correct* behavior?
4xx responses (except 429) should be treated as permanent failures and the job moved to the dead-letter queue.

## Relevant logs and/or screenshots
    level=warn msg="psp call failed, retrying" job=refund:88121 status=422 attempt=41207

## Possible fixes
Probably `isRetryable()` in internal/psp/client.go.

/label ~bug ~payments
""", "The payments worker retries 4xx PSP errors forever instead of dead-lettering them.",
[S("answer_from_text", "how many times was the job retried according to the issue?"),
 S("write_small_function", "write me an isRetryable(status int) bool in Go that matches the expected behaviour described here"),
 L("fix_bug_in_repo", "fix this in the worker: make 4xx non-retryable except 429, route to the DLQ, and update the tests"),
 S("triage_label", "what severity would you give this? we use S1-S4"),
 L("locate_and_patch", "the issue guesses isRetryable() but I'm not sure that's the only place. look through the psp package, find every retry decision and fix them")]),

M("jira_pdf_invoice", "jira_ticket", """
BILL-2291  Invoice PDF shows VAT rate as 0% for Austrian customers
Type: Bug   Priority: High   Component: invoicing   Fix version: 2024.05
Reporter: Katrin Hofer   Assignee: unassigned

Description:
Customers with billing country AT get invoices where the VAT line reads "VAT (0%)" but the
amount is correct (20%). Only the label is wrong. Customers in DE are fine.
Finance noticed it during the monthly close. Affects all invoices since the tax table refactor (BILL-2210).

Acceptance criteria:
- the label shows the applied rate
- add AT, CH, and LI to the rendering tests
""", "Austrian invoices print VAT 0% in the label even though the applied rate is 20%, since the tax table refactor.",
[S("answer_from_text", "which earlier ticket does this say caused it?"),
 S("convert_format", "turn this Jira ticket into a GitHub issue in markdown"),
 L("handle_ticket", "BILL-2291, please. the invoice templates and tax tables are in this repo"),
 L("fix_bug_in_repo", "fix the VAT label bug described here and add the rendering tests from the acceptance criteria")]),

M("linear_rn_push", "linear_ticket", """
MOB-418 · Push notifications not arriving on Android 14 after app update
Status: Triage · Priority: Urgent · Labels: android, notifications
Created by Priya S.

Since 5.8.0 some Android 14 users don't get push notifications at all. iOS fine.
Support has 23 tickets. Common factor seems to be Android 14 + the app was updated (not fresh installs).
Suspect: POST_NOTIFICATIONS permission is never requested on upgrade path, we only ask in onboarding.
""", "After updating to 5.8.0, Android 14 users get no push notifications, probably because the notification permission is only requested during onboarding.",
[S("draft_status_update", "write a short status update for the support team based on this ticket, they need something to tell customers"),
 S("answer_from_text", "is this android only? and how many tickets does support have?"),
 L("implement_feature", "add the permission request on the upgrade path in our react native app so existing users get prompted, per MOB-418"),
 L("investigate_root_cause", "can you check our app code and confirm whether the theory in this ticket is right? if it is, fix it")]),

M("feat_dark_mode", "feature_request", """
Feature request: dark mode for the docs site

Is your feature request related to a problem?
I read docs at night and the white background is painful. Other tools in the space (you know which ones) have it.

Describe the solution you'd like
- Toggle in the header
- Respect prefers-color-scheme by default
- Remember the choice in localStorage

Describe alternatives you've considered
Browser extensions, but they break the code highlighting.

+1 from 37 people in the reactions.
""", "A user asks for a dark mode toggle on the docs site that follows the system setting and remembers the choice.",
[S("reply_to_sender", "reply to this person: we like it, it's on the roadmap for Q3, no promises on dates"),
 S("extract_fields", "pull out the concrete requirements as a checklist"),
 L("implement_feature", "let's just do it. implement dark mode on our docs site as described, including the code highlighting theme"),
 S("triage_label", "which labels fit this from: bug, enhancement, docs, good-first-issue, needs-design?")]),

M("bug_rust_cli_panic", "bug_report", """
thread 'main' panicked when running `tally import --since 2024-02-30`

I typed an invalid date by mistake and got:

    thread 'main' panicked at src/cmd/import.rs:88:41:
    called `Result::unwrap()` on an `Err` value: ParseError(OutOfRange)
    note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace

I'd expect a normal error message like "invalid date". tally 0.9.3 on macOS 14, installed with cargo.
""", "The tally CLI panics on an out-of-range date passed to --since instead of printing a clean error.",
[S("explain_error", "what does this panic mean? I'm new to rust"),
 S("reply_to_sender", "thank the reporter, confirm it's a bug and say a fix will land in 0.9.4"),
 L("fix_bug_in_repo", "replace the unwrap in the import command with proper error handling, and check the other subcommands for the same pattern"),
 L("locate_and_patch", "grep our cli for unwraps on date parsing and make them all return a user facing error like the reporter expects")]),

M("feedback_app_store", "user_feedback", """
★☆☆☆☆  "Used to love it"
Ever since the last update the app logs me out every time I switch to another app and come back.
I have to type my password 10 times a day. Also the new font is tiny. iPhone 13, iOS 17.3.
Please fix or I'm switching to something else.
""", "An iOS user is logged out whenever they background the app since the last update, and dislikes the smaller font.",
[S("reply_to_sender", "write a public reply to this review, empathetic, short, app store tone"),
 S("extract_fields", "split this into separate issues: one per problem, with device info"),
 L("investigate_root_cause", "the session getting dropped on background sounds like our keychain change. look into the auth module and fix it"),
 S("triage_label", "is this a bug or a feature complaint? tag each part")]),

M("err_enduser_upload", "end_user_error", """
Hi, I'm trying to upload my tax documents and the page just says:

"Something went wrong (code: UPL-413). Please try again later."

I tried 5 times. The file is a 38 MB PDF. Chrome on Windows.
""", "A user cannot upload a 38 MB PDF and sees error UPL-413, likely a payload size limit.",
[S("explain_error", "what does UPL-413 probably mean given the file size? explain it simply"),
 S("reply_to_sender", "answer this customer: max upload is 25 MB, suggest compressing the PDF or splitting it"),
 L("implement_feature", "we want to raise the upload limit to 100 MB across nginx, the API and the frontend validation. do it"),
 L("locate_and_patch", "find where UPL-413 is produced in our code and make the message tell the user the actual size limit")]),

M("gh_java_npe", "github_issue", """
NullPointerException in `ReportScheduler.nextRun()` when cron expression has a trailing space

**Version:** 2.7.0
**Java:** Temurin 17.0.9

Config:
```yaml
reports:
  weekly:
    cron: "0 0 6 * * MON "
```

```
java.lang.NullPointerException: Cannot invoke "java.time.ZonedDateTime.plusSeconds(long)" because "next" is null
    at com.acme.reports.ReportScheduler.nextRun(ReportScheduler.java:112)
    at com.acme.reports.ReportScheduler.schedule(ReportScheduler.java:64)
```

Removing the trailing space fixes it. I think the config value should be trimmed or at least validated with a readable error.
""", "A trailing space in a cron expression makes ReportScheduler.nextRun() throw an NPE.",
[S("explain_error", "explain the NPE message, what is null and why"),
 S("list_missing_info", "does the reporter give us enough to reproduce? yes/no and why"),
 L("fix_bug_in_repo", "trim and validate cron expressions when loading the reports config, and make nextRun fail with a clear message. add tests"),
 S("write_regex", "give me a regex that detects leading or trailing whitespace inside a quoted yaml value like the one in this issue")]),

M("gh_de_issue", "github_issue", """
Titel: Paginierung in der Kundenliste springt auf Seite 1 zurück

Wenn ich in der Kundenliste auf Seite 3 bin und einen Filter ändere (z. B. "nur aktive"), springt die
Liste auf Seite 1 — das ist ok. Aber wenn ich danach zurück auf Seite 3 klicke, werden die Daten von
Seite 1 angezeigt, nur die Seitenzahl unten stimmt. Erst nach Neuladen ist es korrekt.

Version: 2.14.0 (Web), Browser: Edge 121
Schritte: siehe oben. Passiert jedes Mal.
""", "In the customer list, after changing a filter and going back to page 3, the data from page 1 is shown until reload.", lang="de",
asks=[S("translate", "translate this issue to english please, keep the formatting"),
 S("summarize", "tl;dr in english?"),
 L("fix_bug_in_repo", "can you fix this pagination bug in our customer list? it's the Vue app under web/"),
 L("fix_bug_in_repo", "Kannst du das im Repo beheben? Ich vermute, der Query-Cache wird nicht mit der Seite invalidiert.", "de"),
 S("rewrite_text", "Formuliere das bitte als sauberen Bug-Report mit Schritten, Erwartung und Ist-Zustand.", "de")]),

M("gh_es_issue", "github_issue", """
**Descripción**
Al generar el reporte mensual en formato Excel, las fechas aparecen como números (ej. 45321) en vez de dd/mm/aaaa.

**Pasos**
1. Ir a Reportes > Mensual
2. Exportar a .xlsx
3. Abrir en Excel o LibreOffice

**Versión**: 1.8.2
**Sistema**: Windows 11, Excel 365

En la versión 1.7 funcionaba bien.
""", "Dates in the monthly xlsx export show as serial numbers instead of formatted dates since 1.8.", lang="es",
asks=[S("translate", "can you translate this into English for the team?"),
 S("explain_for_non_dev", "¿Por qué Excel muestra 45321 en lugar de una fecha? Explícalo sin tecnicismos.", "es"),
 L("fix_bug_in_repo", "Arregla esto en nuestro exportador de Excel y agrega un test que verifique el formato de fecha.", "es"),
 L("fix_bug_in_repo", "this came in from a customer, our xlsx export uses openpyxl. find where we write dates and fix the number format")]),

M("gh_pt_issue", "github_issue", """
### O que aconteceu?
O login com Google falha com "redirect_uri_mismatch" só no ambiente de homologação.
Em produção funciona normal.

### Como reproduzir
Acessar https://hml.exemplo.com.br/login e clicar em "Entrar com Google".

### Logs
Error 400: redirect_uri_mismatch
The redirect URI in the request, https://hml.exemplo.com.br/auth/callback/, does not match the ones authorized

### Observação
Repare na barra no final da URL.
""", "Google login fails with redirect_uri_mismatch in staging because the callback URL has a trailing slash.", lang="pt",
asks=[S("explain_error", "o que significa esse redirect_uri_mismatch? o que está errado na URL?", "pt"),
 S("translate", "translate to english, it's going into our jira"),
 L("fix_bug_in_repo", "Corrige a configuração no nosso código pra não gerar a barra no final do callback em homologação.", "pt")]),

M("gh_zh_issue", "github_issue", """
【问题描述】
升级到 v3.0 之后，上传图片时如果文件名包含中文，服务端返回 400，错误信息是 "invalid filename"。
v2.9 没有这个问题。

【复现步骤】
1. 选择一个名为「测试图片.png」的文件
2. 点击上传

【环境】
- 服务端：v3.0.1，Docker 部署
- 浏览器：Chrome 121
""", "Since v3.0 uploading an image whose filename contains Chinese characters returns 400 invalid filename.", lang="zh",
asks=[S("translate", "translate this issue to English"),
 S("answer_from_text", "这个问题是从哪个版本开始出现的？", "zh"),
 L("fix_bug_in_repo", "请在我们的代码里找到文件名校验的地方，修复这个问题，并补充单元测试。", "zh"),
 L("locate_and_patch", "our upload service rejects non-ascii filenames since 3.0, see issue below. find the validator that changed and fix it so unicode names are accepted")]),

M("gh_ja_issue", "github_issue", """
## 概要
CSVインポートで、Shift_JISのファイルを読み込むと文字化けします。

## 再現手順
1. Excelで作成したCSV（Shift_JIS）を用意
2. 管理画面の「インポート」から読み込む
3. 氏名欄が「縺ゅ≠」のようになる

## 期待する動作
Shift_JISとUTF-8の両方を自動判別して読み込めること。

## バージョン
v4.2.0
""", "Importing a Shift_JIS CSV garbles Japanese text; the reporter wants automatic encoding detection.", lang="ja",
asks=[S("translate", "could you translate this to english? keep the headings"),
 S("summarize", "この内容を一行で要約してください。", "ja"),
 L("implement_feature", "CSVインポートにShift_JISの自動判別を実装してください。既存のテストも通るようにお願いします。", "ja"),
 L("implement_feature", "implement encoding detection for the csv importer as this issue asks (sjis + utf-8), our importer lives in app/importers")]),

M("gh_ru_issue", "github_issue", """
**Описание**
После обновления до 2.3.0 воркер падает при старте с ошибкой:

    ImportError: cannot import name 'escape' from 'jinja2'

**Окружение**
Python 3.10, Flask 1.1.4, Jinja2 3.1.3

**Ожидаемое поведение**
Воркер стартует как раньше.
""", "After upgrading, the worker fails on startup because Flask 1.1 imports escape from Jinja2 3.1, where it was removed.", lang="ru",
asks=[S("explain_error", "объясни, почему возникает эта ошибка импорта", "ru"),
 S("translate", "english please"),
 L("upgrade_dependency", "Обнови Flask в проекте до 2.x и почини всё, что сломается после обновления.", "ru"),
 S("answer_from_text", "what flask and jinja versions are in play here?")]),

M("gh_fr_issue", "github_issue", """
Bonjour,

Depuis la mise à jour 5.1, le calcul des frais de port est faux pour la Corse : on applique le tarif
« France métropolitaine » au lieu du tarif « Corse ». Les codes postaux 20xxx sont bien saisis.
Exemple : commande #FR-99812, code postal 20000, frais facturés 4,90 € au lieu de 12,50 €.

Merci de corriger rapidement, on perd de l'argent sur chaque commande.
""", "Since 5.1, shipping fees for Corsica (postcodes 20xxx) use the mainland rate instead of the Corsica rate.", lang="fr",
asks=[S("reply_to_sender", "Réponds au client pour lui dire qu'on a identifié le problème et qu'un correctif arrive cette semaine.", "fr"),
 S("write_regex", "write a regex that matches corsican postcodes as the issue describes them (20xxx), and tell me if 2A/2B matter"),
 L("fix_bug_in_repo", "Corrige le calcul des frais de port pour la Corse dans notre module shipping et ajoute des tests.", "fr"),
 S("translate", "translate this to english")]),

M("gh_kotlin_crash", "github_issue", """
App crashes when rotating the screen on the checkout page

Device: Pixel 7, Android 14
App version: 3.4.2 (build 3402)

Steps: open cart -> tap checkout -> rotate phone -> crash

Crashlytics says:
java.lang.IllegalStateException: Fragment CheckoutFragment{a1b2c3} not attached to a context.
    at androidx.fragment.app.Fragment.requireContext(Fragment.java:972)
    at com.shop.checkout.CheckoutFragment.onPriceUpdated(CheckoutFragment.kt:211)
    at com.shop.checkout.CheckoutViewModel$observe$1.invoke(CheckoutViewModel.kt:88)
""", "Rotating the checkout screen crashes because a price callback calls requireContext() on a detached fragment.",
[S("explain_error", "what does 'not attached to a context' mean here and why would rotation cause it?"),
 L("fix_bug_in_repo", "fix the rotation crash in CheckoutFragment, and check the other fragments that observe the viewmodel the same way"),
 S("triage_label", "priority? it's checkout so I'm thinking P1 but tell me what you'd pick from the text")]),

M("gh_php_wp", "github_issue", """
Plugin breaks on PHP 8.2: "Creation of dynamic property is deprecated"

After our host moved us to PHP 8.2 the debug log fills up with:

PHP Deprecated:  Creation of dynamic property Acme_Booking_Widget::$cache is deprecated in /wp-content/plugins/acme-booking/includes/class-widget.php on line 47
PHP Deprecated:  Creation of dynamic property Acme_Booking_Form::$errors is deprecated in /wp-content/plugins/acme-booking/includes/class-form.php on line 31

It still works but the log is 2 GB after a week. Plugin version 2.2.5.
""", "On PHP 8.2 the booking plugin spams deprecation warnings about dynamic properties.",
[S("explain_error", "is this an actual error or just a warning? what does php 8.2 want us to do"),
 L("fix_bug_in_repo", "declare all the dynamic properties in the plugin classes so it's clean on 8.2. there are more than the two in the log, go through includes/"),
 S("reply_to_sender", "reply: it's harmless, fix ships in 2.2.6, meanwhile turn off WP_DEBUG_LOG or filter E_DEPRECATED")]),

M("bug_csharp_decimal", "bug_report", """
Reported by: accounting team (via Teams)

Totals on the quarterly report are off by a cent for some customers. Example customer 10442:
line items 33.335, 33.335, 33.33 -> report says 100.00, the ledger says 100.01.
We think the report rounds each line with Math.Round (banker's rounding) while the ledger uses AwayFromZero.
""", "Report totals differ by a cent from the ledger because of different rounding modes (banker's vs away-from-zero).",
[S("explain_for_non_dev", "explain to the accounting team why the numbers differ, they aren't programmers"),
 S("write_small_function", "write a C# helper that rounds the way the ledger does, given what's described here"),
 L("fix_bug_in_repo", "make the reporting service round like the ledger everywhere, there are several Math.Round calls in the Reports project. add tests with the example customer"),
 S("answer_from_text", "with the example numbers, what does each rounding mode give? just the arithmetic")]),

M("linear_ruby_email", "linear_ticket", """
OPS-77  Welcome email sent twice to users who sign up with Apple
Priority: Medium  ·  Project: Onboarding  ·  Estimate: 2

Users who sign up with "Sign in with Apple" receive two welcome emails a few seconds apart.
Email/password signups get one. Probably the after_create callback and the OmniAuth handler both enqueue WelcomeMailer.
Done when: one email per signup regardless of provider, with a spec covering Apple + Google.
""", "Users signing up with Apple get two welcome emails, likely because two code paths enqueue the mailer.",
[S("extract_fields", "give me the definition of done from this as a checklist"),
 L("handle_ticket", "OPS-77 — can you pick this up? rails app, the auth stuff is under app/controllers/users"),
 S("rewrite_text", "rewrite the ticket so someone outside the team understands it")]),

M("gh_cpp_segfault", "github_issue", """
Segfault in `Mesh::simplify()` with degenerate triangles

Minimal input (OBJ):
```
v 0 0 0
v 1 0 0
v 2 0 0
f 1 2 3
```
Running `meshtool simplify --ratio 0.5 flat.obj` segfaults. ASan says:

==4121==ERROR: AddressSanitizer: heap-buffer-overflow on address 0x602000000034
READ of size 4 at 0x602000000034 thread T0
    #0 0x55d1c2 in Mesh::edgeCollapseCost(int, int) const src/mesh.cpp:412
    #1 0x55e0a9 in Mesh::simplify(float) src/mesh.cpp:530

Version: master @ 7d1e0c2, gcc 13.2, Ubuntu 23.10
""", "Mesh simplification overflows a heap buffer on degenerate (collinear) triangles.",
[S("explain_error", "walk me through what the ASan output is telling us"),
 L("reproduce_and_fix", "build with asan, reproduce with the obj from the issue and fix the overflow in edgeCollapseCost"),
 S("make_title", "is the title fine or would you rename it?")]),

M("feat_api_rate_limit", "feature_request", """
Title: Expose rate limit info in response headers

Right now when clients hit the limit they just get 429 with no hint how long to wait.
Please add the usual headers:
  X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset (epoch seconds)
and Retry-After on 429 responses.
We're integrating from three different services and each team is guessing backoff times.
""", "API consumers ask for rate limit headers and Retry-After on 429 responses.",
[S("draft_announcement", "write the changelog entry we'd publish once this ships"),
 L("implement_feature", "add these headers to our API. the limiter middleware is in the gateway service, update the openapi spec too"),
 S("reply_to_sender", "reply that we agree and will ship it next sprint, and ask whether they need the headers on non-429 responses too")]),

M("bug_sql_report", "bug_report", """
Dashboard "Active users last 30 days" shows 0 since Monday.

Nothing changed on our side. The query behind the widget (copied from the admin):

SELECT count(DISTINCT user_id)
FROM events
WHERE created_at > now() - interval '30 days'
  AND event_type = 'login';

The events table still gets rows, I checked. Could the event_type have been renamed?
""", "The active-users widget returns 0; the login event type may have been renamed.",
[S("write_sql", "rewrite that query so it counts any event type starting with 'login' or 'auth.login'"),
 S("list_missing_info", "what would you ask the reporter before digging into this?"),
 L("investigate_root_cause", "check our event producers in the repo to see if login events got renamed recently and fix the dashboard query or the producer, whichever is wrong")]),

M("gh_helm_issue", "github_issue", """
helm upgrade fails with "field is immutable" on 1.9.0

```
Error: UPGRADE FAILED: cannot patch "api" with kind Deployment: Deployment.apps "api" is invalid:
spec.selector: Invalid value: v1.LabelSelector{MatchLabels:map[string]string{"app.kubernetes.io/name":"api", "app.kubernetes.io/version":"1.9.0"}, MatchExpressions:[]v1.LabelSelectorRequirement(nil)}: field is immutable
```

Upgrading from chart 1.8.3 -> 1.9.0. Fresh installs work.
""", "The chart's 1.9.0 added the version label to the Deployment selector, which is immutable, so upgrades fail.",
[S("explain_error", "explain why kubernetes refuses this"),
 L("fix_bug_in_repo", "remove the version label from the selectors in our chart templates, bump the chart version and add a note to the changelog"),
 S("reply_to_sender", "reply with a workaround (delete the deployment with --cascade=orphan and rerun) while we fix the chart")]),

M("gh_py_asyncio", "github_issue", """
RuntimeError: Event loop is closed on Windows when the client is garbage collected

```python
import asyncio
from fastpoll import Client

async def main():
    c = Client("https://example.org")
    print(await c.get("/health"))

asyncio.run(main())
```

Output: the health JSON, then

Exception ignored in: <function _ProactorBasePipeTransport.__del__ at 0x000001>
RuntimeError: Event loop is closed

fastpoll 0.14.0, Python 3.12, Windows 11. Doesn't happen on Linux.
""", "On Windows the client leaks a transport that is closed after the event loop shuts down, causing 'Event loop is closed'.",
[S("explain_error", "why does this only happen on windows?"),
 S("fix_given_function", "how should the reporter change their snippet so the warning goes away?"),
 L("implement_feature", "add async context manager support and an aclose() to our Client and make the examples in the docs use it")]),

M("feat_jira_export", "jira_ticket", """
DATA-1402 [Story] Allow exporting saved searches as Parquet
As an analyst I want to export a saved search as Parquet so that I can load it into our warehouse without CSV type issues.

Notes:
- same columns as CSV export
- timestamps as UTC, microsecond precision
- max 5M rows, stream it, don't load into memory
- behind feature flag `export_parquet`
Story points: 5
""", "Analysts want saved searches exported as Parquet, streamed, behind a feature flag.",
[S("extract_fields", "list the technical constraints from this story"),
 S("convert_format", "convert this story into a GitHub issue with a task list"),
 L("implement_feature", "implement DATA-1402. we already have the CSV exporter, reuse what you can"),
 S("draft_status_update", "write a one-paragraph update for the analysts saying this is planned and what they'll get")]),

M("gh_swift_issue", "github_issue", """
Widget shows stale balance after background refresh

iOS 17.4, app 2.1.0. The home screen widget keeps the balance from the morning even though the app has
a newer one. Opening the app updates it. We call `WidgetCenter.shared.reloadAllTimelines()` after sync,
but maybe not from the background task path?
""", "The iOS balance widget isn't refreshed after background sync, only when the app is opened.",
[S("rewrite_text", "clean up this issue text, add headings and expected vs actual"),
 L("fix_bug_in_repo", "make sure the widget timeline gets reloaded from the background refresh path too, and check that both paths share the same sync code")]),

M("gl_terraform_drift", "gitlab_issue", """
## Summary
`terraform plan` in prod always shows a diff on `aws_s3_bucket.assets` tags even right after apply.

## Output
  ~ tags = {
      - "CreatedBy" = "ops-bot" -> null
    }

## Notes
Someone added the CreatedBy tag via a Lambda that tags everything. We don't want to manage that tag in TF.
""", "Terraform keeps showing a tag diff because an external Lambda adds a CreatedBy tag.",
[S("explain_for_non_dev", "explain what's happening for a non-infra person"),
 S("write_small_function", "what lifecycle block would make terraform ignore just that tag? just the snippet"),
 L("fix_bug_in_repo", "add ignore_changes for that tag on all buckets in our terraform modules and also use default_tags ignore settings on the provider, then run plan")]),

M("bug_go_memory", "bug_report", """
From: SRE on-call
Subject: ingest-api RSS grows ~200MB/hour until OOMKilled

Started after deploy 2024.03.11. pprof heap top:

      flat  flat%   sum%        cum   cum%
  812.51MB 71.02% 71.02%   812.51MB 71.02%  bytes.growSlice
  201.13MB 17.58% 88.60%   201.13MB 17.58%  ingest/internal/batch.(*Buffer).Append
   40.02MB  3.50% 92.10%    40.02MB  3.50%  compress/flate.NewWriter

Buffers are supposed to be flushed and reset every 5s.
""", "ingest-api leaks memory in batch buffers that are apparently never reset after flush.",
[S("explain_error", "how do I read this pprof output? which line is the problem?"),
 L("investigate_root_cause", "dig into the batch package and find why buffers aren't released after flush, then fix it"),
 S("draft_status_update", "write a short incident update for #ops from this")]),

M("feedback_survey", "user_feedback", """
Survey answers, Q: "What's the most frustrating part of the CLI?"

- "login every day. why does the token expire so fast"
- "`deploy` prints 400 lines, I only care if it worked"
- "No way to see which env I'm pointed at"
- "errors are json blobs"
- "tab completion for zsh pls"
- "login again??"
- "it's fine"
- "would love a --dry-run on deploy"
""", "CLI survey complaints: short token lifetime, noisy deploy output, unclear target env, raw JSON errors, missing zsh completion and dry-run.",
[S("summarize", "group these into themes and count them"),
 S("convert_format", "make a markdown table: theme, count, example quote"),
 L("implement_feature", "let's knock out two: add a --dry-run flag to deploy and a quiet mode. implement both in our CLI"),
 S("draft_announcement", "write a short 'you asked, we listened' blurb promising the top 3")]),
]
