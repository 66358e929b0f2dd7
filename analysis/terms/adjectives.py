"""A noun and its derived adjective as a phrase's modifier: "robot arm" / "robotic arm".

Writers name one thing with a noun or its adjective before the head ("quadruped robot",
"quadrupedal robot"; "computation cost", "computational cost"; "optic flow", "optical
flow"), so two phrases of the vocabulary that differ only there are one term, shown by
the spelling more papers use (:func:`analysis.terms.display.usual_spelling`).

Rule
    Two phrase terms (no "of"/"to" inside) of the same words but one, which is a noun
    ``A`` in one and ``A`` + "al", "ic" or "ical" in the other (a final "y" replaced:
    "entropy" / "entropic", "topology" / "topological"), are one term when

    - that word is not the head (the last word): "traffic sign" / "traffic signal", or
      the fragments "extensive experiment" / "extensive experimental (results)", are
      other things;
    - the derived word is used as a modifier: at most :data:`MAX_HEAD_SHARE` of its
      occurrences end a run of words (its ``end`` count, :mod:`analysis.terms.
      word_counts`): "signal" ends one in 0.69 of its uses, "normal" 0.32, "critical"
      0.33, "functional" 0.21 (a noun of analysis: "function space" is no "functional
      space") on the 24,000 and 61,000-paper corpora; the adjectives merged 0.01-0.10.

    Derivation is otherwise never merged (:mod:`analysis.terms.inflection`: a stemmer
    would join "optimal" and "optimization"); here both phrases must be written by the
    corpus with the same other words, which is what makes "robotic" in "robotic arm"
    the adjective of "robot".  No "-e" stem is read ("nature" / "natural image", "cause"
    / "causal effect" are two ideas).

Measured (bench/keywords/RESULTS.md, wave 35): the rule joins 26 pairs on the 61k corpus
and 4 on the 24k, each two spellings of one idea on reading them ("robot arm" 629 papers
/ "robotic arm" 492, "quadruped robot" 284 / "quadrupedal robot" 127, "situation
awareness" / "situational awareness", "entropy" / "entropic regularization").  Pairs the
rule would allow but the corpora do not write ("logic" / "logical reasoning", "form" /
"formal verification") are its known risk.
"""

from __future__ import annotations

from collections.abc import Sequence

import pandas as pd

from analysis.terms.headed import Part

#: Most share of a derived word's occurrences that end a run of words (its uses as a
#: noun head) for it to be read as an adjective (module docstring: 0.10 the largest of
#: the adjectives merged, 0.21 the smallest of the nouns it must not take).
MAX_HEAD_SHARE = 0.15
_SUFFIXES = ("al", "ic", "ical")


def derived_forms(noun: str) -> tuple[str, ...]:
    """The adjectives the rule reads for ``noun`` ("robot" -> "robotal", "robotic",
    "robotical"; "topology" -> ... "topological")."""
    out = tuple(noun + s for s in _SUFFIXES)
    if noun.endswith("y") and len(noun) > 3:
        out += tuple(noun[:-1] + s for s in ("ic", "ical"))
    return out


def adjective_pairs(parts_list: Sequence[Part], word_stats: pd.DataFrame) -> dict[int, int]:
    """Part index of each phrase written with the adjective -> the part index of the same
    phrase with the noun (module docstring)."""
    phrases = {p.key: i for i, p in enumerate(parts_list)
               if p.level > 1 and not {"of", "to"} & set(p.key.split())}
    tf, end = word_stats["tf"], word_stats["end"]
    out: dict[int, int] = {}
    for key, i in phrases.items():
        words = key.split()
        for at, noun in enumerate(words[:-1]):
            for adjective in derived_forms(noun):
                other = phrases.get(" ".join([*words[:at], adjective, *words[at + 1:]]))
                if other is not None and adjective in tf.index and \
                        end[adjective] <= MAX_HEAD_SHARE * max(int(tf[adjective]), 1):
                    out[other] = i
    return out
