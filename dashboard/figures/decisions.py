"""Decision and people charts: papers per decision, acceptance and oral rates with their
Wilson intervals (per topic, per paper type), the most prolific authors, and newcomers and
team sizes per year.  Each reads one table of :mod:`analysis.tables.decisions` or
:mod:`analysis.tables.people`; a click filters by the decision, topic, type or author."""

from __future__ import annotations

from typing import Any

import numpy as np
import pandas as pd

from analysis.decisions import STATUS_LABELS
from analysis.trends.newcomers import venue_moved
from dashboard.figures import one_year
from dashboard.figures.base import (
    KEYWORD_COLOR,
    NEUTRAL_COLOR,
    TYPE_LABELS,
    WHOLE_MARKERS,
    Figure,
    bar_height,
    empty_figure,
    fragment,
    make_figure,
    percent,
    shorten,
    topic_color,
    topic_name,
    year_axis,
)
from dashboard.figures.counts import bar_text_positions
from dashboard.figures.gaps import on_grid, year_grid
from dashboard.figures.one_year import one_year_words
from dashboard.figures.venue_mix import year_marks

# Accepted decisions in one hue from strong (oral) to light; the rest neutral or warm.
STATUS_COLORS = {
    "accepted-oral": "#1b4f72", "accepted-spotlight": "#2e86c1", "accepted-poster": "#85c1e9",
    "accepted": "#4477AA", "findings": "#44AA99", "workshop": "#DDCC77",
    "rejected": "#CC6677", "withdrawn": "#882255", "unknown": "#BBBBBB"}
AUTHORS_SHOWN = 15  # bars of the prolific-authors chart
NO_ACCEPTANCE = ("No rejected or withdrawn papers under these filters: an acceptance rate "
                 "needs them (most exports list accepted papers only).")
NO_ORALS = "No venue-year with orals under these filters: no oral rate to show."


def status_figure(status: pd.DataFrame, *, plain: bool = False) -> Figure:
    """Papers per decision (``tables.status_table``), one bar each; a click filters by it."""
    if status.empty:
        return empty_figure("No decisions in these papers.", plain=plain)
    texts = [f"{n:,} ({percent(p)})" for n, p in zip(status["n_papers"], status["share"],
                                                    strict=True)]
    bars = [{
        "type": "bar", "orientation": "h",
        "y": [STATUS_LABELS[s] for s in status["status"]], "x": status["n_papers"].tolist(),
        "marker": {"color": [STATUS_COLORS[s] for s in status["status"]]},
        "text": texts, "cliponaxis": False,
        # inside only where it fits (Plotly's "auto" put "826 (13.7%)" over the bar's end)
        "textposition": bar_text_positions(status["n_papers"].tolist(), texts),
        "customdata": [fragment(status=s) for s in status["status"]],
        "hovertext": [f"as given: {shorten(g, 120)}" for g in status["as_given"]],
        "hovertemplate": "<b>%{y}</b>: %{x:,} papers<br>%{hovertext}<extra></extra>",
    }]
    return make_figure(bars, {"height": bar_height(len(status)),
                              "yaxis": {"autorange": "reversed"},
                              "xaxis": {"title": {"text": "papers"}}}, plain=plain)


def _rate_trace(table: pd.DataFrame, labels: list[str], which: str, name: str,
                color: str | list[str], fragments: list[str],
                whole: list[str] | None = None) -> dict[str, Any]:
    """Dots at each group's rate with its Wilson interval as an error bar; the hover
    names a group by ``whole`` where given (a topic's axis label is cut), else its label."""
    rate = table[f"{which}_rate"].to_numpy(dtype=float)
    low, high = (table[f"{which}_low"].to_numpy(dtype=float),
                 table[f"{which}_high"].to_numpy(dtype=float))
    base, hits = ("decided", "decided_accepted") if which == "acceptance" else (
        "presented", "presented_oral")
    return {
        "type": "scatter", "mode": "markers", "name": name,
        "x": rate.tolist(), "y": labels, "marker": {"color": color, "size": 9},
        # a dot at 0% or 100% (a topic of 3 papers, all accepted) drawn whole, over the
        # plot's edge: clipped there it was half a dot (24k, ui67)
        "cliponaxis": False,
        "error_x": {"type": "data", "symmetric": False, "array": (high - rate).tolist(),
                    "arrayminus": (rate - low).tolist(), "color": NEUTRAL_COLOR,
                    "thickness": 1.2, "width": 3},
        "customdata": fragments,
        "hovertext": [f"{int(k):,} of {int(n):,} papers; 95% interval {percent(lo)}–"
                      f"{percent(hi)}" if n else "no paper to count"  # (not "nan%–nan%")
                      for k, n, lo, hi in zip(table[hits], table[base], low, high,
                                              strict=True)],
        **({"text": whole} if whole is not None else {}),  # (markers: drawn only in the hover)
        "hovertemplate": f"<b>{'%{text}' if whole is not None else '%{y}'}"
        f"</b><br>{name}: %{{x:.1%}}<br>%{{hovertext}}<extra></extra>",
    }


