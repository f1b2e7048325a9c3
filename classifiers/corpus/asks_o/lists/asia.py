"""South/South-East/East Asian languages and Swahili:
hi (Devanagari and romanized Hinglish), bn, ta, th, vi, id, ms, tl, ko, ja, zh, sw.
Same structure as west.py."""

LANGS = {}

LANGS["hi"] = dict(
    pairs=[
        ("loc", "Spring Boot app mein retry policy usually kahan configure karte hain?", "humare code mein retry kahan set hai?"),
        ("env", "Django default mein kaunse env vars padhta hai?", "is app ko chalane ke liye kaunse env vars chahiye?"),
        ("test", "kaunse JS test runners mein watch mode hota hai?", "`calc_shipping` ko kaunse tests cover karte hain?"),
        ("dep", "teams usually Node service ko k8s pe kaise deploy karti hain? bas overview", "billing service ka deployment kaise hota hai?"),
        ("cmp", "bhai `useEffect` aur `useLayoutEffect` mein kya farak hai?", "kya hum kahin `useLayoutEffect` use kar rahe hain?"),
        ("des", "3k line ka helpers module todne ka accha tareeka kya hai? sirf approach batao", "helpers.py ko modules mein tod do aur poore project mein imports fix karo"),
        ("fix", "Python mein 'maximum recursion depth exceeded' kab aata hai generally?", "category tree wala function recursion error de raha hai, dhoondh ke fix karo"),
        ("sym", "`Array.prototype.find` kya return karta hai agar kuch match na ho?", "src/cart/total.js mein `applyCoupon` kya return karta hai agar coupon invalid ho?"),
        ("upg", "Express 4 se 5 pe jaane mein kya breaking changes hote hain?", "hamara backend Express 5 pe upgrade kar do"),
        ("loc", "React app में routing आम तौर पर कहाँ define होती है?", "हमारे प्रोजेक्ट में routes कहाँ define हैं?"),
        ("env", "Vite कौन से env variables browser को देता है?", "इस प्रोजेक्ट को लोकल में चलाने के लिए कौन से env variables चाहिए?"),
        ("des", "monolith को microservices में तोड़ने का सामान्य तरीका क्या है? सिर्फ idea", "orders वाले हिस्से को अलग service में निकाल दो"),
    ],
    hist={
        "h1": ["login page pe bahut spam signups aa rahe hain",
               "Suggestion: signup form pe hCaptcha lagao, IP ke hisaab se 5 signups/hour ka rate limit, aur disposable email domains block karo. Changes: auth/views.py, templates/signup.html aur ek naya middleware."],
        "h2": ["हमारे API responses का format हर जगह अलग है",
               "एक common response wrapper बना सकते हैं {data, error, meta} और api/ के सभी 20 handlers में उसे use कर सकते हैं, साथ में tests update करने होंगे।"],
    },
    hpairs=[
        ("h1", "e", "rate limit wala part thoda simple mein samjhao", "theek hai, kar do"),
        ("h2", "a", "धन्यवाद, समझ गया", "हाँ, लागू कर दो"),
    ],
    single=[
        ("ack", "thanks bhai, chal gaya"),
        ("greeting", "नमस्ते"),
        ("sql_given_schema", "har customer ka total order amount nikaalne ki query likho", "sql_schema"),
        ("explain_supplied", "ye code kya karta hai? simple mein batao", "py_cache"),
        ("meta_q", "tum kaunsa model ho?"),
    ],
    long=[
        ("own_fix", "payment page pe double click se do baar charge ho raha hai, fix karo"),
        ("own_implement", "hamare app mein OTP login add karo"),
        ("own_run_tests", "सारे tests चलाओ और जो fail हों उन्हें ठीक करो"),
        ("own_ci", "CI fail ho raha hai, green karo"),
        ("own_refactor", "pure project se unused imports hata do"),
    ],
)

