"""Negation of a cue: "without any experiments", "lack provable guarantees" (issue 14).

A negator governs a cue when it stands before it in the cue's clause, at most
:data:`NEGATION_WINDOW` words away ("experiments show no degradation" is not negated: the
negator follows the cue); a claim before it keeps the cue ("we prove that no algorithm
attains sublinear regret": the theorem's content is negative, the theorem is not).  The
clause and the claim are read within :data:`REACH` and :data:`CLAIM_REACH` characters
before the cue, not from the sentence's start: reading the whole sentence made one long
sentence of negated cues quadratic (1,904 x "no theorem is proved", 40,000 characters:
9.6 s; now 0.3 s; the cues of all 85,348 corpus abstracts unchanged;
bench/paper_types/hostile.py, RESULTS.md "waves 41-42 ... (lead)").  Split from
:mod:`.cues` then, which had reached its 400 lines.

The negator's scope ends at ", and" and a finite verb (wave 43): "do not require optical
flow at test time, and produce high quality ... videos in real-time" (iccv2017:93) negates
"require", not "produce"; a cue whose match runs across that point (here "test time, and
produce ... videos") has its head outside the negation and counts.  "do not require X and
Y", "no experiments, and no simulations" (no verb after ", and") keep the negation.
"""

from __future__ import annotations

import re
import threading
from bisect import bisect_left

from analysis.paper_types import lexicon as lex
from analysis.paper_types.matcher import WINDOWS

NEGATION_WINDOW = 4    # words between a negator and the cue it negates
# characters read before a cue: its clause (the negator is within the 150 of the cheap test
# and the words it needs fit) and a claim that keeps it
REACH, CLAIM_REACH = 300, 600

NEGATOR = re.compile(lex.NEGATORS)
# every negator contains one of these words (a cheap test before the regex); the pattern's
# escapes (its "\b") dropped first, or "b" alone would send "a and b" down the slow path
NEGATOR_WORDS = (frozenset(re.findall(r"[a-z]+", re.sub(r"\\[a-zA-Z]", " ", lex.NEGATORS)))
                 - {"to", "of", "than", "any"} | {"fail"})
_LETTERS = re.compile(r"[a-z]+")
NEGATOR_EXCEPTION = re.compile(lex.NEGATOR_EXCEPTIONS)
# wave 61: "limited" after a verb of doing a run or of support sizes the run, it does not
# negate it ("we perform limited numerical experiments with simulated data to illustrate our
# theoretical findings", aistats2023:4c6d7904f1; "our findings are supported by limited
# numerical experiments"); "only limited experiments can be performed" (a problem's
# condition), "limited to simulation" (a restriction) and "provide limited guarantees" stay
# negated
SIZED_RUN = (r"\b(?:perform(?:s|ed)?|conduct(?:s|ed)?|runs?|ran|carr(?:y|ies|ied) out|"
             r"report(?:s|ed)?) (?:(?:some|also|only|a few|several) )?limited\b|"
             r"\b(?:supported|validated|verified|confirmed|illustrated|complemented|corroborated) "
             r"(?:by|with|using|through) (?:some )?limited\b")
NEGATOR_EXCEPTION = re.compile(lex.NEGATOR_EXCEPTIONS + "|" + SIZED_RUN)
CLAIM = re.compile(r"\b(?:we|our (?:main )?results?|our analysis|this paper|this work) (?:\w+ )?"
                   r"(?:show|shows|prove|proves|establish|establishes|demonstrate|demonstrates|find|"
                   r"reveal|reveals|argue|conclude)s? (?:\w+ ){0,3}?that\b")
# ", and" then a finite verb (a new verb phrase of the same subject, or a new subject's)
SCOPE_END = re.compile(r", and (?:(?:we|it|they|he|she|then|also|thus|still|can|will|instead) )?"
                       r"(?:produce|achieve|yield|generate|run|obtain|outperform|improve|reduce|provide|give|"
                       r"perform|work|scale|learn|converge|enable|allow|support|handle|recover|reach|match|"
                       r"deliver|attain|show|demonstrate|find|train|operate|predict|estimate|compute|solve|"
                       r"retain|maintain|preserve|capture|create|make|output|synthesi[sz]e|render|reconstruct|"
                       r"detect|track|exhibit|offer|remain|surpass|beat|lead|result|succeed|prove|"
                       r"evaluate|test|validate|compare|apply|use|require)(?:s|es|d|ed)?\b")
CLAUSE_BREAK = re.compile(r"[,;:()]|\b(?:but|while|whereas|although|though|however|and then)\b")
# every break holds one of these ("although" holds "though"): a window without one has none
WINDOWS.known(CLAUSE_BREAK, (",", ";", ":", "(", ")", "but", "while", "whereas", "though",
                             "however", "and then"))


