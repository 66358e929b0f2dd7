"""Property-based tests of every loader (issue 13): whatever a file holds, the answer is a
clear :class:`CorpusError` or a load in which every record read is loaded or skipped with a
reason; a valid file loses no paper, in any format, compressed or not.

Examples are bounded (sizes and counts) so the whole module runs in well under a minute;
hypothesis' deadline is off because the machine is shared and timing is not the property.
For a deeper search set PAPER_TRENDS_HYPOTHESIS_EXAMPLES (e.g. 2000).
"""

from __future__ import annotations

import csv
import gzip
import io
import json
import os
import re
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from analysis.io import CorpusError, load_corpus
from analysis.io.base import MAX_FIELD_CHARS
from analysis.io.front_matter import is_front_matter

EXAMPLES = int(os.environ.get("PAPER_TRENDS_HYPOTHESIS_EXAMPLES", "60"))
PROPERTY = settings(max_examples=EXAMPLES, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")

# Text as scraped abstracts have it: any letters, quotes, separators of every kind,
# U+2028/U+2029, LaTeX, emoji with joiners; no surrogates.
TEXT = st.text(st.characters(blacklist_categories=("Cs",)), max_size=160)
WORDS = st.lists(st.text(st.characters(whitelist_categories=("L", "N", "P", "S")), min_size=1,
                         max_size=12), max_size=40).map(" ".join)


@st.composite
def papers(draw, one_line: bool = False) -> list[dict[str, str]]:
    """Papers with unique tags, so duplicates never blur the count; abstracts of every length."""
    n = draw(st.integers(0, 12))
    body = WORDS if one_line else TEXT
    out = []
    for i in range(n):
        abstract = f"Tagzq{i}x " + draw(body)
        if draw(st.booleans()):
            abstract += " " + "padding words " * 8  # long enough to load
        out.append({"id": f"k{i}", "title": draw(WORDS if one_line else TEXT), "abstract": abstract})
    return out


def expected_loaded(rows: list[dict[str, str]], one_line: bool = False) -> int:
    def usable(a: str) -> str:
        a = _CONTROL.sub("", a).strip()
        return " ".join(a.split()) if one_line else a
    # a title that is a proceedings' front matter ("Programme", "Preface") is skipped and
    # counted as such (analysis/io/front_matter.py), whatever its abstract
    return sum(len(usable(r["abstract"])) >= 100 and not is_front_matter(r.get("title", ""))
               for r in rows)


def as_csv(rows) -> str:
    buf = io.StringIO()
    w = csv.DictWriter(buf, fieldnames=["id", "title", "abstract"])  # \r\n: quotes a lone \r
    w.writeheader()
    w.writerows(rows)
    return buf.getvalue()


SERIALISERS = {
    "json": lambda rows: json.dumps(rows, ensure_ascii=False),
    "json_pretty": lambda rows: json.dumps(rows, ensure_ascii=False, indent=2),
    "json_object": lambda rows: json.dumps({"total": len(rows), "papers": rows}, ensure_ascii=False),
    "json_object_pretty": lambda rows: json.dumps({"data": rows}, ensure_ascii=False, indent=1),
    "jsonl": lambda rows: "\n".join(json.dumps(r, ensure_ascii=False) for r in rows) + "\n",
    "csv": as_csv,
}


def load_file(name: str, data: bytes):
    """Load one named file in a fresh folder: the result, or the CorpusError."""
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / name
        path.write_bytes(data)
        try:
            return load_corpus([path])
        except CorpusError as e:
            assert str(e).startswith(str(path)), e  # the message names the file
            return e


def assert_accounted(result) -> None:
    if isinstance(result, CorpusError):
        return
    for f in result.files:
        assert f.loaded + sum(f.skipped.values()) == f.read
    counts = result.counts
    assert counts["loaded"] == len(result.papers)


# --------------------------------------------------------- valid files lose no paper

@PROPERTY
@given(rows=papers(), fmt=st.sampled_from(sorted(SERIALISERS)), compressed=st.booleans())
def test_every_valid_file_is_read_completely(rows, fmt, compressed):
    assume(rows or fmt not in ("csv", "jsonl"))  # an empty CSV/JSON Lines file has no signature
    data = SERIALISERS[fmt](rows).encode("utf-8")
    result = load_file(f"papers.{fmt.split('_')[0]}", gzip.compress(data) if compressed else data)
    assert not isinstance(result, CorpusError), result
    assert result.counts["read"] == len(rows)
    assert result.counts["loaded"] == expected_loaded(rows)
    assert_accounted(result)
    assert result.papers["source_key"].tolist() == [
        r["id"] for r in rows if len(_CONTROL.sub("", r["abstract"]).strip()) >= 100
        and not is_front_matter(r["title"])]


@PROPERTY
@given(rows=papers(one_line=True).filter(bool))
def test_paper_lists_lose_no_paragraph(rows):
    text = "NeurIPS 2024\n\n" + "\n\n".join(r["abstract"] for r in rows) + "\n"
    result = load_file("list.txt", text.encode())
    assume(not isinstance(result, CorpusError))  # a one-word list may not pass the sniff
    assert result.counts["read"] == len(rows)
    assert result.counts["loaded"] == expected_loaded(rows, one_line=True)


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rows=papers().filter(bool), fmt=st.sampled_from(["json", "jsonl", "csv"]),
       extra=st.integers(1, 5_000), data=st.data())
