"""`analyze NEW_PATHS --model DIR` on real papers: ICML 2013-2017 saved, 2018-2019 added.

    python bench/extend.py [--out bench/EXTEND.md]

Runs the two commands a user types (in fresh processes), then checks what issue 12 asks:
the topics' ids, labels and terms unchanged, every saved paper's values identical; and
shows how the added papers fit the saved topics (main share of their mixture against the
saved papers', papers with no topic term) and each topic's share of papers before and
after, i.e. the trend the fixed topics let a user read.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ICML = ROOT.parent / "shared" / "corpora" / "papercopilot" / "icml"
SAVED_COLUMNS = ["paper_id", "topic", "topic_label", "topic_weight", "map_x", "map_y",
                 "also_about", "paper_type"]


def _run(*args: str) -> None:
    subprocess.run([sys.executable, "-m", "dashboard.cli", "analyze", *args, "--quiet"],
                   cwd=ROOT, check=True, stdout=subprocess.DEVNULL)


def _markdown(table) -> list[str]:
    head = ["topic", *map(str, table.columns)]
    rows = [[str(i), *(f"{v:.3f}" for v in row)] for i, row in zip(table.index, table.to_numpy(),
                                                                   strict=True)]
    return ["| " + " | ".join(r) + " |" for r in [head, ["---"] * len(head), *rows]]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=ROOT / "bench" / "EXTEND.md")
    args = ap.parse_args()
    sys.path.insert(0, str(ROOT))
    import pandas as pd

    from analysis.store import open_analysis

    with tempfile.TemporaryDirectory() as tmp:
        old_files = [str(ICML / f"icml{y}.json") for y in range(2013, 2018)]
        new_files = [str(ICML / f"icml{y}.json") for y in (2018, 2019)]
        load = os.getloadavg()[0]
        _run(*old_files, "--out", f"{tmp}/old")
        t0 = time.perf_counter()
        _run(*new_files, "--model", f"{tmp}/old", "--out", f"{tmp}/new")
        seconds = time.perf_counter() - t0
        old, new = open_analysis(Path(tmp, "old", "store")), open_analysis(Path(tmp, "new", "store"))
        k = old.n_papers
        kept = new.papers.iloc[:k][SAVED_COLUMNS].reset_index(drop=True)
        added = new.papers.iloc[k:]
        shares = pd.crosstab(new.papers["topic_label"], new.papers["year"] <= 2017,
                             normalize="columns").round(3)
        shares.columns = ["share 2018-19 (added)", "share 2013-17 (saved)"]
        lines = [
            f"Run of {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}: `python bench/extend.py`"
            f" (load average {load:.1f}).", "",
            f"- saved: ICML 2013-2017, {k:,} papers, {old.topics.n_topics} topics; added: ICML "
            f"2018-2019, {len(added):,} papers, in {seconds:.1f} s wall (the whole command)",
            f"- topic labels unchanged: {old.topics.labels == new.topics.labels}; topic terms "
            f"unchanged: {old.topics.terms.equals(new.topics.terms)}; every saved paper's "
            f"{', '.join(SAVED_COLUMNS[1:])} identical: {kept.equals(old.papers[SAVED_COLUMNS])}",
            f"- main share of a paper's topic mixture: saved {old.papers['topic_weight'].mean():.3f},"
            f" added {added['topic_weight'].mean():.3f}; added papers with no topic term: "
            f"{int((new.topics.strength[k:].sum(axis=1) <= 0).sum())}", "",
            *_markdown(shares.sort_values("share 2013-17 (saved)", ascending=False)), ""]
    text = "\n".join(lines)
    with open(args.out, "a", encoding="utf-8") as f:
        f.write("\n" + text)
    print(text)


if __name__ == "__main__":
    main()
