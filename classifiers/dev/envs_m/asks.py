"""Hand-written asks for the later-turn cross-client consistency set (envs_m).

Each ask is the NEW message a developer types after earlier, already answered
exchanges. Every ask is labelable on its own text: it never relies on the
earlier turns to say what is asked. Ids are assigned m001..m220 in list order.
"""

S = "single_step"
L = "long_horizon"

_RAW = []


def _a(label, lang, kind, text):
    _RAW.append({"label": label, "lang": lang, "kind": kind, "text": text})


# ---------------------------------------------------------------- batch 1
_a(S, "en", "commit_message", """ok now write a commit message for that diff:

diff --git a/src/auth/session.py b/src/auth/session.py
index 3b1f2c0..9d4e7aa 100644
--- a/src/auth/session.py
+++ b/src/auth/session.py
@@ -41,9 +41,12 @@ class SessionStore:
     def touch(self, sid: str) -> None:
-        self._redis.expire(sid, self.ttl)
+        # sliding expiration: only extend if the key still exists
+        if self._redis.exists(sid):
+            self._redis.expire(sid, self.ttl)
 
     def revoke(self, sid: str) -> None:
-        self._redis.delete(sid)
+        self._redis.delete(sid)
+        self._redis.srem(f"user_sessions:{self._owner(sid)}", sid)
""")

_a(L, "en", "ci_fix", "forget that, the build on main is broken since this morning. find out why and fix it")

_a(S, "es", "regex", "otra cosa: qué regex uso para validar un CIF español? letra + 7 dígitos + dígito o letra de control, no hace falta validar el dígito de control")

_a(L, "de", "bug_hunt", "Anderes Thema: irgendwo in unserem Repo läuft der Cache nie ab, die Einträge bleiben ewig in Redis. Such bitte raus woran das liegt und bau einen Fix inkl. Test.")

_a(S, "zh", "sql", """换个问题。表结构如下：

CREATE TABLE orders (
  id BIGINT PRIMARY KEY,
  user_id BIGINT NOT NULL,
  amount_cents INT NOT NULL,
  status VARCHAR(16) NOT NULL,   -- 'paid' | 'refunded' | 'pending'
  created_at TIMESTAMP NOT NULL
);

帮我写个 SQL：统计 2024 年每个月已支付(paid)订单的总金额和订单数，按月份排序，金额换算成元保留两位小数。PostgreSQL。""")

_a(L, "fr", "migration", "bon, on passe à autre chose : migre tout le projet de Jest vers Vitest (config, mocks, scripts npm, CI) et fais en sorte que toute la suite passe")

_a(S, "en", "regex", "also, what's the regex for an ISO 8601 date like 2024-03-09 (date only, no time)? JS flavor")

_a(L, "ja", "feature", "別件です。管理画面にCSVエクスポート機能を追加してください。ユーザー一覧と注文一覧の両方、フィルタ条件を引き継いで、大きいデータはストリーミングで。APIとフロントとテストまでお願いします。")

_a(S, "pt", "explain_code", """outra dúvida, o que exatamente esse trecho faz? principalmente o `reduce` com o Map

const grouped = items.reduce((acc, it) => {
  const k = `${it.category}:${it.region}`;
  acc.set(k, (acc.get(k) ?? 0) + it.qty);
  return acc;
}, new Map());
const top = [...grouped].sort((a, b) => b[1] - a[1]).slice(0, 5);""")

_a(L, "en", "bug_hunt", "new issue: users on Safari get logged out randomly after ~10 min. no idea where it comes from, cookies? refresh token? dig through the codebase, find the cause and fix it")

_a(S, "ru", "docstring", """добавь docstring в стиле Google к этой функции, больше ничего не меняй

def merge_intervals(intervals, gap=0):
    if not intervals:
        return []
    intervals = sorted(intervals, key=lambda x: x[0])
    out = [list(intervals[0])]
    for start, end in intervals[1:]:
        if start <= out[-1][1] + gap:
            out[-1][1] = max(out[-1][1], end)
        else:
            out.append([start, end])
    return [tuple(x) for x in out]""")

_a(L, "ko", "ci_fix", "다른 건데요, GitHub Actions에서 e2e 잡만 계속 타임아웃 나요. 로컬에선 다 통과하고요. 워크플로랑 테스트 코드 살펴보고 원인 찾아서 고쳐 주세요.")

_a(S, "en", "tool_question", "quick one: what does `git rebase --onto main feature-a feature-b` actually do?")

_a(L, "it", "refactor_repo", "ok ora fai la stessa cosa su tutto il repo: sostituisci ogni uso di `moment` con `dayjs`, aggiorna gli import e i formati delle date, togli moment dal package.json e verifica che i test passino ancora")

_a(S, "de", "unit_test", """Schreib mir pytest-Tests für genau diese Funktion, inkl. Randfälle (leerer String, nur Leerzeichen, Unicode):

def slugify(text: str, max_len: int = 50) -> str:
    import re, unicodedata
    text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    text = re.sub(r"[^a-zA-Z0-9]+", "-", text).strip("-").lower()
    return text[:max_len].rstrip("-")""")

_a(L, "en", "feature", "build a REST API for the inventory service with JWT auth, postgres, migrations, tests and a Dockerfile. put it under services/inventory")

_a(S, "fr", "rename", """renomme les variables de cette fonction pour qu'elles soient lisibles, garde le comportement identique :

function f(a, b) {
  const c = a.filter(d => d.e > b);
  const g = c.map(h => h.i * 1.2);
  return g.reduce((j, k) => j + k, 0);
}""")

_a(L, "zh", "bug_hunt", "先不管那个了。线上内存一直在涨，大概两天就 OOM 一次。帮我在代码里找找哪里泄漏了，修好，并加个能复现的测试。")

_a(S, "es", "write_function", "escribe una función en Python que reciba una lista de diccionarios y una clave, y devuelva un dict agrupando por esa clave (sin usar pandas ni itertools.groupby)")

_a(L, "pl", "migration", "Zmiana tematu: przenieś cały projekt z Pythona 3.8 na 3.12 — zaktualizuj zależności, popraw wszystko co się wysypie (distutils, typing, asyncio), zaktualizuj CI i Dockerfile.")

# ---------------------------------------------------------------- batch 2
_a(S, "en", "fix_snippet", """this throws `TypeError: Cannot read properties of undefined (reading 'map')` on first render, fix just this component:

export function TagList({ post }) {
  const [tags, setTags] = useState();
  useEffect(() => {
    fetch(`/api/posts/${post.id}/tags`).then(r => r.json()).then(setTags);
  }, [post.id]);
  return <ul>{tags.map(t => <li key={t.id}>{t.name}</li>)}</ul>;
}""")

_a(L, "en", "ci_fix", "the CI is red, make it green")

_a(S, "ja", "regex", "ついでに質問：日本の郵便番号（123-4567 形式、ハイフンあり・なし両方OK）にマッチする正規表現ください。Python で使います。")

_a(L, "pt", "bug_hunt", "esquece o anterior. o relatório mensal tá saindo com valores duplicados desde o último deploy. investiga no código (jobs, queries, o que for), acha a causa e corrige, com teste de regressão")

_a(S, "ko", "explain_code", """이 코드에서 `yield from` 이 정확히 뭘 하는 건지 설명해 주세요

def flatten(xs):
    for x in xs:
        if isinstance(x, (list, tuple)):
            yield from flatten(x)
        else:
            yield x""")

_a(L, "de", "feature", "Neue Aufgabe: Mehrsprachigkeit (de/en/fr) für das komplette Frontend einbauen – alle hartkodierten Texte in Übersetzungsdateien auslagern, Sprachumschalter in die Navbar, Fallback auf Englisch.")

_a(S, "tr", "sql", """şu şema için sorgu lazım, MySQL 8:

users(id, email, created_at)
logins(id, user_id, logged_at, ip)

son 30 günde hiç giriş yapmamış ama hesabı 1 yıldan eski olan kullanıcıların email listesi""")

