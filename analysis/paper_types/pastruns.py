"""Own runs told in the past tense by their authors, and results reported as indicating an
outcome (issue 14, wave 63).

Wave 63's fresh reading of theory-only labels (bench/paper_types/RESULTS.md, "Issue 14, wave
63"; `theory_readings_w63_fresh.csv`, seed 6301, read at de4d2df before this module) left
the 24k's rate of theory-only abstracts reporting experiments of their own at about 7%, as
waves 58-62 had.  Their misses, pooled over waves 58-63 (about 40 still labelled theory at
de4d2df), are told in varied words: each wave's phrase lists caught the last wave's phrases
only.  Two general signals were tried on the pooled misses and on the 1,325 theory labels
read right in every `theory_readings_*.csv`:

* "we" or "our method" with a reporting verb (shows, achieves, outperforms, improves ...)
  and a measured object (accuracy, performance, runtime, a dataset, a task, a benchmark),
  with no theory word in the sentence: 27 misses matched, and 56 theory papers read right
  (one in three right: theory abstracts use the same words of their bounds' objects).  Not
  kept;
* **the tense of a run**: a theory abstract states its results in the present ("we show",
  "we prove", "we obtain a bound"); a run is told as done.  "We applied our model to
  successfully improve the cognitive impairment prediction using the ... (ADNI) cohort data"
  (nips2017:8936), "these lead to algorithms that we have implemented and which suffice to
  solve particular problem instances" (icra2020:9196812), "we have built a 4dof tailed
  monoped" (icra2015:7139831), "we have implemented the analysis and applied it to systems
  developed in ROS" (iros2012:6385719), "which we deployed in MSN Passport"
  (nips2004:7147acb58b): ``we (have)`` then a run's verb in the past (applied, tested,
  evaluated, trained, measured, ran, implemented, collected, recorded, gathered, conducted,
  built, fabricated, deployed, simulated).  In the whole corpora (85k abstracts, main's
  labels at de4d2df, before guards) it matches 1,920 empirical, 95 both, 8 unclear and 6
  theory-only abstracts, the six all read: five own runs and "we further applied the
  proposed theorems" (a proof's word: the guard reads it as a theorem's).  Not the verbs
  of a result (found, obtained, achieved, demonstrated, analysed: "we found that there exist
  models for which the error decreases much faster" is a theorem's), not "built on / upon"
  (a method's ancestry), not a run of earlier work ("in previous work, we ..."), not a
  concession ("while we applied R2CS to the logistic model, R2CS is a generic approach",
  aistats2024:397695000c, read as no own experiment), not a review of papers ("we conducted
  a comprehensive technical review of these papers", acl2022:2022.acl-long.458): both found
  by the first corpus digest and guarded.

The second family, **results reported as indicating an outcome** ("The reported results
indicate that the computational burden is decreased about two orders of magnitude",
iros2020:9340644): the reported / obtained / achieved / presented results indicate, show,
confirm ... (the lexicon knows experimental, numerical and simulation results; a theorem's
results are "our results", "these results", never "the reported results").  65 abstracts
(58 empirical, 7 both, 1 theory-only: this one).

Tagged :func:`.lexicon.experiment`, transparent and unfitted (through ``apparatus.EMPIRICAL``,
``model.UNFITTED``), each guarded by :data:`.proof_guard.DEMONSTRATION` (a proof's word in
the sentence, "provably" or "asymptotic" inside the match make it a theorem's claim).
"""

from __future__ import annotations

from analysis.paper_types.lexicon import experiment
from analysis.paper_types.measured import _NO_BOUND_AFTER
from analysis.paper_types.proof_guard import DEMONSTRATION, Reading, guard

# ruff: noqa: E501  (a phrase list reads best one alternation per line)

_RUN_DONE = (r"(?:applied|tested|evaluated|trained|measured|ran|implemented|collected|recorded|"
             r"gathered|conducted|built|fabricated|deployed|simulated)")

PAST_RUN: list[tuple[str, float]] = [
    # "we applied our model to successfully improve the cognitive impairment prediction using ... cohort data" (nips2017:8936)
    # "algorithms that we have implemented and which suffice to solve particular problem instances" (icra2020:9196812)
    (experiment(rf"(?<!previous work, )(?<!prior work, )(?<!earlier work, )(?<!while )(?<!whilst )(?<!although )(?<!though )\bwe (?:have )?(?:also |then |further |first |successfully |empirically |experimentally |additionally |finally )?{_RUN_DONE}\b(?! (?:up)?on\b)(?! (?:a |an |the |our )?(?:[\w-]+ ){{0,3}}?(?:review|survey|literature|meta-analysis)\b)(?! (?:in|by) (?:previous|prior|earlier) (?:work|papers?)\b){_NO_BOUND_AFTER}"), 2.5),
]

REPORTED: list[tuple[str, float]] = [
    # "The reported results indicate that the computational burden is decreased about two orders of magnitude" (iros2020:9340644)
    (experiment(r"\b(?:the )?(?:reported|obtained|achieved|presented|measured|observed) results (?:clearly |also |further )?(?:indicate|show|demonstrate|confirm|suggest|reveal|verify|validate|illustrate)\b"), 2.5),
]

EMPIRICAL: list[tuple[str, float]] = PAST_RUN + REPORTED

#: how each family is read: a proof's word in the sentence makes each a theorem's (for the wiring test)
GUARDED: list[tuple[str, Reading]] = [(p, DEMONSTRATION) for p, _ in EMPIRICAL]
for _p, _how in GUARDED:
    guard([_p], _how)
