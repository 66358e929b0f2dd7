"""Which joined acronyms are shown: those a fifth of the term's papers write, alone when
under a fifth write anything else.

Why
    An acronym joined to its expansion (:mod:`analysis.terms.model`) is one term, counted
    once per paper where either is written, and a search for either finds both.  Shown
    beside every such term ("generative adversarial network (GAN)"), it also named terms
    whose acronym is an author's ad-hoc abbreviation, defined once in an abstract to save
    a few words and seldom written elsewhere: on the 24k corpus "neural network (NN)"
    (the acronym in 53 of the term's 3,574 papers), "gradient descent (GD)" (42 of 995),
    "deep learning (DL)" (16 of 840), "graphical model (GM)" (8 of 576); on ICML
    "Monte Carlo (MC)" (2 of 94).  A reader expects "(GAN)", "(BERT)", "(RL)", "(LLM)",
    the names the field writes, not "(NN)".

Method
    The acronym is shown when at least :data:`MIN_SHARE` of the term's papers write it
    as a short form, as it is counted (:mod:`analysis.terms.encode`: a token of the
    acronym's key written as a short form, in a paper that does not define it as
    something else); else the term is shown by its expansion alone.  Papers, as every
    count of a keyword: a paper defining the acronym writes it, so an ad-hoc
    abbreviation a few papers define scores the share of those papers, while a name the
    field writes is written by many of its papers with or without the long form (24k:
    BERT 0.82 of its papers, LLM 0.77, GAN 0.73, SVM 0.72, reinforcement learning's RL
    0.31; NN 0.015, GD 0.042, DL 0.019).  A fifth is the share under which the
    project reads a form as rare elsewhere (a rare singular,
    :data:`analysis.terms.display.RARE_SINGULAR`; a phrase used on its own in under a
    fifth of its uses is a fragment, :data:`analysis.terms.phrase_selection.
    FRAGMENT_SHARE`).  The share was chosen over two
    others measured on the same corpora (bench/keywords/RESULTS.md, session 61): the
    share of the term's papers writing the acronym *without defining it* hides names
    abstracts nearly always define (24k, counted in the texts: "graph neural network
    (GNN)" 4 of 138 papers, "Bayesian optimization (BO)" 9 of 200, "federated learning
    (FL)" 4 of 112), and the acronym's own paper count, with no share, keeps "neural
    network (NN)" (53 papers) over names of smaller fields ("sum-product network (SPN)",
    22 of its 29).  Where the share is near a fifth the call is close either way (24k:
    "deep neural network (DNN)" 0.195, "multi-armed bandit (MAB)" 0.19, "Thompson
    sampling (TS)" 0.17 hidden; ICML's TS 4 of 12 shown).

    Counted so, an acronym whose key is a function word ("RE", "AL", "WE", "IS": no word
    key, so the term's matrix never counts it) is counted by its short forms, as the
    search finds it (:func:`analysis.terms.redefined.acronym_columns`).

    The papers the share is taken of are the vocabulary's, counted when it is built: the
    keyword's papers a reader sees (``n_papers`` of the keywords table, the search's:
    :mod:`analysis.search.term_papers`) are counted later, beside the topics, whose labels
    already spell the term, so the decision cannot wait for them.  They are the same
    papers or more (the search reads a hyphen as a space), so a share near a fifth may
    read otherwise from ``n_papers``: measured in session 62, the decision agrees with
    ``n_papers`` as its denominator for every listed keyword with an acronym but one of
    ICML's 71 ("nearest neighbor search (NNS)", 2 of 8 papers when decided, 11 listed) and
    one of the 24k's 141 ("block coordinate descent (BCD)", 7 of 33, 46 listed), both
    shown, and for all of ICLR 2017-18's 28 and ACL+NAACL+COLING's 102
    (bench/keywords/RESULTS.md).  The acronym's own count is shown nowhere (a search for
    the acronym finds the term's papers: 11 for "NNS"), so what a reader can check is the
    term's count.

    The acronym alone names the term when it is what the papers write: under
    :data:`MIN_SHARE` of the term's papers write any other of its spellings (its long
    form, counted as the term is: ``expansion_papers``).  A name the field writes and
    seldom expands read as a long form no paper uses: "Bidirectional Encoder
    Representations from Transformers (BERT)" on ACL + NAACL + COLING (the long form in
    4 of the 380 papers the vocabulary counts for BERT; 24k 2 of 244), read on the axes
    as its bare title-cased long form (walk63).  Shown "BERT", as its papers write it.
    The same fifth as above: the long form is then the rare form, as a rare singular is.
    A paper defining the acronym counts as writing the long form even where the encoder
    cannot match it (a spelling it does not read; before session 64 every long form with
    "the" inside, "Labeled Faces in the Wild (LFW)": counted since, the papers writing
    only the long form make LFW's a fifth of its papers on CVPR + ICCV + ECCV + WACV,
    and it is shown "Labeled Faces in the Wild (LFW)" there).
    Changed on the benchmark corpora (bench/keywords/RESULTS.md, session 63): BERT
    (NLP, 24k, 61k), "ReLU" (ICML 6 of 32, 24k), "PAC" (24k 16 of 160), "GPU", "GPS",
    "RANSAC", "LFW", "3DPW" (61k; LFW 13 of 67, all defining it); kept beside their
    long form: "generative adversarial network (GAN)", "large language model (LLM)",
    "long short-term memory (LSTM)" (ICLR 29 of 88), where papers define and write both.
    The term's papers are then those a search for the acronym finds
    (:mod:`analysis.search.term_papers`): BERT's count rose by the papers writing "Bert"
    or "bert-" (NLP 474 -> 477, 24k 298 -> 301, 61k 264 -> 267).

    Only the display changes: the term, its counts, its search (the acronym still finds
    the term's papers) and its ``acronym`` column are the same; the decision is taken
    once, when the vocabulary is built, so the keyword chart, the characteristic
    keywords, the decisions table and the topic labels spell the term alike
    (:meth:`analysis.terms.Vocabulary.label`, column ``shown_acronym``).  An analysis
    extended with more papers keeps its fitted display, as it keeps its keywords.
"""

