"""Shared helpers: deterministic randomness, fake headers, models, request bodies.

Everything here is written for this test set; no client code is copied.
"""
import json

HEX = "0123456789abcdef"
ALNUM = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"

EP_CHAT = "/v1/chat/completions"
EP_MSG = "/v1/messages"
EP_RESP = "/v1/responses"
EP_COMPL = "/v1/completions"


def ep_gemini(model):
    return f"/v1beta/models/{model}:streamGenerateContent"


def pick(rng, xs):
    return xs[rng.randrange(len(xs))]


def chance(rng, p):
    return rng.random() < p


def hexs(rng, n):
    return "".join(rng.choice(HEX) for _ in range(n))


def alnum(rng, n):
    return "".join(rng.choice(ALNUM) for _ in range(n))


def uuid(rng):
    return f"{hexs(rng, 8)}-{hexs(rng, 4)}-4{hexs(rng, 3)}-{pick(rng, '89ab')}{hexs(rng, 3)}-{hexs(rng, 12)}"


def fake_openai_key(rng):
    return "sk-test-FAKE" + alnum(rng, 28)


def fake_anthropic_key(rng):
    return "sk-ant-test-FAKE" + alnum(rng, 30)


def fake_gemini_key(rng):
    return "AIzaFAKE" + alnum(rng, 31)


# ---------------------------------------------------------------- models
OPENAI_CHAT_MODELS = ["gpt-4o", "gpt-4o-mini", "gpt-4.1", "gpt-4.1-mini", "gpt-4.1-nano", "o4-mini", "o3-mini",
                      "gpt-5-mini", "gpt-5"]
OPEN_WEIGHT_MODELS = ["deepseek-chat", "deepseek-coder", "qwen2.5-coder-32b-instruct", "Qwen/Qwen3-32B",
                      "meta-llama/Llama-3.3-70B-Instruct", "llama-3.1-8b-instruct", "mistral-large-latest",
                      "codestral-latest", "glm-4.6", "moonshotai/Kimi-K2-Instruct", "qwen3-coder-30b-a3b",
                      "gpt-oss-120b", "devstral-small-2505"]
LOCAL_MODELS = ["qwen2.5-coder:14b", "llama3.1:8b", "mistral-nemo", "deepseek-r1:14b", "phi4", "gemma3:12b",
                "qwen3:8b", "granite3.3:8b"]
CLAUDE_MODELS = ["claude-3-5-sonnet-20241022", "claude-3-7-sonnet-20250219", "claude-sonnet-4-20250514",
                 "claude-sonnet-4-5-20250929", "claude-opus-4-1-20250805", "claude-3-5-haiku-20241022",
                 "claude-haiku-4-5-20251001"]
CLAUDE_SMALL = ["claude-3-5-haiku-20241022", "claude-haiku-4-5-20251001"]
GEMINI_MODELS = ["gemini-2.5-pro", "gemini-2.5-flash", "gemini-2.0-flash", "gemini-2.5-flash-lite"]
COMPLETION_MODELS = ["gpt-3.5-turbo-instruct", "davinci-002", "deepseek-coder", "qwen2.5-coder-7b",
                     "codellama-13b", "Qwen/Qwen2.5-Coder-32B"]


def any_chat_model(rng):
    r = rng.random()
    if r < 0.45:
        return pick(rng, OPENAI_CHAT_MODELS)
    if r < 0.80:
        return pick(rng, OPEN_WEIGHT_MODELS)
    if r < 0.92:
        return pick(rng, LOCAL_MODELS)
    return pick(rng, ["claude-sonnet-4-20250514", "gemini-2.5-flash", "claude-3-5-haiku-20241022"])


# ---------------------------------------------------------------- headers
def h_openai_py(rng, pkg=None, extra=None):
    v = pkg or pick(rng, ["1.35.13", "1.40.6", "1.51.2", "1.54.4", "1.59.7", "1.68.2", "1.82.0", "1.99.9"])
    h = {
        "content-type": "application/json",
        "accept": "application/json",
        "authorization": "Bearer " + fake_openai_key(rng),
        "user-agent": f"OpenAI/Python {v}",
        "x-stainless-lang": "python",
        "x-stainless-package-version": v,
        "x-stainless-os": pick(rng, ["Linux", "MacOS", "Windows"]),
        "x-stainless-arch": pick(rng, ["x64", "arm64"]),
        "x-stainless-runtime": "CPython",
        "x-stainless-runtime-version": pick(rng, ["3.10.14", "3.11.9", "3.12.4", "3.12.7", "3.13.1"]),
        "x-stainless-retry-count": "0",
    }
    if extra:
        h.update(extra)
    return h


