"""The Emprunt source edition: the pasted previews are kept in the diplomatic reading, removed from
the normalized one (each removal listed in the apparatus), and the 21 → 12 repair is explained."""

from sitebuild.edition import sources as S
from sitebuild.pages import source_pages

PREVIEWS = {
    3: "A1",
    14: "A2",
    17: "A3",
    19: "A4",
    20: "A4",
    21: "A4",
    22: "A4",
    23: "A4",
    25: "A5",
    26: "A5",
    27: "A5",
    28: "A5",
    29: "A5",
    30: "A5",
    32: "A6",
    33: "A6",
    35: "A18",
    36: "A18",
    39: "A8",
    41: "A9",
}  # A18: split from A7 (issue 26)


def test_emprunt_edition_is_valid_and_complete():
    src = S.load_source("emprunt")
    assert S.validate(src) == []
    assert src.has_normalized and len(src.normalized) == len(src.lines) == 53


def test_every_pasted_preview_is_an_omission_with_its_apparatus_entry():
    src = S.load_source("emprunt")
    app = {a["id"]: a for a in src.apparatus}
    for n, aid in PREVIEWS.items():
        text = src.normalized[n]
        assert text == f"⟪{src.lines[n - 1]}⟫{{{aid}}}", n  # the whole line, nothing else
        assert app[aid]["kind"] == "omission" and n in app[aid]["paragraphs"]
    # the lines the previews cut in two keep their own words in the normalized reading
    for n in (1, 2, 4, 5, 13, 15, 24, 31, 37, 38, 40, 42):
        assert "⟪" not in src.normalized[n]


def test_the_three_player_deal_is_repaired_and_explained():
    src = S.load_source("emprunt")
    assert "each player is dealt ⟦21→12⟧{A14} and" in src.normalized[15]
    a14 = next(a for a in src.apparatus if a["id"] == "A14")
    assert "3 × 21 + 4 = 67" in a14["damage"] and "3 × 12 + 4 = 40" in a14["action"]
    assert a14["rules"] == ["emprunt.deal.three"] and "DE1" in a14["authority"]


def test_rendered_page_offers_both_readings_and_hides_removals():
    src = S.load_source("emprunt")
    page = source_pages.render_page(src)
    assert 'data-source="emprunt"' in page and 'data-reading="normalized"' in page
    assert page.count('class="tv-n"') == 53 and page.count('<del class="tv-omitted"') >= len(PREVIEWS)
    for a in src.apparatus:
        assert f'id="app-{a["id"]}"' in page
    css = (S.ROOT / "playground" / "page" / "edition.css").read_text(encoding="utf-8")
    assert (
        '.tv-edition[data-source="emprunt"][data-reading="normalized"] del.tv-omitted { display: none; }'
        in css
    )
