"""How each cue pattern is run, read from its parse tree once and saved with the code.

:class:`~analysis.paper_types.matcher.GatedPatterns` runs each pattern by a *plan*: the
spelling that runs (:func:`~analysis.paper_types.literals.possessive`, a ``\\b`` after
look-behinds moved before them: :func:`boundary_first`), how it is looked
up (:func:`_mode`: anchored, sought, scanned or always, with its literals) and whether it
opens at a word boundary; the cues are first made to start at a word start
(:func:`~analysis.paper_types.literals.at_word_start`).  All are pure functions of the
pattern's text, Python's regex parser and the code that reads the tree, and deriving them
for the 449 patterns of :mod:`.cues` (821 parses) was 1.4 of the 2.3-2.6 s of CPU that
importing the cues cost the typing process on every run, for the same answers
(bench/PIPELINE.md, perf57).  So they are saved in ``data/pattern_plans.json``, one pattern a
line, keyed by the pattern as written, with the Python version (its parser) and a digest of
``literals.py`` and this module: with another of either, or a pattern not found there (a
lexicon edited and the file not remade), the pattern is analysed as before, so the file can
only save time, never change a match.  :mod:`.runplans` remakes the file (``python3 -m
analysis.paper_types.runplans`` after editing a lexicon), apart from this reader, which the
cue modules import: the command loads every cue module.
"""

from __future__ import annotations

import functools
import hashlib
import json
import re
import sys
from pathlib import Path

from analysis.paper_types import literals
from analysis.paper_types.literals import (
    at_word_start,
    can_be_empty,
    core,
    necessary_literals,
    possessive,
    prefix_literals,
    start_literals,
    starts_at_boundary,
)

PLANS_PATH = Path(__file__).resolve().parent / "data" / "pattern_plans.json"
#: the parser the saved plans were read with (another version's may differ: not used there)
PYTHON = f"{sys.version_info[0]}.{sys.version_info[1]}"
#: the code that reads them: saved plans are used only with the same (one edit there, and
#: every pattern is analysed again until the file is remade)
_CODE = (Path(literals.__file__), Path(__file__))

#: (pattern, initial) -> (what runs, mode, its literals or None, opens with \b)
Plan = tuple[str, str, "frozenset[str] | None", bool]

# what this process asked (the patterns --check and the remaking read: a fresh process's)
_ASKED_STARTS: dict[str, None] = {}
_ASKED_PLANS: dict[tuple[str, bool], None] = {}


def _mode(pattern: str, initial: bool) -> tuple[str, set[str] | None]:
    """How a pattern is run (what it finds depends on it, so it stays as it was), and the
    literals it is looked up by:

    * "anchored": every match at every place a start literal occurs (overlapping matches
      too): patterns whose every match starts with one of a few literals
      (:func:`~analysis.paper_types.literals.prefix_literals`) that are not too short;
    * otherwise what ``finditer`` finds in each sentence: "sought" by trying the pattern
      only where one of its start literals occurs, else "scanned" over the sentences
      holding a necessary literal, else "always" (every sentence); a sentence-initial
      pattern is tried once at the start of those sentences.

    A short start literal ("is", "to ") occurs everywhere; when every match also holds a
    long literal ("understood", "accuracy"), scanning the few sentences with it costs less
    than trying the pattern at every occurrence of the start.
    """
    needed, prefixes = necessary_literals(pattern), prefix_literals(pattern) or set()
    starts = start_literals(pattern)
    if prefixes and all(core(lit) for lit in prefixes) and not _rare_needed(prefixes, needed):
        return "anchored", starts or prefixes
    if starts and not initial and not can_be_empty(pattern) \
            and min(len(core(lit)) for lit in starts) >= 2 and not _rare_needed(starts, needed):
        return "sought", starts
    needed = needed or prefixes
    return ("scanned", needed) if needed and all(core(lit) for lit in needed) else ("always", None)


