"""A corrections file the user broke, or one naming papers the corpus has not (review67):
said with its file, line and reason wherever it is read (``analyze``, ``serve``, the
workbook's About sheet), never a traceback, never dropped silently, never written over;
and a correction made in the dashboard is in the next workbook's About sheet."""

from __future__ import annotations

import datetime as dt
import io

import pandas as pd
import pytest
from openpyxl import load_workbook

from analysis.about import ABOUT_SHEET
from analysis.paper_types.corrections import (
    CorrectionsFileError,
    not_in_corpus,
    read_corrections,
    rows_not_used,
    set_paper_type,
)
from dashboard.sections import downloads, review
from dashboard.view import make_view
from tests.conftest import write_planted_corpus

NOON = dt.datetime(2026, 11, 30, 12, 0, tzinfo=dt.timezone.utc)

HEADER = "paper_id,paper_type,time,note\n"


def test_a_file_not_utf8_is_said_with_its_line_not_raised(tmp_path):
    path = tmp_path / "fixes.csv"
    path.write_bytes(HEADER.encode() + b"a:1,theory,,\na:2,both,,caf\xe9 robots\n")
    got = read_corrections(path)  # raised UnicodeDecodeError: analyze's traceback
    assert got.by_id == {}
    assert got.broken == got.skipped[0] == (f"{path}:3: not UTF-8 text (byte 0xe9); save "
                                            "the file as CSV UTF-8")
    folder = tmp_path / "folder.csv"
    folder.mkdir()
    assert read_corrections(folder).broken == f"{folder}: cannot be read (Is a directory)"


@pytest.mark.parametrize("content", [b"paper_id;paper_type\na:1;theory\n",
                                     HEADER.encode() + b"a:1,theory,,caf\xe9\n"])
def test_a_file_that_cannot_be_read_is_never_written_over(tmp_path, content):
    """A spreadsheet's semicolon export or a Latin-1 file: the next correction saved
    replaced all of it by that one row."""
    path = tmp_path / "fixes.csv"
    path.write_bytes(content)
    with pytest.raises(CorrectionsFileError, match=f"{path}:.*Nothing was written"):
        set_paper_type(path, "a:2", "empirical")
    assert path.read_bytes() == content


def test_a_row_not_used_is_kept_when_a_correction_is_saved(tmp_path):
    path = tmp_path / "fixes.csv"
    path.write_text(HEADER + "a:1,theroy,2026-12-01T10:00:00+00:00,typed by hand\n"
                    ",both,,no id\n")
    set_paper_type(path, "a:2", "empirical")
    lines = path.read_text("utf-8").splitlines()
    assert lines[2:] == ["a:1,theroy,2026-12-01T10:00:00+00:00,typed by hand", ",both,,no id"]
    got = read_corrections(path)
    assert list(got.by_id) == ["a:2"]
    assert got.skipped == [f"{path}:3: paper a:1: type 'theroy' is not one of theory, "
                           "empirical, both, unclear", f"{path}:4: no paper_id"]


def test_corrections_naming_no_paper_are_said_in_file_order(tmp_path):
    path = tmp_path / "fixes.csv"
    path.write_text(HEADER + "b:9,theory,,\na:1,theory,,\na:7,both,,\n")
    problems = not_in_corpus(read_corrections(path), pd.Series(["a:1", "a:2"]))
    assert problems == [
        f"{path}:2: paper b:9: no paper of this corpus has this paper_id (mistyped, or "
        "another corpus's?)",
        f"{path}:4: paper a:7: no paper of this corpus has this paper_id (mistyped, or "
        "another corpus's?)"]


def test_the_rows_not_used_are_said_in_the_file_s_order(tmp_path):
    path = tmp_path / "fixes.csv"
    path.write_text(HEADER + "b:9,theory,,\na:1,theory,,\na:2,theroy,,\n,both,,\n")
    assert [s.split(": ", 2)[0:2] for s in rows_not_used(read_corrections(path),
                                                        pd.Series(["a:1", "a:2"]))] == [
        [f"{path}:2", "paper b:9"], [f"{path}:4", "paper a:2"], [f"{path}:5", "no paper_id"]]


