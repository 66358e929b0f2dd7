"""How far two careful readers agree on the paper type, and the held-out gold made from them.

    python bench/paper_types/agreement.py                # readers A and B, disagreements listed
    python bench/paper_types/agreement.py --gold         # + reader C: write labels_test6_part*.csv
    python bench/paper_types/agreement.py --round 8 --gold   # round 8: test8_readers/, labels_test8_*

Round 8's held-out sample (``sample_test8.csv``) was read the same way (``test8_readers/``).

Round 6's held-out sample (``sample_test6.csv``) was read by two annotators each, blind to
each other and to the classifier (``test6_readers/part{1,2}_reader{A,B}.csv``).  Their
agreement, scored with the classifier's own metrics (``evaluate.scores``: one reader's labels
as gold, the other's as predictions, both ways), is the ceiling a classifier can be expected
to reach against *one* reader's labels: a figure above it would be fitting that reader.
Cohen's kappa is printed beside it (Cohen 1960), the usual chance-corrected agreement.

Where A and B disagree, a third reader (C), blind to both, reads the abstract
(``test6_readers/part{1,2}_readerC.csv``) and decides: the majority of the three whenever C
sides with one of them, C's reading when all three differ (the usual adjudication of a
doubly-annotated test set, Artstein & Poesio 2008).  A gold label is ``certain`` only when A
and B agreed and both were certain.
"""

from __future__ import annotations

import argparse
import csv
from pathlib import Path

import evaluate  # bench/paper_types is on sys.path when this is run as a script
import pandas as pd
from sklearn.metrics import cohen_kappa_score

HERE = Path(__file__).resolve().parent
PARTS = ("part1", "part2")


def read_labels(path: Path) -> pd.DataFrame:
    """A reader's file: label lower-cased and checked, so a typo is caught, not scored."""
    df = pd.read_csv(path, dtype=str, keep_default_na=False)
    df["label"] = df["label"].str.strip().str.lower()
    df["certain"] = df["certain"].str.strip().str.lower()
    bad = df[~df["label"].isin(evaluate.LABELS)]
    if len(bad):
        raise SystemExit(f"{path.name}: {len(bad)} labels not in {evaluate.LABELS}: "
                         f"{sorted(bad['label'].unique())}")
    if df["paper_id"].duplicated().any():
        raise SystemExit(f"{path.name}: paper ids repeated")
    return df.set_index("paper_id")


def both_readers(readers: Path) -> pd.DataFrame:
    """One row per paper read by A and B (inner join: a paper only one read is reported)."""
    frames = []
    for part in PARTS:
        a = read_labels(readers / f"{part}_readerA.csv")
        b = read_labels(readers / f"{part}_readerB.csv")
        one_only = set(a.index) ^ set(b.index)
        if one_only:
            print(f"{part}: {len(one_only)} papers read by one reader only (left out)")
        joined = a.add_suffix("_a").join(b.add_suffix("_b"), how="inner")
        frames.append(joined.assign(part=part))
    return pd.concat(frames)


def agreement(gold: pd.Series, other: pd.Series) -> str:
    s = evaluate.scores(gold, other)
    return (f"n {s['n']}, agree {s['acc4']:.3f}, 3-way {s['f1_3way']:.3f}, "
            f"binary {s['f1_binary']:.3f}, theory precision "
            f"{evaluate.theory_precision(gold, other):.3f}")


def report(df: pd.DataFrame) -> None:
    print(f"{len(df)} papers read by A and B")
    for name, rows in [("all", df)] + [(p, df[df["part"] == p]) for p in PARTS]:
        kappa = cohen_kappa_score(rows["label_a"], rows["label_b"])
        print(f"{name}: B against A as gold: {agreement(rows['label_a'], rows['label_b'])}; "
              f"kappa {kappa:.3f}")
        print(f"{name}: A against B as gold: {agreement(rows['label_b'], rows['label_a'])}")
    sure = df[(df["certain_a"] == "yes") & (df["certain_b"] == "yes")]
    print(f"both certain ({len(sure)}): {agreement(sure['label_a'], sure['label_b'])}")
    print(pd.crosstab(df["label_a"], df["label_b"], rownames=["A"], colnames=["B"]))


def gold_labels(df: pd.DataFrame, readers: Path) -> pd.DataFrame:
    """A and B's label where they agree, else C's (the majority, or C's when all differ)."""
    rows = []
    for part in PARTS:
        inside = df[df["part"] == part]
        split = inside[inside["label_a"] != inside["label_b"]]
        c = read_labels(readers / f"{part}_readerC.csv") if len(split) else None
        for pid, r in inside.iterrows():
            if r["label_a"] == r["label_b"]:
                sure = "yes" if r["certain_a"] == r["certain_b"] == "yes" else "no"
                rows.append((part, pid, r["label_a"], sure, r["rationale_a"]))
                continue
            if c is None or pid not in c.index:
                raise SystemExit(f"{part}: reader C has no label for {pid}")
            third = c.loc[pid, "label"]
            rows.append((part, pid, third, "no", f"adjudicated: {c.loc[pid, 'rationale']}"))
    return pd.DataFrame(rows, columns=["part", "paper_id", "label", "certain", "rationale"])


def write_gold(gold: pd.DataFrame, round_: int) -> None:
    for part, rows in gold.groupby("part"):
        path = HERE / f"labels_test{round_}_{part}.csv"
        tmp = path.with_suffix(".tmp")
        rows.drop(columns="part").to_csv(tmp, index=False, quoting=csv.QUOTE_MINIMAL)
        tmp.replace(path)
        print(f"wrote {path.name}: {len(rows)} rows")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--round", type=int, default=6, choices=[6, 8], help="which held-out sample")
    ap.add_argument("--gold", action="store_true", help="adjudicate with reader C and write")
    ap.add_argument("--for-c", type=Path, help="write each part's disagreements here, for C")
    args = ap.parse_args()
    readers = HERE / f"test{args.round}_readers"
    df = both_readers(readers)
    report(df)
    split = df[df["label_a"] != df["label_b"]]
    print(f"{len(split)} disagreements: " + ", ".join(
        f"{p} {int((split['part'] == p).sum())}" for p in PARTS))
    if args.for_c:
        sample = pd.read_csv(HERE / f"sample_test{args.round}.csv", dtype=str,
                             keep_default_na=False)
        for part in PARTS:
            ids = split.index[split["part"] == part]
            sample.set_index("paper_id").loc[ids].reset_index().to_csv(
                args.for_c / f"{part}_disagreements.csv", index=False)
    if args.gold:
        gold = gold_labels(df, readers)
        for reader in ("a", "b"):
            print(f"reader {reader.upper()} against the gold: "
                  f"{agreement(gold['label'], df.loc[gold['paper_id'], 'label_' + reader])}")
        write_gold(gold, args.round)


if __name__ == "__main__":
    main()
