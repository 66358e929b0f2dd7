"""Issue 14, wave 43: theory words in another sense, a negation that ends at ", and", runs told in practice, at a counted scale, passively or by a study.

Planted abstracts whose right answer is known (bench/paper_types/RESULTS.md, "Issue 14,
wave 43"; none is a corpus abstract verbatim).  "proves to be much more effective" (turns
out), a characterization of built devices, "polynomial" in a tool's name, a negation whose
scope ends at ", and" and a new verb, near-optimal solutions in practice, a run on
millions of items, a comparison with "that of" rivals, a merit on data demonstrated and a
statistical study are experiments of the paper's own.  Proofs, rates, complexities, goals,
possibilities, worked examples and others' work stay what they were.  Each planted
abstract that must change is theory only without wave 43 (checked by reverting it,
RESULTS.md).
"""

from __future__ import annotations

import re

import pytest

from analysis.paper_types import apparatus, negation, practice, senses
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


# --- group 1: a theory word in another sense, on the experiment's own sentence ------------

OTHER_SENSE = [
    # "proves" = turns out, with an intensifier and a comparative
    ("We propose a grasp planner for cluttered shelves that ranks grasps by their clearance. "
     "This ranking proves to be far more reliable in terms of success rate.", "prove"),
    ("Our tracker fuses colour and depth cues. The fused tracker proved significantly "
     "superior to single-cue tracking.", "prove"),
    # a characterization of built things
    ("We present a stretchable strain gauge. We describe the modelling, prototyping and "
     "characterization of the gauges for wearable use.", "characterization"),
]


@pytest.mark.parametrize(("text", "word"), OTHER_SENSE)
def test_a_theory_word_in_another_sense_is_no_theory(text, word):
    assert not [s for s in _theory_shown(text) if word in s]
    assert _label(text)[0] != "theory"


def test_polynomial_in_a_tools_name_is_no_polynomial_time():
    text = ("A generalized polynomial chaos method is presented for predicting vehicle motion "
            "under parameter uncertainty. It is shown to be an improvement over the Askey "
            "polynomial chaos scheme and the Monte Carlo scheme.")
    assert not [s for s in _theory_shown(text) if "polynomial" in s]
    assert _label(text)[0] != "theory"


@pytest.mark.parametrize("sentence", [
    "We prove that the scheme is more efficient than the greedy rule.",
    "We prove better regret bounds for the batched setting.",
    "As well as prove better regret bounds for the batched setting.",
    "We give a complete characterization of the Nash equilibria of congestion games.",
    "We show that the problem is solvable in polynomial time.",
    "We show that the estimator is polynomial in the dimension.",
])
def test_proofs_stay_theory(sentence):
    assert _theory_shown(sentence)
    assert _label(f"{THEORY} {sentence}")[0] == "theory"


# --- group 2: a negation whose scope ends at ", and" and a finite verb --------------------

def test_a_negation_ends_at_and_a_new_verb():
    text = ("In this work we characterize the instability of fast style transfer networks. Our "
            "networks do not require optical flow at test time, and produce high quality "
            "stylized videos in real-time.")
    kind, evidence = _label(text)
    assert kind != "theory"
    assert "produce high quality" in evidence.lower()
    low = clean_text(text).lower()
    start = low.index("test time")
    assert negation.negator(low, start, 0)              # without the match's end: negated
    assert not negation.negator(low, start, 0, low.index("videos") + 6)


@pytest.mark.parametrize("sentence", [
    "Our networks do not require optical flow at test time and stylized videos.",
    "The method does not require tests on videos, and thus no benchmark videos.",
    "We do not run experiments on benchmark data sets.",
])
def test_a_negation_without_a_new_verb_keeps_its_scope(sentence):
    text = f"{THEORY} {sentence}"
    cues = find_cues(clean_text(text)).cues
    assert not [c for c in cues if c.side == "empirical" and c.weight > 0 and c.tag == "experiment"]
    assert _label(text)[0] == "theory"


# --- group 3: runs told in practice, at a counted scale, passively or by a study ---------

