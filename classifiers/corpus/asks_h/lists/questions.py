# Traceback questions, "my code or the library?" questions, bare issue titles, follow-up turns.

# ---- single-step asks about a pasted trace (explain it; answerable from the text)
TRACE_SINGLE = {
"en": ["What does this traceback mean?\n\n```\n{trace}\n```", "```\n{trace}\n```\n\ncan you explain this error in plain english? which frame is the one that matters?",
       "Explain this stack trace to me line by line:\n\n```\n{trace}\n```", "{trace}\n\nwhat is this error?"],
"es": ["¿Qué significa este traceback?\n\n```\n{trace}\n```"], "de": ["Was bedeutet dieser Stacktrace?\n\n```\n{trace}\n```"],
"fr": ["Tu peux m'expliquer cette erreur ?\n\n```\n{trace}\n```"], "pt": ["O que significa esse erro?\n\n```\n{trace}\n```"],
"zh": ["这个报错是什么意思？\n\n```\n{trace}\n```"], "ja": ["このエラーはどういう意味ですか？\n\n```\n{trace}\n```"],
"ko": ["이 에러가 무슨 뜻이야?\n\n```\n{trace}\n```"], "ru": ["Что означает эта ошибка?\n\n```\n{trace}\n```"],
"it": ["Cosa significa questo errore?\n\n```\n{trace}\n```"], "tr": ["Bu hata ne anlama geliyor?\n\n```\n{trace}\n```"],
"pl": ["Co oznacza ten błąd?\n\n```\n{trace}\n```"], "vi": ["Lỗi này nghĩa là gì vậy?\n\n```\n{trace}\n```"],
"id": ["Error ini artinya apa?\n\n```\n{trace}\n```"], "uk": ["Що означає ця помилка?\n\n```\n{trace}\n```"], "nl": ["Wat betekent deze foutmelding?\n\n```\n{trace}\n```"],
}
# ---- long-horizon: same trace, but the job is to find and fix it in the codebase
TRACE_LONG = {
"en": ["We started getting this in production after yesterday's deploy. Find the cause in the repo and fix it:\n\n```\n{trace}\n```",
       "```\n{trace}\n```\n\nfix this", "{trace}\n\nThis happens on every request to that endpoint now. Track it down and patch it, with a test.",
       "Getting this when I run the app locally on a fresh checkout, please fix:\n\n```\n{trace}\n```"],
"es": ["Nos sale esto en producción desde el último despliegue. Busca la causa en el repo y arréglalo:\n\n```\n{trace}\n```"],
"de": ["Das kommt seit dem letzten Deploy in Produktion. Bitte Ursache im Repo finden und beheben:\n\n```\n{trace}\n```"],
"fr": ["On a ça en prod depuis le dernier déploiement. Trouve la cause dans le code et corrige :\n\n```\n{trace}\n```"],
"pt": ["Isso começou a aparecer em produção depois do deploy. Acha a causa no repo e corrige:\n\n```\n{trace}\n```"],
"zh": ["上次发布之后线上一直报这个错，帮我在代码里找到原因并修掉：\n\n```\n{trace}\n```"],
"ja": ["昨日のデプロイ以降、本番でこのエラーが出ています。リポジトリから原因を探して修正してください。\n\n```\n{trace}\n```"],
"ko": ["어제 배포 이후로 운영에서 이 에러가 나. 코드에서 원인 찾아서 고쳐 줘:\n\n```\n{trace}\n```"],
"ru": ["После вчерашнего деплоя в проде сыпется вот это. Найди причину в коде и исправь:\n\n```\n{trace}\n```"],
"it": ["Da ieri in produzione abbiamo questo errore. Trova la causa nel repo e correggila:\n\n```\n{trace}\n```"],
"tr": ["Dünkü deploy'dan beri canlıda bu hata çıkıyor. Repoda sebebini bul ve düzelt:\n\n```\n{trace}\n```"],
"pl": ["Od wczorajszego wdrożenia na produkcji leci ten błąd. Znajdź przyczynę w repo i napraw:\n\n```\n{trace}\n```"],
"vi": ["Từ bản deploy hôm qua production bị lỗi này. Tìm nguyên nhân trong repo và sửa giúp:\n\n```\n{trace}\n```"],
}
SENTRY_SINGLE = ["{alert}\n\nWhat does this alert mean? Which frame should I look at first?",
                 "Explain this Sentry issue to me, I'm new on the team:\n\n{alert}",
                 "Write a one-line Slack message for #incidents summarising this alert:\n\n{alert}"]
