"""Romance languages: Spanish, French, Portuguese, Italian, Romanian, Catalan.

Same shapes as lists/en.py.
"""

# ---------------------------------------------------------------- es
_ES_PLAN = [
    "la página de productos va lentísima, ¿qué harías tú?",
    "Yo miraría tres cosas:\n1) Las imágenes se sirven sin comprimir.\n2) Hay una consulta por cada producto para sacar "
    "el stock (el clásico N+1).\n3) El listado no tiene ninguna caché.\nEmpezaría por la 2, suele ser lo que más pesa.",
]
_ES_SOFT = [
    "¿cómo harías un soft delete en postgres?",
    "Lo típico: añadir una columna `deleted_at timestamptz NULL`, marcarla en vez de borrar la fila, filtrar siempre con "
    "`WHERE deleted_at IS NULL` (una vista ayuda) y crear un índice parcial sobre las filas vivas para que las consultas "
    "no se vuelvan lentas.",
]
_ES_HOLA = ["buenas!", "¡Hola! ¿En qué te ayudo?"]
_ES_FECHA_CTX = (
    "// src/utils/fecha.js\n"
    "export function formatearFecha(d) {\n"
    "  return d.getDate() + '/' + d.getMonth() + '/' + d.getFullYear();\n"
    "}\n"
)

# ---------------------------------------------------------------- fr
_FR_PLAN = [
    "nos tests e2e sont super lents, des idées ?",
    "Plusieurs pistes :\n1) Paralléliser avec plusieurs workers.\n2) Réutiliser la session de login au lieu de se "
    "connecter dans chaque test.\n3) Remplacer les sleep fixes par des attentes sur des éléments.\nLa 2 et la 3 sont "
    "souvent les plus rentables.",
]
_FR_K8S = [
    "comment on fait un rollback propre d'un déploiement sur kubernetes ?",
    "Le plus simple : `kubectl rollout undo deployment/<nom>` (ou `--to-revision=N` pour une révision précise), puis "
    "`kubectl rollout status` pour suivre. Pensez à garder assez d'historique avec `revisionHistoryLimit`.",
]
_FR_SALUT = ["salut", "Salut ! Qu'est-ce que je peux faire pour toi ?"]
_FR_TVA_CTX = (
    "# app/services/tva.py\n"
    "def prix_ttc(ht, taux=0.2):\n"
    "    return round(ht * 1 + taux, 2)\n"
)

# ---------------------------------------------------------------- pt
_PT_RETRY = [
    "como vc organizaria o retry das chamadas pro gateway de pagamento?",
    "Eu faria assim:\n1) Retry só em erro 5xx e timeout, nunca em 4xx.\n2) Backoff exponencial com jitter, no máximo 3 "
    "tentativas.\n3) Uma chave de idempotência em cada cobrança, pra não cobrar o cliente duas vezes.",
]
_PT_FILA = [
    "qual é a diferença entre uma fila e pub/sub?",
    "Numa fila, cada mensagem é entregue a um único consumidor: serve para distribuir trabalho. Em pub/sub, cada "
    "mensagem publicada num tópico chega a todos os subscritores: serve para avisar vários serviços do mesmo evento.",
]
_PT_OI = ["oi", "Oi! No que posso ajudar?"]
_PT_HOOK_CTX = (
    "// src/hooks/useBusca.js\n"
    "export function useBusca(termo) {\n"
    "  const [res, setRes] = useState([]);\n"
    "  useEffect(() => {\n"
    "    fetch('/api/busca?q=' + termo).then(r => r.json()).then(setRes);\n"
    "  });\n"
    "  return res;\n"
    "}\n"
)

# ---------------------------------------------------------------- it
_IT_PLAN = [
    "il nostro servizio di ricerca è lento, come lo miglioreresti?",
    "Tre mosse:\n1) Un indice trigram sul nome prodotto.\n2) Cache di 10 minuti sui risultati delle ricerche più "
    "frequenti.\n3) Limitare i risultati a 50 con la paginazione.\nPartirei dall'indice.",
]
_IT_RACE = [
    "mi spieghi cosa sono le race condition?",
    "Succede quando il risultato dipende dall'ordine in cui due thread o processi accedono allo stesso dato. Esempio: due "
    "prelievi leggono insieme un saldo di 100, tolgono 80 ciascuno e scrivono 20: alla fine il conto ha 20 invece di "
    "rifiutare il secondo prelievo.",
]
_IT_CIAO = ["ciao!", "Ciao! Su cosa lavoriamo oggi?"]
_IT_TRONCA_CTX = (
    "# utils/testo.py\n"
    "def tronca(s, n):\n"
    "    return s[:n] + '...'\n"
)

