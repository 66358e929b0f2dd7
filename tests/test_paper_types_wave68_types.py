"""Session 68 (types68): the field's "empirical(ly)" and a model's aim "to model real
systems" are no run of a theory paper's own (:mod:`analysis.paper_types.types68`).

Planted abstracts, each a rewording of the gold-theory abstract it names (each read
``both`` at b9db9c9, ``theory`` here): "While existing analyses ... suggest ...,
empirical behavior exhibits much faster convergence" (dev4 colt2021:18f9cec986),
"empirically, we often see" (dev5 colt2021:042c4d622d), "a tradeoff between empirical
performance and the KL-divergence" (dev2 aistats2009:d8880095a3), "To more accurately model
real systems" (dev2 colt2014:6b4c8fc621), "to model complicated real problems" (dev10
acml2021:bc0112ddf7).  The look-alikes, an own run told with the same words, keep ``both``.
"""

from __future__ import annotations

import pytest

from analysis.paper_types import types68
from analysis.paper_types.cues import find_cues
from analysis.text import clean_text
from tests.planted_types import THEORY_FRAME, label

THEORY = [
    # colt2021:18f9cec986
    "We study the regret of reinforcement learning from offline data. While existing "
    "analyses of common approaches suggest a slow convergence for regret, empirical behavior "
    "exhibits a much smaller regret. In this paper, we present a finer regret analysis and "
    "prove fast rates.",
    # colt2021:042c4d622d
    "There is an increasing realization that algorithmic inductive biases are central in "
    "preventing overfitting; empirically, we often see a benign overfitting phenomenon in "
    "overparameterized settings. Our main result provides a sharp excess risk bound.",
    # aistats2009:d8880095a3
    "We derive a PAC-Bayesian generalization bound for density estimation. The result has the "
    "simple form of a tradeoff between empirical performance and the KL-divergence of the "
    "posterior from the prior.",
    # colt2014:6b4c8fc621
    "To more accurately model real systems we consider a class of networks whose edges may "
    "carry labels. We prove that no algorithm can detect the communities below a threshold "
    "and derive a bound on the error of the spectral method.",
    # acml2021:bc0112ddf7
    "Submodular maximization has various applications. In such situations, to model "
    "complicated real problems, we want to deal with multiple factors. We prove an "
    "approximation ratio bound for the greedy algorithm under a matroid constraint.",
]

STAY_BOTH = [
    # the paper's own empirical results, studies and evidence stay runs
    THEORY_FRAME + " Empirical results show that the estimator is accurate.",
    THEORY_FRAME + " Empirical studies show that our estimator is accurate on real data.",
    THEORY_FRAME + " Empirical evidence is provided that the bound is tight.",
    THEORY_FRAME + " We also provide empirical evidence that suggests the bound is tight.",
    # a bare hedged report after the authors have spoken, no contrast: their run
    # (icra2006:1641175, "Empirical evidence suggests that the benefit of the 3DOF search
    # outweighs the cost. Our planner outperforms prior planners ...")
    THEORY_FRAME + " Empirical evidence suggests that the benefit of the search outweighs its cost.",
    # "empirical studies show" is a paper's run as often as the field's: not read
    THEORY_FRAME + " Empirical studies show that the estimator yields substantial improvements.",
    # an own observation, not a habit of the field
    THEORY_FRAME + " Empirically, we observe that the estimator converges quickly.",
    # an own comparison of empirical performance
    THEORY_FRAME + " We compare the empirical performance of the estimator and its rivals.",
    # a run on real systems, not a model's aim
    THEORY_FRAME + " We evaluate the estimator on real systems.",
    THEORY_FRAME + " We use the estimator to model real data sets from three domains.",
]


@pytest.mark.parametrize("text", THEORY)
def test_the_fields_empirical_word_or_a_models_aim_is_no_run(text):
    kind, evidence = label(text)
    assert kind == "theory", evidence


@pytest.mark.parametrize("text", STAY_BOTH)
def test_an_own_run_told_with_the_same_words_keeps_both(text):
    kind, evidence = label(text)
    assert kind == "both", evidence


def test_a_guarded_cue_keeps_its_weight_as_fitted():
    """The shipped model reads the cue as it was fitted (``Cue.fitted``): only the rules,
    the evidence and the allowed labels read the guard."""
    scored = find_cues(clean_text(THEORY[0]))
    [cue] = [c for c in scored.cues if c.match.group(0) == "empirical behavior"]
    assert (cue.weight, cue.fitted) == (0.0, (3.0, ""))


def test_each_guard_picks_one_lexicon_pattern():
    assert [how for _, how in types68.GUARDED] == [types68.FIELD, types68.FIELD,
                                                    types68.MODELLED]
    assert len({p for p, _ in types68.GUARDED}) == 3


def test_a_long_sentence_of_repeats_is_read_in_linear_time():
    import time
    text = "empirical evidence suggests that " * 2000 + ". " + "to model real systems " * 2000
    start = time.perf_counter()
    find_cues(text)
    assert time.perf_counter() - start < 5.0
