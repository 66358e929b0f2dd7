"""The shares beside a rising or falling item move as its bar does when the venues used
weigh differently in the two periods (trends67: on the 61k corpora, 2015-2022, the topic
"neural network · architecture · layer" fell within every vision and NLP venue, z -2.2,
while its crude share of the venues used rose 5.5% -> 5.8%, and the card read "Falling
most: ... (5.5% → 5.8%)").

Planted: a venue A whose papers use "sparse coding" at 30% before and 25% after, and a
venue B at 5% and 4%; B holds 9,000 of the 10,000 earlier papers, A 9,000 of the 10,000
later ones.  The item falls in both venues, but its crude share rises 7.5% -> 22.9%; at
the later period's venue mix (A 90%, B 10%) the earlier share is 27.5%, and 27.5% ->
22.9% falls as the bar does.
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from analysis.trends.cells import Cells
from analysis.trends.changes import nearest_change, ranked_changes, venue_account
from analysis.trends.periods import Periods

PERIODS = Periods(before=(2020, 2020), recent=(2021, 2021))
NAMES = np.array(["sparse coding", "steady"], dtype=object)


def _two_venues() -> tuple[np.ndarray, Cells]:
    """Cells A 2020, A 2021, B 2020, B 2021; items: the planted fall and a steady 10%."""
    base = np.array([1000, 9000, 9000, 1000])
    counts = np.array([[300, 2250, 450, 40], [100, 900, 900, 100]], dtype=float).T
    cells = Cells(key=np.arange(4), venue=np.array(["A", "A", "B", "B"], dtype=object),
                  year=np.array([2020, 2021, 2020, 2021]), base=base, papers=base,
                  of_paper=np.zeros(0, dtype=np.int64))
    return counts, cells


def test_the_earlier_share_at_the_later_venue_mix_falls_with_the_bar():
    counts, cells = _two_venues()
    out = ranked_changes(counts, cells, PERIODS, NAMES, "topic")
    assert list(out["term"]) == ["sparse coding"] and list(out["direction"]) == ["falling"]
    assert out["z"][0] < 0
    # the crude shares rise: the venue mix, not the item
    assert abs(out["share_a"][0] - 750 / 10000) < 1e-12
    assert abs(out["share_b"][0] - 2290 / 10000) < 1e-12
    # at the later mix (A 0.9, B 0.1): 0.9 * 30% + 0.1 * 5%
    assert abs(out["share_a_mix"][0] - (0.9 * 0.30 + 0.1 * 0.05)) < 1e-12
    assert out["share_a_mix"][0] > out["share_b"][0]


def test_one_venue_keeps_the_crude_share():
    counts, cells = _two_venues()
    keep = cells.venue == "A"
    one = Cells(key=cells.key[keep], venue=cells.venue[keep], year=cells.year[keep],
                base=cells.base[keep], papers=cells.papers[keep],
                of_paper=np.zeros(0, dtype=np.int64))
    out = ranked_changes(counts[keep], one, PERIODS, NAMES, "topic")
    assert list(out["term"]) == ["sparse coding"]
    assert abs(out["share_a_mix"][0] - out["share_a"][0]) < 1e-12


def test_the_nearest_candidate_carries_it_too():
    counts, cells = _two_venues()
    near = nearest_change(counts, cells, PERIODS, NAMES, "topic")
    assert near["term"] == "sparse coding"
    assert abs(near["share_a_mix"] - 0.275) < 1e-12


def test_the_card_and_the_hover_say_the_share_that_moves_as_the_bar():
    from analysis.trends.changes import changes_table
    from dashboard.figures.ranked import ranked_changes_figure
    from dashboard.summaries import ranked_changes_summary

    counts, cells = _two_venues()
    account = venue_account(cells, PERIODS)
    table = changes_table([ranked_changes(counts, cells, PERIODS, NAMES, "topic")], PERIODS,
                          account, "all papers of each period")
    text = ranked_changes_summary(table, "topic", account=account).text
    assert "7.5%" not in text  # main: "(7.5% → 23%)", a fall said with a rise's numbers
    assert "Falling most: #0 sparse coding (28% → 23%)." in text
    assert "Shares of 2020 are at 2021's venue mix" in text
    summary = ranked_changes_summary(table, "topic", account=account)
    assert "2020 at 2021's venue mix" in summary.columns
    row = summary.rows[0]
    assert [c.text for c in row][1:4] == ["7.5% (750)", "27.5%", "22.9% (2,290)"]
    bar = ranked_changes_figure(table, "topic")["data"][0]
    assert ("<br>2020 at 2021's venue mix: 27.5%<br>used in 2 venues: A, B"
            in bar["customdata"][0][5])


def test_a_change_names_the_venues_using_the_item_not_every_venue_compared():
    # polish67, 61k halves: "model predictive control" rose in ICRA, IROS and RSS alone, 3
    # of the 7 venues compared; its card read as if all 7 carried it
    from dashboard.figures.ranked import ranked_changes_figure

    counts, cells = _two_venues()
    only_a = np.array([[10], [900], [0], [0]], dtype=float)  # A 1% -> 10%; B never
    out = ranked_changes(np.hstack([counts, only_a]), cells, PERIODS,
                         np.array([*NAMES, "model predictive control"], dtype=object),
                         "keyword")
    using = dict(zip(out["term"], out["venues_using"], strict=True))
    assert using["model predictive control"] == "A"
    assert using["sparse coding"] == "A, B"
    table = pd.DataFrame({**out, "group_a": "2020", "group_b": "2021"})
    hover = {row[6]: row[5] for row in ranked_changes_figure(table)["data"][0]["customdata"]}
    assert "<br>used in 1 venue: A" in hover["model predictive control"]
    assert "<br>used in 2 venues: A, B" in hover["sparse coding"]
