"""Each chart in words: pure ``*_summary(table) -> Summary`` functions, one per chart, fed
the same summary table as its figure (:mod:`dashboard.figures`) in the same render.

A :class:`~dashboard.summaries.base.Summary` is a sentence or two (what a screen reader
announces with the chart, shown under it for everyone) and the chart's marks as a table
(shown on demand), whose cells may filter the page as a click on the mark would: the
keyboard's way to every chart interaction.  One module per family, as for the figures.
"""

from dashboard.summaries.base import Cell, Summary
from dashboard.summaries.compare import compare_terms_summary, compare_topics_summary
from dashboard.summaries.keywords import characteristic_keywords_summary, keywords_summary
from dashboard.summaries.paper_types import (
    paper_types_by_summary,
    paper_types_by_topic_summary,
    paper_types_overall_summary,
)
from dashboard.summaries.topics import (
    topic_map_summary,
    topic_sizes_summary,
    topic_trends_summary,
)
from dashboard.summaries.trends import (
    emerging_summary,
    followed_summary,
    keyword_trend_summary,
    ranked_changes_summary,
    type_shares_summary,
    venue_years_summary,
)

__all__ = [
    "Cell", "Summary", "characteristic_keywords_summary", "compare_terms_summary",
    "compare_topics_summary", "emerging_summary",
    "followed_summary", "keyword_trend_summary", "keywords_summary",
    "paper_types_by_summary", "paper_types_by_topic_summary", "paper_types_overall_summary",
    "ranked_changes_summary", "topic_map_summary", "topic_sizes_summary",
    "topic_trends_summary", "type_shares_summary", "venue_years_summary",
]
