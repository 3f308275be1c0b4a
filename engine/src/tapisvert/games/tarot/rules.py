"""French Tarot: the rules registry (the decisions and options: ``decisions.py``).

Source: the Board Game Arena help page "Gamehelpfrenchtarot" (sources/tarot), a short
summary in English and French.  Paragraph numbers are line numbers of the received
text.  A *stated* rule quotes the help page's words (the French of ¶81–109 as received,
not the editors' bracketed translation).  Where the help page is silent (the deal, the
chien sizes, the discard, the Excuse exchange, the 25-point formula, the shares, the
5-player call, half points, Petit sec) the rules are *reconstructed* from the French
Tarot Federation's official rules (bibliography ``fft-2012``, cited by section in the
note): no witness of the help page says them.  The choices between readings are the
editorial decisions TAR1–TAR5 and TAR7, each with the option that switches it.
"""

from .decisions import BOOK as BOOK, OPTIONS as OPTIONS
from .variant_rules import register as register_variants

R = BOOK.rule

FFT = ("fft-2012",)

# ---------------------------------------------------------------------- cards
R(
    "cards.pack",
    "The pack: 21 trumps numbered 1 to 21, the Excuse (the Fool), and 14 cards in each "
    "suit: 1 to 10, jack, knight, queen, king.",
    paragraphs=(5, 7, 9, 11),
    quote=(
        "21 Trumps numbered from 1 to 21",
        "The Fool",
        "14 cards in each color suit",
        "Jack (V) < Knight (C) < Queen (D) < King (R)",
    ),
)
R(
    "cards.suits",
    "There are four suits (spades, hearts, diamonds, clubs): 78 cards in all, worth 91 card points together.",
    status="reconstructed",
    context=(9,),
    authorities=FFT + ("tarometre-2019",),
    note="The help page does not count the suits; FFT 2012 §3 gives the 78-card pack and its 91 points.",
)
R(
    "cards.order",
    "In each suit the cards rank in increasing order 1, 2 … 10, jack, knight, queen, king.",
    paragraphs=(9, 11),
    apparatus=("N1",),
    quote=("increasing order : 1 2 3 4 5 6 7 8 9 10 V C D R", "Jack (V) < Knight (C) < Queen (D) < King (R)"),
)
R(
    "cards.trump-order",
    "Trumps rank by their numbers, from 21 (high) down to 1, the Petit.",
    status="reconstructed",
    context=(5, 13),
    authorities=FFT,
    note="The help page numbers the trumps (¶5) and calls the 1 the Petit (¶13) but does not say that "
    "the higher number wins; FFT 2012 §3.",
)
R(
    "cards.bouts",
    "The three bouts (oudlers) are the Petit (trump 1), trump 21 and the Excuse.",
    paragraphs=(13,),
    quote="Bouts : 1 of Trumps (the Petit), 21 of Trumps and the Fool.",
)
R(
    "cards.values",
    "Card values: a bout or a king 4½, a queen 3½, a knight 2½, a jack 1½, any other card ½.",
    paragraphs=(17, 19, 21, 23, 25, 27),
    quote=(
        "Bout: 4 points and a half",
        "King: 4 points and a half",
        "Queen: 3 points and a half",
        "Knight: 2 points and a half",
        "Jack: 1 point and a half",
        "Any other card: half a point.",
    ),
)
R(
    "players.counts",
    "Three, four or five players may play.",
    paragraphs=(73,),
    quote="13 Trumps with three players, 10 Trumps with four players, 8 Trumps with five players",
    note="The help page names the player counts only in its poignée thresholds.",
)
R(
    "deal.sizes",
    "3, 4 or 5 players: hands of 24, 18 or 15 cards, dealt in packets of 4, 3 or 3, with "
    "a chien of 6, 6 or 3 cards.",
    status="reconstructed",
    context=(63,),
    authorities=FFT,
    note="FFT 2012 §5, §15, §16. The help page mentions the chien (the Kitty, ¶63) but not its size.",
)
R(
    "players.sides",
    "In each deal the taker plays alone against the others as one side (with 5 "
    "players, with his called partner); sides last one deal.",
    status="reconstructed",
    context=(79,),
    authorities=FFT,
    note="FFT 2012 §4, §16. The help page speaks of the taker and of 'the team who wins the hand' "
    "(¶79) without saying who makes up the sides.",
)

