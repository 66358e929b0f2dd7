"""Trend charts over the years: followed items, papers per venue and year, paper-type
shares per year.  The ranked changes are :mod:`dashboard.figures.ranked`, the emerging
terms :mod:`dashboard.figures.emerging`.

Every share on these charts is of *all* papers of a year within the venue, year and type
filters (the tables say so; the cards' notes say it in words); every tooltip gives the
count beside the share.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import Any

import numpy as np
import pandas as pd

from analysis.schema import PAPER_TYPES, shown_venue, venue_keys
from dashboard.figures.base import (
    TOPIC_PALETTE,
    TYPE_COLORS,
    TYPE_LABELS,
    TYPE_LEGEND,
    TYPE_PATTERNS,
    VENUE_PALETTE,
    WHOLE_MARKERS,
    Figure,
    empty_figure,
    fragment,
    gap_marks,
    line_symbol,
    make_figure,
    percent,
    venue_hatch,
    year_axis,
)
from dashboard.figures.gaps import on_grid, split_areas, year_grid
from dashboard.figures.labels import shortened
from dashboard.figures.venue_mix import mix_line, year_marks

__all__ = ["VENUE_PALETTE"]  # re-exported: venues get colours topics do not use
SHOWN_COLOR = "#1f2933"  # the papers shown: the line everything else is read against
_KIND_FRAGMENT = {"search": "q", "topic": "topic", "venue": "venue", "type": "type"}


def item_fragment(kind: str, item: str) -> str | None:
    """The filter a followed item's line filters by (a period does not)."""
    key = _KIND_FRAGMENT.get(kind)
    if key is None or not item:
        return None
    return fragment(**{key: item if kind == "search" else item.split(":", 1)[1]})


NOTHING_FOLLOWED = "Nothing followed yet: type a term, a phrase, a topic or a search above."


def followed_trends_figure(table: pd.DataFrame, mix_runs: pd.DataFrame | None = None, *,
                           plain: bool = False) -> Figure:
    """Each followed item's share of all papers per year (``tables.followed_trends_table``:
    a row per item and year, every year of each item), one line each; the papers shown (a
    search or topic explored) dark and dashed.  Hovering gives the count and the year's
    papers; a click filters by the item.  The years of other venues (``mix_runs``:
    ``analysis.trends.venue_mix.distinct_mix_years``) are paled and labelled."""
    if table.empty or table["year"].nunique() < 2:
        return empty_figure(NOTHING_FOLLOWED, plain=plain)
    years = np.unique(table["year"].to_numpy()).astype(int).tolist()
    n = len(years)
    cols = {c: table[c].to_numpy() for c in ("item", "label", "kind", "n_papers",
                                             "year_papers", "share")}
    data: list[dict[str, Any]] = []
    colour = drawn = 0
    expected = table["share_expected"] if "share_expected" in table else None
    names = iter(shortened(cols["label"][::n], 44))  # one a line, no two lines alike
    for start in range(0, len(table), n):
        kind, item, label = (str(cols[c][start]) for c in ("kind", "item", "label"))
        part = slice(start, start + n)
        frag, shown = item_fragment(kind, item), kind == "shown"
        color = SHOWN_COLOR if shown else TOPIC_PALETTE[colour % len(TOPIC_PALETTE)]
        colour, name = colour + (0 if shown else 1), next(names)
        data.append({
            "type": "scatter", "mode": "lines+markers", "name": name,
            **({"meta": frag} if frag else {}),
            # every year, None where none has papers: the line stops there (figures.gaps)
            "x": year_grid(years),
            "y": on_grid(years, (cols["share"][part] * 100).round(3).tolist()),
            "customdata": on_grid(years, [[frag, int(c), int(d)] for c, d in zip(
                cols["n_papers"][part], cols["year_papers"][part], strict=True)]),
            "line": {"color": color, "width": 2, **({"dash": "dash"} if shown else {})},
            "marker": {"size": 6, "symbol": line_symbol(drawn)}, **WHOLE_MARKERS,
            "hovertemplate": "<b>%{fullData.name}</b><br>%{x}: %{y:.2f}% of all papers "
            "(%{customdata[1]:,} of %{customdata[2]:,})<extra></extra>",
        })
        drawn += 1
        mix = (mix_line(name, years, expected.iloc[part], color)
               if expected is not None else None)
        data.extend([mix] if mix else [])
    return make_figure(data, {
        "height": 360, "showlegend": True,
        "legend": {"orientation": "h", "y": 1.02, "yanchor": "bottom", "font": {"size": 11}},
        "xaxis": year_axis(years, title={"text": "year"}),
        **year_marks(years, mix_runs),
        "yaxis": {"title": {"text": "% of all papers of the year"}, "rangemode": "tozero"},
    }, plain=plain)


@functools.lru_cache(maxsize=256)
def _venue_year_fragments(venue: str, years: tuple[int, ...]) -> tuple[str | None, ...]:
    """Each year's filter fragment of a venue's bars (the papers without one by
    "(no venue)", as the filter names them): the same few per corpus, made once (~300 per
    filter change at 24,000 papers, ~0.5 ms)."""
    return tuple(fragment(venue=shown_venue(venue), years=f"{y}-{y}") for y in years)


