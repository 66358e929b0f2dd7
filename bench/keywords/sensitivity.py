"""How much the keyword figures depend on each termhood threshold.

    python bench/keywords/sensitivity.py [--out bench/keywords/SENSITIVITY.md]

Each threshold of ``analysis.terms.termhood`` is moved, one at a time, to a lower and a
higher value around the shipped one; the vocabulary is rebuilt and scored on ICLR
2017-18 (precision@100 against author keywords), IJCAI 2020-24 (against its area
keywords) and ICML 2013-19 and the seeds (the generic words among the first 50, phrases
among the first 100).  A threshold read off one corpus would show as a sharp peak at the
shipped value on that corpus alone.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parents[1]))
import corpora  # noqa: E402
from scoring import GENERIC, score  # noqa: E402

from analysis.io import load_corpus  # noqa: E402
from analysis.terms import build_vocabulary, keyword_counts, termhood  # noqa: E402

SETTINGS = {
    "WORD_MIN_RIDF": (0.5, 0.7),
    "PHRASE_MIN_RIDF": (0.1, 0.3),
    "WORD_MIN_LEAD": (0.25, 0.35),
    "PHRASE_MIN_LEAD": (0.1, 0.2),
    "MIN_END": (0.3, 0.5),
    "MIN_STANDALONE": (0.4, 0.6),
}
CORPORA = ("iclr", "ijcai", "icml", "seeds")


def measure(texts: dict[str, list[str]], golds: dict[str, set[str] | None]) -> dict:
    out = {}
    for name, docs in texts.items():
        ranking = keyword_counts(build_vocabulary(docs))["term"].tolist()
        out[name] = score(ranking, golds[name])
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", type=Path, default=HERE / "SENSITIVITY.md")
    a = ap.parse_args(argv)
    texts = {n: load_corpus(corpora.paths(n) or None).papers["text"].tolist() for n in CORPORA}
    golds = {n: corpora.gold(n) for n in CORPORA}
    started = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())
    rows = [("shipped", "", measure(texts, golds))]
    for name, values in SETTINGS.items():
        shipped = getattr(termhood, name)
        for value in values:
            setattr(termhood, name, value)
            rows.append((name, f"{value} (shipped {shipped})", measure(texts, golds)))
        setattr(termhood, name, shipped)
        print(rows[-1][:2], flush=True)
    lines = ["# Keyword thresholds: sensitivity", "",
             f"Run of {started}: `python bench/keywords/sensitivity.py`; load average "
             f"{' '.join(f'{x:.1f}' for x in os.getloadavg())}. One threshold moved at a "
             "time; `GENERIC` = the issue's 21 words among the first 50 keywords.", "",
             "| threshold | value | ICLR precision@100 | IJCAI precision@100 | generic in top 50 "
             "(ICLR / IJCAI / ICML / seeds) | phrases in ICML's top 100 |",
             "|---|---|---|---|---|---|"]
    for name, value, res in rows:
        generic = " / ".join(str(len(res[c]["generic_top50"])) for c in
                             ("iclr", "ijcai", "icml", "seeds"))
        lines.append(f"| {name} | {value} | {res['iclr']['precision']:.2f} | "
                     f"{res['ijcai']['precision']:.2f} | {generic} | "
                     f"{res['icml']['phrases_top100']} |")
    lines += ["", f"Generic words checked: {', '.join(GENERIC)}."]
    a.out.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main())
