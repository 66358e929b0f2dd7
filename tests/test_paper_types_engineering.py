"""Issue 14: no theory label without a proved result, nor beside an experiment of the paper's
own, on robotics, vision and learning-theory abstracts (``analysis.paper_types.engineering``).

Planted abstracts whose right answer is known; each failed on the classifier before issue 14.
"""

from __future__ import annotations

import pytest

from analysis.paper_types import classify_text
from analysis.paper_types import engineering as eng
from analysis.paper_types.rules import score_text
from analysis.text import clean_text
from tests.test_paper_types import assert_gated_finds_every_match


def _label(text: str, title: str = "") -> tuple[str, str]:
    kind, evidence, _ = classify_text(clean_text(text), clean_text(title), text)
    return kind, evidence


# A computed quantity, a heuristic's plan, a theorem used as a tool, a device measured:
# no proved result, so never theory.
NO_PROVED_RESULT = [
    # a bound the algorithm computes (ICRA, collision checking)
    "We present a fast collision checking algorithm for collaborative robot arms that work in "
    "close proximity. We formulate forward kinematics and the separating distance function using "
    "Taylor models, and then compute their tight bounds for determining interference between "
    "robot arms.",
    # the near-optimal schedule a heuristic generates
    "A genetic algorithm embedded search strategy over a hybrid Petri net is proposed for wafer "
    "fabrication. A better chromosome found by the genetic algorithm is received by the schedule "
    "builder, and then a near-optimal schedule is generated.",
    # a named theorem used as a tool
    "We present a technique for approximating the net displacement of a locomoting system over a "
    "gait. We develop the body velocity integral, which is computable over a gait as a volume "
    "integral via Stokes's theorem.",
    # "tight" in the physical sense
    "We present a planner for mobile manipulators that must move in tight spaces. The planner "
    "builds a roadmap of grasps and places the arm with a tight enclosure of its links.",
    # consistency a method enforces
    "We present an approach to scalable mapping. We split the separators connecting subgraphs and "
    "then enforce consistency of the separators in different subgraphs using hard constraints.",
    # a device characterised
    "We introduce a soft spine-like manipulator made of rigid and soft elements. The initial "
    "design, material selection, synthesis, and characterization of this robot are presented.",
    # "it will be shown" of a design property
    "We propose a method for implementing a rotational nonlinear spring with a cam and a linear "
    "spring. It will be shown that profiles with positive and negative values can be implemented "
    "by the proposed mechanism.",
]


@pytest.mark.parametrize("text", NO_PROVED_RESULT)
def test_a_computed_bound_a_plan_or_a_tool_theorem_is_no_theory(text):
    kind, evidence = _label(text)
    assert kind != "theory", evidence
    assert kind in ("empirical", "unclear")


# An experiment of the paper's own, told in engineering words: never theory alone.
OWN_EXPERIMENT = [
    # methods compared with other methods
    ("We prove that the value of the receding horizon paths produced by the proposed methods has "
     "a guaranteed lower bound. We compare these receding horizon methods that incorporate a "
     "terminal cost to related receding horizon methods that do not incorporate a terminal cost.",
     "compare these receding horizon methods"),
    ("We prove that our anytime algorithm is complete. We compare our algorithm MAPF-LNS against "
     "a range of existing work on multi-agent path finding.", "compare our algorithm"),
    # a human-subject study
    ("We prove that the virtual fixtures are passive. Through the human subject study, we "
     "demonstrate the proposed framework is intuitive and easy to use.", "human subject study"),
    # results on real and synthetic sequences
    ("We prove that the color tracking model converges to a local optimum. Results from "
     "synthetic and real sequences are presented to demonstrate the proposed concept.",
     "Results from synthetic and real sequences"),
    # a measured comparison with rival systems
    ("We prove that the decomposition is exactly sparse. While our approach is currently slower "
     "than competitors, it is more accurate than other memory efficient alternatives.",
     "more accurate than other"),
    # an implementation put to work
    ("Our inference rules are proved sound and refutationally complete. Our method has been "
     "implemented in C++ and successfully proved over fifty complex examples that fail with "
     "well-known theorem provers.", "implemented in C++"),
]


@pytest.mark.parametrize(("text", "phrase"), OWN_EXPERIMENT)
def test_an_experiment_in_engineering_words_rules_out_theory_alone(text, phrase):
    kind, evidence = _label(text)
    assert kind == "both", evidence
    assert phrase.lower() in evidence.lower()


# Learning theory: worked examples, Le Cam's experiments and a symbolic sample size are no
# experiment; the theory stays theory-only.
THEORY_ONLY = [
    "We identify the class of benign generalized Nash equilibrium problems, for which the "
    "convergence of our method to the equilibrium is guaranteed. We set this class in context "
    "with existing definitions and illustrate our method with examples.",
    "We construct several computationally efficient reductions between canonical statistical "
    "experiments, and we prove nonasymptotic bounds on their total variation error.",
    "We give a construction where gradient descent trained with n training examples converges "
    "to an approximate empirical risk minimizer, and we prove a lower bound on the sample "
    "complexity of gradient descent.",
    "We present an online algorithm that achieves worst-case logarithmic recourse per node "
    "while maintaining a constant-factor fair approximate clustering.",
]


@pytest.mark.parametrize("text", THEORY_ONLY)
def test_worked_examples_and_statistical_experiments_leave_theory_alone(text):
    kind, evidence = _label(text)
    assert kind == "theory", evidence
    scored = score_text(clean_text(text))
    assert not [c.shown() for c in scored.cues if c.side == "empirical" and c.weight > 0]
    assert not scored.overlapped_experiments


@pytest.mark.parametrize("text", [
    # near-optimal of an algorithm's guarantee, a theorem applied to derive a result, "tight"
    # of a bound: still theory
    "We design efficient near-optimal algorithms for both the perfect and the imperfect monitoring "
    "setting, and we prove that they learn a Pareto-optimal equilibrium in polynomial time.",
    "We extend and apply the PAC-Bayes theorem to the analysis of maximum entropy classification "
    "and derive a tighter generalization bound.",
    # a theorem used in a proof, consistency as a statistical property
    "We relate contrastive divergence to a fixed point iteration and show that it converges for "
    "a class of regularization functions using Brouwer's fixed point theorem.",
    "Are there generic ways to modify any selective sampling strategy so as to ensure the "
    "consistency of the resulting nearest neighbor classifier? We prove the consistency of such "
    "a modification under mild assumptions.",
])
def test_theory_words_in_their_own_sense_still_count(text):
    assert _label(text)[0] == "theory"


def test_the_engineering_patterns_are_found_where_plain_searches_find_them():
    texts = [clean_text(t).lower() for t, _ in OWN_EXPERIMENT] + [
        clean_text(t).lower() for t in NO_PROVED_RESULT]
    patterns = eng.MASKS + [p for p, _ in eng.THEORY_HINTS + eng.EMPIRICAL]
    assert_gated_finds_every_match(patterns, texts)
