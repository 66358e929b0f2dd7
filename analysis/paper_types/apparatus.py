"""Experiments told by their apparatus or their outcome, not by the word "experiment" (issue 14).

A theory-only label must not stand beside an experiment of the paper's own.  The audit of
wave 36 (bench/paper_types/RESULTS.md, "Issue 14, wave 36"; ``audit_theory.py``) read
theory-only hits of both corpora in full (seed 3601, 60 + 60; then seed 3602, 45 + 45) and
found the misses share one trait: the abstract reports its experiment through *what it was
run on* or *what came out*, in words none of :mod:`.lexicon`'s or :mod:`.engineering`'s
cues know.  Each family below answers one such way of telling, read on those abstracts and
checked on every dev abstract it fires on (none gold theory; never one paper's phrase):

* **an implementation put to work**: the implementation is the subject, object or means of
  a finding ("Implementation of our algorithm shows that it outperforms ...", "Through an
  implementation on multi-core CPUs, we show ...", "demonstrating an implementation ...
  on", "we implemented ... and tested it against ..."), or code runs on a physical or
  computing platform ("We implement the algorithms using a team of four youBot robots").
  Not "can be implemented on GPUs" (a possibility);
* **a physical apparatus**: a method tested / demonstrated on a manipulator, quadrotor,
  testbed; a test bed described; a fabricated device or test chip (not "fabrication
  constraints", not "can be fabricated"); a demonstration "successfully realized";
  validity "proved in a realistic scenario";
* **a measurement**: quantities *measured* or *recorded* (not "measured in terms of" /
  "by"), a precision or error in physical units ("a precision of 2 µm", "accurate to
  within 0.014 m");
* **a comparison with running rivals**: told passively ("these methods are compared to
  similar strategies"), against a cited implementation ("with an implementation of
  [8]"), "compares very well, in run-time, with ...", "a higher success rate than previous
  approaches" (not bounds, rates or "this": "our bounds compare favorably to results");
* **an outcome without the word**: "observe significant performance boost", "proof-of-
  concept results", "show they are efficient in practice", "improvements ... in various
  robotics tasks", a real-world or large-scale problem several words on, "a simulative
  validation", data analysed as an application ("As an application, we study the ...
  dataset", "using a public database of ..."), named simulators and robot benchmarks,
  videos of the results.

Wave 37 (RESULTS.md, "wave 37") added one pattern for each miss of wave 36's fresh reading,
written as the family the miss belongs to: a merit told passively with any manner adverb
("is thoroughly evaluated", not "rigorously" or "widely"), a count of tasks with an
adjective between ("20 different manipulation tasks"), randomized experiments *run*
(their design is a mask of :mod:`.lexicon`), results obtained on a platform, an apparatus
built, an application demonstrated or a study presented to showcase the method's
performance, and a better outcome on a selection of problems (not bounds or rates).  None
counts on a gold-theory dev row; every corpus paper whose label they change was read.

Wave 38 (:mod:`.runs`, RESULTS.md "wave 38") adds wave 37's misses: experiments told by the
run itself (its time, its tests, its domain, the level reached against rivals); they ride
in :data:`EMPIRICAL` so that :mod:`.cues` and ``model.UNFITTED`` treat them as these.
Wave 39 (:mod:`.outcomes`) adds experiments told as the outcome of the paper's own method,
measured against rivals or on data ("typically yield better classification accuracy").
Wave 40 (:mod:`.proving`) adds a run's outcome told with "prove" ("Thirty ... trials ...
prove") and validation by simulating or by tests on data; wave 41 (:mod:`.rivals`) rivals
outperformed, an outcome on a named task, a comparison with optimal solutions on instances;
wave 41b (:mod:`.reports`) a passive evaluation on N data sets, named rivals compared, an
illustration with a comparison; wave 42 (:mod:`.demonstrations`) a demonstration with an
outcome, a simulator or prototype, a measured time, agreement with people; wave 43
(:mod:`.practice`) near-optimal solutions in practice, a run at a counted scale, a passive
comparison or demonstration on data, a study named as such.  Wave 53b (:mod:`.exhibits`): an
implementation's gains, a merit shown by a run on data, a counted scale, our results against
rivals, state of the art on a task, the own method in practice, a platform's run, data acquired.

All are tagged :func:`.lexicon.experiment`: one that counts (not negated, hedged, in a
sentence about prior work or in the background before the authors speak) rules out theory
alone and is shown as the empirical side's evidence.  They are *transparent* (like formal
claims, :mod:`.cues`): read without consuming text, so every older cue still reads what it
read, and they enter no feature of the fitted model (``model.UNFITTED``): the shipped
model was fitted without them, and its weights keep their meaning (dev labels, scores and
a refit are unchanged).  Weights follow :mod:`.lexicon` (2.5 a decisive report, 2.0 an
outcome more than an act) and matter only to the rules-only score.  ``ATTRIBUTION``
keeps "the method has been evaluated" the paper's own: :mod:`.lexicon`'s prior-work rule
read "has been evaluated" as others' work, which hid "The method has been evaluated
through a set of simulations".
"""

