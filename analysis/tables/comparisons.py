"""Two groups of papers compared: the keywords and topics one uses more than the other
(log-odds with an informative Dirichlet prior, :mod:`analysis.trends.log_odds`).

- :func:`rising_falling_table`: the recent years against the years before, within venues
  (:mod:`analysis.trends.changes`), shares of all papers of the periods; a keyword nested
  in a listed one only where its own papers change too (:mod:`analysis.trends.nested`);
- :func:`comparison_table`: any two groups a reader picks (two venues, two periods, two
  searches, ...), counted over the years both groups share when they differ;
- one venue against another, each venue against the rest: :mod:`analysis.tables.venue_comparisons`.
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from analysis.filters import select
from analysis.memory import drop_pages_read
from analysis.result import Analysis
from analysis.schema import Mask, Rows
from analysis.tables.topics import mixed_flags
from analysis.tables.trends import cells_of, term_counts_of
from analysis.terms import top_keyword_ids
from analysis.terms.spelling import with_spelling
from analysis.trends import (
    Q_HOLDS,
    TrendContext,
    apart,
    choose_periods,
    compare_groups,
    false_discovery,
    item_label,
    parse_item,
)
from analysis.trends.cells import ROWS_AT_ONCE, topic_cell_counts
from analysis.trends.changes import (
    CHANGE_COLUMNS,
    EVIDENCE_COLUMNS,
    ChangeBar,
    VenueAccount,
    change_scores,
    changes_table,
    nearest_change,
    ranked_changes,
    venue_account,
)
from analysis.trends.context import context_rows
from analysis.trends.items import item_filters
from analysis.trends.matched import VENUE_MATCHED, YEAR_MATCHED, Contrast, two_groups
from analysis.trends.nested import distinct_terms
from analysis.trends.periods import Periods, period_label

COMPARED_KEYWORDS = 2000  # the most used keywords of the selection are compared
CHANGES_LISTED = 15  # rising (and falling) keywords and topics listed at most, each
CHANGE_KINDS = ("keyword", "topic")  # what rising_falling_table ranks, each on its own
COMPARISON_COLUMNS = ["kind", "term", "acronym", "head", "group_a", "group_b", "count_a",
                      "count_b", "share_a", "share_b", "log_odds", "z", "q", "compared",
                      "direction"]


def _comparison(analysis: Analysis, mask: Mask, in_a: Mask, in_b: Mask, label_a: str,
                label_b: str, top: int,
                directions: tuple[str, str] = ("rising", "falling")) -> pd.DataFrame:
    """Keywords (the 2,000 most used in ``mask``) and topics compared between two groups."""
    vocab = analysis.vocab
    ids = top_keyword_ids(vocab, mask, COMPARED_KEYWORDS)
    return _compared(analysis, ids, vocab.doc_counts(in_a)[ids], vocab.doc_counts(in_b)[ids],
                     in_a, in_b, (label_a, label_b), top, directions)


def _compared(analysis: Analysis, ids: np.ndarray, counts_a: np.ndarray, counts_b: np.ndarray,
              in_a: Mask, in_b: Mask, labels: tuple[str, str], top: int,
              directions: tuple[str, str]) -> pd.DataFrame:
    """Keywords ``ids`` (papers using each in either group already counted) and topics
    compared between two groups (``mixed``: a mixed topic's row)."""
    names = analysis.vocab.terms["term"].to_numpy()[ids].tolist()
    n_a, n_b = int(in_a.sum()), int(in_b.sum())
    keywords = compare_groups(counts_a, counts_b, n_a, n_b, names, *labels, top, directions)
    topic = analysis.papers["topic"].to_numpy()
    k = analysis.topics.n_topics
    topics = compare_groups(np.bincount(topic[in_a], minlength=k),
                            np.bincount(topic[in_b], minlength=k), n_a, n_b,
                            list(analysis.topics.labels), *labels, top, directions)
    mixed = {label for label, flag in zip(analysis.topics.labels, mixed_flags(analysis),
                                          strict=True) if flag}
    out = pd.concat([keywords.assign(kind="keyword", mixed=False),
                     topics.assign(kind="topic", mixed=topics["term"].isin(mixed))],
                    ignore_index=True)
    return with_spelling(out, analysis.vocab).reindex(columns=[*COMPARISON_COLUMNS, "mixed"])


def _top_keywords(analysis: Analysis, used: np.ndarray) -> np.ndarray:
    """Ids of the COMPARED_KEYWORDS keywords most ``used`` (papers per term), as
    :func:`~analysis.terms.top_keyword_ids` orders them: most used first, ties by id."""
    keep = np.flatnonzero(~analysis.vocab.terms["generic"].to_numpy() & (used > 0))
    return keep[np.argsort(-used[keep], kind="stable")][:COMPARED_KEYWORDS]


def change_periods(analysis: Analysis, rows: Rows = None, context: TrendContext | None = None
                   ) -> tuple[Periods, VenueAccount] | None:
    """The periods :func:`rising_falling_table` compares and how it accounts for venues
    (for the sentence a chart note or a report says); None when there are no two periods."""
    mask, base, context = context_rows(analysis, rows, context)
    cells = cells_of(analysis, mask, base, context)
    periods = choose_periods(cells.year_counts(), context.options.recent,
                             context.options.before)
    return None if periods is None else (periods, venue_account(cells, periods))


def rising_falling_table(analysis: Analysis, rows: Rows = None, context: TrendContext | None = None,
                         top: int = CHANGES_LISTED, kinds: tuple[str, ...] = CHANGE_KINDS
                         ) -> pd.DataFrame:
    """Keywords and topics rising or falling from the years before to the recent years,
    scored within venues and pooled (``venue_adjustment`` says how; ``share_of`` what the
    shares are of, in words); ``mixed`` marks a mixed topic (its label says "mixed: ").

    The periods are the context's (default: the two halves of the papers).  Empty (with
    the columns) when there are not two periods.  ``kinds`` ("keyword", "topic") the
    rows made: each kind is ranked and tested on its own, so ``kinds=("topic",)`` gives
    the whole table's topic rows without the keywords' test (most of the time: the topic
    trends' sentence reads only the topics, on every filter change; browser69).
    """
    mask, base, context = context_rows(analysis, rows, context)
    cells = cells_of(analysis, mask, base, context)
    periods = choose_periods(cells.year_counts(), context.options.recent,
                             context.options.before)
    if periods is None:
        return pd.DataFrame(columns=[*CHANGE_COLUMNS, "mixed"])
    parts = []
    if "keyword" in kinds:
        ids, names = _changed_keywords(analysis, mask, base, context)
        counts = term_counts_of(analysis, mask, base, context)

        # a nested keyword only where its own papers change too (analysis.trends.nested):
        # the test holds in the list's family and their shrunk z reaches the list's last place
        def says_more(own: np.ndarray, sign: float, bar: ChangeBar) -> bool:
            z, test = change_scores(own, cells, periods)
            return bool(sign * test[0] >= bar.test and sign * z[0] >= bar.z)

        prune = distinct_terms(analysis.vocab, ids, mask, cells, says_more)
        parts.append(ranked_changes(counts[:, ids], cells, periods, names, "keyword", top,
                                    prune))
    if "topic" in kinds:
        parts.append(ranked_changes(topic_cell_counts(analysis, mask, cells), cells, periods,
                                    np.asarray(analysis.topics.labels, dtype=object), "topic",
                                    top))
    table = changes_table(parts, periods, venue_account(cells, periods),
                          f"{context.words('period')} (the venues with papers in both periods)")
    return with_spelling(_with_mixed(table, mixed_flags(analysis)), analysis.vocab)


def _changed_keywords(analysis: Analysis, mask: Mask, base: Mask, context: TrendContext
                      ) -> tuple[np.ndarray, np.ndarray]:
    """The ids and names of the keywords rising and falling compares (the most used)."""
    ids = _top_keywords(analysis, term_counts_of(analysis, mask, base, context).sum(axis=0))
    return ids, analysis.vocab.terms["term"].iloc[ids].to_numpy(dtype=object)


def change_evidence_table(analysis: Analysis, rows: Rows = None,
                          context: TrendContext | None = None,
                          kinds: tuple[str, ...] = CHANGE_KINDS) -> pd.DataFrame:
    """What :func:`rising_falling_table` tested, a row per kind (keyword, topic; those of
    ``kinds``): how many items were compared, how many hold, and the nearest candidate
    (smallest q) with its counts, shares, z and q
    (:func:`~analysis.trends.changes.nearest_change`): the evidence a "no change" card
    shows.  Empty (with the columns) without two periods."""
    mask, base, context = context_rows(analysis, rows, context)
    cells = cells_of(analysis, mask, base, context)
    periods = choose_periods(cells.year_counts(), context.options.recent,
                             context.options.before)
    if periods is None:
        return pd.DataFrame(columns=EVIDENCE_COLUMNS)
    rows_out = []
    if "keyword" in kinds:
        ids, names = _changed_keywords(analysis, mask, base, context)
        counts = term_counts_of(analysis, mask, base, context)
        rows_out.append(nearest_change(counts[:, ids], cells, periods, names, "keyword"))
    if "topic" in kinds:
        rows_out.append(nearest_change(topic_cell_counts(analysis, mask, cells), cells,
                                       periods, np.asarray(analysis.topics.labels,
                                                           dtype=object), "topic"))
    table = with_spelling(pd.DataFrame(rows_out), analysis.vocab).reindex(
        columns=EVIDENCE_COLUMNS)
    return table.assign(topic=pd.array(table["topic"].to_numpy(dtype=float), dtype="Int64"))


def _with_mixed(table: pd.DataFrame, mixed: np.ndarray) -> pd.DataFrame:
    """``table`` with a ``mixed`` column: True on a mixed topic's row
    (:mod:`analysis.topics.mixed`), which the sentences do not name as a lead change."""
    topic = table["topic"].to_numpy(dtype=np.float64, na_value=np.nan)
    listed = np.isfinite(topic)
    flags = np.zeros(len(table), dtype=bool)
    flags[listed] = mixed[topic[listed].astype(np.int64)]
    return table.assign(mixed=flags)


def _shared_years(analysis: Analysis, in_a: Mask, in_b: Mask
                  ) -> tuple[Mask, Mask, str, np.ndarray, str]:
    """The two groups restricted to the years both have (else the venues both have, as
    for two periods), what was counted, in words, and the strata the groups are matched
    over: each paper's year (venue code for two periods; -1: none) and their kind
    (:data:`~analysis.trends.matched.YEAR_MATCHED` or ``VENUE_MATCHED``)."""
    papers = analysis.papers
    year = papers["year"].to_numpy(dtype=float, na_value=np.nan)
    venue_codes, venue_names = pd.factorize(papers["venue"])
    years = np.nan_to_num(year, nan=-1).astype(np.int64)
    strata = (years, YEAR_MATCHED)
    for what, values in (("years", years), ("venues", venue_codes.astype(np.int64))):
        a, b = np.unique(values[in_a]), np.unique(values[in_b])
        a, b = a[a >= 0], b[b >= 0]
        if np.array_equal(a, b):
            continue
        shared = np.intersect1d(a, b)
        if shared.size:
            keep = np.isin(values, shared)
            names = ([str(v) for v in shared] if what == "years"
                     else sorted(str(venue_names[v]) for v in shared))
            listed = f"{names[0]}–{names[-1]}" if what == "years" and len(names) > 2 \
                else ", ".join(names)
            if what == "venues":
                strata = (values, VENUE_MATCHED)
            return in_a & keep, in_b & keep, f"the {what} both groups have ({listed})", *strata
    if not np.intersect1d(years[in_a], years[in_b]).size:  # two periods: within venues
        strata = (venue_codes.astype(np.int64), VENUE_MATCHED)
    return in_a, in_b, "every paper of each group", *strata


def nothing_in_common(analysis: Analysis, in_a: Mask, in_b: Mask) -> str:
    """A sentence when the two groups share no year and no venue ("" otherwise): then no
    stratum holds both, the matched account has nothing to hold equal, and every
    difference is a group's, its years' and its venues' at once.  CVPR (2013-2019)
    against WACV (2020-2025) of the 61k listed transformer, diffusion model and vision
    transformer as "most characteristic of WACV" with no word of the years (walk59)."""
    papers = analysis.papers
    years = papers["year"].to_numpy(dtype=float, na_value=np.nan)
    venues = papers["venue"].astype("string").fillna("").to_numpy(dtype=object)

    def spans(mask: Mask) -> tuple[np.ndarray, list[str]]:
        y = years[mask]
        return np.unique(y[np.isfinite(y)]), sorted({str(v) for v in venues[mask] if v})

    (ya, va), (yb, vb) = spans(in_a), spans(in_b)
    if not (ya.size and yb.size and va and vb) or np.intersect1d(ya, yb).size \
            or set(va) & set(vb):
        return ""

    def where(y: np.ndarray, v: list[str]) -> str:
        return f"{period_label((int(y[0]), int(y[-1])))} at {', '.join(v)}"

    return (f"The two groups share no year and no venue ({where(ya, va)} against "
            f"{where(yb, vb)}): what sets them apart may come from their years or their "
            "venues as much as from the groups.")


def group_counts(analysis: Analysis, in_a: Mask, in_b: Mask) -> tuple[np.ndarray, np.ndarray]:
    """Papers of each group using each term, in one pass over the two groups' papers."""
    matrix = analysis.vocab.matrix
    idx = np.flatnonzero(in_a | in_b)
    n_terms = matrix.shape[1]
    counts = np.zeros(n_terms), np.zeros(n_terms)
    for start in range(0, idx.size, ROWS_AT_ONCE):  # bounded copies (whole-number sums)
        part = idx[start:start + ROWS_AT_ONCE]
        sub = matrix[part]
        lengths = np.diff(sub.indptr)
        for total, group in zip(counts, (in_a, in_b), strict=True):
            total += np.bincount(sub.indices, weights=np.repeat(group[part], lengths)
                                 .astype(float), minlength=n_terms)
        drop_pages_read(matrix.data, matrix.indices)  # a mapped matrix's pages read so far
    return counts


def _per_stratum(analysis: Analysis, in_a: Mask, in_b: Mask, code: np.ndarray
                 ) -> tuple[np.ndarray, ...]:
    """Per stratum (``code``: each paper's, -1 none, a stratum of its own; strata with no
    paper of either group dropped): each group's papers using each term (terms x strata),
    each group's using each topic (topics x strata), each group's papers, the strata."""
    used = np.unique(code[in_a | in_b]) if (in_a | in_b).any() else np.array([-1])
    k, topic = analysis.topics.n_topics, analysis.papers["topic"].to_numpy()
    terms = [group_counts(analysis, in_a & (code == s), in_b & (code == s)) for s in used]
    topics = [[np.bincount(topic[g & (code == s)], minlength=k) for s in used]
              for g in (in_a, in_b)]
    sizes = [np.array([int((g & (code == s)).sum()) for s in used]) for g in (in_a, in_b)]
    return (np.stack([t[0] for t in terms], axis=1), np.stack([t[1] for t in terms], axis=1),
            np.stack(topics[0], axis=1), np.stack(topics[1], axis=1), *sizes, used)


def _scored(names: np.ndarray, contrasts: list[tuple[str, Contrast]],
            count_a: np.ndarray, count_b: np.ndarray, n_a: int, n_b: int,
            labels: tuple[str, str], topics: np.ndarray, counted: str) -> pd.DataFrame:
    """Every item's counts, shares of each group's papers, log-odds (b against a,
    :func:`~analysis.trends.matched.two_groups`) and z, sorted by z (b's most
    characteristic first).  One account with the characteristic keywords
    (:func:`analysis.tables.keywords.characteristic_keywords_table`): ``direction`` names
    the group an item characterises where the Mantel-Haenszel test holds (``q`` < 0.05,
    Benjamini-Hochberg over every item of its kind tested, ``compared``) and that group
    uses it MIN_RATIO times as often; the shrunk ``z`` ranks, with no threshold of its own.
    Built once from arrays: this runs per view."""
    kinds = np.concatenate([[kind] * len(c.z) for kind, c in contrasts]).astype(object)
    z, delta, test = (np.concatenate([getattr(c, f) for _, c in contrasts])
                      for f in ("z", "log_odds", "test"))
    # each kind its own family of tests
    q = np.concatenate([false_discovery(c.test) for _, c in contrasts])
    compared = np.concatenate([np.full(len(c.z), int(np.isfinite(c.test).sum()))
                               for _, c in contrasts])
    # the shares the test compares: group a's at b's mix when weighted
    share_b = np.concatenate([c.inside / max(c.n_in, 1) for _, c in contrasts])
    share_a = np.concatenate([c.rest / max(c.n_rest, 1e-9) for _, c in contrasts])
    with np.errstate(invalid="ignore"):
        holds = q < Q_HOLDS
        direction = np.where(holds & (test > 0) & apart(share_b, share_a), f"more in {labels[1]}",
                             np.where(holds & (test < 0) & apart(share_a, share_b),
                                      f"more in {labels[0]}", ""))
    order = np.argsort(-z, kind="stable")
    return pd.DataFrame({
        "kind": kinds[order], "term": names[order], "group_a": labels[0], "group_b": labels[1],
        "count_a": count_a[order].astype(int), "count_b": count_b[order].astype(int),
        "share_a": count_a[order] / max(n_a, 1), "share_b": count_b[order] / max(n_b, 1),
        "log_odds": delta[order], "z": z[order], "q": q[order],
        "compared": compared[order], "direction": direction[order],
        "topic": pd.array(topics[order], dtype="Int64"), "counted_over": counted})


def comparison_table(analysis: Analysis, rows: Rows = None,
                     context: TrendContext | None = None) -> pd.DataFrame:
    """The context's two groups compared (each group: the view's filters with its venue,
    years, search, topic or type in place), over the years both groups have.

    Every one of the 2,000 keywords the two groups use most, and every topic, with its
    papers and share of papers in each group, the log-odds ratio and its z of group b
    against group a weighted to b's year mix (two periods: venue mix; the same account as
    the characteristic keywords, :mod:`analysis.trends.matched`); ``direction`` names the
    group an item characterises where the test holds (:func:`_scored`); ``counted_over``
    says which papers were counted, ``baseline`` how (``year-matched``, ``venue-matched``,
    ``other papers``: the same mix, unweighted); ``mixed`` marks a mixed topic, which no sentence
    names as characteristic; ``caveat``: :func:`nothing_in_common`'s sentence, or "";
    ``papers_a``, ``papers_b``: each group's papers counted (0: a group the other filters
    leave empty, which the charts say, not "Nothing compared yet.": ui69), ``corpus_a``,
    ``corpus_b``: in the whole corpus (0: a search no paper matches).  Sorted by z,
    group b's most characteristic first.
    """
    _, _, context = context_rows(analysis, rows, context)
    opts = context.options
    a, b = parse_item(opts.compare_a, analysis), parse_item(opts.compare_b, analysis)
    if a is None or b is None:
        return pd.DataFrame(columns=[*COMPARISON_COLUMNS, "topic", "counted_over", "mixed",
                                     "baseline", "caveat", "papers_a", "papers_b",
                                     "corpus_a", "corpus_b"])
    in_a, in_b = (select(analysis, item_filters(g, context.filters)) for g in (a, b))
    whole = [int(select(analysis, item_filters(g)).sum()) for g in (a, b)]
    caveat = nothing_in_common(analysis, in_a, in_b)
    in_a, in_b, counted, code, matched_as = _shared_years(analysis, in_a, in_b)
    terms_a, terms_b, topics_a, topics_b, n_a, n_b, used = _per_stratum(analysis, in_a, in_b,
                                                                        code)
    ids = _top_keywords(analysis, (terms_a + terms_b).sum(axis=1))
    names = [str(s) for s in used]  # codes: no name is shown
    keywords, baseline = two_groups(terms_a[ids], terms_b[ids], n_a, n_b, names, matched_as)
    topics, _ = two_groups(topics_a, topics_b, n_a, n_b, names, matched_as)
    k = analysis.topics.n_topics
    return with_spelling(_with_mixed(_scored(
        np.concatenate([analysis.vocab.terms["term"].to_numpy(dtype=object)[ids],
                        np.asarray(analysis.topics.labels, dtype=object)]),
        [("keyword", keywords), ("topic", topics)],
        np.concatenate([terms_a[ids].sum(axis=1), topics_a.sum(axis=1)]),
        np.concatenate([terms_b[ids].sum(axis=1), topics_b.sum(axis=1)]),
        int(n_a.sum()), int(n_b.sum()), (item_label(analysis, a), item_label(analysis, b)),
        np.concatenate([np.full(len(ids), np.nan), np.arange(k)]), counted),
        mixed_flags(analysis)).assign(baseline=baseline, caveat=caveat, papers_a=int(n_a.sum()),
                                      papers_b=int(n_b.sum()), corpus_a=whole[0],
                                      corpus_b=whole[1]), analysis.vocab)
