"""newuser72: ``analyze ALT --out DIR`` wrote over DIR's analysis of another corpus without a
word, and DIR's corrections then named papers of that other corpus.  The same corpus again
goes on (that is how corrections are applied); another is refused, naming both, unless
``--replace``, which keeps DIR's corrections aside instead of applying them."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from dashboard.cli import main

ROWS = "paper_id,paper_type,time,note\n"


def _manifest(out: Path) -> dict:
    return json.loads((out / "manifest.json").read_text(encoding="utf-8"))


@pytest.fixture
def corpora(planted_path: Path, tmp_path: Path) -> tuple[Path, Path]:
    """Two corpora of different files (the planted corpus; its first 200 lines as another)."""
    other = tmp_path / "other" / "half.jsonl"
    other.parent.mkdir()
    other.write_text("".join(planted_path.read_text().splitlines(True)[:200]))
    return planted_path, other


def test_another_corpus_is_refused_naming_both(corpora, tmp_path: Path, capsys) -> None:
    first, second = corpora
    out = tmp_path / "out"
    assert main(["analyze", str(first), "--out", str(out), "--topics", "4", "-q",
                 "--no-store"]) == 0
    (out / ".paper-trends").mkdir()
    (out / ".paper-trends" / "corrections.csv").write_text(ROWS + "diffusion-2019-0,theory,,\n")
    before = (out / "manifest.json").read_bytes()
    capsys.readouterr()
    assert main(["analyze", str(second), "--out", str(out), "--topics", "4", "-q",
                 "--no-store"]) == 2
    err = capsys.readouterr().err
    assert "holds the analysis of another corpus, planted (1 file" in err
    assert "this run analyses half (1 file" in err and "--replace" in err
    assert "corrections.csv" in err  # the hand-set types it would orphan, named
    assert (out / "manifest.json").read_bytes() == before  # nothing written


def test_replace_writes_it_and_keeps_the_corrections_aside(corpora, tmp_path: Path,
                                                          capsys) -> None:
    first, second = corpora
    out = tmp_path / "out"
    assert main(["analyze", str(first), "--out", str(out), "--topics", "4", "-q",
                 "--no-store"]) == 0
    own = out / ".paper-trends" / "corrections.csv"
    own.parent.mkdir()
    own.write_text(ROWS + "diffusion-2019-0,theory,,\n")
    capsys.readouterr()
    assert main(["analyze", str(second), "--out", str(out), "--topics", "4", "-q",
                 "--no-store", "--replace"]) == 0
    said = capsys.readouterr().out
    manifest = _manifest(out)
    assert manifest["corpus"] == "half"
    assert manifest["corrections"]["path"] != str(own)  # not applied to the other corpus
    kept = out / ".paper-trends" / "corrections.replaced-planted.csv"
    assert not own.exists() and kept.read_text() == ROWS + "diffusion-2019-0,theory,,\n"
    assert str(kept) in said


def test_the_same_corpus_again_applies_dirs_corrections(corpora, tmp_path: Path) -> None:
    first, _ = corpora
    out = tmp_path / "out"
    assert main(["analyze", str(first), "--out", str(out), "--topics", "4", "-q",
                 "--no-store"]) == 0
    own = out / ".paper-trends" / "corrections.csv"
    own.parent.mkdir()
    own.write_text(ROWS + "diffusion-2019-0,theory,,\n")
    assert main(["analyze", str(first), "--out", str(out), "--topics", "4", "-q",
                 "--no-store"]) == 0
    assert _manifest(out)["corrections"]["path"] == str(own.absolute())
    assert own.is_file()


def test_a_folder_that_gained_a_file_is_the_same_corpus(planted_path: Path,
                                                        tmp_path: Path) -> None:
    folder = tmp_path / "papers"
    folder.mkdir()
    shutil.copy(planted_path, folder / "a.jsonl")
    out = tmp_path / "out"
    assert main(["analyze", str(folder), "--out", str(out), "--topics", "4", "-q",
                 "--no-store"]) == 0
    lines = planted_path.read_text().splitlines(True)
    (folder / "b.jsonl").write_text("".join(
        line.replace('"id": "', '"id": "b-') for line in lines[:50]))
    assert main(["analyze", str(folder), "--out", str(out), "--topics", "4", "-q",
                 "--no-store"]) == 0
    assert len(_manifest(out)["inputs"]) == 2


def test_a_folder_without_an_analysis_is_not_checked(corpora, tmp_path: Path) -> None:
    from argparse import Namespace

    from dashboard.other_corpus import other_corpus

    out = tmp_path / "out"
    out.mkdir()
    (out / "manifest.json").write_text("not json")
    assert other_corpus(Namespace(out=out, paths=[str(corpora[1])], model=None,
                                  replace=False)) is None


@pytest.mark.parametrize("store", ["", "store"])
def test_adding_papers_with_model_into_its_own_folder_goes_on(corpora, tmp_path: Path,
                                                             store: str) -> None:
    """``--model DIR --out DIR`` keeps DIR's papers (and their corrections): not another
    corpus, whether --model names DIR or DIR/store."""
    first, second = corpora  # second: the first 200 papers of first
    out = tmp_path / "out"
    assert main(["analyze", str(second), "--out", str(out), "--topics", "4", "-q"]) == 0
    new = tmp_path / "new.jsonl"
    new.write_text("".join(first.read_text().splitlines(True)[200:]))
    assert main(["analyze", str(new), "--model", str(out / store), "--out", str(out),
                 "-q"]) == 0
    assert len(_manifest(out)["inputs"]) == 2
