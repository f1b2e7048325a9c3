"""West and South Asian languages: Arabic, Hebrew, Persian, Hindi, Bengali.

Same shapes as lists/en.py.
"""

# ---------------------------------------------------------------- ar
_AR_UPLOAD = [
    "كيف ممكن نخلي رفع الصور أسرع في التطبيق؟",
    "1) ضغط الصورة على الجهاز قبل الرفع.\n2) الرفع مباشرة إلى S3 بروابط موقّعة بدل المرور بالسيرفر.\n3) إنشاء الصور "
    "المصغّرة في الخلفية.",
]
_AR_SALAM = ["السلام عليكم", "وعليكم السلام! كيف أقدر أساعدك؟"]

# ---------------------------------------------------------------- he
_HE_LOGS = [
    "איך היית מוסיף לוגים נורמליים לשירות שלנו?",
    "1) לוגים מובנים ב-JSON.\n2) מזהה בקשה בכל שורה.\n3) שליחה למערכת מרכזית כמו Loki או ELK.",
]
_HE_HI = ["היי", "היי! במה אפשר לעזור?"]

# ---------------------------------------------------------------- fa
_FA_LOAD = [
    "برای اینکه سرور زیر بار زیاد از پا درنیاد چی پیشنهاد می‌کنی؟",
    "۱) rate limiting روی APIهای عمومی.\n۲) کش کردن جواب‌های پرتکرار با Redis.\n۳) انتقال کارهای سنگین مثل ارسال "
    "ایمیل به صف.",
]
_FA_SALAM = ["سلام", "سلام! چطور می‌تونم کمک کنم؟"]

# ---------------------------------------------------------------- hi
_HI_SPAM = [
    "हमारी API पर बहुत spam signup हो रहे हैं, क्या करें?",
    "1) signup पर CAPTCHA लगाइए।\n2) एक IP से प्रति घंटे signup की limit रखिए।\n3) email verify होने तक account "
    "inactive रखिए।",
]
_HI_NAMASTE = ["नमस्ते", "नमस्ते! बताइए, किसमें मदद करूँ?"]

# ---------------------------------------------------------------- bn
_BN_DISK = [
    "আমাদের সার্ভারে মাঝে মাঝে ডিস্ক ফুল হয়ে যায়, কী করা যায়?",
    "১) লগ রোটেশন চালু করো (logrotate)।\n২) পুরনো ব্যাকআপ ৭ দিন পর মুছে ফেলার নিয়ম রাখো।\n৩) ডিস্ক ৮০% ভরলে "
    "অ্যালার্ট পাঠাও।",
]
_BN_HELLO = ["হ্যালো", "হ্যালো! কীভাবে সাহায্য করতে পারি?"]


