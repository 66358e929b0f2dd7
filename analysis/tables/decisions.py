"""Decision tables: papers per status, and acceptance and oral rates per topic, keyword
and paper type, with counts and Wilson intervals.

Every rate counts only the papers that can say something about it
(:mod:`analysis.decisions.rates`): an acceptance rate the papers of venue-years that list
rejected or withdrawn papers, an oral rate the accepted papers of venue-years that have
orals.  Where the selection has none, the rate columns are empty (NaN) and the table's
description says why; the counts per status are always there, and per topic (or type)
they add up to the ``all`` row, which is the status table's count.

Columns of the rate tables, after the group's own: one count per status
(:data:`analysis.decisions.STATUSES`), ``total``, then ``decided`` (papers an acceptance rate
counts) / ``decided_accepted`` / ``acceptance_rate`` / ``acceptance_low`` /
``acceptance_high`` and ``presented`` (accepted papers an oral rate counts) /
``presented_oral`` / ``oral_rate`` / ``oral_low`` / ``oral_high`` (95% Wilson
intervals).
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from analysis.decisions import (
    STATUS_LABELS,
    STATUSES,
    RatePools,
    per_corpus,
    rate_pools,
    sole_format,
    status_codes_of,
    wilson_interval,
)
from analysis.paper_types.corrections import HAND_SET
from analysis.result import Analysis
from analysis.schema import PAPER_TYPES, Mask, Rows, as_mask
from analysis.tables.paper_types import hand_set_labels, uncertain_labels
from analysis.terms.spelling import spelling_columns

#: Keywords listed in acceptance_by_keyword: the most counted ones with at least
#: :data:`MIN_KEYWORD_PAPERS` papers behind their rate (fewer give intervals wider than
#: +-0.3, which rank nothing).
KEYWORDS_LISTED = 50
MIN_KEYWORD_PAPERS = 10
RATE_COLUMNS = [*STATUSES, "total", "decided", "decided_accepted", "acceptance_rate",
                "acceptance_low", "acceptance_high", "presented", "presented_oral",
                "oral_rate", "oral_low", "oral_high"]
STATUS_COLUMNS = ["status", "label", "n_papers", "share", "as_given", "sole_format"]


def pools_of(analysis: Analysis) -> RatePools:
    """Which papers each rate counts, once per corpus."""
    return per_corpus(analysis, "rate_pools", lambda: rate_pools(analysis.papers))


def status_codes(analysis: Analysis) -> np.ndarray:
    """Each paper's status as its position in :data:`STATUSES`, once per corpus."""
    return status_codes_of(analysis, analysis.papers)


def _originals(analysis: Analysis) -> tuple[np.ndarray, np.ndarray]:
    """Each paper's (status, status as given) pair as one code, and the pairs, once."""
    def build() -> tuple[np.ndarray, np.ndarray]:
        pairs = analysis.papers["status"].astype(str) + "\x00" + \
            analysis.papers["status_original"].astype(str)
        codes, uniques = pd.factorize(pairs, sort=True)
        return np.asarray(codes, dtype=np.int64), np.asarray(uniques, dtype=object)
    return per_corpus(analysis, "status_originals", build)


def has_statuses(analysis: Analysis) -> bool:
    """Whether any paper of the corpus has a known decision."""
    return bool((status_codes(analysis) != STATUSES.index("unknown")).any())


def has_rates(analysis: Analysis, rows: Mask) -> bool:
    """Whether the selection has papers an acceptance or an oral rate can count."""
    pools = pools_of(analysis)
    return bool((pools.decided & rows).any() or (pools.presented & rows).any())


def status_table(analysis: Analysis, rows: Rows = None) -> pd.DataFrame:
    """Papers per normalised status in the selection, with the statuses as given (and
    their counts) that each one was read from, and how many of them come from venue-years
    where every accepted paper has that status (``sole_format``: the data's label for
    accepted there, not a format; :func:`analysis.decisions.rates.sole_format`)."""
    mask = as_mask(rows, analysis.n_papers)
    codes, pairs = _originals(analysis)
    per_pair = np.bincount(codes[mask], minlength=len(pairs))
    given: dict[str, list[tuple[str, int]]] = {}
    for pair, n in zip(pairs, per_pair, strict=True):
        if n:
            status, original = str(pair).split("\x00", 1)
            given.setdefault(status, []).append((original, int(n)))
    n_selected = max(int(mask.sum()), 1)
    sole = np.bincount(status_codes(analysis)[mask & per_corpus(
        analysis, "sole_format", lambda: sole_format(analysis.papers))],
        minlength=len(STATUSES))
    out = []
    for status in STATUSES:
        if status not in given:
            continue
        originals = sorted(given[status], key=lambda kv: (-kv[1], kv[0]))
        n = sum(c for _, c in originals)
        out.append({"status": status, "label": STATUS_LABELS[status], "n_papers": n,
                    "share": round(n / n_selected, 4),
                    "as_given": "; ".join(f"{k or '(empty)'} ({v:,})" for k, v in originals),
                    "sole_format": int(sole[STATUSES.index(status)])})
    return pd.DataFrame(out, columns=STATUS_COLUMNS)


