"""The engine's type names: cards, action codes and seats, and the JSON shapes it hands out.

The aliases are plain ``int``/``str`` (``TypeAlias``, not ``NewType``): the engine's hot loops pass
codes around as bare integers, and an alias documents what an ``int`` means without a call to wrap
it.  The ``TypedDict`` classes describe the JSON objects of the public contracts (observations,
records, score sheets, the bridge's requests and responses; see the Engine API page and
CHANGELOG.md); they are dicts at run time.  A game's own keys go in an observation's ``extra``.

Nothing here runs at play time beyond defining these names, and nothing imports a game.
"""

from __future__ import annotations

from typing import Any, Literal, NotRequired, TypeAlias, TypedDict

Card: TypeAlias = int
"""A card code (:mod:`tapisvert.cards`): ``suit << 4 | rank``, Tarot trumps ``64 + n``, Excuse 96."""

Code: TypeAlias = int
"""An action code: a card code (below 128) or a game's packed word (``GameState.encode``)."""

Seat: TypeAlias = int
"""A seat, 0..players-1 in the direction of play (:mod:`tapisvert.seats`)."""

CardName: TypeAlias = str
"""A card in notation: rank then suit (``KH``), a Tarot trump ``1``..``21``, the Excuse ``EX``."""

Action: TypeAlias = str
"""An action in notation: a card name, or a game's word (``pass``, ``bid:garde``, ``call:KH``)."""

Options: TypeAlias = dict[str, Any]
"""A game's resolved options (``tapisvert.options.resolve``): name -> value."""

JSONObject: TypeAlias = dict[str, Any]
"""Any JSON object the engine reads or writes without a more precise shape."""


class LogEntry(TypedDict):
    """One line of an observation's log, worded for its reader and in the third person."""

    hand: int
    seat: Seat | None
    action: Action | None
    text: str
    text_third: str
    record: NotRequired[JSONObject]
    """The line as data: ``kind``, ``seats``, ``cards``, ``amounts``, ``rule`` and ``words`` (its
    message record ``{key, params}``, language-free; None for a line not yet in message keys)."""


class TrickCard(TypedDict):
    seat: Seat
    card: CardName


class LastTrick(TypedDict):
    """The last completed trick, as an observation shows it (``last_trick``)."""

    cards: list[TrickCard]
    winner: Seat


class HandResult(TypedDict):
    """One hand's result as an observation shows it (``hand_results``; ``tapisvert.events.results_for``):
    its text worded for the reader and the text's record; a game adds its own keys beside these
    (Tarot's ``detail``, Emprunt's ``winner``, Francion's ``tricks``)."""

    hand: int
    points: list[float]
    text: str
    words: NotRequired[JSONObject | None]


class TrickSeen(TypedDict):
    """A completed trick of the current hand, as a player may look back at it."""

    leader: Seat
    cards: list[TrickCard]
    winner: Seat


class Term(TypedDict):
    """One line of a score sheet (:func:`tapisvert.sheet.term`)."""

    label: str
    detail: str | None
    rule: str | None
    points: list[float]


class Account(TypedDict):
    """A second ledger of the same hand in another unit (:func:`tapisvert.sheet.account`)."""

    unit: str
    terms: list[Term]
    points: list[float]
    totals: list[float] | None


class Sheet(TypedDict):
    """A hand's score sheet (:mod:`tapisvert.sheet`)."""

    hand: int
    unit: str
    summary: str
    terms: list[Term]
    points: list[float]
    totals: list[float] | None
    accounts: NotRequired[list[Account]]


class Observation(TypedDict):
    """``GameState.observation(seat)``: what one seat may know (CHANGELOG: the observation)."""

    game: str
    players: int
    seat: Seat
    phase: str | None
    hand_number: int
    dealer: Seat | None
    current_player: Seat | None
    leader: Seat | None
    trump: str | None
    turnup: CardName | None
    hand: list[CardName]
    hand_sizes: list[int]
    trick: list[TrickCard]
    last_trick: LastTrick | None
    tricks_won: list[int]
    teams: list[list[Seat]] | None
    scores: list[float]
    target: int | None
    log: list[LogEntry]
    hand_results: list[HandResult]
    seat_names: list[str]
    tricks: list[TrickSeen] | None
    tricks_review: str | None
    tricks_review_rule: str | None
    prompt: str | None
    score_unit: str
    winners: list[Seat] | None
    options: Options
    extra: JSONObject


class GameInfo(TypedDict):
    """``tapisvert.game_info(name)`` (the bridge's ``info``): what a game allows, its options with
    their words and the words of its actions."""

    name: str
    title: str
    players: list[int]
    default_players: int
    options: list[JSONObject]
    actions: dict[str, str]
    source: str


