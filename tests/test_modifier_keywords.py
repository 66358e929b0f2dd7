"""Keywords that name a subject, not a modifier (issue 10, wave 37): a term whose usual
spelling is a compound adjective ("high-speed cameras") is no keyword, though its open
spelling ends a phrase after the noun ("at high speed"); a noun compound whose hyphenated
spelling is its attributive use ("time-series data") stays one."""

import random

import pytest

from analysis.terms import build_vocabulary
from analysis.terms.keywords import keyword_counts
from analysis.text import clean_text

_FILL = ("across seven benchmarks", "under mild assumptions", "with few samples",
         "on real data", "in practice", "at scale", "for household robots", "in clutter")

#: Nouns a modifier is put before, a different one in each use (so that no "high-speed
#: X" is a phrase of its own: the modifier's uses stay the word's, as on the 61k corpus,
#: where 0.57 of the uses of "high-speed" are outside every phrase term).
_NOUNS = [a + b for a in ("cam", "ves", "rot", "pal", "dur", "mix", "tor", "lun", "bar", "kel")
          for b in ("era", "ion", "ode", "ant", "ule", "ix", "on", "et", "ard", "ock")]

#: (kind, title, abstract with {n} for a noun and {f} for filler, papers).  "high-speed"
#: is written by 14 papers, always before a noun; "high speed" by 8, always after "at"
#: (a phrase's end); "time series" by 12 as a noun (36 of its 48 uses end a phrase),
#: "time-series" by 11 before a noun (0 of 44): pooled, the noun's uses would end a phrase
#: in 36 of 92 (under the 0.4 a keyword needs), which is why they are not pooled.
KINDS = [
    ("hyphen", "High-speed {n} for drones",
     "We build a high-speed {n} {f}. The high-speed {n} runs {f}; a high-speed {n} "
     "works {f}.", 14),
    ("open", "Flying at high speed",
     "Drones fly at high speed {f}. At high speed the control is hard {f}; we fly at "
     "high speed {f}.", 8),
    ("series", "Time series",
     "We study time series {f}. The time series is long {f}; our time series method "
     "works {f}.", 12),
    ("series data", "Time-series {n}",
     "We store a time-series {n} {f}. The time-series {n} is long {f}; a time-series {n} "
     "helps {f}.", 11),
    ("grasping", "Grasping", "We study grasping {f}. The grasping is hard {f}; our "
     "grasping method works {f}.", 10),
]


def _texts(seed: int = 0) -> list[str]:
    rng = random.Random(seed)
    nouns = iter(_NOUNS)
    out = []
    for _, title, body, n in KINDS:
        for _ in range(n):
            text = f"{title} {rng.choice(_FILL)}. {body}"
            while "{n}" in text:
                text = text.replace("{n}", next(nouns), 1)
            while "{f}" in text:
                text = text.replace("{f}", rng.choice(_FILL), 1)
            out.append(text)
    return out


@pytest.fixture(scope="module")
def vocab():
    return build_vocabulary([clean_text(t) for t in _texts()], min_df=2)


def test_a_term_usually_written_as_a_modifier_is_no_keyword(vocab):
    j = vocab.lookup("high-speed")
    # one term of both spellings, counted for every paper of either
    assert j is not None and vocab.lookup("high speed") == j
    assert int(vocab.terms.loc[j, "df"]) == 22
    # "high-speed" (14 papers) ends no phrase; "at high speed" (8) would pass alone
    assert not bool(vocab.terms.loc[j, "keyword"])
    assert "high-speed" not in set(keyword_counts(vocab)["term"])


def test_a_noun_with_an_attributive_hyphenated_spelling_stays_a_keyword(vocab):
    j = vocab.lookup("time series")
    assert j is not None and vocab.lookup("time-series") == j
    assert int(vocab.terms.loc[j, "df"]) == 23
    assert bool(vocab.terms.loc[j, "keyword"])
    listed = keyword_counts(vocab)
    assert listed.set_index("term").loc["time series", "n_papers"] == 23
    assert "grasping" in set(listed["term"])
