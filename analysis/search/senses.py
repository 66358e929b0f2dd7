"""A short form written alone counts for its term only where the paper's context says so.

Why (wave 34)
    An acronym is joined to the long form the corpus defines (Schwartz & Hearst 2003:
    "loop closure detection (LCD)" is one keyword), and a paper writing only "LCD" counts
    for the term unless it defines the letters otherwise (:mod:`analysis.terms.redefined`,
    wave 32).  Papers using the same letters in another sense without defining them were
    counted: on the 61,000 papers "loop closure detection (LCD)" counted 17 papers on LCD
    screens ("TFT-LCD fab", "an LCD projector"), "augmented reality (AR)" the AR face
    database, the Parrot AR.Drone, autoregressive models and average recall; on the
    24,000 "probabilistic circuit (PC)" counted the PC algorithm, personal computers and
    principal components, "meaning representation (MR)" MR brain images.

Method
    Abbreviation sense disambiguation by the contexts of the long forms (Pakhomov 2002,
    "Semi-supervised maximum entropy based approach to acronym and abbreviation
    normalization in medical texts", ACL; Pakhomov, Pedersen & Chute 2005, AMIA;
    Stevenson et al. 2009, "Disambiguation of biomedical abbreviations", BioNLP): the
    papers that write a long form are labelled examples of its sense, their other words
    its context; one sense per paper (Gale, Church & Yarowsky 1992), so a paper is
    judged as a whole, by its row of the document-term matrix as TF-IDF (log counts,
    ``log((n + 1) / (df + 1))``, unit length), the term's own columns left out (the
    term, its words and the phrases holding it: the long form itself, which a paper
    writing only the short form cannot have).  For each joined acronym the search adds
    (:mod:`analysis.search.shortforms`), its *long* papers are those the term's other
    spellings find, its *short-only* papers those only the acronym finds.

    1. **Ambiguous letters** (the gate).  The corpus's definitions say the letters mean
       something else (:data:`MIN_OTHER_DEFINERS` papers, :data:`MIN_OTHER_SHARE` of the
       papers defining them), and the short-only papers say so too: more of them lie
       below the :data:`LOW` quantile of the long papers' similarities to their own
       centroid (each left out of it) than :data:`LOW` of them would by chance (binomial
       test at :data:`ALPHA`).  Acronyms a field uses one way (CNN, GAN, LSTM, SGD, RL in
       ML papers) pass neither test: their papers keep every use.
    2. **Another context.**  In an ambiguous acronym, a short-only paper is not counted
       when it is further from the long papers' centroid than all but :data:`LOW` of
       them, or when it is nearer to the papers of another meaning the corpus defines
       (their definers and the papers writing that long form, when it is a term) than
       to the term's, in the lower :data:`NEAR_SHARE` of the long papers, that meaning's
       papers being apart from the term's (centroids' cosine below
       :data:`SENSE_APART`: "kernel PCA" is no other sense of KPCA).  Neither when it
       is nearer to the long papers than :data:`MAX_BACKGROUND` of the corpus's papers
       (an evenly spaced sample).

    Chosen on the 24,000 papers (every short-only paper of the 55 acronyms the
    definitions call ambiguous read by hand: 174 of 313 in another sense) and read on
    the 61,000 (bench/keywords/RESULTS.md, wave 34): ``analyze`` leaves out 71 papers on
    the 24k corpus, 69 in another sense (VI of visual area V1, PC of the PC algorithm
    and personal computers, LDA of linear discriminant analysis, MR brain images), and
    368 on the 61k corpus, 347 in another sense (LCD screens, MSR-VTT, STL-10, re-ID,
    SR-3000 cameras) and 19 not (CT scans, EM algorithms, AGVs and AR/VR mentioned in
    robotics papers far from those spelling the long form out).  Left as it was: the
    letters glued into a name ("AR-Net", "AR.Drone", "TFT-LCD") as a rule of their own,
    which on the 24k corpus also took the term's own names ("WGAN-GP", "LS-SVM",
    "DBN-UCRL": 19 right, 4 wrong); the context rule leaves out such names when their
    papers are in another context.

Applied alike to the search and the counts (:func:`with_senses`, with the papers writing
the acronym only in compounds defined as other names: :mod:`analysis.search.compounds`,
wave 35): the papers go to the
index (:meth:`analysis.search.index.SearchIndex.with_senses`), where the added acronym
does not find them, and the keyword columns are searched again, so the chart, the CSV,
the trends and the search count the same papers; any other term's column loses them.
"""

