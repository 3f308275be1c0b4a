"""The engine's words in English: card names and the message catalogue (keys: tapisvert.words).

Seats are narration markers (:mod:`tapisvert.narration`): ``{S:p|takes}`` is seat ``p`` with its
verb in the third person singular, made "you take" for the reader.  ``{n|card|cards}`` chooses by
the number ``n`` (one, or not).
"""

from __future__ import annotations

from .. import cards as C

SUITS = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
SUIT1 = {"S": "spade", "H": "heart", "D": "diamond", "C": "club"}
SUITS_PLURAL = SUITS


def card_name(code: int, form: str | None) -> str:
    """``None``: with its article ("the king of hearts", "the Excuse"); ``bare``: without it
    ("king of hearts", "trump 21"; the Excuse keeps its article)."""
    name = C.long_name(code)
    if form == "bare" or name.startswith("the "):
        return name
    return "the " + name


def card_list(codes: tuple[int, ...], form: str | None) -> str:
    """Cards one after another: by name ("king of hearts, trump 21"); ``codes``: in notation."""
    if form == "codes":
        return " ".join(C.name(c) for c in codes)
    return ", ".join(C.long_name(c) for c in codes)


def number(v: float, form: str | None) -> str:
    if isinstance(v, float):
        return f"{v:g}"
    return str(v)


