"""Central/Eastern European and Balkan languages: pl, cs, uk, ru, bg, sr, hr, ro, hu, el.
Same structure as west.py."""

LANGS = {}

LANGS["pl"] = dict(
    pairs=[
        ("loc", "gdzie zwykle konfiguruje się retry policy w aplikacji Spring Boot?", "gdzie mamy ustawione retry dla klienta HTTP?"),
        ("env", "jakie zmienne środowiskowe Django czyta domyślnie?", "jakie zmienne środowiskowe potrzebuje ta apka żeby wstać lokalnie?"),
        ("test", "które test runnery dla JS mają watch mode?", "które testy pokrywają `oblicz_wysylke`?"),
        ("dep", "jak zazwyczaj deployuje się serwis w Node na k8s? ogólnie", "jak jest deployowany serwis billingowy? nie mogę znaleźć"),
        ("cmp", "czym się różni `Promise.all` od `Promise.race`?", "czy gdzieś w kodzie używamy `Promise.race`?"),
        ("des", "jak sensownie podzielić moduł helpers na 3k linii? tylko podejście", "podziel helpers.py na moduły i popraw importy w całym projekcie"),
        ("fix", "co zwykle powoduje deadlocki w Postgresie?", "mamy deadlocki przy zapisie zamówień, znajdź przyczynę i napraw"),
        ("upg", "jakie są typowe pułapki przy przejściu z Webpacka na Vite? sama lista", "przenieś nasz frontend z Webpacka na Vite"),
        ("sym", "co dokładnie robi `Object.assign`, płytka kopia czy głęboka?", "co robi `scalKlientow` w src/crm/scal.ts i kto ją woła?"),
        ("snip", "przepisz to na list comprehension, jeśli ma sens", "wywal wszystkie ręczne pętle sumujące z modułu raportów i użyj sum()", "py_avg"),
        ("impl", "jak się generalnie projektuje kolejkę zadań z retry? sam koncept", "dodaj do naszego workera retry z exponential backoff"),
    ],
    hist={
        "h1": ["nasze testy integracyjne są strasznie wolne",
               "Proponuję: 1) jedna baza testowa na sesję zamiast na test, 2) transakcje z rollbackiem po każdym teście, 3) równoległe uruchamianie przez pytest-xdist. Zmiany w conftest.py i w konfiguracji CI."],
        "h2": ["chcę ujednolicić obsługę błędów w API",
               "Można dodać jeden exception handler, który mapuje nasze wyjątki domenowe na kody HTTP, i usunąć try/except z 25 widoków w api/views/. Zrobić to?"],
    },
    hpairs=[
        ("h1", "e", "wytłumacz jeszcze raz punkt 2, prościej", "dawaj, wprowadź to"),
        ("h2", "a", "dzięki, na razie zostawmy", "tak, zrób to"),
    ],
    single=[
        ("ack", "dzięki, działa"),
        ("sql_given_schema", "napisz SQL: klienci bez żadnego zamówienia", "sql_schema"),
        ("translate_supplied", "przetłumacz ten błąd na polski i wyjaśnij o co chodzi", "err_rust"),
        ("cancel", "nieważne, anuluj"),
    ],
    long=[
        ("own_ci", "CI się sypie na testach e2e, ogarnij to"),
        ("own_implement", "dodaj eksport do PDF w module faktur"),
        ("own_fix", "napraw sortowanie po dacie w tabeli zamówień"),
        ("own_upgrade", "podbij Pythona do 3.12 w projekcie i popraw co się wysypie"),
    ],
)

