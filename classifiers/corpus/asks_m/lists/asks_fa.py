from ._fmt import parse_asks

ASKS = parse_asks("fa", r"""
## translate
اینو به فارسی ترجمه کن
لطفاً به فارسی ترجمه کن، کدها رو دست نزن
{en} به انگلیسی ترجمه کن، می‌خوام برای مشتری بفرستم
[email] این مشتری چی میگه؟ ترجمه کن
[issue,ticket] تیکت رو برای تیم ترجمه کن
{en} [chat] این چت رو به انگلیسی برگردون

## summarize
خلاصه‌ش کن
تو سه بند خلاصه کن
خیلی کوتاه بگو چی شده
[ci_log,server_log] چی خراب شده؟ کوتاه
[email] مشتری چی می‌خواد؟ خلاصه کن
[chat] آخرش تو این بحث به چی رسیدن؟
[pr_desc,diff] دو جمله برای release notes

## draft_reply
[email] یه جواب مؤدبانه به مشتری بنویس
[email] جواب بنویس: عذرخواهی کن و بگو داریم روش کار می‌کنیم
[issue] یه کامنت روی issue بنویس و لاگ و نسخه رو بخواه
[review] کمکم کن به ریویوئر جواب بدم

## explain
این یعنی چی؟
این خطا رو توضیح بده
[stack_trace] استک‌تریس رو توضیح بده، مشکل اصلی کجاست
[ci_log] چرا job فیل شد؟
[config] این کانفیگ چیکار می‌کنه؟ خط به خط
[function] این تابع چیکار می‌کنه؟
[server_log] توی این لاگ‌ها چه خبره؟

## explain @inline
{E} یعنی چی؟
دارم {E} می‌گیرم، توضیح بده چرا

## extract
[issue,ticket] مراحل بازتولید رو به صورت لیست شماره‌دار دربیار
[chat,email] کارهایی که باید انجام بشه و مسئولش رو لیست کن
[spec,ticket] معیارهای پذیرش رو دربیار

## triage
[issue,ticket] اولویتش چی باشه؟ P1 یا P2؟
[advisory] این برای ما چقدر فوریه؟

## title
[issue,email] یه عنوان خوب برای تیکت پیشنهاد بده
[diff] عنوان PR برای این diff

## convert
[data_sample] به JSON تبدیلش کن
[schema] از این اسکیما تایپ‌های TypeScript بساز

## review_code
[diff] این diff رو ریویو کن
[diff] مرجش امنه؟

## fix_snippet
[function] باگ این تابع رو درست کن
[function] با ورودی خالی کرش می‌کنه، درستش کن

## refactor_snippet
[function] خواناترش کن ولی رفتارش عوض نشه

## document_snippet
[function] docstring اضافه کن

## test_snippet
[function] براش تست واحد بنویس
[function] برای حالت‌های مرزی تست بنویس

## commit_message
[diff] پیام commit بنویس
[diff] پیام commit انگلیسی به سبک conventional commits

## write_query
[schema] کوئری SQL برای مشتری‌هایی که هیچ سفارشی ندارن

## reword
[pr_desc] توضیح PR رو واضح‌تر بازنویسی کن
[email] این ایمیل رو با لحن نرم‌تر بازنویسی کن

## fix_in_repo
اینو توی کد خودمون درست کن
لطفاً فیکسش کن
[issue,ticket] علت اصلی رو توی کد پیدا کن و درستش کن، تست هم بذار
[stack_trace] این کرش رو توی ریپو درست کن
[server_log] پیدا کن چرا سرویس‌مون این خطاها رو میده و درستش کن
[email] حق با مشتریه، درستش کن
[chat] چیزی که دارن درباره‌ش حرف می‌زنن رو درست کن
[issue] issue رو فیکس کن و PR باز کن

## fix_in_repo @inline
بعد از pull کردن main خطای {E} میاد، توی ریپو درستش کن

## implement
[ticket] این تیکت رو پیاده کن
[spec,ticket] این فیچر رو طبق مشخصات توی پروژه‌مون بساز
[api_doc] این API رو به بک‌اند ما وصل کن
[chat] چیزی که توافق کردن رو پیاده کن

## locate_source
[stack_trace,server_log] پیدا کن این خطا از کجای کد ما پرت میشه
[advisory] توی ریپو بگرد ببین از این پکیج استفاده می‌کنیم یا نه

## locate_source @inline
{E} از کجای کدمون میاد؟ پیداش کن

## fix_ci
CI رو سبز کن
[ci_log] پایپلاین قرمزه، درستش کن
[ci_log] تست‌های فیل‌شده رو درست کن
[ci_log] بیلد رو درست کن و push کن

## upgrade_dep
[advisory] این پکیج رو توی همه سرویس‌ها آپدیت کن
[advisory] نسخه رو همه‌جا ببر بالا و تست‌ها رو اجرا کن

## apply_review
[review] کامنت‌های ریویو رو روی PR اعمال کن
[review] هر چی ریویوئر گفته انجام بده

## update_callers
[diff] همه فراخوانی‌هایی که امضای قدیمی رو دارن آپدیت کن
[api_doc] کد ما رو به API جدید منتقل کن

## add_regression_tests
[issue,stack_trace] براش تست رگرسیون توی مجموعه تست‌هامون اضافه کن
[function] تست‌ها رو توی پوشه tests اضافه کن و اجرا کن

## reproduce
[issue,ticket] سعی کن لوکال بازتولیدش کنی
[stack_trace,email] این مشکل رو روی بیلد لوکال بازتولید کن

## handoff
اینو برمی‌داری؟
این مال تو
لطفاً پیگیرش باش
این تیکت رو تو بگیر
اینو بسپارم به تو؟
""")
