"""Wave 71 (exp71): own runs told as the method scaling to a counted or very large material
(:mod:`analysis.paper_types.exp71`).

After a planted theory abstract each run's sentence makes the paper ``both`` (at d8c326e each
left it ``theory``: the sentences are the pooled readings' misses, reworded); a scaling told
of a cost or a theorem, others' (cited or negated) limits, a bare "large", and a theory
paper's own look-alikes ("empirical risk", "a dataset of n points", a cost in O-notation)
leave it ``theory``.
"""

from __future__ import annotations

import re

import pytest

from analysis.paper_types import apparatus, exp71
from tests.planted_types import THEORY_FRAME, label

RUNS = [
    # a counted material (nips2015:5652, wave 71)
    "The proposed algorithm easily scales to 1000's of vertices, while the standard solver does not.",
    # a very large material (icra2014:6907480, wave 68; cvpr2015:a4f63837b4, wave 42)
    "The combined solver scales to very large graphs better than other techniques.",
    "Furthermore, it scales to larger datasets and shows a good anytime performance.",
    # scalable, then the counted instances (rss2018:87ed08dfe5, waves 38 and 39)
    "We show that the method is scalable and able to compute such curves for instances with hundreds of vehicles.",
    "The inference procedure scales to networks with thousands of nodes.",
    "The planner scales well to problems with 10,000 agents.",
]

LOOK_ALIKES = [
    # a cost or a theorem's word in the sentence: a complexity claim
    "Our algorithm runs in O(n log n) time and so scales to millions of points.",
    "Its running time is nearly linear, so it scales to graphs with thousands of nodes.",
    "The regret bound scales to problems with thousands of arms.",
    # a bare "large": a design claim
    "We provide an efficient first-order scheme which scales to large graphs.",
    # others' limits: negated or cited
    "State-of-the-art methods do not scale to problems with more than 20,000 variables.",
    "Gaussian process regression generally does not scale to beyond a few thousands data points.",
    "Smith et al. (2019) showed that such samplers scale to millions of documents.",
    # a modal, an aim or a passive possibility: no run reported (wave 43's look-alikes)
    "The method can scale to millions of users.",
    "Our aim is to scale to billions of edges.",
    "The procedure can be scaled to thousands of nodes.",
    # a theory paper's own words
    "The empirical risk is minimized over a dataset of n points.",
    "The error scales with the number of samples as n^{-1/2}.",
    "Our estimator scales gracefully with the dimension.",
]


@pytest.mark.parametrize("sentence", RUNS)
def test_an_own_method_scaling_to_a_counted_material_makes_a_theory_paper_both(sentence: str) -> None:
    assert label(THEORY_FRAME + " " + sentence)[0] == "both"


@pytest.mark.parametrize("sentence", LOOK_ALIKES)
def test_a_cost_a_bare_large_or_others_limits_leave_it_theory(sentence: str) -> None:
    assert label(THEORY_FRAME + " " + sentence)[0] == "theory"


def test_the_form_rides_with_the_runs_and_reads_costs_and_citations() -> None:
    assert set(exp71.EMPIRICAL) <= set(apparatus.EMPIRICAL)
    cost = "our algorithm runs in o(n log n) time and so scales to millions of points."
    assert any(re.search(p, cost) for p, _ in exp71.EMPIRICAL)
    assert exp71.GUARDED[0][1].holds(cost, 40, 70, 0)
    run = "the proposed algorithm easily scales to 1000's of vertices."
    assert not exp71.GUARDED[0][1].holds(run, 30, 55, 0)
