"""Prices from the real litellm table (read as data) and exact integer cost arithmetic."""

from __future__ import annotations

import re
import subprocess
import sys
from decimal import Decimal

import pytest

from gateway.upstreams.prices import Price, PriceTable, cost_micros, resolve_price


@pytest.fixture(scope="module")
def table() -> PriceTable:
    return PriceTable.load()


def test_known_openai_model_has_its_list_price(table: PriceTable) -> None:
    price = table.lookup("gpt-4o-mini", "openai")
    assert price is not None
    assert (price.input_per_mtok, price.cached_input_per_mtok, price.output_per_mtok) == (
        Decimal("0.15"),
        Decimal("0.075"),
        Decimal("0.6"),
    )
    assert price.source.endswith(":gpt-4o-mini")


def test_lookup_strips_or_adds_provider_prefix(table: PriceTable) -> None:
    plain = table.lookup("gpt-4o-mini")
    assert plain is not None
    assert table.lookup("openai/gpt-4o-mini") == plain  # part after "/"
    assert table.lookup("claude-sonnet-4-5", "anthropic") is not None
    routed = table.lookup("gpt-4o", "azure")  # "azure/gpt-4o" is its own entry with its own source
    assert routed is not None and routed.source.endswith("azure/gpt-4o")


def test_invented_model_is_unpriced_not_free(table: PriceTable) -> None:
    assert table.lookup("coder-9000-imaginary", "openai") is None
    assert table.lookup("acme/coder-9000-imaginary") is None
    assert table.lookup("sample_spec") is None  # the table's documentation entry is not a model


def test_version_names_package_and_file_hash(table: PriceTable) -> None:
    assert re.fullmatch(r"litellm-\d+\.\d+\.\d+\S*-[0-9a-f]{8}", table.version)
    override = Price(Decimal(1), None, Decimal(2), "coder/fast")
    assert table.version_for(None) == table.version
    assert table.version_for(override) == "policy:coder/fast"


def test_policy_override_wins_over_table(table: PriceTable) -> None:
    override = Price(Decimal("0.5"), None, Decimal("1.5"), "coder/fast")
    assert resolve_price(override, table, "gpt-4o-mini", "openai") is override
    assert resolve_price(None, table, "gpt-4o-mini", "openai") == table.lookup("gpt-4o-mini")
    assert resolve_price(None, table, "no-such-model", "openai") is None


def test_cost_is_integer_micros_rounded_half_up_once_per_entry() -> None:
    p = Price(Decimal("0.3"), None, Decimal("0.3"), "t")
    # 0.3 + 0.3 = 0.6 -> 1; rounding each part separately would give 0.
    assert cost_micros(p, 1, 0, 1) == 1
    half = Price(Decimal("0.15"), None, Decimal("0.6"), "t")
    assert cost_micros(half, 10, 0, 0) == 2  # 1.5 -> 2
    assert cost_micros(half, 50, 0, 0) == 8  # 7.5 -> 8
    assert cost_micros(Price(Decimal("0.25"), None, Decimal(0), "t"), 10, 0, 0) == 3  # 2.5 -> 3, half-up
    assert cost_micros(half, 3, 0, 0) == 0  # 0.45 -> 0
    assert isinstance(cost_micros(half, 1_000_000, 0, 1_000_000), int)
    assert cost_micros(half, 1_000_000, 0, 1_000_000) == 750_000  # $0.15 + $0.60


def test_cached_tokens_billed_at_cached_price_else_input_price() -> None:
    cached = Price(Decimal("2.5"), Decimal("1.25"), Decimal("10"), "t")
    # 1000 prompt tokens of which 800 cached: 200*2.5 + 800*1.25 + 100*10 = 500 + 1000 + 1000
    assert cost_micros(cached, 1000, 800, 100) == 2500
    no_cache_price = Price(Decimal("2.5"), None, Decimal("10"), "t")
    assert cost_micros(no_cache_price, 1000, 800, 100) == 3500
    with pytest.raises(ValueError):
        cost_micros(cached, 10, 11, 0)


def test_anthropic_cache_reads_and_writes_have_their_table_prices(table: PriceTable) -> None:
    price = table.lookup("claude-sonnet-4-5", "anthropic")
    assert price is not None and price.cached_input_per_mtok is not None
    assert price.cache_write_per_mtok is not None
    assert price.cached_input_per_mtok < price.input_per_mtok < price.cache_write_per_mtok


def test_cache_writes_billed_at_the_cache_write_price_else_input_price() -> None:
    price = Price(Decimal("3"), Decimal("0.3"), Decimal("15"), "t", Decimal("3.75"))
    # 1000 prompt tokens: 600 read from the cache, 300 written to it, 100 new; 10 out.
    assert cost_micros(price, 1000, 600, 10, 300) == 100 * 3 + 180 + 1125 + 150
    no_write_price = Price(Decimal("3"), Decimal("0.3"), Decimal("15"), "t")
    assert cost_micros(no_write_price, 1000, 600, 10, 300) == 400 * 3 + 180 + 150
    with pytest.raises(ValueError):
        cost_micros(price, 100, 60, 0, 50)


def test_loading_prices_does_not_import_litellm() -> None:
    code = (
        "import sys, time; t=time.perf_counter(); from gateway.upstreams.prices import PriceTable; "
        "tb=PriceTable.load(); tb.lookup('gpt-4o'); "
        "print(round((time.perf_counter()-t)*1000, 1), len(tb), 'litellm' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    load_ms, models, imported = out.split()
    print(f"price table: {models} models, import+load+lookup {load_ms} ms")
    assert imported == "False"
    assert int(models) > 1000
