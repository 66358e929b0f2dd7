"""Theory / empirical / both / unclear: a paper's type, the phrases that decided it, a confidence.

Rules find the evidence, a small fitted model weighs it.  Every label stays auditable:
the evidence returned is always the rules' phrases.

1. The cleaned abstract is lower-cased and split into sentences; the title, when there
   is one, is matched against its own short list ("A Theory of ...", "Lower Bounds").
2. Every cue of :mod:`analysis.paper_type_lexicon` is matched (quickly, see
   :mod:`analysis.paper_type_matcher`).  Look-alikes ("theoretically motivated",
   "empirical risk", "code is available", "evidence lower bound") are masks: where
   matches overlap the leftmost wins and, at the same start, the mask, so the cue inside
   a look-alike never fires.  A cue never starts inside a word.
3. A cue does not count when a negator stands a few words before it in its clause
   ("without experiments", "lack provable guarantees"), when it lies in a hedge span
   ("we leave empirical evaluation to future work", "we conjecture that ... bound"), and
   counts a third when its sentence reports other people's work ("Prior work proved ...").
4. Each side's rule score is the sum of its distinct cue weights, best first, each later
   one halved.  A side is *present* with probability
   ``p = logistic(STEEPNESS * (score - THRESHOLD))`` (the rules-only decision,
   :func:`decide`, takes the most probable of the four presence patterns).
5. When neither side is present, the rules' fall-back decides whether the paper is
   ``unclear`` (an open-problem note, a truncated abstract, a position paper or survey,
   no cue and no proposed method); that ``unclear`` is final.
6. Otherwise a multinomial logistic regression (:mod:`analysis.paper_type_model`,
   fitted on the hand-labelled dev abstracts by ``bench/paper_types/train.py``) reads
   features of the cues (rule scores, strongest cue, counts, negated / hedged /
   prior-work counts, early / late position, one indicator per cue pattern), the formal
   notation of the original abstract and its words (TF-IDF), and picks theory, empirical
   or both among the labels whose sides have a phrase; its calibrated probability (among
   those labels) is the confidence and the chosen side's phrases are the evidence.
"""

from __future__ import annotations

import hashlib
import math
import multiprocessing
import os
import re
from bisect import bisect_right
from collections.abc import Sequence
from dataclasses import dataclass, field

import pandas as pd

from analysis import paper_type_lexicon as lex
from analysis.paper_type_matcher import WORD_BEFORE, FirstWord, GatedPatterns, at_word_start
from analysis.paper_type_model import (
    MODEL_PATH,
    PaperTypeModel,
    allowed,
    choose,
    features,
    model_text,
    notation,
)

LABELS = ("theory", "empirical", "both", "unclear")
# A side is present with probability p = 1 / (1 + exp(-STEEPNESS * (score - THRESHOLD))).
THRESHOLD = 1.5
STEEPNESS = 1.5
DECAY = 0.5            # weight of the k-th best distinct cue is multiplied by DECAY**k
ATTRIBUTED = 0.3       # multiplier for cues in sentences about prior work
NEGATION_WINDOW = 4    # words between a negator and the cue it negates
MAX_EVIDENCE = 5       # phrases shown per side
FALLBACK_EMPIRICAL = 0.55
SENTENCE_START = r"(?:^|(?<=[.!?] )|(?<=[.!?]\) ))"


def _anchor(pattern: str) -> str:
    """Make '^' mean 'start of a sentence' so a pattern can run on the whole text."""
    return pattern.replace("^(?:\\s*)", SENTENCE_START)


# Where the authors first speak: sentences before it are background (see _background).
_AUTHOR_WORDS = ["we", "our", "us", "here", "i "] + [
    f"this {w}" for w in ("paper", "work", "note", "article", "thesis", "study")]
_CONTEXT = ("hedge", "theory_hedge", "attribution")
# only the first place where the authors speak matters ("I" only as a pronoun: "i " + word)
_AUTHORS = FirstWord(_AUTHOR_WORDS, before=WORD_BEFORE.replace("'", ""))


