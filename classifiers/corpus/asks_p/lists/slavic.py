"""Slavic languages: Russian, Polish, Ukrainian, Czech.

Same shapes as lists/en.py.
"""

# ---------------------------------------------------------------- ru
_RU_PLAN = [
    "у нас очень медленный поиск по товарам, как бы ты его ускорил?",
    "Я бы сделал так:\n1) Вместо LIKE '%...%' — полнотекстовый индекс (tsvector + GIN).\n2) Кэш популярных запросов "
    "в Redis на 5 минут.\n3) Ограничить выдачу 50 результатами и добавить пагинацию.\nНачать лучше с первого пункта.",
]
_RU_IDEMP = [
    "объясни, что такое идемпотентность в REST",
    "Операция идемпотентна, если повторный такой же запрос не меняет результат: GET, PUT и DELETE такими должны быть, "
    "а POST обычно нет. Для POST (например, оплаты) делают ключ идемпотентности: клиент шлёт уникальный ключ, сервер "
    "запоминает ответ и на повтор с тем же ключом возвращает его, а не создаёт вторую оплату.",
]
_RU_HELLO = ["привет", "Привет! Чем помочь?"]
_RU_WEEKEND_CTX = (
    "# app/utils/dates.py\n"
    "def is_weekend(d):\n"
    "    return d.weekday() > 5\n"
)

# ---------------------------------------------------------------- pl
_PL_PLAN = [
    "jak byś przyspieszył nasze buildy frontu?",
    "1) Cache node_modules i katalogu .next w CI.\n2) Vite zamiast webpacka w trybie dev.\n3) Podział testów na kilka "
    "równoległych jobów.\nNajwięcej zwykle daje punkt 1.",
]
_PL_DOCKER = [
    "czym się różni docker od maszyny wirtualnej?",
    "Maszyna wirtualna emuluje cały komputer i ma własne jądro systemu. Kontener dzieli jądro z hostem i izoluje tylko "
    "procesy, system plików i sieć, więc jest lżejszy, ale słabiej odizolowany.",
]
_PL_HEJ = ["cześć", "Cześć! W czym mogę pomóc?"]
_PL_SUMA_CTX = (
    "// src/utils/kwota.ts\n"
    "export function sumuj(pozycje: { cena: number }[]) {\n"
    "  return pozycje.reduce((a, p) => a + p.cena);\n"
    "}\n"
)

# ---------------------------------------------------------------- uk
_UK_BACKUP = [
    "як би ти організував резервне копіювання нашої бази?",
    "1) Щоночі pg_dump у S3 із шифруванням.\n2) Архівація WAL, щоб відновлюватися на будь-який момент.\n3) Раз на "
    "місяць — тестове відновлення на окремому сервері.",
]
_UK_HI = ["привіт!", "Привіт! Чим допомогти?"]

# ---------------------------------------------------------------- cs
_CS_DOUBLE = [
    "jak bys řešil, že nám uživatelé odesílají formulář dvakrát?",
    "1) Zablokovat tlačítko po prvním kliknutí.\n2) Na serveru idempotentní klíč v hlavičce.\n3) Unikátní index v "
    "databázi jako poslední pojistka.",
]
_CS_AHOJ = ["ahoj", "Ahoj! S čím pomůžu?"]


