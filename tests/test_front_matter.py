"""Front matter (a proceedings' preface, its keynote list) is skipped and counted, never
loaded as a paper; research titles that merely hold such a word are kept."""

import json

import pytest

from analysis.io import load_corpus
from analysis.io.front_matter import is_front_matter
from dashboard.cli import main
from tests.data_paths import SEEDS, corpora_root

LONG = ("Provides an abstract for each of the keynote presentations and may include a brief "
        "professional biography of each presenter. The complete presentations were not made "
        "available for publication as part of the conference proceedings.")
RESEARCH = ("We propose a method for learning representations of {} and prove that it "
            "converges; experiments on three benchmark datasets show that it works well.")

# as the real exports title them (PMLR's AISTATS, COLT, ACML and UAI; IEEE's ICRA and IROS)
FRONT_MATTER = [
    "Preface",
    "Conference on Learning Theory 2015: Preface",
    "Preface: Conference on Learning Theory (COLT), 2017",
    "Proceedings of the Fortieth Conference on Uncertainty in Artificial Intelligence – Preface",
    "The 35th Uncertainty in Artificial Intelligence Conference: Preface",
    "Plenary and Keynote Talks",
    "Workshops & Tutorials",
    "IROS 2006 Workshops and Tutorials",
    "IEEE/RSJ IROS 2012 - Keynote speakers [4 abstracts]",
    "[Monday digests]",
    "Special sessions on emerging robotics technology",
    "Frontmatter and Preface",
    "Foreword",
    "Editorial",
    "Invited talks",
    "Table of Contents",
    "Author Index",
    "Organizing Committee",
    "Errata",
    "Conference Program",
    "Message from the General Chairs",
    "Welcome message, Sponsors and Steering Committee",
    "Panel discussion",
    "Forums",
]
# research titles holding the same words (the first four are real titles of the corpora)
LOOKALIKES = [
    "MultiOpEd: A Corpus of Multi-Perspective News Editorials",
    "Disentangling Societal Inequality from Model Biases: Gender Inequality in Divorce Court "
    "Proceedings",
    "DynamicTOC: Persona-based Table of Contents for Consumption of Long Documents",
    "Video Question Answering on Screencast Tutorials",
    "Keynote: Learning to See by Moving",
    "Invited Talk: Deep Learning for Theorem Proving",
    "Welcome to the Modern World of Pronouns",
    "Index Coding with Side Information",
    "Program Synthesis: A Survey",
    "Prefaces and Afterwords in Long-Document Summarisation",
    "Workshop Scheduling with Reinforcement Learning",
]


@pytest.mark.parametrize("title", FRONT_MATTER)
def test_front_matter_titles_are_recognised(title):
    assert is_front_matter(title)


@pytest.mark.parametrize("title", [*LOOKALIKES, "", "Proceedings"])
def test_research_titles_are_not_front_matter(title):
    assert not is_front_matter(title)


def planted(path, extra=()):
    """A PaperCopilot file: every front-matter title with a long abstract, every lookalike
    as a paper, a short-abstract "Preface" (too short first) and an untitled record whose
    abstract begins like a preface (no title: never front matter)."""
    records = [{"id": f"fm{i}", "title": t, "abstract": LONG} for i, t in enumerate(FRONT_MATTER)]
    records += [{"id": f"r{i}", "title": t, "abstract": RESEARCH.format(t)}
                for i, t in enumerate(LOOKALIKES)]
    records += [{"id": "short", "title": "Preface", "abstract": "Preface to AISTATS 2014"},
                {"id": "untitled", "title": "", "abstract": "Preface to " + RESEARCH.format("x")},
                *extra]
    path.write_text(json.dumps(records))
    return path


