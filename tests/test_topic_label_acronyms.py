"""A topic label spells a term as the keyword chart does, its acronym joined (issue 10:
"the same term logic drives the keyword chart, keyword trends, rising/falling, the search
box and topic labels, so a term is spelled and counted one way everywhere").

Main labelled topics with the bare long form ("language model · pre-training ·
bidirectional encoder representation from transformer" on the 24k, whose 294 of 296
papers using BERT write only "BERT"; "large language model" on the seeds), while the
keyword chart showed "large language model (LLM)".
"""

from __future__ import annotations

import random

import pytest

from analysis.terms import build_vocabulary
from analysis.text import clean_text
from analysis.topics import fit_topics

from .test_topics import PLANTED


def _paper(rng: random.Random, words: list[str], extra: str) -> str:
    picks = rng.sample(words, 8)
    return clean_text(extra + " " + ". ".join(
        f"The {a} and {b}" for a, b in zip(picks[::2], picks[1::2], strict=True)) + ".")


@pytest.fixture(scope="module")
def planted():
    """Three topics; half the papers on reinforcement learning open on Markov decision
    processes, half of those defining the acronym, the others writing "MDPs"."""
    rng = random.Random(3)
    texts = []
    for name in ("rl", "privacy", "vision"):
        words = [w for w in PLANTED[name] if w != "markov decision process"]
        for i in range(40):
            extra = "" if name != "rl" or i % 2 else (
                "Markov decision processes (MDPs) model it. MDPs are general. An MDP "
                "helps." if i % 4 == 0 else "MDPs model it. Our MDPs are large. An MDP "
                "helps.")
            texts.append(_paper(rng, words, extra))
    vocab = build_vocabulary(texts)
    return vocab, fit_topics(vocab, n_topics=3, seed=0)


def test_a_label_term_with_an_acronym_is_shown_as_the_keyword_chart_shows_it(planted):
    vocab, model = planted
    j = vocab.lookup("MDP")
    assert j is not None and vocab.label(j) == "markov decision process (MDP)"
    named = [label for label in model.labels if "markov decision process" in label]
    assert named, model.labels  # the subject names its topic: the test can fail
    assert all("markov decision process (MDP)" in label for label in named), named
    # only keywords are dressed so: an acronym joined in a label is a keyword's
    for label in model.labels:
        for part in label.split(" · "):
            if "(" in part:
                j = vocab.lookup(part.split(" (")[0])
                assert j is not None and vocab.terms.at[j, "keyword"], part
