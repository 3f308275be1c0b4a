"""Source pages of the Tapis vert archive: the received texts, their readings and apparatus, rendered
from the data of :mod:`sitebuild.edition.sources`.

Called from ``sitebuild/hooks.py``::

    from sitebuild.pages import source_pages

    def on_files(files, config):
        return source_pages.on_files(files, config)

:func:`on_files` adds generated files to the build (nothing is written into ``docs/``):

* ``sources/index.md``         an overview of the five sources (unless ``docs/sources/index.md`` exists);
* ``sources/<id>.md``          one page per source: metadata, condition, the text, the apparatus;
* ``sources/<id>/received.txt`` the received file itself, byte for byte (a plain-text download).

With ``use_directory_urls`` (the default) the pages are served at ``/sources/<id>/``, with the
plain text beside them at ``/sources/<id>/received.txt``. ``PAGE_PATH`` matches the ``nav`` entries.

The browser side lives in ``playground/page/edition.mjs`` (the reading toggle) and ``playground/page/edition.css``
(layout of both readings); both must be listed in ``mkdocs.yml`` (``extra_javascript`` as a module,
``extra_css``). Without JavaScript the page still shows the default reading, with working anchors.

Data (per source, in ``sources/<id>/``; the format is documented in ``sources/README.md``):

* ``received.txt``  the text as received: a byte-exact copy of the seed file. Paragraph *n* is physical
  line *n* (lines split on ``\\n`` only; a final newline does not open a further paragraph).
* ``metadata.yaml`` title, original work, archive, URL, languages, seed file and sha256, condition.
* ``edition.yaml``  the normalized reading (per paragraph, with editorial markup) and the apparatus.

Page structure (what the tests and the JavaScript rely on)::

    <div class="tv-edition" data-source="triomphe" data-reading="normalized"
         data-readings="normalized diplomatic" data-default-reading="normalized">
      <div class="tv-reading-bar">                      (sticky at the top of the window: edition.css)
        <div class="tv-reading-toggle" role="group" hidden> <button data-tv-reading=... aria-pressed=...> ...
        <form class="tv-goto" hidden> "Go to ¶" <input type="number" min="1" max="<last ¶>"> <button> </form>
      <div class="tv-text">
        <div class="tv-group">                          (one paragraph of the normalized reading)
          <span class="tv-p" id="p10" [lang="fr"]>        (one received line; the anchor is shared
            <a class="tv-pn" href="#p10">10</a>              by both readings, so #p10 always works)
            <span class="tv-d">…received line, HTML-escaped…</span>
            <span class="tv-n">…normalized reading…</span>   (only where a normalized reading exists)

The container's ``data-reading`` decides which of ``.tv-d`` / ``.tv-n`` is shown (CSS). Anchors and
line numbers are identical in both readings.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from sitebuild.edition import provenance, tei
from sitebuild.edition.sources import (
    INDEX_PATH,
    KINDS,
    LANGUAGE_NAMES,
    PAGE_PATH,
    RECEIVED_PATH,
    STATUS_DEFINITIONS,
    EditionError,
    Source,
    _dir_url,
    _esc,
    autolink,
    default_urls,
    load_all,
    page_url,
    paragraph_languages,
    paragraph_links,
    relative_url,
    render_markup,
    validate,
    witnesses,
)
from sitebuild.languages import edition, edition_words, source_words


# ------------------------------------------------------------------------------------- rendering
def _language_list(codes: Iterable[str], lang: str = "en") -> str:
    names = source_words.LANGUAGE_NAMES_FR if lang == "fr" else LANGUAGE_NAMES
    return ", ".join(f"{names.get(c, c)} ({c})" for c in codes)


def _date_text(value: Any, lang: str = "en") -> str:
    if value in (None, ""):
        return _w(lang)["not_known"]
    return str(value)


def _w(lang: str) -> dict[str, str]:
    """The source pages' framing words in ``lang`` (issue 42: ``sitebuild.languages.source_words``)."""
    return source_words.words(lang)