def _compile_cues() -> tuple[GatedPatterns, list[tuple[str, float]], frozenset[int]]:
    """All patterns in priority order, index -> (kind, weight), and the transparent ones.

    Masks come first: where matches overlap the leftmost wins and, at the same start,
    the earlier pattern, so a look-alike ("empirical risk") consumes the text before its
    cue ("empirical") can.
    """
    parts, meta, transparent, initial = [], [], set(), []
    for pat in lex.MASKS:
        parts.append(at_word_start(pat))
        meta.append(("mask", 0.0))
    for side, entries in (("both", lex.BOTH), ("theory", lex.THEORY), ("empirical", lex.EMPIRICAL)):
        for pat, weight in entries:
            parts.append(at_word_start(pat))
            meta.append((side, weight))
    for pat, weight in lex.THEORY_CLAIMS:
        transparent.add(len(parts))
        parts.append(at_word_start(pat))
        meta.append(("theory", weight))
    # context patterns ride in the same gated list (one pass per text), tagged by kind
    for kind, pats in (("hedge", lex.HEDGE_SPANS), ("theory_hedge", lex.THEORY_HEDGE_SPANS),
                       ("attribution", lex.ATTRIBUTION)):
        for pat in pats:
            if pat.startswith("^"):
                initial.append(len(parts))
            parts.append(at_word_start(_anchor(pat)))
            meta.append((kind, 0.0))
    return GatedPatterns(parts, initial), meta, frozenset(transparent)


def _resolve(matches: list[tuple[int, re.Match]]) -> list[tuple[int, re.Match]]:
    """Non-overlapping matches, leftmost first, earlier pattern first at the same start.

    A transparent match (a whole "we show that ..." claim) is always kept and consumes
    nothing, so the cues inside it still count.
    """
    out, end = [], -1
    for i, m in sorted(matches, key=lambda im: (im[1].start(), im[0])):
        if i in _TRANSPARENT:
            out.append((i, m))
        elif m.start() >= end and m.end() > m.start():
            out.append((i, m))
            end = m.end()
    return out


def _key(prefix: str, pattern: str) -> str:
    """A stable name for a cue pattern (the model's feature name): survives reordering."""
    return f"{prefix}:{hashlib.sha1(pattern.encode()).hexdigest()[:8]}"


_CUES, _CUE_META, _TRANSPARENT = _compile_cues()
_CUE_KEYS = [_key(kind, p.pattern) for (kind, _), p in zip(_CUE_META, _CUES.patterns, strict=True)]
_TITLE = [(re.compile(p), w, "theory") for p, w in lex.TITLE_THEORY] + [
    (re.compile(p), w, "empirical") for p, w in lex.TITLE_EMPIRICAL]
_TITLE_KEYS = [_key(f"title_{side}", p.pattern) for p, _, side in _TITLE]
_TITLE_GATED = GatedPatterns([p.pattern for p, _, _ in _TITLE])
_NEGATOR = re.compile(lex.NEGATORS)
# every negator contains one of these words (a cheap test before the regex)
_NEGATOR_WORDS = (frozenset(re.findall(r"[a-z]+", lex.NEGATORS))
                  - {"to", "of", "than", "any"} | {"fail"})
_LETTERS = re.compile(r"[a-z]+")
_NEGATOR_EXCEPTION = re.compile(lex.NEGATOR_EXCEPTIONS)
_METHOD = re.compile(lex.METHOD_PROPOSAL)
_POSITION = re.compile(lex.POSITION)
_OPEN_PROBLEM = re.compile(lex.OPEN_PROBLEM, re.I)
_POINTER = re.compile(r"\b(?:code|codes|available|page|github|found|here|website|repository|url|"
                      r"resources?|data|demo|implementation)\b", re.I)
