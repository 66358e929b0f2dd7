"""The page's outputs that more than one module sends or registers, as (component id,
property) keys: the callback registers them (:mod:`dashboard.callbacks`), the page's
update fills them (:mod:`dashboard.update`, :mod:`dashboard.state`)."""

from __future__ import annotations

from dashboard import ids

Key = tuple[str, str]  # (component id, property)
HEADLINE = [(ids.PAPER_COUNT, "children"), (ids.HEADLINE_DETAIL, "children"),
            (ids.FILTER_STATUS, "children"), (ids.EMPTY_MESSAGE, "hidden"),
            (ids.VIEWS, "hidden")]
EMPTY_SAVED = (ids.EMPTY_SAVED, "children")  # sent with the headline
REVIEW_OPTIONS = (ids.REVIEW_FILTER, "options")  # the papers left to review (after a correction)
AUTHORS = (ids.AUTHOR_FILTER, "options")
DETAIL = [(ids.PAPER_DETAIL, "children"), (ids.PAPER_ROW, "data"), (ids.CORRECT_FORM, "hidden"),
          (ids.CORRECT_TYPE, "value"), (ids.CORRECT_STATUS, "children"), (ids.PAPER_LINK, "data")]
SEARCH_NOTE = [(ids.SEARCH_NOTE, "children"), (ids.SEARCH_NOTE, "hidden")]
FOLLOWED_TABLE = (ids.chart_table(ids.KEYWORD_TREND), "children")  # sent while open
YEAR_SLIDER = [(ids.YEAR_FILTER, "min"), (ids.YEAR_FILTER, "max"), (ids.YEAR_FILTER, "marks")]
