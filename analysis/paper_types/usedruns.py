"""Own runs told as an application's shown merit, as data collected or made up in the past
tense, as a device modelled and characterized, as a simulation done, as an ability
demonstrated (issue 14, wave 61).

Wave 61's fresh reading of theory-only labels (bench/paper_types/RESULTS.md, "Issue 14, wave
61"; `theory_readings_w61_fresh.csv`, seed 6101, 60 of the 24k and 30 of the 61k) found
theory-only labels whose abstract tells a run of its own in forms no cue read.  Each family
is a way of telling a run, with the theory look-alikes that share its words:

* **an application's shown merit**: "we apply the proposed algorithm to solve nonconvex
  linear regression problem and train deep learning model, both of which demonstrate the
  efficiency and efficacy of the proposed algorithm" (aistats2021:ce34c283b1): we apply
  the own algorithm, method, approach ... to something, then (which / and / to) demonstrate,
  show, verify ... its effectiveness, efficiency, advantages, performance: the sibling of
  :mod:`.measured`'s application's gains.  Not a theorem, result or bound applied (what is
  applied is a method's noun), not a merit shown "by proving" / "by deriving" a bound, and no
  bound's word later in the sentence ("we apply the method to bandits and demonstrate its
  efficiency in terms of regret").  In both corpora the form fires on 21 abstracts, each
  telling its own run (wave 61's reading);
* **data told in the past tense**: "The data consisted of the responses of neurons in primary
  auditory cortex (A1) of anesthetized cats to 32 stimuli" (nips2005:c36531ac09): the / our
  data, dataset(s), recordings, measurements consisted of / were collected, recorded,
  acquired, gathered: a data set that exists.  The present tense is a problem's setting ("the
  training data consists of samples from each domain", "the data consist of multiple
  manifolds"; 200-odd abstracts, theory ones among them) and is not read; nor "were
  obtained" ("the samples were obtained from a Markov chain" is a model's);
* **a device modelled and characterized**: "We show theoretical modeling of pat-CVT with TSA
  and characterization of the transmission ratio, energy efficiency, and force-velocity
  curve" (icra2022:9811545): a model and, joined to it, a characterization of a device's
  quantities is a hardware paper's pair of contributions (the second measured); a theorem's
  "characterization of the class" has no modelling before it;
* **a simulation done**: "(a methodology ...) is developed ... and simulated using a
  high-fidelity representation of acoustic signal propagation" (iros2022:9982072): is / was /
  and simulated using / with / in / on something.  Not "can be simulated by" (a circuit
  simulating another, a theorem's), not a simulation's cost ("is simulated with O(log n)
  queries", "in polynomial time");
* **an ability demonstrated**: "we demonstrate its ability to improve reward functions in
  agents with various forms of limitations" (nips2010:034a85433e, wave 60's reading, left
  alone then as one paper's words; the form is 48 abstracts' of both corpora, 41 of them
  `empirical`): we (empirically ...) demonstrate its / their / the ability, capability or
  capacity to; "show" is not read (a theorem shows what a model can do), nor an ability to
  represent, approximate, compute ... any / all / every (an expressivity theorem's);
* **robotics papers' tests** (:data:`RIGS`, found by listing the 61k's ICRA / IROS / RSS
  theory-only labels with a run's word, not in the random reading): "we show, through a series
  of tests, that this algorithm is sufficient for traversing challenging terrain"
  (icra2007:4209294), "an algorithm is described and tested" (icra2011:5979725), "we
  developed a discrete event simulator to test our algorithms", "results obtained from a
  prototype hopper" (icra2013:6630665), "the proposed method has been implemented and some
  preliminary results are presented" (icra2005:1570212).  Not a series of hypothesis,
  statistical or oracle tests, not "proposed and evaluated in the literature" (others').

Tagged :func:`.lexicon.experiment`, transparent and unfitted (through ``apparatus.EMPIRICAL``,
``model.UNFITTED``): they rule a theory label out and show as evidence, but enter no fitted
feature.  Each reads a bounded window (at most 150 characters between the application and
its merit, 6 words between the modelling and the characterization, 3 words after
"simulated using").
"""

from __future__ import annotations

from analysis.paper_types.lexicon import experiment
from analysis.paper_types.measured import _NO_BOUND_AFTER, _NOT_THEORY_APPLIED
from analysis.paper_types.proof_guard import DEMONSTRATION, GAIN, OUTCOME, Reading, guard

# ruff: noqa: E501  (a phrase list reads best one alternation per line)

_OWN_METHOD = (r"(?:the |our |this |these )?(?:proposed |new |novel |resulting |presented |generic )?(?:[\w-]+ )?"
               r"(?:algorithms?|methods?|approach(?:es)?|schemes?|techniques?|frameworks?|estimators?|procedures?|solvers?|samplers?)")
_MERIT = (r"(?:efficiency|effectiveness|efficacy|superiority|advantages?|usefulness|practicality|benefits?|"
          r"merits?|performance|potential|strength|applicability|accuracy)")
# a merit shown by a proof: "demonstrate its efficiency by proving a regret bound"
_NOT_BY_PROOF = r"(?![^.;]{0,80}?\bby (?:proving|deriving|establishing|showing that|bounding)\b)"