# -------------------------------------------------------------------- dealing
R(
    "deal.first-dealer",
    "Before the first deal each player draws a card and the lowest deals: trumps "
    "beat suit cards, between suits spades > hearts > diamonds > clubs; the Excuse is drawn again.",
    status="reconstructed",
    context=(9, 11),
    authorities=FFT,
    note="FFT 2012 §5; the help page says nothing of the deal. The draw uses the card order of ¶9–¶11.",
)
R(
    "deal.packets",
    "The dealer deals counter-clockwise in packets, and builds the chien one card at a "
    "time during the deal, never from the first or the last card of the pack.",
    status="reconstructed",
    context=(63,),
    authorities=FFT + ("tarot-club-rules",),
    note="FFT 2012 §5, §15, §16.",
)
R(
    "deal.rotation",
    "The deal passes counter-clockwise: the next dealer is the dealer's right-hand "
    "neighbour, also after a cancelled deal.",
    status="reconstructed",
    context=(63, 103),
    authorities=FFT,
    note="FFT 2012 §5, §6, §7.",
)
R(
    "deal.petit-sec",
    "A player whose only trump is the Petit and who lacks the Excuse (Petit sec) "
    "shows his hand; the deal is cancelled before the bidding and the next dealer deals.",
    status="reconstructed",
    context=(13,),
    authorities=FFT + ("fft-2014",),
    apparatus=("N2",),
    note="FFT 2012 §6.",
)

# ------------------------------------------------------------------- bidding
R(
    "bid.contracts",
    "The contracts, from low to high: Prise (Small) ×1, Garde (Guard) ×2, Garde sans le "
    "chien (Guard without the Kitty) ×4, Garde contre le chien (Guard against the Kitty) ×6.",
    paragraphs=(55, 57, 59, 61),
    quote=(
        "Small: coefficient x 1",
        "Guard: coefficient x 2",
        "Guard without the Kitty: coefficient x 4",
        "Guard against the Kitty: coefficient x 6",
    ),
)
R(
    "bid.order",
    "The dealer's right-hand neighbour speaks first, then each in turn up to the dealer; "
    "each player speaks once: he passes or names a contract higher than any named before. The highest "
    "bidder is the taker.",
    status="reconstructed",
    context=(53,),
    authorities=FFT,
    note="FFT 2012 §7; the help page lists the contracts but not the bidding.",
)
R(
    "bid.garde-contre-ends",
    "Once Garde contre is named nobody can bid higher: the bidding ends.",
    status="reconstructed",
    context=(61,),
    authorities=FFT,
    note="It is the highest contract, and each player speaks once with a higher bid only (FFT 2012 §7).",
)
R(
    "bid.all-pass",
    "If everybody passes, the deal is cancelled and the next dealer deals (unless the "
    "Goulash variant is played).",
    status="reconstructed",
    context=(103,),
    authorities=FFT,
    note="FFT 2012 §7. The help page's Goulash variant (¶103) replaces this rule when it is played.",
)
R(
    "call.king",
    "With 5 players the taker calls a king before the chien is turned; holding all four "
    "kings he may call a queen, holding all kings and queens a knight, holding all kings, queens and "
    "knights a jack. He may call a card of his own hand.",
    status="reconstructed",
    context=(73,),
    authorities=FFT,
    apparatus=("N6",),
    note="FFT 2012 §16; the help page does not describe the five-player game.",
)
R(
    "call.partner",
    "The holder of the called card is the taker's secret partner, known only when the "
    "card is played; if the taker called his own card, or the card lies in the chien, he plays alone "
    "against four.",
    status="reconstructed",
    context=(73,),
    authorities=FFT,
    note="FFT 2012 §16.",
)
R(
    "call.first-lead",
    "With 5 players the opening lead of the deal may not be in the called suit, "
    "unless it is the called card itself.",
    status="reconstructed",
    context=(39,),
    authorities=FFT,
    note="FFT 2012 §16.",
)
R(
    "call.first-lead-fallback",
    "An opening leader who holds nothing but cards of the called suit leads one of them.",
    status="reconstructed",
    context=(39,),
    authorities=FFT,
    note="FFT 2012 §16 forbids leading the called suit at the opening lead but does not provide for a "
    "leader who holds nothing else; he must play, and every card he holds is of that suit. (This "
    "was decision TAR6 until issue 12; with no other possible reading it is no decision.)",
)

