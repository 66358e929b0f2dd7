"""The search index: SQLite FTS5 over the papers' search keys, one file, read-only once built.

Why FTS5 (bench/search/RESULTS.md has the figures)
    SQLite's full-text engine (in Python's standard library) keeps a positional inverted
    index on disk and evaluates phrases, AND and OR in C.  Against the word index it
    replaces (a papers x words matrix, with a regular-expression scan of the candidate
    texts for every phrase) it answers phrase queries from the index instead of scanning
    texts, so a search's cost is bounded by the posting lists it reads, not by the text
    length times the number of phrases (issue 13: 7.8 s for 2,000 quoted "of the").  It is
    one file that any number of processes open read-only and share through the page cache
    (gunicorn workers, a saved analysis), and it is a well-kept engine, not a home-made one.

What is indexed
    Each paper's cleaned text as search keys (:mod:`analysis.search.keys`): folded,
    plural inflection removed, hyphens as spaces, punctuation as a boundary key.  FTS5's
    own ``porter`` tokenizer is not used: Porter stems derivations together ("optimal" =
    "optimization", "experiment" = "experience"), which we never merge.  The
    ``unicode61`` tokenizer only splits the stored keys on spaces (``_`` is a token
    character, so boundaries are tokens); queries go through the same tokenizer, so both
    sides agree.  After a text's keys come the short-form keys of its short forms
    ("i_v_" for "IV"), by which an acronym the search adds is matched
    (:mod:`analysis.search.keys`, :mod:`analysis.search.query`, "Case"), then the keys of
    its definitions ("_d_lda_lineardiscriminantanalysis"), by which it is not matched in
    a paper that defines it otherwise (:mod:`analysis.search.shortforms`).  The papers in
    which an added acronym means something else by their context
    (:mod:`analysis.search.senses`) are kept beside, in the table ``senses``: the
    acronym's alternative is matched on its own and they are taken out of its rows
    (:func:`_plan_rows`).  The table is
    contentless (the text is in the papers table already) with ``detail=full``
    (positions, for phrases) and no column sizes (no ranking is needed).

Files
    :meth:`SearchIndex.save` writes ``search.sqlite`` into a directory atomically (a copy,
    then a rename); :meth:`SearchIndex.open` opens it read-only and immutable, so many
    processes can use one file.  Each process opens its own connection on first use (a
    connection never crosses a fork); threads of a process take turns on it.
"""

from __future__ import annotations

import functools
import os
import shutil
import sqlite3
import threading
import time
import weakref
from collections import OrderedDict
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from analysis.schema import Mask
from analysis.search.acronyms import Acronyms, Phrase
from analysis.search.query import SearchPlan, plan_query
from analysis.search.shortforms import Written

#: 2: the written keys of short forms after each text's keys (wave 27); an index of
#: format 1 would find an added acronym in no paper.  3: a short form after a
#: one-character word and a hyphen keyed as the compound's ("kn_n_", "n_n__" for "k-NN";
#: wave 28), and every acronym pair given, kept or not; an index of format 2 holds "n_n_"
#: there, so "k-NN" would count for "NN".  4: each paper's definitions' keys after them
#: (wave 32, :func:`analysis.search.keys.definition_keys`); in an index of format 3 an
#: added acronym would be found in the papers that define it otherwise.  5: a short form
#: in a longer hyphenated compound keyed by the compound ("_c_d_m___dmgan"), reverse
#: definitions ("VT (vector-touch)") among the definitions' keys (wave 35); in an index
#: of format 4 an added acronym would be found in compounds defined as other names.
FORMAT = "paper-trends-search/5"
FILE_NAME = "search.sqlite"
#: The table of the papers in which an added acronym is not found
#: (:meth:`SearchIndex.with_senses`; an index without it excludes none, as its
#: vocabulary did not: the format is unchanged).
SENSES = "senses"
#: A safety net under the planned ceiling (query.py): a statement still running after
#: this many seconds is stopped and the user told.  SQLite checks it every 10,000 of its
#: virtual-machine steps (a few thousand rows returned), not inside FTS5's own C code,
#: so the plan's limits, not this, are what bound a search's work.
STATEMENT_SECONDS = 5.0
_RESULTS_KEPT = 32  # searches whose masks are kept per process (one bit per paper each)


class Store:
    """The index file and this process's read-only connection to it."""

    def __init__(self, path: Path, owned: bool) -> None:
        self.path = path
        self.lock = threading.Lock()
        self._pid = -1
        self._con: sqlite3.Connection | None = None
        if owned:  # a temporary file: removed when the index is, by the process that made it
            weakref.finalize(self, _remove_own, str(path), os.getpid())

    def connection(self) -> sqlite3.Connection:
        """This process's connection (call with ``lock`` held)."""
        if self._con is None or self._pid != os.getpid():
            uri = f"{self.path.resolve().as_uri()}?mode=ro&immutable=1"
            self._con = sqlite3.connect(uri, uri=True, check_same_thread=False)
            self._con.execute("PRAGMA mmap_size = 1073741824")  # share pages between workers
            self._pid = os.getpid()
        return self._con

    def close(self) -> None:
        """Close this process's connection (call with ``lock`` held): the pages of the
        file it mapped leave the process; the next search opens it again."""
        if self._con is not None and self._pid == os.getpid():
            self._con.close()
        self._con = None