def render_metadata(source: Source, received_href: str = "received.txt", lang: str = "en") -> str:
    w = _w(lang)
    m = source.meta
    if lang != "en":  # the metadata's prose in the page's language (sitebuild.languages.edition_words)
        m = edition_words.localized_metadata(source.id, m, lang)
    o = m["original"]
    seed = m["seed"]
    nmax = len(source.lines)

    def prose(s: Any) -> str:
        return autolink(_esc(s), nmax)

    publisher = "" if str(o["publisher"]).startswith(str(o["author"])) else f" {_esc(o['publisher'])}."
    rows = [
        (
            w["original"],
            f"<cite>{_esc(o['title'])}</cite>, {_esc(o['publisher'] if publisher == '' else o['author'])}.{publisher}"
            + (
                f' <span class="tv-meta-note">{prose(o["author_note"])}</span>'
                if o.get("author_note")
                else ""
            ),
        ),
        (
            w["date_original"],
            _esc(_date_text(o.get("date"), lang))
            + (f' <span class="tv-meta-note">{prose(o["date_note"])}</span>' if o.get("date_note") else ""),
        ),
        (w["url_original"], f'<a href="{_esc(m["url"])}" rel="noopener">{_esc(m["url"])}</a>'),
        (w["language_original"], _esc(_language_list([o["language"]], lang))),
    ]
    tr = m.get("translation")
    if tr:
        rows.append(
            (
                w["translation"],
                f"{_esc(_language_list([tr['language']], lang))}, {_esc(_date_text(tr.get('date'), lang))}."
                f' <span class="tv-meta-note">{prose(tr.get("note", ""))}</span>',
            )
        )
    rows += [
        (w["received_from"], _esc(m["archive"])),
        (
            w["languages"],
            _esc(_language_list(m["languages"], lang))
            + (
                f' <span class="tv-meta-note">{_esc(m["languages_note"])}</span>'
                if m.get("languages_note")
                else ""
            ),
        ),
        (
            w["received_file"],
            f'<a href="{_esc(received_href)}" download><code>received.txt</code></a>'
            + w["received_file_text"].format(
                file=_esc(seed["file"]),
                bytes=seed["bytes"],
                lines=seed["lines"],
                encoding=_esc(seed.get("encoding", "UTF-8")),
            ),
        ),
        ("SHA-256", f'<code class="tv-sha">{_esc(seed["sha256"])}</code>'),
        (
            "TEI P5",
            f'<a href="{_esc(_beside(received_href, tei_name(source.id)))}"'
            f' download="{_esc(tei_name(source.id))}"><code>{_esc(tei_name(source.id))}</code></a>'
            + w["tei_text"],
        ),
    ]
    rights = m.get("rights") or {}
    if rights:
        rows.append(
            (
                w["rights"],
                _esc(rights.get("attribution", ""))
                + ". "
                + (
                    f'{w["licence"]}{w["colon"]} <a href="{_esc(rights["licence_url"])}" rel="license">'
                    f"{_esc(rights['licence'])}</a>. "
                    if rights.get("licence_url")
                    else w["no_licence"]
                )
                + f'<span class="tv-meta-note">{prose(" ".join(str(rights.get("note", "")).split()))}</span>',
            )
        )
    hist = m.get("historical_sources") or []
    if hist:
        rows.append(
            (
                w["historical"],
                "<ul>" + "".join(f"<li>{prose(h)}</li>" for h in hist) + "</ul>",
            )
        )
    body = "".join(f"<dt>{_esc(k)}</dt><dd>{v}</dd>" for k, v in rows)
    return f'<dl class="tv-meta">{body}</dl>'


def tei_name(source_id: str) -> str:
    """The file name of a source's TEI download (``sitebuild.edition.tei.FILE_PATH``)."""
    return f"tapisvert-{source_id}.tei.xml"


def _beside(href: str, name: str) -> str:
    """A link to ``name`` in the same directory as ``href``."""
    return href.rsplit("/", 1)[0] + "/" + name if "/" in href else name


def render_encoding() -> str:
    """The TEI encoding guide (``sitebuild.edition.tei.ENCODING_GUIDE``, also in each file's encodingDesc)."""
    items = "".join(f"<dt>{_esc(k)}</dt><dd>{_esc(v)}</dd>" for k, v in tei.ENCODING_GUIDE)
    return f'<dl class="tv-meta tv-encoding">{items}</dl>'


