"""The French words of this folder's rules and decisions (issue 42), read by :mod:`tapisvert.rule_words`.

``RULES`` maps a rule id to its prose fields in French (``statement``, and ``note``,
``alternative``, ``reason`` where the English rule has them; ``against`` and ``exempt`` as lists
in the English order). ``DECISIONS`` maps ``"<book>.<decision id>"`` to ``title``, ``default``,
``alternative`` and ``reason``. Quoted source words are never here: they stay verbatim in their
own language.
"""

RULES: dict[str, dict[str, str | list[str]]] = {
    "briscan.players": {
        "statement": "Le Briscan est un jeu à deux joueurs.",
        "exempt": [
            (
                "la phrase continue « based on brisque, but which differs in the number of cards dealt, "
                "the way the trump turnup is handled, announcements and scoring » : le « but » nuance "
                "« based on brisque » (ce en quoi les deux jeux diffèrent), non le nombre de joueurs."
            ),
        ],
    },
    "briscan.cards.pack": {
        "statement": (
            "On le joue avec un jeu de piquet de 32 cartes : as, roi, dame, valet, 10, 9, 8, 7 dans "
            "chaque couleur."
        ),
    },
    "briscan.cards.trick-order": {
        "statement": (
            "Au jeu de la carte, les cartes se rangent, de la plus forte à la plus faible : as, dix, roi, "
            "dame, valet, 9, 8, 7."
        ),
    },
    "briscan.cards.sequence-order": {
        "statement": (
            "Pour les séquences, les cartes vont dans leur ordre naturel 7, 8, 9, 10, valet, dame, roi, "
            "as : 8-9-10 est une tierce au dix."
        ),
        "note": (
            "Les exemples (« ten, jack, queen » ; 8-9-10) placent le dix entre le neuf et le valet, et le "
            "tableau nomme la séquence à l’as « majeure » et la plus basse « neuf » : l’ordre des levées "
            "du ¶10 n’est pas celui des séquences."
        ),
    },
    "briscan.cards.courts": {
        "statement": (
            "Le roi, la dame et le valet sont des figures ; l’as, le dix, le 9, le 8 et le 7 sont des "
            "basses cartes."
        ),
        "note": (
            "« Court card » désigne le roi, la dame et le valet ; le ¶25 énumère l’as et le dix à côté "
            "d’eux. (C’était la décision DB5 jusqu’au ticket 12 ; le texte ne laisse pas d’autre "
            "lecture.)"
        ),
    },
    "briscan.deal.draw": {
        "statement": "Les joueurs tirent pour la donne ; la plus haute carte donne.",
    },
    "briscan.deal.draw-ties": {
        "statement": (
            "Les cartes tirées pour la donne se rangent dans l’ordre des levées ; à rang égal, on tire de "
            "nouveau."
        ),
    },
    "briscan.deal.size": {
        "statement": "Le donneur donne cinq cartes à chaque joueur.",
    },
    "briscan.deal.packets": {
        "statement": "Les cartes se donnent par 3 puis par 2, l’adversaire du donneur d’abord.",
    },
    "briscan.deal.turnup": {
        "statement": (
            "La carte suivante est retournée : sa couleur est l’atout. Le reste, le talon, est posé face "
            "cachée en travers de la retourne, qui est donc la dernière carte du talon."
        ),
        "note": "À demi couverte par le talon, la retourne est la dernière carte qu’on tire.",
    },
    "briscan.deal.turnup-bonus": {
        "statement": "Si la retourne est un as, un dix ou une figure, le donneur marque 10 points.",
    },
    "briscan.deal.alternate": {
        "statement": "Les joueurs donnent tour à tour.",
    },
    "briscan.exchange.seven": {
        "statement": "Celui qui tient le sept d’atout peut l’échanger contre la retourne.",
    },
    "briscan.exchange.seven-place": {
        "statement": "Il prend la retourne dans sa main, et le sept prend sa place comme dernière carte du talon.",
        "note": (
            "L’article nomme l’échange, non ce que devient le sept ; adpoker.fr le met à la place de la "
            "retourne."
        ),
    },
    "briscan.exchange.deadline": {
        "statement": (
            "L’échange doit se faire avant qu’on joue la première carte du pli qui se dispute les deux "
            "dernières cartes du talon (la onzième levée)."
        ),
        "note": (
            "Les mots cités sont sûrs ; quelle levée ils désignent se lit avec adpoker.fr (« avant de "
            "jouer pour la dernière levée ») : la levée qu’on joue quand il reste deux cartes au talon, "
            "la onzième. La glose du texte lui-même est moins claire (apparat U1)."
        ),
    },
    "briscan.exchange.when": {
        "statement": (
            "Le détenteur échange à l’un de ses propres tours : quand il a la main, quand il répond, ou "
            "pendant ses annonces."
        ),
    },
    "briscan.exchange.no-score": {
        "statement": "L’échange lui-même ne marque rien.",
    },
    "briscan.play.lead": {
        "statement": "L’adversaire du donneur entame le premier pli ; le gagnant de chaque pli entame le suivant.",
        "note": "Le texte reçu n’a pas de section sur le jeu de la carte ; cette règle complète la donne du ¶23.",
    },
    "briscan.play.in-turn": {
        "statement": "Les joueurs jouent chacun une carte à leur tour, celui qui a la main d’abord.",
        "note": "Le « Play: Alternate » de l’encadré (¶11) donne le tour, non les règles du jeu de la carte.",
    },
    "briscan.play.from-hand": {
        "statement": "Un joueur joue une carte de sa propre main.",
    },
    "briscan.play.phase": {
        "statement": "Seules les actions de l’étape en cours sont permises : la donne, les annonces, le jeu d’une carte.",
    },
    "briscan.play.draw": {
        "statement": (
            "Tant que dure le talon, après chaque pli le gagnant en tire la carte du dessus, puis le "
            "perdant ; au dernier tirage, le perdant prend la retourne (ou le sept échangé contre elle)."
        ),
        "note": "L’article suppose le tirage (un talon, « two talon cards left », ¶25) sans le décrire.",
    },
    "briscan.play.free": {
        "statement": (
            "Tant que le talon a des cartes (levées 1 à 11), le second joueur peut jouer n’importe quelle "
            "carte : il n’est tenu ni de fournir ni de couper."
        ),
        "note": "adpoker.fr : « liberté de renoncer » tant qu’il reste des cartes au talon.",
    },
    "briscan.final.follow-and-beat": {
        "statement": (
            "Une fois le talon épuisé (levées 12 à 16), le second joueur doit fournir à la couleur et "
            "doit battre la carte d’entame s’il le peut."
        ),
        "note": (
            "adpoker.fr : « il faut forcer ou couper ». Le ¶37 nomme cette étape (« after the talon has "
            "been exhausted ») mais ne donne aucune règle de jeu."
        ),
    },
    "briscan.final.trump": {
        "statement": "Une fois le talon épuisé, le joueur qui ne peut pas fournir doit couper s’il le peut.",
    },
    "briscan.final.any-card": {
        "statement": "Une fois le talon épuisé, le joueur qui ne peut ni fournir ni couper joue n’importe quelle carte.",
    },
    "briscan.trick.winner": {
        "statement": (
            "De deux cartes de la même couleur, la plus forte l’emporte ; sinon un atout bat toute autre "
            "carte, et une carte d’une autre couleur perd contre la carte d’entame."
        ),
        "note": (
            "La rangée des rangs (¶10) ordonne les cartes ; qui gagne un pli, c’est la règle de toute la "
            "famille."
        ),
    },
    "briscan.meld.when": {
        "statement": (
            "Seul le joueur qui a la main après avoir gagné un pli peut déclarer des combinaisons : "
            "aussitôt après l’avoir gagné. Personne ne déclare avant le premier pli."
        ),
        "note": (
            "« len on whead » ne peut être que « when on lead » (apparat U2). Dès qu’un pli a été fait, "
            "le joueur qui a la main est celui qui a gagné le dernier pli."
        ),
    },
    "briscan.meld.timing": {
        "statement": "Les annonces se font après que les deux joueurs ont tiré, avant l’entame.",
    },
    "briscan.meld.talon": {
        "statement": "On ne déclare plus de combinaisons une fois le talon épuisé.",
    },
    "briscan.meld.from-hand": {
        "statement": "Une combinaison se fait avec des cartes que tient le déclarant.",
    },
    "briscan.meld.once": {
        "statement": (
            "Une combinaison (la même sorte avec les mêmes cartes) ne marque qu’une fois par donne ; les "
            "cartes déclarées restent en main, sont montrées et se jouent normalement."
        ),
        "note": (
            "Usage du bésigue : les cartes déclarées font toujours partie de la main, et une combinaison "
            "ne marque qu’une fois. (C’était la décision DB33 jusqu’au ticket 12 ; aucune source n’offre "
            "d’autre lecture.)"
        ),
    },
    "briscan.meld.per-window": {
        "statement": "Un joueur peut déclarer plusieurs combinaisons au même moment d’annonce, et chacune marque.",
    },
    "briscan.meld.marriage": {
        "statement": "Un mariage, le roi et la dame d’une même couleur, marque 20 points, ou 40 en atout.",
        "note": (
            "Les rangées du tableau (¶54–¶55) ont perdu leurs symboles de cartes autour du « + » ; "
            "l’édition supplée le roi et la dame (apparat U4)."
        ),
    },
    "briscan.meld.sequence": {
        "statement": (
            "Une séquence de trois, quatre ou cinq cartes d’une même couleur (tierce, quatrième, quinte) "
            "se nomme d’après sa carte la plus haute et marque selon le tableau : tierce de 20 (au neuf "
            "ou au dix) à 60 (majeure), quatrième de 30 à 100, quinte de 50 à 300. Les séquences d’atout "
            "marquent double."
        ),
    },
    "briscan.meld.sequence-cards": {
        "statement": "Les cartes déclarées dans une séquence ne peuvent servir à aucune autre combinaison.",
        "note": (
            "Dans un même moment d’annonce, l’interdiction vaut quelle que soit la combinaison déclarée "
            "la première : une séquence déclarée après une combinaison du même moment qui partage ses "
            "cartes retire cette combinaison, si bien qu’un mariage et une quatrième au roi déclarés "
            "ensemble marquent 80 dans un ordre comme dans l’autre (corrigé au ticket 12 ; cela marquait "
            "100 dans l’un des deux ordres)."
        ),
    },
    "briscan.meld.reuse": {
        "statement": "Les cartes d’un mariage ou d’un carré peuvent resservir dans d’autres combinaisons.",
    },
    "briscan.meld.any-run": {
        "statement": "Un joueur peut déclarer toute suite de trois cartes ou plus, pas nécessairement sa plus longue.",
    },
    "briscan.meld.quartet": {
        "statement": (
            "Quatre as marquent 150, quatre dix 100, quatre rois 80, quatre dames 60, quatre valets 40 ; "
            "les neuf, les huit et les sept ne marquent rien."
        ),
        "note": "Le tableau n’a pas de rangée pour les neuf, les huit ni les sept.",
    },
    "briscan.meld.quartets-doubled": {
        "statement": "Les carrés ne sont pas doublés : seules les séquences d’atout marquent double.",
        "note": "Le ¶59 porte « doubled in the case of trump sequences or quartets ».",
    },
    "briscan.meld.blanche": {
        "statement": (
            "Une carte blanche, une main de cinq figures sans basse carte, marque 20 ; une main de cinq "
            "basses cartes sans figure marque 10."
        ),
    },
    "briscan.meld.blanche-once": {
        "statement": "Une carte blanche ne marque qu’une fois par sorte, par joueur et par donne.",
        "note": (
            "Elle se déclare, comme toute combinaison, à un moment d’annonce (¶27), sur les cinq cartes "
            "qu’on tient alors."
        ),
    },
    "briscan.bonus.ace-trumps": {
        "statement": (
            "L’as d’atout marque 30 points pour son détenteur, à moins qu’il ne l’ait obtenu en "
            "échangeant le sept contre lui."
        ),
    },
    "briscan.bonus.ace-timing": {
        "statement": "L’as d’atout marque quand il parvient à son détenteur, par la donne ou par un tirage.",
    },
    "briscan.bonus.last-five-cards": {
        "statement": "Quand le talon est épuisé, le joueur dont les cinq cartes sont toutes des atouts marque 30.",
    },
    "briscan.bonus.last-five-tricks": {
        "statement": "Gagner chacune des cinq dernières levées marque 20 points supplémentaires.",
    },
    "briscan.bonus.last-five-additional": {
        "statement": "Les 20 points des cinq dernières levées s’ajoutent aux 10 de la dernière levée (30 en tout).",
    },
    "briscan.bonus.most-cards": {
        "statement": "Le joueur qui a fait le plus de cartes (plus de 16) marque 10.",
    },
    "briscan.bonus.most-cards-tie": {
        "statement": "À seize cartes chacun, personne ne marque les 10 points des cartes.",
        "note": (
            "Comme à l’ancien piquet, où, à égalité de cartes, personne ne marque les cartes. (C’était la "
            "décision DB40 jusqu’au ticket 12 ; aucune source n’offre d’autre lecture.)"
        ),
    },
    "briscan.bonus.vole": {
        "statement": "Le joueur qui fait toutes les levées (la vole) gagne aussitôt la partie.",
    },
    "briscan.bonus.card-points": {
        "statement": "Les as et les dix pris dans les levées ne marquent rien par eux-mêmes.",
    },
    "briscan.bonus.last-trick": {
        "statement": "Le gagnant de la dernière levée marque 10.",
    },
    "briscan.match.accumulate": {
        "statement": "Les points s’additionnent d’une donne à l’autre.",
        "note": (
            "Aucune donne ne marque près de 600 points ; une partie en 600 points se joue donc en "
            "plusieurs donnes, dont les points s’additionnent. Jusqu’au ticket 26, cette règle était dite "
            "énoncée : le texte fixe le but, et l’addition en découle."
        ),
    },
    "briscan.match.target": {
        "statement": "La partie se joue en 600 points.",
    },
    "briscan.match.win-check": {
        "statement": (
            "On vérifie le but à la fin de chaque donne ; si les deux joueurs l’ont atteint, le plus fort "
            "total l’emporte, et à total égal on joue une autre donne."
        ),
    },
    "brisque.players": {
        "statement": "La Brisque est un jeu à deux joueurs.",
        "note": (
            "Le ¶21 dit que le Briscan est un jeu à deux joueurs fondé sur la Brisque et énumère en quoi "
            "les deux diffèrent : les cartes données, la retourne, les annonces et la marque, non le "
            "nombre de joueurs. L’encadré (¶7) est propre au Briscan. Jusqu’au ticket 43, cette règle "
            "était dite énoncée d’après lui."
        ),
    },
    "brisque.cards.pack": {
        "statement": (
            "On le joue avec un jeu de piquet de 32 cartes : as, roi, dame, valet, 10, 9, 8, 7 dans "
            "chaque couleur."
        ),
        "note": (
            "Dit du Briscan ; l’édition l’applique à la Brisque selon la convention du texte (¶20 : "
            "« where brisque is different, this is shown in parentheses »). Aucune parenthèse du ¶23 ne "
            "donne à la Brisque un autre jeu de cartes, et le jeu de cartes n’est pas parmi les "
            "différences qu’énumère le ¶21. L’encadré (¶8–¶10) est propre au Briscan. Jusqu’au ticket 43, "
            "cette règle était dite énoncée d’après lui."
        ),
    },
    "brisque.cards.trick-order": {
        "statement": (
            "Au jeu de la carte, les cartes se rangent, de la plus forte à la plus faible : as, dix, roi, "
            "dame, valet, 9, 8, 7."
        ),
        "note": (
            "La rangée des rangs est une rangée de l’encadré du Briscan (¶10), qui ne dit rien de la "
            "Brisque ; le ¶21 énumère en quoi le Briscan diffère de la Brisque (cartes données, retourne, "
            "annonces, marque), et l’ordre des cartes n’est pas parmi ces différences. Jusqu’au ticket "
            "43, cette règle était dite énoncée d’après le ¶10."
        ),
    },
    "brisque.cards.sequence-order": {
        "statement": (
            "Pour les séquences, les cartes vont dans leur ordre naturel 7, 8, 9, 10, valet, dame, roi, "
            "as : 8-9-10 est une tierce au dix."
        ),
        "note": (
            "Dit du Briscan ; l’édition l’applique à la Brisque selon la convention du texte (¶20 : "
            "« where brisque is different, this is shown in parentheses »). À la Brisque, aucune séquence "
            "ne marque (« only marriages and 2 of the quartets count », ¶29) : cet ordre ne décide donc "
            "de rien dans sa marque. Jusqu’au ticket 43, cette règle était dite énoncée d’après le ¶31."
        ),
    },
    "brisque.deal.draw": {
        "statement": "Les joueurs tirent pour la donne ; la plus haute carte donne.",
        "note": (
            "Dit du Briscan ; l’édition l’applique à la Brisque selon la convention du texte (¶20 : "
            "« where brisque is different, this is shown in parentheses »). La parenthèse de la phrase ne "
            "change que les cartes données (« brisque: six »). Jusqu’au ticket 43, cette règle était dite "
            "énoncée."
        ),
    },
    "brisque.deal.draw-ties": {
        "statement": (
            "Les cartes tirées pour la donne se rangent dans l’ordre des levées ; à rang égal, on tire de "
            "nouveau."
        ),
    },
    "brisque.deal.size": {
        "statement": "Le donneur donne six cartes à chaque joueur.",
    },
    "brisque.deal.packets": {
        "statement": "Les cartes se donnent par 3 puis par 3, l’adversaire du donneur d’abord.",
    },
    "brisque.deal.turnup": {
        "statement": (
            "La carte suivante est retournée : sa couleur est l’atout. Le reste, le talon, est posé face "
            "cachée en travers de la retourne, qui est donc la dernière carte du talon."
        ),
        "note": (
            "Inféré de la convention du texte (¶20 : les différences de la Brisque sont données entre "
            "parenthèses) et du silence du ¶23 sur la Brisque. Jusqu’au ticket 26, cette règle était dite "
            "énoncée d’après la retourne du Briscan, bien que le ¶21 dise que les deux jeux traitent la "
            "retourne différemment."
        ),
        "against": [
            (
                "le ¶21 dit que le Briscan diffère de la Brisque par « the way the trump turnup is "
                "handled ». La seule différence que le texte précise ensuite est l’échange du sept (¶25 : "
                "« brisque: it may be exchanged at any point during the game ») ; la retourne elle-même "
                "(¶23) ne porte aucune parenthèse pour la Brisque : l’édition lit donc la différence du "
                "¶21 comme celle de l’échange."
            ),
        ],
    },
    "brisque.deal.turnup-bonus": {
        "statement": "Si la retourne est un as, un dix ou une figure, le donneur marque 10 points.",
    },
    "brisque.deal.alternate": {
        "statement": "Les joueurs donnent tour à tour.",
    },
    "brisque.exchange.seven": {
        "statement": "Celui qui tient le sept d’atout peut l’échanger contre la retourne.",
        "note": "La parenthèse dit de la Brisque que « it », le sept d’atout de la même phrase, peut être échangé.",
    },
    "brisque.exchange.seven-place": {
        "statement": "Il prend la retourne dans sa main, et le sept prend sa place comme dernière carte du talon.",
        "note": (
            "L’article nomme l’échange, non ce que devient le sept ; adpoker.fr le met à la place de la "
            "retourne."
        ),
    },
    "brisque.exchange.deadline": {
        "statement": "Le sept peut être échangé à tout moment tant que la retourne est dans le talon.",
    },
    "brisque.exchange.when": {
        "statement": (
            "Le détenteur échange à l’un de ses propres tours : quand il a la main, quand il répond, ou "
            "pendant ses annonces."
        ),
    },
    "brisque.exchange.no-score": {
        "statement": "L’échange lui-même ne marque rien.",
    },
    "brisque.play.lead": {
        "statement": "L’adversaire du donneur entame le premier pli ; le gagnant de chaque pli entame le suivant.",
        "note": "Le texte reçu n’a pas de section sur le jeu de la carte ; cette règle complète la donne du ¶23.",
    },
    "brisque.play.in-turn": {
        "statement": "Les joueurs jouent chacun une carte à leur tour, celui qui a la main d’abord.",
        "note": "Le « Play: Alternate » de l’encadré (¶11) donne le tour, non les règles du jeu de la carte.",
    },
    "brisque.play.from-hand": {
        "statement": "Un joueur joue une carte de sa propre main.",
    },
    "brisque.play.phase": {
        "statement": "Seules les actions de l’étape en cours sont permises : la donne, les annonces, le jeu d’une carte.",
    },
    "brisque.play.draw": {
        "statement": (
            "Tant que dure le talon, après chaque pli le gagnant en tire la carte du dessus, puis le "
            "perdant ; au dernier tirage, le perdant prend la retourne (ou le sept échangé contre elle)."
        ),
        "note": "L’article suppose le tirage (un talon, « two talon cards left », ¶25) sans le décrire.",
    },
    "brisque.play.free": {
        "statement": (
            "Tant que le talon a des cartes (levées 1 à 10), le second joueur peut jouer n’importe quelle "
            "carte : il n’est tenu ni de fournir ni de couper."
        ),
        "note": "adpoker.fr : « liberté de renoncer » tant qu’il reste des cartes au talon.",
    },
    "brisque.final.follow-and-beat": {
        "statement": (
            "Une fois le talon épuisé (levées 11 à 16), le second joueur doit fournir à la couleur et "
            "doit battre la carte d’entame s’il le peut."
        ),
        "note": (
            "adpoker.fr : « il faut forcer ou couper ». Le ¶37 nomme cette étape (« after the talon has "
            "been exhausted ») mais ne donne aucune règle de jeu."
        ),
    },
    "brisque.final.trump": {
        "statement": "Une fois le talon épuisé, le joueur qui ne peut pas fournir doit couper s’il le peut.",
    },
    "brisque.final.any-card": {
        "statement": "Une fois le talon épuisé, le joueur qui ne peut ni fournir ni couper joue n’importe quelle carte.",
    },
    "brisque.trick.winner": {
        "statement": (
            "De deux cartes de la même couleur, la plus forte l’emporte ; sinon un atout bat toute autre "
            "carte, et une carte d’une autre couleur perd contre la carte d’entame."
        ),
        "note": (
            "La rangée des rangs (¶10) ordonne les cartes ; qui gagne un pli, c’est la règle de toute la "
            "famille."
        ),
    },
    "brisque.meld.when": {
        "statement": (
            "Seul le joueur qui a la main après avoir gagné un pli peut déclarer des combinaisons : "
            "aussitôt après l’avoir gagné. Personne ne déclare avant le premier pli."
        ),
        "note": (
            "Dit du Briscan ; l’édition l’applique à la Brisque selon la convention du texte (¶20 : "
            "« where brisque is different, this is shown in parentheses »). « len on whead » ne peut être "
            "que « when on lead » (apparat U2). Jusqu’au ticket 43, cette règle était dite énoncée, bien "
            "que le ¶21 compte les annonces parmi les différences des deux jeux."
        ),
        "against": [
            (
                "le ¶21 dit que le Briscan diffère de la Brisque par ses « announcements ». Les "
                "différences que le texte précise ensuite pour la Brisque portent sur les combinaisons "
                "qui comptent (¶29 : « only marriages and 2 of the quartets count » ; ¶32), non sur le "
                "moment où on les déclare ; l’édition lit la différence du ¶21 comme celles-là."
            ),
        ],
    },
    "brisque.meld.timing": {
        "statement": "Les annonces se font après que les deux joueurs ont tiré, avant l’entame.",
    },
    "brisque.meld.talon": {
        "statement": "On ne déclare plus de combinaisons une fois le talon épuisé.",
    },
    "brisque.meld.from-hand": {
        "statement": "Une combinaison se fait avec des cartes que tient le déclarant.",
        "note": (
            "Dit du Briscan ; l’édition l’applique à la Brisque selon la convention du texte (¶20 : "
            "« where brisque is different, this is shown in parentheses »). À la Brisque, seuls les "
            "mariages et deux carrés comptent (¶29) ; le mariage est une combinaison que le joueur "
            "« holds » (¶30), et le texte ne donne pas d’autre façon de faire une combinaison. Jusqu’au "
            "ticket 43, cette règle était dite énoncée d’après les ¶30 et ¶33 (les cartes blanches, que "
            "la Brisque ne compte pas)."
        ),
    },
    "brisque.meld.once": {
        "statement": (
            "Une combinaison (la même sorte avec les mêmes cartes) ne marque qu’une fois par donne ; les "
            "cartes déclarées restent en main, sont montrées et se jouent normalement."
        ),
        "note": (
            "Usage du bésigue : les cartes déclarées font toujours partie de la main, et une combinaison "
            "ne marque qu’une fois. (C’était la décision DB33 jusqu’au ticket 12 ; aucune source n’offre "
            "d’autre lecture.)"
        ),
    },
    "brisque.meld.per-window": {
        "statement": "Un joueur peut déclarer plusieurs combinaisons au même moment d’annonce, et chacune marque.",
    },
    "brisque.meld.marriage": {
        "statement": "Un mariage, le roi et la dame d’une même couleur, marque 20 points, ou 40 en atout.",
        "note": (
            "Dit du Briscan ; l’édition l’applique à la Brisque selon la convention du texte (¶20 : "
            "« where brisque is different, this is shown in parentheses »). La parenthèse du ¶29 dit que "
            "les mariages comptent à la Brisque, non ce qu’ils marquent ; les 20 et 40 points sont ceux "
            "du Briscan, et aucune parenthèse n’en donne d’autres à la Brisque. Les rangées du tableau "
            "(¶54–¶55) ont perdu leurs symboles de cartes autour du « + » (apparat U4). Jusqu’au ticket "
            "43, cette règle était dite énoncée d’après les mots du Briscan."
        ),
        "against": [
            (
                "le ¶21 compte la marque parmi les différences des deux jeux ; les différences que le "
                "texte précise pour la Brisque portent sur les combinaisons et les primes qui comptent "
                "(¶29, ¶32, ¶35), non sur ce que marque un mariage."
            ),
        ],
    },
    "brisque.meld.kinds": {
        "statement": "À la Brisque, on ne peut déclarer que les mariages, quatre rois et quatre dames.",
        "note": (
            "Le ¶29 dit que deux des carrés comptent sans les nommer ; les seuls carrés que le texte "
            "nomme pour la Brisque sont les rois et les dames (¶32) : l’édition les tient donc pour ces "
            "deux-là. Jusqu’au ticket 43, cette règle était dite énoncée."
        ),
    },
    "brisque.meld.royal-quartet": {
        "statement": "Quatre rois ou quatre dames, déclarés, gagnent aussitôt la partie.",
    },
    "brisque.bonus.only-last-trick": {
        "statement": "La Brisque ne marque qu’une seule prime : la dernière levée.",
    },
    "brisque.bonus.last-trick": {
        "statement": "Le gagnant de la dernière levée marque 10.",
        "note": (
            "Dit du Briscan ; l’édition l’applique à la Brisque selon la convention du texte (¶20 : "
            "« where brisque is different, this is shown in parentheses »). La parenthèse du ¶35 dit que "
            "la prime de la dernière levée se marque à la Brisque, non combien ; les 10 points sont ceux "
            "du Briscan (¶38), et aucune parenthèse n’en donne un autre montant à la Brisque. Jusqu’au "
            "ticket 43, cette règle était dite énoncée."
        ),
    },
    "brisque.match.accumulate": {
        "statement": "Les points s’additionnent d’une donne à l’autre, jusqu’au but de la partie.",
        "note": (
            "Le « Game is 600 points » du ¶21 est dit du Briscan ; l’édition l’applique à la Brisque "
            "selon la convention du ¶20 (aucune parenthèse n’y fait différer la Brisque), comme elle le "
            "fait du but lui-même (réglage de table DB44), et une partie jouée jusqu’à un but se joue en "
            "plusieurs donnes. Jusqu’au ticket 26, cette règle était dite énoncée d’après le ¶21, comme "
            "si le texte le disait de la Brisque."
        ),
    },
    "brisque.match.target": {
        "statement": "La partie se joue en 600 points, comme au Briscan, à moins qu’on ne convienne d’un autre but.",
    },
    "brisque.match.win-check": {
        "statement": (
            "On vérifie le but à la fin de chaque donne ; si les deux joueurs l’ont atteint, le plus fort "
            "total l’emporte, et à total égal on joue une autre donne."
        ),
    },
}
DECISIONS: dict[str, dict[str, str]] = {
    "briscan.DB6": {
        "title": "Comment se rangent les cartes tirées pour la donne",
        "default": (
            "dans l’ordre des levées : as, 10, roi, dame, valet, 9, 8, 7 (la rangée « Rank » de "
            "l’article) ; à rang égal, on tire de nouveau"
        ),
        "alternative": "l’ordre naturel des séquences, 7, 8, 9, 10, valet, dame, roi, as (un dix perd alors contre un roi)",
        "reason": (
            "La source dit seulement que la plus haute carte donne (¶23) ; le seul classement des cartes "
            "qu’elle donne est l’ordre des levées (¶10)."
        ),
    },
    "briscan.DB8": {
        "title": "Les paquets de la donne",
        "default": "par 3 puis par 2, l’adversaire du donneur servi le premier",
        "alternative": "par 2 puis par 3, l’adversaire du donneur servi le premier",
        "reason": (
            "adpoker.fr donne les cinq cartes par 3+2 ou 2+3 ; la source est muette. Les paquets ne "
            "changent aucune règle, seulement les cartes d’un jeu mêlé que reçoit chaque joueur : c’est "
            "un usage de la donne, non une lecture du texte (ticket 26)."
        ),
    },
    "briscan.DB11": {
        "title": "Qui fait les donnes suivantes",
        "default": "les joueurs donnent tour à tour",
        "alternative": (
            "le joueur qui a le moins marqué dans la donne fait la suivante (tour à tour après une donne "
            "à égalité)"
        ),
        "reason": (
            "C’est l’usage ordinaire du jeu à deux ; au bésigue (pokerwiner.com), la donne alterne. "
            "Certains usages des tables de jeu font donner le perdant."
        ),
    },
    "briscan.DB14": {
        "title": "Quand le sept d’atout peut être échangé",
        "default": (
            "par son détenteur à n’importe lequel de ses tours (quand il a la main ou quand il répond, ou "
            "pendant ses annonces), jusqu’au délai"
        ),
        "alternative": "seulement par le joueur qui va entamer, juste avant son entame (bésigue, Schnapsen)",
        "reason": "adpoker.fr n’y met aucune condition de levée gagnée ; la source ne donne qu’un délai.",
    },
    "briscan.DB16": {
        "title": "L’échange du sept marque-t-il ?",
        "default": "non : l’échange ne marque rien",
        "alternative": "10 points, comme au bésigue",
        "reason": "Le tableau de marque complet de la source (¶43–¶59) ne connaît aucune prime d’échange.",
    },
    "briscan.DB23": {
        "title": "À quel moment de la pause du déclarant se font les annonces",
        "default": "après que les deux joueurs ont tiré, avant l’entame",
        "alternative": "avant de tirer (bésigue)",
        "reason": (
            "Une quinte et une carte blanche demandent cinq cartes, qu’une main de Briscan ne tient "
            "qu’après le tirage ; « on lead » (¶27) convient au moment qui précède l’entame."
        ),
    },
    "briscan.DB24": {
        "title": "Les annonces une fois le talon épuisé",
        "default": "aucune : le dernier moment d’annonce est celui qui précède l’épuisement du talon",
        "alternative": "les annonces continuent après chaque pli gagné jusqu’à la fin de la donne",
        "reason": "Le bésigue (Enquire Within ; pokerwiner.com) interdit les annonces une fois le talon tiré.",
    },
    "briscan.DB28": {
        "title": "Les cartes d’un mariage ou d’un carré peuvent-elles resservir dans une autre combinaison ?",
        "default": "oui : seules les cartes déclarées dans une séquence sont exclues des autres combinaisons",
        "alternative": "une carte ne sert qu’à une seule combinaison",
        "reason": (
            "La source n’interdit que les cartes des séquences (¶31) ; le bésigue permet de les "
            "réemployer d’une classe à l’autre."
        ),
    },
    "briscan.DB29": {
        "title": "Quelles suites peuvent se déclarer comme séquences",
        "default": "toute suite de trois cartes consécutives ou plus, pas nécessairement la plus longue",
        "alternative": "seulement la plus longue suite qu’il tient",
        "reason": (
            "La source est muette ; avec l’interdiction propre aux séquences, une suite plus courte ne "
            "coûte qu’à celui qui la déclare."
        ),
    },
    "briscan.DB31": {
        "title": "Les carrés sont-ils doublés ?",
        "default": "non : seules les séquences d’atout marquent double ; les carrés marquent selon le tableau",
        "alternative": "tout carré marque double",
        "reason": (
            "Le ¶59 double « trump sequences or quartets », mais tout carré contient un atout, si bien "
            "qu’un « carré d'atout » ne forme pas une classe à part ; le ¶31 ne double que les séquences."
        ),
    },
    "briscan.DB32": {
        "title": "Combien de fois marque une carte blanche",
        "default": "une fois par sorte, par joueur et par donne",
        "alternative": (
            "de nouveau chaque fois que le joueur tient une autre main de cinq figures (ou de cinq basses "
            "cartes) à un moment d’annonce ultérieur"
        ),
        "reason": (
            "La source ne donne que les valeurs (¶33) ; au piquet, la carte blanche marque une fois, sur "
            "la main telle qu’elle a été donnée, mais les combinaisons du Briscan se font quand on a la "
            "main (¶27), et sa main change à chaque tirage."
        ),
    },
    "briscan.DB34": {
        "title": "Combien de combinaisons à un même moment d’annonce",
        "default": (
            "toutes celles que le joueur veut (chacune marque, sous réserve de l’interdiction propre aux "
            "séquences)"
        ),
        "alternative": "une combinaison par pli gagné (bésigue)",
        "reason": "« Inspired by piquet » (¶27), où l’on déclare toutes les combinaisons ensemble.",
    },
    "briscan.DB35": {
        "title": "Points de cartes pour les as et les dix pris (les « brisques »)",
        "default": "aucun : le tableau complet de la source a « most cards » à la place",
        "alternative": "10 points pour chaque as ou dix pris dans les levées, comme au bésigue",
        "reason": (
            "Le ¶14 fait du Briscan un jeu « ace-ten », mais le tableau de marque (¶43–¶59) ne compte "
            "aucun point de cartes."
        ),
    },
    "briscan.DB36": {
        "title": "Quand l’as d’atout marque",
        "default": "d’office, quand l’as parvient à son détenteur par la donne ou par un tirage",
        "alternative": "comme une combinaison, déclarée à un moment d’annonce",
        "reason": (
            "Autrement, un as tiré comme dernière carte du talon ne pourrait jamais marquer ; l’exclusion "
            "de l’as obtenu par échange (¶36) est gardée dans les deux cas."
        ),
    },
    "briscan.DB39": {
        "title": "Ce que veut dire « additional » pour les cinq dernières levées",
        "default": "20 points en plus des 10 de la dernière levée (30 en tout)",
        "alternative": "20 en tout, les 10 de la dernière levée compris (10 de plus que la dernière levée)",
        "reason": (
            "¶39 : « 20 additional points », aussitôt après les 10 de la dernière levée (¶38) ; "
            "« additional » s’y ajoute le plus naturellement."
        ),
    },
    "briscan.DB43": {
        "title": "Quand on vérifie le but",
        "default": (
            "à la fin de chaque donne : gagne celui qui l’a atteint, ou le plus fort total si tous deux "
            "l’ont atteint ; à total égal, on joue une autre donne"
        ),
        "alternative": "aussitôt que le total d’un joueur atteint le but",
        "reason": "La source est muette ; vérifier entre les donnes garde chaque donne entière.",
    },
    "brisque.DB8": {
        "title": "Les paquets de la donne",
        "default": "par 3 puis par 3, l’adversaire du donneur servi le premier",
        "alternative": "par 2, 2 et 2, l’adversaire du donneur servi le premier",
        "reason": (
            "adpoker.fr donne les cinq cartes par 3+2 ou 2+3 ; la source est muette. Les paquets ne "
            "changent aucune règle, seulement les cartes d’un jeu mêlé que reçoit chaque joueur : c’est "
            "un usage de la donne, non une lecture du texte (ticket 26)."
        ),
    },
    "brisque.DB10": {
        "title": "À la Brisque, le donneur marque-t-il 10 points pour un as, un dix ou une figure retournés ?",
        "default": "oui, selon la convention de la source qui veut que seul diffère ce que changent les parenthèses",
        "alternative": "non (la règle n’est écrite que pour le Briscan)",
        "reason": (
            "¶20 : « Where brisque is different, this is shown in parentheses » ; le ¶25 n’a pas de "
            "parenthèse pour les 10 points du donneur."
        ),
    },
    "brisque.DB44": {
        "title": "But de la Brisque",
        "default": "600 points, comme au Briscan (la convention de la source)",
        "alternative": "300 ou 500 points (proposés par l’Académie des jeux oubliés pour le jeu)",
        "reason": (
            "Le ¶21 donne 600 points sans parenthèse pour la Brisque. Un but est un réglage de la table, "
            "non une lecture (ticket 26)."
        ),
    },
}

SHARED_WITH_BRISCAN = ("DB6", "DB11", "DB14", "DB16", "DB23", "DB24", "DB34", "DB43")
"""Brisque's decisions that are Briscan's, word for word in English (``test_rule_words`` checks
it): their French is written once, under Briscan."""
for _did in SHARED_WITH_BRISCAN:
    DECISIONS[f"brisque.{_did}"] = DECISIONS[f"briscan.{_did}"]
