"""Synthetic repository content: projects, code, command output. All randomness via the passed rng."""

PROJECT_NAMES = ["acme-api", "billing-service", "shopfront", "ledger", "gpx-tools", "notify-hub", "orbit-cli",
                 "mapkit-web", "kv-lite", "reporting", "auth-gateway", "inventory", "photon-ui", "tasker",
                 "data-pipeline", "helpdesk", "fleet-tracker", "wiki-engine", "chat-relay", "payroll"]
USERS = ["dev", "maria", "jkowalski", "li.wei", "akira", "sam", "ana", "ozan", "pierre", "ngoc", "rahul", "eva"]

FN_NAMES = ["parse_header", "load_config", "normalize_path", "build_query", "retry_request", "chunk_items",
            "merge_settings", "compute_totals", "render_invoice", "validate_payload", "slugify", "refresh_token",
            "resolve_user", "apply_discount", "flush_queue", "read_manifest", "encode_cursor", "schedule_job",
            "format_amount", "collect_metrics", "sync_folder", "hash_password", "open_session", "paginate"]


def camel(name):
    p = name.split("_")
    return p[0] + "".join(x.title() for x in p[1:])


def pascal(name):
    return "".join(x.title() for x in name.split("_"))


PY_T = [
'''def {fn}(raw: str) -> dict:
    result = {{}}
    for line in raw.splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        key, _, value = line.partition(":")
        result[key.strip().lower()] = value.strip()
    return result
''',
'''def {fn}(session, url, attempts=3, backoff=0.5):
    last = None
    for i in range(attempts):
        try:
            resp = session.get(url, timeout=10)
            if resp.status_code == 429:
                time.sleep(backoff * (2 ** i))
                continue
            resp.raise_for_status()
            return resp.json()
        except requests.RequestException as exc:
            last = exc
    raise RuntimeError(f"gave up after {{attempts}} attempts") from last
''',
'''def {fn}(items, size):
    out = []
    for i in range(0, len(items) - 1, size):
        out.append(items[i:i + size])
    return out
''',
'''class {cls}:
    def __init__(self, ttl=60):
        self.ttl = ttl
        self._data = {{}}

    def get(self, key):
        entry = self._data.get(key)
        if entry is None:
            return None
        value, stamp = entry
        if time.monotonic() - stamp > self.ttl:
            return value
        return value

    def put(self, key, value):
        self._data[key] = (value, time.monotonic())
''',
'''def {fn}(rows, tax_rate=0.2):
    subtotal = sum(r["qty"] * r["price"] for r in rows)
    discount = 0
    if subtotal > 100:
        discount = subtotal * 0.05
    total = (subtotal - discount) * (1 + tax_rate)
    return round(total, 2)
''',
'''async def {fn}(client, user_id):
    resp = await client.get(f"/users/{{user_id}}")
    if resp.status != 200:
        return None
    data = await resp.json()
    return User(id=data["id"], email=data.get("email"), name=data.get("name", ""))
''',
'''def {fn}(payload: dict) -> list[str]:
    errors = []
    if "email" not in payload or "@" not in payload["email"]:
        errors.append("email is invalid")
    if len(payload.get("password", "")) < 8:
        errors.append("password too short")
    for field in ("name", "country"):
        if not payload.get(field):
            errors.append(f"{{field}} is required")
    return errors
''',
'''def {fn}(table, filters, limit=50):
    sql = f"SELECT * FROM {{table}}"
    clauses = []
    for key, value in filters.items():
        clauses.append(f"{{key}} = '{{value}}'")
    if clauses:
        sql += " WHERE " + " AND ".join(clauses)
    return sql + f" LIMIT {{limit}}"
''',
]

