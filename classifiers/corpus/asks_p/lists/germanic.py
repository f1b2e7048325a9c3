"""Germanic languages: German, Dutch, Swedish, Danish, Norwegian Bokmål.

Same shapes as lists/en.py.
"""

# ---------------------------------------------------------------- de
_DE_PLAN = [
    "Unsere Startseite lädt ewig, was würdest du machen?",
    "Ich würde so vorgehen:\n1) Bilder als WebP und passend skaliert ausliefern.\n2) Das 800-KB-Analytics-Skript erst "
    "nach dem Laden nachladen.\n3) Die API-Aufrufe für Banner und Menü zusammenlegen.\nPunkt 2 ist meistens der "
    "schnellste Gewinn.",
]
_DE_BREAKER = [
    "Was ist eigentlich ein Circuit Breaker?",
    "Ein Muster gegen Kaskadenausfälle: Nach zu vielen Fehlern in kurzer Zeit 'öffnet' er und lässt Aufrufe sofort "
    "scheitern, statt den kaputten Dienst weiter zu belasten. Nach einer Wartezeit lässt er probeweise einzelne Aufrufe "
    "durch (half-open) und schließt wieder, wenn sie klappen.",
]
_DE_MOIN = ["moin", "Moin! Woran arbeitest du gerade?"]
_DE_PREIS_CTX = (
    "// src/main/java/de/shop/util/Preis.java\n"
    "public static String format(double betrag) {\n"
    "    return String.format(\"%.2f €\", betrag);\n"
    "}\n"
)

# ---------------------------------------------------------------- nl
_NL_PLAN = [
    "hoe zou jij onze zoekfunctie sneller maken?",
    "1) Een debounce op het zoekveld.\n2) Resultaten server-side cachen.\n3) Een full-text index in postgres in plaats "
    "van ILIKE.\nIk zou met 3 beginnen.",
]
_NL_API_CTX = (
    "// src/lib/api.ts\n"
    "export async function haalKlant(id: string) {\n"
    "  const r = await fetch(`/api/klanten/${id}`);\n"
    "  return r.json();\n"
    "}\n"
)

# ---------------------------------------------------------------- sv
_SV_HEJ = ["hej", "Hej! Vad kan jag hjälpa till med?"]
_SV_LOGG = [
    "hur skulle du lägga upp loggningen i vår tjänst?",
    "1) Strukturerad JSON-loggning.\n2) Ett request-id i varje loggrad.\n3) Nivån INFO i prod och DEBUG lokalt, "
    "styrt av en miljövariabel.",
]

# ---------------------------------------------------------------- da
_DA_UPLOAD = [
    "hvordan ville du gøre vores billedupload hurtigere?",
    "1) Upload direkte til S3 med presigned URLs i stedet for gennem serveren.\n2) Generér thumbnails asynkront.\n"
    "3) Komprimér billedet i browseren før upload.",
]
_DA_RABAT_CTX = (
    "// internal/pris/pris.go\n"
    "func Rabat(pris float64, procent int) float64 {\n"
    "\treturn pris - pris*float64(procent/100)\n"
    "}\n"
)

# ---------------------------------------------------------------- nb
_NB_VARSEL = [
    "hvordan ville du satt opp varsling når jobben vår feiler?",
    "1) La jobben avslutte med feilstatus når noe går galt.\n2) Send en melding til Slack via en webhook når den "
    "feiler.\n3) Legg på en 'dead man's switch' som varsler hvis jobben ikke har kjørt på 25 timer.",
]
_NB_HEI = ["hei!", "Hei! Hva jobber du med?"]


