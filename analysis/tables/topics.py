"""Topic tables: each topic's papers, best terms and most representative papers, and its
share of each year's (or venue's) papers.  A ``mixed`` column says which topics are
residual grab-bags rather than subjects (:mod:`analysis.topics.mixed`; their labels
start with "mixed: "), for every table that lists topics."""

from __future__ import annotations

import numpy as np
import pandas as pd

from analysis.decisions import per_corpus
from analysis.memory import drop_pages_read
from analysis.result import Analysis
from analysis.schema import Rows, as_mask, take_values
from analysis.topics.model import LISTED_TERMS
from analysis.trends.context import TrendContext, context_rows

TOP_TERMS = LISTED_TERMS  # terms listed per topic in topics.csv
REPRESENTATIVE = 3  # papers named per topic in topics.csv


def mixed_flags(analysis: Analysis) -> np.ndarray:
    """Per topic, whether it is mixed (:mod:`analysis.topics.mixed`); none for a model
    made without the test."""
    mixed = analysis.topics.mixed
    n = analysis.topics.n_topics
    return np.zeros(n, dtype=bool) if mixed is None else np.asarray(mixed, dtype=bool)


def representative_rows(analysis: Analysis, rows: Rows = None,
                        n: int = REPRESENTATIVE) -> list[np.ndarray]:
    """Per topic, the selected papers most strongly about it: the largest un-normalised
    NMF weight first, then the largest mixture share (the order of
    :func:`analysis.topics.representative_papers`, one definition for both).  The share
    alone favoured short abstracts, whose few words put them wholly in one topic: on the
    24k corpus 54% of the papers it named were shorter than the corpus's shortest tenth
    (a 134-character abstract cut off mid-sentence led one topic), against 33% by the
    weight, and the "time · number · systems" topic was named by three papers on no time
    series, against three of five on time series by the weight (wave 34)."""
    idx = np.flatnonzero(as_mask(rows, analysis.n_papers))
    topic = analysis.papers["topic"].to_numpy()[idx]
    share = analysis.topics.doc_topic[idx, topic]
    strength = analysis.topics.strength[idx, topic]
    drop_pages_read(analysis.topics.doc_topic)  # a mapped file's pages read
    drop_pages_read(analysis.topics.strength)
    order = np.lexsort((idx, -share, -strength, topic))  # by topic, weight, share, row
    idx, topic = idx[order], topic[order]
    starts = np.searchsorted(topic, np.arange(analysis.topics.n_topics))
    ends = np.searchsorted(topic, np.arange(analysis.topics.n_topics), side="right")
    return [idx[a:min(b, a + n)] for a, b in zip(starts, ends, strict=True)]


def topics_table(analysis: Analysis, rows: Rows = None) -> pd.DataFrame:
    """One row per topic with papers among ``rows``: label, best terms, its papers, whether
    it is mixed, and its most representative papers.  A topic the selection has no paper
    of has no row (a topic filter gave 38 zero rows of 39 on the 24k, walk62)."""
    mask = as_mask(rows, analysis.n_papers)
    model = analysis.topics
    reps = representative_rows(analysis, mask)
    # only the representative papers' titles and ids: the whole columns are Arrow strings,
    # and turning 24,000 of them into Python objects on every filter change cost ~4 ms
    shown = np.concatenate([np.zeros(0, dtype=np.int64), *reps])
    titles = dict(zip(shown, take_values(analysis.papers["title"], shown), strict=True))
    ids = dict(zip(shown, take_values(analysis.papers["paper_id"], shown), strict=True))
    counts = np.bincount(analysis.papers["topic"].to_numpy()[mask], minlength=model.n_topics)
    words, weights = model.listed_terms
    return pd.DataFrame({
        "topic": np.arange(model.n_topics),
        "label": model.labels,
        "top_terms": words,
        "top_terms_shown": _shown_terms(analysis),
        "term_weights": weights,
        "n_papers": counts,
        "share": counts / max(int(mask.sum()), 1),
        "mixed": mixed_flags(analysis),
        "representative_papers": [" | ".join(titles[i] for i in r) for r in reps],
        "representative_ids": ["; ".join(ids[i] for i in r) for r in reps],
    }).loc[counts > 0].reset_index(drop=True)


