from ._fmt import M

M("em01", "email", "de", r'''
Betreff: Export funktioniert seit Montag nicht mehr

Sehr geehrte Damen und Herren,

seit Montag erhalten wir beim Export der Monatsberichte nur noch eine leere Excel-Datei. Wir haben es mit drei verschiedenen Benutzern und zwei Browsern versucht. Unsere Steuerberaterin wartet auf die Daten, die Frist ist der 10. des Monats.

Können Sie uns bitte kurzfristig helfen?

Mit freundlichen Grüßen
Katrin Vogel
Buchhaltung, Vogel & Söhne GmbH
''', asks=[
    ("en", "draft_reply", "draft a polite reply in german saying we reproduced it and expect a fix by thursday"),
    ("en", "fix_in_repo", "this is probably the xlsx writer change from last week. find it and fix the empty export"),
], summary="Katrin Vogel from Vogel & Söhne writes that since Monday the monthly report export produces an empty Excel file for all users and browsers, and their tax advisor needs the data by the 10th.")

M("em02", "email", "fr", r'''
Objet : Double prélèvement sur ma carte

Bonjour,

J'ai été débité deux fois de 49,90 € le 3 juin pour mon abonnement (référence commande A-55120). Pouvez-vous me rembourser le second prélèvement ? Je joins la capture de mon relevé.

Cordialement,
Julien Marchand
''', asks=[
    ("fr", "draft_reply", "réponds-lui poliment qu'on rembourse sous 5 jours ouvrés"),
    ("fr", "fix_in_repo", "trouve pourquoi le webhook de paiement crée deux prélèvements dans notre code et corrige"),
])

M("em03", "email", "nl", r'''
Onderwerp: API geeft 500 bij bestellingen met korting

Hoi team,

Sinds vanochtend krijgen we een 500-fout van jullie API als we een bestelling plaatsen met een kortingscode. Zonder korting werkt alles. Request-ID van een mislukte call: req_8f2a91c3. We draaien op jullie v3 API, endpoint POST /v3/orders.

Kunnen jullie hier snel naar kijken? Onze webshop staat deels stil.

Groet,
Pieter de Vries
CTO, Fietsenwinkel.nl
''', asks=[
    ("nl", "extract", "haal het request-ID, endpoint en de klant eruit als JSON"),
    ("nl", "fix_in_repo", "zoek uit in onze API waarom kortingscodes nu een 500 geven en los het op"),
])

M("em04", "email", "en", r'''
Subject: SSO login loop since your update

Hi,

Since yesterday evening our users get stuck in a redirect loop when signing in with Okta. They land on /auth/callback, then back to Okta, then back again. Password login still works. We didn't change anything on our side. This is blocking ~300 people.

Tenant: northwind-eu
Thanks,
Maria Okafor, IT
''', asks=[
    ("en", "triage", "how bad is this? give me severity + one line why"),
    ("en", "reproduce", "set up an okta dev tenant against our local build and reproduce the loop"),
], summary="Maria Okafor (IT at northwind-eu) reports that since yesterday's update Okta SSO sign-in loops between /auth/callback and Okta, while password login still works; about 300 users are blocked.")

M("em05", "email", "es", r'''
Asunto: Facturas con RFC incorrecto

Buenas tardes:

Las facturas que genera su sistema para nuestra empresa salen con el RFC de otra empresa (XAXX010101000). Esto nos causa problemas con el SAT. Ya actualizamos nuestros datos fiscales en el portal hace dos semanas pero parece que no se toman en cuenta.

Quedo atento,
Lic. Ramón Treviño
''', asks=[
    ("es", "draft_reply", "redacta una respuesta disculpándonos y pidiendo el número de cliente"),
    ("es", "fix_in_repo", "revisa en nuestro código por qué las facturas usan el RFC genérico en vez del guardado y arréglalo"),
])

M("em06", "email", "vi", r'''
Tiêu đề: Không nhận được mã OTP

Chào anh/chị,

Từ sáng nay tôi không nhận được mã OTP qua SMS khi đăng nhập ứng dụng. Tôi dùng mạng Viettel. Đồng nghiệp dùng Vinaphone vẫn nhận bình thường. Tôi đã thử khởi động lại điện thoại nhưng không được.

Cảm ơn,
Nguyễn Thị Hoa
''', asks=[
    ("en", "translate", "translate this customer email to english please"),
    ("vi", "draft_reply", "soạn giúp mình email trả lời chị Hoa, nói là đang kiểm tra với nhà mạng"),
])