DATA = {
    "ru": {
        "pairs": [
            ("fix_repo_bug", "склонения сломались: пишет «5 файла» вместо «5 файлов», пофикси",
             "small_code", "функция на js для окончаний: 1 файл, 2 файла, 5 файлов"),
            ("fix_repo_bug", "валидация ИНН пропускает 11 цифр, поправь",
             "small_code", "python: проверка контрольного числа ИНН из 10 цифр"),
            ("run_and_report", "прогони тесты и скажи, что падает",
             "tool_question", "как в pytest запустить тесты по маске имени?"),
            ("fix_ci", "CI красный после моего мержа, глянь что там",
             "tool_question", "что делает `git bisect` и когда его юзать?"),
            ("diagnose_repo", "почему у нас воркер селери жрёт 4 гига памяти? разберись",
             "general_question", "объясни, что такое max_tasks_per_child в celery и зачем он нужен"),
            ("repo_question", "где у нас настраивается подключение к 1С?",
             "general_question", "как обычно интегрируются с 1С: REST, OData или обмен файлами?"),
            ("change_repo_code", "можешь добавить выгрузку заказов в xlsx?",
             "small_code", "openpyxl: записать список словарей в xlsx с заголовками"),
            ("write_repo_tests", "напишешь тесты для модуля расчёта доставки?",
             "test_given_function",
             "напиши тесты для этой функции:\n```python\ndef рубли(коп):\n    return f'{коп // 100} ₽ {коп % 100:02d} коп.'\n```"),
            ("update_dependency", "обнови fastapi до последней версии и проверь, что ничего не отвалилось",
             "general_question", "в двух словах опиши, чем pydantic v2 отличается от v1"),
            ("diagnose_and_fix", "кириллица в именах скачиваемых файлов превращается в кракозябры, найди причину и исправь",
             "general_question", "как правильно передать имя файла с кириллицей в Content-Disposition?"),
            ("change_repo_code", "можно сделать, чтобы суммы показывались как «1 234,50 ₽»?",
             "small_code", "js: отформатировать 1234.5 в рублях через Intl"),
            ("fix_repo_bug", "после логаута можно вернуться кнопкой «назад» и увидеть профиль, исправь",
             "general_question", "объясни, зачем нужен Cache-Control: no-store на приватных страницах"),
            ("repo_question", "эта normalize_phone где-нибудь ещё используется?",
             "regex", "регулярка для российского номера: +7 или 8, потом 10 цифр"),
            ("diagnose_repo", "почему деплой на прод идёт 20 минут? посмотри, где тормозит",
             "general_question", "blue-green и rolling deploy — в чём разница?"),
            ("fix_repo_bug", "заказ в 23:30 по Москве попадает в следующий день, почини таймзону",
             "general_question", "объясни, почему время лучше хранить в UTC, а показывать в локальной зоне"),
            ("repo_writeup", "напиши коммит-месседж по тому, что у меня сейчас в индексе",
             "commit_message_diff",
             "сообщение коммита для этого диффа:\n```diff\n--- a/bot/handlers.py\n+++ b/bot/handlers.py\n"
             "@@ -40,4 +40,6 @@ async def start(message):\n-    await message.answer('Привет!')\n"
             "+    name = message.from_user.first_name or 'друг'\n+    await message.answer(f'Привет, {name}!')\n```"),
            ("change_repo_code", "добавь в бота команду /stats для админов",
             "small_code", "aiogram 3: минимальный хендлер команды /start"),
            ("scaffold_project", "сделай с нуля сервис на go: REST для заметок, postgres, тесты и docker-compose",
             "small_code", "go: минимальный http-сервер, который отвечает «ok» на /health"),
            dict(h=_RU_PLAN,
                 l=("continue_plan", "давай, делай первый"),
                 s=("chat_followup", "а GIN-индекс чем отличается от обычного B-tree?")),
            dict(l=("apply_to_repo", "суббота не считается выходным; исправь и проверь, какие расчёты на это завязаны", _RU_WEEKEND_CTX),
                 s=("fix_snippet", "почему суббота тут не считается выходным?", _RU_WEEKEND_CTX)),
            dict(h=_RU_IDEMP,
                 l=("change_repo_code", "ок, сделай наш POST /payments идемпотентным"),
                 s=("chat_followup", "а PATCH идемпотентен?")),
            dict(h=_RU_HELLO,
                 l=("diagnose_and_fix", "у нас отвалилась отправка смс после обновления, глянь"),
                 s=("conversational", "да ничего, просто поздороваться зашёл")),
        ],
        "long": [
            ("fix_repo_bug", "кнопка «Оплатить» срабатывает дважды, пофикси"),
            ("run_and_report", "запусти линтер и кинь список ошибок"),
            ("repo_question", "что вообще делает скрипт cleanup_old_orders.py?"),
            ("change_repo_code", "вынесешь токен бота из кода в переменную окружения?"),
            ("diagnose_and_fix", "ночной бэкап базы не создаётся уже три дня, выясни почему и почини"),
            ("write_repo_tests", "покрой тестами парсер банковских выписок"),
        ],
        "single": [
            ("conversational", "спасибо, всё заработало!"),
            ("conversational", "забей, сам разобрался"),
            ("tool_question", "как откатить последний коммит, если он уже запушен?"),
            ("small_code", "однострочник на python: развернуть строку"),
            ("general_question", "что такое микросервисная архитектура простыми словами?"),
            ("explain_error_text", "что значит «ModuleNotFoundError: No module named 'distutils'»?"),
        ],
    },
    "pl": {
        "pairs": [
            ("fix_repo_bug", "walidacja PESEL przepuszcza złą sumę kontrolną, popraw to",
             "small_code", "funkcja w pythonie sprawdzająca sumę kontrolną PESEL"),
            ("fix_repo_bug", "NIP z kreskami jest odrzucany, a powinien przechodzić, napraw",
             "regex", "regex na NIP z myślnikami albo bez"),
            ("run_and_report", "odpal testy i powiedz, co się sypie",
             "tool_question", "pokaż, jak w jest uruchomić tylko testy z jednego pliku"),
            ("fix_ci", "pipeline na gitlabie wywala się na etapie deploy, zerknij",
             "tool_question", "czym się różni `only` od `rules` w gitlab-ci?"),
            ("diagnose_repo", "czemu strona z fakturami ładuje się 8 sekund? sprawdź",
             "general_question", "wyjaśnij, co to jest EXPLAIN ANALYZE w postgresie i jak to czytać"),
            ("repo_question", "gdzie obsługujemy płatności BLIK?",
             "general_question", "opisz ogólnie, jak działa BLIK od strony technicznej"),
            ("change_repo_code", "dodaj odmianę 1 plik / 2 pliki / 5 plików w komunikacie po uploadzie",
             "small_code", "js: polska odmiana liczebników dla słowa 'plik'"),
            ("write_repo_tests", "napiszesz testy do modułu rabatów?",
             "test_given_function",
             "napisz testy do tej funkcji:\n```python\ndef brutto(netto, vat=0.23):\n    return round(netto * (1 + vat), 2)\n```"),
            ("update_dependency", "podbijesz nesta do 10 i sprawdzisz, czy wszystko działa?",
             "general_question", "wytłumacz, co to są guardy w nestjs"),
            ("diagnose_and_fix", "polskie znaki w PDF-ach z fakturami znikają, znajdź przyczynę i napraw",
             "explain_error_text", "co znaczy \"UnicodeEncodeError: 'latin-1' codec can't encode character '\\u0142'\"?"),
            ("change_repo_code", "możesz zrobić, żeby kwoty wyświetlały się jako '1 234,56 zł'?",
             "small_code", "java: sformatuj kwotę w złotych z polskim locale"),
            ("fix_repo_bug", "sortowanie nazwisk wrzuca 'Łukasiewicz' na sam koniec, popraw",
             "general_question", "co to jest collation w bazie danych?"),
            ("repo_question", "czy ktoś jeszcze woła endpoint /api/v1/raporty?",
             "general_question", "jak bezpiecznie wycofać stary endpoint API?"),
            ("diagnose_repo", "czemu kontener z aplikacją restartuje się co godzinę? zbadaj to",
             "explain_error_text", "co znaczy 'OOMKilled' w kubernetesie?"),
            ("change_repo_code", "przestań logować hasła z requestów, bo lecą do logów",
             "general_question", "jak maskować dane wrażliwe w logach, jakieś dobre praktyki?"),
            ("repo_writeup", "napisz opis PR-a na podstawie zmian w tym branchu",
             "rewrite_text", "przeredaguj ten opis PR-a, żeby był czytelny: 'poprawiłem buga z koszykiem i jeszcze coś z css no i testy'"),
            ("fix_repo_bug", "formularz rejestracji nie przyjmuje maili z plusem, np. jan+test@...",
             "regex", "regex na maila, który dopuszcza plus przed @"),
            ("scaffold_project", "postaw nowy projekt w nestjs z logowaniem JWT, testami e2e i dockerem",
             "small_code", "minimalny kontroler nestjs zwracający 'cześć'"),
            dict(h=_PL_PLAN,
                 l=("continue_plan", "dobra, zrób punkt 1"),
                 s=("chat_followup", "a co konkretnie daje cache katalogu .next?")),
            dict(l=("apply_to_repo", "sumuj zwraca jakieś śmieci; napraw i popraw miejsca, które to obchodzą", _PL_SUMA_CTX),
                 s=("fix_snippet", "czemu sumuj zwraca '[object Object]10'?", _PL_SUMA_CTX)),
            dict(h=_PL_DOCKER,
                 l=("change_repo_code", "ok, to wrzuć naszą apkę do dockera"),
                 s=("chat_followup", "a czemu kontenery startują szybciej?")),
            dict(h=_PL_HEJ,
                 l=("diagnose_and_fix", "powiadomienia push przestały dochodzić na androida, zobacz co jest"),
                 s=("conversational", "nic, dzięki, już sobie poradziłem")),
        ],
        "long": [
            ("fix_repo_bug", "przycisk 'Zapisz' nie działa w Firefoksie, napraw"),
            ("run_and_report", "puść lintera i wypisz, co zgłasza"),
            ("repo_question", "co dokładnie robi skrypt sync_magazyn.sh?"),
            ("change_repo_code", "dodasz flagę --bez-potwierdzenia do komendy usuwania?"),
            ("diagnose_and_fix", "cron z przypomnieniami wysyła maile o 2 w nocy zamiast o 9, ogarnij to"),
            ("update_dependency", "wywal axiosa i przejdź na zwykły fetch"),
        ],
        "single": [
            ("conversational", "dzięki, działa!"),
            ("conversational", "siema"),
            ("tool_question", "jak cofnąć rebase, który poszedł źle?"),
            ("small_code", "jednolinijkowiec w bashu: ile jest plików .py w katalogu"),
            ("general_question", "co to jest architektura event-driven?"),
            ("review_snippet",
             "co tu jest nie tak?\n```python\ndef dodaj(x, lista=[]):\n    lista.append(x)\n    return lista\n```"),
        ],
    },
    "uk": {
        "pairs": [
            ("fix_repo_bug", "слова з апострофом, як «м'ята», пошук не знаходить, виправ",
             "small_code", "python: замінити всі види апострофів (’ ʼ ') на один"),
            ("fix_repo_bug", "перевірка коду ЄДРПОУ відхиляє правильні коди, поправ",
             "general_question", "поясни, як влаштований контрольний розряд коду ЄДРПОУ"),
            ("run_and_report", "запусти тести і скажи, що падає",
             "tool_question", "як у go test вивести покриття по файлах?"),
            ("fix_ci", "збірка в CI впала після оновлення залежностей, глянь",
             "tool_question", "для чого потрібен lock-файл у npm?"),
            ("diagnose_repo", "чому наш телеграм-бот відповідає із затримкою в 10 секунд? з'ясуй",
             "general_question", "порівняй long polling і webhook для телеграм-бота"),
            ("repo_question", "де в нас обробляються вебхуки від monobank?",
             "general_question", "як зазвичай перевіряють підпис вебхука?"),
            ("change_repo_code", "можеш зробити, щоб суми показувались як «1 234,50 грн»?",
             "small_code", "js: відформатувати 1234.5 у гривнях через Intl"),
            ("write_repo_tests", "напишеш тести для модуля нарахування бонусів?",
             "test_given_function", "тести для цієї функції, будь ласка:\n```js\nfunction парне(n) { return n % 2 === 0 }\n```"),
            ("update_dependency", "онови react-native до останньої версії і перевір, що все збирається",
             "general_question", "що таке нова архітектура react-native (fabric), у двох реченнях?"),
            ("change_repo_code", "додай у застосунок українську локалізацію",
             "rewrite_text", "переклади українською, щоб звучало природно: 'Your session has expired. Please sign in again.'"),
            dict(h=_UK_BACKUP,
                 l=("continue_plan", "ок, налаштуй перший пункт"),
                 s=("chat_followup", "а навіщо тестове відновлення, якщо бекап і так є?")),
            dict(h=_UK_HI,
                 l=("diagnose_and_fix", "після останнього релізу не відкривається сторінка оплати, подивись"),
                 s=("conversational", "нічим, просто дякую за вчорашню допомогу")),
        ],
        "long": [
            ("fix_repo_bug", "кнопка «Надіслати» блокується назавжди після помилки, виправ"),
            ("run_and_report", "прожени лінтер і коротко підсумуй"),
            ("repo_question", "що робить скрипт rotate_keys.sh у папці ops?"),
            ("diagnose_and_fix", "листи з підтвердженням потрапляють у спам, знайди причину і виправ"),
        ],
        "single": [
            ("conversational", "дякую, працює!"),
            ("tool_question", "як подивитися історію змін одного файлу в git?"),
            ("small_code", "однорядковий bash: знайти всі файли, змінені за останню добу"),
            ("general_question", "що таке race condition простими словами?"),
        ],
    },
    "cs": {
        "pairs": [
            ("fix_repo_bug", "validace rodného čísla odmítá ženy (měsíc +50), oprav to",
             "general_question", "proč se u rodného čísla žen přičítá k měsíci 50?"),
            ("fix_repo_bug", "kontrola IČO pouští neplatná čísla, oprav",
             "small_code", "python: ověření kontrolní číslice IČO"),
            ("run_and_report", "spusť testy a řekni mi, co padá",
             "tool_question", "jak v mavenu spustit jen jednu testovací třídu?"),
            ("fix_ci", "build na CI je od rána červený, mrkni na to",
             "tool_question", "k čemu je v dockerfilu multi-stage build?"),
            ("diagnose_repo", "proč se e-shop při výprodeji tak seká? prozkoumej to",
             "general_question", "vysvětli, co je connection pool a proč na něm záleží"),
            ("repo_question", "kde se u nás počítá DPH na faktuře?",
             "general_question", "jaký je rozdíl mezi float a decimal, když jde o peníze?"),
            ("change_repo_code", "můžeš udělat, aby se ceny zobrazovaly jako '1 234,50 Kč'?",
             "small_code", "js: naformátuj 1234.5 jako české koruny"),
            ("write_repo_tests", "můžeš napsat testy k modulu objednávek?",
             "test_given_function",
             "napiš testy k téhle funkci:\n```python\ndef odstran_diakritiku(s):\n"
             "    return unicodedata.normalize('NFKD', s).encode('ascii', 'ignore').decode()\n```"),
            ("update_dependency", "aktualizuj symfony na 7 a ověř, že všechno běží",
             "general_question", "popiš, co je dependency injection kontejner v symfony"),
            ("change_repo_code", "přidej do CLI přepínač --bez-barev",
             "tool_question", "jak v pythonu zjistit, jestli výstup jde do terminálu, nebo do roury?"),
            dict(h=_CS_DOUBLE,
                 l=("continue_plan", "jo, udělej 2 a 3"),
                 s=("chat_followup", "a nestačilo by jen to tlačítko?")),
            dict(h=_CS_AHOJ,
                 l=("diagnose_and_fix", "po nasazení nefunguje přihlášení přes google, podívej se"),
                 s=("conversational", "s ničím, jen zkouším, jestli to funguje")),
        ],
        "long": [
            ("fix_repo_bug", "stránkování v adminu ukazuje pořád první stránku, oprav"),
            ("run_and_report", "proženeš linter a shrneš výsledky?"),
            ("repo_question", "co přesně dělá skript import_cenik.py?"),
            ("diagnose_and_fix", "noční export do účetnictví padá, zjisti proč a oprav to"),
        ],
        "single": [
            ("conversational", "díky, funguje to!"),
            ("tool_question", "jak v gitu vrátit jeden soubor do stavu z mainu?"),
            ("regex", "regex na české PSČ (123 45)"),
            ("general_question", "co je REST a co GraphQL, v kostce?"),
        ],
    },
}

