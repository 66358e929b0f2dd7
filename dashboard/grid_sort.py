"""The papers grid's sort keys: each column's rank of every paper (:class:`SortKeys`, made
on first use), and the decision column's text, which the grid shows and its sort ranks.

Apart from :mod:`dashboard.view`, which makes one :class:`SortKeys` per view and forgets
the type columns' keys (:data:`TYPE_SORT_KEYS`) when a correction changes them.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
import pandas as pd
import pyarrow as pa
import pyarrow.compute as pc

from analysis.decisions import STATUS_LABELS
from dashboard.derived import SortKeys

BAND_ORDER = {"uncertain": 0, "likely": 1, "certain": 2, "corrected": 3, "confirmed": 3}


def missing(value: object) -> bool:
    """Whether a cell holds no value: None, pandas' NA or NaN (a column read back from an
    Arrow or CSV table holds any of them)."""
    return value is None or value is pd.NA or (isinstance(value, float) and value != value)


def decision_text(status: object, given: object) -> str:
    """The decision as normalised, with the data's own word when it says more ("Accepted
    (Long)"); empty when unknown and not given (a plain paper list).  A word that only
    begins the label says nothing more: ICLR's "Reject" and "Withdraw" (822 papers of the
    24k + 61k) made "Rejected (Reject)", cut to "Rejecte…" in the table's column (review59)."""
    label = STATUS_LABELS.get(status, "") if isinstance(status, str) else ""
    said = "" if missing(given) else str(given)
    if said == "" and status == "unknown":
        return ""
    return (f"{label} ({said})" if said != "" and not label.lower().startswith(said.lower())
            else label)


def decisions(papers: pd.DataFrame) -> list[str]:
    """:func:`decision_text` of every paper (each distinct pair once)."""
    made: dict[tuple[object, object], str] = {}
    out = []
    for pair in zip(papers["status"].tolist(), papers["status_original"].tolist(), strict=True):
        text = made.get(pair)
        if text is None:
            text = made[pair] = decision_text(*pair)
        out.append(text)
    return out


def rank(values: np.ndarray) -> np.ndarray:
    """Each value's rank, equal values tied (missing last): a sort key whose ties fall
    through to the order beneath it.  Tied by position ("first"), the year key had no
    ties, so the default order's "then by title" was never reached (a year's papers came
    in reverse file order, Z to A on the 61k corpora), and a sort by venue or topic put
    each group's papers in file order (oldest first), not newest first (review53)."""
    return pd.Series(values).rank(method="min", na_option="bottom").to_numpy()


#: Among labels of one confidence, the order to review them in: those the theory-only share
#: counts first (a wrong one moves the headline), theory only first (the split's own
#: side), then ``unclear``, which no share counts.
TIE_ORDER = {"theory": 0, "both": 1, "empirical": 2, "unclear": 3}


def rank_pairs(major: np.ndarray, minor: np.ndarray) -> np.ndarray:
    """Each paper's rank by ``major``, ties by ``minor`` (equal pairs tied, a NaN major
    last): a sort key whose ties fall through to the order beneath it, as :func:`rank`'s."""
    if not len(major):
        return np.zeros(0)
    major = np.where(np.isnan(major), np.inf, major)
    order = np.lexsort((minor, major))
    a, b = major[order], minor[order]
    out = np.empty(len(order))
    out[order] = np.cumsum(np.r_[True, (a[1:] != a[:-1]) | (b[1:] != b[:-1])])
    return out


def type_sort_keys(papers: pd.DataFrame, column: str) -> np.ndarray:
    """The sort key of a column that follows the paper types; ``band`` puts the least
    certain first (uncertain, then by confidence), which the review filter uses too.

    The calibrated confidence is a step function (isotonic), and the rules' own labels
    share one value each: on ICML 2013-2019 147 of 641 uncertain papers read 0.356 (119
    of them ``unclear`` from the rules, with no model probability to tell them apart; the
    margin between the two most likely types is not kept), 104 read 0.569.  Those ties
    went by year and title alone, so "the 100 least certain" cut a plateau where it fell.
    They now go by :data:`TIE_ORDER` first (review61), then newest, then title."""
    if column in ("band", "confidence"):
        confidence = papers["paper_type_confidence"].astype(float).to_numpy()
        if column == "band":
            band = papers["paper_type_band"] if "paper_type_band" in papers else pd.Series(
                "certain", index=papers.index)
            confidence = band.map(BAND_ORDER).fillna(2).to_numpy() + confidence
        return rank_pairs(confidence, papers["paper_type"].map(TIE_ORDER).fillna(
            len(TIE_ORDER)).to_numpy(dtype=float))
    if column == "evidence":
        return rank(papers["paper_type_evidence"].fillna("").str.lower().to_numpy())
    return rank(papers["paper_type"].to_numpy())


TYPE_SORT_KEYS = ("paper_type", "band", "confidence", "evidence")  # follow corrections


def grid_sort_keys(papers: pd.DataFrame) -> SortKeys:
    """Grid column -> each paper's rank in that column's order (sorting costs a gather),
    each built on first use from the papers as they are then (corrections laid over)."""
    def title() -> np.ndarray:
        # :func:`rank`'s order (it ranks through Arrow too) without making every title a
        # Python string and back: 0.3 -> 0.08 s at 250,000 papers, on the first screen
        lower = pa.array(papers["title"].fillna("").astype(str).str.lower())
        return pc.rank(lower, sort_keys="ascending", tiebreaker="first").to_numpy().astype(
            np.float64)

    def venue() -> np.ndarray:
        return rank(papers["venue"].fillna("").astype(str).str.lower().to_numpy())

    def type_key(column: str) -> Callable[[], np.ndarray]:
        return lambda: type_sort_keys(papers, column)

    return SortKeys({
        "title": title, "venue": venue,
        "year": lambda: rank(papers["year"].astype("float").to_numpy()),
        "topic": lambda: rank(papers["topic"].to_numpy()),
        "decision": lambda: rank(np.asarray(decisions(papers), dtype=object)),
        **{column: type_key(column) for column in TYPE_SORT_KEYS},
    })
