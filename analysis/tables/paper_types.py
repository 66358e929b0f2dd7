"""Paper-type tables: theory, empirical, both and unclear papers per topic, year or venue,
each row with the headline split, theory only against empirical + both.

Each row also counts the papers whose label is ``uncertain`` (calibrated confidence
below 0.80, :mod:`analysis.paper_types.calibration`; a paper corrected by hand never is)
and gives the headline split among the others, ``theory_only_share_confident``: a reader
sees how much of a share rests on labels that need review.  Where no paper with a type is
left once the uncertain ones are set apart (every row of a "Needs review" download) that
share is blank (NaN), not 0: a 0 read as "no theory-only paper among the sure ones".
``corrected`` counts the papers whose type was changed by hand, ``confirmed`` those whose
model's type a reader confirmed (:mod:`analysis.paper_types.corrections`; both are in the
type counts as set), so a table says how much of it a reader has checked and how much of
that was wrong.  One column held both until review61 (ICML: 94 "corrected" for 27 changed
types)."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import pandas as pd

from analysis.paper_types.corrections import HAND_SET
from analysis.result import Analysis
from analysis.schema import PAPER_TYPES, Rows, as_mask
from analysis.trends.cells import type_codes

UNCERTAIN = "uncertain"  # the band (analysis.paper_types.calibration) of a label to review

TYPE_COLUMNS = [*PAPER_TYPES, "total", "empirical_or_both", "theory_only_share", "uncertain",
                "theory_only_share_confident", *HAND_SET]


def theory_share(counts: np.ndarray, none: float = 0.0) -> np.ndarray:
    """Theory's share of the papers with a type (theory, empirical, both); ``none`` where
    there are none."""
    typed = counts[:, 0] + counts[:, 1] + counts[:, 2]
    return np.divide(counts[:, 0], typed, out=np.full(len(counts), none),
                     where=typed > 0).round(4)


def _type_frame(key: str, keys: Sequence[object] | np.ndarray, counts: np.ndarray,
                uncertain: np.ndarray, hand: np.ndarray,
                **before: object) -> pd.DataFrame:
    """Counts per type (rows: ``keys``; columns: PAPER_TYPES) with their total and the
    headline split, theory only against empirical + both; ``unclear`` is left out of the
    share, which is theory's share of the papers with a type (0 where there are none).
    ``uncertain`` holds the same counts for the papers whose label is uncertain: their
    total, and the share without them, follow; ``hand``: the papers set by hand per row
    (columns: :data:`HAND_SET`), the last columns.  ``before``: columns put
    right after ``key`` (one frame built at once: an insert cost as much again)."""
    return pd.DataFrame({key: keys, **before,
                         **{t: counts[:, i] for i, t in enumerate(PAPER_TYPES)},
                         "total": counts.sum(axis=1),
                         "empirical_or_both": counts[:, 1] + counts[:, 2],
                         "theory_only_share": theory_share(counts),
                         "uncertain": uncertain.sum(axis=1),
                         "theory_only_share_confident": theory_share(counts - uncertain, np.nan),
                         **{s: hand[:, i] for i, s in enumerate(HAND_SET)}})


def _count_types(groups: np.ndarray, n_groups: int, paper_types: pd.Series) -> np.ndarray:
    """Papers per (group, type): a n_groups x 4 array (bincount: crosstab is 10x slower)."""
    codes = type_codes(paper_types)
    n_types = len(PAPER_TYPES)
    return np.bincount(groups * n_types + codes,
                       minlength=n_groups * n_types).reshape(n_groups, n_types)


def uncertain_labels(papers: pd.DataFrame) -> np.ndarray:
    """Which papers' labels are uncertain (a bare papers frame without bands has none)."""
    if "paper_type_band" not in papers:
        return np.zeros(len(papers), dtype=bool)
    return (papers["paper_type_band"] == UNCERTAIN).to_numpy()


def hand_set_labels(papers: pd.DataFrame) -> np.ndarray:
    """Which papers' types were set by hand: a papers x 2 boolean array, changed and
    confirmed (a bare papers frame has none)."""
    if "paper_type_source" not in papers:
        return np.zeros((len(papers), len(HAND_SET)), dtype=bool)
    source = papers["paper_type_source"].to_numpy()
    return np.column_stack([source == s for s in HAND_SET])


def _hand_counts(groups: np.ndarray, n_groups: int, hand: np.ndarray) -> np.ndarray:
    """Papers set by hand per group: a n_groups x 2 array (changed, confirmed)."""
    return np.column_stack([np.bincount(groups[hand[:, i]], minlength=n_groups)
                            for i in range(len(HAND_SET))])


def _selected(analysis: Analysis, rows: Rows, key: str) -> pd.DataFrame:
    """The selected papers' ``key``, type and (when there are) band and source."""
    columns = [key, "paper_type", *[c for c in ("paper_type_band", "paper_type_source")
                                    if c in analysis.papers]]
    return analysis.papers.loc[as_mask(rows, analysis.n_papers), columns]


