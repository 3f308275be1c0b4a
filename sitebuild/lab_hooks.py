"""MkDocs hook of the variant laboratory (issue 17), listed after ``sitebuild/hooks.py`` in mkdocs.yml.

``on_page_markdown`` expands ``<!-- tv-lab: STUDY -->`` and ``<!-- tv-lab: skill -->`` markers
(``sitebuild.lab_pages.expand``) from the committed results in ``bench/lab/``; a marker naming a
study without committed results fails the build.  The rules pages get their "What each choice
changes" section from ``sitebuild.rules_pages`` itself.
"""

from __future__ import annotations

import sys
from pathlib import Path

from mkdocs.exceptions import PluginError

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # MkDocs loads this file by path; make `sitebuild.*` importable
    sys.path.insert(0, str(ROOT))

from sitebuild import lab_pages  # noqa: E402


def on_page_markdown(markdown, page, config, files):
    if "tv-lab:" not in markdown:
        return markdown
    try:
        return lab_pages.expand(markdown, where=page.file.src_uri)
    except lab_pages.LabPageError as exc:
        raise PluginError(str(exc)) from exc
