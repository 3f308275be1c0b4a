"""French Tarot: the rules registry, editorial decisions and options.

Source: the Board Game Arena help page "Gamehelpfrenchtarot" (sources/tarot), a short
summary in English and French.  Paragraph numbers are line numbers of the received
text.  Where the help page is silent (the deal, the chien sizes, the discard, the
Excuse exchange, the 25-point formula, the shares, the 5-player call, half points,
Petit sec) the rules are supplied from the French Tarot Federation's official rules
(FFT 2012, cited by section) and are marked ``restored``; the variants' silences are
editorial decisions TAR1–TAR7, each named in the rule that applies it.
"""

from ...options import Option
from ...rulebook import RuleBook

BOOK = RuleBook("tarot", "tarot")
D = BOOK.decision
R = BOOK.rule

FFT = "FFT official rules (2012)"

# ------------------------------------------------------------------ decisions
D("TAR1", "Where the Excuse goes when it is played to the last trick (no chelem)",
  "to the side that wins the last trick, with no exchange",
  "to the other side of the player who played it, whoever wins the trick (the literal "
  "'it switches sides')",
  "The help page (¶51 'otherwise it switches sides') and FFT §4 ('sinon elle change de camp') say "
  "only that its owner loses it; the club rules cited by the dossier (bric-a-brac.org, 'elle devient "
  "propriété du joueur qui remporte cette levée') give it to the trick's winner, which also keeps "
  "every 4-player count whole. The dossier's other alternative, forbidding the play, is not offered: "
  "a player's last card is always forced, so a ban could only be enforced a trick earlier, which no "
  "source describes.", option="excuse_last_trick")
D("TAR2", "Misères: who pays",
  "every other player pays the declarer 10 (the declarer gains 10 × (players − 1)); the deal stays "
  "zero-sum",
  "the declarer receives a single 10 from nobody in particular (a literal reading of 'paid to the "
  "declarer'); deals with a misère then no longer sum to zero",
  "Tarot pays every amount per opponent (FFT §14); the dossier (T46) recommends the zero-sum reading.",
  option="misere_payers")
D("TAR3", "Goulash: how a deal is scored",
  "every pair of players settles the difference of their card points, the lower scorer receiving "
  "it: player i scores Σp − n·pᵢ (card points rounded up to a whole point first)",
  "no score: the Goulash deal is only played out",
  "The help page gives the aim (take as few points as possible) but no scoring; no source was found. "
  "The pairwise settlement is zero-sum and rewards the aim; rounding a half point up goes against "
  "the player, as the half point goes to the other side in the normal game (FFT §15).",
  option="goulash_scoring")
D("TAR4", "How long a match lasts",
  "a chosen number of scored deals, by default twice round the table (2 × players); a deal "
  "cancelled (Petit sec, all pass without Goulash) does not count",
  "any number of deals (1–99)",
  "The help page is silent; FFT free play simply adds deals up; Board Game Arena plays 6 rounds. "
  "A multiple of the player count lets everyone deal equally often (dossier T44).", option="deals")
D("TAR5", "Misères: when they are announced and which hand is judged",
  "announced just before the player's first card, like a poignée; judged on the 18/24/15 cards as "
  "dealt, before any chien or discard; one player may announce both; the engine checks eligibility, "
  "so the hand is not shown; misères may also be announced in a Goulash deal",
  "none implemented",
  "The help page gives the kinds and the payment but not the timing; announcing before one's first "
  "card follows common practice (dossier T46, T48).")
D("TAR6", "5 players: an opening leader holding only cards of the called suit",
  "may lead any card",
  "none (the case is impossible to avoid otherwise)",
  "FFT §16 forbids leading the called suit at the opening lead but does not say what a player with "
  "nothing else does; he must be able to play.")