_CLAIM = re.compile(r"\b(?:we|our (?:main )?results?|our analysis|this paper|this work) (?:\w+ )?"
                    r"(?:show|shows|prove|proves|establish|establishes|demonstrate|demonstrates|find|"
                    r"reveal|reveals|argue|conclude)s? (?:\w+ ){0,3}?that\b")
# Sentence ends: '.', '!' or '?' then space and a capital/digit/quote; not after common
# abbreviations ("e.g.", "i.e.", "et al.", "Fig.", "vs.").
_SENTENCE_END = re.compile(r"[.!?][\"')\]]?\s+(?=[\"'(\[]?[A-Z0-9])")
_ABBREVIATION = re.compile(r"\b(?:e\.g|i\.e|et al|al|fig|figs|vs|cf|resp|eq|eqs|sec|ref|dr|approx"
                           r"|etc)$",
                           re.I)
_CLAUSE_BREAK = re.compile(r"[,;:()]|\b(?:but|while|whereas|although|though|however|and then)\b")
_EXTENSION = re.compile(r"\s+(?:on|across|over|with|using|in)\s+(?:the\s+)?"
                        r"(?!(?:that|which|and|we)\b)[\w@-]+"
                        r"(?:\s+(?!(?:show|shows|showed|demonstrate|demonstrates|confirm|confirms|indicate|"
                        r"indicates|reveal|reveals|suggest|suggests|that|which|and|we|our|is|are)\b)[\w@-]+){0,2}")
_EXTEND_AFTER = re.compile(r"(?:experiments?|evaluat\w+|simulations?|results|tested|validated)$")
_WORD = re.compile(r"\S+")


@dataclass
class Cue:
    """One matched phrase: which side it supports, its weight after context, where it is."""

    side: str
    weight: float
    phrase: str | None   # None: read from ``match`` when first shown (most never are)
    pattern: int
    start: int
    note: str = ""
    key: str = ""
    two_sided: bool = False
    claim: bool = False
    match: re.Match | None = None
    source: str = ""     # the cased text ``match`` was found in (lower-cased)

    def shown(self) -> str:
        """The evidence phrase as shown (:func:`_phrase`)."""
        if self.phrase is None:
            self.phrase = _phrase(self.source, self.match.string, self.match)
        return self.phrase


@dataclass
class Scored:
    """Both sides' scores and cues for one paper (what :func:`decide` needs)."""

    theory: float = 0.0
    empirical: float = 0.0
    cues: list[Cue] = field(default_factory=list)
    text: str = ""
    title: str = ""
    truncated: bool = False
    open_problem: bool = False
    n_chars: int = 0
    authors: bool = False


def sentence_starts(text: str) -> list[int]:
    """Character offsets where sentences start (a regex splitter; no trained model needed)."""
    return [0] + [m.end() for m in _SENTENCE_END.finditer(text)
                  if not _ABBREVIATION.search(text, max(0, m.start() - 8), m.start())]


def _inside(pos: int, spans: list[tuple[int, int]]) -> bool:
    return any(a <= pos < b for a, b in spans)


def _negated(low: str, start: int, sent_start: int) -> str:
    """The negator governing the cue at ``start`` ('' if none).

    Looks back within the cue's clause, at most NEGATION_WINDOW words: "without any
    experiments" and "lack provable guarantees" are negated, "experiments show no
    degradation" is not (the negator follows the cue).
    """
    if _NEGATOR_WORDS.isdisjoint(_LETTERS.findall(low, max(sent_start, start - 150), start)):
        return ""  # the common case: no negator word in the 150 characters before the cue
    window = low[sent_start:start]
    breaks = list(_CLAUSE_BREAK.finditer(window))
    if breaks:
        window = window[breaks[-1].end():]
    words = _WORD.findall(window)[-(NEGATION_WINDOW + 1):]
    tail = " ".join(words)
    hits = list(_NEGATOR.finditer(tail))
    if not hits:
        return ""
    last = hits[-1]
    if any(e.start() <= last.start() < e.end() for e in _NEGATOR_EXCEPTION.finditer(tail)):
        return ""
    return last.group()


