"""The two language editions (English at the root, French under ``fr/``) and the words each prints:
the editions' wiring (``edition``, ``alternates``, ``twins``) and the word tables (``*_words``).
Above ``edition/`` (the twins and the source words read the sources), below ``pages/``: a check
that walks a page's own data (the lessons, the lab's results) is in ``pages/``."""
