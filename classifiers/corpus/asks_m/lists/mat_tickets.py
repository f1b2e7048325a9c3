from ._fmt import M

M("tkt01", "ticket", "en", r'''
PAY-2291  Story  |  Priority: High  |  Sprint 48
Summary: Add idempotency keys to POST /v1/payments

As an API client I want to send an `Idempotency-Key` header so retries don't create duplicate charges.

Acceptance criteria:
- Same key + same body within 24h returns the original response (status + body)
- Same key + different body returns 422 `idempotency_key_reused`
- Keys are scoped per API account
- Stored in Redis with 24h TTL
Story points: 5   Assignee: unassigned
''', asks=[
    ("en", "answer", "what should happen if the same key comes with a different body?"),
    ("en", "implement", "implement PAY-2291 in the payments service"),
    ("hi", "implement", "PAY-2291 hamare payments service mein implement kar do"),
], summary="PAY-2291 asks for an Idempotency-Key header on POST /v1/payments: same key and body within 24h replays the original response, same key with a different body returns 422 idempotency_key_reused, keys are per API account and live in Redis with a 24h TTL.")

M("tkt02", "ticket", "tr", r'''
MOB-517 | Hata | Öncelik: Yüksek
Özet: Sepette kupon uygulandıktan sonra kargo ücreti iki kez ekleniyor

Açıklama: Kullanıcı "YAZ20" kuponunu uyguladığında toplam tutara kargo ücreti (29,90 TL) ikinci kez ekleniyor. Kupon kaldırılınca düzeliyor. Sadece mobil uygulamada (iOS + Android) görülüyor, web'de sorun yok.

Kabul kriterleri:
- Kupon uygulandığında kargo ücreti bir kez hesaplanmalı
- Sepet özeti ekranı ile ödeme ekranı aynı tutarı göstermeli
''', asks=[
    ("tr", "summarize", "bunu tek cümleyle özetle"),
    ("tr", "fix_in_repo", "MOB-517'yi mobil repoda düzeltir misin, sepet hesaplaması bir yerde iki kez çağrılıyor"),
])

M("tkt03", "ticket", "pl", r'''
SHOP-88  [Zadanie]
Tytuł: Eksport zamówień do XML dla hurtowni

Hurtownia "Delta" potrzebuje codziennego eksportu zamówień w formacie XML (schemat w załączniku delta-orders.xsd). Plik ma trafiać na SFTP o 02:00. Pola: numer zamówienia, data, NIP klienta, pozycje (EAN, ilość, cena netto).
Estymacja: 3 SP
''', asks=[
    ("pl", "extract", "wypisz wszystkie pola, które mają być w eksporcie"),
    ("pl", "implement", "zrób ten eksport u nas, z cronem i wysyłką na SFTP"),
])

M("tkt04", "ticket", "cs", r'''
CRM-1204 (Úkol)
Název: Přidat filtr „Neaktivní zákazníci“ do seznamu zákazníků

Popis: Obchodní oddělení chce v seznamu zákazníků filtr na zákazníky bez objednávky za posledních 180 dní. Filtr má jít kombinovat s ostatními (region, obchodník). Počet by se měl zobrazit v záhlaví.
Priorita: Střední
''', asks=[
    ("cs", "translate", "přelož to do angličtiny pro kolegu z Indie"),
    ("cs", "implement", "naimplementuj tenhle filtr v CRM, backend i frontend"),
])

M("tkt05", "ticket", "nl", r'''
LIN-342 · Bug · Urgent
Factuurnummers worden dubbel uitgegeven bij gelijktijdige aanvragen

Bij twee gelijktijdige checkouts binnen dezelfde seconde krijgen beide facturen hetzelfde nummer (bijv. 2024-000813). De nummering gebeurt nu met `SELECT MAX(number)+1`. Wettelijk moeten factuurnummers uniek en opeenvolgend zijn.

Voorstel: database-sequence per boekjaar.
''', asks=[
    ("nl", "explain", "leg uit waarom SELECT MAX+1 hier misgaat"),
    ("nl", "fix_in_repo", "los dit op in onze facturatieservice met een sequence per boekjaar, incl. migratie"),
])

M("tkt06", "ticket", "ro", r'''
OPS-77 | Task | Prioritate: Medie
Titlu: Rotirea automată a certificatelor TLS pentru serviciile interne

În prezent certificatele pentru *.intern.firma.ro se reînnoiesc manual o dată pe an. Anul trecut a expirat unul și am avut 2h de downtime. Vrem cert-manager în cluster cu ClusterIssuer pe CA-ul intern și alertă cu 14 zile înainte de expirare.
''', asks=[
    ("ro", "summarize", "fă-mi un rezumat scurt în engleză"),
    ("ro", "implement", "configurează cert-manager în repo-ul de infra conform tichetului"),
])

M("tkt07", "ticket", "en", r'''
ENG-1559  Improvement
Title: Slow dashboard load for accounts with >10k projects

The /dashboard endpoint takes 8-12s for large accounts. Profiling shows N+1 queries: for each project we query `last_activity` separately. Proposed: one aggregate query with GROUP BY project_id, or a denormalized column updated by trigger.

Definition of done: p95 < 800ms for the "acme-large" fixture account.
''', asks=[
    ("en", "answer", "what's the target p95 in the definition of done?"),
    ("en", "implement", "go ahead and fix the N+1 on /dashboard, measure against the acme-large fixture"),
], summary="ENG-1559: /dashboard takes 8-12 s for accounts with more than 10k projects because last_activity is queried once per project (N+1). The ticket proposes one GROUP BY query or a trigger-maintained column, with done meaning p95 under 800 ms on the acme-large fixture.")

