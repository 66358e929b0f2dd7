"""Marks of the venue mix on charts over the years: the years whose venues differ from the
rest's, paled and labelled ("only RSS"), and a line's dotted companion, its share from the
venue mix alone (each venue at its own rate).  A change a chart shows there may be the
venues', not the field's (:mod:`analysis.trends.venue_mix`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
import pandas as pd

from analysis.trends.periods import period_label
from dashboard.figures.base import gap_marks, merged_marks
from dashboard.figures.gaps import on_grid, year_grid
from dashboard.figures.margins import text_width

MIX_FILL = "rgba(255, 255, 255, 0.55)"  # pales what is drawn in a year of other venues
#: the dotted line's marker: an open ring wider than a line's 6-px marker, so both show
#: where the share from the venue mix alone is the share drawn
MIX_RING = {"symbol": "circle-open", "size": 11, "line": {"width": 1.5}}


MIX_LABEL_SIZE = 10  # px of a label's font
MIX_PHONE_PLOT = 198  # px of the narrowest plot over the years in a 390-pixel window (the
# newcomers chart, its right axis beside it; the others 243), measured in Chromium
MIX_LABEL_PX = 16  # px of a row of labels above the plot: a 10-px label's box (15) and 1
MIX_LABEL_LIFT = 2  # px between the plot's top and the first row of labels


def mix_marks(runs: pd.DataFrame | None, years: Sequence[int],
              edge: float = 0.0) -> dict[str, Any]:
    """Layout shapes that pale, above the traces, each run of years whose venue mix is
    unlike the rest's (``analysis.trends.venue_mix.distinct_mix_years``), labelled just
    above the plot ("only RSS"): a share there is of other venues' papers.  Only the runs among
    ``years`` (the years drawn), the bands reaching ``edge`` past the first and last year
    (0 for lines, whose axis ends at the last point; 0.5 for bars, which are a year wide:
    a band to the year's middle paled half of 2020's bar); empty without a run, so such
    figures are unchanged.

    Above the plot, not at its top inside it: there a label covered the data it names and
    the next years' (the 24k on a phone: "only AISTATS" over 2021-2024's team sizes and
    2024's bar, charts61); the top margin takes its rows
    (:func:`dashboard.figures.margins.above_plot`)."""
    if runs is None or runs.empty or not len(years):
        return {}
    lo, hi = min(years) - edge, max(years) + edge
    runs = runs[(runs["last"] >= lo) & (runs["first"] <= hi)]
    shapes, notes = [], []
    rows: list[list[tuple[float, float]]] = []  # the years each row's labels take
    for first, last, label, venues in zip(runs["first"].tolist(), runs["last"].tolist(),
                                          runs["label"].tolist(), runs["venues"].tolist(),
                                          strict=True):
        a, b = max(int(first), min(years)), min(int(last), max(years))
        place = _label_place(max(a - 0.5, lo), min(b + 0.5, hi), lo, hi, label)
        # the first row where the label, as wide as on a phone, meets none placed: one
        # row for all printed "only I only COLING" (NAACL 2024, COLING 2025, walk59b),
        # and a rule of adjacent runs alone left runs two years apart on one row
        level = _free_row(rows, _label_years(label, place, hi - lo))
        # within the years drawn: a band past the last year widened the axis beyond it
        shapes.append({"type": "rect", "xref": "x", "yref": "paper", "x0": max(a - 0.5, lo),
                       "x1": min(b + 0.5, hi), "y0": 0, "y1": 1, "layer": "above",
                       "fillcolor": MIX_FILL,
                       "line": {"width": 1, "dash": "dash", "color": "#7b8794"}})
        notes.append({"text": label, "showarrow": False, "xref": "x", "yref": "paper",
                      **place,
                      "y": 1, "yanchor": "bottom",
                      "yshift": MIX_LABEL_LIFT + MIX_LABEL_PX * level,
                      "bgcolor": "rgba(255, 255, 255, 0.85)",
                      "hovertext": f"{period_label((a, b))}: papers of "
                      f"{venues.replace('; ', ', ')}, unlike the other years' venues: a "
                      "share there is of these venues' papers",
                      "font": {"size": MIX_LABEL_SIZE, "color": "#323f4b"}})
    return {"shapes": shapes, "annotations": notes} if shapes else {}


def _label_years(label: str, place: dict[str, Any], span: float) -> tuple[float, float]:
    """The years a label placed at ``place`` takes on a phone's plot (:data:`MIX_PHONE_PLOT`
    pixels for ``span`` years), its box's 2 px each side included."""
    width = (text_width([label], MIX_LABEL_SIZE) + 4) * max(span, 1) / MIX_PHONE_PLOT
    x, anchor = float(place["x"]), place.get("xanchor", "center")
    start = x if anchor == "left" else x - width if anchor == "right" else x - width / 2
    return start, start + width


