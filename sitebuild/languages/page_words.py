"""The words the generated pages frame their data with, in each edition's language (issue 42).

The rules pages (``sitebuild/templates/rules.html.j2``) and the error pages take their framing words
from here, by the build's language (``config["theme"]["language"]``, :mod:`sitebuild.languages.edition`); the
rules' own prose comes from the engine (``tapisvert.rule_words``), the quoted source words stay as
received. Every language has every key (:func:`check`, a test): a key missing in French would
otherwise print an English word in the French edition.
"""

from __future__ import annotations

#: Section titles for the second part of rule ids (``triomphe.<section>.<name>``), in words, accented
#: where the word is French. Every section key must have one: a key without a title fails the build
#: (:func:`english_section_title`), so an engine name never becomes a heading, a ToC entry or a search title.
SECTION_TITLES = {
    "cards": "The pack",
    "order": "Order of the cards",
    "trump": "The trump suit",
    "deal": "Dealing",
    "individual": "The individual game",
    "team": "The team game",
    "match": "The match",
    "play": "Playing the cards",
    "general": "General rules of play",
    "trick": "Winning a trick",
    "regime": "The three trump regimes",
    "forcat": "Au forçat",
    "plaisant": "Au plaisant",
    "forcee": "Triomphe forcée",
    "score": "Scoring a hand",
    "vole": "The committed vole",
    "concede": "Conceding the point",
    "pillage": "The Ace that Pillages",
    "exchange": "The exchange of the seven",
    "final": "The last tricks (talon exhausted)",
    "meld": "Declarations (melds)",
    "bonus": "Bonuses",
    "purse": "Boxes, counters and tokens",
    "welche": "The Welche",
    "pay": "Paying for the tricks",
    "beast": "Beasts",
    "going-out": "Going out",
    "settlement": "Settlement",
    "players": "The players",
    "bid": "Bidding",
    "call": "Calling a king",
    "chien": "The chien",
    "excuse": "The Excuse",
    "poignee": "Poignées",
    "chelem": "Chelem",
    "misere": "Misères",
    "goulash": "Goulash",
}


class UntitledSectionError(ValueError):
    """A rule id names a section that has no heading in words (:data:`SECTION_TITLES`)."""


def english_section_title(key: str) -> str:
    try:
        return SECTION_TITLES[key]
    except KeyError:
        raise UntitledSectionError(
            f"the rules section {key!r} has no heading in words: add it to SECTION_TITLES in "
            "sitebuild/languages/page_words.py (a heading derived from the id would show an engine name)"
        ) from None


#: Section headings of the rules pages (the second part of a rule id), in French. The heading keeps
#: the English heading's slug as its id (the language switch lands on the same anchor).
SECTION_TITLES_FR = {
    "cards": "Le jeu de cartes",
    "order": "L’ordre des cartes",
    "trump": "La triomphe",
    "deal": "La donne",
    "individual": "La partie seule",
    "team": "Le jeu en équipes",
    "match": "La partie",
    "play": "Le jeu de la carte",
    "general": "Règles générales du jeu",
    "trick": "Qui fait la levée",
    "regime": "Les trois manières de jouer les triomphes",
    "forcat": "Au forçat",
    "plaisant": "Au plaisant",
    "forcee": "Triomphe forcée",
    "score": "La marque d’un coup",
    "vole": "La vole annoncée",
    "concede": "Donner le point",
    "pillage": "L’As qui pille",
    "exchange": "L’échange du sept",
    "final": "Les dernières levées (talon épuisé)",
    "meld": "Les annonces",
    "bonus": "Les primes",
    "purse": "Boîtes, fiches et jetons",
    "welche": "Le Welche",
    "pay": "Le paiement des levées",
    "beast": "Les bêtes",
    "going-out": "La sortie",
    "settlement": "Le règlement",
    "players": "Les joueurs",
    "bid": "Les enchères",
    "call": "L’appel au roi",
    "chien": "Le chien",
    "excuse": "L’Excuse",
    "poignee": "Les poignées",
    "chelem": "Le chelem",
    "misere": "Les misères",
    "goulash": "La goulash",
}

