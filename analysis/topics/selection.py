"""The number of topics K: a rule of the corpus size, or the user's choice."""

from __future__ import annotations

from typing import Any

import numpy as np

RULE = ("round(1.4 * n_docs ** (1/3)), clipped to 2..40 (5 topics at 57 papers, "
        "20 at 3,000, 40 at 24,000)")
# Each topic should be able to have terms: at least this many topic columns per topic.
COLUMNS_PER_TOPIC = 5


def choose_k(n_docs: int) -> int:
    """Number of topics for a corpus of ``n_docs`` papers: ``round(1.4 * n ** (1/3))``,
    clipped to 2..40.

    Topics should grow with the corpus, but far slower than it: the cube root gives
    5 topics for the 57 seed abstracts (~11 papers each), 20 for 3,000 (~150 each) and
    40 for 24,000 (~600 each).  A rule rather than a search: on ICML 2013-2019 the
    benchmark's NPMI of our topics is flat from K=10 to K=40 (0.41-0.45), so a
    coherence search would pick K by noise, and fitting several K would cost seconds
    at 24,000 papers.  ``fit_topics(n_topics=K)`` (CLI ``--topics K``) overrides it.
    """
    return int(np.clip(round(1.4 * max(n_docs, 1) ** (1 / 3)), 2, 40))


def resolve_k(n_docs: int, n_columns: int, n_topics: int | None) -> int:
    """K to fit: ``n_topics`` if given, else :func:`choose_k`; capped so that every topic
    can have terms (``COLUMNS_PER_TOPIC`` columns each) and papers."""
    k = int(n_topics) if n_topics else choose_k(n_docs)
    if k < 1:
        raise ValueError(f"n_topics must be at least 1, got {n_topics}")
    return max(1, min(k, n_docs, max(n_columns // COLUMNS_PER_TOPIC, 1)))


def k_selection(n_docs: int, n_topics: int | None, chosen: int,
                coherence: list[float], fitted: int | None = None) -> dict[str, Any]:
    """How K was chosen, for the manifest: ``rule``, ``n_docs``, ``candidates``,
    ``scores`` (the kept topics' NPMI), ``chosen`` (topics kept), ``automatic``,
    ``override``, ``fitted`` (components fitted) and ``left_out`` (components no paper
    was mainly about, :data:`analysis.topics.model.MIN_TOPIC_SIZE`)."""
    fitted = chosen if fitted is None else fitted
    automatic = choose_k(n_docs)
    scores = {"npmi_top10_per_topic": [round(c, 4) for c in coherence],
              "npmi_top10_mean": round(float(np.nanmean(coherence)), 4) if chosen else None}
    return {"rule": RULE if not n_topics else "given (--topics)", "n_docs": n_docs,
            "candidates": [automatic], "scores": scores, "chosen": chosen,
            "automatic": automatic, "override": bool(n_topics), "fitted": fitted,
            "left_out": fitted - chosen}


def topics_note(settings: dict[str, Any]) -> str:
    """A line for the run's summary when ``--topics K`` did not give K topics (a corpus of
    47 papers asked for 5,000 gave 46, and only the manifest said so: review66), else ""."""
    k, asked = settings.get("k_selection", {}), settings.get("n_topics_requested")
    if not asked or k.get("chosen") == asked:
        return ""
    capped = (f"at most {k['fitted']:,} can be fitted to {k['n_docs']:,} papers and their terms"
              if k.get("fitted", asked) < asked else f"{asked:,} fitted")
    return (f"--topics {asked:,}: {k.get('chosen'):,} topics ({capped}; "
            f"{k.get('left_out', 0):,} that no paper was mainly about left out)\n")
