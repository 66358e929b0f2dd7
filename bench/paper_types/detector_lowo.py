"""Can a detector learned from the theory-only readings find the own experiments the rules miss?

Issue 14, wave 67 (exp67).  The fresh readings of main's theory-only labels
(``theory_readings_w*_fresh.csv``: every title + abstract read, own experiment yes / half /
no, the deciding phrase quoted in ``note``) are a labelled set: about 1,000 abstracts over
waves 58-67, 1,500 more over waves 38-53.  This script measures, **leave one wave out**
(train on every other wave, score the wave left out: the honest figure, since each wave is
a fresh draw read before the rules it led to), how well these rank the abstracts the
current code still labels ``theory`` by "reports experiments of its own":

* ``main conf``: the code's own calibrated confidence of its theory label (low = doubted);
  nothing learned here, the baseline a detector must beat;
* ``words``: logistic regression on the abstract's word uni- and bigrams (TF-IDF);
* ``cues``: the same on the fitted model's cue features (``model.paper_features``) and its
  class probabilities;
* ``words+cues``: both;
* ``sentences``: the readings' quoted deciding phrases mark the positive *sentences*, every
  sentence of an abstract read *no* a negative one (the other sentences of a yes abstract
  are left out); logistic regression on sentence uni- and bigrams, an abstract scored by
  its best sentence (multiple-instance learning in its simplest form): a run is told in
  one sentence of a theory abstract, which whole-abstract words dilute;
* ``sentences+conf``: the rank average of ``sentences`` and ``main conf``.

Positives are yes (weight 1) and half (weight 0.5); precision and recall count a half as
0.5.  Every model uses ``class_weight="balanced"`` and C = 1 (not tuned on these scores).
A threshold is chosen **nested**: for each wave, the lowest score at which the other waves'
out-of-wave scores reach precision 0.6 (the issue's bar to use a detector at all), applied
to the wave left out.

Run from the repository root: ``PYTHONPATH=$PWD python3 bench/paper_types/detector_lowo.py``
(about two minutes: it scores every read abstract with the worktree's code).
"""

from __future__ import annotations

import glob
import json
import re
import sys
from pathlib import Path

import numpy as np
import pandas as pd
from scipy.sparse import csr_matrix, hstack
from sklearn.feature_extraction import DictVectorizer
from sklearn.feature_extraction.text import TfidfVectorizer
from sklearn.linear_model import LogisticRegression
from sklearn.metrics import average_precision_score, roc_auc_score

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(ROOT))

from analysis.paper_types.classify import decide_with_model  # noqa: E402
from analysis.paper_types.model import (  # noqa: E402
    model_text,
    notation,
    paper_features,
    shipped_model,
)
from analysis.paper_types.rules import score_text  # noqa: E402
from analysis.text import clean_text  # noqa: E402

CORPORA = [ROOT.parent / "shared" / "corpora" / d for d in ("papercopilot", "papercopilot-more")]
CREDIT = {"yes": 1.0, "half": 0.5, "no": 0.0}
FIRST_SCORED_WAVE = 58   # waves scored (58-67); every wave from 38 on trains
BAR = 0.6
SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[A-Z(])")


def readings() -> pd.DataFrame:
    """Every fresh reading (wave, paper_id, corpus, own, note); a paper read twice: last."""
    rows = []
    for f in sorted(glob.glob(str(HERE / "theory_readings_w*_fresh.csv"))):
        wave = int(re.search(r"_w(\d+)_", f).group(1))
        d = pd.read_csv(f)
        for _, r in d[d.own_experiment.isin(CREDIT)].iterrows():
            note = r.note if isinstance(r.note, str) else ""
            rows.append((wave, r.paper_id, r.get("corpus", "?"), r.own_experiment, note))
    df = pd.DataFrame(rows, columns=["wave", "paper_id", "corpus", "own", "note"])
    return df.drop_duplicates("paper_id", keep="last").reset_index(drop=True)


