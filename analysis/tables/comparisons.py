"""Two groups of papers compared: the keywords and topics one over-uses against the other
(log-odds with an informative Dirichlet prior, :func:`analysis.trends.compare_groups`):
an earlier against a later period, one venue against another, each venue against the rest."""

from __future__ import annotations

import numpy as np
import pandas as pd

from analysis.result import Analysis
from analysis.schema import Mask, Rows, as_mask
from analysis.terms import top_keyword_ids
from analysis.trends import compare_groups, period_label, split_periods

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


def _comparison_empty() -> pd.DataFrame:
    return pd.DataFrame(columns=COMPARISON_COLUMNS)


def rising_falling_table(analysis: Analysis, rows: Rows = None, top: int = 15) -> pd.DataFrame:
    """Keywords and topics rising or falling between an earlier and a later period.

    The periods split the selected papers' years in two halves by paper count.
    Empty (with the columns) when the selection spans fewer than two years.
    """
    mask = as_mask(rows, analysis.n_papers)
    year = analysis.papers["year"]
    periods = split_periods(year[mask])
    if periods is None:
        return _comparison_empty()
    (a0, a1), (b0, b1) = periods
    in_a = mask & year.between(a0, a1).fillna(False).to_numpy(dtype=bool)
    in_b = mask & year.between(b0, b1).fillna(False).to_numpy(dtype=bool)
    return _comparison(analysis, mask, in_a, in_b, period_label(periods[0]),
                       period_label(periods[1]), top)


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
    return pd.concat(parts, ignore_index=True) if len(venues) > 1 else _comparison_empty()
