"""The site builds strictly, links resolve, and the browser runtime is in place."""

import hashlib
import json
import re
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urljoin, urlsplit

from sitebuild.runtime import runtime
from tests import testing

ORIGIN = testing.TEST_ORIGIN


NOT_FETCHED = {"cite-as", "canonical"}


class _Collect(HTMLParser):
    def __init__(self):
        super().__init__()
        self.ids = set()
        self.links = []  # (tag, attr, value)

    def handle_starttag(self, tag, attrs):
        # <link rel="cite-as"> and <link rel="canonical"> name the public address; a browser never
        # fetches them, so they are neither assets nor links to check on this copy.
        if tag == "link" and dict(attrs).get("rel") in NOT_FETCHED:
            return
        for name, value in attrs:
            if value is None:
                continue
            if name in ("id", "name") and (name == "id" or tag == "a"):
                self.ids.add(value)
            if name in ("href", "src"):
                self.links.append((tag, name, value))


def _parse(path: Path) -> _Collect:
    parser = _Collect()
    parser.feed(path.read_text(encoding="utf-8"))
    return parser


def _pages(site: Path):
    return sorted(p for p in site.rglob("*.html") if "pyodide" not in p.parts)


def _target(site: Path, page: Path, url: str):
    """Map an href on ``page`` to (file, fragment) inside the site, or None for other origins."""
    page_url = ORIGIN + "/" + page.relative_to(site).as_posix()
    full = urljoin(page_url, url)
    parts = urlsplit(full)
    if f"{parts.scheme}://{parts.netloc}" != ORIGIN:
        return None
    path = site / unquote(parts.path).lstrip("/")
    if parts.path.endswith("/") or path.is_dir():
        path = path / "index.html"
    return path, unquote(parts.fragment)


def test_strict_build_succeeds(built_site):
    assert (built_site / "index.html").is_file()
    assert (built_site / "sitemap.xml").is_file()


def test_site_url_is_the_test_origin(built_site):
    sitemap = (built_site / "sitemap.xml").read_text(encoding="utf-8")
    locs = re.findall(r"<loc>([^<]+)</loc>", sitemap)
    assert locs and all(loc.startswith(ORIGIN + "/") for loc in locs)


def test_no_broken_links_or_anchors(built_site):
    parsed: dict[Path, _Collect] = {}

    def parse(path: Path) -> _Collect:  # each page once (setdefault(path, _parse(path)) parsed it per link)
        if path not in parsed:
            parsed[path] = _parse(path)
        return parsed[path]

    broken = []
    for page in _pages(built_site):
        info = parse(page)
        for _tag, attr, url in info.links:
            if url.startswith(("mailto:", "data:", "javascript:")):
                continue
            target = _target(built_site, page, url)
            if target is None:
                continue
            path, fragment = target
            rel = page.relative_to(built_site)
            if not path.exists():
                broken.append(f"{rel}: {attr}={url} -> missing {path.relative_to(built_site)}")
                continue
            if fragment and path.suffix == ".html":
                ids = parse(path).ids
                if fragment not in ids:
                    broken.append(f"{rel}: {url} -> no anchor #{fragment}")
    assert not broken, "broken links:\n" + "\n".join(broken[:50])


def test_no_third_party_assets(built_site):
    """Scripts, styles, images and fonts all come from the site itself (links to other sites are fine)."""
    foreign = []
    for page in _pages(built_site):
        for tag, attr, url in _parse(page).links:
            if tag == "a":
                continue
            target = _target(built_site, page, url)
            if target is None and not url.startswith("data:"):
                foreign.append(f"{page.relative_to(built_site)}: <{tag} {attr}={url}>")
    css_js = list(built_site.rglob("*.css")) + list((built_site / "playground").rglob("*.mjs"))
    for f in css_js:
        text = f.read_text(encoding="utf-8", errors="replace")
        for m in re.finditer(r"@import\s+url\(['\"]?(https?:)?//", text):
            foreign.append(f"{f.relative_to(built_site)}: {m.group(0)}")
    assert not foreign, "\n".join(foreign)


def test_theme_requests_no_web_fonts(built_site):
    html = (built_site / "index.html").read_text(encoding="utf-8")
    assert "fonts.googleapis" not in html and "fonts.gstatic" not in html


