import json

import pytest

from analysis.io import FORMATS, SUFFIXES, CorpusError, detect_format, expand_paths, load_corpus
from tests.data_paths import SEEDS, corpora_root

ABSTRACT = ("We study a problem of some importance and propose a method for it. Experiments on "
            "three benchmark datasets show that the method works well in practice. {}")


def abstract(i: int) -> str:
    return ABSTRACT.format(f"Variant number {i}.")


# --------------------------------------------------------------------- seeds

def test_seeds_load_as_57_icml_2026_papers():
    result = load_corpus()
    papers = result.papers
    assert len(papers) == 57
    assert set(papers["venue"]) == {"ICML"}
    assert set(papers["year"]) == {2026}
    assert papers["title_is_derived"].all()
    assert papers["paper_id"].is_unique
    assert [f.format for f in result.files] == ["paper-list"] * 3
    assert result.counts["read"] == 57 and result.counts["loaded"] == 57
    first = papers.iloc[0]
    assert first["source_file"] == "000_288df0a2efaddcea.txt"
    assert first["source_key"] == "0"
    assert first["title"] == "Temporal Weighted Encoding (TWE)"
    # display keeps the original, analysis text is cleaned
    moralise = papers[papers["title"].str.startswith("MORALISE")].iloc[0]
    assert "\\underline" in moralise["abstract"]
    assert "\\underline" not in moralise["text"] and "moral alignment" in moralise["text"]


def test_seed_source_keys_are_positions_in_the_file():
    papers = load_corpus([SEEDS / "001_ec193b96ab5b7c0c.txt"]).papers
    assert papers["source_key"].tolist() == [str(i) for i in range(len(papers))]


def test_file_order_does_not_change_rows():
    files = sorted(SEEDS.glob("*.txt"))
    a = load_corpus(files).papers
    b = load_corpus(list(reversed(files))).papers
    assert a["paper_id"].tolist() == b["paper_id"].tolist()


# ------------------------------------------------------------ other formats

def test_paper_list_header_with_other_words(tmp_path):
    f = tmp_path / "list.txt"
    f.write_text("NeurIPS 2024 accepted papers 论文\n\n" + abstract(1) + "\n\n" + abstract(2) + "\n")
    papers = load_corpus([f]).papers
    assert papers["venue"].tolist() == ["NeurIPS", "NeurIPS"]
    assert papers["year"].tolist() == [2024, 2024]


def test_papercopilot_json_takes_venue_and_year_from_file_name(tmp_path):
    f = tmp_path / "colt2021.json"
    f.write_text(json.dumps([
        {"id": "a1", "title": "Lower Bounds for X", "author": "A; B", "abstract": abstract(1),
         "site": "https://example.org/a1", "status": "Poster", "track": "main"},
        {"id": "a2", "title": "No abstract", "abstract": ""},
        {"id": "a3", "title": "Short", "abstract": "Too short."},
        {"id": "a4", "title": "Lower Bounds for X", "abstract": abstract(1)},
    ]))
    result = load_corpus([f])
    p = result.papers
    assert p["paper_id"].tolist() == ["colt2021:a1"]
    row = p.iloc[0]
    assert (row["venue"], row["year"], row["url"], row["authors"]) == (
        "COLT", 2021, "https://example.org/a1", "A; B")
    assert row["title_is_derived"] is False or not row["title_is_derived"]
    assert row["text"].startswith("Lower Bounds for X. We study")
    report = result.files[0]
    assert report.format == "json"
    assert (report.read, report.loaded) == (4, 1)
    assert report.skipped == {"no_abstract": 1, "too_short": 1, "duplicate": 1, "malformed": 0,
                              "too_large": 0, "front_matter": 0}


def test_csv_with_column_name_variants_and_no_extension(tmp_path):
    f = tmp_path / "export"
    f.write_text("Paper Title,Summary,Publication Year,Conference,Link\n"
                 f"First,\"{abstract(1)}\",2019,icml,https://x/1\n"
                 f"Second,\"{abstract(2)}\",2020,ICML,\n")
    result = load_corpus([f])
    p = result.papers
    assert result.files[0].format == "csv"
    assert p["title"].tolist() == ["First", "Second"]
    assert p["year"].tolist() == [2019, 2020]
    assert p["venue"].tolist() == ["ICML", "ICML"]
    assert p["source_key"].tolist() == ["0", "1"]


