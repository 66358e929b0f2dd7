"""A built system's capability demonstrated: a run of the paper's own (issue 14, wave 53).

Wave 52 (bench/paper_types/RESULTS.md, "noticed, left alone") found iros2014:6942815 typed
theory: "We demonstrate that this system can learn musical beats even when only provided with
a few seconds of ...".  "We demonstrate / show that <a built thing> can <do something>" tells
what the paper's artefact did when it was run.  The form is narrow because its look-alikes are
theorems:

* the thing is an artefact (a system, robot, prototype, device, platform, vehicle, gripper,
  exoskeleton, hand), not an algorithm, a method, a framework or a bound ("we demonstrate that
  this bound can be tightened", "we show that the algorithm can be extended": theory);
* not a dynamical system's property ("the closed-loop / linear / switched ... system can"), nor
  a passive possibility ("can be stabilized", "can be tightened"), nor a universal claim after
  the verb ("the robot can reach any configuration", "can track every reference"): what a
  controllability or a reachability theorem states;
* not shown theoretically, analytically or formally, nor after a proof's word in the sentence
  (:data:`.proof_guard.DEMONSTRATION`).

On both corpora the form holds 36 abstracts (the held-out ids excluded), 2 of them typed
theory or unclear at b8b23bd.  Every repeat is bounded (bench/paper_types/hostile.py).
"""

from __future__ import annotations

from analysis.paper_types.lexicon import experiment
from analysis.paper_types.proof_guard import DEMONSTRATION, guard

# ruff: noqa: E501  (a phrase list reads best one alternation per line)

_ARTEFACT = r"(?:system|robot|prototype|device|platform|vehicle|gripper|exoskeleton|hand)s?"
# a dynamical system's kind: a theorem's object ("the closed-loop system can track ...")
_DYNAMICAL = (r"(?!(?:closed-loop|closed|open-loop|dynamical|dynamic|linear|nonlinear|non-linear|switched|hybrid|"
              r"feedback|controlled|multi-agent|stochastic|quantum|underactuated|uncertain|perturbed|discrete-time|"
              r"continuous-time|time-varying|coupled)\b)")
# a universal claim after the verb: a reachability or controllability theorem's
_UNIVERSAL = r"(?!(?:[\w-]+ ){0,3}?(?:any|every|all|arbitrary|arbitrarily)\b)"

# a theorem's verb (second reader, wave 53: "we show that this system can track the reference / reach
# the origin / tolerate f faults / solve it in polynomial time": control, distributed computing, complexity)
_THEOREM_VERB = r"(?!(?:track|reach|converge|stabili[sz]e|synchroni[sz]e|tolerate|solve|attain|satisfy|have)\b)"
# ... or a theorem's words after it in the sentence ("can follow the path with bounded error", "can achieve
# consensus", "can exhibit limit cycles", "can avoid singularities"): bounded, read on a match only
_THEOREM_CLAIM = (r"(?![^.;]{0,120}?\b(?:bounded|finite[- ]time|polynomial[- ]time|equilibri\w*|consensus|byzantine|"
                  r"asymptotic\w*|exponential\w*|lyapunov|invarian\w*|chao\w*|limit cycles?|singularit\w*|"
                  r"reachab\w*|controllab\w*|observab\w*)\b)")

# the verb after "can", past an adverb or two ("can also be applied" is a possibility, eccv2020:7491d87d71)
_NOT_VERB = r"(?!be\b|not\b|only\b)"
_VERB = rf"{_NOT_VERB}(?:(?:also|still|further|even|very|\w+ly) {_NOT_VERB}){{0,2}}{_THEOREM_VERB}[a-z]+ (?!be\b)"

EMPIRICAL: list[tuple[str, float]] = [
    (experiment(rf"\bwe (?:also |further |successfully |experimentally |empirically )?(?:demonstrate|show)d? that (?:this|our|the) "
                rf"(?:(?:proposed|developed|resulting|new|integrated|complete|whole|overall|prototype) ){{0,2}}{_DYNAMICAL}"
                rf"(?:[\w-]+ )?{_DYNAMICAL}{_ARTEFACT} (?:\w+ )?can {_VERB}{_UNIVERSAL}{_THEOREM_CLAIM}"), 2.0),
]

guard((p for p, _ in EMPIRICAL), DEMONSTRATION)
