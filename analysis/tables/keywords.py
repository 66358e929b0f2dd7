"""Keyword tables: papers using each keyword, and the keywords characteristic of a
selection (a keyword's trend over the years is in :mod:`analysis.tables.trends`).

Characteristic keywords
    The keywords the selected papers use more than the rest of the corpus, compared within
    venues: a selection's venue mix is rarely the rest's (the 24,000 papers' years
    2021-2022 are 64% ACL and NAACL, venues of 2021-2024 only), and against the plain rest
    "what sets these years apart" would be what ACL uses more than NeurIPS.  So the rest's
    papers are weighted to the selection's venue mix (each venue's other papers by the
    selection's papers there over the rest's): ``n_rest`` is the number of selected papers
    expected to use the keyword if each venue kept its own rate, ``share_rest`` that
    share (:mod:`analysis.trends.matched`: indirect standardisation, as the emerging terms'
    venue baseline).  The score is the log-odds ratio with an informative Dirichlet prior
    (Monroe, Colaresi & Quinn 2008, as rising/falling does,
    :func:`analysis.trends.binomial_log_odds`: "a paper uses it" in the selection against
    the matched rest), the weighted rest counted as its effective number of papers
    (Kish's n_eff) so that neither the variance nor the prior trusts a thin rest as a full
    one.  One account, as the chart says (review 55: a bar of "z 2.75" beside q 4e-8 read as
    two tests that disagree): a keyword is *listed* when the test holds (``q`` below 0.05:
    the Cochran-Mantel-Haenszel test over the strata compared, Benjamini-Hochberg over every
    keyword used, as rising/falling, :mod:`analysis.trends.log_odds`; its own z is
    ``z_test``) and it is used at least 1.25 times as often here (``apart``); listed
    keywords are *ranked* by the shrunk score ``z`` (Monroe et al.'s z with a prior as
    strong as the data: about half a test's z, built to rank, so that a keyword of three
    papers does not lead), which is no test and has no threshold of its own.

    ``baseline`` says what the rest was: ``venue-matched``; ``year-matched`` when no venue
    has papers on both sides (the selection is whole venues) and the years differ: the
    other venues' papers of the selection's years at its year mix, so that a venue alone in
    a year (the 61k's COLING in 2025) is not set apart by what that year wrote; ``other
    venues`` for whole venues with the rest's year mix, or no year in common (the plain
    contrast); ``other papers`` with one venue or the same venue mix on both sides (the
    plain contrast, the numbers of the unweighted test).  A venue (year) whose papers are
    all selected has no rate of its own to keep: it is left out (``left_out``), and
    ``covered`` is the share of the selected papers in the venues (years) compared
    (``n_papers`` and ``share`` are of those).  Counts are one sparse product over the
    keyword columns (a few ms at 24,000 papers): the selection's per venue (year) when
    matched, against the corpus's per venue (year), made once per corpus.

    A search's own terms are not listed (``searched``): under a search for GAN, "generative
    adversarial network (GAN)" was used by 100% of the papers shown and 0% of the others,
    "conditional GAN" by 0% of the others, true by construction (walk59).  A keyword the
    search's plan (its phrases, acronym and expansion variants added) matches within its
    own words or acronym is tested with the others (``compared``, the false discovery
    rate) but left out of the list, and named in ``searched``.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

import numpy as np
import pandas as pd
import scipy.sparse as sp

from analysis.decisions import per_corpus
from analysis.result import Analysis
from analysis.schema import Rows, as_mask, shown_venue
from analysis.terms import keyword_counts
from analysis.terms.spelling import spelling_columns
from analysis.trends import Q_HOLDS, apart, false_discovery
from analysis.trends.context import TrendContext
from analysis.trends.matched import (
    OTHER_VENUES,
    VENUE_MATCHED,
    YEAR_MATCHED,
    Contrast,
    VenuePlan,
    matched_contrast,
    plain_contrast,
    venue_plan,
)

KEYWORDS_LISTED = 500  # rows of keywords.csv: the most used keywords
CHARACTERISTIC_LISTED = 50  # rows of characteristic_keywords.csv
CHARACTERISTIC_COLUMNS = ["term", "acronym", "head", "n_papers", "share", "n_rest", "share_rest",
                          "log_odds", "z", "q", "z_test", "compared", "baseline", "covered",
                          "left_out", "searched"]


def keywords_table(analysis: Analysis, rows: Rows = None,
                   limit: int | None = KEYWORDS_LISTED) -> pd.DataFrame:
    """The keywords of the selected papers, most used first (at most ``limit``)."""
    mask = as_mask(rows, analysis.n_papers)
    return keyword_counts(analysis.vocab, mask, limit=limit).reset_index(drop=True)


@dataclass(frozen=True)
class _StratumCounts:
    """Each paper's venue (or year) and each keyword's papers per venue, once per corpus."""

    codes: np.ndarray  # each paper's venue, a position in names
    names: list[str]
    papers: np.ndarray  # papers per venue
    keywords: np.ndarray  # keywords x venues: papers using each keyword

    def selected(self, mask: np.ndarray) -> np.ndarray:
        return np.bincount(self.codes[mask], minlength=len(self.names))


def _indicator(codes: np.ndarray, rows: np.ndarray, n_venues: int) -> sp.csr_matrix:
    """The papers ``rows`` x venues 0/1 matrix (a product with it counts per venue)."""
    return sp.csr_matrix((np.ones(len(rows), dtype=np.float32), (rows, codes[rows])),
                         shape=(len(codes), n_venues))


def _strata(analysis: Analysis, column: str) -> _StratumCounts:
    """Per venue (``column`` "venue") or per year ("year"; a paper without one: "")."""
    def build() -> _StratumCounts:
        values = analysis.papers[column]
        if column == "year":
            year = pd.to_numeric(values, errors="coerce")
            values = year.map(lambda y: "" if pd.isna(y) else str(int(y)))
        codes, names = pd.factorize(values.fillna(""), sort=True)
        everyone = _indicator(codes, np.arange(len(codes)), len(names))
        return _StratumCounts(codes, list(names), np.bincount(codes, minlength=len(names)),
                              analysis.vocab.keyword_counts(everyone))
    return per_corpus(analysis, f"keyword_{column}_counts", build)


def characteristic_keywords_table(analysis: Analysis, rows: Rows = None,
                                  limit: int = CHARACTERISTIC_LISTED,
                                  context: TrendContext | None = None,
                                  search: str | None = None) -> pd.DataFrame:
    """The keywords characteristic of the selected papers against the others, within
    venues, or within years for whole venues (module docstring), most characteristic
    first; empty when every paper or none is selected.

    Columns: term, acronym, n_papers and share (in the selection, in the venues compared),
    n_rest and share_rest (in the other papers; venue-matched: expected at the venues' own
    rates), log_odds, z (the shrunk score that ranks), q and z_test (the test that
    lists), compared (keywords tested), baseline, covered, left_out, searched (the
    keywords the search matches, held and not listed).  ``search``: the view's search
    (default: the context's filters').
    """
    if search is None:
        search = context.filters.query if context and context.filters else ""
    mask = as_mask(rows, analysis.n_papers)
    n_in = int(mask.sum())
    n_out = analysis.n_papers - n_in
    if n_in == 0 or n_out == 0:
        return pd.DataFrame(columns=CHARACTERISTIC_COLUMNS)
    strata = _strata(analysis, "venue")
    selected = strata.selected(mask)
    plan = venue_plan(selected, strata.papers, strata.names)
    if plan.baseline == OTHER_VENUES:  # whole venues: at their own years (module docstring)
        years = _strata(analysis, "year")
        by_year = venue_plan(years.selected(mask), years.papers, years.names, YEAR_MATCHED)
        if by_year.baseline == YEAR_MATCHED:
            strata, selected, plan = years, years.selected(mask), by_year
    vocab = analysis.vocab
    if plan.baseline in (VENUE_MATCHED, YEAR_MATCHED):
        # the selection's papers per stratum: a product over its own papers only
        inside = vocab.keyword_counts(_indicator(strata.codes, np.flatnonzero(mask),
                                                 len(strata.names)))
        m = plan.matched
        contrast = matched_contrast(inside[:, m], strata.keywords[:, m], plan, selected[m],
                                    strata.papers[m])
    else:
        inside = vocab.keyword_counts(mask)
        contrast = plain_contrast(inside, vocab.keyword_counts(None) - inside, n_in, n_out)
    return _listed(analysis, contrast, plan, limit, search)


def _listed(analysis: Analysis, c: Contrast, plan: VenuePlan, limit: int,
            search: str = "") -> pd.DataFrame:
    """The keywords of ``c`` the test holds over-used by the selection (q < 0.05, used
    MIN_RATIO times as often as by the others: trends.log_odds), highest score first,
    but those ``search`` matches (:func:`_searched`)."""
    q = false_discovery(c.test)
    with np.errstate(invalid="ignore"):
        holds = (q < Q_HOLDS) & (c.test > 0)
    keep = np.flatnonzero(holds & (c.inside > 0)
                          & apart(c.inside / max(c.n_in, 1), c.rest / max(c.n_rest, 1e-9)))
    keep = keep[np.argsort(-c.z[keep], kind="stable")]
    ids = analysis.vocab.keyword_ids
    searched = _searched(analysis, search, keep)
    keep = keep[~np.isin(keep, searched)][:limit]
    table = pd.DataFrame({
        **spelling_columns(analysis.vocab, ids[keep]),
        "n_papers": c.inside[keep].astype(np.int64), "share": c.inside[keep] / c.n_in,
        "n_rest": c.rest[keep], "share_rest": c.rest[keep] / c.n_rest,
        "log_odds": c.log_odds[keep], "z": c.z[keep], "q": q[keep], "z_test": c.test[keep],
        "compared": int(np.isfinite(c.test).sum()), "baseline": plan.baseline,
        "covered": plan.covered, "left_out": ", ".join(
            [y or "no year" for y in plan.left_out] if plan.baseline == YEAR_MATCHED
            else map(shown_venue, plan.left_out)),
        "searched": "; ".join(_shown_term(analysis, k) for k in searched),
    }, columns=CHARACTERISTIC_COLUMNS)
    # (kept when none is left to carry the column: the card still says why)
    table.attrs["searched"] = [_shown_term(analysis, k) for k in searched]
    return table


def _searched(analysis: Analysis, search: str, candidates: np.ndarray) -> np.ndarray:
    """The keywords of ``candidates`` (keyword indices) whose words or acronym the
    search matches: the search finds every paper that uses them (its plan's phrases with
    their acronym and expansion variants, as the papers are searched and highlighted)."""
    plan = analysis.search_index.plan(search) if search.strip() else None
    if plan is None or plan.is_empty or not len(candidates):
        return candidates[:0]
    terms, ids = analysis.vocab.terms, analysis.vocab.keyword_ids
    words = terms["term"].to_numpy()[ids[candidates]]
    acronyms = terms["acronym"].to_numpy()[ids[candidates]]
    # every term of the search (they are ANDed) found in the keyword's words or acronym:
    # "citation graph" is no term of the search graph neural network, whose three words
    # each must be found
    each = [dataclasses.replace(plan, terms=(term,)) for term in plan.terms]
    hit = [all(p.spans(str(w)) or (isinstance(a, str) and a and p.spans(a)) for p in each)
           for w, a in zip(words, acronyms, strict=True)]
    return candidates[np.asarray(hit, dtype=bool)]


def _shown_term(analysis: Analysis, k: int) -> str:
    """A keyword as the charts name it: "generative adversarial network (GAN)",
    "Kullback-Leibler (KL) divergence" (its head too: :meth:`~analysis.terms.Vocabulary.
    label`, the one rule :mod:`analysis.terms.spelling` gives every table)."""
    return analysis.vocab.label(int(analysis.vocab.keyword_ids[k]))