def test_a_huge_field_skips_its_record_only(rows, fmt, extra, data):
    victim = data.draw(st.integers(0, len(rows) - 1))
    rows[victim]["abstract"] = "w" * (MAX_FIELD_CHARS + extra)
    result = load_file(f"papers.{fmt}", SERIALISERS[fmt](rows).encode())
    assert not isinstance(result, CorpusError), result
    assert result.counts["read"] == len(rows)
    assert result.counts["skipped_too_large"] == 1
    assert result.counts["loaded"] == expected_loaded(rows) - 1
    assert_accounted(result)


# ------------------------------------------------ hostile files: an error or a count

@PROPERTY
@given(data=st.binary(max_size=2_000), name=st.sampled_from(
    ["x.json", "x.jsonl", "x.csv", "x.txt", "x.json.gz", "x"]))
def test_arbitrary_bytes_give_an_error_or_a_count(data, name):
    assert_accounted(load_file(name, data))


@PROPERTY
@given(rows=papers(), fmt=st.sampled_from(sorted(SERIALISERS)), cut=st.floats(0, 1),
       compressed=st.booleans())
def test_truncated_files_give_an_error_or_a_count(rows, fmt, cut, compressed):
    data = SERIALISERS[fmt](rows).encode("utf-8")
    if compressed:
        data = gzip.compress(data)
    result = load_file(f"papers.{fmt.split('_')[0]}", data[: int(len(data) * cut)])
    assert_accounted(result)
    if not isinstance(result, CorpusError):
        assert result.counts["read"] <= len(rows)


@PROPERTY
@given(rows=papers(), fmt=st.sampled_from(sorted(SERIALISERS)),
       encoding=st.sampled_from(["utf-16", "utf-32", "latin-1", "cp1252", "utf-8-sig"]))
def test_other_encodings_are_refused_or_read_completely(rows, fmt, encoding):
    text = SERIALISERS[fmt](rows)
    try:
        data = text.encode(encoding)
    except UnicodeEncodeError:
        data = text.encode(encoding, errors="replace")
    result = load_file(f"papers.{fmt.split('_')[0]}", data)
    assert_accounted(result)
    if isinstance(result, CorpusError):
        assert re.search(r"not UTF-8|broken|unknown format|empty|no list of papers", str(result))
    else:  # read as UTF-8: only when the bytes were UTF-8 anyway (ASCII text, a BOM)
        assert result.counts["read"] == len(rows)


@PROPERTY
@given(rows=papers(), depth=st.integers(1, 3_000), where=st.sampled_from(["around", "field"]))
def test_nesting_gives_an_error_or_a_count(rows, depth, where):
    if where == "around":
        text = "[" * depth + json.dumps(rows) + "]" * depth
    else:
        rows = rows or [{"abstract": "x" * 120}]
        rows[0]["author"] = json.loads("[" * depth + '"Ann"' + "]" * depth) if depth < 500 else None
        text = json.dumps(rows) if depth < 500 else json.dumps(rows)[:-1] + ", " + "[" * depth + "]" * depth + "]"
    result = load_file("nested.json", text.encode())
    assert_accounted(result)
    if isinstance(result, CorpusError) and "nests" in str(result):
        assert re.search(r"line \d+, column \d+: the JSON nests [\d,]+ levels", str(result))


@PROPERTY
@given(files=st.lists(st.tuples(st.sampled_from(["a.json", "b.jsonl", "c.csv", "d.txt", "e.json.gz"]),
                                st.binary(max_size=400)), min_size=1, max_size=4, unique_by=lambda f: f[0]))
def test_a_folder_of_anything_gives_an_error_or_a_full_account(files):
    with tempfile.TemporaryDirectory() as tmp:
        for name, data in files:
            (Path(tmp) / name).write_bytes(data)
        try:
            result = load_corpus([tmp])
        except CorpusError:
            return
        assert_accounted(result)
        listed = {Path(f.path).name for f in result.files} | {Path(s.path).name for s in result.skipped_files}
        assert listed == {name for name, _ in files}  # every file read or listed as skipped


@pytest.mark.parametrize("fmt", sorted(SERIALISERS))
def test_line_separators_in_every_format(fmt):
    rows = [{"id": "a", "title": "One\u2028Two", "abstract": "Tagzq0x Para\u2029graph " + "text " * 30}]
    result = load_file(f"p.{fmt.split('_')[0]}", SERIALISERS[fmt](rows).encode())
    assert result.counts["loaded"] == 1
