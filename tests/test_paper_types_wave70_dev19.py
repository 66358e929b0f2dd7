"""Wave 70 (label70): a form missed on three of the ten blind dev sets (dev10-dev19): an own
run's results reported in a noun phrase no cue reads (:mod:`analysis.paper_types.blindforms70`).

Planted abstracts, each a rewording of the form dev19 nips1996:24c80b522d, dev17
nips1995:b58afb2fcf / icra2006:1642300 and dev13 iros2009:5354681 held (all gold
``empirical``, ``unclear`` at main 7358e63: no cue at all).  Results that are a theory's
("results on the sample complexity", "in the more general case"), a method's step ("the
results of applying it to each sub-plane are integrated") and a cited run keep their label.
"""

from __future__ import annotations

import re
import time

import pytest

from analysis.paper_types import apparatus, blindforms70
from analysis.paper_types.cues import _CUES, find_cues
from analysis.paper_types.literals import at_word_start
from analysis.paper_types.pattern_plans import word_start
from analysis.text import clean_text
from tests.planted_types import label

METHOD = ("The kernel machine was recently proposed for estimating regressions, constructing "
          "multidimensional splines and solving linear operator equations.")
DEVICE = ("A tactile display for the blind is described: an 8 by 8 arrangement of pins actuated "
          "by shape memory alloys, light and compact enough to be carried by its user.")

OWN = [
    # nips1996:24c80b522d's form
    METHOD + " In this presentation we report results of applying the kernel machine to these "
    "problems.",
    # iros2009:5354681's form
    METHOD + " We show results from both a simulated and a real quadruped.",
    # nips1995:b58afb2fcf's form
    METHOD + " First results of applying the kernel machine to recordings of brain activity "
    "follow.",
    # icra2006:1642300's form
    DEVICE + " A technical overview of the device is presented as well as preliminary results "
    "on tactile perception to evaluate its performance on information transmission.",
]

STAY = [
    # a theory's results, not a run
    "We study sequential experimental design with a fixed budget. We provide results on the "
    "sample complexity of the elimination algorithm, depending on a novel index of the problem.",
    # a method's step: the results of applying it inside the method
    METHOD + " The measurement plane is divided into sub-planes and the results of applying "
    "the machine to each sub-plane are integrated.",
    # a cited run is others'
    METHOD + " First results of applying it to speech data were reported by Smith et al. (1995).",
]


@pytest.mark.parametrize("text", OWN)
def test_an_own_runs_results_reported_are_empirical(text):
    kind, evidence = label(text)
    assert kind == "empirical", evidence


@pytest.mark.parametrize("text", STAY)
def test_look_alikes_are_not_read_as_an_own_run(text):
    mine = {at_word_start(p) for p, _ in blindforms70.EMPIRICAL}
    scored = find_cues(clean_text(text))
    counted = [c.shown() for c in scored.cues + scored.overlapped_experiments
               if _CUES.patterns[c.pattern].pattern in mine and c.weight > 0 and not c.note]
    assert counted == []


def test_the_form_counts_in_the_planted_runs():
    mine = {at_word_start(p) for p, _ in blindforms70.EMPIRICAL}
    for text in OWN:
        scored = find_cues(clean_text(text))
        assert any(_CUES.patterns[c.pattern].pattern in mine and c.weight > 0 and not c.note
                   for c in scored.cues + scored.overlapped_experiments), text


def test_the_form_is_wired_as_an_unfitted_run():
    assert all(p in dict(apparatus.EMPIRICAL) for p, _ in blindforms70.EMPIRICAL)
    assert len(blindforms70.GUARDED) == len(blindforms70.EMPIRICAL)


def test_a_theorem_object_rules_the_report_out():
    report = re.compile(word_start(blindforms70.EMPIRICAL[0][0]))
    assert report.search("we report results of applying the method to two data sets.")
    assert report.search("we show results from both simulation and a real robot.")
    assert not report.search("we provide results on the sample complexity of the learner.")
    assert not report.search("here we present results in the more general misspecified case.")
    assert not report.search("we present results on the convergence rate of the scheme.")


def test_long_hostile_text_is_read_in_linear_time():
    low = ("we report the preliminary results on results of " * 2000) + "to."
    t = time.perf_counter()
    for p, _ in blindforms70.EMPIRICAL:
        re.compile(word_start(p)).search(low)
    assert time.perf_counter() - t < 2.0


def test_dev19_is_its_own_split_and_draws_no_earlier_paper(paper_bench):
    # round 19 (sample.py --round 19, seed 7002): 200 labelled rows, scored as their own
    # block (evaluate.py --round9), pooled blind (bootstrap_dev.BLIND), not pooled into dev
    ev = paper_bench.evaluate
    dev19 = ev.load_split("dev19")
    assert len(dev19) == 200 and set(dev19["label"]) <= set(ev.LABELS)
    assert "dev19" in ev.SPLITS and "dev19" in ev.BLIND_SETS and all(
        "dev19" not in sample for pairs in ev.DEV_PARTS.values() for sample, _ in pairs)
    assert paper_bench.bootstrap_dev.BLIND["dev19"] == "7358e63"
    earlier = {pid for pattern in ("sample_*.csv", "labels_*.csv")
               for path in ev.HERE.glob(pattern) if "dev19" not in path.name
               for pid in ev.pd.read_csv(path, dtype=str)["paper_id"]}
    assert earlier.isdisjoint(dev19["paper_id"])


def test_dev19_rows_read_before_are_the_three_recorded(paper_bench):
    # sample.round10 excludes ids of a ``paper_id`` column only: read by the id's hash (and its
    # venue's letters) over every CSV, two dev19 rows were in earlier reading files (RESULTS.md,
    # label70 §1); a third draw's check should read these forms too.  The third,
    # colt2017:e8e95bd0cd, was read the same session by exp70's fresh theory-only reading
    # (theory_readings_w70_fresh.csv, seed 7001), drawn beside dev19 (lead, session 70).
    # Files written after dev19 was read (wave 70 on, or a later dev set) list corpus rows that
    # may hold dev19's (cited70's cited_runs_w70.csv does): they are no reading before it.
    later = re.compile(r"dev(19|[2-9]\d)|_w(7\d|[89]\d)")
    ev = paper_bench.evaluate
    dev19 = ev.load_split("dev19")
    venue = {pid.split(":", 1)[1]: re.sub(r"\d", "", pid.split(":", 1)[0]) for pid in dev19["paper_id"]}
    token = re.compile(r"\b([a-z]+)\d*:([\w.-]+)")
    seen = set()
    for path in ev.HERE.glob("*.csv"):
        if later.search(path.name) and path.name != "theory_readings_w70_fresh.csv":
            continue
        for m in token.finditer(path.read_text("utf-8", errors="replace")):
            key = m.group(2).rstrip(".")
            if venue.get(key) == m.group(1):
                seen.add(f"{m.group(1)}:{key}")
    assert seen == {"iclr:H1DJFybC-", "nips:d8bc4223a5", "colt:e8e95bd0cd"}
