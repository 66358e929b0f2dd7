"""Fixed-C cross-validation of the shipped pipeline on dev: a quick check that a cue change
moves no out-of-fold label (issue 14, wave 58).

    PYTHONPATH=$PWD python3 bench/paper_types/cv_fixed.py [--no-doubt] OUT.npy

``train.cross_validate`` (which scores what ``classify_text`` labels since wave 58) with the
shipped C 3 and balanced class weights in every fold (no inner search: 15 fits, minutes on a
loaded machine where the nested search takes an hour), 5-fold x 3 (seed 0).  Prints each
repeat's 3-way and binary F1, 4-way accuracy and theory precision, and saves the out-of-fold
labels to OUT (a 3 x n object array) so two revisions' can be compared row by row.
"""

import sys
from pathlib import Path

import numpy as np
import pandas as pd

sys.path.insert(0, str(Path(__file__).resolve().parent))
import train  # noqa: E402
from evaluate import scores, theory_precision  # noqa: E402

d = train.dev_features()
y = d.df["label"].to_numpy(dtype=object)
# wave 59: with the doubt step, as the shipped classifier labels (``--no-doubt``: without)
venues = None if "--no-doubt" in sys.argv else d.df["venue"].to_numpy(dtype=object)
preds = train.cross_validate(d.feats, d.texts, y, d.rules, d.choice, nested=False,
                             fixed=(3.0, "balanced"), repeats=3, venues=venues)
rows = []
for p in preds:
    g, q = pd.Series(list(y)), pd.Series(list(p))
    s = scores(g, q)
    rows.append({"f1_3way": s["f1_3way"], "f1_binary": s["f1_binary"], "acc4": s["acc4"],
                 "theory_precision": theory_precision(g, q)})
t = pd.DataFrame(rows)
print(t.round(4).to_string())
print("mean", t.mean().round(4).to_dict())
out = [a for a in sys.argv[1:] if a != "--no-doubt"]
if out:
    np.save(out[0], np.array(preds, dtype=object), allow_pickle=True)
