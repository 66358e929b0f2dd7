"""Wave 66 (both66): an own theoretical result told in one clause inside an empirical paper
(:mod:`analysis.paper_types.bothforms66`).

Planted in an empirical abstract with several runs, each own result makes the paper ``both``
(at b8a8d9b the paper stays ``empirical``: the sentences are the forms of
bench/paper_types/both_empirical_w66.csv, reworded); the look-alikes (others' theory, a
promise, a motivation, a data analysis) leave it ``empirical``.
"""

from __future__ import annotations

import re

import pytest

from analysis.paper_types import bothforms66
from tests.planted_types import label

PRE = ("We propose a new graph clustering method for directed networks. Experiments on "
       "twelve benchmark data sets show that the method outperforms five baselines.")
POST = ("On a large migration data set, it improves accuracy by 4.2% over the state of the "
        "art and runs three times faster.")

OWN = [
    "We analyse its theoretical performance on a stochastic block model for digraphs.",
    "We also study the theoretical properties of the resulting estimator.",
    "Furthermore, the mathematical properties of the decomposition are investigated.",
    "We perform a controllability analysis to establish the feasibility of the motion.",
    "We design the controller and provide analysis of closed-loop stability for these gains.",
    "Our bound shows the protection conferred by the privacy mechanism.",
    "Our main result characterizes the global minimizers of the non-convex objective.",
    "We bound the finite sample error rates of the estimated scores.",
    "We show under which conditions the criterion can identify the confounders.",
    "We reformulate the problem and derive conditions on the rank under which the factorization is exact.",
    "Numerical experiments on two applications corroborate the theoretical claims.",
]

LOOKALIKES = [
    "The method is theoretically motivated and principled.",
    "Previous work studied the theoretical properties of such estimators.",
    "In future work we will analyse the theoretical properties of the method.",
    "We study the statistical properties of the collected networks.",
    "We identify conditions under which the baselines fail in our experiments.",
    "Our analysis reveals that most errors come from short edges.",
    "Our results show that the method is robust to noise.",
    "We bound the search region to obtain an objective for training.",
    "We bound the bounding boxes of every cluster with a margin.",
    "We present a reachability analysis to predict such deviations of the robot.",
]


@pytest.mark.parametrize("sentence", OWN)
def test_an_own_result_makes_the_paper_both(sentence):
    kind, evidence = label(f"{PRE} {sentence} {POST}")
    assert kind == "both", evidence


@pytest.mark.parametrize("sentence", LOOKALIKES)
def test_a_lookalike_leaves_it_empirical(sentence):
    kind, evidence = label(f"{PRE} {sentence} {POST}")
    assert kind == "empirical", evidence


# main's lexicon reads "experiments confirm the theoretical" as a cue of both sides (so the
# paper is ``both`` at b8a8d9b too); the wave's own form must not read others' results
OTHERS_CONFIRMED = "The experiments confirm the theoretical results of Smith and Jones."


def test_others_results_confirmed_are_no_form_of_this_wave():
    low = OTHERS_CONFIRMED.lower()
    assert not any(re.search(p, low) for p, _ in bothforms66.THEORY)


def test_the_frame_alone_is_empirical():
    assert label(f"{PRE} {POST}")[0] == "empirical"


@pytest.mark.parametrize("sentence", OWN)
def test_each_own_sentence_is_read_by_a_form(sentence):
    low = sentence.lower()
    assert any(re.search(p, low) for p, _ in bothforms66.THEORY), sentence


def test_the_forms_are_wired_as_unfitted_theory():
    from analysis.paper_types import apparatus
    from analysis.paper_types.theorised_cues import THEORISED
    assert all(x in apparatus.THEORY for x in bothforms66.THEORY)
    assert len(THEORISED) >= len(bothforms66.THEORY)
