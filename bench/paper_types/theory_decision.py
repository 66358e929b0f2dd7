"""Decision-level variants of the "theory only" label, chosen on dev rounds 1-9 and checked on
dev10 / dev11 (issue 14, wave 63).

    PYTHONPATH=$PWD python3 bench/paper_types/theory_decision.py [--readings] [--digest D.tsv]

The question: when "theory only" rests on weak evidence, would giving the model's next label
(or ``unclear``) raise theory precision without costing 3-way macro-F1?  A variant is one
:func:`redecide` rule: a model-chosen ``theory`` label whose calibrated confidence is below
``below``, in an abstract whose domain score (:meth:`..model.PaperTypeModel.domain`) is at
least ``min_domain``, gives way to the allowed other label of the highest model probability
(:func:`analysis.paper_types.model.allowed`: one whose evidence is there); with none allowed
it becomes ``unclear`` (``needs_other`` False) or stays.  That is the shipped doubt rule
(:mod:`analysis.paper_types.doubt`, below 0.5 where the domain score is at least 0.5) with its
two numbers free, so the grid holds the rule as shipped (``min_domain`` 0.5: no change).
The variant chosen on dev 1-9, ``(0.3, 0.1, True)``, was not kept (RESULTS.md, wave 63): it
moves no dev10 / dev11 label, so theory precision cannot rise there, and it makes ``both`` 7
planted robotics theory abstracts of earlier waves' tests (a stray empirical word under 0.3).

The tables scored, one row per abstract (gold, label, confidence, domain, the model's three
probabilities and which labels are allowed):

* dev (rounds 1-5 and the old tests, 2,142): **out of fold**, as ``doubt_cv.py`` (wave 59):
  ``train.cross_validate`` with the shipped C 3 balanced, 5-fold x 3, the doubt step inside
  each fold, each fold's isotonic map fitted on the other folds.  The shipped model was fitted
  on dev, so its own dev probabilities are in sample: there it gives 11 wrong theory labels a
  theory probability under 0.1 (it learnt their gold label, which the gate then forbids); out
  of fold no such label exists;
* dev9, dev9t (round 9), dev10, dev11: the shipped classifier (the model never saw them;
  round 9 fitted the domain shift).

Selection: the variant of the highest 3-way macro-F1 on dev rounds 1-9 pooled (each dev
repeat with dev9 and dev9t), ties to the smaller change; then scored on dev10 and dev11, and
the reverse (chosen on dev10 + dev11, scored on 1-9).  ``--readings``: the same rules on the
read theory-only corpus labels (``theory_readings_w*.csv``: own experiment yes / half / no),
how many each moves and how many of those hold an own experiment.  ``--digest``: with a
``cue_digest.py --labels`` file, how many of the corpora's theory labels each variant moves.
Dev splits and readings only: held-out labels are never opened here.
"""

from __future__ import annotations

import argparse
import glob
import sys
from pathlib import Path

import numpy as np
import pandas as pd

sys.path.insert(0, str(Path(__file__).resolve().parent))
import evaluate  # noqa: E402  (a bench script beside this one)

from analysis.paper_types.calibration import expected_calibration_error  # noqa: E402

CLASSES = ("both", "empirical", "theory")
BELOW = (0.3, 0.4, 0.5, 0.6, 0.7, 0.8)
MIN_DOMAIN = (0.0, 0.1, 0.15, 0.2, 0.3, 0.5)
NO_CHANGE = (0.0, 1.0, True)   # nothing is below 0: the shipped decision
HERE = Path(__file__).resolve().parent
DRAWS = 2000


def redecide(table: pd.DataFrame, below: float, min_domain: float, needs_other: bool,
             calibrate=None, unclear_conf: float | None = None) -> pd.DataFrame:
    """(label, conf) per row after the rule; rows the rules decided (``model`` False) and
    labels other than theory stay.  ``calibrate`` maps a probability to the moved label's
    confidence (none: the confidence column stays, which only ECE reads)."""
    out = table[["label", "conf"]].copy()
    theory = (table["label"] == "theory") & table["model"]
    weak = theory & (table["conf"] < below) & (table["domain"] >= min_domain)
    for i in np.flatnonzero(weak.to_numpy()):
        row = table.iloc[i]
        others = [(row[f"p_{c}"], c) for c in CLASSES if c != "theory" and row[f"ok_{c}"]]
        if others:
            p, label = max(others)
            conf = calibrate(p) if calibrate else row["conf"]
        elif needs_other:
            continue
        else:
            label, conf = "unclear", unclear_conf if unclear_conf is not None else row["conf"]
        out.iloc[i] = (label, conf)
    return out


