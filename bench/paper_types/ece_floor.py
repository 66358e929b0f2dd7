"""How large an ECE a *perfectly calibrated* classifier shows on a set of n abstracts.

    python bench/paper_types/ece_floor.py SAVED_ANALYSIS [SAVED_ANALYSIS ...] [--n 279 273 552]

Issue 14 asks for an expected calibration error of at most 0.04 on held-out labels (10
equal-width bins) and, in every band of at least 20 papers, accuracy no more than 0.05
below the stated confidence.  Held-out sets here are 273-279 abstracts.  ECE is a sum of
absolute differences, so it is biased upwards on small samples even when every stated
confidence is exactly right (Kumar, Liang & Ma 2019, *Verified uncertainty calibration*,
NeurIPS; Roelofs et al. 2022, *Mitigating bias in calibration error estimation*,
AISTATS).  This script measures that floor for our own confidence distribution: it draws
n papers at random from the papers of saved analyses (their ``paper_type_confidence``, as
the held-out samples are drawn from the same corpora), lets each label be right with
probability equal to its confidence (a classifier calibrated by construction), and
computes the ECE and the per-band shortfall exactly as ``evaluate.py`` does, 20,000
times.  No label, and no held-out row, is read: only the saved analyses' confidences.

What it answers: the probability that a perfectly calibrated classifier *fails* the
issue's two calibration checks on a set of that size, so that a held-out ECE of 0.05 on
279 papers can be read against it.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import numpy as np
import pandas as pd

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from analysis.paper_types.calibration import bands, expected_calibration_error  # noqa: E402

DRAWS = 20_000
TARGET_ECE = 0.04
BAND_SLACK = 0.05
BAND_MIN = 20


def confidences(folders: list[str]) -> np.ndarray:
    """Every labelled paper's calibrated confidence in the saved analyses."""
    frames = [pd.read_csv(Path(f) / "papers.csv", usecols=["paper_type_confidence"])
              for f in folders]
    conf = pd.concat(frames)["paper_type_confidence"].dropna().to_numpy(float)
    return conf[(conf > 0) & (conf <= 1)]


def band_shortfall(conf: np.ndarray, right: np.ndarray) -> bool:
    """True when a band of at least BAND_MIN papers is more than BAND_SLACK below its
    mean stated confidence (issue 14's second calibration check)."""
    named = bands(conf)
    for name in ("certain", "likely", "uncertain"):
        inside = named == name
        if inside.sum() >= BAND_MIN and right[inside].mean() < conf[inside].mean() - BAND_SLACK:
            return True
    return False


def floor(conf: np.ndarray, n: int, draws: int, seed: int) -> dict[str, float]:
    """ECE quantiles and failure rates of a calibrated classifier on n papers drawn from conf."""
    rng = np.random.default_rng(seed)
    ece = np.empty(draws)
    short = 0
    for i in range(draws):
        c = rng.choice(conf, size=n, replace=False)
        r = rng.random(n) < c
        ece[i] = expected_calibration_error(c, r)
        short += band_shortfall(c, r)
    return {"n": n, "median": float(np.median(ece)), "p10": float(np.quantile(ece, 0.1)),
            "p90": float(np.quantile(ece, 0.9)), "fails_ece": float((ece > TARGET_ECE).mean()),
            "fails_band": short / draws, "draws": ece}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("analyses", nargs="+", help="saved analysis folders (papers.csv)")
    ap.add_argument("--n", type=int, nargs="+", default=[279, 273, 552, 2142])
    ap.add_argument("--draws", type=int, default=DRAWS)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--observed", type=float, nargs="*", default=[],
                    help="ECEs measured on held-out sets: how often a calibrated one is larger")
    args = ap.parse_args()
    conf = confidences(args.analyses)
    share = {b: float((bands(conf) == b).mean()) for b in ("certain", "likely", "uncertain")}
    print(f"{len(conf):,} confidences; bands "
          + ", ".join(f"{b} {s:.2f}" for b, s in share.items())
          + f"; {args.draws:,} draws each, labels right with probability = confidence\n")
    print("| n | ECE median | ECE 10%-90% | P(ECE > 0.04) | P(a band > 0.05 below) |")
    print("| ---: | ---: | --- | ---: | ---: |")
    for n in args.n:
        f = floor(conf, n, args.draws, args.seed)
        print(f"| {n:,} | {f['median']:.3f} | {f['p10']:.3f}-{f['p90']:.3f} | "
              f"{f['fails_ece']:.2f} | {f['fails_band']:.2f} |"
              + "".join(f" P(ECE >= {x:.3f}) = {(f['draws'] >= x).mean():.3f};"
                        for x in args.observed))


if __name__ == "__main__":
    main()
