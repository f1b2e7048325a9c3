// Cost dashboard: fetches /dashboard/data with the key as a Bearer token and draws inline SVG charts.
// No framework, no build step, no CDN: DOM built with textContent only (ledger strings are never HTML).
"use strict";

const KEY_STORE = "gateway.dashboard.key";
const PALETTE = ["#2f5bea", "#17845a", "#d97706", "#9333ea", "#0891b2", "#c0362c", "#4b5563", "#db2777"];
const VERSION_COLORS = { fast: "#17845a", standard: "#2f5bea" };
const SVG = "http://www.w3.org/2000/svg";

// Money: integer micro-dollars to the cent, half up, exactly like gateway.reports.money.cents.
function cents(micros) {
  if (micros === null || micros === undefined) return "-";
  const sign = micros < 0 ? "-" : "";
  const amount = Math.abs(micros);
  const hundredths = Math.floor((amount + 5000) / 10000);
  if (hundredths === 0 && amount > 0) return sign + "<$0.01";
  const whole = Math.floor(hundredths / 100);
  const cent = String(hundredths % 100).padStart(2, "0");
  return `${sign}$${whole.toLocaleString("en-US")}.${cent}`;
}
const count = (n) => Number(n || 0).toLocaleString("en-US");
// A cost cell never shows an unpriced amount as $0.00 (same rule as gateway.reports.money.cost_cell).
function costCell(row) {
  if (!row.attempts) return "-";
  if (row.unpriced_attempts === row.attempts) return "UNPRICED";
  if (row.unpriced_attempts) return `${cents(row.cost_micros)} +${row.unpriced_attempts} UNPRICED`;
  return cents(row.cost_micros);
}

function h(tag, attrs, ...children) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === null || v === undefined || v === false) continue;
    if (k === "class") el.className = v; else if (k === "style") el.style.cssText = v; else el.setAttribute(k, v);
  }
  for (const c of children.flat()) if (c !== null && c !== undefined) el.append(c);
  return el;
}
function s(tag, attrs, ...children) {
  const el = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs || {})) if (v !== null && v !== undefined) el.setAttribute(k, v);
  for (const c of children.flat()) {
    if (c === null || c === undefined) continue;
    el.append(typeof c === "string" ? document.createTextNode(c) : c);
  }
  return el;
}
const $ = (id) => document.getElementById(id);
const fill = (id, ...nodes) => $(id).replaceChildren(...nodes.flat());
const text = (id, value) => { $(id).textContent = value; };

// ---- key handling -------------------------------------------------------------------------------
function takeKeyFromHash() {
  const params = new URLSearchParams(location.hash.slice(1));
  const key = params.get("key");
  if (key) {
    sessionStorage.setItem(KEY_STORE, key);
    params.delete("key");
    const rest = params.toString();
    history.replaceState(null, "", location.pathname + location.search + (rest ? "#" + rest : ""));
  }
}
const currentKey = () => sessionStorage.getItem(KEY_STORE);

function showLogin(message) {
  $("login").hidden = false;
  $("board").hidden = true;
  $("forget").hidden = true;
  setStatus(message || "", Boolean(message));
}
function setStatus(message, isError) {
  const el = $("status");
  el.textContent = message;
  el.className = isError ? "status error" : "status";
}

// Period and filters as the query the data and the downloads use ("from..to", or one day).
const FILTERS = ["team", "model", "version", "key", "person"];
function periodText() {
  const from = $("from").value, to = $("to").value;
  const month = from.slice(0, 7);
  if (from.endsWith("-01") && rangeOf(month)[1] === to) return month;  // a calendar month
  return from === to ? from : `${from}..${to}`;
}
function dataQuery() {
  const q = new URLSearchParams({ period: periodText() });
  for (const f of FILTERS) { const v = $("f-" + f).value; if (v) q.set(f, v); }
  return q;
}

