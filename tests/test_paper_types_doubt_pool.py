"""Issue 14, wave 39: the pooled readings behind the doubt rule (bench/paper_types/
doubt_pool.py, doubt_corpora.py) count what they say they count.

The decision not to extend :mod:`analysis.paper_types.doubt` to ML venues, and the
``unclear`` confidence it now states, rest on these counts: each reading file's judgement
mapped to own experiment / theory right / read unclear, one reading per paper (a random
reading before a paper chosen by its outcome, then the newest), Wilson intervals, the
Laplace estimate of the unclear share, and the band-wise own-experiment estimate over the
labels a variant keeps.  Planted rows with hand-computed answers; no corpus is read.
"""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest


def test_wilson_interval_matches_the_hand_computed_one(paper_bench):
    wilson = paper_bench.doubt_pool.wilson
    # 5 of 10 at z = 1.645: centre 0.5, half-width 1.645 * sqrt(0.025 + 2.706 / 400) / 1.2706
    lo, hi = wilson(5, 10)
    assert (round(lo, 3), round(hi, 3)) == (0.269, 0.731)
    lo, hi = wilson(0, 10)
    assert lo == 0.0 and round(hi, 3) == 0.213
    lo, hi = wilson(1.5, 3)                                   # halves count: 1.5 of 3 is 0.5
    assert lo + hi == pytest.approx(1.0) and lo < 0.5 < hi


def test_an_own_experiment_reading_maps_yes_half_no_and_skips_the_unread(paper_bench, tmp_path):
    pool = paper_bench.doubt_pool
    path = tmp_path / "w.csv"
    pd.DataFrame({"paper_id": ["a", "b", "c", "d", "e"],
                  "own_experiment": ["yes", "half", "no", "unread", "no"],
                  "theory_right": [False, False, True, True, False]}).to_csv(path, index=False)
    out = pool.one_file(str(path), "audit hits").set_index("paper_id")
    assert list(out.index) == ["a", "b", "c", "e"]            # "unread" is no reading
    assert out["own"].tolist() == [1.0, 0.5, 0.0, 0.0]
    assert out["theory_right"].tolist() == [0.0, 0.0, 1.0, 0.0]
    # no experiment and no proved result: empirical or unclear, not told apart: half
    assert out["unclear"].tolist() == [0.0, 0.0, 0.0, 0.5]
    assert not out["acted_on"].any()
    # a reading of the own experiment alone cannot say unclear
    path.write_text("paper_id,own_experiment\na,no\n")
    assert pool.one_file(str(path), "audit hits", True)["unclear"].isna().all()


def test_a_readers_label_maps_to_own_experiment_and_unclear(paper_bench, tmp_path):
    path = tmp_path / "w25.csv"
    pd.DataFrame({"paper_id": list("abcde"),
                  "reader_label": ["theory", "both", "both or theory", "unclear",
                                   "empirical or unclear"],
                  "verdict": ["right", "wrong", "borderline", "wrong", "wrong"]}
                 ).to_csv(path, index=False)
    out = paper_bench.doubt_pool.one_file(str(path), "theory labels")
    assert out["own"].tolist() == [0.0, 1.0, 0.5, 0.0, 0.5]
    assert out["theory_right"].tolist() == [1.0, 0.0, 0.5, 0.0, 0.0]
    assert out["unclear"].tolist() == [0.0, 0.0, 0.0, 1.0, 0.5]


def test_one_reading_per_paper_random_before_selected_then_newest(paper_bench):
    frame = lambda source, kind, ids, own: pd.DataFrame(  # noqa: E731
        {"paper_id": ids, "source": source, "kind": kind, "own": own})
    kept = paper_bench.doubt_pool.dedupe([frame("changes.csv", "selected", ["x"], [1.0]),
                                          frame("w38.csv", "audit hits", ["y"], [0.0]),
                                          frame("w37.csv", "audit hits", ["x", "y", "z"],
                                                [0.0, 1.0, 0.5])])
    by_id = kept.set_index("paper_id")["source"].to_dict()
    # x: the random w37 reading, not the outcome-chosen one; y: the newer w38 reading
    assert by_id == {"x": "w37.csv", "y": "w38.csv", "z": "w37.csv"}


def test_the_unclear_share_counts_only_random_readings_the_rule_makes_unclear(paper_bench):
    planted = pd.DataFrame({"kind": ["audit hits", "doubted", "theory labels", "selected",
                                     "audit hits", "audit hits"],
                            "doubted_to": ["unclear", "unclear", "unclear", "unclear", "both",
                                           "unclear"],
                            "unclear": [1.0, 0.5, 0.0, 1.0, 1.0, np.nan]})
    # 1.5 of 3 read unclear: (1.5 + 1) / (3 + 2); the last reading judged the own
    # experiment only and cannot say unclear
    assert paper_bench.doubt_pool.doubted_unclear(planted) == (1.5, 3, 0.5)