M("em07", "email", "id", r'''
Subjek: Laporan stok tidak sinkron

Halo tim,

Stok di dashboard kami berbeda dengan stok di marketplace. Contohnya SKU KM-0021: di dashboard 14, di Tokopedia 0. Ini sudah terjadi sejak update integrasi minggu lalu. Banyak pesanan yang akhirnya kami batalkan.

Mohon bantuannya.
Salam,
Budi Santoso
''', asks=[
    ("id", "draft_reply", "buatin balasan ke Pak Budi, bilang kita lagi investigasi dan minta contoh SKU lain"),
    ("id", "fix_in_repo", "cek integrasi marketplace kita, kenapa stok nggak sinkron sejak update, terus perbaiki"),
])

M("em08", "email", "en", r'''
Subject: Re: Quote for on-prem deployment

Hi Sam,

Thanks for the call. To summarize what we need before legal can sign:
1. Confirmation that no telemetry leaves our network when `TELEMETRY=off`
2. A list of all outbound hosts the app contacts by default
3. Support for Postgres 16 (we're on 16.2)
4. SAML with our ADFS, not just OIDC
Can you get back to us by the 20th?

Best,
Li Wei
Procurement, Harbor Logistics
''', asks=[
    ("en", "extract", "pull out the four requirements and the deadline"),
    ("en", "answer", "what DB version are they on?"),
    ("zh", "locate_source", "帮我在我们的代码里查一下默认会连接哪些外部域名，列个清单"),
])

M("em09", "email", "tr", r'''
Konu: Fatura PDF'lerinde Türkçe karakter sorunu

Merhaba,

Sistemden indirdiğimiz faturalarda "ş, ğ, ı" harfleri boş kare olarak görünüyor. Örneğin "Şişli" yerine "□i□li" yazıyor. Ekran görüntüsü ektedir. Bu faturaları müşterilerimize gönderemiyoruz.

İyi çalışmalar,
Ayşe Kaya
''', asks=[
    ("tr", "draft_reply", "Ayşe Hanım'a kibar bir cevap yaz, sorunu ilettiğimizi söyle"),
    ("tr", "fix_in_repo", "PDF üretiminde Türkçe karakterleri destekleyen fontu gömmemiz lazım, kodda düzelt"),
])

M("em10", "email", "ar", r'''
الموضوع: مشكلة في تسجيل الدخول عبر التطبيق

السلام عليكم،

منذ تحديث التطبيق الأخير (الإصدار 4.2) لا أستطيع تسجيل الدخول. تظهر رسالة "انتهت الجلسة" مباشرة بعد إدخال كلمة المرور. أستخدم هاتف سامسونج بنظام أندرويد 13. جربت حذف التطبيق وإعادة تثبيته دون فائدة.

شكرًا لكم،
خالد العتيبي
''', asks=[
    ("en", "translate", "what is this arabic email saying? translate"),
    ("ar", "reproduce", "حاول تعيد إنتاج المشكلة على إصدار 4.2 من مشروعنا على محاكي أندرويد 13"),
])

M("em11", "email", "en", r'''
Subject: Your API changed without notice??

We were NOT informed that `GET /v2/invoices` now returns amounts in cents instead of decimal. Our accounting sync imported 100x amounts for the whole of yesterday. This is completely unacceptable. We need (1) a written explanation, (2) a way to get the old behaviour back immediately, (3) someone on a call today.

— Greg Holt, Director of Finance Systems, Pinecrest
''', asks=[
    ("en", "reword", "help me write a calm apology that doesn't promise a rollback we can't do"),
    ("en", "implement", "add a versioned flag so old clients get decimal amounts again on /v2/invoices"),
])

M("em12", "email", "ro", r'''
Subiect: Exportul SAF-T nu trece validarea ANAF

Bună ziua,

Fișierul D406 generat din aplicația dvs. pentru luna mai este respins de validatorul ANAF cu eroarea „Elementul TaxRegistrationNumber lipsește din Header/Company”. Luna trecută a mers fără probleme. Termenul de depunere este pe 25.

Mulțumesc,
Elena Popescu
''', asks=[
    ("ro", "draft_reply", "scrie-i doamnei Popescu un răspuns scurt că ne uităm azi"),
    ("ro", "fix_in_repo", "repară generatorul SAF-T din proiectul nostru să includă TaxRegistrationNumber în header"),
])

