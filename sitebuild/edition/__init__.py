"""The edition of the received texts: the markup parsed into typed nodes (``nodes``), the sources as
data and their checks (``sources``), the TEI export (``tei``, ``tei_divisions``), the provenance
checks of the rules against them (``provenance``) and the archive's own data as it is cited
(``project``). The lowest layer of ``sitebuild/``: it imports no other folder (the source pages,
which print words in each language, are ``pages.source_pages``)."""
