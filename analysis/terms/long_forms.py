"""Written long forms found in a chunk: "simultaneous localization and mapping" for SLAM.

Method
    A long form no phrase can hold (an inner "and", five or more words) is joined to its
    acronym's term as a *written long form* (:mod:`analysis.terms.expansions`).  A paper
    uses the term where it writes the long form's words in order: each token is read as
    its *pieces*, a word's key split at its hyphens ("partially-observable" is
    "partially", "observable"), a function word ("and", which has no key) as written,
    anything else (punctuation, numbers) a boundary no long form spans; an occurrence is
    a run of pieces equal to a long form's (:func:`~analysis.terms.expansions.
    long_form_pieces`, keyed as the tokens are: "Localisation", "processes" match
    "localization", "process"), starting at a token's first piece and ending at a
    token's last.  So "Simultaneous Localisation And Mapping", "partially-observable
    Markov decision processes" count, "simultaneous localization" alone does not.

Cost: only the tokens whose first piece starts a long form are read further, the tokens
of the longest long form after each gathered at once, and only hyphenated keys holding a
long form's piece are split: 0.13-0.17 s for the 24k corpus in one chunk (26 long forms,
4.2M tokens, a loaded 2-core machine; ~1% of its analysis).  The rows are the
same whatever the chunk size, so the parallel path and ``--model`` (new papers encoded
with a saved model) find what the corpus's encoding finds.
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from analysis.terms.model import TermModel
from analysis.terms.tokens import ChunkTokens

#: Pieces of a long form at most (Schwartz & Hearst take at most ``2 |A|`` words before
#: a short form of at most 10 characters; 12 covers every long form but a stray few).
MAX_PIECES = 12
#: Hyphen pieces of one token read at most ("state-of-the-art" has four).
TOKEN_PIECES = 4

#: The long forms of the model encoded last: (model, pieces index, pattern rows, columns).
_LAST: list[tuple[TermModel, pd.Index, list[np.ndarray], np.ndarray]] = []
#: The piece table of the chunk read last: (pieces, keys, folded, table).
_TABLE: list[tuple[pd.Index, np.ndarray, np.ndarray, np.ndarray]] = []


def _patterns(model: TermModel) -> tuple[pd.Index, list[np.ndarray], np.ndarray]:
    """The pieces of the model's long forms, each long form as piece ids, their columns."""
    if _LAST and _LAST[0][0] is model:
        return _LAST[0][1], _LAST[0][2], _LAST[0][3]
    forms = model.long_forms
    words = [str(k).split()[:MAX_PIECES] for k in forms.index]
    pieces = pd.Index(sorted({w for form in words for w in form}), dtype=object)
    rows = [pieces.get_indexer(form).astype(np.int64) for form in words]
    _LAST[:] = [(model, pieces, rows, forms.to_numpy(dtype=np.int64))]
    return pieces, rows, forms.to_numpy(dtype=np.int64)


def _piece_table(chunk: ChunkTokens, pieces: pd.Index) -> np.ndarray:
    """Piece ids of each token string: rows 0..K-1 the chunk's keys (split at hyphens, as
    many columns as a key with a long form's piece has pieces), then one row per surface
    (its folded form: the function words, which have no key).  -1 a piece of no long
    form, -2 no piece (past a token's last).  Looked up once for the parts of a chunk
    (they share its keys)."""
    if _TABLE and _TABLE[0][0] is pieces and _TABLE[0][1] is chunk.keys \
            and _TABLE[0][2] is chunk.folded:
        return _TABLE[0][3]
    wanted = set(pieces)
    split = [(i, parts[:TOKEN_PIECES]) for i, parts in
             enumerate(k.split("-") if "-" in k else () for k in chunk.keys)
             if parts and not wanted.isdisjoint(parts)]
    width = max((len(parts) for _, parts in split), default=1)
    n_keys = len(chunk.keys)
    table = np.full((n_keys + len(chunk.folded), width), -2, dtype=np.int64)
    table[:n_keys, 0] = pieces.get_indexer(chunk.keys) if n_keys else []
    if split:
        row = np.repeat([i for i, _ in split], [len(parts) for _, parts in split])
        slot = np.arange(row.size) - np.repeat(np.flatnonzero(np.r_[True, row[1:] != row[:-1]]),
                                               [len(parts) for _, parts in split])
        table[row, slot] = pieces.get_indexer([p for _, parts in split for p in parts])
    table[n_keys:, 0] = pieces.get_indexer(chunk.folded) if len(chunk.folded) else []
    _TABLE[:] = [(pieces, chunk.keys, chunk.folded, table)]
    return table


def long_form_occurrences(chunk: ChunkTokens, model: TermModel
                          ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The chunk's occurrences of the model's written long forms: first token, last token
    + 1 and the acronym's term column of each (module docstring)."""
    empty = np.zeros(0, dtype=np.int64)
    if not len(model.long_forms) or chunk.key.size == 0:
        return empty, empty, empty
    pieces, rows, columns = _patterns(model)
    table = _piece_table(chunk, pieces)
    n_keys, width = len(chunk.keys), table.shape[1]
    firsts = np.zeros(len(pieces) + 2, dtype=bool)  # ids -2, -1 read the last two
    firsts[[int(r[0]) for r in rows]] = True
    starts = np.flatnonzero(np.append(firsts[table[:n_keys, 0]], False)[chunk.key])
    by_surface = firsts[table[n_keys:, 0]]  # a letter with no key: "k nearest neighbors"
    if by_surface.any():
        starts = np.union1d(starts, np.flatnonzero(by_surface[chunk.surface] & (chunk.key < 0)))
    if starts.size == 0:
        return empty, empty, empty
    span = max(r.size for r in rows)
    window = np.minimum(starts[:, None] + np.arange(span), chunk.key.size - 1)
    key = chunk.key[window]
    piece = table[np.where(key >= 0, key, n_keys + chunk.surface[window])].reshape(
        starts.size, -1)
    token = np.repeat(window, width, axis=1)  # each piece's token
    last = np.zeros(piece.shape, dtype=bool)  # a token's last piece
    last[:, :-1] = piece[:, 1:] == -2
    last[:, width - 1::width] = True
    if width > 1:  # the pieces in order, the empty slots last
        order = np.argsort(piece == -2, axis=1, kind="stable")
        piece, last, token = (np.take_along_axis(a, order, axis=1) for a in (piece, last, token))
    by_first = np.argsort(piece[:, 0], kind="stable")
    first = piece[by_first, 0]
    out_start, out_end, out_column = [], [], []
    for form, column in zip(rows, columns, strict=True):
        size = form.size
        at = by_first[np.searchsorted(first, form[0]):np.searchsorted(first, form[0], "right")]
        hit = at[(piece[at, :size] == form).all(axis=1) & last[at, size - 1]]
        out_start.append(starts[hit])
        out_end.append(token[hit, size - 1] + 1)
        out_column.append(np.full(hit.size, column, dtype=np.int64))
    return np.concatenate(out_start), np.concatenate(out_end), np.concatenate(out_column)
