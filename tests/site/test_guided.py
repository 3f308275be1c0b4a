"""The guided first hands' lessons (issue 25, item 5; sitebuild/pages/guided.py, sources/lessons/).

Every game has a lesson the build accepts; a lesson naming an unknown rule id (or another game's),
a step without a rule reference, an unknown moment or phase, or a deal the engine refuses fails
the build with a message that says so."""

from __future__ import annotations

import copy

import pytest

from sitebuild.pages import guided

GAMES = ["triomphe", "francion", "briscan", "brisque", "tarot", "emprunt"]


def link(rid: str, label: str | None) -> str:
    return f'<a class="tv-ruleref" href="rules/#{rid}">{rid}</a>'


@pytest.mark.parametrize("game", GAMES)
def test_every_game_has_a_lesson_the_build_accepts(game):
    lesson = guided.load(game)
    assert guided.check(game, lesson) == []
    kinds = [s["kind"] for s in lesson["steps"]]
    assert kinds[:2] == ["goal", "overview"] and "detail" in kinds and "tip" in kinds
    out = guided.expand(f"# x\n\n<!-- tv-guided: {game} -->\n", link)
    assert out.count('class="tv-guided-step"') == len(lesson["steps"])
    assert f'data-seed="{lesson["seed"]}"' in out and "[[rule:" not in out


def _broken(change):
    lesson = copy.deepcopy(guided.load("triomphe"))
    change(lesson)
    return guided.check("triomphe", lesson)


def test_an_unknown_rule_id_fails_the_build(monkeypatch):
    def change(lesson):
        lesson["steps"][2]["text"] += " [[rule:triomphe.no.such-rule]]"

    assert any("unknown rule id 'triomphe.no.such-rule'" in p for p in _broken(change))
    # and the hook's expansion raises: the build stops
    broken = copy.deepcopy(guided.load("triomphe"))
    change(broken)
    monkeypatch.setattr(guided, "load", lambda game, root=None: broken)
    with pytest.raises(guided.GuidedError, match="no.such-rule"):
        guided.expand("<!-- tv-guided: triomphe -->\n", link, where="games/triomphe/index.md")


@pytest.mark.parametrize(
    "change, words",
    [
        (lambda ls: ls["steps"][0].update(text="No rule named here."), "names none"),
        (
            lambda ls: ls["steps"][2].update(text="[[rule:tarot.play.follow-suit]]"),
            "is not a rule of triomphe",
        ),
        (lambda ls: ls["steps"][2].update(when="sometimes"), "unknown when"),
        (lambda ls: ls["steps"][2].update(when="phase:bidding"), "no phase 'bidding'"),
        (lambda ls: ls["steps"][2].update(kind="aside"), "unknown kind"),
        (lambda ls: ls.update(players=9), "the engine refuses the lesson's deal"),
        (lambda ls: ls.update(seed=-1), "seed must be"),
        (lambda ls: ls["steps"].reverse(), "opens with its goal"),
        (lambda ls: ls.update(steps=[s for s in ls["steps"] if s["kind"] != "tip"]), "no tip step"),
    ],
)
def test_a_lesson_the_build_refuses(change, words):
    assert any(words in p for p in _broken(change)), _broken(change)
