"""Wave 69 (label69): a form missed on three of the nine blind dev sets (dev10-dev18): an own
result told as *theoretical(ly)*, coordinated with the paper's runs or the adverb on an own
result's verb (:mod:`analysis.paper_types.blindforms69`).

Planted abstracts, each a rewording of the form dev18 nips2008:795c3d9e82, dev17
aistats2019:19e4ba0d30 / nips2018:11420 and dev16 coling2025:2025.coling-main.521 held (all
gold ``both``, ``empirical`` at main 33b394c).  The field's "recent theoretical and empirical
studies", a motivation, a gap and a design's footing ("theoretically established") keep
their label.
"""

from __future__ import annotations

import re
import time

import pytest

from analysis.paper_types import apparatus, blindforms69
from analysis.paper_types.pattern_plans import word_start
from tests.planted_types import label

METHOD = ("We propose a resampling procedure for confidence bands of the ROC curve based on a "
          "smoothed version of the empirical distribution.")
RUN = " Experiments on twelve benchmark data sets show that the bands are accurate."

OWN = [
    # nips2008:795c3d9e82's form: "theoretical arguments" is no lexicon cue
    METHOD + " Theoretical arguments and simulation results are presented to show that the "
    "smoothed bootstrap is preferable to a naive bootstrap.",
    # aistats2019:19e4ba0d30's form: the two-sided cue loses its text to "we analyze theoretically"
    METHOD + " The procedure takes two different forms, which we analyze theoretically and "
    "experimentally." + RUN,
    # nips2018:11420's form
    METHOD + " The procedure achieves theoretically 1/k of the synchronization time of the "
    "naive bootstrap." + RUN,
    # coling2025:2025.coling-main.521's form
    METHOD + " We show that the variance of the band can theoretically be decomposed into a "
    "within-cluster and a between-cluster variance." + RUN,
]

STAY = [
    # the field's, not the paper's
    (METHOD + " Recent theoretical and empirical studies have shown that resampling is "
     "unreliable." + RUN, "empirical"),
    # a gap the paper names
    (METHOD + " The behaviour of such bands is poorly understood theoretically and empirically."
     + RUN, "empirical"),
    # a hedge on a capability, not an own result's verb
    (METHOD + " The procedure could theoretically be applied to any scoring statistic." + RUN,
     "empirical"),
]


@pytest.mark.parametrize("text", OWN)
def test_an_own_result_told_as_theoretical_beside_a_run_is_both(text):
    kind, evidence = label(text)
    assert kind == "both", evidence


@pytest.mark.parametrize(("text", "expected"), STAY)
def test_look_alikes_keep_their_label(text, expected):
    kind, evidence = label(text)
    assert kind == expected, evidence


def test_the_form_alone_makes_no_theory_label():
    # transparent and unfitted (apparatus.THEORY): it turns empirical into both, never a
    # theory label alone
    assert all(p in dict(apparatus.THEORY) for p, _ in blindforms69.THEORY)
    text = METHOD + " The procedure achieves theoretically 1/k of the synchronization time."
    assert label(text)[0] != "theory"


def test_a_field_qualifier_or_no_own_marker_rules_the_coordination_out():
    coordinated = re.compile(word_start(blindforms69.COORDINATED))
    assert coordinated.search("theoretical arguments and simulation results are presented to show that it works.")
    assert not coordinated.search("recent theoretical and empirical studies are presented in many surveys.")
    assert not coordinated.search("theoretical arguments and simulation results suggest that it works.")
    assert not coordinated.search("we note that theoretical and experimental neuroscience disagree.")


def test_long_hostile_text_is_read_in_linear_time():
    coordinated = re.compile(word_start(blindforms69.COORDINATED))
    adverb = re.compile(word_start(blindforms69.ADVERB))
    low = ("we present theoretical theoretical and " * 2000) + "results."
    t = time.perf_counter()
    for pat in (coordinated, adverb):
        pat.search(low)
    assert time.perf_counter() - t < 2.0


def test_dev18_is_its_own_split_and_draws_no_earlier_paper(paper_bench):
    # round 18 (sample.py --round 18, seed 6902): 200 labelled rows, scored as their own
    # block (evaluate.py --round9), pooled blind (bootstrap_dev.BLIND), not pooled into dev
    ev = paper_bench.evaluate
    dev18 = ev.load_split("dev18")
    assert len(dev18) == 200 and set(dev18["label"]) <= set(ev.LABELS)
    assert "dev18" in ev.SPLITS and "dev18" in ev.BLIND_SETS and all(
        "dev18" not in sample for pairs in ev.DEV_PARTS.values() for sample, _ in pairs)
    assert paper_bench.bootstrap_dev.BLIND["dev18"] == "33b394c"
    earlier = {pid for pattern in ("sample_*.csv", "labels_*.csv")
               for path in ev.HERE.glob(pattern) if "dev18" not in path.name
               for pid in ev.pd.read_csv(path, dtype=str)["paper_id"]}
    assert earlier.isdisjoint(dev18["paper_id"])
