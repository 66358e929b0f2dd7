"""Paper types set by hand: the corrections file, where it lives, and how it is applied."""

from __future__ import annotations

import datetime as dt
import os
from pathlib import Path

import pandas as pd
import pytest

from analysis.paper_types.corrections import (
    CORRECTED,
    MODEL,
    CorrectionsFile,
    apply_corrections,
    default_corrections_path,
    is_confirmation,
    read_corrections,
    set_paper_type,
)

NOON = dt.datetime(2026, 11, 30, 12, 0, tzinfo=dt.timezone.utc)


def papers() -> pd.DataFrame:
    return pd.DataFrame({
        "paper_id": ["a:1", "a:2", "a:3"],
        "paper_type": ["theory", "empirical", "both"],
        "paper_type_evidence": ["We prove a bound", "experiments on ImageNet", "x | y"],
        "paper_type_confidence": [0.62, 0.99, 0.9],
        "paper_type_band": ["uncertain", "certain", "likely"],
    })


def test_a_correction_is_written_read_back_and_replaced(tmp_path):
    path = tmp_path / ".paper-trends" / "corrections.csv"
    set_paper_type(path, "a:1", "both", note="runs on a smartphone", now=NOON)
    set_paper_type(path, "a:2", "theory", now=NOON)
    set_paper_type(path, "a:1", "empirical", note="  only a demo  ", now=NOON)
    text = path.read_text("utf-8").splitlines()
    assert text[0] == "paper_id,paper_type,time,note"
    assert text[1:] == ["a:2,theory,2026-11-30T12:00:00+00:00,",
                        "a:1,empirical,2026-11-30T12:00:00+00:00,only a demo"]
    got = read_corrections(path)
    assert got.by_id["a:1"].paper_type == "empirical" and got.skipped == []
    # removing a correction (back to the model's label)
    set_paper_type(path, "a:2", None)
    assert list(read_corrections(path).by_id) == ["a:1"]
    # no temporary file is left beside it
    assert sorted(p.name for p in path.parent.iterdir()) == ["corrections.csv"]


def test_an_unknown_type_is_refused_when_set_and_reported_when_read(tmp_path):
    path = tmp_path / "c.csv"
    with pytest.raises(ValueError, match="not one of"):
        set_paper_type(path, "a:1", "proof")
    path.write_text("paper_id,paper_type,time,note\na:1,Theory,,\n,both,,\na:2,proof,,\n")
    got = read_corrections(path)
    assert {k: c.paper_type for k, c in got.by_id.items()} == {"a:1": "theory"}
    assert got.skipped == [f"{path}:3: no paper_id",
                           f"{path}:4: paper a:2: type 'proof' is not one of "
                           "theory, empirical, both, unclear"]
    path.write_text("id,type\nx,y\n")
    assert "header must name paper_id and paper_type" in read_corrections(path).skipped[0]


def test_corrections_are_laid_over_the_model_and_marked(tmp_path):
    path = tmp_path / "c.csv"
    set_paper_type(path, "a:1", "both", note="a real robot", now=NOON)
    set_paper_type(path, "other:9", "theory", now=NOON)   # not in this corpus: ignored
    out = apply_corrections(papers(), read_corrections(path))
    assert list(out["paper_type"]) == ["both", "empirical", "both"]
    assert list(out["paper_type_source"]) == [CORRECTED, MODEL, MODEL]
    assert list(out["paper_type_band"]) == [CORRECTED, "certain", "likely"]
    assert out["paper_type_evidence"][0] == (
        "corrected by hand (2026-11-30): a real robot; the model said theory (We prove a bound)")
    assert out["paper_type_confidence"][0] == 0.62       # the model's, kept
    # the input frame is not changed; no corrections file: every paper is the model's
    assert papers()["paper_type"][0] == "theory"
    plain = apply_corrections(papers(), read_corrections(tmp_path / "missing.csv"))
    assert list(plain["paper_type_source"]) == [MODEL] * 3


def test_a_correction_to_the_model_s_own_type_reads_as_a_confirmation(tmp_path):
    """review55b: "Label is right" keeps the model's type as a correction (the file's
    format unchanged: an old file with such a row loads the same); its evidence says
    "confirmed by hand", a changed type's "corrected by hand"."""
    path = tmp_path / "c.csv"
    path.write_text("paper_id,paper_type,time,note\na:1,theory,2026-11-30T12:00:00+00:00,\n"
                    "a:2,theory,,\n")
    out = apply_corrections(papers(), read_corrections(path))
    # a confirmation is a review, not a correction: marked ``confirmed`` (review61: ICML's
    # downloads marked 94 papers ``corrected`` for 27 changed types)
    assert list(out["paper_type_source"]) == ["confirmed", CORRECTED, MODEL]
    assert list(out["paper_type_band"]) == ["confirmed", CORRECTED, "likely"]
    assert out["paper_type_evidence"][0] == (
        "confirmed by hand (2026-11-30); the model said theory (We prove a bound)")
    assert out["paper_type_evidence"][1].startswith("corrected by hand; the model said empirical")
    assert [is_confirmation(e) for e in out["paper_type_evidence"]] == [True, False, False]


def test_a_running_server_sees_a_correction_written_elsewhere(tmp_path):
    path = tmp_path / "c.csv"
    worker_a, worker_b = CorrectionsFile(path), CorrectionsFile(path)
    assert worker_b.current().by_id == {}
    worker_a.set("a:3", "theory", "bounds only")
    assert worker_b.current().by_id["a:3"].note == "bounds only"
    # an unchanged file is not read again (same object back)
    assert worker_b.current() is worker_b.current()