def test_json_lines(tmp_path):
    f = tmp_path / "papers.jsonl"
    f.write_text("\n".join(json.dumps({"paper_id": f"p{i}", "title": f"T{i}", "abstract": abstract(i),
                                       "year": "2021-05-01", "venue": "uai"}) for i in range(3)))
    result = load_corpus([f])
    assert result.files[0].format == "jsonl"
    assert result.papers["paper_id"].tolist() == ["papers:p0", "papers:p1", "papers:p2"]
    assert set(result.papers["venue"]) == {"UAI"} and set(result.papers["year"]) == {2021}


def test_duplicates_across_files_are_kept_once_and_counted(tmp_path):
    for name in ("a.jsonl", "b.jsonl"):
        (tmp_path / name).write_text(json.dumps({"title": "Same", "abstract": abstract(1)}))
    result = load_corpus([tmp_path])
    assert len(result.papers) == 1
    assert result.counts["skipped_duplicate"] == 1
    assert result.files[1].examples == [
        "line 1 (key 0): duplicate: same title and abstract as a.jsonl line 1"]


def test_folders_are_searched_recursively(tmp_path):
    (tmp_path / "sub" / "deeper").mkdir(parents=True)
    (tmp_path / "sub" / "deeper" / "x.jsonl").write_text(json.dumps({"abstract": abstract(1)}))
    (tmp_path / "sub" / "notes.md").write_text("not a corpus file")
    assert [p.name for p in expand_paths([tmp_path])] == ["x.jsonl"]


def test_non_object_items_are_counted_as_malformed(tmp_path):
    f = tmp_path / "x.json"
    f.write_text(json.dumps([{"abstract": abstract(1)}, 42, "text"]))
    result = load_corpus([f])
    assert result.files[0].skipped["malformed"] == 2
    assert result.counts["read"] == 3 and result.counts["loaded"] == 1


# --------------------------------------------------------------- bad files

@pytest.mark.parametrize(
    "name, content, match",
    [
        ("broken.json", '[{"abstract": "x"},\n {"abstract": }]', r"broken\.json: line 2, column \d+: broken JSON"),
        ("empty.txt", "   \n", r"empty\.txt: the file is empty"),
        ("binary.csv", b"title,abstract\n\xff\xfe\x00bad", r"binary\.csv: byte 15 \(line 2\): the file is not UTF-8"),
        ("odd.txt", "just one line of text without paragraphs", r"odd\.txt: line 1: unknown format"),
        # jsonl66: one broken line is a skipped record; a file of mostly broken lines fails
        ("lines.jsonl", '{"abstract": "a"}\n{oops}\n{oops}\n', r"lines\.jsonl: line 2, column 2: broken JSON"),
        ("top.json", '[1, 2', r"top\.json: line 1, column \d+: broken JSON"),
    ],
)
def test_bad_files_name_the_file_position_and_reason(tmp_path, name, content, match):
    f = tmp_path / name
    f.write_bytes(content if isinstance(content, bytes) else content.encode())
    with pytest.raises(CorpusError, match=match):
        load_corpus([f])


def test_missing_path_is_an_error(tmp_path):
    with pytest.raises(CorpusError, match="no such file or folder"):
        load_corpus([tmp_path / "nope.json"])


def test_detect_format_ignores_the_extension(tmp_path):
    assert detect_format(tmp_path / "a.txt", '[{"abstract": "x"}]').name == "json"
    assert detect_format(tmp_path / "a.json", "ICML 2026\n\nabstract one\n\nabstract two").name == "paper-list"


def test_when_several_formats_would_accept_the_surest_wins(tmp_path):
    # both also pass the paper-list paragraph test: detection order is part of the contract
    pretty_json = '[\n  {"abstract": "x"},\n\n  {"abstract": "y"}\n]'
    csv_with_blank_lines = "title,abstract\n\nA,first\n\nB,second\n"
    assert detect_format(tmp_path / "a.txt", pretty_json).name == "json"
    assert detect_format(tmp_path / "a.txt", csv_with_blank_lines).name == "csv"
    assert detect_format(tmp_path / "a.txt", '{"abstract": "x"}\n\n{"abstract": "y"}').name == "jsonl"


