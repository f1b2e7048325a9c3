from ._fmt import M

M("long01", "function", "en", r'''
"""shipping.py - rate calculation and label helpers for the warehouse service."""
from __future__ import annotations

import dataclasses
import datetime as dt
import decimal
import logging
from typing import Iterable

log = logging.getLogger(__name__)

D = decimal.Decimal
CENT = D("0.01")

ZONES = {
    "domestic": {"base": D("4.90"), "per_kg": D("0.80"), "max_kg": D("30")},
    "eu": {"base": D("9.90"), "per_kg": D("1.60"), "max_kg": D("30")},
    "world": {"base": D("19.90"), "per_kg": D("3.20"), "max_kg": D("20")},
}

EU_COUNTRIES = {
    "AT", "BE", "BG", "HR", "CY", "CZ", "DK", "EE", "FI", "FR", "DE", "GR", "HU",
    "IE", "IT", "LV", "LT", "LU", "MT", "NL", "PL", "PT", "RO", "SK", "SI", "ES", "SE",
}

HOME_COUNTRY = "DE"
FREE_SHIPPING_THRESHOLD = D("75.00")
VOLUMETRIC_DIVISOR = D("5000")


class ShippingError(Exception):
    pass


@dataclasses.dataclass(frozen=True)
class Parcel:
    length_cm: D
    width_cm: D
    height_cm: D
    weight_kg: D

    def volumetric_kg(self) -> D:
        return (self.length_cm * self.width_cm * self.height_cm) / VOLUMETRIC_DIVISOR

    def billable_kg(self) -> D:
        return max(self.weight_kg, self.volumetric_kg())


@dataclasses.dataclass
class Quote:
    zone: str
    parcels: int
    billable_kg: D
    price: D
    free: bool = False
    notes: list[str] = dataclasses.field(default_factory=list)


def zone_for(country: str) -> str:
    country = country.upper()
    if country == HOME_COUNTRY:
        return "domestic"
    if country in EU_COUNTRIES:
        return "eu"
    return "world"


def split_parcels(items: Iterable[Parcel], max_kg: D) -> list[list[Parcel]]:
    groups: list[list[Parcel]] = []
    current: list[Parcel] = []
    current_kg = D("0")
    for p in sorted(items, key=lambda x: x.billable_kg(), reverse=True):
        kg = p.billable_kg()
        if kg > max_kg:
            raise ShippingError(f"single item over {max_kg} kg: {kg}")
        if current_kg + kg > max_kg:
            groups.append(current)
            current, current_kg = [], D("0")
        current.append(p)
        current_kg += kg
    if current:
        groups.append(current)
    return groups


def parcel_price(zone: str, kg: D) -> D:
    z = ZONES[zone]
    return (z["base"] + z["per_kg"] * kg.to_integral_value(rounding=decimal.ROUND_CEILING)).quantize(CENT)


def quote(country: str, items: list[Parcel], order_total: D, promo: str | None = None) -> Quote:
    zone = zone_for(country)
    max_kg = ZONES[zone]["max_kg"]
    groups = split_parcels(items, max_kg)
    total_kg = sum((p.billable_kg() for p in items), D("0"))
    price = sum((parcel_price(zone, sum((p.billable_kg() for p in g), D("0"))) for g in groups), D("0"))
    q = Quote(zone=zone, parcels=len(groups), billable_kg=total_kg, price=price)
    if zone == "domestic" and order_total >= FREE_SHIPPING_THRESHOLD:
        q.price = D("0.00")
        q.free = True
        q.notes.append("free domestic shipping over threshold")
    if promo == "SHIPHALF":
        q.price = (q.price / 2).quantize(CENT)
        q.notes.append("promo SHIPHALF applied")
    if len(groups) > 1:
        q.notes.append(f"split into {len(groups)} parcels")
    log.debug("quote %s -> %s", country, q)
    return q


def delivery_estimate(zone: str, shipped_on: dt.date) -> tuple[dt.date, dt.date]:
    days = {"domestic": (1, 2), "eu": (2, 5), "world": (5, 14)}[zone]
    start = shipped_on
    lo = hi = None
    added = 0
    d = start
    while hi is None:
        d += dt.timedelta(days=1)
        if d.weekday() >= 5:
            continue
        added += 1
        if added == days[0]:
            lo = d
        if added == days[1]:
            hi = d
    return lo, hi


def label_lines(name: str, street: str, postcode: str, city: str, country: str) -> list[str]:
    lines = [name.strip(), street.strip()]
    country = country.upper()
    if country in {"GB", "IE"}:
        lines += [city.strip().upper(), postcode.strip().upper()]
    elif country == "US":
        lines += [f"{city.strip().upper()} {postcode.strip()}"]
    else:
        lines += [f"{postcode.strip()} {city.strip()}"]
    if country != HOME_COUNTRY:
        lines.append(country)
    return [l for l in lines if l]


def customs_required(country: str) -> bool:
    return zone_for(country) == "world" or country.upper() in {"CH", "NO", "GB"}


def customs_declaration(items: list[dict], currency: str = "EUR") -> dict:
    total = D("0")
    lines = []
    for it in items:
        value = (D(str(it["unit_price"])) * it["qty"]).quantize(CENT)
        total += value
        lines.append({
            "description": it["name"][:35],
            "hs_code": it.get("hs_code", "000000"),
            "qty": it["qty"],
            "value": str(value),
            "origin": it.get("origin", HOME_COUNTRY),
        })
    return {"currency": currency, "total": str(total.quantize(CENT)), "lines": lines}


def cheapest_carrier(rates: dict[str, D]) -> str:
    if not rates:
        raise ShippingError("no carrier rates")
    return min(rates, key=rates.get)


def format_tracking_url(carrier: str, code: str) -> str:
    templates = {
        "dhl": "https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode={}",
        "ups": "https://www.ups.com/track?tracknum={}",
        "gls": "https://gls-group.com/track/{}",
    }
    try:
        return templates[carrier].format(code)
    except KeyError:
        raise ShippingError(f"unknown carrier {carrier}")
''', asks=[
    ("en", "document_snippet", "add docstrings to quote() and split_parcels() only, leave the rest"),
    ("en", "test_snippet", "write pytest tests for delivery_estimate, incl. shipping on a friday"),
    ("en", "explain", "walk me through how quote() decides the price"),
    ("de", "fix_snippet", "split_parcels hängt eine leere Liste an, wenn das erste Paket schon zu schwer für current ist? prüf und fix das"),
    ("en", "update_callers", "quote() should take a Cart object instead, change it and every caller in the warehouse service"),
    ("cs", "add_regression_tests", "tohle je z našeho warehouse modulu, přidej regresní testy do existující sady a spusť je"),
], summary="shipping.py computes shipping quotes: it maps a country to domestic/EU/world zones, splits parcels by a per-zone weight cap using billable (max of real and volumetric) weight, prices each parcel as base plus per-kg, applies free domestic shipping over 75 EUR and a SHIPHALF promo, and has helpers for delivery dates, labels, customs and tracking URLs.")

