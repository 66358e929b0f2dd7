"""Every input shape is read completely or refused with file, position and fix (issue 13).

Each test here reproduces one failure the issue reported (papers lost from a JSON object,
U+2028 in JSON Lines, deep nesting, a stray file in a folder, one huge CSV cell) or one
shape it asks for (gzip), and checks the counts: read = loaded + skipped, nothing lost.
"""

import gzip
import json
import re
import subprocess
import sys

import pytest

from analysis.io import CorpusError, load_corpus
from analysis.io.base import MAX_FIELD_CHARS
from analysis.io.source import read_text

ABSTRACT = ("We study a problem of some importance and propose a method for it. Experiments on "
            "three benchmark datasets show that the method works well in practice. {}")


def papers(n: int, start: int = 0) -> list[dict]:
    return [{"id": f"p{i}", "title": f"Paper number {i}", "abstract": ABSTRACT.format(f"Variant {i}.")}
            for i in range(start, start + n)]


def assert_accounted(result, read: int, loaded: int) -> None:
    counts = result.counts
    assert (counts["read"], counts["loaded"]) == (read, loaded)
    assert counts["loaded"] + sum(v for k, v in counts.items() if k.startswith("skipped_")) == read
    for f in result.files:
        assert f.loaded + sum(f.skipped.values()) == f.read


# ------------------------------------------------ item 2: JSON objects holding the papers

@pytest.mark.parametrize("key", ["papers", "data", "notes"])
@pytest.mark.parametrize("indent", [None, 2])
def test_a_json_object_holding_the_papers_is_read_completely(tmp_path, key, indent):
    f = tmp_path / "export.json"
    f.write_text(json.dumps({"count": 150, key: papers(150)}, indent=indent))
    result = load_corpus([f])
    assert result.files[0].format == "json"
    assert_accounted(result, 150, 150)
    assert result.papers["source_key"].tolist() == [f"p{i}" for i in range(150)]


def test_the_issue_case_one_line_object_beside_json_lines_loses_nothing(tmp_path):
    """593 of 594 records loaded, 150 papers gone: the object was read as one JSON Lines record."""
    (tmp_path / "a.jsonl").write_text("\n".join(json.dumps(p) for p in papers(443)))
    (tmp_path / "b.json").write_text(json.dumps({"papers": papers(150, start=1000)}))
    result = load_corpus([tmp_path])
    assert [f.format for f in result.files] == ["jsonl", "json"]
    assert_accounted(result, 593, 593)


def test_openreview_notes_with_content_values(tmp_path):
    note = {"id": "Xy12", "content": {"title": {"value": "A Title"},
                                      "abstract": {"value": ABSTRACT.format("OpenReview.")},
                                      "authors": {"value": ["Ann One", "Bo Two"]}}}
    f = tmp_path / "iclr2024.json"
    f.write_text(json.dumps({"notes": [note], "count": 1}, indent=1))
    row = load_corpus([f]).papers.iloc[0]
    assert (row["source_key"], row["title"], row["authors"]) == ("Xy12", "A Title", "Ann One; Bo Two")
    assert (row["venue"], row["year"]) == ("ICLR", 2024)


def test_a_pretty_printed_single_paper_is_one_record(tmp_path):
    f = tmp_path / "one.json"
    f.write_text(json.dumps(papers(1)[0], indent=2))
    assert_accounted(load_corpus([f]), 1, 1)


def test_json_lines_needs_one_whole_object_per_line(tmp_path):
    """Two pretty-printed objects one after the other are not JSON Lines: refused, with the fix."""
    f = tmp_path / "two.jsonl"
    f.write_text("\n".join(json.dumps(p, indent=2) for p in papers(2)))
    with pytest.raises(CorpusError, match=r"two\.jsonl: line \d+, column \d+: broken JSON \(Extra data\)"
                       r".*each line must be one complete paper object"):
        load_corpus([f])


def test_json_lines_with_a_broken_line_names_and_skips_it(tmp_path):
    """jsonl66: the line is a skipped record (more in tests/test_jsonl_broken_lines.py)."""
    f = tmp_path / "x.jsonl"
    f.write_text(json.dumps(papers(1)[0]) + "\n" + '{"abstract": "cut' + "\n")
    result = load_corpus([f])
    assert_accounted(result, 2, 1)
    assert result.files[0].listed[0][:2] == ["line 2", "malformed"]
    assert "broken JSON" in result.files[0].listed[0][2]


