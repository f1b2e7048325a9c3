# Two-piece materials (ask goes between the pieces) and a few more single pieces.
M = []
def add(id, cat, lang, gist, text, q=(), parts=None):
    M.append(dict(id=id, cat=cat, lang=lang, gist=gist, text=text.strip("\n"), q=list(q), parts=parts))

_p1 = """Traceback (most recent call last):
  File "/srv/app/pricing/discounts.py", line 31, in apply_coupon
    pct = Decimal(coupon.percent) / 100
decimal.InvalidOperation: [<class 'decimal.ConversionSyntax'>]"""
_p2 = """def apply_coupon(cart, coupon):
    pct = Decimal(coupon.percent) / 100
    discount = (cart.subtotal * pct).quantize(Decimal("0.01"))
    return cart.subtotal - discount"""
add("pair_trace_func", "trace", "en",
    "Python InvalidOperation in apply_coupon because coupon.percent can be an empty string or '15%'.",
    _p1 + "\n\n" + _p2, parts=(_p1, _p2),
    q=[("fix_given_code", "en", "fix apply_coupon so '15%', ' 15 ' and empty values are handled (empty = no discount)"),
       ("fix_in_repo", "en", "coupons created in the admin can have '%' in them. fix the admin form validation and clean the existing coupons with a data migration"),
       ("explain_error", "es", "¿por qué lanza InvalidOperation aquí?")])

_p1 = """Error: listen EADDRINUSE: address already in use :::3000
    at Server.setupListenHandle [as _listen2] (node:net:1872:16)"""
_p2 = """// server.ts
const port = Number(process.env.PORT) || 3000;
app.listen(port, () => console.log(`listening on ${port}`));
// dev script: "dev": "concurrently \\"tsx watch server.ts\\" \\"tsx watch worker.ts\\""
// worker.ts also does app.listen(3000) for its health endpoint"""
add("pair_eaddrinuse", "trace", "en",
    "EADDRINUSE on port 3000 because server and worker both listen on 3000 in dev.",
    _p1 + "\n\n" + _p2, parts=(_p1, _p2),
    q=[("explain_error", "en", "why am I getting this in dev?"),
       ("fix_in_repo", "en", "give the worker its own HEALTH_PORT and update the dev script, docker compose and k8s manifests to match")])

_p1 = """[2024-06-11 02:14:09] production.ERROR: Allowed memory size of 134217728 bytes exhausted (tried to allocate 20480 bytes) {"exception":"[object] (Symfony\\\\Component\\\\ErrorHandler\\\\Error\\\\FatalError(code: 0): Allowed memory size of 134217728 bytes exhausted at /var/www/app/Console/Commands/SendDigest.php:42)"}"""
_p2 = """// SendDigest.php (excerpt)
$users = User::where('digest', true)->get();   // ~380k users
foreach ($users as $user) {
    $items = $user->notifications()->unread()->get();
    Mail::to($user)->queue(new DigestMail($items));
}"""
add("pair_php_mem", "log", "en",
    "Laravel digest command runs out of memory (128MB) loading 380k users with get().",
    _p1 + "\n\n" + _p2, parts=(_p1, _p2),
    q=[("fix_given_code", "en", "rewrite this loop with chunkById / lazy so it doesn't blow memory"),
       ("fix_in_repo", "en", "fix SendDigest and the other console commands that load whole tables with ->get()"),
       ("explain_error", "de", "was genau ist hier das Problem? nur erklären")])

_p1 = """Kunde schreibt (Ticket #5512):
„Die Rechnungsnummern springen seit Juni: RE-2024-0412, RE-2024-0414, RE-2024-0415. Die 0413 fehlt. Das Finanzamt verlangt lückenlose Nummern!“"""
_p2 = """Interne Notiz (Ops):
Am 03.06. gab es einen Timeout beim Erstellen einer Rechnung; die Transaktion wurde zurückgerollt, aber die Sequenz `invoice_no_seq` war schon hochgezählt."""
add("pair_de_invoice", "bug", "de",
    "German ticket + internal note: invoice numbers have gaps because a Postgres sequence advanced in a rolled-back transaction.",
    _p1 + "\n\n" + _p2, parts=(_p1, _p2),
    q=[("explain_plain", "en", "explain to the customer success person why a number is missing, in english, simple"),
       ("fix_in_repo", "en", "we need gapless invoice numbers. replace the sequence with a counter row locked in the same transaction, in the billing service, plus a migration"),
       ("reply_draft", "de", "Antwort an den Kunden: Ursache erklärt, Lücke wird dokumentiert, ab sofort lückenlos")])