def _phrase(text: str, low: str, m: re.Match) -> str:
    """The evidence phrase: the match, extended by 'on X Y' after experiment words."""
    start, end = m.span()
    while start > 0 and (low[start - 1].isdigit() or low[start - 1] == "." and start > 1
                         and low[start - 2].isdigit()):
        start -= 1  # "12.5%" rather than "%"
    if _EXTEND_AFTER.search(low[start:end]):
        ext = _EXTENSION.match(text, end)
        if ext and not re.search(r"[.;,:]", ext.group()):
            end = ext.end()
    phrase = text[start:end] if len(text) == len(low) else low[start:end]
    return " ".join(phrase.split())


def _background(starts: list[int], first_author: int | None) -> set[int]:
    """Sentences that set the scene before the authors first speak ("we", "this paper").

    The opening of an abstract reports the field ("LLMs have achieved state-of-the-art
    results", "prior bounds scale exponentially"); its cues describe others' papers.
    If the authors never speak in the first person, nothing is background.
    """
    if first_author is None:
        return set()
    return set(range(bisect_right(starts, first_author) - 1))


def _truncated(text: str) -> bool:
    """True when the abstract stops mid-sentence (a cut-off record, not a finished abstract).

    A last fragment that pointed to code or a project page ("Code is available at")
    lost its URL in cleaning; that abstract is complete.
    """
    if not text or re.search(r"[.!?)\"'\]]\s*$", text):
        return False
    tail = re.split(r"[.!?]\s", text)[-1]
    return not _POINTER.search(tail)


def find_cues(text: str) -> Scored:
    """Every cue of a cleaned text, with negation, hedges and attribution applied."""
    low = text.lower()
    starts = sentence_starts(text)
    context: dict[str, list[tuple[int, int]]] = {k: [] for k in _CONTEXT}
    cues = []
    for idx, m in _CUES.matches(low, starts):
        kind = _CUE_META[idx][0]
        if kind in context:
            context[kind].append(m.span())
        else:
            cues.append((idx, m))
    hedges, theory_hedges = context["hedge"], context["theory_hedge"]
    attributed = {bisect_right(starts, a) - 1 for a, _ in context["attribution"]}
    first_author = _AUTHORS.find(low)
    attributed |= _background(starts, first_author)
    scored = Scored(n_chars=len(text))
    for idx, m in _resolve(cues):
        side, weight = _CUE_META[idx]
        if side == "mask":
            continue
        sent = bisect_right(starts, m.start()) - 1
        # a claim's content may be negative: "we prove that no algorithm attains sublinear regret"
        negator = _negated(low, m.start(), starts[sent])
        if negator and _CLAIM.search(low, starts[sent], m.start()):
            negator = ""
        for one_side in (("theory", "empirical") if side == "both" else (side,)):
            cue = Cue(one_side, weight, None, idx, m.start(), key=_CUE_KEYS[idx],
                      two_sided=side == "both", claim=idx in _TRANSPARENT, match=m, source=text)
            if negator:
                cue.weight, cue.note = 0.0, f"negated by '{negator}'"
            elif _inside(m.start(), hedges) or (
                    one_side == "theory" and _inside(m.start(), theory_hedges)):
                cue.weight, cue.note = 0.0, "hedged"
            elif sent in attributed:
                cue.weight, cue.note = weight * ATTRIBUTED, "prior work"
            scored.cues.append(cue)
    scored.text = low
    scored.truncated = _truncated(text)
    scored.authors = first_author is not None
    return scored


def title_cues(title: str) -> list[Cue]:
    """Cues of a title ("A Theory of ...", "Lower Bounds for ...", "... Benchmark")."""
    low = title.lower()
    first: dict[int, re.Match] = {}  # each rule's leftmost match, as re.search finds it
    for i, m in _TITLE_GATED.matches(low, [0]):
        if i not in first or m.start() < first[i].start():
            first[i] = m
    out = []
    for i in sorted(first):
        m, (_, weight, side) = first[i], _TITLE[i]
        out.append(Cue(side, weight, f"title: {title[m.start():m.end()]}", -1 - i, -1,
                       key=_TITLE_KEYS[i]))
    return out