LANGS["cs"] = dict(
    pairs=[
        ("loc", "kde se v Django projektu obvykle nastavuje cache?", "kde máme nastavenou cache?"),
        ("env", "jaké proměnné prostředí čte Flask defaultně?", "jaké env proměnné potřebuje tahle appka?"),
        ("test", "umí Jest spouštět jen testy změněných souborů?", "které testy pokrývají `spocitej_dopravu`?"),
        ("dep", "jak se typicky nasazuje Java služba do Kubernetes? jen obecně", "jak se nasazuje fakturační služba? přes ArgoCD?"),
        ("cmp", "jaký je rozdíl mezi Kafkou a RabbitMQ?", "používáme někde RabbitMQ, nebo už je všechno na Kafce?"),
        ("des", "jak rozumně rozdělit monolit na služby? jen principy, bez kódu", "vytáhni modul notifikací z monolitu do samostatné služby"),
        ("fix", "proč může `setState` v Reactu způsobit dvojí render?", "dashboard se renderuje dvakrát a volá API dvakrát, najdi proč a oprav"),
        ("sym", "co dělá `Array.prototype.some`?", "co dělá `prepocitejCeny` v src/ceny/prepocet.js?"),
        ("snip", "přidej k téhle funkci testy, pytest", "dopiš testy pro celý modul utils, ať máme aspoň 80% coverage", "py_slug"),
        ("run", "jak pustím v pytestu jen testy s určitým markerem?", "pusť testy a oprav, co padá"),
    ],
    hist={
        "h1": ["přihlášení je pomalé, trvá to 3 sekundy",
               "Nejspíš je to bcrypt s příliš vysokým cost faktorem a k tomu dotaz na uživatele bez indexu na e-mailu. Navrhuji snížit cost na 12, přidat index migrací a přidat test na dobu odezvy."],
        "h2": ["chci zbavit projekt starých API endpointů v1",
               "V api/v1 je 14 endpointů, 9 z nich už nikdo nevolá podle routeru. Můžu je smazat, upravit router a odstranit jejich testy; zbylých 5 přesměrovat na v2."],
    },
    hpairs=[
        ("h1", "a", "díky, to mi stačí", "jo, udělej to"),
        ("h2", "e", "můžeš mi to vysvětlit znovu jednodušeji?", "jdi do toho"),
    ],
    single=[
        ("greeting", "ahoj"),
        ("commit_message", "napiš commit message k tomuhle diffu, anglicky", "diff_timeout"),
        ("explain_supplied", "vysvětli mi, co dělá tenhle typ", "ts_type"),
        ("ack", "ok, chápu, díky"),
    ],
    long=[
        ("own_fix", "oprav chybu s časovými zónami v reportech"),
        ("own_implement", "přidej do aplikace vícejazyčnost, čeština a angličtina"),
        ("own_refactor", "přepiš naše callbacky v src/api na async/await"),
        ("own_ci", "build v GitLab CI padá, oprav to"),
    ],
)

LANGS["uk"] = dict(
    pairs=[
        ("loc", "де зазвичай налаштовують CORS у NestJS?", "де в нас налаштований CORS?"),
        ("env", "які змінні оточення читає Postgres клієнт psql за замовчуванням?", "які env змінні потрібні нашому бекенду?"),
        ("test", "як у Jest замокати модуль?", "які тести покривають `розрахунок_знижки`... тобто `calc_discount`?"),
        ("dep", "як зазвичай деплоять Django на Heroku-подібні платформи?", "як у нас деплоїться сервіс нотифікацій?"),
        ("cmp", "в чому різниця між GraphQL і REST, коротко", "ми десь ще використовуємо GraphQL чи вже все на REST?"),
        ("des", "як правильно розбити великий React компонент? просто підхід", "розбий компонент OrderForm на менші і онови всі місця де він використовується"),
        ("fix", "чому Docker контейнер може постійно перезапускатися? загальні причини", "наш worker контейнер постійно рестартується, розберись і виправ"),
        ("upg", "які типові проблеми при переході з Python 3.8 на 3.12?", "переведи наш проект на Python 3.12"),
        ("sym", "що робить `asyncio.gather` якщо одна корутина падає?", "що робить `sync_balances` у wallet/sync.py?"),
        ("snip", "перепиши це на async/await", "переведи всі fetch-виклики в src/api на один клієнт з обробкою помилок", "js_fetch"),
    ],
    hist={
        "h1": ["в нас пароль користувачів зберігається в md5 😬",
               "Пропоную: додати поле з алгоритмом, при наступному логіні перехешувати пароль у argon2, а нові паролі одразу хешувати argon2. Зміни в auth/models.py, auth/service.py і міграція."],
        "h2": ["ендпоінт /reports падає по таймауту",
               "Можна перенести генерацію у фонову задачу і повертати 202 з id задачі, а клієнт буде опитувати статус. Це зачепить reports/views.py, tasks.py і фронт на сторінці звітів."],
    },
    hpairs=[
        ("h1", "e", "поясни ще раз простіше, як працює перехешування", "давай, роби"),
        ("h2", "a", "дякую, зрозумів", "ок, застосуй це"),
    ],
    single=[
        ("ack", "дякую, все працює"),
        ("regex_q", "регулярка для українського номера телефону +380"),
        ("summarize_supplied", "коротко перекажи цей ADR", "text_adr"),
        ("meta_q", "ти яка модель?"),
    ],
    long=[
        ("own_fix", "виправ баг з пагінацією в списку замовлень"),
        ("own_implement", "додай логування запитів у наш API"),
        ("own_run_tests", "прожени тести і полагодь ті, що падають"),
        ("own_ci", "CI червоний, зроби зеленим"),
    ],
)

