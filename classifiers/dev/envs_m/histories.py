"""Pool of earlier, already-answered conversation histories for envs_m.

Each history is 1-6 user/assistant exchanges in plain text (code blocks allowed),
never holding tool calls, tool results or command output fed back by a client.
`kind` is "big_job" when the earlier talk was about a large multi-step job
(plans in prose, architecture, rollout), "small" for short Q&A and chit-chat.
"""

HISTORIES = []


def _h(hid, lang, kind, *pairs):
    HISTORIES.append({
        "id": hid,
        "lang": lang,
        "kind": kind,
        "exchanges": [{"user": u, "assistant": a} for (u, a) in pairs],
    })


# ------------------------------------------------------------------ h01-h16
_h("h01", "en", "small",
   ("hey, is it `its` or `it's` in 'the API returns its own error codes'?",
    "It's **its** — the possessive form has no apostrophe. \"It's\" is only ever short for \"it is\" or \"it has\"."),
)

_h("h02", "en", "big_job",
   ("we want to split our Django monolith into services eventually. not now, just want a rough plan I can show my lead. ~180k LOC, postgres, celery, one big `core` app",
    """Here's a plan you can put in front of your lead. It's staged so that every step ships value on its own and you can stop at any point.

**Phase 0 – Make the monolith honest (4–6 weeks)**
Before extracting anything, map the real boundaries. Group the models in `core` by the business capability they serve (billing, catalog, accounts, notifications…), then measure cross-group coupling: foreign keys, imports, shared Celery tasks, signals. The output is a dependency matrix and a short list of candidate seams. In parallel, add request tracing and per-module ownership (CODEOWNERS), otherwise you won't know what broke when you start moving things.

**Phase 1 – Modularise in place (2–3 months)**
Turn the candidate seams into Django apps with explicit interfaces: each app exposes a small `services.py` or `api.py` and other apps may only call that, never the models directly. Enforce it with an import linter in CI. Replace cross-app signals with explicit calls or domain events on an outbox table. This is where most of the real work is, and it pays off even if you never extract a single service.

**Phase 2 – Extract the first service (6–8 weeks)**
Pick the seam with the lowest inbound coupling and the clearest owner — notifications is usually a good first candidate because other parts only *send* to it. Give it its own database schema first (same cluster), then its own deploy, then its own database. Traffic goes through the interface you built in Phase 1, now backed by HTTP or a queue.

**Phase 3 – Repeat, with a budget**
Only extract a service when there is a reason: different scaling profile, a separate team, or a release cadence conflict. Billing and search tend to qualify; accounts usually doesn't.

**Risks to call out**
- Distributed transactions: anything that today relies on a single `atomic()` across two future services needs an outbox/saga design first.
- Reporting: analysts joining across everything will lose that ability; plan a read replica or warehouse feed early.
- Team capacity: each service needs an on-call owner.

If you want, the first concrete deliverable is the dependency matrix from Phase 0; that usually settles the debate about where to start."""),
   ("nice. how long for phase 1 realistically with 3 devs part time?",
    "With three people at roughly half capacity, plan on 3–4 months for Phase 1 rather than 2–3. The slow parts are untangling signals and fixing the tests that reach into other apps' models. I'd time-box it: pick the two highest-value seams first and re-estimate after six weeks."),
)

_h("h03", "de", "small",
   ("Wie hieß nochmal das Tastenkürzel in VS Code, um eine Zeile nach oben zu verschieben?",
    "Unter Windows/Linux **Alt + ↑**, auf dem Mac **Option + ↑**. Mit Shift dazu (Shift+Alt+↑) wird die Zeile stattdessen dupliziert."),
   ("danke! und mehrere Cursor?",
    "Alt+Klick (Mac: Option+Klick) setzt zusätzliche Cursor. Strg+Alt+↑/↓ (Mac: Cmd+Option+↑/↓) fügt einen Cursor in der Zeile darüber/darunter hinzu, und Strg+D (Cmd+D) markiert das nächste Vorkommen der Auswahl."),
)

_h("h04", "fr", "big_job",
   ("on doit migrer notre infra de VMs vers Kubernetes d'ici fin d'année. tu peux me proposer un plan en étapes ? 25 services, surtout du Java et un peu de Node",
    """Voici un découpage réaliste pour 25 services.

**1. Socle (mois 1–2)**
Choisir la distribution (managé chez votre cloud de préférence), définir les namespaces par équipe, la gestion des secrets, l'ingress, la supervision (métriques + logs + traces) et la chaîne CI/CD qui produit des images et des manifestes versionnés (Helm ou Kustomize). Rien ne migre tant que ce socle n'est pas utilisable par une équipe pilote.

**2. Conteneurisation (mois 2–3)**
Pour chaque service : Dockerfile reproductible, configuration par variables d'environnement, endpoints de santé, arrêt propre sur SIGTERM. Les services Java demandent souvent un réglage mémoire (limites du conteneur vs heap JVM).

**3. Pilote (mois 3)**
Deux services peu critiques et sans état, migrés de bout en bout, avec bascule DNS progressive. On en tire un guide interne et des templates.

**4. Vagues (mois 4–10)**
Regrouper les services restants en 4–5 vagues selon leurs dépendances ; les services avec état (files, caches) à la fin, ou laissés sur des services managés.

**5. Décommissionnement (mois 11–12)**
Couper les VMs seulement après deux cycles de release sans retour arrière.

Les points qui font déraper le planning : la gestion des secrets, les jobs cron cachés sur les VMs, et les services qui écrivent sur disque local."""),
)

_h("h05", "es", "small",
   ("oye, ¿en JSON se pueden poner comentarios?",
    "No, el estándar JSON no admite comentarios. Si los necesitas, usa JSONC (lo aceptan VS Code y TypeScript para `tsconfig.json`), JSON5, o YAML/TOML para configuración. Otra opción es una clave tipo `\"_comment\"`, aunque es un apaño."),
)

_h("h06", "zh", "big_job",
   ("我们打算把单体 PHP 项目重写成 Go 微服务，你觉得应该怎么规划？先别写代码，给个思路",
    """建议不要一次性重写，而是用“绞杀者模式”逐步替换：

1. **先梳理边界**：按业务能力（用户、商品、订单、支付、消息）划分模块，统计模块间的调用和共享表，找出耦合最低的部分。
2. **加一层网关**：所有流量先经过网关（Nginx 或自研），这样可以按路由把部分请求转发到新的 Go 服务，其余仍走 PHP。
3. **从边缘开始**：先挑只读、低风险的接口（比如商品详情、配置查询）用 Go 重写，双跑对比结果，确认一致后再切流量。
4. **数据层分阶段**：初期 Go 服务可以读同一个库，但写操作要集中在一个服务里；等边界稳定后再拆库。
5. **基础设施同步建设**：日志、链路追踪、统一配置、CI/CD，这些要在第二个服务上线前准备好。
6. **每个阶段都可回退**：网关层保留开关，出问题一键切回 PHP。

整体上，20 万行左右的 PHP 项目，3~4 人团队大概需要 12~18 个月，关键是不要停掉业务需求去“专心重写”。"""),
   ("订单模块最复杂，放最后吗？",
    "对，订单涉及库存、支付、优惠，事务多、依赖多，建议放在后面。先把它依赖的服务（商品、用户、支付回调）迁好并稳定运行，订单迁移时风险会小很多。迁之前最好先把订单相关的业务规则整理成文档和测试用例。"),
)

_h("h07", "ja", "small",
   ("おすすめのキーボードってある？プログラミング用で",
    "好みによりますが、よく挙がるのは HHKB（コンパクト、独特の配列）、REALFORCE（静電容量無接点で打鍵感が軽い）、Keychron（メカニカル、Mac/Win 両対応で手頃）あたりです。長時間タイピングするなら、キー荷重が軽めのものや分割キーボードも検討する価値があります。"),
)

_h("h08", "pt", "big_job",
   ("preciso planejar a migração do nosso app Angular 8 pra Angular 17. são uns 300 componentes. me dá um roteiro",
    """Roteiro em etapas (não dá pra pular versões maiores no `ng update`):

1. **Preparação**: suba a cobertura de testes das telas críticas, congele dependências, liste bibliotecas de terceiros e verifique se têm versão compatível com Angular 17 (as que não têm precisam de substituto).
2. **Atualização incremental**: 8 → 9 (Ivy), 9 → 12, 12 → 15, 15 → 17, sempre uma major por vez com `ng update`, rodando build e testes a cada passo. Em cada etapa, faça um merge curto em vez de um branch de meses.
3. **Pontos de atenção**: migração para Ivy (v9), remoção do View Engine, TSLint → ESLint, mudança do `ModuleWithProviders` genérico, RxJS 6 → 7, e o Node mínimo de cada versão.
4. **Depois de estar na 17**: aí sim considere standalone components, o novo control flow (`@if`, `@for`) e signals, de forma gradual.

Com 300 componentes, conte com algo entre 6 e 10 semanas de trabalho focado, dependendo principalmente das libs de terceiros."""),
)

_h("h09", "ru", "small",
   ("как правильно: «в течение» или «в течении» дня?",
    "Правильно **«в течение дня»** — это предлог, обозначающий период времени, он пишется с «е» на конце. «В течении» — только про течение реки: «в течении реки были пороги»."),
)

_h("h10", "en", "small",
   ("what's a good name for a util that clamps a number between min and max? `clamp` feels too generic",
    "`clamp` is actually the conventional name — it's what CSS, GLSL, Kotlin (`coerceIn` aside), and most math libraries use, so readers will recognise it instantly. If you need to disambiguate, `clampToRange` or putting it in a `math` namespace (`math.clamp`) is usually enough."),
   ("ok fair. and for one that maps 0..1 to a range?",
    "That's usually called `lerp` (linear interpolation): `lerp(a, b, t) = a + (b - a) * t`. The inverse, mapping a value in a range back to 0..1, is often `invLerp` or `normalize`, and combining both gives `remap`."),
)

