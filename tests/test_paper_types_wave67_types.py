"""Session 67 (types67): an own theory result read as others' or by no cue, an own
illustration told in the active (:mod:`analysis.paper_types.theoryprec67`).

Planted abstracts, each a rewording of the abstract it names (each fails on 3a6a716):
"a method ... is proposed with proof" before the authors say "we" was others' (dev2
uai2022:316fe24b47, gold both, was empirical); "Theoretical developments and simulation
results are provided" read only the simulations (dev9 icra2007:4209376, gold both, was
empirical); "A global asymptotic stability result is obtained" was read by no cue
(icra2004:1302444, both, was empirical); "we illustrate our ideas further on a simple
example" was no run (dev3 uai2019:2b4a7cd13a, dev4 alt2025:PFKk0M8mrS, gold both, were
theory).
The look-alikes keep their label.
"""

from __future__ import annotations

import pytest

from analysis.paper_types.cues import find_cues
from analysis.text import clean_text
from tests.planted_types import THEORY_FRAME, label

# uai2022:316fe24b47: a passive abstract tells its own steps before "our" (the whole abstract
# is labelled both at this branch, empirical at 3a6a716; this shortened rewording is read as
# empirical by the fitted model either way, so the attribution itself is asserted)
PASSIVE_OWN = (
    "Knowledge models endeavor to improve representation at low computational cost. Firstly, "
    "existing embedding models in hypercomplex spaces are optimized. Then a method for fast "
    "quaternion multiplication is proposed with proof, with which path semantics are "
    "computed. Experiments on benchmark datasets verify that our model holds advantages over "
    "state-of-the-art models.")
PASSIVE_OTHERS = [
    PASSIVE_OWN.replace("Then a method", "Then a method of [4]"),
    PASSIVE_OWN.replace("is proposed with proof", "was proposed by Strassen with proof"),
    PASSIVE_OWN.replace("Then a method for", "Then many methods for").replace(
        "is proposed", "are proposed"),
]

BOTH = [
    # icra2007:4209376
    "This work provides two extensions of the dampening-force approach to navigation. The "
    "first is an iterative procedure that cancels the steady state error; the other is "
    "concerned with the nonholonomic case. Theoretical developments and simulation results "
    "are provided.",
    # icra2004:1302444
    "This paper proposes a motion tracking control law for mechanical systems subject to "
    "nonholonomic constraints. A global asymptotic stability result is obtained in the "
    "Lyapunov sense. A detailed example is presented to illustrate the proposed method.",
    # uai2019:2b4a7cd13a
    "We introduce a causal constraints model and prove that it captures the causal semantics "
    "of dynamical systems at equilibrium. We illustrate our ideas further on a simple example "
    "of a chemical reaction.",
    # alt2025:PFKk0M8mrS
    "We propose a method for generalized Nash equilibrium problems and prove that it "
    "converges to an equilibrium. We illustrate our method with examples.",
]

STAY = [
    # others' method proposed in the past or the perfect stays others'
    ("Many methods have been proposed for this problem. A method for fast matrix "
     "multiplication was proposed by Strassen with proof of its complexity. We evaluate our "
     "solver on ten benchmark datasets and it outperforms the baselines.", "empirical"),
    # a stability result of others (a citation) stays others'
    ("A global asymptotic stability result is obtained in [3] for this class. We present a "
     "controller and validate it in experiments on a real manipulator.", "empirical"),
    # a construction by illustration is no run
    (THEORY_FRAME + " We illustrate our methodology by establishing reductions between "
     "canonical problems.", "theory"),
    # an illustrated result or framework is a corollary (colt2020:07351f150c, colt2021:15f637258f)
    (THEORY_FRAME + " We illustrate our general results through applications to sparse phase "
     "retrieval and sparse principal component analysis.", "theory"),
    (THEORY_FRAME + " We illustrate the framework via the residual network architecture.",
     "theory"),
]


def _proof_notes(text: str) -> list[str]:
    return [c.note for c in find_cues(clean_text(text)).cues if c.match.group(0) == "proof"]


def test_an_own_act_told_in_the_present_passive_before_we_is_the_papers():
    assert _proof_notes(PASSIVE_OWN) == [""]


@pytest.mark.parametrize("text", PASSIVE_OTHERS)
def test_a_cited_past_or_plural_passive_before_we_stays_others(text):
    assert _proof_notes(text) == ["prior work"]


@pytest.mark.parametrize("text", BOTH)
def test_an_own_result_and_an_own_run_make_both(text):
    kind, evidence = label(text)
    assert kind == "both", evidence


@pytest.mark.parametrize(("text", "expected"), STAY)
def test_look_alikes_keep_their_label(text, expected):
    kind, evidence = label(text)
    assert kind == expected, evidence
