"""Session 70's typing cost cut exactly (issue 12, speed71): what is skipped could not match.

* :func:`analysis.paper_types.matcher.also_holds`: a rule module declares further literals of
  a scanned pattern; every declaration is checked here against the pattern's parse tree (a
  literal run every match holds, through groups, repeats of at least one and alternations
  all of whose branches hold one), and the matcher finds with it what ``finditer`` over each
  sentence finds.
* :func:`analysis.paper_types.cited70.cited_runs` tests only the sentences its literals start
  in: the same sentences as the plain per-sentence loop it replaces.
"""

from __future__ import annotations

import re
import re._constants as _c
import re._parser as _parser

import pytest

from analysis.paper_types import cited70, cues, exp70
from analysis.paper_types.matcher import FURTHER, GatedPatterns, also_holds

_REPEATS = (_c.MAX_REPEAT, _c.MIN_REPEAT, _c.POSSESSIVE_REPEAT)


def _covered(items, literals) -> bool:
    """Whether every match of the parsed sequence ``items`` holds one of ``literals``."""
    run = ""
    for op, av in list(items) + [(None, None)]:
        if op is _c.LITERAL:
            run += chr(av)
            continue
        if any(lit in run for lit in literals):
            return True
        run = ""
        if op is _c.SUBPATTERN and _covered(av[-1], literals):
            return True
        if op in _REPEATS and av[0] >= 1 and _covered(av[2], literals):
            return True
        if op is _c.BRANCH and all(_covered(alt, literals) for alt in av[1]):
            return True
    return False


def test_every_declared_further_literal_set_is_held_by_every_match():
    assert FURTHER, "exp70 declares its comparisons' words"
    for pattern, literals in FURTHER.items():
        assert _covered(_parser.parse(pattern), literals), pattern[:80]


def test_the_cover_check_rejects_a_set_a_match_can_do_without():
    # a branch one of whose alternatives holds none, and an optional part, are not covers
    assert not _covered(_parser.parse(r"\b(?:than|better) existing methods"), ("than",))
    assert not _covered(_parser.parse(r"(?:than )?existing methods"), ("than",))
    assert _covered(_parser.parse(r"\b(?:than|(?:compared|relative) to) existing"),
                    ("than", "compared", "relative"))


def test_exp70_comparisons_are_scanned_only_where_a_comparison_word_is():
    # (speed72: the matcher reads further sets of other scanned patterns from their trees)
    on = {i: lits for i, lits in cues._CUES.further.items() if cues._CUES.sources[i] in FURTHER}
    declared = {cues.at_word_start(p) for p, _ in exp70.MEASURED_RIVALS[:2]}
    assert {cues._CUES.sources[i] for i in on} == declared
    assert all("than" in lits and "compared" in lits for lits in on.values())


def _plain(pattern: str, text: str, starts: list[int]) -> list[tuple[int, int]]:
    bounds = starts + [len(text)]
    rx = re.compile(pattern)
    return [m.span() for k in range(len(starts))
            for m in rx.finditer(text, bounds[k], bounds[k + 1])]


def test_a_declared_set_skips_sentences_without_it_and_finds_the_rest():
    pattern = r"(?:\d ?%|\baccuracy\b)[^.;]{0,40}?\b(?:than|over) (?:existing|previous) methods\b"
    text = ("our accuracy is 3% higher than existing methods. accuracy beats other methods. "
            "we gain 5 % over previous methods. accuracy: than existing methods")
    starts = [0, 49, 79, 114]  # (the sentences' offsets)
    plain = _plain(pattern, text, starts)
    assert len(plain) == 3
    bare = GatedPatterns([pattern])
    assert [m.span() for _, m in bare.matches(text, starts)] == plain
    also_holds([pattern], ("than", "over"))
    try:
        held = GatedPatterns([pattern])
        assert held.further == {0: ("over", "than")}
        assert sorted(m.span() for _, m in held.matches(text, starts)) == sorted(plain)
        # a set the matches do not all hold (a wrong declaration) loses the others: the
        # check is live, and the parse-tree test above is what keeps declarations right
        also_holds([pattern], ("over",))
        wrong = GatedPatterns([pattern])
        assert [m.span() for _, m in wrong.matches(text, starts)] == [plain[1]]  # "over"
        assert not _covered(_parser.parse(pattern), ("over",))
    finally:
        for q in (pattern, cues.at_word_start(pattern)):
            FURTHER.pop(q, None)


