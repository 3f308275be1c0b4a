"""The two language editions (English at the root, French under ``fr/``) and the words each prints:
the editions' wiring (``edition``, ``alternates``, ``twins``) and the word tables (``*_words``)."""
