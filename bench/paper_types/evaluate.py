"""Score analysis.paper_types on the hand-labelled abstracts, next to a keyword baseline.

    python bench/paper_types/evaluate.py                 # dev only (tune on this)
    python bench/paper_types/evaluate.py --parts         # + each dev sample on its own
    python bench/paper_types/evaluate.py --round9        # + dev9 and dev9t (the rows the
                                                         #   domain shift is fitted on), dev10-dev22
    python bench/paper_types/evaluate.py --cv            # + the model's nested CV on dev
    python bench/paper_types/evaluate.py --test --previous main   # + test6, test8 (each and pooled), dev7,
                                                         #   and the classifier at git ref main
                                                         #   (final run only)
    python bench/paper_types/evaluate.py --errors        # also list the dev mistakes
    python bench/paper_types/evaluate.py --corpora       # venue shares + timing on all corpora

dev (2,142 rows since round 5) = the dev samples of rounds 1-5 and the test samples of
rounds 1-4: the rows the shipped model (round 5's) was fitted on.  Round 7's candidate also
learnt from test5 and dev7 (its rules were written from dev7's mistakes) and was not shipped
(RESULTS.md).  Scored with ``--test`` (``HELD_OUT``): **dev7** (1,673 abstracts, one reader
each, scored once at the end of round 6), **test6** (279 abstracts from every venue, each
read by two labellers blind to each other, 3 disagreements settled by a third: ``agreement.py``; also scored on the 227
both readers were certain of), scored once at the end of round 6, and **test8** (round 8's
draw, ``sample.py --round 8``), scored once at the end of round 7.  A held-out sample or
label file that is not in the checkout is skipped with a note, not an error.
``--previous REF`` also runs the classifier of another git revision (extracted with ``git
archive`` into a temporary folder, run in a subprocess) on the same rows, so that the
previous model is measured in the same run.  The
shipped classifier (rules + fitted model) is scored on dev *in sample* (the model was fitted
on dev, so that figure is optimistic); the honest dev figure is the model's nested
cross-validation (``--cv``, from ``train.py``); the rules alone and the keyword baseline
are shown next to it.

Metrics (gold ``unclear`` rows are kept in the 4-way score and dropped elsewhere):
  * 4-way macro-F1 over theory / empirical / both / unclear (classes present in gold);
  * 3-way macro-F1 over theory / empirical / both (a predicted ``unclear`` is a miss);
  * binary macro-F1, theory vs not-theory (empirical + both; predicted ``unclear`` counts
    as not-theory);
  * theory precision: of the papers labelled theory-only, the share whose gold label is theory;
  * calibration: ``paper_type_confidence`` against "the 4-way label is right": expected
    calibration error over 10 equal-width bins, and per band (certain / likely / uncertain)
    the number of papers, their accuracy and mean confidence.
"""

from __future__ import annotations

import argparse
import glob
import json
import os
import re
import sys
import time
from pathlib import Path

import pandas as pd
from sklearn.metrics import confusion_matrix, f1_score

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(HERE))

from analysis.paper_types import LABELS, classify_papers  # noqa: E402
from analysis.paper_types.calibration import bands, expected_calibration_error  # noqa: E402
from analysis.paper_types.rules import classify_text_rules  # noqa: E402
from analysis.text import clean_text  # noqa: E402

CORPORA = ROOT.parent / "shared" / "corpora" / "papercopilot"
THREE = ["theory", "empirical", "both"]

# --- the plain keyword baseline ----------------------------------------------------------
BASE_THEORY = re.compile(r"\b(?:prove[sd]?|proofs?|theorems?|lemmas?|bounds?|regret|complexity|"
                         r"guarantees?|theoretical(?:ly)?|convergence|minimax|provabl[ey])\b", re.I)
BASE_EMPIRICAL = re.compile(r"\b(?:experiments?|experimental(?:ly)?|empirical(?:ly)?|data ?sets?|"
                            r"benchmarks?|simulations?|outperforms?|evaluations?|state-of-the-art)\b",
                            re.I)