def _rare_needed(starts: set[str], needed: set[str] | None) -> bool:
    """A short start ("is", "to ") and a long necessary literal ("understood")."""
    if not needed:
        return False
    return min(len(core(lit)) for lit in starts) <= 3 and min(len(core(lit)) for lit in needed) >= 6


def analysed(pattern: str, initial: bool) -> Plan:
    """``pattern``'s plan, read from its parse tree now."""
    mode, literals = _mode(pattern, initial)
    return (boundary_first(possessive(pattern)), mode,
            None if literals is None else frozenset(literals), starts_at_boundary(pattern))


# look-behinds or look-aheads without groups inside, one after another, then \b (not repeated)
_LOOKS_THEN_BOUNDARY = re.compile(
    r"((?:\(\?<?[!=](?:[^()\[\]\\]|\\.|\[(?:[^\]\\]|\\.)*\])*\))+)\\b(?![*+?{])")


def boundary_first(pattern: str) -> str:
    """``pattern`` with the ``\b`` that follows its leading look-arounds moved before them:
    the same matches (assertions at one place, none consuming), but the engine, which
    tries a scanned pattern at every character, then fails at once inside a word instead of
    testing a dozen look-behinds first (``(?<!prior )...(?<!mesh )\b(?:...) analysis
    shows``: 65 against 35 us a sentence; perf61)."""
    m = _LOOKS_THEN_BOUNDARY.match(pattern)
    return pattern if m is None else r"\b" + m.group(1) + pattern[m.end():]


def _code() -> str:
    return hashlib.sha1(b"".join(path.read_bytes() for path in _CODE)).hexdigest()[:16]


@functools.cache
def _saved() -> tuple[dict[str, bool], dict[tuple[str, bool], Plan]]:
    try:
        data = json.loads(PLANS_PATH.read_text("utf-8"))
    except (OSError, ValueError):  # no file, or a broken one: every pattern analysed
        return {}, {}
    if data.get("python") != PYTHON or data.get("code") != _code():
        return {}, {}
    plans = {(p, bool(initial)): (p if run is None else run, mode,
                                  None if lits is None else frozenset(lits), bool(bounded))
             for p, initial, run, mode, lits, bounded in data["plans"]}
    return data["word_start"], plans


def _bounded(pattern: str, prefixed: bool) -> str:
    return rf"\b(?:{pattern})" if prefixed else pattern


def word_start(pattern: str) -> str:
    """:func:`~analysis.paper_types.literals.at_word_start`, saved (whether it prefixes ``\\b``)."""
    _ASKED_STARTS[pattern] = None
    prefixed = _saved()[0].get(pattern)
    return at_word_start(pattern) if prefixed is None else _bounded(pattern, prefixed)


def plan(pattern: str, initial: bool) -> Plan:
    """``pattern``'s plan (``initial``: it matches only at a sentence start), saved."""
    _ASKED_PLANS[(pattern, initial)] = None
    found = _saved()[1].get((pattern, initial))
    return analysed(pattern, initial) if found is None else found


def _fresh() -> dict:
    """What a fresh analysis of every pattern asked so far gives, as the file holds it."""
    plans = []
    for p, initial in sorted(_ASKED_PLANS):
        run, mode, literals, bounded = analysed(p, initial)
        plans.append([p, initial, None if run == p else run, mode,
                      None if literals is None else sorted(literals), bounded])
    starts = {p: at_word_start(p) != p for p in sorted(_ASKED_STARTS)}
    odd = [p for p, b in starts.items() if _bounded(p, b) != at_word_start(p)]
    if odd:  # (saved as a flag: at_word_start must only ever prepend \b(?:...))
        raise ValueError(f"{PLANS_PATH}: at_word_start rewrote {odd[0]!r} otherwise")
    return {"python": PYTHON, "code": _code(), "word_start": starts, "plans": plans}