_p1 = """Slack, #mobile — Sofia: "Apple rejected 3.8.0 again 😩" """
_p2 = """Guideline 5.1.1 - Legal - Privacy - Data Collection and Storage
Your app requires users to register before accessing features that are not account-based. Specifically: browsing the recipe catalog.
Next Steps: revise your app to let users freely access these features without registration."""
add("pair_appstore", "chat", "en",
    "App Store rejection: app requires registration to browse the recipe catalog (guideline 5.1.1).",
    _p1 + "\n\n" + _p2, parts=(_p1, _p2),
    q=[("explain_plain", "en", "what exactly does apple want us to change?"),
       ("implement_feature", "en", "let guests browse the catalog without an account in the ios app; gate only favorites and shopping list behind login"),
       ("reply_draft", "en", "write the resolution center reply explaining we made browsing available without login in 3.8.1")])

_p1 = """$ terraform apply
Error: creating EKS Node Group (prod:ng-general): InvalidRequestException: Requested AMI for this version 1.29 is not supported"""
_p2 = """module "eks" {
  source          = "terraform-aws-modules/eks/aws"
  version         = "19.21.0"
  cluster_version = "1.29"
  eks_managed_node_groups = {
    general = { ami_type = "AL2_x86_64", instance_types = ["m6i.large"], ami_release_version = "1.27.9-20240110" }
  }
}"""
add("pair_eks", "cfg", "en",
    "EKS node group fails: pinned ami_release_version is for 1.27 while the cluster is 1.29.",
    _p1 + "\n\n" + _p2, parts=(_p1, _p2),
    q=[("explain_error", "en", "what's the mismatch here?"),
       ("upgrade_dependency", "en", "bump the eks module to v20 and fix the node group AMIs for all our clusters in the infra repo")])

_p1 = """Review comment (@nadia): `parseAmount` is duplicated in checkout, invoices and the admin. Let's have one in `@acme/money` and use it everywhere."""
_p2 = """export function parseAmount(input: string): number {
  return Math.round(parseFloat(input.replace(',', '.')) * 100);
}"""
add("pair_review_dup", "review", "en",
    "Review asks to dedupe parseAmount into a shared package; the given function mishandles thousands separators.",
    _p1 + "\n\n" + _p2, parts=(_p1, _p2),
    q=[("fix_given_code", "en", "fix parseAmount for '1.234,56' and '1,234.56' and reject garbage"),
       ("apply_review", "en", "do what nadia asks: move parseAmount to @acme/money and replace all three copies"),
       ("test_given_code", "fr", "écris des tests jest pour parseAmount")])

_p1 = """Correo de soporte: "Un cliente dice que el PDF de la factura sale con la fecha en inglés (June 4, 2024) aunque tiene la cuenta en español." """
_p2 = """// invoice_pdf.go
func formatDate(t time.Time) string {
	return t.Format("January 2, 2006")
}"""
add("pair_es_date", "bug", "es",
    "Spanish support email: invoice PDF date shows English month names; Go formatDate has no locale.",
    _p1 + "\n\n" + _p2, parts=(_p1, _p2),
    q=[("fix_given_code", "es", "cambia formatDate para que reciba el idioma y devuelva el mes en español o inglés"),
       ("fix_in_repo", "es", "arregla la localización de fechas en todos los PDFs (facturas, albaranes, presupuestos) usando el idioma de la cuenta")])

add("uerr_short_go", "uerr", "en",
    "Single error line: x509 certificate signed by unknown authority when the CLI talks to the corporate proxy.",
"""Error: Get "https://api.acme.io/v1/projects": tls: failed to verify certificate: x509: certificate signed by unknown authority""",
    q=[("explain_error", "en", "customer gets {m} from our cli behind their corporate proxy. what does it mean for them?"),
       ("implement_feature", "en", "add a --ca-bundle flag and SSL_CERT_FILE support to our cli so users behind proxies can fix {m} themselves"),
       ("explain_error", "pl", "co znaczy {m}?")])

