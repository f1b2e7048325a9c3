"""Word lists behind the lexical features, in several languages.

Why word sets rather than a vectorizer: a split plus one set intersection over a bounded window costs a few
microseconds, a HashingVectorizer hundreds. Words map to a handful of coarse intent groups so the classifier
learns intents ("build the whole project", "explain this") instead of memorising phrasings.
"""

from __future__ import annotations

from typing import Final

GROUPS: Final[tuple[str, ...]] = (
    "build", "scope", "fix", "run", "explain", "small", "side", "agent", "wide", "add", "explore"
)  # fmt: skip

_WORDS: Final[dict[str, str]] = {
    # build / make something multi-step
    "build": "build implement scaffold bootstrap develop migrate refactor integrate create scratch overhaul "
    "restructure redesign rearchitect modernize modernise upgrade rewire deprecate "
    "construye construir implementa implementar crea crear desarrolla desarrollar migra migrar refactoriza "
    "baue bauen erstelle erstellen implementiere entwickle migriere refaktoriere "
    "construis construire implémente implémenter crée créer développe développer migre migrer refactorise "
    "construa implemente crie criar desenvolva migre refatore refatorar "
    "создай создать реализуй реализовать построй разработай перенеси мигрируй отрефактори перепиши "
    "costruisci costruire implementa implementare crea creare sviluppa sviluppare migra migrare rifattorizza "
    "oluştur oluşturun geliştir geliştirin uygula taşı taşıyın "
    "zbuduj zaimplementuj stwórz utwórz zmigruj przenieś zrefaktoryzuj przepisz "
    "створи створити реалізуй побудуй розроби перенеси мігруй перепиши "
    "bouw implementeer ontwikkel migreer herschrijf "
    "buat buatkan bangun implementasikan kembangkan migrasikan "
    "banao banado",
    # large scope nouns
    "scope": "repo repository codebase project app application service microservice backend frontend api "
    "endpoints endpoint modules files end-to-end dockerfile docker ci pipeline cli flag flags option options "
    "subcommand subcommands commands routes handlers middleware settings page pages screen screens callers "
    "call-sites callsites usages migrations "
    "deployment auth authentication database suite feature monorepo workspace stack crud server bot website "
    "site "
    "game platform dashboard library plugin extension engine system sdk e2e integration infrastructure "
    "kubernetes terraform readme multiplayer frontend backend fullstack full-stack "
    "servidor juego sitio plataforma spiel webseite serveur jeu plateforme jogo "
    "сервер бот игру сайт платформу "
    "repositorio proyecto aplicación servicio archivos "
    "projekt anwendung codebasis dienst dateien "
    "dépôt projet fichiers "
    "repositório projeto aplicação arquivos serviço "
    "репозиторий проект приложение сервис файлы кодовую "
    "progetto applicazione servizio "
    "proje projede uygulama servis depo dosyalar "
    "projekt aplikacja aplikację serwis pliki repozytorium "
    "проєкт застосунок репозиторій сервіс файли "
    "applicatie bestanden "
    "proyek aplikasi layanan berkas",
    # fixing something broken
    "fix": "fix debug failing fails broken crash crashes bug bugs regression investigate reproduce traceback "
    "flaky error errors issue "
    "arregla corrige depura falla fallan errores "
    "behebe repariere fehler fehlschlagen schlagen "
    "répare débogue échouent bogue erreur "
    "corrija conserte falhando erro depure "
    "исправь почини ошибку ошибки падают баг "
    "correggi errore errori fallisce falliscono "
    "düzelt hata hatayı hatalar çöküyor "
    "napraw popraw błąd błędy "
    "виправ полагодь помилку помилки падають "
    "repareer herstel fout fouten "
    "perbaiki galat "
    "theek",
    # run / iterate / verify
    "run": "run execute iterate until pass passes passing green rerun re-run make install verify "
    "ejecuta itera hasta pasen pruebas "
    "führe ausführen iteriere tests "
    "exécute lance itère tests "
    "execute rode até testes "
    "запусти прогони пока тесты "
    "esegui finché "
    "çalıştır testler geçene "
    "uruchom testy "
    "запусти тести "
    "voer draai "
    "jalankan",
    # explanation / question
    "explain": "explain what why how does mean means difference describe understand purpose "
    "explica qué cómo significa "
    "erkläre was warum wie bedeutet "
    "explique pourquoi comment signifie "
    "explique como significa "
    "объясни что почему как означает "
    "spiega cosa perché come significa "
    "açıkla nedir neden nasıl anlamı "
    "wyjaśnij wytłumacz dlaczego znaczy "
    "поясни що чому означає "
    "leg uit waarom betekent "
    "jelaskan apa mengapa kenapa bagaimana "
    "samjhao kya kyun kaise",
    # one-shot, narrow tasks
    "small": "docstring docstrings comment comments regex regexp rename translate convert optimize simplify "
    "snippet function method line expression query sql typo jsdoc one-liner oneliner signature readable "
    "easier select joins complete completion autocomplete "
    "above below given syntax keyword complexity edge variables loop comprehension json example shorter "
    "cleaner idiomatic "
    "función fragmento comentario expresión consulta optimiza traduce convierte "
    "funktion kommentar ausdruck abfrage optimiere übersetze konvertiere "
    "fonction commentaire requête optimise traduis convertis extrait "
    "função comentário expressão otimize traduza converta trecho "
    "функцию функция комментарий выражение запрос оптимизируй переведи преобразуй фрагмент "
    "funzione commento espressione ottimizza traduci converti "
    "fonksiyon yorum ifade sorgu sorgusu optimize çevir dönüştür "
    "funkcja funkcję komentarz wyrażenie zapytanie zoptymalizuj przetłumacz "
    "функцію функція коментар вираз запит переклади "
    "functie opmerking vertaal "
    "fungsi komentar kueri terjemahkan",
    # agent side calls: titles, commit messages, summaries
    "side": "title commit summary summarize summarise topic headline recap condense compact "
    "compaction conversation "
    "título resumen resume resumir tema "
    "titel zusammenfassung fasse "
    "titre résumé résumer "
    "resumo resuma "
    "заголовок резюме кратко сводку коммит",
    # agent vocabulary (mostly read in system prompts)
    "agent": "tool tools agent autonomous autonomously terminal shell commands sandbox environment "
    "task step steps loop operating directory function_call tool_use "
    "herramientas agente werkzeuge outils agent ferramentas инструменты агент strumenti araçlar narzędzia "
    "інструменти",
    # breadth of a change: it must reach many places
    "wide": "all every each across entire whole everything everywhere throughout remaining consistently "
    "globally thread propagate plumb wherever "
    "todo todos todas cada entero entera completo completa alle allen jede jeden überall gesamte ganze "
    "komplette tout tous toutes chaque partout entier entière inteiro inteira весь всё все всех каждый "
    "везде целиком "
    "tutti tutte ogni intero intera ovunque tüm bütün hepsi wszystkie każdy każdą cały całe wszędzie "
    "всі кожен скрізь alle elke overal semua setiap seluruh",
    # adding a capability (verbs); with breadth or scope words it is a feature, alone often a one-liner
    "add": "add adding adds support introduce enable allow expose extend wire persist hook "
    "añade agrega añadir agregar füge hinzufügen ergänze ajoute ajouter adicione adicionar добавь добавить "
    "aggiungi ekle dodaj додай voeg tambahkan",
    # looking around outside the supplied text: the ask needs a workspace (files, commands, history)
    "explore": "find locate look check search grep inspect open read list trace track scan audit explore "
    "browse figure report lookup cat ls where's installed "
    "busca encuentra revisa localiza finde suche prüfe untersuche trouve cherche vérifie inspecte "
    "encontre procure verifique localize найди проверь посмотри поищи "
    "trova cerca controlla bul kontrol znajdź sprawdź знайди перевір zoek controleer cari periksa",
}

