"""Turkish, Arabic, Hebrew, Persian. Same structure as west.py."""

LANGS = {}

LANGS["tr"] = dict(
    pairs=[
        ("loc", "Spring Boot'ta retry policy genelde nerede ayarlanır?", "bizde retry nerede ayarlı?"),
        ("env", "Django varsayılan olarak hangi env değişkenlerini okur?", "bu uygulama hangi env değişkenlerine ihtiyaç duyuyor?"),
        ("test", "hangi JS test runner'larında watch mode var?", "`kargo_ucreti_hesapla` fonksiyonunu hangi testler kapsıyor?"),
        ("dep", "ekipler bir Node servisini k8s'e genelde nasıl deploy eder?", "fatura servisi nasıl deploy ediliyor?"),
        ("cmp", "Redis ile Memcached arasındaki fark ne?", "projede Memcached kullanan bir yer kaldı mı?"),
        ("des", "3 bin satırlık bir helpers modülünü bölmenin iyi bir yolu nedir? sadece yaklaşım", "helpers.py'yi modüllere böl ve tüm projedeki importları düzelt"),
        ("fix", "Node'da 'EADDRINUSE' hatası genelde neden olur?", "dev ortamında sunucu EADDRINUSE verip kalkmıyor, bizim kodda sorun neyse bul ve düzelt"),
        ("upg", "React Router v5'ten v6'ya geçerken tipik sorunlar neler? kısaca liste", "projemizi React Router v6'ya geçir"),
        ("sym", "`Promise.any` ne yapar?", "services/odeme.ts içindeki `odemeyiDogrula` ne yapıyor, nereden çağrılıyor?"),
        ("snip", "bu fonksiyona type hint ve docstring ekle", "tüm utils paketine type hint ekle, mypy'dan geçsin", "py_slug"),
    ],
    hist={
        "h1": ["kullanıcılar aynı anda iki kez sipariş verebiliyor",
               "Sipariş oluşturmaya idempotency key ekleyelim: frontend her checkout'ta bir UUID göndersin, backend'de orders tablosuna unique index koyup tekrar gelen isteği ilk siparişle yanıtlayalım. checkout.tsx, orders/api.py ve bir migration değişir."],
        "h2": ["log dosyaları diski dolduruyor",
               "logrotate yerine uygulama içinde RotatingFileHandler kullanabiliriz: 50 MB, 5 yedek. logging_config.py'da tek değişiklik, ayrıca deploy scriptindeki eski temizlik cron'unu kaldırırım."],
    },
    hpairs=[
        ("h1", "e", "idempotency key kısmını biraz daha basit anlatır mısın?", "tamam, uygula"),
        ("h2", "a", "sağ ol, şimdilik gerek yok", "yap hadi"),
    ],
    single=[
        ("ack", "teşekkürler, çalıştı"),
        ("greeting", "selam"),
        ("sql_given_schema", "her ülke için ortalama sipariş tutarını veren SQL yaz", "sql_schema"),
        ("translate_supplied", "bu hatayı Türkçe açıkla", "err_ts"),
    ],
    long=[
        ("own_fix", "şifre sıfırlama maili gitmiyor, düzelt"),
        ("own_implement", "admin paneline kullanıcı arama ekle"),
        ("own_ci", "CI kırmızı, yeşile çevir"),
        ("own_upgrade", "projeyi .NET 8'e yükselt"),
    ],
)

LANGS["ar"] = dict(
    pairs=[
        ("loc", "وين عادةً يتم إعداد الـ CORS في تطبيق Express؟", "وين معرفين الـ CORS عندنا في المشروع؟"),
        ("env", "ما هي متغيرات البيئة اللي يقرأها Django بشكل افتراضي؟", "ايش متغيرات البيئة اللي يحتاجها هذا التطبيق؟"),
        ("test", "كيف أشغل test واحد بس في pytest؟", "أي tests تغطي دالة `calc_shipping` عندنا؟"),
        ("dep", "كيف الفرق عادةً يعملوا deploy لخدمة Node على Kubernetes؟ بشكل عام", "كيف يتم deploy لخدمة الفواتير؟"),
        ("cmp", "ما الفرق بين JWT و session cookies؟", "هل نستخدم JWT في أي مكان بالمشروع ولا كله sessions؟"),
        ("des", "ما هي أفضل طريقة لتقسيم ملف helpers كبير؟ الفكرة فقط", "قسّم helpers.py لملفات أصغر وصلّح الـ imports في كل المشروع"),
        ("fix", "ليش ممكن يرجع React state قديم داخل setTimeout؟", "صفحة السلة تعرض سعر قديم بعد التحديث، لاقي المشكلة وصلحها"),
        ("sym", "ماذا تفعل `Array.prototype.splice`؟", "ايش تسوي الدالة `sync_inventory` في inventory/sync.py؟"),
        ("impl", "كيف يُصمم نظام إشعارات بشكل عام؟ الفكرة بدون كود", "أضف إشعارات بالإيميل لما يتغير حالة الطلب"),
    ],
    hist={
        "h1": ["التطبيق بطيء لما يكون عندنا مستخدمين كثير",
               "أقترح: 1) إضافة index على orders.user_id، 2) كاش للصفحة الرئيسية لمدة دقيقة، 3) نقل إرسال الإيميلات إلى queue. التعديلات في models.py و views/home.py و tasks.py."],
        "h2": ["أبغى أشيل الكود المكرر في فورمات التسجيل",
               "ممكن نعمل مكون FormField مشترك ونستخدمه في الفورمات الخمسة في src/forms ونحذف التكرار."],
    },
    hpairs=[
        ("h1", "e", "اشرح لي النقطة الثالثة بطريقة أبسط", "تمام، نفذ"),
        ("h2", "a", "شكراً، واضح", "يلا سوّيها"),
    ],
    single=[
        ("ack", "شكراً، اشتغل"),
        ("greeting", "مرحبا"),
        ("explain_supplied", "اشرح لي هذا الكود سطر سطر", "js_debounce"),
        ("meta_q", "انت أي موديل؟"),
    ],
    long=[
        ("own_fix", "صلّح مشكلة الترجمة العربية في صفحة الدفع، النص يطلع معكوس"),
        ("own_implement", "أضف دعم RTL للتطبيق كامل"),
        ("own_run_tests", "شغل الاختبارات وصلّح اللي فاشل"),
        ("own_ci", "الـ pipeline فاشل، خليه يشتغل"),
    ],
)

