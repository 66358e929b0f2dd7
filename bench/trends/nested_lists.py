"""Nested pairs in the rising/falling and emerging lists, before (the nested-term rule of
analysis/trends/nested.py switched off) and after, on a saved analysis (``analyze --out``),
for the whole corpus and a few venue and year filters; prints the lists and writes
/tmp/nested_lists_<folder>_<mode>.json (bench/TRENDS.md, wave 25).

usage: PYTHONPATH=. python bench/trends/nested_lists.py OUT_DIR before|after

The store is decoded without its code check: the rule changes no stored value.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import numpy as np

import analysis.tables.comparisons as C
import analysis.tables.trends as T
from analysis.filters import Filters, select
from analysis.store.codec import decode
from analysis.terms.nesting import nested_pairs
from analysis.trends import trend_context


def _views(a) -> dict[str, Filters]:
    venues = set(a.papers["venue"].astype(str))
    hi = int(a.papers["year"].dropna().max())
    views = {"whole": Filters()}
    views.update({v: Filters(venues=(v,)) for v in ("NeurIPS", "AISTATS", "ICML", "CVPR",
                                                     "IROS", "ICRA") if v in venues})
    views[f"years {hi - 10}-{hi}"] = Filters(years=(hi - 10, hi))
    if "NeurIPS" in venues:
        views["NeurIPS 2010-2018"] = Filters(venues=("NeurIPS",), years=(2010, 2018))
    if "CVPR" in venues:
        cy = int(a.papers.loc[a.papers["venue"] == "CVPR", "year"].dropna().max())
        views[f"CVPR {cy - 6}-{cy}"] = Filters(venues=("CVPR",), years=(cy - 6, cy))
    return views


def main(folder: Path, mode: str) -> None:
    if mode == "before":
        T.distinct_terms = C.distinct_terms = lambda *a, **k: (lambda r, d, b, t: r[:t])
    spec = json.loads((folder / "store" / "store.json").read_text())["analysis"]
    a = decode(spec, folder / "store")

    def pairs(terms: list[str]) -> list[tuple[str, str]]:
        ids = np.array([a.vocab.lookup(t) for t in terms])
        return sorted({tuple(sorted((terms[i], terms[j])))
                       for i, j in nested_pairs(a.vocab, ids)})

    out = {}
    for name, f in _views(a).items():
        rows, ctx = select(a, f), trend_context(a, f)
        rf = C.rising_falling_table(a, rows, ctx)
        kw = rf[rf["kind"] == "keyword"]
        lists = {"rising": kw[kw.direction == "rising"]["term"].tolist(),
                 "falling": kw[kw.direction == "falling"]["term"].tolist(),
                 "emerging": T.emerging_terms_table(a, rows, ctx)["term"].tolist()}
        out[name] = {k: {"terms": v, "nested": pairs(v)} for k, v in lists.items()}
        print(f"== {name}: " + ", ".join(f"{k} {len(v['terms'])} terms, {len(v['nested'])} "
                                        "nested" for k, v in out[name].items()))
        for k, v in out[name].items():
            print(f"  {k}: {' | '.join(v['terms'])}")
            for p in v["nested"]:
                print(f"     nested: {p[0]} / {p[1]}")
    Path(f"/tmp/nested_lists_{folder.name}_{mode}.json").write_text(json.dumps(out, indent=1))


if __name__ == "__main__":
    main(Path(sys.argv[1]), sys.argv[2])
