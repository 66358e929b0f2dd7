"""Issue 14, wave 52: hostile abstracts cost time linear in their length, with a small factor.

The guards read a window before each cue (:mod:`analysis.paper_types.proof_guard`,
:mod:`analysis.paper_types.negation`): on 40,000 characters of one repeated cue each window
was read by several patterns again and again (0.1-0.2 s; bench/paper_types/hostile.py,
RESULTS.md "Hostile inputs, wave 52").  Now a window's pattern runs only where one of its
necessary literals stands (``matcher.Windows``) and negation's cheap test reads one index
of the text's whole negator words.  What they answer is what the patterns answer (tested
here on every guard's pattern over planted texts and every window); the cost is counted in
calls, not timed.
"""

from __future__ import annotations

import random
import re
import sys

import pytest

from analysis.paper_types import negation, proof_guard
from analysis.paper_types.classify import classify_text
from analysis.paper_types.matcher import NEVER, WINDOWS, Windows
from analysis.text import clean_text

# the fragments over 0.1 s at 1c70840 (bench/paper_types/hostile.py)
HOSTILE = ["no theorem is proved ", "outperform state-of-the-art methods ",
           "compares favorably with existing methods ", "we do not run experiments ",
           "trials prove ", "participants were asked ", "validate the theory by simulating ",
           "is competitive with the state-of-the-art "]

TEXTS = [
    "we prove that no algorithm attains sublinear regret. experiments on imagenet, however, "
    "show that our method outperforms existing methods; the bound is tight if the data "
    "are separable, and we explain why theoretically motivated methods fail in practice.",
    "in our model, each job requires 5 s. assuming each message takes 1 ms, the protocol "
    "is competitive with the optimal offline solution (a corollary of lemma 2), but not "
    "without cost: participants were asked to rate it, cannot report, and then stop.",
    "".join(HOSTILE) * 3,
]


def _guard_patterns() -> list[re.Pattern]:
    import analysis.paper_types.cues  # noqa: F401  (the families register their guards)

    found: dict[str, re.Pattern] = {}

    def add(g: object) -> None:
        for inner in getattr(g, "guards", ()):
            add(inner)
        for value in vars(g).values() if hasattr(g, "__dict__") else ():
            if isinstance(value, re.Pattern):
                found[value.pattern] = value
        for name in ("words", "clause", "inside", "measure", "first", "run"):
            value = getattr(g, name, None)
            if isinstance(value, re.Pattern):
                found[value.pattern] = value

    for g in proof_guard._GUARDS.values():
        add(g)
    for p in proof_guard._COUNTED.values():
        found[p.pattern] = p
    found[negation.CLAIM.pattern] = negation.CLAIM
    found[negation.CLAUSE_BREAK.pattern] = negation.CLAUSE_BREAK
    return list(found.values())


def _spans(matches) -> list[tuple[int, int]]:
    return [m.span() for m in matches]


def test_windows_answer_what_the_patterns_answer():
    patterns = _guard_patterns()
    assert len(patterns) > 20
    rng = random.Random(52)
    for text in TEXTS:
        windows = [(a, b) for a in range(0, len(text), 7) for b in range(a, min(len(text), a + 320), 11)]
        for p in patterns:
            for a, b in rng.sample(windows, min(len(windows), 400)):
                m = WINDOWS.search(p, text, a, b)
                want = p.search(text, a, b)
                assert (m and m.span()) == (want and want.span()), (p.pattern[:60], a, b)
                assert _spans(WINDOWS.finditer(p, text, a, b)) == _spans(p.finditer(text, a, b))


class _Counted:
    """A pattern that counts how often it is run."""

    def __init__(self, pattern: str) -> None:
        self.compiled = re.compile(pattern)
        self.pattern, self.flags, self.runs = pattern, self.compiled.flags, 0

    def search(self, *args):
        self.runs += 1
        return self.compiled.search(*args)


