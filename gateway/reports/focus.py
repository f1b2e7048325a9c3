"""FinOps FOCUS 1.1 cost-and-usage export, so finance tools can ingest gateway spend next to cloud bills.

Grain: one row per UTC day x team x model x version x upstream model x provider x person (x live/shadow x
priced/unpriced). The person (see gateway.pipeline.parse.person_of) goes in the tags as `gateway.person` and in
`x_Person`, so a FinOps tool can allocate cost to people as it does to teams.
Teams are sub-accounts; the upstream model is the SKU; tokens are the consumed unit.
No discounts apply inside the gateway, so BilledCost = EffectiveCost = ListCost = ContractedCost.
Deviation from the spec, on purpose: FOCUS wants cost columns non-null, but an unpriced row with cost
0 would read as free. Unpriced rows leave the cost columns empty, say UNPRICED in ChargeDescription and
carry `x_Unpriced=true`. Gateway detail is in `x_` columns (the spec's prefix for custom columns).
"""

from __future__ import annotations

import csv
import io
from collections.abc import Mapping
from datetime import UTC, date, datetime, timedelta
from typing import Any

import orjson

from gateway.ledger.store import AggregateRow, LedgerStore
from gateway.reports.money import dollars6
from gateway.reports.periods import Period, parse_period

FOCUS_VERSION = "1.1"
FOCUS_COLUMNS = (
    "AvailabilityZone", "BilledCost", "BillingAccountId", "BillingAccountName", "BillingCurrency",
    "BillingPeriodEnd", "BillingPeriodStart", "CapacityReservationId", "CapacityReservationStatus",
    "ChargeCategory", "ChargeClass", "ChargeDescription", "ChargeFrequency", "ChargePeriodEnd",
    "ChargePeriodStart", "CommitmentDiscountCategory", "CommitmentDiscountId", "CommitmentDiscountName",
    "CommitmentDiscountQuantity", "CommitmentDiscountStatus", "CommitmentDiscountType",
    "CommitmentDiscountUnit", "ConsumedQuantity", "ConsumedUnit", "ContractedCost", "ContractedUnitPrice",
    "EffectiveCost", "InvoiceIssuerName", "ListCost", "ListUnitPrice", "PricingCategory",
    "PricingQuantity", "PricingUnit", "ProviderName", "PublisherName", "RegionId", "RegionName",
    "ResourceId", "ResourceName", "ResourceType", "ServiceCategory", "ServiceName", "ServiceSubcategory",
    "SkuId", "SkuMeter", "SkuPriceDetails", "SkuPriceId", "SubAccountId", "SubAccountName", "Tags",
)  # fmt: skip
X_COLUMNS = (
    "x_Requests", "x_Attempts", "x_PromptTokens", "x_CachedTokens", "x_CompletionTokens",
    "x_Shadow", "x_Unpriced", "x_RequestedModel", "x_Version", "x_Person",
)  # fmt: skip
_DIMS = ("day", "team", "model", "version", "upstream_model", "provider", "person")


def _iso(ts: datetime) -> str:
    return ts.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def _month_bounds(day: date) -> tuple[datetime, datetime]:
    first = day.replace(day=1)
    nxt = date(first.year + 1, 1, 1) if first.month == 12 else date(first.year, first.month + 1, 1)
    return datetime(first.year, first.month, 1, tzinfo=UTC), datetime(nxt.year, nxt.month, 1, tzinfo=UTC)


