"""Synthetic workspace content: code files, selections, diagnostics, terminal output,
git diffs, project trees, open tabs and rules files. All text is written here by hand
as templates; tokens like @FN@ are replaced (no str.format, so braces stay literal)."""

import difflib

NOUNS = ["order", "invoice", "user", "session", "token", "cache", "payment", "report", "shipment", "ticket",
         "metric", "config", "header", "record", "batch", "queue", "event", "account", "profile", "price",
         "coupon", "job", "task", "node", "route", "chunk", "buffer", "frame", "packet", "tenant", "webhook",
         "invite", "refund", "ledger", "asset", "upload", "comment", "rating", "schedule", "device"]
VERBS = ["parse", "load", "build", "validate", "compute", "render", "fetch", "merge", "normalize", "apply",
         "resolve", "format", "encode", "decode", "sync", "flush", "collect", "split", "filter", "sort",
         "update", "create", "remove", "retry", "schedule", "dedupe", "group", "summarize", "index", "prune"]
PROJECTS = ["billing-api", "atlas-web", "ingest-worker", "shopfront", "ledgerd", "pulse-dashboard", "auth-service",
            "mobile-bff", "catalog", "notifier", "data-pipeline", "kanban-lite", "fleet-tracker", "docs-site",
            "payments-core", "search-gateway", "inventory", "crm-backend", "geo-tiles", "chat-relay"]
USERS = ["alex", "mchen", "dev", "sofia", "jkowalski", "priya", "tom", "lena", "kenji", "omar", "runner"]
ORGS = ["acme", "northwind", "contoso", "globex", "initech", "umbrella", "wayne"]

LANGS = ["python", "typescript", "go", "java", "csharp", "rust", "javascript"]
EXT = {"python": "py", "typescript": "ts", "go": "go", "java": "java", "csharp": "cs", "rust": "rs",
       "javascript": "js"}
FENCE = {"python": "python", "typescript": "typescript", "go": "go", "java": "java", "csharp": "csharp",
         "rust": "rust", "javascript": "javascript"}
COMMENT = {"python": "#", "typescript": "//", "go": "//", "java": "//", "csharp": "//", "rust": "//",
           "javascript": "//"}
LANG_OF_EXT = {v: k for k, v in EXT.items()}


def snake(v, n):
    return f"{v}_{n}"


def camel(v, n):
    return v + n[0].upper() + n[1:]


def pascal(v, n):
    return v[0].upper() + v[1:] + n[0].upper() + n[1:]


NAMESTYLE = {"python": snake, "rust": snake, "typescript": camel, "javascript": camel, "java": camel,
             "go": pascal, "csharp": pascal}