from __future__ import annotations

import re

from analysis.paper_types import (
    advances,  # noqa: F401  (wave 59: registers guards on the lexicon's gain and state of the art)
    attested,
    backgrounds,  # noqa: F401  (wave 59: registers a guard on the lexicon's clause-level run)
    blindforms,
    blindforms66,
    blindforms67,
    blindforms69,
    blindforms70,
    bothforms66,
    bothmiss68,
    bothmiss69,
    capable,
    checkruns,
    checks,
    comparedruns,
    contests,
    declared,
    demonstrations,
    equated,
    exhibits,
    exp68,
    exp69,
    exp70,
    exp71,
    hardruns,
    measured,
    outcomes,
    pastruns,
    plainruns,
    plans,
    possible,  # noqa: F401  (wave 54: registers guards on exhibits' and capable's forms)
    practice,
    presentruns,
    proof_guard,
    properties73,
    proving,
    reportedruns,
    reports,
    rivals,
    runs,
    showings,
    showthat68,
    standings,
    theorised,
    theory_words,  # wave 46: registers its guards; wave 49: SCOPED
    theoryprec67,
    theoryrecall67,
    tooled73,
    trials,
    types68,  # noqa: F401  (session 68: registers guards on the lexicon's 'empirical(ly)' and 'real systems')
    usedruns,
    wordedruns,
)
from analysis.paper_types.engineering import _COMPARED
from analysis.paper_types.lexicon import experiment
from analysis.paper_types.literals import necessary_literals

# ruff: noqa: E501  (a phrase list reads best one alternation per line)

_PLATFORM = (r"(?:robots?|quadrotors?|quadcopters?|multirotors?|drones?|uavs?|manipulators?|humanoids?|"
             r"exoskeletons?|grippers?|test ?-?beds?|fpgas?|gpus?|cpus?|multi-core|clusters?|"
             r"microcontrollers?|smartphones?|(?:real|physical|mobile|legged|wheeled|underwater|aerial|"
             r"industrial|surgical|robotic) (?:platforms?|vehicles?|systems?|arms?|hands?))")
_ACTS = r"(?:tested|evaluated|validated|verified|demonstrated|deployed|experimented|trialed|implemented)"
# a possibility, not a report: "can be (efficiently) implemented on GPUs", "easy to implement"
_POSSIBLE = r"(?<!can be )(?<!could be )(?<!may be )(?<!might be )(?<!efficiently )(?<!easily )(?<!to )"
_UNITS = r"(?:µm|μm|um|nm|mm|cm|km|m|mn|n|nn|hz|khz|mhz|ms|deg|°|rad|m/s|mm/s|cm/s|kg|g|mw|w|v|mv|ma)"