from __future__ import annotations

import math
import re
import sqlite3
from collections.abc import Iterator
from dataclasses import dataclass

import numpy as np
import scipy.sparse as sp

from analysis.search.acronym_uses import AcronymUse, acronym_uses
from analysis.search.acronyms import Phrase
from analysis.search.compounds import compound_papers
from analysis.search.index import SearchIndex, _match, _phrase
from analysis.search.keys import defined_key
from analysis.search.query import phrase_query
from analysis.search.shortforms import Written
from analysis.search.term_papers import rows_of_terms, with_column_rows
from analysis.terms.vocabulary import Vocabulary

#: Papers defining the letters otherwise, and their share of the papers defining them.
#: The share keeps a term whose own variants read apart from it: without it "Kullback-
#: Leibler (KL)" was ambiguous on the 24k corpus (19 of its 123 short-only papers, all
#: "KL-divergence", "KL-regularization", low), while 3 of its 35 definers define it
#: otherwise.
MIN_OTHER_DEFINERS = 2
MIN_OTHER_SHARE = 0.1
#: The long papers' quantile of similarity below which a short-only paper is in
#: another context; the binomial test's level for "more than by chance".  On the 24k
#: corpus's 313 read papers, 1% / 3% / 5% leave out 77 / 95 / 117 papers, 4 / 6 / 10 of
#: them the term's; with the test, 3% leaves out 77, 2 of them the term's.  The test keeps
#: 61k "global positioning system (GPS)", whose 8 low papers are real receivers (4 of
#: 456 below 3%, 13.7 expected).
LOW = 0.03
ALPHA = 0.01
#: Another meaning's papers: the lower share of the long papers a paper must be in, and
#: the centroids' cosine below which the meaning is another sense ("kernel PCA" is no
#: other sense of KPCA: its papers are near the term's).  The lower quarter was set after
#: reading the 61k corpus's drops ("ANN-to-SNN conversion", "AP on COCO" were the term's).
NEAR_SHARE = 0.25
SENSE_APART = 0.4
#: A paper nearer to the long papers than this share of the corpus is always counted:
#: no cost on the 24k corpus, 20 of the 47 wrong drops of a first 61k reading saved.
MAX_BACKGROUND = 0.8
#: Long papers needed to judge; papers in the corpus's sample (the background).
MIN_LONG = 5
SAMPLE = 2_000


@dataclass(frozen=True)
class Uses:
    """How the papers use one joined acronym: its term, the acronym as the search adds
    it, the papers its other spellings find (long) and those only the acronym finds."""

    term_id: int
    phrase: Phrase
    written: Written
    long: np.ndarray
    short_only: np.ndarray


def with_senses(vocab: Vocabulary, index: SearchIndex
                ) -> tuple[SearchIndex, dict[int, np.ndarray]]:
    """``index`` with each ambiguous acronym of ``vocab`` (the matrix as encoded, before
    any keyword's papers are the search's) no longer finding the papers using it in
    another sense (module docstring), and the papers each term that is no keyword loses
    (its column is not the search's: :func:`~analysis.search.term_papers.
    with_term_papers` takes them out).  ``index`` itself when nothing is left out."""
    uses = acronym_uses(vocab, index)  # once, for both rules
    found = [(u.term_id, u.phrase, rows) for u, rows in other_sense_papers(vocab, index, uses)]
    keyword = set(vocab.keyword_ids.tolist())
    senses: dict[Phrase, np.ndarray] = {}
    removed: dict[int, np.ndarray] = {}
    for j, phrase, rows in found + compound_papers(vocab, index, uses):  # and other names
        senses[phrase] = np.union1d(senses.get(phrase, rows), rows)
        if j not in keyword:
            removed[j] = np.union1d(removed.get(j, rows), rows)
    return index.with_senses(senses), removed