def _cited_plain(low: str, starts: list[int]) -> set[int]:
    """cited70.cited_runs as session 70 wrote it: every sentence sliced and tested."""
    out = set()
    for i, a in enumerate(starts):
        sentence = low[a:starts[i + 1] if i + 1 < len(starts) else len(low)].strip()
        if not any(k in sentence for k in cited70._LITERALS) or cited70._OWN.search(sentence):
            continue
        m = cited70.CITED_RUN.search(sentence)
        if m and not cited70._SET_AGAINST.search(sentence, 0, m.start()):
            out.add(i)
    return out


_CITED_TEXTS = [
    # a year's parenthesis, a bracket, et al, others, an earlier run; and look-alikes
    "Experiments in (Smith and Lee, 2019) show that such estimators win. We study bounds.",
    "The simulations of Smith et al. (2019) are reproduced. Field trials were conducted by "
    "others. Previous experiments failed.",
    "Convolutional networks (CNN) are strong (see the appendix). Experiments show gains.",
    "[3] showed in experiments that the rule works. Our experiments, as in [3], show more.",
    "A theory. Prior simulation studies exist, which agrees with previous experimental results "
    "reported for bacteria. Results on the KITTI benchmark [5] demonstrate accuracy",
    "Experiments were reported in (2020). Trials by other groups: none. past experiments",
    "No sentence here holds a form",
    "",
]


@pytest.mark.parametrize("text", _CITED_TEXTS)
def test_cited_runs_finds_the_sentences_the_plain_loop_finds(text):
    low = text.lower()
    starts = cues.sentence_starts(text)
    assert cited70.cited_runs(low, starts) == _cited_plain(low, starts)


def test_cited_runs_planted_answers():
    def found(text: str) -> set[int]:
        return cited70.cited_runs(text.lower(), cues.sentence_starts(text))
    assert found(_CITED_TEXTS[0]) == {0}
    assert found(_CITED_TEXTS[1]) == {0, 1, 2}
    assert found(_CITED_TEXTS[2]) == set()  # an acronym's parenthesis, no citation
    assert found(_CITED_TEXTS[3]) == {0}    # the second names our own experiments


def test_cited_runs_on_corpus_like_abstracts_equals_the_plain_loop():
    # the 24k's first abstracts, when the corpus is here (the full comparison: SCALE.md)
    import pandas as pd
    try:
        texts = pd.read_pickle("/work/tmp/speed68/c24k.pkl")["text"].iloc[:1500]
    except (OSError, ValueError):
        pytest.skip("no corpus columns here")
    for t in texts:
        low, starts = t.lower(), cues.sentence_starts(t)
        assert cited70.cited_runs(low, starts) == _cited_plain(low, starts)


_BACKGROUND = [
    "a new estimator is proposed for this problem.",
    "then, a simple yet general method is then introduced",
    "in addition, one more rule   is developed",   # runs of spaces: no " is " after a word
    "a method that is fast is presented",
    "a method is\tproposed",
    "an approach was proposed earlier",
    "the proposed method is shown to work",
    "our proposed approaches are many",
    "",
]


@pytest.mark.parametrize("sentence", _BACKGROUND)
def test_own_passive_and_proposed_prefilters_answer_as_the_searches(sentence):
    from analysis.paper_types import attribution, theoryprec67
    assert theoryprec67.own_passive(sentence) == (
        theoryprec67.OWN_PASSIVE.search(sentence) is not None)
    assert bool("proposed " in sentence and attribution._PROPOSED.search(sentence)) == bool(
        attribution._PROPOSED.search(sentence))


def test_the_proposed_prefilter_is_held_by_every_match():
    from analysis.paper_types import attribution
    assert _covered(_parser.parse(attribution._PROPOSED.pattern), ("proposed ",))


def test_own_passive_planted_answers():
    from analysis.paper_types import theoryprec67
    assert theoryprec67.own_passive(_BACKGROUND[0])
    assert theoryprec67.own_passive(_BACKGROUND[1])
    assert not theoryprec67.own_passive(_BACKGROUND[4])  # a tab, not " is "
    assert not theoryprec67.own_passive(_BACKGROUND[5])