LANGS["bn"] = dict(
    pairs=[
        ("loc", "Django প্রজেক্টে সাধারণত static files কোথায় configure করা হয়?", "আমাদের প্রজেক্টে static files কোথায় configure করা আছে?"),
        ("env", "Node.js কোন env variable গুলো default এ পড়ে?", "এই app চালাতে কোন env variables লাগবে?"),
        ("test", "pytest এ fixture কিভাবে কাজ করে?", "কোন tests গুলো `calc_shipping` কভার করে?"),
        ("dep", "সাধারণত একটা Flask app কিভাবে deploy করা হয়?", "আমাদের notification service টা কিভাবে deploy হয়?"),
        ("cmp", "SQL আর NoSQL এর মধ্যে পার্থক্য কী?", "আমরা কি কোথাও MongoDB ব্যবহার করছি?"),
        ("des", "বড় একটা views.py কিভাবে ভাগ করা উচিত? শুধু আইডিয়া", "views.py কে ছোট ছোট ফাইলে ভাগ করো আর imports ঠিক করো"),
        ("fix", "React এ 'Cannot read properties of undefined' সাধারণত কেন হয়?", "প্রোফাইল পেজে 'Cannot read properties of undefined' আসছে, খুঁজে ঠিক করো"),
    ],
    hist={
        "h1": ["আমাদের ছবি আপলোড অনেক ধীর",
               "প্রস্তাব: ছবি ব্রাউজারে compress করে পাঠানো, আর সার্ভারে resize কে background task এ সরানো। upload.js আর media/tasks.py পরিবর্তন হবে।"],
    },
    hpairs=[
        ("h1", "a", "ধন্যবাদ, বুঝলাম", "ঠিক আছে, করে দাও"),
    ],
    single=[
        ("ack", "ধন্যবাদ, এখন কাজ করছে"),
        ("regex_q", "বাংলাদেশি মোবাইল নম্বরের regex দাও"),
        ("explain_supplied", "এই function টা কী করে বুঝিয়ে বলো", "rust_fn"),
    ],
    long=[
        ("own_fix", "বাংলা ফন্ট PDF এ ভেঙে যাচ্ছে, ঠিক করো"),
        ("own_implement", "লগইন পেজে 'remember me' যোগ করো"),
        ("own_run_tests", "tests চালাও আর যেগুলো fail করছে ঠিক করো"),
    ],
)

LANGS["ta"] = dict(
    pairs=[
        ("loc", "Express app-ல் middleware பொதுவாக எங்கே register செய்வார்கள்?", "நம்ம project-ல் auth middleware எங்கே register ஆகியிருக்கு?"),
        ("env", "Spring Boot default-ஆக எந்த env variables-ஐ படிக்கும்?", "இந்த app ஓட எந்த env variables வேணும்?"),
        ("test", "Jest-ல் ஒரு test மட்டும் எப்படி run பண்றது?", "`calc_shipping`-ஐ எந்த tests cover பண்ணுது?"),
        ("dep", "பொதுவாக ஒரு Node service-ஐ Kubernetes-ல் எப்படி deploy செய்வார்கள்?", "நம்ம billing service எப்படி deploy ஆகுது?"),
        ("cmp", "`let` மற்றும் `const` இடையே என்ன வித்தியாசம்?", "நம்ம code-ல் இன்னும் `var` எங்காவது இருக்கா?"),
        ("des", "பெரிய helpers module-ஐ எப்படி பிரிக்கலாம்? approach மட்டும் சொல்லு", "helpers.py-ஐ சின்ன modules-ஆ பிரிச்சு எல்லா imports-ஐயும் சரி பண்ணு"),
    ],
    hist={
        "h1": ["நம்ம search page ரொம்ப slow-ஆ இருக்கு",
               "products table-ல் name column-க்கு index சேர்த்து, search results-ஐ 30 seconds cache பண்ணலாம். migrations-ம் search/service.py-ம் மாறும்."],
    },
    hpairs=[
        ("h1", "e", "index பத்தி இன்னும் simple-ஆ சொல்லு", "சரி, பண்ணு"),
    ],
    single=[
        ("ack", "நன்றி, இப்போ வேலை செய்யுது"),
        ("greeting", "வணக்கம்"),
    ],
    long=[
        ("own_fix", "login page-ல் இருக்கும் bug-ஐ fix பண்ணு, password தப்பா இருந்தாலும் உள்ளே போகுது"),
        ("own_implement", "நம்ம app-க்கு தமிழ் translation சேர்"),
    ],
)