def with_sense_columns(vocab: Vocabulary, index: SearchIndex,
                       removed: dict[int, np.ndarray]) -> Vocabulary:
    """``vocab``, whose keyword columns are ``index``'s papers before :func:`with_senses`,
    with those of the keywords whose search adds an acronym that now leaves papers out
    searched again, and the ``removed`` papers out of the other columns: as
    :func:`~analysis.search.term_papers.with_term_papers` with the new index makes it.

    Each keyword's search is planned once here (its plan says whether it adds such an
    acronym) and that plan is the one searched: planned again by the search, the
    keywords searched were planned three times in the analysis (once by the index's
    child, :mod:`analysis.search.beside`)."""
    terms = vocab.terms["term"].astype(str).to_numpy()
    plans = {int(j): index.plan(phrase_query(terms[j])) for j in vocab.keyword_ids}
    searched = [j for j, plan in plans.items()
                if any(w.excluded for t in plan.terms for _, w in t.written)]
    ids = np.asarray(searched + sorted(removed), dtype=np.int64)
    rows = rows_of_terms(index, [str(terms[j]) for j in searched],
                         [plans[j] for j in searched]) + [
        np.setdiff1d(vocab.term_docs(j), removed[j]).astype(np.int32) for j in sorted(removed)]
    return with_column_rows(vocab, ids, rows)


def other_sense_papers(vocab: Vocabulary, index: SearchIndex,
                       uses: list[AcronymUse] | None = None) -> list[tuple[Uses, np.ndarray]]:
    """Each ambiguous acronym's uses and the short-only papers using it in another sense
    (module docstring), term order; none when nothing is left out.  ``uses``: the
    acronyms the search adds (:func:`~analysis.search.acronym_uses.acronym_uses`, read
    here when not given)."""
    out: list[tuple[Uses, np.ndarray]] = []
    if vocab.n_docs == 0:
        return out
    uses = acronym_uses(vocab, index) if uses is None else uses
    with index.store.lock:
        con = index.store.connection()
        meanings = _defined_meanings(con)
        context = _Context(vocab)
        for ambiguous, others in _ambiguous_uses(uses, con, meanings):
            gone = context.other_sense(ambiguous, [_meaning_rows(con, vocab, ambiguous, m)
                                                   for m in others])
            if gone.size:
                out.append((ambiguous, gone))
        index.store.close()  # its pages: the searches read much of the file
    return out


def _ambiguous_uses(uses: list[AcronymUse], con: sqlite3.Connection,
                    meanings: dict[str, list[str]]) -> Iterator[tuple[Uses, list[str]]]:
    """Of ``uses``, the acronyms whose letters the corpus defines otherwise
    (:data:`MIN_OTHER_DEFINERS`, :data:`MIN_OTHER_SHARE`), with :data:`MIN_LONG` long
    papers and some short-only ones, and the keys of the other meanings defined."""
    for use in uses:
        w, rest = use.written, use.rest
        start = defined_key(w.acronym)
        others = [m for m in meanings.get(start, ()) if m not in w.meant]
        if not others or not w.meant or not rest:
            continue
        other = _match(con, w.defined_otherwise()).size
        if other < MIN_OTHER_DEFINERS or \
                other < MIN_OTHER_SHARE * _match(con, f'"{start}" *').size:
            continue
        long = _match(con, " OR ".join(_phrase(p, {}) for p in rest))
        short_only = np.setdiff1d(_match(con, w.fts()), long)
        if long.size >= MIN_LONG and short_only.size:
            yield Uses(use.term_id, use.phrase, w, long, short_only), others


