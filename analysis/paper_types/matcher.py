"""Run a few hundred regular expressions over many short texts quickly.

Python's ``re`` tries every alternative at every position, so scanning ~150 phrase
patterns over every abstract costs milliseconds per abstract.  Most patterns cannot
match without some literal ("regret ", "experiment"), found from the pattern's parse
tree: a pattern whose matches all *start* with a known literal is tried only where that
literal occurs (``Pattern.match``), any other pattern is scanned only over the sentences
holding one of its *necessary* literals, and where the literals occur is found by one
Aho-Corasick pass over the text.  The result is the set
of matches a plain ``finditer`` per pattern would give (tested in
``tests/test_paper_types.py``).
"""

from __future__ import annotations

import os
import re
import sys
from bisect import bisect_right
from collections.abc import Sequence
from itertools import repeat

import ahocorasick

# the regex parser (re._parser since 3.11; sre_parse before)
if sys.version_info >= (3, 11):
    from re import _constants as _c
    from re import _parser
else:  # pragma: no cover
    import sre_constants as _c
    import sre_parse as _parser


def _literal_runs(items) -> list[set[str]]:
    """Sets of strings one of which every match of the sequence ``items`` contains."""
    found, run = [], {""}
    for op, av in list(items) + [(None, None)]:
        if op is _c.LITERAL:
            run = {r + chr(av) for r in run}
            continue
        if op is _c.IN and len(av) <= 3 and all(o is _c.LITERAL for o, _ in av) and len(run) <= 4:
            run = {r + chr(v) for r in run for _, v in av}
            continue
        if all(len(r) >= 2 or (r and not r.isalnum()) for r in run):
            found.append(run)
        run = {""}
        sub = _necessary_literals_parsed(op, av)
        if sub:
            found.append(sub)
    return found


def _necessary_literals_parsed(op, av) -> set[str] | None:
    if op is _c.SUBPATTERN:
        return _best(_literal_runs(av[-1]))
    if op in (_c.MAX_REPEAT, _c.MIN_REPEAT) and av[0] >= 1:
        return _best(_literal_runs(av[2]))
    if op is _c.BRANCH:
        out: set[str] = set()
        for alternative in av[1]:
            sub = _best(_literal_runs(alternative))
            if not sub:
                return None
            out |= sub
        return out
    return None


def _best(candidates: list[set[str]]) -> set[str] | None:
    """The most selective candidate: longest shortest string (up to 5), then fewest strings."""
    if not candidates:
        return None
    return max(candidates, key=lambda c: (min(5, min(map(len, c))), -len(c)))


def necessary_literals(pattern: str) -> set[str] | None:
    """Literal strings one of which any match of ``pattern`` must contain (None: unknown).

    Python's regex engine tries every alternative at every position, so a lexicon of a
    few hundred patterns costs milliseconds per abstract.  A substring test (``in``) is
    far cheaper: a pattern runs only on texts that contain one of its literals.
    """
    found = _best(_literal_runs(_parser.parse(pattern)))
    if not found or any(len(f) < 2 and f.isalnum() or not f.strip() for f in found):
        return None
    return found


def _prefixes(items) -> tuple[set[str], bool]:
    """Strings one of which starts every match of the sequence ``items``, and whether they
    are the whole match.  Zero-width items (``\\b``, look-arounds) are skipped: the full
    regex still checks them."""
    run = {""}
    for op, av in items:
        if op in (_c.AT, _c.ASSERT, _c.ASSERT_NOT):
            continue
        if op is _c.LITERAL:
            run = {r + chr(av) for r in run}
            continue
        if op is _c.IN and len(av) <= 3 and all(o is _c.LITERAL for o, _ in av):
            run = {r + chr(v) for r in run for _, v in av}
            continue
        sub: tuple[set[str], bool] | None = None
        if op is _c.SUBPATTERN:
            sub = _prefixes(av[-1])
        elif op is _c.BRANCH:
            alternatives = [_prefixes(a) for a in av[1]]
            if all(a[0] and "" not in a[0] for a in alternatives):
                sub = (set().union(*(a[0] for a in alternatives)), all(a[1] for a in alternatives))
        # extend the run only while it stays small: every literal costs a search per text
        if sub and sub[0] and (len(run) == 1 or len(sub[0]) == 1) and len(run) * len(sub[0]) <= 128:
            run = {r + x for r in run for x in sub[0]}
            if sub[1]:
                continue
        return run, False
    return run, True


