"""A bad worked-example position is refused in the reader's language (issue 42): every error of
the position readers (``tapisvert.position`` and ``games/*/positions.py``) is a message key with
words in both catalogues, and the bridge words it in English or in French."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from tapisvert import bridge, words as W
from tapisvert.words import en, fr

ENGINE = Path(W.__file__).resolve().parent.parent
READERS = [ENGINE / "position.py", ENGINE / "cards.py", *sorted((ENGINE / "games").glob("*/positions.py"))]
_KEY = re.compile(r'failure\(\s*ValueError,\s*"([a-z0-9.-]+)"')
_WORDED = re.compile(r'words\(\s*"(position\.[a-z0-9.-]+)"')


def call(**req: Any) -> dict[str, Any]:
    answer: dict[str, Any] = json.loads(bridge.call(json.dumps(req)))
    return answer


def test_no_position_reader_raises_english_text() -> None:
    english = [
        f"{p.relative_to(ENGINE)}:{i}"
        for p in READERS
        for i, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1)
        if re.search(r"raise \w+Error\(", line)
    ]
    assert not english, f"errors written as English text, not as a message key: {english}"


def test_every_position_error_has_words_in_both_languages() -> None:
    keys = {
        k
        for p in READERS
        for k in _KEY.findall(p.read_text(encoding="utf-8")) + _WORDED.findall(p.read_text(encoding="utf-8"))
    }
    assert len(keys) > 100, len(keys)  # the scan sees the readers' errors
    missing = sorted(k for k in keys if k not in en.MESSAGES or k not in fr.MESSAGES)
    assert not missing, f"position errors without words in English or French: {missing}"
    untranslated = sorted(k for k in keys if en.MESSAGES[k] and en.MESSAGES[k] == fr.MESSAGES[k])
    assert not untranslated, f"French words identical to the English: {untranslated}"


# (game, position, what the English says, what the French says)
BAD = [
    ("tarot", [1, 2], "position must be an object", "objet"),
    (
        "tarot",
        {"trump": "S", "hand": ["KS"]},
        "position.trump does not apply",
        "position.trump ne s’applique pas",
    ),
    (
        "tarot",
        {"contract": "grande"},
        "position.contract must be one of",
        "position.contract doit être l’un de",
    ),
    (
        "briscan",
        {"trump": "H", "talon": 3},
        "position.talon must be an even count",
        "position.talon doit être un nombre pair",
    ),
    (
        "triomphe",
        {"trump": "X"},
        "position.trump must be a suit letter",
        "position.trump doit être la lettre",
    ),
    (
        "francion",
        {"trump": "H", "hand": ["AH", "KH", "QH"], "beasts": 3},
        "position.beasts must be a list",
        "position.beasts doit être une liste",
    ),
    (
        "francion",
        {"trump": "H", "hand": ["AH"], "cut": 1},
        "position.cut must lift 4 to 36",
        "position.cut doit lever de 4 à 36",
    ),
    ("emprunt", {"players": 3, "hands": [["ZZ"], [], []]}, "'ZZ' is not a card", "'ZZ' n’est pas une carte"),
    ("tarot", {"colour": 1}, "unknown position keys: colour", "clés de position inconnues\u00a0: colour"),
]


@pytest.mark.parametrize("game,position,english,french", BAD)
def test_a_bad_position_is_refused_in_the_readers_language(
    game: str, position: Any, english: str, french: str
) -> None:
    en_answer = call(op="position", game=game, position=position)
    fr_answer = call(op="position", game=game, position=position, lang="fr")
    assert not en_answer["ok"] and english in en_answer["error"]["message"], en_answer
    assert not fr_answer["ok"] and french in fr_answer["error"]["message"], fr_answer
    assert fr_answer["error_words"] == en_answer["error_words"]  # one record, two languages
    assert fr_answer["error_words"]["key"].startswith(("position.", "error."))


def test_a_card_in_a_french_position_error_is_named_in_french() -> None:
    """Tarot: the called king in the chien (a card passed as a card, worded by the catalogue)."""
    position = {
        "players": 5,
        "contract": "garde-sans",
        "called": "KH",
        "partner": 2,
        "hand": ["1", "2", "3"],
        "chien": ["KH", "2S", "3S"],
    }
    said = {}
    for lang in ("en", "fr"):
        answer = call(op="position", game="tarot", position=position, lang=lang)
        assert not answer["ok"] and answer["error_words"]["key"] == "position.tarot.partner-card-where-so"
        said[lang] = answer["error"]["message"]
    assert "the king of hearts is in the chien, so the taker plays alone" in said["en"]
    assert "le roi de cœur est dans le chien, le preneur joue donc seul" in said["fr"]


def test_bad_card_input_is_worded_in_the_readers_language() -> None:
    # tapisvert.cards words its errors as data (CardInputError: key and params, no import of the
    # words module, which names cards through it); the bridge words them like every other error
    from tapisvert import cards as C

    with pytest.raises(C.CardInputError) as caught:
        C.parse_cards(["AS", "AS"], what="hand")
    assert str(caught.value) == "hand: a card appears twice"
    record = W.record_of(caught.value)
    assert record is not None and record.key == "position.card.twice"
    for key in C.INPUT_ERRORS_EN:
        assert en.MESSAGES[key] == C.INPUT_ERRORS_EN[key] and fr.MESSAGES[key] != en.MESSAGES[key]
    with W.speaking("fr"):
        assert "deux fois" in W.plain(record)
