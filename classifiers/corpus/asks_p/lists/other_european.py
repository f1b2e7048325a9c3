"""Other European languages: Finnish, Hungarian, Greek, Turkish.

Same shapes as lists/en.py.
"""

# ---------------------------------------------------------------- fi
_FI_DOCKER = [
    "miten nopeuttaisit meidän docker-buildia?",
    "1) Järjestä Dockerfile niin, että riippuvuudet asennetaan ennen koodin kopiointia.\n2) Käytä multi-stage-buildia "
    "ja kevyttä base-imagea.\n3) Ota BuildKitin välimuisti käyttöön CI:ssä.",
]
_FI_MOI = ["moi", "Moi! Miten voin auttaa?"]

# ---------------------------------------------------------------- hu
_HU_PASS = [
    "hogyan tennéd biztonságosabbá nálunk a jelszókezelést?",
    "1) Bcrypt vagy argon2 a mostani sima SHA-256 helyett.\n2) A sikertelen belépések korlátozása.\n3) Opcionális "
    "kétlépcsős azonosítás.",
]
_HU_HONAP_CTX = (
    "# app/datum.py\n"
    "def honap_nev(n):\n"
    "    nevek = ['január', 'február', 'március', 'április', 'május', 'június',\n"
    "             'július', 'augusztus', 'szeptember', 'október', 'november', 'december']\n"
    "    return nevek[n]\n"
)

# ---------------------------------------------------------------- el
_EL_EMAIL = [
    "πώς θα οργάνωνες τις ειδοποιήσεις με email στο app μας;",
    "1) Ουρά μηνυμάτων, ώστε να μη μπλοκάρει το request.\n2) Templates ανά γλώσσα.\n3) Καταγραφή των αποστολών, για "
    "να μη στέλνουμε διπλά.",
]
_EL_GEIA = ["γεια σου", "Γεια! Πώς μπορώ να βοηθήσω;"]

# ---------------------------------------------------------------- tr
_TR_ODEME = [
    "ödeme adımında kullanıcılar çok düşüyor, sen ne yapardın?",
    "1) Formdaki alan sayısını azaltırdım.\n2) Kart bilgisi hatalarını anında gösterirdim.\n3) Misafir olarak ödeme "
    "seçeneği eklerdim.",
]
_TR_BASLIK_CTX = (
    "// src/utils/metin.js\n"
    "export function baslikYap(s) {\n"
    "  return s.charAt(0).toUpperCase() + s.slice(1).toLowerCase();\n"
    "}\n"
)