LANGS["ru"] = dict(
    pairs=[
        ("loc", "где обычно настраивают пул соединений в Spring Boot?", "где у нас настроен пул соединений к базе?"),
        ("env", "какие переменные окружения Django читает по умолчанию?", "какие переменные окружения нужны этому приложению?"),
        ("test", "какие тест-раннеры для Python умеют в watch mode?", "какие тесты покрывают calc_shipping?"),
        ("dep", "как обычно деплоят Node-сервис в k8s? в общих чертах", "как деплоится сервис биллинга?"),
        ("cmp", "в чём разница между Celery и Dramatiq?", "мы где-нибудь используем Dramatiq или только Celery?"),
        ("des", "как лучше разбить модуль helpers на 3к строк? только подход", "раздели helpers.py на модули и поправь импорты по всему проекту"),
        ("fix", "из-за чего обычно течёт память в Go-сервисах? горутины и т.п.", "в сервисе выгрузки течёт память, найди где и поправь"),
        ("upg", "какие подводные камни при переезде с Flask на FastAPI? просто список", "перевези наш API с Flask на FastAPI"),
        ("sym", "что делает `contextlib.suppress`?", "что делает `merge_orders` в orders/merge.py и где её вызывают?"),
        ("snip", "сделай этот класс потокобезопасным", "сделай наш кэш в core/cache.py потокобезопасным и поправь места использования", "py_cache"),
        ("impl", "как в целом проектируют идемпотентность в платёжном API? только идея", "добавь идемпотентные ключи в наш платёжный API"),
        ("run", "как запустить в go test только один тест?", "прогони тесты и почини упавшие"),
    ],
    hist={
        "h1": ["у нас конфиги разбросаны по всему проекту",
               "Предлагаю: завести один модуль settings на pydantic-settings, перенести туда чтение всех переменных из 11 файлов, а в местах использования импортировать settings. Заодно добавлю .env.example."],
        "h2": ["в логах куча предупреждений DeprecationWarning",
               "Большинство из них от datetime.utcnow() и от старого API pandas. Можно заменить utcnow на datetime.now(timezone.utc) в 20 местах и обновить вызовы append на concat."],
    },
    hpairs=[
        ("h1", "e", "объясни ещё раз попроще, зачем pydantic-settings", "погнали, делай"),
        ("h2", "a", "спасибо, понял, сам поправлю", "давай, поправь везде"),
    ],
    single=[
        ("ack", "спс, заработало"),
        ("sql_given_schema", "напиши запрос: количество комментариев за последнюю неделю по каждому посту", "sql_schema2"),
        ("explain_supplied", "объясни, что тут происходит", "go_handler"),
        ("greeting", "привет"),
        ("general_design_q", "как в общем устроен rate limiter для публичного API? token bucket и всё такое, просто идея"),
    ],
    long=[
        ("own_fix", "почини отправку писем после регистрации"),
        ("own_implement", "добавь в админку фильтр по статусу заказа"),
        ("own_refactor", "убери дублирование в обработчиках webhook'ов"),
        ("own_upgrade", "обнови Spring Boot до 3 версии и поправь что сломается"),
        ("own_ci", "почини сборку, она падает на линтере"),
    ],
)

