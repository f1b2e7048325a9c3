"""Request classification: single_step vs long_horizon, plus session identity for agent loops.

These modules are compiled with mypyc when the package is built (setup.py); a compiled copy older than its
source is reported on import rather than run silently. Imports only the standard library, its own modules
and ``server.compiled`` (the staleness check), so mypyc can build it alone.
"""

from gateway.classify.features import FEATURE_NAMES, extract_features
from gateway.classify.scorer import ArtifactError, Classification, Scorer
from gateway.classify.session import in_tool_loop, session_key
from gateway.server.compiled import warn_if_stale

warn_if_stale()

__all__ = [
    "FEATURE_NAMES",
    "ArtifactError",
    "Classification",
    "Scorer",
    "extract_features",
    "in_tool_loop",
    "session_key",
]
