"""The fitted model's decision, for one text or a whole corpus (in worker processes).

Step 6 of the method (:mod:`analysis.paper_types`): unless the rules' word is final
(:func:`analysis.paper_types.rules.verdict`), a multinomial logistic regression
(:mod:`analysis.paper_types.model`, fitted on the hand-labelled dev abstracts by
``bench/paper_types/train.py``) reads features of the cues (rule scores, strongest cue,
counts, negated / hedged / prior-work counts, early / late position, one indicator per
cue pattern), the formal notation of the original abstract and its words (TF-IDF), and
picks theory, empirical or both among the labels whose evidence is there
(:func:`analysis.paper_types.model.allowed`); the calibrated probability of its label
(:mod:`analysis.paper_types.calibration`; for a theory label, lowered by how much the
abstract reads like robotics or vision) is the confidence, and the deciding phrases,
the first as its sentence fragment in the abstract's own words, are the evidence.  A
theory label that confidence holds more likely wrong than right in an abstract that reads
like robotics or vision is not given (:mod:`analysis.paper_types.doubt`).  A label the
rules' gate chose over the model's most probable one has the gate's own dev accuracy as
its confidence (:mod:`analysis.paper_types.gated`).  Where the model's ``empirical`` is only
the label left because theory needs an own result, a hint of theory of the paper's own, no
own run and the model's theory at 0.70 or more make it ``theory``
(:mod:`analysis.paper_types.hinted`, session 72).
"""

from __future__ import annotations

import gc
import multiprocessing
import os
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import replace

import pandas as pd

from analysis.background import Background
from analysis.paper_types import blindforms68, hinted
from analysis.paper_types.cues import Scored
from analysis.paper_types.doubt import doubt_evidence, doubted, follow_confidence
from analysis.paper_types.gated import GATED_CONFIDENCE
from analysis.paper_types.gated import moved as gate_moved
from analysis.paper_types.model import (
    PaperTypeModel,
    allowed,
    choose,
    gates,
    model_text,
    notation,
    paper_features,
    shipped_model,
)
from analysis.paper_types.rules import (
    METHOD_PROPOSAL,
    discounted_evidence,
    empirical_present,
    score_text,
    side_evidences,
    side_score,
    theory_supported,
)
from analysis.paper_types.rules import verdict as _rules_verdict
from analysis.paper_types.standalone import unaided


def verdict(scored: Scored) -> tuple[str, str] | None:
    """:func:`..rules.verdict`, but a wave-55 form (:mod:`.theorised`) that is the paper's
    only own result, with no empirical phrase, is read as without it: the form only turns an
    ``empirical`` label into ``both`` and never makes a label of its own (a lone "it
    provides stability guarantees" went from the rules' ``unclear`` to ``theory``); an own
    cost in O-notation (:mod:`.standalone`, wave 65) is a result of its own."""
    cues = unaided(scored.cues)
    if (len(cues) < len(scored.cues) and not empirical_present(scored.cues)
            and not theory_supported(cues)):
        theory = side_score([c for c in cues if c.side == "theory"])
        scored = replace(scored, cues=cues, theory=theory)
    return _rules_verdict(scored)


# Below this many papers, starting worker processes costs more than it saves.
PARALLEL_MIN_PAPERS = 5000
MAX_WORKERS = 4
# Once another core is spare (classify_papers' ``spare``), the papers left are shared with
# a forked process if at least this many (a fork and its answer cost about 0.05 s), the
# question asked every SPARE_CHECK_PAPERS papers; scoring is about SCORING_SHARE of a
# paper's typing (24k: score_text 10 of 13 s), which sets where they are cut (_scored).
SPARE_MIN_PAPERS = 300
SPARE_CHECK_PAPERS = 100
SCORING_SHARE = 0.75

Row = tuple[str, str, float]   # (label, evidence, confidence)
# (label, evidence, its probability, every label's probability, which labels are allowed)
Modelled = tuple[str, str, float, list[float], list[bool]]


