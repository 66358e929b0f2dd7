"""Own runs told by an implementation and its outcome, an outcome against rivals or on a task,
the own method's behaviour in practice, a platform's run, data acquired (issue 14, wave 53b).

Wave 53's fresh reading (bench/paper_types/RESULTS.md, "Issue 14, wave 53: fresh
measurement", seed 5301; `theory_readings_w53_fresh.csv`) found theory-only labels whose
abstract tells a run of its own in words no cue knew.  Each family is a way of telling a run,
never one paper's phrase, with the theory look-alikes that share its words:

* **an implementation put to work, and what it did** ("We implement our algorithm in the Spark
  distributed framework and exhibit dramatic performance gains on large-scale logistic
  regression problems", nips2018:11203): "we implement(ed) <the own method> ... and exhibit /
  show / observe / obtain ... gains, speed-ups, improvements, savings"; not a gain of an order
  ("gains of order log n over previous approaches", a proved rate), nor an implementation
  admitted ("we show that the algorithm admits a distributed implementation": no "we
  implement").  A merit demonstrated *by doing* a run on data ("demonstrate the efficiency of
  this approach by fitting linear classifiers and sparse linear models to large datasets",
  aistats2016:81fc556848): the gerund is one of a run (fitting, training, solving, running
  ...: not proving, deriving, applying a theorem), its object large, real or benchmark data,
  problems or instances, the merit not a theorem's; and a run at a counted scale told with
  "up to" or a number in thousands ("using a distributed implementation with up to 20,000
  cores": :mod:`.lexicon`'s scale cue knows "with 20 machines" only);
* **an outcome against rivals or on a task** ("Our results show that the learned policies
  ... approach near-optimal solutions at a faster rate than previous state-of-the-art deep
  learning methods", acml2020:b091dcba88; "We show state-of-the-art biomedical segmentation
  for many diverse examples of complex trees", cvpr2017:247): "our (experimental ...)
  results show that ... than (previous) state-of-the-art / competing / existing ... methods",
  with no bound's or proof's word in the claim ("our results show that the algorithm
  converges at a faster rate than ..., "... the regret is smaller than ...": theorems; not
  "our main / theoretical results"), and "we show / achieve state-of-the-art <task> (results
  named by the task: segmentation, detection, accuracy ...) on / for ... examples, data sets,
  benchmarks, images"; not "state-of-the-art (regret) bounds / rates", nor "we show that the
  rate is state-of-the-art among known bounds";
* **the own method in practice** ("In practice, the updates converge very rapidly to good
  classifiers", nips2002:abfc6dfb3b): a sentence opening "In practice," whose subject is the
  paper's own method (:class:`Introduced`: "our / the proposed ..." or a noun the authors
  introduced earlier, "We derive multiplicative updates ... In practice, the updates ..."),
  with a verb of behaviour and an outcome (rapidly, quickly, well, good, within seconds ...);
  not others' methods ("In practice, the EM algorithm converges quickly, but ...": nothing
  of the authors' is named so), an assumption or a constant ("In practice, the assumption
  holds for most kernels"), "which is often used in practice", nor an outcome a theorem
  predicts ("..., as Theorem 2 predicts");
* **a platform's run, data acquired** ("we present empirical work-arounds for the Minitaur
  quadrupedal platform that enable it to leap up ...", icra2017:7989130; "The force-deformation
  data acquired show an increase in the observed stiffness", iros2011:6094493): empirical /
  experimental / physical / hardware work-arounds, gaits, behaviours, controllers, trials ...
  presented for or on a platform, robot, quadruped ... (not "experimental design", not a
  robot's model); the (kind of) data, measurements or recordings acquired / recorded /
  collected show or indicate something (not "collected in previous work / by Smith et al.",
  nor after a proof's word).

Every pattern is tagged :func:`.lexicon.experiment`, transparent and unfitted (through
``apparatus.EMPIRICAL``); each reads a bounded window (at most 12 words or 160 characters a
repeat, :class:`Introduced` 1,500 characters before its sentence), so a long run of repeated
fragments costs linear time (bench/paper_types/hostile.py).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from analysis.paper_types.checkruns import NOT_A_MODEL
from analysis.paper_types.lexicon import experiment
from analysis.paper_types.proof_guard import (
    ASSUMED,
    DEMONSTRATION,
    GAIN,
    OUTCOME,
    PRACTICE,
    REACH,
    RIVAL,
    Either,
    guard,
)

# ruff: noqa: E501  (a phrase list reads best one alternation per line)

# the paper's own method as an object or subject: "our algorithm", "the proposed scheme"
_METHOD = (r"(?:algorithms?|methods?|approach(?:es)?|schemes?|solvers?|frameworks?|procedures?|techniques?|systems?|"
           r"estimators?|samplers?|heuristics?|updates?|implementations?|iterations?|policies|policy|planners?|"
           r"optimi[sz]ers?|rules?|models?|networks?|code|library|package|tool)")
# (the object of "we implemented": "it" and "them" too, and code, library, package, tool; the
# other modules' _OWN fill other slots, see standings.py)
_OWN = rf"(?:it|them|(?:our|the|this|these) (?:proposed |new |resulting )?(?:[\w-]+ ){{0,2}}?{_METHOD})"
# what an implementation put to work shows: gains, speed-ups, improvements, savings
_SHOWS = r"(?:exhibit|show|demonstrate|observe|obtain|achieve|report|attain|see|find|get)(?:s|ed)?"
_GAINS = r"(?:gains?|speed-?ups?|improvements?|savings?|accelerations?)"
# a proved gain: "gains of order log n", "an improvement of o(n)", "speedups in the worst case"
_NOT_PROVED_GAIN = r"(?! (?:of (?:order|o\(|\w+\()|in (?:the )?(?:worst|rates?|complexity|bounds?)|(?:upper |lower )?bounds?|guarantees?|(?:linear|quadratic|polynomial|logarithmic|exponential)(?:ly)? in)\b)"
# (second reader, wave 53) a gain of an order ("obtain a quadratic / exponential speedup", a theorem's), and
# an implementation in a model of computation ("we implement the algorithm in the PRAM model / as a quantum circuit")
_ORDER = r"(?:quadratic|cubic|exponential|polynomial|super-?polynomial|sub-?linear|linear|logarithmic|asymptotic|provabl\w*|theoretical)"
_MODEL = r"(?:model|circuits?|oracles?)"
# a run's gerund: fitting a model to data, training, solving problems (not proving, deriving)
_GERUND = (r"(?:fitting|training|solving|running|classifying|learning|processing|testing|simulating|deploying|"
           r"benchmarking|segmenting|clustering|reconstructing|tracking|denoising|executing)")
# the merit is not a theorem's: "the usefulness of the theorem by ..."
_NOT_THEORY_OF = r"(?!(?:[\w-]+ ){0,4}?(?:theorems?|bounds?|results?|lemmas?|analys[ie]s|theory|theories|inequalit(?:y|ies)|characteri[sz]ations?|conditions?|rates?)\b)"
# what the run is done on: data of some kind, large or real problems, instances, networks
_DATA = (r"(?:(?:[\w-]+ ){0,3}?(?:data ?sets|datasets|data|images|videos|corpora|benchmarks)|"
         r"(?:large|large-scale|massive|real|real-world|benchmark|big|huge)(?: [\w-]+){0,3}? (?:problems|instances|networks|graphs))")
# (nodes only as compute nodes: "graphs with up to 100 nodes" names a graph's size)
_HARDWARE = r"(?:(?:cpu |gpu |compute |processor |worker )?(?:cores|gpus|cpus|tpus|machines|processors|workers|servers)|compute nodes)"

IMPLEMENTED: list[tuple[str, float]] = [
    # implemented, then its gains: "We implement our algorithm in the Spark ... framework and exhibit dramatic performance gains"
    (experiment(rf"\bwe (?:have )?(?:implement(?:ed)?|coded|deployed|integrated) {_OWN} (?:(?!{_MODEL}\b)[^\s.;:()]+ ){{0,10}}?(?:and|,) (?:then |also |empirically |experimentally |consistently )?{_SHOWS} (?:(?!{_ORDER}\b)[\w-]+ ){{0,3}}?{_GAINS}\b{_NOT_PROVED_GAIN}"), 2.5),
    # a merit demonstrated by a run on data: "demonstrate the efficiency of this approach by fitting linear classifiers ... to large datasets"
    (experiment(rf"\b(?:demonstrat|illustrat|show|evaluat|verif|validat|confirm|assess|showcas)\w* (?:the |its |their |our )?(?:practical |empirical |computational )?(?:efficiency|effectiveness|performance|scalability|speed|practicality|usefulness|efficacy|utility|benefits?|advantages?) of {_NOT_THEORY_OF}(?:[\w-]+ ){{0,5}}?by {_GERUND} (?:[^\s.;:()]+ ){{0,12}}?(?:to|on|with|over|across|for) {_DATA}\b"), 2.5),
    # a counted scale with "up to" or in thousands: "with up to 20,000 cores" (a bare number in
    # thousands names cores or GPUs only: "assigns jobs to 1,000 machines" is a scheduling model)
    (experiment(rf"(?<!up )\b(?:on|using|with|in|across|to) (?:up to|over|more than|as many as) (?:\d{{1,3}}(?:,\d{{3}}){{1,3}}|\d{{2,7}}) {_HARDWARE}\b|\b(?:on|using|with|across) \d{{1,3}}(?:,\d{{3}}){{1,3}} (?:cpu |gpu |compute )?(?:cores|gpus|cpus|tpus)\b"), 2.5),
]

# a bound's, a proof's or a theorem's word in the claim: the comparison is a theorem's (read by
# :class:`Claimed` in the match only, so a text without a rival compared costs no look-ahead)
_CLAIMED = re.compile(r"\b(?:regrets?|bounds?|bounded|complexit\w*|guarantee\w*|asymptotic\w*|minimax|converg\w*|"
                      r"risks?|ratios?|sample (?:complexit\w*|sizes?)|(?:fewer|more|less) samples|queries|provabl\w*|theoretical\w*|optimality|tight\w*|polynomial\w*|exponential\w*|"
                      r"lemmas?|theorems?|worst[- ]case|decay\w*|(?<!faster )(?<!higher )(?<!better )(?<!slower )rates?)\b")
_RIVALS = (r"(?:the )?(?:previous |existing |prior |current |other |competing |recent |several |many )?"
           r"(?:state-of-the-art|state of the art|sota|baseline|competing|existing|previous|prior|conventional) "
           r"(?:[\w-]+ ){0,3}?(?:methods|approaches|algorithms|models|techniques|baselines|solvers|heuristics|systems|networks)")
_TASK = (r"(?:segmentation|classification|detection|recognition|tracking|translation|reconstruction|denoising|"
         r"prediction|retrieval|localization|localisation|registration|inpainting|deblurring|super-resolution|"
         r"parsing|tagging|clustering|performance|accuracy|precision)")

RIVALLED: list[tuple[str, float]] = [
    # "Our results show that the learned policies ... at a faster rate than previous state-of-the-art deep learning methods"
    (experiment(rf"\bour (?:experimental |empirical |numerical |simulation |computational |preliminary )?results (?:show|demonstrate|indicate|suggest|reveal|confirm)s? that [^.;]{{0,160}}?\bthan {_RIVALS}\b"), 2.0),
    # "We show state-of-the-art biomedical segmentation for many diverse examples"
    (experiment(rf"\bwe (?:also )?(?:show|demonstrate|achieve|obtain|report|attain|present)s? (?:new |improved )?state[- ]of[- ]the[- ]art (?:[\w-]+ ){{0,2}}?{_TASK} (?!(?:[\w-]+ )?(?:rates?|bounds?|guarantees?|regrets?|complexit\w*)\b)(?:[\w-]+ ){{0,3}}?(?:on|for|across|in|over) (?:[\w-]+ ){{0,3}}?(?:examples|data ?sets|datasets|benchmarks|tasks|images|videos|scenes|instances|corpora|domains)\b"), 2.0),
]

_BEHAVES = (r"(?:converge[sd]?|runs?|ran|perform(?:s|ed)?|works?|worked|finds?|found|learn(?:s|ed)?|scale[sd]?|"
            r"reach(?:es|ed)?|produce[sd]?|yield(?:s|ed)?|achieve[sd]?|outperform(?:s|ed)?|terminate[sd]?|finish(?:es|ed)?|"
            r"requires? only|takes? only|recover(?:s|ed)?)")
_OUTCOME = (r"(?:rapidly|quickly|fast|faster|well|good|accurate\w*|efficient\w*|better|competitive\w*|near-optimal|"
            r"state-of-the-art|high-quality|within (?:a few )?(?:\d+ )?(?:seconds|minutes|iterations)|in (?:a )?(?:few|seconds|minutes)|"
            r"(?:a )?few (?:iterations|seconds|minutes|steps)|orders? of magnitude)")
# an outcome a theorem predicts: "..., as Theorem 2 predicts"
# or a theorem's condition (second reader, wave 53: "..., whenever the matrix is well conditioned",
# "for all parameter values satisfying the assumption"; "if", "unless": possible.Conditioned, wave 54)
_NOT_PREDICTED = (r"(?![^.;]{0,80}?\b(?:theorems?|lemmas?|corollar(?:y|ies)|predict\w*|prove[sdn]?|guarantee\w*|as (?:our|the) (?:theory|analysis)|"
                  r"whenever|as long as|provided|for (?:all|any|every)|assum\w*|satisf\w*)\b)")

PRACTISED: list[tuple[str, float]] = [
    # "In practice, the updates converge very rapidly to good classifiers"
    (experiment(rf"(?:^|(?<=[.!?] ))in practice, (?:we (?:find|observe|found|observed|see) (?:that )?)?(?:our|the|this|these) (?:proposed |resulting |new )?(?:[\w-]+ ){{0,2}}?{_METHOD} (?:\w+ )?{_BEHAVES} (?:[\w-]+ ){{0,4}}?{_OUTCOME}\b{_NOT_PREDICTED}"), 2.0),
]

_NOUN = re.compile(rf"in practice, (?:we \w+ (?:that )?)?(our|the|this|these) (?:(?:proposed|resulting|new) )?((?:[\w-]+ ){{0,2}}?{_METHOD})\b")
_INTRODUCE = r"(?:propose|derive|introduce|present|develop|design|give|describe|construct|obtain|devise|formulate|study|analy[sz]e)"
_AUTHORS = ("we ", "our paper", "this paper")
_BEFORE = 1500  # characters read before the sentence for what the authors introduced


@dataclass(frozen=True)
class Introduced:
    """The own method in practice: "our" / "the proposed ..." is the authors' own; "the / this /
    these <noun>" is theirs only when the noun follows "we propose / derive / introduce ..." in
    an earlier sentence (at most :data:`_BEFORE` characters back): "We derive multiplicative
    updates ... In practice, the updates converge very rapidly" (nips2002:abfc6dfb3b), not
    "In practice, the EM algorithm converges quickly, but its theory ..." (others')."""

    def holds(self, low: str, start: int, end: int, sentence: int) -> bool:
        m = _NOUN.match(low, start, end)
        if m is None:
            return True
        det, noun = m.group(1), m.group(2).split()[-1]
        if det == "our" or "proposed" in m.group(0):
            return False
        stem = noun[:-1] if noun.endswith("s") and not noun.endswith("ss") else noun
        stem = stem[:-2] if stem.endswith("ie") else stem  # policies -> polic
        before = low[max(0, sentence - _BEFORE):sentence]
        if stem not in before or not any(w in before for w in _AUTHORS):  # (a substring test first: hostile.py)
            return True
        return re.search(rf"\b(?:we|our paper|this paper) (?:\w+ )?{_INTRODUCE}\w* [^.;]{{0,120}}?\b{re.escape(stem)}", before) is None


_PLATFORM = r"(?:platforms?|robots?|quadrupeds?|bipeds?|humanoids?|hexapods?|manipulators?|vehicles?|drones?|prototypes?|hardware)"

FIELDED: list[tuple[str, float]] = [
    # a run on a named platform told by what it did: "we present empirical work-arounds for the Minitaur quadrupedal platform"
    (experiment(rf"\b(?:present|report|demonstrat|describ|develop|show|give)\w* (?:\w+ )?(?:empirical|experimental|physical|hardware) (?!design\b)(?:[\w-]+ )?(?:work-?arounds|solutions|demonstrations|behaviou?rs|gaits|maneuvers|manoeuvres|strategies|controllers|implementations|trials|results) (?:for|on|with) (?:the|a|an|our|two|three|several) (?:[\w-]+ ){{0,3}}?{_PLATFORM}\b{NOT_A_MODEL}"), 2.5),
    # data an instrument acquired, and what they show: "The force-deformation data acquired show an increase in the observed stiffness"
    (experiment(r"\b(?:the|our|these) (?:[\w-]+ ){0,3}?(?:data|measurements|recordings|signals) (?:acquired|recorded|collected|measured|gathered|captured|logged) (?:(?!(?:in|by|from) (?:\[|previous|prior|earlier|other|[a-z]+ et al))[\w-]+ ){0,4}?(?:show|shows|showed|indicate|indicates|reveal|reveals|demonstrate|demonstrates|confirm|confirms)\b"), 2.5),
]

EMPIRICAL: list[tuple[str, float]] = IMPLEMENTED + RIVALLED + PRACTISED + FIELDED

# a gain in a proof's clause or of a bound's measure ("we prove that the implementation achieves gains ...")
guard((p for p, _ in IMPLEMENTED[:1]), GAIN)
# a merit or a scale after a proof's word or "provably" ("we prove that ... scales to 1,000 machines");
# not a bound's measure in the clause: "We analyze the convergence rates ... and demonstrate the
# efficiency of this approach by fitting ..." (aistats2016:81fc556848) is a run after an analysis
guard((p for p, _ in IMPLEMENTED[1:]), DEMONSTRATION)


assert RIVAL.run is not None
_RUN_FIRST: re.Pattern = RIVAL.run  # an experiment, data sets, simulations ... named


@dataclass(frozen=True)
class Claimed:
    """A rival compared in a theorem's terms: a bound's, a proof's or a theorem's word within the
    match ("Our results show that the regret is smaller than that of previous state-of-the-art
    methods", "... the algorithm converges at a faster rate than ..."); "at a faster rate" of
    solutions reached is no bound's (acml2020:b091dcba88), and a run named before the match in
    its sentence decides first ("We experimentally compare the algorithms ... and our results
    show that MDRR converges significantly faster than previous approaches", uai2024:1b2bc75b45)."""

    def holds(self, low: str, start: int, end: int, sentence: int) -> bool:
        if _RUN_FIRST.search(low, max(sentence, start - REACH), start):  # a run named first
            return False
        return _CLAIMED.search(low, start, end) is not None


#: our results against rivals: a proof's word before (:data:`.proof_guard.OUTCOME`) or a claim's within
RESULTS_CLAIMED = Either((OUTCOME, Claimed()))
guard((p for p, _ in RIVALLED[:1]), RESULTS_CLAIMED)
guard((p for p, _ in RIVALLED[1:]), OUTCOME)
#: the own method in practice: a subject the authors did not introduce (:class:`Introduced`), or a
#: proof's word or a measure (:data:`.proof_guard.PRACTICE`)
IN_PRACTICE = Either((Introduced(), PRACTICE))  # (the cheap reading first)
guard((p for p, _ in PRACTISED), IN_PRACTICE)
# a platform's run or data's outcome after a proof's word, "provably" or "asymptotic"
guard((p for p, _ in FIELDED[:1]), DEMONSTRATION)
# ... and data under an assumption (second reader, wave 53: "We assume the measurements collected by the
# agents show bounded noise" is a model's)
DATA_READ = Either((DEMONSTRATION, ASSUMED))
guard((p for p, _ in FIELDED[1:]), DATA_READ)
