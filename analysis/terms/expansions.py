"""Acronyms joined to the expansion the corpus defines for them (step 5 of the vocabulary).

Method
    Schwartz & Hearst (2003) definitions (:mod:`analysis.terms.acronyms`), counted over the
    corpus: an acronym's expansion is the long form of at least :data:`MIN_DEFINITION_SHARE`
    of its definitions, given by at least :data:`MIN_DEFINITIONS` papers.  It is joined to
    the term of that long form (:func:`acronym_joins`): a word or phrase term, or a phrase
    the counts hold that the phrase tests left out (a definition makes a term).

    A long form no phrase can hold is a *written long form* (:func:`long_form_part`):
    phrases hold two to four content words and only "of"/"to" inside
    (:mod:`analysis.terms.tokens`), so "simultaneous localization and mapping (SLAM)" and
    "partially observable Markov decision process (POMDP)" (five words) were never joined,
    and the 1,459 SLAM papers of the 61k corpus missed the ~72 that write only the long
    form (POMDP 17 of 183).  Making "and" a connector would change phrase mining
    everywhere; instead the acronym's term takes the long form as its key and display,
    and the encoder counts the long form where a paper writes it, its words in order,
    hyphens or spaces between them, inflected or British-spelled as any word's key
    folds them (:mod:`analysis.terms.long_forms`).  Only an acronym that is a term
    itself (a word of ``min_df`` papers) gets one: its counts are its term's, the long
    form adds the papers that write it out.  And only an acronym the corpus usually
    writes as one ("SLAM", :func:`~analysis.terms.acronyms.is_short_form`): where its
    letters are mostly a word ("map" of "maximum a posteriori (MAP)", "top", "add",
    "arc"), the word keeps its term (the acronym's tokens would no longer count as
    written lower-case: 24k corpus, "map" 848 papers -> 249).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import numpy as np
import pandas as pd

from analysis.terms.acronyms import is_short_form
from analysis.terms.display import word_forms
from analysis.terms.inflection import word_key
from analysis.terms.phrase_counts import PhraseCounts, PhraseWords
from analysis.terms.word_counts import STATS

#: An acronym's expansion must be given by this many papers, in this share of its
#: definitions (a majority: "RL" is reinforcement learning, not "representation learning").
MIN_DEFINITIONS = 2
MIN_DEFINITION_SHARE = 0.5
#: ``Part.code`` of a written long form (a word is -1, a phrase its code >= 0).
LONG_FORM = -2


@dataclass
class Part:
    """One spelling before terms are formed: a word (level 1, ``code`` -1), a phrase, or
    a written long form (level 1, ``code`` :data:`LONG_FORM`, the acronym's statistics)."""

    key: str
    level: int
    code: int
    shown: str
    stats: np.ndarray
    plural: list[float]


def phrase_code(key: str, phrase_words: PhraseWords) -> tuple[int, int] | None:
    """(level, code) of a phrase key made of phrase words and at most one connector
    inside, else None."""
    words = key.split()
    connectors = [j for j, w in enumerate(words) if w in ("of", "to")]
    if len(connectors) > 1 or (connectors and connectors[0] in (0, len(words) - 1)):
        return None
    content = [w for w in words if w not in ("of", "to")]
    level = len(content)
    if not 2 <= level <= 4:
        return None
    ids = [phrase_words.id_of.get(w, -1) for w in content]
    if min(ids) < 0:
        return None
    code = 0
    for i in ids:
        code = (code << phrase_words.bits) | int(i)
    conn = 0
    if connectors:
        slot = connectors[0] - 1
        conn = 1 + 2 * slot + (0 if words[connectors[0]] == "of" else 1)
    return level, (code << 3) | conn


def acronym_joins(definitions: pd.Series, by_key: dict[str, int],
                  levels: dict[int, PhraseCounts], phrase_words: PhraseWords, min_df: int,
                  parts_list: list[Part], surfaces: pd.DataFrame) -> dict[str, int]:
    """Acronym key -> the part index of its expansion (adding expansions the phrase
    tests left out, and written long forms: a definition makes a term)."""
    if definitions.empty:
        return {}
    table = _fold_hyphens(definitions.rename("n").reset_index())
    totals = table.groupby("short")["n"].transform("sum")
    table = table.assign(total=totals).sort_values(["short", "n", "long"],
                                                   ascending=[True, False, True])
    best = table.drop_duplicates("short")
    best = best[(best["n"] >= MIN_DEFINITIONS) & (best["n"] >= MIN_DEFINITION_SHARE
                                                  * best["total"])]
    best = best.sort_values(["n", "short"], ascending=[False, True])  # most defined first
    joins: dict[str, int] = {}
    unjoined = []  # (short, long form) no phrase holds
    for short, long, spaced in zip(best["short"], best["long"], best["spaced"], strict=True):
        target = by_key.get(spaced, by_key.get(long))
        if target is None:
            target = _add_expansion(long, levels, phrase_words, min_df, parts_list, by_key)
        if target is None and short in by_key and short != long:
            unjoined.append((str(short), str(long)))
        if target is not None and short != long and short not in joins:
            joins[str(short)] = target
    usual = word_forms(surfaces, {short for short, _ in unjoined})
    for short, long in unjoined:
        if is_short_form(usual.head(short)):  # "SLAM", not "map" of "(MAP)"
            target = by_key.get(long)
            target = long_form_part(long, by_key[short], parts_list, by_key) \
                if target is None else target
            if target is not None:
                joins.setdefault(short, target)
    return joins


def _fold_hyphens(table: pd.DataFrame) -> pd.DataFrame:
    """Definitions whose long forms differ only by hyphens counted as one ("mixture of
    experts (MoE)" 4 times, "mixture-of-experts (MoE)" 8 times: 12 for one long form),
    shown by its most frequent spelling, with ``spaced`` (hyphens as spaces) to look the
    term up by (the vocabulary keys "mixture of expert", its hyphenated spelling being
    one of the term's spellings)."""
    table = table.assign(spaced=table["long"].str.replace("-", " ", regex=False))
    table = table.sort_values(["short", "spaced", "n", "long"],
                              ascending=[True, True, False, True])
    folded = table.groupby(["short", "spaced"], sort=False).agg(
        long=("long", "first"), n=("n", "sum"))
    return folded.reset_index()


def _add_expansion(long: str, levels: dict[int, PhraseCounts], phrase_words: PhraseWords,
                   min_df: int, parts_list: list[Part], by_key: dict[str, int]) -> int | None:
    found = phrase_code(long, phrase_words)
    if found is None or found[0] not in levels:
        return None
    level, code = found
    counts = levels[level]
    at = int(np.searchsorted(counts.codes, code))
    if at >= counts.codes.size or counts.codes[at] != code or counts.stats[at, 0] < min_df:
        return None
    row = counts.stats[at]
    tf = max(int(row[1]), 1)
    parts_list.append(Part(long, level, code, "", row[:len(STATS)],
                            [int(x) / tf for x in row[len(STATS):]]))
    by_key[long] = len(parts_list) - 1
    return len(parts_list) - 1


def long_form_part(long: str, acronym: int, parts_list: list[Part], by_key: dict[str, int]
                   ) -> int | None:
    """A written long form for the acronym part ``acronym`` (module docstring): a part
    keyed by the long form, with the acronym's statistics (so the term's flags are the
    acronym's), whose occurrences the encoder finds; None for a one-word long form."""
    if len(long.replace("-", " ").split()) < 2 or long in by_key:
        return None
    source = parts_list[acronym]
    parts_list.append(Part(long, 1, LONG_FORM, "", source.stats.copy(), []))
    by_key[long] = len(parts_list) - 1
    return len(parts_list) - 1


def long_form_pieces(long: str) -> str:
    """A written long form as the encoder matches it: its words split at hyphens and
    spaces, each keyed as a token is (:func:`~analysis.terms.inflection.word_key`:
    "Localisation" and "localization", "processes" and "process" alike), joined by
    spaces ("partially-observable Markov decision processes" -> "partially observable
    markov decision process")."""
    return " ".join(word_key(w) or w for w in re.split(r"[\s-]+", long.lower()) if w)