_a(L, "en", "refactor_repo", "now do the same across the whole repo: every place that builds SQL with f-strings should use parameterized queries instead. there are a lot of them in services/ and scripts/. run the tests after")

_a(S, "en", "commit_message", """write a conventional commit msg for this, one line summary + short body:

--- a/pkg/ratelimit/bucket.go
+++ b/pkg/ratelimit/bucket.go
@@ -27,7 +27,11 @@ func (b *Bucket) Take(n int) bool {
-	b.refill()
+	b.mu.Lock()
+	defer b.mu.Unlock()
+	b.refill()
 	if b.tokens < n {
 		return false
 	}""")

_a(L, "ru", "perf_investigation", "другая задача: страница /reports открывается секунд 15. разберись, где тормозит (запросы к БД, N+1, сериализация — что угодно), и ускорь. цель — меньше 2 секунд")

_a(S, "it", "tool_question", "domanda veloce: che differenza c'è tra `docker compose down -v` e `docker compose down --rmi all`?")

_a(L, "es", "feature", "vale, ahora implementa la recuperación de contraseña por email en toda la app: endpoint, token con caducidad, plantilla del correo, pantalla en el front y tests")

_a(S, "nl", "write_function", "schrijf een TypeScript functie `chunk<T>(arr: T[], size: number): T[][]` die een array in stukken van `size` verdeelt, met een fout als size <= 0")

_a(L, "zh", "ci_fix", "CI 又挂了，main 分支上 lint 和单测都是红的，你去查一下是哪个提交搞坏的然后修掉")

_a(S, "fr", "docstring", """ajoute juste une JSDoc à cette fonction :

export function debounce(fn, wait = 200, { leading = false } = {}) {
  let t = null;
  return function (...args) {
    const callNow = leading && !t;
    clearTimeout(t);
    t = setTimeout(() => { t = null; if (!leading) fn.apply(this, args); }, wait);
    if (callNow) fn.apply(this, args);
  };
}""")

_a(L, "en", "flaky_test", "test_checkout_concurrent is flaky on CI (~1 in 5). track down the race and fix it properly, no retries/sleeps")

_a(S, "uk", "explain_code", """поясни, будь ласка, що робить цей bash рядок, по частинах:

find . -name '*.log' -mtime +7 -print0 | xargs -0 -r gzip -9""")

_a(L, "ja", "migration", "次のタスク：Vue 2 から Vue 3 への移行をお願いします。Options API のままでいいので、破壊的変更（filters、$listeners、v-model など）を全部直して、ビルドとテストが通るところまで。")

_a(S, "pt", "sql", """me passa a query pra isso (Postgres): tabela `eventos(id, usuario_id, tipo, criado_em)`. quero, pra cada usuário, o primeiro evento do tipo 'compra' depois do primeiro evento 'cadastro'""")

_a(L, "ko", "feature", "새 작업: 알림 기능 만들어 주세요. 웹소켓으로 실시간 푸시, 읽음 처리, 알림 설정 페이지, 백엔드 API랑 DB 마이그레이션, 테스트까지 전부요.")

# ---------------------------------------------------------------- batch 3 (big pastes)
_a(S, "en", "docstring", '''add a docstring to parse_header only. whole module below for context, don't touch anything else

import re
import struct
from dataclasses import dataclass, field
from typing import BinaryIO, Iterator, Optional

MAGIC = b"PKTV"
VERSION_MIN = 2
VERSION_MAX = 4
HEADER_FMT = ">4sHHIQ"
HEADER_SIZE = struct.calcsize(HEADER_FMT)
FLAG_COMPRESSED = 0x01
FLAG_ENCRYPTED = 0x02
FLAG_CHECKSUM = 0x04
_NAME_RE = re.compile(rb"^[A-Za-z0-9_.-]{1,64}$")


class FormatError(ValueError):
    pass


@dataclass
class Header:
    version: int
    flags: int
    record_count: int
    created_ns: int
    extra: dict = field(default_factory=dict)

    @property
    def compressed(self) -> bool:
        return bool(self.flags & FLAG_COMPRESSED)

    @property
    def encrypted(self) -> bool:
        return bool(self.flags & FLAG_ENCRYPTED)


@dataclass
class Record:
    name: bytes
    payload: bytes
    checksum: Optional[int] = None


def _read_exact(fp: BinaryIO, n: int) -> bytes:
    buf = fp.read(n)
    if len(buf) != n:
        raise FormatError(f"unexpected EOF: wanted {n} bytes, got {len(buf)}")
    return buf


def _crc16(data: bytes) -> int:
    crc = 0xFFFF
    for b in data:
        crc ^= b << 8
        for _ in range(8):
            crc = ((crc << 1) ^ 0x1021) if crc & 0x8000 else (crc << 1)
            crc &= 0xFFFF
    return crc


def parse_header(fp: BinaryIO, *, strict: bool = True) -> Header:
    raw = _read_exact(fp, HEADER_SIZE)
    magic, version, flags, count, created = struct.unpack(HEADER_FMT, raw)
    if magic != MAGIC:
        raise FormatError(f"bad magic {magic!r}")
    if not VERSION_MIN <= version <= VERSION_MAX:
        if strict:
            raise FormatError(f"unsupported version {version}")
    extra = {}
    if version >= 3:
        (n_extra,) = struct.unpack(">H", _read_exact(fp, 2))
        for _ in range(n_extra):
            (klen,) = struct.unpack(">B", _read_exact(fp, 1))
            key = _read_exact(fp, klen).decode("ascii")
            (vlen,) = struct.unpack(">H", _read_exact(fp, 2))
            extra[key] = _read_exact(fp, vlen)
    if flags & FLAG_ENCRYPTED and "kid" not in extra and strict:
        raise FormatError("encrypted file without key id")
    return Header(version, flags, count, created, extra)


def iter_records(fp: BinaryIO, header: Header) -> Iterator[Record]:
    for i in range(header.record_count):
        (nlen,) = struct.unpack(">B", _read_exact(fp, 1))
        name = _read_exact(fp, nlen)
        if not _NAME_RE.match(name):
            raise FormatError(f"record {i}: invalid name {name!r}")
        (plen,) = struct.unpack(">I", _read_exact(fp, 4))
        payload = _read_exact(fp, plen)
        checksum = None
        if header.flags & FLAG_CHECKSUM:
            (checksum,) = struct.unpack(">H", _read_exact(fp, 2))
            if checksum != _crc16(payload):
                raise FormatError(f"record {i}: checksum mismatch")
        yield Record(name, payload, checksum)


def write_header(fp: BinaryIO, header: Header) -> None:
    fp.write(struct.pack(HEADER_FMT, MAGIC, header.version, header.flags,
                         header.record_count, header.created_ns))
    if header.version >= 3:
        fp.write(struct.pack(">H", len(header.extra)))
        for k, v in header.extra.items():
            kb = k.encode("ascii")
            fp.write(struct.pack(">B", len(kb)) + kb)
            fp.write(struct.pack(">H", len(v)) + v)


def write_record(fp: BinaryIO, rec: Record, with_checksum: bool) -> None:
    fp.write(struct.pack(">B", len(rec.name)) + rec.name)
    fp.write(struct.pack(">I", len(rec.payload)) + rec.payload)
    if with_checksum:
        fp.write(struct.pack(">H", _crc16(rec.payload)))
''')

_a(L, "en", "test_suite_fix", "fix the failing tests in tests/integration")

