"""The outbound HTTP client for upstreams on the internet: aiohttp, one session per upstream's settings.

Each distinct ``http`` setting of a version (proxy, CA bundle, client certificate, pool size, keep-alive)
gets its own session, with at most ``max_connections`` per host and keep-alive expiry. TLS is verified by
default, against the system's CAs or the version's ``ca_bundle``. Proxies come from the version
(``proxy``) or, by default, from ``HTTPS_PROXY``/``HTTP_PROXY``/``NO_PROXY`` (aiohttp's ``trust_env``);
an HTTPS upstream behind a proxy is reached through a CONNECT tunnel. It answers with the same types and
failures as the minimal plain-HTTP client (``http1``), so the OpenAI-compatible upstream drives either.
"""

from __future__ import annotations

import asyncio
import ssl
from typing import Any

import aiohttp

from gateway.policy.model import Outbound
from gateway.upstreams.http1 import ConnectTimeout, HTTPFailure


def tls_context(settings: Outbound) -> ssl.SSLContext:
    """Verified by default (system CAs, or the version's bundle); the client certificate when one is set."""
    context = ssl.create_default_context(cafile=settings.ca_bundle)
    if not settings.verify_tls:
        context.check_hostname = False
        context.verify_mode = ssl.CERT_NONE
    if settings.client_cert is not None:
        context.load_cert_chain(settings.client_cert, settings.client_key)
    return context


class AioResponse:
    """An answer whose status and headers arrived, read whole or as it comes (``http1.Response``'s interface)."""

    def __init__(self, response: aiohttp.ClientResponse, idle: float) -> None:
        self._response = response
        self._idle = idle
        self.status = response.status
        self.content_type = response.headers.get("content-type", "").encode("latin-1", "replace")
        self.ended = False

    async def read_any(self) -> bytes:
        if self.ended:
            return b""
        try:
            async with asyncio.timeout(self._idle):
                data = await self._response.content.readany()
        except TimeoutError:
            self.close()
            raise
        except (aiohttp.ClientError, OSError) as exc:
            self.close()
            raise HTTPFailure(f"the answer broke ({type(exc).__name__})") from None
        if not data:
            self.ended = True
            self._response.release()
        return data

    async def read(self, limit: int | None = None) -> bytes:
        try:
            if limit is None:
                body = await self._response.read()
            else:
                body = await self._response.content.read(limit)
        except (aiohttp.ClientError, OSError) as exc:
            self.close()
            raise HTTPFailure(f"the answer broke ({type(exc).__name__})") from None
        self.ended = True
        self._response.release()
        return body

    def release(self) -> None:
        self._response.release()

    def close(self) -> None:
        if not self.ended:
            self.ended = True
            self._response.close()  # an answer not read to its end: its connection is not reused


class AioClient:
    """One upstream setting's session: its pool, TLS context and proxy."""

    def __init__(self, settings: Outbound) -> None:
        self.settings = settings
        self._session: aiohttp.ClientSession | None = None
        self._proxy = settings.proxy if settings.proxy not in (None, "direct") else None

    def _open(self) -> aiohttp.ClientSession:
        s = self.settings
        connector = aiohttp.TCPConnector(
            limit=0, limit_per_host=s.max_connections, keepalive_timeout=s.keepalive_seconds, ssl=tls_context(s),
            ttl_dns_cache=60,
        )
        self._session = aiohttp.ClientSession(
            connector=connector, trust_env=s.proxy is None, cookie_jar=aiohttp.DummyCookieJar(),
            timeout=aiohttp.ClientTimeout(total=None), skip_auto_headers=("User-Agent",),
        )
        return self._session

    async def post(
        self, url: str, headers: dict[str, str], body: bytes, *, connect: float, idle: float, total: float,
        headers_within: float | None = None,
    ) -> AioResponse:
        """POST and wait for the status and headers: within ``headers_within`` when given, else ``total``
        (which also bounds the whole answer); ``idle`` bounds each wait for more of the body."""
        session = self._session or self._open()
        timeout = aiohttp.ClientTimeout(total=total, sock_connect=connect)
        kwargs: dict[str, Any] = {"data": body, "headers": headers, "timeout": timeout, "allow_redirects": False}
        if self._proxy is not None:
            kwargs["proxy"] = self._proxy
        try:
            async with asyncio.timeout(headers_within):
                response = await session.post(url, **kwargs)
        except aiohttp.ConnectionTimeoutError:
            raise ConnectTimeout from None
        except (aiohttp.ServerTimeoutError, TimeoutError):
            raise TimeoutError from None
        except aiohttp.ClientConnectorCertificateError as exc:
            raise HTTPFailure(f"TLS verification of the upstream failed ({exc.certificate_error})", connect=True) \
                from None
        except aiohttp.ClientProxyConnectionError:
            raise HTTPFailure("cannot connect to the proxy", connect=True) from None
        except aiohttp.ClientHttpProxyError as exc:
            raise HTTPFailure(f"the proxy refused the connection ({exc.status})", connect=True) from None
        except aiohttp.ClientConnectorError as exc:
            raise HTTPFailure(f"cannot connect ({type(exc.os_error).__name__})", connect=True) from None
        except aiohttp.ServerDisconnectedError:
            raise HTTPFailure("the upstream closed the connection", stale=True) from None
        except (aiohttp.ClientError, OSError) as exc:
            raise HTTPFailure(f"the upstream call failed ({type(exc).__name__})") from None
        return AioResponse(response, idle)

    async def close(self) -> None:
        if self._session is not None:
            await self._session.close()
            self._session = None
