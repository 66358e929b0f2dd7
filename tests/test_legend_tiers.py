"""A legend above the plot: the top margin holds the rows Plotly draws at each chart width
(plotly.js 4.1's wrap rule, on the entry widths the figure gives Plotly), the plot keeps
its height, and every chart with such a legend gets it (planted tables)."""

from __future__ import annotations

import math

import pandas as pd
import pytest

from analysis.schema import PAPER_TYPES
from dashboard import figures as F
from dashboard.figures.margins import LEGEND_PAD, LEGEND_ROW, text_width

#: chart widths measured in Chromium: the card of a 1,440-, 1,400-, 1,200- and 1,024-pixel
#: window, and a 390-pixel phone's
WIDTHS = (659, 639, 539, 451, 336)


def drawn_at(layout: dict, width: float) -> dict:
    """``layout`` as ``assets/narrow_charts.js`` draws it on a chart ``width`` px wide:
    every tier of ``meta.narrow`` the chart is narrower than, widest first, laid over it
    (a dict merged one level deep, a list appended, anything else replaced)."""
    out = dict(layout)
    for tier in (layout.get("meta") or {}).get("narrow", []):
        if width < tier["below"]:
            for key, value in tier["layout"].items():
                if isinstance(value, list):
                    out[key] = list(out.get(key) or []) + value
                elif isinstance(value, dict) and isinstance(out.get(key), dict):
                    out[key] = {**out[key], **value}
                else:
                    out[key] = value
    return out


def plotly_rows(data: list[dict], layout: dict, width: float) -> int:
    """The rows plotly.js 4.1 lays a horizontal legend out in (``computeLegendDimensions``),
    on the entry widths the traces give it (``legendwidth``): one row if the entries and
    a 5-px gap between each fit in the plot's width, else a grid of the widest entry."""
    widths = [t.get("legendwidth", text_width([t["name"]], 11)) + 40 for t in data
              if t.get("name") and t.get("showlegend", True)]
    plot = width - layout["margin"]["l"] - layout["margin"]["r"]
    if sum(widths) + 5 * (len(widths) - 1) < plot:
        return 1
    per_row = max(k for k in range(1, len(widths) + 1)
                  if k == 1 or k * (max(widths) + 5) - 5 < plot)
    return math.ceil(len(widths) / per_row)


def reserved_rows(layout: dict) -> float:
    """Rows of the legend the top margin holds (above its ``y`` - 1 of the plot)."""
    plot = layout["height"] - layout["margin"]["t"] - layout["margin"]["b"]
    lift = (layout["legend"]["y"] - 1) * plot
    return (layout["margin"]["t"] - lift - LEGEND_PAD) / LEGEND_ROW


def _types_by_topic(n: int = 8) -> pd.DataFrame:
    return pd.DataFrame([{"topic": k, "topic_label": f"a topic label of some length {k}",
                          "total": 10 + k, **{t: 3 if i < 3 else 1 + k % 2
                                              for i, t in enumerate(PAPER_TYPES)}}
                         for k in range(n)])


def test_plotly_rows_one_row_when_the_entries_fit_else_a_grid_of_the_widest():
    from dashboard.figures.margins import (
        LEGEND_ITEM_GAP,
        LEGEND_TEXT_GAP,
        plotly_legend_rows,
    )

    entries = [100, 140, 160, 80]  # text + symbol, px
    assert plotly_legend_rows(entries, 500) == 1  # 480 + 15 < 500
    assert plotly_legend_rows(entries, 495) == 2  # 495 is not < 495: the grid of 165-px
    # columns, 3 fit (490 < 495): 2 rows
    assert plotly_legend_rows(entries, 326) == 2  # 2 columns: 325 < 326
    assert plotly_legend_rows(entries, 325) == 4
    assert plotly_legend_rows(entries, 50) == 4  # never fewer than one a row
    assert (LEGEND_TEXT_GAP, LEGEND_ITEM_GAP) == (40, 5)  # plotly.js: itemwidth 30, itemGap 5