def with_features(df: pd.DataFrame) -> pd.DataFrame:
    """The reading rows with the code's label, confidence, model text, features, probabilities."""
    recs = {}
    for root in CORPORA:
        for f in glob.glob(str(root / "*" / "*.json")):
            stem = Path(f).stem
            for r in json.loads(Path(f).read_text("utf-8")):
                recs[f"{stem}:{r.get('id')}"] = (r.get("title") or "", r.get("abstract") or "")
    df = df[df.paper_id.isin(recs)].reset_index(drop=True)
    fitted = shipped_model()
    out = []
    for pid in df.paper_id:
        title, abstract = recs[pid]
        ct, ca = clean_text(title), clean_text(abstract)
        scored = score_text(ca, ct, abstract)
        feats = paper_features(scored, notation(abstract))
        label, _, conf = decide_with_model(scored, formal_notation=notation(abstract))
        text = model_text(ca, ct)
        probs = fitted.predict_proba(feats, fitted.word_scores([text])[0])
        feats = {**feats, **{f"p_{c}": float(p) for c, p in zip(fitted.classes, probs, strict=True)}}
        out.append((label, conf, text, feats))
    df[["label_now", "conf_now", "text", "feats"]] = pd.DataFrame(out, index=df.index)
    return df


def _design(df: pd.DataFrame, tr: np.ndarray, te: np.ndarray, variant: str):
    parts_tr, parts_te = [], []
    if "words" in variant:
        v = TfidfVectorizer(ngram_range=(1, 2), min_df=2, sublinear_tf=True)
        parts_tr.append(v.fit_transform(df.text[tr]))
        parts_te.append(v.transform(df.text[te]))
    if "cues" in variant:
        dv = DictVectorizer()
        parts_tr.append(csr_matrix(dv.fit_transform(list(df.feats[tr]))))
        parts_te.append(csr_matrix(dv.transform(list(df.feats[te]))))
    return hstack(parts_tr).tocsr(), hstack(parts_te).tocsr()


def abstract_scores(df: pd.DataFrame, variant: str) -> np.ndarray:
    """Out-of-wave probability of an own experiment, one model per wave left out."""
    y = (df.own != "no").astype(int).to_numpy()
    weight = np.where(df.own == "half", 0.5, 1.0)
    oof = np.full(len(df), np.nan)
    for wave in sorted(df.wave.unique()):
        if wave < FIRST_SCORED_WAVE:
            continue
        te, tr = np.where(df.wave == wave)[0], np.where(df.wave != wave)[0]
        x_tr, x_te = _design(df, tr, te, variant)
        clf = LogisticRegression(C=1.0, class_weight="balanced", max_iter=5000)
        clf.fit(x_tr, y[tr], sample_weight=weight[tr])
        oof[te] = clf.predict_proba(x_te)[:, 1]
    return oof


def _norm(s: str) -> str:
    return re.sub(r"[^a-z0-9]+", " ", s.lower()).strip()


def sentence_table(df: pd.DataFrame) -> pd.DataFrame:
    """(doc, wave, sentence, lab): 1 holds a quoted deciding phrase, 0 from a *no* abstract,
    -1 another sentence of a yes / half abstract (not trained on)."""
    rows = []
    for i, r in df.iterrows():
        sents = [s for s in SENTENCE.split(r.text) if len(s) > 15]
        quotes = re.findall(r'"([^"]{8,})"', r.note.replace('""', '"'))
        frags = [_norm(f) for q in quotes for f in q.split("...") if len(_norm(f)) >= 12]
        for s in sents:
            lab = 0 if r.own == "no" else 1 if any(f in _norm(s) for f in frags) else -1
            rows.append((i, r.wave, s, lab))
    return pd.DataFrame(rows, columns=["doc", "wave", "sent", "lab"])