class Record(TypedDict):
    """A game record (``GameState.to_record``; ``to_json`` is its JSON text)."""

    format: str
    game: str
    players: int
    options: Options
    seed: int | None
    deal: JSONObject | None
    actions: list[Action]
    checksum: str


class View(Observation):
    """The bridge's ``view``: the human seat's observation plus what a table draws its controls with."""

    legal: list[Action]
    human: Seat
    humans: list[Seat]
    is_over: bool
    action_labels: dict[Action, str]
    card_actions: dict[CardName, Action]
    record_actions: int
    log_start: int
    results_start: int
    sheet: NotRequired[Sheet | None]


BridgeOp: TypeAlias = Literal[
    "games",
    "info",
    "rules",
    "new",
    "check",
    "load",
    "view",
    "play",
    "bot",
    "undo",
    "sheets",
    "record",
    "close",
    "close_all",
    "position",
    "hint",
    "analyse",
    "analyse_begin",
    "analyse_next",
    "analyse_refine",
    "analyse_stop",
    "replay",
    "from_figure",
    "choices",
]


class BridgeRequest(TypedDict, total=False):
    """A request to ``tapisvert.bridge.call`` (JSON); which fields an ``op`` reads: Engine API page."""

    op: BridgeOp
    game: str
    players: int
    seed: int
    options: Options
    humans: list[Seat]
    table: str
    seat: Seat
    action: Action
    card: str  # play: a card clicked, which the engine reads as this phase's card action
    level: str
    choices_only: bool
    record: str | JSONObject | bool  # a record to load, or ``true`` on a move: send the record back
    position: JSONObject
    worlds: int  # hint: a fixed number of sampled worlds
    rollouts: int  # analyse: playouts per action where the tree is too large to solve
    nodes: int  # analyse_refine: the nodes the step may search
    hand: int  # analyse, replay: which hand of the match
    start: JSONObject  # from_figure: the figure's position or deal
    moves: JSONObject  # new: a shared position, {"count", "choices"} (tapisvert.choices)


class BridgeErrorInfo(TypedDict):
    type: Literal["illegal", "record", "value", "internal"]
    message: str
    rule_id: NotRequired[str]
    rule: NotRequired[JSONObject | None]
    action: NotRequired[Action | None]  # illegal: the action refused (a card clicked: as read)
    words: NotRequired[JSONObject | None]  # illegal: the reason's record {key, params}
    head: NotRequired[str | None]  # play: "You cannot play the king of spades.", worded
    head_words: NotRequired[JSONObject | None]  # play: the head's record
    rule_quoted: NotRequired[bool]  # illegal: the message already says the rule's statement
    cause: NotRequired[str]  # from_figure: the refusal itself, worded (beneath the message)


class BridgeResponse(TypedDict, total=False):
    """The answer of ``tapisvert.bridge.call``: ``ok`` and the op's fields, or ``error`` (and, for
    bad input, ``error_words``: its message's record ``{key, params}``, language-free)."""

    ok: bool
    error: BridgeErrorInfo
    error_words: JSONObject
    games: list[JSONObject]
    info: GameInfo
    rules: list[JSONObject]
    decisions: list[JSONObject]
    table: str
    view: View
    allowed: bool
    action: Action
    seat: Seat
    sheets: list[Sheet]
    record: str
    closed: str
    closed_all: list[str]
    open: int
    legal: list[Action]
    current_player: Seat | None
    winner: Seat | None
    hint: JSONObject  # hint: the Standard bot's choice and every legal action's value (tapisvert.hints)
    analysis: JSONObject  # analyse: the hand's decisions, each valued (tapisvert.analysis)
    decision: JSONObject  # analyse_next: one decision valued, with its ``order`` (tapisvert.analysis)
    left: int  # analyse_next: how many decisions are still to be valued
    mistakes: int  # analyse_next: the mistakes among the decisions valued so far
    cost: float  # analyse_next: the points those mistakes cost in all
    refinable: bool  # analyse_next, analyse_refine: is there a decision the refinement may still make exact
    target: JSONObject | None  # analyse_refine: the next decision it refines, {"kind", "order", "nodes"}
    # analyse_refine: the passes it closed, {kind: {"why", "entries"}}; analyse_stop: was one open
    stopped: JSONObject | bool
    exact: int  # analyse_refine: the decisions whose hindsight values are exact
    graded: int  # analyse_refine: the decisions graded by what the player could know
    hand: int  # replay, from_figure: the hand the table is at
    count: int  # choices: a position's moves, as a link holds them
    choices: list[int]