def prefix_literals(pattern: str) -> set[str] | None:
    """Literal strings one of which every match of ``pattern`` starts with (None: unknown)."""
    found, _ = _prefixes(_parser.parse(pattern))
    if not found or any(len(f) < 2 or not f.strip() for f in found):
        return None
    # literals sharing an index key collapse to their common start (one search, not many)
    groups: dict[str, list[str]] = {}
    for f in found:
        groups.setdefault(_core(f), []).append(f)
    out = set()
    for core, group in groups.items():
        common = os.path.commonprefix(group)
        collapse = len(group) > 1 and core and core in common and len(common) >= 4
        out.update([common] if collapse else group)
    return {f for f in out if not any(g != f and f.startswith(g) for g in out)}


_TOKEN = re.compile(r"[^\W_]+|%")


def _core(literal: str) -> str:
    """The longest alphanumeric run of a literal."""
    return max(_TOKEN.findall(literal), key=len, default="")


_WORD_CHAR = re.compile(r"\w")
# The characters a word is looked up after (in 6,000 corpus abstracts they precede all
# but about 1 in 20,000 word starts; the rest are rare math symbols).
WORD_BEFORE = " \n\t-(.,;:!?/[]{}()<>=+*^|&@~$%#\"'\u2018\u2019\u201c\u201d\u2013\u2014"


def _opens_with_boundary(items) -> bool:
    """True when every match of the sequence ``items`` starts at a ``\b``."""
    items = list(items)
    if not items:
        return False
    op, av = items[0]
    if op is _c.AT:
        return av is _c.AT_BOUNDARY
    if op is _c.SUBPATTERN:
        return _opens_with_boundary(av[-1])
    if op is _c.BRANCH:
        return all(_opens_with_boundary(a) for a in av[1])
    return False


def _opens_with_word_char(items) -> bool:
    """True when every match of the sequence ``items`` starts with a word character."""
    items = [(op, av) for op, av in items if op not in (_c.ASSERT, _c.ASSERT_NOT)]
    if not items:
        return False
    op, av = items[0]
    if op is _c.LITERAL:
        return chr(av).isalnum() or chr(av) == "_"
    if op is _c.IN:
        return all(o is _c.LITERAL and (chr(v).isalnum() or chr(v) == "_") for o, v in av)
    if op is _c.SUBPATTERN:
        return _opens_with_word_char(av[-1])
    if op is _c.BRANCH:
        return all(_opens_with_word_char(a) for a in av[1])
    return False


def at_word_start(pattern: str) -> str:
    """``pattern`` made to start at a word start (``\b`` prepended) when every match of
    it begins with a word character: a phrase cue never starts inside a word ("we" in
    "however", "is" in "this")."""
    parsed = _parser.parse(pattern)
    if _opens_with_boundary(parsed) or not _opens_with_word_char(parsed):
        return pattern
    return rf"\b(?:{pattern})"


def starts_at_boundary(pattern: str) -> bool:
    """Whether ``pattern`` opens with ``\b`` on every branch (then, before a word
    character, it cannot start inside a word)."""
    return _opens_with_boundary(_parser.parse(pattern))


