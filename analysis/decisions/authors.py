"""Authors: names normalised, initialled spellings joined to the one full name they can be,
and who wrote which paper, built once per corpus.

**Names.** The ``authors`` field is ``;``-separated (PaperCopilot's ``author``; BibTeX's ``
and `` is turned into ``;`` when read).  A name is normalised only in ways that cannot join
two people: LaTeX accent escapes decoded as TeX reads them (a backslash-quote "e" is "é"; 7
of the 12 names with a backslash in the 24k corpus: :mod:`analysis.text.accents`, which
keeps any other backslash as written), Unicode NFC (a precomposed "ä" and "a" + combining
diaeresis are one spelling), runs of spaces made one, spaces trimmed, a space added after an
initial's full stop (``J.Smith`` -> ``J. Smith``), and its case folded for matching (``JOHN
SMITH`` and ``John Smith`` are one key).  A placeholder is not a person: ``Anonymous`` (17
rejected ICLR 2018 submissions in the shared corpora), ``authors``, ``et al.`` and names
without a letter are left out, so they never top the most prolific authors.

**Initials.**  Then, once per corpus, a spelling with initials ("R. Siegwart", "Roland Y.
Siegwart") joins the full name ("Roland Siegwart") when the corpus has exactly one it can
be, and stays apart when it has several ("J. Wang": "Jun Wang", "Jing Wang"), when a
paper lists both, or, for a frequent surname, when it shares no venue and no co-author with
that name (:mod:`.name_variants`, :mod:`.name_evidence`: the rule, its sources, its
measurements).  The
author is shown in the full form; the joined spellings are its ``alias_keys``, so a link
or a search naming "R. Siegwart" finds Roland Siegwart.  Every author table, the team
sizes, the newcomers, the author filter and the paper panel read this one
:class:`Authorship`.

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

from analysis.decisions.name_variants import resolve_variants
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
    for part in (field if isinstance(field, str) else "").split(_SEPARATOR):  # NaN: none
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
    """Who wrote what: ``paper`` and ``author`` (parallel int arrays, one per pair, in the
    papers' order and each paper's listed order), ``names`` (each author's display
    spelling: the full form of a merged name), ``keys`` (its matching key, sorted),
    ``first_year`` (its earliest paper's year in the corpus, -1 when no paper of it has a
    year), ``team_size`` (authors per paper) and ``alias_keys`` / ``alias_ids`` (the keys of
    the initialled spellings that joined an author, sorted, and whom they joined)."""

    paper: np.ndarray
    author: np.ndarray
    names: np.ndarray
    keys: np.ndarray
    first_year: np.ndarray
    team_size: np.ndarray
    alias_keys: np.ndarray
    alias_ids: np.ndarray

    @property
    def n_authors(self) -> int:
        return len(self.names)

    def author_id(self, name: str) -> int | None:
        """The author whose key ``name`` has (or one of its merged spellings), or None."""
        key = name_key(name)
        for keys, ids in ((self.keys, None), (self.alias_keys, self.alias_ids)):
            i = int(np.searchsorted(keys, key))
            if i < len(keys) and keys[i] == key:
                return i if ids is None else int(ids[i])
        return None

    def papers_of(self, author_id: int, n_papers: int) -> np.ndarray:
        """A mask of the papers ``author_id`` wrote."""
        mask = np.zeros(n_papers, dtype=bool)
        mask[self.paper[self.author == author_id]] = True
        return mask

    def names_of(self, paper: int) -> list[str]:
        """The authors of one paper as the tables show them, in its order."""
        lo, hi = np.searchsorted(self.paper, [paper, paper + 1])
        return [str(self.names[a]) for a in self.author[lo:hi]]


def _display_names(spellings: dict[str, Counter[str]], keys: Iterable[str]) -> np.ndarray:
    """Each key's most frequent spelling (ties: the first in sort order)."""
    return np.array([min(spellings[k].items(), key=lambda kv: (-kv[1], kv[0]))[0]
                     for k in keys], dtype=object)


def build_authorship(authors: pd.Series, years: pd.Series,
                     venues: pd.Series | None = None) -> Authorship:
    """The :class:`Authorship` of a papers frame's ``authors``, ``year`` and ``venue``
    columns, the initialled spellings joined to their full names (:mod:`.name_variants`;
    without venues, a join needs no shared venue or co-author: the names alone decide)."""
    spellings: dict[str, Counter[str]] = {}
    pair_paper: list[int] = []
    pair_key: list[str] = []
    memo: _NameMemo = {}
    for row, field in enumerate(authors.tolist()):
        for key, name in _keyed_authors(field, memo).items():
            spellings.setdefault(key, Counter())[name] += 1
            pair_paper.append(row)
            pair_key.append(key)
    written = np.array(sorted(spellings), dtype=object)
    paper = np.asarray(pair_paper, dtype=np.int64)
    as_written = np.searchsorted(written, np.array(pair_key, dtype=object)).astype(np.int64) \
        if pair_key else np.zeros(0, dtype=np.int64)
    venue = None if venues is None else pd.factorize(venues)[0]  # -1: none
    resolved = resolve_variants(written.tolist(), _display_names(spellings, written).tolist(),
                                paper, as_written, venue)
    target = resolved.target
    keys = np.array([k for k in written if k not in target], dtype=object)
    alias_keys = np.array(sorted(target), dtype=object)
    alias_ids = np.searchsorted(keys, np.array([target[k] for k in alias_keys], dtype=object))
    to_author = np.searchsorted(keys, np.array([target.get(k, k) for k in written],
                                               dtype=object))
    author = to_author[as_written].astype(np.int64)
    paper, author = _first_pairs(paper, author, len(keys))
    year = years.astype("Int64").fillna(-1).to_numpy(dtype=np.int64)[paper] \
        if len(paper) else np.zeros(0, dtype=np.int64)
    first = np.full(len(keys), np.iinfo(np.int64).max)
    dated = year >= 0
    np.minimum.at(first, author[dated], year[dated])
    first[first == np.iinfo(np.int64).max] = -1
    shown = [resolved.shown.get(k, k) for k in keys]
    return Authorship(paper=paper, author=author, names=_display_names(spellings, shown),
                      keys=keys, first_year=first,
                      team_size=np.bincount(paper, minlength=len(authors)).astype(np.int32),
                      alias_keys=alias_keys, alias_ids=alias_ids.astype(np.int64))


def _first_pairs(paper: np.ndarray, author: np.ndarray,
                 n_authors: int) -> tuple[np.ndarray, np.ndarray]:
    """The pairs with a repeat within a paper dropped, in order (the variants a paper lists
    two of stay apart, so this keeps every pair; kept as the guarantee)."""
    _, first = np.unique(paper * max(n_authors, 1) + author, return_index=True)
    if len(first) == len(paper):
        return paper, author
    first.sort()
    return paper[first], author[first]


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


def authorship_from(papers: pd.DataFrame) -> Authorship:
    """The :class:`Authorship` of ``papers`` (their authors, years and venues), built now."""
    return build_authorship(papers["authors"], papers["year"], papers.get("venue"))


def authorship_of(owner: object, papers: pd.DataFrame) -> Authorship:
    """The :class:`Authorship` of ``papers`` (those of ``owner``), built once."""
    return per_corpus(owner, "authorship", lambda: authorship_from(papers))