def _row(agg: AggregateRow, priced: bool, billing_account: str) -> dict[str, Any]:
    day_text, team, model, version, upstream, provider, person = (str(v or "") for v in agg.dims)
    day = date.fromisoformat(day_text)
    start = datetime(day.year, day.month, day.day, tzinfo=UTC)
    bill_start, bill_end = _month_bounds(day)
    if priced:
        attempts = agg.attempts - agg.unpriced_attempts
        prompt, cached, completion = (
            agg.priced_prompt_tokens, agg.priced_cached_tokens, agg.priced_completion_tokens,
        )  # fmt: skip
        cost = dollars6(agg.cost_micros)
    else:
        attempts = agg.unpriced_attempts
        prompt = agg.prompt_tokens - agg.priced_prompt_tokens
        cached = agg.cached_tokens - agg.priced_cached_tokens
        completion = agg.completion_tokens - agg.priced_completion_tokens
        cost = ""
    tokens = prompt + completion
    kind = "shadow traffic to" if agg.shadow else "inference on"
    description = f"{model} {version}: {kind} {upstream} via {provider}"
    tags = {"gateway.team": team, "gateway.model": model, "gateway.version": version}
    if person:
        tags["gateway.person"] = person
    if agg.shadow:
        tags["gateway.shadow"] = "true"
    return {
        "BilledCost": cost, "EffectiveCost": cost, "ListCost": cost, "ContractedCost": cost,
        "BillingAccountId": billing_account, "BillingAccountName": billing_account,
        "BillingCurrency": "USD", "BillingPeriodStart": _iso(bill_start), "BillingPeriodEnd": _iso(bill_end),
        "ChargeCategory": "Usage", "ChargeFrequency": "Usage-Based",
        "ChargeDescription": description if priced else f"UNPRICED: {description}",
        "ChargePeriodStart": _iso(start), "ChargePeriodEnd": _iso(start + timedelta(days=1)),
        "ConsumedQuantity": tokens, "ConsumedUnit": "Tokens",
        "PricingCategory": "Standard", "PricingQuantity": tokens, "PricingUnit": "Tokens",
        "InvoiceIssuerName": provider, "ProviderName": provider, "PublisherName": provider,
        "ResourceId": f"{model}/{version}", "ResourceName": f"{model} ({version})",
        "ResourceType": "Model version", "ServiceCategory": "AI and Machine Learning",
        "ServiceSubcategory": "Generative AI", "ServiceName": "LLM Inference",
        "SkuId": upstream, "SkuMeter": "Tokens", "SubAccountId": team, "SubAccountName": team,
        "Tags": orjson.dumps(tags).decode(),
        "x_Requests": 0 if agg.shadow else agg.requests, "x_Attempts": attempts,
        "x_PromptTokens": prompt, "x_CachedTokens": cached, "x_CompletionTokens": completion,
        "x_Shadow": str(agg.shadow).lower(), "x_Unpriced": str(not priced).lower(),
        "x_RequestedModel": model, "x_Version": version, "x_Person": person,
    }  # fmt: skip


async def focus_rows(
    store: LedgerStore, period: str | Period, team: str | None = None, billing_account: str = "gateway",
    where: Mapping[str, str] | None = None,
) -> list[dict[str, Any]]:
    """FOCUS rows (dicts keyed by column) for `period`, optionally one team only and filtered like a spend
    report (`where`), so an export holds exactly what a filtered dashboard shows."""
    span = parse_period(period) if isinstance(period, str) else period
    rows = []
    for agg in await store.aggregate(span.start, span.end, _DIMS, team, where):
        if agg.attempts > agg.unpriced_attempts:
            rows.append(_row(agg, True, billing_account))
        if agg.unpriced_attempts:
            rows.append(_row(agg, False, billing_account))
    return rows


async def focus_csv(
    store: LedgerStore, period: str | Period, team: str | None = None, billing_account: str = "gateway",
    where: Mapping[str, str] | None = None,
) -> str:
    """The FOCUS export as CSV: every FOCUS 1.1 column (empty when not applicable), then `x_` columns."""
    buf = io.StringIO()
    writer = csv.DictWriter(buf, fieldnames=[*FOCUS_COLUMNS, *X_COLUMNS], lineterminator="\n")
    writer.writeheader()
    for row in await focus_rows(store, period, team, billing_account, where):
        writer.writerow(row)
    return buf.getvalue()
