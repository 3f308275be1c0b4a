"""Triomphe: the rules registry (the decisions and options: ``decisions.py``).

Source: "Triomphe", Académie des jeux oubliés (salondesjeux.fr), English
translation received damaged (sources/triomphe).  Paragraph numbers are line
numbers of the received text; each stated rule quotes the words of the paragraphs
it cites, and each reconstructed one names its authorities (keys of docs/bibliography.md).
Decisions DT2–DT8 follow the archive's research.
"""

from .decisions import BOOK as BOOK, OPTIONS as OPTIONS

R = BOOK.rule

# ---------------------------------------------------------------------- cards
R(
    "cards.pack",
    "The team game, the individual game and the Ace that Pillages are each played with a 32-card deck.",
    paragraphs=(41, 49, 54),
    quote=(
        "Triomphe is played with a 32-card deck",
        "played with a 32-card deck among two or more players",
        "with a 32-card deck",
    ),
    note="The text names no ranks: both lists of the cards are lost (apparatus A8, A16). The engine's 32 "
    "cards are the piquet pack, A K Q J 10 9 8 7 in each suit, the ranks of the two orders below. ¶9's "
    "'the game uses 32 cards' is said 'from 1725 onward'; each form's own section says it of that form. "
    "Until issue 43 the statement listed the ranks and quoted ¶9 as if it spoke of every form.",
)
R(
    "order.a",
    "Order A, the Piquet order, which the game seems at first to have followed and one version kept: "
    "ace, king, queen, jack, 10, 9, 8, 7.",
    paragraphs=(9,),
    note="The text gives the first use of the order as an appearance ('seems at first'), and that one "
    "version kept it as a fact; the ranks after the ace are Piquet's, which the text names without "
    "listing. Until issue 43 the statement dropped 'seems'.",
    quote=(
        "The descending order of the cards seems at first to have followed that of Piquet, with "
        "the ace being the highest card",
        "one version of the game of the Triomphe kept the order used in Piquet",
    ),
)
R(
    "order.b",
    "Order B (from 1725): king, queen, jack, ace, 10, 9, 8, 7 — the ace between jack and ten.",
    paragraphs=(9,),
    quote="From 1725 onward, the game uses 32 cards and it is the king who takes the place of the "
    "highest card, the ace being relegated between the jack and the ten",
)
R(
    "order.team-and-individual",
    "The team game and the individual game use order B.",
    status="reconstructed",
    paragraphs=(41, 42, 49),
    apparatus=("A8",),
    authorities=("adpoker-triomphe", "compleat-gamester", "meyers-1909", "les4enseignes-triomphe"),
    quote=(
        "From 1725 onward the rules can be considered fixed",
        "descending order of the cards is as follows in each of the four suits :",
    ),
    note="The list announced at ¶42 is lost in the received text. The team game is the game as "
    "fixed in 1725 (¶41), and ¶9 gives the 1725 order; the independent accounts agree. No "
    "witness of this page gives the list, so this is a reconstruction (until issue 12 it was "
    "called restored).",
)
R(
    "order.pillage",
    "The Ace that Pillages uses order A: the ace highest, as the text deduces, then king, queen, "
    "jack, 10, 9, 8, 7.",
    status="reconstructed",
    paragraphs=(54, 55),
    apparatus=("A16",),
    authorities=("meyers-1909",),
    quote="in the hierarchy of the cards, the ace was always at the top",
    note="The list announced at ¶55 is lost in the received text (apparatus A16). ¶54 deduces the ace's "
    "place ('one may deduce from this that … the ace was always at the top'); the rest of the order is "
    "supplied from Meyers (1909), which gives the natural order for the game with the robbing ace. "
    "Until issue 43 this rule was stated and named no authority for the supplied order.",
)
R(
    "trump.superiority",
    "Any trump beats any card of another suit.",
    status="reconstructed",
    paragraphs=(18, 20),
    apparatus=("A2",),
    authorities=("compleat-gamester",),
    quote="whoever played the strongest triomphe takes the trick",
    note="The section '2.1 Superiority of the triomphe suit' has lost its body. The page's own use "
    "of the principle (¶19–20) and The Compleat Gamester's French Ruff supply it; no witness of "
    "this page does, so this is a reconstruction (until issue 12 it was called restored).",
)

