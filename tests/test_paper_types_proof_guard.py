"""Wave 43: the proof-word guards of outcomes, rivals and demonstrations, in one module.

``analysis.paper_types.proof_guard`` holds the one list of a proof's words and what each
family reads besides, as named parameters; each family registers its patterns.  The cues
are unchanged on every corpus abstract (bench/paper_types/cue_digest.py, RESULTS.md, wave
43); these tests pin which family is read how and the words each one adds.
"""

from __future__ import annotations

import re

import pytest

from analysis.paper_types import (
    advances,
    apparatus,
    backgrounds,
    blindforms66,
    blindforms67,
    blindforms70,
    capable,
    checkruns,
    checks,
    comparedruns,
    contests,
    demonstrations,
    exhibits,
    exp68,
    exp69,
    exp70,
    exp71,
    hardruns,
    measured,
    outcomes,
    pastruns,
    plainruns,
    plans,
    possible,
    practice,
    presentruns,
    proof_guard,
    reportedruns,
    reports,
    rivals,
    showings,
    theory_words,
    trials,
    types68,
    usedruns,
    wordedruns,
)
from analysis.paper_types.cues import find_cues
from analysis.paper_types.literals import _parser, at_word_start
from analysis.text import clean_text
from tests.planted_types import THEORY
from tests.test_paper_types_wave39 import _unbounded_repeats


def test_every_family_is_read_by_its_guard():
    expected = {p: proof_guard.OUTCOME for p, _ in outcomes.EMPIRICAL}
    expected |= {p: proof_guard.RIVAL for p, _ in rivals.EMPIRICAL}
    expected[reports.COMPARED] = proof_guard.RIVAL
    expected |= {p: proof_guard.DEMONSTRATION for p in demonstrations.GUARDED}
    expected |= {p: proof_guard.GAIN for p in demonstrations.GAINS}
    expected |= {p: proof_guard.ASSUMED for p in demonstrations.MODELLED}
    for p, _ in practice.EMPIRICAL:  # (practice's patterns are read as written and as cues wrap them)
        expected[p] = expected[at_word_start(p)] = (
            proof_guard.DEMONSTRATION if p == practice.ON_DATA else proof_guard.PRACTICE)
    expected |= {p: checks.CHECKED for p, _ in checks.EMPIRICAL}  # wave 44
    expected |= {p: contests.CLOCKED if (p, w) in contests._CLOCKS else proof_guard.RIVAL
                 for p, w in contests.RIVALLED}  # wave 45 (and its reader)
    expected |= {p: contests.IMPROVED_GUARD for p, _ in contests.IMPROVED}
    expected |= {p: contests.PEOPLE for p, _ in contests.PEOPLE_PATTERNS}
    # wave 46: a comparison a theory predicts; "efficient in practice" read as runs in practice
    expected |= {q: g for p, g in theory_words.GUARDED.items() for q in (p, at_word_start(p))}
    expected |= {q: proof_guard.PRACTICE for p, _ in apparatus.EMPIRICAL
                 if p.endswith(r"scalable) in practice\b") for q in (p, at_word_start(p))}
    expected |= {p: proof_guard.DEMONSTRATION for p, _ in showings.DEMONSTRATED}  # wave 47
    expected |= {p: proof_guard.RIVAL for p, _ in showings.RIVALLED}
    expected |= {p: proof_guard.DEMONSTRATION for p, _ in plainruns.PLAIN}  # wave 48
    expected |= {p: proof_guard.RIVAL for p, _ in plainruns.RIVALS}
    expected |= {p: proof_guard.RIVAL for p, _ in checkruns.RIVALLED}  # wave 49
    expected |= {p: proof_guard.DEMONSTRATION for p, _ in checkruns.SHOWN}
    expected |= {p: checkruns.MODELLED for p, _ in checkruns.MEASURED}
    expected |= {p: checkruns.PRACTICAL for p, _ in checkruns.PRACTICE}
    expected |= {p: hardruns.PERFORMED for p, _ in hardruns.EXECUTED}  # wave 50 (its reader)
    expected |= {p: hardruns.SPECIFIED for p, _ in hardruns.CAPABLE}
    expected |= {p: hardruns.VALIDATED for p, _ in hardruns.VALIDATES}
    expected |= {p: proof_guard.RIVAL for p, _ in hardruns.SETTINGS}
    expected |= {p: proof_guard.GAIN for p, _ in exhibits.IMPLEMENTED[:1]}  # wave 53b
    expected |= {p: proof_guard.DEMONSTRATION for p, _ in exhibits.IMPLEMENTED[1:]}
    expected |= {p: exhibits.RESULTS_CLAIMED for p, _ in exhibits.RIVALLED[:1]}
    expected |= {p: proof_guard.OUTCOME for p, _ in exhibits.RIVALLED[1:]}
    expected |= {p: exhibits.IN_PRACTICE for p, _ in exhibits.PRACTISED}
    expected |= {p: proof_guard.DEMONSTRATION for p, _ in exhibits.FIELDED[:1]}
    expected |= {p: exhibits.DATA_READ for p, _ in exhibits.FIELDED[1:]}  # wave 53's second reader
    expected |= {p: theory_words.SCOPED for p, _ in apparatus.EMPIRICAL
                 if r"\bcompares? (?:very |quite |rather |most )?(?:well|favou?rably" in p}
    expected |= {q: plans.PLANNED for p, _ in trials.EMPIRICAL for q in (p, at_word_start(p))}  # wave 53
    expected |= {q: proof_guard.DEMONSTRATION for p, _ in capable.EMPIRICAL for q in (p, at_word_start(p))}
    expected |= {q: how for p, how in measured.GUARDED for q in (p, at_word_start(p))}  # wave 60
    expected |= {q: how for p, how in usedruns.GUARDED for q in (p, at_word_start(p))}  # wave 61
    expected |= {q: how for p, how in comparedruns.GUARDED for q in (p, at_word_start(p))}  # wave 62
    expected |= {q: how for p, how in pastruns.GUARDED for q in (p, at_word_start(p))}  # wave 63
    expected |= {q: how for p, how in presentruns.GUARDED for q in (p, at_word_start(p))}  # wave 64
    expected |= {q: how for p, how in wordedruns.GUARDED for q in (p, at_word_start(p))}  # wave 65
    expected |= {q: how for p, how in blindforms66.GUARDED for q in (p, at_word_start(p))}  # wave 66
    expected |= {q: how for p, how in reportedruns.GUARDED for q in (p, at_word_start(p))}  # wave 66
    expected |= {q: how for p, how in blindforms67.GUARDED for q in (p, at_word_start(p))}  # wave 67
    expected |= {q: how for p, how in exp68.GUARDED for q in (p, at_word_start(p))}  # wave 68 (exp68)
    expected |= {q: how for p, how in exp69.GUARDED for q in (p, at_word_start(p))}  # wave 69 (exp69)
    expected |= {q: how for p, how in exp70.GUARDED for q in (p, at_word_start(p))}  # wave 70 (exp70)
    expected |= {q: how for p, how in exp71.GUARDED for q in (p, at_word_start(p))}  # wave 71 (exp71)
    expected |= {q: how for p, how in blindforms70.GUARDED for q in (p, at_word_start(p))}  # wave 70 (label70)
    for p, how in advances.GUARDED + backgrounds.GUARDED:  # wave 59: older cues, no guard before
        for q in dict.fromkeys((p, at_word_start(p))):
            expected[q] = how if q not in expected else proof_guard.Either((expected[q], how))
    for p, how in possible.GUARDED:  # wave 54: added to what they had
        for q in dict.fromkeys((p, at_word_start(p))):
            expected[q] = proof_guard.Either((expected[q], how))
    for p, how in plans.GUARDED:  # wave 51: older cues' guards, added to what they had
        for q in dict.fromkeys((p, at_word_start(p))):
            expected[q] = how if q not in expected else proof_guard.Either((expected[q], how))
    for p, how in types68.GUARDED:  # session 68: older cues, added to what they had
        for q in dict.fromkeys((p, at_word_start(p))):
            expected[q] = how if q not in expected else proof_guard.Either((expected[q], how))
    assert {p: g for p, g in proof_guard._GUARDS.items() if p in expected} == expected
    assert set(proof_guard._GUARDS) == set(expected)  # (no pattern of theirs is re-wrapped)