DATA = {
    "fi": {
        "pairs": [
            ("fix_repo_bug", "henkilötunnuksen tarkistus hylkää 2000-luvulla syntyneet (A-merkki), korjaa",
             "general_question", "mitä henkilötunnuksen välimerkki (-, + tai A) tarkoittaa?"),
            ("fix_repo_bug", "Y-tunnuksen validointi päästää läpi väärän tarkisteen, korjaa se",
             "small_code", "python-funktio Y-tunnuksen tarkistusmerkin laskemiseen"),
            ("run_and_report", "aja testit ja kerro mitkä failaa",
             "tool_question", "miten ajan vitestillä vain yhden testitiedoston?"),
            ("fix_ci", "CI on ollut punaisella eilisestä asti, voitko katsoa",
             "tool_question", "mitä `workflow_dispatch` tekee github actionsissa?"),
            ("diagnose_repo", "miksi tilaushistoriasivu latautuu niin hitaasti? selvitä",
             "general_question", "selitä mikä on tietokantaindeksi ja milloin siitä on haittaa"),
            ("repo_question", "missä kohtaa koodia tilausvahvistusmeilit lähetetään?",
             "general_question", "kannattaako sähköpostit lähettää jonon kautta vai suoraan pyynnössä?"),
            ("change_repo_code", "saisiko hinnat näkymään muodossa '1 234,50 €'?",
             "small_code", "js: muotoile 1234.5 euroiksi suomalaisella localella"),
            ("write_repo_tests", "voisitko kirjoittaa testit laskutusmoduulille?",
             "test_given_function", "kirjoita testit tälle:\n```python\ndef alv(summa, kanta=0.255):\n    return round(summa * kanta, 2)\n```"),
            ("update_dependency", "päivitä django versioon 5 ja varmista että kaikki toimii",
             "general_question", "kerro ero djangon LTS-version ja tavallisen välillä"),
            ("change_repo_code", "lisää sovellukseen ruotsinkielinen käännös",
             "rewrite_text", "käännä tämä virheilmoitus luontevaksi suomeksi: 'Your password must be at least 12 characters long.'"),
            dict(h=_FI_DOCKER,
                 l=("continue_plan", "hyvä, tee ykkönen ja kakkonen"),
                 s=("chat_followup", "miksi järjestyksellä on niin paljon väliä?")),
            dict(h=_FI_MOI,
                 l=("diagnose_and_fix", "kirjautuminen ei toimi enää Safarilla, katsotko"),
                 s=("conversational", "ei mitään, kokeilin vaan toimiiko tää")),
        ],
        "long": [
            ("fix_repo_bug", "haku ei löydä sanoja joissa on ä tai ö, korjaa"),
            ("run_and_report", "aja linteri ja tee lyhyt yhteenveto"),
            ("repo_question", "mitä skripti siivous.sh oikeastaan tekee?"),
            ("diagnose_and_fix", "yöllinen varmuuskopio epäonnistuu joka toinen päivä, selvitä syy ja korjaa"),
        ],
        "single": [
            ("conversational", "kiitos, nyt toimii!"),
            ("tool_question", "miten näen git-logista vain omat commitit?"),
            ("small_code", "bash-one-liner joka listaa kaikki yli 100 MB:n .log-tiedostot"),
            ("general_question", "mitä 'stateless' tarkoittaa web-palveluissa?"),
        ],
    },
    "hu": {
        "pairs": [
            ("fix_repo_bug", "az ő és ű betűk kérdőjelként jelennek meg a PDF-ben, javítsd",
             "general_question", "magyarázd el, miért nincs ő és ű a Latin-1 kódolásban"),
            ("fix_repo_bug", "a neveket keresztnév-vezetéknév sorrendben írjuk ki, magyarul fordítva kellene, javítsd",
             "general_question", "hogyan kezelik a nemzetközi alkalmazások a névsorrendet?"),
            ("run_and_report", "futtasd le a teszteket és mondd meg, mi bukik el",
             "tool_question", "hogyan futtatok csak egy tesztet mochával?"),
            ("fix_ci", "a CI build piros a tegnapi merge óta, ránéznél?",
             "tool_question", "mire jó a `needs` kulcs a github actionsben?"),
            ("diagnose_repo", "miért lassú a számlák listázása? nézz utána",
             "general_question", "magyarázd el az offset és a keyset lapozás közti különbséget"),
            ("repo_question", "hol ellenőrizzük a TAJ-számot a kódban?",
             "small_code", "python függvény a TAJ-szám ellenőrző számjegyéhez"),
            ("change_repo_code", "meg tudod csinálni, hogy az összegek '12 345 Ft' formában jelenjenek meg?",
             "small_code", "js: 12345 formázása forintként Intl-lel"),
            ("write_repo_tests", "írnál teszteket a foglalási modulhoz?",
             "test_given_function", "írj teszteket ehhez a függvényhez:\n```js\nconst kerekit = (x) => Math.round(x / 5) * 5\n```"),
            ("update_dependency", "frissítsd a flutter verziót és nézd meg, hogy fordul-e még minden",
             "general_question", "mi a különbség a StatelessWidget és a StatefulWidget között?"),
            ("change_repo_code", "a munkamenet 15 perc inaktivitás után járjon le",
             "general_question", "mi a különbség a session cookie és a tartós cookie között?"),
            dict(h=_HU_PASS,
                 l=("continue_plan", "oké, csináld meg az elsőt"),
                 s=("chat_followup", "miért rossz a sima SHA-256 jelszavakhoz?")),
            dict(l=("apply_to_repo", "decemberre IndexError-t dob; javítsd, és nézd meg, hol hívják 0-tól számolva", _HU_HONAP_CTX),
                 s=("fix_snippet", "miért dob ez IndexError-t decemberre?", _HU_HONAP_CTX)),
        ],
        "long": [
            ("fix_repo_bug", "a kosár oldalon nem frissül a mennyiség, javítsd"),
            ("run_and_report", "futtasd a lintert és foglald össze"),
            ("repo_question", "mit csinál pontosan a szinkron.sh szkript?"),
            ("diagnose_and_fix", "az éjszakai számlaküldés néha kétszer fut le, derítsd ki miért és javítsd"),
        ],
        "single": [
            ("conversational", "köszi, működik!"),
            ("tool_question", "hogyan vonok vissza egy git commitot, ami már fent van?"),
            ("regex", "regex magyar mobilszámra (+36 20/30/70)"),
            ("general_question", "mi az a CAP-tétel, röviden?"),
        ],
    },
    "el": {
        "pairs": [
            ("fix_repo_bug", "η αναζήτηση δεν βρίσκει λέξεις με τόνους αν γράψω χωρίς τόνο, φτιάξ' το",
             "small_code", "python: αφαίρεση τόνων από ελληνικό κείμενο"),
            ("fix_repo_bug", "ο έλεγχος ΑΦΜ δέχεται λάθος ψηφίο ελέγχου, διόρθωσέ το",
             "small_code", "συνάρτηση js που ελέγχει αν ένας ΑΦΜ είναι έγκυρος"),
            ("run_and_report", "τρέξε τα tests και πες μου τι σπάει",
             "tool_question", "πώς τρέχω ένα μόνο test με το dotnet test;"),
            ("fix_ci", "το pipeline είναι κόκκινο από χθες, ρίξε μια ματιά",
             "tool_question", "τι κάνει το `cache: pip` στο setup-python;"),
            ("diagnose_repo", "γιατί το api αργεί τόσο το πρωί; ψάξ' το",
             "general_question", "εξήγησέ μου τι είναι το connection pooling και γιατί βοηθάει"),
            ("repo_question", "πού ορίζουμε τα δικαιώματα των χρηστών;",
             "general_question", "ποια η διαφορά authentication και authorization;"),
            ("change_repo_code", "κάνε τα κεφαλαία στα μενού να βγαίνουν χωρίς τόνους",
             "general_question", "εξήγησε γιατί τα ελληνικά κεφαλαία γράφονται χωρίς τόνους"),
            ("write_repo_tests", "μπορείς να γράψεις tests για το module των κρατήσεων;",
             "test_given_function",
             "γράψε tests γι' αυτή τη συνάρτηση:\n```python\ndef teliko_sigma(lexi):\n    return lexi[:-1] + 'ς' if lexi.endswith('σ') else lexi\n```"),
            ("update_dependency", "αναβάθμισε το .NET σε 8 και δες αν χτίζει",
             "general_question", "τι είναι τα minimal APIs στο .NET;"),
            ("change_repo_code", "μπορείς να δείχνεις τις τιμές ως '1.234,50 €';",
             "small_code", "c#: μορφοποίηση του 1234.5 σε ευρώ με ελληνική κουλτούρα"),
            dict(h=_EL_EMAIL,
                 l=("continue_plan", "οκ, ξεκίνα με το 1"),
                 s=("chat_followup", "ποια ουρά θα πρότεινες για μικρό project;")),
            dict(h=_EL_GEIA,
                 l=("diagnose_and_fix", "η φόρμα επικοινωνίας δεν στέλνει τίποτα από χθες, κοίτα το"),
                 s=("conversational", "τίποτα, απλώς δοκιμάζω")),
        ],
        "long": [
            ("fix_repo_bug", "το κουμπί 'Πίσω' στο checkout πάει στην αρχική, διόρθωσέ το"),
            ("run_and_report", "τρέξε τον linter και κάνε μου μια σύνοψη"),
            ("repo_question", "τι ακριβώς κάνει το script katharismos.py;"),
            ("diagnose_and_fix", "τα τιμολόγια βγαίνουν με λάθος ημερομηνία μετά τα μεσάνυχτα, βρες γιατί και φτιάξ' το"),
        ],
        "single": [
            ("conversational", "ευχαριστώ, δούλεψε!"),
            ("tool_question", "πώς βλέπω ποιος άλλαξε μια γραμμή σε ένα αρχείο στο git;"),
            ("small_code", "python: one-liner που ενώνει δύο dicts"),
            ("general_question", "τι είναι το τελικό σίγμα στο Unicode και γιατί το lower() το χαλάει;"),
        ],
    },
    "tr": {
        "pairs": [
            ("fix_repo_bug", "'İSTANBUL' küçük harfe çevrilince 'i̇stanbul' çıkıyor, düzelt",
             "general_question", "Türkçedeki İ/ı sorunu toLowerCase'te neden çıkıyor?"),
            ("fix_repo_bug", "TC kimlik no doğrulaması geçerli numaraları da reddediyor, düzelt",
             "small_code", "TC kimlik numarası doğrulayan python fonksiyonu"),
            ("run_and_report", "testleri çalıştır, neler patlıyor söyle",
             "tool_question", "pytest'te -k parametresi ne işe yarıyor?"),
            ("fix_ci", "CI dünden beri kırmızı, bakabilir misin?",
             "tool_question", "github actions'ta matrix build nasıl yazılır?"),
            ("diagnose_repo", "sipariş sayfası neden 6 saniyede açılıyor? araştır",
             "general_question", "lazy loading ile eager loading farkını anlat"),
            ("repo_question", "e-Fatura gönderimi kodda nerede yapılıyor?",
             "general_question", "e-Fatura ile e-Arşiv fatura arasındaki fark ne?"),
            ("change_repo_code", "fiyatları '1.234,50 ₺' şeklinde göster",
             "small_code", "js ile 1234.5'i Türk lirası olarak formatla"),
            ("write_repo_tests", "kargo hesaplama modülüne test yazabilir misin?",
             "test_given_function", "şu fonksiyona test yazar mısın:\n```js\nconst kdvli = (tutar) => +(tutar * 1.2).toFixed(2)\n```"),
            ("update_dependency", "laravel'i 11'e yükselt, kırılan bir şey var mı bak",
             "general_question", "laravel'de service container'ın ne işe yaradığını açıkla"),
            ("change_repo_code", "kayıt formuna telefon numarası alanı ekler misin?",
             "regex", "Türkiye cep telefonu için regex (05xx xxx xx xx)"),
            dict(h=_TR_ODEME,
                 l=("continue_plan", "tamam, 2'yi yap"),
                 s=("chat_followup", "misafir ödeme güvenlik açısından risk mi?")),
            dict(l=("apply_to_repo", "'ismail' için 'Ismail' döndürüyor; düzelt ve bunu kullanan yerleri kontrol et", _TR_BASLIK_CTX),
                 s=("fix_snippet", "bu neden 'ismail' için 'Ismail' döndürüyor?", _TR_BASLIK_CTX)),
        ],
        "long": [
            ("fix_repo_bug", "sepetten ürün silinince toplam güncellenmiyor, düzelt"),
            ("run_and_report", "linter'ı çalıştır ve uyarıları özetle"),
            ("repo_question", "temizlik.sh scripti tam olarak ne yapıyor?"),
            ("diagnose_and_fix", "gece çalışan rapor job'ı ayın 1'inde hep çöküyor, nedenini bul ve düzelt"),
        ],
        "single": [
            ("conversational", "eyvallah, çalıştı!"),
            ("tool_question", "git'te bir dosyayı silmeden takipten nasıl çıkarırım?"),
            ("small_code", "python'da bir listede en sık geçen elemanı bulan tek satır"),
            ("general_question", "REST'te PUT ile PATCH arasındaki fark ne?"),
        ],
    },
}

