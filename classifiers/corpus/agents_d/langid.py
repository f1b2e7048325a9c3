"""Tiny heuristic language guesser and ask categorizer for externally supplied asks."""
import re

_STOP = {
    "en": "the a an to of and is in for this that with it fix why what how does do my add write make".split(),
    "fr": "le la les des une un est pourquoi avec pour dans cette ce qui fais corrige ajoute écris quoi".split(),
    "de": "was bedeutet macht der die das und ist nicht mit für ein eine warum wie diese dieser bitte füge behebe schreib".split(),
    "es": "el la las de que por qué una con para esta este arregla arréglala añade cómo escribe función devuelve expresión regular validar".split(),
    "pt": "o os as de que por uma com para essa esse não corrige adiciona como faz você qual diferença tabela está lenta cliente validar".split(),
    "it": "il lo gli della delle che per una con questa questo perché sistema sistemala aggiungi come scrivi cosa fa differenza tra fallisce sposta logica".split(),
    "nl": "het een van en niet met voor deze wat waarom hoe schrijf voeg tabel aantal falende faalt maak hem op".split(),
    "pl": "i w z na jest nie do dla tej ten co jak dlaczego napraw dodaj".split(),
    "tr": "bir ve bu için ile ne neden nasıl düzelt ekle mi mı en çok".split(),
    "id": "yang dan di ini itu untuk dengan apa kenapa tolong perbaiki tambahkan tabel bulan dari ke proyek".split(),
    "vi": "và của cho này là không tại sao sửa thêm hàm".split(),
    "sv": "och att det är som för en den här varför hur fixa lägg till vad gör med från kunder".split(),
    "cs": "a je v na se to pro proč jak oprav přidej tahle".split(),
}
_WORD = re.compile(r"[^\W\d_]+", re.U)


def guess_lang(text: str) -> str:
    t = text or ""
    counts = {}
    for ch in t:
        o = ord(ch)
        if 0x3040 <= o <= 0x30FF:
            k = "ja"
        elif 0x4E00 <= o <= 0x9FFF:
            k = "zh"
        elif 0xAC00 <= o <= 0xD7AF:
            k = "ko"
        elif 0x0400 <= o <= 0x04FF:
            k = "cyr"
        elif 0x0600 <= o <= 0x06FF:
            k = "ar"
        elif 0x0900 <= o <= 0x097F:
            k = "hi"
        elif 0x0E00 <= o <= 0x0E7F:
            k = "th"
        elif 0x0590 <= o <= 0x05FF:
            k = "he"
        elif 0x0370 <= o <= 0x03FF:
            k = "el"
        else:
            continue
        counts[k] = counts.get(k, 0) + 1
    if counts:
        if counts.get("ja"):
            return "ja"
        k = max(counts, key=counts.get)
        if k == "cyr":
            return "uk" if re.search(r"[іїєґ]|\bщо\b|\bцей\b|\bце\b", t.lower()) else "ru"
        if k == "ar" and re.search(r"[پچژگ]", t):
            return "fa"
        return k
    words = [w.lower() for w in _WORD.findall(t)]
    if not words:
        return "und"
    low = t.lower()
    if re.search(r"[ăơưđảạẩậắằẳặẻẽềểễệỉịỏọổỗộớờởỡợủụứừửữựỳỷỹỵ]", low):
        return "vi"
    if re.search(r"[ğış]", low):
        return "tr"
    if re.search(r"[ąęłńśźż]", low):
        return "pl"
    if re.search(r"[ěřůčšž]", low):
        return "cs"
    best, score = "und", 0
    ws = set(words)
    for lang, sw in _STOP.items():
        s = len(ws.intersection(sw))
        if s > score:
            best, score = lang, s
    if best == "und" and all(w.isascii() for w in words):
        return "en"
    return best


_KIND_RULES = [
    ("regex", r"regex|regular expression|正则|正規表現|정규식|регуляр|expresión regular|wyrażenie regularne|reguljär|regulární"),
    ("sql", r"\bsql\b|\bquery\b|select .* from|upsert"),
    ("docstring", r"docstring|jsdoc|doc comment|文档注释|докстринг"),
    ("unit_test_fn", r"unit ?tests? for (this|the)|write (a )?tests? for this|テストを書いて"),
    ("commit_msg_ask", r"commit message"),
    ("explain_code", r"explain|what does this|walk me through|解释|説明|объясни|explique|erkläre"),
    ("translate_code", r"translate|port this|convert this .* to"),
    ("shell_cmd", r"one-liner|command to|bash|shell|kubectl|ffmpeg|\bjq\b|\bawk\b"),
    ("ci_fix", r"\bci\b|pipeline|lint|type errors"),
    ("tests_iterate", r"tests? (fail|pass)|failing tests?|test suite|make .*test.* pass"),
    ("migration", r"migrat|upgrade|port the|move (us|the)"),
    ("bugfix_repo", r"\bfix\b|bug|crash|broken|500"),
    ("feature_repo", r"\badd\b|implement|support"),
    ("build_project", r"\bbuild\b|scaffold|create (a|an)"),
    ("api_question", r"\?$"),
]


def guess_kind(text: str, label: str) -> str:
    low = (text or "").lower()
    for kind, pat in _KIND_RULES:
        if re.search(pat, low):
            return kind
    return "other_single" if label == "single_step" else "other_long"


_CODE_REF = re.compile(
    r"this (function|snippet|code|method|block|class|loop|diff|file|query|script|regex)|the selected|selection|"
    r"cette fonction|ce code|dieser code|diese funktion|esta función|este fragmento|essa função|esse código|"
    r"questa funzione|deze functie|tej funkcji|ten kod|эта функция|эту функцию|этот код|цей код|цієї функції|"
    r"bu fonksiyon|这段代码|这个函数|このコード|この関数|이 코드|이 함수|đoạn code|hàm này|kode ini|fungsi ini|"
    r"هذه الدالة|फ़ंक्शन|tahle funkce|tuhle funkci|den här funktionen", re.I)


def refers_to_code(text: str) -> bool:
    return bool(_CODE_REF.search(text or ""))
