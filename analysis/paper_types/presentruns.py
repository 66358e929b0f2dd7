"""Own runs told in the present tense with the authors as subject, read in a sentence free
of any theorem's word (issue 14, wave 64).

Wave 64's fresh reading of theory-only labels (bench/paper_types/RESULTS.md, "Issue 14, wave
64"; `theory_readings_w64_fresh.csv`, seed 6401, read at main 92f9a68 before this module)
left the 24k's rate of theory-only abstracts reporting runs of their own at about 10%, 8%
pooled over waves 58-64.  Wave 63 kept the tense of a run told as done (:mod:`.pastruns`);
the misses pooled over waves 58-64 tell their runs mostly in the present, where theory
abstracts tell their results too ("we show", "we investigate the problem of ...").  Three
general signals were tried on every corpus abstract and on every theory label read in a
`theory_readings_*.csv` (scratch scans, /work/tmp/exp64; the figures in RESULTS.md):

* an outcome set against others' methods (better, faster, an improvement, comparable ...
  over / than / compared to ... methods, algorithms, baselines), with no theorem's word in
  the sentence: 25 theory-only abstracts in the corpora, read ones 3 right to 7 wrong
  ("fundamentally faster than all of the other standard algorithms" is a theorem's).  Not
  kept;
* "we investigate / implement / evaluate ..." with any object: 52 theory-only, 17 read no
  ("we investigate the problem of identity testing").  Not kept;
* **a run's verb in the present with the authors as subject and a method as object, then
  where it runs**: "we implement our algorithm on a two node network with multiple links
  to validate it" (aistats2023:29f57b2a6a), "we also implement this scheme using nonlinear
  MPC controllers" (rss2017:040da0a44a): ``we`` (also, then, empirically ...) implement,
  test, evaluate, validate, verify, perform, run, conduct, simulate, deploy or train, a
  determiner or two and the method's noun (our algorithm, the resulting planner, this
  scheme, it), then on / in / with / using ("in-depth" is no place); and "we apply our
  concept to navigation of hundreds of agents" only where what it is applied to is a run's
  material (data sets, real data, tasks, benchmarks, images, videos, robots, agents,
  recordings, corpora, experiments: "we apply our estimator to the problem of linear
  regression" is a theorem's application).  Not "investigate" ("we investigate a model in
  which ..." is a model's study, run or analysis unstated; the first digest moved one such
  unclear label).  Kept: in both corpora (85k abstracts, main's labels at 92f9a68) it
  matches 2,224 empirical, 203 both, 1 unclear and 6 theory-only abstracts (after the
  guard 2,101, 165, 1 and 6), the seven all own runs (`changes_w64.csv`), and no theory
  label read *no* in any `theory_readings_*.csv`.

The sentence is read whole (:data:`WHOLE`): any theorem's, bound's or analysis' word in it,
before or after the match (regret, bound, rate, complexity, guarantee, minimax, convergence,
prove, theorem, analysis, derive, polynomial, a scaling law "linear in the number of ...", a
model of computation, a formula's ``$`` or ``\\``), makes the match
a theorem's ("we implement our algorithm in polynomial time", "we run the algorithm with a step
size that attains the minimax rate").  Tagged :func:`.lexicon.experiment`, transparent and
unfitted (through ``apparatus.EMPIRICAL``, ``model.UNFITTED``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from analysis.paper_types.lexicon import experiment
from analysis.paper_types.proof_guard import REACH, Reading, guard

# ruff: noqa: E501  (a phrase list reads best one alternation per line)

_RUN_NOW = r"(?:implement|test|evaluate|validate|verify|perform|run|conduct|simulate|deploy|train)"
# the method run: a determiner or two, then the method's noun ("our algorithm", "the resulting planner")
_DET = r"(?:the|this|our|its|their|these|a|an|proposed|new|resulting)"
_METHOD = (r"(?:methods?|algorithms?|approach(?:es)?|estimators?|concepts?|schemes?|models?|frameworks?|"
           r"techniques?|procedures?|systems?|controllers?|planners?|polic(?:y|ies)|strateg(?:y|ies)|it|them)")
# what an application runs on: a run's material, not a problem's setting
_MATERIAL = (r"(?:real(?:[- ]world)? data|data ?sets?|tasks|benchmarks?|images?|videos?|robots?|agents|"
             r"recordings?|corpora|corpus|experiments?)")

PRESENT_RUN: list[tuple[str, float]] = [
    # "We implement our algorithm on a two node network with multiple links to validate it" (aistats2023:29f57b2a6a)
    (experiment(rf"\bwe (?:also |then |further |first |finally |empirically |experimentally |numerically |successfully )?{_RUN_NOW}s? (?:{_DET} ){{0,3}}{_METHOD} (?:on|in|with|using)\b(?!-)"), 2.5),
    # "We apply our concept to navigation of hundreds of agents in densely populated environments" (icra2008:4543489)
    (experiment(rf"\bwe (?:also |then |further |finally |successfully )?apply (?:[\w-]+ ){{1,6}}?to (?:[\w-]+ ){{0,8}}?{_MATERIAL}\b"), 2.5),
]

EMPIRICAL: list[tuple[str, float]] = PRESENT_RUN

#: a theorem's, a bound's or an analysis' word anywhere in the sentence
_THEOREM_WORDS = re.compile(
    r"\b(?:regrets?|bounds?|bounded|rates?|ratios?|complexit(?:y|ies)|guarantee[sd]?|asymptotic\w*|"
    r"minimax|optimality|convergence|converges?|prov(?:e[sdn]?|ing|abl[ey]|ability)|proofs?|theor\w+|analytic\w*|analys[ie]s|"
    r"exponential\w*|polynomial\w*|logarithmic\w*|quadratic\w*|worst[- ]case|sample complexity|"
    r"dimension\w*|approximation|o\(|lemmas?|conjectures?|deriv\w+|pram|"
    # a scaling law: "speedups linear in the number of processors" (wave 53's reader)
    r"(?:(?:sub|near|super)-?)?(?:linear|quadratic|cubic)(?:ly)? in (?:the|its|their|n|d|t|k)|"
    r"models? of computation)\b|\$|\\")
_SENTENCE_END = re.compile(r"[.;!?](?:\s|$)")


@dataclass(frozen=True)
class Whole:
    """A match is a theorem's where its whole sentence (up to :data:`.proof_guard.REACH`
    characters either side) holds a theorem's word, before or after it."""

    words: re.Pattern = _THEOREM_WORDS

    def holds(self, low: str, start: int, end: int, sentence: int) -> bool:
        stop = _SENTENCE_END.search(low, end, end + REACH)
        window = low[max(sentence, start - REACH):stop.start() if stop else end + REACH]
        return self.words.search(window) is not None


WHOLE: Reading = Whole()

#: how each family is read (for the wiring test)
GUARDED: list[tuple[str, Reading]] = [(p, WHOLE) for p, _ in EMPIRICAL]
for _p, _how in GUARDED:
    guard([_p], _how)
