"""Wave 71 (label71): a form missed on three of the eleven blind dev sets (dev10-dev20):
"prove" in its other sense, a run's outcome, read as a proof
(:mod:`analysis.paper_types.blindforms71`).

Planted abstracts, each a rewording of the form dev12 iros2018:8594155, dev19
icra2020:9197558 and dev20 cvpr2017:722 held (all gold ``empirical``, ``both`` at main
d8c326e: the bare verb "prove" their only theory cue).  Proofs ("we prove the validity of
the bound", "our analysis proves the efficiency of the estimator", "is proved robust enough")
keep their label.  At main d8c326e the theory cue "prove" is read in all three planted runs
(``test_the_runs_prove_is_no_theory_cue_and_matches_a_mask`` fails there) and the second is
labelled ``both``.
"""

from __future__ import annotations

import re
import time

import pytest

from analysis.paper_types import blindforms71
from analysis.paper_types.cues import find_cues
from analysis.paper_types.pattern_plans import word_start
from analysis.text import clean_text
from tests.planted_types import label

ROBOT = ("This paper reports on a five degrees of freedom robotic probe for repairing turbine "
         "blades through a narrow port. The machining paths were verified using an optical "
         "motion capture system.")

RUNS = [
    # iros2018:8594155's form: a run's results prove an ability
    ROBOT + " The results not only prove the ability of the probe to address difficult repair "
    "scenarios but also highlight new opportunities.",
    # icra2020:9197558's form: proven fast enough, a test's finding
    "We propose a navigation framework for underwater vehicles in cluttered caves. The approach "
    "is rigorously tested, both in simulation and in pool experiments, proven to be fast enough "
    "to enable safe real-time navigation.",
    # cvpr2017:722's form: the progressive "is proving" with a quality
    "Active stereo with a light projector is proving compelling for designing depth cameras. We "
    "learn a binary descriptor for matching infrared images. Extensive evaluations show we "
    "surpass current depth sensing technologies.",
]

PROOFS = [
    "we prove the validity of the bound under weaker assumptions.",
    "our analysis proves the efficiency of the estimator.",
    "we also prove the optimality of the policy.",
    "theoretically, we prove the effectiveness of the regularizer.",
    "the controller is proved to be robust enough to reject the disturbance.",
]


@pytest.mark.parametrize("text", RUNS)
def test_a_runs_proving_is_not_a_proof(text):
    kind, evidence = label(text)
    assert kind == "empirical", evidence


def _proof_words(text: str) -> list[str]:
    scored = find_cues(clean_text(text))
    return [c.shown() for c in scored.cues
            if c.side == "theory" and c.weight > 0 and "prov" in c.shown().lower()]


def test_the_runs_prove_is_no_theory_cue_and_matches_a_mask():
    for text in RUNS:
        assert _proof_words(text) == [], text
        assert any(re.search(word_start(p), clean_text(text).lower()) for p in blindforms71.MASKS)


@pytest.mark.parametrize("text", PROOFS)
def test_proofs_are_not_masked(text):
    assert not any(re.search(word_start(p), text) for p in blindforms71.MASKS)


def test_a_proof_beside_the_run_still_counts():
    text = RUNS[0] + " We prove that the planner is complete and converges in polynomial time."
    kind, evidence = label(text)
    assert kind == "both", evidence


def test_the_reading_is_wired_and_keeps_the_fitted_features():
    # read where a cue fires (cues._in_context), the cue's weight 0 for the rules and its
    # fitted weight kept for the shipped model (Cue.fitted), as bothfp68's run findings
    scored = find_cues(clean_text(RUNS[1]))
    read = [c for c in scored.cues if c.note == "'prove' as a run's outcome"]
    assert read and all(c.weight == 0 and c.fitted and c.fitted[0] > 0 for c in read)
    scored = find_cues(clean_text(QUERIES[1]))
    read = [c for c in scored.cues if c.note == "a function's evaluations, no run"]
    assert read and all(c.weight == 0 and c.fitted and c.fitted[0] > 0 for c in read)


