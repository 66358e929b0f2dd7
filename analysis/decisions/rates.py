"""Rates with honest intervals: the Wilson score interval, and which papers a rate may
count.

**Wilson (1927)**, "Probable inference, the law of succession, and statistical
inference", JASA 22(158): the interval of a binomial proportion ``k / n`` at 95%
(z = 1.96).  Unlike the normal ("Wald") interval it stays within [0, 1] and does not
collapse to a point at 0 or n successes, which matters here: a topic with 4 of 4 papers
accepted has an interval of [0.51, 1.00], not [1, 1].  The formula is written out (ten
lines) because neither scipy nor statsmodels is a dependency.

**Which papers count.**  An acceptance rate needs the papers that were not accepted.
Most exports list only accepted papers (NeurIPS, ICML, CVPR here), so a topic's
"acceptance rate" over a mix of venues would be inflated by the venues that publish no
rejections.  A rate therefore counts only the papers of the **venue-years whose data
include rejected or withdrawn papers** (ICLR 2013, 2017 and 2018 in the shared corpora):
its denominator is every paper of those venue-years with a known decision (accepted,
findings, workshop, rejected, withdrawn), its numerator the accepted ones (oral,
spotlight, poster or accepted).  An oral rate likewise counts the accepted papers of the
venue-years that have orals and other accepted papers: a venue-year where every paper is
a poster says nothing about orals, nor one where every paper is an oral (ICML 2018 and
2019 gave every accepted paper a talk: 1,372 "orals", which made a quarter of all
accepted papers orals where the other venue-years give 5.6%).  Where no venue-year
qualifies, the rate is empty and the tables say so.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

import numpy as np
import numpy.typing as npt
import pandas as pd

from analysis.decisions.authors import per_corpus
from analysis.decisions.status import ACCEPTED, REFUSED, STATUSES

#: 95% two-sided normal quantile.
Z95: Final = 1.959964


def wilson_interval(successes: npt.ArrayLike, trials: npt.ArrayLike,
                    z: float = Z95) -> tuple[np.ndarray, np.ndarray]:
    """The Wilson score interval (low, high) of ``successes / trials``, elementwise; NaN
    where there are no trials."""
    k = np.asarray(successes, dtype=float)
    n = np.asarray(trials, dtype=float)
    with np.errstate(invalid="ignore", divide="ignore"):
        p = k / n
        denom = 1 + z * z / n
        centre = (p + z * z / (2 * n)) / denom
        half = z / denom * np.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    low = np.where(n > 0, np.clip(centre - half, 0, 1), np.nan)
    high = np.where(n > 0, np.clip(centre + half, 0, 1), np.nan)
    return low, high


@dataclass(frozen=True)
class RatePools:
    """Per paper: whether it counts towards an acceptance rate (``decided``: its
    venue-year lists rejected or withdrawn papers and its own decision is known), whether
    it was accepted, whether it counts towards an oral rate (``presented``: accepted, in a
    venue-year with orals and other accepted papers) and whether it is an oral."""

    decided: np.ndarray
    accepted: np.ndarray
    presented: np.ndarray
    oral: np.ndarray

    @property
    def has_acceptance(self) -> bool:
        return bool(self.decided.any())

    @property
    def has_orals(self) -> bool:
        return bool(self.presented.any())


def _venue_year_codes(papers: pd.DataFrame) -> np.ndarray:
    """Per paper: an integer naming its (venue, year), made once for the three pools
    (a string per paper and pool took 0.6 s at 250,000 papers, before the first page)."""
    venue = pd.factorize(papers["venue"].astype(str))[0].astype(np.int64)
    year, years = pd.factorize(papers["year"].astype(str))
    return venue * max(len(years), 1) + year


def _venue_years_with(cell: np.ndarray, having: np.ndarray) -> np.ndarray:
    """Per paper: whether its (venue, year) (``cell``) has a paper where ``having``."""
    return np.isin(cell, np.unique(cell[having]))


def rate_pools(papers: pd.DataFrame) -> RatePools:
    """Which papers each rate counts (module docstring), over the whole corpus, so that a
    filter never changes which venue-years qualify."""
    status = papers["status"]
    cell = _venue_year_codes(papers)
    accepted = status.isin(ACCEPTED).to_numpy()
    oral = (status == "accepted-oral").to_numpy()
    decided = (_venue_years_with(cell, status.isin(REFUSED).to_numpy())
               & (status != "unknown").to_numpy())
    presented = (_venue_years_with(cell, oral) & _venue_years_with(cell, accepted & ~oral)
                 & accepted)
    return RatePools(decided=decided, accepted=accepted, presented=presented, oral=oral)


def counted_venue_years(papers: pd.DataFrame, pool: np.ndarray) -> dict[str, list[int]]:
    """The venue-years a rate counts (``pool``: a :class:`RatePools` mask), venue by
    venue, years ascending: what the page names beside the rates, so a reader knows an
    "acceptance rate" of a whole corpus is, say, ICLR's alone."""
    counted = papers.loc[pool, ["venue", "year"]].drop_duplicates()
    counted = counted[counted["year"].notna()].sort_values(["venue", "year"])
    return {str(v): [int(y) for y in g["year"]] for v, g in counted.groupby("venue", sort=True)}


def status_codes_of(owner: object, papers: pd.DataFrame) -> np.ndarray:
    """Each paper's status as its position in :data:`STATUSES`, once per corpus (a filter
    then compares integers, not strings)."""
    return per_corpus(owner, "status_codes", lambda: np.asarray(pd.Categorical(
        papers["status"], categories=list(STATUSES)).codes, dtype=np.int64))


def sole_format(papers: pd.DataFrame) -> np.ndarray:
    """Per paper: accepted with a format, in a venue-year whose accepted papers all have
    its one status (every ICRA and IROS paper of the 61k corpora is a "Poster", every ICML
    2018-19 one an "Oral"): there the status is the data's label for accepted, not a
    format, and the decisions chart says so rather than count 92% "posters" as a finding."""
    status = papers["status"].to_numpy(dtype=object)
    accepted = papers["status"].isin(ACCEPTED).to_numpy()
    cell = (papers["venue"].astype(str) + "\x00" + papers["year"].astype(str)).to_numpy()
    formats = pd.Series(status[accepted]).groupby(cell[accepted]).nunique()
    return (accepted & (status != "accepted")  # a plain "accepted" names no format
            & pd.Series(cell).map(formats).eq(1).to_numpy())