D("TAR7", "An Excuse exchange that can never be made",
  "settled as half a point at the end of the deal: the owner's side counts half a point less, the "
  "other side half a point more",
  "none",
  "FFT §12 defers the exchange until the owner's side wins a trick but does not say what happens if "
  "it never does, nor if its tricks hold no half-point card; the half point keeps the Excuse worth 4 "
  "to its owner, as in the chelem case (FFT §12).")

# ---------------------------------------------------------------------- cards
R("cards.pack", "78 cards: four suits of 14 (king, queen, knight, jack, 10 … 1), 21 numbered trumps "
  "and the Excuse.", paragraphs=(3, 5, 7, 9), authority=f"{FFT} §3")
R("cards.order", "In each suit the king ranks highest, then queen, knight, jack, 10 down to the 1; "
  "trumps rank from 21 (high) down to 1, the Petit.", paragraphs=(5, 9, 11))
R("cards.bouts", "The three bouts (oudlers) are the Petit (trump 1), trump 21 and the Excuse.",
  paragraphs=(13,))
R("cards.values", "Card values: a bout or a king 4½, a queen 3½, a knight 2½, a jack 1½, any other "
  "card ½; the whole pack is worth 91.", paragraphs=(15, 17, 19, 21, 23, 25, 27),
  authority=f"{FFT} §3 (the total of 91)")
R("players.counts", "3, 4 or 5 players: hands of 24, 18 or 15 cards, dealt in packets of 4, 3 or 3, "
  "with a chien of 6, 6 or 3 cards.", status="restored", paragraphs=(73, 75, 77),
  authority=f"{FFT} §5, §15, §16", note="The help page gives only the poignée counts per player count.")
R("players.sides", "In each deal the taker plays alone against the others as one side (with 5 "
  "players, with his called partner); sides last one deal.", status="restored", paragraphs=(29, 79),
  authority=f"{FFT} §4, §16")

# -------------------------------------------------------------------- dealing
R("deal.first-dealer", "Before the first deal each player draws a card and the lowest deals: trumps "
  "beat suit cards, between suits spades > hearts > diamonds > clubs; the Excuse is drawn again.",
  status="restored", paragraphs=(3,), authority=f"{FFT} §5")
R("deal.packets", "The dealer deals counter-clockwise in packets, and builds the chien one card at a "
  "time during the deal, never from the first or the last card of the pack.", status="restored",
  paragraphs=(3,), authority=f"{FFT} §5, §15, §16")
R("deal.rotation", "The deal passes counter-clockwise: the next dealer is the dealer's right-hand "
  "neighbour, also after a cancelled deal.", status="restored", paragraphs=(3,),
  authority=f"{FFT} §5, §6, §7")
R("deal.petit-sec", "A player whose only trump is the Petit and who lacks the Excuse (Petit sec) "
  "shows his hand; the deal is cancelled before the bidding and the next dealer deals.",
  status="restored", paragraphs=(13,), authority=f"{FFT} §6")

# ------------------------------------------------------------------- bidding
R("bid.contracts", "The contracts, from low to high: Prise (Petite) ×1, Garde ×2, Garde sans le "
  "chien ×4, Garde contre le chien ×6.", paragraphs=(53, 55, 57, 59, 61))
R("bid.order", "The dealer's right-hand neighbour speaks first, then each in turn up to the dealer; "
  "each player speaks once: he passes or names a contract higher than any named before. The highest "
  "bidder is the taker.", status="restored", paragraphs=(53,), authority=f"{FFT} §7")
R("bid.garde-contre-ends", "Once Garde contre is named nobody can bid higher: the bidding ends.",
  status="reconstructed", paragraphs=(61,), authority=f"{FFT} §7 (each speaks once, only higher bids)")
R("bid.all-pass", "If everybody passes, the deal is cancelled and the next dealer deals (unless the "
  "Goulash variant is played).", status="restored", paragraphs=(103,), authority=f"{FFT} §7")
R("call.king", "With 5 players the taker calls a king before the chien is turned; holding all four "
  "kings he may call a queen, holding all kings and queens a knight, holding all kings, queens and "
  "knights a jack. He may call a card of his own hand.", status="restored", paragraphs=(53,),
  authority=f"{FFT} §16")
