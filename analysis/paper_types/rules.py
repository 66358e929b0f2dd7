"""Scoring the cues and the rules-only decision.

Steps 4-5 of the method (:mod:`analysis.paper_types`):

4. Each side's rule score is the sum of its distinct cue weights, best first, each later
   one halved.  A side is *present* with probability
   ``p = logistic(STEEPNESS * (score - THRESHOLD))`` (the rules-only decision,
   :func:`decide`, takes the most probable of the four presence patterns).
5. When neither side is present, the rules' fall-back decides whether the paper is
   ``unclear`` (an open-problem note, a truncated abstract, a position paper or survey,
   no cue and no proposed method); that ``unclear`` is final.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence

from analysis.paper_types import lexicon as lex
from analysis.paper_types import theoryrecall67, titles
from analysis.paper_types.cues import EXPERIMENT, HINT, Cue, Scored, find_cues, title_cues

# A side is present with probability p = 1 / (1 + exp(-STEEPNESS * (score - THRESHOLD))).
THRESHOLD = 1.5
STEEPNESS = 1.5
DECAY = 0.5            # weight of the k-th best distinct cue is multiplied by DECAY**k
MAX_EVIDENCE = 5       # phrases shown per side
FALLBACK_EMPIRICAL = 0.55

#: The paper proposes a method, model or system (the fall-back's reading of a silent paper).
METHOD_PROPOSAL = re.compile(lex.METHOD_PROPOSAL)
#: A position paper, survey or essay.
POSITION_PAPER = re.compile(lex.POSITION)
_OPEN_PROBLEM = re.compile(lex.OPEN_PROBLEM, re.I)


def score_text(text: str, title: str = "", original: str = "") -> Scored:
    """Every cue of one cleaned abstract and its title, and both sides' rule scores.

    The pipeline's ``text`` column is ``title. abstract``; a leading copy of the title is
    dropped so that the title counts once, through the title rules.  ``original``: the
    abstract as written, whose words the evidence fragments are shown in (none: as cleaned).
    """
    if title and text.startswith(title):
        text = text[len(title):].lstrip(" .:")
    scored = find_cues(text or "")
    scored.title, scored.original = title, original
    if title:
        scored.cues.extend(title_cues(title) + titles.cues(title))
        scored.open_problem = bool(_OPEN_PROBLEM.search(title))
    scored = theoryrecall67.settle(scored)  # session 67: own plain results, where no run speaks
    scored.theory = side_score([c for c in scored.cues if c.side == "theory"])
    scored.empirical = side_score([c for c in scored.cues if c.side == "empirical"])
    return scored


def side_score(cues: Sequence[Cue]) -> float:
    """Sum of the distinct cues' weights, best first, the k-th multiplied by DECAY**k.

    A cue pattern counts once (its best occurrence): "experiments" five times is one
    fact, not five.
    """
    best: dict[int, float] = {}
    for c in cues:
        best[c.pattern] = max(best.get(c.pattern, 0.0), c.weight)
    return sum(w * DECAY**k for k, w in enumerate(sorted(best.values(), reverse=True)))


def _own(c: Cue) -> bool:
    """A cue of the abstract that counts as the paper's own (not negated, hedged or
    attributed to prior work, not the title)."""
    return c.weight > 0 and not c.note and c.start >= 0


def theory_supported(cues: Sequence[Cue]) -> bool:
    """The abstract states a result of its own: a theory cue that is neither a hint (formal
    notation, a cost statement, a bare "bound") nor a title word, and counts (not negated,
    hedged or prior work)."""
    return any(c.side == "theory" and c.tag != HINT and _own(c) for c in cues)


def reports_experiment(cues: Sequence[Cue], overlapped: Sequence[Cue] = ()) -> bool:
    """The abstract reports an experiment of its own (simulations, "experiments on",
    "we evaluate", "on a real robot"): such a paper is not theory alone.  ``overlapped``:
    experiment cues whose text an overlapping cue took (``Scored.overlapped_experiments``)."""
    return bool(overlapped) or any(c.tag == EXPERIMENT and c.side == "empirical" and _own(c)
                                   for c in cues) or titles.reports_experiment(cues)


def empirical_present(cues: Sequence[Cue]) -> bool:
    """Some empirical phrase counts (in the abstract or the title; not prior work)."""
    return any(c.side == "empirical" and c.weight > 0 and c.note != "prior work" for c in cues)


def presence(score: float) -> float:
    """Probability that a side is present given its score (0.5 at THRESHOLD)."""
    return 1.0 / (1.0 + math.exp(-STEEPNESS * (score - THRESHOLD)))


def side_evidence(cues: Sequence[Cue], side: str, beside: str = "", original: str = "") -> str:
    """The side's best distinct phrases, strongest first, '; '-separated; the strongest
    (the one that decided) as the sentence fragment around it; all in the words of
    ``original`` (the abstract as written) where given: :func:`side_evidences`."""
    return side_evidences(cues, side, beside, original)[1]


def side_evidences(cues: Sequence[Cue], side: str, beside: str = "",
                   original: str = "") -> tuple[str, str]:
    """:func:`side_evidence` as chosen on the cleaned text, and as shown.

    The choice (which phrases, which repeat another) is made on the cleaned text alone,
    so showing them as written (:mod:`analysis.paper_types.fragments`) changes which are
    shown in nothing.  ``beside`` is the other
    side's evidence as chosen, shown before this one (``both``): where it already holds
    this side's fragment, the phrase alone is shown (one sentence, "both theoretically
    and empirically", decided both sides of 408 of the 24k's ``both`` papers and was read
    twice; 12 remain, where the phrase is the whole sentence)."""
    out: list[str] = []
    lowered: list[str] = []  # out's phrases lower-cased
    shown: list[str] = []    # out as shown
    for c in sorted((c for c in cues if c.side == side and c.weight > 0),
                    key=lambda c: (-c.weight, c.start)):
        if not out:  # the deciding one in its context
            phrase, written = c.fragments(original)
            if beside and phrase.strip("….") in beside:
                phrase, written = c.shown(), c.written(original)
        else:
            phrase, written = c.shown(), ""
        key = phrase.lower()
        if not any(key in seen for seen in lowered):  # "ImageNet" adds nothing to
            out.append(phrase)                        # "experiments on ImageNet"
            lowered.append(key)
            shown.append(written or c.written(original))
            if len(out) == MAX_EVIDENCE:
                break
    return _joined(out), _joined(shown)


def _joined(phrases: list[str]) -> str:
    """'; '-joined, without a phrase's own full stop before the next one's "; ", read as
    ".;" (6,809 of the 24k's evidence strings)."""
    return "; ".join([p[:-1] if p.endswith(".") and not p.endswith("..") else p
                      for p in phrases[:-1]] + phrases[-1:])


def discounted_evidence(cues: Sequence[Cue], original: str = "") -> str:
    """Negated or hedged phrases, shown so an auditor sees why they did not count (in the
    words of ``original``, the abstract as written, where given)."""
    first: dict[str, Cue] = {}  # each phrase and note once, as cleaned
    for c in cues:
        if c.weight == 0 and c.note:
            first.setdefault(f"{c.shown()} ({c.note})", c)
    return "; ".join(f"{c.written(original)} ({c.note})" for c in list(first.values())[:3])


def decide(scored: Scored) -> tuple[str, str, float]:
    """(label, evidence, confidence) from the scored cues.  See the module docstring."""
    if scored.open_problem:
        return "unclear", "open-problem note: states a question, not a result", 0.7
    p_t, p_e = presence(scored.theory), presence(scored.empirical)
    probs = {"theory": p_t * (1 - p_e), "empirical": (1 - p_t) * p_e,
             "both": p_t * p_e, "unclear": (1 - p_t) * (1 - p_e)}
    label = max(probs, key=probs.__getitem__)
    conf = probs[label]
    theory_chosen, theory_ev = side_evidences(scored.cues, "theory", original=scored.original)
    emp_ev = side_evidence(scored.cues, "empirical",
                           beside=theory_chosen if label == "both" else "",
                           original=scored.original)
    if label == "theory":
        evidence = theory_ev
    elif label == "empirical":
        evidence = emp_ev
    elif label == "both":
        evidence = f"{theory_ev} | {emp_ev}"
    else:
        label, evidence, conf = _fallback(scored, theory_ev, emp_ev, conf)
    discounted = discounted_evidence(scored.cues, scored.original)
    if discounted:
        evidence = f"{evidence} [not counted: {discounted}]".strip()
    return label, evidence, round(float(conf), 3)


def verdict(scored: Scored) -> tuple[str, str] | None:
    """(label, evidence) when the rules' word is final, else None (the model decides).

    Final: an open-problem note; a paper with neither a theory result of its own
    (:func:`theory_supported`) nor an empirical phrase (the fall-back reads what is left:
    truncated, position paper, only hints of theory, a proposed method); and the rules'
    ``unclear`` when neither side is clearly present (a truncated abstract with a stray cue).
    """
    if scored.open_problem:
        return decide(scored)[:2]
    if not (theory_supported(scored.cues) or empirical_present(scored.cues)):
        theory_ev = side_evidence(scored.cues, "theory", original=scored.original)
        emp_ev = side_evidence(scored.cues, "empirical", original=scored.original)
        label, evidence, _ = _fallback(scored, theory_ev, emp_ev, 0.0)
        discounted = discounted_evidence(scored.cues, scored.original)
        return label, f"{evidence} [not counted: {discounted}]" if discounted else evidence
    p_t, p_e = presence(scored.theory), presence(scored.empirical)
    if (1 - p_t) * (1 - p_e) >= max(p_t, p_e) * (1 - min(p_t, p_e)):
        label, evidence, _ = decide(scored)
        if label == "unclear":
            return label, evidence
    return None


def _fallback(scored: Scored, theory_ev: str, emp_ev: str,
              p_unclear: float) -> tuple[str, str, float]:
    """Neither side is clearly present: lean on the weak side, else on what the paper does."""
    if scored.truncated:
        return "unclear", "abstract truncated, no result either way", 0.5
    if scored.theory < 1 and scored.empirical < 1 and POSITION_PAPER.search(scored.text):
        return "unclear", "position paper / survey, no result either way", p_unclear
    if scored.theory > scored.empirical and scored.theory > 0:
        if theory_supported(scored.cues):
            return "theory", f"weak: {theory_ev}", 0.5
        if scored.empirical <= 0:  # notation, a cost or a title word: hints, not a result
            return "unclear", f"no stated result; only hints of theory: {theory_ev}", 0.5
    if scored.empirical > 0:
        return "empirical", f"weak: {emp_ev}", 0.5
    if scored.n_chars >= 300 and METHOD_PROPOSAL.search(scored.text):
        return "empirical", "no proved result; proposes a method/system", FALLBACK_EMPIRICAL
    return "unclear", "no evidence either way", min(p_unclear, 0.6)


def classify_text_rules(text: str, title: str = "") -> tuple[str, str, float]:
    """The rules alone (:func:`decide`), without the fitted model: for comparison."""
    return decide(score_text(text, title))
