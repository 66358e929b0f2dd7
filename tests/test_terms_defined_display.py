"""A defined long form is shown as the papers write it in their definitions (wave 53b).

Issue 10: phrases shown in their usual form, acronyms joined to their expansions.  A long
form with "and" / "from" / "in" inside (:mod:`analysis.terms.defined`) is no counted
phrase; built word by word from each word's usual form, a name read wrong:
"bidirectional encoder representation from transformer (BERT)", "labeled face in the
wild (LFW)", "national Institute of standard and technology (NIST)".  Now a long form
at least two thirds of whose definitions capitalise it is shown as most of them write
it; a common noun phrase ("simultaneous localization and mapping", capitalised by a minority for the
acronym's letters, or at a sentence start) keeps the phrase display.
"""

from __future__ import annotations

import pandas as pd
import pytest

from analysis.terms import build_vocabulary
from tests.planted_terms import kind_texts

#: kind -> (how many, title, abstract)
KINDS = {
    "bert_name": (5, "Language models", "We fine-tune Bidirectional Encoder Representations "
                  "from Transformers (BERT) on tasks. BERT is large."),
    "bert_low": (1, "Language models", "We probe bidirectional encoder representations "
                 "from transformers (BERT) here. BERT is deep."),
    "bert_short": (4, "Language models", "Our BERT model is small."),
    # the long form's words in other uses, lower case and singular, as in a real corpus
    "bert_words": (8, "Text encoders", "A bidirectional encoder learns a representation "
                   "with a transformer for each word."),
    "lfw_name": (4, "Face data", "We test on Labeled Faces in the Wild (LFW) with care. "
                 "LFW is hard."),
    "lfw_singular": (2, "Face data", "We test on Labeled Face in the Wild (LFW) today. "
                     "LFW is used."),
    "nist_name": (3, "Standards", "The National Institute of Standards and Technology "
                  "(NIST) sets rules. NIST data helps."),
    "nist_short": (3, "Standards", "NIST data helps us."),
    "slam_low": (4, "Robot mapping", "We study simultaneous localization and mapping "
                 "(SLAM) for robots. Our SLAM runs online."),
    "slam_cap": (2, "Robot mapping", "We study Simultaneous Localization and Mapping "
                 "(SLAM) for robots. SLAM runs online."),
    "slam_start": (1, "Robot mapping", "Simultaneous localization and mapping (SLAM) is "
                   "old. SLAM is key."),
    "lfd_low": (3, "Robot teaching", "We study learning from demonstration (LfD) for "
                "arms. LfD is cheap."),
    "lfd_cap": (2, "Robot teaching", "We study Learning from Demonstration (LfD) for "
                "arms. LfD is cheap."),
    "gan": (6, "Image synthesis", "We train generative adversarial networks (GANs) on "
            "images. GANs are unstable."),
    "gan_cap": (4, "Image synthesis", "We train Generative Adversarial Networks (GANs) on "
                "faces. GANs are unstable."),
}


@pytest.fixture(scope="module", params=[1_000, 5], ids=["one_chunk", "chunks"])
def vocab(request):
    _, texts = kind_texts(KINDS, seed=11)
    return build_vocabulary(texts, min_df=2, chunk_size=request.param)


@pytest.mark.parametrize(("short", "label"), [
    ("BERT", "Bidirectional Encoder Representations from Transformers (BERT)"),
    ("LFW", "Labeled Faces in the Wild (LFW)"),
    ("NIST", "National Institute of Standards and Technology (NIST)"),
])
def test_a_named_long_form_is_shown_as_its_definitions_write_it(vocab, short, label):
    j = vocab.lookup(short)
    assert j is not None and vocab.label(j) == label


@pytest.mark.parametrize(("short", "label"), [
    ("SLAM", "simultaneous localization and mapping (SLAM)"),
    ("LfD", "learning from demonstration (LfD)"),
])
def test_a_common_noun_long_form_keeps_the_phrase_display(vocab, short, label):
    j = vocab.lookup(short)
    assert j is not None and vocab.label(j) == label


def test_an_ordinary_joined_phrase_keeps_its_phrase_display(vocab):
    j = vocab.lookup("GAN")
    assert j is not None and vocab.label(j) == "generative adversarial network (GAN)"


def test_the_written_forms_decide_by_the_share_of_capitalised_definitions():
    from analysis.terms.defined import shown  # here: the other tests run on main too

    usual = {"learning": "learning", "demonstration": "demonstration"}
    key = "learning from demonstration"
    written = pd.Series({(key, "Learning from Demonstration"): 3,
                         (key, "learning from demonstration"): 2,
                         (key, "Learning from demonstration"): 2})
    assert shown(key, written, usual) == "learning from demonstration"  # 3 of 7
    written[(key, "Learning from Demonstrations")] = 2
    assert shown(key, written, usual) == "learning from demonstration"  # 5 of 9, as SfM
    written[(key, "Learning from Demonstrations")] = 5
    assert shown(key, written, usual) == "Learning from Demonstrations"  # 8 of 12
    tie = pd.Series({(key, "Learning from Demonstration"): 1,
                     (key, "learning from demonstration"): 1})
    assert shown(key, tie, usual) == "learning from demonstration"  # half: no name
    # hyphens read as spaces in the key; no definitions: the usual forms
    written = pd.Series({("vertical take-off and landing", "Vertical Take-Off and Landing"): 3})
    assert shown("vertical take off and landing", written, {}) == \
        "Vertical Take-Off and Landing"
    assert shown(key, pd.Series(dtype="int64"), usual) == "learning from demonstration"
