"""A short form written alone counts for its term only in the term's context (wave 34).

Planted papers: robotics papers define "loop closure detection (LCD)" and others use LCD
in the same context without defining it; screen papers use "LCD" for their displays
without defining it, and a few define "liquid crystal display (LCD)" (so the corpus
knows the letters mean two things).  The term "loop closure detection (LCD)" counts the
robotics papers, not the screens (main: every paper writing "LCD" undefined), in the
matrix and the search alike.  "graph neural network (GNN)", which no paper defines
otherwise, keeps every paper writing "GNN", a screen paper's too.
"""

from __future__ import annotations

import random

import numpy as np
import pytest

from analysis.search import SearchIndex, build_search_index, term_papers, variant_pairs
from analysis.search.senses import (
    _column_sums,
    _Context,
    _unit_rows,
    other_sense_papers,
    with_sense_columns,
    with_senses,
)
from analysis.search.term_papers import with_term_papers
from analysis.terms import build_vocabulary
from tests.planted_terms import analysis_of_kinds, count_kinds

_ROBOT = ("robot trajectory map drift odometry keyframe pose graph place recognition "
          "camera landmarks mapping localization").split()
_SCREEN = ("panel pixels brightness projector backlight screen colour contrast viewer "
           "touch").split()
_GRAPH = "graph nodes edges message passing molecules citation networks".split()
_OTHER = ("protein folding enzyme kinetics soil moisture rainfall crops harvest yield "
          "tariffs markets").split()
#: kind -> (how many, title, a sentence naming the subject, the pool of context words)
KINDS = {
    "defined": (12, "Loop closure detection for SLAM",
                "We propose loop closure detection (LCD) for the robot. Our LCD is fast.",
                _ROBOT),
    "robot": (4, "Drift-free robot mapping", "The LCD module of our robot finds revisits; "
              "LCD runs online.", _ROBOT),
    "screen": (4, "Display panels", "An LCD shows the patterns; the LCD is calibrated.",
               _SCREEN),
    "display": (3, "Liquid crystal displays", "We drive a liquid crystal display (LCD) "
                "with a projector; the LCD is bright.", _SCREEN),
    "gnn": (8, "Graph neural networks", "A graph neural network (GNN) reads molecules. "
            "The GNN is deep.", _GRAPH),
    "gnn_only": (3, "Molecule graphs", "Our GNN labels nodes; the GNN is small.", _GRAPH),
    "screen_gnn": (1, "Panel defects", "A GNN finds dead pixels on the LCD panel.",
                   _SCREEN),
    "filler": (20, "Crop yields", "We study the harvest.", _OTHER),
}
COUNTED = {"defined": 12, "robot": 4}  # main: "screen" 4 and "screen_gnn" 1 too


def _texts() -> tuple[list[str], list[str]]:
    rng = random.Random(3)
    kinds, texts = [], []
    for kind, (n, title, sentence, pool) in KINDS.items():
        for _ in range(n):
            words = " ".join(rng.sample(pool, 6))
            more = " ".join(rng.sample(pool, 6))
            kinds.append(kind)
            texts.append(f"{title}. {sentence} We report {words} and then {more} here.")
    return kinds, texts


@pytest.fixture(scope="module")
def analysis_of_lcd(tmp_path_factory):
    kinds, texts = _texts()
    return analysis_of_kinds(tmp_path_factory.mktemp("lcd"), kinds, texts, "ICRA", 2015, 4)


def _papers(a) -> tuple[list[str], int]:
    kinds = [str(k).rsplit("-", 1)[0] for k in a.papers["source_key"]]
    return kinds, a.vocab.lookup("loop closure detection")


def test_screens_are_not_counted_for_loop_closure_detection(analysis_of_lcd):
    a = analysis_of_lcd
    kinds, j = _papers(a)
    assert a.vocab.terms.at[j, "acronym"] == "LCD"
    shown = str(a.vocab.terms.at[j, "term"])
    found = np.flatnonzero(term_papers(a.search_index, shown))
    assert count_kinds(kinds, found) == COUNTED
    # the matrix counts what the search finds: one count everywhere
    assert a.vocab.term_docs(j).tolist() == found.tolist()
    assert int(a.vocab.terms.at[j, "df"]) == sum(COUNTED.values())
    screens = np.flatnonzero(np.isin(kinds, ["screen", "screen_gnn"]))
    assert a.vocab.matrix[screens, j].sum() == 0
    # typed, "LCD" is the user's word: every paper writing it
    assert count_kinds(kinds, np.flatnonzero(a.search_index.find("LCD").mask)) == \
        {"defined": 12, "display": 3, "robot": 4, "screen": 4, "screen_gnn": 1}


def test_an_acronym_defined_one_way_keeps_every_paper(analysis_of_lcd):
    a = analysis_of_lcd
    kinds = _papers(a)[0]
    j = a.vocab.lookup("graph neural network")
    assert a.vocab.terms.at[j, "acronym"] == "GNN"
    found = np.flatnonzero(term_papers(a.search_index, str(a.vocab.terms.at[j, "term"])))
    assert count_kinds(kinds, found) == {"gnn": 8, "gnn_only": 3, "screen_gnn": 1}
    assert a.vocab.term_docs(j).tolist() == found.tolist()


