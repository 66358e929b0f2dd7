"""What a reference corpus says about a term: the prior a small corpus's termhood borrows.

Why.  The termhood statistics (:mod:`analysis.terms.termhood`) are estimates from the
papers using a term, smoothed toward a prior so that a handful of papers is not taken
for a pattern.  With the corpus's base rate as the prior (one value for every term), a
term used by 2-5 papers is judged mostly by that base rate, and in a corpus of 57
abstracts nearly every term has 2-5 papers: the bundled seeds got 7 keywords, three of
them words one paper repeats ("field", "influence", "repair"), while "quantization",
"pruning", "Transformer", "reinforcement learning" or "dimension reduction" were left out.
No statistic of 57 abstracts alone separates them (bench/keywords/SMALL_CORPUS.md: scaled
pseudo-counts, per-paper TF-IDF and lower thresholds each admit as many generic words as
research terms).

Method.  Empirical Bayes, as an m-estimate (Cestnik 1990) with an informative prior
(borrowing strength, Efron & Morris 1975): each term's prior is its own statistics in a
reference corpus, when the reference has the term (the corpus's base rate otherwise, as
before).  The pseudo-counts are unchanged (:data:`analysis.terms.termhood.LEAD_PSEUDO_PAPERS`
papers for keyphraseness and for the end-of-phrase share,
:data:`~analysis.terms.termhood.RIDF_PSEUDO_PAPERS` for burstiness), and the reference
prior is taken only for a term used by fewer papers than the keyphraseness prior weighs
(:data:`~analysis.terms.termhood.REFERENCE_BELOW`, 5): there the prior decides, so it had
better know the term.  A term with 5 papers or more is judged by its own papers toward the
base rate, as before, so ICML (terms in 5 papers or more), the 24,000 papers (15) and
IJCAI (7) keep their keywords exactly; ICLR 2017-18 (4) and smaller corpora change.  This
is the scale-down rule: evidence a corpus is too small to give is taken from a larger
one, where it is too small to give it.  (Applied to every term, the reference moved
IJCAI's area-keyword precision from 0.22 to 0.19: bench/keywords/SMALL_CORPUS.md.)

The reference.  PaperCopilot's "more" collection but IJCAI (57,000 papers of CVPR, ICCV,
ECCV, WACV, ICRA, IROS, RSS, AAAI, COLING, ACML, ALT and AutoML: none of the corpora the
figures are tuned or scored on, IJCAI's area keywords included), its terms in 20 papers
or more, counted by
``bench/keywords/reference.py`` exactly as ``paper-trends analyze`` counts a corpus, and
shipped as counts and shares (``data/reference_terms.tsv.gz``, ~15,000 terms, no text),
with each term's share of papers in the median venue (:func:`venue_shares`: the second
use of the reference, telling the field's shared vocabulary from subjects).
A term new since (a 2026 acronym) has no reference prior and is judged as before.
"""

from __future__ import annotations

import contextlib
import gzip
from collections.abc import Iterator, Sequence
from functools import lru_cache
from pathlib import Path

import numpy as np
import pandas as pd

from analysis.terms.inflection import american

REFERENCE_FILE = Path(__file__).resolve().parent / "data" / "reference_terms.tsv.gz"
COLUMNS = ("key", "df", "uses", "lead_share", "end_share", "venue_share")
_ENABLED = [True]


@lru_cache(maxsize=1)
def reference_terms() -> pd.DataFrame:
    """The reference statistics by term key (empty when the file is absent)."""
    if not REFERENCE_FILE.exists():
        return pd.DataFrame(columns=list(COLUMNS[1:]), index=pd.Index([], name="key"))
    with gzip.open(REFERENCE_FILE, "rt", encoding="utf-8") as fh:
        table = pd.read_csv(fh, sep="\t", comment="#", keep_default_na=False,
                            dtype={"key": str})
    # keys as the vocabulary writes them now (a file counted before British spellings
    # were folded holds "optimisation" beside "optimization"): the more used one's row
    table["key"] = [" ".join(american(w) for w in k.split()) for k in table["key"]]
    table = table.sort_values("df", ascending=False, kind="stable")
    return table.drop_duplicates("key").set_index("key").sort_index()


@contextlib.contextmanager
def without_reference() -> Iterator[None]:
    """Termhood with the base-rate prior only (building the reference itself)."""
    _ENABLED[0] = False
    try:
        yield
    finally:
        _ENABLED[0] = True


def venue_shares(keys: Sequence[str]) -> np.ndarray:
    """Per key, the share of a venue's papers using the term in the reference's median
    venue (NaN where the reference lacks the term or the column): how much of the field
    at large uses it (:data:`analysis.terms.termhood.MAX_VENUE_SHARE`)."""
    table = reference_terms() if _ENABLED[0] else reference_terms().iloc[:0]
    if "venue_share" not in table.columns:
        return np.full(len(keys), np.nan)
    return table["venue_share"].reindex(pd.Index(list(keys), dtype=object)).to_numpy(
        dtype=float)


def priors(keys: Sequence[str], base_lead: float) -> pd.DataFrame:
    """Per key, the prior of each termhood statistic: ``lead_share`` (the corpus's base
    rate where the reference lacks the term), ``uses`` per paper (1 where it lacks it) and
    ``end_share`` (NaN where it lacks it: the term's own share is used unsmoothed)."""
    table = reference_terms() if _ENABLED[0] else reference_terms().iloc[:0]
    found = table.reindex(pd.Index(list(keys), dtype=object))
    known = found["df"].notna().to_numpy() if len(found) else np.zeros(0, dtype=bool)
    return pd.DataFrame({
        "lead_share": np.where(known, found["lead_share"].to_numpy(dtype=float), base_lead),
        "uses": np.where(known, found["uses"].to_numpy(dtype=float), 1.0),
        "end_share": np.where(known, found["end_share"].to_numpy(dtype=float), np.nan),
    })