# --------------------------------------------------------------- chien, écart
R(
    "chien.shown",
    "For Prise (Small) and Garde (Guard) the chien is turned face up; the taker takes it "
    "into his hand, then discards.",
    paragraphs=(63,),
    quote="For Small and Guard, the Kitty is revealed and the taker integrates it in his/her hand then discards.",
)
R(
    "chien.discard-one",
    "The taker discards face down as many cards as the chien held; the discard counts among his "
    "cards at the end.",
    status="reconstructed",
    context=(63,),
    authorities=FFT,
    apparatus=("N6",),
    note="FFT 2012 §8. The table takes the discard one card at a time, a way of entering it rather than a "
    "rule; until issue 43 the statement gave it as one.",
)
R(
    "chien.discard-no-king-bout",
    "The discard may hold no king and no bout.",
    status="reconstructed",
    context=(63,),
    authorities=FFT + ("tarot-club-rules",),
    apparatus=("N6",),
    note="FFT 2012 §8.",
)
R(
    "chien.discard-trumps",
    "A trump may be discarded only when the discard cannot be completed "
    "otherwise, and every discarded trump is shown.",
    status="reconstructed",
    context=(63,),
    authorities=FFT,
    apparatus=("N6",),
    note="FFT 2012 §8.",
)
R(
    "chien.garde-sans",
    "Garde sans le chien: the chien stays face down, unseen, and counts for the "
    "taker (a bout in it counts toward his target).",
    status="reconstructed",
    context=(59, 63),
    authorities=FFT,
    note="FFT 2012 §8, §13. The help page reveals the chien only 'for Small and Guard' (¶63).",
)
R(
    "chien.garde-contre",
    "Garde contre le chien: the chien stays face down, unseen, and counts for the defence.",
    status="reconstructed",
    context=(61, 63),
    authorities=FFT,
    note="FFT 2012 §8.",
)

