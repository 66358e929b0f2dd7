"""The table registry: every summary table, once, with when it applies.

The CLI export (one CSV per table, ``<name>.csv``), the Excel workbook (a sheet per
table), the dashboard's download links and its download route all read :data:`TABLES`,
so a new table is one function and one line here.

Trend tables (``context=True``) also take a :class:`~analysis.trends.TrendContext`: the
denominator of their shares (every paper within the venue, year and type filters), the
followed items, the periods and the compared groups of the view.  The CLI passes none: the
denominator is then every paper and the periods the defaults.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

import pandas as pd

from analysis.result import Analysis
from analysis.schema import Mask, Rows, as_mask
from analysis.tables.comparisons import (
    change_evidence_table,
    comparison_table,
    rising_falling_table,
)
from analysis.tables.decisions import (
    acceptance_by_keyword_table,
    acceptance_by_paper_type_table,
    acceptance_by_topic_table,
    has_rates,
    has_statuses,
    status_table,
)
from analysis.tables.keywords import characteristic_keywords_table, keywords_table
from analysis.tables.paper_types import (
    paper_types_by_venue_table,
    paper_types_by_year_table,
    paper_types_table,
)
from analysis.tables.papers import papers_table
from analysis.tables.people import authors_by_year_table, authors_table, has_authors
from analysis.tables.topics import topic_venues_table, topics_table
from analysis.tables.trends import (
    emerging_terms_table,
    followed_trends_table,
    keyword_trends_table,
    paper_type_shares_table,
    topic_trends_table,
    venue_years_table,
)
from analysis.tables.venue_comparisons import venue_profiles_table
from analysis.trends import TrendContext


def always(analysis: Analysis, rows: Mask, context: TrendContext) -> bool:
    return True


def spans_years(analysis: Analysis, rows: Mask, context: TrendContext) -> bool:
    """The selected papers come from at least two years (trends need two)."""
    return bool(analysis.papers.loc[rows, "year"].nunique() > 1)


def spans_venues(analysis: Analysis, rows: Mask, context: TrendContext) -> bool:
    """The selected papers come from at least two venues (comparisons need two)."""
    return bool(analysis.papers.loc[rows, "venue"].replace("", None).nunique() > 1)


def follows_items(analysis: Analysis, rows: Mask, context: TrendContext) -> bool:
    """The view follows items over several years."""
    return bool(context.options.follow) and spans_years(analysis, context.base_rows(rows),
                                                        context)


def lists_decisions(analysis: Analysis, rows: Mask, context: TrendContext) -> bool:
    """The corpus gives papers' decisions (status, decision or type)."""
    return has_statuses(analysis)


def gives_rates(analysis: Analysis, rows: Mask, context: TrendContext) -> bool:
    """The selection has papers an acceptance rate (its venue-years list rejections) or an
    oral rate (they have orals) can count."""
    return has_rates(analysis, rows)


def lists_authors(analysis: Analysis, rows: Mask, context: TrendContext) -> bool:
    """Some selected paper lists its authors."""
    return has_authors(analysis, rows)


def compares_groups(analysis: Analysis, rows: Mask, context: TrendContext) -> bool:
    """The view compares two groups."""
    return context.options.comparing


@dataclass(frozen=True)
class TableSpec:
    """One summary table: its name (``<name>.csv``, the sheet, ``download-<name>``), the
    function that builds it for some rows (and, with ``context``, a TrendContext), and
    whether it applies to those rows."""

    name: str
    build: Callable[..., pd.DataFrame]
    applies: Callable[[Analysis, Mask, TrendContext], bool]
    title: str  # the download link's text
    description: str  # says what each share is of, in words
    context: bool = False
    #: a rate comparing decisions: the dashboard gives it the selection with every
    #: decision (a Decision filter would make every rate 0 or 1)
    every_decision: bool = False

    def make(self, analysis: Analysis, rows: Rows = None,
             context: TrendContext | None = None) -> pd.DataFrame:
        """The table for ``rows`` (and the trend context, for the tables that take one)."""
        extra: dict[str, Any] = {"context": context} if self.context else {}
        return self.build(analysis, rows, **extra)


