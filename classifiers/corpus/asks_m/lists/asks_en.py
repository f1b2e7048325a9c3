from ._fmt import parse_asks

ASKS = parse_asks("en", r"""
## translate
#! default target is the ask language (English here)
translate to english
can you translate this into english, keep the code blocks as they are
[email] what does this customer want? translate it for me first
[chat] translate this thread, I don't speak the language
english please
translate this, keep the tone informal
[issue,ticket] translate the ticket so I can paste it in our english tracker
{es} translate this into spanish for the support team in Madrid
{de} put this in german, the client only reads german
{ja} translate to japanese, our Tokyo team will handle it
{pt} can you translate this to brazilian portuguese
{fr} translate to french please, formal tone
{uk} translate to ukrainian for our Kyiv contractors
{hi} translate this to hindi for the ops team

## summarize
tldr?
summarize this in 3 bullets
can u give me a short summary
sum this up for standup
[issue,ticket] one paragraph summary for the PM, no jargon
[chat] what did they decide in this thread?
[ci_log,server_log] summarize what went wrong here
[email] summarize this email, what are they asking for
[pr_desc,diff] summarize this change for the release notes
[advisory] summarize this advisory for non-security folks
[review] what does the reviewer want, in short
[readme,api_doc,spec] give me the gist of this doc
too long didn't read, what's the point of this
summarize in two sentences max pls
[chat,email] summarize and tell me who owns what

## draft_reply
[email] draft a reply to this customer
[email] write a reply, apologize and say we're on it
[email] answer this email, friendly but don't commit to a date
[issue] write a comment for this github issue asking for logs and version info
[issue] reply to the reporter: thanks, we can reproduce, fix in next release
[chat] draft a message I can post in this thread
[review] help me reply to the reviewer
[review] write a polite pushback on these comments, I disagree with the second one
[ticket] write a comment on the ticket asking for acceptance criteria clarification
[email] reply saying this is expected behaviour and link to docs (placeholder link ok)
[email,issue] draft a response in the same language as the sender

## explain
what does this mean
explain this error pls
[ci_log] why did this job fail?
[stack_trace] explain this stack trace, which frame matters
[server_log] what is going on in these logs
[config] what does this config do line by line
[function] what does this function do
[diff] explain this diff to me like i'm new to the codebase
[schema] explain this schema and the relations
[advisory] explain the vulnerability in plain words
[ci_log,stack_trace] is this our bug or a flaky infra thing?
[stack_trace,server_log] what's the root cause likely to be, based only on this
[data_sample] anything weird in this data?
hm, what's happening here?
can you explain what this is telling me, I'm lost
[config] is there anything misconfigured here?

## explain @inline
what does {E} mean?
getting {E} — what does it mean?
{E} <- explain this error please
hey, quick one: what causes "{E}"?
saw {E} in my terminal, can you explain it in simple words
is "{E}" something I broke or an environment thing?

## extract
[issue,ticket] extract the repro steps as a numbered list
[issue,ticket,email] pull out version, environment and severity as JSON
[chat,email] list the action items with owners
[server_log] extract all error lines with timestamps into a table
[spec,ticket] list the acceptance criteria
[email] what exactly are they asking for? list it
[review] make a checklist from these comments
[chat] who said what? give me the decisions only
[issue,email] extract every ID, version and URL mentioned

## triage
[issue,ticket] triage this: severity, component, labels
[issue] p0, p1 or p2?
[advisory] how urgent is this for us? we use the affected package
[email] is this a bug, a feature request or user error?
[issue,ticket] label this issue and suggest a priority
[server_log,stack_trace] how bad is this, wake someone up or wait for monday?
[issue] is this a duplicate kind of thing or a new bug? guess from the text

## title
[issue] give this issue a better title
[email] write a ticket title for this customer complaint
[stack_trace] short title for a bug report about this crash
[diff] PR title for this
[pr_desc] suggest a better PR title
[chat] title for a ticket based on this thread
[issue,email] one-line title, under 70 chars

## convert
[data_sample] convert to json
[data_sample] turn this into a markdown table
[schema] generate typescript types from this
[config] convert to yaml
[config] convert this to env vars
[schema] write the equivalent pydantic models
[data_sample] make this a SQL INSERT statement
[api_doc] give me an example request as curl
[schema] convert to a go struct with json tags

## review_code
[diff] review this diff
[diff] any bugs in this change?
[diff] lgtm? be honest
[diff] review this, focus on edge cases and error handling
[config] review this config for security problems
[function] code review this function please
[diff] is this safe to merge?

## fix_snippet
[function] fix the bug in this function
[function] this is wrong somewhere, fix it and tell me what was wrong
[function] make this handle empty input
[config] fix this config
[function] fix it, keep the signature
[function] there's an off-by-one somewhere, can you fix

## refactor_snippet
[function] refactor this to be more readable
[function] clean this up, no behaviour change
[function] rewrite with early returns
[function] make this function typed (type hints)
[function] port this to typescript
[function] rewrite this in go

## document_snippet
[function] add a docstring
[function] add comments explaining the tricky parts
[function] write the doc comment for this
[schema] add comments to each column explaining it

## test_snippet
[function] write unit tests for this
[function] tests for this function, cover the edge cases
[function] give me a few pytest cases for this
[function] property-based tests for this?

## commit_message
[diff] write a commit message
[diff] commit message pls, short subject + body
[diff] conventional commit message for this diff
[diff] squash message for this

## write_query
[schema] write SQL to find customers with no orders
[schema] query for monthly revenue per status
[schema] SQL: orders created today that are still pending
[data_sample] regex to validate the first column
[data_sample] write a jq filter to get the names only
[schema] give me an index for the slowest likely query here

## answer
[advisory] which versions are affected?
[advisory] is there a patched version?
[api_doc] what's the rate limit?
[api_doc] which errors can this return?

## reword
[pr_desc] rewrite this PR description so reviewers get it fast
[email] make this email less angry sounding before I forward it
[review] reword these review comments to sound less harsh
[ticket] rewrite this ticket with clear acceptance criteria
[readme] rewrite this section, it's confusing
[pr_desc,readme] fix grammar, don't change meaning

## fix_in_repo
fix this
can you fix this in our code
fix it pls
[issue] fix this issue
[issue,ticket] fix this bug, the code is in the repo
[stack_trace] fix the crash
[stack_trace] find the bug causing this trace and fix it
[server_log] fix whatever is causing these errors
[email] customer is right, go fix it
[chat] fix what they're talking about
[issue] patch this and open a PR
[issue,ticket] find the root cause in the codebase and fix it, with a test
[stack_trace,server_log] this started after yesterday's deploy. figure out which change and fix it
[email,issue] please fix this asap, customer is waiting
[data_sample] our parser chokes on this data, fix the parser

## fix_in_repo @inline
getting {E} on startup, fix it
{E} — started after I pulled main. sort it out in the repo pls
fix this: {E}

## implement
implement this
[ticket] implement this ticket
[ticket,issue] build this feature
[spec] implement this spec in our app
[api_doc] integrate this API into our backend
[ticket] go ahead and do this one end to end
[issue] implement the feature request
[schema] create these models and migrations in our project
[chat] implement what they agreed on
[spec,ticket] implement it, with tests, following our existing patterns

## locate_source
[stack_trace] where in our codebase is this thrown?
[server_log] find the code that logs this
[ci_log] which of our files causes this? find it
[stack_trace,server_log] track down where this comes from in the repo
[advisory] do we use this anywhere? search the repo

## locate_source @inline
where do we throw {E}? find it
{E} keeps showing up, find where in our code it originates

## fix_ci
fix the build
make CI green
[ci_log] the pipeline is red, make it green
[ci_log] fix whatever is failing here
[ci_log] fix the failing tests
[ci_log] get this job passing again
[ci_log] this broke on main, fix it
[ci_log] fix CI and push

## upgrade_dep
[advisory] upgrade this everywhere we use it
[advisory] patch us against this
[advisory] bump it in all services and make sure tests pass
[ci_log] upgrade whatever dependency needs upgrading to make this work
[advisory] are we affected? check our lockfiles and upgrade if so

## apply_review
[review] apply these comments
[review] address the review
[review] go through these review comments and fix them in the PR
[review] apply the blocking ones, skip the nits
[review] do what the reviewer asked

## update_callers
[diff] update all callers
[diff] now fix every place that uses the old signature
[function] rename this and update all usages
[api_doc] migrate our code to this new API
[diff] propagate this change through the codebase

## add_regression_tests
[issue] add a regression test for this to our test suite
[stack_trace] write a failing test in our suite that reproduces this, then fix
[function] add tests for this in our tests folder and run them
[issue] cover this with tests in the repo

## reproduce
[issue] can you reproduce this locally?
[issue,ticket] try to repro on our dev setup and tell me what you find
[stack_trace,server_log] reproduce this crash locally
[email] reproduce what the customer describes on a local build

## handoff
can you take this one?
all yours
pls handle
take care of this one
yours now, ping me if stuck
can you pick this up
handle this for me pls
this one's yours
you got this one? 
take it from here
deal with this pls
could you own this one
over to you
""")
