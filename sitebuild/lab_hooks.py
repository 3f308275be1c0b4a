"""MkDocs hook of the variant laboratory (issue 17), listed after ``sitebuild/hooks.py`` in mkdocs.yml.

``on_page_markdown`` expands ``<!-- tv-lab: STUDY -->`` and ``<!-- tv-lab: skill -->`` markers
(``sitebuild.pages.lab_pages.expand``) from the committed results in ``bench/lab/``; a marker naming a
study without committed results fails the build.  The rules pages get their "What each choice
changes" section from ``sitebuild.pages.rules_pages`` itself.

``on_config`` of a build in another language than English (issue 42: ``config["theme"]["language"]``)
fails the build listing every edition note, lesson step and study that lacks words in it
(``sitebuild.pages.missing_words.missing``): a French page never falls back to English silently.
"""

from __future__ import annotations

import sys
from pathlib import Path

from mkdocs.exceptions import PluginError

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # MkDocs loads this file by path; make `sitebuild.*` importable
    sys.path.insert(0, str(ROOT))

from sitebuild.languages import figure_words  # noqa: E402
from sitebuild.pages import lab_pages, missing_words  # noqa: E402


def on_config(config):
    lang = config["theme"]["language"]
    lacking = missing_words.missing(lang)
    if lacking:
        raise PluginError(f"{len(lacking)} text(s) lack words in {lang!r}:\n" + "\n".join(lacking))
    return config


def on_page_markdown(markdown, page, config, files):
    if "tv-lab:" not in markdown:
        return markdown
    figure_words.use(config["theme"]["language"])  # the blocks' words (issue 42)
    try:
        return lab_pages.expand(markdown, where=page.file.src_uri)
    except lab_pages.LabPageError as exc:
        raise PluginError(str(exc)) from exc
