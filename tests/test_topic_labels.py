"""Topic labels name subjects, not the field's own words (issue 10): a topic whose first
terms are generic words takes the keywords it owns further down, within a floor of use
(analysis/topics/labels.py)."""

from __future__ import annotations

from types import SimpleNamespace

import numpy as np
import pandas as pd

from analysis.topics.labels import label_terms

#: Topic 0's first ten terms: the field's vocabulary, no keyword among them (the 24k's
#: "bandit · regret · arms" and "neurons · systems · visual cortex" had heads like it).
HEAD = ["data", "time", "system", "algorithm", "problem", "setting", "number", "results",
        "performance", "approach"]
#: Further down, with each topic's share of papers using them: keywords topic 0 owns,
#: one below the 5% floor, and one topic 1 uses more (it owns it).
FURTHER = {"multi-armed bandit": (0.20, 0.01), "Thompson sampling": (0.12, 0.01),
           "contextual bandit": (0.10, 0.00), "fairness": (0.04, 0.00),
           "graph neural network": (0.30, 0.60)}


def _labels(head_shares: list[float], papers: list[float] | None = None) -> list[list[str]]:
    """The label terms of two topics: topic 0 shows ``HEAD`` then ``FURTHER`` (its head
    used by ``head_shares`` of its papers), topic 1 shows ``FURTHER``'s last term first."""
    keys = HEAD + list(FURTHER)
    vocab = SimpleNamespace(terms=pd.DataFrame(
        {"key": [k.lower() for k in keys], "keyword": [k in FURTHER for k in keys]}))
    relevance = np.array([head_shares + [s for s, _ in FURTHER.values()],
                          [0.05] * len(HEAD) + [s for _, s in FURTHER.values()]])
    shown = [list(range(len(keys))), [len(keys) - 1, *range(len(HEAD))]]
    chosen = label_terms(relevance, np.arange(len(keys)), vocab, shown,
                         *([] if papers is None else [np.array(papers)]))
    return [[keys[t] for t in label] for label in chosen]


def test_a_topic_headed_by_generic_words_is_labelled_by_the_keywords_it_owns():
    """Main labelled topic 0 "data · time · system": the field's words, though the
    topic's own subject was named by a fifth of its papers further down.  Its owned
    keywords come first, most used first, one idea each ("contextual bandit" says
    "bandit" again); a keyword another topic owns does not name it, nor one under the
    floor; a generic word fills only when no keyword is left.  The order is the
    unchanged rule: terms under a quarter of the most used one's share go last."""
    shares = [0.30, 0.28, 0.26, 0.25, 0.24, 0.22, 0.20, 0.18, 0.16, 0.15]
    assert _labels(shares)[0] == ["multi-armed bandit", "Thompson sampling", "data"]
    # a head whose first term most papers use: the keywords go after it
    shares[0] = 0.85
    assert _labels(shares)[0] == ["data", "multi-armed bandit", "Thompson sampling"]


def test_a_keyword_of_a_few_of_a_small_topic_s_papers_does_not_label_it():
    """On the 57 seeds a keyword of one or two of a topic's 11 papers named it
    ("reinforcement learning · distillation · hallucination" for a topic on reasoning):
    a keyword needs three of the topic's papers as well as 5% of them."""
    shares = [0.30, 0.28, 0.26, 0.25, 0.24, 0.22, 0.20, 0.18, 0.16, 0.15]
    # 20 papers: "multi-armed bandit" is used by 4, "Thompson sampling" by 2.4
    assert _labels(shares, [20.0, 20.0])[0] == ["multi-armed bandit", "data", "time"]
    # 10 papers: no keyword has three; the label is the head's, as before the rule
    assert _labels(shares, [10.0, 10.0])[0] == ["data", "time", "system"]
    # 1,000 papers: 40 use "fairness", but 4% of them is under the share floor
    assert _labels(shares, [1000.0, 1000.0])[0] == [
        "multi-armed bandit", "Thompson sampling", "data"]
