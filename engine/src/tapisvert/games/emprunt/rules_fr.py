"""The French words of this folder's rules and decisions (issue 42), read by :mod:`tapisvert.rule_words`.

``RULES`` maps a rule id to its prose fields in French (``statement``, and ``note``,
``alternative``, ``reason`` where the English rule has them; ``against`` and ``exempt`` as lists
in the English order). ``DECISIONS`` maps ``"<book>.<decision id>"`` to ``title``, ``default``,
``alternative`` and ``reason``. Quoted source words are never here: they stay verbatim in their
own language.
"""

RULES: dict[str, dict[str, str | list[str]]] = {
    "emprunt.players": {
        "statement": "L’Emprunt se joue de trois à six joueurs.",
    },
    "emprunt.cards.pack": {
        "statement": (
            "À cinq ou six joueurs, on prend le jeu entier de 52 cartes. À quatre, on retire les as et "
            "les deux (44 cartes) ; à trois, on retire en outre les trois (40 cartes)."
        ),
    },
    "emprunt.cards.order": {
        "statement": (
            "Dans une couleur, les cartes vont dans l’ordre naturel, l’as en bas : as, 2, 3, 4, 5, 6, 7, "
            "8, 9, 10, valet, dame, roi (quand on a retiré les as, les deux et les trois, l’ordre "
            "commence au plus petit rang en jeu)."
        ),
        "note": (
            "Le texte ne donne aucun ordre. Il range l’Emprunt dans la famille du Hoc (¶5) et lui trouve "
            "« a lot of similarity to Hoc » (¶12) ; le Hoc Mazarin se joue dans l’ordre naturel, l’as en "
            "bas. Aucun témoin de cet article ne le dit : c’est donc une reconstitution (jusqu’au ticket "
            "12, on la disait restituée)."
        ),
    },
    "emprunt.deal.six": {
        "statement": "À six joueurs, chacun reçoit 8 cartes et 4 vont au talon.",
    },
    "emprunt.deal.five": {
        "statement": "À cinq joueurs, chacun reçoit 10 cartes et 2 vont au talon.",
    },
    "emprunt.deal.four": {
        "statement": "À quatre joueurs, chacun reçoit 10 cartes et 4 vont au talon.",
    },
    "emprunt.deal.three": {
        "statement": (
            "À trois joueurs, chacun reçoit 12 cartes et 4 vont au talon ; le « 21 » reçu est impossible "
            "avec 40 cartes et il est refusé."
        ),
        "note": (
            "Le texte reçu porte « each player is dealt 21 and there is a talon of four » (corrigé en "
            "A14 : 3 × 12 + 4 = 40)."
        ),
    },
    "emprunt.deal.first-dealer": {
        "statement": "Les joueurs tirent une carte pour la première donne ; la plus basse donne.",
    },
    "emprunt.deal.draw": {
        "statement": (
            "Le tirage se fait avec le jeu employé, l’as en bas ; les joueurs à égalité pour la plus "
            "basse carte tirent de nouveau."
        ),
        "note": (
            "Le texte dit seulement que la plus basse donne (sa note a est perdue). Les jeux de la "
            "famille du Hoc tirent de la même façon, l’as en bas. Jusqu’au ticket 12, c’était la décision "
            "DE7, dont l’option (tirer dans un jeu entier de 52 cartes) n’avait ni réglage pour la "
            "choisir ni appui."
        ),
    },
    "emprunt.deal.cut-and-deal": {
        "statement": (
            "Le donneur mêle, le joueur à sa gauche coupe, et le donneur distribue dans le sens inverse "
            "des aiguilles d’une montre, en commençant par le premier en main, le joueur à sa droite."
        ),
    },
    "emprunt.deal.talon": {
        "statement": "Les cartes qui restent après la donne forment le talon.",
    },
    "emprunt.deal.talon-unseen": {
        "statement": "Les cartes se distribuent une à une, et le talon reste face cachée, vu de personne.",
        "note": (
            "Le texte ne dit ni l’un ni l’autre ; le Hoc se distribue une carte à la fois. Les paquets ne "
            "changent rien aux règles. Jusqu’au ticket 12, cela faisait partie de la décision DE8, dont "
            "l’option n’avait aucun effet."
        ),
    },
    "emprunt.deal.ante": {
        "statement": (
            "Les cartes distribuées, chaque joueur met à la poule un ou deux jetons d’une valeur convenue "
            "(l’option ante)."
        ),
        "note": (
            "Le moteur fait mettre à chaque joueur le même nombre de jetons, convenu d’avance. Jusqu’au "
            "ticket 12, c’était la décision DE5, qui n’avait pas de véritable option : le choix entre un "
            "et deux est celui du texte lui-même."
        ),
    },
    "emprunt.deal.rotation": {
        "statement": (
            "La donne suivante est faite par le joueur à la droite du donneur, à moins que la table n’en "
            "convienne autrement."
        ),
        "note": (
            "Le texte dit comment tourne une donne, non qui donne ensuite : c’est un usage de la donne, "
            "le réglage de table DE10 (option next_dealer). Jusqu’au ticket 43, cette règle était dite "
            "inférée ; jusqu’au ticket 26, reconstituée d’après l’encadré de l’article. (Jusqu’au ticket "
            "12, elle faisait partie de la décision DE8.)"
        ),
    },
    "emprunt.play.lead": {
        "statement": (
            "Le premier en main entame la carte qu’il veut de sa propre main ; elle ouvre une suite dans "
            "sa couleur."
        ),
    },
    "emprunt.play.in-turn": {
        "statement": (
            "Les joueurs n’agissent qu’à leur tour ; le tour passe dans le sens inverse des aiguilles "
            "d’une montre, vers la droite."
        ),
        "note": (
            "Le texte donne l’ordre de la donne (dans le sens inverse des aiguilles d’une montre, le "
            "premier en main à la droite du donneur) et nomme par lui les joueurs de la suite (« first "
            "hand », « second hand ») ; que chacun ne joue qu’à son tour, et que le tour passe dans le "
            "même sens, en découle. Jusqu’au ticket 43, cette règle était dite énoncée."
        ),
    },
    "emprunt.play.rotation": {
        "statement": (
            "Après le second en main, chaque joueur, à son tour vers la droite, pose une carte : la carte "
            "suivante de la suite."
        ),
    },
    "emprunt.play.successor": {
        "statement": "La carte à poser est la suivante de la suite dans la couleur : de la même couleur.",
        "note": (
            "« Next » veut dire d’un rang plus haut, dans l’ordre de cards.order (l’as en bas), que le "
            "texte ne donne pas : le sens ascendant fait partie de cette reconstitution."
        ),
    },
    "emprunt.play.successor-rank": {
        "statement": (
            "La carte suivante de la suite est la carte d’un rang plus haut, dans l’ordre des cartes "
            "(l’as en bas)."
        ),
        "note": (
            "Jusqu’au ticket 12, cela faisait partie de emprunt.play.successor, cité comme énoncé : le "
            "texte dit « the next card in suit sequence » mais non dans quel sens court une suite ; les "
            "suites du Hoc Mazarin montent à partir de la carte jouée."
        ),
    },
    "emprunt.play.from-hand": {
        "statement": "Le joueur qui tient la carte suivante doit la jouer de sa propre main.",
    },
    "emprunt.play.borrow": {
        "statement": (
            "Le joueur qui ne tient pas la carte suivante doit l’emprunter au joueur qui la tient, et "
            "paie à celui-ci 1 jeton. La main du prêteur perd la carte ; celle de l’emprunteur garde le "
            "même nombre de cartes."
        ),
    },
    "emprunt.play.talon": {
        "statement": (
            "Si aucun joueur ne tient la carte suivante, elle est dans le talon : le joueur dont c’est le "
            "tour l’y prend et paie 1 jeton à la poule."
        ),
    },
    "emprunt.play.after-king": {
        "statement": (
            "Après le roi, la suite reprend au plus petit rang en jeu, de sorte qu’une suite continue "
            "jusqu’à ce que toutes les cartes de sa couleur aient été posées."
        ),
    },
    "emprunt.play.new-run": {
        "statement": (
            "Quand la couleur est épuisée, le joueur qui en a posé la dernière carte (même empruntée ou "
            "prise au talon) ouvre une nouvelle suite avec la carte qu’il veut de sa propre main."
        ),
    },
    "emprunt.play.phase": {
        "statement": "On ne pose de cartes que pendant le jeu d’une donne ; la donne suivante vient après son règlement.",
    },
    "emprunt.going-out.first": {
        "statement": "Le premier joueur qui s’est défait de toutes ses cartes gagne aussitôt la donne.",
    },
    "emprunt.going-out.by-lending": {
        "statement": (
            "Le joueur à qui l’on emprunte sa dernière carte s’est défait de toutes ses cartes et gagne "
            "(après avoir reçu le jeton du prêt)."
        ),
    },
    "emprunt.settlement.pool": {
        "statement": "Le gagnant ramasse la poule : les mises et tous les jetons payés pour les cartes du talon.",
        "note": (
            "Ce que contient la poule, c’est ce que le texte y fait payer : les mises (¶16–18) et les "
            "jetons payés pour les cartes prises au talon (¶40). Jusqu’au ticket 26, la règle ne citait "
            "que « sweeps the pool »."
        ),
    },
    "emprunt.settlement.cards": {
        "statement": (
            "Chaque adversaire paie au gagnant 1 jeton par carte qui lui reste en main ; les cartes du "
            "talon ne comptent pour personne."
        ),
        "note": (
            "Le moteur tient les jetons de chaque joueur comme un solde net sur la partie (les soldes et "
            "la poule font zéro ensemble) ; un solde peut donc passer sous zéro. C’est de la tenue des "
            "comptes, non une règle du jeu : le texte n’a jamais besoin qu’une bourse se vide, et "
            "jusqu’au ticket 12 cela figurait comme décision DE9 (règle emprunt.jetons.balance), sans "
            "option."
        ),
    },
    "emprunt.match.target": {
        "statement": (
            "Une partie dure le nombre de tours convenu, chaque joueur donnant une fois par tour (un "
            "tour, sauf convention contraire) ; celui qui a le plus de jetons gagne."
        ),
    },
}
DECISIONS: dict[str, dict[str, str]] = {
    "emprunt.DE1": {
        "title": "Nombre de cartes par joueur à trois joueurs",
        "default": "12 cartes chacun, avec le talon de quatre (3 × 12 + 4 = 40)",
        "alternative": "une main plus petite, convenue (de 1 à 11 cartes chacun), qui laisse un talon plus grand",
        "reason": (
            "La ligne 15 reçue donne 21 cartes à chacun sur 40 avec un talon de quatre, ce qui est "
            "impossible ; toutes les copies de l’article d’origine portent le même 21. Seul 12 convient "
            "au jeu et au talon indiqué : 21 est très probablement 12 aux chiffres intervertis (apparat "
            "A14). Le 21 reçu n’est donc pas une option que la table puisse choisir (on ne peut pas le "
            "distribuer) ; jusqu’au ticket 26, cette décision le nommait comme tel. Ce que l’option "
            "offre, c’est une main plus petite : un réglage de la table, non une lecture."
        ),
    },
    "emprunt.DE2": {
        "title": "Ce qui suit le roi",
        "default": (
            "la suite reprend : après le roi vient le plus petit rang en jeu (l’as, ou le 3 à quatre "
            "joueurs, ou le 4 à trois), jusqu’à ce que toutes les cartes de la couleur soient posées"
        ),
        "alternative": (
            "le roi arrête la suite (comme dans les autres jeux de la famille du Hoc) ; les cartes "
            "au-dessous de la carte d’ouverture restent où elles sont et peuvent ouvrir des suites plus "
            "tard ; une suite s’arrête aussi quand sa carte suivante est déjà posée"
        ),
        "reason": (
            "La source ne termine une suite que lorsque la couleur est « exhausted » (ligne 42), et "
            "l’emprunt et le talon rendent disponible chaque carte de la couleur, si bien que la couleur "
            "entière peut toujours être jouée ; s’arrêter au roi laisserait en plan les cartes plus "
            "basses. La note b, qui réglait probablement la question, est perdue. Un jeu d’arrêts moderne "
            "(Play or Pay) reprend de la même façon."
        ),
    },
    "emprunt.DE3": {
        "title": "Qui joue après le second en main",
        "default": (
            "une carte par tour, à tour de rôle strict : chaque joueur, à son tour vers la droite, "
            "fournit la carte suivante"
        ),
        "alternative": (
            "le joueur qui vient de poser une carte de sa propre main et tient la suivante continue de "
            "jouer (une lecture à la façon du Hoc) ; déconseillée"
        ),
        "reason": (
            "La source dit « Second hand must follow this with the next card » : le tour passe après "
            "chaque carte. L’autre lecture la contredit chaque fois que le premier en main tient la carte "
            "suivante, et rend l’emprunt plus rare ; on ne l’offre que pour qu’on puisse comparer les "
            "deux lectures."
        ),
    },
    "emprunt.DE4": {
        "title": "Le joueur à qui l’on emprunte sa dernière carte",
        "default": "il s’est défait de toutes ses cartes : il gagne la donne (après avoir reçu le jeton du prêt)",
        "alternative": (
            "il doit se défaire de sa dernière carte en la jouant lui-même : il reste dans la donne sans "
            "cartes (il emprunte ou prend au talon à son tour, et laisse l’ouverture d’une suite au "
            "joueur suivant qui a des cartes) ; si toutes les mains se vident par des prêts, la donne est "
            "nulle et la poule reste pour la donne suivante (une partie ne finit pas sur une donne "
            "nulle : on joue une donne de plus)"
        ),
        "reason": (
            "La source dit seulement « the first player to shed all his or her hand cards » (ligne 43), "
            "non comment elles doivent partir ; une carte prêtée quitte la main aussi sûrement qu’une "
            "carte jouée."
        ),
    },
    "emprunt.DE6": {
        "title": "Longueur d’une partie",
        "default": (
            "un nombre de tours convenu d’avance (un par défaut) : à chaque tour, chaque joueur donne une "
            "fois ; celui qui a le plus de jetons à la fin gagne la partie"
        ),
        "alternative": "un autre nombre convenu de tours entiers (de 1 à 20), chaque joueur donnant une fois par tour",
        "reason": (
            "La source décrit une seule donne. Des tours entiers donnent à chaque joueur le même nombre "
            "de donnes (et d’entames comme premier en main). Jusqu’au ticket 26, l’option se lisait « any "
            "other agreed number of deals », ce que le réglage ne peut fixer : il compte des tours. La "
            "longueur d’une partie est un réglage de la table."
        ),
    },
    "emprunt.DE10": {
        "title": "Qui fait la donne suivante",
        "default": "le joueur à la droite du donneur, le premier en main : la donne passe dans le sens où elle tourne",
        "alternative": "le joueur à la gauche du donneur",
        "reason": (
            "La source dit comment tourne une donne (dans le sens inverse des aiguilles d’une montre, en "
            "commençant par le premier en main, le joueur à droite, ligne 37) mais non qui donne ensuite, "
            "et aucun témoin ni aucune source comparable ne le dit : c’est un usage de la table. Jusqu’au "
            "ticket 43, la règle était dite inférée de la façon dont tourne la donne, bien que sa propre "
            "note dise qu’aucune source ne l’énonce."
        ),
    },
}
