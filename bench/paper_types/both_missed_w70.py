"""Gold ``both`` read ``empirical`` on every dev and blind dev set, split by where the theory
side was lost (session 70, bothmiss70), and the fitted model's choice measured as a threshold.

(1a) no theory cue at all; (1b) theory cues, none an own supported result (``both`` not
allowed by ``model.allowed``); (2) ``both`` allowed, the fitted model / ``choose`` picked
``empirical``.  For (2) it also lists every row where ``both`` was allowed and the model chose
``empirical`` (any gold), with p(both) / (p(both) + p(empirical)) and the strongest theory
cue's weight: what a per-family threshold for ``both`` would move.

    PYTHONPATH=$PWD python3 bench/paper_types/both_missed_w70.py [OUT.csv]

Sets: dev (dev1-5, old test1-4), dev9, dev9t, dev10-18; never dev7, check9 or a test set.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pandas as pd

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import evaluate  # noqa: E402

from analysis.paper_types.classify import classify_papers, model_inputs, verdict  # noqa: E402
from analysis.paper_types.model import (  # noqa: E402
    allowed,
    choose,
    model_text,
    notation,
    shipped_model,
)
from analysis.paper_types.rules import score_text  # noqa: E402
from analysis.text import clean_text  # noqa: E402

#: The blind sets measured in session 70 (dev10-18), pinned: evaluate.BLIND_SETS gains a set
#: each session, and a rerun must reproduce the recorded figures.
SETS = ("dev", "dev9", "dev9t") + tuple(f"dev{i}" for i in range(10, 19))


def rows_of(name: str, fitted) -> list[dict]:
    df = evaluate.load_split(name).reset_index(drop=True)
    texts = [clean_text(a) for a in df["abstract"]]
    titles = [clean_text(t) for t in df["title"]]
    pred = classify_papers(texts, titles, df["abstract"].tolist())
    out = []
    for k in range(len(df)):
        scored = score_text(texts[k], titles[k], df["abstract"].iloc[k])
        theory = [c for c in scored.cues if c.side == "theory"]
        row = {"set": df["part"].iloc[k] if name == "dev" else name,
               "paper_id": df["paper_id"].iloc[k], "gold": df["label"].iloc[k],
               "pred": pred["paper_type"].iloc[k], "n_theory_cues": len(theory),
               "max_theory_weight": max((c.weight for c in theory), default=0.0),
               "rules_final": verdict(scored) is not None}
        if not row["rules_final"]:
            feats, gated = model_inputs(scored, notation(df["abstract"].iloc[k]))
            ws = fitted.word_scores([model_text(scored.text, scored.title)])[0]
            probs = fitted.predict_proba(feats, ws)
            ok = dict(zip(fitted.classes, allowed(fitted.classes, gated), strict=True))
            p = dict(zip(fitted.classes, probs, strict=True))
            row.update(both_allowed=ok["both"], chosen=fitted.classes[choose(fitted.classes, probs, gated)],
                       share_both=p["both"] / (p["both"] + p["empirical"]))
        out.append(row)
    return out


def main() -> None:
    fitted = shipped_model()
    rows = pd.DataFrame([r for name in SETS for r in rows_of(name, fitted)])
    miss = rows[(rows["gold"] == "both") & (rows["pred"] == "empirical")].copy()
    miss["lost"] = ["2" if b is True else ("1b" if n else "1a")
                    for b, n in zip(miss["both_allowed"], miss["n_theory_cues"], strict=True)]
    print(f"gold both read empirical: {len(miss)}")
    print(miss["lost"].value_counts().sort_index().to_string())
    chose = rows[(rows["both_allowed"] == True) & (rows["chosen"] == "empirical")]  # noqa: E712
    print(f"\nboth allowed, model chose empirical: {len(chose)} {chose['gold'].value_counts().to_dict()}")
    for strong in (False, True):
        part = chose[(chose["max_theory_weight"] >= 2.0) == strong]
        for t in (0.1, 0.2, 0.3, 0.4):
            moved = part[part["share_both"] >= t]["gold"].value_counts().to_dict()
            print(f"  strongest cue {'>=' if strong else '<'} 2.0, share >= {t}: moves {moved}")
    if len(sys.argv) > 1:
        miss.to_csv(sys.argv[1], index=False)


if __name__ == "__main__":
    main()
