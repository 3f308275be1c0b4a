"""The browser runtime the site ships: the engine wheel, the self-hosted Pyodide and its trimmed
standard library (with the Node ``.mjs`` helpers that compile and trace them), the files generated
from the engine for the browser, the early start of play pages, offline copy and precompression."""