_SUFFIXES: Final = ("", ".", ",", ":", ";", "?", "!", ")", "'", '"', "`")

#: words of a message that is only social (a greeting, thanks, an acknowledgement): no task in it. A closed
#: class, listed in the languages the asks corpora cover; punctuation and emoticons are stripped first
SOCIAL: Final[frozenset[str]] = frozenset(
    (
        "hi", "hello", "hey", "heya", "hiya", "yo", "howdy", "greetings", "hallo", "hullo", "sup", "there",
        "everyone", "all", "folks", "team", "guys", "buddy", "mate", "good", "morning", "afternoon",
        "evening", "night", "day", "thanks", "thank", "you", "thx", "ty", "tysm", "cheers", "much", "very",
        "so", "a", "lot", "lots", "ok", "okay", "k", "kk", "cool", "great", "nice", "awesome", "perfect",
        "got", "it", "understood", "sure", "alright", "bye", "goodbye", "see", "ya", "later",
        "appreciated", "welcome", "lol", "haha", ":)", ":d", "hola", "buenos", "buenas", "días", "dias",
        "tardes", "noches", "gracias", "muchas", "vale", "adiós", "bonjour", "salut", "bonsoir", "merci",
        "beaucoup", "coucou", "d'accord", "guten", "morgen", "tag", "abend", "danke", "schön", "sehr",
        "servus", "moin", "tschüss", "ciao", "buongiorno", "buonasera", "grazie", "mille", "olá", "ola",
        "oi", "bom", "dia", "boa", "tarde", "noite", "obrigado", "obrigada", "valeu", "привет",
        "здравствуйте", "добрый", "день", "утро", "вечер", "спасибо", "большое", "пока", "cześć", "dzień",
        "dobry", "dziękuję", "dzięki", "merhaba", "selam", "günaydın", "teşekkürler", "sağol", "xin",
        "chào", "cảm", "ơn", "namaste", "namaskar", "dhanyavaad", "shukriya", "halo", "selamat", "pagi",
        "siang", "terima", "kasih", "こんにちは", "おはよう", "おはようございます", "こんばんは",
        "ありがとう", "ありがとうございます", "どうも", "你好", "您好", "早上好", "谢谢", "謝謝", "多谢",
        "안녕", "안녕하세요", "감사합니다", "고마워", "مرحبا", "شكرا", "السلام", "عليكم", "שלום", "תודה",
        "hej", "tack", "hei", "kiitos", "ahoj", "díky",
    )
)