PRACTICED = [
    # near-optimal solutions in practice
    ("Furthermore, we show that the rounding scheme gives near-optimal schedules for the "
     "relaxation in practice.", "near-optimal schedules for the relaxation in practice"),
    # an own method's outcome in practice
    ("Our samplers are simple to implement and work well in practice.",
     "our samplers are simple to implement and work well in practice"),
    ("We further demonstrate that the clipped estimators are more stable than plain ones in "
     "practice.", "we further demonstrate that the clipped estimators are more stable"),
    # a run at a counted scale
    ("We study the sampler by training a 50-topic model on 2.5M news articles in one pass.",
     "training a 50-topic model on 2.5m news articles"),
    ("A distributed variant enables scaling to graphs with over 200 million vertices.",
     "scaling to graphs with over 200 million vertices"),
    # a passive comparison with rivals' figures
    ("The accuracy of the solver is compared to that of several existing solvers on "
     "image classification problems.", "compared to that of several existing solvers"),
    # a passive demonstration on data
    ("Its usefulness on simulated and real sensor recordings is illustrated.",
     "usefulness on simulated and real sensor recordings is illustrated"),
    # a study named as such
    ("An exhaustive statistical study with different numbers of agents demonstrates that the "
     "rule keeps the team connected.", "statistical study with different numbers of agents"),
    ("A systematic study over several swarm sizes reveals that the rule keeps connectivity.",
     "systematic study over several swarm sizes reveals"),
]


@pytest.mark.parametrize(("sentence", "phrase"), PRACTICED)
def test_a_practiced_run_rules_out_theory_alone(sentence, phrase):
    text = f"{THEORY} {sentence}"
    assert _label(THEORY)[0] == "theory"
    kind, evidence = _label(text)
    assert kind != "theory"
    assert phrase in evidence.lower()


LOOK_ALIKES = [
    # proofs and bounds with the same words
    "We show that the rounding scheme gives near-optimal schedules with high probability.",
    "We prove that greedy selection finds near-optimal solutions.",
    "Its performance on random instances is shown to be optimal.",
    "Its effectiveness on sparse data is shown theoretically.",
    "A thorough study of the problem shows that it is NP-hard.",
    "The error is compared to that of the optimal estimator.",
    # others' tools in practice, a bound in practice
    "Stochastic gradient methods usually work well in practice, and we explain why.",
    "We prove that the algorithms commonly used in practice converge.",
    "We find that the bound is tight in practice.",
    # possibilities, goals
    "Scaling to millions of documents is possible with stochastic updates.",
    "The method can scale to millions of users.",
    "Our aim is to scale to billions of edges.",
    # others' work
    "Prior work has shown that greedy selection provides almost optimal solutions in practice.",
    # a count without a run
    "The bound holds for graphs with n vertices and m edges.",
]


@pytest.mark.parametrize("sentence", LOOK_ALIKES)
def test_look_alikes_of_the_practiced_runs_are_no_experiment(sentence):
    text = f"{THEORY} {sentence}"
    assert [p for p in apparatus_counted(text)
            if any(re.search(q, p.lower()) for q, _ in practice.EMPIRICAL)] == []
    assert _label(text)[0] == "theory"


def test_the_families_are_transparent_unfitted_and_bounded():
    patterns = {p for p, _ in practice.EMPIRICAL}
    assert patterns <= {p for p, _ in apparatus.EMPIRICAL}
    cues = find_cues(clean_text(f"{THEORY} {PRACTICED[3][0]}")).cues
    run = [c for c in cues if c.side == "empirical" and "2.5m" in c.shown().lower()]
    assert run and all(c.key in UNFITTED for c in run)
    for p in patterns | set(senses.MASKS[-4:]):
        assert all(what == "one class" for what, _ in _unbounded_repeats(_parser.parse(p))), p
        assert all(int(w) <= 120 for w in re.findall(r"\{\d*,(\d+)\}", p))
        assert all(int(w) <= 12 for w in re.findall(r"\)\{\d*,(\d+)\}", p))
