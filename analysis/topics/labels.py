"""Stage 4 of the topic model: a short, unique label per topic.

A label names three distinct ideas of the topic with the corpus's keywords
(:mod:`analysis.terms.termhood`), so a topic is named as the keyword chart would name
it: the three keywords with the highest relative weight in the topic's component among
those the topic owns (each keyword belongs to the topic where its relative weight is
highest, so no two topics share one), none of them a repeat of another (a term that only
adds or drops words of a chosen one: "neural network" after "deep neural network").
A topic with fewer such keywords completes its label with its first shown terms.  The
parts are joined by " · "; a label equal to an earlier one is lengthened by the topic's
next term.
"""

from __future__ import annotations

import numpy as np

from analysis.terms import Vocabulary

LABEL_TERMS = 3
SEPARATOR = " · "


def label_terms(relevance: np.ndarray, columns: np.ndarray, vocab: Vocabulary,
                term_lists: list[list[int]]) -> list[list[int]]:
    """Per topic, the term ids of its label (see the module docstring); ``relevance`` is
    topics x columns (each row scaled to a maximum of 1), ``term_lists`` each topic's
    shown term ids, best first."""
    keyword = vocab.terms["keyword"].to_numpy()[columns]
    keys = vocab.terms["key"].to_numpy()
    owner = relevance.argmax(axis=0)
    out = []
    for topic, shown in enumerate(term_lists):
        order = np.argsort(-relevance[topic], kind="stable")
        mine = order[(owner[order] == topic) & keyword[order] & (relevance[topic, order] > 0)]
        candidates = [int(j) for j in columns[mine]] + list(shown)
        chosen: list[int] = []
        words: list[frozenset[str]] = []
        for term_id in candidates:
            new = frozenset(str(keys[term_id]).split())
            if any(new <= w or w <= new for w in words):
                continue
            chosen.append(term_id)
            words.append(new)
            if len(chosen) == LABEL_TERMS:
                break
        out.append(chosen)
    return out


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