def test_a_window_without_the_literals_runs_no_pattern():
    windows = Windows()
    p = _Counted(r"\b(?:experiment\w*|simulat\w*)\b")
    text = "no theorem is proved " * 50 + "we run experiments. " + "no theorem is proved " * 50
    hit = text.index("experiments")
    assert windows.search(p, text, 0, 300) is None
    assert windows.search(p, text, hit - 200, hit + 5) is None  # "experi" cut at the end
    assert p.runs == 0
    assert windows.search(p, text, hit - 200, hit + 11).group() == "experiments"
    assert windows.search(p, text, hit - 200, hit + 10).group() == "experiment"  # as re does
    assert p.runs == 2
    never = _Counted(NEVER)
    assert windows.search(never, text, 0, len(text)) is None and never.runs == 0
    # a case-folding pattern spells its literals otherwise: always run
    folded = _Counted(r"(?i)\bexperiments\b")
    assert windows.search(folded, "EXPERIMENTS", 0, 11) is not None and folded.runs == 1


def test_whole_negator_words_as_the_window_reads_them():
    words = sorted(negation.NEGATOR_WORDS) + ["cannot", "know", "nothing", "snot", "x"]
    rng = random.Random(52)
    for _ in range(300):
        low = "".join(rng.choice(words) + rng.choice([" ", "-", "", ". ", "1"])
                      for _ in range(rng.randint(0, 30)))
        for _ in range(30):
            a = rng.randint(0, len(low))
            b = rng.randint(a, len(low))
            want = not negation.NEGATOR_WORDS.isdisjoint(negation._LETTERS.findall(low, a, b))
            assert negation._NEGATOR_WORDS.near(low, a, b) == want, (low[a:b], a, b)


@pytest.mark.parametrize(("text", "negated"), [
    ("We do not run experiments on real data.", True),
    ("The method works without any experiments.", True),
    ("Experiments show no degradation.", False),          # the negator follows the cue
    ("We prove that no experiments are needed.", False),  # a claim before it keeps it
    ("Cannot experiments run?", False),  # "not" inside a word is no negator word, as before
])
def test_negation_reads_as_before(text, negated):
    low = clean_text(text).lower()
    start = low.index("experiments")
    assert bool(negation.negator(low, start, 0, start + 11)) == negated


def _calls(text: str) -> int:
    """Python and C function calls made while one abstract is classified."""
    count = 0

    def profile(frame, event, arg):
        nonlocal count
        if event in ("call", "c_call"):
            count += 1

    sys.setprofile(profile)
    try:
        classify_text(text, "", text)
    finally:
        sys.setprofile(None)
    return count


