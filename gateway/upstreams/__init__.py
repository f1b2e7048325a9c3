"""Upstreams: one module per provider family behind the small contract in ``base``."""