add("uerr_short_java", "uerr", "en",
    "One-line OutOfMemoryError: GC overhead limit exceeded in the nightly report job.",
"""java.lang.OutOfMemoryError: GC overhead limit exceeded""",
    q=[("explain_error", "en", "quick q: {m} vs 'Java heap space', what's the difference?"),
       ("locate_and_patch", "en", "the nightly report job dies with {m}. find what's holding everything in memory and fix it"),
       ("explain_error", "ja", "{m} ってどういう意味？")])

add("uerr_short_py", "uerr", "en",
    "One-line Python error: UnicodeDecodeError utf-8 codec can't decode byte 0xe9 when reading uploaded CSV.",
"""UnicodeDecodeError: 'utf-8' codec can't decode byte 0xe9 in position 1043: invalid continuation byte""",
    q=[("explain_error", "en", "why {m} on a csv upload? just explain"),
       ("fix_in_repo", "en", "uploads from french customers fail with {m}. detect the encoding in our upload handler and fall back to cp1252"),
       ("explain_error", "fr", "pourquoi j'ai {m} ?")])

add("uerr_short_rb", "uerr", "en",
    "One-line Rails error: ActionController::InvalidAuthenticityToken on the login form after session expiry.",
"""ActionController::InvalidAuthenticityToken (Can't verify CSRF token authenticity.)""",
    q=[("explain_error", "en", "what triggers {m} usually?"),
       ("fix_in_repo", "en", "users who leave the login page open overnight get {m}. handle it gracefully: redirect back to login with a flash message, across all forms")])

add("diff_go_ctx", "diff", "en",
    "Go diff: threads context.Context through the storage interface and changes Get(key) to Get(ctx, key).",
"""--- a/internal/storage/store.go
+++ b/internal/storage/store.go
@@ -8,10 +8,10 @@ type Store interface {
-	Get(key string) ([]byte, error)
-	Put(key string, val []byte) error
-	Delete(key string) error
+	Get(ctx context.Context, key string) ([]byte, error)
+	Put(ctx context.Context, key string, val []byte) error
+	Delete(ctx context.Context, key string) error
 }
@@ -31,7 +31,10 @@ func (s *redisStore) Get(key string) ([]byte, error) {
-func (s *redisStore) Get(key string) ([]byte, error) {
-	return s.c.Get(context.Background(), key).Bytes()
+func (s *redisStore) Get(ctx context.Context, key string) ([]byte, error) {
+	b, err := s.c.Get(ctx, key).Bytes()
+	if errors.Is(err, redis.Nil) {
+		return nil, ErrNotFound
+	}
+	return b, err
 }""",
    q=[("commit_message", "en", "write the commit message, conventional commits style"),
       ("update_callers", "en", "now propagate ctx to every Store call site in the repo and fix the mocks"),
       ("explain_code", "zh", "这个 diff 对调用方有什么影响？")])

add("diff_kotlin_null", "diff", "en",
    "Kotlin patch: makes `User.email` nullable and changes the mapper to skip users without email.",
"""@@ -4,7 +4,7 @@ data class User(
     val id: Long,
     val name: String,
-    val email: String,
+    val email: String?,
 )
@@ -22,6 +22,7 @@ fun toContact(u: User): Contact? {
-    return Contact(u.name, u.email)
+    val email = u.email ?: return null
+    return Contact(u.name, email)
 }""",
    q=[("review_given_diff", "en", "is this change safe? what else would break?"),
       ("update_callers", "en", "email is nullable now; fix every place in the android app that assumes it's non-null"),
       ("commit_message", "de", "Commit-Message auf Englisch, bitte kurz")])