#: The status of a rule as the French edition names it (the CSS classes keep the English ids).
STATUS_NAMES = {
    "en": {s: s for s in ("stated", "inferred", "restored", "reconstructed", "editorial")},
    "fr": {
        "stated": "énoncée",
        "inferred": "déduite",
        "restored": "restituée",
        "reconstructed": "reconstituée",
        "editorial": "éditoriale",
    },
}

#: The definitions of the statuses in French (the English ones are the engine's STATUS_DEFINITIONS).
STATUS_DEFINITIONS_FR = {
    "stated": "le texte reçu le dit ; la règle cite les mots des paragraphes auxquels elle renvoie.",
    "inferred": "le texte reçu l’implique sans le dire en propres termes ; la règle cite les mots dont "
    "elle découle et sa note donne le raisonnement.",
    "restored": "ce témoin l’a perdu ; un témoin nommé du même texte le fournit (par exemple l’original "
    "français de la liste des cartes de Francion), et la règle cite ce témoin.",
    "reconstructed": "aucun témoin du texte ne le dit ; la règle est tirée de sources comparables nommées "
    "(les règles de la Fédération pour le Tarot, le Hoc Mazarin pour l’Emprunt, un récit plus tardif pour "
    "le jeu du Briscan), qui renvoient à la bibliographie.",
    "editorial": "un choix de cette édition là où le texte se tait, est perdu ou impossible : une lecture "
    "dont l’autre lecture est offerte comme option du jeu, ou un réglage de table (un but, une durée, une "
    "manière de donner) que les joueurs peuvent changer.",
}

NBSP = "\u00a0"

#: The rules pages' framing words.
RULES = {
    "en": {
        "rules_count": "{n} rules",
        "each_status": ", each with its status:",
        "legend": (
            "Beside each rule stand the source's own words it rests on. The ¶ links open the paragraph of the\n"
            "received text, and say what the paragraph does for the rule: <strong>Source</strong>, the paragraph's\n"
            "words state it; <strong>Context</strong>, the place where the text is silent on it (a reconstructed or\n"
            "editorial rule needs no source of its own); <strong>Against</strong>, the text says otherwise, and why\n"
            "the edition departs from it. The apparatus links open the edition's note on a damaged place;\n"
            "authorities link the bibliography; editorial rules name their decision or table setting, listed at the\n"
            "end of the page. The rules are also a dataset, versioned with the edition:"
        ),
        "counts": "Counts",
        "link_rule": "Link to this rule",
        "received_text": "The received text",
        "received_text_rests": "The received text, on which the rule rests",
        "source": "Source",
        "context": "Context",
        "context_title": "Where the text is silent: the paragraph does not state the rule",
        "apparatus": "Apparatus",
        "authorities": "Authorities",
        "authority": "Authority",
        "table_setting": "Table setting",
        "editorial_decision": "Editorial decision",
        "against": "Against",
        "quoted_in_part": "Quoted in part",
        "qualifier": "The qualifier of the quote",
        "setting": "Setting",
        "decision": "Decision",
        "default": "Default",
        "alternative": "Alternative",
        "reason": "Reason",
        "option": "Option",
        "default_word": "default",
        "fixed_engine": "none: fixed in the engine",
        "question": "Question",
        "rules": "Rules",
        "fixed": "(fixed)",
        "none": "(none)",
        "decisions_heading": "Editorial decisions",
        "decisions_intro": (
            "Where the received text is silent or lost, or can be read two ways, and no other authority settles the\n"
            "point, the edition decides. Each decision is a reading: it names its default, the alternative reading,\n"
            "the reason, and the engine option whose value gives the alternative (also offered in the settings of\n"
            "the table)."
        ),
        "settings_heading": "Table settings",
        "settings_intro": (
            "Conventions the players agree at the table (a target, a length, a way of dealing): not readings of the\n"
            "text but settings, each with the edition's default and the option that sets it."
        ),
        "open": "“",
        "close": "”",
        "colon": ":",
        "untranslated": "",
    },
    "fr": {
        "rules_count": "{n} règles",
        "each_status": ", chacune avec son statut" + NBSP + ":",
        "legend": (
            "À côté de chaque règle figurent les mots de la source sur lesquels elle repose. Les liens ¶ "
            "ouvrent le paragraphe du texte reçu et disent ce qu’il fait pour la règle"
            + NBSP
            + ": <strong>Source</strong>, les mots du paragraphe l’énoncent ; <strong>Contexte</strong>, "
            "l’endroit où le texte se tait (une règle reconstituée ou éditoriale n’a pas besoin de source "
            "propre) ; <strong>Contre</strong>, le texte dit autre chose, et pourquoi l’édition s’en écarte. "
            "Les liens d’apparat ouvrent la note de l’édition sur un passage endommagé ; les autorités "
            "renvoient à la bibliographie ; les règles éditoriales nomment leur décision ou leur réglage de "
            "table, donnés en fin de page. Les règles forment aussi un jeu de données, versionné avec "
            "l’édition" + NBSP + ":"
        ),
        "counts": "Décompte",
        "link_rule": "Lien vers cette règle",
        "received_text": "Le texte reçu",
        "received_text_rests": "Le texte reçu, sur lequel la règle repose",
        "source": "Source",
        "context": "Contexte",
        "context_title": "Là où le texte se tait : le paragraphe n’énonce pas la règle",
        "apparatus": "Apparat",
        "authorities": "Autorités",
        "authority": "Autorité",
        "table_setting": "Réglage de table",
        "editorial_decision": "Décision éditoriale",
        "against": "Contre",
        "quoted_in_part": "Cité en partie",
        "qualifier": "La réserve de la citation",
        "setting": "Réglage",
        "decision": "Décision",
        "default": "Par défaut",
        "alternative": "Autre lecture",
        "reason": "Raison",
        "option": "Option",
        "default_word": "par défaut",
        "fixed_engine": "aucune : fixée dans le moteur",
        "question": "Question",
        "rules": "Règles",
        "fixed": "(fixe)",
        "none": "(aucune)",
        "decisions_heading": "Décisions éditoriales",
        "decisions_intro": (
            "Là où le texte reçu se tait, est perdu ou se lit de deux manières, et qu’aucune autre autorité "
            "ne tranche, l’édition décide. Chaque décision est une lecture" + NBSP + ": elle nomme sa valeur "
            "par défaut, l’autre lecture, sa raison, et l’option du moteur qui donne l’autre lecture (offerte "
            "aussi dans les réglages de la table)."
        ),
        "settings_heading": "Réglages de table",
        "settings_intro": (
            "Des conventions dont les joueurs conviennent à table (un but, une durée, une manière de donner)"
            + NBSP
            + ": non des lectures du texte, mais des réglages, chacun avec la valeur par défaut de l’édition "
            "et l’option qui le règle."
        ),
        "open": "«" + NBSP,
        "close": NBSP + "»",
        "colon": NBSP + ":",
        "untranslated": "(pas encore traduit)",
    },
}


