"""Held-out NPMI of ranking variants, fast: each half fitted once, only the terms re-ranked.

    python bench/topics/heldout_variants.py                       # the five corpora
    python bench/topics/heldout_variants.py --corpus icml --variants main lambda0.5

The same halves and scorer as ``heldout.py`` (``random.Random(0)``, fit on one half,
NPMI@10 of the distinct terms on the other, both ways), for ideas that change how a
fitted topic's terms are chosen, not the factorisation: the vocabulary is built and the
model fitted once per half and K, the share of each topic's papers using each term
(``phi``, what ``analysis.topics.ranking.rank_terms_by_shares`` ranks) captured, and
every variant ranks that ``phi`` again with a setting of ``analysis.topics.ranking``
patched.  ``main`` equals ``heldout.py``'s "ours" (ICML 0.087 / 0.071 both, 2026-12-06).
Variants (wave 58, issue 10; HELDOUT.md):

- ``kw-*``: the keyword test's termhood (``analysis.terms.termhood``) on topic terms:
  ``kw-only`` single words shown only when keywords; ``kw-first`` keyword words (and
  phrases) ranked before the other words at the floor; ``kwall-first`` keywords, words
  and phrases, first; ``no-passing`` single words failing both the keyword test's
  burstiness (residual IDF < 0.6) and keyphraseness (title share < 0.1) never shown
  ("set", "number", "time", "function", "setting", "size").
- ``lambda0.5[-fX]``: a term's rank by its share of the topic's papers times its lift
  (``phi^2 / p``, Sievert & Shirley's relevance at lambda 0.5), the floor at X.
- ``written-floor[-acr]``: the floor on the papers writing the term's shown form as
  written (``Vocabulary.shown_docs``), acronym-joined terms exempt with ``-acr``.
- ``--usual``: also score each variant's terms with the head word in the number the
  fitted half's papers write most ("datasets", "attacks"): the display, not the terms.
"""

from __future__ import annotations

import argparse
import pickle
import sys
import time
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parents[1]))
import corpora  # noqa: E402
import heldout  # noqa: E402

import analysis.topics.model as M  # noqa: E402
import analysis.topics.ranking as R  # noqa: E402
from analysis.terms import build_vocabulary  # noqa: E402
from analysis.terms.termhood import WORD_MIN_LEAD, WORD_MIN_RIDF  # noqa: E402
from analysis.text import clean_text  # noqa: E402
from analysis.topics import fit_topics  # noqa: E402

tm = corpora.topic_metrics
CORPORA = ["nips:2015-2018", "icml", "iclr:2017-2018", "aistats", "more:cvpr"]
KS = ("auto", 20)


def fitted(name: str, cache: Path) -> dict:
    """Per half: its documents, vocabulary and, per K, the topic columns and ``phi``."""
    path = cache / (name.replace(":", "_") + ".pkl")
    if path.exists():
        return pickle.loads(path.read_bytes())
    a, b = heldout.halves(corpora.load(name).docs)
    out = {}
    for half, docs in (("A", a), ("B", b)):
        vocab = build_vocabulary([clean_text(d) for d in docs])
        captured = {}
        ranked_kept = M._ranked_kept
        for k in KS:
            def spy(columns, vocab_, phi, sizes, k=k, captured=captured, ranked_kept=ranked_kept):
                kept = np.flatnonzero(sizes >= M.MIN_TOPIC_SIZE * sizes.sum() / max(len(sizes), 1))
                captured[k] = (columns, phi[kept])
                return ranked_kept(columns, vocab_, phi, sizes)
            M._ranked_kept = spy
            try:
                fit_topics(vocab, None if k == "auto" else 20, seed=0)
            finally:
                M._ranked_kept = ranked_kept
        out[half] = (docs, vocab, captured)
    cache.mkdir(parents=True, exist_ok=True)
    path.write_bytes(pickle.dumps(out))
    return out


def _single(v):
    return (v.terms["n_words"].to_numpy() == 1) & (v.terms["acronym"].to_numpy() == "")


def _keyword(v):
    return v.terms["keyword"].to_numpy()


def _passing(v):
    t = v.terms
    return _single(v) & (t["ridf"].to_numpy() < WORD_MIN_RIDF) \
        & (t["lead_share"].to_numpy() < WORD_MIN_LEAD / 3)


def _written(vocab, columns, frequent, floor, exempt_acronyms):
    out = frequent.copy()
    joined = vocab.terms["acronym"].to_numpy()[columns] != ""
    for i in np.flatnonzero(frequent & ~(joined if exempt_acronyms else False)):
        out[i] = vocab.shown_docs(int(columns[i])).size >= floor
    return out


def _first(good):
    """Candidates: terms at the floor that ``good`` marks, then the others at the floor,
    then the rarer ones (ranking._candidates with one more tier)."""
    def candidates(vocab, columns):
        mark = good(vocab)[columns]

        def cand(score, allowed, frequent, phrases_of_word, phi):
            order = np.argsort(-score, kind="stable")
            order = order[allowed[order] & np.isfinite(score[order])]
            parts = [order[frequent[order] & mark[order]], order[frequent[order] & ~mark[order]],
                     order[~frequent[order]]]
            return np.concatenate([p[~R._inside_a_candidate_phrase(p, phrases_of_word, phi)]
                                   for p in parts])
        return cand
    return candidates


