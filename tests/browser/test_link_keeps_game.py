"""Nothing lost (issue 40, item 4): a link that cannot be honoured never replaces or shortens the game
kept on the page, and every odd parameter is said in a reader's words.

The reader plays 14 moves of a Triomphe match at one address; then each kind of bad link is opened
in turn on the same play page: a player count the game does not have (players=9), a setting it
does not have, a value its setting does not take (form=nonsense), a computer level it does not
have without a player count or a seed (bots=genius). Each time the table says what was wrong, in
words (never an engine id such as regime='nonsense'), and the kept game is on the table, all its
moves there; back at the first address, the same game again, still 14 moves (nothing was saved
over it while the bad links were open).
"""

from tests.browser.table import BOOT_TIMEOUT, TABLE_JS, reader_step, view, wait_settled

PATH = "/games/triomphe/play/"
BAD_LINKS = {
    "players=9": ("?players=9", ["not 9"]),
    "unknown setting": ("?colour=red", ["no setting “colour”"]),
    "form=nonsense": (
        "?form=nonsense",
        ["“form=nonsense” is not a choice for “Form of the game”", "Individual"],
    ),
    "bots=genius alone": ("?bots=genius", ["“genius”", "novice"]),
    "unknown option with a seed": ("?seed=4&regime=nonsense", ["“regime=nonsense” is not a choice"]),
    "a deal the engine refuses": ("?seed=4&players=3&form=team", ["engine refuses"]),
}
MOVES = 14


def open_table(page, url):
    page.goto(url)
    page.wait_for_selector(".tv-table .tv-hand .tv-card", timeout=BOOT_TIMEOUT)
    wait_settled(page)


def message(page) -> str:
    return page.evaluate(f"() => {TABLE_JS}.dom.message.textContent")


def test_a_bad_link_never_replaces_the_kept_game(page, origin):
    open_table(page, origin + PATH + "?seed=5&players=4")
    while view(page)["record_actions"] < MOVES:
        reader_step(page)
    kept = view(page)
    assert kept["legal"], "the reader is to act: no bot moves the kept game on while it is away"
    for kind, (query, words) in BAD_LINKS.items():
        open_table(page, origin + PATH + query)
        page.wait_for_function(
            f"() => {TABLE_JS}.dom.message.textContent.includes('Your game in progress is back')",
            timeout=30_000,
        )
        said = message(page)
        for w in words:
            assert w in said, (kind, said)
        assert "='" not in said and "is not allowed" not in said, (kind, said)
        assert "Your game in progress is back" in said, (kind, said)
        v = view(page)
        assert (v["record_actions"], v["hand"], v["players"]) == (
            kept["record_actions"],
            kept["hand"],
            kept["players"],
        ), kind
    open_table(page, origin + PATH + "?seed=5&players=4")
    v = view(page)
    assert (v["record_actions"], v["hand"]) == (kept["record_actions"], kept["hand"])


def test_a_good_link_does_not_save_over_the_kept_game_before_the_reader_moves(page, origin):
    """A link that can be honoured deals its game and offers the kept one back; the bots' moves in
    the new deal do not replace it: back at its address, the kept game is whole."""
    open_table(page, origin + PATH + "?seed=5&players=4")
    while view(page)["record_actions"] < MOVES:
        reader_step(page)
    kept = view(page)
    open_table(page, origin + PATH + "?seed=8&players=4")
    assert view(page)["record_actions"] < kept["record_actions"]  # the link's deal, dealt
    page.get_by_role("button", name="Resume that game").wait_for()
    open_table(page, origin + PATH + "?seed=5&players=4")
    v = view(page)
    assert (v["record_actions"], v["hand"]) == (kept["record_actions"], kept["hand"])
