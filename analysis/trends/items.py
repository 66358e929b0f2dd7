"""What a reader follows over the years or compares: a search, a topic, a venue, a period,
a paper type, each written as one short string that fits in a URL.

``topic:3``, ``venue:ICML``, ``years:2013-2016`` and ``type:theory`` name a topic, a venue,
a period and a paper type; anything else is a search (``"graph neural networks"``,
``diffusion``, whatever the search box accepts).  A followed vocabulary term is the search
for it, so the papers a line counts are the papers a search for it finds
(:func:`analysis.filters.select`), however the search matches variants.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlencode

from analysis.filters import Filters
from analysis.result import Analysis
from analysis.schema import Mask, venue_choices

KINDS = {"topic": "topic", "venue": "venue", "years": "years", "type": "type"}
# the Filters field each kind sets
FIELDS = {"topic": "topics", "venue": "venues", "years": "years", "type": "types",
          "search": "query"}
_KIND = re.compile(r"^\s*(topic|venue|years|type)\s*:\s*(.+?)\s*$", re.IGNORECASE)


@dataclass(frozen=True)
class Item:
    """One followed or compared thing: ``kind`` is search, topic, venue, years or type."""

    kind: str
    value: str

    @property
    def text(self) -> str:
        """The string form (URL, dropdown value): ``topic:3`` or the search itself."""
        return self.value if self.kind == "search" else f"{self.kind}:{self.value}"

    @property
    def field(self) -> str:
        """The :class:`~analysis.filters.Filters` field this item sets."""
        return FIELDS[self.kind]


def search_item(term: str) -> Item:
    """The search for a vocabulary term or typed phrase: several words are quoted, so they
    match as a phrase; a query with quotes or OR of its own is kept as typed."""
    text = " ".join(term.split())
    if " " in text and '"' not in text and " OR " not in text:
        text = f'"{text}"'
    return Item("search", text)


def parse_item(text: str | None, analysis: Analysis | None = None) -> Item | None:
    """The item a string names; None for an empty string, or (with ``analysis``) for a
    topic, venue, period or type the corpus does not have."""
    return checked_item(text, analysis)[0]


def checked_item(text: str | None, analysis: Analysis | None = None
                 ) -> tuple[Item | None, list[str]]:
    """:func:`parse_item`, and why the corpus has no such item: "venue 'CoRL' is not in
    this corpus (its venues: ...)" (:meth:`analysis.filters.Filters.from_query`'s words)."""
    text = (text or "").strip()
    if not text:
        return None, []
    m = _KIND.match(text)
    if m is None:
        return Item("search", text), []
    kind, value = m.group(1).lower(), m.group(2)
    if analysis is None:
        return Item(kind, value), []
    # the venues the venue filter accepts, "(no venue)" among them when some paper has none:
    # a compared "(no venue)" selects those papers (item_filters), as the filter does
    venues = list(venue_choices(analysis.papers["venue"])) if kind == "venue" else None
    f, warnings = Filters.from_query(urlencode({KINDS[kind]: value}),
                                     topics=analysis.topics.n_topics, venues=venues)
    if warnings:
        return None, warnings
    return _item(kind, getattr(f, FIELDS[kind])), []


def _item(kind: str, got: Any) -> Item | None:
    if kind == "years":
        return Item(kind, f"{got[0]}-{got[1]}")
    return Item(kind, str(got[0])) if got else None


def item_filters(item: Item, within: Filters | None = None) -> Filters:
    """``within`` (default: no filter) with the item's field set to the item: a compared
    venue replaces the venue filter, a compared search the search."""
    f, _ = Filters.from_query(urlencode({KINDS.get(item.kind, "q"): item.value}))
    return (within or Filters()).with_(**{item.field: getattr(f, item.field)})


def item_mask(analysis: Analysis, item: Item, within: Filters | None = None) -> Mask:
    """The papers of :func:`item_filters` (every paper when ``within`` is None)."""
    from analysis.filters import select

    return select(analysis, item_filters(item, within))


def item_label(analysis: Analysis, item: Item, limit: int = 40) -> str:
    """How a chart names the item: ``“graph neural networks”``, ``topic #3 diffusion ·
    score``, ``ICML``, ``2013–2016``, ``theory only``."""
    if item.kind == "search":
        return f"“{item.value.strip(chr(34))}”" if item.value.count('"') == 2 and \
            item.value.startswith('"') and item.value.endswith('"') else item.value
    if item.kind == "topic":
        label = analysis.topics.labels[int(item.value)]
        text = f"topic #{item.value} {label}"
        return text if len(text) <= limit else text[:limit - 1].rstrip() + "…"
    if item.kind == "years":
        lo, hi = item.value.split("-")
        return lo if lo == hi else f"{lo}–{hi}"
    if item.kind == "type":
        return {"theory": "theory only", "empirical": "empirical only",
                "both": "theory + empirical"}.get(item.value, item.value)
    return item.value
