"""The French words of this folder's rules and decisions (issue 42), read by :mod:`tapisvert.rule_words`.

``RULES`` maps a rule id to its prose fields in French (``statement``, and ``note``,
``alternative``, ``reason`` where the English rule has them; ``against`` and ``exempt`` as lists
in the English order). ``DECISIONS`` maps ``"<book>.<decision id>"`` to ``title``, ``default``,
``alternative`` and ``reason``. Quoted source words are never here: they stay verbatim in their
own language.
"""

RULES: dict[str, dict[str, str | list[str]]] = {}
DECISIONS: dict[str, dict[str, str]] = {}
