"""The words the source pages frame the received texts with, per edition language (issue 42).

``sitebuild.edition.sources`` renders each source page in the build's language: these framing words, the
editors' prose in that language (``sitebuild.languages.edition_words``: the apparatus notes and the metadata's
prose, written by the translators in ``sources/<id>/edition.fr.yaml`` and ``metadata.fr.yaml``), and the
received text as it came, in its own language. The English words are the ones the pages always had
(the English pages are unchanged). Every key exists in every language (tests/site/test_editions.py).
"""

from __future__ import annotations

NBSP = "\u00a0"

WORDS: dict[str, dict[str, str]] = {
    "en": {
        "title": "{title}: the received text",
        "about": "About this text",
        "condition": "Condition",
        "text": "Text",
        "encoding": "TEI encoding",
        "apparatus": "Apparatus",
        "noscript_parallel": "Without JavaScript both readings are shown side by side.",
        "noscript_normalized": "Without JavaScript only the normalized reading is shown here; the "
        "text exactly as received is the file received.txt linked above.",
        "howto_normalized": "Each received line is a numbered paragraph; its number is a permalink "
        "(<code>#p&lt;n&gt;</code>), valid in both readings. The <strong>normalized reading</strong> marks "
        'every editorial intervention: <ins class="tv-supplied tv-supplied--restored">'
        '<span class="tv-bracket">⟨</span>supplied text'
        '<span class="tv-bracket">⟩</span></ins>, <del class="tv-omitted">omitted residue</del>, added links, and notes '
        '<a class="tv-note" href="#apparatus">A1</a> that lead to the apparatus. The <strong>diplomatic reading</strong> '
        "is the text exactly as received. Choose a reading with the buttons, or link to one with "
        '<code>?reading=diplomatic</code>. See <a href="{about}">About this edition</a> for the conventions.',
        "howto_diplomatic": "The <strong>diplomatic reading</strong>: the text exactly as received, one numbered "
        "paragraph per line. Each number is a permalink (<code>#p&lt;n&gt;</code>). A normalized reading with its "
        'apparatus has not been published yet for this source. See <a href="{about}">About this edition</a>.',
        "encoding_howto": "How the TEI download encodes this text (the same guide is in its "
        "<code>encodingDesc</code>):",
        "apparatus_howto": "Every difference between the two readings, with what was damaged, what the edition "
        "does, and on what authority. Each note has its own permalink (<code>#app-&lt;id&gt;</code>, its number), "
        "and keeps its number for good. Supplied words are always the editors' own; the confidence says how sure "
        "they are of each intervention. The categories:",
        # the reading bar
        "reading_group": "Reading of the text",
        "parallel_title": "The text as received and the normalized reading, line by line",
        "parallel": "Side by side",
        "normalized_title": "The text with the editors' supplements, corrections and links, all marked",
        "normalized": "Normalized reading",
        "diplomatic_title": "The text exactly as received, line by line",
        "diplomatic": "Diplomatic reading",
        "goto": "Go to ¶",
        "go": "Go",
        "as_received": "As received",
        "permalink": "Permalink to paragraph {n}",
        "paragraph": "Paragraph {n}",
        # the metadata
        "original": "Original",
        "date_original": "Date of the original",
        "url_original": "URL of the original",
        "language_original": "Language of the original",
        "translation": "Translation",
        "received_from": "Received from",
        "languages": "Languages of the received text",
        "received_file": "Received file",
        "received_file_text": " (copy of seed <code>{file}</code>; {bytes} bytes, {lines} lines, {encoding})",
        "tei_text": ": both readings and the apparatus in TEI P5 (validated against <code>tei_all</code>; its "
        'line ids are this page\'s anchors; see <a href="#encoding">the encoding</a>)',
        "rights": "Rights in the received text",
        "licence": "Licence",
        "no_licence": "No licence is stated in the received text. ",
        "historical": "Works the text names as its sources",
        "not_known": "not known",
        # the apparatus
        "note": "Note",
        "has": "What the received text has",
        "does": "What the edition does",
        "authority": "Authority",
        "changed": "Changed",
        "conjecture": "Conjecture, not written into the text (the editors' responsibility)",
        "witness": "Witness",
        "references": "References",
        "rules": "Rules",
        "confidence": "{c} confidence",
        "permalink_note": "Permalink to note {id}",
        "colon": ":",
    },
    "fr": {
        "title": "{title}" + NBSP + ": le texte reçu",
        "about": "À propos de ce texte",
        "condition": "État",
        "text": "Texte",
        "encoding": "Encodage TEI",
        "apparatus": "Apparat",
        "noscript_parallel": "Sans JavaScript, les deux lectures sont données côte à côte.",
        "noscript_normalized": "Sans JavaScript, seule la lecture normalisée est donnée ici ; le texte "
        "exactement tel qu’il a été reçu est le fichier received.txt lié plus haut.",
        "howto_normalized": "Chaque ligne reçue est un paragraphe numéroté ; son numéro est un lien permanent "
        "(<code>#p&lt;n&gt;</code>), valable dans les deux lectures. La <strong>lecture normalisée</strong> marque "
        "chaque intervention des éditeurs"
        + NBSP
        + ': <ins class="tv-supplied tv-supplied--restored"><span class="tv-bracket">⟨</span>texte suppléé'
        '<span class="tv-bracket">⟩</span></ins>, <del class="tv-omitted">résidu omis</del>, liens ajoutés, et appels de note '
        '<a class="tv-note" href="#apparatus">A1</a> qui mènent à l’apparat. La <strong>lecture diplomatique</strong> '
        "est le texte exactement tel qu’il a été reçu. Choisissez une lecture avec les boutons, ou liez-la avec "
        '<code>?reading=diplomatic</code>. Les conventions sont exposées dans <a href="{about}">À propos de cette édition</a>.',
        "howto_diplomatic": "La <strong>lecture diplomatique</strong>"
        + NBSP
        + ": le texte exactement tel qu’il a été "
        "reçu, un paragraphe numéroté par ligne. Chaque numéro est un lien permanent (<code>#p&lt;n&gt;</code>). "
        "Aucune lecture normalisée avec son apparat n’a encore été publiée pour cette source. Voir "
        '<a href="{about}">À propos de cette édition</a>.',
        "encoding_howto": "Comment le fichier TEI encode ce texte (le même guide figure dans son "
        "<code>encodingDesc</code>, en anglais)" + NBSP + ":",
        "apparatus_howto": "Chaque différence entre les deux lectures, avec ce qui était endommagé, ce que fait "
        "l’édition, et sur quelle autorité. Chaque note a son lien permanent (<code>#app-&lt;id&gt;</code>, son "
        "numéro) et garde son numéro pour toujours. Les mots suppléés sont toujours ceux des éditeurs ; le degré "
        "de confiance dit leur certitude pour chaque intervention. Les catégories" + NBSP + ":",
        "reading_group": "Lecture du texte",
        "parallel_title": "Le texte tel qu’il a été reçu et la lecture normalisée, ligne à ligne",
        "parallel": "Côte à côte",
        "normalized_title": "Le texte avec les suppléments, corrections et liens des éditeurs, tous marqués",
        "normalized": "Lecture normalisée",
        "diplomatic_title": "Le texte exactement tel qu’il a été reçu, ligne à ligne",
        "diplomatic": "Lecture diplomatique",
        "goto": "Aller au ¶",
        "go": "Aller",
        "as_received": "Tel que reçu",
        "permalink": "Lien permanent vers le paragraphe {n}",
        "paragraph": "Paragraphe {n}",
        "original": "Original",
        "date_original": "Date de l’original",
        "url_original": "Adresse de l’original",
        "language_original": "Langue de l’original",
        "translation": "Traduction",
        "received_from": "Reçu de",
        "languages": "Langues du texte reçu",
        "received_file": "Fichier reçu",
        "received_file_text": " (copie de la graine <code>{file}</code>"
        + NBSP
        + ": {bytes} octets, {lines} lignes, {encoding})",
        "tei_text": NBSP
        + ": les deux lectures et l’apparat en TEI P5 (validé contre <code>tei_all</code> ; ses "
        'identifiants de ligne sont les ancres de cette page ; voir <a href="#encoding">l’encodage</a>)',
        "rights": "Droits sur le texte reçu",
        "licence": "Licence",
        "no_licence": "Le texte reçu n’indique aucune licence. ",
        "historical": "Ouvrages que le texte donne pour ses sources",
        "not_known": "inconnue",
        "note": "Note",
        "has": "Ce que porte le texte reçu",
        "does": "Ce que fait l’édition",
        "authority": "Autorité",
        "changed": "Modifié",
        "conjecture": "Conjecture, non portée dans le texte (sous la responsabilité des éditeurs)",
        "witness": "Témoin",
        "references": "Références",
        "rules": "Règles",
        "confidence": "confiance {c}",
        "permalink_note": "Lien permanent vers la note {id}",
        "colon": NBSP + ":",
    },
}