DATA = {
    "de": {
        "pairs": [
            ("fix_repo_bug", "Dateinamen mit Umlauten kommen beim Upload kaputt an, bitte fixen",
             "general_question", "warum sieht 'ü' manchmal aus wie 'Ã¼'?"),
            ("fix_repo_bug", "die IBAN-Prüfung lässt deutsche IBANs mit 21 Stellen durch, korrigier das",
             "small_code", "python: IBAN-Prüfsumme (mod 97) berechnen, kurz"),
            ("run_and_report", "lass mal die Tests laufen und sag mir, was rot ist",
             "tool_question", "wie lasse ich mit go test nur einen einzelnen Test laufen?"),
            ("fix_ci", "unsere Pipeline hängt seit heute beim Docker-Build, schau dir das an",
             "tool_question", "was bringt `--cache-from` bei docker build?"),
            ("diagnose_repo", "warum braucht der Login-Request bei uns 3 Sekunden? find's raus",
             "general_question", "erklär, warum bcrypt absichtlich langsam ist"),
            ("repo_question", "wo wird bei uns das Cookie-Banner konfiguriert?",
             "general_question", "braucht man für technisch notwendige Cookies eine Einwilligung nach DSGVO?"),
            ("change_repo_code", "kannst du einen CSV-Export in die Kundenliste einbauen?",
             "small_code", "Java: Liste von Objekten als CSV schreiben, ohne Bibliothek"),
            ("write_repo_tests", "kannst du Tests für den Warenkorb-Service schreiben?",
             "test_given_function", "Unit-Tests hierfür bitte:\n```kotlin\nfun istVolljaehrig(alter: Int) = alter >= 18\n```"),
            ("update_dependency", "zieh Spring Boot auf 3.4 hoch und schau, dass alles noch läuft",
             "general_question", "was ist der Unterschied zwischen Spring Boot und dem Spring Framework?"),
            ("diagnose_and_fix", "die Rechnungs-PDFs haben seit dem letzten Release keine Umlaute mehr, finde den Fehler und behebe ihn",
             "general_question", "erklär mir, warum man Schriften in PDFs einbetten muss"),
            ("change_repo_code", "kannst du einstellen, dass Sessions nach 30 Minuten Inaktivität ablaufen?",
             "general_question", "sliding vs. absolute expiration bei Sessions, was ist der Unterschied?"),
            ("fix_repo_bug", "die Namenssortierung ist falsch, Ä landet hinter Z",
             "small_code", "Python: Liste deutscher Wörter korrekt mit Umlauten sortieren"),
            ("repo_question", "nutzt irgendwer noch die alte v1-API vom Auth-Service?",
             "general_question", "nenn mir die saubersten Wege, eine REST-API zu versionieren"),
            ("diagnose_repo", "der Kafka-Consumer-Lag steigt jede Nacht, woran liegt's bei uns?",
             "general_question", "erklär kurz, was consumer lag bei Kafka bedeutet"),
            ("fix_repo_bug", "der Dark-Mode-Schalter flackert beim Laden, bitte beheben",
             "general_question", "wie verhindert man das Aufblitzen des hellen Themes beim Dark Mode?"),
            ("repo_writeup", "formulier mir eine Commit-Message für meine aktuellen Änderungen",
             "commit_message_diff",
             "Commit-Message für diesen Diff:\n```diff\n--- a/lib/steuer.rb\n+++ b/lib/steuer.rb\n@@ -3,3 +3,3 @@\n"
             " module Steuer\n-  MWST = 0.16\n+  MWST = 0.19\n end\n```"),
            ("change_repo_code", "könntest du unserem CLI ein --quiet spendieren?",
             "tool_question", "wie definiert man in cobra ein globales Flag?"),
            ("scaffold_project", "leg mir ein neues Rust-Projekt mit axum, Tests und einem GitHub-Actions-Workflow an",
             "small_code", "minimaler axum-Server, der auf / 'hallo' antwortet"),
            dict(h=_DE_PLAN,
                 l=("continue_plan", "passt, mach Punkt 2"),
                 s=("chat_followup", "warum ist das Analytics-Skript so ein Problem?")),
            dict(l=("apply_to_repo", "im englischen Locale kommt ein Punkt statt Komma raus; fix das und ersetz die anderen Stellen, die Preise selbst formatieren", _DE_PREIS_CTX),
                 s=("rewrite_code", "mach das locale-unabhängig, immer mit Komma als Dezimaltrennzeichen", _DE_PREIS_CTX)),
            dict(h=_DE_BREAKER,
                 l=("change_repo_code", "ok, bau so einen um unseren Aufruf beim Versanddienstleister"),
                 s=("chat_followup", "gibt's dafür in Java was Fertiges?")),
            dict(h=_DE_MOIN,
                 l=("diagnose_and_fix", "der Newsletter-Versand bricht bei 500 Empfängern ab, guck mal"),
                 s=("conversational", "nix, wollte nur kurz danke sagen 🙏")),
        ],
        "long": [
            ("fix_repo_bug", "das Suchfeld verliert nach jedem Buchstaben den Fokus, fix das mal"),
            ("run_and_report", "lass den Linter drüberlaufen und fass zusammen, was er meckert"),
            ("repo_question", "was macht eigentlich das Skript tools/bereinigen.py?"),
            ("change_repo_code", "die Fehlermeldungen im Formular bitte auf Deutsch statt Englisch"),
            ("diagnose_and_fix", "der Cronjob für die Mahnungen läuft doppelt, such die Ursache und behebe sie"),
            ("write_repo_tests", "schreib einen Regressionstest für den Rundungsfehler bei der MwSt"),
        ],
        "single": [
            ("conversational", "danke, läuft jetzt!"),
            ("conversational", "hat sich erledigt, sorry"),
            ("tool_question", "wie squashe ich die letzten 3 Commits?"),
            ("regex", "Regex für deutsche Postleitzahlen"),
            ("general_question", "Microservice-Architektur vs. Monolith, kurz die Unterschiede?"),
            ("explain_code", "was macht `set -euo pipefail` genau?"),
        ],
    },
    "nl": {
        "pairs": [
            ("fix_repo_bug", "de postcodecheck keurt '1234ab' zonder spatie af, fix dat even",
             "regex", "regex voor een Nederlandse postcode (1234 AB)"),
            ("fix_repo_bug", "de BSN-validatie laat ongeldige nummers door, repareer dat",
             "small_code", "python: elfproef voor een BSN"),
            ("run_and_report", "draai de tests en zeg wat er faalt",
             "tool_question", "hoe draai ik phpunit voor één testmethode?"),
            ("fix_ci", "de pipeline faalt sinds de laatste merge op de build-stap, kijk jij even?",
             "tool_question", "wat doet `continue-on-error` in github actions?"),
            ("diagnose_repo", "waarom duurt het maken van de maandfacturen ineens een uur? zoek het uit",
             "general_question", "wat is het verschil tussen batchverwerking en streaming?"),
            ("repo_question", "waar wordt de iDEAL-betaling afgehandeld in onze code?",
             "general_question", "leg globaal uit hoe een iDEAL-betaling werkt"),
            ("change_repo_code", "kun je een knop toevoegen om een bestelling te dupliceren?",
             "naming", "goede naam voor een functie die een bestelling kopieert zonder de betaalstatus?"),
            ("write_repo_tests", "wil je tests schrijven voor de kortingsregels?",
             "test_given_function",
             "schrijf tests voor deze functie:\n```python\ndef btw(bedrag, tarief=0.21):\n    return round(bedrag * tarief, 2)\n```"),
            ("update_dependency", "update laravel naar 11 en check of alles nog werkt",
             "general_question", "vat kort samen wat er nieuw is in laravel 11"),
            ("change_repo_code", "laat datums in het dashboard zien als dd-mm-jjjj",
             "small_code", "js: datum formatteren als dd-mm-jjjj zonder library"),
            dict(h=_NL_PLAN,
                 l=("continue_plan", "top, begin maar met 3"),
                 s=("chat_followup", "waarom is ILIKE eigenlijk zo traag?")),
            dict(l=("apply_to_repo", "dit negeert 404's; vang dat af en pas de plekken aan die haalKlant aanroepen", _NL_API_CTX),
                 s=("rewrite_code", "laat dit een fout gooien als de response niet ok is", _NL_API_CTX)),
        ],
        "long": [
            ("fix_repo_bug", "het uploadformulier blijft hangen bij bestanden boven de 20 MB"),
            ("run_and_report", "run de linter en geef me een lijstje met de waarschuwingen"),
            ("repo_question", "wat doet de make-target 'seed' precies?"),
            ("diagnose_and_fix", "mails naar klanten met een é in hun naam komen niet aan, zoek uit waarom en los het op"),
        ],
        "single": [
            ("conversational", "dank je, het werkt!"),
            ("tool_question", "hoe maak ik een git stash met een naam?"),
            ("small_code", "one-liner met sed om alle lege regels uit een bestand te halen"),
            ("general_question", "wat is het verschil tussen authenticatie en autorisatie?"),
        ],
    },
    "sv": {
        "pairs": [
            ("fix_repo_bug", "personnummerkontrollen godkänner datum som 20240230, fixa",
             "small_code", "python: kontrollsiffran i ett personnummer med Luhn"),
            ("fix_repo_bug", "sorteringen lägger Ä före Å, ordningen ska vara Å, Ä, Ö sist",
             "general_question", "varför sorteras å, ä och ö olika i svenska och tyska?"),
            ("run_and_report", "kör testerna och berätta vad som går sönder",
             "tool_question", "hur kör jag bara ett test med cargo test?"),
            ("fix_ci", "CI:n är röd sen igår på main, kan du kolla",
             "tool_question", "vad är skillnaden mellan `on: push` och `on: pull_request` i actions?"),
            ("diagnose_repo", "varför tar BankID-inloggningen 10 sekunder hos oss? undersök",
             "general_question", "förklara BankID-flödet i stora drag"),
            ("repo_question", "var skapar vi Swish-betalningarna i koden?",
             "general_question", "förklara vad en callback-url i ett betal-API är"),
            ("change_repo_code", "lägg till ett torrkörningsläge i importskriptet",
             "small_code", "argparse: en flagga som är false som standard"),
            ("write_repo_tests", "kan du skriva tester för fakturamodulen?",
             "test_given_function",
             "skriv tester för den här:\n```js\nconst moms = (belopp) => Math.round(belopp * 0.25 * 100) / 100\n```"),
            ("update_dependency", "uppgradera typescript till 5.6 och se till att bygget går igenom",
             "tool_question", "vad gör `strict: true` i tsconfig?"),
            ("change_repo_code", "kan du visa belopp som '1 234,50 kr' på kvittot?",
             "small_code", "js: formatera 1234.5 som svenska kronor med Intl"),
            dict(h=_SV_HEJ,
                 l=("fix_repo_bug", "appen kraschar när man roterar skärmen på android, kolla"),
                 s=("conversational", "inget särskilt, testar bara 👋")),
            dict(h=_SV_LOGG,
                 l=("continue_plan", "kör, gör 1 och 2"),
                 s=("chat_followup", "varför JSON istället för vanlig text?")),
        ],
        "long": [
            ("fix_repo_bug", "knappen 'Spara' gör ingenting i Safari, fixa"),
            ("run_and_report", "kör linten och sammanfatta"),
            ("repo_question", "vad gör egentligen skriptet rensa_cache.sh?"),
            ("diagnose_and_fix", "nattjobbet som skickar påminnelser har slutat köra, ta reda på varför och laga det"),
        ],
        "single": [
            ("conversational", "tack, nu funkar det!"),
            ("tool_question", "hur ändrar jag meddelandet på senaste commiten?"),
            ("regex", "regex för svenska postnummer, typ 123 45"),
            ("general_question", "vad är skillnaden mellan TCP och UDP, kort?"),
        ],
    },
    "da": {
        "pairs": [
            ("fix_repo_bug", "CPR-valideringen afviser folk født efter 2000, ret det",
             "general_question", "forklar hvordan man ser århundredet ud fra et CPR-nummer"),
            ("fix_repo_bug", "æ, ø og å bliver til spørgsmålstegn i eksporten, fiks det",
             "explain_error_text", "hvad betyder \"UnicodeEncodeError: 'charmap' codec can't encode character\"?"),
            ("run_and_report", "kør testene og fortæl mig hvad der fejler",
             "tool_question", "hvordan kører jeg en enkelt test med rspec?"),
            ("fix_ci", "vores GitLab-pipeline fejler i test-stagen, kig lige på det",
             "tool_question", "hvad gør `rules:` i gitlab-ci?"),
            ("diagnose_repo", "hvorfor tager MitID-login så lang tid i testmiljøet? undersøg det",
             "general_question", "hvad er forskellen på OAuth2 og OIDC, kort fortalt?"),
            ("repo_question", "hvor bliver momsen lagt på i ordreflowet?",
             "small_code", "python: læg 25 % moms på et beløb og rund til ører"),
            ("change_repo_code", "kan du tilføje et felt til telefonnummer i kundeprofilen?",
             "regex", "regex for et dansk telefonnummer med eller uden +45"),
            ("write_repo_tests", "kan du skrive tests til booking-servicen?",
             "test_given_function", "skriv unit tests til denne:\n```python\ndef er_weekend(d):\n    return d.weekday() >= 5\n```"),
            ("update_dependency", "opgrader angular til 18 og sørg for at alt stadig bygger",
             "general_question", "forklar kort hvad signals er i angular"),
            ("change_repo_code", "lad sessionen udløbe efter 20 minutters inaktivitet",
             "general_question", "hvor lang bør en session være i en netbank-agtig app?"),
            dict(h=_DA_UPLOAD,
                 l=("continue_plan", "fedt, lav 1'eren"),
                 s=("chat_followup", "er presigned URLs sikre nok?")),
            dict(l=("apply_to_repo", "rabatten bliver altid 0; ret det og tjek dem der kalder Rabat", _DA_RABAT_CTX),
                 s=("fix_snippet", "hvorfor bliver rabatten altid 0 her?", _DA_RABAT_CTX)),
        ],
        "long": [
            ("fix_repo_bug", "dropdown-menuen lukker ikke på mobilen, fiks"),
            ("run_and_report", "kør linteren og giv mig en kort opsummering"),
            ("repo_question", "bruger vi stadig den gamle e-Boks-integration til noget?"),
            ("change_repo_code", "skift standardsproget i appen til dansk"),
        ],
        "single": [
            ("conversational", "tak, det virkede!"),
            ("tool_question", "hvordan sletter jeg en lokal branch i git?"),
            ("small_code", "bash one-liner der finder de 10 største filer i en mappe"),
            ("general_question", "hvad betyder 'eventual consistency'?"),
        ],
    },
    "nb": {
        "pairs": [
            ("fix_repo_bug", "valideringen av fødselsnummer håndterer D-nummer feil, fiks det",
             "general_question", "forklar forskjellen på fødselsnummer og D-nummer"),
            ("fix_repo_bug", "Vipps-betalingen blir stående som 'pending' etter at kunden har betalt, fiks",
             "general_question", "forklar hvorfor betalingsløsninger bruker webhooks i stedet for polling"),
            ("run_and_report", "kjør testene og si hva som feiler",
             "tool_question", "hvordan hopper jeg over en test i pytest?"),
            ("fix_ci", "bygget på main feiler etter at vi oppdaterte node, kan du se på det?",
             "tool_question", "hvordan velger jeg node-versjon i github actions?"),
            ("diagnose_repo", "hvorfor bruker api-et så mye CPU om natta? finn ut av det",
             "general_question", "hva er en profiler, og hvordan leser man en flamegraph?"),
            ("repo_question", "hvor lagrer vi brukerens språkvalg?",
             "general_question", "bør språkvalg lagres i en cookie eller i brukerprofilen?"),
            ("change_repo_code", "kan du legge til norsk oversettelse av feilmeldingene?",
             "rewrite_text", "oversett denne feilmeldingen til naturlig norsk: 'Something went wrong, please try again later.'"),
            ("write_repo_tests", "kan du skrive tester for timeføringsmodulen?",
             "test_given_function",
             "tester for denne funksjonen, takk:\n```ts\nexport const erGyldigPostnr = (s: string) => /^\\d{4}$/.test(s)\n```"),
            ("update_dependency", "oppdater prosjektet til python 3.12 og sjekk at alt kjører",
             "general_question", "hva er nytt i python 3.12 som er verdt å vite om?"),
            ("change_repo_code", "vis datoer som '5. mars 2025' i stedet for 2025-03-05",
             "small_code", "python: skriv en dato som '5. mars 2025' uten å bruke locale"),
            dict(h=_NB_VARSEL,
                 l=("continue_plan", "ok, sett opp 2 og 3"),
                 s=("chat_followup", "hva er egentlig en dead man's switch?")),
            dict(h=_NB_HEI,
                 l=("diagnose_and_fix", "innloggingen henger etter at vi byttet til ny redis, se på det"),
                 s=("conversational", "ingenting, bare sier hei")),
        ],
        "long": [
            ("fix_repo_bug", "filteret på ordresiden nullstilles når man bytter side, fiks"),
            ("run_and_report", "kjør linteren og oppsummer advarslene"),
            ("repo_question", "hva gjør egentlig scriptet rydd_opp.py?"),
            ("diagnose_and_fix", "kvitteringene på e-post kommer fram dagen etter, finn ut hvorfor og fiks det"),
        ],
        "single": [
            ("conversational", "takk, det funket!"),
            ("tool_question", "hvordan angrer jeg en git merge som ikke er pushet ennå?"),
            ("regex", "regex for et norsk mobilnummer (8 siffer, starter på 4 eller 9)"),
            ("general_question", "hva er forskjellen på en prosess og en container?"),
        ],
    },
}

