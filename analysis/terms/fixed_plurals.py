"""Fixed plural phrases: the phrases whose head noun is shown plural ("least squares").

A phrase is shown with a singular head (:mod:`analysis.terms.display`: "neural network",
"large language model"), which is right for a count noun but wrong for a phrase that is
only ever plural ("least squares", "indivisible goods").  The phrase's own numbers cannot
tell the two apart: an LLM-era corpus writes count-noun phrases mostly in the plural too
(the 57 seeds: "diffusion models" 6 of 7 uses; review 55, the rule on the phrase's
singular share alone was reverted).  What tells them apart is how the head word behaves
in the rest of the corpus, as for a single word: the plural of a fixed plural belongs to
the phrase, not to the word ("squares" is written almost only in "least squares": ICML
2013-19, 34 of its 38 tokens; the 24k, 248 of 269; while "square" is in common use
outside it: "square loss", "square root", "chi-square"), whereas a count noun's plural
is the word's, used in many phrases and alone ("models": "diffusion models" holds 13%
of the seeds' tokens of "models").

A phrase's head stays plural when, at its core (its last two content words: "weighted
least squares" is read as "least squares", "Bayesian neural networks" as "neural
networks", so a term reads as its core does), all of these hold:

- the core's singular is rare: under :data:`~analysis.terms.display.RARE_SINGULAR` (a
  fifth) of its uses, the single words' rule;
- the head's plural is the core's: at least :data:`OWN_PLURAL` (four fifths, the same
  fifth the other way) of the corpus's plural tokens of the head word are in the core.
  "local minima" (ICLR 2017-18: 21 of 36 tokens of "minima"; "global minima", "sharp
  minima" are the others) is a count noun and fails;
- the head's singular is in use outside the core (at least :data:`MIN_USES` tokens) and
  is mostly another word: a modifier (the first word of a two-word phrase: "square loss",
  "square root", "mean square error") in more than half of its singular tokens
  (:data:`MODIFIER_MOST`; "square": 79-86% on ICML, the 24k and the 61k).  A word used
  only in one phrase ("point clouds", ICLR: 3 other tokens of "cloud") says nothing about
  its number elsewhere, and stays singular; nor does a count noun whose plural happens to
  be in one phrase only (a corpus writing "diffusion models" and otherwise "the model",
  "a model"): its singular is a noun of its own, at the end of its phrases, not in front
  of other words;
- the core has at least :data:`MIN_USES` uses: a count noun written in the plural in
  60% of its uses (the seeds' "models": 45 of 72 tokens) is plural in all of 10 with
  probability 0.6 ** 10 < 1%, so a small corpus (57 abstracts) leaves its phrases
  singular unless it has the uses to show otherwise.

Another word's plural.  A plural shared by a few phrases of its sense fails the second
condition though it is no count noun's: "indivisible goods" (the 61k: 38 of the 136
tokens of "goods"; "public goods", "divisible goods", "allocation of goods"; review 55).
What sets it apart is that outside the core the word is hardly ever plural and its
singular is an adjective: "good" 2,481 tokens against 98 of "goods" (4%), a modifier in
87% of them ("good performance", "good results").  So the second condition is also met
when under a fifth of the head's tokens outside the core are plural and its singular is a
modifier in at least four fifths of its tokens (:data:`MODIFIER_ALL`: both fifths, as the
rule's others, the stricter bar standing for the missing evidence of a plural owned by
the core).  Either alone is not enough: a count noun's singular is often a modifier
("feature extraction": the 61k's "feature", 86%), but its plural is the word's own,
written in many phrases ("visual features", 603 of 13,517 "features"); outside "paper
presents", "news articles", "hash codes" their heads are mostly singular, but nouns and
verbs of their own (modifiers in 16%, 51%, 12%).  The 24k's "local maxima" passes this
way ("maximum" 85% a modifier, "maximum likelihood"; "maxima" 2% of its tokens outside
the core; 27 of the core's 33 uses plural) and is shown plural, as it is written: the
counts cannot tell its noun from the adjective (bench/keywords/RESULTS.md, wave 58).

Counts are token counts: the head word's from its surfaces (inflected or not, as
:func:`analysis.terms.display.word_forms` reads them), the core's from the level-2 phrase
counts (every occurrence of the two words, inside longer phrases too), so the decision
is the same at any corpus size and chunking.  Acronym heads are left singular
(:func:`analysis.terms.display.phrase_display`).

A head before "of"/"to" (:func:`plural_before_connector`).  Such a phrase has no core,
and was always shown with a singular head: the 61k's keyword "activity of daily living",
which its 82 papers write "activities of daily living (ADL)" in every use.  Its head is
shown plural as a single word is, when the phrase writes it in the singular in under
:data:`~analysis.terms.display.RARE_SINGULAR` of its uses, with :data:`MIN_USES` uses at
least (the same chance argument).  The rule of the phrase's own numbers that review 55
reverted for cores ("diffusion models") is safe here on the corpora read: every phrase it
turns plural on ICML, the 24k and the 61k is written so by the field ("activities of daily
living", "several orders of magnitude", "degrees of freedom", "lines of code", "in terms of
accuracy"; verb phrases such as "goes to infinity" as written too), while "order of
magnitude" (24k: 68% plural), "level of granularity" (79%) and "equation of motion" (61k:
78%) stay singular (bench/keywords/RESULTS.md, session 63).  Each phrase is read on its
own, not as the phrase from its head on: "several orders of magnitude" (61k: 94% plural)
and "multiple degrees of freedom" (86%) are plural where "order of magnitude" and "degree
of freedom" (74%) are not, their first word asking for it.
"""

