"""English ask wordings for the generic task kinds, history follow-ups and assistant turns."""

# Generic single-step kinds (job done on the pasted content itself)
SINGLE = {
    "summarize": [
        "summarize this",
        "Can you give me a quick summary of this?",
        "tl;dr please",
        "summarise in 3 bullets for standup",
        "What's the gist of this? Keep it short.",
        "short summary pls, I have 2 minutes before the meeting",
    ],
    "explain": [
        "explain this to me",
        "what does this do?",
        "Can you walk me through this, section by section?",
        "I'm new to this codebase's infra, what am I looking at here?",
        "explain this like I'm a junior dev",
    ],
    "explain_error": [
        "what does this error mean?",
        "can someone explain this error to me like I'm five",
        "What is this actually complaining about?",
        "which line here is the real error and what does it mean?",
        "explain this output pls",
        "I don't understand this error. What's it telling me?",
        "what's the root cause according to this output? just read it, don't go digging",
    ],
    "translate": [
        "translate this to {tl}",
        "Can you translate this into {tl}? keep code and identifiers as is",
        "{tl} version of this please",
    ],
    "title": [
        "give this a title",
        "Suggest a concise title (max 60 chars) for this.",
        "one-line title for this pls",
    ],
    "triage": [
        "triage this: severity, likely area, and who should own it?",
        "Is this a bug in our code, a config issue, or user error? Just your read from what's here.",
        "how urgent does this look to you?",
        "p1 or p3? give me your reasoning in two lines",
    ],
    "rewrite": [
        "rewrite this so it's clearer",
        "Can you tighten this up? Same content, half the length.",
        "make this sound more professional",
        "clean this up please",
    ],
    "extract_actions": [
        "pull out the action items with owners",
        "List every action item and who owns it.",
        "what are the todos in here?",
    ],
    "reply_draft": [
        "draft a reply",
        "Write a friendly reply I can send back.",
        "help me answer this, polite but firm",
    ],
    "review_diff": [
        "review this diff",
        "Can you review this change? Looking for bugs and edge cases.",
        "anything wrong with this patch?",
        "lgtm? or did i miss something",
    ],
    "commit_message": [
        "write a commit message for this diff",
        "Commit message please, conventional commits style.",
        "give me a good commit msg for this",
        "commit message, subject under 50 chars + short body",
    ],
    "write_test": [
        "write unit tests for this function",
        "add tests for this, cover the edge cases",
        "Can you write a test suite for this one function?",
    ],
    "fix_function": [
        "fix this function",
        "This function is wrong, the failure is right there. Can you fix it?",
        "whats wrong with this and how do i fix it",
        "corrected version please, minimal diff",
    ],
}

# Generic long-horizon kinds (the pasted thing is the starting point of repository work)
LONG = {
    "fix_in_repo": [
        "find the root cause in our codebase and fix it",
        "Can you track this down in the repo and fix it? Add a regression test.",
        "fix this in our repo pls",
        "look through the code, figure out why this happens and fix it",
        "any idea why this happens? dig through the repo and fix it if you find it",
        "please investigate this in the codebase and open a PR with the fix",
    ],
    "make_ci_green": [
        "CI is red. find the cause in the repo and make it green",
        "Please fix whatever is breaking this pipeline and get the build passing again.",
        "make the build pass again, run it locally until it's green",
        "pipeline's been red since this morning, here's the output. sort it out",
    ],
    "implement_spec": [
        "implement this in our repo",
        "Please implement this end to end, including tests and docs.",
        "go ahead and build this in the codebase",
        "can you pick this up and implement it?",
    ],
    "address_review": [
        "address all of these review comments on the branch",
        "Please go through every comment and make the changes in the PR branch.",
        "fix everything the reviewers flagged and push",
    ],
    "upgrade_deps": [
        "upgrade what this flags and make sure the tests still pass",
        "Please bump the affected dependencies in our project and fix any breakage.",
        "update the deps and get the suite green",
    ],
    "incident_guard": [
        "reproduce this locally and add a guard in every service that could hit it",
        "Add protections in the codebase so this can't happen again, with tests.",
        "make sure this can never happen again: fix it across the services and add tests",
    ],
    "migrate_configs": [
        "update all the configs in the repo to match this",
        "Go through the repo and migrate every place this affects.",
        "apply this everywhere in our infra repo",
    ],
    "perf_fix": [
        "find the hotspot in our code and optimize it, with before/after numbers",
        "make this faster in the codebase: profile, fix, measure",
        "Please fix the slow path this points at in our code and add a benchmark.",
    ],
    "do_action_items": [
        "do the action items assigned to me in the repo",
        "Please work through these items in our codebase and open a PR.",
        "knock these out in the repo",
    ],
    "propagate_change": [
        "apply this same change everywhere else in the codebase that needs it",
        "find all the other places that need this fix and patch them too, then run the tests",
    ],
}

