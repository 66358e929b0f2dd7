"""Dev rows whose gold label is ``both`` and whose prediction is ``empirical`` (wave 55),
each sorted into why the theory side was lost:

(a) no theory cue at all; (b) theory cues found but all negated / hedged / attributed
away or only hints (not ``theory_supported``); (c) an own theory result was found
(``both`` allowed) and the fitted model chose ``empirical``.

    PYTHONPATH=$PWD python3 bench/paper_types/both_missed.py [OUT.csv]

Dev only (``evaluate.load_split("dev")``): no held-out split is read.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pandas as pd

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import evaluate  # noqa: E402

from analysis.paper_types.classify import classify_papers  # noqa: E402
from analysis.paper_types.rules import score_text, theory_supported  # noqa: E402
from analysis.text import clean_text  # noqa: E402


def kind(scored) -> tuple[str, str]:
    """(a) / (b) / (c) and the theory phrases seen (with their notes)."""
    theory = [c for c in scored.cues if c.side == "theory"]
    shown = "; ".join(f"{c.shown()}{' (' + c.note + ')' if c.note else ''}"
                      f"{' [' + c.tag + ']' if c.tag else ''}" for c in theory[:4])
    if theory_supported(scored.cues):
        return "c", shown
    return ("b", shown) if theory else ("a", "")


def main() -> None:
    dev = evaluate.load_split("dev")
    both = dev[dev["label"] == "both"].reset_index(drop=True)
    abstracts = [clean_text(a) for a in both["abstract"]]
    titles = [clean_text(t) for t in both["title"]]
    pred = classify_papers(abstracts, titles, both["abstract"].tolist())
    rows = []
    for i, label in enumerate(pred["paper_type"]):
        if label != "empirical":
            continue
        k, phrases = kind(score_text(abstracts[i], titles[i], both["abstract"][i]))
        rows.append({"paper_id": both["paper_id"][i], "kind": k, "theory_cues": phrases,
                     "rationale": both["rationale"][i]})
    out = pd.DataFrame(rows)
    print(f"dev both: {len(both)}; predicted empirical: {len(out)}")
    print(out["kind"].value_counts().sort_index().to_string())
    if len(sys.argv) > 1:
        out.to_csv(sys.argv[1], index=False)


if __name__ == "__main__":
    main()