EMPIRICAL: list[tuple[str, float]] = [
    # an implementation as the subject or the means of a finding
    (experiment(r"\b(?:(?:an?|our|the) (?:[\w-]+ ){0,4}?)?implementations? (?:of (?:[^\s.;:]+ ){1,10}?)?(?:on (?:[\w-]+ ){1,3}?)?(?:shows?|showed|demonstrates?|demonstrated|indicates?|reveals?|confirms?|outperforms?|beats?|can (?:create|produce|train|learn|play|beat|solve))\b"), 2.5),
    (experiment(r"\b(?:through|in|with|via|using) an? (?:[\w-]+ ){0,3}?implementation\b[^.;]{0,80}?,? we (?:show|find|observe|demonstrate|confirm|verify|report)\b"), 2.5),
    (experiment(rf"{_POSSIBLE}\bimplement(?:ed|s|ing)?\b (?:[^\s.;:()]+ ){{0,8}}?(?:on|using|with|in) (?:a |an |the |our |two |three |four |five |several |\d+ )?(?:(?:team|fleet|swarm|group|network|set) of )?(?:[\w-]+ ){{0,3}}?{_PLATFORM}\b"), 2.5),
    (experiment(r"\bwe (?:have )?implement(?:ed)? [^.;]{1,100}?,? and (?:then |also |successfully |extensively )?(?:tested|evaluated|compared|validated|benchmarked|ran|run|deployed)\b"), 2.5),
    # a physical apparatus: tested on a manipulator, a testbed described, a fabricated device
    (experiment(rf"{_POSSIBLE}\b{_ACTS} (?:[^\s.;:()]+ ){{0,10}}?(?:on|in|using|with|through) (?:the |a |an |our |two |three |four |several |\d+ )?(?:[\w-]+ ){{0,3}}?{_PLATFORM}\b"), 2.5),
    (experiment(r"\b(?:using|on|with|in) (?:the|a|an|our) (?:[\w-]+ ){0,4}?test ?-?beds?\b|\btest ?-?beds? (?:is|was|are|were|has been) (?:\w+ )?(?:described|built|developed|used|presented|constructed|set up)\b"), 2.5),
    (experiment(rf"\b(?:test|prototype|fabricated) chips?\b|\b(?:we|is|was|were|are|been|and|then) fabricat(?:ed|e)\b|{_POSSIBLE}\bfabricated (?:using|with|by|from|in|out of|on)\b|\bfabrication (?:and (?:\w+ )?(?:characteri[sz]ation|test\w*|evaluation|experiments?|validation)|of (?:a|an|the|our|two|three|several|\d+|this|these)\b)|\b(?:design|modell?ing|prototyping|development|manufacturing)(?:,| and) (?:[\w-]+,? ){{0,2}}?(?:and )?fabrication\b"), 2.5),
    (experiment(r"\b(?:is|was|were|are|has been|have been) successfully (?:realized|realised|demonstrated|achieved|performed|executed|conducted|carried out|accomplished|tested|validated|verified|deployed)\b|\bwe (?:have )?successfully (?:demonstrated?|realized|realised|tested|validated|deployed)\b"), 2.5),
    # (from "we have" on, so that "proved" is not read as a proof)
    (experiment(r"\b(?:we (?:have )?)?(?:proved|proven|verified|validated|demonstrated|confirmed|shown|tested|assessed|evaluated) (?:its|their|the) (?:validity|effectiveness|efficacy|feasibility|performance|applicability|usefulness|practicality|robustness|accuracy|viability|functionality) (?:[\w-]+ ){0,4}?(?:in|on|with|through|via|using|by|under) (?:a |an |the |several |two |three |some )?(?:[\w-]+ ){0,2}?(?:realistic|real|real-world|practical|experimental|simulated|physical|industrial|outdoor|indoor|field|laboratory|lab|clinical|hardware)\b"), 2.5),
    # a measurement: quantities measured or recorded, a precision in physical units
    (experiment(r"\b(?:signals?|forces?|torques?|currents?|voltages?|temperatures?|pressures?|displacements?|deflections?|strains?|trajector(?:y|ies)|positions?|velocities|speeds?|latenc(?:y|ies)|(?:power|energy) consumption) (?:were|was|are|is) (?:then |also |experimentally |directly )?(?:measured|recorded|logged|captured)\b(?! (?:in terms|by|as|with respect|via|using|relative|according|under)\b)"), 2.5),
    (experiment(rf"\b(?:(?:precision|accuracy|errors?|resolution|repeatability|speed|velocity|force|bandwidth|latency) (?:of|within|below|under|up to|about|around)|(?:accurate|precise) to(?: within)?) (?:about |approximately |up to |less than |below |only |\+/- |±)?\d+(?:\.\d+)? ?{_UNITS}(?![\w/])"), 2.5),
    # a comparison told passively, or against a cited implementation
    (experiment(rf"\b(?:is|are|was|were|has been|have been) (?:also |then |further |extensively |experimentally |empirically )?compared (?:\w+ ){{0,3}}?(?:to|with|against) (?:a (?:wide )?(?:range|number|variety|set) of |several |other |existing |related |competing |similar |state-of-the-art |standard |baseline |conventional |classical |traditional |alternative |previous |prior |popular |recent |the (?:current |existing |standard |original |classical |conventional )?)(?:[\w-]+ ){{0,4}}?{_COMPARED}\b(?! of the (?:best|optimal)\b)"), 2.5),
    (experiment(r"\bcompar(?:e|es|ed|ing) (?:[\w-]+ ){0,6}?(?:with|to|against) (?:an? |the )?implementations? of\b|\btest(?:ed|s)? (?:it|them|(?:our|the|this) (?:[\w-]+ ){0,2}?(?:method|algorithm|approach|framework|model|system|implementation)s?) (?:against|versus) (?:other|existing|several|competing|the state|state|baseline|previous|prior|standard)"), 2.5),
    # a measured comparison: "compares very well, in run-time, with ...", "a higher success rate than previous approaches"
    # (not bounds, rates or "this" (a result): "our bounds compare favorably to results on ...")
    (experiment(rf"(?<!bounds )(?<!bound )(?<!rates )(?<!rate )(?<!guarantees )(?<!results )(?<!regret )(?<!complexity )(?<!this )\bcompares? (?:very |quite |rather |most )?(?:well|favou?rably|competitively)\b,? (?:[^\s.;:()]+ ){{0,4}}?(?:with|to|against)\b(?! (?:[\w-]+ ){{0,3}}?(?:bounds?|rates?|results|guarantees?|regret|complexit\w*)\b)|\b(?:higher|lower|better) (?:success rates?|accuracy|precision|recall|error rates?|throughput|run-?times?|running times?|tracking errors?) (?:[^\s.;:()]+ ){{0,8}}?than (?:the |its |their )?(?:[\w-]+ ){{0,3}}?{_COMPARED}\b"), 2.5),
    # an implementation shown at work, a simulative validation, a large-scale problem solved
    (experiment(r"\b(?:demonstrat|present|describ|evaluat|test|illustrat)\w* (?:an?|our|the) (?:[\w-]+ )?implementation (?:of (?:[\w-]+ ){1,6}?)?(?:on|in|with|using)\b|\bsimulative (?:validation|results?|stud(?:y|ies)|analys[ie]s|experiments?|tests?|evaluations?)\b"), 2.5),
    (experiment(r"\b(?:demonstrat|evaluat|test|illustrat|validat)\w* (?:it |them )?on (?:[\w,-]+ ){0,4}?large[- ]scale (?:[\w-]+ ){0,4}?(?:problems|instances|tasks)\b"), 2.5),
    # data analysed as an application: "As an application, we study the Yahoo! Movie user rating dataset"
    (experiment(r"\bas an? (?:application|illustration|example|case study|demonstration),? we (?:study|analy[sz]e|apply|use|consider|examine|investigate|revisit) (?:[^\s.;:()]+ ){0,8}?(?:data ?sets?|data|databases?|corpus|corpora|recordings)\b|\b(?:using|on|from|with|in) (?:a|the) public(?:ly available)? (?:[\w-]+ ){0,3}?(?:databases?|data ?sets?|corpus|corpora|repositor(?:y|ies))\b"), 2.5),
    # an outcome without the word: a performance boost observed, proof-of-concept results
    (experiment(r"\bobserv(?:e|ed|es|ing) (?:a |an )?(?:(?:significant|substantial|consistent|large|considerable|clear|notable|dramatic|remarkable) |\d+(?:\.\d+)?%? ?)?(?:performance |accuracy |speed )?(?:boosts?|gains?|improvements?|speed-?ups?)\b"), 2.0),
    (experiment(r"\b(?:demonstrate|present|show|report|provide|give|include|obtain)s?d? (?:\w+ ){0,2}?proof[- ]?of[- ]?concept (?:results?|experiments?|demonstrations?|evaluations?|studies|study|deployments?|trials?)\b"), 2.5),
    (experiment(r"\b(?:show|shows|showed|demonstrate|demonstrates|confirm|observe|find|found|verify) (?:that )?(?:[\w-]+ ){0,4}?(?:is|are|performs?|works?|runs?) (?:\w+ ){0,2}?(?:efficient|effective|fast|faster|competitive|well|robust|accurate|practical|scalable) in practice\b"), 2.0),
    (experiment(r"\b(?:achiev|improv|outperform|gain|perform|accura)\w* (?:[^\s.;:()]+ ){0,10}?(?:on|in|across|over) (?:a (?:range|variety|number|suite|set) of |various |several |multiple |diverse |numerous |many |\d+ |two |three |four |five |six |seven |eight |nine |ten )(?:[\w-]+ ){0,3}?(?:tasks|benchmarks|environments|datasets)\b"), 2.5),
    (experiment(r"\b(?:demonstrat|illustrat|evaluat|validat|test|appl|verif|assess|compar|showcas|experiment)\w* (?:[^\s.;:()]+ ){0,8}?(?:on|with|to|in|using|across) (?:several |various |two |three |many |some |multiple )?real[- ]world (?:[\w-]+ ){1,4}?(?:problems|tasks|datasets|data|applications|instances|benchmarks|scenarios)\b"), 2.5),
    # wave 37 (the misses of wave 36's fresh reading, RESULTS.md), one family each:
    # a merit told passively with any manner adverb ("is thoroughly evaluated under realistic
    # and practical scenarios"; lexicon's own pattern knows a fixed few), not a proof's adverb
    # nor one of habit, which tells how others evaluate ("is usually evaluated by", "widely")
    (experiment(r"\b(?:performance|effectiveness|efficiency|efficacy|accuracy|superiority|advantages?|benefits?|usefulness|practicality|applicability|feasibility|merits?|robustness|scalability|capabilit(?:y|ies)|validity) (?:of (?:[\w-]+ ){0,6}?)?(?:is|are|was|were|has been|have been) (?!(?:theoretically|analytically|formally|mathematically|rigorously|provably|easily|readily|trivially|directly|immediately|asymptotically|analogously|similarly|usually|typically|commonly|often|generally|traditionally|widely|mostly|frequently|largely|previously|recently|currently|historically|rarely|seldom) )[a-z]+ly (?:demonstrated|illustrated|verified|validated|confirmed|evaluated|assessed|tested|showcased|corroborated|examined|benchmarked)\b"), 2.5),
    # a count of tasks, a number before an adjective ("including 20 different manipulation
    # tasks"; the words between name the tasks: not "two different approaches to elevate robots")
    (experiment(r"\b(?:on|in|across|over|including|with) (?:\d+|two|three|four|five|six|seven|eight|nine|ten|dozens of|hundreds of) (?:different|diverse|distinct|challenging|complex|unseen|novel|varied|real|real-world|realistic|standard|popular|benchmark|public|publicly available) (?:(?!(?:to|of|for|and|or|that|which|with|in|on|by|from|the|an?)\b)[\w-]+ ){0,3}?(?:tasks|benchmarks|environments|data ?sets|robots|objects|scenes|games|platforms)\b"), 2.5),
    # randomized experiments run, not designed ("the results of a large number of randomized experiments")
    (experiment(r"\b(?:(?:results|analysis|outcomes?) of (?:the |our )?(?:a (?:large |small )?number of |many |numerous |extensive |several |\d+ )?|(?:we |and )(?:ran|run|conduct(?:ed)?|perform(?:ed)?|carr(?:y|ied) out) (?:a (?:large |small )?number of |many |numerous |extensive |several |\d+ )?)randomi[sz]ed (?:experiments|trials|simulations|tests)\b"), 2.5),
    # results obtained on a platform ("Results are obtained for a quadrotor flying autonomously")
    (experiment(rf"\bresults (?:are|were|have been|has been) (?:also |then |successfully )?(?:obtained|presented|shown|reported|demonstrated|collected|achieved) (?:for|on|with|using|in|from) (?:a |an |the |our |two |three |several |\d+ )?(?:[\w-]+ ){{0,3}}?{_PLATFORM}\b"), 2.5),
    # an apparatus built ("A walking robot has been built to assess the theoretical results";
    # not "a kinematic model of the gripper has been built")
    (experiment(r"(?<!of )\b(?:an?|the|our|this|these|two|three|four|several|\d+) (?:(?!(?:of|and|or|for|to|with|in|on)\b)[\w-]+ ){0,3}?(?:robots?|prototypes?|devices?|testbeds?|test beds?|setups?|rigs?|vehicles?|grippers?|manipulators?|exoskeletons?|hands?|arms?|actuators?|sensors?|mechanisms?) (?:has been|have been|was|were|is|are) (?:also |then |successfully |physically )?(?:built|constructed|assembled|manufactured|machined|3d-printed)\b(?! (?:on|upon|from|around|by|using the (?:theory|idea|principle|concept)s?)\b)"), 2.5),
    # an application shown at work ("A useful application to multi-class probability estimates
    # ... is demonstrated", "Application to federated bilevel optimization has been presented
    # to showcase the performance of our algorithms")
    (experiment(r"\bapplications? (?:to|in|of (?:[\w-]+ ){1,4}?to) (?:[^\s.;:()]+ ){1,10}?(?:is|are|was|were|has been|have been) (?:also |then |further |successfully |empirically |experimentally )?(?:demonstrated|showcased)\b|\b(?:presented|given|provided|included|conducted|performed) to (?:showcase|demonstrate|validate|verify|evaluate|assess|illustrate) the (?:practical |empirical |numerical )?(?:performance|effectiveness|efficiency|efficacy|practicality|usefulness|merits?|advantages?) of (?:our|the proposed|the|this|these) (?:[\w-]+ ){0,2}?(?:algorithms?|methods?|approach(?:es)?|schemes?|frameworks?|controllers?|techniques?|models?|systems?|solvers?)\b"), 2.5),
    # an outcome on a selection of problems ("superior convergence ... on a selection of
    # optimization problems"; not bounds, rates or guarantees improved on them)
    (experiment(r"\b(?:superior|better|faster|improved|competitive|favou?rable|excellent|strong) (?:(?!(?:bounds?|rates?|regret|guarantees?|complexit\w*|dependenc\w*)\b)[\w-]+ ){0,6}?(?:on|across|over|in) (?:a |an )?(?:selection|collection|battery|range|variety|suite|set|number|series) of (?:[\w-]+ ){0,3}?(?:problems|functions|instances|benchmarks)\b"), 2.0),
    (experiment(r"\b(?:deepmind control suite|deepmind lab|vizdoom|carla|airsim|gazebo|pybullet|isaac gym|robosuite|meta-world|ycb)\b|\b(?:supplementary |accompanying )?videos? (?:of (?:the |our )?(?:experiments?|results|demonstrations?|robots?|trials) )?(?:can be (?:found|seen|viewed)|(?:is|are) (?:available|provided)|at https?)"), 2.5),
]

