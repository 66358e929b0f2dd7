"""One count of a keyword everywhere (issue 10): the keyword chart and keywords.csv, the
keyword trends, the keyword in context and a search for the keyword count the same
papers, those :func:`analysis.search.term_papers` finds.

The planted corpus writes its subjects the ways papers do: an acronym defined and then
used, the acronym inside a hyphenated compound only ("LLM-based agents", the case that
made the seeds' chart say 15 where the keyword in context said 18), and a spelling the
vocabulary merges ("auto-encoders" / "autoencoders").
"""

from __future__ import annotations

import json
import random

import numpy as np
import pytest

from analysis import tables
from analysis.search import Acronyms, phrase_query, term_papers

YEARS = (2021, 2022, 2023)
# subject -> how each third of its papers names it (first mention, later mentions)
SUBJECTS = {
    "llm": [("large language models (LLMs)", "LLMs"), ("large language models",
            "large language models"), ("LLM-based agents", "LLM-driven planners")],
    "autoencoder": [("autoencoders", "autoencoders"), ("auto-encoders", "auto-encoders"),
                    ("autoencoders", "auto-encoders")],
    "gnn": [("graph neural networks (GNNs)", "GNNs"), ("GNN-based encoders", "GNN-based"
            " encoders"), ("graph neural networks", "graph neural networks")],
    "privacy": [("differential privacy", "differential privacy")] * 3,
}
PER_SUBJECT = 18  # six papers per way of writing it
_OTHER = ("across under between toward within after before among during around").split()
_OBJECTS = "benchmarks baselines settings regimes tasks domains studies cases".split()


_SENTENCES = ("We revisit {x} in this setting.", "Our bounds explain when {x} fail.",
              "The {x} here are trained on text.", "A toolkit for {x} is released.",
              "Ablations isolate what {x} contribute.", "Results with {x} vary by domain.")


def _abstract(rng: random.Random, first: str, later: str) -> str:
    filler = " ".join(f"{rng.choice(_OTHER)} {rng.choice(_OBJECTS)}" for _ in range(6))
    said = " ".join(s.format(x=later) for s in rng.sample(_SENTENCES, 2))
    return f"We study {first}. {said} Experiments run {filler}."


@pytest.fixture(scope="module")
def analysis_of_variants(tmp_path_factory):
    from analysis.pipeline import analyze

    rng = random.Random(3)
    path = tmp_path_factory.mktemp("variants") / "variants.jsonl"
    with open(path, "w", encoding="utf-8") as fh:
        for subject, ways in SUBJECTS.items():
            for i in range(PER_SUBJECT):
                first, later = ways[3 * i // PER_SUBJECT]
                fh.write(json.dumps({
                    "id": f"{subject}-{i}", "title": f"On {first} ({i})",
                    "abstract": _abstract(rng, first, later),
                    "venue": "ICML", "year": YEARS[i % len(YEARS)]}) + "\n")
    return analyze([path], n_topics=2)


@pytest.mark.parametrize(("term", "planted"), [("large language model", PER_SUBJECT),
                                               ("autoencoder", PER_SUBJECT),
                                               ("graph neural network", PER_SUBJECT)])
def test_a_keyword_counts_every_paper_that_writes_it_any_way(analysis_of_variants, term,
                                                             planted):
    a = analysis_of_variants
    keywords = tables.keywords_table(a).set_index("term")["n_papers"]
    shown = a.vocab.terms.at[a.vocab.lookup(term), "term"]  # "auto-encoders" or so
    assert keywords[shown] == planted  # "LLM-based", "auto-encoders", "GNN-based" counted


def test_chart_csv_trends_context_and_search_count_the_same_papers(analysis_of_variants):
    from dashboard.sections.keywords import kwic_children
    from dashboard.view import make_view

    a = analysis_of_variants
    keywords = tables.keywords_table(a)
    assert len(keywords) >= 3
    trends = tables.keyword_trends_table(a, terms=keywords["term"].tolist())
    per_term = trends.groupby("term")["n_papers"].sum()
    view = make_view(a)
    rows = np.ones(a.n_papers, dtype=bool)
    for term, n in zip(keywords["term"], keywords["n_papers"], strict=True):
        searched = int(a.search_index.find(phrase_query(term)).mask.sum())
        assert searched == n == int(term_papers(a.search_index, term).sum()), term
        assert per_term[term] == n, term
        assert int(a.vocab.terms.at[a.vocab.lookup(term), "df"]) == n, term
        note = kwic_children(view, rows, [term])[0].children
        assert note.endswith(f" of {n:,} papers shown"), (term, note)


def test_a_spelling_finds_the_other_and_its_acronym():
    acronyms = Acronyms.from_pairs([("VAE", "variational autoencoder"),
                                    ("variational auto-encoder", "variational autoencoder"),
                                    ("multi-class", "multiclass")])
    assert set(acronyms.of(("variational", "auto", "encoder"))) == {
        ("variational", "autoencoder"), ("vae",)}
    assert set(acronyms.of(("variational", "autoencoder"))) == {
        ("vae",), ("variational", "auto", "encoder")}
    assert acronyms.of(("multiclass",)) == (("multi", "class"),)
    # the guards still hold for acronyms: a function word is no acronym
    assert Acronyms.from_pairs([("ME", "mixture of experts")]).of(("me",)) == ()


def test_keyword_columns_take_the_searched_papers_and_nothing_else_moves():
    import scipy.sparse as sp

    from analysis.search.term_papers import _matrix_with, _replaced_columns

    counts = np.array([[2, 1, 0], [0, 3, 1], [1, 0, 4], [0, 0, 0]], dtype=np.float32)
    matrix = sp.csr_matrix(counts)
    presence = sp.csc_matrix((counts > 0).astype(np.float32))
    ids = np.array([0, 2])  # keyword columns; column 1 is no keyword
    found = [np.array([0, 3], dtype=np.int32), np.array([1, 2], dtype=np.int32)]
    new_presence = _replaced_columns(presence, ids, found)
    new_matrix = _matrix_with(matrix, presence, ids, found)
    expected = np.array([[2, 1, 0], [0, 3, 1], [0, 0, 4], [1, 0, 0]], dtype=np.float32)
    assert np.array_equal(new_matrix.toarray(), expected)  # paper 2 dropped, paper 3 added
    assert np.array_equal(new_presence.toarray(), (expected > 0).astype(np.float32))
    assert np.array_equal(np.diff(new_presence.indptr), [2, 2, 2])
