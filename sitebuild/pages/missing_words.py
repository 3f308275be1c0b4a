"""Everything the edition, the guided hands and the laboratory print that lacks words in a language.

One list for the build (``sitebuild/lab_hooks.py`` fails a build in that language on it) and the
tests: the editions' prose (``sitebuild.languages.edition_words``), the lessons' steps
(``sitebuild.pages.guided``) and the studies' titles (``sitebuild.pages.lab_pages``). English is the
language the sources are written in, so it never lacks anything.

It gathers checks that walk the pages' own data (the lessons, the lab's results), so it sits in
``pages/``, above the word tables of ``languages/`` it reads.
"""

from __future__ import annotations

from sitebuild.languages import edition_words
from sitebuild.pages import guided, lab_pages


def missing(lang: str) -> list[str]:
    """Each text without words in ``lang``, named (empty when whole)."""
    if lang == "en":
        return []
    return (
        edition_words.missing_edition_words(lang) + guided.missing_words(lang) + lab_pages.missing_words(lang)
    )