# wave 38: experiments told by the run itself (its time, domain, tests, rivals), one module;
# wave 39: experiments told as the outcome of the paper's own method, measured, another
EMPIRICAL += (runs.EMPIRICAL + outcomes.EMPIRICAL + proving.EMPIRICAL + rivals.EMPIRICAL + reports.EMPIRICAL
              + demonstrations.EMPIRICAL + practice.EMPIRICAL + checks.EMPIRICAL
              + contests.EMPIRICAL)  # wave 45
# wave 46: "we show that it is provably efficient in practice" is a theorem's, read as
# :data:`.proof_guard.PRACTICE` reads a run in practice
proof_guard.guard([p for p, _ in EMPIRICAL if p.endswith(r"(?:efficient|effective|fast|faster|competitive|well|robust|accurate|practical|scalable) in practice\b")],
                  proof_guard.PRACTICE)
EMPIRICAL += showings.EMPIRICAL  # wave 47
EMPIRICAL += plainruns.EMPIRICAL  # wave 48
EMPIRICAL += checkruns.EMPIRICAL  # wave 49
EMPIRICAL += hardruns.EMPIRICAL  # wave 50
EMPIRICAL += exhibits.EMPIRICAL  # wave 53b
EMPIRICAL += trials.EMPIRICAL + capable.EMPIRICAL  # wave 53
EMPIRICAL += standings.EMPIRICAL  # wave 58
EMPIRICAL += measured.EMPIRICAL  # wave 60
EMPIRICAL += usedruns.EMPIRICAL  # wave 61
EMPIRICAL += comparedruns.EMPIRICAL  # wave 62 (exp62)
EMPIRICAL += pastruns.EMPIRICAL  # wave 63 (exp63)
EMPIRICAL += presentruns.EMPIRICAL  # wave 64 (exp64)
EMPIRICAL += wordedruns.EMPIRICAL  # wave 65 (exp65)
EMPIRICAL += blindforms66.EMPIRICAL  # wave 66 (label66): an example presented to illustrate
EMPIRICAL += reportedruns.EMPIRICAL  # wave 66 (exp66)
EMPIRICAL += theoryprec67.EMPIRICAL  # session 67 (types67): "we illustrate our method on"
EMPIRICAL += blindforms67.EMPIRICAL  # wave 67 (label67): shown on illustrative problems
EMPIRICAL += exp68.EMPIRICAL  # wave 68 (exp68): a run told in the passive
EMPIRICAL += exp69.EMPIRICAL  # wave 69 (exp69): a demonstration presented, a proof of concept run
EMPIRICAL += exp70.EMPIRICAL  # wave 70 (exp70): a measured comparison with existing methods
EMPIRICAL += exp71.EMPIRICAL  # wave 71 (exp71): the own method scaling to a counted material
EMPIRICAL += blindforms70.EMPIRICAL  # wave 70 (label70): an own run's results reported
#: wave 55: an own theoretical result (:mod:`.theorised`): transparent theory claims outside
#: the fitted features; an own one rules ``empirical`` alone out (``model.allowed``)
THEORY: list[tuple[str, float]] = list(theorised.THEORY)
THEORY += attested.THEORY  # wave 61: own results in forms the lexicon missed
THEORY += equated.THEORY  # wave 62: equivalences, analytic results, formulas
THEORY += declared.THEORY  # wave 63: a theory side declared by its noun, computed analytically
THEORY += blindforms.THEORY  # wave 64: an own cost in O-notation, conditions under which
THEORY += bothforms66.THEORY  # wave 66 (both66): own results told in one clause
THEORY += theoryprec67.THEORY  # session 67 (types67): a passive formal result, theoretical developments
THEORY += theoryrecall67.THEORY  # session 67 (recall67): an own plain 'we show that', a running time
THEORY += bothmiss68.THEORY  # session 68 (bothmiss68): a formal property guaranteed, an equivalence shown
THEORY += showthat68.THEORY  # session 68 (showthat68): an own "show that" with a formal predicate, no empirical object
THEORY += bothmiss69.THEORY  # session 69 (bothmiss69): a closed form of an optimum, a formula, constraints derived
THEORY += blindforms69.THEORY  # wave 69 (label69): an own result told as theoretical(ly), beside its runs
THEORY += tooled73.THEORY  # session 73 (theory73): an own analysis made with a named theory as its tool
THEORY += properties73.THEORY  # session 73 (theory73): formal properties of the own method analysed
# wave 49: a comparison by its manner whose sentence goes on with a theorem's scope
proof_guard.guard([p for p, _ in EMPIRICAL if r"\bcompares? (?:very |quite |rather |most )?(?:well|favou?rably" in p],
                  theory_words.SCOPED)