M("chat01", "chat", "vi", r'''
[09:12] Minh: ae ơi, trang checkout trên staging trắng xoá luôn
[09:13] Linh: mình cũng bị, console báo "Cannot read properties of null (reading 'total')"
[09:13] Minh: chắc do PR đổi cart store hôm qua
[09:15] Tuấn: PR #882 merge lúc 18h, có đổi useCart() trả null khi chưa load xong
[09:16] Linh: v cần ai fix gấp, 11h demo cho khách
''', asks=[
    ("en", "summarize", "tl;dr of this vietnamese thread?"),
    ("vi", "fix_in_repo", "fix cái trang checkout trắng trên repo luôn giúp mình, chắc ở chỗ dùng useCart"),
])

M("chat02", "chat", "en", r'''
alex: anyone know why staging emails all go to the same inbox?
priya: we set MAIL_OVERRIDE_TO on staging so real customers don't get mail
alex: ah ok. but the reset-password link in those emails points to prod domain
priya: that's APP_URL, it's read at build time in the mailer i think
jonas: yeah the mailer image is built once and promoted, so APP_URL is baked in. we should read it at runtime
alex: can someone make a ticket
''', asks=[
    ("en", "extract", "write the ticket alex asked for, from this thread"),
    ("en", "fix_in_repo", "make the mailer read APP_URL at runtime instead of build time"),
], summary="In the chat, Alex notices staging emails go to one inbox (MAIL_OVERRIDE_TO, intentional), but reset-password links point at the prod domain because APP_URL is baked into the mailer image at build time; Jonas suggests reading it at runtime and Alex asks for a ticket.")

M("chat03", "chat", "th", r'''
นก: ใครรู้บ้างว่าทำไม report รายวันเมื่อคืนไม่ส่ง
เอ: cron ยังรันนะ แต่ job fail เพราะ disk เต็ม /var/tmp
นก: แล้วทำไม alert ไม่เด้ง
เอ: alert ตั้งไว้ที่ 95% แต่ disk ขึ้นจาก 80 ไป 100 ในไม่กี่นาทีตอน export
ปอ: งั้นเราควรลบไฟล์ temp หลัง export เสร็จ และย้ายไปเขียนที่ volume ใหญ่กว่า
''', asks=[
    ("th", "summarize", "สรุปแชทนี้เป็นภาษาอังกฤษให้หน่อย"),
    ("th", "fix_in_repo", "แก้ job export ในโค้ดให้ลบไฟล์ temp หลังเสร็จ และเขียนไปที่ volume ที่ตั้งค่าได้"),
])

M("chat04", "chat", "hi", r'''
Rohit: bhai prod pe login slow hai, 6-7 sec lag rahe
Sneha: bcrypt cost 14 kar diya tha kal security review ke baad
Rohit: 14?? 12 hi kaafi tha
Sneha: haan par reviewer ne bola tha badhao. ab har login pe 1.5s CPU
Arjun: aur hum login pe do baar hash kar rahe hain, ek legacy check ke liye
''', asks=[
    ("hi", "summarize", "isko 3 points mein summarize karo manager ke liye"),
    ("hi", "fix_in_repo", "login flow mein double hashing hata do aur cost config se lo, hamare auth service mein"),
])

M("chat05", "chat", "uk", r'''
Олег: хтось дивився, чому мобілка показує ціни в доларах для юзерів з Польщі?
Ірина: бекенд віддає currency по IP, а в нас CDN підставляє свій IP
Олег: тобто треба брати X-Forwarded-For?
Ірина: так, але тільки від довірених проксі, інакше можна підмінити
Максим: я б взагалі брав валюту з профілю, а IP лише як дефолт
''', asks=[
    ("uk", "summarize", "підсумуй, до чого дійшли, двома реченнями"),
    ("uk", "fix_in_repo", "зроби, як запропонував Максим: валюта з профілю, IP як дефолт, з довіреними проксі"),
])

