"""Prices per model, read from litellm's maintained price table as plain data.

litellm ships `model_prices_and_context_window_backup.json` inside its package. We read that file directly
(locating it with `find_spec`, which does not import the package): importing litellm costs seconds of start-up
and a large share of a pod's memory, while parsing the JSON is quick. Entries are converted to `Price` lazily
on first lookup and cached.
The file's name and place are not litellm's API: `pyproject.toml` bounds litellm below its next minor, and
`tests/test_pricing.py` reads a known model's price from the installed table.

All prices are `Decimal` USD per million tokens, which is numerically the same as micro-dollars per token,
so `cost_micros` is exact integer arithmetic with a single half-up rounding per ledger entry.
"""

from __future__ import annotations

import hashlib
import importlib.util
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal
from importlib.metadata import PackageNotFoundError
from importlib.metadata import version as package_version
from pathlib import Path
from typing import Any

import orjson

PRICE_FILE = "model_prices_and_context_window_backup.json"
_PER_MTOK = Decimal(1_000_000)
_SKIP_KEYS = frozenset({"sample_spec"})


@dataclass(frozen=True, slots=True)
class Price:
    """USD per million tokens (== micro-dollars per token); `source` says where the figure came from."""

    input_per_mtok: Decimal
    cached_input_per_mtok: Decimal | None
    output_per_mtok: Decimal
    source: str
    cache_write_per_mtok: Decimal | None = None  # prompt tokens written to the cache (billed above input)