_h("h11", "ko", "big_job",
   ("우리 팀이 모바일 앱을 React Native에서 네이티브(Swift/Kotlin)로 옮길지 고민 중이에요. 어떤 식으로 진행하면 좋을까요? 일단 계획만요",
    """바로 전환하기보다 단계적으로 접근하는 걸 추천합니다.

1. **이유 정리**: 성능, 네이티브 기능, 채용 등 전환 이유를 구체적인 지표로 적어 두세요. 이유가 특정 화면 성능이라면 그 화면만 네이티브 모듈로 바꾸는 것으로 충분할 수도 있습니다.
2. **브라운필드 방식**: 기존 RN 앱 안에 네이티브 화면을 하나씩 추가하고, 내비게이션을 네이티브 쪽으로 점진적으로 넘깁니다.
3. **공통 기반 먼저**: 인증, 네트워크, 분석, 딥링크, 푸시 같은 공통 모듈을 양 플랫폼에 먼저 구축합니다.
4. **화면 단위 이전**: 사용 빈도가 높고 RN에서 문제가 많았던 화면부터 옮기고, 각 단계마다 크래시율과 성능 지표를 비교합니다.
5. **RN 제거**: 마지막 RN 화면이 사라지면 브리지와 번들을 제거합니다.

인원과 화면 수에 따라 다르지만 보통 6개월~1년 이상 걸리는 작업이라, 신규 기능 개발과 병행 계획을 꼭 세우세요."""),
)

_h("h12", "it", "small",
   ("come si dice 'deploy' in italiano in un documento formale?",
    "Nei documenti formali si usa spesso **\"rilascio\"** o **\"messa in produzione\"** (per il deploy in produzione). \"Distribuzione\" è corretto ma meno usato nel gergo IT. Molte aziende però lasciano semplicemente \"deploy\" perché è entrato nell'uso comune."),
)

_h("h13", "en", "big_job",
   ("we need to move off our self-hosted Jenkins to GitHub Actions. ~60 pipelines, some with weird groovy. can you outline how you'd approach it?",
    """Sure — here's how I'd run it.

1. **Inventory.** Export every job's config and classify pipelines: simple build/test, deploy, scheduled, and "weird" (shared libraries, custom Groovy, plugins with no Actions equivalent). You'll usually find a third of the jobs are dead.
2. **Platform decisions.** Hosted vs self-hosted runners (anything needing VPN access to internal systems probably needs self-hosted), secrets strategy (org secrets + environments with required reviewers for prod), and reusable workflows to replace Jenkins shared libraries.
3. **Templates first.** Build 3–4 reusable workflows that cover 80% of jobs (language build+test, container build+push, deploy to env). Migrating a simple job should then be ~20 lines of YAML.
4. **Waves.** Migrate by team, simple pipelines first. Run both systems in parallel for a week per wave and compare results.
5. **The weird ones.** Rewrite custom Groovy logic as small scripts in the repo (bash/Python) called from Actions, rather than trying to emulate it in YAML.
6. **Cutover.** Make Jenkins read-only, then archive build history you must keep for compliance.

Budget a couple of weeks for steps 1–3 and then roughly 5–10 pipelines per week per person."""),
   ("ok. what about the nightly jobs that ssh into boxes?",
    "Those are the main reason for self-hosted runners. Put a runner inside the network with a narrowly scoped label (e.g. `runs-on: [self-hosted, ops]`), keep the SSH key in an environment secret, and restrict which repos and branches may use that runner group. Longer term, many of those SSH jobs can become scheduled jobs on the target platform itself."),
   ("makes sense, thanks",
    "You're welcome — good luck with the migration!"),
)

_h("h14", "de", "small",
   ("Was ist der Unterschied zwischen `==` und `===` in JavaScript?",
    "`===` vergleicht Wert **und** Typ ohne Umwandlung, `==` wandelt vorher um. Deshalb ist `0 == \"0\"` true, aber `0 === \"0\"` false. Faustregel: immer `===` verwenden, außer für den bewussten Check `x == null`, der `null` und `undefined` gleichzeitig abdeckt."),
)

_h("h15", "fr", "small",
   ("tu connais un bon livre pour apprendre Rust ?",
    "Le classique est *The Rust Programming Language* (« le Book »), gratuit en ligne et traduit en français par la communauté. Ensuite, *Rust for Rustaceans* de Jon Gjengset pour aller plus loin, et *Rust by Example* pour pratiquer par petits exemples."),
   ("et pour l'async ?",
    "Le livre officiel *Asynchronous Programming in Rust* (en ligne) et le tutoriel de Tokio sont les meilleures entrées. Le chapitre sur l'async de *Rust for Rustaceans* explique bien ce qui se passe sous le capot (futures, pinning, executors)."),
)

_h("h16", "en", "small",
   ("can you explain what this does?\n\n```python\nsorted(d.items(), key=lambda kv: (-kv[1], kv[0]))\n```",
    "It sorts a dict's `(key, value)` pairs by value **descending** (the minus sign flips numeric order) and, for equal values, by key **ascending**. The result is a list of tuples, e.g. `{'b': 2, 'a': 2, 'c': 5}` becomes `[('c', 5), ('a', 2), ('b', 2)]`."),
)

# ------------------------------------------------------------------ h17-h32
_h("h17", "en", "big_job",
   ("I'm writing up a proposal to replace our homegrown auth with Keycloak. what sections should the doc have and what would the rollout look like?",
    """A proposal like this usually convinces people when it's concrete about risk. Suggested outline:

1. **Context** – what the homegrown system does today (login, sessions, password reset, roles, API tokens), who maintains it, and the incidents or audit findings that triggered the proposal.
2. **Goals / non-goals** – e.g. SSO for internal tools, MFA, OIDC for the mobile app; explicitly *not* changing the permission model in the same project.
3. **Options considered** – Keycloak, a hosted IdP, and "keep and harden". Compare cost, operational load, compliance, and lock-in.
4. **Design** – realm layout, client per app, how roles map to your existing permissions, token lifetimes, session handling, and how services validate tokens.
5. **Migration of users** – password hashes (Keycloak can import bcrypt/PBKDF2 via a custom hash provider or you force a reset), linking existing IDs, and what happens to active sessions.
6. **Rollout** –
   - Stage 1: stand up Keycloak, integrate one internal tool.
   - Stage 2: dual-run for the main app behind a feature flag: new logins go to Keycloak for a small percentage of users.
   - Stage 3: ramp up, then migrate API tokens.
   - Stage 4: remove the old login code.
7. **Operations** – HA setup, backups, upgrades, monitoring, who's on call.
8. **Risks and rollback** – each stage should have a switch back to the old flow.

A timeline of roughly one quarter for stages 1–3 is typical for a mid-sized app."""),
)

_h("h18", "es", "big_job",
   ("tenemos que montar un data warehouse desde cero, ahora mismo los informes se sacan directamente de la base de producción. ¿cómo lo plantearías por fases?",
    """Lo plantearía así:

**Fase 1 – Descubrimiento (2–3 semanas).** Inventario de informes actuales, quién los usa, con qué frecuencia y qué consultas lanzan contra producción. Ahí salen las 10–15 métricas que de verdad importan.

**Fase 2 – Ingesta (1 mes).** Replicar las tablas necesarias a un almacén analítico (BigQuery, Snowflake, Redshift o un Postgres aparte si el volumen es pequeño) con CDC o cargas incrementales nocturnas. Lo importante es dejar de consultar producción.

**Fase 3 – Modelado (1–2 meses).** Capa de staging que limpia y tipa, y encima modelos de hechos y dimensiones (pedidos, clientes, productos, fechas). Herramientas tipo dbt ayudan con versionado, tests de datos y documentación.

**Fase 4 – Consumo.** Conectar la herramienta de BI, rehacer los informes prioritarios sobre el modelo y validar cifras contra los antiguos.

**Fase 5 – Gobierno.** Definiciones únicas de métricas, propietarios por dominio, alertas de calidad de datos.

El error típico es empezar por la herramienta de BI; empieza por la ingesta y el modelo."""),
   ("¿y dbt merece la pena para un equipo de 2?",
    "Sí, incluso para dos personas: te da SQL versionado en git, dependencias entre modelos, tests básicos (unicidad, no nulos, relaciones) y documentación generada casi gratis. dbt Core es gratuito; la curva de aprendizaje es corta si ya sabéis SQL."),
)

_h("h19", "zh", "small",
   ("Python 里 is 和 == 有啥区别",
    "`==` 比较的是值是否相等（调用 `__eq__`），`is` 比较的是是否为同一个对象（内存中的同一个引用）。所以判断 `None` 要用 `x is None`；比较字符串、数字内容要用 `==`。小整数和部分字符串因为缓存，`is` 有时也会返回 True，但不要依赖这一点。"),
)

_h("h20", "ja", "big_job",
   ("来期、社内の請求システムを刷新する予定です。現行は10年物の Java + Oracle。どういう進め方がいいか、ざっくりした計画を作ってほしい",
    """大きく 5 段階で考えるのがおすすめです。

**1. 現状把握（1〜2か月）**
業務フロー（見積→受注→請求→入金消込）と、現行システムが持っている暗黙のルール（端数処理、締め日、税率の切り替え、例外処理）を洗い出します。ここで作るテストケース集が、後の移行検証の基準になります。

**2. 方針決定**
パッケージ／SaaS 導入か、自社開発か。請求は法令対応（インボイス制度など）が絡むので、差別化要素が少ないならパッケージ寄りの判断も十分ありえます。

**3. 並行稼働を前提にした設計**
新システムで同じ月の請求を計算し、旧システムの結果と突き合わせる仕組みを最初から用意します。差分がゼロになるまで本番切り替えはしません。

**4. データ移行**
顧客マスタ、契約、未収金残高を中心に、移行リハーサルを最低 3 回。

**5. 切り替えと旧システム停止**
締め処理のタイミングを避けて切り替え、旧システムは参照専用で一定期間残します。

期間としては、自社開発なら 12〜18 か月を見ておくのが現実的です。"""),
   ("並行稼働の突き合わせはどの粒度でやるべき？",
    "最低でも「顧客×請求月×明細行」の粒度で金額・税額・数量を比較するのがおすすめです。合計だけ比較すると、明細単位の端数処理の違いが相殺されて見逃すことがあります。差分はカテゴリ（端数、税率、割引、対象外）に分類して、原因ごとに潰していくと進めやすいです。"),
)

