"""The engine's words in two languages (issue 42): every message key in both catalogues, the
records language-free, the bridge's ``lang``, and a French Tarot hand read in French."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from tapisvert import bridge, words as W
from tapisvert.words import en, fr

ENGINE = Path(W.__file__).resolve().parent.parent
# A key written whole in the engine's source: words("tarot.log.deal", …)
_LITERAL_KEY = re.compile(r'\bwords\(\s*"([a-z0-9.-]+)"\s*[,)]')
# The games whose every word is a message key (the others still word some lines as English text)
TRANSLATED = ("tarot", "emprunt", "triomphe", "francion", "briscan", "brisque")


def call(**req: Any) -> dict[str, Any]:
    answer: dict[str, Any] = json.loads(bridge.call(json.dumps(req)))
    return answer


def test_every_key_is_in_both_catalogues() -> None:
    missing_fr = sorted(set(en.MESSAGES) - set(fr.MESSAGES))
    missing_en = sorted(set(fr.MESSAGES) - set(en.MESSAGES))
    assert not missing_fr, f"keys without French words: {missing_fr}"
    assert not missing_en, f"keys without English words: {missing_en}"


def test_every_key_the_source_writes_exists() -> None:
    used = {
        (str(p.relative_to(ENGINE)), key)
        for p in ENGINE.rglob("*.py")
        for key in _LITERAL_KEY.findall(p.read_text(encoding="utf-8"))
    }
    assert used, "the scan found no key: the pattern is wrong"
    absent = sorted(f"{where}: {key}" for where, key in used if key not in en.MESSAGES)
    assert not absent, f"keys written in the engine but in no catalogue: {absent}"


def test_templates_name_the_same_parameters_in_both_languages() -> None:
    names = re.compile(r"\{(?:[SPHOEGQVY]:)?([a-z_][a-z0-9_]*)")
    differ = [
        k for k in en.MESSAGES if set(names.findall(en.MESSAGES[k])) != set(names.findall(fr.MESSAGES[k]))
    ]
    assert not differ, f"templates whose parameters differ between en and fr: {differ}"


def test_french_typography() -> None:
    bad = [k for k, v in fr.MESSAGES.items() if "'" in v or re.search(r"[^\u00a0][:;?!](?:\s|$)", v)]
    assert not bad, f"French templates with a straight apostrophe or no no-break space before : ; ? !: {bad}"


def test_french_card_names() -> None:
    from tapisvert import cards as C

    assert fr.card_name(C.card("KS"), None) == "le roi de pique"
    assert fr.card_name(C.card("QH"), None) == "la dame de cœur"
    assert fr.card_name(C.card("AS"), None) == "l’as de pique"
    assert fr.card_name(C.card("JC"), None) == "le valet de trèfle"
    assert fr.card_name(C.card("TD"), None) == "le dix de carreau"
    assert fr.card_name(C.card("EX"), None) == "l’Excuse"
    assert fr.card_name(C.card("1"), None) == "le Petit"
    assert fr.card_name(C.card("21"), None) == "le 21 d’atout"


def test_an_unknown_language_is_refused_clearly() -> None:
    out = call(op="games", lang="de")
    assert out["ok"] is False and out["error"]["type"] == "value"
    assert "unknown language 'de'" in out["error"]["message"] and "en, fr" in out["error"]["message"]


def _play(
    lang: str, players: int, seed: int, game: str = "tarot", options: dict[str, Any] | None = None
) -> list[dict[str, Any]]:
    """A seeded Tarot match, the human playing his first legal action, with one refused card at
    each of his turns: every answer of the bridge, in ``lang``."""
    answers = []
    first = call(op="new", game=game, players=players, seed=seed, options=options or {}, lang=lang)
    answers.append(first)
    table, view = first["table"], first["view"]
    for _ in range(300):
        if view["is_over"] or view["hand_number"] > 2:
            break
        if view["current_player"] in view["humans"]:
            illegal = [c for c in ("KS", "7H", "QD", "AC") if not any(a.endswith(c) for a in view["legal"])]
            answers.append(call(op="play", table=table, card=illegal[0], lang=lang))
            out = call(op="play", table=table, action=view["legal"][0], lang=lang)
        else:
            out = call(op="bot", table=table, lang=lang)
        assert out["ok"], out
        answers.append(out)
        view = out["view"]
    answers.append(call(op="view", table=table, lang=lang))
    call(op="close", table=table)
    return answers


def _records(answers: list[dict[str, Any]]) -> list[Any]:
    out: list[Any] = []
    for a in answers:
        if not a["ok"]:
            out.append((a["error"]["rule_id"], a["error"]["words"], a["error"]["action"]))
            continue
        v = a["view"]
        out.append([e["record"] for e in v["log"]])
        out.append([r.get("words") for r in v["hand_results"]])
        out.append((v["legal"], v["current_player"], v["scores"], v["hand"], v["trick"]))
    return out


def _words(answers: list[dict[str, Any]]) -> list[str]:
    out: list[str] = []
    for a in answers:
        if not a["ok"]:
            out.append(a["error"]["message"])
            continue
        v = a["view"]
        out += [e["text"] for e in v["log"]] + [v["prompt"] or ""] + list(v["action_labels"].values())
        if v.get("sheet"):
            out += [v["sheet"]["summary"]] + [t["label"] for t in v["sheet"]["terms"]]
    return out


@pytest.mark.parametrize(
    "game,players,seed",
    [
        ("tarot", 3, 41),
        ("tarot", 4, 42),
        ("tarot", 5, 43),
        ("emprunt", 4, 53),
        ("triomphe", 6, 14),
        ("francion", 4, 21),
    ],
)
def test_records_are_the_same_in_english_and_french(game: str, players: int, seed: int) -> None:
    english, french = _play("en", players, seed, game), _play("fr", players, seed, game)
    assert _records(english) == _records(french)
    assert any(r for r in _records(english) if r), "no record was compared"
    en_words, fr_words = _words(english), _words(french)
    assert len(en_words) == len(fr_words)
    assert sum(a != b for a, b in zip(en_words, fr_words)) > len(en_words) // 2


@pytest.mark.parametrize(
    "game,players,seed,options",
    [
        ("tarot", 3, 41, {}),
        ("tarot", 4, 42, {}),
        ("tarot", 5, 43, {}),
        ("emprunt", 3, 51, {}),
        ("emprunt", 6, 52, {}),
        ("triomphe", 4, 11, {"form": "individual"}),
        ("triomphe", 4, 13, {"form": "team"}),
        ("triomphe", 6, 14, {"form": "team"}),
        ("triomphe", 5, 15, {"form": "pillage"}),
        ("francion", 4, 21, {}),
        ("francion", 3, 22, {"welche_suit": "heart", "welche_lead": "heart"}),
        ("francion", 4, 23, {"welche_payments": "as-turn-up", "empty_box": "change"}),
        ("briscan", 2, 31, {}),
        ("briscan", 2, 33, {"card_reuse": "no", "runs": "longest"}),
        ("brisque", 2, 32, {}),
    ],
)
def test_a_match_reads_in_french_only(game: str, players: int, seed: int, options: dict[str, Any]) -> None:
    assert game in TRANSLATED
    with W.strict():  # English text, or a message without French words, raises
        answers = _play("fr", players, seed, game, options)
    text = "\n".join(_words(answers))
    for english in (" the ", " plays ", "You ", "trick", "Legal now", "points with"):
        assert english not in text, english
    assert "Donne 1" in text or "Main 1" in text


def test_french_refusal_log_line_prompt_and_sheet() -> None:
    answers = _play("fr", 4, 42)
    refusals = [a["error"]["message"] for a in answers if not a["ok"]]
    assert any(m.startswith("Les enchères d’abord") for m in refusals), refusals[:3]
    assert any("Cartes permises\u00a0:" in m or "Vous n’avez pas" in m for m in refusals), refusals
    log = [e["text"] for a in answers if a["ok"] for e in a["view"]["log"]]
    assert any(line.endswith("fait la levée.") or line == "Vous faites la levée." for line in log)
    sheets = [a["view"]["sheet"] for a in answers if a["ok"] and a["view"].get("sheet")]
    assert sheets and "(preneur)" in sheets[-1]["summary"] and "requis" in sheets[-1]["summary"]
    prompts = [a["view"]["prompt"] for a in answers if a["ok"] and a["view"]["prompt"]]
    assert any(p.startswith(("Annoncez", "Passez", "Jouez", "Fournissez", "À vous")) for p in prompts)


def test_english_is_the_default_language() -> None:
    a = call(op="new", game="tarot", players=4, seed=42)
    b = call(op="new", game="tarot", players=4, seed=42, lang="en")
    assert a["view"]["prompt"] == b["view"]["prompt"] and a["view"]["log"] == b["view"]["log"]
    call(op="close", table=a["table"])
    call(op="close", table=b["table"])


def _emprunt_at_a_run(lang: str) -> tuple[dict[str, Any], str]:
    """An Emprunt table where the reader must follow a run (seed 51, 3 players: the bots play
    until the reader is asked for a card he does not hold or holds)."""
    out = call(op="new", game="emprunt", players=3, seed=51, lang=lang)
    table, view = out["table"], out["view"]
    while not (view["current_player"] in view["humans"] and view["extra"].get("need")):
        out = call(
            op="bot" if view["current_player"] not in view["humans"] else "play",
            table=table,
            action=(view["legal"] or [""])[0],
            lang=lang,
        )
        view = out["view"]
    return view, table


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_emprunt_refusal_heads_say_the_verb_of_each_case(lang: str) -> None:
    view, table = _emprunt_at_a_run(lang)
    need = view["extra"]["need"]
    own = next(c for c in view["hand"] if c != need)
    on_table = view["extra"]["table"][0]
    heads = {}
    for case, card in (("own", own), ("nobody", on_table)):
        out = call(op="play", table=table, card=card, lang=lang)
        assert not out["ok"]
        heads[case] = (out["error"]["head"], out["error"]["head_words"]["key"])
    assert heads["own"][1] == "common.head.play" and heads["nobody"][1] == "emprunt.head.nobody"
    if lang == "en":
        assert heads["own"][0].startswith("You cannot play the ")
        assert heads["nobody"][0].startswith("Nobody may put down the ")
    else:
        assert heads["own"][0].startswith("Vous ne pouvez pas jouer ")
        assert heads["nobody"][0].startswith("Personne ne peut poser ")
    # a card another player holds, asked as a borrow out of the run's order
    others = [
        c
        for c in ("AS", "2H", "KC", "QD", "JS")
        if c not in view["hand"] and c != need and c not in view["extra"]["table"]
    ]
    out = call(op="play", table=table, action=f"borrow:{others[0]}", lang=lang)
    assert not out["ok"] and out["error"]["head_words"]["key"] in (
        "common.head.borrow",
        "emprunt.head.nobody",
    )
    call(op="close", table=table)


def test_no_card_code_in_an_emprunt_refusal() -> None:
    view, table = _emprunt_at_a_run("en")
    out = call(op="play", table=table, card=view["extra"]["table"][0])
    assert not re.search(r"\b[AKQJT2-9][SHDC]\b", out["error"]["message"]), out["error"]["message"]
    call(op="close", table=table)


def test_the_rule_box_of_a_french_refusal_reads_the_rule_in_french(monkeypatch: pytest.MonkeyPatch) -> None:
    from tapisvert.games.tarot import rules_fr

    out = call(op="new", game="tarot", players=4, seed=42, lang="fr")
    refused = call(op="play", table=out["table"], card="KS", lang="fr")
    rule_id = refused["error"]["rule_id"]
    assert refused["error"]["rule"]["lang"] in ("en", "fr")  # says which language its prose is in
    words = {"statement": "Les enchères d’abord (énoncé de test)."}
    from tapisvert import game_class

    english = game_class("tarot").FACTS.book.rules[rule_id]
    for field in ("note", "alternative", "reason"):
        if getattr(english, field):
            words[field] = f"{field} en français"
    if english.against:
        words["against"] = ["contre"] * len(english.against)  # type: ignore[assignment]
    if english.exempt:
        words["exempt"] = ["exempté"] * len(english.exempt)  # type: ignore[assignment]
    monkeypatch.setitem(rules_fr.RULES, rule_id, words)
    refused = call(op="play", table=out["table"], card="KS", lang="fr")
    assert refused["error"]["rule"]["lang"] == "fr"
    assert refused["error"]["rule"]["statement"] == "Les enchères d’abord (énoncé de test)."
    english_answer = call(op="play", table=out["table"], card="KS")
    assert english_answer["error"]["rule"]["statement"] == english.statement
    call(op="close", table=out["table"])


def test_a_results_records_reach_the_page_as_records() -> None:
    answers = _play("fr", 2, 31, "briscan")
    results = [r for a in answers if a["ok"] for r in a["view"]["hand_results"]]
    assert results, "no hand was scored"
    for r in results:
        assert isinstance(r["words"], dict) and r["words"]["key"].startswith("briscan.")
        for why, *_ in r["terms"]:
            assert isinstance(why, dict) and why["key"].startswith(("briscan.why", "briscan.meld"))


@pytest.mark.parametrize("game,players,seed", [("tarot", 4, 42), ("emprunt", 3, 51), ("triomphe", 4, 11)])
def test_a_hint_in_french(game: str, players: int, seed: int) -> None:
    out = call(op="new", game=game, players=players, seed=seed, lang="fr")
    table, view = out["table"], out["view"]
    while view["current_player"] not in view["humans"]:
        view = call(op="bot", table=table, lang="fr")["view"]
    # (not under strict: a refused card's reason quotes its rule, whose French words are fr-rules')
    hint = call(op="hint", table=table, worlds=2, lang="fr")
    assert hint["ok"], hint
    text = hint["hint"]["text"]
    assert (
        text.startswith(("Jouez ", "Choisissez «\u00a0", "Le ", "La ", "L’"))
        or "seule action permise" in text
    ), text
    first = text.split(". ")[0]  # the hint's own sentence (a refusal after it quotes its rule)
    assert " the " not in first and "Play " not in first, text
    english = call(op="hint", table=table, worlds=2)["hint"]
    assert english["action"] == hint["hint"]["action"]  # the same advice, in other words
    call(op="close", table=table)


def test_bad_input_is_refused_in_the_readers_language() -> None:
    cases: list[tuple[dict[str, Any], str, str]] = [
        ({"op": "new", "game": "belote"}, "jeu inconnu 'belote'", "unknown game 'belote'"),
        ({"op": "new", "game": "tarot", "options": {"deals": "x"}}, "le réglage deals", "option deals"),
        (
            {"op": "new", "game": "tarot", "options": {"colour": 1}},
            "réglage inconnu 'colour'",
            "unknown option",
        ),
        ({"op": "new", "game": "tarot", "players": 9}, "tarot se joue à 3, 4, 5 joueurs, non à 9", "not 9"),
        ({"op": "new", "game": "tarot", "seed": -1}, "la graine doit être", "seed must be"),
        ({"op": "load", "record": "{not json"}, "n’est pas du JSON valide", "not valid JSON"),
        ({"op": "view", "table": "t999999"}, "pas de table 't999999'", "no table 't999999'"),
        ({"op": "dance"}, "opération inconnue 'dance'", "unknown op 'dance'"),
        (
            {
                "op": "new",
                "game": "tarot",
                "players": 4,
                "seed": 1,
                "moves": {"count": 3, "choices": [9, 9, 9]},
            },
            "le coup 1 sur 3 est le choix 10",
            "move 1 of 3 is choice 10",
        ),
    ]
    for req, french, english in cases:
        fr_answer = call(**req, lang="fr")
        en_answer = call(**req)
        assert not fr_answer["ok"] and french in fr_answer["error"]["message"], (req, fr_answer)
        assert english in en_answer["error"]["message"], (req, en_answer)
        assert fr_answer["error_words"] == en_answer["error_words"]  # one record, two languages
        assert fr_answer["error_words"] is not None


def test_a_tampered_record_is_refused_in_french() -> None:
    table = call(op="new", game="tarot", players=4, seed=3)["table"]
    rec = json.loads(call(op="record", table=table)["record"])
    call(op="close", table=table)
    rec["seed"] = rec["seed"] + 1  # edited: the checksum no longer matches
    answer = call(op="load", record=json.dumps(rec), lang="fr")
    assert answer["error"]["type"] == "record" and answer["error_words"]["key"] == "error.record-checksum"
    assert answer["error"]["message"].startswith("la somme de contrôle de la partie ne correspond pas")
