"""Mixed topics: a factorisation's residual components, told apart from subjects.

A factorisation of K components spends some of them on the papers the others do not
fit: on the 61,000 papers "analysis · data · effect" (2,901 papers, the largest topic:
cable robots, representation clustering and hand prostheses among its most
representative papers; "techniques · field · information" since the terms changed),
"function · problem · network", "time · cost · accuracy".  Such a
topic is a grab-bag of the words every field uses, and a chart or a trend sentence that
names it as a field ("falling") misleads.  It is kept (its papers need a topic, and the
fitted topics stay as they are) and *marked*: its label reads "mixed: analysis · data ·
effect", the topics table says ``mixed``, the topics card's sentence says what "mixed:"
means (a reader meets the word on the axis), and no trend sentence names it as the lead
change.  Only the labels change: the topics, their terms and the papers' topics stay as
fitted (ICML NPMI@10 0.1442, TD@25 0.904 with and without the test).

The criterion (both, each measured on the corpus itself; no word list):

distinctness of the head terms (below :data:`MAX_DISTINCTNESS`)
    A topic whose words are the corpus's own is vacuous (AlSumait, Barbará, Gentle &
    Domeniconi 2009, "Topic significance ranking of LDA generative models", ECML PKDD:
    the "W-Vacuous" junk topic, close to the corpus's empirical word distribution).
    Measured over its first :data:`HEAD_TERMS` (10) terms as the mean log-lift
    ``log2(phi(t|k) / p(t))``, ``phi`` the share of the topic's papers using the term
    (papers counted by their share of the topic, as the terms are ranked:
    :mod:`analysis.topics.ranking`) and ``p`` the share of all papers using it, divided
    by the most a term can have, ``log2(n_docs / papers of the topic)`` (a term used by
    the topic's papers only; its papers: those whose main topic it is): 0 when the
    topic's papers use its head terms as all papers do, 1 when only they use them.  The
    division makes topics of different sizes and corpora of different K comparable (a
    term's lift is bounded by the topic's share of the corpus: about 4.5 bits at ICML's
    K = 20, 5.3 at the 24k's 39, 2.3 at the seeds' 5).
papers that do not hang together (below the corpus's median topic)
    The mean pairwise cosine similarity of the topic's :data:`REPRESENTATIVE_PAPERS` (20)
    most representative papers (:func:`analysis.topics.representative_papers`' order),
    as the factorisation sees them (binary TF-IDF over the topic columns,
    :mod:`analysis.topics.weighting`), against the median of the corpus's topics.  A
    topic on a subject whose head holds the field's words still has papers on one thing
    ("support vector machine · regression · kernel" on the 24k, head 0.24: "support vector"
    at a lift of 4.5 bits, then "margin", "classifier", "examples" near 1-2; its papers
    0.29 against a median of 0.21); a grab-bag's are on anything (the 61k's "time · fast
    · online" 0.08, median 0.18: 3D tracking, abandoned objects, synthesis networks).

Measured (``bench/topics/mixed.py``, bench/topics/RESULTS.md "Mixed topics"; head
distinctness / papers' similarity, on main 4809551's terms):

- 61k (39 topics): flagged "techniques · field · information" 0.14 / 0.11, "time · fast ·
  online" 0.18 / 0.08, "function · problem · network" 0.19 / 0.14, "cost · accuracy ·
  computation" 0.25 (0.246) / 0.14, "representation · learning · learn" 0.25 (0.248) /
  0.15 (median 0.18): 5 topics, 6,289 papers (10%).  Below 0.25 but kept: "space · search
  · exploration" (0.246; papers 0.21).  Next: "visual · computer vision · image" 0.259,
  "dynamic · static · changes" 0.263, "graph · transformer · attention" 0.266.
- 24k (39): flagged "time · number · systems" 0.18 / 0.19, "machine learning · tasks ·
  fairness" 0.18 / 0.14, "classification · training · boosting" 0.20 / 0.15, "properties
  · probability · measure" 0.21 / 0.14, "function · optimization · risk minimization"
  0.21 / 0.19 (median 0.21): 5 topics, 2,204 papers (9%).  Below 0.25 but kept, their
  papers alike: "mixture · principal component analysis · datasets" (0.20 / 0.30) and
  "support vector machine · regression · kernel" (0.24 / 0.29).  Next: "sampling ·
  distribution · Monte Carlo" 0.260 (papers 0.16), "adaptation · domain · transfer
  learning" 0.284, "mixture · Gaussian process · Bayesian" 0.290.
- ICML 2013-19 (20): flagged "complexity · number · active learning" 0.20 / 0.15 and
  "lower bound · error · factor" 0.245 / 0.17 (median 0.195): 211 papers (7%).  Next:
  "variational inference · Gaussian process · Bayesian" 0.297 (its head shares
  "Bayesian", "inference" with the Monte Carlo topic), "black-box · Bayesian
  optimization · search" 0.308.
- the 57 seeds (5 topics): 0.62-0.86, none.

Why 0.25: below it, on all four corpora, the topics whose papers are less alike than the
median read as grab-bags; from 0.26 subjects begin (the 24k's Monte Carlo sampling at
0.260, domain adaptation 0.28-0.32, the Gaussian-process topics at 0.29-0.30).  0.22
keeps the 61k's "cost · accuracy · computation" and "representation · learning ·
learn" as fields; 0.28 flags the 24k's Monte Carlo sampling topic with the 61k's
"visual · computer vision · image", "dynamic · static · changes", "graph · transformer ·
attention" and "image · single · super-resolution"; 0.30 would flag ICML's
Gaussian-process topic (papers 0.185, median 0.195).  The 61k's three just above 0.25
are grab-bags the rule misses: there the topics run on without a gap.  (Before main's
terms change 2c01626, on 2ae2a62, the 61k flagged 7 topics, 10,583 papers, among them
the review's "analysis · data · effect", "time · cost · accuracy" and "computer vision ·
task · transformer"; the next was 0.256; the 24k 6, 2,468 papers; ICML the same two.)
The median for the papers' similarity is the corpus's own middle: a grab-bag is among
the less coherent half, which no absolute level says across corpora (median 0.18 on the
61k, 0.21 on the 24k, 0.195 on ICML, 0.11 on the seeds).

Left: a grab-bag whose head words are its own.  On the 61k before the terms change
"local · global · information" (0.280; its papers the least alike of all, 0.108) was
one: "local" and "global" used by its papers three to eight times as often as by others.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import scipy.sparse as sp

#: Terms of a topic's head whose distinctness is measured.
HEAD_TERMS = 10
#: A mixed topic's head terms are less than this share of the way from the corpus's
#: word use to a vocabulary of its own (module docstring).
MAX_DISTINCTNESS = 0.25
#: Papers whose similarity says whether the topic's papers hang together.
REPRESENTATIVE_PAPERS = 20
#: What a mixed topic's label starts with.
PREFIX = "mixed: "


def head_distinctness(shares: np.ndarray, df: np.ndarray, n_docs: int,
                      papers: np.ndarray, heads: Sequence[np.ndarray]) -> np.ndarray:
    """Per topic, the mean log-lift of its first :data:`HEAD_TERMS` terms over the most a
    term can have (module docstring).  ``shares`` is topics x columns (the share of each
    topic's papers using each column), ``df`` the papers using each column, ``papers``
    each topic's papers (whose main topic it is), ``heads`` each topic's columns, best first.
    1.0 (not mixed) for a topic with no terms or as large as the corpus."""
    p = np.maximum(np.asarray(df, dtype=np.float64), 1.0) / max(n_docs, 1)
    out = np.ones(len(heads))
    for k, ids in enumerate(heads):
        ids = np.asarray(ids[:HEAD_TERMS], dtype=np.int64)
        most = np.log2(max(n_docs, 1) / max(float(papers[k]), 1e-300))
        if ids.size and most > 0:
            lift = np.log2(np.maximum(shares[k, ids], 1e-12) / p[ids])
            out[k] = float(lift.mean()) / most
    return out


def representatives(assignment: np.ndarray, mixture: np.ndarray, strength: np.ndarray,
                    n: int = REPRESENTATIVE_PAPERS) -> list[np.ndarray]:
    """Per topic, the rows of its ``n`` most representative papers: among those assigned
    to it, the largest NMF weight first, then share, then row (the order of
    :func:`analysis.topics.representative_papers`)."""
    n_topics = mixture.shape[1]
    rows = np.arange(len(assignment))
    share = mixture[rows, assignment]
    weight = strength[rows, assignment]
    order = np.lexsort((rows, -share, -weight, assignment))
    ranked = np.asarray(assignment)[order]
    starts = np.searchsorted(ranked, np.arange(n_topics))
    return [order[a:a + n][ranked[a:a + n] == t] for t, a in enumerate(starts)]


def paper_similarity(counts: sp.csr_matrix, idf: np.ndarray) -> float:
    """The mean pairwise cosine similarity of some papers' topic-column rows, binary
    and weighted by ``idf`` (the factorisation's view); 1.0 for fewer than two papers."""
    m = counts.shape[0]
    if m < 2:
        return 1.0
    x = sp.csr_matrix(counts, dtype=np.float64, copy=True)
    x.data[:] = 1.0
    x = sp.csr_matrix(x.multiply(np.asarray(idf, dtype=np.float64)[None, :]))
    norms = np.sqrt(np.asarray(x.multiply(x).sum(axis=1)).ravel())
    x = sp.csr_matrix(x.multiply(1.0 / np.maximum(norms, 1e-300)[:, None]))
    gram = (x @ x.T).toarray()
    return float((gram.sum() - np.trace(gram)) / (m * (m - 1)))


def mixed_topics(distinctness: np.ndarray, similarity: np.ndarray) -> np.ndarray:
    """The mixed topics (module docstring): head terms below :data:`MAX_DISTINCTNESS`
    and representative papers less alike than the median topic's."""
    distinctness = np.asarray(distinctness, dtype=np.float64)
    similarity = np.asarray(similarity, dtype=np.float64)
    if similarity.size < 2:
        return np.zeros(similarity.size, dtype=bool)
    return (distinctness < MAX_DISTINCTNESS) & (similarity < np.median(similarity))


def mixed_labels(labels: Sequence[str], mixed: np.ndarray | None) -> list[str]:
    """``labels`` with :data:`PREFIX` before each mixed topic's."""
    if mixed is None:
        return list(labels)
    return [PREFIX + label if flag and not label.startswith(PREFIX) else label
            for label, flag in zip(labels, mixed, strict=True)]
