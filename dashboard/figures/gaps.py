"""Lines and areas over the years that break at the years without papers, never drawn
through them.

The trend tables hold a row for every year with papers in their denominator (a year with
papers but none of a line's is a row with a real 0); a year between the first and the
last without a row had no paper there, and a share of it is not known (the runs of
years: :func:`analysis.trends.periods.year_runs`).  Plotly joins the points it is given:
a line from 2022 to 2024 drew a 2023 the ACL + NAACL + COLING corpus does not hold
(charts62), under the band that says "no papers shown"
(:func:`~dashboard.figures.base.gap_marks`).  So:

- a line takes every year from the first to the last (:func:`year_grid`), None where the
  table has no row (Plotly's ``connectgaps`` is off by default: the line stops);
- a stacked area cannot stop (Plotly draws a None in a stack as 0, or interpolates it
  with ``stackgaps``): each run of consecutive years is its own stack
  (:func:`split_areas`), the runs of one area sharing its legend entry; a year alone
  between gaps, an area of no width, a block :data:`LONE_YEAR` years each side of it
  (the 24k's AISTATS met every other year to 2009: every year of it alone).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from analysis.trends.periods import year_runs

#: keys of a trace that hold a value per point, cut with its x
POINT_KEYS = ("x", "y", "customdata", "text", "hovertext")
#: years each side of a year alone that its areas are drawn over: within its own year
#: (the bands of the years without papers start half a year off), apart from the next
LONE_YEAR = 0.3


def year_grid(years: Sequence[int]) -> list[int]:
    """Every year from the first of ``years`` to the last, those without papers too."""
    if not len(years):
        return []
    return list(range(int(min(years)), int(max(years)) + 1))


def on_grid(years: Sequence[int], values: Sequence[Any], fill: Any = None) -> list[Any]:
    """``values`` (one per year of ``years``) at each year of :func:`year_grid`, ``fill``
    (None: the line stops) in a year without a row."""
    at = {int(y): v for y, v in zip(years, values, strict=True)}
    return [at.get(y, fill) for y in year_grid(years)]


def split_areas(traces: list[dict[str, Any]], years: Sequence[int]) -> list[dict[str, Any]]:
    """Stacked area traces over ``years`` (each ``x`` is ``years``), each run of
    consecutive years its own stack: the traces unchanged when the years have no gap.
    The runs of one area share its legend entry (the first run's alone shown: a click on
    it filters by the area, as the page reads a one-trace legend click) and its ``meta``
    (the filter a click on it sets).  Not a ``legendgroup``: Plotly lays a grouped
    horizontal legend out otherwise than the margins reckon (on a phone the paper-type
    shares' "Theory + empirical" wrapped into the plot, charts62)."""
    runs = year_runs(years)
    if len(runs) < 2:
        return traces
    where = {int(y): i for i, y in enumerate(years)}
    out = []
    for n, (first, last) in enumerate(runs):
        cut = slice(where[first], where[last] + 1)
        for trace in traces:
            part = {**trace, **{k: list(trace[k])[cut] for k in POINT_KEYS
                                if isinstance(trace.get(k), list | tuple)}}
            if first == last:  # a block over the year alone, its hover the year's
                part.update({k: part[k] * 2 for k in POINT_KEYS if isinstance(part.get(k), list)},
                            x=[first - LONE_YEAR, first + LONE_YEAR], xhoverformat=".0f")
            part["stackgroup"] = f"{trace.get('stackgroup', 'area')}-{n}"
            part["showlegend"] = bool(trace.get("showlegend", True)) and n == 0
            out.append(part)
    return out
