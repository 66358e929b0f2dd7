"""The `paper-trends analyze` contract, end to end, as a user runs it."""

import json
import subprocess
import sys

import pandas as pd
import pytest

from analysis.export import SKIPPED_FILE, neutralise, to_excel_bytes
from analysis.tables import TABLES
from dashboard.cli import main
from tests.data_paths import corpora_root

PAPER_TYPES = {"theory", "empirical", "both", "unclear"}


def run_cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "dashboard.cli", *args],
                          capture_output=True, text=True, timeout=600)


def check_contract(out, n_papers: int) -> dict:
    """The columns and invariants every consumer of the export relies on."""
    papers = pd.read_csv(out / "papers.csv", dtype={"source_key": str}, keep_default_na=False)
    assert len(papers) == n_papers
    for col in ["paper_id", "source_file", "source_key", "venue", "year", "title",
                "title_is_derived", "topic", "topic_label", "paper_type", "paper_type_evidence",
                "url"]:
        assert col in papers.columns, col
    assert papers["paper_id"].is_unique
    assert set(papers["paper_type"]) <= PAPER_TYPES
    assert (papers["topic_label"] != "").all()

    topics = pd.read_csv(out / "topics.csv")
    assert list(topics.columns[:3]) == ["topic", "label", "top_terms"]
    assert {"n_papers", "share"} <= set(topics.columns)
    assert topics["n_papers"].sum() == n_papers
    assert topics["share"].sum() == pytest.approx(1.0)
    assert (topics["top_terms"].str.split(";").map(len) >= 10).all()
    assert set(papers["topic"]) <= set(topics["topic"])
    labels = dict(zip(topics["topic"], topics["label"], strict=True))
    assert (papers["topic_label"] == papers["topic"].map(labels)).all()

    keywords = pd.read_csv(out / "keywords.csv", keep_default_na=False)
    assert list(keywords.columns[:3]) == ["term", "n_papers", "share"]
    assert keywords["n_papers"].is_monotonic_decreasing
    assert keywords["term"].is_unique

    types = pd.read_csv(out / "paper_types.csv")
    assert list(types.columns) == ["topic", "topic_label", "theory", "empirical", "both",
                                   "unclear", "total", "empirical_or_both", "theory_only_share",
                                   "uncertain", "theory_only_share_confident", "corrected",
                                   "confirmed"]
    assert types.iloc[-1]["uncertain"] == (papers["paper_type_band"] == "uncertain").sum()
    assert set(papers["paper_type_band"]) <= {"certain", "likely", "uncertain", "corrected",
                                                  "confirmed"}
    assert types.iloc[-1]["topic"] == "all"
    assert types.iloc[-1]["total"] == n_papers
    all_row = types.iloc[-1]
    assert all_row["empirical_or_both"] == all_row["empirical"] + all_row["both"]
    assert all_row["theory_only_share"] == pytest.approx(
        all_row["theory"] / (all_row["theory"] + all_row["empirical_or_both"]), abs=1e-4)
    assert len(types) == len(topics) + 1
    counts = papers["paper_type"].value_counts()
    for t in PAPER_TYPES:
        assert types.iloc[-1][t] == counts.get(t, 0)

    manifest = json.loads((out / "manifest.json").read_text())
    assert {"inputs", "counts", "settings", "version", "stage_seconds"} <= set(manifest)
    for f in manifest["inputs"]:
        assert f["loaded"] + sum(f["skipped"].values()) == f["read"]
    assert manifest["counts"]["loaded"] == n_papers
    outputs = dict(manifest["outputs"])
    # every skipped record is listed beside the summary tables, one row each
    skipped = sum(sum(f["skipped"].values()) for f in manifest["inputs"])
    skipped += len(manifest.get("skipped_files", []))
    assert outputs.pop(SKIPPED_FILE, 0) == skipped
    assert (out / SKIPPED_FILE).exists() == (skipped > 0)
    assert {name.removesuffix(".csv") for name in outputs} <= {t.name for t in TABLES}
    return {"papers": papers, "topics": topics, "keywords": keywords, "manifest": manifest}