// Money on an axis: enough decimals for the tick step, k/M above $10,000; readable from $0.001 to $1M.
function axisMoney(micros, stepMicros) {
  const dollars = micros / 1e6;
  if (dollars >= 1e6) return `$${+(dollars / 1e6).toFixed(stepMicros >= 1e12 ? 0 : 2)}M`;
  if (dollars >= 1e4) return `$${+(dollars / 1e3).toFixed(stepMicros >= 1e9 ? 0 : 1)}k`;
  const decimals = Math.max(0, Math.min(6, Math.ceil(-Math.log10(stepMicros / 1e6) - 1e-9)));
  return "$" + dollars.toLocaleString("en-US", { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}
// A nice step (1, 2 or 5 x 10^n micro-dollars) giving about four ticks up to at least `v`.
function niceStep(v) {
  if (v <= 0) return 1000;
  const raw = v / 4, p = Math.pow(10, Math.floor(Math.log10(raw)));
  for (const m of [1, 2, 5, 10]) if (m * p >= raw) return m * p;
  return 10 * p;
}
// "+12.5%" change from the previous period (null when there was nothing to compare with).
function change(now, before) {
  if (!before) return null;
  const pct = (100 * (now - before)) / before;
  return (pct >= 0 ? "+" : "") + pct.toFixed(1) + "%";
}
const withZone = (iso) => new Date(iso).toLocaleString("en-GB", { timeZoneName: "short" });

// ---- data ---------------------------------------------------------------------------------------
async function load() {
  const key = currentKey();
  if (!key) return showLogin();
  const query = dataQuery();
  setStatus("Loading " + query.get("period") + "…");
  let response;
  try {
    response = await fetch("/dashboard/data?" + query.toString(), {
      headers: { Authorization: "Bearer " + key }, cache: "no-store",
    });
  } catch (err) {
    return setStatus("Cannot reach the gateway: " + err, true);
  }
  const body = await response.json().catch(() => ({}));
  if (response.status === 401) {
    sessionStorage.removeItem(KEY_STORE);
    return showLogin("That key was not accepted. Try another.");
  }
  if (!response.ok) return setStatus((body.error && body.error.message) || "Error " + response.status, true);
  $("login").hidden = true;
  $("forget").hidden = false;
  render(body);
  $("board").hidden = false;
  document.body.dataset.loaded = "true";
  setStatus("");
}

function teamColors(data) {
  const names = [...new Set([...data.teams.map((t) => t.team), ...data.budgets.map((b) => b.team)])].sort();
  return new Map(names.map((n, i) => [n, PALETTE[i % PALETTE.length]]));
}

function render(data) {
  const colors = teamColors(data);
  const t = data.totals;
  const role = data.viewer || "admin";
  const who = data.team ? "Team " + data.team + (role === "team" ? "" : ` (${role} view)`) : `All teams (${role})`;
  const shown = Object.entries(data.filters || {}).map(([k, v]) => `${k} ${v}`);
  text("scope", [who, data.period.label + " (UTC days)", ...shown].join(" · "));
  const prev = data.previous.totals;
  const delta = change(t.cost_micros, prev.cost_micros);
  text("spend-compare", `previous ${data.previous.label}: ${cents(prev.cost_micros)}` +
    (delta ? ` (${delta})` : "") + ` · ${count(prev.requests)} requests`);
  text("total-spend", cents(t.cost_micros));
  const notes = [t.unpriced_attempts ? `at least: ${count(t.unpriced_attempts)} attempt(s) unpriced` : "live traffic"];
  if (t.shadow_attempts) notes.push(`plus ${cents(t.shadow_cost_micros)} on shadow runs`);
  text("total-spend-note", notes.join(" · "));
  text("total-requests", count(t.requests));
  text("total-tokens", `${count(t.prompt_tokens)} prompt · ${count(t.completion_tokens)} completion tokens`);
  text("total-savings", t.savings_micros === null ? "-" : cents(t.savings_micros));
  text("savings-note", savedLine(t));
  text("total-unpriced", count(t.unpriced_attempts));
  text("unpriced-note", t.unpriced_attempts ? "spend is a lower bound" : "every attempt priced");
  $("unpriced-kpi").classList.toggle("flag", t.unpriced_attempts > 0);
  renderTeams(data, colors);
  renderSpendChart(data, colors);
  renderMix(data);
  renderSavings(data);
  renderBudgets(data, colors);
  renderPeople(data);
  renderTasks(data);
  renderRouting(data);
  renderForecast(data);
  renderOutcomes(data);
  renderOptions(data);
  renderDownloads(data);
  renderUnpriced(data);
  renderShadows(data);
  text("generated", "Generated " + withZone(data.generated_at) + " (" + data.generated_at + ")" + (data.notes.length
    ? " · " + data.notes.join(" · ") : ""));
}

function renderTeams(data, colors) {
  const rows = data.teams.map((r) => h("tr", { "data-team": r.team },
    h("th", { scope: "row" }, h("span", { class: "swatch", style: "background:" + colors.get(r.team) }), r.team),
    h("td", { class: "num", "data-testid": "team-requests-" + r.team }, count(r.requests)),
    h("td", { class: "num", "data-testid": "team-spend-" + r.team }, costCell(r)),
    h("td", { class: "num" }, cents(r.standard_cost_micros)),
    h("td", { class: "num" }, cents(r.savings_micros)),
    h("td", { class: "num" + (r.unpriced_attempts ? " flagged" : "") }, count(r.unpriced_attempts))));
  if (!rows.length) rows.push(h("tr", {}, h("td", { colspan: 6, class: "none" }, "No requests in this period.")));
  fill("team-rows", rows);
  fill("team-legend", [...colors].filter(([n]) => data.teams.some((r) => r.team === n)).map(([n, c]) =>
    h("span", {}, h("span", { class: "swatch", style: "background:" + c }), n)));
}

function renderSpendChart(data, colors) {
  const W = 1200, H = 260, L = 64, R = 10, T = 10, B = 28;
  const byDay = new Map(data.days.map((d) => [d, []]));
  for (const r of data.spend_by_day) if (byDay.has(r.day)) byDay.get(r.day).push(r);
  const totals = data.days.map((d) => byDay.get(d).reduce((a, r) => a + r.cost_micros, 0));
  const step = niceStep(Math.max(0, ...totals));
  const max = step * Math.max(1, Math.ceil(Math.max(0, ...totals) / step));
  const slot = (W - L - R) / Math.max(1, data.days.length);
  const bw = Math.max(2, slot * 0.7);
  const y = (v) => T + (H - T - B) * (1 - v / max);
  const ticks = [];
  for (let v = 0; v <= max + step / 2; v += step) ticks.push(v);
  const grid = ticks.map((v) => s("g", {},
    s("line", { x1: L, x2: W - R, y1: y(v), y2: y(v), stroke: "#e3e6eb" }),
    s("text", { x: L - 6, y: y(v) + 4, "text-anchor": "end", class: "tick" }, axisMoney(v, step))));
  const bars = [];
  data.days.forEach((day, i) => {
    let base = 0;
    const x = L + i * slot + (slot - bw) / 2;
    for (const r of byDay.get(day).sort((a, b) => a.team.localeCompare(b.team))) {
      const top = base + r.cost_micros;
      bars.push(s("rect", { x, width: bw, y: y(top), height: Math.max(0, y(base) - y(top)),
        fill: colors.get(r.team) || "#999" }, s("title", {}, `${day} ${r.team}: ${cents(r.cost_micros)}, ` +
        `${count(r.requests)} requests`)));
      base = top;
    }
    const every = Math.ceil(data.days.length / 16);
    if (i % every === 0) {
      bars.push(s("text", { x: x + bw / 2, y: H - 10, "text-anchor": "middle" }, day.slice(5)));
    }
  });
  const svg = s("svg", { viewBox: `0 0 ${W} ${H}`, role: "img",
    "aria-label": `Daily spend by team, ${data.period.label}; the table below lists the figures` }, grid, bars);
  fill("spend-chart", svg);
}

function renderMix(data) {
  const requestClasses = new Map();
  for (const r of data.route_mix) {
    const requestClass = r.request_class || "unclassified";
    if (!requestClasses.has(requestClass)) requestClasses.set(requestClass, []);
    requestClasses.get(requestClass).push(r);
  }
  const W = 400, rowH = 34, L = 100;
  const rows = [];
  let yPos = 4;
  for (const [requestClass, parts] of requestClasses) {
    const total = parts.reduce((a, r) => a + r.requests, 0) || 1;
    let x = L;
    rows.push(s("text", { x: 0, y: yPos + 17 }, requestClass.replace("_", " ")));
    for (const r of parts) {
      const w = ((W - L) * r.requests) / total;
      rows.push(s("rect", { x, y: yPos, width: w, height: 24, fill: VERSION_COLORS[r.version] || "#9aa3af" },
        s("title", {}, `${requestClass} → ${r.version}: ${count(r.requests)} requests`)));
      if (w > 60) {
        rows.push(s("text", { x: x + 6, y: yPos + 16, style: "fill:#fff" },
          `${r.version} ${Math.round((100 * r.requests) / total)}%`));
      }
      x += w;
    }
    yPos += rowH;
  }
  fill("mix-chart", rows.length
    ? s("svg", { viewBox: `0 0 ${W} ${Math.max(yPos, 20)}`, role: "img", "aria-label": "Route mix by request class" }, rows)
    : h("p", { class: "none" }, "No routed requests."));
  fill("mix-rows", data.route_mix.map((r) => h("tr", {}, h("td", {}, r.request_class || "unclassified"),
    h("td", {}, r.version), h("td", { class: "num" }, count(r.requests)), h("td", { class: "num" }, costCell(r)))));
}

function renderSavings(data) {
  const t = data.totals;
  if (t.standard_cost_micros === null) {
    return fill("savings-chart", h("p", { class: "none" }, "No standard prices known for these models."));
  }
  const W = 400, max = Math.max(t.standard_cost_micros, t.cost_micros, 1);
  const bar = (label, v, y, color) => [s("text", { x: 0, y: y + 16 }, label),
    s("rect", { x: 100, y, width: Math.max(1, (230 * v) / max), height: 24, fill: color }),
    s("text", { x: 106 + (230 * v) / max, y: y + 16 }, cents(v))];
  fill("savings-chart",
    s("svg", { viewBox: `0 0 ${W} 74`, role: "img", "aria-label": "Actual spend against all-standard cost" },
      bar("actual", t.cost_micros, 4, "#17845a"), bar("all standard", t.standard_cost_micros, 40, "#9aa3af")),
    h("p", { class: "sub", "data-testid": "saved-line" }, savedLine(t)));
}

// Saved, in one line: absolute and relative to what the same tokens cost all on standard.
function percent1(part, whole) {
  if (!whole) return "0%";
  const tenths = Math.round((1000 * part) / whole);
  if (tenths === 0 && part > 0) return "<0.1%";
  return (tenths / 10).toFixed(1) + "%";
}
function savedLine(t) {
  if (t.standard_cost_micros === null) return "no standard prices: savings unknown";
  return `Routing saved ${cents(t.savings_micros)}: ${percent1(t.savings_micros, t.standard_cost_micros)} ` +
    `less than the ${cents(t.standard_cost_micros)} the same tokens cost all on the standard version.`;
}

function renderForecast(data) {
  text("forecast-method", "Method: " + data.forecast.method);
  const rows = data.forecast.teams.map((f) => {
    const status = f.forecast_micros === null ? "too early in the month"
      : f.budget_micros === null ? "no monthly budget"
      : f.over_budget ? `over by ${cents(f.forecast_micros - f.budget_micros)}` : "within budget";
    return h("tr", { "data-team": f.team },
      h("th", { scope: "row" }, f.team), h("td", {}, `${f.month} (${f.tz})`),
      h("td", { class: "num", "data-testid": "forecast-spent-" + f.team }, cents(f.spent_micros)),
      h("td", { class: "num", "data-testid": "forecast-" + f.team }, f.forecast_micros === null ? "-" : cents(f.forecast_micros)),
      h("td", { class: "num" }, f.budget_micros === null ? "none" : cents(f.budget_micros)),
      h("td", { class: f.over_budget ? "over" : "under", "data-testid": "forecast-status-" + f.team }, status));
  });
  fill("forecast-rows", rows.length ? rows : h("tr", {}, h("td", { colspan: 6, class: "none" }, "No teams.")));
}

function renderOutcomes(data) {
  const rows = data.outcomes.map((o) => h("tr", { "data-team": o.team },
    h("th", { scope: "row" }, o.team),
    h("td", { class: "num", "data-testid": `outcome-ok-${o.team}` }, count(o.attempts.ok)),
    h("td", { class: "num" + (o.denials ? " flagged" : ""), "data-testid": `outcome-denied-${o.team}` }, count(o.denials)),
    h("td", { "data-testid": `outcome-denied-by-${o.team}` },
      Object.entries(o.denied).map(([limit, n]) => `${limit}: ${n}`).join(", ") || "-"),
    h("td", { class: "num", "data-testid": `outcome-error-${o.team}` }, count(o.attempts.upstream_error)),
    h("td", { class: "num" }, count(o.attempts.timeout)),
    h("td", { class: "num", "data-testid": `outcome-fallback-${o.team}` }, count(o.attempts.fallback)),
    h("td", { class: "num", "data-testid": `outcome-escalated-${o.team}` }, count(o.escalated_requests))));
  fill("outcome-rows", rows.length ? rows : h("tr", {}, h("td", { colspan: 8, class: "none" }, "No requests.")));
}

function renderPeople(data) {
  const rows = data.people.map((p) => h("tr", {}, h("td", { class: "client" }, p.person || "(nobody named)"),
    h("td", { class: "num" }, count(p.requests)), h("td", { class: "num", "data-testid": "person-spend-" + (p.person || "none") }, costCell(p))));
  fill("people-rows", rows.length ? rows : h("tr", {}, h("td", { colspan: 3, class: "none" }, "No requests.")));
}

function renderTasks(data) {
  const rows = data.tasks.map((t) => {
    const href = "/admin/tasks/" + encodeURIComponent(t.task) + "?format=table";
    const link = h("a", { href, "data-testid": "task-link" }, t.task);
    link.addEventListener("click", (e) => { e.preventDefault(); showTimeline(href); });
    return h("tr", {}, h("td", { class: "client" }, link), h("td", {}, t.team),
      h("td", { class: "num" }, count(t.requests)), h("td", { class: "num" }, costCell(t)));
  });
  fill("task-rows", rows.length ? rows : h("tr", {}, h("td", { colspan: 4, class: "none" }, "No tasks.")));
}
async function showTimeline(href) {
  const response = await fetch(href, { headers: { Authorization: "Bearer " + currentKey() } });
  const el = $("timeline");
  el.textContent = await response.text();
  el.hidden = false;
}

function milli(micros) {
  if (micros === null || micros === undefined) return "-";
  const hundredths = Math.floor((micros + 50) / 100);
  return "$" + Math.floor(hundredths / 10000).toLocaleString("en-US") + "." + String(hundredths % 10000).padStart(4, "0");
}
function renderRouting(data) {
  text("routing-method", "Per task (agent session, by the versions it used) and per request outside any session " +
    "(by request class and version); " + data.routing_cost.method + ".");
  const rows = data.routing_cost.groups.map((g) => h("tr", { "data-testid": `routing-${g.kind}-${g.request_class || "none"}-${g.version}` },
    h("td", {}, g.kind), h("td", {}, g.request_class || "-"), h("td", {}, g.version), h("td", { class: "num" }, count(g.units)),
    h("td", { class: "num" }, milli(g.mean_micros)), h("td", { class: "num" }, milli(g.p50_micros)),
    h("td", { class: "num" }, milli(g.p90_micros)), h("td", { class: "num" }, milli(g.p99_micros))));
  fill("routing-rows", rows.length ? rows : h("tr", {}, h("td", { colspan: 8, class: "none" }, "No requests.")));
}

function renderOptions(data) {
  const teams = data.team ? [data.team] : data.budgets.map((b) => b.team);
  const lists = { team: teams, ...data.options };
  for (const f of FILTERS) {
    const select = $("f-" + f), chosen = select.value || (f === "team" ? data.team || "" : (data.filters || {})[f] || "");
    select.replaceChildren(h("option", { value: "" }, "all"), ...(lists[f] || []).map((v) => h("option", { value: v }, v)));
    select.value = chosen;
  }
}

function renderDownloads(data) {
  for (const [id, url] of [["dl-csv", data.downloads.csv], ["dl-focus", data.downloads.focus]]) {
    const a = $(id);
    a.href = url;
    a.onclick = async (e) => {  // the key goes as a header, never in the URL
      e.preventDefault();
      const response = await fetch(url, { headers: { Authorization: "Bearer " + currentKey() } });
      const blob = await response.blob();
      const tmp = h("a", { href: URL.createObjectURL(blob), download: id === "dl-csv" ? "spend.csv" : "focus.csv" });
      tmp.click();
      URL.revokeObjectURL(tmp.href);
    };
  }
}

function renderBudgets(data, colors) {
  const blocks = data.budgets.map((b) => h("div", { class: "budget", "data-team": b.team },
    h("h3", {}, h("span", {}, h("span", { class: "swatch", style: "background:" + colors.get(b.team) }), b.team),
      h("span", {}, b.tz)),
    b.periods.map((p) => {
      const frac = p.fraction_used === null ? null : p.fraction_used;
      const level = frac === null ? "" : frac >= 0.9 ? "high" : frac >= 0.6 ? "mid" : "";
      const width = frac === null ? 0 : Math.min(100, frac * 100);
      const label = p.budget_micros === null ? `${cents(p.spent_micros)} (no budget)`
        : `${cents(p.spent_micros)} of ${cents(p.budget_micros)}`;
      return h("div", { class: "gauge", "data-testid": `budget-${b.team}-${p.name}` },
        h("span", {}, p.name),
        h("div", { class: "bar", role: "meter", "aria-valuemin": 0, "aria-valuemax": 100,
          "aria-valuenow": Math.round(width), "aria-label": `${b.team} ${p.name} budget used` },
          h("span", { class: level, style: `width:${width}%` })),
        h("span", { class: "num" + (p.exhausted ? " flagged" : "") }, label));
    })));
  fill("budgets", blocks.length ? blocks : h("p", { class: "none" }, "No teams."));
}

function renderUnpriced(data) {
  if (!data.unpriced.length) return fill("unpriced", h("p", { class: "ok" }, "✓ Every attempt has a price."));
  fill("unpriced", h("table", { class: "data" }, h("thead", {}, h("tr", {}, ["Team", "Model", "Version", "Attempts"]
    .map((c, i) => h("th", { scope: "col", class: i === 3 ? "num" : null }, c)))),
    h("tbody", {}, data.unpriced.map((r) => h("tr", {}, h("td", {}, r.team), h("td", {}, r.model),
      h("td", {}, r.version), h("td", { class: "num flagged" }, count(r.unpriced_attempts)))))));
}

function renderShadows(data) {
  const runs = data.shadow_runs || [];
  if (!runs.length) return fill("shadows", h("p", { class: "none" }, "No shadow runs in this period."));
  // The same verdicts and reasons as `gateway shadow report`: which threshold decided, what is still needed.
  const pct = (v) => (v == null ? "-" : `${(v * 100).toFixed(1)}%`);
  const why = (r) => (r.reasons && r.reasons.length ? r.reasons.join("; ")
    : (r.decided_by && r.decided_by.length ? `passed: ${r.decided_by.join(", ")}` : ""));
  const change = (r) => [r.opened_by && `opened by ${r.opened_by}`, r.closed_by && `closed by ${r.closed_by}`,
    r.ended_by && `ended: ${r.ended_by}`].filter(Boolean).join("; ");
  const cols = ["run", "version", "trigger", "status", "weights", "pairs", "agreement", "tool agreement",
    "verdict", "why", "pairs needed", "run changes"];
  fill("shadows", h("table", { class: "data" }, h("thead", {}, h("tr", {}, cols.map((c) => h("th", { scope: "col" }, c)))),
    h("tbody", {}, runs.map((r) => h("tr", { "data-testid": `shadow-run-${r.id}` },
      h("td", {}, r.id), h("td", {}, `${r.model}/${r.version}`), h("td", {}, r.trigger), h("td", {}, r.status),
      h("td", {}, `${r.live_weights} \u2192 ${r.candidate_weights}`), h("td", { class: "num" }, String(r.pairs)),
      h("td", { class: "num" }, pct(r.agreement)), h("td", { class: "num" }, pct(r.tool_agreement)),
      h("td", { "data-testid": `shadow-verdict-${r.id}`, class: r.verdict === "promote" ? null : "flagged" },
        String(r.verdict ?? "")),
      h("td", { "data-testid": `shadow-why-${r.id}` }, why(r)),
      h("td", { class: "num" }, r.verdict === "inconclusive" ? String(r.pairs_needed) : ""),
      h("td", {}, change(r)))))));
}

// "2026-11" -> first and last day; "A..B" -> A, B; a day -> itself twice.
function rangeOf(period) {
  if (period.includes("..")) return period.split("..", 2);
  if (period.length === 7) {
    const [y, m] = period.split("-").map(Number);
    const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
    return [period + "-01", `${period}-${String(last).padStart(2, "0")}`];
  }
  return [period, period];
}

// ---- wiring -------------------------------------------------------------------------------------
function init() {
  takeKeyFromHash();
  const query = new URLSearchParams(location.search);
  const [from, to] = rangeOf(query.get("period") || new Date().toISOString().slice(0, 7));
  $("from").value = from;
  $("to").value = to;
  for (const f of FILTERS) {
    const v = query.get(f);
    if (v) $("f-" + f).replaceChildren(h("option", { value: "" }, "all"), h("option", { value: v }, v));
    if (v) $("f-" + f).value = v;
  }
  $("period-form").addEventListener("submit", (e) => {
    e.preventDefault();
    const url = new URL(location.href);
    url.search = dataQuery().toString();
    history.replaceState(null, "", url);
    load();
  });
  $("key-form").addEventListener("submit", (e) => {
    e.preventDefault();
    sessionStorage.setItem(KEY_STORE, $("key").value.trim());
    $("key").value = "";
    load();
  });
  $("forget").addEventListener("click", () => {
    sessionStorage.removeItem(KEY_STORE);
    showLogin("Key forgotten.");
  });
  load();
}
init();
