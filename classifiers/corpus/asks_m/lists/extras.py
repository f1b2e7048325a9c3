"""Decorations, plain-chat openers and follow-up asks (all hand-written)."""
from ._fmt import parse_asks

GREET = {
    "en": ["hi", "hey", "morning!", "hello there,", "yo", "hi team bot,", "hey, quick one:"],
    "hi": ["namaste", "hi bhai,", "नमस्ते,", "hello ji,"],
    "uk": ["привіт", "привіт!", "добрий день,"],
    "tr": ["selam", "merhaba,", "selamlar,"],
    "id": ["halo", "hai,", "pagi,"],
    "vi": ["chào bạn", "hi bạn,", "chào,"],
    "ar": ["مرحبا", "السلام عليكم،", "أهلاً،"],
    "th": ["สวัสดีครับ", "หวัดดี", "สวัสดีค่ะ"],
    "fa": ["سلام", "سلام وقت بخیر،", "درود،"],
    "nl": ["hoi", "hé,", "goedemorgen,"],
    "cs": ["ahoj", "čau,", "dobrý den,"],
    "ro": ["salut", "bună,", "neața,"],
    "es": ["hola", "buenas,"],
    "pt": ["oi", "e aí,"],
    "de": ["hallo", "moin,"],
    "fr": ["salut", "bonjour,"],
    "ja": ["お疲れさまです。", "すみません、"],
    "zh": ["你好，", "在吗，"],
    "ko": ["안녕,", "안녕하세요,"],
    "pl": ["cześć", "hej,"],
    "ru": ["привет", "добрый день,"],
}

THANKS = {
    "en": ["thanks!", "thx", "ty!", "cheers", "thanks in advance", "appreciate it"],
    "hi": ["thanks yaar", "धन्यवाद", "shukriya"],
    "uk": ["дякую!", "дякс", "заздалегідь дякую"],
    "tr": ["teşekkürler", "sağ ol", "eline sağlık"],
    "id": ["makasih ya", "thanks", "makasih banyak"],
    "vi": ["cảm ơn nhé", "thanks bạn", "cám ơn"],
    "ar": ["شكرًا", "مشكور", "يعطيك العافية"],
    "th": ["ขอบคุณครับ", "ขอบคุณค่ะ", "ขอบใจนะ"],
    "fa": ["ممنون", "مرسی", "دمت گرم"],
    "nl": ["dank je!", "thanks", "top, bedankt"],
    "cs": ["díky!", "děkuju", "díky moc"],
    "ro": ["mersi!", "mulțumesc", "mersi frumos"],
    "es": ["gracias!", "mil gracias"],
    "pt": ["valeu!", "obrigado"],
    "de": ["danke!", "merci dir"],
    "fr": ["merci !", "merci d'avance"],
    "ja": ["よろしくお願いします", "ありがとう"],
    "zh": ["谢谢", "辛苦了"],
    "ko": ["고마워", "감사합니다"],
    "pl": ["dzięki!", "dziękuję"],
    "ru": ["спасибо!", "спс"],
}

# Earlier plain-chat turns: (user, assistant), prose only.
OPENERS = [
    ("hi, I'm on the billing team, going to paste a few things from our tracker today", "Sure, paste them and tell me what you need for each one."),
    ("quick question before the real one: is `git pull --rebase` safe on a shared branch?", "It rewrites only your local commits on top of the remote ones, so it is safe as long as you haven't pushed those local commits yet. If you have, rebasing changes their hashes and others will see diverged history."),
    ("what's the difference between a 401 and a 403 again?", "401 means the request isn't authenticated (missing or invalid credentials), 403 means the server knows who you are but you aren't allowed to do this."),
    ("I'll be pasting stuff in Portuguese and English mixed, hope that's fine", "That's fine, I can read both. Send it over."),
    ("привіт, зараз скину кілька речей з нашого трекера", "Привіт! Скидай, і напиши, що потрібно зробити з кожною."),
    ("merhaba, birkaç log paylaşacağım", "Merhaba, paylaş; neye bakmamı istediğini de yaz."),
    ("halo, aku mau tanya soal beberapa tiket ya", "Halo! Silakan kirim tiketnya dan jelaskan apa yang kamu butuhkan."),
    ("chào bạn, mình gửi vài log nhé", "Chào bạn, cứ gửi lên và cho mình biết bạn cần gì nhé."),
    ("namaste, kuch tickets bhejne wala hoon", "Namaste! Bhej do, aur batao har ek ke saath kya karna hai."),
    ("مرحبا، سأرسل لك بعض السجلات", "أهلاً! أرسلها وأخبرني ماذا تريد أن أفعل بها."),
    ("สวัสดีครับ เดี๋ยวจะส่ง log ให้ดูนะ", "ได้เลยครับ ส่งมาได้เลย แล้วบอกด้วยว่าต้องการให้ช่วยอะไร"),
    ("سلام، چندتا چیز از ترکر براتون می‌فرستم", "سلام! بفرستید و بگید با هر کدوم چیکار کنم."),
    ("hoi, ik ga wat tickets plakken", "Prima, plak ze maar en zeg wat je ermee wilt."),
    ("ahoj, pošlu ti pár věcí z Jiry", "Ahoj, pošli je a napiš, co s nimi potřebuješ."),
    ("salut, îți trimit câteva loguri", "Salut! Trimite-le și spune-mi ce trebuie făcut."),
    ("can you remind me what idempotent means for HTTP methods?", "A method is idempotent if sending the same request several times has the same effect on the server as sending it once. GET, PUT and DELETE are idempotent; POST usually is not."),
    ("is it ok to keep secrets in a .env file in the repo?", "Keep a .env.example with placeholder values in the repo and the real .env out of it (listed in .gitignore); real secrets belong in a secret manager or your CI's secret store."),
]

# Follow-ups after an earlier turn where the material was pasted and the
# assistant replied with a prose summary.  Label follows the new ask.
FOLLOWUPS = (
    parse_asks("en", r"""
## summarize
shorter please, one sentence for slack
can you make that a 3-bullet version for the standup?
## translate
{de} now put your summary in german
{es} translate that summary to spanish for the support team
## title
great, give me a ticket title for it
## draft_reply
ok, now draft a short reply to the person who reported it
## extract
turn what you said into a checklist
## triage
based on that, what priority would you give it?
## fix_in_repo
ok makes sense. now go fix it in our repo
cool, now actually fix it and open a PR
right, can you find the code that does this and fix it?
## implement
alright, go ahead and implement it in our codebase
## handoff
great, can you take it from here?
ok it's yours, handle it end to end
## reproduce
can you reproduce it on our dev setup now?
## add_regression_tests
now add a regression test for it to our suite and make it pass
""")
    + parse_asks("hi", r"""
## summarize
isko aur chhota kar do, ek line mein
## fix_in_repo
theek hai, ab isko hamare repo mein fix kar do
""")
    + parse_asks("tr", r"""
## translate
bu özeti türkçeye çevir
## handoff
tamam, gerisini sen hallet
""")
    + parse_asks("uk", r"""
## translate
переклади цей підсумок українською
## fix_in_repo
ок, тепер виправ це в нашому репо
""")
    + parse_asks("id", r"""
## translate
terjemahin ringkasan tadi ke bahasa indonesia
## implement
oke, sekarang kerjain di codebase kita
""")
)
