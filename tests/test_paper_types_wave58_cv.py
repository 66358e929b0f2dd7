"""Wave 58: ``bench/paper_types/train.py``'s cross-validation scores the shipped pipeline.

Before, ``train.cross_validate`` chose each out-of-fold label with the fitted cues' gates and
``rules.verdict``, while :func:`analysis.paper_types.classify_text` chooses with every cue's
gates (wave 55's own-result form turns ``empirical`` into ``both``) after
``classify.verdict`` (a lone form makes no label): 5 dev rows were labelled apart.  Both now
read :func:`analysis.paper_types.classify.model_inputs` (one definition), so the CV's label
of an abstract is what the classifier gives with a model fitted on the other folds.
"""

from __future__ import annotations

import pandas as pd

from tests.planted_types import label
from tests.test_paper_types_wave55 import POST, PRE

# an own result stated in a wave-55 form inside an empirical paper: the classifier's `both`
FORM = [f"{PRE} We theoretically show that the estimator is robust to missing covariates. {POST}",
        f"{PRE} We theoretically show that the imputation is unbiased under mild conditions. {POST}",
        f"{PRE} We theoretically show that the penalty recovers the true support. {POST}"]
# the form as the only own result, no empirical phrase: the rules' word stands (wave 55)
LONE = ["We study congestion games with selfish players. We provide theoretical support for "
        "the use of tolls.",
        "We study auctions with budget constraints. We provide theoretical support for the "
        "use of reserve prices.",
        "We study matching markets with transfers. We provide theoretical support for the "
        "use of deferred acceptance."]


def _planted(texts, gold):
    return pd.DataFrame({"paper_id": [f"planted:{i}" for i in range(len(texts))], "venue": "x",
                         "year": 2020, "title": "", "abstract": texts, "label": gold,
                         "certain": True, "rationale": "", "part": "planted"})


def test_the_planted_abstracts_are_what_the_classifier_says():
    assert {label(t)[0] for t in FORM} == {"both"}
    assert {label(t)[0] for t in LONE} == {"unclear"}


def test_dev_features_reads_the_shipped_decision(paper_bench):
    d = paper_bench.train.dev_features(_planted(FORM + LONE, ["both"] * 3 + ["unclear"] * 3))
    assert all(g.get("theorised") for g in d.choice[:3])
    assert not any("theorised" in f for f in d.feats)  # the form is no fitted feature
    assert list(d.rules[3:]) == ["unclear"] * 3        # classify.verdict, not rules.verdict
    assert list(d.rules[:3]) == [None] * 3


def test_cross_validation_labels_as_the_classifier_does(paper_bench):
    """Out of fold, with a model fitted on 400 dev rows: the planted form makes ``both`` and
    the lone form stays ``unclear``, as :func:`classify_text` labels them.  The planted form
    is given to the fit as ``empirical``, so that the fitted model alone says so and only the
    shipped decision (the gate) says ``both``."""
    module = paper_bench.train
    dev = paper_bench.evaluate.load_split("dev").sample(400, random_state=58)
    df = pd.concat([dev, _planted(FORM + LONE, ["empirical"] * 3 + ["unclear"] * 3)],
                   ignore_index=True)
    d = module.dev_features(df)
    y = d.df["label"].to_numpy(dtype=object)
    (pred,) = module.cross_validate(d.feats, d.texts, y, d.rules, d.choice, nested=False,
                                    fixed=(3.0, "balanced"), repeats=1)
    assert list(pred[-6:]) == ["both"] * 3 + ["unclear"] * 3
    # chosen from the fitted features alone (the definition before wave 58) the form is lost
    (before,) = module.cross_validate(d.feats, d.texts, y, d.rules, d.feats, nested=False,
                                      fixed=(3.0, "balanced"), repeats=1)
    assert list(before[-6:-3]) == ["empirical"] * 3
