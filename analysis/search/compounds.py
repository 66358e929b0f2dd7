"""A short form inside a compound the corpus defines as another name is not its term.

Why (wave 35)
    The search reads a hyphen as a space (:mod:`analysis.search.keys`), so the "DM" of
    "DM-GAN" (a "Dynamic Memory Generative Adversarial Network") counted for "diffusion
    model (DM)", the "ICL" of "Inter-ICL" ("Inter-Instance Contrastive Learning") for
    "in-context learning (ICL)" (its first paper on the 61k corpus, a face-forgery paper
    of 2022), the "VT" of "VT-SNN" and "VT-ReID" for "vision transformer".  But "LLM-based",
    "ViT-B/16" and "LS-SVM" (a "least squares support vector machine") are uses of their
    terms.

Rule
    A compound is a name of its own when the corpus defines it: Schwartz & Hearst (2003)
    read a definition as fixing what a short form means, and a compound short form
    ("(DM-GAN)", "(Inter-ICL)", read as any other: :func:`analysis.terms.acronyms.
    text_definitions`) names one thing, the same wherever it is written.  A short form
    written in a compound counts for its term unless the compound is defined and none of
    its definitions' long forms names the term: holds the letters of one of the term's
    expansions (its spelled key, :func:`analysis.terms.acronyms.meanings`:
    "leastsquaressupportvectormachine" holds "supportvectormachine"), or their stems in
    order (the same function's five letters of the first word and six of the last or
    second-to-last: "micro unmanned air vehicles (micro-UAVs)" names "unmanned aerial
    vehicle", "Cross-Domain Few-shot Semantic Segmentation (CD-FSS)" "few-shot
    segmentation"), or begins or ends with the acronym's ("Wasserstein GAN").  Four
    letters of the first word would save a misspelled "GP-Thomson sampling (GP-TS)" (24k
    corpus: 3 papers of "Thompson sampling") but take "Inter-Instance Contrastive
    Learning" for "in-context learning" ("cont", "learni").  As :func:`analysis.search.shortforms.
    counts_parts` reads "k-NN" (wave 28), for compounds of any length; a compound no
    paper defines ("LLM-based", "ViT-B") counts, as before.

How
    The index keys a short form in a compound by the compound (:func:`analysis.search.
    keys.compound_key`: "_c_d_m___dmgan"), beside each paper's definitions
    ("_d_dmgan_dynamicmemorygenerativeadversarialnetwork").  :func:`compound_papers`
    reads both from the index's vocabulary of keys and gives, for each joined acronym,
    the papers that write it only in compounds defined otherwise (not alone, nor in
    another compound, nor its long form); :func:`analysis.search.senses.with_senses`
    takes them out of the acronym's papers with those it leaves out by context, in the
    search, the keyword columns and so the trends and emerging terms alike.  The
    vocabulary's matrix reads a hyphenated compound as one word (:mod:`analysis.terms.
    tokens`), so it never counted them.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator

import numpy as np

from analysis.search.acronym_uses import AcronymUse
from analysis.search.acronyms import Phrase
from analysis.search.index import SearchIndex, _match, _phrase
from analysis.search.keys import COMPOUND, DEFINED
from analysis.search.shortforms import Written
from analysis.terms.acronyms import short_key
from analysis.terms.vocabulary import Vocabulary


def compound_papers(vocab: Vocabulary, index: SearchIndex, uses: list[AcronymUse]
                    ) -> list[tuple[int, Phrase, np.ndarray]]:
    """(term id, acronym phrase, papers) for each joined acronym of ``uses``
    (:func:`analysis.search.acronym_uses.acronym_uses`) some papers write only in
    compounds the corpus defines as another name (module docstring), term order."""
    out: list[tuple[int, Phrase, np.ndarray]] = []
    if vocab.n_docs == 0:
        return out
    with index.store.lock:
        con = index.store.connection()
        compounds = _compound_keys(con)
        defined = _defined(con, {c for cs in compounds.values() for c in cs})
        if defined:
            for use in uses:
                rows = _only_in_others(con, use.written, use.rest, compounds, defined)
                if rows.size:
                    out.append((use.term_id, use.phrase, rows))
    return out


def _only_in_others(con: sqlite3.Connection, w: Written, rest: tuple[Phrase, ...],
                    compounds: dict[str, list[str]], defined: dict[str, list[str]]
                    ) -> np.ndarray:
    """The papers ``w`` finds only in compounds defined as another name."""
    other: list[str] = []
    own: list[str] = []
    for start in w.compounds:
        for letters in compounds.get(start, ()):
            names = defined.get(letters)
            (other if names and not any(_names(n, w) for n in names) else own).append(
                f'"{start}{letters}"')
    if not other:
        return np.empty(0, np.int64)
    rows = np.intersect1d(_match(con, " OR ".join(other)), _match(con, w.fts()))
    if rows.size == 0:
        return rows
    alone = [f'"{k}"' for k in w.keys] + ([f'"{k}_"' for k in w.keys] if w.parts else [])
    kept = _match(con, " OR ".join(alone + own))
    if rest:
        kept = np.union1d(kept, _match(con, " OR ".join(_phrase(p, {}) for p in rest)))
    return np.setdiff1d(rows, kept)


def _names(long: str, w: Written) -> bool:
    """Whether a compound's long form (spelled key) names ``w``'s term (module
    docstring): it holds the letters of one of its expansions, or their stems in order
    (:func:`analysis.terms.acronyms.meanings`' "_unman_vehicl": "micro unmanned air
    vehicles (micro-UAVs)", "domain generalizable person re-identification (DG-ReID)"),
    or begins or ends with the acronym's letters."""
    letters = short_key(w.acronym)
    if long.startswith(letters) or long.endswith(letters):
        return True
    for m in w.meant:
        if not m.startswith("_"):
            if m in long:
                return True
            continue
        first, _, last = m[1:].partition("_")  # as meanings() cut them: five, six letters
        at = long.find(first)
        if first and last and at >= 0 and last in long[at + len(first):]:
            return True
    return False


def _compound_keys(con: sqlite3.Connection) -> dict[str, list[str]]:
    """Each compound key's start ("_c_d_m___") -> the compounds' letters ("dmgan")."""
    out: dict[str, list[str]] = {}
    for key in _keys(con, COMPOUND):
        start, _, letters = key.rpartition("__")
        if start and letters:
            out.setdefault(start + "__", []).append(letters)
    return out


def _defined(con: sqlite3.Connection, compounds: set[str]) -> dict[str, list[str]]:
    """Each of ``compounds`` the papers define -> its long forms' spelled keys."""
    out: dict[str, list[str]] = {}
    for key in _keys(con, DEFINED):
        short, _, meaning = key[len(DEFINED):].partition("_")
        if short in compounds and meaning and not meaning.startswith("_"):
            out.setdefault(short, []).append(meaning)
    return out


def _keys(con: sqlite3.Connection, start: str) -> Iterator[str]:
    """The index's keys starting with ``start`` (FTS5's ``fts5vocab``)."""
    con.execute("CREATE VIRTUAL TABLE IF NOT EXISTS temp.paper_trends_keys "
                "USING fts5vocab(main, papers, 'row')")
    end = start[:-1] + chr(ord(start[-1]) + 1)
    for (key,) in con.execute("SELECT term FROM temp.paper_trends_keys "
                              "WHERE term >= ? AND term < ?", (start, end)):
        yield str(key)