_a(S, "de", "explain_code", '''Kannst du mir erklären, was handleUpload hier genau macht, vor allem das mit dem LimitReader und dem Hash? Ganze Datei zum Kontext:

package upload

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"time"
)

const maxUpload = 32 << 20

var allowed = map[string]bool{".png": true, ".jpg": true, ".jpeg": true, ".pdf": true}

type Store struct {
	Root    string
	Now     func() time.Time
	OnSaved func(name, sum string, size int64)
}

func (s *Store) dest(name string) (string, error) {
	ext := strings.ToLower(filepath.Ext(name))
	if !allowed[ext] {
		return "", fmt.Errorf("extension %q not allowed", ext)
	}
	day := s.Now().UTC().Format("2006/01/02")
	dir := filepath.Join(s.Root, day)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	return dir, nil
}

func (s *Store) handleUpload(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost {
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	r.Body = http.MaxBytesReader(w, r.Body, maxUpload+1024)
	file, hdr, err := r.FormFile("file")
	if err != nil {
		http.Error(w, "bad form: "+err.Error(), http.StatusBadRequest)
		return
	}
	defer file.Close()
	dir, err := s.dest(hdr.Filename)
	if err != nil {
		http.Error(w, err.Error(), http.StatusUnsupportedMediaType)
		return
	}
	tmp, err := os.CreateTemp(dir, ".upload-*")
	if err != nil {
		http.Error(w, "storage error", http.StatusInternalServerError)
		return
	}
	defer os.Remove(tmp.Name())
	h := sha256.New()
	n, err := io.Copy(io.MultiWriter(tmp, h), io.LimitReader(file, maxUpload+1))
	if err != nil {
		tmp.Close()
		http.Error(w, "read error", http.StatusBadRequest)
		return
	}
	if n > maxUpload {
		tmp.Close()
		http.Error(w, "too large", http.StatusRequestEntityTooLarge)
		return
	}
	if err := tmp.Close(); err != nil {
		http.Error(w, "storage error", http.StatusInternalServerError)
		return
	}
	sum := hex.EncodeToString(h.Sum(nil))
	final := filepath.Join(dir, sum+strings.ToLower(filepath.Ext(hdr.Filename)))
	if err := os.Rename(tmp.Name(), final); err != nil && !errors.Is(err, os.ErrExist) {
		http.Error(w, "storage error", http.StatusInternalServerError)
		return
	}
	if s.OnSaved != nil {
		s.OnSaved(final, sum, n)
	}
	w.WriteHeader(http.StatusCreated)
	fmt.Fprintf(w, "{\\"sha256\\":%q,\\"size\\":%d}\\n", sum, n)
}

func partName(p *multipart.Part) string { return p.FileName() }
''')

_a(L, "fr", "dependency_upgrade", "passe le projet à React 19 et corrige tout ce qui casse")

_a(S, "es", "translate_snippet", '''tradúceme esto de Python a Go, idiomático, con manejo de errores en vez de excepciones:

import json
from pathlib import Path

def load_config(path: str) -> dict:
    p = Path(path)
    if not p.exists():
        raise FileNotFoundError(path)
    data = json.loads(p.read_text(encoding="utf-8"))
    if "port" not in data:
        data["port"] = 8080
    if not isinstance(data["port"], int) or not (0 < data["port"] < 65536):
        raise ValueError("invalid port")
    data.setdefault("debug", False)
    return data''')

_a(L, "ru", "security_audit", "проверь весь бэкенд на SQL-инъекции и XSS, всё найденное исправь и добавь тесты на каждую дыру")

_a(S, "zh", "unit_test", """给下面这个函数写 Jest 单测，覆盖正常、空数组、负数、非整数这几种情况：

export function median(nums) {
  if (!Array.isArray(nums) || nums.length === 0) throw new Error('empty');
  const s = [...nums].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}""")

_a(L, "pt", "ci_fix", "o pipeline de deploy quebrou no passo de build da imagem docker. descobre o motivo e arruma")

_a(S, "en", "sql", '''given this schema, write a query returning each team's top 3 scorers this season (ties broken by fewer games played). postgres 15.

CREATE TABLE teams (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE
);
CREATE TABLE players (
  id serial PRIMARY KEY,
  team_id int NOT NULL REFERENCES teams(id),
  full_name text NOT NULL,
  position text CHECK (position IN ('GK','DF','MF','FW'))
);
CREATE TABLE seasons (
  id serial PRIMARY KEY,
  label text NOT NULL,          -- e.g. '2024/25'
  starts_on date NOT NULL,
  ends_on date NOT NULL,
  is_current boolean NOT NULL DEFAULT false
);
CREATE TABLE matches (
  id serial PRIMARY KEY,
  season_id int NOT NULL REFERENCES seasons(id),
  home_team_id int NOT NULL REFERENCES teams(id),
  away_team_id int NOT NULL REFERENCES teams(id),
  played_at timestamptz NOT NULL
);
CREATE TABLE appearances (
  match_id int NOT NULL REFERENCES matches(id),
  player_id int NOT NULL REFERENCES players(id),
  minutes int NOT NULL,
  PRIMARY KEY (match_id, player_id)
);
CREATE TABLE goals (
  id serial PRIMARY KEY,
  match_id int NOT NULL REFERENCES matches(id),
  scorer_id int NOT NULL REFERENCES players(id),
  minute int NOT NULL,
  own_goal boolean NOT NULL DEFAULT false
);''')

_a(L, "ja", "bug_hunt", "タイムゾーンのバグ：日本時間の深夜0時〜9時に作成された予約が前日の日付で表示される。どこで変換がずれてるのかコード全体から探して直して、テストも追加して。")

_a(S, "it", "regex", "mi serve una regex per il codice fiscale italiano (16 caratteri, formato standard, senza controllo del carattere finale). PCRE")

_a(L, "ko", "migration", "이제 DB를 MySQL에서 PostgreSQL로 옮겨야 해요. 스키마 변환, ORM 설정, 원시 SQL 쿼리들 수정, 데이터 이관 스크립트, 테스트까지 다 해 주세요.")

_a(S, "pl", "explain_code", """co znaczy ten błąd i dlaczego leci? nie poprawiaj nic w projekcie, tylko wytłumacz

Traceback (most recent call last):
  File "app.py", line 12, in <module>
    total = sum(prices) / len(prices)
ZeroDivisionError: division by zero

prices = [p for p in raw if p > 0]""")

_a(L, "tr", "feature", "yeni iş: ödeme sayfasına iyzico entegrasyonu ekle. backend endpointleri, webhook doğrulama, sipariş durum güncellemesi, frontend formu ve testler dahil")

# ---------------------------------------------------------------- batch 4
_a(S, "en", "follow_up_tweak", """same thing but make it async and add a timeout param (default 5s):

def fetch_json(url):
    import urllib.request, json
    with urllib.request.urlopen(url) as r:
        return json.loads(r.read().decode())""")

_a(L, "en", "feature", "add dark mode to the whole app. theme toggle in settings, persisted per user, all components need to respect it")

_a(S, "vi", "sql", """cho mình câu SQL (SQL Server): bảng NhanVien(MaNV, HoTen, MaPhong, Luong). lấy nhân viên có lương cao nhất của từng phòng, nếu bằng nhau thì lấy hết""")

_a(L, "vi", "bug_hunt", "bỏ qua cái kia đi. app mobile bị crash khi mở màn hình giỏ hàng trên Android 14, iOS thì không sao. tìm nguyên nhân trong code và sửa giúp mình")

_a(S, "hi", "explain_code", """bhai ye decorator kya kar raha hai samjhao, specially wo functools.wraps wala part

def retry(times=3):
    def deco(fn):
        @functools.wraps(fn)
        def inner(*a, **kw):
            for i in range(times):
                try:
                    return fn(*a, **kw)
                except Exception:
                    if i == times - 1:
                        raise
        return inner
    return deco""")

_a(L, "hi", "ci_fix", "yaar staging deploy fail ho raha hai helm upgrade pe, pata karo kya toota hai aur theek karo. manifests aur pipeline dono dekh lena")

_a(S, "id", "write_function", "tolong buatkan fungsi JavaScript untuk format angka ke Rupiah, contoh 1500000 jadi \"Rp1.500.000\", tanpa pakai library")

_a(L, "id", "refactor_repo", "sekarang pecah file utils.js yang 3000 baris itu jadi beberapa modul yang masuk akal, update semua import di seluruh project, dan pastikan build + test masih jalan")

