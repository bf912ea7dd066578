"""The address a page comes from, for the per-address limit of live pages.

Behind a reverse proxy every connection comes from the proxy: the client's own
address is then the last one the proxy added to ``X-Forwarded-For``. The
header is read only for connections from a trusted proxy (``web_trusted_proxies``),
since anybody else can write anything in it; entries added by trusted proxies
are skipped from the right, so a chain of proxies works too.
"""

from __future__ import annotations

import ipaddress
from collections.abc import Iterable

Network = ipaddress.IPv4Network | ipaddress.IPv6Network
LOOPBACK = ("127.0.0.1/8", "::1/128")  # the documented set-up: a proxy on the same machine


def networks(entries: Iterable[str]) -> tuple[Network, ...]:
    """The trusted proxies' addresses or networks (``10.0.0.0/8``); ValueError names a bad one."""
    return tuple(ipaddress.ip_network(entry.strip(), strict=False) for entry in entries)


def client_address(remote: str | None, forwarded_for: str | None, trusted: tuple[Network, ...]) -> str:
    """The client's address: ``remote``, or from a trusted proxy the last untrusted ``X-Forwarded-For`` entry."""
    address = remote or "?"
    if not forwarded_for or not _trusted(address, trusted):
        return address
    for entry in reversed(forwarded_for.split(",")):
        entry = entry.strip()
        if not _parses(entry):
            return address  # a header the proxy did not write: the proxy's address counts
        if not _trusted(entry, trusted):
            return entry
        address = entry
    return address


def _parses(text: str) -> bool:
    try:
        ipaddress.ip_address(text)
    except ValueError:
        return False
    return True


def _trusted(address: str, trusted: tuple[Network, ...]) -> bool:
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return False
    return any(ip in network for network in trusted)
