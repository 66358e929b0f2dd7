"""What the emerging-terms card says to do when no venue can show a burst (walk64)."""

import pandas as pd

from dashboard.summaries.trends import emerging_summary


def _venue_years(cells: dict[str, range]) -> pd.DataFrame:
    rows = [{"venue": v, "year": y, "all_papers": 100} for v, years in cells.items()
            for y in years]
    return pd.DataFrame(rows)


def test_at_full_span_it_says_where_to_end_the_years_not_to_widen_them():
    """COLT 2011-2024 + ALT 2025: the latest year is ALT's only one, so no venue can show
    a burst up to it; the years are already at their widest, and "widen the years" left
    the theory researcher nowhere to go.  Ending them at 2024 gives COLT's, and COLT holds
    most of the papers: the list is judged up to 2024 by itself (analysis.trends.window)
    and says so.  COLT holding under half, the page still says where to end the years."""
    years = _venue_years({"COLT": range(2011, 2025), "ALT": range(2025, 2026)})
    words = emerging_summary(pd.DataFrame(), venue_years=years).text
    assert words == ("No term's use bursts up to 2024 in the venues that can show it (COLT: "
                     "1,400 of the 1,500 papers). Judged up to 2024: in 2025 the venues that "
                     "can show a burst (papers that year and in two earlier years) hold under "
                     "half of the papers.")
    years = _venue_years({"COLT": range(2011, 2025), "ALT": range(2025, 2026)})
    years.loc[years["venue"] == "ALT", "all_papers"] = 2000
    words = emerging_summary(pd.DataFrame(), venue_years=years).text
    assert words == ("No basis for emerging terms here: a burst up to 2025 shows only in "
                     "venues with papers that year and in two earlier years, and no venue "
                     "here has them: end the years at 2024 to see the emerging terms of "
                     "COLT.")


def test_two_years_of_one_venue_still_ask_for_more_years():
    years = _venue_years({"COLT": range(2023, 2025), "ALT": range(2025, 2026)})
    words = emerging_summary(pd.DataFrame(), venue_years=years).text
    assert words.endswith("and no venue here has them: widen the years.")
