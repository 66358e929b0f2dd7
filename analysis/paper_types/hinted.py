"""A theory paper whose only empirical side is a stray word (issue 14, session 72, recall72).

:func:`..model.allowed` lets the model say ``theory`` only where the abstract states a
result of its own (``rules.theory_supported``): notation, a cost statement or a bare
"bound" / "guarantee" (a *hint*, ``cues.HINT``) is not enough.  Where no empirical phrase
counts either, the rules' fall-back reads such an abstract ("no stated result; only hints
of theory" -> ``unclear``).  But one stray empirical word -- "accuracy" in "up to a
multiplicative accuracy $1+\\gamma$", "error rate" in "control the family-wise error
rate", "we observe a sequence of independent samples", "a naive baseline approach would
require $O(n^2)$ interventions" -- takes the paper past the fall-back to the model, and
there ``empirical`` is the only label allowed: the model's choice between theory and
empirical is never asked, and a paper it holds theory at 0.95-0.99 is labelled empirical.

Of every gold ``theory`` row of dev, dev9, dev9t and dev10-dev20 labelled ``unclear`` or
``empirical`` at 9be8f82 (85 rows, RESULTS.md recall72), 16 took this path, 12 of them with
the model's theory probability at 0.70 or more, 8 of those with a hint of their own; over
every row of those sets the path with an own hint and theory >= 0.70 holds no other gold
label.

**The rule** (:func:`hinted_theory`): where the model's label is ``empirical`` only
because ``theory`` is not allowed, ``theory`` is given when

* the abstract holds a hint of theory of its own (``HINT``: not negated, hedged, others'
  or the title's): the theory label's evidence, shown as every label's is;
* no experiment of the paper's own is reported (``rules.reports_experiment``, overlapped
  experiments too): an own run still rules theory alone out, as in ``allowed``;
* the model holds ``theory`` at :data:`AT_LEAST` or more, its most probable label of the
  three (0.70: the threshold session 69's leave-one-set-out choice picked for 18 of 19
  sets where the model's view was asked beside the rules' fall-back, RESULTS.md theory69;
  not chosen on these rows).

The label then goes the way of every theory label: the calibrated confidence with the
domain shift, and :mod:`.doubt` for an abstract that reads like robotics or vision.  The
model's features and probabilities do not move (no refit).
"""

from __future__ import annotations

from collections.abc import Sequence

from analysis.paper_types.cues import HINT, Cue, Scored
from analysis.paper_types.rules import reports_experiment, theory_supported

AT_LEAST = 0.70  # the model's theory probability (session 69's leave-one-set-out threshold)


def own_hint(cues: Sequence[Cue]) -> bool:
    """A theory hint of the abstract's own (counts: not negated, hedged, others' work, or a
    title word)."""
    return any(c.side == "theory" and c.tag == HINT and c.weight > 0 and not c.note
               and c.start >= 0 for c in cues)


def hinted_theory(scored: Scored, classes: Sequence[str], label: str,
                  probs: Sequence[float], ok: Sequence[bool]) -> bool:
    """Whether the model's ``label`` (``empirical``, theory not allowed) is ``theory``
    instead (module docstring)."""
    if label != "empirical" or "theory" not in classes:
        return False
    k = list(classes).index("theory")
    if ok[k] or probs[k] < AT_LEAST or probs[k] < max(probs):
        return False
    cues = scored.cues
    return (not theory_supported(cues) and own_hint(cues)
            and not reports_experiment(cues, scored.overlapped_experiments))
