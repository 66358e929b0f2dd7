"""Experiments told as their outcomes: a result of the paper's own method, measured (issue 14, wave 39).

Wave 38's fresh reading of theory-only papers (bench/paper_types/RESULTS.md, "Issue 14,
wave 38: fresh measurement", seed 3801) found the largest group of misses in ML venues
told no experiment word at all: the abstract states what the paper's own method *did*,
measured against rivals or on data.  The verbs are those of bounds ("improves", "reduces",
"better than"), so each family below is keyed on the *object* of the outcome (a measured
quantity, data, tasks, rival techniques, evaluation metrics), never the verb alone, and
written as the way of telling it belongs to, not one paper's phrase:

* **an outcome shown on data** ("much more accurate and fast than the existing ...
  approach, as we show with image and text data"): "as we show / demonstrate / illustrate
  with / on / using" a kind of data, datasets, benchmarks, images, corpora or real
  networks.  Not "as we show in Section 4", not "for data drawn from a Gaussian" (the
  preposition is one of a run: with, on, using, through);
* **a task's measure gained, or its error lost** ("typically yield better classification
  accuracy", "lower test error"): a gain (better, higher, improved ...) in a *task's*
  measure (classification / test / prediction / detection ... accuracy or performance,
  success rates, F1, AUC, BLEU), or a loss (lower, reduced ...) in its error or error
  rates.  Not "better approximation accuracy", "lower error bound", "improved rates" (no
  task's name, or a bound); not a loss of accuracy ("earlier relaxations result in reduced
  prediction accuracy", "i.e. reduced test accuracy as the model grows": what others
  suffer or a phenomenon explained, read on the 24k); not a goal ("to obtain better
  tracking accuracy, we propose");
* **evaluation metrics or realistic settings** ("significantly reduces error in realistic
  settings ... across a range of error metrics"): an outcome across / on / in terms of
  several evaluation / error / performance metrics (not "metrics" alone, a mathematical
  object: "bounds under several metrics"; not "with respect to" them: "not calibrated with
  respect to two evaluation metrics" is a theorem's object, read on the 24k), or a measured quantity (error, accuracy, performance, run time)
  improved in realistic / real-world / practical settings, data or applications;
* **rivals ranked on data** ("On real large networks, the top-ranked nodes are the most
  informative among several commonly-used techniques"): the most / best ... among the
  compared / tested / competing or commonly-used / popular / state-of-the-art methods or
  techniques (not "among all algorithms", a minimax claim, nor "among existing methods",
  as often a complexity claim), and a result told on real / real-world / benchmark data or networks followed by
  the outcome ("On real data, our estimator is faster");
* **improvements in named applications** ("offers significant performance improvements in
  applications such as structure learning of rankings"): significant / substantial gains
  in applications, tasks, problems or benchmarks *such as / including* named ones ("a
  significant speedup for important problems such as basis pursuit ... compared with
  current fastest LP solvers", nips2017:8939);
* **results on tasks or data show** ("Results on active visual exploration tasks with 360
  scenes and 3D objects show that ..."): results on / from / across tasks, datasets,
  benchmarks, scenes, images, environments or a kind of data, then a verb of showing
  within the sentence (not "our results on data-dependent bounds show": "data" must be a
  word of its own, preceded by its kind).

An outcome whose sentence holds a proof's word before it ("We prove that the classifier
attains lower test error than the plug-in rule", "the bound implies higher classification
accuracy", "We bound the regret in terms of several performance measures":
:data:`.proof_guard.OUTCOME`)
states a theorem and counts nothing, as does a measure followed
by "bound" or "guarantee" ("improved prediction error bounds").  The theoretical
comparisons that share these verbs stay theory: "improves the best known
bound", "faster rates than", "matches the lower bound", "better regret than" name no
measured quantity, data or rival technique (tests/test_paper_types_wave39.py).

Like :mod:`.runs` (whose list :mod:`.apparatus` extends with this one), every pattern is
tagged :func:`.lexicon.experiment`, transparent (reads without consuming text) and outside
the fitted features (``model.UNFITTED``): one that counts (not negated, hedged, others' or
in the background) rules theory alone out and is shown as the empirical side's evidence;
dev features, the model and its calibration are unchanged.  Weights follow
:mod:`.lexicon`: 2.0 for an outcome or claim more than an act (every family here).  Every
repeat is bounded (at most 8 words, 120 characters), so a long run of repeated fragments
costs linear time (bench/paper_types/hostile.py).
"""

from __future__ import annotations

from analysis.paper_types.engineering import _COMPARED
from analysis.paper_types.lexicon import experiment
from analysis.paper_types.proof_guard import OUTCOME, guard

# ruff: noqa: E501  (a phrase list reads best one alternation per line)

# data the paper's method is run on: a kind of data (one to four words before "data"),
# datasets, benchmarks, images, videos, corpora (their kind before them), real networks or graphs
_DATA = (r"(?:(?:[\w-]+ ){1,4}?data|(?:[\w-]+ ){0,3}?(?:data ?sets|benchmarks?|images|videos|corpora)|"
         r"(?:real|real-world|real-life|large|large-scale|social|citation|biological|web|road) (?:[\w-]+ )?(?:networks|graphs))")
# a task's measure: accuracy with the task's name, error / success rates, scores named by their metric
_TASK = (r"(?:classification|prediction|predictive|test|testing|detection|recognition|segmentation|"
         r"tracking|retrieval|translation|top-1|top-5|clustering|localization|localisation|forecasting|"
         r"tagging|parsing)")