def test_runtime_files_and_wheel_manifest(built_site):
    names = sorted(p.name for p in (built_site / "pyodide").iterdir() if p.suffix not in (".br", ".gz"))
    assert names == sorted(runtime.RUNTIME_FILES)
    # precompressed variants beside them (issue 18), except for files too small to gain
    for name in ("pyodide.asm.wasm", "pyodide.asm.mjs", "python_stdlib.zip", "pyodide-lock.json"):
        for suffix in (".br", ".gz"):
            assert (built_site / "pyodide" / (name + suffix)).is_file(), name + suffix
    manifest = json.loads((built_site / "wheels" / "manifest.json").read_text(encoding="utf-8"))
    wheel = built_site / manifest["wheel"]
    assert wheel.is_file() and wheel.name.endswith("-py3-none-any.whl")
    digest = hashlib.sha256(wheel.read_bytes()).hexdigest()
    assert manifest["sha256"] == digest
    assert manifest["wheel"].split("/")[1] == digest[:12], "the wheel path carries its hash (cache-busting)"
    assert "?" not in manifest["wheel"], "loadPackage refuses URLs with a query string"
    assert (
        manifest["pyodide"]
        == json.loads((testing.ROOT / "package.json").read_text())["dependencies"]["pyodide"]
    )


def test_playground_module_and_styles_are_linked(built_site):
    html = (built_site / "games" / "triomphe" / "play" / "index.html").read_text(encoding="utf-8")
    # the pages load the playground from its content-hashed directory (issue 18: versioned URLs)
    m = re.search(
        r'<script[^>]+type="module"[^>]+playground/([0-9a-f]{10})/site/main\.mjs', html
    ) or re.search(r'<script[^>]+playground/([0-9a-f]{10})/site/main\.mjs[^>]+type="module"', html)
    assert m, "site/main.mjs is not loaded from playground/<version>/"
    assert f"playground/{m.group(1)}/table/table.css" in html
    assert 'class="tv-table"' in html and 'data-game="triomphe"' in html
    for name in (
        "site/main.mjs",
        "engine-client/engine.mjs",
        "engine-client/worker.mjs",
        "table/table.mjs",
        "table/cards.mjs",
        "table/table.css",
    ):
        assert (built_site / "playground" / m.group(1) / name).is_file()
        assert (built_site / "playground" / name).is_file()


def test_service_worker_precaches_every_versioned_playground_file_and_no_unversioned_copy(built_site):
    # the playground's folders (table/, site/...) are published twice, like its top level: the
    # pages use playground/<version>/, and only that copy is precached (sitebuild/runtime/offline.py)
    sw = (built_site / "sw.js").read_text(encoding="utf-8")
    urls = set(re.findall(r'"url":"(playground/[^"]+)"', sw))
    (version,) = [
        p.name for p in (built_site / "playground").iterdir() if re.fullmatch(r"[0-9a-f]{10}", p.name)
    ]
    assert sorted(u for u in urls if not u.startswith(f"playground/{version}/")) == []
    shipped = {
        f"playground/{version}/{p.relative_to(built_site / 'playground' / version).as_posix()}"
        for p in (built_site / "playground" / version).rglob("*")
        if p.is_file() and p.suffix in (".mjs", ".js", ".css")
    }
    assert shipped and urls == shipped
    assert f"playground/{version}/table/panels/panels.mjs" in urls


def test_instant_navigation_is_configured(built_site):
    html = (built_site / "index.html").read_text(encoding="utf-8")
    config = re.search(r'<script id="__config" type="application/json">(.*?)</script>', html, re.S)
    assert config, "Material's config block is missing"
    features = json.loads(config.group(1))["features"]
    assert "navigation.instant" in features
    # a light and a dark palette with a toggle
    assert 'data-md-color-scheme="default"' in html and "slate" in html


def test_wheel_build_is_reproducible(tmp_path):
    """Two builds with the fixed SOURCE_DATE_EPOCH give byte-identical wheels."""
    first = runtime.build_wheel(dist=tmp_path / "a")
    second = runtime.build_wheel(dist=tmp_path / "b")
    assert first.name == second.name
    assert hashlib.sha256(first.read_bytes()).hexdigest() == hashlib.sha256(second.read_bytes()).hexdigest()
