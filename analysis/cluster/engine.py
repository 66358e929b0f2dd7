"""The analysis on a Dask cluster: the single-process stages, partition by partition.

Method
    Each input file (or JSON Lines shard) is one partition.  The stages have the
    count -> select -> encode shape of docs/architecture.md, so a cluster runs them as
    the single process runs its chunks:

    1. *read and clean* on the workers, one task per file, with the single-process
       loader (:func:`analysis.io.corpus.load_file`); the client gets each file's report
       and its papers' 16-byte de-duplication keys, finds the papers an earlier file
       already holds, and has that file read again with exactly those keys (so the rows,
       the skip counts and the skip messages are the single process's;
       :mod:`analysis.cluster.loading`);
    2. *vocabulary*: per-partition word and phrase counts (:mod:`analysis.terms`) summed
       on the client in partition order, the fixed :class:`~analysis.terms.TermModel`
       selected there and broadcast, each partition encoded where it lies; the client
       stacks the rows (numbers, not texts);
    3. *search index*: each partition keyed on its worker, inserted on the client one
       partition at a time into SQLite's FTS5;
    4. *topics*: :func:`analysis.topics.fit_topics`, the single process's call: fitted
       on the client on all papers up to ``MAX_FIT_PAPERS``, a content-hash sample
       above; when the rows are on disk (below), every paper's strengths, mixture and
       map position computed on the workers, a segment of rows at a time, and only the
       sample's rows and sums over papers sent to the client
       (:mod:`analysis.cluster.topics`);
    5. *paper types* on the workers, started as soon as a partition is read;
    6. *assemble*: the papers gathered in file order, one partition at a time, and the
       per-paper columns added, as the single process does; or, when the analysis is
       saved (``texts``), each worker writes its partition's abstracts and cleaned texts
       to a file of its own and the client gathers the other columns only, the store
       joining both (:mod:`analysis.store.parts`): the texts are 2 KB of the 2.6 KB a
       paper takes on the client.

Results equal the single process's because every decision is taken on merged counts
(sums do not depend on the partitions) and the rows keep file order.  A worker that dies
is replaced and its tasks rerun by the scheduler (Dask recomputes lost results from
their inputs, and the values the client shares with the workers are tasks too:
:mod:`analysis.cluster.shared`); an error in a task (a bad file) stops the run with the same
:class:`~analysis.io.CorpusError` the single process raises, before anything is written.
"""

from __future__ import annotations

import functools
import os
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path

import numpy as np
import pandas as pd
from distributed import Client, Future

from analysis.cluster import partitions as part
from analysis.cluster.account import engine_account, resident_mb, task_seconds
from analysis.cluster.connect import ClusterError
from analysis.cluster.loading import Partitions, load_partitions, load_result
from analysis.cluster.pages import release_pages
from analysis.cluster.rows import encode_and_write, stacked_vocabulary, with_term_papers_on_disk
from analysis.cluster.topics import WorkerSegments
from analysis.io.corpus import input_files
from analysis.io.skips import no_papers_error, with_shared_terms
from analysis.pipeline import (
    STAGES,
    acronym_pairs,
    assembled,
    corpus_name,
    manifest_of,
    timed_stage,
)
from analysis.progress import Progress
from analysis.result import Analysis
from analysis.search.build import index_of_keys
from analysis.search.heads import with_head_labels
from analysis.search.senses import with_senses
from analysis.search.term_papers import with_term_papers
from analysis.store.parts import ColumnParts, joined_frame
from analysis.terms import (
    PhraseCounts,
    TermModel,
    Vocabulary,
    default_min_df,
    select_terms,
    vocabulary_of,
)
from analysis.terms.phrase_counts import MAX_LEVEL, phrase_words
from analysis.terms.phrase_selection import word_level
from analysis.topics import fit_topics

#: The papers' columns the workers write when the client must not hold them: the
#: abstract, the cleaned text and the cleaned title (which only the paper types, typed
#: on the workers, read), 2 KB of the 2.6 KB a paper takes (the rest, ids, venue, year,
#: titles as given and every result column, is what the summary tables and the
#: exported papers table read).
TEXT_COLUMNS = ("abstract", "text", "title_clean")


