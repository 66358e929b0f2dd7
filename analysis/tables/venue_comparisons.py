"""Venues compared: one venue against another (:func:`venue_comparison_table`) and each
venue against all the others (:func:`venue_profiles_table`), year-matched as the two
groups of :func:`analysis.tables.comparisons.comparison_table` and the characteristic
keywords of a whole venue are (:mod:`analysis.trends.matched`), listed by the
Mantel-Haenszel test at q < 0.05 and ranked by the shrunk z.
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from analysis.memory import drop_pages_read
from analysis.result import Analysis
from analysis.schema import Rows, as_mask
from analysis.tables.comparisons import COMPARED_KEYWORDS, COMPARISON_COLUMNS, _shared_years
from analysis.tables.topics import mixed_flags
from analysis.terms import top_keyword_ids
from analysis.terms.spelling import with_spelling
from analysis.trends import Q_HOLDS, apart, false_discovery
from analysis.trends.matched import YEAR_MATCHED, two_groups


def venue_comparison_table(analysis: Analysis, venue_a: str, venue_b: str, rows: Rows = None,
                           top: int = 15) -> pd.DataFrame:
    """Keywords and topics over-used at ``venue_b`` ('more at B') versus ``venue_a``, over
    the years both venues have and year-matched, as any two groups are
    (:func:`comparison_table`): two venues of different years otherwise differ by what
    their years wrote (the 61k's COLING 2025 and "large language model")."""
    mask = as_mask(rows, analysis.n_papers)
    venue = analysis.papers["venue"].to_numpy()
    in_a, in_b = mask & (venue == venue_a), mask & (venue == venue_b)
    in_a, in_b, _, code, matched_as = _shared_years(analysis, in_a, in_b)
    ids = top_keyword_ids(analysis.vocab, mask, COMPARED_KEYWORDS)
    strata = np.unique(code[in_a | in_b])
    place = np.searchsorted(strata, code)
    side = np.where(in_a, place, np.where(in_b, strata.size + place, -1))
    cells = _venue_doc_counts(analysis, ids, side, 2 * strata.size)
    topic = analysis.papers["topic"].to_numpy()
    k = analysis.topics.n_topics
    topics = np.stack([np.bincount(topic[(side == c) & (topic >= 0)], minlength=k)
                       for c in range(2 * strata.size)], axis=1).reshape(k, 2, -1)
    sizes = np.bincount(side[side >= 0], minlength=2 * strata.size).reshape(2, -1)
    return _matched_listing(analysis, ids, cells.reshape(ids.size, 2, -1), topics, sizes,
                            matched_as, (venue_a, venue_b), top,
                            (f"more at {venue_b}", f"more at {venue_a}"))


def venue_profiles_table(analysis: Analysis, rows: Rows = None, top: int = 10) -> pd.DataFrame:
    """For each venue, the keywords and topics it over-uses against all other venues,
    year-matched as the characteristic keywords of a whole venue are
    (:mod:`analysis.trends.matched`, ``year-matched``): the other venues' papers of each
    year the venue has, weighted to its year mix, the years only it has left out; the
    test Mantel-Haenszel over the years.  Against the other venues over all years, a venue
    alone in recent years is set apart by what those years wrote (the 61k's COLING, the
    only venue with 2025 papers: "large language model").

    Every venue is compared on the same keywords (the most used of ``rows``), so their
    papers per venue and year are counted once for all venues (:func:`_venue_doc_counts`),
    each venue's "other venues" being all known venues' less its own: two passes over the
    whole presence matrix per venue were most of this table's time (bench/SCALE.md,
    wave 17).
    """
    mask = as_mask(rows, analysis.n_papers)
    venue = analysis.papers["venue"].to_numpy()
    venues = sorted(v for v in set(venue[mask]) if v)
    if len(venues) < 2:
        return pd.DataFrame(columns=[*COMPARISON_COLUMNS, "mixed"])
    # each paper's venue as its place in ``venues`` (-1: unknown, or not in ``rows``)
    codes, uniques = pd.factorize(venue)
    place = np.array([venues.index(u) if u in venues else -1 for u in uniques] + [-1],
                     dtype=np.int64)  # and -1 for a missing venue (code -1)
    code = np.where(mask, place[codes], -1)
    year = analysis.papers["year"].to_numpy(dtype=float, na_value=np.nan)
    years = np.unique(year[(code >= 0) & np.isfinite(year)])
    # each paper's year as its place in ``years``; a paper without a year: a stratum of its own
    at = np.where(np.isfinite(year), np.searchsorted(years, np.nan_to_num(year)), years.size)
    n_years = years.size + 1
    cell = np.where(code >= 0, code * n_years + at, -1)
    ids = top_keyword_ids(analysis.vocab, mask, COMPARED_KEYWORDS)
    per_cell = _venue_doc_counts(analysis, ids, cell, len(venues) * n_years) \
        .reshape(ids.size, len(venues), n_years)
    topic = analysis.papers["topic"].to_numpy()
    k = analysis.topics.n_topics
    counted = (cell >= 0) & (topic >= 0)
    topics = np.bincount(topic[counted] * len(venues) * n_years + cell[counted],
                         minlength=k * len(venues) * n_years).reshape(k, len(venues), n_years)
    sizes = np.bincount(cell[cell >= 0], minlength=len(venues) * n_years) \
        .reshape(len(venues), n_years)
    parts = []
    for i, v in enumerate(venues):
        def sides(counts: np.ndarray, i: int = i) -> np.ndarray:
            """Other venues (0) and this one (1), per year: items x 2 x years."""
            own = counts[..., i, :]
            return np.stack([counts.sum(axis=-2) - own, own], axis=-2)
        parts.append(_matched_listing(analysis, ids, sides(per_cell), sides(topics),
                                      sides(sizes), YEAR_MATCHED, ("other venues", v), top,
                                      (f"more at {v}", "more elsewhere")))
    return pd.concat(parts, ignore_index=True)


def _matched_listing(analysis: Analysis, ids: np.ndarray, terms: np.ndarray,
                     topics: np.ndarray, sizes: np.ndarray, matched_as: str,
                     labels: tuple[str, str], top: int, directions: tuple[str, str]
                     ) -> pd.DataFrame:
    """Keywords ``ids`` and topics of group b against group a, matched over strata
    (:func:`~analysis.trends.matched.two_groups`; ``terms``, ``topics``: items x 2 groups
    x strata, ``sizes``: 2 x strata), listed as :func:`~analysis.trends.compare_groups`
    lists: at most ``top`` per direction where the test holds (``q`` below 0.05) and one
    group uses the item 1.25 times as often, ranked by the shrunk z; the shares are those
    the test compares (group a's at b's year mix)."""
    strata = [str(s) for s in range(sizes.shape[1])]
    names = analysis.vocab.terms["term"].to_numpy(dtype=object)[ids]
    parts = []
    for kind, counts, items in (("keyword", terms, names),
                                ("topic", topics, np.asarray(analysis.topics.labels,
                                                             dtype=object))):
        c, _ = two_groups(counts[:, 0], counts[:, 1], sizes[0], sizes[1], strata, matched_as)
        q = false_discovery(c.test)
        share_b, share_a = c.inside / max(c.n_in, 1), c.rest / max(c.n_rest, 1e-9)
        with np.errstate(invalid="ignore"):
            holds = q < Q_HOLDS
            up = np.flatnonzero(holds & (c.test > 0) & apart(share_b, share_a))
            down = np.flatnonzero(holds & (c.test < 0) & apart(share_a, share_b))
        up, down = (up[np.argsort(-c.z[up], kind="stable")][:top],
                    down[np.argsort(c.z[down], kind="stable")][:top])
        picked = np.concatenate([up, down]).astype(np.int64)
        parts.append(pd.DataFrame({
            "kind": kind, "term": items[picked], "group_a": labels[0], "group_b": labels[1],
            "count_a": counts[picked, 0].sum(axis=-1).astype(int),
            "count_b": counts[picked, 1].sum(axis=-1).astype(int),
            "share_a": share_a[picked], "share_b": share_b[picked],
            "log_odds": c.log_odds[picked], "z": c.z[picked], "q": q[picked],
            "compared": int(np.isfinite(c.test).sum()),
            "direction": [directions[0]] * len(up) + [directions[1]] * len(down)}))
    mixed = {label for label, flag in zip(analysis.topics.labels, mixed_flags(analysis),
                                          strict=True) if flag}
    out = pd.concat(parts, ignore_index=True)
    out["mixed"] = (out["kind"] == "topic") & out["term"].isin(mixed)
    return with_spelling(out, analysis.vocab).reindex(columns=[*COMPARISON_COLUMNS, "mixed"])


def _venue_doc_counts(analysis: Analysis, ids: np.ndarray, code: np.ndarray,
                      n_venues: int) -> np.ndarray:
    """Papers using each term of ``ids`` (rows) in each venue (columns; ``code``: each
    paper's venue, -1 for none), read from the terms' columns of the presence matrix
    (0/1 values, so the counts are what :meth:`~analysis.terms.Vocabulary.doc_counts`
    gives each venue's papers)."""
    p = analysis.vocab.presence
    starts, stops = p.indptr[ids], p.indptr[ids + 1]
    term = np.repeat(np.arange(ids.size, dtype=np.int64), stops - starts)
    at = np.repeat(starts - np.cumsum(np.r_[0, (stops - starts)[:-1]]), stops - starts) \
        + np.arange(term.size, dtype=np.int64)
    venue = code[p.indices[at]]
    keep = venue >= 0
    counts = np.bincount(term[keep] * n_venues + venue[keep], weights=p.data[at][keep],
                         minlength=ids.size * n_venues)
    drop_pages_read(p.data, p.indices)  # a mapped file's pages read so far
    return np.rint(counts).astype(np.int64).reshape(ids.size, n_venues)
