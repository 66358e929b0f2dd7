"""The fitted layer of the paper-type classifier: rule cues in, label probabilities out.

The rules of :mod:`analysis.paper_types.cues` find every cue (a phrase, its side, its weight
after negation, hedges and attribution) and score each side by hand-set weights.  Hand
weights tuned on a few hundred abstracts overfit them, so the final decision is a
multinomial logistic regression over features of those same cues (each side's rule score,
its strongest cue, counts, negated / hedged / prior-work counts, title cues, where in
the abstract the cues sit, and one indicator per cue pattern).  It is trained on the
hand-labelled development abstracts by ``bench/paper_types/train.py`` and shipped as a
JSON file of coefficients (``analysis/paper_types/data/paper_type_model.json``); the
evidence phrases still come from the rules, so every label stays auditable.

Two signals the phrase rules cannot see are added to the cue features: how much formal
notation the original abstract holds (``$``, LaTeX commands, ``=``, ``≤``; cleaning
removes them, so they are counted before), and the abstract's words as sublinear TF-IDF
over a fixed vocabulary of about 2,700 words (words such as "setting", "learner" or
"images" shift the odds between the sides the phrases found).  Cross-validated on the
dev labels the two add about 0.015 to both macro-F1 scores.  Neither can bring a label the
phrases give no evidence for (:func:`allowed`: theory needs a result of the paper's own
and no experiment of its own, both needs both sides, empirical an empirical phrase).

References
----------
Hosmer, Lemeshow & Sturdivant (2013), *Applied Logistic Regression*, 3rd ed., Wiley:
the multinomial (softmax) model whose probability of the chosen label, calibrated
(:mod:`analysis.paper_types.calibration`), is ``paper_type_confidence``.
"""

from __future__ import annotations

import functools
import json
import math
from collections.abc import Iterable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

from analysis.paper_types import apparatus, titles
from analysis.paper_types import cues as _cues
from analysis.paper_types.calibration import Calibration
from analysis.paper_types.pattern_plans import word_start as at_word_start
from analysis.paper_types.rules import (
    METHOD_PROPOSAL,
    POSITION_PAPER,
    empirical_present,
    reports_experiment,
    side_score,
    theory_supported,
)
from analysis.paper_types.standalone import THEORISED, unaided, untheorised
from analysis.paper_types.words import WORD_TOKEN, WordFinder, unit_tfidf

if TYPE_CHECKING:
    from sklearn.feature_extraction.text import TfidfVectorizer

    from analysis.paper_types.cues import Cue, Scored

MODEL_PATH = Path(__file__).resolve().parent / "data" / "paper_type_model.json"
SIDES = ("theory", "empirical")
LATE = 0.6        # a cue after 60% of the abstract is "late" (results are reported last)
NOTATION_MARKS = ("$", "\\", "=", "<", ">", "\u2264", "\u2265", "\u2208", "O(")
#: Cue patterns the shipped model was fitted without (:mod:`.apparatus`, issue 14 wave 36):
#: they rule a theory label out, count as an empirical phrase and are shown as evidence,
#: but enter no feature, so the fitted weights keep meaning what they were fitted on (a
#: refit with them is train.py's to make; RESULTS.md, "wave 36").
_APPARATUS = frozenset(at_word_start(x) for x, _ in apparatus.EMPIRICAL + apparatus.THEORY)
UNFITTED = frozenset(k for k, p in zip(_cues._CUE_KEYS, _cues._CUES.sources, strict=True)
                     if p in _APPARATUS) | titles.KEYS  # titles naming a run (wave 44)


def notation(original: str) -> float:
    """Formal notation in an abstract before cleaning, scaled to 0..3 (10 marks = 1):
    ``$``, a backslash (LaTeX), ``=``, ``<``, ``>``, ``≤``, ``≥``, ``∈``, ``O(``."""
    if not original:
        return 0.0
    return _cap(sum(map(original.count, NOTATION_MARKS)) / 10.0, 3.0)


def word_vectorizer(vocabulary: Sequence[str] = (), idf: Sequence[float] = (),
                    min_df: int = 10) -> TfidfVectorizer:
    """The words' TF-IDF: fitted on the dev texts by train.py, or rebuilt from the shipped
    vocabulary and idf (``vocabulary`` given)."""
    # scikit-learn only here (train.py, tests): typing reads the words without it (unit_tfidf)
    from sklearn.feature_extraction.text import TfidfVectorizer

    # the texts are lower-cased already (model_text); words of 2+ letters or digits
    options = {"sublinear_tf": True, "lowercase": False, "token_pattern": WORD_TOKEN,
               "dtype": np.float64}
    if not vocabulary:
        return TfidfVectorizer(min_df=min_df, **options)
    vec = TfidfVectorizer(vocabulary=list(vocabulary), **options)
    vec.idf_ = np.asarray(idf, dtype=np.float64)
    return vec


