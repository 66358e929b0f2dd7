"""A skipped record says what is wrong with it, by the position its format counts
(upload61): a number in the abstract is "a number, not text", not "too short"; a missing
field, a null and an empty string are told apart; every skipped record is listed for
download (skipped_records.csv), not only the first ten."""

from __future__ import annotations

import json

from analysis.io import load_corpus
from analysis.io.skips import skip_counts_text, skipped_records_table

TEXT = ("We study a problem of some importance and propose a method for it. Experiments on "
        "several benchmarks show that it works, and a proof shows why it must.")


def _examples(path) -> dict[str, str]:
    """key -> the skip as the report says it."""
    [report] = load_corpus([path]).files
    return {e.split("(key ", 1)[1].split(")", 1)[0]: e for e in report.examples}


def test_each_kind_of_unusable_abstract_is_named(tmp_path):
    records = [{"id": "ok", "abstract": TEXT}, {"id": "int", "abstract": 12345},
               {"id": "str", "abstract": "12345"}, {"id": "float", "abstract": 3.5},
               {"id": "empty", "abstract": ""}, {"id": "null", "abstract": None},
               {"id": "gone", "title": "No abstract"}, {"id": "bool", "abstract": True},
               {"id": "obj", "abstract": {"x": 1}}, {"id": "short", "abstract": "Too short."},
               {"id": "in-object", "abstract": {"en": "Another. " + TEXT}}]  # a whole abstract: loaded
    f = tmp_path / "mixed.jsonl"
    f.write_text("\n".join(json.dumps(r) for r in records) + "\n")
    said = _examples(f)
    assert "in-object" not in said and len(said) == 9
    assert said["int"] == "line 2 (key int): malformed: its abstract is a number (12345), not text"
    assert said["str"] == "line 3 (key str): malformed: its abstract is a number (12345), not text"
    assert said["float"].endswith("its abstract is a number (3.5), not text")
    assert said["empty"] == "line 5 (key empty): no abstract: its abstract is empty"
    assert said["null"] == "line 6 (key null): no abstract: its abstract is null"
    assert said["gone"] == ("line 7 (key gone): no abstract: it has no abstract field "
                            "(its fields: 'id', 'title')")
    assert said["bool"] == "line 8 (key bool): malformed: its abstract is true, not text"
    assert said["obj"] == "line 9 (key obj): malformed: its abstract is an object, not text"
    assert said["short"] == ("line 10 (key short): too short: its abstract has 10 characters, "
                             "fewer than the 100 an abstract needs")


def test_records_are_named_as_each_format_counts_them(tmp_path):
    array = tmp_path / "a.json"
    array.write_text(json.dumps([{"id": "ok", "abstract": TEXT}, {"id": "n", "abstract": 7}]))
    table = tmp_path / "t.csv"
    table.write_text(f'\ufefftitle,abstract\nA,"{TEXT}"\nB,12345\n', encoding="utf-8")
    assert _examples(array)["n"].startswith("item 1 (key n): malformed")
    # a CSV with a byte-order mark: its header still found, the row named as the file's line
    assert _examples(table)["1"] == ("row 3 (key 1): malformed: its abstract is a number "
                                     "(12345), not text")


def test_every_skipped_record_is_listed_for_download(tmp_path):
    f = tmp_path / "many.jsonl"
    f.write_text("\n".join(json.dumps({"id": f"s{i}", "abstract": "short"}) for i in range(25))
                 + "\n" + json.dumps({"id": "ok", "abstract": TEXT}) + "\n")
    result = load_corpus([f])
    manifest = {"inputs": [r.as_dict() for r in result.files], "skipped_files": [],
                "counts": result.counts}
    assert len(manifest["inputs"][0]["skipped_examples"]) == 10  # the page's few
    table = skipped_records_table(manifest)
    assert len(table) == 25 and list(table.columns) == ["file", "record", "reason", "detail"]
    assert table.iloc[24].tolist() == ["many.jsonl", "line 25 (key s24)", "too_short",
                                       "its abstract has 5 characters, fewer than the 100 "
                                       "an abstract needs"]
    assert skip_counts_text(manifest) == "25 records skipped: 25 too short"


def test_a_file_cut_short_is_said_to_be(tmp_path):
    """A truncated download stops at a string never closed or at the end: "ends before the
    JSON is complete", not only the parser's "Expecting property name"."""
    import pytest

    from analysis.io import CorpusError

    whole = json.dumps([{"id": "a", "abstract": TEXT}, {"id": "b", "abstract": TEXT}])
    for cut in (whole[:-40], whole[:-1]):
        f = tmp_path / "cut.json"
        f.write_text(cut)
        with pytest.raises(CorpusError, match=r"cut\.json: line 1, column \d+: broken JSON: the "
                           "file ends before the JSON is complete, as if cut short"):
            load_corpus([f])
    f.write_text(whole.replace('"b"', '"b" "c"'))  # a wrong character is not a cut
    with pytest.raises(CorpusError, match=r"broken JSON \(Expecting ',' delimiter\)"):
        load_corpus([f])


def test_a_parser_message_that_points_at_a_position_reads_as_a_sentence(tmp_path):
    """review66: Python's "Unterminated string starting at" (and "Invalid control character
    at") end in "at", the position left out; the message says "here" after the line and column."""
    import pytest

    from analysis.io import CorpusError

    whole = json.dumps([{"id": "a", "abstract": TEXT}, {"id": "b", "abstract": TEXT}])
    f = tmp_path / "cut.json"
    f.write_text(whole[:-40])
    with pytest.raises(CorpusError, match=r"as if cut short \(Unterminated string starting here\)"):
        load_corpus([f])
    g = tmp_path / "tab.jsonl"
    g.write_text('{"id": "a", "abstract": "x\ty"}\n')
    with pytest.raises(CorpusError, match=r"line 1, column \d+: broken JSON \(Invalid control "
                       r"character here\)"):
        load_corpus([g])


def test_a_record_the_reader_cannot_use_says_what_it_is(tmp_path):
    f = tmp_path / "a.json"
    f.write_text(json.dumps([{"id": "ok", "abstract": TEXT}, "a string", 42, None]))
    [report] = load_corpus([f]).files
    assert report.examples == ["item 1: malformed: it is a string, not an object",
                               "item 2: malformed: it is a number, not an object",
                               "item 3: malformed: it is null, not an object"]
    assert report.listed[0] == ["item 1", "malformed", "it is a string, not an object"]


def test_a_file_with_no_usable_paper_says_why_its_records_were_skipped(tmp_path):
    """upload61: a JSON object with no abstract field said only "no paper with a usable
    abstract was found"; now the records read and what each lacked."""
    import pytest

    from analysis.io import CorpusError
    from analysis.pipeline import analyze

    f = tmp_path / "obj.json"
    f.write_text(json.dumps({"meta": 1, "x": [1, 2]}))
    with pytest.raises(CorpusError, match=r"obj\.json: 1 record read, none usable; obj\.json: "
                       r"line 1 \(key 0\): no abstract: it has no abstract field \(its fields: "
                       r"'meta', 'x'\)\. Each paper needs an abstract"):
        analyze([f])
