"""Briscan and Brisque: the rules registries (the decisions and options: ``decisions.py``).

Source: the English Wikipedia article "Briscan", received with the first letters of
neighbouring words swapped throughout (sources/briscan).  Brisque is given in the
source's parentheses ("Where brisque is different, this is shown in parentheses", ¶20): a Brisque
rule is *stated* only on the words of a parenthesis; where none changes a Briscan rule, Brisque has
it by that convention, an *inference* (:func:`by_convention`), and the infobox (¶2–¶13), which
precedes the convention, is Briscan's alone.  The generator makes both rulebooks, so every shared
rule names its Brisque status (``brisque=``); the provenance check refuses a Brisque rule stated on
a paragraph that speaks of Briscan alone (``sitebuild.edition.provenance.form_statements``).  Paragraph
numbers are physical line numbers of the received text; a *stated* rule quotes the
restored reading (the swapped letters put back, apparatus S1).  Decisions are named after
the research dossier's rule numbers (DB14 is the decision on rule B14).

The article has no section on the play of the cards: those rules are *reconstructed*
from a later French account of Brisque (bibliography ``adpoker-brisque``) and the rules of
Bezique, Briscan's successor (``enquire-within``, ``britannica-bezique``,
``pokerwiner-bezique``, ``nie-bezique``), each named as an authority.
"""

from typing import Any

from ...rulebook import RuleBook
from .decisions import (
    BRISCAN_OPTIONS as BRISCAN_OPTIONS,
    BRISQUE_OPTIONS as BRISQUE_OPTIONS,
    _decisions,
)

ADP = ("adpoker-brisque",)
BEZ = ("enquire-within", "britannica-bezique", "pokerwiner-bezique")


# Paragraphs whose reading restores swapped letters (apparatus S1 of the edition): a stated rule
# citing one of them quotes restored words, so it rests on S1.
_S1 = frozenset(
    (
        2,
        3,
        6,
        10,
        12,
        14,
        16,
        17,
        18,
        20,
        21,
        22,
        23,
        25,
        26,
        27,
        29,
        30,
        31,
        32,
        33,
        35,
        36,
        37,
        38,
        39,
        40,
        41,
        43,
        53,
        54,
        55,
        56,
        57,
        58,
        59,
        62,
        63,
    )
)


#: A shared rule's Brisque status, chosen explicitly for every rule the generator makes for both games
#: (the ``brisque`` argument of ``R``): ``SAME`` — Brisque has the rule as it is, which a *stated*
#: rule may claim only where its quote is Brisque's own parenthesis; a dict — what changes for
#: Brisque (its status, paragraphs, quote, note …), most often :func:`by_convention`; ``OWN`` — the
#: call is already one game's rule (inside ``if brisque`` or ``else``).
SAME = "same"
OWN = "own"
#: ¶20: the text's convention, the only words that carry a Briscan rule over to Brisque.
CONVENTION = "Where brisque is different, this is shown in parentheses"


def _strings(value: str | tuple[str, ...]) -> tuple[str, ...]:
    return (value,) if isinstance(value, str) else tuple(value)


def by_convention(
    quote: tuple[str, ...],
    paragraphs: tuple[int, ...],
    note: str,
    **kw: Any,
) -> dict[str, Any]:
    """A Briscan rule carried over to Brisque by the text's convention (¶20): inferred, never stated,
    for the words quoted are said of Briscan; ``note`` says why no parenthesis is read as silence."""
    return dict(
        status="inferred",
        paragraphs=(20,) + tuple(n for n in paragraphs if n != 20),
        quote=(CONVENTION,) + quote,
        note="Said of Briscan; the edition applies it to Brisque by the text's convention (¶20: 'where "
        "brisque is different, this is shown in parentheses'). " + note,
        **kw,
    )


