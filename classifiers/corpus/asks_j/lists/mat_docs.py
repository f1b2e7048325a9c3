from .common import M, S, L

MATERIALS = [
M("readme_install", "readme_section", """
## Installation

You need Node 18+ and pnpm.

    pnpm install
    cp .env.example .env
    pnpm db:migrate
    pnpm dev

The app runs on http://localhost:3000. For the background worker run `pnpm worker` in a second terminal.
If you get `ECONNREFUSED 127.0.0.1:6379` you forgot to start Redis (`docker compose up redis`).
""", "The README install section covers Node 18+, pnpm, env setup, migrations, dev server, worker and the Redis requirement.", fence="md",
asks=[S("rewrite_text", "make this install section clearer for first-time contributors, numbered steps"),
 S("translate", "translate this README section to Spanish"),
 L("update_docs_in_repo", "we moved to bun last week. update the README and every script and doc that still says pnpm"),
 S("answer_from_text", "what does it say to do if redis isn't running?")]),

M("api_ref_payments", "api_reference", """
POST /v2/payments/{id}/refunds

Creates a refund for a captured payment.

Path parameters
  id            string, required   Payment ID (pay_...)
Body
  amount        integer, optional  Amount in minor units. Defaults to the remaining refundable amount.
  reason        string, optional   One of: duplicate, fraudulent, requested_by_customer
  metadata      object, optional   Up to 20 keys, values max 500 chars
Headers
  Idempotency-Key  string, recommended

Responses
  201  Refund object
  400  amount_exceeds_refundable
  404  payment_not_found
  409  payment_not_captured
""", "The refunds endpoint creates a refund on a captured payment, with optional amount, reason and metadata, and documented 400/404/409 errors.", fence="text",
asks=[S("write_small_function", "write a typescript function that calls this endpoint with fetch, typed request/response, idempotency key included"),
 S("answer_from_text", "what happens if I don't send amount?"),
 L("implement_feature", "add refund support to our Python SDK based on this reference, with models, errors and tests like the other endpoints"),
 S("convert_format", "convert this reference into an OpenAPI 3 path item in yaml")]),

M("rfc_excerpt_cookies", "spec_excerpt", """
5.4.  The Cookie Header

   When the user agent generates an HTTP request, the user agent MUST NOT
   attach more than one Cookie header field.

   ...

   2.  The user agent SHOULD sort the cookie-list in the following order:
       *  Cookies with longer paths are listed before cookies with
          shorter paths.
       *  Among cookies that have equal-length path fields, cookies with
          earlier creation-times are listed before cookies with later
          creation-times.
""", "The excerpt says a user agent sends one Cookie header and should order cookies by longer path first, then earlier creation time.", fence="text",
asks=[S("explain_for_non_dev", "explain this part of the spec in simple words"),
 S("write_small_function", "write a Go sort function for a []Cookie slice that follows exactly this ordering"),
 L("fix_bug_in_repo", "our http client's cookie jar doesn't follow this ordering. fix the jar implementation and add conformance tests")]),

M("changelog_lib", "changelog", """
## [5.0.0] - 2024-04-30
### Breaking
- Dropped Python 3.8 support
- `Settings.from_env()` no longer reads `.env` files implicitly; pass `env_file=".env"`
- `validate()` raises `ConfigError` instead of `ValueError`
### Added
- `Settings.model_dump_safe()` masks secrets
### Fixed
- Nested settings now respect `env_prefix`
""", "Version 5.0.0 drops Python 3.8, stops implicit .env loading, changes validate()'s exception type and adds model_dump_safe().", fence="md",
asks=[S("summarize", "what do I need to care about when upgrading, in 3 bullets?"),
 S("answer_from_text", "does from_env still read .env by default?"),
 L("upgrade_dependency", "upgrade us to 5.0 of this settings lib and fix everything the changelog says will break (from_env and the ValueError catches)"),
 S("translate", "translate this changelog to German")]),

M("release_notes_internal", "release_notes", """
v2024.06.1
- Orders: partial refunds from the admin (#1420)
- Search: typo tolerance for product names (#1433)
- Fix: export to CSV no longer drops the last row (#1451)
- Fix: VAT label on Austrian invoices (#1460)
- Infra: Postgres 16
- Removed: legacy /v1/reports endpoints (deprecated since January)
""", "The release adds partial refunds and typo-tolerant search, fixes CSV export and the Austrian VAT label, moves to Postgres 16 and removes /v1/reports.", fence="md",
asks=[S("draft_announcement", "rewrite these as customer-facing release notes, friendly, skip infra stuff"),
 S("convert_format", "make this a slack message with emojis for #releases"),
 S("explain_for_non_dev", "explain each line in plain english for the support team")]),

M("advisory_lodash", "security_advisory", """
GHSA-xxxx-xxxx-xxxx: Prototype Pollution in deepmerge-lite
Severity: High (CVSS 7.5)
Affected versions: < 2.4.1
Patched versions: 2.4.1

Impact
  Merging user-controlled objects containing "__proto__" keys pollutes Object.prototype.
Workarounds
  Sanitize input keys before merging.
References
  Fixed in commit 4c2a9e1
""", "deepmerge-lite before 2.4.1 has a high-severity prototype pollution via __proto__ keys; fixed in 2.4.1.", fence="text",
asks=[S("explain_for_non_dev", "what is prototype pollution and why is it High? explain to a PM"),
 S("answer_from_text", "which version fixes it?"),
 L("patch_vulnerability", "we use deepmerge-lite in a few services. bump it to the patched version everywhere, and where we merge request bodies, add key sanitizing"),
 S("draft_announcement", "write a short internal security notice from this advisory for #eng")]),

M("cve_openssl_notice", "security_advisory", """
Security notice: CVE-2024-XXXX1 (libxmlparse)
A heap overflow in libxmlparse < 2.11.7 can be triggered by crafted XML documents with deeply nested entities.
Debian/Ubuntu images: update package libxmlparse2. Alpine: apk upgrade libxmlparse.
Applications that parse untrusted XML (SAML, SOAP, uploads) should upgrade immediately.
""", "A heap overflow in libxmlparse below 2.11.7 affects apps parsing untrusted XML; update the OS package.", fence="text",
asks=[S("answer_from_text", "are we only affected if we parse untrusted xml?"),
 L("patch_vulnerability", "check all our Dockerfiles for images that pull libxmlparse and update them, then rebuild and run the SAML tests"),
 S("triage_label", "severity for us? we only use xml for SAML login")]),

M("upgrade_notes_django", "upgrade_notes", """
Upgrading to Django 5.0 — notes from the platform team

- `DEFAULT_AUTO_FIELD` warnings are now errors in our check command
- `USE_L10N` setting removed; delete it from settings
- `pytz` no longer supported; use `zoneinfo`
- Form rendering uses div-based templates by default; our crispy layouts need `FORM_RENDERER` set explicitly
- `Model.save()` positional args deprecated
- Minimum: Python 3.10, psycopg 3 recommended
""", "Platform team notes for Django 5.0: remove USE_L10N, replace pytz with zoneinfo, set FORM_RENDERER, avoid positional save() args, Python 3.10+.", fence="md",
asks=[S("convert_format", "make this a checklist we can paste into the upgrade ticket"),
 L("upgrade_dependency", "do the django 5.0 upgrade in our project following these notes, pytz usages included, and get the tests green"),
 S("answer_from_text", "what's the minimum python version?")]),

M("spec_internal_feature", "spec_excerpt", """
Spec: Account deletion (GDPR Art. 17)

1. User requests deletion from Settings > Privacy.
2. Account enters "pending_deletion" for 14 days; login cancels the request.
3. After 14 days a job:
   - deletes profile, addresses, saved payment methods (at PSP too)
   - anonymizes orders (keep amounts, drop PII) — legal retention 10 years
   - removes the user from the mailing list provider
4. Emails: confirmation on request, reminder at day 12, final confirmation.
5. Admin can see pending deletions but can't cancel them.
""", "The spec describes GDPR account deletion with a 14-day grace period, a job that deletes and anonymizes data, three emails, and read-only admin visibility.", fence="md",
asks=[S("list_missing_info", "what edge cases does this spec not cover?"),
 S("convert_format", "turn this spec into user stories with acceptance criteria"),
 L("implement_feature", "implement this account deletion spec end to end in our Rails app: state, job, emails and the admin view"),
 S("explain_for_non_dev", "summarize for the legal team what the system will do")]),

M("api_ref_stripe_like_de", "api_reference", """
GET /api/v1/lager/{artikelnummer}

Liefert den aktuellen Lagerbestand eines Artikels.

Parameter:
  artikelnummer  (Pfad, Pflicht)  z. B. "A-100234"
  standort       (Query, optional) Lagerstandort, Standard: alle
Antwort 200:
  { "artikelnummer": "A-100234", "bestand": 42, "reserviert": 5, "standort": "HAM" }
Fehler:
  404 artikel_nicht_gefunden
""", "A German API reference for a stock endpoint returning quantity and reserved count per article and optional location.", lang="de", fence="text",
asks=[S("translate", "translate this API doc to english, keep field names as they are"),
 S("write_small_function", "write a python client function for this endpoint with requests, raise a custom error on 404"),
 L("implement_feature", "Implementiere diesen Endpunkt in unserem Lager-Service, inklusive Tests und OpenAPI-Doku.", "de")]),

M("readme_config_fr", "readme_section", """
## Configuration

Toutes les options peuvent être définies par variables d'environnement :

| Variable          | Défaut      | Description                          |
|-------------------|-------------|--------------------------------------|
| `APP_PORT`        | `8080`      | Port d'écoute                        |
| `APP_LOG_LEVEL`   | `info`      | `debug`, `info`, `warn`, `error`     |
| `APP_DB_URL`      | —           | URL PostgreSQL (obligatoire)         |
| `APP_CACHE_TTL`   | `300`       | Durée du cache en secondes           |
""", "A French README configuration table listing port, log level, database URL and cache TTL variables.", lang="fr", fence="md",
asks=[S("translate", "translate to english"),
 S("write_small_function", "write a Go config struct and loader for exactly these variables with the defaults shown"),
 L("update_docs_in_repo", "Ce tableau n'est plus à jour. Compare-le avec le code de configuration du dépôt et mets-le à jour.", "fr")]),

M("changelog_go_lib", "changelog", """
v0.9.0
  * ctx is now the first argument of every Store method (breaking)
  * Store.Get returns (T, bool, error) instead of (*T, error)
  * new: Store.Scan with prefix iteration
  * perf: 30% fewer allocations in Put
""", "v0.9.0 makes ctx the first argument of all Store methods and changes Get's return signature.", fence="text",
asks=[S("explain_code", "show me a before/after call of Get with the new signature"),
 L("upgrade_dependency", "bump us to v0.9.0 and fix all call sites of Store methods in our services")]),

M("spec_webhook_sig", "spec_excerpt", """
Webhook signatures

Each request includes header `X-Signature: t=<unix>,v1=<hex>`.
To verify:
  1. Extract t and v1.
  2. Build the payload string: `${t}.${raw_body}`.
  3. Compute HMAC-SHA256 of it with your endpoint secret; hex-encode.
  4. Compare with v1 using a constant-time comparison.
  5. Reject if |now - t| > 300 seconds.
""", "Webhook requests are signed with HMAC-SHA256 over timestamp.body, compared in constant time, with a 5-minute tolerance.", fence="text",
asks=[S("write_small_function", "implement verification exactly as specified in python, standard library only"),
 S("test_given_function", "write the test vectors I'd need to check an implementation of this, including the tolerance edges"),
 L("implement_feature", "add signature verification per this spec to all our webhook receivers (there are three services) and reject unsigned requests")]),
]
