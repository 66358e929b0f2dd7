"""The view: the read-only analysis and what the page derives from it once per corpus.

Every callback starts from a :class:`View` and a filter state (the canonical URL query);
:func:`selected` turns the state into the rows it shows, once per state (the rows of the
last 64 states are kept, one bit per paper each).  The URL also holds the trend options
(what is followed, the periods, the groups compared: :mod:`analysis.trends.options`),
parsed apart from the filters by :func:`parse_options`.
"""

from __future__ import annotations

import dataclasses
import functools
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol
from urllib.parse import parse_qsl, urlencode

import numpy as np
import pandas as pd

from analysis.filters import Filters, author_name_in, select
from analysis.paper_types.corrections import is_confirmation
from analysis.result import Analysis
from analysis.schema import PAPER_TYPES, Mask, take_values, venue_choices
from analysis.tables import applicable_tables
from analysis.text import display_abstract
from analysis.trends import Item, TrendContext, TrendOptions, denominator_filters, split_query
from analysis.trends.cells import TermCube, build_term_cube, cell_keys
from analysis.trends.items import item_mask
from dashboard.corrections import LiveCorrections
from dashboard.derived import Once, SortKeys
from dashboard.figures import MAP_TITLE_CHARS, TYPE_LABELS, shorten, topic_name
from dashboard.grid_sort import TYPE_SORT_KEYS, decision_text, grid_sort_keys
from dashboard.grid_sort import missing as _missing

SELECTION_CACHE = 64  # filter states whose selected rows are kept (1 bit per paper each)
ITEM_CACHE = 256  # followed items whose papers are kept (a search runs once per item)
# The tables the page can show: a followed item and two compared groups make the followed
# trends and the comparison apply (their download links are always there).
PAGE_OPTIONS = TrendOptions(follow=("topic:0",), compare_a="topic:0", compare_b="topic:0")
# the types by the names the filter, the charts and the paper's panel give them: the grid
# read "Theory", "Empirical", "Both" ("both" of what?) beside a filter of "Theory only"...
GRID_TYPE_LABELS = {t: TYPE_LABELS[t] for t in PAPER_TYPES}
# the confidence band of a label (analysis.paper_types.calibration), or set by hand: the
# model's type changed ("Corrected") or confirmed ("Confirmed"; in an analysis saved
# before review61, a "corrected" band whose evidence says so)
BAND_LABELS = {"certain": "Certain", "likely": "Likely", "uncertain": "Uncertain",
               "corrected": "Corrected", "confirmed": "Confirmed"}


class ItemRows(Protocol):
    """A followed item and the corrections' version -> the papers it counts (read-only),
    cached."""

    def __call__(self, item: Item, version: int = 0) -> Mask: ...

    def cache_clear(self) -> None: ...


class Selection(Protocol):
    """A filter state and the corrections' version -> its filters and the (read-only)
    rows they select, cached."""

    def __call__(self, state: str, version: int = 0) -> tuple[Filters, Mask]: ...

    def cache_clear(self) -> None: ...


@dataclass(frozen=True)
class View:
    """The analysis and what the page derives from it once (read-only, shared by callbacks)."""

    analysis: Analysis
    years: tuple[int, ...]
    venues: tuple[str, ...]
    filter_venues: tuple[str, ...]  # and "(no venue)" when some paper has none: venue_choices
    tables: tuple[str, ...]  # the registered tables that apply to the corpus: download links
    selection: Selection = field(repr=False)
    topic_names: tuple[str, ...]  # each topic as the papers table names it
    sort_keys: SortKeys = field(repr=False)  # grid column -> a rank per paper (on first use)
    year: np.ndarray = field(repr=False)  # each paper's year as float (NaN: none)
    map_rank: np.ndarray = field(repr=False)  # a fixed random order: the map's sample
    map_extent: tuple[tuple[float, float], tuple[float, float]]  # whole corpus, with a margin
    map_frame: pd.DataFrame = field(repr=False)  # the map's columns (:func:`map_rows`)
    live: LiveCorrections = field(repr=False)  # paper types corrected by hand, re-read on change
    item_rows: ItemRows = field(repr=False)  # a followed item's papers, cached
    term_cube: Once[TermCube | None] = field(repr=False)  # see :attr:`cube`
    #: each paper's (venue, year) code (-1: no year), made on first use: the strata of the
    #: keyword-in-context sample (:func:`analysis.terms.contexts.spread_sample`)
    paper_cells: Once[np.ndarray] = field(repr=False)
    #: ``whole(build)``: an :mod:`analysis.tables` function over the whole corpus, made on
    #: first use and kept (no filter changes it: the venue colours and the venue-year
    #: completeness read it; made per filter change it was ~4 ms of each, bench/INTERACTION.md)
    whole: Callable[[Callable[[Analysis], pd.DataFrame]], pd.DataFrame] = field(repr=False)
    vocabulary: pd.DataFrame = field(repr=False)  # the keywords a follow picker offers
    decisions: bool  # some paper has a decision to show (else the table has no such column)

    @property
    def cube(self) -> TermCube | None:
        """Term counts per (venue, year) of the whole corpus, for the trends: built when
        first asked (by the server's priming, or the first trend drawn)."""
        return self.term_cube()

    @property
    def multi_year(self) -> bool:
        return len(self.years) >= 2

    @property
    def multi_venue(self) -> bool:
        return len(self.venues) >= 2

    @property
    def n_papers(self) -> int:
        return len(self.analysis.papers)


