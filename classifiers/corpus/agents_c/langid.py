"""Tiny script/stopword language guesser for supplied asks (ISO 639-1 or 'und')."""
import re

_STOP = {
    "en": "the a an is are what how why fix add write make this that to of in for with and please can you it does my all".split(),
    "de": "der die das und ist nicht ein eine mit für was wie warum bitte den dem ich du diese diesen auf".split(),
    "fr": "le la les et est une un des pour avec que qui pourquoi comment ce cette dans sur je tu corrige ajoute".split(),
    "es": "el la los las y es una un para con que por qué cómo este esta en del arregla añade crea".split(),
    "pt": "o a os as e é um uma para com que por não isso este esta do da em corrija adicione".split(),
    "it": "il lo la gli le e è un una per con che perché come questo questa del della sistema aggiungi".split(),
    "nl": "de het een en is niet voor met wat hoe waarom deze dit van op".split(),
    "pl": "i w na z że jest nie do co jak dlaczego ten ta to napraw dodaj".split(),
    "tr": "ve bir bu için ile ne nasıl neden değil da de mi".split(),
    "sv": "och är en ett för med vad hur varför inte den det på".split(),
    "cs": "a je v na se že ne co jak proč tento tato oprav přidej".split(),
    "ro": "și este un o pentru cu ce cum de ce nu acest această".split(),
    "id": "dan yang ini untuk dengan apa bagaimana tidak di ke dari".split(),
    "vi": "và là của cho với không này được một các".split(),
}


def detect(text):
    t = text
    if re.search(r"[\u3040-\u30ff]", t):
        return "ja"
    if re.search(r"[\uac00-\ud7af]", t):
        return "ko"
    if re.search(r"[\u4e00-\u9fff]", t):
        return "zh"
    if re.search(r"[\u0600-\u06ff]", t):
        return "fa" if re.search(r"[پچژگک]", t) else "ar"
    if re.search(r"[\u0590-\u05ff]", t):
        return "he"
    if re.search(r"[\u0900-\u097f]", t):
        return "hi"
    if re.search(r"[\u0e00-\u0e7f]", t):
        return "th"
    if re.search(r"[\u0370-\u03ff]", t):
        return "el"
    if re.search(r"[\u0400-\u04ff]", t):
        return "uk" if re.search(r"[іїєґ]", t.lower()) else "ru"
    if re.search(r"[ăâđêôơư]", t.lower()) and re.search(r"[ạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]", t.lower()):
        return "vi"
    words = re.findall(r"[^\W\d_]+", t.lower())
    if not words:
        return "und"
    best, score = "und", 0
    for lang, sw in _STOP.items():
        s = sum(1 for w in words if w in sw)
        if s > score:
            best, score = lang, s
    if best == "und" and all(ord(ch) < 128 for ch in t):
        return "en"
    return best