# Extra pairs that cut against surface cues (pasted material in long asks, questions vs imperatives).
_DE_REDIS = "redis.exceptions.ConnectionError: Error 111 connecting to redis:6379. Connection refused."
_DE_DATE = "const d = new Date(ts * 1000).toISOString().slice(0, 10)"
_NL_BEDRAG = "bedrag = f\"€ {waarde:,.2f}\".replace(',', 'X').replace('.', ',').replace('X', '.')"
_SV_PORT = "Error: listen EADDRINUSE: address already in use :::3000"
_DA_SMTP = "smtplib.SMTPAuthenticationError: (535, b'5.7.8 Username and Password not accepted')"
_NB_FNR = "if (!/^\\d{11}$/.test(fnr)) throw new Error('ugyldig')"

MORE_PAIRS = {
    "de": [
        ("fix_repo_bug", "das kommt beim Login in Staging, bitte beheben:\n```\n" + _DE_REDIS + "\n```",
         "explain_error_text", "erklär mir die Fehlermeldung:\n```\n" + _DE_REDIS + "\n```"),
        ("diagnose_repo", "kannst du rausfinden, warum sich unser Jest-Lauf am Ende nicht beendet?",
         "tool_question", "erklär kurz, was `--detectOpenHandles` bei Jest macht"),
        ("apply_to_repo", "diese Datumsumrechnung steht bei uns an mehreren Stellen, ersetz sie durch date-fns:\n```js\n" + _DE_DATE + "\n```",
         "rewrite_code", "schreib das mit date-fns um:\n```js\n" + _DE_DATE + "\n```"),
        ("fix_repo_bug", "das ist der Fehler aus unserem Nightly-Build, bitte beheben:\n```\nerror[E0432]: unresolved import `crate::config::Settings`\n```",
         "general_question", "erklär kurz, wie Module und `use` in Rust zusammenhängen"),
    ],
    "nl": [
        ("apply_to_repo", "dit stukje staat in meerdere views, maak er een gedeelde helper van en vervang de kopieën:\n```python\n" + _NL_BEDRAG + "\n```",
         "rewrite_code", "maak hier een leesbare functie van:\n```python\n" + _NL_BEDRAG + "\n```"),
    ],
    "sv": [
        ("fix_repo_bug", "får det här när jag startar appen lokalt, fixa:\n```\n" + _SV_PORT + "\n```",
         "explain_error_text", "förklara felet:\n```\n" + _SV_PORT + "\n```"),
    ],
    "da": [
        ("fix_repo_bug", "den her fejl kommer når vi sender fakturaer, ret den:\n```\n" + _DA_SMTP + "\n```",
         "explain_error_text", "forklar hvad den her fejl betyder:\n```\n" + _DA_SMTP + "\n```"),
    ],
    "nb": [
        ("apply_to_repo", "vi har denne sjekken flere steder i koden, lag en felles funksjon og bruk den:\n```js\n" + _NB_FNR + "\n```",
         "rewrite_code", "skriv om dette til en funksjon som returnerer true/false:\n```js\n" + _NB_FNR + "\n```"),
    ],
}
