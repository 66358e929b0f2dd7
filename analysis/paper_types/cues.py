"""Finding a paper's cues: every phrase that speaks for a side, and the context that discounts it.

Steps 1-3 of the method (:mod:`analysis.paper_types`):

1. The cleaned abstract is lower-cased and split into sentences; the title, when there
   is one, is matched against its own short list ("A Theory of ...", "Lower Bounds").
2. Every cue of :mod:`analysis.paper_types.lexicon` is matched (quickly, see
   :mod:`analysis.paper_types.matcher`).  Look-alikes ("theoretically motivated",
   "empirical risk", "code is available", "evidence lower bound") are masks: where
   matches overlap the leftmost wins and, at the same start, the mask, so the cue inside
   a look-alike never fires.  A cue never starts inside a word.
3. A cue does not count when a negator stands a few words before it in its clause
   ("without experiments", "lack provable guarantees"), when it lies in a hedge span
   ("we leave empirical evaluation to future work", "we conjecture that ... bound"), and
   counts a third when its sentence reports other people's work ("Prior work proved ...",
   :mod:`.attribution`); "trials ... prove" is no proof (:mod:`.proving`), :mod:`.senses` masks.
"""

from __future__ import annotations

import hashlib
import re
from bisect import bisect_left, bisect_right
from dataclasses import dataclass, field
from itertools import accumulate, repeat

from analysis.paper_types import apparatus as app
from analysis.paper_types import (
    attested,
    blindforms,
    blindforms65,
    blindforms66,
    blindforms71,
    declared,
    equated,
    misreads66,
    negation,
    proof_guard,
    senses,
)
from analysis.paper_types import attribution as att
from analysis.paper_types import engineering as eng
from analysis.paper_types import lexicon as lex
from analysis.paper_types import proving as prv
from analysis.paper_types.fragments import SENTENCE_END as _SENTENCE_END
from analysis.paper_types.fragments import as_written, fragment
from analysis.paper_types.matcher import WORD_BEFORE, FirstWord, GatedPatterns, char_positions
from analysis.paper_types.pattern_plans import word_start as at_word_start

ATTRIBUTED = 0.3       # multiplier for cues in sentences about prior work
SENTENCE_START = r"(?:^|(?<=[.!?] )|(?<=[.!?]\) ))"


def _anchor(pattern: str) -> str:
    """Make '^' mean 'start of a sentence' so a pattern can run on the whole text."""
    return pattern.replace("^(?:\\s*)", SENTENCE_START)


# Where the authors first speak: sentences before it are background (attribution.background).
_AUTHOR_WORDS = ["we", "our", "us", "here", "i "] + [
    f"this {w}" for w in ("paper", "work", "note", "article", "thesis", "study")]
_CONTEXT = ("hedge", "theory_hedge", "attribution", "passive")
# only the first place where the authors speak matters ("I" only as a pronoun: "i " + word)
_AUTHORS = FirstWord(_AUTHOR_WORDS, before=WORD_BEFORE.replace("'", ""))


def _compile_cues() -> tuple[GatedPatterns, list[tuple[str, float]], frozenset[int]]:
    """All patterns in priority order, index -> (kind, weight), and the transparent ones.

    Masks come first: where matches overlap the leftmost wins and, at the same start,
    the earlier pattern, so a look-alike ("empirical risk") consumes the text before its
    cue ("empirical") can; transparent ones (claims, apparatus.py) consume nothing.
    """
    parts, meta, transparent, initial = [], [], set(), []
    # attested: wave 61; equated: wave 62; declared: wave 63; blindforms: wave 64 (65, 66)
    for pat in (lex.MASKS + eng.MASKS + senses.MASKS + attested.MASKS + equated.MASKS
                + declared.MASKS + blindforms.MASKS + blindforms65.MASKS + misreads66.MASKS
                + blindforms66.MASKS):
        parts.append(at_word_start(pat))
        meta.append(("mask", 0.0))
    for side, entries in (("both", lex.BOTH), ("theory", lex.THEORY + eng.THEORY_HINTS),
                          ("empirical", lex.EMPIRICAL + eng.EMPIRICAL)):
        for pat, weight in entries:
            parts.append(at_word_start(pat))
            meta.append((side, weight))
    for side, (pat, weight) in [("theory", e) for e in lex.THEORY_CLAIMS + app.THEORY] + [
            ("empirical", e) for e in app.EMPIRICAL]:
        transparent.add(len(parts))
        parts.append(at_word_start(pat))
        meta.append((side, weight))
    # context patterns ride in the same gated list (one pass per text), tagged by kind
    for kind, pats in (("hedge", lex.HEDGE_SPANS), ("theory_hedge", lex.THEORY_HEDGE_SPANS),
                       ("attribution", att.MARKED), ("passive", att.PASSIVE)):
        for pat in pats:
            if pat.startswith("^"):
                initial.append(len(parts))
            parts.append(at_word_start(_anchor(pat)))
            meta.append((kind, 0.0))
    return GatedPatterns(parts, initial), meta, frozenset(transparent)