LANGS["bg"] = dict(
    pairs=[
        ("loc", "къде обикновено се конфигурира логването в Node приложение?", "къде ни е конфигурирано логването?"),
        ("env", "кои env променливи чете Create React App?", "какви env променливи трябват на този проект?"),
        ("test", "как се пише параметризиран тест в pytest?", "кои тестове покриват `izchisli_dds`?"),
        ("dep", "как обикновено се деплойва Spring Boot приложение? общо", "как се деплойва услугата за плащания?"),
        ("cmp", "разлика между MongoDB и Postgres за такъв тип данни, накратко", "ползваме ли още MongoDB някъде в кода?"),
        ("des", "как се организира добре папка със services в Express? само идеята", "реорганизирай папката services и оправи импортите"),
        ("fix", "какво обикновено причинява 'CORS preflight failed'?", "оправи CORS грешката при логин от фронтенда"),
        ("sym", "какво прави `Array.from`?", "какво прави `obnoviKlienti` в src/klienti.js?"),
    ],
    hist={
        "h1": ["формата за регистрация приема невалидни имейли",
               "Предлагам валидация и на фронтенда, и на бекенда: обща схема със zod, използвана в RegisterForm.tsx и в api/auth.ts, плюс два теста."],
    },
    hpairs=[
        ("h1", "a", "благодаря, ясно", "давай, направи го"),
    ],
    single=[
        ("ack", "мерси, стана"),
        ("regex_q", "regex за български ЕГН, само формата"),
        ("explain_supplied", "обясни този код", "java_stream"),
    ],
    long=[
        ("own_fix", "оправи бъга с двойното плащане"),
        ("own_implement", "добави търсене по име в списъка с клиенти"),
        ("own_run_tests", "пусни тестовете и оправи счупените"),
    ],
)

LANGS["sr"] = dict(
    pairs=[
        ("loc", "gde se obično podešava timeout u Axios klijentu?", "gde smo mi podesili timeout za axios?"),
        ("env", "koje env varijable koristi Spring Boot po defaultu?", "koje env varijable treba ovom servisu?"),
        ("test", "kako se u Jestu radi snapshot test?", "koji testovi pokrivaju `izracunajPopust`?"),
        ("dep", "kako se obično deployuje statički sajt na S3 + CloudFront?", "kako se deployuje naš landing page?"),
        ("cmp", "razlika između Sequelize i Prisma?", "da li igde još koristimo Sequelize?"),
        ("des", "kako podeliti veliki Redux store? samo pristup", "podeli naš Redux store na slice-ove i sredi importe"),
        ("fix", "zašto se u Pythonu dešava circular import? generalno", "imamo circular import između orders i payments, reši to"),
    ],
    hist={
        "h1": ["hoću da uvedemo pre-commit hook-ove",
               "Predlažem .pre-commit-config.yaml sa black, ruff i mypy, i jedan prolaz kroz ceo repo da se isprave postojeće greške formatiranja."],
    },
    hpairs=[
        ("h1", "e", "objasni mi ponovo jednostavnije šta radi mypy tu", "ajde, uradi"),
    ],
    single=[
        ("ack", "hvala, radi sad"),
        ("commit_message", "napiši commit poruku za ovo", "diff_null"),
        ("translate_supplied", "prevedi ovu grešku i objasni", "err_py"),
    ],
    long=[
        ("own_fix", "popravi prikaz cena u korpi"),
        ("own_implement", "dodaj reset lozinke preko emaila"),
        ("own_refactor", "izbaci nekorišćene komponente iz projekta"),
    ],
)