def rules_words(lang: str) -> dict[str, str]:
    return RULES[lang]


def section_title(key: str, lang: str) -> str:
    english = english_section_title(key)  # fails the build for a key without a heading
    if lang == "en":
        return english
    try:
        return SECTION_TITLES_FR[key]
    except KeyError:
        raise UntitledSectionError(
            f"the rules section {key!r} has no French heading: add it to SECTION_TITLES_FR in "
            "sitebuild/languages/page_words.py"
        ) from None


def statuses(lang: str) -> tuple[tuple[str, str], ...]:
    """(status, definition) pairs in ``lang``."""
    from tapisvert.rulebook import STATUS_DEFINITIONS

    if lang == "en":
        return tuple(STATUS_DEFINITIONS.items())
    return tuple((s, STATUS_DEFINITIONS_FR[s]) for s in STATUS_DEFINITIONS)


def check() -> list[str]:
    """Keys of one language missing in another (empty when every language is whole)."""
    out = []
    for lang, words in RULES.items():
        for key in RULES["en"].keys() - words.keys():
            out.append(f"RULES[{lang!r}] lacks {key!r}")
    out += [f"SECTION_TITLES_FR lacks {k!r}" for k in section_keys() - SECTION_TITLES_FR.keys()]
    from tapisvert.rulebook import STATUS_DEFINITIONS

    out += [
        f"STATUS_DEFINITIONS_FR lacks {s!r}" for s in STATUS_DEFINITIONS.keys() - STATUS_DEFINITIONS_FR.keys()
    ]
    out += [f"STATUS_NAMES['fr'] lacks {s!r}" for s in STATUS_DEFINITIONS.keys() - STATUS_NAMES["fr"].keys()]
    return out


def section_keys() -> set[str]:
    return set(SECTION_TITLES)
