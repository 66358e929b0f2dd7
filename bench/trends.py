"""Trend figures on the real corpora: what the trend issue asks, checked and written down.

For ICML 2013-2019 and the 24k PaperCopilot corpora:

1. following "graph neural networks": per year, the papers the line counts, all papers of
   the year and the share; the same counts from the search (they must be equal: a followed
   phrase counts the papers a search for it finds) and, for comparison, the papers whose
   raw title or abstract matches a variant pattern (plural, hyphens) written here;
2. emerging terms: the row of "graph neural networks" (first year, take-off year);
3. rising keywords of the whole corpus, venue-aware (the table the dashboard shows) against
   the crude comparison that ignores venues, for the default periods (the halves of the
   papers) and for the last 3 years against the 5 before: where "language model" ranks
   (the venue-mix artefact of the issue: ACL and NAACL only in the later years).

Usage::

    python bench/trends.py [--icml DIR] [--corpus DIR] [--out bench/TRENDS.md]
"""

from __future__ import annotations

import argparse
import os
import re
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import numpy as np  # noqa: E402
import pandas as pd  # noqa: E402

from analysis import tables  # noqa: E402
from analysis.filters import Filters, select  # noqa: E402
from analysis.pipeline import analyze  # noqa: E402
from analysis.trends import TrendContext, TrendOptions, compare_groups  # noqa: E402

CORPORA = ROOT.parent / "shared" / "corpora" / "papercopilot"
PHRASE = '"graph neural networks"'
VARIANTS = re.compile(r"\bgraph[\s-]+neural[\s-]+networks?\b", re.IGNORECASE)
WATCHED = "language model"  # "language" before issue 10 made the phrase the keyword


def follow_lines(a, label: str) -> list[str]:
    """The followed phrase per year, against the search and the variant pattern."""
    context = TrendContext(options=TrendOptions(follow=(PHRASE,)))
    line = tables.followed_trends_table(a, None, context).set_index("year")
    found = select(a, Filters(query=PHRASE))
    raw = (a.papers["title"].fillna("") + " " + a.papers["abstract"].fillna("")).str.contains(
        VARIANTS).to_numpy()
    year = a.papers["year"]
    rows = [f"### {label}: following {PHRASE}", "",
            "| year | papers (line) | all papers | share | search finds | variant pattern |",
            "| ---: | ---: | ---: | ---: | ---: | ---: |"]
    equal = True
    for y, r in line.iterrows():
        in_year = (year == y).to_numpy()
        search, variants = int((found & in_year).sum()), int((raw & in_year).sum())
        equal &= search == int(r["n_papers"])
        if r["n_papers"] or variants:
            rows.append(f"| {y} | {int(r['n_papers'])} | {int(r['year_papers']):,} | "
                        f"{100 * r['share']:.2f}% | {search} | {variants} |")
    rows += ["", f"Years with no paper using the phrase are left out. The line equals the search "
             f"in every year: **{equal}**; total {int(line['n_papers'].sum())} papers, the "
             f"variant pattern {int(raw.sum())}.", ""]
    print("\n".join(rows))
    return rows


def emerging_lines(a, label: str) -> list[str]:
    t = tables.emerging_terms_table(a)
    gnn = t[t["term"].str.lower().str.startswith("graph neural network")]
    rows = [f"### {label}: emerging terms (top 10, and graph neural networks)", "",
            "| rank | term | first year | took off | papers | since take-off | share before | "
            "share since | burst weight |", "| ---: | --- | ---: | ---: | ---: | ---: | ---: | "
            "---: | ---: |"]
    for rank, r in t.iterrows():
        if rank < 10 or rank in gnn.index:
            rows.append(f"| {rank + 1} | {r['term']} | {r['first_year']} | {r['takeoff_year']} | "
                        f"{r['n_papers']} | {r['n_since']} | {100 * r['share_before']:.2f}% | "
                        f"{100 * r['share_since']:.2f}% | {r['burst_weight']} |")
    rows += ["", f"graph neural networks: {'listed' if len(gnn) else 'not in the top 25'}.", ""]
    print("\n".join(rows))
    return rows


def _crude_rank(a, periods) -> tuple[int | None, list[str]]:
    """Where WATCHED ranks among the rising keywords when venues are ignored."""
    year = a.papers["year"]
    in_a = year.between(*periods.before).fillna(False).to_numpy(dtype=bool)
    in_b = year.between(*periods.recent).fillna(False).to_numpy(dtype=bool)
    vocab = a.vocab
    keep = ~vocab.terms["generic"].to_numpy()
    out = compare_groups(vocab.doc_counts(in_a)[keep], vocab.doc_counts(in_b)[keep],
                         int(in_a.sum()), int(in_b.sum()),
                         vocab.terms["term"].to_numpy()[keep].tolist(), "a", "b", top=15)
    rising = out.loc[out["direction"] == "rising", "term"].str.lower().tolist()
    return (rising.index(WATCHED) + 1 if WATCHED in rising else None), rising[:8]


def rising_lines(a, label: str) -> list[str]:
    from analysis.trends import choose_periods, year_counts

    rows = [f"### {label}: rising keywords of the whole corpus", "",
            f"| periods | venue-aware: top rising | rank of \"{WATCHED}\" (venue-aware) | "
            f"crude (venues ignored): top rising | rank of \"{WATCHED}\" (crude) |",
            "| --- | --- | ---: | --- | ---: |"]
    for name, opts in (("halves of the papers (default)", TrendOptions()),
                       ("last 3 years against the 5 before", TrendOptions(recent=3, before=5))):
        t = tables.rising_falling_table(a, None, TrendContext(options=opts))
        kw = t[(t["kind"] == "keyword") & (t["direction"] == "rising")]
        rising = kw["term"].str.lower().tolist()
        periods = choose_periods(year_counts(a.papers["year"]), opts.recent, opts.before)
        crude_rank, crude = _crude_rank(a, periods)
        rank = rising.index(WATCHED) + 1 if WATCHED in rising else None
        rows.append(f"| {periods.describe()} ({name}) | {', '.join(rising[:8])} | "
                    f"{rank or 'not in the top 15'} | {', '.join(crude)} | "
                    f"{crude_rank or 'not in the top 15'} |")
        if len(t):
            rows.append(f"| | *{t['venue_adjustment'].iloc[0]}* | | | |")
    rows.append("")
    print("\n".join(rows))
    return rows


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--icml", type=Path, default=CORPORA / "icml")
    p.add_argument("--corpus", type=Path, default=CORPORA)
    p.add_argument("--out", type=Path, default=ROOT / "bench" / "TRENDS.md")
    args = p.parse_args(argv)
    lines = ["# Trend figures on the real corpora", "",
             f"Generated by `python bench/trends.py` on {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())} "
             f"(1-min load average {os.getloadavg()[0]:.1f}). Every share is of all papers of "
             "the year (or period); rising and falling are scored within venues "
             "(analysis/trends/changes.py).", ""]
    for label, path in (("ICML 2013–2019", args.icml), ("PaperCopilot 24k", args.corpus)):
        t0 = time.perf_counter()
        a = analyze([path])
        print(f"{label}: {len(a.papers):,} papers analysed in {time.perf_counter() - t0:.0f} s")
        lines += [f"## {label} ({len(a.papers):,} papers)", ""]
        lines += follow_lines(a, label) + emerging_lines(a, label) + rising_lines(a, label)
    args.out.write_text("\n".join(lines), encoding="utf-8")
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    pd.set_option("display.width", 200)
    np.set_printoptions(linewidth=200)
    sys.exit(main())
