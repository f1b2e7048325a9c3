from ._fmt import M

M("fn01", "function", "en", r'''
def chunk(items, size):
    out = []
    for i in range(0, len(items), size):
        out.append(items[i:i + size - 1])
    return out
''', asks=[
    ("en", "fix_snippet", "this drops an element per chunk, fix it"),
    ("en", "update_callers", "we copied this chunk helper into like 5 modules, replace them all with one fixed version"),
], summary="chunk(items, size) slices items[i:i+size-1], so every chunk loses its last element; it should slice items[i:i+size].")

M("fn02", "function", "en", r'''
function debounce(fn, wait) {
  let t;
  return function (...args) {
    clearTimeout(t);
    t = setTimeout(() => fn(args), wait);
  };
}
''', asks=[
    ("en", "fix_snippet", "args get passed as an array instead of spread, and `this` is lost. fix"),
    ("hi", "test_snippet", "iske liye jest tests likh do fake timers ke saath"),
])

M("fn03", "function", "en", r'''
func ParseDuration(s string) (time.Duration, error) {
	if strings.HasSuffix(s, "d") {
		n, err := strconv.Atoi(strings.TrimSuffix(s, "d"))
		if err != nil {
			return 0, err
		}
		return time.Duration(n) * 24 * time.Hour, nil
	}
	return time.ParseDuration(s)
}
''', asks=[
    ("en", "test_snippet", "table-driven tests for this, include 1d, 1.5d, -2d, empty"),
    ("uk", "document_snippet", "додай godoc-коментар до цієї функції"),
])

M("fn04", "function", "en", r'''
def is_valid_iban(iban: str) -> bool:
    iban = iban.replace(" ", "").upper()
    if len(iban) < 15 or len(iban) > 34:
        return False
    rearranged = iban[4:] + iban[:4]
    digits = ""
    for ch in rearranged:
        if ch.isdigit():
            digits += ch
        else:
            digits += str(ord(ch) - 55)
    return int(digits) % 97 == 1
''', asks=[
    ("en", "document_snippet", "add a docstring with an example"),
    ("nl", "test_snippet", "schrijf pytest-tests hiervoor met een geldige NL-IBAN en een paar foute"),
    ("de", "add_regression_tests", "nimm diese funktion aus unserem payments-modul und ergänz die regressionstests in der bestehenden suite"),
])

M("fn05", "function", "en", r'''
public static String slugify(String input) {
    String s = input.toLowerCase();
    s = s.replaceAll("[^a-z0-9]+", "-");
    s = s.replaceAll("^-|-$", "");
    return s;
}
''', asks=[
    ("tr", "fix_snippet", "Türkçe karakterler siliniyor, ş->s ğ->g gibi çevirecek şekilde düzelt"),
    ("tr", "update_callers", "slugify'ı düzelttikten sonra projede kendi slug fonksiyonunu yazan yerleri de buna çevir"),
])

M("fn06", "function", "en", r'''
async function fetchAllPages(url) {
  let page = 1;
  let results = [];
  while (true) {
    const res = await fetch(`${url}?page=${page}`);
    const data = await res.json();
    results = results.concat(data.items);
    if (data.items.length === 0) break;
    page++;
  }
  return results;
}
''', asks=[
    ("id", "refactor_snippet", "ubah jadi async generator biar nggak numpuk semua di memori"),
    ("id", "fix_snippet", "tambahin cek res.ok dan retry 3x kalau 429"),
])

M("fn07", "function", "en", r'''
SELECT c.id, c.name, SUM(o.total) AS revenue
FROM customers c
LEFT JOIN orders o ON o.customer_id = c.id
WHERE o.status = 'paid'
GROUP BY c.id
ORDER BY revenue DESC;
''', asks=[
    ("vi", "explain", "tại sao LEFT JOIN mà khách không có đơn vẫn bị mất?"),
    ("vi", "fix_snippet", "sửa query để giữ cả khách không có đơn paid, revenue = 0"),
])

M("fn08", "function", "en", r'''
fn parse_kv(line: &str) -> Option<(String, String)> {
    let mut parts = line.split('=');
    let k = parts.next()?.trim();
    let v = parts.next()?.trim();
    Some((k.to_string(), v.to_string()))
}
''', asks=[
    ("cs", "fix_snippet", "hodnota s '=' uvnitř se ořízne, oprav to pomocí split_once"),
    ("cs", "test_snippet", "napiš k tomu unit testy"),
])

M("fn09", "function", "en", r'''
<?php
function calculateDiscount($total, $coupon) {
    if ($coupon == 'VIP') return $total * 0.8;
    if ($coupon == 'SUMMER') return $total - 10;
    if ($coupon == 'NEWUSER' && $total > 50) return $total * 0.9;
    return $total;
}
''', asks=[
    ("ar", "refactor_snippet", "أعد كتابة الدالة بحيث تكون الكوبونات في مصفوفة إعدادات بدل if متكررة"),
    ("ar", "fix_snippet", "SUMMER ممكن يعطي مبلغ سالب، صلّح ذلك"),
])

M("fn10", "function", "en", r'''
def retry(fn, attempts=3, delay=1):
    for i in range(attempts):
        try:
            return fn()
        except Exception:
            time.sleep(delay)
    return fn()
''', asks=[
    ("ro", "fix_snippet", "ultima încercare e în plus și înghite orice excepție, repar-o cu backoff exponențial"),
    ("ro", "update_callers", "înlocuiește toate buclele de retry scrise de mână din proiect cu funcția asta reparată"),
])

M("fn11", "function", "en", r'''
export function groupBy(arr, key) {
  return arr.reduce((acc, x) => {
    (acc[x[key]] = acc[x[key]] || []).push(x);
    return acc;
  }, {});
}
''', asks=[
    ("th", "refactor_snippet", "เขียนใหม่เป็น TypeScript แบบมี generic type"),
    ("th", "document_snippet", "เขียน JSDoc ให้ฟังก์ชันนี้"),
])

M("fn12", "function", "en", r'''
def merge_intervals(xs):
    xs.sort()
    out = [xs[0]]
    for a, b in xs[1:]:
        if a < out[-1][1]:
            out[-1][1] = max(out[-1][1], b)
        else:
            out.append([a, b])
    return out
''', asks=[
    ("fa", "fix_snippet", "برای لیست خالی و بازه‌های چسبیده مثل [1,2],[2,3] درستش کن"),
    ("fa", "test_snippet", "براش تست pytest بنویس"),
])

M("fn13", "function", "en", r'''
CREATE OR REPLACE FUNCTION touch_updated_at() RETURNS trigger AS $$
BEGIN
  NEW.updated_at = now();
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
''', asks=[
    ("pl", "explain", "wyjaśnij co robi ta funkcja i jak ją podpiąć pod tabelę"),
    ("pl", "implement", "dodaj ten trigger do wszystkich tabel z kolumną updated_at w naszych migracjach"),
])

M("fn14", "function", "en", r'''
func (c *Cache) Get(key string) ([]byte, bool) {
	c.mu.Lock()
	e, ok := c.items[key]
	c.mu.Unlock()
	if !ok || time.Now().After(e.expires) {
		delete(c.items, key)
		return nil, false
	}
	return e.val, true
}
''', asks=[
    ("ja", "review_code", "この関数のレビューをお願い。delete がロックの外にあるのが気になる"),
    ("ja", "fix_snippet", "データ競合を直して"),
])
