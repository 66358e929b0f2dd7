"""Session 70 (bothmiss70): an own algorithm's cost told in O-notation, or an own
polynomial-time algorithm, beside the paper's runs (:mod:`analysis.paper_types.bothmiss70`).

Planted in an empirical abstract with several runs, each own cost makes the paper ``both`` (at
7358e63 the paper stays ``empirical``: the sentences are rewordings of the cause-C rows of
bench/paper_types/both_missed_w70.csv); the look-alikes (a rival's or a background cost, a
cost without its unit, a problem's hardness, a pass per iteration) leave it ``empirical``.
"""

from __future__ import annotations

import re

import pytest

from analysis.paper_types import bothmiss70
from tests.planted_types import assert_wired_as_unfitted_theory, label

PRE = ("We propose a new graph clustering method for directed networks. Experiments on "
       "twelve benchmark data sets show that the method outperforms five baselines.")
POST = ("On a large migration data set, it improves accuracy by 4.2% over the state of the "
        "art and runs three times faster.")

OWN = [
    # icml2016:00719377b1 (dev17)
    "Our modified clustering method requires only O(m) or O(m log d) time per node.",
    # uai2019:e7193bdd20 (old test3)
    "Our exact sampler requires O(n^3) time for preprocessing and O(n^2) per sample.",
    "We give an exact sampler that requires O(3^n) time for preprocessing.",
    # aistats2012:7bab329dce (old test3)
    "The time complexity of our best method for evaluating each split is reduced from O(H^2) to O(H).",
    # uai2022:1be7ac1d49 (dev3)
    "We develop a polynomial-time ellipsoid algorithm to compute an optimal partition.",
]

LOOKALIKES = [
    "A naive baseline approach would require O(n^2) time.",
    "Earlier solvers need O(n^2) iterations to converge.",
    "Our method requires only one pass over the data per iteration.",
    # aistats2024:f06cb57ffa (dev3): the unit missing
    "We design a novel parallel algorithm which runs in O(log^3 d) when enough processors are available.",
    # aaai2022:05651 (dev5): a problem's hardness, one set's wording
    "We illustrate that weighted faceted navigation is computationally hard.",
]


@pytest.mark.parametrize("sentence", OWN)
def test_an_own_cost_makes_the_paper_both(sentence):
    kind, evidence = label(f"{PRE} {sentence} {POST}")
    assert kind == "both", evidence


@pytest.mark.parametrize("sentence", LOOKALIKES)
def test_a_lookalike_leaves_it_empirical(sentence):
    kind, evidence = label(f"{PRE} {sentence} {POST}")
    assert kind == "empirical", evidence


def test_the_frame_alone_is_empirical():
    assert label(f"{PRE} {POST}")[0] == "empirical"


@pytest.mark.parametrize("sentence", OWN)
def test_each_own_sentence_is_read_by_a_form(sentence):
    low = sentence.lower()
    assert any(re.search(p, low) for p, _ in bothmiss70.THEORY), sentence


def test_the_forms_are_wired_as_unfitted_theory_and_never_alone():
    assert_wired_as_unfitted_theory(bothmiss70.THEORY)


def test_a_cost_alone_makes_no_theory_label():
    text = ("We study directed graph clustering. Our algorithm requires only O(n log n) time "
            "per node.")
    assert label(text)[0] != "theory"
