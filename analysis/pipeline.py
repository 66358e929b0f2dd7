"""Run every analysis stage once and keep the result in one read-only object.

The dashboard and the CLI both start from :func:`analyze`; nothing downstream
fits a model, so a filter change only selects rows and recomputes tables.

Stages that hold one thing per paper run over bounded chunks of papers
(``CHUNK_PAPERS``), so their peak memory does not grow with the corpus and a
:class:`~analysis.progress.Progress` can say how far they are: reading and cleaning
(file by file), paper types.  The corpus-wide models (vocabulary, topics) follow the
count -> select -> encode shape of plan/TERMS_SHAPE.md.
"""

from __future__ import annotations

import functools
import os
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any, overload

import numpy as np
import pandas as pd

from analysis import __version__
from analysis.background import Relay, core_spared
from analysis.decisions import Authorship, authorship_from, per_corpus
from analysis.io import load_corpus
from analysis.io.corpus import MIN_ABSTRACT_CHARS, LoadResult
from analysis.io.names import corpus_name
from analysis.io.skips import no_papers_error, with_shared_terms
from analysis.memory import long_lived_frozen, release_free_memory, release_mapped
from analysis.paper_types.calibration import bands
from analysis.paper_types.corrections import (
    Corrections,
    apply_corrections,
    file_named,
    hand_set_counts,
    read_corrections,
    rows_not_used,
)
from analysis.progress import Progress
from analysis.result import Analysis
from analysis.search import variant_pairs
from analysis.search.beside import SearchBeside
from analysis.search.heads import with_head_labels
from analysis.search.senses import with_sense_columns, with_senses
from analysis.store.saved import code_fingerprint
from analysis.terms import Vocabulary, build_vocabulary
from analysis.topics import TopicModel, fit_topics

#: Papers per chunk of the per-paper stages: at 50,000 a chunk's Python objects stay
#: near 100 MB, and a forked paper-type worker gets enough to amortise its start.
CHUNK_PAPERS = 50_000
#: Papers typed at a time: each chunk's texts are copied to the classifier's two forked
#: workers, which hold some 20 KB a paper of cue matches while they work (at 50,000
#: papers a chunk the typing processes held 1.6 GB of the 3.3 GB peak at 250,000
#: papers, bench/SCALE.md); forking them again per chunk costs about 0.1 s.
TYPING_CHUNK_PAPERS = 10_000
STAGES = ["load_and_clean", "vocabulary", "topics", "search_index", "paper_types", "assemble"]


def peak_mb() -> int:
    """This process's peak resident memory so far, in MB (0 where the OS does not say)."""
    try:
        import resource
    except ImportError:  # Windows
        return 0
    kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return round(kb / 1024 / (1024 if sys.platform == "darwin" else 1))


@contextmanager
def timed_stage(seconds: dict[str, float], progress: Progress, name: str,
           total: int | None = None, unit: str = "",
           peaks: dict[str, int] | None = None) -> Iterator[None]:
    """Time one pipeline stage into ``seconds`` (reported in manifest.json, with the
    peak memory reached by its end, so the stage that raised it shows) and tell
    ``progress`` it began."""
    progress.stage(name, total, unit)
    t0 = time.perf_counter()
    yield
    seconds[name] = round(time.perf_counter() - t0, 3)
    if peaks is not None:
        peaks[name] = peak_mb()


def chunks(n: int, size: int = CHUNK_PAPERS) -> list[slice]:
    """Consecutive slices of at most ``size`` rows covering 0..n."""
    return [slice(a, min(a + size, n)) for a in range(0, n, size)] or [slice(0, 0)]


ALSO_ABOUT_MIN_SHARE = 0.2
ALSO_ABOUT_ROWS = 50_000  # papers whose secondary topics are found at once


def main_shares(topics: TopicModel) -> np.ndarray:
    """Each paper's share of its main topic (rounded to 4 places), a block of papers at
    a time: the mixtures may be a mapped file, whose pages one whole pass would hold at
    once (0.3 GB at a million papers and K = 40); each block's are released."""
    n_docs = len(topics.assignment)
    out = np.empty(n_docs, dtype=np.float64)
    for start in range(0, n_docs, ALSO_ABOUT_ROWS):
        stop = min(start + ALSO_ABOUT_ROWS, n_docs)
        block = topics.doc_topic[start:stop]
        out[start:stop] = block[np.arange(stop - start), topics.assignment[start:stop]]
        release_mapped(topics.doc_topic)
    return out.round(4)