def baseline(abstracts, titles) -> pd.Series:
    """A keyword regex: any theory word and/or any empirical word, no context."""
    out = []
    for a, t in zip(abstracts, titles, strict=True):
        text = f"{t}. {a}"
        th, em = bool(BASE_THEORY.search(text)), bool(BASE_EMPIRICAL.search(text))
        out.append("both" if th and em else "theory" if th else "empirical" if em else "unclear")
    return pd.Series(out)


# --- data --------------------------------------------------------------------------------
# Each split is one or more (abstracts file, label files) pairs, one per sample.py round.
# Round 5 (issue 14, second pass): the test splits of rounds 1-4 were scored and looked at
# (their summary lines and confusions, four times for the oldest), so they are development
# data, with round 5's dev rows.  Round 7's candidate learnt from test5 and dev7 too and was
# not shipped (RESULTS.md): the shipped model is round 5's, fitted on the parts below.
DEV_PARTS = {
    "dev1": [("sample_dev.csv", "labels_dev_part*.csv")],
    "dev2": [("sample_dev2.csv", "labels_dev2_part*.csv")],
    "dev3": [("sample_dev3.csv", "labels_dev3_part*.csv")],
    "dev4": [("sample_dev4.csv", "labels_dev4_part*.csv")],
    "dev5": [("sample_dev5.csv", "labels_dev5_part*.csv")],
    "test1 (old held-out)": [("sample_test.csv", "labels_test.csv")],
    "test2 (old held-out)": [("sample_test2.csv", "labels_test2.csv")],
    "test3 (old held-out)": [("sample_test3.csv", "labels_test3_part*.csv")],
    "test4 (old held-out)": [("sample_test4.csv", "labels_test4_part*.csv")],
}
SPLITS = {
    "dev": [part for parts in DEV_PARTS.values() for part in parts],
    "test5": [("sample_test5.csv", "labels_test5_part*.csv")],
    "test6": [("sample_test6.csv", "labels_test6_part*.csv")],
    "dev7": [("sample_dev7.csv", "labels_dev7_part*.csv")],
    "test8": [("sample_test8.csv", "labels_test8_part*.csv")],
    # Round 9 (wave 25): read blind, used only to fit the theory label's domain shift
    # (domain.py), not the model, so not in DEV_PARTS (the shipped model is fitted on
    # those; wave 26: nested CV found no gain from training on them, cv_round9.py);
    # check9 is fitted on by nothing.
    "dev9": [("sample_dev9.csv", "labels_dev9_part*.csv")],
    "dev9t": [("sample_dev9t.csv", "labels_dev9t_part*.csv")],
    "check9": [("sample_check9.csv", "labels_check9_part*.csv")],
    # Round 10 (wave 61): 60 + 60 abstracts drawn at random from the 24k and 61k (seed 6102),
    # read blind before the model was run: the fresh dev set the wave's rules are read on;
    # like dev9, not in DEV_PARTS (the shipped model is not fitted on it).
    "dev10": [("sample_dev10.csv", "labels_dev10_part*.csv")],
    # Round 11 (wave 62): 100 + 100 more (seed 6202), none of an earlier CSV, read blind and
    # committed before any model ran on it: does dev10's rule set carry to new papers?
    "dev11": [("sample_dev11.csv", "labels_dev11_part*.csv")],
    # Round 12 (wave 63): 100 + 100 more (seed 6302), none of an earlier CSV, read blind and
    # committed before any model ran on it: which misses recur across the three blind sets?
    "dev12": [("sample_dev12.csv", "labels_dev12_part*.csv")],
    # Round 13 (wave 64): 100 + 100 more (seed 6402), none of an earlier CSV, read blind and
    # committed before any model ran on it: the fourth blind set of the pooled estimate.
    "dev13": [("sample_dev13.csv", "labels_dev13_part*.csv")],
    # Round 14 (wave 65): 100 + 100 more (seed 6502), none of an earlier CSV, read blind and
    # committed before any model ran on it: the fifth blind set of the pooled estimate.
    "dev14": [("sample_dev14.csv", "labels_dev14_part*.csv")],
    # Round 15 (wave 66): 100 + 100 more (seed 6602), none of an earlier CSV, read blind and
    # committed before any model ran on it: the sixth blind set of the pooled estimate.
    "dev15": [("sample_dev15.csv", "labels_dev15_part*.csv")],
    # Round 16 (wave 67): the same draw again (seed 6702), the seventh blind set, read first.
    "dev16": [("sample_dev16.csv", "labels_dev16_part*.csv")],
    # Round 17 (wave 68): the same draw again (seed 6802), the eighth blind set, read first.
    "dev17": [("sample_dev17.csv", "labels_dev17_part*.csv")],
    # Rounds 18 / 19 (waves 69 / 70): the same draw (seeds 6902 / 7002), blind sets 9-10, read first.
    "dev18": [("sample_dev18.csv", "labels_dev18_part*.csv")],
    "dev19": [("sample_dev19.csv", "labels_dev19_part*.csv")],
    # Round 20 (wave 71): the same draw (seed 7102), blind set 11, read first.
    "dev20": [("sample_dev20.csv", "labels_dev20_part*.csv")],
    # Round 21 (wave 72): the same draw (seed 7202), blind set 12, read first.
    "dev21": [("sample_dev21.csv", "labels_dev21_part*.csv")],
    # Round 22 (wave 73): the same draw (seed 7302), blind set 13, read first.
    "dev22": [("sample_dev22.csv", "labels_dev22_part*.csv")],
}
HELD_OUT = ("test6", "test8", "dev7", "check9")
BLIND_SETS = tuple(f"dev{k}" for k in range(10, 23))  # the fresh sets, each read before scoring
POOLED = ("test6", "test8")  # the doubly-read held-out sets, also scored as one