def _per_mtok(value: Any) -> Decimal | None:
    """Convert litellm's float USD-per-token to exact USD-per-million via its shortest repr."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    return Decimal(repr(value)) * _PER_MTOK


def litellm_price_file() -> Path:
    """Path of the price table inside the installed litellm package, found without importing it."""
    spec = importlib.util.find_spec("litellm")
    if spec is None or spec.origin is None:
        raise FileNotFoundError("litellm is not installed; its price table cannot be located")
    path = Path(spec.origin).parent / PRICE_FILE
    if not path.is_file():
        raise FileNotFoundError(f"litellm price table missing at {path}")
    return path


class PriceTable:
    """An immutable view of one price-table file; `version` names it in every ledger entry."""

    def __init__(self, raw: dict[str, Any], version: str) -> None:
        self._raw = raw
        self._cache: dict[str, Price | None] = {}
        self.version = version

    @classmethod
    def load(cls, path: Path | None = None) -> PriceTable:
        """Read the litellm table (or `path`); version is `litellm-<pkgversion>-<sha256[:8]>`."""
        file = path or litellm_price_file()
        data = file.read_bytes()
        raw = orjson.loads(data)
        if not isinstance(raw, dict):
            raise ValueError(f"{file}: expected a JSON object of models")
        try:
            pkg = package_version("litellm")
        except PackageNotFoundError:
            pkg = "unknown"
        return cls(raw, f"litellm-{pkg}-{hashlib.sha256(data).hexdigest()[:8]}")

    @classmethod
    def from_prices(cls, prices: dict[str, Price], version: str) -> PriceTable:
        """A table from explicit prices (tests, or a policy-only deployment)."""
        table = cls({}, version)
        table._cache.update(prices)
        return table

    def __len__(self) -> int:
        return len(self._raw)

    def _price_of(self, key: str) -> Price | None:
        if key in self._cache:
            return self._cache[key]
        price: Price | None = None
        entry = self._raw.get(key)
        if key not in _SKIP_KEYS and isinstance(entry, dict):
            inp = _per_mtok(entry.get("input_cost_per_token"))
            out = _per_mtok(entry.get("output_cost_per_token"))
            if inp is not None and out is not None:
                cached = _per_mtok(entry.get("cache_read_input_token_cost"))
                written = _per_mtok(entry.get("cache_creation_input_token_cost"))
                price = Price(inp, cached, out, f"{self.version}:{key}", written)
        self._cache[key] = price
        return price

    def lookup(self, model: str, provider: str | None = None) -> Price | None:
        """`provider/model`, then the exact key, then the part after the first "/"; None when unknown.

        The provider-specific key goes first because the bare name is usually the model's first-party
        price ("gpt-4o" is OpenAI's), while "azure/gpt-4o" is what an Azure upstream actually bills.
        """
        candidates = [f"{provider}/{model}", model] if provider else [model]
        if "/" in model:
            candidates.append(model.split("/", 1)[1])
        for key in candidates:
            price = self._price_of(key)
            if price is not None:
                return price
        return None

    def version_for(self, override: Price | None) -> str:
        """The price-table version to record: the policy override's source when it won, else ours."""
        return f"policy:{override.source}" if override is not None else self.version


def resolve_price(override: Price | None, table: PriceTable, upstream_model: str, provider: str | None) -> Price | None:
    """The policy's price for a version wins over the table; None means the attempt is unpriced."""
    if override is not None:
        return override
    return table.lookup(upstream_model, provider)


def cost_micros(
    price: Price, prompt_tokens: int, cached_tokens: int, completion_tokens: int, cache_write_tokens: int = 0
) -> int:
    """Integer micro-dollars for one attempt, rounded half-up once.

    `prompt_tokens` follows OpenAI usage semantics: it includes `cached_tokens` (cache reads) and
    `cache_write_tokens` (prompt written to the cache). Cache reads are billed at the cached price and cache
    writes at the cache-write price when the price knows them, else at the input price.
    """
    if min(prompt_tokens, cached_tokens, completion_tokens, cache_write_tokens) < 0:
        raise ValueError("token counts must be >= 0")
    if cached_tokens + cache_write_tokens > prompt_tokens:
        raise ValueError("cached_tokens and cache_write_tokens cannot exceed prompt_tokens")
    write_price = price.cache_write_per_mtok
    if cache_write_tokens and write_price is not None:
        read_price = price.input_per_mtok if price.cached_input_per_mtok is None else price.cached_input_per_mtok
        exact = (
            (prompt_tokens - cached_tokens - cache_write_tokens) * price.input_per_mtok
            + cached_tokens * read_price
            + cache_write_tokens * write_price
            + completion_tokens * price.output_per_mtok
        )
        return int(exact.quantize(Decimal(1), rounding=ROUND_HALF_UP))
    scaled = _scaled(price)
    if scaled is not None:  # the same exact sum and half-up rounding in plain integers (much faster than Decimal)
        p_in, p_cached, p_out, unit = scaled
        total = (prompt_tokens - cached_tokens) * p_in + cached_tokens * p_cached + completion_tokens * p_out
        return (total + unit // 2) // unit if unit > 1 else total
    cached_price = price.cached_input_per_mtok
    if cached_price is None:
        cached_price = price.input_per_mtok
    exact = (
        (prompt_tokens - cached_tokens) * price.input_per_mtok
        + cached_tokens * cached_price
        + completion_tokens * price.output_per_mtok
    )
    return int(exact.quantize(Decimal(1), rounding=ROUND_HALF_UP))


_SCALED: dict[int, tuple[Price, tuple[int, int, int, int] | None]] = {}


def _scaled(price: Price) -> tuple[int, int, int, int] | None:
    """A price's three per-token figures as integers over one power of ten (its exact integer form),
    computed once per Price object; None for figures that are negative or not finite."""
    found = _SCALED.get(id(price))
    if found is not None and found[0] is price:
        return found[1]
    cached = price.input_per_mtok if price.cached_input_per_mtok is None else price.cached_input_per_mtok
    figures = (price.input_per_mtok, cached, price.output_per_mtok)
    result: tuple[int, int, int, int] | None = None
    if all(f.is_finite() and f >= 0 for f in figures):
        places = max(0, *(-int(f.as_tuple().exponent) for f in figures))
        unit = 10**places
        ints = [f.scaleb(places) for f in figures]
        if all(i == i.to_integral_value() for i in ints):
            result = (int(ints[0]), int(ints[1]), int(ints[2]), unit)
    if len(_SCALED) > 4096:
        _SCALED.clear()
    _SCALED[id(price)] = (price, result)
    return result
