# ruff: noqa: E501  (word tables: one study, one sentence a line, easier to check against the English)
"""The variant laboratory's words in the build's language (issue 42).

The studies (``tapisvert/lab/studies/``) and their committed results (``bench/lab/``) hold English
titles and setting labels; they are part of what the lab fingerprints and must not change for a
translation. The French of each study's title, setting labels and note is therefore kept here, keyed
by study id, and the engine's event labels keyed by game and event id; the words of the generated
sentences, tables and charts are :data:`WORDS`. The check that every study, label and event has
French words walks the committed results, a page's data: it is ``lab_pages.missing_words``, a layer
above (the French build fails on it, ``sitebuild/pages/missing_words.py``).
"""

from __future__ import annotations

from typing import Any

# study id -> (title, [setting labels in the study's order])
STUDIES_FR: dict[str, tuple[str, list[str]]] = {
    "briscan-DB11": ("Qui donne les donnes suivantes", ["à tour de rôle (édition)", "le perdant donne"]),
    "briscan-DB14": ("Quand le sept d’atout peut s’échanger", ["à n’importe quel tour (édition)", "seulement avant d’entamer"]),
    "briscan-DB16": ("L’échange du sept marque-t-il\u00a0?", ["non (édition)", "10 points"]),
    "briscan-DB23": ("Les annonces après ou avant la pioche", ["après la pioche (édition)", "avant la pioche"]),
    "briscan-DB24": ("Les annonces une fois le talon épuisé", ["aucune (édition)", "elles continuent"]),
    "briscan-DB28": ("Les cartes d’un mariage ou d’un carré dans une autre annonce", ["peuvent resservir (édition)", "une annonce par carte"]),
    "briscan-DB29": ("Quelles séquences on peut annoncer", ["toute séquence (édition)", "seulement la plus longue"]),
    "briscan-DB31": ("Les carrés sont-ils doublés\u00a0?", ["non (édition)", "oui"]),
    "briscan-DB32": ("Combien de fois une carte blanche marque", ["une fois par donne (édition)", "de nouveau avec une autre main"]),
    "briscan-DB34": ("Les annonces par fenêtre d’annonce", ["toutes (édition)", "une seule"]),
    "briscan-DB35": ("Des points de cartes pour les as et les dix", ["aucun (édition)", "10 chacun"]),
    "briscan-DB36": ("Quand l’as d’atout marque", ["d’office (édition)", "comme une annonce"]),
    "briscan-DB39": ("Les 20 des cinq dernières levées", ["en plus de la dernière levée (édition)", "dernière levée comprise"]),
    "briscan-DB43": ("Quand on vérifie le but", ["à la fin de la donne (édition)", "sur-le-champ"]),
    "briscan-DB6": ("Comment se rangent les cartes tirées pour la donne", ["ordre des levées (édition)", "ordre naturel"]),
    "briscan-DB8": ("Les paquets de la donne", ["3 puis 2 (édition)", "2 puis 3"]),
    "briscan-vs-brisque": ("Le briscan contre la brisque", ["Briscan", "Brisque"]),
    "brisque-DB10": ("Les 10 du donneur pour une retourne à la brisque", ["oui (édition)", "non"]),
    "brisque-DB11": ("Qui donne les donnes suivantes", ["à tour de rôle (édition)", "le perdant donne"]),
    "brisque-DB14": ("Quand le sept d’atout peut s’échanger", ["à n’importe quel tour (édition)", "seulement avant d’entamer"]),
    "brisque-DB16": ("L’échange du sept marque-t-il\u00a0?", ["non (édition)", "10 points"]),
    "brisque-DB23": ("Les annonces après ou avant la pioche", ["après la pioche (édition)", "avant la pioche"]),
    "brisque-DB24": ("Les annonces une fois le talon épuisé", ["aucune (édition)", "elles continuent"]),
    "brisque-DB34": ("Les annonces par fenêtre d’annonce", ["toutes (édition)", "une seule"]),
    "brisque-DB43": ("Quand on vérifie le but", ["à la fin de la donne (édition)", "sur-le-champ"]),
    "brisque-DB44": ("Le but de la brisque", ["600 points (édition)", "300 points", "500 points"]),
    "brisque-DB6": ("Comment se rangent les cartes tirées pour la donne", ["ordre des levées (édition)", "ordre naturel"]),
    "brisque-DB8": ("Les paquets de la donne", ["3 puis 3 (édition)", "2, 2 et 2"]),
    "emprunt-DE1": ("Les cartes de chaque joueur à trois joueurs", ["12 cartes (édition)", "10 cartes"]),
    "emprunt-DE10": ("Qui donne la donne suivante", ["la droite du donneur (édition)", "la gauche du donneur"]),
    "emprunt-DE2": ("Ce qui suit le roi", ["la série repart de l’as (édition)", "le roi arrête la série"]),
    "emprunt-DE3": ("Qui joue après le deuxième joueur", ["chacun à son tour (édition)", "le détenteur continue"]),
    "emprunt-DE4": ("Le joueur dont on emprunte la dernière carte", ["il gagne (édition)", "il doit se défaire de ses cartes par son propre jeu"]),
    "emprunt-DE5": ("La mise à la poule", ["1 jeton (édition)", "2 jetons"]),
    "emprunt-DE6": ("La longueur d’une partie", ["un tour (édition)", "deux tours"]),
    "francion-DF10": ("Une boîte qui se vide", ["dette (édition)", "fiches changées en jetons"]),
    "francion-DF2": ("Le joueur qui ne peut fournir", ["n’importe quelle carte (édition)", "doit couper"]),
    "francion-DF3": ("La couleur de la Welche", ["un atout (édition)", "un cœur"]),
    "francion-DF4": ("La Welche peut-elle être forcée\u00a0?", ["jamais (édition)", "quand c’est la seule carte"]),
    "francion-DF5": ("Ce que demande l’entame de la Welche", ["atout (édition)", "cœur", "rien (libre)"]),
    "francion-DF6": ("L’as, le roi d’atout et la Welche ensemble", ["le roi l’emporte (édition)", "l’as l’emporte"]),
    "francion-DF7": ("Les égalités au tirage de la première donne", ["seuls les ex aequo tirent de nouveau (édition)", "tout le monde tire de nouveau"]),
    "francion-DF8": ("Les bêtes du dernier coup", ["annulées (édition)", "payées au gagnant"]),
    "francion-DF9": ("Les paiements de la Welche que la source a perdus", ["perdus\u00a0: rien n’est payé (édition)", "payés comme la retourne (4 jetons)"]),
    "skill-briscan": ("L’habileté contre la chance\u00a0: briscan", ["Briscan, 2 joueurs"]),
    "skill-brisque": ("L’habileté contre la chance\u00a0: brisque", ["Brisque, 2 joueurs"]),
    "skill-emprunt": ("L’habileté contre la chance\u00a0: emprunt", ["Emprunt, 4 joueurs"]),
    "skill-francion": ("L’habileté contre la chance\u00a0: francion", ["Francion, 4 joueurs"]),
    "skill-tarot": ("L’habileté contre la chance\u00a0: tarot", ["Tarot, 4 joueurs"]),
    "skill-triomphe": ("L’habileté contre la chance\u00a0: triomphe", ["Triomphe, 4 joueurs"]),
    "tarot-TAR1": ("L’Excuse jouée à la dernière levée", ["au gagnant de la levée (la règle de club)", "au camp adverse (édition)"]),
    "tarot-TAR2": ("Les misères\u00a0: qui paie", ["tous les autres joueurs (édition)", "un seul 10"]),
    "tarot-TAR3": ("La goulash\u00a0: comment se marque une donne", ["règlement par paires (édition)", "pas de marque"]),
    "tarot-TAR4": ("La durée d’une partie", ["deux tours de table (8 donnes) (édition)", "un tour (4 donnes)"]),
    "tarot-TAR5": ("Les misères\u00a0: quelle main est jugée", ["telle que donnée (édition)", "après l’écart du preneur"]),
    "tarot-TAR7": ("Un échange de l’Excuse qui ne peut jamais se faire", ["un demi-point (édition)", "l’Excuse est perdue"]),
    "tarot-goulash": ("Le tarot avec et sans goulash", ["tout le monde passe\u00a0: donne annulée (par défaut)", "tout le monde passe\u00a0: goulash"]),
    "tarot-miseres": ("Le tarot avec et sans misères", ["sans misères (par défaut)", "avec misères"]),
    "tarot-players": ("Le tarot selon le nombre de joueurs", ["3 joueurs", "4 joueurs", "5 joueurs"]),
    "triomphe-DT2": ("Les cartes de chaque joueur au jeu individuel", ["5 cartes (édition)", "4 cartes", "6 cartes"]),
    "triomphe-DT3": ("Forcée\u00a0: le joueur sans la couleur après une coupe", ["doit surcouper (édition)", "n’importe quelle triomphe"]),
    "triomphe-DT4": ("Au forçat\u00a0: le joueur qui ne peut battre la couleur demandée", ["fournit (édition)", "doit couper"]),
    "triomphe-DT5": ("Qui porte la charge d’un abandon refusé", ["le camp qui refuse (édition)", "le camp qui demande"]),
    "triomphe-DT6": ("Assez de levées pour engager la vole", ["une majorité stricte (édition)", "la moitié, avec la primauté"]),
    "triomphe-DT7": ("Le but du jeu par équipes", ["5 points (édition)", "7 points"]),
    "triomphe-DT8": ("Comment se rangent les cartes au tirage de la donne", ["l’ordre du jeu (édition)", "ordre naturel, as en tête"]),
    "triomphe-forms": ("Les formes de la triomphe (4 joueurs)", ["individuel (par défaut dans l’édition)", "par équipes (2 contre 2)", "l’As qui pille"]),
    "triomphe-regimes": ("Les quatre régimes de la triomphe", ["forcée (1725, par défaut dans l’édition)", "au forçat", "au plaisant", "règles générales seules"]),
}  # fmt: skip

