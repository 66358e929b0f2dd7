"""The filter state of a view and the papers it selects.

A view is fully described by a :class:`Filters` value, which round-trips through
a URL query string (``?topic=3&q=diffusion&venue=ICML&years=2015-2019&type=theory``,
``&status=accepted-oral&author=Yoshua Bengio``)
so views can be bookmarked and shared.  Parsing never fails: what cannot be
understood is dropped and reported back as a warning the page can show.

A parameter given more than once is read on purpose, never by keeping the last: the
list filters (topic, venue, type, status) take every value, as if comma-separated
(``?venue=ICML&venue=COLT`` is ``?venue=ICML,COLT``); several searches are searched
together (each one's words and phrases; a quote never pairs across two of them) with a
note saying so; several year ranges keep the first, with a note, since joining two
ranges would show years neither asked for; several authors keep the first (an author
filter is one person's papers), with a note.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any
from urllib.parse import parse_qs, urlencode

import numpy as np
import pandas as pd

from analysis.decisions import STATUSES, authorship_of, status_codes_of
from analysis.result import Analysis
from analysis.schema import PAPER_TYPES, Mask, venue_mask
from analysis.search import MAX_QUERY_CHARS, SearchIndex, build_search_index, clip_query

_YEARS = re.compile(r"^\s*(\d{4})\s*(?:[-–:]\s*(\d{4})\s*)?$")


@dataclass(frozen=True)
class Filters:
    """What a view shows: papers in any of ``topics``, matching ``query``, at any of
    ``venues`` (as a page names them: ``(no venue)``, :data:`~analysis.schema.NO_VENUE`, the
    papers without one), within ``years`` (first, last) and of any of ``types``; with
    ``review``, only the papers whose type needs review (an uncertain label, ``review=1`` in
    the URL); empty = no filter."""

    topics: tuple[int, ...] = ()
    query: str = ""
    venues: tuple[str, ...] = ()
    years: tuple[int, int] | None = None
    types: tuple[str, ...] = ()
    review: bool = False
    statuses: tuple[str, ...] = ()
    author: str = ""

    def __post_init__(self) -> None:
        # A search is at most MAX_QUERY_CHARS long wherever it comes from (URL, search
        # box, a crafted request), so a view's state, URL and cache keys stay small.
        if len(self.query) > MAX_QUERY_CHARS:
            object.__setattr__(self, "query", clip_query(self.query))

    @property
    def is_empty(self) -> bool:
        return self == Filters()

    def to_query(self) -> str:
        """The URL query string (without '?'); empty when nothing is filtered."""
        params: list[tuple[str, str]] = []
        if self.topics:
            params.append(("topic", ",".join(map(str, self.topics))))
        if self.query:
            params.append(("q", self.query))
        if self.venues:
            params.append(("venue", ",".join(self.venues)))
        if self.years:
            params.append(("years", f"{self.years[0]}-{self.years[1]}"))
        if self.types:
            params.append(("type", ",".join(self.types)))
        if self.review:
            params.append(("review", "1"))
        if self.statuses:
            params.append(("status", ",".join(self.statuses)))
        if self.author:
            params.append(("author", self.author))
        return urlencode(params)

    def slug(self) -> str:
        """A short file-name-safe description, e.g. ``topic3_diffusion_ICML_2015-2019``."""
        parts = [f"topic{'-'.join(map(str, self.topics))}" if self.topics else "",
                 self.query, "-".join(self.venues),
                 f"{self.years[0]}-{self.years[1]}" if self.years else "", "-".join(self.types),
                 "review" if self.review else "", "-".join(self.statuses), self.author]
        safe = [re.sub(r"[^A-Za-z0-9.-]+", "-", p).strip("-") for p in parts]
        return "_".join(p for p in safe if p)[:80] or "all"

    def with_(self, **changes: Any) -> Filters:
        return replace(self, **changes)

    @classmethod
    def from_query(cls, query: str, topics: int | None = None,
                   venues: list[str] | None = None,
                   author_name: Callable[[str], str | None] | None = None,
                   year_span: tuple[int, int] | None = None,
                   ) -> tuple[Filters, list[str]]:
        """Parse a URL query; returns the filters and a warning per part ignored.

        ``topics`` (the number of topics), ``venues`` (the venues a filter can name:
        :func:`~analysis.schema.venue_choices`) and
        ``author_name`` (an author's name as the corpus shows it, None when it has no such
        author), when given, are used to reject ids and names the corpus does not have.
        ``year_span`` (the corpus's first and last year), when given, keeps a year range within
        it: one partly outside is cut to it, one wholly outside is ignored with a warning
        (it selected no paper and the year slider could not show it).
        """
        warnings: list[str] = []
        params = parse_qs((query or "").lstrip("?"), keep_blank_values=True)

        def values(key: str) -> list[str]:
            return [v.strip() for raw in params.pop(key, []) for v in raw.split(",") if v.strip()]

        topic_ids: list[int] = []
        for v in values("topic"):
            if v.isdigit() and (topics is None or int(v) < topics):
                topic_ids.append(int(v))
            else:
                warnings.append(f"topic '{v}' does not exist" + (
                    f" (this corpus's topics are 0-{topics - 1})" if topics else ""))
        venue_names: list[str] = []
        known = {v.lower(): v for v in venues or []}
        for v in values("venue"):
            if venues is None:
                venue_names.append(v)
            elif v.lower() in known:
                venue_names.append(known[v.lower()])
            else:
                warnings.append(f"venue '{v}' is not in this corpus (its venues: "
                                f"{some_of(list(known.values()))})")
        years = years_within(_years(params.pop("years", []) + params.pop("year", []), warnings),
                        year_span, warnings)
        types = []
        for v in values("type"):
            if v.lower() in PAPER_TYPES:
                types.append(v.lower())
            else:
                warnings.append(f"paper type '{v}' is not one of {', '.join(PAPER_TYPES)}")
        review = False
        for v in params.pop("review", []):
            if v.strip().lower() in ("1", "true", "yes", "on", ""):
                review = True
            elif v.strip().lower() not in ("0", "false", "no", "off"):
                warnings.append(f"review '{v[:40]}' is not 1 or 0")
        statuses = _statuses(values("status"), warnings)
        author = _author(params.pop("author", []), author_name, warnings)
        q = _query(params.pop("q", []), warnings)
        if len(clip_query(q)) < len(q):
            warnings.append(f"the search was {len(q):,} characters long: only its first "
                            f"{len(clip_query(q)):,} are kept")
            q = clip_query(q)
        for key in params:
            warnings.append(f"'{key}' is not a filter")
        f = cls(topics=tuple(sorted(set(topic_ids))), query=q,
                venues=tuple(dict.fromkeys(venue_names)), years=years,
                types=tuple(t for t in PAPER_TYPES if t in types), review=review,
                statuses=statuses, author=author)
        return f, warnings


def some_of(names: list[str], shown: int = 12) -> str:
    """``names`` listed, the first ``shown`` of them and how many more: a link's venue
    the corpus lacks is named with the venues it has (robust70)."""
    more = len(names) - shown
    return ", ".join(names[:shown]) + (f" and {more} more" if more > 0 else "")


def _statuses(given: list[str], warnings: list[str]) -> tuple[str, ...]:
    """The known statuses among ``given``, in :data:`STATUSES` order."""
    for v in given:
        if v.lower() not in STATUSES:
            warnings.append(f"status '{v[:40]}' is not one of {', '.join(STATUSES)}")
    return tuple(s for s in STATUSES if s in {v.lower() for v in given})


def _author(given: list[str], author_name: Callable[[str], str | None] | None,
            warnings: list[str]) -> str:
    """The first author named, as the corpus spells it; the others named in a warning."""
    names = [" ".join(v.split())[:200] for v in given if v.strip()]
    if len(names) > 1:
        warnings.append(f"the link names {len(names)} authors; showing the papers of the "
                        f"first, {names[0]}")
    if not names:
        return ""
    if author_name is None:
        return names[0]
    known = author_name(names[0])
    if known is None:
        warnings.append(f"author '{names[0][:80]}' has no paper in this corpus")
    return known or ""


def _years(given: list[str], warnings: list[str]) -> tuple[int, int] | None:
    """The first readable year range; every other one is named in a warning."""
    ranges: list[tuple[int, int]] = []
    for v in given:
        m = _YEARS.match(v)
        if m:
            lo, hi = int(m.group(1)), int(m.group(2) or m.group(1))
            ranges.append((min(lo, hi), max(lo, hi)))
        else:
            warnings.append(f"years '{v}' is not a year or a range like 2015-2019")
    distinct = [f"{lo}-{hi}" if lo != hi else str(lo) for lo, hi in dict.fromkeys(ranges)]
    if len(distinct) > 1:
        warnings.append(f"the link gives {len(distinct)} year ranges ({', '.join(distinct)}); "
                        f"showing the first, {distinct[0]}")
    return ranges[0] if ranges else None


def year_text(years: tuple[int, int]) -> str:
    """A year range as a link writes it ("2015-2019"; one year alone)."""
    return f"{years[0]}-{years[1]}" if years[0] != years[1] else str(years[0])


def years_within(years: tuple[int, int] | None, span: tuple[int, int] | None,
                 warnings: list[str], of: str = "this corpus's years"
                 ) -> tuple[int, int] | None:
    """``years`` cut to ``span`` (``of``: the corpus's years, or a link's venues',
    :func:`dashboard.state.sync`); None, with a warning, when they miss it."""
    if years is None or span is None:
        return years
    lo, hi = max(years[0], span[0]), min(years[1], span[1])
    if lo > hi:
        shown = f"year {years[0]} is" if years[0] == years[1] else \
            f"years {year_text(years)} are"
        warnings.append(f"{shown} outside {of} ({year_text(span)})")
        return None
    return lo, hi


def _query(given: list[str], warnings: list[str]) -> str:
    """One search from one ``q``; several are searched together, each keeping its own
    phrases (a value with an unpaired quote gives its words, so quotes never pair across
    two values)."""
    parts = [v.strip() for v in given if v.strip()]
    if len(parts) > 1:
        parts = [p if p.count('"') % 2 == 0 else " ".join(p.replace('"', " ").split())
                 for p in parts]
        parts = [p for p in parts if p]
    if len(parts) <= 1:
        return parts[0] if parts else ""
    warnings.append(f"the link gives {len(parts)} searches; showing papers that match all of "
                    + ", ".join(f"'{p}'" for p in parts))
    return " ".join(parts)


def select(source: Analysis | pd.DataFrame, filters: Filters,
           search_index: SearchIndex | None = None) -> Mask:
    """Boolean mask of the papers a view shows.

    ``source`` is an :class:`~analysis.result.Analysis` (its papers and search index are
    used) or a papers DataFrame.  The search part is :meth:`SearchIndex.find`
    (:mod:`analysis.search`: words, "phrases", OR, with variants; bounded work); for a
    bare DataFrame without ``search_index``, one is built from its ``text`` column (fine
    for a few hundred papers; the pipeline builds the corpus's once).
    """
    if isinstance(source, Analysis):
        papers, search_index = source.papers, source.search_index
    else:
        papers = source
    mask = np.ones(len(papers), dtype=bool)
    if filters.topics:
        mask &= papers["topic"].isin(filters.topics).to_numpy()
    if filters.venues:
        mask &= venue_mask(papers["venue"], filters.venues)
    if filters.years:
        year = papers["year"]
        in_range = (year >= filters.years[0]) & (year <= filters.years[1])
        mask &= in_range.fillna(False).to_numpy(dtype=bool)
    if filters.types:
        mask &= papers["paper_type"].isin(filters.types).to_numpy()
    if filters.review:
        mask &= (papers["paper_type_band"] == "uncertain").to_numpy() if (
            "paper_type_band" in papers) else False
    if filters.statuses:
        wanted = [STATUSES.index(s) for s in filters.statuses]
        mask &= np.isin(status_codes_of(source, papers), wanted)
    if filters.author:
        mask &= author_rows(source, papers, filters.author)
    if filters.query:
        if search_index is None:
            search_index = build_search_index(papers["text"].tolist())
        mask &= search_index.find(filters.query).mask
    return mask


def author_rows(owner: object, papers: pd.DataFrame, name: str) -> Mask:
    """The papers ``name`` wrote (matched by its key: case and spacing folded), none when
    the corpus has no such author."""
    authorship = authorship_of(owner, papers)
    author = authorship.author_id(name)
    if author is None:
        return np.zeros(len(papers), dtype=bool)
    return authorship.papers_of(author, len(papers))


def author_name_in(owner: object, papers: pd.DataFrame) -> Callable[[str], str | None]:
    """A look-up for :meth:`Filters.from_query`: a name -> the corpus's spelling of it."""
    def look_up(name: str) -> str | None:
        authorship = authorship_of(owner, papers)
        author = authorship.author_id(name)
        return None if author is None else str(authorship.names[author])
    return look_up
