"""Wave 61: "prove" whose proof is a run, and own results in forms the lexicon missed
(:mod:`analysis.paper_types.attested`).

Planted abstracts, each sentence a rewording of a form wave 61's fresh dev set (round 10,
``sample_dev10.csv``) held: at cdbe582 the experiment-proved sentences made an empirical
paper ``both`` (or ``theory``), the own-result sentences left a paper with experiments
``empirical``, and theoretical results shown useful "through guarantees" made a theory
paper ``both``.  The same words told of a theorem, or of a method's mechanics, keep their
label.
"""

from __future__ import annotations

import pytest

from analysis.paper_types.cues import find_cues
from analysis.text import clean_text
from tests.planted_types import label

# an empirical paper: a design, a prototype, experiments; no proved result
EMPIRICAL = ("We present a compact gripper for picking deformable objects in warehouses. "
             "Experiments on a real robot show a grasp success rate of 92% over 300 trials.")
# an empirical method paper: a method and its benchmark results
METHOD = ("We propose a kernel method for functional-output regression that learns a "
          "dictionary jointly with the predictor. Experiments on two real datasets show that "
          "it is competitive with nonlinear baselines.")
# a theory paper: a proved result, no experiment
THEORY = ("We study conformal prediction in the transductive setting. We prove that the joint "
          "distribution of the conformal p-values follows a Polya urn model and establish a "
          "concentration inequality for their empirical distribution function.")

RUN_PROVED = [
    # a concept proved by measuring (iros2020:9341250)
    "In this paper, we prove this concept by measuring the wrench components with a 6-axis "
    "load cell.",
    "We prove the feasibility of the design through experiments on a prototype.",
    # proved according to the experiments (iros2016:7759076)
    "According to the experiments, it was proved that the mechanism compensates the "
    "gravitational torque.",
    "From the test results it was proven that the controller rejects disturbances.",
    "We experimentally proved the benefit of the compliant joint.",
    # "proves sufficient to" (eccv2022:3c05b2118f)
    "Reasoning about the contact regions alone proves sufficient to generate plausible "
    "shapes.",
    # a comparative convergence (icra2022:9812437)
    "Simulation results show that our filter can converge to the correct pose more "
    "efficiently than the state of the art.",
]

OWN_RESULTS = [
    # a rate of an own statistic (aistats2025:5oZC5NeWsI)
    "Interestingly, the test statistic converges at a root-n rate despite the nonparametric "
    "nature of the confounders.",
    "The estimator concentrates at the parametric rate.",
    # computed analytically by the authors (nips2017:9255)
    "We employ tools from free probability theory to analytically compute the entire singular "
    "value distribution of the network's Jacobian.",
    # backed by a named analysis (aistats2021:793ab8f5fa)
    "Both estimators are backed theoretically by an excess risk analysis.",
    "The procedure is supported by a convergence analysis.",
    # an analysed representational power (icml2017:835)
    "We lay the groundwork for these models and analyze their representational power.",
]

STAY = [
    # a proof by induction, a proof of conditions: theorems
    (THEORY + " We prove this claim by induction on the number of test points.", "theory"),
    (THEORY + " The bound proves sufficient conditions for exchangeability.", "theory"),
    (THEORY + " We also prove that the estimator converges to the true distribution.",
     "theory"),
    # a method's mechanics, a measured rate, an adjective: runs stay runs
    (EMPIRICAL + " The inverse kinematics are analytically computed for each finger.",
     "empirical"),
    (METHOD + " Our method converges at a faster rate than the baselines.", "empirical"),
    (METHOD + " The approach is theoretically justified.", "empirical"),
    (METHOD + " We empirically analyze the representational power of the learnt dictionaries.",
     "empirical"),
    (METHOD + " Training converges to a good solution more quickly than with random "
     "initialisation.", "empirical"),
    # a method's step computed analytically (wave 61's digest: iros2011:6094625,
    # ijcai2024:paper465, icra2023:10161348)
    (EMPIRICAL + " The observation model is then used to analytically compute the state space "
     "gradients.", "empirical"),
    (METHOD + " The Gaussian process allows us to analytically obtain predictions.", "empirical"),
    (EMPIRICAL + " We analytically determine the optimal initial pose of the arm.", "empirical"),
]


def counted_theory(text: str) -> list[str]:
    """The phrases of the theory cues that count in ``text`` (not discounted, not zeroed)."""
    return [c.shown() for c in find_cues(clean_text(text)).cues
            if c.side == "theory" and c.weight > 0 and not c.note]


@pytest.mark.parametrize("sentence", RUN_PROVED)
def test_a_run_s_proof_is_no_proof(sentence):
    # at cdbe582 each sentence held a counted theory cue ("we prove", "proved", "converge to
    # the correct"), and the first two made the paper `both` or `theory`
    text = f"{EMPIRICAL} {sentence}"
    assert counted_theory(text) == []
    kind, evidence = label(text)
    assert kind == "empirical", evidence


@pytest.mark.parametrize("sentence", OWN_RESULTS)
def test_an_own_result_makes_a_method_paper_both(sentence):
    kind, evidence = label(f"{METHOD} {sentence}")
    assert kind == "both", evidence


def test_theoretical_results_shown_useful_through_guarantees_stay_theory():
    # aistats2024:ddc9afd5b0: "demonstrate the usefulness" read as a run made it `both`
    text = (f"{THEORY} We demonstrate the usefulness of these theoretical results through "
            "uniform, in-probability guarantees for two machine learning tasks.")
    kind, evidence = label(text)
    assert kind == "theory", evidence


@pytest.mark.parametrize(("text", "expected"), STAY)
def test_a_theorem_or_a_method_s_mechanics_keeps_its_label(text, expected):
    kind, evidence = label(text)
    assert kind == expected, evidence


def test_dev10_is_its_own_split_and_draws_no_earlier_paper(paper_bench):
    # round 10 (sample.py --round 10, seed 6102): 120 labelled rows, scored as their own
    # block (evaluate.py --round9), not pooled into dev, no id of an earlier sample
    ev = paper_bench.evaluate
    dev10 = ev.load_split("dev10")
    assert len(dev10) == 120 and set(dev10["label"]) <= set(ev.LABELS)
    assert "dev10" in ev.SPLITS and all(
        "dev10" not in sample for pairs in ev.DEV_PARTS.values() for sample, _ in pairs)
    earlier = {pid for path in ev.HERE.glob("sample_*.csv") if path.name != "sample_dev10.csv"
               for pid in ev.pd.read_csv(path, dtype=str)["paper_id"]}
    assert earlier.isdisjoint(dev10["paper_id"])