# ----------------------------------------------------------------------- play
R(
    "play.lead",
    "The dealer's right-hand neighbour leads the first trick (the taker, if he announced "
    "a chelem); the winner of each trick leads the next.",
    status="reconstructed",
    context=(39,),
    authorities=FFT,
    note="FFT 2012 §9, §12; the help page gives the duties of play, not the lead.",
)
R(
    "play.in-turn",
    "Each player plays one card in turn, counter-clockwise.",
    status="reconstructed",
    context=(39,),
    authorities=FFT,
    note="FFT 2012 §12.",
)
R(
    "play.from-hand",
    "A player plays a card from his own hand.",
    status="reconstructed",
    context=(39,),
    authorities=FFT,
    note="FFT 2012 §12.",
)
R(
    "play.phase",
    "Only the actions of the current stage of the deal may be taken (bidding, the call, "
    "the discard, the chelem announcement, declarations, the play of the cards, the next deal).",
    status="reconstructed",
    context=(55, 63),
    authorities=FFT,
    note="FFT 2012 §7–§12.",
)
R(
    "play.led-suit",
    "The suit led is that of the first card of the trick that is not the Excuse; if "
    "the Excuse is led, the next card sets it.",
    status="reconstructed",
    context=(41, 51),
    authorities=FFT,
    note="FFT 2012 §12.",
)
R(
    "play.follow-suit",
    "A player must follow the suit led.",
    paragraphs=(41,),
    apparatus=("N4",),
    quote="One must follow suit",
)
R(
    "play.need-not-beat",
    "A player who follows suit need not beat the cards already played.",
    status="reconstructed",
    context=(41,),
    authorities=FFT,
    apparatus=("N4",),
    note="FFT 2012 §12: 'mais pas de monter'. The help page demands a higher card only of trumps (¶45).",
)
R(
    "play.must-trump",
    "A player who cannot follow suit must play a trump.",
    paragraphs=(43,),
    quote="One must play a Trump if one cannot follow suit",
)
R(
    "play.overtrump",
    "A player who must play a trump must play one higher than any trump already in "
    "the trick if he can, even over a partner's trump.",
    paragraphs=(45, 47),
    apparatus=("N4",),
    quote=(
        "If one must play a Trump, one must play an higher Trump than any Trump already played on the trick",
        "One must play a lower Trump if unable to play an higher",
    ),
    note="'Any Trump' includes a partner's; FFT 2012 §12 says so in words ('même s'il appartient à un "
    "partenaire').",
)
R(
    "play.undertrump",
    "A player who cannot play a higher trump plays a lower one.",
    paragraphs=(47,),
    quote="One must play a lower Trump if unable to play an higher",
)
R(
    "play.trump-led",
    "When a trump is led, every player must play a higher trump if he can, otherwise any trump.",
    paragraphs=(41, 45, 47),
    quote=(
        "One must follow suit",
        "one must play an higher Trump than any Trump already played on the trick",
        "One must play a lower Trump if unable to play an higher",
    ),
    note="Following a trump lead is following suit in trumps; FFT 2012 §12 says the same.",
)
R(
    "play.any-card",
    "A player who can neither follow suit nor play a trump may play any card.",
    paragraphs=(49,),
    quote="If one cannot follow suit nor play a Trump, one can play any card",
)
R(
    "play.excuse",
    "The Excuse may be played at any turn, in place of the card otherwise required, the last trick "
    "included: played there outside a chelem, it switches sides (excuse.last-trick).",
    paragraphs=(51,),
    quote="The Fool can be played anytime, except on the last trick, otherwise it switches sides "
    "(exception: Chelem)",
    note="Until issue 26 the quote stopped at 'anytime', before 'except on the last trick'. The edition "
    "reads 'except on the last trick, otherwise it switches sides' as the consequence of playing it "
    "there, not as a ban (the federation's reading, FFT 2012 §4: the play is legal); the consequence "
    "is rule excuse.last-trick and its switch decision TAR1.",
)
R(
    "trick.winner",
    "The highest trump wins the trick; failing a trump, the highest card of the suit "
    "led. The Excuse never wins a trick, except in a chelem (and in Goulash, at the last trick).",
    status="reconstructed",
    context=(51, 91, 107),
    authorities=FFT,
    note="FFT 2012 §12. The help page states only the exceptions: the chelem (¶91) and Goulash (¶107).",
)

# ----------------------------------------------------------------- the Excuse
R(
    "excuse.exchange",
    "The Excuse stays with its owner's side: when the other side wins the trick, "
    "the owner's side keeps the Excuse and hands over a half-point card from its own won tricks, "
    "never from the taker's discard.",
    status="reconstructed",
    context=(51,),
    authorities=FFT + ("bric-a-brac-tarot",),
    apparatus=("N5",),
    note="FFT 2012 §12; 'never from the discard' is bric-a-brac.org's.",
)
R(
    "excuse.deferred",
    "If the owner's side has not yet won a half-point card, the card is handed over as soon as it has one.",
    status="reconstructed",
    context=(51,),
    authorities=FFT + ("bric-a-brac-tarot",),
    note="FFT 2012 §12.",
)
R(
    "excuse.unpaid",
    "An exchange never made by the end of the deal is settled as half a point.",
    status="editorial",
    context=(51,),
    decision="TAR7",
)
R(
    "excuse.last-trick",
    "Played to the last trick (outside a chelem) the Excuse switches sides: it goes "
    "to the other side of the player who played it, whoever wins the trick, with no exchange.",
    paragraphs=(51,),
    decision="TAR1",
    apparatus=("N5",),
    quote="The Fool can be played anytime, except on the last trick, otherwise it switches sides",
    authorities=FFT,
    note="The federation says the same (FFT 2012 §4: 'sinon elle change de camp'). The play is legal: "
    "'otherwise' gives its consequence. Until issue 12 the engine gave the Excuse to the side that "
    "won the trick and tarot/index.md said no source answers; both were wrong, and that reading is "
    "now the switch of decision TAR1.",
)
R(
    "excuse.chelem",
    "A side that has won every earlier trick may lead the Excuse to the last trick, and then wins that "
    "trick with it.",
    paragraphs=(91,),
    apparatus=("T6",),
    quote="Si celui qui réalise le Chelem a l'Excuse, il peut la jouer au dernier coup pour remporter le pli.",
    note="Having won every trick, the player making the chelem is on lead at the last trick (FFT 2012 §9).",
)
R(
    "excuse.defence-chelem-case",
    "When the taker's side wins every trick and the defence played the "
    "Excuse, the Excuse stays with the defence and counts 4 for it (the taker's side counts 87).",
    status="reconstructed",
    context=(91,),
    authorities=FFT,
    note="FFT 2012 §12.",
)

