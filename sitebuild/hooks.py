"""MkDocs hooks of the Tapis vert site (``hooks: [sitebuild/hooks.py]`` in mkdocs.yml).

* ``on_files``: adds the generated source pages (``sitebuild.edition.sources``) and the browser code from
  ``playground/`` (served under ``/playground/``).
* ``on_page_markdown``: expands ``<!-- tv-rules: <game> -->`` into the annotated rules
  (``sitebuild.pages.rules_pages``), ```` ```tv-example ```` blocks into worked examples computed by the
  engine (``sitebuild.pages.examples``), and ``[[rule:<id>]]`` / ``[[decision:<id>]]`` references into links.
  A reference to an id that is not in the engine's registry fails the build.
* ``on_page_content``: checks every link to a rules page anchor (``.../rules/#<rule id>``) against the
  registry, for pages written by hand as well as generated ones.
  Then appends the "Cite this page" block (``sitebuild.pages.citation``).
* ``on_post_page``: adds the ``citation_*`` meta tags to the page head (``sitebuild.pages.citation``).
* ``on_post_build``: copies the Pyodide runtime and the engine wheel into the site
  (``sitebuild.runtime.runtime.install_runtime``, also runnable on its own), finishes it for offline use
  (``sitebuild.runtime.offline``) and writes the static hosts' ``_headers`` (``sitebuild.serving.headers``).

The work is done in the ``sitebuild`` modules; this file only wires them to MkDocs.
"""

from __future__ import annotations

import functools
import html
import logging
import posixpath
import re
import sys
from pathlib import Path
from urllib.parse import urljoin, urlsplit

from mkdocs.exceptions import PluginError
from mkdocs.structure.files import File
from mkdocs.utils import get_relative_url

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # MkDocs loads this file by path; make `sitebuild.*` importable
    sys.path.insert(0, str(ROOT))

# After the sys.path line above (E402). What each module does is in its own docstring.
from sitebuild.edition import provenance, sources, tei  # noqa: E402
from sitebuild.languages import alternates, edition, figure_words, twins  # noqa: E402
from sitebuild.pages import (  # noqa: E402
    citation,
    dataset,
    examples,
    figures_page,
    first_deals,
    francion_examples,
    game_count,
    guided,
    live,
    rules_pages,
    runs,
    search_entries,
    search_fold,
    source_pages,
    steps,
)
from sitebuild.runtime import early_start, material_later, offline, runtime  # noqa: E402
from sitebuild.serving import csp, headers  # noqa: E402
from tapisvert.registry import rule_statement  # noqa: E402  (a rule link's title in French)

log = logging.getLogger("mkdocs.hooks.tapisvert")

PLAYGROUND = ROOT / "playground"
PLAYGROUND_SUFFIXES = {".mjs", ".js", ".css"}
REF = re.compile(r"\[\[(rule|decision):([A-Za-z0-9_.\-]+)(?:\|([^\]]+))?\]\]")
HREF = re.compile(r'href="([^"]*#[^"]+)"')

_state: dict = {}


# ------------------------------------------------------------------------------------------ files
def on_config(config):
    # A release build (CANONICAL_URL set) must not cite the reader's own machine: refuse at once.
    try:
        citation.check_release_base(config)
    except citation.CitationError as exc:
        raise PluginError(str(exc)) from exc
    # Versioned playground URLs: old page code never runs against a newer engine client.
    _state["playground_version"] = offline.playground_version(PLAYGROUND)
    offline.version_config(config, _state["playground_version"])
    # Issue 42: the French edition loads the root's shared files and lists its untranslated pages.
    try:
        edition.configure(config)
    except edition.EditionError as exc:
        raise PluginError(str(exc)) from exc
    if edition.prefix(config):
        config["nav"], _state["nav_left_out"] = twins.prune_nav(config["nav"], Path(config["docs_dir"]))
    return config