def _shown_terms(analysis: Analysis) -> list[str]:
    """Each topic's listed terms ("; "-joined) as readers see them (``top_terms_shown``):
    a keyword spelled as its label and every other display spell it ("reinforcement
    learning (RL)": :mod:`analysis.terms.spelling`), a term that is no keyword bare, as
    the labels do.  Made once.

    ``top_terms`` keeps the model's terms as the papers write them: a topic *is* those
    terms, and scoring them (NPMI) counts a term in a paper where all its words are.
    Session 64 put this spelling in ``top_terms`` itself; "(RL)" and "(GAN)" then had to
    be in a paper too, and ICML's NPMI@10 of the distinct terms fell from 0.133 to 0.124
    (bench/topics/RESULTS.md, session 65).  Hence two columns: the terms, their display."""
    def build() -> list[str]:
        model, vocab = analysis.topics, analysis.vocab
        if "term_id" not in model.terms:
            return model.listed_terms[0]
        top = model.terms.sort_values(["topic", "rank"]).groupby("topic").head(LISTED_TERMS)
        keyword = vocab.terms["keyword"].to_numpy()
        shown = [vocab.label(int(j)) if keyword[j] else str(t)
                 for j, t in zip(top["term_id"], top["term"], strict=True)]
        return list(pd.Series(shown, index=top.index).groupby(top["topic"]).agg(
            "; ".join).reindex(range(model.n_topics), fill_value=""))
    return per_corpus(analysis, "topic_shown_terms", build)


def topic_shares_table(analysis: Analysis, rows: Rows = None, by: str = "year") -> pd.DataFrame:
    """Each topic's share of each year's (or venue's) selected papers, for the topics with
    selected papers (a topic with none in one venue keeps its real 0 there)."""
    mask = as_mask(rows, analysis.n_papers)
    sel = analysis.papers.loc[mask, [by, "topic"]]
    sel = sel[sel[by].notna() & (sel[by] != "")]
    k = analysis.topics.n_topics
    groups, keys = pd.factorize(sel[by], sort=True)
    counts = np.bincount(groups * k + sel["topic"].to_numpy(),
                         minlength=len(keys) * k).reshape(len(keys), k)
    sizes = counts.sum(axis=1, keepdims=True)
    shown = np.flatnonzero(counts.sum(axis=0) > 0)  # the topics of the selection
    counts = counts[:, shown]
    out = pd.DataFrame({
        by: np.repeat(np.asarray(keys), shown.size),
        "topic": np.tile(shown, len(keys)),
        "topic_label": np.tile(np.asarray(analysis.topics.labels, dtype=object)[shown],
                               len(keys)),
        "n_papers": counts.reshape(-1),
        "share": (counts / np.maximum(sizes, 1)).reshape(-1),
    })
    return out.astype({"year": int}) if by == "year" else out


def topic_venues_table(analysis: Analysis, rows: Rows = None,
                       context: TrendContext | None = None) -> pd.DataFrame:
    """Each topic's selected papers in each venue (``n_papers``) and their share of all the
    venue's papers within the venue, year and type filters (``venue_papers``, the trend
    tables' denominator; ``share_of`` says which in words), for the topics with selected
    papers and every venue of the denominator (a real 0 where a topic has none there).
    Without a context (the CLI) the denominator is the selection.  Until small72 the share
    was of the selected papers of the venue: under a topic filter 1.0 in every row, a
    share of nothing; now it answers how much of each venue the topic is."""
    mask, base, context = context_rows(analysis, rows, context)
    venue = analysis.papers["venue"].fillna("").astype(str).to_numpy()
    keep = base & (venue != "")
    venues, at = np.unique(venue[keep], return_inverse=True)
    code = np.full(len(venue), -1, dtype=np.int64)
    code[keep] = at
    k = analysis.topics.n_topics
    picked = mask & (code >= 0)
    counts = np.bincount(code[picked] * k + analysis.papers["topic"].to_numpy()[picked],
                         minlength=len(venues) * k).reshape(len(venues), k)
    sizes = np.bincount(code[keep], minlength=len(venues))
    shown = np.flatnonzero(counts.sum(axis=0) > 0)  # the topics of the selection
    counts = counts[:, shown]
    return pd.DataFrame({
        "venue": np.repeat(venues.astype(object), shown.size),
        "topic": np.tile(shown, len(venues)),
        "topic_label": np.tile(np.asarray(analysis.topics.labels, dtype=object)[shown],
                               len(venues)),
        "n_papers": counts.reshape(-1),
        "venue_papers": np.repeat(sizes, shown.size),
        "share": (counts / np.maximum(sizes, 1)[:, None]).reshape(-1),
        "share_of": context.words("venue"),
    })
