"""The words the worked-example figures print, in the language of the page being built (issue 42).

The figures (``sitebuild/pages/examples.py``, ``francion_examples.py``, ``live.py``) are drawn while a page
is expanded; the hook says which language that page is in (``use(config["theme"]["language"])``,
with the page's links in ``live.set_page_links``), so the renderers need not carry it through every
call. Each key has its words in every language of :data:`WORDS` (checked by the tests): a figure
never mixes languages, and a missing key is a ``KeyError`` at build time, never English on a French
page. The engine's own words (refusal reasons, event lines, option labels) come from the engine in
its languages; the rules' sentences from ``tapisvert.rule_words``.
"""

from __future__ import annotations

import contextlib
import importlib
from collections.abc import Iterator
from typing import Any

LANGUAGES = ("en", "fr")
_PAGE = {"lang": "en"}

WORDS: dict[str, dict[str, str]] = {
    "en": {
        "trump": "Trump",
        "on_table": "On the table",
        "to_play": "{who} to play",
        "to_play_when": "{who} to play, {when}",
        "after_moves": "after these moves",
        "before_move": "before move {n}",
        "led_by": "{who} led.",
        "led": "led",
        "nth": "{n}{suffix}",
        "played_by": "{card}, played by {who}",
        "may_play": "{who} may play:",
        "none": "none",
        "allowed_then": "allowed; then {after}.",
        "allowed": "allowed.",
        "then": "Then: {lines}",
        "refused_by": "refused by {rule}",
        "refused_by_reason": "refused by {rule}: {reason}",
        "the_rule": " The rule: <q>{statement}</q>",
        "the_source": " The source: <q>{quote}</q>",
        "paragraph": "paragraph",
        "context_paragraph": "context: paragraph",
        "wins_trick_with": "<strong>{who} wins the trick</strong> with the {card}.",
        "illustrates": "Illustrates {rules}.",
        "worked_example": "Worked example",
        "wins": "wins the trick",
        "becomes_master": "becomes master of the trick",
        "remains_master": "remains master of the trick",
        "takes_for": "{card}: takes the trick for {who}{by}.",
        "does_not_take": "{card}: does not take the trick; the {winner} of {who} does{by}.",
        "as_shown": "as shown",
        "not_arise_position": "This position does not arise {label}: {error}",
        "not_arise_trick": "This trick does not arise {label}: {error}",
        "question_cards": "Which cards may {who} play?",
        "question_cards_when": "Which cards may {who} play {when}?",
        "question_trick": "Which card takes this trick?",
        "play_on": "Play on from here",
        "play_on_refused": "Play on from here: {error}",
        "play_on_link": "{link} against the computer (the hidden cards dealt from a seed).",
        "players": "{n} players",
        "trumps_suit": "trumps {suit} {symbol}",
        "order": "order {order}",
        "team": "team game",
        "individual": "individual game",
        "pillage": "the Ace that Pillages",
        "forcee": "forcée",
        "forcat": "au forçat",
        "plaisant": "au plaisant",
        "general": "general rules only",
        # Francion's stakes and settlement tables
        "francion_hand": "Hand",
        "francion_dealer": "Dealer",
        "francion_stake": "Stake (paid by)",
        "francion_tricks": "Tricks {names}",
        "francion_per_trick": "Per trick",
        "francion_paid_out": "Paid out {names}",
        "francion_point": "Point",
        "francion_beasted": "Beasted (tokens)",
        "francion_boxes": "Boxes after the hand {names}",
        "francion_precedence": " (precedence)",
        "francion_intro": (
            "{n} players, each box starting with {start} tokens; deals of seed {seed}. Players are "
            "named in the order of play from the first dealer's right: {names} (the first dealer)."
        ),
        "francion_next": (
            "Hand {hand}: {dealer} deals, and the stake is <strong>{stake}</strong> tokens = {paid}, "
            "so each trick will pay {per_trick}."
        ),
        "francion_balance": (
            "After each hand the table is empty and the boxes hold {total} tokens between them, as at "
            "the start: no token is created or lost."
        ),
        "francion_player": "Player",
        "francion_points": "Points",
        "francion_counters_paid": "Counters paid to the winner",
        "francion_wins": "wins",
        "francion_receives": "{who} receives {total} counters, worth {tokens} tokens.",
        "francion_not_live": (
            "Not a live figure: these are the engine's figures for the stakes and payments of a hand, "
            "with no player to move and no card to choose, so there is no question to answer here and "
            "no position to play on; the table on the Play page settles every hand with them."
        ),
        # tv-steps (sitebuild/pages/steps.py)
        "dealer_badge": " (dealer)",
        "turn_up": "Turn-up",
        "talon_cards": "{n} cards in the talon (turn-up included)",
        "declare": "declare {what}",
        "may_declare": "may declare: {melds}",
        "wins_the_game": "wins the game",
        "n_points": "{n} points",
        "nothing_to_declare": "has nothing to declare now",
        "may_exchange": "may exchange the seven of trumps for the turn-up",
        "may_play_cards": "may play {cards}",
        "talon_left": "talon: {n}",
        "now": "<em>Now</em> {who} {what}.",
        "th_seat": "Seat",
        "th_action": "Action",
        "th_engine": "What the engine does",
        "th_score": "Score {names}",
        "game_over": "<strong>The game is over: {names} wins.</strong>",
        # tv-run (sitebuild/pages/runs.py)
        "jetons_badge": "{n:+d} jetons",
        "talon_face_down": "Talon (face down) · pool {n} jetons",
        "empty": "empty",
        "opens_run": "opens a run with the {card}",
        "plays_from_hand": "plays the {card} from his hand",
        "borrows_from": "borrows the {card} from {who}",
        "draws_from_talon": "draws the {card} from the talon",
        "pays_to": "{who} pays {to} 1",
        "pays_pool": "{who} pays the pool 1",
        "settlement": "settlement",
        "jetons_of": "Jetons of {who}",
        "th_move": "Move",
        "th_rule": "Rule",
        "th_payment": "Payment",
        "th_pool": "Pool",
        "run_setup": "{setup}; play passes A → B → C … (to the right).",
        "run_settlement": (
            "<strong>Settlement.</strong> {text} Change over the figure: {pays}. Balances now: {balances}; "
            "pool {pool}. Jetons in the balances and the pool still sum to zero."
        ),
    },
    "fr": {
        "trump": "Atout",
        "on_table": "Sur le tapis",
        "to_play": "{who} doit jouer",
        "to_play_when": "{who} doit jouer, {when}",
        "after_moves": "après ces coups",
        "before_move": "avant le coup {n}",
        "led_by": "{who} a entamé.",
        "led": "entame",
        "nth": "{n}e",
        "played_by": "{card}, joué par {who}",
        "may_play": "{who} peut jouer\u00a0:",
        "none": "aucune carte",
        "allowed_then": "permise\u00a0; ensuite, {after}.",
        "allowed": "permise.",
        "then": "Ensuite\u00a0: {lines}",
        "refused_by": "refusée par {rule}",
        "refused_by_reason": "refusée par {rule}\u00a0: {reason}",
        "the_rule": " La règle\u00a0: <q>{statement}</q>",
        "the_source": " La source\u00a0: <q>{quote}</q>",
        "paragraph": "paragraphe",
        "context_paragraph": "contexte\u00a0: paragraphe",
        "wins_trick_with": "<strong>{who} fait la levée</strong> avec le {card}.",
        "illustrates": "Illustre {rules}.",
        "worked_example": "Exemple commenté",
        "wins": "fait la levée",
        "becomes_master": "devient maître de la levée",
        "remains_master": "reste maître de la levée",
        "takes_for": "{card}\u00a0: fait la levée pour {who}{by}.",
        "does_not_take": "{card}\u00a0: ne fait pas la levée\u00a0; c’est le {winner} de {who} qui la fait{by}.",
        "as_shown": "tel que montré",
        "not_arise_position": "Cette position ne se présente pas {label}\u00a0: {error}",
        "not_arise_trick": "Cette levée ne se présente pas {label}\u00a0: {error}",
        "question_cards": "Quelles cartes {who} peut-il jouer\u00a0?",
        "question_cards_when": "Quelles cartes {who} peut-il jouer {when}\u00a0?",
        "question_trick": "Quelle carte fait cette levée\u00a0?",
        "play_on": "Continuer la partie d’ici",
        "play_on_refused": "Continuer la partie d’ici\u00a0: {error}",
        "play_on_link": "{link} contre l’ordinateur (les cartes cachées sont données à partir d’une graine).",
        "players": "{n} joueurs",
        "trumps_suit": "atout {suit} {symbol}",
        "order": "ordre {order}",
        "team": "jeu par équipes",
        "individual": "jeu individuel",
        "pillage": "l’As qui pille",
        "forcee": "forcée",
        "forcat": "au forçat",
        "plaisant": "au plaisant",
        "general": "règles générales seules",
        "francion_hand": "Coup",
        "francion_dealer": "Donneur",
        "francion_stake": "Mise (payée par)",
        "francion_tricks": "Levées {names}",
        "francion_per_trick": "Par levée",
        "francion_paid_out": "Payé {names}",
        "francion_point": "Point",
        "francion_beasted": "Bêtes (jetons)",
        "francion_boxes": "Boîtes après le coup {names}",
        "francion_precedence": " (primauté)",
        "francion_intro": (
            "{n} joueurs, chaque boîte commençant avec {start} jetons\u00a0; donnes de la graine {seed}. "
            "Les joueurs sont nommés dans l’ordre du jeu à partir de la droite du premier donneur\u00a0: "
            "{names} (le premier donneur)."
        ),
        "francion_next": (
            "Coup {hand}\u00a0: {dealer} donne, et la mise est de <strong>{stake}</strong> jetons = {paid}\u00a0; "
            "chaque levée paiera donc {per_trick}."
        ),
        "francion_balance": (
            "Après chaque coup, le tapis est vide et les boîtes contiennent {total} jetons en tout, "
            "comme au départ\u00a0: aucun jeton n’est créé ni perdu."
        ),
        "francion_player": "Joueur",
        "francion_points": "Points",
        "francion_counters_paid": "Fiches payées au gagnant",
        "francion_wins": "gagne",
        "francion_receives": "{who} reçoit {total} fiches, qui valent {tokens} jetons.",
        "francion_not_live": (
            "Figure non interactive\u00a0: ce sont les comptes du moteur pour les mises et les paiements "
            "d’un coup, sans joueur qui doive jouer ni carte à choisir\u00a0; il n’y a donc ici ni "
            "question à poser ni position où continuer la partie. La table de la page Jouer règle "
            "chaque coup avec eux."
        ),
        "dealer_badge": " (donneur)",
        "turn_up": "Retourne",
        "talon_cards": "{n} cartes au talon (retourne comprise)",
        "declare": "annonce {what}",
        "may_declare": "peut annoncer\u00a0: {melds}",
        "wins_the_game": "gagne la partie",
        "n_points": "{n} points",
        "nothing_to_declare": "n’a rien à annoncer pour l’instant",
        "may_exchange": "peut échanger le sept d’atout contre la retourne",
        "may_play_cards": "peut jouer {cards}",
        "talon_left": "talon\u00a0: {n}",
        "now": "<em>Maintenant</em>, {who} {what}.",
        "th_seat": "Place",
        "th_action": "Action",
        "th_engine": "Ce que fait le moteur",
        "th_score": "Marque {names}",
        "game_over": "<strong>La partie est finie\u00a0: {names} gagne.</strong>",
        "jetons_badge": "{n:+d} jetons",
        "talon_face_down": "Talon (face cachée) · poule {n} jetons",
        "empty": "vide",
        "opens_run": "ouvre une série avec le {card}",
        "plays_from_hand": "joue le {card} de sa main",
        "borrows_from": "emprunte le {card} à {who}",
        "draws_from_talon": "tire le {card} du talon",
        "pays_to": "{who} paie 1 à {to}",
        "pays_pool": "{who} paie 1 à la poule",
        "settlement": "règlement",
        "jetons_of": "Jetons de {who}",
        "th_move": "Coup",
        "th_rule": "Règle",
        "th_payment": "Paiement",
        "th_pool": "Poule",
        "run_setup": "{setup}\u00a0; le jeu passe de A à B à C… (vers la droite).",
        "run_settlement": (
            "<strong>Règlement.</strong> {text} Variation sur la figure\u00a0: {pays}. Soldes à présent\u00a0: "
            "{balances}\u00a0; poule {pool}. Les jetons des soldes et de la poule font toujours zéro au total."
        ),
    },
}

