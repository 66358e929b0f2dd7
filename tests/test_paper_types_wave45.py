"""Issue 14, wave 45: an outcome against rivals by quality or time, an outcome of the own method on a task or a robot, a study of people.

Planted abstracts whose right answer is known (bench/paper_types/RESULTS.md, "Issue 14,
wave 45"; none is a corpus abstract verbatim).  Each planted run rules theory alone out;
competitive ratios, bounds comparable to bounds, polynomial time, theorems about robots'
dynamics, "human-level" and models of people stay theory.  Each planted abstract that must
change is theory only without wave 45 (checked by reverting it, RESULTS.md).
"""

from __future__ import annotations

import re

import pytest

from analysis.paper_types import apparatus, contests, proof_guard, theory_words
from analysis.paper_types.cues import find_cues
from analysis.paper_types.literals import _parser
from analysis.paper_types.model import UNFITTED
from analysis.text import clean_text
from tests.planted_types import apparatus_counted
from tests.planted_types import label as _label
from tests.test_paper_types_wave39 import _unbounded_repeats

BOUND = ("We study sparse random projections. We prove a tight upper bound on the distortion "
         "as a function of the sparsity and the target dimension.")

RUNS = [
    # group 1: an outcome against rivals, by quality or time
    ("As a consequence, the kernel approach easily finds the clique in large graphs and is "
     "competitive with the state-of-the-art.", "is competitive with the state-of-the-art"),
    ("The proposed solver remains highly competitive with existing exact methods.",
     "remains highly competitive with existing exact methods"),
    ("The method achieves two orders of magnitude speedup compared to the state of the art.",
     "two orders of magnitude speedup compared to the state of the art"),
    ("We also show that the sketch significantly outperforms uniform sampling in practical "
     "settings with heavy tails.", "outperforms uniform sampling in practical settings"),
    ("We demonstrate that the heuristic solves the routing problem in seconds.",
     "solves the routing problem in seconds"),
    ("Its surplus is close to that of the integer program run with a 12 hour time limit.",
     "12 hour time limit"),
    # group 2: an outcome of the own method on a task's measure or a robot
    ("Updating the estimate during training leads to improved classification rates.",
     "leads to improved classification rates"),
    ("We use the quadruped robot Laika and its learned gait controller as a testbed.",
     "we use the quadruped robot laika and its learned gait controller as a testbed"),
    # group 3: a study of people
    ("We compare human behavior to a variety of models of sequential choice.",
     "compare human behavior to"),
    ("Subjects' choices are best captured by a forgetful learning rule.", "subjects' choices"),
    ("Twenty sessions were run with human participants.", "human participants"),
    ("In all, 24 participants completed the reaching task.", "24 participants completed"),
    ("Participants were asked to rate each image.", "participants were asked"),
    ("A behavioural experiment confirms the predicted bias.", "behavioural experiment"),
    ("We ran a behavioral experiment with 30 people.", "we ran a behavioral experiment"),
]


@pytest.mark.parametrize(("sentence", "phrase"), RUNS)
def test_a_run_against_rivals_on_a_task_or_with_people_rules_out_theory_alone(sentence, phrase):
    assert _label(BOUND)[0] == "theory"
    kind, evidence = _label(f"{BOUND} {sentence}")
    assert kind != "theory"
    assert phrase in evidence.lower()
    # this wave's cue is what counts (7 of these are no longer theory by older cues too:
    # lexicon's "competitive with", "order of magnitude", "participants", studies)
    counted = [p for p in apparatus_counted(f"{BOUND} {sentence}")
               if any(re.search(q, p.lower()) for q, _ in contests.EMPIRICAL)]
    assert any(phrase in p.lower() for p in counted), counted


