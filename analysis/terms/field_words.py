"""The corpus's own field vocabulary: single words common across its subjects.

Why.  The field-vocabulary cut of :mod:`analysis.terms.termhood` (Luhn's upper cut-off,
:data:`~analysis.terms.termhood.MAX_VENUE_SHARE`) is measured across the 12 venues of the
reference corpus, so it knows the words every field uses ("method", "model",
"learning") but not the words of *this* corpus's field: "robot" is used by 35% of the
61k corpus's papers (21,222) and led its keywords, but by under 1% of the papers of the
reference's median venue, since vision, language and theory never say it.  The same
cut-off measured inside the corpus, across its own subjects, finds it: a word used by a
large share of the papers of many different subjects names none of them (Luhn 1958, "The
automatic creation of literature abstracts", IBM J. Res. Dev. 2(2): too common to tell
documents apart), while a subject is common in its own papers and a few neighbours'.

Method.  The corpus's subjects are its phrase keywords (each a research subject by the
termhood tests, decided before and without this one, which judges single words only:
no circularity, and no topics needed, which are fitted later from the keywords) used by
at least :data:`MIN_SUBJECT_PAPERS` papers.  For each single-word keyword candidate, the
share of the papers of each subject that use it, over the subjects not containing the
word (the papers of "mobile robot" all say "robot"); the word is the field's when it is
used by :data:`~analysis.terms.termhood.MAX_VENUE_SHARE` (a fifth, the reference's cut
for "common in a venue") of the papers of at least :data:`FIELD_SUBJECT_SHARE` of the
subjects.  Each subject weighs the same, as each reference venue does.

Numbers.  :data:`FIELD_SUBJECT_SHARE` is a quarter.  On the 61k corpus the word keywords
are common in these shares of its 1,467 subjects: robot 0.59, control 0.41, object 0.32;
then estimation 0.18, detection 0.12, localization and manipulation 0.09, grasping 0.05,
SLAM 0.02.  A subject word is common in its own neighbours only (estimation in the pose,
depth, flow and state subjects), a field word in a third of all subjects or more: a
quarter sits in the gap.  The other corpora's highest: ICRA alone control 0.66 (its
field's word; "robot" fails burstiness there already), then estimation 0.20,
manipulation 0.14; ICLR 2017-18 autoencoder 0.16, embedding 0.15; ICML graph 0.08; IJCAI
generation 0.12; the 24k graph 0.08: none is cut.  A cut at a half (the median subject)
would take "robot" only.  In a corpus with fewer than :data:`MIN_SUBJECTS` subjects (the
57 seeds have one phrase keyword of 5 papers) a share of subjects cannot be measured and
the test is off: the reference's cut still applies.  Cost: one sparse product of the
subjects' and candidates' paper columns, 0.01 s at 61k (bench/keywords/RESULTS.md,
wave 38).
"""

from __future__ import annotations

import numpy as np
import pandas as pd
import scipy.sparse as sp

#: Papers a phrase keyword needs to count as a subject: a fifth of its papers is then at
#: least one paper, and a share is not one paper's accident (termhood's lead prior, 5).
MIN_SUBJECT_PAPERS = 5
#: Subjects needed to measure a share of them (as termhood's MIN_CONTENT_TERMS).
MIN_SUBJECTS = 20
#: Share of the subjects in which a field word is common (module docstring: the gap
#: between the subjects, up to 0.20 ("estimation", ICRA alone), and the field's words,
#: from 0.32 ("object", 61k corpus)).
FIELD_SUBJECT_SHARE = 0.25
#: Subjects per block of :func:`subject_spread`: 256 x a few thousand words is a few MB.
SUBJECT_BLOCK = 256


def subject_spread(keys: np.ndarray, presence: sp.csc_matrix, subjects: np.ndarray,
                   words: np.ndarray, common: float) -> np.ndarray:
    """Per word column in ``words``, the share of the ``subjects`` (phrase columns of the
    papers x terms 0/1 ``presence``) not containing the word in whose papers the word is
    used by at least ``common`` of them (NaN without subjects)."""
    out = np.full(len(words), np.nan)
    if len(subjects) == 0 or len(words) == 0:
        return out
    presence = presence.tocsc()  # column counts from indptr: CSC only (a no-op when it is)
    subject_docs = np.diff(presence.indptr)[subjects].astype(np.float64)
    index = {str(k): j for j, k in enumerate(keys[words])}
    word_columns = presence[:, words]
    counted = np.zeros(len(words), dtype=np.int64)
    common_in = np.zeros(len(words), dtype=np.int64)
    # a block of subjects at a time: the dense subjects x words product of a 250k corpus
    # (thousands by thousands) would add a few hundred MB to the vocabulary's peak
    for start in range(0, len(subjects), SUBJECT_BLOCK):
        block = subjects[start:start + SUBJECT_BLOCK]
        both = (presence[:, block].T @ word_columns).toarray()
        is_common = both >= common * subject_docs[start:start + len(block), None]
        held = np.zeros_like(is_common)
        for i, key in enumerate(keys[block]):
            for token in str(key).split():
                j = index.get(token)
                if j is not None:
                    held[i, j] = True
        counted += (~held).sum(axis=0)
        common_in += (is_common & ~held).sum(axis=0)
    share = common_in / np.maximum(counted, 1)
    return np.where(counted > 0, share, np.nan)


def field_words(terms: pd.DataFrame, presence: sp.csc_matrix | None,
                candidates: np.ndarray, subjects: np.ndarray, common: float) -> np.ndarray:
    """Boolean per term: a candidate single word common (``common`` of the papers) in at
    least :data:`FIELD_SUBJECT_SHARE` of the corpus's subjects (``subjects``: phrase
    keywords; those with :data:`MIN_SUBJECT_PAPERS` papers count, and at least
    :data:`MIN_SUBJECTS` of them, else no word is flagged)."""
    out = np.zeros(len(terms), dtype=bool)
    if presence is None or presence.shape[1] != len(terms):
        return out
    df = terms["df"].to_numpy()
    counted = np.flatnonzero(subjects & (df >= MIN_SUBJECT_PAPERS))
    words = np.flatnonzero(candidates)
    if len(counted) < MIN_SUBJECTS or len(words) == 0:
        return out
    keys = terms["key"].astype(str).to_numpy()
    spread = subject_spread(keys, presence, counted, words, common)
    out[words] = np.nan_to_num(spread) >= FIELD_SUBJECT_SHARE
    return out