#: The sources' index page (``sources/index.md``, generated).
INDEX: dict[str, dict[str, str]] = {
    "en": {
        "both": "diplomatic and normalized",
        "diplomatic": "diplomatic",
        "source": "Source",
        "original": "Original",
        "languages": "Languages",
        "paragraphs": "Paragraphs",
        "readings": "Readings",
        "description": "The five received texts of the Tapis vert archive, with their metadata, condition and readings.",
        "lead": "The rules of every game in the archive go back to one received text. Each is kept exactly as it "
        "reached us, damaged as it is, with a record of where it comes from and what is wrong with it. Its "
        "lines are numbered paragraphs; the annotated rules cite them as ¶<em>n</em> and link to them.",
        "how": 'How the texts are edited and cited: <a href="{about}">About this edition</a>.',
    },
    "fr": {
        "both": "diplomatique et normalisée",
        "diplomatic": "diplomatique",
        "source": "Source",
        "original": "Original",
        "languages": "Langues",
        "paragraphs": "Paragraphes",
        "readings": "Lectures",
        "description": "Les cinq textes reçus de l’archive Tapis vert, avec leurs métadonnées, leur état et leurs "
        "lectures.",
        "lead": "Les règles de chaque jeu de l’archive remontent à un texte reçu. Chacun est conservé exactement tel "
        "qu’il nous est parvenu, avec ses dommages, et accompagné de ce que l’on sait de sa provenance et de ce "
        "qui y est fautif. Ses lignes sont des paragraphes numérotés ; les règles annotées les citent comme "
        "¶<em>n</em> et y renvoient.",
        "how": "Comment les textes sont édités et cités"
        + NBSP
        + ': <a href="{about}">À propos de cette édition</a>.',
    },
}