M("chat06", "chat", "cs", r'''
Petr: proč nám v noci spadl import z ERP?
Jana: změnili formát data na DD.MM.YYYY, my čekáme ISO
Petr: a nemůžeme to parsovat obojí?
Jana: jasně, ale hlavně by import neměl spadnout celý kvůli jednomu řádku
Tomáš: souhlas, chybné řádky do karantény a zbytek naimportovat
''', asks=[
    ("cs", "extract", "vypiš z toho akční body"),
    ("cs", "implement", "udělej v importu karanténu chybných řádků a parsování obou formátů data"),
])

M("chat07", "chat", "ro", r'''
Andrei: cine a schimbat timeout-ul la gateway? acum avem 504 la export
Ioana: eu, l-am pus la 30s că aveau probleme cu conexiunile agățate
Andrei: exportul mare durează ~90s
Ioana: atunci exportul ar trebui făcut async, cu job și link de download
Mihai: de acord, și notificare pe email când e gata
''', asks=[
    ("ro", "summarize", "rezumă discuția în engleză pentru ticket"),
    ("ro", "implement", "fă exportul asincron cum zice Ioana, cu job, link de download și email"),
])

M("chat08", "chat", "fa", r'''
سارا: چرا اعلان‌های اپ برای بعضی کاربرا دوبار میاد؟
رضا: چون هم FCM مستقیم می‌فرستیم هم از طریق سرویس بازاریابی
سارا: یعنی باید یکی رو حذف کنیم؟
رضا: آره، اعلان‌های تراکنش فقط از سرویس خودمون، تبلیغاتی‌ها از بازاریابی
''', asks=[
    ("fa", "translate", "این گفت‌وگو رو به انگلیسی ترجمه کن"),
    ("fa", "fix_in_repo", "ارسال تکراری اعلان تراکنش رو توی کد سرویس اعلان‌مون حذف کن"),
])

M("chat09", "chat", "ar", r'''
سامي: ليش الـ dashboard بطيء عند العملاء الكبار؟
هدى: لأنه يحمّل كل المشاريع مرة وحدة بدون pagination
سامي: وكم مشروع عندهم؟
هدى: بعضهم فوق ٢٠ ألف
ناصر: نضيف pagination من الـ API ونخلي الواجهة تحمل ٥٠ بالمرة
''', asks=[
    ("ar", "summarize", "لخّص النقاش في سطرين"),
    ("ar", "implement", "نفّذ اقتراح ناصر: pagination في الـ API والواجهة تحمل ٥٠ مشروع"),
])

M("chat10", "chat", "nl", r'''
Sanne: waarom faalt de deploy naar acceptatie?
Joris: de migratie probeert een NOT NULL kolom toe te voegen zonder default, en de tabel heeft al 2M rijen
Sanne: kunnen we dat in twee stappen doen?
Joris: ja: kolom nullable toevoegen, backfillen in batches, dan NOT NULL zetten
''', asks=[
    ("nl", "write_query", "schrijf de SQL voor die drie stappen, tabel orders, kolom channel varchar(20) default 'web'"),
    ("nl", "fix_in_repo", "herschrijf de migratie in onze repo volgens het plan van Joris"),
])

M("chat11", "chat", "id", r'''
Rina: kenapa invoice bulan ini PPN-nya 11% padahal harusnya 12%?
Dodi: tarif PPN masih hardcode di config lama
Rina: bisa diganti jadi berdasar tanggal transaksi?
Dodi: bisa, bikin tabel tarif dengan tanggal berlaku
''', asks=[
    ("id", "summarize", "rangkum diskusi ini pakai bahasa inggris"),
    ("id", "implement", "bikinin tabel tarif PPN dengan tanggal berlaku dan pakai di perhitungan invoice kita"),
])

M("chat12", "chat", "pl", r'''
Kasia: dlaczego w aplikacji nie działa logowanie przez Apple?
Bartek: Apple zmieniło wymagania co do nonce, nasz SDK jest stary
Kasia: to wystarczy podbić wersję?
Bartek: tak, ale nowa wersja zmienia API callbacków, trzeba poprawić ekran logowania
''', asks=[
    ("pl", "summarize", "streść to po angielsku w 2 zdaniach"),
    ("pl", "upgrade_dep", "podbij SDK Sign in with Apple w aplikacji i popraw wszystkie callbacki"),
])
