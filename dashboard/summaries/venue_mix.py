"""The caveat a first-year-to-last-year sentence needs when the venues changed between them.

The trend charts divide by all papers of each year, so when the venues of the first and the
last year differ (at 24,000 papers of the shared corpora: 1987 is NeurIPS alone, 2025 AISTATS
alone), "2.0% in 1987 to 8.1% in 2025" compares two venues as much as two years.  The
rising-and-falling charts measure changes within venues (log-odds per venue); these
sentences describe the drawn lines, so they say when the mix makes them unfit as a trend.

The test is the total variation distance between the two years' venue shares (half the
summed absolute differences: the share of one year's papers that would have to move venue
to give the other year's mix).  A quarter is the line: a venue mix that kept three quarters
of its papers' venues (say NeurIPS 60% / ICML 40% against NeurIPS 50% / ICML 35% / COLT 15%)
still compares like with like; the 24k corpora's first and last years differ by 1.0.  The
caveat says how far apart: "part of" up to a half, "most of" beyond, and where the two
years share no venue at all (the 61k corpora's 2000, ICRA and IROS, against 2025, AAAI,
COLING and others) that the change compares venues, not years: "partly" there understated
a 56% → 6.4% fall of "robot" that within ICRA and IROS stays at 51-61% every year.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import numpy as np
import pandas as pd

from analysis.schema import shown_venue, venue_keys
from analysis.trends.periods import period_label
from analysis.trends.window import LEADING_NAMED, leading_venues
from dashboard.summaries.base import listing, share_cell, share_words

#: Venue mixes further apart than this (total variation distance) get the caveat.
MIX_CHANGE = 0.25
#: Further apart than this, most of the change may be the mix: more than half of one year's
#: papers would have to change venue to give the other year's mix.
MOSTLY = 0.5
#: A venue-year with fewer papers than this share of its venue's median year is named as
#: possibly incomplete (:func:`thin_venue_years`).
THIN = 0.2
#: Venues named per year in the caveat, the largest first.
NAMED = 2


Mix = dict[str, float]  # venue -> its share of the year's papers
Years = int | tuple[int, int]  # a year, or a (first, last) span of years pooled


def _span(at: Years) -> tuple[int, int]:
    return (at, at) if isinstance(at, int) else at


def _mix(venue: np.ndarray, year: np.ndarray, papers: np.ndarray, at: Years) -> Mix:
    """The venue shares of the year (or years: ``at``), its few rows summed per venue."""
    lo, hi = _span(at)
    here = (year >= lo) & (year <= hi)
    total = float(papers[here].sum())
    mix: Mix = {}
    if total <= 0:
        return mix
    for v, n in zip(venue[here].tolist(), papers[here].tolist(), strict=True):
        mix[v] = mix.get(v, 0.0) + n / total
    return mix


def _said(mix: Mix) -> str:
    """"ACL 60% and COLING 40%"; the venues past the :data:`NAMED` largest are counted
    with their share ("NeurIPS 45%, ICML 35% and 3 others 20%"), one alone named: the
    shares said add up to the year's papers (a theory-only view of ACL + NAACL + COLING
    read "2022–2025 (ACL 33% and COLING 33%)", NAACL's third left out, newuser71)."""
    ranked = sorted(mix.items(), key=lambda kv: (-round(kv[1], 9), str(kv[0])))  # ties: by name
    top = ranked[:NAMED + 1] if len(ranked) == NAMED + 1 else ranked[:NAMED]
    said = [f"{shown_venue(v)} {share_words(s)}" for v, s in top]
    if len(ranked) > len(top):
        said.append(f"{len(ranked) - len(top)} others "
                    f"{share_words(sum(s for _, s in ranked[len(top):]))}")
    return listing(said)


def _ends_mixes(venue_years: pd.DataFrame | None, first: Years, last: Years
                ) -> tuple[Mix, Mix] | None:
    """The venue mixes of the two ends, or None when there is nothing to compare."""
    if venue_years is None or venue_years.empty or _span(first) == _span(last):
        return None
    columns = (venue_keys(venue_years["venue"]),
               venue_years["year"].to_numpy(dtype=np.int64),
               np.nan_to_num(venue_years["all_papers"].to_numpy(dtype=float)))
    a, b = _mix(*columns, first), _mix(*columns, last)
    return (a, b) if a and b else None


def share_no_venue(venue_years: pd.DataFrame | None, first: Years, last: Years) -> bool:
    """The two ends have no venue in common: a change between them is a change of venue,
    and a sentence says so before any number (a reviewer, wave 35: the 61k corpora's
    "largest rise: #6 language model, 0% to 33%" led with 2000's ICRA and IROS against
    2025's WACV and COLING, the caveat last)."""
    mixes = _ends_mixes(venue_years, first, last)
    return mixes is not None and not mixes[0].keys() & mixes[1].keys()


