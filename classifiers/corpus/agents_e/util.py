"""Small deterministic helpers: ids, timestamps, choice helpers. Everything takes the shared RNG."""
import uuid

WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def uid(rng):
    return str(uuid.UUID(int=rng.getrandbits(128), version=4))


def hexid(rng, n=24):
    return "".join(rng.choice("0123456789abcdef") for _ in range(n))


def alnum(rng, n=24):
    abc = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
    return "".join(rng.choice(abc) for _ in range(n))


def date(rng):
    y = rng.choice([2025, 2025, 2026])
    m = rng.randint(1, 12)
    d = rng.randint(1, 28)
    return y, m, d


def iso_date(rng):
    y, m, d = date(rng)
    return "%04d-%02d-%02d" % (y, m, d)


def iso_ts(rng):
    y, m, d = date(rng)
    return "%04d-%02d-%02dT%02d:%02d:%02dZ" % (y, m, d, rng.randint(0, 23), rng.randint(0, 59), rng.randint(0, 59))


def weighted(rng, pairs):
    """pairs: list of (item, weight)."""
    total = sum(w for _, w in pairs)
    x = rng.random() * total
    for item, w in pairs:
        x -= w
        if x < 0:
            return item
    return pairs[-1][0]


def call_id(rng, style="openai"):
    if style == "openai":
        return "call_" + alnum(rng, 24)
    if style == "anthropic":
        return "toolu_01" + alnum(rng, 22)
    if style == "responses":
        return "call_" + alnum(rng, 24)
    if style == "short":
        return "call_" + str(rng.randint(1, 99))
    return alnum(rng, 9)


def numbered(text, start=1, style="tab"):
    """Line-number a file body the way file-reading tools often do."""
    out = []
    for i, line in enumerate(text.split("\n"), start):
        if style == "tab":
            out.append("%6d\t%s" % (i, line))
        elif style == "pipe":
            out.append("%d | %s" % (i, line))
        else:
            out.append("%d: %s" % (i, line))
    return "\n".join(out)


STOP = set("""the a an to of in on for and or is are be it this that with what why how where which who do does did
we our us you your my me i can could should would make get fix look into it's its from by at as not no all any
same other into find out see next item please just then when after before have has was were will there their
them they some more less also only use using used about up down one two three look into why""".split())


TECH_WORDS = set("""login logout auth session token cache socket sockets webhook webhooks retry retries timeout timeouts
checkout upload uploads websocket search logger logging scheduler cron worker workers importer export pagination
orders order email emails payment payments billing invoice config settings migration migrations healthz metrics
sentry docker helm i18n theme flag feature_flag lodash react moment requests httpx sequelize prisma webpack vite jest
vitest mocha date timezone report reports deploy build lint coverage memory deprecated_send legacy_users
ORDERS_TOPIC NEW_CHECKOUT rate_limit ratelimit limiter password passwords eval exec import sync gitignore admin
csv bom dry_run storage s3 gateway cookie cookies cors tracing""".split())


def keyword(ask, fallback):
    """Pick a plausible search pattern from an ask: a code-like token (backticks, snake_case, CamelCase,
    dotted or UPPER names) or a known technical word; otherwise the fallback."""
    text = ask.replace("/", " ").replace(",", " ").replace("?", " ").replace("(", " ").replace(")", " ")
    words = [w.strip("'\"[]:;!#*.") for w in text.split()]
    for w in words:
        if w.startswith("`") or w.endswith("`"):
            w = w.strip("`")
            if w and w.isascii() and " " not in w and len(w) > 2:
                return w
    for w in words:
        if not w or not w.isascii() or not all(c.isalnum() or c in "_-." for c in w):
            continue
        if ("_" in w or (w[0].islower() and any(c.isupper() for c in w)) or (w.isupper() and w.replace("_", "").isalpha())) and len(w) > 3:
            return w
    for w in words:
        if w.lower() in TECH_WORDS or w in TECH_WORDS:
            return w.lower() if w.lower() in TECH_WORDS else w
    return fallback
