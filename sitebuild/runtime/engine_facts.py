"""What the browser must know of the engine before the engine is loaded, generated from it (issue 39):
``playground/engine-client/engine-facts.mjs``. The page reads a link's ``bots=`` and draws its Opponents menu
before Python starts, so the levels cannot come through the bridge; they come from
``tapisvert.bots.MENU_LEVELS`` through this file, never from a hand copy.

    .venv/bin/python -m sitebuild.runtime.engine_facts          (rewrites the file)

``tests/engine/test_engine_facts.py`` fails when the committed file is not this module's output.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

TARGET = Path(__file__).resolve().parents[2] / "playground" / "engine-client" / "engine-facts.mjs"


def render() -> str:
    from tapisvert import bots

    return (
        "// Generated from the engine by sitebuild/runtime/engine_facts.py: do not edit "
        "(tests/engine/test_engine_facts.py checks it).\n\n"
        "/** Bot levels of tapisvert.bots, in the Opponents menu's order (bots.MENU_LEVELS). */\n"
        f"export const BOT_LEVELS = {json.dumps(list(bots.MENU_LEVELS))};\n"
    )


def main() -> int:
    TARGET.write_text(render(), encoding="utf-8")
    print(f"wrote {TARGET}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
