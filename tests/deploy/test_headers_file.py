"""The static hosts' ``_headers`` (Netlify, Cloudflare Pages), written by the build from
sitebuild/serving/headers.py: read back as the hosts read it, it gives every file of the site the headers
the project's server sends, and no header twice (the hosts would join the two values)."""

from __future__ import annotations

from pathlib import Path

import pytest

from sitebuild.serving import headers
from tests import testing

#: What both hosts send for a file no rule gives a Cache-Control: the revalidate class in effect.
HOST_DEFAULT_CACHE = "public, max-age=0, must-revalidate"
#: The classes a static host revalidates (the short class's hour is given up: deploy/README.md).
REVALIDATED = {headers.CACHE_CONTROL[headers.REVALIDATE], headers.CACHE_CONTROL[headers.SHORT]}


def matches(pattern: str, url_path: str) -> bool:
    if pattern.endswith("*"):
        return url_path.startswith(pattern[:-1])
    return url_path == pattern


def host_headers(rules, url_path: str) -> dict[str, str]:
    """Every header the rules give ``url_path``, as a host applies them (all matching rules)."""
    out: dict[str, str] = {}
    for pattern, pairs in rules:
        if matches(pattern, url_path):
            for name, value in pairs:
                assert name not in out, f"{url_path}: {name} from two rules ({out[name]!r}, {value!r})"
                out[name] = value
    out.setdefault("Cache-Control", HOST_DEFAULT_CACHE)
    return out


def site_files(site: Path) -> list[str]:
    return sorted(
        "/" + f.relative_to(site).as_posix()
        for f in site.rglob("*")
        if f.is_file() and f.suffix not in (".br", ".gz") and f.name != headers.HEADERS_FILE
    )


def check_site(site: Path, rules) -> int:
    wrong = []
    paths = site_files(site)
    # a page is asked for by its directory's address, too
    paths += [p.removesuffix("index.html") for p in paths if p.endswith("/index.html")]
    for path in paths:
        want = dict(headers.response_headers(path))
        if want["Cache-Control"] in REVALIDATED:
            want["Cache-Control"] = HOST_DEFAULT_CACHE  # or no-cache: both revalidate on every use
        got = host_headers(rules, path)
        if got["Cache-Control"] == headers.CACHE_CONTROL[headers.REVALIDATE]:
            got["Cache-Control"] = HOST_DEFAULT_CACHE
        if got != want:
            wrong.append(f"{path}: {got} != {want}")
    assert not wrong, "\n".join(wrong[:20])
    return len(paths)


def test_rules_of_the_sample_site_give_every_file_its_headers(sample_site):
    rules = headers.header_rules(sample_site)
    assert rules[0] == ("/*", list(headers.SECURITY_HEADERS))
    # a directory of hashed files gets one rule; a hashed file beside others, its own
    cache = {p: dict(pairs).get("Cache-Control") for p, pairs in rules}
    immutable = headers.CACHE_CONTROL[headers.IMMUTABLE]
    for pattern in ("/playground/0123456789/*", "/wheels/0123456789ab/*", "/assets/javascripts/*"):
        assert cache[pattern] == immutable, pattern
    assert "/playground/main.mjs" not in cache  # the host's default: revalidated
    assert cache["/sw.js"] == cache["/wheels/manifest.json"] == "no-cache"
    assert check_site(sample_site, rules) > len(rules)


def test_the_file_reads_back_as_written(sample_site):
    rules = headers.header_rules(sample_site)
    text = headers.render_headers_file(rules)
    assert headers.parse_headers_file(text) == rules
    with pytest.raises(ValueError, match="before any URL pattern"):
        headers.parse_headers_file("  X-A: b\n")
    with pytest.raises(ValueError, match="Name: value"):
        headers.parse_headers_file("/*\n  no colon here\n")


def test_the_build_writes_headers_for_its_files():
    site = testing.test_site()
    rules = headers.parse_headers_file((site / headers.HEADERS_FILE).read_text(encoding="utf-8"))
    assert rules == headers.header_rules(site), "the _headers file is not the build's own"
    assert len(rules) <= headers.MAX_HEADER_RULES
    assert dict(rules[0][1])["Content-Security-Policy"] == headers.csp.POLICY
    assert any(
        dict(pairs).get("Cache-Control") == headers.CACHE_CONTROL[headers.IMMUTABLE] for _, pairs in rules
    )
    check_site(site, rules)


def test_every_file_type_of_the_build_has_its_mime_type():
    site = testing.test_site()
    suffixes = {Path(p).suffix.lower() for p in site_files(site) if Path(p).suffix}
    assert suffixes - set(headers.MIME_TYPES) == set()
    assert headers.content_type("/pyodide/pyodide.asm.wasm") == "application/wasm"