class GatedPatterns:
    """A list of regexes run only where they can match, found in one pass per text.

    Python's regex engine tries every alternative at every position, so a lexicon of a
    few hundred patterns scanned over every abstract costs milliseconds per abstract.
    Instead each pattern gets literals it cannot match without (from its parse tree).
    One Aho-Corasick automaton (``pyahocorasick``, C) finds every occurrence of every
    literal in a text in a single pass; a pattern whose matches all start with a known
    literal is then tried only at that literal's occurrences (``Pattern.match``), any
    other is scanned (``finditer``) only over the sentences holding one of its necessary
    literals, and a pattern with neither runs on every sentence.

    References
    ----------
    Aho & Corasick (1975), "Efficient string matching: an aid to bibliographic search",
    *Communications of the ACM* 18(6).
    """

    def __init__(self, patterns: Sequence[str], initial: Sequence[int] = ()) -> None:
        """``initial``: indices of patterns that match only at a sentence start (they are
        tried once at the start of each candidate sentence, not scanned along it)."""
        self.patterns = [re.compile(p) for p in patterns]
        self.initial = frozenset(initial)
        self.always: list[int] = []          # no usable literal: scan every sentence
        anchored: dict[str, list[int]] = {}  # prefix literal -> patterns that start with it
        scanned: dict[str, list[int]] = {}   # necessary literal -> patterns to scan for it
        bounded: dict[str, list[int]] = {}  # the same, for patterns opening with \b
        for i, p in enumerate(patterns):
            needed, prefixes = necessary_literals(p), prefix_literals(p) or set()
            usable_prefix = bool(prefixes) and all(_core(lit) for lit in prefixes)
            # a short prefix ("is", "to ") occurs everywhere; when every match also holds a
            # long literal ("understood", "accuracy"), scanning the few sentences with it
            # costs less than trying the pattern at every occurrence of the prefix
            if usable_prefix and needed and min(len(_core(lit)) for lit in prefixes) <= 3 \
                    and min(len(_core(lit)) for lit in needed) >= 6:
                usable_prefix = False
            if usable_prefix:
                # a pattern opening with \b on a word character cannot start inside a word
                at_boundary = starts_at_boundary(p)
                for lit in prefixes:
                    word_start = at_boundary and _WORD_CHAR.match(lit) is not None
                    (bounded if word_start else anchored).setdefault(lit, []).append(i)
            elif (needed := needed or prefixes) and all(_core(lit) for lit in needed):
                for lit in needed:
                    scanned.setdefault(lit, []).append(i)
            else:
                self.always.append(i)
        # A literal that starts a word (a \b pattern) is looked up with the character
        # before it: after whitespace or common punctuation ("we" after " ", "(" or "-"),
        # never inside a word ("however").  Texts are searched with a space prepended.
        keys: dict[str, list[tuple]] = {}
        for lit in set(anchored) | set(scanned):
            keys.setdefault(lit, []).append((len(lit), self._group(anchored.get(lit, ())),
                                             tuple(scanned.get(lit, ()))))
        for lit, ids in bounded.items():
            entry = (len(lit), self._group(ids), ())
            for c in WORD_BEFORE:
                keys.setdefault(c + lit, []).append(entry)
        self.automaton = ahocorasick.Automaton()
        for key, entries in keys.items():
            self.automaton.add_word(key, tuple(entries))
        self.automaton.make_automaton()

    def _group(self, ids: Sequence[int]) -> tuple:
        """(gate, ((index, match), ...)) for the patterns tried at one literal, or ().

        The gate, one alternation of them all, is tried first: at most occurrences of a
        common literal ("we ") none matches, and one failed match replaces many.
        """
        if not ids:
            return ()
        members = tuple((i, self.patterns[i].match) for i in ids)
        gate = re.compile("|".join(f"(?:{self.patterns[i].pattern})" for i in ids)).match \
            if len(ids) > 1 else None
        return gate, members

    def matches(self, text: str, starts: Sequence[int]) -> list[tuple[int, re.Match]]:
        """(pattern index, match) of every match of every pattern, unordered, maybe overlapping.

        A match never crosses a sentence boundary (``starts`` are the sentences' offsets).
        """
        n = len(text)
        out: list[tuple[int, re.Match]] = []
        scan: dict[int, set[int]] = {}
        last_sentence = len(starts) - 1
        for end, entries in self.automaton.iter(" " + text):
            for back, group, scanned in entries:
                pos = end - back  # (the prepended space shifts every offset by one)
                k = bisect_right(starts, pos) - 1
                if group:
                    stop = starts[k + 1] if k < last_sentence else n
                    gate, members = group
                    if gate is None or gate(text, pos, stop) is not None:
                        for i, match in members:
                            m = match(text, pos, stop)
                            if m:
                                out.append((i, m))
                for i in scanned:
                    sentences = scan.get(i)
                    if sentences is None:
                        scan[i] = {k}
                    else:
                        sentences.add(k)
        if self.always:
            every = set(range(len(starts)))
            for i in self.always:
                scan[i] = every
        bounds = list(starts) + [n]
        patterns = self.patterns
        initial = self.initial
        for i, sentences in scan.items():
            if i in initial:
                match = patterns[i].match
                for k in sentences:
                    m = match(text, bounds[k], bounds[k + 1])
                    if m:
                        out.append((i, m))
                continue
            finditer = patterns[i].finditer
            for k in sentences:
                out.extend(zip(repeat(i), finditer(text, bounds[k], bounds[k + 1])))
        return out


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

