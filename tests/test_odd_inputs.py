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