# Card names for the figures' accessible labels (aria-label), as a French player says them.
SUITS = {
    "en": {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"},
    "fr": {"S": "pique", "H": "cœur", "D": "carreau", "C": "trèfle"},
}
RANKS = {
    "en": {
        "A": "Ace", "K": "King", "Q": "Queen", "N": "Knight", "J": "Jack", "T": "Ten", "9": "Nine",
        "8": "Eight", "7": "Seven", "6": "Six", "5": "Five", "4": "Four", "3": "Three", "2": "Two",
    },
    "fr": {
        "A": "As", "K": "Roi", "Q": "Dame", "N": "Cavalier", "J": "Valet", "T": "Dix", "9": "Neuf",
        "8": "Huit", "7": "Sept", "6": "Six", "5": "Cinq", "4": "Quatre", "3": "Trois", "2": "Deux",
    },
}  # fmt: skip


# The kinds of meld in an action code (meld:<kind>:<cards>), as each language names them.
MELD_KINDS = {
    "en": {},
    "fr": {"marriage": "mariage", "sequence": "séquence", "quartet": "carré", "blanche": "carte blanche"},
}


def meld_kind(kind: str) -> str:
    """A meld kind in words: "marriage", "mariage" (an unknown kind is said as its code)."""
    return MELD_KINDS[_PAGE["lang"]].get(kind, kind.replace("-", " "))


def use(lang: str) -> None:
    """The language of the page about to be expanded (the hook calls this with the build's)."""
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}: the archive speaks {', '.join(LANGUAGES)}")
    _PAGE["lang"] = lang