LANGS["th"] = dict(
    pairs=[
        ("loc", "ปกติใน Spring Boot ตั้งค่า retry policy ไว้ที่ไหนครับ", "ของเราตั้งค่า retry ไว้ตรงไหน"),
        ("env", "Django อ่าน env vars อะไรบ้างโดย default", "แอปนี้ต้องใช้ env vars อะไรบ้างถึงจะรันได้"),
        ("test", "test runner ของ JS ตัวไหนมี watch mode บ้าง", "มีเทสไหนบ้างที่ cover `calc_shipping`"),
        ("dep", "ปกติทีมต่างๆ deploy Node service ขึ้น k8s ยังไง แบบภาพรวม", "service billing ของเรา deploy ยังไง"),
        ("cmp", "Tailwind กับ Bootstrap ต่างกันยังไง", "โปรเจกต์เรายังใช้ Bootstrap อยู่ที่ไหนบ้าง"),
        ("des", "แยก module helpers 3 พันบรรทัดยังไงดี ขอแค่แนวคิด", "แยก helpers.py ออกเป็นหลาย module แล้วแก้ import ทั้งโปรเจกต์ให้ด้วย"),
        ("fix", "ทำไม timezone ถึงเพี้ยนเวลาเก็บ datetime ลง MySQL", "เวลาในหน้ารายงานของเราเพี้ยนไป 7 ชั่วโมง ช่วยหาสาเหตุแล้วแก้ที"),
        ("sym", "`Intl.NumberFormat` ใช้จัดรูปแบบเงินบาทยังไง", "ฟังก์ชัน `formatBaht` ใน src/utils/money.ts ทำอะไร"),
    ],
    hist={
        "h1": ["อยากให้หน้า checkout รองรับ PromptPay",
               "เสนอว่า: เพิ่ม payment method ใหม่ใน payments/methods.py สร้าง QR จาก promptpay id แล้วรอ webhook ยืนยัน และเพิ่มปุ่มในหน้า checkout.tsx"],
    },
    hpairs=[
        ("h1", "a", "ขอบคุณครับ เข้าใจแล้ว", "โอเค จัดไปเลย"),
    ],
    single=[
        ("ack", "ขอบคุณครับ ใช้ได้แล้ว"),
        ("greeting", "สวัสดีครับ"),
        ("sql_given_schema", "เขียน SQL หาออเดอร์ที่ยอดเกิน 1000 พร้อมชื่อลูกค้า", "sql_schema"),
    ],
    long=[
        ("own_fix", "ภาษาไทยในไฟล์ PDF ใบเสร็จเป็นสี่เหลี่ยม ช่วยแก้ที"),
        ("own_implement", "เพิ่มการ login ด้วย LINE ในแอปเรา"),
        ("own_ci", "CI พังอยู่ ช่วยแก้ให้ผ่านที"),
    ],
)

