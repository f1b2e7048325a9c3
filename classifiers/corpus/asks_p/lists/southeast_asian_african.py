"""Southeast Asian and African languages: Indonesian, Vietnamese, Thai, Tagalog, Swahili.

Same shapes as lists/en.py.
"""

# ---------------------------------------------------------------- id
_ID_IMG = [
    "gimana caranya biar gambar produk di toko kita loadingnya cepet?",
    "1) Kompres dan ubah ke WebP.\n2) Pakai CDN.\n3) Lazy loading untuk gambar yang ada di bawah layar.\nYang paling "
    "gampang dan ngefek biasanya nomor 3.",
]
_ID_HALO = ["halo", "Halo! Ada yang bisa dibantu?"]

# ---------------------------------------------------------------- vi
_VI_WEATHER = [
    "làm sao giảm số lần gọi API thời tiết bên thứ ba, tốn tiền quá?",
    "1) Cache kết quả theo thành phố trong 15 phút.\n2) Gộp các request giống nhau đang chạy cùng lúc.\n3) Chỉ gọi khi "
    "người dùng mở màn hình thời tiết, không gọi lúc khởi động app.",
]
_VI_TONG_CTX = (
    "# app/utils/gia.py\n"
    "def tong_tien(items):\n"
    "    tong = 0\n"
    "    for it in items:\n"
    "        tong =+ it['gia'] * it['sl']\n"
    "    return tong\n"
)

# ---------------------------------------------------------------- th
_TH_NOTIFY = [
    "ระบบแจ้งเตือนของเราส่งช้ามาก ควรปรับยังไงดี",
    "1) ย้ายการส่งไปทำในคิว แทนที่จะส่งใน request\n2) ส่งเป็นชุด (batch) ไปที่ FCM\n3) ตั้ง retry ให้รายการที่ส่งไม่สำเร็จ",
]
_TH_HELLO = ["สวัสดีครับ", "สวัสดีครับ! มีอะไรให้ช่วยไหมครับ"]

# ---------------------------------------------------------------- tl
_TL_SEARCH = [
    "paano natin mapapabilis yung search sa app natin?",
    "1) Maglagay ng index sa mga column na sine-search.\n2) Gumamit ng debounce sa search box para hindi tumatawag sa "
    "bawat letra.\n3) I-cache ang mga madalas na search.",
]
_TL_HELLO = ["hello po", "Hello! Ano ang maitutulong ko?"]

# ---------------------------------------------------------------- sw
_SW_NET = [
    "tunawezaje kufanya app yetu ifanye kazi vizuri kwenye mtandao dhaifu?",
    "1) Hifadhi data muhimu kwenye simu (offline cache).\n2) Punguza ukubwa wa picha na wa majibu ya API.\n3) Jaribu "
    "tena kiotomatiki maombi yaliyoshindwa.",
]
_SW_HABARI = ["habari", "Nzuri! Nikusaidie nini leo?"]