M("tkt08", "ticket", "uk", r'''
DEV-903 | Баг | Пріоритет: Високий
Назва: Неправильне відмінювання у сповіщеннях ("1 товарів", "5 товар")

У push-сповіщеннях та листах кількість товарів відображається з помилками відмінювання. Треба використовувати правила множини для української: 1 товар, 2-4 товари, 5+ товарів, з урахуванням 11-14.
''', asks=[
    ("uk", "fix_snippet", "напиши функцію pluralize_uk(n) за цими правилами, без залежностей"),
    ("uk", "fix_in_repo", "виправ відмінювання у всіх шаблонах сповіщень у нашому проєкті"),
])

M("tkt09", "ticket", "hi", r'''
SUP-1420 | बग | प्राथमिकता: उच्च
शीर्षक: ऐप में हिंदी नाम वाले यूज़र्स का प्रोफ़ाइल अपडेट नहीं हो रहा

विवरण: जिन यूज़र्स का नाम देवनागरी में है (जैसे "राहुल शर्मा"), वे प्रोफ़ाइल सेव करते हैं तो "Invalid name" एरर आता है। अंग्रेज़ी नाम में कोई दिक्कत नहीं। शायद नाम वैलिडेशन सिर्फ़ [A-Za-z] मान रहा है।
''', asks=[
    ("hi", "write_query", "इसके लिए एक regex लिख दो जो देवनागरी और अंग्रेज़ी दोनों नाम accept करे"),
    ("hi", "fix_in_repo", "हमारे backend में name validation ठीक कर दो"),
])

M("tkt10", "ticket", "ar", r'''
TCK-3307 | خطأ | الأولوية: عالية
العنوان: انعكاس اتجاه الأرقام في الفواتير العربية

عند طباعة الفاتورة باللغة العربية تظهر أرقام الهاتف والمبالغ معكوسة (مثلاً 0551234567 تظهر 7654321550). المشكلة فقط في ملف PDF وليس في صفحة الويب. المكتبة المستخدمة لتوليد PDF لا تدعم الاتجاه الثنائي (bidi) بشكل صحيح.
''', asks=[
    ("ar", "summarize", "لخّص المشكلة بجملتين بالإنجليزية"),
    ("ar", "fix_in_repo", "أصلح توليد الـ PDF عندنا حتى تظهر الأرقام بالاتجاه الصحيح"),
])

M("tkt11", "ticket", "th", r'''
SHOP-612 | งาน | ความสำคัญ: ปานกลาง
หัวข้อ: รองรับการชำระเงินผ่าน PromptPay QR

ลูกค้าต้องการจ่ายผ่าน PromptPay โดยสแกน QR ในหน้าชำระเงิน QR ต้องหมดอายุใน 15 นาที และระบบต้องยืนยันการชำระผ่าน webhook ของผู้ให้บริการ
''', asks=[
    ("th", "extract", "ดึงเงื่อนไขที่ต้องทำออกมาเป็นข้อ ๆ"),
    ("th", "implement", "ทำฟีเจอร์ PromptPay นี้ในโปรเจกต์เราเลย"),
])

M("tkt12", "ticket", "fa", r'''
BK-219 | باگ | اولویت: بالا
عنوان: تاریخ شمسی در گزارش‌ها یک روز جابه‌جا است

در گزارش ماهانه، تاریخ‌هایی که بعد از ساعت ۲۰:۳۰ به وقت تهران ثبت شده‌اند یک روز بعد نمایش داده می‌شوند. احتمالاً تبدیل به تقویم شمسی روی زمان UTC انجام می‌شود و منطقه زمانی Asia/Tehran در نظر گرفته نمی‌شود.
''', asks=[
    ("fa", "explain", "توضیح بده چرا ساعت ۲۰:۳۰ مرز این مشکل است"),
    ("fa", "fix_in_repo", "این باگ تاریخ شمسی رو توی ماژول گزارش‌های ما درست کن"),
])

M("tkt13", "ticket", "vi", r'''
APP-731 | Bug | Ưu tiên: Cao
Tiêu đề: Không đăng nhập được bằng số điện thoại có số 0 ở đầu

Người dùng nhập "0912345678" thì báo "Số điện thoại không tồn tại", nhưng nhập "+84912345678" thì được. Cần chuẩn hóa số điện thoại về định dạng E.164 trước khi tra cứu.
''', asks=[
    ("vi", "fix_snippet", "viết giúp mình hàm normalize_phone_vn chuẩn hóa về E.164 theo mô tả này"),
    ("vi", "fix_in_repo", "sửa luồng đăng nhập trong repo để chuẩn hóa số trước khi tra cứu"),
])

M("tkt14", "ticket", "en", r'''
LIN-88 "Sunset v1 webhooks"
- Stop sending v1 webhook payloads on 2024-09-30
- Email customers still subscribed to v1 (list in Metabase q/1182)
- Remove v1 serializer + the `legacy_webhooks` feature flag
- Update docs page /docs/webhooks/v1 with a deprecation banner
Owner: platform team
''', asks=[
    ("en", "extract", "turn this into a checklist with owners left blank"),
    ("en", "implement", "do the code part of LIN-88: remove the v1 serializer and the flag everywhere"),
])