LANGS["vi"] = dict(
    pairs=[
        ("loc", "trong Spring Boot thường cấu hình retry policy ở đâu?", "retry bên mình cấu hình ở đâu vậy?"),
        ("env", "Django mặc định đọc những biến môi trường nào?", "app này cần những env vars nào để chạy?"),
        ("test", "test runner nào của JS có watch mode?", "những test nào cover hàm `calc_shipping`?"),
        ("dep", "các team thường deploy Node service lên k8s thế nào? nói chung thôi", "service billing của mình được deploy thế nào?"),
        ("cmp", "khác nhau giữa `interface` và `type` trong TypeScript là gì?", "project mình có chỗ nào dùng `interface` không hay toàn `type`?"),
        ("des", "nên tách module helpers 3 nghìn dòng thế nào? chỉ cần hướng tiếp cận", "tách helpers.py thành nhiều module và sửa import trong toàn bộ project"),
        ("fix", "tại sao tiếng Việt có dấu hay bị lỗi encoding khi export CSV?", "file CSV xuất ra từ trang báo cáo bị lỗi font tiếng Việt, sửa giúp mình"),
        ("sym", "`Array.prototype.every` trả về gì với mảng rỗng?", "hàm `tinhPhiShip` trong src/order/phi.ts làm gì?"),
        ("upg", "những lỗi hay gặp khi nâng Next.js 12 lên 14 là gì?", "nâng project mình lên Next.js 14 giúp"),
    ],
    hist={
        "h1": ["trang danh sách sản phẩm load chậm quá",
               "Mình đề xuất: thêm phân trang phía server (20 sản phẩm/trang), chỉ select các cột cần thiết, và cache danh mục 5 phút. Sẽ sửa products/repository.py, products/views.py và component ProductList."],
        "h2": ["muốn chuẩn hoá format code cho cả team",
               "Có thể thêm Prettier + ESLint config chung, pre-commit hook bằng husky, rồi format lại toàn bộ src một lần."],
    },
    hpairs=[
        ("h1", "e", "giải thích lại phần phân trang phía server đơn giản hơn được không?", "ok làm đi"),
        ("h2", "a", "cảm ơn, để mình tự làm sau", "triển khai luôn đi"),
    ],
    single=[
        ("ack", "cảm ơn nha, chạy rồi"),
        ("greeting", "chào bạn"),
        ("commit_message", "viết commit message cho diff này", "diff_null"),
        ("regex_q", "regex kiểm tra số điện thoại Việt Nam"),
    ],
    long=[
        ("own_fix", "sửa lỗi không gửi được email xác nhận đơn hàng"),
        ("own_implement", "thêm thanh toán qua MoMo vào app"),
        ("own_run_tests", "chạy test rồi sửa mấy cái bị fail"),
        ("own_refactor", "đổi tên `getUsr` thành `getUser` ở tất cả chỗ trong project"),
    ],
)

LANGS["id"] = dict(
    pairs=[
        ("loc", "biasanya retry policy di Spring Boot di-setting di mana?", "retry di project kita di-setting di mana ya?"),
        ("env", "env var apa aja yang dibaca Django secara default?", "app ini butuh env var apa aja biar bisa jalan?"),
        ("test", "test runner JS mana yang punya watch mode?", "test mana aja yang cover `calc_shipping`?"),
        ("dep", "biasanya tim deploy service Node ke k8s gimana? gambaran umum aja", "service billing kita deploy-nya gimana?"),
        ("cmp", "bedanya Laravel Sanctum sama Passport apa?", "kita pakai Passport di mana aja? mau diganti Sanctum"),
        ("des", "gimana cara yang bagus buat mecah module helpers 3 ribu baris? pendekatannya aja", "pecah helpers.py jadi beberapa module dan benerin import di seluruh project"),
        ("fix", "kenapa query Eloquent bisa lambat kalau pakai relasi? secara umum", "halaman transaksi lemot banget, cari query yang bermasalah dan perbaiki"),
        ("sym", "`Str::slug` di Laravel itu ngapain?", "fungsi `hitungOngkir` di app/Services/Ongkir.php ngapain?"),
        ("snip", "tolong tambahin unit test buat fungsi ini", "tambahin unit test buat semua helper di folder utils", "py_slug"),
    ],
    hist={
        "h1": ["upload file gede suka timeout",
               "Usul: pakai upload bertahap (chunked) ke S3 dengan presigned URL, jadi server kita nggak nerima file langsung. Yang berubah: uploads/controller.ts, komponen Uploader, dan config S3."],
        "h2": ["kode validasi form kita berantakan",
               "Kita bisa pakai satu skema validasi (zod) yang dipakai bareng di frontend dan backend, lalu ganti 9 validasi manual di src/forms."],
    },
    hpairs=[
        ("h1", "e", "jelasin lagi dong presigned URL itu apa, yang simpel", "oke gas, kerjain"),
        ("h2", "a", "makasih, nanti aku coba sendiri", "sikat, terapin semua"),
    ],
    single=[
        ("ack", "makasih, udah jalan"),
        ("sql_given_schema", "bikinin query jumlah order per bulan", "sql_schema"),
        ("translate_supplied", "terjemahin error ini ke bahasa Indonesia", "err_rust"),
        ("greeting", "halo"),
    ],
    long=[
        ("own_fix", "perbaiki bug format rupiah di halaman invoice"),
        ("own_implement", "tambahin fitur export laporan ke Excel"),
        ("own_ci", "pipeline CI gagal terus, benerin"),
        ("own_upgrade", "upgrade Laravel kita ke versi 11"),
    ],
)

