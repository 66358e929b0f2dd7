"""Wave 64 (refit64): the refit measured out of sample (bench/paper_types/refit_blind.py).

train.py's fits take per-row sample weights (the 61k-share variant: rows of the 61k's venues
weighted to that corpus's share), and refit_blind.py's weights give those rows the share.
"""

import numpy as np


def test_refit_weights_the_rows_it_is_given(paper_bench):
    train = paper_bench.train
    df = paper_bench.evaluate.load_split("dev").sample(300, random_state=64)
    data = train.dev_features(df)
    plain = train.refit(3.0, "balanced", data)
    # all weights 1: the unweighted fit
    assert train.differences(train.refit(3.0, "balanced", data, np.ones(300)), plain, data) == []
    # the empirical rows weighted ten times: another model, which leans to empirical
    heavy = np.where(data.df["label"] == "empirical", 10.0, 1.0)
    weighted = train.refit(3.0, "balanced", data, heavy)
    assert train.differences(weighted, plain, data)
    k = plain.classes.index("empirical")
    scores = plain.word_scores(data.texts), weighted.word_scores(data.texts)
    mean = [np.mean([m.predict_proba(f, w[i])[k] for i, f in enumerate(data.feats)])
            for m, w in zip((plain, weighted), scores, strict=True)]
    assert mean[1] > mean[0]


def test_corpus_weights_give_the_61k_its_share(paper_bench):
    refit_blind = paper_bench.refit_blind
    venues = ["ICML", "NIPS", "ICLR", "cvpr", "ICRA", "ACL"]
    w = refit_blind.corpus_weights(venues)
    more = np.array([False, False, False, True, True, False])
    assert abs(w[more].sum() / w.sum() - 60974 / 85038) < 1e-9
    assert np.allclose(w[more], w[more][0]) and np.allclose(w[~more], w[~more][0])
    assert abs(w.mean() - 1) < 1e-12
    # one corpus only: nothing to reweight
    assert np.allclose(refit_blind.corpus_weights(["ICML", "ICLR"]), 1.0)
