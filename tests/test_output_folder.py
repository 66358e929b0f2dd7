"""The output folder is checked before the analysis and written whole or left as it was
(issue 13, item 8), and the run's summary lists the files a folder scan skipped (item 7)."""

import json
import os
import stat
import subprocess
import sys
from pathlib import Path

import pandas as pd
import pytest

import analysis.export as export
from analysis.export import OutputError, check_output_folder, write_outputs
from tests.data_paths import SEEDS


def run_cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "dashboard.cli", *args],
                          capture_output=True, text=True, timeout=600)


def snapshot(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir())}


TABLES = {"papers": pd.DataFrame({"title": ["new"]}), "topics": pd.DataFrame({"topic": [0]}),
          "keywords": pd.DataFrame({"term": ["x"]})}


@pytest.fixture
def previous_run(tmp_path) -> Path:
    out = tmp_path / "out"
    out.mkdir()
    for name in ("papers.csv", "topics.csv", "keywords.csv", "topic_trends.csv", "manifest.json"):
        (out / name).write_text(f"old {name}")
    (out / "my_notes.txt").write_text("mine")
    return out


def test_a_failed_swap_leaves_the_folder_exactly_as_it_was(previous_run, monkeypatch):
    before = snapshot(previous_run)
    real_replace = os.replace
    calls = []

    def failing_replace(src, dst):
        calls.append(dst)
        if len(calls) == 7:  # after the old files moved aside and two new ones moved in
            raise PermissionError(13, "Permission denied", str(src))
        real_replace(src, dst)

    monkeypatch.setattr(export.os, "replace", failing_replace)
    with pytest.raises(OutputError, match=r"could not replace .*out/manifest\.json \(permission denied\); "
                       r".*out was left as it was\. Free the file or choose another --out\."):
        write_outputs(TABLES, {"tool": "paper-trends"}, previous_run)
    assert len(calls) > 7  # the roll-back ran
    assert snapshot(previous_run) == before  # no hidden .partial-/.previous- folders either


def test_a_full_disk_while_writing_changes_nothing(previous_run, monkeypatch):
    before = snapshot(previous_run)

    def no_space(df):  # a table's file is written chunk by chunk: the disk fills midway
        yield b"title\n"
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(export, "iter_csv", no_space)
    with pytest.raises(OutputError, match=r"could not write the outputs into .*out \(no space left "
                       r"on device\); the folder was left as it was"):
        write_outputs(TABLES, {}, previous_run)
    assert snapshot(previous_run) == before


def test_a_successful_write_replaces_outputs_and_removes_stale_ones(previous_run):
    write_outputs(TABLES, {"tool": "paper-trends"}, previous_run)
    after = snapshot(previous_run)
    assert set(after) == {"papers.csv", "topics.csv", "keywords.csv", "manifest.json", "my_notes.txt"}
    assert after["papers.csv"] == b"title\nnew\n"
    assert json.loads(after["manifest.json"])["outputs"] == {"papers.csv": 1, "topics.csv": 1,
                                                             "keywords.csv": 1}


def test_check_output_folder_messages(tmp_path):
    a_file = tmp_path / "a_file"
    a_file.write_text("x")
    with pytest.raises(OutputError, match=r"a_file is a file, not a folder\. Give --out a folder"):
        check_output_folder(a_file)
    with pytest.raises(OutputError, match=r"a_file/sub cannot be created: .*a_file is a file"):
        check_output_folder(a_file / "sub")
    (tmp_path / "out" / "papers.csv").mkdir(parents=True)
    with pytest.raises(OutputError, match=r"papers\.csv is a folder, and this run writes a file"):
        check_output_folder(tmp_path / "out")
    check_output_folder(tmp_path / "new" / "deeper")  # missing folders are fine: created later
    assert not (tmp_path / "new").exists()


@pytest.mark.skipif(not Path("/sys").is_dir(), reason="needs a folder nobody may write (Linux /sys)")
def test_an_unwritable_folder_is_named_with_a_fix():
    with pytest.raises(OutputError, match=r"cannot write into /sys \(permission denied\)\. Choose "
                       r"another --out, or make the folder writable\."):
        check_output_folder(Path("/sys/paper-trends-out"))


def test_cli_checks_the_output_before_the_analysis(previous_run):
    (previous_run / "papers.csv").chmod(stat.S_IRUSR | stat.S_IRGRP | stat.S_IROTH)
    before = snapshot(previous_run)
    result = run_cli("analyze", "--out", str(previous_run))
    assert result.returncode == 2
    assert result.stdout == ""  # nothing analysed
    assert result.stderr.strip().splitlines() == [
        f"paper-trends: error: {previous_run / 'papers.csv'} is read-only, and this run replaces "
        f"it. Make it writable (chmod u+w '{previous_run / 'papers.csv'}') or choose another --out."]
    assert snapshot(previous_run) == before


def test_cli_output_path_that_is_a_file(tmp_path):
    target = tmp_path / "out.csv"
    target.write_text("keep me")
    result = run_cli("analyze", "--out", str(target))
    assert (result.returncode, result.stdout) == (2, "")
    assert "Errno" not in result.stderr
    assert f"{target} is a file, not a folder" in result.stderr
    assert target.read_text() == "keep me"


