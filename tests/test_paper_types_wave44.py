"""Issue 14, wave 44: a bound checked against a run, an evaluation told by its apparatus, a title that names its experiment, theory words in another sense.

Planted abstracts whose right answer is known (bench/paper_types/RESULTS.md, "Issue 14,
wave 44"; none is a corpus abstract verbatim).  An own bound complemented with empirical
data or validated against a run, results evaluated by tests on a device, an empirical
example, a title naming "Experimental Results" or "Theory and Experiments", "tight" of a
constraint or a computed region, a main contribution that is an act of building: each
rules theory alone out or removes a theory word in another sense.  Proofs, conjectures,
counterexamples, lower bounds, theory titles and theorems' tightness stay theory.  Each
planted abstract that must change is theory only without wave 44 (checked by reverting it,
RESULTS.md).
"""

from __future__ import annotations

import re

import pytest

from analysis.paper_types import apparatus, checks, senses, titles
from analysis.paper_types.classify import classify_text
from analysis.paper_types.cues import find_cues
from analysis.paper_types.literals import _parser
from analysis.paper_types.model import UNFITTED
from analysis.text import clean_text
from tests.planted_types import apparatus_counted
from tests.planted_types import label as _label
from tests.test_paper_types_wave39 import _unbounded_repeats

BOUND = ("We study sparse random projections. We prove a tight upper bound on the distortion "
         "as a function of the sparsity and the target dimension.")


def _titled(text: str, title: str) -> tuple[str, str]:
    kind, evidence, _ = classify_text(clean_text(text), title, text)
    return kind, evidence


# --- groups 1 and 2: a bound checked against a run; an evaluation told by its apparatus -----

CHECKED = [
    ("We complement the upper bound with empirical data showing that the constants are "
     "small.", "we complement the upper bound with empirical data"),
    ("We also supplement our analysis with real-world evidence.",
     "supplement our analysis with real-world evidence"),
    ("The derived bounds are verified by contrasting them with the distortion seen in "
     "practice.", "the derived bounds are verified by contrasting them with the distortion seen in"),
    ("The predicted rates are confirmed against the convergence observed in practice.",
     "the predicted rates are confirmed against the convergence observed"),
    ("In addition to the derivation, we validate the proposed bounds through a reaching task "
     "performed by a simulated arm.", "validate the proposed bounds through a reaching task"),
    ("Our results are evaluated by tests on the rover prototype built for the mission.",
     "are evaluated by tests on the"),
    ("An empirical example shows that the filter speeds up the query by a factor of three.",
     "an empirical example shows"),
]


@pytest.mark.parametrize(("sentence", "phrase"), CHECKED)
def test_a_check_against_a_run_rules_out_theory_alone(sentence, phrase):
    assert _label(BOUND)[0] == "theory"
    kind, evidence = _label(f"{BOUND} {sentence}")
    assert kind != "theory"
    assert phrase in evidence.lower()


LOOK_ALIKES = [
    # a theorem's checks, conjectures, counterexamples
    "We validate the conjecture of Erdos for all sparse graphs.",
    "The bound is verified by a direct calculation.",
    "We verify the bound by proving a lemma on the input distribution.",
    "The bounds are validated by the theorem of the previous section.",
    "We check the results against the known bounds.",
    "We complement the upper bound with a matching lower bound.",
    "We complement our results with a lower bound on data-dependent complexity.",
    "The results are confirmed by the data processing inequality.",
    "An example shows that the condition is necessary.",
    # a condition or a setting between the check and a run's word (no run)
    "We verify the bound in the regime where the data are sparse.",
    "We confirm our predictions in the case when the data are heavy-tailed.",
    "Our results are supported by the observation that the task is hard.",
    "The bound is compared to the minimax rate.",
    # tightness of a theorem
    "The bound is tight.",
    "We establish the tightness of the bound.",
    "The tightness of the relaxation is established.",
    "We give tight estimates of the regret.",
    "We prove that the constraint is tight at the optimum.",
    # main results and contributions that are theorems
    "Our main results show that the estimator is consistent.",
    "The main contribution is the derivation of the upper bound.",
    "The main contribution is the analysis of the projection.",
]