DATA = {
    "id": {
        "pairs": [
            ("fix_repo_bug", "format harga masih Rp1,234,567, harusnya Rp1.234.567, tolong benerin",
             "small_code", "js: format angka jadi Rupiah pakai Intl"),
            ("fix_repo_bug", "validasi NIK nolak NIK yang valid, perbaiki dong",
             "general_question", "16 digit NIK itu artinya apa aja?"),
            ("run_and_report", "jalanin test-nya terus kasih tau mana yang gagal",
             "tool_question", "gimana cara jalanin satu test aja di phpunit pakai --filter?"),
            ("fix_ci", "CI merah terus sejak kemarin, coba cek",
             "tool_question", "gimana cara skip CI buat satu commit?"),
            ("diagnose_repo", "kenapa halaman checkout lemot banget pas jam makan siang? selidiki",
             "general_question", "jelasin beda horizontal scaling sama vertical scaling"),
            ("repo_question", "callback pembayaran QRIS di-handle di file mana ya?",
             "general_question", "QRIS itu cara kerjanya gimana secara umum?"),
            ("change_repo_code", "jam di notifikasi ubah ke WIB, jangan UTC",
             "small_code", "python: ubah datetime UTC ke WIB (Asia/Jakarta)"),
            ("write_repo_tests", "bisa bikinin test buat modul ongkir?",
             "test_given_function", "buatin test buat fungsi ini:\n```js\nconst diskon = (harga, persen) => harga - (harga * persen) / 100\n```"),
            ("update_dependency", "upgrade next.js ke versi terbaru, pastiin gak ada yang rusak",
             "general_question", "jelasin singkat apa itu server component di next.js"),
            ("change_repo_code", "bisa tambahin login pakai nomor WhatsApp + OTP?",
             "general_question", "OTP lewat WhatsApp vs SMS, lebih aman yang mana?"),
            dict(h=_ID_IMG,
                 l=("continue_plan", "oke gas, kerjain nomor 3"),
                 s=("chat_followup", "CDN itu sebenernya kerjanya gimana?")),
            dict(h=_ID_HALO,
                 l=("diagnose_and_fix", "notifikasi email pesanan gak kekirim dari tadi pagi, tolong cek"),
                 s=("conversational", "gak jadi, udah beres kok hehe")),
        ],
        "long": [
            ("fix_repo_bug", "tombol 'Bayar' kadang kepencet dua kali dan ordernya dobel, benerin"),
            ("run_and_report", "jalanin linter, rangkum aja hasilnya"),
            ("repo_question", "script sync_stok.sh itu sebenernya ngapain aja?"),
            ("diagnose_and_fix", "cron laporan harian gak jalan sejak pindah server, cari tau kenapa dan betulin"),
        ],
        "single": [
            ("conversational", "makasih gan, udah jalan!"),
            ("tool_question", "gimana cara hapus file dari history git yang udah ke-push?"),
            ("regex", "regex buat nomor HP Indonesia (08xx atau +628xx)"),
            ("general_question", "bedanya cookie, localStorage, sama sessionStorage apa?"),
        ],
    },
    "vi": {
        "pairs": [
            ("fix_repo_bug", "tìm kiếm không ra kết quả khi gõ không dấu, ví dụ 'ha noi' phải ra 'Hà Nội', sửa giúp mình",
             "small_code", "hàm js bỏ dấu tiếng Việt (kể cả chữ đ)"),
            ("fix_repo_bug", "giá tiền đang hiện 1,234,567 VND, phải là 1.234.567 ₫, sửa đi",
             "small_code", "js: format 1234567 thành tiền VND bằng Intl"),
            ("run_and_report", "chạy test rồi báo mình cái nào fail",
             "general_question", "mocha với jest khác nhau chỗ nào?"),
            ("fix_ci", "CI đỏ từ hôm qua trên nhánh main, xem giúp mình với",
             "tool_question", "trong GitHub Actions, `if: always()` dùng để làm gì?"),
            ("diagnose_repo", "sao API đơn hàng chậm thế vào buổi tối? kiểm tra giúp",
             "general_question", "liệt kê triệu chứng khi connection pool bị cạn"),
            ("repo_question", "callback của VNPay được xử lý ở file nào vậy?",
             "general_question", "tại sao phải kiểm tra chữ ký (checksum) trong callback thanh toán?"),
            ("change_repo_code", "thêm nút đăng nhập bằng Zalo được không?",
             "general_question", "đăng nhập qua mạng xã hội dùng OAuth như thế nào, tóm tắt giúp"),
            ("write_repo_tests", "viết giúp mình test cho module tính phí vận chuyển được không?",
             "test_given_function",
             "viết test cho hàm này:\n```python\ndef viet_hoa_ten(ten):\n    return ' '.join(t.capitalize() for t in ten.split())\n```"),
            ("update_dependency", "nâng cấp nuxt lên bản mới nhất rồi xem có gì vỡ không",
             "general_question", "so sánh nuxt và next giúp mình"),
            ("change_repo_code", "cho số điện thoại nhập dạng +84 cũng hợp lệ",
             "regex", "regex số di động Việt Nam, chấp nhận 0 hoặc +84 ở đầu"),
            dict(h=_VI_WEATHER,
                 l=("continue_plan", "ok, làm cái 1 với 2 đi"),
                 s=("chat_followup", "gộp request giống nhau là sao, giải thích thêm được không?")),
            dict(l=("apply_to_repo", "tổng tiền chỉ ra giá món cuối; sửa rồi xem mấy chỗ gọi hàm này có tự cộng bù không", _VI_TONG_CTX),
                 s=("fix_snippet", "sao hàm này chỉ trả về giá của món cuối cùng?", _VI_TONG_CTX)),
        ],
        "long": [
            ("fix_repo_bug", "ảnh đại diện upload xong bị xoay ngang, sửa giúp"),
            ("run_and_report", "chạy linter rồi tóm tắt lỗi cho mình"),
            ("repo_question", "script don_dep.sh thực ra làm những gì?"),
            ("diagnose_and_fix", "job gửi email nhắc nợ chạy hai lần mỗi sáng, tìm nguyên nhân rồi sửa"),
        ],
        "single": [
            ("conversational", "cảm ơn nha, chạy rồi!"),
            ("tool_question", "làm sao bỏ commit cuối mà vẫn giữ code?"),
            ("small_code", "python: một dòng để lọc số chẵn trong list"),
            ("general_question", "SSR và CSR khác nhau thế nào?"),
        ],
    },
    "th": {
        "pairs": [
            ("fix_repo_bug", "วันที่ในใบเสร็จยังเป็น ค.ศ. อยู่ ต้องเป็น พ.ศ. ช่วยแก้ที",
             "small_code", "js แสดงวันที่วันนี้เป็น พ.ศ. ด้วย Intl"),
            ("fix_repo_bug", "ตรวจเลขบัตรประชาชนแล้วเลขที่ถูกต้องก็ไม่ผ่าน ช่วยแก้หน่อย",
             "small_code", "ฟังก์ชัน python ตรวจ check digit ของเลขบัตรประชาชน 13 หลัก"),
            ("run_and_report", "รันเทสต์แล้วบอกหน่อยว่าอันไหนพัง",
             "tool_question", "jest --watch ต่างกับ jest ธรรมดายังไง"),
            ("fix_ci", "CI แดงมาตั้งแต่เมื่อวาน ช่วยดูให้หน่อย",
             "tool_question", "GitHub Actions ตั้ง timezone ของ runner ยังไง"),
            ("diagnose_repo", "ทำไมค้นหาคำไทยแล้วไม่เจอทั้งที่มีในระบบ ลองหาสาเหตุให้หน่อย",
             "general_question", "ทำไมการตัดคำภาษาไทยถึงยาก ในเมื่อไม่มีช่องว่าง"),
            ("repo_question", "QR พร้อมเพย์สร้างตรงไหนในโค้ดเรา",
             "general_question", "QR พร้อมเพย์มีโครงสร้างข้อมูลแบบไหน (EMVCo)?"),
            ("change_repo_code", "แสดงราคาเป็น '฿1,234.50'",
             "small_code", "js: format 1234.5 เป็นเงินบาทด้วย Intl"),
            ("write_repo_tests", "เขียนเทสต์ให้โมดูลคำนวณค่าส่งหน่อย",
             "test_given_function", "เขียนเทสต์ให้ฟังก์ชันนี้:\n```python\ndef to_buddhist_year(y):\n    return y + 543\n```"),
            ("update_dependency", "อัปเกรด flutter เป็นเวอร์ชันล่าสุดแล้วเช็กว่า build ผ่าน",
             "general_question", "state management ใน flutter ควรเริ่มที่ provider หรือ riverpod"),
            ("change_repo_code", "ตั้งภาษาไทยเป็นภาษาเริ่มต้นของแอป",
             "rewrite_text", "ช่วยเขียนข้อความนี้เป็นภาษาไทยให้สุภาพ: 'Your account has been locked due to too many failed attempts.'"),
            dict(h=_TH_NOTIFY,
                 l=("continue_plan", "โอเค ทำข้อ 1 ให้เลย"),
                 s=("chat_followup", "ส่งแบบ batch ไป FCM ได้ครั้งละกี่รายการ")),
            dict(h=_TH_HELLO,
                 l=("diagnose_and_fix", "หน้า login ขึ้น error 500 หลัง deploy ล่าสุด ช่วยดูหน่อยครับ"),
                 s=("conversational", "ไม่มีอะไรครับ แค่ทักทาย")),
        ],
        "long": [
            ("fix_repo_bug", "ปุ่มยืนยันการชำระเงินกดแล้วไม่มีอะไรเกิดขึ้นบน Android แก้ให้หน่อย"),
            ("run_and_report", "รัน linter แล้วสรุปให้ฟังหน่อย"),
            ("repo_question", "สคริปต์ cleanup_orders.py ทำอะไรบ้าง"),
            ("diagnose_and_fix", "งาน backup ตอนตีสองล้มทุกวันจันทร์ หาสาเหตุแล้วแก้ที"),
        ],
        "single": [
            ("conversational", "ขอบคุณครับ ใช้ได้แล้ว!"),
            ("tool_question", "git ลบ branch ที่ merge แล้วทั้งหมดยังไง"),
            ("regex", "regex เบอร์มือถือไทย (06, 08, 09 ตามด้วย 8 หลัก)"),
            ("general_question", "Docker กับ Kubernetes ต่างกันยังไง อธิบายง่ายๆ"),
        ],
    },
    "tl": {
        "pairs": [
            ("fix_repo_bug", "yung presyo lumalabas na 1234.5 lang, dapat ₱1,234.50, pakiayos",
             "small_code", "js: i-format ang 1234.5 bilang piso gamit ang Intl"),
            ("fix_repo_bug", "hindi tumatanggap ng +63 yung phone field sa signup, ayusin mo nga",
             "regex", "regex para sa PH mobile number (09XX o +639XX)"),
            ("run_and_report", "patakbuhin mo yung tests tapos sabihin mo kung alin ang bumabagsak",
             "tool_question", "paano mag-run ng isang test lang sa pytest gamit ang node id?"),
            ("fix_ci", "pula yung CI simula kahapon, pa-check naman",
             "tool_question", "ano ang ginagawa ng `actions/checkout` sa GitHub Actions?"),
            ("diagnose_repo", "bakit ang bagal mag-load ng dashboard tuwing umaga? alamin mo",
             "general_question", "ano ang caching at bakit nito napapabilis ang app?"),
            ("repo_question", "saan sa code natin naka-handle yung GCash callback?",
             "general_question", "ipaliwanag mo kung ano ang webhook at paano ito gumagana"),
            ("change_repo_code", "gawing Asia/Manila yung oras sa mga email, hindi UTC",
             "small_code", "python: i-convert ang UTC datetime sa oras ng Maynila"),
            ("write_repo_tests", "pwede mo bang gawan ng tests yung payroll module?",
             "test_given_function",
             "gawan mo ng tests itong function:\n```python\ndef sss_contribution(salary):\n    return min(salary, 30000) * 0.045\n```"),
            ("update_dependency", "i-upgrade mo yung vite sa pinakabagong version at tingnan kung may nasira",
             "general_question", "ikumpara mo ang vite at webpack"),
            ("change_repo_code", "pwede ka bang magdagdag ng 'Forgot password' sa login page?",
             "general_question", "paano dapat gumagana ang isang secure na password reset flow?"),
            dict(h=_TL_SEARCH,
                 l=("continue_plan", "sige, gawin mo yung 1 at 2"),
                 s=("chat_followup", "ano ba talaga ang debounce?")),
            dict(h=_TL_HELLO,
                 l=("diagnose_and_fix", "hindi nagse-send yung OTP sa Globe numbers, pa-check po"),
                 s=("conversational", "wala po, nagpapasalamat lang po ako")),
        ],
        "long": [
            ("fix_repo_bug", "nadodoble yung order kapag na-double click yung checkout, ayusin mo"),
            ("run_and_report", "i-run mo yung linter tapos i-summarize mo"),
            ("repo_question", "ano ba talaga ginagawa ng script na cleanup.py?"),
            ("diagnose_and_fix", "hindi tumatakbo yung nightly report job mula nung lumipat tayo ng server, alamin kung bakit at ayusin"),
        ],
        "single": [
            ("conversational", "salamat, gumana na!"),
            ("tool_question", "paano i-undo ang git commit na hindi pa na-push?"),
            ("small_code", "python one-liner para i-reverse ang isang list"),
            ("general_question", "ano ang ibig sabihin ng API rate limit?"),
        ],
    },
    "sw": {
        "pairs": [
            ("fix_repo_bug", "malipo ya M-Pesa yanabaki 'pending' hata baada ya mteja kulipa, rekebisha",
             "general_question", "STK push ya M-Pesa inafanyaje kazi kwa ufupi?"),
            ("fix_repo_bug", "fomu ya usajili inakataa namba za simu zinazoanza na +254, rekebisha tafadhali",
             "regex", "regex ya namba ya simu ya Kenya (07XX au +2547XX)"),
            ("run_and_report", "endesha majaribio (tests) kisha uniambie yapi yanafeli",
             "tool_question", "ninaendeshaje test moja tu kwa pytest?"),
            ("fix_ci", "CI imekuwa nyekundu tangu jana, tafadhali angalia",
             "tool_question", "`actions/setup-node` inafanya nini kwenye GitHub Actions?"),
            ("diagnose_repo", "kwa nini ukurasa wa ripoti unachelewa sana kufunguka? chunguza",
             "general_question", "nieleze index ya database ni nini na inasaidiaje"),
            ("repo_question", "callback ya M-Pesa inashughulikiwa wapi kwenye code yetu?",
             "general_question", "kwa nini callback za malipo zinahitaji kuwa idempotent?"),
            ("change_repo_code", "unaweza kuonyesha bei kama 'KSh 1,234.50'?",
             "small_code", "js: panga 1234.5 kama shilingi za Kenya kwa Intl"),
            ("write_repo_tests", "unaweza kuandika tests kwa moduli ya ankara?",
             "test_given_function", "niandikie tests za function hii:\n```python\ndef ongeza_vat(kiasi):\n    return round(kiasi * 1.16, 2)\n```"),
            ("update_dependency", "pandisha django hadi toleo jipya kisha uhakikishe hakuna kilichovunjika",
             "general_question", "eleza django ORM kwa maneno rahisi"),
            ("change_repo_code", "ongeza Kiswahili kama lugha kwenye app",
             "rewrite_text", "tafsiri ujumbe huu kwa Kiswahili cha kawaida: 'Your payment was received. Thank you!'"),
            dict(h=_SW_NET,
                 l=("continue_plan", "sawa, anza na namba 1"),
                 s=("chat_followup", "offline cache inahifadhiwa wapi kwenye simu?")),
            dict(h=_SW_HABARI,
                 l=("diagnose_and_fix", "SMS za uthibitisho hazifiki kwa wateja wa Airtel, angalia tatizo"),
                 s=("conversational", "hakuna kitu, nilitaka kusema asante tu")),
        ],
        "long": [
            ("fix_repo_bug", "kitufe cha 'Lipa' hakifanyi kazi kwenye simu ndogo, rekebisha"),
            ("run_and_report", "endesha linter kisha unipe muhtasari"),
            ("repo_question", "script ya safisha.sh inafanya nini hasa?"),
            ("diagnose_and_fix", "kazi ya usiku ya kutuma ripoti haiendi tangu wiki iliyopita, tafuta sababu na urekebishe"),
        ],
        "single": [
            ("conversational", "asante sana, imefanya kazi!"),
            ("tool_question", "nitabadilishaje jina la branch kwenye git?"),
            ("small_code", "python one-liner ya kuhesabu herufi kwenye neno"),
            ("general_question", "tofauti ya frontend na backend ni ipi?"),
        ],
    },
}

