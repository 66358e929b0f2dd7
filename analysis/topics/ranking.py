"""Stage 3 of the topic model: which terms it uses, and each topic's terms in order.

Topic columns
    The factorisation sees the vocabulary's content terms, words *and* phrases
    (:func:`analysis.terms.termhood.is_content`: used repeatedly by the papers that use
    them; "propose", "results", "novel" are not), leaving out terms used by more than
    :data:`MAX_DF_SHARE` (30%) of the papers ("learning", "model", "data": they describe
    the field, not a topic).

Topic terms
    Ranked by FREX (Bischof & Airoldi 2012, :mod:`analysis.topics.frex`): the harmonic
    mean of a term's ranks, among the topic's terms at or above the floor, by
    exclusivity (``phi(t|k) / sum_k' phi(t|k')``) and by frequency (``phi(t|k)``), where
    ``phi(t|k)`` is the share of the topic's papers that use the term (papers counted
    by their share of the topic, the factorisation's mixtures): a term many of the
    topic's papers use, and the other topics' papers less.  It replaced (wave 65,
    bench/topics/HELDOUT.md: held out up on 8 of 10 cells) the relevance of Sievert &
    Shirley (2014, lambda 0.6, :data:`LAMBDA`, :func:`relevance`),
    ``LAMBDA log phi(t|k) + (1 - LAMBDA) log(phi(t|k) / p(t))`` with ``p(t)`` the share
    of all papers using the term, with which the numbers below were measured.
    Counting papers rather than the factorisation's TF-IDF weights (as c-TF-IDF does,
    Grootendorst 2022) keeps a word a handful of papers repeat from outranking one the
    topic's papers share.
    A term is shown only when it is a content term that is not mostly
    (:data:`FRAGMENT_WORD_SHARE`, half) used inside one phrase ("Carlo", "neural": the
    phrase is shown instead; the word still helps the factorisation), nor when most
    (:data:`~analysis.topics.overlap.PHRASE_SHARE`) of the topic's papers using it use
    one phrase the topic may show ("process" where they write "Gaussian process").

    A term used by fewer than :data:`FLOOR_SHARE` (0.2) times the papers of an average
    topic (``n_docs / K``; 1% of the papers at K=20) comes after every term that is
    not, and a phrase below it does not stand in for its words: with terms used by a
    handful of papers, which of them a topic's papers happen to share is chance (two
    such terms that meet in one paper here seldom meet in another half of the corpus, and
    score NPMI -1 there).

Dealing the terms out
    The terms are dealt out in turns, a round-robin allocation (the "draft" of fair
    division, Caragiannis et al. 2019, "The unreasonable fairness of maximum Nash
    welfare": each topic prefers its first terms and none envies another by more than
    one term): in each of :data:`N_TERMS` rounds every topic takes its best remaining
    term, the topic the term scores highest in first when several want the same one,
    passing by any term that co-occurs by construction with one it already has
    (:mod:`analysis.topics.overlap`: one nests the other, both are words of one phrase,
    an acronym beside its expansion's words).  The rule it replaces gave every term to
    the topic it is most relevant to before any topic chose: a word most of a large
    topic's papers use went to a small topic where it is marginally more exclusive and
    ranked low, and the large topic was left with its peripheral, rarer terms, which its
    papers rarely share.

    A term already taken may be taken by one more topic (:data:`MAX_TOPICS_PER_TERM`),
    when that topic's papers use it more than papers in general do (``phi(t|k) >
    p(t)``: "spectroscopy" in both the astronomy and the enzyme topic, never an ocean
    word filling the tail of a topic out of terms of its own) and while such second uses
    are at most :data:`SECOND_USE_SHARE` (a tenth) of the terms dealt so far.  Dealt in
    rounds, the first ``r`` terms of every topic are then at least 90% distinct for
    every ``r``: topic diversity (Dieng et al. 2020) at least 0.9, the floor issue 10
    sets, instead of exactly 1.  With one topic per term, two topics that share a subject
    ("stochastic gradient" in an optimisation and a deep-learning topic) could not both
    show it, and the second filled its place with a rarer term its papers seldom share.
    Held out, the shared terms alone raised NPMI@10 of the distinct terms on every
    corpus and K tried (ICML 2013-19, ICLR 2017-18, AISTATS, CVPR 2013-19 halves, by
    0.003-0.029; ICML at K=20 0.057 -> 0.074, ICLR 2017-18 -0.013 -> 0.016); letting a
    term into any two topics, without the tenth, raised it more (ICML 0.085 at K=20) but
    left topic diversity at 0.75.

    No coherence score is optimised: an earlier version chose the terms maximising their
    NPMI on the fitted papers, which is the metric itself and did not hold on other
    papers (bench/topics/HELDOUT.md); a search for coherence among each topic's first 30
    candidates (Mimno et al. 2011's greedy idea, co-occurrence counted on the fitted
    papers, by-construction pairs excluded, with or without shrinking the counts towards
    independence) did not hold either (ICML halves, K=20: in-sample 0.12-0.20,
    held-out 0.01 to -0.11).

The numbers: lambda is Sievert & Shirley's, a half for "mostly" is a majority, two
topics per term is the least sharing there is, and a tenth of second uses is what issue
10's topic-diversity floor (0.9) leaves.  The floor's share was chosen by measurement on
NeurIPS 2015-18 split in random halves (fit on one, score on the other, both ways):
with the earlier one-topic-per-term
allocation 0.2, 0.4 and 0.8 gave held-out NPMI@10 of the distinct terms (automatic K /
K=20) 0.109 / 0.055, 0.097 / 0.066 and 0.082 / 0.046, and 0.4 was kept; with the terms
shared as above and binary weights (:mod:`analysis.topics.weighting`) 0.0, 0.1, 0.2,
0.3, 0.4 and 0.8 give 0.105 / 0.087, 0.106 / 0.089, 0.114 / 0.097, 0.105 / 0.101,
0.094 / 0.098 and 0.062 / 0.064: 0.2 (1% of the papers at K=20; on the corpora
reported below 0.2 against 0.4 moved it by -0.007 to +0.022, down only on ICLR at
K=20).  With it, lambda 0.4,
0.8 and 1.0 give 0.108 / 0.073, 0.100 / 0.100 and 0.086 / 0.091 against 0.114 / 0.097
for Sievert & Shirley's 0.6: kept.

Reported on other corpora (bench/topics/HELDOUT.md, held-out NPMI@10 of the distinct
terms at the automatic K / K=20, main before this change in brackets): ICML 2013-19
0.106 / 0.081 (0.084 / 0.057), ICLR 2017-18 0.095 / 0.007 (0.062 / -0.013), AISTATS
0.112 / 0.112 (0.096 / 0.099), CVPR 2013-19 0.129 / 0.129 (0.096 / 0.106); sklearn NMF
on words with its pairs that co-occur by construction removed by the same rules, -0.02
to 0.10.  Tried and not kept, held out on the same halves (ICML, against 0.084 / 0.057
for the method before, with which they were tried): ranking by the factorisation's own
normalised component weights, as sklearn NMF's top words and c-TF-IDF do, instead of
paper shares, 0.068 / 0.035; paper shares from each topic's dominant papers only,
0.072 / 0.042; FREX (Roberts et al. 2014, weights 0.5 and 0.3), 0.062-0.069 /
0.017-0.041; only bursty terms (the keyword test's residual IDF) shown first or
factorised, -0.16 to 0.05 (ICML and AISTATS); KL-divergence NMF (multiplicative
updates, 200 iterations), 0.071 / 0.034.  With the method here (against NeurIPS 0.114
/ 0.097): NMF to 100 iterations, higher in-sample (ICML 0.150 against 0.136) but not
held out (NeurIPS 0.104 / 0.090, ICLR 0.084 / -0.010 against 0.095 / 0.007); a 20% or
40% document-frequency cap on the topic columns instead of 30% (NeurIPS 0.093 / 0.072,
0.111 / 0.090).  Wave 66 (with FREX): BERTopic's c-TF-IDF (Grootendorst 2022) in
place of FREX, 0.160 in-sample on ICML but held out down on all 10 cells (ICML 0.073 /
0.019 against 0.099 / 0.087); generic columns (an even spread over the topics: entropy
filters, AlSumait et al. 2009) dropped and the model refitted, no better than dropping
as many columns at random.
"""