R("call.partner", "The holder of the called card is the taker's secret partner, known only when the "
  "card is played; if the taker called his own card, or the card lies in the chien, he plays alone "
  "against four.", status="restored", paragraphs=(53,), authority=f"{FFT} §16")
R("call.first-lead", "With 5 players the opening lead of the deal may not be in the called suit, "
  "unless it is the called card itself.", status="restored", paragraphs=(39,), authority=f"{FFT} §16")
R("call.first-lead-fallback", "An opening leader who holds nothing but cards of the called suit may "
  "lead any card.", status="editorial", decision="TAR6")

# --------------------------------------------------------------- chien, écart
R("chien.shown", "For Prise and Garde the chien is turned face up for all to see; the taker takes it "
  "into his hand, then discards as many cards face down.", paragraphs=(63,), authority=f"{FFT} §8")
R("chien.discard-one", "The taker discards one card at a time until the discard holds as many cards "
  "as the chien; it counts among his cards at the end.", status="restored", paragraphs=(63,),
  authority=f"{FFT} §8")
R("chien.discard-no-king-bout", "The discard may hold no king and no bout.", status="restored",
  paragraphs=(63,), authority=f"{FFT} §8")
R("chien.discard-trumps", "A trump may be discarded only when the discard cannot be completed "
  "otherwise, and every discarded trump is shown.", status="restored", paragraphs=(63,),
  authority=f"{FFT} §8")
R("chien.garde-sans", "Garde sans le chien: the chien stays face down, unseen, and counts for the "
  "taker (a bout in it counts toward his target).", status="restored", paragraphs=(59, 63),
  authority=f"{FFT} §8, §13")
R("chien.garde-contre", "Garde contre le chien: the chien stays face down, unseen, and counts for the "
  "defence.", status="restored", paragraphs=(61, 63), authority=f"{FFT} §8")

# ----------------------------------------------------------------------- play
R("play.lead", "The dealer's right-hand neighbour leads the first trick (the taker, if he announced "
  "a chelem); the winner of each trick leads the next.", status="restored", paragraphs=(39,),
  authority=f"{FFT} §9, §12")
R("play.in-turn", "Each player plays one card in turn, counter-clockwise.", status="restored",
  paragraphs=(39,), authority=f"{FFT} §12")
R("play.from-hand", "A player plays a card from his own hand.", paragraphs=(39, 41))
R("play.phase", "Only the actions of the current stage of the deal may be taken (bidding, the call, "
  "the discard, the chelem announcement, declarations, the play of the cards, the next deal).",
  status="restored", paragraphs=(39, 53), authority=f"{FFT} §7–§12")
R("play.led-suit", "The suit led is that of the first card of the trick that is not the Excuse; if "
  "the Excuse is led, the next card sets it.", status="restored", paragraphs=(41,),
  authority=f"{FFT} §12")
R("play.follow-suit", "A player must follow the suit led; he need not beat the cards already played.",
  paragraphs=(41,), authority=f"{FFT} §12 ('mais pas de monter')")
R("play.must-trump", "A player who cannot follow suit must play a trump.", paragraphs=(43,))
R("play.overtrump", "A player who must play a trump must play one higher than any trump already in "
  "the trick if he can, even over a partner's trump.", paragraphs=(45,),
  authority=f"{FFT} §12 ('même s'il appartient à un partenaire')")
R("play.undertrump", "A player who cannot play a higher trump plays a lower one.", paragraphs=(47,))
R("play.trump-led", "When a trump is led, every player must play a higher trump if he can, "
  "otherwise any trump.", paragraphs=(45, 47), authority=f"{FFT} §12")
R("play.any-card", "A player who can neither follow suit nor play a trump may play any card.",
  paragraphs=(49,))
R("play.excuse", "The Excuse may be played at any turn, in place of the card otherwise required.",
  paragraphs=(51,), authority=f"{FFT} §3, §12")