_a(S, "sv", "tool_question", "snabb fråga: vad är skillnaden mellan `npm ci` och `npm install` i en CI-pipeline?")

_a(L, "nl", "dependency_upgrade", "upgrade Django van 3.2 naar 5.1 in het hele project en los alle deprecations en breaking changes op tot de testsuite weer groen is")

_a(S, "de", "regex", "Nochmal kurz: Regex für eine deutsche IBAN (DE + 2 Prüfziffern + 18 Ziffern), Leerzeichen alle 4 Zeichen optional. Für Java.")

_a(L, "es", "bug_hunt", "otro tema: los webhooks de Stripe a veces se procesan dos veces y se duplican los pagos. revisa el código, encuentra por qué no es idempotente y arréglalo")

_a(S, "fr", "commit_message", """message de commit pour ça stp (en anglais, style conventional commits) :

- src/api/users.ts : ajout de la pagination par curseur sur GET /users
- src/api/users.test.ts : tests pour curseur invalide et dernière page
- docs/api.md : doc du paramètre `cursor`""")

_a(L, "ru", "feature", "сделай полнотекстовый поиск по статьям: индексация в Elasticsearch, фоновая переиндексация при изменениях, API с фильтрами и подсветкой, страница поиска на фронте")

_a(S, "zh", "rename", """这个函数里的变量名太随意了，帮我改成有意义的名字，逻辑不要动：

def calc(l, t):
    r = 0
    for x in l:
        if x['s'] == 'ok':
            r += x['p'] * (1 - t)
    return round(r, 2)""")

_a(L, "pt", "migration", "migra o app de class components pra hooks, todos os componentes em src/, mantendo o comportamento e os testes passando")

_a(S, "ja", "unit_test", """この関数の pytest テストを書いてください（境界値も）：

def is_leap(year: int) -> bool:
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)""")

_a(L, "en", "perf_investigation", "p99 latency on /search jumped from 200ms to 2s after last week's release. bisect it, find what regressed and fix")

_a(S, "ko", "regex", "한국 휴대폰 번호 정규식 하나만요. 010-1234-5678, 01012345678 둘 다 허용, JS")

_a(L, "it", "ci_fix", "la pipeline su GitLab fallisce allo step di test da ieri, sistemala tu")

# ---------------------------------------------------------------- batch 5
_a(S, "en", "explain_code", r"""what does this regex match? /^(?=.*\d)(?=.*[a-z])(?=.*[A-Z])(?!.*\s).{8,64}$/""")

_a(L, "en", "bug_hunt", "find why the cache never expires and fix it")

_a(S, "tr", "write_function", "Python'da bir TC kimlik numarasının geçerli olup olmadığını kontrol eden fonksiyon yazar mısın? 11 hane, ilk hane 0 olamaz, 10. ve 11. hane algoritmasıyla")

_a(L, "tr", "bug_hunt", "şimdi başka bir şey: kullanıcılar profil fotoğrafı yükleyince bazen başka birinin fotoğrafı görünüyor. kodda nerede karışıyor bul ve düzelt, test de ekle")

_a(S, "pl", "sql", """Zapytanie do PostgreSQL: mam tabelę `faktury(id, klient_id, kwota, data_wystawienia, zaplacona boolean)`. Potrzebuję listy klientów z sumą niezapłaconych faktur starszych niż 30 dni, malejąco po sumie.""")

_a(L, "pl", "feature", "dodaj eksport raportów do PDF w całej aplikacji — backend generuje PDF z szablonu, kolejka zadań, link do pobrania w UI, testy")

_a(S, "uk", "regex", "потрібна регулярка для українського номера телефону у форматі +380XXXXXXXXX або 0XXXXXXXXX, Python")

_a(L, "uk", "migration", "перенеси весь проєкт з Webpack на Vite: конфіги, env-змінні, аліаси, скрипти, CI, і щоб dev-сервер та продакшн-білд працювали")

_a(S, "nl", "explain_code", """wat doet `Promise.allSettled` hier anders dan `Promise.all`? 

const results = await Promise.allSettled(urls.map(u => fetch(u)));
const ok = results.filter(r => r.status === 'fulfilled').map(r => r.value);""")

_a(L, "de", "ci_fix", "Die Release-Pipeline bricht beim Signieren der macOS-Builds ab. Schau dir Workflow und Skripte an, finde den Fehler und bring sie wieder zum Laufen.")

_a(S, "es", "docstring", """añade docstrings (formato NumPy) a esta clase y sus métodos, nada más:

class MovingAverage:
    def __init__(self, size):
        self.size = size
        self.buf = []
        self.total = 0.0

    def push(self, x):
        self.buf.append(x)
        self.total += x
        if len(self.buf) > self.size:
            self.total -= self.buf.pop(0)
        return self.total / len(self.buf)""")

_a(L, "fr", "bug_hunt", "autre souci : les notifications push n'arrivent plus sur iOS depuis la mise à jour du SDK Firebase. trouve d'où ça vient dans le code et corrige")

_a(S, "ru", "tool_question", "в чём разница между `git reset --soft HEAD~1` и `git reset --mixed HEAD~1`?")

_a(L, "zh", "feature", "新需求：给整个后台加上基于角色的权限控制（RBAC），包括角色管理页面、接口鉴权中间件、数据库表和迁移、现有接口都要接上，还有测试")

_a(S, "pt", "regex", "regex pra CPF no formato 000.000.000-00 ou só os 11 dígitos, em JS. não precisa validar dígito verificador")

_a(L, "ja", "ci_fix", "main ブランチのビルドが Node 22 に上げてから落ちてます。原因を特定して直してください")

_a(S, "it", "sql", """query per SQLite: tabella prenotazioni(id, camera_id, check_in DATE, check_out DATE). Dammi le camere libere tra '2025-08-10' e '2025-08-15'. Le camere stanno in camere(id, numero).""")

_a(L, "ko", "refactor_repo", "프로젝트 전체에서 콜백 기반 DB 코드를 async/await로 바꿔 주세요. models, services, routes 다 해당되고, 테스트도 같이 고쳐서 통과시켜 주세요.")

_a(S, "en", "type_annotation", """add type hints to this, py3.11 style, no behaviour change:

def index_by(rows, key, unique=True):
    out = {}
    for r in rows:
        k = r[key]
        if unique:
            if k in out:
                raise KeyError(k)
            out[k] = r
        else:
            out.setdefault(k, []).append(r)
    return out""")

_a(L, "en", "research", "figure out which of our services still call the deprecated v1 billing endpoints (grep the monorepo, check configs too), list them and migrate each one to v2")

# ---------------------------------------------------------------- batch 6 (hard cases)
_a(S, "en", "concept_question", "in general terms, what are the usual steps to migrate a codebase from Jest to Vitest? just the checklist, I'm not asking you to do it")

_a(L, "en", "refactor_repo", "write a regex for our ticket ids (ABC-1234 style) and then apply it in every validator under src/validators/, replacing the hand-rolled checks, tests included")

_a(S, "de", "concept_question", "Rein konzeptionell: wann lohnt sich Event Sourcing gegenüber einem klassischen CRUD-Modell? Kurze Pro/Contra-Liste reicht.")

_a(L, "de", "test_suite_fix", "Bring die Testabdeckung von packages/core auf mindestens 80 %, fehlende Tests schreiben, bis der Coverage-Check in CI grün ist.")

_a(S, "zh", "explain_code", """这段 k8s 配置里 readinessProbe 和 livenessProbe 分别起什么作用？参数怎么理解？

apiVersion: apps/v1
kind: Deployment
metadata:
  name: api
spec:
  replicas: 3
  selector:
    matchLabels: {app: api}
  template:
    metadata:
      labels: {app: api}
    spec:
      containers:
        - name: api
          image: registry.local/api:1.14.2
          ports: [{containerPort: 8080}]
          readinessProbe:
            httpGet: {path: /healthz/ready, port: 8080}
            initialDelaySeconds: 5
            periodSeconds: 10
            failureThreshold: 3
          livenessProbe:
            httpGet: {path: /healthz/live, port: 8080}
            initialDelaySeconds: 30
            periodSeconds: 20
            timeoutSeconds: 2
            failureThreshold: 5
          resources:
            requests: {cpu: 250m, memory: 256Mi}
            limits: {cpu: "1", memory: 512Mi}""")