# -------------------------------------------------------------------- dealing
R(
    "deal.turnup",
    "After the deal the next card is turned up under the stock; its suit is trump. "
    "The stock and the turn-up take no part in play.",
    paragraphs=(9,),
    quote=(
        "Then he turns over the next card, which he places partly visible beneath the stock",
        "determines the triomphe, today called the trump",
        "The cards of the stock and the turn-up card are not used in play",
    ),
)
R(
    "deal.direction",
    "Dealing and play go counter-clockwise: each player's next is the player on his right.",
    paragraphs=(9,),
    quote=(
        "The direction of dealing and of play is always counter-clockwise",
        "The first to play is the player seated to the right of the dealer",
    ),
)
R(
    "deal.cut",
    "The dealer's left-hand neighbour cuts, leaving as a rule ('generally') at least four cards in "
    "each packet; the lower packet goes on top.",
    paragraphs=(10, 11, 12, 13, 14, 15, 16, 17),
    quote="he must shuffle the cards and offer them to be cut by his neighbour on the left before "
    "dealing them. To cut, here, means that the player cutting divides the pack into two "
    "packets, neither of which should generally have fewer than four cards; then the dealer "
    "reassembles the original pack by placing the lower part on the upper part",
    note="The text says neither packet 'should generally have fewer than four cards'. The engine's cut "
    "is the strict reading (never fewer than four); the hedge makes it a custom of the table, not a "
    "rule whose breach voids the deal. Until issue 26 the statement dropped 'generally'.",
)
R(
    "deal.rotation",
    "The next hand is dealt by the player who led first in the hand just ended "
    "(the dealer's right-hand neighbour).",
    paragraphs=(9, 10, 50),
    quote=(
        "The dealer of the next hand will be whoever was first to play in the hand that has just ended",
        "On the next hand it will be the player seated to his right",
    ),
)
R(
    "deal.size",
    "In the individual game and the Ace that Pillages each player receives five cards "
    "(dealt 2 then 3), unless another number is agreed.",
    status="editorial",
    context=(9, 49),
    decision="DT2",
    apparatus=("A12",),
)
R(
    "deal.draw-order",
    "Cards drawn for the deal rank in the game's own order.",
    status="editorial",
    context=(43, 50),
    decision="DT8",
)
R(
    "deal.draw-ties",
    "Players tied in the draw draw again.",
    status="reconstructed",
    context=(43, 50),
    authorities=("salondesjeux-francion",),
    note="The text does not say what a tie does. Francion, the same archive's game of the period, "
    "has the tied players draw again (its own editorial default, DF7). Until issue 12 this was "
    "part of decision DT8, which named no alternative.",
)
R(
    "individual.players",
    "The individual game is played by two or more players, each for himself; six seems to be the maximum.",
    paragraphs=(49,),
    note="The text hedges the maximum ('seems to be'); the engine takes six as its limit. Until issue 43 "
    "the statement said 'two to six', dropping the hedge.",
    quote=(
        "Triomphe can likewise be played individually",
        "among two or more players",
        "Six players seems to be the maximum to be allowed",
    ),
)
R(
    "individual.first-dealer",
    "In the individual game each player draws a card; the lowest deals first.",
    paragraphs=(50,),
    quote="Each player draws a card from the pack and whoever draws the lowest is the dealer for the "
    "first hand of the game",
)
R(
    "team.players",
    "The team game is played two against two or three against three.",
    paragraphs=(41,),
    quote="two against two, or three against three",
)
R(
    "team.seating",
    "Team-mates sit side by side, on the same side of the table: a block of partners, "
    "then the opponents' block, in the order of play.",
    paragraphs=(41, 45),
    apparatus=("A9",),
    quote="Teammates sit on the same side of the table, facing the other team",
)
R(
    "team.consult",
    "Team-mates may show each other their hands and decide together; each plays in his turn.",
    paragraphs=(41, 46),
    quote=(
        "They may show each other their hands and decide together which card to play. However, "
        "each one plays in his own turn"
    ),
)
R(
    "team.first-deal",
    "One player of each team draws; the higher card makes the other team deal, "
    "handing the pack to its player seated nearest on his left.",
    paragraphs=(43,),
    quote="a player from each team draws a card from the pack and whoever draws the highest asks the "
    "opposing team to deal: he gathers up all the cards and hands them to the player of that "
    "team seated closest to his left",
)
R(
    "team.dealers",
    "The teams deal in turn, each always through the same player — its last player "
    "in the order of play; the other team plays first.",
    paragraphs=(43, 45),
    apparatus=("A9",),
    quote=(
        "On the next hand it will be the last player of the other team in the order of play who "
        "will deal the cards, and so on, so that each team deals in turn, but it is always the "
        "same player from each team – whenever a team deals, it is the other team that plays first",
        "C and F are always the only two who deal",
    ),
)
R(
    "team.cut",
    "In the team game the cut is made by the opposing player seated across from the dealer, "
    "who is also the first to play.",
    paragraphs=(43, 45),
    quote=(
        "having them cut by the opposing player seated across from him",
        "Since C dealt, it is player D who is first to play",
    ),
)
R(
    "team.deal",
    "In the team game each player receives five cards, two then three, counter-clockwise.",
    paragraphs=(43,),
    quote="the dealer deals five to each player, two then three, or three then two, counter-clockwise",
)
R(
    "match.team-target",
    "The team game is played to five points unless another target is agreed.",
    status="editorial",
    context=(21,),
    decision="DT7",
)

