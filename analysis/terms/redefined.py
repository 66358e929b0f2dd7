"""An acronym a paper defines otherwise is not counted for the corpus's expansion there.

Method
    Schwartz & Hearst (2003), "A simple algorithm for identifying abbreviation
    definitions in biomedical text" (PSB 2003), read a definition as fixing what a short
    form means *in the paper that gives it*.  The vocabulary joins an acronym to the
    expansion most of the corpus's definitions give (:mod:`analysis.terms.model`: at
    least 2 papers, half of its definitions) and counts the acronym's occurrences for
    that term (:mod:`analysis.terms.encode`).  A paper that defines the acronym with
    another long form uses it for that other thing: "linear discriminant analysis (LDA)"
    is no latent Dirichlet allocation, "deep belief network (DBN)" no dynamic Bayesian
    network, "batch normalization (BN)" no Bayesian network.  So in a paper whose
    definitions of a joined acronym all mean something else than the term
    (:func:`analysis.terms.acronyms.meanings`: the long forms' keys compared as the
    vocabulary merges spellings, so "mixture-of-experts (MoE)" and "Mixtures of Experts
    (MoEs)" mean the same, or by the stems of their first and last (or second-to-last)
    words, so "convolution neural networks (CNN)" is a convolutional neural network and
    "multi-object tracking (MOT)" multiple object tracking), the
    acronym's tokens count for no term
    (:func:`redefined_tokens`); the paper still counts for the term where it writes the
    expansion.  A paper that writes the acronym without defining it counts for the
    corpus's expansion, as before: nothing in it says otherwise.

    The search finds a term's papers the same way (:mod:`analysis.search.shortforms`), so
    the keyword counts (the search's) and the document-term matrix agree.

Why it matters (the reviewer's figures, ``paper-trends analyze``): on the 24k corpus 16
of the 124 papers of "latent Dirichlet allocation (LDA)" were linear discriminant analysis
papers and 13 of the 42 of "dynamic Bayesian network (DBN)" deep belief network papers;
on the 61k corpus "retrieval-augmented generation" dated from 2005 (an ICRA paper's
"region adjacency graph (RAG)") and "in-context learning" from 2008.

Nor is a joined acronym's key counted where it is not written as a short form
(:func:`unwritten_tokens`): the tokens are keyed in any case, so "slip", "sea", the "kg"
of kilograms and the "Da" of "da Vinci" counted for "spring loaded inverted pendulum
(SLIP)", "series elastic actuator (SEA)", "knowledge graph (KG)" and "domain adaptation
(DA)" (61k corpus: 380, 246, 400 and 763 papers in the matrix where the search, which
finds an added acronym only as a short form, :mod:`analysis.search.shortforms`, found
87, 118, 234 and 710).  The keyword counts were the search's already; the matrix's other
readers (the topics, the terms' standalone counts) now read the same.

Cost: only the parenthesised short forms whose key is a joined acronym are read again
(:func:`analysis.terms.acronyms.defined_at`), a paper at a time in the chunk's token
arrays, so the rows stay the same whatever the chunk size.
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from analysis.terms.acronyms import defined_at, is_short_form, meanings, short_form_sites
from analysis.terms.gerunds import gerund_variant
from analysis.terms.inflection import spelling_key
from analysis.terms.model import TermModel
from analysis.terms.reverse import reverse_sites
from analysis.terms.tokens import BoolArray, ChunkTokens

#: The meanings of the model encoded last: (model, meanings).
_LAST: list[tuple[TermModel, pd.Series]] = []


def acronym_meanings(model: TermModel) -> pd.Series:
    """Each joined acronym's key ("lda") -> the keys of what its term means
    (:func:`~analysis.terms.acronyms.meanings`: "latentdirichletallocation",
    "_latent_alloca").

    The model's word look-up holds the keys of every single-word spelling of a term and
    of every acronym; the spellings of one term share its spelling key
    (:func:`~analysis.terms.inflection.spelling_key`: that is how they were merged), or
    are a gerund and its base (:mod:`analysis.terms.gerunds`), so a key spelled
    otherwise than its term is an acronym joined to it."""
    if _LAST and _LAST[0][0] is model:
        return _LAST[0][1]
    keys = model.terms["key"].astype(str).to_numpy()
    out = {}
    for word, column in model.word_columns.items():
        key = keys[int(column)]
        if spelling_key(str(word)) != spelling_key(key) \
                and not gerund_variant([str(word)], [key]):  # "grasp" of "grasping"
            out[str(word)] = frozenset(meanings(key))
    meant = pd.Series(out, dtype=object)
    _LAST[:] = [(model, meant)]
    return meant


def redefined_tokens(chunk: ChunkTokens, model: TermModel) -> BoolArray:
    """The chunk's tokens of a joined acronym in a paper that defines it, none of its
    definitions meaning the acronym's term (module docstring)."""
    out = np.zeros(chunk.key.size, dtype=bool)
    meant_by_key = acronym_meanings(model)
    if not len(meant_by_key) or chunk.key.size == 0:
        return out
    is_acronym = _acronym_keys(chunk, model)
    sites = short_form_sites(chunk)
    sites = sites[is_acronym[chunk.key[sites]]]
    _, longs = defined_at(chunk, sites)
    before, reversed_longs = reverse_sites(chunk, is_acronym[chunk.key])  # "VT (vector-touch)"
    sites, longs = np.r_[sites, before], longs + reversed_longs
    if sites.size == 0:
        return out
    key = chunk.key[sites]
    meant = meant_by_key.to_numpy()[meant_by_key.index.get_indexer(chunk.keys[key])]
    docs = chunk.doc[sites]
    width = len(chunk.keys) + 1
    pair = docs * width + key
    defined = np.array([long is not None for long in longs], dtype=bool)
    same = np.array([long is not None and not meant_by.isdisjoint(meanings(long))
                     for long, meant_by in zip(longs, meant, strict=True)], dtype=bool)
    other = np.setdiff1d(pair[defined & ~same], pair[same])  # no definition means the term
    if other.size:  # the tokens of those keys (one gather), then of those papers
        is_key = np.zeros(width, dtype=bool)
        is_key[other % width] = True
        tokens = np.flatnonzero(is_key[chunk.key])  # a key of -1 reads the last, False
        out[tokens] = np.isin(chunk.doc[tokens] * width + chunk.key[tokens], other)
    return out