# ---------------------------------------------------------------- templates
T = {}
T["python"] = [
'''@router.get("/@N@s/{item_id}")
async def @FN@(item_id: int, db: Session = Depends(get_db)):
    item = db.get(@NN@, item_id)
    if item is None:
        raise HTTPException(status_code=404, detail="@N@ not found")
    return item
''',
'''def @FN@(path, chunk_size=@C@):
    with open(path, "rb") as fh:
        while True:
            block = fh.read(chunk_size)
            if not block:
                break
            yield block
''',

'''def @FN@(@N@s, limit=@C@):
    result = []
    seen = set()
    for item in @N@s:
        key = item.get("id")
        if key is None or key in seen:
            continue
        seen.add(key)
        result.append(item)
        if len(result) >= limit:
            break
    return result
''',
'''def @FN@(raw):
    if not raw:
        return None
    parts = raw.strip().split(";")
    @N@ = {}
    for part in parts:
        if "=" not in part:
            continue
        name, _, value = part.partition("=")
        @N@[name.strip().lower()] = value.strip()
    return @N@
''',
'''class @NN@@KK@:
    def __init__(self, store, ttl=@C@):
        self.store = store
        self.ttl = ttl
        self._hits = 0

    def @FN@(self, key):
        entry = self.store.get(key)
        if entry is None:
            return None
        value, stamp = entry
        if time.time() - stamp > self.ttl:
            del self.store[key]
            return None
        self._hits += 1
        return value
''',
'''async def @FN@(client, @N@_id, retries=@R@):
    last_error = None
    for attempt in range(retries):
        try:
            resp = await client.get(f"/api/@N@s/{@N@_id}")
            resp.raise_for_status()
            return resp.json()
        except Exception as exc:  # noqa: BLE001
            last_error = exc
            await asyncio.sleep(0.2 * (attempt + 1))
    raise RuntimeError(f"could not load @N@ {@N@_id}") from last_error
''',
'''def @FN@(rows, field="@K@"):
    totals = defaultdict(float)
    for row in rows:
        bucket = row[field]
        totals[bucket] += float(row.get("amount", 0))
    ordered = sorted(totals.items(), key=lambda kv: kv[1], reverse=True)
    return [{"@K@": k, "total": round(v, 2)} for k, v in ordered]
''',
'''def @FN@(payload: dict) -> list[str]:
    errors = []
    if not payload.get("email") or "@" not in payload["email"]:
        errors.append("email is invalid")
    if payload.get("quantity", 1) < 1:
        errors.append("quantity must be positive")
    if len(payload.get("@K@", "")) > @C@:
        errors.append("@K@ is too long")
    return errors
''',
]
T["typescript"] = [
'''export function @FN@(): [@NN@[], (item: @NN@) => void] {
  const [items, setItems] = useState<@NN@[]>([]);
  useEffect(() => {
    let cancelled = false;
    api.list@NN@s().then((res) => {
      if (!cancelled) setItems(res);
    });
    return () => {
      cancelled = true;
    };
  }, []);
  const add = (item: @NN@) => setItems((prev) => [...prev, item]);
  return [items, add];
}
''',

'''export function @FN@(@N@s: @NN@[], limit = @C@): @NN@[] {
  const seen = new Set<string>();
  const out: @NN@[] = [];
  for (const item of @N@s) {
    if (!item.id || seen.has(item.id)) continue;
    seen.add(item.id);
    out.push(item);
    if (out.length >= limit) break;
  }
  return out;
}
''',
'''export async function @FN@(client: HttpClient, id: string, retries = @R@): Promise<@NN@> {
  let lastError: unknown;
  for (let attempt = 0; attempt < retries; attempt++) {
    try {
      const res = await client.get(`/api/@N@s/${id}`);
      if (!res.ok) throw new Error(`status ${res.status}`);
      return (await res.json()) as @NN@;
    } catch (err) {
      lastError = err;
      await new Promise((r) => setTimeout(r, 100 * (attempt + 1)));
    }
  }
  throw new Error(`could not load @N@ ${id}: ${String(lastError)}`);
}
''',
'''export function @FN@(raw: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!raw) return out;
  for (const part of raw.split(";")) {
    const idx = part.indexOf("=");
    if (idx < 0) continue;
    out[part.slice(0, idx).trim().toLowerCase()] = part.slice(idx + 1).trim();
  }
  return out;
}
''',
'''export class @NN@@KK@ {
  private hits = 0;
  constructor(private readonly store: Map<string, [unknown, number]>, private readonly ttlMs = @C@000) {}

  @FN@(key: string): unknown | undefined {
    const entry = this.store.get(key);
    if (!entry) return undefined;
    const [value, stamp] = entry;
    if (Date.now() - stamp > this.ttlMs) {
      this.store.delete(key);
      return undefined;
    }
    this.hits++;
    return value;
  }
}
''',
'''export function @FN@(rows: Array<{ @K@: string; amount?: number }>): Array<{ @K@: string; total: number }> {
  const totals = new Map<string, number>();
  for (const row of rows) {
    totals.set(row.@K@, (totals.get(row.@K@) ?? 0) + (row.amount ?? 0));
  }
  return [...totals.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([k, total]) => ({ @K@: k, total: Math.round(total * 100) / 100 }));
}
''',
]
T["javascript"] = [
'''export function @FN@(items, limit = @C@) {
  const seen = new Set();
  return items
    .filter((it) => {
      if (!it || seen.has(it.id)) return false;
      seen.add(it.id);
      return true;
    })
    .slice(0, limit);
}
''',
'''export async function @FN@(id, { retries = @R@ } = {}) {
  for (let i = 0; i < retries; i++) {
    const res = await fetch(`/api/@N@s/${id}`);
    if (res.ok) return res.json();
    await new Promise((r) => setTimeout(r, 200 * (i + 1)));
  }
  throw new Error(`@N@ ${id} unavailable`);
}
''',
'''export function @FN@(form) {
  const errors = {};
  if (!form.email || !/^[^@\\s]+@[^@\\s]+$/.test(form.email)) errors.email = "invalid email";
  if (!form.@K@) errors.@K@ = "required";
  if (form.quantity != null && form.quantity < 1) errors.quantity = "must be at least 1";
  return errors;
}
''',
'''export function @FN@(state = initialState, action) {
  switch (action.type) {
    case "@N@/added":
      return { ...state, items: [...state.items, action.payload] };
    case "@N@/removed":
      return { ...state, items: state.items.filter((x) => x.id !== action.payload) };
    default:
      return state;
  }
}
''',
]
T["go"] = [
'''func (h *Handler) @FN@(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("id")
	if id == "" {
		http.Error(w, "missing id", http.StatusBadRequest)
		return
	}
	item, err := h.store.Get(r.Context(), id)
	if errors.Is(err, ErrNotFound) {
		http.Error(w, "not found", http.StatusNotFound)
		return
	}
	if err != nil {
		h.log.Error("get @N@", "id", id, "err", err)
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(item)
}
''',
'''func (c *@NN@Cache) @FN@(key string) (@NN@, bool) {
	c.mu.RLock()
	e, ok := c.items[key]
	c.mu.RUnlock()
	if !ok || time.Since(e.at) > c.ttl {
		return @NN@{}, false
	}
	return e.val, true
}
''',

'''func @FN@(@N@s []@NN@, limit int) []@NN@ {
	seen := make(map[string]struct{}, len(@N@s))
	out := make([]@NN@, 0, limit)
	for _, it := range @N@s {
		if it.ID == "" {
			continue
		}
		if _, ok := seen[it.ID]; ok {
			continue
		}
		seen[it.ID] = struct{}{}
		out = append(out, it)
		if len(out) >= limit {
			break
		}
	}
	return out
}
''',
'''func (s *@NN@Service) @FN@(ctx context.Context, id string) (*@NN@, error) {
	var lastErr error
	for attempt := 0; attempt < @R@; attempt++ {
		item, err := s.repo.Get(ctx, id)
		if err == nil {
			return item, nil
		}
		lastErr = err
		select {
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-time.After(time.Duration(attempt+1) * 100 * time.Millisecond):
		}
	}
	return nil, fmt.Errorf("load @N@ %s: %w", id, lastErr)
}
''',
'''func @FN@(raw string) map[string]string {
	out := map[string]string{}
	for _, part := range strings.Split(raw, ";") {
		k, v, ok := strings.Cut(part, "=")
		if !ok {
			continue
		}
		out[strings.ToLower(strings.TrimSpace(k))] = strings.TrimSpace(v)
	}
	return out
}
''',
'''func @FN@(rows []Row) []Total {
	totals := map[string]float64{}
	for _, r := range rows {
		totals[r.@KK@] += r.Amount
	}
	out := make([]Total, 0, len(totals))
	for k, v := range totals {
		out = append(out, Total{Key: k, Sum: math.Round(v*100) / 100})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Sum > out[j].Sum })
	return out
}
''',
]
T["java"] = [
'''    @GetMapping("/@N@s/{id}")
    public ResponseEntity<@NN@Dto> @FN@(@PathVariable String id) {
        return repository.findOptional(id)
                .map(mapper::toDto)
                .map(ResponseEntity::ok)
                .orElseGet(() -> ResponseEntity.notFound().build());
    }
''',
'''    public synchronized void @FN@(@NN@ item) {
        if (item == null) {
            throw new IllegalArgumentException("@N@ must not be null");
        }
        pending.addLast(item);
        if (pending.size() > @C@) {
            pending.removeFirst();
            log.debug("dropped oldest @N@, queue full");
        }
    }
''',

'''    public List<@NN@> @FN@(List<@NN@> items, int limit) {
        Set<String> seen = new HashSet<>();
        List<@NN@> out = new ArrayList<>();
        for (@NN@ item : items) {
            if (item.getId() == null || !seen.add(item.getId())) {
                continue;
            }
            out.add(item);
            if (out.size() >= limit) {
                break;
            }
        }
        return out;
    }
''',
'''    public Optional<@NN@> @FN@(String id) {
        for (int attempt = 0; attempt < @R@; attempt++) {
            try {
                return Optional.ofNullable(repository.findById(id));
            } catch (TransientDataAccessException e) {
                log.warn("retrying @N@ {} after attempt {}", id, attempt, e);
                sleepQuietly(100L * (attempt + 1));
            }
        }
        return Optional.empty();
    }
''',
'''    public Map<String, String> @FN@(String raw) {
        Map<String, String> out = new LinkedHashMap<>();
        if (raw == null || raw.isBlank()) {
            return out;
        }
        for (String part : raw.split(";")) {
            int idx = part.indexOf('=');
            if (idx < 0) continue;
            out.put(part.substring(0, idx).trim().toLowerCase(Locale.ROOT), part.substring(idx + 1).trim());
        }
        return out;
    }
''',
'''    public BigDecimal @FN@(List<@NN@> items) {
        BigDecimal total = BigDecimal.ZERO;
        for (@NN@ item : items) {
            if (item.getAmount() == null) continue;
            total = total.add(item.getAmount().multiply(BigDecimal.valueOf(item.getQuantity())));
        }
        return total.setScale(2, RoundingMode.HALF_UP);
    }
''',
]
T["csharp"] = [
'''        public async Task<IActionResult> @FN@(string id, CancellationToken ct)
        {
            var item = await _repository.FindAsync(id, ct);
            if (item is null)
            {
                return NotFound();
            }
            _logger.LogInformation("Loaded @N@ {Id}", id);
            return Ok(item);
        }
''',
'''        public Dictionary<string, string> @FN@(string? raw)
        {
            var result = new Dictionary<string, string>(StringComparer.OrdinalIgnoreCase);
            if (string.IsNullOrWhiteSpace(raw)) return result;
            foreach (var part in raw.Split(';', StringSplitOptions.RemoveEmptyEntries))
            {
                var idx = part.IndexOf('=');
                if (idx <= 0) continue;
                result[part[..idx].Trim()] = part[(idx + 1)..].Trim();
            }
            return result;
        }
''',

'''        public async Task<@NN@?> @FN@(string id, CancellationToken ct = default)
        {
            for (var attempt = 0; attempt < @R@; attempt++)
            {
                try
                {
                    return await _repository.FindAsync(id, ct);
                }
                catch (DbUpdateException ex) when (attempt < @R@ - 1)
                {
                    _logger.LogWarning(ex, "Retrying @N@ {Id}", id);
                    await Task.Delay(100 * (attempt + 1), ct);
                }
            }
            return null;
        }
''',
'''        public IReadOnlyList<@NN@> @FN@(IEnumerable<@NN@> items, int limit = @C@)
        {
            var seen = new HashSet<string>();
            var result = new List<@NN@>();
            foreach (var item in items)
            {
                if (string.IsNullOrEmpty(item.Id) || !seen.Add(item.Id)) continue;
                result.Add(item);
                if (result.Count >= limit) break;
            }
            return result;
        }
''',
'''        public decimal @FN@(IEnumerable<@NN@> items)
        {
            decimal total = 0m;
            foreach (var item in items)
            {
                if (item.Price is null) continue;
                total += item.Price.Value * item.Quantity;
            }
            return Math.Round(total, 2, MidpointRounding.AwayFromZero);
        }
''',
]
T["rust"] = [
'''impl @NN@Store {
    pub fn @FN@(&self, key: &str) -> Option<@NN@> {
        let guard = self.inner.read().expect("lock poisoned");
        let entry = guard.get(key)?;
        if entry.inserted.elapsed() > self.ttl {
            return None;
        }
        Some(entry.value.clone())
    }
}
''',
'''pub fn @FN@(rows: &[Row]) -> Vec<(String, f64)> {
    let mut totals: HashMap<String, f64> = HashMap::new();
    for r in rows {
        *totals.entry(r.@K@.clone()).or_insert(0.0) += r.amount;
    }
    let mut out: Vec<_> = totals.into_iter().collect();
    out.sort_by(|a, b| b.1.partial_cmp(&a.1).unwrap_or(std::cmp::Ordering::Equal));
    out
}
''',

'''pub fn @FN@(@N@s: &[@NN@], limit: usize) -> Vec<@NN@> {
    let mut seen = HashSet::new();
    let mut out = Vec::with_capacity(limit);
    for item in @N@s {
        if item.id.is_empty() || !seen.insert(item.id.clone()) {
            continue;
        }
        out.push(item.clone());
        if out.len() >= limit {
            break;
        }
    }
    out
}
''',
'''pub fn @FN@(raw: &str) -> HashMap<String, String> {
    raw.split(';')
        .filter_map(|part| part.split_once('='))
        .map(|(k, v)| (k.trim().to_lowercase(), v.trim().to_string()))
        .collect()
}
''',
'''pub async fn @FN@(client: &Client, id: &str) -> Result<@NN@, Error> {
    let mut last_err = None;
    for attempt in 0..@R@ {
        match client.get(&format!("/api/@N@s/{id}")).send().await {
            Ok(resp) => return Ok(resp.error_for_status()?.json::<@NN@>().await?),
            Err(e) => {
                last_err = Some(e);
                tokio::time::sleep(Duration::from_millis(100 * (attempt + 1))).await;
            }
        }
    }
    Err(Error::Unavailable(last_err.map(|e| e.to_string()).unwrap_or_default()))
}
''',
]