# ---------------------------------------------------------------- ro
_RO_BNR = [
    "cum ai face cache la răspunsurile de la API-ul cu cursul BNR?",
    "BNR publică cursul o dată pe zi, deci:\n1) cache de 24h cu cheia pe dată;\n2) invalidare în jur de 13:30, când "
    "apare cursul nou;\n3) fallback la ultima valoare dacă API-ul nu răspunde.",
]
_RO_SLUG_CTX = (
    "# app/utils.py\n"
    "def slug(s):\n"
    "    return s.lower().replace(' ', '-')\n"
)

# ---------------------------------------------------------------- ca
_CA_CUA = [
    "com faries que els correus s'enviessin en segon pla?",
    "Ho faria així:\n1) Una cua (per exemple amb Redis).\n2) Que l'endpoint només encui el missatge.\n3) Un worker "
    "separat que l'envia, amb reintents.",
]
_CA_HOLA = ["hola!", "Hola! En què et puc ajudar?"]


DATA = {
    "es": {
        "pairs": [
            ("fix_repo_bug", "el buscador no encuentra 'señal' si escribo 'senal', arréglalo",
             "small_code", "cómo le quito las tildes a un string en python? una línea"),
            ("fix_repo_bug", "la validación del NIF rechaza los NIE que empiezan por X, corrígelo",
             "regex", "regex para validar un DNI español (8 dígitos + letra)"),
            ("run_and_report", "corre los tests y dime cuáles fallan",
             "tool_question", "dime cómo ejecutar un solo test con jest"),
            ("fix_ci", "el pipeline de gitlab está en rojo desde el merge de ayer, míralo",
             "tool_question", "qué hace `needs:` en un .gitlab-ci.yml?"),
            ("diagnose_repo", "¿por qué la app tarda tanto en arrancar en local? investiga",
             "general_question", "qué es el cold start en una lambda y cómo se reduce"),
            ("repo_question", "¿dónde se calcula el IVA en el checkout?",
             "general_question", "el IVA se redondea por línea o sobre el total? qué es lo habitual"),
            ("change_repo_code", "¿me añades un botón de exportar a excel en la tabla de pedidos?",
             "small_code", "pandas: guardar un DataFrame en xlsx sin el índice"),
            ("write_repo_tests", "¿puedes escribir tests para el módulo de facturas, porfa?",
             "test_given_function",
             "tests para esta función:\n```python\ndef es_bisiesto(a):\n    return a % 4 == 0 and (a % 100 != 0 or a % 400 == 0)\n```"),
            ("update_dependency", "actualiza django a la 5.1 y asegúrate de que todo sigue andando",
             "general_question", "¿qué cambió entre django 4.2 y 5.0 que suela romper cosas?"),
            ("diagnose_and_fix", "los correos de bienvenida llegan con los acentos rotos, encuentra el problema y arréglalo",
             "explain_error_text", "qué significa esto: UnicodeDecodeError: 'utf-8' codec can't decode byte 0xf1 in position 4"),
            ("fix_repo_bug", "los precios salen como 1,234.50 € y debería ser 1.234,50 €, arréglalo",
             "small_code", "js: formatear 1234.5 como euros con el locale es-ES"),
            ("change_repo_code", "¿puedes hacer que el token de sesión dure 7 días en vez de 1?",
             "general_question", "explícame los riesgos de un JWT que dure una semana"),
            ("repo_question", "¿usamos redis para algo aparte de las sesiones?",
             "general_question", "enumera usos de redis además de como caché"),
            ("fix_repo_bug", "en el móvil el menú hamburguesa no se cierra al tocar un enlace, arréglalo",
             "small_code", "js vanilla: cerrar un menú al hacer click fuera de él"),
            ("diagnose_repo", "oye, ¿por qué se duplican los pedidos cuando el usuario hace doble clic?",
             "general_question", "explica qué es una clave de idempotencia en una API de pagos"),
            ("change_repo_code", "cambia los print del backend por logging con niveles",
             "tool_question", "qué diferencia hay entre logging.exception y logging.error?"),
            ("repo_writeup", "hazme el changelog de esta versión con los commits desde el último tag",
             "rewrite_text", "redacta una entrada de changelog con esto: arreglado login con Google, nuevo filtro por fecha, quitado soporte IE11"),
            ("scaffold_project", "créame un proyecto nuevo en node con express, tests con jest y un dockerfile",
             "small_code", "servidor express mínimo que responda 'hola' en /"),
            dict(h=_ES_PLAN,
                 l=("continue_plan", "vale, empieza por la 2"),
                 s=("chat_followup", "¿qué es exactamente eso del N+1?")),
            dict(l=("apply_to_repo", "el mes sale uno menos; arréglalo y revisa si hay otros sitios que formatean fechas a mano", _ES_FECHA_CTX),
                 s=("fix_snippet", "el mes sale uno menos, ¿por qué?", _ES_FECHA_CTX)),
            dict(h=_ES_SOFT,
                 l=("continue_plan", "perfecto, hazlo así en la tabla de clientes"),
                 s=("chat_followup", "¿y el índice parcial cómo se escribe?")),
            dict(h=_ES_HOLA,
                 l=("diagnose_and_fix", "el login con google dejó de funcionar en staging, échale un ojo"),
                 s=("general_question", "qué diferencia hay entre OAuth y OpenID Connect?")),
        ],
        "long": [
            ("fix_repo_bug", "el contador del carrito no se actualiza hasta que recargo, arréglalo"),
            ("run_and_report", "pasa el linter y dime qué sale"),
            ("repo_question", "¿qué hace el script deploy.sh? no me atrevo a correrlo"),
            ("change_repo_code", "¿le pones un flag --sin-color a la cli?"),
            ("diagnose_and_fix", "el worker de colas se muere cada noche a las 3, averigua por qué y soluciónalo"),
            ("write_repo_tests", "agrega tests al endpoint de registro, no tiene ninguno"),
        ],
        "single": [
            ("conversational", "¡gracias, crack! ya funciona"),
            ("conversational", "hola"),
            ("tool_question", "¿cómo deshago un git push que no debía hacer?"),
            ("small_code", "one-liner en bash para renombrar todos los .jpeg a .jpg"),
            ("general_question", "¿qué es la arquitectura hexagonal, en dos frases?"),
            ("rewrite_code",
             "pásalo a list comprehension:\n```python\nres = []\nfor x in nums:\n    if x % 2 == 0:\n        res.append(x * x)\n```"),
        ],
    },
    "fr": {
        "pairs": [
            ("fix_repo_bug", "le formulaire accepte un SIRET à 13 chiffres, corrige la validation",
             "regex", "une regex pour un SIRET (14 chiffres, espaces optionnels) ?"),
            ("fix_ci", "la CI plante sur le job de build depuis que j'ai mergé ma branche, tu peux regarder ?",
             "tool_question", "c'est quoi la différence entre `npm ci` et `npm install` ?"),
            ("run_and_report", "lance les tests et fais-moi un résumé de ce qui casse",
             "tool_question", "montre-moi comment lancer pytest sur un seul fichier"),
            ("diagnose_repo", "pourquoi l'appli consomme 2 Go de RAM au démarrage ? cherche",
             "general_question", "explique concrètement ce qu'est une fuite mémoire en JS"),
            ("repo_question", "où est-ce qu'on gère les traductions de l'interface ?",
             "general_question", "explique la différence entre i18n et l10n"),
            ("change_repo_code", "tu peux ajouter un mode sombre à la page paramètres ?",
             "small_code", "css : détecter le thème sombre du système avec prefers-color-scheme"),
            ("fix_repo_bug", "les montants s'affichent 1,234.56 au lieu de 1 234,56, corrige",
             "small_code", "formater un nombre à la française en python, sans dépendre de la locale système"),
            ("write_repo_tests", "tu pourrais écrire des tests pour le service de réservation ?",
             "test_given_function",
             "des tests unitaires pour ça stp :\n```python\ndef initiales(nom):\n    return ''.join(m[0].upper() for m in nom.split())\n```"),
            ("update_dependency", "passe le projet en vue 3.5 et vérifie que rien ne casse",
             "general_question", "composition API ou options API, laquelle choisir pour un nouveau projet ?"),
            ("diagnose_and_fix", "les notifications push n'arrivent plus sur iOS depuis hier, trouve pourquoi et répare",
             "general_question", "résume en gros comment marche APNs"),
            ("change_repo_code", "on peut mettre un cache de 5 minutes sur l'endpoint /meteo ?",
             "general_question", "cache-control : max-age ou s-maxage, c'est quoi la nuance ?"),
            ("fix_repo_bug", "quand on supprime un compte, ses commentaires restent visibles. corrige ça",
             "sql_for_schema", "SQL : tables comptes(id) et commentaires(id, compte_id). je veux supprimer les commentaires orphelins"),
            ("repo_question", "est-ce que la fonction envoyer_relance sert encore quelque part ?",
             "naming", "un meilleur nom pour une fonction qui envoie un mail de relance après 3 jours ?"),
            ("fix_repo_bug", "le bouton « Valider » reste grisé même quand le formulaire est rempli",
             "review_snippet", "qu'est-ce qui cloche ?\n```js\nconst valide = champs.every(c => c.valeur = '')\n```"),
            ("diagnose_repo", "le site rame seulement le lundi matin, tu peux investiguer ?",
             "general_question", "pourquoi un pic de trafic ferait exploser le temps de réponse d'un postgres ?"),
            ("repo_writeup", "écris le message de commit pour mes changements en cours",
             "commit_message_diff",
             "message de commit pour ce diff :\n```diff\n--- a/src/panier.js\n+++ b/src/panier.js\n@@ -8,3 +8,3 @@\n"
             "-  const total = lignes.reduce((s, l) => s + l.prix, 0)\n+  const total = lignes.reduce((s, l) => s + l.prix * l.quantite, 0)\n```"),
            ("change_repo_code", "ajoute une option --format json à notre CLI",
             "small_code", "click : une option --format qui accepte json ou texte"),
            ("scaffold_project", "monte-moi un projet django avec auth, tests et docker-compose",
             "tool_question", "c'est quoi déjà la commande pour créer un projet django ?"),
            dict(h=_FR_PLAN,
                 l=("continue_plan", "ok, fais la 2 et la 3"),
                 s=("chat_followup", "pour la 3, pourquoi les sleep c'est si mal ?")),
            dict(l=("apply_to_repo", "il y a un bug de parenthèses ici ; corrige-le et vérifie les endroits qui s'en servent", _FR_TVA_CTX),
                 s=("fix_snippet", "il y a un bug de parenthèses ici, non ?", _FR_TVA_CTX)),
            dict(h=_FR_K8S,
                 l=("continue_plan", "vas-y, fais le rollback de l'api en staging"),
                 s=("chat_followup", "et revisionHistoryLimit, ça vaut combien par défaut ?")),
            dict(h=_FR_SALUT,
                 l=("fix_ci", "le build android plante depuis la mise à jour de gradle"),
                 s=("conversational", "rien, je voulais juste dire merci pour hier")),
        ],
        "long": [
            ("fix_repo_bug", "la pagination saute la page 2, corrige stp"),
            ("run_and_report", "fais tourner le linter et dis-moi combien d'erreurs il reste"),
            ("repo_question", "qu'est-ce que fait le Makefile exactement ? la cible 'release' surtout"),
            ("change_repo_code", "tu peux remplacer les alert() par des toasts ?"),
            ("diagnose_and_fix", "l'import CSV met les dates au format américain, trouve d'où ça vient et corrige"),
            ("write_repo_tests", "rajoute un test qui reproduit le bug du panier vide"),
        ],
        "single": [
            ("conversational", "merci, nickel !"),
            ("conversational", "laisse tomber, j'ai trouvé"),
            ("tool_question", "comment on annule un `git add` ?"),
            ("small_code", "une ligne en python pour inverser un dict"),
            ("explain_error_text", "ça veut dire quoi « ERR_OSSL_EVP_UNSUPPORTED » ?"),
            ("general_question", "c'est quoi une architecture microservices, en deux phrases ?"),
        ],
    },
    "pt": {
        "pairs": [
            ("fix_repo_bug", "a validação de CPF tá aceitando 111.111.111-11, corrige aí",
             "small_code", "função em js pra validar CPF (dígitos verificadores)"),
            ("change_repo_code", "dá pra adicionar pagamento via Pix no checkout?",
             "general_question", "explica como funciona o QR code do Pix por baixo dos panos"),
            ("fix_repo_bug", "o preenchimento automático do CEP parou de funcionar",
             "small_code", "exemplo de fetch na API do ViaCEP em js"),
            ("run_and_report", "roda os testes e me fala o que quebrou",
             "tool_question", "como rodar só os testes marcados com @slow no pytest?"),
            ("fix_ci", "o github actions tá falhando no passo de lint, resolve",
             "tool_question", "como faço cache do node_modules no github actions?"),
            ("diagnose_repo", "por que o endpoint de relatórios demora 30s? investiga",
             "general_question", "explica o que é um índice composto e quando usar"),
            ("repo_question", "onde a gente configura o tempo de expiração da sessão?",
             "general_question", "cookie de sessão ou localStorage pra guardar token, qual é mais seguro?"),
            ("write_repo_tests", "consegue criar testes pro serviço de frete?",
             "test_given_function",
             "testes pra essa função:\n```js\nfunction formataReal(v) {\n  return v.toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' })\n}\n```"),
            ("update_dependency", "atualiza o next pra versão 15 e vê se nada quebrou",
             "general_question", "o que muda entre pages router e app router no next?"),
            ("diagnose_and_fix", "os uploads de imagem tão falhando em produção com 413, descobre e arruma",
             "explain_error_text", "o que significa HTTP 413 Payload Too Large?"),
            ("change_repo_code", "pode trocar o formato de data da tela de pedidos pra dd/mm/aaaa?",
             "small_code", "python: converter '2024-03-15' pra '15/03/2024'"),
            ("fix_repo_bug", "o botão de sair não limpa o carrinho, conserta",
             "general_question", "no logout, o que deveria ser limpo do lado do cliente?"),
            ("repo_question", "a gente usa o lodash pra quê? dá pra tirar?",
             "general_question", "ainda faz sentido usar lodash hoje em dia?"),
            ("diagnose_repo", "por que o app mostra 'sem conexão' mesmo no wifi? dá uma olhada",
             "general_question", "me conta como o android decide que uma rede não tem internet"),
            ("change_repo_code", "bota um limite de 3 tentativas de login antes de bloquear por 15 min",
             "general_question", "bloquear a conta depois de N tentativas é boa prática ou abre brecha pra DoS?"),
            ("repo_writeup", "escreve a descrição do PR com base no que mudou nesse branch",
             "rewrite_text", "melhora esse texto de PR: 'arrumei uns bug do login e mudei umas coisa no css'"),
            ("fix_repo_bug", "os emails de notificação tão saindo com horário UTC em vez do de Brasília",
             "general_question", "explica por que é boa prática guardar datas em UTC no banco"),
            ("scaffold_project", "cria um projeto spring boot com CRUD de clientes, testes e docker",
             "small_code", "controller spring boot mínimo que retorna 'olá'"),
            dict(h=_PT_RETRY,
                 l=("continue_plan", "show, implementa isso no nosso cliente de pagamento"),
                 s=("chat_followup", "por que jitter? não entendi essa parte")),
            dict(l=("apply_to_repo", "isso tá fazendo request em loop na tela de busca, arruma e vê se os outros hooks têm o mesmo problema", _PT_HOOK_CTX),
                 s=("fix_snippet", "por que esse hook fica fazendo request em loop?", _PT_HOOK_CTX)),
            dict(h=_PT_FILA,
                 l=("change_repo_code", "fixe, então muda o envio de emails para usar uma fila"),
                 s=("chat_followup", "e o kafka encaixa-se em qual dos dois?")),
            dict(h=_PT_OI,
                 l=("diagnose_and_fix", "o deploy de ontem quebrou o login, dá uma olhada"),
                 s=("conversational", "nada não, foi mal, mandei sem querer")),
        ],
        "long": [
            ("fix_repo_bug", "o modal fecha sozinho quando clico dentro dele, conserta pfv"),
            ("run_and_report", "builda o projeto e me diz se tem warning de tipo"),
            ("repo_question", "o que esse cron de 'limpeza' faz exatamente?"),
            ("change_repo_code", "consegue colocar máscara de telefone no campo de cadastro?"),
            ("diagnose_and_fix", "a CPU do servidor vai a 100% toda hora cheia, descobre o motivo e resolve"),
            ("update_dependency", "tira o moment.js e usa date-fns no lugar"),
        ],
        "single": [
            ("conversational", "valeu, funcionou!"),
            ("conversational", "bom dia"),
            ("tool_question", "como eu vejo o que mudou num commit específico no git?"),
            ("regex", "regex pra CEP no formato 00000-000"),
            ("general_question", "o que é debounce e o que é throttle?"),
            ("translate_code", "converte pra python:\n```js\nconst pares = nums.filter(n => n % 2 === 0).map(n => n * 2)\n```"),
        ],
    },
    "it": {
        "pairs": [
            ("fix_repo_bug", "il controllo del codice fiscale scarta quelli con omocodia, sistemalo",
             "regex", "regex per il codice fiscale italiano"),
            ("fix_repo_bug", "la fattura elettronica viene scartata dallo SDI per il campo data, correggi",
             "general_question", "spiegami cos'è lo SDI nella fatturazione elettronica"),
            ("run_and_report", "lancia i test e dimmi quali falliscono",
             "tool_question", "spiegami come lanciare i test in parallelo con pytest"),
            ("fix_ci", "la pipeline su jenkins si pianta allo stage di deploy, dai un'occhiata",
             "tool_question", "descrivi la differenza tra pipeline dichiarativa e scripted in jenkins"),
            ("diagnose_repo", "perché il login con SPID va in timeout in collaudo? indaga",
             "general_question", "come funziona SAML in due parole?"),
            ("repo_question", "dove salviamo le PEC dei clienti? in che tabella?",
             "sql_for_schema", "ho clienti(id, nome, pec). query per trovare le PEC duplicate"),
            ("change_repo_code", "puoi aggiungere l'esportazione in PDF del preventivo?",
             "tool_question", "che libreria python uso per generare PDF semplici?"),
            ("write_repo_tests", "mi scrivi i test per il modulo di calcolo delle ferie?",
             "test_given_function",
             "scrivimi dei test per questa:\n```python\ndef giorni_lavorativi(inizio, fine):\n"
             "    return sum(1 for d in range((fine - inizio).days + 1)\n"
             "               if (inizio + timedelta(d)).weekday() < 5)\n```"),
            ("update_dependency", "aggiorna spring boot alla 3.3 e verifica che compili tutto",
             "general_question", "riassumi cosa cambia passando da javax a jakarta"),
            ("diagnose_and_fix", "le email di conferma finiscono in spam, capisci perché e sistema",
             "general_question", "SPF, DKIM e DMARC: a cosa serve ciascuno?"),
            ("change_repo_code", "puoi mettere il separatore delle migliaia nei totali del report?",
             "small_code", "java: formattare 1234567.8 come '1.234.567,80'"),
            ("fix_repo_bug", "il carrello si svuota se cambio lingua, risolvi",
             "general_question", "dove conviene salvare il carrello di un utente non loggato?"),
            ("repo_question", "questa calcolaSconto la usa ancora qualcuno?",
             "naming", "nome migliore per una funzione che applica lo sconto solo ai clienti premium?"),
            ("diagnose_repo", "perché il container di postgres si riavvia di continuo? controlla",
             "explain_error_text", "cosa vuol dire 'FATAL: the database system is in recovery mode'?"),
            ("change_repo_code", "porta il timeout delle chiamate al gestionale da 5 a 30 secondi",
             "general_question", "timeout lunghi o retry brevi, cosa è meglio verso un servizio lento?"),
            ("repo_writeup", "scrivimi il messaggio di commit per le modifiche che ho in staging",
             "commit_message_diff",
             "messaggio di commit per questo diff:\n```diff\n--- a/src/ordini.py\n+++ b/src/ordini.py\n@@ -21,2 +21,4 @@\n"
             " def annulla(ordine):\n+    if ordine.spedito:\n+        raise ValueError('ordine già spedito')\n     ordine.stato = 'annullato'\n```"),
            ("fix_repo_bug", "il datepicker parte dalla domenica, deve partire dal lunedì",
             "small_code", "js: giorno della settimana con lunedì = 0"),
            ("scaffold_project", "crea da zero un'app flask con login, test e Dockerfile",
             "explain_code", "cosa fa `if __name__ == '__main__':`?"),
            dict(h=_IT_PLAN,
                 l=("continue_plan", "ok, procedi con l'indice"),
                 s=("chat_followup", "cos'è un indice trigram?")),
            dict(l=("apply_to_repo", "fallo aggiungere i puntini solo se serve, poi sostituisci i troncamenti fatti a mano nei template", _IT_TRONCA_CTX),
                 s=("rewrite_code", "fai in modo che aggiunga i puntini solo se la stringa è più lunga di n", _IT_TRONCA_CTX)),
            dict(h=_IT_RACE,
                 l=("diagnose_repo", "ok, controlla se ce n'è una nel nostro job di sincronizzazione del magazzino"),
                 s=("chat_followup", "e un mutex come la evita?")),
            dict(h=_IT_CIAO,
                 l=("diagnose_and_fix", "il bot telegram ha smesso di rispondere, guarda un po'"),
                 s=("conversational", "niente, volevo solo salutare 😄")),
        ],
        "long": [
            ("fix_repo_bug", "la ricerca non trova niente se metto un apostrofo, tipo l'aquila"),
            ("run_and_report", "fai girare eslint e riassumimi gli errori"),
            ("repo_question", "cosa fa di preciso lo script bonifica_dati.py?"),
            ("change_repo_code", "mi aggiungi un flag --silenzioso al comando di import?"),
            ("diagnose_and_fix", "lo scheduler lancia i job due volte dopo il cambio dell'ora legale, scopri perché e correggi"),
            ("write_repo_tests", "copri con i test il parser degli IBAN, ora non ce n'è neanche uno"),
        ],
        "single": [
            ("conversational", "grazie mille, funziona!"),
            ("conversational", "lascia stare, risolto"),
            ("tool_question", "come rinomino un branch già pushato?"),
            ("small_code", "una riga in python per contare le parole in una stringa"),
            ("general_question", "che differenza c'è tra processo e thread?"),
            ("explain_code", "spiegami questa: `awk -F, '{s+=$3} END {print s}' vendite.csv`"),
        ],
    },
    "ro": {
        "pairs": [
            ("fix_repo_bug", "căutarea nu găsește «Timișoara» dacă e scris cu ş cu sedilă, repară",
             "general_question", "care e diferența dintre ş (cu sedilă) și ș (cu virgulă) în Unicode?"),
            ("fix_repo_bug", "validarea CNP-ului acceptă luna 13, corectează",
             "small_code", "funcție python care verifică cifra de control a unui CNP"),
            ("run_and_report", "rulează testele și spune-mi ce pică",
             "tool_question", "cum rulez doar testele care au picat data trecută, cu pytest?"),
            ("fix_ci", "build-ul din CI e roșu de azi-dimineață, uită-te te rog",
             "tool_question", "ce face `fail-fast: false` într-un matrix din github actions?"),
            ("diagnose_repo", "de ce tot crește memoria la serviciul de notificări? investighează",
             "general_question", "explică-mi ce e un heap dump și cum se citește"),
            ("repo_question", "din ce modul trimitem facturile în e-Factura?",
             "general_question", "ce format are o factură trimisă în e-Factura?"),
            ("change_repo_code", "afișează prețurile cu «lei» după sumă, nu cu RON în față",
             "small_code", "js: formatează 1234.5 ca '1.234,50 lei'"),
            ("write_repo_tests", "poți scrie teste pentru serviciul de rezervări?",
             "test_given_function", "teste pentru funcția asta:\n```python\ndef este_par(n):\n    return n % 2 == 0\n```"),
            ("update_dependency", "fă upgrade la express 5 și verifică să nu se strice nimic",
             "general_question", "rezumă ce s-a schimbat important în express 5"),
            ("change_repo_code", "poți pune un buton «copiază linkul» pe pagina comenzii?",
             "small_code", "js: copiază un text în clipboard"),
            dict(h=_RO_BNR,
                 l=("continue_plan", "bun, implementează asta în serviciul nostru de curs"),
                 s=("chat_followup", "de ce tocmai 13:30?")),
            dict(l=("apply_to_repo", "fă-l să scoată diacriticele și schimbă locurile care fac asta de mână", _RO_SLUG_CTX),
                 s=("rewrite_code", "fă-l să scoată și diacriticele", _RO_SLUG_CTX)),
        ],
        "long": [
            ("fix_repo_bug", "formularul de contact trimite emailul de două ori, repară"),
            ("run_and_report", "rulează linterul și zi-mi ce iese"),
            ("repo_question", "ce face scriptul backup.sh din folderul ops?"),
            ("diagnose_and_fix", "jobul de sincronizare cu ANAF dă timeout noaptea, află de ce și rezolvă"),
        ],
        "single": [
            ("conversational", "mersi mult, merge!"),
            ("tool_question", "cum șterg un branch remote din git?"),
            ("small_code", "one-liner bash care numără fișierele dintr-un folder"),
            ("general_question", "ce înseamnă idempotent la un endpoint HTTP?"),
        ],
    },
    "ca": {
        "pairs": [
            ("fix_repo_bug", "el cercador no troba «col·legi» si s'escriu amb un punt normal, arregla-ho",
             "general_question", "quin és el caràcter Unicode correcte per a la ela geminada?"),
            ("run_and_report", "executa els tests i digues-me quins fallen",
             "tool_question", "com executo només un test amb vitest?"),
            ("fix_ci", "la CI falla al pas de build des d'ahir, fes-hi un cop d'ull",
             "tool_question", "què fa exactament `actions/cache`?"),
            ("diagnose_repo", "per què la web triga tant a carregar la primera vegada? investiga-ho",
             "general_question", "explica'm què és el lazy loading d'imatges"),
            ("repo_question", "on es defineixen els rols d'usuari al projecte?",
             "general_question", "explica la diferència entre RBAC i ABAC"),
            ("change_repo_code", "afegeix el català com a idioma de l'app",
             "general_question", "com es gestionen els plurals en i18n, en general?"),
            ("write_repo_tests", "em pots escriure tests per al mòdul de reserves?",
             "test_given_function",
             "fes-me tests per a aquesta funció:\n```js\nconst majuscula = s => s.charAt(0).toUpperCase() + s.slice(1)\n```"),
            ("fix_repo_bug", "les dates surten en format americà a la factura, corregeix-ho",
             "small_code", "python: la data d'avui en format dd/mm/aaaa"),
            ("update_dependency", "actualitza tailwind a la v4 i comprova que no es trenqui res",
             "general_question", "què canvia a tailwind v4 respecte a la v3?"),
            ("change_repo_code", "pots posar un límit de 10 MB als fitxers que es pugen?",
             "tool_question", "com limito la mida de pujada amb multer?"),
            dict(h=_CA_CUA,
                 l=("continue_plan", "endavant, fes-ho"),
                 s=("chat_followup", "i si el worker cau, es perden els correus?")),
            dict(h=_CA_HOLA,
                 l=("diagnose_and_fix", "la pàgina de pagament dona un error 500, mira què passa"),
                 s=("conversational", "res, només volia provar si funcionaves")),
        ],
        "long": [
            ("fix_repo_bug", "el botó de tornar enrere porta a la pàgina equivocada, arregla-ho"),
            ("run_and_report", "passa el linter i fes-me'n un resum"),
            ("repo_question", "què fa exactament l'script neteja.sh?"),
            ("change_repo_code", "afegeix una opció --verbose a la cli"),
        ],
        "single": [
            ("conversational", "gràcies, ja va!"),
            ("tool_question", "com desfaig l'últim commit sense perdre els canvis?"),
            ("regex", "una regex per als codis postals de Catalunya (08xxx, 17xxx, 25xxx, 43xxx)"),
            ("general_question", "què és una API REST, explicat fàcil?"),
        ],
    },
}