VARIANTS = {
    "main": {},
    "kw-only": {"shown": lambda v: _keyword(v) | ~_single(v)},
    "kw-first": {"first": _first(lambda v: _keyword(v) | ~_single(v))},
    "kwall-first": {"first": _first(_keyword)},
    "no-passing": {"shown": lambda v: ~_passing(v)},
    "lambda0.5": {"lam": 0.5},
    "lambda0.5-f0.1": {"lam": 0.5, "floor": 0.1},
    "lambda0.5-f0.3": {"lam": 0.5, "floor": 0.3},
    "lambda0.5-f0.4": {"lam": 0.5, "floor": 0.4},
    "written-floor": {"written": False},
    "written-floor-acr": {"written": True},
}


def ranked(vocab, columns, phi, spec: dict) -> list[list[str]]:
    """The topics' terms as shown, ranked with the variant ``spec`` patched in."""
    saved = (R.LAMBDA, R.FLOOR_SHARE, R.shown_terms, R._candidates, R.df_floor)
    try:
        R.LAMBDA = spec.get("lam", R.LAMBDA)
        R.FLOOR_SHARE = spec.get("floor", R.FLOOR_SHARE)
        if "shown" in spec:
            R.shown_terms = lambda v, base=saved[2]: base(v) & spec["shown"](v)
        if "first" in spec:
            R._candidates = spec["first"](vocab, columns)
        picks = R.rank_terms_by_shares(columns, vocab, phi, R.N_TERMS) if "written" not in spec \
            else _rank_written(columns, vocab, phi, spec["written"])
    finally:
        R.LAMBDA, R.FLOOR_SHARE, R.shown_terms, R._candidates, R.df_floor = saved
    shown = vocab.terms["term"].to_numpy()
    return [[str(shown[j]) for j in columns[r.ids]] for r in picks]


def _rank_written(columns, vocab, phi, exempt_acronyms):
    """rank_terms_by_shares with the floor also on the shown form's written papers."""
    floor = R.df_floor(vocab.n_docs, phi.shape[0])
    frequent = _written(vocab, columns, vocab.terms["df"].to_numpy()[columns] >= floor,
                        floor, exempt_acronyms)
    original = R._candidates

    def cand(score, allowed, _frequent, phrases_of_word, phi_t):
        return original(score, allowed, frequent, phrases_of_word, phi_t)
    R._candidates = cand
    try:
        return R.rank_terms_by_shares(columns, vocab, phi, R.N_TERMS)
    finally:
        R._candidates = original


def _plural(word: str) -> str:
    if word.endswith(("s", "x", "ch", "sh")):
        return word + "es"
    if word.endswith("y") and len(word) > 2 and word[-2] not in "aeiou":
        return word[:-1] + "ies"
    return word + "s"


def usual_number(topics, ref) -> list[list[str]]:
    """Each term with its lower-case last word in the number more of ``ref``'s (the
    fitted half's) papers write."""
    out = []
    for topic in topics:
        terms = []
        for term in topic:
            words = term.split()
            if not (words[-1].islower() and words[-1].isalpha()):
                terms.append(term)
                continue
            other = " ".join(words[:-1] + [_plural(words[-1])])
            df, _ = ref.counts([term, other])
            terms.append(other if df[1] > df[0] else term)
        out.append(terms)
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--corpus", nargs="+", default=CORPORA)
    ap.add_argument("--variants", nargs="+", default=list(VARIANTS))
    ap.add_argument("--usual", action="store_true")
    ap.add_argument("--cache", default="/tmp/paper-trends-heldout-variants")
    a = ap.parse_args(argv)
    cols = [f"{n} {k}" for n in a.corpus for k in KS]
    print("| variant | " + " | ".join(cols) + " |")
    print("|---" * (len(cols) + 1) + "|")
    rows: dict[str, list[str]] = {}
    for name in a.corpus:
        t0 = time.perf_counter()
        data = fitted(name, Path(a.cache))
        refs = {h: tm.ReferenceCorpus(data[h][0]) for h in "AB"}
        for v in a.variants:
            for k in KS:
                out, out_usual = [], []
                for fit, other in (("A", "B"), ("B", "A")):
                    _, vocab, captured = data[fit]
                    topics = ranked(vocab, *captured[k], VARIANTS[v])
                    out.append(heldout.score(topics, refs[other])["npmi"])
                    if a.usual:
                        out_usual.append(heldout.score(usual_number(topics, refs[fit]),
                                                       refs[other])["npmi"])
                rows.setdefault(v, []).append(f"{np.mean(out):.3f}")
                if a.usual:
                    rows.setdefault(v + " +usual number", []).append(f"{np.mean(out_usual):.3f}")
        print(f"# {name}: {time.perf_counter() - t0:.0f} s", file=sys.stderr, flush=True)
    for v, cells in rows.items():
        print(f"| {v} | " + " | ".join(cells) + " |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