def test_the_band_wise_estimate_drops_the_labels_a_variant_removes(paper_bench):
    cuts = paper_bench.doubt_pool.CUTS
    labels = pd.DataFrame({"conf": [0.2, 0.2, 0.9, 0.9, 0.9, 0.9, 0.2, 0.9, 0.99, 0.99],
                           "hit": [True] * 6 + [False] * 4})
    readings = pd.DataFrame({"conf": [0.1, 0.25, 0.85, 0.85, 0.9, 0.9],
                             "own": [1.0, 0.0, 1.0, 0.0, 0.0, 0.0]})
    read = readings.groupby(pd.cut(readings["conf"], cuts, right=False),
                            observed=False)["own"].agg(["sum", "count"])
    estimate = paper_bench.doubt_corpora.estimate
    # 2 hits x 1/2 + 4 hits x 1/4 = 2 of 10 theory labels
    assert estimate(labels, read, np.zeros(10, bool)).startswith("2 of 10 = 20.0%")
    # below 0.5 gone (3 labels, 2 hits): 4 x 1/4 = 1 of 7
    assert estimate(labels, read, (labels["conf"] < 0.5).to_numpy()).startswith("1 of 7 = 14.3%")


def test_the_pool_reads_a_doubted_label_from_a_model_without_the_unclear_share(paper_bench):
    """``doubt_pool.py --write-unclear`` estimates the share a model file lacks, so its view
    of a paper must not need it (it raised on such a model, the one it is run to repair)."""
    from analysis.paper_types.model import MODEL_PATH, PaperTypeModel
    fitted = PaperTypeModel.load(MODEL_PATH)          # a copy: the shipped one is shared
    fitted.calibration.doubted_unclear = None
    title = "Compliant contact control of a robot arm"
    abstract = ("We consider a robot manipulator in contact with a stiff environment and a "
                "camera on its wrist. We prove that the closed-loop system is asymptotically "
                "stable for any contact stiffness and derive bounds on the tracking error.")
    seen = paper_bench.doubt_pool.view(fitted, title, abstract)
    assert seen["label_now"] == "theory" and seen["conf"] < 0.5 < seen["domain"]
    assert seen["doubted_to"] == "unclear"


def _planted_corpora(root, records):
    """``records`` as one venue file in each of the two corpora under ``root``."""
    import json
    for corpus in ("papercopilot", "papercopilot-more"):
        folder = root / corpus / "icml"
        folder.mkdir(parents=True)
        (folder / "icml2020.json").write_text(json.dumps(records), "utf-8")


def test_a_pool_with_no_doubted_paper_gives_the_empty_estimate_not_a_key_error(
        paper_bench, tmp_path, monkeypatch):
    """Wave 64 (doubt64): ``domain.py`` on a model that doubts no pooled paper raised
    KeyError 'doubted_to' (refit64): only a theory label's view had the column.  Every
    view has it now, so the estimate is Laplace's with nothing read, (0 + 1) / (0 + 2)."""
    pool_mod = paper_bench.doubt_pool
    _planted_corpora(tmp_path, [{"id": "a", "title": "Faster training of image classifiers",
                                 "abstract": "We train a convolutional network on ImageNet "
                                             "and report a 2% gain in top-1 accuracy over "
                                             "the baseline in our experiments."}])
    monkeypatch.setattr(pool_mod, "SHARED", tmp_path)
    pool = pd.DataFrame({"paper_id": ["icml2020:a"], "kind": ["theory labels"],
                         "unclear": [0.0]})
    now = pool_mod.classify_now(pool["paper_id"].tolist())
    assert now["label_now"].tolist() != ["theory"]
    assert pool_mod.doubted_unclear(pool.merge(now, on="paper_id")) == (0.0, 0, 0.5)


def test_the_pool_names_the_folder_when_it_finds_no_corpora(paper_bench, tmp_path, monkeypatch):
    """A checkout copied outside the project's folder (refit64's provisional model under
    /work/tmp) found no corpora beside it and gave every reading an empty view: the cause of
    the KeyError above.  It now stops and says where it looked."""
    monkeypatch.setattr(paper_bench.doubt_pool, "SHARED", tmp_path)
    with pytest.raises(FileNotFoundError, match=str(tmp_path / "papercopilot")):
        paper_bench.doubt_pool.classify_now(["icml2020:a"])