def render_condition(source: Source, lang: str = "en") -> str:
    meta = source.meta
    if lang != "en":
        meta = edition_words.localized_metadata(source.id, meta, lang)
    cond = meta["condition"]
    items = []
    for d in cond.get("damage") or []:
        where = paragraph_links(d.get("paragraphs") or [])
        raw = str(d.get("kind", ""))
        kind = _esc(source_words.DAMAGE_FR.get(raw, raw) if lang == "fr" else raw.replace("-", " "))
        items.append(
            f"<li><strong>{kind}</strong>{' (' + where + ')' if where else ''}: {autolink(_esc(d.get('description', '')), len(source.lines))}</li>"
        )
    return f'<p>{_esc(cond["summary"])}</p><ul class="tv-condition">{"".join(items)}</ul>'


def _title(source: Source, lang: str) -> str:
    """The source's title in the page's language (the h1 adds "the received text" to it): what a
    preview of one of its paragraphs is headed with (playground/page/preview.mjs reads data-title)."""
    if lang == "en":
        return str(source.meta["title"])
    return str(edition_words.localized_metadata(source.id, source.meta, lang)["title"])


def render_text(source: Source, lang: str = "en") -> str:
    """The text block: both readings interleaved line by line (see the module docstring)."""
    w = _w(lang)
    lines = source.lines
    normalized = source.normalized if source.has_normalized else {}
    apparatus = {a["id"]: a for a in source.apparatus}
    group_of: dict[int, tuple[int, int]] = {}
    for a, b in source.groups:
        for n in range(a, b + 1):
            group_of[n] = (a, b)
    # An edition may ask for the two readings side by side (``parallel: true`` in edition.yaml): a third
    # reading, "parallel", then comes first and is the default.
    parallel = source.has_normalized and bool(source.edition.get("parallel"))
    languages = paragraph_languages(source)
    default = "parallel" if parallel else "normalized" if source.has_normalized else "diplomatic"
    readings = (
        "parallel normalized diplomatic"
        if parallel
        else "normalized diplomatic"
        if source.has_normalized
        else "diplomatic"
    )
    out = [
        f'<div class="tv-edition" data-source="{_esc(source.id)}" data-reading="{default}"'
        f' data-default-reading="{default}" data-readings="{readings}" data-title="{_esc(_title(source, lang))}">'
    ]
    # The reading bar stays at the top of the window while the text is read (edition.css): the reading
    # toggle and "Go to ¶" (both revealed by edition.mjs; without JavaScript neither would work).
    out.append('<div class="tv-reading-bar">')
    if source.has_normalized:
        out.append(
            f'<div class="tv-reading-toggle" role="group" aria-label="{w["reading_group"]}" hidden>'
            + (
                '<button type="button" class="md-button tv-reading-btn" data-tv-reading="parallel" aria-pressed="true"'
                f' title="{w["parallel_title"]}">{w["parallel"]}</button>'
                if parallel
                else ""
            )
            + f'<button type="button" class="md-button tv-reading-btn" data-tv-reading="normalized" aria-pressed="{str(not parallel).lower()}"'
            f' title="{w["normalized_title"]}">{w["normalized"]}</button>'
            '<button type="button" class="md-button tv-reading-btn" data-tv-reading="diplomatic" aria-pressed="false"'
            f' title="{w["diplomatic_title"]}">{w["diplomatic"]}</button>'
            "</div>"
        )
    out.append(
        f'<form class="tv-goto" hidden><label for="tv-goto-{_esc(source.id)}">{w["goto"]}</label>'
        f'<input id="tv-goto-{_esc(source.id)}" type="number" inputmode="numeric" min="1" max="{len(lines)}"'
        f' required placeholder="1–{len(lines)}">'
        f'<button type="submit" class="md-button">{w["go"]}</button></form></div>'
    )
    out.append(f'<div class="tv-text" lang="{_esc(source.meta["languages"][0])}">')
    if parallel:
        out.append(
            f'<div class="tv-parallel-head" aria-hidden="true"><span></span><span>{w["as_received"]}</span>'
            f"<span>{w['normalized']}</span></div>"
        )
    # Where both readings are on the page, the search index takes the normalized one only.
    d_attrs = " data-search-exclude" if normalized else ""
    n = 1
    total = len(lines)
    while n <= total:
        a, b = group_of.get(n, (n, n))
        rows = []
        for k in range(a, b + 1):
            lang = f' lang="{_esc(languages[k])}"' if k in languages else ""
            row = [
                f'<span class="tv-p" id="p{k}"{lang}>',
                f'<a class="tv-pn" href="#p{k}" title="{w["permalink"].format(n=k)}"'
                f' aria-label="{w["paragraph"].format(n=k)}">{k}</a>',
                f'<span class="tv-d"{d_attrs}>{_esc(lines[k - 1])}</span>',
            ]
            if normalized:
                row.append(f'<span class="tv-n">{render_markup(normalized[k], apparatus)}</span>')
            row.append("</span>")
            rows.append("".join(row))
        out.append(f'<div class="tv-group" data-lines="{a}-{b}">' + " ".join(rows) + "</div>")
        n = b + 1
    out.append("</div></div>")
    return "".join(out)


