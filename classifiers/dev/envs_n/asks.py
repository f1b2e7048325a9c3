"""envs_n asks: 220 hand-written, messy, real-person asks.

Each entry is (label, lang, kind, text); ids n001..n220 follow list order.
S = single_step, L = long_horizon. The label follows the task only.
"""

S = "single_step"
L = "long_horizon"

_RAW = [
    # ---- n001-n008 terse imperatives, small and big
    (S, "en", "terse_small", "regex for uk postcode pls"),
    (L, "en", "terse_big", "port to ts"),
    (S, "en", "terse_small", "whats a monad"),
    (L, "en", "terse_big", "dockerize it"),
    (L, "en", "terse_big", "bump all deps n fix what breaks"),
    (S, "en", "pasted_schema", """sql top 5 customers by spend, tables below

customers(id int pk, name text, country text)
orders(id int pk, customer_id int fk -> customers.id, total_cents int, created_at timestamptz)"""),
    (L, "en", "terse_big", "make ci green"),
    (L, "en", "terse_big", "add auth"),
    # ---- n009-n042 mixed languages, first pass
    (S, "es", "typo_nonen", "q diferencia hay entre let y const en js?? nunca me acuerdo jaja"),
    (L, "en", "backstory_big", "ok so long day. standup ran 40 min bc our PM wanted to re-estimate everything, then the designer pinged me about the modal AGAIN, and i still havent had lunch. anyway the thing i actually need: the checkout page double-charges when ppl click pay twice fast. its somewhere in our payments flow, i think the button handler or the api route idk. can u track it down and fix it so it only charges once"),
    (S, "en", "polite_hedge", "hey so i was wondering if u could maybe explain what a race condition is? like in simple terms, my junior asked me and i kinda fumbled it lol"),
    (S, "en", "pasted_trace_explain", """wtf does this mean
Traceback (most recent call last):
  File "app.py", line 14, in <module>
    main()
  File "app.py", line 11, in main
    print(cfg['db']['host'])
KeyError: 'db'"""),
    (L, "en", "pasted_trace_fix_prod", """this keeps happening on prod every few hours, find where it comes from and fix it pls
java.lang.NullPointerException: Cannot invoke "com.acme.billing.Invoice.getLines()" because "invoice" is null
	at com.acme.billing.InvoiceService.total(InvoiceService.java:88)
	at com.acme.billing.api.InvoiceController.get(InvoiceController.java:41)
	at jdk.internal.reflect.GeneratedMethodAccessor212.invoke(Unknown Source)"""),
    (S, "en", "voice_dictation", "write a python function that takes a list of numbers period it should return the median period new line make sure it handles an empty list by returning none period"),
    (L, "en", "caps_frustration", "WHY IS THE LOGIN TEST STILL FAILING. i changed nothing. fix this stupid test and whatever broke it"),
    (S, "en", "emoji", "\U0001f64f commit msg for: renamed getUsr -> getUser everywhere in user_service.py + fixed typo in docstring"),
    (S, "de", "short_question", "was genau macht git rebase --onto? versteh die doku nicht"),
    (L, "de", "big_job_nonen", "kannst du bitte das ganze projekt von unittest auf pytest umstellen, alle tests, und schauen dass danach alles grün ist"),
    (S, "fr", "txt_speak_nonen", "c quoi la diff entre une liste et un tuple en python stp"),
    (L, "fr", "big_job_nonen", "migre tout le front de vue 2 vers vue 3 stp, composition api partout, et corrige ce qui pète"),
    (S, "zh", "terse_small", "帮我写个正则 匹配中国手机号 11位 1开头"),
    (L, "zh", "big_job_nonen", "把这个项目里所有的 print 换成 logging，顺便把日志配置也加上，每个模块都要改"),
    (S, "ja", "short_question", "pythonのデコレータって何？簡単に説明して"),
    (L, "ja", "small_words_big_job", "テストが全部落ちてる、原因調べて直して。たぶん昨日のマージのせい"),
    (S, "ru", "pasted_code_explain", """объясни плз что делает этот код
```js
const debounce = (fn, ms) => { let t; return (...a) => { clearTimeout(t); t = setTimeout(() => fn(...a), ms) } }
```"""),
    (L, "ru", "big_job_nonen", "надо добавить в наш сервис rate limiting на все публичные эндпоинты, с тестами. разберись где там роуты и сделай"),
    (S, "ko", "short_question", "자바스크립트에서 == 랑 === 차이 알려줘"),
    (L, "ko", "terse_big", "이 레포 전체를 python 3.12로 올리고 깨지는거 다 고쳐줘"),
    (S, "hi-en", "codeswitch", "bhai ek bash one-liner chahiye jo folder ke saare .log files ko gzip kar de"),
    (L, "hi-en", "codeswitch", "yaar hamara api bahut slow hai, /orders endpoint 3 sec leta hai. pura code dekh ke bottleneck dhundo aur fix karo pls"),
    (S, "tr", "short_question", "python'da list comprehension ile iç içe for nasıl yazılır örnek verir misin"),
    (L, "tr", "big_job_nonen", "projeye docker compose ekle postgres redis ve app için, readme'yi de güncelle"),
    (S, "pt", "short_question", "qual a diferença entre PUT e PATCH? rapidinho"),
    (L, "pt", "terse_big", "migra o projeto inteiro de javascript pra typescript, com tipos de verdade, não só any em tudo"),
    (S, "pl", "terse_small", "napisz mi regexa do walidacji numeru NIP, same cyfry, 10 znaków"),
    (L, "pl", "small_words_big_job", "napraw testy bo ci czerwone od rana, nie wiem co się stało"),
    (S, "vi", "slang_nonen", "giải thích giùm mình async await trong js với, đọc hoài ko hiểu"),
    (L, "vi", "big_job_nonen", "thêm tính năng export csv cho trang báo cáo, cả backend lẫn frontend nha"),
    (S, "id", "short_question", "gimana cara bikin virtualenv di python? lupa terus"),
    (L, "id", "big_job_nonen", "tolong refactor semua controller biar pake dependency injection, sekalian update testnya"),
    (S, "ar", "short_question", "ما الفرق بين let و var في جافاسكربت؟"),
    (L, "ar", "big_job_nonen", "أضف تسجيل دخول عبر جوجل للتطبيق كله، الواجهة والسيرفر"),
    # ---- n043-n063 English: big words/small ask, pasted material, multi-asks
    (S, "en", "big_words_small_ask", "what does 'monorepo' even mean"),
    (S, "en", "big_words_small_ask", "explain what refactoring a whole repo into hexagonal architecture would involve, just words no code, i need to pitch it to my manager"),
    (L, "en", "small_words_big_job", "just fix the tests real quick, theres like 4 failing in the repo"),
    (L, "en", "small_words_big_job", "quick one: rename the User model to Account everywhere (models, migrations, api, frontend)"),
    (S, "en", "multi_ask_small", "2 things: 1) regex for hex colors like #fff or #a1b2c3 2) whats the css for centering a div both ways"),
    (L, "en", "multi_ask_mixed", "can u explain what a mutex is and also go add locking around the cache writes in our worker, its racing"),
    (S, "en", "pasted_function", """rename the vars in this to something readable thx
def f(a, b):
    c = []
    for d in a:
        if d[1] > b:
            c.append(d[0])
    return c"""),
    (S, "en", "pasted_function", """docstring pls

func ParseHeader(line string) (string, string, error) {
	i := strings.Index(line, ":")
	if i < 0 {
		return "", "", errors.New("no colon")
	}
	return strings.TrimSpace(line[:i]), strings.TrimSpace(line[i+1:]), nil
}"""),
    (S, "en", "pasted_json", """convert this json to a typescript interface
{"id": 42, "name": "widget", "tags": ["a","b"], "price": {"amount": 999, "currency": "EUR"}, "active": true}"""),
    (L, "en", "pasted_log_fix", """our nightly job logs this then dies. go look thru the etl code and figure out why + fix
2024-05-02T03:14:07Z INFO  loader: batch 118/400
2024-05-02T03:14:09Z WARN  loader: retrying upsert (attempt 3)
2024-05-02T03:14:12Z ERROR loader: deadlock detected
2024-05-02T03:14:12Z FATAL job exited code=1"""),
    (S, "en", "pasted_log_explain", "what does 'deadlock detected' mean in postgres, got it in a log, just want to understand it not fix anything yet"),
    (S, "en", "pasted_diff", """write a commit msg for this diff
--- a/src/cache.py
+++ b/src/cache.py
@@ -10,7 +10,7 @@ class Cache:
-    def get(self, key):
-        return self._d[key]
+    def get(self, key, default=None):
+        return self._d.get(key, default)"""),
    (S, "en", "pasted_diff", """is this diff ok? anything dumb in it
```diff
-    if user.age > 18:
+    if user.age >= 18:
         allow()
```"""),
    (L, "en", "typos", "cna u add pagnation to al the list endpoints in teh api, and update the fronted tables to use it"),
    (S, "en", "typos", "hwo do i revert last comit but keep changes"),
    (L, "en", "run_on", "so basically the app crashes when u rotate the phone on the settings screen and also sometimes on the profile screen and i think its a state thing but im not sure can u look thru the android code and fix it"),
    (S, "en", "run_on", "ok so i have a list of dicts and i want to sort by date then by name and the date is a string like 2024-01-05 how do i do that in python one line if possible"),
    (S, "en", "txt_speak", "thx 4 earlier. now: diff btwn 401 n 403?"),
    (L, "en", "txt_speak", "pls set up eslint + prettier 4 the whole repo n fix all the lint errs"),
    (S, "en", "swear_lite", r"this stupid regex doesnt match emails with a plus in them, fix it pls: ^[a-z0-9.]+@[a-z0-9]+\.[a-z]{2,}$"),
    (L, "en", "swear_lite", "the damn build is broken on main since friday, figure out what commit did it and fix"),
    # ---- n064-n093 mixed languages, second pass
    (S, "es", "pasted_schema", "cómo hago un left join en sql? tengo tablas users(id, name) y posts(id, user_id, title), quiero todos los users aunque no tengan posts"),
    (L, "es", "small_words_big_job", "oye el deploy a staging está fallando, mira el pipeline y los dockerfiles y arreglalo porfa"),
    (S, "es-en", "codeswitch", "necesito un quick regex que valide un DNI español, 8 números y una letra"),
    (L, "es-en", "codeswitch", "agrega dark mode a toda la app, con un toggle en el header, y que se guarde en localStorage"),
    (S, "pt", "pasted_error_explain", "oq significa esse erro: TypeError: Cannot read properties of undefined (reading 'map')"),
    (L, "pt", "pasted_error_fix_prod", "tá dando esse erro em produção, acha onde e corrige: TypeError: Cannot read properties of undefined (reading 'map') at OrderList (OrderList.jsx:23)"),
    (S, "de", "pasted_function", """übersetz mir diese funktion nach go bitte
```python
def chunk(xs, n):
    return [xs[i:i+n] for i in range(0, len(xs), n)]
```"""),
    (L, "de", "terse_big", "bau mir ne kleine rest api mit fastapi, postgres, jwt login, tests und dockerfile. von null."),
    (S, "fr", "commit_msg", "écris moi un message de commit pour : ajout de la validation des emails dans le formulaire d'inscription"),
    (L, "fr", "vague_repo_bug", "y'a un memory leak quelque part dans le serveur node, la ram monte jusqu'à crash. trouve le et corrige"),
    (S, "zh", "pasted_error_explain", "解释一下这个报错什么意思：ModuleNotFoundError: No module named 'requests'"),
    (L, "zh", "pasted_error_fix_prod", "线上出现这个报错，帮我查一下代码哪里的问题然后修掉：ModuleNotFoundError: No module named 'app.utils.cache'"),
    (S, "ja", "pasted_sql", """このSQLをもっと速くする方法ある？インデックスとか
SELECT * FROM orders WHERE user_id = 10 ORDER BY created_at DESC LIMIT 20;"""),
    (L, "ja", "big_job_nonen", "i18n対応して、全部の画面の文言を翻訳ファイルに出して。英語と日本語"),
    (S, "ru", "short_question", "как в git удалить ветку и локально и на remote"),
    (L, "ru", "big_job_nonen", "перепиши весь бэкенд с express на fastify, роуты, мидлвари, тесты"),
    (S, "ko", "short_question", "docker랑 vm 차이 뭐임? 짧게"),
    (L, "ko", "emoticon_nonen", "CI 빨간불이야 ㅠㅠ 로그 보고 고쳐줘"),
    (S, "hi-en", "pasted_code_explain", """ye function kya karta hai samjhao:
```py
def g(n): return n if n < 2 else g(n-1) + g(n-2)
```"""),
    (L, "hi-en", "codeswitch", "poore project me console.log hatao aur proper logger lagao, har file me"),
    (S, "tr", "pasted_regex", r"bu regex ne yapıyor açıklar mısın: ^(?=.*\d)(?=.*[a-z]).{8,}$"),
    (L, "tr", "small_words_big_job", "CI'da testler yeşil ama lokalde kırmızı, sebebini bul ve düzelt"),
    (S, "pl", "pasted_sql", "wytłumacz co robi ten kod SQL: SELECT dept, COUNT(*) FROM emp GROUP BY dept HAVING COUNT(*) > 5"),
    (L, "pl", "big_job_nonen", "dodaj do aplikacji logowanie przez github oauth, backend i frontend"),
    (S, "vi", "pasted_schema", "viết giùm câu sql lấy 10 sản phẩm bán chạy nhất, bảng products(id,name) và order_items(product_id, qty)"),
    (L, "vi", "vague_repo_bug", "app bị crash khi upload file lớn, tìm lỗi trong code rồi sửa giúp mình"),
    (S, "id", "terse_small", "bikinin regex buat nomor hp indonesia dong, yang mulai 08 atau +62"),
    (L, "id", "big_job_nonen", "tolong setup github actions buat lint, test, build, dan deploy ke vercel"),
    (S, "ar", "terse_small", "اكتب لي regex للتحقق من البريد الإلكتروني"),
    (L, "ar", "vague_repo_bug", "التطبيق بطيء جداً عند فتح صفحة التقارير، ابحث عن السبب في الكود وأصلحه"),
    # ---- n094-n128 English: dictation, emoji, caps, terse, pasted code, hedges
    (S, "en", "voice_dictation", "hey can you write me a sequel query that counts users per country comma the table is called users with columns id comma name comma country period thanks"),
    (L, "en", "voice_dictation", "okay new line i need you to go through the whole code base and replace the old logger with the new one we talked about period make sure everything still compiles period"),
    (S, "en", "voice_homophones", "whats the difference between there rest api and graph q l, witch one should i use for a small side project"),
    (L, "en", "voice_homophones", "add a feature were users can reset there password by email, the hole flow, back end front end and the email template"),
    (S, "en", "emoji", "\U0001f62d\U0001f62d what does `git reset --hard HEAD~1` do, did i just lose my work"),
    (L, "en", "emoji", "\U0001f525\U0001f525 prod is down, 502s everywhere after the last deploy, pls find out whats wrong in the repo and fix \U0001f525\U0001f525"),
    (S, "en", "caps_frustration", "HOW DO I EXIT VIM"),
    (L, "en", "caps_frustration", "THE WHOLE APP IS BROKEN AFTER THE REACT 18 UPGRADE. FIX IT. ALL OF IT."),
    (S, "en", "terse_small", "yaml vs toml??"),
    (L, "en", "terse_big", "add i18n"),
    (S, "en", "terse_small", "uuid v4 regex"),
    (L, "en", "terse_big", "write e2e tests for checkout"),
    (S, "en", "terse_small", "py read csv skip header"),
    (L, "en", "terse_big", "migrate to pnpm"),
    (S, "en", "terse_small", "bash loop over files w spaces"),
    (L, "en", "terse_big", "upgrade django 3 -> 5"),
    (S, "en", "pasted_function", """make this async
```js
function load(url) {
  return fetch(url).then(r => r.json()).then(d => d.items)
}
```"""),
    (S, "en", "pasted_function", r"""write pytest tests for this, edge cases too
def slugify(s: str) -> str:
    s = s.strip().lower()
    s = re.sub(r'[^a-z0-9]+', '-', s)
    return s.strip('-')"""),
    (L, "en", "tests_in_repo", "write tests for the slugify util and everything that calls it, and run them"),
    (S, "en", "backstory_small", "so my team lead left last week and now im sort of the 'backend person' which is terrifying, we have this flask app that nobody fully understands, the original dev wrote it in like 2017, theres no docs, half the tests are skipped, and the product people keep asking for features. i spent all morning just reading code. anyway not asking u to fix anything today, i just want to know: what is the difference between flask's app context and request context? keep it short"),
    (L, "en", "backstory_big", "context: we're a 5 person startup, I'm the only one who touches infra. we've been deploying by ssh-ing into a box and running git pull (i know i know). last month someone deployed a half-merged branch on a friday night and we were down for like 3 hours, my cofounder still brings it up in every retro. also our tests only run when someone remembers to run them locally, which is never. investors want 'real' ops before the next round and honestly so do i, im tired of being the human deploy button. we dont have budget for anything fancy, no k8s, no terraform, keep it boring. so: set up github actions that run tests on every PR and deploy to our fly.io app on merge to main. repo has a Makefile already, use it where it makes sense"),
    (S, "en", "polite_hedge", "sorry if this is a dumb question but um, what's the difference between a process and a thread? like really basic"),
    (L, "en", "polite_hedge", "hi! hope ur having a good day :) if its not too much trouble could you maybe take a look at why the search on our docs site returns nothing for queries with accents (like café)? and fix it if u can find it. no rush!!"),
    (S, "en", "multi_ask_small", "3 quick ones: what is CORS, what is a preflight request, and why does my fetch with a custom header trigger one"),
    (L, "en", "multi_ask_mixed", "first tell me what an ORM is (my intern asked), then swap our raw sql in the repo for sqlalchemy models, and last write me a commit msg for all that"),
    (S, "en", "pasted_function", """add type hints to this, nothing else, dont change logic

def merge_configs(base, override, path=None):
    path = path or []
    out = dict(base)
    for k, v in override.items():
        if k in out and isinstance(out[k], dict) and isinstance(v, dict):
            out[k] = merge_configs(out[k], v, path + [k])
        elif k in out and type(out[k]) != type(v) and out[k] is not None:
            raise TypeError(f"type mismatch at {'.'.join(path + [k])}")
        else:
            out[k] = v
    return out


def load_layers(paths, reader):
    cfg = {}
    for p in paths:
        layer = reader(p)
        if layer is None:
            continue
        cfg = merge_configs(cfg, layer)
    return cfg"""),
    (L, "en", "pasted_test_failure", """getting this when running npm test, fix it

FAIL src/components/Cart.test.tsx
  ● Cart › shows total
    expect(received).toBe(expected)
    Expected: "$12.00"
    Received: "$12\""""),
    (S, "en", "pasted_code_question", "why does this print 3 3 3 instead of 0 1 2\nfor (var i = 0; i < 3; i++) { setTimeout(() => console.log(i)) }"),
    (S, "en", "pasted_function_fix", """fix this pls its supposed to return the max but returns undefined sometimes

function max(arr) {
  let m;
  for (let i = 1; i < arr.length; i++) if (arr[i] > m) m = arr[i];
  return m;
}"""),
    (L, "en", "vague_repo_bug", "something is off with the timezone stuff, dates show a day early for users in the US. figure it out"),
    (S, "en", "vague_concept", "timezones in js are cursed. whats the right way to store dates, utc in the db and convert on display?"),
    (S, "en", "voice_dictation", "open paren unclear close paren how do i make a python dict from two lists question mark"),
    (L, "en", "voice_dictation", "please refactor the payment module into smaller files comma one per provider comma and update the imports everywhere period"),
    (S, "en", "txt_speak", "idk what a closure is tbh, eli5?"),
    (L, "en", "txt_speak", "ngl the onboarding flow is a mess, rewrite it w react hook form + zod validation across all 4 steps"),
    # ---- n129-n158 mixed languages, third pass
    (S, "es", "pasted_code_explain", """me explicas big O de este code?
```py
for i in range(n):
    for j in range(i):
        pass
```"""),
    (L, "es", "terse_big", "hazme un bot de discord completo en python con comandos de moderación, base de datos sqlite y tests"),
    (S, "pt", "pasted_function", """traduz essa função pra java pfv
```js
const sum = xs => xs.reduce((a, b) => a + b, 0)
```"""),
    (L, "pt", "vague_repo_bug", "cara o login com google parou de funcionar depois do update, investiga no projeto e conserta"),
    (S, "de", "terse_small", "regex für deutsche plz bitte"),
    (L, "de", "big_job_nonen", "alle api endpoints brauchen input validierung mit pydantic, mach das bitte durchgängig und pass die tests an"),
    (S, "de-en", "codeswitch", "kurze frage: was ist der unterschied zwischen a shallow copy und a deep copy in python"),
    (L, "es", "big_job_nonen", "necesito que conectes el formulario de contacto con sendgrid y guardes los mensajes en la base de datos, con tests"),
    (S, "fr", "pasted_diff", """explique moi ce diff stp, je comprends pas pk il a changé ça
```diff
-    return items.sort()
+    return sorted(items)
```"""),
    (L, "fr-en", "codeswitch", "le endpoint /export timeout en prod, check le code et optimize le, c'est urgent"),
    (S, "zh-en", "codeswitch", """这个 useEffect 为什么会无限循环啊
```jsx
useEffect(() => { setCount(count + 1) }, [count])
```"""),
    (L, "zh-en", "codeswitch", "帮我把整个 repo 的 class components 都改成 hooks, 测试也要过"),
    (S, "ja", "commit_msg", "gitのcommitメッセージ考えて：ログイン画面のバリデーション修正"),
    (L, "zh", "small_words_big_job", "项目跑不起来了 npm install 一直报错，帮我看看整个项目的依赖然后修好"),
    (S, "ru", "pasted_schema", "напиши sql: топ 3 отдела по средней зарплате, таблица employees(id, name, dept, salary)"),
    (L, "ru", "small_words_big_job", "после мержа упали интеграционные тесты, найди что сломалось и почини"),
    (S, "ko", "pasted_error_explain", "이 에러 무슨 뜻이야? CORS policy: No 'Access-Control-Allow-Origin' header is present"),
    (L, "ko", "vague_repo_bug", "우리 서버에 CORS 설정 다 꼬였어. 프론트에서 요청 다 막힘. 코드 찾아서 고쳐줘"),
    (S, "hi-en", "codeswitch", "mujhe ek cron expression chahiye jo har weekday subah 9 baje chale"),
    (L, "hi-en", "pasted_log_fix", "bhai production me 500 aa raha hai /checkout pe, logs me 'connection pool exhausted' likha hai, code me dhundo aur fix karo"),
    (S, "tr", "terse_small", "git stash ne işe yarıyor kısaca"),
    (L, "tr", "big_job_nonen", "projeyi java 17'den 21'e yükselt, derleme hatalarını ve kırılan testleri düzelt"),
    (S, "pl", "short_question", "jak w pythonie odwrócić stringa"),
    (L, "pl", "big_job_nonen", "przepisz cały moduł płatności na async, wszystkie wywołania i testy"),
    (S, "vi", "short_question", "docker compose với docker khác nhau sao"),
    (L, "vi", "big_job_nonen", "chuyển toàn bộ project từ class component sang function component + hooks"),
    (S, "id", "pasted_error_explain", "jelasin dong maksud error 'permission denied (publickey)' pas git push"),
    (L, "id", "big_job_nonen", "bikin fitur notifikasi email pas order dibuat, sekalian template sama testnya"),
    (S, "ar-en", "codeswitch", "شو الفرق بين git merge و git rebase؟ explain quickly"),
    (L, "ar-en", "codeswitch", "بدي تضيف dark mode للتطبيق كامل، all screens please"),
    # ---- n159-n180 English: big pastes with one-function asks, concept vs repo pairs
    (S, "en", "big_paste_one_func", '''only add a docstring to parse_header, dont touch anything else

import re
from dataclasses import dataclass, field

_HDR = re.compile(r"^([A-Za-z0-9-]+):\\s*(.*)$")


@dataclass
class Message:
    headers: dict = field(default_factory=dict)
    body: bytes = b""


def parse_header(line):
    m = _HDR.match(line.rstrip("\\r\\n"))
    if not m:
        raise ValueError(f"bad header line: {line!r}")
    return m.group(1).lower(), m.group(2).strip()


def parse_message(raw: bytes) -> Message:
    head, _, body = raw.partition(b"\\r\\n\\r\\n")
    msg = Message(body=body)
    for line in head.decode("latin-1").split("\\r\\n"):
        if not line:
            continue
        k, v = parse_header(line)
        if k in msg.headers:
            msg.headers[k] += ", " + v
        else:
            msg.headers[k] = v
    return msg


def content_length(msg: Message) -> int:
    try:
        return int(msg.headers.get("content-length", "0"))
    except ValueError:
        return 0'''),
    (L, "en", "docstrings_repo", "go thru every module in src/ and add docstrings to all the public funcs, google style"),
    (S, "en", "joke_question", "is it bad to use `any` in typescript? asking for a friend (the friend is me)"),
    (L, "en", "terse_big", "remove every `any` from the codebase and replace with real types, tsc --strict must pass"),
    (S, "en", "short_question", "tabs or spaces for python? pep8 says what"),
    (L, "en", "tooling_repo", "set up pre-commit hooks w black isort flake8 and fix whatever they complain about"),
    (S, "en", "big_words_small_ask", "what does 'idempotent' mean for http methods"),
    (L, "en", "feature_repo", "make the POST /payments endpoint idempotent using an Idempotency-Key header, store keys in redis, add tests"),
    (S, "en", "terse_small", 'curl command to post json {"a":1} to localhost:8080/api w bearer token'),
    (L, "en", "feature_repo", "our api has no docs. generate openapi spec from the routes and serve swagger ui at /docs"),
    (S, "en", "pasted_config_explain", """why is this pod crashlooping? kubectl describe says OOMKilled

resources:
  limits:
    memory: 128Mi
  requests:
    memory: 64Mi"""),
    (L, "en", "vague_repo_bug", "the pods keep getting OOMKilled in staging, go through our helm charts and the service code, find whats eating memory and fix"),
    (S, "en", "sarcasm", "oh great another yaml error. 'mapping values are not allowed here' what does that mean"),
    (L, "en", "ticket_dump", "can u do the whole thing from the ticket: JIRA-2231 add csv import for contacts, with validation, dedupe by email, progress bar in ui"),
    (S, "en", "short_question", "difference between useMemo and useCallback in 1 sentence each"),
    (L, "en", "migration_repo", "find all the places where we call the old v1 stripe api and move them to v2"),
    (S, "en", "generic_file", "give me a .gitignore for a python + node project"),
    (L, "en", "cleanup_repo", "clean up the repo: delete dead code, unused deps, unused files. make sure build still passes"),
    (S, "en", "pasted_trace_explain", """explain this trace pls, dont fix, just tell me what it means

thread 'main' panicked at 'called `Option::unwrap()` on a `None` value', src/main.rs:27:37
note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace"""),
    (L, "en", "pasted_trace_fix_prod", "getting `called Option::unwrap() on a None value` in prod logs from src/main.rs:27 and probably other places, go thru the crate and replace the unwraps with proper error handling"),
    (S, "en", "terse_small", "k8s liveness vs readiness probe??"),
    (L, "en", "feature_repo", "write a helm chart for our app, with values for dev/staging/prod, and wire it into the deploy workflow"),
    # ---- n181-n214 English: more pairs and messy shapes
    (S, "en", "pasted_sql", """can u make this sql faster its a report query, schema + query below

CREATE TABLE events(id bigserial, user_id int, kind text, ts timestamptz);
-- 40M rows
SELECT kind, count(*) FROM events WHERE ts > now() - interval '7 days' GROUP BY kind;"""),
    (L, "en", "vague_repo_bug", "the signup form lets ppl register the same email twice if they capitalize it differently. fix it properly (db + api), theres a migration folder somewhere"),
    (S, "en", "terse_small", "lowercase email compare in postgres unique index how"),
    (L, "en", "backstory_big", "ugh ok so. monday. our sprint demo is thursday and the qa team just dumped 14 tickets on us, half of them are the same bug reported different ways. i've been in meetings since 9. the one that actually matters: when a user edits their profile pic, the old one still shows everywhere (navbar, comments, settings) until a hard refresh. i think its cdn caching or maybe our image url never changes?? honestly dunno. could u go dig thru the upload code and the frontend and fix it so the new pic shows right away"),
    (S, "en", "backstory_small", "im a bootcamp grad, 3 weeks into my first job, everyone here uses words i pretend to understand. today someone in standup said 'we should just memoize that selector' and everyone nodded and i nodded too. so. what does memoize mean. and a selector. in redux i guess. pls be gentle lol"),
    (S, "en", "explicit_no_edit", "ok so i dont want u to change anything in the repo, just explain how a typical express middleware chain works, like order of execution, next(), error handlers"),
    (L, "en", "feature_repo", "go thru the express app and put the error handler middleware in the right place, right now errors from async routes just hang the request"),
    (S, "en", "pasted_json", """pls pretty this json and tell me whats wrong w it, parser says unexpected token
{"name": "svc", "ports": [80, 443,], "env": {"DEBUG": true}}"""),
    (L, "en", "pasted_config_fix_repo", """this is our tsconfig, turn on strict and fix all the errors it causes in the project
{
  "compilerOptions": {"target": "ES2020", "module": "commonjs", "strict": false, "outDir": "dist"}
}"""),
    (S, "en", "standalone_script", "write a bash script that backs up /var/www to /backups with a date in the filename and deletes backups older than 7 days"),
    (L, "en", "infra_repo", "wire the backup script into our ansible roles for all 3 envs and test it on staging"),
    (S, "en", "short_question", "is `Array.prototype.at` supported in node 16?"),
    (S, "en", "pasted_function", """this is slow for big n, make it faster without changing the output

def primes(n):
    out = []
    for i in range(2, n):
        if all(i % j for j in range(2, i)):
            out.append(i)
    return out"""),
    (L, "en", "perf_repo", "profile the data pipeline and make it faster, it takes 2h now and we need it under 30 min"),
    (S, "en", "voice_dictation", "how do i center a div in C S S question mark i always forget"),
    (L, "en", "voice_dictation", "create a new end point slash api slash v two slash invoices that lists invoices with filters for status and date range comma add it to the router and write tests for it period"),
    (S, "en", "naming", "give me 5 names for a cli tool that syncs dotfiles, something short"),
    (S, "en", "terse_small", "what port does postgres use by default"),
    (L, "en", "feature_repo", "add a /health endpoint that checks db and redis connections and hook it into the k8s probes in deploy/"),
    (S, "en", "emoji", "\u2728 pls write a nice PR description for: added retry w exponential backoff to the http client, configurable max attempts, tests included \u2728"),
    (L, "en", "review_repo", "review the whole PR #482 branch vs main and fix anything sketchy u find"),
    (S, "en", "pasted_diff", """summarize what this diff does in 1-2 lines for the changelog

+    @retry(max_attempts=3, backoff=2.0)
     def fetch(self, url):
-        return requests.get(url)
+        return self.session.get(url, timeout=10)"""),
    (L, "en", "todo_file", "theres a TODO list in TODO.md, just knock out all the items in it"),
    (S, "en", "short_question", "what is the convention for TODO vs FIXME vs XXX comments"),
    (L, "en", "typos", "teh websockt conection drops evry 60s in prod, prolly a proxy timeout or our heartbeat, cna u check teh server + nginx conf in the repo n fix"),
    (S, "en", "terse_small", "nginx proxy_read_timeout default value?"),
    (L, "en", "caps_frustration", "STOP TELLING ME TO CHECK THE LOGS. just go into the repo and make the upload endpoint accept files over 10mb. thats it"),
    (S, "en", "caps_frustration", "WHAT IS THE DIFFERENCE BETWEEN NPM CI AND NPM INSTALL"),
    (S, "en", "pasted_function", """rename `tmp` to something better in this and thats it

const tmp = users.filter(u => u.active).map(u => u.email)
sendNewsletter(tmp)"""),
    (L, "en", "rename_repo", "rename `tmp` vars to meaningful names across the whole src/ folder"),
    (S, "en", "pasted_trace_explain", """what does this goroutine dump mean, i dont need a fix

fatal error: all goroutines are asleep - deadlock!

goroutine 1 [chan send]:
main.main()
	/app/main.go:9 +0x37
exit status 2"""),
    (L, "en", "vague_repo_bug", "tests pass locally but `go test -race ./...` reports a data race in the worker pool somewhere. track it down and fix"),
    (S, "en", "pasted_function", """translate to rust pls
```python
def fizz(n):
    return 'Fizz'*(n%3==0) + 'Buzz'*(n%5==0) or str(n)
```"""),
    (L, "en", "rewrite_repo", "rewrite the python cli in rust, same flags same output, keep the python one around until parity"),
    # ---- n215-n220 English: closing mix
    (S, "en", "multi_ask_small", r"can u 1. explain what this regex does ^\d{3}-\d{4}$ and 2. change it so the dash is optional"),
    (L, "en", "multi_ask_big", "a) upgrade react-router to v6 b) fix all the broken routes after c) add a 404 page"),
    (L, "en", "perf_repo", "rn the tests take 20 min. parallelize them, find the slow ones and speed them up"),
    (S, "en", "rewrite_given_text", """rewrite this paragraph for the README so it sounds less like i wrote it at 2am:
'this thing does the stuff w the files, u run it and it makes the output folder, dont run it twice or it breaks lol'"""),
    (L, "en", "docs_from_repo", "the README is wrong about like everything. read the code and rewrite it so the setup steps actually work"),
    (S, "en", "short_question", "sorry one more: 'chore' vs 'refactor' in conventional commits?"),
]

ASKS = [
    {"id": f"n{i:03d}", "label": lab, "lang": lang, "kind": kind, "text": text}
    for i, (lab, lang, kind, text) in enumerate(_RAW, start=1)
]