HEADERS = {
    "python": "import asyncio\nimport time\nfrom collections import defaultdict\n\n\n",
    "typescript": 'import type { HttpClient } from "../http/client";\nimport type { @NN@ } from "../types";\n\n',
    "javascript": 'const initialState = { items: [], loading: false };\n\n',
    "go": "package @PKG@\n\nimport (\n\t\"context\"\n\t\"encoding/json\"\n\t\"errors\"\n\t\"fmt\"\n\t\"math\"\n\t\"net/http\"\n\t\"sort\"\n\t\"strings\"\n\t\"time\"\n)\n\n",
    "rust": "use std::collections::{HashMap, HashSet};\nuse std::time::Duration;\n\nuse reqwest::Client;\n\nuse crate::error::Error;\nuse crate::model::@NN@;\n\n",
    "java": ("package com.@ORG@.@PKG@;\n\nimport java.math.BigDecimal;\nimport java.math.RoundingMode;\nimport java.util.*;\n\n"
             "import org.slf4j.Logger;\nimport org.slf4j.LoggerFactory;\nimport org.springframework.stereotype.Service;\n\n"
             "@Service\npublic class @NN@Service {\n\n    private static final Logger log = LoggerFactory.getLogger(@NN@Service.class);\n"
             "    private final @NN@Repository repository;\n\n    public @NN@Service(@NN@Repository repository) {\n"
             "        this.repository = repository;\n    }\n\n"),
    "csharp": ("using System;\nusing System.Collections.Generic;\nusing System.Threading;\nusing System.Threading.Tasks;\n"
               "using Microsoft.Extensions.Logging;\n\nnamespace @ORGP@.@NN@s\n{\n    public class @NN@Service\n    {\n"
               "        private readonly I@NN@Repository _repository;\n        private readonly ILogger<@NN@Service> _logger;\n\n"
               "        public @NN@Service(I@NN@Repository repository, ILogger<@NN@Service> logger)\n        {\n"
               "            _repository = repository;\n            _logger = logger;\n        }\n\n"),
}
FOOTERS = {"java": "}\n", "csharp": "    }\n}\n"}