@pytest.mark.parametrize("sentence", LOOK_ALIKES)
def test_look_alikes_of_the_checks_stay_theory(sentence):
    text = f"{BOUND} {sentence}"
    assert [p for p in apparatus_counted(text)
            if any(re.search(q, p.lower()) for q, _ in checks.EMPIRICAL)] == []
    assert _label(text)[0] == "theory"


def test_a_proof_in_its_own_clause_makes_a_check_a_theorems():
    # a proof's word in the check's own clause: a theorem's check, no run
    text = f"{BOUND} As we prove in the appendix the bounds are validated by the distortion observed."
    assert _label(text)[0] == "theory"
    # a proof in an earlier clause: the check is a run
    text = f"{BOUND} We prove the bounds, and validate them... The bounds are verified through simulations."
    assert _label(text)[0] != "theory"


# --- group 2: a title that names its experiment ------------------------------------------

@pytest.mark.parametrize("title", [
    "Learning Sparse Projections: Search Methods and Experimental Results",
    "Sparse Random Projections: Theory and Experiments",
    "An Experimental Study of Sparse Random Projections",
    "An Empirical Evaluation of Sparse Random Projections",
])
def test_a_title_naming_an_experiment_rules_out_theory_alone(title):
    assert _titled(BOUND, "Sparse Random Projections")[0] == "theory"
    kind, evidence = _titled(BOUND, title)
    assert kind != "theory"
    assert "title:" in evidence


@pytest.mark.parametrize("title", [
    "A Theory of Learning with Experiments", "Experiments in Theory",
    "Optimal Experimental Design for Linear Bandits", "Regret Bounds for the Design of Experiments",
    "Identification in Natural Experiments: Theory", "Theory of Deep Learning",
    "Experimental Design and Analysis of Bandits",
])
def test_titles_of_theories_stay_theory(title):
    assert _titled(BOUND, title)[0] == "theory"


def test_a_title_never_adds_theory():
    text = ("We build a gripper and report experiments on a real robot. Experiments show that "
            "grasp success rises.")
    assert _titled(text, "A Theory of Grasping")[0] == _titled(text, "Grasping")[0]


# --- group 3: theory words in another sense -----------------------------------------------

OTHER_SENSE = [
    ("We propose a segmentation prior. The tightness of our normal constraint can be changed "
     "giving better control over the shapes.", "tight"),
    ("The gripper design permits suction on surfaces that may prohibit tight seals.", "tight"),
    ("We combine barrier functions with Lyapunov methods to achieve tight estimation of the "
     "true region of attraction.", "tight"),
    ("We present a steering method for a rover. The main contribution is the consideration of "
     "velocity limits on the steering units.", "main contribution"),
    ("Our main contribution is the introduction of a new two-point algorithm for plane "
     "extraction.", "main contribution"),
]


@pytest.mark.parametrize(("text", "word"), OTHER_SENSE)
def test_a_theory_word_in_another_sense_is_no_theory(text, word):
    shown = [c.shown().lower() for c in find_cues(clean_text(text)).cues
             if c.side == "theory" and c.weight > 0]
    assert not [s for s in shown if word in s]
    assert _label(text)[0] != "theory"


def test_the_families_are_transparent_unfitted_and_bounded():
    patterns = {p for p, _ in checks.EMPIRICAL}
    assert patterns <= {p for p, _ in apparatus.EMPIRICAL}
    cues = find_cues(clean_text(f"{BOUND} {CHECKED[0][0]}")).cues
    run = [c for c in cues if c.side == "empirical" and "complement" in c.shown().lower()]
    assert run and all(c.key in UNFITTED for c in run)
    assert titles.KEYS <= UNFITTED
    for p in patterns | set(senses.MASKS[-3:]) | {p for p, _ in titles.PATTERNS}:
        assert all(what == "one class" for what, _ in _unbounded_repeats(_parser.parse(p))), p
        assert all(int(w) <= 12 for w in re.findall(r"\)\{\d*,(\d+)\}", p))