def _defined_meanings(con: sqlite3.Connection) -> dict[str, list[str]]:
    """Each short form's definition key start (:func:`~analysis.search.keys.defined_key`)
    -> the keys of the long forms the papers give it, spelled out ("_d_lcd_" ->
    ["liquidcrystaldisplay", "loopclosuredetection"]), from the index's vocabulary of
    keys (FTS5's ``fts5vocab``)."""
    con.execute("CREATE VIRTUAL TABLE IF NOT EXISTS temp.paper_trends_keys "
                "USING fts5vocab(main, papers, 'row')")
    out: dict[str, list[str]] = {}
    for (key,) in con.execute("SELECT term FROM temp.paper_trends_keys "
                              "WHERE term >= '_d_' AND term < '_d`'"):
        m = _DEFINED.fullmatch(str(key))
        if m:
            out.setdefault(m.group(1), []).append(m.group(2))
    return out


#: A definition key: its start ("_d_lcd_") and a spelled-out meaning (not a stem "_...").
_DEFINED = re.compile(r"(_d_[a-z0-9]+_)([a-z0-9][^_]*)")


def _meaning_rows(con: sqlite3.Connection, vocab: Vocabulary, uses: Uses,
                  meaning: str) -> np.ndarray:
    """The papers of another meaning of the letters: those defining them so (and not as
    the term: a variant of its long form, by :func:`analysis.terms.acronyms.meanings`'
    stems, is none), and those writing it where it is a term of the vocabulary; the long
    papers left out, the short-only ones too when two others remain."""
    start = defined_key(uses.written.acronym)
    kept = " OR ".join(f'"{start}{m}"' for m in uses.written.meant)
    rows = _match(con, f'"{start}{meaning}" NOT ({kept})')
    if rows.size == 0:
        return rows
    j = vocab.lookup(meaning)
    if j is not None and j != uses.term_id:
        rows = np.union1d(rows, vocab.term_docs(j))
    rows = np.setdiff1d(rows, uses.long)
    apart = np.setdiff1d(rows, uses.short_only)
    return apart if apart.size >= 2 else rows


class _Context:
    """The papers' rows as TF-IDF (module docstring), a term's own columns left out.

    Made once for every ambiguous acronym: the sample's log counts (the background,
    :data:`SAMPLE` papers) are read here, not once per acronym, and each acronym only
    weights them.  The products of two dense vectors (a centroid's length, two
    centroids' cosine) are numpy sums, not BLAS: OpenBLAS splits a product of the
    vocabulary's length (40,000 columns at 250,000 papers) between its threads, and on
    two busy cores each product waited 2-8 ms for them (6 us on one thread): ~3,000 of
    them took 16 of the function's 28 s profiled at 250,000 papers (bench/SCALE.md,
    wave 37).  A numpy sum is the same whatever the threads, and BLAS's to 1e-15."""

    def __init__(self, vocab: Vocabulary) -> None:
        self.vocab = vocab
        n = vocab.n_docs
        df = vocab.terms["df"].to_numpy(dtype=np.float64)
        self.idf = np.log((n + 1) / (df + 1))
        self.sample = np.unique(np.linspace(0, n - 1, num=min(n, SAMPLE)).round().astype(np.int64))
        self.sample_logs = self._logs(self.sample)
        self.keys = [tuple(str(k).split()) for k in vocab.terms["key"]]
        self.by_key = {k: j for j, k in enumerate(self.keys)}
        self.by_word: dict[str, list[int]] = {}
        for j, k in enumerate(self.keys):
            for word in set(k) if len(k) > 1 else ():
                self.by_word.setdefault(word, []).append(j)

    def other_sense(self, uses: Uses, meanings: list[np.ndarray]) -> np.ndarray:
        """The short-only papers in another context, when the acronym is ambiguous."""
        weights = self.idf.copy()
        weights[self._own_columns(uses.term_id)] = 0.0
        # a row is unit length, or empty when the paper has no word but the term's own:
        # an empty one says nothing of the context and is left out of the quantile
        long, unit = _unit_rows(self._logs(uses.long), weights)
        total = _column_sums(long)
        centre = total / max(_length(total), 1e-12)
        # each long paper against the centroid of the others
        dots = long @ total
        rest = np.sqrt(np.maximum(_dot(total, total) - 2 * dots + 1, 1e-12))
        own = np.sort(((dots - 1) / rest)[unit])
        if own.size == 0:
            return np.empty(0, np.int64)
        short, said = _unit_rows(self._logs(uses.short_only), weights)  # no context: kept
        score = short @ centre
        low = np.searchsorted(own, score) / own.size
        if not _more_than_chance(int((low < LOW).sum()), score.size):
            return np.empty(0, np.int64)
        apart = self.sample_logs[~np.isin(self.sample, uses.long)]
        background = np.sort(_unit_rows(apart, weights)[0] @ centre)
        near = np.searchsorted(background, score) / max(background.size, 1)
        other = np.full(score.size, -1.0)
        for rows in meanings:
            if rows.size < 2:
                continue
            theirs = _column_sums(_unit_rows(self._logs(rows), weights)[0])
            theirs /= max(_length(theirs), 1e-12)
            if _dot(theirs, centre) < SENSE_APART:
                other = np.maximum(other, short @ theirs)
        gone = (((low < LOW) | ((other > score) & (low < NEAR_SHARE)))
                & (near < MAX_BACKGROUND) & said)
        return uses.short_only[gone].astype(np.int64)

    def _logs(self, rows: np.ndarray) -> sp.csr_matrix:
        """The log counts ``log(1 + n)`` of the papers ``rows``, unweighted."""
        m = sp.csr_matrix(self.vocab.matrix[rows])
        return sp.csr_matrix((np.log1p(m.data, dtype=np.float64), m.indices, m.indptr),
                             shape=m.shape)

    def _own_columns(self, term_id: int) -> np.ndarray:
        """The term's column, its words' and phrases' inside it, and the phrases holding
        it (a paper writing only the acronym cannot hold them)."""
        key = self.keys[term_id]
        n = len(key)
        parts = (key[a:b] for a in range(n) for b in range(a + 1, n + 1))
        inside = {self.by_key[p] for p in parts if p in self.by_key}
        holding = {j for j in self.by_word.get(key[0], ()) if len(self.keys[j]) > n
                   and _inside(key, self.keys[j])}
        return np.asarray(sorted(inside | holding), dtype=np.int64)


