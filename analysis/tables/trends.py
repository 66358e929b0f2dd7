"""Trend tables: every share here is of *all* papers of a year within the venue, year and
paper-type filters (the denominator, :mod:`analysis.trends.context`), with its count beside
it; the topic or search being explored is the numerator.

Each function is ``f(analysis, rows=None, context=None)``: ``rows`` the selected papers,
``context`` (:class:`~analysis.trends.TrendContext`) the denominator rows, the followed
items and the periods.  Without a context the denominator is ``rows`` itself (for the CLI,
every paper).

A table over the years holds a row for each year with papers in its denominator, a real 0
where none of them is a line's; a year between the first and the last without a row had
no paper, its share unknown: the runs of years (:func:`analysis.trends.periods.year_runs`)
say where a chart stops rather than join its points across (``dashboard.figures.gaps``).
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
import pandas as pd

from analysis.paper_types.corrections import HAND_SET
from analysis.result import Analysis
from analysis.schema import PAPER_TYPES, Mask, Rows
from analysis.tables.paper_types import hand_set_labels, theory_share, uncertain_labels
from analysis.tables.topics import mixed_flags
from analysis.terms import top_keyword_ids
from analysis.terms.spelling import SPELLING_COLUMNS, spelling_columns, with_spelling
from analysis.trends import (
    TrendContext,
    item_label,
    papers_per_year,
    parse_item,
)
from analysis.trends.cells import (
    Cells,
    term_cell_counts,
    topic_cell_counts,
    type_codes,
    venue_year_cells,
)
from analysis.trends.context import context_rows
from analysis.trends.emerging import (
    EMERGING_COLUMNS,
    burst_frame,
    bursts_alone,
    emerging,
    venue_baseline,
)
from analysis.trends.nested import distinct_terms
from analysis.trends.window import judged_covering

TRENDS_FOLLOWED = 25  # keywords in keyword_trends.csv when none are named
EMERGING_LISTED = 25
EMERGING_TABLE_COLUMNS = [*SPELLING_COLUMNS, *EMERGING_COLUMNS[1:], "first_paper",
                          "first_venue", "covered", "venues", "judged_to", "latest_year",
                          "share_of"]


def _year(analysis: Analysis) -> np.ndarray:
    return analysis.papers["year"].to_numpy(dtype=float, na_value=np.nan)


def cells_of(analysis: Analysis, rows: Mask, base: Mask, context: TrendContext) -> Cells:
    """The view's (venue, year) cells, once per context."""
    keys = context.cube.keys if context.cube is not None else None
    return context.derive("cells", rows, lambda: venue_year_cells(analysis, rows, base, keys))


def term_counts_of(analysis: Analysis, rows: Mask, base: Mask,
                   context: TrendContext) -> np.ndarray:
    """Each term's selected papers per (venue, year) cell, once per context."""
    cells = cells_of(analysis, rows, base, context)
    return context.derive("term_cells", rows,
                          lambda: term_cell_counts(analysis, rows, cells, context.cube))


def venue_years_table(analysis: Analysis, rows: Rows = None,
                      context: TrendContext | None = None) -> pd.DataFrame:
    """Papers per venue per year: ``n_papers`` selected, ``all_papers`` in the denominator
    (the venue mix every trend divides by) and ``share_of_year``, all_papers over the year's
    all_papers (the venue mix: a topic or search filter leaves it as it is); ``share``,
    n_papers over all_papers (the papers shown's share of the venue's papers that year,
    ``share_of`` in words: a topic's share of ICML 2019), and ``shown_share_of_year``,
    n_papers over the year's n_papers (which venues the year's papers shown are in).
    Until small72 share_of_year was the only share, read under a topic filter as the
    topic's own."""
    mask, base, context = context_rows(analysis, rows, context)
    cells = cells_of(analysis, mask, base, context)
    years, where = cells.year_index()
    per_year = np.bincount(where, weights=cells.base, minlength=len(years))[where]
    shown_per_year = np.bincount(where, weights=cells.papers, minlength=len(years))[where]
    return pd.DataFrame({"venue": cells.venue.astype(str), "year": cells.year.astype(int),
                         "n_papers": cells.papers, "all_papers": cells.base,
                         "share_of_year": cells.base / np.maximum(per_year, 1),
                         "share": cells.papers / np.maximum(cells.base, 1),
                         "shown_share_of_year": np.divide(
                             cells.papers, shown_per_year, out=np.zeros(len(where)),
                             where=shown_per_year > 0),
                         "share_of": context.words("venue and year")})


