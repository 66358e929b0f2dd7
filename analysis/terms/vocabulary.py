"""Terms (single words and multi-word phrases) and the document-term matrix.

Every later stage (keywords, topics, trends) counts the same terms, so the vocabulary
is built once per corpus by :func:`build_vocabulary`.

Words
    Tokens of :func:`analysis.text.tokenize`'s rule (on accent-stripped text, so
    "Nyström" is one word, "Nystrom"), compared in a *key* form: folded
    (lower case, no accents), possessive ``'s`` dropped, and English plural inflection
    removed ("models" -> "model", "policies" -> "policy", "LLMs" -> "llm", "matrices" ->
    "matrix").  Only inflection is merged, never derivation: a stemmer such as Porter's
    or Snowball's would merge "optimal" with "optimization" and "experience" with
    "experiment", which would make keyword counts wrong.  Tokens of one letter, numbers,
    :data:`analysis.stopwords.ENGLISH` function words and
    :data:`analysis.stopwords.DEBRIS` never become terms.
Phrases
    Contiguous runs of two or three content words inside one sentence clause (never
    across punctuation, numbers or a function word), not starting or ending with a
    generic modifier or verb ("novel", "achieves"), used by at least ``min_df`` papers
    and cohesive: the phrase's normalised pointwise mutual information over token
    positions (Bouma 2009) is at least 0.25 for bigrams, and a trigram accounts for at
    least a quarter of the occurrences of its rarer sub-bigram.  This is the classic
    collocation filter (Manning & Schuetze 1999, ch. 5) on frequent n-grams.  An
    n-gram nearly always (80%) followed, or preceded, by the same word is a fragment
    of a longer phrase and is dropped ("deep neural" of "deep neural networks").
    A phrase made only of generic words ("proposed method") is never a term.
Display form
    The most frequent surface form of the key, in its usual case: acronyms stay upper
    case ("LLM", "GAN", "RL"; the singular when it is used), names keep their capital
    ("Bayesian", "Gaussian"), other words are lower case.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np
import pandas as pd
import scipy.sparse as sp

from analysis.text import TOKEN_RE, fold
from analysis.text.stopwords import ENGLISH, GENERIC, GENERIC_EDGE, NEVER

# A token, or a boundary: a number, or any other non-space character (punctuation).
_SCAN = re.compile(TOKEN_RE.pattern + r"|\d[\d.,]*|[^\w\s]")
_BOUNDARY = "."
_SENTENCE_END = frozenset(".!?:;")
# An n-gram whose occurrences are (almost) all followed, or all preceded, by the same
# word is a fragment of a longer phrase ("deep neural" of "deep neural networks").
FRAGMENT_SHARE = 0.8

BIGRAM_MIN_NPMI = 0.25
TRIGRAM_MIN_SHARE = 0.25

_IRREGULAR = {
    "matrices": "matrix", "indices": "index", "vertices": "vertex", "simplices": "simplex",
    "hypotheses": "hypothesis", "analyses": "analysis", "theses": "thesis", "bases": "basis",
    "criteria": "criterion", "phenomena": "phenomenon", "appendices": "appendix",
    "children": "child", "biases": "bias", "axes": "axis", "lemmata": "lemma",
    "automata": "automaton", "corpora": "corpus", "optima": "optimum", "maxima": "maximum",
    "minima": "minimum", "radii": "radius", "foci": "focus", "loci": "locus",
    "caches": "cache", "niches": "niche", "headaches": "headache", "avalanches": "avalanche",
}
# Words that end in s and are not plurals (or whose singular means something else).
_NO_STRIP = frozenset("""
bias alias atlas canvas gas lens means series species news has was his its this thus
plus minus versus bus virus corpus focus consensus census bonus status radius calculus
locus modulus nexus apparatus campus stimulus syllabus chaos cosmos kudos ethos pathos
lasso yes less unless across always perhaps whereas towards afterwards sometimes
nevertheless regardless k-means c-means
physics mathematics economics dynamics robotics genomics ethics semantics linguistics
analytics electronics informatics optics acoustics kinematics photonics bioinformatics
proteomics politics statistics graphics aerodynamics thermodynamics pharmacokinetics
econometrics biometrics logistics mechanics athletics
""".split())
_ACRONYM_PLURAL = re.compile(r"^[A-Za-z0-9-]*[A-Z]s$")


def word_key(token: str) -> str:
    """Normalised key of one token: folded, possessive dropped, plural inflection removed.

    ``"Models" -> "model"``, ``"LLMs" -> "llm"``, ``"policies" -> "policy"``,
    ``"classes" -> "class"``, ``"k-means" -> "k-means"``.
    """
    if len(token) >= 3 and _ACRONYM_PLURAL.match(token):
        return fold(token[:-1])
    w = fold(token)
    if w.endswith("'s"):
        w = w[:-2]
    w = w.rstrip("'")
    if w in _IRREGULAR:
        return _IRREGULAR[w]
    head, sep, last = w.rpartition("-")
    if len(last) < 4 or not last.endswith("s") or last in _NO_STRIP or w in _NO_STRIP:
        return w
    if last.endswith(("ss", "us", "is", "ous")):
        return w
    if last.endswith("ies") and len(last) > 4 and last not in ("series", "species"):
        last = last[:-3] + "y"
    elif last.endswith(("sses", "xes", "zes", "ches", "shes")) and len(last) > 4:
        last = last[:-2]
    else:
        last = last[:-1]
    return head + sep + last


def _strip_accents(text: str) -> str:
    """Text with accents removed, case kept (NFKD, combining marks dropped)."""
    s = unicodedata.normalize("NFKD", text)
    return "".join(c for c in s if not unicodedata.combining(c))


def _is_word(w: str) -> bool:
    """A folded token that can be (part of) a term."""
    return len(w) >= 2 and w not in NEVER and any(c.isalpha() for c in w)


def _case_class(s: str) -> int:
    """0 lower, 1 capitalised ("Bayesian"), 2 other (acronym or inner capitals)."""
    if s.islower() or not any(c.isalpha() for c in s):
        return 0
    parts = [x for x in s.split("-") if x]
    if s[0].isupper() and all(x[1:].islower() or not any(c.isalpha() for c in x[1:])
                              for x in parts):
        return 1  # "Bayesian", "Short-Term"
    return 2


def default_min_df(n_docs: int) -> int:
    """Minimum number of papers for a term: ``clip(round(sqrt(n) / 10), 2, 20)``.

    2 papers for up to ~250 abstracts, 5 at 3,000, 15 at 24,000.
    """
    return int(np.clip(round(np.sqrt(max(n_docs, 1)) / 10), 2, 20))


@dataclass(frozen=True)
class Vocabulary:
    """The corpus's terms and its document-term count matrix.

    Attributes
    ----------
    terms : DataFrame
        Index ``term_id`` 0..V-1 (sorted by key, so ids do not depend on document order);
        columns ``term`` (display form), ``key`` (normalised words joined by spaces),
        ``n_words`` (1-3), ``df`` (number of papers using the term) and ``generic``
        (True for words every abstract uses, see :mod:`analysis.stopwords`).
    matrix : csr_matrix
        ``n_docs x V`` occurrence counts (a phrase counts where its words are adjacent;
        its words are counted too).
    presence : csc_matrix
        ``n_docs x V`` 0/1 (float32): who uses what.  Column-major, so a term's papers
        and ``presence.T @ mask`` (papers per term in any selection) are cheap; every
        count of papers (keywords, trends) is taken from it.
    """

    terms: pd.DataFrame
    matrix: sp.csr_matrix
    presence: sp.csc_matrix = field(repr=False, compare=False)
    _index: dict = field(default_factory=dict, repr=False, compare=False)
    _keys: dict = field(default_factory=dict, repr=False, compare=False)

    @property
    def n_docs(self) -> int:
        return self.matrix.shape[0]

    def lookup(self, text: str) -> int | None:
        """Term id of ``text`` (case- and inflection-insensitive: "Models" -> "model")."""
        if not text:
            return None
        hit = self._index.get(fold(text.strip()))
        if hit is not None:
            return hit
        return self._keys.get(text_key(text))

    def key_id(self, key: str) -> int | None:
        """Term id of a normalised key ("large language model"), or None."""
        return self._keys.get(key)

    def term_docs(self, term_id: int) -> np.ndarray:
        """Row indices of the papers using term ``term_id``."""
        p = self.presence
        return p.indices[p.indptr[term_id]:p.indptr[term_id + 1]].copy()

    def doc_counts(self, rows: np.ndarray | None = None) -> np.ndarray:
        """Papers using each term among ``rows`` (bool mask; None = all), as ints."""
        if rows is None:
            return self.terms["df"].to_numpy()
        return np.rint(self.presence.T @ np.asarray(rows, dtype=np.float32)).astype(np.int64)


def text_key(text: str) -> str:
    """Key of a word or phrase as typed ("Large Language Models" -> "large language model")."""
    return " ".join(word_key(t) for t in TOKEN_RE.findall(_strip_accents(text)))


def _factorize(values) -> tuple[np.ndarray, np.ndarray]:
    codes, uniques = pd.factorize(pd.Series(values, dtype=object), sort=False)
    return codes.astype(np.int64), np.asarray(uniques, dtype=object)


def _doc_counts(doc: np.ndarray, code: np.ndarray, bound):
    """Unique (doc, code) pairs with their counts, as (doc, code, count) arrays.

    ``bound`` is an upper bound of ``code``; one sort when ``doc * bound`` fits int64.
    """
    if code.size == 0:
        e = np.empty(0, dtype=np.int64)
        return e, e, e
    bound = int(bound)
    if bound * (int(doc.max()) + 1) >= 2**62:
        uc, inv = np.unique(code, return_inverse=True)
        up, cnt = np.unique(doc * len(uc) + inv, return_counts=True)
        return up // len(uc), uc[up % len(uc)], cnt
    up, cnt = np.unique(doc * bound + code, return_counts=True)
    return up // bound, up % bound, cnt


def _count_in(values: np.ndarray, sorted_codes: np.ndarray, mask: bool = False):
    """Occurrences in ``values`` of each of ``sorted_codes`` (or, with ``mask``, the mask
    of ``values`` that are among them), by binary search instead of a sort."""
    if sorted_codes.size == 0 or values.size == 0:
        return np.zeros(values.size if mask else sorted_codes.size,
                        dtype=bool if mask else np.int64)
    i = np.minimum(np.searchsorted(sorted_codes, values), sorted_codes.size - 1)
    hit = sorted_codes[i] == values
    if mask:
        return hit
    return np.bincount(i[hit], minlength=sorted_codes.size)


def build_vocabulary(texts: Sequence[str], min_df: int | None = None) -> Vocabulary:
    """Build the terms and document-term matrix of cleaned ``title. abstract`` texts.

    Parameters
    ----------
    texts
        Cleaned texts (:func:`analysis.text.clean_text` output), one per paper.
    min_df
        A term must be used by at least this many papers; default
        :func:`default_min_df` of the corpus size.

    Returns
    -------
    Vocabulary
        Term ids are sorted by key, so the same texts in any order give the same terms
        and ids (the matrix rows follow ``texts``).
    """
    n = len(texts)
    if min_df is None:
        min_df = default_min_df(n)
    min_df = max(1, int(min_df))

    # --- tokens, one flat array; a boundary after every document
    flat: list[str] = []
    lengths = np.empty(n, dtype=np.int64)
    for i, t in enumerate(texts):
        t = t or ""
        if not t.isascii():  # the token rule is ASCII: "Nyström" -> "Nystrom", not "Nystr"
            t = _strip_accents(t)
        toks = _SCAN.findall(t)
        toks.append(_BOUNDARY)
        flat.extend(toks)
        lengths[i] = len(toks)
    doc = np.repeat(np.arange(n, dtype=np.int64), lengths)
    sid, surfaces = _factorize(flat)
    del flat

    # --- per distinct surface: lower form, key, flags
    lower_of = [fold(s) for s in surfaces]
    keys = [word_key(s) if _is_word(lw) else None for s, lw in zip(surfaces, lower_of, strict=True)]
    keys = [k if k is not None and _is_word(k) else None for k in keys]
    key_codes, key_strings = _factorize([k if k is not None else "" for k in keys])
    # "" is the code of non-words
    empty = np.flatnonzero(key_strings == "")
    kid_of_surface = key_codes.copy()
    if empty.size:
        kid_of_surface[key_codes == empty[0]] = -1
    tok_kid = kid_of_surface[sid]

    # --- single words
    valid = tok_kid >= 0
    nk = np.int64(len(key_strings))
    ud, uk, uc = _doc_counts(doc[valid], tok_kid[valid], nk)
    word_df = np.bincount(uk, minlength=len(key_strings))
    frequent = word_df >= min_df
    frequent[empty] = False

    # token counts per surface, for display forms and collocation statistics
    surf_count = np.bincount(sid, minlength=len(surfaces))
    key_tok_count = np.bincount(tok_kid[valid], minlength=len(key_strings)).astype(np.float64)
    n_tokens = float(valid.sum())

    # --- phrases over frequent words (compact ids); edges not generic modifiers/verbs
    key_list = [str(k) for k in key_strings]
    generic_key = np.array([k in GENERIC for k in key_list], dtype=bool)
    fw = np.flatnonzero(frequent)
    nf = np.int64(max(len(fw), 1))
    compact = np.full(len(key_strings), -1, dtype=np.int64)
    compact[fw] = np.arange(len(fw))
    cid = np.where(tok_kid >= 0, compact[np.maximum(tok_kid, 0)], -1)
    edge_f = np.array([key_list[k] not in GENERIC_EDGE and key_list[k] not in ENGLISH
                       for k in fw], dtype=bool)
    generic_f = generic_key[fw]
    tok_f = key_tok_count[fw]
    e0 = (cid >= 0) & edge_f[np.maximum(cid, 0)] if len(fw) else np.zeros(cid.size, bool)
    mid = cid >= 0

    phrase_rows = []  # (doc, code, count, n_words)
    phrase_meta = {}  # n_words -> (positions, codes, chosen codes)
    # bigrams
    b_pos = np.flatnonzero(e0[:-1] & e0[1:])
    b_code = cid[b_pos] * nf + cid[b_pos + 1]
    bd, bc, bn = _doc_counts(doc[b_pos], b_code, nf * nf)
    ucode, udf = np.unique(bc, return_counts=True)
    cand = ucode[udf >= min_df]
    bigrams = cand[:0]
    if cand.size:
        c_ab = _count_in(b_code, cand).astype(np.float64)
        a, b = cand // nf, cand % nf
        p_ab = c_ab / n_tokens
        pmi = np.log(p_ab) - np.log(tok_f[a] / n_tokens) - np.log(tok_f[b] / n_tokens)
        npmi = pmi / -np.log(p_ab)
        keep = (npmi >= BIGRAM_MIN_NPMI) & ~(generic_f[a] & generic_f[b])
        keep &= ~_fragments(cand, b_pos, b_code, 2, cid, nf)
        bigrams = cand[keep]
    sel = _count_in(bc, bigrams, mask=True)
    phrase_rows.append((bd[sel], bc[sel], bn[sel], 2))
    phrase_meta[2] = (b_pos, b_code, bigrams)

    # trigrams: edges edge-worthy, middle any frequent word
    t_pos = np.flatnonzero(e0[:-2] & mid[1:-1] & e0[2:])
    t_code = (cid[t_pos] * nf + cid[t_pos + 1]) * nf + cid[t_pos + 2]
    td_, tc_, tn_ = _doc_counts(doc[t_pos], t_code, nf * nf * nf)
    ucode, udf = np.unique(tc_, return_counts=True)
    cand = ucode[udf >= min_df]
    trigrams = cand[:0]
    if cand.size:
        c_abc = _count_in(t_code, cand)
        ab, bc2 = cand // nf, cand % (nf * nf)
        all_ok = mid[:-1] & mid[1:]
        all_b = (cid[:-1] * nf + cid[1:])[all_ok]
        sub = _count_in(all_b, np.unique(np.concatenate([ab, bc2])))
        need = np.unique(np.concatenate([ab, bc2]))
        rarer = np.minimum(sub[np.searchsorted(need, ab)], sub[np.searchsorted(need, bc2)])
        w0, w1, w2 = cand // (nf * nf), (cand // nf) % nf, cand % nf
        keep = (c_abc >= TRIGRAM_MIN_SHARE * rarer) & ~(generic_f[w0] & generic_f[w1]
                                                        & generic_f[w2])
        trigrams = cand[keep]
        trigrams = trigrams[~_fragments(trigrams, t_pos, t_code, 3, cid, nf)]
    sel = _count_in(tc_, trigrams, mask=True)
    phrase_rows.append((td_[sel], tc_[sel], tn_[sel], 3))
    phrase_meta[3] = (t_pos, t_code, trigrams)
    nk = nf  # phrase codes below are in compact ids

    # --- display forms
    lower_arr = np.array(lower_of, dtype=object)
    lower_codes, lower_strings = _factorize(lower_arr)
    # casing per lower form: most frequent variant of the winning case class; a capital
    # at the start of a sentence says nothing, so sentence-initial tokens are not counted
    case_cls = np.array([_case_class(s) for s in surfaces], dtype=np.int64)
    is_stop = np.array([s in _SENTENCE_END for s in surfaces], dtype=bool)
    initial = np.ones(sid.size, dtype=bool)
    initial[1:] = is_stop[sid[:-1]]
    case_count = np.bincount(sid[~initial], minlength=len(surfaces))
    case_count = np.where(np.bincount(lower_codes, weights=case_count,
                                      minlength=len(lower_strings))[lower_codes] > 0,
                          case_count, surf_count)
    cased = _casing(surfaces, lower_codes, case_cls, case_count, len(lower_strings))

    # unigram display: most frequent lower form of the key
    word_ids = np.flatnonzero(frequent)
    best_lower = _best_per_group(kid_of_surface, lower_codes, surf_count, len(key_strings),
                                 lower_strings)
    word_term = {}
    lower_index = None
    for k in word_ids:
        lw = best_lower[k]
        disp = cased[lw]
        if _case_class(disp) == 2 and key_list[k] != lower_strings[lw]:
            # acronym plural shown singular when the singular is used ("LLM" not "LLMs")
            if lower_index is None:
                lower_index = _lower_index(lower_strings)
            sing = lower_index.get(key_list[k])
            if sing is not None:
                disp = cased[sing]
        word_term[k] = disp

    # phrase display: most frequent sequence of lower forms
    low_tok = lower_codes[sid]
    nl = np.int64(len(lower_strings))
    phrase_terms = []  # (key, display, n_words, code)
    for nw, (pos, codes, chosen) in phrase_meta.items():
        if chosen.size == 0:
            continue
        m = _count_in(codes, chosen, mask=True)
        p = pos[m]
        lc = low_tok[p]
        for j in range(1, nw):
            lc = lc * nl + low_tok[p + j]
        best = _argmax_by_group(codes[m], lc, lambda v, nw=nw: _decode_lower(v, nw, nl,
                                                                          lower_strings))
        for c, low in best.items():
            parts = []
            for _ in range(nw):
                parts.append(cased[int(low % nl)])
                low //= nl
            words = []
            cc = c
            for _ in range(nw):
                words.append(key_list[int(fw[int(cc % nk)])])
                cc //= nk
            phrase_terms.append((" ".join(reversed(words)), " ".join(reversed(parts)), nw, c))

    # --- assemble terms, sorted by key
    rows = [(key_list[k], word_term[k], 1, ("w", int(k))) for k in word_ids]
    rows += [(key, disp, nw, ("p", int(c), nw)) for key, disp, nw, c in phrase_terms]
    rows.sort(key=lambda r: r[0])
    col_of_word = {}
    col_of_phrase = {}
    for j, r in enumerate(rows):
        if r[3][0] == "w":
            col_of_word[r[3][1]] = j
        else:
            col_of_phrase[(r[3][2], r[3][1])] = j

    # matrix blocks
    rr, cc_, vv = [], [], []
    mw = np.isin(uk, word_ids)
    wmap = np.full(len(key_strings), -1, dtype=np.int64)
    for k, j in col_of_word.items():
        wmap[k] = j
    rr.append(ud[mw])
    cc_.append(wmap[uk[mw]])
    vv.append(uc[mw])
    for d_, c_, n_, nw in phrase_rows:
        if c_.size == 0:
            continue
        uniq = np.unique(c_)
        cols = np.array([col_of_phrase[(nw, int(x))] for x in uniq], dtype=np.int64)
        rr.append(d_)
        cc_.append(cols[np.searchsorted(uniq, c_)])
        vv.append(n_)
    V = len(rows)
    matrix = sp.csr_matrix(
        (np.concatenate(vv).astype(np.float64) if vv else np.empty(0),
         (np.concatenate(rr) if rr else np.empty(0, np.int64),
          np.concatenate(cc_) if cc_ else np.empty(0, np.int64))),
        shape=(n, V))
    matrix.sum_duplicates()
    matrix.sort_indices()
    presence = matrix.tocsc().astype(np.float32)
    presence.data[:] = 1.0
    presence.sort_indices()
    df = np.diff(presence.indptr)
    terms = pd.DataFrame({
        "term": [r[1] for r in rows],
        "key": [r[0] for r in rows],
        "n_words": np.array([r[2] for r in rows], dtype=np.int64),
        "df": df.astype(np.int64),
        "generic": [all(w in GENERIC for w in r[0].split()) for r in rows],
    })
    terms.index.name = "term_id"
    # display forms first, so that lookup(term) always returns that term's id
    keys = {key: j for j, key in enumerate(terms["key"])}
    index: dict[str, int] = {}
    for j, disp in enumerate(terms["term"]):
        index.setdefault(fold(disp), j)
    for key, j in keys.items():
        index.setdefault(key, j)
    return Vocabulary(terms=terms, matrix=matrix, presence=presence, _index=index, _keys=keys)


def _fragments(cand: np.ndarray, pos: np.ndarray, codes: np.ndarray, nw: int,
               cid: np.ndarray, nf) -> np.ndarray:
    """Mask over sorted ``cand``: n-grams nearly always extended by the same word on one
    side (fragments of a longer phrase)."""
    out = np.zeros(cand.size, dtype=bool)
    if cand.size == 0:
        return out
    m = _count_in(codes, cand, mask=True)
    p = pos[m]
    ci = np.searchsorted(cand, codes[m])
    total = np.bincount(ci, minlength=cand.size)
    for nb in (cid[np.minimum(p + nw, cid.size - 1)], cid[np.maximum(p - 1, 0)]):
        ok = nb >= 0
        pair, cnt = np.unique(ci[ok] * np.int64(nf) + nb[ok], return_counts=True)
        top = np.zeros(cand.size, dtype=np.int64)
        np.maximum.at(top, pair // np.int64(nf), cnt)
        out |= top >= FRAGMENT_SHARE * np.maximum(total, 1)
    return out


def _decode_lower(v: int, nw: int, nl, lower_strings) -> str:
    parts = []
    for _ in range(nw):
        parts.append(str(lower_strings[int(v % nl)]))
        v //= nl
    return " ".join(reversed(parts))


def _lower_index(lower_strings: np.ndarray) -> dict:
    return {str(s): i for i, s in enumerate(lower_strings)}


def _casing(surfaces, lower_codes, case_cls, surf_count, n_lower) -> list[str]:
    """Display casing of each lower form (see module docstring)."""
    tot = np.zeros((n_lower, 3))
    np.add.at(tot, (lower_codes, case_cls), surf_count)
    out = [None] * n_lower
    best: dict[tuple[int, int], tuple[int, str]] = {}
    for s, lc, cl, cnt in zip(surfaces, lower_codes, case_cls, surf_count, strict=True):
        k = (int(lc), int(cl))
        cur = best.get(k)
        cand = (int(cnt), str(s))
        if cur is None or cand[0] > cur[0] or (cand[0] == cur[0] and cand[1] < cur[1]):
            best[k] = cand
    for lc in range(n_lower):
        t = tot[lc]
        total = t.sum()
        if total and t[2] >= 0.5 * total:
            cls = 2
        elif total and t[1] >= 0.7 * total:
            cls = 1
        else:
            cls = 0
        if (lc, cls) not in best:
            cls = max(((lc, c) for c in range(3) if (lc, c) in best), key=lambda x: best[x][0])[1]
        s = best[(lc, cls)][1]
        out[lc] = s.lower() if cls == 0 else s
    return out


def _best_per_group(group_of_surface, lower_codes, surf_count, n_groups, lower_strings):
    """For each group (key), the lower form with most tokens (ties: alphabetical)."""
    g = np.asarray(group_of_surface)
    ok = g >= 0
    pair_counts: dict[tuple[int, int], int] = {}
    for gg, lc, c in zip(g[ok], lower_codes[ok], surf_count[ok], strict=True):
        pair_counts[(int(gg), int(lc))] = pair_counts.get((int(gg), int(lc)), 0) + int(c)
    best: dict[int, tuple[int, str, int]] = {}
    for (gg, lc), c in pair_counts.items():
        cand = (c, str(lower_strings[lc]), lc)
        cur = best.get(gg)
        if cur is None or c > cur[0] or (c == cur[0] and cand[1] < cur[1]):
            best[gg] = cand
    return {gg: v[2] for gg, v in best.items()}


def _argmax_by_group(groups: np.ndarray, values: np.ndarray, name) -> dict:
    """For each group, its most frequent value (ties: smallest ``name(value)``)."""
    if groups.size == 0:
        return {}
    ug, gi = np.unique(groups, return_inverse=True)
    uv, vi = np.unique(values, return_inverse=True)
    pair, cnt = np.unique(gi.astype(np.int64) * len(uv) + vi, return_counts=True)
    best: dict = {}
    for pr, c in zip(pair.tolist(), cnt.tolist(), strict=True):
        g, v = int(ug[pr // len(uv)]), int(uv[pr % len(uv)])
        cur = best.get(g)
        if cur is None or c > cur[1] or (c == cur[1] and name(v) < name(cur[0])):
            best[g] = (v, c)
    return {k: v[0] for k, v in best.items()}
