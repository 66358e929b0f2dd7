"""Runs told by their hardware: executed on a robot, a measured capability, a theory validated
by an activity, the performance shown over settings (issue 14, wave 50).

Wave 50's fresh reading of the 61k's uncertain band (bench/paper_types/RESULTS.md, "Issue 14,
wave 50", seed 5001; `theory_readings_w50_61k.csv`) found theory-only labels, most of them
ICRA / IROS, whose abstract tells a run of its own in words no cue knew.  Each family is a way
of telling a run, never one paper's phrase:

* **executed on a robot** ("the trajectories thus generated were executed successfully on a
  Staubli Rx90", iros2006:4058448): a passive past of executing, performing,
  carrying out, running, testing on a robot, manipulator, arm, vehicle, drone, prototype,
  hardware; with "successfully", on any named machine.  Not "can be / is executed" (a plan,
  a setting's description), nor a robot's model (``NOT_A_MODEL``);
* **a measured capability** ("We implement an autonomous ... robot capable of linear
  velocities of up to 23 cm/s and turning rates of 2 rad/s", iros2017:8206295): capable of,
  reaching, achieving a speed, velocity, force, torque, payload, frequency ... of N in a
  physical unit.  Not a model's, an assumption's or a simulation's (:data:`SPECIFIED`:
  "Consider a robot capable of speeds of up to 2 m/s", "the optimal gait reaches ... in the
  model");
* **a theory validated by an activity** ("Pick-and-place manipulation of silicon nanowires
  validate the theoretical analyses", icra2011:5979658): validates the theoretical /
  analytical analysis, results, predictions, model.  Not after a proof's word, an analysis, a
  derivation or a bound's measure (:data:`VALIDATED`: "The lemma validates the theoretical
  analysis"), nor when a proof does the validating ("by a proof", "through the derivation");
* **the performance shown over settings** ("We demonstrate the performance of the algorithm
  for scenarios ranging from 3 to 12 degrees of freedom", icra2014:6907543; "We show for a
  wide range of scenarios that using our sampler can accelerate ...", icra2018:8460188): the
  performance of the own method, or a finding, for / on / in a number of (or "... ranging from
  N to M") scenarios, environments, tasks, benchmarks, robots.  Not a bound's, nor a
  theorem's property after it (checkruns' ``NO_HARDNESS``, showings' ``NO_CLAIM_AFTER``).

Every pattern is tagged :func:`.lexicon.experiment`, transparent and unfitted (through
``apparatus.EMPIRICAL``); every repeat is bounded (bench/paper_types/hostile.py).
"""

from __future__ import annotations

import re

from analysis.paper_types.checkruns import NO_HARDNESS, NOT_A_MODEL
from analysis.paper_types.lexicon import experiment
from analysis.paper_types.proof_guard import DEMONSTRATION, PROOF, RIVAL, Guard, guard
from analysis.paper_types.showings import NO_CLAIM_AFTER

# ruff: noqa: E501  (a phrase list reads best one alternation per line)

# the machines a robotics run is executed on (also read by :mod:`.plans`: a model of one is no run)
MACHINES = (r"(?:robots?|manipulators?|(?:robot(?:ic)? )?arms?|humanoids?|quadrupeds?|bipeds?|hexapods?|vehicles?|drones?|quadrotors?|"
            r"quadcopters?|uavs?|auvs?|rovers?|prototypes?|hardware|testbeds?|test-beds?|grippers?|exoskeletons?)")
_PASSIVE = r"(?:were|was)"
# up to three words before the machine, none a model's: "run on a model of the robot" is no robot
# nor a count or a class of machines ("on the number / a class of robots": a proof's object, wave 50's reader)
_NO_MODEL_WORD = r"(?:(?!(?:models?|dynamics?|dynamical|kinematics?|kinematic|simulat\w*|simulators?|equations?|numbers?|class(?:es)?|famil(?:y|ies)|sets?|kinds?|types?)\b)[\w-]+ ){0,3}?"
_ABSTRACT = r"(?:machines?|automat(?:on|a)|lattices?|instances?|grammars?|graphs?|trees?|inputs?|sequences?|sets?|problems?)"
_DONE = r"(?:executed|performed|carried out|run|tested|conducted|replayed|deployed)"

