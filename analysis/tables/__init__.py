"""Every summary table, as a function of (analysis, rows), and the registry of them.

``rows`` is a boolean mask over ``analysis.papers`` (None = every paper,
:data:`analysis.schema.Rows`).  The CLI export, the dashboard's downloads and its charts
all call these functions, so a number in a chart is the number in the downloaded file.
:data:`TABLES` lists them once: name, function, when it applies, title.
"""

from analysis.tables.comparisons import (
    CHANGE_KINDS,
    change_evidence_table,
    change_periods,
    comparison_table,
    rising_falling_table,
)
from analysis.tables.decisions import (
    acceptance_by_keyword_table,
    acceptance_by_paper_type_table,
    acceptance_by_topic_table,
    status_table,
)
from analysis.tables.keywords import characteristic_keywords_table, keywords_table
from analysis.tables.paper_types import (
    TYPE_COLUMNS,
    paper_types_by,
    paper_types_by_venue_table,
    paper_types_by_year_table,
    paper_types_table,
    paper_types_total,
)
from analysis.tables.papers import papers_table
from analysis.tables.people import authors_by_year_table, authors_table
from analysis.tables.registry import (
    TABLES,
    TableSpec,
    all_tables,
    applicable_tables,
    table_spec,
)
from analysis.tables.topics import (
    REPRESENTATIVE,
    TOP_TERMS,
    representative_rows,
    topic_shares_table,
    topic_venues_table,
    topics_table,
)
from analysis.tables.trends import (
    emerging_terms_table,
    followed_trends_table,
    keyword_trends_table,
    paper_type_shares_table,
    topic_trends_table,
    venue_years_table,
)
from analysis.tables.venue_comparisons import venue_comparison_table, venue_profiles_table

__all__ = [
    "CHANGE_KINDS", "REPRESENTATIVE", "acceptance_by_keyword_table",
    "acceptance_by_paper_type_table",
    "acceptance_by_topic_table", "authors_by_year_table", "authors_table", "status_table",
    "TABLES", "TOP_TERMS", "TYPE_COLUMNS", "TableSpec", "all_tables",
    "applicable_tables", "change_evidence_table", "change_periods", "characteristic_keywords_table",
    "comparison_table", "emerging_terms_table", "followed_trends_table",
    "keyword_trends_table", "keywords_table", "paper_type_shares_table", "paper_types_by",
    "paper_types_by_venue_table", "paper_types_by_year_table", "paper_types_table",
    "paper_types_total",
    "papers_table", "representative_rows", "rising_falling_table", "table_spec",
    "topic_shares_table", "topic_trends_table", "topic_venues_table", "topics_table",
    "venue_comparison_table", "venue_profiles_table", "venue_years_table",
]
