"""jsonl66: a broken JSON Lines line is one skipped record (file, line, the parser's
message), counted and listed; a file whose first line is not a paper object is not JSON
Lines, and a file of mostly broken lines still fails, naming the file and the first."""

from __future__ import annotations

import json

import pytest

from analysis.io import CorpusError, load_corpus
from analysis.io.json_lines import CHECKED_LINES
from analysis.io.skips import (
    chosen_skips,
    manifest_without_list,
    skip_counts_text,
    skipped_examples,
    skipped_records_table,
)

TEXT = ("We study a problem of some importance and propose a method for it. Experiments on "
        "three benchmarks show that the method works better than the strongest baselines.")


def lines(n: int, start: int = 0) -> list[str]:
    return [json.dumps({"id": f"p{i}", "title": f"Paper {i}", "abstract": f"{TEXT} ({i})"})
            for i in range(start, start + n)]


def manifest(result) -> dict:
    return {"inputs": [r.as_dict() for r in result.files], "skipped_files": [],
            "counts": result.counts}


def test_one_broken_line_in_the_middle_is_one_skipped_record(tmp_path):
    f = tmp_path / "x.jsonl"
    f.write_text("\n".join([*lines(4), '{"id": "bad", abstract}', *lines(5, start=4)]) + "\n")
    result = load_corpus([f])
    assert (result.counts["read"], result.counts["loaded"]) == (10, 9)
    assert result.counts["skipped_malformed"] == 1
    assert list(result.papers["source_key"]) == [f"p{i}" for i in range(9)]
    table = skipped_records_table(manifest(result))
    assert table.values.tolist() == [[
        "x.jsonl", "line 5", "malformed",
        "column 15: broken JSON (Expecting property name enclosed in double quotes)"]]
    assert skip_counts_text(manifest(result)) == "1 record skipped: 1 malformed"
    # the run's summary names it (skipped_examples)
    assert result.files[0].examples == [
        "line 5: malformed: column 15: broken JSON (Expecting property name enclosed in "
        "double quotes)"]


def test_a_truncated_last_line_is_said_to_be_cut_short(tmp_path):
    f = tmp_path / "cut.jsonl"
    whole = "\n".join(lines(6))
    f.write_text(whole[:-40])  # a download cut inside the last abstract, no final newline
    result = load_corpus([f])
    assert (result.counts["read"], result.counts["loaded"]) == (6, 5)
    [[record, reason, detail]] = result.files[0].listed
    assert (record, reason) == ("line 6", "malformed")
    assert detail.startswith("column ") and detail.endswith(
        ": broken JSON: the line ends before the JSON is complete, as if cut short "
        "(Unterminated string starting here)")


@pytest.mark.parametrize("bad, detail", [
    ("[1, 2]", "it is a list, not an object"),
    ('"a string"', "it is a string, not an object"),
    ('{"a":' + "[" * 10_000 + "]" * 10_000 + "}", "the JSON nests 10,001 levels of lists or "
     "objects, too deep to read"),
], ids=["list", "string", "deep"])
def test_a_line_that_is_not_a_paper_object_is_skipped(tmp_path, bad, detail):
    f = tmp_path / "x.jsonl"
    f.write_text("\n".join([*lines(2), bad, *lines(2, start=2)]) + "\n")
    result = load_corpus([f])
    assert result.counts["loaded"] == 4
    [[record, reason, said]] = result.files[0].listed
    assert (record, reason) == ("line 3", "malformed") and said.endswith(detail)


def test_a_file_of_mostly_broken_lines_fails_naming_the_file_and_the_first(tmp_path):
    f = tmp_path / "garbage.jsonl"
    f.write_text("\n".join([*lines(1), "not json", '{"x": ', *lines(1, start=1), "<html>"]))
    with pytest.raises(CorpusError, match=(
            r"garbage\.jsonl: line 2, column 1: broken JSON \(Expecting value\); 3 of the first "
            r"5 lines are not paper objects, too many to skip as bad records\. Each line must "
            r"be one JSON object\.")):
        load_corpus([f])


def test_half_broken_is_read_and_only_the_first_lines_decide(tmp_path):
    """The threshold: more than half of the first CHECKED_LINES records.  Exactly half
    loads; a bad stretch after them is counted, not a failure."""
    half = tmp_path / "half.jsonl"
    half.write_text("\n".join([*lines(2), "oops", "oops"]))
    assert load_corpus([half]).counts["skipped_malformed"] == 2
    late = tmp_path / "late.jsonl"
    late.write_text("\n".join([*lines(CHECKED_LINES), *["oops"] * (CHECKED_LINES + 500)]))
    result = load_corpus([late])
    assert (result.counts["loaded"], result.counts["skipped_malformed"]) == (CHECKED_LINES,
                                                                            CHECKED_LINES + 500)
    early = tmp_path / "early.jsonl"
    early.write_text("\n".join([*lines(499), *["oops"] * 501, *lines(5000, start=499)]))
    with pytest.raises(CorpusError, match=r"early\.jsonl: line 500, column 1: .* 501 of the "
                       r"first 1,000 lines"):
        load_corpus([early])


def test_a_file_whose_first_line_is_not_a_paper_object_is_not_json_lines(tmp_path):
    f = tmp_path / "x.jsonl"
    f.write_text("\n".join(["garbage", *lines(3)]))
    with pytest.raises(CorpusError, match=r"x\.jsonl: line 1: unknown format"):
        load_corpus([f])


def test_the_summary_names_the_first_of_each_reason_rarest_first(tmp_path, monkeypatch):
    """polish66: a 50k corpus with one broken line named three front matter records, in file
    order, and the broken line only in the count.  The first of each reason is named first
    (the rarest reason first), then the next in file order; it is kept in the examples and
    the list past their bounds, so it is there to name."""
    from analysis.io import corpus

    monkeypatch.setattr(corpus, "MAX_LISTED", 5)
    shorts = [json.dumps({"id": f"s{i}", "abstract": "short"}) for i in range(12)]
    f = tmp_path / "x.jsonl"
    f.write_text("\n".join([*lines(30), *shorts, '{"id": "bad", abstract}', *lines(1)])
                 + "\n")  # the last line repeats the first
    result = load_corpus([f])
    m = manifest(result)
    assert (m["counts"]["skipped_too_short"], m["counts"]["skipped_malformed"],
            m["counts"]["skipped_duplicate"]) == (12, 1, 1)
    report = result.files[0]
    assert len(report.examples) == 12 and report.examples[10].startswith("line 43: malformed")
    assert [r[:2] for r in report.listed[5:]] == [["line 43", "malformed"],
                                                  ["line 44 (key p0)", "duplicate"]]
    named = skipped_examples(m, tmp_path / "skipped_records.csv")
    assert named == [
        "  x.jsonl: line 43: malformed: column 15: broken JSON (Expecting property name "
        "enclosed in double quotes)",
        "  x.jsonl: line 44 (key p0): duplicate: same title and abstract as x.jsonl line 1",
        "  x.jsonl: line 31 (key s0): too short: its abstract has 5 characters, fewer than "
        "the 100 an abstract needs",
        f"  every skipped record, with the reason: {tmp_path / 'skipped_records.csv'}"]
    # manifest.json keeps the examples only: named in file order from them
    assert [n for _, n in chosen_skips(manifest_without_list(m), 2)] == report.examples[:2]