# ---------------------------------------------------------------- declarations
R(
    "poignee.thresholds",
    "Poignées: simple 13 / 10 / 8 trumps, double 15 / 13 / 10, triple 18 / 15 / 13 (3 / 4 / 5 players).",
    paragraphs=(73, 75, 77),
    quote=(
        "Simple Poignée, 13 Trumps with three players, 10 Trumps with four players, 8 Trumps with five players",
        "Double Poignée, 15 Trumps with three players, 13 Trumps with four players, 10 Trumps with five players",
        "Triple Poignée, 18 Trumps with three players, 15 Trumps with four players, 13 Trumps with five players",
    ),
)
R(
    "poignee.when",
    "A poignée is optional; it is announced and shown just before the player's first "
    "card, taker or defender.",
    status="reconstructed",
    context=(73,),
    authorities=FFT + ("fft-2014",),
    apparatus=("N7",),
    note="FFT 2012 §10.",
)
R(
    "poignee.exact",
    "Exactly the threshold is shown: a player with more trumps hides the extra ones of his choice.",
    status="reconstructed",
    context=(73,),
    authorities=FFT + ("fft-2014",),
    apparatus=("N7",),
    note="FFT 2012 §10.",
)
R(
    "poignee.excuse",
    "The Excuse may stand in for one missing trump only: showing it certifies that "
    "the player holds no other trump.",
    status="reconstructed",
    context=(73,),
    authorities=FFT + ("fft-2014",),
    apparatus=("N7",),
    note="FFT 2012 §10; FFT 2014, 'Les annonces'.",
)
R(
    "poignee.discarded-trump",
    "Trumps the taker was forced to discard (and showed) are shown again with "
    "his poignée and count toward it.",
    status="reconstructed",
    context=(73,),
    authorities=FFT,
    note="FFT 2012 §10 gives the case of the 4 kings and 15 trumps; the engine applies it to every poignée.",
)
R(
    "poignee.bonus",
    "A poignée is worth 20, 30 or 40, not multiplied by the contract, and goes to the "
    "side that wins the deal, whoever showed it.",
    paragraphs=(73, 75, 77, 79),
    quote=(
        "Simple Poignée … 20 points",
        "Double Poignée … 30 points",
        "Triple Poignée … 40 points",
        "The Poignée bonus is won by the team who wins the hand (it not multiplied by the bid coefficient).",
    ),
)
R(
    "poignee.several",
    "Several poignées in one deal add up.",
    status="reconstructed",
    context=(79,),
    authorities=FFT,
    note="FFT 2012 §10.",
)
R(
    "chelem.announce",
    "A chelem, winning every trick, may be announced in addition to the contract.",
    paragraphs=(83,),
    apparatus=("T2",),
    quote="Faire tous les plis. S'annonce éventuellement en plus du contrat.",
)
R(
    "chelem.announce-lead",
    "The taker announces the chelem before the first card, and then leads the first trick.",
    status="reconstructed",
    context=(83,),
    authorities=FFT,
    note="FFT 2012 §9; the help page does not say when or by whom it is announced.",
)

