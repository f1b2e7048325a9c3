"""Western European languages: es, pt, fr, de, it, nl, sv, fi.

Per language:
  pairs : (code, single_step ask, long_horizon ask[, material key for the single side])
  hist  : {key: [user turn, assistant turn]}  (an earlier plain chat, assistant proposes concrete work)
  hpairs: (hist key, "a"|"e", single_step follow-up, long_horizon follow-up)  -- same history for both
  single: (kind, ask[, material key])   unpaired single_step
  long  : (kind, ask)                   unpaired long_horizon
Pair codes are mapped to kinds in build.py.
"""

LANGS = {}

LANGS["es"] = dict(
    pairs=[
        ("loc", "¿dónde se suele configurar el pool de conexiones en una app Spring Boot?", "¿dónde configuramos el pool de conexiones? no lo encuentro"),
        ("env", "qué variables de entorno lee Rails por defecto? tipo RAILS_ENV y esas", "qué variables de entorno necesita esta app para arrancar en local?"),
        ("test", "¿qué runners de tests para JS tienen modo watch?", "¿qué tests cubren calcular_envio? quiero saber si lo puedo tocar"),
        ("dep", "¿cómo suelen desplegar los equipos un servicio Node en Kubernetes? a grandes rasgos", "¿cómo se despliega el servicio de facturación? ¿helm, argo, algo a mano?"),
        ("cmp", "diferencia entre axios y fetch nativo, en corto", "¿usamos axios en algún sitio o ya todo es fetch?"),
        ("des", "¿cuál es una buena forma de partir un módulo de utils de 3000 líneas? solo la idea", "parte utils.py en módulos más pequeños y arregla los imports en todo el proyecto"),
        ("fix", "¿qué suele causar un memory leak en un servidor Express?", "tenemos un memory leak en el api-gateway, encuéntralo y arréglalo"),
        ("upg", "¿cuáles son los problemas típicos al migrar de moment a date-fns? solo una lista", "migra nuestro frontend de moment a date-fns"),
        ("sym", "¿qué hace exactamente `Array.prototype.flatMap`?", "¿qué hace `normalizarPedido` en src/pedidos/normalizar.ts y quién la llama?"),
        ("snip", "ponle nombres decentes a las variables de esta función", "renombra `calc` a `calcularTotal` en todo el repo y arregla las llamadas", "py_avg"),
        ("impl", "en general, ¿cómo se diseña un rate limiter para una API pública? solo el concepto", "añade rate limiting a nuestros endpoints públicos, 100 req/min por API key"),
    ],
    hist={
        "h1": ["el login a veces devuelve 500 y no sé por qué",
               "Por lo que cuentas, probablemente sea el cliente de Redis que no reintenta cuando se cae la conexión. Propongo: 1) envolver las llamadas de sesión con un reintento corto, 2) devolver 503 en vez de 500 si Redis no responde, 3) añadir un test para ese caso. ¿Lo aplico?"],
        "h2": ["quiero quitar los console.log del código antes del release",
               "Plan: sustituir los console.log por el logger que ya tenéis (logger.debug), borrar los que solo eran de depuración y añadir una regla de ESLint `no-console` para que no vuelvan. Son unos 40 sitios en src/."],
    },
    hpairs=[
        ("h1", "e", "no entendí el punto 2, explícamelo más simple", "dale, aplícalo"),
        ("h2", "a", "vale, gracias, lo hago yo mañana", "hazlo"),
    ],
    single=[
        ("ack", "gracias, ya funciona 🙌"),
        ("sql_given_schema", "dame la consulta SQL para sacar el total vendido por país en 2024", "sql_schema"),
        ("translate_supplied", "tradúceme este error al español y dime qué significa", "err_ts"),
        ("regex_q", "regex para validar un CIF español, algo sencillo"),
    ],
    long=[
        ("own_ci", "el CI está en rojo desde ayer, ponlo en verde"),
        ("own_implement", "añade paginación al endpoint /clientes, igual que en /pedidos"),
        ("own_run_tests", "corre los tests del módulo de pagos y arregla lo que falle"),
        ("own_upgrade", "sube el proyecto a Node 20 y arregla lo que se rompa"),
    ],
)