LANGS["hr"] = dict(
    pairs=[
        ("loc", "gdje se u Laravelu obično definiraju rute za API?", "gdje su kod nas definirane rute za API?"),
        ("env", "koje varijable okruženja čita Composer?", "koje varijable okruženja treba naša aplikacija?"),
        ("cmp", "koja je razlika između Vuexa i Pinie?", "koristimo li još Vuex negdje?"),
        ("des", "kako se općenito strukturira veći Vue projekt? samo ideja", "prebaci naše Vue komponente u feature mape i popravi importe"),
        ("fix", "što obično uzrokuje 419 grešku u Laravelu?", "forma za kontakt baca 419, nađi zašto i popravi"),
        ("sym", "što radi `str.partition` u Pythonu?", "što radi `obradiNarudzbu` u app/Services/Narudzbe.php?"),
    ],
    hist={
        "h1": ["stranica proizvoda je spora",
               "Mogu dodati eager loading za slike i kategorije u ProductController i keširati listu kategorija na 10 minuta."],
    },
    hpairs=[
        ("h1", "a", "hvala, to je to za sad", "može, napravi"),
    ],
    single=[
        ("greeting", "bok"),
        ("regex_q", "regex za hrvatski OIB (11 znamenki)"),
    ],
    long=[
        ("own_fix", "popravi slanje računa na email"),
        ("own_run_tests", "pokreni testove i popravi one koji padaju"),
    ],
)

LANGS["ro"] = dict(
    pairs=[
        ("loc", "unde se configurează de obicei rutele într-o aplicație Express?", "unde avem definite rutele pentru admin?"),
        ("env", "ce variabile de mediu citește npm implicit?", "ce variabile de mediu trebuie setate ca să pornească proiectul?"),
        ("test", "ce test runner-e pentru TypeScript recomanzi?", "ce teste acoperă `calculeazaTransport`?"),
        ("dep", "cum se face de obicei deploy la o aplicație Django pe un VPS cu nginx?", "cum e făcut deploy-ul la serviciul de facturare?"),
        ("cmp", "merită lodash în 2024 sau ajung funcțiile native din JS?", "folosim lodash pe undeva sau putem să-l scoatem?"),
        ("des", "cum ai împărți un controller de 2000 de linii? doar ideea", "sparge OrderController în controllere mai mici și actualizează rutele"),
        ("fix", "de ce ar returna un API 502 după un deploy? cauze generale", "după ultimul deploy API-ul dă 502, găsește cauza și repar-o"),
        ("snip", "optimizează funcția asta", "optimizează toate funcțiile de calcul din modulul statistici", "py_avg"),
    ],
    hist={
        "h1": ["vreau să adăugăm teste pentru modulul de plăți",
               "Propun teste unitare pentru calculul comisioanelor și al rambursărilor, cu mock pe gateway-ul de plăți, în tests/payments/. Cam 15 teste."],
    },
    hpairs=[
        ("h1", "e", "explică-mi din nou mai simplu ce e mock-ul ăla", "bagă, scrie-le"),
    ],
    single=[
        ("ack", "mersi, merge acum"),
        ("sql_given_schema", "scrie SQL-ul pentru comenzile din ultima lună, cu numele clientului", "sql_schema"),
        ("meta_q", "ce model ești?"),
    ],
    long=[
        ("own_fix", "repară exportul Excel care iese gol"),
        ("own_implement", "adaugă notificări push în aplicație"),
        ("own_upgrade", "actualizează Angular la ultima versiune"),
    ],
)

