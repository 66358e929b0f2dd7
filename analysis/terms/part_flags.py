"""Each spelling's termhood flags, before spellings are joined into terms.

Step 5 of the vocabulary (:mod:`analysis.terms.model`) reads, for every word and phrase
that may be (part of) a term, its termhood statistics (:mod:`analysis.terms.termhood`),
how much of a word's use is inside one phrase, whether it names a research subject
(``keyword``) or is subject matter (``content``), and how many longer phrases hold it;
then the keyword flag of each long form :mod:`analysis.terms.defined` adds, judged as
the phrase it is on its acronym's statistics (:func:`defined_keyword`).
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import pandas as pd

from analysis.terms import termhood
from analysis.terms.adjectives import MAX_HEAD_SHARE
from analysis.terms.containers import containers, inside_shares
from analysis.terms.headed import Part
from analysis.terms.inflection import spelling_key
from analysis.terms.phrase_counts import PhraseWords, parts
from analysis.terms.termhood import is_content, is_keyword, term_statistics
from analysis.terms.word_counts import STATS


def part_flags(parts_list: Sequence[Part], phrase_words: PhraseWords, n_docs: int,
               base_lead: float) -> pd.DataFrame:
    """Per part: termhood statistics, ``inside``, ``keyword`` and ``content``."""
    stats = pd.DataFrame(np.array([p.stats for p in parts_list], dtype=np.int64).reshape(
        len(parts_list), len(STATS)), columns=list(STATS))
    flags = term_statistics(stats, n_docs, base_lead, [p.key for p in parts_list])
    n_words = np.array([p.level for p in parts_list])
    inside = inside_shares(parts_list)
    flags["inside"] = inside
    flags["keyword"] = is_keyword(flags, n_words, inside)
    flags["content"] = is_content(flags) & (inside < 0.8)
    flags.loc[_adds_a_passing_word(parts_list, flags, phrase_words), "keyword"] = False
    flags.loc[usually_a_modifier(parts_list, flags["end_share"].to_numpy()), "keyword"] = False
    flags["containers"], flags["term_containers"] = containers(parts_list, phrase_words.bits,
                                                               flags["keyword"].to_numpy())
    return flags


def _adds_a_passing_word(parts_list: Sequence[Part], flags: pd.DataFrame,
                         phrase_words: PhraseWords) -> np.ndarray:
    """Phrases of three or more words that add an unbursty last word to a keyword
    ("policy gradient methods")."""
    index = {(p.level, p.code): i for i, p in enumerate(parts_list) if p.level > 1}
    word_index = {p.key: i for i, p in enumerate(parts_list) if p.level == 1}
    keyword = flags["keyword"].to_numpy()
    ridf = flags["ridf"].to_numpy()
    out = np.zeros(len(parts_list), dtype=bool)
    for i, p in enumerate(parts_list):
        if p.level < 3 or p.code & 7:
            continue
        prefix, _ = parts(np.array([p.code], dtype=np.int64), p.level, phrase_words.bits)
        j = index.get((p.level - 1, int(prefix[0])))
        last = word_index.get(p.key.split()[-1])
        if j is not None and keyword[j] and (last is None or ridf[last] < termhood.WORD_MIN_RIDF):
            out[i] = True
    return out


def usually_a_modifier(parts_list: Sequence[Part], end_share: np.ndarray) -> np.ndarray:
    """Parts of a term whose usual spelling is a modifier: the spellings one
    :func:`~analysis.terms.inflection.spelling_key` makes one term ("high-speed" / "high
    speed", counted as one by :mod:`analysis.terms.model`), when the one most papers use
    ends a noun phrase in at most :data:`~analysis.terms.adjectives.MAX_HEAD_SHARE` of its
    uses (an adjective: "a high-speed camera").

    Why: a term is a keyword when any of its spellings is, and a compound adjective
    passed through its rarer open spelling, which English writes after the noun ("at
    high speed": 0.48 of its uses end a phrase on the 61k corpus, against 0.09 for
    "high-speed", used by more papers).  The cut is the one that tells a derived
    adjective from a noun (:mod:`analysis.terms.adjectives`: adjectives 0.01-0.10, nouns
    from 0.21), measured again on the usual spellings of every term whose spellings
    disagree (bench/keywords/RESULTS.md, wave 37): the modifiers "high-speed",
    "single-view", "open-world" (61k), "finite-sum", "communication-efficient" (24k),
    "black-box" (ICML), "high-fidelity" (IJCAI) are at 0.02-0.14, the nouns at 0.27 or
    more ("sequential decision-making", "change-point", "cross-attention",
    "cross-validation"); "real-time" (0.21, 24k) stays, beside "functional".  Pooling the
    spellings' uses instead took subjects whose hyphenated spelling is their attributive
    use ("time-series data", "light-field camera": "time series", "light field", "eye
    tracking" lost), and judging a term by its usual spelling alone took the nouns above.
    """
    out = np.zeros(len(parts_list), dtype=bool)
    members: dict[str, list[int]] = {}
    for i, p in enumerate(parts_list):
        members.setdefault(spelling_key(p.key), []).append(i)
    for group in members.values():
        if len(group) > 1:
            usual = max(group, key=lambda i: (int(parts_list[i].stats[0]), -i))
            out[group] = end_share[usual] <= MAX_HEAD_SHARE
    return out


def defined_keyword(parts_list: Sequence[Part], flags: pd.DataFrame, sources: Sequence[int],
                    lengths: Sequence[int]) -> np.ndarray:
    """Keyword flags of the long forms :mod:`analysis.terms.defined` adds ("bidirectional
    encoder representations from transformers (BERT)"), given their acronyms' part
    indices (``sources``: the statistics they take) and their lengths in words.

    Such a long form is a phrase term, and is judged by the phrase thresholds of
    :func:`~analysis.terms.termhood.is_keyword` on its acronym's statistics; a later
    veto of the acronym (:func:`usually_a_modifier`) stands.  Why: judged as the single
    word it takes its numbers from, it met the word thresholds, which the same term
    with no function word inside ("long short-term memory (LSTM)", a counted phrase)
    never faces.  BERT, in 477 of the 6,019 ACL, NAACL and COLING papers, named first
    by 0.24 of them (a phrase needs 0.15, a word 0.3), was no keyword beside
    "multilingual BERT (mBERT)" (bench/keywords/RESULTS.md, session 59).
    """
    src = np.asarray(sources, dtype=np.int64)
    n_words = np.array([p.level for p in parts_list[:len(flags)]])
    inside = flags["inside"].to_numpy()
    as_word = is_keyword(flags, n_words, inside)[src]
    n_words[src] = np.asarray(lengths)
    vetoed = as_word & ~flags["keyword"].to_numpy()[src]
    return is_keyword(flags, n_words, inside)[src] & ~vetoed