def macro_f1(gold: np.ndarray, pred: np.ndarray, labels: tuple[str, ...]) -> float:
    """Macro-F1 over ``labels`` as ``sklearn.metrics.f1_score(..., zero_division=0)`` gives
    it (2 tp / (2 tp + fp + fn) per label, 0 where that is 0 / 0), in numpy: the bootstrap's
    2,000 draws per set take seconds, not minutes (tested equal to ``evaluate.scores``)."""
    out = []
    for c in labels:
        g, p = gold == c, pred == c
        tp, wrong = int((g & p).sum()), int((g ^ p).sum())
        out.append(2 * tp / (2 * tp + wrong) if tp + wrong else 0.0)
    return float(np.mean(out))


def summary(gold: pd.Series, decided: pd.DataFrame) -> dict[str, float]:
    """3-way / binary macro-F1 (as ``evaluate.scores``: gold ``unclear`` rows dropped),
    theory precision and recall (over gold theory), the number of theory labels, ECE of the
    4-way label."""
    g = np.asarray(gold, dtype=object)
    label = np.asarray(decided["label"], dtype=object)
    known = g != "unclear"
    g3, p3 = g[known], label[known]
    said, is_theory = label == "theory", g == "theory"
    binary = (np.where(g3 == "theory", "theory", "other"), np.where(p3 == "theory", "theory", "other"))
    return {"f1_3way": macro_f1(g3, p3, ("theory", "empirical", "both")),
            "f1_binary": macro_f1(*binary, ("theory", "other")),
            "precision": float(is_theory[said].mean()) if said.any() else 0.0,
            "recall": float((said & is_theory).sum() / max(is_theory.sum(), 1)),
            "n_theory": int(said.sum()),
            "ece": expected_calibration_error(np.asarray(decided["conf"], dtype=float), g == label)}


def _rules() -> list[tuple[float, float, bool]]:
    return [NO_CHANGE] + [(b, d, n) for n in (True, False) for d in MIN_DOMAIN for b in BELOW]


def pick(tables: list[pd.DataFrame], rules=None) -> tuple[tuple[float, float, bool], float]:
    """The rule of the highest mean 3-way macro-F1 over ``tables`` (each scored whole), ties
    to the first listed (:func:`_rules`: no change first, then the narrower rules)."""
    best, best_f1 = None, -1.0
    for rule in rules or _rules():
        f1 = float(np.mean([summary(t["gold"], redecide(t, *rule))["f1_3way"] for t in tables]))
        if f1 > best_f1 + 1e-12:
            best, best_f1 = rule, f1
    assert best is not None
    return best, best_f1


def bootstrap(gold: pd.Series, before: pd.DataFrame, after: pd.DataFrame, seed: int = 0) -> dict:
    """Paired 95% percentile intervals (DRAWS resamples of the rows) of each summary figure,
    before and after, and of the difference."""
    rng = np.random.default_rng(seed)
    gold, before, after = (x.reset_index(drop=True) for x in (gold, before, after))
    keys = ("f1_3way", "f1_binary", "precision", "recall", "ece")
    draws: dict[str, list[float]] = {f"{w} {k}": [] for w in ("before", "after", "diff") for k in keys}
    for _ in range(DRAWS):
        idx = rng.integers(0, len(gold), len(gold))
        a, b = summary(gold[idx], before.iloc[idx]), summary(gold[idx], after.iloc[idx])
        for k in keys:
            draws[f"before {k}"].append(a[k])
            draws[f"after {k}"].append(b[k])
            draws[f"diff {k}"].append(b[k] - a[k])
    return {k: tuple(np.percentile(v, [2.5, 97.5])) for k, v in draws.items()}


# --- the tables ------------------------------------------------------------------------------
def model_view(text: str, title: str, original: str, fitted) -> dict:
    """The shipped classifier's decision of one abstract with what the rule reads."""
    from analysis.paper_types import classify
    from analysis.paper_types.model import model_text, notation
    from analysis.paper_types.rules import score_text
    scored = score_text(text, title, original)
    label, _, conf = classify.decide_with_model(scored, fitted, formal_notation=notation(original))
    row = {"label": label, "conf": float(conf), "model": classify.verdict(scored) is None,
           "domain": 0.0, **{f"p_{c}": 0.0 for c in CLASSES}, **{f"ok_{c}": False for c in CLASSES}}
    if row["model"]:
        _, _, _, probs, ok = classify._model_view(scored, fitted, notation(original), None)
        row["domain"] = float(fitted.domain([model_text(scored.text, scored.title)])[0])
        for k, c in enumerate(fitted.classes):
            row[f"p_{c}"], row[f"ok_{c}"] = float(probs[k]), bool(ok[k])
    return row