def test_summary_lists_the_files_that_are_not_paper_lists(tmp_path):
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    for seed in sorted(SEEDS.glob("*.txt")):
        (corpus / seed.name).write_bytes(seed.read_bytes())
    (corpus / "notes.txt").write_text("check the numbers")
    (corpus / "croissant.json").write_text(json.dumps({"@context": {}, "name": "d"}, indent=1))
    out = tmp_path / "out"
    result = run_cli("analyze", str(corpus), "--out", str(out), "--topics", "2")
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines()[:2] == [
        "57 of 57 records loaded from 3 files",
        "skipped 2 files that are not paper lists: croissant.json, notes.txt (reasons in "
        "manifest.json)"]
    manifest = json.loads((out / "manifest.json").read_text())
    assert [(Path(f["path"]).name, f["reason"]) for f in manifest["skipped_files"]] == [
        ("croissant.json", "a JSON object with no list of papers (its keys: '@context', 'name')"),
        ("notes.txt", "unknown format")]


@pytest.fixture
def always_fork(monkeypatch):
    import analysis.background as background

    monkeypatch.setattr(background, "BACKGROUND_MIN_ITEMS", 0)
    monkeypatch.setattr(background, "_can_fork", lambda: True)


@pytest.mark.parametrize("chunk_rows", [100, 20_000])
def test_the_largest_table_written_by_a_child_is_the_same_file(tmp_path, always_fork,
                                                               monkeypatch, chunk_rows):
    """write_outputs writes the largest table's second half (after whole chunks: 1,500
    of 3,000 rows) in a forked child, or all of it (less than two chunks), the others
    here: the same bytes as each written here, no part file left."""
    monkeypatch.setattr(export, "CSV_CHUNK_ROWS", chunk_rows)
    tables = {"papers": pd.DataFrame({"title": [f"paper {i}, =1+1" for i in range(3000)],
                                      "year": range(3000)}),
              "topics": pd.DataFrame({"topic": [0, 1]})}
    write_outputs(tables, {}, tmp_path / "out")
    for name, df in tables.items():
        export.write_table(df, "csv", tmp_path / f"{name}.csv")
        assert (tmp_path / "out" / f"{name}.csv").read_bytes() == \
            (tmp_path / f"{name}.csv").read_bytes()
    assert sorted(p.name for p in (tmp_path / "out").iterdir()) == \
        ["manifest.json", "papers.csv", "topics.csv"]


def test_a_childs_full_disk_changes_nothing(previous_run, always_fork, monkeypatch):
    """A child's error (a full disk) comes back as the same refusal, the folder left as
    it was."""
    before = snapshot(previous_run)
    real_iter_csv = export.iter_csv

    def no_space_for_papers(df):  # only the papers table (the child's) fails
        if "title" in df.columns:
            raise OSError(28, "No space left on device")
        yield from real_iter_csv(df)

    monkeypatch.setattr(export, "iter_csv", no_space_for_papers)
    with pytest.raises(OutputError, match=r"no space left on device"):
        write_outputs({**TABLES, "papers": pd.DataFrame({"title": ["a", "b", "c", "d"]})},
                      {}, previous_run)
    assert snapshot(previous_run) == before


def test_a_table_written_ahead_is_the_file_written_at_the_end(tmp_path, previous_run,
                                                             always_fork, monkeypatch):
    """StagedOutputs: the papers written first, by a child at a lower priority, into a
    hidden folder (the outputs left as they were meanwhile), the rest at the end: the
    same files as written at once, the papers table not written twice, no folder left."""
    at_once = tmp_path / "at_once"
    write_outputs(TABLES, {"tool": "paper-trends"}, at_once)
    real_iter_csv, log = export.iter_csv, tmp_path / "writers"

    def logged(df):
        with open(log, "a") as f:
            f.write(f"{os.getpid()} {os.nice(0)} {list(df.columns)[0]}\n")
        yield from real_iter_csv(df)

    monkeypatch.setattr(export, "iter_csv", logged)
    before = snapshot(previous_run)
    with export.StagedOutputs(previous_run) as staged:
        staged.write_tables({"papers": TABLES["papers"]}, niceness=3)
        hidden = [p for p in previous_run.iterdir() if p.name not in before]
        assert [p.name[:9] for p in hidden] == [".partial-"]
        assert {p.name: p.read_bytes() for p in previous_run.iterdir() if p.is_file()} == before
        changed = {**TABLES, "papers": pd.DataFrame({"title": ["not written again"]})}
        staged.finish(changed, {"tool": "paper-trends"})
    after = snapshot(previous_run)
    assert set(after) == {"papers.csv", "topics.csv", "keywords.csv", "manifest.json",
                          "my_notes.txt"}
    assert {k: v for k, v in after.items() if k != "my_notes.txt"} == snapshot(at_once)
    writers = {line.split()[2]: line.split()[:2] for line in log.read_text().splitlines()}
    assert writers["title"] == [writers["title"][0], str(os.nice(0) + 3)]  # the child's
    assert writers["title"][0] != str(os.getpid()) == writers["term"][0]  # keywords: here


def test_a_full_disk_in_a_child_writing_ahead_changes_nothing(previous_run, always_fork,
                                                             monkeypatch):
    before = snapshot(previous_run)

    def no_space(df):
        if os.getpid() != parent:
            raise OSError(28, "No space left on device")
        yield b"x"

    parent = os.getpid()
    monkeypatch.setattr(export, "iter_csv", no_space)
    with pytest.raises(OutputError, match=r"could not write the outputs into .*out \(no space "
                       r"left on device\); the folder was left as it was"), \
            export.StagedOutputs(previous_run) as staged:
        staged.write_tables({"papers": TABLES["papers"]}, niceness=3)
        staged.finish(TABLES, {})
    assert snapshot(previous_run) == before  # and no hidden .partial- folder
