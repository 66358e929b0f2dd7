"""An outcome against rivals or on a task, and a comparison with optimal solutions on instances (issue 14, wave 41).

Wave 39's fresh reading (bench/paper_types/RESULTS.md, "Issue 14, wave 39: fresh
measurement", seed 3901, "Misses of this reading") found theory-only labels beside runs of
the paper's own told in forms :mod:`.outcomes` does not take.  Why each was missed (the
classifier's evidence): "we significantly outperform state-of-theart methods on the linear
structure extraction task, in terms of both accuracy and speed" (cvpr2013:c4a55967e5) and
"new estimators ... that strongly outperform all state of the art methods" (nips2016:7292)
hold only :mod:`.lexicon`'s bare "outperform" (an empirical word, no experiment: it may
compare bounds) whose experiment forms need "in terms of accuracy" without a comma or
"on ... datasets / tasks" (plural, three words); "In news and video summarization tasks,
SS is able to substantially reduce both computational costs and memory usage"
(aistats2017:b80c5af1dd) opens with the tasks and has no outcome family; "a simple
remedy ... that also improves length generalization in machine translation"
(acl2022:2022.acl-long.527) names a task, not "tasks"; "compare their performance over
the optimal solutions for small problem instances" (iros2009:5354139) is a comparison
:mod:`.lexicon` knows only with "the / our results" and "with / to / against".  Each
family below is the way of telling such a run, keyed on the rivals, the task or the
instances, never the verb alone:

* **rivals named as methods outperformed**: "outperform(s) [all] [the] state-of-the-art /
  existing / competing / baseline ... methods, approaches, techniques, algorithms ..."
  (plural: several methods run against; "outperforms the state-of-the-art algorithm
  DD-UCB" in a regret paper may compare bounds, and stays as it was);
* **tasks named first, then the outcome**: "In / on <kind> tasks, benchmarks or data sets,
  <subject> (is able to) reduce / improve / outperform ... costs, memory, accuracy,
  error ..." (not "In many / such / these tasks", not a goal "to reduce");
* **an outcome on a named task**: improves / boosts / outperforms ... in / on a task named
  by its kind ("the linear structure extraction task", "machine translation", "question
  answering", "object detection").  Not "classification" or "regression" alone, a
  theorem's setting; not "in one task" (an existence claim's, aistats2010:79631ea01d) nor
  "in many recommendation tasks" (a survey's background, ijcai2023:paper746): both moved
  in a first version (RESULTS.md, wave 41);
* **a trade-off shown against a task's measure**: "We demonstrate <a method> that trades
  off <a criterion> against classification accuracy" (uai2021:36fe7fd475; a demonstration
  verb, then what trades off against a task's accuracy, performance or error: not "we
  characterize the trade-off between privacy and accuracy", a theorem's object);
* **a comparison with optimal solutions on instances**: "compare(s) (their / its / the)
  performance / results / costs ... with / to / against / over the optimal / exact /
  best-known solutions for / on ... (problem) instances" (not worst-case or hard
  instances, a lower bound's).

Not a run (:data:`.proof_guard.RIVAL`): any of these whose sentence holds,
before it, a proof's word, a bound's measure (regret, bound, rate, ratio, complexity,
guarantee, asymptotic, competitive), "provably" / "theoretically", or an explanation of a
phenomenon ("explain why"): "our algorithm achieves an approximation ratio of 1/2, which
outperforms existing algorithms", "we prove that our estimator outperforms existing
estimators", "we explain why wide networks outperform narrow ones on downstream tasks".
The rivals family also looks ahead in its sentence for a bound's measure ("outperforms
existing methods in terms of regret").  The guard is :mod:`.proof_guard`'s (called from
:mod:`.cues`, note "a proved claim, no run").
Tests: tests/test_paper_types_wave41.py.

As :mod:`.outcomes` and :mod:`.proving`, every pattern is tagged
:func:`.lexicon.experiment`, transparent and outside the fitted features
(``model.UNFITTED``, through ``apparatus.EMPIRICAL``): it rules theory alone out and is
shown as the empirical side's evidence; the model is not refitted.  Weight 2.0 (an
outcome more than an act, :mod:`.lexicon`), 2.5 for the comparison (a report of a run).
Every repeat is bounded, and the guard reads at most :data:`.proof_guard.REACH` characters
before a match, so a long run of repeated fragments costs linear time
(bench/paper_types/hostile.py).
"""

from __future__ import annotations

from analysis.paper_types import reports
from analysis.paper_types.contests import _SOTA
from analysis.paper_types.lexicon import experiment
from analysis.paper_types.proof_guard import BOUND_WORDS as _BOUND_WORDS
from analysis.paper_types.proof_guard import RIVAL, guard

# ruff: noqa: E501  (a phrase list reads best one alternation per line)

