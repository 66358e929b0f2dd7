"""Summaries of the paper-type charts: theory only against papers with experiments, and
the types per topic, year and venue."""

from __future__ import annotations

from typing import Any

import numpy as np
import pandas as pd

from analysis.schema import NO_VENUE, PAPER_TYPES, shown_venue
from dashboard.figures.base import TYPE_LABELS, fragment, topic_name
from dashboard.summaries.base import (
    Cell,
    Rows,
    Summary,
    cells,
    counted,
    share_cell,
    share_words,
)
from dashboard.summaries.ends import end_share_words, one_type_words, pooled_ends
from dashboard.summaries.evidence import NAME_CHARS
from dashboard.summaries.venue_mix import mix_change_note, placed, share_no_venue

# a type's column header filters by the type, as its legend entry does
#: Groups named as the highest or lowest theory-only share have at least this many papers
#: with a type: one paper more or less then moves a share by at most 5 points (CVPR on the
#: 61k corpora named a one-paper topic "highest (100%)").
MIN_EXTREME = 20
_COLUMNS = tuple(Cell(TYPE_LABELS[t], fragment(type=t), "Filter by type") for t in PAPER_TYPES)


def _theory_share(row: pd.Series) -> float | None:
    """Theory only among the papers with a type (None: no paper has one)."""
    typed = sum(int(row.get(t, 0) or 0) for t in PAPER_TYPES[:3])
    return int(row.get("theory", 0) or 0) / typed if typed else None


def _hand_set_words(row: pd.Series) -> str:
    """" 27 types were corrected by hand and 67 confirmed, counted as set." when a reader
    has set or confirmed types (the table's ``corrected`` and ``confirmed`` columns; an
    older table has neither).  It said "94 papers have their type set or confirmed by
    hand" of 27 changes and 67 confirmations (review61)."""
    changed, confirmed = (int(row.get(c, 0) or 0) for c in ("corrected", "confirmed"))
    said = []
    if changed:
        said.append(f"{changed:,} type{' was' if changed == 1 else 's were'} corrected by hand")
    if confirmed:
        said.append(f"{confirmed:,} confirmed" if changed else
                    f"{confirmed:,} label{' was' if confirmed == 1 else 's were'} "
                    "confirmed by hand")
    return f" {' and '.join(said)}, counted as set." if said else ""


def paper_types_overall_summary(paper_types: pd.DataFrame) -> Summary:
    """The headline split (the ``all`` row of ``tables.paper_types_table``)."""
    allrow = paper_types[paper_types["topic"].astype(str) == "all"]
    if allrow.empty or int(allrow["total"].iloc[0]) == 0:
        return Summary("No papers under these filters.")
    row = allrow.iloc[0]
    n = {t: int(row.get(t, 0) or 0) for t in PAPER_TYPES}
    typed = n["theory"] + n["empirical"] + n["both"]
    base = max(typed, 1)
    tested = n["empirical"] + n["both"]
    text = (f"Of the {counted(typed, 'paper')} with a type, {n['theory']:,} "
            f"{'is' if n['theory'] == 1 else 'are'} theory only "
            f"({share_words(n['theory'] / base)}) and {tested:,} "
            f"{'has' if tested == 1 else 'have'} "
            f"experiments ({share_words(tested / base)}: "
            f"{n['empirical']:,} empirical only, {n['both']:,} theory + empirical); "
            f"{n['unclear']:,} unclear.{_hand_set_words(row)}")

    def rows() -> Rows:  # formatted only when the table is opened
        return tuple(cells(Cell(TYPE_LABELS[t], fragment(type=t), "Filter by type"), f"{n[t]:,}",
                           share_cell(n[t] / base) if t != "unclear" else "no type")
                     for t in PAPER_TYPES)

    return Summary(text, ("Paper type", "Papers", "Share of the papers with a type"), rows,
                   "Papers per type.")


def _type_rows(t: pd.DataFrame, names: list[str], filters: list[dict[str, Any]]) -> Rows:
    rows = []
    for (_, r), name, f in zip(t.iterrows(), names, filters, strict=True):
        counts = [Cell(f"{int(r.get(k, 0) or 0):,}", fragment(**f, type=k),
                       f"Filter by {name}, {TYPE_LABELS[k].lower()}:") for k in PAPER_TYPES]
        share = _theory_share(r)
        rows.append(cells(name, *counts, "–" if share is None else share_cell(share)))
    return tuple(rows)