from __future__ import annotations

from typing import NamedTuple

import numpy as np
import scipy.sparse as sp

from analysis.terms import Vocabulary
from analysis.terms.termhood import MIN_CONTENT_TERMS
from analysis.topics.frex import frex
from analysis.topics.overlap import PHRASE_SHARE, Overlaps

MAX_DF_SHARE = 0.3
N_TERMS = 25
LAMBDA = 0.6
FLOOR_SHARE = 0.2
FRAGMENT_WORD_SHARE = 0.5
COHERENCE_TERMS = 10
MAX_TOPICS_PER_TERM = 2
SECOND_USE_SHARE = 0.1


class RankedTopic(NamedTuple):
    """One topic's terms, best first."""

    ids: np.ndarray  # positions in the topic columns
    weights: np.ndarray  # the share of the topic's papers that use each term (phi)
    coherence: float  # mean pairwise NPMI of the first COHERENCE_TERMS terms (reported)


def eligible(vocab: Vocabulary) -> np.ndarray:
    """Mask over term ids: the content terms, or every term when fewer than
    :data:`MIN_CONTENT_TERMS` are content (a corpus too small or too uniform for
    burstiness to tell subjects from passing words)."""
    content = vocab.terms["content"].to_numpy()
    return content if int(content.sum()) >= MIN_CONTENT_TERMS else np.ones_like(content)