M("long02", "ci_log", "en", r'''
2024-09-18T08:01:02.0000000Z ##[group]Run ./scripts/ci.sh
2024-09-18T08:01:02.0100000Z + set -euo pipefail
2024-09-18T08:01:02.0110000Z + python -m pip install -U pip
2024-09-18T08:01:04.2210000Z Successfully installed pip-24.2
2024-09-18T08:01:04.2300000Z + pip install -e .[dev]
2024-09-18T08:01:05.1100000Z Obtaining file:///home/runner/work/atlas/atlas
2024-09-18T08:01:07.8800000Z Collecting sqlalchemy>=2.0
2024-09-18T08:01:08.1200000Z Collecting pydantic>=2.6
2024-09-18T08:01:08.5400000Z Collecting httpx<0.28
2024-09-18T08:01:09.0100000Z Collecting pytest>=8
2024-09-18T08:01:09.4000000Z Collecting pytest-asyncio>=0.23
2024-09-18T08:01:14.9900000Z Successfully installed atlas-0.12.0 sqlalchemy-2.0.35 pydantic-2.9.1 httpx-0.27.2 pytest-8.3.3 pytest-asyncio-0.24.0 ...
2024-09-18T08:01:15.0000000Z + ruff check .
2024-09-18T08:01:15.8000000Z All checks passed!
2024-09-18T08:01:15.8100000Z + mypy atlas
2024-09-18T08:01:31.1200000Z atlas/geo/tiles.py:44: error: Argument 1 to "bbox_to_tiles" has incompatible type "tuple[float, float, float]"; expected "tuple[float, float, float, float]"  [arg-type]
2024-09-18T08:01:31.1210000Z atlas/api/routes.py:118: note: By default the bodies of untyped functions are not checked, consider using --check-untyped-defs  [annotation-unchecked]
2024-09-18T08:01:31.1300000Z Found 1 error in 1 file (checked 87 source files)
2024-09-18T08:01:31.1400000Z + true
2024-09-18T08:01:31.1500000Z + pytest -q -p no:cacheprovider
2024-09-18T08:01:52.3000000Z ........................................................................ [ 31%]
2024-09-18T08:02:10.4100000Z ..................................F.....................s............... [ 63%]
2024-09-18T08:02:22.0300000Z ........................E.....................................F.......     [ 94%]
2024-09-18T08:02:24.9900000Z .............                                                                [100%]
2024-09-18T08:02:25.0000000Z ==================================== ERRORS ====================================
2024-09-18T08:02:25.0010000Z ____________________ ERROR at setup of test_tile_cache_warm ____________________
2024-09-18T08:02:25.0020000Z file /home/runner/work/atlas/atlas/tests/test_tiles.py, line 88
2024-09-18T08:02:25.0030000Z   @pytest.mark.asyncio
2024-09-18T08:02:25.0040000Z   async def test_tile_cache_warm(redis_client):
2024-09-18T08:02:25.0050000Z E       fixture 'redis_client' not found
2024-09-18T08:02:25.0060000Z >       available fixtures: anyio_backend, cache, capfd, capfdbinary, caplog, capsys, db_session, event_loop_policy, http_client, monkeypatch, pytestconfig, record_property, record_testsuite_property, tmp_path, tmp_path_factory, tmpdir, tmpdir_factory
2024-09-18T08:02:25.0070000Z >       use 'pytest --fixtures [testpath]' for help on them.
2024-09-18T08:02:25.0080000Z =================================== FAILURES ===================================
2024-09-18T08:02:25.0090000Z ___________________________ test_geocode_fallback ____________________________
2024-09-18T08:02:25.0100000Z
2024-09-18T08:02:25.0110000Z http_client = <httpx.AsyncClient object at 0x7f3c2a1e4d90>
2024-09-18T08:02:25.0120000Z
2024-09-18T08:02:25.0130000Z     async def test_geocode_fallback(http_client):
2024-09-18T08:02:25.0140000Z         r = await http_client.get("/geocode", params={"q": "Zürich"})
2024-09-18T08:02:25.0150000Z >       assert r.json()["provider"] == "fallback"
2024-09-18T08:02:25.0160000Z E       AssertionError: assert 'primary' == 'fallback'
2024-09-18T08:02:25.0170000Z E         - fallback
2024-09-18T08:02:25.0180000Z E         + primary
2024-09-18T08:02:25.0190000Z
2024-09-18T08:02:25.0200000Z tests/test_geocode.py:57: AssertionError
2024-09-18T08:02:25.0210000Z ------------------------------ Captured log call -------------------------------
2024-09-18T08:02:25.0220000Z WARNING  atlas.geocode:geocode.py:71 primary provider answered in 2.1s (timeout 5.0s)
2024-09-18T08:02:25.0230000Z _______________________ test_bbox_parse_three_numbers _______________________
2024-09-18T08:02:25.0240000Z
2024-09-18T08:02:25.0250000Z     def test_bbox_parse_three_numbers():
2024-09-18T08:02:25.0260000Z >       with pytest.raises(ValueError):
2024-09-18T08:02:25.0270000Z E       Failed: DID NOT RAISE <class 'ValueError'>
2024-09-18T08:02:25.0280000Z
2024-09-18T08:02:25.0290000Z tests/test_bbox.py:31: Failed
2024-09-18T08:02:25.0300000Z =============================== warnings summary ===============================
2024-09-18T08:02:25.0310000Z atlas/db.py:12: MovedIn20Warning: The ``declarative_base()`` function is now available as sqlalchemy.orm.declarative_base(). (deprecated since: 2.0)
2024-09-18T08:02:25.0320000Z tests/conftest.py:40: PytestDeprecationWarning: The configuration option "asyncio_default_fixture_loop_scope" is unset.
2024-09-18T08:02:25.0330000Z =========================== short test summary info ============================
2024-09-18T08:02:25.0340000Z FAILED tests/test_geocode.py::test_geocode_fallback - AssertionError: assert 'primary' == 'fallback'
2024-09-18T08:02:25.0350000Z FAILED tests/test_bbox.py::test_bbox_parse_three_numbers - Failed: DID NOT RAISE <class 'ValueError'>
2024-09-18T08:02:25.0360000Z ERROR tests/test_tiles.py::test_tile_cache_warm
2024-09-18T08:02:25.0370000Z 2 failed, 226 passed, 1 skipped, 2 warnings, 1 error in 53.84s
2024-09-18T08:02:25.0500000Z ##[error]Process completed with exit code 1.
''', asks=[
    ("en", "summarize", "give me a bullet list of every distinct failure in this log, one line each"),
    ("en", "fix_ci", "get atlas CI green: the mypy error, the missing redis fixture and both failing tests"),
    ("en", "answer", "does mypy actually fail the job here or is it ignored?"),
    ("vi", "fix_ci", "sửa hết mấy lỗi này trong repo atlas cho CI xanh giúp mình"),
    ("ja", "summarize", "このCIログの失敗を日本語で箇条書きにまとめて"),
], summary="The atlas CI run passes ruff, reports one mypy error in geo/tiles.py (but the script ignores it with '|| true'), then pytest shows 2 failures and 1 error: test_geocode_fallback gets 'primary' instead of 'fallback', test_bbox_parse_three_numbers doesn't raise ValueError, and test_tile_cache_warm is missing the redis_client fixture.")

