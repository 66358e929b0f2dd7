"""Session 68 (showthat68): an own "we show / prove that ..." whose clause states a formal
predicate and whose sentence names no empirical object (:mod:`analysis.paper_types.showthat68`).

Planted in an empirical abstract with several runs, each own formal result makes the paper
``both`` (at 1f5fbd7 the paper stays ``empirical``: the sentences are rewordings of corpus
abstracts the form moves, read right in bench/paper_types/changes_w68_showthat.csv); the
look-alikes (a run before the verb, "demonstrate", consistency between annotators, a
quantifier over "the experts", "unique to", "the convergence benefits", an existence of a
trade-off, a merit in the clause) leave it ``empirical``.
"""

from __future__ import annotations

import re

import pytest

from analysis.paper_types import showthat68
from tests.planted_types import assert_wired_as_unfitted_theory, label

PRE = ("We propose a new graph clustering method for directed networks. Experiments on "
       "twelve benchmark data sets show that the method outperforms five baselines.")
POST = ("On a large migration data set, it improves accuracy by 4.2% over the state of the "
        "art and runs three times faster.")

OWN = [
    # aistats2019:58e01cf724
    "We show that the surrogate loss is Bayes-consistent, even in the non-convex case.",
    # nips2013:3827
    "We show that the arising min-max problems in the recursions reduce to tractable conic programs.",
    # nips2014:4632
    "We show that the classic spectral method is a special case of our flow model.",
    # uai2020:6714f41bcb
    "If each node has at most k parents, we show that in the limit of large samples greedy search recovers the partition.",
    # iros2006:4059067
    "This paper shows that the solver will find a partition in O(n - k) major cycles if it is warm started.",
    # uai2023:831f3b7377
    "We show that under these conditions, the community is identified by a shadow variable.",
    # ijcai2022:paper670
    "We show that a unique minimal cut exists for any set of nodes of interest.",
]

LOOKALIKES = [
    "In our experiments, we show that discarding stragglers increases the rate of convergence.",
    "Using extensive simulations, we show that the partition is unique for any graph.",
    "We demonstrate that the clusters converge to the location of the communities.",
    "We show that the clustering is surprisingly consistent between annotators.",
    "We show that we can use a single decoding layer for all the experts.",
    "We show that this property is unique to our tensor based embeddings.",
    "We show that the smooth surfaces retain the convergence benefits of meshes.",
    "We show that there exists a trade-off between drift and detection.",
    "We show that the method enables clusters to converge to stable communities.",
]

# a cited result: "recent work shows that" is not an own showing
OTHERS = "Recent work shows that spectral clustering is consistent under mild conditions."


@pytest.mark.parametrize("sentence", OWN)
def test_an_own_formal_showing_makes_the_paper_both(sentence):
    kind, evidence = label(f"{PRE} {sentence} {POST}")
    assert kind == "both", evidence


@pytest.mark.parametrize("sentence", LOOKALIKES)
def test_a_lookalike_leaves_it_empirical(sentence):
    kind, evidence = label(f"{PRE} {sentence} {POST}")
    assert kind == "empirical", evidence


def test_others_showing_leaves_it_empirical():
    kind, evidence = label(f"{OTHERS} {PRE} {POST}")
    assert kind == "empirical", evidence


@pytest.mark.parametrize("sentence", OWN)
def test_each_own_sentence_is_read_by_the_form(sentence):
    low = sentence.lower()
    assert any(re.search(p, low) for p, _ in showthat68.THEORY), sentence


@pytest.mark.parametrize("sentence", LOOKALIKES + [OTHERS])
def test_the_form_reads_no_lookalike(sentence):
    low = sentence.lower()
    assert not any(re.search(p, low) for p, _ in showthat68.THEORY), sentence


def test_a_run_anywhere_in_the_sentence_sets_it_aside():
    p = re.compile(showthat68.THEORY[0][0])
    assert p.search("first, we show that the estimator is consistent under mild conditions.")
    assert not p.search("on real data, we show that the estimator is consistent under mild conditions.")
    assert not p.search("we show that the estimator is consistent under mild conditions and outperforms lasso.")


def test_the_form_is_wired_as_unfitted_theory_and_never_alone():
    assert_wired_as_unfitted_theory(showthat68.THEORY)


def test_a_formal_showing_alone_makes_no_empirical_side():
    text = ("We study directed graph clustering. We show that the surrogate loss is "
            "Bayes-consistent, even in the non-convex case.")
    assert label(text)[0] != "empirical"
