"""The Emprunt table in a real browser: a whole deal played to its settlement by clicking, with the
panel's pool, card needed next, run, jetons and the notice of every loan or talon payment."""

import re

from tests.browser.booted import visit
from tests.browser.table import BOOT_TIMEOUT, TABLE_JS, view, wait_settled

PLAY = "/games/emprunt/play/"


def test_an_emprunt_deal_is_played_to_its_settlement(booted, origin):
    page = booted
    visit(page, origin + PLAY + "?seed=7&players=3")
    page.wait_for_selector(".tv-table .tv-ep", timeout=BOOT_TIMEOUT)
    # the reader makes his forced moves himself: the page does not play them for him by default
    box = page.get_by_label("Play my forced moves for me")
    assert not box.is_checked()
    wait_settled(page)
    v = view(page)
    assert v["game"] == "emprunt" and v["players"] == 3 and v["hand_number"] == 1
    assert len(v["hand"]) == 12 and v["extra"]["talon_size"] == 4
    assert page.locator(".tv-seat").count() == 3
    assert "jeton" in page.locator(".tv-seat.tv-seat--you").inner_text()
    assert page.locator(".tv-ep-pool").inner_text() == f"Pool: {v['extra']['pool']} jetons"
    assert page.locator(".tv-ep-jetons tbody tr").count() == 3
    assert "Tricks" not in page.locator(".tv-score-table thead").inner_text()  # no tricks here

    seen_forced = seen_borrow_notice = False
    for _ in range(150):
        v = view(page)
        if v["hand_results"]:
            break
        x = v["extra"]
        assert sum(x["jetons"]) + x["pool"] == 0  # jetons are conserved at every step
        if x["need"]:
            assert x["need"] in page.locator(".tv-ep-need .tv-card").get_attribute("data-card")
        if page.locator(".tv-ep-notice--borrow").count():
            seen_borrow_notice = True
            assert "paid" in page.locator(".tv-ep-notice--borrow").inner_text()
        forced = page.locator(".tv-ep-act")
        legal = page.locator(".tv-table .tv-hand .tv-card.is-legal")
        if forced.count():
            seen_forced = True
            action = forced.first.get_attribute("data-action")
            assert v["legal"] == [action]
            forced.first.click()
        elif legal.count():
            legal.first.click()
        else:
            raise AssertionError(f"nothing to do: legal {v['legal']}")
        page.wait_for_function(
            f"(n) => {{ const t = {TABLE_JS}; return t && t.view && t.view.log.length !== n; }}",
            arg=len(v["log"]),
            timeout=30_000,
        )
        wait_settled(page)
    v = view(page)
    assert v["hand_results"], "the deal did not end"
    res = v["hand_results"][0]
    assert sum(res["points"]) == 0 and res["winner"] is not None
    assert v["extra"]["pool"] == 0 and v["scores"] == res["points"]
    # the engine words the result for the reader ("you sweep the pool") or a bot ("West sweeps the pool")
    assert re.search(r"sweeps? the pool", page.locator(".tv-ep-need").inner_text())
    # every loan and talon payment of the deal is a logged action with its payment line
    log = [e for e in v["log"] if e["hand"] == 1]
    loans = [e for e in log if (e["action"] or "").startswith("borrow:")]
    draws = [e for e in log if e["action"] == "draw"]
    pays = [
        e for e in log if e["action"] is None and re.search(r"\bpays? 1 jeton to ", e["text"])
    ]  # "You pay", "East pays"
    assert len(pays) == len(loans) + len(draws)
    assert loans or draws
    assert seen_forced or seen_borrow_notice
    assert page.locator(".tv-log-list li").count() > len(loans)
    assert not page.errors, page.errors


