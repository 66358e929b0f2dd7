"""Wave 64 (exp64): own runs told in the present tense with the authors as subject, read in a
sentence free of any theorem's word (:mod:`analysis.paper_types.presentruns`).

After a planted theory abstract each run's sentence makes the paper ``both`` (at 92f9a68 each
left it ``theory``: the sentences are of wave 64's fresh reading and of the pooled readings,
reworded); the same verbs told of a theorem, a bound, a problem studied or a problem's
setting leave it ``theory``.
"""

from __future__ import annotations

import pytest

from analysis.paper_types import presentruns
from tests.planted_types import THEORY_FRAME, label

FRAME = THEORY_FRAME

RUNS = [
    # a run's verb in the present, a method as object, then where it runs
    # (aistats2023:29f57b2a6a, rss2017:040da0a44a)
    "We implement our algorithm on a small network with several links to validate it.",
    "We also implement this scheme using predictive controllers for a set of stabilization "
    "problems.",
    "We then deploy the resulting planner in a warehouse with twelve shelves.",
    # an application to a run's material (icra2008:4543489, nips2004:3b7ef8b0b8)
    "We apply our concept to the navigation of hundreds of agents in crowded environments.",
    "We apply the new class of kernels to the clustering of video sequences.",
]

THEOREMS = [
    # a theorem's word anywhere in the sentence, before or after the match
    "We implement the oracle in polynomial time.",
    "We run our algorithm with a step size that attains the minimax rate.",
    "We perform the method in rounds whose number is logarithmic in the horizon.",
    "We deploy the strategy in an adversarial environment and bound its regret.",
    # a scaling law after the match (wave 53's reader: "speedups linear in the number of processors")
    "We run the planner on a grid and its cost grows linearly in the number of cells.",
    # a problem studied, not a method run
    "We investigate the problem of identity testing for histogram distributions.",
    "We test whether the two samples come from the same distribution.",
    # an application to a problem, not to a run's material
    "We apply our estimator to the problem of linear regression with heavy-tailed noise.",
    "We apply this approach to stochastic gradient algorithms with momentum.",
]


@pytest.mark.parametrize("sentence", RUNS)
def test_an_own_run_in_the_present_makes_it_both(sentence):
    kind, evidence = label(f"{FRAME} {sentence}")
    assert kind == "both", evidence


@pytest.mark.parametrize("sentence", THEOREMS)
def test_a_theorem_s_words_leave_it_theory(sentence):
    kind, evidence = label(f"{FRAME} {sentence}")
    assert kind == "theory", evidence


def test_the_whole_sentence_is_read_after_the_match_too():
    low = "we implement our algorithm on graphs whose size is polynomial in n."
    start = low.index("we implement")
    assert presentruns.WHOLE.holds(low, start, start + 30, 0)
    assert not presentruns.WHOLE.holds("we implement our algorithm on graphs. it is polynomial.",
                                       0, 30, 0)


def test_each_family_is_guarded_by_the_whole_sentence():
    assert len(presentruns.GUARDED) == len(presentruns.EMPIRICAL) == 2
    assert all(how is presentruns.WHOLE for _, how in presentruns.GUARDED)