LANGS["pt"] = dict(
    pairs=[
        ("loc", "onde normalmente fica a config de CORS num projeto Express?", "onde a gente configura o CORS aqui?"),
        ("env", "quais variáveis de ambiente o Next.js expõe pro browser? a regra do NEXT_PUBLIC_", "quais envs esse projeto precisa pra rodar? quero montar o .env.example"),
        ("test", "pytest tem algum jeito de rodar só os testes que falharam da última vez?", "quais testes cobrem o cálculo de frete? vou mexer nele"),
        ("dep", "como as pessoas costumam fazer deploy de um app Django? visão geral", "como o serviço de notificações é deployado hoje? não achei doc"),
        ("cmp", "qual a diferença entre `useMemo` e `useCallback`?", "a gente usa `useMemo` em algum componente ou dá pra remover o import?"),
        ("des", "como estruturar um monorepo com várias libs TS? prós e contras", "transforma nosso repo em monorepo com pnpm workspaces, separando web e api"),
        ("fix", "por que um cron job pode rodar duas vezes num cluster com várias réplicas? em teoria", "o job de cobrança está rodando duas vezes, descobre por quê e corrige"),
        ("sym", "o que faz o `select_related` do Django?", "o que faz a função `montar_relatorio` em relatorios/views.py?"),
        ("snip", "reescreve essa função com async/await e tratamento de erro", "troca todos os `.then()` do projeto por async/await", "js_fetch"),
        ("run", "como rodo um único teste no jest?", "roda os testes e me diz o que tá quebrando"),
    ],
    hist={
        "h1": ["nosso endpoint de busca tá lento demais",
               "Sugestão: 1) criar um índice em produtos(nome, categoria_id), 2) trocar o LIKE '%x%' por full-text search do Postgres, 3) colocar cache de 60s nas buscas mais comuns. Posso fazer as mudanças na migration e no repositório de produtos."],
        "h2": ["tem muito código duplicado nos nossos controllers",
               "Dá pra extrair a validação e a resposta de erro pra um middleware comum e usar nos 12 controllers de src/controllers. Quer que eu faça?"],
    },
    hpairs=[
        ("h1", "e", "não entendi a parte do full-text search, explica de novo mais simples?", "pode fazer"),
        ("h2", "a", "show, obrigado! depois eu vejo isso", "manda ver, aplica em todos"),
    ],
    single=[
        ("greeting", "oi, tudo bem?"),
        ("commit_message", "escreve uma mensagem de commit pra esse diff", "diff_null"),
        ("explain_supplied", "explica o que esse Dockerfile faz, linha por linha", "docker"),
        ("cancel", "deixa pra lá, esquece"),
    ],
    long=[
        ("own_fix", "o upload de imagem quebrou depois do último merge, arruma aí"),
        ("own_implement", "implementa login com Google no nosso app"),
        ("own_refactor", "tira o código morto do módulo de relatórios"),
        ("own_upgrade", "atualiza o Django pra 5.0 e corrige as deprecations"),
    ],
)