# Extra pairs that cut against surface cues (pasted material in long asks, questions vs imperatives).
_RU_INT = "psycopg2.errors.NumericValueOutOfRange: integer out of range"
_RU_DOCKER = "FROM golang:1.22\nWORKDIR /src\nCOPY . .\nRUN go build -o /app ./cmd/api\nCMD [\"/app\"]"
_PL_STACK = "RangeError: Maximum call stack size exceeded"
_PL_RETRY = "for _ in range(3):\n    try:\n        return client.get(url)\n    except Timeout:\n        pass"
_UK_DATE = "ValueError: time data '31.12.2024' does not match format '%Y-%m-%d'"
_CS_SQL = "SQLSTATE[23000]: Integrity constraint violation: 1048 Column 'psc' cannot be null"

MORE_PAIRS = {
    "ru": [
        ("fix_repo_bug", "вот это падает при оплате, почини:\n```\n" + _RU_INT + "\n```",
         "explain_error_text", "объясни, что значит эта ошибка:\n```\n" + _RU_INT + "\n```"),
        ("diagnose_repo", "можешь глянуть, почему сборка фронта падает только на маке у коллеги?",
         "general_question", "расскажи коротко, чем npm отличается от pnpm"),
        ("change_repo_code", "вот наш Dockerfile, сделай многоэтапную сборку и проверь, что сервис поднимается:\n```dockerfile\n" + _RU_DOCKER + "\n```",
         "rewrite_code", "перепиши этот Dockerfile на multi-stage:\n```dockerfile\n" + _RU_DOCKER + "\n```"),
        ("fix_repo_bug", "пользователи ловят это при входе через VK, исправь:\n```\nOAuthException: invalid_grant: Code is expired\n```",
         "general_question", "объясни в двух словах, почему authorization code живёт так недолго"),
    ],
    "pl": [
        ("fix_repo_bug", "wywala mi to przy eksporcie raportu, napraw:\n```\n" + _PL_STACK + "\n    at flatten (src/raporty/drzewo.js:22)\n```",
         "explain_error_text", "wytłumacz mi, co oznacza:\n```\n" + _PL_STACK + "\n```"),
        ("diagnose_repo", "możesz sprawdzić, czemu obrazki w naszym newsletterze się nie wyświetlają?",
         "general_question", "wyjaśnij krótko, czemu klienty pocztowe blokują obrazki"),
        ("apply_to_repo", "mamy taki kawałek w kilku serwisach, zamień go na wspólny retry z backoffem:\n```python\n" + _PL_RETRY + "\n```",
         "rewrite_code", "dodaj do tego wykładniczy backoff:\n```python\n" + _PL_RETRY + "\n```"),
        ("change_repo_code", "to jest nasz obecny format logów, dodaj do niego request id i nazwę użytkownika:\n```\n%(asctime)s %(levelname)s %(message)s\n```",
         "general_question", "opisz krótko, po co w logach jest correlation id"),
    ],
    "uk": [
        ("fix_repo_bug", "при імпорті замовлень вилітає оце, виправ:\n```\n" + _UK_DATE + "\n```",
         "explain_error_text", "поясни цю помилку:\n```\n" + _UK_DATE + "\n```"),
    ],
    "cs": [
        ("fix_repo_bug", "tohle vyskakuje při odeslání objednávky, oprav to:\n```\n" + _CS_SQL + "\n```",
         "explain_error_text", "vysvětli mi tuhle chybu:\n```\n" + _CS_SQL + "\n```"),
    ],
}