def topic_columns(vocab: Vocabulary) -> np.ndarray:
    """Term ids the topic model uses: eligible terms (:func:`eligible`) used by at most
    ``MAX_DF_SHARE`` (30%) of the papers and by at least 2 (in a corpus of 4 or more)."""
    terms = vocab.terms
    n_docs = vocab.n_docs
    df = terms["df"].to_numpy()
    ok = eligible(vocab) & (df >= (2 if n_docs >= 4 else 1))
    if n_docs >= 4:
        ok &= df <= MAX_DF_SHARE * n_docs
    return np.flatnonzero(ok)


def shown_terms(vocab: Vocabulary) -> np.ndarray:
    """Mask over term ids: terms a topic may show (content terms that are not mostly
    inside one phrase: never "Carlo")."""
    terms = vocab.terms
    fragment = (terms["n_words"].to_numpy() == 1) & (
        terms["inside"].to_numpy() >= FRAGMENT_WORD_SHARE)
    return eligible(vocab) & ~fragment


def paper_shares(mixture: np.ndarray, presence: sp.spmatrix) -> np.ndarray:
    """Topics x terms: the share of each topic's papers that use each term (the columns
    of ``presence``, papers x terms, 0/1), each paper counted by its share of the topic
    (``mixture``, papers x topics, any non-negative weights; rows scaled to sum 1)."""
    return shares_of(share_sums(mixture, presence))


def share_sums(mixture: np.ndarray, presence: sp.spmatrix) -> tuple[np.ndarray, np.ndarray]:
    """What :func:`paper_shares` sums over some papers (a block of rows): each topic's
    papers using each term (topics x terms) and each topic's papers, counted by share.
    Added block by block (in row order) and given to :func:`shares_of`; one block is
    exactly :func:`paper_shares`."""
    share = mixture / np.maximum(mixture.sum(axis=1, keepdims=True), 1e-300)
    used = np.asarray((sp.csr_matrix(share.T) @ presence).todense(), dtype=np.float64)
    return used, share.sum(axis=0)


def shares_of(sums: tuple[np.ndarray, np.ndarray]) -> np.ndarray:
    """:func:`paper_shares` from the (added) :func:`share_sums` of every block."""
    used, papers = sums
    return used / np.maximum(papers[:, None], 1e-300)


def relevance(phi: np.ndarray, df: np.ndarray, n_docs: int) -> np.ndarray:
    """Topics x terms relevance of Sievert & Shirley (2014), module docstring: ``phi``
    from :func:`paper_shares`, ``df`` the terms' papers in the whole corpus.  ``-inf``
    where no paper of the topic uses the term."""
    p = np.asarray(df, dtype=np.float64) / max(n_docs, 1)
    with np.errstate(divide="ignore", invalid="ignore"):
        log_phi = np.log(phi)
        out = LAMBDA * log_phi + (1 - LAMBDA) * (log_phi - np.log(p)[None, :])
    out[~(phi > 0) | ~(p > 0)[None, :]] = -np.inf
    return out


