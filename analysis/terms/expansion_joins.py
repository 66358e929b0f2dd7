"""Acronyms joined to the expansions the corpus defines for them, before terms are formed.

An acronym and its expansion are one term when the expansion is the long form of at least
:data:`MIN_DEFINITION_SHARE` of the acronym's definitions, given by at least
:data:`MIN_DEFINITIONS` papers (:func:`dominant_long_forms`; long forms that differ only
by hyphens are one).  :func:`expansion_joins` maps each acronym to the part of its
expansion, adding the phrase when the phrase tests left it out (a definition makes a
term); :func:`add_defined` adds a long form with a function word no phrase holds
("simultaneous localization and mapping (SLAM)": :mod:`analysis.terms.defined`).
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from analysis.terms import defined as licensed
from analysis.terms.display import WordForms
from analysis.terms.part_flags import defined_keyword
from analysis.terms.parts import DEFINED_CODE, Part
from analysis.terms.phrase_counts import PhraseCounts, PhraseWords, phrase_code
from analysis.terms.word_counts import STATS, WordCounts

#: An acronym's expansion must be given by this many papers, in this share of its
#: definitions (a majority: "RL" is reinforcement learning, not "representation learning").
MIN_DEFINITIONS = 2
MIN_DEFINITION_SHARE = 0.5


def expansion_joins(definitions: pd.Series, by_key: dict[str, int],
                    levels: dict[int, PhraseCounts], phrase_words: PhraseWords, min_df: int,
                    parts_list: list[Part]) -> dict[str, int]:
    """Acronym key -> the part index of its expansion (adding expansions the phrase
    tests left out: a definition makes a term)."""
    if definitions.empty:
        return {}
    best = dominant_long_forms(definitions)
    joins: dict[str, int] = {}
    for short, long, spaced in zip(best["short"], best["long"], best["spaced"], strict=True):
        target = by_key.get(spaced, by_key.get(long))
        if target is None:
            target = _add_expansion(long, levels, phrase_words, min_df, parts_list, by_key)
        if target is not None and short != long and short not in joins:
            joins[str(short)] = target
    return joins


def dominant_long_forms(definitions: pd.Series) -> pd.DataFrame:
    """Each acronym's dominant long form (``short``, ``long``, ``spaced``, ``n``): given
    by :data:`MIN_DEFINITIONS` papers, in :data:`MIN_DEFINITION_SHARE` of its
    definitions; the most defined first."""
    table = _fold_hyphens(definitions.rename("n").reset_index())
    totals = table.groupby("short")["n"].transform("sum")
    table = table.assign(total=totals).sort_values(["short", "n", "long"],
                                                   ascending=[True, False, True])
    best = table.drop_duplicates("short")
    best = best[(best["n"] >= MIN_DEFINITIONS) & (best["n"] >= MIN_DEFINITION_SHARE
                                                  * best["total"])]
    return best.sort_values(["n", "short"], ascending=[False, True])


def add_defined(definitions: pd.Series, parts_list: list[Part], joins: dict[str, int],
                flags: pd.DataFrame, forms: WordForms, words: WordCounts
                ) -> pd.DataFrame:
    """Join each acronym still alone to its dominant long form when that holds a
    function word no phrase may hold (:mod:`analysis.terms.defined`): a new part, with
    its acronym's statistics and flags (its keyword flag judged as a phrase's,
    :func:`~analysis.terms.part_flags.defined_keyword`); the flags of every part returned."""
    if definitions.empty:
        return flags
    by_key = {p.key: i for i, p in enumerate(parts_list)}
    added = []
    best = dominant_long_forms(definitions)
    wanted = [(str(s), str(lf)) for s, lf in zip(best["short"], best["long"], strict=True)
              if s not in joins and s in by_key and licensed.needs_licence(str(lf))]
    shares = licensed.short_form_shares(words.surfaces, [s for s, _ in wanted]) \
        if wanted else {}
    written = words.written
    for short, long in wanted:
        if short in joins or shares.get(short, 0.0) < licensed.MIN_SHORT_SHARE:
            continue
        if long in by_key:  # another acronym of a long form added ("SfM", "SFM")
            if parts_list[by_key[long]].code == DEFINED_CODE:
                joins[short] = by_key[long]
            continue
        source = parts_list[by_key[short]]
        shown = licensed.shown(long, written, forms.usual)
        parts_list.append(Part(long, len(long.split()), DEFINED_CODE, shown,
                               source.stats.copy(), []))
        by_key[long] = len(parts_list) - 1
        joins[short] = len(parts_list) - 1
        added.append(by_key[short])
    if not added:
        return flags
    more = flags.iloc[added].reset_index(drop=True)
    more["keyword"] = defined_keyword(parts_list, flags, added,
                                      [p.level for p in parts_list[len(flags):]])
    return pd.concat([flags, more], ignore_index=True)


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