def sentence_scores(df: pd.DataFrame) -> np.ndarray:
    """Out-of-wave best-sentence probability of an own run."""
    sd = sentence_table(df)
    oof = np.full(len(df), np.nan)
    for wave in sorted(df.wave.unique()):
        if wave < FIRST_SCORED_WAVE:
            continue
        tr, te = sd[(sd.wave != wave) & (sd.lab >= 0)], sd[sd.wave == wave]
        v = TfidfVectorizer(ngram_range=(1, 2), min_df=2, sublinear_tf=True)
        clf = LogisticRegression(C=1.0, class_weight="balanced", max_iter=5000)
        clf.fit(v.fit_transform(tr.sent), tr.lab)
        p = pd.Series(clf.predict_proba(v.transform(te.sent))[:, 1], index=te.index)
        best = p.groupby(te.doc).max()
        oof[best.index] = best.to_numpy()
    return oof


def nested_flags(ev: pd.DataFrame, score: str) -> pd.DataFrame:
    """For each wave, the rows at or above the lowest score at which the other waves reach
    precision BAR (none if they never do)."""
    flagged = []
    for wave in sorted(ev.wave.unique()):
        other = ev[ev.wave != wave].sort_values(score, ascending=False)
        precision = other.credit.cumsum().to_numpy() / np.arange(1, len(other) + 1)
        ok = np.where(precision >= BAR)[0]
        if len(ok):
            threshold = other[score].iloc[ok.max()]
            flagged.append(ev[(ev.wave == wave) & (ev[score] >= threshold)])
    return pd.concat(flagged) if flagged else ev.iloc[:0]


def report(ev: pd.DataFrame, score: str, name: str) -> None:
    total = ev.credit.sum()
    pos = ev.credit > 0
    top = ev.sort_values(score, ascending=False).credit.cumsum().to_numpy()
    ks = [k for k in (5, 10, 20, 50, 100) if k <= len(ev)]
    prec = " ".join(f"{top[k - 1] / k:.2f}" for k in ks)
    hi = ev[ev.conf_now >= 0.8]
    flags = nested_flags(ev, score)
    got = flags.credit.sum()
    print(f"{name:16s} AUC {roc_auc_score(pos, ev[score]):.3f}  AP "
          f"{average_precision_score(pos, ev[score]):.3f}  precision@{ks}: {prec}  "
          f"AUC in conf>=0.8 {roc_auc_score(hi.credit > 0, hi[score]):.3f}  nested@{BAR}: "
          f"{len(flags)} flagged, precision {got / max(len(flags), 1):.2f}, recall "
          f"{got / total:.2f}")


def main() -> None:
    df = with_features(readings())
    scored = df.wave >= FIRST_SCORED_WAVE
    print(f"readings: {len(df)} (waves {sorted(int(w) for w in df.wave.unique())}); waves "
          f"{FIRST_SCORED_WAVE}+: {scored.sum()}, of them theory at this code: "
          f"{(scored & (df.label_now == 'theory')).sum()}")
    print(pd.crosstab(df.own[scored], df.label_now[scored]).to_string())
    for variant in ("words", "cues", "words+cues"):
        df[variant] = abstract_scores(df, variant)
    df["sentences"] = sentence_scores(df)
    df["main conf"] = -df.conf_now
    ev = df[scored & (df.label_now == "theory")].copy()
    ev["credit"] = ev.own.map(CREDIT)
    ev["sentences+conf"] = ev.sentences.rank(pct=True) + ev["main conf"].rank(pct=True)
    print(f"scored: {len(ev)} theory labels, own experiments (half = 0.5) {ev.credit.sum()}, "
          f"{(ev.conf_now >= 0.8).sum()} of them at confidence >= 0.8 "
          f"({ev.credit[ev.conf_now >= 0.8].sum()})")
    for name in ("main conf", "words", "cues", "words+cues", "sentences", "sentences+conf"):
        report(ev, name, name)
    for name in ("sentences", "sentences+conf"):
        f = nested_flags(ev, name)
        print(f"\nflagged by {name} (nested threshold):")
        print(f[["wave", "paper_id", "own", "conf_now", name]].to_string(index=False))


if __name__ == "__main__":
    main()
