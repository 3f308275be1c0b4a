"""The browser's types of the engine's answers are generated from its TypedDicts, never edited by
hand (issue 39): playground/engine-client/engine-types.d.ts, which the page's modules name in JSDoc."""

import re

from sitebuild.runtime import js_types


def test_the_committed_types_are_the_engines() -> None:
    assert js_types.TARGET.read_text(encoding="utf-8") == js_types.render(), (
        "playground/engine-client/engine-types.d.ts is stale: run .venv/bin/python -m sitebuild.runtime.js_types"
    )


def test_the_view_type_has_no_any_and_follows_the_engine() -> None:
    text = js_types.render()
    assert not re.search(r"\bany\b", text)
    view = text[text.index("export interface View extends Observation {") :]
    view = view[: view.index("\n}\n")]
    assert "  legal: string[];" in view and "  sheet?: Sheet | null;" in view
    assert "  extra: ViewExtra;" in text and "  hand_results: HandResult[];" in text


def test_a_python_type_without_typescript_is_refused() -> None:
    import pytest

    with pytest.raises(TypeError):
        js_types._ts(complex, [])