# ------------------------------------------------------- item 3: U+2028 / U+2029 in strings

def test_line_separators_inside_json_lines_strings(tmp_path):
    rows = papers(3)
    rows[1]["abstract"] = rows[1]["abstract"].replace(". ", ".\u2028", 1) + "\u2029End."
    rows[2]["title"] = "Two\u2028lines"
    f = tmp_path / "p.jsonl"
    f.write_text("\n".join(json.dumps(r, ensure_ascii=False) for r in rows) + "\n", encoding="utf-8")
    result = load_corpus([f])
    assert result.files[0].format == "jsonl"
    assert_accounted(result, 3, 3)
    assert "\u2028" in result.papers["abstract"].iloc[1]


def test_make_scale_corpus_output_loads(tmp_path):
    """The shared generator writes raw U+2028/9 (issue 13, item 3)."""
    tool = "/work/shared/tools/make_scale_corpus.py"
    import os
    if not os.path.exists(tool):
        pytest.skip("the shared scale-corpus tool is not here")
    out = tmp_path / "scale"
    done = subprocess.run([sys.executable, tool, "--papers", "2000", "--out", str(out)],
                          capture_output=True, text=True, timeout=300)
    if done.returncode != 0:
        pytest.skip(f"the scale-corpus tool needs the real corpora: {done.stderr[-200:]}")
    text = "".join(p.read_text(encoding="utf-8") for p in sorted(out.glob("*.jsonl")))
    lines = [ln for ln in text.split("\n") if ln.strip()]
    result = load_corpus([out])
    assert_accounted(result, len(lines), result.counts["loaded"])
    assert result.counts["loaded"] > 0.9 * len(lines)


# ----------------------------------------------------------------- item 4: deep nesting

@pytest.mark.parametrize("name, text", [
    ("deep.json", "[" * 10_000 + "]" * 10_000),
    ("deep_object.json", '{"a":' * 10_000 + "1" + "}" * 10_000),
    # a deep line of JSON Lines is a skipped record (tests/test_jsonl_broken_lines.py)
])
def test_deep_nesting_is_a_clear_error_not_a_recursion_traceback(tmp_path, name, text):
    f = tmp_path / name
    f.write_text(text)
    with pytest.raises(CorpusError, match=rf"{name}: line \d+, column \d+: the JSON nests "
                       r"1\d,\d\d\d levels of lists or objects, too deep to read"):
        load_corpus([f])


def test_moderately_nested_fields_are_skipped_as_malformed(tmp_path):
    rows = papers(2)
    nested: object = "Ann"
    for _ in range(50):
        nested = [nested]
    rows[0]["author"] = nested
    f = tmp_path / "x.json"
    f.write_text(json.dumps(rows))
    result = load_corpus([f])
    assert_accounted(result, 2, 1)
    assert result.files[0].skipped["malformed"] == 1
    assert "nests more than 8 levels" in result.files[0].examples[0]


