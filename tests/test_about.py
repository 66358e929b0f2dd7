"""The workbook's first sheet says what it holds (about66, review66): the corpus and its
counts, the view's filters, the settings, when, and what each sheet's rows are; the
table sheets after it are the tables as they were written without it."""

from __future__ import annotations

import datetime
import io
import json

import pandas as pd
import pytest
from openpyxl import load_workbook

from analysis import __version__
from analysis.about import ABOUT_SHEET, ABOUT_WIDTHS, about_table, topics_words
from analysis.export import to_excel_bytes
from analysis.filters import Filters, select
from analysis.tables import TABLES, all_tables, table_spec
from dashboard.cli import main
from dashboard.sections import downloads
from dashboard.view import make_view
from tests.conftest import write_planted_corpus

# Two files: the planted corpus, and one of two records the loader skips beside a paper.
_SHORT = {"id": "short", "title": "A short one", "abstract": "Too short.", "year": 2020,
          "venue": "ICML"}
_NONE = {"id": "none", "title": "No abstract here", "abstract": "", "year": 2020,
         "venue": "ICML"}
_GOOD = {"id": "good", "title": "Kernel methods revisited", "year": 2021, "venue": "COLT",
         "abstract": "We study kernel methods for regression and prove rates for kernel "
                     "ridge regression under source conditions, with experiments."}


@pytest.fixture(scope="module")
def corpus(tmp_path_factory):
    folder = tmp_path_factory.mktemp("about") / "mixed"
    folder.mkdir()
    n = write_planted_corpus(folder / "planted.jsonl")
    (folder / "extra.jsonl").write_text(
        "".join(json.dumps(r) + "\n" for r in (_SHORT, _NONE, _GOOD)), encoding="utf-8")
    return folder, n + 1  # the papers loaded: the planted ones and the good one


@pytest.fixture(scope="module")
def view(corpus):
    from analysis.pipeline import analyze

    return make_view(analyze([corpus[0]], n_topics=4, seed=3))


def _about(content: bytes) -> dict[str, str]:
    about = pd.read_excel(io.BytesIO(content), sheet_name=ABOUT_SHEET, dtype=str)
    assert list(about.columns) == ["about", "value"]
    return dict(zip(about["about"], about["value"].fillna(""), strict=True))


def test_the_download_opens_with_what_it_holds(view, corpus):
    state = "venue=ICML&years=2020-2021&type=empirical&topic=1&status=accepted-poster"
    content, _, _ = downloads.download_file(view, "tables", state)
    book = load_workbook(io.BytesIO(content))
    names = book.sheetnames
    assert names[0] == ABOUT_SHEET
    # wide enough to read, the values wrapped within their column; the tables' as before
    sheet = book[ABOUT_SHEET]
    assert [sheet.column_dimensions[c].width for c in "AB"] == pytest.approx(
        [w + 0.71 for w in ABOUT_WIDTHS], abs=0.01)
    assert sheet["B20"].alignment.wrap_text and not book["papers"]["B2"].alignment.wrap_text
    assert "A" not in book["papers"].column_dimensions
    about = _about(content)
    a = view.analysis
    assert about["Corpus"] == "mixed" == a.name
    assert about["Input files"] == "2"
    assert about["Papers loaded"] == str(corpus[1])
    assert about["Records read"] == str(corpus[1] + 2)
    assert about["Records skipped"] == "2"
    assert about["Records skipped, no abstract"] == about["Records skipped, too short"] == "1"
    # the counts are numbers a spreadsheet sums, not text (review67)
    cells = {r[0].value: r[1].value for r in sheet.iter_rows(min_row=2)}
    assert cells["Papers loaded"] == corpus[1] and cells["Records read"] == corpus[1] + 2
    assert cells["Records skipped"] == 2 and cells["Input files"] == 2
    assert cells["Seed"] == 3 and cells["Topics (K)"] == 4
    assert cells["Shortest abstract kept (characters)"] == 100
    assert about["Venues"] == "ICML" and about["Years"] == "2020\u20132021"
    assert about["Paper types"] == "Empirical only" and about["Decisions"] == "Poster"
    assert about["Topics"] == f"#1 {a.topics.labels[1]}"
    assert "Search" not in about and "Author" not in about and "Filters" not in about
    assert about["Trend shares are of"] == ("all ICML papers of each year, 2020\u20132021, "
                                            "empirical only, poster")
    assert about["Topics (K)"] == "4" and about["Topics (K) chosen"] == "given (--topics 4)"
    assert about["Seed"] == "3" and about["paper-trends version"] == __version__
    assert about["Paper types set by hand"] == "0" and about["Corrections file"] == "none"
    written = datetime.datetime.strptime(about["Written"], "%Y-%m-%d %H:%M UTC")
    now = datetime.datetime.now(datetime.timezone.utc).replace(tzinfo=None)
    assert abs(now - written) < datetime.timedelta(minutes=10)
    # a line per table sheet, in the workbook's order, saying what its rows are
    sheets = [k.removeprefix("Sheet ") for k in about if k.startswith("Sheet ")]
    assert sheets == names[1:] and len(sheets) >= 10
    assert all(about[f"Sheet {s}"] == table_spec(s).description for s in sheets)