_MD_SPECIAL = r"([\\`*_{}\[\]()#+\-.!|<>~])"


def _md_escape(text: str) -> str:
    return re.sub(_MD_SPECIAL, r"\\\1", text)


def grid_rows(view: View, rows: np.ndarray) -> pd.DataFrame:
    """The papers table's display columns of the papers at positions ``rows``, as a frame
    (:func:`grid_records` is the same rows as the grid receives them)."""
    rows = np.asarray(rows, dtype=np.int64)
    return pd.DataFrame(_grid_columns(view, rows), index=view.analysis.papers.index[rows])


def grid_records(view: View, rows: np.ndarray) -> list[dict[str, object]]:
    """The papers table's rows at positions ``rows`` (one page), as the grid receives them:
    ``grid_rows(view, rows).to_dict("records")`` without the frame.

    Built per page, not for the whole corpus at start: a page is at most 100 rows, while
    the whole corpus's columns cost ~2 s of a 250,000-paper server's start and its memory
    (bench/SERVE.md, bench/WORKERS.md).  Value by value in Python: for a page of 20 rows
    pandas' column operations (a dozen string kernels, a frame and its records) cost
    ~12 ms of every filter change at 24,000 papers, this ~1 ms (bench/INTERACTION.md,
    wave 10)."""
    columns = _grid_columns(view, np.asarray(rows, dtype=np.int64))
    return [dict(zip(columns, values, strict=True)) for values in zip(*columns.values(),
                                                                      strict=True)]


def _texts(values: list[object]) -> list[str]:
    """``fillna("").astype(str)`` of a column's ``values``."""
    return ["" if _missing(v) else str(v) for v in values]


_SAFE_URL = re.compile(r"https?://", re.IGNORECASE)


def _link(title: str, url: str) -> str:
    """The title, Markdown-escaped, as a link to ``url`` when that is an http(s) address."""
    escaped = _md_escape(title)
    if not _SAFE_URL.match(url):
        return escaped
    return f"[{escaped}]({url.replace(')', '%29').replace(' ', '%20')})"


def _grid_columns(view: View, rows: np.ndarray) -> dict[str, list[Any]]:
    """Column name -> the values of the papers at ``rows`` (only the columns shown are
    read: taking rows of every column reads the mapped abstracts)."""
    papers = view.analysis.papers

    def take(column: str) -> list[object]:
        return take_values(papers[column], rows)

    titles, urls = _texts(take("title")), _texts(take("url"))
    statuses = take("status") if "status" in papers else [None] * len(rows)
    given = take("status_original") if "status_original" in papers else [None] * len(rows)
    return {
        "row": [str(r) for r in rows.tolist()],
        "title": [_link(t, u) for t, u in zip(titles, urls, strict=True)],
        "title_plain": titles,
        "venue": _texts(take("venue")),
        "year": _list(_grid_years(view.year, rows)),
        "topic": np.asarray(view.topic_names, dtype=object)[
            papers["topic"].to_numpy()[rows]].tolist(),
        **_type_columns(papers, rows),
        "decision": [decision_text(s, g) for s, g in zip(statuses, given, strict=True)],
    }


def _list(values: np.ndarray | list[None]) -> list[Any]:
    return values.tolist() if isinstance(values, np.ndarray) else values


def _grid_years(year: np.ndarray, rows: np.ndarray) -> np.ndarray | list[None]:
    """The year column of the papers at ``rows`` as a column of the whole corpus's years
    would hold them (pandas reads ``[2013, None, ...]`` as floats, all ``None`` as objects,
    whole years as integers), so a page is the same whoever else is in the corpus."""
    missing = np.isnan(year)
    if not missing.any():
        return year[rows].astype(np.int64)
    if missing.all():
        return [None] * len(rows)
    return year[rows]


