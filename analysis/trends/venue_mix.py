"""The years whose venue mix is unlike the rest's, for a trend chart to mark.

A trend is a share of all papers of each year, so a year whose papers come from other
venues than the rest's draws another corpus: on the 61k corpora's ICRA + IROS + RSS, 2024
and 2025 hold RSS alone (134 and 163 papers, against 1,700-2,600 of the three venues each
year before), and every topic's share jumps there.  The sentences say so of their two ends
(``dashboard.summaries.venue_mix``); a chart needs it where the reader looks, at the years.

The measure is the one the sentences use: the total variation distance between a year's
venue shares and the other years' pooled (the share of the year's papers that would have
to change venue to give the rest's mix), the rest being the years not marked: a year
already set apart is no baseline for the others (walk59b: ACL + NAACL + COLING, whose
COLING-alone 2025 made COLING-alone 2020 look like the rest).  A year is marked above
:data:`APART`: under a quarter of its papers in common with the rest's mix, the mirror of
the sentences' 0.25 line for a mix still comparable.  Lower lines mark most years of a
corpus whose venues come and go: on the 24k corpora (1987-2025) 0.5 marks 23 of 39 years,
NeurIPS-only years every other year among NeurIPS + AISTATS ones; 0.75 marks 2025
(AISTATS alone, 0.81) and on the 61k ICRA + IROS + RSS 2024-2025 (0.97), not ICRA's thin
2016 (0.43), which the incomplete-year note names.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pandas as pd

from analysis.schema import shown_venue, venue_keys

APART = 0.75  # total variation distance from the other years' venue mix that is marked
MOSTLY = 0.5  # a venue holding more than this share of the years is named "mostly"
MIX_RUN_COLUMNS = ["first", "last", "label", "venues", "distance", "papers"]


def distinct_mix_years(venue_years: pd.DataFrame) -> pd.DataFrame:
    """Runs of consecutive years whose venue mix is :data:`APART` from the rest's, from
    ``tables.venue_years_table`` (``venue``, ``year``, ``all_papers``: the denominator):
    ``first``, ``last`` year, ``label`` ("only RSS", "mostly NeurIPS", "ACL, NAACL"),
    ``venues`` (the run's, largest first, "; "-joined), ``distance`` (the largest of its
    years') and ``papers``.  A run joins years with the same label.  Empty with one venue
    or one year."""
    empty = pd.DataFrame(columns=MIX_RUN_COLUMNS)
    if venue_years is None or venue_years.empty:
        return empty
    papers = np.nan_to_num(venue_years["all_papers"].to_numpy(dtype=float))
    keep = papers > 0
    venue_codes, venues = pd.factorize(venue_keys(venue_years["venue"])[keep])
    year_codes, years = pd.factorize(venue_years["year"].to_numpy(dtype=np.int64)[keep],
                                     sort=True)
    if len(venues) < 2 or len(years) < 2:
        return empty
    grid = np.zeros((len(years), len(venues)))
    np.add.at(grid, (year_codes, venue_codes), papers[keep])
    own = grid / grid.sum(axis=1, keepdims=True)
    # the rest is the years not set apart: a year is measured against them, again after
    # each round marks some (COLING 2020 of ACL + NAACL + COLING, COLING alone, was 0.73
    # from a rest holding COLING-alone 2025, itself apart; 0.83 from the others)
    marked = np.zeros(len(years), dtype=bool)
    distance = np.zeros(len(years))
    while True:
        now = _distance(grid, own, ~marked)
        new = ~marked & (now > APART)
        distance = np.where(marked, distance, now)
        if not new.any():
            break
        marked |= new
    rows: list[dict[str, Any]] = []
    for i in np.flatnonzero(marked):
        label, named = _label(own[i], venues)
        if rows and rows[-1]["label"] == label and rows[-1]["last"] == years[i - 1] \
                and marked[i - 1]:
            run = rows[-1]
            run.update(last=int(years[i]), distance=max(run["distance"], float(distance[i])),
                       papers=run["papers"] + int(grid[i].sum()))
            continue
        rows.append({"first": int(years[i]), "last": int(years[i]), "label": label,
                     "venues": named, "distance": float(distance[i]),
                     "papers": int(grid[i].sum())})
    return pd.DataFrame(rows, columns=MIX_RUN_COLUMNS) if rows else empty


def _distance(grid: np.ndarray, own: np.ndarray, base: np.ndarray) -> np.ndarray:
    """Each year's total variation distance from the venue mix of the ``base`` years
    pooled, less its own papers (years x venues ``grid``, ``own``: its rows' shares)."""
    rest = grid[base].sum(axis=0) - np.where(base[:, None], grid, 0)
    totals = rest.sum(axis=1, keepdims=True)
    others = np.divide(rest, totals, out=np.zeros_like(rest), where=totals > 0)
    return 0.5 * np.abs(own - others).sum(axis=1)


def _label(shares: np.ndarray, venues: pd.Index) -> tuple[str, str]:
    """A year's venues in a few words, and all of them, largest first."""
    order = [j for j in np.argsort(-shares, kind="stable") if shares[j] > 0]
    names = [shown_venue(venues[j]) for j in order]
    if len(names) == 1:
        label = f"only {names[0]}"
    elif shares[order[0]] > MOSTLY:
        label = f"mostly {names[0]}"
    else:
        label = ", ".join(names[:2]) + (", …" if len(names) > 2 else "")
    return label, "; ".join(names)
