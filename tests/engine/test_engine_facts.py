"""The browser's copy of engine facts is generated, never edited by hand (issue 39)."""

from sitebuild.runtime import engine_facts


def test_the_committed_engine_facts_are_the_engines() -> None:
    assert engine_facts.TARGET.read_text(encoding="utf-8") == engine_facts.render(), (
        "playground/engine-client/engine-facts.mjs is stale: run .venv/bin/python -m sitebuild.runtime.engine_facts"
    )
