"""Pool every reading of theory-only papers: how often does a theory label report an own
experiment, by its calibrated confidence, its domain score and whether it is an audit hit?

    python bench/paper_types/doubt_pool.py                 # tables; writes the pooled CSV
    python bench/paper_types/doubt_pool.py --write-unclear # and the unclear share, to the model

Issue 14, wave 39 (``analysis/paper_types/doubt.py``'s premise).  Every reading made so far
with an own-experiment (or right / wrong) judgement of a paper the classifier once labelled
theory only (``READINGS``), each paper's reading taken once (``dedupe``), joined to what
*this* checkout's classifier says of it now: the model's label before the doubt rule, the
calibrated confidence of a ``theory`` choice (``Calibration.theory``: with the domain term),
the domain score (``PaperTypeModel.domain``), and whether the title or abstract holds an
experiment-like word (``audit_theory.EXPERIMENT_LIKE``: a "hit").  Then, per confidence
bin (cut at the bands' 0.80 / 0.95 and at 0.3 / 0.5 / 0.7, so that a bin never straddles
a band the audits sampled by) and per domain score, the share with an own experiment (yes
1, half 0.5) and the share whose theory label was right, with 90% Wilson intervals
(z = 1.645, as the audits' estimates; Wilson 1927), on the papers the model still labels
theory.

Sampling (what a rate means): the audits (``audit_round5_*``, waves 36-38's readings) drew
*hits* at random per band, so their rates are those of the hits of a bin; wave 25's
readings and ``dev9t`` drew theory labels at random per venue group (robotics / vision /
AI / ML) and band, hits or not; wave 38's doubt reading drew 30 of the 162 doubted labels.
``changes_w38.csv`` and ``blind_changes_w24.csv`` are papers a cue change moved, chosen by
their outcome: pooled in the file, left out of every rate (``kind`` "selected").  Readings
cues were later written from (``acted_on``, ``READINGS``) keep only the misses no cue
caught, so the tables are printed for the readings never acted on (the honest rates) and
for all random readings (more rows, rates biased low).  Where a reading judged the own
experiment only, "theory right" is "no own experiment" (an upper bound: a theory label
with no proved result is wrong too, 4 of wave 38's 30) and "read unclear" is unknown.
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

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(HERE))

from audit_theory import EXPERIMENT_LIKE, corpus_rows  # noqa: E402

from analysis.decisions.rates import wilson_interval  # noqa: E402
from analysis.paper_types.classify import _model_view  # noqa: E402
from analysis.paper_types.doubt import doubted, follow_label  # noqa: E402
from analysis.paper_types.model import model_text, notation, shipped_model  # noqa: E402
from analysis.paper_types.rules import score_text, verdict  # noqa: E402
from analysis.text import clean_text  # noqa: E402

SHARED = next((p / "shared" / "corpora" for p in ROOT.parents[:2] if (p / "shared").is_dir()),
              ROOT.parent / "shared" / "corpora")
ML = {"acl", "aistats", "colt", "iclr", "icml", "naacl", "nips", "uai"}   # the 24k's venues
Z = 1.645   # 90% two-sided, as the audits' band-wise estimates
CUTS = (0.0, 0.3, 0.5, 0.7, 0.8, 0.95, 1.001)
OWN = {"yes": 1.0, "half": 0.5, "borderline": 0.5, "no": 0.0}
# a wave-25 / round-9 reader's label -> "own experiment" (theory only: none; a label with
# empirical in it: one; torn between the two: half; unclear: none reported).  For these
# readers "empirical" also takes a method that claims to work with no experiment named
# (LABELLING_GUIDE.md), so here "own" means "not theory only", an upper bound; their
# "theory right" is exact.  The own-experiment estimate (doubt_corpora.py) reads the
# audits' readings only.
READER = {"theory": 0.0, "empirical": 1.0, "both": 1.0, "unclear": 0.0,
          "theory or both": 0.5, "both or theory": 0.5, "theory or empirical": 0.5,
          "empirical or unclear": 0.5}
UNCLEAR = {"unclear": 1.0, "empirical or unclear": 0.5}   # a reader's label read as unclear
VERDICT = {"right": 1.0, "borderline": 0.5, "wrong": 0.0}
# (file, kind, whether cues were written from its misses), newest first: the reading kept
# when a paper was read twice.  "Acted on" (RESULTS.md): round 5's last rules were written
# from audit_round5_reading; waves 36-37's from wave 36's three seeds; wave 38's from wave
# 37's reading.  The misses such a reading found were fixed, so among its papers still
# labelled theory the own experiments are depleted (the ones read were removed, the unread
# alike were not): its rates understate the misses of every unread paper.
READINGS = (
    # waves 39-50's fresh readings (audit hits; the 61k uncertain band alone for wave 50),
    # each acted on by the wave after it
    ("theory_readings_w50_61k.csv", "audit hits", True),
    ("theory_readings_w49_fresh.csv", "audit hits", True),
    ("theory_readings_w47_fresh.csv", "audit hits", True),
    ("theory_readings_w46_fresh.csv", "audit hits", True),
    ("theory_readings_w43_fresh.csv", "audit hits", True),
    ("theory_readings_w42_fresh.csv", "audit hits", True),
    ("theory_readings_w41_fresh.csv", "audit hits", True),
    ("theory_readings_w39_fresh.csv", "audit hits", True),
    # acted on since wave 39: types39's outcome families were written from its misses (the
    # pooled CSV, written before that merge, still reads it as never acted on)
    ("theory_readings_w38_fresh.csv", "audit hits", True),
    ("theory_readings_w38.csv", "doubted (random 30 of 162)", False),
    ("theory_readings_w37.csv", "audit hits", True),
    ("theory_readings_w36.csv", "audit hits", True),
    ("audit_round5_fresh_reading.csv", "audit hits", False),
    ("audit_round5_reading.csv", "audit hits", True),
    ("theory_readings_w25_fresh_seed7707.csv", "theory labels", False),
    ("theory_readings_w25_seed2501.csv", "theory labels", False),
    ("labels_dev9t_part1.csv", "theory labels", False),
    ("changes_w38.csv", "selected", True),
    ("blind_changes_w24.csv", "selected", True),
)
POOLED = HERE / "theory_readings_pooled_w39.csv"


def wilson(k: float, n: int, z: float = Z) -> tuple[float, float]:
    """Wilson's score interval of a share ``k / n`` (``k`` may hold halves; the product's
    :func:`analysis.decisions.rates.wilson_interval`, the whole range when nothing was read)."""
    if n == 0:
        return 0.0, 1.0
    low, high = wilson_interval(k, n, z=z)
    return float(low), float(high)


def one_file(name: str, kind: str, acted_on: bool = False) -> pd.DataFrame:
    """A reading file as rows of (paper_id, own, theory_right, unclear, source, kind,
    acted_on); ``unclear`` is NaN where the reading could not say (own experiment only)."""
    d = pd.read_csv(HERE / name)
    out = pd.DataFrame({"paper_id": d["paper_id"], "source": name, "kind": kind,
                        "acted_on": acted_on})
    if "own_experiment" in d:
        own = d["own_experiment"].map(OWN)
        out["own"] = own
        out["theory_right"] = (d["theory_right"].astype(float) if "theory_right" in d
                               else 1.0 - own)
        # neither an experiment nor a proved result: empirical (a method that claims to
        # work) or unclear (a description only), which the reading did not tell: half; a
        # reading of the own experiment alone cannot say unclear at all
        out["unclear"] = (np.where((own == 0) & (out["theory_right"] == 0), 0.5, 0.0)
                          if "theory_right" in d else np.nan)
    elif "reader_label" in d:                      # wave 25, blind_changes_w24
        out["own"] = d["reader_label"].map(READER)
        out["unclear"] = d["reader_label"].map(UNCLEAR).fillna(0.0)
        verdict_col = "verdict" if "verdict" in d else "verdict_if_theory"
        out["theory_right"] = (d[verdict_col].map(VERDICT) if verdict_col in d
                               else (d["reader_label"] == "theory").astype(float))
        if "old" in d:                             # only the changes away from theory
            out = out[d["old"].eq("theory").to_numpy()]
    elif "label" in d:                             # round 9's theory labels, read blind
        out["own"] = d["label"].map(READER)
        out["unclear"] = d["label"].map(UNCLEAR).fillna(0.0)
        out["theory_right"] = (d["label"] == "theory").astype(float)
    else:                                          # changes_w38: each an own experiment
        out["own"] = 1.0
        out["unclear"] = 0.0
        out["theory_right"] = d["theory_vs_rest"].isna().astype(float)
    return out[out["own"].notna()]


def dedupe(frames: list[pd.DataFrame]) -> pd.DataFrame:
    """One reading per paper: a random reading before a selected one, then the newest."""
    allr = pd.concat(frames, ignore_index=True)
    allr["order"] = np.arange(len(allr)) + 10_000 * allr["kind"].eq("selected")
    return allr.sort_values("order").drop_duplicates("paper_id").drop(columns="order")


def classify_now(ids: list[str], fitted=None) -> pd.DataFrame:
    """This checkout's view of each paper: label before the doubt rule, theory confidence,
    domain score, audit hit."""
    records: dict[str, dict] = {}
    wanted = set(ids)
    for corpus in ("papercopilot", "papercopilot-more"):
        rows_of = corpus_rows(SHARED / corpus)
        if not rows_of:
            # a checkout copied outside the project's folder finds no corpora beside it: every
            # reading would silently lose its view (and ``doubted_unclear`` its column)
            raise FileNotFoundError(f"{SHARED / corpus}: no corpus files (*/*.json); the pooled "
                                    "readings need the corpora beside the checkout")
        for r in rows_of:
            if r["paper_id"] in wanted:
                records[r["paper_id"]] = r
    fitted = fitted or shipped_model()
    rows = []
    for pid in ids:
        r = records.get(pid)
        if r is None:
            rows.append({"paper_id": pid, "doubted_to": ""})
            continue
        rows.append({"paper_id": pid, **view(fitted, r["title"], r["abstract"])})
    return pd.DataFrame(rows)


def view(fitted, title: str, abstract: str) -> dict:
    """Label (before the doubt rule), theory confidence, domain score and hit of one paper."""
    scored = score_text(clean_text(abstract), clean_text(title), abstract)
    domain = float(fitted.domain([model_text(scored.text, scored.title)])[0])
    hit = bool(EXPERIMENT_LIKE.search(title) or EXPERIMENT_LIKE.search(abstract))
    final = verdict(scored)
    # "doubted_to" is in every row ("" where the rule does not move the label), so that a
    # pool with no theory label left still has the column ``doubted_unclear`` reads
    if final is not None:
        return {"label_now": final[0], "conf": np.nan, "domain": domain, "hit": hit,
                "doubted_to": ""}
    label, _, p, probs, ok = _model_view(scored, fitted, notation(abstract), None)
    if label != "theory":
        return {"label_now": label, "conf": np.nan, "domain": domain, "hit": hit,
                "doubted_to": ""}
    conf = fitted.calibration.theory([p], [domain])[0]
    shown = "theory"
    if doubted(conf, domain):
        shown = follow_label(fitted.classes, probs, ok, conf, fitted.calibration)[0]
    return {"label_now": label, "conf": conf, "domain": domain, "hit": hit,
            "doubted_to": shown if shown != "theory" else ""}


def table(df: pd.DataFrame, by: pd.Series, title: str) -> None:
    """Own-experiment and theory-right shares (90% Wilson) per group of ``by``, beside the
    mean confidence the label states."""
    print(f"\n{title}")
    print(f"{'':>14} {'n':>4}  {'own experiment':<24} {'theory right':<24} stated")
    for key, g in df.groupby(by, observed=True):
        n = len(g)
        own, right = g["own"].sum(), g["theory_right"].sum()
        lo, hi = wilson(own, n)
        rlo, rhi = wilson(right, n)
        print(f"{str(key):>14} {n:>4}  {own:>5.1f} {own / n:.2f} ({lo:.2f}-{hi:.2f})    "
              f"{right:>5.1f} {right / n:.2f} ({rlo:.2f}-{rhi:.2f})  {g['conf'].mean():.2f}")


def pooled(fitted=None) -> pd.DataFrame:
    """Every reading, one per paper, with what ``fitted`` (default: the shipped model) says
    of it now."""
    frames = [one_file(name, kind, acted) for name, kind, acted in READINGS]
    for f in frames:
        print(f"{f['source'].iat[0]}: {len(f)} readings ({f['kind'].iat[0]})")
    pool = dedupe(frames)
    print(f"{sum(map(len, frames))} readings, {len(pool)} papers after deduplication")
    now = classify_now(pool["paper_id"].tolist(), fitted)
    pool = pool.merge(now, on="paper_id", how="left")
    pool["corpus"] = np.where(pool["paper_id"].str.extract(r"^([a-z]+)")[0].isin(ML),
                              "24k", "61k")
    return pool


def report(pool: pd.DataFrame) -> None:
    rand = pool[pool["kind"] != "selected"]
    gone = rand["label_now"] != "theory"
    print(f"\nrandom readings {len(rand)}; still theory (model, before the doubt rule) "
          f"{int((~gone).sum())}; no longer theory {int(gone.sum())} (own experiment among "
          f"them {rand.loc[gone, 'own'].mean():.2f})")
    for name, subset in (("never acted on", rand[~rand["acted_on"]]), ("all random", rand)):
        theory = subset[subset["label_now"] == "theory"]
        print(f"\n##### {name}: {len(theory)} readings of papers still theory")
        for corpus in ("24k", "61k"):
            part = theory[theory["corpus"] == corpus]
            for hit in (True, False):
                sub = part[part["hit"] == hit]
                if len(sub):
                    table(sub, pd.cut(sub["conf"], CUTS, right=False),
                          f"{corpus}, {'hits' if hit else 'non-hits'}: by calibrated confidence")
            cell = (pd.cut(part["conf"], (0, 0.3, 0.5, 1.001), right=False).astype(str) + " x "
                    + np.where(part["domain"] >= 0.5, "d>=.5", "d<.5"))
            table(part, cell, f"{corpus}, confidence x domain score (hits and not)")
            low = part[part["conf"] < 0.5]
            if len(low):
                table(low, low["hit"].map({True: "hits", False: "non-hits"}),
                      f"{corpus}, confidence < 0.5")


def doubted_unclear(pool: pd.DataFrame) -> tuple[float, int, float]:
    """(read unclear, n, the estimate): of the randomly drawn readings of papers the doubt
    rule now makes ``unclear`` that judged the whole label (not the own experiment alone),
    how many were read ``unclear``, and ``(right + 1) / (n + 2)`` (Laplace's rule of
    succession, as train.py estimates the rules' own decisions)."""
    sent = pool[(pool["kind"] != "selected") & pool["doubted_to"].eq("unclear")
                & pool["unclear"].notna()]
    right, n = float(sent["unclear"].sum()), len(sent)
    return right, n, round((right + 1) / (n + 2), 4)


def write_unclear(value: float, right: float, n: int) -> None:
    """Store ``doubted_unclear`` in the shipped model file, nothing else changed."""
    from analysis.paper_types.model import MODEL_PATH, PaperTypeModel
    model = PaperTypeModel.load()
    model.calibration.doubted_unclear = value
    model.meta.setdefault("calibration_theory_shift", {})["doubted_unclear"] = (
        f"pooled readings (bench/paper_types/doubt_pool.py, wave 39): {right:g} of {n} "
        "randomly read papers the doubt rule makes unclear were read unclear (a reading of neither "
        "an experiment nor a proved result counts half), (right + 1) / (n + 2)")
    MODEL_PATH.write_text(model.to_json(), "utf-8")
    print(f"wrote doubted_unclear {value} to {MODEL_PATH.relative_to(ROOT)}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--no-write", action="store_true", help="do not write the pooled CSV")
    ap.add_argument("--write-unclear", action="store_true",
                    help="store the re-estimated doubted_unclear in the model file")
    args = ap.parse_args()
    pool = pooled()
    if not args.no_write:
        cols = ["paper_id", "corpus", "source", "kind", "acted_on", "own", "theory_right", "unclear",
                "label_now", "doubted_to", "conf", "domain", "hit"]
        pool[cols].round({"conf": 3, "domain": 3}).to_csv(POOLED, index=False)
        print(f"wrote {POOLED.relative_to(ROOT)}")
    report(pool)
    right, n, value = doubted_unclear(pool)
    sent = pool[(pool["kind"] != "selected") & pool["doubted_to"].eq("unclear")
                & pool["unclear"].notna()]
    print(f"\ndoubted to unclear now: {n} read papers ({sent['source'].value_counts().to_dict()});"
          f" read unclear {right:g}; doubted_unclear {value} (shipped "
          f"{shipped_model().calibration.doubted_unclear})")
    if args.write_unclear:
        write_unclear(value, right, n)


if __name__ == "__main__":
    main()
