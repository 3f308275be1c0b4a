"""The engine's words in French, as a French card player says them: card names and the message
catalogue (keys: tapisvert.words; seat markers: tapisvert.words.narrate_fr).

Typography: the apostrophe is ’; a no-break space (U+00A0) goes before « : ; ? ! » (written here
as a plain space, put in place once by :func:`_typo`).
"""

from __future__ import annotations

import re

from .. import cards as C

SEAT_NAMES = {
    "South": "Sud",
    "North": "Nord",
    "East": "Est",
    "West": "Ouest",
    "North-East": "Nord-Est",
    "North-West": "Nord-Ouest",
    "South-East": "Sud-Est",
    "South-West": "Sud-Ouest",
}
SUITS = {"S": "pique", "H": "cœur", "D": "carreau", "C": "trèfle"}
SUITS_PLURAL = {"S": "piques", "H": "cœurs", "D": "carreaux", "C": "trèfles"}
SUIT1 = SUITS
RANKS = {
    2: "deux",
    3: "trois",
    4: "quatre",
    5: "cinq",
    6: "six",
    7: "sept",
    8: "huit",
    9: "neuf",
    10: "dix",
    11: "valet",
    12: "cavalier",
    13: "dame",
    14: "roi",
    15: "as",
}
_ARTICLE = {13: "la "}  # la dame; l’as; le roi, le huit (h aspiré), le dix…


def card_name(code: int, form: str | None) -> str:
    """``None``: with its article (« le roi de pique », « l’as de cœur », « le 21 d’atout »,
    « le Petit », « l’Excuse »); ``bare``: without it (« roi de pique », « 21 d’atout »)."""
    if code == C.EXCUSE:
        return "Excuse" if form == "bare" else "l’Excuse"
    if code >= C.TRUMP_BASE:
        n = code - C.TRUMP_BASE
        if n == 1:
            return "Petit" if form == "bare" else "le Petit"
        return f"{n} d’atout" if form == "bare" else f"le {n} d’atout"
    rank = code & C.RANK_MASK
    name = f"{RANKS[rank]} de {SUITS[C.SUITS[code >> C.SUIT_SHIFT]]}"
    if form == "bare":
        return name
    return ("l’" if rank == 15 else _ARTICLE.get(rank, "le ")) + name


def card_list(codes: tuple[int, ...], form: str | None) -> str:
    """Cards one after another, each with its article."""
    return ", ".join(card_name(c, None) for c in codes)


def number(v: float, form: str | None) -> str:
    """As English writes it (``words.en.number``: its forms), with the decimal comma and the
    minus sign (« +12,50 », « −3,5 »)."""
    from .en import number as english

    return english(v, form).replace(".", ",").replace("-", "−")


_SPACE = re.compile(r" ([:;?!])")
_QUE = re.compile(r"\b([Qq]u)e ([aeiouyàâéèêîôûAEIOUÀÂÉÈÊÎÔÛ])")


def elide(text: str) -> str:
    """« que » before a vowel is « qu’ » (« autant qu’écarter le neuf de carreau »); a word in
    h (« que huit ») keeps its e: the h of a card's rank is aspirated."""
    return _QUE.sub("\\1’\\2", text)


def _typo(text: str) -> str:
    return _SPACE.sub("\u00a0\\1", text).replace("'", "’")


