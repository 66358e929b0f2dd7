"""A ``\\b`` after a cue pattern's leading look-arounds (perf61): the matcher counts it as
the pattern's word start and runs it before them, and every match stays the same."""

from __future__ import annotations

import re

from analysis.paper_types import cues
from analysis.paper_types.literals import starts_at_boundary
from analysis.paper_types.matcher import GatedPatterns
from analysis.paper_types.pattern_plans import boundary_first, plan

# (?<!up )\b(?:on|with) ... as in the lexicon's "on up to 1,000 GPUs" cue
GPUS = r"(?<!up )\b(?:on|with) (?:up to|over) \d{2,4} gpus"
TEXTS = [
    "we train on up to 512 gpus. evaluation on over 64 gpus and with up to 128 gpus.",
    "scaled up on up to 512 gpus; evaluation over 64 gpus; ran with over 32 gpus.",
    "(on up to 16 gpus) and -with over 99 gpus, won over 12 gpus, upon over 10 gpus.",
    "on over 10 gpus at the very start, then location over 10 gpus inside a word.",
]


def test_a_boundary_after_look_behinds_is_the_patterns_word_start():
    assert starts_at_boundary(GPUS)
    assert starts_at_boundary(r"(?<!a)(?=b)\b(?:x|y)|(?<!c)\bz")
    # a look-behind alone, or a \b on one branch only, is no word start
    assert not starts_at_boundary(r"(?<!up )on x")
    assert not starts_at_boundary(r"(?<!up )\bon x|(?<!a)in x")


def test_the_boundary_runs_first_and_finds_the_same_matches():
    assert boundary_first(GPUS) == r"\b(?<!up )(?:on|with) (?:up to|over) \d{2,4} gpus"
    assert plan(GPUS, False)[0].startswith(r"\b(?<!up )")
    # a look-around holding a group, or a repeated \b, is left as written
    for kept in (r"(?<!(?:a|b))\bx", r"(?<!a)\b*x", r"\bx(?<!a)", r"(?<!a)x\b"):
        assert boundary_first(kept) == kept
    both = [(p, re.compile(boundary_first(p))) for p in
            (GPUS, r"(?<!the )(?<![\w-] )\b(?:on|in) (?:\w+ )?gpus", r"(?<!\) )(?=o)\bon")]
    for pattern, moved in both:
        for text in TEXTS:
            assert [m.span() for m in re.finditer(pattern, text)] == \
                [m.span() for m in moved.finditer(text)]


def test_the_matcher_no_longer_tries_the_pattern_inside_words():
    gated = GatedPatterns([GPUS])
    # each start literal is tried only at a word start (not after "locati" or "w")
    for literal in ("on up to ", "on over ", "with up to ", "with over "):
        assert [entry[-1] for entry in gated.automaton.get(literal)] == [True]
    for text in TEXTS:
        starts = cues.sentence_starts(text)
        found = sorted(m.span() for _, m in gated.matches(text, starts))
        bounds = starts + [len(text)]
        plain = sorted(m.span() for a, b in zip(bounds, bounds[1:], strict=False)
                       for m in re.compile(GPUS).finditer(text, a, b))
        assert found == plain and found


def test_every_cue_that_runs_boundary_first_finds_what_it_finds_as_written():
    moved = [i for i, p in enumerate(cues._CUES.sources) if cues._CUES.run[i].pattern.startswith(
        r"\b(?<") and not p.startswith(r"\b(?<")]
    assert len(moved) >= 20  # the lexicon's look-behind guards before \b
    texts = ["prior theoretical analysis shows it. our theoretical analysis shows that x. "
             "to demonstrate the gain we show that it works, we demonstrate 3x gains.",
             "we implemented and tested it; can be implemented and tested. the responses "
             "of neurons, best responses. on up to 128 gpus, scaled up on up to 8 gpus."]
    for i in moved:
        written = re.compile(cues._CUES.sources[i])
        for text in texts:
            assert [m.span() for m in written.finditer(text)] == \
                [m.span() for m in cues._CUES.run[i].finditer(text)], i
