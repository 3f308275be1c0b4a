"""The variant laboratory (tapisvert.lab, issue 17): duplicate deals, the 'matters' measure, the
purity of the aggregation across execution paths (in-process, one and two Dask workers), the
committed results' hand counts and freshness (rules fingerprint), and the core's independence from
Dask."""

import dataclasses
import json
import subprocess
import sys

import pytest

from tapisvert.lab import fingerprint as F, load_study, results as R, study_names
from tapisvert.lab.aggregate import summarize
from tapisvert.lab.play import compare_first_hand, deal_key, play_match
from tapisvert.lab.runner import run_in_process
from tapisvert.lab.spec import Setting, StudyError, parse_study


def _variants(compare_only=True):
    out = []
    for sid in study_names():
        s = load_study(sid)
        if s.kind == "variants" and (s.compare or not compare_only):
            out.append(s)
    return out


# ------------------------------------------------------------------------------ dask stays out
def test_the_core_and_a_game_never_import_dask():
    code = (
        "import sys, random, tapisvert\n"
        "import tapisvert.lab, tapisvert.lab.play, tapisvert.lab.aggregate, tapisvert.lab.results\n"
        "for g in tapisvert.list_games():\n"
        "    st = tapisvert.new_game(g, seed=3)\n"
        "    rng = random.Random(0)\n"
        "    while not st.hand_results:\n"
        "        st.apply(st.legal_actions()[0])\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('dask', 'distributed'))\n"
        "print(bad)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]", out.stdout


# ------------------------------------------------------------------------------ duplicate deals
@pytest.mark.parametrize("study", [s for s in _variants() if not s.deals_differ], ids=lambda s: s.id)
def test_every_setting_plays_the_same_deals(study):
    for seed in list(study.seeds())[:4]:
        keys = {deal_key(_start(s, seed)) for s in study.settings}
        assert len(keys) == 1, f"{study.id}: seed {seed} deals differently under its settings"


def test_a_different_hand_size_is_a_different_deal():
    # the deal key can fail: DT2's settings deal 4, 5 or 6 cards from the same shuffle (the study
    # declares deals_differ, and its pages say so)
    study = load_study("triomphe-DT2")
    assert study.deals_differ
    keys = {deal_key(_start(s, study.seed)) for s in study.settings}
    assert len(keys) == len(study.settings)


def _start(setting, seed):
    import tapisvert

    return tapisvert.new_game(setting.game, players=setting.players, seed=seed, **setting.options)


def test_a_setting_that_changes_only_scoring_plays_the_same_hand():
    # DB16 (the exchange of the seven scores 10) changes no legal move: the same Novice moves
    study = load_study("briscan-DB16")
    a = play_match(study.settings[0], 0, study.seed)
    b = play_match(study.settings[1], 1, study.seed)
    assert [r[4] for r in a[:1]] == [r[4] for r in b[:1]]  # same number of actions


# ------------------------------------------------------------------------------ 'matters'
@pytest.mark.parametrize(
    "game,players,options",
    [
        ("triomphe", 4, {"regime": "forcee"}),
        ("francion", 4, {}),
        ("emprunt", 4, {}),
        ("briscan", 2, {}),
        ("brisque", 2, {}),
        ("tarot", 4, {"miseres": True, "goulash": True}),
    ],
)
def test_a_switch_compared_with_itself_matters_nowhere(game, players, options):
    a = Setting("a", game, players, dict(options))
    b = Setting("b", game, players, dict(options))
    for seed in range(20):
        _, _, decisions, differing, parted, result_differs, same = compare_first_hand(a, b, 1, seed)
        assert decisions > 0
        assert (differing, parted, result_differs, same) == (0, 0, 0, 1)


def test_matters_sees_a_real_difference():
    # The general rules alone drop forcée's obligations: some decisions must differ.
    a = Setting("forcee", "triomphe", 4, {"regime": "forcee"})
    b = Setting("general", "triomphe", 4, {"regime": "general"})
    rows = [compare_first_hand(a, b, 1, seed) for seed in range(60)]
    assert sum(r[3] for r in rows) > 0
    assert all(r[3] <= r[2] for r in rows)


# ------------------------------------------------------------------------------ purity
def _small(sid, matches):
    study = load_study(sid)
    return dataclasses.replace(study, matches=matches, chunk=max(1, matches // 6))


def test_the_summary_does_not_depend_on_the_order_of_records():
    study = _small("francion-DF5", 12)
    rec = run_in_process(study)
    a = summarize(study, rec["hands"], rec["compare"])
    b = summarize(study, list(reversed(rec["hands"])), list(reversed(rec["compare"])))
    assert a == b


def test_identical_results_in_process_and_on_one_and_two_dask_workers():
    pytest.importorskip("dask.distributed")
    from tapisvert.lab.runner import close_client, local_client, run_on_dask

    variants = _small("triomphe-regimes", 24)
    skill = dataclasses.replace(load_study("skill-emprunt"), matches=6, chunk=2)
    expected = {s.id: run_in_process(s) for s in (variants, skill)}
    for workers, processes in ((1, False), (2, True)):
        client = local_client(workers, processes=processes)
        try:
            for s in (variants, skill):
                got = run_on_dask(s, client)
                assert {k: sorted(v) for k, v in got.items()} == {
                    k: sorted(v) for k, v in expected[s.id].items()
                }
                assert summarize(s, got["hands"], got["compare"], got["skill"]) == summarize(
                    s, expected[s.id]["hands"], expected[s.id]["compare"], expected[s.id]["skill"]
                )
        finally:
            close_client(client)


def test_records_round_trip_through_csv(tmp_path):
    study = _small("tarot-miseres", 6)
    rec = run_in_process(study)
    head = {"spec": study.to_dict()}
    R.save(tmp_path, study, rec, head)
    back = R.load_records(tmp_path, study.id)
    assert back["hands"] == sorted(rec["hands"])
    assert back["compare"] == sorted(rec["compare"])


# ------------------------------------------------------------------------------ specs
def test_a_bad_study_is_refused_with_its_name():
    with pytest.raises(StudyError, match="study x:.*deal_size"):
        parse_study(
            "x",
            {"game": "triomphe", "settings": [{"label": "a", "options": {"deal_size": 99}}], "matches": 3},
        )
    with pytest.raises(StudyError, match="study y: unknown decision"):
        parse_study("y", {"game": "triomphe", "decision": "DZ9", "settings": [{"label": "a"}], "matches": 3})
    with pytest.raises(StudyError, match="cannot be compared"):
        parse_study(
            "z",
            {
                "game": "tarot",
                "compare": True,
                "matches": 3,
                "settings": [{"label": "3", "players": 3}, {"label": "4", "players": 4}],
            },
        )


def test_every_switched_decision_has_a_study():
    import tapisvert

    covered = {(s.settings[0].game, s.decision) for s in _variants(False) if s.decision}
    missing = []
    for game in tapisvert.list_games():
        for d in tapisvert.decisions(game):
            if d["option"] and (game, d["id"]) not in covered:
                missing.append(f"{game} {d['id']} ({d['option']})")
    assert not missing, "editorial decisions with a switch but no study: " + ", ".join(missing)


# ------------------------------------------------------------------------------ committed results
def test_committed_results_match_the_engine():
    stale = R.stale_studies()
    assert not stale, (
        "committed lab results are missing or stale; re-run them with `make lab` "
        "(or python -m tapisvert.lab run STUDY):\n  " + "\n  ".join(stale)
    )


def test_committed_results_reach_the_issue_counts():
    short = []
    for study in _variants(False):
        head = R.load_header(R.default_dir(), study.id)
        if head is None:
            continue  # reported by the freshness test
        need = 100_000 if study.id == "triomphe-regimes" else 10_000
        for label, n in head["hands"].items():
            if n < need:
                short.append(f"{study.id} / {label}: {n} hands < {need}")
    assert not short, "\n".join(short)


def test_the_committed_summary_is_a_function_of_the_committed_records():
    study = load_study("triomphe-DT3")
    head = R.load_header(R.default_dir(), study.id)
    if head is None:
        pytest.fail("no committed results for triomphe-DT3 (run make lab)")
    rec = R.load_records(R.default_dir(), study.id)
    again = json.loads(json.dumps(summarize(study, rec["hands"], rec["compare"], rec["skill"])))
    assert again == head["summary"]


def test_a_stale_fingerprint_names_the_study(tmp_path):
    sid = "emprunt-DE5"
    study = load_study(sid)
    R.save(tmp_path, study, {}, {"spec": study.to_dict(), "fingerprints": {"emprunt": "0" * 16}})
    [msg] = R.stale_studies(tmp_path, [sid])
    assert sid in msg and "python -m tapisvert.lab run emprunt-DE5" in msg
    R.save(
        tmp_path, study, {}, {"spec": study.to_dict(), "fingerprints": {"emprunt": F.fingerprint("emprunt")}}
    )
    assert R.stale_studies(tmp_path, [sid]) == []


def test_the_fingerprint_follows_options_and_code_not_docstrings(monkeypatch, tmp_path):
    before = F.fingerprint("triomphe")
    content = F.rules_content("triomphe")
    cls = __import__("tapisvert").registry.game_class("triomphe")
    changed = tuple(dataclasses.replace(o, default=7) if o.name == "target" else o for o in cls.FACTS.options)
    monkeypatch.setattr(cls, "FACTS", dataclasses.replace(cls.FACTS, options=changed))
    assert F.rules_content("triomphe") != content
    monkeypatch.undo()
    assert F.fingerprint("triomphe") == before
    a, b, c = tmp_path / "a.py", tmp_path / "b.py", tmp_path / "c.py"
    a.write_text('def f(x):\n    """Doc."""\n    return x + 1  # one\n')
    b.write_text('def f(x):\n    """Another doc."""\n    # a comment\n    return x + 1\n')
    c.write_text('def f(x):\n    """Doc."""\n    return x + 2\n')
    assert F.source_digest(a) == F.source_digest(b) != F.source_digest(c)
    # presentation does not count: an observation method, the text of an f-string message
    d, e = tmp_path / "d.py", tmp_path / "e.py"
    d.write_text(
        'class G:\n    def _do(self, c):\n        self.log(f"Seat {c} plays")\n'
        '    def observation(self, seat):\n        return {"a": 1}\n'
    )
    e.write_text(
        'class G:\n    def _do(self, c):\n        self.log(f"You play {c}")\n'
        '    def observation(self, seat):\n        return {"a": 2, "b": 3}\n'
    )
    assert F.source_digest(d) == F.source_digest(e)
    e.write_text('class G:\n    def _do(self, c):\n        self.log(f"Seat {c} plays")\n        c += 1\n')
    assert F.source_digest(d) != F.source_digest(e)


def test_the_fingerprint_ignores_type_annotations_but_not_dataclass_fields(tmp_path):
    plain, typed, changed = tmp_path / "plain.py", tmp_path / "typed.py", tmp_path / "changed.py"
    plain.write_text("def f(x, k=1):\n    y = []\n    return cast(int, x), y\nclass C:\n    BOOK = None\n")
    typed.write_text(
        "from __future__ import annotations\nfrom typing import TYPE_CHECKING, Any, cast\n"
        "if TYPE_CHECKING:\n    from .state import S\n"
        "def f(x: int, k: int = 1) -> tuple[int, list[int]]:\n    y: list[int] = []\n"
        "    return cast(int, x), y\nclass C:\n    BOOK: Any = None\n    mode: str\n"
    )
    changed.write_text("def f(x, k=2):\n    y = []\n    return cast(int, x), y\nclass C:\n    BOOK = None\n")
    assert F.source_digest(plain) == F.source_digest(typed) != F.source_digest(changed)
    a, b = tmp_path / "a.py", tmp_path / "b.py"
    a.write_text("@dataclass\nclass D:\n    x: tuple = ()\n    y: int\n")
    b.write_text("@dataclass\nclass D:\n    x: tuple[int, ...] = ()\n    y: int | None\n")
    assert F.source_digest(a) == F.source_digest(b)
    b.write_text("@dataclass\nclass D:\n    x: ClassVar[tuple] = ()\n    y: int\n")  # no longer a field
    assert F.source_digest(a) != F.source_digest(b)


# ------------------------------------------------------------------------------ command line
def test_the_command_line_runs_a_study_file_on_an_existing_scheduler(tmp_path, capsys):
    pytest.importorskip("dask.distributed")
    from dask.distributed import LocalCluster

    from tapisvert.lab.__main__ import main

    spec = {
        "title": "tiny",
        "game": "emprunt",
        "players": 4,
        "matches": 6,
        "chunk": 2,
        "seed": 5,
        "settings": [
            {"label": "wrap", "options": {"after_king": "wrap"}},
            {"label": "stop", "options": {"after_king": "stop"}},
        ],
    }
    path, out = tmp_path / "tiny.json", tmp_path / "out"
    path.write_text(json.dumps(spec))
    expected = run_in_process(load_study(str(path)))
    with LocalCluster(n_workers=1, threads_per_worker=1, processes=False, dashboard_address=":0") as cl:
        assert (
            main(["run", str(path), "--scheduler", cl.scheduler_address, "--out", str(out), "--quiet"]) == 0
        )
    head = R.load_header(out, "tiny")
    assert head is not None
    assert head["workers"] == 1 and head["scheduler"] == "scheduler"
    assert head["fingerprints"] == {"emprunt": F.fingerprint("emprunt")}
    assert head["hands"] == {"wrap": 24, "stop": 24}  # 4 deals a match, 6 matches
    assert head["seeds"]["first"] == 5 and head["seeds"]["last"] == 10
    rec = R.load_records(out, "tiny")
    assert len(rec["compare"]) == 6
    assert rec["hands"] == sorted(expected["hands"])
    assert "tiny: wrap: 24, stop: 24 (hands)" in capsys.readouterr().out


def test_verify_accepts_an_unchanged_replay_and_refuses_a_changed_one(tmp_path):
    from tapisvert.lab.verify import verify_study

    sid = "emprunt-DE3"
    study = dataclasses.replace(load_study(sid), matches=4, chunk=2)
    rec = run_in_process(study)
    head = {"spec": load_study(sid).to_dict(), "fingerprints": {"emprunt": "0" * 16}}
    R.save(tmp_path, study, rec, head)
    assert R.stale_studies(tmp_path, [sid])  # computed "with another engine"
    ok, msg = verify_study(sid, tmp_path, matches=3)
    assert ok, msg
    assert R.stale_studies(tmp_path, [sid]) == []
    verified = R.load_header(tmp_path, sid)
    assert verified is not None and verified["verified"]["matches"] == 3
    # a record that the engine would not produce again is caught
    bad = [r[:6] + (tuple(p + 1 for p in r[6]),) + r[7:] if r[1] == study.seed else r for r in rec["hands"]]
    R.save(tmp_path, study, {"hands": bad, "compare": rec["compare"]}, head)
    ok, msg = verify_study(sid, tmp_path, matches=3)
    assert not ok and "re-run" in msg
    assert R.stale_studies(tmp_path, [sid])
