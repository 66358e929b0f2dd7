"""Odd inputs a demanding user tries say what is wrong, with the file and the counts
(robust70).  On 7358e63 a one-paper corpus ended in a traceback ("ValueError: no topic
terms in the corpus"), and a full disk during the save read "paper-trends: error: 1320
requested and 496 written" (numpy's short write: no file, no reason) or named the
*source* of a copy in /tmp."""

from __future__ import annotations

import errno
import json
import os
import subprocess
import sys
from pathlib import Path

import pandas as pd
import pytest

from analysis.io import CorpusError
from analysis.pipeline import analyze
from analysis.store import save_analysis
from analysis.store import saved as saved_module

ROOT = Path(__file__).resolve().parents[1]


def test_a_corpus_of_one_paper_says_why_no_topic_can_be_fitted(planted_path, tmp_path):
    one = tmp_path / "one.jsonl"
    one.write_text(planted_path.read_text(encoding="utf-8").splitlines()[0] + "\n")
    with pytest.raises(CorpusError) as caught:
        analyze([one])
    said = str(caught.value)
    assert said.startswith(f"{one}: 1 paper loaded, and no term is used by 2 or more of "
                           "them, so no topic can be fitted. ")
    done = subprocess.run([sys.executable, "-m", "dashboard.cli", "analyze", str(one),
                           "--out", str(tmp_path / "out")], capture_output=True, text=True,
                          timeout=300, env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert f"paper-trends: error: {one}: 1 paper loaded" in done.stderr


@pytest.mark.parametrize("failure", [OSError("1320 requested and 496 written"),
                                     OSError(errno.ENOSPC, "No space left on device",
                                             "/tmp/paper-trends-search-x/search.sqlite")])
def test_a_full_disk_while_saving_names_the_store_and_the_bytes(planted_analysis, tmp_path,
                                                               monkeypatch, failure):
    folder = tmp_path / "store"
    save_analysis(planted_analysis, folder, [], {"run": 1})
    encode = saved_module.encode

    def full(analysis, tmp, name):
        encode(analysis, tmp, name)
        raise failure

    monkeypatch.setattr(saved_module, "encode", full)
    with pytest.raises(OSError) as caught:
        save_analysis(planted_analysis, folder, [], {"run": 2})
    e = caught.value
    assert e.errno == errno.ENOSPC and e.filename == str(folder)
    assert e.strerror.startswith("no space left on the disk while saving the analysis (")
    assert " bytes written, " in e.strerror and " bytes free; the previous store" in e.strerror
    assert sorted(p.name for p in tmp_path.iterdir()) == ["store"]  # no partial left
    assert json.loads((folder / "store.json").read_text())["settings"] == {"run": 1}


@pytest.mark.parametrize("existed", [False, True])
def test_a_failed_analyze_leaves_no_folder_it_made(planted_path, tmp_path, monkeypatch,
                                                   capsys, existed):
    """A first ``analyze --out NEW/OUT`` that fails after the outputs were begun (the disk
    full while saving the store) leaves neither OUT nor NEW; on a153c32 an empty OUT
    stayed.  A folder that was there before stays, with the user's file (robust70b)."""
    from dashboard.cli import main

    def full(analysis, tmp, name):
        raise OSError(errno.ENOSPC, "No space left on device", str(tmp))

    monkeypatch.setattr(saved_module, "encode", full)
    new = tmp_path / "new"
    if existed:
        (new / "out").mkdir(parents=True)
        (new / "out" / "mine.txt").write_text("the user's\n")
    assert main(["analyze", str(planted_path), "--out", str(new / "out"), "-q"]) == 2
    assert "no space left on the disk while saving the analysis" in capsys.readouterr().err
    if existed:
        assert [p.name for p in (new / "out").iterdir()] == ["mine.txt"]
    else:
        assert sorted(p.name for p in tmp_path.iterdir()) == []


def test_a_paper_repeated_in_another_file_with_another_venue_is_named_everywhere(
        planted_path, tmp_path, capsys):
    """The second copy (another venue) is skipped, counted, and named by file, record and
    the file and record it repeats: in the run's summary, skipped_records.csv and the load
    report (manifest.json).  On a153c32 it named the paper by its paper_id ("repeats
    a:diffusion-2019-0"), a file stem and key, not where to find it (robust70b)."""
    from dashboard.cli import main

    corpus = tmp_path / "corpus"
    corpus.mkdir()
    records = [json.loads(line) for line in planted_path.read_text().splitlines()]
    (corpus / "a.jsonl").write_text("".join(json.dumps(r) + "\n" for r in records))
    (corpus / "b.jsonl").write_text("".join(json.dumps(dict(r, venue="CoRL")) + "\n"
                                            for r in records[3:5]))
    out = tmp_path / "out"
    assert main(["analyze", str(corpus), "--out", str(out), "--no-store", "-q"]) == 0
    said = capsys.readouterr().out
    first = records[3]["id"]
    assert f"{len(records)} of {len(records) + 2} records loaded from 2 files; skipped: " \
        "2 duplicate" in said
    assert f"  b.jsonl: line 1 (key {first}): duplicate: same title and abstract as " \
        "a.jsonl line 4\n" in said
    listed = pd.read_csv(out / "skipped_records.csv", dtype=str)
    assert listed.values.tolist() == [
        ["b.jsonl", f"line {n + 1} (key {records[n + 3]['id']})", "duplicate",
         f"same title and abstract as a.jsonl line {n + 4}"] for n in range(2)]
    b = json.loads((out / "manifest.json").read_text())["inputs"][1]
    assert (b["read"], b["loaded"], b["skipped"]["duplicate"]) == (2, 0, 2)
    assert b["skipped_examples"][1] == f"line 2 (key {records[4]['id']}): duplicate: same " \
        "title and abstract as a.jsonl line 5"
