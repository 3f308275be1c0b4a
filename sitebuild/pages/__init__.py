"""The pages the build generates or expands: the source pages, the rules pages, the worked examples
and lessons, the laboratory and measured-figures pages, the citations, the rules dataset and the
search entries, and the checks that every word they print has its translation (``missing_words``).
Above ``edition/`` and ``languages/``, which they read."""