def test_analyze_seeds_by_default(tmp_path):
    out = tmp_path / "out"
    result = run_cli("analyze", "--out", str(out), "--excel")
    assert result.returncode == 0, result.stderr
    assert "57 of 57 records loaded from 3 files" in result.stdout
    t = check_contract(out, 57)
    assert set(t["papers"]["venue"]) == {"ICML"} and set(t["papers"]["year"]) == {2026}
    assert t["papers"]["title_is_derived"].all()
    assert (t["papers"]["url"] == "").all()
    # 57 abstracts: few terms pass the keyword tests, the generic words never
    keywords = t["keywords"].set_index("term")
    assert len(keywords) >= 5
    assert keywords.loc["large language model", "acronym"] == "LLM"
    assert not {"model", "learning", "data", "training", "large", "limited"} & set(keywords.index)
    assert [f["format"] for f in t["manifest"]["inputs"]] == ["paper-list"] * 3
    assert (out / "tables.xlsx").exists()
    assert not (out / "topic_trends.csv").exists()  # one year: no trends
    assert not [p for p in out.iterdir() if p.name.startswith(".partial")]
    # a second run into the same folder replaces the outputs, including stale ones
    (out / "topic_trends.csv").write_text("stale")
    (out / "my_notes.csv").write_text("mine")
    assert main(["analyze", "--out", str(out)]) == 0
    assert not (out / "topic_trends.csv").exists() and not (out / "tables.xlsx").exists()
    assert (out / "my_notes.csv").read_text() == "mine"


def test_topics_option_sets_the_number_of_topics(tmp_path):
    assert main(["analyze", "--out", str(tmp_path), "--topics", "4"]) == 0
    assert not (tmp_path / "tables.xlsx").exists()  # only with --excel
    assert len(pd.read_csv(tmp_path / "topics.csv")) == 4
    assert json.loads((tmp_path / "manifest.json").read_text())["settings"]["n_topics"] == 4


def test_one_topic_is_said_in_the_singular(tmp_path, capsys):
    """"1 topics; tables written" (polish66): the count's noun agrees with it."""
    assert main(["analyze", "--out", str(tmp_path), "--topics", "1", "--no-store", "-q"]) == 0
    printed = capsys.readouterr().out
    assert f"1 topic; tables written to {tmp_path} in " in printed and "1 topics" not in printed


def test_bad_file_stops_with_one_message_and_no_output(tmp_path):
    bad = tmp_path / "broken.json"
    bad.write_text('[{"abstract": "x"},\n {"abstract": }]')
    out = tmp_path / "out"
    result = run_cli("analyze", str(bad), "--out", str(out))
    assert result.returncode == 2
    assert "Traceback" not in result.stderr
    lines = result.stderr.strip().splitlines()
    assert lines[-1] == (
        f"paper-trends: error: {bad}: line 2, column 15: broken JSON (Expecting value). "
        "Fix the JSON (e.g. check it with `python -m json.tool`).")
    # before it, only the progress line of the stage that stopped (stderr is not a terminal)
    assert lines[:-1] == ["paper-trends: reading and cleaning the papers (0/1 files): 0%"]
    assert not out.exists() or not any(out.iterdir())


def test_analyze_names_a_few_skipped_records_and_the_file_of_all(tmp_path, capsys):
    """review66: the summary said "skipped: 1 malformed, 1 too short" and no more; which
    records, and where the list is, were left to find."""
    from pathlib import Path

    seeds = Path(__file__).resolve().parents[1] / "seeds"
    extra = tmp_path / "extra.jsonl"
    extra.write_text(json.dumps({"id": "n1", "abstract": 12345}) + "\n"
                     + json.dumps({"id": "s1", "abstract": "too short"}) + "\n")
    out = tmp_path / "out"
    assert main(["analyze", "-q", "--no-store", str(seeds), str(extra), "--out", str(out)]) == 0
    lines = capsys.readouterr().out.splitlines()
    at = lines.index("57 of 59 records loaded from 4 files; skipped: 1 too short, 1 malformed")
    assert lines[at + 1:at + 4] == [
        "  extra.jsonl: line 1 (key n1): malformed: its abstract is a number (12345), not text",
        "  extra.jsonl: line 2 (key s1): too short: its abstract has 9 characters, fewer than "
        "the 100 an abstract needs",
        f"  every skipped record, with the reason: {out / SKIPPED_FILE}"]
    assert len(pd.read_csv(out / SKIPPED_FILE)) == 2


