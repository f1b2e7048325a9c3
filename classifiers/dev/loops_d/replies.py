# -*- coding: utf-8 -*-
"""Short assistant replies that precede the person's message in part B. Written for this set."""

R = {
    "en": {
        "cmd": ["Try `{cmd}`.", "Run: {cmd}", "Run `{cmd}` and paste the output.", "What does `{cmd}` print?",
                "Can you run {cmd} and show me what it says?", "Try this from the project root: `{cmd}`",
                "First step: `{cmd}` (then we'll see).", "Run {cmd}"],
        "clarify": ["Can you paste the full traceback?", "Which version are you on?", "What OS is this on?",
                    "Does it also happen on a clean checkout?", "Can you share the exact error message?",
                    "Is this failing locally or only in CI?", "Which package manager are you using?"],
        "sentence": ["That usually means the package isn't installed in the environment you're running.",
                     "It means another process is already using that port.",
                     "That warning is harmless; it only flags a deprecated option.",
                     "Your lockfile is out of sync with package.json.",
                     "The function returns None when the list is empty, so the caller crashes.",
                     "Looks like the migration ran twice."],
        "colon": ["Short answer: yes (since Python 3.11).", "Use `dict.get(key, default)` instead (it won't raise).",
                  "Cause: the env var isn't set (see .env.example).", "Two options: pin the version, or upgrade the peer (I'd pin).",
                  "Fix: add `await` (the call returns a promise).", "Yes: `--force` skips the check (not recommended)."],
        "plain": ["Clear the build cache and try again.", "Delete node_modules and reinstall.",
                  "Restart the dev server after changing the env file.", "Upgrade pip first, then reinstall.",
                  "Check that the virtualenv is activated."],
        "ack": ["Sure, paste it here.", "Ok.", "Got it.", "Understood.", "Sure, send it over.", "Go ahead."],
    },
    "es": {"cmd": ["Prueba `{cmd}`.", "Ejecuta: {cmd}", "Corre `{cmd}` y pega la salida."],
           "clarify": ["¿Puedes pegar el traceback completo?", "¿Qué versión estás usando?"],
           "sentence": ["Eso suele significar que el paquete no está instalado en el entorno activo."],
           "colon": ["Respuesta corta: sí (desde la 3.11).", "Causa: falta la variable de entorno (mira .env.example)."],
           "plain": ["Borra la caché de compilación y vuelve a intentarlo."], "ack": ["Claro, pégalo aquí.", "Vale."]},
    "pt": {"cmd": ["Tenta `{cmd}`.", "Roda: {cmd}", "Roda `{cmd}` e cola a saída aqui."],
           "clarify": ["Pode colar o traceback completo?", "Qual versão você está usando?"],
           "sentence": ["Isso normalmente quer dizer que o pacote não está instalado no ambiente ativo."],
           "colon": ["Resposta curta: sim (desde a 3.11).", "Causa: a variável de ambiente não está definida (veja o .env.example)."],
           "plain": ["Apaga o node_modules e instala de novo."], "ack": ["Claro, cola aqui.", "Beleza."]},
    "fr": {"cmd": ["Essaie `{cmd}`.", "Lance : {cmd}", "Lance `{cmd}` et colle la sortie."],
           "clarify": ["Tu peux coller la trace complète ?", "Tu es sur quelle version ?"],
           "sentence": ["En général, ça veut dire que le paquet n'est pas installé dans l'environnement actif."],
           "colon": ["Réponse courte : oui (depuis la 3.11).", "Cause : la variable d'environnement n'est pas définie (voir .env.example)."],
           "plain": ["Vide le cache de build et réessaie."], "ack": ["Vas-y, colle-le ici.", "OK."]},
    "de": {"cmd": ["Probier mal `{cmd}`.", "Führ aus: {cmd}", "Lass `{cmd}` laufen und schick mir die Ausgabe."],
           "clarify": ["Kannst du den kompletten Traceback posten?", "Welche Version nutzt du?"],
           "sentence": ["Das heißt meistens, dass das Paket in der aktiven Umgebung nicht installiert ist."],
           "colon": ["Kurz: ja (seit 3.11).", "Ursache: die Umgebungsvariable fehlt (siehe .env.example)."],
           "plain": ["Lösch den Build-Cache und versuch es nochmal."], "ack": ["Klar, schick her.", "Ok."]},
    "it": {"cmd": ["Prova `{cmd}`.", "Esegui: {cmd}"], "clarify": ["Puoi incollare il traceback completo?"],
           "sentence": ["Di solito significa che il pacchetto non è installato nell'ambiente attivo."],
           "colon": ["Risposta breve: sì (dalla 3.11)."], "plain": ["Cancella la cache e riprova."], "ack": ["Certo, incollalo qui."]},
    "ru": {"cmd": ["Попробуй `{cmd}`.", "Запусти: {cmd}", "Запусти `{cmd}` и пришли вывод."],
           "clarify": ["Можешь вставить полный traceback?", "Какая у тебя версия?"],
           "sentence": ["Обычно это значит, что пакет не установлен в активном окружении."],
           "colon": ["Коротко: да (начиная с 3.11).", "Причина: не задана переменная окружения (см. .env.example)."],
           "plain": ["Очисти кэш сборки и попробуй снова."], "ack": ["Давай, кидай.", "Ок."]},
    "uk": {"cmd": ["Спробуй `{cmd}`.", "Запусти: {cmd}"], "clarify": ["Можеш вставити повний traceback?"],
           "sentence": ["Зазвичай це означає, що пакет не встановлено в активному середовищі."],
           "colon": ["Коротко: так (з версії 3.11)."], "plain": ["Видали node_modules і встанови заново."], "ack": ["Давай, кидай сюди."]},
    "zh": {"cmd": ["试试 `{cmd}`。", "运行：{cmd}", "跑一下 `{cmd}`，把输出贴过来。"],
           "clarify": ["能把完整的 traceback 贴一下吗？", "你用的是哪个版本？"],
           "sentence": ["这通常说明当前环境里没有装这个包。", "意思是这个端口已经被别的进程占用了。"],
           "colon": ["简单说：可以（3.11 起支持）。", "原因：环境变量没设置（参考 .env.example）。"],
           "plain": ["清一下构建缓存再试。"], "ack": ["好的，贴过来吧。", "好。"]},
    "ja": {"cmd": ["`{cmd}` を試してみてください。", "実行: {cmd}", "`{cmd}` を実行して出力を貼ってください。"],
           "clarify": ["トレースバック全体を貼ってもらえますか？", "どのバージョンを使っていますか？"],
           "sentence": ["たいてい、今の環境にそのパッケージが入っていないという意味です。"],
           "colon": ["短く言うと：はい（3.11 以降）。", "原因：環境変数が未設定です（.env.example を参照）。"],
           "plain": ["ビルドキャッシュを消してもう一度試してください。"], "ack": ["どうぞ、貼ってください。", "了解です。"]},
    "ko": {"cmd": ["`{cmd}` 해봐.", "실행: {cmd}", "`{cmd}` 돌려보고 출력 붙여줘."],
           "clarify": ["전체 traceback 붙여줄 수 있어?", "버전이 뭐야?"],
           "sentence": ["보통 현재 환경에 그 패키지가 설치 안 됐다는 뜻이야."],
           "colon": ["짧게: 응 (3.11부터)."], "plain": ["빌드 캐시 지우고 다시 해봐."], "ack": ["응, 붙여줘.", "알겠어."]},
    "tr": {"cmd": ["`{cmd}` dene.", "Çalıştır: {cmd}"], "clarify": ["Tam traceback'i yapıştırır mısın?"],
           "sentence": ["Bu genelde paketin aktif ortamda kurulu olmadığı anlamına gelir."],
           "colon": ["Kısaca: evet (3.11'den beri)."], "plain": ["node_modules'ı silip tekrar kur."], "ack": ["Tabii, buraya yapıştır."]},
    "pl": {"cmd": ["Spróbuj `{cmd}`.", "Odpal: {cmd}"], "clarify": ["Możesz wkleić cały traceback?"],
           "sentence": ["Zwykle to znaczy, że pakiet nie jest zainstalowany w aktywnym środowisku."],
           "colon": ["Krótko: tak (od 3.11)."], "plain": ["Wyczyść cache i spróbuj jeszcze raz."], "ack": ["Jasne, wklej."]},
    "nl": {"cmd": ["Probeer `{cmd}`.", "Voer uit: {cmd}"], "clarify": ["Kun je de volledige traceback plakken?"],
           "sentence": ["Dat betekent meestal dat het pakket niet in de actieve omgeving staat."],
           "colon": ["Kort: ja (sinds 3.11)."], "plain": ["Verwijder node_modules en installeer opnieuw."], "ack": ["Plak maar."]},
    "vi": {"cmd": ["Thử `{cmd}` xem.", "Chạy: {cmd}"], "clarify": ["Bạn dán full traceback được không?"],
           "sentence": ["Thường là package chưa được cài trong môi trường đang dùng."],
           "colon": ["Ngắn gọn: được (từ 3.11)."], "plain": ["Xóa cache build rồi thử lại."], "ack": ["Ok, dán vào đây."]},
    "id": {"cmd": ["Coba `{cmd}`.", "Jalankan: {cmd}"], "clarify": ["Bisa paste traceback lengkapnya?"],
           "sentence": ["Biasanya artinya paketnya belum terpasang di environment yang aktif."],
           "colon": ["Singkatnya: bisa (sejak 3.11)."], "plain": ["Hapus node_modules lalu install ulang."], "ack": ["Oke, paste di sini."]},
    "hi": {"cmd": ["`{cmd}` try karo.", "Run karo: {cmd}"], "clarify": ["Poora traceback paste kar sakte ho?"],
           "sentence": ["Iska matlab usually ye hai ki package active environment me install nahi hai."],
           "colon": ["Short answer: haan (3.11 se)."], "plain": ["node_modules delete karke dobara install karo."], "ack": ["Haan, paste karo."]},
    "ar": {"cmd": ["جرّب `{cmd}`.", "شغّل: {cmd}"], "clarify": ["ممكن تلصق الـ traceback كامل؟"],
           "sentence": ["غالبًا معناه أن الحزمة غير مثبتة في البيئة الحالية."],
           "colon": ["باختصار: نعم (من 3.11)."], "plain": ["امسح الكاش وجرب مرة ثانية."], "ack": ["تفضل، الصقه هنا."]},
}

