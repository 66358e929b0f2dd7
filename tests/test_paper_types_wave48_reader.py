"""Wave 48, second reader: theory sentences that wave 48's plain-words runs or rivals read as runs.

Planted sentences (none is a corpus abstract), each after the planted theory abstract
(:data:`tests.planted_types.THEORY`): a study of a theory's object ("a study of the Ising
model in two dimensions", "of the mixing time of", "of voting rules in"), a statistical test
("likelihood ratio / Wald / exact / permutation tests and comparisons"), a theorem's scope
after the claim ("for the asymptotic regime", "in terms of the minimax risk", "for every n",
"in the worst case", "whenever ... bounded", "as we prove"), a collection of paradoxes or
counterexamples, an analytic performance study ("carried out with the help of queueing
theory", "using fluid limits"), worked "real-life examples", and a growth adverb
("logarithmically fewer samples").  Each keeps the label c83bb12 gave it (theory) and gets no
plainruns cue; wave 48's own runs still count (tests/test_paper_types_wave48.py).
"""

from __future__ import annotations

import re

import pytest

from analysis.paper_types import plainruns
from tests.planted_types import THEORY, apparatus_counted
from tests.planted_types import label as _label

STILL_THEORY = [
    "The result is illustrated with a study of the Ising model in two dimensions.",
    "The result is illustrated by a detailed study of the hard-core model in high dimensions.",
    "Tests and comparisons are presented for the asymptotic regime.",
    "Likelihood ratio tests and comparisons are presented.",
    "The computational time of our algorithm is lower than that of existing algorithms for every n.",
    "The computational time is shorter than existing algorithms whenever the graph has bounded treewidth.",
    "The result is illustrated with a study of the mixing time of Glauber dynamics on trees.",
    "The result is illustrated with a study of the phase transition in the Potts model.",
    "The theory is illustrated with a study of the regret of UCB in Gaussian bandits.",
    "Our characterization is illustrated with a study of voting rules in the single-peaked domain.",
    "The framework is exemplified by a study of zero-sum games in extensive form.",
    "We assess the procedure by performing likelihood ratio tests in the Gaussian model.",
    "Wald tests and comparisons are presented.",
    "Exact tests and comparisons are presented for small samples.",
    "Tests and comparisons are given in terms of the minimax risk.",
    "Permutation tests and comparisons are also provided under the null hypothesis.",
    "The axioms are tested against a collection of classical paradoxes.",
    "The characterization is checked against a library of known counterexamples.",
    "A performance study of the scheme is carried out with the help of queueing theory.",
    "A performance study of the protocol is carried out using a Markov chain model.",
    "A performance study of the scheme is carried out on the basis of the asymptotic variance.",
    "A performance study of the queue is made using fluid limits.",
    "The framework is illustrated by several real-life examples.",
    "The estimator achieves comparable error while using logarithmically fewer samples than existing estimators.",
    "The computational time is less than that of existing algorithms in the worst case.",
    "The computational time is lower than existing algorithms, as we prove in Section 3.",
    "The computation time of the dynamic program is smaller than that of existing exact algorithms on graphs of bounded degree.",
    "The computational time is smaller than existing methods for all instances.",
    "The computational time is shorter than existing algorithms under the assumptions of Theorem 1.",
    "The computational time is lower than that of existing algorithms for every n.",
    "The computational time is shorter than that of existing algorithms quadratically in the dimension.",
    "The result is illustrated with a study of the Kuramoto model in networks.",
    "The bound is assessed against a collection of theorems from the literature.",
]


def _mine(text: str) -> list[str]:
    return [p for p in apparatus_counted(text)
            if any(re.search(q, p.lower()) for q, _ in plainruns.EMPIRICAL)]


@pytest.mark.parametrize("sentence", STILL_THEORY)
def test_a_theorys_object_test_or_scope_is_no_plain_run(sentence):
    assert _label(f"{THEORY} {sentence}")[0] == "theory"
    assert not _mine(f"{THEORY} {sentence}")


STILL_RUNS = [
    ("The result is illustrated with a study of internal migration within the United Kingdom.",
     "illustrated with a study of internal migration within"),
    ("We validate our approach by performing tests in an actual rail yard over multiple days.",
     "validate our approach by performing tests in"),
    ("Tests and comparisons are presented.", "tests and comparisons are presented"),
    ("Numerical tests and comparisons are presented.", "numerical tests and comparisons are presented"),
    ("The computational time required by the proposed algorithm is always shorter as compared to "
     "other existing algorithms.", "always shorter as compared to other existing algorithms"),
    ("The new planner achieves competitive training performance while producing sparser models "
     "than current deep learning approaches.", "achieves competitive training performance while"),
]


@pytest.mark.parametrize(("sentence", "phrase"), STILL_RUNS)
def test_the_waves_runs_still_count(sentence, phrase):
    assert _label(f"{THEORY} {sentence}")[0] != "theory"
    assert any(phrase in p.lower() for p in _mine(f"{THEORY} {sentence}"))
