"""Token chunks kept small between the vocabulary's passes.

:func:`~analysis.terms.vocabulary.build_vocabulary` reads every chunk several times (the
word counts, each phrase level, the encoding), so all chunks' token arrays are alive at
once: at 250,000 papers some 46 million tokens.  As :class:`ChunkTokens` (int64 paper,
surface and key per token, four one-byte marks, plus each token's int64 phrase-word id)
that is 36 bytes a token, 1.7 GB, most of the vocabulary stage's peak memory (issue 12).

Packed, a chunk keeps one int32 per token, its surface form, and the tokens per paper:
everything else a token carries is a function of its surface form (its word key, its
connector code, whether it is an inflected form, whether it ends a sentence or the lead)
or of its position (its paper, whether it is sentence-initial or in the lead), so it is
kept once per *distinct* surface form (a few tens of thousands a chunk) and rebuilt, by
the tokeniser's own functions, only while a pass reads the chunk; the lead, the slowest to
find again, is kept as one bit a token.  The phrase-word ids are a function of the
surface form too (:class:`SurfaceCodes`).  4 bytes and a bit a token (0.2 GB at 250,000
papers), one chunk at a time full size, and every result the same to the bit.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import overload

import numpy as np

from analysis.terms.tokens import ChunkTokens, initial_tokens, sentence_marks


def _small(codes: np.ndarray) -> np.ndarray:
    """int32 when every code fits (always, short of 2 billion distinct words)."""
    if codes.size and (codes.max() >= 2**31 or codes.min() < -(2**31)):
        return codes
    return codes.astype(np.int32)


def per_surface(n_surfaces: int, surface: np.ndarray, values: np.ndarray,
                fill: int = 0) -> np.ndarray:
    """A per-token array that is a function of the token's surface form, as one value
    per distinct surface form (``values == table[surface]``)."""
    table = np.full(n_surfaces, fill, dtype=values.dtype)
    table[surface] = values
    return table


@dataclass(frozen=True)
class PackedChunk:
    """A :class:`ChunkTokens` in 4 bytes a token (see the module docstring)."""

    tokens: ChunkTokens  # the chunk with its per-token arrays emptied
    lengths: np.ndarray  # tokens per paper
    surface: np.ndarray  # each token's surface form (int32)
    key_of_surface: np.ndarray  # the per-surface tables the token arrays are made from
    connector_of_surface: np.ndarray
    plural_of_surface: np.ndarray
    sentence_end_of_surface: np.ndarray  # which forms end a sentence
    lead_bits: np.ndarray  # the lead mask, a bit a token (np.packbits)

    @classmethod
    def pack(cls, chunk: ChunkTokens) -> PackedChunk:
        empty = np.empty(0, dtype=np.int64)

        def surface_table(values: np.ndarray, fill: int = 0) -> np.ndarray:
            return per_surface(len(chunk.surfaces), chunk.surface, values, fill)

        lengths = np.bincount(chunk.doc, minlength=chunk.n_docs).astype(np.int64)
        return cls(ChunkTokens(chunk.n_docs, empty, empty, chunk.surfaces, chunk.folded,
                               empty, chunk.keys, chunk.connector[:0], chunk.lead[:0],
                               chunk.initial[:0], chunk.plural[:0]),
                   lengths, _small(chunk.surface), _small(surface_table(chunk.key, -1)),
                   surface_table(chunk.connector), surface_table(chunk.plural),
                   sentence_marks(chunk.surfaces)[1], np.packbits(chunk.lead))

    def token_range(self, first: int, stop: int) -> tuple[int, int]:
        """The positions of the tokens of the chunk's papers ``first .. stop - 1``."""
        return int(self.lengths[:first].sum()), int(self.lengths[:stop].sum())

    def unpack(self, first: int = 0, stop: int | None = None) -> ChunkTokens:
        """The chunk's papers ``first .. stop - 1`` (default: all) as full token arrays.

        A part is the same as those papers' slice of the whole chunk (papers numbered
        from 0): every paper ends with a sentence end
        (:data:`~analysis.terms.scan.DOCUMENT_END`), so its first token is
        sentence-initial either way, and the lead is found per paper.
        """
        t = self.tokens
        stop = t.n_docs if stop is None else stop
        low, high = self.token_range(first, stop)
        doc = np.repeat(np.arange(stop - first, dtype=np.int64), self.lengths[first:stop])
        surface = self.surface[low:high].astype(np.int64)
        return ChunkTokens(stop - first, doc, surface, t.surfaces, t.folded,
                           self.key_of_surface.astype(np.int64)[surface], t.keys,
                           self.connector_of_surface[surface],
                           _bits(self.lead_bits, low, high),
                           initial_tokens(self.sentence_end_of_surface[surface]),
                           self.plural_of_surface[surface])


class AtSurface:
    """A per-token array that is a function of the surface form, read only at the
    positions asked (``view[at] == table[surface][at]``)."""

    def __init__(self, table: np.ndarray, surface: np.ndarray) -> None:
        self.table, self.surface = table, surface

    def __getitem__(self, at: np.ndarray) -> np.ndarray:
        return self.table[self.surface[at]]


class DocAt:
    """Each token's paper, read only at the positions asked: the number of papers that
    end at or before it (``np.repeat(arange, lengths)`` of :meth:`PackedChunk.unpack`)."""

    def __init__(self, lengths: np.ndarray) -> None:
        self.ends = np.cumsum(lengths)

    def __getitem__(self, at: np.ndarray) -> np.ndarray:
        return np.searchsorted(self.ends, at, side="right").astype(np.int64)