_DECISION_RE = re.compile(r"\b(D[A-Z]\d+)\b")


def _rules_resting_on(source_id: str) -> dict[str, list[str]]:
    """Apparatus id → ids of the engine's rules that rest on it (none if the engine is absent)."""
    try:
        return provenance.rules_resting_on(source_id)
    except ImportError:  # pragma: no cover - the engine is installed with the site's requirements
        return {}


def render_apparatus(source: Source, page_url: str, urls: dict[str, Any], lang: str = "en") -> str:
    w = _w(lang)
    kinds = source_words.KINDS_FR if lang == "fr" else KINDS
    entries = source.apparatus
    if lang != "en":  # the notes' prose in the page's language (sitebuild.languages.edition_words)
        entries = edition_words.localized_entries(source.id, "apparatus", entries, lang)
    rows = []
    nmax = len(source.lines)
    rules_url = (urls.get("rules") or {}).get(source.id)

    def prose(s: str) -> str:
        out = autolink(_esc(s), nmax)
        if rules_url:
            out = _DECISION_RE.sub(
                lambda m: (
                    f'<a href="{_esc(relative_url(rules_url + "#" + m.group(1), page_url))}">{m.group(1)}</a>'
                ),
                out,
            )
        return out

    for a in entries:
        refs = []
        for key in a.get("refs") or []:
            label = source.references.get(key, key)
            href = relative_url(urls["bibliography"] + "#" + key, page_url)
            refs.append(f'<a href="{_esc(href)}">{_esc(label)}</a>')
        rules = []
        # Links both ways (issue 12): the rules that name this entry in their `apparatus`, with any
        # the entry lists itself (sitebuild.edition.provenance checks that the two agree).
        for rid in _rules_resting_on(source.id).get(a["id"], []) + [
            r for r in a.get("rules") or [] if r not in _rules_resting_on(source.id).get(a["id"], [])
        ]:
            game = rid.split(".", 1)[0]
            if game in (urls.get("rules") or {}):
                href = relative_url(urls["rules"][game] + "#" + rid, page_url)
                rules.append(f'<a href="{_esc(href)}"><code>{_esc(rid)}</code></a>')
            else:
                rules.append(f"<code>{_esc(rid)}</code>")
        extra = ""
        changed = (
            f'<span class="tv-app-changed">{w["changed"]}{w["colon"]} {prose(" ".join(str(a["changed"]).split()))}</span>'
            if a.get("changed")
            else ""
        )
        if a.get("conjecture"):
            extra = (
                f'<span class="tv-app-conjecture">{w["conjecture"]}{w["colon"]}'
                f" {prose(' '.join(str(a['conjecture']).split()))}</span>"
            )
        wit = _witness_in(source, str(a.get("witness")), lang)
        if wit:
            extra += f'<span class="tv-app-witness">{w["witness"]}{w["colon"]} {_esc(wit.get("title", a["witness"]))}</span>'
        if refs:
            extra += f'<span class="tv-app-refs">{w["references"]}{w["colon"]} {"; ".join(refs)}</span>'
        if rules:
            extra += f'<span class="tv-app-rules">{w["rules"]}{w["colon"]} {", ".join(rules)}</span>'
        status = _esc(a["status"])
        status_name = _esc(
            source_words.STATUS_NAMES_FR.get(a["status"], a["status"]) if lang == "fr" else a["status"]
        )
        level = (
            source_words.CONFIDENCES_FR.get(a.get("confidence", ""), "")
            if lang == "fr"
            else a.get("confidence")
        )
        confidence = (
            f'<br><span class="tv-confidence" data-confidence="{_esc(a["confidence"])}">'
            f"{w['confidence'].format(c=_esc(level))}</span>"
            if a.get("confidence")
            else ""
        )
        aid = _esc(a["id"])
        rows.append(
            f'<tr id="app-{aid}">'
            f'<td class="tv-app-id"><a class="tv-app-link" href="#app-{aid}" title="{w["permalink_note"].format(id=aid)}">'
            f"<strong>{aid}</strong></a> {paragraph_links(a['paragraphs'])}"
            f"<br>{_esc(kinds.get(a['kind'], a['kind']))}"
            f'<br><span class="tv-status tv-status--{status}">{status_name}</span>{confidence}</td>'
            f"<td>{prose(a['damage'])}</td>"
            f"<td>{prose(a['action'])}{changed}</td>"
            f"<td>{prose(a['authority'])}{extra}</td>"
            "</tr>"
        )
    head = (
        f"<thead><tr><th>{w['note']}</th><th>{w['has']}</th>"
        f"<th>{w['does']}</th><th>{w['authority']}</th></tr></thead>"
    )
    return (
        '<div class="md-typeset__scrollwrap"><div class="md-typeset__table tv-apparatus">'
        f"<table>{head}<tbody>{''.join(rows)}</tbody></table></div></div>"
    )