def _remove_own(path: str, pid: int) -> None:
    if os.getpid() == pid:  # a forked worker must not delete its parent's file
        shutil.rmtree(os.path.dirname(path), ignore_errors=True)


@dataclass(frozen=True)
class SearchResult:
    """The papers a search finds, and what it did."""

    plan: SearchPlan
    mask: Mask  # read-only; every paper when the plan is empty
    rows_read: int  # rows the index returned (at most one per paper)
    notes: tuple[str, ...]  # the plan's notes, and a note if the search was stopped

    @property
    def n_papers(self) -> int:
        return int(self.mask.sum())


@dataclass(frozen=True, eq=False)
class SearchIndex:
    """The FTS5 index of a corpus's papers (rowid = paper row) and its acronym pairs."""

    n_papers: int
    acronyms: Acronyms
    store: Store = field(repr=False)
    # query (planned here) or plan (given) -> its result: :meth:`find`
    _results: OrderedDict[str | SearchPlan, SearchResult] = field(default_factory=OrderedDict,
                                                                  repr=False)

    def release_pages(self) -> None:
        """Unmap the index file (SQLite maps it for reading, ``mmap_size``) after a
        one-pass job's many searches: its pages leave this process's memory; searches
        still work (the next one maps it again) and results are kept."""
        with self.store.lock:
            self.store.close()

    def plan(self, query: str) -> SearchPlan:
        """The plan of ``query`` with this corpus's acronym pairs (no index read)."""
        return plan_query(query, self.acronyms)

    def find(self, query: str, plan: SearchPlan | None = None) -> SearchResult:
        """The papers ``query`` finds (:mod:`analysis.search.query` for the syntax);
        an empty plan finds every paper (no search is no filter).  ``plan``: the query's
        plan, ``self.plan(query)``, when the caller has made it already, so that a pass
        over thousands of keywords does not plan each again (:mod:`analysis.search.senses`).

        A result is kept under the query when this index planned it and under the plan
        when one was given: a plan of some other query (or of another index's acronym
        pairs) was kept as ``query``'s result, and every later search for ``query`` found
        that plan's papers.  A plan given is never checked against ``query`` (that would
        plan it again); the result is the plan's papers."""
        key: str | SearchPlan = query if plan is None else plan
        with self.store.lock:
            if key in self._results:
                self._results.move_to_end(key)
                return self._results[key]
            result = self._evaluate(self.plan(query) if plan is None else plan)
            self._results[key] = result
            if len(self._results) > _RESULTS_KEPT:
                self._results.popitem(last=False)
            return result

    def _evaluate(self, plan: SearchPlan) -> SearchResult:
        mask = np.ones(self.n_papers, dtype=bool)
        notes = plan.notes
        rows = np.empty(0, dtype=np.int64)
        if not plan.is_empty:
            try:
                rows = _plan_rows(self.store.connection(), plan)
            except sqlite3.OperationalError as e:
                if "interrupt" not in str(e):
                    raise
                notes += ("The search took too long and was stopped: try fewer or rarer "
                          "words.",)
            mask[:] = False
            mask[rows] = True
        mask.flags.writeable = False
        return SearchResult(plan=plan, mask=mask, rows_read=int(rows.size), notes=notes)

    def save(self, directory: str | Path) -> Path:
        """Write the index to ``directory/search.sqlite`` (atomically) and return the path."""
        folder = Path(directory)
        folder.mkdir(parents=True, exist_ok=True)
        target = folder / FILE_NAME
        partial = folder / f".{FILE_NAME}.{os.getpid()}.partial"
        try:
            shutil.copyfile(self.store.path, partial)
            os.replace(partial, target)
        finally:
            partial.unlink(missing_ok=True)
        return target

    def with_senses(self, senses: Mapping[Phrase, np.ndarray]) -> SearchIndex:
        """This index, each one-word acronym of ``senses`` no longer found in the papers
        given for it (:mod:`analysis.search.senses`), written to its file (its table
        ``senses``: the acronym's keys, a row) so that :meth:`open` reads them again.  The
        file must be this process's own, not yet saved nor opened elsewhere: the
        connections open it as immutable."""
        if not senses:
            return self
        with self.store.lock:
            self.store.close()  # its pages were mapped as immutable: closed before writing
            con = sqlite3.connect(self.store.path)
            try:
                con.execute(f"CREATE TABLE IF NOT EXISTS {SENSES} (acronym TEXT, row INTEGER)")
                con.executemany(f"DELETE FROM {SENSES} WHERE acronym = ?",
                                [(" ".join(p),) for p in senses])
                con.executemany(f"INSERT INTO {SENSES} VALUES (?, ?)",
                                [(" ".join(p), int(r)) for p, rows in senses.items()
                                 for r in rows])
                con.commit()
            finally:
                con.close()
        return SearchIndex(n_papers=self.n_papers, acronyms=self.acronyms.with_senses(senses),
                           store=self.store)

    @classmethod
    def open(cls, directory: str | Path) -> SearchIndex:
        """The index saved in ``directory``, read-only (any number of processes)."""
        path = Path(directory) / FILE_NAME
        if not path.is_file():
            raise FileNotFoundError(f"{path}: no search index here (save one with "
                                    "SearchIndex.save)")
        store = Store(path, owned=False)
        with store.lock:
            con = store.connection()
            meta = dict(con.execute("SELECT name, value FROM meta").fetchall())
            pairs = con.execute("SELECT acronym, expansion FROM acronyms ORDER BY rowid")
            acronyms = Acronyms.from_pairs(pairs.fetchall())
            acronyms = acronyms.with_senses(_senses(con))
        if meta.get("format") != FORMAT:
            raise ValueError(f"{path}: search index format {meta.get('format')!r}, expected "
                             f"{FORMAT!r}: analyse the corpus again")
        return cls(n_papers=int(meta["n_papers"]), acronyms=acronyms, store=store)


