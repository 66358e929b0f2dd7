"""A gerund and its base as one keyword: "grasping" / "grasp", "topic modeling" / "topic model".

Writers name one subject by the activity or by its object ("grasping" and "grasp", "grid
mapping" and "grid map", "image captioning" and "image caption", "particle filtering" and
"particle filter"), so the keyword list said one idea twice (61k corpus: "grasping" 1,628
papers and "grasp" 1,450 side by side).  Inflection alone never joins them
(:mod:`analysis.terms.inflection`: derivation is not merged, a stemmer would join
"optimal" and "optimization"), and most gerund/base pairs are two ideas: "learning" /
"learn", "planning" / "plan", "training" / "train", "programming" / "program".

Rule
    Two terms of the same words but one, which is ``B`` + "ing" in one and ``B`` in the
    other (a final "e" dropped, "pruning" / "prune"; a doubled consonant, "planning" /
    "plan"), are one term when *both are keywords by themselves* (:mod:`analysis.terms.
    termhood`: each bursty, named in titles, ending noun phrases), i.e. the corpus uses
    each form as the name of a subject.

Why that test and not the contexts.  Measured on ICML, the 24k and the 61k corpora
(bench/keywords/RESULTS.md, wave 36), the contexts do not tell the pairs apart.  The
share of the rarer form's papers that use the other form is 0.54 for "grasp" /
"grasping", 0.16-0.57 for the modeling/model pairs, but 0.68-0.78 for "learn" /
"learning", 0.43-0.49 for "train" / "training", 0.47-0.62 for "plan" / "planning" (a
paper that plans writes both).  The overlap of the words written beside them in the
vocabulary's phrases (weighted Jaccard) is 0.04 for "grasp" / "grasping" (61k:
"robotic grasping", "grasp pose") but 0.25 for "plan" / "planning" (cosine 0.76:
"motion plan" / "motion planning").  Termhood does: "learn",
"train", "plan", "program" are verbs of passing use and "learning", "training"
field-wide vocabulary, so no such pair is two keywords on any of the corpora, while
every pair that is reads as one idea (61k: "grasping", "grid/occupancy/topological
mapping", "image captioning", "ultrasound imaging", "particle filtering", "logic
programming", "human-robot teaming", "sketching"; 24k and ICML: "generative / language /
topic / mixture modeling", "particle filtering").  Agent nouns (-er, -or) and -ion
forms are not joined: "manipulator" (the arm) and "manipulation" (the task), "walker"
and "walking", "force sensor" and "force sensing" are both keywords of the 61k and
name different things.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from analysis.terms import reference, termhood
from analysis.terms.headed import Part

_ING = "ing"
#: Letters a base keeps before "ing" ("sing" is no gerund of "s").
_MIN_BASE = 3


def bases(word: str) -> tuple[str, ...]:
    """The words ``word`` may be the -ing form of ("grasping" -> "grasp", "graspe";
    "planning" -> "plann", "planne", "plan"); () when it is no -ing form."""
    if not word.endswith(_ING) or len(word) < len(_ING) + _MIN_BASE:
        return ()
    base = word[:-len(_ING)]
    out: tuple[str, ...] = (base, base + "e")
    if len(base) > _MIN_BASE and base[-1] == base[-2]:
        out += (base[:-1],)
    return out


def gerund_variant(one: Sequence[str], other: Sequence[str]) -> bool:
    """Whether two phrases (word keys) are the same words but one, the -ing form of the
    other's word there ("robotic grasping" / "robotic grasp")."""
    if len(one) != len(other) or one == other:
        return False
    apart = [(a, b) for a, b in zip(one, other, strict=True) if a != b]
    return len(apart) == 1 and (apart[0][1] in bases(apart[0][0])
                                or apart[0][0] in bases(apart[0][1]))


def gerund_pairs(parts_list: Sequence[Part], keyword: np.ndarray) -> dict[int, int]:
    """Part index of each -ing spelling -> the part index of its base spelling, both
    keywords (module docstring): ``keyword`` as the counts decide it, a single word
    also no vocabulary of the field at large (:data:`analysis.terms.termhood.
    MAX_VENUE_SHARE`, the test the encoded keywords pass too: "learning" is bursty)."""
    by_key = {p.key: i for i, p in enumerate(parts_list) if keyword[i]}
    words = [k for k, i in by_key.items() if parts_list[i].level == 1]
    spread = np.nan_to_num(reference.venue_shares(words))
    for k in np.asarray(words, dtype=object)[spread >= termhood.MAX_VENUE_SHARE]:
        del by_key[k]
    out: dict[int, int] = {}
    for key, i in by_key.items():
        words = key.split()
        for at, word in enumerate(words):
            for base in bases(word):
                other = by_key.get(" ".join([*words[:at], base, *words[at + 1:]]))
                if other is not None:
                    out[i] = other
    return out
