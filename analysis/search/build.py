"""Building the search index: every paper's text as search keys, into an FTS5 table.

The texts are turned into keys (:func:`analysis.search.keys.index_texts`, a distinct
run of text at a time, the slow part) in forked worker processes from
:data:`PARALLEL_MIN_PAPERS` papers on, chunk by chunk, while this process inserts the
finished chunks into SQLite (whose FTS5 indexing runs in C), so the two overlap.  The
table is contentless (the text is in the papers table already), ``detail=full``
(positions, for phrases), without column sizes (no ranking is needed), tokenised by
``unicode61`` with ``_`` a token character: it only
splits the stored keys on spaces and keeps the boundary key (see
:mod:`analysis.search.index` for why not FTS5's ``porter``).

The table is written once and then only read, so it is built as a bulk load: FTS5 keeps
its pending terms in memory up to ``hashsize`` (1 MB by default) before writing a
segment, and merges segments as it goes (``automerge``).  With a 64 MB buffer
(:data:`PENDING_BYTES`) and no merging until the one ``optimize`` at the end, far fewer
segments are written and none is rewritten on the way: at 24,000 papers the insertion
took about two thirds of the CPU (0.75 s against 1.18 s; 8.6 s against 12.9 s at
250,000) and the file is 10 MB instead of 15 (bench/search/RESULTS.md).
The index holds the same rows either way.
"""

from __future__ import annotations

import multiprocessing
import os
import sqlite3
import tempfile
from collections import deque
from collections.abc import Iterable, Iterator, Sequence
from multiprocessing.pool import AsyncResult
from pathlib import Path

from analysis.search.acronyms import Acronyms
from analysis.search.index import FILE_NAME, FORMAT, SearchIndex, Store
from analysis.search.keys import RunMemo, index_texts

TOKENIZER = "unicode61 remove_diacritics 0 tokenchars '_'"
PARALLEL_MIN_PAPERS = 5_000  # below this, starting processes costs more than it saves
#: Papers a worker keys at a time: its texts are read from the texts the worker was forked
#: with (nothing is sent but the chunk's bounds), its keys (about 10 MB) come back.
CHUNK_PAPERS = 10_000
MAX_WORKERS = 4
#: FTS5's in-memory buffer of pending terms while the index is built (its ``hashsize``):
#: 64 MB is a few percent of what the papers already take at any corpus size we measured.
PENDING_BYTES = 64 * 1024 * 1024


def build_search_index(texts: Sequence[str],
                       acronyms: Iterable[tuple[str, str]] = ()) -> SearchIndex:
    """The index of ``texts`` (row i = paper i), with the corpus's (acronym, expansion)
    pairs, in a temporary file removed with the index (:meth:`SearchIndex.save` keeps it)."""
    return index_of_keys(keyed_texts(texts), len(texts), acronyms)


def index_of_keys(keyed: Iterable[tuple[int, str]], n_papers: int,
                  acronyms: Iterable[tuple[str, str]] = ()) -> SearchIndex:
    """The index of (row, the row's text as keys) pairs already keyed
    (:func:`key_texts`), e.g. by cluster workers, one partition at a time."""
    path = Path(tempfile.mkdtemp(prefix="paper-trends-search-")) / FILE_NAME
    known = write_index(path, keyed, n_papers, acronyms)
    return SearchIndex(n_papers=n_papers, acronyms=known, store=Store(path, owned=True))


