"""The table registry: every summary table, once, with when it applies.

The CLI export (one CSV per table, ``<name>.csv``), the Excel workbook (a sheet per
table), the dashboard's download links and its download route all read :data:`TABLES`,
so a new table is one function and one line here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pandas as pd

from analysis.result import Analysis
from analysis.schema import Mask, Rows, as_mask
from analysis.tables.comparisons import rising_falling_table, venue_profiles_table
from analysis.tables.keywords import keyword_trends_table, keywords_table
from analysis.tables.paper_types import (
    paper_types_by_venue_table,
    paper_types_by_year_table,
    paper_types_table,
)
from analysis.tables.papers import papers_table
from analysis.tables.topics import topic_trends_table, topic_venues_table, topics_table


def always(analysis: Analysis, rows: Mask) -> bool:
    return True


def spans_years(analysis: Analysis, rows: Mask) -> bool:
    """The selected papers come from at least two years (trends need two)."""
    return bool(analysis.papers.loc[rows, "year"].nunique() > 1)


def spans_venues(analysis: Analysis, rows: Mask) -> bool:
    """The selected papers come from at least two venues (comparisons need two)."""
    return bool(analysis.papers.loc[rows, "venue"].replace("", None).nunique() > 1)


@dataclass(frozen=True)
class TableSpec:
    """One summary table: its name (``<name>.csv``, the sheet, ``download-<name>``), the
    function that builds it for some rows, and whether it applies to those rows."""

    name: str
    build: Callable[[Analysis, Rows], pd.DataFrame]
    applies: Callable[[Analysis, Mask], bool]
    title: str  # the download link's text
    description: str


TABLES: tuple[TableSpec, ...] = (
    TableSpec("papers", papers_table, always, "Papers",
              "The selected papers with their topic and paper type."),
    TableSpec("topics", topics_table, always, "Topics",
              "Each topic's terms, papers and most representative papers."),
    TableSpec("keywords", keywords_table, always, "Keywords",
              "The keywords and phrases, by papers using them."),
    TableSpec("paper_types", paper_types_table, always, "Paper types",
              "Theory, empirical, both and unclear papers per topic."),
    TableSpec("paper_types_by_year", paper_types_by_year_table, always, "Paper types per year",
              "Theory, empirical, both and unclear papers per year."),
    TableSpec("paper_types_by_venue", paper_types_by_venue_table, always,
              "Paper types per venue", "Theory, empirical, both and unclear papers per venue."),
    TableSpec("topic_trends", topic_trends_table, spans_years, "Topic trends",
              "Each topic's share of each year's papers."),
    TableSpec("keyword_trends", keyword_trends_table, spans_years, "Keyword trends",
              "The top keywords' share of each year's papers."),
    TableSpec("rising_falling", rising_falling_table, spans_years, "Rising / falling",
              "Keywords and topics rising or falling between an earlier and a later period."),
    TableSpec("topic_venues", topic_venues_table, spans_venues, "Topics per venue",
              "Each topic's share of each venue's papers."),
    TableSpec("venue_profiles", venue_profiles_table, spans_venues, "Venue profiles",
              "The keywords and topics each venue over-uses against the others."),
)
_BY_NAME = {spec.name: spec for spec in TABLES}


def table_spec(name: str) -> TableSpec:
    """The registered table called ``name``; KeyError when there is none."""
    return _BY_NAME[name]


def applicable_tables(analysis: Analysis, rows: Rows = None) -> list[TableSpec]:
    """The registered tables that apply to ``rows``, in registry order."""
    mask = as_mask(rows, analysis.n_papers)
    return [spec for spec in TABLES if spec.applies(analysis, mask)]


def all_tables(analysis: Analysis, rows: Rows = None) -> dict[str, pd.DataFrame]:
    """Every table that applies to ``rows``, by the name used for its file."""
    mask = as_mask(rows, analysis.n_papers)
    return {spec.name: spec.build(analysis, mask) for spec in applicable_tables(analysis, mask)}