def _cap(s):
    return s[0].upper() + s[1:]


def plural(n):
    return n + ("es" if n.endswith(("s", "x", "ch", "sh")) else "s")


def _fill(tpl, m):
    for k, v in m.items():
        tpl = tpl.replace(k, v)
    return tpl


def file_path(rng, lang, noun, ws=None):
    org = ws["org"] if ws else rng.choice(ORGS)
    pkg = ws["pkg"] if ws else plural(noun)
    lay = ws["layout"] if ws else rng.randint(0, 2)
    ns = plural(noun)
    if lang == "python":
        return [f"src/{pkg}/{ns}.py", f"{pkg}/services/{noun}_service.py", f"app/{noun}/logic.py"][lay]
    if lang == "typescript":
        return [f"src/{noun}/{noun}.service.ts", f"src/lib/{ns}.ts", f"packages/core/src/{noun}.ts"][lay]
    if lang == "javascript":
        return [f"src/lib/{noun}.js", f"src/store/{noun}Slice.js", f"server/{ns}.js"][lay]
    if lang == "go":
        return [f"internal/{noun}/{noun}.go", f"pkg/{ns}/service.go", f"internal/{noun}/{noun}.go"][lay]
    if lang == "java":
        return f"src/main/java/com/{org}/{pkg}/{_cap(noun)}Service.java"
    if lang == "csharp":
        return f"src/{_cap(org)}.{_cap(ns)}/{_cap(noun)}Service.cs"
    return [f"src/{noun}.rs", f"crates/core/src/{noun}.rs", f"src/{noun}.rs"][lay]


