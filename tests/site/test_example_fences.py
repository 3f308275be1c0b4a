"""The three worked-example fences (tv-example, tv-run, tv-steps) share one expander: a block that
is not JSON, or that the renderer refuses, fails the build with the page and the block's line."""

import pytest

from sitebuild.pages import examples, runs, steps
from sitebuild.pages.examples import ExampleError

KINDS = [("tv-example", examples), ("tv-run", runs), ("tv-steps", steps)]


def _page(kind: str, body: str) -> str:
    return f"# A page\n\nSome text.\n\n```{kind}\n{body}\n```\n\nMore text.\n"


@pytest.mark.parametrize("kind, module", KINDS)
def test_a_block_that_is_not_json_names_the_page_and_line(kind, module):
    with pytest.raises(ExampleError, match=rf"^games/x\.md: {kind} at line 5 is not valid JSON"):
        module.expand(_page(kind, "{not json"), lambda rid: rid, where="games/x.md")


@pytest.mark.parametrize("kind, module", KINDS)
def test_a_refused_block_names_the_page_and_line(kind, module):
    with pytest.raises(ExampleError, match=rf"^games/x\.md: {kind} at line 5: "):
        module.expand(_page(kind, '{"game": "no-such-game"}'), lambda rid: rid, where="games/x.md")


@pytest.mark.parametrize("kind, module", KINDS)
def test_text_without_a_block_is_left_alone(kind, module):
    text = "# A page\n\n```python\nprint(1)\n```\n"
    assert module.expand(text, lambda rid: rid) == text