def h_openai_js(rng, extra=None):
    v = pick(rng, ["4.52.7", "4.67.3", "4.77.0", "4.85.1", "5.10.2", "5.12.0"])
    h = {
        "content-type": "application/json",
        "accept": "application/json",
        "authorization": "Bearer " + fake_openai_key(rng),
        "user-agent": f"OpenAI/JS {v}",
        "x-stainless-lang": "js",
        "x-stainless-package-version": v,
        "x-stainless-os": pick(rng, ["Linux", "MacOS", "Windows"]),
        "x-stainless-arch": pick(rng, ["x64", "arm64"]),
        "x-stainless-runtime": "node",
        "x-stainless-runtime-version": pick(rng, ["v18.20.4", "v20.11.1", "v20.18.0", "v22.11.0"]),
        "x-stainless-retry-count": "0",
    }
    if extra:
        h.update(extra)
    return h


def h_plain(rng, ua, extra=None):
    h = {
        "content-type": "application/json",
        "authorization": "Bearer " + fake_openai_key(rng),
        "user-agent": ua,
        "accept": pick(rng, ["*/*", "application/json"]),
    }
    if extra:
        h.update(extra)
    return h


def h_requests(rng, extra=None):
    return h_plain(rng, pick(rng, ["python-requests/2.31.0", "python-requests/2.32.3"]), extra)


def h_httpx(rng, extra=None):
    return h_plain(rng, pick(rng, ["python-httpx/0.27.0", "python-httpx/0.28.1"]), extra)


def h_aiohttp(rng, extra=None):
    return h_plain(rng, pick(rng, ["Python/3.11 aiohttp/3.9.5", "Python/3.12 aiohttp/3.10.10"]), extra)


def h_node_fetch(rng, extra=None):
    return h_plain(rng, pick(rng, ["node", "undici", "node-fetch/1.0 (+https://github.com/bitinn/node-fetch)"]), extra)


def h_curl(rng, extra=None):
    return h_plain(rng, pick(rng, ["curl/8.5.0", "curl/7.81.0", "curl/8.7.1"]), extra)


def h_anthropic(rng, ua=None, beta=None, bearer=False, extra=None):
    v = pick(rng, ["0.39.0", "0.45.2", "0.49.0", "0.57.1", "0.64.0"])
    h = {
        "content-type": "application/json",
        "accept": "application/json",
        "anthropic-version": "2023-06-01",
        "user-agent": ua or f"Anthropic/Python {v}",
        "x-stainless-lang": "python" if not ua else "js",
        "x-stainless-retry-count": "0",
    }
    if bearer:
        h["authorization"] = "Bearer " + fake_anthropic_key(rng)
    else:
        h["x-api-key"] = fake_anthropic_key(rng)
    if beta:
        h["anthropic-beta"] = beta
    if extra:
        h.update(extra)
    return h


def h_gemini(rng, ua=None, extra=None):
    h = {
        "content-type": "application/json",
        "x-goog-api-key": fake_gemini_key(rng),
        "x-goog-api-client": pick(rng, ["google-genai-sdk/1.9.0 gl-node/v20.18.0", "google-genai-sdk/1.4.0 gl-node/v22.11.0",
                                        "google-genai-sdk/1.20.0 gl-python/3.12.4", "genai-js/0.21.0"]),
        "user-agent": ua or pick(rng, ["google-genai-sdk/1.9.0 gl-node/v20.18.0", "google-genai-sdk/1.20.0 gl-python/3.12.4"]),
    }
    if extra:
        h.update(extra)
    return h


def h_browser_ext(rng, extra=None):
    h = {
        "content-type": "application/json",
        "authorization": "Bearer " + fake_openai_key(rng),
        "origin": "chrome-extension://" + "".join(rng.choice("abcdefghijklmnop") for _ in range(32)),
        "user-agent": pick(rng, [
            "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
            "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36",
            "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0.0.0 Safari/537.36"]),
        "accept": "text/event-stream",
        "sec-fetch-mode": "cors",
    }
    if extra:
        h.update(extra)
    return h


def h_webui(rng, extra=None):
    h = {
        "content-type": "application/json",
        "authorization": "Bearer " + fake_openai_key(rng),
        "user-agent": pick(rng, ["Python/3.11 aiohttp/3.11.11", "python-httpx/0.28.1", "OpenAI/JS 4.85.1"]),
        "accept": "*/*",
    }
    if extra:
        h.update(extra)
    return h


# ---------------------------------------------------------------- bodies
def chat_body(model, messages, **kw):
    b = {"model": model, "messages": messages}
    for k, v in kw.items():
        if v is not None:
            b[k] = v
    return b


def msg(role, content):
    return {"role": role, "content": content}


def parts(text):
    return [{"type": "text", "text": text}]


def size_ok(body, limit=60000):
    return len(json.dumps(body, ensure_ascii=False).encode("utf-8")) < limit


def trim_text(text, max_chars):
    if len(text) <= max_chars:
        return text
    head = text[: max_chars // 2]
    tail = text[-max_chars // 3:]
    return head + f"\n... [{len(text) - len(head) - len(tail)} characters omitted] ...\n" + tail
