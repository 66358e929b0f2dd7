"""FREX: how a topic's terms are ordered (:mod:`analysis.topics.ranking`).

Method
    FREX (Bischof & Airoldi 2012, "Summarizing topical content with word frequency and
    exclusivity"; the default term summary of the structural topic model, Roberts,
    Stewart & Airoldi 2016/2019, ``stm::labelTopics``): a term's score in a topic is the
    weighted harmonic mean of its empirical-CDF ranks, within the topic, of

    - *exclusivity*, ``phi(t|k) / sum_k' phi(t|k')``: how much more this topic's papers
      use the term than the other topics' papers do, and
    - *frequency*, ``phi(t|k)``: how many of the topic's papers use it,

    ``1 / (FREX_WEIGHT / ecdf(exclusivity) + (1 - FREX_WEIGHT) / ecdf(frequency))``,
    where ``phi(t|k)`` is the share of the topic's papers using the term
    (:func:`analysis.topics.ranking.paper_shares`).  The harmonic mean of *ranks* asks a
    term to be good at both: a word most of a topic's papers use that every topic's
    papers use as much ("setting", "dataset") ranks low on exclusivity, and an exclusive
    word few of the topic's papers use ranks low on frequency.

Ranks among the terms that compete
    The empirical CDFs are taken over the topic's terms at or above the floor
    (:func:`analysis.topics.ranking.df_floor`: the terms that are ranked first) and,
    separately, over the rarer ones, which score below every frequent term (minus 1), as
    before.  STM takes them over the whole vocabulary; here most of it is rare (ICML's
    topic columns: most used by under 1% of the papers), so every frequent term's
    frequency rank is near 1 and exclusivity alone decides: ranked so, FREX raised the
    in-sample NPMI@10 of the distinct terms on ICML 2013-19 from 0.133 to 0.150 but
    collapsed held out (ICML halves 0.039 / 0.003 at the automatic K / K=20, against
    0.088 / 0.075; ICLR 2017-18 -0.140 at K=20), the exclusive terms few papers share
    being the fitted half's chance.  Ranked among the competing terms, held out it gains
    on 8 of the 10 corpus x K cells of bench/topics/HELDOUT.md (wave 65: ICML 0.099 /
    0.087, AISTATS 0.135 / 0.129, CVPR 2013-19 0.135 / 0.132, NeurIPS 2015-18 0.106 /
    0.077; loses on ICLR 2017-18, 0.077 / -0.028 against 0.083 / -0.006), and in-sample
    it raises ICML to 0.138 (0.133) and each other venue (NeurIPS 0.155 -> 0.174).

The number
    :data:`FREX_WEIGHT` 0.5, exclusivity and frequency weighed alike: STM's default, not
    tuned here (with the ranks over every term, 0.3 and 0.7 were measured: 0.3 held
    out lost on 6 of 10 cells, 0.7 lowered ICML in-sample to 0.128).

Cost: a sort per topic and measure, 33 ms of CPU on the 24,080 papers (K = 40, 4,120
columns; relevance 1 ms), the whole term ranking 0.35 s against 0.31 s (median of 5,
paired in one process; bench/topics/RESULTS.md, wave 65).

It replaced the relevance of Sievert & Shirley (2014) at lambda 0.6
(:func:`analysis.topics.ranking.relevance`, still the comparison of the tests), whose
lift ``phi / p`` measures a term against all papers, not against the other topics.
"""

from __future__ import annotations

import numpy as np

FREX_WEIGHT = 0.5


def ecdf_ranks(values: np.ndarray) -> np.ndarray:
    """Each value's empirical-CDF rank among ``values``: the share at or below it (ties
    share the highest rank), in (0, 1]."""
    return np.searchsorted(np.sort(values), values, side="right") / max(values.size, 1)


def frex(phi: np.ndarray, frequent: np.ndarray, weight: float = FREX_WEIGHT) -> np.ndarray:
    """Topics x terms FREX scores (module docstring).  ``phi``: the share of each topic's
    papers using each term; ``frequent``: the terms at or above the floor.  A frequent
    term scores in (0, 1], a rarer one in (-1, 0]; ``-inf`` where no paper of the
    topic uses the term."""
    phi = np.asarray(phi, dtype=np.float64)
    exclusivity = phi / np.maximum(phi.sum(axis=0, keepdims=True), 1e-300)
    out = np.full(phi.shape, -np.inf)
    for topic in range(phi.shape[0]):
        used = phi[topic] > 0
        for below, group in enumerate((used & frequent, used & ~frequent)):
            ids = np.flatnonzero(group)
            if ids.size:
                e, f = ecdf_ranks(exclusivity[topic, ids]), ecdf_ranks(phi[topic, ids])
                out[topic, ids] = 1.0 / (weight / e + (1 - weight) / f) - below
    return out