def df_floor(n_docs: int, n_topics: int) -> float:
    """Papers a term must be used by to rank before the rarer ones: ``FLOOR_SHARE`` x
    the papers of an average topic (module docstring)."""
    return FLOOR_SHARE * n_docs / max(n_topics, 1)


def rank_terms_by_shares(columns: np.ndarray, vocab: Vocabulary, phi: np.ndarray,
                         n_terms: int = N_TERMS) -> list[RankedTopic]:
    """Each topic's terms by FREX, dealt out to the topics in turns, none
    co-occurring with an earlier one by construction (module docstring); ``phi`` is the
    share of each topic's papers using each column (:func:`paper_shares` of the papers'
    strengths, which a cluster sums block by block), ``columns`` the columns' term ids."""
    df = vocab.terms["df"].to_numpy()[columns]
    frequent = df >= df_floor(vocab.n_docs, phi.shape[0])
    score = frex(phi, frequent)
    keys = vocab.terms["key"].to_numpy()[columns]
    allowed = shown_terms(vocab)[columns]
    phrases_of_word = _phrases_of_word(keys)
    orders = [_candidates(score[topic], allowed, frequent, phrases_of_word, phi[topic])
              for topic in range(score.shape[0])]
    above_average = phi > (df / max(vocab.n_docs, 1))[None, :]
    picks = _deal_out(orders, score, columns, Overlaps(vocab), n_terms, above_average)
    out = []
    for topic, picked in enumerate(picks):
        ids = np.asarray(picked, dtype=np.int64)
        # the papers' share, not the factorisation's weight: what the rank is made of,
        # and what a reader can count ("information" showed 0 as a weight, 17% of papers)
        out.append(RankedTopic(ids, phi[topic, ids], _head_coherence(vocab, columns[ids])))
    return out


def _phrases_of_word(keys: np.ndarray) -> sp.csr_matrix:
    """Columns x columns, 1 where the row's one-word term is a word of the column's
    phrase ("process" -> "Gaussian process")."""
    column_of = {str(k): i for i, k in enumerate(keys)}
    rows: list[int] = []
    cols: list[int] = []
    for phrase, key in enumerate(keys):
        words = str(key).split()
        if len(words) > 1:
            found = [column_of[w] for w in set(words) if w in column_of]
            rows += found
            cols += [phrase] * len(found)
    return sp.csr_matrix((np.ones(len(rows)), (rows, cols)), shape=(len(keys), len(keys)))


def _candidates(score: np.ndarray, allowed: np.ndarray, frequent: np.ndarray,
                phrases_of_word: sp.csr_matrix, phi: np.ndarray) -> np.ndarray:
    """One topic's candidate columns, best first: the terms at or above the floor by
    FREX, then the rarer ones; a word is left out where a phrase of the same part
    stands for it (:func:`_inside_a_candidate_phrase`)."""
    order = np.argsort(-score, kind="stable")
    order = order[allowed[order] & np.isfinite(score[order])]
    parts = [order[frequent[order]], order[~frequent[order]]]
    return np.concatenate([part[~_inside_a_candidate_phrase(part, phrases_of_word, phi)]
                           for part in parts])


def _inside_a_candidate_phrase(order: np.ndarray, phrases_of_word: sp.csr_matrix,
                               phi: np.ndarray) -> np.ndarray:
    """Mask over ``order``: words most of whose uses by the topic's papers
    (``PHRASE_SHARE``) are uses of one phrase among the candidates ("process" where the
    topic's papers write "Gaussian process"): the phrase is shown instead."""
    candidate_phi = np.zeros(phrases_of_word.shape[1])
    candidate_phi[order] = phi[order]
    best = phrases_of_word[order].multiply(candidate_phi[None, :]).max(axis=1)
    best = np.asarray(best.todense()).ravel()
    return (best > 0) & (best >= PHRASE_SHARE * phi[order])


