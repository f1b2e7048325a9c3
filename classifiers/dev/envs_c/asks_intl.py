"""Non-English asks. Each entry carries its own label and language."""

S, L = "single_step", "long_horizon"

ASKS = [
    # ---------------- German ----------------
    dict(lang="de", label=S, kind="regex", text="Schreib mir eine Regex für deutsche Postleitzahlen."),
    dict(lang="de", label=S, kind="git_question", text="Was ist der Unterschied zwischen `git merge` und `git rebase`?"),
    dict(lang="de", label=S, kind="debug_snippet", text="Warum gibt diese Funktion immer False zurück?",
         code_lang="python",
         code='''def ist_schaltjahr(jahr):
    if jahr % 4 == 0 and jahr % 100 != 0 or jahr % 400 == 0:
        ergebnis = True
    ergebnis = False
    return ergebnis'''),
    dict(lang="de", label=S, kind="sql",
         text="Schreib eine SQL-Abfrage: alle Mitarbeiter, deren Gehalt über dem Durchschnitt ihrer Abteilung liegt. "
              "Tabelle mitarbeiter(id, name, abteilung_id, gehalt)."),
    dict(lang="de", label=S, kind="docstring", text="Füg dieser Methode einen Docstring hinzu.", code_lang="python",
         code='''def normalisiere_iban(iban: str) -> str:
    return "".join(iban.split()).upper()'''),
    dict(lang="de", label=L, kind="fix_tests", text="Behebe die fehlschlagenden Tests im Ordner tests/."),
    dict(lang="de", label=L, kind="diagnose_repo", text="Warum schlägt der Login-Test fehl?"),
    dict(lang="de", label=L, kind="feature_across_files",
         text="Füge dem Projekt einen CSV-Export für Rechnungen hinzu, inklusive Button im Frontend."),
    dict(lang="de", label=L, kind="read_unsupplied_file", text="Was macht eigentlich die Datei setup_env.sh?"),
    dict(lang="de", label=L, kind="stacktrace_find_fix",
         text="Beim Speichern eines Kunden kommt dieser Fehler. Finde die Ursache und behebe sie.", code_lang="text",
         code='''org.hibernate.exception.ConstraintViolationException: could not execute statement
    at de.kundenportal.service.KundenService.speichern(KundenService.java:73)
    at de.kundenportal.web.KundenController.update(KundenController.java:41)
Caused by: org.postgresql.util.PSQLException: ERROR: null value in column "mandant_id" violates not-null constraint
'''),

    # ---------------- French ----------------
    dict(lang="fr", label=S, kind="regex", text="Écris une expression régulière pour valider une adresse e-mail simple."),
    dict(lang="fr", label=S, kind="tool_question", text="C'est quoi la différence entre `async` et `defer` sur une balise script ?"),
    dict(lang="fr", label=S, kind="explain_snippet", text="Explique-moi ce que fait ce code :", code_lang="python",
         code='''from functools import lru_cache

@lru_cache(maxsize=None)
def chemins(n, m):
    if n == 0 or m == 0:
        return 1
    return chemins(n - 1, m) + chemins(n, m - 1)'''),
    dict(lang="fr", label=S, kind="commit_message", text="Écris un message de commit pour ce diff.", code_lang="diff",
         code='''--- a/config/settings.py
+++ b/config/settings.py
@@ -40,3 +40,4 @@ SESSION_COOKIE_SECURE = True
 CSRF_COOKIE_SECURE = True
-SESSION_COOKIE_AGE = 60 * 60 * 24 * 30
+SESSION_COOKIE_AGE = 60 * 60 * 8
+SESSION_EXPIRE_AT_BROWSER_CLOSE = True'''),
    dict(lang="fr", label=S, kind="translate_snippet", text="Traduis cette fonction Python en JavaScript.",
         code_lang="python",
         code='''def moyenne_ponderee(notes, coefs):
    total = sum(n * c for n, c in zip(notes, coefs))
    return total / sum(coefs) if coefs else 0.0'''),
    dict(lang="fr", label=L, kind="fix_tests", text="Corrige les tests qui échouent."),
    dict(lang="fr", label=L, kind="feature_across_files",
         text="Ajoute l'authentification JWT à l'API et mets à jour les tests en conséquence."),
    dict(lang="fr", label=L, kind="diagnose_repo", text="Pourquoi l'application plante au démarrage ?"),
    dict(lang="fr", label=L, kind="refactor_module",
         text="Refactorise le module de facturation pour séparer la logique métier de l'accès à la base de données."),

    # ---------------- Spanish ----------------
    dict(lang="es", label=S, kind="git_question", text="¿Cómo elimino una rama remota en git?"),
    dict(lang="es", label=S, kind="write_function",
         text="Escribe una función en Python que devuelva todos los números primos hasta n (criba de Eratóstenes)."),
    dict(lang="es", label=S, kind="debug_snippet", text="¿Por qué esta función devuelve undefined?",
         code_lang="javascript",
         code='''function buscarPrecio(productos, id) {
  productos.forEach(p => {
    if (p.id === id) {
      return p.precio;
    }
  });
}'''),
    dict(lang="es", label=S, kind="sql",
         text="Consulta SQL para listar los productos que nunca se han vendido. "
              "Tablas: productos(id, nombre), ventas(id, producto_id, fecha)."),
    dict(lang="es", label=L, kind="find_and_fix", text="Arregla el bug del carrito que duplica productos al recargar la página."),
    dict(lang="es", label=L, kind="fix_tests", text="Ejecuta los tests y arregla lo que falle."),
    dict(lang="es", label=L, kind="read_unsupplied_file", text="¿Qué hace el script deploy.sh?"),
    dict(lang="es", label=L, kind="feature_across_files",
         text="Añade soporte para subir una foto de perfil: backend, almacenamiento y formulario en el frontend."),
    dict(lang="es", label=L, kind="stacktrace_find_fix", text="Me sale este error al generar facturas. Encuentra la causa y corrígelo.",
         code_lang="text",
         code='''Traceback (most recent call last):
  File "/app/facturas/tareas.py", line 52, in generar_lote
    pdf = render_factura(f)
  File "/app/facturas/pdf.py", line 118, in render_factura
    fila["importe"] = f"{linea.importe:.2f}"
TypeError: unsupported format string passed to NoneType.__format__
'''),

    # ---------------- Portuguese ----------------
    dict(lang="pt", label=S, kind="concept", text="Qual a diferença entre `map` e `forEach` em JavaScript?"),
    dict(lang="pt", label=S, kind="regex", text="Escreva uma regex para CPF no formato 000.000.000-00."),
    dict(lang="pt", label=S, kind="small_edit", text="Adicione tipos TypeScript a esta função.", code_lang="javascript",
         code='''export function agruparPorStatus(pedidos) {
  return pedidos.reduce((acc, p) => {
    (acc[p.status] ||= []).push(p);
    return acc;
  }, {});
}'''),
    dict(lang="pt", label=S, kind="shell_oneliner", text="Comando para listar os 10 maiores arquivos de um diretório no Linux?"),
    dict(lang="pt", label=L, kind="fix_ci", text="Corrija os testes que estão quebrando no CI."),
    dict(lang="pt", label=L, kind="feature_across_files", text="Implemente recuperação de senha por e-mail no projeto."),
    dict(lang="pt", label=L, kind="explore_repo", text="Onde está configurada a conexão com o banco neste repositório?"),
    dict(lang="pt", label=L, kind="migration", text="Migre o projeto de Python 3.8 para 3.12 e resolva o que quebrar."),

    # ---------------- Chinese ----------------
    dict(lang="zh", label=S, kind="write_function", text="用 Python 写一个函数，判断字符串是否为回文（忽略大小写和标点）。"),
    dict(lang="zh", label=S, kind="tool_question", text="`git cherry-pick` 是做什么的？"),
    dict(lang="zh", label=S, kind="debug_snippet", text="这个函数为什么会死循环？", code_lang="python",
         code='''def gcd(a, b):
    while b != 0:
        a = b
        b = a % b
    return a'''),
    dict(lang="zh", label=S, kind="comment_code", text="给这段代码加上中文注释", code_lang="go",
         code='''func Debounce(d time.Duration, f func()) func() {
	var mu sync.Mutex
	var t *time.Timer
	return func() {
		mu.Lock()
		defer mu.Unlock()
		if t != nil {
			t.Stop()
		}
		t = time.AfterFunc(d, f)
	}
}'''),
    dict(lang="zh", label=S, kind="sql",
         text="写一个 SQL：查询每个部门工资最高的员工。表 employees(id, name, dept_id, salary)"),
    dict(lang="zh", label=L, kind="fix_tests", text="帮我修复项目里所有失败的单元测试。"),
    dict(lang="zh", label=L, kind="diagnose_repo", text="为什么登录接口总是返回 401？"),
    dict(lang="zh", label=L, kind="feature_across_files", text="给这个项目加上 Redis 缓存层，热点查询都走缓存。"),
    dict(lang="zh", label=L, kind="read_unsupplied_file", text="看一下 hello.py 是干什么的"),
    dict(lang="zh", label=L, kind="stacktrace_find_fix", text="线上报了这个错，帮我找到原因并修复。", code_lang="text",
         code='''java.lang.NullPointerException: Cannot invoke "com.shop.order.Address.getCity()" because "addr" is null
	at com.shop.order.ShippingService.quote(ShippingService.java:58)
	at com.shop.order.OrderController.preview(OrderController.java:112)
'''),

    # ---------------- Japanese ----------------
    dict(lang="ja", label=S, kind="howto", text="JavaScriptで配列の重複を削除する方法は？"),
    dict(lang="ja", label=S, kind="explain_regex", text="この正規表現の意味を説明して: ^[A-Z]{3}-\\d{4}$"),
    dict(lang="ja", label=S, kind="small_edit", text="この関数に型ヒントを付けてください。", code_lang="python",
         code='''def merge_settings(base, override):
    result = dict(base)
    for k, v in override.items():
        if isinstance(v, dict) and isinstance(result.get(k), dict):
            result[k] = merge_settings(result[k], v)
        else:
            result[k] = v
    return result'''),
    dict(lang="ja", label=S, kind="tool_question", text="`docker compose down -v` は何をしますか？"),
    dict(lang="ja", label=L, kind="fix_tests", text="失敗しているテストを直してください。"),
    dict(lang="ja", label=L, kind="explore_repo", text="このリポジトリのディレクトリ構成を調べて、概要を教えて。"),
    dict(lang="ja", label=L, kind="feature", text="ユーザー一覧画面にページネーションを追加して。"),
    dict(lang="ja", label=L, kind="fix_ci", text="CIがなぜ落ちているのか調べて修正して。"),

    # ---------------- Russian ----------------
    dict(lang="ru", label=S, kind="regex", text="Напиши регулярку для IPv4-адреса."),
    dict(lang="ru", label=S, kind="concept", text="Чем отличается `INNER JOIN` от `LEFT JOIN`?"),
    dict(lang="ru", label=S, kind="debug_snippet", text="Почему эта функция возвращает None?", code_lang="python",
         code='''def сумма_чётных(числа):
    итог = 0
    for x in числа:
        if x % 2 == 0:
            итог += x
    print(итог)'''),
    dict(lang="ru", label=S, kind="commit_message",
         text="Напиши сообщение коммита: исправлена утечка памяти в кэше сессий, добавлен TTL для записей."),
    dict(lang="ru", label=L, kind="fix_tests", text="Почини падающие тесты."),
    dict(lang="ru", label=L, kind="find_and_fix", text="Найди, где в проекте утекают соединения к базе, и исправь."),
    dict(lang="ru", label=L, kind="feature", text="Добавь в сервис эндпоинт для экспорта отчётов в PDF."),
    dict(lang="ru", label=L, kind="stacktrace_find_fix", text="После деплоя воркер падает вот так. Найди и исправь.",
         code_lang="text",
         code='''panic: runtime error: index out of range [3] with length 3

goroutine 41 [running]:
github.com/acme/ledger-api/internal/batch.(*Splitter).Next(0xc0001b2000)
	/build/internal/batch/splitter.go:66 +0x1d4
github.com/acme/ledger-api/internal/batch.Run({0x10a3e40, 0xc00012a000})
	/build/internal/batch/run.go:29 +0xb8
'''),

    # ---------------- Korean ----------------
    dict(lang="ko", label=S, kind="howto", text="파이썬에서 딕셔너리를 값 기준으로 정렬하는 방법?"),
    dict(lang="ko", label=S, kind="explain_snippet", text="이 코드가 무엇을 하는지 설명해 줘", code_lang="typescript",
         code='''export const pipe = <T>(...fns: Array<(x: T) => T>) => (x: T) =>
  fns.reduce((acc, fn) => fn(acc), x);'''),
    dict(lang="ko", label=S, kind="regex", text="이메일 검증용 정규식 만들어 줘"),
    dict(lang="ko", label=L, kind="fix_tests", text="실패하는 테스트 고쳐 줘."),
    dict(lang="ko", label=L, kind="feature_across_files", text="이 프로젝트에 다국어(한국어/영어) 지원을 추가해 줘."),
    dict(lang="ko", label=L, kind="build_and_fix", text="왜 빌드가 실패하는지 찾아서 고쳐 줘."),
    dict(lang="ko", label=L, kind="read_unsupplied_file", text="main.py가 뭐 하는 파일이야?"),

    # ---------------- Italian ----------------
    dict(lang="it", label=S, kind="git_question", text="Come si fa un rebase interattivo degli ultimi 3 commit?"),
    dict(lang="it", label=S, kind="write_function",
         text="Scrivi una funzione JavaScript che formatta un numero come valuta in euro (es. 1.234,50 €)."),
    dict(lang="it", label=S, kind="small_edit", text="Aggiungi la gestione degli errori a questa funzione.",
         code_lang="python",
         code='''def leggi_config(percorso):
    with open(percorso) as f:
        return json.load(f)'''),
    dict(lang="it", label=L, kind="fix_tests", text="Sistema i test che falliscono."),
    dict(lang="it", label=L, kind="feature", text="Aggiungi l'esportazione in Excel alla pagina dei report."),
    dict(lang="it", label=L, kind="find_and_fix",
         text="Perché il servizio di notifiche non invia più le email? Indaga e correggi."),
    dict(lang="it", label=L, kind="dependency_maintenance",
         text="Aggiorna tutte le dipendenze e verifica che la build funzioni ancora."),

    # ---------------- Polish ----------------
    dict(lang="pl", label=S, kind="shell_oneliner", text="Jak w bashu sprawdzić, czy plik istnieje?"),
    dict(lang="pl", label=S, kind="regex", text="Napisz wyrażenie regularne dla polskiego kodu pocztowego (00-000)."),
    dict(lang="pl", label=S, kind="explain_snippet", text="Wyjaśnij, co robi ten kod.", code_lang="rust",
         code='''fn dedup_sorted<T: PartialEq + Clone>(v: &[T]) -> Vec<T> {
    v.iter().fold(Vec::new(), |mut acc, x| {
        if acc.last() != Some(x) {
            acc.push(x.clone());
        }
        acc
    })
}'''),
    dict(lang="pl", label=L, kind="fix_tests", text="Napraw testy, które nie przechodzą."),
    dict(lang="pl", label=L, kind="feature_across_files", text="Dodaj obsługę płatności BLIK w module checkout."),
    dict(lang="pl", label=L, kind="diagnose_repo",
         text="Dlaczego aplikacja nie łączy się z bazą po wdrożeniu? Sprawdź konfigurację i napraw."),
    dict(lang="pl", label=L, kind="refactor_module", text="Przepisz moduł raportów na async."),

    # ---------------- Turkish ----------------
    dict(lang="tr", label=S, kind="howto", text="Python'da bir listeyi ters çevirmenin en kısa yolu nedir?"),
    dict(lang="tr", label=S, kind="docstring", text="Bu fonksiyona docstring ekle.", code_lang="python",
         code='''def kdv_ekle(tutar, oran=0.20):
    return round(tutar * (1 + oran), 2)'''),
    dict(lang="tr", label=S, kind="tool_question", text="`chmod 755` ne anlama gelir?"),
    dict(lang="tr", label=L, kind="fix_tests", text="Başarısız olan testleri düzelt."),
    dict(lang="tr", label=L, kind="feature_across_files", text="Projeye kullanıcı rolleri ve yetkilendirme ekle."),
    dict(lang="tr", label=L, kind="performance", text="Uygulama neden yavaş açılıyor? İncele ve hızlandır."),

    # ---------------- Vietnamese ----------------
    dict(lang="vi", label=S, kind="write_function", text="Viết hàm Python đếm số từ trong một chuỗi."),
    dict(lang="vi", label=S, kind="concept", text="Sự khác nhau giữa `var`, `let` và `const` là gì?"),
    dict(lang="vi", label=S, kind="explain_snippet", text="Giải thích đoạn SQL này giúp mình.", code_lang="sql",
         code='''SELECT d.name, COUNT(e.id) AS headcount
FROM departments d
LEFT JOIN employees e ON e.dept_id = d.id AND e.active
GROUP BY d.name
HAVING COUNT(e.id) < 3;'''),
    dict(lang="vi", label=L, kind="fix_tests", text="Sửa các test đang bị lỗi."),
    dict(lang="vi", label=L, kind="feature_across_files", text="Thêm tính năng đăng nhập bằng Google cho dự án."),
    dict(lang="vi", label=L, kind="find_and_fix", text="Tại sao API trả về 500 khi tạo đơn hàng? Tìm và sửa."),

    # ---------------- Hindi ----------------
    dict(lang="hi", label=S, kind="howto", text="Python में किसी लिस्ट से डुप्लिकेट कैसे हटाएँ?"),
    dict(lang="hi", label=S, kind="debug_snippet", text="इस फ़ंक्शन में क्या गलती है?", code_lang="python",
         code='''def average(nums):
    total = 0
    for n in nums:
        total =+ n
    return total / len(nums)'''),
    dict(lang="hi", label=S, kind="regex",
         text="एक regex लिखो जो भारतीय मोबाइल नंबर (10 अंक, 6-9 से शुरू) मैच करे।"),
    dict(lang="hi", label=L, kind="fix_tests", text="फेल हो रहे टेस्ट ठीक करो।"),
    dict(lang="hi", label=L, kind="feature_across_files", text="इस प्रोजेक्ट में लॉगिन पेज जोड़ो और उसे बैकएंड से जोड़ो।"),
    dict(lang="hi", label=L, kind="diagnose_repo", text="ऐप स्टार्ट होते ही क्रैश क्यों हो रहा है? पता करो और ठीक करो।"),
]