# Asks that only name the artifact (context is null); {name} is the artifact's name.
NULL_LONG = [
    "can you look at {name} and fix it?",
    "{name}: please investigate in the repo and fix",
    "any idea what's up with {name}? dig into it and fix it",
    "take a look at {name} and get it sorted in the codebase",
    "Could you handle {name}? Fix it in the repo and run the tests.",
]

# Earlier-turn openers used in history (the first user turn pastes the artifact)
HIST_OPENER = {
    "default": ["what's going on here?", "can you explain this?", "summarize this for me"],
    "error": ["what does this mean?", "any idea what this error is about?", "explain this please"],
    "doc": ["summarize this", "what's this asking for?", "tl;dr?"],
}

ASSISTANT = [
    "{gist}\n\n{next}",
    "From what you pasted: {gist} {next}",
    "Short version: {gist}\n\nSuggested next step: {next}",
    "Here's my read.\n\n- {gist}\n- {next}",
    "{gist} If you want to address it: {next}",
]

# Follow-ups after that exchange.  Single-step ones are about the previous answer or the pasted text.
FOLLOW_SINGLE = [
    ("rewrite", "shorter please"),
    ("rewrite", "can you make that shorter"),
    ("rewrite", "too long, 2 sentences max"),
    ("rewrite", "as bullet points pls"),
    ("rewrite", "make it less technical, it's for my manager"),
    ("translate", "now in {tl}"),
    ("translate", "same thing in {tl} please"),
    ("title", "and a title for it?"),
    ("title", "give me a one-line title for that"),
    ("explain", "why would that cause it though? explain a bit more"),
    ("explain", "eli5 pls"),
    ("reply_draft", "ok write a short slack message to the team explaining this"),
    ("summarize", "summarize that in one sentence for the ticket"),
]

FOLLOW_LONG = {
    "fix_in_repo": [
        "ok now fix it in the codebase",
        "makes sense. go ahead and fix it in the repo, run the tests",
        "cool, can you apply that fix in our code and add a regression test",
        "do it. fix it properly in the repo, not just a workaround",
    ],
    "make_ci_green": [
        "ok, go fix it and get CI green",
        "great, apply that in the repo and keep going until the pipeline passes",
    ],
    "implement_spec": [
        "ok now implement it",
        "sounds right. build it in the repo with tests",
        "go ahead and implement that across the backend and frontend",
    ],
    "address_review": [
        "ok now go make all those changes on the branch",
        "cool, address them all in the PR and push",
    ],
    "upgrade_deps": [
        "ok do the upgrades in the repo and fix whatever breaks",
        "go ahead and bump them, then run the full test suite",
    ],
    "incident_guard": [
        "ok now add those guards across the services",
        "let's do it: reproduce it locally and put the fix in every service that needs it",
    ],
    "migrate_configs": [
        "ok, migrate all the configs in the repo",
        "go ahead and apply that to every file in the repo it affects",
    ],
    "perf_fix": [
        "ok now find that in our code and optimize it",
        "go ahead and make the change in the repo and benchmark it",
    ],
    "do_action_items": [
        "ok now do my items in the repo",
        "great, knock those out in the codebase and open a PR",
    ],
    "propagate_change": [
        "ok now apply this everywhere in the repo it's needed",
    ],
    "continue_session": [
        "ok, continue from there and finish it",
    ],
}

# Retry turns inside a plain-chat edit loop: the user applied the suggested fix and pastes the new
# test/compiler output.  Rule 1 of the label rule makes these long_horizon.
RETRY_ASKS = [
    "applied your fix, still failing:",
    "still broken after the change, here's the test run",
    "nope. now this fails",
    "ran it again with your version:",
    "tried that, got this now. fix it",
    "close but not quite, output below",
]

TRANSLATE_TARGETS = ["German", "Spanish", "Japanese", "Brazilian Portuguese", "French", "Korean", "Italian",
                     "Simplified Chinese", "Polish", "Turkish"]

LEAD_INS = ["hey, ", "quick one: ", "pls ", "hi! ", "sorry to bother, ", "", "ok so ", "Hi, "]
