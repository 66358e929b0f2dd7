"""The confidence as read on abstracts no rule was written from: a Platt map fitted on the
blind dev sets, each scored by the main that had not yet read it (issue 14, calib70).

:class:`~analysis.paper_types.calibration.Calibration` states the probability that a label
is right from out-of-fold predictions on the 2,142 round 1-5 dev rows and one shift for new
abstracts fitted on dev5 alone.  The blind dev sets dev10-dev18 (1,720 abstracts, 120-200
each, drawn at random from the 24k and 61k, read before any model ran on them) are a better
witness of "new abstracts", but only as they were first scored: every later rule wave read
their misses, so today's pipeline is right on 0.916 of them against 0.883 when each was
first scored (58 labels changed since, 57 of them now right, none right before;
RESULTS.md, calib70).  Platt's map fitted on today's predictions of these rows states
``likely`` at 0.90; on the rows as first scored, that map's ``likely`` band was right 0.82
(leave one set out): over-confident by 0.08 on new abstracts.  So the map is fitted on the
**first-scoring pairs**: each blind set's (label, stated confidence, right) as the main of
the session that drew it stated them (``bench/paper_types/blind_calibration.py``, the pairs
committed in ``bench/paper_types/blind_pairs_w70.csv``).  dev18, the least read, moved 1
label since (0.890 -> 0.895 right): there the two views agree.

The map (Platt 1999, on the log-odds of the stated confidence, fitted by maximum
likelihood on the model's 1,570 pairs): ``logit(c') = a * logit(c) + b``; shipped a = 0.985,
b = 0.340, about the dev5 shift (0.4) taken back.  Two numbers, because 9 sets of 120-200
rows leave little room for more: leave one set out, Platt's map put 7 of 9 sets at an ECE
of at most 0.04 (pooled 0.027 -> 0.015); an isotonic map of the same pairs (each block's
share Laplace-shrunk) 4 of 9; a shift alone (``a`` = 1) as many as Platt (7 of 9, pooled
0.014, the same bands: Platt's ``a`` is 0.985), a temperature alone (``b`` = 0) 4 of 9
(pooled 0.013, but fewer bands short: 1 against Platt's 4).  A perfectly calibrated
classifier with the same confidences (each label right with its stated probability, as
``bench/paper_types/ece_floor.py`` draws) reaches 0.04 on 5.4 of these 9 sets and has a band
of 20 or more papers 0.05 short on 2.8 (2,000 draws each): 7 and 4 are sampling noise, not
a map that fails.  One step of the dev map sits on the ``certain`` cut: 0.933 (313 of the
1,720 pairs, 0.974 of them right) maps to 0.949; the fits leaving one set out put it at
0.947-0.955, so a refit may move those labels across 0.95 (towards ``certain`` is what their
accuracy says).
It is monotone, so it never reorders two papers' confidences and no band's meaning
changes; it never changes a label (it is applied after every label is decided: the doubt
rule, :mod:`.doubt`, still reads the confidence before it).

Applied to the confidences :class:`Calibration` maps from the model's probability
(:data:`SOURCES`: a label the model chose, a kept ``theory`` label).  A label the rules
decided alone (``unclear``; ``empirical`` for a paper that only proposes a method) has one
number per label, not a probability to map: it states that label's share right among the
first-scoring pairs, ``(right + 1) / (n + 2)`` as ``train.py`` estimates it on dev (Laplace's
rule of succession).  One map for them all was tried: it moved the rules' ``unclear`` (0.356)
to 0.399, away from its share right (20 of 62, 0.323).  The two constants fitted on readings
of their own (a gate-moved label, :mod:`.gated`; a doubted theory label, :mod:`.doubt`) are
not moved, and their rows are left out of the fit.

Reference: J. Platt (1999), *Probabilistic outputs for support vector machines and
comparisons to regularized likelihood methods*; Guo et al. (2017), *On calibration of
modern neural networks*, ICML.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Mapping
from pathlib import Path

import numpy as np

MAP_PATH = Path(__file__).resolve().parent / "data" / "blind_calibration.json"
SOURCES = ("model", "theory")  # the confidences Platt's map moves (module docstring)
EDGE = 1e-4  # confidences are clipped to [EDGE, 1 - EDGE] before their log-odds


def logit(confidence: float | np.ndarray) -> np.ndarray:
    c = np.clip(np.asarray(confidence, dtype=float), EDGE, 1 - EDGE)
    return np.log(c / (1 - c))


class BlindMap:
    """``logit(c') = a * logit(c) + b`` for a confidence of one of :data:`SOURCES`; for a
    label the rules decided alone, ``rules[label]``, that label's share right."""

    def __init__(self, a: float = 1.0, b: float = 0.0,
                 rules: Mapping[str, float] | None = None) -> None:
        if not 0.2 <= a <= 5.0 or not -3.0 <= b <= 3.0:
            raise ValueError(f"a blind map needs a in [0.2, 5] and b in [-3, 3], not {a}, {b}"
                             " (a refit gone wrong: rerun bench/paper_types/blind_calibration.py)")
        self.a, self.b = float(a), float(b)
        self.rules = {k: float(v) for k, v in (rules or {}).items()}
        if any(not 0.0 < v < 1.0 for v in self.rules.values()):
            raise ValueError(f"the rules' shares must be in (0, 1), not {self.rules}")

    def __call__(self, confidence: float, source: str, label: str = "") -> float:
        """The confidence stated for ``label`` whose calibrated confidence is ``confidence``
        and came from ``source``; the same number for a source the map does not move."""
        if source == "rules":
            return round(self.rules.get(label, confidence), 3)
        if source not in SOURCES:
            return confidence
        return round(float(1.0 / (1.0 + np.exp(-(self.a * logit(confidence) + self.b)))), 3)

    def to_dict(self) -> dict:
        return {"a": round(self.a, 4), "b": round(self.b, 4),
                "rules": {k: round(v, 4) for k, v in sorted(self.rules.items())}}

    @classmethod
    def from_dict(cls, data: Mapping) -> BlindMap:
        return cls(data["a"], data["b"], data.get("rules"))


@functools.cache
def shipped_blind_map() -> BlindMap:
    """The shipped map (``analysis/paper_types/data/blind_calibration.json``), loaded once."""
    return BlindMap.from_dict(json.loads(MAP_PATH.read_text())["map"])
