"""The rules registry and the pages agree: every rule is cited, every cited id exists."""

import re
import shutil
import textwrap
from pathlib import Path

import pytest

from sitebuild import hooks, rules_pages, sources, testing

DOCS = testing.ROOT / "docs"
GAMES = rules_pages.games()
# games that have a section on the site (docs/games/<game>/rules.md with the generated rules)
SITE_GAMES = [g for g in GAMES if (DOCS / "games" / g / "rules.md").is_file()]


def test_triomphe_has_its_rules_page():
    assert "triomphe" in SITE_GAMES
    text = (DOCS / "games" / "triomphe" / "rules.md").read_text(encoding="utf-8")
    assert rules_pages.MARKER.search(text).group(1) == "triomphe"


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
        # its witness; the legacy free-text ``authority`` is still accepted until every game is converted
        if rule["status"] == "reconstructed":
            assert rule.get("authorities") or rule.get("authority"), \
                f"{rule['id']} is reconstructed but names no authority"
        if rule["status"] == "restored":
            assert rule.get("witness") or rule.get("authority"), \
                f"{rule['id']} is restored but names no witness"


@pytest.mark.parametrize("game", GAMES)
def test_cited_paragraphs_exist_in_the_received_text(game):
    for rule in rules_pages.registry(game).rules:
        if not rule["paragraphs"]:
            continue
        lines = sources.load_source(rule["source"]).lines
        for n in rule["paragraphs"]:
            assert 1 <= n <= len(lines), f"{rule['id']} cites ¶{n}; {rule['source']} has {len(lines)} paragraphs"


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
        block = re.search(r'<div class="tv-rule tv-rule--(\w+)" id="%s">(.*?)</div>\s*(?=<div class="tv-rule |</div>)'
                          % re.escape(rule["id"]), html, re.S)
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
    config.write_text(textwrap.dedent(f"""\
        site_name: test
        docs_dir: {docs}
        theme: {{name: material, font: false}}
        hooks: [{testing.ROOT / 'sitebuild' / 'hooks.py'}]
        markdown_extensions: [attr_list, md_in_html, toc]
        """), encoding="utf-8")
    proc = testing.build_site(tmp_path / "site", "http://127.0.0.1:1/", strict=True, config=config)
    assert proc.returncode != 0
    assert "triomphe.no.such-rule" in proc.stdout
