"""What a "no change" card tested: the items compared and the nearest candidate, from
``tables.change_evidence_table``, in the words both the rising/falling cards and the
topics-over-the-years sentence use."""

from __future__ import annotations

import pandas as pd

from analysis.terms import spelling
from analysis.trends import Q_HOLDS
from dashboard.figures.base import topic_name
from dashboard.summaries.base import counted, share_words
from dashboard.summaries.venue_mix import earlier_share, restandardised

NAME_CHARS = 60  # a topic's label in a sentence or a table (the axis cuts at 38)


def evidence_row(evidence: pd.DataFrame | None, kind: str) -> dict | None:
    """``kind``'s row of ``tables.change_evidence_table`` when it tested something and
    nothing held (a "no change" whose nearest candidate has q < 0.05 would contradict
    itself: a mixed topic, left out of a sentence's leaders, may be the one that held)."""
    if evidence is None or evidence.empty:
        return None
    rows = evidence[evidence["kind"] == kind]
    if rows.empty or int(rows["compared"].iat[0]) == 0 or int(rows["held"].iat[0]) > 0:
        return None
    return rows.iloc[0].to_dict()


def nearest_words(row: dict, what: str) -> str:
    """" 69 keywords tested; the nearest, multi-armed bandit (2016–2019 vs 2020–2024: 29 → 7
    papers, 4.6% → 1.4%), has q 0.16 (listed at q < 0.05, Benjamini-Hochberg)." """
    if pd.notna(row.get("topic")):
        name = topic_name(int(row["topic"]), str(row["term"]), NAME_CHARS)
    else:
        name = spelling.label(row)
    n = int(row["compared"])
    # one item tested is no "nearest" of several: "1 topic tested: #23 … (40 → 39 papers,
    # 6.4% → 7.8%) has q 0.35" (24k, COLT 2016-2024, topic #23)
    which = f": {name} " if n == 1 else f"; the nearest, {name} "
    comma = " " if n == 1 else ", "
    # the test's periods beside its numbers: a sentence near it gives other years' shares
    # (the topic trends' ends), and the two pairs read alike without their years
    years = f"{row['group_a']} vs {row['group_b']}: " if pd.notna(row.get("group_a")) else ""
    # the earlier share at the later venue mix, as the listed changes give it
    # (``share_a_mix``): the crude share may move against the test (analysis.trends.changes)
    mix = ""
    if restandardised(row):
        mix = (f" ({row['group_a']} at {row['group_b']}'s venue mix)" if years else
               " (at the later venue mix)")
    return (f" {counted(n, what)} tested{which}"
            f"({years}{int(row['count_a']):,} → {int(row['count_b']):,} papers, "
            f"{share_words(earlier_share(row))}{mix} → {share_words(row['share_b'])})"
            f"{comma}has q "
            f"{float(row['q']):.2g} (listed at q < {Q_HOLDS:.2g}, Benjamini-Hochberg).")