SENTRY_LONG = ["{alert}\n\nfix this", "Sentry just paged me with this. Investigate in the codebase and fix it:\n\n{alert}",
               "{alert}", "Resolve this Sentry issue. Add a test that covers the failing case.\n\n{alert}",
               "Este alerta de Sentry no para de saltar, arréglalo:\n\n{alert}", "Sentry 报了这个错，修一下：\n\n{alert}",
               "Sentryでこのアラートが出ています。修正をお願いします。\n\n{alert}", "Sentry meldet das hier ständig, bitte fixen:\n\n{alert}"]

# ---- "is this a bug in my code or in the library?" (single) / "fix it everywhere in our code" (long)
LIBQ = [
dict(id="lq_decimal", cl="python", code='''import json
from decimal import Decimal
print(json.dumps({"total": Decimal("19.99")}))''', err="TypeError: Object of type Decimal is not JSON serializable"),
dict(id="lq_asyncio_nb", cl="python", code='''import asyncio
async def main():
    return await fetch_all()
asyncio.run(main())   # in a Jupyter cell''', err="RuntimeError: asyncio.run() cannot be called from a running event loop"),
dict(id="lq_strptime", cl="python", code='''from datetime import datetime
datetime.strptime(row["date"], "%Y-%m-%d")   # row["date"] == "2023-02-29"''', err="ValueError: day is out of range for month"),
dict(id="lq_sort", cl="javascript", code='''const ids = [10, 9, 100, 1];
ids.sort();
console.log(ids);''', err="[1, 10, 100, 9]   <- I expected [1, 9, 10, 100]"),
dict(id="lq_fetch_body", cl="javascript", code='''await fetch("/api/items", {
  method: "POST",
  body: { name: "pen", qty: 2 },
});''', err="server logs: req.body = '[object Object]'"),
dict(id="lq_go_json", cl="go", code='''type User struct {
	name  string `json:"name"`
	email string `json:"email"`
}
var u User
err := json.Unmarshal([]byte(`{"name":"ana","email":"a@x.io"}`), &u)
fmt.Printf("%+v %v\\n", u, err)''', err="{name: email:} <nil>"),
dict(id="lq_java_int", cl="java", code='''Integer a = 1000, b = 1000;
System.out.println(a == b);''', err="false   (but with 100 it prints true?!)"),
dict(id="lq_sql_notin", cl="sql", code='''SELECT id FROM users
WHERE id NOT IN (SELECT manager_id FROM teams);''', err="0 rows, but I know there are users who manage no team"),
dict(id="lq_esm", cl="javascript", code='''const fetch = require("node-fetch");''', err="Error [ERR_REQUIRE_ESM]: require() of ES Module /app/node_modules/node-fetch/src/index.js from /app/src/client.js not supported."),
dict(id="lq_markupsafe", cl="python", code='''from flask import Flask
app = Flask(__name__)''', err="ImportError: cannot import name 'soft_unicode' from 'markupsafe' (/venv/lib/python3.11/site-packages/markupsafe/__init__.py)"),
dict(id="lq_rust_map", cl="rust", code='''let mut m = HashMap::new();
m.insert("b", 2); m.insert("a", 1); m.insert("c", 3);
for (k, v) in &m { println!("{k}={v}"); }''', err="order changes between runs: sometimes a,c,b sometimes b,a,c"),
dict(id="lq_float", cl="python", code='''def test_total():
    assert cart_total([0.1, 0.2]) == 0.3''', err="AssertionError: assert 0.30000000000000004 == 0.3"),
dict(id="lq_useeffect", cl="javascript", code='''useEffect(async () => {
  const r = await api.get("/me");
  setUser(r.data);
}, []);''', err="Warning: useEffect must not return anything besides a function, which is used for clean-up. It looks like you wrote useEffect(async () => ...)"),
dict(id="lq_mutable_cls", cl="python", code='''class Basket:
    items = []
    def add(self, x):
        self.items.append(x)

a, b = Basket(), Basket()
a.add("apple")
print(b.items)''', err="['apple']"),
]
LIBQ_SINGLE = {
"en": ["Is this a bug in my code or in the library?\n\n```{cl}\n{code}\n```\n\n```\n{err}\n```",
       "```{cl}\n{code}\n```\n\ngives\n\n```\n{err}\n```\n\nam I doing something wrong or is this a known bug upstream?",
       "Should I report this to the library maintainers or is it on me?\n\n```{cl}\n{code}\n```\n{err}"],
"es": ["¿Esto es un bug de la librería o de mi código?\n\n```{cl}\n{code}\n```\n\n```\n{err}\n```"],
"de": ["Ist das ein Bug in der Bibliothek oder in meinem Code?\n\n```{cl}\n{code}\n```\n\n```\n{err}\n```"],
"zh": ["这是库的 bug 还是我代码写错了？\n\n```{cl}\n{code}\n```\n\n```\n{err}\n```"],
"ja": ["これはライブラリのバグですか、それとも私のコードの問題ですか？\n\n```{cl}\n{code}\n```\n\n```\n{err}\n```"],
"pt": ["Isso é bug da biblioteca ou do meu código?\n\n```{cl}\n{code}\n```\n\n```\n{err}\n```"],
"ru": ["Это баг библиотеки или я что-то не так делаю?\n\n```{cl}\n{code}\n```\n\n```\n{err}\n```"],
"fr": ["C'est un bug de la lib ou de mon code ?\n\n```{cl}\n{code}\n```\n\n```\n{err}\n```"],
}
LIBQ_LONG = {
"en": ["```{cl}\n{code}\n```\n\n```\n{err}\n```\n\nWe use this pattern all over the codebase. Find every occurrence in the repo, fix them, and run the tests.",
       "Our service hits this:\n\n```{cl}\n{code}\n```\n\n```\n{err}\n```\n\nPlease go through the project, fix the root cause wherever it appears and add a lint rule or test so it doesn't come back."],
"es": ["```{cl}\n{code}\n```\n\n```\n{err}\n```\n\nEste patrón está por todo el proyecto. Búscalo en el repo, corrígelo en todos los sitios y pasa los tests."],
"de": ["```{cl}\n{code}\n```\n\n```\n{err}\n```\n\nDas Muster steckt überall im Projekt. Bitte alle Stellen im Repo finden, korrigieren und Tests laufen lassen."],
"zh": ["```{cl}\n{code}\n```\n\n```\n{err}\n```\n\n我们项目里到处都是这种写法，帮我在仓库里全部找出来改掉，然后跑一下测试。"],
"ja": ["```{cl}\n{code}\n```\n\n```\n{err}\n```\n\nこの書き方がプロジェクト中にあります。リポジトリ内の該当箇所をすべて修正してテストを実行してください。"],
"pt": ["```{cl}\n{code}\n```\n\n```\n{err}\n```\n\nEsse padrão está no projeto todo. Encontra todas as ocorrências no repo, corrige e roda os testes."],
}

