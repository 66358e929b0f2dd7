"""A defined long form that is no name keeps the inflection its definitions write
(session 60).

On the 24k corpus BERT is defined by two papers, "Bidirectional Encoder Representations
from Transformers (BERT)" and "bidirectional encoder representations from transformers
(BERT)": one of two capitalised, no name by :data:`analysis.terms.defined.MIN_NAME_SHARE`,
so it was shown as a common noun phrase built word by word from each word's usual form,
singular: "bidirectional encoder representation from transformer (BERT)", a form no paper
writes.  Now each word takes the form its definitions write most (the usual one on a
tie), in the word's usual case.
"""

from __future__ import annotations

import pandas as pd
import pytest

from analysis.terms import build_vocabulary
from tests.planted_terms import kind_texts

#: kind -> (how many, title, abstract): the 24k's two BERT definitions, BERT used alone
#: and the long form's words used singular and lower case elsewhere, as in the corpus
KINDS = {
    "bert_name": (1, "Language models", "We fine-tune Bidirectional Encoder Representations "
                  "from Transformers (BERT) on tasks. BERT is large."),
    "bert_low": (1, "Language models", "We probe bidirectional encoder representations "
                 "from transformers (BERT) here. BERT is deep."),
    "bert_short": (6, "Language models", "Our BERT model is small."),
    "bert_words": (8, "Text encoders", "A bidirectional encoder learns a representation "
                   "with a transformer for each word."),
    "slam_low": (3, "Robot mapping", "We study simultaneous localization and mapping "
                 "(SLAM) for robots. Our SLAM runs online."),
    "slam_short": (3, "Robot mapping", "Our SLAM runs online."),
}


@pytest.fixture(scope="module", params=[1_000, 3], ids=["one_chunk", "chunks"])
def vocab(request):
    _, texts = kind_texts(KINDS, seed=5)
    return build_vocabulary(texts, min_df=2, chunk_size=request.param)


def test_a_long_form_is_shown_in_the_number_its_definitions_write(vocab):
    j = vocab.lookup("BERT")
    assert j is not None
    assert vocab.label(j) == "bidirectional encoder representations from transformers (BERT)"
    assert vocab.lookup("bidirectional encoder representations from transformers") == j


def test_a_long_form_written_as_the_usual_forms_is_unchanged(vocab):
    j = vocab.lookup("SLAM")
    assert j is not None and vocab.label(j) == "simultaneous localization and mapping (SLAM)"


def test_each_word_takes_its_most_written_form_in_its_usual_case():
    from analysis.terms.defined import shown

    key = "learning from demonstration"
    usual = {"learning": "learning", "demonstration": "demonstration"}
    plural = pd.Series({(key, "Learning from Demonstrations"): 1,
                        (key, "learning from demonstrations"): 2,
                        (key, "learning from demonstration"): 1})
    assert shown(key, plural, usual) == "learning from demonstrations"  # 3 of 4 plural
    tie = pd.Series({(key, "learning from demonstrations"): 1,
                     (key, "learning from demonstration"): 1})
    assert shown(key, tie, usual) == "learning from demonstration"  # the usual on a tie
    # a word whose usual case is capitalised keeps it ("Gaussian", "Markov")
    key = "markov decision process for planning"
    usual = {"markov": "Markov", "decision": "decision", "process": "process",
             "planning": "planning"}
    written = pd.Series({(key, "markov decision processes for planning"): 2,
                         (key, "Markov Decision Processes for Planning"): 1})
    assert shown(key, written, usual) == "Markov decision processes for planning"