# Extra pairs that cut against surface cues (pasted material in long asks, questions vs imperatives).
_ES_DUP = "IntegrityError: duplicate key value violates unique constraint \"pedidos_numero_key\""
_ES_PAG = "const page = parseInt(req.query.page) || 1;\nconst limit = Math.min(parseInt(req.query.limit) || 20, 100);"
_FR_MOD = "Error: Cannot find module './config/prod.json'"
_FR_READ = "data = open(chemin).read()\nlignes = data.split('\\n')"
_PT_401 = "Error: Request failed with status code 401"
_PT_TEL = "tel.replace(/(\\d{2})(\\d{5})(\\d{4})/, '($1) $2-$3')"
_IT_NPE = "java.lang.NullPointerException: Cannot invoke \"Cliente.getPec()\" because \"cliente\" is null"
_IT_NGINX = "server {\n    listen 80;\n    location / { proxy_pass http://app:8000; }\n}"

MORE_PAIRS = {
    "es": [
        ("fix_repo_bug", "me sale esto al guardar un pedido, arréglalo:\n```\n" + _ES_DUP + "\n```",
         "explain_error_text", "explícame este error:\n```\n" + _ES_DUP + "\n```"),
        ("diagnose_repo", "¿puedes mirar por qué el build de producción pesa el doble que el mes pasado?",
         "general_question", "explícame en pocas líneas qué es el tree shaking"),
        ("apply_to_repo", "esto lo tenemos copiado en varios controladores, sácalo a un helper y reemplaza las copias:\n```js\n" + _ES_PAG + "\n```",
         "rewrite_code", "conviértelo en una función reutilizable:\n```js\n" + _ES_PAG + "\n```"),
        ("diagnose_repo",
         "tenemos esto en el .env de staging y aun así los correos no salen, ¿por qué?\n```\nMAIL_HOST=smtp.sendgrid.net\nMAIL_PORT=587\n```",
         "general_question", "explícame la diferencia entre los puertos 465 y 587 de SMTP"),
    ],
    "fr": [
        ("fix_repo_bug", "j'ai cette erreur au démarrage de l'appli, corrige :\n```\n" + _FR_MOD + "\n```",
         "explain_error_text", "explique-moi ce message :\n```\n" + _FR_MOD + "\n```"),
        ("repo_question", "tu peux me dire quelles routes de l'API n'ont pas de tests ?",
         "tool_question", "donne-moi la commande pour voir la couverture par fichier avec pytest-cov"),
        ("fix_repo_bug", "ce bout de code dans notre service d'export plante sur les gros fichiers, répare-le :\n```python\n" + _FR_READ + "\n```",
         "rewrite_code", "réécris ça pour lire le fichier ligne par ligne :\n```python\n" + _FR_READ + "\n```"),
        ("fix_repo_bug", "les utilisateurs tombent sur ça après le paiement, corrige :\n```\n419 | PAGE EXPIRED\n```",
         "general_question", "explique-moi pourquoi une session peut expirer pendant un paiement 3-D Secure"),
    ],
    "pt": [
        ("fix_repo_bug", "tá dando isso quando o usuário tenta pagar, resolve:\n```\n" + _PT_401 +
         "\n    at createError (node_modules/axios/lib/core/createError.js:16)\n```",
         "explain_error_text", "me explica esse erro:\n```\n" + _PT_401 + "\n```"),
        ("diagnose_repo", "consegue ver por que os testes de integração tão demorando 15 minutos?",
         "general_question", "me explica a diferença entre mock e stub em poucas linhas"),
        ("apply_to_repo", "a gente formata telefone assim em vários lugares, troca por uma função só:\n```js\n" + _PT_TEL + "\n```",
         "explain_code", "explica o que essa regex faz:\n```js\n" + _PT_TEL + "\n```"),
        ("repo_question", "quem chama essa função e com quais parâmetros? preciso mudar a assinatura\n```ts\n"
         "export function calcularFrete(cep: string, peso: number): Promise<number>\n```",
         "naming", "sugere um nome melhor que calcularFrete pra uma função que só estima o prazo de entrega"),
    ],
    "it": [
        ("fix_repo_bug", "in produzione esce questo quando si scarica la fattura, sistemalo:\n```\n" + _IT_NPE + "\n```",
         "explain_error_text", "spiegami cosa significa:\n```\n" + _IT_NPE + "\n```"),
        ("diagnose_repo", "riesci a capire perché il job di import ci mette il doppio da quando abbiamo aggiunto i log?",
         "general_question", "dimmi in breve perché il logging sincrono può rallentare un'applicazione"),
        ("change_repo_code", "questa è la config nginx di staging, aggiungi la compressione gzip e verifica che il container riparta\n```nginx\n" + _IT_NGINX + "\n```",
         "rewrite_code", "aggiungi la compressione gzip a questa config:\n```nginx\n" + _IT_NGINX + "\n```"),
        ("diagnose_and_fix", "il log del backup notturno finisce sempre così, scopri perché e sistema\n```\n"
         "pg_dump: error: connection to server failed: FATAL:  password authentication failed for user \"backup\"\n```",
         "general_question", "spiegami come funziona il file .pgpass"),
    ],
    "ro": [
        ("fix_repo_bug", "îmi dă asta la generarea facturii, repară:\n```\nKeyError: 'cod_fiscal'\n```",
         "explain_error_text", "explică-mi eroarea asta:\n```\nKeyError: 'cod_fiscal'\n```"),
    ],
    "ca": [
        ("fix_repo_bug", "em surt això quan entro al panell, arregla-ho:\n```\nTypeError: items.map is not a function\n```",
         "explain_error_text", "explica'm aquest error:\n```\nTypeError: items.map is not a function\n```"),
    ],
}
