"""Issue 14, wave 48: an experiment named in plain words; an outcome against rivals told as a comparison.

Planted abstracts whose right answer is known (bench/paper_types/RESULTS.md, "Issue 14,
wave 48"; none is a corpus abstract verbatim).  Each planted run rules theory alone out and
is counted by :mod:`analysis.paper_types.plainruns`; a theory's look-alikes ("illustrated
with an example of", "a study of the convergence", hypothesis tests, "validate the
conjecture by proving", "assessed against the lower bound", "compares favorably with the
best known bound", a time "shorter than O(n^2)") get no cue of this wave.
"""

from __future__ import annotations

import re

import pytest

from analysis.paper_types import apparatus, plainruns, proof_guard
from analysis.paper_types.literals import _parser
from tests.planted_types import apparatus_counted
from tests.planted_types import label as _label
from tests.test_paper_types_wave39 import _unbounded_repeats

BOUND = ("We study sparse random projections. We prove a tight upper bound on the distortion "
         "as a function of the sparsity and the target dimension.")


def _mine(text: str) -> list[str]:
    return [p for p in apparatus_counted(text)
            if any(re.search(q, p.lower()) for q, _ in plainruns.EMPIRICAL)]


RUNS = [
    # group 1: an experiment named in plain words
    ("The value of the clustering analysis is illustrated with a study of internal migration "
     "within the United Kingdom.", "illustrated with a study of internal migration within"),
    ("We validate the method by performing inference tasks in a diverse set of models.",
     "validate the method by performing inference tasks in"),
    ("Tests and comparisons are presented.", "tests and comparisons are presented"),
    ("We formalized these rules, implemented them in a tool, and assessed them against a "
     "catalog of ontologies.", "assessed them against a catalog of"),
    ("The planner is firstly compared with an existing planning algorithm on the artificial "
     "Mountain Car problem.", "compared with an existing planning algorithm on the artificial"),
    ("Then a scalability study of the planner is made on the NP-hard problem of job "
     "scheduling.", "scalability study of the planner is made on"),
    ("The approach is verified by a number of computational examples.",
     "verified by a number of computational examples"),
    # group 2: an outcome against rivals
    ("Our proposed algorithms compare positively against the state-of-the-art LCD algorithm.",
     "compare positively against the state-of-the-art lcd algorithm"),
    ("Our algorithms compare positively/competitively against the state-of-the-art CGD (chain "
     "graphs via decomposition) algorithm.", "compare positively/competitively against"),
    ("Our approach performs favorably to state-of-the-art methods.",
     "performs favorably to state-of-the-art methods"),
    ("We find that the method can achieve competitive training performance while producing "
     "sparser models than current deep learning approaches.",
     "achieve competitive training performance while"),
    ("The computational time required by the proposed algorithm is always shorter as "
     "compared to other existing algorithms.", "always shorter as compared to other existing"),
]


@pytest.mark.parametrize("sentence,phrase", RUNS)
def test_a_plain_run_or_an_outcome_against_rivals_rules_out_theory_alone(sentence, phrase):
    assert _label(BOUND)[0] == "theory"
    text = f"{BOUND} {sentence}"
    assert _label(text)[0] != "theory"
    assert any(phrase in p.lower() for p in _mine(text))


LOOK_ALIKES = [
    "The theorem is illustrated with an example of a metric space.",
    "The result is illustrated with a study of the convergence of the iterates.",
    "We follow with a study of the convergence in high dimension.",
    "Hypothesis tests and comparisons of distributions are derived.",
    "Statistical tests and comparisons are derived from the asymptotic law.",
    "We validate the conjecture by proving it for all n.",
    "The estimate is assessed against the lower bound.",
    "The computational time is always shorter than O(n^2).",
    "The computational time is always shorter than that of existing algorithms by a factor of log n.",
    "Our rate compares favorably to existing methods in the worst case.",
    "The bound compares favorably with existing methods' guarantees.",
    "The algorithm performs favorably to existing methods in terms of regret bounds.",
    "We validate the theory by performing a careful asymptotic analysis.",
    "Its value is illustrated with a study of the case of two players.",
    "The estimator achieves competitive error while having lower complexity than existing estimators.",
    "The proof is verified by a number of symbolic examples.",
    "The result is illustrated by several examples.",
    "Tests and comparisons of the hypotheses are derived.",
    "The lemma is assessed against a collection of counterexamples in the worst case.",
    "A study of the convergence is made on the torus.",
    "The computational time is provably shorter than existing algorithms.",
    "We show a study of its stability within the class of smooth maps.",
]


@pytest.mark.parametrize("sentence", LOOK_ALIKES)
def test_look_alikes_stay_theory(sentence):
    text = f"{BOUND} {sentence}"
    assert _mine(text) == []
    assert _label(text)[0] == "theory"


# theory look-alikes an older cue already reads as a run: this wave adds nothing to them
OLDER = [
    "Our bound compares favorably with the best known bound.",
    "The method is compared with existing algorithms in terms of regret.",
    "The method is compared with existing algorithms in terms of sample complexity.",
    "The algorithm is compared with an existing algorithm on the class of convex problems in "
    "terms of complexity.",
    "We prove that the method compares favorably against existing methods.",
    "Theoretically, our method performs favorably to existing methods.",
]


@pytest.mark.parametrize("sentence", OLDER)
def test_look_alikes_an_older_cue_reads_are_not_this_waves(sentence):
    assert _mine(f"{BOUND} {sentence}") == []


def test_the_families_are_guarded_unfitted_and_bounded():
    patterns = {p for p, _ in plainruns.EMPIRICAL}
    assert patterns <= {p for p, _ in apparatus.EMPIRICAL}
    assert all(proof_guard._GUARDS[p] is proof_guard.DEMONSTRATION for p, _ in plainruns.PLAIN)
    assert all(proof_guard._GUARDS[p] is proof_guard.RIVAL for p, _ in plainruns.RIVALS)
    for p in patterns:
        assert all(what == "one class" for what, _ in _unbounded_repeats(_parser.parse(p))), p
