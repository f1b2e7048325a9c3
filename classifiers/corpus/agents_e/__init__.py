"""agents_e: a client generator of labelled gateway requests from coding agents (see README.md)."""
from .families import FAMILY_NAMES
from .generator import generate

__all__ = ["generate", "FAMILY_NAMES"]