def unwritten_tokens(chunk: ChunkTokens, model: TermModel) -> BoolArray:
    """The chunk's tokens of a joined acronym's key not written as a short form
    (:func:`~analysis.terms.acronyms.is_short_form`): "slip", "sea", "kg", "Da" are the
    same letters as "SLIP", "SEA", "KG", "DA" but other words (module docstring)."""
    out = np.zeros(chunk.key.size, dtype=bool)
    meant_by_key = acronym_meanings(model)
    if not len(meant_by_key) or chunk.key.size == 0:
        return out
    tokens = np.flatnonzero(_acronym_keys(chunk, model)[chunk.key])
    surfaces = np.unique(chunk.surface[tokens])
    written = np.zeros(len(chunk.surfaces), dtype=bool)
    written[surfaces] = [is_short_form(str(s)) for s in chunk.surfaces[surfaces]]
    out[tokens] = ~written[chunk.surface[tokens]]
    return out


def acronym_columns(chunk: ChunkTokens, model: TermModel, token_column: np.ndarray
                    ) -> tuple[np.ndarray, np.ndarray]:
    """The tokens (indices) that are a joined acronym the term counts, and their term
    columns: a token of an acronym's key with its ``token_column`` (:func:`unwritten_tokens`
    and :func:`redefined_tokens` already -1), or a short form whose key is a function word
    and so no word ("RE" of relation extraction, "AL" of active learning, "WE" of word
    embedding: :mod:`analysis.terms.shown_acronyms` counts them as the search finds them)."""
    if not len(acronym_meanings(model)) or chunk.key.size == 0:
        return np.empty(0, dtype=np.int64), np.empty(0, dtype=np.int64)
    at = np.flatnonzero(_acronym_keys(chunk, model)[chunk.key])
    at = at[token_column[at] >= 0]
    columns = token_column[at]
    by_surface = _unkeyed_short_forms(chunk, model)
    if by_surface.size:  # the chunk writes such a short form: its tokens of no key
        more = np.flatnonzero((by_surface >= 0)[chunk.surface] & (chunk.key < 0))
        at, columns = np.r_[at, more], np.r_[columns, by_surface[chunk.surface[more]]]
    return at, columns


#: The look-ups of the chunk read last, shared by its encoded parts (which share its
#: keys and forms) and by the three readers above: (model, chunk's keys, whether each key
#: is a joined acronym's) and (model, chunk's folded forms, each form's column).
_KEYED: list[tuple[TermModel, np.ndarray, BoolArray]] = []
_SURFACED: list[tuple[TermModel, np.ndarray, np.ndarray]] = []


def _acronym_keys(chunk: ChunkTokens, model: TermModel) -> BoolArray:
    """Whether each of the chunk's keys is a joined acronym's, and one False more (a
    token's key of -1 reads it)."""
    if _KEYED and _KEYED[0][0] is model and _KEYED[0][1] is chunk.keys:
        return _KEYED[0][2]
    is_acronym = np.zeros(len(chunk.keys) + 1, dtype=bool)
    is_acronym[:-1] = acronym_meanings(model).index.get_indexer(chunk.keys) >= 0
    _KEYED[:] = [(model, chunk.keys, is_acronym)]
    return is_acronym


def _unkeyed_short_forms(chunk: ChunkTokens, model: TermModel) -> np.ndarray:
    """The term column of each of the chunk's surface forms written as a short form whose
    folded form is a joined acronym's key (-1 for the others; empty when there is none):
    read only for tokens of no key ("RE", "AL")."""
    if _SURFACED and _SURFACED[0][0] is model and _SURFACED[0][1] is chunk.folded:
        return _SURFACED[0][2]
    meant_by_key = acronym_meanings(model)
    at = meant_by_key.index.get_indexer(chunk.folded)
    column = model.word_columns.reindex(meant_by_key.index).to_numpy(dtype=np.int64)
    found = [j for j in np.flatnonzero(at >= 0) if is_short_form(str(chunk.surfaces[j]))]
    by_surface = np.full(at.size if found else 0, -1, dtype=np.int64)
    by_surface[found] = column[at[found]]
    _SURFACED[:] = [(model, chunk.folded, by_surface)]
    return by_surface


def forget_chunk() -> None:
    """Let the last chunk's look-ups go (after the last part is encoded)."""
    _KEYED.clear()
    _SURFACED.clear()
