"""Token chunks kept small between the vocabulary's passes.

:func:`~analysis.terms.vocabulary.build_vocabulary` reads every chunk several times (the
word counts, each phrase level, the encoding), so all chunks' token arrays are alive at
once: at 250,000 papers some 57 million tokens.  As :class:`ChunkTokens` (int64 paper,
surface and key per token, plus each token's int64 phrase-word id) that is 36 bytes a
token, 2 GB, most of the vocabulary stage's peak memory (issue 12).  Packed, a chunk keeps
the tokens per paper instead of each token's paper, and its codes as int32: 16 bytes a
token.  A chunk is unpacked (int64 again, the same values) only while a pass reads it, so
one chunk at a time is full size, and every result is the same to the bit.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import overload

import numpy as np

from analysis.terms.tokens import ChunkTokens


def _small(codes: np.ndarray) -> np.ndarray:
    """int32 when every code fits (always, short of 2 billion distinct words)."""
    if codes.size and (codes.max() >= 2**31 or codes.min() < -(2**31)):
        return codes
    return codes.astype(np.int32)


@dataclass(frozen=True)
class PackedChunk:
    """A :class:`ChunkTokens` in 16 bytes a token (see the module docstring)."""

    tokens: ChunkTokens  # the chunk with its per-token code arrays emptied
    lengths: np.ndarray  # tokens per paper
    surface: np.ndarray
    key: np.ndarray

    @classmethod
    def pack(cls, chunk: ChunkTokens) -> PackedChunk:
        empty = np.empty(0, dtype=np.int64)
        lengths = np.bincount(chunk.doc, minlength=chunk.n_docs).astype(np.int64)
        return cls(ChunkTokens(chunk.n_docs, empty, empty, chunk.surfaces, chunk.folded,
                               empty, chunk.keys, chunk.connector, chunk.lead, chunk.initial,
                               chunk.plural),
                   lengths, _small(chunk.surface), _small(chunk.key))

    def unpack(self) -> ChunkTokens:
        t = self.tokens
        doc = np.repeat(np.arange(t.n_docs, dtype=np.int64), self.lengths)
        return ChunkTokens(t.n_docs, doc, self.surface.astype(np.int64), t.surfaces, t.folded,
                           self.key.astype(np.int64), t.keys, t.connector, t.lead, t.initial,
                           t.plural)


class PackedChunks(Sequence[ChunkTokens]):
    """Chunks stored packed, each unpacked when read (one full-size chunk at a time)."""

    def __init__(self, chunks: list[PackedChunk]) -> None:
        self.chunks = chunks

    def __len__(self) -> int:
        return len(self.chunks)

    @overload
    def __getitem__(self, index: int) -> ChunkTokens: ...

    @overload
    def __getitem__(self, index: slice) -> list[ChunkTokens]: ...

    def __getitem__(self, index: int | slice) -> ChunkTokens | list[ChunkTokens]:
        if isinstance(index, slice):
            return [c.unpack() for c in self.chunks[index]]
        return self.chunks[index].unpack()

    def __iter__(self) -> Iterator[ChunkTokens]:
        for chunk in self.chunks:
            yield chunk.unpack()


class PackedCodes(Sequence[np.ndarray]):
    """Per-chunk int64 code arrays (the tokens' phrase-word ids) stored as int32."""

    def __init__(self, arrays: Iterable[np.ndarray]) -> None:
        self.arrays = [_small(a) for a in arrays]

    def __len__(self) -> int:
        return len(self.arrays)

    @overload
    def __getitem__(self, index: int) -> np.ndarray: ...

    @overload
    def __getitem__(self, index: slice) -> list[np.ndarray]: ...

    def __getitem__(self, index: int | slice) -> np.ndarray | list[np.ndarray]:
        if isinstance(index, slice):
            return [a.astype(np.int64) for a in self.arrays[index]]
        return self.arrays[index].astype(np.int64)

    def __iter__(self) -> Iterator[np.ndarray]:
        for array in self.arrays:
            yield array.astype(np.int64)