@pytest.fixture(scope="module")
def analysed(tmp_path_factory):
    from analysis.pipeline import analyze

    folder = tmp_path_factory.mktemp("broken") / "planted"
    folder.mkdir()
    write_planted_corpus(folder / "planted.jsonl")
    fixes = folder.parent / "fixes.csv"
    first = analyze([folder], n_topics=4, seed=3).papers["paper_id"].iloc[0]
    fixes.write_text(HEADER + f"{first},unclear,,\nnot-a-paper,theory,,\n")
    return analyze([folder], n_topics=4, seed=3, corrections=fixes), fixes, first


def test_analyze_counts_a_correction_naming_no_paper_as_not_used(analysed):
    analysis, fixes, first = analysed
    said = analysis.manifest["corrections"]
    assert said["applied"] == 1  # the other row was dropped without a word
    assert said["skipped_rows"] == [f"{fixes}:3: paper not-a-paper: no paper of this corpus "
                                    "has this paper_id (mistyped, or another corpus's?)"]


def _about(view, state=""):
    content = downloads.download_file(view, "tables", state)[0]
    book = load_workbook(io.BytesIO(content))
    return ({r[0].value: r[1].value for r in book[ABOUT_SHEET].iter_rows(min_row=2)},
            pd.read_excel(io.BytesIO(content), sheet_name="papers"))


def test_the_workbook_says_the_corrections_made_since_the_analysis(analysed, tmp_path):
    """The About sheet's line of types set by hand is the file's now, in the next download
    (the manifest's was the analysis' own: 1, whatever was set since)."""
    analysis, fixes, first = analysed
    path = tmp_path / "live.csv"
    path.write_bytes(fixes.read_bytes())
    view = make_view(analysis, path)
    about, _ = _about(view)
    assert about["Paper types set by hand"] == 1 and about["Correction rows not used"] == 1
    assert "not-a-paper" in about["Correction row not used"]
    papers = view.analysis.papers
    rows = papers.index[(papers["paper_id"] != first)
                        & ~papers["paper_type"].isin(["both", "unclear"])][:2]
    for row, kind in zip(rows, ("both", "unclear"), strict=True):
        said = review.save_correction(view, int(row), kind, "")
        # the reader who saves hears of the row the file has that changes nothing
        assert said.endswith(f" 1 row of the file is not used: {path}:3: paper not-a-paper: "
                             "no paper of this corpus has this paper_id (mistyped, or another "
                             "corpus's?).")
    about, papers = _about(view, "type=both")
    assert about["Paper types set by hand"] == 3 and about["Corrections file"] == str(path)
    assert about["Paper types set by hand, changed"] == 3
    assert about["Paper types"] == "Theory + empirical"  # the page's words for "both"
    corrected = papers.loc[papers["paper_type_source"] == "corrected", "paper_id"].tolist()
    assert corrected == [view.analysis.papers["paper_id"].iat[int(rows[0])]]


def test_the_dashboard_says_why_a_correction_was_not_saved(analysed, tmp_path):
    analysis, _, _ = analysed
    path = tmp_path / "semicolons.csv"
    path.write_text("paper_id;paper_type\nx;theory\n")
    view = make_view(analysis, path)
    said = review.save_correction(view, 0, "theory", "")
    assert said.startswith(f"Not saved: {path}:1: the header must name paper_id and "
                           "paper_type, comma-separated")
    assert path.read_text() == "paper_id;paper_type\nx;theory\n"