_h("h21", "pt", "small",
   ("qual a diferença entre let e const em JS mesmo?",
    "Os dois têm escopo de bloco. `const` não permite reatribuir a variável (`x = 2` dá erro), `let` permite. Atenção: `const` não torna o objeto imutável — `const obj = {}; obj.a = 1` funciona. Regra comum: use `const` por padrão e `let` só quando precisar reatribuir."),
)

_h("h22", "ru", "big_job",
   ("нам надо переводить монолит на Java 8 на Java 21 и Spring Boot 3. с чего начать? план нужен для руководства",
    """Предлагаю такой план.

**Этап 1. Подготовка (3–4 недели).** Инвентаризация зависимостей: какие библиотеки не поддерживают Java 17+/Jakarta EE, какие давно заброшены. Поднять покрытие тестами критичных сценариев. Настроить сборку, которая прогоняет тесты на нескольких версиях JDK.

**Этап 2. Java 8 → 11 → 17 (1–2 месяца).** Переход по LTS-версиям: удалённые модули (JAXB, JAX-WS), закрытые внутренние API (sun.misc), изменения в рефлексии. На каждом шаге — выкатка в прод, а не долгоживущая ветка.

**Этап 3. Spring Boot 2.x → 2.7 → 3.x (1–2 месяца).** Сначала до 2.7 с устранением всех deprecation-предупреждений, затем переход на 3.x: javax → jakarta, новая конфигурация Spring Security, изменения в Hibernate 6.

**Этап 4. Java 21.** После Boot 3 переход на 21 обычно простой; виртуальные потоки можно включать точечно.

**Риски:** старые внутренние библиотеки без исходников, генерация кода (JAXB, MapStruct), агенты мониторинга, несовместимые с новыми JDK.

Итого реалистично 4–6 месяцев при команде из 3–4 человек, параллельно с продуктовой работой."""),
)

_h("h23", "ko", "small",
   ("git에서 브랜치 이름 바꾸는 법 알려줘요",
    "현재 브랜치면 `git branch -m 새이름`, 다른 브랜치면 `git branch -m 옛이름 새이름` 입니다. 원격에도 반영하려면 `git push origin -u 새이름` 후 `git push origin --delete 옛이름` 하면 됩니다."),
   ("감사합니다!",
    "천만에요, 또 궁금한 거 있으면 물어보세요."),
)

_h("h24", "en", "small",
   ("morning! quick sanity check: is 0.1 + 0.2 == 0.3 false in python too or just JS?",
    "Morning! It's false in Python too — and in basically every language using IEEE-754 doubles. `0.1 + 0.2` is `0.30000000000000004`. Use `math.isclose(a, b)` for comparisons, or `decimal.Decimal` when you need exact decimal arithmetic (money)."),
)

_h("h25", "de", "big_job",
   ("Wir wollen unser Frontend von AngularJS (1.x) auf React umstellen. 120 Views, viel jQuery drin. Wie würdest du das angehen? Erst mal nur Vorgehen, kein Code.",
    """Ein Big-Bang-Rewrite ist bei 120 Views riskant; besser schrittweise:

1. **Bestandsaufnahme:** Views nach Nutzung und Komplexität sortieren, gemeinsame Services (Auth, HTTP, Formulare, Übersetzungen) identifizieren, jQuery-Hotspots markieren.
2. **Gemeinsame Basis:** Build auf Vite/Webpack 5 umstellen, sodass AngularJS und React im selben Bundle laufen können. Design-System bzw. Basiskomponenten zuerst in React bauen.
3. **Einbettung:** React-Komponenten per Wrapper (z. B. `react2angular`) in bestehende AngularJS-Views einbetten. So könnt ihr Blatt-Komponenten zuerst migrieren.
4. **Routing übernehmen:** Wenn genug Komponenten da sind, übernimmt der React-Router, und verbleibende AngularJS-Views werden umgekehrt eingebettet.
5. **Abschalten:** AngularJS und jQuery entfernen, sobald die letzte View migriert ist.

Wichtig: Für jede migrierte View vorher E2E-Tests schreiben, die gegen beide Versionen laufen. Rechnet bei 120 Views mit 9–15 Monaten, je nach Teamgröße."""),
   ("Und State-Management? Aktuell ist alles in $rootScope und Services.",
    "Für die Übergangszeit: den Zustand in framework-unabhängige Stores auslagern (z. B. Zustand oder ein schlanker eigener Observable-Store), auf die beide Welten zugreifen. AngularJS-Services werden zu dünnen Adaptern um diese Stores. So vermeidet ihr zwei konkurrierende Wahrheiten. Redux würde ich erst einführen, wenn es einen konkreten Bedarf gibt."),
)

_h("h26", "fr", "small",
   ("c'est quoi la différence entre un mutex et un sémaphore, en deux phrases ?",
    "Un mutex garantit qu'un seul thread à la fois accède à une ressource, et c'est le thread qui l'a verrouillé qui doit le déverrouiller. Un sémaphore est un compteur qui laisse passer jusqu'à N threads simultanément et peut être relâché par n'importe quel thread."),
)

_h("h27", "it", "big_job",
   ("dobbiamo portare il nostro e-commerce da Magento 1 a qualcosa di moderno. mi fai un piano di alto livello? niente codice",
    """Ecco un piano di alto livello.

1. **Analisi (4–6 settimane):** inventario di estensioni e personalizzazioni Magento 1, integrazioni (ERP, magazzino, pagamenti, spedizioni), volumi di catalogo e ordini, requisiti SEO (URL, redirect).
2. **Scelta della piattaforma:** Magento 2/Adobe Commerce, Shopify Plus, oppure headless (es. commercetools + frontend custom). Criteri: costo totale, personalizzazioni indispensabili, competenze del team.
3. **Migrazione dati:** prodotti, categorie, clienti (le password spesso vanno reimpostate), ordini storici. Almeno due prove complete prima del go-live.
4. **Integrazioni:** riscrivere i connettori verso ERP e logistica sulla nuova piattaforma, con un periodo di test end-to-end.
5. **SEO e go-live:** mappa dei redirect 301, congelamento dei contenuti, go-live in un periodo di traffico basso, monitoraggio di conversioni ed errori.

Tempi tipici: 6–9 mesi per un catalogo medio con integrazioni ERP."""),
)

_h("h28", "en", "small",
   ("lol my cat just walked over the keyboard and pushed a commit",
    "Ha — classic. At least cats write short commit messages. If it hasn't been pulled by anyone yet you can `git reset --hard HEAD~1` locally and `git push --force-with-lease`; otherwise just `git revert` it."),
)

_h("h29", "es", "small",
   ("¿qué significa el código HTTP 418?",
    "Es \"I'm a teapot\", una broma del 1 de abril de 1998 (RFC 2324, el protocolo para controlar cafeteras). No es un código real de uso serio, aunque algunos servidores lo devuelven por diversión o para rechazar bots."),
   ("jaja ok, ¿y el 425?",
    "425 es \"Too Early\" (RFC 8470): el servidor rechaza procesar una petición que podría repetirse, típicamente datos enviados con TLS 1.3 early data (0-RTT), para evitar ataques de repetición."),
)

_h("h30", "zh", "big_job",
   ("公司要做等保三级，开发这边需要做哪些改造？给个整体清单和推进顺序",
    """开发侧通常涉及以下几块，建议按这个顺序推进：

1. **身份认证与访问控制**：管理后台强制双因素认证、密码复杂度与定期更换、登录失败锁定、会话超时；按最小权限原则梳理角色。
2. **日志审计**：关键操作（登录、权限变更、数据导出、配置修改）记录操作人、时间、来源 IP、结果，日志集中存储且至少保留 6 个月，不能被业务账号篡改。
3. **数据安全**：敏感字段（身份证、手机号、银行卡）加密存储，传输全程 HTTPS，备份加密并定期做恢复演练。
4. **安全开发**：引入代码扫描和依赖漏洞扫描，修复高危漏洞；上线前做渗透测试。
5. **剩余信息保护**：会话注销、临时文件和缓存中的敏感数据及时清理。
6. **文档**：安全设计说明、应急预案、变更记录，测评时都会检查。

一般建议先做 1 和 2，因为它们牵涉的改动面最大，测评时也最常被扣分。"""),
)

_h("h31", "ja", "small",
   ("`git pull --rebase` っていつも使うべき？",
    "チームの方針次第ですが、個人の作業ブランチで上流の変更を取り込むときは `--rebase` にすると不要なマージコミットが増えず履歴が読みやすくなります。`git config --global pull.rebase true` で既定にもできます。ただし、すでに他人と共有しているコミットを書き換えることになる場合は避けましょう。"),
)

