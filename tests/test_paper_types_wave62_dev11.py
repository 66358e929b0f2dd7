"""Wave 62: own results told as an equivalence, an analytic result or a formula, and
conclusions or motivations that are no result of their own
(:mod:`analysis.paper_types.equated`).

Planted abstracts, each sentence a rewording of a form wave 62's fresh dev set (round 11,
``sample_dev11.csv``) held: at b8e7af1 the own-result sentences left a paper with
experiments ``empirical``, "this proves that" after a run made an empirical paper
``both``, and a rival's "excellent sample complexity" or a motivation's "experimentation"
made a paper ``both``.  The same words told of a measured parity, or of the authors' own
runs, keep their label.
"""

from __future__ import annotations

import pytest

from analysis.paper_types.cues import find_cues
from analysis.text import clean_text
from tests.planted_types import THEORY_FRAME, label

# an empirical method paper: a method and its benchmark results, no proved result
METHOD = ("We propose a kernel method for functional-output regression that learns a "
          "dictionary jointly with the predictor. Experiments on two real datasets show that "
          "it is competitive with nonlinear baselines.")
# an empirical paper whose runs are its only evidence
RUNS = ("We propose a graph model of dialogue that exploits the discourse role of each "
        "utterance. Our experiments show that the model beats the best reported results on "
        "three public benchmarks.")

OWN_RESULTS = [
    # an equivalence shown (nips1996:bddbff6a8c, nips2012:ab577921eb)
    "The clustering problem is shown to be equivalent to a bilinear program over a polytope.",
    "The optimal stopping policy is formally equivalent to a diffusion model with a "
    "collapsing threshold.",
    "We show that the regularised objective is equivalent to a joint sparsity penalty.",
    # analytic results developed (icml2014:496a26c55d)
    "New analytic results are developed for the gradient of the mutual information.",
    "We derive new closed-form results for the posterior of the latent scale.",
    # formulas for a statistical quantity (aistats2023:68cd12df5a)
    "We provide formulas for (1) the confidence intervals of the adjusted recall.",
    "We derive explicit expressions for the variance of the importance-weighted estimator.",
    # a known identity generalised, a result of independent interest (aistats2019:4e81fe8907)
    "We generalize a known recurrence equation for the number of labelled trees.",
    "Along the way we obtain a concentration lemma which may be of independent interest.",
]

NO_RESULT = [
    # a conclusion drawn from the sentence before (aaai2022:11121)
    (RUNS + " This proves that the discourse role of an utterance matters for the task.",
     "empirical"),
    (RUNS + " The gain holds on every benchmark, which proves that the role information helps.",
     "empirical"),
    # sample complexity as a practical cost (iclr2018:HkcTe-bR-)
    (RUNS + " We also explore policy-gradient methods with excellent sample complexity "
     "(the A2C and PPO algorithms).", "empirical"),
    (RUNS + " Deep reinforcement learning agents suffer from high sample complexity.",
     "empirical"),
    # a motivation from others' experiments (aistats2024:f8ea4c46cc)
    (THEORY_FRAME + " Motivated by the cost heterogeneity in experimentation across arms, we "
     "also study a budgeted variant.", "theory"),
]

STAY = [
    # a measured parity, a method's mechanics, an adjective: runs stay runs
    (METHOD + " We show that the accuracy of the student is equivalent to that of the teacher.",
     "empirical"),
    (METHOD + " The compressed network is mathematically equivalent to the original one up to "
     "quantisation.", "empirical"),
    (METHOD + " We derive closed-form expressions for the gradient of the loss.", "empirical"),
    # the authors' own runs in a motivation stay runs
    (THEORY_FRAME + " Motivated by our experiments on two real datasets, we refine the "
     "estimator.", "both"),
    # a bound on sample complexity stays a result
    (METHOD + " We prove that the method achieves a better sample complexity than "
     "passive learning.", "both"),
]


def counted(text: str, side: str) -> list[str]:
    """The phrases of the ``side`` cues that count in ``text`` (not discounted, not zeroed)."""
    return [c.shown() for c in find_cues(clean_text(text)).cues
            if c.side == side and c.weight > 0 and not c.note]


@pytest.mark.parametrize("sentence", OWN_RESULTS)
def test_an_own_equivalence_or_formula_makes_a_method_paper_both(sentence):
    kind, evidence = label(f"{METHOD} {sentence}")
    assert kind == "both", evidence


@pytest.mark.parametrize(("text", "expected"), NO_RESULT)
def test_a_conclusion_or_motivation_is_no_result_of_its_own(text, expected):
    kind, evidence = label(text)
    assert kind == expected, evidence


def test_the_masked_words_count_for_neither_side():
    # at b8e7af1 "proves", "sample complexity" and "experimentation" each counted
    assert "proves" not in " ".join(counted(NO_RESULT[0][0], "theory"))
    assert counted(NO_RESULT[2][0], "theory") == []
    assert counted(NO_RESULT[4][0].replace(THEORY_FRAME, ""), "empirical") == []


@pytest.mark.parametrize(("text", "expected"), STAY)
def test_a_parity_a_method_s_step_or_an_own_run_keeps_its_label(text, expected):
    kind, evidence = label(text)
    assert kind == expected, evidence


def test_dev11_is_its_own_split_and_draws_no_earlier_paper(paper_bench):
    # round 11 (sample.py --round 11, seed 6202): 200 labelled rows, scored as their own
    # block (evaluate.py --round9), not pooled into dev, no id of an earlier sample
    ev = paper_bench.evaluate
    dev11 = ev.load_split("dev11")
    assert len(dev11) == 200 and set(dev11["label"]) <= set(ev.LABELS)
    assert "dev11" in ev.SPLITS and all(
        "dev11" not in sample for pairs in ev.DEV_PARTS.values() for sample, _ in pairs)
    earlier = {pid for path in ev.HERE.glob("sample_*.csv") if path.name != "sample_dev11.csv"
               for pid in ev.pd.read_csv(path, dtype=str)["paper_id"]}
    assert earlier.isdisjoint(dev11["paper_id"])