def on_files(files, config):
    # Provenance first (issue 12): a rule without its source's words or authority, or a decision
    # without its alternative, fails the build with messages naming the rules.
    problems = provenance.build_problems()
    if problems:
        raise PluginError(
            "provenance check failed (python -m sitebuild.edition.provenance):\n  " + "\n  ".join(problems)
        )
    files = source_pages.on_files(files, config)
    files = tei.on_files(files, config, citation.canonical_base(config))
    files = dataset.on_files(files, config)
    # The playground is the root's, shared by every edition (sitebuild/languages/edition.py): not copied under fr/.
    for path in sorted(PLAYGROUND.rglob("*")) if not edition.prefix(config) else ():
        rel = path.relative_to(PLAYGROUND)
        if path.suffix in PLAYGROUND_SUFFIXES and path.is_file() and rel.parts[0] != "node":
            uri = f"playground/{rel.as_posix()}"
            if files.get_file_from_path(uri) is None:
                files.append(File.generated(config, uri, abs_src_path=str(path)))
            # The pages load the playground from playground/<version>/ (sitebuild.runtime.offline).
            vuri = offline.versioned(uri, _state["playground_version"])
            if files.get_file_from_path(vuri) is None:
                files.append(File.generated(config, vuri, abs_src_path=str(path)))
    # Issue 41: Material's search worker, started after the step that folds accents.
    try:
        worker_path, worker_code = search_fold.wrapper(
            _state["playground_version"], root=edition.up_to_root(config)
        )
    except search_fold.SearchFoldError as exc:
        raise PluginError(str(exc)) from exc
    _state["search_worker"] = worker_path
    files.append(File.generated(config, worker_path, content=worker_code))
    _state["files"] = files
    return files


# ------------------------------------------------------------------------------------------ links
def _page_url_of(src_uri: str) -> str | None:
    files = _state.get("files")
    f = files.get_file_from_path(src_uri) if files is not None else None
    return f.url if f is not None else None


def rules_page_url(game: str) -> str:
    url = _page_url_of(f"games/{game}/rules.md")
    if url is None:
        raise PluginError(f"there is no rules page docs/games/{game}/rules.md for the game {game!r}")
    return url


def _href(target_url: str, page, fragment: str | None = None) -> str:
    rel = get_relative_url(target_url, page.url)
    return html.escape(rel + (f"#{fragment}" if fragment else ""), quote=True)


def _source_href(page, source_id: str, paragraph: int | None = None) -> str:
    url = _page_url_of(sources.PAGE_PATH.format(id=source_id))
    if url is None:
        raise PluginError(f"{page.file.src_uri}: there is no page for source {source_id!r}")
    return _href(url, page, f"p{paragraph}" if paragraph is not None else None)


@functools.cache
def _source_title(source_id: str) -> str:
    try:
        return str(sources.load_source(source_id).meta.get("title") or source_id)
    except Exception:  # noqa: BLE001 - a missing title must not hide the real error elsewhere
        return source_id


def _decision_game(decision_id: str) -> str | None:
    for game in rules_pages.games():
        if decision_id in rules_pages.all_decision_ids(game):
            return game
    return None


def _rule_link(
    page, rule_id: str, label: str | None = None, errors: list | None = None, lang: str = "en"
) -> str:
    """A link to a rule, its statement as the link's title in the build's language ``lang``."""
    if rule_id not in rules_pages.all_rule_ids():
        if errors is not None:
            errors.append(f"unknown rule id {rule_id!r}")
        return html.escape(rule_id)
    game = rules_pages.game_of(rule_id)
    statement = rule_statement(
        rule_id, lang
    )  # the rule's words in the page's language, as its rules page states it
    text = html.escape(label) if label else f"<code>{html.escape(rule_id)}</code>"
    return (
        f'<a class="tv-ruleref" href="{_href(rules_page_url(game), page, rule_id)}" '
        f'title="{html.escape(statement, quote=True)}">{text}</a>'
    )


def _decision_link(
    page, decision_id: str, label: str | None = None, errors: list | None = None, lang: str = "en"
) -> str:
    game = _decision_game(decision_id)
    if game is None:
        if errors is not None:
            errors.append(f"unknown decision id {decision_id!r}")
        return html.escape(decision_id)
    text = html.escape(label or f"{'décision' if lang == 'fr' else 'decision'} {decision_id}")
    return f'<a class="tv-ruleref" href="{_href(rules_page_url(game), page, decision_id)}">{text}</a>'