TS_T = [
'''export function {fn}(input: string): Record<string, string> {{
  const out: Record<string, string> = {{}};
  for (const line of input.split("\\n")) {{
    const idx = line.indexOf(":");
    if (idx < 0) continue;
    out[line.slice(0, idx).trim().toLowerCase()] = line.slice(idx + 1).trim();
  }}
  return out;
}}
''',
'''export async function {fn}(url: string, retries = 3): Promise<unknown> {{
  for (let i = 0; i <= retries; i++) {{
    const res = await fetch(url);
    if (res.ok) return res.json();
    if (res.status < 500) throw new Error(`request failed: ${{res.status}}`);
    await new Promise((r) => setTimeout(r, 200 * 2 ** i));
  }}
}}
''',
'''export function {fn}<T extends (...args: any[]) => void>(fn: T, wait = 300) {{
  let timer: ReturnType<typeof setTimeout> | undefined;
  return (...args: Parameters<T>) => {{
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => fn(...args), wait);
  }};
}}
''',
'''export function {cls}({{ items, onSelect }}: {{ items: Item[]; onSelect: (id: string) => void }}) {{
  const [query, setQuery] = useState("");
  const visible = items.filter((i) => i.name.toLowerCase().includes(query));
  return (
    <div className="list">
      <input value={{query}} onChange={{(e) => setQuery(e.target.value)}} />
      {{visible.map((i) => (
        <button key={{i.id}} onClick={{() => onSelect(i.id)}}>{{i.name}}</button>
      ))}}
    </div>
  );
}}
''',
'''export class {cls} {{
  private items = new Map<string, number>();

  add(key: string, n = 1) {{
    this.items.set(key, (this.items.get(key) ?? 0) + n);
  }}

  total(): number {{
    let sum = 0;
    this.items.forEach((v) => (sum += v));
    return sum;
  }}
}}
''',
]

GO_T = [
'''func {Fn}(r io.Reader) (map[string]string, error) {{
	out := make(map[string]string)
	sc := bufio.NewScanner(r)
	for sc.Scan() {{
		k, v, ok := strings.Cut(sc.Text(), ":")
		if !ok {{
			continue
		}}
		out[strings.ToLower(strings.TrimSpace(k))] = strings.TrimSpace(v)
	}}
	return out, sc.Err()
}}
''',
'''func (s *Server) {Fn}(w http.ResponseWriter, r *http.Request) {{
	id := r.URL.Query().Get("id")
	item, err := s.store.Get(r.Context(), id)
	if err != nil {{
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}}
	json.NewEncoder(w).Encode(item)
}}
''',
'''func {Fn}(jobs <-chan Job, workers int) <-chan Result {{
	results := make(chan Result)
	for i := 0; i < workers; i++ {{
		go func() {{
			for j := range jobs {{
				results <- j.Run()
			}}
		}}()
	}}
	return results
}}
''',
]

RS_T = [
'''pub fn {fn}(s: &str) -> Result<HashMap<String, String>, ParseError> {{
    let mut map = HashMap::new();
    for pair in s.split(';').filter(|p| !p.is_empty()) {{
        let (k, v) = pair.split_once('=').ok_or(ParseError::MissingEquals)?;
        map.insert(k.trim().to_string(), v.trim().to_string());
    }}
    Ok(map)
}}
''',
'''impl {cls} {{
    pub fn new(capacity: usize) -> Self {{
        Self {{ entries: Vec::with_capacity(capacity), capacity }}
    }}

    pub fn push(&mut self, item: Entry) {{
        if self.entries.len() == self.capacity {{
            self.entries.remove(0);
        }}
        self.entries.push(item);
    }}
}}
''',
]

JAVA_T = [
'''    public static Map<String, String> {Fn}(String raw) {{
        Map<String, String> out = new HashMap<>();
        for (String line : raw.split("\\n")) {{
            int idx = line.indexOf(':');
            if (idx < 0) continue;
            out.put(line.substring(0, idx).trim().toLowerCase(), line.substring(idx + 1).trim());
        }}
        return out;
    }}
''',
]

LANGS = {
    "python": dict(ext="py", t=PY_T, test="pytest -q", lint="ruff check .", build="python -m build",
                   head="import time\nimport requests\nfrom dataclasses import dataclass\n\n", fence="python",
                   dirs=["src/{pkg}", "src/{pkg}/api", "src/{pkg}/core", "tests"], comment="#"),
    "typescript": dict(ext="ts", t=TS_T, test="npm test", lint="npx eslint .", build="npm run build",
                       head='import { useState } from "react";\nimport type { Item } from "./types";\n\n', fence="ts",
                       dirs=["src", "src/components", "src/lib", "tests"], comment="//"),
    "go": dict(ext="go", t=GO_T, test="go test ./...", lint="golangci-lint run", build="go build ./...",
               head='package {pkg}\n\nimport (\n\t"bufio"\n\t"encoding/json"\n\t"io"\n\t"net/http"\n\t"strings"\n)\n\n',
               fence="go", dirs=["cmd/{pkg}", "internal/{pkg}", "internal/store", "pkg/api"], comment="//"),
    "rust": dict(ext="rs", t=RS_T, test="cargo test", lint="cargo clippy -- -D warnings", build="cargo build",
                 head="use std::collections::HashMap;\n\n", fence="rust", dirs=["src", "src/bin", "tests"], comment="//"),
    "java": dict(ext="java", t=JAVA_T, test="./gradlew test", lint="./gradlew check", build="./gradlew build",
                 head="package com.acme.{pkg};\n\nimport java.util.*;\n\npublic class Util {{\n", fence="java",
                 dirs=["src/main/java/com/acme/{pkg}", "src/test/java/com/acme/{pkg}"], comment="//"),
}
LANG_WEIGHTS = [("python", 5), ("typescript", 5), ("go", 2), ("rust", 1), ("java", 1)]