def test_the_table_plays_the_readers_forced_moves(booted, origin):
    page = booted
    # With "Play my forced moves for me" ticked (off by default) the reader is asked only when he
    # opens a run: the deal reaches its settlement with clicks on openings alone, and Undo goes
    # back to his last opening.
    # A fresh deal: the page would otherwise resume the match the test above saved (issue 13).
    # (on the site's origin: a page still on about:blank may not touch localStorage)
    visit(page, origin + "/")
    page.evaluate("() => localStorage.clear()")
    visit(page, origin + PLAY + "?seed=7&players=3")
    page.wait_for_selector(".tv-table .tv-ep", timeout=BOOT_TIMEOUT)
    wait_settled(page)
    page.get_by_label("Play my forced moves for me").check()
    wait_settled(page)
    openings = 0
    asked = []
    for _ in range(60):
        v = view(page)
        if v["hand_results"]:
            break
        assert len(v["legal"]) > 1, f"asked to make a forced move: {v['legal']}"
        assert page.locator(".tv-ep-act").count() == 0
        asked.append(v["record_actions"])
        if len(asked) == 2:
            # Undo skips the forced moves the table made: back to the previous opening
            page.get_by_role("button", name="Undo").click()
            page.wait_for_function(
                f"(n) => {{ const t = {TABLE_JS}; return t && t.view && t.view.record_actions === n; }}",
                arg=asked[0],
                timeout=30_000,
            )
            wait_settled(page)
            assert view(page)["record_actions"] == asked[0] and len(view(page)["legal"]) > 1
            continue
        page.locator(".tv-table .tv-hand .tv-card.is-legal").first.click()
        openings += 1
        page.wait_for_function(
            f"(n) => {{ const t = {TABLE_JS}; return t && t.view && t.view.log.length !== n; }}",
            arg=len(v["log"]),
            timeout=30_000,
        )
        wait_settled(page)
    v = view(page)
    assert v["hand_results"] and openings >= 2 and len(asked) >= 3
    hand = [e for e in v["log"] if e["hand"] == 1 and e["seat"] == 0 and e["action"]]
    assert len(hand) > openings  # the table made the reader's other moves
    assert not page.errors, page.errors


def test_the_reader_is_asked_from_his_first_turn_and_the_run_is_on_the_felt(booted, origin):
    page = booted
    """Emprunt is played, not watched: right after the deal the bots play only up to the reader's
    first turn, where his controls (a raised card, or Borrow / Draw) wait for him; the run being
    laid is drawn on the felt, card by card, not only in the panel."""
    visit(page, origin + PLAY + "?seed=2&players=4")  # three cards laid before the reader must borrow
    page.wait_for_selector(".tv-table .tv-hand .tv-card", timeout=BOOT_TIMEOUT)
    wait_settled(page)
    v = view(page)
    assert v["phase"] == "play" and v["hand_number"] == 1 and not v["hand_results"]
    assert v["legal"], "the reader's first choice is not offered"
    # nobody moved for the reader: the others have moved at most once each before his first turn
    assert not [e for e in v["log"] if e.get("seat") == 0 and e.get("action")]
    assert v["record_actions"] <= v["players"]
    controls = page.locator(".tv-table .tv-hand .tv-card.is-legal, .tv-table .tv-ep-act")
    assert controls.count() >= 1 and controls.first.is_visible()
    # here the reader must borrow: the button is in the row of actions under the hand, on screen
    borrow = page.locator(".tv-table .tv-actions .tv-ep-act")
    assert borrow.count() == 1 and borrow.get_attribute("data-action") == v["legal"][0]
    page.evaluate("() => window.scrollTo(0, 0)")
    box = borrow.bounding_box()
    assert box and box["y"] + box["height"] <= page.viewport_size["height"], box
    # the run on the felt: one card per card laid, then the place of the card needed next
    run = v["extra"]["run"]
    felt = page.locator(".tv-table .tv-felt .tv-ep-felt-run")
    assert felt.locator(".tv-card").count() == len(run)
    for e, card in zip(run, felt.locator(".tv-card").all(), strict=True):
        assert card.get_attribute("data-card") == e["card"]
    assert len(run) == 3 and felt.locator(".tv-ep-felt-next").count() == 1
