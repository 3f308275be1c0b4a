"""The French words of this folder's rules and decisions (issue 42), read by :mod:`tapisvert.rule_words`.

``RULES`` maps a rule id to its prose fields in French (``statement``, and ``note``,
``alternative``, ``reason`` where the English rule has them; ``against`` and ``exempt`` as lists
in the English order). ``DECISIONS`` maps ``"<book>.<decision id>"`` to ``title``, ``default``,
``alternative`` and ``reason``. Quoted source words are never here: they stay verbatim in their
own language.
"""

RULES: dict[str, dict[str, str | list[str]]] = {
    "tarot.cards.pack": {
        "statement": (
            "Le jeu : 21 atouts numérotés de 1 à 21, l’Excuse (le Fou) et, dans chaque couleur, 14 "
            "cartes : de l’as (le 1) au 10, valet, cavalier, dame, roi."
        ),
    },
    "tarot.cards.suits": {
        "statement": (
            "Il y a quatre couleurs (pique, cœur, carreau, trèfle) : 78 cartes en tout, qui valent "
            "ensemble 91 points."
        ),
        "note": (
            "La page d’aide ne compte pas les couleurs ; la FFT (2012, §3) donne le jeu de 78 cartes et "
            "ses 91 points."
        ),
    },
    "tarot.cards.order": {
        "statement": (
            "Dans chaque couleur, les cartes se rangent dans l’ordre croissant 1, 2 … 10, valet, "
            "cavalier, dame, roi."
        ),
    },
    "tarot.cards.trump-order": {
        "statement": "Les atouts se rangent selon leur numéro, du 21 (le plus fort) au 1, le Petit.",
        "note": (
            "La page d’aide numérote les atouts (¶5) et appelle le 1 le Petit (¶13), mais ne dit pas que "
            "le plus fort numéro l’emporte ; FFT 2012, §3."
        ),
    },
    "tarot.cards.bouts": {
        "statement": "Les trois bouts (oudlers) sont le Petit (le 1 d’atout), le 21 d’atout et l’Excuse.",
    },
    "tarot.cards.values": {
        "statement": (
            "Valeur des cartes : un bout ou un roi 4 points ½, une dame 3 ½, un cavalier 2 ½, un valet 1 "
            "½, toute autre carte ½ point."
        ),
    },
    "tarot.players.counts": {
        "statement": "On joue à trois, quatre ou cinq joueurs.",
        "note": "La page d’aide ne nomme le nombre de joueurs que dans les seuils de la poignée.",
    },
    "tarot.deal.sizes": {
        "statement": (
            "À 3, 4 ou 5 joueurs : des mains de 24, 18 ou 15 cartes, distribuées par paquets de 4, 3 ou "
            "3, et un chien de 6, 6 ou 3 cartes."
        ),
        "note": "FFT 2012, §5, §15, §16. La page d’aide mentionne le chien (« the Kitty », ¶63) mais pas sa taille.",
    },
    "tarot.players.sides": {
        "statement": (
            "À chaque donne, le preneur joue seul contre les autres, qui forment la défense (à 5 joueurs, "
            "avec le partenaire qu’il a appelé) ; les camps ne durent qu’une donne."
        ),
        "note": (
            "FFT 2012, §4, §16. La page d’aide parle du preneur et de « the team who wins the hand » "
            "(¶79) sans dire qui compose les camps."
        ),
    },
    "tarot.deal.first-dealer": {
        "statement": (
            "Avant la première donne, chaque joueur tire une carte et celui qui tire la plus basse "
            "donne : un atout l’emporte sur une carte de couleur et, entre les couleurs, pique > cœur > "
            "carreau > trèfle ; qui tire l’Excuse tire de nouveau."
        ),
        "note": (
            "FFT 2012, §5 ; la page d’aide ne dit rien de la donne. Le tirage suit l’ordre des cartes des "
            "¶9–¶11."
        ),
    },
    "tarot.deal.packets": {
        "statement": (
            "Le donneur distribue par paquets dans le sens inverse des aiguilles d’une montre et "
            "constitue le chien carte par carte pendant la donne, jamais avec la première ni avec la "
            "dernière carte du paquet."
        ),
        "note": "FFT 2012, §5, §15, §16.",
    },
    "tarot.deal.rotation": {
        "statement": (
            "La donne tourne dans le sens inverse des aiguilles d’une montre : le joueur assis à la "
            "droite du donneur donne ensuite, y compris après une donne annulée."
        ),
        "note": "FFT 2012, §5, §6, §7.",
    },
    "tarot.deal.petit-sec": {
        "statement": (
            "Le joueur dont le seul atout est le Petit et qui n’a pas l’Excuse (Petit sec) étale son "
            "jeu ; la donne est annulée avant les enchères et le donneur suivant redistribue."
        ),
        "note": "FFT 2012, §6.",
    },
    "tarot.bid.contracts": {
        "statement": (
            "Les contrats, du plus faible au plus fort : la Prise (« Small ») ×1, la Garde (« Guard ») "
            "×2, la Garde sans le chien (« Guard without the Kitty ») ×4, la Garde contre le chien "
            "(« Guard against the Kitty ») ×6."
        ),
    },
    "tarot.bid.order": {
        "statement": (
            "Le joueur assis à la droite du donneur parle le premier, puis chacun à son tour jusqu’au "
            "donneur ; chaque joueur ne parle qu’une fois : il passe ou annonce un contrat supérieur à "
            "tous ceux annoncés avant lui. Le plus fort enchérisseur est le preneur."
        ),
        "note": "FFT 2012, §7 ; la page d’aide énumère les contrats mais ne décrit pas les enchères.",
    },
    "tarot.bid.garde-contre-ends": {
        "statement": (
            "Dès qu’une Garde contre est annoncée, personne ne peut plus surenchérir : les enchères sont "
            "closes."
        ),
        "note": (
            "C’est le plus fort contrat, et chaque joueur ne parle qu’une fois, pour une enchère "
            "supérieure seulement (FFT 2012, §7)."
        ),
    },
    "tarot.bid.all-pass": {
        "statement": (
            "Si tout le monde passe, la donne est annulée et le donneur suivant redistribue (sauf si l’on "
            "joue la variante Goulash)."
        ),
        "note": "FFT 2012, §7. Quand on la joue, la variante Goulash de la page d’aide (¶103) remplace cette règle.",
    },
    "tarot.call.king": {
        "statement": (
            "À 5 joueurs, le preneur appelle un roi avant qu’on ne retourne le chien ; s’il a les quatre "
            "rois, il peut appeler une dame ; s’il a tous les rois et toutes les dames, un cavalier ; "
            "s’il a tous les rois, dames et cavaliers, un valet. Il peut appeler une carte de sa propre "
            "main."
        ),
        "note": "FFT 2012, §16 ; la page d’aide ne décrit pas le jeu à cinq.",
    },
    "tarot.call.partner": {
        "statement": (
            "Le détenteur de la carte appelée est le partenaire secret du preneur, qui ne se découvre "
            "qu’en jouant cette carte ; si le preneur s’est appelé lui-même ou si la carte est au chien, "
            "il joue seul contre quatre."
        ),
        "note": "FFT 2012, §16.",
    },
    "tarot.call.first-lead": {
        "statement": (
            "À 5 joueurs, l’entame de la donne ne peut pas se faire dans la couleur appelée, sauf avec la "
            "carte appelée elle-même."
        ),
        "note": "FFT 2012, §16.",
    },
    "tarot.call.first-lead-fallback": {
        "statement": "Le joueur d’entame qui n’a en main que des cartes de la couleur appelée entame de l’une d’elles.",
        "note": (
            "FFT 2012, §16, interdit d’entamer dans la couleur appelée mais ne prévoit pas le cas du "
            "joueur qui n’a rien d’autre ; il doit jouer, et toutes ses cartes sont de cette couleur. "
            "(C’était la décision TAR6 jusqu’au ticket 12 ; comme aucune autre lecture n’est possible, ce "
            "n’est pas une décision.)"
        ),
    },
    "tarot.chien.shown": {
        "statement": (
            "Pour une Prise (« Small ») ou une Garde (« Guard »), le chien est retourné face visible ; le "
            "preneur le prend dans sa main, puis fait son écart."
        ),
    },
    "tarot.chien.discard-one": {
        "statement": (
            "Le preneur écarte, face cachée, autant de cartes que le chien en contenait ; l’écart compte "
            "parmi ses cartes à la fin de la donne."
        ),
        "note": (
            "FFT 2012, §8. La table reçoit l’écart une carte à la fois : c’est une façon de le saisir, "
            "non une règle ; jusqu’au ticket 43, l’énoncé le donnait pour une règle."
        ),
    },
    "tarot.chien.discard-no-king-bout": {
        "statement": "L’écart ne peut contenir ni roi ni bout.",
        "note": "FFT 2012, §8.",
    },
    "tarot.chien.discard-trumps": {
        "statement": (
            "On ne peut écarter un atout que si l’écart ne peut être complété autrement, et tout atout "
            "écarté est montré."
        ),
        "note": "FFT 2012, §8.",
    },
    "tarot.chien.garde-sans": {
        "statement": (
            "Garde sans le chien : le chien reste face cachée, sans que personne ne le voie, et compte "
            "pour le preneur (un bout qui s’y trouve compte parmi les siens pour fixer le nombre de "
            "points à faire)."
        ),
        "note": "FFT 2012, §8, §13. La page d’aide ne retourne le chien que « for Small and Guard » (¶63).",
    },
    "tarot.chien.garde-contre": {
        "statement": (
            "Garde contre le chien : le chien reste face cachée, sans que personne ne le voie, et compte "
            "pour la défense."
        ),
        "note": "FFT 2012, §8.",
    },
    "tarot.play.lead": {
        "statement": (
            "Le joueur assis à la droite du donneur entame le premier pli (le preneur, s’il a annoncé un "
            "chelem) ; le gagnant de chaque pli entame le suivant."
        ),
        "note": "FFT 2012, §9, §12 ; la page d’aide donne les obligations du jeu de la carte, non l’entame.",
    },
    "tarot.play.in-turn": {
        "statement": "Chaque joueur joue une carte à son tour, dans le sens inverse des aiguilles d’une montre.",
        "note": "FFT 2012, §12.",
    },
    "tarot.play.from-hand": {
        "statement": "Un joueur joue une carte de sa propre main.",
        "note": "FFT 2012, §12.",
    },
    "tarot.play.phase": {
        "statement": (
            "Seules les actions de l’étape en cours de la donne sont permises (enchères, appel, écart, "
            "annonce du chelem, annonces, jeu de la carte, donne suivante)."
        ),
        "note": "FFT 2012, §7–§12.",
    },
    "tarot.play.led-suit": {
        "statement": (
            "La couleur demandée est celle de la première carte du pli qui n’est pas l’Excuse ; si "
            "l’Excuse est jouée en entame, c’est la carte suivante qui la fixe."
        ),
        "note": "FFT 2012, §12.",
    },
    "tarot.play.follow-suit": {
        "statement": "Un joueur doit fournir à la couleur demandée.",
    },
    "tarot.play.need-not-beat": {
        "statement": "Le joueur qui fournit à la couleur n’est pas tenu de monter sur les cartes déjà jouées.",
        "note": (
            "FFT 2012, §12 : « mais pas de monter ». La page d’aide n’exige une carte plus forte qu’à "
            "l’atout (¶45)."
        ),
    },
    "tarot.play.must-trump": {
        "statement": "Le joueur qui ne peut pas fournir doit couper (jouer un atout).",
    },
    "tarot.play.overtrump": {
        "statement": (
            "Le joueur qui doit jouer atout doit, s’il le peut, monter sur tout atout déjà joué dans le "
            "pli, même sur celui d’un partenaire."
        ),
        "note": (
            "« Any Trump » comprend celui d’un partenaire ; la FFT (2012, §12) le dit en toutes lettres "
            "(« même s'il appartient à un partenaire »)."
        ),
    },
    "tarot.play.undertrump": {
        "statement": "Le joueur qui ne peut pas monter à l’atout joue un atout plus faible.",
    },
    "tarot.play.trump-led": {
        "statement": "Quand on entame d’atout, chaque joueur doit monter s’il le peut, sinon jouer n’importe quel atout.",
        "note": (
            "Répondre à une entame d’atout, c’est fournir à la couleur d’atout ; la FFT (2012, §12) dit "
            "de même."
        ),
    },
    "tarot.play.any-card": {
        "statement": "Le joueur qui ne peut ni fournir ni couper peut jouer n’importe quelle carte (il se défausse).",
    },
    "tarot.play.excuse": {
        "statement": (
            "L’Excuse peut être jouée à tout moment, à la place de la carte autrement exigée, dernier pli "
            "compris : jouée à ce pli hors chelem, elle change de camp (excuse.last-trick)."
        ),
        "note": (
            "Jusqu’au ticket 26, la citation s’arrêtait à « anytime », avant « except on the last "
            "trick ». L’édition lit « except on the last trick, otherwise it switches sides » comme la "
            "conséquence du fait de la jouer à ce pli, non comme une interdiction (lecture de la "
            "fédération, FFT 2012, §4 : le coup est régulier) ; cette conséquence est la règle "
            "excuse.last-trick, et son option est la décision TAR1."
        ),
    },
    "tarot.trick.winner": {
        "statement": (
            "Le plus fort atout remporte le pli ; à défaut d’atout, la plus forte carte de la couleur "
            "demandée. L’Excuse ne remporte jamais de pli, sauf dans un chelem (et, au Goulash, au "
            "dernier pli)."
        ),
        "note": "FFT 2012, §12. La page d’aide ne donne que les exceptions : le chelem (¶91) et le Goulash (¶107).",
    },
    "tarot.excuse.exchange": {
        "statement": (
            "L’Excuse reste à son camp : quand le camp adverse remporte le pli, le camp de son détenteur "
            "garde l’Excuse et donne en échange une carte d’un demi-point prise dans ses propres plis, "
            "jamais dans l’écart du preneur."
        ),
        "note": "FFT 2012, §12 ; l’interdiction de la prendre dans l’écart vient de bric-a-brac.org.",
    },
    "tarot.excuse.deferred": {
        "statement": (
            "Si le camp du détenteur n’a encore remporté aucune carte d’un demi-point, il la donne dès "
            "qu’il en a une."
        ),
        "note": "FFT 2012, §12.",
    },
    "tarot.excuse.unpaid": {
        "statement": "Un échange qui n’a jamais pu se faire à la fin de la donne se règle pour un demi-point.",
    },
    "tarot.excuse.last-trick": {
        "statement": (
            "Jouée au dernier pli (hors chelem), l’Excuse change de camp : elle va au camp adverse de "
            "celui qui l’a jouée, quel que soit le gagnant du pli, sans échange."
        ),
        "note": (
            "La fédération dit de même (FFT 2012, §4 : « sinon elle change de camp »). Le coup est "
            "régulier : « otherwise » en donne la conséquence. Jusqu’au ticket 12, le moteur donnait "
            "l’Excuse au camp qui remportait le pli et tarot/index.md disait qu’aucune source ne "
            "tranchait ; l’un et l’autre avaient tort, et cette lecture est désormais l’option de la "
            "décision TAR1."
        ),
    },
    "tarot.excuse.chelem": {
        "statement": (
            "Le camp qui a remporté tous les plis précédents peut entamer l’Excuse au dernier pli, et "
            "remporte alors ce pli avec elle."
        ),
        "note": (
            "Ayant remporté tous les plis, le joueur qui fait le chelem a la main au dernier pli (FFT "
            "2012, §9)."
        ),
    },
    "tarot.excuse.defence-chelem-case": {
        "statement": (
            "Quand le camp du preneur remporte tous les plis et que la défense a joué l’Excuse, l’Excuse "
            "reste à la défense et lui compte 4 points (le camp du preneur en compte 87)."
        ),
        "note": "FFT 2012, §12.",
    },
    "tarot.poignee.thresholds": {
        "statement": (
            "Poignées : simple 13 / 10 / 8 atouts, double 15 / 13 / 10, triple 18 / 15 / 13 (à 3 / 4 / 5 "
            "joueurs)."
        ),
    },
    "tarot.poignee.when": {
        "statement": (
            "La poignée est facultative ; on l’annonce et on la montre juste avant de jouer sa première "
            "carte, qu’on soit preneur ou en défense."
        ),
        "note": "FFT 2012, §10.",
    },
    "tarot.poignee.exact": {
        "statement": (
            "On montre exactement le nombre d’atouts du seuil : le joueur qui en a davantage cache ceux "
            "qu’il veut."
        ),
        "note": "FFT 2012, §10.",
    },
    "tarot.poignee.excuse": {
        "statement": (
            "L’Excuse peut remplacer un seul atout manquant : la montrer certifie que le joueur n’a pas "
            "d’autre atout."
        ),
        "note": "FFT 2012, §10 ; FFT 2014, « Les annonces ».",
    },
    "tarot.poignee.discarded-trump": {
        "statement": (
            "Les atouts que le preneur a été contraint d’écarter (et qu’il a montrés) sont montrés de "
            "nouveau avec sa poignée et y comptent."
        ),
        "note": (
            "La FFT (2012, §10) donne le cas des 4 rois et des 15 atouts ; le moteur l’applique à toute "
            "poignée."
        ),
    },
    "tarot.poignee.bonus": {
        "statement": (
            "Une poignée vaut 20, 30 ou 40 points, non multipliés par le contrat, et revient au camp qui "
            "gagne la donne, quel que soit celui qui l’a montrée."
        ),
    },
    "tarot.poignee.several": {
        "statement": "Plusieurs poignées dans une même donne s’additionnent.",
        "note": "FFT 2012, §10.",
    },
    "tarot.chelem.announce": {
        "statement": "Un chelem, c’est-à-dire faire tous les plis, peut s’annoncer en plus du contrat.",
    },
    "tarot.chelem.announce-lead": {
        "statement": "Le preneur annonce le chelem avant la première carte, puis entame le premier pli.",
        "note": "FFT 2012, §9 ; la page d’aide ne dit ni quand ni par qui il s’annonce.",
    },
    "tarot.score.target": {
        "statement": "Le preneur doit faire 56, 51, 41 ou 36 points avec 0, 1, 2 ou 3 bouts.",
    },
    "tarot.score.taker-cards": {
        "statement": (
            "Les points et les bouts du preneur sont ceux de ses cartes en fin de donne : ses plis, et "
            "son écart ou, dans une Garde sans le chien, le chien."
        ),
        "note": "FFT 2012, §4, §13.",
    },
    "tarot.score.juste-fait": {
        "statement": "Faire exactement le nombre de points requis (« juste fait ») suffit à gagner le contrat.",
        "note": "FFT 2012, §13.",
    },
    "tarot.score.formula": {
        "statement": (
            "Chaque défenseur paie (contrat réussi) ou reçoit (contrat chuté) M = (25 + écart de points) "
            "× coefficient, ± petit au bout, ± poignées, ± chelem, l’écart de points étant la différence "
            "entre les points du preneur et ceux qu’il devait faire."
        ),
        "note": (
            "FFT 2012, §13 (« Tout contrat valant arbitrairement 25 points ») ; l’écart de points n’est "
            "pas arrondi."
        ),
    },
    "tarot.score.petit-au-bout": {
        "statement": "Si le Petit se trouve dans le dernier pli, le camp qui remporte ce pli marque 10 × le coefficient.",
        "note": (
            "Que le contrat soit réussi ou non : la page d’aide ne pose aucune condition, et la FFT "
            "(2012, §11) le dit."
        ),
    },
    "tarot.score.petit-au-bout-chelem": {
        "statement": (
            "Dans un chelem où l’Excuse est entamée au dernier pli, le Petit joué à l’avant-dernier pli "
            "compte comme mené au bout."
        ),
    },
    "tarot.score.chelem": {
        "statement": (
            "Chelem (tous les plis au camp du preneur) : 400 points annoncé et réussi, 200 réussi sans "
            "annonce, −200 annoncé et chuté ; non multiplié par le contrat."
        ),
    },
    "tarot.score.defence-chelem": {
        "statement": (
            "Si la défense fait tous les plis, le camp du preneur marque en outre −200, non multipliés "
            "(qui s’ajoutent à un chelem annoncé et chuté)."
        ),
        "note": "FFT 2012, §9 ; la page d’aide ne parle que du chelem du preneur.",
    },
    "tarot.score.half-point": {
        "statement": (
            "À 3 ou 5 joueurs, le demi-point restant revient au camp gagnant : un preneur à x ½ qui "
            "atteint ou dépasse son contrat compte x + 1, en dessous il compte x."
        ),
        "note": "FFT 2012, §15, §16.",
    },
    "tarot.score.shares": {
        "statement": (
            "Chaque défenseur marque −M ; le preneur +2M (à 3 joueurs) ou +3M (à 4) ; à 5 joueurs, le "
            "preneur +2M et son partenaire +M, ou le preneur seul +4M. Chaque donne s’équilibre à zéro."
        ),
        "note": "FFT 2012, §14, §15, §16.",
    },
    "tarot.match.target": {
        "statement": "Une partie dure un nombre choisi de donnes marquées ; le plus fort total l’emporte.",
    },
    "tarot.misere.kinds": {
        "statement": (
            "Variante des misères : misère d’atout (ni atout ni Excuse) et misère d’honneurs (ni roi, ni "
            "dame, ni cavalier, ni valet, ni bout), chacune de 10 points."
        ),
        "note": (
            "Comme la poignée, les 10 points ne sont pas multipliés par le contrat : ils sont payés "
            "sur-le-champ (¶99)."
        ),
    },
    "tarot.misere.paid": {
        "statement": "Une misère annoncée est payée sur-le-champ au déclarant, quel que soit le camp vainqueur.",
    },
    "tarot.misere.payers": {
        "statement": "Chacun des autres joueurs paie 10 points au déclarant.",
    },
    "tarot.misere.when": {
        "statement": (
            "Une misère s’annonce juste avant la première carte du joueur, comme une poignée ; un même "
            "joueur peut annoncer les deux sortes, et le moteur vérifie que la main y a droit, si bien "
            "qu’on ne la montre pas."
        ),
        "note": "La page d’aide dit seulement que les misères annoncées sont payées sur-le-champ (¶99).",
    },
    "tarot.misere.hand": {
        "statement": (
            "Une misère se juge sur les cartes telles qu’elles ont été distribuées, avant tout chien et "
            "tout écart."
        ),
    },
    "tarot.goulash.when": {
        "statement": (
            "Variante Goulash : si tout le monde passe, la donne se joue quand même, chacun pour soi, et "
            "le but est de prendre le moins de points possible."
        ),
    },
    "tarot.goulash.play": {
        "statement": (
            "Au Goulash, le jeu de la carte est inchangé, mais il n’y a ni petit au bout ni chelem, et "
            "l’on ne peut déclarer aucune poignée."
        ),
    },
    "tarot.goulash.excuse": {
        "statement": "Au Goulash, l’Excuse reste au joueur qui la joue ; jouée au dernier pli, elle remporte ce pli.",
    },
    "tarot.goulash.chien": {
        "statement": "Au Goulash, le chien n’est pas retourné et n’appartient à personne.",
    },
    "tarot.goulash.scoring": {
        "statement": "Une donne de Goulash se marque en réglant les points deux à deux : le joueur i marque Σp − n·pᵢ.",
    },
}
DECISIONS: dict[str, dict[str, str]] = {
    "tarot.TAR1": {
        "title": "Où va l’Excuse jouée au dernier pli (hors chelem)",
        "default": (
            "au camp adverse de celui qui l’a jouée, quel que soit le gagnant du pli, sans échange : le "
            "« otherwise it switches sides » de la page d’aide (¶51)"
        ),
        "alternative": (
            "au camp qui remporte le dernier pli, sans échange (la règle de club de bric-a-brac.org : "
            "« elle devient propriété du joueur qui remporte cette levée ») ; les deux lectures ne "
            "diffèrent que si le camp même de l’Excuse remporte ce pli"
        ),
        "reason": (
            "La page d’aide (¶51, « otherwise it switches sides ») et la fédération (FFT 2012, §4, "
            "« sinon elle change de camp ») s’accordent : l’Excuse change de camp. Jusqu’au ticket 12, "
            "cette édition la donnait au gagnant du pli, d’après la règle de club ; cette lecture est "
            "gardée comme option. On n’offre pas d’interdire le coup, comme « can be played anytime, "
            "except on the last trick » pourrait le suggérer : la dernière carte d’un joueur est toujours "
            "forcée, si bien qu’une interdiction ne pourrait s’appliquer qu’un pli plus tôt, ce qu’aucune "
            "source ne décrit."
        ),
    },
    "tarot.TAR2": {
        "title": "Misères : qui paie",
        "default": (
            "chacun des autres joueurs paie 10 points au déclarant (qui gagne 10 × (joueurs − 1)) ; la "
            "donne reste à somme nulle"
        ),
        "alternative": (
            "le déclarant reçoit 10 points une seule fois, de personne en particulier (lecture littérale "
            "de « paid to the declarer ») ; les donnes avec misère ne s’équilibrent plus à zéro"
        ),
        "reason": (
            "Au tarot, tout montant se paie par adversaire (FFT 2012, §14) ; la lecture à somme nulle "
            "garde chaque donne équilibrée."
        ),
    },
    "tarot.TAR3": {
        "title": "Goulash : comment se marque une donne",
        "default": (
            "chaque paire de joueurs règle la différence de leurs points, au profit de celui qui en a le "
            "moins : le joueur i marque Σp − n·pᵢ (les points des cartes étant d’abord arrondis au point "
            "entier supérieur)"
        ),
        "alternative": "pas de marque : la donne de Goulash est seulement jouée",
        "reason": (
            "La page d’aide donne le but (prendre le moins de points possible) mais pas la marque ; on "
            "n’a trouvé aucune source. Le règlement deux à deux est à somme nulle et récompense ce but ; "
            "arrondir le demi-point au-dessus joue contre le joueur, de même que dans le jeu ordinaire le "
            "demi-point va au camp adverse (FFT 2012, §15)."
        ),
    },
    "tarot.TAR4": {
        "title": "Combien de temps dure une partie",
        "default": (
            "un nombre choisi de donnes marquées, par défaut deux tours de table (2 × le nombre de "
            "joueurs) ; une donne annulée (Petit sec, tout le monde passe sans Goulash) ne compte pas"
        ),
        "alternative": "un nombre quelconque de donnes (de 1 à 99)",
        "reason": (
            "La page d’aide est muette ; dans le jeu libre de la fédération, on additionne simplement les "
            "donnes ; Board Game Arena joue 6 tours. Un multiple du nombre de joueurs permet à chacun de "
            "donner aussi souvent que les autres. La longueur d’une partie est un réglage de la table, "
            "non une lecture du texte."
        ),
    },
    "tarot.TAR5": {
        "title": "Misères : quelle main est jugée",
        "default": (
            "les cartes telles qu’elles ont été distribuées, avant tout chien et tout écart (celles du "
            "preneur aussi)"
        ),
        "alternative": "pour le preneur qui prend le chien, la main après son écart",
        "reason": (
            "La page d’aide donne les sortes de misère et leur paiement, mais non la main qui compte. La "
            "main distribuée est celle que chaque joueur possède, et le chien n’en fait pas partie ; la "
            "main du preneur après l’écart est celle qu’il joue, et c’est elle que juge l’option."
        ),
    },
    "tarot.TAR7": {
        "title": "Un échange de l’Excuse qui ne peut jamais se faire",
        "default": (
            "il se règle pour un demi-point à la fin de la donne : le camp du détenteur compte un "
            "demi-point de moins, le camp adverse un demi-point de plus"
        ),
        "alternative": (
            "l’Excuse elle-même va au camp qui a remporté son pli, comme si aucun échange n’avait été "
            "proposé (ses 4 points ½ et son bout changent de camp)"
        ),
        "reason": (
            "La FFT (2012, §12) diffère l’échange jusqu’à ce que le camp du détenteur remporte un pli, "
            "mais ne dit pas ce qui se passe s’il n’en remporte aucun, ni si ses plis ne contiennent "
            "aucune carte d’un demi-point ; le demi-point laisse à l’Excuse sa valeur de 4 points pour "
            "son détenteur, comme dans le cas du chelem (FFT 2012, §12). L’option tient la dette impayée "
            "pour la perte de l’Excuse."
        ),
    },
}