# ----------------------------------------------------------------------- play
R(
    "play.lead",
    "The player on the dealer's right leads the first trick; the winner of each trick leads the next.",
    paragraphs=(9, 46, 51),
    quote=(
        "The first to play is the player seated to the right of the dealer",
        "After each trick, the player who has just taken it – said to have the lead – plays the "
        "first card for the following trick",
    ),
)
R(
    "play.in-turn",
    "Each player plays one card in turn, in the direction of play.",
    paragraphs=(9,),
    quote="each player plays one card in turn",
)
R(
    "play.from-hand",
    "A player plays a card from his own hand.",
    paragraphs=(9,),
    quote="With the cards in hand, each player plays one card in turn",
)
R(
    "play.phase",
    "Only the actions of the current stage of the hand may be taken (the deal, pillaging, "
    "a concession, the play of the cards).",
    paragraphs=(9, 23, 56),
    quote=(
        "Then he turns over the next card",
        "when the requesting side plays its first card, it announces its wish",
        "Once he no longer turns up a triomphe, play of the cards begins",
    ),
)
R(
    "play.last-trick",
    "Tricks are stacked crosswise so that their number is known; a player may look at the last "
    "trick when it is his turn to play (often the only one that may be consulted).",
    paragraphs=(20,),
    quote=(
        "A player's plis must be arranged crosswise so that all players can know their number at any time",
        "the last trick, which is often the only one that may be consulted by the "
        "players when it is their turn to play",
    ),
    note="The table lets players consult the last trick only, the practice the text calls the usual "
    "one. Until issue 12 this rule said 'only the last trick may be looked at', dropping the "
    "text's 'often'; until issue 43 it dropped 'when it is their turn to play'.",
)
R(
    "general.follow-suit",
    "A player must follow the suit led, trumps included ('in general', the text says).",
    paragraphs=(18,),
    note="'In general' opens the section of general remarks: the three ways of managing the triomphe "
    "(¶24–¶39) then change the rule in certain cases, and the engine applies it strictly with the changes "
    "of the regime chosen. Until issue 43 the quote began after 'In general,' and the statement dropped it.",
    quote=(
        "players are required to follow the suit led",
        "The triomphe, or trump, is no exception to the rule : if the first player leads a "
        "triomphe, the other players must also play one",
    ),
)
R(
    "general.must-trump",
    "A player who cannot follow suit must trump.",
    paragraphs=(19,),
    quote="When a player has no card of the suit led, he must play a triomphe",
)
R(
    "general.follow-after-trump",
    "After someone has trumped, later players who hold the suit led must still follow it.",
    paragraphs=(19,),
    quote="Even if a player has trumped, those who come after him must still play the suit led if they hold any",
)
R(
    "general.trump-after-trump",
    "A void player after someone has trumped must, as a rule ('generally'), also trump, higher or lower.",
    paragraphs=(19,),
    note="The text says he 'must generally also play a triomphe'. The engine takes the strict reading "
    "(a void player who holds a trump must play one); 'generally' leaves room for the regimes, which "
    "depart from the general rule (forcée: decision DT3). Until issue 26 the statement dropped "
    "'generally'.",
    quote=(
        "A player who has none of the suit led, when another has already trumped before him, must "
        "generally also play a triomphe. This triomphe is either stronger than the previous one, or lower"
    ),
)
R(
    "general.any-card",
    "A player who can neither follow suit nor trump may play any card.",
    paragraphs=(19,),
    quote="When a player can play neither the suit led nor a triomphe, he may play any card he chooses",
)
R(
    "trick.winner",
    "The highest trump takes the trick; if no trump was played, the highest card of the suit led.",
    paragraphs=(20,),
    quote="whoever played the strongest triomphe takes the trick. If no triomphe has been played, it "
    "is whoever played the strongest card of the suit led who takes the trick",
)
R(
    "regime.higher",
    "'Higher' means higher than the best card of that kind already in the trick: "
    "the best of the suit led, or the best trump.",
    status="reconstructed",
    paragraphs=(25, 34),
    authorities=("adpoker-triomphe",),
    quote="a player must, whenever possible, always try to become master",
    note="The text says 'play higher' without saying than what; the purpose it gives (to become "
    "master, ¶25) and the Académie-type rules on adpoker.fr read it as heading the trick.",
)
R(
    "regime.forcee-default",
    "Every form dated from 1725, and the Ace that Pillages, plays Triomphe forcée.",
    paragraphs=(39, 41, 51, 56),
    quote=(
        "Triomphe forcée is the principle adopted in the rules that follow",
        "It is a team game that follows the rules of Triomphe forcée, as indeed do all the "
        "variants dating from 1725",
        "according to the rules of triomphe forcée",
        "Otherwise all the rules are those of individual Triomphe",
    ),
)
R(
    "forcat.head-the-trick",
    "Au forçat: if no one has trumped, a player must play higher in the suit led.",
    paragraphs=(25, 26, 27),
    quote="no one has played a triomphe before him, the player must play higher in the suit led",
)
R(
    "forcat.overtrump",
    "Au forçat: if someone has trumped, a player must overtrump, even if he holds the suit led.",
    paragraphs=(27, 28, 29),
    quote="someone has trumped before him, he must overtrump with a triomphe even if he holds the suit led",
)
R(
    "forcat.higher-trump",
    "Au forçat: if trumps were led, a player must play a higher trump.",
    paragraphs=(29, 30),
    quote="the first player led a triomphe, he must play higher in the triomphe",
)
R(
    "forcat.cannot-head",
    "Au forçat: a player who holds the led suit but cannot beat it, before anyone "
    "has trumped, simply follows suit.",
    status="editorial",
    context=(25,),
    decision="DT4",
)
R(
    "forcat.partners",
    "The forced rules bind every player, partners included.",
    paragraphs=(30, 39),
    quote="all players must respect it without any distinction between teammate and opponent",
)
R(
    "plaisant.last-player",
    "Au plaisant: only the last player of the trick plays au forçat.",
    paragraphs=(31,),
    apparatus=("A6",),
    quote="only the last player to play must do so au forçat",
)
R(
    "plaisant.others-follow",
    "Au plaisant: the other players need only follow suit; trumping and overtrumping are optional for them.",
    paragraphs=(31,),
    quote="The other players are simply required to follow the suit led. They trump and overtrump "
    "only if they wish to",
)
R(
    "plaisant.allowed",
    "Au plaisant is only played by more than two players, in the individual game.",
    paragraphs=(31, 32, 33),
    quote="This rule can only be applied with more than two players and in an individual game",
)
R(
    "forcee.head-the-trick",
    "Forcée: if no one has trumped, a player must play higher in the suit led.",
    paragraphs=(34, 35, 36),
    quote="no one has played a triomphe before him, the player must play higher in the suit led",
)
R(
    "forcee.follow-after-trump",
    "Forcée: if someone has trumped and a player holds the suit led, he must play it (he cannot be master).",
    paragraphs=(36, 37, 38),
    quote="someone has trumped before him, and he holds the suit led, he must play the suit led (he is not master)",
)
R(
    "forcee.higher-trump",
    "Forcée: if trumps were led, a player must play a higher trump.",
    paragraphs=(38, 39),
    quote="the first player led a triomphe, he must play higher in the triomphe",
)
R(
    "forcee.void-after-trump",
    "Forcée: a void player after someone has trumped must overtrump if he can, otherwise play any trump.",
    status="editorial",
    against={
        19: "the general rule lets a void player trump 'either stronger than the previous one, or "
        "lower'; forcée, the 'forced' game, obliges him to go higher when he can (decision DT3, whose "
        "switch plays ¶19 read literally)."
    },
    decision="DT3",
)

