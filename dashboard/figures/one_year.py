"""What a card over the years says when the papers it draws span fewer than two years.

One sentence for the chart and its summary, naming the one year: "Trends need papers from
at least two years" read as false beside the cards drawing two (the 24k, a year filter to
2022 on a multi-year corpus, or topic #33 + ACL + empirical: one paper, of 2022, beside
ACL's 2021 and 2022), where the ranked changes and the type shares already named it
(``sections.trends._one_year``, ``figures.trends.type_years_missing``)."""

from __future__ import annotations

import pandas as pd

TOPIC_TRENDS = "topic shares over the years"
KEYWORD_TRENDS = "keyword shares over the years"
AUTHORS = "newcomers and team sizes"
TWO_YEARS = "Trends need papers from at least two years."  # said without a year
AUTHORS_TWO_YEARS = "Newcomers and team sizes need papers from two years or more."


def one_year_words(table: pd.DataFrame, what: str, otherwise: str = TWO_YEARS) -> str:
    """Why ``what`` (e.g. :data:`TOPIC_TRENDS`) is not drawn from ``table``, a table over
    years (a ``year`` column) holding fewer than two years: its one year named; without
    a year (an empty table: nothing followed, or no paper), ``otherwise``."""
    years = pd.to_numeric(table["year"], errors="coerce").dropna().unique() \
        if "year" in table else []
    if len(years) != 1:
        return otherwise
    return (f"The papers shown are all from {int(years[0])}: {what} need papers shown "
            "from at least two years.")
