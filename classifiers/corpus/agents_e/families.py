"""Registry of client families, in a fixed order."""
from .fam_anthropic import ClaudeCode, AmpLike
from .fam_responses import CodexCLI
from .fam_openai import (GeminiCLI, QwenCode, OpenCode, Crush, Goose, OpenHands, SWEAgent, ContinueAgent,
                         CopilotAgent, OpenInterpreter, LangGraph)
from .fam_xml import Cline, RooCode
from .fam_text import MiniSWEAgent, Gptme, Smolagents, ScriptAgent, LangChainReAct
from .fam_aider import Aider
from .fam_plandex import Plandex

FAMILIES = [ClaudeCode(), CodexCLI(), GeminiCLI(), QwenCode(), OpenCode(), Crush(), Goose(), Aider(), OpenHands(),
            SWEAgent(), MiniSWEAgent(), OpenInterpreter(), ContinueAgent(), Cline(), RooCode(), CopilotAgent(),
            AmpLike(), Plandex(), Gptme(), Smolagents(), LangGraph(), LangChainReAct(), ScriptAgent()]
BY_NAME = {f.name: f for f in FAMILIES}
FAMILY_NAMES = [f.name for f in FAMILIES]

# Batch agents that are not chatted with: no plain follow-ups, no "that didn't work" turns, no huge pastes.
BATCH = {"swe_agent", "mini_swe_agent"}
# Task-per-conversation clients where a plain Q&A follow-up would arrive as tool-result feedback text.
NO_LATER_PLAIN = {"cline", "roo_code", "swe_agent", "mini_swe_agent"}
NO_HUGE = {"swe_agent", "mini_swe_agent", "langchain_react"}


def shape_ok(fam, shape):
    if shape == "later_plain" and fam.name in NO_LATER_PLAIN:
        return False
    if shape in ("later_inherit", "loop_user_retry", "later_after_tools") and fam.name in BATCH:
        return False
    if shape == "first_huge_paste" and fam.name in NO_HUGE:
        return False
    if shape == "later_pasted_output" and (fam.name in BATCH or hasattr(fam, "render_shape")):
        return False
    return True