def side_score(cues: Sequence[Cue]) -> float:
    """Sum of the distinct cues' weights, best first, the k-th multiplied by DECAY**k.

    A cue pattern counts once (its best occurrence): "experiments" five times is one
    fact, not five.
    """
    best: dict[int, float] = {}
    for c in cues:
        best[c.pattern] = max(best.get(c.pattern, 0.0), c.weight)
    return sum(w * DECAY**k for k, w in enumerate(sorted(best.values(), reverse=True)))


def presence(score: float) -> float:
    """Probability that a side is present given its score (0.5 at THRESHOLD)."""
    return 1.0 / (1.0 + math.exp(-STEEPNESS * (score - THRESHOLD)))


def _evidence(cues: Sequence[Cue], side: str) -> str:
    """The side's best distinct phrases, strongest first, '; '-separated."""
    out: list[str] = []
    for c in sorted((c for c in cues if c.side == side and c.weight > 0),
                    key=lambda c: (-c.weight, c.start)):
        phrase = c.shown()
        key = phrase.lower()
        if not any(key in seen.lower() for seen in out):  # "ImageNet" adds nothing to
            out.append(phrase)                            # "experiments on ImageNet"
            if len(out) == MAX_EVIDENCE:
                break
    return "; ".join(out)


def _discounted(cues: Sequence[Cue]) -> str:
    """Negated or hedged phrases, shown so an auditor sees why they did not count."""
    out = [f"{c.shown()} ({c.note})" for c in cues if c.weight == 0 and c.note]
    return "; ".join(list(dict.fromkeys(out))[:3])


def decide(scored: Scored) -> tuple[str, str, float]:
    """(label, evidence, confidence) from the scored cues.  See the module docstring."""
    if scored.open_problem:
        return "unclear", "open-problem note: states a question, not a result", 0.7
    p_t, p_e = presence(scored.theory), presence(scored.empirical)
    probs = {"theory": p_t * (1 - p_e), "empirical": (1 - p_t) * p_e,
             "both": p_t * p_e, "unclear": (1 - p_t) * (1 - p_e)}
    label = max(probs, key=probs.get)
    conf = probs[label]
    theory_ev, emp_ev = _evidence(scored.cues, "theory"), _evidence(scored.cues, "empirical")
    if label == "theory":
        evidence = theory_ev
    elif label == "empirical":
        evidence = emp_ev
    elif label == "both":
        evidence = f"{theory_ev} | {emp_ev}"
    else:
        label, evidence, conf = _fallback(scored, theory_ev, emp_ev, conf)
    discounted = _discounted(scored.cues)
    if discounted:
        evidence = f"{evidence} [not counted: {discounted}]".strip()
    return label, evidence, round(float(conf), 3)


def _fallback(scored: Scored, theory_ev: str, emp_ev: str,
              p_unclear: float) -> tuple[str, str, float]:
    """Neither side is clearly present: lean on the weak side, else on what the paper does."""
    if scored.truncated:
        return "unclear", "abstract truncated, no result either way", 0.5
    if scored.theory < 1 and scored.empirical < 1 and _POSITION.search(scored.text):
        return "unclear", "position paper / survey, no result either way", p_unclear
    if scored.theory > scored.empirical and scored.theory > 0:
        return "theory", f"weak: {theory_ev}", 0.5
    if scored.empirical > 0:
        return "empirical", f"weak: {emp_ev}", 0.5
    if scored.n_chars >= 300 and _METHOD.search(scored.text):
        return "empirical", "no proved result; proposes a method/system", FALLBACK_EMPIRICAL
    return "unclear", "no evidence either way", min(p_unclear, 0.6)


