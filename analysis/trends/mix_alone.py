"""What the venue mix alone predicts of an emerging term's share since its take-off.

An emerging term's card gives its share of the judged papers before take-off and since,
and, with several venues, the share since "the venue mix alone predicts": the share since
had each venue kept the share it gave the term *before* the take-off, weighted by the
venues' papers since (direct standardisation of the before-rates to the years since:
Breslow & Day 1987, "Statistical Methods in Cancer Research" vol. II, ch. 2).  A share
since above it rose within venues; a share before above it says the mix alone would have
diluted the term (a venue that never uses it joined).  A venue with no paper before the
take-off has no share of its own to keep and is given the share before of all the judged
papers (no change it could explain).

Until trends67 the figure was the burst test's baseline over the years since, each venue's
share over *all* its years, the burst's included: with a steady venue mix it lies between
the shares before and since by construction, and read as the mix's part of the rise
(61k, ICRA + IROS + RSS, whose mix barely moves: "neural network", 2.0% before, 11%
since, "the venue mix alone predicts 5.3%"; the before-rates at the mix since give 2.0%).
The automaton still uses that baseline (Kleinberg's p0, :func:`analysis.trends.emerging.
venue_baseline`); only the share said beside the card changed.
"""

from __future__ import annotations

import numpy as np

from analysis.trends.cells import Cells


def mix_alone(counts: np.ndarray, cells: Cells, cols: np.ndarray, takeoff: np.ndarray,
              share_before: np.ndarray) -> np.ndarray:
    """Each listed item's share since take-off from the venue mix alone (module
    docstring): ``counts`` cells x items (papers using each), ``cols`` the listed items'
    columns, ``takeoff`` their take-off years, ``share_before`` their shares before it
    over all of ``cells``' venues."""
    where = cells.venue_index()[1]
    n_venues = int(where.max()) + 1 if where.size else 0
    base = cells.base.astype(float)
    out = np.full(len(cols), np.nan)
    for i, (col, year, before) in enumerate(zip(cols, takeoff, share_before, strict=True)):
        early = cells.year < year
        used = np.bincount(where[early], weights=counts[early, col], minlength=n_venues)
        papers = np.bincount(where[early], weights=base[early], minlength=n_venues)
        later = np.bincount(where[~early], weights=base[~early], minlength=n_venues)
        rate = np.where(papers > 0, used / np.maximum(papers, 1), before)
        out[i] = float(later @ rate) / max(float(later.sum()), 1.0)
    return out
