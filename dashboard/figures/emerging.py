"""Emerging terms: each term's share before its take-off and since, as a dumbbell per
term, strongest burst at the top, with the words its hover and the page's lines use (the
take-off year, a gap in its venues' years, its first paper, the venues it was judged in).

The table is :func:`analysis.tables.emerging_terms_table` (the burst test:
:mod:`analysis.trends.emerging`).
"""

from __future__ import annotations

import html
from typing import Any

import numpy as np
import pandas as pd

from analysis.terms import spelling
from analysis.trends.window import judged_years
from dashboard.figures.base import (
    NEUTRAL_COLOR,
    RISING_COLOR,
    Figure,
    bar_height,
    empty_figure,
    fragment,
    keyword_query,
    make_figure,
    records,
)
from dashboard.figures.labels import shorten

FIRST_TITLE_CHARS = 48  # a first paper's title in a hover a half-width card holds


def first_paper_lines(table: pd.DataFrame) -> list[str]:
    """Each emerging term's first paper as the hover says it, on a line of its own
    ("first paper: “Title” (ICRA)"), "" when the table has none: the reader checks the
    first use is the subject."""
    if "first_paper" not in table:
        return [""] * len(table)
    return [f"<br>first paper: “{shorten(p, FIRST_TITLE_CHARS)}” ({v})"
            if isinstance(p, str) and p else ""
            for p, v in zip(table["first_paper"], table.get("first_venue", table["first_paper"]),
                            strict=True)]


def judged_venues(table: pd.DataFrame) -> str:
    """The venues an emerging-terms table was judged in ("AISTATS"), when they are not all
    the view's (``covered`` below 1: some venues have no papers in the latest year); ""
    when they are all (or the table is empty, or has no such column)."""
    if table.empty or "covered" not in table or "venues" not in table:
        return ""
    covered = table["covered"].iloc[0]
    return "" if pd.isna(covered) or float(covered) >= 1.0 else \
        venue_names(str(table["venues"].iloc[0]).split(", "))


#: Venues named in a line of the page before "+N more" (the table's ``venues`` holds all)
VENUES_NAMED = 4


def venue_names(venues: list[str]) -> str:
    """"ALT, COLING, RSS, WACV", or the first few and "+N more" when there are many."""
    if len(venues) <= VENUES_NAMED:
        return ", ".join(venues)
    return ", ".join(venues[:VENUES_NAMED - 1]) + f" +{len(venues) - VENUES_NAMED + 1} more"


def took_off(row: Any) -> str:
    """An emerging term's take-off year ("2025"): the year its shares before and since
    are split at, said as one year even when the burst may have begun earlier
    (:func:`gap_words`)."""
    return str(int(row["takeoff_year"]))


def gap_words(row: Any) -> str:
    """" (perhaps from 2023: COLING has no papers 2023–2024)" beside a take-off whose
    venues had no papers in the years before it (``takeoff_from``, ``gap_venues``:
    :func:`analysis.trends.emerging._gaps`), else ""."""
    venues = row.get("gap_venues")
    start = row.get("takeoff_from")
    if not isinstance(venues, str) or not venues or start is None or pd.isna(start) \
            or int(start) >= int(row["takeoff_year"]):
        return ""
    last = int(row["takeoff_year"]) - 1
    years = str(last) if int(start) >= last else f"{int(start)}–{last}"
    has = "has" if ", " not in venues else "have"
    return f" (perhaps from {int(start)}: {venues} {has} no papers {years})"


def judged_upto(table: pd.DataFrame, venue_years: pd.DataFrame | None = None) -> str:
    """" up to 2018" when the terms were judged on years before the view's latest
    (:func:`analysis.trends.window.judged_years`, from ``table``'s ``judged_to``, else from
    ``venue_years`` by the same rule, as the card's sentence has them), else "": the
    chart then said "of all papers of the years" under a card saying "judged up to 2018"
    (polish65)."""
    years = judged_years(table, venue_years)
    return f" up to {years['judged_to']}" if years.get("why") and years["judged_to"] else ""


def emerging_figure(table: pd.DataFrame, top: int = 15, *, plain: bool = False,
                    venue_years: pd.DataFrame | None = None) -> Figure:
    """Emerging terms (``tables.emerging_terms_table``), strongest burst at the top: each
    term's share of all papers before its take-off (grey) and since (blue), and, when the
    papers come from several venues, the share since that the venue mix alone predicts
    (open circle: a term can burst within its venues while its share of all papers falls).
    The shares are of the venues the table was judged in (:func:`judged_venues`), which
    the axis and the hover name when they are not all the view's, and the years, when
    they end before the view's latest (:func:`judged_upto`; ``venue_years``,
    ``tables.venue_years_table``, gives them with no term listed).  A click searches for
    the term."""
    t = table.head(top).iloc[::-1]
    upto = judged_upto(t, venue_years)
    if t.empty:
        return empty_figure(f"No emerging term{upto} to list for these filters.",
                            plain=plain)
    venues = html.escape(judged_venues(t))
    upto = f",{upto}" if venues and upto else upto  # "in ICLR +2 more, up to 2018"
    of = (f"of the papers in {venues}" if venues else "of all papers") + upto
    rows = records(t, np.arange(len(t)))
    names = [f"{spelling.label(r)} · {took_off(r)}" for r in rows]
    custom = [[fragment(q=keyword_query(r["term"])), int(r["first_year"]),
               took_off(r) + gap_words(r), int(r["n_papers"]), int(r["n_since"]), first]
              for r, first in zip(rows, first_paper_lines(t), strict=True)]
    hover = ("<b>%{y}</b><br>first used %{customdata[1]}, took off %{customdata[2]}"
             f"%{{customdata[5]}}<br>{f'in {venues}: ' if venues else ''}"
             "%{customdata[4]:,} papers since take-off, %{customdata[3]:,} in all<br>")
    gaps: list[Any] = []
    for b, s in zip(t["share_before"], t["share_since"], strict=True):
        gaps += [100 * b, 100 * s, None]
    dumbbell = {"type": "scatter", "mode": "lines", "x": gaps,
                "y": [n for n in names for _ in range(3)], "hoverinfo": "skip",
                "line": {"color": "#cbd2d9", "width": 3}, "showlegend": False}
    dots = [{
        "type": "scatter", "mode": "markers", "name": name, "y": names,
        "x": (100 * t[col]).round(3).tolist(), "customdata": custom,
        "marker": {"color": color, "size": 9, "symbol": symbol},
        "cliponaxis": False,  # a share of 0 a whole dot at the axis, not half of one
        "hovertemplate": hover + f"{name}: %{{x:.2f}}% {of}<extra></extra>",
    } for col, name, color, symbol in (
        ("share_before", "before take-off", NEUTRAL_COLOR, "circle"),
        ("share_expected", "since, from the venue mix alone", NEUTRAL_COLOR, "circle-open"),
        ("share_since", "since take-off", RISING_COLOR, "diamond"))
        if col in t and t[col].notna().any()]
    return make_figure([dumbbell, *dots], {
        "height": bar_height(len(t), per_row=22), "showlegend": True,
        "legend": {"orientation": "h", "y": 1.02, "yanchor": "bottom", "font": {"size": 11}},
        "xaxis": {"title": {"text": (f"% of the years' papers in {venues}" if venues else
                                     "% of all papers of the years") + upto},
                  "rangemode": "tozero"},
        "yaxis": {"type": "category", "tickfont": {"size": 11}},
    }, plain=plain, narrow=True)  # labels above the dots on a phone: beside them the plot
    # kept 14 px of a 390-pixel window's chart (24k, ui67)
