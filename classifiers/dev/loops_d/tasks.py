"""Task statements that start agent loops (written for this set)."""
from common import pick


LANG_NAMES = {"python": "Python", "node": "Node.js", "go": "Go", "rust": "Rust", "java": "Java", "ruby": "Ruby",
              "php": "PHP", "csharp": ".NET", "cpp": "C++ standard"}


def loop_task(rng, proj, allow_small=False):
    """allow_small: families that can nudge before any observation must start from a repository task (see README)."""
    f, file = proj.func, proj.file
    big = [
        f"The `{f}` function returns wrong values for some inputs and the pricing tests fail. Find the cause, fix it and make sure the whole test suite passes.",
        f"CI on main has been red since the last merge. Figure out what broke and make it green again.",
        f"Upgrade the project to the latest major version of its web framework and get the tests passing again.",
        f"Add an export-to-CSV feature for orders: backend endpoint, a button in the UI, and tests.",
        f"Users report that the cache never expires. Find out why and fix it.",
        f"Rename the `customer` module to `account` everywhere in the codebase without breaking anything.",
        f"Set up a Dockerfile and a docker-compose file for local development, then check that the app starts.",
        f"The server crashes on startup in staging. Investigate and fix it.",
        f"`{file}` has grown too big. Split it into smaller modules and keep all tests green.",
        f"Add input validation to every public API endpoint and return 422 with a useful message on bad input.",
        f"Migrate the test suite from unittest style to pytest fixtures.",
        f"Our nightly job has been failing with a timeout. Find the slow part and speed it up.",
        f"Implement pagination for the list endpoints and update the client code that calls them.",
        f"There is a memory leak in the worker process. Track it down and fix it.",
        f"Make the build reproducible: pin dependencies, fix the lockfile and make `{proj.build_cmd}` pass.",
        f"Fix the flaky test in the limiter package and explain what made it flaky.",
    ]
    small = [
        f"Which {LANG_NAMES.get(proj.lang, 'language')} version does this repository target?",
        "How many TODO comments are there under src/?",
        "Check whether the dev server starts without errors.",
        f"What does `{f}` return for an empty input?",
        "List the environment variables the app reads at startup.",
    ]
    if allow_small and rng.random() < 0.15:
        return pick(rng, small), "small"
    return pick(rng, big), "big"


def issue_text(rng, proj):
    f = proj.func
    return pick(rng, [
        f"{f} gives the wrong result when the input is empty\n\nSteps to reproduce:\n1. call {f} with an empty list\n2. observe the exception\n\nExpected: an empty result, no exception.\nActual: the call raises.",
        f"Crash when config file has no `timeout` key\n\nSince 2.3 the service refuses to start when `timeout` is missing from config.json. It should fall back to the default of 30 seconds.",
        f"Rounding off by one cent in invoice totals\n\nTotals computed with a 15% discount are off by a cent compared to the accounting export. Looks like half-up rounding is not applied.",
        f"Timezone lost when parsing ISO dates\n\n`{f}(\"2024-03-01T10:00:00+02:00\")` returns a naive datetime. Downstream code then compares naive and aware datetimes and fails.",
    ])