LANGS["fr"] = dict(
    pairs=[
        ("loc", "en général, où est-ce qu'on met la config du logging dans une app Flask ?", "où est configuré le logging chez nous ?"),
        ("env", "quelles variables d'environnement Django lit par défaut ?", "quelles variables d'env cette appli attend ? il me manque sûrement un truc"),
        ("test", "c'est quoi la différence entre un mock et un stub, vite fait", "quels tests couvrent `calculer_remise` ? je veux pas casser un truc"),
        ("dep", "comment on déploie typiquement une API FastAPI sur un VPS ?", "comment est déployé le service de paiement ? sur quel cluster ?"),
        ("cmp", "Celery vs RQ, lequel choisir pour des petites tâches ?", "est-ce qu'on utilise encore Celery quelque part dans le projet ?"),
        ("des", "quelle est une bonne approche pour découper un gros fichier models.py ? juste l'idée", "découpe models.py en un package par domaine et corrige les imports partout"),
        ("fix", "pourquoi un `useEffect` peut tourner en boucle infinie ?", "la page profil fait des requêtes en boucle, trouve le useEffect fautif et corrige-le"),
        ("upg", "quels sont les pièges classiques en passant de Vue 2 à Vue 3 ?", "migre notre front de Vue 2 à Vue 3"),
        ("sym", "que fait `functools.lru_cache` exactement, et quand éviter ?", "que fait `get_tarif` dans billing/tarifs.py ? il a l'air appelé partout"),
        ("snip", "ajoute une docstring et des type hints à cette fonction", "ajoute des type hints à tout le module billing et fais passer mypy", "py_slug"),
    ],
    hist={
        "h1": ["les builds Docker prennent 12 minutes, c'est insupportable",
               "Je propose : 1) passer à un build multi-stage, 2) copier requirements.txt avant le reste pour profiter du cache, 3) ajouter un .dockerignore pour exclure node_modules et les données de test. Je peux modifier le Dockerfile et le workflow CI."],
        "h2": ["notre API renvoie les dates dans des formats différents selon les endpoints",
               "On peut centraliser la sérialisation : un encodeur JSON commun en ISO 8601 UTC, utilisé par tous les endpoints de api/v1, puis mettre à jour les tests qui comparent des dates en dur."],
    },
    hpairs=[
        ("h1", "a", "merci, c'est clair, je m'en occupe plus tard", "vas-y, applique"),
        ("h2", "e", "tu peux réexpliquer ça plus simplement ?", "ok fais-le sur tous les endpoints"),
    ],
    single=[
        ("meta_q", "t'es quel modèle au fait ?"),
        ("summarize_supplied", "résume cette PR en deux phrases", "text_pr"),
        ("ack", "ok compris, merci"),
        ("sql_given_schema", "écris la requête pour les 10 clients qui ont le plus dépensé", "sql_schema"),
    ],
    long=[
        ("own_fix", "corrige le bug d'arrondi dans le calcul de TVA"),
        ("own_implement", "ajoute un export CSV sur la page des factures"),
        ("own_run_tests", "lance la suite de tests et dis-moi ce qui casse"),
        ("own_ci", "la CI échoue sur le lint, répare ça"),
    ],
)