def test_the_paper_types_legend_keeps_the_rows_plotly_draws_at_every_card_width():
    # legend62: one top margin, fitted to 4 rows on a 560-px card, left 55 px of white
    # above the 2 rows drawn on the 639-px card of a 1,400-pixel window
    fig = F.paper_types_by_topic_figure(_types_by_topic(), plain=True)
    data, layout = fig["data"], fig["layout"]
    seen = {}
    for width in WIDTHS:
        drawn = drawn_at(layout, width)
        rows = plotly_rows(data, drawn, width)
        seen[width] = rows
        # the margin holds exactly the rows drawn: never a row of white above them
        assert reserved_rows(drawn) == pytest.approx(rows, abs=0.1), (width, drawn["margin"])
    assert seen[639] < seen[539]  # the same figure: 2 rows on the wide card, 4 narrower
    # (at 451 px the labels go above the bars, a tier of its own height: ui66)
    wide, narrow = drawn_at(layout, 639), drawn_at(layout, 539)
    plot = [d["height"] - d["margin"]["t"] - d["margin"]["b"] for d in (wide, narrow)]
    # the chart keeps its height (the page holds it before drawing, not knowing the
    # width): the plot gives the rows' room
    assert wide["height"] == narrow["height"]
    assert plot[0] - plot[1] == narrow["margin"]["t"] - wide["margin"]["t"] > 0


def test_every_legend_above_the_plot_gets_its_rows_by_width():
    years = [2019, 2020, 2021, 2022]
    by_year = pd.DataFrame([{"year": y, "total": 10, **{t: 2 + i for i, t in
                                                       enumerate(PAPER_TYPES)}}
                            for y in years])
    figures = [F.paper_types_by_topic_figure(_types_by_topic(), plain=True),
               F.paper_types_by_figure(by_year, "year", plain=True)]
    for fig in figures:
        data, layout = fig["data"], fig["layout"]
        assert all("legendwidth" in t for t in data if t.get("showlegend", True)
                   and t.get("name"))
        for width in WIDTHS:
            drawn = drawn_at(layout, width)
            assert reserved_rows(drawn) == pytest.approx(
                plotly_rows(data, drawn, width), abs=0.1), (width, drawn["margin"])


def test_a_legend_below_the_plot_gets_the_rows_plotly_draws_by_width():
    # charts64: the newcomers' legend below its plot kept two rows (first-fit on a
    # 560-px card) where Plotly draws one on the 639-px card of a 1,400-pixel window
    from dashboard.figures.decisions import authors_by_year_figure

    years = pd.DataFrame({"year": [2019, 2020, 2021, 2022], "newcomer_share": 0.5,
                          "mean_team_size": [3.0, 3.5, 4.0, 4.2]})
    fig = authors_by_year_figure(years, plain=True)
    data, layout = fig["data"], fig["layout"]
    assert layout["legend"]["y"] < 0
    assert all("legendwidth" in t for t in data if t.get("name"))
    seen = {}
    for width in WIDTHS:
        drawn = drawn_at(layout, width)
        plot = drawn["height"] - drawn["margin"]["t"] - drawn["margin"]["b"]
        # under the plot: the legend hung -y of the plot's height, then its rows
        below = drawn["margin"]["b"] + drawn["legend"]["y"] * plot - LEGEND_PAD
        seen[width] = plotly_rows(data, drawn, width)
        assert below / LEGEND_ROW == pytest.approx(seen[width], abs=0.1), (width, drawn)
        assert drawn["height"] == layout["height"]  # nothing below the chart moves
    assert seen[639] == 1 < seen[336]