add("diff_css_yaml", "diff", "en",
    "Patch to a GitHub Actions workflow: adds a matrix for node 18/20/22 and caches pnpm store.",
"""--- a/.github/workflows/ci.yml
+++ b/.github/workflows/ci.yml
@@ -10,9 +10,15 @@ jobs:
   test:
     runs-on: ubuntu-latest
+    strategy:
+      matrix:
+        node: [18, 20, 22]
     steps:
       - uses: actions/checkout@v4
+      - uses: pnpm/action-setup@v3
       - uses: actions/setup-node@v4
         with:
-          node-version: 18
+          node-version: ${{ matrix.node }}
+          cache: pnpm
       - run: pnpm install --frozen-lockfile
       - run: pnpm test""",
    q=[("commit_message", "en", "commit message for this workflow change"),
       ("explain_code", "es", "¿qué cambia en el workflow con este parche?"),
       ("fix_ci", "en", "with this matrix the node 22 job fails in our repo; get all three green")])

add("dup_pair_ko", "dup", "ko",
    "Two Korean reports: push notifications not arriving on Galaxy devices after update; one mentions battery optimization.",
"""#88 갤럭시에서 업데이트 후 푸시 알림이 안 와요.""",
    parts=("""#88 (제보자: 박) 갤럭시 S23, 앱 6.1 업데이트 후 푸시 알림이 전혀 안 옵니다. 아이폰은 정상.""",
           """#93 (제보자: 이) 알림이 몇 시간 늦게 와요. 배터리 최적화 끄면 바로 옴. 갤럭시 A34, 앱 6.1."""),
    q=[("duplicate_check", "ko", "이 두 개 같은 문제야?"),
       ("duplicate_check", "en", "same issue? answer from the two reports only"),
       ("fix_in_repo", "en", "both started with 6.1. check what changed in our FCM setup (priority, channel) and fix it")])

add("dup_pair_pt", "dup", "pt",
    "Two Portuguese reports: checkout total wrong with free shipping coupon; one on web one on app; both combine coupon + shipping.",
"""#410 Total errado com cupom de frete grátis.""",
    parts=("""#410 No site, usando cupom FRETEGRATIS, o total ainda soma R$ 19,90 de frete.""",
           """#418 No app Android, com cupom de frete grátis e mais um cupom de 10%, o desconto de 10% some e o frete continua."""),
    q=[("duplicate_check", "pt", "são o mesmo bug?"),
       ("reproduce_and_fix", "en", "reproduce both against the cart service locally and fix the coupon stacking logic")])

add("chg_k8s_notes", "chg", "en",
    "Upgrade notes: Kubernetes 1.25 removes PodSecurityPolicy and policy/v1beta1 PodDisruptionBudget.",
"""Cluster upgrade 1.24 → 1.25: things to check
- PodSecurityPolicy is removed. Use Pod Security Admission labels on namespaces instead.
- policy/v1beta1 PodDisruptionBudget removed → use policy/v1.
- batch/v1beta1 CronJob removed → batch/v1.
- autoscaling/v2beta1 HPA removed → autoscaling/v2.
Run `kubent` or `pluto detect-files -d deploy/` to find deprecated APIs.""",
    q=[("upgrade_dependency", "en", "go through our helm charts and manifests and migrate everything this list mentions, then run pluto to confirm"),
       ("convert_format", "en", "make this a checklist with checkboxes"),
       ("answer_from_text", "ja", "CronJobはどのAPIバージョンに変える？")])

add("chg_release_fr", "chg", "fr",
    "French release notes for a mobile app 5.0: new offline mode, Android 8 dropped, login via magic link.",
"""Version 5.0 – notes de version
Nouveautés :
• Mode hors ligne : consultez vos documents sans connexion
• Connexion par lien magique (plus besoin de mot de passe)
Changements :
• Android 8 n'est plus pris en charge (minimum Android 9)
Corrections :
• Les notifications en double ont été corrigées""",
    q=[("translate", "en", "translate these release notes for the App Store listing (english)"),
       ("rewrite", "fr", "rends ces notes plus vivantes pour les utilisateurs, sans inventer de fonctionnalités"),
       ("answer_from_text", "en", "what's the new minimum android version?")])