EXECUTED: list[tuple[str, float]] = [
    # executed on a robot: "the planned motions were executed on a PR2 robot"
    (experiment(rf"\b{_PASSIVE} (?:then |also |successfully |all )?{_DONE} (?:successfully )?on (?:a|an|the|our|two|three|several) (?:real |physical |actual )?{_NO_MODEL_WORD}{MACHINES}\b{NOT_A_MODEL}"), 2.0),
    # with "successfully", on any named machine: "were executed successfully on a Staubli Rx90"
    # (not a computation's object: "on a Turing machine", "on a finite automaton", "on the lattice")
    (experiment(rf"\b{_PASSIVE} (?:then |also )?{_DONE} successfully on (?:a|an|the|our) (?!{_ABSTRACT}\b)[\w-]+\b(?! {_ABSTRACT}\b){NOT_A_MODEL}"), 2.0),
]

_QUANTITY = (r"(?:speeds?|velocit(?:y|ies)|accelerations?|forces?|torques?|payloads?|turning rates?|frequenc(?:y|ies)|"
             r"bandwidths?|strokes?|displacements?|strains?|pressures?|power(?: outputs?)?|heights?|distances?)")
_UNIT = (r"(?:m/s|cm/s|mm/s|km/h|mph|rad/s|deg/s|°/s|hz|khz|n|mn|nm|n\.?m|kg|g|mm|cm|m|kpa|mpa|w|mw|body ?lengths?(?: per second| ?/ ?s)?|bl/s)")

CAPABLE: list[tuple[str, float]] = [
    # a measured capability: "a robot capable of linear velocities of up to 23 cm/s"
    (experiment(rf"\b(?:capable of|reach(?:es|ed|ing)?|achiev(?:es|ed|ing)|attain(?:s|ed|ing)?|produc(?:es|ed|ing)|generat(?:es|ed|ing)|exert(?:s|ed|ing)?|lift(?:s|ed|ing)?) (?:a |an )?(?:(?:maximum|max|top|peak|average|mean|linear|angular|forward|running|walking|swimming|climbing|flying|lifting|grasping|blocking|output) ){{0,2}}{_QUANTITY} (?:of )?(?:up to |over |above |more than |about |around |approximately |nearly |almost )?\d+(?:\.\d+)? ?{_UNIT}(?![\w/])"), 2.0),
]

_THEORY = r"(?:theoretical|analytical|analytic)(?: \w+)? (?:analys[ie]s|results?|predictions?|findings|models?|derivations?|calculations?|framework)"

VALIDATES: list[tuple[str, float]] = [
    # a theory validated by an activity: "Pick-and-place manipulation of silicon nanowires validate the theoretical analyses"
    (experiment(rf"\bvalidat(?:e|es|ed|ing) (?:the |our |these )?(?:proposed )?{_THEORY}\b(?![^.;]{{0,60}}?\b(?:by|through|with|via|using) (?:a |an |the |our )?(?:formal |rigorous |mathematical )?(?:proofs?|proving|derivations?|lemmas?|theorems?|inductions?|arguments?|closed[- ]form|analytic\w*|analys[ie]s|calculations?)\b)"), 2.0),
]

_SETTINGS = r"(?:scenarios|environments|tasks|benchmarks|data ?sets|datasets|domains|robots|manipulators|platforms|problem instances|test cases)"
_MANY = (rf"(?:(?:a (?:wide |broad |large )?(?:number|range|variety|set|suite) of|several|various|multiple|\d+|two|three|four|five|six|seven|eight|ten) (?:[\w-]+ ){{0,3}}?{_SETTINGS}\b"
         rf"|(?:[\w-]+ ){{0,2}}?{_SETTINGS} ranging from \d+ to \d+)")
# a robot's model after the finding: "We show for two robots that the kinematics are singular"
_NO_MODEL_AFTER = r"(?![^.;]{0,60}?\b(?:kinematics|dynamics|models?|equations?|in theory)\b)"
# a theorem's property of the finding's object ("that the estimator is consistent", "the policy is optimal": wave 50's reader)
_NO_PROPERTY = r"(?![^.;]{0,80}?\b(?:is|are) (?:\w+ )?(?:consistent|optimal|deterministic|concave|convex|lipschitz|unbiased|identifiable|monotone|submodular|well-defined)\b)"
# the own method as the object of "the performance of": one, "the" too (standings' _OWN, a
# comparison's subject, has no "the"; exhibits' adds "it", plurals and code; see standings.py)
_OWN = r"(?:the|our|this) (?:proposed )?(?:[\w-]+ )?(?:algorithm|method|approach|planner|controller|framework|system|sampler|policy|scheme|technique)"