@pytest.mark.parametrize(("args", "said"), [
    (["analyze", "--seed", "-1"], "argument --seed: '-1' is not a whole number from 0 to "
     "4,294,967,295"),
    (["analyze", "--topics", "-3"], "argument --topics: '-3' is not a whole number of at least 1 "
     "(leave --topics out to choose it from the corpus)"),
    (["analyze", "--engine", "dask", "--workers", "0"], "argument --workers: '0' is not a whole "
     "number of at least 1"),
    (["serve", "--port", "70000"], "argument --port: '70000' is not a whole number from 0 to "
     "65,535 (0: any free port)"),
])
def test_a_number_out_of_range_is_one_line_before_any_work(tmp_path, capsys, args, said):
    """review66: --seed -1 failed after the papers were read, in scikit-learn's traceback;
    --topics -3 in a ValueError's; --port 70000 in bind()'s OverflowError."""
    with pytest.raises(SystemExit) as stopped:
        main([*args, "--out", str(tmp_path / "out")] if args[0] == "analyze" else args)
    assert stopped.value.code == 2
    assert capsys.readouterr().err.strip().splitlines()[-1] == (
        f"paper-trends {args[0]}: error: {said}")
    assert not (tmp_path / "out").exists()


@pytest.mark.parametrize("before", [[], ["--no-cache", "--topics", "5"]])
def test_serve_of_a_missing_path_says_so_without_a_url_first(tmp_path, before):
    """walk63: `serve MISSING` printed "Paper Trends on http://..." and bound the port, then
    the error; the user read that the dashboard was running."""
    missing = tmp_path / "MISSING"
    result = run_cli("serve", *before, str(missing), "--port", "0")
    assert result.returncode == 2
    assert "http://" not in result.stdout + result.stderr
    assert result.stderr.strip() == (
        f"paper-trends: error: {missing}: no such file or folder (give paper files, folders "
        "of them, or a folder written by `paper-trends analyze --out DIR`)")


def test_help_on_every_command():
    for args in ([], ["analyze"], ["serve"]):
        result = run_cli(*args, "--help")
        assert result.returncode == 0 and "usage: paper-trends" in result.stdout


def test_serve_help_names_the_environment_and_its_defaults():
    """review66: the upload limits were set only by environment variables that no --help
    named."""
    from dashboard import uploads
    from dashboard.cli import SERVE_ENVIRONMENT

    for name, default in [("PAPER_TRENDS_UPLOAD_MAX_MB", uploads.DEFAULT_MAX_MB),
                          ("PAPER_TRENDS_UPLOAD_MAX_AGE_HOURS", uploads.DEFAULT_MAX_AGE_HOURS),
                          ("PAPER_TRENDS_UPLOAD_DISK_MB", uploads.DEFAULT_DISK_MB)]:
        assert f"{name} (default {default})" in SERVE_ENVIRONMENT
    assert "PAPER_TRENDS_UPLOADS the uploads' folder" in SERVE_ENVIRONMENT


def test_neutralise_formula_cells_but_not_numbers():
    df = pd.DataFrame({"title": ["=HYPERLINK(\"x\")", "+1", "-cmd", "@SUM(A1)", "plain"],
                       "z": [-1.5, 2.0, -3.0, 0.0, 1.0]})
    out = neutralise(df)
    assert out["title"].tolist() == ["'=HYPERLINK(\"x\")", "'+1", "'-cmd", "'@SUM(A1)", "plain"]
    assert out["z"].tolist() == [-1.5, 2.0, -3.0, 0.0, 1.0]
    import io

    from openpyxl import load_workbook
    wb = load_workbook(io.BytesIO(to_excel_bytes({"papers": df, "a" * 40: df})))
    assert wb.sheetnames == ["papers", "a" * 31]
    assert wb["papers"]["A2"].value == "'=HYPERLINK(\"x\")"