@pytest.mark.parametrize("fragment", HOSTILE)
def test_hostile_cost_grows_linearly(fragment):
    """Twice the text, at most 2.5 times the calls: no guard reads more per cue as the text
    grows (the calls are counted, not timed)."""
    def made(size: int) -> str:
        return clean_text((fragment * (size // len(fragment) + 1))[:size])

    classify_text("We prove a bound.")
    small, large = _calls(made(4_000)), _calls(made(8_000))
    assert large <= 2.5 * small, (small, large)


def test_guard_windows_of_a_hostile_text_run_few_patterns():
    """40 repeats of a guarded cue whose windows hold none of the guards' words: the
    guards' and the claim's patterns run on few of them (before wave 52, several each)."""
    text = clean_text("outperform state-of-the-art methods " * 40 + "no theorem is proved " * 40)
    guards = {p.pattern for p in _guard_patterns()}
    runs = 0

    def profile(frame, event, arg):
        nonlocal runs
        if event == "c_call" and getattr(arg, "__name__", "") in ("search", "finditer") \
                and getattr(getattr(arg, "__self__", None), "pattern", None) in guards:
            runs += 1

    classify_text("We prove a bound.")
    sys.setprofile(profile)
    try:
        classify_text(text, "", text)
    finally:
        sys.setprofile(None)
    assert runs < 40, runs


def test_two_threads_typing_at_once_do_not_read_each_others_text(monkeypatch):
    """The windows' index is per thread: a thread that indexed its text while another
    thread read a second text (a Dask worker of several threads types two partitions at
    once) stored its index where the other found it, and that thread then answered for
    its own text from the first text's positions."""
    import threading

    pattern = re.compile(r"\bexperiments?\b")
    first = "we prove a bound. " * 30 + "experiments on imagenet. " * 10
    second = "experiments on imagenet. " * 10 + "we prove a bound. " * 30
    windows = Windows()
    paused, resume = threading.Event(), threading.Event()
    index = Windows._index

    def slow_index(literals, text):
        out = index(literals, text)
        if text is first:  # the first thread pauses between indexing and storing
            paused.set()
            resume.wait(5)
        return out

    monkeypatch.setattr(Windows, "_index", staticmethod(slow_index))

    def read(text: str) -> list[bool]:
        return [windows.possible(pattern, text, k, k + 20) for k in range(0, len(text) - 20, 7)]

    answers: dict[str, list[bool]] = {}
    # the first thread reads windows.DIRECT + 1 windows: the last one indexes its text
    one = threading.Thread(target=lambda: answers.setdefault("first", [
        windows.possible(pattern, first, k, k + 20) for k in range(0, 7 * (Windows.DIRECT + 1), 7)]))
    one.start()
    assert paused.wait(5)
    answers["second"] = read(second)  # while the first thread is between index and store
    resume.set()
    one.join(5)
    assert answers["second"] == [pattern.search(second, k, k + 20) is not None
                                 for k in range(0, len(second) - 20, 7)]
    answers["second again"] = read(second)
    assert answers["second again"] == answers["second"]


def test_two_threads_read_negator_words_each_in_their_own_text(monkeypatch):
    """Negation's index of whole negator words is per thread too (as the windows')."""
    import threading

    words = negation._WholeWords(frozenset({"not", "no"}))
    first = "we do not test it. " * 20
    second = "it is tested here. " * 20
    paused, resume = threading.Event(), threading.Event()
    index = negation._WholeWords._index

    def slow_index(self, low):
        out = index(self, low)
        if low is first:
            paused.set()
            resume.wait(5)
        return out

    monkeypatch.setattr(negation._WholeWords, "_index", slow_index)
    spans = [(k, k + 15) for k in range(0, 300, 5)]
    said: list[bool] = []
    one = threading.Thread(target=lambda: said.extend(words.near(first, a, b)
                                                      for a, b in spans[:words.DIRECT + 1]))
    one.start()
    assert paused.wait(5)
    [words.near(second, a, b) for a, b in spans]  # indexes the second text meanwhile
    resume.set()
    one.join(5)
    assert not any(words.near(second, a, b) for a, b in spans)  # "second" has no negator
    truth = [not {"not", "no"}.isdisjoint(re.findall(r"[a-z]+", first[a:b]))
             for a, b in spans[:words.DIRECT + 1]]
    assert said == truth  # the first thread answered from its own text's index


def test_hedge_spans_answer_by_bisection_as_the_scan_did():
    """cues._Spans (a position inside any hedge span) answers as checking every span did,
    for overlapping, nested and empty spans in any order (wave 52: 851 hedges x their
    cues were all compared, 0.28 s on one hostile text)."""
    from analysis.paper_types.cues import _Spans

    rng = random.Random(52)
    for _ in range(300):
        spans = []
        for _ in range(rng.randrange(0, 12)):
            a = rng.randrange(0, 60)
            spans.append((a, a + rng.randrange(0, 25)))
        found = _Spans(spans)
        for pos in range(-2, 90):
            assert found.holds(pos) == any(a <= pos < b for a, b in spans), (spans, pos)
