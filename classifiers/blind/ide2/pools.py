# -*- coding: utf-8 -*-
# Content pools for the ide2 blind evaluation set (hand-written).

SNIPPETS = [
 dict(lang="python", path="src/billing/invoice.py", fn="compute_total", tf="pytest", code='''from decimal import Decimal

TAX_RATES = {"DE": Decimal("0.19"), "FR": Decimal("0.20"), "US": Decimal("0")}


def compute_total(lines, country, coupon=None):
    subtotal = Decimal("0")
    for l in lines:
        q = l.get("qty", 1)
        p = Decimal(str(l["price"]))
        subtotal += q * p
    if coupon and coupon.get("percent"):
        subtotal = subtotal - subtotal * Decimal(coupon["percent"]) / 100
    rate = TAX_RATES.get(country, Decimal("0"))
    total = subtotal + subtotal * rate
    return total.quantize(Decimal("0.01"))
'''),
 dict(lang="typescript", path="src/utils/debounce.ts", fn="debounce", tf="vitest", code='''export function debounce<T extends (...args: any[]) => void>(fn: T, wait = 200) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastArgs: Parameters<T> | undefined;
  const wrapped = (...args: Parameters<T>) => {
    lastArgs = args;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      fn(...(lastArgs as Parameters<T>));
    }, wait);
  };
  wrapped.cancel = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
  };
  return wrapped;
}
'''),
 dict(lang="go", path="internal/cache/lru.go", fn="Get", tf="go test", code='''package cache

import (
	"container/list"
	"sync"
	"time"
)

type entry struct {
	key     string
	value   []byte
	expires time.Time
}

type LRU struct {
	mu    sync.Mutex
	cap   int
	ll    *list.List
	items map[string]*list.Element
}

func (c *LRU) Get(key string) ([]byte, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	el, ok := c.items[key]
	if !ok {
		return nil, false
	}
	e := el.Value.(*entry)
	if !e.expires.IsZero() && time.Now().After(e.expires) {
		return e.value, true
	}
	c.ll.MoveToFront(el)
	return e.value, true
}
'''),
 dict(lang="rust", path="src/parser.rs", fn="parse_header", tf="cargo test", code='''use std::collections::HashMap;

#[derive(Debug, PartialEq)]
pub struct Header {
    pub name: String,
    pub value: String,
}

pub fn parse_header(line: &str) -> Option<Header> {
    let idx = line.find(':')?;
    let name = line[..idx].trim();
    if name.is_empty() || name.contains(' ') {
        return None;
    }
    let value = line[idx + 1..].trim();
    Some(Header { name: name.to_ascii_lowercase(), value: value.to_string() })
}

pub fn parse_all(block: &str) -> HashMap<String, String> {
    block.lines().filter_map(parse_header).map(|h| (h.name, h.value)).collect()
}
'''),
 dict(lang="java", path="src/main/java/com/acme/orders/OrderService.java", fn="applyDiscount", tf="JUnit 5", code='''package com.acme.orders;

import java.math.BigDecimal;
import java.math.RoundingMode;

public class OrderService {
    private final DiscountRepository discounts;

    public OrderService(DiscountRepository discounts) {
        this.discounts = discounts;
    }

    public BigDecimal applyDiscount(Order order, String code) {
        Discount d = discounts.findByCode(code);
        if (d == null || d.isExpired()) {
            return order.getTotal();
        }
        BigDecimal pct = BigDecimal.valueOf(d.getPercent()).divide(BigDecimal.valueOf(100));
        BigDecimal off = order.getTotal().multiply(pct);
        if (d.getMaxAmount() != null && off.compareTo(d.getMaxAmount()) > 0) {
            off = d.getMaxAmount();
        }
        return order.getTotal().subtract(off).setScale(2, RoundingMode.HALF_UP);
    }
}
'''),
 dict(lang="javascript", path="web/src/hooks/useFetch.js", fn="useFetch", tf="Jest with React Testing Library", code='''import { useEffect, useState } from "react";

export function useFetch(url, options) {
  const [data, setData] = useState(null);
  const [error, setError] = useState(null);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    setLoading(true);
    fetch(url, options)
      .then((r) => {
        if (!r.ok) throw new Error("HTTP " + r.status);
        return r.json();
      })
      .then(setData)
      .catch(setError)
      .finally(() => setLoading(false));
  }, [url]);

  return { data, error, loading };
}
'''),
 dict(lang="python", path="app/routes/users.py", fn="list_users", tf="pytest", code='''from flask import Blueprint, jsonify, request
from ..models import User, db

bp = Blueprint("users", __name__)


@bp.get("/users")
def list_users():
    q = User.query
    name = request.args.get("name")
    if name:
        q = q.filter(User.name.ilike(f"%{name}%"))
    page = int(request.args.get("page", 1))
    users = q.order_by(User.id).offset((page - 1) * 20).limit(20).all()
    return jsonify([u.to_dict() for u in users])
'''),
 dict(lang="ruby", path="lib/text/slugify.rb", fn="slugify", tf="RSpec", code='''module Text
  def self.slugify(str, sep: "-")
    s = str.to_s.unicode_normalize(:nfkd).encode("ASCII", invalid: :replace, undef: :replace, replace: "")
    s = s.downcase.gsub(/[^a-z0-9]+/, sep)
    s = s.gsub(/#{Regexp.escape(sep)}{2,}/, sep)
    s.sub(/\\A#{Regexp.escape(sep)}/, "").sub(/#{Regexp.escape(sep)}\\z/, "")
  end
end
'''),
 dict(lang="php", path="src/Http/RateLimiter.php", fn="hit", tf="PHPUnit", code='''<?php

namespace App\\Http;

class RateLimiter
{
    public function __construct(private \\Redis $redis, private int $limit = 60) {}

    public function hit(string $key, int $window = 60): bool
    {
        $k = "rl:" . $key;
        $n = $this->redis->incr($k);
        if ($n === 1) {
            $this->redis->expire($k, $window);
        }
        return $n <= $this->limit;
    }
}
'''),
 dict(lang="csharp", path="Services/TokenService.cs", fn="IsExpired", tf="xUnit", code='''using System;
using System.IdentityModel.Tokens.Jwt;

namespace Acme.Auth.Services
{
    public class TokenService
    {
        private readonly TimeSpan _skew = TimeSpan.FromMinutes(2);

        public bool IsExpired(string token)
        {
            var handler = new JwtSecurityTokenHandler();
            if (!handler.CanReadToken(token)) return true;
            var jwt = handler.ReadJwtToken(token);
            return jwt.ValidTo < DateTime.Now - _skew;
        }
    }
}
'''),
 dict(lang="kotlin", path="app/src/main/java/io/notes/util/DateUtils.kt", fn="formatRelative", tf="JUnit", code='''package io.notes.util

import java.time.Duration
import java.time.Instant

fun formatRelative(then: Instant, now: Instant = Instant.now()): String {
    val d = Duration.between(then, now)
    return when {
        d.seconds < 60 -> "just now"
        d.toMinutes() < 60 -> "${d.toMinutes()} min ago"
        d.toHours() < 24 -> "${d.toHours()} h ago"
        d.toDays() < 7 -> "${d.toDays()} days ago"
        else -> then.toString().substring(0, 10)
    }
}
'''),
 dict(lang="cpp", path="src/ring_buffer.hpp", fn="push", tf="GoogleTest", code='''#pragma once
#include <array>
#include <cstddef>

template <typename T, std::size_t N>
class RingBuffer {
public:
    bool push(const T& v) {
        if (count_ == N) {
            return false;
        }
        buf_[head_] = v;
        head_ = (head_ + 1) % N;
        ++count_;
        return true;
    }
    bool pop(T& out) {
        if (count_ == 0) return false;
        out = buf_[tail_];
        tail_ = (tail_ + 1) % N;
        --count_;
        return true;
    }
private:
    std::array<T, N> buf_{};
    std::size_t head_ = 0, tail_ = 0, count_ = 0;
};
'''),
 dict(lang="lua", path="lua/notes/init.lua", fn="setup", tf="busted", code='''local M = {}

M.config = { dir = "~/notes", ext = ".md", open_cmd = "edit" }

function M.setup(opts)
  M.config = vim.tbl_deep_extend("force", M.config, opts or {})
  vim.api.nvim_create_user_command("NoteNew", function(args)
    local name = args.args ~= "" and args.args or os.date("%Y-%m-%d")
    local path = vim.fn.expand(M.config.dir) .. "/" .. name .. M.config.ext
    vim.cmd(M.config.open_cmd .. " " .. vim.fn.fnameescape(path))
  end, { nargs = "?" })
end

return M
'''),
 dict(lang="bash", path="scripts/deploy.sh", fn="wait_for_health", tf="bats", code='''#!/usr/bin/env bash
set -euo pipefail

wait_for_health() {
  local url="$1" tries="${2:-30}"
  for i in $(seq 1 "$tries"); do
    if curl -fsS "$url/healthz" >/dev/null; then
      echo "healthy after $i tries"
      return 0
    fi
    sleep 2
  done
  echo "service never became healthy" >&2
  return 1
}

wait_for_health "${SERVICE_URL:-http://localhost:8080}"
'''),
]