def _rate_layout(n_rows: int, title: str) -> dict[str, Any]:
    return {"height": bar_height(n_rows, per_row=22),
            "xaxis": {"title": {"text": title}, "tickformat": ".0%", "range": [0, 1]},
            "yaxis": {"autorange": "reversed"}}


def acceptance_by_topic_figure(rates: pd.DataFrame, *, plain: bool = False) -> Figure:
    """Acceptance rate per topic with its Wilson interval, highest first
    (``tables.acceptance_by_topic_table``); a click filters by the topic."""
    topics = rates[(rates["topic"].astype(str) != "all") & (rates["decided"] > 0)]
    if topics.empty:
        return empty_figure(NO_ACCEPTANCE, plain=plain)
    topics = topics.sort_values(["acceptance_rate", "decided"], ascending=False, kind="stable")
    rows = list(zip(topics["topic"], topics["topic_label"], topics["decided"], strict=True))
    labels = [f"{topic_name(t, lab, 34)} ({int(n):,})" for t, lab, n in rows]
    named = dict(zip(labels, rows, strict=True))
    trace = _rate_trace(topics, labels, "acceptance", "acceptance rate",
                        [topic_color(int(t)) for t in topics["topic"]],
                        [fragment(topic=int(t)) for t in topics["topic"]],
                        [f"{topic_name(t, lab, None)} ({int(n):,})" for t, lab, n in rows])
    overall = rates[rates["topic"].astype(str) == "all"]["acceptance_rate"]
    layout = _rate_layout(len(topics), "accepted, of the papers with a decision")
    if len(overall) and np.isfinite(overall.iloc[0]):
        layout["shapes"] = [{"type": "line", "x0": float(overall.iloc[0]),
                             "x1": float(overall.iloc[0]), "yref": "paper", "y0": 0, "y1": 1,
                             "line": {"color": NEUTRAL_COLOR, "dash": "dot", "width": 1}}]
    # labels above the dots on a phone: beside them the plot kept 2 px of a 390-pixel
    # window's chart (24k, ui67)
    return make_figure([trace], layout, plain=plain, narrow=True, names=lambda label, limit: (
        f"{topic_name(named[label][0], named[label][1], limit)} ({int(named[label][2]):,})"))


def rates_by_type_figure(rates: pd.DataFrame, *, plain: bool = False) -> Figure:
    """Acceptance and oral rates per paper type, each with its Wilson interval
    (``tables.acceptance_by_paper_type_table``); a click filters by the type."""
    types = rates[rates["paper_type"] != "all"]
    traces = []
    labels = [TYPE_LABELS[t] for t in types["paper_type"]]
    frags = [fragment(type=t) for t in types["paper_type"]]
    if (types["decided"] > 0).any():
        traces.append(_rate_trace(types, labels, "acceptance", "acceptance rate",
                                  KEYWORD_COLOR, frags))
    if (types["presented"] > 0).any():
        traces.append(_rate_trace(types, labels, "oral", "oral rate (of accepted)",
                                  STATUS_COLORS["accepted-oral"], frags))
        traces[-1]["marker"]["symbol"] = "diamond"
    if not traces:
        return empty_figure(f"{NO_ACCEPTANCE} {NO_ORALS}", plain=plain)
    layout = _rate_layout(len(types) + 1, "rate (dots) and 95% Wilson interval (bars)")
    layout.update(showlegend=True, legend={"orientation": "h", "y": 1.02, "yanchor": "bottom",
                                           "x": 0})
    return make_figure(traces, layout, plain=plain)


def prolific_authors_figure(authors: pd.DataFrame, *, plain: bool = False) -> Figure:
    """The most prolific authors of the selection (``tables.authors_table``); a click
    filters by the author."""
    top = authors.head(AUTHORS_SHOWN)
    if top.empty:
        return empty_figure("No authors listed for these papers.", plain=plain)
    bars = [{
        "type": "bar", "orientation": "h", "y": top["author"].tolist(),
        "x": top["n_papers"].tolist(),
        "marker": {"color": [topic_color(int(t)) for t in top["main_topic"]]},
        "customdata": [fragment(author=a) for a in top["author"]],
        "hovertext": [f"mostly {topic_name(t, lab, 40)}; {int(c):,} in the corpus" for t, lab, c
                      in zip(top["main_topic"], top["main_topic_label"], top["corpus_papers"],
                             strict=True)],
        "hovertemplate": "<b>%{y}</b>: %{x:,} papers<br>%{hovertext}<extra></extra>",
    }]
    # the categories given, so a redraw for other filters keeps no names of the last one
    return make_figure(bars, {"height": bar_height(len(top)),
                              "yaxis": {"autorange": "reversed", "type": "category",
                                        "categoryorder": "array",
                                        "categoryarray": top["author"].tolist()},
                              "xaxis": {"title": {"text": "papers in the selection"}}},
                       plain=plain)


