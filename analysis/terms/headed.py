"""An acronym with a head: "EM algorithm", "OOD detection".

A joined acronym (:mod:`analysis.terms.acronyms`, after Schwartz & Hearst 2003) stands
for its long form, so "SF h" (the short form, then one word) means what "L h" (the long
form, then that word) means: "OOD detection" is "out-of-distribution detection", "EM
algorithm" "expectation-maximization algorithm".  Whether that is the long form's own
idea depends on the head: "expectation-maximization algorithm" names the algorithm
"expectation maximization" names, while "GAN training", "out-of-distribution detection"
or "Gaussian process regression" name something done with what the acronym names.

Rule (for each phrase "SF h" of the vocabulary whose first word is a joined acronym)
    1. "SF h" and "L h" (every spelling of the long form the vocabulary counts, then
       ``h``) are the long form's term when both forms are *normally* written with
       ``h``: the Wilson (1927) 95% lower bound of the share of the long form's uses
       followed by ``h``, and of the short form's, is at least :data:`MIN_HEAD_SHARE`,
       "L h" is not itself the long form of another acronym ("root mean square
       error" is RMSE's: "RMS error" is RMSE, not RMS), and ``h`` is no action noun
       (:func:`is_action_noun`: "HOI detection", "POS tagging" name a task done on
       what the acronym names, as "OOD detection" does, not the thing itself).
    2. Else "SF h" is the term of "L h" when "L h" is a phrase of the vocabulary: the
       same words, the acronym spelled out ("OOD detection" and "out-of-distribution
       detection", "GP regression" and "Gaussian process regression (GPR)").
    3. Else "SF h" stays a term of its own ("GAN training", "ReLU network").

    A term joined by step 1 is labelled with its head, "Kullback-Leibler (KL)
    divergence", when more than half of the papers it counts write the head after
    either form (:func:`candidate_heads` gives the candidates, :mod:`analysis.search.heads`
    decides once the term's papers are known): the label then says what most of its
    papers write; else the long form alone ("expectation-maximization (EM)": 84 of the
    177 papers write "EM algorithm" on the 61k corpora).

    Uses are occurrences: "L h" and "SF h" as phrases, and a definition followed by
    ``h`` ("expectation-maximization (EM) algorithm", where the parenthesis splits the
    phrase: :func:`analysis.terms.acronyms.read_definitions`), for both forms.  A term
    joined so is never shown by an acronym's spelling (:mod:`analysis.terms.model`),
    and the search finds each spelling from the other (:mod:`analysis.search.acronyms`).

Why the threshold.  The smaller of the two lower bounds on the 24,000 and 61,000-paper
corpora (bench/keywords/RESULTS.md, wave 35), for the pairs that name the long form's
idea: "KL divergence" 0.47 and 0.55, "EM algorithm" 0.38 and 0.24, "RMS error" 0.33,
"HD map" 0.32, "PID controller" 0.30; for those that do not: "NLP task" 0.18 on both,
"low-resolution image" 0.17, "out-of-distribution detection" 0.14 and 0.17, "LP
relaxation" 0.14, "fMRI data" 0.14 (5 of 16 uses: the bound, not the share 0.31, keeps
a rare long form out), "NMT model" 0.08, "Gaussian process regression" 0.05, "RL agent"
0.01 (the shares alone did not separate: "fMRI data" 0.31 beside "EM algorithm" 0.30 on
the 61k).  0.2 sits between the two; one pair above it is another idea, "HOI detection"
(0.24, the task of detecting human-object interactions), which the action-noun test keeps
out of step 1 (to "human-object interaction detection" by step 2).

Why the action noun is read from the word's shape.  A head that is the noun of an action
("detection", "tagging", "estimation", "segmentation") takes the acronym as its object:
"HOI detection" is detecting HOIs, whatever the share.  The corpus measures tried did not
tell these heads from the others: the share of the head's uses followed by "of" (the
action's object written after it) is 0.051 for "detection" and 0.067 for "map" on the 61k
corpora, 0.066 and 0.035 on the 24k.  The suffixes that make nouns of verbs (-tion,
-sion, -ment, -ing) do; a false hit ("SMILES string") only keeps a pair out of step 1.

Why papers for the label.  The label names what the term counts, papers; counted in uses
(occurrences), the papers that repeat the head weigh more: "map" followed 0.56 of the
61k corpora's "high-definition"/"HD" uses, but 63 of its 123 papers write it (the others
"HD video", "HD cameras"); "algorithm" 0.43 of the 24k corpora's EM uses, but 196 of its
374 papers (:mod:`analysis.search.heads` has the figures).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Protocol

import numpy as np
import pandas as pd

from analysis.terms.inflection import spelling_key
from analysis.terms.phrase_counts import PhraseCounts, PhraseWords, phrase_code

#: Lower bound of the share of the long form's uses, and of the short form's, followed by
#: a head from which "SF head" and "long form head" are the long form's term (module
#: docstring: 0.24 the least of the pairs that are, 0.18 the most of those that are not).
MIN_HEAD_SHARE = 0.2
#: The normal quantile of the lower bounds (95% two-sided).
Z = 1.96
#: Endings of nouns made from verbs (module docstring: an action noun's modifier is its
#: object, another idea than the long form's).
ACTION_SUFFIXES = ("tion", "sion", "ment", "ing")


class Part(Protocol):
    """A spelling before terms are formed (:class:`analysis.terms.parts.Part`)."""

    key: str
    level: int
    code: int
    stats: np.ndarray


def head_candidates(parts_list: Sequence[Part], joins: Mapping[str, int],
                    levels: Mapping[int, PhraseCounts], phrase_words: PhraseWords,
                    defined: pd.Series) -> pd.DataFrame:
    """Every "SF h" phrase of a joined acronym ``SF``, with the counts the rule reads.

    Columns: ``short``, ``head``, ``long`` (the joined part's key), ``part`` (the "SF h"
    part); ``long_uses`` and ``long_head`` (occurrences of the long form's spellings, and
    of them followed by ``h``: as phrases, and after a definition, ``defined`` by (long,
    head) keys, :func:`analysis.terms.acronyms.read_definitions`); ``short_uses`` and
    ``short_head`` (the same of the short form: "SF h", and "(SF) h" after its long
    form); ``low`` (the smaller of the two shares' Wilson lower bounds); ``long_parts``
    (the "L h" parts, ``;``-joined indices).
    """
    after = {(str(long), str(head)): int(n) for (long, head), n in defined.items()}
    spellings: dict[str, list[int]] = {}
    for i, p in enumerate(parts_list):
        spellings.setdefault(spelling_key(p.key), []).append(i)
    by_key = {p.key: i for i, p in enumerate(parts_list)}
    rows = []
    for i, p in enumerate(parts_list):
        words = p.key.split()
        if p.level != 2 or len(words) != 2 or words[0] not in joins or words[0] not in by_key:
            continue
        short, head = words
        target = joins[short]
        forms = [parts_list[j].key for j in spellings[spelling_key(parts_list[target].key)]]
        long_uses = sum(int(parts_list[by_key[f]].stats[1]) for f in forms)
        defined_head = sum(after.get((f, head), 0) for f in forms)
        long_head = defined_head + sum(_uses(f"{f} {head}", levels, phrase_words)
                                       for f in forms)
        short_uses = int(parts_list[by_key[short]].stats[1])
        short_head = defined_head + int(p.stats[1])
        rows.append((short, head, parts_list[target].key, i, long_uses, long_head,
                     short_uses, short_head,
                     ";".join(str(by_key[f"{f} {head}"]) for f in forms
                              if f"{f} {head}" in by_key)))
    out = pd.DataFrame(rows, columns=["short", "head", "long", "part", "long_uses",
                                      "long_head", "short_uses", "short_head", "long_parts"])
    out.insert(8, "low", np.minimum(wilson_low(out["long_head"], out["long_uses"]),
                                    wilson_low(out["short_head"], out["short_uses"])))
    return out


def wilson_low(successes: pd.Series, trials: pd.Series, z: float = Z) -> np.ndarray:
    """The lower end of the Wilson (1927) score interval of ``successes / trials`` (0
    where there are no trials)."""
    k = successes.to_numpy(dtype=float)
    n = np.maximum(trials.to_numpy(dtype=float), k)
    with np.errstate(invalid="ignore", divide="ignore"):
        p = k / n
        centre = p + z * z / (2 * n)
        half = z * np.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
        low = (centre - half) / (1 + z * z / n)
    return np.where(n > 0, np.clip(low, 0, 1), 0.0)


def term_label(term: str, acronym: object = "", head: object = "") -> str:
    """A term as shown: "generative adversarial network (GAN)", "Kullback-Leibler (KL)
    divergence" with its label ``head`` (:mod:`analysis.search.heads`), or the term alone.  Values
    read back from CSV may be NaN: none."""
    label = f"{term} ({acronym})" if isinstance(acronym, str) and acronym else term
    return f"{label} {head}" if isinstance(head, str) and head else label


def is_action_noun(word: str) -> bool:
    """Whether ``word`` has the shape of a noun made from a verb ("detection",
    "tagging"; module docstring)."""
    return len(word) > 5 and word.endswith(ACTION_SUFFIXES)


def headed_joins(parts_list: Sequence[Part], joins: Mapping[str, int],
                 levels: Mapping[int, PhraseCounts], phrase_words: PhraseWords,
                 defined: pd.Series, min_share: float = MIN_HEAD_SHARE
                 ) -> tuple[dict[int, int], dict[int, str]]:
    """(part index of each "SF h" and "L h" the rule folds -> the part index of the term
    it is counted as, :func:`candidate_heads` of the step-1 joins) (module docstring): the
    long form's when both forms are normally written with ``h``, "L h" has no acronym of
    its own and ``h`` is no action noun, else "L h"'s when it is a phrase of the
    vocabulary."""
    found = head_candidates(parts_list, joins, levels, phrase_words, defined)
    named = {spelling_key(parts_list[t].key) for t in joins.values()}
    out: dict[int, int] = {}
    first = np.zeros(len(found), dtype=bool)
    for at, (short, head, part, low, long_parts) in enumerate(zip(
            found["short"], found["head"], found["part"], found["low"], found["long_parts"],
            strict=True)):
        headed = [int(j) for j in str(long_parts).split(";") if j]
        if low >= min_share and not is_action_noun(str(head)) and \
                not any(spelling_key(parts_list[j].key) in named for j in headed):
            out.update({j: joins[short] for j in [int(part), *headed]})
            first[at] = True
        elif headed:
            out[int(part)] = headed[0]
    return out, candidate_heads(found[first], joins)


def candidate_heads(joined: pd.DataFrame, joins: Mapping[str, int]) -> dict[int, str]:
    """The part index of a long form -> the heads its label may end with, ``;``-joined,
    the most used first: the heads of its step-1 joins ``joined`` (rows of
    :func:`head_candidates`).  Which one the label holds, if any, is the one a strict
    majority of the term's papers write (:mod:`analysis.search.heads`)."""
    ranked = joined.assign(uses=joined["long_head"] + joined["short_head"],
                           target=[joins[str(short)] for short in joined["short"]])
    ranked = ranked.sort_values(["uses", "head"], ascending=[False, True], kind="stable")
    return {int(target): ";".join(map(str, heads))
            for target, heads in ranked.groupby("target", sort=False)["head"]}


def _uses(key: str, levels: Mapping[int, PhraseCounts], phrase_words: PhraseWords) -> int:
    """Occurrences of the phrase ``key`` as counted (0 when it never was a candidate)."""
    found = phrase_code(key, phrase_words)
    if found is None or found[0] not in levels:
        return 0
    level, code = found
    counts = levels[level]
    at = int(np.searchsorted(counts.codes, code))
    if at >= counts.codes.size or counts.codes[at] != code:
        return 0
    return int(counts.stats[at, 1])