# Extra pairs that cut against surface cues (pasted material in long asks, imperatives in single asks).
_ID_CONN = "SQLSTATE[HY000] [2002] Connection refused"
_VI_OAUTH = "Error 400: redirect_uri_mismatch"
_TH_ZERO = "ZeroDivisionError: division by zero"
_TL_JWT = "JsonWebTokenError: invalid signature"
_SW_SSL = "requests.exceptions.SSLError: certificate verify failed"

MORE_PAIRS = {
    "id": [
        ("fix_repo_bug", "pas checkout muncul error ini, tolong benerin:\n```\n" + _ID_CONN + "\n```",
         "explain_error_text", "jelasin dong maksud error ini:\n```\n" + _ID_CONN + "\n```"),
    ],
    "vi": [
        ("fix_repo_bug", "đăng nhập bằng Google thì bị lỗi này, sửa giúp:\n```\n" + _VI_OAUTH + "\n```",
         "explain_error_text", "giải thích lỗi này giúp mình:\n```\n" + _VI_OAUTH + "\n```"),
    ],
    "th": [
        ("fix_repo_bug", "ตอนสร้างใบเสร็จเจอ error นี้ ช่วยแก้ให้หน่อย:\n```\n" + _TH_ZERO + "\n```",
         "explain_error_text", "อธิบาย error นี้ให้หน่อย:\n```\n" + _TH_ZERO + "\n```"),
    ],
    "tl": [
        ("fix_repo_bug", "lumalabas to pag nag-login, ayusin mo:\n```\n" + _TL_JWT + "\n```",
         "explain_error_text", "ipaliwanag mo nga ang error na ito:\n```\n" + _TL_JWT + "\n```"),
    ],
    "sw": [
        ("fix_repo_bug", "hitilafu hii inatokea wakati wa kulipa, rekebisha:\n```\n" + _SW_SSL + "\n```",
         "explain_error_text", "nielezee hitilafu hii inamaanisha nini:\n```\n" + _SW_SSL + "\n```"),
    ],
}
