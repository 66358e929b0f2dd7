"""Experiments told by a demonstration with an outcome, a simulator or prototype, a measured time, or agreement with people (issue 14, wave 42).

Wave 41's fresh reading (bench/paper_types/RESULTS.md, "Issue 14, wave 41: fresh
measurement", seed 4101, "Misses of this reading") found theory-only labels on abstracts
that report a run of their own in words no cue knew (the classifier's evidence, traced with
``find_cues``, is in RESULTS.md, wave 42).  Each family is a way of telling a run, never
one paper's phrase:

* **a quantified gain over rivals** ("demonstrate a five-fold reduction in cost over
  previous methods", iros2019:8967750): demonstrate / show / achieve / report ... a number
  (N-fold, N%, N times, an order of magnitude) of reduction, improvement or speed-up (in a
  quantity that is no bound, rate or complexity) over / against / compared to previous,
  existing, baseline ... methods.  "a quadratic speed-up over existing algorithms" (a
  theorem's) names no number and stays as it was;
* **validation by a demonstration** ("we validate our work by demonstrating that AS
  converges faster than previous MCCFR algorithms in both no-limit poker and Bluff",
  nips2012:468881b525): validate the work / method / theory by demonstrating, showing,
  testing, comparing ..., with no bound, rate or known result in the rest of the sentence;
  and *demonstrated* (or observed) to converge / run / learn faster than earlier methods on
  or in something.  "we prove that X converges faster than Y" is a rate in a theorem: no
  "demonstrate", and a proof's word before the match in its sentence makes it a proved claim
  (:data:`.proof_guard.DEMONSTRATION`);
* **a count of real data, then a demonstration** ("On four real social signed networks of
  polarization, we demonstrate that the models extract ...", aistats2023:4fca099bd2):
  on / in / across N real, real-world, public, benchmark ... networks, graphs, data sets,
  games, domains, ..., we demonstrate / show / find / observe that;
* **a demonstration in finite or practical settings, set against asymptotic theory** ("In
  finite-dimensional settings, we demonstrate that PaTh can alleviate the computational
  burden ...", aistats2014:91339265d1, a judgement of wave 41's reading): "demonstrate"
  only (not "show", which a theorem uses), and no bound in the rest of the sentence;
* **a simulator or prototype as the apparatus** ("The study is performed on a
  two-dimensional kneed bipedal simulator developed with Open Dynamics Engine",
  icra2011:5980240; "demonstrate the approach by building prototype valves",
  icra2014:6907041): a study, experiment, test or comparison performed / conducted on a
  simulator, prototype or test bed; a method tested / evaluated on a simulator; a named
  physics engine; a method demonstrated or validated by building prototypes.  Not "can be
  tested in a simulator" (a possibility), nor a goal "to demonstrate";
* **a run told by its time** ("generating an energy optimal trajectory only costs 1 µs per
  piece", icra2021:9561585): costs / takes / runs in / solved in a number with a unit of
  time, or a time per piece, iteration, frame ...; and accelerated / sped up by orders of
  magnitude against conventional ... methods.  A complexity ("runs in O(n log n) time",
  "in polynomial time") has no unit and stays as it was;
* **agreement with people** ("the estimations of these Social MDPs align closely with the
  judge-ments of humans", icra2022:9811991): align / agree / correlate ... with the
  judgements, ratings, annotations ... of humans, participants, annotators, or with human
  judgements, a verb (not the noun: "metrics show low correlation with human judgements"
  describes others' metrics as often).  Not human preferences, values or intuition (alignment's goal or a theory's
  appeal), nor a goal "to align with".

As :mod:`.rivals` and :mod:`.reports`, every pattern is tagged :func:`.lexicon.experiment`,
transparent and outside the fitted features (``model.UNFITTED``, through
``apparatus.EMPIRICAL``): it rules theory alone out and is shown as the empirical side's
evidence; the model is not refitted.  Weights follow :mod:`.lexicon`: 2.5 a report of a run
(apparatus, time), 2.0 an outcome more than an act.  Every repeat is bounded, and
:mod:`.proof_guard` reads at most :data:`.proof_guard.REACH` characters before a match, so
a long run of repeated fragments costs linear time (bench/paper_types/hostile.py).
"""