def make_file(rng, lang, target=2000, ws=None, path=None, noun=None):
    """Build a source file of roughly `target` bytes. Returns dict with path, lang, text, fns (name -> (start,end,text))."""
    noun = noun or rng.choice(NOUNS)
    m0 = {"@NN@": _cap(noun), "@PKG@": (ws["pkg"] if ws else plural(noun)), "@ORG@": (ws["org"] if ws else "acme"),
          "@ORGP@": _cap(ws["org"] if ws else "acme")}
    text = _fill(HEADERS[lang], m0)
    fns = {}
    used = set()
    tpls = T[lang]
    i = 0
    while len(text) < target or not fns:
        v = rng.choice(VERBS)
        n = noun if (i == 0 or rng.random() < 0.5) else rng.choice(NOUNS)
        name = NAMESTYLE[lang](v, n)
        if name in used:
            name = NAMESTYLE[lang](v, n + rng.choice(["s", "all", "batch", "v2", "safe", "now"]))
            if name in used:
                i += 1
                continue
        used.add(name)
        k = rng.choice(NOUNS)
        m = dict(m0)
        m.update({"@FN@": name, "@N@": n, "@NN@": _cap(n) if lang not in ("java", "csharp") else _cap(noun),
                  "@K@": k, "@KK@": _cap(k), "@C@": str(rng.choice([10, 20, 50, 100, 250, 500])),
                  "@R@": str(rng.choice([2, 3, 5]))})
        body = _fill(rng.choice(tpls), m)
        start = text.count("\n") + 1
        text += body + "\n"
        end = start + body.count("\n") - 1
        fns[name] = (start, end, body.rstrip("\n"))
        i += 1
        if i > 400:
            break
    text += _fill(FOOTERS.get(lang, ""), m0)
    return {"path": path or file_path(rng, lang, noun, ws), "lang": lang, "text": text, "fns": fns, "noun": noun}


def pick_fn(rng, f):
    name = rng.choice(sorted(f["fns"]))
    s, e, body = f["fns"][name]
    return name, s, e, body


# ---------------------------------------------------------------- workspace
def make_workspace(rng, lang=None):
    lang = lang or rng.choice(LANGS)
    proj = rng.choice(PROJECTS)
    user = rng.choice(USERS)
    osn = rng.choices(["darwin", "linux", "win32"], [4, 3, 3])[0]
    if osn == "darwin":
        root = f"/Users/{user}/code/{proj}"
        shell = "/bin/zsh"
    elif osn == "linux":
        root = f"/home/{user}/src/{proj}"
        shell = "/bin/bash"
    else:
        root = f"c:/Users/{user}/source/repos/{proj}"
        shell = "C:\\Windows\\System32\\WindowsPowerShell\\v1.0\\powershell.exe"
    org = rng.choice(ORGS)
    pkg = proj.replace("-", "_") if lang in ("python", "rust") else proj.split("-")[0]
    ws = {"lang": lang, "proj": proj, "user": user, "os": osn, "root": root, "shell": shell, "org": org, "pkg": pkg,
          "layout": rng.randint(0, 2)}
    nouns = rng.sample(NOUNS, 7)
    files = []
    for n in nouns:
        files.append(file_path(rng, lang, n, ws))
    ext = EXT[lang]
    extras = {
        "python": ["pyproject.toml", "README.md", ".gitignore", f"tests/test_{plural(nouns[0])}.py", f"tests/test_{plural(nouns[1])}.py",
                   "tests/conftest.py", ".github/workflows/ci.yml", "Makefile"],
        "typescript": ["package.json", "tsconfig.json", "README.md", ".eslintrc.cjs", f"src/{nouns[0]}/{nouns[0]}.test.ts",
                       "vite.config.ts", ".github/workflows/ci.yml", "src/index.ts", "src/types.ts"],
        "javascript": ["package.json", "README.md", ".eslintrc.json", f"src/lib/{nouns[0]}.test.js", "src/index.js",
                       "webpack.config.js"],
        "go": ["go.mod", "go.sum", "README.md", "Makefile", "cmd/server/main.go", f"internal/{nouns[0]}/{nouns[0]}_test.go",
               ".golangci.yml"],
        "java": ["pom.xml", "README.md", "src/main/resources/application.yml",
                 f"src/test/java/com/{org}/{pkg}/{_cap(nouns[0])}ServiceTest.java", "mvnw", ".github/workflows/build.yml"],
        "csharp": [f"{_cap(org)}.{_cap(pkg)}.sln", "README.md", f"tests/{_cap(org)}.Tests/{_cap(nouns[0])}ServiceTests.cs",
                   "Directory.Build.props", "src/Api/Program.cs", "src/Api/appsettings.json"],
        "rust": ["Cargo.toml", "Cargo.lock", "README.md", "src/main.rs", "src/lib.rs", "src/error.rs", "tests/integration.rs"],
    }[lang]
    files = sorted(set(files + extras))
    ws["files"] = files
    ws["src_files"] = [f for f in files if f.endswith("." + ext)]
    ws["dirs"] = sorted({f.rsplit("/", 1)[0] for f in files if "/" in f})
    return ws