def _resolve(matches: list[tuple[int, re.Match]]) -> list[tuple[int, re.Match]]:
    """Non-overlapping matches, leftmost first, earlier pattern first at the same start.

    A transparent match (a whole "we show that ..." claim) is always kept and consumes
    nothing, so the cues inside it still count."""
    out, end = [], -1
    # a theory cue ending in a look-alike ("we derive an [evidence lower bound]") does not count
    tails = sorted(m.span() for i, m in matches if _CUE_META[i][0] == "mask")
    heads = [a for a, _ in tails]  # masks starting inside the cue, by bisection: linear time
    for i, m in sorted(matches, key=lambda im: (im[1].start(), im[0])):
        inside = tails[bisect_right(heads, m.start()):bisect_left(heads, m.end())]
        if _CUE_META[i][0] == "theory" and any(m.end() <= b for _, b in inside):
            continue
        if i in _TRANSPARENT:
            out.append((i, m))
        elif m.start() >= end and m.end() > m.start():
            out.append((i, m))
            end = m.end()
    return out


def _key(prefix: str, pattern: str) -> str:
    """A stable name for a cue pattern (the model's feature name): survives reordering."""
    return f"{prefix}:{hashlib.sha1(pattern.encode()).hexdigest()[:8]}"


EXPERIMENT, HINT, TITLE = "experiment", "hint", "title"   # Cue.tag
_EXPERIMENT_REGEXES = {at_word_start(p) for p in lex.EXPERIMENT_PATTERNS}
_HINT_REGEXES = {at_word_start(p) for p in lex.HINT_PATTERNS}
_CUES, _CUE_META, _TRANSPARENT = _compile_cues()
_CUE_KEYS = [_key(kind, p) for (kind, _), p in zip(_CUE_META, _CUES.sources, strict=True)]
# what a cue can prove on its own: an experiment of the paper's own, or only a hint of theory
_CUE_TAGS = [EXPERIMENT if p in _EXPERIMENT_REGEXES else HINT if p in _HINT_REGEXES
             else "" for p in _CUES.sources]
_TITLE = [(re.compile(p), w, "theory") for p, w in lex.TITLE_THEORY] + [
    (re.compile(p), w, "empirical") for p, w in lex.TITLE_EMPIRICAL]
_TITLE_KEYS = [_key(f"title_{side}", p.pattern) for p, _, side in _TITLE]
_TITLE_GATED = GatedPatterns([p.pattern for p, _, _ in _TITLE])
_POINTER = re.compile(r"\b(?:code|codes|available|page|github|found|here|website|repository|url|"
                      r"resources?|data|demo|implementation)\b", re.I)
# a full stop after these ends no sentence (_after_abbreviation)
_ABBREVIATIONS = ("e.g", "i.e", "et al", "al", "fig", "figs", "vs", "cf", "resp", "eq", "eqs",
                  "sec", "ref", "dr", "approx", "etc")
_ABBREVIATION = re.compile(rf"\b(?:{'|'.join(map(re.escape, _ABBREVIATIONS))})$", re.I)
# their last two characters: a sentence end after two other ASCII characters needs no regex
_ABBREVIATION_ENDS = frozenset(a[-2:] for a in _ABBREVIATIONS)
_EXTENSION = re.compile(r"\s+(?:on|across|over|with|using|in)\s+(?:the\s+)?"
                        r"(?!(?:that|which|and|we)\b)[\w@-]+"
                        r"(?:\s+(?!(?:show|shows|showed|demonstrate|demonstrates|confirm|confirms|indicate|"
                        r"indicates|reveal|reveals|suggest|suggests|that|which|and|we|our|is|are)\b)[\w@-]+){0,2}")
_EXTEND_AFTER = re.compile(r"(?:experiments?|evaluat\w+|simulations?|results|tested|validated)$")
_CLOSERS = frozenset(".!?)\"']")