# -------------------------------------------------------------------- scoring
R(
    "score.most-tricks",
    "The player or side with most tricks wins the hand and scores 1 point.",
    paragraphs=(9, 21),
    quote=(
        "Whoever has taken the most tricks wins the hand",
        "When a player has taken the greatest number of tricks in a hand, he wins 1 point",
    ),
)
R(
    "score.precedence",
    "Ties for most tricks generally go by precedence: the tied player nearest the dealer's "
    "right wins; the dealer is worst placed.",
    paragraphs=(21,),
    quote="it is generally whoever is seated closest to the dealer in the direction of play who wins "
    "the point – he wins it by precedence of position. The dealer is then in the worst position",
    note="The text says 'it is generally whoever is seated closest…'. It names no other way of settling a "
    "tie, so the engine always applies precedence (the strict reading). Until issue 26 the statement "
    "dropped 'generally'.",
)
R(
    "score.vole",
    "Taking every trick (the vole) scores 2 points instead of 1.",
    paragraphs=(22,),
    quote="whoever succeeds in making the vole scores 2 points instead of just one",
)
R(
    "vole.commit",
    "A side that has taken enough tricks to win while the others have none commits "
    "to the vole by playing a card to the next trick.",
    paragraphs=(22,),
    quote="a player commits to making the vole the moment that, having already taken enough tricks to "
    "win the hand, while the others have taken none at all, he plays a card for the next trick",
)
R(
    "vole.enough",
    "'Enough tricks to win' means a strict majority of the hand's tricks.",
    status="editorial",
    context=(22,),
    decision="DT6",
)
R(
    "vole.lay-down",
    "Instead of committing, the side may lay its cards down and score 1 point.",
    paragraphs=(22,),
    quote="A player who does not wish to commit to the vole, instead of playing for the next trick, "
    "lays down his cards and scores 1 point",
)
R(
    "vole.failed",
    "A side that fails a committed vole loses 2 points at once and the hand ends.",
    paragraphs=(22,),
    quote=(
        "A player who commits himself in this way to the vole and fails to make it loses 2 points",
        "if he continues play and another player takes a trick, he immediately loses 2 points for "
        "a failed committed vole",
    ),
    note="The text says 'immediately' and gives nothing more to score once the vole has failed, so "
    "the table ends the hand there.",
)
R(
    "score.negative",
    "Points lost lower the loser's own score (the others gain nothing); scores may go negative.",
    paragraphs=(23,),
    quote=(
        "this does not mean that the other team scores them, but rather that the side which failed "
        "to make the vole reduces its score by 2 points",
        "A team's score can therefore be negative",
    ),
)
R(
    "concede.who",
    "Conceding the point is allowed only one against one or team against team.",
    paragraphs=(23, 52),
    apparatus=("A14",),
    quote="In the game of Triomphe played one against one, or one team against another",
)
R(
    "concede.when",
    "A side offers to concede when it plays its first card of the hand; the other side accepts or refuses.",
    paragraphs=(23,),
    quote="when the requesting side plays its first card, it announces its wish and the opposing "
    "side accepts or refuses it",
)
R(
    "concede.accept",
    "If the concession is accepted, the accepting side scores 1 point and the hand ends.",
    paragraphs=(23,),
    quote="If it accepts, it scores 1 point and the hand is over",
)
R(
    "concede.burden",
    "If the concession is refused, the refusing side must make the vole (+2) or lose 2.",
    status="editorial",
    against={
        23: "the received text puts the burden on the side that asked to concede ('the requesting side "
        "must then absolutely succeed in making the vole'); the edition follows the other witnesses, "
        "which put it on the side that refused (the asking side is the weak one), and keeps the "
        "received reading as the switch of decision DT5 (apparatus A3)."
    },
    decision="DT5",
    apparatus=("A3",),
)
R(
    "match.target",
    "A match is played to a number of points agreed beforehand (5 to 7; commonly 5); "
    "the first side to reach it wins.",
    paragraphs=(21, 53),
    quote=(
        "A game of Triomphe is played to a number of points agreed upon beforehand between the "
        "players. It generally runs from 5 to 7 points",
        "but commonly fixed at 5",
    ),
    note="The text hedges the range ('generally … from 5 to 7', 'commonly fixed at 5'): the engine's "
    "default is the common 5, and the target is a table setting (option target; decision DT7 for the "
    "team game).",
)