def build_vocabulary_on(parts: Partitions, n_docs: int, folder: Path | None = None
                        ) -> Vocabulary:
    """The vocabulary of :func:`analysis.terms.build_vocabulary`, counted and encoded on
    the workers: only counts, the fixed model and the matrix rows travel; or, given a
    ``folder`` the workers and the client share, the workers write their rows there and
    the client stacks them on disk (:mod:`analysis.cluster.rows`): no rows travel."""
    min_df = max(1, default_min_df(n_docs))
    tokens = parts.submit(part.tokenize_partition, name="tokens")
    words = None
    for counts in parts.each(parts.map(part.count_partition_words, tokens, name="words")):
        words = counts if words is None else words.merge(counts)
    assert words is not None
    vocab_words = phrase_words(words, min_df)
    shared_words = parts.share(vocab_words, "phrase-words")
    ids = [parts.submit_one(part.phrase_word_ids, t, shared_words, name=f"word-ids-{i}")
           for i, t in enumerate(tokens)]
    levels: dict[int, PhraseCounts] = {1: word_level(words, vocab_words)}
    lower = None
    for level in range(2, MAX_LEVEL + 1):
        merged: PhraseCounts | None = None
        futures = [parts.submit_one(part.count_partition_phrases, t, shared_words, level,
                                    lower, i, name=f"phrases{level}-{p}")
                   for p, (t, i) in enumerate(zip(tokens, ids, strict=True))]
        for counts in parts.each(futures):
            merged = counts if merged is None else merged.merge(counts)
        assert merged is not None
        levels[level] = merged = merged.wide()  # counted in int32 (PhraseCounts)
        kept = merged.codes[merged.column("df") >= min_df]
        if kept.size == 0:
            break
        lower = parts.share(kept, f"phrases{level}-kept")
    model: TermModel = select_terms(words, levels, vocab_words, min_df)
    shared_model = parts.share(model, "term-model")
    if folder is not None:
        starts = np.cumsum([0, *(s.n_papers for s in parts.summaries if s.n_papers)])
        blocks = [parts.submit_one(encode_and_write, t, shared_model, i,
                                   str(folder / f"rows-{p:05d}"), int(starts[p]),
                                   name=f"encode-{p}")
                  for p, (t, i) in enumerate(zip(tokens, ids, strict=True))]
        return stacked_vocabulary(model, parts.each(blocks), folder)
    encoded = [parts.submit_one(part.encode_partition, t, shared_model, i, name=f"encode-{p}")
               for p, (t, i) in enumerate(zip(tokens, ids, strict=True))]
    # stacked as they arrive: the client holds each partition's rows once, not twice
    return vocabulary_of(model, parts.each(encoded))


def analyze_on_cluster(client: Client, paths: Sequence[str | Path] | None = None,
                       n_topics: int | None = None, seed: int = 0,
                       progress: Progress | None = None, name: str | None = None,
                       corrections: str | Path | None = None,
                       text_columns: tuple[str, ...] = (),
                       texts: Path | None = None) -> Analysis:
    """:func:`analysis.pipeline.analyze` on the cluster ``client`` is connected to: the
    same arguments, the same :class:`Analysis` (see the module docstring).

    ``text_columns`` (e.g. :data:`TEXT_COLUMNS`): papers' columns the client does not
    gather (the summary tables do not read them); ``texts``: a folder the workers can
    write and this machine read, where each writes its partition's ``text_columns``
    for the saved analysis, the papers table then being a
    :class:`~analysis.store.parts.JoinedFrame` the store saves whole, and its rows of
    the document-term matrix, which the client stacks there and memory-maps
    (:mod:`analysis.cluster.rows`; the store links those files).  By default the papers
    and the rows are gathered: the single process's :class:`Analysis`."""
    progress = progress or Progress()
    progress.expect(STAGES)
    seconds: dict[str, float] = {}
    peaks: dict[str, int] = {}
    resident: dict[str, int] = {}
    stage = functools.partial(_held_stage, seconds, progress, peaks, resident)
    t0 = time.perf_counter()
    before = task_seconds(client)
    if texts is not None:
        workers_see(client, Path(texts))
    with stage("load_and_clean", len(input_files(paths)), "files"):
        parts = load_partitions(client, paths, progress)
        loaded = load_result(parts)
        n_docs = sum(s.n_papers for s in parts.summaries)
        if n_docs == 0:
            raise no_papers_error(paths, loaded)
        # keyed and typed in the gaps: a lower priority lets the vocabulary's tasks go
        # first, and the workers do these while the client merges counts and fits topics
        keys = parts.submit(part.search_keys, name="search-keys", priority=-1)
        typing = parts.submit(part.type_partition, name="types", priority=-2)
        written = [] if texts is None or not text_columns else [
            parts.submit_one(part.write_texts, papers, Path(texts) / f"texts-{i:05d}.arrow",
                             text_columns, name=f"write-texts-{i}", priority=-1)
            for i, papers in enumerate(parts.papers)]
    with stage("vocabulary"):
        # a corpus whose papers share no term (one paper) said as the single engine says it
        vocab = with_shared_terms(paths, build_vocabulary_on(parts, n_docs, texts))
    with stage("search_index"):
        search_index = index_of_keys(_numbered(parts.each(keys)), n_docs, acronym_pairs(vocab))
    with stage("topics"):
        topics = fit_topics(vocab, n_topics=n_topics, seed=seed, runner=None if texts is None
                            else _topic_runner(parts, vocab, Path(texts)))
        release_pages(vocab)  # the term ranking's column reads: clean file pages, once
    with stage("paper_types", n_docs, "papers"):
        types = pd.concat(list(parts.each(typing)), ignore_index=True)
        progress.advance(n_docs)
    with stage("assemble"):
        papers, fixes = assembled(_client_columns(parts, text_columns), topics,
                                  types, corrections)
        if written and texts is not None:
            papers = joined_frame(papers, _written_parts(parts, written, Path(texts),
                                                         text_columns, list(papers.columns)))
        # an ambiguous acronym not counted in another sense (analysis/search/senses.py),
        # then a keyword's papers: the search's
        search_index, removed = with_senses(vocab, search_index)
        vocab = with_term_papers(vocab, search_index, removed) if texts is None else \
            with_term_papers_on_disk(vocab, search_index, Path(texts), removed)
        vocab = with_head_labels(vocab, search_index)
        release_pages(vocab)
    name = name or corpus_name(paths)
    manifest = manifest_of(name, loaded, topics, papers, n_topics=n_topics, seed=seed,
                           corrections=corrections, skipped_rows=fixes.skipped)
    manifest.update(stage_seconds=seconds, stage_peak_mb=peaks, stage_resident_mb=resident,
                    total_seconds=round(time.perf_counter() - t0, 3),
                    engine=engine_account(client, len(parts.inputs), n_docs, before))
    return Analysis(name=name, papers=papers, vocab=vocab, topics=topics, manifest=manifest,
                    search_index=search_index)


