"""The what-if report's formats, apart from its renderer: the CLI offers them as choices without importing it."""

from __future__ import annotations

FORMATS = ("table", "csv", "json")