def _has_decisions(papers: pd.DataFrame) -> bool:
    """Whether :func:`decision_text` is not empty for some paper (a status other than
    unknown, or the data's own word) and tells papers apart: one decision on every paper
    ("Poster" on all 36,974 of ICRA + IROS + RSS and on COLT, where the venue-year gives
    every accepted paper that one label: the Decisions card says so; walk64) is a column
    repeating it on each row.  Vectorised: ~1 ms at 24,000 papers."""
    if "status" not in papers or "status_original" not in papers:
        return False
    given, status = papers["status_original"], papers["status"]
    if not (status.ne("unknown").any() or (given.notna() & given.ne("")).any()):
        return False
    return bool(status.nunique(dropna=False) > 1 or given.nunique(dropna=False) > 1)


# "; the model said both (" in a hand-set paper's evidence (analysis.paper_types.corrections)
_MODEL_SAID = re.compile(rf"; the model said ({'|'.join(PAPER_TYPES)}) \(")


def _named(evidence: str) -> str:
    """A hand-set paper's evidence with the model's type named as the menu, the Type
    column and the panel name it ("the model said Theory + empirical (...", not "both");
    the downloads keep the stored word, as they keep ``paper_type``."""
    return _MODEL_SAID.sub(lambda m: f"; the model said {TYPE_LABELS[m.group(1)]} (", evidence)


def _type_columns(papers: pd.DataFrame, rows: np.ndarray) -> dict[str, list[Any]]:
    """The grid's columns that follow the paper types (and change with a correction)."""
    types = take_values(papers["paper_type"], rows)
    bands = take_values(papers["paper_type_band"], rows) if "paper_type_band" in papers \
        else ["certain"] * len(rows)
    confidence = papers["paper_type_confidence"].to_numpy(dtype=float)[rows]
    evidence = _texts(take_values(papers["paper_type_evidence"], rows))
    bands = ["confirmed" if b == "corrected" and is_confirmation(e) else b
             for b, e in zip(bands, evidence, strict=True)]
    return {
        "paper_type": [GRID_TYPE_LABELS.get(t, t) if isinstance(t, str) else t for t in types],
        "band": [BAND_LABELS.get(b, b) if isinstance(b, str) else b for b in bands],
        "confidence": np.round(confidence, 2).tolist(),
        # its maths as the abstract beside it shows them ("Õ(√T)"); downloads keep the LaTeX
        "evidence": [display_abstract(_named(t) if b in ("corrected", "confirmed") else t)
                     for t, b in zip(evidence, bands, strict=True)],
    }


def _extent(values: pd.Series) -> tuple[float, float]:
    lo, hi = (float(np.nanmin(values)), float(np.nanmax(values))) if len(values) else (0.0, 1.0)
    pad = 0.04 * ((hi - lo) or 1.0)
    return round(lo - pad, 3), round(hi + pad, 3)