def _witness_in(source: Source, witness_id: str, lang: str) -> dict[str, Any] | None:
    """A witness of the edition with its title in ``lang`` (sitebuild.languages.edition_words)."""
    found = witnesses(source).get(witness_id)
    if not found or lang == "en":
        return found
    return edition_words.localized_entries(source.id, "witnesses", [found], lang)[0]


def render_status_legend(lang: str = "en") -> str:
    """The categories of interventions with their definitions (:data:`STATUS_DEFINITIONS`)."""
    fr = lang == "fr"
    definitions = source_words.STATUS_DEFINITIONS_FR if fr else STATUS_DEFINITIONS
    items = "".join(
        f'<dt id="app-status-{_esc(k)}"><span class="tv-status tv-status--{_esc(k)}">'
        f"{_esc(source_words.STATUS_NAMES_FR[k] if fr else k)}</span></dt>"
        f"<dd>{_esc(definitions[k])}</dd>"
        for k in STATUS_DEFINITIONS
    )
    return f'<dl class="tv-statuses tv-app-statuses">{items}</dl>'


def _yaml_str(s: str) -> str:
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def render_page(
    source: Source, *, use_directory_urls: bool = True, urls: dict[str, Any] | None = None, lang: str = "en"
) -> str:
    """Markdown (with raw HTML blocks) of one source page, its framing words in ``lang`` (issue 42)."""
    w = _w(lang)
    problems = validate(source)
    if problems:
        raise EditionError(f"sources/{source.id}: " + "; ".join(problems))
    urls = urls or default_urls(use_directory_urls)
    here = page_url(source.id, use_directory_urls)
    about = relative_url(urls["about"], here)
    m = source.meta
    if lang != "en":
        m = edition_words.localized_metadata(source.id, m, lang)
    title = w["title"].format(title=m["title"])
    received_href = relative_url(RECEIVED_PATH.format(id=source.id), here)
    parts = [
        "---",
        f"title: {_yaml_str(title)}",
        f"description: {_yaml_str(' '.join(m['description'].split()))}",
        f"tv_source: {source.id}",
        "---",
        "",
        f"# {title}",
        "",
        f'<p class="tv-lead">{_esc(" ".join(m["description"].split()))}</p>',
        "",
        f"## {w['about']} {{#about-this-text}}",
        "",
        render_metadata(source, received_href, lang),
        "",
        f"## {w['condition']} {{#condition}}",
        "",
        render_condition(source, lang),
        "",
        f"## {w['text']} {{#text}}",
        "",
    ]
    if source.has_normalized:
        parts.append(
            '<noscript><p class="tv-howto">'
            + (w["noscript_parallel"] if source.edition.get("parallel") else w["noscript_normalized"])
            + "</p></noscript>"
            + f'<p class="tv-howto">{w["howto_normalized"].format(about=_esc(about))}</p>'
        )
    else:
        parts.append(f'<p class="tv-howto">{w["howto_diplomatic"].format(about=_esc(about))}</p>')
    parts += ["", render_text(source, lang), ""]
    encoding = [
        f"## {w['encoding']} {{#encoding}}",
        "",
        f'<p class="tv-howto">{w["encoding_howto"]}</p>',
        "",
        # the TEI encoding guide is the files' own, in English (also in their encodingDesc)
        render_encoding() if lang == "en" else render_encoding().replace("<dl ", '<dl lang="en" ', 1),
        "",
    ]
    if source.has_normalized:
        parts += [
            f"## {w['apparatus']} {{#apparatus}}",
            "",
            f'<p class="tv-howto">{w["apparatus_howto"]}</p>',
            "",
            render_status_legend(lang),
            "",
            render_apparatus(source, here, urls, lang),
            "",
        ]
    parts += encoding
    return "\n".join(parts)