_h("h32", "pt", "big_job",
   ("a gente quer adotar observabilidade de verdade (hoje é só log em arquivo). como você estruturaria a implantação em etapas?",
    """Eu faria em quatro etapas:

1. **Logs estruturados e centralizados:** padronizar logs em JSON com campos comuns (serviço, ambiente, request_id, user_id quando fizer sentido) e enviar para um lugar só (Loki, Elasticsearch ou um serviço gerenciado). Só isso já muda a vida no incidente.
2. **Métricas:** instrumentar os quatro sinais de ouro (latência, tráfego, erros, saturação) em cada serviço, com Prometheus/OpenTelemetry, e montar um dashboard por serviço.
3. **Tracing distribuído:** OpenTelemetry nos serviços principais, propagando o contexto entre HTTP e filas. Comece pelos fluxos críticos (checkout, login).
4. **Alertas e SLOs:** definir SLOs para as jornadas principais e alertar por consumo de error budget, não por CPU alta.

Em paralelo, combine com o time um runbook por alerta, senão os alertas viram ruído."""),
   ("o OpenTelemetry já dá conta de logs também?",
    "Dá, o OTel tem sinal de logs estável e o Collector consegue receber, processar e exportar logs junto com métricas e traces. Na prática muita gente ainda usa o agente de logs que já tem e só correlaciona via trace_id nos logs; as duas abordagens funcionam."),
)

# ------------------------------------------------------------------ h33-h44 (long answers)
_h("h33", "en", "small",
   ("can you explain postgres isolation levels properly? I keep mixing up read committed vs repeatable read and where serializable fits",
    """Sure. Postgres implements three distinct isolation levels (Read Uncommitted is accepted as a name but behaves like Read Committed). They differ in **which snapshot** of the data each statement sees and **which anomalies** are prevented.

### Read Committed (the default)

Every *statement* takes a fresh snapshot at the moment it starts. So within one transaction:

```sql
BEGIN;
SELECT balance FROM accounts WHERE id = 1;  -- sees 100
-- another session commits: UPDATE accounts SET balance = 50 WHERE id = 1;
SELECT balance FROM accounts WHERE id = 1;  -- now sees 50
COMMIT;
```

Two reads in the same transaction can disagree (a *non-repeatable read*), and a re-run query can return new rows (a *phantom*). What you never see is uncommitted data from other transactions.

Writes have a subtlety: if your `UPDATE` hits a row that a concurrent transaction already updated and committed, Postgres re-evaluates your `WHERE` clause against the *new* version of that row and proceeds. That is why the classic `UPDATE counters SET n = n + 1 WHERE id = 1` is safe under Read Committed, while a read-then-write in application code is not:

```python
n = db.fetch_one("SELECT n FROM counters WHERE id = 1")  # two sessions read 10
db.execute("UPDATE counters SET n = %s WHERE id = 1", (n + 1,))  # both write 11
```

That's a *lost update*. Fix it by doing the arithmetic in SQL, by `SELECT ... FOR UPDATE`, or by raising the isolation level.

### Repeatable Read

The snapshot is taken at the **first statement** of the transaction and kept for the whole transaction. Every read sees the same data, so no non-repeatable reads and — unlike what the SQL standard requires — no phantoms either in Postgres.

The price: if you try to update or delete a row that someone else changed and committed after your snapshot, you don't get the re-evaluation behaviour; you get

```
ERROR: could not serialize access due to concurrent update
```

and your application must **retry the whole transaction**. The lost-update example above becomes an error instead of silently wrong data.

What Repeatable Read still allows is *write skew*. Classic example: the rule is "at least one doctor must be on call". Two doctors, both on call, each run:

```sql
BEGIN ISOLATION LEVEL REPEATABLE READ;
SELECT count(*) FROM doctors WHERE on_call;        -- both see 2
UPDATE doctors SET on_call = false WHERE id = :me; -- each updates a different row
COMMIT;                                            -- both succeed, now 0 on call
```

Neither transaction touched the row the other wrote, so no conflict is detected.

### Serializable

Serializable in Postgres is *Serializable Snapshot Isolation* (SSI). It runs like Repeatable Read but additionally tracks read/write dependencies between concurrent transactions. If the combination could not have happened in some serial order, one of them fails at commit (or earlier) with:

```
ERROR: could not serialize access due to read/write dependencies among transactions
```

So the doctors example is caught: one of the two commits fails and is retried, sees 1 doctor on call, and the application refuses the change.

Practical notes:

- SSI has overhead (predicate locks, more aborts). It's usually fine for OLTP workloads with short transactions.
- You **must** have a retry loop around serializable transactions — failures are expected, not exceptional.
- Mark read-only transactions as `READ ONLY`; Postgres can then optimise them, and `SERIALIZABLE READ ONLY DEFERRABLE` gives you a consistent snapshot that can never fail, great for reports and backups.
- Long-running transactions at any level keep old row versions alive and delay vacuum.

### Cheat sheet

| level | snapshot | non-repeatable read | phantom | lost update | write skew |
|---|---|---|---|---|---|
| Read Committed | per statement | possible | possible | possible (read-then-write in app) | possible |
| Repeatable Read | per transaction | no | no (in PG) | error → retry | possible |
| Serializable | per transaction + SSI | no | no | error → retry | error → retry |

### When to use what

- **Read Committed** for most CRUD, combined with atomic SQL (`n = n + 1`), `FOR UPDATE` row locks where you read-then-write, and unique constraints for invariants.
- **Repeatable Read** for multi-statement reads that must agree with each other (e.g. computing a report from several queries), or when you'd rather get an error than a lost update.
- **Serializable** when the invariant spans multiple rows and you can't easily express it as a constraint or lock — and you're ready to retry.

A generic retry helper looks like this:

```python
import psycopg
from psycopg import errors

RETRYABLE = (errors.SerializationFailure, errors.DeadlockDetected)

def run_serializable(conn, fn, attempts=5):
    for i in range(attempts):
        try:
            with conn.transaction():
                conn.execute("SET TRANSACTION ISOLATION LEVEL SERIALIZABLE")
                return fn(conn)
        except RETRYABLE:
            if i == attempts - 1:
                raise
```

Keep the body of `fn` free of side effects outside the database (emails, HTTP calls), since it may run more than once."""),
   ("super clear, thanks. so FOR UPDATE under read committed is basically enough for our wallet debit?",
    "For a single-row debit, yes: `SELECT balance FROM wallets WHERE id = $1 FOR UPDATE`, check the balance in the same transaction, then `UPDATE`. Concurrent debits on the same wallet queue on the row lock. Even simpler is a single statement: `UPDATE wallets SET balance = balance - $2 WHERE id = $1 AND balance >= $2 RETURNING balance` — zero rows returned means insufficient funds. Add a `CHECK (balance >= 0)` constraint as a safety net."),
)

_h("h34", "de", "small",
   ("Kannst du mir erklären, wie man einen Kafka-Consumer in Python robust baut? Also Commit-Strategie, Fehlerbehandlung usw. Kein konkretes Projekt, will es nur verstehen.",
    """Gern. Die drei Fragen bei jedem Consumer sind: **wann** committe ich Offsets, **was** passiert bei Fehlern und **wie** vermeide ich doppelte Verarbeitung.

### 1. Offsets bewusst committen

`enable.auto.commit=true` committet im Hintergrund periodisch – unabhängig davon, ob eure Verarbeitung erfolgreich war. Stürzt der Prozess nach dem Auto-Commit, aber vor der Verarbeitung ab, gehen Nachrichten verloren. Deshalb: Auto-Commit aus und nach erfolgreicher Verarbeitung committen.

```python
from confluent_kafka import Consumer, KafkaException

conf = {
    "bootstrap.servers": "kafka:9092",
    "group.id": "invoice-worker",
    "enable.auto.commit": False,
    "auto.offset.reset": "earliest",
    "max.poll.interval.ms": 300000,
}
consumer = Consumer(conf)
consumer.subscribe(["invoices"])

try:
    while True:
        msg = consumer.poll(1.0)
        if msg is None:
            continue
        if msg.error():
            raise KafkaException(msg.error())
        handle(msg)                       # eure Logik
        consumer.commit(message=msg, asynchronous=False)
finally:
    consumer.close()
```

Das ergibt *at-least-once*: Jede Nachricht wird mindestens einmal verarbeitet, bei einem Absturz zwischen `handle` und `commit` eventuell zweimal.

### 2. Idempotenz statt Exactly-once-Magie

Weil Duplikate vorkommen, muss `handle` idempotent sein. Übliche Muster:

- **Natürlicher Schlüssel + Upsert:** `INSERT ... ON CONFLICT (invoice_id) DO UPDATE`.
- **Dedup-Tabelle:** Die Nachricht-ID (oder `topic/partition/offset`) in derselben DB-Transaktion wie die fachliche Änderung speichern; existiert sie schon, überspringen.
- **Offsets in der eigenen DB:** Wer ohnehin in eine relationale DB schreibt, kann den Offset dort mitspeichern und beim Start per `seek` fortsetzen – dann sind Verarbeitung und Offset atomar.

### 3. Fehler sortieren

Nicht jeder Fehler ist gleich:

| Fehlerart | Beispiel | Reaktion |
|---|---|---|
| transient | DB-Timeout, 503 eines Dienstes | mit Backoff erneut versuchen |
| permanent | ungültiges JSON, fehlendes Pflichtfeld | in Dead-Letter-Topic, weiter |
| Bug | Exception im eigenen Code | DLT + Alarm, nach Fix erneut einspielen |

```python
def process(msg):
    for attempt in range(5):
        try:
            return handle(msg)
        except TransientError:
            time.sleep(min(2 ** attempt, 30))
    send_to_dlt(msg, reason="retries exhausted")

def send_to_dlt(msg, reason):
    producer.produce(
        "invoices.DLT",
        key=msg.key(),
        value=msg.value(),
        headers={"error": reason, "source-offset": str(msg.offset())},
    )
    producer.flush()
```

Wichtig: Solange ihr in einer Partition hängt, stehen alle folgenden Nachrichten dieser Partition. Lange Retries deshalb lieber in ein separates Retry-Topic verschieben.

### 4. Rebalancing und lange Verarbeitung

Dauert die Verarbeitung länger als `max.poll.interval.ms`, hält der Broker den Consumer für tot und verteilt die Partitionen neu – dann verarbeiten zwei Instanzen dieselben Nachrichten. Entweder das Intervall erhöhen, Batches verkleinern oder die Arbeit in einen Thread-Pool auslagern und währenddessen `pause()`/`resume()` nutzen.

Mit `on_revoke`-Callbacks könnt ihr vor dem Verlust einer Partition noch ausstehende Offsets committen.

### 5. Graceful Shutdown

SIGTERM abfangen, Schleife beenden, laufende Nachricht fertig verarbeiten, committen, `consumer.close()` aufrufen (das verlässt die Gruppe sauber und beschleunigt das Rebalancing).

### 6. Beobachtbarkeit

Mindestens: Consumer-Lag pro Partition, Verarbeitungsdauer, Fehlerrate, Anzahl Nachrichten im DLT. Lag ist die wichtigste Kennzahl – steigt er dauerhaft, seid ihr zu langsam oder hängt an einer Nachricht.

Zusammengefasst: Auto-Commit aus, nach Verarbeitung committen, Verarbeitung idempotent machen, Fehler klassifizieren und DLT nutzen, Rebalancing im Blick behalten."""),
)