EMPTY = ["paper_id", "venue", "title", "abstract", "label", "certain", "rationale"]


def _load_part(sample_name: str, labels_glob: str) -> pd.DataFrame:
    """One sample's abstracts merged with its labels; an empty frame (and a note) when the
    sample or its label files are not in this checkout (a held-out split the lead adds)."""
    if not (HERE / sample_name).exists():
        print(f"note: {sample_name} is not in this checkout: its split is skipped")
        return pd.DataFrame(columns=EMPTY)
    sample = pd.read_csv(HERE / sample_name, dtype={"paper_id": str}, keep_default_na=False)
    parts = sorted(HERE.glob(labels_glob))
    if not parts:
        print(f"note: no label files {labels_glob} in this checkout: {sample_name} is skipped")
        return sample.iloc[0:0].assign(label=[], certain=[], rationale=[])
    labels = pd.concat([pd.read_csv(p, dtype=str, keep_default_na=False) for p in parts])
    labels["label"] = labels["label"].str.strip().str.lower()
    labels = labels.drop_duplicates("paper_id", keep="last")
    bad = labels[~labels["label"].isin(LABELS)]
    if len(bad):
        print(f"warning: {len(bad)} labels of {labels_glob} not in {LABELS}: "
              f"{bad['label'].unique()}")
        labels = labels[labels["label"].isin(LABELS)]
    return sample.merge(labels[["paper_id", "label", "certain", "rationale"]], on="paper_id")


def load_split(split: str) -> pd.DataFrame:
    """The split's abstracts merged with its label files (inner join: unlabelled rows drop);
    column ``part`` names the sample each row came from (dev: ``DEV_PARTS``)."""
    parts = DEV_PARTS if split == "dev" else {split: SPLITS[split]}
    frames = [_load_part(s, g).assign(part=name)
              for name, pairs in parts.items() for s, g in pairs]
    return pd.concat(frames, ignore_index=True)


