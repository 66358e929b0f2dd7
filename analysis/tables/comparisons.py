"""Two groups of papers compared: the keywords and topics one uses more than the other
(log-odds with an informative Dirichlet prior, :mod:`analysis.trends.log_odds`).

- :func:`rising_falling_table`: the recent years against the years before, within venues
  (:mod:`analysis.trends.changes`), shares of all papers of the periods;
- :func:`comparison_table`: any two groups a reader picks (two venues, two periods, two
  searches, ...), counted over the years both groups share when they differ;
- :func:`venue_comparison_table`, :func:`venue_profiles_table`: one venue against another,
  each venue against the rest.
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from analysis.filters import select
from analysis.result import Analysis
from analysis.schema import Mask, Rows, as_mask
from analysis.tables.trends import cells_of, term_counts_of
from analysis.terms import top_keyword_ids
from analysis.trends import TrendContext, choose_periods, compare_groups, item_label, parse_item
from analysis.trends.cells import topic_cell_counts
from analysis.trends.changes import CHANGE_COLUMNS, ranked_changes
from analysis.trends.context import context_rows
from analysis.trends.items import item_filters

COMPARED_KEYWORDS = 2000  # the most used keywords of the selection are compared
COMPARISON_COLUMNS = ["kind", "term", "group_a", "group_b", "count_a", "count_b", "share_a",
                      "share_b", "log_odds", "z", "direction"]


def _comparison(analysis: Analysis, mask: Mask, in_a: Mask, in_b: Mask, label_a: str,
                label_b: str, top: int,
                directions: tuple[str, str] = ("rising", "falling")) -> pd.DataFrame:
    """Keywords (the 2,000 most used in ``mask``) and topics compared between two groups."""
    vocab = analysis.vocab
    ids = top_keyword_ids(vocab, mask, COMPARED_KEYWORDS)
    names = vocab.terms["term"].to_numpy()[ids].tolist()
    n_a, n_b = int(in_a.sum()), int(in_b.sum())
    keywords = compare_groups(vocab.doc_counts(in_a)[ids], vocab.doc_counts(in_b)[ids],
                              n_a, n_b, names, label_a, label_b, top, directions)
    topic = analysis.papers["topic"].to_numpy()
    k = analysis.topics.n_topics
    topics = compare_groups(np.bincount(topic[in_a], minlength=k),
                            np.bincount(topic[in_b], minlength=k), n_a, n_b,
                            list(analysis.topics.labels), label_a, label_b, top, directions)
    out = pd.concat([keywords.assign(kind="keyword"), topics.assign(kind="topic")],
                    ignore_index=True)
    return out.reindex(columns=COMPARISON_COLUMNS)


def _top_keywords(analysis: Analysis, used: np.ndarray) -> np.ndarray:
    """Ids of the COMPARED_KEYWORDS keywords most ``used`` (papers per term), as
    :func:`~analysis.terms.top_keyword_ids` orders them: most used first, ties by id."""
    keep = np.flatnonzero(~analysis.vocab.terms["generic"].to_numpy() & (used > 0))
    return keep[np.argsort(-used[keep], kind="stable")][:COMPARED_KEYWORDS]


def rising_falling_table(analysis: Analysis, rows: Rows = None,
                         context: TrendContext | None = None, top: int = 15) -> pd.DataFrame:
    """Keywords and topics rising or falling from the years before to the recent years,
    scored within venues and pooled (``venue_adjustment`` says how).

    The periods are the context's (default: the last 3 years against the 5 before, within
    the papers' years).  Empty (with the columns) when there are not two periods.
    """
    mask, base, context = context_rows(analysis, rows, context)
    opts = context.options
    cells = cells_of(analysis, mask, base, context)
    periods = choose_periods(cells.year_counts(), opts.recent, opts.before)
    if periods is None:
        return pd.DataFrame(columns=CHANGE_COLUMNS)
    counts = term_counts_of(analysis, mask, base, context)
    ids = _top_keywords(analysis, counts.sum(axis=0))
    names = analysis.vocab.terms["term"].to_numpy()[ids].tolist()
    counts = counts[:, ids]
    keywords = ranked_changes(counts, cells, periods, names, "keyword", top)
    topics = ranked_changes(topic_cell_counts(analysis, mask, cells), cells, periods,
                            list(analysis.topics.labels), "topic", top)
    parts = [t for t in (keywords, topics) if not t.empty]
    return pd.concat(parts, ignore_index=True) if parts else pd.DataFrame(
        columns=CHANGE_COLUMNS)


def _shared_years(analysis: Analysis, in_a: Mask, in_b: Mask) -> tuple[Mask, Mask, str]:
    """The two groups restricted to the years both have (else the venues both have, as
    for two periods), and what was counted, in words."""
    papers = analysis.papers
    for column, what in (("year", "years"), ("venue", "venues")):
        values = papers[column]
        a, b = set(values[in_a].dropna()), set(values[in_b].dropna())
        if a == b:
            continue
        shared = a & b
        if shared:
            keep = values.isin(shared).to_numpy()
            names = sorted(str(v) for v in shared)
            listed = f"{names[0]}–{names[-1]}" if column == "year" and len(names) > 2 \
                else ", ".join(names)
            return in_a & keep, in_b & keep, f"the {what} both groups have ({listed})"
    return in_a, in_b, "every paper of each group"


def comparison_table(analysis: Analysis, rows: Rows = None,
                     context: TrendContext | None = None, top: int = 25) -> pd.DataFrame:
    """The keywords and topics characteristic of each of the context's two groups (each
    group: the view's filters with its venue, years, search, topic or type in place), as
    shares of each group's papers, over the years both groups have; ``counted_over`` says.
    """
    _, _, context = context_rows(analysis, rows, context)
    opts = context.options
    a, b = parse_item(opts.compare_a, analysis), parse_item(opts.compare_b, analysis)
    if a is None or b is None:
        return pd.DataFrame(columns=[*COMPARISON_COLUMNS, "counted_over"])
    within = context.filters
    in_a, in_b = (select(analysis.papers, item_filters(g, within), analysis.search_text,
                         analysis.search_index) for g in (a, b))
    in_a, in_b, counted = _shared_years(analysis, in_a, in_b)
    label_a, label_b = item_label(analysis, a), item_label(analysis, b)
    out = _comparison(analysis, in_a | in_b, in_a, in_b, label_a, label_b, top,
                      (f"more in {label_b}", f"more in {label_a}"))
    return out.assign(counted_over=counted)


def venue_comparison_table(analysis: Analysis, venue_a: str, venue_b: str, rows: Rows = None,
                           top: int = 15) -> pd.DataFrame:
    """Keywords and topics over-used at ``venue_b`` ('more at B') versus ``venue_a``."""
    mask = as_mask(rows, analysis.n_papers)
    venue = analysis.papers["venue"].to_numpy()
    return _comparison(analysis, mask, mask & (venue == venue_a), mask & (venue == venue_b),
                       venue_a, venue_b, top, (f"more at {venue_b}", f"more at {venue_a}"))


def venue_profiles_table(analysis: Analysis, rows: Rows = None, top: int = 10) -> pd.DataFrame:
    """For each venue, the keywords and topics it over-uses against all other venues."""
    mask = as_mask(rows, analysis.n_papers)
    venue = analysis.papers["venue"].to_numpy()
    venues = sorted(v for v in set(venue[mask]) if v)
    known = venue != ""
    parts = [_comparison(analysis, mask, mask & known & (venue != v), mask & (venue == v),
                         "other venues", v, top, (f"more at {v}", "more elsewhere"))
             for v in venues]
    return pd.concat(parts, ignore_index=True) if len(venues) > 1 else \
        pd.DataFrame(columns=COMPARISON_COLUMNS)