NOTES_FR: dict[str, str] = {
    "emprunt-DE1": "Les réglages donnent 12 ou 10 cartes à partir des mêmes battages\u00a0: les mains ne sont pas les mêmes.",
    "triomphe-DT2": "Les réglages donnent 4, 5 ou 6 cartes à partir des mêmes battages\u00a0: les mains ne sont pas les mêmes.",
    "triomphe-forms": (
        "Les formes placent les joueurs et tirent la donne différemment\u00a0: leurs donnes ne sont donc pas "
        "des duplicatas et ne sont pas comparées coup par coup."
    ),
}

EVENTS_FR: dict[str, dict[str, str]] = {
    "triomphe": {
        "vole": "vole faite (toutes les levées, 2 points)",
        "vole-failed": "vole engagée manquée",
        "concession": "abandon demandé",
        "lay-down": "jeu abattu",
        "pillage": "pillage",
    },
    "tarot": {
        "all-pass": "tout le monde passe (donne annulée ou goulash)",
        "goulash": "goulash jouée",
        "taker-wins": "le preneur remplit son contrat",
        "petit-au-bout": "petit au bout",
        "chelem": "chelem",
        "misere": "une misère annoncée",
        "poignee": "une poignée montrée",
    },
    "francion": {"beast": "un joueur fait la bête", "sweep": "un joueur fait 5 levées ou plus"},
    "briscan": {
        "exchange": "sept d’atout échangé",
        "meld": "une annonce faite",
        "carte-blanche": "carte blanche",
        "big-deal": "un joueur marque 100 ou plus dans la donne",
    },
    "emprunt": {
        "borrowing": "au moins une carte empruntée",
        "talon-draw": "une carte tirée du talon",
        "void-deal": "donne nulle (tous vidés en prêtant)",
        "out-by-lending": "gagnée en prêtant la dernière carte",
    },
}
EVENTS_FR["brisque"] = EVENTS_FR["briscan"]