def also_about(topics: TopicModel, max_topics: int = 2) -> list[str]:
    """Each paper's secondary topics: those with at least 20% of its mixture besides the main one.

    e.g. "#3 diffusion models · sampler · score (31%)", ``; ``-separated, largest first.
    """
    n_docs = len(topics.doc_topic)
    out = [""] * n_docs
    # a block of papers at a time: the copies are bounded (the mixtures may be a mapped
    # file of a million rows, ~0.3 GB at K = 40, which the sort's keys would triple)
    for start in range(0, n_docs, ALSO_ABOUT_ROWS):
        mix = np.array(topics.doc_topic[start:start + ALSO_ABOUT_ROWS], copy=True)
        mix[np.arange(len(mix)), topics.assignment[start:start + len(mix)]] = 0.0
        order = np.argsort(-mix, axis=1)[:, :max_topics]
        shares = np.take_along_axis(mix, order, axis=1)
        # strings only for the papers that have a secondary topic (a third to half of them)
        for i in np.flatnonzero(shares[:, 0] >= ALSO_ABOUT_MIN_SHARE):
            out[start + i] = "; ".join(f"#{k} {topics.labels[k]} ({share:.0%})"
                                       for k, share in zip(order[i], shares[i], strict=True)
                                       if share >= ALSO_ABOUT_MIN_SHARE)
        release_mapped(topics.doc_topic)  # a mapped file's pages read so far
    return out


def acronym_pairs(vocab: Vocabulary) -> list[tuple[str, str]]:
    """The (acronym or spelling, term) pairs the corpus defines, for search ("MoE" =
    "mixture of experts", "auto-encoder" = "autoencoder"): the vocabulary's acronyms
    (Schwartz & Hearst 2003) and merged spellings (:func:`analysis.search.variant_pairs`),
    so a search for a keyword finds the papers it counts."""
    return variant_pairs(vocab)


def assembled(papers: pd.DataFrame, topics: TopicModel, types: pd.DataFrame,
              corrections: str | Path | None,
              saved_ids: pd.Series | None = None) -> tuple[pd.DataFrame, Corrections]:
    """:func:`with_results`, with the user's type corrections laid over the model's; and
    the corrections read (their skipped rows are counted in the manifest, those naming
    no paper of ``papers`` nor ``saved_ids``, an extended analysis' saved papers, too).
    The one assembly of every engine (this pipeline, the Dask engine, ``analyze --model``)."""
    fixes = read_corrections(corrections)
    ids = papers["paper_id"] if saved_ids is None else pd.concat([saved_ids, papers["paper_id"]])
    fixes.skipped = rows_not_used(fixes, ids)
    return apply_corrections(with_results(papers, topics, types), fixes), fixes


def with_results(papers: pd.DataFrame, topics: TopicModel, types: pd.DataFrame) -> pd.DataFrame:
    """The loaded papers with every stage's per-paper columns (docs/architecture.md); the
    model's type, band and evidence twice: ``paper_type_model*`` are left as they are by
    corrections."""
    band = bands(types["paper_type_confidence"].to_numpy())
    return papers.assign(
        topic=topics.assignment.astype(int),
        topic_label=[topics.labels[t] for t in topics.assignment],
        topic_weight=main_shares(topics),
        paper_type=types["paper_type"].array,
        paper_type_evidence=types["paper_type_evidence"].array,
        paper_type_confidence=types["paper_type_confidence"].to_numpy(),
        paper_type_band=band,
        paper_type_source="model",
        paper_type_model=types["paper_type"].array,
        paper_type_model_band=band,
        paper_type_model_evidence=types["paper_type_evidence"].array,
        also_about=also_about(topics),
        map_x=topics.map_xy[:, 0].round(4),
        map_y=topics.map_xy[:, 1].round(4),
    )


class TextColumn(Sequence[str]):
    """A text column of the papers read as Python strings one chunk at a time.

    The papers keep their text in Arrow buffers (a few bytes of overhead per paper); a
    Python list of a million abstracts would add ~1.2 GB at once.  Iterating or slicing
    this sequence makes :data:`CHUNK_PAPERS` strings at a time, so a stage that reads
    the texts once (the vocabulary's count and encode passes, the search index) holds
    only a chunk of them as Python objects.
    """

    def __init__(self, column: pd.Series, chunk_size: int = CHUNK_PAPERS) -> None:
        self.column, self.chunk_size = column.reset_index(drop=True), chunk_size

    def __len__(self) -> int:
        return len(self.column)

    @overload
    def __getitem__(self, index: int) -> str: ...

    @overload
    def __getitem__(self, index: slice) -> list[str]: ...

    def __getitem__(self, index: int | slice) -> str | list[str]:
        if isinstance(index, slice):
            return self.column.iloc[index].tolist()
        return str(self.column.iloc[index])

    def __iter__(self) -> Iterator[str]:
        for rows in chunks(len(self.column), self.chunk_size):
            yield from self.column.iloc[rows].tolist()