_h("h35", "en", "big_job",
   ("our monolith's test suite takes 55 minutes on CI. I want a plan to get it under 10. don't do anything yet, just tell me how you'd attack it",
    """Here's how I'd attack it, roughly in order of payoff per effort.

**1. Measure first.** Get per-test timings (pytest `--durations=0`, JUnit XML reports) for a few runs and put them in a spreadsheet. In most suites 5% of tests take 50% of the time. Also measure setup overhead: DB creation, migrations, fixtures, container start-up.

**2. Fix the top offenders.** Typical culprits:
- tests that sleep or poll with long timeouts,
- tests that hit real network services,
- fixtures that rebuild the database or load big seed data per test instead of per session,
- UI/E2E tests that belong in a separate, smaller suite.

**3. Make the database cheap.** Run migrations once, then use a template database or transactional rollbacks per test. Switching from "truncate all tables" to "rollback the transaction" often cuts integration test time in half.

**4. Parallelise.** Split across workers (pytest-xdist, Jest workers) and across CI machines with timing-based sharding so shards finish at the same time. This needs tests to be isolated: no shared files, ports or global state. Flaky tests surface here — quarantine them rather than block the effort.

**5. Run less.** Test impact analysis: on PRs only run tests affected by changed modules (based on import graph or coverage maps), and run the full suite on main and nightly.

**6. Cache.** Dependencies, build artifacts, Docker layers.

**7. Guardrails.** A CI check that fails when a single test takes over N seconds, and a dashboard of suite duration over time so it doesn't creep back.

Expected result: steps 1–3 often bring 55 → 25 minutes; sharding across 4 machines gets you under 10."""),
   ("how do I convince people to spend time on this",
    "Put a number on it: developers × CI runs per day × minutes waited × cost per hour, plus the context-switching cost. 20 devs × 4 runs × 45 minutes saved is 60 developer-hours a day. Then propose a time-boxed two-week experiment with a measurable target — that's an easier yes than an open-ended initiative."),
)

_h("h36", "fr", "small",
   ("tu peux m'expliquer en gros comment marche un index B-tree dans une base de données ?",
    "Un B-tree est un arbre équilibré dont chaque nœud contient plusieurs clés triées et des pointeurs vers les nœuds enfants. Pour chercher une valeur, on descend de la racine vers une feuille en comparant avec les clés de chaque nœud : le nombre de niveaux reste petit (3 ou 4 pour des millions de lignes), donc peu de lectures disque. Les feuilles sont chaînées entre elles, ce qui rend efficaces les recherches par intervalle (`BETWEEN`, `ORDER BY`). En contrepartie, chaque insertion ou mise à jour doit aussi modifier l'index."),
)

_h("h37", "es", "small",
   ("¿cuál es la forma más limpia de leer un archivo línea por línea en Node?",
    """Con `readline` y `for await`:

```js
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';

const rl = createInterface({ input: createReadStream('datos.txt'), crlfDelay: Infinity });
for await (const line of rl) {
  console.log(line);
}
```

Lee en streaming, así que sirve para archivos grandes. Para archivos pequeños basta con `(await fs.promises.readFile(p, 'utf8')).split(/\\r?\\n/)`."""),
)

_h("h38", "zh", "small",
   ("docker 镜像太大了，有什么通用的瘦身办法？",
    """常见的几个办法：

1. **多阶段构建**：编译放在 builder 阶段，最终镜像只拷贝产物。
2. **换小的基础镜像**：`-slim`、`alpine` 或 distroless。注意 alpine 用的是 musl，有些 Python/Node 原生扩展会有兼容问题。
3. **合并并清理层**：`apt-get install` 后在同一个 RUN 里 `rm -rf /var/lib/apt/lists/*`。
4. **.dockerignore**：排除 `.git`、`node_modules`、测试数据等。
5. **只装生产依赖**：`npm ci --omit=dev`、`pip install --no-cache-dir`。

可以用 `docker history` 或 dive 看每一层的大小，找出最大的那几层优先处理。"""),
)

_h("h39", "ja", "big_job",
   ("うちのサービス、単一リージョンで動いてるんだけど、マルチリージョン化を検討してる。どう進めるべきか大まかな方針を教えて",
    """まず「何のためのマルチリージョンか」を決めるのが最重要です。

- **災害対策（DR）目的**なら、アクティブ／スタンバイ構成で十分なことが多いです。RPO（どこまでのデータ損失を許容するか）と RTO（何分で復旧するか）を先に決め、それに合わせてデータベースのレプリケーション方式とフェイルオーバー手順を設計します。
- **レイテンシ改善目的**なら、読み取りを各リージョンで処理し、書き込みはプライマリに集約する構成から始めるのが現実的です。
- **完全なアクティブ／アクティブ**は、書き込み競合の解決やデータ整合性の設計が必要で、難易度とコストが大きく上がります。

進め方の例：
1. ステートレスなサービスを IaC でどのリージョンにも再現できるようにする
2. データストアごとにレプリケーション方式を決める（RDB、キャッシュ、オブジェクトストレージ、検索）
3. DNS／グローバルロードバランサでの切り替え手順を整備
4. 定期的なフェイルオーバー訓練を実施

費用はほぼ倍になるので、ビジネス側と目標値を合意してから着手しましょう。"""),
   ("RPO と RTO の目安ってどれくらいが普通？",
    "業種によりますが、一般的な Web サービスなら RPO は数分以内（非同期レプリケーション）、RTO は 30 分〜数時間という設定がよく見られます。決済などのクリティカルな系では RPO ほぼゼロ（同期レプリケーション）を求めることもありますが、その分書き込みレイテンシとコストが増えます。"),
)

_h("h40", "ko", "small",
   ("REST랑 GraphQL 중에 뭐가 더 좋아요?",
    "정답은 없고 상황에 따라 달라요. REST는 단순하고 HTTP 캐시를 그대로 쓸 수 있어서 공개 API나 단순한 CRUD에 잘 맞고, GraphQL은 화면마다 필요한 데이터 모양이 다양하거나 여러 클라이언트(웹, 앱)가 같은 백엔드를 쓸 때 over/under-fetching을 줄여 줍니다. 대신 GraphQL은 캐싱, 권한 처리, 쿼리 비용 제한을 직접 설계해야 해요."),
)

_h("h41", "ru", "small",
   ("объясни простыми словами что такое идемпотентность в API",
    "Операция идемпотентна, если повторный вызов с теми же параметрами даёт тот же результат, что и первый, и не создаёт новых побочных эффектов. Например, `PUT /users/5` с одинаковым телом можно отправить хоть десять раз — пользователь будет в одном и том же состоянии. А `POST /payments` без защиты при повторе создаст второй платёж; поэтому для таких запросов используют ключ идемпотентности в заголовке, по которому сервер узнаёт повтор и возвращает прежний ответ."),
   ("а DELETE идемпотентен?",
    "Да, по смыслу идемпотентен: после первого вызова ресурса нет, после второго — тоже нет. Код ответа может отличаться (204 в первый раз, 404 во второй), но состояние сервера одинаковое, а идемпотентность говорит именно о состоянии."),
)

_h("h42", "it", "small",
   ("che differenza c'è tra processo e thread?",
    "Un processo ha il suo spazio di memoria isolato; un thread vive dentro un processo e condivide la memoria con gli altri thread dello stesso processo. Per questo creare e far comunicare thread costa meno, ma serve sincronizzazione (lock) per evitare conflitti sui dati condivisi. In Python, per il GIL, i thread aiutano soprattutto con l'I/O, mentre per il calcolo intensivo si usano i processi."),
)

_h("h43", "en", "big_job",
   ("so management wants us to go 'API first' and publish a public API for partners next year. what would the work look like end to end? high level please",
    """End to end, a public partner API is less about the endpoints and more about everything around them. Roughly:

**Product definition** — which partner use cases come first (read catalog? create orders? webhooks for status changes?), what you will *never* expose, and how partners get access (self-serve vs contract).

**API design** — resource model, naming and error conventions, pagination, idempotency keys for writes, versioning strategy (URL vs header, how long you support old versions), and a written style guide so all teams design the same way. Write the OpenAPI spec first and review it with one or two friendly partners before building.

**Security** — OAuth2 client credentials for server-to-server, scopes mapped to use cases, per-partner rate limits and quotas, audit logs, and a way to revoke keys fast.

**Platform** — an API gateway in front of internal services (auth, rate limiting, routing, request logging), separated from internal APIs so internal changes don't leak out.

**Developer experience** — docs portal generated from the spec, sandbox environment with test data, SDKs or at least Postman collections, changelog, status page.

**Operations** — SLOs for the public API, monitoring per partner, support process, deprecation policy with notice periods.

**Rollout** — private beta with 2–3 partners, then GA.

For a team that hasn't done it before, expect 6–9 months to a solid GA, with the gateway and the design guidelines being the long poles."""),
)

