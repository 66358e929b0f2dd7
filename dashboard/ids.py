"""Every component id of the dashboard, in one place.

Tests and callbacks import these names; the strings of the test contract
(``topic-filter`` ... ``download-excel``) must not change.  Which charts filter the page
when clicked is said by the chart registry (:data:`dashboard.page.CHARTS`), not here.
"""

from __future__ import annotations

# Page state
URL = "url"
FILTER_STATE = "filter-state"  # dcc.Store: the canonical query string of the current filters
FILTER_NOTE = "filter-note"  # a visible note when the URL held something we could not read
SEARCH_NOTE = "search-note"  # what the search changed or left out, and the variants it added
GRID_REFRESH = "grid-refresh"  # dcc.Store written by the clientside grid refresh
ROWS_PREFETCH = "rows-prefetch"  # dcc.Store: the papers table's first page, with a filter change
TRACE_KEYS = "trace-keys"  # dcc.Store: graph id -> the filter value of each trace (legend clicks)
TREND_STATE = "trend-state"  # dcc.Store: the trend options (followed, periods, groups)

# Filters (test contract)
TOPIC_FILTER = "topic-filter"
KEYWORD_FILTER = "keyword-filter"
VENUE_FILTER = "venue-filter"
YEAR_FILTER = "year-filter"
YEAR_RANGE_LABEL = "year-range-label"  # the chosen years, next to the slider
TYPE_FILTER = "type-filter"
CLEAR_FILTERS = "clear-filters"
CLEAR_FILTERS_EMPTY = "clear-filters-empty"  # the same action, offered in the empty-result message
CLEARS = (CLEAR_FILTERS, CLEAR_FILTERS_EMPTY)

# Headline
PAPER_COUNT = "paper-count"
FILTER_STATUS = "filter-status"  # a live region: the new paper count, after a filter change
HEADLINE_DETAIL = "headline-detail"
EMPTY_MESSAGE = "empty-message"
EMPTY_SAVED = "empty-saved"  # in it: the correction that emptied the selection, said
VIEWS = "views"

# Topics
TOPIC_SIZES = "topic-sizes-graph"
TOPIC_MAP = "topic-map-graph"
TOPIC_MAP_CARD = "topic-map-card"
TOPIC_MAP_NOTE = "topic-map-note"
TOPIC_TRENDS = "topic-trends-graph"
TOPIC_TRENDS_CARD = "topic-trends-card"
TOPIC_TRENDS_NOTE = "topic-trends-note"

# Keywords
KEYWORDS = "keywords-graph"
KEYWORD_PICK = "keyword-pick"
CHARACTERISTIC = "characteristic-keywords-graph"
KEYWORD_TREND = "keyword-trend-graph"
KEYWORD_TREND_CARD = "keyword-trend-card"
KEYWORD_TREND_NOTE = "keyword-trend-note"
RISING_FALLING = "rising-falling-graph"
RISING_FALLING_CARD = "rising-falling-card"
RISING_FALLING_NOTE = "rising-falling-note"
KWIC = "kwic"

# Trends (test contract: follow-terms, term-trends, download-report)
FOLLOW_TERMS = "follow-terms"  # what to follow: terms, phrases, topics, searches
TERM_TRENDS = "term-trends"  # the followed items' shares of all papers per year
TERM_TRENDS_CARD = "term-trends-card"
TERM_TRENDS_NOTE = "term-trends-note"
TREND_RECENT = "trend-recent"  # the later period: the last N years (0: the later half)
TREND_BEFORE = "trend-before"  # the earlier period: the M years before (0: all before)
TREND_PERIODS = "trend-periods"  # the two dropdowns, hidden for a single-year corpus
TOPIC_CHANGES = "topic-changes-graph"
TOPIC_CHANGES_CARD = "topic-changes-card"
VENUE_YEARS = "venue-years-graph"
VENUE_YEARS_CARD = "venue-years-card"
VENUE_YEARS_NOTE = "venue-years-note"
EMERGING = "emerging-terms-graph"
EMERGING_CARD = "emerging-terms-card"
TYPE_SHARES = "type-shares-graph"
TYPE_SHARES_CARD = "type-shares-card"
TYPE_SHARES_NOTE = "type-shares-note"
DOWNLOAD_REPORT = "download-report"  # the trend report: one self-contained HTML file

# Compare (test contract: compare-a, compare-b, compare-terms)
COMPARE_A = "compare-a"
COMPARE_B = "compare-b"
COMPARE_TERMS = "compare-terms"  # terms by their share of each group's papers (Scattertext)
COMPARE_TOPICS = "compare-topics-graph"
COMPARE_NOTE = "compare-note"