LANGS["ms"] = dict(
    pairs=[
        ("loc", "biasanya kat mana orang set CORS dalam app Express?", "kat mana kita set CORS dalam projek ni?"),
        ("env", "env var apa yang Rails baca secara default?", "app ni perlukan env var apa je untuk jalan?"),
        ("test", "macam mana nak run satu test je dalam pytest?", "test mana yang cover fungsi `kira_cukai`?"),
        ("dep", "biasanya macam mana deploy app Django ke server?", "servis pembayaran kita deploy macam mana?"),
        ("cmp", "apa beza antara MySQL dengan MariaDB?", "ada tak tempat dalam kod kita yang masih guna MySQL driver lama?"),
        ("des", "macam mana nak pecahkan fail utils yang besar? idea je", "pecahkan utils.js jadi beberapa fail dan betulkan semua import"),
        ("fix", "kenapa session selalu hilang lepas refresh? secara umum", "user kena logout setiap kali refresh, cari punca dan betulkan"),
    ],
    hist={
        "h1": ["nak tambah audit log untuk tindakan admin",
               "Cadangan: buat jadual audit_logs, satu decorator `@audit` untuk semua view admin, dan paparan senarai log dalam panel admin. Fail terlibat: admin/views.py, models.py, migrasi baru."],
    },
    hpairs=[
        ("h1", "a", "terima kasih, faham dah", "ok, buat"),
    ],
    single=[
        ("ack", "terima kasih, dah jalan"),
        ("regex_q", "regex untuk nombor IC Malaysia"),
        ("explain_supplied", "terangkan skrip ni", "bash_backup"),
    ],
    long=[
        ("own_fix", "betulkan bug pengiraan SST dalam invois"),
        ("own_implement", "tambah pilihan bahasa Melayu dalam app"),
        ("own_run_tests", "run test dan betulkan yang gagal"),
    ],
)

LANGS["tl"] = dict(
    pairs=[
        ("loc", "saan usually nilalagay ang database config sa Laravel?", "saan natin nilagay yung database config dito sa project?"),
        ("env", "anong env vars ang binabasa ng Node by default?", "anong env vars kailangan ng app na 'to para tumakbo?"),
        ("test", "paano mag-mock ng API call sa Jest?", "anong tests ang nagco-cover sa `computeShipping`?"),
        ("dep", "paano karaniwang dine-deploy ang React app sa Vercel?", "paano dine-deploy yung frontend natin?"),
        ("cmp", "ano pinagkaiba ng `fetch` at `axios`?", "gumagamit pa ba tayo ng axios kahit saan sa code?"),
        ("des", "paano hatiin ang malaking component sa React? idea lang po", "hatiin mo yung Dashboard component sa mas maliliit at ayusin mo yung imports"),
        ("fix", "bakit nagkaka-hydration error sa Next.js usually?", "may hydration error sa homepage natin, hanapin at ayusin mo"),
    ],
    hist={
        "h1": ["gusto ko sanang may dark mode yung app",
               "Pwede nating gamitin ang CSS variables para sa colors, magdagdag ng toggle sa Navbar, at i-save ang choice sa localStorage. Mga 10 component ang kailangang i-update."],
    },
    hpairs=[
        ("h1", "e", "pakipaliwanag ulit nang mas simple yung CSS variables", "sige, gawin mo na"),
    ],
    single=[
        ("ack", "salamat po, gumana na"),
        ("greeting", "hello po"),
        ("commit_message", "gawan mo ng commit message 'to", "diff_timeout"),
    ],
    long=[
        ("own_fix", "ayusin mo yung bug sa GCash payment callback"),
        ("own_implement", "magdagdag ng search bar sa product list"),
        ("own_ci", "failing yung CI, paki-fix"),
    ],
)