def test_the_table_sheets_are_as_they_were(view):
    state = "venue=ICML&type=empirical"
    content, _, _ = downloads.download_file(view, "tables", state)
    got = pd.read_excel(io.BytesIO(content), sheet_name=None)
    f = Filters.from_query(state)[0]
    rows = select(view.analysis, f)
    decided = downloads.every_decision(view, f, rows)  # the rates' rows, as the page's
    context = downloads.trend_context_of(view, state)[2]
    rates = {s.name: s.make(view.analysis, decided, context) for s in TABLES
             if s.every_decision}
    made = all_tables(view.analysis, rows, context, made=rates)
    before = pd.read_excel(io.BytesIO(to_excel_bytes(made)), sheet_name=None)
    assert list(got) == [ABOUT_SHEET, *before]
    for name, table in before.items():
        pd.testing.assert_frame_equal(got[name], table, obj=name)


def test_no_filter_says_none(view):
    about = _about(downloads.download_file(view, "tables", "")[0])
    assert about["Filters"] == "none: every paper"
    assert "Trend shares are of" not in about
    about = _about(downloads.download_file(
        view, "tables", "follow=topic%3A1&compare_a=venue%3AICML&compare_b=venue%3ACOLT")[0])
    assert about["Filters"] == "none: every paper"
    assert about["Followed"] == f"topic #1 {view.analysis.topics.labels[1]}"
    assert about["Groups compared"] == "ICML against COLT"


def test_the_cli_workbook_has_the_same_sheet(corpus, view, tmp_path):
    out = tmp_path / "out"
    assert main(["analyze", str(corpus[0]), "--out", str(out), "--excel", "--topics", "4",
                 "--seed", "3", "--no-store", "-q"]) == 0
    content = (out / "tables.xlsx").read_bytes()
    about = _about(content)
    assert about["Corpus"] == "mixed" and about["Input files"] == "2"
    assert about["Papers loaded"] == str(corpus[1])
    assert about["Records read"] == str(corpus[1] + 2) and about["Records skipped"] == "2"
    assert about["Filters"] == "none: every paper"
    assert about["Topics (K)"] == "4" and about["Seed"] == "3"
    cli = pd.read_excel(io.BytesIO(content), sheet_name=None)
    names = [k.removeprefix("Sheet ") for k in about if k.startswith("Sheet ")]
    assert list(cli) == [ABOUT_SHEET, *names]
    # the table sheets are the dashboard's download of every paper (the abstracts: only
    # with --abstracts), the About sheet the same but its time
    page = pd.read_excel(io.BytesIO(downloads.download_file(view, "tables", "")[0]),
                         sheet_name=None)
    assert list(page) == list(cli)
    page["papers"] = page["papers"].drop(columns="abstract")
    for name in names:
        pd.testing.assert_frame_equal(cli[name], page[name], obj=name)
    # (the CLI reads the corpus's default corrections file; this view was given none)
    same = ~page[ABOUT_SHEET]["about"].isin(["Written", "Corrections file"])
    pd.testing.assert_frame_equal(cli[ABOUT_SHEET][same], page[ABOUT_SHEET][same])