def _type_counts(groups: np.ndarray, n_groups: int, paper_types: pd.Series,
                 doubt: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Papers per (group, type) of ``paper_types``, all and the ``doubt`` ones only."""
    return (_count_types(groups, n_groups, paper_types),
            _count_types(groups[doubt], n_groups, paper_types[doubt]))


def paper_types_table(analysis: Analysis, rows: Rows = None) -> pd.DataFrame:
    """Paper types per topic, then one row ('all') for every selected paper; each row also
    has the theory-only vs empirical (+ both) split, with and without uncertain labels.
    Only the topics with selected papers have a row: filtered to one topic, the 24k's
    download listed all 39 topics, 38 of them all zeros (walk62); a topic of the selection
    with no paper of one type keeps its real 0.
    The three columns are taken one by one (a frame's ``.loc`` of them cost ~1 ms of a
    filter change at 24,000 papers, the whole table ~3 ms)."""
    mask = as_mask(rows, analysis.n_papers)
    papers = analysis.papers
    k = analysis.topics.n_topics
    counts, uncertain = _type_counts(papers["topic"].to_numpy()[mask], k,
                                     papers["paper_type"][mask], uncertain_labels(papers)[mask])
    hand = _hand_counts(papers["topic"].to_numpy()[mask], k, hand_set_labels(papers)[mask])
    shown = np.flatnonzero(counts.sum(axis=1) > 0)  # the topics of the selection
    return _type_frame("topic", np.array([*shown, "all"], dtype=object),
                       *(np.vstack([c[shown], c.sum(axis=0)]) for c in (counts, uncertain, hand)),
                       topic_label=[*np.asarray(analysis.topics.labels, dtype=object)[shown],
                                    "All papers"])


def paper_types_total(analysis: Analysis, rows: Rows = None) -> dict[str, float]:
    """The ``all`` row of :func:`paper_types_table` (every selected paper) as plain values,
    the same counts and shares without the per-topic frame: the headline reads only this
    row, and building the frame and reading its cells back cost ~2 ms of every filter
    change at 24,000 papers."""
    mask = as_mask(rows, analysis.n_papers)
    papers = analysis.papers
    codes = type_codes(papers["paper_type"][mask])  # one group: _count_types' bincount
    n_types = len(PAPER_TYPES)
    counts = np.bincount(codes, minlength=n_types).reshape(1, n_types)
    uncertain = np.bincount(codes[uncertain_labels(papers)[mask]],
                            minlength=n_types).reshape(1, n_types)
    total = {t: int(counts[0, i]) for i, t in enumerate(PAPER_TYPES)}
    return {**total, "total": int(counts.sum()),
            "empirical_or_both": int(counts[0, 1] + counts[0, 2]),
            "theory_only_share": float(theory_share(counts)[0]),
            "uncertain": int(uncertain.sum()),
            "theory_only_share_confident": float(
                theory_share(counts - uncertain, np.nan)[0]),
            **dict(zip(HAND_SET, map(int, hand_set_labels(papers)[mask].sum(axis=0)), strict=True))}


def paper_types_by(analysis: Analysis, rows: Rows = None, by: str = "year") -> pd.DataFrame:
    """Paper types per year or per venue.  Papers without a venue ("", None, NaN) are one
    venue, "" (shown as "(no venue)"), as in the venue-years table, so that every typed
    paper is in some row; papers without a year are in no year's row.  The blanks are
    filled in place (``fillna``), not through :func:`~analysis.schema.venue_keys`'s
    Python string per paper: this runs on every filter change (2.7 ms of 6.7 at 24k)."""
    sel = _selected(analysis, rows, by)
    if by == "venue":
        sel = sel.assign(venue=sel["venue"].fillna(""))
    else:
        sel = sel[sel[by].notna()]
    if sel.empty:
        return pd.DataFrame(columns=[by, *TYPE_COLUMNS])
    groups, keys = pd.factorize(sel[by], sort=True)
    counts, uncertain = _type_counts(np.asarray(groups), len(keys), sel["paper_type"],
                                     uncertain_labels(sel))
    hand = _hand_counts(np.asarray(groups), len(keys), hand_set_labels(sel))
    out = _type_frame(by, np.asarray(keys), counts, uncertain, hand)
    return out.astype({"year": int}) if by == "year" else out


def paper_types_by_year_table(analysis: Analysis, rows: Rows = None) -> pd.DataFrame:
    """Paper types per year."""
    return paper_types_by(analysis, rows, "year")


def paper_types_by_venue_table(analysis: Analysis, rows: Rows = None) -> pd.DataFrame:
    """Paper types per venue."""
    return paper_types_by(analysis, rows, "venue")
