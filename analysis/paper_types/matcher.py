"""Run a few hundred regular expressions over many short texts quickly.

Python's ``re`` tries every alternative at every position, so scanning ~230 phrase
patterns over every abstract costs milliseconds per abstract.  Most patterns cannot
match without some literal ("regret bound", "experiment"), found from the pattern's parse
tree (:mod:`analysis.paper_types.literals`): a pattern whose matches all *start* with a
known literal is tried only where that literal occurs (``Pattern.match``), any other
pattern is scanned only over the sentences holding one of its *necessary* literals, and
where the literals occur is found by one Aho-Corasick pass over the text.  The result is
what each pattern's own search gives (tested in ``tests/test_paper_matcher.py``).
"""

from __future__ import annotations

import re
import threading
from bisect import bisect_left
from collections.abc import Iterable, Iterator, Sequence
from itertools import repeat

import ahocorasick

from analysis.paper_types import pattern_plans
from analysis.paper_types.literals import necessary_literals
from analysis.paper_types.patterncode import compiled
from analysis.paper_types.scanplaces import (
    MAX_FURTHER,
    _after,
    _holding,
    _owners,
    clause_starts,
    further_literals,
)
from analysis.paper_types.scanplaces import char_positions as char_positions

_WORD_CHAR = re.compile(r"\w")
# The characters a word is looked up after (in 6,000 corpus abstracts they precede all
# but about 1 in 20,000 word starts; the rest are rare math symbols).
WORD_BEFORE = " \n\t-(.,;:!?/[]{}()<>=+*^|&@~$%#\"'\u2018\u2019\u201c\u201d\u2013\u2014"
_BEFORE = frozenset(WORD_BEFORE)
# Literals this long or shorter occur inside many words ("on" in "function").
SHORT = 4

#: further literals of a scanned pattern, declared by its rule module (:func:`also_holds`)
FURTHER: dict[str, tuple[str, ...]] = {}


def also_holds(patterns: Iterable[str], literals: Iterable[str]) -> None:
    """Every match of each of ``patterns`` holds one of ``literals`` too: a scanned one is
    scanned only over its sentences holding one (``str.find``; speed71).  For costly scans
    only (speed69: for every pattern the checks cost what they saved); checked against the
    parse trees in ``tests/test_paper_types_speed71.py``; no plan file to remake."""
    found = tuple(sorted(set(literals)))
    for p in patterns:
        for q in (p, pattern_plans.word_start(p)):
            FURTHER[q] = found


