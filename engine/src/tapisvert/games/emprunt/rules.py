"""Emprunt: the rules registry (the decisions and options: ``decisions.py``).

Source: "Emprunt", an encyclopedia article received with pasted hover-previews of linked
articles, its footnotes lost and an impossible three-player deal (sources/emprunt).
Paragraph numbers are line numbers of the received text; each stated rule quotes the words of the
paragraphs it cites.  Decisions DE1–DE4 and DE6 follow the archive's research; DE5, DE7, DE8 and
DE9 had no real alternative and became stated or reconstructed rules (issue 12).
"""

from .decisions import BOOK as BOOK, OPTIONS as OPTIONS

R = BOOK.rule

HAND = {6: 8, 5: 10, 4: 10, 3: 12}  # cards per player (three players: repaired, DE1)
RANKS = {
    6: "A23456789TJQK",
    5: "A23456789TJQK",  # ranks in play, low to high (ace low)
    4: "3456789TJQK",
    3: "456789TJQK",
}

# ------------------------------------------------------------ players, pack, deal
R(
    "players",
    "Emprunt may be played by three to six players.",
    paragraphs=(5, 13),
    quote=("Hoc family for three to six players", "Emprunt may be played by three to six players"),
)
R(
    "cards.pack",
    "Five or six players use the full 52-card pack. Four players remove the aces and twos "
    "(44 cards); three players also remove the threes (40 cards).",
    paragraphs=(13, 15),
    quote=(
        "using a standard French-suited pack … of 52 cards",
        "If four play, the aces and twos are removed, reducing the pack to 44 cards",
        "If three play, the threes are also removed, leaving 40 cards in the pack",
    ),
)
R(
    "cards.order",
    "Within a suit the cards run in natural order with the ace low: A 2 3 4 5 6 7 8 9 10 "
    "J Q K (the lowest rank in play starts the order when aces, twos and threes are removed).",
    status="reconstructed",
    context=(5, 12),
    apparatus=("A16",),
    authorities=("hoc-mazarin",),
    note="The text gives no order. It places Emprunt in the Hoc family (¶5) and says it has 'a lot "
    "of similarity to Hoc' (¶12); Hoc Mazarin is played in natural order, aces low. No witness "
    "of this article says it, so this is a reconstruction (until issue 12 it was called "
    "restored).",
)
R(
    "deal.six",
    "With six players each receives 8 cards and 4 go to the talon.",
    paragraphs=(15,),
    quote="If six play, each is dealt eight cards with four going to the talon",
)
R(
    "deal.five",
    "With five players each receives 10 cards and 2 go to the talon.",
    paragraphs=(15,),
    quote="if five play, each receives ten and there are two in the talon",
)
R(
    "deal.four",
    "With four players each receives 10 cards and 4 go to the talon.",
    paragraphs=(15,),
    quote="If four play … each player receives ten and four are left to the talon",
)
R(
    "deal.three",
    "With three players each receives 12 cards and 4 go to the talon; the received "
    "'21' is impossible with 40 cards and is refused.",
    status="editorial",
    paragraphs=(15,),
    quote="If three play, the threes are also removed, leaving 40 cards in the pack; each player is "
    "dealt 12 and there is a talon of four",
    decision="DE1",
    apparatus=("A14",),
    note="The received text reads 'each player is dealt 21 and there is a talon of four' "
    "(corrected at A14: 3 × 12 + 4 = 40).",
)
R(
    "deal.first-dealer",
    "Players draw cards for the first deal; the lowest card deals.",
    paragraphs=(24, 31),
    quote=("Players draw lots for first dealer", "the one with the lowest having this privilege"),
)
R(
    "deal.draw",
    "The draw uses the pack in play, ace low; players tied for lowest draw again.",
    status="reconstructed",
    context=(24, 31),
    apparatus=("A16",),
    authorities=("hoc-mazarin",),
    note="The text says only that the lowest deals (its footnote a is lost). The Hoc games draw "
    "the same way, with the ace low. Until issue 12 this was decision DE7, whose alternative "
    "(draw from a full 52-card pack) had no switch and no support.",
)
R(
    "deal.cut-and-deal",
    "The dealer shuffles, the player on his left cuts, and the dealer deals "
    "anticlockwise, beginning with first hand, the player on his right.",
    paragraphs=(31, 34, 37),
    apparatus=("A7",),
    quote=(
        "The dealer shuffles",
        "has the cards cut … by the player to the left and then deals the "
        "requisite number of cards in anticlockwise order beginning with first hand, the player "
        "to the right",
    ),
)
R(
    "deal.talon",
    "The cards left over after the deal form the talon.",
    paragraphs=(15, 40),
    quote=("with four going to the talon", "draws the card from the talon (wherein it must lie)"),
)
R(
    "deal.talon-unseen",
    "Cards are dealt one at a time, and the talon lies face down, seen by nobody.",
    status="reconstructed",
    context=(15,),
    authorities=("hoc-mazarin",),
    note="The text says neither; Hoc is dealt one at a time. The packets change nothing in the rules. "
    "Until issue 12 this was part of decision DE8, whose alternative had no effect.",
)
R(
    "deal.ante",
    "When the cards have been dealt, each player antes one or two jetons of an agreed "
    "value into the pool (the option ante).",
    paragraphs=(16, 18, 24),
    apparatus=("A3",),
    quote=(
        "The cards having been dealt, each player antes one or two jetons",
        "of an agreed value to the pool",
        "(poule)",
    ),
    note="The engine has every player ante the same, agreed number. Until issue 12 this was "
    "decision DE5, which had no real alternative: the choice of one or two is the text's own.",
)
R(
    "deal.rotation",
    "The next deal is made by the player on the dealer's right, unless the table agrees otherwise.",
    status="editorial",
    context=(37,),
    decision="DE10",
    note="The text says how a deal goes round, not who deals next: a dealing convention, the table "
    "setting DE10 (option next_dealer). Until issue 43 this rule was called inferred; until issue 26, "
    "reconstructed from the article's infobox. (Until issue 12 it was part of decision DE8.)",
)

