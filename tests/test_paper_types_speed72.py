"""speed72's matcher shortcuts give exactly what the matcher gave without them.

Two exact cuts of :class:`analysis.paper_types.matcher.GatedPatterns`' work (typing CPU,
issue 12), each read from a pattern's parse tree, none from data:

* a scanned pattern that can start only at the text's start or right after one of a few
  strings (its leading look-behinds, ``(?:^|(?<=[.;?!] ))...``) is tried only at those
  places (:func:`~analysis.paper_types.matcher.clause_starts`, ``_after``), not at every
  character of the sentence;
* a scanned pattern is scanned only over the sentences holding one of a further set of its
  necessary literals (:func:`~analysis.paper_types.matcher.further_literals`), besides the
  one it is looked up by.

Each is checked against the same matcher with the shortcut off (the list of matches, in
order) on planted texts at the shortcuts' edges and on real abstracts, and the parts on
their own against ``finditer``.
"""

from __future__ import annotations

import json
import random
import re

import pytest

from analysis.paper_types import cues
from analysis.paper_types.literals import _c, _parser
from analysis.paper_types.matcher import (
    FURTHER,
    GatedPatterns,
    _after,
    clause_starts,
    further_literals,
)
from analysis.text import clean_text
from tests.data_paths import corpora_root
from tests.test_paper_types_speed71 import _covered


def _plain(gated: GatedPatterns) -> GatedPatterns:
    """``gated`` with speed72's shortcuts off (also_holds's declarations kept)."""
    plain = GatedPatterns(gated.sources, sorted(gated.initial))
    plain._unread = {}  # (nothing read as it scans)
    plain.after = {}
    plain.further = {i: FURTHER[p] for i, p in enumerate(plain.sources)
                     if i in plain.further and p in FURTHER}
    return plain


_PLAIN_CUES: list[GatedPatterns] = []


def _plain_cues() -> GatedPatterns:
    if not _PLAIN_CUES:
        _PLAIN_CUES.append(_plain(cues._CUES))
    return _PLAIN_CUES[0]


def _listed(gated: GatedPatterns, low: str, starts: list[int]) -> list[tuple[int, int, int]]:
    return [(i, *m.span()) for i, m in gated.matches(low, starts)]


# --- clause_starts: where a pattern's matches can start -------------------------------------

@pytest.mark.parametrize(("pattern", "expected"), [
    (r"(?:^|(?<=[.;?!] ))we show", (True, ("! ", ". ", "; ", "? "))),
    (r"(?:(?<=tests, )|(?<=tests ))it (?:is|was) proved", (False, ("tests ", "tests, "))),
    (r"(?<=\d)(?:%| percent)", None),                 # a class of many characters
    (r"^(?:a|the) theory of", (True, ())),
    (r"(?:^|(?<=[.!?] )|(?<=[.!?]\) ))future work", (True, ("! ", "!) ", ". ", ".) ", "? ",
                                                            "?) "))),
    (r"\bwe show", None),
    (r"(?:^|we )show", None),                        # a branch with no fixed start
    (r"(?<!prior )\bwork", None),                    # a negative look-behind says nowhere
    (r"(?:^|(?<=; ))x*", None),                      # may match empty
    (r"(?im)(?:^|(?<=; ))we", None),                 # "^" after every newline, cases folded
    (r"(?:^|(?<=(?:a|b) ))we", (True, ("a ", "b "))),  # (parsed as a class)
    (r"(?:^|(?<=(?:ab|cd) ))we", None),             # alternatives inside the look-behind
])
def test_clause_starts_reads_the_opening(pattern: str, expected) -> None:
    assert clause_starts(re.compile(pattern)) == expected


def _finditer(pattern: re.Pattern, text: str, bounds: list[int], rows) -> list[tuple[int, int]]:
    return [m.span() for k in rows for m in pattern.finditer(text, bounds[k], bounds[k + 1])]


