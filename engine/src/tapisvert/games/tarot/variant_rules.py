"""French Tarot: the rules of the optional variants (Misères and the others an option turns
on), registered after the rules of the normal game (``rules.py`` calls :func:`register`)."""

from collections.abc import Callable
from typing import Any


def register(R: Callable[..., Any]) -> None:
    R(
        "misere.kinds",
        "Variant Misères: misère d'atout (no trump and not the Excuse) and misère d'honneurs "
        "(no king, queen, knight or jack, and no bout), each worth 10.",
        paragraphs=(93, 95, 97),
        apparatus=("T7", "T8", "T9"),
        quote=(
            "Misère d'Atout : aucun Atout ni l'Excuse, 10 points",
            "Misère d'Honneurs : aucune Figure (Tête) ni Bout, 10 points",
        ),
        note="Like the poignée, the 10 is not multiplied by the contract: it is paid at once (¶99).",
    )
    R(
        "misere.paid",
        "An announced misère is paid at once to the declarer, whichever side wins.",
        paragraphs=(99,),
        apparatus=("T10",),
        quote="Les Misères annoncées sont payées immédiatement au déclarant, quel que soit le camp vainqueur.",
    )
    R(
        "misere.payers",
        "Every other player pays the declarer 10.",
        status="editorial",
        context=(99,),
        decision="TAR2",
        apparatus=("T10",),
    )
    R(
        "misere.when",
        "A misère is announced just before the player's first card, like a poignée; one "
        "player may announce both kinds, and the engine checks that the hand qualifies, so it is not shown.",
        status="reconstructed",
        context=(99,),
        authorities=("sdm-misere",),
        note="The help page says only that announced misères are paid at once (¶99).",
    )
    R(
        "misere.hand",
        "A misère is judged on the cards as dealt, before any chien or discard.",
        status="editorial",
        context=(95, 97),
        decision="TAR5",
    )
    R(
        "goulash.when",
        "Variant Goulash: if everybody passes, the deal is played out, each for himself, "
        "to take as few points as possible.",
        paragraphs=(103,),
        apparatus=("T11", "T12"),
        quote="Si tout le monde passe, chacun joue pour soi et le but est de prendre le moins de points possible.",
    )
    R(
        "goulash.play",
        "In Goulash the play of the cards is unchanged, but there is no Petit au bout, no chelem, and no "
        "poignée can be declared.",
        paragraphs=(105,),
        apparatus=("T13",),
        quote="Le jeu de la carte est identique mais il n'y a pas de Petit au Bout ni de Chelem et on ne peut "
        "pas déclarer de Poignée.",
    )
    R(
        "goulash.excuse",
        "In Goulash the Excuse stays with the player who plays it; played to the last trick it wins that trick.",
        paragraphs=(107,),
        apparatus=("T14",),
        quote="L'Excuse reste la propriété de celui qui le joue. Si elle est jouée au dernier pli, elle le remporte.",
    )
    R(
        "goulash.chien",
        "In Goulash the chien is not turned up and belongs to nobody.",
        paragraphs=(109,),
        apparatus=("T15",),
        quote="Le Chien n'est pas révélé et n'appartient à personne.",
    )
    R(
        "goulash.scoring",
        "A Goulash deal is scored by settling card points pairwise: player i scores Σp − n·pᵢ.",
        status="editorial",
        decision="TAR3",
        context=(103,),
        apparatus=("T12",),
    )