def shipped_table(split: str) -> pd.DataFrame:
    """One row per abstract of a dev split, as the shipped classifier decides it."""
    from analysis.paper_types.model import shipped_model
    from analysis.text import clean_text
    df, fitted = evaluate.load_split(split), shipped_model()
    rows = [model_view(clean_text(a), clean_text(t), a, fitted)
            for a, t in zip(df["abstract"], df["title"], strict=True)]
    return pd.DataFrame(rows).assign(gold=df["label"].to_numpy(), paper_id=df["paper_id"].to_numpy())


def oof_tables() -> list[pd.DataFrame]:
    """dev out of fold, one table per repeat (doubt_cv.py's capture of ``train._doubted``;
    each fold's own isotonic map gives the confidence, the shipped shifts as shipped)."""
    import train

    from analysis.paper_types.calibration import Calibration
    from analysis.paper_types.model import PaperTypeModel, allowed
    captured = {}
    real = train._doubted

    def capture(*args):
        captured["args"], captured["out"] = args, real(*args)
        return captured["out"]

    d = train.dev_features()
    y = d.df["label"].to_numpy(dtype=object)
    train._doubted = capture
    try:
        train.cross_validate(d.feats, d.texts, y, d.rules, d.choice, nested=False,
                             fixed=(3.0, "balanced"), repeats=3,
                             venues=d.df["venue"].to_numpy(dtype=object))
    finally:
        train._doubted = real
    _, rules, dicts, preds, probas, every, domain, folds, classes = captured["args"]
    shipped = PaperTypeModel.load().calibration
    ok = np.array([allowed(classes, dicts[i]) for i in range(len(y))])
    tables = []
    for r in range(len(preds)):
        conf = np.full(len(y), shipped.of_rules("unclear"))
        for rr, a, b in folds:
            if rr != r:
                continue
            base = train.calibration(y, rules, [preds[r]], [probas[r]], a)
            cal = Calibration(base.xs, base.ys, base.fallback, shipped.shift,
                              shipped.theory_shift, shipped.doubted_unclear)
            for i in b:
                if rules[i] is not None:
                    conf[i] = cal.of_rules(rules[i])
                elif preds[r][i] == "theory":
                    conf[i] = cal.theory([probas[r][i]], [domain[r][i]])[0]
                else:
                    conf[i] = cal(probas[r][i])
        t = pd.DataFrame({"gold": y, "label": captured["out"][r], "conf": conf,
                          "model": [x is None for x in rules], "domain": domain[r]})
        for k, c in enumerate(classes):
            t[f"p_{c}"], t[f"ok_{c}"] = every[r][:, k], ok[:, k]
        tables.append(t.assign(paper_id=d.df["paper_id"].to_numpy()))
    return tables


# --- reports -----------------------------------------------------------------------------------
def _line(name: str, gold: pd.Series, before: pd.DataFrame, after: pd.DataFrame) -> None:
    a, b = summary(gold, before), summary(gold, after)
    moved = int((before["label"].to_numpy() != after["label"].to_numpy()).sum())
    print(f"  {name:8s} n {len(gold):4d} moved {moved:3d} | " + "  ".join(
        f"{k} {a[k]:.3f}->{b[k]:.3f}" for k in ("f1_3way", "f1_binary", "precision", "recall", "ece"))
        + f"  theory labels {a['n_theory']}->{b['n_theory']}")


def _intervals(name: str, gold: pd.Series, before: pd.DataFrame, after: pd.DataFrame) -> None:
    iv = bootstrap(gold, before, after)
    print(f"  {name}: " + "; ".join(
        f"{k} [{iv['before ' + k][0]:.3f}, {iv['before ' + k][1]:.3f}] -> "
        f"[{iv['after ' + k][0]:.3f}, {iv['after ' + k][1]:.3f}] (diff [{iv['diff ' + k][0]:+.3f}, "
        f"{iv['diff ' + k][1]:+.3f}])" for k in ("f1_3way", "f1_binary", "precision", "ece")))


