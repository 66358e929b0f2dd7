"""Trends a researcher can trust: shares of all papers per year, changes within venues,
emerging terms, two groups compared.

- :mod:`~analysis.trends.shares`: a trend is a share of papers per year, over the
  denominator of :mod:`~analysis.trends.context` (every paper within the venue, year and
  type filters; the topic or search being explored is the numerator).
- :mod:`~analysis.trends.items`, :mod:`~analysis.trends.options`: what is followed or
  compared, and its URL form.
- :mod:`~analysis.trends.periods`: the two periods a ranked change compares.
- :mod:`~analysis.trends.log_odds`: the log-odds ratio with an informative Dirichlet prior
  (Monroe et al. 2008) and its pooling over strata.
- :mod:`~analysis.trends.matched`: a selection against the rest at its own venue mix (the
  characteristic keywords).
- :mod:`~analysis.trends.cells`, :mod:`~analysis.trends.changes`,
  :mod:`~analysis.trends.emerging`: counts per (venue, year), ranked changes within venues,
  Kleinberg's bursts.
"""

from analysis.trends.context import (
    TrendContext,
    denominator_filters,
    denominator_words,
    trend_context,
)
from analysis.trends.items import Item, item_filters, item_label, item_mask, parse_item, search_item
from analysis.trends.log_odds import (
    MIN_RATIO,
    Q_HOLDS,
    apart,
    binomial_log_odds,
    compare_groups,
    false_discovery,
    mantel_haenszel_z,
    pool_strata,
)
from analysis.trends.options import FOLLOWED_MAX, TrendOptions, split_query
from analysis.trends.periods import (
    Periods,
    choose_periods,
    period_label,
    split_periods,
    year_counts,
)
from analysis.trends.shares import papers_per_year

__all__ = [
    "FOLLOWED_MAX", "Item", "MIN_RATIO", "Periods", "Q_HOLDS", "TrendContext", "TrendOptions",
    "apart", "binomial_log_odds", "choose_periods", "compare_groups",
    "denominator_filters", "denominator_words", "false_discovery", "item_filters",
    "item_label", "item_mask", "mantel_haenszel_z",
    "papers_per_year", "parse_item", "period_label", "pool_strata", "search_item",
    "split_periods", "split_query", "trend_context", "year_counts",
]
