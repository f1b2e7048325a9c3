"""A Redis URL the gateway cannot use is refused when the settings are read, naming the forms it knows."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from gateway.settings import Settings


@pytest.mark.parametrize("url", ["http://redis:6379/0", "redis+sentinel://s1:26379,s2:26379"])
def test_an_unusable_redis_url_is_refused_at_start(url: str) -> None:
    with pytest.raises(ValidationError, match="redis"):
        Settings(redis_url=url)


@pytest.mark.parametrize("url", [
    "redis://u:p@127.0.0.1:6379/0", "rediss://127.0.0.1:6380/0", "unix:///run/redis.sock?db=1",
    "redis+sentinel://s1:26379,s2:26379/mymaster/0", "rediss+cluster://n1:7000,n2:7001",
])
def test_every_documented_form_is_accepted(url: str) -> None:
    assert Settings(redis_url=url).redis_url == url