class GatedPatterns:
    """A list of regexes run only where they can match, found in one pass per text.

    Python's regex engine tries every alternative at every position, so a lexicon of a
    few hundred patterns scanned over every abstract costs milliseconds per abstract.
    Instead each pattern gets literals it cannot match without (from its parse tree).
    One Aho-Corasick automaton (``pyahocorasick``, C) finds every occurrence of every
    literal in a text in a single pass; a pattern is then tried only at the occurrences
    of its start literals (``Pattern.match``), as deep as they stay few ("in toy", "on a
    toy" rather than every "in "), or scanned (``finditer``) only over the sentences
    holding one of its necessary literals (:func:`.pattern_plans._mode` says which).  What
    runs is each pattern with its word repeats possessive where that changes no match
    (:func:`~analysis.paper_types.literals.possessive`); ``patterns`` keep the spelling
    as written (the cues' names).

    References
    ----------
    Aho & Corasick (1975), "Efficient string matching: an aid to bibliographic search",
    *Communications of the ACM* 18(6).
    """

    def __init__(self, patterns: Sequence[str], initial: Sequence[int] = ()) -> None:
        """``initial``: indices of patterns that match only at a sentence start (they are
        tried once at the start of each candidate sentence, not scanned along it)."""
        self.sources = list(patterns)  # as written (the cues' names)
        self._patterns: list[re.Pattern] | None = None  # compiled when asked (patterns)
        self.initial = frozenset(initial)
        plans = [pattern_plans.plan(p, i in self.initial) for i, p in enumerate(patterns)]
        self.run = [compiled(run) for run, *_ in plans]  # what runs: literals.possessive
        self._groups: dict[tuple[int, ...], tuple] = {}  # see _group
        self.always: list[int] = []          # no usable literal: scan every sentence
        anchored: dict[str, list[int]] = {}  # start literal -> patterns tried where it occurs
        bounded: dict[str, list[int]] = {}   # the same, for patterns opening with \b
        sought: dict[str, list[int]] = {}    # start literal -> scanned patterns to try there
        scanned: dict[str, list[int]] = {}   # necessary literal -> patterns to scan for it
        for i, (_, mode, literals, at_boundary) in enumerate(plans):
            if mode == "anchored":
                # a pattern opening with \b on a word character cannot start inside a word
                for lit in literals or ():
                    word_start = at_boundary and _WORD_CHAR.match(lit) is not None
                    (bounded if word_start else anchored).setdefault(lit, []).append(i)
            elif mode == "sought":
                for lit in literals or ():
                    sought.setdefault(lit, []).append(i)
            elif mode == "scanned":
                for lit in literals or ():
                    scanned.setdefault(lit, []).append(i)
            else:
                self.always.append(i)
        self.further = {i: FURTHER[p] for i, p in enumerate(patterns)  # (also_holds)
                        if p in FURTHER and plans[i][1] not in ("anchored", "sought")}
        # speed72 (:meth:`_read`, when a scanned pattern is first scanned: no parse at start-up)
        self.after: dict[int, tuple[bool, tuple[str, ...]]] = {}
        self._unread = {i: literals or () for i, (_, mode, literals, _) in enumerate(plans)
                        if mode in ("scanned", "always") and i not in self.initial}
        # A literal that starts a word (a \b pattern) counts only after whitespace or
        # common punctuation ("we" after " ", "(" or "-"), never inside a word ("however").
        # Texts are searched with a space prepended.
        keys: dict[str, list[tuple]] = {}
        for lit in set(anchored) | set(scanned) | set(sought):
            keys.setdefault(lit, []).append((len(lit), *self._group(anchored.get(lit, ())),
                                             tuple(scanned.get(lit, ())),
                                             tuple(sought.get(lit, ())), False))
        for lit, ids in bounded.items():
            # a short literal ("we ", "on ") occurs inside many words ("however ", "function
            # "): it is looked up with each character allowed before it (" we ", "(we ")
            before = dict.fromkeys(WORD_BEFORE) if len(lit) <= SHORT else ("",)
            entry = (len(lit), *self._group(ids), (), (), len(lit) > SHORT)
            for c in before:
                keys.setdefault(c + lit, []).append(entry)
        self.automaton = ahocorasick.Automaton()
        for key, entries in keys.items():
            self.automaton.add_word(key, tuple(entries))
        self.automaton.make_automaton()

    def _read(self, i: int) -> None:
        """Pattern ``i``'s places (:func:`clause_starts`) and further set (:func:`further_literals`,
        after also_holds's); missing at a scan (another thread reading): the long way, same."""
        found = clause_starts(self.run[i])
        if found is not None:
            self.after[i] = found
        if i not in self.further:
            more = further_literals(self.run[i], self._unread.get(i, ()))
            if more is not None and len(more) <= MAX_FURTHER:
                self.further[i] = tuple(sorted(more))
        self._unread.pop(i, None)

    def read_all(self) -> GatedPatterns:
        """Every scanned pattern's shortcuts read now (what scanning reads as it goes)."""
        for i in list(self._unread):
            self._read(i)
        return self

    @property
    def patterns(self) -> list[re.Pattern]:
        """As written, compiled when first asked (typing reads :attr:`sources` only; perf53)."""
        if self._patterns is None:
            self._patterns = [r if r.pattern == p else re.compile(p) for p, r in zip(
                self.sources, self.run, strict=True)]
        return self._patterns

    def _group(self, ids: Sequence[int]) -> tuple:
        """(gate, ((index, match), ...)) for the patterns tried at one literal, or (None, ()).

        The gate, one alternation of them all, is tried first: at most occurrences of a
        common literal ("we ") none matches, and one failed match replaces many.  Made once
        per set of patterns (some 12,000 literals share 363 sets: building each literal's
        own was a seventh of the typing process's start-up).
        """
        if not ids:
            return None, ()
        key = tuple(ids)
        group = self._groups.get(key)
        if group is None:
            group = self._groups[key] = self._new_group(key)
        return group

    def _new_group(self, ids: tuple[int, ...]) -> tuple:
        members = tuple((i, self.run[i].match) for i in ids)
        gate = compiled("|".join(f"(?:{self.run[i].pattern})" for i in ids)).match \
            if len(ids) > 1 else None
        return gate, members

    def matches(self, text: str, starts: Sequence[int]) -> list[tuple[int, re.Match]]:
        """(pattern index, match) of every match of every pattern, unordered, maybe overlapping
        (:func:`.pattern_plans._mode`: an anchored pattern's every match at every start;
        another's what ``finditer`` finds).  A match never crosses a sentence boundary
        (``starts`` are the sentences' offsets)."""
        n = len(text)
        out: list[tuple[int, re.Match]] = []
        scan: dict[int, set[int]] = {}
        tries: dict[int, list[int]] = {}
        bounds = list(starts) + [n]
        owner = _owners(starts, n)
        for end, entries in self.automaton.iter(" " + text):
            for back, gate, members, scanned, sought, word_start in entries:
                pos = end - back  # (the prepended space shifts every offset by one)
                if word_start and pos and text[pos - 1] not in _BEFORE:
                    continue
                if members:
                    stop = bounds[owner[pos] + 1]
                    if gate is None or gate(text, pos, stop) is not None:
                        for i, match in members:
                            m = match(text, pos, stop)
                            if m:
                                out.append((i, m))
                if scanned:
                    k = owner[pos]
                    for i in scanned:
                        sentences = scan.get(i)
                        if sentences is None:
                            scan[i] = {k}
                        else:
                            sentences.add(k)
                if sought:
                    for i in sought:
                        at = tries.get(i)
                        if at is None:
                            tries[i] = [pos]
                        else:
                            at.append(pos)
        for i, positions in tries.items():
            out.extend(self._leftmost(i, text, positions, bounds, owner))
        if self.always:
            every = set(range(len(starts)))
            for i in self.always:
                scan[i] = every
        patterns = self.run
        initial = self.initial
        further = self.further
        unread = self._unread
        for i, held in scan.items():
            if i in unread:
                self._read(i)
            rows = _holding(text, further[i], held, bounds) if further and i in further else held
            if i in initial:
                match = patterns[i].match
                for k in rows:
                    m = match(text, bounds[k], bounds[k + 1])
                    if m:
                        out.append((i, m))
                continue
            after = self.after.get(i)
            if after is not None:
                out.extend(_after(i, patterns[i].match, after, text, rows, bounds))
                continue
            finditer = patterns[i].finditer
            for k in rows:
                out.extend(zip(repeat(i), finditer(text, bounds[k], bounds[k + 1])))
        return out

    def _leftmost(self, i: int, text: str, positions: list[int], bounds: list[int],
                  owner: list[int]) -> list[tuple[int, re.Match]]:
        """What ``finditer`` over each sentence finds, trying pattern ``i`` only at
        ``positions`` (every place one of its matches can start): the leftmost match, then
        the leftmost from its end on."""
        match = self.run[i].match
        found: list[tuple[int, re.Match]] = []
        done = 0  # where the last match ended
        for pos in sorted(positions):
            if pos >= done:
                m = match(text, pos, bounds[owner[pos] + 1])  # (its sentence's end: _owners)
                if m:
                    found.append((i, m))
                    done = m.end()
        return found