_AFTER_TEXTS = [
    # a look-behind's string across the sentence's start, at the text's start, at its end
    ("we show that it converges. we show that; we show that it holds. we show",
     r"(?:^|(?<=[.;?!] ))we show(?: that)?"),
    # "field tests " and "tests " end at one place; adjacent and overlapping candidates
    ("field tests it was proved. tests, it is proved tests it was proved it was proved.",
     r"(?:(?<=field tests )|(?<=tests )|(?<=tests, )|(?<=proved ))it (?:is|was) proved"),
    # a match running over the next candidate: the next is tried from its end on
    ("a; b; c; d. e; f", r"(?:^|(?<=; ))[a-z](?:; [a-z])?"),
    ("", r"(?:^|(?<=; ))x"),
    ("; ; ;", r"(?:^|(?<=; ));"),
]


@pytest.mark.parametrize(("text", "pattern"), _AFTER_TEXTS)
def test_after_finds_what_finditer_finds_in_each_sentence(text: str, pattern: str) -> None:
    compiled = re.compile(pattern)
    after = clause_starts(compiled)
    assert after is not None
    for starts in ([0], [0, text.find(". ") + 2] if ". " in text else [0],
                   sorted({0, *range(3, len(text), 5)})):
        bounds = list(starts) + [len(text)]
        for rows in (range(len(starts)), range(1, len(starts)), [len(starts) - 1]):
            got = [m.span() for _, m in _after(0, compiled.match, after, text, rows, bounds)]
            assert got == _finditer(compiled, text, bounds, rows), (text, starts, list(rows))


def test_the_cue_patterns_read_as_starting_after_clause_marks_are_live() -> None:
    """The shortcut is used (two of the cue patterns open at a clause's start)."""
    opened = [cues._CUES.sources[i] for i in cues._CUES.read_all().after]
    assert any(p.startswith("(?:^|(?<=[.;?!] ))") for p in opened)
    assert all(cues._CUES.read_all().after[i] == clause_starts(cues._CUES.run[i])
               for i in cues._CUES.read_all().after)


# --- further literals: a second set every match holds ---------------------------------------

@pytest.mark.parametrize(("pattern", "known", "expected"), [
    (r"\bthe (?:\w+ )?data (?:were|was) collected\b", {"the "}, {"data w"}),  # the first best
    (r"\bwe (?:prove|show) that\b", {"that"}, {"prove", "show"}),
    (r"(?i)\bwe show that", {"that"}, None),          # cases folded: no literal holds
    (r"\bthat\b", {"that"}, None),                    # nothing beyond what it is found by
    (r"\b\w+x\b", set(), None),                       # one letter says nothing
])
def test_further_literals(pattern: str, known: set[str], expected) -> None:
    assert further_literals(re.compile(pattern), known) == expected


_REPEATS = (_c.MAX_REPEAT, _c.MIN_REPEAT, getattr(_c, "POSSESSIVE_REPEAT", None))


def _covers(items, literals) -> bool:
    """speed71's cover check (``_covered``: a literal run every match holds, through groups,
    repeats of at least one and alternations all of whose branches hold one), with a class
    of a few characters ("[- ]") read as each of them."""
    runs = {""}
    for op, av in list(items) + [(None, None)]:
        if op is _c.LITERAL:
            runs = {r + chr(av) for r in runs}
            continue
        if op is _c.IN and len(av) <= 3 and all(o is _c.LITERAL for o, _ in av):
            runs = {r + chr(v) for r in runs for _, v in av}
            continue
        if all(any(lit in r for lit in literals) for r in runs):
            return True
        runs = {""}
        if op is _c.SUBPATTERN and _covers(av[-1], literals):
            return True
        if op in _REPEATS and av[0] >= 1 and _covers(av[2], literals):
            return True
        if op is _c.BRANCH and all(_covers(alt, literals) for alt in av[1]):
            return True
    return False


def test_the_cover_check_rejects_what_a_match_can_do_without() -> None:
    assert _covered(_parser.parse(r"\bwe (?:prove|show) that"), ("prove", "show"))
    assert _covers(_parser.parse(r"eye[- ]tracking"), ("eye tracking", "eye-tracking"))
    assert not _covers(_parser.parse(r"eye[- ]tracking"), ("eye tracking",))
    assert not _covers(_parser.parse(r"(?:than )?existing"), ("than",))
    assert not _covers(_parser.parse(r"\b(?:than|better) x"), ("than",))