add("adv_log4j_style", "adv", "en",
    "Internal security bulletin: critical RCE in a Java logging lib < 2.17.1; list of affected internal services; patch by Friday.",
"""SEC-BULLETIN-2024-07 (internal)
Critical: remote code execution in `logkit-core` < 2.17.1 via message lookups.
Affected services (from SBOM scan): billing-api, notification-worker, legacy-admin (Maven), reporting (Gradle).
Required: upgrade to 2.17.1+ or set `logkit.lookups.disabled=true` as interim mitigation.
Deadline: Friday 17:00. Owners reply in #sec-bulletins when done.""",
    q=[("security_remediation", "en", "do the upgrade in billing-api and notification-worker (maven) and reporting (gradle), add the interim flag to legacy-admin"),
       ("extract_fields", "en", "which services are affected and what's the deadline?"),
       ("draft_announcement", "en", "write my reply for #sec-bulletins saying billing-api is patched and deployed")])

add("doc_api_ja", "doc", "ja",
    "Japanese API doc section: GET /v1/stores pagination uses page and per_page (max 100), total in X-Total-Count header.",
"""### 店舗一覧取得 GET /v1/stores
クエリパラメータ：
- `page`（整数、1始まり、省略時1）
- `per_page`（整数、最大100、省略時20）
- `pref`（都道府県コード、任意）
レスポンスヘッダ `X-Total-Count` に総件数が入ります。""",
    q=[("write_snippet", "en", "write a python generator that walks all pages of this endpoint with requests"),
       ("translate", "en", "translate this API doc section"),
       ("implement_feature", "en", "our stores endpoint doesn't do this yet. implement page/per_page/pref and the X-Total-Count header as documented")])

add("notes_retro_es", "notes", "es",
    "Spanish retro notes: releases too big, flaky tests, on-call burnout; actions: weekly releases, quarantine flaky tests, second on-call.",
"""Retro sprint 18
Qué fue mal:
- Release del jueves con 60 PRs, imposible de revisar
- Tests inestables: 1 de cada 4 pipelines falla sin motivo
- Guardias: Lucía tuvo 3 incidencias de madrugada seguidas
Acciones:
- Releases semanales (dueño: Andrés)
- Cuarentena de tests inestables y ticket para cada uno (dueña: Sofía)
- Segunda persona de guardia como respaldo (dueño: Lucía + manager)""",
    q=[("action_items", "en", "action items with owners, english"),
       ("fix_ci", "es", "empieza con lo de los tests inestables: identifícalos en nuestro pipeline, arréglalos o ponlos en cuarentena"),
       ("summarize", "de", "Fass die Retro auf Deutsch zusammen")])

add("mail_pl_vendor", "mail", "pl",
    "Polish email from a vendor: their SFTP will change host and require key auth from July 1; old password login disabled.",
"""Temat: Zmiana serwera SFTP od 1 lipca

Dzień dobry,
informujemy, że od 1 lipca serwer wymiany plików przenosi się na sftp2.dostawca.pl (port 2222).
Logowanie hasłem zostanie wyłączone – wymagane będą klucze SSH (ed25519). Prosimy o przesłanie kluczy publicznych do 20 czerwca.
Pozdrawiamy, Zespół Integracji""",
    q=[("extract_fields", "en", "new host, port, auth method and deadlines please"),
       ("fix_in_repo", "en", "update our import job config and the sftp client code for the new host/port and key auth, keep the old one working until july 1"),
       ("reply_draft", "pl", "odpisz, że prześlemy klucz do 18 czerwca i prosimy o potwierdzenie")])

add("code_cs_linq", "code", "en",
    "C# LINQ method that enumerates an IQueryable twice and does client-side filtering on a computed property.",
"""public async Task<List<OrderDto>> GetOverdue(int customerId)
{
    var q = _db.Orders.Where(o => o.CustomerId == customerId);
    var count = q.Count();
    _log.LogInformation("{Count} orders", count);
    return q.AsEnumerable()
            .Where(o => o.IsOverdue)          // computed in C#
            .Select(o => new OrderDto(o.Id, o.DueDate, o.Total))
            .ToList();
}""",
    q=[("fix_given_code", "en", "rewrite so the overdue filter runs in SQL and it's actually async"),
       ("explain_code", "en", "how many queries does this send and why is it slow?"),
       ("fix_in_repo", "en", "IsOverdue is used client-side in a bunch of repositories. make it translatable (expression) and fix all the queries")])
