from ._fmt import parse_asks

ASKS = parse_asks("ar", r"""
## translate
ترجم هذا إلى العربية
ترجمه للعربي لو سمحت، وخلي الكود كما هو
{en} ترجمه للإنجليزية، بدي أرسله للعميل
[email] شو بده هالعميل؟ ترجم لي الرسالة
[issue,ticket] ترجم التذكرة للفريق
{en} [chat] ترجم هذه المحادثة إلى الإنجليزية

## summarize
لخّص هذا
لخصه في ثلاث نقاط
باختصار، ما القصة؟
[ci_log,server_log] ما الذي فشل؟ باختصار
[email] ماذا يطلب العميل؟ لخّص
[chat] على ماذا اتفقوا في هذا النقاش؟
[pr_desc,diff] ملخص سطرين لملاحظات الإصدار

## draft_reply
[email] اكتب ردًا مهذبًا على العميل
[email] صغ ردًا نعتذر فيه ونقول إننا نعمل على الحل
[issue] اكتب تعليقًا على الـ issue نطلب فيه السجلات والإصدار
[review] ساعدني في الرد على المراجِع

## explain
ما معنى هذا؟
اشرح لي هذا الخطأ
[stack_trace] اشرح الـ stack trace، أين المشكلة الحقيقية؟
[ci_log] لماذا فشل الـ job؟
[config] ماذا يفعل هذا الإعداد؟ اشرح سطرًا سطرًا
[function] ماذا تفعل هذه الدالة؟
[server_log] ماذا يحدث في هذه السجلات؟

## explain @inline
ما معنى {E}؟
يظهر لي {E}، اشرح لي السبب

## extract
[issue,ticket] استخرج خطوات إعادة الإنتاج كقائمة مرقمة
[chat,email] اكتب المهام المطلوبة ومن المسؤول عن كل منها
[spec,ticket] استخرج معايير القبول

## triage
[issue,ticket] ما الأولوية المناسبة؟ P1 أم P2؟
[advisory] ما مدى خطورة هذا علينا؟

## title
[issue,email] اقترح عنوانًا مناسبًا للتذكرة
[diff] عنوان PR لهذا التعديل

## convert
[data_sample] حوّله إلى JSON
[schema] أنشئ أنواع TypeScript من هذا المخطط

## review_code
[diff] راجع هذا الـ diff
[diff] هل هو آمن للدمج؟

## fix_snippet
[function] أصلح الخطأ في هذه الدالة
[function] تنهار مع المدخلات الفارغة، أصلحها

## refactor_snippet
[function] أعد كتابتها لتكون أوضح دون تغيير السلوك

## document_snippet
[function] أضف docstring

## test_snippet
[function] اكتب اختبارات وحدة لهذه الدالة
[function] اكتب اختبارات للحالات الحدّية

## commit_message
[diff] اكتب رسالة commit
[diff] رسالة commit بالإنجليزية بصيغة conventional commits

## write_query
[schema] اكتب SQL للعملاء الذين لم يطلبوا أي شيء

## reword
[pr_desc] أعد صياغة وصف الـ PR بشكل أوضح
[email] أعد كتابة هذا البريد بلهجة ألطف

## fix_in_repo
أصلح هذا في الكود عندنا
صلّحها لو سمحت
[issue,ticket] ابحث عن السبب الجذري في الكود وأصلحه مع اختبار
[stack_trace] أصلح هذا الانهيار في المستودع
[server_log] اعرف لماذا تظهر هذه الأخطاء في خدمتنا وأصلحها
[email] العميل معه حق، أصلح المشكلة
[chat] أصلح الشيء الذي يتكلمون عنه
[issue] أصلح الـ issue وافتح PR

## fix_in_repo @inline
بعد سحب main صار يطلع {E}، أصلحه في المستودع

## implement
[ticket] نفّذ هذه التذكرة
[spec,ticket] ابنِ هذه الميزة حسب المواصفات في مشروعنا
[api_doc] ادمج هذا الـ API في الباك إند عندنا
[chat] نفّذ ما اتفقوا عليه

## locate_source
[stack_trace,server_log] ابحث من أين يُرمى هذا الخطأ في الكود عندنا
[advisory] هل نستخدم هذه الحزمة في أي مكان؟ ابحث في المستودع

## locate_source @inline
من أين يأتي {E} في الكود؟ ابحث عنه

## fix_ci
خلّي الـ CI أخضر
[ci_log] الـ pipeline أحمر، أصلحه
[ci_log] أصلح الاختبارات الفاشلة
[ci_log] أصلح البناء وادفع التعديل

## upgrade_dep
[advisory] حدّث هذه الحزمة في كل الخدمات
[advisory] ارفع الإصدار في كل مكان وشغّل الاختبارات

## apply_review
[review] طبّق تعليقات المراجعة على الـ PR
[review] نفّذ كل ما طلبه المراجِع

## update_callers
[diff] حدّث كل الاستدعاءات التي تستخدم التوقيع القديم
[api_doc] انقل الكود عندنا إلى الـ API الجديد

## add_regression_tests
[issue,stack_trace] أضف اختبار انحدار لهذا في مجموعة الاختبارات عندنا
[function] أضف اختبارات في مجلد tests وشغّلها

## reproduce
[issue,ticket] جرّب تعيد إنتاج المشكلة محليًا
[stack_trace,email] أعد إنتاج هذا على نسخة محلية

## handoff
تقدر تتولى هذه؟
هذه لك
تكفى تابعها أنت
خذ هذه التذكرة
تولَّ هذا الموضوع
""")
