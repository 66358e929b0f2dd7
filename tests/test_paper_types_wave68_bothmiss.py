"""Session 68 (bothmiss68): an own guarantee of a formal property, and an own equivalence or
instance shown without "that", beside the paper's runs (:mod:`analysis.paper_types.bothmiss68`).

Planted in an empirical abstract with several runs, each own result makes the paper ``both``
(at b9db9c9 the paper stays ``empirical``: the sentences are rewordings of the rows of
bench/paper_types/both_missed_w68.csv, cause G and part of S); the look-alikes (a service's
or a design's guarantee, others' guarantees, a guarantee traded away, a parity of measures,
"show how") leave it ``empirical``.
"""

from __future__ import annotations

import re

import pytest

from analysis.paper_types import bothmiss68
from tests.planted_types import assert_wired_as_unfitted_theory, label

PRE = ("We propose a new graph clustering method for directed networks. Experiments on "
       "twelve benchmark data sets show that the method outperforms five baselines.")
POST = ("On a large migration data set, it improves accuracy by 4.2% over the state of the "
        "art and runs three times faster.")

OWN = [
    # aistats2024:a8a82682a3 (old test3)
    "With a consistency guarantee, we present a general stacking framework for the clusters.",
    # icml2017:749 (old test4)
    "It is the first clustering algorithm with global rate guarantees.",
    # icra2023:10160561 (dev14)
    "We further guarantee the existence of a valid partition by an algebraic argument.",
    # icml2015:a58e4ed772 (old test1)
    "We describe a method for optimizing the partition, with guaranteed monotonic improvement.",
    # icml2019:3581 (dev15)
    "We show the equivalence between our modularity objective and a likelihood objective.",
    # nips2018:11441 (old test1)
    "We clarify this by showing the resulting random walk (RW) objective is an instance of spectral clustering.",
    "The estimator comes with identifiability guarantees for the community labels.",
]

LOOKALIKES = [
    "The scheduler offers data rate guarantees to every user.",
    "Our networks are monotonic and come with monotonicity guarantees.",
    "The quadratic program is solved in real time with guaranteed optimality.",
    "The architecture preserves the correctness guarantees of the reactive planner.",
    "We train the model with a variant that trades convergence guarantees for speed.",
    "We guarantee the safety of the robot with a simple controller.",
    "We show the equivalence of the two accuracies on every data set.",
    "We show how the method is an instance of a larger family.",
    "We show experimentally the method is an instance of a larger family.",
]

# others' guarantee: read by the form, set aside by attribution (a third, background)
OTHERS = "Earlier methods offer consistency guarantees only for undirected graphs."


@pytest.mark.parametrize("sentence", OWN)
def test_an_own_result_makes_the_paper_both(sentence):
    kind, evidence = label(f"{PRE} {sentence} {POST}")
    assert kind == "both", evidence


@pytest.mark.parametrize("sentence", LOOKALIKES)
def test_a_lookalike_leaves_it_empirical(sentence):
    kind, evidence = label(f"{PRE} {sentence} {POST}")
    assert kind == "empirical", evidence


def test_others_guarantee_leaves_it_empirical():
    kind, evidence = label(f"{OTHERS} {PRE} {POST}")
    assert kind == "empirical", evidence


def test_the_frame_alone_is_empirical():
    assert label(f"{PRE} {POST}")[0] == "empirical"


@pytest.mark.parametrize("sentence", OWN)
def test_each_own_sentence_is_read_by_a_form(sentence):
    low = sentence.lower()
    assert any(re.search(p, low) for p, _ in bothmiss68.THEORY), sentence


@pytest.mark.parametrize("sentence", LOOKALIKES)
def test_no_form_reads_a_lookalike(sentence):
    low = sentence.lower()
    assert not any(re.search(p, low) for p, _ in bothmiss68.THEORY), sentence


def test_the_forms_are_wired_as_unfitted_theory_and_never_alone():
    assert_wired_as_unfitted_theory(bothmiss68.THEORY)


def test_a_guarantee_alone_makes_no_theory_label():
    # the forms only turn empirical into both (wave 55's gate): no run, no theory label
    text = ("We study directed graph clustering. With a consistency guarantee, we present "
            "a general stacking framework for the clusters.")
    assert label(text)[0] != "theory"