# short answers a person gives to a clarifying question (language-light on purpose)
CLARIFY_ANSWERS = ["3.11", "python 3.12 on mac", "node 18.19.0", "v20.11.1", "pnpm", "npm 10, windows 11", "locally, CI is green",
                   "only in CI", "yes, fresh clone", "ubuntu 22.04", "Go 1.22", "rustc 1.79", "JDK 17", "yarn 1.22",
                   "macOS 14.5 (M2)", "docker desktop 4.30", "WSL2", "it's the staging cluster", "nope, only on my laptop"]


def reply(rng, lang, kind, cmd=None):
    tbl = R.get(lang, R["en"])
    opts = tbl.get(kind) or R["en"][kind]
    t = opts[rng.randrange(len(opts))]
    return t.format(cmd=cmd) if cmd is not None else t


VERSIONS = {"python": ["3.11", "python 3.12 on mac", "Python 3.10.12"], "node": ["node 18.19.0", "v20.11.1", "node 22"],
            "go": ["Go 1.22", "go1.21.5 linux/amd64"], "rust": ["rustc 1.79", "1.80.0 stable"], "java": ["JDK 17", "openjdk 21.0.2"],
            "ruby": ["ruby 3.2.2"], "php": ["PHP 8.1.27"], "csharp": [".NET 8"], "cpp": ["gcc 13.2", "clang 17"]}