def paper_types_in_chunks(papers: pd.DataFrame, progress: Progress | None = None,
                          chunk_size: int = TYPING_CHUNK_PAPERS, workers: int | None = None,
                          spare: Callable[[], bool] | None = None) -> pd.DataFrame:
    """Each paper's type, ``chunk_size`` papers at a time (each paper is typed on its own,
    so the result does not depend on the chunks); ``workers``, ``spare``: see
    :func:`~analysis.paper_types.classify_papers`."""
    from analysis.paper_types.classify import classify_papers  # the cues: see prepare

    progress = progress or Progress()
    titles = papers["title_clean"].where(~papers["title_is_derived"], "")
    parts = []
    for rows in chunks(len(papers), chunk_size):
        parts.append(classify_papers(papers["text"].iloc[rows].tolist(),
                                     titles.iloc[rows].tolist(),
                                     papers["abstract"].iloc[rows].tolist(), workers=workers,
                                     spare=spare))
        progress.advance(rows.stop - rows.start)
    return pd.concat(parts, ignore_index=True)


#: The columns paper typing reads (only these go to the typing process).
TYPING_COLUMNS = ["text", "title_clean", "title_is_derived", "abstract"]


def prepare_typing() -> None:
    """Import the classifier and load its model (its cue patterns and words; no scikit-learn):
    done by the typing process while this one loads (bench/PIPELINE.md, wave 12, perf57)."""
    from analysis.paper_types.model import shipped_model

    shipped_model()


def paper_types_of(files: list[pd.DataFrame]) -> pd.DataFrame:
    """Each paper's type, for consecutive files' papers (a batch of the pipeline's
    :class:`~analysis.background.Relay`, typed while the next files load).  On two cores
    one process types (the other core is the loading's, then the vocabulary's)."""
    papers = files[0] if len(files) == 1 else pd.concat(files, ignore_index=True)
    return paper_types_in_chunks(papers, workers=1 if (os.cpu_count() or 1) <= 2 else None,
                                 spare=core_spared)  # the parent's idle core at the end


def concat_types(parts: list[pd.DataFrame]) -> pd.DataFrame:
    return parts[0] if len(parts) == 1 else pd.concat(parts, ignore_index=True)


@long_lived_frozen()
def analyze(paths: Sequence[str | Path] | None = None, n_topics: int | None = None,
            seed: int = 0, progress: Progress | None = None,
            name: str | None = None, corrections: str | Path | None = None,
            meanwhile: Callable[[Analysis], None] | None = None) -> Analysis:
    """Load the papers under ``paths`` (default: the bundled seeds) and analyse them.

    ``progress`` is told each stage and count (the caller says :meth:`Progress.done`,
    as it may save or write after); ``name`` overrides the corpus name
    (:func:`corpus_name`), e.g. when a saved analysis is rebuilt from its files.
    ``corrections``: a paper-type corrections file (:mod:`analysis.paper_types.corrections`)
    laid over the classifier's labels; the manifest says which file, how many papers it
    corrected and which of its rows could not be used.  ``meanwhile``: called with the
    analysis final but for its manifest (the CLI forks the papers file's writer there).
    Not earlier: a child forked before keeps every page this process lets go while it
    lives, and after the search two vocabularies' matrices are let go (bench/SCALE.md,
    scale68: a writer forked before the search's result, 1M tree peak 10.9 GB).
    """
    progress = progress or Progress()
    progress.expect(STAGES)
    # the code this analysis runs, taken now: a file changed during a long run (an edit,
    # an upgrade) must not stamp its store as made by the new code
    code_fingerprint()
    seconds: dict[str, float] = {}
    peaks: dict[str, int] = {}
    t0 = time.perf_counter()
    stage = functools.partial(timed_stage, seconds, progress, peaks=peaks)
    # papers are typed in a second process as they load (analysis/background: Relay)
    typing = Relay(paper_types_of, concat_types, prepare=prepare_typing)
    with stage("load_and_clean", len(_input_files(paths)), "files"), \
            typing.cancelled_on_error():
        loaded = load_corpus(paths, on_file=lambda path: progress.advance(),
                             on_papers=lambda frame: typing.add(frame[TYPING_COLUMNS]))
        typing.close()
        papers = loaded.papers
        if papers.empty:
            raise no_papers_error(paths, loaded)
    # the search index and a keyword's papers are made in a child from now on, while the
    # vocabulary is built, the topics are fitted and the papers assembled
    # (analysis/search/beside.py); this process waits for it last
    searching = SearchBeside(TextColumn(papers["text"]))
    with stage("vocabulary"), searching.cancelled_on_error():
        vocab = with_shared_terms(paths, build_vocabulary(TextColumn(papers["text"])))
        searching.vocabulary(vocab)
    with stage("topics"), searching.cancelled_on_error():
        topics = fit_topics(vocab, n_topics=n_topics, seed=seed)
    with stage("paper_types", len(papers), "papers"), searching.cancelled_on_error():
        early = _authorship_while_waiting(papers, typing, searching)
        types = typing.result()
        progress.advance(len(papers))
    with stage("assemble"), searching.cancelled_on_error():
        papers, fixes = assembled(papers, topics, types, corrections)
    name = name or corpus_name(paths)
    with stage("search_index"):
        if early is None and searching.working():  # built while the search child ends
            early = _authorship(papers)
        release_free_memory()  # the heap's free pages (the forked writer's did, scale68)
        # the vocabulary with a keyword's papers laid over it; the one before let go at
        # once (its matrices are not held twice to the end: bench/SCALE.md, wave 14)
        search_index, searched = searching.result()
        # an ambiguous acronym not counted where the paper's context means another sense,
        # decided on the matrix as encoded (as the other engines do), then in the index
        # and the term columns alike (analysis/search/senses.py)
        search_index, removed = with_senses(vocab, search_index)
        del vocab  # the encoded matrices let go before the columns are made again
        vocab = with_sense_columns(searched, search_index, removed)
        vocab = with_head_labels(vocab, search_index)  # once the columns are final
        del searched, searching
        if meanwhile is not None:  # last: see the docstring
            meanwhile(Analysis(name=name, papers=papers, vocab=vocab, topics=topics,
                               manifest={}, search_index=search_index))
    manifest = manifest_of(name, loaded, topics, papers, n_topics=n_topics, seed=seed,
                           corrections=corrections, skipped_rows=fixes.skipped)
    manifest.update(stage_seconds={s: seconds[s] for s in STAGES},
                    stage_peak_mb={s: peaks[s] for s in STAGES},  # the peak by each stage's end
                    total_seconds=round(time.perf_counter() - t0, 3))
    result = Analysis(name=name, papers=papers, vocab=vocab, topics=topics,
                      manifest=manifest, search_index=search_index)
    if early is not None:  # the same columns as the assembled papers', the same rows
        per_corpus(result, "authorship", lambda: early)
    return result