SETTINGS: list[tuple[str, float]] = [
    # the performance shown over settings: "We demonstrate the performance of the algorithm for scenarios ranging from 3 to 12 degrees of freedom"
    (experiment(rf"\b(?:demonstrat|evaluat|illustrat|show|test|validat)\w* the (?:performance|efficiency|effectiveness|behaviou?r|scalability) of {_OWN} (?:for|on|in|across|over) {_MANY}(?! (?:where|in which|with (?:an? )?(?:unknown|arbitrary))){NO_CLAIM_AFTER}{_NO_MODEL_AFTER}"), 2.0),
    # a finding for a number of settings: "We show for a wide range of scenarios that using our sampler can accelerate ..."
    (experiment(rf"\bwe (?:also |further |empirically |experimentally )?(?:show|find|observe|demonstrate|verify|confirm) (?:empirically |experimentally )?(?:for|on|in|across|over) {_MANY},? that\b{NO_CLAIM_AFTER}{NO_HARDNESS}{_NO_MODEL_AFTER}{_NO_PROPERTY}"), 2.0),
]

#: the capability: a proof's word, a model, a theory, an assumption, a consideration, a
#: prediction or a simulation before or inside the match ("Consider a robot capable of speeds of
#: up to 2 m/s", "the model predicts that the gait reaches speeds of 3 m/s"), or a model or an
#: equilibrium right after it ("... of 2 m/s in the model / in simulation", "reaches a velocity
#: of 0 m/s at the equilibrium"), make it a model's specification
SPECIFIED = Guard(re.compile(rf"\b(?:{PROOF}|models?|modell?(?:ed|ing)|theor\w*|assum\w*|suppos\w*|consider\w*|"
                             r"predict\w*|simulat\w*|optimal\w*|analytic\w*|design(?:ed)? (?:for|to)|required?|must|should|if|let|given|hypothes\w*)\b"),
                  through_match=True,
                  after=re.compile(r"[^.;]{0,40}?\b(?:in (?:the|our|this) model|in theory|in simulations?|theoretically|"
                                   r"analytically|is required|are required|(?:is|are) (?:assumed|given)|by (?:hypothesis|assumption)|guarantee[sd]?|in finite time|at (?:the |an |its )?(?:equilibri(?:um|a)|"
                                   r"steady[- ]state|fixed point|origin))\b"))
#: the validation: a proof's word, an analysis, a derivation, an argument or a bound's measure
#: or a simulation (of a proof's object: "simulations of the chain validate the theoretical
#: analysis") before the match in its clause ("The lemma validates the theoretical analysis",
#: "This bound validates the theoretical predictions") make it a theory's, no run; a proof in an earlier
#: clause does not ("A rigorous proof of convergence is provided ..., and we also validate our
#: theoretical findings on quadcopters", iros2018:8594251)
VALIDATED = Guard(re.compile(rf"\b(?:{PROOF}|proofs?|analys[ie]s|derivations?|arguments?|formulas?|"
                             r"bounds?|regrets?|rates?|guarantees?|complexit(?:y|ies)|asymptotic\w*|simulat\w*|(?<!numerical )(?:counter)?examples?|illustrations?)\b"),
                  clause=re.compile(r"[;:]|, (?:and|but|while|whereas)\b"))

#: the execution: DEMONSTRATION's words, or a proof's step as its subject ("The induction was
#: performed on ...", "The reduction was carried out successfully on ...": wave 50's reader)
PERFORMED = Guard(re.compile(rf"{DEMONSTRATION.words.pattern}|\b(?:proofs?|inductions?|recursions?|reductions?|derivations?|eliminations?)\b"),
                  through_match=True, inside=DEMONSTRATION.inside)

EMPIRICAL: list[tuple[str, float]] = EXECUTED + CAPABLE + VALIDATES + SETTINGS

guard((p for p, _ in EXECUTED), PERFORMED)
guard((p for p, _ in CAPABLE), SPECIFIED)
guard((p for p, _ in VALIDATES), VALIDATED)
guard((p for p, _ in SETTINGS), RIVAL)