LANGS["he"] = dict(
    pairs=[
        ("loc", "איפה בדרך כלל מגדירים את ה-logging ב-Spring Boot?", "איפה מוגדר אצלנו ה-logging?"),
        ("env", "אילו משתני סביבה Next.js קורא כברירת מחדל?", "אילו env vars האפליקציה הזאת צריכה?"),
        ("test", "איך עושים mock ל-fetch ב-Jest?", "אילו טסטים מכסים את `calcShipping`?"),
        ("dep", "איך בדרך כלל עושים deploy לשירות Python ב-ECS?", "איך עושים deploy לשירות ה-billing שלנו?"),
        ("cmp", "מה ההבדל בין Docker Compose ל-Kubernetes?", "יש לנו עוד שימוש ב-docker-compose איפשהו בריפו?"),
        ("des", "מה הגישה הנכונה לפצל קובץ utils ענק? רק הרעיון", "תפצל את utils.ts לקבצים לפי נושא ותתקן את כל ה-imports"),
        ("fix", "למה Postgres יכול להחזיר 'too many connections'?", "השרת שלנו זורק too many connections, תמצא איפה דולפים חיבורים ותתקן"),
        ("sym", "מה עושה `useRef` בריאקט?", "מה עושה `useCartSync` ב-src/hooks/cart.ts?"),
    ],
    hist={
        "h1": ["הטפסים שלנו לא נגישים",
               "אפשר להוסיף label לכל input, aria-describedby להודעות שגיאה, ו-focus על השדה הראשון עם שגיאה. זה נוגע ב-8 קומפוננטות בתיקייה src/components/forms."],
    },
    hpairs=[
        ("h1", "a", "תודה, הבנתי", "סבבה, תעשה את זה"),
    ],
    single=[
        ("ack", "תודה, עובד עכשיו"),
        ("commit_message", "תכתוב commit message לזה, באנגלית", "diff_timeout"),
        ("regex_q", "regex למספר טלפון ישראלי"),
    ],
    long=[
        ("own_fix", "תתקן את הבאג בחישוב המע\"מ"),
        ("own_implement", "תוסיף תמיכה בעברית ו-RTL באפליקציה"),
        ("own_upgrade", "תעדכן את ה-Node ל-20 ותתקן מה שנשבר"),
    ],
)

LANGS["fa"] = dict(
    pairs=[
        ("loc", "معمولاً توی Django تنظیمات کش کجا قرار می‌گیره؟", "ما تنظیمات کش رو کجا گذاشتیم؟"),
        ("env", "Laravel به صورت پیش‌فرض چه env هایی رو می‌خونه؟", "این پروژه برای اجرا چه env هایی لازم داره؟"),
        ("test", "کدوم test runner های پایتون حالت watch دارن؟", "کدوم تست‌ها تابع `calc_shipping` رو پوشش میدن؟"),
        ("dep", "معمولاً یه سرویس Node رو چطور روی k8s دیپلوی می‌کنن؟", "سرویس پرداخت ما چطوری دیپلوی میشه؟"),
        ("cmp", "فرق بین `async` و `defer` توی تگ script چیه؟", "جایی توی پروژه‌مون از `defer` استفاده کردیم؟"),
        ("des", "یه ماژول helpers سه هزار خطی رو چطور بشکنم؟ فقط ایده", "فایل helpers.py رو به چند ماژول بشکن و import ها رو توی کل پروژه درست کن"),
        ("fix", "چرا تاریخ شمسی معمولاً توی تبدیل timezone به هم می‌ریزه؟", "تاریخ‌های شمسی توی گزارش‌ها یه روز عقبن، پیدا کن و درستش کن"),
        ("sym", "متد `str.translate` پایتون دقیقاً چیکار می‌کنه؟", "تابع `normalize_persian` توی utils/text.py چیکار می‌کنه؟"),
    ],
    hist={
        "h1": ["می‌خوام اعداد فارسی توی فرم‌ها درست ذخیره بشن",
               "پیشنهادم اینه که یه تابع normalize بنویسیم که ارقام فارسی و عربی رو به لاتین تبدیل کنه و توی serializer های فرم ثبت‌نام و سفارش صداش کنیم. دو فایل forms/serializers.py و utils/digits.py تغییر می‌کنن."],
    },
    hpairs=[
        ("h1", "e", "میشه ساده‌تر توضیح بدی چرا باید توی serializer باشه؟", "باشه، انجامش بده"),
    ],
    single=[
        ("ack", "مرسی، درست شد"),
        ("greeting", "سلام"),
        ("translate_supplied", "این ارور رو به فارسی توضیح بده", "err_py"),
    ],
    long=[
        ("own_fix", "مشکل نمایش راست‌چین توی صفحه فاکتور رو درست کن"),
        ("own_implement", "تقویم شمسی رو به فرم رزرو اضافه کن"),
        ("own_run_tests", "تست‌ها رو اجرا کن و اونایی که fail میشن رو درست کن"),
    ],
)
