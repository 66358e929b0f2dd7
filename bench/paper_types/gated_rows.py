"""The rows the rules' gate chose over the model's most probable label, and the constant
confidence of :mod:`analysis.paper_types.gated` measured leave one set out.

    PYTHONPATH=$PWD python3 bench/paper_types/gated_rows.py            # writes gated_rows_w70.csv
    PYTHONPATH=$PWD python3 bench/paper_types/gated_rows.py --read     # only the LOSO table

Dev and blind dev sets only (dev, dev9, dev9t, dev10-19): never dev7, check9 or test*.
A row is gate-moved where :func:`analysis.paper_types.model.choose` returns another label
than the most probable allowed one (:func:`analysis.paper_types.gated.moved`); ``final``
is the shipped label, ``conf`` its confidence at the commit the script runs on (the committed CSV: c926ec5; session 69's, gated_rows_w69.csv: 4bd414c).  For each
way of turning the other sets' rows into a constant (their share right; the centre or the
lower end of its Wilson interval; each with and without the calibration's shift for new
abstracts) the ECE of the left-out sets' gate rows, pooled.
"""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import pandas as pd

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parents[1]))

from evaluate import BLIND_SETS, load_split  # noqa: E402

from analysis.paper_types.calibration import expected_calibration_error, shifted  # noqa: E402
from analysis.paper_types.classify import _model_view, classify_papers, verdict  # noqa: E402
from analysis.paper_types.gated import Z, moved, wilson_centre  # noqa: E402
from analysis.paper_types.model import notation, shipped_model  # noqa: E402
from analysis.paper_types.rules import score_text  # noqa: E402
from analysis.text import clean_text  # noqa: E402

OUT = HERE / "gated_rows_w70.csv"
SETS = ("dev", "dev9", "dev9t") + BLIND_SETS


def gate_rows() -> pd.DataFrame:
    fitted, out = shipped_model(), []
    for name in SETS:
        df = load_split(name)
        abstracts = [clean_text(a) for a in df["abstract"]]
        titles = [clean_text(t) for t in df["title"]]
        pred = classify_papers(abstracts, titles, df["abstract"].tolist())
        for k, original in enumerate(df["abstract"]):
            scored = score_text(abstracts[k], titles[k], original)
            if verdict(scored) is not None:
                continue
            label, _, p, probs, ok = _model_view(scored, fitted, notation(original), None)
            if label != "theory" and moved(fitted.classes, label, probs, ok):
                out.append({"set": name, "paper_id": df["paper_id"].iloc[k],
                            "gold": df["label"].iloc[k], "label": label, "p": round(p, 4),
                            "final": pred["paper_type"].iloc[k],
                            "conf": float(pred["paper_type_confidence"].iloc[k])})
    return pd.DataFrame(out)


def wilson_low(right: int, rows: int) -> float:
    p = right / rows
    return (p + Z * Z / (2 * rows) - Z * np.sqrt(p * (1 - p) / rows + Z * Z / (4 * rows * rows))) \
        / (1 + Z * Z / rows)


def loso(rows: pd.DataFrame, shift: float) -> None:
    right = (rows["gold"] == rows["final"]).to_numpy()
    ways = {"share": lambda x, n: x / n, "wilson centre": wilson_centre, "wilson low": wilson_low}
    print(f"{len(rows)} gate rows, {int(right.sum())} right; shipped confidence ECE "
          f"{expected_calibration_error(rows['conf'], right):.3f}")
    for name, way in ways.items():
        for s in (0.0, shift):
            conf = np.zeros(len(rows))
            for left in rows["set"].unique():
                out = (rows["set"] == left).to_numpy()
                conf[out] = float(shifted(way(int(right[~out].sum()), int((~out).sum())), s))
            print(f"{name:14s} shift {s:.3f}: all rows {float(shifted(way(int(right.sum()), len(right)), s)):.3f}; "
                  f"left out ECE {expected_calibration_error(conf, right):.3f}, mean {conf.mean():.3f}")


if __name__ == "__main__":
    rows = pd.read_csv(OUT, keep_default_na=False) if "--read" in sys.argv else gate_rows()
    if "--read" not in sys.argv:
        rows.to_csv(OUT, index=False)
    loso(rows, shipped_model().calibration.shift)