@pytest.mark.parametrize("command", ["analyze", "serve"])
def test_cli_reports_deep_nesting_in_one_line(tmp_path, command):
    f = tmp_path / "deep.json"
    f.write_text("[" * 10_000 + "]" * 10_000)
    args = [command, str(f)] + (["--out", str(tmp_path / "out")] if command == "analyze" else ["--port", "0", "--no-cache"])
    done = subprocess.run([sys.executable, "-m", "dashboard.cli", *args], capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 2
    assert "Traceback" not in done.stderr and "RecursionError" not in done.stderr
    *progress, error = done.stderr.strip().splitlines()
    assert error == (
        f"paper-trends: error: {f}: line 1, column 10000: the JSON nests 10,000 levels of lists or "
        "objects, too deep to read. A paper list needs three: a list of paper objects with lists "
        "of authors. Check how the file was made.")
    # before it only progress lines (stderr is not a terminal), never part of the error
    assert all(re.fullmatch(r"paper-trends: [a-z ]+( \(.*\))?: \d+%.*", line) for line in progress)


# --------------------------------------------------------------------------------- gzip

@pytest.mark.parametrize("name, body, fmt", [
    ("a.json.gz", json.dumps(papers(5)), "json"),
    ("a.jsonl.gz", "\n".join(json.dumps(p) for p in papers(5)), "jsonl"),
    ("a.csv.gz", "title,abstract\n" + "".join(f'T{i},"{p["abstract"]}"\n' for i, p in enumerate(papers(5))), "csv"),
    ("misnamed.txt", json.dumps({"data": papers(5)}), "json"),  # detected by content
])
def test_gzip_compressed_files_are_read_by_content(tmp_path, name, body, fmt):
    (tmp_path / name).write_bytes(gzip.compress(body.encode()))
    result = load_corpus([tmp_path / name])
    assert result.files[0].format == fmt
    assert_accounted(result, 5, 5)
    # and a folder scan picks up the compressed endings
    if name.endswith(".gz"):
        assert load_corpus([tmp_path]).counts["loaded"] == 5


def test_gzip_bomb_stops_at_the_limit(tmp_path):
    f = tmp_path / "bomb.json.gz"
    f.write_bytes(gzip.compress(b"[" + b" " * 5_000_000 + b"]"))
    with pytest.raises(CorpusError, match=r"bomb\.json\.gz: the file decompresses to more than "
                       r"1,000,000 bytes, the most one file may hold\. Split it"):
        read_text(f, max_bytes=1_000_000)
    assert read_text(f, max_bytes=6_000_000).startswith("[ ")


def test_truncated_gzip_is_refused(tmp_path):
    f = tmp_path / "cut.json.gz"
    f.write_bytes(gzip.compress(json.dumps(papers(50)).encode())[:200])
    with pytest.raises(CorpusError, match=r"cut\.json\.gz: the gzip data is broken or cut short"):
        load_corpus([f])


def test_an_oversized_plain_file_is_refused_before_reading(tmp_path):
    f = tmp_path / "big.jsonl"
    f.write_text("x" * 2_000)
    with pytest.raises(CorpusError, match=r"big\.jsonl: the file holds 2,000 bytes, more than "
                       r"the 1,000 bytes one file may hold"):
        read_text(f, max_bytes=1_000)


# ------------------------------------------------- item 7: lenient folders, strict files

def test_a_folder_skips_and_lists_files_that_are_not_paper_lists(tmp_path):
    (tmp_path / "icml2019.json").write_text(json.dumps(papers(4)))
    (tmp_path / "notes.txt").write_text("remember to check the 2019 numbers")
    (tmp_path / "croissant.json").write_text(json.dumps(
        {"@context": {"@vocab": "https://schema.org/"}, "@type": "sc:Dataset", "name": "papers",
         "description": "ICML papers " * 20,
         "distribution": [{"@type": "cr:FileObject", "name": "icml2019.json",
                           "description": "the 2019 papers " * 10}]}))
    (tmp_path / "empty.csv").write_text("")
    result = load_corpus([tmp_path])
    assert_accounted(result, 4, 4)
    assert [f.format for f in result.files] == ["json"]
    skipped = {s.path.split("/")[-1]: s.reason for s in result.skipped_files}
    assert skipped == {"croissant.json": "a JSON object with no list of papers (its keys: "
                       "'@context', '@type', 'name', 'description', 'distribution')",
                       "empty.csv": "the file is empty", "notes.txt": "unknown format"}


@pytest.mark.parametrize("name, content, match", [
    ("notes.txt", "remember to check the numbers", r"notes\.txt: line 1: unknown format"),
    ("croissant.json", json.dumps({"@context": {}, "name": "x", "distribution": []}, indent=1),
     r"croissant\.json: top level: a JSON object with no list of papers \(its keys: '@context', "
     r"'name', 'distribution'\)\. Give the papers as a JSON array"),
    ("croissant_min.json", json.dumps({"@context": {}, "name": "x", "description": "y" * 200}),
     r"croissant_min\.json: top level: a JSON object with no list of papers"),
])
def test_a_named_file_must_read(tmp_path, name, content, match):
    (tmp_path / "good.json").write_text(json.dumps(papers(2)))
    (tmp_path / name).write_text(content)
    with pytest.raises(CorpusError, match=match):
        load_corpus([tmp_path / "good.json", tmp_path / name])


def test_a_broken_paper_file_in_a_folder_still_stops_the_run(tmp_path):
    (tmp_path / "good.json").write_text(json.dumps(papers(2)))
    (tmp_path / "cut.json").write_text(json.dumps(papers(2))[:-30])
    with pytest.raises(CorpusError, match=r"cut\.json: line 1, column \d+: broken JSON"):
        load_corpus([tmp_path])


# ---------------------------------------------------------------- item 9: one huge cell

def test_one_oversized_csv_cell_skips_its_row_not_the_file(tmp_path):
    rows = papers(4)
    big = "w" * 5_000_000
    lines = ["id,title,abstract,notes"]
    for i, p in enumerate(rows):
        notes = big if i == 1 else "ok"
        abstract = big if i == 2 else p["abstract"]
        lines.append(f'{p["id"]},"{p["title"]}","{abstract}","{notes}"')
    f = tmp_path / "papers.csv"
    f.write_text("\n".join(lines) + "\n")
    result = load_corpus([f])
    assert_accounted(result, 4, 2)
    assert result.files[0].skipped["too_large"] == 2
    assert result.counts["skipped_too_large"] == 2
    assert result.papers["source_key"].tolist() == ["p0", "p3"]
    assert result.files[0].examples == [
        "row 3: too large: the 'notes' cell has 5,000,000 characters (limit 131,072)",
        "row 4: too large: the 'abstract' cell has 5,000,000 characters (limit 131,072)"]


def test_oversized_json_field_and_paragraph_are_skipped(tmp_path):
    rows = papers(3)
    rows[1]["abstract"] = "a " * MAX_FIELD_CHARS
    (tmp_path / "x.json").write_text(json.dumps(rows))
    (tmp_path / "list.txt").write_text("ICML 2020\n\n" + ABSTRACT.format(1) + "\n\n" + "b " * MAX_FIELD_CHARS)
    result = load_corpus([tmp_path])
    assert_accounted(result, 5, 3)
    assert result.counts["skipped_too_large"] == 2


# ------------------------------------------- LaTeX commands a JSON escape swallowed

def test_a_latex_command_eaten_by_a_json_escape_gets_its_backslash_back(tmp_path):
    """CVPR 2018 writes "$1.5\\times$" into JSON unescaped: a tab and "imes" on loading."""
    f = tmp_path / "cvpr2018.json"
    rows = papers(3)
    rows[0]["abstract"] = ABSTRACT.format("It runs at $1.5\\times$ the speed for \\theta > 0.")
    rows[1]["abstract"] = ABSTRACT.format("Spearman's $\\rho$ and $\\beta$ and $\\frac{1}{2}$.")
    rows[2]["abstract"] = ABSTRACT.format("Results follow.\r\n\tWe propose x: \ni) one, set\tto")
    text = json.dumps(rows).replace("\\\\", "\\")  # the writer's bug: backslashes not doubled
    f.write_text(text)
    result = load_corpus([f])
    assert_accounted(result, 3, 3)
    abstracts = result.papers["abstract"].tolist()
    assert "$1.5\\times$ the speed for \\theta > 0." in abstracts[0]
    assert "Spearman's $\\rho$ and $\\beta$ and $\\frac{1}{2}$." in abstracts[1]
    # a tab or line break before an ordinary word stays whitespace
    assert "\\" not in abstracts[2] and "\tWe propose" in abstracts[2] and "\ni) one" in abstracts[2]


def test_a_text_command_whose_braces_were_lost_gets_its_backslash_back(tmp_path):
    """review59: AISTATS 2012 writes "consistent, \\textiti.e., its power" (the braces of
    \\textit{i.e.} lost, the backslash not doubled): a tab and "extiti.e." on loading, kept
    so, since letters follow the command.  What the tab left of a text command begins no
    English word; a tab before "extensive" or "automatic" stays whitespace."""
    from analysis.text import display_abstract

    f = tmp_path / "aistats2012.json"
    rows = papers(2)
    rows[0]["abstract"] = ABSTRACT.format("The test is consistent, \\textiti.e., its power "
                                          "is \\textbfone.")
    rows[1]["abstract"] = ABSTRACT.format("Results follow.\textensive tests,\tautomatic.")
    f.write_text(json.dumps(rows).replace("\\\\", "\\"))
    result = load_corpus([f])
    assert_accounted(result, 2, 2)
    first, second = result.papers["abstract"].tolist()
    assert "consistent, \\textiti.e., its power is \\textbfone." in first
    assert "consistent, i.e., its power" in display_abstract(first)
    assert "\\" not in second and "\textensive tests,\tautomatic." in second
