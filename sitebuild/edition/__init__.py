"""The edition of the received texts: the markup parsed into typed nodes (``nodes``), the sources as
data and their checks (``sources``), their pages (``source_pages``), the TEI export (``tei``,
``tei_divisions``) and the provenance checks of the rules against them (``provenance``)."""