_MESSAGES: dict[str, str] = {
    # ------------------------------------------------------------------ shared by every game
    "common.empty": "",
    "common.log.plays": "{S:p|joue|jouez} {c}",
    "common.log.acts-hidden": "{S:p|joue|jouez} (caché)",
    "common.log.takes-trick": "{S:p|fait|faites} la levée.",
    "common.log.explicit-deal": "Donne imposée : {S:p|donne|donnez}.",
    "common.refuse.match-over": "la partie est finie",
    "common.refuse.not-your-turn": "c'est à {S:p} de jouer, pas à {S:q}",
    "common.refuse.computer-turn": "c'est à {S:p} de jouer (l'ordinateur joue pour ce siège)",
    "common.refuse.not-held": "{S:p|n'a pas|n'avez pas} {c}",
    "common.refuse.rule": "{r}",
    "common.refuse.not-now": "{action} n'est pas possible maintenant",
    "common.refuse.rule-legal-now": "{r} Cartes permises : {cs}.",
    "common.refuse.hand-over": "la main est finie : {S:p|donne|donnez} la suivante",
    "common.refuse.deal-over": "la donne est finie : {S:p|fait|faites} la suivante",
    "common.result.scored": "Main comptée.",
    "common.sheet.hand-result": "Résultat de la main",
    "common.seat-points": "{S:p} {x}",
    "common.wins": "{S:p|gagne|gagnez}",
    "common.win-together": "{G:ps|gagnent|gagnez}",
    "common.prompt.lead-any": "À vous d'entamer : jouez n'importe quelle carte.",
    "common.prompt.lead-only": "Entamez {c}, votre seule carte permise.",
    "common.prompt.play-only": "Jouez {c} : c'est votre seule carte permise.",
    "common.prompt.only-suit": "Jouez une carte : seuls les {suit} sont permis.",
    "common.prompt.play": "Jouez une carte.",
    "common.prompt.card-or": "Jouez une carte, ou : {choices}",
    "common.prompt.choose": "Choisissez : {choices}",
    **{f"common.suits.{s}": w for s, w in SUITS_PLURAL.items()},
    **{f"common.suit1.{s}": w for s, w in SUITS.items()},
    "common.list": "{items}",
    "common.log.draws": "{S:p|tire|tirez} {c}",
    "common.log.draw": "Tirage pour la donne{again} : {drawn}.",
    "common.log.draw-again": " (de nouveau)",
    "common.log.drew-lowest": "{S:p|a tiré la plus basse et donne|avez tiré la plus basse et donnez} en premier.",
    "common.log.drew-highest": "{S:p|a tiré la plus haute et donne|avez tiré la plus haute et donnez} en premier.",
    "francion.log.draw-again": " (de nouveau, entre les joueurs à égalité)",
    "common.tie": "{G:ps|sont à égalité|êtes à égalité}",
    "common.head.play": "Vous ne pouvez pas jouer {c}.",
    "common.head.discard": "Vous ne pouvez pas écarter {c}.",
    "common.head.call": "Vous ne pouvez pas appeler {c}.",
    "common.head.hide": "Vous ne pouvez pas garder {c} caché.",
    "common.head.borrow": "Vous ne pouvez pas emprunter {c}.",
    "common.seat": "{S:p}",
    "common.and": " et ",
    "common.card": "{c}",
    # ------------------------------------------------------------------ errors for bad input
    "error.card-click": "une carte s'écrit par son code (rang puis couleur, p. ex. KH), non {value}",
    "error.seat": "le siège doit être de 0 à {hi}, non {value}",
    "error.unknown-game": "jeu inconnu {name} ; les jeux sont : {games}",
    "error.option-choice": "le réglage {name}={value} n'est pas permis ; choisissez parmi {choices}",
    "error.players": "{game} se joue à {counts} joueurs, non à {value}",
    "error.seed": "la graine doit être un nombre entier positif ou nul, non {value}",
    "error.option-number": "le réglage {name} doit être un nombre entier, non {value}",
    "error.option-range": "le réglage {name}={value} sort des bornes {lo}..{hi}",
    "error.option-unknown": "réglage inconnu {name} pour {game} ; les réglages sont : {options}",
    "error.record-text": "une partie enregistrée est un texte JSON, non {kind}",
    "error.record-json": "la partie enregistrée n'est pas du JSON valide : {why}",
    "error.record-object": "la partie enregistrée doit être un objet JSON",
    "error.record-lacks": "il manque à la partie enregistrée : {fields}",
    "error.record-fields": "la partie enregistrée a des champs inconnus : {fields}",
    "error.record-format": "format de partie inconnu {format} ; attendu : {expected}",
    "error.record-checksum": (
        "la somme de contrôle de la partie ne correspond pas à son contenu : elle a été modifiée "
        "(retirez le champ checksum pour charger une partie écrite à la main)"
    ),
    "error.record-game": "jeu inconnu {name} ; les jeux sont {games}",
    "error.record-options": "les réglages (options) doivent être un objet JSON",
    "error.record-actions": "les coups (actions) doivent être une liste de textes",
    "error.record-setup": "la mise en place de la partie est invalide : {why}",
    "error.record-replay": "le coup nº {n} {action} ne se rejoue pas : [{rule}] {why}",
    "error.record-malformed": "le coup nº {n} {action} est mal formé : {why}",
    "error.no-table": "pas de table {table} (la page a peut-être été rechargée : commencez une nouvelle partie)",
    "error.unknown-op": "opération inconnue {op}",
    "error.link-count": "le nombre de coups doit être un entier de 0 à {hi}, non {value}",
    "error.link-choices": "les choix doivent être une liste d'entiers à partir de 0",
    "error.link-too-many": "le lien a {k} choix pour {n} coups",
    "error.link-deal": "la donne que le lien désigne n'est pas valide : {why}",
    "error.link-over": "la partie est finie après le coup {i} : le lien en demande {n}",
    "error.link-short": "le coup {i} sur {n} est un choix, et le lien n'a plus de choix",
    "error.link-choice": "le coup {i} sur {n} est le choix {k}, mais il n'y en a alors que {m}",
    "error.link-extra": "le lien a {k} choix de plus que ses {n} coups n'en utilisent",
    "error.seat-human": "le siège doit être l'un des sièges humains {seats}, non {value}",
    "error.humans": "humans doit lister des sièges distincts de 0 à {hi}",
    "error.too-many-tables": (
        "trop de tables ouvertes ({n}) : fermez-en une (op close) avant d'en ouvrir une autre"
    ),
    "error.options-object": "les réglages (options) doivent être un objet",
    "error.moves-object": "moves doit être un objet {count, choices}",
    "error.match-over": "la partie est finie",
    "error.seat-is-human": "le siège {seat} est un joueur humain",
    "error.choices-only": "choices_only vaut true ou false",
    "error.position-object": "position doit être un objet",
    "error.whole-number": "{field} doit être un nombre entier de {lo} à {hi}, non {value}",
    "error.hint-turn": "ce n'est pas au siège {seat} de jouer : le conseil est pour le joueur qui a la main",
    "error.bot-level": (
        "niveau de joueur inconnu {level} ; les niveaux sont Novice (novice), Standard (standard), "
        "Fort (strong) et Hasard (random)"
    ),
    "error.nobody-to-act": "la partie est finie : personne n'a la main",
    "error.analysis-none": "aucune analyse n'est en cours à cette table : commencez-en une par l'opération analyse_begin",
    "error.analysis-done": "chaque décision de cette donne est déjà évaluée",
    "error.analysis-refine-early": "l’analyse ne peut être affinée qu’une fois chaque décision évaluée",
    "error.analysis-seat": "le siège doit être un siège de 0 à {hi}, non {value}",
    "error.analysis-unscored": "aucune donne n'a encore été marquée : analysez une donne une fois finie",
    "error.figure-refused": "la position de cette figure ne peut pas être jouée : {cause}",
    "error.analysis-hand": "la donne doit être une donne déjà marquée ({scored}), non {value}",
    "error.analysis-none-yet": "aucune pour l'instant",
    "error.emprunt-hand-option": (
        "le réglage {name}={value} est impossible : 3 × {value} cartes + un talon de 4 = {cards}, "
        "mais le jeu à trois joueurs a 40 cartes ; au plus 12 (le 21 du texte reçu est une erreur, corrigée en 12)"
    ),
    "error.meld-format": (
        "une déclaration s'écrit meld:<kind>:<cards>, kind parmi {kinds}, les cartes à la suite "
        "(p. ex. meld:marriage:KHQH, meld:sequence:THJHQH)"
    ),
    "error.meld-action": "{action} n'est pas un coup de {game} : {fmt}",
    "error.meld-count": "{action} : donnez d'une à cinq cartes du jeu de piquet, p. ex. KHQH ; {fmt}",
    "error.meld-card": (
        "{action} : {text} n'est pas une carte du jeu de piquet de 32 cartes (rangs A K Q J T 9 8 "
        "7, couleurs S H D C)"
    ),
    "error.meld-twice": "{action} : une carte y figure deux fois",
    "error.link-none": "cette partie a été donnée de cartes imposées, non d'un numéro de donne : elle n'a pas de lien",
    "error.hint-over": "la partie est finie : il n'y a plus rien à conseiller",
    "error.no-explicit-deal": "{game} ne prend pas de donne imposée",
    "error.replay-hand": "la donne doit être une donne de cette partie, de {first} à {last}, non {value}",
    "error.record-depth": "ce n'est pas une partie enregistrée : son JSON s'imbrique sur plus de {depth} niveaux",
    "error.record-deep": "ce n'est pas une partie enregistrée : son JSON s'imbrique trop profondément",
    "error.record-unreadable": "la partie enregistrée n'est pas du JSON lisible : {why}",
    "error.record-deep-check": (
        "le contenu de la partie enregistrée ne peut être vérifié : il s'imbrique trop profondément"
    ),
    "error.action-type": "un coup s'écrit comme un texte, non {value}",
    "error.action-unknown": (
        "{action} n'est pas un coup de {game} : les coups sont des cartes (rang puis couleur, p. "
        "ex. KH) ou l'un de {allowed}"
    ),
    "error.nothing-to-undo": "il n'y a rien à reprendre",
    "error.no-positions": "{game} ne se joue pas à partir d'une position",
    "error.no-tricks": "{game} ne se joue pas en levées",
    "error.deal-object": "la donne (deal) doit être un objet avec {keys}",
    "error.deal-keys": "la donne (deal) a des clés inconnues : {keys} ; clés permises : {allowed}",
    "error.deal-dealer": "deal.dealer doit être un siège de 0 à {hi}",
    "error.deal-hands": "deal.hands doit lister {n} mains",
    "error.deal-turnup": "deal.turnup (la retourne) doit être une carte",
    "error.deal-pack": "la donne doit employer chaque carte du jeu de {size} cartes une fois et une seule",
    "error.deal-pack-note": (
        "la donne doit employer chaque carte du jeu de {size} cartes une fois et une seule ({note})"
    ),
    "error.deal-note-players": "le jeu à {n} joueurs",
    "error.deal-note-talon": "le talon énumère ses cartes faces cachées, de haut en bas",
    "error.deal-note-tarot": "atouts 1 à 21, EX, et A K Q N J T 9-2 dans chaque couleur",
    "error.hand-size": "chaque main doit tenir {n} cartes",
    "error.tarot-hand-size": "à {n} joueurs, chaque main tient {size} cartes",
    "error.tarot-chien-size": "à {n} joueurs, le chien tient {size} cartes",
    "error.emprunt-hand-size": (
        "à {n} joueurs, chaque main tient {hand} cartes et le talon {talon} ({n} × {hand} + "
        "{talon} = {pack}) ; le siège {seat} en a {has}"
    ),
    "error.emprunt-outside": "{c} n'est pas dans le jeu de {size} cartes à {n} joueurs (rangs {ranks})",
    "error.francion-tokens": "start_tokens (les jetons du départ) doit être un multiple de 9 (¶9), non {value}",
    "error.triomphe-team-players": "le jeu en équipes se joue deux contre deux ou trois contre trois (4 ou 6 joueurs)",
    "error.triomphe-pillage-players": "l'as qui pille se joue à 3 joueurs au moins",
    "error.triomphe-plaisant": (
        "au plaisant ne se joue qu'à plus de deux joueurs, chacun pour soi (form individual ou "
        "pillage, 3 joueurs ou plus)"
    ),
    "error.triomphe-fit": (
        "{players} joueurs × {size} cartes + la retourne ne tiennent pas dans 32 cartes ; au plus "
        "{most} cartes chacun"
    ),
    "error.triomphe-ace-pillages": "ace_pillages ne vaut que pour form=pillage",
    "error.triomphe-team-dealer": (
        "dans le jeu en équipes, le donneur est le dernier joueur de son équipe (siège {a} ou {b})"
    ),
    "error.figure-action": "le coup {k} de la figure ({action}) est refusé : [{rule}] {why}",
    "error.figure-over": "la position de cette figure est à la fin de la partie : il n'y reste rien à jouer",
    "error.figure-start": "le départ d'une figure est un objet JSON (position, ou players/options/deal, et actions)",
    "error.figure-keys": "clés inconnues dans le départ de la figure : {keys}",
    "error.figure-actions": "les coups de la figure doivent être une liste de coups dans la notation du moteur",
    "error.figure-both": "une figure part d'une position ou d'une donne, non des deux",
    # ------------------------------------------------------------------ the hint and the analysis
    "hint.gap.same": ", autant que {other}",
    "hint.gap.better": ", {d:fixed} de mieux que {other}",
    "hint.play-exact": (
        "{advice} : sur {n} donnes des cartes que vous ne voyez pas, chacune résolue exactement, "
        "ce choix marque {best:signed} par rapport à la moyenne de la table{gap}"
    ),
    "hint.refused": "{cards} ne peuvent pas se jouer : {reason}",
    "hint.only-legal": "{name} est la seule action permise",
    "hint.policy": (
        "{advice} : aucune donne n'a pu être explorée à temps, c'est donc le jeu propre du joueur novice"
    ),
    "hint.how.all": "toutes résolues exactement",
    "hint.how.some": "dont {k} {k|résolue|résolues} exactement",
    "hint.how.none": "jouées jusqu'au bout",
    "hint.play": (
        "{advice} : sur {n} {n|donne tirée|donnes tirées} des cartes cachées ({how}), ce choix "
        "marque {best:signed} par rapport à la moyenne de la table{gap}"
    ),
    # une action que l'aide conseille (do) et nomme (name) : une carte, une action sur une carte, un bouton
    "hint.do.card": "Jouez {c}",
    "hint.do.discard": "Écartez {c}",
    "hint.do.hide": "Ne montrez pas {c}",
    "hint.do.borrow": "Empruntez {c}",
    "hint.do.action": "Choisissez «\u00a0{label}\u00a0»",
    "hint.name.card": "{c}",
    "hint.name.discard": "écarter {c}",
    "hint.name.hide": "ne pas montrer {c}",
    "hint.name.borrow": "emprunter {c}",
    "hint.name.action": "«\u00a0{label}\u00a0»",
    "analysis.hindsight": (
        "L'analyse voit après coup : elle estime chaque action toutes cartes connues, ce qu'aucun "
        "joueur à la table ne pouvait savoir."
    ),
    "analysis.could-know": (
        "Ce que vous pouviez savoir : la valeur moyenne de chaque action sur {worlds} donnes des "
        "cartes que vous ne pouviez pas voir, chacune d'accord avec ce que vous aviez vu, chacune "
        "résolue exactement ; la note en est tirée."
    ),
    "analysis.good-best": "{name} était le meilleur choix d'après ce que vous pouviez savoir",
    "analysis.good-close": "{name} était proche du meilleur choix d'après ce que vous pouviez savoir",
    "analysis.better": (
        "{better} valait mieux : sur les donnes que vous pouviez imaginer, ce choix marque "
        "{top:points} en moyenne, {name} {mine:points}, une perte de {loss:points} points"
    ),
    "analysis.hindsight-best": ". Toutes cartes connues (après coup), le meilleur était {seen}",
    "analysis.hindsight-also": ". Toutes cartes connues (après coup), c'était aussi le meilleur",
    # ------------------------------------------------------------------ Triomphe
    "triomphe.log.cut": "{S:p|coupe|coupez} ({n} cartes levées).",
    "triomphe.log.deal": "Main {n} : {S:p|donne|donnez} ; la retourne est {c} : {suit} sont atout.",
    "triomphe.log.ace-shown": "{S:p|montre l'as d'atout et peut piller|montrez l'as d'atout et pouvez piller}.",
    "triomphe.log.no-pillage": "L'as d'atout est dans le talon : personne ne pille.",
    "triomphe.log.stock-trump": "La carte suivante du talon est {c}, un atout.",
    "triomphe.log.pillage-ends": "La carte suivante du talon est {c} : le pillage prend fin.",
    "triomphe.log.draw-verdict.team": (
        "{G:s|ont tiré plus haut et demandent|avez tiré plus haut et demandez} à l'autre équipe "
        "de donner : {S:p|donne|donnez}."
    ),
    "triomphe.log.draw-verdict.one": (
        "{S:s|a tiré plus haut et demande|avez tiré plus haut et demandez} à l'autre équipe de "
        "donner : {S:p|donne|donnez}."
    ),
    "triomphe.log.lay-down.team": (
        "{G:s|abattent leurs cartes et marquent|abattez vos cartes et marquez} 1 point."
    ),
    "triomphe.log.lay-down.one": "{S:s|abat ses cartes et marque|abattez vos cartes et marquez} 1 point.",
    "triomphe.log.accept.team": "{G:s|acceptent l'abandon et marquent|acceptez l'abandon et marquez} 1 point.",
    "triomphe.log.accept.one": "{S:s|accepte l'abandon et marque|acceptez l'abandon et marquez} 1 point.",
    "triomphe.log.refused.team": (
        "Abandon refusé : {G:s|doivent|devez} maintenant faire la vole ou perdre 2 points."
    ),
    "triomphe.log.refused.one": (
        "Abandon refusé : {S:s|doit|devez} maintenant faire la vole ou perdre 2 points."
    ),
    "triomphe.log.vole-committed.team": "{G:s|jouent|jouez} la suite : la vole est engagée.",
    "triomphe.log.vole-committed.one": "{S:s|joue|jouez} la suite : la vole est engagée.",
    "triomphe.log.vole-failed.team": "{G:s|manquent la vole et perdent|manquez la vole et perdez} 2 points.",
    "triomphe.log.vole-failed.one": "{S:s|manque la vole et perd|manquez la vole et perdez} 2 points.",
    "triomphe.log.vole-made.team": "{G:s|font la vole et marquent|faites la vole et marquez} 2 points.",
    "triomphe.log.vole-made.one": "{S:s|fait la vole et marque|faites la vole et marquez} 2 points.",
    "triomphe.log.most-tricks.team": (
        "{G:s|font le plus de levées et marquent|faites le plus de levées et marquez} 1 point."
    ),
    "triomphe.log.most-tricks.one": (
        "{S:s|fait le plus de levées et marque|faites le plus de levées et marquez} 1 point."
    ),
    "triomphe.log.most-tricks-precedence.team": (
        "{G:s|font le plus de levées, par la primauté, et marquent|faites le plus de levées, par la "
        "primauté, et marquez} 1 point."
    ),
    "triomphe.log.most-tricks-precedence.one": (
        "{S:s|fait le plus de levées, par la primauté, et marque|faites le plus de levées, par la "
        "primauté, et marquez} 1 point."
    ),
    "triomphe.log.match-over.team": (
        "{G:s|atteignent {n} points et gagnent|atteignez {n} points et gagnez} la partie."
    ),
    "triomphe.log.match-over.one": (
        "{S:s|atteint {n} points et gagne|atteignez {n} points et gagnez} la partie."
    ),
    "triomphe.log.discards": "{S:p|écarte|écartez} {c}",
    "triomphe.log.discards-secret": "{S:p|écarte|écartez} une carte",
    "triomphe.log.deal-next": "{S:p|fait|faites} la donne suivante",
    "triomphe.log.concede": "{S:p|offre|offrez} d'abandonner le point",
    "triomphe.log.accept": "{S:p|accepte|acceptez} l'abandon",
    "triomphe.log.refuse": "{S:p|refuse|refusez} l'abandon",
    "triomphe.log.lay-down": "{S:p|abat ses cartes|abattez vos cartes}",
    "triomphe.log.pillage": "{S:p|pille|pillez}",
    "triomphe.log.stop": "{S:p|cesse|cessez} de piller",
    "triomphe.refuse.answer-first": "l'autre camp doit d'abord accepter ou refuser l'abandon",
    "triomphe.refuse.discard-when": "on n'écarte une carte qu'après avoir pillé",
    "triomphe.refuse.pillage-first": "le pillage d'abord : prenez l'atout retourné ou arrêtez",
    "triomphe.refuse.discard-now": "après avoir pillé, écartez une carte",
    "triomphe.refuse.concession-waits": (
        "un abandon attend sa réponse : acceptez-le ou refusez-le (les boutons) avant de jouer une carte"
    ),
    "triomphe.refuse.pillage-buttons": (
        "le pillage d'abord : prenez l'atout retourné ou arrêtez (les boutons)"
    ),
    "triomphe.refuse.lay-down-when": (
        "seul un joueur qui a la main, dont le camp a fait assez de levées et les autres aucune, "
        "peut abattre ses cartes"
    ),
    "triomphe.refuse.concede-when": (
        "un camp ne peut offrir d'abandonner qu'en jouant sa première carte de la main, une fois par main"
    ),
    "triomphe.refuse.no-concession": "aucun abandon n'attend de réponse",
    "triomphe.refuse.nothing-to-pillage": "il n'y a rien à piller maintenant",
    "triomphe.prompt.pillage": (
        "Prenez {c} retourné dans votre main (puis écartez une carte), ou cessez de piller"
    ),
    "triomphe.prompt.discard": "Écartez une carte face cachée",
    "triomphe.prompt.answer": "Acceptez l'abandon (l'autre camp marque 1 point), ou refusez-le",
    "triomphe.label.deal": "faire la donne suivante",
    "triomphe.label.concede": "offrir d'abandonner le point (annoncé avec la première carte de son camp)",
    "triomphe.label.accept": "accepter l'abandon offert : marquer 1 point, la main finit",
    "triomphe.label.refuse": "refuser l'abandon : la main se joue jusqu'au bout, à charge de vole",
    "triomphe.label.lay-down": "abattre ses cartes plutôt que s'engager à la vole : marquer 1 point",
    "triomphe.label.pillage": "prendre l'atout retourné dans sa main (puis écarter une carte)",
    "triomphe.label.stop": "cesser de piller ; le jeu commence",
    "triomphe.label.discard": "écarter une carte face cachée après avoir pillé",
    "triomphe.sheet.tricks": " Levées : {tricks}.",
    "triomphe.sheet.score.most-tricks": "Le plus de levées",
    "triomphe.sheet.score.precedence": "Le plus de levées, l'égalité tranchée par la primauté",
    "triomphe.sheet.score.vole": "La vole : toutes les levées",
    "triomphe.sheet.vole.failed": "La vole engagée et manquée",
    "triomphe.sheet.vole.lay-down": "Cartes abattues : le point sans jouer la suite",
    "triomphe.sheet.concede.accept": "Abandon accepté",
    "triomphe.sheet.point": "Le point",
    "triomphe.sheet.to": "{x} à {who}",
    "triomphe.sheet.to-each": "{x} à {who}, chacun",
    # ------------------------------------------------------------------ Francion
    "francion.welche": "le Welche (l'as de cœur)",
    "francion.stake.dealer": "donneur",
    "francion.stake.beast": "bête de la main {n}",
    "francion.stake.part": "{S:p} {n} ({why})",
    "francion.log.deal": "Main {n} : {S:p|donne|donnez}. Enjeu de {stake} jetons : {parts}.",
    "francion.log.cut": "{S:p|coupe|coupez} ({n} cartes levées, {left} restantes).",
    "francion.log.turn-up": "La retourne est {c} : {suit} sont atout.",
    "francion.log.welche-turned": "La retourne est le Welche : cœur est atout et le Welche est hors jeu.",
    "francion.log.counters-changed": "{S:p|change|changez} {k} {k|fiche|fiches} contre {n} jetons.",
    "francion.log.welche-lost-takes-trick": (
        "Le Welche {Y:p|que vous tenez|de @} fait la levée. Le paiement de ce cas est perdu dans "
        "la source : rien n'est payé (DF9)."
    ),
    "francion.log.welche-lost-captured": (
        "Le Welche {Y:p|que vous tenez|de @} est pris. Le paiement de ce cas est perdu dans la "
        "source : rien n'est payé (DF9)."
    ),
    "francion.log.welche-pays-editorial": (
        "{S:p|paie|payez} {each} jetons à chacun des autres joueurs ({total} en tout ; choix éditorial, DF9)."
    ),
    "francion.log.welche-pays-stated": (
        "{S:p|paie|payez} {each} jetons à chacun des autres joueurs ({total} en tout ; selon la source, DF9)."
    ),
    "francion.log.welche-paid": ("Chacun des autres joueurs paie {each} jetons à {S:p} ({total} en tout)."),
    "francion.log.takes-trick": "{S:p|fait|faites} la levée avec {c}.",
    "francion.log.beasts-paid": "Les bêtes de la dernière main sont payées au gagnant (DF8).",
    "francion.log.beasts-cancelled": (
        "Les bêtes de la dernière main sont annulées : il n'y a pas de main suivante (DF8)."
    ),
    "francion.log.game-won": (
        "{S:p|a {n} points et gagne|avez {n} points et gagnez} la partie. Règlement en fiches : {parts}."
    ),
    "francion.log.game-won-nothing": (
        "{S:p|a {n} points et gagne|avez {n} points et gagnez} la partie. Règlement en fiches : rien."
    ),
    "francion.log.deal-next": "{S:p|met au jeu et fait|mettez au jeu et faites} la donne suivante",
    "francion.label.deal": "mettre au jeu et faire la donne suivante",
    "francion.refuse.play-a-card": "la main se joue encore : jouez une carte",
    "francion.result.hand": (
        "L'enjeu de {stake} jetons paie {per} par levée. {S:p|fait le plus de levées ({n}) et "
        "marque|faites le plus de levées ({n}) et marquez} 1 point."
    ),
    "francion.result.hand-precedence": (
        "L'enjeu de {stake} jetons paie {per} par levée. {S:p|fait le plus de levées ({n}), par la "
        "primauté, et marque|faites le plus de levées ({n}), par la primauté, et marquez} 1 point."
    ),
    "francion.result.beasted": "{hand} Bête : {who}, qui doit mettre {stake} jetons à la main suivante.",
    "francion.result.beasted-each": (
        "{hand} Bêtes : {who}, qui doivent mettre chacun {stake} jetons à la main suivante."
    ),
    "francion.result.and": "{first} {then}",
    "francion.sheet.point": "Le point : le plus de levées",
    "francion.sheet.point-precedence": "Le point : le plus de levées, l'égalité tranchée par la primauté",
    "francion.sheet.point-how": "{S:p} a fait {n} levées sur 9",
    "francion.sheet.dealer-stake": "Mise du donneur : {S:p}",
    "francion.sheet.beast-staked": "Bête mise (bête de la main {n}) : {S:p}",
    "francion.sheet.to-table": "{n} jetons sur la table",
    "francion.sheet.welche-turn-up": "Welche : le Welche en retourne ({S:p})",
    "francion.sheet.welche-takes-trick": "Welche : le Welche fait une levée ({S:p})",
    "francion.sheet.welche-captured": "Welche : le Welche est pris ({S:p})",
    "francion.sheet.from-each": "{n} de chacun des autres joueurs",
    "francion.sheet.tricks": "Levées payées sur l'enjeu",
    "francion.sheet.tricks-how": "{stake} ÷ 9 = {per} jetons par levée",
    "francion.sheet.beast-paid": "Bête de la dernière main payée au gagnant : {S:p}",
    "francion.sheet.tokens": "{n} jetons",
    "francion.sheet.settlement": "Règlement : chacun paie au gagnant les points qui lui manquent pour 6",
    # ------------------------------------------------------------------ Briscan and Brisque
    "briscan.meld.trump-marriage": "mariage d'atout",
    "briscan.meld.marriage": "mariage à {s:one}",
    "briscan.meld.sequence": "{seq} {top} à {s:one}{t}",
    "briscan.meld.in-trumps": " (atout)",
    "briscan.seq.3": "tierce",
    "briscan.seq.4": "quatrième",
    "briscan.seq.5": "quinte",
    "briscan.top.15": "majeure",
    "briscan.top.14": "au roi",
    "briscan.top.13": "à la dame",
    "briscan.top.11": "au valet",
    "briscan.top.10": "au dix",
    "briscan.top.9": "au neuf",
    "briscan.quartet.15": "quatre as",
    "briscan.quartet.10": "quatre dix",
    "briscan.quartet.14": "quatre rois",
    "briscan.quartet.13": "quatre dames",
    "briscan.quartet.11": "quatre valets",
    "briscan.quartet.9": "quatre neuf",
    "briscan.quartet.8": "quatre huit",
    "briscan.quartet.7": "quatre sept",
    "briscan.meld.blanche-courts": "carte blanche (toutes figures)",
    "briscan.meld.blanche-pips": "carte blanche (sans figure)",
    "briscan.meld.ace": "as d'atout",
    "briscan.declared.marriage": "un mariage",
    "briscan.declared.sequence": "une séquence",
    "briscan.declared.quartet": "un quatorze",
    "briscan.declared.blanche": "une carte blanche",
    "briscan.declared.ace": "l'as d'atout",
    "briscan.log.declares": "{S:p|déclare|déclarez} {what} : {cs}",
    "briscan.log.deal-next": "{S:p|fait|faites} la donne suivante",
    "briscan.log.exchange": "{S:p|échange|échangez} le sept d'atout contre la retourne",
    "briscan.log.exchange-takes": "{S:p|prend|prenez} {c} ; le sept d'atout est maintenant sous le talon.",
    "briscan.log.draw": "{S:p|clôt ses déclarations et pioche|closez vos déclarations et piochez}",
    "briscan.log.draws-two": "{S:p|tire|tirez} {c}, {S:q} {d}",
    "briscan.log.drew-higher": (
        "{S:p|a tiré la plus haute et donne|avez tiré la plus haute et donnez} en premier."
    ),
    "briscan.log.deal": (
        "Donne {n} : {S:p|donne|donnez} {size} cartes à chacun ; la retourne est {c} : {suit} sont atout."
    ),
    "briscan.log.quartet-wins": (
        "{S:p|déclare {what} et gagne|déclarez {what} et gagnez} la partie d'un coup."
    ),
    "briscan.log.takes-trick": "{S:p|fait|faites} la levée {n}.",
    "briscan.log.draws": "{S:p|pioche|piochez} {c}.",
    "briscan.log.turnup-taken": "{S:p|prend|prenez} la retourne, {c}.",
    "briscan.log.talon": "Les deux joueurs piochent ; il reste {n} cartes au talon.",
    "briscan.log.talon-exhausted": (
        "Le talon est épuisé : désormais chacun doit fournir et monter sur la carte jouée s'il le "
        "peut, sinon couper."
    ),
    "briscan.log.scores": "{S:p|marque|marquez} {n} pour {why} ({total} en tout).",
    "briscan.log.reaches": "{S:p|atteint {n} points et gagne|atteignez {n} points et gagnez} la partie.",
    "briscan.log.withdraws": (
        "{S:p|retire|retirez} {what} ({n}) : ses cartes servent maintenant à une séquence déclarée "
        "dans la même fenêtre ({total} en tout)."
    ),
    "briscan.log.vole": (
        "{S:p|fait toutes les levées (la vole) et gagne|faites toutes les levées (la vole) et "
        "gagnez} la partie d'un coup."
    ),
    "briscan.log.game-won": "{S:p|a {n} points et gagne|avez {n} points et gagnez} la partie.",
    "briscan.log.tie-at-target": (
        "Les deux joueurs ont atteint le but à égalité : on joue une donne de plus."
    ),
    "briscan.result.deal-won": "Donne {n} : {S:p} +{a}, {S:q} +{b}. {then}",
    "briscan.result.deal": "Donne {n} : {S:p} +{a}, {S:q} +{b} ; totaux {s0} à {s1}.",
    "briscan.why.turnup": "la retourne {c}",
    "briscan.why.ace-dealt": "l'as d'atout, reçu à la donne",
    "briscan.why.ace-drawn": "l'as d'atout, pioché",
    "briscan.why.exchange": "l'échange du sept",
    "briscan.why.withdrawn": "{what} retiré",
    "briscan.why.five-trumps": "cinq atouts en main quand le talon s'épuise",
    "briscan.why.last-tricks": "les {n} dernières levées",
    "briscan.why.most-cards": "le plus de cartes ({n})",
    "briscan.why.brisques": "{n} as et dix pris",
    "briscan.why.last-trick": "la dernière levée",
    "briscan.sheet.term": "{S:p} : {why}",
    "briscan.sheet.summary": "{S:p} {a}, {S:q} {b} à la donne {n}.",
    "briscan.sheet.wins": " {S:p} gagne la partie.",
    "briscan.label.exchange": "échanger le sept d'atout contre la retourne",
    "briscan.label.draw": "clore les déclarations et piocher au talon",
    "briscan.label.deal": "faire la donne suivante",
    "briscan.label.meld-wins": "déclarer {what} (gagne la partie)",
    "briscan.label.meld": "déclarer {what} : {cs} ({n} points)",
    "briscan.label.withdrawn-one": "{what} ({n})",
    "briscan.label.meld-withdraws": "{meld} ; retire {gone}",
    "briscan.refuse.nothing-to-exchange": "il n'y a rien à échanger maintenant",
    "briscan.refuse.already-exchanged": "{S:p|a|avez} déjà échangé le sept d'atout",
    "briscan.refuse.turnup-drawn": "la retourne a été piochée : le talon est épuisé",
    "briscan.refuse.seven-holder": "seul celui qui a le sept d'atout peut l'échanger",
    "briscan.refuse.exchange-too-late": (
        "trop tard : l'échange se fait avant que commence la levée des deux dernières cartes du talon"
    ),
    "briscan.refuse.exchange-leader": (
        "le sept ne s'échange que par le joueur qui va entamer, avant d'entamer (option exchange_window)"
    ),
    "briscan.refuse.ace-trumps-only": "seul l'as d'atout compte",
    "briscan.refuse.meld-not-held": "{S:p|n'a|n'avez} pas toutes ces cartes",
    "briscan.refuse.sequence-cards": "une carte déclarée dans une séquence ne peut servir à une autre déclaration",
    "briscan.refuse.meld-once": "cette déclaration a déjà été faite dans cette donne",
    "briscan.refuse.blanche-once": "cette carte blanche a déjà été déclarée dans cette donne",
    "briscan.refuse.ace-by-exchange": "l'as d'atout obtenu par l'échange ne compte pas",
    "briscan.refuse.per-window": "une déclaration par levée gagnée (option melds_per_window)",
    "briscan.refuse.melds-in-play": "on déclare pendant le jeu d'une donne",
    "briscan.refuse.first-trick": "personne ne déclare avant que la première levée soit faite",
    "briscan.refuse.meld-leader": (
        "on ne déclare que quand on a la main, juste après avoir gagné une levée, avant d'entamer"
    ),
    "briscan.refuse.talon-exhausted": "le talon est épuisé : plus de déclarations",
    "briscan.refuse.before-draw": "on déclare avant de piocher (option meld_after_draw)",
    "briscan.refuse.window-closed": "le moment de déclarer est passé",
    "briscan.refuse.reuse": "une carte ne sert qu'à une déclaration (option card_reuse)",
    "briscan.refuse.longest-run": "seule la plus longue suite tenue peut être déclarée (option runs)",
    "briscan.refuse.not-now": "pas maintenant",
    "briscan.refuse.deal-not-over": "la donne n'est pas finie",
    "briscan.refuse.no-declaration": "il n'y a pas de déclaration à clore : la pioche suit la levée d'elle-même",
    "briscan.refuse.declare-or-draw": "déclarez ou piochez avant d'entamer",
    "briscan.refuse.brisque-kinds": (
        "à la Brisque, on ne déclare que les mariages, quatre rois et quatre dames"
    ),
    "briscan.refuse.shape-marriage": "un mariage, c'est le roi et la dame d'une même couleur",
    "briscan.refuse.shape-sequence": "une séquence, c'est trois à cinq cartes d'une même couleur",
    "briscan.refuse.shape-sequence-gap": ("une séquence suit l'ordre naturel 7 8 9 10 V D R As sans lacune"),
    "briscan.refuse.shape-quartet": "un quatorze, c'est quatre cartes de même rang",
    "briscan.refuse.shape-quartet-rank": (
        "seuls quatre as, dix, rois, dames ou valets comptent (ni les neuf, ni les huit, ni les sept)"
    ),
    "briscan.refuse.shape-blanche": "une carte blanche, c'est une main entière de cinq cartes",
    "briscan.refuse.shape-blanche-kind": (
        "une carte blanche est toute en figures (R D V) ou toute sans figure (As 10 9 8 7)"
    ),
    "briscan.refuse.shape-ace": "l'as d'atout est une seule carte",
    # ------------------------------------------------------------------ Emprunt
    "emprunt.log.deal": (
        "Donne {n} : {S:p|donne|donnez} {size} cartes à chacun, {talon} au talon. Chacun met "
        "{ante} {ante|jeton|jetons} à la poule : la poule en contient {pool}."
    ),
    "emprunt.log.run-opened": "{S:p|ouvre|ouvrez} une suite à {suit}.",
    "emprunt.log.borrow": (
        "{S:p|paie|payez} 1 jeton pour {c} ; prêteur : {S:q} ({S:q|a|avez} encore {left} "
        "{left|carte|cartes})."
    ),
    "emprunt.log.talon-draw": (
        "{S:p|prend {c} au talon et paie|prenez {c} au talon et payez} 1 jeton à la poule (poule : {pool})."
    ),
    "emprunt.log.run-exhausted": "La suite à {suit} est épuisée ; {S:p|ouvre|ouvrez} une nouvelle suite.",
    "emprunt.log.run-king": "La suite à {suit} s'arrête au roi ; {S:p|ouvre|ouvrez} une nouvelle suite.",
    "emprunt.log.run-stops": (
        "La suite à {suit} s'arrête : {c} est déjà sur la table ; {S:p|ouvre|ouvrez} une nouvelle suite."
    ),
    "emprunt.log.match-over": "La partie est finie après {deals} donnes : {who} avec {best} jetons.",
    "emprunt.log.puts-down": "{S:p|pose|posez} {c}",
    "emprunt.log.borrows": "{S:p|emprunte|empruntez} {c}",
    "emprunt.log.deal-next": "{S:p|fait|faites} la donne suivante",
    "emprunt.log.draws": "{S:p|prend|prenez} au talon",
    "emprunt.result.out-lending": (
        "{S:p|n'a plus de cartes (il a prêté sa dernière) : il rafle la poule ({pool}) et reçoit|"
        "n'avez plus de cartes (vous avez prêté votre dernière) : vous raflez la poule ({pool}) et "
        "recevez} {paid} {paid|jeton|jetons} pour les cartes restées dans les autres mains."
    ),
    "emprunt.result.out-shedding": (
        "{S:p|n'a plus de cartes (il a posé sa dernière) : il rafle la poule ({pool}) et reçoit|"
        "n'avez plus de cartes (vous avez posé votre dernière) : vous raflez la poule ({pool}) et "
        "recevez} {paid} {paid|jeton|jetons} pour les cartes restées dans les autres mains."
    ),
    "emprunt.result.void": (
        "Toutes les mains ont été vidées par des prêts et personne n'a posé sa dernière carte de "
        "son propre jeu : la donne est nulle et la poule ({pool}) reste pour la donne suivante."
    ),
    "emprunt.refuse.from-hand": (
        "{S:p|a {c} : il doit poser cette carte de sa main|avez {c} : vous devez poser cette carte de votre main}"
    ),
    "emprunt.refuse.talon": "personne n'a {c} : cette carte se prend au talon, en payant 1 jeton à la poule",
    "emprunt.refuse.borrow": "un autre joueur a {c} : il faut l'emprunter, en lui payant 1 jeton",
    "emprunt.refuse.deal-in-progress": (
        "la donne est encore en cours ; la suivante se donne après le règlement"
    ),
    "emprunt.refuse.open-run": (
        "{S:p|ouvre une suite avec n'importe quelle carte de sa main|ouvrez une suite avec "
        "n'importe quelle carte de votre main} ({cs}) ; on n'emprunte ni ne prend au talon"
    ),
    "emprunt.refuse.successor": "la carte suivante de la suite est {c} ; aucune autre ne peut être posée",
    "emprunt.head.nobody": "Personne ne peut poser {c} maintenant.",
    "emprunt.prompt.open": "Ouvrez une suite avec n'importe quelle carte de votre main",
    "emprunt.prompt.put-down": "Posez {c} de votre main",
    "emprunt.prompt.borrow-or-draw": (
        "Il vous faut {c} : empruntez cette carte à qui la tient (1 jeton pour lui), ou prenez-la au "
        "talon si personne ne l'a (1 jeton à la poule)"
    ),
    "emprunt.label.borrow": (
        "prendre la carte suivante de la suite au joueur qui la tient, en lui payant 1 jeton"
    ),
    "emprunt.label.draw": "prendre la carte suivante de la suite au talon, en payant 1 jeton à la poule",
    "emprunt.label.deal": "faire la donne suivante",
    "emprunt.sheet.ante": "Mise à la poule",
    "emprunt.sheet.ante-how": "{n} {n|jeton|jetons} chacun",
    "emprunt.sheet.loans": "Emprunts : 1 jeton au prêteur par carte empruntée",
    "emprunt.sheet.loans-how": "{S:p} a emprunté {b}, prêté {lent}",
    "emprunt.sheet.talon": "Cartes prises au talon : 1 jeton chacune à la poule",
    "emprunt.sheet.pool": "Poule raflée par {S:p}",
    "emprunt.sheet.pool-how": "{n} jetons",
    "emprunt.sheet.cards-left": "1 jeton par carte restée dans les autres mains",
    # ------------------------------------------------------------------ Tarot
    "tarot.contract.prise": "Prise",
    "tarot.contract.garde": "Garde",
    "tarot.contract.garde-sans": "Garde sans le chien",
    "tarot.contract.garde-contre": "Garde contre le chien",
    "tarot.poignee.simple": "simple",
    "tarot.poignee.double": "double",
    "tarot.poignee.triple": "triple",
    "tarot.bouts": "{n} {n|bout|bouts}",
    "tarot.phase.bidding": "enchères",
    "tarot.phase.call": "appel du roi",
    "tarot.phase.discard": "écart",
    "tarot.phase.chelem": "annonce du chelem",
    "tarot.phase.play": "jeu de la carte",
    "tarot.phase.poignee": "poignée",
    "tarot.phase.hand-over": "fin de la donne",
    "tarot.phase.match-over": "fin de la partie",
    # the log
    "tarot.log.goulash": (
        "Tout le monde passe : Goulash — chacun joue pour soi et tâche de faire le moins de points "
        "possible ; le chien reste face cachée."
    ),
    "tarot.log.all-pass": "Tout le monde passe : la donne est annulée.",
    "tarot.log.taker": "{S:p|est le preneur|êtes le preneur} : {contract}.",
    "tarot.log.chien-shown": "Le chien est montré : {cs}.",
    "tarot.log.called-in-chien": "La carte appelée est au chien : {S:p|joue seul|jouez seul}.",
    "tarot.log.trump-discarded": "{S:p|écarte {c} et le montre|écartez {c} et le montrez}.",
    "tarot.log.chelem-announced": "{S:p|annonce un chelem et entame|annoncez un chelem et entamez}.",
    "tarot.log.poignee": "{S:p|montre|montrez} une poignée {level} : {cs}.",
    "tarot.log.draw-excuse": "{S:p|tire l'Excuse et tire de nouveau|tirez l'Excuse et tirez de nouveau}",
    "tarot.log.draws": "{S:p|tire|tirez} {c}",
    "tarot.log.draw": (
        "Tirage pour la donne : {draws}. {S:p|a tiré la plus basse et donne|avez tiré la plus basse "
        "et donnez} en premier."
    ),
    "tarot.log.deal": "Donne {n} : {S:p|donne|donnez} ; {S:q|parle|parlez} en premier.",
    "tarot.log.petit-sec": (
        "{S:p|a le Petit sec et montre sa main|avez le Petit sec et montrez votre main} : {cs}. "
        "La donne est annulée."
    ),
    "tarot.log.partner-alone": (
        "{S:p|joue la carte qu'il a appelée : il joue seul|jouez la carte que vous avez appelée : "
        "vous jouez seul}."
    ),
    "tarot.log.partner-revealed": (
        "{S:p|joue la carte appelée : il est le partenaire du preneur|jouez la carte appelée : vous "
        "êtes le partenaire du preneur}."
    ),
    "tarot.log.match-over": "Après {deals} donnes, la partie est finie : {who} avec {best}.",
    "tarot.log.calls": "{S:p|appelle|appelez} {c}",
    "tarot.log.discards": "{S:p|écarte|écartez} {c}",
    "tarot.log.discards-secret": "{S:p|écarte|écartez} une carte",
    "tarot.log.hides": "{S:p|garde|gardez} {c} caché",
    "tarot.log.hides-secret": "{S:p|garde|gardez} un atout caché",
    "tarot.log.bids": "{S:p|annonce|annoncez} {contract}",
    "tarot.log.deal-next": "{S:p|fait|faites} la donne suivante",
    "tarot.log.pass": "{S:p|passe|passez}",
    "tarot.log.chelem": "{S:p|annonce|annoncez} un chelem",
    "tarot.log.no-chelem": "{S:p|n'annonce pas de chelem|n'annoncez pas de chelem}",
    "tarot.log.poignee-simple": "{S:p|déclare|déclarez} une poignée simple",
    "tarot.log.poignee-double": "{S:p|déclare|déclarez} une poignée double",
    "tarot.log.poignee-triple": "{S:p|déclare|déclarez} une poignée triple",
    "tarot.log.misere-atout": "{S:p|annonce|annoncez} une misère d'atout",
    "tarot.log.misere-honneurs": "{S:p|annonce|annoncez} une misère d'honneurs",
    # results
    "tarot.result.all-pass": "Tout le monde passe : la donne est annulée.",
    "tarot.result.petit-sec": "Petit sec ({S:p}) : la donne est annulée.",
    "tarot.result.cancelled": "La donne est annulée.",
    "tarot.result.who": "{S:p}",
    "tarot.result.who-with": "{S:p} avec {S:q}",
    "tarot.result.who-alone": "{S:p}, seul",
    "tarot.result.deal": (
        "{who} : {contract}, {raw} points avec {bouts} (il en fallait {target}), {verdict} ; {each}."
    ),
    "tarot.result.made-by": "faite de {margin}",
    "tarot.result.failed-by": "chutée de {margin}",
    "tarot.result.made-exactly": "faite tout juste",
    "tarot.result.failed": "chutée",
    "tarot.result.defender-pays": "chaque défenseur paie {m}",
    "tarot.result.defender-receives": "chaque défenseur reçoit {m}",
    "tarot.result.goulash": "Goulash : points des cartes {points}.",
    # refusals
    "tarot.refuse.bidding-over": "les enchères sont finies",
    "tarot.refuse.bid-higher": "une enchère doit couvrir la meilleure jusqu'ici ({contract})",
    "tarot.refuse.chelem-when": (
        "le preneur annonce un chelem après l'écart, avant la première carte, et seulement à ce moment"
    ),
    "tarot.refuse.poignee-now": (
        "{S:p|ne peut pas|ne pouvez pas} montrer de poignée {level} maintenant (déjà montrée, "
        "première carte jouée, ou trop peu d'atouts)"
    ),
    "tarot.refuse.miseres-off": "les misères sont une variante qui n'est pas en jeu (option miseres)",
    "tarot.refuse.misere-kind": "{S:p|ne peut pas|ne pouvez pas} annoncer cette misère : {r}",
    "tarot.refuse.bidding-first": (
        "les enchères d'abord : annoncez ou passez (les boutons) ; aucune carte ne se joue avant leur fin"
    ),
    "tarot.refuse.announce-first": (
        "le preneur annonce d'abord un chelem ou non (les boutons) ; la première carte vient ensuite"
    ),
    "tarot.refuse.cards-not-now": (
        "les cartes ne se jouent que pendant le jeu de la carte, pas maintenant ({phase})"
    ),
    "tarot.refuse.deal-in-progress": "une nouvelle donne ne commence qu'une fois la donne en cours finie",
    "tarot.refuse.call-when": "seul le preneur appelle une carte, à cinq joueurs, juste après les enchères",
    "tarot.refuse.discard-when": ("le preneur n'écarte qu'après avoir pris un chien montré (Prise ou Garde)"),
    "tarot.refuse.taker-not-held": "le preneur n'a pas {c}",
    "tarot.refuse.hide-when": "on ne cache d'atouts qu'en montrant une poignée",
    "tarot.refuse.hide-which": "seul un atout de sa main, pas encore caché, peut être gardé caché",
    "tarot.refuse.not-now": "{action} n'est pas possible maintenant ({phase})",
    # labels
    "tarot.label.contract": "{contract} (×{coef})",
    "tarot.label.call": "Appeler {c}",
    "tarot.label.poignee": "Montrer une poignée {level} ({trumps} atouts, {points} points)",
    "tarot.label.misere-atout": "Annoncer une misère d'atout (10 de chaque joueur)",
    "tarot.label.misere-honneurs": "Annoncer une misère d'honneurs (10 de chaque joueur)",
    "tarot.label.pass": "Passer",
    "tarot.label.chelem": "Annoncer un chelem",
    "tarot.label.no-chelem": "Pas de chelem : commencer le jeu",
    "tarot.label.deal": "Faire la donne suivante",
    "tarot.label.discard": (
        "mettre une carte à l'écart (ni roi ni bout ; des atouts seulement si on ne peut faire autrement)"
    ),
    "tarot.label.hide": "garder cet atout caché en montrant une poignée avec des atouts en trop",
    # prompts
    "tarot.prompt.bid": "Annoncez un contrat (Prise, Garde, Garde sans ou contre le chien) ou passez",
    "tarot.prompt.bid-pass-only": "Passez : rien ne couvre une Garde contre le chien",
    "tarot.prompt.bid-higher": "Annoncez plus haut que {contract}, ou passez",
    "tarot.prompt.call-king": (
        "Appelez un roi : qui le tient est votre partenaire, en secret jusqu'à ce qu'il soit joué"
    ),
    "tarot.prompt.call-queen": (
        "Appelez une dame (vous avez toutes les cartes au-dessus des dames) : qui la tient est "
        "votre partenaire, en secret jusqu'à ce qu'elle soit jouée"
    ),
    "tarot.prompt.call-knight": (
        "Appelez un cavalier (vous avez toutes les cartes au-dessus des cavaliers) : qui le tient "
        "est votre partenaire, en secret jusqu'à ce qu'il soit joué"
    ),
    "tarot.prompt.call-jack": (
        "Appelez un valet (vous avez toutes les cartes au-dessus des valets) : qui le tient est "
        "votre partenaire, en secret jusqu'à ce qu'il soit joué"
    ),
    "tarot.prompt.call-card": (
        "Appelez une carte : qui la tient est votre partenaire, en secret jusqu'à ce qu'elle soit jouée"
    ),
    "tarot.prompt.discard": "Choisissez {n} {n|carte|cartes} pour votre écart : ni roi ni bout",
    "tarot.prompt.discard-more": "Choisissez encore {n} {n|carte|cartes} pour votre écart : ni roi ni bout",
    "tarot.prompt.discard-trumps": (
        "Choisissez {n} {n|carte|cartes} pour votre écart : ni roi ni bout ; vous devez y mettre "
        "des atouts, et ils sont montrés à tous"
    ),
    "tarot.prompt.discard-more-trumps": (
        "Choisissez encore {n} {n|carte|cartes} pour votre écart : ni roi ni bout ; vous devez y "
        "mettre des atouts, et ils sont montrés à tous"
    ),
    "tarot.prompt.announce": (
        "Annoncez un chelem (vous vous engagez à faire toutes les levées), ou commencez le jeu"
    ),
    "tarot.prompt.hide": (
        "Choisissez {n} {n|atout|atouts} à garder {n|caché|cachés} : votre poignée en montre "
        "exactement {shown}"
    ),
    "tarot.prompt.deal": "Faites la donne suivante",
    "tarot.prompt.before-poignee": " (avant, vous pouvez montrer une poignée)",
    "tarot.prompt.before-misere": " (avant, vous pouvez annoncer une misère)",
    "tarot.prompt.before-poignee-misere": (
        " (avant, vous pouvez montrer une poignée ou annoncer une misère)"
    ),
    "tarot.prompt.or-excuse": " (ou l'Excuse){first}",
    "tarot.prompt.lead-but": "À vous d'entamer : n'importe quelle carte sauf un {suit}{first}",
    "tarot.prompt.lead": "À vous d'entamer : jouez n'importe quelle carte{first}",
    "tarot.prompt.follow": "Fournissez : jouez un {suit}{first}",
    "tarot.prompt.no-suit-trump": "Vous n'avez pas de {suit} : coupez{first}",
    "tarot.prompt.no-suit-trump-higher": ("Vous n'avez pas de {suit} : coupez plus haut que le {top}{first}"),
    "tarot.prompt.no-suit-no-trump": "Vous n'avez ni {suit} ni atout : jouez n'importe quelle carte{first}",
    "tarot.prompt.trump-led": "Atout demandé : jouez un atout{first}",
    "tarot.prompt.trump-led-higher": "Atout demandé : montez plus haut que le {top}{first}",
    "tarot.prompt.play": "Jouez une carte{first}",
    # the score sheet
    "tarot.sheet.misere-single": "10 points à l'annonceur",
    "tarot.sheet.misere-each": "10 de chaque autre joueur : {total} à l'annonceur",
    "tarot.sheet.misere-atout": "Misère d'atout annoncée par {S:p}",
    "tarot.sheet.misere-honneurs": "Misère d'honneurs annoncée par {S:p}",
    "tarot.sheet.goulash-pairwise": "Goulash : points des cartes réglés entre chaque paire de joueurs",
    "tarot.sheet.goulash-pairwise-how": (
        "chacun marque le total ({total}) moins {n} × ses propres points de cartes arrondis ({points})"
    ),
    "tarot.sheet.goulash-none": "Goulash : les points des cartes ne sont pas comptés",
    "tarot.sheet.goulash-summary": "Goulash (tout le monde a passé) : points des cartes {points}.",
    "tarot.sheet.shares-partner": "parts : preneur ×2, partenaire ×1, chaque défenseur ×1",
    "tarot.sheet.shares": "parts : preneur ×{k}, chaque défenseur ×1",
    "tarot.sheet.counted-as": " (comptés {x})",
    "tarot.sheet.made-by": "faite de {margin}",
    "tarot.sheet.failed-by": "chutée de {margin}",
    "tarot.sheet.made-exactly": "faite tout juste",
    "tarot.sheet.failed-exactly": "chutée tout juste",
    "tarot.sheet.contract": "{contract} {verdict}",
    "tarot.sheet.contract-how": (
        "{raw}{half} points de cartes avec {bouts}, {target} requis ; (25 + {margin}) × {coef} = "
        "{base} par défenseur ; {shares}"
    ),
    "tarot.sheet.petit-au-bout-taker": "Petit au bout, gagné par le preneur",
    "tarot.sheet.petit-au-bout-defence": "Petit au bout, gagné par la défense",
    "tarot.sheet.petit-au-bout-how": "10 × {coef} = {x} par défenseur",
    "tarot.sheet.poignee-taker": "Prime de poignée au camp du preneur",
    "tarot.sheet.poignee-defence": "Prime de poignée à la défense",
    "tarot.sheet.poignee-how": "{x} par défenseur, au camp qui gagne la donne (non multiplié)",
    "tarot.sheet.chelem": "Chelem {how}",
    "tarot.sheet.per-defender": "{x} par défenseur",
    "tarot.chelem.announced-made": "annoncé et réussi",
    "tarot.chelem.made-unannounced": "réussi sans annonce",
    "tarot.chelem.announced-failed": "annoncé et chuté",
    "tarot.chelem.defence": "de la défense",
    "tarot.chelem.announced-failed-defence": "annoncé et chuté ; chelem de la défense",
    "tarot.sheet.who": "{S:p} (preneur)",
    "tarot.sheet.who-with": "{S:p} (preneur) avec {S:q} (partenaire)",
    "tarot.sheet.who-alone": "{S:p} (preneur), seul,",
    "tarot.sheet.summary-made": "{who} : {contract} faite avec {bouts} : {raw} points de cartes, {target} requis.",
    "tarot.sheet.summary-failed": (
        "{who} : {contract} chutée avec {bouts} : {raw} points de cartes, {target} requis."
    ),
    # ----------------------------------------------- positions mal formées (exemples, opération position)
    "position.common.game-does-not-support": "{game} ne prend pas de position",
    "position.common.game-has-no-tricks": "{game} ne se joue pas en levées",
    "position.common.json-object": "une position est un objet JSON",
    "position.common.unknown-keys-unknown-known": (
        "clés de position inconnues : {unknown} ; clés connues : {known}"
    ),
    "position.common.options-object": "position.options doit être un objet",
    "position.common.trump-suit-letter-h": (
        "position.trump doit être la lettre d'une couleur : S (pique), H (cœur), D (carreau) ou C (trèfle)"
    ),
    "position.common.key-seat-last": "position.{field} doit être un siège de 0 à {last}",
    "position.common.trick-holds-count-cards": (
        "le pli compte {count} cartes : à {n} joueurs, quelqu'un doit encore jouer (trick_winner donne "
        "le gagnant d'un pli complet)"
    ),
    "position.common.hand-hold-most-cards": (
        "position.hand doit tenir de 1 à {most} cartes, celles du joueur qui a la main"
    ),
    "position.common.hand-hold-cards": "position.hand doit tenir les cartes du joueur qui a la main",
    "position.common.hands-list-per-seat": (
        "position.hands doit être une liste (une main par siège) ou un objet siège -> cartes"
    ),
    "position.common.key-list-n-what": "position.{field} doit être une liste de {n} {what}",
    "position.common.piles-list-sides-piles": (
        "position.piles doit lister {sides} tas, un par camp (chacun une liste de cartes)"
    ),
    "position.common.trick-hold-players-cards": "le pli doit compter de 1 à {players} cartes",
    "position.common.hands-no-seat": "position.hands : pas de siège {s}",
    "position.common.seat-should-hold-size": "le siège {s} devrait tenir {size} cartes dans cette position",
    "position.common.piles-pile-side-i": (
        "position.piles : le tas du camp {i} compte {count} cartes ; un tas est fait de levées entières "
        "de {trick_size} cartes"
    ),
    "position.common.hands-key-not-seat": "position.hands : {field} n'est pas un siège",
    "position.common.hands-disagrees-with-hand": (
        "position.hands contredit position.hand pour le joueur qui a la main"
    ),
    "position.common.not-enough-cards-left": (
        "il ne reste pas assez de cartes pour compléter les autres mains"
    ),
    "position.briscan.trick-holds-at-most": (
        "le pli compte au plus 1 carte avant que le joueur qui a la main ne joue (trick_winner donne le "
        "gagnant d'un pli complet)"
    ),
    "position.briscan.talon-even-count-full": (
        "position.talon doit être un nombre pair de 0 à {full} (les cartes restant au talon, retourne "
        "comprise ; 0 = la dernière phase)"
    ),
    "position.briscan.hand-hold-cards-player": "position.hand doit tenir les cartes du joueur qui a la main",
    "position.briscan.while-talon-has-cards": (
        "tant que le talon a des cartes, chaque joueur en tient {size} quand c'est à lui de jouer"
    ),
    "position.briscan.hand-holds-at-most": "une main compte au plus {size} cartes",
    "position.briscan.turn-up-trump-suit": "la retourne doit être de la couleur d'atout",
    "position.briscan.tricks-won-list-counts": (
        "position.tricks_won doit lister 2 nombres dont la somme fait les {done} levées déjà jouées dans "
        "cette position"
    ),
    "position.briscan.piles-hold-two-cards": (
        "position.piles doit tenir deux cartes pour chaque levée qu'un joueur a faite "
        "(position.tricks_won vaut {tw})"
    ),
    "position.briscan.final-tricks-won-list": (
        "position.final_tricks_won doit lister 2 nombres dont la somme fait les {k} levées jouées depuis "
        "que le talon est épuisé"
    ),
    "position.briscan.piles-list-cards-won": (
        "position.piles doit lister les cartes gagnées par le siège 0 et par le siège 1"
    ),
    "position.briscan.piles-each-trick-won": (
        "position.piles : chaque levée faite met deux cartes dans le tas de son gagnant"
    ),
    "position.briscan.declared-list-meld-actions": (
        "position.declared doit lister des déclarations (celles du joueur qui entame) ou une liste par siège"
    ),
    "position.briscan.declared-nobody-declares-before": (
        "position.declared : personne ne déclare avant que la première levée soit faite"
    ),
    "position.briscan.key-list-whole-numbers": (
        "position.{field} doit lister 2 nombres entiers de points, ceux du siège 0 puis ceux du siège 1"
    ),
    "position.briscan.scores-total-target-would": (
        "position.scores : un total de {target} aurait fini la partie aussitôt (win_check = immediate)"
    ),
    "position.briscan.scores-with-first-second": (
        "position.scores : à {first} contre {second} avant cette donne, la partie était déjà gagnée (but "
        "{target})"
    ),
    "position.briscan.key-seat-or": "position.{field} doit être un siège, 0 ou 1",
    "position.briscan.piles-cards-hands-trick": (
        "position.piles : les cartes des mains, du pli, du talon ({talon}) et des tas doivent faire le "
        "jeu de 32 cartes ; {count} cartes sont en trop là où il en manque {unseen}"
    ),
    "position.briscan.declaration-window-opens-before": (
        "le moment des déclarations vient avant l'entame : le pli doit être vide"
    ),
    "position.briscan.declaration-window-belongs-leader": (
        "le moment des déclarations appartient au joueur qui vient de faire une levée"
    ),
    "position.briscan.scores-seat-total-total": (
        "position.scores : le total {total} du siège {s} est inférieur aux {points} points qu'il a "
        "marqués dans cette donne (position.hand_points)"
    ),
    "position.briscan.no-trump-left-lie": "il ne reste aucun atout à mettre sous le talon comme retourne",
    "position.briscan.declared-lists-meld-actions": "position.declared liste des déclarations, pas {a}",
    "position.briscan.declared-not-meld-game": (
        "position.declared : {a} n'est pas une déclaration de {game} : {why}"
    ),
    "position.briscan.declared-declared-twice-by": (
        "position.declared : {a} est déclaré deux fois par le siège {seat}"
    ),
    "position.briscan.declared-uses-card-already": (
        "position.declared : {a} emploie une carte déjà déclarée dans une séquence (les cartes d'une "
        "séquence ne servent dans aucune autre déclaration)"
    ),
    "position.briscan.hand-points-seat-has": (
        "position.hand_points : le siège {s} a déclaré pour {melded} points dans cette donne, plus que "
        "les {points} points donnés"
    ),
    "position.francion.where-lift-least-most": (
        "{where} doit lever de {least} à {most} cartes du jeu de {pack} cartes : celui qui coupe ne doit "
        "ni ôter ni laisser moins de quatre cartes (¶9)"
    ),
    "position.francion.scores-seat-has-points": (
        "position.scores : le siège {s} a {points} points, mais le jeu finit quand un joueur en a "
        "{target} (¶16) : aucune main ne se joue après"
    ),
    "position.francion.beasts-list-shape-objects": "position.beasts doit être une liste d'objets {shape}",
    "position.francion.beasts-with-no-points": (
        "position.beasts : sans aucun point marqué, c'est la première main, et aucune main avant elle "
        "n'a fait de bêtes (donnez position.scores)"
    ),
    "position.francion.beasts-every-beast-stake": (
        "position.beasts : chaque bête est l'enjeu de la main d'avant (¶16), elles sont donc égales, pas "
        "{amounts}"
    ),
    "position.francion.beasts-hand-before-was": (
        "position.beasts : la main d'avant était la première, dont l'enjeu est de {dealer_stake} jetons "
        "(¶16), chaque bête est donc de {dealer_stake}"
    ),
    "position.francion.beasts-someone-took-tricks": (
        "position.beasts : quelqu'un a fait les 9 levées de la main d'avant, tous les joueurs ne sont "
        "donc pas bêtes"
    ),
    "position.francion.stake-given-but-dealer": (
        "position.stake vaut {given}, mais les {dealer_stake} jetons du donneur{made} font {stake} "
        "jetons (¶9, ¶16){hint}"
    ),
    "position.francion.boxes-list-n-boxes": "position.boxes doit lister {n} boîtes, chacune {shape}",
    "position.francion.boxes-hold-tokens-tokens": (
        "les boîtes de position.boxes tiennent {tokens} jetons et la table {stake} : {have}, mais {n} "
        "boîtes de {start} jetons (options.start_tokens){from_counters} font {want} : les jetons passent "
        "de main en main, ils ne se créent ni ne se perdent"
    ),
    "position.francion.turn-up-trump-suit": "la retourne doit être de la couleur d'atout",
    "position.francion.welche-cannot-both-turn": "le Welche ne peut pas être à la fois la retourne et en jeu",
    "position.francion.tricks-won-add-up": (
        "la somme de position.tricks_won doit faire les {done} levées déjà jouées"
    ),
    "position.francion.first-trick-led-by": (
        "la première levée est entamée par le joueur à droite du donneur, le siège {first} (¶15), pas le "
        "siège {leader}"
    ),
    "position.francion.seat-leader-leads-trick": (
        "le siège {leader} entame une levée après la première : il a donc fait la précédente (¶15), mais "
        "position.tricks_won ne lui en donne aucune"
    ),
    "position.francion.each-beasts-object-shape": (
        "chaque élément de position.beasts est un objet {shape}, pas {b}"
    ),
    "position.francion.beasts-seat-last-not": "position.beasts : un siège va de 0 à {last}, pas {s}",
    "position.francion.beasts-beast-stake-hand": (
        "position.beasts : une bête est l'enjeu de la main d'avant, un multiple de 9 jetons (¶16), pas {t}"
    ),
    "position.francion.beasts-seat-beasted-twice": "position.beasts : le siège {s} est bête deux fois",
    "position.francion.boxes-object-shape": "position.boxes[{s}] doit être un objet {shape}",
    "position.francion.boxes-holds-counters-counters": (
        "position.boxes[{s}] tient {counters} fiches, mais selon le choix par défaut de DF10 (empty_box "
        "= debt) les fiches ne bougent qu'au règlement : chaque boîte tient options.start_counters "
        "({start_c}) jusqu'à la fin du jeu"
    ),
    "position.francion.boxes-holds-counters-counters-2": (
        "position.boxes[{s}] tient {counters} fiches : pendant le jeu, une boîte ne change des fiches "
        "que contre des jetons, à partir de options.start_counters ({start_c})"
    ),
    "position.francion.boxes-owes-owed-tokens": (
        "position.boxes[{s}] doit {owed} jetons tout en tenant {counters} fiches, que le choix change de "
        "DF10 aurait d'abord changées"
    ),
    "position.francion.no-card-trump-suit": "il ne reste aucune carte de la couleur d'atout pour la retourne",
    "position.francion.boxes-key-whole-number": "position.boxes[{s}].{field} doit être un nombre entier",
    "position.tarot.contract-one-contracts-not": (
        "position.contract doit être l'un de {contracts}, pas {name}"
    ),
    "position.tarot.poignees-list-shape-cards": 'position.poignees doit être une liste de {shape} (et "cards")',
    "position.tarot.discard-with-contract-taker": (
        "position.discard : avec une {contract}, le preneur ne prend pas le chien, il ne fait donc pas "
        "d'écart (donnez position.chien)"
    ),
    "position.tarot.chien-with-contract-chien": (
        "position.chien : avec une {contract}, le chien a été montré puis pris dans la main du preneur ; "
        "donnez son écart (position.discard)"
    ),
    "position.tarot.poign-e-shape-with": 'une poignée est {shape} avec, si l\'on veut, les cartes montrées ("cards")',
    "position.tarot.poign-e-level-one": "une poignée est de l'un de ces niveaux : {levels}",
    "position.tarot.poignees-seat-seat-shows": (
        "position.poignees : le siège {seat} montre deux poignées (une seule par donne)"
    ),
    "position.tarot.first-trick-true-or": "position.first_trick doit valoir true ou false",
    "position.tarot.partner-holder-called-card": (
        "position.partner est le joueur qui tient la carte appelée : donnez position.called"
    ),
    "position.tarot.only-cards-tarot-pack": "seules les cartes du jeu de tarot sont en jeu",
    "position.tarot.piles-count-cards-pack": (
        "position.piles : {count} cartes du jeu ne sont nulle part (mains, pli, tas, {where}) : {cards}"
    ),
    "position.tarot.deals-played-last-match": (
        "position.deals_played doit aller de 0 à {last} (la partie est de {deals} donnes)"
    ),
    "position.tarot.scores-before-any-deal": (
        "position.scores : avant toute donne jouée, chaque score est 0 (donnez position.deals_played)"
    ),
    "position.tarot.scores-add-up-total": (
        "la somme de position.scores fait {total} : chaque donne est à somme nulle, la somme des scores "
        "fait donc 0"
    ),
    "position.tarot.chien-holds-count-cards": (
        "position.chien compte {count} cartes : le chien en compte {size}"
    ),
    "position.tarot.discard-holds-count-cards": (
        "position.discard compte {count} cartes : le preneur en écarte {size}"
    ),
    "position.tarot.discard-holds-cards-no": (
        "position.discard contient {cards} : on ne peut écarter ni roi ni bout"
    ),
    "position.tarot.level-poign-e-shows": (
        "une poignée {level} montre exactement {trumps} atouts (l'Excuse peut en remplacer un)"
    ),
    "position.tarot.called-applies-only-players": "position.called ne vaut qu'à 5 joueurs",
    "position.tarot.called-king-queen-knight": (
        "position.called doit être un roi, une dame, un cavalier ou un valet (par exemple KH, le roi de cœur)"
    ),
    "position.tarot.piles-no-trick-has": "position.piles : aucune levée n'a été faite avant la première",
    "position.tarot.piles-hold-tricks-tricks": (
        "position.piles tient {tricks} levées, mais une main de {count} cartes veut dire que "
        "{tricks_done} levées ont été jouées (sur {size})"
    ),
    "position.tarot.partner-card-where-so": (
        "position.partner : {card} est dans {where}, le preneur joue donc seul"
    ),
    "position.tarot.called-card-has-been": (
        "position.called : {card} a été joué ; dites qui le tenait (position.partner)"
    ),
    "position.tarot.partner-seat-given-but": (
        "position.partner est le siège {given}, mais c'est le siège {holder} qui tient {card}"
    ),
    "position.tarot.poignees-seat-seat-shows-2": (
        "position.poignees : le siège {seat} montre {card}, qui est dans {where}"
    ),
    "position.tarot.poignees-seat-holds-want": (
        "position.poignees : le siège {s} tient {want} cartes, moins que les {trumps} atouts de sa "
        "poignée pas encore joués"
    ),
    "position.tarot.not-enough-cards-left": "il ne reste pas assez de cartes pour compléter les autres mains",
    "position.triomphe.only-cards-card-pack": (
        "seules les cartes du jeu de 32 cartes (A K Q J T 9 8 7 : as, roi, dame, valet, dix, neuf, huit, "
        "sept) sont en jeu"
    ),
    "position.triomphe.turn-up-trump-suit": "la retourne doit être de la couleur d'atout",
    "position.triomphe.tricks-won-done-tricks": (
        "position.tricks_won ({done} levées) et les {count} cartes en main font {total} levées ; une "
        "main de ce jeu en compte {size}"
    ),
    "position.triomphe.vole-committed-side-last": "position.vole_committed doit être un camp de 0 à {last}",
    "position.triomphe.vole-committed-side-commits": (
        "position.vole_committed : un camp ne s'engage à faire la vole qu'une fois qu'il a fait assez de "
        "levées pour gagner la main, les autres n'en ayant aucune"
    ),
    "position.triomphe.scores-seat-has-total": (
        "position.scores : le siège {s} a {total} points et le but est {target} : la partie serait finie"
    ),
    "position.triomphe.scores-team-mates-share": (
        "position.scores : les partenaires ont un seul score (les sièges {mate} et {s} diffèrent)"
    ),
    "position.triomphe.piles-hold-pile-tricks": (
        "position.piles tient {pile_tricks} levées (par camp) mais position.tricks_won en donne {side_tricks}"
    ),
    "position.tarot.no-trump-key": (
        "position.trump ne s'applique pas au tarot : les atouts sont toujours les cartes numérotées de 1 à 21"
    ),
    "position.tarot.in-chien": "le chien",
    "position.tarot.in-discard": "l'écart",
    "position.tarot.where-hand": "la main du siège {s}",
    "position.tarot.where-set-aside": "le chien ou l'écart",
    "position.common.card-twice": "une carte figure deux fois dans la position",
    "position.what.whole": "nombres entiers",
    "position.what.counts": "nombres positifs ou nuls",
    "position.what.points": "nombres entiers de points positifs ou nuls",
    "position.francion.and-beasts": " et les bêtes",
    "position.francion.give-beasts": " (donnez position.beasts : un enjeu plus gros se fait de bêtes)",
    "position.francion.from-counters": " et {n} changés contre des fiches",
    "position.card.not-a-card": (
        "{text} n'est pas une carte : écrivez le rang puis la couleur, rangs A K Q N J T 9 8 7 6 5 4 3 2 "
        "(as, roi, dame, cavalier, valet, dix…), couleurs S H D C (pique, cœur, carreau, trèfle ; au "
        "tarot : atouts 1-21, Excuse EX)"
    ),
    "position.card.list": "{what} doit être une liste de noms de cartes, pas {got}",
    "position.card.not-a-name": "{what} : {text} n'est pas un nom de carte",
    "position.card.twice": "{what} : une carte y figure deux fois",
    "position.briscan.only-32-cards": (
        "seules les cartes du jeu de 32 cartes (A K Q J T 9 8 7 : as, roi, dame, valet, dix, neuf, huit, "
        "sept) sont en jeu"
    ),
    "position.francion.not-in-pack": "{cards} : pas dans le jeu de {pack} cartes dont on joue à {n} joueurs",
    "position.emprunt.hands": "position.hands doit lister les {n} mains",
    "position.emprunt.pack": (
        "seules les cartes du jeu de {pack} cartes des parties à {n} joueurs sont en jeu (rangs {ranks})"
    ),
    "position.emprunt.each-card-once": (
        "les mains, le talon, les cartes jouées et la séquence doivent tenir chaque carte du jeu "
        "exactement une fois"
    ),
    "position.emprunt.opener-holds": "le joueur qui ouvre une séquence doit tenir une carte",
    "position.emprunt.hands-empty": "toutes les mains sont vides : la donne est déjà finie",
    "position.emprunt.run-sequence": (
        "position.run n'est pas une suite dans une couleur : {b} ne suit pas {a}"
    ),
    "position.emprunt.pool": "position.pool doit être un nombre entier positif ou nul",
    "position.emprunt.zero-sum": "la somme des jetons et de la poule doit être nulle (des soldes nets)",
    "position.emprunt.deals-played": (
        "position.deals_played doit aller de 0 à {last} : la partie compte {deals} donnes ({rounds} "
        "tours de {n})"
    ),
    "position.emprunt.run-over": (
        "la séquence est finie : donnez-la sous played et laissez turn en ouvrir une nouvelle"
    ),
}
MESSAGES: dict[str, str] = {k: _typo(v) for k, v in _MESSAGES.items()}