def _unit_rows(logs: sp.csr_matrix, weights: np.ndarray) -> tuple[sp.csr_matrix, np.ndarray]:
    """Unit-length TF-IDF rows of the log counts ``logs`` with column ``weights``, and
    which rows are not empty (not all their columns' weights zero).  Scaled in their
    values, not by a diagonal matrix's product: that product (a new matrix of the rows,
    each time) was 1.4 of the function's 6 s at 250,000 papers with BLAS on one thread."""
    row = np.repeat(np.arange(logs.shape[0]), np.diff(logs.indptr))
    data = logs.data * weights[logs.indices]
    norms = np.sqrt(np.bincount(row, weights=data * data, minlength=logs.shape[0]))
    data *= (1.0 / np.maximum(norms, 1e-12))[row]
    return sp.csr_matrix((data, logs.indices, logs.indptr), shape=logs.shape), norms > 0


def _column_sums(m: sp.csr_matrix) -> np.ndarray:
    return np.bincount(m.indices, weights=m.data, minlength=m.shape[1])


def _dot(a: np.ndarray, b: np.ndarray) -> float:
    """``a @ b`` by numpy's sum, not BLAS (:class:`_Context`)."""
    return float(np.sum(a * b))


def _length(a: np.ndarray) -> float:
    return math.sqrt(_dot(a, a))


def _inside(part: tuple[str, ...], whole: tuple[str, ...]) -> bool:
    n = len(part)
    return any(whole[i:i + n] == part for i in range(len(whole) - n + 1))


def _more_than_chance(k: int, n: int) -> bool:
    """Whether ``k`` of ``n`` papers below the :data:`LOW` quantile is more than chance:
    the binomial upper tail ``P(X >= k)`` below :data:`ALPHA`."""
    if k == 0:
        return False
    tail = sum(math.exp(math.lgamma(n + 1) - math.lgamma(i + 1) - math.lgamma(n - i + 1)
                        + i * math.log(LOW) + (n - i) * math.log1p(-LOW))
               for i in range(k, n + 1))
    return tail < ALPHA