def predict(df: pd.DataFrame, previous: str = "") -> pd.DataFrame:
    abstracts = [clean_text(a) for a in df["abstract"]]
    titles = [clean_text(t) for t in df["title"]]
    pred = classify_papers(abstracts, titles, df["abstract"].tolist())
    pred["rules"] = [classify_text_rules(a, t)[0] for a, t in zip(abstracts, titles, strict=True)]
    pred["baseline"] = baseline(abstracts, titles).values
    if previous:
        prev = previous_classifier(previous, df)
        pred["previous"] = prev["label"]
        pred["previous_confidence"] = prev["confidence"]
    return pred


_PREVIOUS = """
import json, sys
sys.path.insert(0, sys.argv[1])
from analysis.paper_types import classify_papers
from analysis.text import clean_text
rows = json.load(sys.stdin)
out = classify_papers([clean_text(a) for a in rows["abstracts"]],
                      [clean_text(t) for t in rows["titles"]], rows["abstracts"])
json.dump({"label": out["paper_type"].tolist(),
           "confidence": out["paper_type_confidence"].astype(float).tolist()}, sys.stdout)
"""


def previous_classifier(ref: str, df: pd.DataFrame) -> dict:
    """Labels and confidences of the classifier at git ``ref`` on the same rows."""
    import io
    import subprocess
    import tarfile
    import tempfile
    archive = subprocess.run(["git", "-C", str(ROOT), "archive", "--format=tar", ref, "analysis"],
                             check=True, capture_output=True).stdout
    with tempfile.TemporaryDirectory() as tmp:
        tarfile.open(fileobj=io.BytesIO(archive)).extractall(tmp, filter="data")
        rows = json.dumps({"abstracts": df["abstract"].tolist(), "titles": df["title"].tolist()})
        out = subprocess.run([sys.executable, "-c", _PREVIOUS, tmp], input=rows, text=True,
                             capture_output=True, check=True, cwd=tmp).stdout
    return json.loads(out)


# --- metrics -----------------------------------------------------------------------------
def scores(gold: pd.Series, pred: pd.Series) -> dict[str, float]:
    gold, pred = gold.reset_index(drop=True), pred.reset_index(drop=True)
    four = [c for c in LABELS if c in set(gold)]
    known = gold != "unclear"
    g3, p3 = gold[known], pred[known]
    gb = (g3 == "theory").map({True: "theory", False: "not-theory"})
    pb = (p3 == "theory").map({True: "theory", False: "not-theory"})
    return {
        "n": len(gold),
        "acc4": float((gold == pred).mean()),
        "f1_4way": f1_score(gold, pred, labels=four, average="macro", zero_division=0),
        "f1_3way": f1_score(g3, p3, labels=THREE, average="macro", zero_division=0),
        "f1_binary": f1_score(gb, pb, labels=["theory", "not-theory"], average="macro",
                              zero_division=0),
    }


def calibration(gold: pd.Series, label: pd.Series, confidence: pd.Series) -> str:
    """ECE (10 bins) and, per band, n / accuracy / mean confidence (4-way correctness)."""
    right = (label.reset_index(drop=True) == gold.reset_index(drop=True)).to_numpy()
    conf = confidence.reset_index(drop=True).astype(float).to_numpy()
    parts = [f"ECE {expected_calibration_error(conf, right):.3f}"]
    for name in ("certain", "likely", "uncertain"):
        inside = bands(conf) == name
        if inside.any():
            parts.append(f"{name} n={inside.sum()} acc={right[inside].mean():.3f} "
                         f"conf={conf[inside].mean():.3f}")
    return "; ".join(parts)


def theory_precision(gold: pd.Series, pred: pd.Series) -> float:
    said = (pred.reset_index(drop=True) == "theory").to_numpy()
    return float((gold.reset_index(drop=True)[said] == "theory").mean()) if said.any() else 0.0


