"""The games name the card encoding, never its numbers (issue 23, step 4).

A card is ``suit << SUIT_SHIFT | rank``, its rank ``c & RANK_MASK`` (the ace is ``ACE``), a Tarot
trump ``TRUMP_BASE + n``, every card code below ``CARD_CODES`` and every word at ``WORD_BASE`` and
beyond (``tapisvert.cards``, ``tapisvert.state``).  This scan of every module of
``tapisvert/games/`` fails if one of those numbers (15, 64, 128, 4096) is written as a literal
again, or if a card's suit is taken or put by a raw shift (``c >> 4``, ``s << 4``: ``SUIT_SHIFT``,
``suit_of``, ``code``).  15 is also a count or a paragraph number in a few places: those are named below, by the
keyword or the table they sit in."""

from __future__ import annotations

import ast
from pathlib import Path

import tapisvert
from tapisvert import cards as C
from tapisvert.state import CARD_CODES, WORD_BASE

GAMES = Path(tapisvert.__file__).parent / "games"
ENCODING = {C.RANK_MASK, C.ACE, C.TRUMP_BASE, C.CARD_CODES, WORD_BASE}  # 15, 64, 128, 4096
PARAGRAPHS = {"paragraphs", "context"}  # a rule's source paragraphs (¶15)
COUNTS = {
    "POIGNEE",  # Tarot: the trumps a poignée shows (15 with 3 and 4 players)
    "PARAMS",  # Tarot: 15 cards each with 5 players
}
CALLS = {"Option"}  # an option's bounds (Triomphe deals at most 15 cards)


def _literals(tree: ast.AST) -> list[tuple[int, int]]:
    """(line, value) of every int literal of the encoding outside the named exceptions."""
    skip: set[int] = set()  # ids of the nodes under an exception
    for node in ast.walk(tree):
        under: list[ast.AST] = []
        if isinstance(node, ast.keyword) and node.arg in PARAGRAPHS:
            under = [node.value]
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in CALLS:
            under = [*node.args, *(k.value for k in node.keywords)]
        elif isinstance(node, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id in COUNTS for t in node.targets
        ):
            under = [node.value]
        for u in under:
            skip.update(id(n) for n in ast.walk(u))
    return [
        (node.lineno, node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant)
        and type(node.value) is int
        and node.value in ENCODING
        and id(node) not in skip
    ]


def test_the_encoding_has_names():
    assert (C.RANK_MASK, C.ACE, C.TRUMP_BASE, C.CARD_CODES, CARD_CODES, WORD_BASE) == (
        15,
        15,
        64,
        128,
        128,
        4096,
    )
    assert C.code(C.SUITS.index("H"), C.ACE) == C.card("AH") and C.trump(21) == C.card("21")
    assert C.rank_of(C.card("QS")) == C.QUEEN and C.suit_of(C.card("QS")) == C.SUITS.index("S")
    assert C.rank_of(C.trump(7)) == 7


def test_no_game_writes_the_encoding_as_a_number():
    found = []
    for path in sorted(GAMES.rglob("*.py")):
        for line, value in _literals(ast.parse(path.read_text(encoding="utf-8"))):
            found.append(f"{path.relative_to(GAMES)}:{line}: {value}")
    assert not found, (
        "name the encoding (tapisvert.cards: RANK_MASK, ACE, TRUMP_BASE, CARD_CODES; WORD_BASE):\n"
        + "\n".join(found)
    )


def test_the_scan_sees_a_literal():
    # the scan itself can fail: a rank mask, a trump base, a card bound and a word base written out
    src = "a = c & 15\nb = 64 + n\nif code < 128: pass\nw = code - 4096\nOption('x', 5, 'X', None, 1, 15)\n"
    assert [v for _, v in _literals(ast.parse(src))] == [15, 64, 128, 4096]


def _raw_shifts(tree: ast.AST) -> list[int]:
    """The lines of every shift by the suit's width written as a number (``c >> 4``, ``s << 4``):
    in games/ such a shift is always a card's suit, which is ``c >> SUIT_SHIFT`` (or
    ``C.suit_of(c)``, ``C.code(s, r)``)."""
    return [
        node.lineno
        for node in ast.walk(tree)
        if isinstance(node, ast.BinOp)
        and isinstance(node.op, (ast.RShift, ast.LShift))
        and isinstance(node.right, ast.Constant)
        and node.right.value == C.SUIT_SHIFT
    ]


def test_no_game_shifts_a_card_by_a_number():
    found = [
        f"{path.relative_to(GAMES)}:{line}"
        for path in sorted(GAMES.rglob("*.py"))
        for line in _raw_shifts(ast.parse(path.read_text(encoding="utf-8")))
    ]
    assert not found, "a card's suit is c >> SUIT_SHIFT (tapisvert.cards: suit_of, code):\n" + "\n".join(
        found
    )


def test_the_scan_sees_a_raw_shift():
    # the shift scan can fail: a suit read, a card made and a void bit of a suit, each by a raw 4
    src = "s = c >> 4\nk = trump << 4 | KING\nv = voids >> (c >> 4) & 1\nok = c >> SUIT_SHIFT\nb = 1 << n\n"
    assert _raw_shifts(ast.parse(src)) == [1, 2, 3]