def _letter(c: str) -> bool:
    return "a" <= c <= "z"  # what _LETTERS reads


class _WholeWords:
    """Whether a negator's word is one of the runs of letters (``_LETTERS``) that
    ``_LETTERS.findall(low, a, end)`` gives.  The first :data:`DIRECT` windows of a text are
    read so; past them (a text of many cues) where the words stand whole in ``low`` is found
    once (issue 14, wave 52: 3,809 cues of "no theorem is proved" read 3,809 windows).  A
    run inside the window is a whole run of the text; a run the window's edge cuts ("not"
    read from "cannot") is read at the edge."""

    # windows of one text read as findall reads them before the text is indexed: an index (25
    # words found through the text) costs some 17 windows' findall, and at 8 a quarter of the
    # 24k's abstracts were indexed for their 9-16 cues (perf53); at 32, none
    DIRECT = 32

    def __init__(self, words: frozenset[str]) -> None:
        self.words = words
        self._local = threading.local()  # per thread, as matcher.Windows' (two may type at once)

    def _index(self, low: str) -> tuple[list[int], list[int]]:
        spans = []
        for w in self.words:
            pos = low.find(w)
            while pos >= 0:
                end = pos + len(w)
                whole_end = end == len(low) or not _letter(low[end])
                if (not pos or not _letter(low[pos - 1])) and whole_end:
                    spans.append((pos, end))
                pos = low.find(w, pos + 1)
        spans.sort()  # whole runs do not overlap: their ends rise with their starts
        return [a for a, _ in spans], [b for _, b in spans]

    def near(self, low: str, a: int, end: int) -> bool:
        """``not words.isdisjoint(_LETTERS.findall(low, a, end))``."""
        if a >= end:
            return False
        local = self._local
        if low is not getattr(local, "text", None):
            text, asked = getattr(local, "asked", (None, 0))
            local.asked = (low, asked + 1 if text is low else 1)
            if local.asked[1] <= self.DIRECT:  # a text of few cues: its windows read
                return not self.words.isdisjoint(_LETTERS.findall(low, a, end))
            local.starts, local.ends = self._index(low)
            local.text = low
        if a and _letter(low[a - 1]) and _letter(low[a]):  # a run cut at the window's start
            cut = _LETTERS.match(low, a, end)
            if cut is not None and cut.group() in self.words:
                return True
        if end < len(low) and _letter(low[end]) and _letter(low[end - 1]):  # cut at its end
            k = end - 1
            while k > a and _letter(low[k - 1]):
                k -= 1
            if low[k:end] in self.words:
                return True
        starts, ends = local.starts, local.ends
        k = bisect_left(starts, a)
        return k < len(starts) and ends[k] <= end


_NEGATOR_WORDS = _WholeWords(NEGATOR_WORDS)


def negator(low: str, start: int, sent_start: int, end: int | None = None) -> str:
    """The negator governing the cue at ``start`` of ``low`` (in the sentence that begins at
    ``sent_start``), '' if none, if a claim before it keeps the cue, or if the cue's match
    (ending at ``end``) runs past ", and" and a finite verb, out of the negator's scope.

    Looks back within the cue's clause, at most NEGATION_WINDOW words: "without any
    experiments" and "lack provable guarantees" are negated, "experiments show no
    degradation" is not (the negator follows the cue).
    """
    if not _NEGATOR_WORDS.near(low, max(sent_start, start - 150), start):
        return ""  # the common case: no negator word in the 150 characters before the cue
    lo = max(sent_start, start - REACH)
    window = low[lo:start]
    # (WINDOWS: a window without a break's or a claim's literal is not read by its pattern)
    breaks = list(CLAUSE_BREAK.finditer(window)) \
        if WINDOWS.possible(CLAUSE_BREAK, low, lo, start) else []
    if breaks:
        window = window[breaks[-1].end():]
    elif lo > sent_start:
        window = window.partition(" ")[2]  # a word cut by the reach is no word of the clause
    # the last words as \S+ finds them (str.split gives the same), the rest left unsplit
    words = window.rsplit(None, NEGATION_WINDOW + 1)[-(NEGATION_WINDOW + 1):]
    tail = " ".join(words)
    hits = list(NEGATOR.finditer(tail))
    if not hits:
        return ""
    last = hits[-1]
    if any(e.start() <= last.start() < e.end() for e in NEGATOR_EXCEPTION.finditer(tail)):
        return ""
    if WINDOWS.search(CLAIM, low, max(sent_start, start - CLAIM_REACH), start):
        return ""
    if end is not None and SCOPE_END.search(low, start, end):
        return ""
    return last.group()
