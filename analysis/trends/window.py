"""The years emerging terms are judged on when the newest years hold few of the venues.

Emerging terms are judged in the venues that can show a burst up to the view's latest
year (:func:`analysis.trends.emerging.covering`: papers that year and in two earlier
years), and listed only when those venues hold at least half of the view's papers
(:data:`~analysis.trends.emerging.BASIS_MIN`).  A corpus whose newest years hold one or
two venues then listed nothing at all: the 24k corpora's 2025 is AISTATS alone (21% of
the papers), 2019-2024 hold AISTATS, COLT, UAI and the NLP venues (at most 38%), and the
card said "no emerging term" of a corpus with 24,000 papers.

The same rule, asked of each year from the newest back, gives the newest year the view
can speak for (:func:`judged_end`): the latest year whose judging venues (papers that
year and in two earlier ones), with their papers up to it, hold at least half of the
view's papers.  The terms are then those bursting up to that year, and the page and the
table say which years were judged and why the later ones were not (``judged_to``,
``latest_year`` in ``emerging_terms.csv``).  One rule, no new number: a view the latest
year already speaks for is judged as before, and the share stays a share of *all* the
view's papers, so the window never shrinks to a corpus's first few years (the judged
papers are at least half of those the list is said of).

Measured (bench/TRENDS.md, session 65): 24k, judged to 2018 (NeurIPS, AISTATS, COLT,
ICLR, ICML up to 2018: 58% of the papers; 2024's venues 38%, 2025's 21%); 61k, to 2023
(70%; 2024 15%, 2025 12%); ICML alone, a venue filter and the one-year seeds: unchanged.
Not used: the charts' venue-mix line (:data:`analysis.trends.venue_mix.APART`, 0.75 of
total variation) marks only 2025 on the 24k, and 2024's venues still hold under half; a
minimum of papers in the last year says nothing here (AISTATS 2025 has 583 papers: the
year is thin in venues, not in papers).
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pandas as pd

from analysis.schema import shown_venue, venue_keys
from analysis.trends.cells import Cells
from analysis.trends.emerging import BASIS_MIN, Covering, covering, latest_venues


def judged_end(venue: np.ndarray, year: np.ndarray, papers: np.ndarray) -> int | None:
    """The last year emerging terms are judged on, from one entry per (venue, year) with
    papers (``papers``: the denominator's): the newest year whose venues with papers then
    and in two earlier years hold, up to it, :data:`BASIS_MIN` of all the papers; None
    when no year does (no basis: the page says why)."""
    venue = np.asarray(venue).astype(str)
    year = np.asarray(year)
    papers = np.asarray(papers, dtype=float)
    total = max(float(papers.sum()), 1.0)
    for end in np.unique(year)[::-1]:
        upto = year <= end
        venues = latest_venues(venue[upto], year[upto])
        if len(venues) and papers[upto & np.isin(venue, venues)].sum() / total >= BASIS_MIN:
            return int(end)
    return None


def judged_covering(cells: Cells) -> Covering:
    """The :class:`~analysis.trends.emerging.Covering` venues of ``cells`` up to their
    :func:`judged_end` (the latest year's, without a basis, when no year has one)."""
    has = cells.base > 0
    return covering(cells, judged_end(cells.venue[has], cells.year[has], cells.base[has]))


#: The most venues named as holding most of the papers an emerging list was judged on
LEADING_NAMED = 2


def leading_venues(venue: np.ndarray, year: np.ndarray, papers: np.ndarray,
                   judged: tuple[str, ...] | list[str], judged_to: int
                   ) -> tuple[list[str], float]:
    """The fewest of the ``judged`` venues, largest first, that hold more than half of
    their papers up to ``judged_to`` (one entry per (venue, year): ``venue``, ``year``,
    ``papers``), and their share of those papers.  The list's bursts are pooled counts, so
    its terms are mostly those venues' (trends67, 61k judged to 2023 in ACML, ICRA, IJCAI,
    IROS, RSS and WACV: IROS and ICRA hold 84% of their papers, and the list is the
    robotics venues' "model predictive control", "sim-to-real transfer"); the card names
    them when there are at most :data:`LEADING_NAMED` and under half of the judged
    venues.  ([], 0.0) without papers."""
    venue = np.asarray(venue).astype(str)
    keep = np.isin(venue, list(judged)) & (np.asarray(year) <= judged_to)
    if not keep.any():
        return [], 0.0
    sums = pd.Series(np.asarray(papers, dtype=float)[keep]).groupby(venue[keep]).sum()
    sums = sums.sort_values(ascending=False, kind="stable")
    share = sums.cumsum().to_numpy() / max(float(sums.sum()), 1.0)
    k = int(np.searchsorted(share, 0.5, side="right"))  # first cumulative share over half
    k = min(k, len(share) - 1)
    return [str(v) for v in sums.index[:k + 1]], float(share[k])


def later_years(judged_to: int, latest: int) -> str:
    """The years after the last judged, "2019–2025" ("2025" alone), "" when none."""
    if judged_to >= latest:
        return ""
    return str(latest) if judged_to + 1 == latest else f"{judged_to + 1}–{latest}"


def window_words(judged_to: int, latest: int) -> str:
    """Why the years after ``judged_to`` were not judged ("Judged up to 2018: in each of
    2019–2025 the venues that can show a burst ... hold under half of the papers."), ""
    when the view's latest year was judged."""
    later = later_years(judged_to, latest)
    if not later:
        return ""
    each = "each of " if "–" in later else ""
    return (f"Judged up to {judged_to}: in {each}{later} the venues that can show a burst "
            "(papers that year and in two earlier years) hold under half of the papers.")


def judged_years(emerging: pd.DataFrame | None, venue_years: pd.DataFrame | None
                 ) -> dict[str, Any]:
    """The years ``emerging_terms.csv`` was judged on, for the run's manifest:
    ``judged_to``, ``latest_year`` and ``why`` (:func:`window_words`, "" when the latest
    year was judged), from the table's rows, else (no term listed) from ``venue_years``
    (``tables.venue_years_table``) by the same rule; :func:`no_basis` when no year has a
    basis; {} with no years."""
    if emerging is not None and len(emerging) and "judged_to" in emerging:
        end, latest = int(emerging["judged_to"].iloc[0]), int(emerging["latest_year"].iloc[0])
    elif venue_years is not None and len(venue_years):
        has = np.nan_to_num(venue_years["all_papers"].to_numpy(dtype=float)) > 0
        year = venue_years["year"].to_numpy(dtype=np.int64)[has]
        found = judged_end(venue_years["venue"].to_numpy()[has], year,
                           venue_years["all_papers"].to_numpy(dtype=float)[has])
        if found is None:
            return no_basis(venue_years["venue"].to_numpy()[has], year) if len(year) else {}
        end, latest = found, int(year.max())
    else:
        return {}
    return {"judged_to": end, "latest_year": latest, "why": window_words(end, latest)}


def no_basis(venue: np.ndarray, year: np.ndarray) -> dict[str, Any]:
    """The manifest's ``emerging_terms`` when no year has a basis (:func:`judged_end` is
    None): ``judged_to`` None and ``why``, which ``analyze`` prints.  ACL + NAACL + COLING
    (2020-2025) wrote an empty emerging_terms.csv with ``{}`` here and said nothing, while
    the dashboard's card said why (newuser71)."""
    latest = int(np.max(year))
    venues = latest_venues(venue_keys(venue), np.asarray(year))
    here = ", ".join(shown_venue(v) for v in venues) or "none"
    return {"judged_to": None, "latest_year": latest,
            "why": f"No basis, so no term is listed: a burst up to {latest} shows only in "
                   f"venues with papers that year and in two earlier years (here: {here}), "
                   "and they hold under half of the papers, as do those of every earlier "
                   "year. Analyse those venues alone to see their own emerging terms."}
