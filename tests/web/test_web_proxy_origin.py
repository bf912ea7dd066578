"""Behind a reverse proxy and against other sites: the per-address limit counts the client named by a trusted
proxy's X-Forwarded-For (anybody else's is ignored); a page of another site gets no live connection; the
Server header names no versions; a missing static file is the refusal page; the pages have a favicon."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import aiohttp

from bot.settings import Settings
from bot.web.addresses import client_address, networks
from bot.web.live import Limits
from bot.web.origins import allowed_origins, origin_allowed
from tests.web.served import served

LOCAL = networks(["127.0.0.1", "::1"])


def live(url: str) -> str:
    return url.replace("http://", "ws://").replace("/watch/", "/live/watch/")


def test_the_client_address_comes_from_a_trusted_proxy_only() -> None:
    assert client_address("127.0.0.1", "203.0.113.7", LOCAL) == "203.0.113.7"
    assert client_address("127.0.0.1", "198.51.100.1, 203.0.113.7", LOCAL) == "203.0.113.7"  # the proxy's entry
    assert client_address("127.0.0.1", "203.0.113.7, 127.0.0.1", LOCAL) == "203.0.113.7"  # a chain of proxies
    assert client_address("198.51.100.9", "203.0.113.7", LOCAL) == "198.51.100.9"  # not a proxy: ignored
    assert client_address("127.0.0.1", "203.0.113.7", ()) == "127.0.0.1"  # no proxy trusted
    assert client_address("127.0.0.1", "not an address", LOCAL) == "127.0.0.1"
    assert client_address("10.1.2.3", "2001:db8::5", networks(["10.0.0.0/8"])) == "2001:db8::5"


def test_origins_are_the_base_url_and_the_server_itself() -> None:
    allowed = allowed_origins("https://Sticheln.example.org/some/path")
    assert allowed == {"https://sticheln.example.org"}
    assert origin_allowed("https://sticheln.example.org", "127.0.0.1:8080", allowed)
    assert origin_allowed("http://127.0.0.1:8080", "127.0.0.1:8080", allowed)  # the server's own page
    assert not origin_allowed("https://evil.example", "sticheln.example.org", allowed)
    assert not origin_allowed("null", "sticheln.example.org", allowed)
    assert origin_allowed(None, "sticheln.example.org", allowed)  # not a browser: the link decides
    assert allowed_origins(None) == frozenset()
    assert allowed_origins(None, "https://123.discordsays.com") == {"https://123.discordsays.com"}


def test_the_limits_and_proxies_are_settings(tmp_path: Path) -> None:
    settings = Settings(database=tmp_path / "x.db")
    assert (settings.web_per_address, settings.web_per_table) == (50, 500)
    assert settings.web_trusted_proxies == ["127.0.0.1", "::1"]
    try:
        Settings(database=tmp_path / "x.db", web_trusted_proxies=["proxy.local"])
    except ValueError as err:
        assert "web_trusted_proxies" in str(err) and "not an IP address" in str(err)
    else:
        raise AssertionError("a proxy that is not an address was accepted")


async def test_behind_a_proxy_each_client_has_its_own_limit(tmp_path: Path) -> None:
    with served(tmp_path, ["Ann", "Bo"], ai_players=1, limits=Limits(per_address=1)) as table:
        async with aiohttp.ClientSession() as http:
            ann = await http.ws_connect(live(table.watch_url()), headers={"X-Forwarded-For": "203.0.113.1"})
            bo = await http.ws_connect(live(table.watch_url()), headers={"X-Forwarded-For": "203.0.113.2"})
            for page in (ann, bo):
                assert json.loads((await page.receive()).data)["type"] == "state"
            again = await http.ws_connect(live(table.watch_url()), headers={"X-Forwarded-For": "203.0.113.1"})
            assert json.loads((await again.receive()).data)["type"] == "refused"
            assert (await again.receive()).type is aiohttp.WSMsgType.CLOSE and again.close_code == 4429
            await ann.close()
            await bo.close()


async def test_an_untrusted_forwarded_for_is_ignored(tmp_path: Path) -> None:
    limits = Limits(per_address=1)
    with served(tmp_path, ["Ann", "Bo"], ai_players=1, limits=limits, trusted_proxies=()) as table:
        async with aiohttp.ClientSession() as http:
            first = await http.ws_connect(live(table.watch_url()), headers={"X-Forwarded-For": "203.0.113.1"})
            assert json.loads((await first.receive()).data)["type"] == "state"
            forged = await http.ws_connect(live(table.watch_url()), headers={"X-Forwarded-For": "203.0.113.2"})
            assert json.loads((await forged.receive()).data)["type"] == "refused"
            await asyncio.wait_for(forged.receive(), 5)
            assert forged.close_code == 4429
            await first.close()


async def test_a_page_of_another_site_gets_no_live_connection(tmp_path: Path) -> None:
    origins = allowed_origins("https://sticheln.example.org")
    with served(tmp_path, ["Ann", "Bo"], ai_players=1, origins=origins) as table:
        async with aiohttp.ClientSession() as http:
            for origin, accepted in (
                ("https://evil.example", False),
                ("https://sticheln.example.org", True),
                (table.base, True),
            ):
                try:
                    page = await http.ws_connect(live(table.watch_url()), origin=origin)
                except aiohttp.WSServerHandshakeError as refused:
                    assert not accepted and refused.status == 403, origin
                else:
                    assert accepted, origin
                    assert json.loads((await page.receive()).data)["type"] == "state"
                    await page.close()


async def test_headers_static_errors_and_favicon(tmp_path: Path) -> None:
    with served(tmp_path, ["Ann", "Bo"], ai_players=1) as table:
        async with aiohttp.ClientSession() as http:
            for path in ("/static/nothing.js", "/static/", "/static/../bot/web/server.py"):
                async with http.get(table.base + path) as response:
                    body = await response.text()
                    assert response.status in (403, 404) and 'id="refusal"' in body, path
                    assert response.headers["Server"] == "sticheln"
            async with http.get(table.watch_url()) as response:
                assert response.headers["Server"] == "sticheln"
                assert 'rel="icon" href="/favicon.ico"' in await response.text()
            async with http.get(table.base + "/favicon.ico") as response:
                assert response.status == 200 and response.content_type == "image/svg+xml"
                assert (await response.text()).startswith("<svg")
            async with http.ws_connect(live(table.watch_url())) as page:
                assert page._response.headers["Server"] == "sticheln"
