"""Words a player uses (issues 40 item 2 and 42): what the table says (log lines, prompts, button
labels, refusals, hints, analysis sentences) names cards and actions in words, in English and in
French, never by the engine's codes ("QS", "7S", "JH", "discard:Q♠", "garde-sans")."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from tapisvert import bridge, cards as C
from tapisvert.registry import game_class, list_games
from tapisvert.words import en, fr

# A card or an action in the engine's notation: a rank and a suit letter ("QS", "10H"), a rank
# and a suit sign ("Q♠"), a word and its argument ("discard:QS"), a code with a hyphen ("garde-sans").
CODE = re.compile(
    r"\b(?:[2-9TJNQKA]|10)[SHDC]\b|\b(?:[2-9TJNQKA]|10)[♠♥♦♣]|\b[a-z]+:[A-Z0-9]"
    r"|\bgarde-(?:sans|contre)\b|\bno-chelem\b|\bEX\b"
)
SEATS = [(g, n) for g in list_games() for n in game_class(g).FACTS.players]
# a word action the reader takes when offered, so that the hand shows its declarations and its
# discard (Tarot's chien and écart, Briscan's and Brisque's marriages, Triomphe's discard…)
TAKEN = ("garde", "meld", "exchange", "poignee", "call", "discard", "borrow")


def call(**req: Any) -> dict[str, Any]:
    answer: dict[str, Any] = json.loads(bridge.call(json.dumps(req)))
    return answer


def test_the_pattern_finds_codes() -> None:
    for coded in ("Legal now: QS, 7S.", "(JH)", "discard:Q♠", "better than garde-sans", "chien: NS 10H"):
        assert CODE.search(coded), coded
    for worded in ("the queen of spades", "la dame de cœur", "Garde sans le chien (×4)", "AS de pique"[3:]):
        assert not CODE.search(worded), worded


def _said(game: str, players: int, lang: str, seed: int) -> list[tuple[str, str]]:
    """Every sentence of one seeded hand, the reader taking the word actions and asking a hint
    at each of his first turns, then the hand's analysis: ``[(where, text)]``."""
    out: list[tuple[str, str]] = []
    first = call(op="new", game=game, players=players, seed=seed, lang=lang)
    assert first["ok"], first
    table, view = first["table"], first["view"]
    hints = 0
    for _ in range(400):
        out += [("log", e["text"]) for e in view["log"]]
        if view["is_over"] or view["hand_number"] > 1:
            break
        if view["current_player"] in view["humans"]:
            out += [("prompt", view["prompt"] or "")] + [("label", x) for x in view["action_labels"].values()]
            if hints < 4:
                h = call(op="hint", table=table, worlds=2, lang=lang)
                assert h["ok"], h
                out += [("hint", h["hint"]["text"])]
                hints += 1
            refused = call(
                op="play", table=table, action="KS" if "KS" not in view["legal"] else "7H", lang=lang
            )
            if refused["ok"]:  # a card that names an action now (Tarot's call of a king)
                view = refused["view"]
                continue
            out += [("refusal", refused["error"]["message"])]
            taken = [a for a in view["legal"] if a.split(":")[0] in TAKEN]
            answer = call(op="play", table=table, action=(taken or view["legal"])[0], lang=lang)
        else:
            answer = call(op="bot", table=table, lang=lang)
        assert answer["ok"], answer
        view = answer["view"]
    if view.get("sheet"):
        out += [("sheet", view["sheet"]["summary"])] + [("sheet", t["label"]) for t in view["sheet"]["terms"]]
    analysed = call(op="analyse", table=table, rollouts=1, lang=lang)
    if analysed["ok"]:
        a = analysed["analysis"]
        out += [("analysis", a["hindsight"]), ("analysis", a["could_know"])]
        out += [("analysis", d["could_know"]["reason"]) for d in a["decisions"] if d.get("could_know")]
    call(op="close", table=table)
    return out


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game,players", SEATS)
def test_no_card_code_in_what_the_table_says(game: str, players: int, lang: str) -> None:
    said = _said(game, players, lang, seed=7)
    kinds = {where for where, _ in said}
    assert {"log", "prompt", "hint"} <= kinds, kinds  # the walk reached the reader's turns
    coded = sorted({f"{where}: {text}" for where, text in said if CODE.search(text)})
    assert not coded, coded[:5]


def test_declared_cards_are_named_in_the_log() -> None:
    """The lines that used to show cards in notation (the chien shown, a marriage declared)."""
    lines = {
        lang: [t for w, t in _said("tarot", 4, lang, 7) + _said("brisque", 2, lang, 7) if w == "log"]
        for lang in ("en", "fr")
    }
    assert any(t.startswith("The chien is shown: ") and "of" in t for t in lines["en"]), lines["en"][:20]
    assert any(t.startswith("Le chien est montré\u00a0: ") and " de " in t for t in lines["fr"])
    assert any("declare a marriage: king of" in t or "declares a marriage: king of" in t for t in lines["en"])
    assert any("mariage\u00a0: le roi de" in t for t in lines["fr"]), [
        t for t in lines["fr"] if "mariage" in t
    ]


# ----------------------------------------------------------------------------- the hint's answer
def _tarot_at(lang: str, phase: str) -> tuple[str, dict[str, Any]]:
    """A Tarot table (4 players, seed 7) at the reader's first decision of ``phase``: the bots
    play, the reader bids Garde and discards the first cards offered."""
    out = call(op="new", game="tarot", players=4, seed=7, lang=lang)
    table, view = out["table"], out["view"]
    for _ in range(200):
        if view["current_player"] in view["humans"]:
            if view["phase"] == phase:
                return table, view
            pick = [a for a in view["legal"] if a == "garde"] or view["legal"]
            view = call(op="play", table=table, action=pick[0], lang=lang)["view"]
        else:
            view = call(op="bot", table=table, lang=lang)["view"]
    raise AssertionError(f"never reached {phase}")


HINTS = {
    # phase: (English start, French start, the kind of action advised)
    "bidding": (("Choose \u201c",), ("Choisissez «\u00a0",)),
    "discard": (("Discard the ", "Discard trump "), ("Écartez le ", "Écartez la ", "Écartez l’")),
    "play": (("Play the ", "Play trump "), ("Jouez le ", "Jouez la ", "Jouez l’")),
}


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("phase", sorted(HINTS))
def test_the_hint_answers_in_a_sentence_with_names_and_labels(phase: str, lang: str) -> None:
    table, view = _tarot_at(lang, phase)
    hint = call(op="hint", table=table, worlds=2, lang=lang)["hint"]
    text = hint["text"]
    english, french = HINTS[phase]
    assert text.startswith(english if lang == "en" else french), text
    assert not CODE.search(text), text
    if phase == "bidding":  # the advised bid by its button's words, the next one too
        labels = view["action_labels"]
        assert labels[hint["action"]] in text and labels[hint["actions"][1]["action"]] in text, text
        assert "may not be played" not in text and "ne peuvent pas" not in text  # no card list in an auction
    if phase != "bidding":  # the card advised, by its name in the reader's language
        card = C.card(hint["action"].split(":")[-1])
        assert (en if lang == "en" else fr).card_name(card, "bare") in text, text
    first = text.split(". ")[0]  # the advice (refused cards follow, quoting their rules)
    if lang == "fr":
        assert " the " not in first and not re.search(r"\d\.\d", first), text  # 12,50, not 12.50
    call(op="close", table=table)
