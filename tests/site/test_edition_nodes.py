"""The edition markup parsed once into typed nodes (sitebuild/edition/nodes.py, issue 39): what each
construct becomes, the readings every walker takes from the same nodes, and problems given as
file:line of the edition file."""

from __future__ import annotations

import dataclasses

from sitebuild.edition import nodes as N, sources as S
from sitebuild.edition.tei_divisions import fragments

LINE = "a ⟨sup⟩{A1} ⟦tpyo→typo⟧{B2} ⟪junk⟫{C3} [[here|#p2]]{D4} [[there|#p3]] {E5}{/}{h}H{/h}"


def test_each_construct_is_its_own_node():
    assert N.parse(LINE) == (
        N.Text("a "),
        N.Supplied("sup", "A1"),
        N.Text(" "),
        N.Corrected("tpyo", "typo", "B2"),
        N.Text(" "),
        N.Omitted("junk", "C3"),
        N.Text(" "),
        N.Link("here", "#p2", "D4"),
        N.Text(" "),
        N.Link("there", "#p3", None),
        N.Text(" "),
        N.Note("E5"),
        N.Break(),
        N.HeadOpen(),
        N.Text("H"),
        N.HeadClose(),
    )
    assert N.parse(LINE) is N.parse(LINE)  # read once


def test_the_readings_of_one_parse():
    nodes = N.parse(LINE)
    assert N.received(nodes) == "a  tpyo junk here there H"
    assert N.read(nodes) == "a sup typo  here there H"
    assert N.read(nodes, supplied="|", line_break="/") == "a | typo  here there /H"
    assert N.app_ids(nodes) == ["A1", "B2", "C3", "D4", "E5"]
    assert S.strip_markup(LINE) == N.received(nodes) and S.markup_ids(LINE) == N.app_ids(nodes)
    assert N.has_heading(nodes) and N.read(N.outside_headings(nodes)).endswith("there ")
    assert [kind for kind, _ in fragments(LINE)] == ["text", "head"]
    assert fragments(LINE)[1] == ("head", (N.Text("H"),))


def test_problems():
    assert N.problems(N.parse(LINE)) == []
    assert N.problems(N.parse("⟨lost{A1}")) == ["malformed editorial markup near '⟨lost'"]
    assert N.problems(N.parse("{h}a{h}b{/h}{/h}")) == ["nested {h}"]
    assert N.problems(N.parse("x{/h}")) == ["{/h} without {h}"]
    assert N.problems(N.parse("{h}open")) == ["{h} not closed within the paragraph"]
    assert N.problems(N.parse("[[a|mailto:x]]")) == ["unexpected link target 'mailto:x'"]
    assert S.check_markup("{Z9}", ["A1"]) == ["unknown apparatus id Z9"]


def test_a_problem_names_the_edition_file_and_line():
    src = S.load_source("briscan")
    n = 52
    broken = [
        dict(p, normalized=p["normalized"] + " ⟨x") if p["n"] == n else p for p in src.edition["paragraphs"]
    ]
    problems = S.validate(dataclasses.replace(src, edition={**src.edition, "paragraphs": broken}))
    place = S.paragraph_place(src, n)
    path, line, _ = place.split(":", 2)
    assert path == "sources/briscan/edition.yaml" and place.endswith(f"edition ¶{n}")
    text = (S.ROOT / path).read_text(encoding="utf-8").split("\n")[int(line) - 1]
    assert text.strip().startswith("normalized:") and "Sets" in text
    assert f"{place}: malformed editorial markup near ' | ||||| ⟨x'" in problems
