"""Wave 64 (doubt64): the measurement of a re-fit of the calibration's domain parameters
(bench/paper_types/domain_blind.py) counts what it says: per band the papers, share right
and stated confidence; per corpus the labels and bands two digest files disagree on.
Planted rows with hand-computed answers; no corpus or model is read."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest


def test_the_band_table_counts_papers_accuracy_and_stated_confidence(paper_bench):
    gold = pd.Series(["theory", "empirical", "both", "theory", "unclear"])
    label = pd.Series(["theory", "empirical", "theory", "theory", "empirical"])
    conf = np.array([0.99, 0.96, 0.90, 0.85, 0.40])
    t = paper_bench.domain_blind.band_table(gold, label, conf)
    assert t.loc["certain", "n"] == 2 and t.loc["certain", "acc"] == 1.0
    assert t.loc["certain", "conf"] == pytest.approx(0.975)
    assert t.loc["likely", "n"] == 2 and t.loc["likely", "acc"] == 0.5
    assert t.loc["likely", "acc - conf"] == pytest.approx(0.5 - 0.875)
    assert t.loc["uncertain", "n"] == 1 and t.loc["uncertain", "acc"] == 0.0


def test_two_digests_give_labels_and_bands_changed_per_corpus(paper_bench, tmp_path):
    old, new = tmp_path / "old.tsv", tmp_path / "new.tsv"
    rows = [("icml2020:a", "theory", "0.97", "theory", "0.97"),     # 24k, unchanged
            ("nips2019:b", "both", "0.90", "both", "0.79"),          # 24k, likely -> uncertain
            ("icra2008:c", "unclear", "0.105", "theory", "0.55"),    # 61k, label changed
            ("iros2010:d", "empirical", "0.96", "empirical", "0.96")]
    for path, (lab, conf) in ((old, (1, 2)), (new, (3, 4))):
        path.write_text("".join(f"{r[0]}\tcues\thash\t{r[lab]}\t{r[conf]}\tsome text\n"
                                for r in rows), "utf-8")
    t = paper_bench.domain_blind.digests(str(old), str(new))
    assert t.loc["24k", "n"] == 2 and t.loc["61k", "n"] == 2
    assert t.loc["24k", "labels changed"] == 0 and t.loc["61k", "labels changed"] == 1
    assert t.loc["24k", "band changed"] == 1 and t.loc["61k", "band changed"] == 0
    assert t.loc["61k", "transitions"] == {("unclear", "theory"): 1}
    assert t.loc["24k", "likely"] == "0.5000 -> 0.0000"
    assert t.loc["24k", "uncertain"] == "0.0000 -> 0.5000"
