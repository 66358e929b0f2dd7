"""A long form the corpus defines with a function word inside is judged as a phrase
(session 59).

"bidirectional encoder representations from transformers (BERT)" holds "from", so it
is no counted phrase and takes its acronym's statistics (:mod:`analysis.terms.defined`).
It was judged by the single-word thresholds of the word it took them from: on ACL,
NAACL and COLING (6,019 papers) BERT, in 477 papers and named first by 0.24 of them,
failed the word's 0.3 while the phrase threshold is 0.15, and was no keyword beside
"multilingual BERT (mBERT)".  Planted papers: some define BERT, some name it in their
title, most only use it; an undefined acronym with the same numbers stays a word.
"""

from __future__ import annotations

import pytest

from analysis.terms import build_vocabulary
from tests.planted_terms import kind_texts

DEFINE = ("Text classification", "We fine-tune bidirectional encoder representations from "
          "transformers (BERT) on news. Our BERT classifier is robust.")


def _kinds(n_defined: int, n_title: int) -> dict[str, tuple[int, str, str]]:
    return {
        "defined": (n_defined, *DEFINE),
        "title": (n_title, "Probing BERT", "We probe BERT layers for syntax. BERT encodes "
                  "trees."),
        "used": (20, "Sentiment analysis", "We fine-tune BERT on reviews. BERT labels them."),
        "parsing": (10, "Dependency parsing", "We study dependency parsing of news. "
                    "Dependency parsing is hard."),
    }


def _bert(n_defined: int, n_title: int):
    _, texts = kind_texts(_kinds(n_defined, n_title), seed=3)
    vocab = build_vocabulary(texts, min_df=2)
    j = vocab.lookup("BERT")
    assert j is not None
    return vocab.terms.loc[j]


def test_a_defined_long_form_named_first_as_often_as_a_phrase_needs_is_a_keyword():
    bert = _bert(6, 6)
    assert bert["key"] == "bidirectional encoder representation from transformer"
    assert bert["n_words"] == 5 and bert["acronym"] == "BERT"
    # named first often enough for a phrase (0.15), not for a single word (0.3)
    assert 0.15 <= bert["lead_share"] < 0.3
    assert bool(bert["keyword"])  # main: False, judged as the word "bert"


def test_a_defined_long_form_named_first_too_rarely_is_still_no_keyword():
    bert = _bert(6, 2)
    assert bert["n_words"] == 5 and bert["lead_share"] < 0.15
    assert not bool(bert["keyword"])


@pytest.mark.parametrize("n_title", [6, 8])
def test_an_undefined_acronym_is_judged_as_the_word_it_is(n_title):
    bert = _bert(0, n_title)
    assert bert["n_words"] == 1 and bert["acronym"] == ""
    assert 0.15 <= bert["lead_share"] < 0.3
    assert not bool(bert["keyword"])
