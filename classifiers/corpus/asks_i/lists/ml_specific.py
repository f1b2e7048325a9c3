# -*- coding: utf-8 -*-
"""Hand-written non-English asks about particular artifacts, as minimal pairs
(artifact id -> list of (lang, single-step (kind, ask), long-horizon (kind, ask)))."""

ML_SPECIFIC = {
    "ci_npm_eresolve": [
        ("de", ("explain_error", "Warum bricht npm ci hier ab? Vor dem React-Update ging's noch."),
               ("make_ci_green", "Ersetz react-beautiful-dnd im ganzen Frontend durch etwas, das React 18 kann, und bring die Pipeline wieder auf grün.")),
    ],
    "ci_pytest_coverage": [
        ("ja", ("explain_error", "2つ目の失敗に出てくる \\ufeff って何ですか？"),
               ("make_ci_green", "丸めの問題と BOM の問題をコードで直して、カバレッジが 85% を超えるまでテストを足してください。")),
    ],
    "test_go_race": [
        ("zh", ("explain_error", "这个 race 报告怎么看？是哪两行在竞争？"),
               ("fix_in_repo", "把 ratelimit 包里的这个数据竞争修掉，再检查其他包有没有同样没加锁的 map，最后跑 go test -race ./...")),
    ],
    "py_django_integrity": [
        ("es", ("explain_error", "Según el traceback, ¿en qué caso pasa esto?"),
               ("fix_in_repo", "Haz que aceptar una invitación sea idempotente en la app teams y añade un test para el doble clic.")),
    ],
    "k8s_crashloop": [
        ("ru", ("explain", "Объясни, почему -Xmx768m при лимите 512Mi это проблема."),
               ("migrate_configs", "Переведи все java-сервисы в наших helm-чартах с -Xmx на MaxRAMPercentage и выровняй requests/limits, потом прогони helm template и проверку kubeconform.")),
    ],
    "diff_retry_backoff": [
        ("pt", ("review_diff", "revisa isso: tem algum perigo em fazer retry de uma cobrança desse jeito?"),
               ("propagate_change", "aplica a mesma política de retry em todos os clients do serviço de pagamentos e coloca idempotency key nos POSTs, com testes")),
    ],
    "jira_idempotency": [
        ("ko", ("extract_actions", "이 티켓을 하위 작업으로 쪼개 줘."),
               ("implement_spec", "PAY-1423을 payments 서비스에 구현해 줘. 인수 조건 6개 전부, 테스트 포함해서.")),
    ],
    "incident_cache_stampede": [
        ("fr", ("summarize", "Résume cet incident pour le point hebdo de la direction, sans jargon, en 3 phrases."),
               ("incident_guard", "Implémente les correctifs d'INC-5521 dans catalog-api : single-flight sur les cache miss, une limite de connexions DB par pod, et un test de charge qui reproduit le problème.")),
    ],
    "rfc_outbox": [
        ("de", ("explain", "Warum FOR UPDATE SKIP LOCKED im Relay? Erklär mal kurz."),
               ("implement_spec", "Setz RFC-017 im orders-Service um: Migration für die Outbox-Tabelle, Events in derselben Transaktion schreiben, Relay mit SKIP LOCKED, Feature-Flag, Tests.")),
    ],
    "sql_schema_shop": [
        ("es", ("write_sql", "Escribe una consulta: los 10 productos con más ingresos en los últimos 30 días, solo pedidos pagados o enviados."),
               ("implement_spec", "Crea en nuestro repo las migraciones, los modelos de SQLAlchemy y una capa de repositorio con tests para las consultas de ingresos.")),
        ("tr", ("write_sql", "2024 için ülke bazında aylık geliri veren bir sorgu yaz, postgres."),
               ("implement_spec", "API'ye bu tablolara dayanan, ülke ve ay bazında gelir döndüren bir raporlama endpoint'i ekle; testler ve index migration'ı da olsun.")),
    ],
    "query_plan_pg": [
        ("it", ("explain_query_plan", "Spiegami questo piano: dove va il tempo?"),
               ("perf_fix", "È l'endpoint dello storico ordini: aggiungi l'indice giusto come migrazione nel repo e dimostra con un test che ora è veloce.")),
    ],
    "npm_audit": [
        ("vi", ("summarize", "Tóm tắt báo cáo audit này: cái nào gấp, cái nào là breaking change?"),
               ("upgrade_deps", "Sửa hết các lỗ hổng trong báo cáo này ở repo api, kể cả nâng cấp axios và jsonwebtoken, chỉnh code cho chạy được và test xanh.")),
    ],
    "fn_parse_duration": [
        ("hi", ("fix_function", "इस function को ठीक करो, \"1h30m\" पर 11400 आ रहा है जबकि 5400 आना चाहिए।"),
               ("fix_in_repo", "ये utils/time.py में है। इसे ठीक करो और repo में जहाँ-जहाँ इसे call किया गया है वहाँ भी check करो, फिर पूरा test suite चलाओ।")),
    ],
    "fn_debounce": [
        ("id", ("fix_function", "Perbaiki debounce ini, argumennya malah jadi array."),
               ("fix_in_repo", "Perbaiki debounce di src/utils dan cek semua pemanggilnya, ada yang pakai args[0] buat akalin bug-nya.")),
    ],
    "review_comments_gh": [
        ("uk", ("summarize", "Коротко: чого хочуть рев'юери?"),
               ("address_review", "Опрацюй усі ці коментарі в моїй гілці (крім 30 днів, там додай коментар чому) і запуш.")),
    ],
    "slack_flaky": [
        ("nl", ("summarize", "Vat deze thread samen voor iemand die er niet bij was."),
               ("fix_in_repo", "Ik pak dit op: fix test_webhook_retry_schedule en de andere genoemde tests met freezegun, en check de hele suite op andere asserts met datetime.now().")),
    ],
    "email_customer_webhooks": [
        ("ar", ("reply_draft", "اكتب ردًا على Dana يشرح آلية إعادة المحاولة وإزالة التكرار باستخدام event id دون أن نلومهم."),
               ("fix_in_repo", "افحص مُرسِل الـ webhooks لدينا لمعرفة ما تغيّر يوم الثلاثاء وأصلحه، وتأكد أن إعادة الإرسال تحمل نفس event id، مع اختبارات.")),
    ],
    "tsc_errors": [
        ("pl", ("explain_error", "Wyjaśnij krótko każdy z tych 4 błędów."),
               ("fix_in_repo", "Właśnie włączyliśmy strict: true. Napraw te i wszystkie inne błędy strict w projekcie, bez rzutowania na any, i dopilnuj, żeby build i testy przechodziły.")),
    ],
    "issue_darkmode": [
        ("zh", ("triage", "分析一下这个 issue：优先级、属于哪个模块，评论里的猜测靠谱吗？"),
               ("fix_in_repo", "修复 #1874：先确认 SSO 同步是不是覆盖了用户偏好，改成只同步身份字段，再加个测试。")),
    ],
    "go_nil_panic": [
        ("ja", ("explain_error", "このトレースから Verifier 自体が nil だとどう読み取れますか？"),
               ("fix_in_repo", "JWKS の取得が遅いと再起動後にこの panic が出ます。nil の verifier のままリクエストを受けないよう起動処理を直して、テストも追加してください。")),
    ],
    "compose_yaml": [
        ("ko", ("convert_config", "이 compose 파일에서 web, worker, redis만 쿠버네티스 매니페스트로 바꿔 줘."),
               ("fix_in_repo", "worker가 postgres 준비되기 전에 떠서 첫 부팅 때 죽어. 레포에서 고쳐 줘 (compose랑 앱 시작 재시도 둘 다).")),
    ],
    "changelog_lib": [
        ("tr", ("summarize", "Kırıcı değişiklikleri bir geçiş kontrol listesi olarak özetle."),
               ("upgrade_deps", "Monorepo genelinde fastdb 5'e geç: createClient'ı await et, seçenekleri yeniden adlandır, tüm query() çağrılarını uyarla ve CI'ı yeşile çek.")),
    ],
    "meeting_notes": [
        ("pt", ("extract_actions", "Lista os itens de ação por pessoa."),
               ("do_action_items", "Sou o Theo. Faz o meu item do Node 20: atualiza api-gateway, notifications e webhooks (imagens base, engines, matriz do CI) e corrige os testes que quebrarem.")),
    ],
    "nginx_upstream_timeout": [
        ("id", ("explain_log_line", "'while reading response header from upstream' itu artinya apa persisnya?"),
               ("fix_in_repo", "Export-nya 504 karena sinkron. Ubah POST /v1/exports supaya masuk antrean job dan balikin 202 dengan URL status, update client web buat polling, plus test.")),
    ],
    "cprofile_out": [
        ("uk", ("explain_profile", "Прочитай цей профіль: куди йде час?"),
               ("perf_fix", "Прискор CLI звітів: виправ у нашому коді geo-lookup, що робить окремий запит на кожен рядок, перевір інші звіти, що викликають lookup_country, і додай benchmark-тест.")),
    ],
    "pr_feature_flag": [
        ("it", ("rewrite", "Riscrivi questa descrizione della PR con sezioni vere, così i reviewer la capiscono."),
               ("implement_spec", "Finisci questa PR: fai i TODO elencati (eventi analytics, link modifica carrello, RTL), correggi il bug del codice promo e aggiungi i test e2e.")),
    ],
    "dockerfile_bad": [
        ("fr", ("review_config", "Fais une revue de ce Dockerfile : qu'est-ce qui ne va pas ?"),
               ("fix_in_repo", "Il y a une clé live dans ce Dockerfile. Retire-la de l'image et de l'historique git, charge-la depuis le secret manager au runtime, et explique la rotation dans la PR.")),
    ],
    "transcript_agent": [
        ("es", ("summarize_history", "Resume esta sesión para el traspaso: qué está hecho y qué falta."),
               ("continue_session", "Sigue donde se quedó: termina app/workers/config.py y ejecuta toda la suite de tests.")),
    ],
}