def make_view(analysis: Analysis, corrections: Path | None = None) -> View:
    """Derive what the page needs of the corpus: now what its first screen shows, the rest
    (sort keys, the trends' term cube) when first asked (:class:`Once`, :class:`SortKeys`).

    ``corrections``: the paper-type corrections file this dashboard reads and writes
    (:mod:`dashboard.corrections`); None: types cannot be corrected here.  With one, the
    view works on its own copy of the papers (corrections change their type columns).
    """
    if corrections is not None:
        analysis = dataclasses.replace(analysis, papers=analysis.papers.copy())
    papers = analysis.papers
    labels = analysis.topics.labels
    venues, choices = tuple(analysis.venues), venue_choices(papers["venue"])
    sort_keys = grid_sort_keys(papers)

    def types_changed(corrected: pd.DataFrame) -> None:
        # the grid's type columns are read from the papers per page; their sort keys are
        # made again when next asked
        sort_keys.forget(TYPE_SORT_KEYS)

    @functools.lru_cache(maxsize=SELECTION_CACHE)
    def selection(state: str, version: int = 0) -> tuple[Filters, Mask]:
        # One filter change runs several callbacks (charts, keywords, table page, detail,
        # downloads) for the same state: the rows are selected once.  Read-only result.
        f, _ = Filters.from_query(state, topics=analysis.topics.n_topics, venues=list(choices))
        rows = select(analysis, f)
        rows.flags.writeable = False
        return f, rows

    @functools.lru_cache(maxsize=ITEM_CACHE)
    def item_rows(item: Item, version: int = 0) -> Mask:
        rows = item_mask(analysis, item)
        rows.flags.writeable = False
        return rows

    @functools.cache
    def whole(build: Callable[[Analysis], pd.DataFrame]) -> pd.DataFrame:
        return build(analysis)

    terms = analysis.vocab.terms
    vocabulary = terms.loc[~terms["generic"], ["term", "df"]].sort_values(
        ["df", "term"], ascending=[False, True]).assign(
        folded=lambda t: t["term"].str.lower()).reset_index(drop=True)
    page = TrendContext(options=PAGE_OPTIONS)
    return View(analysis=analysis, years=tuple(analysis.years), venues=venues,
                tables=tuple(spec.name for spec in applicable_tables(analysis, context=page)),
                selection=selection, filter_venues=choices,
                topic_names=tuple(topic_name(k, labels[k], 40) for k in range(len(labels))),
                sort_keys=sort_keys,
                year=papers["year"].astype("float").to_numpy(),
                map_rank=np.random.default_rng(0).permutation(len(papers)),
                map_extent=(_extent(papers["map_x"]), _extent(papers["map_y"])),
                map_frame=papers[["map_x", "map_y", "topic", "topic_label"]],
                live=LiveCorrections(papers, corrections, types_changed),
                item_rows=item_rows, term_cube=Once(lambda: build_term_cube(analysis)),
                paper_cells=Once(lambda: cell_keys(analysis).key), whole=whole,
                vocabulary=vocabulary, decisions=_has_decisions(papers))


def map_rows(view: View, rows: np.ndarray) -> pd.DataFrame:
    """The topic map's columns of the papers at ``rows`` (the map's sample, at most 1,000),
    titles cut (:func:`shorten`, for the sample only: ~0.3 s less of a 250,000-paper start;
    title by title: 1,000 titles in ~1 ms, Arrow's string kernels took ~4 ms).  The titles
    are taken from the column's array and set on the rows taken (a Series' take and an
    ``assign``, which copies the frame, cost ~0.6 ms more of every filter change)."""
    points = view.map_frame.iloc[rows]
    titles = view.analysis.papers["title"].array.take(rows).tolist()
    points["title"] = [shorten("" if _missing(t) else str(t), MAP_TITLE_CHARS) for t in titles]
    return points


def parse_state(view: View, query: str | None) -> tuple[Filters, list[str]]:
    """Filters from a URL query (unknown topics/venues dropped with a warning; the trend
    options' keys are not filters and are left to :func:`parse_options`; ``paper``, the
    open paper, is :mod:`dashboard.paper_link`'s)."""
    filters = split_query(query or "")[0]
    if "paper=" in filters:
        filters = urlencode([(k, v) for k, v in parse_qsl(filters, keep_blank_values=True)
                             if k != "paper"])
    return Filters.from_query(filters, topics=view.analysis.topics.n_topics,
                              venues=list(view.filter_venues),
                              author_name=author_name_in(view.analysis, view.analysis.papers),
                              year_span=(view.years[0], view.years[-1]) if view.years else None)


def parse_options(view: View, query: str | None) -> tuple[TrendOptions, list[str]]:
    """The trend options of a URL query (items the corpus lacks dropped with a warning)."""
    return TrendOptions.from_query(split_query(query or "")[1], view.analysis)


def base_rows(view: View, f: Filters) -> Mask:
    """The denominator of every trend of the view: the rows of its venue, year and type
    filters (read-only, cached like any selection)."""
    return view.selection(denominator_filters(f).to_query(), view.live.refresh())[1]


def item_rows_now(view: View) -> Callable[[Item], Mask]:
    """A followed item -> its papers, with the paper-type corrections made so far."""
    return lambda item: view.item_rows(item, view.live.refresh())


def every_decision(view: View, f: Filters, rows: Mask) -> Mask:
    """The rows of ``f`` with every decision (``rows`` are ``f``'s): an acceptance or
    oral rate compares decisions, so a Decision filter is not applied to it (under
    "Oral" alone every rate was 100%)."""
    if not f.statuses:
        return rows
    return view.selection(f.with_(statuses=()).to_query(), view.live.refresh())[1]


def selected(view: View, state: str | None) -> tuple[Filters, Mask]:
    """The filters of a (canonical) state and the rows they select (read-only, cached;
    a correction made since, in this process or another, is laid over first)."""
    f, _ = parse_state(view, state)
    return f, view.selection(f.to_query(), view.live.refresh())[1]