@pytest.mark.parametrize(("word", "outcome", "rival", "demonstration"), [
    ("we prove that", True, True, True),
    ("as the lemma implies,", True, True, True),
    ("it is guaranteed that", True, True, False),   # a guarantee: a bound's measure for rivals
    ("provably,", False, True, True),
    ("asymptotically,", False, True, True),
    ("theoretically,", False, True, False),
    ("the regret", False, True, False),
    ("we explain why", False, True, False),
    ("we show that", False, False, False),
])
def test_each_family_reads_the_proof_words_and_its_own(word, outcome, rival, demonstration):
    low = f"{word} x y z"
    assert [bool(g.words.search(low)) for g in (proof_guard.OUTCOME, proof_guard.RIVAL,
                                               proof_guard.DEMONSTRATION)] == [
        outcome, rival, demonstration]


def test_the_guards_read_their_sentence_only_and_within_reach():
    text = clean_text(f"{THEORY} We prove a bound. Our method attains lower test error than "
                      "the plug-in rule.")
    notes = [c.note for c in find_cues(text).cues if "lower test error" in c.shown().lower()]
    assert notes and "a proved claim, no run" not in notes
    far = clean_text(f"{THEORY} We prove that, {'with one more word, ' * 20}our method attains "
                     "lower test error than the plug-in rule.")
    notes = [c.note for c in find_cues(far).cues if "lower test error" in c.shown().lower()]
    assert notes and "a proved claim, no run" not in notes  # 400 characters after "prove"
    near = clean_text(f"{THEORY} We prove that our method attains lower test error than the "
                      "plug-in rule.")
    notes = [c.note for c in find_cues(near).cues if "lower test error" in c.shown().lower()]
    assert "a proved claim, no run" in notes


def test_the_guards_patterns_are_bounded():
    for g in (proof_guard.OUTCOME, proof_guard.RIVAL, proof_guard.DEMONSTRATION,
              proof_guard.GAIN, proof_guard.ASSUMED):
        for rx in (g.words, g.clause, g.inside, g.measure, g.first, g.run):
            if rx is not None:
                assert all(what == "one class"
                           for what, _ in _unbounded_repeats(_parser.parse(rx.pattern)))
                assert not re.findall(r"\{\d*,\d*\}", rx.pattern)