def test_analyze_stops_before_the_analysis_on_a_file_it_cannot_read(tmp_path, capsys):
    """A Latin-1 corrections file failed with a traceback after the whole analysis."""
    from dashboard.cli import main

    folder = tmp_path / "planted"
    folder.mkdir()
    write_planted_corpus(folder / "planted.jsonl")
    fixes = tmp_path / "fixes.csv"
    fixes.write_bytes(HEADER.encode() + b"x,theory,,caf\xe9\n")
    out = tmp_path / "out"
    assert main(["analyze", str(folder), "--out", str(out), "--corrections", str(fixes),
                 "-q"]) == 2
    assert capsys.readouterr().err == (
        f"paper-trends: error: {fixes}:2: not UTF-8 text (byte 0xe9); save the file as CSV "
        "UTF-8. Mend it, or give another with --corrections FILE\n")
    assert not (out / "papers.csv").exists()


def test_papers_added_to_a_saved_analysis_are_checked_against_both(tmp_path):
    """``analyze --model``: a correction of a saved paper is of this corpus, not unknown."""
    import json

    from analysis.store import open_analysis
    from dashboard.cli import main

    planted = tmp_path / "planted.jsonl"
    write_planted_corpus(planted)
    rows = [json.loads(line) for line in planted.read_text().splitlines()]
    early, late = tmp_path / "early.jsonl", tmp_path / "late.jsonl"
    early.write_text("".join(json.dumps(r) + "\n" for r in rows if r["year"] <= 2020))
    late.write_text("".join(json.dumps(r) + "\n" for r in rows if r["year"] == 2021))
    assert main(["analyze", str(early), "--out", str(tmp_path / "old"), "--topics", "4",
                 "-q", "--corrections", str(tmp_path / "none.csv")]) == 0
    saved = open_analysis(tmp_path / "old" / "store").papers["paper_id"].iloc[0]
    fixes = tmp_path / "fixes.csv"
    fixes.write_text(HEADER + f"{saved},unclear,,\nnowhere,theory,,\n")
    assert main(["analyze", str(late), "--model", str(tmp_path / "old"), "--out",
                 str(tmp_path / "new"), "-q", "--corrections", str(fixes)]) == 0
    said = open_analysis(tmp_path / "new" / "store").manifest["corrections"]["skipped_rows"]
    assert said == [f"{fixes}:3: paper nowhere: no paper of this corpus has this paper_id "
                    "(mistyped, or another corpus's?)"]


def test_the_about_sheet_says_none_for_a_corrections_file_that_does_not_exist(analysed,
                                                                               tmp_path):
    """The dashboard's default corrections file, before any correction: no file there, and
    the About sheet named it as if it were read (polish67)."""
    analysis, _, _ = analysed
    path = tmp_path / ".paper-trends" / "corrections.csv"
    about, _ = _about(make_view(analysis, path))
    assert not path.exists()
    assert about["Corrections file"] == "none" and about["Paper types set by hand"] == 0


def test_a_save_keeps_the_columns_a_user_added_by_hand(tmp_path):
    """A save rewrote the file with its four columns only: a column the user added
    ("reviewer") lost every cell (polish67).  Kept, with each row's cells; a new row's
    blank; an unusable row's kept as they were."""
    path = tmp_path / "c.csv"
    path.write_text("paper_id,paper_type,time,note,reviewer\n"
                    "a:1,theory,2026-11-30T12:00:00+00:00,,Ada\n"
                    "a:2,theroy,2026-11-30T12:00:00+00:00,typo,Alan\n", "utf-8")
    got = set_paper_type(path, "a:3", "both", now=NOON)
    assert got.extra_columns == ("reviewer",)
    assert path.read_text("utf-8").splitlines() == [
        "paper_id,paper_type,time,note,reviewer",
        "a:1,theory,2026-11-30T12:00:00+00:00,,Ada",
        "a:3,both,2026-11-30T12:00:00+00:00,,",
        "a:2,theroy,2026-11-30T12:00:00+00:00,typo,Alan"]
    set_paper_type(path, "a:1", "empirical", now=NOON)  # a paper's own cells stay with it
    assert "a:1,empirical,2026-11-30T12:00:00+00:00,,Ada" in path.read_text("utf-8")