# ---- bare issue titles (long_horizon on their own)
TITLES = {
"en": ["Pagination returns duplicates on page 2", "Password reset emails not sent when SMTP uses port 465",
       "Search is case sensitive for non-ASCII letters", "Dashboard takes 12s to load for accounts with >10k projects",
       "Date picker shows wrong week start for en-GB", "Memory leak in image thumbnail worker",
       "Logout does not invalidate refresh token", "Webhooks fire twice on order.updated",
       "API returns 500 instead of 404 for unknown invoice id", "CSV import silently skips rows with quoted newlines",
       "Dark mode: tooltip text unreadable", "Race condition when two admins edit the same form",
       "Docker image fails to build on arm64", "Scheduler runs jobs twice after leader failover",
       "Sorting by price ignores currency", "Avatar cropper breaks on portrait photos", "Infinite spinner when session expires",
       "Timezone offset applied twice in exported reports", "Rate limiter counts OPTIONS preflight requests",
       "Typeahead sends a request on every keystroke", "Deleted users still appear in @mention suggestions",
       "Uploading a file with # in its name returns 404", "Emoji in commit message break the changelog generator",
       "Retry button resubmits the payment", "Health check passes while DB connection pool is exhausted",
       "Mobile: keyboard covers the chat input on Android", "`--dry-run` still writes the lockfile",
       "Notifications badge count never resets", "Copy-to-clipboard button copies HTML entities",
       "Feature flag cache not refreshed after toggle"],
"es": ["El buscador no encuentra resultados con tildes", "La sesión caduca aunque el usuario esté activo",
       "Los importes se redondean mal en la factura", "El formulario de contacto permite enviar dos veces"],
"de": ["Export bricht bei mehr als 65.535 Zeilen ab", "Benachrichtigungen kommen doppelt an",
       "Datumsfilter ignoriert die Zeitzone", "Login schlägt fehl, wenn das Passwort ein Umlaut enthält"],
"fr": ["Le tri par date ne fonctionne pas sur Safari", "L'export PDF coupe les longues lignes",
       "Les notifications push n'arrivent plus sur iOS"],
"pt": ["Relatório mensal mostra valores duplicados", "Upload de imagens falha acima de 5MB", "Filtro por status ignora maiúsculas"],
"it": ["Il carrello si svuota dopo il login", "Le email di conferma finiscono in spam per Gmail"],
"zh": ["分页第二页数据重复", "导出 Excel 时日期变成数字", "退出登录后刷新令牌仍然有效", "上传文件名含中文时报 400"],
"ja": ["2ページ目で同じデータが重複して表示される", "全角スペースを含む検索でヒットしない", "ログアウト後も通知が届き続ける"],
"ko": ["다크 모드에서 툴팁 글자가 안 보임", "한글 파일명 다운로드 시 깨짐", "세션 만료 시 무한 로딩"],
"ru": ["Поиск не находит слова с буквой ё", "Повторная отправка формы создаёт дубликаты заказов", "Экспорт в CSV ломает кириллицу"],
"pl": ["Eksport do CSV psuje polskie znaki", "Przycisk 'Zapłać' można kliknąć dwa razy"],
"tr": ["Arama İ/ı harflerinde büyük-küçük harf duyarlı çalışıyor", "Oturum kapatınca sepet boşalmıyor"],
"nl": ["Datumfilter verschuift een dag bij zomertijd", "Factuurnummer wordt soms dubbel uitgegeven"],
"vi": ["Tìm kiếm không ra kết quả khi có dấu tiếng Việt", "Trang thanh toán bị trắng trên Safari"],
"id": ["Notifikasi email terkirim dua kali", "Halaman laporan lambat sekali untuk data di atas 1 tahun"],
"uk": ["Пошук не знаходить слова з апострофом", "Після виходу кошик не очищується"],
}
TITLE_LONG = {
"en": ["{t}", "{t}", "resolve #{n}", "fix #{n}: {t}", "#{n} {t} — can you take this one?", "Issue #{n}: \"{t}\". Go fix it.",
       "gh issue {n} ({t}) — please fix and open a PR", "Closes #{n}. {t}", "look into this: {t}", "{t}\n\nno repro yet, see if you can find it in the code"],
"es": ["{t}", "Resuelve el issue #{n}: {t}", "arregla esto: {t}"], "de": ["{t}", "Bitte Issue #{n} lösen: {t}", "fix das: {t}"],
"fr": ["{t}", "Résous l'issue #{n} : {t}"], "pt": ["{t}", "Resolve a issue #{n}: {t}"], "it": ["{t}", "Risolvi la issue #{n}: {t}"],
"zh": ["{t}", "解决一下 #{n}：{t}", "修复：{t}"], "ja": ["{t}", "#{n} を対応してください：{t}"], "ko": ["{t}", "#{n} 이슈 해결해 줘: {t}"],
"ru": ["{t}", "Реши задачу #{n}: {t}"], "pl": ["{t}", "Rozwiąż #{n}: {t}"], "tr": ["{t}", "#{n} numaralı issue'yu çöz: {t}"],
"nl": ["{t}", "Los issue #{n} op: {t}"], "vi": ["{t}", "Xử lý issue #{n}: {t}"], "id": ["{t}", "Tolong selesaikan issue #{n}: {t}"], "uk": ["{t}", "Виріши задачу #{n}: {t}"],
}
TITLE_SINGLE = {
"en": ["Make this issue title clearer and more specific: \"{t}\"", "Which label fits an issue titled \"{t}\"? bug / enhancement / question",
       "Turn this issue title into a conventional-commit subject line for the fix: {t}", "Give me a branch name for the issue \"{t}\" (#{n})",
       "Is \"{t}\" more likely a frontend or a backend problem? One word."],
"es": ["Traduce al inglés este título de issue: «{t}»", "Mejora este título de incidencia: «{t}»"],
"de": ["Übersetze diesen Issue-Titel ins Englische: „{t}“", "Schlag einen Branch-Namen für das Issue „{t}“ vor"],
"fr": ["Traduis ce titre d'issue en anglais : « {t} »"], "pt": ["Traduza esse título de issue para inglês: \"{t}\""], "it": ["Traduci in inglese questo titolo: \"{t}\""],
"zh": ["把这个 issue 标题翻译成英文：「{t}」", "给 issue「{t}」起一个分支名"], "ja": ["このイシューのタイトルを英訳して：「{t}」"],
"ko": ["이 이슈 제목을 영어로 번역해 줘: \"{t}\""], "ru": ["Переведи заголовок задачи на английский: «{t}»"],
"pl": ["Przetłumacz tytuł zgłoszenia na angielski: „{t}”"], "tr": ["Bu issue başlığını İngilizceye çevir: \"{t}\""],
"nl": ["Vertaal deze issuetitel naar het Engels: \"{t}\""], "vi": ["Dịch tiêu đề issue này sang tiếng Anh: \"{t}\""],
"id": ["Terjemahkan judul issue ini ke bahasa Inggris: \"{t}\""], "uk": ["Переклади заголовок задачі англійською: «{t}»"],
}

