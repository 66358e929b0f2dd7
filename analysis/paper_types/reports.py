"""Experiments reported as an evaluation, a comparison or an illustration with an outcome (issue 14, wave 41).

Wave 41's fresh reading (bench/paper_types/RESULTS.md, "Issue 14, wave 41: fresh
measurement", seed 4101) found theory-only labels on abstracts that report a run in words
no cue knew.  Each family is the way of telling it belongs to, never one paper's phrase:

* **a passive evaluation on a count of data sets** ("This more general ... GPLVM is then
  evaluated as an approach to the visualisation of high dimensional data for three different
  data-sets", nips2003:2233e89378): *is / are / was / were* (then, also ...) evaluated,
  tested, assessed, benchmarked or compared, then within the clause on / for / using /
  across a number or "several / various / different" data sets (also "data-sets"),
  benchmarks or corpora.  :mod:`.lexicon`'s count cue wants the number right before "data
  sets" and its passive cue a subject noun it knows (method, model ...); not "can be
  evaluated" (a possibility), not "is evaluated on the data" (no count);
* **a comparison against named rivals** ("show that these codes are substantially more
  robust compared against other image codes such as ICA and wavelets", nips2005:969cf430c7):
  a comparative ("more robust", "better", "favourably") or a verb of the act ("is applied
  and compared", "when compared") right before "compared to / with / against" other,
  existing, standard ... methods, codes, algorithms, models, estimators ... *such as / like /
  including* named ones.  Not a contrast that opens a sentence ("Compared to standard
  state estimators like the EKF, the proposed approach considers ...", iros2010:5649076, read
  on the 61k), not guarantees compared ("more strict feasibility guarantees, compared to
  other competing approaches, such as ...", iros2011:6094862): the rival is a method;
* **an illustration that reports a comparison** ("We illustrate such a new GBP algorithm on
  a grid Markov network and show that it gives much more accurate marginal probabilities
  than those found using ordinary BP", nips2000:4c97278a45): "illustrate ... on ... and
  show / find / observe that ... more accurate / better / faster ... than" in one sentence.
  A worked example "to illustrate" the theory with no outcome is not a run (no comparison:
  "We illustrate the result on a simple example" stays as it was), nor one whose
  comparison is of bounds, rates, regret or mixing ("and show that the bound is tighter
  than");
* **a practical improvement in a measured time** ("We demonstrate an asymptotic and
  practical improvement in the runtime of finding VAMP solutions in several illustrative
  domains", icra2022:9812173): a practical / empirical / wall-clock improvement, speed-up
  or reduction in the runtime, running time, planning time or memory, demonstrated, shown,
  observed or reported (not "improved running time bounds": a bound);
* **a characterization carried out** ("We perform extensive characterization of our method
  to verify its correctness", iros2014:6942582): the engineering sense that
  :mod:`.senses` masks for theory is a measurement of the method, so an experiment.

Every pattern is tagged :func:`.lexicon.experiment`, transparent and outside the fitted
features (``model.UNFITTED``, through ``apparatus.EMPIRICAL``, as :mod:`.proving`): it
rules theory alone out and is shown as the empirical side's evidence without moving the
shipped model's features.  Weights follow :mod:`.lexicon`: 2.5 a report of a run, 2.0 an
outcome more than an act.  Every repeat is bounded (at most 100 characters or 8 words), so
a long run of repeated fragments costs linear time (bench/paper_types/hostile.py).
"""

from __future__ import annotations

from analysis.paper_types.lexicon import experiment
from analysis.paper_types.senses import NOT_MATH

# ruff: noqa: E501  (a phrase list reads best one alternation per line)

_COUNT = r"(?:\d+|two|three|four|five|six|seven|eight|nine|ten|several|various|multiple|many|different)"
_SETS = r"(?:data[- ]?sets|benchmarks|benchmark (?:problems|instances)|corpora|databases)"
# what a rival is: a method, never a result (bounds, rates, guarantees)
_RIVAL = (r"(?:codes|methods|algorithms|approaches|techniques|models|representations|schemes|"
          r"baselines|estimators|classifiers|solvers|heuristics|controllers|planners|filters|detectors|trackers|encoders)")
_BETTER = (r"(?:(?:much |significantly |substantially |considerably |far |markedly )?(?:more|less) "
           r"(?:accurate|robust|efficient|reliable|stable|precise)|better|higher|lower|faster|smaller|fewer)")
