"""What a regular expression's matches must start with or contain, read from its parse tree.

:class:`analysis.paper_types.matcher.GatedPatterns` runs a few hundred phrase patterns only
where they can match: a pattern is tried only where one of its *start literals* occurs, or
scanned only over the sentences holding one of its *necessary literals*.  Both come from
``re``'s own parser (``re._parser``), so they follow the patterns as written.  The same
tree tells where a greedy repeat of one character class can be made possessive without
changing a match (:func:`possessive`): the matcher runs those cheaper spellings.
"""

from __future__ import annotations

import contextlib
import functools
import os
import re
import sys
from typing import Any

if sys.version_info >= (3, 11):
    from re import _compiler, _parser
    from re import _constants as _c
else:  # pragma: no cover
    import sre_compile as _compiler
    import sre_constants as _c
    import sre_parse as _parser


@functools.lru_cache(maxsize=4096)
def _parsed(pattern: str) -> Any:
    """``pattern``'s parse tree, made once: each pattern is read by five of the functions
    below and :func:`possessive` (most of the cue patterns' start-up, which the typing
    process pays before its first paper).  The trees are only read, never changed."""
    return _parser.parse(pattern)


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
    found = _best(_literal_runs(_parsed(pattern)))
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
    found, _ = _prefixes(_parsed(pattern))
    if not found or any(len(f) < 2 or not f.strip() for f in found):
        return None
    # literals sharing an index key collapse to their common start (one search, not many)
    groups: dict[str, list[str]] = {}
    for f in found:
        groups.setdefault(core(f), []).append(f)
    out = set()
    for key, group in groups.items():
        common = os.path.commonprefix(group)
        collapse = len(group) > 1 and key and key in common and len(common) >= 4
        out.update([common] if collapse else group)
    return {f for f in out if not any(g != f and f.startswith(g) for g in out)}


_TOKEN = re.compile(r"[^\W_]+|%")


def core(literal: str) -> str:
    """The longest alphanumeric run of a literal."""
    return max(_TOKEN.findall(literal), key=len, default="")


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
    parsed = _parsed(pattern)
    if _opens_with_boundary(parsed) or not _opens_with_word_char(parsed):
        return pattern
    return rf"\b(?:{pattern})"


def starts_at_boundary(pattern: str) -> bool:
    """Whether ``pattern`` opens with ``\b`` on every branch (then, before a word
    character, it cannot start inside a word), look-arounds before it skipped: they match
    no characters (``(?<!up )\b(?:on|with) ...``'s "on " was tried 150,000 times inside
    words at 24k; perf61).  ``at_word_start`` reads them as before: it names the cues."""
    return _boundary_first(list(_parsed(pattern)))


def _boundary_first(items: list) -> bool:
    while items and items[0][0] in (_c.ASSERT, _c.ASSERT_NOT):
        items = items[1:]
    if items and items[0][0] is _c.SUBPATTERN:
        return _boundary_first(list(items[0][1][-1]))
    if items and items[0][0] is _c.BRANCH:
        return all(_boundary_first(list(a)) for a in items[0][1][1])
    return _opens_with_boundary(items)


# At most this many start literals per pattern (each is a key of the matcher's automaton).
MAX_START_LITERALS = 1024
_REPEATS = (_c.MAX_REPEAT, _c.MIN_REPEAT)


def start_literals(pattern: str) -> set[str] | None:
    """Literal strings one of which every match of ``pattern`` starts with, as long as they
    stay few (``MAX_START_LITERALS``), none the start of another; None: unknown.

    Deeper than :func:`prefix_literals` (through optional words and larger alternations):
    "in toy", "in a toy", "on toy" rather than "in ", which occurs everywhere, so a pattern
    is tried where it can match, not at every "in ".
    """
    parsed = _parsed(pattern)
    if parsed.state.flags & _c.SRE_FLAG_IGNORECASE:
        return None
    found, _ = _starts(parsed)
    if not found or any(len(f) < 2 or not f.strip() or not core(f) for f in found):
        return None
    # sorted, a string's extensions follow it: only the last one kept can start the next
    kept: list[str] = []
    for f in sorted(found):
        if not kept or not f.startswith(kept[-1]):
            kept.append(f)
    return set(kept)