M("long03", "readme", "en", r'''
# Orders service — operator guide

## Overview
The orders service owns the lifecycle of an order from cart checkout to fulfilment. It exposes a REST API (`/v3/orders`), consumes `payment.*` events from Kafka and emits `order.*` events. State is kept in Postgres; Redis is used for idempotency keys and short-lived locks.

## Order states
`draft` → `pending_payment` → `paid` → `allocated` → `shipped` → `delivered`
Side exits: `cancelled` (from draft, pending_payment, paid, allocated), `refunded` (from paid and later), `failed` (payment failure after 3 attempts).
An order can only be cancelled by the customer before `allocated`; after that only support can cancel, and a restocking job runs.

## Configuration
| env | default | notes |
|---|---|---|
| `ORDERS_DB_URL` | – | required |
| `ORDERS_REDIS_URL` | `redis://localhost:6379/0` | |
| `PAYMENT_TIMEOUT_S` | `900` | after this a pending order is auto-cancelled |
| `ALLOCATION_BATCH` | `200` | orders per allocation run |
| `KAFKA_BROKERS` | – | comma-separated |
| `FEATURE_SPLIT_SHIPMENTS` | `false` | allow partial shipments |

## Runbooks
### Orders stuck in pending_payment
1. Check the payment consumer lag: `kafka-consumer-groups --describe --group orders-payments`.
2. If lag > 10k, scale the consumer deployment to 6 replicas.
3. If lag is 0, look for `payment.captured` events with unknown order ids in the dead-letter topic `orders.dlq`.
4. Never flip states by hand in SQL; use `ordersctl force-state <id> <state> --reason`.

### Allocation job slow
The allocation job locks SKUs in Redis (`lock:sku:<id>`, TTL 60s). If the job is slow, check for expired-but-not-released locks with `ordersctl locks --stale`.

### Refund failed
Refunds call the payment gateway synchronously. A failed refund leaves the order in `paid` with a `refund_error` note. Retry with `ordersctl refund <id> --retry`.

## SLOs
- p99 create-order latency < 400 ms
- 99.9% of `payment.captured` events applied within 60 s
- Allocation run completes within 5 minutes for 10k orders

## Contacts
Owning team: #team-orders. Pager: orders-oncall.
''', asks=[
    ("en", "answer", "from which states can a customer cancel?"),
    ("en", "convert", "turn the order states section into a mermaid state diagram"),
    ("id", "translate", "terjemahkan runbook 'Orders stuck in pending_payment' ke bahasa Indonesia"),
    ("en", "implement", "FEATURE_SPLIT_SHIPMENTS is documented but does nothing. implement partial shipments in the orders service"),
    ("th", "answer", "ตาม guide นี้ order ค้าง pending_payment ต้องทำอะไรบ้าง"),
    ("uk", "implement", "додай у сервіс замовлень команду ordersctl locks --stale, бо в гайді є, а в коді нема"),
], summary="The operator guide describes the orders service: REST API plus Kafka events, Postgres and Redis, a state machine from draft to delivered with cancel/refund/failed exits, configuration env vars, runbooks for stuck pending_payment orders, slow allocation and failed refunds, and SLOs.")
