"""Model-routing gateway: an OpenAI-compatible front that routes each request to a model's fast or standard
version, with per-team quotas, a cost ledger and shadow traffic.

A request, in order: served by ``server`` (app, uvicorn); parsed in ``pipeline/parse`` (``protocols`` for the
Anthropic and Responses dialects, ``auth`` for the key); classified in ``classify``; decided in ``policy``;
admitted in ``pipeline/admit`` + ``quota``; forwarded in ``pipeline/forward`` + ``upstreams``; settled in
``pipeline/settle``; recorded in ``ledger`` (and mirrored by ``shadow``). Around it: ``observability`` (logs,
metrics, traces), ``reports`` + ``admin`` (finance over the ledger), ``whatif`` (replays a policy edit),
``cli`` (the ``gateway`` command), ``settings`` (every GATEWAY_* variable).
"""
