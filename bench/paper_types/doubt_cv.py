"""The doubt rule's variants scored out of fold on dev, inside the CV (issue 14, wave 59).

    PYTHONPATH=$PWD python3 bench/paper_types/doubt_cv.py

``train.cross_validate`` with the shipped C 3 and balanced class weights (5-fold x 3, seed 0)
and ``venues`` (the doubt step in each outer fold: the fold's own isotonic map and domain
model, :func:`train._doubted`).  The out-of-fold pieces are computed once and every variant
of :mod:`analysis.paper_types.doubt` is applied to them: no doubt step; the shipped rule (a
theory label below ``MORE_LIKELY`` 0.5 where the domain score is at least ``READS_LIKE``
0.5); the rule on every venue (``READS_LIKE`` 0) at thresholds 0.3-0.6; and (``--hits``) the
rule on every venue only where the abstract holds an experiment-like word
(``audit_theory.EXPERIMENT_LIKE``).  Prints each variant's mean 3-way / binary F1, 4-way
accuracy and theory precision over the repeats, and how many model-chosen theory labels it
moves, with how many of those were gold theory (right labels lost).  Dev only.
"""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import pandas as pd

sys.path.insert(0, str(Path(__file__).resolve().parent))
import train  # noqa: E402
from audit_theory import EXPERIMENT_LIKE  # noqa: E402
from evaluate import scores, theory_precision  # noqa: E402

from analysis.paper_types import doubt  # noqa: E402

captured = {}
_real = train._doubted


def _capture(*args):
    captured["args"] = args
    return _real(*args)


def variant(more_likely: float, reads_like: float, only=None):
    """Each repeat's labels under the doubt rule with these numbers (``only``: rows it may
    move)."""
    old = doubt.MORE_LIKELY, doubt.READS_LIKE
    doubt.MORE_LIKELY, doubt.READS_LIKE = more_likely, reads_like
    try:
        out = _real(*captured["args"])
    finally:
        doubt.MORE_LIKELY, doubt.READS_LIKE = old
    if only is not None:
        base = captured["args"][3]
        out = [np.where(only, o, b) for o, b in zip(out, base, strict=True)]
    return out


def line(name, y, preds, base):
    rows = []
    for p, b in zip(preds, base, strict=True):
        g, q = pd.Series(list(y)), pd.Series(list(p))
        s = scores(g, q)
        moved = (p != b)
        rows.append({"3-way": s["f1_3way"], "binary": s["f1_binary"], "acc4": s["acc4"],
                     "theory precision": theory_precision(g, q), "moved": moved.sum(),
                     "moved gold theory": (moved & (y == "theory")).sum()})
    m = pd.DataFrame(rows).mean()
    print(f"{name:<34} 3-way {m['3-way']:.4f} binary {m['binary']:.4f} acc4 {m['acc4']:.4f} "
          f"theory precision {m['theory precision']:.4f}; moved {m['moved']:.1f} "
          f"(gold theory {m['moved gold theory']:.1f}) per repeat")


def main() -> None:
    d = train.dev_features()
    y = d.df["label"].to_numpy(dtype=object)
    train._doubted = _capture
    try:
        train.cross_validate(d.feats, d.texts, y, d.rules, d.choice, nested=False,
                             fixed=(3.0, "balanced"), repeats=3,
                             venues=d.df["venue"].to_numpy(dtype=object))
    finally:
        train._doubted = _real
    base = captured["args"][3]
    hits = np.array([bool(EXPERIMENT_LIKE.search(t) or EXPERIMENT_LIKE.search(a))
                     for t, a in zip(d.df["title"], d.df["abstract"], strict=True)])
    print(f"dev {len(y)} rows; fixed C 3 balanced, 5-fold x 3; doubt step inside each fold")
    line("no doubt step", y, base, base)
    line("shipped (< 0.5, domain >= 0.5)", y, variant(0.5, 0.5), base)
    for t in (0.3, 0.4, 0.5, 0.6):
        line(f"every venue, < {t}", y, variant(t, 0.0), base)
    for t in (0.5, 0.6):
        line(f"every venue, < {t}, hits only", y, variant(t, 0.0, hits), base)
    for t in (0.5, 0.6):  # the shipped rule, and below t on ML venues where a hit
        shipped = variant(0.5, 0.5)
        wide = variant(t, 0.0, hits)
        merged = [np.where(s != b, s, w) for s, w, b in zip(shipped, wide, base, strict=True)]
        line(f"shipped + hits < {t} elsewhere", y, merged, base)


if __name__ == "__main__":
    main()