def analyse(text: str, title: str = "") -> Scored:
    """Every cue of one cleaned abstract and its title, and both sides' rule scores.

    The pipeline's ``text`` column is ``title. abstract``; a leading copy of the title is
    dropped so that the title counts once, through the title rules.
    """
    if title and text.startswith(title):
        text = text[len(title):].lstrip(" .:")
    scored = find_cues(text or "")
    scored.title = title
    if title:
        scored.cues.extend(title_cues(title))
        scored.open_problem = bool(_OPEN_PROBLEM.search(title))
    scored.theory = side_score([c for c in scored.cues if c.side == "theory"])
    scored.empirical = side_score([c for c in scored.cues if c.side == "empirical"])
    return scored


def paper_features(scored: Scored, formal_notation: float = 0.0) -> dict[str, float]:
    """The model's features of one analysed paper (:func:`analysis.paper_type_model.features`).

    Whether the paper proposes a method or is a position paper is read only when no
    phrase counts for either side (where the rules' fall-back reads it too).
    ``formal_notation`` is :func:`analysis.paper_type_model.notation` of the original text.
    """
    silent = not any(c.weight > 0 for c in scored.cues)
    flags = {"method_silent": silent and bool(_METHOD.search(scored.text)),
             "position_silent": silent and bool(_POSITION.search(scored.text)),
             "truncated": scored.truncated, "open_problem": scored.open_problem,
             "authors": scored.authors}
    return features(scored.cues, theory=scored.theory, empirical=scored.empirical,
                    n_chars=scored.n_chars, flags=flags, formal_notation=formal_notation)


def classify_text_rules(text: str, title: str = "") -> tuple[str, str, float]:
    """The rules alone (:func:`decide`), without the fitted model: for comparison."""
    return decide(analyse(text, title))


_MODEL: PaperTypeModel | None = None


def model() -> PaperTypeModel:
    """The shipped model (``analysis/data/paper_type_model.json``), loaded once."""
    global _MODEL
    if _MODEL is None:
        _MODEL = PaperTypeModel.load(MODEL_PATH)
    return _MODEL


def decide_with_model(scored: Scored, fitted: PaperTypeModel | None = None, *,
                      formal_notation: float = 0.0,
                      word_score: Sequence[float] | None = None) -> tuple[str, str, float]:
    """(label, evidence, confidence): the model's label, the rules' phrases as evidence.

    The rules' ``unclear`` (an open-problem note, a truncated or silent abstract, a
    position paper) stands; otherwise the model chooses among theory / empirical / both
    the labels whose sides the rules found phrases for (:func:`allowed`), and the
    confidence is the label's probability renormalised over those labels.
    ``word_score`` is the paper's row of :meth:`PaperTypeModel.word_scores`.
    """
    p_t, p_e = presence(scored.theory), presence(scored.empirical)
    if scored.open_problem or (1 - p_t) * (1 - p_e) >= max(p_t, p_e) * (1 - min(p_t, p_e)):
        rules = decide(scored)  # neither side present: the rules' fall-back may say unclear
        if rules[0] == "unclear":
            return rules
    fitted = fitted or model()
    feats = paper_features(scored, formal_notation)
    if word_score is None:
        word_score = fitted.word_scores([model_text(scored.text, scored.title)])[0]
    probs = fitted.predict_proba(feats, word_score)
    best = choose(fitted.classes, probs, feats)
    ok = allowed(fitted.classes, feats)
    # the label's probability among the labels the rules allow (renormalised)
    label = fitted.classes[best]
    conf = probs[best] / sum(p for p, keep in zip(probs, ok, strict=True) if keep)
    parts = []
    for side in (("theory", "empirical") if label == "both" else (label,)):
        ev = _evidence(scored.cues, side)
        if not ev:
            ev = ("no proved result; proposes a method/system" if side == "empirical"
                  and _METHOD.search(scored.text) else f"no {side} phrase counts")
        parts.append(ev)
    evidence = " | ".join(parts)
    discounted = _discounted(scored.cues)
    if discounted:
        evidence = f"{evidence} [not counted: {discounted}]"
    return label, evidence, round(float(conf), 3)