TABLES: tuple[TableSpec, ...] = (
    TableSpec("papers", papers_table, always, "Papers",
              "The selected papers with their topic and paper type."),
    TableSpec("topics", topics_table, always, "Topics",
              "Each topic's terms, papers and most representative papers; mixed: a "
              "grab-bag of the field's common words, no subject."),
    TableSpec("keywords", keywords_table, always, "Keywords",
              "The keywords and phrases, by papers using them."),
    TableSpec("characteristic_keywords", characteristic_keywords_table, always,
              "Characteristic keywords",
              "The keywords the selected papers use more than the other papers of the "
              "same venues, weighted to the selection's venue mix (a selection of whole "
              "venues: than the other venues; none when every paper is selected); the "
              "search's own terms are not listed (searched).", True),
    TableSpec("paper_types", paper_types_table, always, "Paper types",
              "Theory, empirical, both and unclear papers per topic."),
    TableSpec("paper_types_by_year", paper_types_by_year_table, always, "Paper types per year",
              "Theory, empirical, both and unclear papers per year."),
    TableSpec("paper_types_by_venue", paper_types_by_venue_table, always,
              "Paper types per venue", "Theory, empirical, both and unclear papers per venue."),
    TableSpec("topic_trends", topic_trends_table, spans_years, "Topic trends",
              "Each topic's papers per year, as a share of all papers of the year.", True),
    TableSpec("keyword_trends", keyword_trends_table, spans_years, "Keyword trends",
              "The top keywords' papers per year, as a share of all papers of the year.", True),
    TableSpec("followed_trends", followed_trends_table, follows_items, "Followed trends",
              "Each followed term, search or topic per year, as a share of all papers of the "
              "year.", True),
    TableSpec("venue_years", venue_years_table, spans_years, "Papers per venue and year",
              "Papers per venue per year: the venue mix every trend divides by.  all_papers: "
              "the venue's papers that year within the venue, year and type filters; "
              "share_of_year: all_papers over the year's all_papers (a topic or search "
              "filter does not change it); n_papers: the papers shown; share: n_papers over "
              "all_papers (share_of says of which papers); shown_share_of_year: n_papers over "
              "the year's papers shown.", True),
    TableSpec("rising_falling", rising_falling_table, spans_years, "Rising / falling",
              "Keywords and topics rising or falling from the years before to the recent "
              "years, as shares of all papers, scored within venues.", True),
    TableSpec("change_evidence", change_evidence_table, spans_years,
              "Rising / falling: what was tested",
              "Per kind (keyword, topic), how many the rising / falling test compared, how "
              "many hold (q < 0.05) and the nearest candidate (smallest q) with its papers "
              "and shares in each period: the evidence behind a \"no change\".", True),
    TableSpec("emerging_terms", emerging_terms_table, spans_years, "Emerging terms",
              "Terms whose share of the papers bursts up to the latest year, in the venues "
              "with papers that year and in two earlier years, when they hold at least half of "
              "the papers; else up to the newest year where they do (judged_to; none when no "
              "year does) (Kleinberg 2002).",
              True),
    TableSpec("paper_type_shares", paper_type_shares_table, spans_years,
              "Paper-type shares per year", "Each paper type's share of the year's papers "
              "with a type; uncertain: papers whose type needs review, with the theory-only "
              "share without them; corrected / confirmed: types set by hand.", True),
    TableSpec("comparison", comparison_table, compares_groups, "Comparison",
              "The keywords and topics characteristic of each of two groups, as shares of "
              "each group's papers.", True),
    TableSpec("topic_venues", topic_venues_table, spans_venues, "Topics per venue",
              "Each topic's papers shown in each venue (n_papers) as a share of all the "
              "venue's papers within the venue, year and type filters (venue_papers; "
              "share_of says which): under a topic filter, how much of each venue the "
              "topic is.", True),
    TableSpec("venue_profiles", venue_profiles_table, spans_venues, "Venue profiles",
              "The keywords and topics each venue over-uses against the others."),
    TableSpec("status", status_table, lists_decisions, "Decisions",
              "Papers per decision (oral, spotlight, poster, accepted, findings, workshop, "
              "rejected, withdrawn, unknown), with the statuses as the data gives them."),
    TableSpec("acceptance_by_topic", acceptance_by_topic_table, gives_rates,
              "Acceptance per topic", "Papers per decision per topic; acceptance rates of "
              "the venue-years that list rejected or withdrawn papers, oral rates of the "
              "accepted papers of venue-years with orals (95% Wilson intervals; empty where "
              "the data has none).", every_decision=True),
    TableSpec("acceptance_by_keyword", acceptance_by_keyword_table, gives_rates,
              "Acceptance per keyword", "As acceptance per topic, for the papers using each "
              "keyword (a paper counts for each of its keywords).", every_decision=True),
    TableSpec("acceptance_by_paper_type", acceptance_by_paper_type_table, gives_rates,
              "Acceptance per paper type", "As acceptance per topic, per paper type; "
              "uncertain: papers whose type needs review; corrected / confirmed: types set "
              "by hand.",
              every_decision=True),
    TableSpec("authors", authors_table, lists_authors, "Authors",
              "Every author of the selected papers (names with case and spacing folded, "
              "initials as given), most papers first."),
    TableSpec("authors_by_year", authors_by_year_table, lists_authors, "Authors per year",
              "Authors, newcomers (no earlier paper in the corpus; empty in its first year) "
              "and team sizes per year."),
)
_BY_NAME = {spec.name: spec for spec in TABLES}


def table_spec(name: str) -> TableSpec:
    """The registered table called ``name``; KeyError when there is none."""
    return _BY_NAME[name]


def applicable_tables(analysis: Analysis, rows: Rows = None,
                      context: TrendContext | None = None) -> list[TableSpec]:
    """The registered tables that apply to ``rows``, in registry order."""
    mask = as_mask(rows, analysis.n_papers)
    context = context or TrendContext()
    return [spec for spec in TABLES if spec.applies(analysis, mask, context)]


def all_tables(analysis: Analysis, rows: Rows = None,
               context: TrendContext | None = None,
               made: Mapping[str, pd.DataFrame] | None = None,
               on_table: Callable[[str], object] | None = None) -> dict[str, pd.DataFrame]:
    """Every table that applies to ``rows``, by the name used for its file; trend tables
    share one context (a fresh one when none is given), so their counts are made once.
    ``made``: tables already built for the same rows (``analyze`` builds the papers table
    while the search index is finished), taken as they are, not built again;
    ``on_table``: called with each table's name once it is there (``analyze``'s progress)."""
    mask = as_mask(rows, analysis.n_papers)
    context = context or TrendContext()
    made = made or {}
    out: dict[str, pd.DataFrame] = {}
    for spec in applicable_tables(analysis, mask, context):
        out[spec.name] = made[spec.name] if spec.name in made \
            else spec.make(analysis, mask, context)
        if on_table is not None:
            on_table(spec.name)
    return out
