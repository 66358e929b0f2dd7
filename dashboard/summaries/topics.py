"""Summaries of the topic charts: papers per topic, the topic map, topics over the years,
and lines over the years (followed items, keywords); the keyword charts' are in
:mod:`dashboard.summaries.keywords`."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np
import pandas as pd

from analysis.trends import Q_HOLDS
from analysis.trends.changes import VenueAccount
from dashboard.figures import one_year
from dashboard.figures.base import (
    fragment,
    lines_with_papers,
    records,
    topic_name,
)
from dashboard.figures.one_year import one_year_words
from dashboard.figures.topics import topics_by_size
from dashboard.summaries.base import (
    Cell,
    Rows,
    Summary,
    cells,
    counted,
    points_words,
    share_cell,
    share_words,
)
from dashboard.summaries.ends import YearGrid, few_compared, verdict
from dashboard.summaries.evidence import NAME_CHARS, evidence_row, nearest_words
from dashboard.summaries.venue_mix import (
    earlier_share,
    mix_change_note,
    placed,
    restandardised,
    share_no_venue,
)


def _topic(k: Any, label: Any) -> str:
    return topic_name(int(k), str(label), NAME_CHARS)


def _topic_cell(k: Any, label: Any) -> Cell:
    return Cell(_topic(k, label), fragment(topic=int(k)), "Filter by topic")


def topic_sizes_summary(topics: pd.DataFrame) -> Summary:
    """Papers per topic (``tables.topics_table``): the largest and smallest topics.  A
    mixed topic (:mod:`analysis.topics.mixed`) is drawn and listed, but the largest and
    smallest named are subjects ("Largest subject") unless only mixed topics are shown."""
    t = topics.iloc[topics_by_size(topics)]
    if t.empty:
        return Summary("No topic has papers under these filters.")
    mixed = _mixed_rows(t)
    named = t[~mixed] if not mixed.all() else t
    what = " subject" if mixed.any() and not mixed.all() else ""
    big, small = ({c: named[c].iat[i] for c in ("topic", "label", "share", "n_papers")}
                  for i in (0, -1))
    text = (f"{counted(len(t), 'topic')} among the papers shown"
            f"{', all mixed' if mixed.all() and len(t) > 1 else ''}. Largest{what}: "
            f"{_topic(big['topic'], big['label'])}"
            f", {share_words(big['share'])} of the papers ({int(big['n_papers']):,}).")
    if len(named) > 1:
        text += (f" Smallest{what}: {_topic(small['topic'], small['label'])}, "
                 f"{share_words(small['share'])} ({int(small['n_papers']):,}).")
    text += _mixed_note(t)

    def rows() -> Rows:  # formatted only when the table is opened
        return tuple(cells(_topic_cell(k, lab), f"{int(n):,}", share_cell(s))
                     for k, lab, n, s in zip(t["topic"], t["label"], t["n_papers"], t["share"],
                                             strict=True))

    return Summary(text, ("Topic", "Papers", "Share of the papers shown"), rows,
                   "Papers per topic, largest first.")


def _mixed_rows(topics: pd.DataFrame) -> np.ndarray:
    """Which rows are mixed topics (none for a table without the column)."""
    if "mixed" not in topics:
        return np.zeros(len(topics), dtype=bool)
    return topics["mixed"].to_numpy(dtype=bool)


def _mixed_note(topics: pd.DataFrame) -> str:
    """What the labels' "mixed: " means, when a topic shown carries it
    (:mod:`analysis.topics.mixed`): a reader meets the word on the axis and nowhere else."""
    mixed = _mixed_rows(topics)
    if not mixed.any():
        return ""
    share = float(topics["share"].to_numpy(dtype=np.float64)[mixed].sum())
    n = int(mixed.sum())
    what = ("that are grab-bags of the field's common words, not subjects" if n > 1 else
            "that is a grab-bag of the field's common words, not a subject")  # newuser72
    return (f' "mixed:" marks {counted(n, "topic")} ({share_words(share)} of the papers '
            f"shown) {what}.")


def topic_map_summary(points: pd.DataFrame) -> Summary:
    """The topic map (its drawn papers: ``topic``, ``topic_label``): dots per topic."""
    if points.empty:
        return Summary("No papers to place on the map.")
    topics, where, n = np.unique(points["topic"].to_numpy(), return_index=True,
                                 return_counts=True)
    labels = points["topic_label"].to_numpy()[where]
    order = np.lexsort((topics, -n))  # the most dots first, then by topic
    top = order[0]
    text = (f"{counted(len(points), 'paper')} drawn as dots, coloured by topic "
            f"({counted(len(topics), 'topic')}); the most dots: "
            f"{_topic(topics[top], labels[top])} ({int(n[top]):,}).")

    def rows() -> Rows:  # formatted only when the table is opened
        return tuple(cells(_topic_cell(topics[i], labels[i]), f"{int(n[i]):,}") for i in order)

    return Summary(text, ("Topic", "Papers on the map"), rows, "Dots on the map per topic.")


def topic_trends_summary(trends: pd.DataFrame, venue_years: pd.DataFrame | None = None,
                         changes: pd.DataFrame | None = None,
                         account: VenueAccount | None = None,
                         evidence: pd.DataFrame | None = None) -> Summary:
    """Each topic's share of all papers per year (``tables.topic_trends_table``): the topic
    that rose most and the one that fell most from the first years to the last, each end
    pooled to :data:`~dashboard.summaries.ends.END_PAPERS` papers, with the papers behind
    each share; whether each change holds within venues, as the growing and shrinking
    topics' test says (``changes``: ``tables.rising_falling_table``; ``account``: the venue
    account of ``tables.change_periods``, its periods and papers compared); and
    :func:`mix_change_note` when the two ends' venues differ (``venue_years``:
    ``tables.venue_years_table`` of the same papers).  Without ``changes`` nor ``account``
    no verdict is given.  When that test lists no topic, ``evidence``
    (``tables.change_evidence_table`` of the same periods) gives how many topics it tested
    and the nearest candidate, as the growing and shrinking topics card says them."""
    trends = lines_with_papers(trends, "topic")
    if trends.empty or trends["year"].nunique() < 2:
        return Summary(one_year_words(trends, one_year.TOPIC_TRENDS))
    grid = YearGrid.of(trends, "topic", sort=True)
    topic_ids, years = grid.keys, grid.years
    labels = {k: row["topic_label"] for k, row in grid.first.items()}
    ends = grid.ends()
    ends_said = [grid.end_words(i, ends) for i in range(len(topic_ids))]
    change = np.array([said[-1] for said in ends_said])
    text = f"Each topic's share of all papers of the year, {years[0]}–{years[-1]}."
    note = mix_change_note(venue_years, ends.first, ends.last, grid.expected is not None)
    listed = changes is not None and bool((changes["kind"] == "topic").any())
    nearest = evidence_row(evidence, "topic")
    ends_years = " → ".join(ends.labels)

    def said(i: int) -> str:
        k, (a, n_a, b, n_b, delta) = topic_ids[i], ends_said[i]
        mix = grid.mix_words(i, ends, delta) if note else ""
        said_of = verdict(changes, k, delta) if listed and changes is not None else ""
        # the verdict is the within-venue test's, of its periods, not of these two ends
        held = "" if not said_of else f"; {said_of}" if said_of.startswith("within") \
            else f"; within venues: {said_of}"
        # the ends' years beside their numbers: the test's periods (its own numbers, in
        # the evidence below) differ, and a reader saw two pairs of shares for one topic
        # without telling which years each covered (61k RSS: 13% → 6.3% against 10% → 9.0%)
        return f"{_topic(k, labels[k])}, {ends_years}: {a} ({n_a} papers) to {b} ({n_b}) (" \
               f"{points_words(delta)}{mix}{held})"

    # a mixed topic (analysis.topics.mixed) is no field: never named as the largest change
    # while a subject is shown; when only mixed topics are, they are described, as such
    named = np.array([not grid.first[k].get("mixed", False) for k in topic_ids], dtype=bool)
    only_mixed = not named.any()
    if only_mixed:
        named[:] = True
        text += (" The topic shown is mixed" if len(topic_ids) == 1 else
                 " The topics shown are all mixed") + (
            ": a grab-bag of the field's common words, not a subject.")
    up = int(np.argmax(np.where(named, change, -np.inf)))
    down = int(np.argmin(np.where(named, change, np.inf)))
    if len(topic_ids) == 1:
        parts = [said(0)]
    else:
        parts = ([f"the largest rise: {said(up)}"] if change[up] > 0 else []) + (
            [f"the largest fall: {said(down)}"] if change[down] < 0 else [])
    apart = share_no_venue(venue_years, ends.first, ends.last)
    if parts and apart and account is not None:
        # the ends compare venues: the venue note first, then the within-venue test's own
        # leaders instead of the ends' largest changes (a reviewer, wave 35)
        text += note + _within_leaders(changes, account, labels, only_mixed, nearest)
    elif parts:
        a, b = ends.labels
        text += placed(f" From {a} to {b}{ends.how()}, {'; '.join(parts)}."
                       + _tested(changes, account, listed, len(parts), nearest), note, apart)

    def rows() -> Rows:
        return tuple(cells(_topic_cell(k, labels[k]), *grid.cells(i))
                     for i, k in enumerate(topic_ids))

    return Summary(text, ("Topic", *[str(y) for y in years]), rows,
                   "Share of all papers of each year (papers of the topic of the year's).")


def _within_leaders(changes: pd.DataFrame | None, account: VenueAccount,
                    labels: dict[Any, Any], only_mixed: bool = False,
                    nearest: dict | None = None) -> str:
    """" Within venues, from 2000–2018 to 2019–2025 (the growing and shrinking topics'
    test, ...), the strongest rise: #6 …, 0.4% to 12% (significant); ...": the leaders
    of ``tables.rising_falling_table``'s topic rows, with that test's own shares; none
    listed: what it tested (``nearest``, :func:`nearest_words`)."""
    a, b = account.periods.labels
    if not account.used:
        return f" Within venues no change can be measured: {few_compared(account)}."
    t = changes[changes["kind"] == "topic"] if changes is not None else None
    if t is not None and not only_mixed:  # no mixed leader (analysis.topics.mixed)
        t = t[~_mixed_rows(t)]
    if t is None or t.empty:
        few = few_compared(account)
        return (f" Within venues, no topic changed its share significantly from {a} to {b}"
                + (f" ({few})." if few else ".") + (nearest_words(nearest, "topic")
                                                    if nearest else ""))
    parts = []
    for direction, word in (("rising", "rise"), ("falling", "fall")):
        side = t[t["direction"] == direction]
        if side.empty:
            continue
        r = records(side, np.arange(1))[0]
        k = int(r["topic"])
        held = "significant" if float(r["q"]) < Q_HOLDS else "may be chance"
        # the earlier share at the later venue mix, so the two move as the test did
        mix = f" ({a} at {b}'s venue mix)" if restandardised(r) else ""
        parts.append(f"the strongest {word}: {_topic(k, labels.get(k, r['term']))}, "
                     f"{share_words(earlier_share(r))}{mix} to "
                     f"{share_words(float(r['share_b']))} of their papers ({held})")
    whose = ("in the venues with papers in both periods" if sum(account.compared)
             >= sum(account.shown) else f"in the venues with papers in both periods "
             f"({account.coverage()})")
    return (f" Within venues, from {a} to {b}, {whose}, as the growing and shrinking topics "
            f"test them: {'; '.join(parts)}.")


def _tested(changes: pd.DataFrame | None, account: VenueAccount | None, listed: bool,
            named: int, nearest: dict | None = None) -> str:
    """What the within-venue test of growing and shrinking topics says of the ``named``
    changes, at that card's default periods (this card is not redrawn when the reader
    picks others, so it names the periods it read): which test (each named change's
    verdict is beside it), or that it found no significant change, with the papers it
    compared when not all, and (``nearest``) how many topics it tested and the nearest
    candidate; "" without the test."""
    if listed and changes is not None:
        t = changes[changes["kind"] == "topic"]
        return (f" Significance: a test within venues of {t['group_a'].iat[0]} against "
                f"{t['group_b'].iat[0]} (the growing and shrinking topics' default periods).")
    if account is None:
        return ""
    it = "this change" if named == 1 else "these changes"
    a, b = account.periods.labels
    few = few_compared(account)
    if not account.used:
        return f" Whether {it} is more than noise cannot be tested: {few}."
    where = f" ({few})" if few else ""
    return (f" No topic changed its share significantly within venues from {a} to {b}"
            f"{where}: {it} may be noise." + (nearest_words(nearest, "topic") if nearest else ""))


Row = dict[str, Any]  # a line's first row of its table, to name it and say its filter


def lines_summary(table: pd.DataFrame, key: str, name: Callable[[Row], str],
                  filter_of: Callable[[Row], str | None], what: str = "Item",
                  said_at_most: int = 3, venue_years: pd.DataFrame | None = None) -> Summary:
    """Lines over the years (a row per ``key`` and year: ``share``, ``n_papers``,
    ``year_papers``): each line's share in the first and the last years, each end pooled
    to :data:`~dashboard.summaries.ends.END_PAPERS` papers, with its papers (and
    :func:`mix_change_note`), and a peak or a dip between them that the ends hide
    (:meth:`~dashboard.summaries.ends.YearGrid.between_words`)."""
    if table.empty or table["year"].nunique() < 2:
        return Summary("Nothing followed over the years yet.")
    grid = YearGrid.of(table, key)
    ends = grid.ends()
    y0, y1 = ends.labels
    note = mix_change_note(venue_years, ends.first, ends.last, grid.expected is not None)
    said = []
    for i, k in enumerate(grid.keys[:said_at_most]):
        a, n_a, b, n_b, delta = grid.end_words(i, ends)
        # the dotted line's two ends, where the venues changed enough to be noted
        mix = grid.mix_words(i, ends, delta) if note else ""
        said.append(f"{name(grid.first[k])}: {a} of all papers in {y0} ({n_a}), {b} in {y1} "
                    f"({n_b}) ({points_words(delta)}{mix}){grid.between_words(i, ends)}")
    more = len(grid.keys) - len(said)
    numbers = " " + "; ".join(said) + (f"; {more} more in the table." if more > 0 else ".")
    text = placed(numbers + ends.how(sentence=True), note,
                  share_no_venue(venue_years, ends.first, ends.last)).strip()

    def rows() -> Rows:
        out = []
        for i, k in enumerate(grid.keys):
            row = grid.first[k]
            frag = filter_of(row)
            label = Cell(name(row), frag, "Filter by") if frag else Cell(name(row))
            out.append(cells(label, *grid.cells(i)))
        return tuple(out)

    return Summary(text, (what, *[str(y) for y in grid.years]), rows,
                   "Share of all papers of each year.")