def topic_trends_table(analysis: Analysis, rows: Rows = None,
                       context: TrendContext | None = None) -> pd.DataFrame:
    """Each topic with selected papers: its papers per year and their share of all the
    year's papers (``share_of`` says of which, in words); ``mixed``: a residual grab-bag
    (:mod:`analysis.topics.mixed`), which no trend sentence names as a lead change."""
    mask, base, context = context_rows(analysis, rows, context)
    year = _year(analysis)
    sizes = papers_per_year(year, base)
    k = analysis.topics.n_topics
    topic = analysis.papers["topic"].to_numpy()
    picked = mask & ~np.isnan(year)
    at = np.searchsorted(sizes.index.to_numpy(), year[picked].astype(np.int64))
    counts = np.bincount(at * k + topic[picked], minlength=len(sizes) * k)
    expected = _topic_mix(analysis, mask, base, context)
    # the topics with selected papers: one topic shown, 38 lines of zeros were noise (walk62)
    shown = np.tile(counts.reshape(len(sizes), k).sum(axis=0) > 0, len(sizes))
    return pd.DataFrame({
        "year": np.repeat(sizes.index.to_numpy(dtype=int), k),
        "topic": np.tile(np.arange(k), len(sizes)),
        "topic_label": np.tile(np.asarray(analysis.topics.labels, dtype=object), len(sizes)),
        "mixed": np.tile(mixed_flags(analysis), len(sizes)),
        "n_papers": counts,
        "year_papers": np.repeat(sizes.to_numpy(), k),
        "share": counts / np.maximum(np.repeat(sizes.to_numpy(), k), 1),
        "share_expected": expected.ravel(),
        "share_of": context.words(),
    }).loc[shown].reset_index(drop=True)


def _topic_mix(analysis: Analysis, rows: Mask, base: Mask, context: TrendContext
               ) -> np.ndarray:
    """Each topic's share of each year's papers from the venue mix alone (years x topics,
    :func:`mix_expected`'s baseline; NaN with fewer than two venues)."""
    cells = cells_of(analysis, rows, base, context)
    return _venue_mix(cells, rows, context, analysis.topics.n_topics,
                      lambda: topic_cell_counts(analysis, rows, cells).astype(float))


def mix_expected(analysis: Analysis, rows: Mask, base: Mask, context: TrendContext,
                 lines: list[np.ndarray]) -> np.ndarray:
    """Each line's share of each year's papers if it kept each venue's own rate over the
    years shown (years x lines; ``lines`` the selected papers of each, as row indices):
    what the venue mix alone makes of a line
    (:func:`~analysis.trends.emerging.venue_baseline`, the emerging terms' baseline).  A
    line that departs from it changed within venues; one that follows it only moved with
    the venues (on the 61k corpora "robot" falls from 56% to 6.4% of all papers, 2000 to
    2025, while ICRA and IROS use it at 51-61% every year).  NaN with fewer than two
    venues, where it is a flat line that says nothing."""
    if not lines:
        return np.zeros((0, 0))
    cells = cells_of(analysis, rows, base, context)

    def counts() -> np.ndarray:  # cells x lines
        out = np.zeros((len(cells.base), len(lines)))
        for j, papers in enumerate(lines):
            at = cells.of_paper[papers]
            out[:, j] = np.bincount(at[at >= 0], minlength=len(cells.base))
        return out

    return _venue_mix(cells, rows, context, len(lines), counts)