def confusion(gold: pd.Series, pred: pd.Series) -> pd.DataFrame:
    m = confusion_matrix(gold, pred, labels=list(LABELS))
    return pd.DataFrame(m, index=[f"gold {c}" for c in LABELS], columns=list(LABELS))


def report(split: str, df: pd.DataFrame, pred: pd.DataFrame, errors: bool) -> None:
    gold = df["label"].reset_index(drop=True)
    print(f"\n=== {split}: {len(df)} labelled abstracts; gold counts "
          f"{gold.value_counts().to_dict()}")
    columns = {"paper_types": "paper_type", "previous (--previous)": "previous",
               "rules only": "rules", "keyword baseline": "baseline"}
    rows = {}
    for name, col in columns.items():
        if col in pred:
            rows[name] = {**scores(gold, pred[col]),
                          "theory_precision": theory_precision(gold, pred[col])}
    print(pd.DataFrame(rows).T.round(3).to_string())
    print(f"\ncalibration, paper_types: {calibration(gold, pred['paper_type'], pred['paper_type_confidence'])}")
    if "previous" in pred:
        print(f"calibration, previous:    "
              f"{calibration(gold, pred['previous'], pred['previous_confidence'])}")
    print("\npaper_types confusion (rows gold, columns predicted):")
    print(confusion(gold, pred["paper_type"]).to_string())
    certain = (df["certain"].str.lower().str.startswith("y")).reset_index(drop=True)
    if certain.any() and (~certain).any():
        print(f"\ncertain-only ({certain.sum()}): "
              f"{ {k: round(v, 3) for k, v in scores(gold[certain], pred['paper_type'][certain]).items()} }")
    right = pred["paper_type"] == gold
    if errors:
        for i in (~right).to_numpy().nonzero()[0]:
            r = df.iloc[i]
            print(f"\n-- {r.paper_id} [{r.venue}] gold={gold[i]} pred={pred.paper_type[i]} "
                  f"({pred.paper_type_confidence[i]}) | {r.rationale}")
            print(f"   evidence: {pred.paper_type_evidence[i]}")
            print(f"   {r.title} :: {r.abstract[:1500]}")


# --- whole corpora -----------------------------------------------------------------------
def corpora() -> None:
    rows = []
    for path in sorted(glob.glob(str(CORPORA / "*" / "*.json"))):
        venue = Path(path).parent.name.upper()
        for rec in json.loads(Path(path).read_text("utf-8")):
            rows.append((venue, rec.get("title") or "", rec.get("abstract") or ""))
    t0 = time.perf_counter()
    titles = [clean_text(t) for _, t, _ in rows]
    abstracts = [clean_text(a) for _, _, a in rows]
    originals = [a for _, _, a in rows]
    t1 = time.perf_counter()
    c1 = time.process_time()
    pred = classify_papers(abstracts, titles, originals, workers=1)
    t2 = time.perf_counter()
    c2 = time.process_time()
    parallel = classify_papers(abstracts, titles, originals)  # default: one process per core
    t3 = time.perf_counter()
    assert parallel.equals(pred), "worker processes changed a label"
    pred["venue"] = [v for v, _, _ in rows]
    shares = pd.crosstab(pred["venue"], pred["paper_type"], normalize="index")
    shares = shares.reindex(columns=list(LABELS), fill_value=0.0)
    shares["n"] = pred["venue"].value_counts()
    print(f"\n=== whole corpora: {len(rows)} papers; shares of each type per venue")
    print(shares.sort_values("theory", ascending=False).round(3).to_string())
    print(f"\nall: {pred['paper_type'].value_counts(normalize=True).round(3).to_dict()}")
    band = pd.Series(bands(pred["paper_type_confidence"].to_numpy()), index=pred.index)
    print(f"bands: {band.value_counts().to_dict()}; theory-only by band: "
          f"{band[pred['paper_type'] == 'theory'].value_counts().to_dict()}")
    shares["uncertain"] = band.groupby(pred["venue"]).apply(lambda b: (b == "uncertain").mean())
    confident = pred[band != "uncertain"]
    typed = confident[confident["paper_type"] != "unclear"]
    shares["theory_confident"] = typed.groupby("venue")["paper_type"].apply(
        lambda t: (t == "theory").mean())
    print(shares[["uncertain", "theory_confident"]].sort_values("theory_confident",
                                                                ascending=False).round(3)
          .to_string())
    print(f"time: clean_text {t1 - t0:.1f}s; classify_papers in 1 process {t2 - t1:.2f}s wall, "
          f"{c2 - c1:.2f}s CPU ({len(rows) / (c2 - c1):.0f} abstracts per CPU second); "
          f"default ({os.cpu_count()} cores) {t3 - t2:.2f}s wall, same labels; "
          f"load average {os.getloadavg()[0]:.1f}")