_a(L, "zh", "dependency_upgrade", "把所有依赖升级到最新版本，坏了的地方都修好")

_a(S, "ja", "concept_question", "一般論として、モノレポで pnpm workspaces と Nx を併用するメリットは何ですか？うちのリポジトリを見る必要はないです。")

_a(L, "ja", "lint_fix", "リポジトリ全体で ESLint のエラーが 300 件くらい出てるので、全部直して lint が通るようにして")

_a(S, "fr", "explain_code", """explique-moi cette requête, surtout le LATERAL :

SELECT u.id, last_o.created_at
FROM users u
LEFT JOIN LATERAL (
  SELECT created_at FROM orders o
  WHERE o.user_id = u.id
  ORDER BY created_at DESC
  LIMIT 1
) last_o ON true;""")

_a(L, "fr", "feature", "ajoute l'authentification à deux facteurs (TOTP) : activation avec QR code, codes de secours, vérification au login, écrans front et tests e2e")

_a(S, "es", "concept_question", "pregunta teórica: ¿qué diferencia hay entre un índice B-tree y uno GIN en Postgres y cuándo usaría cada uno?")

_a(L, "es", "ci_fix", "el job de 'build-android' en CI lleva dos días fallando con un error de Gradle, averígualo y déjalo verde")

_a(S, "en", "write_function", "write a bash one-liner that prints the 10 largest files under the current dir, human readable sizes")

_a(L, "en", "feature", "port the CLI from click to typer, all 40-ish commands, keep flags backwards compatible, update docs and tests")

_a(S, "ru", "fix_snippet", """почему этот код иногда падает с KeyError и как поправить именно эту функцию?

def count_words(text):
    counts = {}
    for w in text.lower().split():
        counts[w] += 1
    return counts""")

_a(L, "ru", "ci_fix", "ночная сборка падает уже третий день, разберись и почини")

_a(S, "ko", "commit_message", """커밋 메시지 써 주세요 (영어, 50자 제목 + 본문):

diff --git a/app/models/user.rb b/app/models/user.rb
@@ -12,6 +12,8 @@ class User < ApplicationRecord
   validates :email, presence: true, uniqueness: { case_sensitive: false }
+  validates :nickname, length: { maximum: 30 }, allow_blank: true
+  before_save { self.email = email.downcase }""")

_a(L, "ko", "bug_hunt", "결제 완료 후에 가끔 주문 상태가 'pending'으로 남아 있어요. 코드 전반(웹훅, 큐 워커, 트랜잭션)을 살펴서 원인 찾고 고쳐 주세요.")

_a(S, "pt", "tool_question", "como faço pra ver quais arquivos mudaram entre duas tags no git, só os nomes?")

_a(L, "pt", "feature", "implementa upload de vídeos com transcodificação em background (ffmpeg), barra de progresso no front, limite por plano e testes")

# ---------------------------------------------------------------- batch 7 (code-mixed and terse)
_a(S, "es", "follow_up_tweak", """ok pero hazlo con list comprehension, more pythonic please:

result = []
for u in users:
    if u.active and u.age >= 18:
        result.append(u.email.lower())""")

_a(L, "es", "refactor_repo", "ahora haz lo mismo en todo el repo: cambia todos los `print()` de debug por el logger estructurado (logging.getLogger(__name__)), en todos los módulos de app/ y workers/")

_a(S, "zh", "regex", "再问个正则：匹配中国大陆手机号，1 开头 11 位，第二位 3-9，Java 用的")

_a(L, "zh", "bug_hunt", "用户反馈导出的 Excel 打开是乱码（中文），你去代码里查一下是哪里编码不对，修一下，顺便把其他导出接口也检查一遍")

_a(S, "ja", "fix_snippet", """この useEffect、無限ループになるんだけどなんで？この部分だけ直して

useEffect(() => {
  setFilters({ ...filters, page: 1 });
}, [filters]);""")

_a(L, "ja", "feature", "ログイン画面に Google と GitHub の OAuth ログインを追加。既存アカウントとの紐付け、コールバック処理、設定画面、テストまで一式お願い。")

_a(S, "de", "write_function", "Schreib mir eine Kotlin-Extension `String.isValidEmail(): Boolean`, simpel, ohne externe Libs")

_a(L, "de", "perf_investigation", "Der Import-Job für die Produktdaten braucht inzwischen 4 Stunden statt 20 Minuten. Profil erstellen, Engpass finden, beheben.")

_a(S, "fr", "unit_test", """écris des tests unitaires (unittest, pas pytest) pour cette fonction :

def normalize_phone(s):
    digits = ''.join(c for c in s if c.isdigit())
    if digits.startswith('33') and len(digits) == 11:
        digits = '0' + digits[2:]
    if len(digits) != 10 or not digits.startswith('0'):
        raise ValueError(s)
    return ' '.join(digits[i:i+2] for i in range(0, 10, 2))""")

_a(L, "fr", "ci_fix", "le déploiement sur la préprod plante depuis le merge de la PR #482, trouve pourquoi et répare")

_a(S, "en", "tool_question", "how do I undo `git stash drop` if I just did it by mistake?")

_a(L, "en", "bug_hunt", "there's a memory leak somewhere in the websocket server, RSS grows ~50MB/hour. find it and fix it")

_a(S, "it", "explain_code", """mi spieghi cosa fa `__slots__` qui e perché conviene?

class Point:
    __slots__ = ("x", "y")
    def __init__(self, x, y):
        self.x = x
        self.y = y""")

_a(L, "it", "feature", "aggiungi la gestione multi-tenant a tutta l'applicazione: tenant_id su tutte le tabelle, filtro automatico nelle query, migrazioni, middleware e test")

_a(S, "pt", "write_function", "função em TypeScript que recebe uma data e retorna 'há 3 minutos', 'há 2 horas', 'ontem' etc, em pt-BR, sem lib")

_a(L, "pt", "test_suite_fix", "roda a suíte de testes e corrige tudo que estiver falhando")

_a(S, "hi", "sql", """ek query chahiye MySQL me: table `students(id, name, class, marks)` — har class ka topper nikalna hai, agar tie ho to dono dikhao""")

_a(L, "hi", "feature", "bhai poore app me search feature daal do — backend me API, elasticsearch indexing, frontend me search bar with autocomplete, aur tests bhi")

_a(S, "id", "explain_code", """ini maksudnya apa ya? `git log --oneline --graph --decorate --all`, jelasin tiap flag""")

_a(L, "id", "ci_fix", "pipeline CI kita gagal terus di tahap e2e sejak upgrade Playwright, tolong cari penyebabnya dan perbaiki")

