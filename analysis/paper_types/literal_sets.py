"""Every set of literals a pattern's matches must each hold one of, not only the best one.

:func:`~analysis.paper_types.literals.necessary_literals` gives one set of strings one of
which every match of a pattern contains (the most selective), and
:class:`~analysis.paper_types.matcher.GatedPatterns` scans a pattern that cannot be tried
at a few start literals (a "scanned" pattern) over each sentence holding one of them.  But
a sequence needs *each* of its parts: ``we show that ... regret`` needs one of "show" /
"prove" **and** "that" **and** "regret".  A sentence holding "that" alone holds no match,
yet it was scanned, and a scan runs the pattern at every character of the sentence: the
session-68 pattern of :mod:`.showthat68` (two look-aheads of up to 600 characters at each
sentence start) cost ~120 us an abstract over the 1.5 sentences an abstract that hold
"that" (bench/SCALE.md, speed69).  :func:`literal_sets` reads every such set from the
parse tree (each part of the top-level sequence, into groups matched exactly once and
repeats of at least one), and the matcher scans a sentence only when it holds a literal of
every set: the same matches (a match lies inside its sentence and holds one of each set),
for fewer scans.  Any pattern gets its sets from its own text (a new family too).
"""

from __future__ import annotations

from analysis.paper_types.literals import _c, _necessary_literals_parsed, _parsed, core

#: a set's literals must each have a word of this many characters ("that", not "of"):
#: a short one occurs in most sentences and only adds automaton hits (bench/SCALE.md, speed69)
MIN_CORE = 3
#: sets kept a pattern (the most selective first): each adds its literals' hits to the pass
MAX_SETS = 4


def _sets(items) -> list[set[str]]:
    """Sets of strings one of each of which every match of the sequence ``items`` holds:
    its runs of literals (as :func:`~analysis.paper_types.literals._literal_runs` reads
    them), the sets of its groups and repeats of at least one, and one set an alternation."""
    found, run = [], {""}
    for op, av in list(items) + [(None, None)]:
        if op is _c.LITERAL:
            run = {r + chr(av) for r in run}
            continue
        if op is _c.IN and len(av) <= 3 and all(o is _c.LITERAL for o, _ in av) and len(run) <= 4:
            run = {r + chr(v) for r in run for _, v in av}
            continue
        found.append(run)
        run = {""}
        if op is _c.SUBPATTERN:
            if not (av[1] or av[2]):  # (a group changing flags, "(?i:...)", spells otherwise)
                found += _sets(av[-1])
        elif op in (_c.MAX_REPEAT, _c.MIN_REPEAT) and av[0] >= 1:
            found += _sets(av[2])
        elif op is _c.BRANCH:
            found.append(_necessary_literals_parsed(op, av) or set())
    return found


def _rank(literals: frozenset[str]) -> tuple[int, int]:
    return -min(len(core(lit)) for lit in literals), len(literals)


def literal_sets(pattern: str) -> list[frozenset[str]]:
    """Sets of literals such that every match of ``pattern`` holds one of each set (the
    consuming parts only: look-arounds are not read), at most :data:`MAX_SETS`, the most
    selective (longest shortest word, then fewest) first; none for a pattern whose case or
    spelling its flags change."""
    tree = _parsed(pattern)
    if tree.state.flags & (_c.SRE_FLAG_IGNORECASE | _c.SRE_FLAG_VERBOSE):
        return []
    out: list[frozenset[str]] = []
    for found in _sets(tree):
        literals = frozenset(found)
        if literals and all(len(core(lit)) >= MIN_CORE for lit in literals) and literals not in out:
            out.append(literals)
    return sorted(out, key=_rank)[:MAX_SETS]
