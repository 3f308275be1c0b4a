"""Build helpers for the Tapis vert site (MkDocs hooks, runtime copy, page generators, static server)."""