def _starts(items) -> tuple[set[str], bool]:
    """Strings one of which starts every match of the sequence ``items``, and whether they
    are the whole match (zero-width items, which the regex still checks, are skipped).

    Spelled out as far as they stay few; where that stops short ("we " before a choice of
    up to two adverbs and then a verb: thousands of strings), through the first optional
    repeat one word deep when that is deeper (:func:`_through_optional`)."""
    items = list(items)
    spelled = _spelled_starts(items)
    if spelled[1]:
        return spelled
    deeper = _through_optional(items)
    if deeper and min(map(len, deeper)) > min(map(len, spelled[0])):
        return deeper, False
    return spelled


def _spelled_starts(items: list) -> tuple[set[str], bool]:
    run = {""}
    for op, av in items:
        if op in (_c.AT, _c.ASSERT, _c.ASSERT_NOT):
            continue
        options = _item_starts(op, av)
        if options is None or len(run) * len(options[0]) > MAX_START_LITERALS:
            return run, False
        run = {r + x for r in run for x in options[0]}
        if not options[1]:
            return run, False
    return run, True


def _through_optional(items: list) -> set[str] | None:
    """Starts of ``items`` at its first optional repeat ("(?:(?:also|then) ){0,2}"): what
    comes before it, then either the repeat's start ("we also", "we then") or, where the
    repeat is left out, the start of what follows it ("we prove").  Too many of them ("a
    global", ..., "the stability results are"), each is cut after its first word ("the
    stability "): fewer, still the start of every match (speed68).  None: not deeper."""
    for k, (op, av) in enumerate(items):
        if op in _REPEATS and av[0] == 0:
            run, whole = _spelled_starts(items[:k])
            if not whole:
                return None
            options = _starts(av[2])[0] | _starts(items[k + 1:])[0]
            if len(run) * len(options) > MAX_START_LITERALS:
                options = {o[:o.find(" ", 1) + 1] or o for o in options}
            out = {r + x for r in run for x in options}
            return out if "" not in options and len(out) <= MAX_START_LITERALS else None
    return None


def _item_starts(op, av) -> tuple[set[str], bool] | None:
    """:func:`_starts` of one item; None: any text may start it."""
    if op is _c.LITERAL:
        return {chr(av)}, True
    if op is _c.IN and len(av) <= 4 and all(o is _c.LITERAL for o, _ in av):
        return {chr(v) for _, v in av}, True
    if op is _c.SUBPATTERN:
        return None if av[1] & _c.SRE_FLAG_IGNORECASE else _starts(av[-1])
    if op is _c.BRANCH:
        alternatives = [_starts(a) for a in av[1]]
        union = set().union(*(a[0] for a in alternatives))
        return (union, all(a[1] for a in alternatives)) if len(union) <= MAX_START_LITERALS \
            else None
    if op in _REPEATS and av[1] <= 2:  # x?, x{0,2}, x{1,2}: each count spelled out
        body, whole = _starts(av[2])
        if not whole:
            return (body if av[0] else {""}), False
        out, power = ({""} if av[0] == 0 else set()), {""}
        for count in range(1, av[1] + 1):
            power = {a + b for a in power for b in body}
            if len(out) + len(power) > MAX_START_LITERALS:
                return None
            if count >= av[0]:
                out |= power
        return out, True
    if op in _REPEATS and av[0] >= 1:  # x+, x{2,}: starts as x does
        return _starts(av[2])[0], False
    return None


def can_be_empty(pattern: str) -> bool:
    """Whether ``pattern`` may match the empty string (then only a real scan finds what
    ``finditer`` finds)."""
    return _parsed(pattern).getwidth()[0] == 0


# A greedy repeat of one character class: "[\w-]+", "\w*", "[^\s.;:()]+".
_GREEDY_CLASS = re.compile(r"(?<!\\)(?:\\w|\\S|\[(?:\\.|[^\]\\])*\])[+*](?![+*?])")
_POSSESSIVE_REPEAT = getattr(_c, "POSSESSIVE_REPEAT", None)  # (Python 3.11 on)


