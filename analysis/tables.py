"""Every summary table, as a function of (analysis, rows).

``rows`` is a boolean mask over ``analysis.papers`` (None = every paper).  The
CLI export, the dashboard's downloads and its charts all call these functions,
so a number in a chart is the number in the downloaded file.
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from analysis.filters import PAPER_TYPES
from analysis.terms import keyword_counts, top_keyword_ids
from analysis.trends import compare_groups, period_label, shares_by_group, split_periods

TOP_TERMS = 15
REPRESENTATIVE = 3
PAPER_COLUMNS = ["paper_id", "source_file", "source_key", "venue", "year", "title",
                 "title_is_derived", "authors", "url", "topic", "topic_label", "topic_weight",
                 "also_about", "paper_type", "paper_type_evidence", "paper_type_confidence",
                 "abstract"]


def _rows(analysis, rows) -> np.ndarray:
    if rows is None:
        return np.ones(len(analysis.papers), dtype=bool)
    return np.asarray(rows, dtype=bool)


def papers_table(analysis, rows=None) -> pd.DataFrame:
    return analysis.papers.loc[_rows(analysis, rows), PAPER_COLUMNS].reset_index(drop=True)


def representative_rows(analysis, rows=None, n: int = REPRESENTATIVE) -> list[np.ndarray]:
    """Per topic, the selected papers that belong to it most (largest mixture share first)."""
    r = _rows(analysis, rows)
    idx = np.flatnonzero(r)
    topic = analysis.papers["topic"].to_numpy()[idx]
    weight = analysis.topics.doc_topic[idx, topic]
    order = np.lexsort((idx, -weight, topic))  # by topic, then weight (desc), then row
    idx, topic = idx[order], topic[order]
    starts = np.searchsorted(topic, np.arange(analysis.topics.n_topics))
    ends = np.searchsorted(topic, np.arange(analysis.topics.n_topics), side="right")
    return [idx[a:min(b, a + n)] for a, b in zip(starts, ends, strict=True)]


def topics_table(analysis, rows=None) -> pd.DataFrame:
    """One row per topic: label, best terms, most representative papers, and its papers
    among ``rows``."""
    r = _rows(analysis, rows)
    model = analysis.topics
    titles = analysis.papers["title"].to_numpy()
    ids = analysis.papers["paper_id"].to_numpy()
    reps = representative_rows(analysis, r)
    counts = np.bincount(analysis.papers["topic"].to_numpy()[r], minlength=model.n_topics)
    terms = model.terms.sort_values(["topic", "rank"])
    top = terms.groupby("topic").head(TOP_TERMS).groupby("topic")
    return pd.DataFrame({
        "topic": np.arange(model.n_topics),
        "label": model.labels,
        "top_terms": top["term"].agg("; ".join).reindex(range(model.n_topics), fill_value=""),
        "term_weights": top["weight"].agg(lambda w: "; ".join(f"{x:.4g}" for x in w))
        .reindex(range(model.n_topics), fill_value=""),
        "n_papers": counts,
        "share": counts / max(int(r.sum()), 1),
        "representative_papers": [" | ".join(titles[i]) for i in reps],
        "representative_ids": ["; ".join(ids[i]) for i in reps],
    }).reset_index(drop=True)


def keywords_table(analysis, rows=None, limit: int | None = 500) -> pd.DataFrame:
    return keyword_counts(analysis.vocab, _rows(analysis, rows), limit=limit).reset_index(drop=True)


TYPE_COLUMNS = [*PAPER_TYPES, "total", "empirical_or_both", "theory_only_share"]


def _type_frame(key: str, keys, counts: np.ndarray) -> pd.DataFrame:
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


def paper_types_table(analysis, rows=None) -> pd.DataFrame:
    """Paper types per topic, then one row ('all') for every selected paper; each row also
    has the theory-only vs empirical (+ both) split."""
    sel = analysis.papers.loc[_rows(analysis, rows), ["topic", "paper_type"]]
    k = analysis.topics.n_topics
    counts = _count_types(sel["topic"].to_numpy(), k, sel["paper_type"])
    counts = np.vstack([counts, counts.sum(axis=0)])
    out = _type_frame("topic", np.array([*range(k), "all"], dtype=object), counts)
    out.insert(1, "topic_label", [*analysis.topics.labels, "All papers"])
    return out


def paper_types_by(analysis, rows=None, by: str = "year") -> pd.DataFrame:
    """Paper types per year or per venue."""
    sel = analysis.papers.loc[_rows(analysis, rows), [by, "paper_type"]]
    sel = sel[sel[by].notna() & (sel[by] != "")]
    if sel.empty:
        return pd.DataFrame(columns=[by, *TYPE_COLUMNS])
    groups, keys = pd.factorize(sel[by], sort=True)
    counts = _count_types(groups, len(keys), sel["paper_type"])
    out = _type_frame(by, np.asarray(keys), counts)
    return out.astype({"year": int}) if by == "year" else out


def topic_shares_table(analysis, rows=None, by: str = "year") -> pd.DataFrame:
    """Each topic's share of each year's (or venue's) selected papers."""
    r = _rows(analysis, rows)
    sel = analysis.papers.loc[r, [by, "topic"]]
    sel = sel[sel[by].notna() & (sel[by] != "")]
    k = analysis.topics.n_topics
    groups, keys = pd.factorize(sel[by], sort=True)
    counts = np.bincount(groups * k + sel["topic"].to_numpy(),
                         minlength=len(keys) * k).reshape(len(keys), k)
    sizes = counts.sum(axis=1, keepdims=True)
    out = pd.DataFrame({
        by: np.repeat(np.asarray(keys), k),
        "topic": np.tile(np.arange(k), len(keys)),
        "topic_label": np.tile(np.asarray(analysis.topics.labels, dtype=object), len(keys)),
        "n_papers": counts.reshape(-1),
        "share": (counts / np.maximum(sizes, 1)).reshape(-1),
    })
    return out.astype({"year": int}) if by == "year" else out


def topic_trends_table(analysis, rows=None) -> pd.DataFrame:
    """Each topic's share of each year's selected papers."""
    return topic_shares_table(analysis, rows, "year")


def _keyword_ids(analysis, r: np.ndarray, top: int) -> tuple[list[int], list[str]]:
    ids = top_keyword_ids(analysis.vocab, r, top)
    return ids.tolist(), analysis.vocab.terms["term"].to_numpy()[ids].tolist()


def keyword_trends_table(analysis, rows=None, terms: list[str] | None = None,
                         top: int = 25) -> pd.DataFrame:
    """Each keyword's share of each year's selected papers (top keywords by default)."""
    r = _rows(analysis, rows)
    if terms:
        ids = [i for i in (analysis.vocab.lookup(t) for t in terms) if i is not None]
        names = [analysis.vocab.terms.at[i, "term"] for i in ids]
    else:
        ids, names = _keyword_ids(analysis, r, top)
    groups = analysis.papers["year"].where(r)  # unselected papers have no group
    out = shares_by_group(analysis.vocab.presence[:, ids], groups, names)
    out = out.rename(columns={"group": "year", "item": "term"})
    return out.astype({"year": int})


def _comparison(analysis, r, in_a, in_b, label_a, label_b, top,
                directions=("rising", "falling")) -> pd.DataFrame:
    """Keywords (the 2,000 most used in ``r``) and topics compared between two groups."""
    ids = top_keyword_ids(analysis.vocab, r, 2000)
    names = analysis.vocab.terms["term"].to_numpy()[ids].tolist()
    n_a, n_b = int(in_a.sum()), int(in_b.sum())
    kw = compare_groups(analysis.vocab.doc_counts(in_a)[ids], analysis.vocab.doc_counts(in_b)[ids],
                        n_a, n_b, names, label_a, label_b, top, directions)
    topic = analysis.papers["topic"].to_numpy()
    k = analysis.topics.n_topics
    tp = compare_groups(np.bincount(topic[in_a], minlength=k),
                        np.bincount(topic[in_b], minlength=k), n_a, n_b,
                        list(analysis.topics.labels), label_a, label_b, top, directions)
    out = pd.concat([kw.assign(kind="keyword"), tp.assign(kind="topic")], ignore_index=True)
    cols = ["kind", "term", "group_a", "group_b", "count_a", "count_b", "share_a", "share_b",
            "log_odds", "z", "direction"]
    return out.reindex(columns=cols)


def rising_falling_table(analysis, rows=None, top: int = 15) -> pd.DataFrame:
    """Keywords and topics rising or falling between an earlier and a later period.

    The periods split the selected papers' years in two halves by paper count.
    Empty (with the columns) when the selection spans fewer than two years.
    """
    r = _rows(analysis, rows)
    year = analysis.papers["year"]
    periods = split_periods(year[r])
    if periods is None:
        return _comparison_empty()
    (a0, a1), (b0, b1) = periods
    in_a = r & year.between(a0, a1).fillna(False).to_numpy(dtype=bool)
    in_b = r & year.between(b0, b1).fillna(False).to_numpy(dtype=bool)
    return _comparison(analysis, r, in_a, in_b, period_label(periods[0]),
                       period_label(periods[1]), top)


def venue_comparison_table(analysis, venue_a: str, venue_b: str, rows=None,
                           top: int = 15) -> pd.DataFrame:
    """Keywords and topics over-used at ``venue_b`` ('more at B') versus ``venue_a``."""
    r = _rows(analysis, rows)
    venue = analysis.papers["venue"].to_numpy()
    return _comparison(analysis, r, r & (venue == venue_a), r & (venue == venue_b),
                       venue_a, venue_b, top, (f"more at {venue_b}", f"more at {venue_a}"))


def venue_profiles_table(analysis, rows=None, top: int = 10) -> pd.DataFrame:
    """For each venue, the keywords and topics it over-uses against all other venues."""
    r = _rows(analysis, rows)
    venue = analysis.papers["venue"].to_numpy()
    venues = sorted(v for v in set(venue[r]) if v)
    known = venue != ""
    parts = [_comparison(analysis, r, r & known & (venue != v), r & (venue == v), "other venues",
                         v, top, (f"more at {v}", "more elsewhere")) for v in venues]
    return pd.concat(parts, ignore_index=True) if len(venues) > 1 else _comparison_empty()


def _comparison_empty() -> pd.DataFrame:
    return pd.DataFrame(columns=["kind", "term", "group_a", "group_b", "count_a", "count_b",
                                 "share_a", "share_b", "log_odds", "z", "direction"])


def all_tables(analysis, rows=None) -> dict[str, pd.DataFrame]:
    """Every table that applies to ``rows``, by the name used for its file."""
    r = _rows(analysis, rows)
    tables = {
        "papers": papers_table(analysis, r),
        "topics": topics_table(analysis, r),
        "keywords": keywords_table(analysis, r),
        "paper_types": paper_types_table(analysis, r),
        "paper_types_by_year": paper_types_by(analysis, r, "year"),
        "paper_types_by_venue": paper_types_by(analysis, r, "venue"),
    }
    if analysis.papers.loc[r, "year"].nunique() > 1:
        tables["topic_trends"] = topic_trends_table(analysis, r)
        tables["keyword_trends"] = keyword_trends_table(analysis, r)
        tables["rising_falling"] = rising_falling_table(analysis, r)
    if analysis.papers.loc[r, "venue"].replace("", None).nunique() > 1:
        tables["topic_venues"] = topic_shares_table(analysis, r, "venue")
        tables["venue_profiles"] = venue_profiles_table(analysis, r)
    return tables
