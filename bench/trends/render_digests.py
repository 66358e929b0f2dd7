"""Digests of every render output and of the rising/falling and emerging tables on many
views, to show that two checkouts' code gives the same page (bench/INTERACTION.md, wave
26: the nested-term rule made cheaper, no output changed).

usage: PYTHONPATH=. python bench/trends/render_digests.py OUT_DIR DIGESTS.json
       python bench/trends/render_digests.py --compare A.json B.json

Run from each checkout (PYTHONPATH=. picks its code) on the same store, decoded without
its code check.  Views: every paper, each venue, three year ranges, three topics, five
searches, a paper type, two venue and year or type mixes; the tables under three trend
options (default periods, last 3 years against 5 before, the latest year alone), every
render output (figures, summaries, headline, the picker's terms) under the first two.  A
figure or component is digested as its JSON with sorted keys (a component's repr orders
its properties by hash, differently in each process).
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

import plotly.utils

from analysis.filters import Filters, select
from analysis.store.codec import decode
from analysis.tables import emerging_terms_table, rising_falling_table
from analysis.trends import TrendOptions, trend_context


def _views(a) -> list[Filters]:
    p = a.papers
    venues = p["venue"].value_counts().index.tolist()
    hi = int(p["year"].dropna().max())
    sizes = p["topic"].value_counts().index
    return [Filters(), *[Filters(venues=(v,)) for v in venues], Filters(years=(hi - 6, hi)),
            Filters(years=(2010, 2018)), Filters(years=(hi - 2, hi)),
            *[Filters(topics=(int(sizes[i]),)) for i in (0, 5, -1)],
            *[Filters(query=q) for q in ('"reinforcement learning"', "diffusion",
                                         '"language model"', '"graph neural network"',
                                         "transformer")],
            Filters(types=("theory",)), Filters(venues=(venues[0],), years=(hi - 8, hi)),
            Filters(venues=tuple(venues[:2]), types=("empirical",))]


def _digest(value) -> str:
    text = json.dumps(value, cls=plotly.utils.PlotlyJSONEncoder, sort_keys=True,
                      default=lambda o: o.to_plotly_json() if hasattr(o, "to_plotly_json")
                      else str(o))
    return hashlib.sha256(text.encode()).hexdigest()


def digests(folder: Path) -> dict[str, str]:
    from dashboard.app import create_app
    from dashboard.callbacks import scope_of
    from dashboard.page import render
    from dashboard.view import make_view

    spec = json.loads((folder / "store" / "store.json").read_text())["analysis"]
    a = decode(spec, folder / "store")
    create_app(a, prime_all=False)
    view = make_view(a)
    view.term_cube()
    options = ["", TrendOptions(recent=3, before=5).to_query(),
               TrendOptions(recent=1).to_query()]
    out: dict[str, str] = {}
    for f in _views(a):
        rows, state = select(a, f), f.to_query()
        if not rows.any():
            continue
        for query in options:
            ctx = trend_context(a, f, TrendOptions.from_query(query, a)[0])
            for name, table in (("rising_falling", rising_falling_table),
                                ("emerging", emerging_terms_table)):
                t = table(a, rows, ctx)
                out[f"{state}|{query}|table {name}"] = hashlib.sha256(
                    (t.to_csv() + str(list(t.dtypes))).encode()).hexdigest()
        for query in options[:2]:
            view.selection.cache_clear()
            view.item_rows.cache_clear()
            page = render(view, state, query, scope_of(view, state))
            page["words"] = {c: (w.text, [repr(x) for x in w.columns],
                                 [[repr(x) for x in r] for r in w.rows], w.caption)
                             for c, w in page.get("words", {}).items()}
            out.update({f"{state}|{query}|{k}": _digest(v) for k, v in page.items()})
    return out


def main(argv: list[str]) -> int:
    if argv[0] == "--compare":
        a, b = (json.loads(Path(p).read_text()) for p in argv[1:3])
        differ = sorted(k for k in a.keys() | b.keys() if a.get(k) != b.get(k))
        print(f"{len(a)} and {len(b)} digests; {len(differ)} differ")
        for k in differ[:20]:
            print("  ", k)
        return 1 if differ else 0
    found = digests(Path(argv[0]))
    Path(argv[1]).write_text(json.dumps(found, indent=0, sort_keys=True))
    print(f"{len(found)} digests written to {argv[1]}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