KINDS_FR = {
    "supplement": "Suppléé",
    "correction": "Corrigé",
    "omission": "Omis",
    "link": "Lien ajouté",
    "note": "Note",
    "translation": "Traduit",
    "rendering": "Balisage lu",
    "gap": "Lacune marquée",
}
CONFIDENCES_FR = {"high": "haute", "medium": "moyenne", "low": "basse"}
STATUS_NAMES_FR = {
    "restored": "restituée",
    "emended": "amendée",
    "reconstructed": "reconstituée",
    "editorial": "éditoriale",
}
STATUS_DEFINITIONS_FR = {
    "restored": "ce témoin l’a perdu ; un témoin nommé du même texte (cité parmi les témoins de l’édition) le "
    "fournit, et la note nomme ce témoin.",
    "emended": "rétabli par les seuls indices du texte lui-même"
    + NBSP
    + ": ses lettres, son arithmétique, sa "
    "logique propre, sans autre témoin ; le degré de confiance dit la certitude.",
    "reconstructed": "aucun témoin du texte ne le dit ; c’est tiré de sources comparables nommées, qui renvoient "
    "à la bibliographie.",
    "editorial": "le choix propre de l’édition"
    + NBSP
    + ": une présentation du texte reçu (résidu écarté, liens, "
    "notes, traductions), ou une conjecture, jamais portée dans la lecture" + NBSP + ": le texte marque la "
    "perte et l’apparat donne la conjecture.",
}
LANGUAGE_NAMES_FR = {"en": "anglais", "fr": "français", "de": "allemand", "es": "espagnol"}
#: Kinds of damage of a source's condition, as the French page names them.
DAMAGE_FR = {
    "flattened-table": "tableau aplati",
    "impossible-number": "nombre impossible",
    "lost-footnotes": "notes perdues",
    "lost-headings": "titres perdus",
    "lost-list": "liste perdue",
    "lost-symbols": "symboles perdus",
    "lost-text": "texte perdu",
    "markup-residue": "résidu de balisage",
    "page-furniture": "habillage de page",
    "pasted-preview": "aperçu collé",
    "run-in-headings": "titres fondus dans le texte",
    "scrambled-letters": "lettres brouillées",
    "split-sentence": "phrase coupée",
    "summary-only": "résumé seulement",
    "translation-artefact": "artefact de traduction",
    "translation-slip": "faute de traduction",
    "uncertain-reading": "lecture incertaine",
    "untranslated": "non traduit",
}


def words(lang: str) -> dict[str, str]:
    return WORDS[lang]


def check() -> list[str]:
    from sitebuild.edition import sources

    out = [f"WORDS['fr'] lacks {k!r}" for k in WORDS["en"].keys() - WORDS["fr"].keys()]
    out += [f"INDEX['fr'] lacks {k!r}" for k in INDEX["en"].keys() - INDEX["fr"].keys()]
    out += [f"KINDS_FR lacks {k!r}" for k in sources.KINDS.keys() - KINDS_FR.keys()]
    out += [
        f"STATUS_DEFINITIONS_FR lacks {k!r}"
        for k in sources.STATUS_DEFINITIONS.keys() - STATUS_DEFINITIONS_FR.keys()
    ]
    out += [f"CONFIDENCES_FR lacks {k!r}" for k in set(sources.CONFIDENCES) - CONFIDENCES_FR.keys()]
    for source in sources.load_all():
        for d in source.meta["condition"].get("damage") or []:
            if d.get("kind") and d["kind"] not in DAMAGE_FR:
                out.append(f"DAMAGE_FR lacks {d['kind']!r} ({source.id})")
    return out