# -------------------------------------------------------------------- scoring
R(
    "score.target",
    "The taker needs 56, 51, 41 or 36 card points with 0, 1, 2 or 3 bouts.",
    paragraphs=(31, 33, 35, 37),
    apparatus=("N3",),
    quote=("0 Bout : 56 points", "1 Bout : 51 points", "2 Bouts: 41 points", "3 Bouts: 36 points."),
)
R(
    "score.taker-cards",
    "The taker's points and bouts are those of his cards at the end: his tricks, "
    "and his discard or, in a Garde sans le chien, the chien.",
    status="reconstructed",
    context=(37,),
    authorities=FFT,
    note="FFT 2012 §4, §13.",
)
R(
    "score.juste-fait",
    "Exactly the target ('juste fait') makes the contract.",
    status="reconstructed",
    context=(37,),
    authorities=FFT,
    apparatus=("N3",),
    note="FFT 2012 §13.",
)
R(
    "score.formula",
    "Each defender pays (made) or receives (failed) M = (25 + margin) × coefficient, "
    "± Petit au bout, ± poignées, ± chelem, where the margin is the difference between the taker's "
    "points and the target.",
    status="reconstructed",
    context=(55, 69, 79, 85),
    authorities=FFT + ("rencontrestarot-marque", "bric-a-brac-tarot"),
    apparatus=("N3",),
    note="FFT 2012 §13 ('Tout contrat valant arbitrairement 25 points'); the margin is not rounded.",
)
R(
    "score.petit-au-bout",
    "If the Petit is in the last trick, the side that wins that trick scores 10 × the coefficient.",
    paragraphs=(67, 69),
    quote=(
        "If the Petit is played on the last trick, the team who wins that trick scores the Petit au bout bonus:",
        "10 points x coefficient of the bid.",
    ),
    note="Whether or not the contract is made: the help page sets no condition, and FFT 2012 §11 says so.",
)
R(
    "score.petit-au-bout-chelem",
    "In a chelem with the Excuse led to the last trick, the Petit in the "
    "second-to-last trick counts as au bout.",
    paragraphs=(91,),
    apparatus=("T6",),
    quote="Dans ce cas, Petit au bout à l'avant-dernier pli.",
)
R(
    "score.chelem",
    "Chelem (every trick to the taker's side): 400 if announced and made, 200 made "
    "without announcement, −200 announced and not made; not multiplied by the contract.",
    paragraphs=(83, 85, 87, 89),
    apparatus=("T1", "T2", "T3", "T4", "T5"),
    quote=(
        "Faire tous les plis.",
        "400 points si annoncé et réalisé (non multiplié par le contrat)",
        "200 points si non-annoncé et réalisé",
        "-200 points si annoncé mais non réalisé",
    ),
)
R(
    "score.defence-chelem",
    "If the defence takes every trick, the taker's side scores −200 more, not "
    "multiplied (added to a failed announced chelem).",
    status="reconstructed",
    context=(83,),
    authorities=FFT,
    note="FFT 2012 §9; the help page speaks only of the taker's chelem.",
)
R(
    "score.half-point",
    "With 3 or 5 players a leftover half point goes to the winning side: a taker at "
    "x½ at or above the target counts x + 1, below it x.",
    status="reconstructed",
    context=(27,),
    authorities=FFT,
    apparatus=("N3",),
    note="FFT 2012 §15, §16.",
)
R(
    "score.shares",
    "Each defender scores −M; the taker +2M (3 players) or +3M (4 players); with 5 "
    "players the taker +2M and his partner +M, or the taker +4M alone. Every deal sums to zero.",
    status="reconstructed",
    context=(55,),
    authorities=FFT,
    apparatus=("N3",),
    note="FFT 2012 §14, §15, §16.",
)
R(
    "match.target",
    "A match lasts a chosen number of scored deals; the highest total wins.",
    status="editorial",
    decision="TAR4",
)

# ------------------------------------------------------------------- variants
register_variants(R)
