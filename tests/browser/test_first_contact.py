"""A newcomer's first contact (issue 41): the home page says where to begin and shows a game on a
phone's first screen; the site's own pages answer a missing page (404), an unreadable request (400)
and an address too long (414), from the project's server and from nginx."""

from __future__ import annotations

import pytest

from sitebuild.pages import game_count, rules_pages
from tests import testing
from tests.deploy import nginx_server
from tests.deploy.http_probe import raw_reply

PHONE = {"width": 390, "height": 844}


@pytest.fixture()
def phone(browser, origin):
    ctx = browser.new_context(viewport=PHONE, has_touch=True, is_mobile=True)
    pg = ctx.new_page()
    pg.errors = []
    pg.on("pageerror", lambda exc: pg.errors.append(str(exc)))
    yield pg
    ctx.close()


def playable_games(site) -> list[str]:
    return [g for g in rules_pages.games() if (site / "games" / g / "play" / "index.html").is_file()]


def test_a_game_is_on_a_phones_first_screen(phone, origin):
    page = phone
    page.goto(origin + "/")
    first = page.locator(".tv-games li").first
    first.wait_for()
    box = first.bounding_box()
    title = first.locator("a").first.bounding_box()
    assert box is not None and title is not None
    # the card starts, and its game's name is read, within the first 844 px, without a scroll
    assert page.evaluate("() => window.scrollY") == 0
    assert title["y"] + title["height"] <= PHONE["height"], title
    assert not page.errors, page.errors


def test_the_home_page_counts_the_playable_games_and_says_where_to_begin(page, origin):
    page.goto(origin + "/")
    text = page.locator("article").inner_text()
    count = len(playable_games(testing.test_site()))
    assert count == 6  # the engine's registry, with a Play page each: a count the page must say
    assert f"{game_count.in_words(count)} games you can play" in " ".join(text.split()), text[:400]
    assert "Five games" not in text
    # every game's card leads to its "Learn to play" hand
    learn = page.locator(".tv-games a[href*='#learn-to-play']").evaluate_all(
        "(as) => as.map((a) => a.getAttribute('href'))"
    )
    for game in rules_pages.games():
        assert any(f"games/{game}/#learn-to-play" in h for h in learn), (game, learn)
    # a reader, a player and a scholar each find where to begin
    begin = page.locator("#where-to-begin + ul").inner_text()
    for who in ("To read.", "To play.", "To study and cite."):
        assert who in begin, begin
    assert "Learn to play" in begin and "cite" in begin
    # what the received texts are
    texts = " ".join(page.locator("#what-the-received-texts-are + p").inner_text().split())
    assert "modern web pages" in texts and "translat" in texts, texts


# ------------------------------------------------------------------------------ the site's error pages
def test_a_missing_page_is_the_sites_page_with_search_and_ways_back_in(page, origin):
    response = page.goto(origin + "/games/triomphe/no-such-page/")
    assert response is not None and response.status == 404
    assert page.locator("h1").inner_text() == "Page not found"
    assert page.locator(".md-header").count() == 1, "not the site's styled page"
    links = page.locator("article a").evaluate_all("(as) => as.map((a) => new URL(a.href).pathname)")
    for path in ("/", "/games/triomphe/", "/games/tarot/", "/sources/", "/bibliography/"):
        assert path in links, (path, links)
    # its search button opens the site's search, which finds a page
    page.locator(".tv-error-search").click()
    box = page.locator(".md-search__input")
    box.wait_for(state="visible")
    box.press_sequentially("Misere")
    page.locator(".md-search-result__item").first.wait_for(timeout=30_000)
    assert page.locator(".md-search-result mark").first.inner_text().lower().startswith("mis")


@pytest.mark.parametrize(
    ("path", "status", "title"),
    [
        ("/?q=" + "a" * 10_000, 414, "This address is too long"),
        ("/sources/index.html%00", 400, "This address cannot be read"),
    ],
)
def test_an_address_the_server_refuses_gets_the_sites_page(browser, origin, path, status, title):
    # a first visit: a service worker would answer from its cache without asking the server
    ctx = browser.new_context(viewport={"width": 1280, "height": 800}, service_workers="block")
    page = ctx.new_page()
    response = page.goto(origin + path)
    assert response is not None and response.status == status
    assert page.locator("h1").inner_text() == title
    assert page.locator(".md-header").count() == 1, "not the site's styled page"
    links = page.locator("article a").evaluate_all("(as) => as.map((a) => new URL(a.href).pathname)")
    assert "/" in links and "/sources/" in links, links
    ctx.close()


@pytest.fixture(scope="module")
def nginx(tmp_path_factory):
    if not nginx_server.available():
        pytest.fail(nginx_server.MISSING)
    srv = nginx_server.NginxServer(testing.test_site(), tmp_path_factory.mktemp("nginx-errors"))
    yield srv
    srv.close()


@pytest.mark.parametrize(
    ("target", "status"),
    [("/no/such/page/", 404), ("/?q=" + "a" * 10_000, 414), ("/%2e%2e/index.html", 400)],
)
def test_both_servers_send_the_built_error_pages(nginx, origin, target, status):
    """The bytes of the build's own 404.html, 400.html and 414.html, from nginx and from the project's
    server alike (tests/deploy checks the same on a sample site)."""
    site = testing.test_site()
    request = f"GET {target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".encode("latin-1")
    project_port = int(origin.rsplit(":", 1)[1])
    for name, port in (("nginx", nginx.port), ("python", project_port)):
        head, _, body = raw_reply(port, request).partition(b"\r\n\r\n")
        assert head.split(b" ", 2)[1] == str(status).encode(), (name, head[:120])
        if b"transfer-encoding: chunked" in head.lower():
            pytest.fail(f"{name}: a chunked error page")
        assert body == (site / f"{status}.html").read_bytes(), (name, status, body[:200])
