"""Trend charts: followed items over the years, papers per venue and year, ranked changes,
emerging terms, paper-type shares per year.

Every share on these charts is of *all* papers of a year within the venue, year and type
filters (the tables say so; the cards' notes say it in words); every tooltip gives the
count beside the share.
"""

from __future__ import annotations

import functools
import html
import re
from collections.abc import Sequence
from typing import Any

import numpy as np
import pandas as pd

from analysis.schema import PAPER_TYPES, shown_venue, venue_keys
from analysis.terms import spelling
from dashboard.figures.base import (
    FALLING_COLOR,
    NEUTRAL_COLOR,
    RISING_COLOR,
    TOPIC_PALETTE,
    TYPE_COLORS,
    TYPE_LABELS,
    TYPE_PATTERNS,
    VENUE_PALETTE,
    WHOLE_MARKERS,
    Figure,
    bar_height,
    empty_figure,
    fragment,
    gap_marks,
    keyword_query,
    line_symbol,
    make_figure,
    percent,
    records,
    topic_name,
    venue_hatch,
    year_axis,
)
from dashboard.figures.gaps import on_grid, split_areas, year_grid
from dashboard.figures.labels import shorten, shortened
from dashboard.figures.venue_mix import mix_line, year_marks

__all__ = ["VENUE_PALETTE"]  # re-exported: venues get colours topics do not use
BAR_PAD = 1.05  # the z axis's reach past the longest bar (Plotly pads a bar axis ~5%)
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


def q_words(q: float) -> str:
    """The hover line of a listed change's q-value (empty where the table has none): the
    tables list an item only where q < 5%, so every bar is drawn alike (session 58: the pale
    "may be chance" bars of the |z| >= 1.96 rule are gone with it)."""
    if np.isnan(q):
        return ""
    return f"<br>q = {q:.2g} (Benjamini-Hochberg false discovery rate)"


def diverging_pick(table: pd.DataFrame, top: int = 12) -> np.ndarray:
    """Row positions of the ``top`` items of each side by z (``table["z"]``), in the order
    the diverging chart draws them from the bottom: the falls weakest first, then the rises
    weakest first, so that read from the top each side starts with its strongest."""
    z = table["z"].to_numpy(dtype=float) if not table.empty else np.zeros(0)
    up, down = np.flatnonzero(z > 0), np.flatnonzero(z < 0)
    up = up[np.argsort(-z[up], kind="stable")][:top]
    down = down[np.argsort(z[down], kind="stable")][:top]
    return np.concatenate([down[::-1], up[::-1]])


def diverging_figure(table: pd.DataFrame, labels: tuple[str, str], top: int = 12,
                     empty: str = "No change is significant.", axis: str | None = None, *,
                     plain: bool = False) -> Figure:
    """Items ranked by z (``term``, ``z``, ``share_a``, ``share_b``, ``count_a``,
    ``count_b``; ``topic`` for topics): the ``top`` most characteristic of each side, group
    b's to the right.  A click filters by the topic or searches for the term."""
    z = table["z"].to_numpy(dtype=float) if not table.empty else np.zeros(0)
    picked = diverging_pick(table, top)
    if picked.size == 0:
        return empty_figure(empty, plain=plain)
    col = {c: table[c].to_numpy()[picked] for c in ("term", "share_a", "share_b", "count_a",
                                                   "count_b")}
    topic = table["topic"].to_numpy()[picked] if "topic" in table else np.full(len(picked), None)
    if not pd.isna(topic).all():
        names = [topic_name(int(k), str(lab)) for k, lab in zip(topic, col["term"], strict=True)]
        full = [f"#{int(k)} {lab}" for k, lab in zip(topic, col["term"], strict=True)]
        frags = [fragment(topic=int(k)) for k in topic]
    else:  # spelled as everywhere, the axis cut as topic names are (walk63: BERT's 55 characters)
        names = shortened(full := spelling.labels(table.iloc[picked]))
        frags = [fragment(q=keyword_query(str(term))) for term in col["term"]]
    a, b = labels
    q = (table["q"].to_numpy(dtype=float)[picked] if "q" in table
         else np.full(len(picked), np.nan))
    bar = {
        "type": "bar", "orientation": "h", "x": z[picked].round(2).tolist(), "y": names,
        "marker": {"color": [RISING_COLOR if v > 0 else FALLING_COLOR for v in z[picked]]},
        "customdata": [[f, percent(sa), int(ca), percent(sb), int(cb), q_words(v), name]
                       for f, sa, ca, sb, cb, v, name in
                       zip(frags, col["share_a"], col["count_a"], col["share_b"],
                           col["count_b"], q, full, strict=True)],
        "hovertemplate": "<b>%{customdata[6]}</b><br>" + a + ": %{customdata[1]} ("
        "%{customdata[2]:,} papers)<br>" + b + ": %{customdata[3]} (%{customdata[4]:,} "
        "papers)<br>z = %{x}%{customdata[5]}<extra></extra>",
    }
    return make_figure([bar], {
        "height": bar_height(len(picked), per_row=20),
        "xaxis": {"title": {"text": axis or f"← more in {a}   ·   z-score   ·   more in {b} →"},
                  "zeroline": True, **both_sides(z[picked])},
        "yaxis": {"type": "category", "tickfont": {"size": 11}}, "bargap": 0.25,
    }, plain=plain, narrow=True)