LANGS["ko"] = dict(
    pairs=[
        ("loc", "Spring Boot에서 retry policy는 보통 어디서 설정해요?", "우리 쪽 retry 설정 어디 있어요?"),
        ("env", "Django가 기본으로 읽는 환경변수가 뭐가 있어요?", "이 앱 돌리려면 어떤 env 변수가 필요해요?"),
        ("test", "watch mode 지원하는 JS 테스트 러너 뭐 있어요?", "`calc_shipping` 커버하는 테스트가 어떤 거예요?"),
        ("dep", "보통 Node 서비스를 k8s에 어떻게 배포해요? 대략적으로만", "빌링 서비스는 어떻게 배포되고 있어요?"),
        ("cmp", "React Query랑 SWR 차이가 뭐예요?", "우리 프로젝트에서 SWR 쓰는 곳 아직 있어요?"),
        ("des", "3천 줄짜리 helpers 모듈 어떻게 쪼개는 게 좋아요? 접근 방법만", "helpers.py를 여러 모듈로 나누고 프로젝트 전체 import 고쳐줘"),
        ("fix", "JPA에서 LazyInitializationException이 보통 왜 나요?", "주문 상세 API에서 LazyInitializationException 나는데 찾아서 고쳐줘"),
        ("sym", "`Optional.orElseGet`이랑 `orElse` 차이가 뭐예요?", "OrderService.java에 있는 `recalculatePoints` 뭐 하는 메서드예요?"),
        ("run", "gradle에서 테스트 하나만 돌리는 법?", "테스트 돌려보고 깨지는 거 고쳐줘"),
    ],
    hist={
        "h1": ["API 응답이 너무 느려요",
               "주문 목록 조회에서 N+1 쿼리가 나고 있을 가능성이 커요. fetch join으로 바꾸고, 페이지 크기를 20으로 제한하고, 인덱스를 하나 추가하는 걸 제안해요. OrderRepository, OrderController, 마이그레이션 파일이 바뀝니다."],
        "h2": ["로그인 실패 메시지가 다 영어예요",
               "messages_ko.properties를 추가하고 인증 예외 핸들러에서 MessageSource를 쓰도록 바꾸면 돼요. 관련 예외 메시지 12개를 옮기면 됩니다."],
    },
    hpairs=[
        ("h1", "e", "fetch join 부분 좀 더 쉽게 설명해줄래요?", "네 진행해주세요"),
        ("h2", "a", "감사합니다, 이해했어요", "ㅇㅋ 해줘"),
    ],
    single=[
        ("ack", "감사합니다! 이제 돼요"),
        ("greeting", "안녕하세요"),
        ("explain_supplied", "이 코드 뭐 하는 건지 설명해줘", "java_stream"),
        ("sql_given_schema", "이 스키마 기준으로 게시글별 댓글 수 구하는 쿼리 짜줘", "sql_schema2"),
    ],
    long=[
        ("own_fix", "결제 완료 후 주문 상태가 안 바뀌는 버그 고쳐줘"),
        ("own_implement", "카카오 로그인 추가해줘"),
        ("own_ci", "CI 빨간불인데 초록불로 만들어줘"),
        ("own_upgrade", "Spring Boot 3로 올리고 깨지는 거 다 고쳐줘"),
    ],
)

