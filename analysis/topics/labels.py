"""Stage 4 of the topic model: a short, unique label per topic.

A label names three distinct ideas of the topic, in the corpus's keywords
(:mod:`analysis.terms.termhood`) where it can, so that a topic is named as the keyword
chart would name it, and from the topic's own first terms, so that the label says what
the terms and the representative papers say.  Going down the topic's first
:data:`HEAD_TERMS` (10) terms, a keyword is taken as it is; any other term stands for
the topic's most used keyword containing its words, when the topic owns one
("networks" -> "neural network": each keyword belongs to the topic where the share of
papers using it is highest, as the topic's terms do (:mod:`analysis.topics.ranking`),
and at least :data:`STAND_IN_WEIGHT` (half) as many of the topic's papers use it as use
the term, so that "source" in a topic on domain adaptation does not become "source
code"), and for itself otherwise.  After them come the keywords the topic owns past
its head, most used first, when at least :data:`KEYWORD_SHARE` (5%) of its papers and
:data:`KEYWORD_PAPERS` (3) of them use one: the head of a topic often holds the field's
own words, which are no keywords ("bandit · regret · arms", "analysis · datasets ·
linear", "neurons · systems · visual cortex" on the 24k corpus), while its own subject's
name ranks further down ("multi-armed bandit", 28% of its papers; "component analysis";
"receptive field"), and a label is read as a list of subjects.  The floors keep a keyword
of a few of the topic's papers from naming all of them: on the 24k corpus (tuned there) a
floor of 3% let "fairness" (3%) name the machine-learning grab-bag and "parsing" (under
4%) a topic on language models; 4% changed one label more than 5% ("dimensionality
reduction", 4%, over "space"); 5%, a margin over the shares that mislabelled, holds
nearly as many keywords (54% of label terms, against 55% at 4%, 50% at 6%, 47% at 10%).
Three papers because the 57 seeds' topics (8-15 papers counted by share) own past their
heads only keywords of under two papers ("reinforcement learning · distillation ·
hallucination" named a topic on reasoning under the share floor alone); past 60
papers a topic meets the share floor first.  The rule took the share of label terms
that are keywords from 33% to 54% on the 24k and from 35% to 50% on the 61k corpora (19
and 15 labels of 39 changed), from 37% to 63% on ICML's 20 topics and from 46% to 67% on
ICLR 2017-18's 16, and left the seeds' labels as they were; the mean share of a topic's
papers using a label term, the price of naming subjects, went from 0.32 to 0.26, 0.35
to 0.32, 0.31 to 0.24 and 0.33 to 0.28 (bench/topics/labels.py, RESULTS.md).  A topic
with no such keyword keeps the field's words its head holds ("training · set · test").

The first three terms, head keywords, then owned keywords, then the head's other terms
(but not a keyword, owned ones too, sharing a word with a head term that at least
:data:`DISPLACE` (4) times as many of the topic's papers use: "machine translation", in
10% of a topic's papers, named a grab-bag of machine-learning papers, 70%, after
another field; on the 24k and the 61k corpora 2 labels of 39 each changed, all four
that way), that share no word with a chosen one (words compared by their first
:data:`STEM` letters: "neural network" after "deep neural network", "clusters" after
"clustering", "differentially private" after "differential privacy", "gradient method"
after "gradient descent", "Boltzmann machine" after "machine translation": a label of
three terms names three ideas, and a word said twice spends a third of it on one),
joined by " · ", are the label, led by the terms that most of its papers use (a term
used by under a :data:`DISPLACE`-th as many of the topic's papers as another label term
goes last: "computer vision · visual · transformer" on the 61k corpora, where
"transformer", in 7% of the topic's papers against 47%, led and the topic read as
transformers falling while the keyword rose; 12 of the 24k's 39 labels and 10 of the
61k's were reordered, none changed its terms).  When these terms hold fewer than
three such terms, the rest are filled with terms that at least do not only add or drop
words of a chosen one (the topic-term rule, :mod:`analysis.topics.overlap`).  A label
equal to an earlier one is lengthened by the topic's next term.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from analysis.terms import Vocabulary

LABEL_TERMS = 3
HEAD_TERMS = 10
STAND_IN_WEIGHT = 0.5
STEM = 6
DISPLACE = 4.0
KEYWORD_SHARE = 0.05
KEYWORD_PAPERS = 3.0
SEPARATOR = " · "


def label_terms(relevance: np.ndarray, columns: np.ndarray, vocab: Vocabulary,
                term_lists: list[list[int]], papers: np.ndarray | None = None
                ) -> list[list[int]]:
    """Per topic, the term ids of its label (see the module docstring); ``relevance`` is
    topics x columns, the share of each topic's papers using each term
    (:func:`analysis.topics.ranking.paper_shares`), ``term_lists`` each topic's shown
    term ids, best first, ``papers`` each topic's papers counted by share (the
    denominators of ``relevance``; without them only the share floor applies)."""
    keyword = vocab.terms["keyword"].to_numpy()
    words = [frozenset(str(k).split()) for k in vocab.terms["key"]]
    owner = relevance.argmax(axis=0)
    column_of = {int(c): i for i, c in enumerate(columns)}
    out = []
    for topic, shown in enumerate(term_lists):
        weight = relevance[topic]
        order = np.argsort(-weight, kind="stable")
        mine = [int(j) for j in columns[order[(owner[order] == topic)
                                              & keyword[columns[order]] & (weight[order] > 0)]]]

        standing = [int(t) if keyword[t] else _stand_in(int(t), mine, words, weight, column_of)
                    for t in shown[:HEAD_TERMS]]
        share = {t: weight[column_of[t]] for t in standing}
        # the topic's own keywords past its head, used by enough of its papers, before any
        # term that is no keyword: "multi-armed bandit" before "arms"
        floor = max(KEYWORD_SHARE, 0.0 if papers is None
                    else KEYWORD_PAPERS / max(float(papers[topic]), 1e-300))
        owned = [k for k in mine if k not in share and weight[column_of[k]] >= floor]
        share |= {k: weight[column_of[k]] for k in owned}
        # keywords first, but not one whose word a head term used by far more of the topic's
        # papers also says: "machine translation" (10% of them) took the place of "machine
        # learning" (70%) and named a grab-bag of ML papers after another field
        displaced = {k for k in share if keyword[k] and any(
            share[t] >= DISPLACE * share[k] and _stems(words[t]) & _stems(words[k])
            for t in standing if t != k)}
        ranked = [t for t in standing if keyword[t] and t not in displaced] + [
            k for k in owned if k not in displaced] + [
            t for t in standing if not keyword[t] or t in displaced]
        chosen = _distinct(ranked, words, [], lambda a, b: bool(a & b))
        chosen = _distinct(ranked, words, chosen, lambda a, b: a <= b or b <= a)
        out.append(_led_by_the_many(chosen, share))
    return out


def _led_by_the_many(chosen: list[int], share: dict[int, float]) -> list[int]:
    """``chosen`` with a term used by under 1/:data:`DISPLACE` as many of the topic's
    papers as another chosen term moved to the end: a label is read from its first term,
    and "transformer" (7% of the papers) first named a topic on computer vision (47%),
    which then read as transformers falling while the keyword rose."""
    top = max((share[t] for t in chosen), default=0.0)
    minor = [t for t in chosen if DISPLACE * share[t] < top]
    return [t for t in chosen if t not in minor] + minor


def _distinct(ranked: list[int], words: list[frozenset[str]], chosen: list[int],
              same: Callable[[frozenset[str], frozenset[str]], bool]) -> list[int]:
    """``chosen`` and the first of ``ranked`` that are not ``same`` as any of them (by
    their words' stems), up to :data:`LABEL_TERMS` terms, in ``ranked`` order."""
    picked = list(chosen)
    for term_id in ranked:
        if len(picked) == LABEL_TERMS:
            break
        new = _stems(words[term_id])
        if term_id not in picked and not any(same(new, _stems(words[c])) for c in picked):
            picked.append(term_id)
    return sorted(picked, key=ranked.index)


def _stand_in(term: int, mine: list[int], words: list[frozenset[str]], weight: np.ndarray,
              column_of: dict[int, int]) -> int:
    """The topic's most relevant keyword (``mine``, best first) containing the words of
    ``term`` with at least :data:`STAND_IN_WEIGHT` of its weight; else ``term``."""
    floor = STAND_IN_WEIGHT * weight[column_of[term]]
    return next((k for k in mine if words[term] <= words[k] and weight[column_of[k]] >= floor),
                term)


def _stems(words: frozenset[str]) -> frozenset[str]:
    return frozenset(part[:STEM] for w in words for part in w.split("-") if part)


def topic_labels(labels: list[list[str]], term_lists: list[list[str]]) -> list[str]:
    """One label per topic from its label terms (shown forms); a label equal to an
    earlier one is lengthened by the topic's next term."""
    joined = [SEPARATOR.join(parts) if parts else "(no terms)" for parts in labels]
    seen: set[str] = set()
    for i, label in enumerate(joined):
        if label in seen:
            extra = [t for t in term_lists[i] if t not in labels[i]]
            joined[i] = label + (SEPARATOR + extra[0] if extra else f" ({i})")
        seen.add(joined[i])
    return joined