# ---------------------------------------------------------------- batch 8 (more big pastes)
_a(S, "en", "rename", '''rename the prop `isOpen` to `open` in this component only (and its internal uses). nothing else

import React, { useCallback, useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import clsx from "clsx";
import { useFocusTrap } from "../hooks/useFocusTrap";
import { useLockBodyScroll } from "../hooks/useLockBodyScroll";
import styles from "./Drawer.module.css";

type Side = "left" | "right" | "bottom";

export interface DrawerProps {
  isOpen: boolean;
  onClose: () => void;
  side?: Side;
  title?: string;
  width?: number | string;
  closeOnEsc?: boolean;
  closeOnBackdrop?: boolean;
  initialFocusRef?: React.RefObject<HTMLElement>;
  children: React.ReactNode;
  footer?: React.ReactNode;
  className?: string;
}

const ANIMATION_MS = 180;

export function Drawer({
  isOpen,
  onClose,
  side = "right",
  title,
  width = 420,
  closeOnEsc = true,
  closeOnBackdrop = true,
  initialFocusRef,
  children,
  footer,
  className,
}: DrawerProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const [mounted, setMounted] = useState(isOpen);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    let t: ReturnType<typeof setTimeout> | undefined;
    if (isOpen) {
      setMounted(true);
      t = setTimeout(() => setVisible(true), 10);
    } else {
      setVisible(false);
      t = setTimeout(() => setMounted(false), ANIMATION_MS);
    }
    return () => t && clearTimeout(t);
  }, [isOpen]);

  useLockBodyScroll(isOpen);
  useFocusTrap(panelRef, isOpen, initialFocusRef);

  const handleKey = useCallback(
    (e: KeyboardEvent) => {
      if (closeOnEsc && e.key === "Escape") onClose();
    },
    [closeOnEsc, onClose]
  );

  useEffect(() => {
    if (!isOpen) return;
    document.addEventListener("keydown", handleKey);
    return () => document.removeEventListener("keydown", handleKey);
  }, [isOpen, handleKey]);

  if (!mounted) return null;

  const style: React.CSSProperties =
    side === "bottom" ? { maxHeight: "85vh" } : { width };

  return createPortal(
    <div className={clsx(styles.root, visible && styles.visible)} aria-hidden={!isOpen}>
      <div
        className={styles.backdrop}
        onClick={closeOnBackdrop ? onClose : undefined}
        data-testid="drawer-backdrop"
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-label={title}
        className={clsx(styles.panel, styles[side], className)}
        style={style}
      >
        {title && (
          <header className={styles.header}>
            <h2>{title}</h2>
            <button type="button" aria-label="Close" onClick={onClose}>
              ×
            </button>
          </header>
        )}
        <div className={styles.body}>{children}</div>
        {footer && <footer className={styles.footer}>{footer}</footer>}
      </div>
    </div>,
    document.body
  );
}
''')

_a(L, "en", "bug_hunt", '''prod is throwing this since the 2.8 release, find where it comes from in our code and fix it:

Traceback (most recent call last):
  File "/srv/app/workers/sync.py", line 88, in run
    self._flush(batch)
  File "/srv/app/workers/sync.py", line 131, in _flush
    self.repo.upsert_many(rows)
  File "/srv/app/storage/repo.py", line 204, in upsert_many
    cur.executemany(SQL_UPSERT, [self._row(r) for r in rows])
  File "/srv/app/storage/repo.py", line 219, in _row
    return (r.id, r.tenant, r.payload.to_json(), r.updated_at)
AttributeError: 'dict' object has no attribute 'to_json'
''')

_a(S, "de", "write_migration_down", '''Schreib mir die passende Down-Migration zu dieser Up-Migration (Postgres, reines SQL):

BEGIN;
CREATE TYPE subscription_status AS ENUM ('trial', 'active', 'past_due', 'canceled');
CREATE TABLE plans (
  id          bigserial PRIMARY KEY,
  code        text NOT NULL UNIQUE,
  price_cents integer NOT NULL CHECK (price_cents >= 0),
  interval    text NOT NULL CHECK (interval IN ('month', 'year'))
);
CREATE TABLE subscriptions (
  id            bigserial PRIMARY KEY,
  account_id    bigint NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  plan_id       bigint NOT NULL REFERENCES plans(id),
  status        subscription_status NOT NULL DEFAULT 'trial',
  started_at    timestamptz NOT NULL DEFAULT now(),
  canceled_at   timestamptz
);
CREATE INDEX subscriptions_account_idx ON subscriptions(account_id);
CREATE UNIQUE INDEX subscriptions_one_active ON subscriptions(account_id)
  WHERE status IN ('trial', 'active', 'past_due');
ALTER TABLE accounts ADD COLUMN billing_email text;
UPDATE accounts SET billing_email = owner_email WHERE billing_email IS NULL;
COMMIT;''')

_a(L, "fr", "feature", '''implémente cette spec dans le backend (routes, modèle, migrations, tests) :

# Spéc — Favoris
- Un utilisateur peut marquer un article comme favori (POST /articles/:id/favorite) et le retirer (DELETE).
- GET /me/favorites renvoie la liste paginée (cursor), triée par date d'ajout desc.
- Un article supprimé disparaît des favoris (soft delete côté articles).
- Limite : 500 favoris par utilisateur, au-delà 409 avec code FAVORITES_LIMIT.
- Compteur `favorites_count` sur l'article, mis à jour de façon cohérente (pas de double comptage en cas de requêtes concurrentes).
- Événement `article.favorited` publié sur le bus après commit.''')

_a(S, "ja", "convert_format", '''この JSON を同じ構造の YAML に変換してください（コメント不要）：

{
  "service": "billing",
  "replicas": 3,
  "env": {
    "LOG_LEVEL": "info",
    "DB_POOL": 20,
    "FEATURE_FLAGS": ["new-invoice", "dunning-v2"]
  },
  "probes": {
    "liveness": {"path": "/live", "port": 9000, "period": 15},
    "readiness": {"path": "/ready", "port": 9000, "period": 5}
  },
  "resources": {
    "requests": {"cpu": "200m", "memory": "256Mi"},
    "limits": {"cpu": "1", "memory": "1Gi"}
  },
  "ingress": {
    "enabled": true,
    "hosts": ["billing.internal.example", "billing.example"],
    "tls": {"secretName": "billing-tls"}
  }
}''')

_a(L, "ja", "bug_hunt", '''本番でこのエラーが出続けてます。コードのどこが原因か調べて修正してください：

TypeError: Cannot read properties of null (reading 'items')
    at CartService.recalculate (/app/dist/services/cart.js:142:31)
    at async CheckoutController.confirm (/app/dist/controllers/checkout.js:57:9)
    at async /app/dist/middleware/tx.js:21:7''')

_a(S, "ru", "review_snippet", """глянь этот кусок на предмет гонок, только объясни, ничего не переписывай:

var cache = map[string]string{}

func Get(k string) string {
    if v, ok := cache[k]; ok {
        return v
    }
    v := load(k)
    cache[k] = v
    return v
}""")

_a(L, "ru", "feature", "добавь в приложение офлайн-режим: кеширование данных в IndexedDB, очередь изменений с синхронизацией при появлении сети, индикатор статуса, тесты")

_a(S, "es", "sql", """necesito una consulta para BigQuery: tabla `eventos` con (user_id STRING, evento STRING, ts TIMESTAMP). Quiero la retención semanal: de los usuarios cuyo primer evento fue en la semana X, cuántos volvieron en la semana X+1, X+2 y X+3.""")

_a(L, "es", "dependency_upgrade", "actualiza Spring Boot de 2.7 a 3.3 en todo el proyecto (javax -> jakarta, security config, etc.) hasta que compile y pasen los tests")

_a(S, "zh", "docstring", """给这个 Go 函数写注释（godoc 风格），别改代码：

func Retry(ctx context.Context, attempts int, base time.Duration, fn func() error) error {
	var err error
	for i := 0; i < attempts; i++ {
		if err = fn(); err == nil {
			return nil
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(base * time.Duration(1<<i)):
		}
	}
	return err
}""")

_a(L, "zh", "refactor_repo", "现在把整个项目里的 axios 调用统一换成我们自己的 http 客户端封装（src/lib/http.ts），错误处理和拦截器要迁过去，测试要过")

_a(S, "en", "title", "give me a short PR title for: moves retry logic out of the HTTP client into a decorator, adds jitter, removes the old `retry_count` setting")

_a(L, "en", "ci_fix", "main is failing on the typecheck step after the TS 5.6 bump, fix it")

_a(S, "ko", "write_function", "Go로 슬라이스에서 중복 제거하는 제네릭 함수 하나 만들어 주세요. 순서는 유지하고요.")

_a(L, "ko", "test_suite_fix", "테스트 깨진 거 전부 고쳐 주세요")

_a(S, "pl", "regex", "regex na polski kod pocztowy (00-000), JS, i jeszcze wersja która łapie go w środku tekstu")