LANGS["ja"] = dict(
    pairs=[
        ("loc", "Spring Bootでretry policyって普通どこで設定しますか？", "うちのretry設定ってどこにありますか？"),
        ("env", "Djangoがデフォルトで読む環境変数って何がありますか", "このアプリを動かすのに必要な環境変数は？"),
        ("test", "watchモードがあるJSのテストランナーってどれ？", "`calc_shipping`をカバーしてるテストはどれですか"),
        ("dep", "NodeのサービスをK8sにデプロイする一般的なやり方を教えて、ざっくりでいいです", "billingサービスってどうやってデプロイされてます？"),
        ("cmp", "`pnpm`と`npm`の違いは？", "このリポジトリでまだnpmのlockfile使ってるところある？"),
        ("des", "3000行のhelpersモジュールをどう分割するのがいいですか？方針だけで", "helpers.pyをモジュールに分割して、プロジェクト全体のimportを直してください"),
        ("fix", "Reactで'Too many re-renders'が出る典型的な原因は？", "設定画面で'Too many re-renders'が出るので、原因を探して直してください"),
        ("sym", "`dataclasses.field(default_factory=...)`ってなぜ必要なんですか", "`inventory/models.py`の`reserve_stock`って何をしてますか？"),
        ("upg", "Vue 2から3への移行でハマりやすいポイントを箇条書きで", "うちのフロントをVue 3に移行してください"),
        ("snip", "この関数にテストを書いて", "utils配下の関数全部にテスト追加して、カバレッジ80%超えるようにして", "py_avg"),
    ],
    hist={
        "h1": ["エラーメッセージがユーザーに不親切です",
               "例外をドメインごとに分類して、ユーザー向けメッセージをi18nファイルにまとめ、APIのエラーハンドラで変換する形を提案します。errors.py、handlers.py、locales/ja.jsonが対象です。"],
        "h2": ["CIが遅すぎる",
               "依存関係のキャッシュ、テストの並列実行（4分割）、Dockerレイヤーキャッシュの3点で半分くらいになる見込みです。.github/workflows/ci.ymlを修正します。"],
    },
    hpairs=[
        ("h1", "e", "もう少し簡単に説明してもらえますか", "じゃあお願いします、進めてください"),
        ("h2", "a", "ありがとうございます、参考にします", "それでやっちゃってください"),
    ],
    single=[
        ("ack", "ありがとう、動きました！"),
        ("greeting", "こんにちは"),
        ("translate_supplied", "このエラーを日本語で説明して", "err_pg"),
        ("summarize_supplied", "このADRを3行で要約して", "text_adr"),
        ("cancel", "やっぱりいいです、キャンセルで"),
    ],
    long=[
        ("own_fix", "全角スペースが入ると検索がヒットしないバグを直して"),
        ("own_implement", "管理画面にCSVインポート機能を追加して"),
        ("own_run_tests", "テストを実行して落ちてるやつ直して"),
        ("own_refactor", "callbackで書かれてるAPI呼び出しを全部async/awaitにして"),
        ("own_ci", "CIがlintで落ちてるので直して"),
    ],
)