class BitsAt:
    """A mask kept as bits (``np.packbits``), read only at the positions asked."""

    def __init__(self, packed: np.ndarray) -> None:
        self.packed = packed

    def __getitem__(self, at: np.ndarray) -> np.ndarray:
        return ((self.packed[at >> 3] >> (7 - (at & 7)).astype(np.uint8)) & 1).astype(bool)


@dataclass(frozen=True)
class PhraseTokens:
    """What the phrase counts read of a packed chunk, without unpacking it.

    The counts read every token's connector and whether it is a phrase word (one byte a
    token each), and a token's paper, key, lead bit, inflection and phrase-word id only
    at the candidates' positions, a few percent of the tokens; unpacking the whole chunk
    for each level (int64 paper, surface and key of every token) was some 3 s of the
    main process at 250,000 papers (bench/SCALE.md, wave 16).  Each attribute gives at
    any positions what the same attribute of :meth:`PackedChunk.unpack` (and the ids of
    :class:`SurfaceCodes`) gives there.
    """

    n_docs: int
    connector: np.ndarray
    valid: np.ndarray  # a phrase word
    ids: AtSurface
    doc: DocAt
    key: AtSurface
    lead: BitsAt
    plural: AtSurface

    @classmethod
    def of(cls, chunk: PackedChunk, ids_of_surface: np.ndarray) -> PhraseTokens:
        """The view of ``chunk`` whose phrase-word id per surface form is
        ``ids_of_surface`` (a :class:`SurfaceCodes` table)."""
        surface = chunk.surface
        return cls(chunk.tokens.n_docs, chunk.connector_of_surface[surface],
                   (ids_of_surface >= 0)[surface], AtSurface(ids_of_surface, surface),
                   DocAt(chunk.lengths), AtSurface(chunk.key_of_surface, surface),
                   BitsAt(chunk.lead_bits), AtSurface(chunk.plural_of_surface, surface))


def _bits(packed: np.ndarray, low: int, high: int) -> np.ndarray:
    """Tokens ``low .. high - 1`` of a mask kept as bits: unpacked, not found again (the
    lead took a third of a chunk's unpacking, which every pass does: bench/SCALE.md,
    wave 15)."""
    first = low // 8
    bits = np.unpackbits(packed[first:(high + 7) // 8])
    return bits[low - 8 * first:high - 8 * first].view(np.bool_)


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


class _Codes(Sequence[np.ndarray]):
    """Per-chunk int64 code arrays kept smaller; a subclass says how one is rebuilt."""

    def __len__(self) -> int:
        raise NotImplementedError

    def _chunk(self, index: int) -> np.ndarray:
        raise NotImplementedError

    @overload
    def __getitem__(self, index: int) -> np.ndarray: ...

    @overload
    def __getitem__(self, index: slice) -> list[np.ndarray]: ...

    def __getitem__(self, index: int | slice) -> np.ndarray | list[np.ndarray]:
        if isinstance(index, slice):
            return [self._chunk(i) for i in range(*index.indices(len(self)))]
        return self._chunk(index)

    def __iter__(self) -> Iterator[np.ndarray]:
        for i in range(len(self)):
            yield self._chunk(i)


class SurfaceCodes(_Codes):
    """Per-chunk int64 token codes that are a function of the surface form (the
    phrase-word ids), kept as one value per distinct form of each packed chunk."""

    def __init__(self, chunks: PackedChunks, arrays: Iterable[np.ndarray]) -> None:
        self.chunks = chunks.chunks
        self.tables = [per_surface(len(c.tokens.surfaces), c.surface, a, -1)
                       for c, a in zip(self.chunks, arrays, strict=True)]

    @classmethod
    def of_keys(cls, chunks: PackedChunks, key_ids: Iterable[np.ndarray]) -> SurfaceCodes:
        """The codes of word keys (each chunk's code per key, and -1 last for no word)
        laid out per surface form from the chunks' own key of each form: no chunk is
        unpacked (unpacking every chunk to look its tokens up took 3 s at 250,000
        papers, bench/SCALE.md, wave 16).  The same tables as ``SurfaceCodes(chunks,
        codes of every token)``: every surface form of a chunk is one of its tokens."""
        codes = cls.__new__(cls)
        codes.chunks = chunks.chunks
        codes.tables = [ids[c.key_of_surface] for c, ids in
                        zip(chunks.chunks, key_ids, strict=True)]
        return codes

    def __len__(self) -> int:
        return len(self.tables)

    def _chunk(self, index: int) -> np.ndarray:
        return self.tables[index][self.chunks[index].surface]

    def part(self, index: int, first: int, stop: int) -> np.ndarray:
        """Chunk ``index``'s codes of its papers ``first .. stop - 1``
        (:meth:`PackedChunk.unpack` of the same papers)."""
        chunk = self.chunks[index]
        low, high = chunk.token_range(first, stop)
        return self.tables[index][chunk.surface[low:high]]


class PackedCodes(_Codes):
    """Per-chunk int64 code arrays (the tokens' phrase-word ids) stored as int32."""

    def __init__(self, arrays: Iterable[np.ndarray]) -> None:
        self.arrays = [_small(a) for a in arrays]

    def __len__(self) -> int:
        return len(self.arrays)

    def _chunk(self, index: int) -> np.ndarray:
        return self.arrays[index].astype(np.int64)