from __future__ import annotations

from analysis.paper_types.lexicon import experiment
from analysis.paper_types.proof_guard import ASSUMED, DEMONSTRATION, GAIN, guard
from analysis.paper_types.proof_guard import BOUND_WORDS as _BOUND_WORDS

# ruff: noqa: E501  (a phrase list reads best one alternation per line)

_NUM = r"(?:\d+|two|three|four|five|six|seven|eight|nine|ten|several|multiple|various)"
# how much: "five-fold", "30%", "3x", "an order of magnitude"
_AMOUNT = (r"(?:(?:approximately |about |roughly |up to |over |more than |nearly |almost |at least |a )?"
           r"(?:\d+(?:\.\d+)? ?(?:%|percent|x|×|times)|(?:\d+|two|three|four|five|six|seven|eight|nine|ten|twenty|hundred)-fold)|"
           r"(?:an?|one|two|three|several) orders? of magnitude)")
_GAIN = r"(?:reductions?|improvements?|speed-?ups?|gains?|decreases?|increases?|savings?|acceleration)"
_EARLIER = (r"(?:previous|existing|prior|state-of-the-art|baseline|conventional|competing|standard|classical|"
            r"traditional|other|current|naive|alternative|popular)")
_RIVAL = (r"(?:methods|approaches|algorithms|techniques|baselines|solvers|planners|controllers|heuristics|"
          r"implementations|systems|variants|models|estimators|schemes)")
# a bound's measure, also as a part of a hyphenated word ("sample-complexity"), or what a
# theorem counts (samples, queries, a dependence): no run's gain (wave 42's reader)
_NOT_BOUND = rf"(?!(?:\w+-){{0,3}}(?:{_BOUND_WORDS}|samples?|queries|dependence)\b)"
# what a run is performed on: a simulator, a prototype, a test bed
# not inside a hyphenated word ("a prototype-based classifier"), nor a prototype problem or
# example (a theory's canonical case; wave 42's reader)
_NOT_MATH = r"(?![\w-])(?! (?:problems?|examples?|instances?|cases?|equations?|functions?|classes)\b)"
_APPARATUS = (r"(?:simulators?|simulation (?:environments?|platforms?|frameworks?)|physics engines?|"
              rf"prototypes?|test ?-?beds?){_NOT_MATH}")
_SIMULATOR = r"(?:simulators?|physics engines?)"
# what people judge with
_JUDGED = (r"(?:judge?-?ments?|ratings?|annotations?|assessments?|evaluations?|responses|perceptions?|"
           r"labell?ings?|rankings?)")
_PEOPLE = (r"(?:humans?|people|participants|subjects|users|annotators|raters|experts|observers|listeners|"
           r"viewers|readers|volunteers|clinicians|radiologists)")
# a property told by a copula after "we demonstrate / show that" ("the policy is Markovian",
# "computing equilibria is PPAD-hard") is a theorem's form; a comparative ("is faster") a run's
# real data: networks, graphs, games are real only so named ("two natural classes of games",
# "several different graphs" are a theory's); data sets, corpora, benchmarks are data anyway
_REAL = r"real|real-world|real-life|large-scale|public|publicly available|benchmark|empirical"
_NO_COPULA = r"(?!(?:[\w'-]+ ){1,5}?(?:is|are|remains|becomes) (?!(?:\w+er|more|less|able)\b))"
_TIME = r"(?:μs|µs|microseconds?|ms|milliseconds?|s|secs?|seconds?|minutes?|mins?(?! (?:cuts?|flows?|max|sum|plus)\b)|hours?|hrs?)(?![\w-])"