LANGS["zh"] = dict(
    pairs=[
        ("loc", "Spring Boot 里 retry policy 一般在哪配置？", "我们的 retry 是在哪配的？"),
        ("env", "Django 默认会读哪些环境变量？", "这个应用跑起来需要哪些环境变量？"),
        ("test", "哪些 JS 测试框架支持 watch 模式？", "哪些测试覆盖了 `calc_shipping`？"),
        ("dep", "一般团队怎么把 Node 服务部署到 k8s？讲个大概就行", "billing 服务是怎么部署的？"),
        ("cmp", "gRPC 和 REST 有什么区别？", "我们项目里有地方用 gRPC 吗？"),
        ("des", "三千行的 helpers 模块怎么拆比较好？说思路就行", "把 helpers.py 拆成几个模块，并修复整个项目里的 import"),
        ("fix", "MySQL 出现死锁一般是什么原因？", "下单接口偶尔死锁，帮我找出原因并修掉"),
        ("sym", "`Array.prototype.reduce` 没有初始值的时候会怎样？", "`src/order/price.ts` 里的 `calcDiscount` 是干什么的？"),
        ("upg", "从 Webpack 4 升到 5 有哪些常见坑？列一下就好", "把我们前端的 Webpack 升到 5"),
        ("impl", "一般怎么设计一个幂等的支付回调？只要思路", "给我们的支付回调接口加上幂等处理"),
        ("run", "pytest 怎么只跑上次失败的用例？", "跑一下测试，把挂掉的修好"),
    ],
    hist={
        "h1": ["我们的接口返回时间格式不统一",
               "建议：统一用 ISO 8601 + UTC，在全局 JSON 序列化器里处理，然后把 api/ 下 15 个接口里手动格式化时间的代码删掉，同时更新相关测试。"],
        "h2": ["项目里 console.log 太多了",
               "可以用已有的 logger 替换 console.log，删掉纯调试用的，再加 ESLint 的 no-console 规则。大概 60 处，集中在 src/pages 和 src/services。"],
    },
    hpairs=[
        ("h1", "e", "能再简单解释一下为什么要用 UTC 吗", "好，开干吧"),
        ("h2", "a", "谢谢，我回头自己改", "行，你来改"),
    ],
    single=[
        ("ack", "谢谢，好了"),
        ("greeting", "你好"),
        ("commit_message", "帮这个 diff 写个 commit message", "diff_null"),
        ("regex_q", "写个匹配中国大陆手机号的正则"),
        ("explain_supplied", "解释一下这段代码", "ts_type"),
    ],
    long=[
        ("own_fix", "修一下导出 Excel 中文乱码的问题"),
        ("own_implement", "给后台加一个按手机号搜索用户的功能"),
        ("own_ci", "CI 挂了，帮我修好"),
        ("own_refactor", "把项目里所有的 var 改成 let/const"),
        ("own_upgrade", "把项目升级到 Python 3.12，顺便修掉报错"),
    ],
)

LANGS["sw"] = dict(
    pairs=[
        ("loc", "kwa kawaida CORS husanidiwa wapi kwenye app ya Express?", "CORS imesanidiwa wapi kwenye project yetu?"),
        ("env", "Django husoma env variables zipi kwa default?", "app hii inahitaji env variables zipi ili iendeshe?"),
        ("test", "naweza kuendesha test moja tu kwenye pytest vipi?", "ni tests zipi zinazo-cover `hesabu_usafirishaji`?"),
        ("dep", "kwa kawaida timu hu-deploy Node service kwenye k8s vipi?", "service ya malipo yetu ina-deploy vipi?"),
        ("cmp", "tofauti kati ya M-Pesa STK push na C2B ni ipi? kwa ufupi", "je tunatumia C2B mahali popote kwenye code yetu?"),
        ("des", "ni njia gani nzuri ya kugawa module kubwa ya helpers? wazo tu", "gawa helpers.py kuwa modules ndogo na urekebishe imports kwenye project yote"),
        ("fix", "kwa nini webhook inaweza kupokelewa mara mbili? kwa ujumla", "callback ya M-Pesa inaandika malipo mara mbili, tafuta tatizo na urekebishe"),
    ],
    hist={
        "h1": ["tunataka kuongeza SMS za kuthibitisha order",
               "Napendekeza kutumia Africa's Talking API: kuongeza client kwenye notifications/sms.py, kuita baada ya order kuthibitishwa kwenye orders/service.py, na kuweka API key kwenye settings."],
    },
    hpairs=[
        ("h1", "e", "nieleze tena kwa urahisi zaidi hatua ya pili", "sawa, fanya hivyo"),
    ],
    single=[
        ("ack", "asante, imefanya kazi"),
        ("greeting", "habari!"),
        ("explain_supplied", "nieleze code hii inafanya nini", "js_debounce"),
    ],
    long=[
        ("own_fix", "rekebisha bug ya kuhesabu VAT kwenye risiti"),
        ("own_implement", "ongeza malipo ya M-Pesa kwenye checkout"),
        ("own_run_tests", "endesha tests na urekebishe zinazofeli"),
    ],
)