def test_front_matter_is_skipped_counted_and_named(tmp_path):
    result = load_corpus([planted(tmp_path / "colt2015.json")])
    report = result.files[0]
    assert report.read == len(FRONT_MATTER) + len(LOOKALIKES) + 2
    assert report.skipped["front_matter"] == len(FRONT_MATTER) == 24
    assert report.skipped["too_short"] == 1
    assert report.loaded == len(LOOKALIKES) + 1
    assert result.counts["skipped_front_matter"] == 24
    assert result.papers["source_key"].tolist() == [
        *(f"r{i}" for i in range(len(LOOKALIKES))), "untitled"]
    assert report.examples[0] == "item 0 (key fm0) titled 'Preface': front matter"
    manifest_entry = report.as_dict()
    assert manifest_entry["skipped"]["front_matter"] == 24


def test_the_command_line_and_manifest_count_front_matter(tmp_path, capsys):
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    for seed in SEEDS.glob("*.txt"):
        (corpus / seed.name).write_text(seed.read_text(encoding="utf-8"), encoding="utf-8")
    planted(corpus / "colt2015.json")
    out = tmp_path / "out"
    assert main(["analyze", str(corpus), "--out", str(out), "--quiet"]) == 0
    printed = capsys.readouterr().out
    assert (f"{57 + len(LOOKALIKES) + 1} of {57 + 37} records loaded from 4 files; "
            "skipped: 1 too short, 24 front matter") in printed
    manifest = json.loads((out / "manifest.json").read_text())
    assert manifest["counts"]["skipped_front_matter"] == 24
    [fm_file] = [f for f in manifest["inputs"] if f["path"].endswith("colt2015.json")]
    assert fm_file["skipped"]["front_matter"] == 24
    assert "item 5 (key fm5) titled 'Plenary and Keynote Talks': front matter" in (
        fm_file["skipped_examples"])
    # every skipped record, not only the examples, in a file of its own (upload61)
    assert "skipped_records" not in fm_file and manifest["outputs"]["skipped_records.csv"] == 25
    listed = (out / "skipped_records.csv").read_text().splitlines()
    assert listed[0] == "file,record,reason,detail" and len(listed) == 26
    assert "colt2015.json,item 5 (key fm5) titled 'Plenary and Keynote Talks',front_matter," \
        in listed


# ------------------------------------------------------------- real corpora

def _front_matter_files(result):
    """File name -> front-matter records skipped there."""
    return {f.path.rsplit("/", 1)[-1]: f.skipped["front_matter"] for f in result.files
            if f.skipped["front_matter"]}


@pytest.mark.corpora
def test_the_24k_corpus_loses_its_nine_prefaces_only():
    result = load_corpus([corpora_root()])
    counts = result.counts
    assert (counts["read"], counts["loaded"]) == (24424, 24064)
    assert (counts["skipped_no_abstract"], counts["skipped_too_short"],
            counts["skipped_duplicate"], counts["skipped_front_matter"]) == (101, 243, 7, 9)
    assert _front_matter_files(result) == dict.fromkeys(
        ["aistats2007.json", "aistats2010.json", "aistats2011.json", "aistats2012.json",
         "colt2011.json", "colt2012.json", "uai2019.json", "uai2021.json", "uai2024.json"], 1)
    examples = [e for f in result.files for e in f.examples if e.endswith(": front matter")]
    assert "item 147 (key daa0e830d2) titled 'Proceedings of the thirty-seventh conference " \
        "on Uncertainty in Artificial Intelligence \u2014 Preface': front matter" in examples


@pytest.mark.corpora
def test_the_61k_corpus_loses_its_prefaces_and_talk_lists():
    more = corpora_root().parent / "papercopilot-more"
    if not more.is_dir():
        pytest.skip(f"no {more}")
    result = load_corpus([more])
    counts = result.counts
    assert (counts["read"], counts["loaded"], counts["skipped_front_matter"]) == (
        61175, 60974, 21)
    assert _front_matter_files(result) == {
        "acml2010.json": 1, "acml2011.json": 1, "acml2012.json": 1, "icra2011.json": 2,
        "icra2017.json": 3, "icra2018.json": 1, "icra2021.json": 1, "iros2007.json": 2,
        "iros2012.json": 5, "iros2018.json": 3, "iros2021.json": 1}