LANGS["de"] = dict(
    pairs=[
        ("loc", "wo konfiguriert man normalerweise Timeouts in einer Spring-Boot-App?", "wo ist bei uns der HTTP-Timeout gesetzt?"),
        ("env", "welche Umgebungsvariablen liest die AWS CLI standardmäßig?", "welche Env-Variablen braucht unser Service, damit er lokal startet?"),
        ("test", "welche Test-Runner für Python können Tests parallel ausführen?", "welche Tests decken `berechne_versand` ab?"),
        ("dep", "wie deployt man typischerweise eine Go-API auf Kubernetes? grob reicht", "wie wird der Billing-Service deployt? Helm oder Kustomize?"),
        ("cmp", "Unterschied zwischen `requests` und `httpx`?", "nutzen wir irgendwo noch `requests` oder schon überall httpx?"),
        ("des", "wie teilt man eine 3000-Zeilen helpers.py sinnvoll auf? nur der Ansatz", "teil helpers.py in Module auf und fix die Imports im ganzen Projekt"),
        ("fix", "was sind typische Ursachen für N+1-Queries in Django?", "die Bestellübersicht macht N+1-Queries, bitte finden und fixen"),
        ("upg", "worauf muss man achten beim Upgrade von SQLAlchemy 1.4 auf 2.0? nur stichpunkte", "upgrade unser Projekt auf SQLAlchemy 2.0"),
        ("sym", "was macht `itertools.groupby` genau? warum muss man vorher sortieren?", "was macht `gruppiere_buchungen` in finance/utils.py?"),
        ("snip", "schreib diese Schleife als Stream um, aber lesbar", "ersetz alle alten for-Schleifen im Modul reports durch Streams", "java_stream"),
        ("impl", "wie baut man grundsätzlich einen Feature-Flag-Mechanismus? nur konzeptionell", "bau Feature Flags in unsere App ein, per Config-Datei umschaltbar"),
    ],
    hist={
        "h1": ["unsere Logs sind total unübersichtlich",
               "Vorschlag: auf strukturiertes Logging mit structlog umstellen, eine Request-ID per Middleware durchreichen und die ~30 print-Aufrufe in services/ durch logger.info ersetzen. Soll ich das umsetzen?"],
        "h2": ["die Startseite lädt ewig",
               "Ich würde 1) die Bilder auf der Startseite lazy laden, 2) das Chart-Bundle per dynamic import abtrennen und 3) die drei API-Calls parallelisieren. Betroffen wären pages/index.tsx und components/Dashboard."],
    },
    hpairs=[
        ("h1", "a", "danke, schau ich mir später selbst an", "passt, mach"),
        ("h2", "e", "erklär Punkt 2 nochmal einfacher bitte", "leg los"),
    ],
    single=[
        ("ack", "super, läuft jetzt, danke!"),
        ("regex_q", "Regex für deutsche Postleitzahlen?"),
        ("explain_supplied", "was macht diese Funktion? kurz bitte", "rust_fn"),
        ("general_design_q", "wie entwirft man Event-Sourcing über mehrere Services hinweg? nur die Grundidee, kein Code"),
    ],
    long=[
        ("own_fix", "der Export bricht bei Umlauten ab, bitte fixen"),
        ("own_implement", "füg Dark Mode zu unserem Frontend hinzu"),
        ("own_refactor", "entferne alle ungenutzten Dependencies aus dem Projekt"),
        ("own_ci", "die Pipeline ist rot, mach sie grün"),
    ],
)

LANGS["it"] = dict(
    pairs=[
        ("loc", "dove si configura di solito la cache in un progetto Laravel?", "dove abbiamo configurato la cache? in che file?"),
        ("env", "quali variabili d'ambiente usa Docker Compose di default?", "che variabili d'ambiente servono al nostro backend?"),
        ("test", "come si misura la coverage con pytest?", "quali test coprono la funzione `calcola_iva`?"),
        ("dep", "come si fa di solito il deploy di una app React statica? in generale", "come viene deployato il frontend? Netlify o bucket S3?"),
        ("cmp", "che differenza c'è tra `var`, `let` e `const`?", "usiamo ancora `var` da qualche parte nel codice?"),
        ("des", "come si organizza bene un progetto FastAPI grande? giusto l'approccio", "riorganizza il nostro progetto FastAPI in router separati per dominio"),
        ("fix", "perché una query può essere veloce in locale e lenta in produzione? in generale", "la query delle fatture è lentissima in prod, trova il problema e sistemala"),
        ("sym", "cosa fa `Promise.allSettled`?", "cosa fa `sincronizzaOrdini` in src/sync/ordini.js?"),
        ("snip", "aggiungi la gestione degli errori a questa funzione", "aggiungi la gestione degli errori a tutte le chiamate fetch del progetto", "js_fetch"),
        ("run", "come lancio i test di un solo file con vitest?", "lancia i test e sistemami quelli rotti"),
    ],
    hist={
        "h1": ["le email di conferma a volte non partono",
               "Probabilmente l'invio avviene dentro la transazione e viene perso in caso di rollback. Propongo di spostarlo in una coda (la task `invia_email` su Celery che già usate) dopo il commit, e aggiungere un retry. Tocca ordini/services.py e notifiche/tasks.py."],
        "h2": ["vorrei togliere jQuery dal frontend",
               "Sono 18 file in static/js: si possono sostituire i selettori con querySelector, le chiamate $.ajax con fetch e le animazioni con classi CSS. Posso farlo file per file."],
    },
    hpairs=[
        ("h1", "e", "puoi rispiegarmi la parte della transazione in modo più semplice?", "ok procedi"),
        ("h2", "a", "grazie mille, per ora lasciamo stare", "vai, fallo"),
    ],
    single=[
        ("greeting", "ciao!"),
        ("commit_message", "scrivimi un messaggio di commit per questo", "diff_timeout"),
        ("translate_supplied", "traduci in italiano e spiegami questo errore", "err_pg"),
        ("ack", "perfetto, ora va"),
    ],
    long=[
        ("own_fix", "il filtro per data nella dashboard non funziona, sistemalo"),
        ("own_implement", "aggiungi l'autenticazione a due fattori al login"),
        ("own_upgrade", "aggiorna tutte le dipendenze npm e risolvi i breaking change"),
        ("own_refactor", "converti il modulo pagamenti in TypeScript"),
    ],
)

