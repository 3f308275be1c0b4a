"""Francion's edition and generated examples: every lacuna of the received text is marked in the
normalized reading with an apparatus entry that names its authority and the engine's rules, and the
staking example computed by the engine reproduces the dossier's table (§1.8)."""

import pytest

from sitebuild.edition import sources as S
from sitebuild.pages import francion_examples as F

tapisvert = pytest.importorskip("tapisvert")


def test_edition_is_valid_and_normalized():
    src = S.load_source("francion")
    assert S.validate(src) == []
    assert src.has_normalized


def test_every_lost_list_is_marked_with_its_authority():
    src = S.load_source("francion")
    lost = [d for d in src.meta["condition"]["damage"] if d["kind"] == "lost-list"]
    assert len(lost) == 7
    for d in lost:
        entries = [
            a
            for a in src.apparatus
            if set(a["paragraphs"]) & set(d["paragraphs"]) and a["kind"] in ("supplement", "gap", "note")
        ]
        assert entries, f"no apparatus entry for the lacuna at ¶{d['paragraphs']}"
        assert all(a["authority"] for a in entries)
    known = {r.id for r in tapisvert.rules("francion")}
    for a in src.apparatus:
        for rid in a.get("rules") or []:
            assert rid in known, f"{a['id']}: {rid}"
    # the pack is restored (French original); the Welche's lost payments are marked, not invented
    by_id = {a["id"]: a for a in src.apparatus}
    assert by_id["A2"]["status"] == "restored" and "salondesjeux-francion" in by_id["A2"]["refs"]
    assert "DF9" in by_id["A11"]["authority"] and by_id["A11"]["status"] == "editorial"


def test_supplements_are_visible_in_the_normalized_reading():
    src = S.load_source("francion")
    html = "".join(
        S.render_markup(src.normalized[n], {a["id"]: a for a in src.apparatus}) for n in (9, 11, 14, 15, 20)
    )
    assert html.count('class="tv-supplied tv-supplied--restored"') == 1  # the packs
    # issue 26: the edition's own decisions are gaps in the text, their conjectures in the apparatus
    assert html.count('class="tv-supplied tv-supplied--editorial"') == 0
    assert html.count('class="tv-gap"') >= 3
    assert "{/}" not in html.replace('<br class="tv-br">', "")


def test_staking_example_reproduces_the_dossier_table():
    data = F.compute_stakes({"players": 4, "seed": 369, "tricks": [[4, 3, 2, 0], [3, 3, 3, 0], [0, 4, 0, 5]]})
    rows = data["rows"]
    assert [r["stake"] for r in rows] == [9, 18, 27]
    assert [r["per_trick"] for r in rows] == [1, 2, 3]
    assert [r["paid_out"] for r in rows] == [[4, 3, 2, 0], [6, 6, 6, 0], [0, 12, 0, 15]]
    assert [(r["point"], r["precedence"]) for r in rows] == [("A", False), ("B", True), ("D", False)]
    assert [sorted(r["beasts"]) for r in rows] == [[("D", 9)], [("D", 18)], [("A", 27), ("C", 27)]]
    assert data["next"]["stake"] == 63 and data["next"]["dealer"] == "C"
    assert all(r["total"] == 360 and r["table"] == 0 for r in rows)


def test_settlement_figure():
    html = F.render_settlement({"points": [6, 2, 0, 5]}, lambda rid: rid)
    assert "A receives 11 counters, worth 99 tokens" in html
