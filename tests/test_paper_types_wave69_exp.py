"""Wave 69 (exp69): own runs told as a demonstration presented or a proof of concept
(:mod:`analysis.paper_types.exp69`).

After a planted theory abstract each run's sentence makes the paper ``both`` (at 33b394c each
left it ``theory``: the sentences are the pooled readings' misses, reworded); the same words
told of a theorem, of a thing built, of others' cited work or of a robot learner's data, and
a theory paper's own look-alikes ("empirical risk", "a dataset of n points"), leave it
``theory``.
"""

from __future__ import annotations

import re

import pytest

from analysis.paper_types import apparatus, exp69
from tests.planted_types import THEORY_FRAME, label

RUNS = [
    # proof-of-concept demonstrations presented (rss2021:6b47b9956f, wave 69)
    "Proof-of-concept demonstrations of the approach are presented.",
    # a proof-of-concept field implementation (rss2013:4fa826944f, wave 42)
    "We also provide a proof-of-concept field implementation on an autonomous surface vehicle.",
    "A proof-of-concept deployment of the scheme is described.",
    "Proof-of-concept trials of the policy are reported.",
    # the concept proved by a run (icra2010:5509752, wave 63)
    "To prove the concept, the controller has been used to steer a swarm of microrobots.",
    "To prove this concept, the scheme was used to coordinate ten agents.",
    # a demonstration and verification presented (icra2005:1570250, wave 68)
    "A demonstration and verification of the results for the elliptic field is also presented.",
    "A live demonstration of the framework was given.",
]

LOOK_ALIKES = [
    # others' runs, cited
    "Proof-of-concept trials of such controllers were reported in [4].",
    "Proof-of-concept deployments of this kind were described by Lee et al. (2020).",
    # a demonstration of a theorem is its proof
    "A live demonstration of the theorem was given.",
    "A demonstration and verification of the lemma is provided.",
    "A demonstration and verification of the theorem is given in the appendix.",
    # a thing built, a method's name, a theorem proved: no run told
    "A proof-of-concept method follows from the analysis.",
    "A proof-of-concept prototype is described.",
    "To prove the theorem, we construct a coupling of the two chains.",
    # a robot learner's data
    "Human demonstrations of the task are provided to the learner.",
    # a theory paper's own words
    "The empirical risk is minimized over a dataset of n points.",
]


@pytest.mark.parametrize("sentence", RUNS)
def test_a_demonstration_or_proof_of_concept_run_makes_a_theory_paper_both(sentence: str) -> None:
    assert label(THEORY_FRAME + " " + sentence)[0] == "both"


@pytest.mark.parametrize("sentence", LOOK_ALIKES)
def test_a_theorem_a_thing_built_or_others_runs_leave_it_theory(sentence: str) -> None:
    assert label(THEORY_FRAME + " " + sentence)[0] == "theory"


def test_the_forms_ride_with_the_runs_and_read_citations() -> None:
    assert set(exp69.EMPIRICAL) <= set(apparatus.EMPIRICAL)
    low = "proof-of-concept trials of such controllers were reported in [4]."
    # the pattern matches, the citation guard makes it others'
    assert any(re.search(p, low) for p, _ in exp69.EMPIRICAL)
    assert exp69.GUARDED[0][1].holds(low, 0, 30, 0)
    assert not exp69.GUARDED[0][1].holds("proof-of-concept trials of the policy are reported.", 0, 30, 0)
    # a demonstration of a theorem is no match at all
    assert not any(re.search(p, "a live demonstration of the theorem was given.") for p, _ in exp69.EMPIRICAL)