_h("h44", "pt", "small",
   ("bom dia! uma dúvida besta: `git fetch` e `git pull` fazem o quê exatamente?",
    "Bom dia! `git fetch` só baixa os commits e branches novos do remoto e atualiza as referências tipo `origin/main`, sem mexer no seu branch nem nos seus arquivos. `git pull` faz o `fetch` e em seguida integra as mudanças no branch atual (por merge, ou por rebase se configurado). Quando quer olhar antes de integrar, use `fetch` e depois `git log HEAD..origin/main`."),
)

# ------------------------------------------------------------------ h45-h64
_h("h45", "pl", "big_job",
   ("Musimy przenieść system rezerwacji z on-premise do chmury w ciągu pół roku. Jak byś to rozplanował? Bez kodu, sam plan.",
    """Proponuję cztery etapy:

1. **Ocena (miesiąc 1):** spis komponentów (aplikacje, bazy, kolejki, zadania cykliczne, integracje z partnerami), zależności sieciowe i wymagania prawne (gdzie mogą leżeć dane osobowe). Dla każdego komponentu decyzja: przenieść 1:1, przebudować na usługę zarządzaną czy wygasić.
2. **Fundamenty (miesiąc 2):** konta/projekty, sieć i połączenie z on-premise (VPN lub łącze dedykowane), tożsamość i uprawnienia, infrastruktura jako kod, monitoring i kopie zapasowe.
3. **Migracja falami (miesiące 3–5):** najpierw środowiska testowe, potem komponenty bezstanowe, na końcu bazy danych. Bazy najlepiej z replikacją do chmury i krótkim oknem przełączenia.
4. **Przełączenie i sprzątanie (miesiąc 6):** przełączenie ruchu, okres równoległy, wyłączenie starego środowiska.

Największe ryzyka to ukryte zależności (np. zadania cron na jednym serwerze) i przepustowość przy migracji dużej bazy."""),
)

_h("h46", "tr", "small",
   ("merhaba, Python'da virtualenv ile venv arasında fark var mı?",
    "Merhaba! `venv` Python 3.3'ten beri standart kütüphanede gelen hafif sürümdür; `virtualenv` ise ayrı kurulan, daha eski ve biraz daha hızlı/esnek bir araçtır (örneğin farklı Python sürümleri için ortam oluşturmak daha kolay). Günlük kullanım için `python -m venv .venv` genelde yeterlidir."),
)

_h("h47", "nl", "small",
   ("wat is eigenlijk het verschil tussen een unit test en een integratietest?",
    "Een unit test test één klein stukje code (een functie of klasse) geïsoleerd, met afhankelijkheden vervangen door stubs of mocks; hij is snel en wijst precies aan wat er stuk is. Een integratietest controleert of meerdere onderdelen samen goed werken, bijvoorbeeld je code met een echte database of een andere service; die is trager maar vangt fouten in de samenwerking."),
)

_h("h48", "uk", "big_job",
   ("хочемо перейти з ручних релізів на continuous delivery. зараз реліз раз на місяць і це біль. з чого почати?",
    """Я б рухався так:

1. **Автоматизувати збірку й тести** на кожен коміт у main, щоб main завжди був у стані «можна релізити».
2. **Один артефакт на всі середовища:** збираємо образ/пакет один раз, конфігурацію передаємо через змінні середовища.
3. **Автоматичне розгортання на staging** після кожного злиття, з димовими тестами.
4. **Feature flags**, щоб незакінчені фічі могли потрапляти в main вимкненими — це знімає потребу в довгих гілках.
5. **Продакшн:** спочатку розгортання кнопкою з пайплайна, потім — автоматично з канарковим викочуванням і автоматичним відкатом за метриками.
6. **Міграції БД** робити сумісними назад (expand/contract), інакше часті релізи неможливі.

Поступово частота зросте з місячної до тижневої, а потім до кількох на день."""),
   ("а як бути з QA, вони зараз тестують реліз тиждень вручну?",
    "Поступово переносити їхні ручні сценарії в автоматичні тести (починаючи з найкритичніших), а ручне тестування зробити дослідницьким і безперервним на staging, а не воротами перед релізом. Feature flags дають змогу QA перевіряти фічу в проді на обмеженій групі до повного увімкнення."),
)

_h("h49", "vi", "small",
   ("cho mình hỏi, HTTP và HTTPS khác nhau chỗ nào?",
    "HTTPS là HTTP chạy trên kết nối được mã hóa bằng TLS. Nhờ vậy dữ liệu giữa trình duyệt và máy chủ không bị đọc hay sửa trên đường truyền, và chứng chỉ giúp xác minh bạn đang nói chuyện đúng với máy chủ thật. Mặc định HTTP dùng cổng 80, HTTPS dùng cổng 443."),
)

_h("h50", "hi", "small",
   ("bhai ek cheez batao, REST API me PUT aur PATCH me kya farak hai?",
    "PUT poora resource replace karta hai — jo fields nahi bheje, wo hat sakte hain ya default ho jaate hain. PATCH sirf bheje gaye fields update karta hai. PUT idempotent hota hai; PATCH aam taur pe idempotent design kiya jaata hai par zaroori nahi."),
)

_h("h51", "id", "big_job",
   ("tim kami mau pindah dari MySQL tunggal ke arsitektur yang bisa scale, traffic naik 10x tahun depan. bisa bantu bikin rencana bertahap?",
    """Bisa. Urutannya kira-kira begini:

1. **Ukur dulu:** cari query paling berat (slow query log), rasio baca/tulis, ukuran tabel terbesar. Sering kali indeks yang tepat dan perbaikan query sudah memberi ruang 2–3x.
2. **Cache:** cache hasil baca yang sering diakses (Redis) dengan aturan invalidasi yang jelas.
3. **Read replica:** arahkan query baca (laporan, halaman publik) ke replika; perhatikan replication lag untuk alur yang butuh data terbaru.
4. **Pisahkan beban:** pekerjaan berat seperti laporan dan ekspor dipindah ke worker/antrian, dan analitik ke data warehouse.
5. **Partisi/sharding:** baru dipertimbangkan kalau tulis masih jadi bottleneck; pilih shard key (misal tenant_id) dengan hati-hati karena sulit diubah.
6. **Kapasitas & uji beban:** lakukan load test sebelum tiap tahap naik ke produksi.

Banyak tim berhenti di langkah 3 atau 4 dan itu sudah cukup untuk 10x."""),
)

_h("h52", "sv", "small",
   ("vad betyder egentligen 'idempotent' när man pratar om HTTP?",
    "Att samma anrop kan göras flera gånger utan att resultatet på servern blir annorlunda än efter första gången. GET, PUT och DELETE ska vara idempotenta; POST är det normalt inte, därför använder man ofta en idempotensnyckel för betalningar och liknande."),
)

_h("h53", "en", "small",
   ("what's the difference between a process and a container, in one paragraph?",
    "A container is just one or more ordinary processes that the kernel isolates using namespaces (own view of PIDs, network, mounts, hostname) and limits with cgroups (CPU, memory), started from an image that provides its filesystem. There's no separate kernel like in a VM — `ps` on the host shows the container's processes."),
   ("and a VM then runs its own kernel on virtual hardware?",
    "Exactly — a hypervisor presents virtual CPUs, memory and devices, and the guest boots its own full OS and kernel on top. That gives stronger isolation and lets you run a different OS, at the cost of heavier start-up and more memory."),
   ("cool. gvisor sits somewhere in between?",
    "Yes. gVisor intercepts the container's system calls and implements them in a user-space kernel, so the container never talks to the host kernel directly. You get stronger isolation than plain containers without a full VM, at some cost in syscall-heavy workloads."),
)

_h("h54", "de", "big_job",
   ("Wir müssen bis Q3 DSGVO-konforme Löschkonzepte in allen unseren Systemen umsetzen. Wie würdest du das als Projekt aufsetzen? Nur Vorgehen.",
    """Ich würde es in fünf Arbeitspakete teilen:

1. **Dateninventar:** Für jedes System erfassen, welche personenbezogenen Daten wo liegen (Datenbanken, Logs, Backups, Suchindizes, Analytics, Drittanbieter), mit Rechtsgrundlage und Aufbewahrungsfrist. Das ist erfahrungsgemäß die Hälfte der Arbeit.
2. **Regelwerk:** Löschfristen je Datenkategorie mit Datenschutz und Rechtsabteilung festlegen, inklusive gesetzlicher Aufbewahrungspflichten (z. B. Buchhaltung 10 Jahre), wo statt Löschung eine Sperrung oder Pseudonymisierung greift.
3. **Technische Umsetzung:** ein zentraler Löschauftrag (pro Person oder pro Frist) als Ereignis, das jedes System konsumiert und quittiert; regelmäßige Jobs für fristbasierte Löschung; Behandlung von Backups (Ablauf statt gezielter Löschung, dokumentiert).
4. **Nachweis:** Protokoll, welcher Auftrag wann in welchem System erledigt wurde, ohne dabei selbst wieder personenbezogene Daten zu speichern.
5. **Betrieb:** Monitoring offener Löschaufträge, Prozess für neue Systeme (Löschkonzept als Teil der Definition of Done).

Als Zeitplan: Inventar und Regelwerk bis Ende Q1, Pilot mit zwei Systemen in Q2, Rollout in Q3."""),
)