def fts_expression(plan: SearchPlan) -> str:
    """The FTS5 MATCH expression of a plan: ``("a b" OR "c") AND ("d")``, an added
    acronym by its written keys (``"i_v_" OR "i_v__"``,
    :meth:`analysis.search.shortforms.Written.fts`).  Keys hold no double quote, so
    every phrase is one FTS5 string."""
    return " AND ".join("(" + " OR ".join(_phrase(p, dict(term.written))
                                          for p in term.phrases) + ")"
                        for term in plan.terms)


def _plan_rows(con: sqlite3.Connection, plan: SearchPlan) -> np.ndarray:
    """The rows a plan finds: its expression's (:func:`fts_expression`), each added
    acronym with papers excluded (:attr:`Written.excluded`) matched on its own and those
    papers taken out of its rows, its term's other phrases matched together."""
    if not any(w.excluded for term in plan.terms for _, w in term.written):
        return _match(con, fts_expression(plan))
    found: np.ndarray | None = None
    for term in plan.terms:
        written = dict(term.written)
        apart = [p for p in term.phrases if p in written and written[p].excluded]
        rest = [p for p in term.phrases if p not in apart]
        parts = [_match(con, " OR ".join(_phrase(p, written) for p in rest))] if rest else []
        parts += [np.setdiff1d(_match(con, written[p].fts()),
                               np.asarray(written[p].excluded, dtype=np.int64)) for p in apart]
        rows = functools.reduce(np.union1d, parts)
        found = rows if found is None else np.intersect1d(found, rows, assume_unique=True)
    return np.empty(0, np.int64) if found is None else found


def _senses(con: sqlite3.Connection) -> dict[Phrase, list[int]]:
    """The papers each acronym is not found in (:meth:`SearchIndex.with_senses`; none
    in an index made before wave 34, whose vocabulary left none out either)."""
    if not con.execute("SELECT 1 FROM sqlite_master WHERE name = ?", (SENSES,)).fetchone():
        return {}
    out: dict[Phrase, list[int]] = {}
    for acronym, row in con.execute(f"SELECT acronym, row FROM {SENSES} ORDER BY rowid"):
        out.setdefault(tuple(str(acronym).split(" ")), []).append(int(row))
    return out


def _phrase(phrase: tuple[str, ...], written: dict[tuple[str, ...], Written]) -> str:
    """A phrase as the index holds it: its keys, or an added acronym's written keys."""
    return written[phrase].fts() if phrase in written else f'"{" ".join(phrase)}"'


def _match(con: sqlite3.Connection, expression: str) -> np.ndarray:
    """Rows matching ``expression``, read as one space-separated string (``group_concat``
    in SQLite's C code: 7x faster than a Python loop over 11,000 rows)."""
    deadline = time.perf_counter() + STATEMENT_SECONDS
    con.set_progress_handler(lambda: int(time.perf_counter() > deadline), 10_000)
    try:
        (rows,) = con.execute("SELECT group_concat(rowid, ' ') FROM papers WHERE papers "
                              "MATCH ?", (expression,)).fetchone()
    finally:
        con.set_progress_handler(None, 0)
    return np.fromstring(rows, dtype=np.int64, sep=" ") if rows else np.empty(0, np.int64)


def query_mask(index: SearchIndex, query: str) -> Mask:
    """The papers ``query`` finds, as a read-only boolean mask over the papers (every
    paper for an empty query).  The one function to call for "papers matching a search"."""
    return index.find(query).mask
