"""Does re-fitting the calibration's domain parameters gain out of sample?  This checkout
against a git ref on the four blind dev sets pooled, paired.

    PYTHONPATH=$PWD python3 bench/paper_types/domain_blind.py --previous REF
    python3 bench/paper_types/domain_blind.py --digests OLD.tsv NEW.tsv   # the corpora

``--digests`` reads two ``cue_digest.py --labels`` files (the ref's checkout and this one)
and prints, per corpus, the labels changed (by transition) and the band shares before and
after.

Issue 14, wave 64 (doubt64): ``theory_shift`` and ``doubted_unclear`` (``domain.py``,
:mod:`analysis.paper_types.calibration`) are fitted on round 9's rows and the pooled theory
readings; dev10-dev13 (``BLIND``) are in neither fit (nor in the model's, ``DEV_PARTS``),
so they score a re-fit out of sample.  Both classifiers label the same 720 rows; the
figures are ``bootstrap_dev``'s (3-way and binary macro-F1, theory precision, ECE; 2,000
paired draws), then per band the count, accuracy and mean stated confidence, and which
labels and confidences the re-fit moved (the doubt step can turn a theory label into
another label, so labels move as well as confidences).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import numpy as np
import pandas as pd

sys.path.insert(0, str(Path(__file__).resolve().parent))
import bootstrap_dev  # noqa: E402  (bench scripts beside this one)
import evaluate  # noqa: E402

from analysis.paper_types.calibration import bands  # noqa: E402

BLIND = tuple(bootstrap_dev.BLIND)


def band_table(gold: pd.Series, label: pd.Series, confidence: np.ndarray) -> pd.DataFrame:
    """Per band: papers, share right (4-way), mean stated confidence, and the gap."""
    right = gold.to_numpy() == label.to_numpy()
    b = bands(confidence)
    rows = []
    for name in ("certain", "likely", "uncertain"):
        inside = b == name
        n = int(inside.sum())
        acc = float(right[inside].mean()) if n else float("nan")
        conf = float(confidence[inside].mean()) if n else float("nan")
        rows.append({"band": name, "n": n, "acc": acc, "conf": conf, "acc - conf": acc - conf})
    return pd.DataFrame(rows).set_index("band")


def moved(df: pd.DataFrame) -> pd.DataFrame:
    """The rows whose label or confidence differs between the two classifiers."""
    changed = (df["previous"] != df["paper_type"]) | (
        (df["previous_confidence"] - df["paper_type_confidence"]).abs() > 1e-9)
    return df[changed]


DIGEST = ["paper_id", "cues", "hash", "label", "confidence", "text"]
ML = {"acl", "aistats", "colt", "iclr", "icml", "naacl", "nips", "uai"}   # the 24k's venues


def digests(old: str, new: str) -> pd.DataFrame:
    """Per corpus: abstracts, labels changed, bands changed, band shares before -> after."""
    read = [pd.read_csv(path, sep="\t", names=DIGEST, quoting=3, dtype=str,
                        keep_default_na=False) for path in (old, new)]
    m = read[0].merge(read[1][["paper_id", "label", "confidence"]], on="paper_id",
                      suffixes=("_old", "_new"))
    m["corpus"] = np.where(m["paper_id"].str.extract(r"^([a-z]+)")[0].isin(ML), "24k", "61k")
    for side in ("old", "new"):
        m[f"band_{side}"] = bands(m[f"confidence_{side}"].astype(float).to_numpy())
    rows = []
    for corpus, g in m.groupby("corpus"):
        changed = g["label_old"] != g["label_new"]
        row = {"corpus": corpus, "n": len(g), "labels changed": int(changed.sum()),
               "band changed": int((g["band_old"] != g["band_new"]).sum()),
               "transitions": g[changed].groupby(["label_old", "label_new"]).size().to_dict()}
        for b in ("certain", "likely", "uncertain"):
            row[b] = f"{(g['band_old'] == b).mean():.4f} -> {(g['band_new'] == b).mean():.4f}"
        rows.append(row)
    return pd.DataFrame(rows).set_index("corpus")


def paired(gold: pd.Series, preds: dict[str, tuple[pd.Series, np.ndarray]]) -> None:
    """``bootstrap_dev``'s figures of both classifiers on the same 2,000 resamples, and the
    paired interval of every figure's difference (ECE too, which ``bootstrap_dev.show``
    leaves out)."""
    res = bootstrap_dev.bootstrap(gold, preds)
    print(" + ".join(BLIND) + f" pooled: n = {len(gold)}, {bootstrap_dev.DRAWS} paired draws")
    for name, ms in res.items():
        print(f"  {name:16s} " + "  ".join(f"{m} {p:.3f} {bootstrap_dev.interval(v)}"
                                           for m, (p, v) in ms.items()))
    (first, a), (second, b) = res.items()
    for m in bootstrap_dev.METRICS:
        print(f"  difference {m} ({first} - {second}): {a[m][0] - b[m][0]:+.4f} "
              f"{bootstrap_dev.interval(a[m][1] - b[m][1])}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--previous", metavar="REF")
    ap.add_argument("--digests", nargs=2, metavar=("OLD", "NEW"))
    args = ap.parse_args()
    if args.digests:
        print(digests(*args.digests).T.to_string())
        return
    if not args.previous:
        ap.error("--previous REF or --digests OLD NEW")
    frames = []
    for split in BLIND:
        df = evaluate.load_split(split)
        pred = evaluate.predict(df, args.previous)
        frames.append(pd.DataFrame({
            "split": split, "paper_id": df["paper_id"].to_numpy(), "gold": df["label"].to_numpy(),
            "paper_type": pred["paper_type"].to_numpy(),
            "paper_type_confidence": pred["paper_type_confidence"].astype(float).to_numpy(),
            "previous": pred["previous"], "previous_confidence": pred["previous_confidence"]}))
    both = pd.concat(frames, ignore_index=True)
    gold = both["gold"]
    preds = {"this checkout": (both["paper_type"], both["paper_type_confidence"].to_numpy()),
             args.previous: (both["previous"], both["previous_confidence"].to_numpy(float))}
    paired(gold, preds)
    for name, (label, conf) in preds.items():
        print(f"\nbands, {name}:\n{band_table(gold, label, conf).round(3).to_string()}")
    for split in BLIND:
        part = both[both["split"] == split]
        for name, (label, conf) in preds.items():
            right = (part["gold"] == label[part.index]).to_numpy()
            ece = evaluate.expected_calibration_error(conf[part.index], right)
            print(f"  {split} {name}: ECE {ece:.3f}")
    diff = moved(both)
    print(f"\nmoved: {len(diff)} of {len(both)} rows (label changed "
          f"{int((diff['previous'] != diff['paper_type']).sum())})")
    print(diff.round(3).to_string(index=False))


if __name__ == "__main__":
    main()