def test_about_table_of_a_manifest():
    manifest = {"corpus": "icml", "version": "9.9", "inputs": [{}, {}, {}],
                "skipped_files": [{"path": "x", "reason": "no papers"}],
                "counts": {"read": 3001, "loaded": 2996, "skipped_too_short": 5},
                "settings": {"n_topics_requested": None, "n_topics": 19, "seed": 0,
                             "min_abstract_chars": 100,
                             "k_selection": {"rule": "round(1.4 * n ** (1/3))", "fitted": 20,
                                             "left_out": 1, "chosen": 19}}}
    when = datetime.datetime(2026, 12, 7, 6, 30, tzinfo=datetime.timezone(
        datetime.timedelta(hours=1)))
    about = about_table(manifest, ["papers", "not_a_table"], [("Venues", "ICML, COLT")],
                        when)
    lines = dict(zip(about["about"], about["value"], strict=True))
    assert lines == {
        "Corpus": "icml", "Input files": 3, "Input files not read (no papers)": 1,
        "Records read": 3001, "Papers loaded": 2996, "Records skipped": 5,
        "Records skipped, too short": 5, "Venues": "ICML, COLT",
        "Topics (K)": 19, "Topics (K) chosen": "by the rule round(1.4 * n ** (1/3)); 1 of "
                                               "the 20 fitted left out: no paper was mainly "
                                               "about them", "Topics left out": 1,
        "Seed": 0, "Shortest abstract kept (characters)": 100,
        "paper-trends version": "9.9", "Paper types set by hand": 0,
        "Corrections file": "none", "Correction rows not used": 0,
        "Written": "2026-12-07 05:30 UTC",
        "Sheet papers": table_spec("papers").description, "Sheet not_a_table": ""}
    extended = {**manifest, "model": {"folder": "/data/runs/icml_store", "saved_papers": 2990,
                                      "added_papers": 6}}
    lines = dict(about_table(extended, [], (), when).to_numpy().tolist())
    assert lines["Topics fitted on"] == ("the saved analysis icml_store: 2,990 papers; 6 "
                                         "added later, each placed in its topics")
    assert topics_words({}) == "unknown, by the rule unknown"
    assert about_table({}, [])["value"].tolist()[:5] == ["", 0, "unknown", "unknown", 0]


def test_the_types_set_by_hand_are_lines_of_numbers():
    """The manifest's corrections (analyze), or those given (the dashboard's now): how
    many, changed and confirmed, the file, and each row not used (review67)."""
    skipped = [f"/c/fixes.csv:{n}: paper x{n}: no paper of this corpus has this paper_id"
               for n in range(2, 15)]
    manifest = {"corrections": {"path": "/c/fixes.csv", "applied": 7, "corrected": 5,
                                "confirmed": 2, "skipped_rows": skipped}}
    about = about_table(manifest, [])
    lines = dict(zip(about["about"], about["value"], strict=False))
    assert (lines["Paper types set by hand"], lines["Paper types set by hand, changed"],
            lines["Paper types set by hand, confirmed"]) == (7, 5, 2)
    assert lines["Corrections file"] == "/c/fixes.csv"
    assert lines["Correction rows not used"] == 13
    named = about.loc[about["about"] == "Correction row not used", "value"].tolist()
    assert named == [*skipped[:10], "and 3 more"]
    now = about_table(manifest, [], corrections={"path": "/d/now.csv", "applied": 8,
                                                 "corrected": 6, "confirmed": 2})
    lines = dict(zip(now["about"], now["value"], strict=False))
    assert lines["Paper types set by hand"] == 8 and lines["Corrections file"] == "/d/now.csv"
    assert lines["Correction rows not used"] == 0

