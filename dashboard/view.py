"""The view: the read-only analysis and what the page derives from it once per corpus.

Every callback starts from a :class:`View` and a filter state (the canonical URL query);
:func:`selected` turns the state into the rows it shows, once per state (the rows of the
last 64 states are kept, one bit per paper each).
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, field
from typing import Protocol

import numpy as np
import pandas as pd

from analysis.filters import Filters, select
from analysis.result import Analysis
from analysis.schema import PAPER_TYPES, Mask
from analysis.tables import applicable_tables
from dashboard.figures import MAP_TITLE_CHARS, shorten, topic_name

SELECTION_CACHE = 64  # filter states whose selected rows are kept (1 bit per paper each)
GRID_TYPE_LABELS = {t: t.capitalize() for t in PAPER_TYPES}  # "theory" -> "Theory"


class Selection(Protocol):
    """A filter state -> its filters and the (read-only) rows they select, cached."""

    def __call__(self, state: str) -> tuple[Filters, Mask]: ...

    def cache_clear(self) -> None: ...


@dataclass(frozen=True)
class View:
    """The analysis and what the page derives from it once (read-only, shared by callbacks)."""

    analysis: Analysis
    years: tuple[int, ...]
    venues: tuple[str, ...]
    tables: tuple[str, ...]  # the registered tables that apply to the corpus: download links
    selection: Selection = field(repr=False)
    grid: pd.DataFrame = field(repr=False)  # display columns of the papers table
    sort_keys: dict[str, np.ndarray] = field(repr=False)  # grid column -> a rank per paper
    year: np.ndarray = field(repr=False)  # each paper's year as float (NaN: none)
    map_rank: np.ndarray = field(repr=False)  # a fixed random order: the map's sample
    map_extent: tuple[tuple[float, float], tuple[float, float]]  # whole corpus, with a margin
    map_frame: pd.DataFrame = field(repr=False)  # the map's columns, titles cut

    @property
    def multi_year(self) -> bool:
        return len(self.years) >= 2

    @property
    def multi_venue(self) -> bool:
        return len(self.venues) >= 2

    @property
    def n_papers(self) -> int:
        return len(self.analysis.papers)


def _md_escape(text: str) -> str:
    return re.sub(r"([\\`*_{}\[\]()#+\-.!|<>~])", r"\\\1", text)


def _grid(papers: pd.DataFrame, titles: pd.Series) -> pd.DataFrame:
    """The papers table's display columns; titles are Markdown links to the paper's page."""
    urls = papers["url"].fillna("").astype(str)
    safe = urls.str.match(r"^https?://", case=False)
    md = [f"[{_md_escape(t)}]({u.replace(')', '%29').replace(' ', '%20')})" if ok
          else _md_escape(t) for t, u, ok in zip(titles, urls, safe, strict=True)]
    return pd.DataFrame({
        "row": [str(i) for i in range(len(papers))],
        "title": md,
        "title_plain": titles,
        "venue": papers["venue"].fillna("").astype(str),
        "year": [int(y) if pd.notna(y) else None for y in papers["year"]],
        "topic": [topic_name(k, lab, 40)
                  for k, lab in zip(papers["topic"], papers["topic_label"], strict=True)],
        "paper_type": papers["paper_type"].map(GRID_TYPE_LABELS).fillna(papers["paper_type"]),
        "evidence": papers["paper_type_evidence"].fillna("").astype(str),
    })


def _sort_keys(papers: pd.DataFrame, titles: pd.Series,
               grid: pd.DataFrame) -> dict[str, np.ndarray]:
    """Grid column -> each paper's rank in that column's order (sorting costs a gather)."""

    def rank(values: np.ndarray) -> np.ndarray:
        return pd.Series(values).rank(method="first", na_option="bottom").to_numpy()

    return {
        "title": rank(titles.str.lower().to_numpy()),
        "venue": rank(grid["venue"].str.lower().to_numpy()),
        "year": rank(papers["year"].astype("float").to_numpy()),
        "topic": rank(papers["topic"].to_numpy()),
        "paper_type": rank(papers["paper_type"].to_numpy()),
        "evidence": rank(grid["evidence"].str.lower().to_numpy()),
    }


def _extent(values: pd.Series) -> tuple[float, float]:
    lo, hi = (float(np.nanmin(values)), float(np.nanmax(values))) if len(values) else (0.0, 1.0)
    pad = 0.04 * ((hi - lo) or 1.0)
    return round(lo - pad, 3), round(hi + pad, 3)


def make_view(analysis: Analysis) -> View:
    """Derive the display columns once per corpus (so paging costs a slice, not a format)."""
    papers = analysis.papers
    titles = papers["title"].fillna("").astype(str)
    grid = _grid(papers, titles)
    venues = tuple(analysis.venues)

    @functools.lru_cache(maxsize=SELECTION_CACHE)
    def selection(state: str) -> tuple[Filters, Mask]:
        # One filter change runs several callbacks (charts, keywords, table page, detail,
        # downloads) for the same state: the rows are selected once.  Read-only result.
        f, _ = Filters.from_query(state, topics=analysis.topics.n_topics, venues=list(venues))
        rows = select(analysis, f)
        rows.flags.writeable = False
        return f, rows

    return View(analysis=analysis, years=tuple(analysis.years), venues=venues,
                tables=tuple(spec.name for spec in applicable_tables(analysis)),
                selection=selection, grid=grid, sort_keys=_sort_keys(papers, titles, grid),
                year=papers["year"].astype("float").to_numpy(),
                map_rank=np.random.default_rng(0).permutation(len(papers)),
                map_extent=(_extent(papers["map_x"]), _extent(papers["map_y"])),
                map_frame=papers[["map_x", "map_y", "topic", "topic_label"]].assign(
                    title=[shorten(t, MAP_TITLE_CHARS) for t in titles]))


def parse_state(view: View, query: str | None) -> tuple[Filters, list[str]]:
    """Filters from a URL query (unknown topics/venues dropped with a warning)."""
    return Filters.from_query(query or "", topics=view.analysis.topics.n_topics,
                              venues=list(view.venues))


def selected(view: View, state: str | None) -> tuple[Filters, Mask]:
    """The filters of a (canonical) state and the rows they select (read-only, cached)."""
    f, _ = parse_state(view, state)
    return f, view.selection(f.to_query())[1]