def classify_text(text: str, title: str = "", original: str = "") -> tuple[str, str, float]:
    """Label one cleaned abstract (and optional title): rules find the cues, the model
    (:mod:`analysis.paper_type_model`) weighs them.  ``original`` is the abstract before
    cleaning (its formulas count); without it, none are seen."""
    return decide_with_model(analyse(text, title), formal_notation=notation(original))


def _text(value: object) -> str:
    """A missing abstract or title (None, NaN) is empty text."""
    return value if isinstance(value, str) else ""


# Below this many papers, starting worker processes costs more than it saves.
PARALLEL_MIN_PAPERS = 5000
MAX_WORKERS = 4


def classify_papers(abstracts: Sequence[str], titles: Sequence[str] | None = None,
                    originals: Sequence[str] | None = None,
                    workers: int | None = None) -> pd.DataFrame:
    """Classify every paper as theory / empirical / both / unclear.

    Parameters
    ----------
    abstracts : cleaned abstracts (``analysis.text.clean_text``).
    titles : cleaned titles, ``""`` where there is none (derived titles are not passed).
    originals : the abstracts before cleaning, for their formal notation (optional).
    workers : processes to share the work; by default one per core (at most 4) from
        ``PARALLEL_MIN_PAPERS`` papers on, where the platform can fork, else 1.  The
        labels are the same either way (each paper is classified on its own).

    Returns
    -------
    DataFrame, index 0..n-1, columns ``paper_type``, ``paper_type_evidence`` (the deciding
    phrases, '; '-separated, theory side then ``|`` then empirical side for ``both``) and
    ``paper_type_confidence`` (probability of the chosen label under the model of
    :func:`decide`, 0..1).
    """
    n = len(abstracts)
    titles = [""] * n if titles is None else list(titles)
    originals = [""] * n if originals is None else list(originals)
    if len(titles) != n or len(originals) != n:
        raise ValueError(f"{n} abstracts but {len(titles)} titles and "
                         f"{len(originals)} originals")
    workers = _default_workers(n) if workers is None else max(1, min(workers, n or 1))
    if workers == 1:
        rows = _classify_rows(list(abstracts), titles, originals)
    else:
        rows = _classify_in_processes(list(abstracts), titles, originals, workers)
    columns = ["paper_type", "paper_type_evidence", "paper_type_confidence"]
    return pd.DataFrame(rows, columns=columns, index=pd.RangeIndex(len(rows)))


def _classify_rows(abstracts: list, titles: list, originals: list) -> list[tuple]:
    """(label, evidence, confidence) per paper, in one process."""
    scored = [analyse(_text(a), _text(t)) for a, t in zip(abstracts, titles, strict=True)]
    fitted = model()
    words = fitted.word_scores([model_text(s.text, s.title) for s in scored])
    return [decide_with_model(s, fitted, formal_notation=notation(_text(o)), word_score=w)
            for s, o, w in zip(scored, originals, words, strict=True)]


def _default_workers(n: int) -> int:
    if n < PARALLEL_MIN_PAPERS or "fork" not in multiprocessing.get_all_start_methods():
        return 1
    return max(1, min(os.cpu_count() or 1, MAX_WORKERS))


def _classify_in_processes(abstracts: list, titles: list, originals: list,
                           workers: int) -> list[tuple]:
    """:func:`_classify_rows` over contiguous chunks in forked processes, in order.

    Forked workers inherit the loaded model and the compiled patterns (a fresh
    interpreter would spend seconds importing them); they run no BLAS or OpenMP code.
    """
    model()
    cuts = [round(k * len(abstracts) / workers) for k in range(workers + 1)]
    chunks = [(abstracts[a:b], titles[a:b], originals[a:b])
              for a, b in zip(cuts, cuts[1:], strict=False)]
    with multiprocessing.get_context("fork").Pool(workers) as pool:
        parts = pool.starmap(_classify_rows, chunks)
    return [row for part in parts for row in part]