_h("h55", "fr", "small",
   ("salut ! tu préfères tabs ou espaces ? 😄",
    "Salut ! Je n'ai pas d'avis personnel, mais en pratique c'est la convention du langage et de l'équipe qui compte : PEP 8 impose des espaces en Python, `gofmt` impose des tabulations en Go. Le plus important est d'automatiser avec un formateur et un `.editorconfig` pour ne plus en débattre."),
)

_h("h56", "zh", "small",
   ("Redis 的 key 过期是怎么实现的？",
    "Redis 用两种方式配合：**惰性删除**——访问某个 key 时检查是否过期，过期就删掉；**定期删除**——后台每秒若干次随机抽取一批设置了过期时间的 key，删除其中已过期的，如果过期比例高就继续抽。所以过期的 key 不一定立刻释放内存，内存紧张时还会由淘汰策略（maxmemory-policy）处理。"),
   ("那主从复制的时候从库会自己删过期 key 吗？",
    "从库不会主动删除过期 key，而是等主库删除后同步一条 DEL 过来。不过从 Redis 3.2 起，读从库时如果 key 已逻辑过期，会返回空，避免读到过期数据。"),
)

_h("h57", "es", "big_job",
   ("queremos pasar de tener todo en un solo repo gigante a varios repos, o al revés, juntar los 30 repos que tenemos en un monorepo. ¿cómo decidirías y cómo sería la migración?",
    """Primero la decisión, luego la migración.

**Cuándo tiene sentido el monorepo:** equipos que cambian a la vez código compartido y aplicaciones, muchas librerías internas versionadas a mano, ganas de refactors atómicos y una sola configuración de CI/lint. **Cuándo no:** equipos muy independientes, lenguajes y ciclos de release muy distintos, o si no podéis invertir en herramientas de build (Nx, Turborepo, Bazel) y en CI que solo compile lo afectado.

**Si vais al monorepo, la migración:**
1. Definir la estructura (`apps/`, `packages/`, `tools/`) y las reglas de dependencias.
2. Montar el CI con detección de proyectos afectados antes de mover nada.
3. Importar los repos uno a uno conservando historial (`git subtree` o `git filter-repo` + merge), empezando por las librerías compartidas.
4. Sustituir dependencias versionadas internas por referencias de workspace.
5. Archivar los repos antiguos en modo solo lectura con un enlace al nuevo sitio.

Con 30 repos, calculad uno o dos meses de una persona dedicada más el tiempo de adaptación de cada equipo."""),
)

_h("h58", "ja", "small",
   ("今日は金曜だし、軽い質問：プログラマーの間でよく言われる「ラバーダック・デバッグ」って何？",
    "問題をアヒルのおもちゃ（ラバーダック）に一行ずつ声に出して説明するデバッグ手法です。人に説明しようとすると、自分の思い込みや見落としに気づきやすくなる、という経験則から来ています。『達人プログラマー』で紹介されて広まりました。"),
)

_h("h59", "ko", "big_job",
   ("회사에서 레거시 PHP 관리자 페이지를 새로 만들자는데, 어떤 순서로 진행하면 좋을지 큰 그림만 알려 주세요",
    """큰 그림은 이렇습니다.

1. **현황 파악:** 메뉴/화면 목록, 사용 빈도(접속 로그), 화면별 권한, 연결된 DB 테이블과 외부 연동을 정리합니다. 거의 안 쓰는 화면은 이전하지 않고 없애는 게 가장 큰 절약입니다.
2. **기반 결정:** 프레임워크, 인증(SSO 연동 여부), 권한 모델, 디자인 시스템을 먼저 정합니다. 관리자 화면은 표·폼·필터가 대부분이라 공통 컴포넌트를 잘 만들어 두면 속도가 크게 납니다.
3. **API 정리:** 레거시가 DB를 직접 건드리는 구조라면 새 관리자 페이지용 API를 만들고, 비즈니스 규칙을 API 쪽으로 옮깁니다.
4. **점진적 이전:** 자주 쓰는 화면부터 새 페이지로 옮기고, 구 화면은 링크로 연결해 두었다가 하나씩 닫습니다.
5. **종료:** 마지막 화면 이전 후 레거시 접근 차단, 일정 기간 읽기 전용 보관.

화면 50~100개 규모면 보통 4~8개월 정도 잡습니다."""),
   ("권한 모델은 RBAC면 충분할까요?",
    "대부분의 관리자 페이지는 RBAC로 충분합니다. 다만 '자기 지점 데이터만 보기'처럼 데이터 범위 제한이 필요하면, 역할에 스코프(지점, 지역 등)를 붙이는 방식으로 확장하세요. 처음부터 ABAC 같은 복잡한 모델로 가는 건 보통 과합니다."),
)

_h("h60", "ru", "big_job",
   ("планируем внедрить feature flags во всей компании, 12 команд. как организовать внедрение, чтобы не получилось зоопарка?",
    """Несколько принципов и этапы.

**Принципы:** один инструмент на всю компанию (свой сервис или готовый вроде Unleash/LaunchDarkly), единые правила именования (`команда.фича.назначение`), у каждого флага есть владелец и срок жизни, флаги делятся на типы — релизные (временные), операционные (kill switch), экспериментальные и разрешения.

**Этапы:**
1. Пилот в одной-двух командах: SDK для основных языков, локальная разработка, тестирование с флагами.
2. Гайд и шаблоны: как заводить флаг, как удалять, как тестировать обе ветки.
3. Подключение остальных команд, обучение.
4. Гигиена: еженедельный отчёт о «протухших» флагах, лимит активных релизных флагов на команду, задача на удаление флага создаётся вместе с флагом.

Главный источник зоопарка — флаги, которые никто не удаляет, поэтому срок жизни и владелец обязательны с первого дня."""),
)

_h("h61", "it", "big_job",
   ("vorremmo introdurre il code review obbligatorio e un processo di branching serio, oggi ognuno pusha su master. come lo imposteresti con un team di 8?",
    """Per 8 persone terrei le cose semplici:

1. **Trunk-based con branch brevi:** `main` protetto, ogni modifica passa da una pull request che vive al massimo 1–2 giorni.
2. **Regole sul branch:** almeno una approvazione, CI verde obbligatoria (build, test, lint), niente push diretti nemmeno per gli admin.
3. **Linee guida per la review:** PR piccole (indicativamente sotto le 400 righe), descrizione con il perché, checklist leggera. Risposta entro la giornata lavorativa.
4. **Release:** tag da `main`; se serve un hotfix, branch dal tag e cherry-pick.
5. **Introduzione graduale:** prima due settimane con review consigliata, poi obbligatoria; una retrospettiva dopo un mese per aggiustare.

Il rischio principale è che le review diventino un collo di bottiglia: ruotate chi fa review e tenete le PR piccole."""),
)

_h("h62", "en", "small",
   ("is there any real difference between `npx` and `pnpm dlx`?",
    "Functionally they do the same thing: fetch a package temporarily and run its binary. `npx` first looks for a locally installed binary in `node_modules/.bin` and uses that if present; `pnpm dlx` always runs the package in a temporary environment and uses pnpm's store, so it's usually faster and doesn't touch your project's dependencies. Inside a pnpm project, `pnpm exec` is the equivalent of running a local binary."),
)

_h("h63", "pt", "small",
   ("qual editor você recomenda pra quem tá começando em Python?",
    "VS Code com a extensão oficial de Python é a escolha mais comum: leve, gratuito, com depurador e suporte a ambientes virtuais. PyCharm Community também é ótimo e já vem com tudo configurado. Para aprender, o importante é ter realce de sintaxe, execução fácil e um depurador — os dois atendem."),
)

_h("h64", "zh", "big_job",
   ("我们的 App 要出海，需要做国际化和多时区支持，整体上要改哪些东西？给个推进计划",
    """可以分成四条线并行推进：

**1. 文案与多语言**：把界面和后端返回给用户的文字全部抽到资源文件，统一用 key 管理；支持复数、占位符、从右到左语言（如果有阿拉伯语市场）；接入翻译管理平台。

**2. 时间与时区**：数据库和服务端统一存 UTC，接口用 ISO 8601 带时区偏移传输，只在展示层按用户时区转换；定时任务、报表的"按天"统计要明确是哪个时区的一天。

**3. 格式与本地化**：日期、数字、货币格式按 locale 处理，价格和支付按市场配置货币；地址、姓名、电话格式不要写死中国格式。

**4. 合规与基础设施**：各地区的隐私法规（如 GDPR）、数据存储位置、CDN 和多区域部署。

推进顺序：先做时区（改动深、越晚越难改），再做文案抽取，然后是格式本地化，最后按目标市场逐个上线语言包。"""),
   ("时区这块历史数据怎么办？之前存的都是北京时间",
    "先确认历史数据确实都是按北京时间（UTC+8、无夏令时）写入的，然后写一次性迁移把这些字段减 8 小时转成 UTC，并把列类型改成带时区的类型（如 PostgreSQL 的 timestamptz）。迁移前后抽样核对，迁移期间暂停写入或用双写保证一致。"),
)

