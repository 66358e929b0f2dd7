"""A scanned pattern is scanned only over sentences holding a literal of each of its sets
(speed69, issue 12).

:func:`analysis.paper_types.literal_sets.literal_sets` reads every set of literals a
pattern's matches each hold one of; the matcher scans a scanned pattern only over the
sentences holding one of each.  New pattern families, planted here, get it from their own
text; the matches stay what each pattern's own search gives.
"""

from __future__ import annotations

import re

import pytest

from analysis.paper_types import matcher as mt
from analysis.paper_types.literal_sets import literal_sets
from analysis.paper_types.pattern_plans import analysed

# scanned: no start literal (a sentence-start look-behind); needs "that", "show"/"prove", "regret"
SHOWN = (r"(?:^|(?<=[.;?!] ))(?=[^.;?!]{0,80}?\b(?:show|prov))[^.;?!]{0,80}?"
         r"\b(?:we|they) (?:show|prove) that\b[^.;?!]{0,80}?\bregret\b")
# anchored at "we prove that ", and needs "minimax" (its sets are saved; its tries unchecked)
MINIMAX = r"\bwe prove that [^.]{0,60}?\bminimax\w*"
TEXT = ("we show that the method is fast. they prove that regret is small. "
        "we prove that it converges. we prove that the rate is minimax optimal. "
        "prior work shows that regret is large")


def test_every_part_of_the_sequence_gives_a_set():
    assert set(literal_sets(SHOWN)) == {frozenset({"regret"}), frozenset({" that"}),
                                        frozenset({"show", "prove"})}
    assert set(literal_sets(MINIMAX)) == {frozenset({"minimax"}), frozenset({"we prove that "})}
    # an alternation is one set; an optional part none; a case-blind pattern spells otherwise
    # (the most selective first: the longest shortest word)
    assert literal_sets(r"\b(?:alpha|beta) gamma(?: delta)?") == [frozenset({" gamma"}),
                                                                  frozenset({"alpha", "beta"})]
    assert literal_sets(r"(?i)\bregret bound") == []


def test_the_plans_keep_the_sets_the_lookup_does_not_hold():
    _, mode, literals, _, sets = analysed(SHOWN, False)
    assert (mode, literals) == ("scanned", frozenset({" that"}))
    assert set(sets) == {frozenset({"regret"}), frozenset({"show", "prove"})}
    _, mode, literals, _, sets = analysed(MINIMAX, False)
    assert (mode, literals, sets) == ("anchored", frozenset({"we prove that "}),
                                      (frozenset({"minimax"}),))


class _Counted:
    """A compiled pattern whose runs are counted (the sentence or place each starts at)."""

    def __init__(self, pattern: re.Pattern, calls: list) -> None:
        self.pattern, self._re, self._calls = pattern.pattern, pattern, calls

    def match(self, text, pos=0, endpos=None):
        self._calls.append(("match", self.pattern, pos))
        return self._re.match(text, pos, len(text) if endpos is None else endpos)

    def finditer(self, text, pos=0, endpos=None):
        self._calls.append(("finditer", self.pattern, pos))
        return self._re.finditer(text, pos, len(text) if endpos is None else endpos)


@pytest.fixture
def counted(monkeypatch):
    calls: list = []
    real = mt.compiled
    monkeypatch.setattr(mt, "compiled", lambda p: _Counted(real(p), calls))
    return calls


def _starts(text: str) -> list[int]:
    return [0] + [m.end() for m in re.finditer(r"\. ", text)]


def test_a_pattern_runs_only_in_the_sentences_holding_each_set(counted):
    gated = mt.GatedPatterns([SHOWN, MINIMAX])
    found = sorted((i, m.span()) for i, m in gated.matches(TEXT, _starts(TEXT)))
    # the matches are the patterns' own
    bounds = _starts(TEXT) + [len(TEXT)]
    minimax = re.compile(MINIMAX)
    own = sorted([(0, m.span()) for a, b in zip(bounds, bounds[1:], strict=False)
                  for m in re.compile(SHOWN).finditer(TEXT, a, b)]
                 + [(1, m.span()) for m in (minimax.match(TEXT, at.start())
                                            for at in re.finditer("we prove that ", TEXT)) if m])
    assert found == own and [i for i, _ in found] == [0, 1]
    # SHOWN is scanned over the two sentences holding " that", "show"/"prove" and "regret"
    # (not over all five holding " that"); MINIMAX tried at both "we prove that "
    scans = [pos for kind, p, pos in counted if p.startswith("(?:^|")]
    tries = [pos for kind, p, pos in counted if p.startswith(r"\bwe prove")]
    assert sorted(scans) == [TEXT.index("they prove"), TEXT.index("prior work")]
    assert tries == [TEXT.index("we prove that it"), TEXT.index("we prove that the rate")]