@dataclass(slots=True)
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
    tag: str = ""        # EXPERIMENT, HINT (not enough alone for theory), TITLE or ""
    sentence: int = 0    # where the sentence holding ``match`` starts (sentence_starts)
    released: bool = False  # others' work as the shipped model was fitted (attribution.py)
    fitted: tuple[float, str] | None = None  # (weight, note) as fitted, if a guard zeroed it

    def shown(self) -> str:
        """The evidence phrase as shown (:func:`_phrase`)."""
        if self.phrase is None:
            assert self.match is not None  # only title cues have no match, and a phrase
            self.phrase = _phrase(self.source, self.match.string, self.match)
        return self.phrase

    def written(self, original: str = "") -> str:
        """:meth:`shown` in the words of ``original`` (as written) where it does not hold it
        (:func:`.fragments.as_written`; kept as it is where lower-casing changed the length)."""
        phrase, text, m = self.shown(), self.source, self.match
        if not original or phrase in original or m is None or len(text) != len(m.string):
            return phrase
        start, end = _phrase_span(text, m.string, m)
        return as_written(text, start, end, original) or phrase

    def fragment(self) -> str:
        """The words around the cue, within its sentence: what a reader checks the label
        against (:func:`.fragments.fragment`).  A title cue is its phrase."""
        return self.fragments()[0]

    def fragments(self, original: str = "") -> tuple[str, str]:
        """:meth:`fragment`, and the same in the words of ``original`` (as written)."""
        if self.match is None:
            return self.shown(), self.shown()
        start, end = self.match.span()
        return fragment(self.source or self.match.string, self.sentence, start, end, original)


@dataclass(slots=True)
class Scored:
    """Both sides' scores and cues for one paper (what :func:`.rules.decide` needs)."""

    theory: float = 0.0
    empirical: float = 0.0
    cues: list[Cue] = field(default_factory=list)
    text: str = ""
    title: str = ""
    original: str = ""   # the abstract as written: fragments are shown in its words
    truncated: bool = False
    open_problem: bool = False
    n_chars: int = 0
    authors: bool = False
    # experiment cues whose text an overlapping cue took (see _overlapped_experiments)
    overlapped_experiments: list[Cue] = field(default_factory=list)


def sentence_starts(text: str) -> list[int]:
    """Character offsets where sentences start (a regex splitter; no trained model needed):
    ``_SENTENCE_END.finditer``'s matches but after an abbreviation, each tried only at a '.',
    '!' or '?' (a match starts at one and holds no other; str.find: bench/SCALE.md, wave 17)."""
    ends = map(_SENTENCE_END.match, repeat(text), char_positions(text, ".!?"))
    return [0] + [m.end() for m in ends if m and not _after_abbreviation(text, m.start())
                  and not misreads66.named_bang(text, m.start())]  # "Yahoo! Answers


def _after_abbreviation(text: str, end: int) -> bool:
    """Whether an abbreviation ("e.g", "et al", "Fig") ends at ``end``."""
    tail = text[end - 2:end] if end >= 2 else ""
    if len(tail) == 2 and tail.isascii() and tail[1] != "\n" \
            and tail.lower() not in _ABBREVIATION_ENDS:
        return False  # (re.I folds only ASCII letters in ASCII text; "$" also matches before "\n")
    return _ABBREVIATION.search(text, max(0, end - 8), end) is not None


class _Spans:
    """Spans (hedges) asked whether a position lies inside one, by bisection: a hostile text
    of 851 hedges and as many cues checked every span for every cue (0.28 s; RESULTS.md)."""

    def __init__(self, spans: list[tuple[int, int]]) -> None:
        ordered = sorted(spans)
        self.starts = [a for a, _ in ordered]
        self.reach = list(accumulate((b for _, b in ordered), max))  # furthest end so far

    def holds(self, pos: int) -> bool:
        """``any(a <= pos < b for a, b in spans)``."""
        k = bisect_right(self.starts, pos)
        return k > 0 and self.reach[k - 1] > pos


def _phrase(text: str, low: str, m: re.Match) -> str:
    """The evidence phrase: the match, extended by 'on X Y' after experiment words."""
    start, end = _phrase_span(text, low, m)
    phrase = text[start:end] if len(text) == len(low) else low[start:end]
    return " ".join(phrase.split())


def _phrase_span(text: str, low: str, m: re.Match) -> tuple[int, int]:
    """Where :func:`_phrase` is in ``text``."""
    start, end = m.span()
    while start > 0 and (low[start - 1].isdigit() or low[start - 1] == "." and start > 1
                         and low[start - 2].isdigit()):
        start -= 1  # "12.5%" rather than "%"
    if _EXTEND_AFTER.search(low[start:end]):
        ext = _EXTENSION.match(text, end)
        if ext and not re.search(r"[.;,:]", ext.group()):
            end = ext.end()
    return start, end


def _truncated(text: str) -> bool:
    """True when the abstract stops mid-sentence (a cut-off record, not a finished abstract).

    A last fragment that pointed to code or a project page ("Code is available at")
    lost its URL in cleaning; that abstract is complete.
    """
    # (re's \s is str.isspace: the last character that is not a space closes a sentence)
    if not text or text.rstrip()[-1:] in _CLOSERS:
        return False
    tail = re.split(r"[.!?]\s", text)[-1]
    return not _POINTER.search(tail)