def possessive(pattern: str) -> str:
    r"""``pattern`` with each greedy repeat of one character class that is followed by
    what the class cannot start made possessive (``(?:[\w-]+ ){0,4}?`` becomes
    ``(?:[\w-]++ ){0,4}?``): the same matches, found with less backtracking.

    Why the same: giving back a character of such a repeat puts a character of the class
    where what follows must start, so it fails at once; every match the regex can reach
    goes on from the longest run, which is all a possessive repeat tries.  A lazy word gap
    ("X (?:[\w-]+ ){0,10}? Y") fails at up to eleven counts of words before it gives up,
    and each failed count gave back every character of every word one at a time.

    Each rewrite is checked against the original's parse tree (:func:`_same_but_possessive`:
    only that repeat differs, and every string its sequence goes on with starts with a
    character the class rejects); a repeat that fails the check stays as written.
    """
    out = pattern
    if _POSSESSIVE_REPEAT is None:  # (before Python 3.11: no possessive repeats)
        return pattern
    # every repeat rewritten at once, each one's check read from that one tree (a parse per
    # rewrite was most of the typing process's start-up, perf53); where the trees do not
    # pair a possessive repeat with each rewrite, one rewrite at a time as before
    cuts = [0] + [m.end() for m in _GREEDY_CLASS.finditer(pattern)] + [len(pattern)]
    kept: list[bool] = []
    with contextlib.suppress(re.error):
        if len(cuts) > 2 and _possessive_checks(_parsed(pattern), _parsed("+".join(
                pattern[a:b] for a, b in zip(cuts, cuts[1:], strict=False))), kept) \
                and len(kept) == len(cuts) - 2:
            return "".join(pattern[a:b] + ("+" if ok else "") for a, b, ok
                           in zip(cuts, cuts[1:], kept + [False], strict=False))
    for m in reversed(list(_GREEDY_CLASS.finditer(pattern))):
        candidate = out[:m.end()] + "+" + out[m.end():]
        if _same_but_possessive(_parsed(pattern), _parsed(candidate)):
            out = candidate
    return out


def _same_but_possessive(a: Any, b: Any) -> bool:
    """Whether parse tree ``b`` is ``a`` with only greedy repeats of one character class
    made possessive, each followed in its sequence by a literal the class cannot match."""
    kept: list[bool] = []
    return _possessive_checks(a, b, kept) and all(kept)


def _possessive_checks(a: Any, b: Any, kept: list[bool]) -> bool:
    """Whether tree ``b`` is ``a`` with only greedy repeats made possessive, each one's check
    (:func:`_rejects`, as :func:`_same_but_possessive` asks it) put in ``kept`` in text order."""
    if isinstance(a, _parser.SubPattern):
        if not isinstance(b, _parser.SubPattern) or len(a.data) != len(b.data):
            return False
        items: list[Any] = a.data
        others: list[Any] = b.data
        for k, ((op, av), (op2, av2)) in enumerate(zip(items, others, strict=True)):
            if op is _c.MAX_REPEAT and op2 is _POSSESSIVE_REPEAT:
                if not (av[:2] == av2[:2] and _same_but_possessive(av[2], av2[2])):
                    return False
                kept.append(_rejects(av[2], items[k + 1:]))
            elif op is not op2 or not _possessive_checks(av, av2, kept):
                return False
        return True
    if isinstance(a, (list, tuple)):
        return isinstance(b, type(a)) and len(a) == len(b) \
            and all(_possessive_checks(x, y, kept) for x, y in zip(a, b, strict=True))
    return type(a) is type(b) and a == b


def _rejects(body: Any, rest: list[Any]) -> bool:
    """Whether ``body`` is one character that can never be the first of what follows it in
    its sequence (``rest``: each of its matches starts with a known non-empty string)."""
    if len(body.data) != 1 or body.getwidth() != (1, 1):
        return False
    found, _ = _starts(rest)
    if not found or "" in found:
        return False  # what follows may start outside this sequence: not known here
    single = _compiler.compile(body)
    return all(single.fullmatch(s[0]) is None for s in found)