def wchoice(rng, pairs):
    tot = sum(w for _, w in pairs)
    x = rng.random() * tot
    for v, w in pairs:
        x -= w
        if x <= 0:
            return v
    return pairs[-1][0]


class Project:
    def __init__(self, rng):
        self.rng = rng
        self.name = rng.choice(PROJECT_NAMES)
        self.pkg = self.name.replace("-", "_")
        self.lang = wchoice(rng, LANG_WEIGHTS)
        self.L = LANGS[self.lang]
        self.os = wchoice(rng, [("linux", 5), ("darwin", 4), ("win32", 2)])
        user = rng.choice(USERS)
        if self.os == "win32":
            self.root = f"C:\\Users\\{user}\\code\\{self.name}"
            self.shell = "powershell"
        elif self.os == "darwin":
            self.root = f"/Users/{user}/src/{self.name}"
            self.shell = "zsh"
        else:
            self.root = f"/home/{user}/work/{self.name}"
            self.shell = "bash"
        self.branch = rng.choice(["main", "main", "develop", "feat/pagination", "fix/login-500", "chore/deps"])
        dirs = [d.format(pkg=self.pkg) for d in self.L["dirs"]]
        ext = self.L["ext"]
        names = rng.sample(FN_NAMES, 8)
        self.files = []
        for i, n in enumerate(names):
            d = dirs[i % len(dirs)]
            base = n.split("_")[0]
            if d.startswith("tests") or "/test/" in d:
                base = "test_" + base if self.lang == "python" else base + "_test"
            self.files.append(f"{d}/{base}.{ext}")
        extras = {"python": ["pyproject.toml", "README.md", ".github/workflows/ci.yml"],
                  "typescript": ["package.json", "tsconfig.json", "README.md", ".github/workflows/ci.yml"],
                  "go": ["go.mod", "Makefile", "README.md"], "rust": ["Cargo.toml", "README.md"],
                  "java": ["build.gradle", "settings.gradle", "README.md"]}[self.lang]
        self.files += extras
        self.fns = names

    def code_path(self):
        ext = self.L["ext"]
        c = [f for f in self.files if f.endswith("." + ext) and "test" not in f]
        return self.rng.choice(c or self.files)

    def test_path(self):
        c = [f for f in self.files if "test" in f]
        return self.rng.choice(c) if c else self.files[0]

    def abspath(self, p):
        if self.os == "win32":
            return self.root + "\\" + p.replace("/", "\\")
        return self.root + "/" + p


def fn_style(lang, name):
    if lang in ("typescript", "java"):
        return camel(name)
    if lang == "go":
        return pascal(name)
    return name


def func(rng, lang, name=None):
    L = LANGS[lang]
    name = name or rng.choice(FN_NAMES)
    t = rng.choice(L["t"])
    return t.format(fn=fn_style(lang, name) if lang != "python" and lang != "rust" else name,
                    Fn=pascal(name) if lang == "go" else camel(name), cls=pascal(name))


def snippet(rng, lang, target=None):
    return func(rng, lang, target)


