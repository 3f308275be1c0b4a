"""The rules registry and the pages agree: every rule is cited, every cited id exists."""

import re
import shutil
import textwrap

import pytest

from sitebuild import hooks
from sitebuild.edition import sources
from sitebuild.languages import page_words
from sitebuild.pages import rules_pages
from tests import testing

DOCS = testing.ROOT / "docs"
GAMES = rules_pages.games()
# games that have a section on the site (docs/games/<game>/rules.md with the generated rules)
SITE_GAMES = [g for g in GAMES if (DOCS / "games" / g / "rules.md").is_file()]


def test_triomphe_has_its_rules_page():
    assert "triomphe" in SITE_GAMES
    text = (DOCS / "games" / "triomphe" / "rules.md").read_text(encoding="utf-8")
    m = rules_pages.MARKER.search(text)
    assert m and m.group(1) == "triomphe"


@pytest.mark.parametrize("game", GAMES)
def test_every_rule_cites_a_paragraph_or_a_decision(game):
    assert rules_pages.missing_citations(game) == []


@pytest.mark.parametrize("game", GAMES)
def test_rule_fields_are_well_formed(game):
    reg = rules_pages.registry(game)
    decision_ids = reg.decision_ids
    statuses = {s for s, _ in rules_pages.STATUSES}
    for rule in reg.rules:
        assert rules_pages.RULE_ID.match(rule["id"]) and rule["id"].startswith(game + "."), rule["id"]
        assert rule["status"] in statuses, rule
        assert rule["statement"].strip(), rule["id"]
        if rule["decision"]:
            assert rule["decision"] in decision_ids, rule["id"]
        if rule["status"] == "editorial":
            assert rule["decision"], f"{rule['id']} is editorial but names no decision"
        # issue 12: a reconstructed rule names bibliography keys (``authorities``), a restored rule
        # its witness and its words; the legacy free-text ``authority`` is gone from every game
        assert not rule.get("authority"), f"{rule['id']} still has a free-text authority"
        if rule["status"] == "reconstructed":
            assert rule.get("authorities"), f"{rule['id']} is reconstructed but names no authority"
        if rule["status"] == "restored":
            assert rule.get("witness") and rule.get("quote"), f"{rule['id']} is restored but names no witness"
        if rule["status"] == "stated":
            assert rule.get("quote"), f"{rule['id']} is stated but quotes nothing"


@pytest.mark.parametrize("game", GAMES)
def test_cited_paragraphs_exist_in_the_received_text(game):
    for rule in rules_pages.registry(game).rules:
        if not rule["paragraphs"]:
            continue
        lines = sources.load_source(rule["source"]).lines
        for n in rule["paragraphs"]:
            assert 1 <= n <= len(lines), (
                f"{rule['id']} cites ¶{n}; {rule['source']} has {len(lines)} paragraphs"
            )


@pytest.mark.parametrize("game", GAMES)
def test_decisions_name_existing_rules(game):
    reg = rules_pages.registry(game)
    for decision in reg.decisions:
        for rid in decision["rule_ids"]:
            assert rid in reg.rule_ids, f"{decision['id']} lists unknown rule {rid}"


REF = re.compile(r"\[\[rule:([^\]|]+)")
MD_LINK = re.compile(r"\]\(([^)\s]*rules(?:\.md|/)?)#([^)\s]+)\)")


def test_markdown_pages_cite_only_known_rules():
    known = rules_pages.all_rule_ids()
    unknown = []
    for md in DOCS.rglob("*.md"):
        text = md.read_text(encoding="utf-8")
        for rid in REF.findall(text):
            if rid not in known:
                unknown.append(f"{md.relative_to(DOCS)}: [[rule:{rid}]]")
        for _, frag in MD_LINK.findall(text):
            if rules_pages.RULE_ID.match(frag) and frag not in known:
                unknown.append(f"{md.relative_to(DOCS)}: #{frag}")
    assert not unknown, "\n".join(unknown)


@pytest.mark.parametrize("game", SITE_GAMES)
def test_rules_page_has_an_anchor_per_rule_and_decision(built_site, game):
    html = (built_site / "games" / game / "rules" / "index.html").read_text(encoding="utf-8")
    ids = set(re.findall(r'id="([^"]+)"', html))
    reg = rules_pages.registry(game)
    assert reg.rule_ids <= ids, sorted(reg.rule_ids - ids)
    assert reg.decision_ids <= ids, sorted(reg.decision_ids - ids)
    # each rule block shows its status badge and links its paragraphs to the source page
    for rule in reg.rules:
        rule_id = rule["id"]
        block = re.search(
            rf'<div class="tv-rule tv-rule--(\w+)" id="{re.escape(rule_id)}">(.*?)</div>\s*(?=<div class="tv-rule |</div>)',
            html,
            re.S,
        )
        assert block, rule["id"]
        assert block.group(1) == rule["status"]
        for n in rule["paragraphs"]:
            assert f'sources/{rule["source"]}/#p{n}"' in block.group(2), (rule["id"], n)
        if rule["decision"]:
            assert f'href="#{rule["decision"]}"' in block.group(2)


def test_built_pages_link_only_to_known_rules(built_site):
    problems = []
    for page in built_site.rglob("*.html"):
        rel = page.relative_to(built_site).as_posix()
        url = rel[: -len("index.html")] if rel.endswith("index.html") else rel
        problems += hooks.check_rule_links(url, page.read_text(encoding="utf-8"))
    assert not problems, "\n".join(problems)


