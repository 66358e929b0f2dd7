"""The label follows the calibrated confidence: no theory label the model itself doubts for
its domain (issue 14, wave 38).

The model picks its label from its own probabilities
(:func:`analysis.paper_types.model.choose`); the calibration then lowers a ``theory``
label's confidence by how much the abstract reads like robotics or vision
(:class:`~analysis.paper_types.calibration.Calibration`, ``theory_shift * domain``).  So
an ICRA abstract could be labelled "theory only" with a confidence of 0.08: the app
stating a label that its own confidence says is right one time in twelve (RESULTS.md,
wave 38: of the read 61k theory-only papers under 0.3, about 24 of 34 report an
experiment of their own).  One rule closes that gap:

    A ``theory`` label whose calibrated confidence is below :data:`MORE_LIKELY` (0.5) in an
    abstract whose domain score is at least :data:`READS_LIKE` (0.5) is not given.  The
    paper takes the other label whose evidence is there (:func:`..model.allowed`) with the
    highest calibrated confidence, if that is higher than theory's; otherwise it is
    ``unclear`` (needs review), with the theory phrase that was found and why it is doubted
    as evidence, and :attr:`Calibration.doubted_unclear` as confidence.

Why each number:

* 0.5 for the confidence: below it the label is, by the calibrated view, more likely wrong
  than right; a label the model states must not be one it believes wrong.
* 0.5 for the domain: the abstract more likely than not comes from a robotics or vision
  venue (``domain`` is that probability, from its words).  There the readings agree with
  the confidence: of the pooled random readings no cue was written from
  (``bench/paper_types/doubt_pool.py``, RESULTS.md wave 39), 17.5 of 45 such theory labels
  under 0.5 were right (0.39; 15.5 of 35, 0.44, without the 10 round-9 rows the domain
  term was fitted on).  Below 0.5 the abstract reads like ML, and the readings do not tell
  that ground apart from the rule's: the 24k's such labels with an experiment-like word
  (where the wrong ones are) read right at most 15.5 of 27 times (0.57, an upper bound:
  those readings judged the own experiment only, and "no experiment" is not always a
  proved result), the 61k's 11 of 24 (0.46); pooled 0.52 against 0.39, z 1.3.  What
  decides is dev out of fold, gold labels: of the 14 labels the rule would move there, 8
  are right theory labels.  So there the label stands (uncertain band, listed for
  review), on every venue and for such "hits" alone alike.
  Extended, the rule would take 170 of the 24k's theory labels, more of them right than
  wrong.  On the corpora no theory label of an ML venue has a domain score of 0.5 (24k:
  at most 0.41).
* the confidence of the ``unclear`` label means what every confidence means, "the label is
  right" as the 4-way score reads it (the reader's label is ``unclear`` too): of the random
  readings of the whole label (not the own experiment alone) of papers this rule makes
  ``unclear`` (41: wave 38's 27 doubted papers, round 9's 9, wave 25's 5), the share read
  ``unclear``, estimated as the rules' own decisions are (``(right + 1) / (n + 2)``,
  Laplace's rule of succession: ``bench/paper_types/train.py``); 3.5 of 41 (a reading that
  found neither an experiment nor a proved result counts half: empirical or unclear, it did
  not say), so 0.105 (wave 38: round 9's 1 of 12, 0.143).  It is low on purpose: these
  papers are theory (about four in ten), empirical or both, and the abstract does not
  settle which; the "needs review" filter lists them first.  A calibration without it
  (``None``) makes the rule raise, not state a number nobody estimated.
* the other label is taken only where its calibrated confidence (the map without the
  domain term, which moves theory labels only) is higher than theory's, the label the
  calibrated view finds more likely right; everywhere else the model's choice stands.

Wave 59 re-checked both numbers with the rule inside the cross-validation
(``bench/paper_types/train.py``'s ``cross_validate(..., venues=...)``: each outer fold's
isotonic map fitted on the other folds, its domain model on the fold's training rows;
``bench/paper_types/doubt_cv.py``, C 3 balanced, 5-fold x 3).  As shipped the rule moves no
dev label out of fold (3-way 0.9085 with and without it).  On every venue it would: below 0.5,
11.3 theory labels a repeat, 6.7 of them gold theory (3-way 0.9085 -> 0.9064, theory
precision 0.952 -> 0.962); below 0.3 / 0.4 / 0.6, or only where an experiment-like word
stands (``audit_theory.EXPERIMENT_LIKE``), every variant lowers dev's 3-way as well.  A fresh
reading of 60 uncertain theory-only labels of the 24k and 61k (seed 5901,
``theory_readings_w59_uncertain.csv``) finds the 17 below 0.5 split alike: 8 own experiments
(yes + half / 2), 7 right theory labels.  Neither set says the wider rule removes more wrong
labels than right ones, so the domain condition stays.
"""

from __future__ import annotations

from collections.abc import Sequence

from analysis.paper_types.calibration import Calibration

MORE_LIKELY = 0.5   # a label below this is more likely wrong than right
READS_LIKE = 0.5    # an abstract at or above this more likely than not reads like robotics / vision
DOUBTED = "needs review (theory only?):"   # how the evidence of such an ``unclear`` label opens


def doubted(confidence: float, domain: float) -> bool:
    """Whether a ``theory`` label with this calibrated confidence, in an abstract with this
    domain score, is one the rule does not give."""
    return confidence < MORE_LIKELY and domain >= READS_LIKE


def follow_label(classes: Sequence[str], probs: Sequence[float], ok: Sequence[bool],
                 confidence: float, calibration: Calibration) -> tuple[str, float | None]:
    """The label a doubted ``theory`` label (:func:`doubted`) gives way to: the allowed
    other label of the highest calibrated confidence, with it, if that is higher than
    ``confidence`` (theory's), else ``unclear`` at :attr:`Calibration.doubted_unclear`
    (``None`` when the calibration has none: the label alone is known, as the readings'
    tools that estimate it need)."""
    others = [(calibration(probs[k]), probs[k], c) for k, c in enumerate(classes)
              if ok[k] and c != "theory"]
    best = max(others, default=None)
    if best is not None and best[0] > confidence:
        return best[2], best[0]
    return "unclear", calibration.doubted_unclear


def follow_confidence(classes: Sequence[str], probs: Sequence[float], ok: Sequence[bool],
                      confidence: float, calibration: Calibration) -> tuple[str, float]:
    """(label, confidence) for a doubted ``theory`` label (:func:`follow_label`); a
    calibration without ``doubted_unclear`` cannot state an ``unclear`` one's."""
    label, conf = follow_label(classes, probs, ok, confidence, calibration)
    if conf is None:
        raise ValueError("the calibration has no doubted_unclear (the share of doubted theory "
                         "labels read unclear): estimate it with python "
                         "bench/paper_types/doubt_pool.py --write-unclear")
    return label, round(conf, 3) if label == "unclear" else conf


def doubt_evidence(theory_evidence: str, confidence: float, domain: float) -> str:
    """The evidence of an ``unclear`` label the rule gave: the theory phrase that was found,
    and why it is not enough, in words a reviewer can act on."""
    found = theory_evidence.strip().rstrip(".")
    return (f'{DOUBTED} found "{found}". The abstract reads like robotics / vision (domain '
            f"score {domain:.2f}); there a theory-only label is right less than half the time "
            f"(about {confidence:.0%} for this paper). Check whether it reports an experiment "
            "of its own.")
