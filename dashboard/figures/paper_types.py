"""Paper-type charts: theory only against papers with experiments, and the types per topic,
year or venue, stacked."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

import numpy as np
import pandas as pd

from analysis.schema import PAPER_TYPES, shown_venue
from dashboard.figures.base import (
    TYPE_COLORS,
    TYPE_LABELS,
    TYPE_LEGEND,
    TYPE_PATTERNS,
    Figure,
    bar_gap,
    bar_height,
    empty_figure,
    fragment,
    make_figure,
    share_words,
    topic_name,
    topic_names,
    year_axis,
)
from dashboard.figures.labels import shortened
from dashboard.figures.venue_mix import year_marks

# The overall chart's two headline columns: theory only against everything with experiments.
OVERALL_THEORY = "Theory only"
OVERALL_EMPIRICAL = "Empirical + both"


def type_marker(paper_type: str) -> dict[str, Any]:
    """A paper type's bar: its colour and its pattern (the type without its colour)."""
    return {"color": TYPE_COLORS[paper_type],
            "pattern": {"shape": TYPE_PATTERNS[paper_type], "size": 7, "solidity": 0.3,
                        "fgcolor": "#ffffff", "fillmode": "overlay"}}


def _type_counts(row: pd.Series) -> list[int]:
    return [int(row.get(t, 0) or 0) for t in PAPER_TYPES]


def paper_types_overall_figure(paper_types: pd.DataFrame, *,
                               plain: bool = False) -> Figure:
    """Theory only against empirical + both (the headline split), with the three-way split
    inside: the second bar stacks empirical only and theory + empirical; unclear beside.

    Reads the ``all`` row of ``tables.paper_types_table``; a click on a segment filters by
    that paper type.
    """
    allrow = paper_types[paper_types["topic"].astype(str) == "all"]
    if allrow.empty or int(allrow["total"].iloc[0]) == 0:
        return empty_figure("No papers under these filters.", plain=plain)
    row = allrow.iloc[0]
    counts = dict(zip(PAPER_TYPES, _type_counts(row), strict=True))
    typed = max(1, counts["theory"] + counts["empirical"] + counts["both"])  # the card's base
    total = max(1, int(row["total"]))
    columns = {"theory": OVERALL_THEORY, "empirical": OVERALL_EMPIRICAL,
               "both": OVERALL_EMPIRICAL, "unclear": TYPE_LABELS["unclear"]}
    bars = [{
        "type": "bar",
        "name": TYPE_LABELS[t],
        "x": [columns[t]],
        "y": [counts[t]],
        "marker": type_marker(t),
        # the stacked segments name themselves; column totals are annotations
        "text": [in_bar_label(counts[t], TYPE_LABELS[t]) if t in ("empirical", "both")
                 else ""],
        "textposition": "inside" if t in ("empirical", "both") else "none",
        "insidetextanchor": "middle", "textangle": 0,
        "customdata": [fragment(type=t)],
        "hovertemplate": (f"<b>{TYPE_LABELS[t]}</b><br>%{{y:,}} papers "
                          + (f"({100 * counts[t] / total:.0f}% of all; no type, so left out "
                             "of the split)" if t == "unclear" else
                             f"({100 * counts[t] / typed:.0f}% of the papers with a type)")
                          + "<extra></extra>"),
    } for t in PAPER_TYPES]
    share = float(row["theory_only_share"])
    heads = [(OVERALL_THEORY, counts["theory"], share),
             (OVERALL_EMPIRICAL, counts["empirical"] + counts["both"], 1.0 - share)]
    notes = [{"x": x, "y": n, "text": f"<b>{n:,}</b> ({share_words(p)})", "showarrow": False,
              "yanchor": "bottom", "yshift": 2} for x, n, p in heads]
    notes.append({"x": TYPE_LABELS["unclear"], "y": counts["unclear"], "showarrow": False,
                  "text": f"{counts['unclear']:,}", "yanchor": "bottom", "yshift": 2})
    return make_figure(
        bars,
        {
            "height": 280,
            "barmode": "stack",
            "annotations": notes,
            "yaxis": {"title": {"text": "papers"}, "rangemode": "tozero"},
            "xaxis": {"type": "category",
                      "categoryarray": [OVERALL_THEORY, OVERALL_EMPIRICAL,
                                        TYPE_LABELS["unclear"]],
                      "categoryorder": "array"},
            "margin": {"l": 8, "r": 8, "t": 24, "b": 8},
            "uniformtext": {"minsize": IN_BAR_MIN, "mode": "hide"},
        }, plain=plain)


#: px under which a segment's label is hidden (its count stays in the hover), not shrunk:
#: at 390 px Plotly turned "24 theory + empirical" upright at 66% of 12 px (~8 px, walk62)
IN_BAR_MIN = 10


def in_bar_label(count: int, label: str) -> str:
    """A stacked column's segment label, level, a line for the count and one per word
    pair ("24<br>theory +<br>empirical"): each line fits the ~60-px column of a phone's
    chart at 12 px, where the one-line label needed ~125 px."""
    words = label.lower().replace(" + ", "\u00a0+ ").split(" ")
    return "<br>".join([f"{count:,}", *(w.replace("\u00a0", " ") for w in words)])


