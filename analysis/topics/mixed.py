"""Mixed topics: a factorisation's residual components, told apart from subjects.

A factorisation of K components spends some of them on the papers the others do not
fit: on the 61,000 papers "analysis · set · techniques" (530 papers: a hyperdimensional
computing theory, cable-robot workspaces, FactBank and odometry calibration among its
most representative papers), "time · fast · speed", "function · problem · network".  Such
a topic is a grab-bag of the words every field uses, and a chart or a sentence that names
it as a field ("falling", "the largest topic", "more in ICRA") misleads.  It is kept (its
papers need a topic, and the fitted topics stay as they are) and *marked*: its label reads
"mixed: analysis · set · techniques", the topic and comparison tables say ``mixed``, the
topics card's sentence says what "mixed:" means (a reader meets the word on the axis), and
no sentence names it as the largest or smallest topic, the lead change or a group's
characteristic topic while a subject can be named.  Only the labels change: the topics,
their terms and the papers' topics stay as fitted.

The criterion: two measures, each placed against the corpus's own topics (no word list,
no absolute level): a topic is mixed when *both* lie more than :data:`MIN_BELOW` (0.8)
robust standard deviations below the median topic's (:func:`below_median`: the distance to
the median over 1.4826 times the median absolute deviation, Hampel 1974, "The influence
curve and its role in robust estimation", JASA; an outlier rule that one odd topic does not
move, as a mean and standard deviation would be).

distinctness of the head terms
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
    division makes topics of different sizes comparable.
papers that do not hang together
    The mean pairwise cosine similarity of the topic's :data:`REPRESENTATIVE_PAPERS` (20)
    most representative papers (:func:`analysis.topics.representative_papers`' order),
    as the factorisation sees them (binary TF-IDF over the topic columns,
    :mod:`analysis.topics.weighting`).  A subject whose head holds the field's words still
    has papers on one thing ("mixture · principal component analysis" on the 24k, head
    1.2 SDs below the median, papers 1.3 above); a grab-bag's are on anything.

Why relative, and why both: an absolute cut (0.25 of distinctness, below the median
similarity, until main 2da9e2e) was fitted to one state of the terms; the topics run on
without a gap around it (24k 0.237, 0.242, 0.262; 61k 0.230, 0.251), so the next change of
terms flagged subjects (the 24k's importance sampling at 0.237, the 61k's visual servoing
and tracking at 0.230) and missed the 61k's "local · global · information" (0.251, its
papers 0.090, among the least alike).  Each measure alone flags subjects: a head near the
corpus's words with papers on one thing (above), or papers on many things under a head of
their own (the 61k's "design · actuator · mechanism", papers 1.2 SDs below, head 1.3
above).  A flag that names a subject "mixed" is worse than a grab-bag left unmarked, so
the rule asks for both, and far enough.

Measured (``bench/topics/mixed.py``; bench/topics/RESULTS.md "Mixed topics"; per topic
the distances below the medians in robust SDs, distinctness / similarity; main 07c461f,
after the gerund and fragment changes of wave 36 re-fitted every topic):

- 61k (39 topics; medians 0.351 / 0.180): "multiple · single · network" 1.90 / 2.01,
  "analysis · effect · property" 1.14 / 2.41, "time · computational · accuracy" 1.05 /
  1.00, "problem · algorithm · optimization" 0.91 / 1.12: 4 topics, 6,403 papers
  (10.5%).  Next: "function · problem · network" 1.07 / 0.80 (at the cut, not flagged),
  "transformer · segmentation · image classification" 0.62 / 1.20, "representation ·
  learning · retrieval" 1.03 / 0.52.
- 24k (39; 0.375 / 0.221): "machine learning · function · fairness" 1.85 / 1.22,
  "classification · dataset · boosting" 1.54 / 0.94: 2 topics, 922 papers (3.8%).  Next:
  "space · distribution · manifold" 1.36 / 0.78 (embeddings next to continuous-state RL:
  loose), "variational inference · Bayesian · Monte Carlo" 0.72 / 0.67 (a subject).
- ICML 2013-19 (20; 0.390 / 0.194): "complexity · number · active learning" 1.85 / 1.07
  and "classification · domain adaptation · unlabeled data" 1.15 / 1.34 (head:
  classification, label, classifier, feature, task: the field's words for any
  classifier): 163 papers (5.4%).  Next: "lower bound · error · number" 1.34 / 0.62.
- the 57 seeds (5): none.

On main 2da9e2e (before those changes) the same rule flagged 61k "analysis · set ·
techniques", "time · fast · speed", "strategy · algorithm · exploration", "function ·
problem · network", "local · global · information" (6,085 papers); 24k "machine learning ·
tasks · fairness", "properties · probability · measure", "classification · training ·
boosting" (1,213); ICML "complexity · number · active learning" alone.

Why 0.8: over the four corpora the surest grab-bags reach 0.91 (the 24k's
"classification · training · boosting", the smaller of its two distances) and the
first subject is at 0.69 (the 24k's Monte Carlo sampling); between them only grab-bags or
a two-subject topic (0.76 cost · accuracy, 0.75 ICML's classification · domain
adaptation, 0.70 space · embedding).  On the terms before main's terms changes (mixed35
1036d3f) the same rule flags the 61k's "time · fast · online", "techniques · field ·
information" and "function · problem · network" (0.85, the nearest flag on either side)
and the 24k's same three; the first subject there too is Monte Carlo sampling (0.69).
Any cut from 0.77 to 0.84 flags the same topics on all six runs; 0.8 keeps the most
room on both sides.  0.7 adds the 61k's cost · accuracy, the 24k's space · embedding and
ICML's classification · domain adaptation; 0.9 drops the 24k's classification ·
training · boosting.

Left: grab-bags whose papers are on anything but whose head words are partly their own
("problem · solution · optimization", "computer vision · task · transformer" on the 61k)
and bound-theory catch-alls whose papers share a vocabulary (ICML's "lower bound · error
· factor").
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import scipy.sparse as sp

#: Terms of a topic's head whose distinctness is measured.
HEAD_TERMS = 10
#: A mixed topic's two measures are each more than this many robust standard deviations
#: (:data:`MAD_SCALE` times the median absolute deviation) below the corpus's median
#: topic's (module docstring).
MIN_BELOW = 0.8
#: The median absolute deviation times this estimates a normal spread's standard deviation.
MAD_SCALE = 1.4826
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


def below_median(values: np.ndarray) -> np.ndarray:
    """How far each value lies below the median of ``values``, in robust standard
    deviations (:data:`MAD_SCALE` x the median absolute deviation); 0 for all when they do
    not spread (fewer than three, or the deviations' median is 0)."""
    values = np.asarray(values, dtype=np.float64)
    centre = np.median(values) if values.size else 0.0
    spread = MAD_SCALE * float(np.median(np.abs(values - centre))) if values.size else 0.0
    if values.size < 3 or spread <= 0:
        return np.zeros(values.size)
    return (centre - values) / spread


def mixed_topics(distinctness: np.ndarray, similarity: np.ndarray) -> np.ndarray:
    """The mixed topics (module docstring): head terms less distinct, and representative
    papers less alike, than the corpus's median topic's, each by more than
    :data:`MIN_BELOW` robust standard deviations (:func:`below_median`)."""
    return (below_median(distinctness) > MIN_BELOW) & (below_median(similarity) > MIN_BELOW)


def mixed_labels(labels: Sequence[str], mixed: np.ndarray | None) -> list[str]:
    """``labels`` with :data:`PREFIX` before each mixed topic's."""
    if mixed is None:
        return list(labels)
    return [PREFIX + label if flag and not label.startswith(PREFIX) else label
            for label, flag in zip(labels, mixed, strict=True)]