def test_check_rule_links_detects_an_unknown_id():
    html = '<a href="../rules/#triomphe.no.such-rule">x</a><a href="../rules/#triomphe.trick.winner">y</a>'
    problems = hooks.check_rule_links("games/triomphe/examples/", html)
    assert len(problems) == 1 and "triomphe.no.such-rule" in problems[0]


def test_build_fails_on_an_unknown_rule_reference(tmp_path):
    """A page citing an id that is not in the registry makes the build fail, naming the id."""
    docs = tmp_path / "docs"
    (docs / "games" / "triomphe").mkdir(parents=True)
    shutil.copy(DOCS / "games" / "triomphe" / "rules.md", docs / "games" / "triomphe" / "rules.md")
    (docs / "index.md").write_text("# Test\n\nSee [[rule:triomphe.no.such-rule]].\n", encoding="utf-8")
    config = tmp_path / "mkdocs.yml"
    config.write_text(
        textwrap.dedent(f"""\
        site_name: test
        docs_dir: {docs}
        theme: {{name: material, font: false}}
        hooks: [{testing.ROOT / "sitebuild" / "hooks.py"}]
        markdown_extensions: [attr_list, md_in_html, toc]
        """),
        encoding="utf-8",
    )
    proc = testing.build_site(tmp_path / "site", "http://127.0.0.1:1/", strict=True, config=config)
    assert proc.returncode != 0
    assert "triomphe.no.such-rule" in proc.stdout


# ------------------------------------------------------------------------- issue 12: provenance on the pages
def _text(html_text: str) -> str:
    """The characters a reader sees (entities decoded, whitespace collapsed)."""
    import html as _h

    return re.sub(r"\s+", " ", _h.unescape(html_text))


@pytest.mark.parametrize("game", SITE_GAMES)
def test_rules_page_shows_quotes_apparatus_and_authorities(built_site, game):
    html = (built_site / "games" / game / "rules" / "index.html").read_text(encoding="utf-8")
    reg = rules_pages.registry(game)
    for rule in reg.rules:
        rule_id = rule["id"]
        found = re.search(
            rf'<div class="tv-rule tv-rule--\w+" id="{re.escape(rule_id)}">(.*?)</div>\s*(?=<div class="tv-rule |</div>)',
            html,
            re.S,
        )
        assert found, rule["id"]
        block = found.group(1)
        for q in rule["quote"]:
            assert re.sub(r"\s+", " ", q) in _text(block), (rule["id"], q)
        for a in rule["apparatus"]:
            assert f'sources/{rule["source"]}/#app-{a}"' in block, (rule["id"], a)
        for key in rule["authorities"]:
            assert f'bibliography/#{key}"' in block, (rule["id"], key)


@pytest.mark.parametrize("page", ["about"] + [f"games/{g}/rules" for g in SITE_GAMES])
def test_status_definitions_come_from_the_engine(built_site, page):
    from tapisvert.rulebook import STATUS_DEFINITIONS

    html = _text((built_site / page / "index.html").read_text(encoding="utf-8"))
    for status, definition in STATUS_DEFINITIONS.items():
        assert definition[1:] in html, (page, status)


def test_no_page_defines_the_statuses_again():
    # the vocabulary is rendered from the engine; a hand-written list of definitions is a second one
    hand = re.compile(r"^\s*[-*]\s+\*\*(stated|inferred|restored|reconstructed|editorial)\*\*\s*[:—]", re.M)
    offenders = [
        str(md.relative_to(DOCS)) for md in DOCS.rglob("*.md") if hand.search(md.read_text(encoding="utf-8"))
    ]
    assert not offenders, offenders


@pytest.mark.parametrize("source_id", sources.SOURCE_IDS)
def test_apparatus_entries_link_back_to_their_rules(built_site, source_id):
    from sitebuild.edition import provenance

    html = (built_site / "sources" / source_id / "index.html").read_text(encoding="utf-8")
    back = provenance.rules_resting_on(source_id)
    assert back or source_id not in {rules_pages.registry(g).rules[0]["source"] for g in GAMES}
    for app_id, rule_ids in back.items():
        row = re.search(rf'<tr id="app-{re.escape(app_id)}">(.*?)</tr>', html, re.S)
        assert row, (source_id, app_id)
        for rid in rule_ids:
            assert f'rules/#{rid}"' in row.group(1), (source_id, app_id, rid)


def test_no_built_page_shows_a_private_dossier_label(built_site):
    from sitebuild.edition import provenance

    found = []
    for page in built_site.rglob("*.html"):
        found += provenance.page_problems(
            page.relative_to(built_site).as_posix(), page.read_text(encoding="utf-8")
        )
    assert not found, found


@pytest.mark.parametrize("game", GAMES)
def test_every_rules_heading_is_in_words(game):
    """Issue 41: a heading is a title in words, never an engine name (Tarot had "Poignee", "Bid")."""
    for section in rules_pages.sections(rules_pages.registry(game).rules):
        assert section["title"] == page_words.SECTION_TITLES[section["key"]]


def test_tarot_headings_are_accented_where_french():
    titles = {s["key"]: s["title"] for s in rules_pages.sections(rules_pages.registry("tarot").rules)}
    assert titles["poignee"] == "Poignées" and titles["misere"] == "Misères"


def test_a_section_without_a_heading_fails():
    with pytest.raises(page_words.UntitledSectionError, match="'surrender'"):
        page_words.english_section_title("surrender")
