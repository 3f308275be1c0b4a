"""Six seats on a phone (issue 40, item 6): at 390x844 no two seat boxes overlap, for every game played
by six (Triomphe individual and in teams, Emprunt), and a partner's hand shown on the felt is drawn
at a size whose index reads (its cards were 14 px wide, the sixth and later hidden)."""

import json

import pytest

from tests.browser import test_in_view as IV

SIX = [
    ("triomphe", {"form": "individual"}),
    pytest.param(
        "triomphe",
        {"form": "team"},
        # not fixed (issue 40): the reader's seat, left of centre to leave the turn-up room, still
        # meets the lower-left seat by 23x15 px; centring it puts the turn-up over a seat or off the
        # felt's rim (test_layout). strict: this test fails as soon as the overlap is gone
        marks=pytest.mark.xfail(
            strict=True, reason="six seats in teams at 390: seats 0 and 5 overlap by 23x15 px"
        ),
    ),
    ("emprunt", {}),
]

OVERLAP_JS = """() => {
    const t = [...window.tapisvert.tables].find((x) => x.root.isConnected);
    const seats = [...t.dom.felt.querySelectorAll(".tv-seat")].map((s) => [s.dataset.seat, s.getBoundingClientRect()]);
    const faults = [];
    for (let i = 0; i < seats.length; i++)
        for (let j = i + 1; j < seats.length; j++) {
            const [a, p] = seats[i], [b, q] = seats[j];
            const w = Math.min(p.right, q.right) - Math.max(p.left, q.left), h = Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top);
            if (w > 1 && h > 1) faults.push(`seats ${a} and ${b} overlap by ${Math.round(w)}x${Math.round(h)}`);
        }
    const shown = [...t.dom.felt.querySelectorAll(".tv-partner-hand .tv-card")];
    const small = shown.filter((c) => c.getBoundingClientRect().width < 20 || c.offsetParent === null).length;
    return { faults, seats: seats.length, shown: shown.length, small };
}"""


@pytest.mark.parametrize("game,options", SIX, ids=["triomphe-individual", "triomphe-team", "emprunt"])
def test_six_seats_do_not_overlap_on_a_phone(in_view_page, game, options):
    page = in_view_page
    page.set_viewport_size({"width": 390, "height": 844})
    IV.mount(page, game, 6, options, 11)
    got = page.evaluate(OVERLAP_JS)
    assert got["seats"] == 6
    assert not got["faults"], json.dumps(got["faults"])
    assert got["small"] == 0, got
    if options.get("form") == "team":
        assert got["shown"] > 0, "a partner's hand is shown in the team game"


in_view_page = IV.in_view_page
