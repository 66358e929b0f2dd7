"""Start literals cut after their first word where spelling them whole is too many (speed68).

A pattern opening with a common word and an optional list of modifiers ("the (global|
local|...)[, ]+{0,4} (stability|...) results are ...") had too many spellings through the
optional repeat, so it was keyed at "the ", "a ", "an " and tried some 15 times an abstract
(issue 12: the cue matcher's tries grew 30% over ~22 waves, bench/SCALE.md).  Each spelling
is now cut after its first word ("the stability ", "a global,"): still the start of every
match, so the matcher finds the same, tried only where the second word can start a match.
The rule is the literals' own, so a family added later is keyed the same way.
"""

from __future__ import annotations

import pytest

from analysis.paper_types import cues
from analysis.paper_types.literals import MAX_START_LITERALS, start_literals
from analysis.paper_types.matcher import GatedPatterns
from tests.test_paper_matcher import _gated, _reference

# a new family, as a rule helper might add one: 5 openers, 30 modifiers, 40 nouns, 4 heads
_OPENERS = ("a", "an", "the", "our", "several")
_MODIFIERS = [f"mod{k}" for k in range(30)]
_NOUNS = [f"noun{k}" for k in range(40)]
_FAMILY = (rf"\b(?:{'|'.join(_OPENERS)}) (?:(?:{'|'.join(_MODIFIERS)})[, ]+(?:and )?){{0,4}}"
           rf"(?:{'|'.join(_NOUNS)}) (?:results?|theorems?|proofs?|bounds?) (?:is|are) "
           r"(?:also |then )?(?:derived|proved|shown)\b")


def test_a_new_family_too_large_to_spell_is_keyed_at_its_second_word():
    found = start_literals(_FAMILY)
    # every opener with a modifier (then a comma or a space) or a noun (then a space)
    expected = {f"{o} {m}{c}" for o in _OPENERS for m in _MODIFIERS for c in (",", " ")}
    expected |= {f"{o} {n} " for o in _OPENERS for n in _NOUNS}
    assert found == expected
    assert len(expected) <= MAX_START_LITERALS
    assert not found & {f"{o} " for o in _OPENERS}  # never the bare opener (main: only those)


def test_the_deeper_keys_of_a_cue_family_already_shipped():
    """Cue 323's family ("a stability result is established") is keyed past "the "."""
    family = next(p for p in cues._CUES.sources
                  if p.startswith(r"\b(?:a|an|the|new|several|some|two|three) (?:(?:global|"))
    found = start_literals(family)
    assert "the stability " in found and "a global," in found and "two convergence " in found
    assert "the " not in found and "a " not in found


@pytest.mark.parametrize(("text", "n"), [
    ("The mod3, mod7 and noun5 results are derived. A noun1 bound is proved here.", 2),
    # four modifiers at most: the second claim has five
    ("Our mod1 mod2 mod3 mod4 noun2 theorems are also shown; the mod1 mod2 mod3 mod4 mod5 "
     "noun2 theorems are shown.", 1),
    ("Several noun39 proofs are then proved (the noun0 result is shown). an mod29,noun3 bound "
     "is derived.", 3),
    ("the the noun4 results are derived. theanoun4 results are derived. a noun4 results is", 1),
])
def test_the_matcher_finds_what_plain_searches_find_for_the_new_family(text, n):
    """Keyed deeper, the family is still found at every place a match starts (an anchored
    pattern: every match at every start), as the plain search finds it."""
    gated = GatedPatterns([_FAMILY])
    low, starts = text.lower(), cues.sentence_starts(text)
    found = _gated(gated, low, starts)
    assert found == _reference(gated, low, starts)
    assert sum(found.values()) == n


def test_the_shipped_cues_find_what_plain_searches_find_where_keyed_deeper():
    text = ("We prove that a global, local and uniform stability result is established. "
            "Two convergence theorems are formally derived; the new consistency proofs "
            "are given and the data were collected. Several existence criteria are shown.")
    low, starts = text.lower(), cues.sentence_starts(text)
    assert _gated(cues._CUES, low, starts) == _reference(cues._CUES, low, starts)
