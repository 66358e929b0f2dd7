"""Session 73 (arbiter73): where the fitted model overrides the rules, and whether an
arbitration with one number, chosen leave-one-set-out, beats the shipped combination.

    PYTHONPATH=$PWD python3 bench/paper_types/arbiter73.py table     # every blind row, saved
    PYTHONPATH=$PWD python3 bench/paper_types/arbiter73.py kinds     # the overrides by kind
    PYTHONPATH=$PWD python3 bench/paper_types/arbiter73.py loso      # the arbitration, LOSO

``table`` types dev10-dev21 (``evaluate.BLIND_SETS``, 2,320 rows) with the code of this
checkout: per row the rules-only label (:func:`rules.decide`, as ``evaluate.py``'s "rules
only"), whether the rules' word is final (:func:`classify.verdict`), the model's own label
(``classify._model_view``: after the gate and ``hinted``, before ``doubt``), its
probabilities and allowed labels, the shipped label and confidence, both sides' rule scores
and strongest own cue (key, tag, weight), the corpus (24k: the papercopilot venues; 61k:
papercopilot-more) and the venue.  Saved as a pickle in ``$ARBITER73_TMP`` (default
/work/tmp/arbiter73), never in the repository.

An *override* is a row whose model label differs from the rules-only label where the rules'
word is not final.  A *family* is a set of override kinds (rules' label -> model's label);
the arbitration with threshold ``p`` lets the rules' label stand on an override of the
family where the model's probability of the rules' label is at least ``p`` and the label is
allowed (:func:`model.allowed`: an own experiment still rules theory out); ``p`` = 0 keeps
every rules' label of the family, ``p`` > 1 none (the shipped combination).  ``loso``
chooses the family and ``p`` on the other eleven sets (pooled 3-way F1; a tie keeps fewer
changes) for each left-out set, pools the left-out labels and compares them with the
shipped ones (bootstrap_dev's paired resamples: 2,000 draws, seed 0).
"""

from __future__ import annotations

import os
import pickle
import sys
from pathlib import Path

import numpy as np
import pandas as pd

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))
sys.path.insert(0, str(HERE))

import bootstrap_dev  # noqa: E402
import evaluate  # noqa: E402

TMP = Path(os.environ.get("ARBITER73_TMP", "/work/tmp/arbiter73"))
MORE_VENUES = frozenset(p.name for p in (evaluate.ROOT.parent / "shared" / "corpora"
                                         / "papercopilot-more").glob("*") if p.is_dir())
GRID = tuple(round(0.05 * k, 2) for k in range(21)) + (1.01,)
KINDS = (("both", "empirical"), ("both", "theory"), ("empirical", "both"),
         ("empirical", "theory"), ("theory", "both"), ("theory", "empirical"))
# the kinds one at a time, every kind, and by the side the model adds or drops
FAMILIES: dict[str, frozenset] = {
    **{f"{r}->{m}": frozenset({(r, m)}) for r, m in KINDS},
    "all": frozenset(KINDS),
    "adds theory side": frozenset({("empirical", "both"), ("empirical", "theory")}),
    "drops theory side": frozenset({("both", "empirical"), ("theory", "empirical")}),
    "adds run": frozenset({("theory", "both"), ("theory", "empirical")}),
    "drops run": frozenset({("both", "theory"), ("empirical", "theory")}),
}


def corpus_of(paper_id: str) -> str:
    venue = "".join(ch for ch in paper_id.split(":")[0] if ch.isalpha())
    return "61k" if venue in MORE_VENUES else "24k"


def _row(scored, model_view, final, rules: tuple, shipped: tuple) -> dict:
    own = [c for c in scored.cues if c.weight > 0 and not c.note]
    out = {"rules": rules[0], "rules_conf": rules[2], "final": final is not None,
           "shipped": shipped[0], "conf": shipped[1],
           "theory_score": scored.theory, "empirical_score": scored.empirical}
    for side in ("theory", "empirical"):
        cues = sorted((c for c in own if c.side == side), key=lambda c: -c.weight)
        out[f"{side}_top"] = (cues[0].key, cues[0].tag, cues[0].weight) if cues else None
    if model_view is None:
        out.update(model=None, probs=None, ok=None)
    else:
        label, classes, probs, ok = model_view
        out.update(model=label, probs=dict(zip(classes, map(float, probs), strict=True)),
                   ok=dict(zip(classes, ok, strict=True)))
    return out


