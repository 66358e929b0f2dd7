"""Own runs told in the passive with the method, prototype or results as subject (issue 14,
wave 68).

Wave 68's fresh reading of theory-only labels (bench/paper_types/RESULTS.md, "Issue 14, wave
68"; `theory_readings_w68_fresh.csv`, seed 6801, read at main b9db9c9 before this module)
found 1.9% of the 24k's theory-only abstracts (1.5 of 80) and 15.8% of the 61k's (9.5 of 60)
reporting runs of their own; pooled with waves 58, 60-67, 6.7% and 12.5%.  Every "yes" of every
reading and every dev / blind dev abstract of gold `both` or `empirical` still labelled theory
at b9db9c9 (177 rows, 142 papers, 31 waves and sets; dev7 left out) was classed by the form in
which its run is told, and each form ranked by the number of waves and sets it occurs in
(scratch scans, /work/tmp/exp68).  The broad forms recur (a comparison with rivals in 12 waves
and sets, a figure of merit in 10, a real system in 10) but each matches 160-230 theory labels
read *no*; the one that recurs and matches none is **a run told in the passive**:

* **a method, prototype or result demonstrated, validated, tested or evaluated on, inside,
  through, using or with something**: "Our large-scale prototype is validated inside a phantom
  vessel made of silicone material" (icra2018:8460823, waves 38 and 39), "This identification
  procedure is demonstrated and validated on one leg of a lower limb exoskeleton"
  (icra2015:7139478, wave 67), "Results are demonstrated on convolutional and fully connected
  variational autoencoders" (iclr2018:SJzRZ-WCZ, wave 39's pool).  Only *is / are / was /
  were*: "has been demonstrated in many bandit models" is the literature's; not "in" ("this is
  demonstrated in the case of linear bandits" is a theorem's case), "with respect to" or
  "against" ("the forecaster is evaluated against", a setting), nor after a computed quantity
  ("the gradient is evaluated using one sample", "the empirical risk is evaluated on ..."),
  nor on a machine's model (wave 51: "The policy is tested on a dynamic model of the
  manipulator"; models in the plural, a learning paper's material, count);
* **the own methods' performance compared in the passive**: "Algorithm performance is compared
  between ours and other alternatives, including the linearized ADMM" (aistats2016:2a0928b89f,
  wave 63): a performance owned (our, the proposed, algorithm, controller) or counted or named
  methods (two, both, these, our ... controllers, algorithms) as subject, then "is / are /
  were compared to / with / against / between / in terms of"; not "its performance is
  compared to the baseline of the best constant predictor" (colt2021:95abdebcf2: regret's
  definition).

Each is read in its whole sentence by :data:`.presentruns.WHOLE` (a theorem's, bound's or
analysis' word anywhere in it makes it a theorem's: "The practical consequences of the
presented theoretical results are illustrated ...") and by :data:`CITED` (a citation in it,
"et al.", "[12]" or a year, makes the run others').  Over both corpora (85k abstracts, labels
at b9db9c9) the two match about 2,400 empirical / both abstracts, 8 unclear ones (robotics
abstracts that validate a method on a robot) and 4 theory-only ones (all read *yes*), and no
theory label read *no* in any reading: 12 labels move, all read (`changes_w68_exp.csv`), none
wrong.  The same family's other members
in the misses ("Two feedback controllers ..., see Fig. 1, are compared in terms of",
"MPC performances were compared to ... in terms of robustness, stability and finite time
convergence" beside "was mathematically proved") are left: too far from their subject, or
sharing their sentence with a theorem's word.  Tagged :func:`.lexicon.experiment`,
transparent and unfitted (through ``apparatus.EMPIRICAL``, ``model.UNFITTED``).
"""

from __future__ import annotations

import re

from analysis.paper_types.lexicon import experiment
from analysis.paper_types.presentruns import WHOLE, Whole
from analysis.paper_types.proof_guard import Reading, guard

# ruff: noqa: E501  (a phrase list reads best one alternation per line)

_VERB = r"(?:demonstrated|validated|verified|tested|evaluated|trialed|assessed)"
_MANNER = r"(?:then |also |further |successfully |experimentally |numerically |extensively |thoroughly |finally )?"
#: a computation, not a run: "the gradient is evaluated using one sample", "the empirical risk is evaluated on"
#: (read after the verb, so that the pattern still starts with a literal word for the matcher)
_COMPUTED = "".join(f"(?<!{w} {v})" for w in ("function", "functions", "gradient", "gradients", "objective", "loss",
                                             "risk", "likelihood", "integral", "integrals", "expectation", "kernel",
                                             "oracle", "hypothesis", "forecaster", "learner", "formula", "expression")
                    for v in ("is", "are", "was", "were"))
#: a machine's model, not a run: "The policy is tested on a dynamic model of the manipulator" (wave 51)
_NOT_A_MODEL = r"(?! (?:(?:a|an|the|its|their|our|this) )?(?:[\w'-]+ ){0,3}?model\b)"
_METHODS = r"(?:methods|algorithms|controllers|approaches|strategies|schemes|techniques|planners|solvers|estimators|policies|variants|versions|designs)"

PASSIVE_RUNS: list[tuple[str, float]] = [
    # "Our large-scale prototype is validated inside a phantom vessel" (icra2018:8460823)
    (experiment(rf"\b(?:is|are|was|were){_COMPUTED} {_MANNER}{_VERB}(?: and (?:experimentally )?{_VERB})? (?:on|inside|using|through|with(?! respect))\b(?! the case\b){_NOT_A_MODEL}"), 2.5),
    # "Algorithm performance is compared between ours and other alternatives" (aistats2016:2a0928b89f)
    (experiment(rf"\b(?:(?:our|the proposed|algorithm|algorithmic|controller|control|mpc|their) performances?|(?:the )?(?:two|three|four|both|these|several|the proposed|our) (?:[\w-]+ ){{0,3}}?{_METHODS}) (?:is|are|was|were) {_MANNER}compared (?:to|with|against|between|in terms of)\b"), 2.5),
]

EMPIRICAL: list[tuple[str, float]] = PASSIVE_RUNS

#: others' run: a citation in the sentence ("... was compared with gradient descent by Smith et al. (2019)")
_CITATION = r"\bet al\b|\[\d|\b(?:19|20)\d\d\b"
CITED: Reading = Whole(re.compile(_CITATION))
#: a theorem's word or a citation anywhere in the sentence (one search: a guard runs at every match)
READ: Reading = Whole(re.compile(f"{WHOLE.words.pattern}|{_CITATION}"))  # type: ignore[attr-defined]

#: how each family is read (for the wiring test)
GUARDED: list[tuple[str, Reading]] = [(p, READ) for p, _ in EMPIRICAL]
for _p, _how in GUARDED:
    guard([_p], _how)
