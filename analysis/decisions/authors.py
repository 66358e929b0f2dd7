"""Authors: names normalised without guessing, and who wrote which paper, built once per
corpus.

**Names.** The ``authors`` field is ``;``-separated (PaperCopilot's ``author``; BibTeX's ``
and `` is turned into ``;`` when read).  A name is normalised only in ways that cannot join
two people: LaTeX accent escapes decoded as TeX reads them (a backslash-quote "e" is "é"; 7
of the 12 names with a backslash in the 24k corpus: :mod:`analysis.text.accents`, which
keeps any other backslash as written), Unicode NFC (a precomposed "ä" and "a" + combining
diaeresis are one spelling), runs of spaces made one, spaces trimmed, a space added after an
initial's full stop (``J.Smith`` -> ``J. Smith``), and its case folded for matching (``JOHN
SMITH`` and ``John Smith`` are one key).  Initials are kept as given: ``J. Smith`` and
``John Smith`` stay two authors, since nothing in the data says they are one person
(PaperCopilot spells names in full; guessing would merge the many J. Smiths).  Each key is
shown in its most frequent spelling.  A placeholder is not a person: ``Anonymous`` (17
rejected ICLR 2018 submissions in the shared corpora), ``authors``, ``et al.`` and names
without a letter are left out, so they never top the most prolific authors.

**Authorship.**  :class:`Authorship` holds one row per (paper, author) pair as integer
arrays, each author's first year in the corpus (for newcomers) and each paper's team size,
so an author table for any selection is a few ``bincount`` calls, not a string scan.
"""

from __future__ import annotations

import re
import threading
import weakref
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Final, TypeVar

import numpy as np
import pandas as pd

from analysis.text.accents import decode_accents

_INITIAL_DOT = re.compile(r"\.(?=[^\s.\-])")
_SEPARATOR: Final = ";"
_PLACEHOLDERS: Final = frozenset({"anonymous", "anonymous author", "anonymous authors",
                                  "anonymous author(s)", "author", "authors", "et al",
                                  "et al.", "n/a", "unknown", "none"})


def normalise_name(name: str) -> str:
    """A name as shown: LaTeX accents decoded, NFC, single spaces, a space after an
    initial's full stop."""
    name = decode_accents(str(name))
    name = _INITIAL_DOT.sub(". ", name)
    return " ".join(name.split()).strip(" ,")


def name_key(name: str) -> str:
    """The key two spellings of one name share (case folded); no other merging."""
    return normalise_name(name).casefold()


def split_authors(field: str) -> list[str]:
    """The normalised names of an ``authors`` field, in order, empties and repeats within
    the paper dropped (a name listed twice on one paper is one author of it)."""
    return list(_keyed_authors(field, {}).values())


#: A raw name -> (its normalised name, its key, whether it names a person).
_NameMemo = dict[str, tuple[str, str, bool]]


def _keyed_authors(field: str, memo: _NameMemo) -> dict[str, str]:
    """key -> normalised name of an ``authors`` field's people, in order (see
    :func:`split_authors`); ``memo`` keeps each raw name's normalisation, so a corpus's
    repeated names are normalised once (most authors write several papers)."""
    seen: dict[str, str] = {}
    for part in str(field or "").split(_SEPARATOR):
        entry = memo.get(part)
        if entry is None:
            name = normalise_name(part)
            key = name.casefold()
            entry = memo[part] = (name, key, bool(name) and key not in _PLACEHOLDERS
                                  and any(c.isalpha() for c in name))
        name, key, person = entry
        if person and key not in seen:
            seen[key] = name
    return seen


@dataclass(frozen=True)
class Authorship:
    """Who wrote what: ``paper`` and ``author`` (parallel int arrays, one per pair),
    ``names`` (each author's display spelling), ``keys`` (its matching key),
    ``first_year`` (its earliest paper's year in the corpus, -1 when no paper of it has
    a year) and ``team_size`` (authors per paper)."""

    paper: np.ndarray
    author: np.ndarray
    names: np.ndarray
    keys: np.ndarray
    first_year: np.ndarray
    team_size: np.ndarray

    @property
    def n_authors(self) -> int:
        return len(self.names)

    def author_id(self, name: str) -> int | None:
        """The author whose key ``name`` has, or None."""
        key = name_key(name)
        i = int(np.searchsorted(self.keys, key))
        return i if i < len(self.keys) and self.keys[i] == key else None

    def papers_of(self, author_id: int, n_papers: int) -> np.ndarray:
        """A mask of the papers ``author_id`` wrote."""
        mask = np.zeros(n_papers, dtype=bool)
        mask[self.paper[self.author == author_id]] = True
        return mask


def _display_names(spellings: dict[str, Counter[str]], keys: Iterable[str]) -> np.ndarray:
    """Each key's most frequent spelling (ties: the first in sort order)."""
    return np.array([min(spellings[k].items(), key=lambda kv: (-kv[1], kv[0]))[0]
                     for k in keys], dtype=object)


def build_authorship(authors: pd.Series, years: pd.Series) -> Authorship:
    """The :class:`Authorship` of a papers frame's ``authors`` and ``year`` columns."""
    spellings: dict[str, Counter[str]] = {}
    pair_paper: list[int] = []
    pair_key: list[str] = []
    team = np.zeros(len(authors), dtype=np.int32)
    memo: _NameMemo = {}
    for row, field in enumerate(authors.tolist()):
        names = _keyed_authors(field, memo)
        team[row] = len(names)
        for key, name in names.items():
            spellings.setdefault(key, Counter())[name] += 1
            pair_paper.append(row)
            pair_key.append(key)
    keys = np.array(sorted(spellings), dtype=object)
    author = np.searchsorted(keys, np.array(pair_key, dtype=object)).astype(np.int64) \
        if pair_key else np.zeros(0, dtype=np.int64)
    paper = np.asarray(pair_paper, dtype=np.int64)
    year = years.astype("Int64").fillna(-1).to_numpy(dtype=np.int64)[paper] \
        if len(paper) else np.zeros(0, dtype=np.int64)
    first = np.full(len(keys), np.iinfo(np.int64).max)
    dated = year >= 0
    np.minimum.at(first, author[dated], year[dated])
    first[first == np.iinfo(np.int64).max] = -1
    return Authorship(paper=paper, author=author, names=_display_names(spellings, keys),
                      keys=keys, first_year=first, team_size=team)


T = TypeVar("T")
_CACHE: dict[tuple[int, str], object] = {}
_LOCK = threading.Lock()


def per_corpus(owner: object, name: str, build: Callable[[], T]) -> T:
    """``build()``, once per ``owner`` (an Analysis or a papers frame, read only once made,
    so what is derived from its authors and decisions never goes stale) and dropped with it:
    a filter change then never re-reads the corpus's author strings."""
    key = (id(owner), name)
    with _LOCK:
        found = _CACHE.get(key)
    if found is None:
        found = build()
        with _LOCK:
            _CACHE[key] = found
        weakref.finalize(owner, _CACHE.pop, key, None)
    return found  # type: ignore[return-value]


def authorship_of(owner: object, papers: pd.DataFrame) -> Authorship:
    """The :class:`Authorship` of ``papers`` (those of ``owner``), built once."""
    return per_corpus(owner, "authorship",
                      lambda: build_authorship(papers["authors"], papers["year"]))
