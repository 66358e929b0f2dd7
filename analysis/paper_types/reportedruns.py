"""Own runs reported by a measured figure, a machine, a past finding or an application named
(issue 14, wave 66).

Wave 66's fresh reading of theory-only labels (bench/paper_types/RESULTS.md, "Issue 14, wave
66"; `theory_readings_w66_fresh.csv`, seed 6601, read at main b8a8d9b before this module)
found 10.0% of the 24k's theory-only abstracts (8 of 80) and 6.7% of the 61k's (4 of 60)
reporting runs of their own; pooled with waves 58-65, 7.5% and 11.6%.  Every "yes" of every
reading still labelled theory at b8a8d9b (134 papers, 76 of them the 61k's: robotics and
vision abstracts that tell a run in the passive, by a figure or by an application) was set
against the 1,936 theory labels read *no* and every abstract of both corpora (85k), one
form at a time (scratch scans, /work/tmp/exp66).  Kept, each a general way English abstracts
report a run, each matching no theory label read *no* and no theory-only abstract but the
misses it was read from and runs of their own:

* **a measured speed-up figure**: "gaining up to 500x speed up over traditional DP
  algorithms" (eccv2018:e3fe3f7b15), "a speedup of 12 times": a digit with ``x`` is a
  measured ratio (a theorem's speed-up is "quadratic", "exponential", O(...));
* **orders of magnitude gained**: "we demonstrate an improvement of over 2 orders of
  magnitude over conventional sensors" (cvpr2019:533), "faster by at least one order of
  magnitude with respect to the state of the art" (rss2019:2683ffd06f);
* **the machine a run used**: "for tens to hundreds of agents on a single CPU core"
  (icra2017:7989507): on a single / standard / commodity / desktop ... CPU, GPU, core, PC,
  laptop, workstation or computer;
* **a comparison told in the passive with its material**: "the proposed method is compared
  against regular fusion ... using a 5 km long urban trajectory" (icra2012:6224760);
* **results or findings told as done**: "the results showed a trade-off between ..."
  (icra2013:6631129), "it was found that ... high speed cutting occurs only in the area
  close to the nozzle" (icra2007:4209131): a theorem's result is stated in the present;
* **both in theory and practice**: "We show, both in theory and practice, that the proposed
  method reliably converges" (iclr2018:Skj8Kag0Z): the lexicon's two-sided cue read "in
  theory and in practice" only;
* **an application to a series of problems**: "we apply our framework to a series of hard
  registration and stitching problems" (cvpr2013:300648b1e0), "we apply our method to a
  variety of multi-task deep learning problems including digit classification"
  (nips2018:11076, a run no reading had seen): :mod:`.presentruns` reads an application to
  a run's material only, since "we apply our estimator to the problem of ..." is a
  theorem's;
* **tests told in the passive**: "Tests were conducted on some local construction sites to
  evaluate the effectiveness of the system" (icra2006:1642185, found by the corpus digest: the
  lexicon read "experiments were conducted");
* **the own method examined in practice**: "We examine use of the algorithm in practice,
  demonstrating runtime that is typically much faster" (aistats2013:32f795475d, wave 66's
  reading): examine, study, evaluate ... the use, performance, runtime ... of the / our
  method in practice, empirically or on real, synthetic ... data;
* **a practical validity supported**: "the practical validity of our approach is supported by
  a highly successful application to AGV motion estimation" (eccv2020:cafae57fb6);
* **its efficiency shown on applications**: "we analyze the convergence behavior of the
  proposed method and show its efficiency on a range of computer vision applications"
  (eccv2020:34b1f4a677): read in its own clause (:data:`CLAUSE`), since the analysis
  before "and" is the paper's theorem, the run after it its run.

Guards.  Most forms are read in their whole sentence by :data:`.presentruns.WHOLE`.  The
figures (:data:`FIGURE`) only against what makes a figure a theorem's: theoretical, in theory,
asymptotic, predicted, a bound, worst case (eccv2018:e3fe3f7b15's sentence names a
"provably optimal" algorithm and its rivals' "polynomial complexity" beside its measured
500x).  Both in theory and practice against a plan (:data:`PLANNED`: future work).  Results and
findings told as done (:data:`FINDING`) also against an analysis named in the 300 characters
before them, across sentence ends: the first corpus digest moved icra2005:1570299 ("The novel
swimming method was analyzed and optimized analytically ... It was found that ... a tail ...
is able to swim at the order of several mm/sec", an analysis' finding) to empirical.

Wave 66 also found :data:`.presentruns.WHOLE` reading "providing" and "provides" as a proof's
word (``prov\\w+``): "we demonstrate that our approach is faster ..., while providing higher
quality solutions" (rss2019:2683ffd06f) counted no run.  Its list now names a proof's forms
(prove, proved, proven, proving, proof, provable, provably).  Tagged
:func:`.lexicon.experiment`, transparent and unfitted (through ``apparatus.EMPIRICAL``,
``model.UNFITTED``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from analysis.paper_types.lexicon import experiment
from analysis.paper_types.presentruns import WHOLE, Whole
from analysis.paper_types.proof_guard import REACH, Either, Reading, guard

# ruff: noqa: E501  (a phrase list reads best one alternation per line)

_COUNT = r"(?:an?|one|two|three|four|five|six|several|\d+)"
_ABOUT = r"(?:up to |over |about |nearly |almost |more than |roughly |at least )?"

FIGURES: list[tuple[str, float]] = [
    # "gaining up to 500x speed up over traditional dp algorithm" (eccv2018:e3fe3f7b15)
    (experiment(rf"\b{_ABOUT}\d+(?:\.\d+)?\s?(?:x|×)[- ]?(?:speed[- ]?ups?|faster|acceleration)\b|\b(?:speed[- ]?ups?|acceleration) of {_ABOUT}\d+(?:\.\d+)?\s?(?:x|×|times)\b"), 2.5),
    # "an improvement of over 2 orders of magnitude over conventional sensors" (cvpr2019:533),
    # "faster by at least one order of magnitude with respect to the state of the art" (rss2019:2683ffd06f)
    (experiment(rf"\b(?:{_COUNT} )?orders? of magnitude (?:faster|speed[- ]?ups?|acceleration|reduction|less|fewer|smaller|lower|higher|more accurate)\b|\b(?:improvement|speed[- ]?up|acceleration|reduction|gain)s? of {_ABOUT}{_COUNT} orders? of magnitude\b|\b(?:faster|quicker|more accurate|more efficient|cheaper|smaller|lower|higher) by {_ABOUT}{_COUNT} orders? of magnitude\b"), 2.5),
]

REPORTED: list[tuple[str, float]] = [
    # "for tens to hundreds of agents on a single cpu core" (icra2017:7989507)
    (experiment(r"\bon an? (?:single|standard|commodity|ordinary|off-the-shelf|regular|typical|modern|desktop|consumer|laptop) (?:[\w-]+ )?(?:cpu|gpu|core|pc|laptop|desktop|workstation|computer)s?\b"), 2.5),
    # "the proposed method is compared against regular fusion ... using a 5 km long urban trajectory" (icra2012:6224760)
    (experiment(r"\b(?:is|are|was|were|has been|have been) (?:then |also |further |experimentally |numerically |empirically )?compared (?:against|with|to) (?:[\w-]+ ){1,8}?(?:using|on|in|with|for) (?:a |an |the |real |several |two |three |\d+ )(?:[\w-]+ ){0,4}?(?:data|datasets?|trajector(?:y|ies)|sequences?|images?|videos?|experiments?|simulations?|robots?|scenes?|recordings?|benchmarks?)\b"), 2.5),
    # "we apply our framework to a series of hard registration and stitching problems" (cvpr2013:300648b1e0)
    (experiment(r"\bwe (?:also |then |further |finally |successfully )?apply (?:our|the proposed|this|the resulting|the new) (?:[\w-]+ ){0,3}?(?:method|algorithm|framework|approach|technique|scheme|solver|model|system|controller|planner|estimator)s? (?:along with [\w -]+? )?to (?:a |an |the )?(?:series|set|range|number|variety|collection|suite|couple|pair) of (?:[\w-]+ ){0,5}?(?:problems|applications|tasks|scenarios|instances)\b"), 2.5),
    # "Tests were conducted on some local construction sites" (icra2006:1642185, wave 66's corpus digest)
    (experiment(r"(?<!hypothesis )(?<!statistical )(?<!significance )\b(?:tests|trials|field tests|field trials|measurements|test runs) (?:were|have been) (?:also |then |successfully )?(?:conducted|carried out|performed|made|run|undertaken)\b"), 2.5),
    # "We examine use of the algorithm in practice, demonstrating runtime that is typically much faster" (aistats2013:32f795475d)
    (experiment(r"\bwe (?:also |then |further )?(?:examine|study|investigate|evaluate|assess|test|explore) (?:the )?(?:use|performance|behaviou?r|efficiency|speed|runtime|running time|accuracy) of (?:the|our|this|these) (?:proposed |resulting |new )?(?:[\w-]+ ){0,2}?(?:algorithms?|methods?|approach(?:es)?|schemes?|estimators?|solvers?|procedures?|techniques?) (?:in practice|empirically|experimentally|numerically|on (?:real|synthetic|simulated|several|various|benchmark)\b)"), 2.5),
    # "the practical validity of our approach is supported by a highly successful application" (eccv2020:cafae57fb6)
    (experiment(r"\b(?:practical|real-world|empirical|experimental) (?:validity|relevance|usefulness|value|efficiency|effectiveness) (?:of (?:our|the proposed|this|the) (?:[\w-]+ ){0,3}?)?(?:is|are|was|were) (?:supported|demonstrated|shown|confirmed|validated|illustrated|verified) (?:by|through|with|on|in)\b"), 2.5),
]

#: results and findings told as done
FOUND: list[tuple[str, float]] = [
    # "the results showed a trade-off between ..." (icra2013:6631129); not others' ("previous hardness
    # results indicated that ...", nips2002:c0dcdfbba6, wave 66's corpus digest)
    (experiment(r"\b(?:(?:the|our|these)(?: experimental| simulation| numerical| test)?|experimental|simulation) results (?:clearly |also )?(?:showed|demonstrated|revealed|indicated|confirmed|suggested)\b"), 2.5),
    # "it was found that ... high speed cutting occurs only in the area close to the nozzle" (icra2007:4209131)
    (experiment(r"\bit was (?:found|observed|confirmed|verified) that\b"), 2.0),
]

#: "we analyze the convergence ... and show its efficiency on a range of computer vision applications" (eccv2020:34b1f4a677)
APPLIED: list[tuple[str, float]] = [
    (experiment(r"\b(?:show|shows|demonstrate|demonstrates|illustrate|illustrates|validate|validates|verify|verifies|confirm|confirms|evaluate|evaluates) (?:its|their) (?:efficiency|effectiveness|efficacy|performance|accuracy) (?:on|through|with|using) (?:[\w-]+ ){0,5}?(?:applications|problems|examples|scenarios|instances|data|datasets|tasks|experiments|simulations|benchmarks|images|robots?)\b"), 2.5),
]

#: "We show, both in theory and practice, that the proposed method reliably converges" (iclr2018:Skj8Kag0Z)
PRACTICE: list[tuple[str, float]] = [
    (experiment(r"\b(?:show|shows|showed|demonstrate|demonstrates|verify|verifies|confirm|confirms),? (?:both )?in theory and (?:in )?practice\b|\bboth in theory and (?:in )?practice,? (?:that|the|our|it)\b"), 2.5),
]

EMPIRICAL: list[tuple[str, float]] = FIGURES + REPORTED + FOUND + APPLIED + PRACTICE

#: what makes a measured figure a theorem's (not "provably optimal", nor rivals' "polynomial complexity")
FIGURE: Reading = Whole(re.compile(
    r"\b(?:theoretical(?:ly)?|in theory|asymptotic\w*|predict\w*|bounds?|worst[- ]case)\b"))
#: a plan, not a run: "we leave showing it both in theory and practice to future work"
PLANNED: Reading = Whole(re.compile(r"\b(?:future work|we plan|remains? to be)\b"))
_CLAUSE_START = re.compile(r"(?:,|;|\band\b|\bwhile\b|\bwhereas\b)\s")
_SENTENCE_END = re.compile(r"[.;!?](?:\s|$)")


@dataclass(frozen=True)
class Clause:
    """A match is a theorem's where its own clause (from the last comma, semicolon, "and",
    "while" before it, within its sentence, to the sentence's end) holds a theorem's word."""

    words: re.Pattern

    def holds(self, low: str, start: int, end: int, sentence: int) -> bool:
        begin = max(sentence, start - REACH)
        cuts = [m.end() for m in _CLAUSE_START.finditer(low, begin, start)]
        stop = _SENTENCE_END.search(low, end, end + REACH)
        window = low[cuts[-1] if cuts else begin:stop.start() if stop else end + REACH]
        return self.words.search(window) is not None


CLAUSE: Reading = Clause(WHOLE.words)  # type: ignore[attr-defined]


@dataclass(frozen=True)
class Preceded:
    """A match is an analysis' finding where an analysis' word comes in the :data:`REACH`
    characters before it, across sentence ends: "The swimming method was analyzed and optimized
    analytically ... It was found that ... the tail is able to swim at several mm/sec"
    (icra2005:1570299, wave 66's corpus digest)."""

    words: re.Pattern

    def holds(self, low: str, start: int, end: int, sentence: int) -> bool:
        return self.words.search(low, max(0, start - REACH), start) is not None


#: a finding told as done is an analysis' where its sentence has a theorem's word or an
#: analysis is named just before it (its manner: analytically, theoretical, mathematical, closed
#: form; not "we prove" or "we derive", which a paper of both tells before its run)
FINDING: Reading = Either((WHOLE, Preceded(re.compile(
    r"\b(?:analytic\w*|theoretic\w*|mathematical\w*|closed[- ]form)\b"))))

#: how each family is read (for the wiring test)
GUARDED: list[tuple[str, Reading]] = (
    [(p, FIGURE) for p, _ in FIGURES] + [(p, WHOLE) for p, _ in REPORTED] + [(p, FINDING) for p, _ in FOUND]
    + [(p, CLAUSE) for p, _ in APPLIED] + [(p, PLANNED) for p, _ in PRACTICE])
for _p, _how in GUARDED:
    guard([_p], _how)