def _extremes(names: list[str], t: pd.DataFrame) -> str:
    """The groups (of at least :data:`MIN_EXTREME` papers with a type) with the highest and
    the lowest theory-only share, with their counts; when every such group has the same
    share, that share (RSS 2024-2025: "highest in #5 (0%, 0 of 66), lowest in #5 (0%, 0 of
    66)" named one topic twice, newuser71)."""
    typed = sum(t[k].fillna(0).to_numpy(dtype=float) for k in PAPER_TYPES[:3])
    theory = t["theory"].fillna(0).to_numpy(dtype=float)
    has = np.flatnonzero(typed >= MIN_EXTREME)
    if len(has) < 2:
        return ""
    share = theory[has] / typed[has]
    if share.max() == share.min():  # one group would be named both highest and lowest
        every = "both" if len(has) == 2 else f"all {len(has):,}"
        return (f" Among those with {MIN_EXTREME} papers with a type or more, {every} have "
                f"the same theory-only share, {share_words(share[0])}.")
    high, low = has[int(np.argmax(share))], has[int(np.argmin(share))]

    def said(k: int) -> str:
        return f"{names[k]} ({share_words(theory[k] / typed[k])}, {int(theory[k]):,} of " \
               f"{int(typed[k]):,})"
    return (f" Among those with {MIN_EXTREME} papers with a type or more, the theory-only "
            f"share is highest in {said(high)}, lowest in {said(low)}.")


def _theory_ends(t: pd.DataFrame, venue_years: pd.DataFrame | None) -> str:
    """" Theory-only share of the papers with a type: 31% (40 of 129) in 1987–1990, ...":
    the first and last years pooled (:func:`~dashboard.summaries.ends.pooled_ends`) as the
    trend sentences are, so that one thin year is not read as the field's share."""
    if len(t) < 2:
        return ""
    typed = sum(t[k].fillna(0).to_numpy(dtype=float) for k in PAPER_TYPES[:3])
    ends = pooled_ends([int(y) for y in t["year"]], typed)
    if min(ends.papers) == 0:
        return ""
    first, last = ends.labels
    if one := one_type_words({k: t[k].fillna(0).sum() for k in PAPER_TYPES[:3]}, ends):
        return " " + one  # a type filter: its share is 100% each year
    a, b = end_share_words(ends, t["theory"].fillna(0).to_numpy(dtype=float))
    return placed(f" Theory-only share of the papers with a type: {a} in {first}, {b} in "
                  f"{last}." + ends.how(sentence=True),
                  mix_change_note(venue_years, ends.first, ends.last),
                  share_no_venue(venue_years, ends.first, ends.last))


def _by_type_lead(names: list[str], kind: str) -> str:
    """"Papers of each of 13 venues by type.", or of the one ("Papers of CVPR by type.",
    not "each of 1 venue").  The papers without a venue (their row "(no venue)") are no
    venue: "each of 2 venues and the papers without one", not "each of 3 venues"."""
    unplaced = kind == "venue" and NO_VENUE in names
    named = [n for n in names if n != NO_VENUE] if unplaced else names
    also = " and the papers without one" if unplaced else ""
    if not named:
        return "Papers without a venue by type."
    if len(named) == 1:
        return f"Papers of {named[0]}{also} by type."
    return f"Papers of each of {counted(len(named), kind)}{also} by type."


def paper_types_by_topic_summary(paper_types: pd.DataFrame) -> Summary:
    """Paper types per topic (``tables.paper_types_table``, rows other than ``all``)."""
    t = paper_types[paper_types["topic"].astype(str) != "all"]
    t = t[t["total"] > 0]
    if t.empty:
        return Summary("No papers under these filters.")
    t = t.assign(topic=t["topic"].astype(int)).sort_values(["total", "topic"],
                                                           ascending=[False, True])
    names = [topic_name(k, lab, NAME_CHARS) for k, lab in zip(t["topic"], t["topic_label"],
                                                              strict=True)]
    text = _by_type_lead(names, "topic") + _extremes(names, t)
    return Summary(text, ("Topic", *_COLUMNS, "Theory-only share"),
                   lambda: _type_rows(t, names, [{"topic": int(k)} for k in t["topic"]]),
                   "Papers per topic and type.")


def paper_types_by_summary(table: pd.DataFrame, by: str,
                           venue_years: pd.DataFrame | None = None) -> Summary:
    """Paper types per year or venue (``tables.paper_types_by(…, by=by)``; per year with
    :func:`~dashboard.summaries.venue_mix.mix_change_note` from ``venue_years``)."""
    t = table[table["total"] > 0] if not table.empty else table
    if t.empty:
        return Summary("No papers under these filters.")
    if by == "year":
        t = t.sort_values("year")
        names = [str(int(y)) for y in t["year"]]
        filters = [{"years": f"{y}-{y}"} for y in names]
        text = "Papers of each year by type." + _theory_ends(t, venue_years)
    else:
        t = t.sort_values(["total", "venue"], ascending=[False, True])
        names = [shown_venue(v) for v in t["venue"]]
        filters = [{"venue": v} for v in names]  # "(no venue)": a blank value is dropped
        text = _by_type_lead(names, "venue") + _extremes(names, t)
    column = "Year" if by == "year" else "Venue"
    return Summary(text, (column, *_COLUMNS, "Theory-only share"),
                   lambda: _type_rows(t, names, filters),
                   f"Papers per {column.lower()} and type.")