def abspath(ws, rel):
    return ws["root"] + "/" + rel


def tree_text(ws, style="plain"):
    lines = []
    if style == "indent":
        seen = set()
        for f in ws["files"]:
            parts = f.split("/")
            for d in range(len(parts) - 1):
                key = "/".join(parts[:d + 1])
                if key not in seen:
                    seen.add(key)
                    lines.append("  " * d + parts[d] + "/")
            lines.append("  " * (len(parts) - 1) + parts[-1])
        return "\n".join(lines)
    dirs = set()
    for f in ws["files"]:
        parts = f.split("/")
        for d in range(1, len(parts)):
            dirs.add("/".join(parts[:d]) + "/")
    return "\n".join(sorted(set(ws["files"]) | dirs))


# ---------------------------------------------------------------- diagnostics
DIAG_MSGS = {
    "python": [("error", "Argument of type \"str | None\" cannot be assigned to parameter \"key\" of type \"str\"", "Pylance"),
               ("error", "\"@X@\" is not defined", "Pylance"),
               ("warning", "Import \"requests\" could not be resolved from source", "Pylance"),
               ("warning", "F841 Local variable `@X@` is assigned to but never used", "Ruff"),
               ("error", "Object of type \"None\" is not subscriptable", "Pylance")],
    "typescript": [("error", "Property '@X@' does not exist on type '@T@'.", "ts(2339)"),
                   ("error", "Parameter 'e' implicitly has an 'any' type.", "ts(7006)"),
                   ("warning", "'@X@' is declared but its value is never read.", "ts(6133)"),
                   ("error", "Type 'string | undefined' is not assignable to type 'string'.", "ts(2322)"),
                   ("warning", "React Hook useEffect has a missing dependency: '@X@'.", "eslint(react-hooks/exhaustive-deps)")],
    "javascript": [("error", "'@X@' is not defined.", "eslint(no-undef)"),
                   ("warning", "'@X@' is assigned a value but never used.", "eslint(no-unused-vars)"),
                   ("warning", "Expected '===' and instead saw '=='.", "eslint(eqeqeq)")],
    "go": [("error", "undefined: @X@", "compiler"), ("error", "declared and not used: @X@", "compiler"),
           ("warning", "error return value not checked", "errcheck"),
           ("error", "cannot use @X@ (variable of type string) as int value in argument", "compiler")],
    "java": [("error", "Cannot resolve symbol '@X@'", "java"), ("warning", "Unchecked cast: 'java.lang.Object' to 'java.util.List<@T@>'", "java"),
             ("warning", "Method invocation '@X@' may produce 'NullPointerException'", "java"),
             ("error", "Incompatible types. Found: 'int', required: 'java.lang.String'", "java")],
    "csharp": [("warning", "CS8602: Dereference of a possibly null reference.", "csharp"),
               ("error", "CS0103: The name '@X@' does not exist in the current context", "csharp"),
               ("warning", "CS1998: This async method lacks 'await' operators and will run synchronously.", "csharp")],
    "rust": [("error", "borrow of moved value: `@X@`", "rustc(E0382)"), ("warning", "unused variable: `@X@`", "rustc"),
             ("error", "mismatched types: expected `&str`, found `String`", "rustc(E0308)")],
}


def make_diagnostics(rng, ws, f=None, n=None, spread=False):
    lang = ws["lang"]
    n = n or rng.randint(1, 6)
    items = []
    paths = ws["src_files"] if spread else [f["path"] if f else rng.choice(ws["src_files"])]
    for _ in range(n):
        sev, msg, src = rng.choice(DIAG_MSGS[lang])
        msg = msg.replace("@X@", rng.choice(["item", "resp", "cfg", "userId", "ctx", "total", "raw", "opts"]))
        msg = msg.replace("@T@", _cap(rng.choice(NOUNS)))
        items.append({"path": rng.choice(paths), "line": rng.randint(3, 180), "col": rng.randint(1, 40),
                      "severity": sev, "message": msg, "source": src})
    items.sort(key=lambda d: (d["path"], d["line"]))
    return items


def diagnostics_text(items, style="vscode"):
    out = []
    for d in items:
        if style == "compact":
            out.append(f"{d['path']}:{d['line']}:{d['col']} {d['severity']}: {d['message']} [{d['source']}]")
        else:
            out.append(f"{d['path']}\n- [{d['source']} {_cap(d['severity'])}] Line {d['line']}: {d['message']}")
    return "\n".join(out)


# ---------------------------------------------------------------- terminal output
def test_command(ws):
    return {"python": "pytest -q", "typescript": "npm test", "javascript": "npm test", "go": "go test ./...",
            "java": "./mvnw -q test", "csharp": "dotnet test", "rust": "cargo test"}[ws["lang"]]


def build_command(ws):
    return {"python": "python -m compileall -q src", "typescript": "npm run build", "javascript": "npm run build",
            "go": "go build ./...", "java": "./mvnw -q -DskipTests package", "csharp": "dotnet build",
            "rust": "cargo build"}[ws["lang"]]


