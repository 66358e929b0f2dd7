"""Experiments told as a check of the own theory against a run, or by their apparatus (issue 14, wave 44).

Wave 43's fresh reading (bench/paper_types/RESULTS.md, "Issue 14, wave 43: fresh
measurement", seed 4301, "Misses of this reading") found theory-only labels whose abstract
checks its own result on data or a run, or tells its evaluation by the apparatus it ran on,
in forms no cue knew (the classifier's evidence is in RESULTS.md, wave 44).  Each family is
a way of telling a run, never one paper's phrase:

* **a bound checked against a run** ("We complement the asymptotic bound with empirical
  data", nips2018:11526; "The proposed bounds are validated by contrasting them to the
  convergence observed in practice", cvpr2018:cf366953d1; "We validate the proposed bounds
  through a trajectory tracing task performed by a PR2 robot simulator",
  iros2017:8206112): the own bound, analysis, theory or predictions complemented with
  empirical / experimental / numerical data, experiments, simulations; or validated,
  verified, confirmed, corroborated, checked by / through / against something whose words
  name a run (observed, in practice, experiments, simulations, data, a robot, a task,
  measurements).  A theorem's check names none of these ("we validate the conjecture",
  "the bound is verified by a direct calculation", "we complement the upper bound with a
  matching lower bound");
* **an evaluation told by its apparatus** ("Our results are evaluated by tests on the
  rover breadboard", iros2012:6385644): results, a method or a system evaluated, validated,
  verified or assessed by / through / in tests, trials, experiments, field tests or
  measurements on / with / using something;
* **an empirical example** ("An empirical example shows that our approach could speed up the
  force closure test by the factor of four", iros2009:5354481): an empirical, experimental,
  real-world or real-data example (or case) that shows, demonstrates, indicates or confirms.
  A bare "an example shows that the condition is necessary" is a counterexample, and a
  numerical example may be a worked one: neither is read.

As :mod:`.practice`, every pattern is tagged :func:`.lexicon.experiment`, transparent and
outside the fitted features (``model.UNFITTED``, through ``apparatus.EMPIRICAL``); the model
is not refitted.  A proof's word in the match's own clause, or inside the match ("the bound
is validated by proving ..."), makes it a theorem's check (:data:`CHECKED`, registered with
:func:`.proof_guard.guard`): "We prove the bounds and validate them through simulations" is
a run (the check is its own clause).  Every repeat is bounded (bench/paper_types/hostile.py).
"""

from __future__ import annotations

import re

from analysis.paper_types.lexicon import experiment
from analysis.paper_types.proof_guard import TIGHT_OR_UNBOUNDED, Guard, guard, proof_words

# ruff: noqa: E501  (a phrase list reads best one alternation per line)

# what the paper checks: its own theory's result
_THEORY = (r"(?:bounds?|asymptotic bounds?|estimates?|guarantees?|analysis|analyses|theory|theoretical (?:results?|findings?|predictions?|analysis|bounds?|claims?)|"
           r"analytical (?:results?|findings?|predictions?|bounds?|expressions?|models?)|predictions?|rates?|convergence rates?|results?|findings?|derivations?|formulas?|expressions?)")
# a run's words: what a check against a run names
_RUN = (r"(?:in practice|practical|experiments?|experimental(?:ly)?|empirical(?:ly)?|simulat\w*|data|datasets?|data sets?|"
        r"robots?|robotic|tasks?|measurements?|trials?|hardware|prototypes?|testbeds?|benchmarks?|real[- ]world|numerical(?:ly)? (?:experiments?|simulations?|results?|tests?))(?![- ](?:processing|dependent|generating|distributions?)\b)")
# the words between a check and its run: no clause of a condition or a setting ("in the regime
# where the data are sparse", "in the setting where the robot has two links" name no run)
# (second reader): nor a bound, a proof or a setting's noun ("checked against the minimax rate for
# Gaussian data", "confirmed by a lower bound in the data-poor regime", "in the case of sparse data"; not "derived",
# "lower-limb" nor "proof-of-concept":
# "we verify our theoretical results by deriving and applying, in both simulations ..." is a run)
_GAP = (r"(?:(?!(?:where|when|whenever|if|that|which|whose|assuming|provided|unless|bounds?|lower|upper|minimax|"
        r"theorems?|lemmas?|proofs?|regimes?|settings?|limits?|cases? of)(?![\w-]))[^\s.;:()]+ ){0,8}?")
