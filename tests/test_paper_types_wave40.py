"""Issue 14, wave 40: "prove" whose subject is a run, and validation by simulation or tests on data.

Planted abstracts whose right answer is known (bench/paper_types/RESULTS.md, "Issue 14,
wave 40"): a "prove" whose subject is trials, experiments, tests, measurements, a prototype
or results of a run ("Twelve field trials on two vessels prove ...", "To prove the
superiority ..., results with ... are shown") is a run's outcome, not a proof: it does not
count for theory, and it is the paper's own experiment.  Validation by simulating ("We
validate the analysis by simulating ...") and tests that show on data ("our tests indicate
... for most of the data sets") are experiments too.  "We prove that the bound is tight",
"our results prove that ..." and a run that "proves hard" stay what they were.  Each
planted abstract is theory only without wave 40 (checked by reverting it, RESULTS.md).
"""

from __future__ import annotations

import re

import pytest

from analysis.paper_types import apparatus, proving
from analysis.paper_types.cues import find_cues
from analysis.paper_types.literals import _parser
from analysis.paper_types.model import UNFITTED
from analysis.text import clean_text
from tests.planted_types import THEORY, apparatus_counted
from tests.planted_types import label as _label
from tests.test_paper_types_wave39 import _unbounded_repeats

# a robotics abstract with a proof and a "prove" of a run (none of the corpus's verbatim)
RUN_PROVES = [
    ("Twelve field trials on two survey vessels prove the reliability of the docking manoeuvre.",
     "trials on two survey vessels prove"),
    ("Experiments with a quadrotor in windy conditions proved the repeatability of the landing.",
     "experiments with a quadrotor in windy conditions proved"),
    ("To prove the advantages of the design, results on a legged robot under load are "
     "reported.", "to prove the advantages of the design, results on a legged robot"),
    ("Measurements on the prototype prove the accuracy of the model.",
     "measurements on the prototype prove"),
    ("Experimental results are presented to prove the feasibility of the gait.",
     "experimental results are presented to prove"),
]


def _theory_cues(text: str) -> list[tuple[str, float, str]]:
    return [(c.shown(), c.weight, c.note) for c in find_cues(clean_text(text)).cues
            if c.side == "theory" and c.shown().lower().startswith("prov")]


@pytest.mark.parametrize(("sentence", "phrase"), RUN_PROVES)
def test_a_prove_whose_subject_is_a_run_is_its_outcome_not_a_proof(sentence, phrase):
    text = f"{THEORY} {sentence}"
    assert _label(THEORY)[0] == "theory"
    proves = _theory_cues(text)
    assert proves and all(w == 0.0 and n == "a run's outcome" for _, w, n in proves)
    kind, evidence = _label(text)
    assert kind != "theory"
    assert phrase in evidence.lower()


def test_a_run_that_proves_is_the_only_evidence_gives_an_empirical_label():
    # the miss of iros2017:8206510, told otherwise: no proof at all, a run that "proves"
    text = ("This paper pairs a small aerial robot with a surface vessel for rescue at sea. "
            "Twenty autonomous docking trials in three harbours prove the first working "
            "visual guidance of the vessel by the aerial robot.")
    kind, evidence = _label(text)
    assert kind == "empirical"
    assert "trials in three harbours prove" in evidence.lower()


@pytest.mark.parametrize("sentence", [
    "We prove that the bound is tight.",
    "Our results prove that the controller is passive.",
    "These results prove that no algorithm attains sublinear regret.",
    "To prove the convergence of the scheme, we use a Lyapunov function.",
    # a passive: a proof about the tests, not tests that prove
    "The proposed tests are proved to be consistent against all alternatives.",
])
def test_a_proof_stays_a_proof(sentence):
    text = f"{THEORY} {sentence}"
    assert _label(text)[0] == "theory"
    assert all(n != "a run's outcome" for _, _, n in _theory_cues(text))
    assert apparatus_counted(text) == []


def test_tight_bound_keeps_its_full_theory_weight():
    proves = [c for c in find_cues(clean_text("We prove that the bound is tight.")).cues
              if c.side == "theory"]
    assert proves and all(c.weight > 0 and c.note == "" for c in proves)


OWN_VALIDATION = [
    # validated by simulating (the verb, not the noun)
    ("We validate the analysis by simulating peg insertion tasks with unknown friction.",
     "validate the analysis by simulating"),
    ("The theory is confirmed through simulating a swarm of forty robots.",
     "confirmed through simulating"),
    # tests that show, a result over most of the data sets
    ("Our computational tests indicate that the solver scales, finding optimal trees for "
     "most of the data sets.", "our computational tests indicate"),
    ("The learner recovers the true structure for most of the data sets.",
     "for most of the data sets"),
]


@pytest.mark.parametrize(("sentence", "phrase"), OWN_VALIDATION)
def test_validation_by_simulation_or_tests_on_data_rules_out_theory_alone(sentence, phrase):
    kind, evidence = _label(f"{THEORY} {sentence}")
    assert kind != "theory"
    assert phrase in evidence.lower()


@pytest.mark.parametrize("sentence", [
    # simulating as sampling, a statistical test, a test of a hypothesis-testing paper
    "We validate the sampler by simulating from the posterior.",
    "Hypothesis tests indicate nothing about the rate.",
    "Our tests are consistent against all alternatives.",
    "These experiments prove hard for existing planners.",
])
def test_look_alikes_of_the_families_are_no_experiment(sentence):
    assert proving.EMPIRICAL  # (the families are loaded)
    assert [p for p in apparatus_counted(f"{THEORY} {sentence}")
            if any(re.search(q, p.lower()) for q, _ in proving.EMPIRICAL)] == []


def test_the_families_are_transparent_unfitted_and_bounded():
    patterns = {p for p, _ in proving.EMPIRICAL}
    assert patterns <= {p for p, _ in apparatus.EMPIRICAL}
    cues = find_cues(clean_text(f"{THEORY} {RUN_PROVES[0][0]}")).cues
    run = [c for c in cues if c.side == "empirical" and "prove" in c.shown().lower()]
    assert run and all(c.key in UNFITTED for c in run)
    # every unbounded repeat over one character class (a word), every gap at most 120
    # characters or 8 words: linear time on repeated fragments (bench/paper_types/hostile.py)
    for p in patterns | {proving._SUBJECT_BEFORE.pattern, proving._SUBJECT_AFTER.pattern}:
        assert all(what == "one class" for what, _ in _unbounded_repeats(_parser.parse(p))), p
        assert all(int(w) <= 120 for w in re.findall(r"\{\d*,(\d+)\}", p))
        assert all(int(w) <= 8 for w in re.findall(r"\)\{\d*,(\d+)\}", p))