def table(sets: tuple[str, ...] = evaluate.BLIND_SETS) -> pd.DataFrame:
    """Every row of ``sets`` typed by this checkout: rules, model and shipped side by side."""
    from analysis.paper_types import classify
    from analysis.paper_types.model import notation, shipped_model
    from analysis.paper_types.rules import decide, score_text
    from analysis.text import clean_text
    fitted, rows = shipped_model(), []
    for name in sets:
        df = evaluate.load_split(name).reset_index(drop=True)
        abstracts = [clean_text(a) for a in df["abstract"]]
        titles = [clean_text(t) for t in df["title"]]
        pred = classify.classify_papers(abstracts, titles, df["abstract"].tolist(), workers=1)
        for i, r in df.iterrows():
            scored = score_text(abstracts[i], titles[i], r["abstract"])
            final = classify.verdict(scored)
            view = None
            if final is None:
                label, _, _, probs, ok = classify._model_view(
                    scored, fitted, notation(r["abstract"]), None)
                view = (label, fitted.classes, probs, ok)
            rows.append({"set": name, "paper_id": r["paper_id"], "gold": r["label"],
                         "certain": str(r["certain"]), "corpus": corpus_of(r["paper_id"]),
                         **_row(scored, view, final, decide(score_text(abstracts[i], titles[i])),
                                (pred["paper_type"][i],
                                 float(pred["paper_type_confidence"][i])))})
    return pd.DataFrame(rows)


def overrides(df: pd.DataFrame) -> pd.Series:
    """The rows where the model's label is not the rules-only label (rules not final)."""
    return (~df["final"]) & df["model"].notna() & (df["model"] != df["rules"])


def p_rules(df: pd.DataFrame) -> np.ndarray:
    """The model's probability of the rules' label (NaN where it has none)."""
    return np.array([np.nan if not isinstance(p, dict) else p.get(r, np.nan)
                     for p, r in zip(df["probs"], df["rules"], strict=True)])


def prepared(df: pd.DataFrame) -> pd.DataFrame:
    """``df`` with what :func:`arbitrate` reads per row: the override's kind, whether the
    rules' label is allowed, the model's probability of it (-1 where it has none)."""
    return df.assign(
        kind=list(zip(df["rules"], df["model"], strict=True)),
        rules_allowed=[isinstance(ok, dict) and bool(ok.get(r, False))
                       for ok, r in zip(df["ok"], df["rules"], strict=True)],
        p_rules=np.nan_to_num(p_rules(df), nan=-1.0), override=overrides(df))


def arbitrate(df: pd.DataFrame, family: frozenset, p: float) -> pd.Series:
    """The shipped labels, but the rules' label where an override of ``family`` has the
    model's probability of it at least ``p`` and it is allowed."""
    if "override" not in df:
        df = prepared(df)
    stand = (df["override"].to_numpy() & df["kind"].isin(family).to_numpy()
             & df["rules_allowed"].to_numpy() & (df["p_rules"].to_numpy() >= p))
    return df["shipped"].where(~stand, df["rules"])


def _f1(gold: pd.Series, label: pd.Series) -> float:
    """3-way macro-F1 as ``evaluate.scores`` (gold ``unclear`` dropped, zero_division 0)."""
    g, y = gold.to_numpy(dtype=object), label.to_numpy(dtype=object)
    g, y = g[g != "unclear"], y[g != "unclear"]
    out = []
    for c in evaluate.THREE:
        tp, fp, fn = ((g == c) & (y == c)).sum(), ((g != c) & (y == c)).sum(), \
            ((g == c) & (y != c)).sum()
        out.append(2 * tp / (2 * tp + fp + fn) if tp + fp + fn else 0.0)
    return float(np.mean(out))


def choose(df: pd.DataFrame) -> tuple[str, float, float]:
    """(family, p, pooled 3-way F1) best on ``df``; ties keep fewer changed labels."""
    best = ("none", 1.01, _f1(df["gold"], df["shipped"]), 0)
    for name, family in FAMILIES.items():
        for p in GRID:
            label = arbitrate(df, family, p)
            f1, changed = _f1(df["gold"], label), int((label != df["shipped"]).sum())
            if f1 > best[2] + 1e-12 or (abs(f1 - best[2]) <= 1e-12 and changed < best[3]):
                best = (name, p, f1, changed)
    return best[0], best[1], best[2]


def loso(df: pd.DataFrame) -> tuple[pd.Series, pd.DataFrame]:
    """Each set labelled by the arbitration chosen on the other sets; the choices."""
    df = prepared(df)
    out = df["shipped"].copy()
    picks = []
    for name in df["set"].unique():
        held = df["set"] == name
        family, p, f1 = choose(df[~held])
        if family != "none":
            out[held] = arbitrate(df[held], FAMILIES[family], p)
        moved = held & (out != df["shipped"])
        picks.append({"left out": name, "family": family, "p": p, "train 3-way": round(f1, 4),
                      "changed": int(moved.sum()),
                      "right": int((moved & (out == df["gold"])).sum()),
                      "wrong": int((moved & (df["shipped"] == df["gold"])).sum())})
    return out, pd.DataFrame(picks)


def who(df: pd.DataFrame) -> pd.Series:
    """Per row: ``model`` (only the shipped label right), ``rules`` (only the rules'),
    ``neither`` or ``same`` (the two agree)."""
    s, r = df["shipped"] == df["gold"], df["rules"] == df["gold"]
    return pd.Series(np.select([df["shipped"] == df["rules"], s & ~r, r & ~s],
                               ["same", "model", "rules"], "neither"), index=df.index)