KNOWN_VENUES = "newcomers in venues of earlier years"  # the newcomer line less new venues


def _known_venues_trace(years: pd.DataFrame, x: list[int], frags: list[str]
                        ) -> list[dict[str, Any]]:
    """The newcomer share among the authors of venues with papers in an earlier year
    (``newcomer_share_known``: :mod:`analysis.trends.newcomers`), dotted, when a venue new
    to the corpus moved a year's share shown (``venue_moved``); else nothing."""
    if not venue_moved(years).any():
        return []
    known = years["newcomer_share_known"].astype(float)
    new = [str(v).replace("; ", ", ") if isinstance(v, str) and v else "none"
           for v in years["new_venues"]]
    return [{"type": "scatter", "mode": "lines+markers", "name": KNOWN_VENUES,
             "x": year_grid(x), "y": on_grid(x, [None if np.isnan(v) else v for v in known]),
             "line": {"color": KEYWORD_COLOR, "dash": "dot", "width": 1.5},
             "marker": {"size": 5, "symbol": "circle-open"}, **WHOLE_MARKERS,
             "customdata": on_grid(x, [[f, v] for f, v in zip(frags, new, strict=True)]),
             "hovertemplate": "%{x}: %{y:.1%} of the authors of venues of earlier years had "
             "no earlier paper (venues new that year: %{customdata[1]})<extra></extra>"}]


def authors_by_year_figure(years: pd.DataFrame, mix_runs: pd.DataFrame | None = None, *,
                           plain: bool = False) -> Figure:
    """Newcomers' share of each year's authors (left axis) and the mean team size (right
    axis), per year (``tables.authors_by_year_table``); a click filters by the year.  The
    years of other venues (``mix_runs``) are paled: a venue's first year brings its
    authors in as newcomers."""
    if len(years) < 2:
        return empty_figure(one_year_words(years, one_year.AUTHORS, one_year.AUTHORS_TWO_YEARS),
                            plain=plain)
    x = years["year"].astype(int).tolist()
    frags = [fragment(years=f"{y}-{y}") for y in x]
    share = years["newcomer_share"].astype(float)
    # every year, None where the selection has no papers: the lines stop there
    # (figures.gaps), not drawn across the years between (a venue filter's gaps)
    grid = year_grid(x)
    traces = [
        {"type": "scatter", "mode": "lines+markers", "name": "newcomers (share of authors)",
         "x": grid, "y": on_grid(x, [None if np.isnan(v) else v for v in share]),
         "line": {"color": KEYWORD_COLOR}, "customdata": on_grid(x, frags), **WHOLE_MARKERS,
         "hovertemplate": "%{x}: %{y:.1%} of the authors had no earlier paper<extra></extra>"},
        *_known_venues_trace(years, x, frags),
        {"type": "scatter", "mode": "lines+markers", "name": "mean team size", "x": grid,
         "y": on_grid(x, [None if np.isnan(v) else v for v in
                          years["mean_team_size"].astype(float)]), "yaxis": "y2",
         "line": {"color": STATUS_COLORS["rejected"], "dash": "dash"},
         "customdata": on_grid(x, frags),
         **WHOLE_MARKERS,
         "hovertemplate": "%{x}: %{y:.2f} authors per paper<extra></extra>"},
    ]
    return make_figure(traces, {
        "height": 300, "showlegend": True, "legend": {"orientation": "h", "y": -0.25},
        # ending at the last year (year_axis), its tick label met the right axis's "0"
        # (the 24k: "2025" over it): 5 px lower, as every year axis ending at its years
        "xaxis": year_axis(x), **year_marks(x, mix_runs),
        # the years of other venues' labels above the plot (venue_mix.mix_marks): inside
        # it, on a phone, "only COLING" over 2020 hid 2021's 85% newcomers (ACL + NAACL +
        # COLING) and "only AISTATS" the 24k's team sizes of 2021-2024
        "yaxis": {"title": {"text": "newcomers"}, "tickformat": ".0%", "rangemode": "tozero"},
        "yaxis2": {"title": {"text": "authors per paper"}, "overlaying": "y", "side": "right",
                   "rangemode": "tozero", "showgrid": False,
                   # the last year's markers are drawn on this axis (year_axis): its
                   # labels 5 px off, clear of them (the NLP venues: 2025's 67% newcomers over "4")
                   "ticklabelstandoff": 5,
                   # Plotly syncs an overlaying axis's ticks to the left one's by default:
                   # 1.24, 2.47, 3.71 authors; its own ticks are whole or half numbers
                   "tickmode": "auto"}}, plain=plain)
