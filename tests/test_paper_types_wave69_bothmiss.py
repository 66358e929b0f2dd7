"""Session 69 (bothmiss69): a closed form of an optimum, a formula for a problem's quantity,
or the constraints a solution must satisfy, derived beside the paper's runs
(:mod:`analysis.paper_types.bothmiss69`).

Planted in an empirical abstract with several runs, each own result makes the paper ``both``
(at 33b394c the paper stays ``empirical``: the sentences are rewordings of the cause-D rows of
bench/paper_types/both_missed_w68.csv and one corpus change read right); the look-alikes (a
closed form a method's step computes, an optimum derived as the method's step, constraints
imposed by design, the dropped forms of causes A and O) leave it ``empirical``.
"""

from __future__ import annotations

import re

import pytest

from analysis.paper_types import bothmiss69
from tests.planted_types import assert_wired_as_unfitted_theory, label

PRE = ("We propose a new graph clustering method for directed networks. Experiments on "
       "twelve benchmark data sets show that the method outperforms five baselines.")
POST = ("On a large migration data set, it improves accuracy by 4.2% over the state of the "
        "art and runs three times faster.")

OWN = [
    # aistats2020:830cd25940 (dev14), colt2024:14f1c17aa9 (dev5)
    "We derive a closed-form expression for the optimal cluster weights.",
    # cvpr2019:891 (corpus, read right)
    "We derive a closed form expression for the optimal resolution, which depends on the noise level.",
    # nips1992:7bc72446b9 (dev10)
    "We derive a simple formula for the amount of information carried by each cluster.",
    # cvpr2015:111bc71c3b (dev15)
    "We do so by deriving new constraints that a set of compatible partitions must satisfy.",
    # cvpr2014:e2e0e44658 (dev5)
    "A set of constraints is derived that gives the necessary configuration of the clusters.",
]

LOOKALIKES = [
    "We derive a closed-form expression for the update of the cluster weights.",
    "We derive closed-form expressions for the moments of the intensity functions.",
    "We provide a closed-form solution for their estimation.",
    # the dropped form "the optimum derived" (icra2012:6224897, iros2006:4058450)
    "The key is to derive the optimal control policy in the low-dimensional latent space.",
    "We present an algorithm for deriving the optimal trajectory based on this relationship.",
    "We impose constraints that every cluster must satisfy during training.",
    # the dropped forms of causes A and O
    "The new estimator enjoys many advantageous theoretical and practical properties.",
    "The method is based on new theoretical and practical insights.",
    "The gripper can be set to achieve optimal recovery process for different tasks.",
]

# others' closed form: read by the form, set aside by attribution (a third, background)
OTHERS = "Previous work derived a closed-form expression for the optimal weights of undirected graphs."


@pytest.mark.parametrize("sentence", OWN)
def test_an_own_result_makes_the_paper_both(sentence):
    kind, evidence = label(f"{PRE} {sentence} {POST}")
    assert kind == "both", evidence


@pytest.mark.parametrize("sentence", LOOKALIKES)
def test_a_lookalike_leaves_it_empirical(sentence):
    kind, evidence = label(f"{PRE} {sentence} {POST}")
    assert kind == "empirical", evidence


def test_others_closed_form_leaves_it_empirical():
    kind, evidence = label(f"{OTHERS} {PRE} {POST}")
    assert kind == "empirical", evidence


def test_the_frame_alone_is_empirical():
    assert label(f"{PRE} {POST}")[0] == "empirical"


@pytest.mark.parametrize("sentence", OWN)
def test_each_own_sentence_is_read_by_a_form(sentence):
    low = sentence.lower()
    assert any(re.search(p, low) for p, _ in bothmiss69.THEORY), sentence


@pytest.mark.parametrize("sentence", LOOKALIKES)
def test_no_form_reads_a_lookalike(sentence):
    low = sentence.lower()
    assert not any(re.search(p, low) for p, _ in bothmiss69.THEORY), sentence


def test_the_forms_are_wired_as_unfitted_theory_and_never_alone():
    assert_wired_as_unfitted_theory(bothmiss69.THEORY)


def test_a_formula_alone_makes_no_theory_label():
    # the forms only turn empirical into both (wave 55's gate): no run, no theory label
    text = ("We study directed graph clustering. We derive a closed-form expression for the "
            "optimal cluster weights.")
    assert label(text)[0] != "theory"
