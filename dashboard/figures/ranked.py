"""Ranked changes: items ranked by z, each side's strongest, as diverging bars.

The keywords and topics that rose and fell most (:func:`ranked_changes_figure`, the
rising/falling chart) and what sets two compared groups apart
(:func:`diverging_figure`, used by :mod:`dashboard.figures.compare`).  A bar's z is the
test statistic of the change in a share; an item is listed only where its q-value (the
Benjamini-Hochberg false discovery rate) is under 5% (:mod:`analysis.trends`).
"""

from __future__ import annotations

import re
from typing import Any

import numpy as np
import pandas as pd

from analysis.schema import shown_venue
from analysis.terms import spelling
from dashboard.figures.base import (
    FALLING_COLOR,
    RISING_COLOR,
    Figure,
    bar_height,
    empty_figure,
    fragment,
    keyword_query,
    make_figure,
    percent,
    topic_name,
    topic_names,
)
from dashboard.figures.labels import shortened, text_names

BAR_PAD = 1.05  # the z axis's reach past the longest bar (Plotly pads a bar axis ~5%)


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
        named = topic_names(names, [int(k) for k in topic], [str(lab) for lab in col["term"]])
    else:  # spelled as everywhere, the axis cut as topic names are (walk63: BERT's 55 characters)
        names = shortened(full := spelling.labels(table.iloc[picked]))
        frags = [fragment(q=keyword_query(str(term))) for term in col["term"]]
        named = text_names(names, full)
    a, b = labels
    q = (table["q"].to_numpy(dtype=float)[picked] if "q" in table
         else np.full(len(picked), np.nan))
    mix = [m + v for m, v in zip(mix_words(table, picked, labels), venue_words(table, picked),
                                 strict=True)]
    bar = {
        "type": "bar", "orientation": "h", "x": z[picked].round(2).tolist(), "y": names,
        "marker": {"color": [RISING_COLOR if v > 0 else FALLING_COLOR for v in z[picked]]},
        # the mix line after z and q: the full name stays customdata[6], the last
        "customdata": [[f, percent(sa), int(ca), percent(sb), int(cb), q_words(v) + m, name]
                       for f, sa, ca, sb, cb, v, name, m in
                       zip(frags, col["share_a"], col["count_a"], col["share_b"],
                           col["count_b"], q, full, mix, strict=True)],
        "hovertemplate": "<b>%{customdata[6]}</b><br>" + a + ": %{customdata[1]} ("
        "%{customdata[2]:,} papers)<br>" + b + ": %{customdata[3]} (%{customdata[4]:,} "
        "papers)<br>z = %{x}%{customdata[5]}<extra></extra>",
    }
    return make_figure([bar], {
        "height": bar_height(len(picked), per_row=20),
        "xaxis": {"title": {"text": axis or f"← more in {a}   ·   z-score   ·   more in {b} →"},
                  "zeroline": True, **both_sides(z[picked])},
        "yaxis": {"type": "category", "tickfont": {"size": 11}}, "bargap": 0.25,
    }, plain=plain, narrow=True, names=named)


def mix_words(table: pd.DataFrame, picked: np.ndarray, labels: tuple[str, str]) -> list[str]:
    """Each drawn change's hover line for its earlier share at the later period's venue
    mix (``share_a_mix``, :mod:`analysis.trends.changes`: the share the bar's within-venue
    change starts from), where it reads other than the crude share; "" elsewhere and for
    two groups compared (no such column)."""
    if "share_a_mix" not in table:
        return [""] * len(picked)
    a, b = labels
    crude = table["share_a"].to_numpy(dtype=float)[picked]
    mixed = table["share_a_mix"].to_numpy(dtype=float)[picked]
    return ["" if np.isnan(m) or percent(m) == percent(c)
            else f"<br>{a} at {b}'s venue mix: {percent(m)}"
            for c, m in zip(crude, mixed, strict=True)]


VENUES_NAMED = 4  # a hover's venues using an item, by name; the rest counted


def venue_words(table: pd.DataFrame, picked: np.ndarray) -> list[str]:
    """Each drawn change's hover line for the venues using the item (``venues_using``,
    :mod:`analysis.trends.changes`), where its change is measured: the note names every
    venue compared, and 61k's "model predictive control" is used in 3 of its 7 (ICRA,
    IROS, RSS); "" for two groups compared (no such column)."""
    if "venues_using" not in table:
        return [""] * len(picked)
    out = []
    for text in table["venues_using"].to_numpy()[picked]:
        names = [shown_venue(v) for v in str(text).split(", ") if v] if pd.notna(text) else []
        if not names:
            out.append("")
            continue
        more = len(names) - VENUES_NAMED
        said = ", ".join(names[:VENUES_NAMED]) + (f" and {more} more" if more > 0 else "")
        out.append(f"<br>used in {len(names)} venue{'s' if len(names) > 1 else ''}: {said}")
    return out


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