def _venue_mix(cells: Cells, rows: Mask, context: TrendContext, width: int,
               counts: Callable[[], np.ndarray]) -> np.ndarray:
    """:func:`~analysis.trends.emerging.venue_baseline` of ``counts()`` (cells x
    ``width``), with the emerging terms' frame of the same cells when they were drawn
    first; NaN with fewer than two venues (counts then not made)."""
    if len(cells.venue_index()[0]) < 2:
        return np.full((len(cells.year_index()[0]), width), np.nan)
    frame = context.derive("burst_frame", rows, lambda: burst_frame(cells))
    return venue_baseline(counts(), cells, frame)


def _year_codes(analysis: Analysis, base: Mask) -> tuple[np.ndarray, np.ndarray]:
    """(the years of ``base``, each paper's position among them: -1 outside base or
    without a year)."""
    year = _year(analysis)
    ok = base & ~np.isnan(year)
    code = np.full(len(year), -1, dtype=np.int64)
    y = year[ok].astype(np.int64)
    if y.size == 0:
        return y, code
    # a count per year, not np.unique's sort of every paper's year (~0.4 ms at 24,000)
    first = int(y.min())
    present = np.bincount(y - first) > 0
    code[ok] = (np.cumsum(present) - 1)[y - first]
    return np.flatnonzero(present) + first, code


def keyword_trends_table(analysis: Analysis, rows: Rows = None,
                         context: TrendContext | None = None, terms: list[str] | None = None,
                         top: int = TRENDS_FOLLOWED) -> pd.DataFrame:
    """Each keyword's selected papers per year and their share of all the year's papers:
    the keywords ``terms`` names, else those the reader picked (the context's
    ``options.keywords``: the dashboard's keyword-trend chart draws this table, and its
    download is the same), none when the reader emptied the picker (the chart then asks
    for a pick: the download is the same empty table), else the ``top`` keywords of the
    selection."""
    mask, base, context = context_rows(analysis, rows, context)
    vocab = analysis.vocab
    terms = terms or list(context.options.keywords)
    if terms:
        ids = [i for i in (vocab.lookup(t) for t in terms) if i is not None]
    elif context.options.keywords_emptied:
        ids = []
    else:
        ids = top_keyword_ids(vocab, mask, top).tolist()
    years, code = _year_codes(analysis, base)
    picked = np.where(mask, code, -1)
    sizes = np.bincount(code[code >= 0], minlength=len(years))
    docs = [d[mask[d]] for d in (vocab.term_docs(i) for i in ids)]
    counts = [np.bincount(picked[d][picked[d] >= 0], minlength=len(years)) for d in docs]
    expected = mix_expected(analysis, mask, base, context, docs)
    n = len(years)
    spelled = spelling_columns(vocab, ids)
    return pd.DataFrame({
        "year": np.repeat(years, 0) if not ids else np.tile(years, len(ids)).astype(int),
        **{c: np.repeat(spelled[c].astype(object), n) for c in SPELLING_COLUMNS},
        "n_papers": np.concatenate(counts) if counts else np.zeros(0, dtype=np.int64),
        "year_papers": np.tile(sizes, len(ids)),
        "share": (np.concatenate(counts) / np.tile(np.maximum(sizes, 1), len(ids))
                  if counts else np.zeros(0)),
        "share_expected": expected.T.ravel(),
        "share_of": context.words(),
    })


def _quoted(query: str) -> str:
    """A search in curly quotes, once: a phrase search is not quoted twice (“"a b"” read
    as a typo in the legend and the sentence, review53), as the followed items are."""
    inner = query[1:-1] if (len(query) > 1 and query.count('"') == 2
                            and query.startswith('"') and query.endswith('"')) else query
    return f"“{inner}”"


def _explored_label(context: TrendContext) -> str:
    """How the followed chart names the papers shown: the search and topics explored."""
    f = context.filters
    parts = ([_quoted(f.query)] if f and f.query else []) + (
        ["topic " + ", ".join(f"#{k}" for k in f.topics)] if f and f.topics else [])
    return "shown: " + " in ".join(parts) if parts else "papers shown"


