"""Topic labels that name subjects (issue 10, wave 39): a label never splits a phrase its
topic's papers write ("knowledge · distillation") and names a bare head noun by
the phrase its papers mostly write ("identification" -> "best arm identification")
(analysis/topics/labels.py)."""

from __future__ import annotations

from types import SimpleNamespace

import numpy as np
import pandas as pd

from analysis.topics.labels import label_terms


def _label(terms: dict[str, tuple[float, bool, bool]], head: list[str],
           papers: float = 1000.0) -> list[str]:
    """The label of one topic whose terms are ``terms`` (key: share of the topic's papers
    using it, keyword, field word) and whose shown terms are ``head``, in order."""
    keys = list(terms)
    vocab = SimpleNamespace(terms=pd.DataFrame({
        "key": keys, "keyword": [terms[k][1] for k in keys],
        "field": [terms[k][2] for k in keys]}))
    relevance = np.array([[terms[k][0] for k in keys]])
    (chosen,) = label_terms(relevance, np.arange(len(keys)), vocab,
                            [[keys.index(h) for h in head]], np.array([papers]))
    return [keys[t] for t in chosen]


def test_two_words_of_a_phrase_the_papers_write_show_the_phrase():
    """The 61k's "knowledge · distillation · transfer": 74% of the topic's papers say
    "knowledge", 12% "distillation", and 10% "knowledge distillation" (most of those
    using both).  The phrase takes the first word's place; "teacher" fills the label."""
    terms = {"knowledge": (0.74, False, False), "transfer": (0.30, False, False),
             "distillation": (0.12, True, False), "teacher": (0.11, False, False),
             "knowledge distillation": (0.10, True, False)}
    head = ["knowledge", "transfer", "distillation", "teacher"]
    assert _label(terms, head) == ["knowledge distillation", "transfer", "teacher"]
    # written apart (the phrase in 2% of the papers, under half of the rarer word's
    # 12%), the two words are two ideas and both stay
    terms["knowledge distillation"] = (0.02, True, False)
    assert _label(terms, head) == ["knowledge", "transfer", "distillation"]


def test_a_bare_head_noun_is_named_by_the_phrase_its_papers_write():
    """The 24k's "multi-armed bandit · Thompson sampling · identification": 6.4% of the
    topic's papers say "identification", 4% "best arm identification"; the phrase takes
    the word's place.  A phrase that would say an earlier term's word again ("adversarial
    attack" after "generative adversarial network") does not: the word stays."""
    terms = {"multi-armed bandit": (0.30, True, False), "Thompson sampling": (0.12, True, False),
             "identification": (0.064, True, False), "regret": (0.50, False, False),
             "best arm identification": (0.04, True, False)}
    head = ["regret", "multi-armed bandit", "Thompson sampling", "identification"]
    assert _label(terms, head) == ["multi-armed bandit", "Thompson sampling",
                                   "best arm identification"]
    # the phrase common enough to be among the topic's own keywords (6%, ranked after
    # the word): moved into the word's place all the same (it was passed by: the bare word)
    terms["best arm identification"] = (0.06, True, False)
    assert _label(terms, head) == ["multi-armed bandit", "Thompson sampling",
                                   "best arm identification"]
    # a phrase that is no keyword never stands in for its word: a label is made of keywords
    terms["best arm identification"] = (0.04, False, False)
    assert _label(terms, head)[-1] == "identification"
    terms = {"generative adversarial network": (0.40, True, False),
             "synthesis": (0.10, True, False), "attack": (0.08, True, False),
             "adversarial attack": (0.06, True, False), "quality": (0.30, False, False)}
    head = ["generative adversarial network", "quality", "synthesis", "attack"]
    assert _label(terms, head) == ["generative adversarial network", "synthesis", "attack"]