def decide_with_model(scored: Scored, fitted: PaperTypeModel | None = None, *,
                      formal_notation: float = 0.0,
                      word_score: Sequence[float] | None = None) -> Row:
    """(label, evidence, confidence): the model's label, the rules' phrases as evidence.

    Where the rules' word is final (:func:`analysis.paper_types.rules.verdict`: an
    open-problem note, no result and no empirical phrase, a truncated abstract) it stands;
    otherwise the model chooses among theory / empirical / both the labels whose evidence
    is there (:func:`analysis.paper_types.model.allowed`).  The confidence is calibrated
    (:mod:`analysis.paper_types.calibration`): the probability that the label is right.
    ``word_score`` is the paper's row of :meth:`PaperTypeModel.word_scores`.
    """
    fitted = fitted or shipped_model()
    final = verdict(scored)
    if final is not None:
        return final[0], final[1], fitted.calibration.of_rules(final[0])
    label, evidence, probability, probs, ok = _model_view(scored, fitted, formal_notation,
                                                          word_score)
    if label == "theory":  # lowered by how much the abstract reads like robotics / vision
        domain = float(fitted.domain([model_text(scored.text, scored.title)])[0])
        confidence = fitted.calibration.theory([probability], [domain])[0]
        return _theory_row(scored, fitted, evidence, confidence, domain, probs, ok)
    if gate_moved(fitted.classes, label, probs, ok):  # the gate's own accuracy (gated.py)
        return label, evidence, GATED_CONFIDENCE
    return label, evidence, fitted.calibration(probability)


def _theory_row(scored: Scored, fitted: PaperTypeModel, evidence: str, confidence: float,
                domain: float, probs: Sequence[float], ok: Sequence[bool]) -> Row:
    """A theory label, unless the calibrated view doubts it for the abstract's domain
    (:mod:`analysis.paper_types.doubt`): then the label that view finds more likely, or
    ``unclear`` with the theory phrase and why it is doubted."""
    if not doubted(confidence, domain):
        return "theory", evidence, confidence
    label, conf = follow_confidence(fitted.classes, probs, ok, confidence, fitted.calibration)
    if label == "unclear":
        return label, doubt_evidence(evidence, confidence, domain), conf
    return label, label_evidence(scored, label), conf


def _decide(scored: Scored, fitted: PaperTypeModel, formal_notation: float,
            word_score: Sequence[float] | None) -> tuple[str, str, float | None]:
    """(label, evidence, the model's probability of the label, None where the rules decided)."""
    final = verdict(scored)
    if final is not None:
        return final[0], final[1], None
    return _model_view(scored, fitted, formal_notation, word_score)[:3]


def model_inputs(scored: Scored, formal_notation: float = 0.0) -> tuple[dict, dict]:
    """(the model's features, what its choice reads): the fitted features
    (:func:`..model.paper_features`), and those with the gates of every cue (apparatus.py's
    and wave 55's forms too; :func:`..model.gates`), which :func:`..model.choose` reads.
    The one definition of the model's inputs: ``bench/paper_types/train.py`` fits on the
    first and cross-validates with the second, so its CV scores this pipeline."""
    feats = paper_features(scored, formal_notation)
    # wave 68: a bound inside an own run's finding counts for no label (the features as fitted)
    return feats, {**feats, **gates(blindforms68.settled(scored.cues), scored)}


def _model_view(scored: Scored, fitted: PaperTypeModel, formal_notation: float,
                word_score: Sequence[float] | None) -> Modelled:
    """(label, evidence, its probability, every label's probability, which labels are
    allowed) of the model, where the rules' word is not final."""
    feats, gated = model_inputs(scored, formal_notation)
    if word_score is None:
        word_score = fitted.word_scores([model_text(scored.text, scored.title)])[0]
    probs = fitted.predict_proba(feats, word_score)
    best = choose(fitted.classes, probs, gated)
    ok = allowed(fitted.classes, gated)
    label = fitted.classes[best]
    if hinted.hinted_theory(scored, fitted.classes, label, probs, ok):  # session 72
        best = fitted.classes.index(label := "theory")
    return label, label_evidence(scored, label), probs[best], probs, ok


def label_evidence(scored: Scored, label: str) -> str:
    """The deciding phrases of each side the label needs (theory, then empirical for
    ``both``), then the phrases that did not count and why."""
    parts: list[str] = []
    chosen: list[str] = []  # as chosen on the cleaned text (rules.side_evidences)
    for side in (("theory", "empirical") if label == "both" else (label,)):
        cues = scored.cues  # an experiment whose text another cue took, when nothing else
        if side == "empirical" and not empirical_present(cues):  # (model.allowed)
            cues = cues + scored.overlapped_experiments
        picked, ev = side_evidences(cues, side, beside=" | ".join(chosen),
                                    original=scored.original)
        if not ev:
            ev = picked = ("no proved result; proposes a method/system" if side == "empirical"
                           and METHOD_PROPOSAL.search(scored.text) else f"no {side} phrase counts")
        parts.append(ev)
        chosen.append(picked)
    evidence = " | ".join(parts)
    discounted = discounted_evidence(scored.cues, scored.original)
    return f"{evidence} [not counted: {discounted}]" if discounted else evidence


