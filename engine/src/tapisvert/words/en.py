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
    ("king of hearts", "trump 21"; the Excuse keeps its article); ``noun``: a suit card with
    its article, a trump without ("the king of hearts", "trump 21": the hint's words)."""
    name = C.long_name(code)
    if form == "bare" or name.startswith("the ") or form == "noun" and code >= C.TRUMP_BASE:
        return name
    return "the " + name


def card_list(codes: tuple[int, ...], form: str | None) -> str:
    """Cards one after another by name ("king of hearts, trump 21")."""
    return ", ".join(C.long_name(c) for c in codes)


def number(v: float, form: str | None) -> str:
    """``{x}``: as it is; ``{x:signed}``: two decimals and a sign (a hint's value, "+12.50");
    ``{x:fixed}``: two decimals; ``{x:points}``: three significant digits below one, else one
    decimal at most (an analysis's points: "0.333", "12.5", "40")."""
    if form == "signed":
        return f"{v:+.2f}"
    if form == "fixed":
        return f"{v:.2f}"
    if form == "points":
        return f"{v:.3g}" if abs(v) < 1 else f"{v:.1f}".rstrip("0").rstrip(".")
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
    "error.players": "{game} is played by {counts} players, not {value}",
    "error.seed": "seed must be a non-negative whole number, got {value}",
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
    "error.analysis-none": "no analysis is in progress at this table: begin one with op analyse_begin",
    "error.analysis-done": "every decision of this hand is already valued",
    "error.analysis-refine-early": "the analysis can be refined only once every decision is valued",
    "error.analysis-seat": "seat must be a seat 0..{hi}, got {value}",
    "error.analysis-unscored": "no hand has been scored yet: analyse a hand once it is over",
    "error.figure-refused": "this figure's position cannot be played on: {cause}",
    "error.analysis-hand": "hand must be a hand already scored: {scored}, got {value}",
    "error.analysis-none-yet": "none yet",
    "error.emprunt-hand-option": (
        "option {name}={value} is impossible: 3 × {value} cards + a talon of 4 = {cards}, but the "
        "three-player pack has 40 cards; at most 12 (the received text's 21 is an error, repaired to 12)"
    ),
    "error.meld-format": (
        "meld actions are written meld:<kind>:<cards>, kind one of {kinds}, cards run together "
        "(e.g. meld:marriage:KHQH, meld:sequence:THJHQH)"
    ),
    "error.meld-action": "{action} is not an action of {game}: {fmt}",
    "error.meld-count": "{action}: give one to five cards of the piquet pack, e.g. KHQH; {fmt}",
    "error.meld-card": (
        "{action}: {text} is not a card of the 32-card piquet pack (ranks A K Q J T 9 8 7, suits S H D C)"
    ),
    "error.meld-twice": "{action}: a card appears twice",
    "error.link-none": "this match was dealt from given cards, not from a deal number: it has no link",
    "error.hint-over": "the match is over: there is nothing to hint",
    "error.no-explicit-deal": "{game} takes no explicit deal",
    "error.replay-hand": "hand must be a hand of this match, {first}..{last}, got {value}",
    "error.record-depth": "the record is not a game record: its JSON is nested more than {depth} levels deep",
    "error.record-deep": "the record is not a game record: its JSON is nested too deeply",
    "error.record-unreadable": "the record is not readable JSON: {why}",
    "error.record-deep-check": "the record's content cannot be checked: it is nested too deeply",
    "error.action-type": "an action is a string, got {value}",
    "error.action-unknown": (
        "{action} is not an action of {game}: actions are cards (rank then suit, e.g. KH) or one of {allowed}"
    ),
    "error.nothing-to-undo": "nothing to undo",
    "error.no-positions": "{game} does not support positions",
    "error.no-tricks": "{game} has no tricks",
    "error.deal-object": "deal must be an object with {keys}",
    "error.deal-keys": "deal has unknown keys: {keys}; allowed: {allowed}",
    "error.deal-dealer": "deal.dealer must be a seat 0..{hi}",
    "error.deal-hands": "deal.hands must list {n} hands",
    "error.deal-turnup": "deal.turnup must be a card",
    "error.deal-pack": "the deal must use each card of the {size}-card pack exactly once",
    "error.deal-pack-note": "the deal must use each card of the {size}-card pack exactly once ({note})",
    "error.deal-note-players": "the pack for {n} players",
    "error.deal-note-talon": "the talon lists its face-down cards top first",
    "error.deal-note-tarot": "trumps 1-21, EX, and A K Q N J T 9-2 in each suit",
    "error.hand-size": "each hand must hold {n} cards",
    "error.tarot-hand-size": "with {n} players each hand holds {size} cards",
    "error.tarot-chien-size": "with {n} players the chien holds {size} cards",
    "error.emprunt-hand-size": (
        "with {n} players each hand holds {hand} cards and the talon {talon} ({n} × {hand} + "
        "{talon} = {pack}); seat {seat} has {has}"
    ),
    "error.emprunt-outside": "{c} is not in the {size}-card pack of {n} players (ranks {ranks})",
    "error.francion-tokens": "start_tokens must be a multiple of 9 (¶9), not {value}",
    "error.triomphe-team-players": "the team game is played two against two or three against three (4 or 6 players)",
    "error.triomphe-pillage-players": "the Ace that Pillages needs at least 3 players",
    "error.triomphe-plaisant": (
        "au plaisant is only played by more than two players in an individual game (form "
        "individual or pillage, 3+ players)"
    ),
    "error.triomphe-fit": (
        "{players} players × {size} cards + the turn-up do not fit in 32 cards; at most {most} cards each"
    ),
    "error.triomphe-ace-pillages": "ace_pillages applies only to form='pillage'",
    "error.triomphe-team-dealer": "in the team game the dealer is the last player of his team (seat {a} or {b})",
    "error.figure-action": "the figure's action {k} ({action}) is refused: [{rule}] {why}",
    "error.figure-over": "this figure's position is at the end of the match: there is nothing left to play",
    "error.figure-start": "a figure's start is a JSON object (position, or players/options/deal, and actions)",
    "error.figure-keys": "unknown keys in the figure's start: {keys}",
    "error.figure-actions": "the figure's actions must be a list of actions in the engine's notation",
    "error.figure-both": "a figure starts from a position or from a deal, not both",
    # ------------------------------------------------------------------ the hint and the analysis
    "hint.gap.same": ", as well as {other}",
    "hint.gap.better": ", {d:fixed} better than {other}",
    "hint.play-exact": (
        "{advice}: over {n} deals of the cards you cannot see, each solved exactly, it scores "
        "{best:signed} against the table's mean{gap}"
    ),
    "hint.refused": "{cards} may not be played: {reason}",
    "hint.only-legal": "{name} is the only legal action",
    "hint.policy": "{advice}: no world could be searched in the time, so this is the game's own policy",
    "hint.how.all": "all solved exactly",
    "hint.how.some": "{k} solved exactly",
    "hint.how.none": "played out",
    "hint.play": (
        "{advice}: over {n} sampled {n|deal|deals} of the hidden cards ({how}) it scores {best:signed} "
        "against the table's mean{gap}"
    ),
    # an action the hint advises (do) and names (name): a card, an action on a card, a button
    "hint.do.card": "Play {c:noun}",
    "hint.do.discard": "Discard {c:noun}",
    "hint.do.hide": "Keep {c:noun} hidden",
    "hint.do.borrow": "Borrow {c:noun}",
    "hint.do.action": "Choose \u201c{label}\u201d",
    "hint.name.card": "{c:noun}",
    "hint.name.discard": "discarding {c:noun}",
    "hint.name.hide": "hiding {c:noun}",
    "hint.name.borrow": "borrowing {c:noun}",
    "hint.name.action": "\u201c{label}\u201d",
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
        "{better} was better: over the deals you could imagine it scores {top:points} on average, "
        "{name} {mine:points}, a loss of {loss:points} points"
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
    "briscan.log.declares": "{S:p|declares} {what}: {cs}",
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
    "tarot.log.chien-shown": "The chien is shown: {cs}.",
    "tarot.log.called-in-chien": "The called card is in the chien: {S:p|plays} alone.",
    "tarot.log.trump-discarded": "{S:p|discards} {c:bare} and shows it.",
    "tarot.log.chelem-announced": "{S:p|announces} a chelem and {V:p|leads}.",
    "tarot.log.poignee": "{S:p|shows} a {level} poignée: {cs}.",
    "tarot.log.draw-excuse": "{S:p|draws} the Excuse and {V:p|draws} again",
    "tarot.log.draws": "{S:p|draws} {c}",
    "tarot.log.draw": "Draw for the deal: {draws}. {S:p|drew} lowest and {V:p|deals} first.",
    "tarot.log.deal": "Deal {n}: {S:p|deals}; {S:q|speaks} first.",
    "tarot.log.petit-sec": (
        "{S:p|has} the Petit sec and {V:p|shows} {H:p} hand: {cs}. The deal is cancelled."
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
    # ---------------------------------------------------- bad positions (worked examples, the position op)
    "position.common.game-does-not-support": "{game} does not support positions",
    "position.common.game-has-no-tricks": "{game} has no tricks",
    "position.common.json-object": "a position is a JSON object",
    "position.common.unknown-keys-unknown-known": "unknown position keys: {unknown}; known: {known}",
    "position.common.options-object": "position.options must be an object",
    "position.common.trump-suit-letter-h": "position.trump must be a suit letter: S, H, D or C",
    "position.common.key-seat-last": "position.{field} must be a seat 0..{last}",
    "position.common.trick-holds-count-cards": (
        "the trick holds {count} cards: with {n} players someone must still play (use trick_winner for a "
        "complete trick)"
    ),
    "position.common.hand-hold-most-cards": "position.hand must hold 1 to {most} cards of the player to move",
    "position.common.hand-hold-cards": "position.hand must hold the cards of the player to move",
    "position.common.hands-list-per-seat": (
        "position.hands must be a list (per seat) or an object seat -> cards"
    ),
    "position.common.key-list-n-what": "position.{field} must list {n} {what}",
    "position.common.piles-list-sides-piles": (
        "position.piles must list {sides} piles, one a side (a list of cards each)"
    ),
    "position.common.trick-hold-players-cards": "the trick must hold 1 to {players} cards",
    "position.common.hands-no-seat": "position.hands: no seat {s}",
    "position.common.seat-should-hold-size": "seat {s} should hold {size} cards in this position",
    "position.common.piles-pile-side-i": (
        "position.piles: the pile of side {i} holds {count} cards; a pile is whole tricks of "
        "{trick_size} cards"
    ),
    "position.common.hands-key-not-seat": "position.hands: {field} is not a seat",
    "position.common.hands-disagrees-with-hand": (
        "position.hands disagrees with position.hand for the player to move"
    ),
    "position.common.not-enough-cards-left": "not enough cards left to fill the other hands",
    "position.briscan.trick-holds-at-most": (
        "the trick holds at most 1 card before the player to move plays (use trick_winner for a complete "
        "trick)"
    ),
    "position.briscan.talon-even-count-full": (
        "position.talon must be an even count 0..{full} (cards left in the talon, turn-up included; 0 = "
        "the final phase)"
    ),
    "position.briscan.hand-hold-cards-player": "position.hand must hold the cards of the player to move",
    "position.briscan.while-talon-has-cards": (
        "while the talon has cards each player holds {size} cards when it is his turn"
    ),
    "position.briscan.hand-holds-at-most": "a hand holds at most {size} cards",
    "position.briscan.turn-up-trump-suit": "the turn-up must be of the trump suit",
    "position.briscan.tricks-won-list-counts": (
        "position.tricks_won must list 2 counts adding up to the {done} tricks already played in this "
        "position"
    ),
    "position.briscan.piles-hold-two-cards": (
        "position.piles must hold two cards for each trick a player has won (position.tricks_won is {tw})"
    ),
    "position.briscan.final-tricks-won-list": (
        "position.final_tricks_won must list 2 counts adding up to the {k} tricks already played since "
        "the talon was exhausted"
    ),
    "position.briscan.piles-list-cards-won": "position.piles must list the cards won by seat 0 and by seat 1",
    "position.briscan.piles-each-trick-won": (
        "position.piles: each trick won puts two cards in its winner's pile"
    ),
    "position.briscan.declared-list-meld-actions": (
        "position.declared must list meld actions (the leader's) or one list per seat"
    ),
    "position.briscan.declared-nobody-declares-before": (
        "position.declared: nobody declares before the first trick has been won"
    ),
    "position.briscan.key-list-whole-numbers": (
        "position.{field} must list 2 whole numbers of points, seat 0's then seat 1's"
    ),
    "position.briscan.scores-total-target-would": (
        "position.scores: a total of {target} would have ended the match at once (win_check='immediate')"
    ),
    "position.briscan.scores-with-first-second": (
        "position.scores: with {first} to {second} before this deal the match was already won (target "
        "{target})"
    ),
    "position.briscan.key-seat-or": "position.{field} must be a seat, 0 or 1",
    "position.briscan.piles-cards-hands-trick": (
        "position.piles: the cards of the hands, the trick, the talon ({talon}) and the piles must make "
        "the 32-card pack; {count} cards are left over where {unseen} are missing"
    ),
    "position.briscan.declaration-window-opens-before": (
        "a declaration window opens before the lead: the trick must be empty"
    ),
    "position.briscan.declaration-window-belongs-leader": (
        "a declaration window belongs to a leader who has won a trick"
    ),
    "position.briscan.scores-seat-total-total": (
        "position.scores: seat {s}'s total {total} is less than the {points} points he has scored in "
        "this deal (position.hand_points)"
    ),
    "position.briscan.no-trump-left-lie": "no trump is left to lie under the talon as its turn-up",
    "position.briscan.declared-lists-meld-actions": "position.declared lists meld actions, not {a}",
    "position.briscan.declared-not-meld-game": "position.declared: {a} is not a meld of {game}: {why}",
    "position.briscan.declared-declared-twice-by": "position.declared: {a} is declared twice by seat {seat}",
    "position.briscan.declared-uses-card-already": (
        "position.declared: {a} uses a card already declared in a sequence (a sequence's cards serve in "
        "no other meld)"
    ),
    "position.briscan.hand-points-seat-has": (
        "position.hand_points: seat {s} has declared melds worth {melded} in this deal, more than the "
        "{points} points given"
    ),
    "position.francion.where-lift-least-most": (
        "{where} must lift {least} to {most} cards of the {pack}-card pack: the cutter must not remove, "
        "or leave, fewer than four (¶9)"
    ),
    "position.francion.scores-seat-has-points": (
        "position.scores: seat {s} has {points} points, but the game ends when a player has {target} "
        "(¶16): no hand is played after it"
    ),
    "position.francion.beasts-list-shape-objects": "position.beasts must be a list of {shape} objects",
    "position.francion.beasts-with-no-points": (
        "position.beasts: with no points scored this is the first hand, and no hand before it made "
        "beasts (set position.scores)"
    ),
    "position.francion.beasts-every-beast-stake": (
        "position.beasts: every beast is the stake of the hand before (¶16), so they are equal, not {amounts}"
    ),
    "position.francion.beasts-hand-before-was": (
        "position.beasts: the hand before was the first, whose stake is {dealer_stake} tokens (¶16), so "
        "each beast is {dealer_stake}"
    ),
    "position.francion.beasts-someone-took-tricks": (
        "position.beasts: someone took the 9 tricks of the hand before, so not every player is beasted"
    ),
    "position.francion.stake-given-but-dealer": (
        "position.stake is {given}, but the dealer's {dealer_stake}{made} make {stake} tokens (¶9, ¶16){hint}"
    ),
    "position.francion.boxes-list-n-boxes": "position.boxes must list {n} boxes, each {shape}",
    "position.francion.boxes-hold-tokens-tokens": (
        "position.boxes hold {tokens} tokens and the table {stake}: {have}, but {n} boxes of {start} "
        "tokens (options.start_tokens){from_counters} make {want}: tokens are moved, never made or lost"
    ),
    "position.francion.turn-up-trump-suit": "the turn-up must be of the trump suit",
    "position.francion.welche-cannot-both-turn": "the Welche cannot be both the turn-up and in play",
    "position.francion.tricks-won-add-up": (
        "position.tricks_won must add up to the {done} tricks already played"
    ),
    "position.francion.first-trick-led-by": (
        "the first trick is led by the dealer's right, seat {first} (¶15), not seat {leader}"
    ),
    "position.francion.seat-leader-leads-trick": (
        "seat {leader} leads a trick after the first, so he won the one before (¶15): "
        "position.tricks_won gives him none"
    ),
    "position.francion.each-beasts-object-shape": "each of position.beasts is an object {shape}, not {b}",
    "position.francion.beasts-seat-last-not": "position.beasts: a seat is 0..{last}, not {s}",
    "position.francion.beasts-beast-stake-hand": (
        "position.beasts: a beast is the stake of the hand before, a multiple of 9 tokens (¶16), not {t}"
    ),
    "position.francion.beasts-seat-beasted-twice": "position.beasts: seat {s} is beasted twice",
    "position.francion.boxes-object-shape": "position.boxes[{s}] must be an object {shape}",
    "position.francion.boxes-holds-counters-counters": (
        "position.boxes[{s}] holds {counters} counters, but under DF10's default (empty_box 'debt') "
        "counters move only at the settlement: each box holds options.start_counters ({start_c}) until "
        "the game ends"
    ),
    "position.francion.boxes-holds-counters-counters-2": (
        "position.boxes[{s}] holds {counters} counters: during a game a box only changes counters for "
        "tokens, from options.start_counters ({start_c})"
    ),
    "position.francion.boxes-owes-owed-tokens": (
        "position.boxes[{s}] owes {owed} tokens while holding {counters} counters, which DF10's 'change' "
        "would have changed first"
    ),
    "position.francion.no-card-trump-suit": "no card of the trump suit is left for the turn-up",
    "position.francion.boxes-key-whole-number": "position.boxes[{s}].{field} must be a whole number",
    "position.tarot.contract-one-contracts-not": "position.contract must be one of {contracts}, not {name}",
    "position.tarot.poignees-list-shape-cards": 'position.poignees must be a list of {shape} (and "cards")',
    "position.tarot.discard-with-contract-taker": (
        "position.discard: with a {contract} the taker does not take the chien, so he makes no discard "
        "(give position.chien)"
    ),
    "position.tarot.chien-with-contract-chien": (
        "position.chien: with a {contract} the chien was shown and taken into the taker's hand; give his "
        "discard (position.discard)"
    ),
    "position.tarot.poign-e-shape-with": 'a poignée is {shape} with, optionally, the "cards" shown',
    "position.tarot.poign-e-level-one": "a poignée's level is one of {levels}",
    "position.tarot.poignees-seat-seat-shows": (
        "position.poignees: seat {seat} shows two poignées (one a deal)"
    ),
    "position.tarot.first-trick-true-or": "position.first_trick must be true or false",
    "position.tarot.partner-holder-called-card": (
        "position.partner is the holder of the called card: give position.called"
    ),
    "position.tarot.only-cards-tarot-pack": "only cards of the tarot pack are in play",
    "position.tarot.piles-count-cards-pack": (
        "position.piles: {count} cards of the pack are nowhere (hands, trick, piles, {where}): {cards}"
    ),
    "position.tarot.deals-played-last-match": (
        "position.deals_played must be 0 to {last} (the match is {deals} deals)"
    ),
    "position.tarot.scores-before-any-deal": (
        "position.scores: before any deal is played every score is 0 (give position.deals_played)"
    ),
    "position.tarot.scores-add-up-total": (
        "position.scores add up to {total}: every deal is zero-sum, so the scores add up to 0"
    ),
    "position.tarot.chien-holds-count-cards": "position.chien holds {count} cards: the chien is {size} cards",
    "position.tarot.discard-holds-count-cards": (
        "position.discard holds {count} cards: the taker discards {size}"
    ),
    "position.tarot.discard-holds-cards-no": (
        "position.discard holds {cards}: no king and no bout may be discarded"
    ),
    "position.tarot.level-poign-e-shows": (
        "a {level} poignée shows exactly {trumps} trumps (the Excuse may stand in for one)"
    ),
    "position.tarot.called-applies-only-players": "position.called applies only to 5 players",
    "position.tarot.called-king-queen-knight": (
        "position.called must be a king, queen, knight or jack (e.g. KH)"
    ),
    "position.tarot.piles-no-trick-has": "position.piles: no trick has been won before the first trick",
    "position.tarot.piles-hold-tricks-tricks": (
        "position.piles hold {tricks} tricks, but a hand of {count} cards means {tricks_done} tricks "
        "were played (of {size})"
    ),
    "position.tarot.partner-card-where-so": (
        "position.partner: {card} is in {where}, so the taker plays alone"
    ),
    "position.tarot.called-card-has-been": (
        "position.called: {card} has been played; say who held it (position.partner)"
    ),
    "position.tarot.partner-seat-given-but": (
        "position.partner is seat {given}, but seat {holder} holds {card}"
    ),
    "position.tarot.poignees-seat-seat-shows-2": (
        "position.poignees: seat {seat} shows {card}, which lies in {where}"
    ),
    "position.tarot.poignees-seat-holds-want": (
        "position.poignees: seat {s} holds {want} cards, fewer than the {trumps} trumps of his poignée "
        "not yet played"
    ),
    "position.tarot.not-enough-cards-left": "not enough cards left to fill the other hands",
    "position.triomphe.only-cards-card-pack": "only cards of the 32-card pack (A K Q J T 9 8 7) are in play",
    "position.triomphe.turn-up-trump-suit": "the turn-up must be of the trump suit",
    "position.triomphe.tricks-won-done-tricks": (
        "position.tricks_won ({done} tricks) and the {count} cards in hand make {total} tricks; a hand "
        "of this game has {size}"
    ),
    "position.triomphe.vole-committed-side-last": "position.vole_committed must be a side 0..{last}",
    "position.triomphe.vole-committed-side-commits": (
        "position.vole_committed: a side commits to the vole only once it has won enough tricks to win "
        "the hand while the others have none"
    ),
    "position.triomphe.scores-seat-has-total": (
        "position.scores: seat {s} has {total} points and the target is {target}: the match would be over"
    ),
    "position.triomphe.scores-team-mates-share": (
        "position.scores: team-mates share one score (seats {mate} and {s} differ)"
    ),
    "position.triomphe.piles-hold-pile-tricks": (
        "position.piles hold {pile_tricks} tricks (per side) but position.tricks_won gives {side_tricks}"
    ),
    "position.tarot.no-trump-key": (
        "position.trump does not apply to French Tarot: the trumps are always the numbered cards 1-21"
    ),
    "position.tarot.in-chien": "the chien",
    "position.tarot.in-discard": "the discard",
    "position.tarot.where-hand": "seat {s}'s hand",
    "position.tarot.where-set-aside": "the chien or discard",
    "position.common.card-twice": "a card appears twice in the position",
    "position.what.whole": "whole numbers",
    "position.what.counts": "non-negative counts",
    "position.what.points": "non-negative whole numbers of points",
    "position.francion.and-beasts": " and the beasts",
    "position.francion.give-beasts": " (give position.beasts: a larger stake is made of them)",
    "position.francion.from-counters": " and {n} changed from counters",
    **C.INPUT_ERRORS_EN,  # bad card input: its English is the cards module's own
    "position.briscan.only-32-cards": "only cards of the 32-card pack (A K Q J T 9 8 7) are in play",
    "position.francion.not-in-pack": "{cards} not in the {pack}-card pack used by {n} players",
    "position.emprunt.hands": "position.hands must list the {n} hands",
    "position.emprunt.pack": "only cards of the {pack}-card pack of {n} players are in play (ranks {ranks})",
    "position.emprunt.each-card-once": (
        "hands, talon, played and run must hold each card of the pack exactly once"
    ),
    "position.emprunt.opener-holds": "the player to open a run must hold a card",
    "position.emprunt.hands-empty": "every hand is empty: the deal is already over",
    "position.emprunt.run-sequence": "position.run is not a suit sequence: {b} does not follow {a}",
    "position.emprunt.pool": "position.pool must be a non-negative whole number",
    "position.emprunt.zero-sum": "jetons and pool must sum to zero (net balances)",
    "position.emprunt.deals-played": (
        "position.deals_played must be 0..{last}: the match has {deals} deals ({rounds} rounds of {n})"
    ),
    "position.emprunt.run-over": "the run is over: give it under 'played' and let 'turn' open a new run",
}