# single-step asks about supplied code: (lang_tag, template) ; {fn} {tf} {lang}
CODE_SINGLE = [
 ("en", "add a docstring to {fn}"),
 ("en", "What does `{fn}` actually do? Walk me through it."),
 ("en", "rename the variables in {fn} to something readable, keep behaviour identical"),
 ("en", "write {tf} tests for {fn}, cover the edge cases"),
 ("en", "can {fn} blow up on empty input? if so patch it"),
 ("en", "is there an off-by-one anywhere in this function?"),
 ("en", "Rewrite this in a more idiomatic {lang} style."),
 ("en", "explain this code to a junior dev in 3-4 sentences"),
 ("en", "add some debug logging to {fn}, nothing fancy"),
 ("en", "why would {fn} be slow with large inputs?"),
 ("en", "make {fn} return early instead of nesting ifs"),
 ("en", "port this function to Python"),
 ("en", "add inline comments to the tricky lines"),
 ("en", "spot any bug in the selected code?"),
 ("en", "give me one unit test for the happy path of {fn}"),
 ("en", "convert the selection to TypeScript"),
 ("en", "tighten up the error handling in {fn}"),
 ("en", "what's the time complexity of {fn}"),
 ("zh", "给 {fn} 加上文档注释"),
 ("zh", "解释一下这段代码在做什么，重点说说边界情况"),
 ("zh", "把这个函数改写得更简洁一些，行为保持不变"),
 ("zh", "为 {fn} 写几个 {tf} 单元测试"),
 ("ja", "{fn} にコメントを付けてください"),
 ("ja", "このコードが何をしているのか説明してもらえますか"),
 ("ja", "この関数の変数名をもっと分かりやすくして"),
 ("es", "Explícame qué hace {fn} paso a paso"),
 ("es", "escribe pruebas unitarias con {tf} para esta función"),
 ("es", "¿Hay algún error en este fragmento?"),
 ("de", "Kannst du {fn} lesbarer umschreiben, ohne das Verhalten zu ändern?"),
 ("de", "Erklär mir bitte kurz, was diese Funktion macht."),
 ("fr", "Ajoute une gestion d'erreurs propre dans {fn}"),
 ("fr", "Explique-moi ce que fait ce code, ligne par ligne"),
 ("pt", "refatora essa função pra ficar mais legível"),
 ("pt", "o que exatamente esse trecho faz?"),
 ("ru", "Добавь документирующий комментарий к {fn}"),
 ("ru", "Объясни, что делает эта функция и где она может упасть"),
 ("ko", "이 함수에 주석 좀 달아줘"),
 ("ko", "{fn} 함수 테스트 코드 작성해줘"),
 ("it", "Spiegami cosa fa questa funzione"),
 ("tr", "Bu fonksiyona açıklayıcı yorum satırları ekle"),
 ("pl", "Przepisz tę funkcję tak, żeby była czytelniejsza"),
 ("vi", "Giải thích đoạn code này giúp mình với"),
]

