"""Run a few hundred regular expressions over many short texts quickly.

Python's ``re`` tries every alternative at every position, so scanning ~150 phrase
patterns over every abstract costs milliseconds per abstract.  Most patterns cannot
match without some literal ("regret ", "experiment"), found from the pattern's parse
tree: a pattern whose matches all *start* with a known literal is tried only where that
literal occurs (``Pattern.match``), any other pattern is scanned only over the sentences
holding one of its *necessary* literals, and which literals a text holds is read from
its word tokens through a per-token cache (:class:`TokenIndex`).  The result is the set
of matches a plain ``finditer`` per pattern would give (tested in
``tests/test_paper_types.py``).
"""

from __future__ import annotations

import os
import re
from bisect import bisect_right
from collections.abc import Sequence

try:  # the regex parser (re._parser since 3.11; sre_parse before)
    from re import _constants as _c
    from re import _parser
except ImportError:  # pragma: no cover
    import sre_constants as _c  # type: ignore[no-redef]
    import sre_parse as _parser  # type: ignore[no-redef]


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
    """The longest alphanumeric run of a literal (what a word token must contain)."""
    return max(_TOKEN.findall(literal), key=len, default="")


class TokenIndex:
    """Which of a fixed set of keys occur inside the word tokens of a text, cached per token.

    A key (a literal's longest alphanumeric run) occurs in a text iff it occurs inside
    one of its alphanumeric tokens, and a corpus has far fewer distinct tokens than
    token occurrences, so each token is tested against the keys once.
    """

    def __init__(self, keys: Sequence[str] = ()):
        self.keys: frozenset[str] = frozenset()
        self.lengths: tuple[int, ...] = ()
        self._cache: dict[str, frozenset[str]] = {}
        self.add(keys)

    def add(self, keys: Sequence[str]) -> None:
        self.keys = self.keys | frozenset(keys)
        self.lengths = tuple(sorted({len(k) for k in self.keys}))
        self._cache.clear()

    def _lookup(self, token: str) -> frozenset[str]:
        """Keys inside ``token``: its substrings of the keys' lengths, looked up in a set."""
        n, keys = len(token), self.keys
        return frozenset(token[i:i + k] for k in self.lengths if k <= n
                         for i in range(n - k + 1) if token[i:i + k] in keys)

    def found(self, text: str) -> set[str]:
        """The keys that occur in ``text`` (already lower-cased)."""
        out: set[str] = set()
        cache = self._cache
        for token in set(text.split()):  # a key has no space, so it lies inside one token
            hit = cache.get(token)
            if hit is None:
                hit = self._lookup(token)
                if len(cache) > 1_000_000:
                    cache.clear()
                cache[token] = hit
            out |= hit
        return out


_WORDS = TokenIndex()


class GatedPatterns:
    """A list of regexes run only where they can match.

    Python's regex engine tries every alternative at every position, so a lexicon of a
    few hundred patterns scanned over every abstract costs milliseconds per abstract.
    Instead each pattern gets literals it cannot match without (from its parse tree):
    a pattern whose matches all start with a known literal is tried only at that
    literal's occurrences (``match``); any other is scanned (``finditer``) only over the
    sentences that hold one of its necessary literals; a pattern with neither runs on
    every sentence.  Which literals a text holds comes from the shared :class:`TokenIndex`.
    """

    def __init__(self, patterns: Sequence[str], index: TokenIndex = _WORDS):
        self.patterns = [re.compile(p) for p in patterns]
        self.always: list[int] = []          # no usable literal: scan every sentence
        self.by_core: dict[str, list[int]] = {}   # index key -> patterns it may activate
        self.prefixes: dict[int, tuple[str, ...]] = {}
        self.needed: dict[int, tuple[str, ...]] = {}
        for i, p in enumerate(patterns):
            needed, prefixes = necessary_literals(p), prefix_literals(p)
            if needed is None:
                needed = prefixes
            if needed is None or not all(_core(lit) for lit in needed):
                self.always.append(i)
                continue
            self.needed[i] = tuple(sorted(needed))
            if prefixes and all(_core(lit) for lit in prefixes):
                self.prefixes[i] = tuple(sorted(prefixes))
            for core in {_core(lit) for lit in needed}:
                self.by_core.setdefault(core, []).append(i)
        # prefix literal -> patterns anchored on it, grouped by the literal's index key
        grouped: dict[str, dict[str, list[int]]] = {}
        for i, lits in self.prefixes.items():
            for lit in lits:
                grouped.setdefault(_core(lit), {}).setdefault(lit, []).append(i)
        self.prefix_by_core = {c: [(lit, frozenset(ids)) for lit, ids in d.items()]
                               for c, d in grouped.items()}
        self.scanned = frozenset(self.needed) - frozenset(self.prefixes)
        self.index = index
        index.add(list(self.by_core) + list(self.prefix_by_core))

    def matches(self, text: str, starts: Sequence[int],
                cores: set[str] | None = None) -> list[tuple[int, re.Match]]:
        """(pattern index, match) of every match of every pattern, unordered, maybe overlapping."""
        if cores is None:
            cores = self.index.found(text)
        active: set[int] = set()
        for core in cores.intersection(self.by_core):
            active.update(self.by_core[core])
        bounds = list(starts) + [len(text)]
        out: list[tuple[int, re.Match]] = []
        patterns = self.patterns
        for core in cores.intersection(self.prefix_by_core):
            for lit, ids in self.prefix_by_core[core]:
                ids = ids & active
                if not ids:
                    continue
                pos = text.find(lit)
                while pos != -1:
                    end = bounds[bisect_right(starts, pos)]
                    for i in ids:
                        m = patterns[i].match(text, pos, end)
                        if m:
                            out.append((i, m))
                    pos = text.find(lit, pos + 1)
        scan: dict[int, set[int]] = {i: set(range(len(starts))) for i in self.always}
        for i in active & self.scanned:
            sentences = scan.setdefault(i, set())
            for lit in self.needed[i]:
                pos = text.find(lit)
                while pos != -1:
                    sentences.add(bisect_right(starts, pos) - 1)
                    pos = text.find(lit, pos + 1)
        for i, sentences in scan.items():
            pattern = self.patterns[i]
            for k in sentences:
                out.extend((i, m) for m in pattern.finditer(text, bounds[k], bounds[k + 1]))
        return out

    def spans(self, text: str, starts: Sequence[int],
              cores: set[str] | None = None) -> list[tuple[int, int]]:
        return [m.span() for _, m in self.matches(text, starts, cores)]