def test_output(rng, ws, failing=True):
    lang = ws["lang"]
    fn = NAMESTYLE[lang](rng.choice(VERBS), rng.choice(NOUNS))
    n_pass = rng.randint(8, 140)
    n_fail = rng.randint(1, 4) if failing else 0
    src = rng.choice(ws["src_files"])
    line = rng.randint(10, 200)
    if lang == "python":
        if not failing:
            return f"{'.' * min(n_pass, 60)}\n{n_pass} passed in {rng.randint(1, 30)}.{rng.randint(10, 99)}s"
        return (f"{'.' * min(n_pass, 40)}F{'.' * 5}\n=================================== FAILURES ===================================\n"
                f"______________________________ test_{fn} ______________________________\n\n"
                f"    def test_{fn}():\n>       assert {fn}([]) == []\nE       AssertionError: assert None == []\n"
                f"E        +  where None = {fn}([])\n\ntests/test_{fn.split('_')[-1]}.py:{line}: AssertionError\n"
                f"=========================== short test summary info ============================\n"
                f"FAILED tests/test_{fn.split('_')[-1]}.py::test_{fn} - AssertionError: assert None == []\n"
                f"{n_fail} failed, {n_pass} passed in {rng.randint(1, 30)}.{rng.randint(10, 99)}s")
    if lang in ("typescript", "javascript"):
        if not failing:
            return f"Test Suites: {rng.randint(3, 30)} passed\nTests:       {n_pass} passed, {n_pass} total\nTime:        {rng.randint(2, 40)}.{rng.randint(100, 999)} s"
        return (f" FAIL  {src.replace('.ts', '.test.ts').replace('.js', '.test.js')}\n  ● {fn} › returns an empty list for empty input\n\n"
                f"    expect(received).toEqual(expected) // deep equality\n\n    Expected: []\n    Received: undefined\n\n"
                f"      at Object.<anonymous> ({src}:{line}:{rng.randint(5, 30)})\n\n"
                f"Test Suites: 1 failed, {rng.randint(3, 20)} passed\nTests:       {n_fail} failed, {n_pass} passed, {n_pass + n_fail} total")
    if lang == "go":
        if not failing:
            return f"ok  \tgithub.com/{ws['org']}/{ws['proj']}/internal/{rng.choice(NOUNS)}\t0.{rng.randint(10, 99)}s"
        return (f"--- FAIL: Test{fn} ({0}.00s)\n    {src.rsplit('/', 1)[-1].replace('.go', '_test.go')}:{line}: got <nil>, want []\n"
                f"FAIL\nFAIL\tgithub.com/{ws['org']}/{ws['proj']}/{src.rsplit('/', 1)[0]}\t0.{rng.randint(10, 99)}s\nFAIL")
    if lang == "java":
        if not failing:
            return f"[INFO] Tests run: {n_pass}, Failures: 0, Errors: 0, Skipped: 0\n[INFO] BUILD SUCCESS"
        return (f"[ERROR] Tests run: {n_pass + n_fail}, Failures: {n_fail}, Errors: 0, Skipped: 0\n"
                f"[ERROR] {fn}ReturnsEmptyList  Time elapsed: 0.0{rng.randint(1, 9)} s  <<< FAILURE!\n"
                f"org.opentest4j.AssertionFailedError: expected: <[]> but was: <null>\n[INFO] BUILD FAILURE")
    if lang == "csharp":
        if not failing:
            return f"Passed!  - Failed:     0, Passed:   {n_pass}, Skipped:     0, Total:   {n_pass}"
        return (f"  Failed {_cap(fn)}_ReturnsEmpty [{rng.randint(1, 90)} ms]\n  Error Message:\n   Assert.Empty() Failure: Collection was null\n"
                f"Failed!  - Failed:     {n_fail}, Passed:   {n_pass}, Skipped:     0, Total:   {n_pass + n_fail}")
    if not failing:
        return f"test result: ok. {n_pass} passed; 0 failed; 0 ignored; 0 measured; 0 filtered out"
    return (f"---- tests::{fn}_empty stdout ----\nthread 'tests::{fn}_empty' panicked at {src}:{line}:9:\n"
            f"assertion `left == right` failed\n  left: None\n right: Some([])\n\nfailures:\n    tests::{fn}_empty\n\n"
            f"test result: FAILED. {n_pass} passed; {n_fail} failed; 0 ignored")


