"""Francion: the rules registry (the decisions and options: ``decisions.py``).

Source: "Francion", Académie des jeux oubliés (salondesjeux.fr), English translation
received damaged (sources/francion).  Paragraph numbers are line numbers of the
received text; each stated rule quotes the words of the paragraphs it cites.  The decks per
player count are restored from the French original (the witness ``french-original`` of
sources/francion/edition.yaml).  Decisions DF2–DF9 follow the archive's research (DF1 became a
reconstruction: it had no alternative); DF10 is the engine's own.
"""

from .decisions import BOOK as BOOK, OPTIONS as OPTIONS

R = BOOK.rule


# -------------------------------------------------------------- players, pack
R(
    "cards.players",
    "Francion is played by 3, 4 or 5 players, each for himself.",
    paragraphs=(7, 8),
    quote="Francion is played individually by 3, 4, or 5 players",
)
R(
    "cards.pack",
    "The pack depends on the number of players: 32 cards for 3, the 40-card quadrille "
    "pack (the 52-card pack without its 8s, 9s and 10s) for 4, the full 52 cards for 5.",
    status="restored",
    paragraphs=(8, 9),
    witness="french-original",
    apparatus=("A2",),
    quote=(
        "à 3 joueurs, un jeu de 32 cartes",
        "à 4 joueurs, un jeu de 40 cartes, dit jeu de quadrille, obtenu par le retrait d'un jeu "
        "de 52 cartes des 8, des 9 et des 10",
        "à 5 joueurs, un jeu de 52 cartes",
    ),
    note="The received text announces the list ('a larger or smaller deck of cards is used :') "
    "and loses it; the French original of the same page gives it.",
)
R(
    "cards.piquet-pack",
    "The 32-card pack is the piquet pack: ace, king, queen, jack, 10, 9, 8 and 7 of each suit.",
    status="reconstructed",
    context=(9,),
    apparatus=("A2",),
    authorities=("adpoker-triomphe", "salondesjeux-triomphe"),
    note="The French original says only 'un jeu de 32 cartes'; the 32-card pack of the period's "
    "French games (Triomphe, Piquet) has these ranks.",
)
R(
    "purse.boxes",
    "Each player starts with a box of counters and a multiple of 9 tokens, in agreed "
    "numbers (the options start_counters and start_tokens); a counter is worth 9 tokens.",
    paragraphs=(9,),
    quote=(
        "each player receives a box containing a desired number of counters and a multiple of 9 tokens",
        "each counter is worth 9 tokens",
    ),
)
R(
    "purse.media",
    "Tricks are paid in tokens; the winner of the game is paid in counters.",
    paragraphs=(21, 22, 23),
    apparatus=("A12", "A13"),
    quote=(
        "Payments are made in tokens : – to pay for tricks at each hand",
        "Payments are made in counters (one counter is worth 9 tokens) : – to pay the winner of a game",
    ),
    note="Both lists of the received text keep only their first item (apparatus A12 and A13).",
)
R(
    "purse.media-other",
    "Stakes, beasts and the Welche are paid in tokens too.",
    paragraphs=(9, 16, 20),
    apparatus=("A12",),
    quote=(
        "After placing 9 of his tokens in front of him",
        "must stake the same number of tokens",
        "each player pays the dealer 4 tokens",
    ),
    note="The list of token payments (¶21–22) lost these items; the text states each amount in "
    "tokens where it gives it, which is what the edition supplies at A12.",
)
R(
    "purse.debt",
    "A player who must pay more than his box holds pays all the same: the shortfall is shown as a debt.",
    status="editorial",
    context=(9,),
    decision="DF10",
)

