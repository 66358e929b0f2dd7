"""Every paper-type table says how many of its papers have an uncertain label and how many
were set by hand (issue 14): ``paper_type_shares`` and ``acceptance_by_paper_type`` left
them out until small72, while ``paper_types*`` had them; same names, same meaning."""

from __future__ import annotations

import dataclasses

import numpy as np
import pandas as pd
import pytest

from analysis import tables
from analysis.pipeline import analyze
from tests.planted_decisions import write_decisions_corpus

MARKS = ["uncertain", "corrected", "confirmed"]


@pytest.fixture(scope="module")
def marked(tmp_path_factory):
    """The planted decisions corpus (two years, rejections listed) with every 7th paper's
    label uncertain, every 11th corrected and every 13th confirmed (a paper corrected or
    confirmed by hand is never uncertain: its band is its source)."""
    a = analyze([write_decisions_corpus(tmp_path_factory.mktemp("marks"))], n_topics=4)
    papers = a.papers.copy()
    at = np.arange(len(papers))
    band = np.where(at % 7 == 0, "uncertain", "certain").astype(object)
    source = np.full(len(papers), "model", dtype=object)
    source[at % 11 == 0] = "corrected"
    source[at % 13 == 0] = "confirmed"
    band[source != "model"] = source[source != "model"]
    papers["paper_type_band"] = band
    papers["paper_type_source"] = source
    return dataclasses.replace(a, papers=papers)


def _expected(a, by: str) -> pd.DataFrame:
    """Per ``by``, the papers with each mark, counted directly from the papers."""
    p = a.papers
    return pd.DataFrame({"uncertain": p["paper_type_band"].eq("uncertain"),
                         "corrected": p["paper_type_source"].eq("corrected"),
                         "confirmed": p["paper_type_source"].eq("confirmed"),
                         by: p[by].astype(object)}).groupby(by)[MARKS].sum()


def test_type_shares_per_year_count_uncertain_and_hand_set_papers(marked):
    shares = tables.paper_type_shares_table(marked).set_index("year")
    by_year = tables.paper_types_by_year_table(marked).set_index("year")
    expected = _expected(marked, "year")
    assert (shares[MARKS] > 0).all().all()  # the planted marks are in every year
    pd.testing.assert_frame_equal(shares[MARKS], expected, check_dtype=False,
                                  check_names=False, check_index_type=False)
    # the same columns, the same numbers as the per-year paper-type table
    pd.testing.assert_frame_equal(
        shares[[*MARKS, "theory_only_share_confident"]],
        by_year[[*MARKS, "theory_only_share_confident"]], check_dtype=False, atol=1e-4,
        check_index_type=False)
    p = marked.papers[marked.papers["paper_type_band"] != "uncertain"]
    for year, row in shares.iterrows():
        sure = p.loc[p["year"] == year, "paper_type"].value_counts()
        typed = sure.get("theory", 0) + sure.get("empirical", 0) + sure.get("both", 0)
        assert row["theory_only_share_confident"] == pytest.approx(
            sure.get("theory", 0) / typed, abs=1e-4)
    assert list(shares.columns)[-1] == "share_of"


def test_acceptance_per_paper_type_counts_uncertain_and_hand_set_papers(marked):
    t = tables.acceptance_by_paper_type_table(marked).set_index("paper_type")
    expected = _expected(marked, "paper_type")
    assert (t.loc[expected.index, MARKS] > 0).any().all()
    pd.testing.assert_frame_equal(t.loc[expected.index, MARKS], expected, check_dtype=False,
                                  check_names=False, check_index_type=False)
    assert t.loc["all", MARKS].tolist() == expected.sum().tolist()
    # the all row, as the paper-types table's
    every = tables.paper_types_table(marked).set_index("topic").loc["all"]
    assert t.loc["all", MARKS].tolist() == every[MARKS].tolist()


def test_a_type_filter_keeps_the_marks_of_its_type(marked):
    theory = (marked.papers["paper_type"] == "theory").to_numpy()
    t = tables.acceptance_by_paper_type_table(marked, theory).set_index("paper_type")
    assert t.index.tolist() == ["theory", "all"]
    expected = _expected(marked, "paper_type").loc["theory"]
    assert t.loc["theory", MARKS].tolist() == expected.tolist() == t.loc["all", MARKS].tolist()