def test_every_further_set_is_held_by_every_match_by_the_parse_tree() -> None:
    gated = cues._CUES.read_all()
    auto = {i: lits for i, lits in gated.further.items() if gated.sources[i] not in FURTHER}
    assert len(auto) >= 10
    for i, lits in auto.items():
        assert _covers(_parser.parse(gated.run[i].pattern), lits), gated.sources[i][:80]


@pytest.mark.corpora
def test_every_further_set_is_held_by_every_match_on_real_and_planted_texts() -> None:
    """Each set the cue matcher scans by holds one of its strings in every match of its
    pattern (as ``finditer`` finds them, sentence by sentence) on texts holding any."""
    gated = cues._CUES.read_all()
    auto = {i: lits for i, lits in gated.further.items() if gated.sources[i] not in FURTHER}
    assert len(auto) >= 10
    texts = [t.lower() for t in _real_abstracts(200)] + [p.lower() for p in PLANTED]
    seen = 0
    for i, lits in auto.items():
        for text in texts:
            for m in gated.run[i].finditer(text):
                seen += 1
                assert any(lit in m.group() for lit in lits), (gated.sources[i], m.group())
    assert seen > 0


# --- the whole matcher against itself without the shortcuts ---------------------------------

PLANTED = [
    "We show that the estimator converges under mild conditions; we prove that it is "
    "consistent. Experiments, it was proved, hold. Field tests it was proved again.",
    "Our theoretical analysis and experiments confirm it. Random runs ran quickly; we ran "
    "the solver and baselines ran in 3 seconds. Transformers were trained.",
    "We conducted a behavioural experiment with 20 participants. Eye-tracking studies "
    "followed. The robot proved able to climb. Drones prove capable of flight.",
    "Many prior works proved bounds. Future work will study it. As shown in Theorem 1, "
    "the rate follows. We show, theoretically, that the method converges.",
    "(we prove that the estimator converges) and (we evaluate it on imagenet). "
    "\u2211we show that the bound is tight. \u00b5we prove that it converges.",
    "",
    "a",
]


@pytest.mark.parametrize("text", PLANTED)
def test_the_cue_matcher_gives_what_it_gave_without_the_shortcuts(text: str) -> None:
    low, starts = text.lower(), cues.sentence_starts(text)
    assert _listed(cues._CUES, low, starts) == _listed(_plain_cues(), low, starts)


def test_the_title_matcher_gives_what_it_gave_without_the_shortcuts() -> None:
    plain = _plain(cues._TITLE_GATED.read_all())
    for title in ("A Theory of Deep Learning", "Towards a theory of everything",
                  "The theory of games", "lower bounds", ""):
        low = title.lower()
        assert _listed(cues._TITLE_GATED, low, [0]) == _listed(plain, low, [0])


def _real_abstracts(n: int) -> list[str]:
    files = sorted(corpora_root().rglob("*.json"))
    rng = random.Random(72)
    texts: list[str] = []
    for path in rng.sample(files, min(6, len(files))):
        records = json.loads(path.read_text("utf-8"))
        texts += [clean_text(r.get("abstract") or "") for r in records[: n // 6 + 1]]
    return [t for t in texts if t][:n]


@pytest.mark.corpora
def test_the_cue_matcher_gives_what_it_gave_without_the_shortcuts_on_real_abstracts() -> None:
    """600 real abstracts of six corpus files, whole and cut mid-word: the same matches,
    in the same order; and the shortcuts are used on them."""
    texts = _real_abstracts(600)
    assert len(texts) > 300
    plain = _plain_cues()
    for text in texts + [t[k:] for t in texts[:20] for k in (1, 7)]:
        low, starts = text.lower(), cues.sentence_starts(text)
        assert _listed(cues._CUES, low, starts) == _listed(plain, low, starts), text[:200]
    lows = [t.lower() for t in texts]
    assert any("; we show that" in low or ". we show that" in low for low in lows)
    assert cues._CUES.read_all().after and len(cues._CUES.further) > len(
        {p for p in cues._CUES.sources if p in FURTHER})