# standalone single-step asks
STANDALONE_SINGLE = [
 ("en", "write a regex that matches ISO 8601 dates like 2024-03-01"),
 ("en", "regex to validate an IPv4 address, reject leading zeros"),
 ("en", "Given:\nCREATE TABLE customers(id int primary key, name text, country text);\nCREATE TABLE orders(id int primary key, customer_id int references customers(id), amount numeric, created_at timestamptz);\nWrite SQL for the top 5 customers by revenue in 2023."),
 ("en", "what does `git rebase --onto` do, with an example?"),
 ("en", "how do I undo my last commit but keep the changes staged"),
 ("en", "difference between useMemo and useCallback, short answer pls"),
 ("en", "find command to delete *.log files older than 7 days"),
 ("en", "How do I extract a single file from a .tar.gz without unpacking everything?"),
 ("en", "what's the python equivalent of JS flatMap"),
 ("en", "translate this bash to PowerShell:\nfor f in *.csv; do wc -l \"$f\"; done"),
 ("en", "In Go, when should I use a buffered channel vs an unbuffered one?"),
 ("en", "what http status code for a request that is valid but conflicts with current state?"),
 ("en", "jq expression to pull .items[].name where .enabled is true"),
 ("en", "Schema: users(id, email, created_at), logins(user_id, at). SQL: users who never logged in."),
 ("en", "how to make curl follow redirects and print only the status code"),
 ("en", "one-liner to count lines of code per file extension"),
 ("zh", "用正则匹配中国大陆手机号"),
 ("zh", "docker 怎么只看某个容器最后 100 行日志？"),
 ("zh", "Python 里 is 和 == 有什么区别？"),
 ("ja", "Pythonでリストの順序を保ったまま重複を取り除く方法は？"),
 ("ja", "git stash pop と apply の違いを教えて"),
 ("es", "¿Cuál es la diferencia entre git merge y git rebase?"),
 ("es", "dame una regex para validar correos electrónicos, algo razonable"),
 ("de", "Wie lege ich in PostgreSQL einen partiellen Index nur für nicht-NULL-Werte an?"),
 ("de", "Was macht `set -euo pipefail` genau?"),
 ("fr", "Écris une regex pour les codes postaux français"),
 ("fr", "Quelle est la différence entre une Promise et async/await ?"),
 ("ru", "Как в bash проверить, существует ли директория?"),
 ("ru", "Напиши SQL: таблица employees(id, name, dept_id, salary). Нужна средняя зарплата по отделам, только где больше 5 человек."),
 ("pt", "Qual a diferença entre let, const e var em JS?"),
 ("ko", "kubectl로 특정 네임스페이스의 디플로이먼트 전부 재시작하는 명령어?"),
 ("it", "Come faccio a vedere quali porte sono in ascolto su Linux?"),
 ("tr", "Python'da bir sözlüğü değerlere göre nasıl sıralarım?"),
 ("pl", "Jak w gicie zmienić wiadomość ostatniego commita?"),
 ("vi", "Sự khác nhau giữa TCP và UDP là gì, nói ngắn gọn thôi"),
]