# a measure gained: accuracy / performance named by its task, F1, AUC, BLEU, success rates ...
_GAINED = (rf"(?:{_TASK} (?:accuracy|accuracies|performance)|success rates?|f1(?:[- ]scores?)?|"
           r"f-measures?|auc|bleu(?: scores?)?|map scores?)")
# ... and a measure lost: error (rates) named by its task, error rates
_LOST = (rf"(?:{_TASK} (?:error rates?|errors?)|(?:error|misclassification|word error) rates?)")
# a goal, not an outcome: "to obtain better tracking accuracy, we propose ..."
_PURPOSE = "".join(f"(?<!to {v} )" for v in ("obtain", "achieve", "get", "attain", "reach", "ensure",
                                              "provide", "yield", "give", "deliver", "enable"))
_SHOWN = r"(?:show|shows|showed|demonstrate|demonstrates|indicate|indicates|confirm|confirms|reveal|reveals|suggest|suggests|verify|verifies|validate|validates|highlight|highlights|illustrate|illustrates)"
# rivals a comparison was run against: "the compared / tested ... methods", "several commonly-used
# techniques"; not "existing methods" alone ("the most efficient among existing methods" is
# a complexity claim as often)
_RIVALS = (r"(?:(?:several |various |many |other )?(?:competing|popular|commonly[- ]used|widely[- ]used|"
           r"state-of-the-art|baseline)|the (?:compared|tested|evaluated|competing|baseline))")

EMPIRICAL: list[tuple[str, float]] = [
    # an outcome shown on data: "as we show with image and text data"
    (experiment(rf"\bas (?:we |is |will be )?(?:show|shown|demonstrate|demonstrated|illustrate|illustrated|confirm|confirmed|verify|verified|observe|observed|find|found) (?:\w+ )?(?:with|on|using|through|across) (?:several |various |many |both |two |three |real |real-world |synthetic )?{_DATA}\b"), 2.0),
    # a measured quantity improved: "typically yield better classification accuracy"
    (experiment(rf"{_PURPOSE}\b(?:(?:better|higher|improved|superior|increased|competitive|greater|state-of-the-art|best) (?:(?:overall|average|mean|final|empirical) )?{_GAINED}|(?:better|lower|reduced|smaller|improved|competitive|state-of-the-art|best) (?:(?:overall|average|mean|final|empirical) )?{_LOST})\b(?! (?:upper |lower )?(?:bounds?|guarantees?))"), 2.0),
    # evaluation metrics, realistic settings: "across a range of error metrics", "reduces error in realistic settings"
    (experiment(r"\b(?:across|on|over|in terms of) (?:a (?:wide |broad )?(?:range|variety|number|set|suite|battery) of |several |various |multiple |many |different |\d+ |two |three |four |five )(?:[\w-]+ )?(?:error|evaluation|performance|quality|accuracy|standard|common|popular|benchmark) (?:metrics|measures)\b"), 2.0),
    (experiment(r"\b(?:reduc|lower|improv|outperform|decreas|boost|cut)\w* (?:the )?(?:[\w-]+ ){0,3}?(?:errors?|accuracy|performance|run-?times?|running times?|costs?|variance)(?: [\w-]+){0,3}? (?:in|on|under|across) (?:several |various |many |a range of |a variety of |both )?(?:realistic|real[- ]world|real[- ]life|practical) (?:[\w-]+ )?(?:settings|scenarios|conditions|data|datasets|problems|applications|environments|instances|workloads|tasks)\b"), 2.0),
    # rivals ranked: "the most informative among several commonly-used techniques"; "On real large networks, ... faster"
    (experiment(r"\b(?:on|in|with|using|for) (?:several |many |two |three |\d+ )?(?:large |large-scale |massive )?(?:real|real-world|real-life|publicly available|public|benchmark) (?:[\w-]+ ){0,2}?(?:networks|graphs|data ?sets|data|images|corpora|instances|benchmarks), [^.;]{0,120}?\b(?:most|best|better|outperform\w*|superior|competitive|faster|more accurate|higher|improv\w*)\b"), 2.0),
    (experiment(rf"\b(?:the )?(?:most|best|least) [\w-]+ among {_RIVALS} (?:[\w-]+ ){{0,3}}?{_COMPARED}\b"), 2.0),
    # improvements in named applications: "significant performance improvements in applications such as"
    (experiment(r"\b(?:significant|substantial|considerable|large|dramatic|consistent|notable|marked) (?:performance |accuracy |speed |empirical |practical )?(?:improvements?|gains?|speed-?ups?) (?:in|on|for|across) (?:[\w-]+ ){0,2}?(?:applications|tasks|benchmarks|datasets|problems) (?:such as|including|like|from)\b"), 2.0),
    # results on tasks or data show: "Results on active visual exploration tasks with 360 scenes ... show"
    (experiment(rf"\bresults (?:on|from|across|over) (?:[^\s.;:()]+ ){{0,8}}?(?:tasks|data ?sets|benchmarks|scenes|images|videos|corpora|environments|games|[\w-]+ data) (?:[^\s.;:()]+ ){{0,8}}?{_SHOWN}\b"), 2.0),
]

# a proof's word before the outcome in its sentence makes it a theorem's (:data:`.proof_guard.OUTCOME`)
guard((p for p, _ in EMPIRICAL), OUTCOME)