from __future__ import annotations

from collections.abc import Iterable

import numpy as np
import pandas as pd

from analysis.terms.counting import positions
from analysis.terms.display import RARE_SINGULAR
from analysis.terms.inflection import american
from analysis.terms.phrase_counts import PhraseCounts, PhraseWords, phrase_code
from analysis.text import fold

#: Share of the head word's plural tokens that must be the core's (module docstring).
OWN_PLURAL = 1 - RARE_SINGULAR
#: Uses a core needs, and singular tokens its head needs outside it (module docstring).
MIN_USES = 10
#: Share of the head's singular tokens that must be modifiers: more than half where the
#: core owns the plural, four fifths where it does not (module docstring).
MODIFIER_MOST = 0.5
MODIFIER_ALL = OWN_PLURAL


def core_of(key: str) -> str | None:
    """A phrase key's core, its last two content words ("partial least square" -> "least
    square"); None for a phrase with a connector, whose head is not its last word."""
    words = key.split()
    if len(words) < 2 or "of" in words or "to" in words:
        return None
    return " ".join(words[-2:])


def plural_before_connector(phrases: Iterable[tuple[str, list[float], int]]) -> set[str]:
    """The keys of ``phrases`` (key, share of uses inflected at each content word, uses)
    whose head before "of"/"to" is shown plural (module docstring)."""
    out = set()
    for key, plural_share, uses in phrases:
        words = key.split()
        at = next((j for j, w in enumerate(words) if w in ("of", "to")
                   and 0 < j < len(words) - 1), None)
        if at is not None and uses >= MIN_USES and 1 - plural_share[at - 1] < RARE_SINGULAR:
            out.add(key)
    return out


def fixed_plurals(keys: Iterable[str], bigrams: PhraseCounts, phrase_words: PhraseWords,
                  surfaces: pd.DataFrame) -> set[str]:
    """The cores (:func:`core_of`) among phrase ``keys`` whose head stays plural (module
    docstring); ``bigrams``: the level-2 counts, ``surfaces``: the words' surface counts
    (:class:`~analysis.terms.word_counts.WordCounts`)."""
    cores = sorted({c for c in map(core_of, keys) if c is not None})
    found = [(c, code[1]) for c in cores if (code := phrase_code(c, phrase_words)) is not None]
    if not found or bigrams.codes.size == 0:
        return set()
    codes = np.array([code for _, code in found], dtype=np.int64)
    at, hit = positions(codes, bigrams.codes)
    uses = np.where(hit, bigrams.column("tf")[at], 0)
    plural = np.where(hit, bigrams.column("plural_1")[at], 0)
    rare_singular = (uses >= MIN_USES) & (uses - plural < RARE_SINGULAR * uses)
    heads = {c.split()[1] for (c, _), keep in zip(found, rare_singular, strict=True) if keep}
    if not heads:
        return set()
    singular, many = _numbers(surfaces, heads)
    modifier = _modifiers(bigrams, phrase_words, heads)
    out = set()
    for (core, _), n, p, keep in zip(found, uses, plural, rare_singular, strict=True):
        head = core.split()[1]
        alone, others = singular.get(head, 0) - (n - p), many.get(head, 0) - p
        modifies = modifier.get(head, 0) / max(singular.get(head, 0), 1)
        own = p >= OWN_PLURAL * many.get(head, 0) and modifies > MODIFIER_MOST
        another = others < RARE_SINGULAR * (alone + others) and modifies >= MODIFIER_ALL
        if keep and (own or another) and alone >= MIN_USES:
            out.add(core)
    return out


def _modifiers(bigrams: PhraseCounts, phrase_words: PhraseWords,
               heads: set[str]) -> dict[str, int]:
    """Tokens of each of ``heads`` written in the singular as the first word of a two-word
    phrase ("square" in "square loss"; not "model of": a connector makes it a head)."""
    ids = {phrase_words.id_of[h]: h for h in heads if h in phrase_words.id_of}
    if not ids:
        return {}
    codes = bigrams.codes
    first = (codes >> 3) >> phrase_words.bits
    mine = np.isin(first, np.fromiter(ids, dtype=np.int64)) & (codes & 7 == 0)
    tokens = bigrams.column("tf")[mine] - bigrams.column("plural_0")[mine]
    sums = np.bincount(np.searchsorted(np.sort(list(ids)), first[mine]),
                       weights=tokens, minlength=len(ids))
    return {ids[i]: int(n) for i, n in zip(sorted(ids), sums, strict=True)}


def _numbers(surfaces: pd.DataFrame, heads: set[str]) -> tuple[dict[str, int], dict[str, int]]:
    """Tokens of each of ``heads`` written in the singular, and in the plural (inflected:
    not the key once folded, as :func:`analysis.terms.display.word_forms` reads it)."""
    keys = surfaces.index.get_level_values("key")
    mine = keys.isin(list(heads))
    singular: dict[str, int] = {}
    many: dict[str, int] = {}
    for surface, key, tokens in zip(surfaces.index.get_level_values("surface")[mine],
                                    keys[mine], surfaces["tokens"].to_numpy()[mine],
                                    strict=True):
        side = many if american(fold(str(surface))) != key else singular
        side[str(key)] = side.get(str(key), 0) + int(tokens)
    return singular, many