MESSAGES: dict[str, str] = {
    # ------------------------------------------------------------------ shared by every game
    "common.empty": "",
    "common.log.plays": "{S:p|plays} {c}",
    "common.log.acts-hidden": "{S:p|acts} (hidden)",
    "common.log.takes-trick": "{S:p|takes} the trick.",
    "common.log.explicit-deal": "Explicit deal: {S:p|deals}.",
    "common.refuse.match-over": "the match is over",
    "common.refuse.not-your-turn": "it is {P:p} turn, not {P:q}",
    "common.refuse.computer-turn": "it is {P:p} turn (a computer player)",
    "common.refuse.not-held": "{S:p|does} not hold {c}",
    "common.refuse.rule": "{r}",
    "common.refuse.not-now": "{action} is not possible now",
    "common.refuse.rule-legal-now": "{r} Legal now: {cs}.",
    "common.refuse.hand-over": "the hand is over: {S:p|deals} the next one",
    "common.refuse.deal-over": "the deal is over: {S:p|deals} the next one",
    "common.result.scored": "Hand scored.",
    "common.sheet.hand-result": "Hand result",
    "common.seat-points": "{S:p} {x}",
    "common.wins": "{S:p|wins}",
    "common.win-together": "{G:ps|win}",
    "common.prompt.lead-any": "Your lead: play any card.",
    "common.prompt.lead-only": "Lead {c}, your only legal card.",
    "common.prompt.play-only": "Play {c}: it is your only legal card.",
    "common.prompt.only-suit": "Play a card: only {suit} are legal now.",
    "common.prompt.play": "Play a card.",
    "common.prompt.card-or": "Play a card, or: {choices}",
    "common.prompt.choose": "Choose: {choices}",
    **{f"common.suits.{s}": w for s, w in SUITS.items()},
    **{f"common.suit1.{s}": w for s, w in SUIT1.items()},
    "common.list": "{items}",
    "common.log.draws": "{S:p|draws} {c}",
    "common.log.draw": "Draw for the deal{again}: {drawn}.",
    "common.log.draw-again": " (again)",
    "common.log.drew-lowest": "{S:p|drew} lowest and {V:p|deals} first.",
    "common.log.drew-highest": "{S:p|drew} highest and {V:p|deals} first.",
    "francion.log.draw-again": " (again, tied players)",
    "common.tie": "{G:ps|tie}",
    "common.head.play": "You cannot play {c}.",
    "common.head.discard": "You cannot discard {c}.",
    "common.head.call": "You cannot call {c}.",
    "common.head.hide": "You cannot keep {c} hidden.",
    "common.head.borrow": "You cannot borrow {c}.",
    "common.seat": "{S:p}",
    "common.and": " and ",
    "common.card": "{c}",
    # ------------------------------------------------------------------ errors for bad input
    "error.card-click": "a card is its code (rank then suit, e.g. KH), got {value}",
    "error.seat": "seat must be 0..{hi}, got {value}",
    "error.unknown-game": "unknown game {name}; games are: {games}",
    "error.option-choice": "option {name}={value} is not allowed; choose one of {choices}",
    "error.option-number": "option {name} must be a whole number, got {value}",
    "error.option-range": "option {name}={value} is out of range {lo}..{hi}",
    "error.option-unknown": "unknown option {name} for {game}; options are: {options}",
    "error.record-text": "a record is JSON text, got {kind}",
    "error.record-json": "the record is not valid JSON: {why}",
    "error.record-object": "the record must be a JSON object",
    "error.record-lacks": "the record lacks {fields}",
    "error.record-fields": "the record has unknown fields: {fields}",
    "error.record-format": "unknown record format {format}; expected {expected}",
    "error.record-checksum": (
        "the record's checksum does not match its content: it was edited (remove the checksum field "
        "to load a hand-written record)"
    ),
    "error.record-game": "unknown game {name}; games are {games}",
    "error.record-options": "options must be a JSON object",
    "error.record-actions": "actions must be a list of strings",
    "error.record-setup": "the record's set-up is invalid: {why}",
    "error.record-replay": "action #{n} {action} does not replay: [{rule}] {why}",
    "error.record-malformed": "action #{n} {action} is malformed: {why}",
    "error.no-table": "no table {table} (the page may have been reloaded: start a new game)",
    "error.unknown-op": "unknown op {op}",
    "error.link-count": "the number of moves must be a whole number 0..{hi}, got {value}",
    "error.link-choices": "the choices must be a list of whole numbers from 0",
    "error.link-too-many": "the link has {k} choices for {n} moves",
    "error.link-deal": "the deal the link names is not valid: {why}",
    "error.link-over": "the match is over after move {i}: the link asks for {n}",
    "error.link-short": "move {i} of {n} is a choice, and the link has no more choices",
    "error.link-choice": "move {i} of {n} is choice {k}, but there are only {m} then",
    "error.link-extra": "the link has {k} choices more than its {n} moves use",
    "error.seat-human": "seat must be one of the human seats {seats}, got {value}",
    "error.humans": "humans must list distinct seats 0..{hi}",
    "error.too-many-tables": "too many open tables ({n}): close one (op close) before opening another",
    "error.options-object": "options must be an object",
    "error.moves-object": "moves must be an object {count, choices}",
    "error.match-over": "the match is over",
    "error.seat-is-human": "seat {seat} is a human player",
    "error.choices-only": "choices_only must be true or false",
    "error.position-object": "position must be an object",
    "error.whole-number": "{field} must be a whole number {lo}..{hi}, got {value}",
    "error.hint-turn": "it is not seat {seat}'s turn: a hint is for the player to act",
    "error.bot-level": (
        "unknown bot level {level}; levels are Novice (novice), Standard (standard), Strong (strong) "
        "and Random (random)"
    ),
    "error.nobody-to-act": "the match is over: nobody is to act",
    # ------------------------------------------------------------------ the hint and the analysis
    "hint.gap.same": ", as well as {other}",
    "hint.gap.better": ", {d} better than {other}",
    "hint.play-exact": (
        "Play {name}: over {n} deals of the cards you cannot see, each solved exactly, it scores {best} "
        "against the table's mean{gap}"
    ),
    "hint.refused": "{cards} may not be played: {reason}",
    "hint.only-legal": "{name} is the only legal action",
    "hint.policy": "Play {name}: no world could be searched in the time, so this is the game's own policy",
    "hint.how.all": "all solved exactly",
    "hint.how.some": "{k} solved exactly",
    "hint.how.none": "played out",
    "hint.play": (
        "Play {name}: over {n} sampled {n|deal|deals} of the hidden cards ({how}) it scores {best} "
        "against the table's mean{gap}"
    ),
    "analysis.hindsight": (
        "The analysis uses hindsight: it values every action with every card known, which no player "
        "at the table could know."
    ),
    "analysis.could-know": (
        "What you could know: each action's mean value over {worlds} deals of the cards you could not "
        "see, each consistent with what you had seen, each solved exactly; the grade is taken from it."
    ),
    "analysis.good-best": "{name} was the best choice by what you could know",
    "analysis.good-close": "{name} was close to the best choice by what you could know",
    "analysis.better": (
        "{better} was better: over the deals you could imagine it scores {top} on average, {name} "
        "{mine}, a loss of {loss} points"
    ),
    "analysis.hindsight-best": ". With every card known (hindsight) the best was {seen}",
    "analysis.hindsight-also": ". With every card known (hindsight) it was also the best",
    # ------------------------------------------------------------------ Triomphe
    "triomphe.log.cut": "{S:p|cuts} the pack ({n} cards lifted).",
    "triomphe.log.deal": "Hand {n}: {S:p|deals}; the turn-up is {c}: {suit} are trumps.",
    "triomphe.log.ace-shown": "{S:p|shows} the ace of trumps and may pillage.",
    "triomphe.log.no-pillage": "The ace of trumps is in the stock: nobody pillages.",
    "triomphe.log.stock-trump": "The next stock card is {c}, a trump.",
    "triomphe.log.pillage-ends": "The next stock card is {c}: pillaging ends.",
    "triomphe.log.draw-verdict.team": "{G:s|drew} higher and ask the other team to deal: {S:p|deals}.",
    "triomphe.log.draw-verdict.one": "{S:s|drew} higher and {V:s|asks} the other team to deal: {S:p|deals}.",
    "triomphe.log.lay-down.team": "{G:s|lay} down {Q:s} cards and score 1 point.",
    "triomphe.log.lay-down.one": "{S:s|lays} down {H:s} cards and {V:s|scores} 1 point.",
    "triomphe.log.accept.team": "{G:s|accept} the concession and score 1 point.",
    "triomphe.log.accept.one": "{S:s|accepts} the concession and {V:s|scores} 1 point.",
    "triomphe.log.refused.team": "Concession refused: {G:s|must} now make the vole or lose 2 points.",
    "triomphe.log.refused.one": "Concession refused: {S:s|must} now make the vole or lose 2 points.",
    "triomphe.log.vole-committed.team": "{G:s|play} on: the vole is committed.",
    "triomphe.log.vole-committed.one": "{S:s|plays} on: the vole is committed.",
    "triomphe.log.vole-failed.team": "{G:s|fail} the vole and lose 2 points.",
    "triomphe.log.vole-failed.one": "{S:s|fails} the vole and {V:s|loses} 2 points.",
    "triomphe.log.vole-made.team": "{G:s|make} the vole and score 2 points.",
    "triomphe.log.vole-made.one": "{S:s|makes} the vole and {V:s|scores} 2 points.",
    "triomphe.log.most-tricks.team": "{G:s|take} most tricks and score 1 point.",
    "triomphe.log.most-tricks.one": "{S:s|takes} most tricks and {V:s|scores} 1 point.",
    "triomphe.log.most-tricks-precedence.team": "{G:s|take} most tricks by precedence and score 1 point.",
    "triomphe.log.most-tricks-precedence.one": (
        "{S:s|takes} most tricks by precedence and {V:s|scores} 1 point."
    ),
    "triomphe.log.match-over.team": "{G:s|reach} {n} points and win the match.",
    "triomphe.log.match-over.one": "{S:s|reaches} {n} points and win the match.",
    "triomphe.log.discards": "{S:p|discards} {c}",
    "triomphe.log.discards-secret": "{S:p|discards} a card",
    "triomphe.log.deal-next": "{S:p|deals} the next hand",
    "triomphe.log.concede": "{S:p|offers} to concede the point",
    "triomphe.log.accept": "{S:p|accepts} the concession",
    "triomphe.log.refuse": "{S:p|refuses} the concession",
    "triomphe.log.lay-down": "{S:p|lays} {H:p} cards down",
    "triomphe.log.pillage": "{S:p|pillages}",
    "triomphe.log.stop": "{S:p|stops} pillaging",
    "triomphe.refuse.answer-first": "the other side must first accept or refuse the concession",
    "triomphe.refuse.discard-when": "a card is discarded only after pillaging",
    "triomphe.refuse.pillage-first": "pillaging comes first: take the exposed trump or stop",
    "triomphe.refuse.discard-now": "after pillaging, discard one card",
    "triomphe.refuse.concession-waits": (
        "a concession waits for its answer: accept or refuse it (the buttons) before any card is played"
    ),
    "triomphe.refuse.pillage-buttons": "pillaging comes first: take the exposed trump or stop (the buttons)",
    "triomphe.refuse.lay-down-when": (
        "cards may be laid down only by a leader whose side has won enough tricks while the others have none"
    ),
    "triomphe.refuse.concede-when": (
        "a side may offer to concede only as it plays its first card of the hand, once per hand"
    ),
    "triomphe.refuse.no-concession": "no concession is waiting for an answer",
    "triomphe.refuse.nothing-to-pillage": "there is nothing to pillage now",
    "triomphe.prompt.pillage": "Take the exposed {c:bare} into your hand (then discard a card), or stop pillaging",
    "triomphe.prompt.discard": "Discard one card face down",
    "triomphe.prompt.answer": "Accept the concession (the other side scores 1 point), or refuse it",
    "triomphe.label.deal": "deal the next hand",
    "triomphe.label.concede": "offer to concede the point (announced with one's side's first card)",
    "triomphe.label.accept": "accept the offered concession: score 1 point, the hand ends",
    "triomphe.label.refuse": "refuse the concession: the hand is played out under the vole condition",
    "triomphe.label.lay-down": "lay one's cards down instead of committing to the vole: score 1 point",
    "triomphe.label.pillage": "take the exposed trump into one's hand (then discard a card)",
    "triomphe.label.stop": "stop pillaging; play begins",
    "triomphe.label.discard": "discard a card face down after pillaging",
    "triomphe.sheet.tricks": " Tricks: {tricks}.",
    "triomphe.sheet.score.most-tricks": "Most tricks",
    "triomphe.sheet.score.precedence": "Most tricks, the tie going by precedence",
    "triomphe.sheet.score.vole": "The vole: every trick",
    "triomphe.sheet.vole.failed": "The vole undertaken and failed",
    "triomphe.sheet.vole.lay-down": "Cards laid down: the point without playing on",
    "triomphe.sheet.concede.accept": "Concession accepted",
    "triomphe.sheet.point": "The point",
    "triomphe.sheet.to": "{x} to {who}",
    "triomphe.sheet.to-each": "{x} to {who} each",
    # ------------------------------------------------------------------ Francion
    "francion.welche": "the Welche (ace of hearts)",
    "francion.stake.dealer": "dealer",
    "francion.stake.beast": "beast of hand {n}",
    "francion.stake.part": "{S:p} {n} ({why})",
    "francion.log.deal": "Hand {n}: {S:p|deals}. Stake {stake} tokens: {parts}.",
    "francion.log.cut": "{S:p|cuts} the pack ({n} cards lifted, {left} left).",
    "francion.log.turn-up": "The turn-up is {c}: {suit} are trumps.",
    "francion.log.welche-turned": "The turn-up is the Welche: hearts are trumps and the Welche is out of play.",
    "francion.log.counters-changed": "{S:p|changes} {k} {k|counter|counters} for {n} tokens.",
    "francion.log.welche-lost-takes-trick": (
        "{P:p} Welche takes the trick. The payment for this case is lost in the source: nothing is paid (DF9)."
    ),
    "francion.log.welche-lost-captured": (
        "{P:p} Welche is captured. The payment for this case is lost in the source: nothing is paid (DF9)."
    ),
    "francion.log.welche-pays-editorial": "{S:p|pays} each other player {each} tokens ({total} in all; editorial, DF9).",
    "francion.log.welche-pays-stated": "{S:p|pays} each other player {each} tokens ({total} in all; stated, DF9).",
    "francion.log.welche-paid": "Each other player pays {S:p} {each} tokens ({total} in all).",
    "francion.log.takes-trick": "{S:p|takes} the trick with {c}.",
    "francion.log.beasts-paid": "The beasts of the last hand are paid to the winner (DF8).",
    "francion.log.beasts-cancelled": "The beasts of the last hand are cancelled: there is no next hand (DF8).",
    "francion.log.game-won": "{S:p|has} {n} points and {V:p|wins} the game. Settlement in counters: {parts}.",
    "francion.log.game-won-nothing": "{S:p|has} {n} points and {V:p|wins} the game. Settlement in counters: nothing.",
    "francion.log.deal-next": "{S:p|stakes} and {V:p|deals} the next hand",
    "francion.label.deal": "stake and deal the next hand",
    "francion.refuse.play-a-card": "the hand is still being played: play a card",
    "francion.result.hand": (
        "The stake of {stake} tokens pays {per} per trick. {S:p|takes} most tricks ({n}) and {V:p|scores} 1 point."
    ),
    "francion.result.hand-precedence": (
        "The stake of {stake} tokens pays {per} per trick. {S:p|takes} most tricks ({n}) by precedence "
        "and {V:p|scores} 1 point."
    ),
    "francion.result.beasted": "{hand} Beasted: {who}, who must stake {stake} tokens into the next hand.",
    "francion.result.beasted-each": "{hand} Beasted: {who}, who must stake {stake} tokens each into the next hand.",
    "francion.result.and": "{first} {then}",
    "francion.sheet.point": "The point: most tricks",
    "francion.sheet.point-precedence": "The point: most tricks, the tie going by precedence",
    "francion.sheet.point-how": "{S:p} took {n} of 9 tricks",
    "francion.sheet.dealer-stake": "Dealer's stake: {S:p}",
    "francion.sheet.beast-staked": "Beast staked (beast of hand {n}): {S:p}",
    "francion.sheet.to-table": "{n} tokens to the table",
    "francion.sheet.welche-turn-up": "Welche: the Welche turned up ({S:p})",
    "francion.sheet.welche-takes-trick": "Welche: the Welche takes a trick ({S:p})",
    "francion.sheet.welche-captured": "Welche: the Welche is captured ({S:p})",
    "francion.sheet.from-each": "{n} from each other player",
    "francion.sheet.tricks": "Tricks paid from the stake",
    "francion.sheet.tricks-how": "{stake} ÷ 9 = {per} tokens per trick",
    "francion.sheet.beast-paid": "Beast of the last hand paid to the winner: {S:p}",
    "francion.sheet.tokens": "{n} tokens",
    "francion.sheet.settlement": "Settlement: each pays the winner the points he lacks of 6",
    # ------------------------------------------------------------------ Briscan and Brisque
    "briscan.meld.trump-marriage": "trump marriage",
    "briscan.meld.marriage": "marriage in {s}",
    "briscan.meld.sequence": "{seq} {top} in {s}{t}",
    "briscan.meld.in-trumps": " (trumps)",
    "briscan.seq.3": "tierce",
    "briscan.seq.4": "quatrième",
    "briscan.seq.5": "quinte",
    "briscan.top.15": "majeure (to the ace)",
    "briscan.top.14": "au roi (to the king)",
    "briscan.top.13": "à la dame (to the queen)",
    "briscan.top.11": "au valet (to the jack)",
    "briscan.top.10": "au dix (to the ten)",
    "briscan.top.9": "au neuf (to the nine)",
    "briscan.quartet.15": "four aces",
    "briscan.quartet.10": "four tens",
    "briscan.quartet.14": "four kings",
    "briscan.quartet.13": "four queens",
    "briscan.quartet.11": "four jacks",
    "briscan.quartet.9": "four nines",
    "briscan.quartet.8": "four eights",
    "briscan.quartet.7": "four sevens",
    "briscan.meld.blanche-courts": "carte blanche (all courts)",
    "briscan.meld.blanche-pips": "carte blanche (all pips)",
    "briscan.meld.ace": "ace of trumps",
    "briscan.declared.marriage": "a marriage",
    "briscan.declared.sequence": "a sequence",
    "briscan.declared.quartet": "a quartet",
    "briscan.declared.blanche": "a carte blanche",
    "briscan.declared.ace": "the ace of trumps",
    "briscan.log.declares": "{S:p|declares} {what}: {cs:codes}",
    "briscan.log.deal-next": "{S:p|deals} the next hand",
    "briscan.log.exchange": "{S:p|exchanges} the seven of trumps for the turn-up",
    "briscan.log.exchange-takes": "{S:p|takes} {c}; the seven of trumps now lies under the talon.",
    "briscan.log.draw": "{S:p|ends} {H:p} declarations and {V:p|draws}",
    "briscan.log.draws-two": "{S:p|draws} {c}, {S:q} {d}",
    "briscan.log.drew-higher": "{S:p|drew} higher and {V:p|deals} first.",
    "briscan.log.deal": "Deal {n}: {S:p|deals} {size} cards each; the turn-up is {c}: {suit} are trumps.",
    "briscan.log.quartet-wins": "{S:p|declares} {what} and {V:p|wins} the game at once.",
    "briscan.log.takes-trick": "{S:p|takes} trick {n}.",
    "briscan.log.draws": "{S:p|draws} {c}.",
    "briscan.log.turnup-taken": "{S:p|takes} the turn-up, {c}.",
    "briscan.log.talon": "Both players draw; {n} cards are left in the talon.",
    "briscan.log.talon-exhausted": (
        "The talon is exhausted: from now on each player must follow suit and beat the card led if "
        "he can, otherwise trump."
    ),
    "briscan.log.scores": "{S:p|scores} {n} for {why} ({total} in all).",
    "briscan.log.reaches": "{S:p|reaches} {n} points and {V:p|wins} the game.",
    "briscan.log.withdraws": (
        "{S:p|withdraws} the {what} ({n}): its cards now serve in a sequence declared in the same "
        "window ({total} in all)."
    ),
    "briscan.log.vole": "{S:p|takes} every trick (the vole) and {V:p|wins} the game at once.",
    "briscan.log.game-won": "{S:p|has} {n} points and {V:p|wins} the game.",
    "briscan.log.tie-at-target": "Both players have reached the target with equal totals: another deal is played.",
    "briscan.result.deal-won": "Deal {n}: {S:p} +{a}, {S:q} +{b}. {then}",
    "briscan.result.deal": "Deal {n}: {S:p} +{a}, {S:q} +{b}; totals {s0} to {s1}.",
    "briscan.why.turnup": "turning up {c}",
    "briscan.why.ace-dealt": "the ace of trumps, dealt to him",
    "briscan.why.ace-drawn": "the ace of trumps, drawn",
    "briscan.why.exchange": "the exchange of the seven",
    "briscan.why.withdrawn": "{what} withdrawn",
    "briscan.why.five-trumps": "holding five trumps as the talon is exhausted",
    "briscan.why.last-tricks": "winning the last {n} tricks",
    "briscan.why.most-cards": "the most cards ({n})",
    "briscan.why.brisques": "{n} aces and tens taken",
    "briscan.why.last-trick": "the last trick",
    "briscan.sheet.term": "{S:p}: {why}",
    "briscan.sheet.summary": "{S:p} {a}, {S:q} {b} in deal {n}.",
    "briscan.sheet.wins": " {S:p} wins the game.",
    "briscan.label.exchange": "exchange the seven of trumps for the turn-up",
    "briscan.label.draw": "end the declarations and draw from the talon",
    "briscan.label.deal": "deal the next hand",
    "briscan.label.meld-wins": "declare {what} (wins the game)",
    "briscan.label.meld": "declare {what}: {cs} ({n} points)",
    "briscan.label.withdrawn-one": "{what} ({n})",
    "briscan.label.meld-withdraws": "{meld}; withdraws the {gone}",
    "briscan.refuse.nothing-to-exchange": "there is nothing to exchange now",
    "briscan.refuse.already-exchanged": "{S:p|has} already exchanged the seven of trumps",
    "briscan.refuse.turnup-drawn": "the turn-up has been drawn: the talon is exhausted",
    "briscan.refuse.seven-holder": "only the holder of the seven of trumps may exchange it",
    "briscan.refuse.exchange-too-late": (
        "too late: the exchange must be made before the trick for the last two cards of the talon is begun"
    ),
    "briscan.refuse.exchange-leader": (
        "the seven is exchanged only by the player about to lead, before he leads (option exchange_window)"
    ),
    "briscan.refuse.ace-trumps-only": "only the ace of trumps scores",
    "briscan.refuse.meld-not-held": "{S:p|does} not hold all of these cards",
    "briscan.refuse.sequence-cards": "a card declared in a sequence may not be used in another meld",
    "briscan.refuse.meld-once": "this meld has already been declared in this deal",
    "briscan.refuse.blanche-once": "this carte blanche has already been declared in this deal",
    "briscan.refuse.ace-by-exchange": "the ace of trumps obtained by the exchange does not score",
    "briscan.refuse.per-window": "one meld per trick won (option melds_per_window)",
    "briscan.refuse.melds-in-play": "melds are declared during the play of a deal",
    "briscan.refuse.first-trick": "nobody declares before the first trick has been won",
    "briscan.refuse.meld-leader": (
        "melds are declared only by the player on lead right after winning a trick, before he leads"
    ),
    "briscan.refuse.talon-exhausted": "the talon is exhausted: no more declarations",
    "briscan.refuse.before-draw": "melds are declared before the draw (option meld_after_draw)",
    "briscan.refuse.window-closed": "the declaration window has closed",
    "briscan.refuse.reuse": "a card serves in one meld only (option card_reuse)",
    "briscan.refuse.longest-run": "only the longest run held may be declared (option runs)",
    "briscan.refuse.not-now": "not now",
    "briscan.refuse.deal-not-over": "the deal is not over",
    "briscan.refuse.no-declaration": "there is no declaration to end: the draw follows the trick by itself",
    "briscan.refuse.declare-or-draw": "declare your melds or draw before the next lead",
    "briscan.refuse.brisque-kinds": "in Brisque only marriages, four kings and four queens are declared",
    "briscan.refuse.shape-marriage": "a marriage is the king and queen of one suit",
    "briscan.refuse.shape-sequence": "a sequence is three to five cards of one suit",
    "briscan.refuse.shape-sequence-gap": "a sequence runs in the natural order 7 8 9 10 J Q K A without a gap",
    "briscan.refuse.shape-quartet": "a quartet is four cards of one rank",
    "briscan.refuse.shape-quartet-rank": (
        "only four aces, tens, kings, queens or jacks score (nines, eights and sevens do not)"
    ),
    "briscan.refuse.shape-blanche": "a carte blanche is a whole hand of five cards",
    "briscan.refuse.shape-blanche-kind": "a carte blanche is all courts (K Q J) or all pips (A 10 9 8 7)",
    "briscan.refuse.shape-ace": "the ace of trumps is one card",
    # ------------------------------------------------------------------ Emprunt
    "emprunt.log.deal": (
        "Deal {n}: {S:p|deals} {size} cards each, {talon} to the talon. Each player antes {ante} "
        "{ante|jeton|jetons}: the pool holds {pool}."
    ),
    "emprunt.log.run-opened": "{S:p|opens} a run of {suit}.",
    "emprunt.log.borrow": "{S:p|pays} 1 jeton to {S:q} for {c} ({S:q|has} {left} {left|card|cards} left).",
    "emprunt.log.talon-draw": "{S:p|takes} {c} from the talon and {V:p|pays} 1 jeton to the pool (pool: {pool}).",
    "emprunt.log.run-exhausted": "The run of {suit} is exhausted; {S:p|opens} a new run.",
    "emprunt.log.run-king": "The run of {suit} stops at the king; {S:p|opens} a new run.",
    "emprunt.log.run-stops": "The run of {suit} stops: {c} is already down; {S:p|opens} a new run.",
    "emprunt.log.match-over": "The match is over after {deals} deals: {who} with {best} jetons.",
    "emprunt.log.puts-down": "{S:p|puts} down {c}",
    "emprunt.log.borrows": "{S:p|borrows} {c}",
    "emprunt.log.deal-next": "{S:p|deals} the next hand",
    "emprunt.log.draws": "{S:p|draws} from the talon",
    "emprunt.result.out-lending": (
        "{S:p|is} out of cards (lending {H:p} last card): {E:p|sweeps} the pool ({pool}) and "
        "{V:p|receives} {paid} {paid|jeton|jetons} for the cards left in the other hands."
    ),
    "emprunt.result.out-shedding": (
        "{S:p|is} out of cards (shedding {H:p} last card): {E:p|sweeps} the pool ({pool}) and "
        "{V:p|receives} {paid} {paid|jeton|jetons} for the cards left in the other hands."
    ),
    "emprunt.result.void": (
        "Every hand has been emptied by lending and nobody shed his last card by his own play: the "
        "deal is void and the pool ({pool}) stays for the next deal."
    ),
    "emprunt.refuse.from-hand": "{S:p|holds} {c}: {E:p|must} play it from {H:p} hand",
    "emprunt.refuse.talon": "no player holds {c}: it is taken from the talon, paying 1 jeton to the pool",
    "emprunt.refuse.borrow": "another player holds {c}: it must be borrowed, paying him 1 jeton",
    "emprunt.refuse.deal-in-progress": "the deal is still being played; the next is dealt after the settlement",
    "emprunt.refuse.open-run": (
        "{S:p|opens} a run with any card of {H:p} own hand ({cs}); nothing is borrowed or drawn"
    ),
    "emprunt.refuse.successor": "the next card of the run is {c}; no other card may be put down",
    "emprunt.head.nobody": "Nobody may put down {c} now.",
    "emprunt.prompt.open": "Open a run with any card of your hand",
    "emprunt.prompt.put-down": "Put down {c} from your hand",
    "emprunt.prompt.borrow-or-draw": (
        "You need {c}: borrow it from whoever holds it (1 jeton to him), or take it from the talon "
        "if nobody does (1 jeton to the pool)"
    ),
    "emprunt.label.borrow": "take the next card of the run from the player who holds it, paying him 1 jeton",
    "emprunt.label.draw": "take the next card of the run from the talon, paying 1 jeton to the pool",
    "emprunt.label.deal": "deal the next hand",
    "emprunt.sheet.ante": "Ante into the pool",
    "emprunt.sheet.ante-how": "{n} {n|jeton|jetons} each",
    "emprunt.sheet.loans": "Loans: 1 jeton to the lender for each borrowed card",
    "emprunt.sheet.loans-how": "{S:p} borrowed {b}, lent {lent}",
    "emprunt.sheet.talon": "Cards taken from the talon: 1 jeton each to the pool",
    "emprunt.sheet.pool": "Pool swept by {S:p}",
    "emprunt.sheet.pool-how": "{n} jetons",
    "emprunt.sheet.cards-left": "1 jeton for each card left in the other hands",
    # ------------------------------------------------------------------ Tarot
    "tarot.contract.prise": "Prise",
    "tarot.contract.garde": "Garde",
    "tarot.contract.garde-sans": "Garde sans le chien",
    "tarot.contract.garde-contre": "Garde contre le chien",
    "tarot.poignee.simple": "simple",
    "tarot.poignee.double": "double",
    "tarot.poignee.triple": "triple",
    "tarot.bouts": "{n} {n|bout|bouts}",
    **{f"tarot.phase.{p}": p for p in ("bidding", "call", "discard", "chelem", "play", "poignee")},
    "tarot.phase.hand-over": "hand-over",
    "tarot.phase.match-over": "match-over",
    # the log
    "tarot.log.goulash": (
        "Everybody passes: Goulash — each plays for himself and tries to take as few points as "
        "possible; the chien stays face down."
    ),
    "tarot.log.all-pass": "Everybody passes: the deal is cancelled.",
    "tarot.log.taker": "{S:p|is} the taker: {contract}.",
    "tarot.log.chien-shown": "The chien is shown: {cs:codes}.",
    "tarot.log.called-in-chien": "The called card is in the chien: {S:p|plays} alone.",
    "tarot.log.trump-discarded": "{S:p|discards} {c:bare} and shows it.",
    "tarot.log.chelem-announced": "{S:p|announces} a chelem and {V:p|leads}.",
    "tarot.log.poignee": "{S:p|shows} a {level} poignée: {cs:codes}.",
    "tarot.log.draw-excuse": "{S:p|draws} the Excuse and {V:p|draws} again",
    "tarot.log.draws": "{S:p|draws} {c}",
    "tarot.log.draw": "Draw for the deal: {draws}. {S:p|drew} lowest and {V:p|deals} first.",
    "tarot.log.deal": "Deal {n}: {S:p|deals}; {S:q|speaks} first.",
    "tarot.log.petit-sec": (
        "{S:p|has} the Petit sec and {V:p|shows} {H:p} hand: {cs:codes}. The deal is cancelled."
    ),
    "tarot.log.partner-alone": "{S:p|plays} the card {E:p|called}: {E:p|plays} alone.",
    "tarot.log.partner-revealed": "{S:p|plays} the called card: {E:p|is} the taker's partner.",
    "tarot.log.match-over": "After {deals} deals the match is over: {who} with {best}.",
    "tarot.log.calls": "{S:p|calls} {c}",
    "tarot.log.discards": "{S:p|discards} {c}",
    "tarot.log.discards-secret": "{S:p|discards} a card",
    "tarot.log.hides": "{S:p|keeps} {c} hidden",
    "tarot.log.hides-secret": "{S:p|keeps} a trump hidden",
    "tarot.log.bids": "{S:p|bids} {contract}",
    "tarot.log.deal-next": "{S:p|deals} the next hand",
    "tarot.log.pass": "{S:p|passes}",
    "tarot.log.chelem": "{S:p|announces} a chelem",
    "tarot.log.no-chelem": "{S:p|announces} no chelem",
    "tarot.log.poignee-simple": "{S:p|declares} a simple poignée",
    "tarot.log.poignee-double": "{S:p|declares} a double poignée",
    "tarot.log.poignee-triple": "{S:p|declares} a triple poignée",
    "tarot.log.misere-atout": "{S:p|announces} a misère d'atout",
    "tarot.log.misere-honneurs": "{S:p|announces} a misère d'honneurs",
    # results
    "tarot.result.all-pass": "All pass: the deal is cancelled.",
    "tarot.result.petit-sec": "Petit sec ({S:p}): the deal is cancelled.",
    "tarot.result.cancelled": "The deal is cancelled.",
    "tarot.result.who": "{S:p}",
    "tarot.result.who-with": "{S:p} with {S:q}",
    "tarot.result.who-alone": "{S:p} alone",
    "tarot.result.deal": (
        "{contract} by {who}: {raw} points with {bouts} (target {target}), {verdict}; {each}."
    ),
    "tarot.result.made-by": "made by {margin}",
    "tarot.result.failed-by": "failed by {margin}",
    "tarot.result.made-exactly": "made exactly",
    "tarot.result.failed": "failed",
    "tarot.result.defender-pays": "each defender pays {m}",
    "tarot.result.defender-receives": "each defender receives {m}",
    "tarot.result.goulash": "Goulash: card points {points}.",
    # refusals
    "tarot.refuse.bidding-over": "the bidding is over",
    "tarot.refuse.bid-higher": "a bid must be higher than the best so far ({contract})",
    "tarot.refuse.chelem-when": (
        "the taker announces a chelem after the discard, before the first card, and only then"
    ),
    "tarot.refuse.poignee-now": (
        "{S:p|cannot} show a {level} poignée now (already shown, first card played, or too few trumps)"
    ),
    "tarot.refuse.miseres-off": "misères are a variant that is not in play (option miseres)",
    "tarot.refuse.misere-kind": "{S:p|cannot} announce this misère: {r}",
    "tarot.refuse.bidding-first": (
        "the bidding comes first: bid or pass (the buttons); no card is played before it is over"
    ),
    "tarot.refuse.announce-first": (
        "the taker first announces a chelem or not (the buttons); the first card is led after that"
    ),
    "tarot.refuse.cards-not-now": "cards are played only in the play of the cards, not now ({phase})",
    "tarot.refuse.deal-in-progress": "a new deal starts only when the deal in progress is over",
    "tarot.refuse.call-when": "a card is called only by the taker with 5 players, right after the bidding",
    "tarot.refuse.discard-when": "the taker discards only after taking a shown chien (Prise or Garde)",
    "tarot.refuse.taker-not-held": "the taker does not hold {c}",
    "tarot.refuse.hide-when": "trumps are hidden only while showing a poignée",
    "tarot.refuse.hide-which": "only a trump of one's hand, not already hidden, can be kept hidden",
    "tarot.refuse.not-now": "{action} is not possible now ({phase})",
    # labels
    "tarot.label.contract": "{contract} (×{coef})",
    "tarot.label.call": "Call {c}",
    "tarot.label.poignee": "Show a {level} poignée ({trumps} trumps, {points} points)",
    "tarot.label.misere-atout": "Announce a misère d'atout (10 from each player)",
    "tarot.label.misere-honneurs": "Announce a misère d'honneurs (10 from each player)",
    "tarot.label.pass": "Pass",
    "tarot.label.chelem": "Announce a chelem",
    "tarot.label.no-chelem": "No chelem: start the play",
    "tarot.label.deal": "Deal the next hand",
    "tarot.label.discard": "put a card in the discard (no king, no bout; trumps only if unavoidable)",
    "tarot.label.hide": "keep this trump hidden when showing a poignée with extra trumps",
    # prompts
    "tarot.prompt.bid": "Bid a contract (Prise, Garde, Garde sans or contre le chien) or pass",
    "tarot.prompt.bid-pass-only": "Pass: nothing is higher than a Garde contre le chien",
    "tarot.prompt.bid-higher": "Bid higher than {contract}, or pass",
    "tarot.prompt.call-king": "Call a king: whoever holds it is your partner, secretly until it is played",
    **{
        f"tarot.prompt.call-{r}": (
            f"Call a {r} (you hold every card above the {r}s): whoever holds it is your partner, "
            "secretly until it is played"
        )
        for r in ("queen", "knight", "jack", "card")
    },
    "tarot.prompt.discard": "Choose {n} {n|card|cards} for your discard: no king, no bout",
    "tarot.prompt.discard-more": "Choose {n} more {n|card|cards} for your discard: no king, no bout",
    "tarot.prompt.discard-trumps": (
        "Choose {n} {n|card|cards} for your discard: no king, no bout; you have to put trumps in, "
        "and they are shown to everybody"
    ),
    "tarot.prompt.discard-more-trumps": (
        "Choose {n} more {n|card|cards} for your discard: no king, no bout; you have to put trumps "
        "in, and they are shown to everybody"
    ),
    "tarot.prompt.announce": "Announce a chelem (you undertake to win every trick), or start the play",
    "tarot.prompt.hide": "Choose {n} {n|trump|trumps} to keep hidden: your poignée shows exactly {shown}",
    "tarot.prompt.deal": "Deal the next hand",
    "tarot.prompt.before-poignee": " (before it you may show a poignée)",
    "tarot.prompt.before-misere": " (before it you may announce a misère)",
    "tarot.prompt.before-poignee-misere": " (before it you may show a poignée or announce a misère)",
    "tarot.prompt.or-excuse": " (or the Excuse){first}",
    "tarot.prompt.lead-but": "Your lead: any card but a {suit}{first}",
    "tarot.prompt.lead": "Your lead: play any card{first}",
    "tarot.prompt.follow": "Follow suit: play a {suit}{first}",
    "tarot.prompt.no-suit-trump": "You have no {suit}: play a trump{first}",
    "tarot.prompt.no-suit-trump-higher": "You have no {suit}: play a trump higher than the {top}{first}",
    "tarot.prompt.no-suit-no-trump": "You have neither {suit} nor trumps: play any card{first}",
    "tarot.prompt.trump-led": "Trumps were led: play a trump{first}",
    "tarot.prompt.trump-led-higher": "Trumps were led: play a trump higher than the {top}{first}",
    "tarot.prompt.play": "Play a card{first}",
    # the score sheet
    "tarot.sheet.misere-single": "10 points to the announcer",
    "tarot.sheet.misere-each": "10 from each other player: {total} to the announcer",
    "tarot.sheet.misere-atout": "Misère d'atout announced by {S:p}",
    "tarot.sheet.misere-honneurs": "Misère d'honneurs announced by {S:p}",
    "tarot.sheet.goulash-pairwise": "Goulash: card points settled between every pair of players",
    "tarot.sheet.goulash-pairwise-how": (
        "each scores the total ({total}) less {n} × his own rounded card points ({points})"
    ),
    "tarot.sheet.goulash-none": "Goulash: card points are not scored",
    "tarot.sheet.goulash-summary": "Goulash (everybody passed): card points {points}.",
    "tarot.sheet.shares-partner": "shares: taker ×2, partner ×1, each defender ×1",
    "tarot.sheet.shares": "shares: taker ×{k}, each defender ×1",
    "tarot.sheet.counted-as": " (counted as {x})",
    "tarot.sheet.made-by": "made by {margin}",
    "tarot.sheet.failed-by": "failed by {margin}",
    "tarot.sheet.made-exactly": "made exactly",
    "tarot.sheet.failed-exactly": "failed exactly",
    "tarot.sheet.contract": "{contract} {verdict}",
    "tarot.sheet.contract-how": (
        "{raw}{half} card points with {bouts}, {target} needed; (25 + {margin}) × {coef} = {base} "
        "per defender; {shares}"
    ),
    "tarot.sheet.petit-au-bout-taker": "Petit au bout, won by the taker",
    "tarot.sheet.petit-au-bout-defence": "Petit au bout, won by the defence",
    "tarot.sheet.petit-au-bout-how": "10 × {coef} = {x} per defender",
    "tarot.sheet.poignee-taker": "Poignée bonus to the taker's side",
    "tarot.sheet.poignee-defence": "Poignée bonus to the defence",
    "tarot.sheet.poignee-how": "{x} per defender, to the side that wins the deal (not multiplied)",
    "tarot.sheet.chelem": "Chelem {how}",
    "tarot.sheet.per-defender": "{x} per defender",
    "tarot.chelem.announced-made": "announced and made",
    "tarot.chelem.made-unannounced": "made without announcement",
    "tarot.chelem.announced-failed": "announced and failed",
    "tarot.chelem.defence": "defence chelem",
    "tarot.chelem.announced-failed-defence": "announced and failed; defence chelem",
    "tarot.sheet.who": "{S:p} (taker)",
    "tarot.sheet.who-with": "{S:p} (taker) with {S:q} (partner)",
    "tarot.sheet.who-alone": "{S:p} (taker), alone,",
    "tarot.sheet.summary-made": "{who} made a {contract} with {bouts}: {raw} card points, {target} needed.",
    "tarot.sheet.summary-failed": "{who} failed a {contract} with {bouts}: {raw} card points, {target} needed.",
}
