"""No theory-only label the calibrated confidence holds far more likely wrong than right, on
any venue (issue 14, wave 66).

:mod:`.doubt` (wave 38) withholds a ``theory`` label whose calibrated confidence is below 0.5
where the abstract reads like robotics or vision; elsewhere it lets it stand, because on ML
venues the labels between 0.3 and 0.5 are right about half the time (wave 59: on every venue
the rule at 0.3-0.6 lowered dev's 3-way F1 out of fold).  Far lower, the label is not a toss
of a coin: wave 66 listed every dev row labelled ``theory`` whose gold is ``both`` or
``empirical`` (``bench/paper_types/theory_errors_w66.csv``); the shipped model states 14 of
them, in every dev split and venue, at a confidence below 0.2 (0.09-0.20), and **no** gold
``theory`` row of any dev split (dev1-5, dev9, dev9t, dev10-14: 483 right theory labels) is
below it: the lowest is 0.224 (dev11 nips1996:d4d5d9de00).  These are abstracts where a
theory phrase is the only evidence the gate allows (:func:`.model.allowed`) and the fitted
layer finds it weak ("provably exploit structural prior knowledge", "our theory", "favorable
theoretical properties"), while the paper reports a run in words no cue reads ("We
demonstrate efficient backpropagation through noisy blackbox layers").

    A ``theory`` label whose calibrated confidence is below :data:`UNLIKELY` (0.2) is not
    given, on any venue: the paper takes the other allowed label the calibrated view finds
    more likely (:func:`.doubt.follow_confidence`), else ``unclear`` (needs review) with the
    theory phrase found and why it is doubted as evidence (:func:`unlikely_evidence`).

Why 0.2: the confidence means "the label is right" (isotonic, fitted out of fold); below
0.2 it says the label is wrong at least four times in five, which a label the app states must
not be; the dev rows agree (none of 14 right).  Out of fold (``doubt_cv.py`` with every venue
below 0.1-0.25) no theory label falls below 0.25, so the rule moves no out-of-fold dev label:
its support is the shipped model's own rows and the blind sets' (dev9t: 3 wrong, 0 right
below 0.2).  The ``unclear`` confidence is :attr:`.Calibration.doubted_unclear` as for
:mod:`.doubt`'s (a share read unclear among theory labels withheld, 0.105): these papers are
mostly ``both`` and the abstract does not say so in words the rules read.
"""

from __future__ import annotations

UNLIKELY = 0.2   # a theory label below this is wrong at least four times in five


def unlikely(confidence: float) -> bool:
    """Whether a ``theory`` label with this calibrated confidence is not given."""
    return confidence < UNLIKELY


def unlikely_evidence(theory_evidence: str, confidence: float) -> str:
    """The evidence of an ``unclear`` label given for such a theory label, in words a
    reviewer can act on (opened as :data:`.doubt.DOUBTED` opens, so the review lists find it)."""
    from analysis.paper_types.doubt import DOUBTED

    found = theory_evidence.strip().rstrip(".")
    return (f'{DOUBTED} found "{found}". The model holds a theory-only label for this '
            f"abstract right only about {confidence:.0%} of the time (below {UNLIKELY:.0%}). "
            "Check whether it reports an experiment of its own.")
