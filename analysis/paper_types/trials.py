"""The paper's own results reported with a count of trials or settings (issue 14, wave 53).

Wave 52 (bench/paper_types/RESULTS.md, "noticed, left alone") found "We are implementing the
controller on a real robot and report results of 20 trials" typed theory after a bound: a
report of the paper's own results with a count was no cue of any family.  The forms:

* **results of a count of trials** ("we report results of 20 trials", "and report the results
  over 50 runs"): report / present results of, from, over or across a number (digits or a
  number word) of trials, runs, episodes, experiments, repetitions, seeds, sessions or
  trajectories;
* **results on a count of settings** ("we report results on three robots / five data sets"):
  report / present results on, across or over a number of tasks, robots, data sets,
  benchmarks, environments, domains, games, platforms or scenes;
* **results of a count of trials as the subject** ("Results of 20 trials show that the
  controller is robust"): results of / from / over N trials, runs, episodes, experiments or
  repetitions, then show / demonstrate / indicate / confirm / suggest / reveal.

The reporter is the paper ("we" or an "and" of its sentence): "Smith et al. report results
on three data sets" tells others' results.  A count of theorems, bounds or cases is no run
("we report results on three classes of graphs": the nouns are a run's).  The cues are read
with the plan guard (:data:`.plans.PLANNED`: "we are implementing it and will report results
of 20 trials later" is no report yet), and like every cue they are negated ("we do not report
results of ...") and hedged ("we plan to report results on three robots").  Every repeat is
bounded (bench/paper_types/hostile.py).
"""

from __future__ import annotations

from analysis.paper_types.lexicon import experiment
from analysis.paper_types.plans import PLANNED
from analysis.paper_types.proof_guard import also_guard

# ruff: noqa: E501  (a phrase list reads best one alternation per line)

_COUNT = r"(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|fifty|hundreds?|thousands?|several|multiple)"
_TRIALS = r"(?:trials|runs|episodes|experiments|repetitions|seeds|sessions|trajectories|rollouts)"
_SETTINGS = r"(?:tasks|robots|data ?sets|datasets|benchmarks|environments|domains|games|platforms|scenes|corpora|languages)"
# (the verb starts the cue: a plan's clause ends at "and report", plans' reading)
_REPORT = r"(?:(?<=\bwe )|(?<=\band ))(?:have )?(?:also |further |then |here )?(?:report|present)(?:s|ed)? (?:the )?(?:experimental |empirical |quantitative |numerical |detailed )?results"

EMPIRICAL: list[tuple[str, float]] = [
    # "we report results of 20 trials", "and report the results over 50 runs"
    (experiment(rf"{_REPORT} (?:of|from|over|across) {_COUNT} (?:[\w-]+ ){{0,2}}?{_TRIALS}\b"), 2.5),
    # "we report results on three robots / five data sets"
    # (not a count of classes of them: "we report results on three classes of games / languages", theory's)
    (experiment(rf"{_REPORT} (?:on|across|over) {_COUNT} (?!(?:[\w-]+ )?(?:classes|families|kinds|types|sorts) of\b)(?:[\w-]+ ){{0,3}}?{_SETTINGS}\b"), 2.5),
    # "Results of 20 trials show that ..."
    (experiment(rf"\bresults (?:of|from|over|across) {_COUNT} (?:[\w-]+ ){{0,2}}?{_TRIALS} (?:\w+ ){{0,4}}?(?:show|demonstrate|indicate|confirm|suggest|reveal)s?\b"), 2.5),
]

also_guard([p for p, _ in EMPIRICAL], PLANNED)