DATA = {
    "ar": {
        "pairs": [
            ("fix_repo_bug", "الفورم يرفض الأرقام العربية (١٢٣) في حقل الهاتف، صلّحه",
             "small_code", "دالة js تحوّل الأرقام العربية الهندية (٠-٩) إلى أرقام لاتينية"),
            ("fix_repo_bug", "لما تكون اللغة عربي الأيقونات تطلع في الجهة الغلط، صلّحها",
             "general_question", "ما الفرق بين margin-left و margin-inline-start في CSS؟"),
            ("run_and_report", "شغّل التستات وقل لي شو اللي فاشل",
             "general_question", "شو الفرق بين unit test و integration test؟"),
            ("fix_ci", "الـ CI أحمر من أمس على main، ممكن تشوفه؟",
             "tool_question", "كيف أخلي GitHub Actions يشتغل بس لما يتغير مجلد معيّن؟"),
            ("diagnose_repo", "ليش صفحة الطلبات بطيئة جداً؟ ابحث عن السبب",
             "general_question", "اشرح لي مشكلة الـ N+1 query"),
            ("repo_question", "وين نحسب ضريبة القيمة المضافة في الكود؟",
             "small_code", "python: احسب ضريبة 15% على مبلغ وقرّبها لخانتين عشريتين"),
            ("change_repo_code", "ممكن تعرض التاريخ الهجري جنب الميلادي في صفحة الحجز؟",
             "small_code", "js: اطبع تاريخ اليوم بالتقويم الهجري باستخدام Intl"),
            ("write_repo_tests", "ممكن تكتب تستات لموديول الفواتير؟",
             "test_given_function",
             "اكتب تستات لهالدالة:\n```python\ndef remove_tashkeel(s):\n    return re.sub(r'[\\u064B-\\u0652]', '', s)\n```"),
            ("update_dependency", "حدّث flutter لآخر نسخة وتأكد إن التطبيق يبني",
             "general_question", "وضّح الفرق بين hot reload و hot restart في flutter"),
            ("change_repo_code", "خلّي البحث يتجاهل التشكيل، يعني 'مُحَمَّد' يطلع لما أكتب 'محمد'",
             "regex", "regex يطابق حركات التشكيل العربية"),
            dict(h=_AR_UPLOAD,
                 l=("continue_plan", "تمام، نفّذ الخطوة الثانية"),
                 s=("chat_followup", "الروابط الموقّعة آمنة؟ ممكن أحد يستغلها؟")),
            dict(h=_AR_SALAM,
                 l=("diagnose_and_fix", "الإشعارات ما توصل للمستخدمين من التحديث الأخير، شوف المشكلة"),
                 s=("conversational", "ولا شي، شكراً على مساعدتك أمس")),
        ],
        "long": [
            ("fix_repo_bug", "زر الدفع يختفي على شاشات الآيفون الصغيرة، صلّحه"),
            ("run_and_report", "شغّل الـ linter وعطني ملخص"),
            ("repo_question", "شو بيسوي بالضبط السكربت cleanup.sh؟"),
            ("diagnose_and_fix", "رسائل التحقق SMS تتأخر ساعة أحياناً، دوّر على السبب وحلّه"),
        ],
        "single": [
            ("conversational", "شكراً، زبطت!"),
            ("tool_question", "كيف أرجّع ملف واحد لحالته في آخر commit في git؟"),
            ("small_code", "one-liner في bash يطبع أكبر 5 ملفات في المجلد"),
            ("general_question", "شو يعني REST API بكلام بسيط؟"),
        ],
    },
    "he": {
        "pairs": [
            ("fix_repo_bug", "בדיקת תעודת הזהות דוחה מספרים עם 8 ספרות, תתקן",
             "small_code", "פונקציה ב-python שבודקת ספרת ביקורת של תעודת זהות"),
            ("fix_repo_bug", "במצב עברית הסוגריים בכפתורים מתהפכים, תסדר",
             "general_question", "למה סוגריים מתהפכים בטקסט מימין לשמאל? מה זה bidi?"),
            ("run_and_report", "תריץ את הטסטים ותגיד לי מה נופל",
             "tool_question", "איך מריצים טסטים במקביל ב-jest?"),
            ("fix_ci", "ה-CI אדום מאז המיזוג של אתמול, תוכל להסתכל?",
             "tool_question", "מה ההבדל בין artifacts ל-cache ב-GitHub Actions?"),
            ("diagnose_repo", "למה הדשבורד נטען 7 שניות? תבדוק",
             "general_question", "תסביר מה זה code splitting ולמה זה עוזר"),
            ("repo_question", "איפה מוגדר אצלנו זמן התפוגה של הטוקן?",
             "general_question", "כמה זמן אמור לחיות refresh token?"),
            ("change_repo_code", "אפשר להציג מחירים בפורמט '1,234.50 ₪'?",
             "small_code", "js: לפרמט 1234.5 כשקלים עם Intl"),
            ("write_repo_tests", "תוכל לכתוב טסטים למודול ההזמנות?",
             "test_given_function",
             "תכתוב טסטים לפונקציה הזאת:\n```ts\nexport const isShabbat = (d: Date) => d.getDay() === 6\n```"),
            ("update_dependency", "תעדכן את angular לגרסה 19 ותוודא שהכול עובד",
             "general_question", "תסביר בקצרה מה זה standalone components באנגולר"),
            ("change_repo_code", "תוסיף תאריך עברי ליד התאריך הלועזי בקבלה",
             "small_code", "js: להציג את התאריך של היום בלוח העברי עם Intl"),
            dict(h=_HE_LOGS,
                 l=("continue_plan", "סבבה, תעשה את 1 ו-2"),
                 s=("chat_followup", "מה היתרון של Loki על ELK?")),
            dict(h=_HE_HI,
                 l=("diagnose_and_fix", "ההתחברות עם גוגל נשברה בסטייג'ינג, תבדוק"),
                 s=("conversational", "כלום, רק בודק שזה עובד")),
        ],
        "long": [
            ("fix_repo_bug", "הטופס נשלח פעמיים כשלוחצים מהר, תתקן"),
            ("run_and_report", "תריץ lint ותן לי סיכום קצר"),
            ("repo_question", "מה בדיוק עושה הסקריפט sync_users.py?"),
            ("diagnose_and_fix", "הגיבוי הלילי לא רץ כבר שלושה ימים, תמצא למה ותתקן"),
        ],
        "single": [
            ("conversational", "תודה, עבד!"),
            ("tool_question", "איך מבטלים git add לקובץ אחד?"),
            ("regex", "regex למספר נייד ישראלי (05X-XXXXXXX)"),
            ("general_question", "מה ההבדל בין process ל-thread, בקצרה?"),
        ],
    },
    "fa": {
        "pairs": [
            ("fix_repo_bug", "جستجو «علی» رو پیدا نمی‌کنه چون تو دیتابیس با ي عربی ذخیره شده، درستش کن",
             "small_code", "تابع پایتون برای یکسان کردن ي و ك عربی به ی و ک فارسی"),
            ("fix_repo_bug", "تاریخ‌ها تو پنل هنوز میلادی نشون داده می‌شن، باید شمسی باشن، درستش کن",
             "small_code", "js: تاریخ امروز رو با تقویم شمسی و Intl نشون بده"),
            ("run_and_report", "تست‌ها رو اجرا کن و بگو کدوما fail می‌شن",
             "tool_question", "تو pytest چطوری خروجی print رو ببینم؟"),
            ("fix_ci", "CI از دیروز قرمزه، یه نگاه بنداز",
             "tool_question", "فرق `runs-on: ubuntu-latest` با یه نسخه‌ی مشخص چیه؟"),
            ("diagnose_repo", "چرا صفحه‌ی گزارش‌ها انقدر کند لود می‌شه؟ بررسی کن",
             "general_question", "فرق کش سمت سرور و سمت کلاینت رو توضیح بده"),
            ("repo_question", "اتصال به درگاه پرداخت کجای کد انجام می‌شه؟",
             "general_question", "چرا بعد از برگشت از درگاه پرداخت باید تراکنش رو verify کرد؟"),
            ("change_repo_code", "میشه مبلغ‌ها رو با ارقام فارسی و جداکننده‌ی هزارگان نشون بدی؟",
             "small_code", "js: عدد 1234567 رو با ارقام فارسی و جداکننده‌ی هزارگان فرمت کن"),
            ("write_repo_tests", "می‌تونی برای ماژول سبد خرید تست بنویسی؟",
             "test_given_function",
             "برای این تابع تست بنویس:\n```python\ndef to_persian_digits(s):\n    return s.translate(str.maketrans('0123456789', '۰۱۲۳۴۵۶۷۸۹'))\n```"),
            ("update_dependency", "django رو به نسخه‌ی ۵ آپدیت کن و ببین چیزی خراب نشده باشه",
             "general_question", "django و fastapi رو مقایسه کن و بگو کی کدوم"),
            ("change_repo_code", "تو متن‌های اپ جای فاصله‌ی معمولی نیم‌فاصله بذار، مثل «می‌شود»",
             "general_question", "نیم‌فاصله (ZWNJ) دقیقاً چیه و چرا مهمه؟"),
            dict(h=_FA_LOAD,
                 l=("continue_plan", "باشه، اول ۱ رو پیاده کن"),
                 s=("chat_followup", "rate limiting رو بر اساس IP بذاریم یا کاربر؟")),
            dict(h=_FA_SALAM,
                 l=("diagnose_and_fix", "ارسال پیامک تأیید از دیشب کار نمی‌کنه، یه نگاه بنداز"),
                 s=("conversational", "هیچی، فقط خواستم تشکر کنم")),
        ],
        "long": [
            ("fix_repo_bug", "دکمه‌ی ثبت سفارش تو موبایل زیر کیبورد می‌مونه، درستش کن"),
            ("run_and_report", "لینتر رو اجرا کن و خلاصه‌ش رو بگو"),
            ("repo_question", "اسکریپت backup.sh دقیقاً چی کار می‌کنه؟"),
            ("diagnose_and_fix", "گزارش ماهانه اول هر ماه شمسی خالی درمیاد، علتش رو پیدا کن و درستش کن"),
        ],
        "single": [
            ("conversational", "مرسی، درست شد!"),
            ("tool_question", "چطوری تو git از یه commit قدیمی یه برنچ بسازم؟"),
            ("regex", "regex برای شماره موبایل ایران (09xxxxxxxxx)"),
            ("general_question", "فرق SQL و NoSQL به زبان ساده چیه؟"),
        ],
    },
    "hi": {
        "pairs": [
            ("fix_repo_bug", "रकम 1,234,567 दिख रही है, इंडियन फॉर्मेट 12,34,567 होना चाहिए, ठीक करो",
             "small_code", "js में नंबर को लाख-करोड़ वाले फॉर्मेट में कैसे दिखाएँ?"),
            ("fix_repo_bug", "PAN वाला validation छोटे अक्षरों में लिखे PAN को reject कर रहा है, fix करो",
             "regex", "PAN कार्ड नंबर के लिए regex"),
            ("run_and_report", "tests चला के बताओ कौन से fail हो रहे हैं",
             "tool_question", "npm test में सिर्फ़ एक फ़ाइल के tests कैसे चलाएँ?"),
            ("fix_ci", "CI कल से main पर red है, ज़रा देख लो",
             "tool_question", "GitHub Actions में env variables कैसे set करते हैं?"),
            ("diagnose_repo", "checkout page इतना slow क्यों है? पता करो",
             "general_question", "आसान भाषा में समझाओ कि database index कैसे काम करता है"),
            ("repo_question", "UPI payment का callback हमारे code में कहाँ handle होता है?",
             "general_question", "UPI collect request और intent flow में क्या फ़र्क है?"),
            ("change_repo_code", "logs में आधार नंबर के पहले 8 अंक छुपा दो",
             "small_code", "python: आधार नंबर के आख़िरी 4 अंक छोड़कर बाकी को X से mask करो"),
            ("write_repo_tests", "GST calculation वाले module के लिए tests लिख दोगे?",
             "test_given_function",
             "इस function के tests लिख दो:\n```python\ndef gst(amount, rate=18):\n    return round(amount * rate / 100, 2)\n```"),
            ("update_dependency", "react native को latest version पर upgrade करो और देखो कुछ टूटा तो नहीं",
             "general_question", "react native में expo के फ़ायदे और नुकसान बताओ"),
            ("change_repo_code", "app में हिंदी भाषा का option जोड़ सकते हो?",
             "rewrite_text", "इस message को सरल हिंदी में लिखो: 'Your order has been shipped and will arrive in 3-5 business days.'"),
            dict(h=_HI_SPAM,
                 l=("continue_plan", "ठीक है, 2 और 3 कर दो"),
                 s=("chat_followup", "CAPTCHA से users परेशान तो नहीं होंगे?")),
            dict(h=_HI_NAMASTE,
                 l=("diagnose_and_fix", "login के बाद dashboard blank आ रहा है, ज़रा देखो"),
                 s=("conversational", "कुछ नहीं, बस धन्यवाद कहना था")),
        ],
        "long": [
            ("fix_repo_bug", "OTP का timer 0 पर पहुँचकर भी resend button enable नहीं होता, fix करो"),
            ("run_and_report", "linter चलाओ और warnings की list दो"),
            ("repo_question", "ये scripts/sync_inventory.py असल में करता क्या है?"),
            ("diagnose_and_fix", "रात वाला invoice job कभी-कभी दो बार चल जाता है, वजह ढूँढो और ठीक करो"),
        ],
        "single": [
            ("conversational", "धन्यवाद, चल गया!"),
            ("tool_question", "git में पुराने commit पर वापस कैसे जाएँ बिना history मिटाए?"),
            ("small_code", "python में दो lists को dict में बदलने का one-liner"),
            ("general_question", "HTTP और HTTPS में असली फ़र्क क्या है?"),
        ],
    },
    "bn": {
        "pairs": [
            ("fix_repo_bug", "ফোন নম্বরে বাংলা সংখ্যা (০১৭...) দিলে ফর্ম নিচ্ছে না, ঠিক করো",
             "small_code", "js ফাংশন যেটা বাংলা সংখ্যা (০-৯) ইংরেজি সংখ্যায় বদলায়"),
            ("fix_repo_bug", "PDF রিসিটে বাংলা যুক্তাক্ষর ভেঙে যাচ্ছে, ঠিক করে দাও",
             "general_question", "PDF-এ বাংলা যুক্তাক্ষর ভাঙে কেন? text shaping কী?"),
            ("run_and_report", "টেস্টগুলো চালিয়ে বলো কোনগুলো ফেল করছে",
             "tool_question", "pytest-এ coverage রিপোর্ট কীভাবে দেখব?"),
            ("fix_ci", "গতকাল থেকে CI লাল হয়ে আছে, একটু দেখবে?",
             "tool_question", "GitHub Actions-এ cron দিয়ে workflow কীভাবে চালাই?"),
            ("diagnose_repo", "অর্ডার লিস্ট পেজ এত ধীরে লোড হচ্ছে কেন? খুঁজে দেখো",
             "general_question", "বড় টেবিলে pagination না করলে কী সমস্যা হয় ব্যাখ্যা করো"),
            ("repo_question", "bKash পেমেন্টের callback আমাদের কোডে কোথায় হ্যান্ডেল হয়?",
             "general_question", "পেমেন্ট গেটওয়েতে sandbox আর production আলাদা রাখা হয় কেন?"),
            ("change_repo_code", "দাম '৳১,২৩৪.৫০' এভাবে দেখাও",
             "small_code", "js: Intl দিয়ে 1234.5 কে বাংলা লোকেলে টাকায় ফরম্যাট করো"),
            ("write_repo_tests", "ডেলিভারি চার্জ হিসাবের মডিউলের জন্য টেস্ট লিখে দিতে পারবে?",
             "test_given_function",
             "এই ফাংশনের জন্য টেস্ট লিখে দাও:\n```python\ndef is_valid_nid(nid):\n    return nid.isdigit() and len(nid) in (10, 13, 17)\n```"),
            ("update_dependency", "laravel 10 থেকে 11-এ আপগ্রেড করো, কিছু ভাঙলো কিনা দেখো",
             "general_question", "laravel-এ middleware কী কাজ করে বুঝিয়ে বলো"),
            ("change_repo_code", "অ্যাপে বাংলা ভাষার অপশন যোগ করা যাবে?",
             "rewrite_text", "এই মেসেজটা সহজ বাংলায় লিখে দাও: 'Payment failed. Please check your balance and try again.'"),
            dict(h=_BN_DISK,
                 l=("continue_plan", "ঠিক আছে, ১ আর ৩ সেটআপ করে দাও"),
                 s=("chat_followup", "logrotate কীভাবে কাজ করে একটু বুঝিয়ে বলো")),
            dict(h=_BN_HELLO,
                 l=("diagnose_and_fix", "লগইন করার পর প্রোফাইল ছবি আসছে না, দেখো তো"),
                 s=("conversational", "কিছু না, এমনিই দেখছিলাম কাজ করে কিনা")),
        ],
        "long": [
            ("fix_repo_bug", "সার্চ বক্সে বাংলা লিখলে কোনো রেজাল্ট আসে না, ঠিক করো"),
            ("run_and_report", "লিন্টার চালিয়ে সংক্ষেপে জানাও"),
            ("repo_question", "deploy.sh স্ক্রিপ্টটা আসলে কী কী করে?"),
            ("diagnose_and_fix", "রাতের ব্যাকআপ জব প্রতি শুক্রবার ফেল করে, কারণ বের করে ঠিক করো"),
        ],
        "single": [
            ("conversational", "ধন্যবাদ, কাজ করছে!"),
            ("tool_question", "git-এ শেষ ৩টা কমিট কীভাবে দেখব?"),
            ("regex", "বাংলাদেশের মোবাইল নম্বরের জন্য regex (01XXXXXXXXX)"),
            ("general_question", "API আর SDK-এর মধ্যে পার্থক্য কী?"),
        ],
    },
}

