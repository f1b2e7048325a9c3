from ._fmt import parse_asks

ASKS = parse_asks("hi", r"""
## translate
इसे हिंदी में अनुवाद कर दो
isko hindi mein translate kar do pls
[email] ye customer kya bol raha hai? hindi mein samjha do translate karke
{en} isko english mein kar do, client ko bhejna hai
[issue,ticket] इस टिकट का हिंदी अनुवाद चाहिए, कोड वैसा ही रहने दो
{en} [chat] ye thread english mein translate karo

## summarize
iska summary de do short mein
इसका सार तीन पॉइंट में बताओ
tldr bata do bhai
[ci_log,server_log] log mein kya gadbad hui, short mein batao
[email] ईमेल में ग्राहक क्या माँग रहा है, संक्षेप में बताओ
[chat] is chat mein kya decide hua?
[pr_desc,diff] release notes ke liye 2 line ka summary

## draft_reply
[email] is customer ko reply likh do, politely
[email] ग्राहक को जवाब लिखो कि हम जाँच कर रहे हैं
[issue] issue pe comment likho ki logs aur version bhejein
[review] reviewer ko reply draft kar do

## explain
ye error kya hai samjhao
इस एरर का मतलब क्या है?
[stack_trace] stack trace samjha do, galti kahan hai
[ci_log] build kyu fail hua? explain karo
[config] ye config kya karta hai line by line batao
[function] ye function kya karta hai?
[server_log] इन logs में क्या चल रहा है समझाओ

## explain @inline
{E} ye kya matlab hai bhai?
मुझे {E} आ रहा है, इसका मतलब समझाओ

## extract
[issue,ticket] repro steps nikal ke numbered list bana do
[chat,email] action items nikalo, kaun kya karega
[spec,ticket] acceptance criteria list kar do

## triage
[issue,ticket] iski severity kya honi chahiye? P1 ya P2?
[advisory] हमारे लिए ये कितना urgent है?

## title
[issue,email] iske liye ek achha ticket title de do
[diff] is diff ka PR title suggest karo

## convert
[data_sample] isko JSON mein convert karo
[schema] इस schema से TypeScript types बना दो

## review_code
[diff] is diff ka review kar do
[function] is function mein koi bug hai kya? review karo

## fix_snippet
[function] is function ka bug fix kar do
[function] इस फ़ंक्शन को ठीक करो, empty input पे crash होता है

## refactor_snippet
[function] isko thoda clean kar do, behaviour same rehna chahiye

## document_snippet
[function] is function pe docstring likh do

## test_snippet
[function] iske unit tests likh do
[function] इस फ़ंक्शन के लिए edge cases वाले टेस्ट लिखो

## commit_message
[diff] iska commit message likh do
[diff] इस बदलाव के लिए commit message लिखो, अंग्रेज़ी में

## write_query
[schema] jin customers ka koi order nahi hai unke liye SQL likho

## reword
[pr_desc] is PR description ko achhe se dobara likho
[email] इस ईमेल को थोड़ा नरम भाषा में लिख दो

## fix_in_repo
isko hamare code mein fix kar do
इसे ठीक कर दो हमारे कोड में
bhai ye bug fix kar do repo mein
[stack_trace] ye crash fix karo, code repo mein hai
[issue,ticket] is bug ka root cause dhundo aur fix karo, test bhi daalna
[server_log] इन errors की वजह हमारे सर्विस में ढूँढो और ठीक करो
[email] customer sahi bol raha hai, isko fix karo
[chat] jo is chat mein discuss hua wo fix kar do

## fix_in_repo @inline
pull karne ke baad {E} aa raha hai, repo mein fix kar do

## implement
[ticket] ye ticket implement kar do
[spec,ticket] इस spec के हिसाब से फ़ीचर बना दो हमारे ऐप में
[api_doc] is API ko hamare backend mein integrate karo
[chat] jo tay hua wo implement kar do

## locate_source
[stack_trace,server_log] ye error hamare code mein kahan se aa raha hai dhundo
[advisory] कोडबेस में देखो हम ये पैकेज कहीं इस्तेमाल करते हैं क्या

## locate_source @inline
{E} ye kahan se throw ho raha hai, codebase mein dhundo

## fix_ci
CI green kar do
[ci_log] pipeline fail ho rahi hai, thik karo
[ci_log] इन failing tests को ठीक करो
[ci_log] build fix kar do aur push karo

## upgrade_dep
[advisory] saari services mein ye package upgrade kar do
[advisory] हर जगह version bump करो और tests चलाकर देखो

## apply_review
[review] ye review comments PR mein apply kar do
[review] रिव्यू की सारी बातें ठीक कर दो

## update_callers
[diff] jahan jahan purana signature use hua hai sab update karo
[api_doc] hamare code ko naye API pe migrate kar do

## add_regression_tests
[issue,stack_trace] iske liye regression test hamare test suite mein daalo
[function] इसके टेस्ट हमारे tests फ़ोल्डर में जोड़ो और चलाओ

## reproduce
[issue,ticket] isko local pe reproduce karke dekho
[stack_trace,email] ये crash लोकल पर दोबारा करके दिखाओ

## handoff
ye tum sambhal lo
isko dekh loge?
इसे तुम संभाल लो
ye wala tumhara
yaar isko handle kar do pls
ये टिकट तुम ले लो
""")