def test_long_hostile_text_is_read_in_linear_time():
    low = ("the results prove the the is proving very proven to be fast " * 2000) + "enough."
    t = time.perf_counter()
    for p in blindforms71.MASKS:
        re.compile(word_start(p)).search(low)
    assert time.perf_counter() - t < 2.0


def test_dev20_is_its_own_split_and_draws_no_earlier_paper(paper_bench):
    # round 20 (sample.py --round 20, seed 7102): 200 labelled rows, scored as their own
    # block (evaluate.py --round9), pooled blind (bootstrap_dev.BLIND), not pooled into dev
    ev = paper_bench.evaluate
    dev20 = ev.load_split("dev20")
    assert len(dev20) == 200 and set(dev20["label"]) <= set(ev.LABELS)
    assert "dev20" in ev.SPLITS and "dev20" in ev.BLIND_SETS and all(
        "dev20" not in sample for pairs in ev.DEV_PARTS.values() for sample, _ in pairs)
    assert paper_bench.bootstrap_dev.BLIND["dev20"] == "d8c326e"
    earlier = {pid for pattern in ("sample_*.csv", "labels_*.csv")
               for path in ev.HERE.glob(pattern) if "dev20" not in path.name
               for pid in ev.pd.read_csv(path, dtype=str)["paper_id"]}
    assert earlier.isdisjoint(dev20["paper_id"])


def test_no_dev20_row_was_read_before_under_any_spelling(paper_bench):
    # round 20 also reads ``id`` columns and matches a paper by its venue's letters and the id
    # after the colon (label70 found two dev19 rows read before under another spelling)
    later = re.compile(r"dev(2\d|[3-9]\d)|_w(7[1-9]|[89]\d)")
    ev = paper_bench.evaluate
    dev20 = ev.load_split("dev20")
    venue = {pid.split(":", 1)[1]: re.sub(r"\d", "", pid.split(":", 1)[0]) for pid in dev20["paper_id"]}
    token = re.compile(r"\b([a-z]+)\d*:([\w.-]+)")
    seen = set()
    for path in ev.HERE.glob("*.csv"):
        if later.search(path.name):
            continue
        for m in token.finditer(path.read_text("utf-8", errors="replace")):
            key = m.group(2).rstrip(".")
            if venue.get(key) == m.group(1):
                seen.add(f"{m.group(1)}:{key}")
    assert seen == set()


QUERIES = [
    # aistats2020:808ffe6e9b's form
    "We study bandit optimisation of a smooth function in which the point evaluations are "
    "corrupted by noise and by an adversary. We bound the cumulative regret.",
    # colt2022:237b943d98's form
    "We provide a method which solves this problem with a number of gradient evaluations that "
    "scales as the product of the square roots of the condition numbers.",
    # icml2013:a8cdb6c4f2's form
    "This paper constructs a quasi-Newton algorithm that learns the Hessian from noisy "
    "evaluations of the gradient, at a cost linear in the dimension.",
]

STUDIES = [
    "both subjective and objective evaluations indicate that our method surpasses prior work.",
    "the diagnosis relies on the evaluation of motor functions, which is expensive.",
    "extensive evaluations on three benchmarks show that the model is accurate.",
]


def _run_words(text: str) -> list[str]:
    scored = find_cues(clean_text(text))
    return [c.shown() for c in scored.cues + scored.overlapped_experiments
            if c.side == "empirical" and c.weight > 0 and "evaluation" in c.shown().lower()]


@pytest.mark.parametrize("text", QUERIES)
def test_a_functions_evaluations_are_no_run(text):
    # at main d8c326e each reads "evaluations" as a run (lexicon, 1.5)
    assert _run_words(text) == []


@pytest.mark.parametrize("text", STUDIES)
def test_a_studys_evaluations_are_not_masked(text):
    assert not any(re.search(word_start(p), text) for p in blindforms71.MASKS[3:])
    assert _run_words(text) != [] or "motor" in text