# -------------------------------------------------------------------- dealing
R(
    "deal.first-dealer",
    "Each player draws a card from the spread pack; the lowest card deals first. "
    "For the draw the ace is highest, then king, queen and so on.",
    paragraphs=(9,),
    quote=(
        "spreads the deck of cards on the table, face down",
        "Each player draws a card from the deck, and the one who draws the lowest card is the first dealer",
        "For this draw, the ace is the highest card, then the king, and so on",
    ),
    note="The Welche's powers (¶10–11) are powers in play: in the draw the ace of hearts is an ace.",
)
R(
    "deal.draw-ties",
    "Players tied for the lowest card draw again.",
    status="editorial",
    context=(9,),
    decision="DF7",
    apparatus=("A3",),
)
R(
    "deal.direction",
    "Dealing and play go counter-clockwise: each player's next is the player on his right.",
    paragraphs=(9,),
    quote=(
        "the direction of rotation for dealing the cards and for play is counterclockwise",
        "counterclockwise, beginning with the player seated to his right",
    ),
)
R(
    "deal.stake",
    "Before dealing, the dealer puts 9 of his tokens on the table as the stake of the hand.",
    paragraphs=(9, 16),
    quote=(
        "After placing 9 of his tokens in front of him, the dealer gathers the cards",
        "without this exempting the dealer from staking his 9 tokens",
    ),
)
R(
    "deal.cut",
    "The player on the dealer's left cuts, removing and leaving at least four cards.",
    paragraphs=(9,),
    quote="offers them to be cut by the player seated to his left, who must not remove, or leave, "
    "fewer than four",
)
R(
    "deal.cards",
    "The dealer deals 9 cards to each player, one at a time, counter-clockwise, "
    "beginning with the player on his right.",
    paragraphs=(9,),
    quote="The dealer now deals 9 cards to each player, one card at a time, counterclockwise, "
    "beginning with the player seated to his right",
)
R(
    "deal.turnup",
    "The next card is turned up half-visible under the talon; its suit is trump. "
    "The talon and the turn-up take no part in the hand.",
    paragraphs=(9,),
    quote=(
        "he turns over the next card, placing it half-visible beneath the rest of the cards, "
        "which form the talon",
        "The talon will not be used during this hand",
        "The suit of the turn-up – spades, clubs, diamonds, or hearts – is the trump suit for the hand",
    ),
)
R(
    "deal.rotation",
    "The next hand is dealt by the player on the dealer's right, who led first in the hand just ended.",
    status="reconstructed",
    context=(9, 15),
    apparatus=("A9",),
    authorities=("salondesjeux-triomphe",),
    note="The received text never says who deals next. Triomphe, the same archive's game of the "
    "period, passes the deal to 'whoever was first to play in the hand that has just ended', "
    "which agrees with Francion's counter-clockwise dealing and play (¶9). No other reading has "
    "support, so this is not offered as a switch (it was decision DF1).",
)