# ------------------------------------------------------------------ h65-h72 (longer threads)
_h("h65", "en", "big_job",
   ("we're thinking about moving our mobile backend from REST to GraphQL. I just want to talk it through first",
    "Happy to. The main questions are: what pain are you trying to fix (over-fetching on mobile, too many round trips, versioning friction), who owns the schema, and how you'll handle caching and authorization. Do you have one mobile client or several?"),
   ("two apps, iOS and Android, plus a web dashboard. the apps do like 6 calls per screen",
    "Then GraphQL can genuinely help: one query per screen instead of six calls, and each client asks only for the fields it renders. An alternative with less change is a backend-for-frontend (BFF) layer per app that aggregates the REST calls. GraphQL pays off more when the web dashboard also benefits and you have several teams contributing to the schema."),
   ("what would a migration roughly look like?",
    """Roughly:

1. Stand up a GraphQL gateway that resolves fields by calling your existing REST services — no backend rewrite at first.
2. Design the schema around the apps' screens and domain types, not around the REST endpoints.
3. Migrate one high-traffic screen per app, measure latency and payload size.
4. Add persisted queries (the apps send a query id, not the full text) for security and caching.
5. Move resolvers to talk to services or databases directly where the REST hop hurts.
6. Deprecate REST endpoints once no client version in the wild uses them — with mobile, that's months because of old app versions."""),
   ("how do we deal with authorization? right now each endpoint checks permissions",
    "Keep authorization in the domain/service layer, not in resolvers: resolvers call the same service functions your REST handlers use, and those enforce permissions. Add field-level checks only for genuinely sensitive fields. Also set query depth and cost limits so a single query can't fan out into thousands of backend calls."),
   ("ok this is helpful, I'll write it up for the team",
    "Sounds good. If it helps, structure the write-up as: problem and metrics today, options (GraphQL, BFF, status quo), proposed pilot with success criteria, and risks (caching, N+1 in resolvers, old app versions)."),
)

_h("h66", "de", "small",
   ("Was macht `git cherry-pick`?",
    "Es übernimmt die Änderungen eines (oder mehrerer) bestimmten Commits auf den aktuellen Branch und erzeugt dafür einen neuen Commit mit eigener ID."),
   ("Und wenn es Konflikte gibt?",
    "Dann stoppt Git, du löst die Konflikte in den Dateien, machst `git add` und anschließend `git cherry-pick --continue`. Mit `--abort` brichst du ab und bist wieder am Ausgangspunkt."),
   ("Kann ich mehrere auf einmal?",
    "Ja, entweder einzeln aufgezählt (`git cherry-pick a1b2c3 d4e5f6`) oder als Bereich (`git cherry-pick A..B`, wobei A selbst nicht enthalten ist; mit `A^..B` ist A dabei)."),
   ("Super, danke!",
    "Gern geschehen!"),
)

_h("h67", "es", "big_job",
   ("quiero rehacer el sistema de informes de la empresa, ahora son 200 consultas SQL sueltas que alguien lanza a mano cada lunes. ¿por dónde empiezo?",
    "Empieza por saber qué se usa de verdad: pide a los destinatarios de cada informe que confirmen si lo leen y para qué decisión. Suele pasar que la mitad sobra. Con la lista depurada, agrupa por tema (ventas, operaciones, finanzas)."),
   ("vale, supongamos que quedan 80. ¿luego?",
    "Luego separa datos de presentación: las consultas pasan a ser modelos versionados (por ejemplo con dbt) que se ejecutan de forma programada sobre una réplica o un almacén analítico, y la presentación se hace en una herramienta de BI con paneles por área. Así nadie lanza nada a mano."),
   ("¿y cómo aseguro que los números nuevos cuadran con los viejos?",
    "Durante la transición ejecuta ambas versiones en paralelo unas semanas y compara resultados automáticamente por informe y periodo. Documenta cada diferencia: a veces el antiguo estaba mal y hay que acordarlo con negocio antes de cambiar la cifra."),
   ("¿cuánto tiempo le calculas?",
    "Para 80 informes con una o dos personas, entre tres y cinco meses: un mes para la infraestructura y los primeros modelos, y luego unos 15–20 informes al mes, dependiendo de lo enrevesadas que estén las consultas actuales."),
   ("y si el jefe quiere resultados antes?",
    "Prioriza los 5–10 informes que más se usan y entrégalos primero en el nuevo sistema, con su panel. Eso da una victoria visible en pocas semanas mientras migras el resto."),
   ("perfecto, gracias",
    "¡De nada! Suerte con el proyecto."),
)

_h("h68", "ja", "small",
   ("Linux でポートを使ってるプロセスを調べるには？",
    "`ss -ltnp` で待ち受け中の TCP ポートとプロセスが見られます。特定のポートなら `ss -ltnp 'sport = :8080'` や `lsof -i :8080` も便利です。他ユーザーのプロセスを見るには sudo が必要です。"),
   ("プロセスを止めるのは kill でいい？",
    "はい、まず `kill PID`（SIGTERM）で正常終了を促し、止まらなければ `kill -9 PID`（SIGKILL）です。SIGKILL は後片付けができないので最後の手段にしましょう。"),
   ("ファイルの中身を検索するのは？",
    "`grep -rn '文字列' ディレクトリ` が基本です。大きなリポジトリなら ripgrep（`rg '文字列'`）が高速で、.gitignore も自動で考慮してくれます。"),
   ("ありがとう、助かった！",
    "どういたしまして！"),
)

_h("h69", "fr", "big_job",
   ("on a une base de code JavaScript de 150k lignes et on aimerait passer à TypeScript. on en discute juste pour l'instant",
    "Bonne idée de cadrer avant de se lancer. Le plus courant est une migration progressive : TypeScript accepte les fichiers `.js` à côté des `.ts` (`allowJs`), donc on peut convertir fichier par fichier sans geler le développement."),
   ("par où commencer concrètement ?",
    "D'abord l'outillage : ajouter `tsconfig.json` avec `allowJs` et `checkJs` désactivé, brancher le build et le lint. Ensuite convertir les modules « feuilles » (utilitaires, types partagés, clients d'API) parce qu'ils sont importés partout et que leurs types profitent immédiatement au reste. Les composants et écrans viennent après."),
   ("et le mode strict ?",
    "Commencez sans `strict`, puis activez les options une par une (`noImplicitAny`, puis `strictNullChecks`, etc.) quand la majorité du code est convertie. Certaines équipes utilisent un second tsconfig strict appliqué uniquement aux dossiers déjà migrés, pour que le nouveau code soit strict dès le départ."),
   ("combien de temps pour 150k lignes ?",
    "En parallèle du travail produit, compter 6 à 12 mois pour une conversion complète. On peut accélérer avec des outils de conversion automatique pour le gros œuvre, mais les types produits sont souvent trop larges (`any`) et demandent une passe manuelle."),
)

_h("h70", "zh", "small",
   ("SQL 里 WHERE 和 HAVING 有啥区别？",
    "WHERE 在分组之前过滤行，不能用聚合函数；HAVING 在 GROUP BY 之后过滤分组，可以用聚合函数，比如 `HAVING COUNT(*) > 5`。"),
   ("那 UNION 和 UNION ALL 呢",
    "UNION 会对结果去重（因此要排序或哈希，比较慢），UNION ALL 直接拼接不去重。确定不会有重复或者不在乎重复时，用 UNION ALL 更快。"),
   ("LEFT JOIN 右表没匹配上会怎样",
    "左表的行照样保留，右表的列全部填 NULL。如果在 WHERE 里对右表列加条件（比如 `WHERE r.status = 'x'`），会把这些 NULL 行过滤掉，效果就变成了 INNER JOIN；这种条件应该写在 ON 里。"),
   ("明白了，索引是不是越多越好？",
    "不是。索引加快查询，但每次插入、更新、删除都要维护索引，还占存储。一般只给经常用于过滤、连接、排序的列建索引，并定期检查没用上的索引。"),
   ("好的谢谢",
    "不客气！"),
)

_h("h71", "en", "small",
   ("random q: why do we say 'foo' and 'bar'?",
    "It's old hacker slang; most accounts trace it to the WWII military acronym FUBAR and to MIT's Tech Model Railroad Club in the 1950s–60s. Today they're just conventional placeholder names, like `x` in maths."),
   ("ha. and why are bugs called bugs?",
    "Engineers used 'bug' for defects since at least Edison's time. The famous 1947 logbook entry from the Harvard Mark II team, with an actual moth taped in and the note 'first actual case of bug being found', is a joke on the existing term rather than its origin."),
   ("what's the oldest programming language still in use?",
    "Fortran (1957) is the usual answer — it's still heavily used in scientific and HPC code. COBOL (1959) and Lisp (1958) are close behind and also still in production."),
   ("and the newest popular one?",
    "Depends on what counts as popular, but among languages with real industry adoption, Zig, Mojo and Gleam are some of the youngest; Rust (1.0 in 2015) and Kotlin (1.0 in 2016) are the younger mainstream ones."),
   ("is rust actually hard?",
    "The learning curve is steeper than most languages, mainly ownership and borrowing, lifetimes, and the trait system. Most people report a few frustrating weeks, after which the compiler feels more like a helpful reviewer than an obstacle."),
   ("ok last one, tabs or spaces",
    "Whatever your formatter enforces — the only wrong answer is mixing them."),
)

_h("h72", "ru", "big_job",
   ("хотим провести нагрузочное тестирование перед чёрной пятницей. давай обсудим, как его организовать",
    "Давай. Сначала нужно понять цель: проверить, что система выдержит ожидаемый пик, найти предел, или проверить поведение при отказах. Обычно делают всё три, но в таком порядке. Какой пик ожидаете по сравнению с обычным днём?"),
   ("примерно в 8 раз больше заказов в час",
    "Тогда ориентир — прогон на 10–12× от обычной нагрузки, чтобы был запас. Профиль нагрузки строим по реальным логам: какие сценарии (каталог, поиск, корзина, оформление) в какой пропорции и с какими паузами."),
   ("где гонять, в проде страшно",
    "Лучше отдельное окружение, максимально похожее на прод по конфигурации и объёму данных. Если такого нет — прогон в проде ночью с заранее согласованным окном, с возможностью мгновенно остановить генерацию нагрузки и с исключением платёжных провайдеров (заглушки)."),
   ("что смотреть во время прогона?",
    "Задержки p95/p99 и ошибки по каждому сценарию, насыщение ресурсов (CPU, память, пулы соединений к БД, очереди), время ответа внешних зависимостей. После прогона — разбор узких мест, исправления и повторный прогон; обычно нужно 3–4 итерации."),
)