# ---- follow-ups: earlier turns (no tool results) then a new ask. Label follows the new ask.
FOLLOW_LONG = {
"en": ["ok, now go fix it in the repo", "great, that's the bug. please implement the fix and add a test", "thanks. can you fix it now?",
       "makes sense. go ahead and resolve it, run the tests when you're done"],
"es": ["vale, ahora arréglalo en el repo", "perfecto, ahora corrígelo y añade un test"],
"de": ["ok, dann behebe es jetzt bitte im Repo", "passt, setz den Fix um und schreib einen Test"],
"fr": ["ok, maintenant corrige-le dans le dépôt"], "pt": ["beleza, agora corrige no repositório"],
"zh": ["好的，现在在仓库里把它修掉吧", "明白了，去改代码并补个测试"], "ja": ["ありがとう。では実際にリポジトリで修正してください"],
"ko": ["좋아, 이제 저장소에서 고쳐 줘"], "ru": ["ок, теперь исправь это в репозитории"], "it": ["ok, ora correggilo nel repository"],
"tr": ["tamam, şimdi repoda düzelt"], "pl": ["ok, teraz napraw to w repo"], "vi": ["ok, giờ sửa nó trong repo giúp mình"],
"id": ["oke, sekarang perbaiki di repo"], "uk": ["добре, тепер виправ це в репозиторії"], "nl": ["oké, los het nu op in de repo"],
}
FOLLOW_SINGLE = {
"en": ["shorter please, one sentence", "now give it a title under 60 characters", "now translate that summary into German",
       "and which label would you put on it?", "write the first line of a reply to the reporter based on that"],
"es": ["más corto, una sola frase", "ahora ponle un título de menos de 60 caracteres"],
"de": ["bitte kürzer, ein Satz", "und jetzt noch einen Titel mit max. 60 Zeichen"],
"fr": ["plus court, une phrase"], "pt": ["mais curto, uma frase só"], "zh": ["再短一点，一句话", "再给它起个 60 字以内的标题"],
"ja": ["もっと短く、一文で"], "ko": ["더 짧게, 한 문장으로"], "ru": ["короче, одним предложением"], "it": ["più breve, una frase"],
"tr": ["daha kısa, tek cümle"], "pl": ["krócej, jedno zdanie"], "vi": ["ngắn hơn, một câu thôi"], "id": ["lebih singkat, satu kalimat"],
"uk": ["коротше, одним реченням"], "nl": ["korter, één zin"],
}
# First-turn asks used to open a follow-up conversation (single-step side tasks on the issue)
FOLLOW_OPEN = {
"en": "Summarize this issue:\n\n{issue}", "es": "Resume esta incidencia:\n\n{issue}", "de": "Fass dieses Issue zusammen:\n\n{issue}",
"fr": "Résume cette issue :\n\n{issue}", "pt": "Resume essa issue:\n\n{issue}", "zh": "总结一下这个 issue：\n\n{issue}",
"ja": "このイシューを要約して：\n\n{issue}", "ko": "이 이슈 요약해 줘:\n\n{issue}", "ru": "Кратко перескажи задачу:\n\n{issue}",
"it": "Riassumi questa issue:\n\n{issue}", "tr": "Bu issue'yu özetle:\n\n{issue}", "pl": "Streść to zgłoszenie:\n\n{issue}",
"vi": "Tóm tắt issue này:\n\n{issue}", "id": "Ringkas issue ini:\n\n{issue}", "uk": "Стисло перекажи задачу:\n\n{issue}", "nl": "Vat dit issue samen:\n\n{issue}",
}
