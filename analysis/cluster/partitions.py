"""What a cluster worker does with one partition (one input file or shard).

Each function is pure and runs where the partition's papers are: they are read and
cleaned there, tokenised there, counted, encoded, typed and keyed for search there, and
only the small results (counts, the partition's rows of the document-term matrix, its
paper types, its de-duplication keys) travel to the client.  They are the same
functions the single-process engine runs (:mod:`analysis.io.corpus`,
:mod:`analysis.terms`, :mod:`analysis.paper_types`, :mod:`analysis.search`), called on
one partition instead of one chunk, so the results are the same.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import numpy as np
import pandas as pd

from analysis.io.corpus import FileReport, InputFile, SkippedFile, load_file
from analysis.paper_types import classify_papers
from analysis.search.build import key_texts
from analysis.store.parts import write_part
from analysis.terms import (
    ChunkTokens,
    EncodedChunk,
    PhraseCounts,
    PhraseWords,
    TermModel,
    WordCounts,
    count_phrases,
    count_words,
    encode,
    tokenize_chunk,
)

#: A de-duplication key (16-byte BLAKE2 digest of title and abstract) as a numpy scalar.
KEY_DTYPE = np.dtype("S16")


@dataclass(frozen=True)
class LoadedPartition:
    """One partition read and cleaned: its papers stay on the worker; the client asks
    for :meth:`summary` only."""

    papers: pd.DataFrame
    outcome: FileReport | SkippedFile
    keys: np.ndarray  # de-duplication key of each loaded paper, in row order
    named: pd.api.extensions.ExtensionArray  # each one's file and record ("a.jsonl line 4")

    def summary(self) -> PartitionSummary:
        return PartitionSummary(self.outcome, self.keys, len(self.papers))


@dataclass(frozen=True)
class PartitionSummary:
    """What the client needs of a loaded partition: its report and its papers' keys
    (16 bytes each: 16 MB for a million papers)."""

    outcome: FileReport | SkippedFile
    keys: np.ndarray
    n_papers: int


def load_partition(inp: InputFile, min_abstract_chars: int,
                   earlier: dict[bytes, str] | None = None) -> LoadedPartition:
    """Read and clean one file (the single-process loader's own code), its records
    de-duplicated within the file and against ``earlier``: the keys of papers of earlier
    files that this file repeats (with their file and record, so the skip names them)."""
    seen = dict(earlier or {})
    outcome, papers = load_file(inp, min_abstract_chars, seen)
    own = [key for key in seen if earlier is None or key not in earlier]
    return LoadedPartition(papers, outcome, np.array(own, dtype=KEY_DTYPE),
                           pd.array([seen[key] for key in own], dtype="string[pyarrow]"))


def papers_of(loaded: LoadedPartition) -> pd.DataFrame:
    return loaded.papers


def own_columns(papers: pd.DataFrame, text_columns: tuple[str, ...]) -> pd.DataFrame:
    """The partition's papers without the columns its worker writes (the texts)."""
    return papers.drop(columns=list(text_columns))


@dataclass(frozen=True)
class WrittenPart:
    """A partition's text columns, written by its worker: the file's size and rows, and
    the partition's columns in order (the saved table's order)."""

    size: int
    rows: int
    columns: tuple[str, ...]


def write_texts(papers: pd.DataFrame, path: Path, text_columns: tuple[str, ...]) -> WrittenPart:
    """The partition's text columns as an Arrow file (:mod:`analysis.store.parts`)."""
    size = write_part(papers[list(text_columns)], path)
    return WrittenPart(size, len(papers), tuple(papers.columns))


def records_named(loaded: LoadedPartition, rows: np.ndarray) -> list[str]:
    """The file and record of some rows (the papers a later file repeats)."""
    return [str(name) for name in loaded.named[rows]]


def tokenize_partition(papers: pd.DataFrame) -> ChunkTokens:
    return tokenize_chunk(papers["text"].tolist())


def count_partition_words(tokens: ChunkTokens) -> WordCounts:
    return count_words(tokens)


def phrase_word_ids(tokens: ChunkTokens, words: PhraseWords) -> np.ndarray:
    return words.ids(tokens)


def count_partition_phrases(tokens: ChunkTokens, words: PhraseWords, level: int,
                            lower: np.ndarray | None, ids: np.ndarray) -> PhraseCounts:
    return count_phrases(tokens, words, level, lower, ids)


def encode_partition(tokens: ChunkTokens, model: TermModel, ids: np.ndarray) -> EncodedChunk:
    return encode(tokens, model, ids)


def type_partition(papers: pd.DataFrame) -> pd.DataFrame:
    """The partition's paper types, in this worker's one process (each paper is typed
    on its own, so partitions change nothing; a cluster worker may not fork)."""
    titles = papers["title_clean"].where(~papers["title_is_derived"], "")
    return classify_papers(papers["text"].tolist(), titles.tolist(),
                           papers["abstract"].tolist(), workers=1)


def search_keys(papers: pd.DataFrame) -> list[str]:
    """The partition's texts as search keys (:mod:`analysis.search.keys`)."""
    return key_texts(papers["text"].tolist())