# what a complement is made with: empirical evidence, not a lower bound
_EVIDENCE = (r"(?:(?:an? )?(?:extensive |thorough |comprehensive |some |several |numerous )?(?:empirical|experimental|numerical|simulation|simulated|real[- ]world|real|synthetic|computational) "
             r"(?:data|datasets?|evidence|results?|experiments?|simulations?|evaluations?|studies|study|validation|tests?|observations?|measurements?)|(?:extensive |thorough |some |several )?(?:experiments|simulations))")

EMPIRICAL: list[tuple[str, float]] = [
    # a bound complemented with empirical data: "We complement the asymptotic bound with empirical data"
    (experiment(rf"\b(?:we )?(?:also |further |then |finally )?(?:complement|complements|complemented|complementing|supplement|supplements|supplemented|accompany|accompanied|corroborate|corroborated) (?:the|our|these|this|its|their) (?:[\w-]+ ){{0,3}}?{_THEORY} (?:with|by) {_EVIDENCE}\b"), 2.5),
    # active: "We validate the proposed bounds through a trajectory tracing task performed by a PR2 robot simulator"
    (experiment(rf"\b(?:validate|validates|validated|validating|verify|verifies|verified|verifying|confirm|confirms|confirmed|confirming|corroborate|corroborates|check|checks|checked|test|tests|tested|assess|assessed) (?:the|our|these|this|its|their) (?:[\w-]+ ){{0,3}}?{_THEORY} (?:through|via|by|with|using|on|in|against) {_GAP}{_RUN}\b"), 2.5),
    # passive: "The proposed bounds are validated by contrasting them to the convergence observed in practice"
    (experiment(rf"\b(?:the|our|these|this|its|their) (?:[\w-]+ ){{0,3}}?{_THEORY} (?:is|are|was|were|has been|have been) (?:also |then |further |successfully |empirically |experimentally |numerically )?(?:validated|verified|confirmed|corroborated|checked|tested|assessed|complemented) (?:through|via|by|with|using|on|in|against) {_GAP}{_RUN}\b"), 2.5),
    # an evaluation told by its apparatus: "Our results are evaluated by tests on the rover breadboard"
    (experiment(r"\b(?:is|are|was|were|has been|have been) (?:also |then |further |successfully |extensively |experimentally )?(?:evaluated|validated|verified|assessed|tested) (?:by|through|in|with|via) (?:a |an |the |several |extensive |real |physical |hardware |field |bench |laboratory |lab |experimental |\d+ ){0,3}(?:tests|trials|experiments|field tests|test runs|measurements|measurement campaigns?|test campaigns?) (?:on|with|using|at|in) (?:a |an |the |our |two |three |several |real |physical )"
                r"(?!(?:[\w-]+ )?(?:residuals?|statistics?|significance|levels?|settings?|regimes?|null|hypothes[ie]s)\b)"), 2.5),
    # an empirical example: "An empirical example shows that our approach could speed up ..."
    (experiment(r"\b(?:an? |the |our |two |three |several )?(?:empirical|experimental|real[- ]world|real[- ]data|real[- ]life|practical|industrial) (?:examples?|case|cases|illustrations?|applications?) (?:also |further |clearly )?(?:shows?|showed|demonstrates?|demonstrated|indicates?|indicated|confirms?|confirmed|suggests?|reveals?|verifies|validates?)\b"
                r"(?! (?:that )?(?:the |this |our |such |these )?(?:conditions?|assumptions?|bounds?)\b)"
                rf"(?!{TIGHT_OR_UNBOUNDED})"), 2.5),
]

#: A check of the own theory is a theorem's when a proof's word stands in its own clause
#: before it ("as we prove, the bounds are validated by ...") or inside it ("validated by
#: proving ..."); a proof in an earlier clause ("We prove the bounds, and validate them ...")
#: or before "and" is no theorem's.
CHECKED = Guard(proof_words(), clause=re.compile(r"[;:]|,|\b(?:and|but|while|whereas)\b"),
                inside=proof_words())

guard((p for p, _ in EMPIRICAL), CHECKED)