def lang() -> str:
    return _PAGE["lang"]


@contextlib.contextmanager
def engine_speaking() -> Iterator[None]:
    """The engine's own sentences (events, refusals, prompts) in the page's language while a figure
    is drawn: ``tapisvert.words.speaking`` where the engine has it (issue 42, the engine's message
    catalogues); an engine without it speaks English, and a French figure then shows no engine
    refusal reason (``live.refusal_html``)."""
    try:
        words = importlib.import_module("tapisvert.words")
    except ImportError:
        yield
        return
    with words.speaking(_PAGE["lang"]):
        yield


def w(key: str, **values: Any) -> str:
    """The words of ``key`` in the page's language, filled with ``values``."""
    return WORDS[_PAGE["lang"]][key].format(**values)


def ordinal(n: int) -> str:
    """The seat's place in the trick after the leader (2nd, 3rd…; 2e, 3e…)."""
    suffix = "nd" if n == 2 else "rd" if n == 3 else "th"
    return w("nth", n=n, suffix=suffix)


def suit_name(suit: str) -> str:
    return SUITS[_PAGE["lang"]][suit]


def card_name(code: str) -> str:
    """A card as said aloud: "King of spades", "Roi de pique"; "The Excuse", "L’Excuse"; a Tarot
    trump "Trump 21", "21 d’atout"."""
    lang_ = _PAGE["lang"]
    if len(code) == 2 and code[0] in RANKS[lang_] and code[1] in SUITS[lang_]:
        rank, suit = RANKS[lang_][code[0]], SUITS[lang_][code[1]]
        return f"{rank} of {suit}" if lang_ == "en" else f"{rank} de {suit}"
    if code == "EX":
        return "The Excuse" if lang_ == "en" else "L’Excuse"
    return f"Trump {code}" if lang_ == "en" else f"{code} d’atout"


def rule_statement(rule_id: str, english: str) -> str:
    """A rule's sentence in the page's language (``tapisvert.rule_words``: a missing French
    sentence is an error naming the rule, never the English sentence on a French page)."""
    if _PAGE["lang"] == "en":
        return english
    import tapisvert
    from tapisvert.rule_words import rule_words

    book = rule_id.split(".", 1)[0]
    rule = tapisvert.game_class(book).FACTS.book.rules[rule_id]
    return str(rule_words(rule, _PAGE["lang"])["statement"])