def venue_years_figure(table: pd.DataFrame, *, plain: bool = False,
                       venues: Sequence[str] = ()) -> Figure:
    """Papers per venue per year (``tables.venue_years_table``), stacked: the venue mix
    every trend divides by.  A click filters by the venue and the year.

    ``venues``: the corpus's venues, largest first, which fix each venue's colour: ranked
    among the papers shown, a filter swapped them (the robotics corpora: ICRA orange and
    IROS blue, filtered to theory-only papers IROS orange and ICRA blue).  A venue not in
    it comes after them, by its papers shown."""
    if table.empty:
        return empty_figure("No papers with a year under these filters.", plain=plain)
    venue_codes, shown = pd.factorize(venue_keys(table["venue"]))  # none: ""
    year_codes, years = pd.factorize(table["year"], sort=True)
    grid = {c: np.zeros((len(shown), len(years))) for c in ("all_papers", "share_of_year",
                                                          "n_papers")}
    for c, values in grid.items():
        values[venue_codes, year_codes] = table[c].to_numpy(dtype=float)
    order = np.argsort(-grid["all_papers"].sum(axis=1), kind="stable")
    fixed = {str(v): i for i, v in enumerate(dict.fromkeys(map(str, venues)))}
    later = [str(shown[v]) for v in order if str(shown[v]) not in fixed]
    rank = {**fixed, **{v: len(fixed) + i for i, v in enumerate(later)}}
    year_list = [int(y) for y in years]
    data = []
    for v in order:
        venue = str(shown[v])
        name, i = shown_venue(venue), rank[venue]
        data.append({
            "type": "bar", "name": name, "x": year_list,
            "y": grid["all_papers"][v].astype(int).tolist(),
            "marker": {"color": VENUE_PALETTE[i % len(VENUE_PALETTE)],
                       "pattern": {"shape": venue_hatch(i), "size": 6, "solidity": 0.45}},
            "customdata": [[f, percent(sh), int(n)] for f, sh, n in
                           zip(_venue_year_fragments(venue, tuple(year_list)),
                               grid["share_of_year"][v].tolist(), grid["n_papers"][v].tolist(),
                               strict=True)],
            "hovertemplate": f"<b>{name}</b> %{{x}}: %{{y:,}} papers (%{{customdata[1]}} of "
            "the year's); %{customdata[2]:,} shown<extra></extra>",
        })
    return make_figure(data, {
        "height": 320, "barmode": "stack", "showlegend": True, "bargap": 0.15,
        # above the plot, as the paper types' shares beside it: under it, Plotly anchors
        # a legend at y < 1/3 by its bottom, so its rows rose over the x title (review53)
        "legend": {"orientation": "h", "y": 1.02, "yanchor": "bottom", "font": {"size": 11}},
        "xaxis": year_axis(year_list, 0.5, title={"text": "year"}),  # bars a year wide
        **gap_marks(year_list),
        "yaxis": {"title": {"text": "papers"}},
    }, plain=plain)


def type_years_missing(typed: pd.DataFrame) -> str:
    """Why there are no type shares per year: ``typed``, the rows of
    ``tables.paper_type_shares_table`` with a typed paper, holds fewer than two years.  The
    shares are of the papers *shown*, so it names their one year: "need papers from two
    years" read as false beside the cards of all papers drawing two (the 24k, topic #33 +
    ACL + empirical: one paper, of 2022, beside ACL's 2021 and 2022)."""
    if typed.empty:
        return "No paper shown has a paper type: type shares per year need typed papers."
    return (f"The papers shown with a type are all from {int(typed['year'].iat[0])}: type "
            "shares per year need them from two years.")


def type_shares_figure(table: pd.DataFrame, mix_runs: pd.DataFrame | None = None, *,
                       plain: bool = False) -> Figure:
    """Each paper type's share of the year's papers with a type
    (``tables.paper_type_shares_table``), stacked to 100%; the count in the tooltip.  A click
    filters by the year and the type.  The years of other venues (``mix_runs``) are paled."""
    t = table[table["typed"] > 0] if not table.empty else table
    if t.empty or len(t) < 2:
        return empty_figure(type_years_missing(t), plain=plain)
    years = [int(y) for y in t["year"].tolist()]
    typed = t["typed"].tolist()  # plain ints and floats: numpy's scalars cost more per point
    data = [{
        "type": "scatter", "mode": "lines", "stackgroup": "types", "name": TYPE_LEGEND[k],
        "meta": fragment(type=k), "x": years,
        "y": np.round(100 * t[f"{k}_share"].to_numpy(), 2).tolist(),
        "line": {"color": TYPE_COLORS[k], "width": 1}, "fillcolor": TYPE_COLORS[k],
        **({"fillpattern": {"shape": TYPE_PATTERNS[k], "fillmode": "overlay",
                            "fgcolor": "#ffffff", "size": 7}} if TYPE_PATTERNS[k] else {}),
        "customdata": [[fragment(years=f"{y}-{y}", type=k), int(n), int(d)]
                       for y, n, d in zip(years, t[k].tolist(), typed, strict=True)],
        "hovertemplate": f"<b>{TYPE_LABELS[k]}</b> %{{x}}: %{{y:.1f}}% (%{{customdata[1]:,}} "
        "of %{customdata[2]:,} papers with a type)<extra></extra>",
    } for k in PAPER_TYPES[:3]]
    return make_figure(split_areas(data, years), {  # a stack per run of years (figures.gaps)
        "height": 300, "showlegend": True,
        "legend": {"orientation": "h", "y": 1.02, "yanchor": "bottom", "font": {"size": 11}},
        "xaxis": year_axis(years, title={"text": "year"}),
        **year_marks(years, mix_runs),
        "yaxis": {"title": {"text": "% of the year's papers with a type"}, "range": [0, 100]},
    }, plain=plain)
