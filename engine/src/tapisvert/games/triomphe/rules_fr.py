"""The French words of this folder's rules and decisions (issue 42), read by :mod:`tapisvert.rule_words`.

``RULES`` maps a rule id to its prose fields in French (``statement``, and ``note``,
``alternative``, ``reason`` where the English rule has them; ``against`` and ``exempt`` as lists
in the English order). ``DECISIONS`` maps ``"<book>.<decision id>"`` to ``title``, ``default``,
``alternative`` and ``reason``. Quoted source words are never here: they stay verbatim in their
own language.
"""

RULES: dict[str, dict[str, str | list[str]]] = {
    "triomphe.cards.pack": {
        "statement": "Le jeu en équipes, le jeu individuel et l’As qui pille se jouent chacun avec un jeu de 32 cartes.",
        "note": (
            "Le texte ne nomme aucun rang : les deux listes des cartes sont perdues (apparat A8, A16). "
            "Les 32 cartes du moteur sont celles du jeu de piquet, as, roi, dame, valet, 10, 9, 8, 7 dans "
            "chaque couleur, les rangs des deux ordres ci-dessous. Le « the game uses 32 cards » du ¶9 "
            "est dit « from 1725 onward » ; la section propre à chaque forme le dit de cette forme. "
            "Jusqu’au ticket 43, l’énoncé énumérait les rangs et citait le ¶9 comme s’il parlait de "
            "toutes les formes."
        ),
    },
    "triomphe.order.a": {
        "statement": (
            "Ordre A, l’ordre du piquet, que le jeu semble avoir d’abord suivi et qu’une version a "
            "conservé : as, roi, dame, valet, 10, 9, 8, 7."
        ),
        "note": (
            "Le texte donne le premier usage de cet ordre comme une apparence (« seems at first ») et le "
            "fait qu’une version l’a conservé comme un fait ; les rangs après l’as sont ceux du piquet, "
            "que le texte nomme sans les énumérer. Jusqu’au ticket 43, l’énoncé omettait « seems »."
        ),
    },
    "triomphe.order.b": {
        "statement": "Ordre B (à partir de 1725) : roi, dame, valet, as, 10, 9, 8, 7 — l’as entre le valet et le dix.",
    },
    "triomphe.order.team-and-individual": {
        "statement": "Le jeu en équipes et le jeu individuel suivent l’ordre B.",
        "note": (
            "La liste annoncée au ¶42 est perdue dans le texte reçu. Le jeu en équipes est le jeu tel "
            "qu’il fut fixé en 1725 (¶41), et le ¶9 donne l’ordre de 1725 ; les témoignages indépendants "
            "concordent. Aucun témoin de cette page ne donne la liste : c’est donc une reconstitution "
            "(jusqu’au ticket 12, on la disait restituée)."
        ),
    },
    "triomphe.order.pillage": {
        "statement": (
            "L’As qui pille suit l’ordre A : l’as en tête, comme le texte le déduit, puis roi, dame, "
            "valet, 10, 9, 8, 7."
        ),
        "note": (
            "La liste annoncée au ¶55 est perdue dans le texte reçu (apparat A16). Le ¶54 déduit la place "
            "de l’as (« one may deduce from this that … the ace was always at the top ») ; le reste de "
            "l’ordre est emprunté à Meyers (1909), qui donne l’ordre naturel pour le jeu à l’as qui "
            "pille. Jusqu’au ticket 43, cette règle était dite énoncée et ne nommait aucune autorité pour "
            "l’ordre suppléé."
        ),
    },
    "triomphe.trump.superiority": {
        "statement": "Toute triomphe l’emporte sur toute carte d’une autre couleur.",
        "note": (
            "La section « 2.1 Superiority of the triomphe suit » a perdu son corps. L’usage que la page "
            "fait elle-même du principe (¶19–20) et la French Ruff du Compleat Gamester y suppléent ; "
            "aucun témoin de cette page ne le fait : c’est donc une reconstitution (jusqu’au ticket 12, "
            "on la disait restituée)."
        ),
    },
    "triomphe.deal.turnup": {
        "statement": (
            "Après la donne, on retourne la carte suivante sous le talon ; sa couleur est la triomphe. Le "
            "talon et la retourne ne servent pas au jeu."
        ),
    },
    "triomphe.deal.direction": {
        "statement": (
            "La donne et le jeu vont dans le sens inverse des aiguilles d’une montre : après chaque "
            "joueur vient celui qui est à sa droite."
        ),
    },
    "triomphe.deal.cut": {
        "statement": (
            "Le voisin de gauche du donneur coupe, en laissant d’ordinaire (« generally ») au moins "
            "quatre cartes dans chaque paquet ; le paquet du dessous passe dessus."
        ),
        "note": (
            "Le texte dit qu’aucun des deux paquets « should generally have fewer than four cards ». La "
            "coupe du moteur suit la lecture stricte (jamais moins de quatre) ; la réserve en fait un "
            "usage de la table, non une règle dont l’infraction annulerait la donne. Jusqu’au ticket 26, "
            "l’énoncé omettait « generally »."
        ),
    },
    "triomphe.deal.rotation": {
        "statement": (
            "La main suivante est donnée par le joueur qui a joué le premier dans la main qui vient de "
            "finir (le voisin de droite du donneur)."
        ),
    },
    "triomphe.deal.size": {
        "statement": (
            "Au jeu individuel et à l’As qui pille, chaque joueur reçoit cinq cartes (par 2 puis par 3), "
            "à moins qu’on ne convienne d’un autre nombre."
        ),
    },
    "triomphe.deal.draw-order": {
        "statement": "Les cartes tirées pour la donne se rangent dans l’ordre propre du jeu.",
    },
    "triomphe.deal.draw-ties": {
        "statement": "Les joueurs à égalité au tirage tirent de nouveau.",
        "note": (
            "Le texte ne dit pas ce que produit une égalité. Au Francion, jeu de la même époque dans ces "
            "archives, les joueurs à égalité tirent de nouveau (son propre choix éditorial par défaut, "
            "DF7). Jusqu’au ticket 12, cela faisait partie de la décision DT8, qui ne nommait aucune "
            "option."
        ),
    },
    "triomphe.individual.players": {
        "statement": (
            "Le jeu individuel se joue à deux joueurs ou davantage, chacun pour soi ; six semble être le "
            "maximum."
        ),
        "note": (
            "Le texte nuance ce maximum (« seems to be ») ; le moteur en fait sa limite. Jusqu’au ticket "
            "43, l’énoncé disait « de deux à six », sans la nuance."
        ),
    },
    "triomphe.individual.first-dealer": {
        "statement": "Au jeu individuel, chaque joueur tire une carte ; celui qui tire la plus basse donne le premier.",
    },
    "triomphe.team.players": {
        "statement": "Le jeu en équipes se joue deux contre deux ou trois contre trois.",
    },
    "triomphe.team.seating": {
        "statement": (
            "Les partenaires sont assis côte à côte, du même côté de la table : un bloc de partenaires, "
            "puis le bloc adverse, dans l’ordre du jeu."
        ),
    },
    "triomphe.team.consult": {
        "statement": "Les partenaires peuvent se montrer leurs jeux et décider ensemble ; chacun joue à son tour.",
    },
    "triomphe.team.first-deal": {
        "statement": (
            "Un joueur de chaque équipe tire une carte ; la plus haute fait donner l’équipe adverse, et "
            "celui qui l’a tirée remet le paquet au joueur de cette équipe assis le plus près de lui sur "
            "sa gauche."
        ),
    },
    "triomphe.team.dealers": {
        "statement": (
            "Les équipes donnent à tour de rôle, chacune toujours par le même joueur — son dernier dans "
            "l’ordre du jeu ; l’autre équipe joue la première."
        ),
    },
    "triomphe.team.cut": {
        "statement": (
            "Au jeu en équipes, la coupe est faite par le joueur adverse assis en face du donneur, qui "
            "est aussi le premier à jouer."
        ),
    },
    "triomphe.team.deal": {
        "statement": (
            "Au jeu en équipes, chaque joueur reçoit cinq cartes, par deux puis par trois, dans le sens "
            "inverse des aiguilles d’une montre."
        ),
    },
    "triomphe.match.team-target": {
        "statement": "Le jeu en équipes se joue en cinq points, à moins qu’on ne convienne d’un autre but.",
    },
    "triomphe.play.lead": {
        "statement": (
            "Le joueur assis à la droite du donneur joue le premier au premier pli ; celui qui remporte "
            "un pli a la main pour le suivant."
        ),
    },
    "triomphe.play.in-turn": {
        "statement": "Chaque joueur joue une carte à son tour, dans le sens du jeu.",
    },
    "triomphe.play.from-hand": {
        "statement": "Un joueur joue une carte de sa propre main.",
    },
    "triomphe.play.phase": {
        "statement": (
            "Seules les actions de l’étape en cours de la main sont permises (la donne, le pillage, "
            "l’abandon du point, le jeu de la carte)."
        ),
    },
    "triomphe.play.last-trick": {
        "statement": (
            "Les plis se rangent en croix afin que leur nombre soit connu ; un joueur peut regarder le "
            "dernier pli quand c’est à lui de jouer (c’est souvent le seul qu’on puisse consulter)."
        ),
        "note": (
            "La table ne laisse consulter que le dernier pli, l’usage que le texte dit ordinaire. "
            "Jusqu’au ticket 12, cette règle disait qu’on ne pouvait regarder que le dernier pli, en "
            "omettant le « often » du texte ; jusqu’au ticket 43, elle omettait « when it is their turn "
            "to play »."
        ),
    },
    "triomphe.general.follow-suit": {
        "statement": "Un joueur doit fournir à la couleur demandée, la triomphe comprise (« in general », dit le texte).",
        "note": (
            "« In general » ouvre la section des remarques générales : les trois manières de conduire la "
            "triomphe (¶24–¶39) changent ensuite la règle dans certains cas, et le moteur l’applique "
            "strictement, avec les changements du régime choisi. Jusqu’au ticket 43, la citation "
            "commençait après « In general, » et l’énoncé l’omettait."
        ),
    },
    "triomphe.general.must-trump": {
        "statement": "Le joueur qui n’a pas de la couleur demandée doit couper (jouer une triomphe).",
    },
    "triomphe.general.follow-after-trump": {
        "statement": (
            "Après qu’un joueur a coupé, ceux qui jouent après lui et ont de la couleur demandée doivent "
            "encore en fournir."
        ),
    },
    "triomphe.general.trump-after-trump": {
        "statement": (
            "Le joueur qui n’a pas de la couleur demandée, quand un autre a déjà coupé, doit d’ordinaire "
            "(« generally ») couper aussi, plus haut ou plus bas."
        ),
        "note": (
            "Le texte dit qu’il « must generally also play a triomphe ». Le moteur suit la lecture "
            "stricte (le joueur qui manque de la couleur et tient une triomphe doit en jouer une) ; "
            "« generally » laisse place aux régimes, qui s’écartent de la règle générale (la forcée : "
            "décision DT3). Jusqu’au ticket 26, l’énoncé omettait « generally »."
        ),
    },
    "triomphe.general.any-card": {
        "statement": "Le joueur qui ne peut ni fournir ni couper joue la carte qu’il veut.",
    },
    "triomphe.trick.winner": {
        "statement": (
            "La plus haute triomphe remporte le pli ; si personne n’a joué triomphe, la plus haute carte "
            "de la couleur demandée."
        ),
    },
    "triomphe.regime.higher": {
        "statement": (
            "« Plus haut » veut dire plus haut que la meilleure carte de cette sorte déjà dans le pli : "
            "la meilleure de la couleur demandée, ou la meilleure triomphe."
        ),
        "note": (
            "Le texte dit « play higher » sans dire plus haut que quoi ; le but qu’il donne (devenir "
            "maître, ¶25) et les règles de type Académie d’adpoker.fr l’entendent comme prendre la tête "
            "du pli."
        ),
    },
    "triomphe.regime.forcee-default": {
        "statement": (
            "Toutes les formes datées de 1725 et après, ainsi que l’As qui pille, se jouent à la triomphe "
            "forcée."
        ),
    },
    "triomphe.forcat.head-the-trick": {
        "statement": "Au forçat : si personne n’a coupé, un joueur doit jouer plus haut dans la couleur demandée.",
    },
    "triomphe.forcat.overtrump": {
        "statement": "Au forçat : si quelqu’un a coupé, un joueur doit surcouper, même s’il a de la couleur demandée.",
    },
    "triomphe.forcat.higher-trump": {
        "statement": "Au forçat : si l’on a entamé triomphe, un joueur doit jouer une triomphe plus haute.",
    },
    "triomphe.forcat.cannot-head": {
        "statement": (
            "Au forçat : le joueur qui a de la couleur demandée mais ne peut la battre, avant que "
            "personne n’ait coupé, fournit simplement."
        ),
    },
    "triomphe.forcat.partners": {
        "statement": "Les règles forcées lient tous les joueurs, partenaires compris.",
    },
    "triomphe.plaisant.last-player": {
        "statement": "Au plaisant : seul le dernier joueur du pli joue au forçat.",
    },
    "triomphe.plaisant.others-follow": {
        "statement": (
            "Au plaisant : les autres joueurs sont seulement tenus de fournir à la couleur ; couper et "
            "surcouper sont pour eux facultatifs."
        ),
    },
    "triomphe.plaisant.allowed": {
        "statement": "On ne joue au plaisant qu’à plus de deux joueurs, au jeu individuel.",
    },
    "triomphe.forcee.head-the-trick": {
        "statement": "Forcée : si personne n’a coupé, un joueur doit jouer plus haut dans la couleur demandée.",
    },
    "triomphe.forcee.follow-after-trump": {
        "statement": (
            "Forcée : si quelqu’un a coupé et qu’un joueur a de la couleur demandée, il doit en fournir "
            "(il ne peut pas être maître)."
        ),
    },
    "triomphe.forcee.higher-trump": {
        "statement": "Forcée : si l’on a entamé triomphe, un joueur doit jouer une triomphe plus haute.",
    },
    "triomphe.forcee.void-after-trump": {
        "statement": (
            "Forcée : le joueur qui n’a pas de la couleur demandée, après qu’un autre a coupé, doit "
            "surcouper s’il le peut, sinon jouer n’importe quelle triomphe."
        ),
        "against": [
            (
                "la règle générale permet au joueur qui manque de la couleur de couper « either stronger "
                "than the previous one, or lower » ; la forcée, le jeu « forcé », l’oblige à monter quand "
                "il le peut (décision DT3, dont l’option joue le ¶19 pris à la lettre)."
            ),
        ],
    },
    "triomphe.score.most-tricks": {
        "statement": "Le joueur ou le camp qui a fait le plus de plis gagne la main et marque 1 point.",
    },
    "triomphe.score.precedence": {
        "statement": (
            "Les égalités pour le plus grand nombre de plis se règlent d’ordinaire par la primauté : "
            "gagne celui des joueurs à égalité qui est le plus près de la droite du donneur ; le donneur "
            "est le plus mal placé."
        ),
        "note": (
            "Le texte dit « it is generally whoever is seated closest… ». Il ne nomme aucune autre façon "
            "de départager une égalité ; le moteur applique donc toujours la primauté (la lecture "
            "stricte). Jusqu’au ticket 26, l’énoncé omettait « generally »."
        ),
    },
    "triomphe.score.vole": {
        "statement": "Faire tous les plis (la vole) marque 2 points au lieu de 1.",
    },
    "triomphe.vole.commit": {
        "statement": (
            "Le camp qui a fait assez de plis pour gagner alors que les autres n’en ont aucun s’engage à "
            "faire la vole en jouant une carte au pli suivant."
        ),
    },
    "triomphe.vole.enough": {
        "statement": "« Assez de plis pour gagner » veut dire une majorité stricte des plis de la main.",
    },
    "triomphe.vole.lay-down": {
        "statement": "Au lieu de s’engager, le camp peut abattre ses cartes et marquer 1 point.",
    },
    "triomphe.vole.failed": {
        "statement": "Le camp qui manque une vole engagée perd aussitôt 2 points, et la main prend fin.",
        "note": (
            "Le texte dit « immediately » et ne donne plus rien à marquer une fois la vole manquée ; la "
            "table arrête donc la main à ce moment."
        ),
    },
    "triomphe.score.negative": {
        "statement": (
            "Les points perdus se retranchent du score du perdant (les autres n’y gagnent rien) ; un "
            "score peut devenir négatif."
        ),
    },
    "triomphe.concede.who": {
        "statement": "On ne peut céder le point qu’à un contre un ou équipe contre équipe.",
    },
    "triomphe.concede.when": {
        "statement": (
            "Un camp propose de céder le point en jouant sa première carte de la main ; l’autre camp "
            "accepte ou refuse."
        ),
    },
    "triomphe.concede.accept": {
        "statement": "Si l’abandon est accepté, le camp qui accepte marque 1 point et la main prend fin.",
    },
    "triomphe.concede.burden": {
        "statement": "Si l’abandon est refusé, le camp qui refuse doit faire la vole (+2) ou perdre 2 points.",
        "against": [
            (
                "le texte reçu met la charge sur le camp qui a demandé à céder (« the requesting side "
                "must then absolutely succeed in making the vole ») ; l’édition suit les autres témoins, "
                "qui la mettent sur le camp qui a refusé (le demandeur est le plus faible), et garde la "
                "leçon reçue comme option de la décision DT5 (apparat A3)."
            ),
        ],
    },
    "triomphe.match.target": {
        "statement": (
            "Une partie se joue en un nombre de points convenu d’avance (de 5 à 7 ; le plus souvent 5) ; "
            "le premier camp qui l’atteint gagne."
        ),
        "note": (
            "Le texte nuance la fourchette (« generally … from 5 to 7 », « commonly fixed at 5 ») : le "
            "moteur prend par défaut les 5 points ordinaires, et le but est un réglage de la table "
            "(option target ; décision DT7 pour le jeu en équipes)."
        ),
    },
    "triomphe.pillage.players": {
        "statement": "L’As qui pille est un jeu individuel pour trois joueurs au moins.",
    },
    "triomphe.pillage.switch": {
        "statement": (
            "D’un commun accord, on peut renoncer au privilège (« the Ace did not pillage ») ; le jeu "
            "suivait alors la triomphe individuelle, l’as en tête, comme le texte le déduit."
        ),
        "note": (
            "La place de l’as est la déduction du texte lui-même (« one may deduce from this that ») ; "
            "l’énoncé la porte depuis le ticket 43."
        ),
    },
    "triomphe.pillage.dealer-ace": {
        "statement": "Si la retourne est l’as, le donneur peut la prendre dans sa main et écarter une autre carte.",
        "note": (
            "Le début de la procédure est perdu entre le ¶55 et le ¶56. Jusqu’au ticket 43, l’énoncé "
            "faisait écarter « face cachée », ce qu’aucune source ne dit de l’échange du donneur."
        ),
    },
    "triomphe.pillage.ace-holder": {
        "statement": (
            "Si le donneur ne retourne pas l’as, le joueur qui a l’as de triomphe en main le montre et "
            "pille le talon de la même façon."
        ),
    },
    "triomphe.pillage.ace-holder-turnup": {
        "statement": "Le détenteur de l’as commence son pillage par la retourne.",
        "note": (
            "Le ¶56 dit seulement qu’il « proceeds in the same way, pillaging the stock ». The Compleat "
            "Gamester et Meyers (1909) font d’abord prendre la retourne au détenteur de l’as. Jusqu’au "
            "ticket 12, cela faisait partie de pillage.ace-holder, cité comme énoncé."
        ),
    },
    "triomphe.pillage.continue": {
        "statement": (
            "Après chaque carte prise, on retourne la carte suivante du talon ; tant que c’est une "
            "triomphe, le pilleur peut la prendre aussi. Le pillage cesse à la première carte qui n’est "
            "pas triomphe."
        ),
    },
    "triomphe.pillage.discard": {
        "statement": (
            "Chaque carte prise se paie d’une carte écartée face cachée, si bien que la main garde le "
            "même nombre de cartes."
        ),
        "note": (
            "Le texte donne l’échange carte pour carte ; que l’écart se fasse face cachée vient du "
            "Compleat Gamester."
        ),
    },
    "triomphe.pillage.optional": {
        "statement": "Le pillage n’est jamais obligatoire, et le pilleur peut s’arrêter quand il le veut.",
    },
    "triomphe.pillage.ace-in-stock": {
        "statement": "Si l’as de triomphe est dans le talon, personne ne pille.",
        "note": (
            "Découle du ¶56 : seuls le donneur qui retourne l’as ou le joueur qui le tient peuvent "
            "piller ; un as resté dans le talon n’est ni l’un ni l’autre. Jusqu’au ticket 26, cette règle "
            "était dite énoncée, bien que le texte ne le dise pas en toutes lettres."
        ),
    },
}
DECISIONS: dict[str, dict[str, str]] = {
    "triomphe.DT2": {
        "title": "Nombre de cartes par joueur au jeu individuel et à l’As qui pille",
        "default": "5 cartes chacun, par 2 puis par 3, de 2 à 6 joueurs",
        "alternative": "un autre nombre convenu (la règle générale de la source dit « an agreed number »)",
        "reason": (
            "Le jeu en équipes donne 5 cartes (¶43) ; le maximum de six joueurs (¶49) permet 5 cartes sur "
            "32 ; les reprises de type Académie (adpoker.fr, The Compleat Gamester) donnent 5 cartes."
        ),
    },
    "triomphe.DT3": {
        "title": "Forcée : le joueur qui manque de la couleur après qu’un autre a coupé",
        "default": "il doit surcouper s’il le peut, sinon jouer n’importe quelle triomphe",
        "alternative": (
            "il peut jouer n’importe quelle triomphe, plus haute ou plus basse (la règle générale du ¶19 "
            "prise à la lettre)"
        ),
        "reason": (
            "La forcée est le jeu « forcé » : tous ses autres cas obligent le joueur à monter ; Meyers "
            "(1909) parle de l’obligation forcée de prendre, et le Compleat Gamester oblige les joueurs à "
            "gagner avec la plus haute triomphe."
        ),
    },
    "triomphe.DT4": {
        "title": (
            "Au forçat : le joueur qui a de la couleur demandée mais ne peut la battre, avant que "
            "personne n’ait coupé"
        ),
        "default": "il fournit simplement",
        "alternative": "il doit couper, pour devenir maître",
        "reason": (
            "La source (¶25–30) ne nomme qu’un seul écart à l’obligation de fournir : surcouper tout en "
            "ayant de la couleur demandée ; elle ne l’étend pas au joueur qui ne peut pas prendre la tête "
            "du pli."
        ),
    },
    "triomphe.DT5": {
        "title": "Qui porte la charge quand l’abandon du point est refusé",
        "default": "le camp qui refuse doit faire la vole : +2 s’il la fait, −2 s’il la manque",
        "alternative": "c’est le camp demandeur qui doit faire la vole (le texte reçu pris à la lettre)",
        "reason": (
            "Le ¶23 reçu met la charge sur le camp demandeur, ce qui est illogique (le camp qui cède est "
            "le plus faible) ; les règles de type Académie (adpoker.fr) et Meyers (1909) la mettent l’une "
            "et l’autre sur le camp qui a refusé."
        ),
    },
    "triomphe.DT6": {
        "title": "Ce que veut dire « assez de plis pour gagner la main » pour la vole engagée",
        "default": "une majorité stricte des plis de la main (3 sur 5)",
        "alternative": "la moitié ou davantage, quand la primauté trancherait une égalité en faveur du joueur",
        "reason": (
            "Le seul exemple de la source (¶22) est 3 sur 5, où les deux lectures s’accordent ; une "
            "majorité stricte, c’est simplement ce que veut dire avoir déjà gagné."
        ),
    },
    "triomphe.DT7": {
        "title": "But du jeu en équipes",
        "default": "5 points (on peut convenir de tout autre nombre)",
        "alternative": "7 points, le haut de la fourchette ordinaire de la source",
        "reason": (
            "Le ¶21 donne de 5 à 7 en général et le ¶53 « commonly 5 » pour le jeu individuel ; "
            "adpoker.fr et Meyers (1909) donnent 5 pour le jeu en équipes."
        ),
    },
    "triomphe.DT8": {
        "title": "Comment les cartes se rangent aux tirages pour la donne",
        "default": "dans l’ordre propre du jeu (ordre B ; ordre A pour l’As qui pille)",
        "alternative": (
            "dans l’ordre naturel, l’as en tête, comme Francion, autre jeu de ces archives, range son "
            "tirage (Francion ¶9 : « For this draw, the ace is the highest card, then the king »)"
        ),
        "reason": (
            "La source dit qui donne après le tirage (¶43 la plus haute carte, ¶50 la plus basse) mais "
            "non comment les cartes s’y rangent. L’ordre propre du jeu est la lecture simple ; l’option "
            "suit un jeu des mêmes archives et de la même époque."
        ),
    },
}