_a(L, "pl", "bug_hunt", "Użytkownicy zgłaszają, że po zmianie hasła stare sesje nadal działają. Znajdź w kodzie dlaczego i napraw, z testem.")

_a(S, "tr", "explain_code", """bu Python kodunda `nonlocal` ne işe yarıyor?

def counter():
    n = 0
    def inc():
        nonlocal n
        n += 1
        return n
    return inc""")

_a(L, "tr", "migration", "projeyi REST'ten GraphQL'e taşı: şema, resolver'lar, mevcut endpoint'lerin karşılıkları, frontend sorguları ve testler")

# ---------------------------------------------------------------- batch 9
_a(S, "en", "follow_up_tweak", """nvm the previous thing. can you make this bash script exit on the first error and print which line failed?

#!/bin/bash
cd /opt/app
git pull
npm ci
npm run build
systemctl restart app""")

_a(L, "en", "feature", "let's do the onboarding flow now: 4-step wizard after signup, progress saved server side, skippable, analytics events on each step, tests")

_a(S, "nl", "sql", """query voor Postgres: tabel `bestellingen(id, klant_id, totaal, besteld_op)`. Geef per klant het gemiddelde bestelbedrag en het aantal bestellingen in 2024, alleen klanten met minstens 3 bestellingen.""")

_a(L, "nl", "bug_hunt", "de zoekfunctie geeft geen resultaten meer voor woorden met accenten (café, naïef). zoek uit waar het misgaat in de code en fix het")

_a(S, "de", "tool_question", "Kurze Frage: Was macht `kubectl rollout undo deployment/api --to-revision=3` genau und was passiert mit den Pods?")

_a(L, "de", "refactor_repo", "Jetzt bitte im ganzen Monorepo: alle `any`-Typen in packages/*/src durch echte Typen ersetzen, strict mode in allen tsconfig aktivieren und die Fehler beheben.")

_a(S, "fr", "regex", "regex pour un numéro de SIRET (14 chiffres, espaces possibles tous les 3 chiffres), en Python")

_a(L, "fr", "perf_investigation", "l'appli mobile met 8 secondes à démarrer sur Android. profile le démarrage, trouve ce qui bloque et optimise")

_a(S, "pt", "explain_code", """que diferença faz o `key` nessa lista do React? se eu usar o index dá problema?

{todos.map((t, i) => <TodoItem key={i} todo={t} onToggle={toggle} />)}""")

_a(L, "pt", "ci_fix", "o lint quebrou o CI depois que atualizaram o ruff, deixa verde de novo")

_a(S, "it", "commit_message", """scrivimi il commit message (inglese, imperativo) per questo diff:

--- a/config/settings.py
+++ b/config/settings.py
@@ -88,7 +88,7 @@
-SESSION_COOKIE_SECURE = False
+SESSION_COOKIE_SECURE = not DEBUG
+CSRF_COOKIE_SECURE = not DEBUG
+SESSION_COOKIE_SAMESITE = "Lax\"""")

_a(L, "it", "bug_hunt", "i totali del carrello a volte sono sbagliati di un centesimo. cerca nel codice dove si perdono i decimali e sistema tutto, con test")

_a(S, "vi", "write_function", "viết giúp mình hàm Python kiểm tra chuỗi có phải palindrome không, bỏ qua dấu câu, khoảng trắng và dấu tiếng Việt")

_a(L, "vi", "feature", "thêm chức năng đa ngôn ngữ (vi/en) cho toàn bộ web app: tách chuỗi ra file dịch, nút chuyển ngôn ngữ, lưu lựa chọn của user")

_a(S, "uk", "sql", """запит для MySQL: таблиці products(id, name, category_id, price) і categories(id, name). Потрібна середня ціна по категоріях, тільки де товарів більше 10.""")

_a(L, "uk", "ci_fix", "збірка на CI падає на кроці docker push з 'denied: requested access to the resource is denied', розберись і полагодь")

_a(S, "sv", "explain_code", """vad gör `@lru_cache(maxsize=None)` här och finns det någon risk?

@lru_cache(maxsize=None)
def get_user(user_id):
    return db.query(User).get(user_id)""")

_a(L, "sv", "bug_hunt", "exporten till CSV tappar rader när det finns radbrytningar i kommentarsfältet. leta upp felet i koden och fixa det, med test")

_a(S, "id", "regex", "regex untuk nomor HP Indonesia (08xx atau +628xx, 10-13 digit), buat PHP")

_a(L, "id", "test_suite_fix", "tolong perbaiki semua unit test yang gagal setelah refactor kemarin")

# ---------------------------------------------------------------- batch 10
_a(S, "en", "explain_code", """why does this print 3 3 3 and not 0 1 2?

for (var i = 0; i < 3; i++) {
  setTimeout(() => console.log(i), 0);
}""")

_a(L, "en", "migration", "migrate all our terraform from 0.12 syntax to 1.x, all modules in infra/, and make sure plan shows no changes")

_a(S, "es", "tool_question", "cómo se hace en docker para ver los logs de un contenedor que ya se paró?")

_a(L, "es", "feature", "añade a la app un sistema de cupones de descuento completo: modelo, validación en checkout, panel de administración, límites de uso y tests")

_a(S, "zh", "write_function", "用 Rust 写一个函数，把 Vec<String> 按出现次数排序去重，次数相同按字典序，返回 Vec<(String, usize)>")

_a(L, "zh", "perf_investigation", "首页加载太慢了，Lighthouse 才 35 分。帮我把前端整体优化一下：拆包、图片懒加载、去掉没用的依赖，目标 80 分以上")

_a(S, "ja", "commit_message", """この変更のコミットメッセージを英語で：

- README のセットアップ手順を Node 20 前提に更新
- .nvmrc を追加
- package.json の engines を ">=20" に""")

_a(L, "ja", "refactor_repo", "プロジェクト全体で console.log を消して、代わりに pino のロガーを使うように置き換えて。ログレベルも適切に。")

_a(S, "ko", "explain_code", """이 SQL에서 PARTITION BY랑 ORDER BY가 각각 무슨 역할인지 설명해 주세요

SELECT user_id, amount,
       SUM(amount) OVER (PARTITION BY user_id ORDER BY created_at) AS running
FROM payments;""")

_a(L, "ko", "ci_fix", "배포 파이프라인이 마이그레이션 단계에서 멈춰요. 원인 찾아서 해결해 주세요")

_a(S, "ru", "write_function", "напиши на TypeScript функцию deepEqual(a, b) для обычных объектов, массивов и примитивов, без библиотек")

_a(L, "ru", "migration", "переведи весь проект с SQLAlchemy 1.3 на 2.0 (новый стиль запросов, сессии, типизация моделей), чтобы все тесты прошли")

_a(S, "fr", "follow_up_tweak", """même fonction mais en gérant aussi les nombres négatifs et en renvoyant une string formatée avec séparateur de milliers :

def to_k(n):
    return f"{n/1000:.1f}k" if n >= 1000 else str(n)""")

_a(L, "fr", "bug_hunt", "les emails de confirmation partent en double depuis qu'on a mis deux workers Celery. trouve pourquoi dans le code et corrige")

_a(S, "de", "sql", """SQL für MS SQL Server: Tabelle Bestellungen(ID, KundeID, Betrag, Datum). Ich brauche pro Kunde den Umsatz des letzten vollen Kalendermonats und den Vormonat daneben.""")

_a(L, "de", "feature", "Bau eine Audit-Log-Funktion ein: jede Änderung an Kunden, Verträgen und Rechnungen protokollieren (wer, wann, was, alt/neu), Ansicht im Admin, Export, Tests.")

_a(S, "pt", "unit_test", """escreve testes com pytest pra isso aqui, incluindo os casos de erro:

def parse_money(s: str) -> int:
    s = s.strip().replace('R$', '').replace('.', '').replace(',', '.')
    value = float(s)
    if value < 0:
        raise ValueError('negativo')
    return round(value * 100)""")