@pytest.mark.corpora
def test_analyze_real_corpus_icml(tmp_path):
    root = corpora_root()
    out = tmp_path / "icml"
    result = run_cli("analyze", str(root / "icml"), "--out", str(out))
    assert result.returncode == 0, result.stderr
    manifest = json.loads((out / "manifest.json").read_text())
    n = manifest["counts"]["loaded"]
    raw = sum(len(json.loads(p.read_text())) for p in (root / "icml").glob("*.json"))
    assert manifest["counts"]["read"] == raw
    t = check_contract(out, n)
    assert n > 2900
    assert set(t["papers"]["year"]) == set(range(2013, 2020))
    assert t["papers"]["url"].str.startswith("https://").all()
    assert len(t["keywords"]) >= 100
    trends = pd.read_csv(out / "topic_trends.csv")
    per_year = trends.groupby("year")["share"].sum()
    assert per_year.round(6).eq(1).all()
    rising = pd.read_csv(out / "rising_falling.csv")
    assert {"rising", "falling"} <= set(rising["direction"])
    assert (rising["q"] < 0.05).all()  # listed where the within-venue test holds (trends57)
    assert (rising["venue_adjustment"] == "one venue (ICML)").all()  # how venues counted
    # what the test compared, beside what it listed (the "no change" cards' evidence)
    evidence = pd.read_csv(out / "change_evidence.csv").set_index("kind")
    assert list(evidence.index) == ["keyword", "topic"]
    assert (evidence["compared"] == rising.groupby("kind")["compared"].first()).all()
    assert (evidence["held"] >= rising.groupby("kind").size()).all()
    assert (out / "keyword_trends.csv").exists()
    venue_years = pd.read_csv(out / "venue_years.csv")
    assert list(venue_years.columns[:3]) == ["venue", "year", "n_papers"]
    assert venue_years["n_papers"].sum() == n and set(venue_years["venue"]) == {"ICML"}
    emerging = pd.read_csv(out / "emerging_terms.csv")
    # the term, then how it is spelled (analysis.terms.spelling: one spelling everywhere)
    assert list(emerging.columns[:6]) == ["term", "acronym", "head", "first_year",
                                          "takeoff_year", "n_papers"]
    gnn = emerging[emerging["term"] == "graph neural network"].iloc[0]
    # ICML 2018 0.5%, 2019 2.1%: dated on the share before the burst (emerge72; 2019 before)
    assert (gnn["first_year"], gnn["takeoff_year"]) == (2018, 2018)
    # one venue: judged up to its latest year, as the table and the manifest say
    assert set(emerging["judged_to"]) == set(emerging["latest_year"]) == {2019}
    manifest = json.loads((out / "manifest.json").read_text())
    assert manifest["emerging_terms"] == {"judged_to": 2019, "latest_year": 2019, "why": ""}


def test_serve_serves_the_dashboard_on_the_seeds():
    import socket
    import time
    import urllib.request

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    proc = subprocess.Popen([sys.executable, "-m", "dashboard.cli", "serve", "--port", str(port)],
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        deadline = time.time() + 120
        while True:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=5) as r:
                    assert r.status == 200
                    assert "<title>" in r.read().decode()
                break
            except OSError:
                assert proc.poll() is None, proc.stdout.read()
                assert time.time() < deadline, "the server did not answer within 120 s"
                time.sleep(0.5)
    finally:
        proc.terminate()
        proc.wait(timeout=10)


def test_analyze_applies_the_corrections_file(tmp_path):
    from analysis.paper_types.corrections import set_paper_type

    def papers_of(out):
        return pd.read_csv(out / "papers.csv", keep_default_na=False).set_index("paper_id")

    assert run_cli("analyze", "--out", str(tmp_path / "before")).returncode == 0
    before = papers_of(tmp_path / "before")
    paper_id = before.index[0]
    new_type = "unclear" if before.loc[paper_id, "paper_type"] != "unclear" else "theory"
    fixes = tmp_path / "fixes.csv"
    set_paper_type(fixes, paper_id, new_type, note="checked by hand")
    # a confirmation (the model's own type) is a review, not a correction (review61)
    agreed = before.index[1]
    set_paper_type(fixes, agreed, before.loc[agreed, "paper_type"])
    result = run_cli("analyze", "--out", str(tmp_path / "after"), "--corrections", str(fixes))
    assert result.returncode == 0, result.stderr
    assert (f"2 paper type(s) set by hand from {fixes}: 1 corrected, 1 confirmed"
            in result.stdout)
    after = papers_of(tmp_path / "after")
    row = after.loc[paper_id]
    assert row["paper_type"] == new_type and row["paper_type_source"] == "corrected"
    assert row["paper_type_band"] == "corrected" and "checked by hand" in row["paper_type_evidence"]
    assert (after["paper_type_source"] == "corrected").sum() == 1
    assert after.loc[agreed, ["paper_type_source", "paper_type_band"]].tolist() == [
        "confirmed", "confirmed"]
    assert (after.drop(paper_id)["paper_type"] == before.drop(paper_id)["paper_type"]).all()
    types = pd.read_csv(tmp_path / "after" / "paper_types.csv").set_index("topic")
    assert types.loc["all", ["corrected", "confirmed"]].tolist() == [1, 1]
    manifest = json.loads((tmp_path / "after" / "manifest.json").read_text())
    assert manifest["corrections"] == {"path": str(fixes), "applied": 2, "corrected": 1,
                                       "confirmed": 1, "skipped_rows": []}
