"""Session 73 (theory73): an own analysis made with a named theory as its tool
(:mod:`analysis.paper_types.tooled73`).

Planted in an empirical abstract with several runs, each own analysis makes the paper
``both`` (at 8d3689d the paper stays ``empirical``: the sentences are rewordings of the blind
rows dev21 rss2014:ade12d4819, dev20 icra2015:7139465, dev nips2005:6fc2841574 and of corpus
changes read right); what a theory only builds, an analysis with no formal object, "theory of
mind" and others' use of a theory leave it ``empirical``.
"""

from __future__ import annotations

import re

import pytest

from analysis.paper_types import tooled73
from tests.planted_types import assert_wired_as_unfitted_theory, label

PRE = ("We propose a new graph clustering method for directed networks. Experiments on "
       "twelve benchmark data sets show that the method outperforms five baselines.")
POST = ("On a large migration data set, it improves accuracy by 4.2% over the state of the "
        "art and runs three times faster.")

OWN = [
    # dev21 rss2014:ade12d4819
    "The update is analyzed using tools from group theory and the optimization duality theory "
    "to show that the convergence of the clustering is related to a shortest path problem.",
    # dev nips2005:6fc2841574
    "We provide a detailed analysis to assess the errors produced by the merging step using "
    "matrix perturbation theory.",
    # dev14 iclr2018:B1e5ef-C-, icra2003:1242191 (corpus, read right)
    "Using arguments from hybrid systems theory, we show that the merged partition is a "
    "stable fixed point of the update.",
    # iros2013:6696600 (corpus, read right)
    "A finite-time tracking property is established using hybrid systems theory.",
    # dev20 icra2015:7139465
    "Convergence of the method is proven by its analysis based on automata theory.",
    # dev nips2005:6fc2841574 again, the property before the theory
    "We bound the approximation error of the merging step using matrix perturbation theory.",
]

LOOKALIKES = [
    # dev21 coling2025:2025.coling-main.261 (gold empirical)
    "Drawing upon the theory of structural entropy, we transform this graph into a coding tree.",
    # dev12 icra2009:5152202 (gold empirical): an analysis with no formal object
    "This clustering is analyzed based on control theory.",
    # a model built with a theory (icra2019:8794172)
    "The dynamics model of the network is then established by employing the vibration theory of a beam.",
    # a method built with a theory
    "We propose a clustering method based on possibility theory.",
    "We use the optimal control theory to estimate the cluster centres.",
    "By leveraging the theory of coreset selection, we show how selecting a small subset of "
    "nodes provides a principled approach.",
    "Using a theory of mind, we show that agents cluster their beliefs.",
]

# others' use of a theory: set aside by attribution
OTHERS = ("Previous work proved the convergence of such updates using Lyapunov theory.")


@pytest.mark.parametrize("sentence", OWN)
def test_an_own_analysis_with_a_theory_makes_the_paper_both(sentence):
    kind, evidence = label(f"{PRE} {sentence} {POST}")
    assert kind == "both", evidence


@pytest.mark.parametrize("sentence", LOOKALIKES)
def test_a_theory_that_only_builds_leaves_it_empirical(sentence):
    kind, evidence = label(f"{PRE} {sentence} {POST}")
    assert kind == "empirical", evidence


def test_others_use_of_a_theory_leaves_it_empirical():
    kind, evidence = label(f"{OTHERS} {PRE} {POST}")
    assert kind == "empirical", evidence


@pytest.mark.parametrize("sentence", OWN)
def test_each_own_sentence_is_read_by_a_form(sentence):
    low = sentence.lower()
    assert any(re.search(p, low) for p, _ in tooled73.THEORY), sentence


@pytest.mark.parametrize("sentence", LOOKALIKES)
def test_no_form_reads_a_lookalike(sentence):
    low = sentence.lower()
    assert not any(re.search(p, low) for p, _ in tooled73.THEORY), sentence


def test_the_forms_are_wired_as_unfitted_theory_and_never_alone():
    assert_wired_as_unfitted_theory(tooled73.THEORY)