LANGS["nl"] = dict(
    pairs=[
        ("loc", "waar configureer je meestal de logging in een .NET app?", "waar staat bij ons de logging geconfigureerd?"),
        ("env", "welke env vars leest Vite standaard in?", "welke env vars heeft deze app nodig om te draaien?"),
        ("test", "welke JS test runners hebben een watch mode?", "welke tests dekken de kortingsberekening af?"),
        ("dep", "hoe deployen teams meestal een Node service naar k8s?", "hoe wordt de orderservice gedeployed?"),
        ("cmp", "wat is het verschil tussen Redux en Zustand?", "gebruiken we Redux nog ergens of is alles al Zustand?"),
        ("des", "hoe pak je het opsplitsen van een enorme service-klasse aan? alleen de aanpak", "splits OrderService op in kleinere classes en pas alle aanroepen aan"),
        ("fix", "wat veroorzaakt meestal 'too many open files' op Linux?", "onze worker crasht met too many open files, zoek uit waar we handles lekken en fix het"),
        ("sym", "wat doet `Object.freeze` precies?", "wat doet `berekenMarge` in src/prijzen/marge.ts?"),
    ],
    hist={
        "h1": ["onze API-docs lopen altijd achter",
               "Je zou de OpenAPI-spec uit de code kunnen genereren met de decorators die jullie al gebruiken, en in CI een stap toevoegen die faalt als de spec niet up-to-date is. Dat raakt api/routes en .github/workflows/ci.yml."],
        "h2": ["de zoekfunctie is hoofdlettergevoelig en klanten klagen",
               "Voorstel: in de zoekquery `ILIKE` gebruiken of een lower()-index toevoegen op producten.naam, plus een migratie en een test."],
    },
    hpairs=[
        ("h1", "a", "top, dank je, ik kijk er later zelf naar", "doe maar"),
        ("h2", "e", "kun je dat van die lower()-index nog eens simpeler uitleggen?", "ga je gang"),
    ],
    single=[
        ("ack", "dank je, werkt nu"),
        ("sql_given_schema", "schrijf een query voor het aantal reacties per gepubliceerde post", "sql_schema2"),
        ("explain_supplied", "leg deze workflow uit", "yaml_ci"),
    ],
    long=[
        ("own_fix", "de CSV-import slaat lege regels niet over, fix dat"),
        ("own_implement", "voeg een health endpoint toe aan alle services"),
        ("own_run_tests", "draai de tests en los de failures op"),
    ],
)

