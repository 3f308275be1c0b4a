"""A play page runs Material's bundle after its first deal is on screen (issue 27).

Material's ``bundle.<hash>.min.js`` is one classic script at the end of the body: the parser stops
to run it (100-360 ms of script in one task, with a forced style recalculation), and the page's
own module scripts, deferred, only run after it. On a page whose table draws a deal computed at
build time (:mod:`sitebuild.pages.first_deals`), that task stood between the reader and the cards.

Such a page gets, in the script's place, ``<link rel="preload" as="script" href="…bundle…"
data-tv-material>``: the browser fetches the bundle as early as before, but does not run it.
``playground/site/material-later.mjs`` runs it (a ``<script src>`` of the same file, so the preloaded
response is used) once the first deal has been painted, and then gives Material's ``document$`` the
page, as Material's own ``DOMContentLoaded`` handler would have done. Every other page keeps the
script as Material wrote it.
"""

from __future__ import annotations

import re

from sitebuild.pages import first_deals

ATTRIBUTE = "data-tv-material"
_BUNDLE = re.compile(r'<script src="(?P<src>[^"]*assets/javascripts/bundle\.[0-9a-f]+\.min\.js)"></script>')


def inject(output: str) -> str:
    """A page with a build-time first deal gets the bundle as a preload; others are unchanged."""
    if f'id="{first_deals.ELEMENT_ID}"' not in output:
        return output
    return _BUNDLE.sub(
        lambda m: f'<link rel="preload" as="script" href="{m["src"]}" {ATTRIBUTE}>', output, count=1
    )