LANGS["hu"] = dict(
    pairs=[
        ("loc", "Spring Bootban hol szokás beállítani a retry policy-t?", "nálunk hol van beállítva a retry?"),
        ("env", "milyen környezeti változókat olvas be a Django alapból?", "milyen env változók kellenek ennek az appnak?"),
        ("test", "melyik JS test runnernek van watch módja?", "melyik tesztek fedik le a `szallitasi_dij` függvényt?"),
        ("dep", "hogyan szokás egy Node szolgáltatást k8s-re deployolni? csak nagy vonalakban", "hogy van deployolva a számlázó szolgáltatás?"),
        ("cmp", "mi a különbség a moment.js és a dayjs között? melyik kisebb?", "használunk valahol még moment.js-t a kódban?"),
        ("des", "hogyan érdemes szétszedni egy 3000 soros helpers modult? csak a megközelítés", "szedd szét a helpers.py-t modulokra és javítsd az importokat az egész projektben"),
        ("fix", "mi okozhat általában 'connection reset by peer' hibát?", "a szinkronizáló job connection reset-tel elszáll, nézd meg és javítsd"),
        ("sym", "mit csinál pontosan a `dict.setdefault`?", "mit csinál a `szamla_generalas` a billing/szamla.py-ban?"),
    ],
    hist={
        "h1": ["a jelszó-visszaállító link sosem jár le",
               "Javaslom: a tokenhez tároljunk lejárati időt (30 perc), ellenőrizzük a reset view-ban, és egy migrációval adjuk hozzá a mezőt. Plusz egy teszt a lejárt tokenre."],
    },
    hpairs=[
        ("h1", "a", "köszi, értem", "oké, csináld meg"),
    ],
    single=[
        ("ack", "köszi, most már megy"),
        ("explain_supplied", "magyarázd el ezt a függvényt", "js_debounce"),
        ("regex_q", "regex magyar mobilszámra (+36 20/30/70)"),
    ],
    long=[
        ("own_fix", "javítsd ki az ékezetes fájlnevek feltöltését"),
        ("own_implement", "adj hozzá CSV exportot a riportokhoz"),
        ("own_ci", "a CI pipeline piros, hozd rendbe"),
    ],
)

LANGS["el"] = dict(
    pairs=[
        ("loc", "πού ρυθμίζεται συνήθως το CORS σε ένα Flask app;", "πού έχουμε ρυθμίσει το CORS στο δικό μας API;"),
        ("env", "ποια environment variables διαβάζει το Vite by default;", "ποια env vars χρειάζεται αυτό το project για να τρέξει;"),
        ("test", "πώς κάνω mock ένα HTTP call στο pytest;", "ποια tests καλύπτουν το `ypologismos_fpa`;"),
        ("dep", "πώς γίνεται συνήθως deploy ένα Next.js app;", "πώς γίνεται deploy το δικό μας frontend;"),
        ("cmp", "ποια η διαφορά μεταξύ `PUT` και `PATCH`;", "χρησιμοποιούμε κάπου `PUT` για partial updates;"),
        ("des", "πώς σπάμε ένα μεγάλο monolith σε services; μόνο η ιδέα", "βγάλε το module των πληρωμών σε ξεχωριστό service"),
        ("fix", "γιατί ένα Celery task μπορεί να κολλάει για πάντα;", "το task αποστολής τιμολογίων κολλάει, βρες γιατί και φτιάξ' το"),
    ],
    hist={
        "h1": ["θέλω να βάλουμε caching στα product endpoints",
               "Προτείνω Redis cache 5 λεπτών στα GET /products και /products/:id και invalidation όταν αλλάζει ένα προϊόν, στο products/service.ts."],
    },
    hpairs=[
        ("h1", "e", "εξήγησέ μου πιο απλά το invalidation", "οκ, προχώρα"),
    ],
    single=[
        ("ack", "ευχαριστώ, δούλεψε"),
        ("greeting", "γεια σου!"),
        ("summarize_supplied", "κάνε μου μια σύντομη περίληψη αυτού", "text_pr"),
    ],
    long=[
        ("own_fix", "φτιάξε το bug με τις ημερομηνίες στο ιστορικό παραγγελιών"),
        ("own_implement", "πρόσθεσε pagination στο /api/users"),
        ("own_run_tests", "τρέξε τα tests και διόρθωσε ό,τι σκάει"),
    ],
)