def error_output(rng, ws):
    """Terminal text a user might attach: a crash or build error (no agent action involved)."""
    lang = ws["lang"]
    src = rng.choice(ws["src_files"])
    line = rng.randint(10, 200)
    fn = NAMESTYLE[lang](rng.choice(VERBS), rng.choice(NOUNS))
    if lang == "python":
        return (f"Traceback (most recent call last):\n  File \"{src}\", line {line}, in {fn}\n    value = payload[\"{rng.choice(NOUNS)}\"][0]\n"
                f"TypeError: 'NoneType' object is not subscriptable")
    if lang in ("typescript", "javascript"):
        return rng.choice([
            f"TypeError: Cannot read properties of undefined (reading 'map')\n    at {fn} ({src}:{line}:{rng.randint(5, 30)})\n    at processTicksAndRejections (node:internal/process/task_queues:95:5)",
            f"{src}:{line}:{rng.randint(3, 20)} - error TS2345: Argument of type 'string | undefined' is not assignable to parameter of type 'string'.\n\nFound 1 error in {src}:{line}",
            f"Error: connect ECONNREFUSED 127.0.0.1:5432\n    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1555:16)"])
    if lang == "go":
        return rng.choice([f"# github.com/{ws['org']}/{ws['proj']}/{src.rsplit('/', 1)[0]}\n./{src.rsplit('/', 1)[-1]}:{line}:14: undefined: {fn}",
                           f"panic: runtime error: invalid memory address or nil pointer dereference\n[signal SIGSEGV: segmentation violation code=0x1 addr=0x0 pc=0x6b1a2e]\n\ngoroutine 1 [running]:\nmain.{fn}(...)\n\t{src}:{line}"])
    if lang == "java":
        return (f"Exception in thread \"main\" java.lang.NullPointerException: Cannot invoke \"String.trim()\" because \"raw\" is null\n"
                f"\tat com.{ws['org']}.{ws['pkg']}.{_cap(rng.choice(NOUNS))}Service.{fn}({src.rsplit('/', 1)[-1]}:{line})")
    if lang == "csharp":
        return (f"Unhandled exception. System.InvalidOperationException: Sequence contains no elements\n"
                f"   at System.Linq.ThrowHelper.ThrowNoElementsException()\n   at {_cap(ws['org'])}.Service.{_cap(fn)}() in {src}:line {line}")
    return (f"error[E0382]: borrow of moved value: `cfg`\n  --> {src}:{line}:20\n   |\n{line - 1:>3} |     let handle = spawn(cfg);\n"
            f"   |                        --- value moved here\n{line:>3} |     println!(\"{{}}\", cfg.name);\n   |                    ^^^^^^^^ value borrowed here after move")


# ---------------------------------------------------------------- git diff
def make_diff(rng, f):
    name, s, e, body = pick_fn(rng, f)
    lines = body.split("\n")
    new = list(lines)
    c = COMMENT[f["lang"]]
    i = rng.randint(1, max(1, len(new) - 2))
    indent = new[i][:len(new[i]) - len(new[i].lstrip())]
    choice = rng.random()
    if choice < 0.4:
        new.insert(i, f"{indent}{c} guard against empty input (see issue #{rng.randint(100, 999)})")
    elif choice < 0.7:
        new[i] = new[i].replace("100", "250").replace("limit", "max_items" if f["lang"] == "python" else "maxItems")
        new.insert(i, f"{indent}{c} widened backoff")
    else:
        del new[i]
    path = f["path"]
    d = difflib.unified_diff(lines, new, f"a/{path}", f"b/{path}", lineterm="", n=3)
    d = list(d)
    hdr = f"diff --git a/{path} b/{path}\nindex {rng.getrandbits(28):07x}..{rng.getrandbits(28):07x} 100644\n"
    text = hdr + "\n".join(d)
    # shift hunk line numbers to the function's location
    return text.replace("@@ -1,", f"@@ -{s},").replace(" +1,", f" +{s},")


# ---------------------------------------------------------------- rules / instructions files
RULES = [
    "- Use type hints everywhere; run mypy in strict mode.\n- Prefer small pure functions.\n- Tests live next to the code they cover.\n- Never log secrets or tokens.",
    "# Project conventions\n- TypeScript strict mode, no default exports.\n- Use zod for validation at API boundaries.\n- Components go in src/components, one per file.\n- Run `pnpm lint` before committing.",
    "Always answer in English even if the question is in another language.\nKeep explanations brief. Use the existing logger, not print/console.",
    "- Go: wrap errors with %w and context.\n- No global state; pass dependencies explicitly.\n- Table-driven tests.",
    "Code style:\n* 4 spaces, max line length 100\n* Public methods need doc comments\n* Prefer records/immutable DTOs",
    "Dieses Projekt nutzt Spring Boot 3. Bitte Antworten auf Deutsch. Keine Lombok-Annotationen in neuen Klassen.",
    "- Commit messages follow Conventional Commits.\n- Don't touch generated files under gen/.\n- Keep PRs under 400 lines.",
]
RULE_FILES = {"copilot": ".github/copilot-instructions.md", "cursor": ".cursor/rules/project.mdc", "windsurf": ".windsurfrules",
              "cline": ".clinerules", "roo": ".roo/rules/01-style.md", "kilo": ".kilocode/rules/style.md",
              "continue": ".continue/rules/style.md", "zed": ".rules", "generic": "AGENTS.md", "augment": ".augment/guidelines.md",
              "gemini": "GEMINI.md", "jetbrains": ".aiassistant/rules/project.md", "q": ".amazonq/rules/conventions.md"}


def selection_from(rng, f, with_fn=True):
    name, s, e, body = pick_fn(rng, f)
    if not with_fn and rng.random() < 0.5:
        lines = body.split("\n")
        a = rng.randint(0, max(0, len(lines) - 3))
        b = min(len(lines), a + rng.randint(2, 8))
        return {"path": f["path"], "lang": f["lang"], "start": s + a, "end": s + b - 1, "text": "\n".join(lines[a:b]), "fn": name}
    return {"path": f["path"], "lang": f["lang"], "start": s, "end": e, "text": body, "fn": name}


def number_lines(text, start=1, style="pipe"):
    out = []
    for i, line in enumerate(text.split("\n")):
        if style == "pipe":
            out.append(f"{start + i:>4} | {line}")
        else:
            out.append(f"{start + i}: {line}")
    return "\n".join(out)
