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
still compares like with like; the 24k corpora's first and last years differ by 1.0.
"""

from __future__ import annotations

import pandas as pd

from dashboard.summaries.base import listing, share_words

#: Venue mixes further apart than this (total variation distance) get the caveat.
MIX_CHANGE = 0.25
#: Venues named per year in the caveat, the largest first.
NAMED = 2


def _mix(table: pd.DataFrame, year: int) -> pd.Series:
    rows = table[table["year"] == year]
    papers = rows.groupby("venue", sort=True)["all_papers"].sum()
    return papers / papers.sum() if papers.sum() > 0 else papers


def _said(mix: pd.Series) -> str:
    top = mix.sort_values(ascending=False, kind="stable").head(NAMED)
    return listing([f"{v or '(no venue)'} {share_words(s)}" for v, s in top.items()])


def venue_mix_note(venue_years: pd.DataFrame | None, first: int, last: int) -> str:
    """" The venues differ between 1987 (NeurIPS 100%) and 2025 (AISTATS 100%): ..." when
    the two years' venue mixes (``tables.venue_years_table``) differ by more than
    :data:`MIX_CHANGE`, else ""."""
    if venue_years is None or venue_years.empty or first == last:
        return ""
    a, b = _mix(venue_years, first), _mix(venue_years, last)
    if a.empty or b.empty:
        return ""
    distance = 0.5 * float(a.sub(b, fill_value=0).abs().sum())
    if distance <= MIX_CHANGE:
        return ""
    return (f" The venues differ between {first} ({_said(a)}) and {last} ({_said(b)}), so "
            "this change is partly the venue mix; the rising and falling charts compare "
            "within venues.")
