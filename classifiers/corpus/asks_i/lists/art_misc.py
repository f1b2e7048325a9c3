"""Profiler output, dependency audits, changelogs, docs/man excerpts, functions with errors,
and pasted agent transcripts."""

from .common import A

ARTIFACTS = [

A("cprofile_out", "profile", r"""
             2419873 function calls (2398112 primitive calls) in 11.482 seconds

       Ordered by: cumulative time
       List reduced from 1841 to 12 due to restriction <12>

       ncalls  tottime  percall  cumtime  percall filename:lineno(function)
            1    0.000    0.000   11.482   11.482 cli.py:88(main)
            1    0.021    0.021   11.301   11.301 report.py:40(build_report)
         4812    0.044    0.000    9.913    0.002 report.py:112(enrich_row)
         4812    0.031    0.000    9.702    0.002 geo.py:17(lookup_country)
         4812    9.410    0.002    9.410    0.002 {method 'execute' of 'sqlite3.Cursor' objects}
            1    0.002    0.002    1.104    1.104 report.py:160(write_xlsx)
       481200    0.488    0.000    0.702    0.000 report.py:131(format_money)
       481200    0.214    0.000    0.214    0.000 {built-in method builtins.round}
            1    0.000    0.000    0.061    0.061 db.py:8(connect)
    """,
    name="the cProfile dump of the monthly report CLI",
    gist="82% of the 11.5s is lookup_country running one SQLite query per row (4,812 queries); format_money is called 100 times per row but costs only 0.7s.",
    next="Load the geo table once into a dict (or batch the lookups) and cache per IP prefix.",
    single=[
        ("explain_profile", "read this profile for me. where's the time going?"),
        ("explain_profile", "what's the difference between tottime and cumtime here, using lookup_country as the example"),
        ("fix_function", "lookup_country does `cur.execute('select country from geo where ip_from <= ? and ip_to >= ?', (n, n))` per call. rewrite it to preload the table and bisect"),
    ],
    long=[
        ("perf_fix", "make the report CLI fast: fix the per-row geo lookup in our code, check the other reports that call lookup_country, add a benchmark test"),
    ],
),

A("pprof_top", "profile", r"""
    (pprof) top 12
    Showing nodes accounting for 7.81s, 86.97% of 8.98s total
    Dropped 142 nodes (cum <= 0.04s)
          flat  flat%   sum%        cum   cum%
         2.91s 32.41% 32.41%      2.91s 32.41%  runtime.memmove
         1.42s 15.81% 48.22%      4.98s 55.46%  encoding/json.(*encodeState).marshal
         0.96s 10.69% 58.91%      0.96s 10.69%  runtime.mallocgc
         0.71s  7.91% 66.82%      6.12s 68.15%  github.com/acme/feed/internal/render.(*Renderer).Item
         0.58s  6.46% 73.27%      0.58s  6.46%  strings.(*Builder).grow
         0.44s  4.90% 78.17%      0.44s  4.90%  runtime.scanobject
         0.33s  3.67% 81.85%      5.31s 59.13%  github.com/acme/feed/internal/render.cloneMeta
         0.24s  2.67% 84.52%      0.24s  2.67%  sync.(*Mutex).Lock
         0.22s  2.45% 86.97%      0.22s  2.45%  runtime.memclrNoHeapPointers
    """,
    name="the CPU profile of the feed renderer",
    gist="Most CPU goes to cloneMeta, which deep-copies metadata through JSON marshal/unmarshal for every item (memmove, mallocgc and json.marshal dominate).",
    next="Replace the JSON round-trip clone with a typed copy or share immutable metadata.",
    single=[
        ("explain_profile", "how do I read flat vs cum here and what's the hotspot"),
        ("summarize", "one sentence: what's slow"),
    ],
    long=[
        ("perf_fix", "get rid of the json-roundtrip cloneMeta in the feed renderer, write a benchmark before/after, and make sure the render tests still pass"),
    ],
),

A("npm_audit", "audit", r"""
    # npm audit report

    axios  0.8.1 - 0.27.2
    Severity: moderate
    Axios Cross-Site Request Forgery Vulnerability - https://github.com/advisories/GHSA-wf5p-g6vw-rhxx
    fix available via `npm audit fix --force`
    Will install axios@1.7.2, which is a breaking change
    node_modules/axios

    semver  <5.7.2 || >=6.0.0 <6.3.1 || >=7.0.0 <7.5.2
    Severity: moderate
    semver vulnerable to Regular Expression Denial of Service - https://github.com/advisories/GHSA-c2qf-rxjj-qqgw
    fix available via `npm audit fix`
    node_modules/make-dir/node_modules/semver

    jsonwebtoken  <=8.5.1
    Severity: high
    jsonwebtoken unrestricted key type could lead to legacy keys usage - https://github.com/advisories/GHSA-8cf7-32gw-wr33
    fix available via `npm audit fix --force`
    Will install jsonwebtoken@9.0.2, which is a breaking change
    node_modules/jsonwebtoken

    express  <4.19.2
    Severity: moderate
    Express.js Open Redirect in malformed URLs - https://github.com/advisories/GHSA-rv95-896h-c2vc
    fix available via `npm audit fix`
    node_modules/express

    4 vulnerabilities (3 moderate, 1 high)

    To address issues that do not require attention, run:
      npm audit fix

    To address all issues (including breaking changes), run:
      npm audit fix --force
    """,
    name="the npm audit report for the API server",
    gist="Four advisories: axios (moderate, fix needs the breaking 1.x), a transitive semver ReDoS (non-breaking), jsonwebtoken (high, fix needs breaking 9.x) and express (non-breaking 4.19.2).",
    next="Do the non-breaking fixes first, then migrate axios 1.x and jsonwebtoken 9 with code changes.",
    single=[
        ("summarize", "summarize this audit: what's urgent, what's breaking"),
        ("triage", "which of these should block the release?"),
        ("explain", "what does the jsonwebtoken one mean in practice?"),
    ],
    long=[
        ("upgrade_deps", "fix everything in this audit in the api repo, including the breaking axios and jsonwebtoken upgrades. adapt our code and get tests green"),
        ("upgrade_deps", "please clear this npm audit in the repo without --force blindly; check the jwt verify calls still work"),
    ],
    null_long=[("upgrade_deps", "npm audit shows 4 vulns in the api server, fix them in the repo and keep the tests passing")],
),

A("trivy_scan", "audit", r"""
    registry.acme.io/billing/api:3.2.1 (debian 12.4)
    Total: 5 (UNKNOWN: 0, LOW: 1, MEDIUM: 1, HIGH: 2, CRITICAL: 1)

    ┌──────────────┬────────────────┬──────────┬───────────────────┬───────────────┬─────────────────────────────────────────────┐
    │   Library    │ Vulnerability  │ Severity │ Installed Version │ Fixed Version │                    Title                    │
    ├──────────────┼────────────────┼──────────┼───────────────────┼───────────────┼─────────────────────────────────────────────┤
    │ libssl3      │ CVE-2024-0727  │ MEDIUM   │ 3.0.11-1~deb12u2  │ 3.0.13-1~deb12u1 │ openssl: denial of service via null dereference │
    │ zlib1g       │ CVE-2023-45853 │ CRITICAL │ 1:1.2.13.dfsg-1   │               │ zlib: integer overflow in MiniZip            │
    └──────────────┴────────────────┴──────────┴───────────────────┴───────────────┴─────────────────────────────────────────────┘

    Python (python-pkg)
    ┌────────────────┬────────────────┬──────────┬───────────────────┬───────────────┬──────────────────────────────────────┐
    │ cryptography   │ CVE-2024-26130 │ HIGH     │ 41.0.7            │ 42.0.4        │ NULL pointer dereference with pkcs12 │
    │ requests       │ CVE-2024-35195 │ MEDIUM   │ 2.31.0            │ 2.32.0        │ cert verification stays disabled     │
    │ urllib3        │ CVE-2024-37891 │ LOW      │ 1.26.18           │ 1.26.19       │ Proxy-Authorization header leak      │
    └────────────────┴────────────────┴──────────┴───────────────────┴───────────────┴──────────────────────────────────────┘
    """,
    name="the Trivy scan of billing/api:3.2.1",
    gist="The image has a critical zlib MiniZip CVE with no fixed version yet, a medium OpenSSL fix available via a base image update, and Python packages cryptography, requests and urllib3 that need bumps.",
    next="Rebuild on an updated base image, bump the three Python packages, and assess whether MiniZip is even reachable.",
    single=[
        ("summarize", "summarize this scan, what can we fix now vs not"),
        ("explain", "the zlib one has no fixed version, does it matter if we never use minizip?"),
    ],
    long=[
        ("upgrade_deps", "fix what's fixable from this scan in the billing repo: bump the python packages, update the base image, rebuild, and run tests + trivy again"),
    ],
),

A("changelog_lib", "changelog", r"""
    ## 5.0.0 (2024-04-18)

    ### ⚠ BREAKING CHANGES
    * `createClient()` is now async and must be awaited
    * the `retries` option was renamed to `maxRetries`; `retryDelay` now takes a function `(attempt) => ms`
    * dropped Node 16 support
    * `client.query()` returns `{ rows, fields }` instead of `rows`
    * removed deprecated `client.end(callback)` — use `await client.close()`

    ### Features
    * connection pooling is enabled by default (`pool: { max: 10 }`)
    * TypeScript types are bundled; remove `@types/fastdb`
    """,
    name="the fastdb 5.0 changelog",
    gist="fastdb 5.0 makes createClient async, renames retries to maxRetries with a function-valued retryDelay, drops Node 16, returns {rows, fields} from query, replaces end(callback) with close(), and bundles types.",
    next="An upgrade means touching every createClient and query call site and removing @types/fastdb.",
    single=[
        ("summarize", "summarize the breaking changes as a migration checklist"),
        ("explain", "show me before/after code for a typical query call under 5.0"),
        ("translate", "translate this changelog into {tl} for our docs"),
    ],
    long=[
        ("upgrade_deps", "upgrade us to fastdb 5 across the monorepo: await createClient, rename the options, adapt every query() call site, remove @types/fastdb, get CI green"),
    ],
    null_long=[("upgrade_deps", "upgrade fastdb to v5 in our repo and fix all the breaking changes")],
),

A("changelog_ours", "changelog", r"""
    ## [Unreleased]
    ### Added
    - bulk archive for projects (#1203)
    - `--json` flag for `tally status` (#1188)
    ### Fixed
    - export no longer crashes on paths with spaces on Windows (#1199)
    - timezone offset in weekly digest emails (#1210)
    ### Changed
    - minimum Node version is now 20 (#1215)
    ### Internal
    - moved CI to GitHub Actions larger runners
    """,
    name="the Unreleased section of our CHANGELOG",
    flags=("no_long",),
    gist="Unreleased has bulk project archive and a --json flag, fixes for Windows export paths and digest timezones, a Node 20 minimum, and an internal CI change.",
    next="The Node 20 minimum is the one user-visible breaking change.",
    single=[
        ("summarize", "turn this into release notes for users, friendly tone, skip internal"),
        ("title", "suggest a release title and version number (semver) for this"),
        ("translate", "translate the user-facing parts into {tl}"),
    ],
    long=[
        ("implement_spec", "cut the release from this: bump the version across the packages, move Unreleased into a dated section, update the docs for the node 20 requirement, and make sure the release workflow passes"),
    ],
),

A("man_rsync", "docs_excerpt", r"""
    -a, --archive
        archive mode is -rlptgoD (no -A,-X,-U,-N,-H)
    --delete
        delete extraneous files from dest dirs
    -z, --compress
        compress file data during the transfer
    --partial
        keep partially transferred files
    --exclude=PATTERN
        exclude files matching PATTERN
    -n, --dry-run
        perform a trial run with no changes made
    --checksum, -c
        skip based on checksum, not mod-time & size
    """,
    name="the rsync man page options section",
    flags=("no_long",),
    gist="The excerpt lists rsync's archive, delete, compress, partial, exclude, dry-run and checksum options.",
    next="A deploy would typically use -az --delete --exclude with a --dry-run first.",
    single=[
        ("explain", "what does -rlptgoD expand to? explain each letter"),
        ("write_code_snippet", "write the rsync command to mirror ./dist to web01:/var/www/app, deleting old files, excluding .map files, dry run first"),
        ("explain", "is --delete dangerous with a trailing slash mistake? explain"),
    ],
    long=[
        ("migrate_configs", "switch our deploy scripts and the ansible role from scp to rsync using these options, keep a dry-run step in CI, and test it against the staging box"),
    ],
),

A("docs_sqlalchemy2", "docs_excerpt", r"""
    Migrating to 2.0 style (excerpt)

    * `Query` is legacy. Use `select()` with `Session.execute()` / `Session.scalars()`:
        session.query(User).filter_by(name="x").all()
        ->  session.scalars(select(User).filter_by(name="x")).all()
    * `Session.query(...).get(pk)` -> `Session.get(User, pk)`
    * Autocommit mode is removed; use `with Session.begin():` or explicit `commit()`.
    * `engine.execute()` is removed; use `with engine.connect() as conn: conn.execute(text(...))`.
    * Declarative: use `DeclarativeBase` and `Mapped[...]` / `mapped_column()` annotations.
    """,
    name="the SQLAlchemy 2.0 migration notes",
    gist="The notes cover replacing Query with select() plus execute/scalars, Query.get with Session.get, the removal of autocommit and engine.execute, and the new DeclarativeBase/Mapped style.",
    next="A codebase migration touches every query, every raw engine.execute and the model declarations.",
    single=[
        ("explain", "explain the difference between session.execute and session.scalars"),
        ("rewrite", "convert this to 2.0 style: `users = session.query(User).filter(User.active == True).order_by(User.created_at.desc()).limit(10).all()`"),
        ("summarize", "give me the 5 most important changes as a cheat sheet"),
    ],
    long=[
        ("migrate_configs", "migrate our whole backend to sqlalchemy 2.0 style following these notes: models, queries, the engine.execute calls in scripts/. turn on SQLALCHEMY_WARN_20 and fix every warning, tests green"),
    ],
),

A("fn_parse_duration", "function", r"""
    def parse_duration(s: str) -> int:
        # parse '1h30m', '45s', '2h' into seconds
        units = {"h": 3600, "m": 60, "s": 1}
        total, num = 0, ""
        for ch in s:
            if ch.isdigit():
                num += ch
            else:
                total += int(num) * units[ch]
        return total

    >>> parse_duration("1h30m")
    11400
    >>> parse_duration("90s")
    90
    # expected 5400 for "1h30m"
    """,
    name="parse_duration in utils/time.py",
    gist="num is never reset after a unit, so '1h30m' parses as 1h + 130m (11400); also uppercase units, spaces and empty strings are not handled.",
    next="Reset num after each unit and raise ValueError on unknown units or a trailing number.",
    single=[
        ("fix_function", "fix this function"),
        ("write_test", "write pytest tests for this incl. edge cases (empty, '10', '1H', spaces)"),
        ("explain_error", "why do I get 11400?"),
        ("write_docstring", "write a proper docstring with examples for the fixed version"),
    ],
    long=[
        ("fix_in_repo", "this is in utils/time.py. fix it and check every caller in the repo still behaves (some may rely on the buggy output), run the test suite"),
        ("propagate_change", "we have three copies of this function in different services. fix it, move it into the shared lib, and replace the copies"),
    ],
    retry=r"""
    ============================= test session starts ==============================
    collected 6 items

    tests/test_time.py ....F.                                                  [100%]

    =================================== FAILURES ===================================
    ___________________________ test_trailing_number _______________________________
        def test_trailing_number():
    >       with pytest.raises(ValueError):
    E       Failed: DID NOT RAISE <class 'ValueError'>

    tests/test_time.py:31: Failed
    ========================= 1 failed, 5 passed in 0.04s ==========================
    """,
),

A("fn_debounce", "function", r"""
    export function debounce(fn, wait) {
      let timer;
      return function (...args) {
        clearTimeout(timer);
        timer = setTimeout(fn, wait, args);
      };
    }

    // usage
    const save = debounce((text) => api.save(text), 500);
    save("hello");
    // api.save receives ["hello"] instead of "hello", and `this` is lost
    """,
    name="our debounce helper",
    gist="setTimeout passes the args array as a single argument and the function is not called with the original this.",
    next="Use setTimeout(() => fn.apply(this, args), wait) inside a regular function.",
    single=[
        ("fix_function", "fix this debounce"),
        ("write_test", "write jest tests with fake timers for the fixed version"),
        ("add_types", "add TypeScript types to it, generic over the function signature"),
    ],
    long=[
        ("fix_in_repo", "fix our debounce in src/utils and check every call site, some of them work around the array bug with args[0]"),
    ],
    retry=r"""
     FAIL  src/utils/__tests__/debounce.test.ts
      ● debounce › preserves this

        TypeError: Cannot read properties of undefined (reading 'value')

          14 |     const obj = { value: 3, inc: debounce(function () { return this.value + 1; }, 100) };
        > 15 |     obj.inc();
          16 |     jest.advanceTimersByTime(100);

    Tests: 1 failed, 3 passed, 4 total
    """,
),

A("fn_go_chunk", "function", r"""
    // Chunk splits xs into slices of at most n elements.
    func Chunk[T any](xs []T, n int) [][]T {
    	var out [][]T
    	for i := 0; i < len(xs); i += n {
    		out = append(out, xs[i:i+n])
    	}
    	return out
    }

    // panic: runtime error: slice bounds out of range [:10] with capacity 7
    // when called as Chunk(items, 5) with len(items) == 7
    """,
    name="the generic Chunk helper in pkg/sliceutil",
    gist="The last chunk slices past the end when len(xs) is not a multiple of n, and n <= 0 loops forever.",
    next="Clamp the end index with min(i+n, len(xs)) and reject n <= 0.",
    single=[
        ("fix_function", "fix Chunk"),
        ("write_test", "table-driven tests for Chunk please"),
        ("explain_error", "why capacity 7 in the panic message and not length?"),
    ],
    long=[
        ("fix_in_repo", "fix Chunk in pkg/sliceutil and find the batch jobs that call it with sizes that aren't multiples, make sure none of them relied on the panic being recovered"),
    ],
    retry=r"""
    --- FAIL: TestChunk (0.00s)
        --- FAIL: TestChunk/zero_size (0.00s)
            sliceutil_test.go:41: expected panic or error for n=0, got none (test timed out after 10s?)
    panic: test timed out after 10m0s
    FAIL	github.com/acme/pkg/sliceutil	600.012s
    """,
),

A("fn_java_equals", "function", r"""
    public final class Money {
        private final BigDecimal amount;
        private final String currency;

        @Override
        public boolean equals(Object o) {
            if (!(o instanceof Money)) return false;
            Money m = (Money) o;
            return amount == m.amount && currency.equals(m.currency);
        }
        // no hashCode override
    }

    // new Money(new BigDecimal("10.00"), "EUR").equals(new Money(new BigDecimal("10.00"), "EUR")) -> false
    // and HashSet<Money> contains duplicates
    """,
    name="Money.equals in the billing domain model",
    gist="equals compares BigDecimal references with == and hashCode isn't overridden, so equal amounts are unequal and HashSets hold duplicates; 10.0 vs 10.00 also differ under BigDecimal.equals.",
    next="Compare with compareTo (or normalise scale) and implement a consistent hashCode.",
    single=[
        ("fix_function", "fix equals and add hashCode"),
        ("explain", "should 10.0 EUR equal 10.00 EUR? explain the BigDecimal equals vs compareTo trap"),
        ("write_test", "junit 5 tests for the fixed equals/hashCode"),
    ],
    long=[
        ("fix_in_repo", "fix Money and then check the billing module for other value objects with the same equals/hashCode problems, add tests for all of them"),
    ],
),

A("fn_ts_groupby", "function", r"""
    function groupBy<T>(items: T[], key: keyof T): Record<string, T[]> {
      return items.reduce((acc, item) => {
        const k = item[key];
        acc[k].push(item);
        return acc;
      }, {});
    }

    // TS error: Type 'T[keyof T]' cannot be used as an index type. (2538)
    // runtime: TypeError: Cannot read properties of undefined (reading 'push')
    """,
    name="the groupBy helper",
    gist="The accumulator bucket is never created before push, the key value isn't constrained to string/number, and the {} initial value isn't typed.",
    next="Initialise the bucket with (acc[k] ??= []) and constrain the key or use String(k).",
    single=[
        ("fix_function", "fix this groupBy, both the TS error and the runtime bug"),
        ("explain_error", "explain TS2538 here"),
        ("write_test", "vitest tests for it"),
    ],
    long=[
        ("propagate_change", "we have like 5 hand-rolled groupBy variants around the frontend. replace them all with one fixed util (or Object.groupBy if our targets allow) and run the tests"),
    ],
    retry=r"""
    src/utils/groupBy.ts:4:9 - error TS2322: Type 'T[keyof T]' is not assignable to type 'string'.
    src/utils/groupBy.ts:4:9 - error TS2538: Type 'T[keyof T]' cannot be used as an index type.

    Found 2 errors in the same file, starting at: src/utils/groupBy.ts:4
    """,
),

A("fn_rust_median", "function", r"""
    pub fn median(v: &mut Vec<f64>) -> f64 {
        v.sort();
        let mid = v.len() / 2;
        if v.len() % 2 == 0 {
            (v[mid] + v[mid + 1]) / 2.0
        } else {
            v[mid]
        }
    }

    error[E0277]: the trait bound `f64: Ord` is not satisfied
     --> src/stats.rs:2:7
      |
    2 |     v.sort();
      |       ^^^^ the trait `Ord` is not implemented for `f64`
    """,
    name="median() in src/stats.rs",
    gist="f64 isn't Ord so sort() doesn't compile, the even case uses mid and mid+1 instead of mid-1 and mid, and an empty vector would panic.",
    next="Use sort_by(|a, b| a.total_cmp(b)), fix the indices and return Option<f64>.",
    single=[
        ("fix_function", "fix median, compile error and logic"),
        ("explain_error", "why isn't f64 Ord in rust?"),
    ],
    long=[
        ("fix_in_repo", "fix median and the other stats functions in the crate that have the same sort/NaN problem, add proptest tests, cargo test must pass"),
    ],
    retry=r"""
    running 4 tests
    test stats::tests::median_odd ... ok
    test stats::tests::median_even ... ok
    test stats::tests::median_empty ... FAILED
    test stats::tests::median_nan ... ok

    ---- stats::tests::median_empty stdout ----
    thread 'stats::tests::median_empty' panicked at src/stats.rs:9:9:
    index out of bounds: the len is 0 but the index is 0
    """,
),

A("fn_sql_function", "function", r"""
    CREATE OR REPLACE FUNCTION business_days_between(d1 date, d2 date)
    RETURNS integer AS $$
      SELECT count(*)::int
      FROM generate_series(d1, d2, interval '1 day') AS g(day)
      WHERE extract(dow FROM day) NOT IN (0, 6);
    $$ LANGUAGE sql IMMUTABLE;

    -- SELECT business_days_between('2024-05-03', '2024-05-06');  -- Fri -> Mon
    -- returns 2, we want 1 (count the Monday, not the start day)
    """,
    name="the business_days_between SQL function",
    gist="generate_series includes both endpoints, so the start day is counted; the spec wants days after d1 up to and including d2.",
    next="Start the series at d1 + 1 and handle d2 < d1.",
    single=[
        ("fix_function", "fix this function to exclude the start day"),
        ("explain", "what does extract(dow ...) return for sunday vs saturday"),
        ("write_test", "write a few pgTAP tests for it"),
    ],
    long=[
        ("fix_in_repo", "fix this function via a new migration and update the SLA report queries and the python code that reimplements the same logic so they agree"),
    ],
),

A("transcript_agent", "agent_transcript", r"""
    [user] migrate the settings module from pydantic v1 to v2
    [assistant] I'll start by finding usages of BaseSettings.
    [tool:grep] pattern="BaseSettings" -> 
      app/config.py:3:from pydantic import BaseSettings, validator
      app/workers/config.py:1:from pydantic import BaseSettings
    [assistant] Updating app/config.py to use pydantic_settings and field_validator.
    [tool:edit] app/config.py  (+9 -6)
    [tool:bash] $ pytest tests/test_config.py -q
      ..F
      FAILED tests/test_config.py::test_env_prefix - AssertionError: assert 'dev' == 'prod'
      exit code 1
    [assistant] The env prefix moved from Config.env_prefix to model_config. Fixing.
    [tool:edit] app/config.py  (+3 -4)
    [tool:bash] $ pytest tests/test_config.py -q
      ...
      exit code 0
    [assistant] app/config.py done. Next: app/workers/config.py.
    """,
    name="the agent session log from yesterday's pydantic migration",
    gist="The session migrated app/config.py to pydantic-settings (fixing the env prefix via model_config after one failing test) and stopped before app/workers/config.py.",
    next="The remaining work is app/workers/config.py and a full test run.",
    single=[
        ("summarize_history", "summarize this session for a handoff note: what's done, what's left"),
        ("title", "give this session a short title"),
        ("summarize_history", "compact this transcript into a few lines I can paste as context next time"),
    ],
    long=[
        ("continue_session", "pick up where this left off: finish app/workers/config.py and run the whole test suite"),
        ("continue_session", "continue this migration in the repo until everything is on pydantic v2 and tests pass"),
    ],
),

A("transcript_react", "agent_transcript", r"""
    Thought: I need to know why the nightly export job fails.
    Action: shell
    Action Input: kubectl logs job/nightly-export -n data --tail=20
    Observation: Error: connect ETIMEDOUT 10.20.4.11:5432
        at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1555:16)
    Thought: The DB host is unreachable from the job pod. Check the network policy.
    Action: shell
    Action Input: kubectl get networkpolicy -n data
    Observation: NAME              POD-SELECTOR        AGE
                 deny-all-egress   <none>              2d
                 allow-api-egress  app=api             2d
    Thought: The export job has no egress rule since deny-all-egress was added 2 days ago.
    """,
    name="the agent trace from the nightly export investigation",
    gist="The trace found that the nightly export job times out connecting to Postgres because a deny-all-egress NetworkPolicy added two days ago has no allow rule for the job's pods.",
    next="Add an egress NetworkPolicy for the export job to the database on 5432.",
    single=[
        ("summarize_history", "summarize what this agent figured out, 2 sentences, for the incident channel"),
    ],
    long=[
        ("continue_session", "continue from here: add the missing egress policy for the export job in our k8s repo, apply it to staging and verify the job runs"),
    ],
),

]
