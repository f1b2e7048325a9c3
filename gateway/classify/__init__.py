"""Request classification: single_step vs long_horizon, plus session identity for agent loops."""

from gateway.classify.features import FEATURE_NAMES, extract_features
from gateway.classify.scorer import ArtifactError, Classification, Scorer
from gateway.classify.session import in_tool_loop, session_key

__all__ = [
    "FEATURE_NAMES",
    "ArtifactError",
    "Classification",
    "Scorer",
    "extract_features",
    "in_tool_loop",
    "session_key",
]