def test_the_decision_and_a_saved_index(tmp_path):
    """Built as the other engines build it (the decision on the matrix as encoded, then
    every keyword's papers searched): the same papers, and a saved index reads them
    again."""
    kinds, texts = _texts()
    vocab = build_vocabulary(texts, min_df=2)
    index = build_search_index(texts, variant_pairs(vocab))
    j = vocab.lookup("loop closure detection")
    (found,) = [(uses, rows) for uses, rows in other_sense_papers(vocab, index)
                if uses.term_id == j]
    uses, rows = found
    assert count_kinds(kinds, uses.short_only) == {"robot": 4, "screen": 4, "screen_gnn": 1}
    assert count_kinds(kinds, rows) == {"screen": 4, "screen_gnn": 1}
    index, removed = with_senses(vocab, index)
    searched = with_term_papers(vocab, index, removed)
    assert count_kinds(kinds, searched.term_docs(j)) == COUNTED
    index.save(tmp_path)
    reopened = SearchIndex.open(tmp_path)
    assert count_kinds(kinds, np.flatnonzero(term_papers(reopened, "loop closure detection"))) \
        == COUNTED
    # a query with more terms leaves them out too, the acronym's other papers kept
    mask = reopened.find('"loop closure detection" pixels').mask
    assert count_kinds(kinds, np.flatnonzero(mask)) == {}


def test_the_sense_columns_plan_each_keyword_once(monkeypatch):
    """The pipeline's way (:func:`with_sense_columns` over the keyword columns the index
    found before the senses) gives the columns a full search with the new index gives,
    planning each keyword's search once: the plan that says a keyword adds an acronym
    leaving papers out is the one searched (it was planned again by the search, a third
    time in the analysis: 5,433 plans for 5,172 keywords at 250,000 papers)."""
    kinds, texts = _texts()
    vocab = build_vocabulary(texts, min_df=2)
    index = build_search_index(texts, variant_pairs(vocab))
    searched = with_term_papers(vocab, index)  # the keyword columns before the senses
    index, removed = with_senses(vocab, index)
    planned: list[str] = []
    plan = SearchIndex.plan
    monkeypatch.setattr(SearchIndex, "plan", lambda self, q: planned.append(q) or plan(self, q))
    columns = with_sense_columns(searched, index, removed)
    assert len(planned) == len(set(planned)) == vocab.keyword_ids.size > 0
    j = vocab.lookup("loop closure detection")
    assert count_kinds(kinds, columns.term_docs(j)) == COUNTED
    monkeypatch.setattr(SearchIndex, "plan", plan)
    whole = with_term_papers(vocab, index, removed)
    assert (columns.presence != whole.presence).nnz == 0
    assert (columns.matrix != whole.matrix).nnz == 0
    assert columns.terms["df"].tolist() == whole.terms["df"].tolist()


def test_the_context_rows_are_unit_tfidf_rows_without_the_terms_own_columns():
    """The rows the sense decision compares (wave 37: made from the log counts without a
    diagonal matrix's product, the sample's read once): each paper's ``log(1 + n)``
    times the column weights (the IDF, zero in the term's own columns), unit length; a
    paper with no other word is an empty row, flagged so (kept, never judged); the
    centroid's sums are the columns'."""
    _, texts = _texts()
    vocab = build_vocabulary(texts, min_df=2)
    context = _Context(vocab)
    j = vocab.lookup("loop closure detection")
    weights = context.idf.copy()
    own = context._own_columns(j)
    assert j in own.tolist() and own.size >= 4  # the term, "loop", "closure", "detection"
    weights[own] = 0.0
    first = vocab.matrix[0].indices
    weights[first] = 0.0  # the first paper has no word left: an empty row
    rows = np.array([0, 5, 20, 45], dtype=np.int64)
    got, said = _unit_rows(context._logs(rows), weights)
    dense = np.log1p(vocab.matrix[rows].toarray().astype(np.float64)) * weights
    norms = np.linalg.norm(dense, axis=1)
    assert said.tolist() == [False, True, True, True]
    assert norms[0] == 0 and not got[0].toarray().any()
    np.testing.assert_allclose(got.toarray()[1:], dense[1:] / norms[1:, None], rtol=0,
                               atol=1e-15)
    assert np.allclose(np.linalg.norm(got.toarray()[1:], axis=1), 1.0)
    assert not got.toarray()[:, own].any()
    np.testing.assert_allclose(_column_sums(got), got.toarray().sum(axis=0), rtol=0,
                               atol=1e-15)
    # the sample (every paper here) is read once and weighted like any rows
    assert context.sample.tolist() == list(range(vocab.n_docs))
    sample, _ = _unit_rows(context.sample_logs[rows], weights)
    assert (sample != got).nnz == 0