def ranked_changes_figure(table: pd.DataFrame, kind: str = "keyword", top: int = 12, *,
                          plain: bool = False) -> Figure:
    """The keywords (or topics) that rose and fell most (``tables.rising_falling_table``):
    z of the change in their share of all papers, within venues; a click searches (or
    filters by the topic)."""
    t = table[table["kind"] == kind] if "kind" in table else table
    what = "keyword" if kind == "keyword" else "topic"
    if t.empty:  # the card's words say why, once (what was tested, the nearest candidate)
        return empty_figure(f"No {what} listed.", plain=plain)
    a, b = str(t["group_a"].iloc[0]), str(t["group_b"].iloc[0])
    return diverging_figure(t, (a, b), top, axis=f"← falling   ·   z, {short_years(a)} → "
                            f"{short_years(b)}   ·   rising →", plain=plain)


def short_years(period: str) -> str:
    """"2020–22" for "2020–2022", so a title's middle ("z, 2020–22 → 2024–25", 152 px) fits
    one line under a plot beside topic labels at 1,024 px (183 px); other text as it is."""
    return re.sub(r"\b(\d\d)(\d\d)–\1(\d\d)\b", r"\1\2–\3", period)


def both_sides(z: np.ndarray) -> dict[str, Any]:
    """The z axis's range, even about 0: Plotly's ended just past the shorter side's longest
    bar, before its first tick (ICRA against ICLR: ticks 0, 2, 4, bars to -1.6), and bars one
    way began it at 0, "← more in ACL" pointing at nothing (walk63); {} with no bar off 0."""
    if not (z.size and np.abs(z).max() > 0):
        return {}
    reach = round(float(np.abs(z).max()) * BAR_PAD, 2)
    return {"range": [-reach, reach]}


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


def emerging_figure(table: pd.DataFrame, top: int = 15, *, plain: bool = False) -> Figure:
    """Emerging terms (``tables.emerging_terms_table``), strongest burst at the top: each
    term's share of all papers before its take-off (grey) and since (blue), and, when the
    papers come from several venues, the share since that the venue mix alone predicts
    (open circle: a term can burst within its venues while its share of all papers falls).
    The shares are of the venues the table was judged in (:func:`judged_venues`), which
    the axis and the hover name when they are not all the view's.  A click searches for
    the term."""
    t = table.head(top).iloc[::-1]
    if t.empty:
        return empty_figure("No emerging term to list for these filters.",
                            plain=plain)
    venues = html.escape(judged_venues(t))
    of = f"of the papers in {venues}" if venues else "of all papers"
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
        "hovertemplate": hover + f"{name}: %{{x:.2f}}% {of}<extra></extra>",
    } for col, name, color, symbol in (
        ("share_before", "before take-off", NEUTRAL_COLOR, "circle"),
        ("share_expected", "since, from the venue mix alone", NEUTRAL_COLOR, "circle-open"),
        ("share_since", "since take-off", RISING_COLOR, "diamond"))
        if col in t and t[col].notna().any()]
    return make_figure([dumbbell, *dots], {
        "height": bar_height(len(t), per_row=22), "showlegend": True,
        "legend": {"orientation": "h", "y": 1.02, "yanchor": "bottom", "font": {"size": 11}},
        "xaxis": {"title": {"text": f"% of the years' papers in {venues}" if venues else
                            "% of all papers of the years"}, "rangemode": "tozero"},
        "yaxis": {"type": "category", "tickfont": {"size": 11}},
    }, plain=plain)


def type_shares_figure(table: pd.DataFrame, mix_runs: pd.DataFrame | None = None, *,
                       plain: bool = False) -> Figure:
    """Each paper type's share of the year's papers with a type
    (``tables.paper_type_shares_table``), stacked to 100%; the count in the tooltip.  A click
    filters by the year and the type.  The years of other venues (``mix_runs``) are paled."""
    t = table[table["typed"] > 0] if not table.empty else table
    if t.empty or len(t) < 2:
        return empty_figure("Paper-type shares per year need papers from two years.",
                            plain=plain)
    years = [int(y) for y in t["year"].tolist()]
    typed = t["typed"].tolist()  # plain ints and floats: numpy's scalars cost more per point
    data = [{
        "type": "scatter", "mode": "lines", "stackgroup": "types", "name": TYPE_LABELS[k],
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