def model_text(abstract: str, title: str) -> str:
    """What the word features read: the cleaned title and abstract, lower-cased.
    ``abstract`` is lower-cased already (``Scored.text``, as the cue rules read it)."""
    return f"{title.lower()} . {abstract}"


def _cap(x: float, top: float) -> float:
    return x if x < top else top


def features(cues: Iterable, *, theory: float, empirical: float, n_chars: int,
             flags: dict[str, bool], formal_notation: float = 0.0) -> dict[str, float]:
    """Numeric features of one paper's cues (a sparse dict: absent means 0).

    Parameters
    ----------
    cues : the rule cues (:class:`analysis.paper_types.cues.Cue`): ``side``, ``weight`` after
        context, ``key`` (a stable name of the cue pattern), ``start`` (-1 for a title
        cue), ``note`` (why a cue was discounted), ``two_sided`` and ``claim`` flags.
    theory, empirical : the rule scores of the two sides (distinct cue weights, decayed).
    n_chars : length of the abstract (without title).
    flags : booleans of the rules (``method``, ``position``, ``truncated``,
        ``open_problem``, ``authors``).
    formal_notation : :func:`notation` of the original abstract.

    Returns
    -------
    dict feature name -> value; every value is between 0 and about 3.
    """
    f: dict[str, float] = {"bias_length": _cap(math.log1p(n_chars) / 7.0, 1.2)}
    if formal_notation:
        f["notation"] = formal_notation
    f["theory_score"] = _cap(theory, 8.0) / 3.0
    f["empirical_score"] = _cap(empirical, 8.0) / 3.0
    late_cut = LATE * n_chars
    counts: dict[str, set[str]] = {side: set() for side in SIDES}
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


def paper_features(scored: Scored, formal_notation: float = 0.0) -> dict[str, float]:
    """The model's features of one scored paper (:func:`features`).

    Whether the paper proposes a method or is a position paper is read only when no
    phrase counts for either side (where the rules' fall-back reads it too).
    ``formal_notation`` is :func:`notation` of the original text.
    """
    fitted = [as_fitted(c) for c in scored.cues if c.key not in UNFITTED]
    changed = any(c.released or c.fitted is not None and c.side == "theory" for c in scored.cues)
    restored = any(c.fitted is not None for c in scored.cues)  # scores as fitted (s68: theory)
    theory = (side_score([c for c in fitted if c.side == "theory"]) if changed else scored.theory
              if not any(c.key in THEORISED for c in scored.cues) else  # wave 55: as fitted
              side_score([c for c in untheorised(scored.cues) if c.side == "theory"]))
    empirical = (scored.empirical if len(fitted) == len(scored.cues) and not changed
                 and not restored else
                 side_score([c for c in fitted if c.side == "empirical"]))
    silent = not any(c.weight > 0 for c in fitted)
    flags = {"method_silent": silent and bool(METHOD_PROPOSAL.search(scored.text)),
             "position_silent": silent and bool(POSITION_PAPER.search(scored.text)),
             "truncated": scored.truncated, "open_problem": scored.open_problem,
             "authors": scored.authors, **gates(fitted, scored, as_fitted=True)}
    return features(fitted, theory=theory, empirical=empirical,
                    n_chars=scored.n_chars, flags=flags, formal_notation=formal_notation)


def as_fitted(cue: Cue) -> Cue:
    """The cue as the shipped model's features were fitted on it: a cue wave 39's
    attribution (:mod:`.attribution`) no longer holds others' counts as prior work here
    (a third, noted), and a fitted cue a guard counts as a theorem's (wave 46's
    :mod:`.theory_words`) keeps its weight, so that the fitted weights keep their meaning
    without a refit; the rules, the evidence and the allowed labels read it in full."""
    if cue.fitted is not None:  # a fitted cue a guard reads as a theorem's (wave 46): as fitted
        cue = replace(cue, weight=cue.fitted[0], note=cue.fitted[1], fitted=None)
    if not cue.released:
        return cue
    return replace(cue, weight=cue.weight * _cues.ATTRIBUTED, note="prior work", released=False)


