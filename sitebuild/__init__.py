"""Build helpers for the Tapis vert site. ``hooks.py`` and ``lab_hooks.py`` (named by mkdocs.yml) wire
MkDocs to the folders: ``edition/`` (the received texts and their markup), ``pages/`` (generated
pages), ``languages/`` (the two editions and their words), ``runtime/`` (what the browser runs) and
``serving/`` (how the site is served); ``templates/`` holds their Jinja and service-worker templates."""
