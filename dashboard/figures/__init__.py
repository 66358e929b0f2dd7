"""Pure figure functions: ``*_figure(table) -> go.Figure``.

Each function takes a summary table of :mod:`analysis.tables` (documented columns, any
number of rows, possibly none) and returns a Plotly figure.  Nothing here filters papers,
counts anything or touches Dash: the callbacks hand in the tables of the current filter.
One module per family (:mod:`~dashboard.figures.topics`, :mod:`~dashboard.figures.keywords`,
:mod:`~dashboard.figures.paper_types`, :mod:`~dashboard.figures.trends`,
:mod:`~dashboard.figures.ranked`, :mod:`~dashboard.figures.emerging`,
:mod:`~dashboard.figures.compare`); :mod:`~dashboard.figures.base` holds what they share:
colours, the template, names and click fragments.

Cross-filtering: a clickable point carries in ``customdata`` the URL query fragment it
filters by (``"topic=3"``, ``"type=theory"``, ``"years=2019-2019"``,
``"q=%22graph+neural%22"``); a trace whose points (or legend entry) all filter alike
carries its fragment once, in ``meta``.  The callbacks parse fragments with the same parser
as the URL, so a click and a bookmark can never disagree.
"""

from dashboard.figures.base import (
    FALLING_COLOR,
    KEYWORD_COLOR,
    MAP_TITLE_CHARS,
    RISING_COLOR,
    TOPIC_PALETTE,
    TYPE_COLORS,
    TYPE_LABELS,
    TYPE_LEGEND,
    Figure,
    empty_figure,
    fragment,
    keyword_query,
    shorten,
    topic_color,
    topic_hatch,
    topic_name,
    topic_symbol,
    trace_fragments,
)
from dashboard.figures.compare import compare_terms_figure, compare_topics_figure
from dashboard.figures.emerging import emerging_figure
from dashboard.figures.keywords import (
    characteristic_keywords_figure,
    keyword_trend_figure,
    keywords_figure,
    rising_falling_figure,
)
from dashboard.figures.paper_types import (
    OVERALL_EMPIRICAL,
    OVERALL_THEORY,
    paper_types_by_figure,
    paper_types_by_topic_figure,
    paper_types_overall_figure,
)
from dashboard.figures.ranked import diverging_figure, ranked_changes_figure
from dashboard.figures.topics import (
    TREND_LEGEND,
    topic_map_figure,
    topic_sizes_figure,
    topic_trends_figure,
)
from dashboard.figures.trends import (
    VENUE_PALETTE,
    followed_trends_figure,
    item_fragment,
    type_shares_figure,
    venue_years_figure,
)

__all__ = [
    "FALLING_COLOR", "KEYWORD_COLOR", "MAP_TITLE_CHARS", "OVERALL_EMPIRICAL", "OVERALL_THEORY",
    "RISING_COLOR", "TOPIC_PALETTE", "TREND_LEGEND", "TYPE_COLORS", "TYPE_LABELS", "TYPE_LEGEND",
    "VENUE_PALETTE", "Figure",
    "characteristic_keywords_figure", "compare_terms_figure", "compare_topics_figure",
    "diverging_figure", "emerging_figure", "empty_figure", "followed_trends_figure",
    "fragment", "item_fragment", "keyword_query", "keyword_trend_figure",
    "keywords_figure", "ranked_changes_figure", "type_shares_figure", "venue_years_figure",
    "paper_types_by_figure", "paper_types_by_topic_figure", "paper_types_overall_figure",
    "rising_falling_figure", "shorten", "topic_color", "topic_hatch", "topic_map_figure",
    "topic_name", "topic_sizes_figure", "topic_symbol", "topic_trends_figure",
    "trace_fragments",
]