# ---------------------------------------------------------------------------------------- markdown
def on_page_markdown(markdown, page, config, files):
    where = page.file.src_uri
    errors: list[str] = []
    lang = edition.language(config)  # the rule links' titles in the build's language
    if edition.prefix(config):  # issue 42: a page not yet translated is read in English meanwhile
        markdown, linked = twins.link_untranslated(markdown, where, Path(config["docs_dir"]))
        if linked:
            log.info("edition: %s links to %s untranslated pages, in English", where, len(linked))

    def source_href(sid: str, p: int | None = None) -> str:
        return _source_href(page, sid, p)

    def play_href(game: str) -> str | None:
        url = _page_url_of(f"games/{game}/play.md")
        return _href(url, page) if url is not None else None

    live.set_page_links(source_href, play_href)  # the live figures' links (issue 25)
    figure_words.use(config["theme"]["language"])  # the figures' words (issue 42)

    def rules_marker(match):
        game = match.group(1)
        try:
            return rules_pages.render_rules(
                game,
                source_href=source_href,
                source_title=_source_title,
                lang=edition.language(config),  # issue 42: the rules' prose and framing words
            )
        except ValueError as exc:
            raise PluginError(f"{where}: cannot render the rules of {game!r}: {exc}") from exc

    markdown = rules_pages.MARKER.sub(rules_marker, markdown)
    markdown = figures_page.expand(markdown, config["theme"]["language"])
    try:
        markdown = game_count.expand(markdown, len(game_count.playable(rules_pages.games(), _page_url_of)))
    except game_count.CountError as exc:
        raise PluginError(f"{where}: {exc}") from exc

    try:
        markdown = examples.expand(
            markdown, lambda rid: _rule_link(page, rid, errors=errors, lang=lang), where=where
        )
    except examples.ExampleError as exc:
        raise PluginError(str(exc)) from exc
    try:
        markdown = francion_examples.expand(
            markdown, lambda rid: _rule_link(page, rid, errors=errors, lang=lang), where=where
        )
    except francion_examples.ExampleError as exc:
        raise PluginError(str(exc)) from exc
    try:
        markdown = runs.expand(
            markdown, lambda rid: _rule_link(page, rid, errors=errors, lang=lang), where=where
        )
    except runs.ExampleError as exc:
        raise PluginError(str(exc)) from exc
    try:
        markdown = steps.expand(
            markdown, lambda rid: _rule_link(page, rid, errors=errors, lang=lang), where=where
        )
    except steps.ExampleError as exc:
        raise PluginError(str(exc)) from exc

    try:  # the guided first hand (issue 25): its rule ids are checked like the page's own
        markdown = guided.expand(
            markdown, lambda rid, label: _rule_link(page, rid, label, errors, lang), where=where
        )
    except guided.GuidedError as exc:
        raise PluginError(str(exc)) from exc

    def ref(match):
        kind, ident, label = match.groups()
        if kind == "rule":
            return _rule_link(page, ident, label, errors, lang)
        return _decision_link(page, ident, label, errors, lang)

    markdown = REF.sub(ref, markdown)
    if errors:
        raise PluginError(
            f"{where}: " + "; ".join(sorted(set(errors))) + " (not in the engine's rules registry)"
        )
    return markdown


def check_rule_links(page_url: str, content: str) -> list[str]:
    """Links from a page to ``games/<game>/rules/#<id>`` whose id is not in the registry."""
    known_games = set(rules_pages.games())
    problems = []
    base = "http://site.invalid/" + page_url
    for href in HREF.findall(content):
        href = html.unescape(href)
        parts = urlsplit(urljoin(base, href))
        if parts.netloc != "site.invalid":
            continue
        path = posixpath.normpath(parts.path).strip("/")
        m = re.fullmatch(r"games/([a-z0-9_-]+)/rules(?:/index\.html)?", path)
        if not m:
            continue
        game, frag = m.group(1), parts.fragment
        if game not in known_games:
            problems.append(f"{href}: no game {game!r} in the engine")
        elif rules_pages.RULE_ID.match(frag) and frag not in rules_pages.registry(game).rule_ids:
            problems.append(f"{href}: rule {frag!r} is not in the registry of {game}")
        elif rules_pages.DECISION_ID.match(frag) and frag not in rules_pages.registry(game).decision_ids:
            problems.append(f"{href}: decision {frag!r} is not in the registry of {game}")
    return problems


def on_page_content(html_text, page, config, files):
    problems = check_rule_links(page.url, html_text)
    if problems:
        raise PluginError(f"{page.file.src_uri}: broken rule references: " + "; ".join(problems))
    return citation.on_page_content(html_text, page, config, files)


def on_page_context(context, page, config, nav):
    # Issue 42: the page's twin in the other edition (hreflang links, the language switch).
    context["tv_links"] = edition.page_links(page.url, page.file.src_uri, config)
    return context


