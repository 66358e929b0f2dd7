"""Issue 14, wave 41b: theory cues in another sense, and runs reported as evaluations or illustrations.

Planted abstracts whose right answer is known (bench/paper_types/RESULTS.md, "Issue 14,
wave 41b"; none is a corpus abstract verbatim).  A theory cue that fires on the sentence of
an experiment, in another sense ("photometric consistency", a characterization performed,
"proved not suitable", a framework "that has become standard"), does not count; a passive
evaluation on a count of data sets, a comparison against named rival methods, an
illustration that reports a comparison and a practical improvement in a measured time are
experiments of the paper's own.  Proofs, consistency of estimators, characterizations of
sample complexity, worked examples with no outcome and comparisons of bounds stay what they
were.  Each planted abstract that must change is theory only without wave 41b (checked by
reverting it, RESULTS.md).
"""

from __future__ import annotations

import re

import pytest

from analysis.paper_types import apparatus, reports, senses
from analysis.paper_types.cues import find_cues
from analysis.paper_types.literals import _parser
from analysis.paper_types.model import UNFITTED
from analysis.text import clean_text
from tests.planted_types import THEORY, apparatus_counted
from tests.planted_types import label as _label
from tests.test_paper_types_wave39 import _unbounded_repeats


def _theory_shown(text: str) -> list[str]:
    return [c.shown().lower() for c in find_cues(clean_text(text)).cues
            if c.side == "theory" and c.weight > 0]


# --- group 1: a theory cue in another sense, on the experiment's own sentence -------------

OTHER_SENSE = [
    # a consistency of looks, not of an estimator
    ("We present a fast method to improve the photometric consistency of a set of aerial "
     "images. We report temporal consistency results on long street-level video sequences.",
     "consistency"),
    # a characterization carried out: a method's behaviour measured
    ("We propose a new variant of the vehicle routing problem for environmental monitoring. "
     "We conduct a thorough characterization of the planner to check its correctness and its "
     "applicability to estimating a pollution field.", "characterization"),
    # "proved" = turned out, unfit for use
    ("This work assesses two grasp strategies for a soft hand. The impedance strategy proved "
     "not suitable for deployment, while the hybrid strategy gave a firm grasp.", "prove"),
    # an established framework the paper works in
    ("We cast cooperative lifting by several robots into a mathematical framework that has "
     "become standard for multi-robot planning.", "mathematical framework"),
]


@pytest.mark.parametrize(("text", "word"), OTHER_SENSE)
def test_a_theory_word_in_another_sense_is_no_theory(text, word):
    assert not [s for s in _theory_shown(text) if word in s]
    assert _label(text)[0] != "theory"


@pytest.mark.parametrize("sentence", [
    "We prove that the estimator is consistent.",
    "We establish consistency of the MLE under misspecification.",
    "We show statistical consistency of the spectral clustering procedure.",
    "We characterize the sample complexity of learning halfspaces.",
    "We give a complete characterization of the optimal policies.",
    "The closed loop is proved to be stable.",
    "It is proved under suitable conditions that the iterates converge.",
    "The problem has been proven NP-hard.",
    "We develop a mathematical framework for cooperative lifting.",
    "We study both swarms using a common mathematical framework.",
])
def test_proofs_and_consistency_of_estimators_stay_theory(sentence):
    # (a theory cue still counts in the sentence; "has been proven" alone is prior work)
    assert _theory_shown(sentence)
    assert _label(f"{THEORY} {sentence}")[0] == "theory"


def test_the_masks_keep_the_estimators_consistency_cue():
    shown = _theory_shown("This note studies the consistency of the MLE under misspecification.")
    assert any("consistency of" in s for s in shown)
    shown = _theory_shown("We give a complete characterization of the optimal policies.")
    assert any("characterization" in s for s in shown)


# --- group 2 (and the runs behind group 1): reported runs ---------------------------------

REPORTED = [
    # a passive evaluation on a count of data sets
    ("The resulting kernel is then assessed as a tool for clustering for four distinct "
     "data-sets.", "is then assessed as a tool for clustering for four distinct data-sets"),
    # named rivals compared
    ("We also report the filters' outputs and show that they are far more stable compared "
     "with other trackers such as the EKF and the UKF.",
     "compared with other trackers such as"),
    # an illustration that reports a comparison
    ("We illustrate the new sampler on a lattice spin model and show that it yields far more "
     "accurate magnetisation estimates than standard Gibbs sampling.",
     "illustrate the new sampler on a lattice spin model"),
    # a practical improvement in a measured time
    ("We observe a practical speed-up in the runtime of the search in three illustrative "
     "domains.", "observe a practical speed-up in the runtime"),
    # a characterization carried out
    ("We perform an extensive characterization of the controller to verify its correctness.",
     "perform an extensive characterization of the controller"),
]


@pytest.mark.parametrize(("sentence", "phrase"), REPORTED)
def test_a_reported_run_rules_out_theory_alone(sentence, phrase):
    text = f"{THEORY} {sentence}"
    assert _label(THEORY)[0] == "theory"
    kind, evidence = _label(text)
    assert kind != "theory"
    assert phrase in evidence.lower()


def test_an_illustration_with_a_comparison_is_the_only_experiment():
    # the miss of nips2000:4c97278a45, told otherwise: a derivation and an illustration
    text = ("We show that the message passing updates are fixed points of a region free "
            "energy and prove that they converge on trees. We illustrate the new sampler on "
            "a lattice spin model and show that it yields far more accurate magnetisation "
            "estimates than standard Gibbs sampling.")
    assert _label(text)[0] == "both"


@pytest.mark.parametrize("sentence", [
    # a worked example with no outcome, a comparison of bounds, a possibility, bounds compared
    "We illustrate the result on a simple example.",
    "We illustrate the theorem on a toy chain and show that the bound is tighter than before.",
    "We illustrate the method on a grid graph and show that its mixing is faster than Gibbs.",
    "The bound can be evaluated on several data sets.",
    "Our guarantee is stronger compared with other bounds such as the PAC-Bayes bound.",
    # a contrast that opens a sentence, guarantees compared (read on the 61k)
    "Compared to standard filters like the EKF, the proposed estimator uses the whole density.",
    "It finds paths with stricter feasibility guarantees, compared to other planners, such as A*.",
    "This yields improved running time bounds.",
    "We obtain a practical improvement in the running time bound.",
])
def test_look_alikes_of_the_reports_are_no_experiment(sentence):
    assert reports.EMPIRICAL
    assert [p for p in apparatus_counted(f"{THEORY} {sentence}")
            if any(re.search(q, p.lower()) for q, _ in reports.EMPIRICAL)] == []


def test_the_families_are_transparent_unfitted_and_bounded():
    patterns = {p for p, _ in reports.EMPIRICAL}
    assert patterns <= {p for p, _ in apparatus.EMPIRICAL}
    cues = find_cues(clean_text(f"{THEORY} {REPORTED[0][0]}")).cues
    run = [c for c in cues if c.side == "empirical" and "assessed" in c.shown().lower()]
    assert run and all(c.key in UNFITTED for c in run)
    # every unbounded repeat over one character class (a word), every gap at most 120
    # characters or 8 words: linear time on repeated fragments (bench/paper_types/hostile.py)
    for p in patterns | set(senses.MASKS):
        assert all(what == "one class" for what, _ in _unbounded_repeats(_parser.parse(p))), p
        assert all(int(w) <= 120 for w in re.findall(r"\{\d*,(\d+)\}", p))
        assert all(int(w) <= 8 for w in re.findall(r"\)\{\d*,(\d+)\}", p))
