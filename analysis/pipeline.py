"""Run every analysis stage once and keep the result in one read-only object.

The dashboard and the CLI both start from :func:`analyze`; nothing downstream
fits a model, so a filter change only selects rows and recomputes tables.
"""

from __future__ import annotations

import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd

from analysis import __version__
from analysis.io import SEEDS_DIR, CorpusError, load_corpus
from analysis.io.corpus import MIN_ABSTRACT_CHARS
from analysis.paper_types import classify_papers
from analysis.paper_types.calibration import bands
from analysis.paper_types.corrections import apply_corrections, read_corrections
from analysis.result import Analysis
from analysis.search import build_search_index
from analysis.terms import Vocabulary, build_vocabulary
from analysis.topics import TopicModel, fit_topics


@contextmanager
def _stage(seconds: dict[str, float], name: str) -> Iterator[None]:
    """Time one pipeline stage into ``seconds`` (reported in manifest.json)."""
    t0 = time.perf_counter()
    yield
    seconds[name] = round(time.perf_counter() - t0, 3)


ALSO_ABOUT_MIN_SHARE = 0.2


def also_about(topics: TopicModel, max_topics: int = 2) -> list[str]:
    """Each paper's secondary topics: those with at least 20% of its mixture besides the main one.

    e.g. "#3 diffusion models · sampler · score (31%)", ``; ``-separated, largest first.
    """
    mix = topics.doc_topic.copy()
    mix[np.arange(len(mix)), topics.assignment] = 0.0
    order = np.argsort(-mix, axis=1)[:, :max_topics]
    out = []
    for i, cols in enumerate(order):
        out.append("; ".join(f"#{k} {topics.labels[k]} ({mix[i, k]:.0%})" for k in cols
                             if mix[i, k] >= ALSO_ABOUT_MIN_SHARE))
    return out


def acronym_pairs(vocab: Vocabulary) -> list[tuple[str, str]]:
    """The (acronym, expansion) pairs the corpus defines, for search ("MoE" = "mixture of
    experts"): the vocabulary's terms that carry an ``acronym`` (issue 10's vocabulary,
    Schwartz & Hearst 2003); none from a vocabulary without that column."""
    terms = vocab.terms
    if "acronym" not in terms.columns:
        return []
    acronyms = terms["acronym"].fillna("").astype(str)
    has = acronyms != ""
    return list(zip(acronyms[has], terms.loc[has, "term"].astype(str), strict=True))


def corpus_name(paths: Sequence[str | Path] | None) -> str:
    """A short name for file names: the single folder or file given, else 'corpus'."""
    if not paths:
        return "seeds"
    ps = [Path(p) for p in paths]
    if len(ps) == 1:
        p = ps[0].resolve()
        return "seeds" if p == SEEDS_DIR else (p.name if p.is_dir() else p.stem)
    return "corpus"


def with_results(papers: pd.DataFrame, topics: TopicModel, types: pd.DataFrame) -> pd.DataFrame:
    """The loaded papers with every stage's per-paper columns (docs/architecture.md)."""
    rows = np.arange(len(papers))
    return papers.assign(
        topic=topics.assignment.astype(int),
        topic_label=[topics.labels[t] for t in topics.assignment],
        topic_weight=topics.doc_topic[rows, topics.assignment].round(4),
        paper_type=types["paper_type"].to_numpy(),
        paper_type_evidence=types["paper_type_evidence"].to_numpy(),
        paper_type_confidence=types["paper_type_confidence"].to_numpy(),
        paper_type_band=bands(types["paper_type_confidence"].to_numpy()),
        paper_type_source="model",
        also_about=also_about(topics),
        map_x=topics.map_xy[:, 0].round(4),
        map_y=topics.map_xy[:, 1].round(4),
    )


def analyze(paths: Sequence[str | Path] | None = None, n_topics: int | None = None,
            seed: int = 0, corrections: str | Path | None = None) -> Analysis:
    """Load the papers under ``paths`` (default: the bundled seeds) and analyse them.

    ``corrections``: a paper-type corrections file (:mod:`analysis.paper_types.corrections`)
    laid over the classifier's labels; the manifest says which file, how many papers it
    corrected and which of its rows could not be used.
    """
    seconds: dict[str, float] = {}
    t0 = time.perf_counter()
    with _stage(seconds, "load_and_clean"):
        loaded = load_corpus(paths)
    papers = loaded.papers
    if papers.empty:
        not_lists = "".join(f"; {Path(f.path).name} skipped: {f.reason}"
                            for f in loaded.skipped_files[:5])
        raise CorpusError(", ".join(map(str, paths or [SEEDS_DIR])), "",
                          "no paper with a usable abstract was found" + not_lists,
                          f"Each paper needs an abstract of at least {MIN_ABSTRACT_CHARS} "
                          "characters.")
    with _stage(seconds, "vocabulary"):
        vocab = build_vocabulary(papers["text"].tolist())
    with _stage(seconds, "topics"):
        topics = fit_topics(vocab, n_topics=n_topics, seed=seed)
    with _stage(seconds, "paper_types"):
        titles = papers["title_clean"].where(~papers["title_is_derived"], "")
        types = classify_papers(papers["text"].tolist(), titles.tolist(),
                                papers["abstract"].tolist())
    with _stage(seconds, "assemble"):
        papers = with_results(papers, topics, types)
        fixes = read_corrections(corrections)
        papers = apply_corrections(papers, fixes)
    with _stage(seconds, "search_index"):
        search_index = build_search_index(papers["text"].tolist(), acronym_pairs(vocab))
    name = corpus_name(paths)
    manifest: dict[str, Any] = {
        "tool": "paper-trends",
        "version": __version__,
        "corpus": name,
        "inputs": [f.as_dict() for f in loaded.files],
        "skipped_files": [f.as_dict() for f in loaded.skipped_files],
        "counts": loaded.counts,
        "settings": {"n_topics_requested": n_topics, "n_topics": topics.n_topics, "seed": seed,
                     "min_abstract_chars": MIN_ABSTRACT_CHARS,
                     "k_selection": topics.k_selection},
        "corrections": {"path": str(corrections) if corrections else None,
                        "applied": int((papers["paper_type_source"] == "corrected").sum()),
                        "skipped_rows": fixes.skipped},
        "stage_seconds": seconds,
        "total_seconds": round(time.perf_counter() - t0, 3),
    }
    return Analysis(name=name, papers=papers, vocab=vocab, topics=topics, manifest=manifest,
                    search_index=search_index)