def gates(cues: Sequence[Cue], scored: Scored, as_fitted: bool = False) -> dict[str, bool]:
    """What each label needs (:func:`allowed`), read from ``cues``: features of their own
    when ``cues`` are the fitted ones (:func:`paper_features`, ``as_fitted``: an overlapped
    experiment in a sentence wave 39's attribution released is others' there, as the
    model was fitted); with every cue of ``scored`` (:data:`UNFITTED` too) they are what
    :func:`allowed` is given."""
    overlapped = [c for c in scored.overlapped_experiments if not (as_fitted and c.released)]
    out = {"theory_supported": theory_supported(cues),
           "empirical_present": empirical_present(cues),
           "reports_experiment": reports_experiment(cues, overlapped)}
    if not as_fitted and any(c.key in THEORISED and c.weight > 0 and not c.note for c in cues):
        out["theorised"] = True
        out["beside"] = theory_supported(unaided(cues))  # w55; w65: an own O-cost counts
    return out


def allowed(classes: list[str], feats: dict[str, float]) -> list[bool]:
    """Which labels the model may choose, so that every label shows its evidence:

    * ``theory`` needs a result of the paper's own (``theory_supported``: not notation, a
      cost statement or a title word alone) and no experiment of its own
      (``reports_experiment``: "simulations", "we evaluate", "on a real robot");
    * ``empirical`` needs an empirical phrase or an experiment of the paper's own;
      ``both`` needs both sides.

    An experiment always rules theory alone out: one whose text an overlapping cue took
    (``Scored.overlapped_experiments``) may be the only empirical phrase, and before
    wave 37 (RESULTS.md) that left no label allowed, so all were and the model could still
    say theory.  When none is allowed (the rules decide such papers,
    :func:`..rules.verdict`) all are; with an experiment, empirical always is.
    """
    theory = feats.get("theory_supported", 0.0) > 0
    experiment = feats.get("reports_experiment", 0.0) > 0
    empirical = feats.get("empirical_present", 0.0) > 0 or experiment
    ok = {"theory": theory and not experiment, "empirical": empirical,
          "both": theory and empirical}
    out = [ok[c] for c in classes]
    return out if any(out) else [True] * len(classes)


def choose(classes: list[str], probs: Sequence[float] | np.ndarray,
           feats: dict[str, float]) -> int:
    """Index of the most probable allowed label (:func:`allowed`); ``both`` for ``empirical``
    where an own result is stated in :mod:`.theorised`'s forms (wave 55; never theory alone)."""
    ok = allowed(classes, feats)
    best = max((k for k in range(len(classes)) if ok[k]), key=lambda k: probs[k])
    theorised, label = feats.get("theorised", False), classes[best]
    if theorised and (label == "empirical" or label == "theory" and not feats.get("beside")):
        if "both" in classes and ok[classes.index("both")]:
            return classes.index("both")
        if label == "theory":  # no empirical side: chosen as without the form
            return choose(classes, probs, {**feats, "theorised": False, "theory_supported": False})
    return best


