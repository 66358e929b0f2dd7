"""Newcomers a venue brings: the authors new to the corpus in a year only because their
venue is.

A newcomer of a year is an author with no earlier paper in the corpus
(``analysis.tables.people``).  In the first year a venue has in the corpus every one of its
authors is one, whatever the field did: on the NLP venues ACL + NAACL + COLING (COLING
alone in 2020, ACL and NAACL from 2021) 85% of 2021's authors are newcomers against 62-69%
in the later years, and on the 24k corpora 2021 jumps to 68% from 40% in 2020, the year
ACL and NAACL join.  That is the corpus's coverage, not people entering the field.

So each author of a year is counted in the venues **of earlier years** when one of their
papers that year (among the papers selected) is in a venue with papers in an earlier year
of the whole corpus, and in **new venues** otherwise.  The share of newcomers among the
former (``newcomer_share_known``) is the newcomer share the corpus's coverage cannot raise;
the newcomers of the latter (``newcomers_new_venues``) are the venue effect, named by the
venues (``new_venues``).  A paper in any venue of earlier years keeps the author in the
first group (a newcomer at ICML and at a new venue alike is a newcomer the old venues
saw), so the split never gives a venue a newcomer it did not bring.  Measured on the
corpora (``/work/tmp/trends60/newc.py``, session 60):

- 24k: 2021's 68% is 43% in the venues of earlier years (3,228 of its 4,198 newcomers
  came with ACL and NAACL); 2013 ICLR and ICML (402 of 890; 44%), 2019 UAI (135 of
  1,501), 1995 AISTATS (104 of 259), 2011 COLT (28 of 468).
- ACL + NAACL + COLING: every one of 2021's 3,398 newcomers came with ACL and NAACL
  (COLING has no 2021: no venue of earlier years, no share of its own).
- 61k ICRA + IROS + RSS: RSS's first year, 2009, brought 38 of 1,945 (47% either way):
  its authors also wrote at ICRA and IROS that year.

A year is only split, never marked: a venue's newcomers are real people new to the corpus;
what they do not say is that the field drew them.  The split is said (a dotted line, a
sentence) only where it moves the year's share by :data:`MOVED` or more, or leaves no
venue of earlier years (:func:`venue_moved`): RSS's 38 moved 2009 by 0.2 points, COLT's 28
in 2011 and UAI's 135 in 2019 by 0.7, a line drawn over the other and a legend entry for
nothing; AISTATS in 1995 by 11, ICLR and ICML in 2013 by 6, ACL and NAACL in 2021 by 25.
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from analysis.schema import venue_keys

MOVED = 0.01  # the newcomer share the venues new to the corpus move, said (a point)


def venue_first_years(venue: pd.Series | np.ndarray, year: np.ndarray) -> np.ndarray:
    """Each paper's venue's first year in the corpus (-1 without a dated paper); ``year``
    is -1 where a paper has none."""
    codes, _ = pd.factorize(venue_keys(venue))
    dated = year >= 0
    first = np.full(codes.max() + 1 if len(codes) else 0, np.iinfo(np.int64).max)
    np.minimum.at(first, codes[dated], year[dated])
    out = first[codes] if len(codes) else np.zeros(0, dtype=np.int64)
    return np.where(out == np.iinfo(np.int64).max, -1, out)


def known_author_years(keys: np.ndarray, known: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The distinct (year, author) ``keys`` of authorship pairs (one per pair, unsorted),
    sorted, and for each whether any of its pairs is ``known`` (a paper in a venue of an
    earlier year)."""
    if not len(keys):
        return keys, np.zeros(0, dtype=bool)
    order = np.argsort(keys, kind="stable")
    keys, known = keys[order], known[order]
    starts = np.flatnonzero(np.r_[True, keys[1:] != keys[:-1]])
    return keys[starts], np.maximum.reduceat(known.astype(np.int8), starts).astype(bool)


def new_venue_names(venue: pd.Series | np.ndarray, year: np.ndarray, first: np.ndarray,
                    years: np.ndarray, rows: np.ndarray) -> list[str]:
    """Per year of ``years``: the venues of the ``rows`` papers that year whose first year
    in the corpus it is ("ACL; NAACL"), "" for none."""
    keys = venue_keys(venue)
    out = []
    for y in years:
        at = rows & (year == y) & (first == y)
        out.append("; ".join(sorted(set(keys[at].tolist()))))
    return out


def venue_moved(years: pd.DataFrame) -> np.ndarray:
    """The years of ``tables.authors_by_year_table`` whose newcomer share the venues new to
    the corpus move by :data:`MOVED` or more, or whose newcomers all came with such venues
    (no venue of earlier years); all False for a table without the split."""
    if "newcomers_new_venues" not in years:
        return np.zeros(len(years), dtype=bool)
    brought = years["newcomers_new_venues"].fillna(0).to_numpy(dtype=float) > 0
    share = years["newcomer_share"].to_numpy(dtype=float)
    known = years["newcomer_share_known"].to_numpy(dtype=float)
    with np.errstate(invalid="ignore"):
        moved = np.abs(share - known) >= MOVED
    return brought & (moved | (np.isnan(known) & ~np.isnan(share)))
