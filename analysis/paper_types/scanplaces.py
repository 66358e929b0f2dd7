"""Where in a text a scanned cue pattern can match (speed72), and the sentence bookkeeping
:class:`~analysis.paper_types.matcher.GatedPatterns` reads: each offset's sentence
(:func:`_owners`), the places of a few characters (:func:`char_positions`), the sentences
holding a further literal (:func:`_holding`), the places a pattern's opening allows
(:func:`clause_starts`, :func:`_after`) and a further set of literals every match holds
(:func:`further_literals`).  Each is read from the pattern's parse tree; what the matcher
finds with them is what ``finditer`` finds (``tests/test_paper_types_speed72.py``)."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from itertools import repeat

from analysis.paper_types.literals import _best, _c, _literal_runs, _parsed, can_be_empty


def _after(i: int, match, after: tuple[bool, tuple[str, ...]], text: str,
           rows: Iterable[int], bounds: list[int]) -> list[tuple[int, re.Match]]:
    """What ``finditer`` over each of ``rows`` (sentences) finds, for a pattern that starts
    only where :func:`clause_starts` says: tried at those places alone, leftmost first, the
    next from the last match's end on (its matches are never empty)."""
    begins, strings = after
    found: list[tuple[int, re.Match]] = []
    for k in rows:
        a, b = bounds[k], bounds[k + 1]
        places = [0] if begins and a == 0 else []
        for s in strings:  # (found from before the sentence: a look-behind reads back)
            size = len(s)
            at = text.find(s, max(0, a - size), b)
            while at >= 0:
                places.append(at + size)
                at = text.find(s, at + 1, b)
        if len(strings) > 1:  # ("field tests " and "tests " end at one place)
            places = sorted(set(places))
        done = a
        for pos in places:
            if done <= pos < b:
                m = match(text, pos, b)
                if m:
                    found.append((i, m))
                    done = m.end()
    return found


#: at most this many strings of look-behinds read by :func:`clause_starts`
MAX_AFTER = 64


def clause_starts(pattern: re.Pattern) -> tuple[bool, tuple[str, ...]] | None:
    """Where every match of ``pattern`` can start, when its opening says so: (whether at the
    text's start, ``^``; the strings a match may start right after, from its leading
    look-behinds of fixed characters), e.g. ``(?:^|(?<=[.;?!] ))...``: (True, (". ", "; ",
    "? ", "! ")).  None when any place may start one (or the pattern may match empty, or a
    flag changes what ``^`` or a character means)."""
    if not pattern.pattern.startswith(("^", "(?:^", "(?<=", "(?:(?<=")) \
            or pattern.flags & (re.IGNORECASE | re.MULTILINE | re.VERBOSE) \
            or can_be_empty(pattern.pattern):
        return None
    found = _opening(list(_parsed(pattern.pattern)))
    if found is None or len(found[1]) > MAX_AFTER:
        return None
    return found[0], tuple(sorted(found[1]))


def _opening(items: list) -> tuple[bool, set[str]] | None:
    """:func:`clause_starts` of the sequence ``items`` (its first item decides)."""
    if not items:
        return None
    op, av = items[0]
    if op is _c.AT and av in (_c.AT_BEGINNING, _c.AT_BEGINNING_STRING):
        return True, set()
    if op is _c.ASSERT and av[0] == -1:  # a look-behind: of fixed characters only
        strings = {""}
        for sub_op, sub_av in av[1]:
            if sub_op is _c.LITERAL:
                chars = [chr(sub_av)]
            elif sub_op is _c.IN and all(o is _c.LITERAL for o, _ in sub_av):
                chars = [chr(v) for _, v in sub_av]
            else:
                return None
            strings = {s + c for s in strings for c in chars}
            if len(strings) > MAX_AFTER:
                return None
        return (False, strings) if strings != {""} else None
    if op is _c.SUBPATTERN:
        if av[1] or av[2]:  # flags set or unset inside
            return None
        return _opening(list(av[-1]))
    if op is _c.BRANCH:
        begins, strings = False, set()
        for alternative in av[1]:
            found = _opening(list(alternative))
            if found is None:
                return None
            begins, strings = begins or found[0], strings | found[1]
        return begins, strings
    return None


#: at most this many further literals looked up in a scanned sentence (more: it is scanned)
MAX_FURTHER = 8


def further_literals(pattern: re.Pattern, literals: Iterable[str]) -> set[str] | None:
    """Literals one of which every match of ``pattern`` holds (one of the runs
    :func:`~analysis.paper_types.literals.necessary_literals` chooses among, the most
    selective), none inside or holding one of ``literals`` (those it is looked up by: such a
    literal tells little more), or None."""
    if pattern.flags & (re.IGNORECASE | re.VERBOSE):
        return None
    known = tuple(literals)
    candidates = [c for c in _literal_runs(_parsed(pattern.pattern))
                  if c and not any(len(f) < 2 and f.isalnum() or not f.strip() for f in c)
                  and not any(f in lit or lit in f for f in c for lit in known)]
    return _best(candidates) if candidates else None


def _holding(text: str, literals: tuple[str, ...], sentences: Iterable[int],
             bounds: list[int]) -> list[int]:
    """Those of ``sentences`` (in their order) that hold one of ``literals`` whole."""
    out = []
    for k in sentences:
        a, b = bounds[k], bounds[k + 1]
        for lit in literals:
            if text.find(lit, a, b) >= 0:
                out.append(k)
                break
    return out


def _owners(starts: Sequence[int], n: int) -> list[int]:
    """The sentence each offset of a text of ``n`` characters lies in: ``bisect_right(starts,
    pos) - 1`` for every ``pos`` (-1 before the first start), read by one index per hit."""
    owner = [-1] * (starts[0] if starts else n + 1)
    for k in range(len(starts)):
        end = starts[k + 1] if k + 1 < len(starts) else n + 1
        owner.extend(repeat(k, end - starts[k]))
    return owner


def char_positions(text: str, chars: str) -> list[int]:
    """Where any of ``chars`` stands in ``text``, in order: ``str.find`` runs through a text
    several times faster than a regular expression's class of characters, which tests every
    character in turn."""
    found: list[int] = []
    for char in chars:
        pos = text.find(char)
        while pos >= 0:
            found.append(pos)
            pos = text.find(char, pos + 1)
    found.sort()
    return found