class PaperTypeModel:
    """A multinomial logistic regression stored as JSON (sparse coefficients per feature).

    Attributes
    ----------
    classes : the labels the model chooses between, in coefficient order.
    coef : feature name -> one coefficient per class (standardisation folded in).
    intercept : one per class.
    words : word -> (idf, one coefficient per class) of the TF-IDF word features.
    word_scale : the factor the unit-length TF-IDF vector is multiplied by.
    calibration : maps the probability of the chosen label (and the rules' own
        decisions) to the probability that the label is right
        (:mod:`analysis.paper_types.calibration`).
    domain_words, domain_intercept : the logistic regression of :meth:`domain` (word ->
        coefficient on its unit-length TF-IDF weight; words of ``words`` only).
    meta : how it was trained (data, regularisation, cross-validated scores).
    """

    def __init__(self, classes: list[str], coef: dict[str, list[float]],
                 intercept: list[float], meta: dict | None = None,
                 words: dict[str, tuple[float, list[float]]] | None = None,
                 word_scale: float = 0.0, calibration: Calibration | None = None,
                 domain_words: dict[str, float] | None = None,
                 domain_intercept: float = 0.0) -> None:
        self.classes = list(classes)
        self.coef = {k: list(v) for k, v in coef.items()}
        self.intercept = list(intercept)
        self.meta = meta or {}
        self.words = {w: (float(idf), list(row)) for w, (idf, row) in (words or {}).items()}
        self.word_scale = float(word_scale)
        self.calibration = calibration or Calibration()
        vocab = sorted(self.words)
        self._idf = np.asarray([self.words[w][0] for w in vocab], dtype=np.float64)
        self._word_index = {w: j for j, w in enumerate(vocab)}
        self._words = WordFinder(vocab)
        self._word_coef = np.array([self.words[w][1] for w in vocab]).reshape(
            len(vocab), len(self.classes)) * self.word_scale
        self.domain_words = {w: float(c) for w, c in (domain_words or {}).items()
                             if w in self._word_index}
        self.domain_intercept = float(domain_intercept)
        self._domain_coef = np.zeros(len(vocab))
        for w, c in self.domain_words.items():
            self._domain_coef[self._word_index[w]] = c

    @classmethod
    def load(cls, path: Path | str = MODEL_PATH) -> PaperTypeModel:
        data = json.loads(Path(path).read_text("utf-8"))
        words = {w: (v[0], v[1:]) for w, v in data.get("words", {}).items()}
        domain = data.get("domain") or {}
        return cls(data["classes"], data["coef"], data["intercept"], data.get("meta"),
                   words, data.get("word_scale", 0.0),
                   Calibration.from_dict(data.get("calibration")),
                   domain.get("words"), domain.get("intercept", 0.0))

    def to_json(self) -> str:
        coef = {k: [round(x, 6) for x in v] for k, v in sorted(self.coef.items())}
        intercept = [round(x, 6) for x in self.intercept]
        words = {w: [round(idf, 6)] + [round(x, 6) for x in row]
                 for w, (idf, row) in sorted(self.words.items())}
        return json.dumps({"classes": self.classes, "intercept": intercept, "coef": coef,
                           "calibration": self.calibration.to_dict(),
                           "word_scale": self.word_scale, "words": words,
                           "domain": {"intercept": round(self.domain_intercept, 6),
                                      "words": {w: round(c, 6) for w, c
                                                in sorted(self.domain_words.items())}},
                           "meta": self.meta}, indent=1) + "\n"

    def word_scores(self, texts: Sequence[str]) -> np.ndarray:
        """The words' share of each class's linear score, one row per text (batched:
        one sparse product for a whole corpus)."""
        if not self.words or not len(texts):
            return np.zeros((len(texts), len(self.classes)))
        return np.asarray(self._word_matrix(texts) @ self._word_coef)

    def domain(self, texts: Sequence[str]) -> np.ndarray:
        """How much each text reads like a robotics or vision paper: the probability, from
        its words alone, that it comes from one of those venues (0 without a domain model).
        The calibration lowers a theory label's confidence by it
        (:class:`~analysis.paper_types.calibration.Calibration`, ``theory_shift``)."""
        if not self.domain_words or not len(texts):
            return np.zeros(len(texts))
        z = np.asarray(self._word_matrix(texts) @ self._domain_coef) + self.domain_intercept
        return 1.0 / (1.0 + np.exp(-z))

    @property
    def _vectorizer(self) -> TfidfVectorizer:
        """scikit-learn's vectorizer of these words (what :meth:`_word_matrix` must equal)."""
        return word_vectorizer(sorted(self.words), self._idf.tolist())

    def _word_matrix(self, texts: Sequence[str]):
        """``self._vectorizer.transform(texts)``, the same matrix, counted over the whole
        batch at once: each text's words found by :class:`~analysis.paper_types.words.
        WordFinder`, the (text, column) pairs counted by one sort, instead of a ``Counter``
        and a Python loop per text (:func:`~analysis.paper_types.words.unit_tfidf`)."""
        row, column = self._words.pairs(texts)
        return unit_tfidf(row, column, len(texts), self._idf)

    def predict_proba(self, feats: dict[str, float],
                      word_score: Sequence[float] | None = None) -> list[float]:
        """Class probabilities (softmax of the linear scores) for one feature dict and,
        optionally, that paper's row of :meth:`word_scores`."""
        z = list(self.intercept)
        if word_score is not None:
            z = [a + float(b) for a, b in zip(z, word_score, strict=True)]
        coef = self.coef
        if len(z) == 3:  # the shipped model: the same sums, without a loop per class
            z0, z1, z2 = z
            for name, value in feats.items():
                row = coef.get(name)
                if row is not None:
                    c0, c1, c2 = row
                    z0 += c0 * value
                    z1 += c1 * value
                    z2 += c2 * value
            z = [z0, z1, z2]
        else:
            for name, value in feats.items():
                row = coef.get(name)
                if row is not None:
                    for k, c in enumerate(row):
                        z[k] += c * value
        top = max(z)
        e = [math.exp(v - top) for v in z]
        total = sum(e)
        return [v / total for v in e]


@functools.cache
def shipped_model() -> PaperTypeModel:
    """The shipped model (``analysis/paper_types/data/paper_type_model.json``), loaded once
    (worker processes forked after the first call inherit it)."""
    return PaperTypeModel.load(MODEL_PATH)
