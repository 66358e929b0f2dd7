"""Wave 63 (exp63): own runs told in the past tense by their authors, and results reported as
indicating an outcome (:mod:`analysis.paper_types.pastruns`).

After a planted theory abstract each run's sentence makes the paper ``both`` (at de4d2df
each left it ``theory``: the sentences are of wave 63's fresh reading and of the pooled
readings, reworded); the same verbs told of a theorem, of a bound, of a method's ancestry or
of earlier work leave it ``theory``.
"""

from __future__ import annotations

import pytest

from analysis.paper_types import pastruns
from tests.planted_types import THEORY_FRAME, label

FRAME = THEORY_FRAME

RUNS = [
    # the tense of a run (nips2017:8936, icra2020:9196812, icra2015:7139831, iros2012:6385719)
    "On the application side, we applied our model to improve the prediction of cognitive "
    "impairment using the cohort data of a national study.",
    "These lead to algorithms that we have implemented and which suffice to solve particular "
    "problem instances, albeit only of small scale.",
    "We have built a tailed monoped that hops along a boom.",
    "We have deployed the scheduler in a commercial search engine.",
    "We gathered images from the woods and measured their power spectrum.",
    "We recorded the responses of forty volunteers to the stimuli.",
    # results reported as indicating an outcome (iros2020:9340644)
    "The reported results indicate that the computational burden is decreased by about two "
    "orders of magnitude.",
]

THEOREMS = [
    # a theorem applied: a proof's word in the sentence
    "We further applied the proposed theorems to the unit selection problem.",
    # a run's verb with a bound after it
    "We applied the analysis to obtain tighter regret bounds for linear bandits.",
    # a method's ancestry, earlier work
    "We built on the framework of online convex optimization.",
    "In previous work, we implemented a version of this scheme without guarantees.",
    # a concession (aistats2024:397695000c)
    "While we applied the method to the logistic model, it is a generic approach for "
    "developing confidence sets.",
    # a review of papers (acl2022:2022.acl-long.458)
    "We conducted a comprehensive technical review of these papers.",
    # a result's verbs in the past are not a run's
    "We found that there exist models for which the estimation error decreases much faster.",
    # results of the paper's own, not reported runs
    "Our results show that the minimax risk depends only on the effective dimension.",
]


@pytest.mark.parametrize("sentence", RUNS)
def test_an_own_run_makes_it_both(sentence):
    kind, evidence = label(f"{FRAME} {sentence}")
    assert kind == "both", evidence


@pytest.mark.parametrize("sentence", THEOREMS)
def test_a_theorem_s_words_leave_it_theory(sentence):
    kind, evidence = label(f"{FRAME} {sentence}")
    assert kind == "theory", evidence


def test_each_family_is_guarded_by_a_proof_s_word():
    assert len(pastruns.GUARDED) == len(pastruns.EMPIRICAL) == 2