def _stacked_types(
    categories: Sequence[str | int],
    rows: pd.DataFrame,
    fragments: Iterable[dict[str, Any]],
    orientation: str,
    whole: Sequence[str] | None = None,
) -> list[dict[str, Any]]:
    """One bar trace per paper type over ``categories``; the hover names a bar by
    ``whole`` (its category's whole name: a topic's axis label is cut) where given."""
    fragments = list(fragments)
    name = "%{hovertext}" if whole is not None else \
        f"%{{{'y' if orientation == 'h' else 'x'}}}"
    typed = sum(rows[t].fillna(0).to_numpy(dtype=float) for t in PAPER_TYPES[:3] if t in rows)
    data = []
    for t in PAPER_TYPES:
        counts = rows[t].fillna(0).astype(int).tolist() if t in rows else [0] * len(categories)
        # each segment's share of its bar's papers with a type (unclear: no share)
        shares = ["" if t == "unclear" else f" ({100 * c / max(n, 1):.0f}% of those with a type)"
                  for c, n in zip(counts, np.broadcast_to(typed, len(counts)), strict=True)]
        values = {"x": counts, "y": categories} if orientation == "h" else {
            "x": categories, "y": counts}
        data.append(
            {
                "type": "bar",
                "orientation": orientation,
                "name": TYPE_LEGEND[t],  # the hover names it whole
                "meta": fragment(type=t),
                **values,
                "marker": type_marker(t),
                "customdata": [fragment(**f, type=t) for f in fragments],
                "text": shares, "textposition": "none",
                **({"hovertext": list(whole)} if whole is not None else {}),
                "hovertemplate": f"<b>{name}</b><br>"
                f"{TYPE_LABELS[t]}: %{{{'x' if orientation == 'h' else 'y'}:,}}%{{text}}"
                "<extra></extra>",
            }
        )
    return data


_TYPE_LEGEND = {"orientation": "h", "x": 0, "y": 1.02, "yanchor": "bottom",
                "font": {"size": 11}, "traceorder": "normal"}


def paper_types_by_topic_figure(paper_types: pd.DataFrame, *,
                                plain: bool = False) -> Figure:
    """Paper types per topic, stacked (``tables.paper_types_table``, rows other than ``all``).

    A click filters by the topic and the type of the segment; a legend click by the type.
    """
    t = paper_types[paper_types["topic"].astype(str) != "all"]
    t = t[t["total"] > 0].copy()
    if t.empty:
        return empty_figure("No papers under these filters.", plain=plain)
    t["topic"] = t["topic"].astype(int)
    t = t.sort_values(["total", "topic"], ascending=[True, False])
    names = [topic_name(k, lab) for k, lab in zip(t["topic"], t["topic_label"], strict=True)]
    data = _stacked_types(names, t, ({"topic": int(k)} for k in t["topic"]), "h",
                          [topic_name(k, lab, None) for k, lab in zip(t["topic"], t["topic_label"],
                                                                      strict=True)])
    return make_figure(
        data,
        {
            "height": bar_height(len(t)) + 30,
            "barmode": "stack",
            "showlegend": True,
            "legend": _TYPE_LEGEND,
            "xaxis": {"title": {"text": "papers"}},
            "yaxis": {"type": "category", "tickfont": {"size": 11}},
            "bargap": bar_gap(len(t), 0.25),
        }, plain=plain, narrow=True,
        names=topic_names(names, t["topic"].tolist(), t["topic_label"].tolist()))


def paper_types_by_figure(table: pd.DataFrame, by: str,
                          mix_runs: pd.DataFrame | None = None, *,
                          plain: bool = False) -> Figure:
    """Paper types per year or per venue, stacked (``tables.paper_types_by(…, by=by)``).

    Years run left to right, the years of other venues (``mix_runs``:
    ``analysis.trends.venue_mix.distinct_mix_years``) paled; venues are horizontal bars,
    largest at the top.  A click filters by the year (or venue) and the type of the segment.
    """
    t = table[table["total"] > 0] if not table.empty else table
    if t.empty:
        return empty_figure("No papers under these filters.", plain=plain)
    if by == "year":
        t = t.sort_values("year")
        years = [int(y) for y in t["year"]]
        data = _stacked_types(years, t, ({"years": f"{y}-{y}"} for y in years), "v")
        layout = {
            "height": 320,
            "xaxis": year_axis(years, 0.5, title={"text": "year"}),
            **year_marks(years, mix_runs, edge=0.5),  # bars a year wide
            "yaxis": {"title": {"text": "papers"}},
        }
    elif by == "venue":
        t = t.sort_values(["total", "venue"], ascending=[True, False])
        venues = [shown_venue(v) for v in t["venue"]]
        data = _stacked_types(
            shortened(venues), t, ({"venue": v} for v in venues), "h")
        layout = {
            "height": bar_height(len(t)) + 30,
            "xaxis": {"title": {"text": "papers"}},
            "yaxis": {"type": "category"},
        }
    else:
        raise ValueError(f"by must be 'year' or 'venue', not {by!r}")
    layout.update({"barmode": "stack", "showlegend": True, "legend": _TYPE_LEGEND,
                   "bargap": bar_gap(len(t), 0.2)})
    return make_figure(data, layout, plain=plain)