# Extra pairs that cut against surface cues (pasted material in long asks, imperatives in single asks).
_FI_TOGGLE = "const [auki, setAuki] = useState(false)\nconst vaihda = () => setAuki(a => !a)"
_HU_TYPE = "TypeError: unsupported operand type(s) for +: 'int' and 'str'"
_EL_BIG = "PayloadTooLargeError: request entity too large"
_TR_SQL = "SQLSTATE[22001]: String data, right truncated: 1406 Data too long for column 'adres'"

MORE_PAIRS = {
    "fi": [
        ("apply_to_repo", "tätä samaa pätkää on monessa komponentissa, tee siitä yhteinen hook ja käytä sitä niissä:\n```js\n" + _FI_TOGGLE + "\n```",
         "rewrite_code", "tee tästä custom hook nimeltä useToggle:\n```js\n" + _FI_TOGGLE + "\n```"),
    ],
    "hu": [
        ("fix_repo_bug", "ezt dobja a kosár összesítésénél, javítsd:\n```\n" + _HU_TYPE + "\n```",
         "explain_error_text", "magyarázd el ezt a hibát:\n```\n" + _HU_TYPE + "\n```"),
    ],
    "el": [
        ("fix_repo_bug", "μου βγάζει αυτό όταν ανεβάζω φωτογραφία, φτιάξ' το:\n```\n" + _EL_BIG + "\n```",
         "explain_error_text", "εξήγησέ μου τι σημαίνει αυτό:\n```\n" + _EL_BIG + "\n```"),
    ],
    "tr": [
        ("fix_repo_bug", "sipariş onayında bu hata çıkıyor, düzelt:\n```\n" + _TR_SQL + "\n```",
         "explain_error_text", "bu hatayı açıkla:\n```\n" + _TR_SQL + "\n```"),
    ],
}