class FirstWord:
    """Where the first of some words or phrases occurs as whole words (one C pass).

    ``find(text)`` gives the offset of the leftmost occurrence that starts a word (after
    the characters of ``before``) and ends one, or None: what ``re.search`` of
    ``\\b(?:w1|w2|...)\\b`` finds, without trying every alternative at every position.
    A word given with a trailing space ("i ") must be followed by a letter.
    """

    def __init__(self, words: Sequence[str], before: str = WORD_BEFORE) -> None:
        self.longest = max(len(w) for w in words)
        self.automaton = ahocorasick.Automaton()
        for w in words:
            for c in before:
                self.automaton.add_word(c + w, (len(w), w.endswith(" ")))
        self.automaton.make_automaton()

    def find(self, text: str) -> int | None:
        best = None
        for end, (n, letter_next) in self.automaton.iter(" " + text):
            if best is not None and end - self.longest > best:
                break
            pos = end - n  # offset in ``text`` (a space was prepended)
            after = text[pos + n:pos + n + 1]
            if letter_next:
                if not after.isalpha():
                    continue
            elif after and (after.isalnum() or after == "_"):
                continue
            if best is None or pos < best:
                best = pos
        return best


#: a pattern that never matches (a guard that reads no words): searched, it tries every position
NEVER = "(?!)"


