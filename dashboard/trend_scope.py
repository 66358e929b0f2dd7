"""The filters, rows and trend context of a page query, as the page's charts have them:
one function for the downloads, the trend report and the followed keywords' views, so a
downloaded table and a report hold the numbers the charts show."""

from __future__ import annotations

from analysis.filters import Filters
from analysis.schema import Mask
from analysis.trends import TrendContext
from dashboard.view import View, base_rows, item_rows_now, parse_options, selected


def trend_context_of(view: View, query: str | None) -> tuple[Filters, Mask, TrendContext]:
    """The filters, rows and trend context of a page query (filters and trend options)."""
    f, rows = selected(view, query)
    options, _ = parse_options(view, query)
    return f, rows, TrendContext(base=base_rows(view, f), options=options, filters=f,
                                 masks=item_rows_now(view), cube=view.cube)
