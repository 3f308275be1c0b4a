"""Everything the edition, the guided hands and the laboratory print that lacks words in a language.

One list for the build (``sitebuild/lab_hooks.py`` fails a build in that language on it) and the
tests: the editions' prose (``sitebuild.edition_words``), the lessons' steps (``sitebuild.guided``)
and the studies' titles (``sitebuild.lab_pages``). English is the language the sources are written
in, so it never lacks anything.
"""

from __future__ import annotations

from sitebuild import edition_words, guided, lab_words


def missing(lang: str) -> list[str]:
    """Each text without words in ``lang``, named (empty when whole)."""
    if lang == "en":
        return []
    return edition_words.missing_edition_words(lang) + guided.missing_words(lang) + lab_words.missing(lang)