def write_index(path: Path, keyed: Iterable[tuple[int, str]], n_papers: int,
                acronyms: Iterable[tuple[str, str]] = ()) -> Acronyms:
    """Write the index of (row, keys) pairs to the new file ``path``, with the acronym
    pairs given; the index's :class:`Acronyms` of them, read once the texts are in (they may be
    computed meanwhile: :mod:`analysis.search.beside`).  A file already there (left by a
    process that stopped while writing it) is replaced."""
    path.unlink(missing_ok=True)
    con = sqlite3.connect(path)
    try:
        con.execute("PRAGMA journal_mode = OFF")
        con.execute("PRAGMA synchronous = OFF")
        con.execute(f"CREATE VIRTUAL TABLE papers USING fts5(keys, content='', "
                    f"detail=full, columnsize=0, tokenize=\"{TOKENIZER}\")")
        _bulk_load(con)
        con.executemany("INSERT INTO papers(rowid, keys) VALUES (?, ?)", keyed)
        con.execute("INSERT INTO papers(papers) VALUES ('optimize')")
        given = list(dict.fromkeys(acronyms))
        known = Acronyms.from_pairs(given)
        con.execute("CREATE TABLE meta (name TEXT PRIMARY KEY, value TEXT)")
        con.executemany("INSERT INTO meta VALUES (?, ?)",
                        [("format", FORMAT), ("n_papers", str(n_papers))])
        # every pair given, not only those kept: what the search reads of the pairs it
        # drops ("k-nn", a compound, keeps "k-NN" from "NN") is read again on opening
        con.execute("CREATE TABLE acronyms (acronym TEXT, expansion TEXT)")
        con.executemany("INSERT INTO acronyms VALUES (?, ?)", given)
        con.commit()
    finally:
        con.close()
    return known


def _bulk_load(con: sqlite3.Connection) -> None:
    """Build the index in large segments, merged once at the end (module docstring).
    An SQLite without these options builds the same index with its defaults."""
    for option, value in (("hashsize", PENDING_BYTES), ("automerge", 0)):
        try:
            con.execute("INSERT INTO papers(papers, rank) VALUES (?, ?)", (option, value))
        except sqlite3.OperationalError:
            pass


def keyed_texts(texts: Sequence[str], max_workers: int = MAX_WORKERS,
                ) -> Iterator[tuple[int, str]]:
    """(row, the row's text as keys) for every text, in order; keyed in up to
    ``max_workers`` forked workers for large corpora (at 1, in this process)."""
    global _texts
    workers = min(_workers(len(texts)), max(1, max_workers))
    starts = range(0, len(texts), CHUNK_PAPERS)
    if workers == 1:
        memo = RunMemo()
        for start in starts:
            yield from enumerate(index_texts(texts[start:start + CHUNK_PAPERS], memo), start)
        return
    _texts = texts  # the workers' (forked with them), read by bounds: no text is sent
    try:
        with multiprocessing.get_context("fork").Pool(workers,
                                                      initializer=_start_worker) as pool:
            # at most a chunk ahead per worker: keyed chunks do not pile up in memory
            # when the insertion is the slower side
            ahead: deque[tuple[int, AsyncResult[list[str]]]] = deque()
            for start in starts:
                ahead.append((start, pool.apply_async(_key_in_worker, (start,))))
                if len(ahead) > 2 * workers:
                    first, keyed = ahead.popleft()
                    yield from enumerate(keyed.get(), first)
            for first, keyed in ahead:
                yield from enumerate(keyed.get(), first)
    finally:
        _texts = ()


def key_texts(texts: Sequence[str]) -> list[str]:
    """Each text as search keys, in order (one process, :data:`CHUNK_PAPERS` at a time)."""
    memo = RunMemo()
    return [key for start in range(0, len(texts), CHUNK_PAPERS)
            for key in index_texts(texts[start:start + CHUNK_PAPERS], memo)]


#: The texts being keyed, set before the workers are forked (:func:`keyed_texts`).
_texts: Sequence[str] = ()
#: A keying worker's memo, kept from chunk to chunk: each distinct run is keyed once
#: per worker, not once per chunk (a chunk's memo alone made keying 1.4x slower, bench/SCALE.md
#: wave 10); set in the worker only (:func:`_start_worker`).
_worker_memo = RunMemo()


def _start_worker() -> None:
    global _worker_memo
    _worker_memo = RunMemo()  # not the parent's (forked) memo: the worker's own


def _key_in_worker(start: int) -> list[str]:
    return index_texts(_texts[start:start + CHUNK_PAPERS], _worker_memo)


def _workers(n_texts: int) -> int:
    if n_texts < PARALLEL_MIN_PAPERS or "fork" not in multiprocessing.get_all_start_methods():
        return 1
    return max(1, min(os.cpu_count() or 1, MAX_WORKERS))
