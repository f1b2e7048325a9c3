"""The report formats, apart from their renderers: the CLI offers them as choices without importing those."""

from __future__ import annotations

FORMATS = ("json", "csv", "table")