LOOK_ALIKES = [
    # competitive ratios, bounds against bounds
    "The algorithm is 2-competitive and the competitive ratio is optimal.",
    "Our bound is competitive with the best known bounds.",
    "The rate is comparable to the lower bound.",
    "Our guarantee is competitive with existing methods in terms of regret.",
    "This gives an order of magnitude improvement in regret over existing algorithms.",
    # time as a complexity claim
    "We solve the problem in polynomial time.",
    "The algorithm terminates in O(n log n) time.",
    "We prove that the solver converges in seconds on any instance.",
    "The planner computes the optimal policy in time linear in the horizon.",
    "We explain why greedy methods outperform exact ones in practical settings.",
    # an outcome that is a theorem's
    "We prove that minimizing the bound leads to improved classification accuracy.",
    "The tighter bound leads to improved generalization bounds.",
    # robots' dynamics in a theorem
    "We use the dynamics of a bipedal robot as an example of a hybrid system.",
    "We use a planar robot model as an example.",
    "We prove stability of the bipedal robot's gait.",
    "We use a differential drive robot as an example of a nonholonomic system.",
    # humans in another sense, models of people
    "The agent attains human-level performance in the limit.",
    "We propose a model of human behavior in repeated games.",
    "The allocation is subject to budget constraints.",
    "We study an auction with n participants and prove that it is truthful.",
    "Each of the 3 participants was asked to submit a bid, and we prove the auction is truthful.",
    "Psychological studies have shown that people are loss averse.",
    "If the subjects' choices are rational, the equilibrium is unique.",
    "We model subjects' choices as noisy best responses.",
    "In our model, participants were asked nothing and act myopically.",
]


@pytest.mark.parametrize("sentence", LOOK_ALIKES)
def test_look_alikes_stay_theory(sentence):
    text = f"{BOUND} {sentence}"
    assert [p for p in apparatus_counted(text)
            if any(re.search(q, p.lower()) for q, _ in contests.EMPIRICAL)] == []
    assert _label(text)[0] == "theory"


# look-alikes an older cue already reads as a run (lexicon's bare "competitive with", "order of
# magnitude smaller", "outperforms"; the same label at 14f1104): this wave's cues stay silent
OLDER_CUES = [
    "The online algorithm is competitive with the optimal offline algorithm.",
    "We prove that the estimator is competitive with the state-of-the-art.",
    "The sample complexity is an order of magnitude smaller than that of existing methods.",
    "We prove that the greedy rule outperforms uniform sampling in practical settings.",
    "We show theoretically that early stopping leads to lower test error.",
    "Our analysis shows that larger margins lead to lower test error.",
]


@pytest.mark.parametrize("sentence", OLDER_CUES)
def test_look_alikes_an_older_cue_reads_are_not_this_waves(sentence):
    assert [p for p in apparatus_counted(f"{BOUND} {sentence}")
            if any(re.search(q, p.lower()) for q, _ in contests.EMPIRICAL)] == []


def test_the_families_are_guarded_transparent_unfitted_and_bounded():
    patterns = {p for p, _ in contests.EMPIRICAL}
    assert patterns <= {p for p, _ in apparatus.EMPIRICAL}
    assert all(proof_guard._GUARDS[p] is (contests.CLOCKED if (p, w) in contests._CLOCKS  # wave 46: predicted
                                          else theory_words.PREDICTED_RIVAL if p in theory_words._PRACTICAL
                                          else proof_guard.RIVAL)
               for p, w in contests.RIVALLED)  # wave 45's reader: clocks read by CLOCKED
    assert all(proof_guard._GUARDS[p] is contests.IMPROVED_GUARD for p, _ in contests.IMPROVED)
    assert all(proof_guard._GUARDS[p] is contests.PEOPLE for p, _ in contests.PEOPLE_PATTERNS)
    cues = find_cues(clean_text(f"{BOUND} {RUNS[0][0]}")).cues
    run = [c for c in cues if c.side == "empirical" and "competitive with the" in c.shown().lower()]
    assert run and all(c.key in UNFITTED for c in run)
    for p in patterns:
        assert all(what == "one class" for what, _ in _unbounded_repeats(_parser.parse(p))), p
