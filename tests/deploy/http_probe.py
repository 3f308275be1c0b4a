"""Requests to a server on loopback, as the tests send them: with http.client, or as raw bytes
(a malformed request line cannot be sent any other way)."""

from __future__ import annotations

import http.client
import socket
from dataclasses import dataclass


@dataclass(frozen=True)
class Reply:
    status: int
    headers: dict[str, str]  # lower-case names
    body: bytes


def request(port: int, path: str, headers: dict[str, str] | None = None, method: str = "GET") -> Reply:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    try:
        conn.putrequest(method, path, skip_accept_encoding=True)  # the path is sent as it is
        for name, value in (headers or {}).items():
            conn.putheader(name, value)
        conn.endheaders()
        resp = conn.getresponse()
        return Reply(resp.status, {k.lower(): v for k, v in resp.getheaders()}, resp.read())
    finally:
        conn.close()


def raw_reply(port: int, data: bytes) -> bytes:
    """Send ``data`` on a fresh connection; every byte of the reply, until the server closes."""
    with socket.create_connection(("127.0.0.1", port), timeout=30) as sock:
        sock.sendall(data)
        reply = b""
        while chunk := sock.recv(65536):
            reply += chunk
    return reply


def raw_status(port: int, data: bytes) -> int:
    """Send ``data`` on a fresh connection; the status of the reply (its first line)."""
    with socket.create_connection(("127.0.0.1", port), timeout=30) as sock:
        sock.sendall(data)
        reply = b""
        while b"\r\n" not in reply:
            chunk = sock.recv(65536)
            if not chunk:
                break
            reply += chunk
    line = reply.split(b"\r\n", 1)[0].decode("latin-1")
    parts = line.split(" ", 2)
    if len(parts) < 2 or not parts[0].startswith("HTTP/") or not parts[1].isdigit():
        raise AssertionError(f"not an HTTP status line: {line!r} (reply {reply[:200]!r})")
    return int(parts[1])