def _authorship_while_waiting(papers: pd.DataFrame, typing: Relay,
                              searching: SearchBeside) -> Authorship | None:
    """The authorship, which the tables would build last on one core (about 1 s at 24k),
    built here if, once either child has ended, this process would only wait for the
    typing child; None if the search child (nice +10, it gets this core only while this
    process waits) is still at work: then :func:`analyze` builds it while it waits for
    the search child at the end, else the tables do (bench/PIPELINE.md, perf44).  Built
    here, the typing child is then told this process's core is spare (perf49)."""
    _wait_for_either(typing, searching)
    if not typing.working():
        return None
    early = _authorship(papers)
    typing.spare_core()  # the search child has ended: this process now only waits (perf49)
    return early


def _wait_for_either(typing: Relay, searching: SearchBeside, poll: float = 0.05) -> None:
    """Wait until the typing child or the search child has ended (either at once if
    neither was forked)."""
    while typing.working() and searching.working():
        typing.wait(poll)


def _authorship(papers: pd.DataFrame) -> Authorship | None:
    """:func:`~analysis.decisions.authorship_from` the loaded papers (their authors, years
    and venues are the assembled papers'), None without an authors column."""
    return authorship_from(papers) if "authors" in papers.columns else None


def manifest_of(name: str, loaded: LoadResult, topics: TopicModel, papers: pd.DataFrame, *,
                n_topics: int | None, seed: int, corrections: str | Path | None,
                skipped_rows: list[str]) -> dict[str, Any]:
    """manifest.json's account of a run (the engine adds its times): every file and
    record read, the settings, the corrections laid over."""
    return {
        "tool": "paper-trends",
        "version": __version__,
        "corpus": name,
        "inputs": [f.as_dict() for f in loaded.files],
        "skipped_files": [f.as_dict() for f in loaded.skipped_files],
        "counts": loaded.counts,
        "settings": {"n_topics_requested": n_topics, "n_topics": topics.n_topics, "seed": seed,
                     "min_abstract_chars": MIN_ABSTRACT_CHARS,
                     "k_selection": topics.k_selection},
        "corrections": {"path": file_named(corrections),
                        **hand_set_counts(papers),
                        "skipped_rows": skipped_rows},
    }


def _input_files(paths: Sequence[str | Path] | None) -> list[Path]:
    from analysis.io.corpus import expand_paths

    return expand_paths(paths)
