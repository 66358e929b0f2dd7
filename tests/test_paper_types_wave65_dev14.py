"""Wave 65: forms that missed on at least two of the five blind dev sets (dev10-dev14): an own
cost in O-notation that is a theory paper's only result (:mod:`analysis.paper_types.standalone`),
and others' empirical observations in a theory paper's motivation
(:mod:`analysis.paper_types.blindforms65`).

Planted abstracts, each sentence a rewording of a form a blind set held: at 6f1dd61 the lone
O-notation cost left a theory paper ``unclear`` (dev10 aistats2025:qmZwsWnMi7, dev11
nips1996:d4d5d9de00) and the others' observation made a theory paper ``both`` (dev12
aistats2017:ad44b1b08f, dev14 aistats2020:cb62e6a3a6).  The same words told as the paper's
own observation, or beside its own run, keep their label.
"""

from __future__ import annotations

import pytest

from analysis.paper_types.cues import find_cues
from analysis.text import clean_text
from tests.planted_types import THEORY_FRAME, label

LONE_COSTS = [
    # a query complexity, the paper's only result (aistats2025:qmZwsWnMi7)
    "We study testing whether a distribution is monotone with a subcube conditioning oracle. "
    "Our algorithm makes $\\tilde{O}(n^3/\\epsilon^5)$ queries to the oracle.",
    # a rate (nips1996:d4d5d9de00)
    "We analyse a cross-validation estimate for kernel regression. The estimate approaches "
    "the true error at rate O(1/sqrt(m)) ignoring log factors.",
]

# a theory paper whose motivation tells of others' empirical observations
OTHERS = [
    "Though bagging is widely used and many empirical studies have explored its behaviour, "
    "little is known of its theory. We prove that averaging more bagged estimators can only "
    "reduce the mean squared error. This result, observed empirically and discussed in the "
    "literature, has not been proved before.",
    "We analyze the regret of Thompson sampling in linear quadratic control. Despite the "
    "empirical and theoretical success in bandit problems, we prove that its frequentist "
    "regret is of order T^{2/3}.",
    "We prove that affine policies give a good approximation with high probability on random "
    "instances, a theoretical justification of the observed empirical performance.",
]

STAY = [
    # the paper's own observation is a run
    (THEORY_FRAME + " We observed empirically that the bound is tight on three datasets.",
     "both"),
    (THEORY_FRAME + " Empirical results on MNIST confirm the theory.", "both"),
    # an own cost beside a run: both, as wave 64 made it
    ("We propose a sparse estimator for multi-task regression. Our estimator makes "
     "$\\tilde{O}(n^2/\\epsilon^3)$ queries to the oracle. Experiments on three real datasets "
     "show that it outperforms the baselines.", "both"),
    # a running time is a design count, no result: still not theory
    ("We propose a new index for nearest neighbour search. The index is built in O(n log n) "
     "time. Experiments on three datasets show that it is faster than the baselines.",
     "empirical"),
]


@pytest.mark.parametrize("text", LONE_COSTS)
def test_a_lone_own_cost_in_o_notation_makes_a_theory_label(text):
    kind, evidence = label(text)
    assert kind == "theory", evidence


@pytest.mark.parametrize("text", OTHERS)
def test_others_empirical_observations_leave_a_theory_paper_theory(text):
    kind, evidence = label(text)
    assert kind == "theory", evidence
    assert not [c.shown() for c in find_cues(clean_text(text)).cues
                if c.side in ("empirical", "both") and c.weight > 0 and not c.note
                and "empiric" in c.shown().lower()]


@pytest.mark.parametrize(("text", "expected"), STAY)
def test_own_observations_and_runs_keep_their_label(text, expected):
    kind, evidence = label(text)
    assert kind == expected, evidence


def test_dev14_is_its_own_split_and_draws_no_earlier_paper(paper_bench):
    # round 14 (sample.py --round 14, seed 6502): 200 labelled rows, scored as their own
    # block (evaluate.py --round9), pooled blind (bootstrap_dev.BLIND), not pooled into dev
    ev = paper_bench.evaluate
    dev14 = ev.load_split("dev14")
    assert len(dev14) == 200 and set(dev14["label"]) <= set(ev.LABELS)
    assert "dev14" in ev.SPLITS and all(
        "dev14" not in sample for pairs in ev.DEV_PARTS.values() for sample, _ in pairs)
    assert paper_bench.bootstrap_dev.BLIND["dev14"] == "6f1dd61"
    earlier = {pid for path in ev.HERE.glob("sample_*.csv") if path.name != "sample_dev14.csv"
               for pid in ev.pd.read_csv(path, dtype=str)["paper_id"]}
    assert earlier.isdisjoint(dev14["paper_id"])
