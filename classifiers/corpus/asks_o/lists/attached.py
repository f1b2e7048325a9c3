"""Minimal pairs where BOTH asks come with the same supplied material (pasted or attached by the IDE).
The single_step side only needs the material; the long_horizon side uses it as a starting point
but asks for work in the person's own repository. Keeps the classifier from treating
"material attached" as a single_step cue.

(lang, code, single_step ask, long_horizon ask, material key)
codes: "snip2" -> edit_supplied_code / own_codebase_edit ; "exp2" -> explain_supplied / own_usage_q
"""

MPAIRS = [
    ("en", "snip2", "add type hints to this", "replace all the hand-rolled slug code in our project with this function", "py_slug"),
    ("en", "exp2", "what does this debounce do with the arguments?", "where else in our frontend do we have a copy of this debounce?", "js_debounce"),
    ("en", "snip2", "make this return 404 on non-GET requests", "add this health handler to every Go service in the repo and register the route", "go_handler"),
    ("en", "exp2", "explain what this workflow runs", "which of our repos' workflows still look like this and lack caching?", "yaml_ci"),
    ("en", "snip2", "shrink this dockerfile", "apply this Dockerfile pattern to all our python services", "docker"),
    ("es", "snip2", "haz que esta función no pete con una lista vacía", "busca en el proyecto todas las funciones de media como esta y arréglalas igual", "py_avg"),
    ("de", "exp2", "was macht dieser Typ genau?", "wo im Code benutzen wir schon so ein Result-Typ-Muster?", "ts_type"),
    ("ru", "snip2", "добавь в этот кэш ограничение по размеру", "замени все самописные кэши в проекте на этот класс", "py_cache"),
    ("pl", "exp2", "wyjaśnij ten skrypt", "gdzie jeszcze w repo mamy takie skrypty do backupu logów?", "bash_backup"),
    ("ja", "snip2", "このfetchにタイムアウトを追加して", "プロジェクト内のfetch呼び出しを全部この形に揃えて", "js_fetch"),
    ("zh", "exp2", "这段 stream 代码是什么意思？", "我们项目里还有哪些地方用这种写法过滤用户？", "java_stream"),
    ("tr", "snip2", "bu fonksiyona testler yaz", "projedeki tüm port parse eden yerleri bu fonksiyonu kullanacak şekilde değiştir", "rust_fn"),
    ("pt", "snip2", "adiciona um `leading` nesse debounce", "troca todos os debounce caseiros do projeto por esse aqui", "js_debounce"),
    ("fr", "exp2", "explique ce Dockerfile", "nos autres services ont-ils tous un Dockerfile comme celui-ci ?", "docker"),
    ("ko", "snip2", "이 함수 에러 처리 좀 추가해줘", "프로젝트에 있는 API 호출 함수들 전부 이 방식으로 바꿔줘", "js_fetch"),
    ("vi", "exp2", "giải thích đoạn workflow này", "repo mình còn workflow nào chưa chạy pytest như này không?", "yaml_ci"),
]