def test_the_default_location_is_never_read_as_papers(tmp_path, monkeypatch):
    folder = tmp_path / "icml"
    folder.mkdir()
    (folder / "icml2019.json").write_text("[]")
    assert default_corrections_path([folder], "icml") == folder / ".paper-trends" / "corrections.csv"
    assert (default_corrections_path([folder / "icml2019.json"], "icml2019")
            == folder / ".paper-trends" / "icml2019.corrections.csv")
    monkeypatch.setenv("PAPER_TRENDS_HOME", str(tmp_path / "home"))
    assert default_corrections_path(None, "seeds") == tmp_path / "home" / "corrections" / "seeds.csv"
    two = default_corrections_path([folder, tmp_path / "x.json"], "icml+x")
    assert two.parent == tmp_path / "home" / "corrections" and two.name.startswith("icml+x-")
    # the corpus loader skips the hidden folder: a corrections file there is not a paper
    from analysis.io import load_corpus
    set_paper_type(default_corrections_path([folder], "icml"), "icml2019:1", "theory")
    abstract = "We study a problem. " * 10
    (folder / "icml2019.json").write_text(
        f'[{{"id": "1", "title": "T", "abstract": "{abstract}"}}]')
    loaded = load_corpus([folder])
    assert len(loaded.papers) == 1
    assert [Path(f.path).name for f in loaded.files] == ["icml2019.json"]


def test_a_multi_path_corpus_keeps_its_corrections_under_the_name_the_page_shows(
        tmp_path, monkeypatch):
    """COLT + ALT's corrections were ``corpus-a6e6bf09.csv`` while the page said
    "colt+alt" (walk64): the file is named by the corpus's name and the paths' digest, and
    a file kept under the old name is renamed to it, its corrections applied."""
    monkeypatch.setenv("PAPER_TRENDS_HOME", str(tmp_path / "home"))
    paths = [tmp_path / "colt", tmp_path / "alt"]
    for p in paths:
        p.mkdir()
    new = default_corrections_path(paths, "colt+alt")
    assert new.name.startswith("colt+alt-") and len(new.name) == len("colt+alt-a6e6bf09.csv")
    other = default_corrections_path([tmp_path / "colt", tmp_path / "x.json"], "colt+alt")
    assert other != new  # two corpora of one name keep two files
    old = new.with_name("corpus-" + new.name.removeprefix("colt+alt-"))
    set_paper_type(old, "colt2019:7", "theory", "kept before the rename")
    moved = default_corrections_path(paths, "colt+alt")
    assert moved == new and new.is_file() and not old.exists()
    assert read_corrections(new).by_id["colt2019:7"].note == "kept before the rename"
    # a file already at the new name is never overwritten by an older one
    set_paper_type(old, "colt2019:8", "empirical")
    default_corrections_path(paths, "colt+alt")
    assert old.is_file() and "colt2019:8" not in read_corrections(new).by_id
    # a name no file system takes as it is
    odd = default_corrections_path(paths, "a/b: c?")
    assert odd.parent == new.parent and odd.name.startswith("a_b_c-")
    assert default_corrections_path(paths, "..").name.startswith("corpus-")


def test_a_corpus_folder_the_user_cannot_write_keeps_its_corrections_in_the_home(
        tmp_path, monkeypatch):
    """A corpus on a read-only share: the first correction must not fail on writing
    beside it (root ignores folder modes, so write access is denied by stubbing it)."""
    import analysis.paper_types.corrections as corrections_module
    folder = tmp_path / "share" / "icml"
    folder.mkdir(parents=True)
    monkeypatch.setenv("PAPER_TRENDS_HOME", str(tmp_path / "home"))
    real_access = os.access
    monkeypatch.setattr(corrections_module.os, "access",
                        lambda p, mode: False if str(p).startswith(str(tmp_path / "share"))
                        else real_access(p, mode))
    path = default_corrections_path([folder], "icml")
    assert path.parent == tmp_path / "home" / "corrections" and path.name.startswith("icml-")
    set_paper_type(path, "icml2019:1", "theory")
    assert read_corrections(path).by_id["icml2019:1"].paper_type == "theory"
    assert not (folder / ".paper-trends").exists()


def _save_many(path: Path, who: str, n: int, start) -> None:
    start.wait()  # both processes begin together
    for i in range(n):
        set_paper_type(path, f"{who}:{i}", "theory", note=f"reviewer {who}")


def test_two_server_processes_saving_at_once_lose_no_row(tmp_path):
    """review71: two reviewers on ``serve --workers 2`` are two processes; each save read
    the file, added its row and replaced the file, under a lock of its own process only,
    so a save between another's read and write was lost (52-63 of these 80 rows kept, in
    three runs).  A save now holds a ``flock`` on the folder."""
    import multiprocessing

    fork = multiprocessing.get_context("fork")
    path = tmp_path / ".paper-trends" / "corrections.csv"
    start = fork.Barrier(2)
    workers = [fork.Process(target=_save_many, args=(path, who, 40, start)) for who in "ab"]
    for w in workers:
        w.start()
    for w in workers:
        w.join(60)
    assert [w.exitcode for w in workers] == [0, 0]
    saved = read_corrections(path)
    assert sorted(saved.by_id) == sorted(f"{who}:{i}" for who in "ab" for i in range(40))
    assert {c.note for c in saved.by_id.values()} == {"reviewer a", "reviewer b"}
    assert not list(path.parent.glob("*.tmp"))  # no temporary file left behind