def brisque_choice(
    game: str, rid: str, status: str, brisque: str | dict[str, Any], kw: dict[str, Any]
) -> dict[str, Any]:
    """What changes for this game in a rule the generator makes for both (nothing for Briscan); refuses
    a choice that is not one, and a Brisque rule stated 'as in Briscan' on words not said of Brisque."""
    if not isinstance(brisque, dict) and brisque not in (SAME, OWN):
        raise ValueError(f"{game}.{rid}: brisque must be SAME, OWN or a dict of changes, not {brisque!r}")
    if game != "brisque":
        return {}
    if isinstance(brisque, dict):
        return dict(brisque)
    if (
        brisque == SAME
        and status == "stated"
        and not any("(brisque:" in q for q in _strings(kw.get("quote", ())))
    ):
        raise ValueError(
            f"brisque.{rid}: stated for Brisque 'as in Briscan', but it quotes no parenthesis said of "
            "Brisque: choose its Brisque status (by_convention, or the words of ¶20–35)"
        )
    return {}


def _rules(b: RuleBook, game: str) -> None:
    def R(
        rid: str,
        statement: str,
        status: str = "stated",
        paragraphs: tuple[int, ...] = (),
        decision: str | None = None,
        authority: str | None = None,
        note: str | None = None,
        *,
        brisque: str | dict[str, Any],
        **kw: Any,
    ) -> str:
        changes = brisque_choice(game, rid, status, brisque, kw)
        status = changes.pop("status", status)
        paragraphs = changes.pop("paragraphs", paragraphs)
        decision = changes.pop("decision", decision)
        note = changes.pop("note", note)
        statement = changes.pop("statement", statement)
        kw.update(changes)
        if status in ("stated", "inferred") and _S1.intersection(paragraphs):
            kw["apparatus"] = ("S1",) + tuple(a for a in kw.get("apparatus", ()) if a != "S1")
        return b.rule(rid, statement, status, paragraphs, decision, authority, note, **kw)

    brisque = game == "brisque"
    size = 6 if brisque else 5
    free = (32 - 2 * size) // 2  # tricks played with cards in the talon
    # ------------------------------------------------------------------ cards
    # ¶21: the ways the two games differ; a Briscan rule outside them reaches Brisque by inference
    differs = (
        "Briscan is a two-player game, based on brisque, but which differs in the number of cards dealt, "
        "the way the trump turnup is handled, announcements and scoring"
    )
    R(
        "players",
        f"{game.capitalize()} is a game for two players.",
        paragraphs=(7, 21),
        quote=("| Players | 2 |", "Briscan is a two-player game"),
        exempt={
            "clause": "the sentence goes on 'based on brisque, but which differs in the number of "
            "cards dealt, the way the trump turnup is handled, announcements and scoring': the 'but' "
            "qualifies 'based on brisque' (how the two games differ), not the number of players."
        },
        brisque=dict(
            status="inferred",
            paragraphs=(21,),
            quote=differs,
            exempt={},
            note="¶21 says Briscan is a two-player game based on Brisque and lists how the two differ: the "
            "cards dealt, the turn-up, the announcements and the scoring, not the number of players. "
            "The infobox (¶7) is Briscan's alone. Until issue 43 this rule was stated from it.",
        ),
    )
    R(
        "cards.pack",
        "It is played with a 32-card piquet pack: A K Q J 10 9 8 7 in each suit.",
        paragraphs=(8, 9, 10, 23),
        quote=(
            "| Cards | 32 |",
            "| Deck | Piquet pack |",
            "A 10 K Q J 9 8 7",
            "Briscan uses a 32-card piquet pack.",
        ),
        apparatus=("S1",),
        brisque=by_convention(
            ("Briscan uses a 32-card piquet pack.", differs),
            (21, 23),
            "No parenthesis of ¶23 gives Brisque another pack, and the pack is not among the differences "
            "¶21 lists. The infobox (¶8–¶10) is Briscan's alone. Until issue 43 this rule was stated from it.",
        ),
    )
    R(
        "cards.trick-order",
        "In play the cards rank, high to low: ace, ten, king, queen, jack, 9, 8, 7.",
        paragraphs=(10,),
        quote="Rank (high→low) | A 10 K Q J 9 8 7",
        apparatus=("S1",),
        brisque=dict(
            status="inferred",
            paragraphs=(10, 21),
            quote=("Rank (high→low) | A 10 K Q J 9 8 7", differs),
            note="The rank row is a row of Briscan's infobox (¶10), which says nothing of Brisque; ¶21 "
            "lists how Briscan differs from Brisque (cards dealt, turn-up, announcements, scoring) and the "
            "order of the cards is not among the differences. Until issue 43 this rule was stated from ¶10.",
        ),
    )
    R(
        "cards.sequence-order",
        "For sequences the cards run in their natural order 7 8 9 10 J Q K A: 8-9-10 is a tierce to the ten.",
        paragraphs=(31, 46, 50, 51),
        quote=(
            "consecutive cards of the same suit e.g. ten, jack, queen",
            "so 8-9-10 is a tierce au dix",
            "majeure (major i.e. ace)",
            "| dix (ten) |",
            "| neuf (nine) |",
        ),
        note="The examples (ten, jack, queen; 8-9-10) put the ten between the nine and the jack, and "
        "the table names the ace sequence 'majeure' and the lowest 'neuf': the trick order of ¶10 "
        "is not the order of the sequences.",
        brisque=by_convention(
            (
                "consecutive cards of the same suit e.g. ten, jack, queen",
                "so 8-9-10 is a tierce au dix",
            ),
            (31,),
            "In Brisque no sequence scores ('only marriages and 2 of the quartets count', ¶29), so this "
            "order decides nothing in its scoring. Until issue 43 this rule was stated from ¶31.",
        ),
    )
    if not brisque:
        R(
            "cards.courts",
            "The king, queen and jack are courts; the ace, ten, 9, 8 and 7 are pips.",
            paragraphs=(25, 33),
            quote=("an ace, ten, or court card", "all court cards and no pips"),
            note="'Court card' names the king, queen and jack; ¶25 lists the ace and the ten beside "
            "them. (This was decision DB5 until issue 12; the text leaves no other reading.)",
            brisque=OWN,
        )
    # ------------------------------------------------------------------ dealing
    R(
        "deal.draw",
        "The players draw for the deal; the higher card deals.",
        paragraphs=(23,),
        quote="Players draw for the right to deal; the player drawing the highest becoming the dealer",
        brisque=by_convention(
            ("Players draw for the right to deal; the player drawing the highest becoming the dealer",),
            (23,),
            "The sentence's parenthesis changes only the cards dealt ('brisque: six'). Until issue 43 this "
            "rule was stated.",
        ),
    )
    R(
        "deal.draw-ties",
        "Cards drawn for the deal rank in the trick order; equal ranks draw again.",
        status="editorial",
        context=(10, 23),
        decision="DB6",
        brisque=SAME,
    )
    R(
        "deal.size",
        f"The dealer gives {'six' if brisque else 'five'} cards to each player.",
        paragraphs=(21, 23),
        quote="who then deals five cards each (brisque: six)",
        apparatus=("S1",),
        brisque=SAME,
    )
    R(
        "deal.packets",
        f"The cards are dealt {'3 then 3' if brisque else '3 then 2'}, the non-dealer first.",
        status="editorial",
        context=(23,),
        decision="DB8",
        brisque=SAME,
    )
    turnup = (
        "turns the next for trump",
        "The remaining cards form the talon which is placed, face "
        "down, at right angles to, and half-covering, the upcard.",
    )
    if brisque:
        R(
            "deal.turnup",
            "The next card is turned up: its suit is trump. The rest, the talon, lies face "
            "down across it, so the turn-up is the talon's last card.",
            status="inferred",
            paragraphs=(20, 23),
            against={
                21: "¶21 says Briscan differs from Brisque in 'the way the trump turnup is handled'. The "
                "only difference the text then spells out is the exchange of the seven (¶25: 'brisque: "
                "it may be exchanged at any point during the game'); the turn-up itself (¶23) carries no "
                "parenthesis for Brisque, so the edition reads ¶21's difference as that of the exchange."
            },
            quote=("Where brisque is different, this is shown in parentheses",) + turnup,
            note="Inferred from the text's convention (¶20: Brisque's differences are given in "
            "parentheses) and the silence of ¶23 on Brisque. Until issue 26 this rule was stated from "
            "Briscan's turn-up, though ¶21 says the two games handle the turn-up differently.",
            brisque=OWN,
        )
    else:
        R(
            "deal.turnup",
            "The next card is turned up: its suit is trump. The rest, the talon, lies face "
            "down across it, so the turn-up is the talon's last card.",
            paragraphs=(23,),
            quote=turnup,
            note="Half covered by the talon, the upcard is the last card drawn.",
            brisque=OWN,
        )
    if brisque:
        R(
            "deal.turnup-bonus",
            "If the turn-up is an ace, ten or court card, the dealer scores 10.",
            status="editorial",
            context=(20, 25),
            decision="DB10",
            brisque=OWN,
        )
    else:
        R(
            "deal.turnup-bonus",
            "If the turn-up is an ace, ten or court card, the dealer scores 10.",
            paragraphs=(25,),
            quote="If the turnup is an ace, ten, or court card, the dealer scores ten points.",
            brisque=OWN,
        )
    R(
        "deal.alternate",
        "The players deal alternately.",
        status="editorial",
        context=(23,),
        decision="DB11",
        brisque=SAME,
    )
    # ------------------------------------------------------------------ exchange
    R(
        "exchange.seven",
        "The holder of the seven of trumps may exchange it for the turn-up.",
        paragraphs=(25,),
        quote="The trump seven may only be exchanged for the upcard",
        brisque=dict(
            quote=(
                "The trump seven may only be exchanged for the upcard",
                "(brisque: it may be exchanged at any point during the game)",
            ),
            note="The parenthesis says of Brisque that 'it', the trump seven of the same sentence, may be "
            "exchanged.",
        ),
    )
    R(
        "exchange.seven-place",
        "He takes the turn-up into his hand, and the seven takes its place as the talon's last card.",
        status="reconstructed",
        context=(25,),
        authorities=ADP,
        note="The article names the exchange, not what becomes of the seven; adpoker.fr puts it in the "
        "upcard's place.",
        brisque=SAME,
    )
    if brisque:
        R(
            "exchange.deadline",
            "The seven may be exchanged at any time while the turn-up is in the talon.",
            paragraphs=(25,),
            quote="(brisque: it may be exchanged at any point during the game)",
            brisque=OWN,
        )
    else:
        R(
            "exchange.deadline",
            "The exchange must be made before the first card is played to the "
            "trick for the last two cards of the talon (the eleventh trick).",
            paragraphs=(25,),
            quote="before playing for the last two cards of the talon",
            apparatus=("U1",),
            authorities=ADP,
            note="The quoted words are certain; which trick they mean is read with adpoker.fr "
            "('avant de jouer pour la dernière levée'): the trick played when two talon cards "
            "are left, the eleventh. The text's own gloss is less clear (apparatus U1).",
            brisque=OWN,
        )
    R(
        "exchange.when",
        "The holder exchanges at one of his own turns: on lead, in reply, or while declaring.",
        status="editorial",
        context=(25,),
        decision="DB14",
        apparatus=() if brisque else ("U1",),
        brisque=SAME,
    )
    R(
        "exchange.no-score",
        "The exchange itself scores nothing.",
        status="editorial",
        context=(25,),
        decision="DB16",
        brisque=SAME,
    )
    # ------------------------------------------------------------------ play
    R(
        "play.lead",
        "The non-dealer leads to the first trick; the winner of each trick leads to the next.",
        status="reconstructed",
        context=(23,),
        authorities=ADP + BEZ,
        note="The received text has no section on the play of the cards; it completes the deal of ¶23.",
        brisque=SAME,
    )
    R(
        "play.in-turn",
        "The players play one card each in turn, the leader first.",
        status="reconstructed",
        context=(11,),
        authorities=ADP,
        note="The infobox's 'Play: Alternate' (¶11) gives the turn, not the rules of play.",
        brisque=SAME,
    )
    R(
        "play.from-hand",
        "A player plays a card from his own hand.",
        status="reconstructed",
        context=(23,),
        authorities=ADP,
        brisque=SAME,
    )
    R(
        "play.phase",
        "Only the actions of the current stage may be taken: the deal, the declarations, the play of a card.",
        status="reconstructed",
        context=(25, 27),
        authorities=ADP,
        brisque=SAME,
    )
    R(
        "play.draw",
        "While the talon lasts, after each trick the winner draws its top card, then the "
        "loser; at the last draw the loser takes the turn-up (or the seven exchanged for it).",
        status="reconstructed",
        context=(23, 25),
        authorities=ADP + ("enquire-within",),
        note="The article implies the draw (a talon, 'two talon cards left', ¶25) without describing it.",
        brisque=SAME,
    )
    R(
        "play.free",
        f"While the talon has cards (tricks 1 to {free}) the second player may play any "
        "card: there is no duty to follow suit or to trump.",
        status="reconstructed",
        context=(23,),
        authorities=ADP + ("enquire-within", "kotoba-brusquembille"),
        note="adpoker.fr: 'liberté de renoncer' while cards remain in the talon.",
        brisque=SAME,
    )
    R(
        "final.follow-and-beat",
        f"Once the talon is exhausted (tricks {free + 1} to 16) the second "
        "player must follow suit and must beat the card led if he can.",
        status="reconstructed",
        context=(37,),
        authorities=ADP + BEZ,
        note="adpoker.fr: 'il faut forcer ou couper'. ¶37 names the stage ('after the talon has been "
        "exhausted') but gives no rule of play.",
        brisque=SAME,
    )
    R(
        "final.trump",
        "Once the talon is exhausted, a player who cannot follow suit must trump if he can.",
        status="reconstructed",
        context=(37,),
        authorities=ADP + BEZ + ("schnapsen-help",),
        brisque=SAME,
    )
    R(
        "final.any-card",
        "Once the talon is exhausted, a player who can neither follow suit nor trump plays any card.",
        status="reconstructed",
        context=(37,),
        authorities=ADP + BEZ,
        brisque=SAME,
    )
    R(
        "trick.winner",
        "Of two cards of the same suit the higher wins; otherwise a trump beats any "
        "other card, and a card of a third suit loses to the card led.",
        status="reconstructed",
        context=(10,),
        authorities=("britannica-bezique", "enquire-within"),
        note="The rank row (¶10) orders the cards; who wins a trick is the rule of the whole family.",
        brisque=SAME,
    )
    # ------------------------------------------------------------------ melds
    R(
        "meld.when",
        "Melds may be declared only by a player on lead after he has won a trick: right "
        "after winning it. Nobody declares before the first trick.",
        paragraphs=(27,),
        quote="Melds may only be made when at least one trick has been taken and when on lead.",
        apparatus=("U2",),
        note="'len on whead' can only be 'when on lead' (apparatus U2). Once a trick has been taken, "
        "the player on lead is the one who won the last trick.",
        brisque=by_convention(
            ("Melds may only be made when at least one trick has been taken and when on lead.",),
            (27,),
            "'len on whead' can only be 'when on lead' (apparatus U2). Until issue 43 this rule was stated, "
            "though ¶21 counts the announcements among the ways the games differ.",
            against={
                21: "¶21 says Briscan differs from Brisque in its 'announcements'. The differences the text "
                "then spells out for Brisque are which melds count (¶29: 'only marriages and 2 of the quartets "
                "count'; ¶32), not when they are declared; the edition reads ¶21's difference as those."
            },
        ),
    )
    R(
        "meld.timing",
        "The declarations are made after both players have drawn, before the lead.",
        status="editorial",
        context=(27,),
        decision="DB23",
        apparatus=("U2",),
        brisque=SAME,
    )
    R(
        "meld.talon",
        "No melds are declared once the talon is exhausted.",
        status="editorial",
        context=(27,),
        decision="DB24",
        brisque=SAME,
    )
    R(
        "meld.from-hand",
        "A meld is made of cards the declarer holds.",
        paragraphs=(30, 33),
        quote=("a player who holds a king and queen of the same suit", "hands comprising all court cards"),
        brisque=by_convention(
            (
                "(brisque: only marriages and 2 of the quartets count)",
                "a player who holds a king and queen of the same suit",
            ),
            (29, 30),
            "In Brisque only marriages and two quartets count (¶29); the marriage is one a player 'holds' "
            "(¶30), and the text gives no other way of making a meld. Until issue 43 this rule was stated "
            "from ¶30 and ¶33 (the cartes blanches, which Brisque does not count).",
        ),
    )
    R(
        "meld.once",
        "A meld (the same kind with the same cards) scores once in a deal; declared cards "
        "stay in the hand, are shown, and are played normally.",
        status="reconstructed",
        context=(29,),
        authorities=("nie-bezique", "britannica-bezique"),
        note="Bezique practice: declared cards remain part of the hand, and a combination scores once. "
        "(This was decision DB33 until issue 12; no source offers another reading.)",
        brisque=SAME,
    )
    R(
        "meld.per-window",
        "A player may declare several melds in one window, each of which scores.",
        status="editorial",
        context=(27,),
        decision="DB34",
        brisque=SAME,
    )
    R(
        "meld.marriage",
        "A marriage, the king and queen of one suit, scores 20, or 40 in trumps.",
        paragraphs=(30, 54, 55),
        apparatus=("U4", "U5"),
        quote=(
            "a player who holds a king and queen of the same suit scores 20 or, if a trump marriage, 40 points.",
            "of plain suit) | 20",
            "Trump marriage (trump",
            ") | 40",
        ),
        note="The table's rows (¶54–¶55) lost their card symbols around '+'; the edition supplies K and "
        "Q (apparatus U4).",
        brisque=by_convention(
            (
                "(brisque: only marriages and 2 of the quartets count)",
                "a player who holds a king and queen of the same suit scores 20 or, if a trump marriage, 40 "
                "points.",
                "of plain suit) | 20",
                "Trump marriage (trump",
                ") | 40",
            ),
            (29, 30, 54, 55),
            "The parenthesis of ¶29 says marriages count in Brisque, not what they score; the 20 and 40 are "
            "Briscan's, and no parenthesis gives Brisque others. The table's rows (¶54–¶55) lost their card "
            "symbols around '+' (apparatus U4). Until issue 43 this rule was stated from Briscan's words.",
            against={
                21: "¶21 counts the scoring among the ways the games differ; the differences the text spells "
                "out for Brisque are which melds and bonuses count (¶29, ¶32, ¶35), not what a marriage "
                "scores."
            },
        ),
    )
    if brisque:
        R(
            "meld.kinds",
            "In Brisque only marriages, four kings and four queens may be declared.",
            status="inferred",
            paragraphs=(29, 32),
            quote=(
                "(brisque: only marriages and 2 of the quartets count)",
                "(brisque: four kings or four queens immediately win the game)",
            ),
            note="¶29 says two of the quartets count without naming them; the only quartets the text names "
            "for Brisque are the kings and the queens (¶32), so the edition reads them as the two. Until "
            "issue 43 this rule was stated.",
            brisque=OWN,
        )
        R(
            "meld.royal-quartet",
            "Four kings or four queens, declared, win the game at once.",
            paragraphs=(32,),
            quote="(brisque: four kings or four queens immediately win the game)",
            brisque=OWN,
        )
        R(
            "bonus.only-last-trick",
            "Brisque scores only one bonus: the last trick.",
            paragraphs=(35,),
            quote="(brisque: only the last trick bonus is scored)",
            brisque=OWN,
        )
    else:
        R(
            "meld.sequence",
            "A sequence of three, four or five cards of one suit (tierce, quatrième, "
            "quinte) is named by its top card and scores by the table: tierce 20 (to the nine or ten) "
            "to 60 (majeure), quatrième 30 to 100, quinte 50 to 300. Trump sequences score double.",
            paragraphs=(31, 44, 45, 46, 47, 48, 49, 50, 51, 59),
            apparatus=("U6",),
            quote=(
                "A run of three is a tierce; of four is a quatrième; and of five, a quinte.",
                "The rank of a sequence is taken from its top card",
                "Points are scored as per the table below, except that they are doubled in the case "
                "of trump sequences.",
                "| majeure (major i.e. ace) | 300 | majeure | 100 | majeure | 60 |",
                "| valet (jack) | 50 | valet | 40 | valet | 30 |",
                "| dix (ten) | - | dix | 30 | dix | 20 |",
                "| neuf (nine) | - | neuf | - | neuf | 20 |",
            ),
            brisque=OWN,
        )
        R(
            "meld.sequence-cards",
            "Cards declared in a sequence may not be used in any other meld.",
            paragraphs=(31,),
            quote="Cards declared in a sequence may not be used for other melds.",
            note="Within one declaration window the ban holds whichever meld is declared first: a "
            "sequence declared after a meld of the same window that shares its cards withdraws "
            "that meld, so a marriage and a quatrième au roi declared together score 80 in either "
            "order (corrected in issue 12; it scored 100 in one order).",
            brisque=OWN,
        )
        R(
            "meld.reuse",
            "Cards of a marriage or quartet may serve again in other melds.",
            status="editorial",
            context=(31,),
            decision="DB28",
            brisque=OWN,
        )
        R(
            "meld.any-run",
            "A player may declare any run of three or more, not necessarily his longest.",
            status="editorial",
            context=(31,),
            decision="DB29",
            brisque=OWN,
        )
        R(
            "meld.quartet",
            "Four aces score 150, four tens 100, four kings 80, four queens 60, four "
            "jacks 40; nines, eights and sevens score nothing.",
            paragraphs=(32, 53, 54, 55, 56, 57, 58),
            apparatus=("U3",),
            quote=(
                "Quartets: four of a kind score as shown in the table.",
                "| Four aces | 150 |",
                "| Four tens | 100 |",
                "| Four kings | 80 |",
                "| Four queens | 60 |",
                "| Four jacks | 40 |",
            ),
            note="The table has no row for nines, eights or sevens.",
            brisque=OWN,
        )
        R(
            "meld.quartets-doubled",
            "Quartets are not doubled: only trump sequences score double.",
            status="editorial",
            context=(31, 59),
            decision="DB31",
            apparatus=("U6",),
            note="¶59 reads 'doubled in the case of trump sequences or quartets'.",
            brisque=OWN,
        )
        R(
            "meld.blanche",
            "A carte blanche, a hand of five courts and no pips, scores 20; a hand of "
            "five pips and no courts scores 10.",
            paragraphs=(33, 56, 57),
            quote=(
                "Cartes blanches: hands comprising all court cards and no pips or, conversely, all "
                "pip cards and no courts. They attract 20 and 10 points respectively.",
                "Carte blanche (all courts) | 20",
                "Carte blanche (all pips) | 10",
            ),
            brisque=OWN,
        )
        R(
            "meld.blanche-once",
            "A carte blanche scores once per kind per player and deal.",
            status="editorial",
            context=(33,),
            decision="DB32",
            note="It is declared, like any meld, in a window (¶27), on the five cards then held.",
            brisque=OWN,
        )
        # -------------------------------------------------------------- bonuses
        R(
            "bonus.ace-trumps",
            "The ace of trumps scores 30 to its holder, unless he obtained it by "
            "exchanging the seven for it.",
            paragraphs=(36, 58),
            quote=(
                "Ace of trumps: if the ace of trumps is held and has not been exchanged it scores 30 points",
                "Ace of trumps | 30",
            ),
            brisque=OWN,
        )
        R(
            "bonus.ace-timing",
            "The ace of trumps scores when it reaches its holder by the deal or by a draw.",
            status="editorial",
            context=(36,),
            decision="DB36",
            brisque=OWN,
        )
        R(
            "bonus.last-five-cards",
            "When the talon is exhausted, a player whose five cards are all trumps scores 30.",
            paragraphs=(37, 54),
            quote=(
                "if a player's last hand of five cards after the talon has been exhausted are all "
                "trumps, that player scores a bonus of 30 points.",
                "Last five cards | 30",
            ),
            brisque=OWN,
        )
        R(
            "bonus.last-five-tricks",
            "Winning all of the last five tricks scores 20 additional points.",
            paragraphs=(39, 56),
            quote=("Winning last five tricks: 20 additional points", "Last five tricks | 20"),
            brisque=OWN,
        )
        R(
            "bonus.last-five-additional",
            "The 20 for the last five tricks come on top of the last trick's 10 (30 in all).",
            status="editorial",
            context=(38, 39),
            decision="DB39",
            brisque=OWN,
        )
        R(
            "bonus.most-cards",
            "The player who took more cards (more than 16) scores 10.",
            paragraphs=(40, 57),
            quote=("Taking most cards: 10 points", "Most cards | 10"),
            brisque=OWN,
        )
        R(
            "bonus.most-cards-tie",
            "At sixteen cards each nobody scores the 10 for most cards.",
            status="reconstructed",
            context=(40,),
            authorities=("kids-piquet",),
            note="As in old Piquet, where equal cards score nothing. (This was decision DB40 until "
            "issue 12; no source offers another reading.)",
            brisque=OWN,
        )
        R(
            "bonus.vole",
            "A player who takes every trick (the vole) wins the game at once.",
            paragraphs=(41, 58),
            quote=(
                "Vole (taking all tricks): wins the game immediately",
                "Vole (taking all the tricks) | Game",
            ),
            brisque=OWN,
        )
        R(
            "bonus.card-points",
            "Aces and tens taken in tricks score nothing in themselves.",
            status="editorial",
            context=(14,),
            decision="DB35",
            brisque=OWN,
        )
    R(
        "bonus.last-trick",
        "The winner of the last trick scores 10.",
        paragraphs=(35, 38, 55),
        quote=("Winning last trick: 10 points", "Last trick | 10"),
        brisque=by_convention(
            ("(brisque: only the last trick bonus is scored)", "Winning last trick: 10 points"),
            (35, 38),
            "The parenthesis of ¶35 says the last trick's bonus is scored in Brisque, not how much; the 10 "
            "is Briscan's (¶38), and no parenthesis gives Brisque another. Until issue 43 this rule was "
            "stated.",
        ),
    )
    # ------------------------------------------------------------------ match
    if brisque:
        R(
            "match.accumulate",
            "Scores accumulate over the deals, towards the target of the game.",
            status="inferred",
            paragraphs=(20, 21),
            quote=("Where brisque is different, this is shown in parentheses", "Game is 600 points."),
            note="¶21's 'Game is 600 points' is said of Briscan; the edition applies it to Brisque by "
            "the convention of ¶20 (no parenthesis makes Brisque differ), as it does the target itself "
            "(table setting DB44), and a game to a target is played over several deals. Until issue 26 "
            "this rule was stated from ¶21 as if the text said it of Brisque.",
            brisque=OWN,
        )
    else:
        R(
            "match.accumulate",
            "Scores accumulate over the deals.",
            status="inferred",
            paragraphs=(21,),
            quote="Game is 600 points.",
            note="No deal scores anywhere near 600, so a game of 600 points is played over several deals, "
            "and the scores add up. Until issue 26 this rule was called stated: the text sets the target, "
            "and the accumulation follows from it.",
            brisque=OWN,
        )
    if brisque:
        R(
            "match.target",
            "The game is 600 points, as in Briscan, unless another target is agreed.",
            status="editorial",
            context=(20, 21),
            decision="DB44",
            apparatus=("S1",),
            brisque=OWN,
        )
    else:
        R(
            "match.target",
            "The game is 600 points.",
            paragraphs=(21,),
            quote="Game is 600 points.",
            apparatus=("S1",),
            brisque=OWN,
        )
    R(
        "match.win-check",
        "The target is checked at the end of each deal; if both players have "
        "reached it the higher total wins, and an equal total plays another deal.",
        status="editorial",
        context=(21,),
        decision="DB43",
        brisque=SAME,
    )


def build(game: str) -> RuleBook:
    b = RuleBook(game, "briscan")
    _decisions(b, game)
    b.decisions = dict(sorted(b.decisions.items(), key=lambda kv: int(kv[0][2:])))
    _rules(b, game)
    return b


BRISCAN_BOOK = build("briscan")
BRISQUE_BOOK = build("brisque")