from __future__ import annotations

import numpy as np
import pandas as pd

#: Share of a term's papers writing its acronym from which the acronym is shown, and
#: writing another spelling under which the acronym is shown alone.
MIN_SHARE = 0.2


def with_shown_acronyms(terms: pd.DataFrame, acronym_papers: np.ndarray | None,
                        expansion_papers: np.ndarray | None = None) -> pd.DataFrame:
    """``terms`` (with ``df``) and the columns ``acronym_papers`` (per term, papers writing
    its acronym as counted; None: not counted, -1) and ``shown_acronym`` (its ``acronym``
    when at least :data:`MIN_SHARE` of its ``df`` papers write it, else ""; every
    acronym when not counted, as before the rule).  A term whose acronym is shown and
    whose other spellings under :data:`MIN_SHARE` of its papers write
    (``expansion_papers``; None: not counted) is shown by its acronym alone: ``term`` is
    the acronym, ``shown_acronym`` ""."""
    acronyms = terms["acronym"].fillna("").astype(str).to_numpy(dtype=object)
    if acronym_papers is None:
        return terms.assign(acronym_papers=-1, shown_acronym=acronyms)
    papers = np.asarray(acronym_papers, dtype=np.int64)
    df = np.maximum(terms["df"].to_numpy(dtype=np.float64), 1.0)
    shown = (papers >= MIN_SHARE * df) & (acronyms != "")
    out = terms.assign(acronym_papers=papers,
                       shown_acronym=np.where(shown, acronyms, "").astype(object))
    if expansion_papers is None:
        return out
    alone = shown & (np.asarray(expansion_papers, dtype=np.int64) < MIN_SHARE * df)
    if alone.any():
        out["term"] = np.where(alone, acronyms, out["term"].to_numpy(dtype=object))
        out["shown_acronym"] = np.where(alone, "", out["shown_acronym"].to_numpy(dtype=object))
    return out


def displayed(terms: pd.DataFrame) -> pd.Series:
    """Each term's acronym as shown: the column ``shown_acronym`` (a vocabulary saved
    before the rule has none: its ``acronym``, every acronym shown)."""
    return terms["shown_acronym"] if "shown_acronym" in terms else terms["acronym"]