EMPIRICAL: list[tuple[str, float]] = [
    # a quantified gain over rivals: "demonstrate a five-fold reduction in cost over previous methods"
    (experiment(rf"(?<!to )\b(?:demonstrat|show|achiev|obtain|report|observ|yield|attain|deliver|measur)\w* (?:an? |the )?{_AMOUNT} (?:{_NOT_BOUND}[\w-]+ ){{0,2}}?{_GAIN}(?: (?:in|of) (?:{_NOT_BOUND}[\w-]+ ){{1,4}}?)? ?(?:over|compared (?:to|with)|relative to|against|versus|vs\.?) (?:the |all )?{_EARLIER} (?:[\w-]+ ){{0,2}}?{_RIVAL}\b"), 2.0),
    # validation by a demonstration: "we validate our work by demonstrating that AS converges faster than ..."
    (experiment(rf"(?<!to )\bvalidat(?:e|es|ed|ing) (?:our|the|this|these|its|their) (?:[\w-]+ ){{0,2}}?(?:work|approach|method|algorithm|results?|findings|theory|analysis|claims?|framework|model|contributions?|ideas?|scheme|technique) (?:empirically |experimentally |numerically |practically )?by (?:demonstrating|showing|testing|comparing|running|applying|evaluating|simulating|measuring)\b(?![^.;]{{0,120}}?\b(?:{_BOUND_WORDS}|known results?|closed[- ]forms?|analytic(?:al)? (?:solutions?|results?)|special cases?|(?:is|are|be) (?:\w+ )?(?:consistent|unbiased|identifiable|unique)|classical|textbook|toy|well[- ]known)\b)"), 2.0),
    # demonstrated to run faster than earlier methods on something
    (experiment(rf"(?<!to )\b(?:demonstrat\w*|observ\w*|empirically show\w*|experimentally show\w*) (?:that )?(?:[\w-]+ ){{1,5}}?(?:converges?|runs?|learns?|trains?|solves?|performs?|plans?|computes?) (?:significantly |much |considerably |substantially )?(?:faster|better) than (?:the |all )?{_EARLIER} (?:[\w-]+ ){{0,2}}?{_RIVAL} (?:in|on|for|across) "), 2.0),
    # a count of real data, then a demonstration: "On four real social signed networks of polarization, we demonstrate that"
    (experiment(rf"\b(?:on|in|across|using|for) {_NUM} (?:(?:(?:{_REAL}) ){{1,2}}(?:[\w-]+ ){{0,4}}?(?:networks|graphs|games|domains|environments)\b[^.;]{{0,80}}?, we (?:also |further |empirically |experimentally )?(?:demonstrate|show|find|observe|verify|confirm) that\b {_NO_COPULA}|(?:(?:{_REAL}|large|diverse|different|challenging|standard|natural) ){{1,2}}(?:[\w-]+ ){{0,4}}?(?:data ?sets|corpora|benchmarks|collections|databases)\b[^.;]{{0,80}}?, we (?:also |further |empirically |experimentally )?(?:demonstrate|show|find|observe|verify|confirm) that\b)"), 2.0),
    # a demonstration in finite or practical settings: "In finite-dimensional settings, we demonstrate that PaTh can alleviate ..."
    (experiment(rf"\b(?:in|for) (?:finite[- ][\w-]+|practical|realistic|real[- ]world|non-asymptotic|small[- ]sample|moderate[- ]sized?) (?:settings|regimes|problems|cases|scenarios|samples|dimensions), we (?:also |further |empirically |experimentally |numerically )?demonstrate that\b {_NO_COPULA}(?![^.;]{{0,120}}?\b{_BOUND_WORDS}\b)"), 2.0),
    # a simulator or prototype as the apparatus: "The study is performed on a two-dimensional kneed bipedal simulator"
    (experiment(rf"\b(?:study|studies|experiments?|evaluations?|tests?|testing|trials?|comparisons?|validation|simulations?|analysis|assessment|benchmarks?) (?:is|are|was|were|has been|have been) (?:then |also |first |further |mainly )?(?:performed|conducted|carried out|done|run|executed|made) (?:on|in|using|with) (?:a|an|the|our|two|three|several) (?:[\w-]+ ){{0,5}}?{_APPARATUS}\b"), 2.5),
    (experiment(rf"(?<!can be )(?<!could be )(?<!may be )(?<!to )\b(?:tested|evaluated|validated|verified|demonstrated|compared|assessed|benchmarked) (?:[^\s.;:()]+ ){{0,8}}?(?:on|in|using|with) (?:a|an|the|our) (?:[\w-]+ ){{0,4}}?{_SIMULATOR}\b"), 2.5),
    (experiment(r"\b(?:open dynamics engine|mujoco|webots|v-rep|coppeliasim|bullet physics engine|opensim)\b"), 2.5),
    # "demonstrate the approach by building prototype valves"
    (experiment(rf"(?<!to )\b(?:demonstrat|validat|test|evaluat|verif)\w* (?:(?:the|our|this|its|these) )?(?:[\w-]+ ){{0,4}}?by (?:building|constructing|fabricating|assembling|3d[- ]printing|manufacturing|machining) (?:a |an |the |two |three |several |\d+ )?(?:[\w-]+ ){{0,2}}?prototypes?{_NOT_MATH}"), 2.5),
    # a run told by its time: "only costs 1 μs per piece", "is solved in 20 ms"
    (experiment(rf"\b(?:costs?|costing|takes?|taking|took|requires?|requiring|needs?|needed|(?:runs?|running|ran|executes?|executed|computed|solved|completed|converges?|converged|generated|planned|done|performed) in) (?:only |just |about |approximately |around |roughly |less than |under |below |merely |on average |an average of )?\d+(?:[.,]\d+)? ?{_TIME}"), 2.5),
    (experiment(r"\b\d+(?:\.\d+)? ?(?:μs|µs|microseconds?|ms|milliseconds?|seconds?) per (?:piece|iteration|frame|query|step|sample|instance|image|problem|segment|update|cycle|call|trajectory|scan)\b"), 2.5),
    # accelerated by orders of magnitude against conventional methods
    (experiment(rf"\b(?:accelerated|sped up|speeded up|reduced|shortened) by (?:an?|one|two|three|several|\d+) orders? of magnitude (?:against|over|compared (?:to|with)|relative to|than|versus) (?:the )?{_EARLIER} (?:[\w-]+ ){{0,2}}?{_RIVAL}\b"), 2.5),
    # agreement with people: "align closely with the judgements of humans"
    (experiment(rf"(?<!to )\b(?:align(?:s|ed|ing)?|agree(?:s|d|ing)?|correlat(?:e|es|ed|ing)|match(?:es|ed|ing)?|accord(?:s|ed|ing)?|coincid(?:e|es|ed|ing)) (?:closely |well |strongly |highly |significantly |remarkably |very well |favou?rably |positively )?with (?:the )?(?:{_JUDGED} (?:of|by|from|made by|given by) (?:the )?(?:[\w-]+ )?{_PEOPLE}|(?:human|expert|user|participant|subject|observer) (?:[\w-]+ )?{_JUDGED})\b"), 2.0),
]

#: the families a proof's word before them turns into a theorem's statement (faster than,
#: on real data, in finite settings); the others (a number of gain over methods, a
#: validation, an apparatus, a time, people) are no theorem's, and follow a proof in one
#: sentence: "We prove a bound ..., and demonstrate a five-fold reduction in cost over ..."
GUARDED = frozenset(p for p, _ in EMPIRICAL[2:5])
#: the gains (a number over methods, orders of magnitude): a proof's or a bound's word in
#: their own clause makes them a theorem's
GAINS = frozenset(p for i, (p, _) in enumerate(EMPIRICAL) if i in (0, 11))
#: the times and agreement with people: an assumption in their sentence makes them a model's
MODELLED = frozenset(p for p, _ in EMPIRICAL[9:11] + EMPIRICAL[12:])
guard(GUARDED, DEMONSTRATION)
guard(GAINS, GAIN)
guard(MODELLED, ASSUMED)