# ---------------------------------------------------------------- the Welche
R(
    "order.natural",
    "Within each suit the cards rank ace, king, queen, jack, 10, 9 … 2 (the ranks of the pack in use).",
    paragraphs=(10,),
    quote="Within each suit, the cards follow this descending ranking : ace, king, queen, jack, 10, "
    "9, 8, 7, 6, 5, 4, 3, 2",
)
R(
    "welche.power",
    "The ace of hearts, the Welche, beats every card except the king of trumps.",
    paragraphs=(6, 10, 11),
    apparatus=("A5",),
    quote=("the ace of hearts, called the Welche", "it beats every card except the king of trumps"),
)
R(
    "welche.trump",
    "The Welche counts as a trump when the trick is decided.",
    paragraphs=(15,),
    quote="the highest trump, including the Welche",
)
R(
    "welche.discretion",
    "The Welche may be played at any time, at its holder's discretion, even when he could follow suit.",
    paragraphs=(13, 14),
    quote="must, if possible, follow the suit led, or play the Welche, which may be played at its "
    "holder's discretion",
)
R(
    "welche.suit",
    "The Welche belongs to the trump suit, not to hearts.",
    status="editorial",
    context=(10, 15),
    decision="DF3",
    apparatus=("A4",),
    note="The list of the Welche's special features (¶10) keeps only its first item.",
)
R(
    "welche.compelled",
    "The Welche is never compelled: a player whose only card of the required "
    "suit is the Welche counts as void.",
    status="editorial",
    context=(13, 14),
    decision="DF4",
    apparatus=("A4",),
)
R(
    "welche.lead",
    "Leading the Welche is leading trumps.",
    status="editorial",
    context=(15,),
    decision="DF5",
    apparatus=("A4",),
)
R(
    "welche.cycle",
    "When the ace of trumps, the king of trumps and the Welche fall in one trick, the "
    "king of trumps takes it.",
    status="editorial",
    context=(10, 11),
    decision="DF6",
    apparatus=("A5", "A8"),
)
R(
    "welche.turnup",
    "If the turn-up is the Welche, each other player pays the dealer 4 tokens; "
    "hearts are then trumps and the Welche, in the talon, is out of play.",
    status="inferred",
    paragraphs=(9, 10, 19, 20),
    apparatus=("A11",),
    quote=(
        "if the turn-up is the Welche, each player pays the dealer 4 tokens",
        "the ace of hearts, called the Welche",
        "The suit of the turn-up – spades, clubs, diamonds, or hearts – is the trump suit for the hand",
        "The talon will not be used during this hand",
    ),
    note="The payment is the text's (¶20; 'each player' read as each player but the dealer, who is paid). "
    "The rest follows from other paragraphs: the Welche is the ace of hearts (¶10), the suit of the "
    "turn-up is trumps (¶9), and the turn-up lies half-visible beneath the talon, which 'will not be "
    "used during this hand' (¶9). Until issue 43 the whole rule was called stated.",
)
R(
    "welche.lost-payments",
    "The Welche earns or costs its holder tokens in other cases, which are "
    "lost: when it takes a trick or falls to the king of trumps the engine pays nothing and flags "
    "the event 'source lost'.",
    status="editorial",
    context=(19,),
    decision="DF9",
    apparatus=("A11",),
)

# ----------------------------------------------------------------------- play
R(
    "play.lead",
    "The player on the dealer's right leads the first trick; the winner of each trick leads the next.",
    paragraphs=(15,),
    quote=(
        "After the deal, the first to play a card is the player seated to the right of the dealer",
        "For the following tricks it is always the player who has just won the trick",
    ),
)
R(
    "play.in-turn",
    "Each player plays one card in turn, in the direction of play.",
    paragraphs=(9, 14),
    apparatus=("A7",),
    quote=(
        "the direction of rotation for dealing the cards and for play is counterclockwise",
        "Once all the players have played their card",
    ),
)
R(
    "play.from-hand",
    "A player plays a card from his own hand.",
    paragraphs=(14,),
    apparatus=("A7",),
    quote="Once all the players have played their card",
)
R(
    "play.phase",
    "Only the actions of the current stage may be taken: the play of the cards, or "
    "the deal of the next hand.",
    status="inferred",
    paragraphs=(9,),
    quote="A hand is the phase of play extending between two deals",
    note="The text defines the hand as the phase of play between two deals; that a deal is not made "
    "during a hand, nor a card played between hands, follows from it. Until issue 26 this rule was "
    "called stated, though the text does not say it in so many words.",
)
R(
    "play.follow-suit",
    "A player must follow the suit led if he can (or play the Welche).",
    paragraphs=(12, 13, 14),
    quote="must, if possible, follow the suit led, or play the Welche",
)
R(
    "play.void",
    "A player who cannot follow suit may play any card: he need not trump, and no one need play higher.",
    status="editorial",
    context=(12, 13, 14),
    decision="DF2",
    apparatus=("A6",),
    note="The rules of play (¶12–14) keep only their first item.",
)
R(
    "play.void-trump",
    "A player who cannot follow suit must trump if he can.",
    status="editorial",
    context=(12, 13, 14),
    decision="DF2",
    apparatus=("A6",),
)
R(
    "trick.highest-trump",
    "Once every player has played, the highest trump takes the trick, the Welche included.",
    paragraphs=(14, 15),
    apparatus=("A7",),
    quote="Once all the players have played their card, the trick is won by : – the player who "
    "played the highest trump, including the Welche",
    note="The received text says 'once the four players have played'; Francion has 3 to 5 players "
    "(corrected at A7).",
)
R(
    "trick.other-cases",
    "Without the Welche or a trump, the highest card of the suit led takes the "
    "trick; with the Welche, the king of trumps if present, else the Welche.",
    status="editorial",
    context=(14, 15),
    decision="DF6",
    apparatus=("A8",),
    note="Every case after the first is lost in the received text.",
)
R(
    "trick.public",
    "Tricks are kept crosswise in front of their winners, so that anyone can count them at any time.",
    paragraphs=(15,),
    quote=(
        "Tricks are kept folded in front of the players who won them",
        "half-crossed",
        "so that they can be counted easily at any time, by any player",
    ),
)