def dev_cv() -> None:
    """The shipped pipeline's nested 5-fold x 3 cross-validation on dev (see train.py), the
    doubt step applied in each outer fold (wave 59)."""
    import numpy as np
    import train
    df, feats, rules, texts, choice = train.dev_features()
    y = df["label"].to_numpy(dtype=object)
    # wave 59: the doubt step inside each outer fold (train.cross_validate's ``venues``)
    preds = train.cross_validate(feats, texts, y, rules, choice,
                                 venues=df["venue"].to_numpy(dtype=object))
    rows = [scores(pd.Series(list(y)), pd.Series(list(p))) for p in preds]
    mean = {k: round(float(np.mean([r[k] for r in rows])), 3) for k in rows[0]}
    spread = {k: round(float(np.std([r[k] for r in rows])), 3)
              for k in ("f1_3way", "f1_binary")}
    print(f"\n=== dev, nested 5-fold x 3 cross-validation of the model (C and class weight "
          f"chosen inside each fold): {mean}; sd over repeats {spread}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--test", action="store_true", help="also score the held-out splits (once)")
    ap.add_argument("--previous", default="", metavar="REF",
                    help="also run the classifier of git revision REF (e.g. main)")
    ap.add_argument("--cv", action="store_true", help="the model's nested CV on dev")
    ap.add_argument("--errors", action="store_true", help="list dev mistakes")
    ap.add_argument("--parts", action="store_true",
                    help="also score each dev sample (round) on its own")
    ap.add_argument("--round9", action="store_true",
                    help="also score dev9 and dev9t (in sample for the theory label's domain "
                         "shift and the doubt rule's unclear confidence, domain.py), dev10-dev22")
    ap.add_argument("--corpora", action="store_true", help="venue shares and timing")
    args = ap.parse_args()
    dev = load_split("dev")
    splits = {"dev": dev}
    if args.parts:
        splits.update({f"dev part {name}": dev[dev["part"] == name] for name in DEV_PARTS})
    if args.round9:
        splits.update({name: load_split(name) for name in ("dev9", "dev9t") + BLIND_SETS})
    if args.test:
        splits.update({name: load_split(name) for name in HELD_OUT})
        for name in HELD_OUT:
            held = splits[name]
            if len(held):
                sure = held["certain"].astype(str).str.strip().str.lower() == "yes"
                splits[f"{name}, both readers certain"] = held[sure]
        # the two doubly-read sets together: on ~275 papers a perfectly calibrated classifier
        # shows an ECE over 0.04 about 3 times in 10, on 552 about 3 in 100 (ece_floor.py)
        doubly = [splits[name] for name in POOLED if len(splits[name])]
        if len(doubly) == len(POOLED):
            splits[" + ".join(POOLED) + " pooled"] = pd.concat(doubly, ignore_index=True)
    for split, df in splits.items():
        if len(df):
            report(split, df, predict(df, args.previous),
                   errors=args.errors and split in ("dev",) + BLIND_SETS)
        else:
            print(f"\n=== {split}: no labelled abstracts in this checkout (not scored)")
    if args.cv:
        dev_cv()
    if args.corpora:
        corpora()


if __name__ == "__main__":
    main()
