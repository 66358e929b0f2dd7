"""`analyze NEW_PATHS --model DIR`: papers added to a saved analysis keep its topics.

Planted answer: the planted corpus (four themes, 2019-2021) split by year; 2019-2020 are
analysed and saved, 2021 added with --model.  The topics (ids, labels, terms) and every
saved paper's values must not move, and each 2021 paper must land in the topic that holds
its theme's earlier papers.
"""

from __future__ import annotations

import json

import numpy as np
import pandas as pd
import pytest
import scipy.sparse as sp

from analysis.store import open_analysis
from dashboard.cli import main

SAVED_COLUMNS = ["paper_id", "topic", "topic_label", "topic_weight", "map_x", "map_y",
                 "also_about", "paper_type"]


@pytest.fixture(scope="module")
def by_year(planted_path, tmp_path_factory):
    """The planted corpus as two files: up to 2020, and 2021; and both runs' outputs."""
    root = tmp_path_factory.mktemp("extend")
    rows = [json.loads(line) for line in planted_path.read_text().splitlines()]
    early, late = root / "early.jsonl", root / "late.jsonl"
    early.write_text("".join(json.dumps(r) + "\n" for r in rows if r["year"] <= 2020))
    late.write_text("".join(json.dumps(r) + "\n" for r in rows if r["year"] == 2021))
    assert main(["analyze", str(early), "--out", str(root / "old"), "--topics", "4",
                 "--quiet"]) == 0
    assert main(["analyze", str(late), "--model", str(root / "old"), "--out",
                 str(root / "new"), "--quiet"]) == 0
    return root, late


def _planted_abstract(abstracts: pd.Series) -> pd.Series:
    """The planted abstract of a theme and subject, without its random "Code N." end."""
    return abstracts.astype(str).str.replace(r" Code \d+\.$", "", regex=True)


def test_topics_and_saved_papers_do_not_move(by_year):
    root, _ = by_year
    old = open_analysis(root / "old" / "store")
    new = open_analysis(root / "new" / "store")
    assert new.topics.labels == old.topics.labels
    pd.testing.assert_frame_equal(new.topics.terms, old.topics.terms)
    assert new.n_papers == old.n_papers + 120  # 2021: 54 + 24 + 30 + 12
    kept = new.papers.iloc[:old.n_papers].reset_index(drop=True)
    pd.testing.assert_frame_equal(kept[SAVED_COLUMNS], old.papers[SAVED_COLUMNS])
    np.testing.assert_array_equal(new.topics.doc_topic[:old.n_papers], old.topics.doc_topic)
    assert list(new.vocab.terms["term"]) == list(old.vocab.terms["term"])
    # the matrix: the saved rows unchanged, paper counts over all papers
    assert (new.vocab.matrix[:old.n_papers] != old.vocab.matrix).nnz == 0
    np.testing.assert_array_equal(new.vocab.terms["df"],
                                  np.diff(new.vocab.presence.indptr))
    assert new.manifest["model"]["added_papers"] == 120
    assert new.manifest["counts"]["loaded"] == new.n_papers


def test_new_papers_join_the_topic_of_their_planted_abstract(by_year):
    root, _ = by_year
    new = open_analysis(root / "new" / "store")
    papers = new.papers.assign(planted=_planted_abstract(new.papers["abstract"]))
    saved, added = papers[papers["year"] <= 2020], papers[papers["year"] == 2021]
    # every planted abstract (theme x subject) is one topic among the saved papers ...
    assert (saved.groupby("planted")["topic"].nunique() == 1).all()
    topic_of = saved.groupby("planted")["topic"].first()
    assert set(added["planted"]) <= set(topic_of.index)
    # ... and each added paper gets that topic
    assert (added["topic"].to_numpy() == topic_of[added["planted"]].to_numpy()).all()
    # placed in their topic's disc of the saved map, like the saved papers of that topic
    xy = np.column_stack([new.papers["map_x"], new.papers["map_y"]])
    for topic in range(4):
        old_xy = xy[(papers["topic"] == topic).to_numpy() & (papers["year"] <= 2020).to_numpy()]
        new_xy = xy[(papers["topic"] == topic).to_numpy() & (papers["year"] == 2021).to_numpy()]
        reach = np.linalg.norm(old_xy - old_xy.mean(axis=0), axis=1).max()
        assert np.linalg.norm(new_xy - old_xy.mean(axis=0), axis=1).max() <= reach * 1.5


def test_papers_already_saved_are_counted_not_doubled(by_year, planted_path, tmp_path):
    root, _ = by_year
    # the whole corpus again: 2019-2020 are in the saved analysis, only 2021 is new
    assert main(["analyze", str(planted_path), "--model", str(root / "old"), "--out",
                 str(tmp_path / "again"), "--quiet"]) == 0
    again = open_analysis(tmp_path / "again" / "store")
    old = open_analysis(root / "old" / "store")
    assert again.n_papers == old.n_papers + 120
    assert again.manifest["counts"]["already_saved"] == old.n_papers


def test_model_needs_a_saved_analysis_and_no_topics(by_year, tmp_path, capsys):
    root, late = by_year
    assert main(["analyze", str(late), "--model", str(tmp_path), "--out",
                 str(tmp_path / "x"), "--quiet"]) == 2
    assert "no saved analysis here" in capsys.readouterr().err
    assert main(["analyze", str(late), "--model", str(root / "old"), "--topics", "5",
                 "--out", str(tmp_path / "y"), "--quiet"]) == 2
    assert "no --topics" in capsys.readouterr().err


def test_transform_gives_what_the_fit_gave_papers_outside_its_sample(planted_analysis,
                                                                     monkeypatch):
    """At scale the factorisation is fitted on a sample and the other papers transformed;
    the saved model must place those papers exactly where the fit did."""
    from analysis.topics import factorization, fit_topics
    from analysis.topics.transform import assign_to_topics

    monkeypatch.setattr(factorization, "MAX_FIT_PAPERS", 200)
    vocab = planted_analysis.vocab
    model = fit_topics(vocab, n_topics=4)
    counts = sp.csr_matrix(vocab.matrix[:, model.columns])
    sample = factorization.fit_sample(counts, 0)
    outside = np.setdiff1d(np.arange(vocab.n_docs), sample)
    assert outside.size > 50
    placed = assign_to_topics(model, vocab.matrix[outside])
    np.testing.assert_array_equal(placed.strength, model.strength[outside])
    np.testing.assert_array_equal(placed.assignment, model.assignment[outside])


def test_a_stale_extended_store_says_to_add_again_not_refit(by_year, tmp_path):
    """Analysing an extended store's files from scratch would refit its topics: when its
    inputs change, serve DIR says to run --model again instead."""
    from analysis.store import StoreError, open_saved

    root, late = by_year
    copy = tmp_path / "late.jsonl"
    copy.write_text(late.read_text())
    assert main(["analyze", str(copy), "--model", str(root / "old"), "--out",
                 str(tmp_path / "out"), "--quiet"]) == 0
    assert open_saved(tmp_path / "out" / "store").analysis.n_papers == 330
    with copy.open("a") as f:
        f.write(late.read_text().splitlines()[0].replace("2021-0", "2021-x") + "\n")
    with pytest.raises(StoreError, match="--model"):
        open_saved(tmp_path / "out" / "store")