def _free_row(rows: list[list[tuple[float, float]]], taken: tuple[float, float]) -> int:
    """The first of ``rows`` (each the years its labels take) that ``taken`` meets none
    of, a new one if none; ``taken`` added to it."""
    for level, row in enumerate(rows):
        if all(taken[1] <= a or taken[0] >= b for a, b in row):
            row.append(taken)
            return level
    rows.append([taken])
    return len(rows) - 1


def _label_place(x0: float, x1: float, lo: float, hi: float,
                 label: str = "") -> dict[str, Any]:
    """A band's label centred on it, or, on a band at an end of the years drawn, ending at
    that end: Plotly widens an autoranged axis to hold every annotation, and a label
    centred on a one-year band at the last year ran past it (the 24k on a phone: the
    paper-type shares' axis ran to 2031 for papers to 2025, "only AISTATS").  Likewise a
    ``label`` that, centred, would run past an end on a phone's plot (:func:`_label_years`)
    ends at its band's end: the 61k's "IJCAI, WACV, …" over 2019-2020 of 1987-2025 ran
    4 px past a 390-pixel window's chart (ui67)."""
    if x1 >= hi and x0 > lo:
        return {"x": x1, "xanchor": "right"}
    if x0 <= lo and x1 < hi:
        return {"x": x0, "xanchor": "left"}
    centred = {"x": (x0 + x1) / 2}
    start, end = _label_years(label, centred, hi - lo) if label else (lo, hi)
    if end > hi:
        return {"x": x1, "xanchor": "right"}
    if start < lo:
        return {"x": x0, "xanchor": "left"}
    return centred


def year_marks(years: Sequence[int], runs: pd.DataFrame | None = None,
               edge: float = 0.0) -> dict[str, Any]:
    """Every mark of a chart over the years (``years``: those drawn): its years without
    papers (:func:`~dashboard.figures.base.gap_marks`) and its years of other venues
    (:func:`mix_marks` of ``runs``, ``edge``), one band and wording on every such chart."""
    return merged_marks(gap_marks(years), mix_marks(runs, years, edge))


def mix_words(runs: pd.DataFrame | None) -> str:
    """" Paled: 2024–2025 (only RSS), whose papers come from other venues than the other
    years'." (a chart's :func:`mix_marks`, for a reader who does not see them), or ""."""
    if runs is None or runs.empty:
        return ""
    said = [f"{period_label((int(a), int(b)))} ({label})" for a, b, label in
            zip(runs["first"], runs["last"], runs["label"], strict=True)]
    return (f" Paled: {', '.join(said)}, whose papers come from other venues than the other "
            "years'.")


MIX_WORDS = "the venue mix alone"  # the dotted companion of a trend line (mix_line)


def mix_line(name: str, years: list[int], expected: pd.Series, color: str
             ) -> dict[str, Any] | None:
    """The dotted companion of a line: its share each year from the venue mix alone
    (``share_expected`` of the trend tables: each venue kept its own rate), drawn thin
    in the line's colour over it, a ring at each year (:data:`MIX_RING`), out of the
    legend, filtering nothing; None where it is not known (one venue).  A line that
    follows its dotted one only moved with the venues.  It stops at the years without
    papers, as its line does (:mod:`dashboard.figures.gaps`)."""
    y = expected.to_numpy(dtype=float)
    if not np.isfinite(y).any():
        return None
    return {"type": "scatter", "mode": "lines+markers", "name": f"{name}: {MIX_WORDS}",
            "showlegend": False, "x": year_grid(years),
            "y": on_grid(years, [round(float(v) * 100, 3) if np.isfinite(v) else None
                                 for v in y]),
            "line": {"color": color, "width": 1.5, "dash": "dot"},
            # a ring at each year, drawn over its line's marker: where the two coincide
            # the dotted line hid under the solid one (24k, "neural network" 2015-2023)
            "marker": MIX_RING | {"color": color},
            "hovertemplate": f"<b>{name}</b><br>%{{x}}: %{{y:.1f}}% from {MIX_WORDS} "
            "(each venue at its own rate)<extra></extra>"}
