"""A long form the corpus defines is a term even with a function word inside (wave 53).

Issue 10: acronyms joined to their expansions, phrases as researchers write them.  A
phrase may hold only "of" / "to" inside, so on the 61k corpus "simultaneous localization
and mapping (SLAM)" (464 defining papers) and "structure from motion (SfM)" were never
joined to their acronyms: a search for SLAM missed the papers writing only the long
form, and the reverse.  A long form the corpus defines (:mod:`analysis.terms.defined`)
now gets that licence; an "X and Y" nobody defines does not.  Planted papers: some define
the long form, some write only it, some only the acronym; "theory and practice" is
written by many papers and never defined.
"""

from __future__ import annotations

import numpy as np
import pytest

from analysis.search import term_papers
from analysis.terms import build_vocabulary
from analysis.terms.defined import needs_licence
from tests.planted_terms import analysis_of_kinds, count_kinds, kind_texts

#: kind -> (how many, title, abstract)
KINDS = {
    "slam_defined": (6, "Robot mapping", "We study simultaneous localization and mapping "
                     "(SLAM) for robots. Our SLAM runs online."),
    "slam_long": (4, "Drone maps", "We run simultaneous localization and mapping on "
                  "drones outdoors."),
    "slam_short": (4, "Drone maps", "Our SLAM runs on drones. SLAM is fast."),
    "sfm_defined": (6, "Scene geometry", "We recover structure from motion (SfM) in "
                    "scenes. SfM is old."),
    "sfm_long": (3, "Scene geometry", "We recover structures from motion with cameras."),
    "sfm_short": (3, "Scene geometry", "Our SfM pipeline is old."),
    "practice": (8, "Theory and practice", "We bridge theory and practice of optimization; "
                 "theory and practice differ."),
}
SLAM = {"slam_defined": 6, "slam_long": 4, "slam_short": 4}
SFM = {"sfm_defined": 6, "sfm_long": 3, "sfm_short": 3}


def _texts() -> tuple[list[str], list[str]]:
    return kind_texts(KINDS, seed=7)


@pytest.mark.parametrize("chunk_size", [1_000, 5])
@pytest.mark.parametrize(("long", "short", "papers"), [
    ("simultaneous localization and mapping", "SLAM", SLAM),
    ("structure from motion", "SfM", SFM),
])
def test_a_defined_long_form_with_an_inner_word_is_one_term_with_its_acronym(
        chunk_size, long, short, papers):
    kinds, texts = _texts()
    vocab = build_vocabulary(texts, min_df=2, chunk_size=chunk_size)
    j = vocab.lookup(short)
    assert j is not None and vocab.lookup(long) == j  # main: the long form was no term
    assert vocab.terms.at[j, "acronym"] == short
    assert vocab.label(j) == f"{long} ({short})"
    # a paper writing only the long form and one writing only the acronym both count, once
    assert count_kinds(kinds, vocab.term_docs(j)) == papers
    assert vocab.terms.at[j, "df"] == sum(papers.values())


def test_the_long_form_counts_once_per_paper_beside_its_acronym():
    kinds, texts = _texts()
    vocab = build_vocabulary(texts, min_df=2)
    j = vocab.lookup("SLAM")
    rows = np.flatnonzero(np.array(kinds) == "slam_defined")
    # the long form and two SLAM: three uses, one paper
    assert vocab.matrix[rows, j].toarray().ravel().tolist() == [3.0] * len(rows)
    long_only = np.flatnonzero(np.array(kinds) == "slam_long")
    assert vocab.matrix[long_only, j].toarray().ravel().tolist() == [1.0] * len(long_only)


def test_an_undefined_x_and_y_is_never_a_term():
    _, texts = _texts()
    vocab = build_vocabulary(texts, min_df=2)
    assert vocab.lookup("theory and practice") is None
    assert not any(" and " in str(k) for k in vocab.terms["key"]
                   if str(k) != "simultaneous localization and mapping")


@pytest.mark.parametrize(("long", "expected"), [
    ("simultaneous localization and mapping", True), ("structure from motion", True),
    ("reinforcement learning from human feedback", True),
    ("vision and language navigation", True), ("programming by demonstration", True),
    ("mixture of expert", False),  # a phrase code holds it already
    ("and mapping", False), ("localization and", False),
    ("x for y for z and w and v", False),  # five content words: longer than any phrase
])
def test_only_long_forms_no_phrase_can_hold_need_the_licence(long, expected):
    assert needs_licence(long) is expected


@pytest.fixture(scope="module")
def analysis_of_slam(tmp_path_factory):
    kinds, texts = _texts()
    return analysis_of_kinds(tmp_path_factory.mktemp("slam"), kinds, texts, "ICRA", 2019, 3)


@pytest.mark.parametrize(("typed", "papers"), [
    ("SLAM", SLAM), ("simultaneous localization and mapping", SLAM),
    ("SfM", SFM), ("structure from motion", SFM),
])
def test_the_search_finds_both_forms_from_either(analysis_of_slam, typed, papers):
    a = analysis_of_slam
    kinds = [str(k).split("-")[0] for k in a.papers["source_key"]]
    found = np.flatnonzero(term_papers(a.search_index, typed))
    assert count_kinds(kinds, found) == papers
    j = a.vocab.lookup(typed)
    assert a.vocab.term_docs(j).tolist() == found.tolist()


def test_the_keyword_table_counts_the_joined_term_once(analysis_of_slam):
    from analysis import tables

    a = analysis_of_slam
    keywords = tables.keywords_table(a).set_index("term")["n_papers"]
    shown = a.vocab.label(a.vocab.lookup("SLAM"))
    assert shown == "simultaneous localization and mapping (SLAM)"
    if shown in keywords.index:  # a keyword or not, it is counted once a paper
        assert keywords[shown] == sum(SLAM.values())