LONG_ASKS = [
 ("en", "fix the failing tests"),
 ("en", "CI is red on main. make it green"),
 ("en", "find out why the cache never expires and fix it"),
 ("en", "add auth to all endpoints"),
 ("en", "migrate the project from Flask to FastAPI"),
 ("en", "Upgrade us from React 17 to 18 and fix whatever breaks."),
 ("en", "replace moment.js with date-fns across the whole codebase"),
 ("en", "there's a memory leak somewhere in the worker service, track it down and fix it"),
 ("en", "build a REST API with auth, tests and a Dockerfile"),
 ("en", "set up GitHub Actions for lint, test and release"),
 ("en", "turn on TypeScript strict mode for the repo and fix all the errors"),
 ("en", "Rename the User model to Account everywhere, migrations included"),
 ("en", "login randomly fails on staging - investigate and fix"),
 ("en", "extract all hardcoded UI strings into i18n files"),
 ("en", "implement cursor pagination for every list endpoint in the api"),
 ("en", "split the billing code out of the monolith into its own package"),
 ("en", "the build broke after the webpack bump, get it building again"),
 ("en", "add OpenTelemetry tracing across all our services"),
 ("en", "write integration tests for the entire checkout flow"),
 ("en", "make me a CLI todo app with sqlite storage, tests and packaging"),
 ("en", "delete the dead code in this project"),
 ("en", "app crashes at startup since yesterday's merge. find the culprit and fix"),
 ("en", "go through the repo and replace every raw SQL string with the query builder"),
 ("en", "implement the feature described in docs/rfc-012.md"),
 ("en", "bump all deps to latest and make sure everything still passes"),
 ("en", "the flaky test in the payments suite - figure out why and fix it"),
 ("zh", "把整个项目从 Python 2 迁移到 Python 3"),
 ("zh", "修复所有失败的测试"),
 ("zh", "找出为什么分页接口偶尔返回重复数据，然后修好"),
 ("zh", "给所有接口都加上权限校验"),
 ("ja", "リポジトリ全体でlodashを使うのをやめてネイティブ実装に置き換えて"),
 ("ja", "テストが落ちてるので直してください"),
 ("ja", "ログイン後すぐセッションが切れる原因を調べて修正して"),
 ("es", "Migra el proyecto de Vue 2 a Vue 3"),
 ("es", "arregla los tests que fallan en CI"),
 ("es", "añade autenticación JWT a todos los endpoints"),
 ("de", "Stell das ganze Projekt von unittest auf pytest um"),
 ("de", "Finde heraus, warum der Cache nie invalidiert wird, und behebe es"),
 ("fr", "Ajoute la pagination à toutes les routes de l'API"),
 ("fr", "Les tests d'intégration échouent depuis la montée de version de Django, corrige-les"),
 ("pt", "migra o projeto do Express pro Fastify"),
 ("pt", "descobre por que o worker trava de vez em quando e corrige"),
 ("ru", "Перенеси проект с Webpack на Vite"),
 ("ru", "Найди, почему утекают соединения к базе, и исправь"),
 ("ko", "프로젝트 전체에 ESLint 적용하고 경고 전부 고쳐줘"),
 ("ko", "실패하는 테스트 좀 고쳐줘"),
 ("it", "Aggiungi il supporto multi-tenant a tutto il backend"),
 ("tr", "Projedeki tüm print çağrılarını logging ile değiştir"),
 ("pl", "Zmigruj bazę z MySQL na PostgreSQL i popraw wszystkie zapytania w projekcie"),
 ("vi", "Tìm và sửa lỗi khiến build trên CI bị fail"),
]

# long asks that reference attached code but require going beyond it
CODE_LONG = [
 ("en", "this same bug is copy-pasted into the other handlers, fix it everywhere"),
 ("en", "{fn} is called from a bunch of places; change its signature to take an options object and update all callers"),
 ("en", "use this as the pattern and convert the rest of the modules in the repo the same way"),
 ("en", "something upstream passes bad data into {fn}. find where it comes from and fix it"),
 ("zh", "{fn} 在很多地方被调用，把它改成异步的，并把所有调用处一起改掉"),
 ("ja", "同じパターンがプロジェクトの他のファイルにもあるはずなので、全部探して直して"),
 ("es", "Cambia el nombre de {fn} en todo el proyecto y actualiza los tests"),
 ("de", "Die Funktion wird überall im Projekt benutzt – ersetze sie durch die neue Utility und räum die alten Aufrufe auf"),
 ("fr", "Ce bug existe sûrement ailleurs dans le dépôt, trouve toutes les occurrences et corrige-les"),
 ("ru", "Эта функция дублируется в нескольких модулях — вынеси её в общий пакет и замени все копии"),
]