R("trick.winner", "The highest trump wins the trick; failing a trump, the highest card of the suit "
  "led. The Excuse never wins a trick, except in a chelem (and in Goulash, at the last trick).",
  status="restored", paragraphs=(51, 107), authority=f"{FFT} §12")

# ----------------------------------------------------------------- the Excuse
R("excuse.exchange", "The Excuse stays with its owner's side: when the other side wins the trick, "
  "the owner's side keeps the Excuse and hands over a half-point card from its own won tricks, "
  "never from the taker's discard.", status="restored", paragraphs=(51,),
  authority=f"{FFT} §12; bric-a-brac.org (never from the discard)")
R("excuse.deferred", "If the owner's side has not yet won a half-point card, the card is handed over "
  "as soon as it has one.", status="restored", paragraphs=(51,), authority=f"{FFT} §12")
R("excuse.unpaid", "An exchange never made by the end of the deal is settled as half a point.",
  status="editorial", decision="TAR7")
R("excuse.last-trick", "Played to the last trick (outside a chelem) the Excuse is lost to its owner: "
  "it goes with the trick to the side that wins it, with no exchange.", status="editorial",
  paragraphs=(51,), decision="TAR1")
R("excuse.chelem", "A side that has won every earlier trick and leads the Excuse to the last trick "
  "wins that trick with it.", paragraphs=(91,), authority=f"{FFT} §9")
R("excuse.defence-chelem-case", "When the taker's side wins every trick and the defence played the "
  "Excuse, the Excuse stays with the defence and counts 4 for it (the taker's side counts 87).",
  status="restored", paragraphs=(91,), authority=f"{FFT} §12")

# ---------------------------------------------------------------- declarations
R("poignee.thresholds", "Poignées: simple 13 / 10 / 8 trumps, double 15 / 13 / 10, triple 18 / 15 / 13 "
  "(3 / 4 / 5 players).", paragraphs=(71, 73, 75, 77))
R("poignee.when", "A poignée is optional; it is announced and shown just before the player's first "
  "card, taker or defender.", status="restored", paragraphs=(71,), authority=f"{FFT} §10")
R("poignee.exact", "Exactly the threshold is shown: a player with more trumps hides the extra ones of "
  "his choice.", status="restored", paragraphs=(71,), authority=f"{FFT} §10")
R("poignee.excuse", "The Excuse may stand in for one missing trump only: showing it certifies that "
  "the player holds no other trump.", status="restored", paragraphs=(71,),
  authority=f"{FFT} §10; FFT 2014")
R("poignee.discarded-trump", "Trumps the taker was forced to discard (and showed) are shown again with "
  "his poignée and count toward it.", status="restored", paragraphs=(71,),
  authority=f"{FFT} §10 (the 4 kings and 15 trumps case, applied to every poignée)")
R("poignee.bonus", "A poignée is worth 20, 30 or 40, not multiplied by the contract, and goes to the "
  "side that wins the deal, whoever showed it; poignées add up.", paragraphs=(73, 75, 77, 79),
  authority=f"{FFT} §10")
R("chelem.announce", "The taker may announce a chelem (every trick) before the first card; he then "
  "leads the first trick.", paragraphs=(83,), authority=f"{FFT} §9 (the lead)")

# -------------------------------------------------------------------- scoring
R("score.target", "The taker needs 56, 51, 41 or 36 card points with 0, 1, 2 or 3 bouts among his "
  "cards at the end (tricks, discard, or the Garde sans chien).", paragraphs=(29, 31, 33, 35, 37),
  authority=f"{FFT} §13")
R("score.juste-fait", "Exactly the target ('juste fait') makes the contract.", status="restored",
  paragraphs=(29,), authority=f"{FFT} §13")