# ------------------------------------------------------------------ the run
R(
    "play.lead",
    "First hand leads any card from his own hand; this opens a run in its suit.",
    paragraphs=(38,),
    quote="First hand leads with any card from his or her hand",
)
R(
    "play.in-turn",
    "Players act only in their turn; turns pass anticlockwise, to the right.",
    status="inferred",
    paragraphs=(37, 40),
    quote=(
        "in anticlockwise order beginning with first hand, the player to the right",
        "Second hand must follow this",
    ),
    note="The text gives the order of the deal (anticlockwise, first hand on the dealer's right) and names "
    "the players of the run by it ('first hand', 'second hand'); that each plays only in his turn, and "
    "that the turn passes the same way, follows. Until issue 43 this rule was called stated.",
)
R(
    "play.rotation",
    "After second hand, each player in turn to the right puts down one card: the next card of the run.",
    status="editorial",
    context=(40,),
    decision="DE3",
    apparatus=("A17",),
)
R(
    "play.successor",
    "The card to put down is the next card in suit sequence: the same suit.",
    paragraphs=(40,),
    apparatus=("A17",),
    quote="Second hand must follow this with the next card in suit sequence",
    note="'Next' is one rank higher in the order of cards.order (ace low), which the text does not "
    "give: the ascending direction is part of that reconstruction.",
)
R(
    "play.successor-rank",
    "The next card in suit sequence is the card one rank higher, in the order of the cards (ace low).",
    status="reconstructed",
    context=(40,),
    apparatus=("A16", "A17"),
    authorities=("hoc-mazarin",),
    note="Until issue 12 this was part of emprunt.play.successor, cited as stated: the text says "
    "'the next card in suit sequence' but not which way a sequence runs; Hoc Mazarin's "
    "sequences run upwards from the card played.",
)
R(
    "play.from-hand",
    "A player who holds the next card must play it from his own hand.",
    paragraphs=(40,),
    quote="must follow this with the next card in suit sequence; if he does not hold it",
)
R(
    "play.borrow",
    "A player who does not hold the next card must borrow it from the player who holds "
    "it, and pays that player 1 jeton. The lender's hand loses the card; the borrower's keeps its size.",
    paragraphs=(40,),
    quote='if he does not hold it, he must "borrow" it from the player who has it and pay a jeton '
    "for it to that player",
)
R(
    "play.talon",
    "If no player holds the next card it lies in the talon: the player in turn takes it "
    "from there and pays 1 jeton to the pool.",
    paragraphs=(40,),
    quote="If no player has it, the player draws the card from the talon (wherein it must lie) and "
    "pays a jeton to the pool",
)
R(
    "play.after-king",
    "After the king the sequence wraps round to the lowest rank in play, so that a "
    "run goes on until every card of its suit has been put down.",
    status="editorial",
    context=(40, 42),
    decision="DE2",
    apparatus=("A17",),
)
R(
    "play.new-run",
    "When the suit is exhausted, the player who put down its last card (even a borrowed "
    "or drawn one) opens a new run with any card of his own.",
    paragraphs=(40, 42),
    quote="Once the first suit … is exhausted, the player who played the last card of that suit begins "
    "a new suit with any card held",
)
R(
    "play.phase",
    "Cards are put down only during the play of a deal; the next deal follows its settlement.",
    paragraphs=(16, 38, 43),
    quote=(
        "The cards having been dealt",
        "First hand leads",
        "The first player to shed all his or her hand cards wins the game",
    ),
)

# ------------------------------------------------------------- end and payment
R(
    "going-out.first",
    "The first player to shed all his cards wins the deal at once.",
    paragraphs=(43,),
    quote="The first player to shed all his or her hand cards wins the game",
)
R(
    "going-out.by-lending",
    "A player whose last card is borrowed from him has shed all his cards and wins "
    "(after receiving the loan jeton).",
    status="editorial",
    context=(43,),
    decision="DE4",
)
R(
    "settlement.pool",
    "The winner sweeps the pool: the antes and every jeton paid for talon cards.",
    paragraphs=(16, 40, 43),
    quote=("each player antes one or two jetons", "pays a jeton to the pool", "sweeps the pool"),
    apparatus=("A3",),
    note="What the pool holds is what the text pays into it: the antes (¶16–18) and the jetons paid "
    "for cards drawn from the talon (¶40). Until issue 26 the rule quoted only 'sweeps the pool'.",
)
R(
    "settlement.cards",
    "Each opponent pays the winner 1 jeton for every card left in his hand; cards of the "
    "talon count for nobody.",
    paragraphs=(43,),
    quote="receives from each opponent as many jetons as the opponent has cards left in hand",
    note="The engine keeps each player's jetons as a net balance over the match (the balances and "
    "the pool sum to zero), so a balance may go below zero. That is bookkeeping, not a rule of "
    "play: the text never needs a purse to run dry, and until issue 12 it was listed as "
    "decision DE9 (rule emprunt.jetons.balance) with no alternative.",
)
R(
    "match.target",
    "A match lasts the agreed number of rounds, every player dealing once in each round "
    "(one round unless agreed otherwise); the most jetons wins.",
    status="editorial",
    decision="DE6",
)
