"""The paper-types section: theory only against papers with experiments, and the types per
year, venue and topic."""

from __future__ import annotations

from dash import html

from analysis import tables
from dashboard import ids
from dashboard.charts import (
    Chart,
    Scope,
    applicable,
    chart_card,
    mix_runs_of,
    not_applicable,
    section,
    spans_venues,
    spans_years,
)
from dashboard.figures import (
    Figure,
    paper_types_by_figure,
    paper_types_by_topic_figure,
    paper_types_overall_figure,
)
from dashboard.figures.venue_mix import mix_words
from dashboard.summaries import (
    Summary,
    paper_types_by_summary,
    paper_types_by_topic_summary,
    paper_types_overall_summary,
)
from dashboard.view import View


def _overall(scope: Scope) -> Figure:
    return paper_types_overall_figure(scope.table(tables.paper_types_table), plain=True)


def _by_topic(scope: Scope) -> Figure:
    return paper_types_by_topic_figure(scope.table(tables.paper_types_table), plain=True)


def _by_year(scope: Scope) -> Figure:
    return paper_types_by_figure(scope.table(tables.paper_types_by, by="year"), "year",
                                 mix_runs_of(scope), plain=True)


#: The legends name the types a word each (``TYPE_LEGEND``, two rows on a phone): said whole
TYPES_KEY = ("split by type: theory only, empirical only, both (theory + empirical) and "
             "unclear")
BY_YEAR_NOTE = f"Papers per year, {TYPES_KEY}. Click a segment to filter by year and type."


def _by_year_note(scope: Scope) -> str:
    return BY_YEAR_NOTE + mix_words(mix_runs_of(scope))


def _by_venue(scope: Scope) -> Figure:
    return paper_types_by_figure(scope.table(tables.paper_types_by, by="venue"), "venue",
                                 plain=True)


def _overall_words(scope: Scope) -> Summary:
    return paper_types_overall_summary(scope.table(tables.paper_types_table))


def _by_topic_words(scope: Scope) -> Summary:
    return paper_types_by_topic_summary(scope.table(tables.paper_types_table))


def _by_year_words(scope: Scope) -> Summary:
    return paper_types_by_summary(scope.table(tables.paper_types_by, by="year"), "year",
                                  scope.trend_table(tables.venue_years_table))


def _by_venue_words(scope: Scope) -> Summary:
    return paper_types_by_summary(scope.table(tables.paper_types_by, by="venue"), "venue")


OVERALL = Chart(ids.TYPES_OVERALL, "Paper types", "Theory only (proofs, no experiments) "
                "against papers with experiments: empirical only plus theory + empirical. "
                "Percentages are of papers with a type. Click a segment to filter.", _overall,
                describe=_overall_words)
BY_TOPIC = Chart(ids.TYPES_BY_TOPIC, "Paper types per topic", f"Papers per topic, {TYPES_KEY}. "
                 "Click a segment to filter by topic and type, a legend entry by type.",
                 _by_topic, legend_filters=True, describe=_by_topic_words)
BY_YEAR = Chart(ids.TYPES_BY_YEAR, "Papers per year, by type", BY_YEAR_NOTE, _by_year,
                applies=spans_years, legend_filters=True, card_id=ids.TYPES_BY_YEAR_CARD,
                note_id=ids.TYPES_BY_YEAR_NOTE, live_note=_by_year_note,
                describe=_by_year_words)
BY_VENUE = Chart(ids.TYPES_BY_VENUE, "Paper types per venue", f"Papers per venue, {TYPES_KEY}. "
                 "Click a segment to filter by venue and type.", _by_venue,
                 applies=spans_venues, legend_filters=True, card_id=ids.TYPES_BY_VENUE_CARD,
                 describe=_by_venue_words)
# A stack of the split and its counts per year and venue, with the types per topic beside.
STACKED = (OVERALL, BY_YEAR, BY_VENUE)
BESIDE = (BY_TOPIC,)
CHARTS = (*STACKED, *BESIDE)


def _missing_note(view: View) -> list[html.P]:
    """Which per-year / per-venue charts this corpus does not have, and why."""
    no_years, no_venues = not BY_YEAR.applies(view), not BY_VENUE.applies(view)
    if not (no_years or no_venues):
        return []
    # only the missing charts named: WACV 2020-25 (one venue) read "Per-year and per-venue
    # counts appear when the papers span several venues." above its per-year chart (newuser72)
    return [not_applicable("Per-year and per-venue counts appear when the papers span "
                           "several years and venues." if no_years and no_venues else
                           "Per-year counts appear when the papers span several years."
                           if no_years else
                           "Per-venue counts appear when the papers span several venues.")]


def layout(view: View) -> html.Section:
    corpus = view.analysis.name
    stack = html.Div([chart_card(c, corpus) for c in applicable(STACKED, view)],
                     className="stack")
    cards = [stack, *[chart_card(c, corpus) for c in applicable(BESIDE, view)]]
    return section("paper-types", "Paper types", "Theory, experiments, or both.", cards,
                   _missing_note(view))