def family_of(venue: str) -> str:
    """ML (the 24k's venues), robotics, vision or general AI / NLP (the 61k's others)."""
    v = "".join(ch for ch in venue if ch.isalpha())
    if v in ("icra", "iros", "rss"):
        return "robotics"
    if v in ("cvpr", "iccv", "eccv", "wacv"):
        return "vision"
    return "ml/nlp (24k)" if v not in MORE_VENUES else "ai/nlp (61k)"


def kinds(df: pd.DataFrame) -> None:
    """Every override, who is right, by kind, corpus, venue family, strength and margin."""
    o = df[overrides(df)].copy()
    o["who"], o["kind"] = who(o), o["rules"] + "->" + o["model"]
    o["p_rules"] = p_rules(o).round(2)
    o["family"] = o["paper_id"].map(family_of)
    o["rules_strength"] = np.where(o["rules"].isin(("theory", "both")), o["theory_score"],
                                   o["empirical_score"])
    print(f"rows {len(df)}, rules final {int(df['final'].sum())}, overrides {len(o)} "
          f"(shipped label != rules label on {int((df['shipped'] != df['rules']).sum())})")
    for by in ("kind", "corpus", "family", "set"):
        print(pd.crosstab(o[by], o["who"], margins=True).to_string(), "\n")
    o["p_bin"] = pd.cut(o["p_rules"], [-0.01, 0.1, 0.2, 0.3, 0.4, 0.5, 1.0])
    o["strength"] = pd.cut(o["rules_strength"], [0, 1.5, 2.0, 2.5, 3.0, 9.0])
    for by in ("p_bin", "strength"):
        print(pd.crosstab([o["kind"], o[by]], o["who"]).to_string(), "\n")
    cols = ["set", "corpus", "paper_id", "gold", "rules", "rules_conf", "model", "shipped",
            "p_rules", "theory_score", "empirical_score", "who"]
    print(o.sort_values(["kind", "who"])[cols].to_string(index=False))


def report(df: pd.DataFrame) -> None:
    label, picks = loso(df)
    print(picks.to_string(index=False))
    conf = df["conf"].to_numpy(dtype=float)
    bootstrap_dev.show("dev10-21, leave-one-set-out arbitration vs shipped (8d3689d)",
                       df["gold"].reset_index(drop=True),
                       {"arbitrated": (label.reset_index(drop=True), conf),
                        "shipped": (df["shipped"].reset_index(drop=True), conf),
                        "rules only": (df["rules"].reset_index(drop=True), conf)})
    g = df["gold"]
    print(f"changed {int((label != df['shipped']).sum())}: wrong->right "
          f"{int(((label == g) & (df['shipped'] != g)).sum())}, right->wrong "
          f"{int(((label != g) & (df['shipped'] == g)).sum())}")
    for name in ("dev10-20", "dev21"):
        part = df["set"] == "dev21" if name == "dev21" else df["set"] != "dev21"
        print(f"{name}: shipped {_f1(g[part], df['shipped'][part]):.3f}, arbitrated "
              f"{_f1(g[part], label[part]):.3f}, rules {_f1(g[part], df['rules'][part]):.3f}")


def fixed(df: pd.DataFrame) -> None:
    """In sample (chosen on all twelve sets, so optimistic): the best arbitration, the
    rules' label on every override of each family (p = 0), and the rows outside the
    overrides where the shipped label differs from the rules' (their final word, doubt)."""
    df, g = prepared(df), df["gold"]
    family, p, f1 = choose(df)
    print(f"in sample best: {family} p={p}: 3-way {f1:.4f} "
          f"(shipped {_f1(g, df['shipped']):.4f})")
    for name, fam in FAMILIES.items():
        label = arbitrate(df, fam, 0.0)
        moved = label != df["shipped"]
        print(f"  rules on every {name:18s}: 3-way {_f1(g, label):.4f}, changed "
              f"{int(moved.sum())}, right {int((moved & (label == g)).sum())}, wrong "
              f"{int((moved & (df['shipped'] == g)).sum())}, theory precision "
              f"{evaluate.theory_precision(g, label):.3f}")
    rest = df[(df["shipped"] != df["rules"]) & ~df["override"]]
    print(f"not the model's choice ({len(rest)}: rules final or the doubt step):")
    print(rest.assign(who=who(rest))[["set", "paper_id", "gold", "rules", "model", "shipped",
                                      "final", "who"]].to_string(index=False))


def main() -> None:
    what = sys.argv[1] if len(sys.argv) > 1 else "kinds"
    path = TMP / "table.pkl"
    if what == "table":
        TMP.mkdir(parents=True, exist_ok=True)
        df = table()
        path.write_bytes(pickle.dumps(df))
        print(f"{len(df)} rows -> {path}")
        return
    df = pickle.loads(path.read_bytes())
    {"kinds": kinds, "fixed": fixed, "loso": report}[what](df)


if __name__ == "__main__":
    main()
