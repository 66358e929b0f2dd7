"""The fitted layer of the paper-type classifier: rule cues in, label probabilities out.

The rules of :mod:`analysis.paper_types` find every cue (a phrase, its side, its weight
after negation, hedges and attribution) and score each side by hand-set weights.  Hand
weights tuned on a few hundred abstracts overfit them, so the final decision is a
multinomial logistic regression over features of those same cues (each side's rule score,
its strongest cue, counts, negated / hedged / prior-work counts, title cues, where in
the abstract the cues sit, and one indicator per cue pattern).  It is trained on the
hand-labelled development abstracts by ``bench/paper_types/train.py`` and shipped as a
JSON file of coefficients (``analysis/data/paper_type_model.json``); the evidence
phrases still come from the rules, so every label stays auditable.

References
----------
Hosmer, Lemeshow & Sturdivant (2013), *Applied Logistic Regression*, 3rd ed., Wiley:
the multinomial (softmax) model whose probabilities are ``paper_type_confidence``.
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterable
from pathlib import Path

MODEL_PATH = Path(__file__).resolve().parent / "data" / "paper_type_model.json"
SIDES = ("theory", "empirical")
LATE = 0.6        # a cue after 60% of the abstract is "late" (results are reported last)


def _cap(x: float, top: float) -> float:
    return x if x < top else top


def features(cues: Iterable, *, theory: float, empirical: float, n_chars: int,
             flags: dict[str, bool]) -> dict[str, float]:
    """Numeric features of one paper's cues (a sparse dict: absent means 0).

    Parameters
    ----------
    cues : the rule cues (:class:`analysis.paper_types.Cue`): ``side``, ``weight`` after
        context, ``key`` (a stable name of the cue pattern), ``start`` (-1 for a title
        cue), ``note`` (why a cue was discounted), ``two_sided`` and ``claim`` flags.
    theory, empirical : the rule scores of the two sides (distinct cue weights, decayed).
    n_chars : length of the abstract (without title).
    flags : booleans of the rules (``method``, ``position``, ``truncated``,
        ``open_problem``, ``authors``).

    Returns
    -------
    dict feature name -> value; every value is between 0 and about 3.
    """
    f: dict[str, float] = {"bias_length": _cap(math.log1p(n_chars) / 7.0, 1.2)}
    f["theory_score"] = _cap(theory, 8.0) / 3.0
    f["empirical_score"] = _cap(empirical, 8.0) / 3.0
    late_cut = LATE * n_chars
    counts = {side: set() for side in SIDES}
    for c in cues:
        side = c.side
        w = c.weight
        if c.start < 0:
            # a title cue counts as an early cue of its side; title-only features (which
            # title rule, a title flag) were fitted with the wrong sign on the dev set (a
            # theory title lowering P(theory) once the abstract had said it), so none
            counts[side].add(c.key)
            for name in (f"{side}_max", f"{side}_early"):
                f[name] = max(f.get(name, 0.0), w / 3.0)
            continue
        if w <= 0:
            kind = "negated" if c.note.startswith("negated") else "hedged"
            name = f"{side}_{kind}"
            f[name] = _cap(f.get(name, 0.0) + 1.0, 3.0)
            continue
        if c.note == "prior work":
            name = f"{side}_prior"
            f[name] = _cap(f.get(name, 0.0) + 1.0, 3.0)
            continue
        counts[side].add(c.key)
        for name, value in ((f"{side}_max", w / 3.0),
                            (f"{side}_late" if c.start >= late_cut else f"{side}_early", w / 3.0),
                            ("cue:" + c.key, w / 3.0)):
            if value > f.get(name, 0.0):
                f[name] = value
        if c.two_sided:
            f["two_sided"] = 1.0
        if c.claim:
            f["formal_claim"] = 1.0
    for side in SIDES:
        if counts[side]:
            f[f"{side}_n"] = _cap(len(counts[side]), 6) / 3.0
    if not counts["theory"] and not counts["empirical"]:
        f["no_cue"] = 1.0
    for name, on in flags.items():
        if on:
            f[name] = 1.0
    return f


NEEDS = {"theory": ("theory",), "empirical": ("empirical",), "both": ("theory", "empirical")}


def allowed(classes: list[str], feats: dict[str, float]) -> list[bool]:
    """Which labels the model may choose: one whose side the rules found no phrase for
    is not allowed (every label must show its evidence), unless no side has a phrase."""
    present = {side: feats.get(f"{side}_n", 0.0) > 0 for side in SIDES}
    if not any(present.values()):
        return [True] * len(classes)
    return [all(present[side] for side in NEEDS[c]) for c in classes]


def choose(classes: list[str], probs, feats: dict[str, float]) -> int:
    """Index of the most probable allowed label (:func:`allowed`)."""
    ok = allowed(classes, feats)
    return max((k for k in range(len(classes)) if ok[k]), key=lambda k: probs[k])


class PaperTypeModel:
    """A multinomial logistic regression stored as JSON (sparse coefficients per feature).

    Attributes
    ----------
    classes : the labels the model chooses between, in coefficient order.
    coef : feature name -> one coefficient per class (standardisation folded in).
    intercept : one per class.
    meta : how it was trained (data, regularisation, cross-validated scores).
    """

    def __init__(self, classes: list[str], coef: dict[str, list[float]],
                 intercept: list[float], meta: dict | None = None):
        self.classes = list(classes)
        self.coef = {k: list(v) for k, v in coef.items()}
        self.intercept = list(intercept)
        self.meta = meta or {}

    @classmethod
    def load(cls, path: Path | str = MODEL_PATH) -> PaperTypeModel:
        data = json.loads(Path(path).read_text("utf-8"))
        return cls(data["classes"], data["coef"], data["intercept"], data.get("meta"))

    def to_json(self) -> str:
        coef = {k: [round(x, 6) for x in v] for k, v in sorted(self.coef.items())}
        intercept = [round(x, 6) for x in self.intercept]
        return json.dumps({"classes": self.classes, "intercept": intercept, "coef": coef,
                           "meta": self.meta}, indent=1) + "\n"

    def predict_proba(self, feats: dict[str, float]) -> list[float]:
        """Class probabilities (softmax of the linear scores) for one feature dict."""
        z = list(self.intercept)
        coef = self.coef
        for name, value in feats.items():
            row = coef.get(name)
            if row is not None:
                for k, c in enumerate(row):
                    z[k] += c * value
        top = max(z)
        e = [math.exp(v - top) for v in z]
        total = sum(e)
        return [v / total for v in e]
