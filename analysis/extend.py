"""Add papers to a saved analysis without refitting it: ``analyze NEW_PATHS --model DIR``.

A corpus grows (next year's proceedings); refitting the topics would renumber and relabel
them and move every trend.  Here the saved analysis is the fixed model:

- the new papers are encoded with the saved :class:`~analysis.terms.TermModel` (the same
  terms and ids; a term the new papers introduce is not added), their rows stacked under
  the saved matrix, each term's paper count recomputed (which terms are keywords stays as
  fitted);
- they are placed in the saved topics (:mod:`analysis.topics.transform`: same ids, labels,
  terms and map), the saved papers keeping every value they had;
- they are typed like any paper, and the search index is built over all papers.

New papers whose cleaned text is that of a saved paper are left out and counted in the
manifest (``counts["already_saved"]``), so a file given again does not double a paper.
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd
import scipy.sparse as sp

from analysis import __version__
from analysis.io import CorpusError, load_corpus
from analysis.io.corpus import LoadResult
from analysis.paper_types.corrections import file_named, hand_set_counts
from analysis.pipeline import (
    TextColumn,
    acronym_pairs,
    assembled,
    chunks,
    paper_types_in_chunks,
)
from analysis.progress import Progress
from analysis.result import Analysis
from analysis.search import build_search_index, with_term_papers
from analysis.search.heads import with_head_labels
from analysis.search.senses import with_senses
from analysis.terms import CHUNK_SIZE, EncodedChunk, Vocabulary, encode, tokenize_chunk
from analysis.topics.transform import assign_to_topics, stack_papers

EXTEND_STAGES = ["load_and_clean", "encode", "topics", "paper_types", "assemble",
                 "search_index"]


def _text_hashes(texts: pd.Series) -> np.ndarray:
    return pd.util.hash_pandas_object(texts.astype(str), index=False).to_numpy()


def extended_vocabulary(saved: Vocabulary, chunks: Sequence[EncodedChunk]) -> Vocabulary:
    """``saved`` with the rows of more papers (encoded with ``saved.model``) below its
    own: same terms and ids, keywords as fitted, paper counts (``df``) over all papers."""
    matrix = sp.vstack([saved.matrix, *(c.rows for c in chunks)], format="csr",
                       dtype=np.float32)
    matrix.sort_indices()
    presence = matrix.tocsc(copy=True)
    presence.data[:] = 1.0
    presence.sort_indices()
    terms = saved.terms.copy()
    terms["df"] = np.diff(presence.indptr).astype(np.int64)
    shown = saved.shown
    if shown is not None:
        shown = sp.vstack([shown, *(c.shown for c in chunks)], format="csc", dtype=np.float32)
        shown.sort_indices()
    return dataclasses.replace(saved, terms=terms, matrix=matrix, presence=presence,
                               shown=shown)


def _new_papers(saved: Analysis, paths: Sequence[str | Path],
                progress: Progress) -> tuple[pd.DataFrame, LoadResult, int]:
    """The papers under ``paths`` that the saved analysis does not hold yet, what was
    read, and how many were left out as already saved."""
    loaded = load_corpus(paths, on_file=lambda path: progress.advance())
    papers = loaded.papers
    known = np.isin(_text_hashes(papers["text"]), _text_hashes(saved.papers["text"])) \
        if len(papers) else np.zeros(0, dtype=bool)
    papers = papers.loc[~known].reset_index(drop=True)
    if papers.empty:
        raise CorpusError(", ".join(map(str, paths)), "", "no new paper with a usable "
                          f"abstract was found ({int(known.sum())} already in the saved "
                          "analysis)", "Give the files of the papers to add.")
    return papers, loaded, int(known.sum())


def extend_analysis(saved: Analysis, paths: Sequence[str | Path], model_folder: Path,
                    progress: Progress | None = None, seed: int = 0,
                    corrections: str | Path | None = None) -> Analysis:
    """``saved`` with the papers under ``paths`` added (see the module docstring)."""
    progress = progress or Progress()
    progress.expect(EXTEND_STAGES)
    seconds: dict[str, float] = {}
    t0 = clock = time.perf_counter()

    def lap(name: str) -> None:
        nonlocal clock
        seconds[name] = round(time.perf_counter() - clock, 3)
        clock = time.perf_counter()

    progress.stage("load_and_clean", len(paths), "paths")
    new, loaded, already_saved = _new_papers(saved, paths, progress)
    lap("load_and_clean")
    progress.stage("encode", len(new), "papers")
    if saved.vocab.model is None:
        raise ValueError(f"{model_folder}: the saved vocabulary has no term model")
    encoded = []
    for rows in chunks(len(new), CHUNK_SIZE):
        texts = new["text"].iloc[rows].tolist()
        encoded.append(encode(tokenize_chunk(texts), saved.vocab.model))
        progress.advance(len(texts))
    lap("encode")
    progress.stage("topics")
    new_rows = sp.vstack([c.rows for c in encoded], format="csr")
    new_topics = assign_to_topics(saved.topics, new_rows, seed)
    lap("topics")
    progress.stage("paper_types", len(new), "papers")
    types = paper_types_in_chunks(new, progress)
    lap("paper_types")
    progress.stage("assemble")
    added, fixes = assembled(new, new_topics, types, corrections, saved.papers["paper_id"])
    papers = pd.concat([saved.papers, added], ignore_index=True)
    vocab = extended_vocabulary(saved.vocab, encoded)
    topics = stack_papers(saved.topics, new_topics)
    lap("assemble")
    progress.stage("search_index")
    search_index = build_search_index(TextColumn(papers["text"]), acronym_pairs(vocab))
    # an ambiguous acronym not counted in another sense (analysis/search/senses.py)
    search_index, removed = with_senses(vocab, search_index)
    vocab = with_term_papers(vocab, search_index, removed)  # a keyword's papers: the search's
    vocab = with_head_labels(vocab, search_index)  # of every paper, the new ones too
    lap("search_index")
    manifest = _manifest(saved, loaded, already_saved, model_folder, added)
    manifest["corrections"] = {
        "path": file_named(corrections),
        **{k: int(saved.manifest["corrections"].get(k, 0)) + n  # (older: "applied" only)
           for k, n in hand_set_counts(added).items()},
        "skipped_rows": fixes.skipped}
    manifest.update(stage_seconds=seconds, total_seconds=round(time.perf_counter() - t0, 3))
    return Analysis(name=saved.name, papers=papers, vocab=vocab, topics=topics,
                    manifest=manifest, search_index=search_index)


def _manifest(saved: Analysis, loaded: LoadResult, already_saved: int, model_folder: Path,
              added: pd.DataFrame) -> dict[str, Any]:
    """The saved analysis's manifest with the new inputs, counts and the model named."""
    old = saved.manifest
    counts = {k: int(v) + int(loaded.counts.get(k, 0)) for k, v in old["counts"].items()}
    counts["already_saved"] = int(old["counts"].get("already_saved", 0)) + already_saved
    counts["loaded"] = int(old["counts"]["loaded"]) + len(added)
    return {
        **old,
        "version": __version__,
        "inputs": [*old["inputs"], *(f.as_dict() for f in loaded.files)],
        "skipped_files": [*old["skipped_files"], *(f.as_dict() for f in loaded.skipped_files)],
        "counts": counts,
        "settings": {**old["settings"], "model": str(model_folder)},
        "model": {"folder": str(model_folder), "saved_papers": saved.n_papers,
                  "added_papers": len(added)},
        "stage_peak_mb": {},
    }