# rivals, plural: "(all) (the) state-of-the-art / existing / competing ... methods"
_RIVALS = (rf"(?:all |the |most |many |several |other |these )?(?:(?:current|existing|competing|previous|prior|recent|"
           rf"standard|leading|popular|conventional|classical|baseline|other|strong|{_SOTA}|[\w-]+-based) ){{1,3}}"
           r"(?:[\w-]+ )?(?:methods|approaches|techniques|algorithms|baselines|estimators|systems|solutions|"
           r"competitors|alternatives|models|heuristics|solvers|trackers|detectors|planners|controllers|classifiers|"
           r"learners)\b")
# a task named by its kind: "the linear structure extraction task", "machine translation"
_NOT_KIND = (r"(?!(?:this|that|such|these|those|any|every|each|same|given|general|arbitrary|learning|"
             r"classification|regression|a|an|the|one|another|other|some|no|either|first|second|many|"
             r"most|various|all|numerous|multiple)\b)")
# (the kind's words are no preposition: not "improvements on high-dimensional data for tasks")
_KIND_WORD = r"(?!(?:for|on|in|of|with|to|by|from|at|as|than|that|which|when|where)\b)[\w-]+ "
_NAMED_TASK = (rf"(?:(?:the|a|several|two|three|both) )?{_NOT_KIND}(?:{_KIND_WORD}){{1,4}}?tasks?\b|"
               r"\b(?:[\w-]+ )?(?:machine translation|summari[sz]ation|question answering|speech recognition|"
               r"object detection|image captioning|semantic segmentation|reading comprehension|language modell?ing|"
               r"named entity recognition|sentiment analysis|dependency parsing|visual tracking|face recognition|"
               r"image retrieval|action recognition|pose estimation)\b")
# a measured quantity of a run
_MEASURED = (r"(?:costs?|memory|time|run-?times?|running times?|errors?|error rates?|accuracy|performance|usage|"
             r"speed|quality|throughput|perplexity|latency|energy|baselines?|state[- ]of[- ]the[- ]?art)")
_NOT_BOUND_WORD = rf"(?!{_BOUND_WORDS}\b)"

EMPIRICAL: list[tuple[str, float]] = [
    # rivals named as methods: "we significantly outperform state-of-theart methods on ..."
    (experiment(rf"\b(?<!provably )(?<!theoretically )outperform(?:s|ed|ing)? {_RIVALS}(?![^.;]{{0,100}}?\b{_BOUND_WORDS}\b)"), 2.0),
    # tasks named first: "In news and video summarization tasks, SS is able to substantially reduce both computational costs"
    (experiment(rf"\b(?:in|on|across|over) (?!(?:many|such|these|those|some|most|all|other|certain|various|several|important|practical|the|this|that|a|an|any|both|real[- ]world)\b)(?:[\w-]+ ){{1,5}}?(?:tasks|benchmarks|data ?sets|corpora), (?:[^\s.;]+ ){{1,10}}?(?:(?<!\bto )|(?<=able to ))(?:reduc|improv|outperform|achiev|speed|cut|lower|decreas|sav|boost|surpass|beat|halv)\w* (?:{_NOT_BOUND_WORD}[^\s.;]+ ){{0,5}}?{_MEASURED}\b"), 2.0),
    # an outcome on a named task: "improves length generalization in machine translation"
    (experiment(rf"\b(?<!provably )(?<!theoretically )(?:improv|boost|outperform|enhanc)\w* (?:{_NOT_BOUND_WORD}[\w-]+,? ){{0,6}}?(?:in|on|for) (?:{_NAMED_TASK})"), 2.0),
    # a trade-off shown against a task's measure: "We demonstrate conditionally independent prediction that trades off adherence to fairness criteria against classification accuracy"
    (experiment(r"\b(?:demonstrat|illustrat|exhibit)\w* (?:[^\s.;]+ ){0,8}?(?:that|which) (?:can |effectively |smoothly |gracefully )?trad(?:e|es|ed|ing)[- ]?offs? (?:[^\s.;]+ ){1,8}?(?:against|with|for) (?:[^\s.;]+ ){0,3}?(?:classification|prediction|predictive|test|detection|recognition|downstream|task) (?:accuracy|performance|errors?|loss)\b"), 2.0),
    # a comparison with optimal solutions on instances: "compare their performance over the optimal solutions for small problem instances"
    (experiment(r"\bcompar(?:e|es|ed|ing) (?:[\w-]+ ){0,4}?(?:performance|results|solutions?|costs?|quality|plans?|schedules?) (?:[\w-]+ ){0,3}?(?:with|to|against|over) (?:the |an? )?(?:[\w-]+ )?(?:optimal|optimum|exact|best[- ]known) (?:[\w-]+ )?(?:solutions?|values?|plans?|policies|schedules?|results|costs?) (?:for|on|in|of|over) (?:(?![\w-]*(?:worst|hard|adversarial|arbitrary|pathological)\b)[\w-]+ ){0,3}?(?:problem )?instances\b"), 2.5),
]

# wave 41b's named rivals compared (:mod:`.reports`) are read the same way: "we prove that our
# estimator is more efficient compared to other estimators such as ..." is a theorem's comparison
guard([p for p, _ in EMPIRICAL] + [reports.COMPARED], RIVAL)