def classify_text(text: str, title: str = "", original: str = "") -> Row:
    """Label one cleaned abstract (and optional title): rules find the cues, the model
    (:mod:`analysis.paper_types.model`) weighs them.  ``original`` is the abstract before
    cleaning (its formulas count; the evidence fragment is shown in its words); without
    it, none are seen."""
    return decide_with_model(score_text(text, title, original),
                             formal_notation=notation(original))


def _text(value: object) -> str:
    """A missing abstract or title (None, NaN) is empty text."""
    return value if isinstance(value, str) else ""


def classify_papers(abstracts: Sequence[str], titles: Sequence[str] | None = None,
                    originals: Sequence[str] | None = None,
                    workers: int | None = None,
                    spare: Callable[[], bool] | None = None) -> pd.DataFrame:
    """Classify every paper as theory / empirical / both / unclear.

    Parameters
    ----------
    abstracts : cleaned abstracts (``analysis.text.clean_text``).
    titles : cleaned titles, ``""`` where there is none (derived titles are not passed).
    originals : the abstracts before cleaning, for their formal notation and the evidence
        fragment in their words (optional).
    workers : processes to share the work; by default one per core (at most 4) from
        ``PARALLEL_MIN_PAPERS`` papers on, where the platform can fork, else 1.  The
        labels are the same either way (each paper is classified on its own).
    spare : with one worker, asked while the papers are scored: once it says another core
        is free, the later papers left are typed in a forked process (:func:`_scored`;
        the same labels).

    Returns
    -------
    DataFrame, index 0..n-1, columns ``paper_type``, ``paper_type_evidence`` (the deciding
    phrases, '; '-separated, theory side then ``|`` then empirical side for ``both``) and
    ``paper_type_confidence`` (probability of the chosen label under the model of
    :func:`decide_with_model`, 0..1).
    """
    n = len(abstracts)
    titles = [""] * n if titles is None else list(titles)
    originals = [""] * n if originals is None else list(originals)
    if len(titles) != n or len(originals) != n:
        raise ValueError(f"{n} abstracts but {len(titles)} titles and "
                         f"{len(originals)} originals")
    workers = _default_workers(n) if workers is None else max(1, min(workers, n or 1))
    if workers == 1:
        rows = _classify_rows(list(abstracts), titles, originals, spare)
    else:
        rows = _classify_in_processes(list(abstracts), titles, originals, workers)
    columns = ["paper_type", "paper_type_evidence", "paper_type_confidence"]
    return pd.DataFrame(rows, columns=columns, index=pd.RangeIndex(len(rows)))


@contextmanager
def _collector_paused() -> Iterator[None]:
    """Python's cyclic garbage collector off for a while (as it was before, after).

    Typing a chunk makes about a hundred container objects per paper (cues, matches,
    lists) and keeps the scored papers until the chunk is decided; each collection walks
    all of them again, about a sixth of typing's CPU in a 10,000-paper chunk
    (bench/SCALE.md, wave 15).  None of them is in a reference cycle (a collection after
    a chunk finds about 20 unreachable objects), so nothing waits for the collector.
    """
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def _classify_rows(abstracts: Sequence[object], titles: Sequence[object],
                   originals: Sequence[object],
                   spare: Callable[[], bool] | None = None) -> list[Row]:
    """(label, evidence, confidence) per paper, in one process unless ``spare`` says
    another core is free (:func:`_scored`; the garbage collector paused:
    :func:`_collector_paused`)."""
    with _collector_paused():
        return _rows(abstracts, titles, originals, spare)