def followed_trends_table(analysis: Analysis, rows: Rows = None,
                          context: TrendContext | None = None) -> pd.DataFrame:
    """Each followed item's papers per year and their share of all the year's papers;
    first the papers shown, when a search or topic selects fewer than the denominator.

    A followed item counts every paper of the denominator it matches (the search or topic
    filter does not narrow it: it has its own line).  Columns item, label, kind, year,
    n_papers, year_papers, share.
    """
    mask, base, context = context_rows(analysis, rows, context)
    years, code = _year_codes(analysis, base)
    lines: list[tuple[str, str, str, Mask]] = []
    if not np.array_equal(mask, base):
        lines.append(("", _explored_label(context), "shown", mask))
    for text in context.options.follow:
        item = parse_item(text, analysis)
        if item is not None:
            lines.append((item.text, item_label(analysis, item), item.kind,
                          context.item_rows(analysis, item)))
    sizes = np.bincount(code[code >= 0], minlength=len(years))
    counts = [np.bincount(code[m & (code >= 0)], minlength=len(years)) for *_, m in lines]
    expected = mix_expected(analysis, mask, base, context,
                            [np.flatnonzero(m & base) for *_, m in lines])
    n = len(years)
    return pd.DataFrame({
        "item": np.repeat([t for t, *_ in lines], n).astype(object),
        "label": np.repeat([lab for _, lab, *_ in lines], n).astype(object),
        "kind": np.repeat([k for _, _, k, _ in lines], n).astype(object),
        "year": np.tile(years, len(lines)).astype(int),
        "n_papers": np.concatenate(counts) if counts else np.zeros(0, dtype=np.int64),
        "year_papers": np.tile(sizes, len(lines)),
        "share": (np.concatenate(counts) / np.tile(np.maximum(sizes, 1), len(lines))
                  if counts else np.zeros(0)),
        "share_expected": expected.T.ravel(),
        "share_of": context.words(),
    })


def emerging_terms_table(analysis: Analysis, rows: Rows = None,
                         context: TrendContext | None = None,
                         top: int = EMERGING_LISTED) -> pd.DataFrame:
    """Terms whose use bursts up to the latest year (Kleinberg 2002, venue mix accounted
    for), judged in the venues with papers in that year and in two earlier years (``venues``,
    holding ``covered`` of the view's papers: :func:`~analysis.trends.emerging.covering`;
    none listed when under half, :data:`~analysis.trends.emerging.BASIS_MIN`), up to the
    newest year (``judged_to``; ``latest_year``, the view's) whose such venues hold half
    (:mod:`analysis.trends.window`): take-off year,
    papers and shares before and since take-off in those venues; first year used, first
    paper and its venue among all the view's papers.  A term nested in a listed one is
    listed only when its own papers burst too (:mod:`analysis.trends.nested`)."""
    mask, base, context = context_rows(analysis, rows, context)
    counts = term_counts_of(analysis, mask, base, context)
    if counts.shape[1] == 0:
        return pd.DataFrame(columns=EMERGING_TABLE_COLUMNS)
    vocab = analysis.vocab
    candidates = ~vocab.terms["generic"].to_numpy()
    cells = cells_of(analysis, mask, base, context)
    cover = context.derive("covering", mask, lambda: judged_covering(cells))
    if not cover.basis:  # the venues that can show a burst hold under half the papers
        return pd.DataFrame(columns=EMERGING_TABLE_COLUMNS)
    judged = cover.cells
    # the view's frame (every venue) once for the table, every nested term's own test and
    # the trend lines' mix baseline; the covering venues' own when they are fewer
    frame = cover.frame or context.derive("burst_frame", mask, lambda: burst_frame(cells))
    own = counts if cover.rows is None else counts[cover.rows]
    # a nested term only where its own papers burst too (analysis.trends.nested)
    prune = distinct_terms(vocab, np.arange(counts.shape[1]), mask, judged,
                           lambda papers, _, bar: bursts_alone(papers, judged, bar, frame))
    # first_year: the first use among all the view's papers, as first_paper's
    table = emerging(own, judged, vocab.terms["term"], candidates, top, prune, frame,
                     first=None if cover.rows is None else (cells, counts))
    table = with_spelling(table, vocab)  # spelled as every table naming a keyword is
    return first_papers(analysis, table, mask & (cells.of_paper >= 0)).assign(
        covered=cover.covered, venues=cover.names(), judged_to=int(judged.year.max()),
        latest_year=int(cells.year.max()), share_of=context.words())