def render_index(sources: list[Source], *, use_directory_urls: bool = True, lang: str = "en") -> str:
    iw = source_words.INDEX[lang]
    rows = []
    here = _dir_url(INDEX_PATH, use_directory_urls)
    for s in sources:
        href = relative_url(page_url(s.id, use_directory_urls), here)
        reading = iw["both"] if s.has_normalized else iw["diplomatic"]
        o = s.meta["original"]
        rows.append(
            f'<tr><td><a href="{_esc(href)}">{_esc(s.meta["title"])}</a></td>'
            f"<td><cite>{_esc(o['title'])}</cite>, {_esc(o['publisher'])}"
            f"{', ' + _esc(o['date']) if o.get('date') else ''}</td>"
            f"<td>{_esc(', '.join(s.meta['languages']))}</td><td>{len(s.lines)}</td><td>{reading}</td></tr>"
        )
    table = (
        '<div class="md-typeset__scrollwrap"><div class="md-typeset__table"><table><thead><tr>'
        f"<th>{iw['source']}</th><th>{iw['original']}</th><th>{iw['languages']}</th>"
        f"<th>{iw['paragraphs']}</th><th>{iw['readings']}</th>"
        f"</tr></thead><tbody>{''.join(rows)}</tbody></table></div></div>"
    )
    about = relative_url(_dir_url("about.md", use_directory_urls), here)
    return "\n".join(
        [
            "---",
            'title: "Sources"',
            f"description: {_yaml_str(iw['description'])}",
            "---",
            "",
            "# Sources",
            "",
            f"<p>{iw['lead']}</p>",
            "",
            table,
            "",
            f"<p>{iw['how'].format(about=_esc(about))}</p>",
            "",
        ]
    )


# ------------------------------------------------------------------------------------- MkDocs hook
def on_files(files, config):
    """MkDocs ``on_files`` hook: add the generated source pages and the plain received texts.

    Call it from ``sitebuild/hooks.py`` as ``return sources.on_files(files, config)``. Raises
    :class:`EditionError` (so the build fails) if a source's data is inconsistent.
    """
    from mkdocs.structure.files import File

    use_dir = bool(config.get("use_directory_urls", True))
    urls = default_urls(use_dir)
    loaded = load_all()
    lang = edition.language(config)  # issue 42: the page in the build's language
    for s in loaded:
        content = render_page(s, use_directory_urls=use_dir, urls=urls, lang=lang)
        path = PAGE_PATH.format(id=s.id)
        if files.get_file_from_path(path) is None:
            files.append(File.generated(config, path, content=content))
        raw_path = RECEIVED_PATH.format(id=s.id)
        if files.get_file_from_path(raw_path) is None:
            files.append(File.generated(config, raw_path, content=s.raw))
    if files.get_file_from_path(INDEX_PATH) is None:
        files.append(
            File.generated(
                config, INDEX_PATH, content=render_index(loaded, use_directory_urls=use_dir, lang=lang)
            )
        )
    return files