#: Look-alikes of an experiment cue inside a theory cue's words: an experiment cue whose text
#: a theory cue took (:func:`.cues._overlapped_experiments`) still rules theory alone out,
#: unless it lies inside one of these, where the words are the theory cue's ("we formally
#: verify the robot's control decisions", "a polynomial speedup over existing algorithms",
#: "two qualitatively different regret bounds").  They are the three such papers of both
#: corpora (wave 37, RESULTS.md), each a theory paper, written as the phrase families
#: they belong to; none touches a dev row's label (no dev paper has such an overlap).
READ_AS_THEORY: list[str] = [
    r"\b(?:formally|rigorously|mathematically|provably|symbolically) (?:verif(?:y|ies|ied|ying)|check(?:s|ed|ing)?|validat(?:e|es|ed|ing))\b",
    r"\b(?:exponential|polynomial|quadratic|super-?polynomial|quartic|cubic|quantum) speed-?ups?\b",
    r"\bqualitatively (?:different|distinct|new|similar|identical|better|worse|stronger|weaker)\b",
]

THEORY_LOOKALIKE = re.compile("|".join(READ_AS_THEORY))
# strings one of which every look-alike holds (from its parse tree): absent, no regex scan
_LOOKALIKE_NEEDS = tuple(sorted(necessary_literals(THEORY_LOOKALIKE.pattern) or ()))


