"""How a reader asked to see the trends: what is followed, the periods a ranked change
compares, and the two groups compared side by side.

Like :class:`analysis.filters.Filters`, a :class:`TrendOptions` value round-trips through
the URL (``?follow=%22graph+neural+networks%22&follow=topic%3A3&recent=3&before=5&
compare_a=venue%3AICML&compare_b=venue%3AAISTATS&keyword=optimal+transport``), so a shared
link or a reload shows the same lines, periods, comparison and picked keywords.  The keys
are not filters: they change what the trend views draw, never which papers are selected.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any
from urllib.parse import parse_qs, urlencode

from analysis.result import Analysis
from analysis.trends.items import Item, checked_item
from analysis.trends.periods import MAX_YEARS

FOLLOWED_MAX = 8  # lines on one chart before it stops being readable
KEYS = ("follow", "recent", "before", "compare_a", "compare_b", "keyword")


@dataclass(frozen=True)
class TrendOptions:
    """``follow``: item strings (:mod:`analysis.trends.items`) drawn as lines; ``recent``,
    ``before``: the last ``recent`` years against the ``before`` years before them (None:
    the halves of the papers; ``before`` None: every earlier year); ``compare_a``,
    ``compare_b``: the two groups compared ("" = none); ``keywords``: the keywords the
    reader picked for the keyword trend (URL ``keyword``; empty: the picker's own choice),
    the lines of ``keyword_trends.csv`` as of its chart; ``keywords_emptied``: the reader
    emptied the picker (URL ``keyword=`` with no value), so the chart follows no keyword
    and the download holds none either, not the top keywords it holds without a pick;
    ``missing_a``, ``missing_b``: a group a link asked for that the corpus lacks (a
    bookmark of another corpus: ``compare_b=venue:CoRL``), kept in the URL as asked so
    that the compare cards can say so and what the corpus has, instead of "Nothing
    compared yet." (robust70); never compared."""

    follow: tuple[str, ...] = ()
    recent: int | None = None
    before: int | None = None
    compare_a: str = ""
    compare_b: str = ""
    keywords: tuple[str, ...] = ()
    keywords_emptied: bool = False
    missing_a: str = ""
    missing_b: str = ""

    def to_query(self) -> str:
        """The URL query string of what differs from the defaults (without '?')."""
        params: list[tuple[str, Any]] = [("follow", f) for f in self.follow]
        params += [(k, getattr(self, k)) for k in ("recent", "before") if getattr(self, k)]
        params += [(f"compare_{g}", getattr(self, f"compare_{g}") or getattr(self, f"missing_{g}"))
                   for g in "ab" if getattr(self, f"compare_{g}") or getattr(self, f"missing_{g}")]
        params += [("keyword", k) for k in self.keywords or [""] * self.keywords_emptied]
        return urlencode(params)

    def with_(self, **changes: Any) -> TrendOptions:
        return replace(self, **changes)

    @property
    def comparing(self) -> bool:
        return bool(self.compare_a and self.compare_b)

    @classmethod
    def from_query(cls, query: str, analysis: Analysis | None = None
                   ) -> tuple[TrendOptions, list[str]]:
        """Parse the trend keys of a URL query (others are ignored); returns the options and
        a warning per value ignored.  With ``analysis``, items naming a topic, venue, period
        or type the corpus lacks are dropped."""
        params = parse_qs((query or "").lstrip("?"), keep_blank_values=True)
        warnings: list[str] = []

        def item(text: str, role: str = "followed") -> Item | None:
            got, why = checked_item(text, analysis)
            warnings.extend(f"{role} {text.strip()}: {w}" for w in why)
            return got

        follow = [i.text for t in params.get("follow", []) if (i := item(t)) is not None]
        if len(follow) > FOLLOWED_MAX:
            warnings.append(f"only the first {FOLLOWED_MAX} followed items are drawn")
        lengths: dict[str, int | None] = {"recent": None, "before": None}
        for key in ("recent", "before"):
            raw = (params.get(key) or [""])[-1].strip()
            if raw.isdigit() and 1 <= int(raw) <= MAX_YEARS:
                lengths[key] = int(raw)
            elif raw:
                warnings.append(f"{key} '{raw}' is not a number of years from 1 to {MAX_YEARS}")
        asked = [(params.get(f"compare_{g}") or [""])[-1].strip() for g in "ab"]
        a, b = (item(text, f"group {g.upper()}") for text, g in zip(asked, "ab", strict=True))
        keywords = [k.strip() for k in params.get("keyword", []) if k.strip()]
        emptied = "keyword" in params and not keywords
        if analysis is not None:
            unknown = [k for k in keywords if analysis.vocab.lookup(k) is None]
            warnings += [f"'{k}' is not a keyword of this corpus" for k in unknown]
            keywords = [k for k in keywords if k not in unknown]
        return cls(follow=tuple(dict.fromkeys(follow))[:FOLLOWED_MAX],
                   recent=lengths["recent"], before=lengths["before"],
                   compare_a=a.text if a else "", compare_b=b.text if b else "",
                   missing_a="" if a else asked[0], missing_b="" if b else asked[1],
                   keywords=tuple(dict.fromkeys(keywords))[:FOLLOWED_MAX],
                   keywords_emptied=emptied), warnings


def split_query(query: str) -> tuple[str, str]:
    """A URL query split into (filter part, trend-option part), each a query string."""
    pairs = [(k, v) for k, vs in parse_qs((query or "").lstrip("?"),
                                          keep_blank_values=True).items() for v in vs]
    return (urlencode([(k, v) for k, v in pairs if k not in KEYS]),
            urlencode([(k, v) for k, v in pairs if k in KEYS]))