# Paper types
TYPES_OVERALL = "types-overall-graph"
TYPES_BY_TOPIC = "types-by-topic-graph"
TYPES_BY_YEAR = "types-by-year-graph"
TYPES_BY_YEAR_CARD = "types-by-year-card"
TYPES_BY_YEAR_NOTE = "types-by-year-note"
TYPES_BY_VENUE = "types-by-venue-graph"
TYPES_BY_VENUE_CARD = "types-by-venue-card"

# Papers (test contract: papers-table: the table's place, which holds the grid once built)
PAPERS_TABLE = "papers-table"
PAPERS_GRID = "papers-grid"  # the AG Grid, built when the reader nears it (papers.py)
GRID_SPEC = "papers-grid-spec"  # dcc.Store: the grid component, for the page to build it
GRID_WANTED = "papers-grid-wanted"  # dcc.Store: set by the page when the grid is wanted
# dcc.Store: the row clicked (or Enter on it), set by the page (assets/papers_grid.js): a
# callback whose input is the grid's own cellClicked is called, a request for no click, when
# Dash inserts the grid (built late)
GRID_CLICKED = "papers-grid-clicked"
PAPER_DETAIL = "paper-detail"
REVIEW_FILTER = "review-filter"  # "needs review": uncertain paper types only (review=1)
PAPER_ROW = "paper-row"  # dcc.Store: the row of the paper shown in the panel
PAPER_LINK = "paper-link"  # dcc.Store: its paper_id, kept in the URL (dashboard.paper_link)
CORRECT_FORM = "correct-form"  # set a paper's type by hand (shown with a paper)
CORRECT_TYPE = "correct-type"
CORRECT_NOTE = "correct-note"
CORRECT_SAVE = "correct-save"
CORRECT_CONFIRM = "correct-confirm"  # "Label is right": the model's type, confirmed by hand
CORRECT_STATUS = "correct-status"
CORRECTION_VERSION = "correction-version"  # dcc.Store: bumped by a correction (grid refresh)



def chart_title(graph: str) -> str:
    """The id of a chart's card title (the chart's accessible name)."""
    return f"{graph}-title"


def chart_about(graph: str) -> str:
    """The id of the slot under a chart holding its text summary and its table."""
    return f"{graph}-about"


def chart_table(graph: str) -> str:
    """The id of the slot in a chart's <details> holding its numbers as a table."""
    return f"{graph}-table"


OPEN_TABLES = "open-tables"  # dcc.Store: the charts whose table the reader has open
CHARTS_NEAR = "charts-near"  # dcc.Store: the charts near the viewport (assets/lazy_charts.js)
CHARTS_CAME = "charts-came"  # dcc.Store: bumped when a chart comes near the viewport
CHARTS_DRAWN = "charts-drawn"  # dcc.Store: chart -> the states it shows (dashboard/lazy.py)


def chart_summary(graph: str) -> str:
    """The id of a chart's text summary (the chart's accessible description)."""
    return f"{graph}-summary"


# Downloads (test contract: download-papers, -topics, -keywords, -paper-types, -excel): links
# to the download route, their href set per filter state.


def download_link(table: str) -> str:
    """The id of the link that downloads the registered table ``table`` (``paper_types`` ->
    ``download-paper-types``)."""
    return "download-" + table.replace("_", "-")


DOWNLOAD_PAPERS = download_link("papers")
DOWNLOAD_TOPICS = download_link("topics")
DOWNLOAD_KEYWORDS = download_link("keywords")
DOWNLOAD_PAPER_TYPES = download_link("paper_types")
DOWNLOAD_TOPIC_TRENDS = download_link("topic_trends")
DOWNLOAD_EXCEL = "download-excel"  # every table, one workbook
DOWNLOAD_EXCEL_STATUS = "download-excel-status"  # "Preparing the workbook… 4 s" (assets)
DOWNLOAD_SKIPPED = "download-skipped-records"  # every record the loaders skipped (a CSV)
SKIPPED_RECORDS = "skipped-records"  # the downloads' line saying how many and why
MASTHEAD_SKIPPED = "masthead-skipped-records"  # the same list, from the masthead's count

# Decisions and people
STATUS_FILTER = "status-filter"
AUTHOR_FILTER = "author-filter"  # one author, set by a click on a name (or typed)
STATUS_CHART = "status-graph"
ACCEPTANCE_BY_TOPIC = "acceptance-by-topic-graph"
RATES_BY_TYPE = "rates-by-type-graph"
PROLIFIC_AUTHORS = "prolific-authors-graph"
AUTHORS_BY_YEAR = "authors-by-year-graph"
AUTHORS_BY_YEAR_NOTE = "authors-by-year-note"
# Uploads (dashboard/sections/upload.py): the drop zone, the upload's id (this tab's
# session), the poll of its analysis and what it says
UPLOAD = "upload"
UPLOAD_ID = "upload-id"
UPLOAD_POLL = "upload-poll"
UPLOAD_STATUS = "upload-status"
UPLOAD_REFUSED = "upload-refused"  # a file over the limit (said by assets/upload_limit.js)
