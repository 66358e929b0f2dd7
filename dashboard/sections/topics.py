"""The topics section: papers per topic, the topic map, topics over the years."""

from __future__ import annotations

import numpy as np
import pandas as pd
from dash import html

from analysis import tables
from analysis.schema import Mask
from dashboard import ids
from dashboard.charts import (
    Chart,
    Scope,
    applicable,
    chart_card,
    mix_runs_of,
    not_applicable,
    section,
    spans_years,
    year_text,
)
from dashboard.figures import Figure, topic_map_figure, topic_sizes_figure, topic_trends_figure
from dashboard.figures.base import lines_with_papers
from dashboard.figures.venue_mix import mix_words
from dashboard.sections.trends import account_of, changes_of, evidence_of, two_years_shown
from dashboard.summaries import (
    Summary,
    topic_map_summary,
    topic_sizes_summary,
    topic_trends_summary,
)
from dashboard.view import View, map_rows

MAP_POINTS = 1000  # most papers drawn on the topic map per view (a fixed random sample)
MAP_NOTE = ("Each dot is a paper, coloured by topic; topics that share papers sit side by "
            "side, and a paper about two topics lies between them. Hover for the title; "
            "click to filter by its topic.")


def map_points(view: View, rows: Mask) -> tuple[pd.DataFrame, str]:
    """At most MAP_POINTS papers of ``rows`` (a fixed random sample) and a note saying so."""
    idx = np.flatnonzero(rows)
    note = MAP_NOTE
    if len(idx) > MAP_POINTS:
        idx = np.sort(idx[np.argsort(view.map_rank[idx], kind="stable")[:MAP_POINTS]])
        note += f" Showing a random {MAP_POINTS:,} of the {int(rows.sum()):,} papers."
    return map_rows(view, idx), note


def _map_sample(scope: Scope) -> tuple[pd.DataFrame, str]:
    return map_points(scope.view, scope.rows)


def _sizes(scope: Scope) -> Figure:
    return topic_sizes_figure(scope.table(tables.topics_table), plain=True)


def _map(scope: Scope) -> Figure:
    return topic_map_figure(scope.derive(_map_sample)[0], scope.view.map_extent, plain=True)


def _sizes_words(scope: Scope) -> Summary:
    return topic_sizes_summary(scope.table(tables.topics_table))


def _map_words(scope: Scope) -> Summary:
    return topic_map_summary(scope.derive(_map_sample)[0])


def _topic_lines(scope: Scope) -> pd.DataFrame:
    """The topic trends' rows of the topics with papers, which the chart and its summary
    both draw: filtered once (~0.5 ms of every filter change at 24,000 papers).  The
    table does not follow the trend options, so one per scope."""
    return lines_with_papers(scope.trend_table(tables.topic_trends_table), "topic")


def _trends_words(scope: Scope) -> Summary:
    # drawn without the trend options: the growing and shrinking topics' test of the
    # default periods, the halves of the papers (the card's own unless the reader chose
    # others; the sentence names them)
    lines, venue_years = scope.derive(_topic_lines), scope.trend_table(tables.venue_years_table)
    if not two_years_shown(scope):
        # no verdict where the growing and shrinking topics card says it has none (the 24k,
        # topic #33 + ACL + empirical: one paper, of 2022, and this sentence said "1 topic
        # tested: ... 2021 vs 2022" beside "The papers shown are all from 2022")
        return topic_trends_summary(lines, venue_years)
    changes = changes_of(scope, ("topic",))  # its topic rows: all the sentence reads
    # what the test compared, read only when it lists no topic (as the growing and
    # shrinking topics card reads it)
    evidence = None if (changes["kind"] == "topic").any() else evidence_of(scope, ("topic",))
    return topic_trends_summary(lines, venue_years, changes, account_of(scope), evidence)


def _map_note(scope: Scope) -> str:
    return scope.derive(_map_sample)[1]


def _trends(scope: Scope) -> Figure:
    return topic_trends_figure(scope.derive(_topic_lines), mix_runs_of(scope), plain=True)


def _trends_note(scope: Scope) -> str:
    f = scope.filters
    whole = "stacked to 100%" if not (f.query or f.topics) else \
        "stacked to the share of the papers your search or topic selects"
    one = (" Dotted, with several venues: the topic's share from the venue mix alone."
           if len(f.topics) == 1 else "")
    return (f"Each topic's papers among those shown, as a share of {scope.context.words()} "
            f"({whole}).{one}{mix_words(mix_runs_of(scope))} Hover for the counts; "
            "click an area or a legend entry to filter by the topic.")


SIZES = Chart(ids.TOPIC_SIZES, "Topics", "Papers per topic among the papers shown; a label "
              "names a topic by its top terms and by keywords more common in its papers "
              "than in any other topic's (hover for its top terms). Click a bar to filter.",
              _sizes,
              describe=_sizes_words)
MAP = Chart(ids.TOPIC_MAP, "Topic map", MAP_NOTE, _map, note_id=ids.TOPIC_MAP_NOTE,
            live_note=_map_note, describe=_map_words, card_id=ids.TOPIC_MAP_CARD)
TRENDS = Chart(ids.TOPIC_TRENDS, "Topics over the years", "", _trends, applies=spans_years,
               legend_filters=True, wide=True, card_id=ids.TOPIC_TRENDS_CARD,
               note_id=ids.TOPIC_TRENDS_NOTE, live_note=_trends_note, describe=_trends_words)
CHARTS = (SIZES, MAP, TRENDS)


def layout(view: View) -> html.Section:
    notes = [] if TRENDS.applies(view) else [not_applicable(
        f"All papers are from {year_text(view.years)}, so there are no topic trends over "
        "years: they need papers from at least two years.")]
    cards = [chart_card(c, view.analysis.name) for c in applicable(CHARTS, view)]
    return section("topics", "Topics", "What the papers are about.", cards, notes)