# The words of the generated blocks: English exactly as the pages have always printed them.
WORDS: dict[str, dict[str, str]] = {
    "en": {
        "dealer": "dealer",
        "first_after": "1st after the dealer",
        "non_dealer": "non-dealer",
        "nth_after": "{nth} after the dealer",
        "at_most": "0 % (at most {x} %)",
        "at_least": "100 % (at least {x} %)",
        "percent": "{x} %",
        "measure": "Measure",
        "share_hands": "share of hands (%)",
        "hands_matches": "hands (matches)",
        "best_result": "best result of the hand: {pos}",
        "mean_points": "mean points per hand: {pos}",
        "actions": "actions per hand",
        "tricks": "tricks per hand",
        "hands_per_match": "hands per match",
        "spread_row": "score spread in a hand (best − worst)",
        "spread": "score spread",
        "cmp_differing": "decisions whose legal moves differ from the first setting's",
        "reference": "(reference)",
        "cmp_parted": "first hands that part (a move the first setting makes is illegal here)",
        "cmp_result": "first hands whose result differs",
        "cmp_same_deal": "same deal as the first setting",
        "what_positions": "Share of hands in which each position, counted from the dealer, has the best result",
        "what_dealer": "Share of hands in which the dealer has the best result",
        "desc": "{what} (ties shared), with 95 % intervals. {parts}. The table below gives these numbers and the other measures.",
        "position": "position",
        "setting": "setting",
        "x_best": "hands with the best result (%)",
        "over": "Over at least {n} hands per setting, Novice against Novice on duplicate deals",
        "deals_differ": " (the same shuffles, though the settings deal different hands)",
        "changes_moves": "*{label}* changes the legal moves at {differing} of decisions and the result of {result} of first hands",
        "under": "{rate} ± {half} % under *{label}*",
        "dealer_best": "The dealer has the best result in {dealer}.",
        "diff_measure": "{label} {ref} under *{ref_label}* against {value} ± {ci} under *{label_s}*",
        "diff_event": "{label} {ref} % against {value} % ({lo}–{hi})",
        "diff_best": "best result for the {pos} {ref} % against {value} %",
        "diff_points": "mean points of the {pos} {ref} against {value} ± {ci}",
        "nothing": (
            "In Novice play this switch never changed a legal move or a result: it changes "
            "nothing measurable here (a finding about the switch under this policy, not a proof "
            "that it never matters between stronger players)."
        ),
        "match_only": "It never changed a legal move nor the result of a first hand, but it changes the match: ",
        "measurable": "Measurable differences (beyond the 95 % interval of the difference): ",
        "unmeasurable": (
            "No measured quantity (results and points by position, length, spread, events) "
            "differs beyond the 95 % interval of the difference: whatever the switch changes, it "
            "changes too little to show at this sample size."
        ),
        "stale": (
            "These results were computed with an earlier version of the rules or engine (their "
            "fingerprint no longer matches): re-run pending."
        ),
        "verified": (
            " Computed with an earlier version of the engine and verified against this one on {when}: "
            "its first {n} {what} replay identically."
        ),
        "matches_word": "matches",
        "deals_word": "deals",
        "provenance": (
            "Study {sid}: {matches} matches per setting from seeds {first}–{last}, Novice bots (the games' "
            "own playing policy) in every seat; rules fingerprint {fingerprints}; reproduce with {command}. "
            "{link}."
        ),
        "how_made": "How these numbers are made",
        "numbers": "{caption}: the numbers (95 % intervals)",
        "what_changes": "What this choice changes ({decision})",
        "back": "Back to decision {decision}",
        "no_switch_heading": "Decisions without a switch",
        "no_switch_have": " have",
        "no_switch_has": " has",
        "no_switch": " no alternative in the engine, so there is nothing to play the other way.",
        "section_heading": "What each choice changes",
        "section_intro": (
            "Each editorial decision with a switch was played both ways on the same deals by the "
            "archive's computer players (the [Variant laboratory](../../lab.md) explains how). "
            "The measures are those of Novice play: they show what a switch does to an ordinary game, "
            "not what expert players would make of it."
        ),
        "no_skill": "No skill study has been run yet.",
        "skill_deals": "deals",
        "skill_pairs": "seat pairs",
        "skill_margin": "search bot's margin (points per hand)",
        "skill_share": "variance explained by skill",
        "skill_luck": "by the deal and seat (luck)",
        "skill_left": "left (interaction)",
        "skill_caption": (
            "Skill against luck: the search bot against the Novice on duplicate seats (95 % intervals; "
            "skill share: bootstrap over deals)"
        ),
        "game": "Game",
        "never_changed": "Never changed a legal move nor a result in Novice play:",
        "none_listed": "- (none)",
        "small_changes": "Changed some moves or results, but no measured quantity beyond its 95 % interval:",
        "no_results": "No results are committed for the study `{sid}` yet: run `python -m tapisvert.lab run {sid}`.",
    },
    "fr": {
        "dealer": "donneur",
        "first_after": "1er après le donneur",
        "non_dealer": "non-donneur",
        "nth_after": "{nth} après le donneur",
        "at_most": "0\u00a0% (au plus {x}\u00a0%)",
        "at_least": "100\u00a0% (au moins {x}\u00a0%)",
        "percent": "{x}\u00a0%",
        "measure": "Mesure",
        "share_hands": "part des donnes (%)",
        "hands_matches": "donnes (parties)",
        "best_result": "meilleur résultat de la donne\u00a0: {pos}",
        "mean_points": "points moyens par donne\u00a0: {pos}",
        "actions": "actions par donne",
        "tricks": "levées par donne",
        "hands_per_match": "donnes par partie",
        "spread_row": "écart de marque dans une donne (meilleur − pire)",
        "spread": "écart de marque",
        "cmp_differing": "décisions dont les coups permis diffèrent de ceux du premier réglage",
        "reference": "(référence)",
        "cmp_parted": "premières donnes qui divergent (un coup du premier réglage est interdit ici)",
        "cmp_result": "premières donnes dont le résultat diffère",
        "cmp_same_deal": "même donne que le premier réglage",
        "what_positions": "Part des donnes où chaque place, comptée à partir du donneur, a le meilleur résultat",
        "what_dealer": "Part des donnes où le donneur a le meilleur résultat",
        "desc": (
            "{what} (égalités partagées), avec des intervalles à 95\u00a0%. {parts}. Le tableau ci-dessous "
            "donne ces nombres et les autres mesures."
        ),
        "position": "place",
        "setting": "réglage",
        "x_best": "donnes au meilleur résultat (%)",
        "over": "Sur au moins {n} donnes par réglage, Novice contre Novice sur des donnes en duplicate",
        "deals_differ": " (les mêmes battages, bien que les réglages ne donnent pas les mêmes mains)",
        "changes_moves": (
            "*{label}* change les coups permis à {differing} des décisions et le résultat de {result} "
            "des premières donnes"
        ),
        "under": "{rate} ± {half}\u00a0% des donnes avec *{label}*",
        "dealer_best": "Le donneur a le meilleur résultat dans {dealer}.",
        "diff_measure": "{label} {ref} avec *{ref_label}* contre {value} ± {ci} avec *{label_s}*",
        "diff_event": "{label} {ref}\u00a0% contre {value}\u00a0% ({lo}–{hi})",
        "diff_best": "meilleur résultat pour le {pos} {ref}\u00a0% contre {value}\u00a0%",
        "diff_points": "points moyens du {pos} {ref} contre {value} ± {ci}",
        "nothing": (
            "Entre Novices, cette variante n’a jamais changé un coup permis ni un résultat\u00a0: elle ne "
            "change ici rien de mesurable (un constat sur la variante jouée ainsi, non la preuve qu’elle "
            "ne compte jamais entre joueurs plus forts)."
        ),
        "match_only": (
            "Elle n’a jamais changé un coup permis ni le résultat d’une première donne, mais elle change "
            "la partie\u00a0: "
        ),
        "measurable": "Différences mesurables (au-delà de l’intervalle à 95\u00a0% de la différence)\u00a0: ",
        "unmeasurable": (
            "Aucune grandeur mesurée (résultats et points par place, longueur, écart, événements) ne "
            "diffère au-delà de l’intervalle à 95\u00a0% de la différence\u00a0: quoi que change la "
            "variante, elle change trop peu pour se voir sur cet échantillon."
        ),
        "stale": (
            "Ces résultats ont été calculés avec une version antérieure des règles ou du moteur (leur "
            "empreinte ne correspond plus)\u00a0: à recalculer."
        ),
        "verified": (
            " Calculés avec une version antérieure du moteur et vérifiés avec celle-ci le {when}\u00a0: "
            "ses {n} premières {what} se rejouent à l’identique."
        ),
        "matches_word": "parties",
        "deals_word": "donnes",
        "provenance": (
            "Étude {sid}\u00a0: {matches} parties par réglage à partir des graines {first}–{last}, des "
            "Novices (la manière de jouer propre à chaque jeu) à toutes les places\u00a0; empreinte des "
            "règles {fingerprints}\u00a0; pour reproduire\u00a0: {command}. {link}."
        ),
        "how_made": "Comment ces nombres sont obtenus",
        "numbers": "{caption}\u00a0: les nombres (intervalles à 95\u00a0%)",
        "what_changes": "Ce que change ce choix ({decision})",
        "back": "Retour à la décision {decision}",
        "no_switch_heading": "Décisions sans variante",
        "no_switch_have": " n’ont",
        "no_switch_has": " n’a",
        "no_switch": " pas d’autre lecture dans le moteur\u00a0: il n’y a donc rien à jouer autrement.",
        "section_heading": "Ce que change chaque choix",
        "section_intro": (
            "Chaque décision éditoriale dotée d’une variante a été jouée des deux façons sur les mêmes "
            "donnes par les joueurs artificiels de l’archive (le [laboratoire des variantes](../../lab.md) "
            "explique comment). Les mesures sont celles du jeu des Novices\u00a0: elles montrent ce "
            "qu’une variante fait à une partie ordinaire, non ce que des joueurs experts en feraient."
        ),
        "no_skill": "Aucune étude d’habileté n’a encore été faite.",
        "skill_deals": "donnes",
        "skill_pairs": "paires de places",
        "skill_margin": "avance du joueur à recherche (points par donne)",
        "skill_share": "variance expliquée par l’habileté",
        "skill_luck": "par la donne et la place (chance)",
        "skill_left": "reste (interaction)",
        "skill_caption": (
            "L’habileté contre la chance\u00a0: le joueur à recherche contre le Novice sur des places "
            "en duplicate (intervalles à 95\u00a0%\u00a0; part de l’habileté\u00a0: bootstrap sur les donnes)"
        ),
        "game": "Jeu",
        "never_changed": "N’ont jamais changé un coup permis ni un résultat entre Novices\u00a0:",
        "none_listed": "- (aucune)",
        "small_changes": (
            "Ont changé des coups ou des résultats, mais aucune grandeur mesurée au-delà de son "
            "intervalle à 95\u00a0%\u00a0:"
        ),
        "no_results": (
            "Aucun résultat n’est encore enregistré pour l’étude `{sid}`\u00a0: lancez "
            "`python -m tapisvert.lab run {sid}`."
        ),
    },
}


def lang() -> str:
    from sitebuild.languages import figure_words

    return figure_words.lang()


def w(key: str, **values: Any) -> str:
    """The words of ``key`` in the language of the page being built."""
    return WORDS[lang()][key].format(**values)


def number(value: float, spec: str) -> str:
    """``value`` formatted by ``spec``, the French way on a French page (decimal comma, thin no-break
    space between thousands)."""
    text = format(value, spec)
    if lang() == "fr":
        text = text.replace(",", "\u202f").replace(".", ",")
    return text


def title(sid: str, english: str) -> str:
    return english if lang() == "en" else STUDIES_FR[sid][0]


def note(sid: str, english: str) -> str:
    return english if lang() == "en" else NOTES_FR[sid]


def settings(sid: str, english: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """A study's settings with their labels in the page's language (copies; the data unchanged)."""
    if lang() == "en":
        return english
    labels = STUDIES_FR[sid][1]
    return [{**s, "label": labels[i]} for i, s in enumerate(english)]


def event_labels(game: str, english: dict[str, str]) -> dict[str, str]:
    return english if lang() == "en" else {eid: EVENTS_FR[game][eid] for eid in english}
