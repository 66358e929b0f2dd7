"""The papers table's Decision column: only where the decisions tell papers apart."""

import pandas as pd

from dashboard.view import _has_decisions


def _papers(status: list[str], given: list[str | None]) -> pd.DataFrame:
    return pd.DataFrame({"status": status, "status_original": given})


def test_one_decision_on_every_paper_is_no_column():
    """walk64: ICRA, IROS, RSS and COLT give every paper "Poster" (there it says accepted,
    not the talk's format): a column of "Poster" on each row said nothing, or worse."""
    assert not _has_decisions(_papers(["poster"] * 3, ["Poster"] * 3))
    assert not _has_decisions(_papers(["unknown"] * 3, [None] * 3))  # none given


def test_decisions_that_differ_are_a_column():
    assert _has_decisions(_papers(["poster", "oral", "poster"], ["Poster", "Oral", "Poster"]))
    assert _has_decisions(_papers(["poster", "unknown"], ["Poster", None]))  # some unknown
    # the same status said in two of the data's own words ("Accept (poster)", "Poster")
    assert _has_decisions(_papers(["poster", "poster"], ["Poster", "Accept (poster)"]))