def mix_change_note(venue_years: pd.DataFrame | None, first: Years, last: Years,
                    measured: bool = False) -> str:
    """" The venues differ between 1987 (NeurIPS 100%) and 2025 (AISTATS 100%): ..." when
    the two years' venue mixes (``tables.venue_years_table``) differ by more than
    :data:`MIX_CHANGE`, else "".  A year may be a (first, last) span of years pooled
    ("1987–1988"), as a sentence's ends are (:mod:`dashboard.summaries.ends`).  Plain
    arrays and dicts: it runs on every filter change (a pandas group-by here cost ~8 ms a
    change).  ``measured``: each line's numbers say how much of its change the venue mix
    alone gives (:meth:`~dashboard.summaries.ends.YearGrid.mix_words`), so the note points
    to them instead of guessing "most" or "part" from how far apart the venues are."""
    spans = _span(first), _span(last)
    mixes = _ends_mixes(venue_years, first, last)
    if mixes is None:
        return ""
    a, b = mixes
    distance = 0.5 * sum(abs(a.get(v, 0.0) - b.get(v, 0.0)) for v in a.keys() | b.keys())
    if distance <= MIX_CHANGE:
        return ""
    if not a.keys() & b.keys():
        # said before the numbers (share_no_venue), so it reads without them
        return (f" {period_label(spans[0])} ({_said(a)}) and {period_label(spans[1])} "
                f"({_said(b)}) share no venue: a change between them compares venues, not "
                "years; the rising and falling charts compare within venues.")
    if measured:
        return (f" The venues differ between {period_label(spans[0])} ({_said(a)}) and "
                f"{period_label(spans[1])} ({_said(b)}): the venue mix alone would move each "
                "share as given beside it; the rising and falling charts compare within "
                "venues.")
    part = "most" if distance > MOSTLY else "part"
    return (f" The venues differ between {period_label(spans[0])} ({_said(a)}) and "
            f"{period_label(spans[1])} ({_said(b)}): so {part} of this change may be the "
            "venue mix; the rising and falling charts compare within venues.")


def placed(numbers: str, note: str, apart: bool) -> str:
    """``numbers`` (a sentence with a leading space, or "") and the venue ``note``: the note
    first when the ends share no venue (:func:`share_no_venue`), else after."""
    return note + numbers if apart and note else numbers + note


def thin_venue_years(venue: np.ndarray, year: np.ndarray, papers: np.ndarray,
                     shown: set[tuple[str, int]] | None = None) -> str:
    """The venue-years holding under :data:`THIN` of their venue's median year (venues with
    3 years or more), named with both counts, or "": incomplete data shows as a fall of
    that venue's share and a rise of the others' (on the 61k corpora ICRA 2016 has 48
    papers where its median year has 812, IROS 2000-2004 96-165 against 869).

    The arrays are the corpus's papers per venue-year, all of them: a paper-type or
    decision filter thins every venue-year (theory-only papers: ICRA 2016 1 against a
    median of 8), which says nothing about the data, and a year filter would move the
    median.  ``shown`` (venue, year) pairs limit the naming to the venue-years drawn."""
    said = []
    for v in dict.fromkeys(venue.tolist()):
        own = venue == v
        if own.sum() < 3:
            continue
        median = float(np.median(papers[own]))
        thin = own & (papers < THIN * median)
        if shown is not None:
            thin &= np.array([(v, int(y)) in shown for y in year.tolist()], dtype=bool)
        runs = [f"{int(y)} ({int(n):,})" for y, n in
                sorted(zip(year[thin].tolist(), papers[thin].tolist(), strict=True))]
        if runs:
            said.append(f"{shown_venue(v)} {', '.join(runs)}; its median year "
                        f"{median:,.0f}")
    if not said:
        return ""
    return (" Some venue-years hold under a fifth of the venue's usual papers, so their data "
            f"may be incomplete: {'. '.join(said)}.")


#: said once under a list whose earlier shares are restated at the later venue mix
MIX_WORDS = ("Shares of {a} are at {b}'s venue mix (each venue's own share, weighted by its "
             "papers in {b}), as the change is measured within venues.")


def earlier_share(row: Mapping[str, Any]) -> float:
    """The earlier share a change's words give: at the later period's venue mix
    (``share_a_mix``, :mod:`analysis.trends.changes`) where the table has it, so the two
    shares said move as the bar does (61k 2015-2022: "neural network · architecture"
    falls within venues while its crude share rose, 5.5% -> 5.8%; at 2021-2022's mix
    7.1% -> 5.8%); else the crude ``share_a`` (two groups compared)."""
    mix = row.get("share_a_mix")
    return float(row["share_a"]) if mix is None or pd.isna(mix) else float(mix)


def restandardised(row: Mapping[str, Any]) -> bool:
    """Whether ``row``'s earlier share at the later venue mix reads other than its crude
    share (one decimal, as a table cell): the words then say which one they give."""
    return share_cell(earlier_share(row)) != share_cell(row["share_a"])


def partial_share(share: float) -> str:
    """A share below 1 that never reads "100%" (0.997 of the papers is not all of them)."""
    words = share_words(share)
    return "over 99%" if share < 1 and words.startswith("100") else words


def leading_words(first: Mapping[str, Any], venue_years: pd.DataFrame | None) -> str:
    """"; IROS and ICRA hold 84% of those": the one or two judged venues holding most of
    the judged papers (:func:`~analysis.trends.window.leading_venues`), whose terms the
    list mostly is; "" when more are needed, or they are half of the judged venues."""
    if venue_years is None or venue_years.empty or "venues" not in first:
        return ""
    judged = str(first["venues"]).split(", ")
    named = [shown_venue(v) for v in venue_years["venue"].astype(str)]
    lead, share = leading_venues(np.asarray(named), venue_years["year"].to_numpy(),
                                 np.nan_to_num(venue_years["all_papers"].to_numpy(float)),
                                 judged, int(first["judged_to"]) if "judged_to" in first
                                 else int(venue_years["year"].max()))
    # a few of many: at most two, and under half of the judged venues (A of A and S is
    # no concentration the venue list does not already show)
    if not lead or len(lead) > LEADING_NAMED or 2 * len(lead) >= len(judged):
        return ""
    verb = "holds" if len(lead) == 1 else "hold"
    return f"; {listing(lead)} {verb} {partial_share(share)} of those"
