"""The built wheel behaves the same under Pyodide (CPython 3.14, WebAssembly) as under CPython here.

playground/node/replay.mjs loads node_modules/pyodide in Node, installs the wheel the site ships,
and plays seeded all-bot matches with the baseline bot; the records must equal CPython's byte for byte.
"""

import json
import shutil
import subprocess

from sitebuild import botgames, runtime, testing


def test_pyodide_in_node_replays_the_same_matches(tmp_path):
    node = shutil.which("node")
    assert node, "node is required (Debian: apt-get install nodejs)"
    wheel = runtime.ensure_wheel()
    specs = tmp_path / "specs.json"
    all_specs = botgames.all_game_specs()
    specs.write_text(json.dumps(all_specs), encoding="utf-8")
    proc = subprocess.run(
        [node, str(testing.ROOT / "playground" / "node" / "replay.mjs"), str(wheel),
         str(testing.ROOT / "sitebuild" / "botgames.py"), str(specs)],
        cwd=testing.ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, timeout=300,
    )
    assert proc.returncode == 0, proc.stderr[-4000:]
    out = json.loads(proc.stdout)
    assert out["python"].startswith("3.14"), out["python"]
    assert out["pyodide"] == json.loads((testing.ROOT / "package.json").read_text())["dependencies"]["pyodide"]

    expected = [botgames.play_record(spec) for spec in all_specs]
    assert len(out["records"]) == len(expected)
    for spec, ours, theirs in zip(all_specs, expected, out["records"]):
        assert json.loads(ours)["actions"], spec  # a real match was played
        assert theirs == ours, f"Pyodide and CPython differ for {spec}"