_a(L, "pt", "research", "vê quais libs do projeto têm vulnerabilidade conhecida (npm audit, pip-audit, o que tiver), atualiza as que der e documenta o que não der")

_a(S, "it", "write_function", "funzione Java che dato un LocalDate restituisce il numero di giorni lavorativi fino a fine mese (esclusi sabato e domenica)")

_a(L, "it", "migration", "sposta tutti i job cron del server dentro Celery beat: definizioni, schedule, logging, e rimuovi i vecchi script. test inclusi")

# ---------------------------------------------------------------- batch 11
_a(S, "en", "unit_test", '''write vitest tests for `applyDiscount` only. the rest of the file is just so you see the types

export type Currency = "EUR" | "USD" | "GBP";

export interface Money {
  amount: number; // minor units
  currency: Currency;
}

export interface LineItem {
  sku: string;
  unit: Money;
  qty: number;
  taxRate: number; // 0.2 = 20%
  tags?: string[];
}

export type Discount =
  | { kind: "percent"; value: number; onlyTags?: string[] }
  | { kind: "fixed"; value: Money; minSubtotal?: Money }
  | { kind: "bogo"; sku: string };

export class CurrencyMismatch extends Error {}

export function add(a: Money, b: Money): Money {
  if (a.currency !== b.currency) throw new CurrencyMismatch(`${a.currency}/${b.currency}`);
  return { amount: a.amount + b.amount, currency: a.currency };
}

export function lineTotal(li: LineItem): Money {
  return { amount: li.unit.amount * li.qty, currency: li.unit.currency };
}

export function subtotal(items: LineItem[]): Money {
  if (items.length === 0) return { amount: 0, currency: "EUR" };
  return items.map(lineTotal).reduce(add);
}

export function applyDiscount(items: LineItem[], d: Discount): Money {
  const sub = subtotal(items);
  switch (d.kind) {
    case "percent": {
      if (d.value <= 0 || d.value > 100) throw new RangeError("percent out of range");
      const base = d.onlyTags
        ? items.filter((i) => i.tags?.some((t) => d.onlyTags!.includes(t)))
        : items;
      if (base.length === 0) return { amount: 0, currency: sub.currency };
      const b = subtotal(base);
      return { amount: Math.round((b.amount * d.value) / 100), currency: b.currency };
    }
    case "fixed": {
      if (d.value.currency !== sub.currency) throw new CurrencyMismatch("discount currency");
      if (d.minSubtotal && sub.amount < d.minSubtotal.amount) return { amount: 0, currency: sub.currency };
      return { amount: Math.min(d.value.amount, sub.amount), currency: sub.currency };
    }
    case "bogo": {
      const li = items.find((i) => i.sku === d.sku);
      if (!li || li.qty < 2) return { amount: 0, currency: sub.currency };
      return { amount: Math.floor(li.qty / 2) * li.unit.amount, currency: li.unit.currency };
    }
  }
}

export function tax(items: LineItem[]): Money {
  const parts = items.map((i) => ({
    amount: Math.round(lineTotal(i).amount * i.taxRate),
    currency: i.unit.currency,
  }));
  return parts.length ? parts.reduce(add) : { amount: 0, currency: "EUR" };
}
''')

_a(L, "en", "lint_fix", "make mypy --strict pass on the whole package")

_a(S, "ja", "explain_code", """この Python の型ヒント、`ParamSpec` って何のためにあるの？ざっくり教えて

P = ParamSpec("P")
R = TypeVar("R")

def logged(fn: Callable[P, R]) -> Callable[P, R]:
    def inner(*args: P.args, **kwargs: P.kwargs) -> R:
        print(fn.__name__)
        return fn(*args, **kwargs)
    return inner""")

_a(L, "ja", "test_suite_fix", "CI でだけ落ちる flaky なテストが 3 つあるので、原因調べて安定させてください。retry で誤魔化すのはなしで。")

_a(S, "zh", "tool_question", "npm 里 peerDependencies 和 dependencies 到底有什么区别？什么时候该用哪个？")

_a(L, "zh", "migration", "把项目的状态管理从 Redux 迁到 Zustand，所有 store、selector、用到的组件都要改，测试也要跟着改好")

_a(S, "es", "explain_code", r"""qué hace exactamente este awk? awk -F',' 'NR>1 && $3 > 100 {sum[$1]+=$3} END {for (k in sum) print k, sum[k]}' ventas.csv""")

_a(L, "es", "perf_investigation", "la API de listados tarda muchísimo con más de 10k registros. revisa queries, índices y serialización en el código, y optimiza lo necesario")

_a(S, "ko", "fix_snippet", """이 함수만 고쳐 주세요. 리스트 기본값 때문에 호출할 때마다 값이 누적돼요

def add_item(item, bucket=[]):
    bucket.append(item)
    return bucket""")

_a(L, "ko", "dependency_upgrade", "Next.js 13에서 15로 올리고 app router 관련해서 깨지는 거 다 고쳐 주세요")

_a(S, "de", "follow_up_tweak", """Okay, und jetzt dieselbe Funktion bitte mit Generics statt interface{}:

func Contains(list []interface{}, v interface{}) bool {
	for _, x := range list {
		if x == v {
			return true
		}
	}
	return false
}""")

_a(L, "de", "bug_hunt", "Vergiss das von vorhin. Seit gestern schlagen alle Logins mit SSO fehl, lokal geht es. Finde heraus warum und behebe es.")

_a(S, "fr", "sql", """requête pour PostgreSQL : table `logs(id, niveau, message, cree_le)`. Je veux le nombre d'erreurs (niveau='ERROR') par heure sur les dernières 24h, y compris les heures à zéro.""")

_a(L, "fr", "refactor_repo", "maintenant applique la même règle partout dans le repo : toutes les dates doivent passer par notre helper `formatDate` au lieu de `toLocaleDateString` en dur")

_a(S, "ru", "regex", "регулярка для российского ИНН (10 или 12 цифр), просто по длине и цифрам, JS")

_a(L, "ru", "bug_hunt", "после обновления до Python 3.12 тесты проходят, но в проде воркеры молча умирают раз в пару часов. найди причину и исправь")

_a(S, "pt", "follow_up_tweak", """agora a mesma coisa mas retornando um Map em vez de objeto, e ignorando valores null:

function countBy(arr, key) {
  return arr.reduce((acc, x) => {
    acc[x[key]] = (acc[x[key]] || 0) + 1;
    return acc;
  }, {});
}""")

_a(L, "pt", "feature", "cria um painel de métricas pro admin: gráficos de vendas, usuários ativos e churn, endpoints agregados com cache, filtros por período e testes")

_a(S, "en", "tool_question", "what's the difference between `COPY` and `ADD` in a Dockerfile, and when would I ever want ADD?")

_a(L, "en", "feature", "add rate limiting to every public endpoint: per-IP and per-API-key, redis backed, proper 429 with Retry-After, config per route, tests")

# ---------------------------------------------------------------- batch 12
_a(S, "en", "write_function", "gimme a python func that takes a dotted path like 'a.b.c' and a nested dict and returns the value or a default, no libs")

_a(L, "en", "bug_hunt", "ok different problem. signup emails go out with the wrong locale for users who picked german. track it down and fix")

_a(S, "en", "explain_code", """what's the difference between these two in practice?

const a = useMemo(() => compute(items), [items]);
const b = useCallback(() => compute(items), [items]);""")

_a(L, "en", "dependency_upgrade", "bump pydantic to v2 across the codebase and fix everything that breaks (validators, .dict(), Config classes, settings)")

_a(S, "en", "sql", """sqlite: table `visits(id, page, visited_at TEXT ISO8601)`. count visits per page per day for the last 7 days""")

_a(L, "en", "ci_fix", "release workflow broke when we moved to the new runners, get it working again")


def _build():
    out = []
    for i, r in enumerate(_RAW, 1):
        d = {"id": f"m{i:03d}"}
        d.update(r)
        out.append(d)
    return out


ASKS = _build()
