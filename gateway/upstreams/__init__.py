"""Upstreams: one module per provider family behind the small contract in ``base``, with prices
(``prices``) and the per-upstream circuit breaker (``circuit``).

Imports policy, observability and pipeline's ``usage``; never server or cli.
"""