# ---------------------------------------------------------------- the economy
R(
    "pay.tricks",
    "After the ninth trick the dealer pays out the stake: one ninth of it for each "
    "trick won. All of it goes to the players who took tricks.",
    paragraphs=(16,),
    quote=(
        "When the 9 tricks of the hand have been played, the dealer pays out 1 ninth of the "
        "number of tokens that were at stake for each trick won",
        "all the tokens at stake are shared out between the players who have taken tricks",
    ),
)
R(
    "score.point",
    "The player with most tricks scores 1 point, marked by a counter placed in front of him.",
    paragraphs=(16,),
    quote="The player who has taken the most tricks scores 1 point by placing a counter in front of him",
)
R(
    "score.precedence",
    "Ties for most tricks go by precedence: the tied player nearest the dealer on his right wins.",
    paragraphs=(16,),
    quote="in case of a tie, the rule of precedence is applied, which designates as winner the "
    "player closest to the dealer on his right",
)
R(
    "score.precedence-dealer",
    "In that order the dealer comes last: a tied dealer is worst placed.",
    status="reconstructed",
    context=(16,),
    authorities=("salondesjeux-triomphe",),
    note="Francion's text does not say it; it follows from counting from the dealer's right, and "
    "Triomphe, the same archive's game of the period, says so in as many words ('The dealer is "
    "then in the worst position'). Until issue 12 it was part of score.precedence.",
)
R(
    "beast.who",
    "Every player who took no trick is beasted.",
    paragraphs=(16,),
    quote="The player or players who have taken no trick are beasted",
)
R(
    "beast.amount",
    "A beasted player stakes into the next hand as many tokens as were at stake in "
    "the hand where he was beasted; the dealer still stakes his 9, and a beasted dealer pays both.",
    paragraphs=(16,),
    quote=(
        "Players who are beasted must stake the same number of tokens that were at stake in the "
        "hand in which they were beasted, without this exempting the dealer from staking his 9 tokens",
        "If the dealer is beasted, he must stake it plus the usual 9 tokens",
    ),
)
R(
    "beast.stake-sequence",
    "So the first hand's stake is 9 and each later one is 9 plus, for each "
    "beast of the hand before, that hand's stake: it may still be 9, and is always a multiple of 9.",
    paragraphs=(16,),
    quote="on the first hand of the game the stake is 9 tokens, then on later hands it may still be "
    "9 or a multiple of 9, depending on how many beasts have been made previously and their amount",
)
R(
    "beast.last-hand",
    "Beasts made in the hand that ends the game are cancelled.",
    status="editorial",
    context=(16,),
    decision="DF8",
    apparatus=("A10",),
)
R(
    "match.target",
    "The game is played to 6 points: it ends when a player has 6 counters in front of him.",
    paragraphs=(16,),
    quote="A game is played to 6 points. When a player has 6 counters in front of him, the game is over",
)
R(
    "match.settlement",
    "At the end each other player gives the winner as many counters as he is short of 6 points.",
    paragraphs=(16, 17, 18),
    apparatus=("A10",),
    quote="each player gives the winner a number of counters equal to the number of points he is short of 6",
    note="The list of end-of-game payments keeps only this item.",
)
