"""The edition of the received texts: the sources as data and their markup (``sources``), their pages
(``source_pages``), the TEI export (``tei``, ``tei_divisions``) and the provenance checks of the rules
against them (``provenance``)."""