def code_file(rng, proj, nfuncs=3, target=None, min_chars=0):
    L = proj.L
    parts = [L["head"].replace("{pkg}", proj.pkg).replace("{{", "{")]
    names = list(proj.fns)
    placed = False
    i = 0
    while i < nfuncs or len("".join(parts)) < min_chars:
        nm = names[i % len(names)]
        if i > len(names):
            nm = f"{nm}_{i}"
        if target and not placed and (i == nfuncs // 2 or (min_chars and len("".join(parts)) > min_chars / 2)):
            nm = target
            placed = True
        parts.append(func(rng, proj.lang, nm))
        parts.append("\n")
        i += 1
        if i > 2000:
            break
    if target and not placed:
        parts.append(func(rng, proj.lang, target))
    if proj.lang == "java":
        parts.append("}\n")
    return "".join(parts)


def numbered(text, style="cat", start=1, limit=None):
    lines = text.split("\n")
    if limit:
        lines = lines[:limit]
    if style == "cat":
        return "\n".join(f"{i:>6}\t{l}" for i, l in enumerate(lines, start))
    if style == "pipe":
        return "\n".join(f"{i} | {l}" for i, l in enumerate(lines, start))
    return "\n".join(f"{i}: {l}" for i, l in enumerate(lines, start))


def grep_out(rng, proj, pattern):
    rows = []
    for f in rng.sample(proj.files, min(len(proj.files), rng.randint(1, 5))):
        ln = rng.randint(3, 240)
        rows.append(f"{f}:{ln}:    {rng.choice(['if', 'return', 'def', 'const', 'let', 'for'])} ... {pattern} ...")
    return "\n".join(rows)


def ls_out(rng, proj, sub=None):
    entries = sorted(set(f.split("/")[0] + ("/" if "/" in f else "") for f in proj.files))
    if sub:
        entries = sorted(f for f in proj.files if f.startswith(sub)) or entries
    return "\n".join(entries)


def tree(proj):
    return "\n".join(sorted(proj.files))


def test_out(rng, proj, fail=True):
    tf = proj.test_path()
    n = rng.randint(8, 240)
    nf = rng.randint(1, 4) if fail else 0
    fn = rng.choice(proj.fns)
    if proj.lang == "python":
        head = (f"============================= test session starts ==============================\n"
                f"platform linux -- Python 3.11.{rng.randint(2, 9)}, pytest-8.{rng.randint(0, 3)}.0\n"
                f"rootdir: {proj.root}\ncollected {n} items\n\n{tf} ..{'F' * nf}....\n")
        if not fail:
            return head + f"\n============================== {n} passed in {rng.uniform(0.5, 30):.2f}s ==============================", 0
        body = (f"\n=================================== FAILURES ===================================\n"
                f"_________________________ test_{fn} _________________________\n\n"
                f"    def test_{fn}():\n>       assert {fn}(SAMPLE) == EXPECTED\n"
                f"E       AssertionError: assert {rng.randint(0, 9)} == {rng.randint(10, 99)}\n\n{tf}:{rng.randint(10, 90)}: AssertionError\n"
                f"=========================== short test summary info ============================\n"
                f"FAILED {tf}::test_{fn} - AssertionError\n"
                f"========================= {nf} failed, {n - nf} passed in {rng.uniform(0.5, 30):.2f}s =========================")
        return head + body, 1
    if proj.lang == "typescript":
        if not fail:
            return f" PASS  {tf}\n\nTest Suites: {rng.randint(2, 20)} passed\nTests:       {n} passed, {n} total\nTime:        {rng.uniform(1, 20):.3f} s", 0
        return (f" FAIL  {tf}\n  ● {camel(fn)} › handles empty input\n\n    expect(received).toEqual(expected)\n\n"
                f"    Expected: []\n    Received: undefined\n\n      at Object.<anonymous> ({tf}:{rng.randint(5, 80)}:{rng.randint(3, 30)})\n\n"
                f"Test Suites: {nf} failed, {rng.randint(2, 20)} passed\nTests:       {nf} failed, {n - nf} passed, {n} total"), 1
    if proj.lang == "go":
        if not fail:
            return f"ok  \tgithub.com/acme/{proj.name}/internal/{proj.pkg}\t{rng.uniform(0.01, 3):.3f}s", 0
        return (f"--- FAIL: Test{pascal(fn)} ({rng.uniform(0, 1):.2f}s)\n    {proj.pkg}_test.go:{rng.randint(10, 99)}: got {rng.randint(0, 9)}, want {rng.randint(10, 20)}\n"
                f"FAIL\nFAIL\tgithub.com/acme/{proj.name}/internal/{proj.pkg}\t{rng.uniform(0.01, 3):.3f}s\nFAIL"), 1
    if proj.lang == "rust":
        if not fail:
            return f"running {n} tests\ntest result: ok. {n} passed; 0 failed; 0 ignored", 0
        return (f"running {n} tests\ntest tests::{fn} ... FAILED\n\nfailures:\n\n---- tests::{fn} stdout ----\n"
                f"thread 'tests::{fn}' panicked at src/lib.rs:{rng.randint(10, 200)}:5:\nassertion `left == right` failed\n\n"
                f"test result: FAILED. {n - nf} passed; {nf} failed; 0 ignored"), 101
    if not fail:
        return f"> Task :test\n\nBUILD SUCCESSFUL in {rng.randint(3, 60)}s", 0
    return (f"> Task :test FAILED\n\nUtilTest > {camel(fn)}Works() FAILED\n    org.opentest4j.AssertionFailedError at UtilTest.java:{rng.randint(10, 99)}\n\n"
            f"{n} tests completed, {nf} failed\n\nFAILURE: Build failed with an exception."), 1


def lint_out(rng, proj):
    f = proj.code_path()
    if proj.lang == "python":
        rows = [f"{f}:{rng.randint(1, 200)}:{rng.randint(1, 40)}: {c}" for c in
                rng.sample(["F401 `os` imported but unused", "E501 Line too long (104 > 88)", "F841 Local variable `exc` is assigned to but never used",
                            "B006 Do not use mutable data structures for argument defaults", "E711 Comparison to `None` should be `cond is None`"], 2)]
        return "\n".join(rows) + f"\nFound {len(rows)} errors.", 1
    if proj.lang == "typescript":
        return (f"{f}\n  {rng.randint(1, 120)}:{rng.randint(1, 40)}  error  'x' is assigned a value but never used  @typescript-eslint/no-unused-vars\n"
                f"  {rng.randint(1, 120)}:{rng.randint(1, 40)}  error  Unexpected any. Specify a different type  @typescript-eslint/no-explicit-any\n\n✖ 2 problems (2 errors, 0 warnings)"), 1
    return f"{f}:{rng.randint(1, 120)}:{rng.randint(1, 40)}: unused variable `tmp`\n1 issue found", 1


def git_status(rng, proj):
    mods = rng.sample(proj.files, min(3, len(proj.files)))
    lines = [f"On branch {proj.branch}"]
    lines += [f"\tmodified:   {m}" for m in mods[:rng.randint(0, 3)]]
    if len(lines) == 1:
        lines.append("nothing to commit, working tree clean")
    return "\n".join(lines)


COMMITS = ["fix: handle empty header lines", "feat: add CSV export", "chore: bump deps", "refactor: split config loader",
           "test: cover retry backoff", "docs: update README", "fix(api): return 404 for missing orders",
           "perf: cache user lookups", "ci: run lint on PRs", "feat(ui): dark mode toggle", "Merge pull request #211 from team/fix-tz"]


def git_log(rng, n=5):
    return "\n".join(f"{rng.getrandbits(28):07x} {rng.choice(COMMITS)}" for _ in range(n))


def git_diff(rng, proj, pair):
    f = proj.code_path()
    old, new = pair
    a = rng.randint(5, 120)
    ctx = "\n".join(" " + l for l in func(rng, proj.lang).split("\n")[:3])
    minus = "\n".join("-" + l for l in old.split("\n"))
    plus = "\n".join("+" + l for l in new.split("\n"))
    return (f"diff --git a/{f} b/{f}\nindex {rng.getrandbits(28):07x}..{rng.getrandbits(28):07x} 100644\n--- a/{f}\n+++ b/{f}\n"
            f"@@ -{a},{3 + old.count(chr(10)) + 1} +{a},{3 + new.count(chr(10)) + 1} @@\n{ctx}\n{minus}\n{plus}\n")


def build_err(rng, proj):
    f = proj.code_path()
    if proj.lang == "typescript":
        return f"{f}({rng.randint(1, 90)},{rng.randint(1, 30)}): error TS2345: Argument of type 'string | undefined' is not assignable to parameter of type 'string'.\nFound 1 error.", 2
    if proj.lang == "rust":
        return f"error[E0308]: mismatched types\n --> {f}:{rng.randint(1, 90)}:{rng.randint(1, 30)}\n  |\n  = note: expected `usize`, found `i32`\nerror: could not compile `{proj.name}`", 101
    if proj.lang == "go":
        return f"# github.com/acme/{proj.name}/internal/{proj.pkg}\n{f}:{rng.randint(1, 90)}:{rng.randint(1, 30)}: undefined: cfg", 1
    return f"Traceback (most recent call last):\n  File \"{f}\", line {rng.randint(1, 90)}, in <module>\nModuleNotFoundError: No module named '{proj.pkg}.settings'", 1


def traceback_out(rng, proj):
    f = proj.code_path()
    fn = rng.choice(proj.fns)
    return (f"Traceback (most recent call last):\n  File \"{proj.abspath(f)}\", line {rng.randint(10, 200)}, in {fn}\n"
            f"    value = cache[key]\nKeyError: 'session_id'")