@contextmanager
def _held_stage(seconds: dict[str, float], progress: Progress, peaks: dict[str, int],
                resident: dict[str, int], name: str, total: int | None = None,
                unit: str = "") -> Iterator[None]:
    """:func:`~analysis.pipeline.timed_stage`, and the client's resident memory at the
    stage's end (the peak only grows; this says what each stage left held)."""
    with timed_stage(seconds, progress, name, total, unit, peaks=peaks):
        yield
    resident[name] = resident_mb()


def _topic_runner(parts: Partitions, vocab: Vocabulary, folder: Path) -> WorkerSegments:
    """The topics' per-paper work on the workers, each reading its rows from the matrix
    :func:`build_vocabulary_on` stacked in ``folder`` (:mod:`analysis.cluster.topics`)."""
    return WorkerSegments(parts.submit_one,
                          lambda value: parts.share(value, "topics-value"),
                          folder / "matrix", vocab.matrix.shape[1], folder)


def workers_see(client: Client, folder: Path) -> None:
    """Stop at once, not after the run, when a worker cannot see ``folder`` (where the
    workers write the papers' texts and matrix rows and this machine reads them)."""
    probe = folder / ".probe"
    probe.write_text("", encoding="utf-8")
    try:
        blind = sorted(w for w, seen in client.run(os.path.isfile, str(probe)).items()
                       if not seen)
    finally:
        probe.unlink()
    if blind:
        raise ClusterError(f"the workers {', '.join(blind)} cannot see {folder}, where they "
                           "write the papers' texts and rows for the saved analysis: give --out a "
                           "folder this machine and the workers share (a network file "
                           "system), or --no-store")


def _client_columns(parts: Partitions, text_columns: tuple[str, ...]) -> pd.DataFrame:
    """The papers the client holds, in file order: whole, or without the text columns
    the workers wrote (gathered one partition at a time)."""
    if not text_columns:
        return pd.concat(list(parts.each(parts.papers)), ignore_index=True)
    own = parts.map(part.own_columns, parts.papers, text_columns, name="own-columns")
    return pd.concat(list(parts.each(own)), ignore_index=True)


def _written_parts(parts: Partitions, written: list[Future], folder: Path,
                   text_columns: tuple[str, ...], columns: list[str]) -> ColumnParts:
    """The text files the workers wrote, checked to be where this machine reads them."""
    files = [f"texts-{i:05d}.arrow" for i in range(len(written))]
    results: list[part.WrittenPart] = list(parts.each(written))
    for file, result in zip(files, results, strict=True):
        path = folder / file
        if not path.is_file() or path.stat().st_size != result.size:
            raise ClusterError(f"the workers wrote the papers' texts to {path}, which this "
                               "machine does not see whole: --out must be a folder the "
                               "workers and this machine share (a network file system)")
    loaded = list(results[0].columns) if results else []
    order = loaded + [c for c in columns if c not in loaded]
    return ColumnParts(str(folder), tuple(files), tuple(r.rows for r in results),
                       text_columns, tuple(order))


def _numbered(partitions: Iterator[list[str]]) -> Iterator[tuple[int, str]]:
    row = 0
    for keyed in partitions:
        for text in keyed:
            yield row, text
            row += 1
