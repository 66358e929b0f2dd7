"""What the nested-term rule (analysis/trends/nested.py) costs a filter change: the CPU
time of the rising/falling and emerging tables together, per view, with the rule and with
it switched off (each view's term counts made first, as the dashboard's other charts
have them by then, and the corpus's term cube kept, as the dashboard keeps it).

usage: PYTHONPATH=. python bench/trends/nested_cost.py OUT_DIR [--repeat 15]

Run from the checkout whose code is measured (PYTHONPATH=. picks its ``analysis``); the
store in OUT_DIR/store is decoded without its code check (the rule changes no stored
value), so one store serves two checkouts.  The thread's CPU clock, runs with and without
the rule alternated, medians: the other jobs of a shared machine count less (bench/
INTERACTION.md, wave 26).
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import statistics
import time
from pathlib import Path

import analysis.tables.comparisons as C
import analysis.tables.trends as T
from analysis.filters import Filters, select
from analysis.store.codec import decode
from analysis.trends import trend_context
from analysis.trends.cells import build_term_cube
from analysis.trends.context import context_rows


def _views(a) -> dict[str, Filters]:
    papers = a.papers
    hi = int(papers["year"].dropna().max())
    venue = str(papers["venue"].value_counts().index[0])
    return {"all papers": Filters(), "NeurIPS": Filters(venues=("NeurIPS",)),
            f"venue {venue}": Filters(venues=(venue,)), f"years {hi - 6}-{hi}":
            Filters(years=(hi - 6, hi)),
            "the largest topic": Filters(topics=(int(papers["topic"].value_counts().index[0]),)),
            'search "graph neural network"': Filters(query='"graph neural network"')}


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("folder", type=Path)
    p.add_argument("--repeat", type=int, default=15)
    args = p.parse_args()
    spec = json.loads((args.folder / "store" / "store.json").read_text())["analysis"]
    a = decode(spec, args.folder / "store")
    cube = build_term_cube(a)
    rule = (T.distinct_terms, C.distinct_terms)

    def off(*_a, **_k):
        return lambda ranked, _d, _b, top: ranked[:top]

    def run(f: Filters) -> float:
        rows, ctx = select(a, f), dataclasses.replace(trend_context(a, f), cube=cube)
        mask, base, ctx = context_rows(a, rows, ctx)
        T.term_counts_of(a, mask, base, ctx)
        t0 = time.thread_time()
        C.rising_falling_table(a, rows, ctx)
        T.emerging_terms_table(a, rows, ctx)
        return (time.thread_time() - t0) * 1000

    views = _views(a)
    for f in views.values():  # warm: the per-corpus caches (the dashboard primes them)
        run(f)
    times = {k: {"on": [], "off": []} for k in views}
    for _ in range(args.repeat):
        for name, f in views.items():
            for mode in ("on", "off"):
                T.distinct_terms, C.distinct_terms = rule if mode == "on" else (off, off)
                times[name][mode].append(run(f))
    print("| view | both tables, rule on ms | rule off ms | the rule ms |")
    print("| --- | ---: | ---: | ---: |")
    for name, t in times.items():
        on, no = statistics.median(t["on"]), statistics.median(t["off"])
        print(f"| {name} | {on:.1f} | {no:.1f} | {on - no:.1f} |")


if __name__ == "__main__":
    main()