LANGS["sv"] = dict(
    pairs=[
        ("loc", "var brukar man sätta CORS i en ASP.NET Core app?", "var sätter vi CORS i vårt API?"),
        ("env", "vilka miljövariabler läser Terraform som standard?", "vilka miljövariabler behöver den här appen?"),
        ("test", "vilka testramverk för Go har snapshot testing?", "vilka tester täcker `beraknaFrakt`?"),
        ("dep", "hur brukar man deploya en Python-app till AWS Lambda, i stora drag?", "hur deployas betaltjänsten idag?"),
        ("cmp", "skillnaden mellan REST och gRPC, kort?", "använder vi gRPC någonstans i projektet?"),
        ("des", "hur bör man strukturera en stor React-app? bara principerna", "flytta om våra React-komponenter till feature-mappar och fixa importerna"),
        ("fix", "vad orsakar vanligtvis race conditions i async kod?", "det finns en race condition i kundvagnen, hitta och fixa den"),
        ("sym", "vad gör `Array.prototype.reduce`?", "vad gör `slaIhop` i lib/kunder.js?"),
    ],
    hist={
        "h1": ["våra migrations krockar hela tiden när flera jobbar samtidigt",
               "Ett sätt: byt till tidsstämplade migrationsnamn och lägg till en CI-kontroll som upptäcker dubbla huvuden. Jag kan skriva om de fem senaste migrationerna och lägga till kontrollen."],
    },
    hpairs=[
        ("h1", "a", "tack, bra förklaring", "kör"),
    ],
    single=[
        ("greeting", "hej!"),
        ("regex_q", "regex för svenska personnummer?"),
        ("commit_message", "skriv ett commit-meddelande för den här diffen", "diff_null"),
    ],
    long=[
        ("own_fix", "inloggningen med BankID slutade funka, fixa"),
        ("own_implement", "lägg till sortering i produktlistan"),
        ("own_upgrade", "uppgradera React till 18 i vårt projekt"),
    ],
)

LANGS["fi"] = dict(
    pairs=[
        ("loc", "missä Django-projektissa yleensä määritellään tietokanta-asetukset?", "missä meillä on tietokannan asetukset?"),
        ("env", "mitä ympäristömuuttujia Node lukee oletuksena?", "mitä ympäristömuuttujia tämä sovellus tarvitsee?"),
        ("test", "miten pytestissä ajetaan vain yksi testi?", "mitkä testit kattaa `laske_alv` funktion?"),
        ("dep", "miten Node-palvelu yleensä deployataan Kubernetesiin? yleisellä tasolla", "miten laskutuspalvelu on deployattu?"),
        ("cmp", "mikä ero on `==` ja `===` välillä?", "käytetäänkö meidän koodissa vielä `==` vertailuja jossain?"),
        ("des", "miten iso utils-moduuli kannattaa pilkkoa? pelkkä idea riittää", "pilko utils.py pienempiin moduuleihin ja korjaa importit koko projektista"),
        ("fix", "mikä yleensä aiheuttaa CORS-virheen selaimessa?", "meidän frontend saa CORS-virheen stagingissa, korjaa se"),
    ],
    hist={
        "h1": ["raporttien generointi kestää tosi kauan",
               "Ehdotan: 1) haetaan data yhdellä kyselyllä silmukan sijaan, 2) ajetaan generointi taustatyönä, 3) lisätään välimuisti. Muutokset olisivat tiedostoissa reports/service.py ja reports/tasks.py."],
    },
    hpairs=[
        ("h1", "e", "selitä kohta 2 vähän yksinkertaisemmin", "tee se"),
    ],
    single=[
        ("ack", "kiitos, nyt toimii"),
        ("explain_supplied", "mitä tämä skripti tekee?", "bash_backup"),
        ("tool_api_q", "miten git rebase --onto toimii?"),
    ],
    long=[
        ("own_fix", "korjaa päivämäärän muotoilu laskuissa"),
        ("own_implement", "lisää meidän API:in sivutus"),
        ("own_run_tests", "aja testit ja korjaa ne jotka failaa"),
    ],
)
