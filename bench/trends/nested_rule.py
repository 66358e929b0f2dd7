"""Rising/falling keywords under the nested-keyword rule of session 58 (a nested keyword's
own papers: the list's within-venue test in its Benjamini-Hochberg family, and the list's
last place) against the rule before (their shrunk z >= max(last place, 1.96)), on a saved
analysis (``analyze --out``), for the whole corpus and a few venue and year filters; prints
the keywords only one rule lists (bench/TRENDS.md, session 58).

usage: PYTHONPATH=. python bench/trends/nested_rule.py OUT_DIR

The store is decoded without its code check: the rule changes no stored value.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import analysis.tables.comparisons as C
from analysis.filters import Filters, select
from analysis.store.codec import decode
from analysis.trends import trend_context
from analysis.trends.changes import ChangeBar

NEW = C.distinct_terms


def _old(vocab, ids, mask, cells, says_more):
    """The rule before: the own papers' shrunk z alone, at least max(last place, 1.96)."""
    return NEW(vocab, ids, mask, cells, lambda own, sign, bar: says_more(
        own, sign, ChangeBar(max(bar.z, 1.96), -float("inf"))))


def _views(a) -> dict[str, Filters]:
    venues = set(a.papers["venue"].astype(str))
    hi = int(a.papers["year"].dropna().max())
    views = {"whole": Filters()}
    views.update({v: Filters(venues=(v,)) for v in ("NeurIPS", "AISTATS", "ICML", "COLT",
                                                     "ICRA", "IROS", "CVPR") if v in venues})
    views[f"years {hi - 10}-{hi}"] = Filters(years=(hi - 10, hi))
    # topics: shorter lists, where the last place is no bar and the test alone decides
    views.update({f"topic #{k}": Filters(topics=(k,)) for k in range(a.topics.n_topics)})
    return views


def main(folder: Path) -> None:
    spec = json.loads((folder / "store" / "store.json").read_text())["analysis"]
    a = decode(spec, folder / "store")
    print("| view | rising / falling keywords, rule before | after | only after | only before |")
    print("| --- | --- | --- | --- | --- |")
    for name, f in _views(a).items():
        rows, ctx = select(a, f), trend_context(a, f)
        lists = {}
        for rule, prune in (("before", _old), ("after", NEW)):
            C.distinct_terms = prune
            t = C.rising_falling_table(a, rows, ctx)
            k = t[t["kind"] == "keyword"]
            lists[rule] = {(r.term, r.direction): (r.z, r.q) for r in k.itertuples()}
        C.distinct_terms = NEW
        b, n = lists["before"], lists["after"]

        def count(d):
            return (f"{sum(x[1] == 'rising' for x in d)} / "
                    f"{sum(x[1] == 'falling' for x in d)}")

        only = {k: v for k, v in n.items() if k not in b}
        gone = [k for k in b if k not in n]
        if name.startswith("topic") and b == n:
            continue  # topics print only where the rules differ
        print(f"| {name} | {count(b)} | {count(n)} | "
              + (", ".join(f"{t} ({d}, z {v[0]:.2f}, q {v[1]:.2g})" for (t, d), v in only.items())
                 or "-") + " | " + (", ".join(f"{t} ({d})" for t, d in gone) or "-") + " |")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