def on_post_page(output, page, config):
    if edition.prefix(config):  # issue 42: links to pages not yet translated open the English page
        output, changed = twins.english_links(
            output, page.url, set(edition.translated_urls("fr")), set(edition.translated_urls("en"))
        )
        if changed:
            log.info("edition: %s links of %s to untranslated pages, in English", changed, page.file.src_uri)
    labels = provenance.page_problems(page.file.src_uri, output)
    if labels:
        raise PluginError("; ".join(labels))
    # Highwire citation_* meta tags for reference managers; a release build refuses loopback citations.
    try:
        output = citation.on_post_page(output, page, config)
    except citation.CitationError as exc:
        raise PluginError(str(exc)) from exc
    # Issue 27: the engine's answers for the table's first deal, drawn before Python is there.
    try:
        output = first_deals.inject(output, page.file.src_uri, config["theme"]["language"])
    except first_deals.FirstDealError as exc:
        raise PluginError(str(exc)) from exc
    # the page's URL from the site's root (the playground is the root's in both editions)
    output = early_start.inject(output, edition.prefix(config) + page.url, _state.get("playground_version"))
    output = material_later.inject(output)
    output = _fold_search(output)
    # The Content-Security-Policy (issue 16): inline scripts moved to files, the policy declared.
    return csp.on_post_page(output, page, config)


def _fold_search(output: str) -> str:
    try:
        return search_fold.point_config(output, _state["search_worker"])
    except search_fold.SearchFoldError as exc:
        raise PluginError(str(exc)) from exc


def on_post_template(output_content, template_name, config):
    # the theme's static pages (404.html) get the same search and Content-Security-Policy treatment
    if template_name.endswith(".html"):
        output_content = _fold_search(output_content)
    return csp.on_post_template(output_content, template_name, config)


# ------------------------------------------------------------------------------------------ build
def on_post_build(config):
    # Issue 41: each rule, decision and apparatus note its own search entry (before the
    # service worker lists the index and before it is compressed).
    try:
        added = search_entries.add_entries(
            config["site_dir"], _page_url_of, rules_pages.games(), edition.language(config)
        )
    except (search_entries.SearchEntriesError, OSError, KeyError, ValueError) as exc:
        raise PluginError(f"could not add the search entries: {exc}") from exc
    log.info("search: %s rule, decision and apparatus entries added", added)
    if edition.prefix(config):
        return  # the French edition: the English build, which runs it, finishes the site for both
    if _builds_french(config):
        _build_french(config)
    try:
        manifest = runtime.install_runtime(config["site_dir"])
    except (runtime.RuntimeSetupError, OSError) as exc:
        raise PluginError(f"could not install the browser runtime: {exc}") from exc
    log.info("runtime: Pyodide %s and %s copied into the site", manifest["pyodide"], manifest["wheel"])
    # Issue 18: the service worker (it lists every other file), then .br/.gz of everything.
    try:
        done = offline.finish_site(config["site_dir"], manifest, _state.get("playground_version"))
    except (offline.OfflineBuildError, OSError) as exc:
        raise PluginError(f"could not finish the site for offline use: {exc}") from exc
    log.info(
        "offline: %s files precached (%s bytes); %s files precompressed",
        done["precached"],
        done["precache_bytes"],
        done["precompressed"],
    )
    # Issue 22: the static hosts' _headers, from the policy sitebuild/serving/serve.py and nginx send too.
    try:
        rules = headers.write_headers_file(config["site_dir"])
    except ValueError as exc:
        raise PluginError(f"could not write _headers: {exc}") from exc
    log.info("headers: %s rules in _headers", rules)


def _builds_french(config) -> bool:
    """The project's own English build makes the French edition too (a test's own config does not)."""
    path = config.get("config_file_path")
    return bool(path) and Path(path).resolve() == ROOT / "mkdocs.yml"


def _build_french(config) -> None:
    site = Path(config["site_dir"])
    try:
        french = edition.build_french(config)
    except Exception as exc:  # noqa: BLE001 - the French build's own error, named as such
        raise PluginError(f"the French edition (mkdocs.fr.yml) failed to build: {exc}") from exc
    log.info("edition: the French edition built into %s", french)
    shared = edition.share_assets(site, french)  # Material's theme files once, from the root
    log.info(
        "edition: %s theme files (%s bytes) served from the root's assets/", shared["files"], shared["bytes"]
    )
    try:
        twins.report(twins.missing_twins(), "pages of docs/ without their twin", twins.STRICT)
        twins.report(twins.missing_built(site, french), "built pages without their twin", twins.STRICT)
        twins.report(
            twins.missing_rule_words(), "rules and decisions without French words", twins.STRICT_RULE_WORDS
        )
    except twins.MissingTwins as exc:
        raise PluginError(f"issue 42: {exc}") from exc
    try:
        n = alternates.write_sitemap(site, french, edition.site_root_url(config))
    except alternates.AlternatesError as exc:
        raise PluginError(str(exc)) from exc
    log.info("edition: sitemap.xml lists %s pages of both editions", n)


def on_serve(server, config, builder):
    for path in (PLAYGROUND, ROOT / "sitebuild", ROOT / "engine" / "src", ROOT / "sources"):
        if path.exists():
            server.watch(str(path))
    return server
