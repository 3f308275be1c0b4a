"""The code examples of the Engine API page (docs/api.md) run and print what the page says."""

import doctest
import re

from tests import testing

API = testing.ROOT / "docs" / "api.md"
BLOCK = re.compile(r"^```pycon\n(.*?)^```", re.MULTILINE | re.DOTALL)


def test_api_page_examples_run():
    text = API.read_text(encoding="utf-8")
    blocks = BLOCK.findall(text)
    assert len(blocks) >= 8, "the API page lost its examples"
    parser = doctest.DocTestParser()
    test = parser.get_doctest("\n".join(blocks), {}, "docs/api.md", str(API), 0)
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS | doctest.IGNORE_EXCEPTION_DETAIL)
    runner.run(test)
    result = runner.summarize(verbose=False)
    assert result.attempted > 20
    assert result.failed == 0, (
        f"{result.failed} of {result.attempted} examples of docs/api.md failed (see output)"
    )


def test_api_page_documents_every_public_function():
    import tapisvert

    text = API.read_text(encoding="utf-8")
    for name in (
        "list_games",
        "game_info",
        "new_game",
        "rules",
        "decisions",
        "load",
        "from_position",
        "trick_winner",
        "IllegalAction",
        "RecordError",
        "bridge.call",
    ):
        assert name in text, name
    for name in (
        "current_player",
        "legal_actions",
        "apply",
        "undo",
        "is_over",
        "last_hand_points",
        "match_points",
        "returns",
        "legal_codes",
        "apply_trusted",
        "observation",
        "to_json",
    ):
        assert f"`{name}" in text, name
    for op in ("games", "info", "rules", "new", "view", "play", "bot", "undo", "record", "load", "position"):
        assert f'"op": "{op}"' in text, op
    public = set(getattr(tapisvert, "__all__", []))
    undocumented = {n for n in public if n not in text and n not in {"GameState", "register", "__version__"}}
    assert not undocumented, undocumented