def _scored(abstracts: Sequence[object], titles: Sequence[object],
            originals: Sequence[object],
            spare: Callable[[], bool] | None) -> tuple[list[Scored], Background | None]:
    """Each paper's cues (:func:`score_text`), or those of the papers before a cut and,
    typing the papers from the cut on, a forked process (its rows: the result): made
    once ``spare()`` (asked every SPARE_CHECK_PAPERS papers) says another core is free.
    The cut is where both end together: this process still decides the papers it scored
    (a paper's typing being SCORING_SHARE scoring).  Why: at the end of an analysis the
    parent only waits for the typing process, one of the two cores idle (perf49)."""
    n = len(abstracts)
    scored: list[Scored] = []
    other = None
    k = 0
    while k < n:
        if spare is not None and k % SPARE_CHECK_PAPERS == 0 and n - k >= SPARE_MIN_PAPERS \
                and spare():
            # never before the papers scored here, this one included (told late, the cut
            # fell before them and those between were typed twice)
            spare, n = None, max(k + 1, round((n + SCORING_SHARE * k) / 2))
            other = Background(_classify_rows, abstracts[n:], titles[n:], originals[n:],
                               n_items=len(abstracts) - n, min_items=0)
        scored.append(score_text(_text(abstracts[k]), _text(titles[k]), _text(originals[k])))
        k += 1
    return scored, other


def _rows(abstracts: Sequence[object], titles: Sequence[object],
          originals: Sequence[object], spare: Callable[[], bool] | None = None) -> list[Row]:
    if len(titles) != len(abstracts) or len(originals) != len(abstracts):
        raise ValueError("as many titles and originals as abstracts")
    scored, other = _scored(abstracts, titles, originals, spare)
    originals = originals[:len(scored)]  # the others are the forked process's
    fitted = shipped_model()
    finals = [verdict(s) for s in scored]
    # the words (and the notation) only of the papers the model decides (nine in ten)
    open_ = [k for k, final in enumerate(finals) if final is None]
    words = iter(fitted.word_scores([model_text(scored[k].text, scored[k].title)
                                     for k in open_]))
    decided: list[tuple[str, str, float | None] | Modelled] = [
        (final[0], final[1], None) if final is not None
        else _model_view(s, fitted, notation(_text(o)), next(words))
        for s, o, final in zip(scored, originals, finals, strict=True)]
    # the confidences in one pass (decide_with_model's, paper by paper, cost more than
    # the rest of the decision)
    calibration = fitted.calibration
    theory = [k for k, row in enumerate(decided) if row[2] is not None and row[0] == "theory"]
    domains = fitted.domain([model_text(scored[k].text, scored[k].title) for k in theory])
    of_theory = dict(zip(theory, calibration.theory([decided[k][2] for k in theory], domains),
                         strict=True))
    moved = {k for k, row in enumerate(decided) if row[2] is not None and k not in of_theory
             and gate_moved(fitted.classes, row[0], row[3], row[4])}  # type: ignore[misc]
    modelled = iter(calibration.many([row[2] for k, row in enumerate(decided)
                                      if row[2] is not None and k not in of_theory
                                      and k not in moved]))
    domain_of = dict(zip(theory, domains.tolist(), strict=True))
    by_rules: dict[str, float] = {}
    rows: list[Row] = []
    for k, row in enumerate(decided):
        label, evidence, p = row[:3]
        if p is None:
            if label not in by_rules:
                by_rules[label] = calibration.of_rules(label)
            rows.append((label, evidence, by_rules[label]))
        elif k in of_theory:
            rows.append(_theory_row(scored[k], fitted, evidence, of_theory[k], domain_of[k],
                                    row[3], row[4]))  # type: ignore[misc]
        elif k in moved:
            rows.append((label, evidence, GATED_CONFIDENCE))
        else:
            rows.append((label, evidence, next(modelled)))
    return rows if other is None else rows + other.result()


def _default_workers(n: int) -> int:
    if n < PARALLEL_MIN_PAPERS or "fork" not in multiprocessing.get_all_start_methods():
        return 1
    return max(1, min(os.cpu_count() or 1, MAX_WORKERS))


def _classify_in_processes(abstracts: Sequence[object], titles: Sequence[object],
                           originals: Sequence[object], workers: int) -> list[Row]:
    """:func:`_classify_rows` over contiguous chunks in forked processes, in order.

    Forked workers inherit the loaded model and the compiled patterns (a fresh
    interpreter would spend seconds importing them); they run no BLAS or OpenMP code.
    """
    shipped_model()
    cuts = [round(k * len(abstracts) / workers) for k in range(workers + 1)]
    chunks = [(abstracts[a:b], titles[a:b], originals[a:b])
              for a, b in zip(cuts, cuts[1:], strict=False)]
    with multiprocessing.get_context("fork").Pool(workers) as pool:
        parts = pool.starmap(_classify_rows, chunks)
    return [row for part in parts for row in part]
