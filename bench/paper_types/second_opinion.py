"""Measured, not shipped: a words-only second opinion on theory-only labels (issue 14).

    python bench/paper_types/second_opinion.py --fresh theory_readings_w46_fresh.csv

Waves 38-45 wrote one cue family per reading of theory-only labels that hide an own
experiment, and each fresh reading still found 5-6% such papers on the 24k (16-20% on the
61k), most of them told in words no cue holds.  The readings themselves are labelled data:
every ``theory_readings_*.csv`` row is a theory-only label a person judged for an own
experiment (``yes`` / ``no``; ``half`` and unread rows left out).  This script asks whether
a plain logistic regression on those judgements, over the shipped model's own TF-IDF words
(its vocabulary and idf: :meth:`analysis.paper_types.model.PaperTypeModel._word_matrix`, as
the domain score is), would find the misses the cues do not:

Features: the words, and the words with the label's calibrated confidence (its log-odds;
at fitting time the confidence the reading printed).  Unweighted, so that the score is
read as a probability; the flag is "more likely than not hides an own experiment"
(``P >= 0.5``), the principle of :mod:`analysis.paper_types.doubt` ("a label the model
states must not be one it believes wrong"), not a threshold tuned on any reading.

1. cross-validated on the earlier readings (5 folds x 3 repeats): AUC over all of them,
   and the flags among the papers main still labels theory (the misses no wave reached);
2. fitted on every earlier reading, scored on the fresh reading (``--fresh``: a reading no
   fit has seen): AUC there, and the flags by corpus and band;
3. on dev (gold labels, the whole label rather than the own experiment; rows read before
   left out), the theory labels main gives that it flags, and their gold labels.

Taking the theory label away from a flagged paper helps theory-vs-rest F1 only where more
than about (2 - F1) / 2 of the flagged labels are wrong (0.55 at F1 0.9: each right label
lost costs a true positive *and* adds a false negative); the script prints that share.
"""

from __future__ import annotations

import argparse
import os
import sys

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
os.environ.setdefault("OMP_NUM_THREADS", "1")
from pathlib import Path

import numpy as np
import pandas as pd
import scipy.sparse as sp
from sklearn.linear_model import LogisticRegression
from sklearn.metrics import roc_auc_score
from sklearn.model_selection import StratifiedKFold

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(HERE))

from audit_theory import corpus_rows  # noqa: E402
from evaluate import load_split  # noqa: E402

from analysis.paper_types import classify_papers  # noqa: E402
from analysis.paper_types.model import model_text, shipped_model  # noqa: E402
from analysis.text import clean_text  # noqa: E402

SHARED = next(p / "shared" / "corpora" for p in ROOT.parents[:2]
              if (p / "shared" / "corpora").is_dir())
C = 3.0          # the best cross-validated AUC of 1 / 3 / 10 on the earlier readings (within 0.01)
MORE_LIKELY = 0.5


def readings(skip: str) -> pd.DataFrame:
    """Every earlier reading's yes / no judgement, the latest per paper."""
    files = sorted(p for p in HERE.glob("theory_readings_*.csv")
                   if "pooled" not in p.name and p.name != Path(skip).name)
    df = pd.concat([pd.read_csv(p, dtype={"paper_id": str}) for p in files])
    return df.drop_duplicates("paper_id", keep="last")


def log_odds(p) -> np.ndarray:
    p = np.clip(np.asarray(p, dtype=float), 0.01, 0.99)
    return np.log(p / (1 - p))[:, None]


def with_confidence(words, confidence):
    return sp.hstack([words, sp.csr_matrix(log_odds(confidence))]).tocsr()


def classified(pairs: list[tuple[str, str]]) -> pd.DataFrame:
    """Main's (label, evidence, confidence) of each (title, abstract) as the corpus holds it."""
    return classify_papers([clean_text(a) for _, a in pairs], [clean_text(t) for t, _ in pairs],
                           [a for _, a in pairs])