# -------------------------------------------------------------------- pillage
R(
    "pillage.players",
    "The Ace that Pillages is an individual game for at least three players.",
    paragraphs=(54,),
    quote="The Ace that Pillages is played individually among at least three players",
)
R(
    "pillage.switch",
    "By agreement the privilege can be dropped ('the Ace did not pillage'); the game "
    "then followed individual Triomphe, with the ace highest, as the text deduces.",
    paragraphs=(54,),
    quote=(
        "allows, by agreement among the players, for it not to be taken into account, in which "
        "case it was said that « the Ace did not pillage »",
        "This latter way of playing then followed the rules of individual Triomphe",
        "the ace was always at the top",
    ),
    note="The ace's place is the text's own deduction ('one may deduce from this that'); the statement "
    "carries it since issue 43.",
)
R(
    "pillage.dealer-ace",
    "If the turn-up is the ace, the dealer may take it into his hand and discard another card.",
    status="reconstructed",
    paragraphs=(55, 56),
    apparatus=("A17",),
    authorities=("compleat-gamester", "meyers-1909"),
    quote="Once he has done this with the ace",
    note="The start of the procedure is lost between ¶55 and ¶56. Until issue 43 the statement had the "
    "discard 'face down', which no source says of the dealer's exchange.",
)
R(
    "pillage.ace-holder",
    "If the dealer does not turn up the ace, the player who holds the ace of "
    "trumps shows it and pillages the stock the same way.",
    paragraphs=(56,),
    quote="If the dealer does not turn up an ace after the deal, the player who has the ace of "
    "triomphe in his hand shows it and proceeds in the same way, pillaging the stock",
)
R(
    "pillage.ace-holder-turnup",
    "The holder of the ace begins his pillage with the turn-up.",
    status="reconstructed",
    context=(56,),
    apparatus=("A17",),
    authorities=("compleat-gamester", "meyers-1909"),
    note="¶56 says only that he 'proceeds in the same way, pillaging the stock'. The Compleat "
    "Gamester and Meyers (1909) have the holder of the ace take the turn-up first. Until issue 12 "
    "this was part of pillage.ace-holder, cited as stated.",
)
R(
    "pillage.continue",
    "After each card taken the next stock card is turned; while it is a trump the "
    "pillager may take it too. Pillaging ends at the first non-trump.",
    paragraphs=(56,),
    quote=(
        "he turns up the next card of the stock, and if it is of the same suit – the one that "
        "makes the triomphe –, he may likewise take it into his hand and discard another",
        "The dealer may pillage for as long as he turns up triomphes (trumps). Once he no longer "
        "turns up a triomphe, play of the cards begins",
    ),
)
R(
    "pillage.discard",
    "Each card taken is paid for by one card discarded face down, so the hand keeps its size.",
    status="reconstructed",
    paragraphs=(56,),
    apparatus=("A17",),
    authorities=("compleat-gamester",),
    quote="take it into his hand and discard another",
    note="The text gives the exchange card for card; that the discard lies face down is from The "
    "Compleat Gamester.",
)
R(
    "pillage.optional",
    "Pillaging is never compulsory, and the pillager may stop whenever he wishes.",
    paragraphs=(56,),
    quote="A player is never obliged to pillage, and if he has begun to pillage he may stop whenever he wishes",
)
R(
    "pillage.ace-in-stock",
    "If the ace of trumps lies in the stock, nobody pillages.",
    status="inferred",
    paragraphs=(56,),
    quote=(
        "If the dealer does not turn up an ace after the deal, the player who has the ace of "
        "triomphe in his hand shows it"
    ),
    note="Follows from ¶56: only the dealer who turns the ace up, or the player who holds it, may pillage; "
    "an ace in the stock is neither. Until issue 26 this rule was called stated, though the text does "
    "not say it in so many words.",
)
