"""editors_b: request generator for IDE assistants that attach context to the ask, and VS Code agent extensions.

    from editors_b import generate, FAMILY_NAMES
    for rec in generate(100, seed=1): ...
    for rec in generate(100, seed=1, asks=[("fix the failing tests", "long_horizon")]): ...
"""
from .families import FAMILY_NAMES
from .engine import generate

__all__ = ["generate", "FAMILY_NAMES"]