def flags(label: str, score, yes, other=None) -> str:
    f = np.asarray(score) >= MORE_LIKELY
    out = f"{label}: flags {f.sum()} of {len(f)}, {np.asarray(yes)[f].sum()} of them yes"
    if other is not None:
        out += f", {np.asarray(other)[f].sum()} half"
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--fresh", required=True, help="the fresh reading (a theory_readings_*.csv)")
    args = ap.parse_args()
    corpus = {r["paper_id"]: (r["title"], r["abstract"])
              for folder in ("papercopilot", "papercopilot-more")
              for r in corpus_rows(SHARED / folder)}
    model = shipped_model()

    def words(pairs):
        return model._word_matrix([model_text(clean_text(a), clean_text(t)) for t, a in pairs])

    old = readings(args.fresh)
    old = old[old["own_experiment"].isin(["yes", "no"]) & old["paper_id"].isin(corpus)]
    pairs = [corpus[i] for i in old["paper_id"]]
    y = (old["own_experiment"] == "yes").to_numpy().astype(int)
    now = classified(pairs)
    theory = (now.iloc[:, 0] == "theory").to_numpy()
    X_words = words(pairs)
    X_read, X_now = (with_confidence(X_words, old["confidence"]),
                     with_confidence(X_words, now.iloc[:, 2]))
    print(f"earlier readings: {len(y)} judged ({y.sum()} yes); main still labels {theory.sum()} "
          f"of them theory ({y[theory].sum()} yes)")
    for name, X, X_scored in (("words", X_words, X_words), ("words + confidence", X_read, X_now)):
        cv, now_cv = np.zeros(len(y)), np.zeros(len(y))  # the confidence read, and main's
        for rep in range(3):
            for a, b in StratifiedKFold(5, shuffle=True, random_state=rep).split(X, y):
                lr = LogisticRegression(C=C, max_iter=5000).fit(X[a], y[a])
                cv[b] += lr.predict_proba(X[b])[:, 1] / 3
                now_cv[b] += lr.predict_proba(X_scored[b])[:, 1] / 3
        print(f"  {name}: cross-validated AUC {roc_auc_score(y, cv):.3f}, over main's theory "
              f"labels {roc_auc_score(y[theory], now_cv[theory]):.3f}; "
              + flags("among them", now_cv[theory], y[theory]))
    fit = LogisticRegression(C=C, max_iter=5000).fit(X_read, y)

    fresh = pd.read_csv(HERE / Path(args.fresh).name, dtype={"paper_id": str})
    fresh = fresh[fresh["paper_id"].isin(corpus)].reset_index(drop=True)
    fresh_pairs = [corpus[i] for i in fresh["paper_id"]]
    s = fit.predict_proba(with_confidence(words(fresh_pairs), fresh["confidence"]))[:, 1]
    yes = (fresh["own_experiment"] == "yes").to_numpy()
    half = (fresh["own_experiment"] == "half").to_numpy()
    judged = ~half
    s_words = LogisticRegression(C=C, max_iter=5000).fit(X_words, y).predict_proba(
        words(fresh_pairs))[:, 1]
    print(f"fresh reading {Path(args.fresh).name}: {len(fresh)} rows, {yes.sum()} yes, "
          f"{half.sum()} half; AUC yes vs no {roc_auc_score(yes[judged], s[judged]):.3f} "
          f"(words alone {roc_auc_score(yes[judged], s_words[judged]):.3f})")
    for (corpus_name, band_name), rows in fresh.groupby(["corpus", "band"]).groups.items():
        k = np.asarray(rows)
        print("  " + flags(f"{corpus_name} {band_name} (read {len(k)}, {yes[k].sum()} yes)",
                           s[k], yes[k], half[k]))

    dev = load_split("dev")
    dev_pairs = list(zip(dev["title"], dev["abstract"], strict=True))
    dev_now = classified(dev_pairs)
    keep = ((dev_now.iloc[:, 0] == "theory") & ~dev["paper_id"].isin(old["paper_id"])).to_numpy()
    kept = [p for p, k in zip(dev_pairs, keep, strict=True) if k]
    ds = fit.predict_proba(with_confidence(words(kept), dev_now.iloc[:, 2][keep]))[:, 1]
    gold = dev["label"][keep].to_numpy()
    f = ds >= MORE_LIKELY
    print(f"dev: main labels {keep.sum()} unread rows theory ({(gold != 'theory').sum()} wrong); "
          f"flags {f.sum()}: gold {pd.Series(gold[f]).value_counts().to_dict()}")


if __name__ == "__main__":
    main()
