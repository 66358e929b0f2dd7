"""The result of analysing one corpus: one read-only object every consumer starts from.

The CLI export, the dashboard and (later) a saved analysis on disk all hold an
:class:`Analysis`; nothing downstream fits a model, so a filter change only selects rows
and recomputes tables.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pandas as pd

from analysis.schema import named_venues

if TYPE_CHECKING:
    from analysis.search import SearchIndex
    from analysis.terms import Vocabulary
    from analysis.topics import TopicModel


@dataclass(frozen=True)
class Analysis:
    """Everything computed for one corpus; docs/architecture.md lists each part."""

    name: str
    papers: pd.DataFrame
    vocab: Vocabulary
    topics: TopicModel
    manifest: dict[str, Any]
    search_index: SearchIndex = field(repr=False)  # FTS5 index of the papers' text

    @property
    def n_papers(self) -> int:
        return len(self.papers)

    @property
    def years(self) -> list[int]:
        return sorted(int(y) for y in self.papers["year"].dropna().unique())

    @property
    def venues(self) -> list[str]:
        """The venues some paper names (:func:`~analysis.schema.named_venues`): never a
        missing one, which pages name "(no venue)"."""
        return named_venues(self.papers["venue"])