def _rates(counts: np.ndarray, pooled: np.ndarray) -> dict[str, np.ndarray]:
    """The rate columns from per-group counts per status and the four pool counts
    (decided, accepted among them, presented, oral among them)."""
    decided, accepted, presented, oral = pooled.T
    a_low, a_high = wilson_interval(accepted, decided)
    o_low, o_high = wilson_interval(oral, presented)
    with np.errstate(invalid="ignore", divide="ignore"):
        return {**{s: counts[:, i] for i, s in enumerate(STATUSES)},
                "total": counts.sum(axis=1), "decided": decided, "decided_accepted": accepted,
                "acceptance_rate": np.where(decided > 0, accepted / decided, np.nan),
                "acceptance_low": a_low, "acceptance_high": a_high,
                "presented": presented, "presented_oral": oral,
                "oral_rate": np.where(presented > 0, oral / presented, np.nan),
                "oral_low": o_low, "oral_high": o_high}


def _pool_flags(analysis: Analysis) -> np.ndarray:
    """Papers x 4 flags: decided, accepted and decided, presented, oral and presented."""
    def build() -> np.ndarray:
        p = pools_of(analysis)
        return np.column_stack([p.decided, p.decided & p.accepted, p.presented,
                                p.presented & p.oral])
    return per_corpus(analysis, "pool_flags", build)


def _grouped(analysis: Analysis, mask: Mask, groups: np.ndarray,
             n_groups: int) -> tuple[np.ndarray, np.ndarray]:
    """Per group (one per paper), papers per status and the four pool counts; the last
    row is every selected paper."""
    g, codes = groups[mask], status_codes(analysis)[mask]
    n_status = len(STATUSES)
    counts = np.bincount(g * n_status + codes,
                         minlength=n_groups * n_status).reshape(n_groups, n_status)
    flags = _pool_flags(analysis)[mask]
    pooled = np.column_stack([np.bincount(g[flags[:, j]], minlength=n_groups)
                              for j in range(4)])
    return (np.vstack([counts, counts.sum(axis=0)]),
            np.vstack([pooled, pooled.sum(axis=0)]))


def acceptance_by_topic_table(analysis: Analysis, rows: Rows = None) -> pd.DataFrame:
    """Acceptance and oral rates per topic, then ``all``: counts per status add up."""
    mask = as_mask(rows, analysis.n_papers)
    k = analysis.topics.n_topics
    counts, pooled = _grouped(analysis, mask, analysis.papers["topic"].to_numpy(np.int64), k)
    out = pd.DataFrame({"topic": np.array([*range(k), "all"], dtype=object),
                        "topic_label": [*analysis.topics.labels, "All papers"],
                        **_rates(counts, pooled)})
    return out[(out["total"] > 0) | (out["topic"] == "all")].reset_index(drop=True)


def acceptance_by_paper_type_table(analysis: Analysis, rows: Rows = None) -> pd.DataFrame:
    """Acceptance and oral rates per paper type (theory only, empirical, both, unclear)
    with selected papers, then ``all``; as every paper-type table
    (:mod:`analysis.tables.paper_types`), ``uncertain``, ``corrected`` and ``confirmed``
    count the row's papers whose label is uncertain, changed by hand or confirmed by hand
    (issue 14; until small72 this table alone left them out)."""
    mask = as_mask(rows, analysis.n_papers)
    column = analysis.papers["paper_type"]  # read each time: corrections change it
    types = np.full(analysis.n_papers, PAPER_TYPES.index("unclear"), dtype=np.int64)
    for i, paper_type in enumerate(PAPER_TYPES[:-1]):
        types[(column == paper_type).to_numpy(dtype=bool)] = i
    counts, pooled = _grouped(analysis, mask, types, len(PAPER_TYPES))
    # as every paper-type table: the papers whose label is uncertain, and those whose type
    # was changed or confirmed by hand, per type (then all)
    marks = np.column_stack([uncertain_labels(analysis.papers),
                             hand_set_labels(analysis.papers)])[mask]
    marked = np.column_stack([np.bincount(types[mask][marks[:, j]], minlength=len(PAPER_TYPES))
                              for j in range(marks.shape[1])])
    marked = np.vstack([marked, marked.sum(axis=0)])
    out = pd.DataFrame({"paper_type": [*PAPER_TYPES, "all"], **_rates(counts, pooled),
                        **{c: marked[:, j] for j, c in enumerate(["uncertain", *HAND_SET])}})
    # as per topic: a type filter's three other types were rows of zeros (csv62)
    return out[(out["total"] > 0) | (out["paper_type"] == "all")].reset_index(drop=True)


def acceptance_by_keyword_table(analysis: Analysis, rows: Rows = None,
                                limit: int = KEYWORDS_LISTED) -> pd.DataFrame:
    """Acceptance and oral rates of the papers using each keyword: the ``limit`` keywords
    with the most papers behind a rate (at least :data:`MIN_KEYWORD_PAPERS`), acceptance
    first where the selection has it, else orals.  A paper counts for every keyword it
    uses, so the rows do not add up (unlike per topic)."""
    mask = as_mask(rows, analysis.n_papers)
    vocab, codes, flags = analysis.vocab, status_codes(analysis), _pool_flags(analysis)
    counts = np.column_stack([vocab.keyword_counts(mask & (codes == i))
                              for i in range(len(STATUSES))])
    pooled = np.column_stack([vocab.keyword_counts(mask & flags[:, j]) for j in range(4)])
    basis = pooled[:, 0] if pooled[:, 0].sum() else pooled[:, 2]
    keep = np.flatnonzero(basis >= MIN_KEYWORD_PAPERS)
    keep = keep[np.argsort(-basis[keep], kind="stable")][:limit]
    ids = vocab.keyword_ids[keep]
    return pd.DataFrame({**spelling_columns(vocab, ids),
                         **_rates(counts[keep], pooled[keep])},
                        columns=["term", "acronym", "head", *RATE_COLUMNS])