def _deal_out(orders: list[np.ndarray], score: np.ndarray, columns: np.ndarray,
              overlaps: Overlaps, n_terms: int,
              shareable: np.ndarray | None = None) -> list[list[int]]:
    """Round-robin allocation of the candidate columns to the topics (module
    docstring): ``n_terms`` rounds; in each, every topic takes its best candidate that
    co-occurs by construction with none of its own
    (:class:`~analysis.topics.overlap.Overlaps`) and that no topic has taken, or one
    topic has while second uses stay within :data:`SECOND_USE_SHARE` of the terms dealt
    (at most :data:`MAX_TOPICS_PER_TERM` topics per term); the topic the term is most
    relevant to takes first when several want the same one.  A second topic may take a
    term only where ``shareable`` (topics x columns; default everywhere) allows: where
    its papers use the term more than papers in general do."""
    uses: dict[int, int] = {}
    dealt = [0, 0]  # terms dealt, of which second uses
    picks: list[list[int]] = [[] for _ in orders]
    position = [0] * len(orders)
    checked = [0] * len(orders)  # picks the candidate at position was checked against

    def available(topic: int, j: int) -> bool:
        n = uses.get(j, 0)
        return n == 0 or (n < MAX_TOPICS_PER_TERM
                          and dealt[1] + 1 <= SECOND_USE_SHARE * (dealt[0] + 1)
                          and (shareable is None or bool(shareable[topic, j])))

    def offer(topic: int) -> int | None:
        order, mine = orders[topic], picks[topic]
        while position[topic] < len(order):
            j = int(order[position[topic]])
            if available(topic, j) and j not in mine and not any(
                    overlaps.blocks(int(columns[j]), int(columns[k]))
                    for k in mine[checked[topic]:]):
                checked[topic] = len(mine)
                return j
            position[topic] += 1
            checked[topic] = 0
        return None

    for _ in range(n_terms):
        offers = {t: j for t in range(len(orders)) if (j := offer(t)) is not None}
        while offers:
            topic = max(offers, key=lambda t: (score[t, offers[t]], -t))
            term = offers.pop(topic)
            picks[topic].append(term)
            dealt[0] += 1
            dealt[1] += uses.get(term, 0) > 0
            uses[term] = uses.get(term, 0) + 1
            for t in [t for t, j in offers.items() if not available(t, j)]:
                again = offer(t)
                if again is None:
                    del offers[t]
                else:
                    offers[t] = again
    return picks


def _head_coherence(vocab: Vocabulary, term_ids: np.ndarray) -> float:
    """Mean pairwise NPMI of the first :data:`COHERENCE_TERMS` terms on the fitted
    papers: reported (K selection), never optimised."""
    head = term_ids[:COHERENCE_TERMS]
    if len(head) < 2:
        return float("nan")
    pair_npmi = _npmi(_occurrence(vocab, head))
    return float(pair_npmi[np.triu_indices(len(head), k=1)].mean())


def _occurrence(vocab: Vocabulary, term_ids: np.ndarray) -> sp.csc_matrix:
    """Binary docs x terms matrix where a term occurs wherever all the words of its
    shown form occur, as written (the co-occurrence rule of the coherence measure, Lau et
    al. 2014, read as a reader checking the papers would: "arms" is not "arm", a
    hyphenated word is one word; :meth:`analysis.terms.Vocabulary.shown_docs`)."""
    columns = [np.asarray(vocab.shown_docs(int(t)), dtype=np.int64) for t in term_ids]
    indptr = np.concatenate([[0], np.cumsum([c.size for c in columns])])
    rows_all = np.concatenate(columns) if columns else np.empty(0, np.int64)
    return sp.csc_matrix((np.ones(rows_all.size), rows_all, indptr),
                         shape=(vocab.n_docs, len(columns)))


def _npmi(occurs: sp.csc_matrix) -> np.ndarray:
    """Pairwise NPMI of the columns of a binary docs x terms matrix (Bouma 2009)."""
    n_docs = occurs.shape[0]
    together = np.asarray((occurs.T @ occurs).todense(), dtype=np.float64)
    p = np.diag(together) / n_docs
    p_pair = together / n_docs
    with np.errstate(divide="ignore", invalid="ignore"):
        out = (np.log(p_pair) - np.log(p)[:, None] - np.log(p)[None, :]) / -np.log(p_pair)
    out[together <= 0] = -1.0
    out[together >= n_docs] = 1.0
    return out