#: the groups whose words name work to do (build, scope, fix, run, add): a short text holding one asks for work
#: ("yes, and update the tests as well", "Messages from the queue are lost, find out why and fix it:")
WORK_GROUPS: Final[frozenset[int]] = frozenset(GROUPS.index(g) for g in ("build", "scope", "fix", "run", "add"))

#: word (with common trailing punctuation variants) -> group index
WORD_GROUP: Final[dict[str, int]] = {}
for _g, _text in _WORDS.items():
    _idx = GROUPS.index(_g)
    for _w in _text.split():
        for _s in _SUFFIXES:
            WORD_GROUP.setdefault(_w + _s, _idx)
            WORD_GROUP.setdefault("`" + _w + _s, _idx)
VOCAB: Final[frozenset[str]] = frozenset(WORD_GROUP)

#: markers for scripts read by substring, not by word (CJK and kana have no spaces; Hangul, Devanagari and
#: Arabic attach particles and prefixes to a word), checked only in those scripts' runs of a non-ASCII window
SCRIPT_MARKERS: Final[tuple[tuple[str, int], ...]] = tuple(
    (w, GROUPS.index(g))
    for g, ws in (
        ("build", "构建 搭建 实现 创建 开发 迁移 重构 構築 実装 作成 開発 移行 リファクタ "
                  "구현 구축 개발 만들어 마이그레이션 이관 리팩터 리팩토링 बनाओ बनाइए"),
        (
            "scope",
            "仓库 项目 代码库 服务 リポジトリ プロジェクト アプリ コードベース 全体 "
            "服务器 机器人 网站 平台 "
            "サーバー ボット サイト "
            "저장소 레포 프로젝트 코드베이스 서비스 서버 प्रोजेक्ट रिपो مشروع المشروع",
        ),
        ("fix", "修复 错误 报错 失败 バグ 修正 エラー 失敗 "
                "고쳐 버그 에러 오류 실패 디버그 ठीक बग त्रुटि एरर أصلح خطأ"),
        ("run", "运行 直到 通过 実行 まで テスト 测试 실행 테스트 통과 돌려 टेस्ट"),
        ("explain", "解释 什么 为什么 怎么 説明 なぜ どう 意味 "
                    "설명 무엇 어떻게 의미 차이 समझा क्या क्यों कैसे اشرح لماذا كيف ماذا"),
        ("small", "函数 注释 正则 查询 优化 翻译 这段 関数 コメント 正規表現 クエリ 最適化 翻訳 "
                  "함수 주석 정규식 쿼리 번역 최적화 फ़ंक्शन फंक्शन क्वेरी دالة استعلام"),
        ("side", "标题 总结 摘要 提交信息 タイトル 要約 まとめ コミット 제목 요약 커밋"),
        ("agent", "工具 代理 ツール エージェント 도구 에이전트"),
        ("wide", "所有 全部 每个 整个 すべて 全て 全部 各 모든 전부 모두 सभी पूरे"),
        ("add", "添加 增加 加上 追加 加え 추가 जोड़"),
        ("explore", "查找 找到 检查 看看 找出 調べ 探し 確認 見つけ 찾아 확인 검색 조사 ढूंढ"),
    )
    for w in ws.split()
)  # fmt: skip

#: words that point at the asker's own workspace (a question about it needs the files; a how-to does not)
_WORKSPACE: Final = (
    "repo repository codebase project our my here locally workspace monorepo ci logs installed "
    "repo. repo? repo, project. project? codebase. here. here? here, "
    "repositorio proyecto nuestro nuestra aquí projekt unser unsere hier dépôt projet notre ici "
    "repositório projeto nosso nossa aqui репозиторий репозитории проект проекте наш наши здесь "
    "progetto nostro nostra projemiz projede burada projekt projekcie nasz nasza naszym tutaj "
    "проєкт проєкті репозиторій наші тут proyek kami"
)
WORKSPACE: Final[frozenset[str]] = frozenset(_WORKSPACE.split())
SCRIPT_WORKSPACE: Final = (
    "仓库", "项目", "这里", "リポジトリ", "プロジェクト", "ここ", "저장소", "레포", "프로젝트", "우리", "여기"
)  # fmt: skip

#: words that open a question (among the first three words of the ask); "can you" is a request, not here
_QUESTION: Final = (
    "what what's whats why how how's is are does do which where when who should would "
    "qué cómo por dónde cuál es was warum wie wo welche ist quoi pourquoi comment quel quelle est-ce "
    "o como onde qual что почему как зачем где какой ли "
    "cosa perché come quale dove quando ne neden nasıl hangi nerede co dlaczego jak który gdzie czy "
    "що чому який де чи wat waarom hoe welke waar apa mengapa kenapa bagaimana kya kyun kaise"
)
QUESTION_OPENERS: Final[frozenset[str]] = frozenset(_QUESTION.split())