PKG_MANAGERS = {"python": ["pip", "poetry", "uv"], "node": ["pnpm", "npm 10", "yarn 1.22"], "go": ["just go modules"],
                "rust": ["cargo"], "java": ["maven", "gradle 8.5"], "ruby": ["bundler"], "php": ["composer 2"], "csharp": ["nuget"],
                "cpp": ["vcpkg", "conan"]}
CLARIFY_EN = [
    ("Which version are you on?", "version"), ("What OS is this on?", ["macOS 14.5 (M2)", "ubuntu 22.04", "WSL2", "windows 11"]),
    ("Is this failing locally or only in CI?", ["only in CI", "locally, CI is green", "both"]),
    ("Does it also happen on a clean checkout?", ["yes, fresh clone", "nope, only on my laptop"]),
    ("Which package manager are you using?", "pm"),
]


def clarify_pair(rng, lang, proj_lang):
    """A clarifying question and a short answer that fits it."""
    if lang == "en":
        q, a = CLARIFY_EN[rng.randrange(len(CLARIFY_EN))]
    else:
        qs = R.get(lang, R["en"])["clarify"]
        q, a = (qs[1] if len(qs) > 1 else "Which version are you on?"), "version"
    if a == "version":
        opts = VERSIONS.get(proj_lang, ["latest"])
    elif a == "pm":
        opts = PKG_MANAGERS.get(proj_lang, ["the default one"])
    else:
        opts = a
    return q, opts[rng.randrange(len(opts))]