def first_papers(analysis: Analysis, table: pd.DataFrame, rows: Mask) -> pd.DataFrame:
    """``table`` with ``first_paper`` and ``first_venue``: the earliest paper of ``rows``
    using each term (the first in corpus order within its year), so that a reader can
    check whether the first use is the subject it later names.  "first used 2005" may be
    another meaning of the words (24k "diffusion model": a diffusion model of DT-MRI;
    61k "prompting": "prompting a switch to ..."): shown, not guessed away."""
    vocab, papers = analysis.vocab, analysis.papers
    year = _year(analysis)
    first = []
    for term in table["term"]:
        i = vocab.lookup(str(term))
        docs = vocab.term_docs(i) if i is not None else np.zeros(0, dtype=np.int64)
        docs = docs[rows[docs]]
        first.append(int(docs[np.argmin(year[docs])]) if docs.size else -1)
    at = np.asarray(first, dtype=np.int64)
    found = at >= 0
    titles = np.full(len(at), "", dtype=object)
    venues = np.full(len(at), "", dtype=object)
    # the few rows taken, not whole columns converted (~2 ms at 24,000 papers)
    titles[found] = papers["title"].take(at[found]).tolist()
    venues[found] = papers["venue"].take(at[found]).fillna("").tolist()
    return table.assign(first_paper=titles, first_venue=venues)


def paper_type_shares_table(analysis: Analysis, rows: Rows = None,
                            context: TrendContext | None = None) -> pd.DataFrame:
    """Paper types per year among the selected papers: counts, and each type's share of
    the year's papers with a type (theory + empirical + both add up to 1; the same
    theory-only share as the paper-types card); unclear's share is of all the year's.
    As every paper-type table (:mod:`analysis.tables.paper_types`), ``uncertain`` counts
    the year's papers whose label is uncertain and ``theory_only_share_confident`` gives
    the theory share without them (blank where no typed paper is left), ``corrected`` and
    ``confirmed`` the papers whose type was changed or confirmed by hand: until small72
    this table alone left them out (issue 14)."""
    mask, _, _ = context_rows(analysis, rows, context)
    year = _year(analysis)
    picked = mask & ~np.isnan(year)
    sizes = papers_per_year(year, picked)
    at = np.searchsorted(sizes.index.to_numpy(), year[picked].astype(np.int64))
    codes = type_codes(analysis.papers["paper_type"][picked])  # the picked papers' only
    n = len(PAPER_TYPES)
    counts = np.bincount(at * n + codes, minlength=len(sizes) * n).reshape(len(sizes), n)
    doubt = uncertain_labels(analysis.papers)[picked]
    uncertain = np.bincount(at[doubt] * n + codes[doubt],
                            minlength=len(sizes) * n).reshape(len(sizes), n)
    hand = hand_set_labels(analysis.papers)[picked]
    typed = counts[:, :3].sum(axis=1)
    total = counts.sum(axis=1)
    # one frame built at once (a column set at a time cost ~0.2 ms each)
    return pd.DataFrame({
        "year": sizes.index.to_numpy(dtype=int),
        **{t: counts[:, i] for i, t in enumerate(PAPER_TYPES)}, "typed": typed, "total": total,
        **{f"{t}_share": counts[:, i] / np.maximum(typed, 1)
           for i, t in enumerate(PAPER_TYPES[:3])},
        "unclear_share": counts[:, 3] / np.maximum(total, 1),
        "uncertain": uncertain.sum(axis=1),
        "theory_only_share_confident": theory_share(counts - uncertain, np.nan),
        **{s: np.bincount(at[hand[:, i]], minlength=len(sizes))
           for i, s in enumerate(HAND_SET)},
        "share_of": "each year's papers shown that have a type (unclear: all the year's "
                    "papers shown)"})
