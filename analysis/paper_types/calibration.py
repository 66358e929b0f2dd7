"""Confidence that means what it says: the calibration map and the bands users act on.

The model's probability of its label is a score, not a frequency: a weakly regularised
logistic regression is sure of itself where it is wrong, and the rules' fall-backs have
no probability at all.  ``paper_type_confidence`` is therefore the *calibrated*
probability that the label is right:

* for a label the model chose, an isotonic regression (Zadrozny & Elkan 2002) of "was
  the label right" on the model's probability of it, fitted on **out-of-fold** dev
  predictions (each dev paper predicted by a model that did not see it, by
  ``bench/paper_types/train.py``), stored as the points of a monotone step function and
  read by linear interpolation between them;
* for a label the rules decided alone (``unclear``, or ``empirical`` for a paper that only
  proposes a method), the share of such dev decisions that were right;
* then one shift for abstracts no rule was written from, in log-odds:
  ``logit(c') = logit(c) - shift`` (never 0 or 1, moves unsure labels most).  The
  phrase rules were revised while reading dev mistakes, so out-of-fold dev predictions are
  more often right than predictions on new abstracts, most of all where the model is
  unsure (round 4: on 600 held-out abstracts the ``likely`` band was 0.05 and the
  ``uncertain`` band 0.10 less accurate than stated).  ``shift`` is fitted by maximum
  likelihood on the out-of-fold predictions of the dev rows whose mistakes were never
  read (round 5's dev sample); with shift 0.4 a label at 0.98 reads 0.97, one at 0.90
  reads 0.86, one at 0.58 reads 0.48.  Round 5's 300 held-out abstracts, scored once with
  the shift 0.392: expected calibration error 0.019, each band within 0.02 of its stated
  confidence (round 4's model on the same rows: 0.049, ``likely`` 0.12 below).

* then, for a ``theory`` label only, a second shift that grows with how much the abstract
  reads like a robotics or vision paper: ``logit(c') = logit(c) - shift - theory_shift *
  domain``, ``domain`` in [0, 1] the probability, from the abstract's words alone, that it
  comes from a robotics (ICRA / IROS / RSS) or vision (CVPR / ICCV / ECCV / WACV) venue
  (a logistic regression on the model's TF-IDF words, fitted on the dev rows' venues:
  :meth:`analysis.paper_types.model.PaperTypeModel.domain`).  On those venues a
  theory-only label is a stability proof of a controller that was also run on a robot,
  a kinematic analysis of a built device, far more often than on the ML venues the map
  is fitted on: read blind, half of main's theory-only labels of those venues in the
  ``likely`` band were wrong (stated 0.84-0.92; RESULTS.md, wave 25).  ``theory_shift``
  is fitted by maximum likelihood on round 9's robotics / vision rows (``dev9``, and
  ``dev9t``: 60 of main's theory-only labels there), which no rule or map was fitted on.
  The venue is never read when classifying: an abstract of any venue that reads like
  robotics is treated alike, and an ML abstract (domain near 0) is not moved.  Where
  this leaves a theory label below 0.5 in an abstract that reads like robotics or vision
  (domain ≥ 0.5), the label is not given (:mod:`analysis.paper_types.doubt`): another
  allowed label the calibrated view finds more likely, else ``unclear`` at
  ``doubted_unclear``.

Bands turn the number into something to act on (``paper_type_band``):

* ``certain``: confidence ≥ 0.95; at most about one label in 20 wrong;
* ``likely``: 0.80 ≤ confidence < 0.95;
* ``uncertain``: confidence < 0.80; at least one in five wrong: worth a look
  (the "needs review" filter lists these first, least confident first).

0.95 is where a reader stops checking (the conventional 1-in-20); 0.80 is where, on the
out-of-fold dev predictions, a reviewer reading the uncertain band finds about one
mistake in three papers read, the most corrections per minute spent (RESULTS.md).

Reference: Zadrozny & Elkan (2002), *Transforming classifier scores into accurate
multiclass probability estimates*, KDD; Guo et al. (2017), *On calibration of modern
neural networks*, ICML (expected calibration error, 10 equal-width bins).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import numpy as np

CERTAIN = 0.95
LIKELY = 0.80
BANDS = ("certain", "likely", "uncertain")


def shifted(confidence: float | np.ndarray, shift: float | np.ndarray) -> np.ndarray:
    """``confidence`` moved down by ``shift`` in log-odds (0 and 1 stay where they are)."""
    c = np.clip(np.asarray(confidence, dtype=float), 1e-9, 1 - 1e-9)
    return 1.0 / (1.0 + np.exp(-(np.log(c / (1 - c)) - shift)))


def band(confidence: float) -> str:
    """The band of a calibrated confidence (see the module docstring for the cut points)."""
    if confidence >= CERTAIN:
        return "certain"
    return "likely" if confidence >= LIKELY else "uncertain"


def bands(confidences: Sequence[float] | np.ndarray) -> np.ndarray:
    """:func:`band` of many confidences at once."""
    c = np.asarray(confidences, dtype=float)
    return np.where(c >= CERTAIN, "certain", np.where(c >= LIKELY, "likely", "uncertain"))


class Calibration:
    """Maps the model's probability of its label (and the rules' fall-backs) to the
    probability that the label is right.

    Attributes
    ----------
    xs, ys : the isotonic step function's points (``xs`` increasing, ``ys`` non-decreasing).
    fallback : label -> share right of the rules' own decisions with that label on dev.
    shift : how much less often than on dev a label is right on abstracts no rule was
        written from, in log-odds (``logit(c') = logit(c) - shift``).
    theory_shift : how much less often again a ``theory`` label is right on an abstract
        that reads like robotics or vision, per unit of its domain score (log-odds).
    doubted_unclear : how often an ``unclear`` label given for a theory label the model
        doubts for its domain is right (:mod:`analysis.paper_types.doubt`); ``None`` where
        it was never estimated (a model file without it, a calibration ``train.py`` has just
        fitted): then the rule refuses to state one (:func:`..doubt.follow_confidence`
        raises) rather than show a made-up number, as 0.0 was until wave 39.
    """

    def __init__(self, xs: Sequence[float] = (0.0, 1.0), ys: Sequence[float] = (0.0, 1.0),
                 fallback: Mapping[str, float] | None = None, shift: float = 0.0,
                 theory_shift: float = 0.0, doubted_unclear: float | None = None) -> None:
        self.xs = [float(x) for x in xs]
        self.ys = [float(y) for y in ys]
        if len(self.xs) != len(self.ys) or len(self.xs) < 2:
            raise ValueError("calibration needs as many ys as xs, at least two")
        if any(b < a for a, b in zip(self.xs, self.xs[1:], strict=False)) or any(
                b < a for a, b in zip(self.ys, self.ys[1:], strict=False)):
            raise ValueError("calibration points must be non-decreasing")
        self.fallback = dict(fallback or {})
        if not 0.0 <= shift <= 3.0:
            raise ValueError(f"calibration shift must be in [0, 3] (log-odds), not {shift}")
        self.shift = float(shift)
        if not 0.0 <= theory_shift <= 6.0:
            raise ValueError(f"theory shift must be in [0, 6] (log-odds), not {theory_shift}")
        self.theory_shift = float(theory_shift)
        if doubted_unclear is not None and not 0.0 <= doubted_unclear <= 1.0:
            raise ValueError(f"doubted_unclear is a share, not {doubted_unclear}")
        self.doubted_unclear = None if doubted_unclear is None else float(doubted_unclear)

    def _shifted(self, confidence: float) -> float:
        return round(float(shifted(confidence, self.shift)), 3)

    def __call__(self, probability: float) -> float:
        """The calibrated confidence of a label the model chose with this probability."""
        return self._shifted(float(np.interp(probability, self.xs, self.ys)))

    def many(self, probabilities: Sequence[float]) -> list[float]:
        """:meth:`__call__` of each probability, in one pass of numpy (the same numbers:
        the same functions, element by element; tested)."""
        p = np.asarray(probabilities, dtype=float)
        confidence = shifted(np.interp(p, np.asarray(self.xs), np.asarray(self.ys)), self.shift)
        return [round(c, 3) for c in confidence.tolist()]

    def theory(self, probabilities: Sequence[float | None] | np.ndarray,
               domains: Sequence[float] | np.ndarray) -> list[float]:
        """The calibrated confidence of ``theory`` labels the model chose with these
        probabilities, for abstracts with these domain scores (0: reads like ML, 1: like
        robotics / vision)."""
        p = np.asarray(probabilities, dtype=float)
        d = np.clip(np.asarray(domains, dtype=float), 0.0, 1.0)
        moved = shifted(np.interp(p, np.asarray(self.xs), np.asarray(self.ys)),
                        self.shift + self.theory_shift * d)
        return [round(c, 3) for c in moved.tolist()]

    def of_rules(self, label: str, default: float = 0.5) -> float:
        """The calibrated confidence of a label the rules decided alone."""
        return self._shifted(float(self.fallback.get(label, default)))

    def to_dict(self) -> dict:
        return {"xs": [round(x, 5) for x in self.xs], "ys": [round(y, 5) for y in self.ys],
                "fallback": {k: round(v, 4) for k, v in sorted(self.fallback.items())},
                "shift": round(self.shift, 4), "theory_shift": round(self.theory_shift, 4),
                "doubted_unclear": (None if self.doubted_unclear is None
                                    else round(self.doubted_unclear, 4))}

    @classmethod
    def from_dict(cls, data: Mapping | None) -> Calibration:
        if not data:
            return cls()
        return cls(data["xs"], data["ys"], data.get("fallback"), data.get("shift", 0.0),
                   data.get("theory_shift", 0.0), data.get("doubted_unclear"))


def expected_calibration_error(confidence: Sequence[float] | np.ndarray,
                               right: Sequence[bool] | np.ndarray, n_bins: int = 10) -> float:
    """ECE over ``n_bins`` equal-width bins of (0, 1]: the mean |accuracy − confidence|
    weighted by the share of papers in the bin (Guo et al. 2017)."""
    c = np.asarray(confidence, dtype=float)
    r = np.asarray(right, dtype=float)
    if not len(c):
        return 0.0
    which = np.clip(np.ceil(c * n_bins).astype(int) - 1, 0, n_bins - 1)
    total = 0.0
    for k in range(n_bins):
        inside = which == k
        if inside.any():
            total += inside.mean() * abs(c[inside].mean() - r[inside].mean())
    return float(total)