def _in_context(idx: int, m: re.Match, text: str, low: str, starts: list[int],
                hedges: _Spans | None, theory_hedges: _Spans | None,
                attributed: set[int], released: frozenset[int] = frozenset()) -> list[Cue]:
    """The cue(s) of one match (two for a two-sided cue), with negation, hedges and
    attribution applied."""
    side, weight = _CUE_META[idx]
    sent = bisect_right(starts, m.start()) - 1
    # a claim's content may be negative: "we prove that no algorithm attains sublinear regret"
    negator = negation.negator(low, m.start(), starts[sent], m.end())
    out = []
    for one_side in (("theory", "empirical") if side == "both" else (side,)):
        cue = Cue(one_side, weight, None, idx, m.start(), key=_CUE_KEYS[idx], match=m,
                  two_sided=side == "both", claim=side == "theory" and idx in _TRANSPARENT,
                  source=text, tag=_CUE_TAGS[idx], sentence=starts[sent])
        if negator:
            cue.weight, cue.note = 0.0, f"negated by '{negator}'"
        elif hedges and hedges.holds(m.start()) or (
                one_side == "theory" and theory_hedges and theory_hedges.holds(m.start())):
            cue.weight, cue.note = 0.0, "hedged"
        elif note := ("a proved claim, no run" if proof_guard.theoretical(
                _CUES.sources[idx], low, m.start(), m.end(), starts[sent])  # session 68: or
                else blindforms71.not_own(one_side, low, m, starts, sent)):
            cue.weight, cue.note = 0.0, note  # (a theory cue in a run's finding, ...)
            # as the model was fitted: others' work where attributed, or released (as_fitted)
            cue.fitted = (weight * ATTRIBUTED, "prior work") if sent in attributed else (weight, "")
            cue.released = sent in released
        elif proof_guard.counted_elsewhere(_CUES.sources[idx], low, m.start(), m.end(),
                                           starts[sent]):
            cue.weight, cue.note = 0.0, "one run, counted by another cue"
        elif one_side == "theory" and prv.run_outcome(low, m, starts, sent):
            cue.weight, cue.note = 0.0, "a run's outcome"
        elif sent in attributed:
            cue.weight, cue.note = weight * ATTRIBUTED, "prior work"
        else:
            cue.released = sent in released
        out.append(cue)
    return out


def _overlapped_experiments(matches: list[tuple[int, re.Match]],
                            kept: list[tuple[int, re.Match]], text: str, low: str,
                            starts: list[int], hedges: _Spans | None,
                            theory_hedges: _Spans | None,
                            attributed: set[int], released: frozenset[int]) -> list[Cue]:
    """Experiment cues that lost their text to an overlapping cue ("improved [empirical
    performance]" read as "improved ... performance"): they still rule out theory alone
    (unless a look-alike holds them, a mask or ``apparatus.READ_AS_THEORY``'s "formally
    [verify the robot]", or they are negated, hedged or others' work), but do not enter
    the scores, which count the overlapping cue already."""
    kept_ids = {id(m) for _, m in kept}
    masks = [m.span() for i, m in kept if _CUE_META[i][0] == "mask"]
    out: list[Cue] = []
    looks = None  # the masks and READ_AS_THEORY's spans, found when first needed
    for idx, m in matches:
        if _CUE_TAGS[idx] != EXPERIMENT or id(m) in kept_ids:
            continue
        if looks is None:
            looks = masks + app.theory_lookalikes(low)
        if any(a < m.end() and m.start() < b for a, b in looks):
            continue
        out.extend(c for c in _in_context(idx, m, text, low, starts, hedges, theory_hedges,
                                          attributed, released)
                   if c.side == "empirical" and c.weight > 0 and not c.note)
    return out


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
    # (most abstracts hold no hedge: no spans to sort, and a falsy None asked first)
    hedges, theory_hedges = (_Spans(context[k]) if context[k] else None
                             for k in ("hedge", "theory_hedge"))
    first_author = _AUTHORS.find(low)
    attributed = att.others_work(low, starts, context["attribution"], context["passive"],
                                 first_author)
    released = att.released(starts, context["attribution"] + context["passive"],
                            first_author, attributed)
    scored = Scored(n_chars=len(text))
    kept = _resolve(cues)
    for idx, m in kept:
        if _CUE_META[idx][0] != "mask":
            scored.cues.extend(_in_context(idx, m, text, low, starts, hedges, theory_hedges,
                                           attributed, released))
    scored.overlapped_experiments = _overlapped_experiments(
        cues, kept, text, low, starts, hedges, theory_hedges, attributed, released)
    scored.text, scored.truncated, scored.authors = low, _truncated(text), first_author is not None
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
                       key=_TITLE_KEYS[i], tag=TITLE))
    return out
