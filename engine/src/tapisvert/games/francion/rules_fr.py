"""The French words of this folder's rules and decisions (issue 42), read by :mod:`tapisvert.rule_words`.

``RULES`` maps a rule id to its prose fields in French (``statement``, and ``note``,
``alternative``, ``reason`` where the English rule has them; ``against`` and ``exempt`` as lists
in the English order). ``DECISIONS`` maps ``"<book>.<decision id>"`` to ``title``, ``default``,
``alternative`` and ``reason``. Quoted source words are never here: they stay verbatim in their
own language.
"""

RULES: dict[str, dict[str, str | list[str]]] = {
    "francion.cards.players": {
        "statement": "Le Francion se joue à 3, 4 ou 5 joueurs, chacun pour soi.",
    },
    "francion.cards.pack": {
        "statement": (
            "Le jeu de cartes dépend du nombre de joueurs : 32 cartes à 3 joueurs, le jeu de quadrille de "
            "40 cartes (le jeu de 52 cartes sans ses 8, 9 et 10) à 4, les 52 cartes entières à 5."
        ),
        "note": (
            "Le texte reçu annonce la liste (« a larger or smaller deck of cards is used : ») et la "
            "perd ; l’original français de la même page la donne."
        ),
    },
    "francion.cards.piquet-pack": {
        "statement": "Le jeu de 32 cartes est le jeu de piquet : as, roi, dame, valet, 10, 9, 8 et 7 de chaque couleur.",
        "note": (
            "L’original français dit seulement « un jeu de 32 cartes » ; le jeu de 32 cartes des jeux "
            "français de l’époque (Triomphe, Piquet) a ces rangs."
        ),
    },
    "francion.purse.boxes": {
        "statement": (
            "Chaque joueur commence avec une boîte de fiches et un multiple de 9 jetons, en nombres "
            "convenus (les options start_counters et start_tokens) ; une fiche vaut 9 jetons."
        ),
    },
    "francion.purse.media": {
        "statement": "Les levées se paient en jetons ; le gagnant de la partie est payé en fiches.",
        "note": "Les deux listes du texte reçu ne gardent que leur premier article (apparat A12 et A13).",
    },
    "francion.purse.media-other": {
        "statement": "Les mises, les bêtes et le Welche se paient aussi en jetons.",
        "note": (
            "La liste des paiements en jetons (¶21–22) a perdu ces articles ; le texte donne chaque "
            "montant en jetons là où il le donne, et c’est ce que l’édition supplée en A12."
        ),
    },
    "francion.purse.debt": {
        "statement": (
            "Le joueur qui doit payer plus que sa boîte ne contient paie tout de même : ce qui manque "
            "apparaît comme une dette."
        ),
    },
    "francion.deal.first-dealer": {
        "statement": (
            "Chaque joueur tire une carte du jeu étalé ; la plus basse donne la première. Pour ce tirage, "
            "l’as est la plus haute carte, puis le roi, la dame, et ainsi de suite."
        ),
        "note": "Les pouvoirs du Welche (¶10–11) sont des pouvoirs de jeu : au tirage, l’as de cœur est un as.",
    },
    "francion.deal.draw-ties": {
        "statement": "Les joueurs à égalité pour la plus basse carte tirent de nouveau.",
    },
    "francion.deal.direction": {
        "statement": (
            "La donne et le jeu vont dans le sens inverse des aiguilles d’une montre : après chaque "
            "joueur vient celui qui est à sa droite."
        ),
    },
    "francion.deal.stake": {
        "statement": "Avant de donner, le donneur pose sur la table 9 de ses jetons, la mise de la main.",
    },
    "francion.deal.cut": {
        "statement": "Le joueur à la gauche du donneur coupe, en enlevant et en laissant au moins quatre cartes.",
    },
    "francion.deal.cards": {
        "statement": (
            "Le donneur distribue 9 cartes à chaque joueur, une à une, dans le sens inverse des aiguilles "
            "d’une montre, en commençant par le joueur assis à sa droite."
        ),
    },
    "francion.deal.turnup": {
        "statement": (
            "La carte suivante est retournée, à demi visible sous le talon ; sa couleur est l’atout. Le "
            "talon et la retourne ne servent pas pendant la main."
        ),
    },
    "francion.deal.rotation": {
        "statement": (
            "La main suivante est donnée par le joueur assis à la droite du donneur, qui a joué le "
            "premier dans la main qui vient de finir."
        ),
        "note": (
            "Le texte reçu ne dit jamais qui donne ensuite. La Triomphe, jeu de la même époque dans ces "
            "archives, passe la donne à « whoever was first to play in the hand that has just ended », ce "
            "qui s’accorde avec la donne et le jeu du Francion dans le sens inverse des aiguilles d’une "
            "montre (¶9). Aucune autre lecture n’a d’appui ; elle n’est donc pas offerte comme option "
            "(c’était la décision DF1)."
        ),
    },
    "francion.order.natural": {
        "statement": (
            "Dans chaque couleur, les cartes se rangent ainsi : as, roi, dame, valet, 10, 9 … 2 (les "
            "rangs du jeu employé)."
        ),
    },
    "francion.welche.power": {
        "statement": "L’as de cœur, le Welche, bat toutes les cartes sauf le roi d’atout.",
    },
    "francion.welche.trump": {
        "statement": "Le Welche compte comme un atout quand on décide du gain du pli.",
    },
    "francion.welche.discretion": {
        "statement": (
            "Le Welche peut se jouer à tout moment, au gré de celui qui le tient, même quand il pourrait "
            "fournir à la couleur."
        ),
    },
    "francion.welche.suit": {
        "statement": "Le Welche appartient à la couleur d’atout, non à cœur.",
        "note": "La liste des particularités du Welche (¶10) ne garde que son premier article.",
    },
    "francion.welche.compelled": {
        "statement": (
            "Le Welche n’est jamais forcé : le joueur dont la seule carte de la couleur exigée est le "
            "Welche est tenu pour n’en pas avoir."
        ),
    },
    "francion.welche.lead": {
        "statement": "Entamer du Welche, c’est entamer atout.",
    },
    "francion.welche.cycle": {
        "statement": (
            "Quand l’as d’atout, le roi d’atout et le Welche tombent dans le même pli, le roi d’atout le "
            "remporte."
        ),
    },
    "francion.welche.turnup": {
        "statement": (
            "Si la retourne est le Welche, chacun des autres joueurs paie 4 jetons au donneur ; cœur est "
            "alors l’atout, et le Welche, sous le talon, est hors du jeu."
        ),
        "note": (
            "Le paiement est celui du texte (¶20 ; « each player » compris comme chaque joueur sauf le "
            "donneur, qui est payé). Le reste découle d’autres paragraphes : le Welche est l’as de cœur "
            "(¶10), la couleur de la retourne est l’atout (¶9), et la retourne est à demi visible sous le "
            "talon, qui « will not be used during this hand » (¶9). Jusqu’au ticket 43, la règle entière "
            "était dite énoncée."
        ),
    },
    "francion.welche.lost-payments": {
        "statement": (
            "Le Welche fait gagner ou perdre des jetons à son détenteur dans d’autres cas, qui sont "
            "perdus : quand il remporte un pli ou tombe sous le roi d’atout, le moteur ne paie rien et "
            "signale l’événement « source perdue »."
        ),
    },
    "francion.play.lead": {
        "statement": (
            "Le joueur assis à la droite du donneur entame le premier pli ; celui qui remporte un pli "
            "entame le suivant."
        ),
    },
    "francion.play.in-turn": {
        "statement": "Chaque joueur joue une carte à son tour, dans le sens du jeu.",
    },
    "francion.play.from-hand": {
        "statement": "Un joueur joue une carte de sa propre main.",
    },
    "francion.play.phase": {
        "statement": (
            "Seules les actions de l’étape en cours sont permises : le jeu de la carte, ou la donne de la "
            "main suivante."
        ),
        "note": (
            "Le texte définit la main comme la phase de jeu comprise entre deux donnes ; qu’on ne donne "
            "pas pendant une main, ni qu’on ne joue une carte entre deux mains, en découle. Jusqu’au "
            "ticket 26, cette règle était dite énoncée, bien que le texte ne le dise pas en toutes "
            "lettres."
        ),
    },
    "francion.play.follow-suit": {
        "statement": "Un joueur doit fournir à la couleur demandée s’il le peut (ou jouer le Welche).",
    },
    "francion.play.void": {
        "statement": (
            "Le joueur qui ne peut pas fournir peut jouer n’importe quelle carte : il n’est pas tenu de "
            "couper, et personne n’est tenu de monter."
        ),
        "note": "Les règles du jeu de la carte (¶12–14) ne gardent que leur premier article.",
    },
    "francion.play.void-trump": {
        "statement": "Le joueur qui ne peut pas fournir doit couper s’il le peut.",
    },
    "francion.trick.highest-trump": {
        "statement": "Quand tous les joueurs ont joué, le plus fort atout remporte le pli, le Welche compris.",
        "note": (
            "Le texte reçu dit « once the four players have played » ; le Francion se joue de 3 à 5 "
            "joueurs (corrigé en A7)."
        ),
    },
    "francion.trick.other-cases": {
        "statement": (
            "Sans le Welche ni atout, la plus forte carte de la couleur demandée remporte le pli ; avec "
            "le Welche, le roi d’atout s’il est dans le pli, sinon le Welche."
        ),
        "note": "Tous les cas qui suivent le premier sont perdus dans le texte reçu.",
    },
    "francion.trick.public": {
        "statement": (
            "Les levées se gardent croisées devant ceux qui les ont faites, afin que chacun puisse les "
            "compter à tout moment."
        ),
    },
    "francion.pay.tricks": {
        "statement": (
            "Après la neuvième levée, le donneur distribue la mise : un neuvième de celle-ci pour chaque "
            "levée faite. Elle va tout entière aux joueurs qui ont fait des levées."
        ),
    },
    "francion.score.point": {
        "statement": "Le joueur qui a fait le plus de levées marque 1 point, en posant une fiche devant lui.",
    },
    "francion.score.precedence": {
        "statement": (
            "Les égalités pour le plus grand nombre de levées se règlent par la primauté : gagne celui "
            "des joueurs à égalité qui est le plus près du donneur, sur sa droite."
        ),
    },
    "francion.score.precedence-dealer": {
        "statement": "Dans cet ordre, le donneur vient le dernier : à égalité, le donneur est le plus mal placé.",
        "note": (
            "Le texte du Francion ne le dit pas ; cela découle du compte qui part de la droite du "
            "donneur, et la Triomphe, jeu de la même époque dans ces archives, le dit en toutes lettres "
            "(« The dealer is then in the worst position »). Jusqu’au ticket 12, cela faisait partie de "
            "score.precedence."
        ),
    },
    "francion.beast.who": {
        "statement": "Tout joueur qui n’a fait aucune levée fait la bête.",
    },
    "francion.beast.amount": {
        "statement": (
            "Le joueur qui a fait la bête met dans la main suivante autant de jetons qu’il y en avait en "
            "jeu dans la main où il l’a faite ; le donneur met toujours ses 9 jetons, et un donneur qui a "
            "fait la bête paie l’un et l’autre."
        ),
    },
    "francion.beast.stake-sequence": {
        "statement": (
            "La mise de la première main est donc de 9 jetons, et chaque mise suivante vaut 9, plus, pour "
            "chaque bête de la main précédente, la mise de cette main : elle peut rester de 9 et est "
            "toujours un multiple de 9."
        ),
    },
    "francion.beast.last-hand": {
        "statement": "Les bêtes faites dans la main qui termine la partie sont annulées.",
    },
    "francion.match.target": {
        "statement": "La partie se joue en 6 points : elle prend fin quand un joueur a 6 fiches devant lui.",
    },
    "francion.match.settlement": {
        "statement": (
            "À la fin, chacun des autres joueurs donne au gagnant autant de fiches qu’il lui manque de "
            "points pour en avoir 6."
        ),
        "note": "La liste des paiements de fin de partie ne garde que cet article.",
    },
}
DECISIONS: dict[str, dict[str, str]] = {
    "francion.DF2": {
        "title": "Ce que doit faire le joueur qui ne peut pas fournir",
        "default": "il peut jouer n’importe quelle carte : il n’est tenu ni de couper, ni de monter",
        "alternative": "il doit couper s’il a de l’atout",
        "reason": (
            "Seul le premier article des règles du jeu de la carte subsiste (¶12–14 : fournir, ou jouer "
            "le Welche). Ni l’Hombre ni le Whist, les jeux dont le Francion s’inspirait et qu’il voulait "
            "concurrencer, n’obligent le joueur qui manque de la couleur à couper, ni celui qui fournit à "
            "prendre la tête du pli."
        ),
    },
    "francion.DF3": {
        "title": "La couleur du Welche",
        "default": "le Welche appartient à la couleur d’atout à tous égards, jamais à cœur",
        "alternative": "le Welche est un cœur qui peut se jouer à tout moment",
        "reason": (
            "Le ¶15 le compte parmi les atouts (« the highest trump, including the Welche »). Dans le "
            "moteur, la couleur du Welche ne compte que pour les obligations : quand il peut être forcé "
            "(l’option de DF4) et, avec l’option de DF2, s’il compte pour un atout qu’on est tenu de "
            "jouer."
        ),
    },
    "francion.DF4": {
        "title": "Le Welche peut-il jamais être forcé ?",
        "default": (
            "jamais : le détenteur dont la seule carte de la couleur exigée est le Welche est tenu pour "
            "n’en pas avoir"
        ),
        "alternative": "le Welche doit être joué quand c’est la seule carte de la couleur exigée que tient son détenteur",
        "reason": "Le ¶13–14 dit que le Welche « may be played at its holder's discretion ».",
    },
    "francion.DF5": {
        "title": "Ce qu’appelle une entame du Welche",
        "default": "entamer du Welche, c’est entamer atout : les autres doivent fournir en atout",
        "alternative": "il appelle du cœur (heart), ou rien du tout : toute carte peut suivre (free)",
        "reason": "Découle de DF3 : si le Welche est un atout, l’entamer, c’est entamer atout.",
    },
    "francion.DF6": {
        "title": "Le gagnant du pli au-delà du cas conservé, et le cercle",
        "default": (
            "si le Welche est dans le pli, le roi d’atout gagne s’il y est, sinon le Welche ; à défaut, "
            "le plus fort atout ; à défaut, la plus forte carte de la couleur demandée. Quand l’as "
            "d’atout, le roi d’atout et le Welche tombent ensemble, le roi d’atout gagne"
        ),
        "alternative": (
            "dans ce cas des trois cartes, l’as d’atout gagne (il bat le roi par son rang, et le Welche "
            "n’est battu que par le roi)"
        ),
        "reason": (
            "La source nomme le roi d’atout comme le seul maître du Welche (¶10–11) ; les cas ordinaires "
            "qui suivent le premier (¶14–15) sont perdus et sont suppléés comme dans tout jeu de levées. "
            "L’as d’atout bat le roi, le Welche bat l’as et le roi bat le Welche : un cercle que le texte "
            "reçu ne tranche pas."
        ),
    },
    "francion.DF7": {
        "title": "Les égalités au tirage pour la première donne",
        "default": "seuls les joueurs à égalité pour la plus basse carte tirent de nouveau",
        "alternative": "tout le monde tire de nouveau",
        "reason": (
            "La source est muette (le ¶9 donne le tirage, non ses égalités). Faire retirer les seuls "
            "joueurs à égalité garde leur sens aux cartes déjà tirées ; un nouveau tirage de tous est "
            "l’autre usage courant."
        ),
    },
    "francion.DF8": {
        "title": "Les bêtes faites dans la main qui termine la partie",
        "default": "elles sont annulées : il n’y a pas de main suivante où les mettre",
        "alternative": "chaque joueur qui a fait la bête en paie le montant au gagnant de la partie",
        "reason": "Une bête se met dans la main suivante (¶16) ; après la main décisive, il n’y en a pas.",
    },
    "francion.DF9": {
        "title": "Les paiements du Welche que la source a perdus",
        "default": (
            "seul le cas de la retourne est payé (4 jetons de chacun des autres joueurs au donneur) ; les "
            "autres événements (le Welche remporte un pli, le Welche tombe sous le roi d’atout) ne paient "
            "rien et sont signalés « source perdue »"
        ),
        "alternative": (
            "les cas perdus se paient avec le seul montant conservé : le Welche qui remporte un pli "
            "rapporte à son détenteur 4 jetons de chacun des autres joueurs, le Welche pris par le roi "
            "d’atout lui coûte 4 jetons à payer à chacun (une conjecture, signalée comme telle)"
        ),
        "reason": (
            "Le ¶19 dit que le Welche peut faire gagner des jetons à son détenteur ou lui en coûter, puis "
            "ne garde que le cas de la retourne (¶20). Il manque au moins un cas de gain et un cas de "
            "paiement, avec leurs montants ; le choix par défaut n’en invente aucun, et l’option permet "
            "au lecteur d’essayer le seul montant que donne le texte."
        ),
    },
    "francion.DF10": {
        "title": "Une boîte qui se vide",
        "default": (
            "le joueur qui doit payer plus de jetons ou de fiches qu’il n’en a paie tout de même : son "
            "compte passe sous zéro et apparaît comme une dette"
        ),
        "alternative": (
            "le joueur à court de jetons change des fiches contre des jetons (une fiche vaut 9 jetons, "
            "¶9) ; une dette n’apparaît que lorsqu’il n’a plus de fiches"
        ),
        "reason": (
            "La source donne à chaque joueur « a desired number » de fiches et de jetons (¶9) et ne dit "
            "rien d’une boîte qui se vide. Cette décision est celle du moteur : garder la dette permet de "
            "rendre compte de chaque jeton ; changer des fiches suit le taux du texte lui-même."
        ),
    },
}
