# English generic asks. Each line: kind | families | text
# families: rep log msg rev doc dat code, or * for all.
BANK = r"""
summarize|rep|tl;dr?
summarize|rep|summarize this issue in two sentences
summarize|rep|give me the gist of this bug report
summarize|rep|can you summarise what the reporter is actually complaining about?
summarize|rep,msg|short summary for standup please
summarize|rep|what's this issue actually about? one paragraph
summarize|log|summarize this log for the incident channel
summarize|log|condense this output into what matters, 3 bullets max
summarize|msg|summarize this thread
summarize|msg|what's the upshot of this? keep it brief
summarize|msg|sum this up for my manager, he won't read the whole thing
summarize|rev|summarize the review feedback
summarize|rev|what does this change do, in a sentence or two
summarize|doc|summarize this for me
summarize|doc|give me the key points of this, bullet list
summarize|dat|describe what this data/config contains in a few lines
summarize|*|TLDR pls
summarize|*|can you boil this down to one sentence?
reply_to_sender|rep|reply to the reporter that we can't reproduce it and ask for logs
reply_to_sender|rep|draft a reply thanking them and saying we're on it
reply_to_sender|rep|write a response asking for a minimal repro
reply_to_sender|rep|reply politely that this is expected behaviour and point them to the docs
reply_to_sender|rep|answer the reporter: this is fixed in the next release
reply_to_sender|rep|write a comment asking the reporter to confirm their version and OS
reply_to_sender|rep|respond that we're closing this as a duplicate, friendly tone
reply_to_sender|rep|write a reply saying we won't fix this and why, without sounding dismissive
reply_to_sender|rep,msg|draft a response I can paste, 4-5 sentences max
reply_to_sender|msg|reply to this
reply_to_sender|msg|draft a reply saying I'll look at it tomorrow morning
reply_to_sender|msg|write back asking for a call next week, keep it short
reply_to_sender|msg|help me answer this without promising a date
reply_to_sender|msg|respond on my behalf: acknowledged, investigating, update by EOD
reply_to_sender|rev|draft a reply to the reviewer, agreeing with most points
reply_to_sender|rev|write my response to these comments, pushing back politely on the nits
rewrite_text|rep|rewrite this bug report so it's clearer
rewrite_text|rep|clean up the wording of this issue
rewrite_text|rep|make this ticket sound less angry, keep the facts
rewrite_text|rep|rewrite the description so a new hire could pick it up
rewrite_text|rep|restructure this into steps / expected / actual
rewrite_text|msg|make this more polite
rewrite_text|msg|make this more concise, it's going to a VP
rewrite_text|msg|rewrite this as proper meeting minutes
rewrite_text|rev|rewrite this so it reads like a proper PR description
rewrite_text|doc|rewrite this section in a friendlier tone
rewrite_text|doc|simplify the wording, our users aren't native speakers
rewrite_text|code|refactor this for readability, same behaviour
rewrite_text|code|rename the variables in this so they make sense
rewrite_text|code|add type hints / types to this, nothing else
rewrite_text|code|make this more idiomatic
fix_grammar|rep|fix the typos in this issue
fix_grammar|rep,msg,doc,rev|fix the grammar and spelling, don't change the meaning
fix_grammar|rep,msg,doc,rev|proofread this before I post it
fix_grammar|rep,rev|can you correct the english in this? it's going public
fix_grammar|doc|fix typos and punctuation only
fix_grammar|msg|check my colleague's message for spelling mistakes, I'll forward it to the client
make_title|rep|give this issue a good title
make_title|rep|suggest 3 titles for this bug
make_title|rep|one-line title for this ticket, under 70 chars
make_title|log|what title would you give a ticket for this failure?
make_title|msg|subject line for a ticket created from this
make_title|rev|suggest a PR title for this
triage_label|rep|what priority would you give this?
triage_label|rep|label this: bug / feature / question / docs
triage_label|rep|severity? S1-S4 with a one-line reason
triage_label|rep|which team should own this, backend, frontend or mobile?
triage_label|rep|is this a bug or a support question?
triage_label|log|is this a blocker for the release or can it wait, judging by the output?
triage_label|log|how bad is this from the log alone, page someone or not?
triage_label|msg|how urgent is this, from what they wrote?
triage_label|doc|should we treat this as urgent? answer from the text
extract_fields|rep|extract the environment details as JSON
extract_fields|rep|pull out the steps to reproduce as a numbered list
extract_fields|rep|give me reporter, version, platform and symptom as a table
extract_fields|log|pull out timestamps, services and error messages into a table
extract_fields|msg|extract every name, date and number mentioned
extract_fields|dat|list the fields and their types
extract_action_items|msg|action items?
extract_action_items|msg|list the todos with owners
extract_action_items|msg|who needs to do what here?
extract_action_items|rev|turn this review thread into a checklist
extract_action_items|rev|what do I actually have to change? list it
extract_action_items|rep|what are the concrete asks in this ticket?
convert_format|rep|convert this to a Jira ticket
convert_format|rep|turn this into our bug template (Summary/Steps/Expected/Actual/Env)
convert_format|rep,msg|reformat as a markdown table
convert_format|msg|turn this into a bullet list of decisions
convert_format|rev|make this a markdown checklist I can paste in the PR
convert_format|doc|convert this to a markdown table
convert_format|doc|turn this into a FAQ, question/answer format
convert_format|dat|convert this to YAML
convert_format|dat|convert this to a markdown table
convert_format|log|put these lines in a table: time, level, message
explain_for_non_dev|rep|explain this to a non-developer
explain_for_non_dev|rep|explain this bug to our CEO in one paragraph
explain_for_non_dev|rep|how would you explain this issue to a customer?
explain_for_non_dev|log|explain this to a PM
explain_for_non_dev|log|what does this mean in normal words?
explain_for_non_dev|msg|explain the technical bits of this to someone from sales
explain_for_non_dev|doc|explain this to a non-technical stakeholder
explain_for_non_dev|rev|explain what this change means for users, non-technical
explain_for_non_dev|code|explain what this does to someone who doesn't code
translate|rep,msg,doc|translate this into German
translate|rep,msg,doc|can you put this in Spanish for the Madrid team?
translate|rep,msg|translate to French, keep the technical terms in english
translate|rep,msg,doc|translate this to Portuguese (Brazil)
translate|rep,msg,doc|Japanese translation please
translate|doc|translate this to Chinese (simplified)
list_missing_info|rep|what info is missing from this report?
list_missing_info|rep|what would you ask the reporter before starting on this?
list_missing_info|rep|is this report complete enough to act on? what's missing?
list_missing_info|log|what else would you need to see besides this output to diagnose it?
list_missing_info|msg|what questions should I ask back before committing to anything?
list_missing_info|doc|what's unclear or underspecified here?
explain_error|log|explain this error
explain_error|log|what does this trace mean?
explain_error|log|what's the root error here, ignoring the noise?
explain_error|log|which line is the real failure?
explain_error|log|what's the first error in here?
explain_error|log|is this our bug or an infra problem, from the output alone?
explain_error|log|is the failure deterministic or flaky, judging from this?
explain_error|log|explain it line by line, I've never seen this before
explain_error|log|what does this mean and what are the usual causes?
explain_error|rep|what does the error in this report mean?
draft_announcement|rev,doc|write release notes from this
draft_announcement|rev,doc|draft a short announcement for our users
draft_announcement|doc|write a changelog entry for this
draft_announcement|rev|write a short 'what's new' blurb for the newsletter
draft_status_update|rep,log,msg|write a status update from this for #eng
draft_status_update|log|draft an incident update: what we know so far
draft_status_update|rep|write a status update on this for the customer-facing channel
draft_status_update|msg|write a weekly update paragraph based on this
commit_message|rev|write a commit message for this
commit_message|rev|conventional commit message please
review_given_diff|rev|review this diff
review_given_diff|rev|anything risky in this change?
review_given_diff|dat|anything wrong with this?
review_given_diff|dat|review this config for security problems
explain_code|code|explain this function
explain_code|code|what does this do, step by step?
explain_code|code|is there a bug in this? just tell me, don't rewrite it
explain_code|rev|explain this diff to me
explain_code|dat|explain this to me
docstring_given_code|code|add a docstring
docstring_given_code|code|write doc comments for this
docstring_given_code|code|add comments explaining the tricky parts
test_given_function|code|write unit tests for this function
test_given_function|code|give me a few test cases, edge cases included
test_given_function|code|tests for this pls
fix_given_function|code|find the bug in this function and fix it
fix_given_function|code|make this handle empty input correctly
fix_given_function|code|optimize this, it's called in a hot loop
write_small_function|code|translate this function to Go
write_small_function|code|port this to Python
write_small_function|code|rewrite this in Rust
write_small_function|dat|write a pydantic model for this
write_small_function|dat|write a parser for this in Python, stdlib only
write_small_function|dat|generate a Go struct for this
write_sql|dat|write a CREATE TABLE for this data
write_sql|dat|write a query that finds duplicates in this
answer_from_text|*|is this a regression? answer only from what's written here
answer_from_text|rep|when did this start, according to the reporter?
answer_from_text|log|how long did it run before failing?
answer_from_text|msg|is there any deadline mentioned?
answer_from_text|doc|does this affect the version we're on? we're on the latest minor of the previous major
fix_bug_in_repo|rep|fix this
fix_bug_in_repo|rep|can you fix this one in our repo?
fix_bug_in_repo|rep|please fix this bug in our codebase and add a test
fix_bug_in_repo|rep|fix the reported bug, the code is in this repo
fix_bug_in_repo|rep|go ahead and fix it in the code, put it on a branch
fix_bug_in_repo|rep|this is ours, patch it
fix_bug_in_repo|rep|fix pls, and make sure the existing tests still pass
fix_bug_in_repo|log|this is from prod, find the bug in our code and fix it
fix_bug_in_repo|log|fix whatever causes this in our code
fix_bug_in_repo|msg|fix the problem they describe, it's in our service
fix_bug_in_repo|dat|this is from our repo and it's broken, fix it and whatever depends on it
handle_ticket|rep|can you take this one?
handle_ticket|rep|can you handle this one in our repo?
handle_ticket|rep|pls pick this up
handle_ticket|rep|this one's yours, do it end to end
handle_ticket|rep|work on this ticket and ping me when the PR is ready
handle_ticket|msg|can you take care of this in the code?
handle_ticket|msg|do what this email asks, in our codebase
handle_ticket|msg|handle the request from this thread in the repo
locate_and_patch|rep|any idea where this comes from in our code? patch it if you find it
locate_and_patch|rep|find where in the codebase this happens and fix it
locate_and_patch|log|which part of our code throws this? find it and fix it
locate_and_patch|log|track this down in the repo and patch it
locate_and_patch|log|where is this coming from? go through the code and fix the source
investigate_root_cause|rep|why does this happen in our app? track it down and fix it
investigate_root_cause|rep|dig into the codebase and find the root cause, then fix
investigate_root_cause|log|investigate this in our repo: root cause first, then a patch
investigate_root_cause|log|look through our services and figure out why this happens, then fix it
investigate_root_cause|msg|find out what's going on in our code and fix it
reproduce_and_fix|rep|reproduce this locally and fix it
reproduce_and_fix|rep|write a failing test reproducing this, then make it pass
reproduce_and_fix|rep|can you repro this against main and fix?
reproduce_and_fix|log|reproduce this failure locally, then fix it
fix_ci_pipeline|log|make this pass
fix_ci_pipeline|log|CI is red with this, make it green
fix_ci_pipeline|log|get the pipeline passing again
fix_ci_pipeline|log|fix the build
fix_ci_pipeline|log|can you look at this failure and push a fix?
fix_ci_pipeline|log|main is broken with this. sort it out and rerun the job
implement_feature|rep|implement this
implement_feature|rep|build this feature in our app
implement_feature|rep|ship this: implement it in the codebase with tests
implement_feature|msg|go ahead and implement what they agreed on
implement_feature|doc|implement this spec in our service
implement_feature|dat|make our app accept this format end to end
apply_review_comments|rev|apply these review comments
apply_review_comments|rev|address the feedback in the branch and push
apply_review_comments|rev|go through these comments and make the changes in the code
apply_patch_to_repo|rev|apply this patch and fix whatever breaks
apply_patch_to_repo|rev|apply this diff to our repo and get the tests passing
upgrade_dependency|doc|upgrade us following these notes and fix what breaks
upgrade_dependency|doc|do this upgrade in our project, tests included
update_docs_in_repo|doc|update our docs to match this
update_docs_in_repo|rev|update the docs in the repo to reflect this change
patch_vulnerability|doc|apply this advisory across our services
patch_vulnerability|doc|are we affected? check our lockfiles and patch if so
update_callers|code|update every caller of this in the repo
update_callers|code|find all the places we do this and refactor them to use this version
update_callers|rev|update all the call sites for this change
add_tests_in_repo|code|add this to our test suite with proper tests and run them
add_tests_in_repo|rev|add the missing tests for this in our repo and make sure CI passes
write_migration_and_models|dat|write the migration and update the models
write_migration_and_models|dat|apply this schema change to our app: migration, models, queries
"""
BANK += r"""
translate|rep,msg,doc|translate this to English
translate|rep,msg,doc|english please, keep the formatting
translate|rep,msg|what does this say? translate it for me
summarize|rep,msg,doc|summarize this in English
answer_from_text|rep|which OS and browser is the reporter on?
answer_from_text|rep|does the reporter say whether it worked before?
answer_from_text|log|what exit code did it end with?
answer_from_text|log|which service or step failed first?
answer_from_text|msg|who is asking for what here?
answer_from_text|rev|does the author say how this was tested?
answer_from_text|doc|which versions are affected?
answer_from_text|dat|how many records/entries are in this?
explain_code|dat|what does each setting here do?
rewrite_text|dat|clean this up and add comments, same content
review_given_diff|rev|would you approve this as is? what would you comment?
write_regex|log|write a regex that pulls the error messages out of this
write_regex|rep|regex for the version strings in here
fix_grammar|rev|fix the grammar in this PR text
make_title|doc|suggest a heading for this section
draft_status_update|rev|write a short update for the team on where this PR stands
"""
BANK += r"""
add_tests_in_repo|code|put proper tests for this into our test suite and make sure CI is green
add_tests_in_repo|code|we have zero coverage on this in the repo. add tests next to it and run the suite
fix_bug_in_repo|code|this is the version in our repo and it's buggy. fix it and anything relying on the bug
update_callers|code|rename this to something sensible and update all usages across the project
implement_feature|dat|wire this into our app: models, validation and an endpoint that accepts it
fix_bug_in_repo|dat|our service loads this and misbehaves. fix it in the repo for every environment
apply_patch_to_repo|rev|git apply this on our main and fix the conflicts
update_docs_in_repo|doc|our docs are out of date against this. update them in the repo
implement_feature|doc|build support for this in our codebase
patch_vulnerability|doc|patch this in all our services and bump the lockfiles
explain_code|rev|walk me through this change line by line
summarize|code|one-line summary of what this code does
write_small_function|code|convert this to TypeScript
fix_given_function|code|this has an edge-case bug, fix it in place and show me the whole function
"""