_THEORETICAL = r"(?:bounds?|rates?|regret|mixing|complexit\w*|guarantees?|constants?|asymptotic\w*)"
# a worked example or a theorem illustrated: no run ("We illustrate the theorem on a toy chain")
_WORKED = (r"(?!(?:the |our |this |these |its |a )?(?:main )?(?:theorems?|lemmas?|propositions?|corollar\w+|construction)\b)")
_EXAMPLE = r"(?!(?:(?:a|an|the|some|two|three|several|simple|toy|worked|concrete|small|few|classical) ){0,3}examples?\b)"
# the rival compared as a method, in its properties a theorem states ("more expressive", "less restrictive")
_PROPERTY = r"(?!(?:general|expressive|restrictive|conservative|powerful|informative|universal)\b)"
# an improvement told in complexity classes ("from cubic to quadratic", "O(n^2)"): asymptotic
_ASYMPTOTIC = r"(?![^.;]{0,80}?(?:\bo\(|\b(?:from|to) (?:cubic|quadratic|linear|logarithmic|polynomial|exponential|sub-?linear|super-?linear|constant)\b))"

# named rivals: "more robust compared against other image codes such as ICA and wavelets"; a
# theorem's comparison is read by :data:`.proof_guard.RIVAL` (:mod:`.rivals` guards this pattern)
COMPARED = experiment(rf"\b(?:(?:more|less) {_PROPERTY}[\w-]+|better|worse|faster|slower|superior|inferior|favou?rably|competitive(?:ly)?|(?:is|are|was|were|been|and|when)(?: (?!not\b)\w+)?),? compared (?:to|with|against) (?:other|existing|standard|conventional|popular|classical|previous|alternative|competing|state-of-the-art|traditional|common) (?:[\w-]+ ){{0,2}}?{_RIVAL},? (?:such as|like|including)\b")

EMPIRICAL: list[tuple[str, float]] = [
    # a passive evaluation on a count of data sets: "is then evaluated ... for three different data-sets"
    (experiment(rf"\b(?:is|are|was|were) (?:then |also |further |subsequently |finally |first |extensively |empirically )?(?:evaluated|tested|assessed|benchmarked|compared) [^.;]{{0,100}}?\b(?:on|for|using|across|with|in) (?:the )?{_COUNT} (?:(?:different|distinct|real|real-world|public|publicly available|benchmark|standard|large|small) ){{0,3}}(?:[\w-]+ )?{_SETS}\b"), 2.5),
    # named rivals: "more robust compared against other image codes such as ICA and wavelets"
    (COMPARED, 2.0),
    # an illustration with a comparison: "We illustrate ... on a grid Markov network and show that it gives much more accurate ... than"
    (experiment(rf"\billustrat(?:e|es|ed|ing) {_WORKED}[^.;]{{0,100}}? (?:on|with|using) {_EXAMPLE}[^.;]{{0,80}}? and (?:we )?(?:show|shows|showed|find|finds|found|observe|observes|observed|demonstrate|demonstrates) that (?![^.;]{{0,120}}?\b{_THEORETICAL}\b)[^.;]{{0,100}}?\b{_BETTER} [^.;]{{0,60}}?\bthan\b"), 2.0),
    # a practical improvement in a measured time: "demonstrate an asymptotic and practical improvement in the runtime"
    (experiment(r"\b(?:demonstrat|show|observ|report|obtain|achiev|measur|yield)\w* (?:an? |the |significant |substantial )?(?:(?:asymptotic|theoretical)(?:ally)? and )?(?:practical|empirical|experimental|wall-clock|real-world) (?:[\w-]+ )?(?:improvements?|speed-?ups?|gains?|reductions?) in (?:the )?(?:[\w-]+ )?(?:runtimes?|running times?|run[- ]times?|computation(?:al)? times?|wall-clock times?|planning times?|memory(?: usage| footprint)?)\b(?! bounds?| complexit)" + _ASYMPTOTIC), 2.0),
    # a characterization carried out (its theory sense masked by senses.MASKS)
    (experiment(r"\b(?:perform|performs|performed|performing|conduct|conducts|conducted|conducting|carry out|carries out|carried out|carrying out) (?:an? |the )?(?:(?:extensive|thorough|detailed|systematic|experimental|empirical|comprehensive|careful|full) ){0,3}characteri[sz]ations?(?= (?:of|on)\b)" + NOT_MATH + r" (?:of|on)\b|\b(?:experimental|empirical) characteri[sz]ations? (?:of|on)\b"), 2.5),
]