# Extra pairs that cut against surface cues (pasted material in long asks, imperatives in single asks).
_AR_NULL = "TypeError: Cannot read properties of null (reading 'addEventListener')"
_HE_DIR = "useEffect(() => {\n  document.dir = lang === 'he' ? 'rtl' : 'ltr'\n}, [lang])"
_FA_LONG = "django.db.utils.DataError: value too long for type character varying(20)"
_HI_RZP = "Uncaught ReferenceError: Razorpay is not defined"
_BN_TAKA = "taka = f\"৳{amount:,.2f}\""

MORE_PAIRS = {
    "ar": [
        ("fix_repo_bug", "يطلع لي هذا الخطأ لما أفتح صفحة الطلب، صلّحه:\n```\n" + _AR_NULL + "\n```",
         "explain_error_text", "اشرح لي معنى هذا الخطأ:\n```\n" + _AR_NULL + "\n```"),
    ],
    "he": [
        ("apply_to_repo", "יש לנו את הקטע הזה בכמה קומפוננטות, תוציא אותו ל-hook משותף ותחליף:\n```js\n" + _HE_DIR + "\n```",
         "explain_code", "תסביר מה הקוד הזה עושה:\n```js\n" + _HE_DIR + "\n```"),
    ],
    "fa": [
        ("fix_repo_bug", "موقع ذخیره‌ی فاکتور این خطا رو می‌ده، درستش کن:\n```\n" + _FA_LONG + "\n```",
         "explain_error_text", "توضیح بده این خطا یعنی چی:\n```\n" + _FA_LONG + "\n```"),
    ],
    "hi": [
        ("fix_repo_bug", "payment page पर ये error आ रहा है, fix करो:\n```\n" + _HI_RZP + "\n```",
         "explain_error_text", "इस error का मतलब समझाओ:\n```\n" + _HI_RZP + "\n```"),
    ],
    "bn": [
        ("apply_to_repo", "এই কোডটা কয়েকটা ফাইলে কপি করা আছে, একটা কমন ফাংশন বানিয়ে সেগুলো বদলে দাও:\n```python\n" + _BN_TAKA + "\n```",
         "rewrite_code", "এটাকে একটা ফাংশনে রূপান্তর করো যেটা বাংলা সংখ্যায় দেখায়:\n```python\n" + _BN_TAKA + "\n```"),
    ],
}