class Windows:
    """Whether a pattern can match inside a window of a text, reading the text once.

    The guards read a window before each cue (:mod:`.proof_guard`, :mod:`.negation`); on a
    long text of repeated cues each window is read again and again (40,000 characters of
    "no theorem is proved" or "outperform state-of-the-art methods": 0.1-0.2 s; issue 14,
    wave 52).  Every match of a pattern contains one of its necessary literals
    (:func:`~analysis.paper_types.literals.necessary_literals`, read from the pattern's
    consuming parts, never its look-arounds), so a window without one whole holds no match:
    :meth:`search` then answers None without running the pattern.  The first
    :data:`DIRECT` windows of a text are looked up by ``str.find`` (run, past :data:`FEW`
    literals); past them (a text of many cues) where the literals occur is found once, and a
    window is one bisection.
    What :meth:`search` and :meth:`finditer` give is what the pattern's own do.
    """

    DIRECT = 8  # windows of one text and pattern read by str.find before it is indexed
    FEW = 6     # literals looked up by str.find in those windows (more: the pattern is run)

    def __init__(self) -> None:
        # the text read and what was found in it, per thread: two threads typing papers at
        # once (a Dask worker of several threads) must not read each other's text
        self._local = threading.local()
        # shared: the same in any thread.  Keyed by the pattern's id (the pattern kept beside
        # its literals, so the id is never another's): a compiled pattern hashes its whole
        # code at each lookup (2-3 us for a guard's word list, twice a window)
        self._literals: dict[int, tuple[re.Pattern, tuple[str, ...]]] = {}

    def known(self, pattern: re.Pattern, literals: Sequence[str]) -> None:
        """Give the literals one of which every match of ``pattern`` contains, where its parse
        gives none (a class of many characters: ``[,;:()]|\\bbut\\b``)."""
        self._literals[id(pattern)] = (pattern, tuple(sorted(literals)))

    def _literals_of(self, pattern: re.Pattern) -> tuple[str, ...]:
        known = self._literals.get(id(pattern))
        if known is None:
            # (an ignored case or verbose pattern spells its literals otherwise: never skipped)
            needed = None if pattern.flags & (re.IGNORECASE | re.VERBOSE) \
                else necessary_literals(pattern.pattern)
            known = self._literals[id(pattern)] = (pattern, tuple(sorted(needed or ())))
        return known[1]

    @staticmethod
    def _index(literals: tuple[str, ...], text: str) -> tuple[list[int], list[int]]:
        """The starts of the literals in ``text``, in order, and the least end of an
        occurrence from each on."""
        spans = []
        for lit in literals:
            pos = text.find(lit)
            while pos >= 0:
                spans.append((pos, pos + len(lit)))
                pos = text.find(lit, pos + 1)
        spans.sort()
        least, ends = len(text) + 1, [0] * len(spans)
        for k in range(len(spans) - 1, -1, -1):
            least = ends[k] = min(least, spans[k][1])
        return [a for a, _ in spans], ends

    def possible(self, pattern: re.Pattern, text: str, pos: int, endpos: int) -> bool:
        """False when no match of ``pattern`` can lie within ``text[pos:endpos]``: no
        literal it needs occurs there whole."""
        if pattern.pattern == NEVER:
            return False
        literals = self._literals_of(pattern)
        if not literals:
            return True
        local = self._local
        if text is not getattr(local, "text", None):
            local.text, local.found = text, {}
        seen: dict[int, tuple[list[int], list[int]] | int] = local.found  # by id (_literals)
        key = id(pattern)
        found = seen.get(key, 0)
        if isinstance(found, int):
            if found < self.DIRECT:  # (many literals: running the pattern costs less)
                seen[key] = found + 1
                return len(literals) > self.FEW or any(text.find(lit, pos, endpos) >= 0
                                                       for lit in literals)
            found = seen[key] = self._index(literals, text)
        starts, ends = found
        k = bisect_left(starts, pos)
        return k < len(starts) and ends[k] <= endpos

    def search(self, pattern: re.Pattern, text: str, pos: int, endpos: int) -> re.Match | None:
        """``pattern.search(text, pos, endpos)``."""
        if not self.possible(pattern, text, pos, endpos):
            return None
        return pattern.search(text, pos, endpos)

    def finditer(self, pattern: re.Pattern, text: str, pos: int, endpos: int) -> Iterator[re.Match]:
        """``pattern.finditer(text, pos, endpos)``."""
        return pattern.finditer(text, pos, endpos) if self.possible(pattern, text, pos, endpos) \
            else iter(())


#: one per process: the guards of one text share its scans
WINDOWS = Windows()