APPLIED: list[tuple[str, float]] = [
    # "we apply the proposed algorithm to solve ... and train deep learning model, both of which demonstrate the efficiency and efficacy of the proposed algorithm"
    (experiment(rf"\bwe (?:also |further |then |finally |successfully )?appl(?:y|ied) {_NOT_THEORY_APPLIED}{_OWN_METHOD} (?:to|on|in)\b[^.;]{{0,150}}?\b(?:which|and|to) (?:\w+ ){{0,2}}?(?:demonstrat|show|illustrat|confirm|verif|validat|highlight)\w* (?:the |its |their )?{_MERIT}\b{_NOT_BY_PROOF}{_NO_BOUND_AFTER}"), 2.5),
]

DATA_TOLD: list[tuple[str, float]] = [
    # "The data consisted of the responses of neurons in primary auditory cortex (A1) of anesthetized cats"
    (experiment(r"\b(?:the|our) (?:[\w-]+ )?(?:data|data ?sets?|recordings|measurements) (?:consisted|were (?:collected|recorded|acquired|gathered)|was (?:collected|recorded|acquired|gathered))\b"), 2.5),
]

CHARACTERIZED: list[tuple[str, float]] = [
    # "We show theoretical modeling of pat-CVT with TSA and characterization of the transmission ratio, energy efficiency, ..."
    (experiment(r"\bmodell?ing (?:[^\s.;:]+ ){0,6}?and (?:the |an? )?(?:experimental |empirical )?characteri[sz]ation of\b"), 2.5),
]

# a simulation's cost in a theorem's terms: "is simulated in polynomial time", "with O(log n) queries"
_NOT_COST = r"(?!(?:[\w-]+ ){0,3}?(?:polynomial|time|queries|rounds|steps|memory|space|o\())"

SIMULATED: list[tuple[str, float]] = [
    # "(a methodology ...) is developed ... and simulated using a high-fidelity representation of acoustic signal propagation"
    (experiment(rf"\b(?:is|are|was|were|and) (?:then |also |further |first )?simulated (?:using|with|in|on)\b {_NOT_COST}"), 2.5),
]

# what a theorem says a model can do: "we demonstrate its ability to represent any continuous function"
_NOT_EXPRESSED = r"(?!(?:\w+ )?(?:represent|approximate|express|compute|simulate|encode|learn|recover|identify|distinguish) (?:any|all|every|arbitrary)\b)"

ABILITY: list[tuple[str, float]] = [
    # "we demonstrate its ability to improve reward functions in agents with various forms of limitations" (nips2010:034a85433e, wave 60)
    (experiment(rf"\bwe (?:also |further |then |finally |empirically |experimentally )?demonstrated? (?:its|their|the) (?:ability|capability|capacity) to {_NOT_EXPRESSED}"), 2.5),
]

# --- wave 61, second block: runs of robotics papers read as theory-only (found by listing the
# 61k's ICRA / IROS / RSS theory-only labels with a run's word, 122 of 381; not the random
# reading's sample).  Statistical tests are no run: "through a series of hypothesis tests".
_NOT_STATISTICAL = r"(?!(?:[\w-]+ )?(?:hypothesis|statistical|significance|independence|membership|equivalence|oracle) )"

RIGS: list[tuple[str, float]] = [
    # "we show, through a series of tests, that this algorithm is sufficient for traversing challenging terrain" (icra2007:4209294)
    (experiment(rf"\bthrough (?:a |an )?(?:series|set|number|battery|sequence) of {_NOT_STATISTICAL}(?:[\w-]+ ){{0,2}}?(?:tests|experiments|trials|simulations|field tests)\b"), 2.5),
    # "an algorithm is described and tested that integrates a computed torque law" (icra2011:5979725); not others' ("in the literature")
    (experiment(r"\b(?:is|are|was|were) (?:described|presented|proposed|developed|implemented|designed|built|constructed) and (?:experimentally |successfully |extensively |then )?(?:tested|evaluated|validated)\b(?! (?:primarily |mostly |usually )?in (?:the )?(?:literature|silo|isolation)\b)"), 2.5),
    # "we developed a discrete event simulator to test our algorithms" (icra2009:5152697)
    (experiment(r"\b(?:develop|developed|built|build|implemented|implement|designed|created|wrote)s? (?:a|an|our) (?:[\w-]+ ){0,3}?simulator (?:to|for|in order to) (?:test|evaluate|validate|verify|assess)\b"), 2.5),
    # "results obtained from a prototype hopper, demonstrate that the joint allows continuous ... hopping" (icra2013:6630665)
    (experiment(r"\bresults (?:obtained )?(?:from|with|on) (?:a|an|the|our) (?:[\w-]+ ){0,2}?(?:prototype|physical|hardware|experimental)\b"), 2.5),
    # "the proposed method has been implemented and some preliminary results are presented" (icra2005:1570212)
    (experiment(r"\b(?:has|have) been implemented and (?:some |the )?(?:preliminary |first |initial |experimental )?results\b"), 2.5),
]

EMPIRICAL: list[tuple[str, float]] = APPLIED + DATA_TOLD + CHARACTERIZED + SIMULATED + ABILITY + RIGS

#: how each family is read (after a proof's word in its sentence an application's merit is a
#: theorem's, "we prove that ... and apply the method to ..., which demonstrates"; the data
#: and the characterization after a proof's word too): (pattern, guard), for the wiring test
_READ: list[tuple[list[tuple[str, float]], Reading]] = [
    (APPLIED, GAIN), (DATA_TOLD + CHARACTERIZED, OUTCOME), (SIMULATED + ABILITY + RIGS, DEMONSTRATION)]
GUARDED: list[tuple[str, Reading]] = [(p, how) for patterns, how in _READ for p, _ in patterns]
for _p, _how in GUARDED:
    guard([_p], _how)
