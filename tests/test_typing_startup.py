"""Paper typing's start-up: the words' TF-IDF without scikit-learn, the same numbers."""

from __future__ import annotations

import subprocess
import sys

import numpy as np
import pytest
import scipy.sparse as sp

from analysis.paper_types.words import sublinear_tfidf


def _counts(seed: int, n_rows: int = 300, n_words: int = 2700) -> sp.csr_array:
    """Count rows as the word matrix has them: sorted columns, counts from 1, long rows
    (an abstract holds up to a few hundred distinct words), some rows empty."""
    rng = np.random.default_rng(seed)
    lengths = rng.integers(0, 400, n_rows)
    lengths[::17] = 0
    indices = np.concatenate([np.sort(rng.choice(n_words, k, replace=False)) for k in lengths])
    indptr = np.concatenate([[0], np.cumsum(lengths)])
    data = rng.integers(1, 9, len(indices)).astype(np.float64)
    return sp.csr_array((data, indices.astype(np.int32), indptr.astype(np.int32)),
                        shape=(n_rows, n_words))


@pytest.mark.parametrize("seed", range(5))
def test_sublinear_tfidf_is_scikit_learns_bit_for_bit(seed):
    from sklearn.feature_extraction.text import TfidfTransformer

    idf = np.random.default_rng(100 + seed).uniform(1.0, 10.0, 2700)
    sklearns = TfidfTransformer(sublinear_tf=True)
    sklearns.idf_ = idf
    theirs = sklearns.transform(_counts(seed), copy=False)
    ours = sublinear_tfidf(_counts(seed), idf)
    assert (ours.indptr == theirs.indptr).all() and (ours.indices == theirs.indices).all()
    assert np.array_equal(ours.data, theirs.data)


def test_the_rows_are_summed_in_order_not_pairwise():
    # numpy's own sums go pairwise and differ from scikit-learn's running sum in the last
    # bit on some rows: what the sum in the row's order is there for
    counts = _counts(0)
    data = np.log(counts.data) + 1.0
    pairwise = np.add.reduceat(data * data, counts.indptr[:-1][np.diff(counts.indptr) > 0])
    running = [sum(float(x) * float(x) for x in data[a:b])
               for a, b in zip(counts.indptr[:-1], counts.indptr[1:], strict=True) if b > a]
    assert not np.array_equal(pairwise, running)


def test_typing_imports_no_scikit_learn():
    # the typing process starts beside the loading; scikit-learn's import cost it 0.7 s
    code = ("import sys; from analysis.pipeline import prepare_typing, paper_types_of; "
            "import pandas as pd; prepare_typing(); "
            "paper_types_of([pd.DataFrame({'text': ['we prove a regret bound for bandits.'], "
            "'title_clean': ['bandits'], 'title_is_derived': [False], "
            "'abstract': ['We prove a regret bound for bandits.']})]); "
            "print('sklearn' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    assert out.stdout.strip() == "False"


@pytest.mark.parametrize("low", [
    "the plans are formally verified and run on a robot.",
    "we obtain an exponential speed-up and a quadratic speedups over prior work.",
    "the two regimes are qualitatively different; experiments confirm it.",
    "we check the speed of convergence and validate it on real data.",  # literals, no match
    "we run experiments on imagenet.", "", "formally, we verify nothing here.",
])
def test_theory_lookalikes_are_the_regexs_own(low):
    # the substring test before the scan changes nothing of what the scan finds
    from analysis.paper_types import apparatus

    assert apparatus.theory_lookalikes(low) == [
        m.span() for m in apparatus.THEORY_LOOKALIKE.finditer(low)]
    assert set(apparatus._LOOKALIKE_NEEDS) == {"verif", "check", "validat", " speed",
                                                "qualitatively "}