def grid_report(dev: list[pd.DataFrame], sets: dict[str, pd.DataFrame], calibrate, unclear) -> None:
    """Every rule's 3-way F1 / theory precision on pooled 1-9 (dev repeats + dev9 + dev9t) and
    on dev10, dev11; the rule picked each way and its figures before / after."""
    pooled = [pd.concat([t, sets["dev9"], sets["dev9t"]], ignore_index=True) for t in dev]
    fresh = [pd.concat([sets["dev10"], sets["dev11"]], ignore_index=True)]
    print("rule (below, min domain, needs other) | pooled 1-9: 3-way, precision | dev10+dev11: 3-way, precision")
    for rule in _rules():
        p = [summary(t["gold"], redecide(t, *rule)) for t in pooled]
        f = summary(fresh[0]["gold"], redecide(fresh[0], *rule))
        print(f"  {str(rule):22s} {np.mean([x['f1_3way'] for x in p]):.4f} "
              f"{np.mean([x['precision'] for x in p]):.4f} | {f['f1_3way']:.4f} {f['precision']:.4f}")
    for name, chosen_on, checked in (("chosen on 1-9", pooled, ["dev10", "dev11"]),
                                     ("chosen on dev10 + dev11", fresh, ["dev", "dev9", "dev9t"])):
        rule, f1 = pick(chosen_on)
        print(f"\n{name}: {rule} (3-way {f1:.4f} there)")
        for split in ("dev", "dev9", "dev9t", "dev10", "dev11"):
            t = dev[0] if split == "dev" else sets[split]
            after = redecide(t, *rule, calibrate=calibrate, unclear_conf=unclear)
            _line(split, t["gold"], t[["label", "conf"]], after)
            _intervals(split + (" (checked)" if split in checked else ""), t["gold"],
                       t[["label", "conf"]], after)


def readings_report(fitted, rules) -> None:
    """Each rule on the read theory-only corpus labels: moved, and of those own experiments."""
    from cue_digest import corpus_papers
    reads = []
    for path in sorted(glob.glob(str(HERE / "theory_readings_w*.csv"))):
        r = pd.read_csv(path, dtype=str, keep_default_na=False)
        if "own_experiment" in r:
            reads.append(r[["paper_id", "own_experiment"]])
    read = pd.concat(reads).drop_duplicates("paper_id", keep="last")
    read = read[read["own_experiment"].isin(["yes", "half", "no"])]
    want = dict(zip(read["paper_id"], read["own_experiment"].map({"yes": 1, "half": .5, "no": 0}),
                    strict=True))
    rows = [{**model_view(text, title, orig, fitted), "paper_id": pid, "own": want[pid]}
            for pid, text, title, orig in corpus_papers() if pid in want]
    t = pd.DataFrame(rows)
    t = t[t["label"] == "theory"].reset_index(drop=True)
    print(f"\nread theory-only corpus labels still theory: {len(t)}, own experiment "
          f"{t['own'].sum():.1f} ({t['own'].mean():.3f})")
    for rule in rules:
        moved = (redecide(t, *rule)["label"] != "theory").to_numpy()
        print(f"  {str(rule):22s} moves {moved.sum():3d}, own experiment "
              f"{t['own'][moved].sum():.1f}; kept theory labels' own share "
              f"{t['own'][~moved].mean():.4f}")


def digest_report(path: str, fitted, rules) -> None:
    """How many of the corpora's theory labels (a ``cue_digest.py --labels`` file) each rule
    moves, 24k (papercopilot) and 61k apart."""
    from cue_digest import CORPORA, corpus_papers
    labels = {f[0]: f[3] for f in (line.rstrip("\n").split("\t") for line in open(path, encoding="utf-8"))}
    first = {p.stem for p in CORPORA[0].glob("*/*.json")}
    rows = [{**model_view(text, title, orig, fitted), "paper_id": pid,
             "corpus": "24k" if pid.split(":")[0] in first else "61k"}
            for pid, text, title, orig in corpus_papers() if labels.get(pid) == "theory"]
    t = pd.DataFrame(rows)
    for rule in rules:
        after = redecide(t, *rule)["label"]
        moved = after != t["label"]
        print(f"  {str(rule):22s} " + ", ".join(
            f"{c}: {int((moved & (t['corpus'] == c)).sum())} of {int((t['corpus'] == c).sum())} "
            f"theory labels move ({after[moved & (t['corpus'] == c)].value_counts().to_dict()})"
            for c in ("24k", "61k")))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--readings", action="store_true", help="also the read corpus labels")
    ap.add_argument("--digest", metavar="TSV", help="a cue_digest.py --labels file")
    args = ap.parse_args()
    from analysis.paper_types.model import shipped_model
    fitted = shipped_model()
    sets = {s: shipped_table(s) for s in ("dev9", "dev9t", "dev10", "dev11")}
    grid_report(oof_tables(), sets, fitted.calibration, fitted.calibration.doubted_unclear)
    shown = [(0.3, 0.1, True), (0.3, 0.0, True), (0.5, 0.0, True), (0.5, 0.0, False),
             (0.7, 0.0, False)]
    if args.readings:
        readings_report(fitted, shown)
    if args.digest:
        digest_report(args.digest, fitted, shown)


if __name__ == "__main__":
    main()
