"""Paper-type tables: theory, empirical, both and unclear papers per topic, year or venue,
each row with the headline split, theory only against empirical + both."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import pandas as pd

from analysis.result import Analysis
from analysis.schema import PAPER_TYPES, Rows, as_mask

TYPE_COLUMNS = [*PAPER_TYPES, "total", "empirical_or_both", "theory_only_share"]


def _type_frame(key: str, keys: Sequence[object] | np.ndarray,
                counts: np.ndarray) -> pd.DataFrame:
    """Counts per type (rows: ``keys``; columns: PAPER_TYPES) with their total and the
    headline split, theory only against empirical + both; ``unclear`` is left out of the
    share, which is theory's share of the papers with a type (0 where there are none)."""
    empirical_or_both = counts[:, 1] + counts[:, 2]
    typed = counts[:, 0] + empirical_or_both
    share = np.divide(counts[:, 0], typed, out=np.zeros(len(counts)), where=typed > 0)
    return pd.DataFrame({key: keys, **{t: counts[:, i] for i, t in enumerate(PAPER_TYPES)},
                         "total": counts.sum(axis=1), "empirical_or_both": empirical_or_both,
                         "theory_only_share": share.round(4)})


def _count_types(groups: np.ndarray, n_groups: int, paper_types: pd.Series) -> np.ndarray:
    """Papers per (group, type): a n_groups x 4 array (bincount: crosstab is 10x slower)."""
    codes = pd.Categorical(paper_types, categories=list(PAPER_TYPES)).codes
    n_types = len(PAPER_TYPES)
    return np.bincount(groups * n_types + codes,
                       minlength=n_groups * n_types).reshape(n_groups, n_types)


def paper_types_table(analysis: Analysis, rows: Rows = None) -> pd.DataFrame:
    """Paper types per topic, then one row ('all') for every selected paper; each row also
    has the theory-only vs empirical (+ both) split."""
    mask = as_mask(rows, analysis.n_papers)
    sel = analysis.papers.loc[mask, ["topic", "paper_type"]]
    k = analysis.topics.n_topics
    counts = _count_types(sel["topic"].to_numpy(), k, sel["paper_type"])
    counts = np.vstack([counts, counts.sum(axis=0)])
    out = _type_frame("topic", np.array([*range(k), "all"], dtype=object), counts)
    out.insert(1, "topic_label", [*analysis.topics.labels, "All papers"])
    return out


def paper_types_by(analysis: Analysis, rows: Rows = None, by: str = "year") -> pd.DataFrame:
    """Paper types per year or per venue."""
    mask = as_mask(rows, analysis.n_papers)
    sel = analysis.papers.loc[mask, [by, "paper_type"]]
    sel = sel[sel[by].notna() & (sel[by] != "")]
    if sel.empty:
        return pd.DataFrame(columns=[by, *TYPE_COLUMNS])
    groups, keys = pd.factorize(sel[by], sort=True)
    counts = _count_types(groups, len(keys), sel["paper_type"])
    out = _type_frame(by, np.asarray(keys), counts)
    return out.astype({"year": int}) if by == "year" else out


def paper_types_by_year_table(analysis: Analysis, rows: Rows = None) -> pd.DataFrame:
    """Paper types per year."""
    return paper_types_by(analysis, rows, "year")


def paper_types_by_venue_table(analysis: Analysis, rows: Rows = None) -> pd.DataFrame:
    """Paper types per venue."""
    return paper_types_by(analysis, rows, "venue")