def test_the_phone_topic_legend_has_no_more_white_above_it_than_other_legends():
    # charts64: 28 px of white above the 24k's topics-over-the-years legend at 390 px (a
    # title and 11 entries) where other legends had 14-17: its title counted as a 20-px
    # row (Plotly: 16) and every row 1 px over Plotly's 19
    rows = [{"year": y, "topic": k, "topic_label": f"a topic label {k}", "n_papers": k + 1,
             "year_papers": 200, "share": (k + 1) / 200}
            for y in range(2013, 2026) for k in range(20)]
    fig = F.topic_trends_figure(pd.DataFrame(rows), plain=True)
    data, layout = fig["data"], fig["layout"]
    drawn = drawn_at(layout, 336)
    assert drawn["legend"]["orientation"] == "h" and drawn["legend"]["title"]["text"]
    plot = drawn["height"] - drawn["margin"]["t"] - drawn["margin"]["b"]
    lift = (drawn["legend"]["y"] - 1) * plot
    # plotly.js 4.1: 19 px an entry row, 16 the title, 10 of padding (measured: 235 px
    # for the title and 11 rows)
    height = plotly_rows(data, drawn, 336) * 19 + 16 + 10
    white = drawn["margin"]["t"] - lift - height
    assert 0 <= white < LEGEND_PAD - 10 + 1  # as any legend above the plot: 12 px (+ rounding)


def test_the_paper_types_legends_take_two_rows_on_a_phone():
    """ui66: the legend of types per topic, year and venue took 4 rows above its chart on a
    390-pixel phone (336-px chart): Plotly lays a wrapping legend out in columns of its
    widest entry, and "Theory + empirical" left room for one.  Named a word each, 2 rows;
    the hovers still name each type whole."""
    years = pd.DataFrame([{"year": y, "total": 10, **{t: 2 + i for i, t in
                                                     enumerate(PAPER_TYPES)}}
                          for y in (2019, 2020, 2021)])
    venues = pd.DataFrame([{"venue": v, "total": 10, **{t: 2 + i for i, t in
                                                       enumerate(PAPER_TYPES)}}
                           for v in ("NeurIPS", "AISTATS", "ICML")])
    figures = [F.paper_types_by_topic_figure(_types_by_topic(), plain=True),
               F.paper_types_by_figure(years, "year", plain=True),
               F.paper_types_by_figure(venues, "venue", plain=True)]
    for fig in figures:
        data, layout = fig["data"], fig["layout"]
        assert [t["name"] for t in data] == ["Theory", "Empirical", "Both", "Unclear"]
        assert "Theory + empirical" in data[2]["hovertemplate"]
        rows = {w: plotly_rows(data, drawn_at(layout, w), w) for w in WIDTHS}
        assert rows[336] == 2, rows  # was 4
        assert rows[639] == 1, rows
        assert reserved_rows(drawn_at(layout, 336)) == pytest.approx(2, abs=0.1)


def test_a_plot_too_narrow_for_two_legend_columns_has_its_labels_above_the_bars():
    """ui66: the seeds' paper types per topic on a 1,024-pixel window (451-px chart): beside
    labels of ~38 characters the plot kept 195 px, the legend one column (4 rows, 86 px of
    a 190-px chart) and Plotly dropped 2 of the 5 topic labels.  Labels above the bars
    leave the legend the chart's width."""
    topics = pd.DataFrame([{"topic": k, "topic_label": f"quantization · large language mod {k}",
                            "total": 10 + k, **{t: 3 for t in PAPER_TYPES}} for k in range(5)])
    fig = F.paper_types_by_topic_figure(topics, plain=True)
    data, layout = fig["data"], fig["layout"]
    drawn = drawn_at(layout, 451)
    assert drawn["yaxis"].get("showticklabels") is False  # above the bars
    assert len([n for n in drawn["annotations"] if n.get("yref") == "y"]) == 5  # every label
    assert plotly_rows(data, drawn, 451) == 1
    wide = drawn_at(layout, 639)
    assert wide["yaxis"].get("showticklabels") is not False  # beside them, with the room
    assert plotly_rows(data, wide, 639) <= 2