def test_suffixes_and_messages_come_from_the_format_registry(tmp_path):
    assert [f.name for f in FORMATS] == ["paper-list", "json", "jsonl", "csv"]
    assert SUFFIXES == {".txt", ".json", ".jsonl", ".ndjson", ".csv", ".tsv"}
    (tmp_path / "notes.md").write_text("not a corpus file")
    with pytest.raises(CorpusError, match=r": the folder holds no \.txt, \.json, \.jsonl or \.csv files$"):
        expand_paths([tmp_path])
    with pytest.raises(CorpusError) as error:
        detect_format(tmp_path / "odd.txt", "just one line")
    assert str(error.value) == (
        f"{tmp_path / 'odd.txt'}: line 1: unknown format. Expected a paper list (a header line, "
        "then one abstract per paragraph), a JSON array of papers (or an object holding one, e.g. "
        '{"papers": [...]}), JSON Lines, or CSV with an \'abstract\' column.')


# ------------------------------------------------------------- real corpora

@pytest.mark.corpora
def test_every_papercopilot_record_is_accounted_for():
    root = corpora_root()
    result = load_corpus([root])
    files = result.files
    assert len(files) == 92
    raw_total = 0
    for report in files:
        assert report.format == "json"
        n = len(json.loads(open(report.path, encoding="utf-8").read()))
        raw_total += n
        assert report.read == n
        assert report.loaded + sum(report.skipped.values()) == report.read
    counts = result.counts
    assert counts["read"] == raw_total == 24424
    assert counts["loaded"] == len(result.papers) > 24000
    assert counts["skipped_no_abstract"] > 0 and counts["skipped_too_short"] > 0
    p = result.papers
    assert p["paper_id"].is_unique
    assert set(p["venue"]) == {"NeurIPS", "ICML", "AISTATS", "COLT", "UAI", "ICLR", "ACL", "NAACL"}
    assert p["year"].min() == 1987 and p["year"].max() == 2025
    assert (p["url"].str.startswith("http")).all()
    assert not p["text"].str.contains(r"\(cid:\d+\)|https?://", regex=True).any()
    icml19 = p[p["source_file"] == "icml2019.json"]
    assert set(icml19["venue"]) == {"ICML"} and set(icml19["year"]) == {2019}
    assert "icml2019:3768" in set(icml19["paper_id"])


def test_the_duplicate_key_keeps_the_words_as_the_regular_expression_does():
    """The key's fast path for ASCII text is ``re.sub(r"\\W+", " ", s).strip()``."""
    import re

    from hypothesis import given, settings
    from hypothesis import strategies as st

    from analysis.io.dedupe import _words_only

    @settings(max_examples=500, deadline=None)
    @given(st.text(alphabet=st.characters(max_codepoint=0x7f)) | st.text())
    def same(s: str) -> None:
        assert _words_only(s) == re.sub(r"\W+", " ", s).strip()

    same()
    assert _words_only("  Graph-based (GNN) models_2!") == "Graph based GNN models_2"


def test_the_duplicate_key_folds_then_keeps_the_words():
    """``_folded_words`` (the key's two halves) is ``_words_only(fold(s))`` as UTF-8, its
    ASCII path lower-casing in the same byte translation."""
    from hypothesis import given, settings
    from hypothesis import strategies as st

    from analysis.io.dedupe import _folded_words, _words_only
    from analysis.text import fold

    @settings(max_examples=500, deadline=None)
    @given(st.text(alphabet=st.characters(max_codepoint=0x7f)) | st.text())
    def same(s: str) -> None:
        assert _folded_words(s) == _words_only(fold(s)).encode()

    same()
    assert _folded_words("  Graph-Based (GNN) Nyström_2!") == b"graph based gnn nystrom_2"


def test_the_automl_conference_is_spelled_as_it_writes_itself(tmp_path):
    """PaperCopilot's automl2022.json gave the venue "AUTOML" on every chart (newuser72);
    the conference writes itself "AutoML", as NeurIPS is not "NIPS" nor "NEURIPS"."""
    f = tmp_path / "automl2023.json"
    f.write_text(json.dumps([{"id": "a1", "title": "Tuning X", "abstract": abstract(1)}]))
    g = tmp_path / "more.csv"
    g.write_text("title,abstract,venue,year\nTuning Y," + abstract(2) + ",automl,2024\n")
    p = load_corpus([f, g]).papers
    assert p["venue"].tolist() == ["AutoML", "AutoML"]