def theory_lookalikes(low: str) -> list[tuple[int, int]]:
    """The spans of :data:`READ_AS_THEORY`'s look-alikes in a lower-cased text: what
    ``THEORY_LOOKALIKE.finditer`` finds, scanned only in a text holding one of the strings
    every match must hold ("verif", " speed", ...: a substring test costs far less than a
    scan of the alternation at every position, and most texts hold none)."""
    if _LOOKALIKE_NEEDS and not any(need in low for need in _LOOKALIKE_NEEDS):
        return []
    return [m.span() for m in THEORY_LOOKALIKE.finditer(low)]

#: Prior work "has been evaluated", unless the paper's own method is the subject ("The
#: method has been evaluated through a set of simulations"; not "prior methods have been
#: evaluated"): one fixed-width look-behind per determiner and noun.
_OWN_SUBJECTS = [f"{d} {n}{s} " for d in ("the", "this", "our", "proposed") for s in ("", "s")
                 for n in ("method", "approach", "algorithm", "system", "technique", "framework",
                           "controller", "scheme", "planner", "strategy", "model")]
ATTRIBUTION: list[str] = [
    "".join(f"(?<!{s})" for s in _OWN_SUBJECTS)
    + r"\b(?:has|have|had) (?:been|also been|recently been) (?:\w+ )?evaluated\b",
]

# wave 51: the older cues' plans, machines' models, equilibria, theorems applied, predictions
plans.register([p for p, _ in EMPIRICAL])