R("score.formula", "Each defender pays (made) or receives (failed) M = (25 + margin) × coefficient, "
  "± Petit au bout, ± poignées, ± chelem, where the margin is the difference between the taker's "
  "points and the target.", status="restored", paragraphs=(53, 69, 79, 85),
  authority=f"{FFT} §13 ('Tout contrat valant arbitrairement 25 points'); no rounding of the margin")
R("score.petit-au-bout", "If the Petit is in the last trick, the side that wins that trick scores 10 × "
  "the coefficient, whether or not the contract is made.", paragraphs=(65, 67, 69),
  authority=f"{FFT} §11")
R("score.petit-au-bout-chelem", "In a chelem with the Excuse led to the last trick, the Petit in the "
  "second-to-last trick counts as au bout.", paragraphs=(91,), authority=f"{FFT} §9")
R("score.chelem", "Chelem (every trick to the taker's side): +400 if announced and made, +200 made "
  "without announcement, −200 announced and not made; if the defence takes every trick, −200 "
  "(these add up). Not multiplied.", paragraphs=(83, 85, 87, 89), authority=f"{FFT} §9 (defence chelem)")
R("score.half-point", "With 3 or 5 players a leftover half point goes to the winning side: a taker at "
  "x½ at or above the target counts x + 1, below it x.", status="restored", paragraphs=(15,),
  authority=f"{FFT} §15, §16")
R("score.shares", "Each defender scores −M; the taker +2M (3 players) or +3M (4 players); with 5 "
  "players the taker +2M and his partner +M, or the taker +4M alone. Every deal sums to zero.",
  status="restored", paragraphs=(53,), authority=f"{FFT} §14, §15, §16")
R("match.target", "A match lasts a chosen number of scored deals; the highest total wins.",
  status="editorial", decision="TAR4")

# ------------------------------------------------------------------- variants
R("misere.kinds", "Variant Misères: misère d'atout (no trump and not the Excuse) and misère d'honneurs "
  "(no king, queen, knight or jack, and no bout), each worth 10, not multiplied.",
  paragraphs=(93, 95, 97))
R("misere.paid", "An announced misère is paid at once to the declarer, whichever side wins.",
  paragraphs=(99,))
R("misere.payers", "Every other player pays the declarer 10.", status="editorial", paragraphs=(99,),
  decision="TAR2")
R("misere.when", "A misère is announced just before the player's first card and judged on the cards "
  "as dealt.", status="editorial", decision="TAR5")
R("goulash.when", "Variant Goulash: if everybody passes, the deal is played out, each for himself, "
  "to take as few points as possible.", paragraphs=(101, 103))
R("goulash.play", "In Goulash the play of the cards is unchanged, but there is no Petit au bout, no "
  "chelem and no poignée.", paragraphs=(105,))
R("goulash.excuse", "In Goulash the Excuse stays with the player who plays it; played to the last "
  "trick it wins that trick.", paragraphs=(107,))
R("goulash.chien", "In Goulash the chien is not turned up and belongs to nobody.", paragraphs=(109,))
R("goulash.scoring", "A Goulash deal is scored by settling card points pairwise: player i scores "
  "Σp − n·pᵢ.", status="editorial", decision="TAR3")

OPTIONS = (
    Option("miseres", False, "Misères (variant)", (False, True),
           help="misère d'atout and misère d'honneurs, 10 each, announced before one's first card"),
    Option("goulash", False, "Goulash when all pass (variant)", (False, True),
           help="if everybody passes, the deal is played out each for himself, fewest points"),
    Option("excuse_last_trick", "to-trick-winner", "The Excuse played to the last trick",
           ("to-trick-winner", "to-other-side"), decision="TAR1"),
    Option("misere_payers", "each-other-player", "Who pays a misère",
           ("each-other-player", "single"), decision="TAR2"),
    Option("goulash_scoring", "pairwise", "Goulash scoring", ("pairwise", "none"), decision="TAR3"),
    Option("deals", 0, "Number of deals", None, 0, 99, decision="TAR4",
           help="scored deals in the match; 0 = twice round the table (2 × players)"),
)
