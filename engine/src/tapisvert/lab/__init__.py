"""The variant laboratory: what each editorial choice does to the game, measured on duplicate deals.

A *study* (a JSON file in ``tapisvert/lab/studies/``) names a game, a player count, the option
*settings* to compare (one editorial decision's choices, Triomphe's regimes, Tarot with and without
Misères…), the bot level and a number of matches.  Every setting plays the **same seeds**: match
``seed`` deals hand ``k`` from the engine's stream ``(seed, "deal", k)`` whatever the options, so the
settings are compared on duplicate deals.  The play writes one record per hand (and, for a study
that compares, one record per match comparing its first hand under each setting with the same hand
under the reference setting); the summary is a pure function of the records
(:func:`tapisvert.lab.aggregate.summarize`), so a study gives the same numbers in-process, on one
Dask worker or on many.

* ``spec``        – reading and checking a study;
* ``play``        – playing one block of matches (pure engine, no Dask): the records;
* ``events``      – each game's special events (vole, chelem, borrowing…) read from a hand;
* ``aggregate``   – the summary with 95 % intervals (pure);
* ``fingerprint`` – the rules fingerprint of a game (registry ids, decisions, options, engine source);
* ``results``     – committed results: CSV records + a JSON header, and the staleness check;
* ``runner``      – in-process and Dask execution (Dask is imported there only, lazily).

Dask is the engine's optional extra ``lab``; nothing here imports it at import time, and the rest of
the engine never imports this package.  Command line: ``python -m tapisvert.lab --help``.
"""

from .spec import Study, load_study, study_names

__all__ = ["Study", "load_study", "study_names"]
